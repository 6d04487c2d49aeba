package client_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/client"
	"github.com/docanalysis/service/internal/platform/ids"
)

// attachForm records an analysis of kind attached to the client the way
// analysis.Service.Submit does with client_id, and returns it.
func (e *env) attachForm(t *testing.T, clientID string, kind analysis.Kind, name string) analysis.Analysis {
	t.Helper()
	ctx := context.Background()
	a := analysis.Analysis{ID: ids.New(), OrgID: e.p.Org.ID, Kind: kind, Status: analysis.StatusPending, ClientID: clientID,
		Filename: name, CreatedAt: e.an.now, Deadline: e.an.now.Add(time.Hour)}
	if err := e.svc.CheckClient(ctx, e.p.Org.ID, clientID); err != nil {
		t.Fatal(err)
	}
	if err := e.bill.Charge(ctx, e.p.Org, []analysis.Analysis{a}); err != nil {
		t.Fatal(err)
	}
	if err := e.svc.Attach(ctx, a); err != nil {
		t.Fatal(err)
	}
	if err := e.an.Enqueue(ctx, a, nil, nil); err != nil {
		t.Fatal(err)
	}
	return a
}

// completeForm completes an attached form with rows and sends its
// terminal state through the Notifier, as the pipeline does.
func (e *env) completeForm(t *testing.T, a analysis.Analysis, rows ...string) {
	t.Helper()
	e.an.mu.Lock()
	done := e.an.now.Add(2 * time.Second)
	a.Status, a.CompletedAt, a.ResultKey, a.ExtractionRows = analysis.StatusCompleted, &done, analysis.ResultKey(a.ID), len(rows)
	o := &analysis.Outcome{}
	for _, r := range rows {
		o.Data = append(o.Data, json.RawMessage(r))
	}
	e.an.records[a.ID], e.an.outcomes[a.ID] = a, o
	e.an.mu.Unlock()
	if err := e.notifer.Emit(context.Background(), a); err != nil {
		t.Fatal(err)
	}
}

func checksOf(t *testing.T, profile json.RawMessage) map[string]map[string]any {
	t.Helper()
	var p struct {
		Checks []map[string]any `json:"checks"`
	}
	if err := json.Unmarshal(profile, &p); err != nil {
		t.Fatal(err)
	}
	out := map[string]map[string]any{}
	for _, c := range p.Checks {
		out[c["name"].(string)] = c
	}
	return out
}

