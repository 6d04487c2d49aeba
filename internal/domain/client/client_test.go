package client_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/client"
	"github.com/docanalysis/service/internal/domain/openbanking"
	"github.com/docanalysis/service/internal/platform/apperr"
	"github.com/docanalysis/service/internal/platform/ids"
	"github.com/docanalysis/service/internal/testkit/clienttest"
)

type env struct {
	svc     *client.Service
	store   *clienttest.Store
	an      *fakeAnalyses
	bill    *fakeBilling
	queue   *fakeQueue
	pub     *fakePublisher
	p       account.Principal
	notifer client.Notifier
}

func newEnv(credits int64) *env {
	e := &env{store: clienttest.NewStore(), an: newFakeAnalyses(), queue: &fakeQueue{}, pub: &fakePublisher{bodies: map[string][]byte{}},
		bill: &fakeBilling{balance: credits, charged: map[string]bool{}, refunded: map[string]bool{}}}
	e.an.bill, e.bill.an = e.bill, e.an
	e.svc = &client.Service{Store: e.store, Analyses: e.an, Billing: e.bill, AggregateQueue: e.queue, Webhooks: e.pub}
	e.p = account.Principal{Org: account.Org{ID: ids.New(), Plan: account.PlanPaid}, UserID: ids.New(), CredentialID: ids.New(),
		Scopes: []string{account.ScopeRead, account.ScopeWrite}}
	e.notifer = client.Notifier{Queue: e.queue}
	return e
}

var pdf = []byte("%PDF-1.7\n1 0 obj\n")

func pdfFile(name string) client.Input {
	return client.Input{File: &analysis.File{Name: name, DeclaredType: "application/pdf", Body: pdf}}
}

func code(err error) string {
	if e, ok := apperr.As(err); ok {
		return e.Code
	}
	if err != nil {
		return "error: " + err.Error()
	}
	return ""
}

func TestSubmitValidation(t *testing.T) {
	long := strings.Repeat("é", client.MaxNameChars+1)
	ok200 := strings.Repeat("é", client.MaxNameChars)
	many := make([]client.Input, client.MaxFiles+1)
	for i := range many {
		many[i] = pdfFile(fmt.Sprint(i))
	}
	tests := []struct {
		name   string
		noUser bool
		in     client.Submission
		code   string
	}{
		{"key without a user", true, client.Submission{Kind: "bank_statement", Files: []client.Input{pdfFile("a.pdf")}}, "no_user_context"},
		{"missing kind", false, client.Submission{Files: []client.Input{pdfFile("a.pdf")}}, "invalid_document_kind"},
		{"tax return", false, client.Submission{Kind: "tax_return", Files: []client.Input{pdfFile("a.pdf")}}, "invalid_document_kind"},
		{"no files", false, client.Submission{Kind: "bank_statement"}, "no_files"},
		{"26 files", false, client.Submission{Kind: "bank_statement", Files: many}, "too_many_files"},
		{"name too long", false, client.Submission{Kind: "bank_statement", Files: []client.Input{pdfFile("a.pdf")}, Name: &long}, "invalid_request"},
		{"name of 200 characters", false, client.Submission{Kind: "bank_statement", Files: []client.Input{pdfFile("a.pdf")}, Name: &ok200}, ""},
		{"not a pdf only", false, client.Submission{Kind: "bank_statement", Files: []client.Input{{File: &analysis.File{Name: "x.png", Body: []byte("\x89PNG")}}}}, "all_files_failed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEnv(100)
			if tt.noUser {
				e.p.UserID = ""
			}
			_, err := e.svc.Submit(context.Background(), e.p, tt.in)
			if got := code(err); got != tt.code {
				t.Fatalf("code = %q, want %q", got, tt.code)
			}
			if tt.code != "" && e.bill.balance != 100 {
				t.Errorf("charged %d credits for a refused submission", 100-e.bill.balance)
			}
		})
	}
}

