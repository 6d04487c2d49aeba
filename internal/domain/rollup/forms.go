package rollup

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// Document kinds of forms attached to a client. A Document with another
// Kind (or none) is a bank statement.
const (
	KindTaxReturn       = "tax_return"
	KindApplicationForm = "application_form"
	KindBankStatement   = "bank_statement"
)

// Names of the checks between the forms attached to a client and its
// statements.
const (
	CheckStatedRevenue   = "stated_revenue"
	CheckBusinessName    = "business_name"
	CheckEIN             = "ein"
	CheckRequestedAmount = "requested_amount"
)

// Thresholds of the form checks (docs/clients.md). They are whole
// percentages so that the decisions are made in integer cents and an
// amount exactly at the edge always passes.
const (
	// StatedRevenueTolerancePct: a stated monthly revenue is flagged when
	// it differs from the statements' estimated monthly revenue by more
	// than this share of the statements' figure (a ratio outside
	// 0.75–1.25).
	StatedRevenueTolerancePct = 25
	// RequestedAmountMaxPct: a requested amount is flagged when it is
	// more than this share of the statements' estimated monthly revenue
	// (1.5 months of revenue).
	RequestedAmountMaxPct = 150
)

// FormRow is one extracted row of a tax return or an application, as
// stored in the extraction envelope's data (internal/document/forms.Row);
// only what the checks read.
type FormRow struct {
	Name    string `json:"name"`
	Value   any    `json:"value"`
	Form    string `json:"form,omitempty"`
	TaxYear int    `json:"tax_year,omitempty"`
	Owner   int    `json:"owner,omitempty"`
}

// DecodeFormRows reads stored extraction rows. A row that cannot be read
// is skipped: the checks use what the form gives.
func DecodeFormRows(raw []json.RawMessage) []FormRow {
	out := make([]FormRow, 0, len(raw))
	for _, r := range raw {
		var row FormRow
		if json.Unmarshal(r, &row) == nil && row.Name != "" {
			out = append(out, row)
		}
	}
	return out
}

// IsForm reports whether a document kind is a tax return or an
// application.
func IsForm(kind string) bool { return kind == KindTaxReturn || kind == KindApplicationForm }

// Items of the form checks.
type (
	// StatedRevenue compares one form's stated revenue, per month, with
	// the statements' estimated monthly revenue. Ratio is stated over the
	// statements' figure; it is null when the statements show none.
	StatedRevenue struct {
		DocumentID       string   `json:"document_id"`
		DocumentKind     string   `json:"document_kind"`
		Form             *string  `json:"form"`
		TaxYear          *int     `json:"tax_year"`
		Field            string   `json:"field"`
		Stated           float64  `json:"stated"`
		StatedMonthly    float64  `json:"stated_monthly"`
		StatementMonthly *float64 `json:"statement_monthly"`
		Ratio            *float64 `json:"ratio"`
		Flagged          bool     `json:"flagged"`
	}
	// DocumentName is one business name a document prints. Matches tells
	// whether it is the reference name once normalized.
	DocumentName struct {
		DocumentID   string `json:"document_id"`
		DocumentKind string `json:"document_kind"`
		Field        string `json:"field"`
		Name         string `json:"name"`
		Normalized   string `json:"normalized"`
		Matches      bool   `json:"matches"`
	}
	// DocumentEIN is the EIN one form prints; only its last four digits
	// are repeated here. Full tells whether all nine digits were read.
	DocumentEIN struct {
		DocumentID   string `json:"document_id"`
		DocumentKind string `json:"document_kind"`
		EINLast4     string `json:"ein_last4"`
		Full         bool   `json:"full"`
		Matches      bool   `json:"matches"`
	}
	// RequestedAmount compares an application's requested amount with the
	// statements' estimated monthly revenue (and, for information, with
	// the revenue the application states).
	RequestedAmount struct {
		DocumentID            string   `json:"document_id"`
		RequestedAmount       float64  `json:"requested_amount"`
		StatementMonthly      *float64 `json:"statement_monthly"`
		MonthsOfRevenue       *float64 `json:"months_of_revenue"`
		StatedMonthly         *float64 `json:"stated_monthly"`
		MonthsOfStatedRevenue *float64 `json:"months_of_stated_revenue"`
		Flagged               bool     `json:"flagged"`
	}
)

// formRef is one completed form while the checks run.
type formRef struct {
	doc  *Document
	rows []FormRow
}

