// Package s3blob is the S3 adapter for documents, staged uploads and
// stored outcomes.
package s3blob

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/s3/types"
	smithyhttp "github.com/aws/smithy-go/transport/http"

	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/webhook"
)

// Bucket is one S3 bucket.
type Bucket struct {
	Client *s3.Client
	Name   string
}

// New returns the adapter for bucket name.
func New(c *s3.Client, name string) *Bucket { return &Bucket{Client: c, Name: name} }

// The domain interfaces Bucket implements, checked by the compiler.
var (
	_ analysis.Blobs   = (*Bucket)(nil)
	_ analysis.Staging = (*Bucket)(nil)
	_ webhook.Blobs    = (*Bucket)(nil)
)

func notFound(err error) bool {
	var nk *types.NoSuchKey
	var nf *types.NotFound
	if errors.As(err, &nk) || errors.As(err, &nf) {
		return true
	}
	var re *smithyhttp.ResponseError
	return errors.As(err, &re) && re.HTTPStatusCode() == http.StatusNotFound
}

// Put stores body at key with server-side encryption.
func (b *Bucket) Put(ctx context.Context, key string, body []byte, contentType string, meta map[string]string) error {
	_, err := b.Client.PutObject(ctx, &s3.PutObjectInput{
		Bucket:               &b.Name,
		Key:                  &key,
		Body:                 bytes.NewReader(body),
		ContentLength:        aws.Int64(int64(len(body))),
		ContentType:          &contentType,
		Metadata:             meta,
		ServerSideEncryption: types.ServerSideEncryptionAes256,
	})
	if err != nil {
		return fmt.Errorf("s3 put %s: %w", key, err)
	}
	return nil
}

// Get reads the object at key; a missing key is analysis.ErrNotFound.
func (b *Bucket) Get(ctx context.Context, key string) ([]byte, error) {
	return b.get(ctx, key, nil)
}

// GetPrefix reads at most the first n bytes of the object at key.
func (b *Bucket) GetPrefix(ctx context.Context, key string, n int64) ([]byte, error) {
	return b.get(ctx, key, aws.String("bytes=0-"+strconv.FormatInt(n-1, 10)))
}

func (b *Bucket) get(ctx context.Context, key string, rng *string) ([]byte, error) {
	out, err := b.Client.GetObject(ctx, &s3.GetObjectInput{Bucket: &b.Name, Key: &key, Range: rng})
	if notFound(err) {
		return nil, fmt.Errorf("s3 get %s: %w", key, analysis.ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("s3 get %s: %w", key, err)
	}
	defer out.Body.Close()
	body, err := io.ReadAll(out.Body)
	if err != nil {
		return nil, fmt.Errorf("s3 read %s: %w", key, err)
	}
	return body, nil
}

// Head returns the size of the object at key.
func (b *Bucket) Head(ctx context.Context, key string) (int64, error) {
	out, err := b.Client.HeadObject(ctx, &s3.HeadObjectInput{Bucket: &b.Name, Key: &key})
	if notFound(err) {
		return 0, analysis.ErrNotFound
	}
	if err != nil {
		return 0, fmt.Errorf("s3 head %s: %w", key, err)
	}
	return aws.ToInt64(out.ContentLength), nil
}

// Copy copies src to dst within the bucket, replacing the metadata. The
// copy is an ObjectCreated event, so copying under uploads/ starts the
// pipeline.
func (b *Bucket) Copy(ctx context.Context, src, dst string, meta map[string]string) error {
	_, err := b.Client.CopyObject(ctx, &s3.CopyObjectInput{
		Bucket:               &b.Name,
		Key:                  &dst,
		CopySource:           aws.String(url.PathEscape(b.Name) + "/" + (&url.URL{Path: src}).EscapedPath()),
		Metadata:             meta,
		MetadataDirective:    types.MetadataDirectiveReplace,
		ContentType:          aws.String("application/pdf"),
		ServerSideEncryption: types.ServerSideEncryptionAes256,
	})
	if err != nil {
		return fmt.Errorf("s3 copy %s to %s: %w", src, dst, err)
	}
	return nil
}

// PresignPut returns a URL that accepts one PUT of exactly size bytes to
// key until ttl passes, and the headers the caller must send with it.
func (b *Bucket) PresignPut(ctx context.Context, key string, size int64, ttl time.Duration) (string, map[string]string, error) {
	ps := s3.NewPresignClient(b.Client, s3.WithPresignExpires(ttl))
	req, err := ps.PresignPutObject(ctx, &s3.PutObjectInput{
		Bucket:        &b.Name,
		Key:           &key,
		ContentLength: aws.Int64(size),
		ContentType:   aws.String("application/pdf"),
	})
	if err != nil {
		return "", nil, fmt.Errorf("s3 presign %s: %w", key, err)
	}
	headers := map[string]string{"Content-Type": "application/pdf"}
	for k, v := range req.SignedHeader {
		if k == "Host" || len(v) == 0 {
			continue
		}
		headers[k] = v[0]
	}
	return req.URL, headers, nil
}
