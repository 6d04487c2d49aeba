package corpuscheck

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/testkit/repo"

	"github.com/docanalysis/service/internal/document/statement"
	"github.com/docanalysis/service/internal/domain/rollup"
	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

// scenarioDocuments parses every file of a client scenario as the
// pipeline would and returns the rollup's view of them, with document ids
// derived from the file names so the golden file is stable.
func scenarioDocuments(t *testing.T, dir string) ([]rollup.Document, *groundtruth.Client) {
	t.Helper()
	truth, err := groundtruth.LoadClient(filepath.Join(dir, "client.json"))
	if err != nil {
		t.Fatal(err)
	}
	var docs []rollup.Document
	for i, d := range truth.Documents {
		b, err := os.ReadFile(filepath.Join(dir, d.File))
		if err != nil {
			t.Fatal(err)
		}
		res, perr := statement.ParsePDF(context.Background(), b, statement.Options{})
		doc := rollup.Document{ID: fmt.Sprintf("00000000-0000-4000-8000-%012d", i+1), Filename: d.File, Position: i, Status: rollup.StatusCompleted}
		if perr != nil {
			doc.Status, doc.FailureCode = rollup.StatusFailed, statement.CodeOf(perr)
		} else {
			// The fraud stage's score is not part of this test; a clean
			// statement scores low.
			score, risk := 10, "low"
			res.FraudScore, res.FraudRiskLevel = &score, &risk
			doc.Result = res
		}
		docs = append(docs, doc)
	}
	return docs, truth
}

func near(a, b float64) bool { return math.Abs(a-b) < 0.005 }

