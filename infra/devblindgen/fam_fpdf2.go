package main

import (
	"fmt"
	"sort"
	"strings"
	"time"
)

func monD(d time.Time) string { return d.Format("Jan 2") }

// famTrailMinus: sections Customer Deposits / Other Deposits / Card
// Withdrawals / Other Withdrawals / Checks Presented, debits printed with
// a trailing minus (95.00-), 'May 3' dates and a Balance Summary of
// date/balance pairs across the page (the U.S. Bank convention).
func famTrailMinus() Family {
	return Family{Name: "trailing-minus", Tool: "fpdf",
		Convention: "sections Customer Deposits (Date | Ref Number | Amount grid), Other Deposits, Card Withdrawals, Other Withdrawals, Checks Presented Conventionally; debits and negative balances with a trailing minus ('95.00-'); 'May 3' dates; BALANCE SUMMARY date/balance pairs three across",
		Make: func() []*Doc {
			mk := func(name, holder string, addr []string, start, end time.Time, num string, p Profile) *Doc {
				s := &Stmt{Name: name, Bank: "Granite Plains Bank", Aliases: []string{"GRANITE PLAINS BANK", "Granite Plains Bank, National Association"},
					BankAddr: []string{"P.O. Box 1800", "Saint Paul, Minnesota 55101-0800"}, Holder: holder, HolderAddr: addr, Start: start, End: end, Card: "3318"}
				a := s.addAccount("Silver Business Checking", num, p, styleUpper, 62)
				return renderTrailMinus(s, a)
			}
			return []*Doc{
				mk("trailing_minus_feb26", "Kettle River Outfitters LLC", []string{"1455 County Road 61", "Moose Lake MN 55767-9123"}, day(2026, 2, 1), day(2026, 2, 27), "157200441893",
					Profile{Seed: 501, Open: 1288140, Rows: 50, Processors: []string{"SHOPIFY", "CLOVER MERCHANT"}, Checks: 4, CheckStart: 6021, MCA: []MCA{{Funder: "NORTHSTAR MERCHANT FDG", Cents: 31000, ID: "NS4410"}}}),
				mk("trailing_minus_aug26_negative", "Lakeview Home Health Partners Inc", []string{"22 Summit Ave Ste 300", "Duluth MN 55802"}, day(2026, 8, 1), day(2026, 8, 31), "157200887026",
					Profile{Seed: 502, Open: 402266, Rows: 42, Processors: []string{"STRIPE"}, Checks: 3, CheckStart: 2210, MCA: []MCA{{Funder: "BLUEPATH ADVANCE", Cents: 22800, ID: "BP9031"}}, Overdraft: 3, Waived: true}),
			}
		}}
}

