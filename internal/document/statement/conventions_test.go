package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestConventions holds conventions of national and regional bank
// layouts (sections with subtotals, check columns with gap marks, …),
// each read from a few synthetic lines.
func TestConventions(t *testing.T) {
	tests := []oracleCase{
		{
			name: "a subtotal per card, the name first, then the total of the cards: neither is a row",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(150, C(40, "Beginning Balance"), R(300, "1,000.00")),
				L(162, C(40, "Ending Balance"), R(300, "940.00")),
				L(180, C(40, "Card Withdrawals")),
				L(192, C(40, "Card Number: xxxx-xxxx-xxxx-9536")),
				L(204, C(40, "Date"), C(100, "Description of Transaction"), R(470, "Amount")),
				L(216, C(40, "Dec 16"), C(100, "Debit Purchase SHELL OIL"), R(470, "10.00-")),
				L(228, C(40, "Dec 17"), C(100, "Debit Purchase STAPLES"), R(470, "20.00-")),
				L(240, C(260, "Card 9536 Withdrawals Subtotal"), C(400, "$"), R(470, "30.00-")),
				L(258, C(40, "Card Number: xxxx-xxxx-xxxx-8910")),
				L(270, C(40, "Date"), C(100, "Description of Transaction"), R(470, "Amount")),
				L(282, C(40, "Dec 18"), C(100, "ATM Withdrawal"), R(470, "30.00-")),
				L(294, C(260, "Card 8910 Withdrawals Subtotal"), C(400, "$"), R(470, "30.00-")),
				L(310, C(260, "Total Card Withdrawals"), C(400, "$"), R(470, "60.00-")),
			)...)},
			want:    "2025-12-16 debit 10 Debit Purchase SHELL OIL\n2025-12-17 debit 20 Debit Purchase STAPLES\n2025-12-18 debit 30 ATM Withdrawal",
			verdict: result.Verified,
		},
		{
			name: "a gap mark glued to a check number is not the number's; a star inside a payee's text is the payee's",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(150, C(40, "Beginning Balance"), R(300, "1,000.00")),
				L(162, C(40, "Ending Balance"), R(300, "850.00")),
				L(180, C(40, "Checks")),
				L(192, C(40, "Check #"), R(160, "Amount"), C(180, "Date"), C(260, "Check #"), R(380, "Amount"), C(400, "Date")),
				L(204, C(40, "1263"), R(160, "100.00"), C(180, "12/16"), C(260, "*1265"), R(380, "20.00"), C(400, "12/17")),
				L(216, C(40, "1266*"), R(160, "10.00"), C(180, "12/18")),
				L(234, C(40, "Debits")),
				L(246, C(40, "Date"), C(100, "Description"), R(470, "Amount")),
				L(258, C(40, "12/19"), C(100, "DEBIT POS COSTCO WHSE TAMPA * FL"), R(470, "20.00")),
			)...)},
			want: "2025-12-16 debit 100 CHECK #1263\n2025-12-17 debit 20 CHECK #1265\n2025-12-18 debit 10 CHECK #1266\n" +
				"2025-12-19 debit 20 DEBIT POS COSTCO WHSE TAMPA * FL",
			verdict: result.Verified,
		},
		{
			name: "an account masked with dots down to its last digits keeps its dots",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Date"), C(100, "Description"), R(470, "Amount"), R(560, "Balance")),
				L(192, C(40, "12/16"), C(100, "Transfer from Business Savings ...6665"), R(470, "+$884.61"), R(560, "$1,884.61")),
				L(204, C(40, "12/17"), C(100, "Transfer to Business Savings ...7970"), R(470, "-$84.61"), R(560, "$1,800.00")),
			)...)},
			want:    "2025-12-16 credit 884.61 Transfer from Business Savings ...6665\n2025-12-17 debit 84.61 Transfer to Business Savings ...7970",
			verdict: result.Verified,
		},
		{
			name: "tiny glyphs stacked down the margin do not join the rows beside them",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Date"), C(100, "Description"), R(470, "Amount"), R(560, "Balance")),
				// A glyph box 3 high is centred 1.1 above its baseline, a
				// body word's 3 above: L(190) centres on the row at L(192).
				L(190, cell{x: 20, text: "4", size: 3}),
				L(192, C(40, "12/16"), C(100, "CARD PURCHASE COSTCO"), R(470, "-84.61"), R(560, "915.39")),
				L(194, cell{x: 20, text: "0", size: 3}),
				L(198, cell{x: 20, text: "7", size: 3}),
				L(202, cell{x: 20, text: "1", size: 3}),
				L(204, C(40, "12/17"), C(100, "ATM WITHDRAWAL"), R(470, "-15.39"), R(560, "900.00")),
			)...)},
			want:    "2025-12-16 debit 84.61 CARD PURCHASE COSTCO\n2025-12-17 debit 15.39 ATM WITHDRAWAL",
			verdict: result.Verified,
		},
		{
			name: "a margin code set on its side ('E-0') keeps its dash out of the row beside it; a year-to-date total under the table totals no section",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(180, C(40, "Date"), C(100, "Description"), R(470, "Amount"), R(560, "Balance")),
				L(192, C(40, "12/16"), C(100, "INTERNAL TRANSFER"), R(470, "50.00"), R(560, "1,050.00")),
				L(199, cell{x: 576, text: "E", size: 3}),
				L(203, C(100, "FROM SAVINGS 316899736")),
				L(203, cell{x: 576, text: "-", size: 3}),
				L(207, cell{x: 576, text: "0", size: 3}),
				L(216, C(40, "12/17"), C(100, "ATM WITHDRAWAL"), R(470, "-20.00"), R(560, "1,030.00")),
				L(240, C(40, "Total Cashback Financial Year to Date: $0.00")),
			)...)},
			want:    "2025-12-16 credit 50 INTERNAL TRANSFER FROM SAVINGS 316899736\n2025-12-17 debit 20 ATM WITHDRAWAL",
			verdict: result.Verified,
		},
		{
			name: "sections printed without a column header before a checks table that has one",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(130, C(40, "SUMMARY")),
				L(142, C(40, "Beginning Balance"), R(300, "$1,000.00"), C(340, "Minimum Balance"), R(560, "$1,000.00")),
				L(154, C(40, "Withdrawals"), R(300, "$45.00"), C(310, "-"), C(340, "Average Balance"), R(560, "$1,020.00")),
				L(166, C(40, "Ending Balance"), R(300, "$1,105.00")),
				L(190, C(40, "DEPOSITS & CREDITS")),
				L(202, C(40, "12/16"), C(100, "Square Inc SQ251216 Acme Widgets Llc"), R(560, "100.00")),
				L(214, C(40, "12/17"), C(100, "Online Transfer From Savings xxxxxx1814"), R(560, "50.00")),
				L(232, C(40, "WITHDRAWALS")),
				L(244, C(40, "12/18"), C(100, "Card Purchase 12/17 Sysco Foods"), R(560, "20.00")),
				L(262, C(40, "FEES")),
				L(274, C(40, "12/31"), C(100, "Monthly Maintenance Fee"), R(560, "15.00")),
				L(292, C(40, "CHECKS")),
				L(304, C(40, "Date"), C(100, "Check No."), R(250, "Amount")),
				L(316, C(40, "12/19"), C(100, "1323"), R(250, "10.00")),
			)...)},
			want: "2025-12-16 credit 100 Square Inc SQ251216 Acme Widgets Llc\n2025-12-17 credit 50 Online Transfer From Savings xxxxxx1814\n" +
				"2025-12-18 debit 20 Card Purchase 12/17 Sysco Foods\n2025-12-31 debit 15 Monthly Maintenance Fee\n2025-12-19 debit 10 CHECK #1323",
			verdict: result.Verified,
		},
		{
			name: "column labels wrapped under a header that reads whole: the amount before the description",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(150, C(40, "Beginning Balance"), R(300, "1,000.00")),
				L(162, C(40, "Ending Balance"), R(300, "1,130.00")),
				L(180, C(40, "Deposits"), R(560, "2 transactions for a total of $150.00")),
				L(192, C(40, "Date"), R(160, "Amount"), C(180, "Transaction"), C(450, "Reference")),
				L(202, C(40, "posted"), C(180, "description"), C(450, "number")),
				L(214, C(40, "12/16"), R(160, "100.00"), C(180, "Mobile Deposit"), C(450, "99385167065285874")),
				L(226, C(40, "12/17"), R(160, "50.00"), C(180, "Corporate ACH Transfer Stripe"), C(450, "51151476555305460")),
				L(244, C(40, "ACH Deductions"), R(560, "1 transaction for a total of $20.00")),
				L(256, C(40, "Date"), R(160, "Amount"), C(180, "Transaction"), C(450, "Reference")),
				L(266, C(40, "posted"), C(180, "description"), C(450, "number")),
				L(278, C(40, "12/18"), R(160, "20.00"), C(180, "ACH Web Payment Duke Energy"), C(450, "90005906208189964")),
			)...)},
			want:    "2025-12-16 credit 100 Mobile Deposit\n2025-12-17 credit 50 Corporate ACH Transfer Stripe\n2025-12-18 debit 20 ACH Web Payment Duke Energy",
			verdict: result.Verified,
		},
		{
			name: "posting and transaction dates side by side under one label: the second date is not the description; '= Current Balance' closes the calculation",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(140, C(40, "Balance Calculation")),
				L(152, C(40, "Previous Balance"), R(300, "1,000.00")),
				L(164, C(40, "Debits"), C(200, "-"), R(300, "60.00")),
				L(176, C(40, "Current Balance"), C(200, "="), R(300, "940.00")),
				L(194, C(40, "ATM/Purchases")),
				L(206, C(40, "Posted"), C(80, "Trans."), C(130, "Description"), R(470, "Amount")),
				L(218, C(40, "12/17"), C(80, "12/16"), C(130, "DEBIT CARD PURCHASE SYSCO FOODS"), R(470, "40.00-")),
				L(230, C(40, "12/18"), C(80, "12/18"), C(130, "POS DEBIT COSTCO WHSE"), R(470, "20.00-")),
			)...)},
			want:    "2025-12-17 debit 40 DEBIT CARD PURCHASE SYSCO FOODS\n2025-12-18 debit 20 POS DEBIT COSTCO WHSE",
			verdict: result.Verified,
		},
		{
			name: "a section title after a checks table printed several across ends it: the rows below are no longer checks",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(150, C(40, "Beginning balance"), R(300, "$1,000.00")),
				L(162, C(40, "Ending balance"), R(300, "$1,050.00")),
				L(180, C(40, "Additions")),
				L(192, C(130, "12-16"), C(200, "Direct Deposit, Square Inc"), R(560, "$150.00")),
				L(204, C(130, "12-17"), C(200, "Mobile Deposit"), R(560, "50.00")),
				L(216, C(130, "12-17"), C(200, "Zelle Pmt From Maria Gomez"), R(560, "20.00")),
				L(234, C(40, "Paper Checks")),
				L(246, C(40, "Check"), C(90, "Date"), R(170, "Amount"), C(200, "Check"), C(250, "Date"), R(330, "Amount")),
				L(258, C(40, "1016"), C(90, "12-18"), R(170, "$75.03")),
				L(276, C(40, "Withdrawals")),
				L(288, C(130, "12-19"), C(200, "Internet Trf To SAV 8873"), R(560, "$60.00")),
				L(300, C(130, "12-22"), C(200, "Online Bill Pay City Water Dept"), R(560, "34.97")),
			)...)},
			want: "2025-12-16 credit 150 Direct Deposit, Square Inc\n2025-12-17 credit 50 Mobile Deposit\n2025-12-17 credit 20 Zelle Pmt From Maria Gomez\n" +
				"2025-12-18 debit 75.03 CHECK #1016\n2025-12-19 debit 60 Internet Trf To SAV 8873\n2025-12-22 debit 34.97 Online Bill Pay City Water Dept",
			verdict: result.Verified,
		},
		{
			name: "a card's subsection is the card's purchases on the account, not another account",
			pages: []pdftext.Page{mkPage(1, append(stmtHeader(40),
				L(150, C(40, "Beginning balance on December 15, 2025"), R(400, "$1,000.00")),
				L(162, C(40, "Ending balance on January 14, 2026"), R(400, "$940.00")),
				L(180, C(40, "Withdrawals and other subtractions")),
				L(192, C(40, "Card account # XXXX XXXX XXXX 2214")),
				L(204, C(40, "Date"), C(100, "Description"), R(470, "Amount")),
				L(216, C(40, "12/16/25"), C(100, "CHECKCARD 1216 STAPLES TAMPA FL"), R(470, "-40.00")),
				L(228, C(100, "Subtotal for card account # XXXX XXXX XXXX 2214"), R(470, "-$40.00")),
				L(246, C(40, "Card account # XXXX XXXX XXXX 5717")),
				L(258, C(40, "Date"), C(100, "Description"), R(470, "Amount")),
				L(270, C(40, "12/17/25"), C(100, "CHECKCARD 1217 UBER TRIP TAMPA FL"), R(470, "-20.00")),
				L(282, C(100, "Subtotal for card account # XXXX XXXX XXXX 5717"), R(470, "-$20.00")),
			)...)},
			want:    "2025-12-16 debit 40 CHECKCARD 1216 STAPLES TAMPA FL\n2025-12-17 debit 20 CHECKCARD 1217 UBER TRIP TAMPA FL",
			verdict: result.Verified,
		},
	}
	runOracle(t, tests)
}

