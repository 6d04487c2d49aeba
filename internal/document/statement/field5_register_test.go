package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// registerLike is a fixed-width branch register printed to PDF: the
// bank's name with its branch and town after commas in the running
// head, the account number with "/INR" run on, the period's dates run
// into "TO", a Tran / Ref Num / Particulars / … / Contra header, and the
// transaction id run into the row's date ("16-04-2019S47177939").
func registerLike() pdftext.Page {
	return mkPage(1,
		L(30, C(40, "15-07-2025 18:40:11"), C(160, "SAMPLE OVERSEAS BANK, MAHALAKSHMIPURAM, BANGALORE"), C(540, "Page 1")),
		L(60, C(40, "Account Number :177501000004542/INR")),
		L(72, C(40, "Report for the Period :01-04-2019TO31-03-2025")),
		L(100, C(40, "Date"), C(95, "Tran"), C(200, "Ref Num"), C(260, "Particulars"), C(380, "Debit Amt."), C(450, "Credit Amt."), C(510, "Balance Amt."), C(575, "Contra")),
		L(125, C(100, "Brought Forward :"), R(495, "1,14,901.75"), R(566, "1,14,901.75CR")),
		L(135, C(40, "16-04-2019S47177939"), C(200, "39968"), C(260, "ABHIJITH TRADERS"), R(425, "4,950.00"), R(566, "1,09,951.75CR")),
		L(145, C(40, "20-04-2019"), C(95, "IB376589"), C(260, "AROKIYANATHAN J"), R(425, "25,000.00"), R(566, "84,951.75CR")),
		L(155, C(40, "30-04-2019S75388424"), C(200, "1775040000"), C(260, "1775040012 Int:1094."), R(495, "1,094.00"), R(566, "86,045.75CR")),
	)
}

// TestField5Register: the date run into the transaction id is the row's
// date and the id no part of its text (nor the Ref Num's number); the
// period run together reads; "/INR" after the account number is its
// currency; the branch and town after the bank's name are no part of it.
func TestField5Register(t *testing.T) {
	r := parse(t, registerLike())
	want := "2019-04-16 debit 4950 ABHIJITH TRADERS\n2019-04-20 debit 25000 AROKIYANATHAN J\n2019-04-30 credit 1094 1775040012 Int:1094."
	if got := types(r); got != want {
		t.Errorf("transactions:\n%s\nwant:\n%s", got, want)
	}
	if got := deref(r.PeriodStart) + " " + deref(r.PeriodEnd); got != "2019-04-01 2025-03-31" {
		t.Errorf("period = %s, want 2019-04-01 2025-03-31", got)
	}
	if got := deref(r.AccountNumberLast4); got != "4542" {
		t.Errorf("last 4 = %q, want 4542", got)
	}
	if got := deref(r.BankName); got != "SAMPLE OVERSEAS BANK" {
		t.Errorf("bank = %q, want SAMPLE OVERSEAS BANK", got)
	}
	for _, c := range []struct{ in, want string }{
		{"16-04-2019S47177939", "16-04-2019|S47177939"},
		{":01-04-2019TO31-03-2025", ":|01-04-2019|TO|31-03-2025"},
		{"16-04-2019", ""},
		{"2019-04-16T10", ""},
	} {
		got := ""
		if ps, ok := splitGluedDate(pdftext.Word{Text: c.in, X0: 0, X1: 100}); ok {
			for i, p := range ps {
				if i > 0 {
					got += "|"
				}
				got += p.Text
			}
		}
		if got != c.want {
			t.Errorf("splitGluedDate(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
