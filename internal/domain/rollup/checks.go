package rollup

import (
	"fmt"
	"maps"
	"slices"
	"sort"
	"time"

	"github.com/docanalysis/service/internal/domain/result"
)

// Names of the checks across statements.
const (
	CheckBalanceContinuity     = "balance_continuity"
	CheckCoverageGaps          = "coverage_gaps"
	CheckDuplicateStatements   = "duplicate_statements"
	CheckOverlappingStatements = "overlapping_statements"
	CheckOwnAccountTransfers   = "own_account_transfers"
	CheckAccountHolders        = "account_holders"
)

// Items of the checks.
type (
	// ContinuityBreak: a month's closing balance is not the next month's
	// opening balance of the same account.
	ContinuityBreak struct {
		AccountID      string  `json:"account_id"`
		FromDocumentID string  `json:"from_document_id"`
		ToDocumentID   string  `json:"to_document_id"`
		Closing        float64 `json:"closing"`
		Opening        float64 `json:"opening"`
		Difference     float64 `json:"difference"`
	}
	// Gap: days between two statements of an account that no statement
	// covers.
	Gap struct {
		AccountID string `json:"account_id"`
		From      string `json:"from"`
		To        string `json:"to"`
		Days      int    `json:"days"`
	}
	// MissingMonths: months of the client's window (its first to its last
	// covered month) for which an account has no statement.
	MissingMonths struct {
		AccountID string   `json:"account_id"`
		Months    []string `json:"missing_months"`
	}
	// Duplicate: two statements of one account for the same period;
	// Identical tells a resubmission from two different versions.
	Duplicate struct {
		AccountID string   `json:"account_id"`
		Documents []string `json:"document_ids"`
		Identical bool     `json:"identical"`
	}
	// PeriodOverlap: two statements of one account whose periods overlap.
	PeriodOverlap struct {
		AccountID string   `json:"account_id"`
		Documents []string `json:"document_ids"`
		From      string   `json:"from"`
		To        string   `json:"to"`
	}
	// Holder is one account holder name and the statements that print it.
	Holder struct {
		Holder    string   `json:"holder"`
		Documents []string `json:"document_ids"`
	}
)

// Cross-statement fraud findings and their weights (docs/clients.md).
const (
	FindingBalanceChainBreak    = "balance_chain_break"
	FindingConflictingDuplicate = "conflicting_duplicate"
	WeightBalanceChainBreak     = 45
	WeightConflictingDuplicate  = 45
)

// crossFinding is a fraud finding that only several statements show.
type crossFinding struct {
	Code      string         `json:"code"`
	Severity  string         `json:"severity"`
	Weight    int            `json:"weight"`
	Message   string         `json:"message"`
	Page      *int           `json:"page"`
	Provider  string         `json:"provider"`
	AccountID string         `json:"account_id"`
	Documents []string       `json:"document_ids"`
	Evidence  map[string]any `json:"evidence"`
}

