package httpapi

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"

	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/platform/apperr"
	"github.com/docanalysis/service/internal/platform/ids"
)

var (
	errNotMultipart = apperr.New(apperr.Invalid, "invalid_request",
		"The body must be multipart/form-data with the fields file (or upload_id) and document_kind.")
	errBadForm = apperr.New(apperr.Invalid, "invalid_request",
		"The multipart body could not be read. Check the boundary and that the request was not truncated.")
)

// errTooLargeInline is returned when a request exceeds what this deployment
// accepts inline.
func (s *Server) errTooLargeInline(limit int64) *apperr.Error {
	return apperr.New(apperr.TooLarge, "file_too_large",
		fmt.Sprintf("The request is larger than this endpoint accepts inline (%d bytes). Stage each PDF with POST /api/v1/uploads, PUT it to the returned upload_url, then submit upload_id instead of the file.", limit)).
		With("upload_endpoint", "/api/v1/uploads")
}

// form is a parsed multipart body: text fields and files, and every part
// in the order it was sent.
type form struct {
	values map[string][]string
	files  map[string][]*analysis.File
	parts  []formPart
}

// formPart is one part: a file, or a text value.
type formPart struct {
	name  string
	file  *analysis.File
	value string
}

func (f *form) value(name string) *string {
	if v, ok := f.values[name]; ok && len(v) > 0 {
		return &v[0]
	}
	return nil
}

// readForm streams a multipart body of at most limit bytes, holding each
// file in memory up to one byte over the 25 MB file limit (so that a
// larger file is recognized without being read whole). More than maxFiles
// file parts stop the read with errTooManyFiles.
func (s *Server) readForm(w http.ResponseWriter, r *http.Request, fileFields map[string]bool, maxFiles int, limit int64) (*form, error) {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/form-data" {
		return nil, errNotMultipart
	}
	if r.ContentLength > limit {
		return nil, s.errTooLargeInline(limit)
	}
	r.Body = http.MaxBytesReader(w, r.Body, limit)
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, errNotMultipart
	}
	f := &form{values: map[string][]string{}, files: map[string][]*analysis.File{}}
	nfiles := 0
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			return f, nil
		}
		if err != nil {
			return nil, s.bodyError(err, limit)
		}
		name := part.FormName()
		if fileFields[name] {
			nfiles++
			if nfiles > maxFiles {
				part.Close()
				// Keep counting is pointless; the caller reports too many.
				return f, errTooManyFiles
			}
			body, err := io.ReadAll(io.LimitReader(part, analysis.MaxFileBytes+1))
			if err != nil {
				return nil, s.bodyError(err, limit)
			}
			file := &analysis.File{Name: part.FileName(), DeclaredType: part.Header.Get("Content-Type"), Body: body}
			f.files[name] = append(f.files[name], file)
			f.parts = append(f.parts, formPart{name: name, file: file})
			continue
		}
		v, err := io.ReadAll(io.LimitReader(part, 64<<10+1))
		if err != nil {
			return nil, s.bodyError(err, limit)
		}
		if len(v) > 64<<10 {
			return nil, apperr.New(apperr.Invalid, "invalid_request", fmt.Sprintf("The form field %q is longer than 64 KB.", name))
		}
		f.values[name] = append(f.values[name], string(v))
		f.parts = append(f.parts, formPart{name: name, value: string(v)})
	}
}

var errTooManyFiles = errors.New("too many files")

func (s *Server) bodyError(err error, limit int64) error {
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		return s.errTooLargeInline(limit)
	}
	return errBadForm.Wrap(err)
}

// parseBool reads the optional boolean service_ai_enabled.
func parseBool(v *string, field string) (bool, error) {
	if v == nil || strings.TrimSpace(*v) == "" {
		return false, nil
	}
	b, err := strconv.ParseBool(strings.TrimSpace(*v))
	if err != nil {
		return false, apperr.New(apperr.Invalid, "invalid_request", field+" must be true or false.")
	}
	return b, nil
}

func (s *Server) submitAnalysis(w http.ResponseWriter, r *http.Request, c *call) {
	f, err := s.readForm(w, r, map[string]bool{"file": true}, 1, s.cfg.MaxInlineBytes)
	if errors.Is(err, errTooManyFiles) {
		err = apperr.New(apperr.Invalid, "invalid_request", "Send exactly one file per analysis; use POST /api/v1/clients for several statements.")
	}
	if err != nil {
		writeError(w, r, c.log, err)
		return
	}
	ai, err := parseBool(f.value("service_ai_enabled"), "service_ai_enabled")
	if err != nil {
		writeError(w, r, c.log, err)
		return
	}
	sub := analysis.Submission{
		CallbackURL: f.value("callback_url"),
		ClientRef:   f.value("client_ref"),
		Metadata:    f.value("metadata"),
		AIEnabled:   ai,
		ClientID:    f.value("client_id"),
	}
	if v := f.value("document_kind"); v != nil {
		sub.Kind = strings.TrimSpace(*v)
	}
	if v := f.value("upload_id"); v != nil {
		sub.UploadID = strings.TrimSpace(*v)
	}
	if files := f.files["file"]; len(files) > 0 {
		sub.File = files[0]
	}
	q, err := s.cfg.Analyses.Submit(r.Context(), c.principal, sub)
	if err != nil {
		writeError(w, r, c.log, err)
		return
	}
	c.log.InfoContext(r.Context(), "analysis queued", "analysis_id", q.ID, "kind", sub.Kind)
	writeJSON(w, http.StatusAccepted, q)
}

func (s *Server) getAnalysis(w http.ResponseWriter, r *http.Request, c *call) {
	id := r.PathValue("id")
	if !ids.Valid(id) {
		// A malformed id cannot name an analysis of anyone's.
		writeError(w, r, c.log, analysis.ErrNotFoundAPI)
		return
	}
	body, err := s.cfg.Analyses.Get(r.Context(), c.principal, id)
	if err != nil {
		writeError(w, r, c.log, err)
		return
	}
	writeJSON(w, http.StatusOK, body)
}

func (s *Server) createUpload(w http.ResponseWriter, r *http.Request, c *call) {
	var req analysis.UploadRequest
	dec := json.NewDecoder(io.LimitReader(r.Body, 64<<10))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		writeError(w, r, c.log, apperr.New(apperr.Invalid, "invalid_request",
			`The body must be JSON: {"filename":"statement.pdf","content_length":12345678,"content_type":"application/pdf"}.`))
		return
	}
	t, err := s.cfg.Uploads.Create(r.Context(), c.principal, req)
	if err != nil {
		writeError(w, r, c.log, err)
		return
	}
	writeJSON(w, http.StatusCreated, t)
}