func renderTrailMinus(s *Stmt, a *Account) *Doc {
	period := s.Start.Format("Jan 2, 2006") + " through " + s.End.Format("Jan 2, 2006")
	w := newFW("Granite Plains Statement Print", 0, 728, 10.5, func(w *fw) {
		w.font("B", 12)
		w.at(40, 46, "GRANITE PLAINS BANK")
		w.font("", 8)
		w.at(40, 57, "Business Statement")
		w.rat(572, 46, "Account Number:")
		w.font("B", 8.5)
		w.rat(572, 57, "1-"+a.Number[:3]+"-"+a.Number[3:7]+"-"+a.Number[7:])
		w.font("", 8)
		w.rat(572, 68, "Statement Period:")
		w.rat(572, 79, period)
		w.rat(572, 92, fmt.Sprintf("Page %d of {nb}", w.PageNo()))
		if w.PageNo() == 1 {
			w.font("", 9)
			w.at(60, 110, "INFORMATION CENTER 1-800-555-0172")
			w.at(60, 132, strings.ToUpper(s.Holder))
			w.at(60, 143, strings.ToUpper(s.HolderAddr[0]))
			w.at(60, 154, strings.ToUpper(s.HolderAddr[1]))
			w.top = 190
		} else {
			w.top = 120
		}
	}, func(w *fw) {
		w.font("", 6.5)
		w.at(40, 760, "Granite Plains Bank, National Association. Member FDIC.")
		w.rat(572, 760, "Statement Period "+s.Start.Format("01/02/06")+" - "+s.End.Format("01/02/06"))
	})
	custDep := pick(a.Txns, func(t *Txn) bool { return t.Kind == KDeposit })
	othDep := pick(a.Txns, func(t *Txn) bool { return t.Cents > 0 && t.Kind != KDeposit })
	cardW := pick(a.Txns, func(t *Txn) bool { return t.Kind == KCard || t.Kind == KATM })
	chk := pick(a.Txns, func(t *Txn) bool { return t.Kind == KCheck })
	sort.SliceStable(chk, func(i, j int) bool { return chk[i].Check < chk[j].Check })
	othW := pick(a.Txns, func(t *Txn) bool { return t.Cents <= 0 && t.Kind != KCard && t.Kind != KATM && t.Kind != KCheck })
	type part struct {
		name   string
		rows   []*Txn
		credit bool
	}
	parts := []part{{"Customer Deposits", custDep, true}, {"Other Deposits", othDep, true}, {"Card Withdrawals", cardW, false},
		{"Other Withdrawals", othW, false}, {"Checks Presented Conventionally", chk, false}}
	w.font("B", 9.5)
	w.at(40, w.y, "SILVER BUSINESS CHECKING")
	w.nl(1.2)
	w.font("", 8.5)
	w.at(40, w.y, "Account Summary")
	w.rat(330, w.y, "# Items")
	w.nl(1.3)
	w.at(40, w.y, "Beginning Balance on "+monD(s.Start))
	w.rat(420, w.y, dollars(a.Open))
	w.nl(1)
	for _, p := range parts {
		mv := moving(p.rows)
		w.at(40, w.y, p.name)
		w.rat(330, w.y, fmt.Sprint(len(mv)))
		if p.credit {
			w.rat(420, w.y, money(sumAbs(mv)))
		} else {
			w.rat(420, w.y, money(sumAbs(mv))+"-")
		}
		w.nl(1)
	}
	w.font("B", 8.5)
	w.at(40, w.y, "Ending Balance on "+monD(s.End)+", "+s.End.Format("2006"))
	w.rat(420, w.y, "$ "+trailing(a.Close))
	w.nl(2.5)
	f := &Figs{}
	var ordered []*Txn
	for _, p := range parts {
		if len(p.rows) == 0 {
			continue
		}
		mv := moving(p.rows)
		ordered = append(ordered, mv...)
		f.Sections = append(f.Sections, Section{Name: p.name, Credit: p.credit, Rows: mv, Total: sumAbs(mv), Count: len(mv)})
		var c []col
		switch p.name {
		case "Customer Deposits":
			c = []col{{40, false, "Date"}, {120, false, "Ref Number"}, {300, true, "Amount"}}
		case "Checks Presented Conventionally":
			c = []col{{40, false, "Check"}, {110, false, "Date"}, {170, false, "Ref Number"}, {330, true, "Amount"}}
		default:
			c = []col{{40, false, "Date"}, {90, false, "Description of Transaction"}, {470, false, "Ref Number"}, {572, true, "Amount"}}
		}
		w.need(4 * w.lh)
		w.font("B", 9)
		w.at(40, w.y, p.name)
		w.nl(1.4)
		w.font("B", 7.5)
		w.heads(c)
		w.onBreak = func() {
			w.font("B", 9)
			w.at(40, w.y, p.name+" (continued)")
			w.nl(1.4)
			w.font("B", 7.5)
			w.heads(c)
			w.font("", 8.5)
		}
		w.font("", 8.5)
		for _, t := range p.rows {
			amt := money(t.Abs())
			if !p.credit {
				amt += "-"
			}
			switch p.name {
			case "Customer Deposits":
				w.row(c, [][]string{one(monD(t.Date)), one(t.Ref), one(amt)})
			case "Checks Presented Conventionally":
				n := fmt.Sprint(t.Check)
				if t.Gap {
					n += "*"
				}
				w.row(c, [][]string{one(n), one(monD(t.Date)), one(fmt.Sprintf("8%09d", t.Check*7919%1000000000)), one(amt)})
			default:
				w.row(c, [][]string{one(monD(t.Date)), t.Lines, one("88" + fmt.Sprint(t.Date.YearDay()*7919%1000000+1000000)), one(amt)})
			}
		}
		w.onBreak = nil
		w.need(2 * w.lh)
		w.font("B", 8.5)
		x := c[len(c)-1].x
		tot := "$ " + money(sumAbs(mv))
		if !p.credit {
			tot += "-"
		}
		w.at(c[1].x, w.y+1, "Total "+p.name)
		w.rat(x, w.y+1, tot)
		w.nl(1.3)
		if p.name == "Checks Presented Conventionally" {
			w.font("", 7)
			w.at(40, w.y, "* Gap in check sequence")
			w.nl(1)
		}
		w.nl(1)
	}
	// balance summary
	de := dayEnds(a)
	rows := (len(de) + 2) / 3
	w.need(float64(rows+3) * w.lh)
	w.font("B", 9)
	w.at(40, w.y, "Balance Summary")
	w.nl(1.4)
	w.font("B", 7.5)
	for k := 0; k < 3; k++ {
		w.at(40+float64(k)*180, w.y, "Date")
		w.rat(190+float64(k)*180, w.y, "Ending Balance")
	}
	w.nl(1.2)
	w.font("", 8.5)
	for i, e := range de {
		k, r := i/rows, i%rows
		w.at(40+float64(k)*180, w.y+float64(r)*w.lh, monD(e.Date))
		w.rat(190+float64(k)*180, w.y+float64(r)*w.lh, trailing(e.Bal))
	}
	w.nl(float64(rows) + 1)
	w.font("", 7)
	w.para("Balances only appear for days reflecting change.", 530)
	w.nl(1)
	for _, p := range legalText(s.Bank, "1-800-555-0172", "Granite Plains Bank, P.O. Box 1800, Saint Paul, MN 55101-0800", s.Start.AddDate(0, -1, 0)) {
		w.para(p, 530)
		w.nl(0.4)
	}
	f.Daily = de
	f.PagesPrinted = w.PageNo()
	pdf := w.bytes()
	for _, t := range custDep {
		t.Lines = []string{"DEPOSIT #" + t.Ref}
	}
	f.Rows = ordered
	f.Notes = fmt.Sprintf("Blind layout 'trailing-minus' (go-pdf/fpdf, Helvetica): %s %s of %s, %s. Sections Customer Deposits (a Date | Ref Number | Amount grid without description, answered 'DEPOSIT #<ref>' as field3's deposit-grid convention), Other Deposits, Card Withdrawals, Other Withdrawals and Checks Presented Conventionally ('CHECK #<n>', the '*' gap mark dropped), each with a Total line; debits and negative balances print a trailing minus; the summary gives '# Items' per section; credits and debits are printed in parts, so no combined figure is recorded. The Balance Summary lists each day with activity (three across). The Ref Number column is not description. A $0.00 fee-waived row is a notice.",
		s.Bank, a.Title, s.Holder, period)
	return &Doc{Name: s.Name, Stmt: s, Answer: a, Figs: f, PDF: pdf}
}

