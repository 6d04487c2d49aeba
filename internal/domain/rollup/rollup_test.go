package rollup

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/result"
	"github.com/docanalysis/service/internal/testkit/repo"
)

// fixture builds a Statement the way the statement engine reports one:
// rows in posting order and a monthly_summary computed from them.
type fixture struct {
	bank, last4, holder string
	start, end          string
	opening             float64
	rows                []row
	score               int
	several             bool
	debts               []result.DebtOutflow
}

type row struct {
	date, desc string
	amount     float64 // positive credit, negative debit
	cat        string
}

func p[T any](v T) *T { return &v }

func (f fixture) statement() *result.Statement {
	s := &result.Statement{PeriodStart: p(f.start), PeriodEnd: p(f.end), FraudScore: p(f.score), DebtOutflows: f.debts}
	if f.bank != "" {
		s.BankName = p(f.bank)
	}
	if f.last4 != "" {
		s.AccountNumberLast4 = p(f.last4)
	}
	if f.holder != "" {
		s.AccountHolderName = p(f.holder)
	}
	if f.several {
		s.Checks = []result.Check{{Name: "single_account", Passed: false}}
	}
	start, _ := time.Parse(day, f.start)
	end, _ := time.Parse(day, f.end)
	bal := cents(f.opening)
	s.StartingBalance = p(f.opening)
	i := 0
	idx := map[string]int{}
	sums := map[string]int64{}
	for d := start; !d.After(end); d = d.AddDate(0, 0, 1) {
		for i < len(f.rows) && f.rows[i].date <= d.Format(day) {
			bal += cents(f.rows[i].amount)
			i++
		}
		m := d.Format("2006-01")
		j, ok := idx[m]
		if !ok {
			s.MonthlySummary = append(s.MonthlySummary, result.MonthSummary{Month: m})
			j = len(s.MonthlySummary) - 1
			idx[m] = j
		}
		ms := &s.MonthlySummary[j]
		ms.Days++
		sums[m] += bal
		ms.EndingBalance = money(bal)
		if bal < 0 {
			ms.NegativeDays++
		}
	}
	s.EndingBalance = p(money(bal))
	for _, r := range f.rows {
		typ, amt := "credit", r.amount
		if amt < 0 {
			typ, amt = "debit", -amt
		}
		cat := r.cat
		if cat == "" {
			cat = map[string]string{"credit": result.CatRevenue, "debit": result.CatOther}[typ]
		}
		s.Transactions = append(s.Transactions, result.Transaction{Date: p(r.date), Description: p(r.desc), Amount: p(amt), Type: p(typ), Category: p(cat)})
		ms := &s.MonthlySummary[idx[r.date[:7]]]
		if typ == "credit" {
			ms.Deposits += amt
			if result.IsRevenue(cat) {
				ms.Revenue += amt
			}
		} else {
			ms.Withdrawals += amt
		}
		if cat == result.CatNSFFee {
			ms.NumberOfNSF++
		}
	}
	for j := range s.MonthlySummary {
		ms := &s.MonthlySummary[j]
		ms.AverageBalance = round2(float64(sums[ms.Month]) / float64(ms.Days) / 100)
	}
	return s
}

func docs(fs ...fixture) []Document {
	var out []Document
	for i, f := range fs {
		out = append(out, Document{ID: fmt.Sprintf("doc-%d", i+1), Position: i, Status: StatusCompleted, Result: f.statement()})
	}
	return out
}

const client = "c1"

func jan(bank, last4 string, rows ...row) fixture {
	return fixture{bank: bank, last4: last4, holder: "ACME LLC", start: "2026-01-01", end: "2026-01-31", opening: 1000, rows: rows}
}

func feb(bank, last4 string, opening float64, rows ...row) fixture {
	return fixture{bank: bank, last4: last4, holder: "ACME LLC", start: "2026-02-01", end: "2026-02-28", opening: opening, rows: rows}
}

