package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// kotakLike is an Indian core-banking statement over three financial
// years: the holder's block and the labelled fields beside it, a
// "Period : 01-04-2022 To 31-03-2025" longer than half a year, day-first
// dashed dates, balances and summary figures with a bracketed "(Cr)".
func kotakLike(extra ...tl) pdftext.Page {
	ls := []tl{
		L(40, C(21, "ASHA RAO"), C(375, "Period : 01-04-2022 To 31-03-2025")),
		L(60, C(375, "Account No : 5611652303")),
		L(80, C(375, "Currency : INR")),
		L(200, C(34, "Date"), C(100, "Narration"), R(380, "Withdrawal (Dr)"), R(470, "Deposit(Cr)"), R(560, "Balance")),
		L(218, C(76, "B/F"), R(560, "394.73(Cr)")),
		L(236, C(15, "30-06-2022"), C(76, "Int.Pd:5611652303"), R(470, "3.00"), R(560, "397.73(Cr)")),
		L(254, C(15, "30-09-2022"), C(76, "ATM WDL"), R(380, "400.00"), R(560, "2.27(Dr)")),
		L(272, C(15, "31-03-2025"), C(76, "Int.Pd:5611652303"), R(470, "4.00"), R(560, "1.73(Cr)")),
	}
	return mkPage(1, append(ls, extra...)...)
}

// TestField5BracketedMark: a balance printed "397.73(Cr)" or "2.27(Dr)"
// is an amount with its direction mark, like "397.73CR": the rows of a
// table whose every balance is so printed are read, and "(Dr)" is below
// zero.
func TestField5BracketedMark(t *testing.T) {
	runOracle(t, []oracleCase{{
		name:    "balances with a bracketed Cr/Dr mark",
		pages:   []pdftext.Page{kotakLike()},
		want:    "2022-06-30 credit 3 Int.Pd:5611652303\n2022-09-30 debit 400 ATM WDL\n2025-03-31 credit 4 Int.Pd:5611652303",
		verdict: result.Verified,
	}})
	for _, c := range []struct {
		in   string
		want int64
		mark string
	}{{"394.73(Cr)", 39473, "CR"}, {"0.00(Dr)", 0, "DR"}, {"1,14,901.75(CR)", 11490175, "CR"}} {
		a, ok := parseAmount(c.in)
		if !ok || a.Cents != c.want || a.Mark != c.mark {
			t.Errorf("parseAmount(%q) = %+v %v, want %d %s", c.in, a, ok, c.want, c.mark)
		}
	}
	if _, ok := parseAmount("(CR)"); ok {
		t.Errorf("parseAmount((CR)) read an amount")
	}
}

// TestField5DayFirstRowsEndHeader: rows dated day first ("30-06-2022")
// end page one's header like month-first ones, so a row's description
// never becomes the holder or the bank.
func TestField5DayFirstRowsEndHeader(t *testing.T) {
	l := buildLines(kotakLike())
	hdr := headerLines(l)
	for _, h := range hdr {
		if h.text() == "B/F 394.73(Cr)" || h.Words[0].Text == "30-06-2022" {
			t.Errorf("header runs into the table: %q", h.text())
		}
	}
	if len(hdr) != 3 {
		t.Errorf("header has %d lines, want 3", len(hdr))
	}
}

// TestField5LongPeriod: a statement printed over a custom range longer
// than half a year ("Period : 01-04-2022 To 31-03-2025", "20 September
// 2019 [GMT+01:00] - 13 June 2026 [GMT+01:00]" under "GBP statement")
// takes that period when its rows fall inside it; a year-to-date range
// never does, and a monthly statement's period is unchanged.
func TestField5LongPeriod(t *testing.T) {
	r := parse(t, kotakLike())
	if r.PeriodStart == nil || r.PeriodEnd == nil || *r.PeriodStart != "2022-04-01" || *r.PeriodEnd != "2025-03-31" {
		t.Errorf("period = %v - %v, want 2022-04-01 - 2025-03-31", deref(r.PeriodStart), deref(r.PeriodEnd))
	}
	if r.NumberOfNegativeDays == nil || *r.NumberOfNegativeDays == 0 {
		t.Errorf("negative days over a three-year period not counted: %v", r.NumberOfNegativeDays)
	}
	cases := []struct {
		name  string
		lines []tl
		want  string
	}{
		{"labelled range", []tl{L(40, C(40, "Period : 01-04-2022 To 31-03-2025"))}, "2022-04-01 2025-03-31"},
		{"range under a statement title, time-zone notes",
			[]tl{L(40, C(40, "GBP statement")), L(52, C(40, "20 September 2019 [GMT+01:00] - 13 June 2026 [GMT+01:00]"))}, "2019-09-20 2026-06-13"},
		{"year to date", []tl{L(40, C(40, "Year to date period 01/01/2025 - 11/30/2025"))}, ""},
		{"no cue", []tl{L(40, C(40, "Opened")), L(52, C(300, "01/01/2020 - 11/30/2025"))}, ""},
		{"half a year is a normal period", []tl{L(40, C(40, "Period 01/01/2025 - 03/31/2025"))}, ""},
	}
	for _, c := range cases {
		s, e, ok := longPeriod(buildLines(mkPage(1, c.lines...)), true)
		got := ""
		if ok {
			got = s.Format("2006-01-02") + " " + e.Format("2006-01-02")
		}
		if got != c.want {
			t.Errorf("%s: longPeriod = %q, want %q", c.name, got, c.want)
		}
	}
}

