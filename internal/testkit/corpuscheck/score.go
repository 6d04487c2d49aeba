// Package corpuscheck scores parser output against the synthetic corpus
// ground truth. The corpus test and the parsebench command both use it, so
// the numbers in docs/parsing.md come from the same code the tests run.
package corpuscheck

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/docanalysis/service/internal/document/statement"
	"github.com/docanalysis/service/internal/domain/result"
	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

// Score is the comparison of one parse with its truth.
type Score struct {
	File   string
	Layout string
	// HeaderOK / HeaderTotal count matching header fields (bank, holder,
	// last 4, currency, period start/end, starting/ending balance).
	HeaderOK, HeaderTotal int
	// Transactions: matched on date, amount, direction and description.
	Matched, Parsed, Truth int
	CategoryOK             int
	Reconciled             bool
	// ChecksPassed is true when every validation in Result.Checks passed.
	ChecksPassed bool
	// Verdict is the result's parse_quality verdict ("" without one);
	// VerdictOK says it is the truth's (true when the truth states none).
	Verdict   string
	VerdictOK bool
	// ZeroError: every header field, every transaction (no extra, none
	// missing), NSF count and negative days right, or the expected error.
	ZeroError bool
	// RowsOff and DatedRowsOff count the transactions still unmatched
	// once descriptions are set aside (RowsOff: on amount and direction;
	// DatedRowsOff: on date, amount and direction). A verified reading
	// with RowsOff > 0 let a wrong amount, direction or row through.
	// (Problems is capped, so it cannot tell this.)
	RowsOff, DatedRowsOff int
	// InvariantsPrinted counts the invariants the answer says the
	// statement prints (its printed totals, counts, running balances and
	// daily-balance table); InvariantsChecked those of them the reading
	// checked. A verdict is only as strong as what it checked.
	InvariantsPrinted, InvariantsChecked int
	// Misses names each kind of miss once (a header field, rows wrong on
	// amount or direction, on date only, on description only, a category,
	// the NSF count, negative days, the verdict, an error or a detection).
	// Unlike Problems it is never capped, so a benchmark can count the
	// documents each kind keeps from zero errors without listing them:
	// the blind set is reported that way.
	Misses   []string
	Problems []string
}

func (s *Score) miss(kind string) {
	for _, k := range s.Misses {
		if k == kind {
			return
		}
	}
	s.Misses = append(s.Misses, kind)
}

// sameName compares bank names as a reader sees them: case, spaces and
// punctuation aside ("JPMorgan Chase Bank, N.A." is not "Chase", but
// "BANK OF AMERICA" is "Bank of America").
func sameName(a, b string) bool {
	norm := func(s string) string {
		var sb strings.Builder
		for _, r := range strings.ToUpper(s) {
			if r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '&' {
				sb.WriteRune(r)
			}
		}
		return sb.String()
	}
	return a != "" && norm(a) == norm(b)
}

func (s *Score) problem(format string, a ...any) {
	if len(s.Problems) < 12 {
		s.Problems = append(s.Problems, fmt.Sprintf(format, a...))
	}
}

func normDesc(s string) string { return strings.ToUpper(strings.Join(strings.Fields(s), " ")) }

func key(date string, amount float64, typ, desc string) string {
	return fmt.Sprintf("%s|%d|%s|%s", date, int64(math.Round(amount*100)), typ, normDesc(desc))
}

// unmatched counts the extra and missing transactions that still do not
// pair up when only fields [from, to) of their keys (date, amount,
// direction, description) are compared.
func unmatched(extra, missing []string, from, to int) int {
	part := func(k string) string { return strings.Join(strings.SplitN(k, "|", 4)[from:to], "|") }
	n := map[string]int{}
	for _, k := range extra {
		n[part(k)]++
	}
	for _, k := range missing {
		n[part(k)]--
	}
	off := 0
	for _, v := range n {
		off += max(v, -v)
	}
	return off
}