func TestAccountsAndInstitutions(t *testing.T) {
	tests := []struct {
		name       string
		in         []fixture
		accounts   int
		tmp        []string // reasons of provisional accounts, in order
		insts      string   // institution ids
		composite  []bool
		sourceCnts []int
	}{
		{"two months of one account merge", []fixture{jan("Chase", "1234"), feb("Chase", "1234", 1000)}, 1, nil, "inst_chase", []bool{true}, []int{2}},
		{"two banks", []fixture{jan("Chase", "1234"), jan("Wells Fargo", "1234")}, 2, nil, "inst_chase,inst_wells_fargo", []bool{false, false}, []int{1, 1}},
		{"no account number", []fixture{jan("Chase", ""), feb("Chase", "", 1000)}, 2, []string{ReasonNoAccountNumber, ReasonNoAccountNumber}, "inst_chase", []bool{false, false}, []int{1, 1}},
		{"bank not identified", []fixture{jan("", "1234")}, 1, []string{ReasonUnknownInstitution}, "unknown", []bool{false}, []int{1}},
		{"several accounts in one PDF", []fixture{func() fixture { f := jan("Chase", "1234"); f.several = true; return f }()}, 1,
			[]string{ReasonSeveralAccounts}, "inst_chase", []bool{false}, []int{1}},
		{"same number, different holders", []fixture{jan("Chase", "1234"), func() fixture { f := feb("Chase", "1234", 1000); f.holder = "OTHER CO"; return f }()},
			2, []string{ReasonHolderMismatch, ReasonHolderMismatch}, "inst_chase", []bool{false, false}, []int{1, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Compute(client, docs(tt.in...))
			if len(r.Accounts) != tt.accounts {
				t.Fatalf("%d accounts, want %d: %+v", len(r.Accounts), tt.accounts, r.Accounts)
			}
			var reasons []string
			for _, a := range r.Ambiguous {
				reasons = append(reasons, a.Reason)
			}
			if strings.Join(reasons, ",") != strings.Join(tt.tmp, ",") {
				t.Errorf("ambiguous reasons = %v, want %v", reasons, tt.tmp)
			}
			var insts []string
			for _, in := range r.Institutions {
				insts = append(insts, in.ID)
				if (in.ID == "unknown") != (in.Name == nil) {
					t.Errorf("institution %s name %v", in.ID, in.Name)
				}
			}
			if strings.Join(insts, ",") != tt.insts {
				t.Errorf("institutions = %v, want %s", insts, tt.insts)
			}
			for i, a := range r.Accounts {
				prov := strings.HasPrefix(a.ID, "acct_tmp_")
				if prov != a.Provisional || prov != (len(tt.tmp) > 0) {
					t.Errorf("account %s provisional %v", a.ID, a.Provisional)
				}
				if a.IsComposite != tt.composite[i] || *a.SourceAccountCount != tt.sourceCnts[i] {
					t.Errorf("account %d composite %v sources %d", i, a.IsComposite, *a.SourceAccountCount)
				}
				if a.InstitutionID == nil {
					t.Errorf("a statement account has no institution: %+v", a)
				}
			}
			// Ids are stable: the same input gives the same ids.
			again := Compute(client, docs(tt.in...))
			for i := range r.Accounts {
				if again.Accounts[i].ID != r.Accounts[i].ID {
					t.Errorf("account id changed between computations")
				}
			}
		})
	}
}