// checks runs the checks across statements and records the fraud
// findings they raise.
func (c *computer) checks() []crossFinding {
	var findings []crossFinding
	cont := CrossCheck{Name: CheckBalanceContinuity, Items: []any{}}
	gaps := CrossCheck{Name: CheckCoverageGaps, Items: []any{}}
	dups := CrossCheck{Name: CheckDuplicateStatements, Items: []any{}}
	over := CrossCheck{Name: CheckOverlappingStatements, Items: []any{}}
	window := map[string]bool{}
	for _, a := range c.accts {
		for m := range a.winners {
			window[m] = true
		}
	}
	all := slices.Sorted(maps.Keys(window))
	var months []string
	if len(all) > 0 {
		first, _ := time.Parse("2006-01", all[0])
		last, _ := time.Parse("2006-01", all[len(all)-1])
		for m := first; !m.After(last); m = m.AddDate(0, 1, 0) {
			months = append(months, m.Format("2006-01"))
		}
	}
	for _, a := range c.accts {
		if a.named {
			continue
		}
		var ss []*stmtRef
		for _, s := range a.stmts {
			if s.hasPeriod {
				ss = append(ss, s)
			}
		}
		sort.SliceStable(ss, func(i, j int) bool {
			if !ss[i].start.Equal(ss[j].start) {
				return ss[i].start.Before(ss[j].start)
			}
			return ss[i].doc.Position < ss[j].doc.Position
		})
		for i, x := range ss {
			for _, y := range ss[i+1:] {
				ids := []string{x.doc.ID, y.doc.ID}
				switch {
				case x.start.Equal(y.start) && x.end.Equal(y.end):
					same := identical(x, y)
					dups.Checked++
					dups.Items = append(dups.Items, Duplicate{AccountID: a.out.ID, Documents: ids, Identical: same})
					if !same {
						findings = append(findings, crossFinding{Code: FindingConflictingDuplicate, Weight: WeightConflictingDuplicate,
							Message:   "Two different statements of the same account cover the same period: at least one of them is not the bank's.",
							AccountID: a.out.ID, Documents: ids, Evidence: map[string]any{"period_start": x.start.Format(day), "period_end": x.end.Format(day)}})
					}
				case !x.start.After(y.end) && !y.start.After(x.end):
					over.Checked++
					over.Items = append(over.Items, PeriodOverlap{AccountID: a.out.ID, Documents: ids,
						From: maxTime(x.start, y.start).Format(day), To: minTime(x.end, y.end).Format(day)})
				}
			}
		}
		// Continuity and gaps follow the statements used for at least
		// one month, in order.
		var chain []*stmtRef
		for _, s := range ss {
			if s.wins > 0 {
				chain = append(chain, s)
			}
		}
		for i := 1; i < len(chain); i++ {
			x, y := chain[i-1], chain[i]
			next := x.end.AddDate(0, 0, 1)
			switch {
			case y.start.Equal(next):
				if x.st.EndingBalance == nil || y.st.StartingBalance == nil {
					continue
				}
				cont.Checked++
				closing, opening := cents(*x.st.EndingBalance), cents(*y.st.StartingBalance)
				if closing == opening {
					continue
				}
				b := ContinuityBreak{AccountID: a.out.ID, FromDocumentID: x.doc.ID, ToDocumentID: y.doc.ID,
					Closing: money(closing), Opening: money(opening), Difference: money(opening - closing)}
				cont.Items = append(cont.Items, b)
				findings = append(findings, crossFinding{Code: FindingBalanceChainBreak, Weight: WeightBalanceChainBreak,
					Message: fmt.Sprintf("The statement of %s opens at %.2f, but the previous month of the same account closed at %.2f.",
						y.start.Format(day), money(opening), money(closing)),
					AccountID: a.out.ID, Documents: []string{x.doc.ID, y.doc.ID},
					Evidence: map[string]any{"closing": money(closing), "opening": money(opening)}})
			case y.start.After(next):
				to := y.start.AddDate(0, 0, -1)
				gaps.Items = append(gaps.Items, Gap{AccountID: a.out.ID, From: next.Format(day), To: to.Format(day), Days: days(span{next, to})})
			}
		}
		if len(a.winners) > 0 {
			gaps.Checked++
			var missing []string
			for _, m := range months {
				if _, ok := a.winners[m]; !ok {
					missing = append(missing, m)
				}
			}
			if len(missing) > 0 {
				gaps.Items = append(gaps.Items, MissingMonths{AccountID: a.out.ID, Months: missing})
			}
		}
	}
	cont.Passed = len(cont.Items) == 0
	cont.Detail = fmt.Sprintf("%d consecutive statement pairs compared: each closing balance against the next opening balance of the same account.", cont.Checked)
	gaps.Passed = len(gaps.Items) == 0
	gaps.Detail = "Days between an account's statements that no statement covers, and months of the client's window an account has no statement for."
	dups.Passed = len(dups.Items) == 0
	dups.Detail = "Statements of one account for the same period; only one of them is used (see monthly_replacements)."
	over.Passed = len(over.Items) == 0
	over.Detail = "Statements of one account whose periods overlap; each month uses one of them (see monthly_replacements)."

	p := &c.res.Profile
	own := CrossCheck{Name: CheckOwnAccountTransfers, Passed: true, Items: []any{}}
	for _, w := range c.works {
		if !w.credit || !w.own || w.counterpart == nil || w.counterpart.named {
			continue
		}
		p.OwnTransfers.Count++
		p.OwnTransfers.Total += money(w.cents)
		if result.IsRevenue(w.cat) {
			p.OwnTransfers.ReclassifiedCount++
			p.OwnTransfers.ReclassifiedTotal += money(w.cents)
		}
	}
	p.OwnTransfers.Total, p.OwnTransfers.ReclassifiedTotal = round2(p.OwnTransfers.Total), round2(p.OwnTransfers.ReclassifiedTotal)
	own.Checked = p.OwnTransfers.Count
	own.Detail = fmt.Sprintf("%d transfers between the client's submitted accounts (%.2f) are not revenue; %d of them (%.2f) a single statement read as revenue.",
		p.OwnTransfers.Count, p.OwnTransfers.Total, p.OwnTransfers.ReclassifiedCount, p.OwnTransfers.ReclassifiedTotal)

	holders := CrossCheck{Name: CheckAccountHolders, Items: []any{}}
	byHolder := map[string]*Holder{}
	var order []string
	for _, s := range c.used {
		h := str(s.st.AccountHolderName)
		if s.holder == "" {
			continue
		}
		holders.Checked++
		if _, ok := byHolder[s.holder]; !ok {
			byHolder[s.holder] = &Holder{Holder: h}
			order = append(order, s.holder)
		}
		byHolder[s.holder].Documents = append(byHolder[s.holder].Documents, s.doc.ID)
	}
	for _, k := range order {
		holders.Items = append(holders.Items, *byHolder[k])
	}
	holders.Passed = len(order) <= 1
	holders.Detail = "Every used statement should name the same account holder; several names can mean statements of another business."

	p.Checks = []CrossCheck{cont, gaps, dups, over, own, holders}
	for i := range findings {
		findings[i].Severity = result.SeverityOf(findings[i].Weight)
		findings[i].Provider = "cross_statement"
	}
	return findings
}
