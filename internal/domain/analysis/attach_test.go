package analysis_test

import (
	"context"
	"errors"
	"testing"

	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/billing"
	"github.com/docanalysis/service/internal/domain/client"
	"github.com/docanalysis/service/internal/platform/ids"
	"github.com/docanalysis/service/internal/testkit/clienttest"
)

// attachEnv is an analysis service attaching to real client profiles
// kept in the in-memory client store, with one client in org-a and one in
// org-b.
func attachEnv(t *testing.T) (e *env, clients *clienttest.Store, own, foreign string) {
	t.Helper()
	e = newEnv(t)
	clients = clienttest.NewStore()
	e.svc.Clients = &client.Service{Store: clients, Log: e.svc.Log}
	own, foreign = ids.New(), ids.New()
	for id, org := range map[string]string{own: "org-a", foreign: "org-b"} {
		batch := ids.New()
		doc := client.Document{ClientID: id, AnalysisID: ids.New(), BatchID: batch, Filename: "s.pdf", Position: 0, CreatedAt: t0}
		if err := clients.CreateClient(context.Background(), client.Client{ID: id, OrgID: org, CreatedAt: t0},
			client.Batch{ID: batch, ClientID: id, OrgID: org, Documents: []string{doc.AnalysisID}, Rejected: []client.Rejected{{Position: 1}}},
			[]client.Document{doc}); err != nil {
			t.Fatal(err)
		}
	}
	return e, clients, own, foreign
}

func TestSubmitWithClientID(t *testing.T) {
	for _, tc := range []struct {
		name     string
		kind     string
		clientID func(own, foreign string) *string
		code     string
	}{
		{"tax return to the organization's client", "tax_return", func(own, _ string) *string { return &own }, ""},
		{"application to the organization's client", "application_form", func(own, _ string) *string { return ptr(" " + own + " ") }, ""},
		{"bank statement to the organization's client", "bank_statement", func(own, _ string) *string { return &own }, ""},
		{"client of another organization", "tax_return", func(_, foreign string) *string { return &foreign }, "not_found"},
		{"unknown client", "application_form", func(string, string) *string { return ptr(ids.New()) }, "not_found"},
		{"malformed client id", "tax_return", func(string, string) *string { return ptr("not-a-uuid") }, "not_found"},
		{"empty client id is no client id", "tax_return", func(string, string) *string { return ptr("  ") }, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e, clients, own, foreign := attachEnv(t)
			ctx := context.Background()
			cid := tc.clientID(own, foreign)
			q, err := e.svc.Submit(ctx, e.p, analysis.Submission{Kind: tc.kind, File: pdfFile(), ClientID: cid})
			if got := codeOf(t, err); got != tc.code {
				t.Fatalf("code = %q, want %q (%v)", got, tc.code, err)
			}
			ownSnap, _ := clients.GetClient(ctx, own)
			foreignSnap, _ := clients.GetClient(ctx, foreign)
			if len(foreignSnap.Documents) != 1 {
				t.Fatalf("another organization's client changed: %+v", foreignSnap.Documents)
			}
			if tc.code != "" {
				if e.entries(t, billing.KindCharge, "") != 0 || len(e.blobs.objects) != 0 || len(ownSnap.Documents) != 1 {
					t.Fatalf("a refused submission charged %d, stored %d objects, or attached %v", e.entries(t, billing.KindCharge, ""), len(e.blobs.objects), ownSnap.Documents)
				}
				return
			}
			a := e.record(q.ID)
			if *cid == "  " {
				if a.ClientID != "" || len(ownSnap.Documents) != 1 {
					t.Fatalf("attached without a client id: %+v", a)
				}
				return
			}
			if a.ClientID != own || a.BatchID != "" || e.entries(t, billing.KindCharge, q.ID) != 1 {
				t.Fatalf("record = %+v, charges %d", a, e.entries(t, billing.KindCharge, q.ID))
			}
			if len(ownSnap.Documents) != 2 {
				t.Fatalf("documents = %+v", ownSnap.Documents)
			}
			d := ownSnap.Documents[1]
			// After the statement (position 0) and the rejected file (1).
			if d.AnalysisID != q.ID || d.Kind != tc.kind || d.BatchID != "" || d.Position != 2 || d.Filename != "s.pdf" {
				t.Fatalf("attached document = %+v", d)
			}
		})
	}
}

func TestSubmitWithClientIDQueueFails(t *testing.T) {
	e, clients, own, _ := attachEnv(t)
	ctx := context.Background()
	e.blobs.PutErr = errors.New("s3 down")
	_, err := e.svc.Submit(ctx, e.p, analysis.Submission{Kind: "tax_return", File: pdfFile(), ClientID: &own})
	if codeOf(t, err) != "parser_unavailable" {
		t.Fatalf("err = %v", err)
	}
	snap, _ := clients.GetClient(ctx, own)
	if len(snap.Documents) != 1 || e.entries(t, billing.KindRefund, "") != 1 || e.balance(t) != 10 {
		t.Fatalf("a document that could not be queued stays attached (%+v) or was not refunded (balance %d)", snap.Documents, e.balance(t))
	}
}
