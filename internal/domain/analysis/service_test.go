package analysis_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/netip"
	"strings"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/billing"
	"github.com/docanalysis/service/internal/platform/apperr"
	"github.com/docanalysis/service/internal/platform/ids"
	"github.com/docanalysis/service/internal/platform/urlguard"
	"github.com/docanalysis/service/internal/testkit/fakestore"
)

var errNoCredits = billing.ErrInsufficientCredits

var t0 = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

const minimalPDF = "%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"

func ptr[T any](v T) *T { return &v }

type env struct {
	svc      *analysis.Service
	store    *records
	blobs    *memBlobs
	uploads  *fakestore.Uploads
	staging  *memStaging
	accounts *ledger
	events   *fakestore.Emitter
	now      time.Time
	p        account.Principal
}

// newEnv is an analysis service charging with the real billing service
// over fake accounts, where "org-a" has 10 credits, and whose record store
// is those accounts' (a charge creates its records).
func newEnv(t *testing.T) *env {
	t.Helper()
	acc := fakestore.NewAccounts()
	e := &env{
		store: &records{Analyses: acc.Analyses()}, blobs: newMemBlobs(), uploads: fakestore.NewUploads(),
		accounts: &ledger{Accounts: acc}, events: &fakestore.Emitter{}, now: t0,
	}
	e.staging = &memStaging{blobs: e.blobs}
	clock := func() time.Time { return e.now }
	e.svc = &analysis.Service{
		Store: e.store, Blobs: e.blobs, Billing: &billing.Service{Store: e.accounts, TopUp: 100, Now: clock}, Events: e.events,
		Uploads: &analysis.Uploads{Store: e.uploads, Staging: e.staging, Now: clock},
		URLs: urlguard.Guard{Resolver: fakeResolver{
			"hooks.example.com": {netip.MustParseAddr("93.184.216.34")},
			"evil.example.com":  {netip.MustParseAddr("10.1.2.3")},
		}},
		Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Now: clock,
		// Undo without waiting: five attempts.
		UndoDelays: make([]time.Duration, 5),
	}
	e.p = account.Principal{Org: account.Org{ID: "org-a", Plan: account.PlanPaid}, UserID: "user-1", CredentialID: "cred-1", Scopes: []string{account.ScopeWrite}}
	if err := acc.CreateOrg(context.Background(), account.Org{ID: "org-a", Plan: account.PlanPaid, Credits: 10}); err != nil {
		t.Fatal(err)
	}
	return e
}

// record returns the stored analysis id, or the zero Analysis.
func (e *env) record(id string) analysis.Analysis {
	a, _ := e.store.Analyses.Get(context.Background(), id)
	return a
}

// balance is org-a's balance.
func (e *env) balance(t *testing.T) int64 {
	t.Helper()
	o, err := e.accounts.GetOrg(context.Background(), "org-a")
	if err != nil {
		t.Fatal(err)
	}
	return o.Credits
}

// entries counts org-a's ledger entries of kind for document id ("" for
// any document).
func (e *env) entries(t *testing.T, kind billing.EntryKind, id string) int {
	t.Helper()
	es, err := e.accounts.Ledger(context.Background(), "org-a")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, en := range es {
		if en.Kind == kind && (id == "" || en.DocumentID == id) {
			n++
		}
	}
	return n
}

// upload returns the stored upload id, or the zero Upload.
func (e *env) upload(id string) analysis.Upload {
	u, _ := e.uploads.GetUpload(context.Background(), id)
	return u
}

func pdfFile() *analysis.File {
	return &analysis.File{Name: "s.pdf", DeclaredType: "application/pdf", Body: []byte(minimalPDF)}
}

func codeOf(t *testing.T, err error) string {
	t.Helper()
	if err == nil {
		return ""
	}
	e, ok := apperr.As(err)
	if !ok {
		t.Fatalf("error %v is not an *apperr.Error", err)
	}
	return e.Code
}

func TestIsPDF(t *testing.T) {
	junk := func(n int) []byte { return bytes.Repeat([]byte{'x'}, n) }
	tests := []struct {
		name string
		b    []byte
		want bool
	}{
		{"header", []byte("%PDF-1.7\n..."), true},
		{"empty", nil, false},
		{"just header", []byte("%PDF-"), true},
		{"truncated header", []byte("%PDF"), false},
		{"lowercase", []byte("%pdf-1.4"), false},
		{"png", []byte("\x89PNG\r\n\x1a\n"), false},
		{"10 bytes junk", append(junk(10), "%PDF-1.4"...), true},
		{"1019 bytes junk (header ends at byte 1024)", append(junk(1019), "%PDF-1.4"...), true},
		{"2000 bytes junk", append(junk(2000), "%PDF-1.4"...), false},
		{"header only after 1 KiB", append(junk(1100), "%PDF-1.4"...), false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := analysis.IsPDF(tc.b); got != tc.want {
				t.Fatalf("IsPDF = %v, want %v", got, tc.want)
			}
		})
	}
}

