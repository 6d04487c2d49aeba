package statement

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// cell is text drawn at x (left edge, or right edge when right is set).
type cell struct {
	x     float64
	text  string
	right bool
	size  float64 // font size; 8 when zero
}

type tl struct {
	y     float64
	cells []cell
}

const cw, sp = 4.5, 2.2 // glyph width and space width at 8 pt

// mkPage builds a page of positioned words the way pdftext would return
// them, so layout logic is tested without PDF files.
func mkPage(n int, lines ...tl) pdftext.Page {
	p := pdftext.Page{Number: n, Width: 612, Height: 792}
	for _, l := range lines {
		for _, c := range l.cells {
			size := c.size
			if size == 0 {
				size = 8
			}
			k := size / 8
			ws := strings.Fields(c.text)
			width := 0.0
			for i, w := range ws {
				if i > 0 {
					width += sp * k
				}
				width += float64(len(w)) * cw * k
			}
			x := c.x
			if c.right {
				x -= width
			}
			for _, w := range ws {
				x1 := x + float64(len(w))*cw*k
				p.Words = append(p.Words, pdftext.Word{Text: w, X0: x, X1: x1, Y0: l.y - size, Y1: l.y + 2*k, FontSize: size, FontName: "Helvetica"})
				x = x1 + sp*k
			}
		}
	}
	return p
}

func L(y float64, cells ...cell) tl { return tl{y, cells} }
func C(x float64, s string) cell    { return cell{x: x, text: s} }
func R(x float64, s string) cell    { return cell{x: x, text: s, right: true} }

// Big is text in an 18 pt face, as a bank prints its name over the page.
func Big(x float64, s string) cell { return cell{x: x, text: s, size: 18} }

func stmtHeader(y float64, extra ...tl) []tl {
	return append([]tl{
		L(y, C(40, "First Example Bank")),
		L(y+12, R(572, "Statement Period: 12/15/2025 - 01/14/2026")),
		L(y+24, R(572, "Account Number: 0000-1111-2222")),
		L(y+40, C(40, "ACME WIDGETS LLC")),
		L(y+51, C(40, "45 OAK AVE")),
		L(y+62, C(40, "AUSTIN TX 78701")),
	}, extra...)
}

func types(r *result.Statement) string {
	var b []string
	for _, t := range r.Transactions {
		d := "printed:"
		if t.Date != nil {
			d = *t.Date
		} else if t.PrintedDate != nil {
			d += *t.PrintedDate
		}
		b = append(b, d+" "+*t.Type+" "+strconv.FormatFloat(*t.Amount, 'f', -1, 64)+" "+*t.Description)
	}
	return strings.Join(b, "\n")
}

func parse(t *testing.T, pages ...pdftext.Page) *result.Statement {
	t.Helper()
	r, err := Parse(context.Background(), pages, Options{})
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	return r
}

