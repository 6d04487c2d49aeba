package rollup

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/testkit/repo"
)

func TestRevenueThresholds(t *testing.T) {
	// actual 1000.00: the tolerance is 250.00 either way, inclusive.
	for _, tc := range []struct {
		stated, actual int64
		off            bool
	}{
		{100000, 100000, false},
		{125000, 100000, false}, // exactly +25 %
		{125001, 100000, true},
		{75000, 100000, false}, // exactly −25 %
		{74999, 100000, true},
		{0, 100000, true},
		{1, 0, true}, // revenue stated, none in the statements
		{0, 0, false},
	} {
		if got := revenueOff(tc.stated, tc.actual); got != tc.off {
			t.Errorf("revenueOff(%d, %d) = %v, want %v", tc.stated, tc.actual, got, tc.off)
		}
	}
	for _, tc := range []struct {
		requested, monthly int64
		high               bool
	}{
		{150000, 100000, false}, // exactly 1.5 months
		{150001, 100000, true},
		{50000, 100000, false},
		{1, 0, true},
	} {
		if got := requestedTooHigh(tc.requested, tc.monthly); got != tc.high {
			t.Errorf("requestedTooHigh(%d, %d) = %v, want %v", tc.requested, tc.monthly, got, tc.high)
		}
	}
}