func TestReplacements(t *testing.T) {
	a := jan("Chase", "1234", row{"2026-01-05", "ACH CREDIT ORION INV 1", 500, ""}, row{"2026-01-20", "CARD PURCHASE SHELL", -40, ""})
	// A row dated outside the period (the engine reports such rows; the
	// fraud score flags them) is listed once even when the statement is
	// submitted twice.
	outside := a
	outside.rows = append(append([]row(nil), a.rows...), row{"2026-02-03", "LATE POSTING", -7, ""})
	changed := a
	changed.rows = []row{{"2026-01-05", "ACH CREDIT ORION INV 1", 900, ""}}
	changed.score = 60
	decjan := fixture{bank: "Chase", last4: "1234", holder: "ACME LLC", start: "2025-12-15", end: "2026-01-14", opening: 800,
		rows: []row{{"2025-12-20", "ACH CREDIT BAKER INV 2", 200, ""}, {"2026-01-05", "ACH CREDIT ORION INV 1", 500, ""}}}
	tests := []struct {
		name    string
		in      []fixture
		want    []string // month:used:replaced:reason
		revenue float64
		dups    int
		over    int
		finding string
	}{
		{"the same statement twice", []fixture{a, a}, []string{"2026-01:doc-1:doc-2:duplicate"}, 500, 1, 0, ""},
		{"twice, with a row outside the period", []fixture{outside, outside}, []string{"2026-01:doc-1:doc-2:duplicate"}, 500, 1, 0, ""},
		{"two versions of a month", []fixture{changed, a}, []string{"2026-01:doc-2:doc-1:lower_fraud_score"}, 500, 1, 0, FindingConflictingDuplicate},
		{"a month and an overlapping statement", []fixture{decjan, a}, []string{"2026-01:doc-2:doc-1:more_days"}, 700, 0, 1, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Compute(client, docs(tt.in...))
			var got []string
			for _, x := range r.Replacements {
				got = append(got, strings.Join([]string{x.Month, x.UsedDocumentID, x.ReplacedDocumentID, x.Reason}, ":"))
			}
			if strings.Join(got, " ") != strings.Join(tt.want, " ") {
				t.Errorf("replacements = %v, want %v", got, tt.want)
			}
			if *r.Profile.TrueRevenue != tt.revenue {
				t.Errorf("true_revenue = %v, want %v", *r.Profile.TrueRevenue, tt.revenue)
			}
			ch := checkOf(t, r, CheckDuplicateStatements)
			if len(ch.Items) != tt.dups || ch.Passed != (tt.dups == 0) {
				t.Errorf("duplicates = %+v", ch)
			}
			if ch := checkOf(t, r, CheckOverlappingStatements); len(ch.Items) != tt.over {
				t.Errorf("overlaps = %+v", ch)
			}
			if codes := findingCodes(r); !strings.Contains(codes, tt.finding) || (tt.finding == "") != (codes == "") {
				t.Errorf("cross findings = %q, want %q", codes, tt.finding)
			}
			// A replaced month's rows are not in the transactions.
			seen := map[string]bool{}
			for _, tx := range r.Transactions {
				if strings.HasPrefix(*tx.Date, "2026-01") && !strings.Contains(tt.want[0], ":"+tx.DocumentID+":") {
					t.Errorf("transaction %s of the replaced statement %s is listed", *tx.Date, tx.DocumentID)
				}
				if seen[*tx.Description] {
					t.Errorf("transaction %q listed twice", *tx.Description)
				}
				seen[*tx.Description] = true
			}
		})
	}
}

func checkOf(t *testing.T, r *Result, name string) CrossCheck {
	t.Helper()
	for _, c := range r.Profile.Checks {
		if c.Name == name {
			return c
		}
	}
	t.Fatalf("no check %s", name)
	return CrossCheck{}
}

func findingCodes(r *Result) string {
	var codes []string
	for _, f := range r.Profile.FraudFindings {
		var m map[string]any
		_ = json.Unmarshal(f, &m)
		if m["provider"] == "cross_statement" {
			codes = append(codes, m["code"].(string))
		}
	}
	return strings.Join(codes, ",")
}

func TestContinuityAndGaps(t *testing.T) {
	j := jan("Chase", "1234", row{"2026-01-05", "ACH CREDIT ORION INV 1", 500, ""}) // closes at 1500
	tests := []struct {
		name    string
		in      []fixture
		breaks  int
		gaps    int
		finding string
	}{
		{"continuous", []fixture{j, feb("Chase", "1234", 1500)}, 0, 0, ""},
		{"opening differs", []fixture{j, feb("Chase", "1234", 1499.99)}, 1, 0, FindingBalanceChainBreak},
		{"a month missing", []fixture{j, {bank: "Chase", last4: "1234", holder: "ACME LLC", start: "2026-03-01", end: "2026-03-31", opening: 1500}}, 0, 2, ""},
		{"another account lacks a month", []fixture{j, feb("Chase", "1234", 1500), feb("Wells Fargo", "9999", 10)}, 0, 1, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Compute(client, docs(tt.in...))
			if ch := checkOf(t, r, CheckBalanceContinuity); len(ch.Items) != tt.breaks || ch.Passed != (tt.breaks == 0) {
				t.Errorf("continuity = %+v", ch)
			}
			if ch := checkOf(t, r, CheckCoverageGaps); len(ch.Items) != tt.gaps || ch.Passed != (tt.gaps == 0) {
				t.Errorf("gaps = %+v", ch)
			}
			if codes := findingCodes(r); codes != tt.finding {
				t.Errorf("cross findings = %q, want %q", codes, tt.finding)
			}
		})
	}
}