func TestLayouts(t *testing.T) {
	tests := []struct {
		name  string
		pages []pdftext.Page
		want  string // one transaction per line: date type amount description
		check func(t *testing.T, r *result.Statement)
	}{
		{
			name: "signed amounts, CR/DR marks, Dec to Jan, balance every row",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning Balance"), R(300, "$1,000.00")),
				L(192, C(40, "Ending Balance"), R(300, "$1,029.50")),
				L(220, C(40, "Date"), C(100, "Description"), R(470, "Amount"), R(565, "Balance")),
				L(232, C(40, "12/30"), C(100, "CARD PURCHASE"), R(470, "(20.50)"), R(565, "979.50")),
				L(244, C(40, "12/31"), C(100, "DEPOSIT"), R(470, "100.00 CR"), R(565, "1,079.50")),
				L(256, C(40, "01/02"), C(100, "UTILITY"), R(470, "50.00-"), R(565, "1,029.50")),
			)...)},
			want: "2025-12-30 debit 20.5 CARD PURCHASE\n2025-12-31 credit 100 DEPOSIT\n2026-01-02 debit 50 UTILITY",
			check: func(t *testing.T, r *result.Statement) {
				if !checkPassed(r, "reconciliation") || !checkPassed(r, "running_balance") {
					t.Errorf("checks %+v", r.Checks)
				}
				if *r.AccountNumberLast4 != "2222" || *r.AccountHolderName != "ACME WIDGETS LLC" || *r.BankName != "First Example Bank" {
					t.Errorf("header %v %v %v", *r.AccountNumberLast4, *r.AccountHolderName, *r.BankName)
				}
				if r.Detection.DetectedBank != nil {
					t.Errorf("unknown bank reported as detected: %v", *r.Detection.DetectedBank)
				}
			},
		},
		{
			name: "unsigned amounts settled by the balance chain",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning Balance"), R(300, "500.00")),
				L(192, C(40, "Ending Balance"), R(300, "410.00")),
				L(220, C(40, "Date"), C(100, "Description"), R(470, "Amount"), R(565, "Balance")),
				L(232, C(40, "12/16"), C(100, "SHOP"), R(470, "40.00"), R(565, "460.00")),
				L(244, C(40, "12/17"), C(100, "CUSTOMER"), R(470, "200.00"), R(565, "660.00")),
				L(256, C(100, "RENT"), R(470, "250.00"), R(565, "410.00")),
				L(280, C(40, "Deposits and additions"), R(470, "200.00")),
			)...)},
			want: "2025-12-16 debit 40 SHOP\n2025-12-17 credit 200 CUSTOMER\n2025-12-17 debit 250 RENT",
			check: func(t *testing.T, r *result.Statement) {
				if !checkPassed(r, "running_balance") || !checkPassed(r, "reconciliation") {
					t.Errorf("checks %+v", r.Checks)
				}
			},
		},
		{
			name: "direction sections, checks paid, daily balances and check summary ignored",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(170, C(40, "Beginning balance on 12/15"), R(300, "$1,000.00")),
				L(182, C(40, "Ending balance on 1/14"), R(300, "$1,500.00")),
				L(200, C(40, "Deposits and other credits")),
				L(212, C(40, "Date"), C(100, "Description"), R(572, "Amount")),
				L(224, C(40, "12/20/25"), C(100, "STRIPE TRANSFER ST-1"), R(572, "1,000.00")),
				L(236, C(40, "Total deposits and other credits"), R(572, "$1,000.00")),
				L(254, C(40, "Withdrawals and other debits")),
				L(266, C(40, "Date"), C(100, "Description"), R(572, "Amount")),
				L(278, C(40, "01/03/26"), C(100, "KABBAGE LOAN PAYMENT"), R(572, "-300.00")),
				L(296, C(40, "Checks")),
				L(308, C(40, "Date"), C(120, "Check #"), R(300, "Amount")),
				L(320, C(40, "01/05/26"), C(120, "1023"), R(300, "-200.00")),
				L(338, C(40, "Daily ledger balances")),
				L(350, C(40, "Date"), R(180, "Balance ($)"), C(220, "Date"), R(360, "Balance ($)")),
				L(362, C(40, "12/20"), R(180, "2,000.00"), C(220, "01/03"), R(360, "1,700.00")),
				L(380, C(40, "Summary of checks written")),
				L(392, C(40, "Number"), C(100, "Date"), R(220, "Amount"), C(300, "Number"), C(360, "Date"), R(480, "Amount")),
				L(404, C(40, "1023"), C(100, "1/5"), R(220, "200.00")),
			)...)},
			want: "2025-12-20 credit 1000 STRIPE TRANSFER ST-1\n2026-01-03 debit 300 KABBAGE LOAN PAYMENT\n2026-01-05 debit 200 CHECK #1023",
			check: func(t *testing.T, r *result.Statement) {
				if !checkPassed(r, "reconciliation") {
					t.Errorf("checks %+v", r.Checks)
				}
				if *r.TrueRevenue != 1000 || *r.Transactions[1].Category != result.CatLoanPayment {
					t.Errorf("revenue %v category %v", *r.TrueRevenue, *r.Transactions[1].Category)
				}
			},
		},
		{
			name: "table continues on the next page without a header; descriptions wrap within and across pages",
			pages: []pdftext.Page{
				mkPage(1, append(stmtHeader(40),
					L(180, C(40, "Beginning balance"), R(300, "0.00")),
					L(192, C(40, "Ending balance"), R(300, "30.00")),
					L(220, C(40, "Date"), C(70, "Check Number"), C(130, "Description"), R(400, "Deposits/Credits"), R(490, "Withdrawals/Debits"), R(600, "Ending daily balance")),
					L(232, C(40, "1/2"), C(130, "ORIG CO NAME:ACME ORIG ID:123"), R(400, "50.00")),
					L(243, C(130, "IND NAME:ACME WIDGETS LLC")),
					L(254, C(40, "1/2"), C(70, "1001"), C(130, "Check"), R(490, "10.00"), R(600, "40.00")),
					L(700, C(40, "1/2"), C(130, "STRIPE TRANSFER"), R(400, "0.00"), R(600, "40.00")),
					L(760, R(572, "Page 1 of 2")),
				)...),
				mkPage(2,
					L(40, C(40, "Business Checking"), R(572, "Account number: 0000-1111-2222")),
					L(60, C(130, "ST-77")),
					L(70, C(40, "1/3"), C(130, "CARD PURCHASE"), R(490, "10.00"), R(600, "30.00")),
					L(760, R(572, "Page 2 of 2")),
				),
			},
			want: "2026-01-02 credit 50 ORIG CO NAME:ACME ORIG ID:123 IND NAME:ACME WIDGETS LLC\n2026-01-02 debit 10 CHECK #1001\n" +
				"2026-01-03 debit 10 CARD PURCHASE",
			check: func(t *testing.T, r *result.Statement) {
				if r.Detection.FailureReason != nil || *r.Detection.PagesExpected != 2 {
					t.Errorf("detection %+v", r.Detection)
				}
				if !checkPassed(r, "running_balance") {
					t.Errorf("checks %+v", r.Checks)
				}
			},
		},
		{
			name: "checks listed again in an untitled side-by-side summary are not counted twice",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning balance"), R(300, "100.00")),
				L(192, C(40, "Ending balance"), R(300, "70.00")),
				L(220, C(40, "Date"), C(70, "Check Number"), C(130, "Description"), R(400, "Deposits/Credits"), R(490, "Withdrawals/Debits"), R(600, "Ending daily balance")),
				L(232, C(40, "1/2"), C(70, "1001"), C(130, "Check"), R(490, "10.00")),
				L(244, C(40, "1/2"), C(70, "1002"), C(130, "Check"), R(490, "20.00"), R(600, "70.00")),
				L(270, C(40, "Checks written")),
				L(282, C(40, "Number"), C(100, "Date"), R(220, "Amount"), C(300, "Number"), C(360, "Date"), R(480, "Amount")),
				L(294, C(40, "1001"), C(100, "1/2"), R(220, "10.00"), C(300, "1002"), C(360, "1/2"), R(480, "20.00")),
			)...)},
			want: "2026-01-02 debit 10 CHECK #1001\n2026-01-02 debit 20 CHECK #1002",
			check: func(t *testing.T, r *result.Statement) {
				if !checkPassed(r, "reconciliation") {
					t.Errorf("checks %+v", r.Checks)
				}
			},
		},
		{
			name: "side-by-side checks table is read as transactions",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning balance"), R(300, "100.00")),
				L(192, C(40, "Ending balance"), R(300, "70.00")),
				L(220, C(40, "Checks")),
				L(232, C(40, "Date"), C(110, "Check #"), R(260, "Amount"), C(320, "Date"), C(390, "Check #"), R(540, "Amount")),
				L(244, C(40, "01/02/26"), C(110, "1001"), R(260, "-10.00"), C(320, "01/03/26"), C(390, "1002"), R(540, "-20.00")),
			)...)},
			want: "2026-01-02 debit 10 CHECK #1001\n2026-01-03 debit 20 CHECK #1002",
		},
		{
			name: "posting and effective date columns, amount inside a description, payee named TOTAL",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning Balance"), R(300, "100.00")),
				L(192, C(40, "Ending Balance"), R(300, "35.00")),
				L(220, C(40, "Posting Date"), C(110, "Effective Date"), C(180, "Description"), R(470, "Amount"), R(565, "Balance")),
				L(232, C(40, "01/02"), C(110, "01/01"), C(180, "CARD PURCHASE CAFE TIP $5.00"), R(470, "-25.00"), R(565, "75.00")),
				L(244, C(180, "TOTAL WINE & MORE"), R(470, "-40.00"), R(565, "35.00")),
				L(256, C(40, "Total"), R(470, "-65.00")),
			)...)},
			want: "2026-01-02 debit 25 CARD PURCHASE CAFE TIP $5.00\n2026-01-02 debit 40 TOTAL WINE & MORE",
			check: func(t *testing.T, r *result.Statement) {
				if !checkPassed(r, "running_balance") || !checkPassed(r, "reconciliation") {
					t.Errorf("checks %+v", r.Checks)
				}
			},
		},
		{
			name: "no period printed: years from the statement date, period from the rows",
			pages: []pdftext.Page{mkPage(1,
				L(40, C(40, "First Example Bank")),
				L(52, R(572, "Statement Date: January 16, 2026")),
				L(64, R(572, "Account Number: 0000-1111-2222")),
				L(180, C(40, "Beginning Balance"), R(300, "10.00")),
				L(192, C(40, "Ending Balance"), R(300, "15.00")),
				L(220, C(40, "Date"), C(100, "Description"), R(470, "Amount"), R(565, "Balance")),
				L(232, C(40, "12/29"), C(100, "DEPOSIT"), R(470, "10.00"), R(565, "20.00")),
				L(244, C(40, "01/05"), C(100, "FEE"), R(470, "-5.00"), R(565, "15.00")),
			)},
			want: "2025-12-29 credit 10 DEPOSIT\n2026-01-05 debit 5 FEE",
			check: func(t *testing.T, r *result.Statement) {
				if *r.PeriodStart != "2025-12-29" || *r.PeriodEnd != "2026-01-05" {
					t.Errorf("period %s..%s", *r.PeriodStart, *r.PeriodEnd)
				}
			},
		},
		{
			name: "bank from PDF metadata, short period, ending balance only at the end",
			pages: []pdftext.Page{mkPage(1,
				L(40, C(40, "Business Account Statement")),
				L(52, R(572, "Jan 1 - Jan 31, 2026")),
				L(64, R(572, "Account ending in 4321")),
				L(180, C(40, "Beginning Balance"), R(300, "10.00")),
				L(220, C(40, "Date"), C(100, "Description"), R(470, "Amount"), R(565, "Balance")),
				L(232, C(40, "01/05"), C(100, "DEPOSIT"), R(470, "10.00"), R(565, "20.00")),
			), mkPage(2,
				L(60, C(40, "01/06"), C(100, "FEE"), R(470, "-5.00"), R(565, "15.00")),
				L(80, C(40, "Ending Balance"), R(565, "15.00")),
			)},
			want: "2026-01-05 credit 10 DEPOSIT\n2026-01-06 debit 5 FEE",
			check: func(t *testing.T, r *result.Statement) {
				if *r.PeriodStart != "2026-01-01" || *r.PeriodEnd != "2026-01-31" || *r.EndingBalance != 15 || *r.AccountNumberLast4 != "4321" {
					t.Errorf("period %s..%s ending %v last4 %v", *r.PeriodStart, *r.PeriodEnd, *r.EndingBalance, *r.AccountNumberLast4)
				}
				if !checkPassed(r, "reconciliation") {
					t.Errorf("checks %+v", r.Checks)
				}
			},
		},
		{
			name: "no header row: columns inferred from the rows (debit, credit, balance)",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning Balance"), R(300, "100.00")),
				L(192, C(40, "Ending Balance"), R(300, "130.00")),
				L(210, C(40, "Account Activity")),
				L(222, C(40, "12/16"), C(100, "PAYROLL"), R(400, "50.00"), R(565, "50.00")),
				L(234, C(40, "12/17"), C(100, "CUSTOMER PAYMENT"), R(480, "100.00"), R(565, "150.00")),
				L(246, C(40, "12/18"), C(100, "SHOP"), R(400, "20.00"), R(565, "130.00")),
				L(258, C(40, "12/19"), C(100, "FEE REVERSAL"), R(480, "0.00"), R(565, "130.00")),
			)...)},
			want: "2025-12-16 debit 50 PAYROLL\n2025-12-17 credit 100 CUSTOMER PAYMENT\n2025-12-18 debit 20 SHOP",
			check: func(t *testing.T, r *result.Statement) {
				if !checkPassed(r, "running_balance") || !checkPassed(r, "reconciliation") {
					t.Errorf("checks %+v", r.Checks)
				}
			},
		},
		{
			name: "cells centred vertically (date and amount mid-description) and bottom-aligned amounts",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning Balance"), R(300, "100.00")),
				L(192, C(40, "Ending Balance"), R(300, "160.00")),
				L(220, C(40, "Date"), C(100, "Description"), R(470, "Amount")),
				// one line row
				L(233, C(40, "01/02"), C(100, "SHOP"), R(470, "-10.00")),
				// three-line description, date and amount on the middle line; padding between rows
				L(246, C(100, "ORIG CO NAME:ACME")),
				L(256, C(40, "01/03"), C(100, "ORIG ID:77"), R(470, "50.00")),
				L(266, C(100, "IND NAME:ME")),
				// two-line description, date and amount between the lines
				L(279, C(100, "STRIPE")),
				L(284, C(40, "01/04"), R(470, "30.00")),
				L(289, C(100, "TRANSFER")),
				// date on top, amount at the bottom
				L(302, C(40, "01/05"), C(100, "WIRE FROM")),
				L(312, C(100, "CUSTOMER")),
				L(322, C(100, "INC"), R(470, "-10.00")),
			)...)},
			want: "2026-01-02 debit 10 SHOP\n2026-01-03 credit 50 ORIG CO NAME:ACME ORIG ID:77 IND NAME:ME\n" +
				"2026-01-04 credit 30 STRIPE TRANSFER\n2026-01-05 debit 10 WIRE FROM CUSTOMER INC",
		},
		{
			name: "only credits marked CR: plain amounts are debits",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Beginning Balance"), R(300, "100.00")),
				L(192, C(40, "Ending Balance"), R(300, "130.00")),
				L(220, C(40, "Date"), C(100, "Description"), R(470, "Amount")),
				L(232, C(40, "12/16"), C(100, "DEPOSIT"), R(470, "50.00CR")),
				L(244, C(40, "12/17"), C(100, "SHOP"), R(470, "20.00")),
			)...)},
			want: "2025-12-16 credit 50 DEPOSIT\n2025-12-17 debit 20 SHOP",
			check: func(t *testing.T, r *result.Statement) {
				if !checkPassed(r, "reconciliation") {
					t.Errorf("checks %+v", r.Checks)
				}
			},
		},
		{
			name: "missing pages",
			pages: []pdftext.Page{
				mkPage(1, append(stmtHeader(40),
					L(180, C(40, "Beginning balance"), R(300, "0.00")),
					L(220, C(40, "Date"), C(100, "Description"), R(572, "Amount")),
					L(232, C(40, "01/02"), C(100, "DEPOSIT"), R(572, "5.00")),
					L(760, R(572, "Page 1 of 3")))...),
				mkPage(2, L(100, C(40, "01/09"), C(100, "DEPOSIT"), R(572, "5.00")), L(760, R(572, "Page 3 of 3"))),
			},
			want: "2026-01-02 credit 5 DEPOSIT\n2026-01-09 credit 5 DEPOSIT",
			check: func(t *testing.T, r *result.Statement) {
				if r.Detection.FailureReason == nil || *r.Detection.FailureReason != ReasonMissingPages ||
					r.Detection.PagesPresent != 2 || *r.Detection.PagesExpected != 3 {
					t.Errorf("detection %+v", r.Detection)
				}
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := parse(t, tc.pages...)
			if got := types(r); got != tc.want {
				t.Errorf("transactions:\n%s\nwant:\n%s", got, tc.want)
			}
			if tc.check != nil {
				tc.check(t, r)
			}
		})
	}
}