// The doc comment of IsPDF (and the PDF spec's implementation note) allow up
// to 1024 bytes of junk before the header.
func TestIsPDFJunkUpTo1024(t *testing.T) {
	for _, n := range []int{1020, 1024} {
		b := append(bytes.Repeat([]byte{'x'}, n), "%PDF-1.4\n"...)
		if !analysis.IsPDF(b) {
			t.Skipf("BUG: IsPDF rejects a header preceded by %d bytes of junk; it only searches b[:1024], so the 5-byte header must END within 1024 bytes (service.go IsPDF: use b[:min(len(b), 1024+len(\"%%PDF-\"))]; uploads.go Check: GetPrefix(..., 1024+5))", n)
		}
	}
}

func TestValidateFile(t *testing.T) {
	pdf := []byte(minimalPDF)
	big := make([]byte, analysis.MaxFileBytes+1)
	copy(big, "%PDF-1.4\n")
	exact := make([]byte, analysis.MaxFileBytes)
	copy(exact, "%PDF-1.4\n")
	tests := []struct {
		name     string
		declared string
		body     []byte
		want     string
	}{
		{"pdf", "application/pdf", pdf, ""},
		{"pdf with params", "application/pdf; name=a.pdf", pdf, ""},
		{"x-pdf", "application/x-pdf", pdf, ""},
		{"octet-stream", "application/octet-stream", pdf, ""},
		{"binary/octet-stream", "binary/octet-stream", pdf, ""},
		{"no declared type", "", pdf, ""},
		{"exactly 25 MiB", "application/pdf", exact, ""},
		{"over 25 MiB", "application/pdf", big, "file_too_large"},
		{"over 25 MiB and declared png", "image/png", big, "file_too_large"},
		{"empty", "application/pdf", nil, "unsupported_media_type"},
		{"declared pdf but png bytes", "application/pdf", []byte("\x89PNG\r\n\x1a\nxxxx"), "unsupported_media_type"},
		{"pdf bytes declared as image", "image/png", pdf, "unsupported_media_type"},
		{"pdf bytes declared as text", "text/plain", pdf, "unsupported_media_type"},
		{"malformed declared type", "application/", pdf, "unsupported_media_type"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := analysis.ValidateFile(&analysis.File{Name: "f", DeclaredType: tc.declared, Body: tc.body})
			if got := codeOf(t, err); got != tc.want {
				t.Fatalf("code = %q, want %q", got, tc.want)
			}
		})
	}
}

// nested is a metadata object whose objects and arrays nest depth deep.
func nested(depth int) string {
	return `{"a":` + strings.Repeat("[", depth-1) + strings.Repeat("]", depth-1) + `}`
}

func TestParseMetadata(t *testing.T) {
	long := `{"k":"` + strings.Repeat("a", analysis.MaxMetadataBytes) + `"}`
	atLimit := `{"k":"` + strings.Repeat("a", analysis.MaxMetadataBytes-8) + `"}`
	tests := []struct {
		name string
		in   *string
		want string
		code string
	}{
		{name: "absent", in: nil, want: ""},
		{name: "object", in: ptr(`{"loan_id":"123"}`), want: `{"loan_id":"123"}`},
		{name: "compacted", in: ptr("  {\n  \"a\" : 1,\n  \"b\": [1, 2, {\"c\" : null}]\n}\n"), want: `{"a":1,"b":[1,2,{"c":null}]}`},
		{name: "unicode kept", in: ptr(`{"name": "Zoë <&>"}`), want: `{"name":"Zoë <&>"}`},
		{name: "empty object", in: ptr(`{}`), want: `{}`},
		{name: "at limit", in: ptr(atLimit), want: atLimit},
		{name: "empty string", in: ptr(""), code: "invalid_metadata"},
		{name: "whitespace", in: ptr("   "), code: "invalid_metadata"},
		{name: "array", in: ptr(`[{"a":1}]`), code: "invalid_metadata"},
		{name: "string", in: ptr(`"hello"`), code: "invalid_metadata"},
		{name: "number", in: ptr(`42`), code: "invalid_metadata"},
		{name: "null", in: ptr(`null`), code: "invalid_metadata"},
		{name: "invalid", in: ptr(`{"a":}`), code: "invalid_metadata"},
		{name: "trailing data", in: ptr(`{"a":1} {"b":2}`), code: "invalid_metadata"},
		{name: "too large", in: ptr(long), code: "invalid_metadata"},
		{name: "nested at the limit", in: ptr(nested(analysis.MaxMetadataDepth)), want: nested(analysis.MaxMetadataDepth)},
		{name: "nested one too deep", in: ptr(nested(analysis.MaxMetadataDepth + 1)), code: "invalid_metadata"},
		// Issue 16, defect 7: 8,000 nested arrays fit in 16 KB.
		{name: "8000 nested arrays", in: ptr(`{"a":` + strings.Repeat("[", 8000) + strings.Repeat("]", 8000) + `}`), code: "invalid_metadata"},
		{name: "nested objects", in: ptr(strings.Repeat(`{"a":`, 40) + "1" + strings.Repeat("}", 40)), code: "invalid_metadata"},
		{name: "brackets in strings do not nest", in: ptr(`{"a":"` + strings.Repeat(`[{\"`, 100) + `"}`), want: `{"a":"` + strings.Repeat(`[{\"`, 100) + `"}`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := analysis.ParseMetadata(tc.in)
			if c := codeOf(t, err); c != tc.code {
				t.Fatalf("code = %q, want %q", c, tc.code)
			}
			if tc.code != "" {
				e, _ := apperr.As(err)
				if e.Kind != apperr.Unprocessable {
					t.Fatalf("kind = %v, want 422", e.Kind)
				}
				return
			}
			if string(got) != tc.want {
				t.Fatalf("got %s, want %s", got, tc.want)
			}
		})
	}
}

