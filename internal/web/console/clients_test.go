package console_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/client"
	"github.com/docanalysis/service/internal/domain/rollup"
	"github.com/docanalysis/service/internal/platform/ids"
)

// addClient stores a client of org with one completed statement and, if
// profile is set, its rollup.
func (e *env) addClient(t *testing.T, org, name string, at time.Time, profile *rollup.Profile) (clientID, analysisID string) {
	t.Helper()
	ctx := context.Background()
	c := client.Client{ID: ids.New(), OrgID: org, CreatedAt: at, UpdatedAt: at}
	if name != "" {
		c.Name = &name
	}
	b := client.Batch{ID: ids.New(), ClientID: c.ID, OrgID: org, CreatedAt: at}
	a := analysis.Analysis{ID: ids.New(), OrgID: org, Kind: analysis.KindBankStatement, Status: analysis.StatusCompleted,
		CreatedAt: at, CompletedAt: &at, ClientID: c.ID}
	e.analyses.Put(a)
	bank, done := "Bluestem Community Bank", "completed"
	d := client.Document{ClientID: c.ID, AnalysisID: a.ID, BatchID: b.ID, Filename: "jan.pdf", CreatedAt: at,
		Summary: &client.Summary{Status: done, BankName: &bank, CompletedAt: &at}}
	b.Documents = []string{a.ID}
	if err := e.clients.CreateClient(ctx, c, b, []client.Document{d}); err != nil {
		t.Fatal(err)
	}
	if profile != nil {
		raw, _ := json.Marshal(profile)
		if _, err := e.clients.SaveProfile(ctx, c.ID, raw, "fp", at); err != nil {
			t.Fatal(err)
		}
	}
	return c.ID, a.ID
}

func TestClientsListAndProfile(t *testing.T) {
	e := newEnv(t)
	base := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	var newest, newestDoc string
	for i := range 27 {
		id, doc := e.addClient(t, e.paid, fmt.Sprintf("Business %02d", i), base.Add(time.Duration(i)*time.Minute), nil)
		newest, newestDoc = id, doc
	}
	rev, score, risk := 41250.5, 12, "low"
	withRollup, _ := e.addClient(t, e.paid, "", base.Add(time.Hour), &rollup.Profile{DocumentsUsed: 1, TrueRevenue: &rev, FraudScore: &score,
		FraudRiskLevel: &risk, Monthly: []rollup.BusinessMonth{{Month: "2026-01", Revenue: 41250.5, Deposits: 50000}},
		MCAPositions: []rollup.Position{{Funder: "RAPID <FUNDING>", Kind: "mca", Cadence: "daily", Payment: 250}}})
	other, _ := e.addClient(t, e.free, "Other Org Inc", base.Add(2*time.Hour), nil)

	b := e.browser(t)
	b.signIn("member@acme.example")
	first := b.get("/console/clients")
	if first.status != http.StatusOK || !strings.Contains(first.body, withRollup) || !strings.Contains(first.body, "Business 26") ||
		strings.Contains(first.body, "Business 02") || strings.Contains(first.body, "Other Org") {
		t.Fatalf("first page: %d\n%s", first.status, first.body)
	}
	next := regexp.MustCompile(`href="/console/clients\?cursor=([^"]+)"`).FindStringSubmatch(first.body)
	if next == nil {
		t.Fatal("no next page link")
	}
	second := b.get("/console/clients?cursor=" + next[1])
	if !strings.Contains(second.body, "Business 00") || strings.Contains(second.body, "Business 26") || strings.Contains(second.body, `rel="next"`) {
		t.Fatalf("second page:\n%s", second.body)
	}
	if p := b.get("/console/clients?cursor=%25%25"); p.status != http.StatusBadRequest {
		t.Errorf("a forged cursor: %d, want 400", p.status)
	}

	prof := b.get("/console/clients/" + withRollup)
	for _, want := range []string{"41250.50", "2026-01", "RAPID &lt;FUNDING&gt;", "score 12, risk low", "jan.pdf", "Bluestem Community Bank", `class="status-ready"`} {
		if !strings.Contains(prof.body, want) {
			t.Errorf("profile page lacks %q", want)
		}
	}
	plain := b.get("/console/clients/" + newest)
	if plain.status != http.StatusOK || !strings.Contains(plain.body, "Business 26") || !strings.Contains(plain.body, `href="/console/analyses/`+newestDoc+`"`) ||
		!strings.Contains(plain.body, "The rollup is computed once") {
		t.Fatalf("client without rollup: %d\n%s", plain.status, plain.body)
	}
	for _, id := range []string{other, ids.New(), "not-an-id"} {
		if p := b.get("/console/clients/" + id); p.status != http.StatusNotFound || strings.Contains(p.body, "Other Org") {
			t.Errorf("client %s: %d, want 404", id, p.status)
		}
	}
}
