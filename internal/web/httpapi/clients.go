package httpapi

import (
	"errors"
	"net/http"
	"strings"

	"github.com/docanalysis/service/internal/domain/client"
	"github.com/docanalysis/service/internal/domain/openbanking"
	"github.com/docanalysis/service/internal/platform/ids"
)

// clientFileFields are the multipart fields that carry a client's PDFs;
// both are repeatable and may be mixed.
var clientFileFields = map[string]bool{"file": true, "files": true}

// submitClient is POST /api/v1/clients.
func (s *Server) submitClient(w http.ResponseWriter, r *http.Request, c *call) {
	f, err := s.readForm(w, r, clientFileFields, client.MaxFiles, s.cfg.MaxClientInlineBytes)
	if errors.Is(err, errTooManyFiles) {
		err = client.ErrTooManyFiles
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
	sub := client.Submission{Name: f.value("client_name"), AIEnabled: ai}
	if v := f.value("document_kind"); v != nil {
		sub.Kind = strings.TrimSpace(*v)
	}
	// Files in the order they were sent, staged uploads among them.
	for _, p := range f.parts {
		switch {
		case p.file != nil:
			sub.Files = append(sub.Files, client.Input{File: p.file})
		case p.name == "upload_id":
			sub.Files = append(sub.Files, client.Input{UploadID: p.value})
		}
	}
	q, err := s.cfg.Clients.Submit(r.Context(), c.principal, sub)
	if err != nil {
		writeError(w, r, c.log, err)
		return
	}
	writeJSON(w, http.StatusAccepted, q)
}

// getClient is GET /api/v1/clients/{id}.
func (s *Server) getClient(w http.ResponseWriter, r *http.Request, c *call) {
	v, err := s.cfg.Clients.Get(r.Context(), c.principal, r.PathValue("id"))
	if err != nil {
		writeError(w, r, c.log, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

// getOpenBanking is GET /api/v1/clients/{id}/open-banking. The id is
// checked before the query, so a malformed id is invalid_id whatever the
// query says.
func (s *Server) getOpenBanking(w http.ResponseWriter, r *http.Request, c *call) {
	id := r.PathValue("id")
	switch {
	case id == "":
		writeError(w, r, c.log, client.ErrIDRequired)
		return
	case !ids.Valid(id):
		writeError(w, r, c.log, client.ErrInvalidID)
		return
	}
	q, err := openbanking.ParseQuery(r.URL.Query())
	if err != nil {
		writeError(w, r, c.log, err)
		return
	}
	env, err := s.cfg.Clients.OpenBanking(r.Context(), c.principal, id, q)
	if err != nil {
		writeError(w, r, c.log, err)
		return
	}
	writeJSON(w, http.StatusOK, env)
}
