package main

import (
	"fmt"
	"sort"
	"strings"
	"time"
)

// addAccount generates an account's rows and describes them.
func (s *Stmt) addAccount(title, number string, p Profile, style string, width int) *Account {
	p.Start, p.End, p.Card = s.Start, s.End, s.Card
	a, _ := genActivity(p)
	a.Title, a.Number = title, number
	describeAll(style, a, s, width)
	s.Accounts = append(s.Accounts, a)
	return a
}

func longDate(d time.Time) string { return d.Format("January 2, 2006") }

// famNational: a national bank's business checking in sections by kind,
// each closed by a Total line, a summary with instances and amounts, and
// a DAILY ENDING BALANCE table in three columns (the Chase convention of
// the brief), ACH addenda on continuation lines.
func famNational() Family {
	return Family{Name: "national-sections", Tool: "fpdf",
		Convention: "national bank: CHECKING SUMMARY with instances and amounts; sections by kind (Deposits and Additions, Checks Paid, ATM & Debit Card Withdrawals, Electronic Withdrawals, Fees) each closed by a `Total ...` line; DAILY ENDING BALANCE table three across; ORIG CO NAME / SEC:CCD / TRACE# ACH addenda on continuation lines; 'Month DD, YYYY through Month DD, YYYY'; page header with the account number and 'Page X of Y'",
		Make: func() []*Doc {
			s1 := &Stmt{Name: "national_sections_jul26", Bank: "Cobalt Ridge Bank, N.A.", Aliases: []string{"Cobalt Ridge Bank", "COBALT RIDGE BANK"},
				BankAddr: []string{"P O Box 660417", "Dayton, OH 45466-0417"}, Holder: "Blue Heron Catering LLC",
				HolderAddr: []string{"4418 Brodie Ln Ste 210", "Austin TX 78745-2218"}, Start: day(2026, 7, 1), End: day(2026, 7, 31), Card: "4410"}
			a1 := s1.addAccount("Performance Business Checking", "000000483921774", Profile{Seed: 101, Open: 1843322, Rows: 62,
				MCA: []MCA{{Funder: "KINGSBRIDGE FUNDING", Cents: 41250, ID: "KB88231"}}, Processors: []string{"SQUARE INC", "CLOVER MERCHANT"},
				Checks: 5, CheckStart: 2207, Waived: true}, styleACH, 80)
			s2 := &Stmt{Name: "national_sections_decjan", Bank: "Cobalt Ridge Bank, N.A.", Aliases: []string{"Cobalt Ridge Bank", "COBALT RIDGE BANK"},
				BankAddr: []string{"P O Box 660417", "Dayton, OH 45466-0417"}, Holder: "Tallgrass Auto Detailing Inc",
				HolderAddr: []string{"1207 E Whitestone Blvd", "Cedar Park TX 78613"}, Start: day(2025, 12, 16), End: day(2026, 1, 15), Card: "7702"}
			a2 := s2.addAccount("Business Complete Checking", "000000771045238", Profile{Seed: 102, Open: 612040, Rows: 44,
				MCA: []MCA{{Funder: "SUMMIT MERCHANT CAP", Cents: 18900, ID: "SMC40917"}}, Processors: []string{"STRIPE"},
				Checks: 3, CheckStart: 1088, Overdraft: 2, Waived: true}, styleACH, 80)
			return []*Doc{renderNational(s1, a1), renderNational(s2, a2)}
		}}
}