func TestSubmitPerFileAndBilling(t *testing.T) {
	e := newEnv(10)
	ctx := context.Background()
	big := &analysis.File{Name: "big.pdf", Body: append(append([]byte{}, pdf...), make([]byte, analysis.MaxFileBytes)...)}
	e.an.uploads["u1"] = analysis.Upload{ID: "u1", OrgID: e.p.Org.ID, Filename: "staged.pdf", Size: 1000}
	e.an.failQueue["unlucky.pdf"] = true
	name := "  Acme Widgets  "
	q, err := e.svc.Submit(ctx, e.p, client.Submission{Kind: "bank_statement", Name: &name, Files: []client.Input{
		pdfFile("jan.pdf"), {File: big}, {File: &analysis.File{Name: "scan.png", Body: []byte("\x89PNG")}},
		{UploadID: "u1"}, {UploadID: "nope"}, pdfFile("unlucky.pdf"), pdfFile(""),
	}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range q.Documents {
		got = append(got, fmt.Sprintf("%s:%s:%s:%v", d.Filename, d.Status, d.Error, d.ID != nil))
	}
	want := "jan.pdf:queued::true big.pdf:failed:file_too_large:false scan.png:failed:unsupported_media_type:false " +
		"staged.pdf:queued::true nope:failed:invalid_upload:false unlucky.pdf:failed:queue_failed:true document-7.pdf:queued::true"
	if strings.Join(got, " ") != want {
		t.Errorf("documents =\n%s\nwant\n%s", strings.Join(got, " "), want)
	}
	// Four files were valid and charged; the one that failed to queue was
	// refunded.
	if e.bill.balance != 10-3 {
		t.Errorf("balance = %d, want 7", e.bill.balance)
	}
	snap, err := e.store.GetClient(ctx, q.ClientID)
	if err != nil {
		t.Fatal(err)
	}
	if *snap.Client.Name != "Acme Widgets" || len(snap.Documents) != 4 || len(snap.Batches[0].Rejected) != 3 || snap.Client.UserID != e.p.UserID {
		t.Errorf("stored client = %+v", snap)
	}
	// The aggregator hears of the document that failed to queue.
	msgs := e.queue.taken()
	if len(msgs) != 1 || msgs[0].AnalysisID != *q.Documents[5].ID || msgs[0].BatchID != q.BatchID {
		t.Errorf("aggregate messages = %+v", msgs)
	}

	// Credits scale with the file count.
	e2 := newEnv(2)
	_, err = e2.svc.Submit(ctx, e2.p, client.Submission{Kind: "bank_statement", Files: []client.Input{pdfFile("a"), pdfFile("b"), pdfFile("c")}})
	if code(err) != "insufficient_credits" || e2.store.Len() != 0 {
		t.Errorf("3 files with 2 credits: %v", err)
	}
	e2.p.Org.AutoTopUp = true
	_, err = e2.svc.Submit(ctx, e2.p, client.Submission{Kind: "bank_statement", Files: []client.Input{pdfFile("a"), pdfFile("b"), pdfFile("c")}})
	if code(err) != "no_payment_customer" {
		t.Errorf("auto top-up without customer: %v", err)
	}
}

func TestSubmitNothingQueued(t *testing.T) {
	ctx := context.Background()
	e := newEnv(5)
	e.an.failQueue["a.pdf"], e.an.failQueue["b.pdf"] = true, true
	_, err := e.svc.Submit(ctx, e.p, client.Submission{Kind: "bank_statement", Files: []client.Input{pdfFile("a.pdf"), pdfFile("b.pdf")}})
	ae, _ := apperr.As(err)
	if code(err) != "all_files_failed" || ae.Kind != apperr.Unavailable || len(ae.Fields["documents"].([]client.QueuedDocument)) != 2 {
		t.Fatalf("err = %v", err)
	}
	if e.bill.balance != 5 || e.store.Len() != 0 {
		t.Errorf("balance %d clients %d: want refunded and no client", e.bill.balance, e.store.Len())
	}

	if !strings.Contains(ae.Message, "nothing was charged") {
		t.Errorf("message %q, want it to say nothing was charged", ae.Message)
	}

	e = newEnv(5)
	e.store.FailCreate = true
	_, err = e.svc.Submit(ctx, e.p, client.Submission{Kind: "bank_statement", Files: []client.Input{pdfFile("a.pdf")}})
	if code(err) != "all_files_failed" || e.bill.balance != 5 {
		t.Errorf("store down: %v, balance %d", err, e.bill.balance)
	}
}

// Issue 16, defect 3, for client submissions: a file that could not be
// stored and whose refund could not be confirmed is never reported as
// "not charged"; its document item names the analysis the sweeper
// withdraws.
func TestSubmitUnconfirmedRefundIsNotCalledNothingCharged(t *testing.T) {
	ctx := context.Background()
	e := newEnv(5)
	e.an.failQueue["a.pdf"], e.an.unreachable = true, true
	q, err := e.svc.Submit(ctx, e.p, client.Submission{Kind: "bank_statement", Files: []client.Input{pdfFile("a.pdf"), pdfFile("b.pdf")}})
	if err != nil {
		t.Fatal(err)
	}
	d := q.Documents[0]
	if d.Status != "failed" || d.Error != "queue_failed" || d.ID == nil || strings.Contains(d.Message, "not charged") {
		t.Fatalf("unconfirmed document = %+v", d)
	}
	if e.bill.balance != 3 || e.an.records[*d.ID].Status != analysis.StatusPending {
		t.Fatalf("balance %d, record %+v: want charged and pending for the sweeper", e.bill.balance, e.an.records[*d.ID])
	}

	e = newEnv(5)
	e.an.failQueue["a.pdf"], e.an.unreachable = true, true
	_, err = e.svc.Submit(ctx, e.p, client.Submission{Kind: "bank_statement", Files: []client.Input{pdfFile("a.pdf")}})
	ae, _ := apperr.As(err)
	if code(err) != "all_files_failed" || strings.Contains(ae.Message, "nothing was charged") {
		t.Fatalf("every file unconfirmed: %v", err)
	}
}

// statement is a small AnalysisResult.
func statement(last4, month, holder string, opening, closing float64, score int, extra string) string {
	return fmt.Sprintf(`{"bank_name":"Chase","account_holder_name":%q,"account_number_last4":%q,"period_start":"%s-01","period_end":"%s-28",
	"starting_balance":%v,"ending_balance":%v,"fraud_score":%d,"fraud_risk_level":"low","fraud_findings":[],
	"monthly_summary":[{"month":%q,"deposits":500,"revenue":500,"days":28,"average_balance":1200,"ending_balance":%v}],
	"transactions":[{"date":"%s-05","description":"ACH CREDIT ORION INV 1","amount":500,"type":"credit","category":"revenue"}],
	"debt_outflows":[],"checks":[],"detection":{"document_type":"bank_statement","pages_present":2,"pages_expected":2,"detected_bank":"Chase","failure_reason":%s}}`,
		holder, last4, month, month, opening, closing, score, month, closing, month, extra)
}

// run submits files, finishes their analyses as given, and delivers
// every aggregate message (the client.Notifier's and the API's).
func (e *env) run(t *testing.T, name *string, finish func(ids []string)) client.Queued {
	t.Helper()
	ctx := context.Background()
	var files []client.Input
	for i := 0; i < 4; i++ {
		files = append(files, pdfFile(fmt.Sprintf("doc%d.pdf", i)))
	}
	q, err := e.svc.Submit(ctx, e.p, client.Submission{Kind: "bank_statement", Files: files, Name: name})
	if err != nil {
		t.Fatal(err)
	}
	var docIDs []string
	for _, d := range q.Documents {
		docIDs = append(docIDs, *d.ID)
	}
	finish(docIDs)
	for _, id := range docIDs {
		a, _ := e.an.Lookup(ctx, id)
		if err := e.notifer.Emit(ctx, a); err != nil {
			t.Fatal(err)
		}
	}
	return q
}

func (e *env) drain(t *testing.T, concurrent bool) {
	t.Helper()
	msgs := e.queue.taken()
	var wg sync.WaitGroup
	for _, m := range msgs {
		f := func() {
			if err := e.svc.Aggregate(context.Background(), m); err != nil {
				t.Error(err)
			}
		}
		if concurrent {
			wg.Go(f)
		} else {
			f()
		}
	}
	wg.Wait()
}

func TestLifecycle(t *testing.T) {
	e := newEnv(10)
	ctx := context.Background()
	missing := `"missing_pages"`
	q := e.run(t, nil, func(ids []string) {
		e.an.finish(ids[0], analysis.StatusCompleted, statement("1234", "2026-01", "ACME LLC", 1000, 1500, 10, "null"), "")
		e.an.finish(ids[1], analysis.StatusCompleted, statement("1234", "2026-02", "Acme, LLC", 1500, 2000, 40, "null"), "")
		e.an.finish(ids[2], analysis.StatusCompleted, statement("1234", "2026-03", "OTHER NAME", 2000, 2500, 70, missing), "")
		// The fourth is still parsing.
		e.an.finish(ids[3], analysis.StatusProcessing, "", "")
	})
	// Three are terminal: the aggregator records them but waits.
	e.drain(t, false)
	v, err := e.svc.Get(ctx, e.p, q.ClientID)
	if err != nil {
		t.Fatal(err)
	}
	if v.Status != client.StatusProcessing || v.Counts != (client.Counts{Total: 4, Completed: 3}) || string(v.Profile) != "null" {
		t.Fatalf("while parsing: %s %+v %s", v.Status, v.Counts, v.Profile)
	}
	if d := v.Documents[2]; d.Status != "completed" || *d.FailureReason != "missing_pages" || *d.PagesPresent != 2 || *d.BankName != "Chase" || *d.FraudScore != 70 {
		t.Errorf("missing-pages document = %+v", d)
	}
	if v.Documents[3].Status != "processing" || *v.Name != "ACME LLC" {
		t.Errorf("document 4 %s, name %v", v.Documents[3].Status, *v.Name)
	}
	// The open-banking envelope already shows the completed statements.
	env, err := e.svc.OpenBanking(ctx, e.p, q.ClientID, mustQuery(t, "include=accounts,analysis,transactions"))
	if err != nil {
		t.Fatal(err)
	}
	if len(*env.Accounts) != 1 || len(*env.Transactions) != 2 || !*env.Analysis.RecomputePending || !env.Analysis.FraudPending ||
		env.Analysis.ExcludedDocuments.Processing != 1 || env.Analysis.ExcludedDocuments.Incomplete != 1 {
		t.Errorf("envelope while parsing: %+v %+v", *env.Accounts, env.Analysis.ExcludedDocuments)
	}

	// The last one fails: now the profile is computed.
	a := e.an.finish(*q.Documents[3].ID, analysis.StatusFailed, "", "not_a_bank_statement:invoice")
	if err := e.notifer.Emit(ctx, a); err != nil {
		t.Fatal(err)
	}
	e.drain(t, false)
	v, err = e.svc.Get(ctx, e.p, q.ClientID)
	if err != nil {
		t.Fatal(err)
	}
	if v.Status != client.StatusReady || v.Counts != (client.Counts{Total: 4, Completed: 3, Failed: 1}) {
		t.Fatalf("after the last document: %s %+v", v.Status, v.Counts)
	}
	var p map[string]any
	if err := json.Unmarshal(v.Profile, &p); err != nil {
		t.Fatal(err)
	}
	// The worst statement drives the score, also an incomplete one.
	if p["true_revenue"] != 1000.0 || p["documents_used"] != 2.0 || p["fraud_score"] != 70.0 || p["computed_at"] == nil {
		t.Errorf("profile = %v", p)
	}
	if d := v.Documents[3]; d.Status != "failed" || *d.FailureReason != "not_a_bank_statement:invoice" {
		t.Errorf("invoice = %+v", d)
	}
	if len(e.pub.bodies) != 1 || e.pub.calls != 1 {
		t.Fatalf("batch.completed published %d times, %d bodies", e.pub.calls, len(e.pub.bodies))
	}
	var bc map[string]any
	for _, b := range e.pub.bodies {
		_ = json.Unmarshal(b, &bc)
	}
	if bc["event"] != "batch.completed" || bc["batch_id"] != q.BatchID || bc["client_id"] != q.ClientID || bc["org_id"] != e.p.Org.ID ||
		fmt.Sprint(bc["counts"]) != "map[completed:3 failed:1 total:4]" || bc["profile"].(map[string]any)["true_revenue"] != 1000.0 {
		t.Errorf("batch.completed = %v", bc)
	}

	// A duplicated message changes nothing and publishes nothing.
	before, _ := e.store.GetClient(ctx, q.ClientID)
	if err := e.svc.Aggregate(ctx, client.Message{ClientID: q.ClientID, BatchID: q.BatchID, AnalysisID: *q.Documents[0].ID}); err != nil {
		t.Fatal(err)
	}
	after, _ := e.store.GetClient(ctx, q.ClientID)
	if !bytes.Equal(before.Client.Profile, after.Client.Profile) || e.pub.calls != 1 {
		t.Errorf("a duplicate message recomputed or republished")
	}
}

func mustQuery(t *testing.T, s string) openbanking.Query {
	t.Helper()
	v, _ := url.ParseQuery(s)
	q, err := openbanking.ParseQuery(v)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// TestConcurrentMessages: every document finishes at once and the
// aggregator handles the messages concurrently, twice each; the profile
// is the same and batch.completed has one body.
func TestConcurrentMessages(t *testing.T) {
	for run := 0; run < 20; run++ {
		e := newEnv(10)
		q := e.run(t, nil, func(ids []string) {
			for i, id := range ids {
				e.an.finish(id, analysis.StatusCompleted, statement(fmt.Sprint(1000+i), "2026-01", "ACME LLC", 0, 500, 5, "null"), "")
			}
		})
		msgs := e.queue.taken()
		e.queue.msgs = append(msgs, msgs...)
		e.drain(t, true)
		v, err := e.svc.Get(context.Background(), e.p, q.ClientID)
		if err != nil {
			t.Fatal(err)
		}
		if v.Status != client.StatusReady || len(e.pub.bodies) != 1 {
			t.Fatalf("run %d: status %s, %d bodies", run, v.Status, len(e.pub.bodies))
		}
		// The payload carries exactly the stored profile.
		for _, b := range e.pub.bodies {
			var bc struct {
				Profile json.RawMessage `json:"profile"`
			}
			_ = json.Unmarshal(b, &bc)
			if !bytes.Equal(bc.Profile, v.Profile) {
				t.Fatalf("run %d: published profile differs from the stored one", run)
			}
		}
	}
}

func TestFailedClientAndNames(t *testing.T) {
	e := newEnv(10)
	given := "Given Name"
	q := e.run(t, &given, func(ids []string) {
		for _, id := range ids {
			e.an.finish(id, analysis.StatusFailed, "", "pdf_corrupt")
		}
	})
	e.drain(t, false)
	v, err := e.svc.Get(context.Background(), e.p, q.ClientID)
	if err != nil {
		t.Fatal(err)
	}
	if v.Status != client.StatusFailed || v.Profile == nil || string(v.Profile) == "null" || *v.Name != given || len(e.pub.bodies) != 1 {
		t.Errorf("all failed: %s %s %v", v.Status, v.Profile, v.Name)
	}
}

func TestGetErrors(t *testing.T) {
	e := newEnv(10)
	q := e.run(t, nil, func([]string) {})
	other := e.p
	other.Org.ID = ids.New()
	tests := []struct {
		name string
		p    account.Principal
		id   string
		code string
	}{
		{"another organization", other, q.ClientID, "not_found"},
		{"unknown", e.p, ids.New(), "not_found"},
		{"malformed", e.p, "nope", "invalid_id"},
		{"upper case", e.p, strings.ToUpper(q.ClientID), "invalid_id"},
		{"empty", e.p, "", "id_required"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := e.svc.Get(context.Background(), tt.p, tt.id)
			_, err2 := e.svc.OpenBanking(context.Background(), tt.p, tt.id, mustQuery(t, ""))
			if code(err) != tt.code || code(err2) != tt.code {
				t.Errorf("codes %q %q, want %q", code(err), code(err2), tt.code)
			}
		})
	}
}

// TestHeal: a document finished more than client.HealAfter ago without its
// summary (its message was lost): a poll shows it as finished and asks
// the aggregator again.
func TestHeal(t *testing.T) {
	e := newEnv(10)
	q := e.run(t, nil, func(ids []string) {
		for _, id := range ids {
			e.an.finish(id, analysis.StatusCompleted, statement("1234", "2026-01", "ACME LLC", 0, 500, 5, "null"), "")
		}
	})
	e.queue.taken() // lost
	e.svc.Now = func() time.Time { return time.Now().Add(2 * client.HealAfter) }
	v, err := e.svc.Get(context.Background(), e.p, q.ClientID)
	if err != nil {
		t.Fatal(err)
	}
	if v.Counts.Completed != 4 || v.Status != client.StatusAggregating {
		t.Errorf("counts %+v status %s", v.Counts, v.Status)
	}
	if n := len(e.queue.msgs); n != 4 {
		t.Errorf("%d messages re-sent, want 4", n)
	}
	e.drain(t, false)
	if v, _ := e.svc.Get(context.Background(), e.p, q.ClientID); v.Status != client.StatusReady {
		t.Errorf("after healing: %s", v.Status)
	}
}

func TestNotifier(t *testing.T) {
	q := &fakeQueue{}
	next := &emitter{}
	n := client.Notifier{Queue: q, Next: next}
	ctx := context.Background()
	for _, a := range []analysis.Analysis{
		{ID: "a", Status: analysis.StatusCompleted},                              // single analysis
		{ID: "b", Status: analysis.StatusParsed, ClientID: "c", BatchID: "x"},    // not terminal
		{ID: "c", Status: analysis.StatusFailed, ClientID: "c", BatchID: "x"},    // terminal
		{ID: "d", Status: analysis.StatusCompleted, ClientID: "c", BatchID: "x"}, // terminal
		{ID: "d", Status: analysis.StatusCompleted, ClientID: "c", BatchID: "x"}, // again: sent again
	} {
		if err := n.Emit(ctx, a); err != nil {
			t.Fatal(err)
		}
	}
	_ = n.PhaseCompleted(ctx, analysis.Analysis{ID: "b"})
	var got []string
	for _, m := range q.msgs {
		got = append(got, m.ClientID+"/"+m.BatchID+"/"+m.AnalysisID)
	}
	if strings.Join(got, " ") != "c/x/c c/x/d c/x/d" || next.emitted != 5 || next.phases != 1 {
		t.Errorf("messages %v, emitted %d, phases %d", got, next.emitted, next.phases)
	}
}