func TestOwnTransfersAndUnassigned(t *testing.T) {
	a := jan("Chase", "1111",
		row{"2026-01-07", "BOOK TRANSFER DEBIT REF 9", -300, ""},
		row{"2026-01-09", "ONLINE TRANSFER FROM CHK XXXXXX2222", 120, result.CatOwnTransfer},
		row{"2026-01-12", "ONLINE TRANSFER TO SAV XXXXXX7777", -50, result.CatOwnTransfer},
		row{"2026-01-13", "ACH CREDIT ORION INV 4", 1000, ""},
		row{"2026-01-14", "BOOK TRANSFER CREDIT FROM XXXXXX7777", 70, ""})
	b := jan("Wells Fargo", "2222",
		row{"2026-01-08", "BOOK TRANSFER CREDIT REF 9", 300, ""}, // a day later: still a pair
		row{"2026-01-09", "ONLINE TRANSFER TO CHK XXXXXX1111", -120, result.CatOwnTransfer},
		row{"2026-01-20", "WIRE TRANSFER CREDIT REF 5", 450, ""}) // no debit of 450 in A: revenue
	r := Compute(client, docs(a, b))
	o := r.Profile.OwnTransfers
	if o.Count != 2 || o.Total != 420 || o.ReclassifiedCount != 1 || o.ReclassifiedTotal != 300 {
		t.Errorf("own transfers = %+v", o)
	}
	if got := *r.Profile.TrueRevenue; got != 1450 {
		t.Errorf("true_revenue = %v, want 1450 (1000 + 450; not the transfers)", got)
	}
	if len(r.Unassigned) != 1 || r.Unassigned[0].Mask != "7777" || r.Unassigned[0].Transfers != 2 || r.Unassigned[0].Credits != 70 || r.Unassigned[0].Debits != 50 {
		t.Fatalf("unassigned = %+v", r.Unassigned)
	}
	var named *Account
	for i := range r.Accounts {
		if r.Accounts[i].ID == r.Unassigned[0].AccountID {
			named = &r.Accounts[i]
		}
	}
	if named == nil || named.InstitutionID != nil || *named.SourceAccountCount != 0 || len(named.Documents) != 0 || !strings.HasPrefix(named.ID, "acct_tmp_") {
		t.Errorf("named account = %+v", named)
	}
	for _, tx := range r.Transactions {
		if strings.Contains(*tx.Description, "BOOK TRANSFER CREDIT REF 9") {
			if !tx.OwnTransfer || *tx.Category != result.CatOwnTransfer || *tx.StatementCategory != result.CatRevenue || *tx.Counterparty != "Chase ••1111" {
				t.Errorf("book transfer credit = %+v", tx)
			}
		}
	}
}

func TestTransactionsOrderAndExclusions(t *testing.T) {
	f := jan("Chase", "1234", row{"2026-01-02", "A", 1, ""}, row{"2026-01-03", "B", -2, ""}, row{"2026-01-03", "C", 3, ""})
	ds := docs(f, feb("Chase", "1234", 1002, row{"2026-02-01", "D", 4, ""}))
	st := ds[0].Result
	st.Transactions = append(st.Transactions, result.Transaction{Date: p("2026-01-04"), Description: p("no amount"), Type: p("credit")},
		result.Transaction{Date: p("2026-01-04"), Description: p("no type"), Amount: p(5.0)})
	r := Compute(client, ds)
	var got []string
	for _, tx := range r.Transactions {
		got = append(got, *tx.Description)
		if tx.Amount < 0 || (tx.Direction != "credit" && tx.Direction != "debit") {
			t.Errorf("transaction %+v", tx)
		}
	}
	if strings.Join(got, "") != "DCBA" || r.ExcludedTransactions != 2 {
		t.Errorf("order = %v, excluded %d", got, r.ExcludedTransactions)
	}
}

func TestStatusesAndExclusions(t *testing.T) {
	ds := docs(jan("Chase", "1234"), jan("Chase", "9999"), jan("Chase", "8888"))
	missing := "missing_pages"
	ds[1].Result.Detection.FailureReason = &missing
	ds[2].Status = StatusParsed
	ds[2].Result.FraudScore = nil
	ds = append(ds,
		Document{ID: "doc-4", Position: 3, Status: StatusProcessing},
		Document{ID: "doc-5", Position: 4, Status: StatusFailed, FailureCode: "not_a_bank_statement:invoice"},
		Document{ID: "doc-6", Position: 5, Status: StatusCompleted, NoOrg: true, Result: jan("Chase", "5555").statement()})
	r := Compute(client, ds)
	var reasons []string
	for _, e := range r.Excluded {
		reasons = append(reasons, e.DocumentID+"="+e.Reason)
	}
	if got := strings.Join(reasons, " "); got != "doc-2=missing_pages doc-4=processing doc-5=not_a_bank_statement:invoice doc-6=no_org" {
		t.Errorf("excluded = %s", got)
	}
	if r.Used != 2 || r.Pending != 1 || r.FraudPending != 2 {
		t.Errorf("used %d pending %d fraud pending %d", r.Used, r.Pending, r.FraudPending)
	}
}

