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
