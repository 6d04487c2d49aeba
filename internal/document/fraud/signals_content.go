package fraud

import (
	"fmt"
	"math"
	"regexp"
	"strings"
	"time"

	"github.com/docanalysis/service/internal/document/statement"
	"github.com/docanalysis/service/internal/domain/result"
)

// isStatement reports whether the parsed result is a bank statement whose
// content can be judged.
func (e *env) isStatement() bool {
	return e.res != nil && e.res.Detection.DocumentType == "bank_statement"
}

// check returns the parser's validation of that name. Balance checks are
// not judged on a statement with pages missing: the missing rows explain
// the gap, and the result already reports failure_reason missing_pages.
func (e *env) check(name string) *result.Check {
	if !e.isStatement() || str(e.res.Detection.FailureReason) == statement.ReasonMissingPages {
		return nil
	}
	for i := range e.res.Checks {
		if e.res.Checks[i].Name == name {
			return &e.res.Checks[i]
		}
	}
	return nil
}

func checkEvidence(c *result.Check) map[string]any {
	ev := map[string]any{"check": c.Name}
	if c.Expected != nil {
		ev["expected"] = *c.Expected
	}
	if c.Actual != nil {
		ev["actual"] = *c.Actual
	}
	if c.Checked > 0 {
		ev["checked"] = c.Checked
		ev["failed"] = c.Failed
	}
	if c.Detail != "" {
		ev["detail"] = c.Detail
	}
	return ev
}

func balanceMismatch(e *env) *result.Finding {
	c := e.check("reconciliation")
	if c == nil || c.Passed {
		return nil
	}
	msg := "Opening balance plus deposits minus withdrawals does not equal the closing balance."
	if c.Expected != nil && c.Actual != nil {
		msg = fmt.Sprintf("Opening balance plus deposits minus withdrawals gives %.2f, but the statement's closing balance is %.2f.", *c.Actual, *c.Expected)
	}
	return newFinding("balance_mismatch", 0, msg, checkEvidence(c))
}

func runningBalanceMismatch(e *env) *result.Finding {
	var failed []*result.Check
	for _, name := range []string{"running_balance", "daily_balance_table"} {
		if c := e.check(name); c != nil && !c.Passed {
			failed = append(failed, c)
		}
	}
	if len(failed) == 0 {
		return nil
	}
	page := 0
	var rows []map[string]any
	for _, t := range e.res.Transactions {
		if t.Flagged != nil && *t.Flagged {
			if page == 0 {
				page = t.Page
			}
			rows = append(rows, txnEvidence(t))
		}
	}
	ev := map[string]any{"flagged_rows": capList(rows, 10)}
	var checks []map[string]any
	for _, c := range failed {
		checks = append(checks, checkEvidence(c))
	}
	ev["checks"] = checks
	return newFinding("running_balance_mismatch", page,
		fmt.Sprintf("The printed balances do not follow from the transactions (%s): an amount was changed without rebalancing.", failed[0].Name),
		ev)
}

func txnEvidence(t result.Transaction) map[string]any {
	m := map[string]any{"page": t.Page}
	if t.Date != nil {
		m["date"] = *t.Date
	}
	if t.Description != nil {
		m["description"] = *t.Description
	}
	if t.Amount != nil {
		m["amount"] = *t.Amount
	}
	if t.Type != nil {
		m["type"] = *t.Type
	}
	return m
}