func TestFraudRule(t *testing.T) {
	clean, bad := jan("Chase", "1234"), feb("Chase", "1234", 900) // opens at 900 after a 1000 close
	clean.score, bad.score = 10, 30
	ds := docs(clean, bad)
	ds[1].Result.FraudFindings = []result.Finding{{Code: "producer_editor", Severity: "high", Weight: 30, Message: "m", Evidence: map[string]any{"x": 1}}}
	r := Compute(client, ds)
	p := r.Profile
	if *p.FraudScore != 30+WeightBalanceChainBreak || *p.FraudRiskLevel != "critical" || p.FraudRule != FraudRule {
		t.Errorf("fraud = %v %v %s", *p.FraudScore, *p.FraudRiskLevel, p.FraudRule)
	}
	var first map[string]any
	_ = json.Unmarshal(p.FraudFindings[0], &first)
	if first["document_id"] != "doc-2" || first["evidence"] != nil || len(p.FraudFindings) != 2 {
		t.Errorf("findings = %s", p.FraudFindings)
	}
	if !p.FraudDocuments[1].Worst || p.FraudDocuments[0].Worst {
		t.Errorf("fraud documents = %+v", p.FraudDocuments)
	}
}

func TestPositionsAndStacking(t *testing.T) {
	var rows []row
	for d := 5; d <= 30; d++ {
		date := fmt.Sprintf("2026-01-%02d", d)
		wd, _ := time.Parse(day, date)
		if wd.Weekday() == time.Saturday || wd.Weekday() == time.Sunday {
			continue
		}
		rows = append(rows, row{date, "FORWARD FINANCING ACH DEBIT PMT", -100, result.CatMCAPayment})
		if d >= 12 {
			rows = append(rows, row{date, "EBF ACH DEBIT", -50, result.CatMCAPayment})
		}
	}
	rows = append([]row{{"2026-01-02", "FORWARD FINANCING FUNDING WIRE", 5000, result.CatLoanProceeds}}, rows...)
	f := jan("Chase", "1234", rows...)
	f.opening = 10000
	f.debts = []result.DebtOutflow{
		{Name: "Forward Financing", Kind: "mca", Source: "funder_list", TypicalAmount: 100, FirstDate: "2026-01-05", LastDate: "2026-01-30"},
		{Name: "Everest Business Funding", Kind: "mca", Source: "funder_list", TypicalAmount: 50, FirstDate: "2026-01-12", LastDate: "2026-01-30"},
	}
	r := Compute(client, docs(f))
	ps := r.Profile.MCAPositions
	if len(ps) != 2 || ps[0].Funder != "Forward Financing" || ps[1].Funder != "Everest Business Funding" {
		t.Fatalf("positions = %+v", ps)
	}
	if ps[0].Cadence != "daily" || ps[0].Payment != 100 || ps[0].FundedAmount == nil || *ps[0].FundedAmount != 5000 || !ps[0].Active ||
		ps[1].PaymentsCount != 15 || ps[1].FirstSeen != "2026-01-12" {
		t.Errorf("positions = %+v %+v", ps[0], ps[1])
	}
	s := r.Profile.Stacking
	if s.MaxConcurrent != 2 || !s.Stacked || !s.CurrentlyStacked || len(s.Overlaps) != 1 || s.Overlaps[0].From != "2026-01-12" {
		t.Errorf("stacking = %+v", s)
	}
	if r.Profile.DebtService.TotalPayments != ps[0].TotalPaid+ps[1].TotalPaid || r.Profile.DebtService.ShareOfRevenue != nil {
		t.Errorf("debt service = %+v (no revenue: no share)", r.Profile.DebtService)
	}
}