func deref(s *string) string {
	if s == nil {
		return "<nil>"
	}
	return *s
}

// TestField5TimeUnderDate: a ledger that prints each row's posting time
// under its date ("30/11/2024" over "16:08:08") wraps the description
// onto that line: the time is no description and does not keep the rest
// of the line from the row. "Account Name(s):" labels the holder.
func TestField5TimeUnderDate(t *testing.T) {
	page := mkPage(1,
		L(40, C(38, "Account Statement")),
		L(60, C(38, "Account Number: 13609858810001 AED")),
		L(72, C(38, "Statement Period: From 01/11/2024 to 30/11/2024")),
		L(84, C(38, "Account Name(s): ASHA MENON")),
		L(96, C(38, "Opening Balance: 500.00 AED")),
		L(108, C(38, "Closing Balance: 410.00 AED")),
		L(140, C(42, "Posting Date"), C(160, "Description"), R(400, "Debit Amount"), R(470, "Credit Amount"), R(540, "Balance")),
		L(158, C(46, "02/11/2024"), C(160, "PUR 01/11 UBER *TR HELP UBER"), R(400, "40"), R(470, "0.00"), R(540, "460.00")),
		L(166, C(51, "15:51:22"), C(160, "COM 0729")),
		L(178, C(46, "05/11/2024"), C(160, "MBTRF AED50.00 TRF"), R(400, "50"), R(470, "0.00"), R(540, "410.00")),
		L(186, C(51, "06:15:13"), C(160, "OUT TO RAVI")),
		L(194, C(160, "KUMAR")),
		L(206, C(46, "05/11/2024"), C(160, "CARD FEE"), R(400, "0.00"), R(470, "0.00"), R(540, "410.00")),
		L(214, C(51, "21:43:50")),
	)
	runOracle(t, []oracleCase{{
		name:    "times under the dates",
		pages:   []pdftext.Page{page},
		want:    "2024-11-02 debit 40 PUR 01/11 UBER *TR HELP UBER COM 0729\n2024-11-05 debit 50 MBTRF AED50.00 TRF OUT TO RAVI KUMAR",
		verdict: result.Verified,
	}})
	if r := parse(t, page); r.AccountHolderName == nil || *r.AccountHolderName != "ASHA MENON" {
		t.Errorf("holder = %v, want ASHA MENON", deref(r.AccountHolderName))
	}
}

// TestField5AccountCardLabel: "Account/Card number" over a number
// printed in groups labels the account's own number.
func TestField5AccountCardLabel(t *testing.T) {
	hdr := buildLines(mkPage(1,
		L(130, C(70, "ELYSIA LEAVER"), C(380, "Account/Card number")),
		L(142, C(70, "48 DENISON ST"), C(380, "116-879 453 657 726")),
		L(155, C(70, "COOMA NSW 2630")),
	))
	if got := last4([][]line{hdr}, hdr); got != "7726" {
		t.Errorf("last4 = %q, want 7726", got)
	}
}

// TestField5StatementStartsEnds: "Statement starts 2 July 2022" and
// "Statement ends 3 January 2023", each beside other fields of a
// summary box, label the period's two ends.
func TestField5StatementStartsEnds(t *testing.T) {
	r := parse(t, mkPage(1,
		L(40, C(308, "NAB Classic Banking")),
		L(134, C(360, "Opening balance $0.00")),
		L(165, C(70, "MS JD SYMONS"), C(360, "Closing balance $10.00")),
		L(176, C(70, "21 HAWKER ST")),
		L(187, C(70, "BROMPTON SA 5007"), C(360, "Statement starts 2 July 2022")),
		L(198, C(360, "Statement ends 3 January 2023")),
		L(300, C(38, "Date"), C(100, "Particulars"), R(400, "Debits"), R(480, "Credits"), R(560, "Balance")),
		L(312, C(44, "8 Jul 2022"), C(100, "Jobseeker Pymt"), R(480, "10.00"), R(560, "10.00 Cr")),
	))
	if got := deref(r.PeriodStart) + " " + deref(r.PeriodEnd); got != "2022-07-02 2023-01-03" {
		t.Errorf("period = %s, want 2022-07-02 2023-01-03", got)
	}
}