// first returns the value of the first business row (no owner) named
// name.
func (f formRef) first(name string) (any, bool) {
	for _, r := range f.rows {
		if r.Name == name && r.Owner == 0 && r.Value != nil {
			return r.Value, true
		}
	}
	return nil, false
}

func (f formRef) text(name string) string {
	v, ok := f.first(name)
	if !ok {
		return ""
	}
	switch x := v.(type) {
	case string:
		return strings.TrimSpace(x)
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	}
	return ""
}

// amount returns a money row in cents; ok is false when the row is
// absent or not a number.
func (f formRef) amount(name string) (int64, bool) {
	v, ok := f.first(name)
	if !ok {
		return 0, false
	}
	switch x := v.(type) {
	case float64:
		return cents(x), true
	case string:
		s := strings.NewReplacer("$", "", ",", "", " ", "").Replace(x)
		if n, err := strconv.ParseFloat(s, 64); err == nil {
			return cents(n), true
		}
	}
	return 0, false
}

func (f formRef) formInfo() (*string, *int) {
	var form *string
	var year *int
	for _, r := range f.rows {
		if form == nil && r.Form != "" {
			v := r.Form
			form = &v
		}
		if year == nil && r.TaxYear != 0 {
			v := r.TaxYear
			year = &v
		}
	}
	return form, year
}

// classifyForms collects the completed forms with rows, in submission
// order. Forms never feed the statement rollup.
func (c *computer) classifyForms() {
	for _, d := range c.docs {
		if !IsForm(d.Kind) || d.NoOrg || (d.Status != StatusParsed && d.Status != StatusCompleted) || len(d.Rows) == 0 {
			continue
		}
		c.forms = append(c.forms, formRef{doc: d, rows: d.Rows})
	}
}

// ratio4 is a/b rounded to four decimals.
func ratio4(a, b int64) float64 {
	return float64(int64(float64(a)/float64(b)*10000+0.5)) / 10000
}

// revenueOff reports whether stated is off the statements' monthly
// revenue by more than the tolerance. Integer arithmetic: an amount
// exactly at the edge passes.
func revenueOff(stated, actual int64) bool {
	diff := stated - actual
	if diff < 0 {
		diff = -diff
	}
	return diff*100 > actual*StatedRevenueTolerancePct
}

// requestedTooHigh reports whether requested is more than the allowed
// share of the monthly revenue.
func requestedTooHigh(requested, monthly int64) bool {
	return requested*100 > monthly*RequestedAmountMaxPct
}

// statedMonthly is the revenue a form states, per month, in cents, and
// which row it comes from: an application's monthly_revenue, else its
// annual_revenue / 12; a tax return's gross_receipts / 12.
func (f formRef) statedMonthly() (field string, stated, monthly int64, ok bool) {
	if f.doc.Kind == KindApplicationForm {
		if v, ok := f.amount("monthly_revenue"); ok {
			return "monthly_revenue", v, v, true
		}
		if v, ok := f.amount("annual_revenue"); ok {
			return "annual_revenue", v, (v + 6) / 12, true
		}
		return "", 0, 0, false
	}
	if v, ok := f.amount("gross_receipts"); ok {
		return "gross_receipts", v, (v + 6) / 12, true
	}
	return "", 0, 0, false
}