// TestClientRollupAgainstTruth computes the acme client's rollup from the
// parsed statements and compares every figure the scenario's answer file
// has: revenue without own-account transfers, each account-month, the
// MCA and loan positions, stacking, debt service, exclusions and the
// unassigned savings account.
func TestClientRollupAgainstTruth(t *testing.T) {
	docs, truth := scenarioDocuments(t, repo.Path("testdata", "clients", "acme"))
	r := rollup.Compute("11111111-1111-4111-8111-111111111111", docs)
	p := r.Profile
	if r.Name == nil || *r.Name != truth.Name {
		t.Errorf("name = %v, want %s", r.Name, truth.Name)
	}
	if p.TrueRevenue == nil || !near(*p.TrueRevenue, truth.TrueRevenue) {
		t.Errorf("true_revenue = %v, want %.2f", p.TrueRevenue, truth.TrueRevenue)
	}
	if p.OwnTransfers.Count != truth.OwnTransfers || !near(p.OwnTransfers.Total, truth.OwnTransfersTotal) ||
		p.OwnTransfers.ReclassifiedCount != truth.ReclassifiedTransfers || !near(p.OwnTransfers.ReclassifiedTotal, truth.ReclassifiedTransfersSum) {
		t.Errorf("own transfers = %+v, want %d %.2f reclassified %d %.2f", p.OwnTransfers, truth.OwnTransfers, truth.OwnTransfersTotal,
			truth.ReclassifiedTransfers, truth.ReclassifiedTransfersSum)
	}
	used := 0
	for i, d := range truth.Documents {
		if d.Expect == "used" {
			used++
			continue
		}
		found := false
		for _, e := range p.ExcludedDocuments {
			if e.DocumentID == docs[i].ID && e.Reason == d.Expect {
				found = true
			}
		}
		if !found {
			t.Errorf("%s not excluded with %s: %+v", d.File, d.Expect, p.ExcludedDocuments)
		}
	}
	if p.DocumentsUsed != used {
		t.Errorf("documents_used = %d, want %d", p.DocumentsUsed, used)
	}
	mask := map[string]string{}
	for _, a := range r.Accounts {
		if a.Mask != nil {
			mask[a.ID] = *a.Mask
		}
	}
	got := map[string]rollup.AccountMonth{}
	for _, m := range r.Monthly {
		got[mask[m.AccountID]+" "+m.Month] = m
	}
	if len(got) != len(truth.Monthly) {
		t.Errorf("%d account-months, want %d", len(got), len(truth.Monthly))
	}
	for _, w := range truth.Monthly {
		g, ok := got[w.Last4+" "+w.Month]
		if !ok {
			t.Errorf("no month %s of %s", w.Month, w.Last4)
			continue
		}
		if !near(g.Revenue, w.Revenue) || !near(g.Deposits, w.Deposits) || !near(g.Withdrawals, w.Withdrawals) ||
			g.NSFCount != w.NSF || g.NegativeDays != w.NegativeDays || !near(g.AverageDailyBalance, w.AverageBalance) ||
			!near(g.EndingBalance, w.EndingBalance) || g.Days != w.Days {
			t.Errorf("%s %s = %+v, want %+v", w.Last4, w.Month, g, w)
		}
	}
	for _, w := range truth.Accounts {
		var a *rollup.Account
		for i := range r.Accounts {
			if m := r.Accounts[i].Mask; m != nil && *m == w.Last4 && r.Accounts[i].SourceAccountCount != nil && *r.Accounts[i].SourceAccountCount > 0 {
				a = &r.Accounts[i]
			}
		}
		if a == nil {
			t.Errorf("no account %s", w.Last4)
			continue
		}
		if strings.HasPrefix(a.ID, "acct_tmp_") || !a.IsComposite || *a.SourceAccountCount != w.Statements ||
			!near(*a.Balances.Opening, w.Opening) || !near(*a.Balances.Closing, w.Closing) {
			t.Errorf("account %s = %+v %+v, want %+v", w.Last4, a, a.Balances, w)
		}
	}
	if len(p.MCAPositions) != len(truth.Positions) {
		t.Errorf("%d positions, want %d: %+v", len(p.MCAPositions), len(truth.Positions), p.MCAPositions)
	}
	for _, w := range truth.Positions {
		var g *rollup.Position
		for i := range p.MCAPositions {
			if p.MCAPositions[i].Funder == w.Funder {
				g = &p.MCAPositions[i]
			}
		}
		if g == nil {
			t.Errorf("no position %s", w.Funder)
			continue
		}
		if g.Kind != w.Kind || g.Cadence != w.Cadence || !near(g.Payment, w.Payment) || g.PaymentsCount != w.Count ||
			!near(g.TotalPaid, w.Total) || g.FirstSeen != w.FirstSeen || g.LastSeen != w.LastSeen || g.Active != w.Active ||
			mask[g.AccountID] != w.Last4 || (w.Funded != 0) != (g.FundedAmount != nil) || (g.FundedAmount != nil && !near(*g.FundedAmount, w.Funded)) {
			t.Errorf("position %s = %+v, want %+v", w.Funder, *g, w)
		}
	}
	if p.Stacking.MaxConcurrent != truth.MaxConcurrentMCA || p.Stacking.ActivePositions != truth.ActiveMCA || !p.Stacking.Stacked {
		t.Errorf("stacking = %+v, want max %d active %d", p.Stacking, truth.MaxConcurrentMCA, truth.ActiveMCA)
	}
	if !near(p.DebtService.TotalPayments, truth.DebtPayments) || p.DebtService.ShareOfRevenue == nil ||
		math.Abs(*p.DebtService.ShareOfRevenue-truth.DebtPayments/truth.TrueRevenue) > 0.0001 {
		t.Errorf("debt service = %+v, want %.2f of %.2f", p.DebtService, truth.DebtPayments, truth.TrueRevenue)
	}
	if len(r.Transactions)+r.ExcludedTransactions != truth.Transactions {
		t.Errorf("%d transactions + %d excluded, want %d", len(r.Transactions), r.ExcludedTransactions, truth.Transactions)
	}
	var masks []string
	for _, u := range r.Unassigned {
		masks = append(masks, u.Mask)
	}
	if strings.Join(masks, ",") != strings.Join(truth.UnassignedMasks, ",") {
		t.Errorf("unassigned = %v, want %v", masks, truth.UnassignedMasks)
	}
	for _, ch := range p.Checks {
		if !ch.Passed {
			t.Errorf("check %s failed: %+v", ch.Name, ch.Items)
		}
	}
	if len(p.MonthlyReplacements) != 0 || len(p.AmbiguousAccounts) != 0 {
		t.Errorf("replacements %+v ambiguous %+v", p.MonthlyReplacements, p.AmbiguousAccounts)
	}

	// The whole rollup is pinned by a golden file.
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	golden := repo.Path("testdata", "golden", "client_acme_rollup.json")
	b = append(b, '\n')
	if *update {
		if err := os.WriteFile(golden, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if !bytes.Equal(b, want) {
		t.Errorf("rollup differs from %s; run with -update if intended", golden)
	}
}