func TestBankFromMetadata(t *testing.T) {
	doc := &pdftext.Document{Producer: "Wells Fargo eStatements", Pages: []pdftext.Page{mkPage(1,
		L(40, C(40, "Statement of account")),
		L(52, R(572, "Statement Period 01/01/2026 - 01/31/2026")),
		L(180, C(40, "Beginning balance"), R(300, "10.00")),
		L(192, C(40, "Ending balance"), R(300, "20.00")),
		L(220, C(40, "Date"), C(100, "Description"), R(470, "Amount")),
		L(232, C(40, "01/05"), C(100, "DEPOSIT"), R(470, "10.00")),
	)}}
	r, err := ParseDocument(context.Background(), doc, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r.BankName == nil || *r.BankName != "Wells Fargo" || r.Detection.DetectedBank == nil {
		t.Fatalf("bank %v detected %v", r.BankName, r.Detection.DetectedBank)
	}
}

func TestPageNumbers(t *testing.T) {
	body := func(n int, footer string) pdftext.Page {
		return mkPage(n, L(100, C(40, "01/0"+strconv.Itoa(n)), C(100, "ROW"), R(470, "1.00")), L(770, R(572, footer)))
	}
	tests := []struct {
		name    string
		pages   []pdftext.Page
		missing bool
	}{
		{"complete", []pdftext.Page{body(1, "Page 1 of 2"), body(2, "Page 2 of 2")}, false},
		{"last page missing", []pdftext.Page{body(1, "Page 1 of 3"), body(2, "Page 2 of 3")}, true},
		{"middle page replaced by a duplicate", []pdftext.Page{body(1, "1/3"), body(2, "1/3"), body(3, "3/3")}, true},
		{"only page one numbered", []pdftext.Page{body(1, "Page: 1 of 2"), body(2, "")}, false},
	}
	for _, tc := range tests {
		var ls [][]line
		for _, p := range tc.pages {
			ls = append(ls, buildLines(p))
		}
		if exp, missing := missingPages(ls); missing != tc.missing || exp == 0 {
			t.Errorf("%s: missing=%v expected=%d", tc.name, missing, exp)
		}
	}
}

func checkPassed(r *result.Statement, name string) bool {
	for _, c := range r.Checks {
		if c.Name == name {
			return c.Passed
		}
	}
	return false
}

func TestParseErrors(t *testing.T) {
	invoice := mkPage(1,
		L(60, C(40, "ACME WIDGETS LLC")), L(80, C(40, "INVOICE")), L(100, C(40, "Invoice Number: INV-1")),
		L(120, C(40, "Bill To: Johnson Properties")),
		L(150, C(40, "Date"), C(120, "Description"), R(560, "Amount")),
		L(162, C(40, "01/12/2026"), C(120, "Widgets"), R(560, "1,200.00")),
		L(190, C(40, "Amount Due $1,200.00")))
	tests := []struct {
		name  string
		pages []pdftext.Page
		code  string
	}{
		{"no pages", nil, pdftext.CodeEmpty},
		{"image only", []pdftext.Page{{Number: 1, Width: 612, Height: 792}}, CodeNoTextLayer},
		{"invoice", []pdftext.Page{invoice}, "not_a_bank_statement:invoice"},
		{"unknown document", []pdftext.Page{mkPage(1, L(60, C(40, "Dear customer, thank you for your letter of last week.")))}, "not_a_bank_statement:other"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, err := Parse(context.Background(), tc.pages, Options{})
			if got := CodeOf(err); got != tc.code {
				t.Fatalf("code %q, want %q (err %v)", got, tc.code, err)
			}
			if strings.HasPrefix(tc.code, CodeNotBankStatement) && (r == nil || r.Detection.FailureReason == nil || *r.Detection.FailureReason != tc.code) {
				t.Fatalf("result detection not filled: %+v", r)
			}
		})
	}
}

