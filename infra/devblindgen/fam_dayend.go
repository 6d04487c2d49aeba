package main

import (
	"fmt"
	"strings"
	"time"
)

func md(d time.Time) string { return fmt.Sprintf("%d/%d", d.Month(), d.Day()) }

// famDayEnd: one Transaction history ledger, Date | Check Number |
// Description | Deposits/Credits | Withdrawals/Debits | Ending daily
// balance, the balance printed only on a day's last row, M/D dates,
// mixed-case wrapped descriptions ("Purchase authorized on 07/30 ... Card
// 4410"), and a day's rows crossing a page break (the Wells Fargo
// convention of the brief).
func famDayEnd() Family {
	return Family{Name: "dayend-ledger", Tool: "fpdf",
		Convention: "one ledger Date | Check Number | Description | Deposits/Credits | Withdrawals/Debits | Ending daily balance, balance on a day's last row only, M/D dates, 'Purchase authorized on MM/DD ... Card NNNN', a day's rows crossing a page break, Totals line",
		Make: func() []*Doc {
			bank := "Prairie Crest Bank"
			mk := func(name, holder string, addr []string, start, end time.Time, card, num string, p Profile) *Doc {
				s := &Stmt{Name: name, Bank: bank, Aliases: []string{"Prairie Crest Bank, N.A.", "PRAIRIE CREST BANK"},
					BankAddr: []string{"PO Box 6995", "Portland, OR 97228-6995"}, Holder: holder, HolderAddr: addr, Start: start, End: end, Card: card}
				a := s.addAccount("Navigator Business Checking", num, p, styleWF, 46)
				return renderDayEnd(s, a)
			}
			return []*Doc{
				mk("dayend_ledger_aug26", "Ortiz Family Dental PLLC", []string{"880 W Main St Ste 4", "Round Rock TX 78664-5101"}, day(2026, 8, 1), day(2026, 8, 31), "4410", "7304512286",
					Profile{Seed: 201, Open: 2210455, Rows: 70, MCA: []MCA{{Funder: "BLUEPATH ADVANCE", Cents: 36500, ID: "BP5520"}, {Funder: "FUNDWELL CAPITAL", Cents: 125000, Weekly: true, ID: "FW19"}},
						Processors: []string{"SQUARE INC", "STRIPE"}, Checks: 3, CheckStart: 5101, Waived: true}),
				mk("dayend_ledger_oct26_overdrawn", "Greenlight Lawn & Irrigation LLC", []string{"12 Kestrel Ct", "Georgetown TX 78633"}, day(2026, 10, 1), day(2026, 10, 31), "9083", "7304998154",
					Profile{Seed: 202, Open: 215012, Rows: 52, MCA: []MCA{{Funder: "KINGSBRIDGE FUNDING", Cents: 27900, ID: "KB70114"}},
						Processors: []string{"CLOVER MERCHANT"}, Checks: 4, CheckStart: 3340, Overdraft: 2}),
			}
		}}
}

