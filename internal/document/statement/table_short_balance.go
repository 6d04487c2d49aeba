package statement

import "github.com/docanalysis/service/internal/document/pdftext"

// shortBalance reads the second amount of a line as its balance when the
// balance is printed short of its label: the figure carries a balance's
// CR or DR mark ('836.29 Cr', '-15.62 Dr'), it is the line's last figure,
// the line has read no balance, and the header's Balance label stands to
// its right. A producer that left-aligns its figures in cells narrower
// than the labels above them puts the balance under the label before
// Balance (a card-rows table, ae_samsung_cardrows: every amount under
// Debits, every balance under Credits, Balance itself over nothing); read
// as a credit beside the debit, the line was two transaction amounts and
// no row at all. A transaction amount with a mark of its own is never
// the line's last figure when a balance follows it.
func shortBalance(h header, ws []pdftext.Word, i int, a amount, r row) (int64, bool) {
	if a.Mark != "CR" && a.Mark != "DR" || r.Balance != nil || r.Amount.Mark != "" {
		return 0, false
	}
	bal, ok := h.col(colBalance)
	if !ok || bal.X0 <= ws[i].X0 {
		return 0, false
	}
	for j := i + 1; j < len(ws); j++ {
		if _, isAmt := moneyWord(h, ws, j); isAmt {
			return 0, false
		}
	}
	v := a.Cents
	if a.Neg {
		v = -v
	}
	return v, true
}