func TestCategorize(t *testing.T) {
	tests := []struct {
		desc, dir, want string
	}{
		{"SQUARE INC DEPOSIT SQ123", "credit", result.CatCardSettlement},
		{"ACH CREDIT JOHNSON PROPERTIES", "credit", result.CatRevenue},
		{"ONLINE TRANSFER FROM SAV XXXXXX1234", "credit", result.CatOwnTransfer},
		{"ONLINE TRANSFER TO CHK ...9876", "debit", result.CatOwnTransfer},
		{"TRANSFER FROM SHARE S0000 HOME BANKING", "credit", result.CatOwnTransfer},
		{"TRANSFER TO SHARE DRAFT S0010 HOME BANKING", "debit", result.CatOwnTransfer},
		{"DIVIDEND EARNED", "credit", result.CatOther},
		{"DEPOSIT DIVIDEND 0.250% ANNUAL PERCENTAGE YIELD EARNED", "credit", result.CatOther},
		{"ELECTRONIC/ACH CREDIT IRS TREAS 310 TAX REF 260112", "credit", result.CatRefundReversal},
		{"Forward Financin Debit 251215 FF1316314 Blue River Cafe Inc", "debit", result.CatMCAPayment},
		{"FORWARD FINANCING FUNDING WIRE", "credit", result.CatLoanProceeds},
		{"FORWARD FINANCING ACH DEBIT PMT", "debit", result.CatMCAPayment},
		{"KABBAGE LOAN PAYMENT ACH", "debit", result.CatLoanPayment},
		{"NSF FEE RETURNED ITEM CHARGE", "debit", result.CatNSFFee},
		{"Deposited Item Returned Fee", "debit", result.CatNSFFee},
		{"Deposited Item Returned Nsf Deposited on 01/10 Ref #5993", "debit", result.CatReturnedItem},
		{"OVERDRAFT ITEM FEE", "debit", result.CatNSFFee},
		{"INSUFFICIENT CHARGE FOR 2 ITEM/S 2768 2781", "debit", result.CatNSFFee},
		{"Non-Sufficient Funds Fee", "debit", result.CatNSFFee},
		{"NONSUFFICIENT FUNDS ITEM FEE", "debit", result.CatNSFFee},
		{"RETURNED ITEM CUSTOMER CHECK", "credit", result.CatReturnedItem},
		{"REVERSAL OF SERVICE FEE", "credit", result.CatRefundReversal},
		{"REFUND HOME DEPOT", "credit", result.CatRefundReversal},
		{"ADP PAYROLL WAGE PAY", "debit", result.CatPayroll},
		{"Deposited check returned unpaid check 0490", "debit", result.CatReturnedItem},
		{"Transfer from Tillwell balance sales 12/18 ID TUNR8Q7M5A", "credit", result.CatCardSettlement},
		{"ACH Withdrawal IRS USATAXPYMT 270727741218519 ID:3387702000 CCD", "debit", result.CatPayroll},
		{"Debit Card Credit - UBER TRIP COLUMBUS OH Card ending in 4585 on 02/11", "credit", result.CatRefundReversal},
		{"Converted 2,695.92 EUR to 2,910.19 USD at 1 EUR = 1.07948 USD", "credit", result.CatOwnTransfer},
		{"Converted 1,082.27 USD to 1,001.79 EUR at 1 EUR = 1.08034 USD", "debit", result.CatOwnTransfer},
		{"MONTHLY SERVICE FEE", "debit", result.CatFee},
		{"INTEREST PAID", "credit", result.CatOther},
		{"INTEREST PAYMENT", "credit", result.CatOther},
		{"Courtesy Pay Fee Item 552.63", "debit", result.CatNSFFee},
		{"RETURN DEPOSIT ITEM NSF DEPOSITED 11/03", "debit", result.CatReturnedItem},
		{"RETURN DEPOSIT ITEM FEE SVC CH*", "debit", result.CatNSFFee},
		{"RETURN DEPOSITED ITEM CHECK 3571 DEPOSITED 01/14 REASON NSF", "debit", result.CatReturnedItem},
		{"CRD RETURN 11/17/25 SYSCO FOODS AUSTIN TX C#3785", "credit", result.CatRefundReversal},
		{"VISA CREDIT STAPLES 00123 AUSTIN TX CARD 3762", "credit", result.CatRefundReversal},
		{"MASTERCARD RETURN SYSCO FOODS", "credit", result.CatRefundReversal},
		{"CARD PURCHASE HOME DEPOT", "debit", result.CatOther},
		{"Negative balance fee", "debit", result.CatNSFFee},
		{"Account Maintenance Charge", "debit", result.CatFee},
		{"Transfer To Loan 880010637246 Mortgage Payment", "debit", result.CatLoanPayment},
		{"ACH CREDIT CARGILL GRAIN DIV SETTLEMENT CONTRACT 17748 SOYBEANS GROSS 2,160.26 LESS CHECKOFF 5.29 NET 2,154.97", "credit", result.CatRevenue},
		{"MERCHANT BANKCARD SETTLEMENT 4455", "credit", result.CatCardSettlement},
		// A reference that holds XX and digits is not a masked account.
		{"Zelle Transfer From James O'neill Conf# txx47c2qkn", "credit", result.CatRevenue},
		{"Zelle Transfer To Keisha Williams Ref Y3XX864F96", "debit", result.CatOther},
		// Alias guard: short aliases need a whole word and a payment marker.
		{"CAN CAPITAL ACH DEBIT", "debit", result.CatMCAPayment},
		{"FORA ACH DEBIT", "debit", result.CatMCAPayment},
		{"AMERICAN EXPRESS ACH PMT", "debit", result.CatOther},
		{"CAN OPENER SUPPLY", "debit", result.CatOther},
		{"FORAGE FOODS ACH PMT", "debit", result.CatOther},
		{"EBFX SUPPLY", "debit", result.CatOther},
	}
	for _, tc := range tests {
		if got := categorize(tc.desc, tc.dir); got != tc.want {
			t.Errorf("categorize(%q, %s) = %s, want %s", tc.desc, tc.dir, got, tc.want)
		}
	}
}