// A logo printed beside or above the bank's name, repeating its first
// words, is not part of the name.
func TestLogoBesideName(t *testing.T) {
	for _, tc := range []struct {
		name  string
		lines []tl
		want  string
	}{
		{"beside", []tl{L(40, Big(40, "TC"), C(100, "TC Bank"))}, "TC Bank"},
		{"above", []tl{L(40, Big(40, "MORGAN HARBOR")), L(60, C(40, "Morgan Harbor Bank, N.A."))}, "Morgan Harbor Bank, N.A."},
		// "Bank" in body print on the logo's baseline: a line of its own.
		{"bank word beside in smaller print", []tl{L(30, Big(40, "Keel")), L(32, C(84, "Bank"))}, "Keel Bank"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lines := append(tc.lines,
				L(100, R(572, "Statement Period: 12/15/2025 - 01/14/2026")),
				L(140, C(40, "ACME WIDGETS LLC")),
				L(151, C(40, "45 OAK AVE")),
				L(162, C(40, "AUSTIN TX 78701")),
				L(200, C(40, "Date"), C(100, "Description"), R(470, "Amount"), R(560, "Balance")),
				L(212, C(40, "12/16"), C(100, "DEPOSIT"), R(470, "100.00"), R(560, "1,100.00")),
			)
			r := parse(t, mkPage(1, lines...))
			if r.BankName == nil || *r.BankName != tc.want {
				t.Errorf("bank name %v, want %q", r.BankName, tc.want)
			}
		})
	}
}