// formChecks compares the forms attached to the client with its
// statements and with each other, and appends the four checks.
func (c *computer) formChecks() {
	p := &c.res.Profile
	var actual int64
	haveActual := p.EstimatedMonthly != nil
	if haveActual {
		actual = cents(*p.EstimatedMonthly)
	}
	var actualOut *float64
	if haveActual {
		v := money(actual)
		actualOut = &v
	}

	rev := CrossCheck{Name: CheckStatedRevenue, Items: []any{}}
	req := CrossCheck{Name: CheckRequestedAmount, Items: []any{}}
	for _, f := range c.forms {
		field, stated, monthly, ok := f.statedMonthly()
		if ok {
			it := StatedRevenue{DocumentID: f.doc.ID, DocumentKind: f.doc.Kind, Field: field,
				Stated: money(stated), StatedMonthly: money(monthly), StatementMonthly: actualOut}
			it.Form, it.TaxYear = f.formInfo()
			if f.doc.Kind == KindApplicationForm {
				it.Form, it.TaxYear = nil, nil
			}
			if haveActual {
				rev.Checked++
				if actual > 0 {
					r := ratio4(monthly, actual)
					it.Ratio = &r
				}
				it.Flagged = revenueOff(monthly, actual)
			}
			rev.Items = append(rev.Items, it)
		}
		if f.doc.Kind != KindApplicationForm {
			continue
		}
		amt, ok := f.amount("requested_amount")
		if !ok {
			continue
		}
		it := RequestedAmount{DocumentID: f.doc.ID, RequestedAmount: money(amt), StatementMonthly: actualOut}
		if _, _, sm, ok := f.statedMonthly(); ok {
			v := money(sm)
			it.StatedMonthly = &v
			if sm > 0 {
				r := ratio4(amt, sm)
				it.MonthsOfStatedRevenue = &r
			}
		}
		if haveActual {
			req.Checked++
			if actual > 0 {
				r := ratio4(amt, actual)
				it.MonthsOfRevenue = &r
			}
			it.Flagged = requestedTooHigh(amt, actual)
		}
		req.Items = append(req.Items, it)
	}
	rev.Passed = !anyFlagged(rev.Items)
	rev.Detail = fmt.Sprintf("Revenue a form states per month (an application's monthly revenue, else its annual revenue / 12; a tax return's gross receipts / 12) against the statements' estimated monthly revenue; flagged when off by more than %d %%.", StatedRevenueTolerancePct)
	req.Passed = !anyFlagged(req.Items)
	req.Detail = fmt.Sprintf("An application's requested amount against the statements' estimated monthly revenue; flagged above %d %% (%.1f months of revenue).", RequestedAmountMaxPct, float64(RequestedAmountMaxPct)/100)

	p.Checks = append(p.Checks, rev, c.nameCheck(), c.einCheck(), req)
}

func anyFlagged(items []any) bool {
	for _, it := range items {
		switch x := it.(type) {
		case StatedRevenue:
			if x.Flagged {
				return true
			}
		case RequestedAmount:
			if x.Flagged {
				return true
			}
		}
	}
	return false
}

// nameCheck compares the business names across documents: the
// application's legal name and DBA, the tax return's business name (and a
// Schedule C's proprietor), and each used statement's account holder.
// The reference is the normalized name the most documents print (the
// first document's on a tie); the check fails when a document prints no
// name equal to it.
func (c *computer) nameCheck() CrossCheck {
	ch := CrossCheck{Name: CheckBusinessName, Items: []any{}}
	type docNames struct {
		pos   int
		items []DocumentName
	}
	var docs []docNames
	add := func(d *Document, kind string, fields [][2]string) {
		dn := docNames{pos: d.Position}
		seen := map[string]bool{}
		for _, f := range fields {
			for _, n := range splitDBA(f[1]) {
				norm := NormalizeBusinessName(n)
				if norm == "" || seen[f[0]+"\x00"+norm] {
					continue
				}
				seen[f[0]+"\x00"+norm] = true
				dn.items = append(dn.items, DocumentName{DocumentID: d.ID, DocumentKind: kind, Field: f[0], Name: n, Normalized: norm})
			}
		}
		if len(dn.items) > 0 {
			docs = append(docs, dn)
		}
	}
	// Documents in submission order, forms and statements together.
	forms := map[*Document]formRef{}
	for _, f := range c.forms {
		forms[f.doc] = f
	}
	used := map[*Document]*stmtRef{}
	for _, s := range c.used {
		used[s.doc] = s
	}
	for _, d := range c.docs {
		if f, ok := forms[d]; ok {
			if d.Kind == KindApplicationForm {
				add(d, d.Kind, [][2]string{{"business_legal_name", f.text("business_legal_name")}, {"dba", f.text("dba")}})
			} else {
				add(d, d.Kind, [][2]string{{"business_name", f.text("business_name")}, {"taxpayer_name", f.text("taxpayer_name")}})
			}
		} else if s, ok := used[d]; ok {
			add(d, KindBankStatement, [][2]string{{"account_holder", str(s.st.AccountHolderName)}})
		}
	}
	ch.Detail = "Business names across documents (the application's legal name and DBA, the tax return's business name, each statement's account holder), compared in upper case without punctuation, a leading THE or entity suffixes (LLC, Inc, Corp, Co, Ltd, LP, LLP, PLLC, PC)"
	ch.Passed = true
	formNamed := false
	for _, d := range docs {
		formNamed = formNamed || d.items[0].DocumentKind != KindBankStatement
	}
	if !formNamed {
		// The statements alone are the account_holders check.
		ch.Detail += "; no form names the business."
		return ch
	}
	count := map[string]int{}
	firstPos := map[string]int{}
	for _, d := range docs {
		inDoc := map[string]bool{}
		for _, it := range d.items {
			if !inDoc[it.Normalized] {
				inDoc[it.Normalized] = true
				count[it.Normalized]++
				if _, ok := firstPos[it.Normalized]; !ok {
					firstPos[it.Normalized] = d.pos
				}
			}
		}
	}
	ref := ""
	for n, k := range count {
		if ref == "" || k > count[ref] || k == count[ref] && (firstPos[n] < firstPos[ref] || firstPos[n] == firstPos[ref] && n < ref) {
			ref = n
		}
	}
	for _, d := range docs {
		ch.Checked++
		match := false
		for _, it := range d.items {
			it.Matches = it.Normalized == ref
			match = match || it.Matches
			ch.Items = append(ch.Items, it)
		}
		if !match {
			ch.Passed = false
		}
	}
	if ref != "" {
		ch.Detail += "; reference: " + ref
	}
	ch.Detail += "."
	return ch
}