// TestField5CutIndianPages: pages cut from an Indian e-statement (no
// header, no footer, no currency printed) are in rupees by the payment
// systems their rows name (the rows' own dates, day first, above the
// first dated line, show they are not a US statement's), and the "Chq: <number>" field closing each
// description cell is a reference, not description.
func TestField5CutIndianPages(t *testing.T) {
	r := parse(t, mkPage(1,
		L(40, C(44, "Date"), C(107, "Particulars"), R(400, "Deposits"), R(480, "Withdrawals"), R(560, "Balance")),
		L(62, C(107, "UPI/DR/508874407289/29/03/2025")),
		L(74, C(26, "29-03-2025"), C(107, "MET/AIRP/PAYMENT"), R(480, "200.00"), R(560, "10,608.92")),
		L(86, C(107, "13:14:37")),
		L(98, C(107, "Chq: 508874407289")),
		L(130, C(107, "UPI/CR/508877573558/FARHA")),
		L(142, C(26, "30-03-2025"), C(107, "HUS/BKID/PAY"), R(400, "8,500.00"), R(560, "19,108.92")),
		L(154, C(107, "Chq: 0")),
		L(186, C(107, "NACH BAJAJFINANCELTD")),
		L(198, C(26, "02-04-2025"), C(107, "401CDDKP260637"), R(480, "3,559.00"), R(560, "15,549.92")),
		L(210, C(107, "Chq:")),
		L(242, C(107, "IMPS/P2A/509714896107")),
		L(254, C(26, "07-04-2025"), C(107, "MRS TINA"), R(480, "30.00"), R(560, "15,519.92")),
	))
	want := "2025-03-29 debit 200 UPI/DR/508874407289/29/03/2025 MET/AIRP/PAYMENT 13:14:37\n" +
		"2025-03-30 credit 8500 UPI/CR/508877573558/FARHA HUS/BKID/PAY\n" +
		"2025-04-02 debit 3559 NACH BAJAJFINANCELTD 401CDDKP260637\n" +
		"2025-04-07 debit 30 IMPS/P2A/509714896107 MRS TINA"
	if got := types(r); got != want {
		t.Errorf("transactions:\n%s\nwant:\n%s", got, want)
	}
	if r.Currency == nil || *r.Currency != "INR" {
		t.Errorf("currency = %v, want INR", deref(r.Currency))
	}
	if got := withoutChqField("Chq: 509659591740 UPI/DR/509714896107/MRS TINA"); got != "UPI/DR/509714896107/MRS TINA" {
		t.Errorf("leading field kept: %q", got)
	}
}

// TestField5NameBesideColumn: a two-column report header whose left
// column holds the name on its first line and the address from its fifth
// (the right column's labelled fields fill the lines between) names the
// holder; a name over a street with blank lines between, and nothing
// beside them, still does not.
func TestField5NameBesideColumn(t *testing.T) {
	for _, c := range []struct {
		name  string
		lines []tl
		want  string
	}{
		{"right column between", []tl{
			L(78, C(21, "SATISH J KASHYAP"), C(375, "Period : 01-04-2022 To 31-03-2025")),
			L(98, C(375, "Cust.Reln.No : 108656908")),
			L(118, C(375, "Account No : 5611652303")),
			L(138, C(375, "Currency : INR")),
			L(158, C(21, "190 1ST FLR 19 C MN"), C(375, "Branch : BASAVESHWARA NAGAR")),
			L(178, C(21, "RAJAJINAGAR")),
		}, "SATISH J KASHYAP"},
		{"nothing beside", []tl{
			L(78, C(21, "SATISH J KASHYAP")),
			L(158, C(21, "190 1ST FLR 19 C MN")),
			L(178, C(21, "RAJAJINAGAR")),
		}, ""},
	} {
		got, _ := holderName(buildLines(mkPage(1, c.lines...)))
		if got != c.want {
			t.Errorf("%s: holder = %q, want %q", c.name, got, c.want)
		}
	}
}