func TestAttachedFormsRecomputeTheProfile(t *testing.T) {
	e := newEnv(10)
	ctx := context.Background()
	q := e.run(t, nil, func(ids []string) {
		for i, id := range ids {
			e.an.finish(id, analysis.StatusCompleted, statement("1234", []string{"2026-01", "2026-02", "2026-03", "2026-04"}[i], "ACME LLC", 1000, 1500, 10, "null"), "")
		}
	})
	e.drain(t, false)
	before, _ := e.store.GetClient(ctx, q.ClientID)
	if before.Client.Profile == nil || e.pub.calls != 1 {
		t.Fatalf("no profile before attaching (%d publications)", e.pub.calls)
	}

	app := e.attachForm(t, q.ClientID, analysis.KindApplicationForm, "application.pdf")
	tax := e.attachForm(t, q.ClientID, analysis.KindTaxReturn, "1120s.pdf")
	v, err := e.svc.Get(ctx, e.p, q.ClientID)
	if err != nil {
		t.Fatal(err)
	}
	if v.Status != client.StatusProcessing || v.Counts.Total != 6 || v.Documents[4].DocumentKind != "application_form" || v.Documents[4].BatchID != nil ||
		v.Documents[5].DocumentKind != "tax_return" || v.Documents[0].BatchID == nil || *v.Documents[0].BatchID != q.BatchID {
		t.Fatalf("after attaching: %s %+v %+v", v.Status, v.Counts, v.Documents)
	}

	// Statements: 500 a month over 28-day months, 543.53 a month.
	e.completeForm(t, app,
		`{"name":"business_legal_name","value":"Acme, L.L.C.","page":1,"source":"form_field","confidence":0.95}`,
		`{"name":"monthly_revenue","value":2000,"page":1,"source":"form_field","confidence":0.95}`,
		`{"name":"requested_amount","value":50000,"page":1,"source":"form_field","confidence":0.95}`,
		`{"name":"ein","value":"12-3456789","page":1,"source":"form_field","confidence":0.95}`)
	e.drain(t, false)
	// The tax return is still processing: no new profile yet.
	mid, _ := e.store.GetClient(ctx, q.ClientID)
	if string(mid.Client.Profile) != string(before.Client.Profile) {
		t.Fatal("the profile was recomputed before every document was terminal")
	}
	e.completeForm(t, tax,
		`{"name":"business_name","value":"ZENITH HOLDINGS INC","page":1,"form":"1120-S","tax_year":2024,"line":"","source":"text","confidence":0.95}`,
		`{"name":"gross_receipts","value":6522.36,"page":1,"form":"1120-S","tax_year":2024,"line":"1a","source":"text","confidence":0.95}`,
		`{"name":"ein","value":"98-7654321","page":1,"form":"1120-S","tax_year":2024,"source":"text","confidence":0.95}`)
	e.drain(t, false)
	after, _ := e.store.GetClient(ctx, q.ClientID)
	checks := checksOf(t, after.Client.Profile)
	rev := checks["stated_revenue"]["items"].([]any)
	if checks["stated_revenue"]["passed"] != false || len(rev) != 2 ||
		rev[0].(map[string]any)["flagged"] != true || rev[1].(map[string]any)["flagged"] != false {
		t.Errorf("stated_revenue = %v", checks["stated_revenue"])
	}
	if checks["business_name"]["passed"] != false || checks["ein"]["passed"] != false || checks["requested_amount"]["passed"] != false {
		t.Errorf("name %v, ein %v, requested %v", checks["business_name"], checks["ein"], checks["requested_amount"])
	}
	var p map[string]any
	_ = json.Unmarshal(after.Client.Profile, &p)
	if p["documents_used"] != 4.0 || len(p["excluded_documents"].([]any)) != 0 {
		t.Errorf("the forms changed the statement rollup: used %v excluded %v", p["documents_used"], p["excluded_documents"])
	}
	// The batch was published before; attaching does not publish it again.
	if e.pub.calls != 1 {
		t.Errorf("batch.completed published %d times", e.pub.calls)
	}
	// The open-banking envelope carries the same checks.
	env, err := e.svc.OpenBanking(ctx, e.p, q.ClientID, mustQuery(t, "include=analysis"))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(env.Analysis.Checks)
	var envChecks []map[string]any
	_ = json.Unmarshal(b, &envChecks)
	eb, _ := json.Marshal(envChecks)
	pb, _ := json.Marshal(p["checks"])
	if string(eb) != string(pb) {
		t.Errorf("envelope checks differ from the profile's:\n%s\n%s", b, pb)
	}
	// A repeated message recomputes nothing.
	if err := e.svc.Aggregate(ctx, client.Message{ClientID: q.ClientID, AnalysisID: tax.ID}); err != nil {
		t.Fatal(err)
	}
	again, _ := e.store.GetClient(ctx, q.ClientID)
	if string(again.Client.Profile) != string(after.Client.Profile) {
		t.Error("a repeated message recomputed the profile")
	}
}

func TestAttachAcrossOrganizations(t *testing.T) {
	e := newEnv(10)
	ctx := context.Background()
	q := e.run(t, nil, func(ids []string) {})
	other := newEnv(10)
	for _, id := range []string{q.ClientID, ids.New(), "nope"} {
		if err := e.svc.CheckClient(ctx, other.p.Org.ID, id); code(err) != "not_found" {
			t.Errorf("check %s from another organization: %v", id, err)
		}
	}
	a := analysis.Analysis{ID: ids.New(), OrgID: other.p.Org.ID, Kind: analysis.KindTaxReturn, ClientID: q.ClientID}
	if err := e.svc.Attach(ctx, a); code(err) != "not_found" {
		t.Errorf("attach from another organization: %v", err)
	}
	if snap, _ := e.store.GetClient(ctx, q.ClientID); len(snap.Documents) != 4 {
		t.Errorf("documents = %d", len(snap.Documents))
	}
}
