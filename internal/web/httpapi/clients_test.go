package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/platform/ids"
)

func clientSubmit(t *testing.T, token string, parts ...part) req {
	body, ct := multipartBody(t, parts...)
	return req{method: http.MethodPost, path: "/api/v1/clients", token: token, body: body, ctype: ct}
}

func named(field, name string) part {
	return part{name: field, filename: name, ctype: "application/pdf", value: pdfBody}
}

func TestClientErrors(t *testing.T) {
	h := newHarness(t)
	var many []part
	for i := 0; i < 26; i++ {
		many = append(many, named("files", fmt.Sprintf("%d.pdf", i)))
	}
	png := part{name: "file", filename: "a.png", ctype: "image/png", value: "\x89PNG...."}
	tests := []struct {
		name   string
		r      req
		status int
		code   string
		extra  []string
	}{
		{"key not tied to a user", clientSubmit(t, h.rw, kindPart("bank_statement"), pdfPart()), 400, "no_user_context", nil},
		{"read-only key", clientSubmit(t, h.ro, kindPart("bank_statement"), pdfPart()), 403, "scope_required", []string{"required_scope", "granted_scopes"}},
		{"not multipart", req{method: "POST", path: "/api/v1/clients", token: h.user, body: []byte(`{}`), ctype: "application/json"}, 400, "invalid_request", nil},
		{"no document_kind", clientSubmit(t, h.user, pdfPart()), 400, "invalid_document_kind", nil},
		{"tax returns", clientSubmit(t, h.user, kindPart("tax_return"), pdfPart()), 400, "invalid_document_kind", nil},
		{"no files", clientSubmit(t, h.user, kindPart("bank_statement")), 400, "no_files", nil},
		{"26 files", clientSubmit(t, h.user, append([]part{kindPart("bank_statement")}, many...)...), 413, "too_many_files", nil},
		{"24 files and 2 upload ids", clientSubmit(t, h.user, append(append([]part{kindPart("bank_statement")}, many[:24]...),
			part{name: "upload_id", value: ids.New()}, part{name: "upload_id", value: ids.New()})...), 413, "too_many_files", nil},
		{"long client_name", clientSubmit(t, h.user, kindPart("bank_statement"), pdfPart(), part{name: "client_name", value: strings.Repeat("n", 201)}), 400, "invalid_request", nil},
		{"bad service_ai_enabled", clientSubmit(t, h.user, kindPart("bank_statement"), pdfPart(), part{name: "service_ai_enabled", value: "maybe"}), 400, "invalid_request", nil},
		{"every file rejected", clientSubmit(t, h.user, kindPart("bank_statement"), png, part{name: "upload_id", value: "nope"}), 502, "all_files_failed", []string{"documents"}},
		{"malformed id", req{method: "GET", path: "/api/v1/clients/nope", token: h.rw}, 400, "invalid_id", nil},
		{"empty id", req{method: "GET", path: "/api/v1/clients/", token: h.rw}, 400, "id_required", nil},
		{"empty id, open banking", req{method: "GET", path: "/api/v1/clients//open-banking", token: h.rw}, 400, "id_required", nil},
		{"malformed id before a bad offset", req{method: "GET", path: "/api/v1/clients/nope/open-banking?transactions_offset=100001", token: h.rw}, 400, "invalid_id", nil},
		{"offset over 100000", req{method: "GET", path: "/api/v1/clients/" + ids.New() + "/open-banking?transactions_offset=100001", token: h.rw}, 400, "invalid_transactions_offset", nil},
		{"limit of zero", req{method: "GET", path: "/api/v1/clients/" + ids.New() + "/open-banking?transactions_limit=0", token: h.rw}, 400, "invalid_request", nil},
		{"unknown client", req{method: "GET", path: "/api/v1/clients/" + ids.New(), token: h.rw}, 404, "not_found", nil},
		{"unknown client, open banking", req{method: "GET", path: "/api/v1/clients/" + ids.New() + "/open-banking", token: h.rw}, 404, "not_found", nil},
		{"write-only scope cannot read", req{method: "GET", path: "/api/v1/clients/" + ids.New(), token: h.free}, 402, "plan_excluded", nil},
		{"wrong method", req{method: "DELETE", path: "/api/v1/clients/" + ids.New(), token: h.rw}, 405, "method_not_allowed", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rec := h.do(t, tc.r)
			envelope(t, rec, tc.status, tc.code, tc.extra...)
			rateHeaders(t, rec, 120)
			if tc.code != "method_not_allowed" {
				validate(t, tc.r, rec)
			}
		})
	}
	if h.balance(t) != 100 {
		t.Errorf("refused submissions were charged: balance %d", h.balance(t))
	}
}

func TestClientSubmitAndPoll(t *testing.T) {
	h := newHarness(t)
	png := part{name: "files", filename: "scan.png", ctype: "image/png", value: "\x89PNG...."}
	r := clientSubmit(t, h.user, named("file", "jan.pdf"), kindPart("bank_statement"), named("files", "feb.pdf"), png,
		named("file", "mar.pdf"), part{name: "client_name", value: "Acme Widgets"})
	rec := h.do(t, r)
	if rec.Code != http.StatusAccepted {
		t.Fatalf("submit: %d %s", rec.Code, rec.Body)
	}
	validate(t, r, rec)
	var q struct {
		ClientID  string `json:"client_id"`
		Documents []struct {
			ID       *string `json:"id"`
			Filename string  `json:"filename"`
			Status   string  `json:"status"`
			Error    string  `json:"error"`
		} `json:"documents"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &q); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range q.Documents {
		got = append(got, d.Filename+":"+d.Status+":"+d.Error)
	}
	if strings.Join(got, " ") != "jan.pdf:queued: feb.pdf:queued: scan.png:failed:unsupported_media_type mar.pdf:queued:" {
		t.Fatalf("documents in submission order = %v", got)
	}
	if h.balance(t) != 97 {
		t.Errorf("balance = %d, want 97 (one credit per queued file)", h.balance(t))
	}

	for _, path := range []string{"/api/v1/clients/" + q.ClientID, "/api/v1/clients/" + q.ClientID + "/open-banking?include=accounts,transactions,analysis"} {
		r := req{method: "GET", path: path, token: h.rw}
		rec := h.do(t, r)
		if rec.Code != 200 {
			t.Fatalf("%s: %d %s", path, rec.Code, rec.Body)
		}
		validate(t, r, rec)
		var m map[string]any
		_ = json.Unmarshal(rec.Body.Bytes(), &m)
		if strings.HasSuffix(path, q.ClientID) {
			if m["name"] != "Acme Widgets" || m["status"] != "processing" || m["profile"] != nil ||
				fmt.Sprint(m["counts"]) != "map[completed:0 failed:0 total:3]" || len(m["rejected_files"].([]any)) != 1 {
				t.Errorf("profile = %s", rec.Body)
			}
		} else if a := m["analysis"].(map[string]any); a["recompute_pending"] != true || a["fraud_pending"] != true {
			t.Errorf("envelope analysis = %v", a)
		}
		// Another organization's key sees nothing.
		if rec := h.do(t, req{method: "GET", path: path, token: h.wo}); rec.Code != 404 {
			t.Errorf("another organization: %d", rec.Code)
		}
	}
}
