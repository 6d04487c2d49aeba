package ddbstore_test

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/client"
	"github.com/docanalysis/service/internal/platform/ids"
	"github.com/docanalysis/service/internal/testkit/clienttest"
)

func TestClientStore(t *testing.T) {
	ctx := context.Background()
	st := newStore(t)
	now := time.Now().UTC().Truncate(time.Millisecond)
	name := "Acme"
	c := client.Client{ID: ids.New(), OrgID: ids.New(), UserID: ids.New(), Name: &name, CreatedAt: now, UpdatedAt: now}
	b := client.Batch{ID: ids.New(), ClientID: c.ID, OrgID: c.OrgID, CreatedAt: now,
		Rejected: []client.Rejected{{Position: 1, Filename: "x.png", Error: "unsupported_media_type", Message: "m"}}}
	var docs []client.Document
	for i := 0; i < 25; i++ {
		d := client.Document{ClientID: c.ID, AnalysisID: ids.New(), BatchID: b.ID, Filename: "f.pdf", Position: 24 - i, CreatedAt: now}
		docs = append(docs, d)
		b.Documents = append(b.Documents, d.AnalysisID)
	}
	if err := st.CreateClient(ctx, c, b, docs); err != nil {
		t.Fatal(err)
	}
	if err := st.CreateClient(ctx, c, b, docs); err == nil {
		t.Fatal("creating the same client twice succeeded")
	}
	if _, err := st.GetClient(ctx, ids.New()); !errors.Is(err, client.ErrNotFound) {
		t.Fatalf("unknown client: %v", err)
	}
	snap, err := st.GetClient(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if snap.Client.OrgID != c.OrgID || *snap.Client.Name != "Acme" || snap.Client.Profile != nil || len(snap.Batches) != 1 ||
		len(snap.Documents) != 25 || len(snap.Batches[0].Documents) != 25 || snap.Batches[0].Rejected[0].Filename != "x.png" {
		t.Fatalf("snapshot = %+v", snap)
	}

	score, pages, reason := 30, 3, "missing_pages"
	sum := client.Summary{Status: "completed", FraudScore: &score, PagesPresent: &pages, FailureReason: &reason, CompletedAt: &now}
	if err := st.PutSummary(ctx, c.ID, docs[3].AnalysisID, sum); err != nil {
		t.Fatal(err)
	}
	if err := st.PutSummary(ctx, c.ID, ids.New(), sum); !errors.Is(err, client.ErrNotFound) {
		t.Fatalf("summary of an unknown document: %v", err)
	}
	profile := json.RawMessage(`{"true_revenue":12.5}`)
	if got, err := st.SaveProfile(ctx, c.ID, profile, "fp1", now); err != nil || string(got) != string(profile) {
		t.Fatalf("save profile: %s %v", got, err)
	}
	// A second run over the same documents keeps the first profile.
	if got, err := st.SaveProfile(ctx, c.ID, json.RawMessage(`{"true_revenue":12.5,"computed_at":"later"}`), "fp1", now); err != nil || string(got) != string(profile) {
		t.Fatalf("second save with the same fingerprint: %s %v", got, err)
	}
	if _, err := st.SaveProfile(ctx, ids.New(), profile, "fp1", now); !errors.Is(err, client.ErrNotFound) {
		t.Fatalf("profile of an unknown client: %v", err)
	}
	snap, _ = st.GetClient(ctx, c.ID)
	var got *client.Summary
	for _, d := range snap.Documents {
		if d.AnalysisID == docs[3].AnalysisID {
			got = d.Summary
		}
	}
	if got == nil || *got.FraudScore != 30 || *got.FailureReason != "missing_pages" || !got.CompletedAt.Equal(now) ||
		string(snap.Client.Profile) != string(profile) || snap.Client.Fingerprint != "fp1" {
		t.Fatalf("after summary and profile: %+v %s", got, snap.Client.Profile)
	}

	// Completion is written once, even by racing aggregators.
	var wg sync.WaitGroup
	results := make([]client.Batch, 5)
	for i := range results {
		wg.Go(func() {
			at := now.Add(time.Duration(i) * time.Second)
			var err error
			results[i], err = st.CompleteBatch(ctx, c.ID, b.ID, client.Counts{Total: 25, Completed: 20 + i, Failed: 5 - i}, at)
			if err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	for _, r := range results {
		if !r.CompletedAt.Equal(*results[0].CompletedAt) || *r.Counts != *results[0].Counts || r.Counts.Total != 25 {
			t.Fatalf("completions differ: %+v vs %+v", r, results[0])
		}
	}
	if err := st.MarkPublished(ctx, c.ID, b.ID, now); err != nil {
		t.Fatal(err)
	}
	if err := st.MarkPublished(ctx, c.ID, b.ID, now.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	snap, _ = st.GetClient(ctx, c.ID)
	if p := snap.Batches[0].PublishedAt; p == nil || !p.Equal(now) {
		t.Fatalf("published_at = %v, want the first", p)
	}
	if err := st.DeleteClient(ctx, c.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := st.GetClient(ctx, c.ID); !errors.Is(err, client.ErrNotFound) {
		t.Fatalf("after delete: %v", err)
	}
}

func TestClientAddDocument(t *testing.T) {
	ctx := context.Background()
	st := newStore(t)
	now := time.Now().UTC().Truncate(time.Millisecond)
	c := client.Client{ID: ids.New(), OrgID: ids.New(), CreatedAt: now, UpdatedAt: now}
	b := client.Batch{ID: ids.New(), ClientID: c.ID, OrgID: c.OrgID, CreatedAt: now}
	first := client.Document{ClientID: c.ID, AnalysisID: ids.New(), BatchID: b.ID, Filename: "s.pdf", CreatedAt: now}
	b.Documents = []string{first.AnalysisID}
	if err := st.CreateClient(ctx, c, b, []client.Document{first}); err != nil {
		t.Fatal(err)
	}
	form := client.Document{ClientID: c.ID, AnalysisID: ids.New(), Kind: "tax_return", Filename: "1120s.pdf", Position: 1, CreatedAt: now}
	for _, tc := range []struct {
		name  string
		org   string
		doc   client.Document
		found bool
	}{
		{"another organization's client", ids.New(), form, false},
		{"unknown client", c.OrgID, client.Document{ClientID: ids.New(), AnalysisID: ids.New()}, false},
		{"the organization's client", c.OrgID, form, true},
	} {
		err := st.AddDocument(ctx, tc.org, tc.doc)
		if tc.found != (err == nil) || !tc.found && !errors.Is(err, client.ErrNotFound) {
			t.Fatalf("%s: %v", tc.name, err)
		}
	}
	if err := st.AddDocument(ctx, c.OrgID, form); err == nil || errors.Is(err, client.ErrNotFound) {
		t.Fatalf("adding the same document twice: %v", err)
	}
	snap, err := st.GetClient(ctx, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(snap.Documents) != 2 || snap.Documents[0].Kind != "" && snap.Documents[1].Kind != "" {
		t.Fatalf("documents = %+v", snap.Documents)
	}
	for _, d := range snap.Documents {
		if d.AnalysisID == form.AnalysisID && (d.Kind != "tax_return" || d.BatchID != "" || d.Position != 1 || d.Filename != "1120s.pdf") {
			t.Fatalf("attached document = %+v", d)
		}
	}
	if err := st.RemoveDocument(ctx, c.ID, form.AnalysisID); err != nil {
		t.Fatal(err)
	}
	if snap, _ = st.GetClient(ctx, c.ID); len(snap.Documents) != 1 || snap.Documents[0].AnalysisID != first.AnalysisID {
		t.Fatalf("after removing: %+v", snap.Documents)
	}
}

func TestClientListerContract(t *testing.T) { clienttest.ListerContract(t, newStore(t)) }