func TestSubmitValidation(t *testing.T) {
	notPDF := &analysis.File{Name: "a.png", DeclaredType: "image/png", Body: []byte("\x89PNG....")}
	big := &analysis.File{Name: "big.pdf", DeclaredType: "application/pdf", Body: append([]byte("%PDF-1.4\n"), make([]byte, analysis.MaxFileBytes)...)}
	badURL := ptr("http://hooks.example.com/cb")
	badMeta := ptr(`[1]`)
	tests := []struct {
		name string
		in   analysis.Submission
		code string
		kind apperr.Kind
	}{
		{"missing kind", analysis.Submission{File: pdfFile()}, "invalid_document_kind", apperr.Invalid},
		{"unknown kind", analysis.Submission{Kind: "invoice", File: pdfFile()}, "invalid_document_kind", apperr.Invalid},
		{"kind is case sensitive", analysis.Submission{Kind: "Bank_Statement", File: pdfFile()}, "invalid_document_kind", apperr.Invalid},
		{"kind beats everything", analysis.Submission{Kind: "x", File: notPDF, CallbackURL: badURL, Metadata: badMeta}, "invalid_document_kind", apperr.Invalid},
		{"no file", analysis.Submission{Kind: "bank_statement"}, "invalid_request", apperr.Invalid},
		{"no file beats bad callback", analysis.Submission{Kind: "bank_statement", CallbackURL: badURL}, "invalid_request", apperr.Invalid},
		{"too large", analysis.Submission{Kind: "bank_statement", File: big}, "file_too_large", apperr.TooLarge},
		{"too large beats callback", analysis.Submission{Kind: "tax_return", File: big, CallbackURL: badURL}, "file_too_large", apperr.TooLarge},
		{"not a pdf", analysis.Submission{Kind: "bank_statement", File: notPDF}, "unsupported_media_type", apperr.UnsupportedMedia},
		{"not a pdf beats metadata", analysis.Submission{Kind: "bank_statement", File: notPDF, Metadata: badMeta}, "unsupported_media_type", apperr.UnsupportedMedia},
		{"http callback", analysis.Submission{Kind: "bank_statement", File: pdfFile(), CallbackURL: badURL}, "invalid_callback_url", apperr.Unprocessable},
		{"private callback", analysis.Submission{Kind: "bank_statement", File: pdfFile(), CallbackURL: ptr("https://evil.example.com/x")}, "invalid_callback_url", apperr.Unprocessable},
		{"metadata service callback", analysis.Submission{Kind: "bank_statement", File: pdfFile(), CallbackURL: ptr("https://169.254.169.254/")}, "invalid_callback_url", apperr.Unprocessable},
		{"callback beats metadata", analysis.Submission{Kind: "bank_statement", File: pdfFile(), CallbackURL: badURL, Metadata: badMeta}, "invalid_callback_url", apperr.Unprocessable},
		{"array metadata", analysis.Submission{Kind: "bank_statement", File: pdfFile(), Metadata: badMeta}, "invalid_metadata", apperr.Unprocessable},
		{"metadata beats client_ref", analysis.Submission{Kind: "bank_statement", File: pdfFile(), Metadata: badMeta, ClientRef: ptr(strings.Repeat("r", 256))}, "invalid_metadata", apperr.Unprocessable},
		{"client_ref too long", analysis.Submission{Kind: "bank_statement", File: pdfFile(), ClientRef: ptr(strings.Repeat("r", 256))}, "invalid_client_ref", apperr.Unprocessable},
		{"client_ref too long multibyte", analysis.Submission{Kind: "bank_statement", File: pdfFile(), ClientRef: ptr(strings.Repeat("é", 256))}, "invalid_client_ref", apperr.Unprocessable},
		{"upload id malformed", analysis.Submission{Kind: "bank_statement", UploadID: "nope"}, "invalid_upload", apperr.Invalid},
		{"upload id unknown", analysis.Submission{Kind: "bank_statement", UploadID: ids.New()}, "invalid_upload", apperr.Invalid},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t)
			_, err := e.svc.Submit(context.Background(), e.p, tc.in)
			ae, ok := apperr.As(err)
			if !ok || ae.Code != tc.code || ae.Kind != tc.kind {
				t.Fatalf("err = %v, want %s (kind %v)", err, tc.code, tc.kind)
			}
			if e.entries(t, billing.KindCharge, "") != 0 || len(e.store.All()) != 0 || len(e.blobs.objects) != 0 {
				t.Fatalf("a refused submission left side effects: charges %d, records %d, objects %d",
					e.entries(t, billing.KindCharge, ""), len(e.store.All()), len(e.blobs.objects))
			}
		})
	}
}

func TestSubmitCallbackReason(t *testing.T) {
	e := newEnv(t)
	_, err := e.svc.Submit(context.Background(), e.p, analysis.Submission{Kind: "bank_statement", File: pdfFile(), CallbackURL: ptr("https://10.0.0.1/")})
	ae, _ := apperr.As(err)
	if ae == nil || ae.Fields["reason"] != "the URL points to a private network address" {
		t.Fatalf("err = %#v", ae)
	}
}