// Transfers between the holder's own accounts written with the usual
// abbreviations (TRF, FR, SV) are own transfers.
func TestOwnTransferAbbreviations(t *testing.T) {
	for _, tc := range []struct{ desc, dir string }{
		{"Internet Trf Fr SAV 6002", "credit"},
		{"Internet Trf To SAV 8873", "debit"},
		{"eTransfer Credit, Online Xfer Transfer from SV 5299574457", "credit"},
		{"eTransfer Debit, Online Xfer Transfer to SV 5299579511", "debit"},
	} {
		if got := categorize(tc.desc, tc.dir); got != result.CatOwnTransfer {
			t.Errorf("categorize(%q, %s) = %s, want %s", tc.desc, tc.dir, got, result.CatOwnTransfer)
		}
	}
}

// Balances dated right after their label, the opening one on the last
// day of the month before: the period is the month after it.
func TestBalancesDatedMonthEnds(t *testing.T) {
	f := headerOf(nil, mkPage(1, append([]tl{
		L(40, C(40, "Keel Business Reward Checking"), R(572, "January 31, 2026")),
		L(60, C(40, "Beginning balance 12-31-25"), R(400, "$17,485.62")),
		L(72, C(40, "Ending balance 1-31-26"), R(400, "$56,332.00")),
	}, ledger(200)...)...))
	got := [2]string{}
	if f.HavePeriod {
		got = [2]string{f.Start.Format("2006-01-02"), f.End.Format("2006-01-02")}
	}
	if want := [2]string{"2026-01-01", "2026-01-31"}; got != want {
		t.Errorf("period %v, want %v", got, want)
	}
}

// Service charges named in the plural are the bank's fees.
func TestServiceChargesAreFees(t *testing.T) {
	if got := categorize("Service Charges For The Month of January", "debit"); got != result.CatFee {
		t.Errorf("category %s, want %s", got, result.CatFee)
	}
}

// Balances dated the same day of consecutive months are the previous
// statement's close and this one's: the period starts the day after.
func TestBalancesDatedCycleDays(t *testing.T) {
	f := headerOf(nil, mkPage(1, append([]tl{
		L(40, C(40, "Keel Business Reward Checking"), R(572, "January 14, 2026")),
		L(60, C(40, "Beginning balance 12-14-25"), R(400, "$17,485.62")),
		L(72, C(40, "Ending balance 1-14-26"), R(400, "$56,332.00")),
	}, ledger(200)...)...))
	got := [2]string{}
	if f.HavePeriod {
		got = [2]string{f.Start.Format("2006-01-02"), f.End.Format("2006-01-02")}
	}
	if want := [2]string{"2025-12-15", "2026-01-14"}; got != want {
		t.Errorf("period %v, want %v", got, want)
	}
}
