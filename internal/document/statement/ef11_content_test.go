package statement

import (
	"strings"

	"strconv"

	"context"

	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// cardRows is a table whose producer left-aligns its figures in cells
// narrower than the labels: every amount under Debits, every balance,
// marked Cr or Dr, under Credits, and the Balance label over nothing
// (ae_samsung_cardrows). bal3 is the third row's printed balance.
func cardRows(bal3 string) pdftext.Page {
	return mkPage(1,
		L(60, C(250, "bank_statement_july_2024")),
		L(80, C(40, "Date"), C(100, "Description"), C(380, "Debits"), C(420, "Credits"), C(470, "Balance")),
		L(94, C(40, "02 Jul 2024"), C(100, "CARD NO.4439 UNION COOP DUBAI 01-07-2024 5.50,AED"), C(380, "-5.50"), C(420, "100.00 Cr")),
		L(106, C(40, "03 Jul 2024"), C(100, "CARD NO.4439 TALABAT DUBAI 02-07-2024 66.04,AED"), C(380, "-66.04"), C(420, "33.96 Cr")),
		L(118, C(40, "25 Jul 2024"), C(100, "CARD NO.4439 DU MOBILE 23-07-2024 50.00,AED"), C(380, "-50.00"), C(420, bal3)),
		L(130, C(40, "28 Jul 2024"), C(100, "CARD NO.4439 H&M DUBAI 26-07-2024 98.00,AED"), C(380, "-98.00"), C(420, "-114.04 Dr")),
	)
}

// TestShortBalanceIsBalance: the marked figure after a row's amount, with
// the Balance label to its right, is the row's balance, so the page is
// read as a statement (dated money rows and balances) instead of being
// refused for two transaction amounts on every line.
func TestShortBalanceIsBalance(t *testing.T) {
	// The header's reading itself, before any fallback reading.
	rd := readRows(buildLines(cardRows("-16.04 Dr")), nil, dateParser{DayFirst: true, Loose: true})
	if len(rd.rows) != 4 || rd.rows[3].Balance == nil || *rd.rows[3].Balance != -11404 {
		t.Fatalf("rows read under the header: %+v", rd.rows)
	}
	r := parse(t, cardRows("-16.04 Dr"))
	if r.Detection.DocumentType != "bank_statement" {
		t.Fatalf("document type %q", r.Detection.DocumentType)
	}
	want := "2024-07-02 debit 5.5 CARD NO.4439 UNION COOP DUBAI 01-07-2024 5.50,AED\n2024-07-03 debit 66.04 CARD NO.4439 TALABAT DUBAI 02-07-2024 66.04,AED\n" +
		"2024-07-25 debit 50 CARD NO.4439 DU MOBILE 23-07-2024 50.00,AED\n2024-07-28 debit 98 CARD NO.4439 H&M DUBAI 26-07-2024 98.00,AED"
	if got := types(r); got != want {
		t.Fatalf("transactions:\n%s\nwant:\n%s", got, want)
	}
	if v, failed := verdict(r); v != "verified" {
		t.Fatalf("verdict %s %v", v, failed)
	}
	if r.StartingBalance == nil || *r.StartingBalance != 105.5 || r.EndingBalance == nil || *r.EndingBalance != -114.04 {
		t.Fatalf("balances %v %v", r.StartingBalance, r.EndingBalance)
	}
}

// TestNegativeDaysFromPrintedBalances: when the printed running balances
// do not chain, the days' balances are the printed ones (the 25th's
// printed 4.96, not the rebuilt -16.04), and only the days the statement
// shows below zero count as negative.
func TestNegativeDaysFromPrintedBalances(t *testing.T) {
	r := parse(t, cardRows("4.96 Cr"))
	if v, failed := verdict(r); v != "needs_review" || len(failed) == 0 || failed[0] != "running_balance" {
		t.Fatalf("verdict %s %v", v, failed)
	}
	// Printed: negative from the 28th to the 28th (the period is the
	// rows' first and last days): one day. Rebuilt from the opening, the
	// 25th, 26th and 27th would be negative too.
	if r.NumberOfNegativeDays == nil || *r.NumberOfNegativeDays != 1 {
		t.Fatalf("negative days %v, want 1", r.NumberOfNegativeDays)
	}
}

// TestForeignStatementNotRefused: a statement in another language is a
// statement. Indonesian labels ('Saldo Awal' / 'Saldo Akhir', 'Nama',
// 'Nomor Rekening') give its balances, holder and number (field
// id_mutasi_giro); a Dutch page ('Beginsaldo' over '36.699,95 CR', rows
// '02-06 … 17,26') is a statement, never refused (field
// nl_rabobank_inspire). Its rows are now read (TestDutchStatement); with
// an opening and no closing nothing checks them, and the reading is not
// verified.
func TestForeignStatementNotRefused(t *testing.T) {
	id := mkPage(1,
		L(40, C(200, "Mutasi Rekening")),
		L(60, C(40, "Nomor Rekening: 7300002228")),
		L(72, C(40, "Nama: YOGI SAPUTRA")),
		L(84, C(40, "Periode Transaksi: 2024-04-01 - 2024-04-30")),
		L(96, C(40, "Saldo Awal: Rp. 1.000.00")),
		L(108, C(40, "Saldo Akhir: Rp. 3.400.00")),
		L(130, C(40, "Date"), C(120, "Description"), R(400, "Amount")),
		L(144, C(40, "2024-04-05"), C(120, "Salary"), R(400, "$2500.00")),
		L(158, C(40, "2024-04-10"), C(120, "Electricity Bill"), R(400, "$-100.00")),
	)
	r := parse(t, id)
	if r.AccountHolderName == nil || *r.AccountHolderName != "YOGI SAPUTRA" || r.AccountNumberLast4 == nil || *r.AccountNumberLast4 != "2228" {
		t.Errorf("holder %v, last4 %v", r.AccountHolderName, r.AccountNumberLast4)
	}
	if r.StartingBalance == nil || *r.StartingBalance != 1000 || r.EndingBalance == nil || *r.EndingBalance != 3400 {
		t.Errorf("balances %v %v", r.StartingBalance, r.EndingBalance)
	}
	if v, failed := verdict(r); v != "verified" {
		t.Errorf("verdict %s %v", v, failed)
	}

	nl := mkPage(1,
		L(40, C(40, "Rekeningafschrift")),
		L(60, C(40, "Ten name van"), C(300, "Datum vanaf"), C(450, "Beginsaldo")),
		L(72, C(40, "O. Laaboudi"), C(300, "01-06-2025"), C(450, "36.699,95 CR")),
		L(90, C(40, "Rente datum"), C(100, "Naam/omschrijving"), C(380, "Bedrag af (debet)"), C(480, "Bedrag bij (credit)")),
		L(104, C(40, "02-06 ei"), C(100, "OHRA Schadeverzekeringen"), R(440, "17,26")),
		L(116, C(40, "02-06 bc"), C(100, "Bedrijfsrest. 7066"), R(440, "5,40")),
	)
	r, err := Parse(context.Background(), []pdftext.Page{nl}, Options{})
	if err != nil {
		t.Fatalf("Dutch page refused: %v", err)
	}
	if v, _ := verdict(r); v == "verified" {
		t.Errorf("Dutch page verdict %s with no closing balance", v)
	}
	if got := types(r); got != "2025-06-02 debit 17.26 ei OHRA Schadeverzekeringen\n2025-06-02 debit 5.4 bc Bedrijfsrest. 7066" {
		t.Errorf("Dutch rows:\n%s", got)
	}
}

// TestNigeriaRailCurrency: a statement that prints no currency and no
// country, whose rows name Nigeria's instant payments (NIP) on three
// lines, is in NGN (field2 ng_accessbank_reportlab); two lines are not
// enough.
func TestNigeriaRailCurrency(t *testing.T) {
	page := func(n int) pdftext.Page {
		ls := []tl{
			L(40, C(40, "STATEMENT OF ACCOUNT")),
			L(52, C(40, "Account Number: 0123456789")),
			L(80, C(40, "Date"), C(100, "Description"), R(400, "Debit"), R(470, "Credit"), R(540, "Balance")),
			L(92, C(40, "OPENING BALANCE"), R(540, "500,000.00")),
		}
		descs := []string{"NIP INWARD TRANSFER FROM FCMB", "SALARY PAYMENT VIA NIP", "NIP INWARD TRANSFER FROM GTB", "POS PURCHASE SHOPRITE"}
		bal := 500000
		for i, d := range descs {
			if i < 3 && i >= n {
				d = "TRANSFER FROM FCMB"
			}
			bal += 1000
			ls = append(ls, L(104+12*float64(i), C(40, "0"+string(rune('3'+i))+"/01/25"), C(100, d), R(470, "1,000.00"),
				R(540, strconv.Itoa(bal/1000)+","+strconv.Itoa(bal%1000/100)+"00.00")))
		}
		return mkPage(1, ls...)
	}
	if r := parse(t, page(3)); r.Currency == nil || *r.Currency != "NGN" {
		t.Errorf("three NIP lines: currency %v, want NGN", r.Currency)
	}
	if r := parse(t, page(2)); r.Currency != nil && *r.Currency == "NGN" {
		t.Errorf("two NIP lines: currency NGN")
	}
}

// TestSplitFigureTailAndElision: a figure split by a stray space in a
// money column ('2,291.2 9') keeps its tail out of the description and
// is set aside as unreadable (figures_read fails), and a typed elision
// ('……..') is text, not a dot leader (uk_santander_word).
func TestSplitFigureTailAndElision(t *testing.T) {
	p := mkPage(1, append(stmtHeader(40),
		L(150, C(40, "Date"), C(100, "Description"), R(440, "Money out"), R(500, "Money in"), R(570, "Balance")),
		L(162, C(40, "12/15/2025"), C(100, "Balance brought forward"), R(570, "2,784.55")),
		L(174, C(40, "12/16/2025"), C(100, "PAYMENT TO …….. REFERENCE BABE"), R(440, "120.00"), R(570, "2,664.55")),
		L(186, C(40, "12/17/2025"), C(100, "DIRECT DEBIT BCARD MANDATE NO"), R(440, "493.26"), R(570, "2,171.2 9")),
	)...)
	r := parse(t, p)
	want := "2025-12-16 debit 120 PAYMENT TO …….. REFERENCE BABE\n2025-12-17 debit 493.26 DIRECT DEBIT BCARD MANDATE NO"
	if got := types(r); got != want {
		t.Fatalf("transactions:\n%s\nwant:\n%s", got, want)
	}
	if v, failed := verdict(r); v != "needs_review" || !strings.Contains(strings.Join(failed, ","), "figures_read") {
		t.Errorf("verdict %s %v, want needs_review with figures_read", v, failed)
	}
}

// TestHolderNotPlaceholder: a template's unfilled '<Branch Name>' over a
// branch's address is no holder; the holder is the block whose name is
// filled in (field us_templatelab_bits).
func TestHolderNotPlaceholder(t *testing.T) {
	f := headerOf(nil, mkPage(1, append([]tl{
		L(40, C(40, "Your Account Statement")),
		L(60, C(40, "111-234-567-890"), C(300, "<Branch Name>")),
		L(72, C(40, "Bit Manufacturing Ltd"), C(300, "231 Valley Farms Street")),
		L(84, C(40, "2450 Courage St, STE 108"), C(300, "Santa Monica, CA")),
		L(96, C(40, "Brownsville, TX 78521"), C(300, "bickslowbank@domain.com")),
	}, ledger(200)...)...))
	if f.Holder != "Bit Manufacturing Ltd" {
		t.Fatalf("holder %q, want Bit Manufacturing Ltd", f.Holder)
	}
}

// TestCodeAfterFigureCurrency: an ISO code run on after the figure in the
// rows ('66.04,AED'), with no other currency printed, gives the currency
// (ae_samsung_cardrows).
func TestCodeAfterFigureCurrency(t *testing.T) {
	r := parse(t, cardRows("-16.04 Dr"))
	if r.Currency == nil || *r.Currency != "AED" {
		t.Fatalf("currency %v, want AED", r.Currency)
	}
	for _, tc := range []struct {
		s    string
		code string
	}{{"66.04,AED", "AED"}, {"1,000.00GBP", "GBP"}, {"66.04,ABC", ""}, {"2024,USD", ""}, {"NO.4439", ""}} {
		if c, _ := codeAfterFigure(tc.s); c != tc.code {
			t.Errorf("%q: %q, want %q", tc.s, c, tc.code)
		}
	}
}