func TestSubmitHappyPath(t *testing.T) {
	tests := []struct {
		name     string
		in       analysis.Submission
		wantCB   bool
		wantMeta string
		wantAI   string
	}{
		{name: "minimal", in: analysis.Submission{Kind: "bank_statement", File: pdfFile()}, wantAI: analysis.PhaseSkipped},
		{name: "everything", in: analysis.Submission{
			Kind: "tax_return", File: pdfFile(), CallbackURL: ptr(" https://hooks.example.com/cb "),
			ClientRef: ptr(strings.Repeat("é", 255)), Metadata: ptr(`{ "loan": "1" }`), AIEnabled: true,
		}, wantCB: true, wantMeta: `{"loan":"1"}`, wantAI: analysis.PhasePending},
		{name: "blank callback ignored", in: analysis.Submission{Kind: "application_form", File: pdfFile(), CallbackURL: ptr("  ")}, wantAI: analysis.PhaseSkipped},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t)
			q, err := e.svc.Submit(context.Background(), e.p, tc.in)
			if err != nil {
				t.Fatal(err)
			}
			if !ids.Valid(q.ID) || q.Status != analysis.StatusQueued || !q.CreatedAt.Equal(t0) || q.ClientRef != tc.in.ClientRef {
				t.Fatalf("queued = %+v", q)
			}
			if (q.CallbackID != "") != tc.wantCB {
				t.Fatalf("callback id = %q", q.CallbackID)
			}
			if e.entries(t, billing.KindCharge, q.ID) != 1 || e.entries(t, billing.KindCharge, "") != 1 || e.balance(t) != 9 {
				t.Fatalf("charges = %d balance %d", e.entries(t, billing.KindCharge, ""), e.balance(t))
			}
			if n := e.entries(t, billing.KindRefund, ""); n != 0 {
				t.Fatalf("refunded %d", n)
			}
			a := e.record(q.ID)
			if a.Status != analysis.StatusPending || a.OrgID != "org-a" || a.UserID != "user-1" || a.CredentialID != "cred-1" ||
				a.Kind != analysis.Kind(tc.in.Kind) || a.ObjectKey != "uploads/"+q.ID+".pdf" || string(a.Metadata) != tc.wantMeta ||
				a.Filename != "s.pdf" || a.Size != int64(len(minimalPDF)) || !a.Deadline.Equal(t0.Add(analysis.DefaultMaxProcessing)) ||
				a.AIEnabled != tc.in.AIEnabled || a.CallbackID != q.CallbackID {
				t.Fatalf("record = %+v", a)
			}
			if tc.wantCB && a.CallbackURL != "https://hooks.example.com/cb" {
				t.Fatalf("callback url = %q", a.CallbackURL)
			}
			if a.Phases != (analysis.Phases{Parse: analysis.PhasePending, MetadataFraud: analysis.PhasePending, AIFraud: tc.wantAI}) {
				t.Fatalf("phases = %+v", a.Phases)
			}
			if string(e.blobs.objects[a.ObjectKey]) != minimalPDF || e.blobs.types[a.ObjectKey] != "application/pdf" ||
				e.blobs.meta[a.ObjectKey]["analysis-id"] != q.ID || e.blobs.meta[a.ObjectKey]["org-id"] != "org-a" {
				t.Fatalf("object not stored as expected: %v", e.blobs.meta[a.ObjectKey])
			}
			b, _ := json.Marshal(q)
			var m map[string]any
			_ = json.Unmarshal(b, &m)
			if m["status"] != "queued" || m["created_at"] != "2026-03-01T12:00:00Z" {
				t.Fatalf("queued json = %s", b)
			}
			if _, has := m["client_ref"]; !has {
				t.Fatalf("client_ref must always be present (null when absent): %s", b)
			}
		})
	}
}

func TestSubmitChargesOncePerSubmission(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	q1, err := e.svc.Submit(ctx, e.p, analysis.Submission{Kind: "bank_statement", File: pdfFile()})
	if err != nil {
		t.Fatal(err)
	}
	q2, err := e.svc.Submit(ctx, e.p, analysis.Submission{Kind: "bank_statement", File: pdfFile()})
	if err != nil {
		t.Fatal(err)
	}
	if q1.ID == q2.ID || e.entries(t, billing.KindCharge, q1.ID) != 1 || e.entries(t, billing.KindCharge, q2.ID) != 1 || e.balance(t) != 8 {
		t.Fatalf("charges %d balance %d", e.entries(t, billing.KindCharge, ""), e.balance(t))
	}
}