// einCheck compares the EINs the forms print: all nine digits when both
// forms show them, else the last four.
func (c *computer) einCheck() CrossCheck {
	ch := CrossCheck{Name: CheckEIN, Items: []any{}}
	type ein struct {
		item DocumentEIN
		full string
	}
	var eins []ein
	for _, f := range c.forms {
		full := digits(f.text("ein"))
		last4 := digits(f.text("ein_last4"))
		if len(full) == 9 {
			last4 = full[5:]
		} else {
			full = ""
		}
		if len(last4) != 4 {
			continue
		}
		eins = append(eins, ein{item: DocumentEIN{DocumentID: f.doc.ID, DocumentKind: f.doc.Kind, EINLast4: last4, Full: full != ""}, full: full})
	}
	same := func(a, b ein) bool {
		if a.full != "" && b.full != "" {
			return a.full == b.full
		}
		return a.item.EINLast4 == b.item.EINLast4
	}
	ch.Passed = true
	for i := range eins {
		ch.Checked++
		eins[i].item.Matches = same(eins[i], eins[0])
		if !eins[i].item.Matches {
			ch.Passed = false
		}
		for j := range i {
			if !same(eins[i], eins[j]) {
				ch.Passed = false
			}
		}
		ch.Items = append(ch.Items, eins[i].item)
	}
	ch.Detail = "EINs the application and the tax returns print, all nine digits when both show them, else the last four; only the last four are repeated here."
	return ch
}

func digits(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// splitDBA splits "ACME WIDGETS LLC DBA ACME SHOP" into both names.
func splitDBA(s string) []string {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil
	}
	u := strings.ToUpper(s)
	for _, sep := range []string{" D/B/A ", " DBA ", " D.B.A. ", " T/A "} {
		if i := strings.Index(u, sep); i > 0 {
			a, b := strings.TrimSpace(s[:i]), strings.TrimSpace(s[i+len(sep):])
			out := []string{s}
			if a != "" {
				out = append(out, a)
			}
			if b != "" {
				out = append(out, b)
			}
			return out
		}
	}
	return []string{s}
}

// entitySuffixes are the words (and spelled-out letter sequences) a
// business name ends with that say what kind of entity it is, not which.
var entitySuffixes = [][]string{
	{"L", "L", "C"}, {"L", "L", "P"}, {"P", "L", "L", "C"}, {"P", "C"}, {"L", "P"},
	{"LLC"}, {"LLP"}, {"PLLC"}, {"LP"}, {"PC"}, {"INC"}, {"INCORPORATED"}, {"CORP"}, {"CORPORATION"},
	{"CO"}, {"COMPANY"}, {"LTD"}, {"LIMITED"},
}

// NormalizeBusinessName is how business names are compared across
// documents: upper case, apostrophes dropped, other punctuation as
// spaces, "&" as AND, a leading THE and trailing entity suffixes (LLC,
// Inc, Corp, …, also spelled L.L.C.) removed. "Joe's Pizza, L.L.C." and
// "JOES PIZZA LLC" are the same name.
func NormalizeBusinessName(s string) string {
	s = strings.NewReplacer("'", "", "’", "", "&", " AND ").Replace(s)
	words := strings.Fields(NormalizeName(s))
	if len(words) > 1 && words[0] == "THE" {
		words = words[1:]
	}
	for changed := true; changed; {
		changed = false
		for _, suf := range entitySuffixes {
			if len(words) > len(suf) && equalTail(words, suf) {
				words = words[:len(words)-len(suf)]
				changed = true
			}
		}
	}
	return strings.Join(words, " ")
}

func equalTail(words, suf []string) bool {
	tail := words[len(words)-len(suf):]
	for i := range suf {
		if tail[i] != suf[i] {
			return false
		}
	}
	return true
}
