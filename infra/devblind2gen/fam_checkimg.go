package main

import (
	"fmt"
	"strings"
	"time"
)

// famCheckImages: a ledger in sections whose checks are listed in a
// Checks Paid grid, followed by pages of check images (drawn boxes with
// the payer, a payee line, the written amount, a MICR line in an ASCII
// stand-in) with a caption under each. Images and captions repeat the
// checks and are not transactions. go-pdf/fpdf, Helvetica.
func famCheckImages() Family {
	return Family{Name: "check-images", Tool: "fpdf",
		Convention: "sections Deposits and Other Credits / Electronic Payments and Other Debits with totals and counts, Checks Paid grid three across with '*' gaps, Daily Balance Summary, then pages of check images (payer block, PAY TO THE ORDER OF, written amount, '$ 512.00' box, memo, signature, MICR line 'C001045C A101204567A 0012448193C' as an ASCII stand-in) each captioned 'Check 1045  Amount $512.00  Date 03/14/26'; go-pdf/fpdf, Helvetica",
		Make: func() []*Doc {
			mk := func(name, holder string, addr []string, start, end time.Time, num string, p Profile) *Doc {
				s := &Stmt{Name: name, Bank: "Bluestem Prairie Bank", Aliases: []string{"BLUESTEM PRAIRIE BANK", "Bluestem Prairie Bank, N.A."},
					Holder: holder, HolderAddr: addr, Start: start, End: end, Card: "9043"}
				a := s.addAccount("Small Business Checking", num, p, styleUpper, 64)
				return renderCheckImages(s, a)
			}
			return []*Doc{
				mk("check_images_mar26", "Flint Hills Veterinary Clinic PA", []string{"2210 ANDERSON AVE", "MANHATTAN KS 66502-2913"}, day(2026, 3, 1), day(2026, 3, 31), "0012448193",
					Profile{Seed: 2601, Open: 2890310, Rows: 48, MCA: []MCA{{Funder: "PRAIRIE WIND CAPITAL", Cents: 74000, ID: "PWC1180", Weekly: true}},
						Processors: []string{"SQUARE INC", "AMERICAN EXPRESS"}, Checks: 12, CheckStart: 1040, Waived: true}),
				mk("check_images_oct26_overdrawn", "Konza Roofing & Gutter LLC", []string{"815 POYNTZ AVE", "MANHATTAN KS 66502"}, day(2026, 10, 1), day(2026, 10, 31), "0012451077",
					Profile{Seed: 2602, Open: 655412, Rows: 34, MCA: []MCA{{Funder: "HEARTLAND REVENUE PARTNERS", Cents: 24900, ID: "HRP7720"}}, Funding: "HEARTLAND REVENUE PARTNERS",
						Processors: []string{"STRIPE"}, Checks: 9, CheckStart: 3307, Overdraft: 1}),
			}
		}}
}