func TestSubmitFailures(t *testing.T) {
	tests := []struct {
		name        string
		setup       func(t *testing.T, e *env)
		code        string
		kind        apperr.Kind
		wantRecord  bool
		wantBalance int64
		// wantSaysNothing: the message says nothing was charged.
		wantSaysNothing bool
	}{
		{name: "no credits", setup: func(t *testing.T, e *env) {
			if err := e.accounts.Adjust(context.Background(), "org-a", -10, billing.KindAdjustment, "", t0); err != nil {
				t.Fatal(err)
			}
		}, code: "insufficient_credits", kind: apperr.PaymentRequired, wantBalance: 0},
		{name: "blob put fails", setup: func(_ *testing.T, e *env) { e.blobs.PutErr = errors.New("s3 down SECRET") },
			code: "parser_unavailable", kind: apperr.Unavailable, wantRecord: true, wantBalance: 10, wantSaysNothing: true},
		{name: "charge fails before writing", setup: func(_ *testing.T, e *env) { e.accounts.ChargeErr = errors.New("ddb down SECRET") },
			code: "parser_unavailable", kind: apperr.Unavailable, wantBalance: 10},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t)
			tc.setup(t, e)
			_, err := e.svc.Submit(context.Background(), e.p, analysis.Submission{Kind: "bank_statement", File: pdfFile()})
			ae, ok := apperr.As(err)
			if !ok || ae.Code != tc.code || ae.Kind != tc.kind {
				t.Fatalf("err = %v, want %s", err, tc.code)
			}
			if strings.Contains(ae.Message, "SECRET") {
				t.Fatal("cause leaked into message")
			}
			if says := strings.Contains(ae.Message, "Nothing was charged"); says != tc.wantSaysNothing {
				t.Fatalf("message %q: says nothing was charged = %v, want %v", ae.Message, says, tc.wantSaysNothing)
			}
			if e.balance(t) != tc.wantBalance {
				t.Fatalf("balance = %d, want %d", e.balance(t), tc.wantBalance)
			}
			recs := e.store.All()
			if tc.wantRecord {
				if len(recs) != 1 || recs[0].Status != analysis.StatusFailed || recs[0].Error == nil || recs[0].Error.Code != "queue_failed" {
					t.Fatalf("records = %+v", recs)
				}
				if e.entries(t, billing.KindCharge, recs[0].ID) != 1 || e.entries(t, billing.KindRefund, recs[0].ID) != 1 {
					t.Fatal("the record is not charged and refunded once")
				}
			} else if len(recs) != 0 {
				t.Fatalf("records = %+v", recs)
			}
		})
	}
}

// Issue 16, defect 3: DynamoDB died mid-submission — the charge committed,
// the record failed, the refund failed and was never retried, and the
// client was told "Nothing was charged". Now the charge and the record are
// one write, the withdrawal (fail with queue_failed and refund) is one
// write retried in the request, and the client hears "nothing was
// charged" only when it is confirmed; otherwise the record stays pending
// and charged for the sweeper to withdraw (TestSweeperWithdrawsUnqueued,
// and internal/testkit/faultcheck for every point of failure).
func TestSubmitUndoUnderStoreFaults(t *testing.T) {
	down := errors.New("ddb down SECRET")
	fails := func(n int) []error {
		out := make([]error, n)
		for i := range out {
			out[i] = down
		}
		return out
	}
	tests := []struct {
		name  string
		setup func(e *env)
		// want: "withdrawn" (502, nothing charged, record failed and
		// refunded), "deferred" (502 naming the analysis, record pending
		// and charged), "accepted" (202), "none" (502 deferred, no
		// record, nothing charged)
		want string
	}{
		{name: "object fails, withdrawal fails twice then holds", setup: func(e *env) {
			e.blobs.PutErr, e.store.TransitionErrs = down, fails(2)
		}, want: "withdrawn"},
		{name: "object fails, the store never comes back", setup: func(e *env) {
			e.blobs.PutErr, e.store.TransitionErrs = down, fails(100)
		}, want: "deferred"},
		{name: "withdrawal written but its reply lost", setup: func(e *env) {
			e.blobs.PutErr, e.store.TransitionLostReplies = down, 1
		}, want: "withdrawn"},
		{name: "charge written but its reply lost", setup: func(e *env) {
			e.accounts.ChargeErr, e.accounts.ChargeWritesThenErr = down, true
		}, want: "withdrawn"},
		{name: "charge written, reply lost, and the store gone", setup: func(e *env) {
			e.accounts.ChargeErr, e.accounts.ChargeWritesThenErr, e.store.TransitionErrs = down, true, fails(100)
		}, want: "deferred"},
		{name: "charge not written", setup: func(e *env) { e.accounts.ChargeErr = down }, want: "none"},
		{name: "upload reported failed but it arrived and a parser took it", setup: func(e *env) {
			e.blobs.PutErr, e.blobs.PutStoresThenErr = down, true
			e.blobs.AfterPut = func(key string) {
				id, _ := analysis.IDFromUploadKey(key)
				_, _ = e.store.Analyses.Transition(context.Background(), id, []analysis.Status{analysis.StatusPending}, analysis.StatusProcessing, analysis.Patch{})
			}
		}, want: "accepted"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t)
			tc.setup(e)
			// A client that hangs up does not stop the undo.
			ctx, cancel := context.WithCancel(context.Background())
			q, err := e.svc.Submit(ctx, e.p, analysis.Submission{Kind: "bank_statement", File: pdfFile()})
			cancel()
			recs := e.store.All()
			if tc.want == "accepted" {
				if err != nil || len(recs) != 1 || recs[0].ID != q.ID || e.balance(t) != 9 || e.entries(t, billing.KindRefund, "") != 0 {
					t.Fatalf("err %v, records %+v, balance %d: want accepted and charged", err, recs, e.balance(t))
				}
				return
			}
			ae, ok := apperr.As(err)
			if !ok || ae.Code != "parser_unavailable" || ae.Kind != apperr.Unavailable {
				t.Fatalf("err = %v, want parser_unavailable", err)
			}
			if strings.Contains(ae.Message, "SECRET") {
				t.Fatal("cause leaked into message")
			}
			saysNothing := strings.Contains(strings.ToLower(ae.Message), "nothing was charged")
			if saysNothing != (tc.want == "withdrawn") {
				t.Fatalf("message %q in case %s", ae.Message, tc.want)
			}
			switch tc.want {
			case "withdrawn":
				if len(recs) != 1 || recs[0].Status != analysis.StatusFailed || recs[0].Error == nil || recs[0].Error.Code != "queue_failed" ||
					e.balance(t) != 10 || e.entries(t, billing.KindRefund, recs[0].ID) != 1 {
					t.Fatalf("records %+v, balance %d: want withdrawn and refunded once", recs, e.balance(t))
				}
			case "deferred":
				if len(recs) != 1 || recs[0].Status != analysis.StatusPending || e.balance(t) != 9 || ae.Fields["analysis_id"] != recs[0].ID {
					t.Fatalf("records %+v, balance %d, fields %v: want pending, charged and named for the sweeper", recs, e.balance(t), ae.Fields)
				}
			case "none":
				if len(recs) != 0 || e.balance(t) != 10 {
					t.Fatalf("records %+v, balance %d: want nothing written", recs, e.balance(t))
				}
			}
		})
	}
}