// famChecksGrid: a regional bank whose Checks section is a grid two or
// three across (DATE | CHECK # | AMOUNT) with '*' marking a skip in the
// sequence, then Other withdrawals and Deposits sections, previous / new
// balance, and a two-column balance activity history (the Truist
// convention).
func famChecksGrid() Family {
	return Family{Name: "checks-grid", Tool: "fpdf",
		Convention: "previous / new balance summary; Checks as a grid three across (first statement) or two across (second), DATE | CHECK # | AMOUNT with '*' after a number that skips the sequence; 'Other withdrawals, debits and service charges' and 'Deposits, credits and interest' sections with '=' totals; balance activity history two across; Times",
		Make: func() []*Doc {
			mk := func(name, holder string, addr []string, start, end time.Time, num string, across int, p Profile) *Doc {
				s := &Stmt{Name: name, Bank: "Sandhill Trust Bank", Aliases: []string{"SANDHILL TRUST", "Sandhill Trust"},
					BankAddr: []string{"PO Box 1847", "Wilson NC 27894-1847"}, Holder: holder, HolderAddr: addr, Start: start, End: end, Card: "5127"}
				a := s.addAccount("SANDHILL DYNAMIC BUSINESS CHECKING", num, p, styleUpper, 64)
				return renderChecksGrid(s, a, across)
			}
			return []*Doc{
				mk("checks_grid_3across_jul26", "Carolina Pallet & Crate Co", []string{"3900 Industrial Dr", "Rocky Mount NC 27804"}, day(2026, 7, 1), day(2026, 7, 31), "1100021887431", 3,
					Profile{Seed: 601, Open: 4410277, Rows: 68, Checks: 27, CheckStart: 10412, Processors: []string{"AMERICAN EXPRESS"}, MCA: []MCA{{Funder: "IVY RECEIVABLES", Cents: 40000, Weekly: true, ID: "IVY3"}}, Scale: 1.4}),
				mk("checks_grid_2across_apr26", "Tar River Bagel House LLC", []string{"118 E Nash St", "Wilson NC 27893"}, day(2026, 4, 1), day(2026, 4, 30), "1100024099218", 2,
					Profile{Seed: 602, Open: 812090, Rows: 50, Checks: 14, CheckStart: 2377, Processors: []string{"SQUARE INC"}, MCA: []MCA{{Funder: "SUMMIT MERCHANT CAP", Cents: 28800, ID: "SMC1202"}}, Overdraft: 1, Waived: true}),
			}
		}}
}