var ones = []string{"", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen"}
var tens = []string{"", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"}

func words(n int64) string {
	switch {
	case n == 0:
		return "Zero"
	case n < 20:
		return ones[n]
	case n < 100:
		if n%10 == 0 {
			return tens[n/10]
		}
		return tens[n/10] + "-" + ones[n%10]
	case n < 1000:
		if n%100 == 0 {
			return ones[n/100] + " Hundred"
		}
		return ones[n/100] + " Hundred " + words(n%100)
	}
	if n%1000 == 0 {
		return words(n/1000) + " Thousand"
	}
	return words(n/1000) + " Thousand " + words(n%1000)
}

var checkPayees = []string{"Manhattan Medical Supply", "K-State Lumber Co.", "Riley County Treasurer", "Sunflower Waste Services", "Kaw Valley Electric", "Tallgrass Staffing Inc.", "Blue River Printing", "Evergy Kansas Central", "Wildcat Janitorial", "Prairie Vet Distributors", "Westar Plumbing & Heating", "Cottonwood Insurance Agency", "Big Creek Fuel"}

func renderCheckImages(s *Stmt, a *Account) *Doc {
	last4 := a.Number[len(a.Number)-4:]
	w := newFW("Bluestem Prairie Bank Statement Services", 0, 724, 10.6, func(w *fw) {
		w.font("B", 14)
		w.SetTextColor(30, 80, 60)
		w.at(40, 48, "Bluestem Prairie Bank")
		w.SetTextColor(0, 0, 0)
		w.font("", 8)
		w.at(40, 60, "1000 Poyntz Avenue  Manhattan, KS 66502  (785) 555-0118")
		w.rat(572, 44, "Account Number: "+a.Number)
		w.rat(572, 55, "Statement Period: "+s.Start.Format("01/02/2006")+" - "+s.End.Format("01/02/2006"))
		w.rat(572, 66, fmt.Sprintf("Page %d of {nb}", w.PageNo()))
		w.hr(74)
		w.top = 96
	}, func(w *fw) {
		w.font("", 6.8)
		w.at(40, 758, "Bluestem Prairie Bank, N.A.  Member FDIC  Equal Housing Lender  |  "+strings.ToUpper(s.Holder)+"  |  XXXXXX"+last4)
	})
	credits := pick(a.Txns, func(t *Txn) bool { return t.Cents > 0 })
	checks := byNumber(pick(a.Txns, func(t *Txn) bool { return t.Kind == KCheck }))
	other := pick(a.Txns, func(t *Txn) bool { return t.Cents <= 0 && t.Kind != KCheck })
	cr, ncr := sumCredits(a.Txns)
	ck := sumAbs(checks)
	od, nod := sumDebits(other)
	w.font("", 9)
	w.at(50, w.y, strings.ToUpper(s.Holder))
	w.at(50, w.y+11, s.HolderAddr[0])
	w.at(50, w.y+22, s.HolderAddr[1])
	w.nl(4.4)
	w.font("B", 10)
	w.at(40, w.y, a.Title+" Summary")
	w.nl(1.5)
	w.font("", 9)
	for i, r := range [][2]string{
		{"Beginning Balance " + s.Start.Format("01/02/2006"), signed(a.Open)},
		{fmt.Sprintf("+ Deposits and Other Credits (%d)", ncr), money(cr)},
		{fmt.Sprintf("- Electronic Payments and Other Debits (%d)", nod), money(od)},
		{fmt.Sprintf("- Checks Paid (%d)", len(checks)), money(ck)},
		{"Ending Balance " + s.End.Format("01/02/2006"), signed(a.Close)},
	} {
		if i == 4 {
			w.font("B", 9)
		}
		w.at(50, w.y, r[0])
		w.rat(360, w.y, r[1])
		w.nl(1.15)
	}
	w.nl(1.2)
	cols := []col{{40, false, "Date"}, {90, false, "Description"}, {572, true, "Amount"}}
	var f Figs
	var secs []Section
	section := func(title string, rows []*Txn, credit bool) {
		w.need(4 * w.lh)
		w.font("B", 10)
		w.at(40, w.y, title)
		w.nl(1.4)
		w.font("B", 8)
		w.heads(cols)
		w.font("", 8)
		w.onBreak = func() {
			w.font("B", 10)
			w.at(40, w.y, title+" (continued)")
			w.nl(1.4)
			w.font("B", 8)
			w.heads(cols)
			w.font("", 8)
		}
		var mv []*Txn
		for _, t := range rows {
			w.row(cols, [][]string{{t.Date.Format("01/02")}, t.Lines, {money(t.Abs())}})
			w.nl(0.15)
			if t.Cents != 0 {
				mv = append(mv, t)
				f.Rows = append(f.Rows, t)
			}
		}
		w.onBreak = nil
		w.need(2 * w.lh)
		w.font("B", 8)
		tot := sumAbs(mv)
		w.at(90, w.y+2, fmt.Sprintf("Total %s (%d)", title, len(mv)))
		w.rat(572, w.y+2, money(tot))
		w.nl(2.4)
		secs = append(secs, Section{Name: title, Credit: credit, Rows: mv, Total: tot, Count: len(mv)})
	}
	section("Deposits and Other Credits", credits, true)
	section("Electronic Payments and Other Debits", other, false)
	// checks paid grid, three across
	n := (len(checks) + 2) / 3
	w.need(float64(n+4) * w.lh)
	w.font("B", 10)
	w.at(40, w.y, "Checks Paid")
	w.nl(1.4)
	w.font("B", 8)
	for k := 0; k < 3; k++ {
		x := 40 + float64(k)*180
		w.at(x, w.y, "Check #")
		w.at(x+52, w.y, "Date Paid")
		w.rat(x+160, w.y, "Amount")
	}
	w.Line(40, w.y+3, 572, w.y+3)
	w.nl(1.3)
	w.font("", 8)
	for i, t := range checks {
		k, r := i/n, i%n
		x, y := 40+float64(k)*180, w.y+float64(r)*w.lh
		num := fmt.Sprint(t.Check)
		if t.Gap {
			num += "*"
		}
		w.at(x, y, num)
		w.at(x+52, y, t.Date.Format("01/02"))
		w.rat(x+160, y, money(t.Abs()))
	}
	w.nl(float64(n) + 0.3)
	w.font("B", 8)
	w.at(40, w.y+2, fmt.Sprintf("Total Checks Paid (%d)", len(checks)))
	w.rat(572, w.y+2, money(ck))
	w.nl(1.2)
	w.font("I", 7)
	w.at(40, w.y, "* Indicates a break in check number sequence. Check images follow this statement.")
	w.nl(2.2)
	f.Rows = append(f.Rows, checks...)
	secs = append(secs, Section{Name: "Checks Paid", Rows: checks, Total: ck, Count: len(checks)})
	de := dayEnds(a)
	n = (len(de) + 3) / 4
	w.need(float64(n+3) * w.lh)
	w.font("B", 10)
	w.at(40, w.y, "Daily Balance Summary")
	w.nl(1.4)
	w.font("", 8)
	for i, e := range de {
		k, r := i/n, i%n
		x, y := 40+float64(k)*135, w.y+float64(r)*w.lh
		w.at(x, y, e.Date.Format("01/02"))
		w.rat(x+110, y, signed(e.Bal))
	}
	w.nl(float64(n) + 1.5)
	w.font("", 6.6)
	for _, p := range legalText(s.Bank, "(785) 555-0118", "Bluestem Prairie Bank, 1000 Poyntz Avenue, Manhattan KS 66502", s.Start.AddDate(0, -5, 0)) {
		w.para(p, 530)
		w.nl(0.4)
	}
	// check image pages: two across, four down
	const cw, chh = 258.0, 118.0
	micrRouting := "101204567"
	for i, t := range checks {
		if i%8 == 0 {
			w.AddPage()
			w.font("B", 10)
			w.at(40, w.y, "Check Images")
			w.font("", 7.5)
			w.rat(572, w.y, fmt.Sprintf("Account %s  -  images of checks paid %s through %s", a.Number, s.Start.Format("01/02/06"), s.End.Format("01/02/06")))
			w.nl(1.8)
		}
		k, r := i%2, (i%8)/2
		x, y := 40+float64(k)*(cw+16), w.y+float64(r)*(chh+34)
		written := t.Date.AddDate(0, 0, -3-t.Check%4)
		payee := checkPayees[(t.Check*7)%len(checkPayees)]
		w.SetDrawColor(90, 90, 90)
		w.SetFillColor(246, 248, 244)
		w.Rect(x, y, cw, chh, "FD")
		w.SetDrawColor(0, 0, 0)
		w.font("B", 6.8)
		w.at(x+8, y+12, strings.ToUpper(s.Holder))
		w.font("", 6)
		w.at(x+8, y+20, s.HolderAddr[0]+"  "+s.HolderAddr[1])
		w.font("B", 8)
		w.rat(x+cw-8, y+13, fmt.Sprint(t.Check))
		w.font("", 6.5)
		w.at(x+cw-92, y+28, "DATE  "+written.Format("January 2, 2006"))
		w.at(x+8, y+44, "PAY TO THE")
		w.at(x+8, y+51, "ORDER OF")
		w.font("I", 8)
		w.at(x+48, y+50, payee)
		w.Line(x+46, y+53, x+cw-70, y+53)
		w.Rect(x+cw-62, y+40, 54, 14, "D")
		w.font("B", 7.5)
		w.at(x+cw-58, y+50, "$ "+money(t.Abs()))
		w.font("I", 6.8)
		wr := fmt.Sprintf("%s and %02d/100", words(t.Abs()/100), t.Abs()%100)
		for dash := " --"; ; dash += "-" {
			if w.GetStringWidth(wr+dash+"-") > cw-66 {
				wr += dash
				break
			}
		}
		w.at(x+8, y+68, wr)
		w.font("", 6.5)
		w.at(x+cw-46, y+68, "DOLLARS")
		w.Line(x+8, y+71, x+cw-8, y+71)
		w.font("B", 6)
		w.at(x+8, y+82, "BLUESTEM PRAIRIE BANK  MANHATTAN KS")
		w.font("", 6.3)
		w.at(x+8, y+94, "MEMO  INV "+fmt.Sprint(2000+t.Check%900))
		w.Line(x+150, y+94, x+cw-10, y+94)
		w.font("I", 8)
		w.at(x+160, y+92, "J. Whitfield")
		w.SetFont("Courier", "", 8.5)
		w.at(x+30, y+chh-8, fmt.Sprintf("C%06dC A%sA %sC", t.Check, micrRouting, a.Number))
		w.font("", 7.2)
		w.at(x, y+chh+11, fmt.Sprintf("Check %d   Amount $%s   Date %s", t.Check, money(t.Abs()), t.Date.Format("01/02/06")))
	}
	f.Sections = secs
	f.Daily = de
	f.TotalCredits, f.CountCredits = i64(cr), iptr(ncr)
	f.DebitParts = []int64{od, ck}
	f.PagesPrinted = w.PageNo()
	f.Notes = fmt.Sprintf("Blind layout 'check-images' (go-pdf/fpdf, Helvetica): %s %s of %s, %s to %s. Sections Deposits and Other Credits and Electronic Payments and Other Debits (each closed by a 'Total ... (n)' line), a Checks Paid grid three across ('*' marks a break in the sequence; checks read CHECK #<number>), a Daily Balance Summary four across, then check-image pages: drawn checks with the payer, PAY TO THE ORDER OF payee, the amount in words and figures, a memo, a signature and a MICR line in an ASCII stand-in ('C001045C A101204567A <account>C'), each captioned 'Check N  Amount $X  Date MM/DD/YY'. The images and captions repeat the checks paid and are not transactions. The summary prints the debits in two parts (electronic payments and other debits, checks paid), so no combined debit figure is recorded. %s",
		s.Bank, a.Title, s.Holder, iso(s.Start), iso(s.End), odNote(a))
	return &Doc{Name: s.Name, Stmt: s, Answer: a, Figs: &f, PDF: w.bytes()}
}