// stage puts an upload of org with the given object body and returns its id.
func (e *env) stage(t *testing.T, org string, body []byte, mutate func(*analysis.Upload)) string {
	t.Helper()
	u := analysis.Upload{ID: ids.New(), OrgID: org, Filename: "big.pdf", Size: int64(len(body)), CreatedAt: e.now, ExpiresAt: e.now.Add(analysis.UploadTTL)}
	u.Key = "staging/" + org + "/" + u.ID + ".pdf"
	if mutate != nil {
		mutate(&u)
	}
	if err := e.uploads.PutUpload(context.Background(), u); err != nil {
		t.Fatal(err)
	}
	if body != nil {
		e.blobs.objects[u.Key] = body
	}
	return u.ID
}

func TestUploadsCheck(t *testing.T) {
	pdf := []byte(minimalPDF)
	big := append([]byte("%PDF-1.4\n"), make([]byte, analysis.MaxFileBytes)...)
	tests := []struct {
		name    string
		org     string
		body    []byte
		mutate  func(*analysis.Upload)
		advance time.Duration
		code    string
		reason  string
	}{
		{name: "ok", org: "org-a", body: pdf},
		{name: "ok just before expiry", org: "org-a", body: pdf, advance: analysis.UploadTTL - time.Millisecond},
		{name: "other org", org: "org-b", body: pdf, code: "invalid_upload"},
		{name: "expired", org: "org-a", body: pdf, advance: analysis.UploadTTL, code: "invalid_upload"},
		{name: "claimed", org: "org-a", body: pdf, mutate: func(u *analysis.Upload) { u.ClaimedBy = "x" }, code: "invalid_upload"},
		{name: "object missing", org: "org-a", body: nil, code: "invalid_upload", reason: "nothing has been uploaded to upload_url yet"},
		{name: "not a pdf", org: "org-a", body: []byte("GIF89a......"), code: "unsupported_media_type"},
		{name: "too large", org: "org-a", body: big, code: "file_too_large"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t)
			id := e.stage(t, tc.org, tc.body, tc.mutate)
			e.now = t0.Add(tc.advance)
			up, err := e.svc.Uploads.Check(context.Background(), "org-a", id)
			if got := codeOf(t, err); got != tc.code {
				t.Fatalf("code = %q, want %q (err %v)", got, tc.code, err)
			}
			if tc.reason != "" {
				ae, _ := apperr.As(err)
				if ae.Fields["reason"] != tc.reason {
					t.Fatalf("reason = %v", ae.Fields["reason"])
				}
			}
			if tc.code == "" && (up.ID != id || up.Size != int64(len(tc.body))) {
				t.Fatalf("upload = %+v", up)
			}
		})
	}
	t.Run("nil uploads", func(t *testing.T) {
		var u *analysis.Uploads
		if _, err := u.Check(context.Background(), "org-a", ids.New()); codeOf(t, err) != "invalid_upload" {
			t.Fatalf("err = %v", err)
		}
	})
}

