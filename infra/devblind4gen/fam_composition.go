package main

import (
	"fmt"
	"github.com/docanalysis/service/infra/internal/blindkit"
	"strings"
	"time"
)

// famComposition: a national bank's statement from a high-volume
// composition system: the content stream places every word on its own
// (Tm, then Td from the line start; some words as TJ arrays with a
// kerning number) and draws each page out of reading order (all dates,
// then all amounts, then descriptions, then headings and totals, the
// summary, and the page header and footer last). Sections Deposits and
// Additions / Checks Paid / Electronic Withdrawals / Fees with Total
// lines, a CHECKING SUMMARY with instances and amounts, no running
// balance.
func famComposition() blindkit.Family {
	return blindkit.Family{Name: "composition-engine", Tool: "go", Producer: "DocStream Composer 16.2",
		Convention: "national bank statement from a high-volume composition system: raw content stream with every word placed on its own (`Tm`, then `Td` from the line start, some words as `TJ` arrays with a kerning number) and each page drawn out of reading order (dates, amounts, descriptions, headings and totals, summary, then the page header and footer); CHECKING SUMMARY with instances and amounts (beginning balance, deposits and additions, checks paid, electronic withdrawals, fees, ending balance); sections DEPOSITS AND ADDITIONS / CHECKS PAID (check number, `^` gap mark, date paid) / ELECTRONIC WITHDRAWALS / FEES each closed by a Total line; `MM/DD` dates; no running balance; three-line `ORIG CO NAME:` ACH descriptions; Helvetica (standard Type1, WinAnsiEncoding)",
		Make: func() []*blindkit.Doc {
			return []*blindkit.Doc{
				compDoc("composition_engine_oct26", blindkit.Day(2026, 10, 1), blindkit.Day(2026, 10, 31), 4101),
				compDoc("composition_engine_feb26_overdrawn", blindkit.Day(2026, 2, 1), blindkit.Day(2026, 2, 28), 4102),
			}
		}}
}

func achLines(r blindkit.Raw, entry, idn string, w int) []string {
	d := r.Date.Format("060102")
	s := fmt.Sprintf("ORIG CO NAME:%s ORIG ID:%s DESC DATE:%s CO ENTRY DESCR:%s SEC:CCD TRACE#:%s EED:%s IND ID:%s IND NAME:%s TRN:%sTC",
		r.Party, blindkit.OrigID(r.Party), d, entry, r.Ref, d, idn, strings.ToUpper(r.Holder), r.Ref[5:15])
	return blindkit.Wrap(s, w)
}

func compDesc(r blindkit.Raw) (string, []string) {
	switch r.K {
	case "mca":
		e := "DAILY PMT"
		if r.Weekly {
			e = "WKLY PMT"
		}
		return "", achLines(r, e, r.ID, 100)
	case "funding":
		return "", achLines(r, "FUNDING", r.ID, 100)
	case "settle":
		return "", achLines(r, "SETTLEMENT", r.Ref[:9], 100)
	case "achdebit", "payroll", "tax":
		return "", achLines(r, r.Entry, r.Ref[3:12], 100)
	case "achcredit":
		return "", achLines(r, r.Entry, r.Ref[3:12], 100)
	case "card":
		return "", blindkit.One(fmt.Sprintf("Card Purchase %s %s %s %s Card 4410", r.Card.Format("01/02"), titleCase(r.Party), titleCase(r.City), r.State))
	case "deposit":
		return "", blindkit.One("Deposit " + r.Ref)
	case "xferout":
		return "", blindkit.One(fmt.Sprintf("Online Transfer To Sav ...6621 Transaction#: %s", r.Ref))
	case "xferin":
		return "", blindkit.One(fmt.Sprintf("Online Transfer From Sav ...6621 Transaction#: %s", r.Ref))
	case "zelleout":
		return "", blindkit.One(fmt.Sprintf("Zelle Payment To %s Jpm%s", titleCase(r.Party), r.Ref[:9]))
	case "zellein":
		return "", blindkit.One(fmt.Sprintf("Zelle Payment From %s Bac%s", titleCase(r.Party), r.Ref[:9]))
	case "wireout":
		return "", blindkit.Wrap(fmt.Sprintf("Online Domestic Wire Transfer Via: Prairie Commerce Bk/101000695 A/C: %s Imad: %s Trn: %sEs", titleCase(r.Party), r.Date.Format("0102")+"B1Qgc0"+r.Ref[:6], r.Ref[6:16]), 100)
	case "fee":
		return "", blindkit.One("Monthly Service Fee")
	case "notice":
		return "", blindkit.One(r.Entry)
	case "nsf":
		return "", blindkit.One("Insufficient Funds Fee For An Item Presented - Details: Ref " + r.Ref)
	}
	return "", blindkit.One(r.Party)
}