func str(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

// refRe finds reference numbers in a description: four or more digits not
// part of a date.
var (
	refRe      = regexp.MustCompile(`\d{4,}`)
	dateInDesc = regexp.MustCompile(`\b\d{1,2}/\d{1,2}(/\d{2,4})?\b`)
)

func hasReference(desc string) bool {
	return refRe.MatchString(dateInDesc.ReplaceAllString(desc, " "))
}

// duplicateRows flags rows that repeat another row exactly. A repeated
// reference number (trace, deposit or check number) is almost certainly
// a copied row; a repeat without one could be two genuine payments.
func duplicateRows(e *env) *result.Finding {
	if !e.isStatement() {
		return nil
	}
	type key struct {
		date, desc, typ string
		cents           int64
	}
	seen := map[key]int{}
	checkNo := map[string]int{}
	var dups []map[string]any
	strong := false
	page := 0
	for i, t := range e.res.Transactions {
		if t.Amount == nil {
			continue
		}
		k := key{str(t.Date), strings.Join(strings.Fields(str(t.Description)), " "), str(t.Type), int64(math.Round(*t.Amount * 100))}
		if j, ok := seen[k]; ok {
			ref := hasReference(k.desc)
			strong = strong || ref
			d := txnEvidence(t)
			d["first_row"], d["repeat_row"], d["reference"] = j+1, i+1, ref
			dups = append(dups, d)
			if page == 0 {
				page = t.Page
			}
			continue
		}
		seen[k] = i
		if t.CheckNumber != nil && *t.CheckNumber != "" {
			if j, ok := checkNo[*t.CheckNumber]; ok {
				strong = true
				d := txnEvidence(t)
				d["first_row"], d["repeat_row"], d["check_number"] = j+1, i+1, *t.CheckNumber
				dups = append(dups, d)
				if page == 0 {
					page = t.Page
				}
				continue
			}
			checkNo[*t.CheckNumber] = i
		}
	}
	if len(dups) == 0 {
		return nil
	}
	f := newFinding("duplicate_rows", page,
		fmt.Sprintf("%d row(s) repeat an earlier row with the same date, description and amount.", len(dups)),
		map[string]any{"duplicates": capList(dups, 10), "count": len(dups)})
	if !strong {
		f.Weight = 10
		f.Message += " None carries a reference number, so they may be genuine repeat payments."
	} else {
		f.Message += " Repeated reference or check numbers mean the rows were copied."
	}
	return f
}

func (e *env) period() (time.Time, time.Time, bool) {
	if !e.isStatement() || e.res.PeriodStart == nil || e.res.PeriodEnd == nil {
		return time.Time{}, time.Time{}, false
	}
	s, err1 := time.Parse("2006-01-02", *e.res.PeriodStart)
	t, err2 := time.Parse("2006-01-02", *e.res.PeriodEnd)
	return s, t, err1 == nil && err2 == nil
}

func datesOutsidePeriod(e *env) *result.Finding {
	start, end, ok := e.period()
	if !ok {
		return nil
	}
	var out []map[string]any
	page := 0
	far := time.Duration(0)
	for _, t := range e.res.Transactions {
		d, err := time.Parse("2006-01-02", str(t.Date))
		if err != nil || !d.Before(start) && !d.After(end) {
			continue
		}
		far = max(far, start.Sub(d), d.Sub(end))
		out = append(out, txnEvidence(t))
		if page == 0 {
			page = t.Page
		}
	}
	if len(out) == 0 {
		return nil
	}
	f := newFinding("dates_outside_period", page,
		fmt.Sprintf("%d transaction(s) are dated outside the statement period %s to %s.", len(out), *e.res.PeriodStart, *e.res.PeriodEnd),
		map[string]any{"rows": capList(out, 10), "count": len(out), "days_outside": int(far.Hours() / 24)})
	if far <= cutoffSlack {
		// A card purchase dated on its transaction day, or a fee
		// posted on the first business day after the cut-off, lands a
		// day or three outside the period on honest statements.
		f.Weight = nearCutoffWeight
		f.Message += " All of them within a few days of the period's edges, where transaction and posting dates differ."
	}
	return f
}

// cutoffSlack is how far outside the period an honest row may be dated;
// nearCutoffWeight is what such rows weigh (circumstantial).
const (
	cutoffSlack      = 3 * 24 * time.Hour
	nearCutoffWeight = 10
)

// settlementRe matches postings that move through ACH or Fedwire, which
// settle only on business days. Card purchases and transfers between a
// customer's own accounts can carry weekend dates and are not matched.
var settlementRe = regexp.MustCompile(`(?i)\b(ACH|CCD|PPD|CTX|ORIG CO|DIRECT DEP(OSIT)?|PAYROLL|WIRE|FEDWIRE)\b`)

func (e *env) settlementRows(pred func(time.Time) (string, bool)) ([]map[string]any, int) {
	if !e.isStatement() {
		return nil, 0
	}
	var rows []map[string]any
	page := 0
	for _, t := range e.res.Transactions {
		if !settlementRe.MatchString(str(t.Description)) {
			continue
		}
		d, err := time.Parse("2006-01-02", str(t.Date))
		if err != nil {
			continue
		}
		why, ok := pred(d)
		if !ok {
			continue
		}
		r := txnEvidence(t)
		r["day"] = why
		rows = append(rows, r)
		if page == 0 {
			page = t.Page
		}
	}
	return rows, page
}

func achOnWeekend(e *env) *result.Finding {
	rows, page := e.settlementRows(func(d time.Time) (string, bool) {
		wd := d.Weekday()
		return wd.String(), wd == time.Saturday || wd == time.Sunday
	})
	if len(rows) == 0 {
		return nil
	}
	f := newFinding("ach_on_weekend", page,
		fmt.Sprintf("%d ACH or wire posting(s) are dated on a weekend, when ACH and Fedwire do not settle: the dates were changed.", len(rows)),
		map[string]any{"rows": capList(rows, 10), "count": len(rows)})
	switch {
	case len(rows) >= 3:
		f.Weight = 45
	case len(rows) == 2:
		f.Weight = 30
	}
	return f
}

func achOnHoliday(e *env) *result.Finding {
	rows, page := e.settlementRows(func(d time.Time) (string, bool) {
		h := fedHoliday(d)
		return h, h != ""
	})
	if len(rows) == 0 {
		return nil
	}
	return newFinding("ach_on_holiday", page,
		fmt.Sprintf("%d ACH or wire posting(s) are dated on a Federal Reserve holiday (%v).", len(rows), rows[0]["day"]),
		map[string]any{"rows": capList(rows, 10), "count": len(rows)})
}

// roundNumberDeposits flags statements where many deposits are exact
// hundreds: invented income tends to be round, real receipts rarely are.
func roundNumberDeposits(e *env) *result.Finding {
	if !e.isStatement() {
		return nil
	}
	credits, round := 0, 0
	var rows []map[string]any
	for _, t := range e.res.Transactions {
		if str(t.Type) != "credit" || t.Amount == nil {
			continue
		}
		credits++
		c := int64(math.Round(*t.Amount * 100))
		if c >= 50000 && c%10000 == 0 {
			round++
			rows = append(rows, txnEvidence(t))
		}
	}
	if round < 3 || round*10 < credits*3 {
		return nil
	}
	return newFinding("round_number_deposits", 0,
		fmt.Sprintf("%d of %d deposits are exact multiples of $100, far more than genuine receipts show.", round, credits),
		map[string]any{"round": round, "deposits": credits, "rows": capList(rows, 10)})
}

// bankMarkers are phrases that every statement of a bank prints, taken
// from public statement layouts. A document that names the bank but lacks
// all of them was not laid out by that bank. Banks are listed only when
// their markers are known; others are not judged.
var bankMarkers = map[string][]string{
	"Chase":           {"jpmorgan chase bank, n.a."},
	"Bank of America": {"bank of america, n.a.", "p.o. box 15284"},
	"TD Bank":         {"america's most convenient bank", "td bank, n.a."},
}

func bankMarkersMissing(e *env) *result.Finding {
	if !e.isStatement() || e.doc == nil {
		return nil
	}
	bank := str(e.res.Detection.DetectedBank)
	if bank == "" {
		bank = str(e.res.BankName)
	}
	markers, ok := bankMarkers[bank]
	if !ok {
		return nil
	}
	var b strings.Builder
	for _, p := range e.doc.Pages {
		for _, w := range p.Words {
			b.WriteString(strings.ToLower(w.Text))
			b.WriteByte(' ')
		}
	}
	text := strings.Join(strings.Fields(strings.ReplaceAll(b.String(), "’", "'")), " ")
	for _, m := range markers {
		if strings.Contains(text, m) {
			return nil
		}
	}
	return newFinding("bank_markers_missing", 0,
		fmt.Sprintf("The document presents itself as a %s statement but lacks the text every %s statement prints (%q).", bank, bank, markers[0]),
		map[string]any{"bank": bank, "expected_any_of": markers})
}