func TestSubmitWithUpload(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	id := e.stage(t, "org-a", []byte(minimalPDF), nil)
	q, err := e.svc.Submit(ctx, e.p, analysis.Submission{Kind: "bank_statement", UploadID: id})
	if err != nil {
		t.Fatal(err)
	}
	a := e.record(q.ID)
	if a.Status != analysis.StatusPending || a.Filename != "big.pdf" || a.Size != int64(len(minimalPDF)) {
		t.Fatalf("record = %+v", a)
	}
	src := "staging/org-a/" + id + ".pdf"
	if len(e.staging.copies) != 1 || e.staging.copies[0] != src+"->"+analysis.UploadKey(q.ID) {
		t.Fatalf("copies = %v", e.staging.copies)
	}
	if string(e.blobs.objects[analysis.UploadKey(q.ID)]) != minimalPDF || e.blobs.meta[analysis.UploadKey(q.ID)]["analysis-id"] != q.ID {
		t.Fatal("upload not promoted under uploads/")
	}
	if e.upload(id).ClaimedBy != q.ID || e.entries(t, billing.KindCharge, q.ID) != 1 {
		t.Fatalf("claim %q charges %d", e.upload(id).ClaimedBy, e.entries(t, billing.KindCharge, q.ID))
	}
	// A second use of the same upload is refused before charging.
	_, err = e.svc.Submit(ctx, e.p, analysis.Submission{Kind: "bank_statement", UploadID: id})
	if codeOf(t, err) != "invalid_upload" || e.entries(t, billing.KindCharge, "") != 1 {
		t.Fatalf("reuse: err %v charges %d", err, e.entries(t, billing.KindCharge, ""))
	}
	// Another organization cannot use it either.
	id2 := e.stage(t, "org-b", []byte(minimalPDF), nil)
	if _, err := e.svc.Submit(ctx, e.p, analysis.Submission{Kind: "bank_statement", UploadID: id2}); codeOf(t, err) != "invalid_upload" {
		t.Fatalf("other org: %v", err)
	}
	// A file takes precedence over upload_id.
	if q, err := e.svc.Submit(ctx, e.p, analysis.Submission{Kind: "bank_statement", File: pdfFile(), UploadID: id2}); err != nil || e.upload(id2).ClaimedBy != "" {
		t.Fatalf("file+upload_id: %v %+v", err, q)
	}
}

func TestSubmitWithUploadCopyFails(t *testing.T) {
	e := newEnv(t)
	id := e.stage(t, "org-a", []byte(minimalPDF), nil)
	e.staging.CopyErr = errors.New("copy failed")
	_, err := e.svc.Submit(context.Background(), e.p, analysis.Submission{Kind: "bank_statement", UploadID: id})
	if codeOf(t, err) != "parser_unavailable" {
		t.Fatalf("err = %v", err)
	}
	recs := e.store.All()
	if len(recs) != 1 || recs[0].Status != analysis.StatusFailed || e.entries(t, billing.KindRefund, recs[0].ID) != 1 || e.balance(t) != 10 {
		t.Fatalf("records %+v balance %d", recs, e.balance(t))
	}
}

func TestSubmitWithUploadClaimRace(t *testing.T) {
	e := newEnv(t)
	id := e.stage(t, "org-a", []byte(minimalPDF), nil)
	// Check passes, but someone claims the upload before Promote.
	e.svc.Uploads.Store = &claimingStore{Uploads: e.uploads}
	_, err := e.svc.Submit(context.Background(), e.p, analysis.Submission{Kind: "bank_statement", UploadID: id})
	if codeOf(t, err) != "invalid_upload" {
		t.Fatalf("err = %v", err)
	}
	recs := e.store.All()
	if len(recs) != 1 || recs[0].Status != analysis.StatusFailed || e.balance(t) != 10 {
		t.Fatalf("records %+v balance %d", recs, e.balance(t))
	}
}

type claimingStore struct{ *fakestore.Uploads }

func (c *claimingStore) ClaimUpload(ctx context.Context, id, analysisID string) error {
	_ = c.Uploads.ClaimUpload(ctx, id, "someone-else")
	return c.Uploads.ClaimUpload(ctx, id, analysisID)
}

func TestUploadsCreate(t *testing.T) {
	tests := []struct {
		name string
		req  analysis.UploadRequest
		code string
	}{
		{"ok", analysis.UploadRequest{Filename: "a.pdf", ContentLength: 30 << 20 >> 2, ContentType: "application/pdf"}, ""},
		{"no filename", analysis.UploadRequest{Filename: " ", ContentLength: 10, ContentType: "application/pdf"}, "invalid_request"},
		{"zero length", analysis.UploadRequest{Filename: "a.pdf", ContentType: "application/pdf"}, "invalid_request"},
		{"no type", analysis.UploadRequest{Filename: "a.pdf", ContentLength: 10}, "invalid_request"},
		{"png", analysis.UploadRequest{Filename: "a.png", ContentLength: 10, ContentType: "image/png"}, "unsupported_media_type"},
		{"too large", analysis.UploadRequest{Filename: "a.pdf", ContentLength: analysis.MaxFileBytes + 1, ContentType: "application/pdf"}, "file_too_large"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t)
			tk, err := e.svc.Uploads.Create(context.Background(), e.p, tc.req)
			if got := codeOf(t, err); got != tc.code {
				t.Fatalf("code %q want %q", got, tc.code)
			}
			if tc.code != "" {
				if e.uploads.Len() != 0 {
					t.Fatal("upload stored despite error")
				}
				return
			}
			u := e.upload(tk.UploadID)
			if tk.Method != "PUT" || tk.MaxBytes != analysis.MaxFileBytes || !tk.ExpiresAt.Equal(t0.Add(analysis.UploadTTL)) ||
				u.Key != "staging/org-a/"+tk.UploadID+".pdf" || !strings.Contains(tk.UploadURL, u.Key) {
				t.Fatalf("ticket %+v upload %+v", tk, u)
			}
		})
	}
}

