package analysis

import (
	"context"
	"errors"
	"fmt"
	"mime"
	"strings"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/platform/apperr"
	"github.com/docanalysis/service/internal/platform/ids"
)

// Large files: API Gateway caps a request at 10 MB and Lambda at 6 MB (less
// after base64), so a PDF above the deployed inline limit is staged instead:
// POST /api/v1/uploads returns a presigned S3 PUT URL under staging/, the
// caller PUTs the bytes there, then submits with upload_id in place of the
// file. Submission checks the staged object like an inline file and copies
// it under uploads/, which triggers the parser exactly as an inline upload
// does. An upload can be used once and expires after UploadTTL.

// Upload is a staged upload.
type Upload struct {
	ID        string
	OrgID     string
	Filename  string
	Size      int64
	Key       string
	CreatedAt time.Time
	ExpiresAt time.Time
	ClaimedBy string
}

// Ticket is the response of POST /api/v1/uploads.
type Ticket struct {
	UploadID  string            `json:"upload_id"`
	UploadURL string            `json:"upload_url"`
	Method    string            `json:"method"`
	Headers   map[string]string `json:"headers"`
	ExpiresAt time.Time         `json:"expires_at"`
	MaxBytes  int64             `json:"max_bytes"`
}

// UploadStore persists staged uploads.
type UploadStore interface {
	PutUpload(ctx context.Context, u Upload) error
	GetUpload(ctx context.Context, id string) (Upload, error)
	// ClaimUpload marks the upload used by analysisID, once; a second claim
	// returns ErrConflict.
	ClaimUpload(ctx context.Context, id, analysisID string) error
}

// Staging is the object storage side of staged uploads.
type Staging interface {
	PresignPut(ctx context.Context, key string, size int64, ttl time.Duration) (string, map[string]string, error)
	// Head returns the object's size, or ErrNotFound.
	Head(ctx context.Context, key string) (int64, error)
	GetPrefix(ctx context.Context, key string, n int64) ([]byte, error)
	Copy(ctx context.Context, src, dst string, meta map[string]string) error
}

// UploadTTL is how long a staged upload stays usable.
const UploadTTL = time.Hour

// Uploads implements the staged-upload extension.
type Uploads struct {
	Store   UploadStore
	Staging Staging
	Now     func() time.Time
}

func (u *Uploads) now() time.Time {
	if u.Now != nil {
		return u.Now().UTC().Truncate(time.Millisecond)
	}
	return time.Now().UTC().Truncate(time.Millisecond)
}

// UploadRequest is the body of POST /api/v1/uploads.
type UploadRequest struct {
	Filename      string `json:"filename"`
	ContentLength int64  `json:"content_length"`
	ContentType   string `json:"content_type"`
}

var errBadUploadRequest = apperr.New(apperr.Invalid, "invalid_request",
	"filename (non-empty), content_length (bytes, positive) and content_type (application/pdf) are required.")

// Create registers a staged upload and presigns its PUT URL.
func (u *Uploads) Create(ctx context.Context, p account.Principal, r UploadRequest) (Ticket, error) {
	if strings.TrimSpace(r.Filename) == "" || r.ContentLength <= 0 || r.ContentType == "" {
		return Ticket{}, errBadUploadRequest
	}
	if mt, _, err := mime.ParseMediaType(r.ContentType); err != nil || mt != "application/pdf" {
		return Ticket{}, ErrNotPDF
	}
	if r.ContentLength > MaxFileBytes {
		return Ticket{}, ErrFileTooLarge
	}
	now := u.now()
	up := Upload{
		ID: ids.New(), OrgID: p.Org.ID, Filename: r.Filename, Size: r.ContentLength,
		CreatedAt: now, ExpiresAt: now.Add(UploadTTL),
	}
	up.Key = "staging/" + up.OrgID + "/" + up.ID + ".pdf"
	url, headers, err := u.Staging.PresignPut(ctx, up.Key, up.Size, UploadTTL)
	if err != nil {
		return Ticket{}, fmt.Errorf("presign upload: %w", err)
	}
	if err := u.Store.PutUpload(ctx, up); err != nil {
		return Ticket{}, fmt.Errorf("store upload: %w", err)
	}
	return Ticket{UploadID: up.ID, UploadURL: url, Method: "PUT", Headers: headers, ExpiresAt: up.ExpiresAt, MaxBytes: MaxFileBytes}, nil
}

// Check verifies that id is a usable upload of org whose object is a PDF
// within the size limit.
func (u *Uploads) Check(ctx context.Context, orgID, id string) (Upload, error) {
	if u == nil || !ids.Valid(id) {
		return Upload{}, ErrInvalidUpload
	}
	up, err := u.Store.GetUpload(ctx, id)
	if errors.Is(err, ErrNotFound) || (err == nil && (up.OrgID != orgID || up.ClaimedBy != "" || !u.now().Before(up.ExpiresAt))) {
		return Upload{}, ErrInvalidUpload
	}
	if err != nil {
		return Upload{}, fmt.Errorf("get upload: %w", err)
	}
	size, err := u.Staging.Head(ctx, up.Key)
	if errors.Is(err, ErrNotFound) {
		return Upload{}, ErrInvalidUpload.With("reason", "nothing has been uploaded to upload_url yet")
	}
	if err != nil {
		return Upload{}, fmt.Errorf("head upload: %w", err)
	}
	if size > MaxFileBytes {
		return Upload{}, ErrFileTooLarge
	}
	head, err := u.Staging.GetPrefix(ctx, up.Key, int64(PDFSniffBytes))
	if err != nil {
		return Upload{}, fmt.Errorf("read upload: %w", err)
	}
	if !IsPDF(head) {
		return Upload{}, ErrNotPDF
	}
	up.Size = size
	return up, nil
}

// Promote claims the upload for an analysis and copies it under uploads/.
func (u *Uploads) Promote(ctx context.Context, up Upload, analysisID, dst string) error {
	if err := u.Store.ClaimUpload(ctx, up.ID, analysisID); err != nil {
		if errors.Is(err, ErrConflict) {
			return ErrInvalidUpload
		}
		return fmt.Errorf("claim upload: %w", err)
	}
	return u.Staging.Copy(ctx, up.Key, dst, map[string]string{"analysis-id": analysisID, "org-id": up.OrgID})
}
