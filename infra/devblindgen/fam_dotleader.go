package main

import (
	"fmt"
	"strings"
	"time"
)

// famDotLeader: summary arithmetic on page 1 and lists with dotted
// leaders, DATE....AMOUNT.TRANSACTION DESCRIPTION, under DEPOSITS AND
// OTHER CREDITS and OTHER DEBITS, and a dotted daily balance list (the
// USAA convention), in Courier.
func famDotLeader() Family {
	return Family{Name: "dotted-leader", Tool: "fpdf",
		Convention: "page-1 summary arithmetic (beginning + credits - debits = ending, with item counts); DEPOSITS AND OTHER CREDITS and OTHER DEBITS as lists 'DATE....AMOUNT.TRANSACTION DESCRIPTION' with dotted leaders; ACCOUNT BALANCE THIS STATEMENT as a dotted date/balance list three across; Courier",
		Make: func() []*Doc {
			mk := func(name, holder string, addr []string, start, end time.Time, num string, p Profile) *Doc {
				s := &Stmt{Name: name, Bank: "Lone Oak Federal Savings", Aliases: []string{"LONE OAK FEDERAL SAVINGS", "Lone Oak FSB"},
					BankAddr: []string{"9800 Fredericksburg Rd", "San Antonio TX 78288"}, Holder: holder, HolderAddr: addr, Start: start, End: end, Card: "8812"}
				a := s.addAccount("BUSINESS CHECKING", num, p, styleUpper, 44)
				return renderDotLeader(s, a)
			}
			return []*Doc{
				mk("dotted_leader_jan26", "Alamo Heights Pet Grooming LLC", []string{"5120 BROADWAY ST STE 4", "SAN ANTONIO TX 78209-5720"}, day(2026, 1, 3), day(2026, 2, 2), "00031588720",
					Profile{Seed: 701, Open: 731055, Rows: 46, Processors: []string{"SQUARE INC"}, MCA: []MCA{{Funder: "NORTHSTAR MERCHANT FDG", Cents: 17500, ID: "NS0821"}}, NoFee: true}),
				mk("dotted_leader_jun26_negative", "Mission Trail Tax Services", []string{"214 E NUEVA ST", "SAN ANTONIO TX 78205"}, day(2026, 5, 19), day(2026, 6, 17), "00031590466",
					Profile{Seed: 702, Open: 110250, Rows: 32, Processors: []string{"STRIPE"}, Overdraft: 1, NoFee: true}),
			}
		}}
}