func TestGet(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	q, err := e.svc.Submit(ctx, e.p, analysis.Submission{Kind: "bank_statement", File: pdfFile(), ClientRef: ptr("ref-1")})
	if err != nil {
		t.Fatal(err)
	}
	other := e.p
	other.Org.ID = "org-b"
	tests := []struct {
		name string
		p    account.Principal
		id   string
		code string
	}{
		{"own", e.p, q.ID, ""},
		{"another org's", other, q.ID, "not_found"},
		{"missing", e.p, ids.New(), "not_found"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			body, err := e.svc.Get(ctx, tc.p, tc.id)
			if got := codeOf(t, err); got != tc.code {
				t.Fatalf("code %q want %q", got, tc.code)
			}
			if tc.code != "" {
				ae, _ := apperr.As(err)
				if ae.Kind != apperr.NotFound || body != nil {
					t.Fatalf("kind %v body %v", ae.Kind, body)
				}
				return
			}
			s, ok := body.(analysis.Snapshot)
			if !ok || s.Status != analysis.StatusPending || *s.ClientRef != "ref-1" {
				t.Fatalf("body = %#v", body)
			}
		})
	}
	t.Run("store error is internal", func(t *testing.T) {
		e.store.GetErr = errors.New("SECRET-DETAIL")
		defer func() { e.store.GetErr = nil }()
		_, err := e.svc.Get(ctx, e.p, q.ID)
		if err == nil {
			t.Fatal("no error")
		}
		if _, ok := apperr.As(err); ok {
			t.Fatalf("store failure reported as client error: %v", err)
		}
	})
}

func TestGetPastDeadline(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	q, err := e.svc.Submit(ctx, e.p, analysis.Submission{Kind: "bank_statement", File: pdfFile()})
	if err != nil {
		t.Fatal(err)
	}
	// At the deadline it is still pending.
	e.now = t0.Add(analysis.DefaultMaxProcessing)
	if body, _ := e.svc.Get(ctx, e.p, q.ID); body.(analysis.Snapshot).Status != analysis.StatusPending || e.events.Count() != 0 {
		t.Fatalf("at deadline: %#v", body)
	}
	e.now = t0.Add(analysis.DefaultMaxProcessing + time.Second)
	for i := range 3 {
		body, err := e.svc.Get(ctx, e.p, q.ID)
		if err != nil {
			t.Fatal(err)
		}
		env, ok := body.(analysis.Envelope)
		if !ok || env.Status != analysis.StatusFailed || env.Event != analysis.EventFailed || env.Error == nil || env.Error.Code != "processing_timeout" {
			t.Fatalf("poll %d: %#v", i, body)
		}
		if env.CompletedAt == nil || !env.CompletedAt.Equal(e.now) {
			t.Fatalf("completed_at = %v", env.CompletedAt)
		}
	}
	if e.events.Count() != 1 || e.events.Events()[0].Status != analysis.StatusFailed || e.events.Events()[0].Error.Code != "processing_timeout" {
		t.Fatalf("emitted %d events: %+v", e.events.Count(), e.events.Events())
	}
	// Our fault: refunded with the expiry, once however often it is polled.
	if e.balance(t) != 10 || e.entries(t, billing.KindRefund, q.ID) != 1 {
		t.Fatalf("balance %d after the expiry, want 10 (refunded once)", e.balance(t))
	}
}

func TestGetPastDeadlineRacesWithStage(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	q, _ := e.svc.Submit(ctx, e.p, analysis.Submission{Kind: "bank_statement", File: pdfFile()})
	// The record is read as pending, but a stage completes it before the
	// expiry transition: the poll must show the completed analysis.
	e.svc.Store = &racingStore{Analyses: e.store.Analyses}
	e.now = t0.Add(time.Hour)
	body, err := e.svc.Get(ctx, e.p, q.ID)
	if err != nil {
		t.Fatal(err)
	}
	if env, ok := body.(analysis.Envelope); !ok || env.Status != analysis.StatusCompleted || env.Event != analysis.EventCompleted {
		t.Fatalf("body = %#v", body)
	}
	if e.events.Count() != 0 {
		t.Fatal("expiry emitted although a stage completed the analysis")
	}
	if e.balance(t) != 9 {
		t.Fatalf("balance %d: an analysis completed by a stage was refunded", e.balance(t))
	}
}

type racingStore struct{ *fakestore.Analyses }

func (r *racingStore) Transition(ctx context.Context, id string, from []analysis.Status, to analysis.Status, p analysis.Patch) (analysis.Analysis, error) {
	if to == analysis.StatusFailed {
		now := t0
		_, _ = r.Analyses.Transition(ctx, id, []analysis.Status{analysis.StatusPending}, analysis.StatusCompleted, analysis.Patch{CompletedAt: &now})
	}
	return r.Analyses.Transition(ctx, id, from, to, p)
}

func TestGetCompletedLoadsOutcome(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	done := t0.Add(time.Minute)
	a := analysis.Analysis{ID: ids.New(), OrgID: "org-a", Kind: analysis.KindBankStatement, Status: analysis.StatusCompleted, CreatedAt: t0,
		CompletedAt: &done, Deadline: t0.Add(time.Minute), ResultKey: "results/x.json"}
	e.store.Put(a)
	e.blobs.objects["results/x.json"] = []byte(`{"result":{"bank_name":"ACME"}}`)
	e.now = t0.Add(time.Hour) // past the deadline, but terminal: no expiry
	body, err := e.svc.Get(ctx, e.p, a.ID)
	if err != nil {
		t.Fatal(err)
	}
	env := body.(analysis.Envelope)
	if env.Result == nil || *env.Result.BankName != "ACME" || env.Status != analysis.StatusCompleted || e.events.Count() != 0 {
		t.Fatalf("env = %+v", env)
	}
}