func TestDebtOutflows(t *testing.T) {
	var txns []txn
	for d := 1; d <= 12; d++ {
		dt := day(2026, 1, d)
		if wd := dt.Weekday(); wd == time.Saturday || wd == time.Sunday {
			continue
		}
		txns = append(txns, txn{Date: dt, Desc: "CREDIBLY ACH DEBIT", Cents: 25000, Dir: "debit", Category: result.CatMCAPayment})
		txns = append(txns, txn{Date: dt, Desc: "ZENITH CAP GRP " + dt.Format("0102"), Cents: 9900, Dir: "debit", Category: result.CatOther})
		txns = append(txns, txn{Date: dt, Desc: "SHELL OIL", Cents: int64(1000 + d*37), Dir: "debit", Category: result.CatOther})
	}
	for _, d := range []int{2, 9, 16, 23} {
		txns = append(txns, txn{Date: day(2026, 1, d), Desc: "KABBAGE LOAN PAYMENT", Cents: 50000, Dir: "debit", Category: result.CatLoanPayment})
	}
	got := debtOutflows(txns)
	sort.Slice(got, func(i, j int) bool { return got[i].Name < got[j].Name })
	want := []result.DebtOutflow{
		{Name: "Credibly", Kind: "mca", Frequency: "daily", TypicalAmount: 250, Count: 8, Total: 2000, FirstDate: "2026-01-01", LastDate: "2026-01-12", Source: "funder_list"},
		{Name: "Kabbage", Kind: "loan", Frequency: "weekly", TypicalAmount: 500, Count: 4, Total: 2000, FirstDate: "2026-01-02", LastDate: "2026-01-23", Source: "funder_list"},
		{Name: "Zenith Cap Grp", Kind: "mca", Frequency: "daily", TypicalAmount: 99, Count: 8, Total: 792, FirstDate: "2026-01-01", LastDate: "2026-01-12", Source: "payment_rhythm"},
	}
	if len(got) != len(want) {
		t.Fatalf("got %+v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("got  %+v\nwant %+v", got[i], want[i])
		}
	}
}