func compDoc(name string, start, end time.Time, seed uint64) *blindkit.Doc {
	holder := "GRANITE RIDGE AUTO GLASS LLC"
	addr := []string{"GRANITE RIDGE AUTO GLASS LLC", "4410 W LOOP 289 STE 12", "LUBBOCK TX 79407-2211"}
	num := "000000718204466"
	mca := []blindkit.MCA{{Funder: "RAPIDFUND CAPITAL", Cents: 38900, ID: "RFC2231"}, {Funder: "SUMMIT LANE FUNDING", Cents: 112500, Weekly: true, ID: "SLF0917"}}
	act := blindkit.Act{N: 32, MCA: mca, Processors: []string{"SQUARE INC", "CLOVER MERCHANT"}, Checks: 5, CheckStart: 2214, Fee: 1500,
		Weights: [10]int{8, 16, 12, 12, 5, 4, 8, 4, 8, 3}}
	var od *blindkit.Overdraft
	overdrawn := strings.HasSuffix(name, "overdrawn")
	if overdrawn {
		holder = "BRAZOS VALLEY TILE & STONE INC"
		addr = []string{"BRAZOS VALLEY TILE & STONE INC", "1207 INDUSTRIAL BLVD", "BRYAN TX 77803-4108"}
		num = "000000925517031"
		act.MCA = []blindkit.MCA{{Funder: "NORTHBRIDGE MERCHANT FUNDING", Cents: 27450, ID: "NMF8812"}}
		act.Funding, act.FundID = "SUMMIT LANE FUNDING", "SLF0917"
		act.Fee = 0
		act.Notice = "Monthly Service Fee Waived - Minimum Balance Met"
		act.CheckStart = 1087
		act.N = 36
		od = blindkit.NewOverdraft(0.6, 2, 3400, holder, compDesc, blindkit.USRegion)
	}
	s := &blindkit.Stmt{Bank: "Heartland Meridian Bank, N.A.", Aliases: []string{"Heartland Meridian Bank", "Heartland Meridian"},
		Holder: holder, Number: num, Currency: "USD", Start: start, End: end}
	b := blindkit.NewB(seed, start, end, blindkit.USHolidays)
	blindkit.Activity(b, blindkit.USRegion, act, holder, compDesc)
	b.Finish(s, 1850000, 120000, od)
	for _, t := range s.Txns {
		if t.Kind == blindkit.KCheck {
			t.Say = fmt.Sprintf("CHECK #%d", t.Check)
		}
	}

	// sections
	var dep, chk, ele, fee []*blindkit.Txn
	for _, t := range s.Txns {
		switch {
		case t.Cents > 0:
			dep = append(dep, t)
		case t.Kind == blindkit.KCheck:
			chk = append(chk, t)
		case t.Kind == blindkit.KFee || t.Kind == blindkit.KNSF || t.Kind == blindkit.KNotice:
			fee = append(fee, t)
		default:
			ele = append(ele, t)
		}
	}
	sortChecks(chk)
	tot := func(ts []*blindkit.Txn) (int64, int) {
		var c int64
		n := 0
		for _, t := range ts {
			if t.Cents != 0 {
				c += t.Abs()
				n++
			}
		}
		return c, n
	}
	dT, dN := tot(dep)
	cT, cN := tot(chk)
	eT, eN := tot(ele)
	fT, fN := tot(fee)

	r := newRaw(612, 792, "Helvetica", "Helvetica-Bold")
	r.Info = [][2]string{{"Title", "Statement " + num[len(num)-4:]}, {"Creator", "DocStream Composer 16.2 (Build 16.2.0.4471)"},
		{"Producer", "DocStream Composer 16.2"}, {"CreationDate", "D:20261201031522-06'00'"}, {"ModDate", "D:20261201031522-06'00'"}}
	const (
		gDate = iota + 1
		gAmt
		gDesc
		gHead
		gSum
		gRule
		gPage
		gFoot
	)
	period := start.Format("January 2, 2006") + " through " + end.Format("January 2, 2006")
	f := &flow{r: r, top: 708, bottom: 70, firstTop: 440}
	var sec string
	f.cont = func(c *canvas, y float64) float64 {
		if sec == "" {
			return 0
		}
		c.text(gHead, 2, 9, 40, y, sec+" (continued)")
		c.text(gHead, 2, 7, 40, y-13, "DATE")
		c.text(gHead, 2, 7, 90, y-13, "DESCRIPTION")
		c.rtext(gHead, 2, 7, 572, y-13, "AMOUNT")
		c.line(gRule, 40, y-16, 572)
		return 26
	}
	money := func(c int64) string { return "$" + blindkit.Commas(c) }
	// page 1: address block and summary
	first := f.cur()
	for i, l := range addr {
		first.text(gSum, 1, 9, 58, 650-float64(i)*11, l)
	}
	first.text(gSum, 2, 10, 40, 580, "CHECKING SUMMARY")
	first.text(gSum, 1, 8, 330, 580, "Business Complete Checking")
	first.line(gRule, 40, 575, 572)
	first.rtext(gSum, 2, 7, 440, 564, "INSTANCES")
	first.rtext(gSum, 2, 7, 572, 564, "AMOUNT")
	sumRows := [][3]string{
		{"Beginning Balance", "", money(s.Open)},
		{"Deposits and Additions", fmt.Sprint(dN), blindkit.Commas(dT)},
		{"Checks Paid", fmt.Sprint(cN), "-" + blindkit.Commas(cT)},
		{"Electronic Withdrawals", fmt.Sprint(eN), "-" + blindkit.Commas(eT)},
		{"Fees", fmt.Sprint(fN), "-" + blindkit.Commas(fT)},
		{"Ending Balance", fmt.Sprint(dN + cN + eN + fN), signedMoney(s.Close)},
	}
	for i, sr := range sumRows {
		y := 551 - float64(i)*12
		fnt := 1
		if i == 0 || i == len(sumRows)-1 {
			fnt = 2
		}
		first.text(gSum, fnt, 8.5, 40, y, sr[0])
		first.rtext(gSum, fnt, 8.5, 440, y, sr[1])
		first.rtext(gSum, fnt, 8.5, 572, y, sr[2])
	}
	first.text(gSum, 1, 7, 40, 470, "Your monthly service fee is waived when you keep a $2,000.00 minimum daily balance or $5,000.00 in qualifying")
	first.text(gSum, 1, 7, 40, 461, "card purchases. Fee schedule effective 08/01/2025; see the Deposit Account Agreement, section 4.2.")

	section := func(title, col string, rows []*blindkit.Txn, total int64, totalLabel string, check bool) {
		f.need(60)
		sec = title
		f.put(26, func(c *canvas, y float64) {
			c.text(gHead, 2, 9, 40, y, title)
			if check {
				c.text(gHead, 2, 7, 40, y-13, "CHECK NO.")
				c.text(gHead, 2, 7, 200, y-13, "DATE PAID")
			} else {
				c.text(gHead, 2, 7, 40, y-13, "DATE")
				c.text(gHead, 2, 7, 90, y-13, col)
			}
			c.rtext(gHead, 2, 7, 572, y-13, "AMOUNT")
			c.line(gRule, 40, y-16, 572)
		})
		prev := 0
		for _, t := range rows {
			t := t
			if check {
				mark := ""
				if prev != 0 && t.Check != prev+1 {
					mark = " ^"
				}
				prev = t.Check
				f.put(12, func(c *canvas, y float64) {
					c.text(gDesc, 1, 8, 40, y-10, fmt.Sprint(t.Check)+mark)
					c.text(gDate, 1, 8, 200, y-10, t.Date.Format("01/02"))
					c.rtext(gAmt, 1, 8, 572, y-10, blindkit.Commas(t.Cents))
				})
				continue
			}
			h := 3 + 9.5*float64(len(t.Lines))
			f.put(h, func(c *canvas, y float64) {
				c.text(gDate, 1, 8, 40, y-10, t.Date.Format("01/02"))
				for i, l := range t.Lines {
					c.text(gDesc, 1, 7.5, 90, y-10-float64(i)*9.5, l)
				}
				c.rtext(gAmt, 1, 8, 572, y-10, blindkit.Commas(t.Cents))
			})
		}
		f.put(24, func(c *canvas, y float64) {
			c.line(gRule, 420, y-2, 572)
			c.text(gHead, 2, 8, 90, y-12, totalLabel)
			c.rtext(gHead, 2, 8, 572, y-12, money(total))
		})
		sec = ""
	}
	section("DEPOSITS AND ADDITIONS", "DESCRIPTION", dep, dT, "Total Deposits and Additions", false)
	if len(chk) > 0 {
		section("CHECKS PAID", "", chk, cT, "Total Checks Paid", true)
		f.put(14, func(c *canvas, y float64) {
			c.text(gFoot, 1, 6.5, 40, y-8, "^ An image of this check may be available for you to view online. A gap in the check sequence is marked with ^.")
		})
	}
	section("ELECTRONIC WITHDRAWALS", "DESCRIPTION", ele, eT, "Total Electronic Withdrawals", false)
	section("FEES", "DESCRIPTION", fee, fT, "Total Fees", false)
	legal := []string{
		"IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC FUNDS TRANSFERS: Call us at 1-800-555-0142 or write us at P.O. Box 659754,",
		"Wichita, KS 67201-9754 as soon as you can. We must hear from you no later than 60 days after we sent you the FIRST statement on which",
		"the problem or error appeared. We will investigate and correct any error promptly. If we take more than 10 business days (or 20 business",
		"days for new accounts) to do this, we will credit your account for the amount you think is in error. Business accounts: see the",
		"Deposit Account Agreement effective 01/15/2026 for the 30-day reporting period that applies to commercial accounts (UCC 4-406).",
	}
	f.need(float64(len(legal))*9 + 10)
	for _, l := range legal {
		l := l
		f.put(9, func(c *canvas, y float64) { c.text(gFoot, 1, 6.5, 40, y-8, l) })
	}
	n := len(f.pages)
	for i, c := range f.pages {
		c.text(gPage, 2, 12, 40, 752, "HEARTLAND MERIDIAN BANK, N.A.")
		c.text(gPage, 1, 7, 40, 741, "P O Box 182051  Wichita KS 67218-2051")
		c.text(gPage, 1, 8, 330, 752, period)
		c.text(gPage, 1, 8, 330, 741, "Account Number: "+num)
		c.rtext(gPage, 1, 8, 572, 730, fmt.Sprintf("Page %d of %d", i+1, n))
		c.line(gRule, 40, 722, 572)
		c.text(gFoot, 1, 6.5, 40, 52, "Member FDIC. Equal Housing Lender. Heartland Meridian Bank, N.A. Deposit products are insured up to $250,000 per depositor, per ownership category.")
		c.text(gFoot, 1, 6.5, 40, 44, fmt.Sprintf("00015471 DRE 703 210 %s NNNNNNNNNNN T 1 000000000 64 0000", end.Format("01022006")))
		order := []int{gDate, gAmt, gDesc, gHead, gSum, gRule, gPage, gFoot}
		if i%2 == 1 {
			order = []int{gAmt, gDate, gHead, gDesc, gRule, gFoot, gPage}
		}
		r.page().Write(c.render(order, "", true))
	}

	rows := append(append(append(append([]*blindkit.Txn{}, dep...), chk...), ele...), fee...)
	fg := &blindkit.Figs{Rows: blindkit.Moving(rows), TotalCredits: blindkit.I64(dT), CountCredits: blindkit.IPtr(dN),
		Sections: []blindkit.Section{{Name: "Deposits and Additions", Credit: true, Rows: dep, Total: dT, Count: dN}, {Name: "Checks Paid", Credit: false, Rows: chk, Total: cT, Count: cN},
			{Name: "Electronic Withdrawals", Credit: false, Rows: ele, Total: eT, Count: eN}, {Name: "Fees", Credit: false, Rows: fee, Total: fT, Count: fN}}}
	fg.Notes = "National bank statement from a composition system (DocStream Composer): the content stream places every word on its own (Tm, then Td from the line start, some words as TJ arrays with a kerning number) and draws each page out of reading order (dates, then amounts, then descriptions, headings, summary, page header and footer). CHECKING SUMMARY with instances and amounts; sections DEPOSITS AND ADDITIONS, CHECKS PAID, ELECTRONIC WITHDRAWALS and FEES, each closed by a Total line; no running balance. Rows are answered in printed (section) order with `MM/DD` dates in the year of the period; three-line ORIG CO NAME ACH descriptions are joined with one space; checks (`2216 ^`) are answered CHECK #<number>. The summary prints the credit count (Deposits and Additions) and the debit parts (checks, electronic withdrawals, fees) with instances: the parts are checked, no combined debit figure is recorded."
	if overdrawn {
		fg.Notes += " A tax payment overdraws the account; two Insufficient Funds Fee rows follow (number_of_nsf 2); negative days are counted from the rows (no balance is printed per day). 'Monthly Service Fee Waived - Minimum Balance Met' with 0.00 in FEES is a notice, not a transaction, and not in the Fees instances."
	}
	fg.Notes += " Fictional bank and holder; generated by infra/devblind4gen."
	return &blindkit.Doc{Name: name, Stmt: s, Figs: fg, Build: r.Write}
}

func signedMoney(c int64) string {
	if c < 0 {
		return "-$" + blindkit.Commas(c)
	}
	return "$" + blindkit.Commas(c)
}

func sortChecks(ts []*blindkit.Txn) {
	for i := 1; i < len(ts); i++ {
		for j := i; j > 0 && ts[j].Check < ts[j-1].Check; j-- {
			ts[j], ts[j-1] = ts[j-1], ts[j]
		}
	}
}

func titleCase(s string) string {
	ws := strings.Fields(strings.ToLower(s))
	for i, w := range ws {
		switch w {
		case "llc", "irs", "usps", "tx", "ca", "wa", "pa", "co", "atm", "inc":
			if w == "inc" {
				ws[i] = "Inc"
				continue
			}
			ws[i] = strings.ToUpper(w)
			continue
		}
		ws[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(ws, " ")
}