func TestNormalizeBusinessName(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Acme Widgets, LLC", "ACME WIDGETS"},
		{"ACME WIDGETS L.L.C.", "ACME WIDGETS"},
		{"acme widgets inc.", "ACME WIDGETS"},
		{"The Acme Widgets Company", "ACME WIDGETS"},
		{"Joe's Pizza & Grill, Corp", "JOES PIZZA AND GRILL"},
		{"JOES PIZZA AND GRILL CORPORATION", "JOES PIZZA AND GRILL"},
		{"Smith Partners LP", "SMITH PARTNERS"},
		{"Dental Care P.C.", "DENTAL CARE"},
		{"Acme Holdings Co Inc", "ACME HOLDINGS"},
		{"LLC", "LLC"}, // never normalized to nothing
		{"The", "THE"},
		{"", ""},
	} {
		if got := NormalizeBusinessName(tc.in); got != tc.want {
			t.Errorf("NormalizeBusinessName(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// formDoc is a completed form attached to the client.
func formDoc(id string, pos int, kind string, rows ...FormRow) Document {
	return Document{ID: id, Position: pos, Status: StatusCompleted, Kind: kind, Rows: rows}
}

func named(name string, v any) FormRow { return FormRow{Name: name, Value: v} }

func taxRow(name string, v any) FormRow {
	return FormRow{Name: name, Value: v, Form: "1120-S", TaxYear: 2024}
}

// januaryClient is one January statement whose estimated monthly revenue
// is 60,875.00 (62,000 over 31 days, × 30.4375 / 31).
func januaryClient(holder string) []Document {
	f := jan("Chase", "1234", row{"2026-01-05", "CUSTOMER DEPOSIT", 62000, ""})
	f.holder = holder
	return docs(f)
}

func check(t *testing.T, p Profile, name string) CrossCheck {
	t.Helper()
	for _, c := range p.Checks {
		if c.Name == name {
			return c
		}
	}
	t.Fatalf("no check %s in %v", name, p.Checks)
	return CrossCheck{}
}

func TestStatedRevenueCheck(t *testing.T) {
	for _, tc := range []struct {
		name      string
		form      Document
		field     string
		monthly   float64
		ratio     float64
		flagged   bool
		noCompare bool
	}{
		{"application monthly at +25 %", formDoc("app", 1, KindApplicationForm, named("monthly_revenue", 76093.75)), "monthly_revenue", 76093.75, 1.25, false, false},
		{"application monthly a cent over", formDoc("app", 1, KindApplicationForm, named("monthly_revenue", 76093.76)), "monthly_revenue", 76093.76, 1.25, true, false},
		{"application monthly at −25 %", formDoc("app", 1, KindApplicationForm, named("monthly_revenue", 45656.25)), "monthly_revenue", 45656.25, 0.75, false, false},
		{"application monthly a cent under", formDoc("app", 1, KindApplicationForm, named("monthly_revenue", 45656.24)), "monthly_revenue", 45656.24, 0.75, true, false},
		{"monthly wins over annual", formDoc("app", 1, KindApplicationForm, named("annual_revenue", 1), named("monthly_revenue", 60875.0)), "monthly_revenue", 60875, 1, false, false},
		{"application annual / 12 at the edge", formDoc("app", 1, KindApplicationForm, named("annual_revenue", 913125.0)), "annual_revenue", 76093.75, 1.25, false, false},
		{"application annual as text", formDoc("app", 1, KindApplicationForm, named("annual_revenue", "$1,200,000")), "annual_revenue", 100000, 1.6427, true, false},
		{"tax return gross receipts / 12", formDoc("tax", 1, KindTaxReturn, taxRow("gross_receipts", 730500.0)), "gross_receipts", 60875, 1, false, false},
		{"tax return understating by half", formDoc("tax", 1, KindTaxReturn, taxRow("gross_receipts", 365250.0)), "gross_receipts", 30437.5, 0.5, true, false},
		{"owner rows are not the business's", formDoc("app", 1, KindApplicationForm, FormRow{Name: "monthly_revenue", Value: 1.0, Owner: 1}), "", 0, 0, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := Compute(client, append(januaryClient("ACME LLC"), tc.form))
			if got := *r.Profile.EstimatedMonthly; got != 60875 {
				t.Fatalf("estimated monthly = %v, the fixture is wrong", got)
			}
			c := check(t, r.Profile, CheckStatedRevenue)
			if tc.noCompare {
				if len(c.Items) != 0 || !c.Passed || c.Checked != 0 {
					t.Errorf("check = %+v, want nothing compared", c)
				}
				return
			}
			if len(c.Items) != 1 || c.Checked != 1 {
				t.Fatalf("check = %+v", c)
			}
			it := c.Items[0].(StatedRevenue)
			if it.Field != tc.field || it.StatedMonthly != tc.monthly || it.Ratio == nil || *it.Ratio != tc.ratio || it.Flagged != tc.flagged || c.Passed == tc.flagged {
				t.Errorf("item = %+v (ratio %v), passed %v; want field %s monthly %v ratio %v flagged %v", it, deref(it.Ratio), c.Passed, tc.field, tc.monthly, tc.ratio, tc.flagged)
			}
			if tc.form.Kind == KindTaxReturn && (it.Form == nil || *it.Form != "1120-S" || it.TaxYear == nil || *it.TaxYear != 2024) {
				t.Errorf("tax return item without its form and year: %+v", it)
			}
			if *it.StatementMonthly != 60875 {
				t.Errorf("statement monthly = %v", *it.StatementMonthly)
			}
		})
	}
}

func deref(p *float64) any {
	if p == nil {
		return nil
	}
	return *p
}

func TestStatedRevenueWithoutStatements(t *testing.T) {
	r := Compute(client, []Document{formDoc("app", 0, KindApplicationForm, named("monthly_revenue", 50000.0), named("requested_amount", 10.0))})
	for _, name := range []string{CheckStatedRevenue, CheckRequestedAmount} {
		c := check(t, r.Profile, name)
		if c.Checked != 0 || !c.Passed || len(c.Items) != 1 {
			t.Errorf("%s = %+v: a form alone compares nothing", name, c)
		}
	}
	if r.Used != 0 || len(r.Excluded) != 0 {
		t.Errorf("a form is neither used nor excluded as a statement: used %d excluded %v", r.Used, r.Excluded)
	}
}

func TestRequestedAmountCheck(t *testing.T) {
	for _, tc := range []struct {
		name      string
		requested any
		months    float64
		flagged   bool
	}{
		{"one month", 60875.0, 1, false},
		{"exactly 1.5 months", 91312.5, 1.5, false},
		{"a cent over 1.5 months", 91312.51, 1.5, true},
		{"three months", 182625.0, 3, true},
		{"as text", "$30,437.50", 0.5, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			app := formDoc("app", 1, KindApplicationForm, named("requested_amount", tc.requested), named("monthly_revenue", 40000.0))
			r := Compute(client, append(januaryClient("ACME LLC"), app))
			c := check(t, r.Profile, CheckRequestedAmount)
			if len(c.Items) != 1 || c.Checked != 1 {
				t.Fatalf("check = %+v", c)
			}
			it := c.Items[0].(RequestedAmount)
			if it.MonthsOfRevenue == nil || *it.MonthsOfRevenue != tc.months || it.Flagged != tc.flagged || c.Passed == tc.flagged {
				t.Errorf("item = %+v months %v; want %v flagged %v", it, deref(it.MonthsOfRevenue), tc.months, tc.flagged)
			}
			if it.StatedMonthly == nil || *it.StatedMonthly != 40000 || it.MonthsOfStatedRevenue == nil {
				t.Errorf("stated revenue not reported: %+v", it)
			}
		})
	}
}

func TestBusinessNameCheck(t *testing.T) {
	for _, tc := range []struct {
		name     string
		holder   string
		app, tax string
		dba      string
		passed   bool
		ref      string
	}{
		{"same name, other spellings", "ACME WIDGETS LLC", "Acme Widgets, L.L.C.", "ACME WIDGETS INC", "", true, "ACME WIDGETS"},
		{"dba matches the holder", "ACME SHOP", "Acme Widgets LLC", "", "Acme Shop", true, "ACME SHOP"},
		{"holder printed with its dba", "ACME WIDGETS LLC DBA ACME SHOP", "Acme Widgets LLC", "ACME WIDGETS LLC", "", true, "ACME WIDGETS"},
		{"application of another business", "ACME WIDGETS LLC", "Zenith Holdings LLC", "Acme Widgets LLC", "", false, "ACME WIDGETS"},
		{"tax return of another business", "ACME WIDGETS LLC", "Acme Widgets LLC", "Zenith Holdings Inc", "", false, "ACME WIDGETS"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ds := januaryClient(tc.holder)
			app := formDoc("app", 1, KindApplicationForm, named("business_legal_name", tc.app))
			if tc.dba != "" {
				app.Rows = append(app.Rows, named("dba", tc.dba))
			}
			ds = append(ds, app)
			if tc.tax != "" {
				ds = append(ds, formDoc("tax", 2, KindTaxReturn, taxRow("business_name", tc.tax)))
			}
			c := check(t, Compute(client, ds).Profile, CheckBusinessName)
			wantChecked := 2
			if tc.tax != "" {
				wantChecked = 3
			}
			if c.Passed != tc.passed || c.Checked != wantChecked || !strings.Contains(c.Detail, "reference: "+tc.ref+".") {
				t.Errorf("check = %+v; want passed %v, %d documents, reference %s", c, tc.passed, wantChecked, tc.ref)
			}
		})
	}
}