func TestCounterparty(t *testing.T) {
	tests := []struct{ desc, cat, want string }{
		{"ACH CREDIT JOHNSON PROPERTIES INV 4821", "revenue", "JOHNSON PROPERTIES"},
		{"CARD PURCHASE 01/05 HOME DEPOT #4521", "other", "HOME DEPOT"},
		{"FORWARD FINANCING ACH DEBIT PMT", "mca_payment", "FORWARD FINANCING"},
		{"SQUARE INC DEPOSIT SQ223344", "card_settlement", "SQUARE INC"},
		{"STRIPE TRANSFER ST-9F2A", "card_settlement", "STRIPE"},
		{"UTILITY PMT DUKE ENERGY", "other", "DUKE ENERGY"},
		{"ORIG CO NAME:LAKESIDE HOA ORIG ID:1234567890 DESC DATE:260105", "revenue", "LAKESIDE HOA"},
		{"KABBAGE LOAN PAYMENT ACH", "loan_payment", "KABBAGE"},
		{"CHECK #1042", "other", ""},
		{"MONTHLY SERVICE FEE", "fee", ""},
		{"NSF FEE RETURNED ITEM CHARGE", "nsf_fee", ""},
		{"MOBILE DEPOSIT REF 55123", "revenue", ""},
		{"", "other", ""},
	}
	for _, tt := range tests {
		got := counterparty(tt.desc, tt.cat)
		if (got == nil) != (tt.want == "") || got != nil && *got != tt.want {
			t.Errorf("counterparty(%q) = %v, want %q", tt.desc, got, tt.want)
		}
	}
}

func TestMasks(t *testing.T) {
	tests := map[string]string{
		"ONLINE TRANSFER TO SAV XXXXXX4477": "4477",
		"TRANSFER FROM ****1234":            "1234",
		"XFER TO ACCT ENDING IN 9876":       "9876",
		"TRANSFER TO ACCOUNT 5555":          "5555",
		"CHECK #1234":                       "",
		"CARD PURCHASE HOME DEPOT #4521":    "",
	}
	for desc, want := range tests {
		if got := strings.Join(masks(desc), ","); got != want {
			t.Errorf("masks(%q) = %q, want %q", desc, got, want)
		}
	}
}

func TestTrend(t *testing.T) {
	tests := []struct {
		months []BusinessMonth
		want   string
	}{
		{[]BusinessMonth{{Month: "2026-01", Revenue: 100, Days: 31}}, "insufficient_data"},
		{[]BusinessMonth{{Month: "2026-01", Revenue: 100, Days: 31}, {Month: "2026-02", Revenue: 101, Days: 28}}, "stable"},
		{[]BusinessMonth{{Month: "2026-01", Revenue: 100, Days: 31}, {Month: "2026-02", Revenue: 150, Days: 28}}, "growing"},
		// Half of March is covered: 60 over 15 days is 124 a month.
		{[]BusinessMonth{{Month: "2026-02", Revenue: 150, Days: 28}, {Month: "2026-03", Revenue: 60, Days: 15}}, "declining"},
	}
	for _, tt := range tests {
		if got := trend(tt.months).Direction; got != tt.want {
			t.Errorf("trend(%v) = %s, want %s", tt.months, got, tt.want)
		}
	}
}

// TestDocumentedRules holds docs/clients.md to the code: the weights of
// the cross-statement findings, the grace of active positions and the
// trend threshold.
func TestDocumentedRules(t *testing.T) {
	b := repo.Read(t, "docs", "clients.md")
	doc := string(b)
	for _, want := range []string{
		fmt.Sprintf("| `%s` | %d |", FindingBalanceChainBreak, WeightBalanceChainBreak),
		fmt.Sprintf("| `%s` | %d |", FindingConflictingDuplicate, WeightConflictingDuplicate),
		fmt.Sprintf("within %d days (daily), %d days (weekly) or %d days (monthly)", activeGrace["daily"], activeGrace["weekly"], activeGrace["monthly"]),
		fmt.Sprintf("above +%d %% a month `growing`, below −%d %% `declining`", int(trendThreshold*100), int(trendThreshold*100)),
		"`fraud_rule:\nworst_statement_plus_cross_statement`",
	} {
		if !strings.Contains(doc, want) {
			t.Errorf("docs/clients.md does not say %q", want)
		}
	}
	for _, r := range []string{ReplacedDuplicate, ReplacedMoreDays, ReplacedLowerFraudScore, ReplacedFirstSubmitted,
		ReasonNoAccountNumber, ReasonUnknownInstitution, ReasonSeveralAccounts, ReasonHolderMismatch,
		CheckBalanceContinuity, CheckCoverageGaps, CheckDuplicateStatements, CheckOverlappingStatements, CheckOwnAccountTransfers, CheckAccountHolders} {
		if !strings.Contains(doc, "`"+r+"`") {
			t.Errorf("docs/clients.md does not document %s", r)
		}
	}
}