func renderDayEnd(s *Stmt, a *Account) *Doc {
	cols := []col{{40, false, "Date"}, {72, false, "Number"}, {112, false, "Description"}, {420, true, "Credits"}, {495, true, "Debits"}, {572, true, "balance"}}
	w := newFW("Prairie Crest Document Composition", 0, 735, 10, func(w *fw) {
		w.font("B", 13)
		w.at(40, 50, "Navigator Business Checking")
		w.font("", 8.5)
		w.rat(572, 50, s.End.Format("January 2, 2006")+fmt.Sprintf("    Page %d of {nb}", w.PageNo()))
		w.hr(58)
		if w.PageNo() == 1 {
			w.top = 84
		} else {
			w.top = 78
		}
	}, func(w *fw) {
		w.font("", 6.5)
		w.at(40, 765, fmt.Sprintf("Sheet Seq = 0%d4417", w.PageNo()))
		w.rat(572, 765, "Member FDIC")
	})
	w.font("", 9)
	w.at(40, w.y, strings.ToUpper(s.Holder))
	w.at(330, w.y, "Questions?")
	w.nl(1.1)
	w.at(40, w.y, strings.ToUpper(s.HolderAddr[0]))
	w.at(330, w.y, "Available by phone 24 hours a day, 7 days a week:")
	w.nl(1.1)
	w.at(40, w.y, strings.ToUpper(s.HolderAddr[1]))
	w.at(330, w.y, "1-800-555-0134 (TTY: 711)")
	w.nl(1.1)
	w.at(330, w.y, "Write: Prairie Crest Bank, N.A. (182)")
	w.nl(1.1)
	w.at(330, w.y, s.BankAddr[0]+", "+s.BankAddr[1])
	w.nl(2.5)
	cr, ncr := sumCredits(a.Txns)
	db, ndb := sumDebits(a.Txns)
	_, _ = ncr, ndb
	w.font("B", 10)
	w.at(40, w.y, "Activity summary")
	w.at(330, w.y, "Account number: "+a.Number)
	w.nl(1.5)
	w.font("", 9)
	w.at(40, w.y, "Beginning balance on "+md(s.Start))
	w.rat(290, w.y, dollars(a.Open))
	w.at(330, w.y, s.Holder)
	w.nl(1.2)
	w.at(40, w.y, "Deposits/Credits")
	w.rat(290, w.y, money(cr))
	w.at(330, w.y, "Texas account terms and conditions apply")
	w.nl(1.2)
	w.at(40, w.y, "Withdrawals/Debits")
	w.rat(290, w.y, "- "+money(db))
	w.at(330, w.y, "For Direct Deposit use Routing Number (RTN): 111900659")
	w.nl(1.2)
	w.font("B", 9)
	w.at(40, w.y, "Ending balance on "+md(s.End))
	w.rat(290, w.y, dollars(a.Close))
	w.nl(2.5)
	w.font("B", 10)
	w.at(40, w.y, "Transaction history")
	w.nl(1.6)
	heads := func() {
		w.font("B", 7.5)
		w.at(40, w.y-8, "")
		w.at(72, w.y-8, "Check")
		w.rat(420, w.y-8, "Deposits/")
		w.rat(495, w.y-8, "Withdrawals/")
		w.rat(572, w.y-8, "Ending daily")
		w.heads(cols)
		w.font("", 8.5)
	}
	w.nl(0.8)
	heads()
	w.onBreak = func() {
		w.font("B", 9)
		w.at(40, w.y, "Transaction history (continued)")
		w.nl(2.2)
		heads()
	}
	f := &Figs{RowBal: map[*Txn]int64{}, Running: "day_end"}
	pageOf := map[*Txn]int{}
	for i, t := range a.Txns {
		last := i == len(a.Txns)-1 || !a.Txns[i+1].Date.Equal(t.Date)
		bal := ""
		if last {
			bal = signed(t.Bal)
			k := t
			for j := i; j >= 0 && a.Txns[j].Date.Equal(t.Date); j-- {
				if a.Txns[j].Cents != 0 {
					k = a.Txns[j]
					break
				}
			}
			f.RowBal[k] = t.Bal
		}
		num := ""
		if t.Kind == KCheck {
			num = fmt.Sprint(t.Check)
		}
		crs, dbs := "", ""
		if t.Cents > 0 {
			crs = money(t.Cents)
		} else {
			dbs = money(-t.Cents)
		}
		pageOf[t] = w.row(cols, [][]string{one(md(t.Date)), one(num), t.Lines, one(crs), one(dbs), one(bal)})
		w.nl(0.2)
	}
	w.onBreak = nil
	w.need(2 * w.lh)
	w.hr(w.y - 6)
	w.font("B", 8.5)
	w.at(40, w.y+2, "Ending balance on "+md(s.End))
	w.rat(572, w.y+2, signed(a.Close))
	w.nl(1.3)
	w.at(40, w.y+2, "Totals")
	w.rat(420, w.y+2, dollars(cr))
	w.rat(495, w.y+2, dollars(db))
	w.nl(2)
	w.font("", 7)
	w.para("The Ending Daily Balance does not reflect any pending withdrawals or holds on deposited funds that may have been outstanding on your account when your transactions posted. If you had insufficient available funds when a transaction posted, fees may have been assessed.", 530)
	w.nl(1)
	for _, p := range legalText(s.Bank, "1-800-555-0134", "Prairie Crest Bank, N.A., P.O. Box 6995, Portland, OR 97228-6995", s.Start.AddDate(0, -2, 0)) {
		w.para(p, 530)
		w.nl(0.5)
	}
	// a day's rows must cross a page break somewhere
	crossed := false
	for i := 1; i < len(a.Txns); i++ {
		if a.Txns[i].Date.Equal(a.Txns[i-1].Date) && pageOf[a.Txns[i]] != pageOf[a.Txns[i-1]] {
			crossed = true
		}
	}
	if !crossed {
		panic(s.Name + ": no day crosses a page break")
	}
	f.Rows = moving(a.Txns)
	f.TotalCredits, f.TotalDebits = i64(cr), i64(db)
	f.PagesPrinted = w.PageNo()
	f.Notes = fmt.Sprintf("Blind layout 'dayend-ledger' (go-pdf/fpdf, Helvetica): %s %s of %s, %s to %s. One Transaction history table; the ending daily balance is printed on the last row of each day only, and at least one day's rows continue across a page break (the balance is on the row after the break). Activity summary and the Totals line give the credit and debit totals (no counts). Check rows print the number in the Check Number column and 'Deposited OR Cashed Check' as description, answered 'CHECK #<n> Deposited OR Cashed Check' (field4's check-label rule). The $0.00 Paper Statement Fee Waived row, if any, is a notice, not a transaction. Descriptions are the wrapped lines joined with single spaces. Overdraft fees count in number_of_nsf; negative days are calendar days ending below zero.",
		s.Bank, a.Title, s.Holder, iso(s.Start), iso(s.End))
	pdf := w.bytes()
	// the answer names a check by its number column (field4's rule)
	for _, t := range f.Rows {
		if t.Kind == KCheck {
			t.Lines = append([]string{fmt.Sprintf("CHECK #%d", t.Check)}, t.Lines...)
		}
	}
	return &Doc{Name: s.Name, Stmt: s, Answer: a, Figs: f, PDF: pdf}
}