func TestEINCheck(t *testing.T) {
	for _, tc := range []struct {
		name   string
		app    []FormRow
		tax    []FormRow
		passed bool
		items  int
	}{
		{"same EIN", []FormRow{named("ein", "12-3456789")}, []FormRow{taxRow("ein", "123456789")}, true, 2},
		{"different EIN", []FormRow{named("ein", "12-3456789")}, []FormRow{taxRow("ein", "98-7654321")}, false, 2},
		{"same last four, different EIN", []FormRow{named("ein", "11-1116789")}, []FormRow{taxRow("ein", "22-2226789")}, false, 2},
		{"only last four on one side", []FormRow{named("ein_last4", "6789")}, []FormRow{taxRow("ein", "12-3456789")}, true, 2},
		{"last four differ", []FormRow{named("ein_last4", "0000")}, []FormRow{taxRow("ein", "12-3456789")}, false, 2},
		{"one form prints none", nil, []FormRow{taxRow("ein", "12-3456789")}, true, 1},
		{"unreadable EIN ignored", []FormRow{named("ein", "12-34")}, []FormRow{taxRow("ein", "12-3456789")}, true, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ds := append(januaryClient("ACME LLC"),
				formDoc("app", 1, KindApplicationForm, append(tc.app, named("business_legal_name", "Acme LLC"))...),
				formDoc("tax", 2, KindTaxReturn, tc.tax...))
			c := check(t, Compute(client, ds).Profile, CheckEIN)
			if c.Passed != tc.passed || len(c.Items) != tc.items || c.Checked != tc.items {
				t.Errorf("check = %+v; want passed %v with %d items", c, tc.passed, tc.items)
			}
			b, _ := json.Marshal(c)
			if strings.Contains(string(b), "3456789") || strings.Contains(string(b), "123456789") {
				t.Errorf("the check repeats more than the last four digits: %s", b)
			}
		})
	}
}

func TestFormsNotCompared(t *testing.T) {
	// A failed, a processing and an empty form are not compared; the
	// statement rollup is the same as without them.
	base := Compute(client, januaryClient("ACME LLC"))
	ds := append(januaryClient("ACME LLC"),
		Document{ID: "f1", Position: 1, Kind: KindTaxReturn, Status: StatusFailed, FailureCode: "not_a_tax_return:bank_statement"},
		Document{ID: "f2", Position: 2, Kind: KindApplicationForm, Status: StatusProcessing},
		formDoc("f3", 3, KindApplicationForm))
	r := Compute(client, ds)
	for _, name := range []string{CheckStatedRevenue, CheckBusinessName, CheckEIN, CheckRequestedAmount} {
		c := check(t, r.Profile, name)
		if !c.Passed {
			t.Errorf("%s failed: %+v", name, c)
		}
	}
	if r.Used != base.Used || len(r.Excluded) != 0 || r.Pending != 0 || *r.Profile.TrueRevenue != *base.Profile.TrueRevenue {
		t.Errorf("forms changed the statement rollup: used %d excluded %v pending %d", r.Used, r.Excluded, r.Pending)
	}
	// Deterministic: the same input gives the same bytes.
	a, _ := json.Marshal(Compute(client, ds))
	b, _ := json.Marshal(Compute(client, ds))
	if string(a) != string(b) {
		t.Error("two computations differ")
	}
}

// TestFormChecksDocumented holds docs/clients.md to the thresholds and
// names of the form checks.
func TestFormChecksDocumented(t *testing.T) {
	doc := string(repo.Read(t, "docs", "clients.md"))
	for _, want := range []string{
		fmt.Sprintf("more than %d %%", StatedRevenueTolerancePct),
		fmt.Sprintf("above %d %%", RequestedAmountMaxPct),
		"`" + CheckStatedRevenue + "`", "`" + CheckBusinessName + "`", "`" + CheckEIN + "`", "`" + CheckRequestedAmount + "`",
	} {
		if !strings.Contains(doc, want) {
			t.Errorf("docs/clients.md does not say %q", want)
		}
	}
}