func renderChecksGrid(s *Stmt, a *Account, across int) *Doc {
	w := newFW("Sandhill Trust Print Services", 0, 730, 10.5, func(w *fw) {
		w.SetFont("Times", "B", 13)
		w.at(40, 48, "SANDHILL TRUST")
		w.SetFont("Times", "", 8.5)
		w.rat(572, 44, "Your account statement")
		w.rat(572, 55, "For "+s.End.Format("01/02/2006"))
		w.rat(572, 66, fmt.Sprintf("Page %d of {nb}", w.PageNo()))
		if w.PageNo() == 1 {
			w.SetFont("Times", "", 9.5)
			w.at(60, 96, strings.ToUpper(s.Holder))
			w.at(60, 107, strings.ToUpper(s.HolderAddr[0]))
			w.at(60, 118, strings.ToUpper(s.HolderAddr[1]))
			w.SetFont("Times", "", 8.5)
			w.at(360, 96, "Contact us: 844-555-0119")
			w.at(360, 107, "sandhilltrust.example")
			w.top = 150
		} else {
			w.top = 96
			w.SetFont("Times", "", 8.5)
			w.at(40, 80, strings.ToUpper(a.Title)+" "+a.Number+" (continued)")
		}
	}, func(w *fw) {
		w.SetFont("Times", "", 7)
		w.at(40, 762, "MEMBER FDIC")
		w.rat(572, 762, "0218BX0Y "+fmt.Sprintf("%02d", w.PageNo()))
	})
	ft := func(style string, size float64) { w.SetFont("Times", style, size) }
	chk := pick(a.Txns, func(t *Txn) bool { return t.Kind == KCheck })
	sort.SliceStable(chk, func(i, j int) bool { return chk[i].Check < chk[j].Check })
	oth := pick(a.Txns, func(t *Txn) bool { return t.Cents <= 0 && t.Kind != KCheck })
	dep := pick(a.Txns, func(t *Txn) bool { return t.Cents > 0 })
	ft("B", 10)
	w.at(40, w.y, strings.ToUpper(a.Title)+" "+a.Number)
	w.nl(1.6)
	ft("B", 9)
	w.at(40, w.y, "Account summary")
	w.nl(1.3)
	ft("", 9)
	lines := []struct{ l, v string }{
		{"Your previous balance as of " + s.Start.AddDate(0, 0, -1).Format("01/02/2006"), dollars(a.Open)},
		{"Checks", "- " + money(sumAbs(chk))},
		{"Other withdrawals, debits and service charges", "- " + money(sumAbs(oth))},
		{"Deposits, credits and interest", "+ " + money(sumAbs(dep))},
		{"Your new balance as of " + s.End.Format("01/02/2006"), "= " + dollars(a.Close)},
	}
	for _, l := range lines {
		w.at(40, w.y, l.l)
		w.rat(400, w.y, l.v)
		w.nl(1.1)
	}
	w.nl(1.2)
	f := &Figs{}
	// checks grid: read down each column, check-number order
	ft("B", 9)
	w.at(40, w.y, "Checks")
	w.nl(1.4)
	cw := 532.0 / float64(across)
	ft("B", 7.5)
	for k := 0; k < across; k++ {
		x := 40 + float64(k)*cw
		w.at(x, w.y, "DATE")
		w.at(x+45, w.y, "CHECK #")
		w.rat(x+cw-20, w.y, "AMOUNT($)")
	}
	w.hr(w.y + 3)
	w.nl(1.3)
	ft("", 8.5)
	rows := (len(chk) + across - 1) / across
	w.need(float64(rows) * w.lh)
	for i, t := range chk {
		k, r := i/rows, i%rows
		x := 40 + float64(k)*cw
		y := w.y + float64(r)*w.lh
		w.at(x, y, mmdd(t.Date))
		n := fmt.Sprint(t.Check)
		if t.Gap {
			n += " *"
		}
		w.at(x+45, y, n)
		w.rat(x+cw-20, y, money(t.Abs()))
	}
	w.nl(float64(rows) + 0.4)
	ft("", 7.5)
	w.at(40, w.y, "* indicates a skip in sequential check numbers above this item")
	ft("B", 8.5)
	w.rat(572, w.y, "Total checks = $"+money(sumAbs(chk)))
	w.nl(1.1)
	w.rat(572, w.y, fmt.Sprintf("Total number of checks %d", len(chk)))
	w.nl(2)
	f.Sections = append(f.Sections, Section{Name: "Checks", Rows: chk, Total: sumAbs(chk), Count: len(chk)})
	for _, sec := range []struct {
		name, total string
		rows        []*Txn
		credit      bool
	}{{"Other withdrawals, debits and service charges", "Total other withdrawals, debits and service charges", oth, false},
		{"Deposits, credits and interest", "Total deposits, credits and interest", dep, true}} {
		c := []col{{40, false, "DATE"}, {90, false, "DESCRIPTION"}, {572, true, "AMOUNT($)"}}
		w.need(4 * w.lh)
		ft("B", 9)
		w.at(40, w.y, sec.name)
		w.nl(1.4)
		ft("B", 7.5)
		w.heads(c)
		name := sec.name
		w.onBreak = func() {
			ft("B", 9)
			w.at(40, w.y, name+" (continued)")
			w.nl(1.4)
			ft("B", 7.5)
			w.heads(c)
			ft("", 8.5)
		}
		ft("", 8.5)
		for _, t := range sec.rows {
			w.row(c, [][]string{one(mmdd(t.Date)), t.Lines, one(money(t.Abs()))})
		}
		w.onBreak = nil
		mv := moving(sec.rows)
		w.need(2 * w.lh)
		ft("B", 8.5)
		w.rat(572, w.y+2, sec.total+" = $"+money(sumAbs(mv)))
		w.nl(2.4)
		f.Sections = append(f.Sections, Section{Name: sec.name, Credit: sec.credit, Rows: mv, Total: sumAbs(mv), Count: -1})
	}
	de := dayEnds(a)
	rows = (len(de) + 1) / 2
	w.need(float64(rows+3) * w.lh)
	ft("B", 9)
	w.at(40, w.y, "Balance activity history")
	w.nl(1.4)
	ft("B", 7.5)
	for k := 0; k < 2; k++ {
		w.at(40+float64(k)*266, w.y, "DATE")
		w.rat(200+float64(k)*266, w.y, "BALANCE($)")
	}
	w.nl(1.2)
	ft("", 8.5)
	for i, e := range de {
		k, r := i/rows, i%rows
		w.at(40+float64(k)*266, w.y+float64(r)*w.lh, mmdd(e.Date))
		w.rat(200+float64(k)*266, w.y+float64(r)*w.lh, signed(e.Bal))
	}
	w.nl(float64(rows) + 1)
	ft("", 7)
	for _, p := range legalText(s.Bank, "844-555-0119", "Sandhill Trust Bank, PO Box 1847, Wilson NC 27894-1847", s.Start.AddDate(0, -4, 0)) {
		w.para(p, 530)
		w.nl(0.4)
	}
	f.Daily = de
	f.PagesPrinted = w.PageNo()
	var ordered []*Txn
	ordered = append(ordered, chk...)
	ordered = append(ordered, moving(oth)...)
	ordered = append(ordered, dep...)
	f.Rows = ordered
	ct, _ := sumCredits(a.Txns)
	f.TotalCredits = i64(ct)
	f.Notes = fmt.Sprintf("Blind layout 'checks-grid' (go-pdf/fpdf, Times): %s %s %s of %s, %s to %s. Account summary: previous balance, Checks, Other withdrawals, debits and service charges, Deposits, credits and interest, new balance. Checks are a grid %d across read down each column in check-number order, answered 'CHECK #<n>' with the '*' skip mark dropped; the grid prints the total and the number of checks. Deposits, credits and interest is the only credit section (its total recorded as total_credits); the debits are printed in two parts, so no combined debit figure is recorded. The balance activity history (two across) lists each day with activity. A $0.00 fee-waived row is a notice. Overdraft item fees count in number_of_nsf.",
		s.Bank, a.Title, a.Number, s.Holder, iso(s.Start), iso(s.End), across)
	return &Doc{Name: s.Name, Stmt: s, Answer: a, Figs: f, PDF: w.bytes()}
}