func renderDotLeader(s *Stmt, a *Account) *Doc {
	w := newFW("LOFS Statement Composer", 0, 730, 10.5, func(w *fw) {
		w.SetFont("Courier", "B", 11)
		w.at(40, 46, "LONE OAK FEDERAL SAVINGS")
		w.SetFont("Courier", "", 8)
		w.at(40, 57, "9800 FREDERICKSBURG RD, SAN ANTONIO TX 78288")
		w.rat(572, 46, fmt.Sprintf("PAGE %d OF {nb}", w.PageNo()))
		w.rat(572, 57, "STATEMENT PERIOD "+s.Start.Format("01/02/2006")+" TO "+s.End.Format("01/02/2006"))
		w.rat(572, 68, "ACCOUNT NUMBER "+a.Number)
		if w.PageNo() == 1 {
			w.SetFont("Courier", "", 9)
			w.at(60, 100, strings.ToUpper(s.Holder))
			w.at(60, 111, s.HolderAddr[0])
			w.at(60, 122, s.HolderAddr[1])
			w.top = 160
		} else {
			w.top = 96
		}
	}, func(w *fw) {
		w.SetFont("Courier", "", 6.5)
		w.at(40, 762, "LONE OAK FEDERAL SAVINGS BANK - MEMBER FDIC - EQUAL HOUSING LENDER")
	})
	cour := func(style string, size float64) { w.SetFont("Courier", style, size) }
	cr, ncr := sumCredits(a.Txns)
	db, ndb := sumDebits(a.Txns)
	cour("B", 9)
	w.at(40, w.y, a.Title)
	w.nl(1.6)
	cour("", 8.5)
	w.at(40, w.y, "BEGINNING BALANCE   +  DEPOSITS & CREDITS  -  WITHDRAWALS & DEBITS  =  ENDING BALANCE")
	w.nl(1.2)
	w.at(40, w.y, fmt.Sprintf("%17s      %17s     %20s     %15s", money(a.Open), money(cr), money(db), signed(a.Close)))
	w.nl(1.2)
	w.at(40, w.y, fmt.Sprintf("%17s      %17s     %20s", "", fmt.Sprintf("%d ITEMS", ncr), fmt.Sprintf("%d ITEMS", ndb)))
	w.nl(2.5)
	lead := func(d time.Time, c int64) string {
		a := mmdd(d)
		m := money(c)
		return a + strings.Repeat(".", 20-len(a)-len(m)) + m
	}
	list := func(title string, rows []*Txn) {
		w.need(4 * w.lh)
		cour("B", 9)
		w.at(40, w.y, title)
		w.nl(1.4)
		cour("", 8.5)
		w.at(40, w.y, "DATE..............AMOUNT.TRANSACTION DESCRIPTION")
		w.nl(1.3)
		w.onBreak = func() {
			cour("B", 9)
			w.at(40, w.y, title+" (CONTINUED)")
			w.nl(1.4)
			cour("", 8.5)
			w.at(40, w.y, "DATE..............AMOUNT.TRANSACTION DESCRIPTION")
			w.nl(1.3)
		}
		for _, t := range rows {
			w.need(float64(len(t.Lines)) * w.lh)
			w.at(40, w.y, lead(t.Date, t.Abs())+" "+t.Lines[0])
			for _, l := range t.Lines[1:] {
				w.nl(1)
				w.at(40, w.y, strings.Repeat(" ", 21)+l)
			}
			w.nl(1.1)
		}
		w.onBreak = nil
		w.nl(1.2)
	}
	credits := pick(a.Txns, func(t *Txn) bool { return t.Cents > 0 })
	debits := pick(a.Txns, func(t *Txn) bool { return t.Cents < 0 })
	list("DEPOSITS AND OTHER CREDITS", credits)
	list("OTHER DEBITS", debits)
	de := dayEnds(a)
	rows := (len(de) + 2) / 3
	w.need(float64(rows+3) * w.lh)
	cour("B", 9)
	w.at(40, w.y, "ACCOUNT BALANCE THIS STATEMENT")
	w.nl(1.4)
	cour("", 8.5)
	for i, e := range de {
		k, r := i/rows, i%rows
		a, m := mmdd(e.Date), signed(e.Bal)
		w.at(40+float64(k)*180, w.y+float64(r)*w.lh, a+strings.Repeat(".", 22-len(a)-len(m))+m)
	}
	w.nl(float64(rows) + 1.5)
	w.SetFont("Helvetica", "", 7)
	for _, p := range legalText(s.Bank, "1-800-555-0153", "Lone Oak Federal Savings, 9800 Fredericksburg Rd, San Antonio TX 78288", s.Start.AddDate(0, -2, 0)) {
		w.para(p, 530)
		w.nl(0.4)
	}
	f := &Figs{Daily: de}
	f.Rows = append(append([]*Txn{}, credits...), debits...)
	f.TotalCredits, f.TotalDebits, f.CountCredits, f.CountDebits = i64(cr), i64(db), iptr(ncr), iptr(ndb)
	f.PagesPrinted = w.PageNo()
	f.Notes = fmt.Sprintf("Blind layout 'dotted-leader' (go-pdf/fpdf, Courier): %s %s of %s, %s to %s (a cycle that does not start on the 1st). Page-1 summary arithmetic prints beginning balance + deposits & credits - withdrawals & debits = ending balance with item counts under the credit and debit totals. DEPOSITS AND OTHER CREDITS and OTHER DEBITS are lists 'MM/DD.....AMOUNT DESCRIPTION' with dotted leaders, continuation lines indented under the description; the dots are not description. ACCOUNT BALANCE THIS STATEMENT lists each day with activity (three across). Overdraft item fees count in number_of_nsf.",
		s.Bank, a.Title, s.Holder, iso(s.Start), iso(s.End))
	return &Doc{Name: s.Name, Stmt: s, Answer: a, Figs: f, PDF: w.bytes()}
}
