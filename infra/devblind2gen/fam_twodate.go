package main

import (
	"fmt"
	"time"
)

func monDate(d time.Time) string { return d.Format("Jan 2, 2006") }

// famTwoDate: Posted Date and Transaction Date columns on every row,
// 'Jan 5, 2026' dates, one Amount column with -$1,234.56 debits and
// $1,234.56 credits, no running balance, a daily balance table at the end
// and a summary; drawn with go-pdf/fpdf and re-printed by pdftocairo
// (Producer cairo).
func famTwoDate() Family {
	return Family{Name: "two-date", Tool: "cairo",
		Convention: "Posted Date / Transaction Date / Description / Amount on every row, 'Jan 5, 2026' dates with the year, signed '-$1,234.56' / '$1,234.56' amounts, no running balance, Daily Balance table at the end, summary with Beginning / Ending balance and totals, '$0.00' notice row; fpdf re-printed with pdftocairo -pdf",
		Make: func() []*Doc {
			mk := func(name, holder string, addr []string, start, end time.Time, num string, p Profile) *Doc {
				s := &Stmt{Name: name, Bank: "Copper Canyon Bank", Aliases: []string{"COPPER CANYON BANK", "Copper Canyon Bank, N.A."},
					Holder: holder, HolderAddr: addr, Start: start, End: end, Card: "6604", MixedHolder: true}
				p.Start, p.End, p.Card = s.Start, s.End, s.Card
				a, _ := genActivity(p)
				a.Title, a.Number = "Business Essentials Checking", num
				for _, t := range a.Txns {
					t.Lines = wrap(twoDesc(t, s), 62)
				}
				s.Accounts = append(s.Accounts, a)
				return renderTwoDate(s, a)
			}
			return []*Doc{
				mk("two_date_decjan", "Saguaro Landscape Supply LLC", []string{"4020 E Broadway Blvd", "Tucson, AZ 85711-3512"}, day(2025, 12, 15), day(2026, 1, 14), "3300471188",
					Profile{Seed: 2401, Open: 2207715, Rows: 58, MCA: []MCA{{Funder: "DESERT BLOOM CAPITAL", Cents: 19900, ID: "DBC11873"}}, Processors: []string{"SQUARE INC", "SHOPIFY"},
						Checks: 3, CheckStart: 1881, Waived: true}),
				mk("two_date_jun26_overdrawn", "Rillito Coffee Roasters", []string{"2900 N Campbell Ave Ste 4", "Tucson, AZ 85719"}, day(2026, 6, 1), day(2026, 6, 30), "3300480021",
					Profile{Seed: 2402, Open: 388120, Rows: 38, MCA: []MCA{{Funder: "QUICKSILVER MERCHANT FUNDING", Cents: 16500, ID: "QMF2210"}, {Funder: "PINNACLE BIZ ADVANCE", Cents: 45000, ID: "PBA901", Weekly: true}},
						Processors: []string{"SQUARE INC"}, Overdraft: 2, Waived: true}),
			}
		}}
}

func twoDesc(t *Txn, s *Stmt) string {
	switch t.Kind {
	case KSettle:
		return "Deposit from " + t.Party + " " + entryDescr(t) + " ID " + origID(t.Party)
	case KACHCredit:
		return "ACH Credit " + t.Party + " " + t.City + " ID " + origID(t.Party)
	case KFunding:
		return "ACH Credit " + t.Party + " FUNDING ID " + origID(t.Party)
	case KMCA:
		return "ACH Debit " + t.Party + " " + entryDescr(t) + " ID " + t.City
	case KACHDebit:
		if t.Party == "ZELLE" {
			return "Zelle Payment to " + title(t.City) + " Conf# " + t.Ref[:9]
		}
		return "ACH Debit " + t.Party + " " + t.City + " ID " + origID(t.Party)
	case KDeposit:
		return "Mobile Deposit Ref " + t.Ref
	case KCard:
		return "Debit Card Purchase " + t.Party + " " + t.City + " Card ending " + s.Card
	case KATM:
		return "ATM Withdrawal 4020 E Broadway Tucson AZ Card ending " + s.Card
	case KWireOut:
		return "Outgoing Wire Transfer to " + t.Party + " Ref " + t.Ref[:10]
	case KTransferOut:
		return "Online Transfer to Business Savings ...4471"
	case KTransferIn:
		return "Online Transfer from Business Savings ...4471"
	case KODFee:
		return "Overdraft Item Fee"
	case KFee:
		return "Monthly Maintenance Fee"
	case KNotice:
		return "Paper Statement Fee Waived"
	case KCheck:
		return fmt.Sprintf("CHECK #%d", t.Check)
	case KWireIn:
		return "Incoming Wire Transfer from " + t.Party
	}
	return t.Party
}