func str(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

// Compare scores res (and err, the parse error) against t.
func Compare(t *groundtruth.Truth, res *result.Statement, err error) Score {
	s := Score{File: t.File, Layout: t.Layout}
	code := statement.CodeOf(err)
	if t.ExpectError != "" {
		s.ZeroError = code == t.ExpectError
		if !s.ZeroError {
			s.miss("error code")
			s.problem("error code %q, want %q (%v)", code, t.ExpectError, err)
		}
		return s
	}
	if err != nil {
		s.miss("unexpected error")
		s.problem("unexpected error: %v", err)
		s.Truth = len(t.Transactions)
		return s
	}
	if t.FailureReason != "" {
		got := str(res.Detection.FailureReason)
		exp := 0
		if res.Detection.PagesExpected != nil {
			exp = *res.Detection.PagesExpected
		}
		s.ZeroError = got == t.FailureReason && res.Detection.PagesPresent == t.PagesPresent && exp == t.PagesExpected
		if !s.ZeroError {
			s.miss("detection")
			s.problem("detection %q %d/%d, want %q %d/%d", got, res.Detection.PagesPresent, exp, t.FailureReason, t.PagesPresent, t.PagesExpected)
		}
		return s
	}
	hdr := func(name, got, want string) {
		s.HeaderTotal++
		if got == want {
			s.HeaderOK++
		} else {
			s.miss(name)
			s.problem("%s = %q, want %q", name, got, want)
		}
	}
	f := func(p *float64) string {
		if p == nil {
			return "null"
		}
		return fmt.Sprintf("%.2f", *p)
	}
	bank := str(res.BankName)
	for _, alias := range t.BankNameAliases {
		if sameName(bank, alias) {
			bank = t.BankName
		}
	}
	if sameName(bank, t.BankName) {
		bank = t.BankName
	}
	hdr("bank_name", bank, t.BankName)
	hdr("account_holder_name", str(res.AccountHolderName), t.AccountHolderName)
	hdr("account_number_last4", str(res.AccountNumberLast4), t.AccountLast4)
	hdr("currency", str(res.Currency), t.Currency)
	hdr("period_start", str(res.PeriodStart), t.PeriodStart)
	hdr("period_end", str(res.PeriodEnd), t.PeriodEnd)
	hdr("starting_balance", f(res.StartingBalance), f(t.StartingBalance))
	hdr("ending_balance", f(res.EndingBalance), f(t.EndingBalance))

	want := map[string][]groundtruth.Transaction{}
	for _, x := range t.Transactions {
		k := key(x.Date, x.Amount, x.Type, x.Description)
		want[k] = append(want[k], x)
	}
	s.Truth = len(t.Transactions)
	s.Parsed = len(res.Transactions)
	var extra []string
	for _, x := range res.Transactions {
		var amt float64
		if x.Amount != nil {
			amt = *x.Amount
		}
		k := key(str(x.Date), amt, str(x.Type), str(x.Description))
		if ws := want[k]; len(ws) > 0 {
			s.Matched++
			if ws[0].Category == "" || str(x.Category) == ws[0].Category {
				s.CategoryOK++
			} else {
				s.miss("category")
				s.problem("category %q for %q, want %q", str(x.Category), str(x.Description), ws[0].Category)
			}
			want[k] = ws[1:]
			continue
		}
		extra = append(extra, k)
	}
	var missing []string
	for k, ws := range want {
		for range ws {
			missing = append(missing, k)
		}
	}
	s.RowsOff = unmatched(extra, missing, 1, 3)
	s.DatedRowsOff = unmatched(extra, missing, 0, 3)
	switch {
	case s.RowsOff > 0:
		s.miss("rows: amount, direction or count")
	case s.DatedRowsOff > 0:
		s.miss("rows: date")
	case len(extra)+len(missing) > 0:
		s.miss("rows: description")
	}
	sort.Strings(extra)
	sort.Strings(missing)
	for _, e := range extra {
		s.problem("extra   %s", e)
	}
	for _, m := range missing {
		s.problem("missing %s", m)
	}
	s.ChecksPassed = true
	for _, c := range res.Checks {
		if c.Name == "reconciliation" {
			s.Reconciled = c.Passed
		}
		if !c.Passed {
			s.ChecksPassed = false
			s.problem("check %s failed: %d of %d", c.Name, c.Failed, c.Checked)
		}
	}
	nsfOK := res.NumberOfNSF != nil && *res.NumberOfNSF == t.NumberOfNSF
	negOK := res.NumberOfNegativeDays != nil && *res.NumberOfNegativeDays == t.NegativeDays
	if t.StartingBalance == nil && t.EndingBalance == nil {
		// No balance printed or derivable: negative days are unknown.
		negOK = res.NumberOfNegativeDays == nil
	}
	if !nsfOK {
		s.miss("number_of_nsf")
		s.problem("number_of_nsf wrong (want %d)", t.NumberOfNSF)
	}
	if !negOK {
		s.miss("number_of_negative_days")
		s.problem("number_of_negative_days wrong (want %d)", t.NegativeDays)
	}
	if res.ParseQuality != nil {
		s.Verdict = res.ParseQuality.Verdict
	}
	s.VerdictOK = t.ParseQuality == "" || s.Verdict == t.ParseQuality
	if !s.VerdictOK {
		s.miss("parse_quality")
		s.problem("parse_quality %q, want %q", s.Verdict, t.ParseQuality)
	}
	s.ZeroError = s.HeaderOK == s.HeaderTotal && s.Matched == s.Truth && s.Matched == s.Parsed && nsfOK && negOK && s.VerdictOK
	s.InvariantsPrinted, s.InvariantsChecked = invariantCoverage(t.Printed, res.Checks)
	return s
}

// invariantCoverage counts the invariants p says are printed, and those
// of them a check of cs covered.
func invariantCoverage(p *groundtruth.Printed, cs []result.Check) (printed, checked int) {
	if p == nil {
		return 0, 0
	}
	ran := map[string]bool{}
	for _, c := range cs {
		if c.Checked > 0 || c.Expected != nil {
			ran[c.Name] = true
		}
	}
	for _, inv := range []struct {
		printed bool
		checks  []string
	}{
		{p.TotalCredits != nil || p.TotalDebits != nil, []string{"printed_totals"}},
		{p.CountCredits != nil || p.CountDebits != nil, []string{"printed_counts"}},
		{p.RunningBalance != "", []string{"running_balance"}},
		{p.DailyBalanceTable, []string{"daily_balance_table"}},
	} {
		if !inv.printed {
			continue
		}
		printed++
		for _, n := range inv.checks {
			if ran[n] {
				checked++
				break
			}
		}
	}
	return printed, checked
}

// Files lists the truth files of a corpus directory.
func Files(dir string) ([]string, error) {
	m, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	sort.Strings(m)
	return m, nil
}

// PDFFor returns the PDF path of a truth file.
func PDFFor(truthPath string) string { return strings.TrimSuffix(truthPath, ".json") + ".pdf" }

// ReadPDF reads the PDF of a truth file.
func ReadPDF(truthPath string) ([]byte, error) { return os.ReadFile(PDFFor(truthPath)) }