func renderNational(s *Stmt, a *Account) *Doc {
	period := longDate(s.Start) + " through " + longDate(s.End)
	w := newFW("Cobalt Ridge Statement Services", 150, 730, 10.5, func(w *fw) {
		if w.PageNo() == 1 {
			w.font("B", 15)
			w.at(40, 58, "COBALT RIDGE BANK")
			w.font("", 8)
			w.at(40, 70, s.BankAddr[0])
			w.at(40, 80, s.BankAddr[1])
			w.font("", 8.5)
			w.at(360, 58, period)
			w.at(360, 70, "Account Number:  "+a.Number)
			w.at(360, 90, "CUSTOMER SERVICE INFORMATION")
			w.at(360, 100, "Web site:  cobaltridgebank.example")
			w.at(360, 110, "Service Center:  1-800-555-0187")
			w.at(360, 120, "Para Espanol:  1-888-555-0122")
			w.font("", 9)
			w.at(60, 104, strings.ToUpper(s.Holder))
			w.at(60, 115, strings.ToUpper(s.HolderAddr[0]))
			w.at(60, 126, strings.ToUpper(s.HolderAddr[1]))
			w.top = 150
		} else {
			w.font("", 8.5)
			w.at(360, 48, period)
			w.at(360, 60, "Account Number:  "+a.Number)
			w.top = 90
		}
	}, func(w *fw) {
		w.font("", 7.5)
		w.hr(748)
		w.rat(572, 760, fmt.Sprintf("Page %d of {nb}", w.PageNo()))
		w.at(40, 760, "10087200000000000000"+fmt.Sprint(w.PageNo()))
	})
	w.top = 90
	var secs []Section
	f := &Figs{}
	// summary
	dep := pick(a.Txns, func(t *Txn) bool { return t.Cents > 0 })
	chk := pick(a.Txns, func(t *Txn) bool { return t.Kind == KCheck })
	card := pick(a.Txns, func(t *Txn) bool { return t.Kind == KCard || t.Kind == KATM })
	elec := pick(a.Txns, func(t *Txn) bool {
		return t.Cents < 0 && (t.Kind == KACHDebit || t.Kind == KMCA || t.Kind == KWireOut || t.Kind == KTransferOut)
	})
	fees := pick(a.Txns, func(t *Txn) bool { return t.Kind == KFee || t.Kind == KODFee || t.Kind == KNotice })
	type part struct {
		name, total, label string
		rows               []*Txn
		credit             bool
	}
	sort.SliceStable(chk, func(i, j int) bool { return chk[i].Check < chk[j].Check })
	parts := []part{{"DEPOSITS AND ADDITIONS", "Total Deposits and Additions", "Deposits and Additions", dep, true},
		{"CHECKS PAID", "Total Checks Paid", "Checks Paid", chk, false},
		{"ATM & DEBIT CARD WITHDRAWALS", "Total ATM & Debit Card Withdrawals", "ATM & Debit Card Withdrawals", card, false},
		{"ELECTRONIC WITHDRAWALS", "Total Electronic Withdrawals", "Electronic Withdrawals", elec, false},
		{"FEES", "Total Fees", "Fees", fees, false}}
	w.font("B", 10)
	w.at(40, w.y, "CHECKING SUMMARY")
	w.font("", 9)
	w.at(160, w.y, a.Title)
	w.nl(1.5)
	w.font("B", 8.5)
	w.rat(400, w.y, "INSTANCES")
	w.rat(520, w.y, "AMOUNT")
	w.nl(1.3)
	w.font("", 8.5)
	w.at(60, w.y, "Beginning Balance")
	w.rat(520, w.y, dollars(a.Open))
	w.nl(1)
	total := 0
	for _, p := range parts {
		mv := moving(p.rows)
		sum := sumAbs(mv)
		w.at(60, w.y, p.label)
		w.rat(400, w.y, fmt.Sprint(len(mv)))
		if p.credit {
			w.rat(520, w.y, money(sum))
		} else {
			w.rat(520, w.y, "-"+money(sum))
		}
		total += len(mv)
		w.nl(1)
	}
	w.font("B", 8.5)
	w.at(60, w.y, "Ending Balance")
	w.rat(400, w.y, fmt.Sprint(total))
	w.rat(520, w.y, dollars(a.Close))
	w.nl(2.2)
	w.font("", 7.5)
	w.para("Your Performance Business Checking fee schedule: the monthly service fee of $15.00 is waived when you keep a $2,000.00 minimum daily balance. "+
		"Beginning "+s.End.AddDate(0, 2, 0).Format("January 2, 2006")+", the fee for a domestic outgoing wire will be $35.00.", 530)
	w.nl(1)
	cols := []col{{40, false, "DATE"}, {90, false, "DESCRIPTION"}, {572, true, "AMOUNT"}}
	for _, p := range parts {
		if len(p.rows) == 0 {
			continue
		}
		mv := moving(p.rows)
		sec := Section{Name: p.name, Credit: p.credit, Rows: mv, Total: sumAbs(mv), Count: len(mv)}
		secs = append(secs, sec)
		w.need(5 * w.lh)
		w.nl(0.8)
		w.font("B", 10)
		w.at(40, w.y, p.name)
		w.nl(1.5)
		w.font("B", 8)
		c := cols
		if p.name == "CHECKS PAID" {
			c = []col{{40, false, "CHECK NO."}, {110, false, "DESCRIPTION"}, {440, true, "DATE PAID"}, {572, true, "AMOUNT"}}
		}
		w.heads(c)
		w.onBreak = func() {
			w.font("B", 10)
			w.at(40, w.y, p.name+" (continued)")
			w.nl(1.5)
			w.font("B", 8)
			w.heads(c)
			w.font("", 8.5)
		}
		w.font("", 8.5)
		for _, t := range p.rows {
			if p.name == "CHECKS PAID" {
				mark := ""
				if t.Gap {
					mark = " *"
				}
				w.row(c, [][]string{one(fmt.Sprint(t.Check) + mark), one("^"), one(mmdd(t.Date)), one(money(t.Abs()))})
				continue
			}
			w.row(c, [][]string{one(mmdd(t.Date)), t.Lines, one(money(t.Abs()))})
			w.nl(0.25)
		}
		w.onBreak = nil
		w.need(2 * w.lh)
		w.font("B", 8.5)
		w.Line(440, w.y-7, 572, w.y-7)
		w.at(90, w.y+2, p.total)
		w.rat(572, w.y+2, dollars(sec.Total))
		w.nl(1.6)
		if p.name == "CHECKS PAID" {
			w.font("", 7)
			w.para("* All of your recent checks may not be on this statement, either because they haven't cleared yet or they were listed on one of your previous statements. "+
				"^ An image of this check may be available for you to view on cobaltridgebank.example.", 530)
		}
	}
	// daily ending balance, three across
	de := dayEnds(a)
	w.need(4 * w.lh)
	w.nl(1)
	w.font("B", 10)
	w.at(40, w.y, "DAILY ENDING BALANCE")
	w.nl(1.5)
	w.font("B", 8)
	for k := 0; k < 3; k++ {
		w.at(40+float64(k)*180, w.y, "DATE")
		w.rat(180+float64(k)*180, w.y, "AMOUNT")
	}
	w.nl(1.3)
	w.font("", 8.5)
	rows := (len(de) + 2) / 3
	w.need(float64(rows) * w.lh)
	for i, e := range de {
		k, r := i/rows, i%rows
		w.at(40+float64(k)*180, w.y+float64(r)*w.lh, mmdd(e.Date))
		w.rat(180+float64(k)*180, w.y+float64(r)*w.lh, dollars(e.Bal))
	}
	w.nl(float64(rows) + 1.5)
	w.font("", 7)
	for _, p := range legalText(s.Bank, "1-800-555-0187", "Cobalt Ridge Bank, P.O. Box 660417, Dayton, OH 45466-0417", s.End.AddDate(0, -3, 1)) {
		w.para(p, 530)
		w.nl(0.5)
	}
	var ordered []*Txn
	for _, p := range parts {
		ordered = append(ordered, moving(p.rows)...)
	}
	f.Rows = ordered
	f.Sections = secs
	f.Daily = de
	ct, cn := sumCredits(a.Txns)
	f.TotalCredits, f.CountCredits = i64(ct), iptr(cn)
	f.PagesPrinted = w.PageNo()
	pdf := w.bytes()
	f.Notes = fmt.Sprintf("Blind layout 'national-sections' (go-pdf/fpdf, Helvetica): %s %s of %s, %s. CHECKING SUMMARY prints instances and amounts per section; each section closes with a Total line; the daily ending balance table is printed three across. Deposits and Additions is the only credit section, so its total and instance count are the printed credit total and count; the debits are printed in four parts and no combined debit figure is recorded. The $0.00 PAPER STATEMENT FEE WAIVED row in Fees is a notice and not a transaction (not counted in the Fees instances). Checks Paid answers CHECK #<number>, the '*' gap mark and '^' image mark dropped. ACH rows are the three printed lines joined with single spaces. Overdraft item fees are counted in number_of_nsf.",
		s.Bank, a.Title, s.Holder, period)
	return &Doc{Name: s.Name, Stmt: s, Answer: a, Figs: f, PDF: pdf}
}