// TestResultJSONFields pins the JSON names to the AnalysisResult fields
// of shared/INTERFACE.md.
func TestResultJSONFields(t *testing.T) {
	b, err := json.Marshal(result.Statement{Transactions: []result.Transaction{{}}})
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range strings.Fields(`bank_name account_holder_name account_number_last4 currency period_start period_end
		starting_balance ending_balance average_balance total_deposits total_withdrawals true_revenue estimated_monthly_revenue
		number_of_deposits number_of_withdrawals number_of_nsf number_of_negative_days fraud_score fraud_risk_level
		monthly_summary debt_outflows transactions checks detection`) {
		if _, ok := m[k]; !ok {
			t.Errorf("result JSON lacks %q", k)
		}
	}
	var txs []map[string]json.RawMessage
	if err := json.Unmarshal(m["transactions"], &txs); err != nil {
		t.Fatal(err)
	}
	for _, k := range strings.Fields("date description amount type category running_balance flagged") {
		if _, ok := txs[0][k]; !ok {
			t.Errorf("transaction JSON lacks %q", k)
		}
	}
	if string(m["fraud_score"]) != "null" {
		t.Errorf("fraud_score = %s, want null", m["fraud_score"])
	}
}

func TestSingleAccountCheck(t *testing.T) {
	two := mkPage(1, append(stmtHeader(40),
		L(180, C(40, "Beginning Balance"), R(300, "100.00")),
		L(192, C(40, "Ending Balance"), R(300, "110.00")),
		L(220, C(40, "Date"), C(100, "Description"), R(470, "Amount")),
		L(232, C(40, "12/16"), C(100, "DEPOSIT"), R(470, "10.00")),
		L(300, C(40, "SAVINGS ACCOUNT")),
		L(312, C(40, "Beginning Balance"), R(300, "5,000.00")),
	)...)
	r := parse(t, two)
	if checkPassed(r, "single_account") {
		t.Fatalf("two opening balances passed: %+v", r.Checks)
	}
}

func TestFailureReason(t *testing.T) {
	missing := &result.Statement{Detection: result.Detection{FailureReason: ptr(ReasonMissingPages)}}
	tests := []struct {
		name string
		res  *result.Statement
		err  error
		want string // "" = nil
	}{
		{"usable statement", &result.Statement{}, nil, ""},
		{"missing pages", missing, nil, "missing_pages"},
		{"coded error", nil, fmt.Errorf("extract text: %w", &Error{Code: pdftext.CodeEncrypted}), "pdf_encrypted"},
		{"not a statement", missing, &Error{Code: "not_a_bank_statement:invoice"}, "not_a_bank_statement:invoice"},
		{"uncoded error", nil, errors.New("boom"), pdftext.CodeInternal},
	}
	for _, tc := range tests {
		got := FailureReason(tc.res, tc.err)
		if (got == nil) != (tc.want == "") || got != nil && *got != tc.want {
			t.Errorf("%s: got %v, want %q", tc.name, got, tc.want)
		}
	}
}