func renderTwoDate(s *Stmt, a *Account) *Doc {
	last4 := a.Number[len(a.Number)-4:]
	period := monDate(s.Start) + " - " + monDate(s.End)
	w := newFW("Copper Canyon eStatements", 0, 720, 10.4, func(w *fw) {
		w.font("B", 15)
		w.SetTextColor(150, 70, 20)
		w.at(40, 50, "Copper Canyon Bank")
		w.SetTextColor(0, 0, 0)
		w.font("", 8)
		w.at(40, 62, "PO Box 27110  |  Tucson, AZ 85726  |  copperncanyon.example  |  1-888-555-0162")
		w.rat(572, 44, a.Title)
		w.rat(572, 55, "Account ending in "+last4)
		w.rat(572, 66, "Statement period: "+period)
		w.hr(74)
		w.top = 96
	}, func(w *fw) {
		w.font("", 7)
		w.at(40, 756, "Copper Canyon Bank, N.A. Member FDIC. "+s.Holder+" - account ending in "+last4)
		w.rat(572, 756, fmt.Sprintf("Page %d of {nb}", w.PageNo()))
	})
	cr, ncr := sumCredits(a.Txns)
	db, ndb := sumDebits(a.Txns)
	w.font("", 9)
	w.at(50, w.y, s.Holder)
	w.at(50, w.y+11, s.HolderAddr[0])
	w.at(50, w.y+22, s.HolderAddr[1])
	w.nl(4.5)
	w.font("B", 10)
	w.at(40, w.y, "Account Summary")
	w.nl(1.5)
	w.font("", 9)
	sum := [][2]string{
		{"Beginning Balance on " + monDate(s.Start), dollars(a.Open)},
		{fmt.Sprintf("Deposits and Credits (%d)", ncr), dollars(cr)},
		{fmt.Sprintf("Withdrawals and Debits (%d)", ndb), "-" + dollars(db)},
		{"Ending Balance on " + monDate(s.End), dollars(a.Close)},
	}
	for i, r := range sum {
		if i == 3 {
			w.font("B", 9)
		}
		w.at(50, w.y, r[0])
		w.rat(330, w.y, r[1])
		w.nl(1.2)
	}
	w.nl(1.2)
	cols := []col{{40, false, "Posted Date"}, {112, false, "Transaction Date"}, {196, false, "Description"}, {572, true, "Amount"}}
	w.font("B", 10)
	w.at(40, w.y, "Transaction Details")
	w.nl(1.5)
	heads := func() {
		w.font("B", 8)
		w.heads(cols)
		w.font("", 8)
	}
	heads()
	w.onBreak = func() {
		w.font("B", 10)
		w.at(40, w.y, "Transaction Details (continued)")
		w.nl(1.5)
		heads()
	}
	var f Figs
	for _, t := range a.Txns {
		td := t.Date
		if t.Kind == KCard {
			td = t.CardDate
		}
		w.row(cols, [][]string{{monDate(t.Date)}, {monDate(td)}, t.Lines, {dollars(t.Cents)}})
		w.nl(0.2)
		if t.Cents != 0 {
			f.Rows = append(f.Rows, t)
		}
	}
	w.onBreak = nil
	w.need(2 * w.lh)
	w.Line(440, w.y-6, 572, w.y-6)
	w.font("B", 8)
	w.rat(480, w.y+2, "Total Deposits and Credits")
	w.rat(572, w.y+2, dollars(cr))
	w.nl(1.2)
	w.rat(480, w.y+2, "Total Withdrawals and Debits")
	w.rat(572, w.y+2, "-"+dollars(db))
	w.nl(2.4)
	de := dayEnds(a)
	n := (len(de) + 2) / 3
	w.need(float64(n+3) * w.lh)
	w.font("B", 10)
	w.at(40, w.y, "Daily Balance")
	w.nl(1.5)
	w.font("B", 8)
	for k := 0; k < 3; k++ {
		w.at(40+float64(k)*180, w.y, "Date")
		w.rat(40+float64(k)*180+150, w.y, "Balance")
	}
	w.Line(40, w.y+3, 572, w.y+3)
	w.nl(1.3)
	w.font("", 8)
	for i, e := range de {
		k, r := i/n, i%n
		w.at(40+float64(k)*180, w.y+float64(r)*w.lh, monDate(e.Date))
		w.rat(40+float64(k)*180+150, w.y+float64(r)*w.lh, dollars(e.Bal))
	}
	w.nl(float64(n) + 1.5)
	w.font("", 6.8)
	for _, p := range legalText(s.Bank, "1-888-555-0162", "Copper Canyon Bank, PO Box 27110, Tucson AZ 85726", s.Start.AddDate(0, -4, 0)) {
		w.para(p, 530)
		w.nl(0.4)
	}
	f.Daily = de
	f.TotalCredits, f.TotalDebits, f.CountCredits, f.CountDebits = i64(cr), i64(db), iptr(ncr), iptr(ndb)
	f.PagesPrinted = w.PageNo()
	f.Notes = fmt.Sprintf("Blind layout 'two-date' (go-pdf/fpdf re-printed by pdftocairo -pdf, Helvetica): %s %s of %s, %s to %s. Every row prints a Posted Date and a Transaction Date ('Jan 5, 2026' style, with the year); the answer's date is the Posted Date (card purchases carry an earlier Transaction Date). One Amount column: debits '-$1,234.56', credits '$1,234.56'; no running balance. The Daily Balance table at the end gives each posting day's ending balance and is checked; the summary prints Beginning / Ending Balance and the credit and debit counts and totals. %s",
		s.Bank, a.Title, s.Holder, iso(s.Start), iso(s.End), odNote(a))
	return &Doc{Name: s.Name, Stmt: s, Answer: a, Figs: &f, PDF: w.bytes()}
}
