package main

import (
	"fmt"
	"strings"
)

// ---- glyphsub: a large regional bank's business checking statement
// (Quarry Point Bank) as its print stream draws it.
//
// Modelled conventions: on every page "For the period 01/01/2026 to
// 01/31/2026", "Primary account number: XX-XXXX-1234", "Page 1 of 4" and
// "Number of enclosures: 0"; a Balance Summary with the four figures
// across under their labels (Beginning balance, Deposits and other
// additions, Checks and other deductions, Ending balance) and the Average
// ledger balance and Average collected balance below; a Transaction
// Summary of the two big sections with items and amounts per kind; the
// Activity Detail in two big sections, "Deposits and Other Additions"
// (Deposits, ACH Additions, Other Additions) and "Checks and Other
// Deductions" (Checks and Substitute Checks two across with "*" at a gap
// in the sequence, Debit Card Purchases, POS Purchases, ATM / Misc. Debit
// Card Transactions, ACH Deductions, Service Charges and Fees, Other
// Deductions), each sub-table Date posted | Amount | Transaction
// description | Reference number with the amount BEFORE the description,
// MM/DD dates, unsigned amounts, descriptions that wrap in the busy
// months; a Daily Balance Detail (date, ledger balance, collected
// balance) two across; an overdraft and returned item fee summary with
// year to date; a remote deposit insert and the error-resolution notice
// full of figures.
//
// PDF mechanics, by producer: Ghostscript from PostScript written as a
// bank's print stream writes it: a condensed face (Helvetica-Narrow, 7
// pt), every glyph of a description and a date shown on its own with a
// small alternating offset, every amount built from two separately placed
// pieces (the cents first, then the whole part to their left), the
// product name letter-spaced (ashow), a raster logo, and each page drawn
// out of reading order (rules and bands, then all amounts, then all
// descriptions, then the dates, the page furniture last); the busy month
// places each word on its own instead. ReportLab: the page furniture in
// a Form XObject drawn on every page, the activity in an embedded
// condensed TrueType face (DejaVu Sans Condensed), each word of a
// description placed on its own, amounts from two pieces, white titles on
// dark bars and shaded alternate rows, a raster logo, the descriptions
// drawn before the amounts and the dates. cairo: a condensed face (Nimbus
// Sans Narrow) and every page drawn bottom to top. fpdf-words: each word
// placed on its own in the core faces.
func init() {
	hFamilies = append(hFamilies, fFamily{
		ID: 1, Name: "glyphsub", Bank: "Quarry Point Bank",
		Aliases: []string{"Quarry Point Bank, National Association", "Quarry Point", "QUARRY POINT BANK"},
		Prepare: prepareGlyphsub, Draw: drawGlyphsub, PageOfN: true,
		Docs: []cDoc{{Variant: 0, Producer: "ghostscript"}, {Variant: 1, Producer: "reportlab"},
			{Variant: 2, Producer: "cairo"}, {Variant: 3, Producer: "ghostscript"}, {Variant: 0, Producer: "fpdf-words"}},
	})
}

// gsSections are the sub-tables of the two big sections, in print order.
var gsSections = []struct {
	Big, Title, Summary string
	Codes               []string
}{
	{"add", "Deposits", "Deposits", []string{kMobile, kBranchDep}},
	{"add", "ACH Additions", "ACH Additions", []string{kSquare, kStripe, kClover, kShopify, kACHIn, kTaxRefund}},
	{"add", "Other Additions", "Other Additions", []string{kZelleIn, kXferIn, kRefund, kFeeRev, kFunding}},
	{"ded", "Checks and Substitute Checks", "Checks", []string{kCheck}},
	{"ded", "Debit Card Purchases", "Debit Card Purchases", []string{kCard, kRecurring}},
	{"ded", "POS Purchases", "POS Purchases", []string{kCardPin}},
	{"ded", "ATM / Misc. Debit Card Transactions", "ATM/Misc. Debit Card Transactions", []string{kATM}},
	{"ded", "ACH Deductions", "ACH Deductions", []string{kPayroll, kPayrollTax, kUtility, kMCAPay, kLoanPay}},
	{"ded", "Service Charges and Fees", "Service Charges and Fees", []string{kNSF, kOD, kMonthly}},
	{"ded", "Other Deductions", "Other Deductions", []string{kBillPay, kZelleOut, kXferOut, kWireOut, kReturned}},
}

func gsSav(fs *fstmt) string { return digits(fs.Opening*37+13, 4) }

func prepareGlyphsub(fs *fstmt) {
	fs.Creator = "QPB Statement Composition 4.2 (AFP)"
	famRenumberChecks(fs)
	info := famClassify(fs)
	city, st := famCityState(fs)
	long := fs.LongDescs
	card := digits(fs.Opening*23+9, 4)
	sav := gsSav(fs)
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		switch r.Code {
		case kSquare:
			r.Desc = "Corporate ACH Depsqr Square Inc " + famAlnum(fs, i, "sq", 9)
		case kStripe:
			r.Desc = "Corporate ACH Transfer Stripe " + strings.TrimPrefix(in.Ref, "ST-")
		case kClover:
			r.Desc = "Corporate ACH Deposit Clover Mid " + famDigits(fs, i, "cl", 10)
		case kShopify:
			r.Desc = "Corporate ACH Payout Shopify " + famAlnum(fs, i, "sh", 10)
		case kACHIn:
			r.Desc = "Corporate ACH Payment " + famTitle(in.Party)
			if long {
				r.Desc += " Inv " + famDigits(fs, i, "inv", 6) + " Ind ID " + famDigits(fs, i, "ind", 9) + " Trace " + famDigits(fs, i, "trace", 15)
			}
		case kTaxRefund:
			r.Desc = "ACH Credit IRS Treas 310 Tax Ref " + famDigits(fs, i, "irs", 9)
		case kMobile:
			r.Desc = "Mobile Deposit " + famDigits(fs, i, "mob", 9)
		case kBranchDep:
			r.Desc = "Deposit " + famTitle(city) + " Branch"
		case kZelleIn:
			r.Desc = "Zelle Payment From " + famTitle(in.Party) + " " + famAlnum(fs, i, "zi", 10)
		case kXferIn:
			r.Desc = "Online Transfer From XXXXXX" + sav
		case kRefund:
			r.Desc = card + " Debit Card Credit " + famTitle(in.Party) + " " + famTitle(city) + " " + st
		case kFeeRev:
			r.Desc = "Overdraft Item Fee Refund"
		case kFunding:
			r.Desc = "Fed Wire In " + famTitle(in.Party) + " LLC Fedref " + famAlnum(fs, i, "fw", 12)
		case kCard:
			r.Desc = card + " Debit Card Purchase " + famTitle(in.Party) + " " + famTitle(city) + " " + st
			if long {
				r.Desc += " Auth " + in.AuthDay.Format("01/02")
			}
		case kRecurring:
			r.Desc = card + " Recurring Debit Card " + famTitle(in.Party)
		case kCardPin:
			r.Desc = "POS Purchase " + famTitle(in.Party) + " " + famTitle(city) + " " + st + " " + card
		case kATM:
			r.Desc = "ATM Withdrawal " + famTitle(fs.Street) + " " + famTitle(city) + " " + st
		case kCheck:
		case kPayroll:
			r.Desc = "Corporate ACH Payroll ADP Wage Pay " + in.Ref
		case kPayrollTax:
			r.Desc = "Corporate ACH Usataxpymt IRS " + famDigits(fs, i, "tax", 15)
		case kUtility:
			r.Desc = "Corporate ACH Bill Pmt " + famTitle(in.Party)
		case kMCAPay:
			r.Desc = "Corporate ACH ACH Pmt " + famTitle(in.Party)
			if long {
				r.Desc += " Web ID " + famDigits(fs, i, "web", 10)
			}
		case kLoanPay:
			r.Desc = "Corporate ACH Loan Pmt " + famTitle(in.Party) + " " + famDigits(fs, i, "ln", 8)
		case kBillPay:
			r.Desc = "Online Bill Pay " + famTitle(in.Party) + " " + famDigits(fs, i, "bp", 8)
		case kZelleOut:
			r.Desc = "Zelle Payment To " + famTitle(in.Party) + " " + famAlnum(fs, i, "zo", 10)
		case kXferOut:
			r.Desc = "Online Transfer To XXXXXX" + sav
		case kWireOut:
			r.Desc = "Fed Wire Out " + famTitle(in.Party) + " LLC Fedref " + famAlnum(fs, i, "wo", 12)
		case kReturned:
			r.Desc = "Deposited Item Returned " + famDigits(fs, i, "rt", 6)
		case kNSF:
			r.Desc = "NSF Returned Item Fee"
		case kOD:
			r.Desc = "Overdraft Item Fee"
		case kMonthly:
			r.Desc = "Service Charge Period Ending " + fs.End.Format("01/02")
		}
	}
}

// Fonts and roles of glyphsub's ops: Font is "face/role". The famH
// printers draw the face (nar: a condensed sans) and order, split or
// space the text by its role; the fpdf producers draw an unknown face in
// their sans.
const (
	gsBody  = "nar/desc"
	gsAmt   = "nar/amt"
	gsDate  = "nar/date"
	gsOther = "nar/"
	gsHdr   = "/hdr"
	gsTrack = "/track"
	gsPno   = "/pno" // furniture that differs from page to page
)

func drawGlyphsub(fs *fstmt) *doc {
	const L, R = 36.0, 576.0
	const size, lh = 7.0, 8.6
	d := newDoc()
	rows := fs.visible()
	last4 := fs.AccountNo[len(fs.AccountNo)-4:]
	acct := "XX-XXXX-" + last4
	var cr, db int64
	var ncr, ndb int
	for _, r := range rows {
		if r.Credit {
			cr += r.Cents
			ncr++
		} else {
			db += r.Cents
			ndb++
		}
	}
	famMust("glyphsub ending", fs.OpenP+cr-db, fs.CloseP)
	ends := famDayEnds(fs)
	avg := fs.avgDaily()
	with := func(font string, f func()) {
		save := d.font
		d.font = font
		f()
		d.font = save
	}
	var marks []op
	head := func(d *doc) {
		with(gsHdr, func() {
			d.y = 40
			d.text(L+34, "QUARRY POINT BANK", 11, true)
			d.nl(9)
			d.text(L+34, "Member FDIC", 6.5, false)
			d.y = 40
			d.text(330, "For the period "+fs.Start.Format("01/02/2006")+" to "+fs.End.Format("01/02/2006"), 7, false)
			d.nl(8.5)
			d.text(330, "Primary account number: "+acct, 7, false)
			d.nl(8.5)
			marks = append(marks, op{Page: d.page, X: 330, Y: d.y, Size: 7})
			d.text(460, "Number of enclosures: 0", 7, false)
			d.nl(4)
			d.ops = append(d.ops, op{Page: d.page, Kind: "line", X: L, Y: d.y, W: R - L, Gray: 0.25, Font: gsHdr})
		})
		with(gsTrack, func() {
			d.y = 76
			d.text(L, "BUSINESS CHECKING", 7.5, true)
		})
		d.y = 90
	}
	d.header = head
	head(d)
	d.y = 96
	with("", func() {
		for _, l := range []string{fs.Holder, fs.Street, fs.City} {
			d.text(L+30, l, 8.5, false)
			d.nl(10.5)
		}
	})
	d.y = 100
	with("", func() {
		d.text(350, "For 24-hour banking, 1-877-555-0162", 7, false)
		d.nl(8.5)
		d.text(350, "Business Banking Center 1-877-555-0163", 7, false)
		d.nl(8.5)
		d.text(350, "Write to: Quarry Point Bank, PO Box 6200, Harrisburg, PA 17106", 6.5, false)
		d.nl(8.5)
		d.text(350, "Visit us at quarrypoint.bank/business", 7, false)
	})
	d.y = 150
	p := &pager{d: d, bottom: 740}
	band := func(title string) {
		p.need(30)
		d.ops = append(d.ops, op{Page: d.page, Kind: "rect", X: L, Y: d.y - 9, W: R - L, H: 12.5, Gray: 0.22})
		d.textc(L+4, title, 8.5, true, 1)
		d.nl(15)
	}
	band("Business Checking Account Summary      " + fs.Holder + "      Account number " + acct)
	// Balance Summary: four figures across under their labels.
	with("", func() {
		d.text(L, "Balance Summary", 8.5, true)
		d.nl(11)
		xs := []float64{L + 100, L + 230, L + 360, R}
		labels := [][2]string{{"Beginning", "balance"}, {"Deposits and", "other additions"}, {"Checks and other", "deductions"}, {"Ending", "balance"}}
		for k, l := range labels {
			d.rtext(xs[k], l[0], 7, false)
		}
		d.nl(8)
		for k, l := range labels {
			d.rtext(xs[k], l[1], 7, false)
		}
		d.nl(10)
		for k, v := range []string{signed(fs.OpenP), money(cr), money(db), signed(fs.CloseP)} {
			d.rtext(xs[k], v, 8, true)
		}
		d.nl(14)
		d.text(L, "Average ledger balance", 7.5, false)
		d.rtext(L+230, signed(avg), 7.5, false)
		d.nl(9.5)
		d.text(L, "Average collected balance", 7.5, false)
		d.rtext(L+230, signed(avg-avg/50), 7.5, false)
		d.nl(9.5)
		d.text(L, "Overdraft Protection", 7.5, false)
		d.text(L+150, "Not enrolled", 7.5, false)
		d.nl(16)
	})
	// Transaction Summary: the two big sections side by side.
	with("", func() {
		top := d.y
		col := func(x float64, big, title string, total int64, n int) {
			d.y = top
			d.text(x, title, 8, true)
			d.rtext(x+175, "Items", 7, true)
			d.rtext(x+245, "Amount", 7, true)
			d.nl(10)
			for _, s := range gsSections {
				if s.Big != big {
					continue
				}
				var t int64
				k := 0
				for _, r := range rows {
					if famCode(s.Codes...)(r) {
						t += r.Cents
						k++
					}
				}
				d.text(x, s.Summary, 7, false)
				d.rtext(x+175, fmt.Sprint(k), 7, false)
				d.rtext(x+245, money(t), 7, false)
				d.nl(8.8)
			}
			d.ops = append(d.ops, op{Page: d.page, Kind: "line", X: x + 140, Y: d.y - 6.5, W: 105, Gray: 0.4})
			d.text(x, "Total", 7, true)
			d.rtext(x+175, fmt.Sprint(n), 7, true)
			d.rtext(x+245, money(total), 7, true)
			d.nl(8.8)
		}
		col(L, "add", "Deposits and Other Additions", cr, ncr)
		y1 := d.y
		col(L+285, "ded", "Checks and Other Deductions", db, ndb)
		d.y = max(d.y, y1) + 10
	})

	// Activity Detail.
	var printed [][]frow
	heads := func(d *doc) {
		with("", func() {
			d.text(L, "Date posted", 6.5, true)
			d.rtext(L+104, "Amount", 6.5, true)
			d.text(L+118, "Transaction description", 6.5, true)
			d.rtext(R, "Reference number", 6.5, true)
			d.nl(3)
			d.ops = append(d.ops, op{Page: d.page, Kind: "line", X: L, Y: d.y, W: R - L, Gray: 0.5})
			d.nl(7.5)
		})
	}
	p.need(40)
	with("", func() { d.text(L, "Activity Detail", 10, true) })
	d.nl(14)
	big := ""
	for _, s := range gsSections {
		sec := famSplit(fs, famCode(s.Codes...), func(frow) bool { return true })[0]
		if len(sec) == 0 {
			continue
		}
		if s.Big != big {
			big = s.Big
			if big == "add" {
				band("Deposits and Other Additions")
			} else {
				band("Checks and Other Deductions")
			}
		}
		if s.Title == "Checks and Substitute Checks" {
			sec = byCheckNo(sec)
			printed = append(printed, sec)
			p.need(40)
			with("", func() { d.text(L, s.Title, 8, true) })
			d.nl(11)
			cols := []float64{L, L + 270}
			cheads := func(d *doc) {
				with("", func() {
					for _, x := range cols {
						d.text(x, "Date posted", 6.5, true)
						d.text(x+48, "Check number", 6.5, true)
						d.rtext(x+152, "Amount", 6.5, true)
						d.rtext(x+250, "Reference number", 6.5, true)
					}
					d.nl(3)
					d.ops = append(d.ops, op{Page: d.page, Kind: "line", X: L, Y: d.y, W: R - L, Gray: 0.5})
					d.nl(7.5)
				})
			}
			cheads(d)
			per := (len(sec) + 1) / 2
			prev := map[int]int{}
			for k := 1; k < len(sec); k++ {
				prev[k] = sec[k-1].CheckNo
			}
			p.after = func(d *doc) {
				with("", func() { d.text(L, s.Title+" (continued)", 8, true) })
				d.nl(11)
				cheads(d)
			}
			for k := 0; k < per; k++ {
				p.need(lh)
				for c, x := range cols {
					j := c*per + k
					if j >= len(sec) {
						continue
					}
					r := sec[j]
					no := fmt.Sprint(r.CheckNo)
					if j > 0 && r.CheckNo != prev[j]+1 {
						no += " *"
					}
					with(gsDate, func() { d.text(x, fs.date(&r, "01/02"), size, false) })
					with(gsBody, func() { d.text(x+48, no, size, false) })
					with(gsAmt, func() { d.rtext(x+152, money(r.Cents), size, false) })
					with(gsOther, func() { d.rtext(x+250, ref(r, 41, 10), size, false) })
				}
				d.nl(lh)
			}
			p.after = nil
			with("", func() { d.text(L, "* Gap in check sequence", 6.5, false) })
			d.nl(13)
			continue
		}
		printed = append(printed, sec)
		p.need(30)
		with("", func() { d.text(L, s.Title, 8, true) })
		d.nl(11)
		heads(d)
		p.after = func(d *doc) {
			with("", func() { d.text(L, s.Title+" (continued)", 8, true) })
			d.nl(11)
			heads(d)
		}
		for k, r := range sec {
			lines := wrapWidth(r.Desc, 280, size*0.9, false)
			h := float64(len(lines)) * lh
			p.need(h)
			if k%2 == 1 {
				d.ops = append(d.ops, op{Page: d.page, Kind: "rect", X: L, Y: d.y - 6.4, W: R - L, H: h, Gray: 0.93})
			}
			with(gsDate, func() { d.text(L, fs.date(&r, "01/02"), size, false) })
			with(gsAmt, func() { d.rtext(L+104, money(r.Cents), size, false) })
			with(gsOther, func() { d.rtext(R, ref(r, 17, 11), size, false) })
			for _, l := range lines {
				with(gsBody, func() { d.text(L+118, l, size, false) })
				d.nl(lh)
			}
		}
		p.after = nil
		d.nl(8)
	}

	// Daily Balance Detail, two across.
	p.need(50)
	with("", func() { d.text(L, "Daily Balance Detail", 9, true) })
	d.nl(12)
	dheads := func(d *doc) {
		with("", func() {
			for _, x := range []float64{L, L + 270} {
				d.text(x, "Date", 6.5, true)
				d.rtext(x+130, "Ledger balance", 6.5, true)
				d.rtext(x+230, "Collected balance", 6.5, true)
			}
			d.nl(9)
		})
	}
	dheads(d)
	p.after = func(d *doc) {
		with("", func() { d.text(L, "Daily Balance Detail (continued)", 9, true) })
		d.nl(12)
		dheads(d)
	}
	per := (len(ends) + 1) / 2
	for k := 0; k < per; k++ {
		p.need(lh)
		for c, x := range []float64{L, L + 270} {
			j := c*per + k
			if j >= len(ends) {
				continue
			}
			e := ends[j]
			coll := e.B
			// Collected lags the ledger by the day's deposits not yet
			// available: a fixed part of a positive balance.
			if coll > 0 {
				coll -= coll / 25
			}
			with(gsDate, func() { d.text(x, e.D.Format("01/02"), size, false) })
			with(gsAmt, func() { d.rtext(x+130, signed(e.B), size, false) })
			with(gsAmt, func() { d.rtext(x+230, signed(coll), size, false) })
		}
		d.nl(lh)
	}
	p.after = nil
	d.nl(12)

	// Overdraft and returned item fees.
	var od, nsf int64
	for _, r := range rows {
		switch r.Code {
		case kOD:
			od += r.Cents
		case kNSF:
			nsf += r.Cents
		}
	}
	yOD, yNSF := od, nsf
	switch {
	case fs.Start.Year() != fs.End.Year():
		yOD, yNSF = gsYear(rows, kOD, fs.End.Year()), gsYear(rows, kNSF, fs.End.Year())
	case fs.Start.Month() != 1:
		yOD, yNSF = od+int64(fs.Start.Month()-1)*3600, nsf+3600
	}
	p.need(48)
	with("", func() {
		d.text(L, "Overdraft and Returned Item Fee Summary", 8.5, true)
		d.rtext(L+330, "Total for this period", 7, true)
		d.rtext(L+430, "Total year to date", 7, true)
		d.nl(10)
		d.text(L, "Total Overdraft Fees", 7, false)
		d.rtext(L+330, "$"+money(od), 7, false)
		d.rtext(L+430, "$"+money(yOD), 7, false)
		d.nl(9)
		d.text(L, "Total Returned Item Fees", 7, false)
		d.rtext(L+330, "$"+money(nsf), 7, false)
		d.rtext(L+430, "$"+money(yNSF), 7, false)
		d.nl(16)
	})
	p.need(56)
	with("", func() {
		top := d.y - 9
		d.box(L, top, R, top+46, 0.35)
		d.text(L+8, "DEPOSIT CHECKS FROM YOUR DESK WITH REMOTE DEPOSIT PLUS", 8, true)
		d.nl(10)
		for _, l := range []string{
			"Scan up to 150 checks a day; deposits received by 9:00 PM ET are available the next business day. $25.00 a month, waived for",
			"the first 3 months for accounts opened before " + fs.End.AddDate(0, 2, 0).Format("01/02/2006") + ". Each item over 150 is $0.10. Call 1-877-555-0163 to enroll.",
		} {
			d.text(L+8, l, 6.8, false)
			d.nl(8.5)
		}
		d.y = top + 62
	})
	with("", func() {
		for _, para := range []string{
			"ERROR RESOLUTION: In case of errors or questions about your electronic transfers call 1-877-555-0162 or write to Quarry Point Bank, PO Box 6200, Harrisburg, PA 17106. We must hear from you no later than 60 days after we sent you the FIRST statement on which the error appeared. We will investigate and tell you the results within 10 business days (20 business days for new accounts) and correct any error promptly; if we need more time we may take up to 45 days (90 days for point-of-sale or foreign transactions).",
			"Overdraft Item Fee $36.00 per item (maximum 4 per day); NSF Returned Item Fee $36.00; no fee for items of $5.00 or less. Quarry Point Bank, National Association. Member FDIC.",
		} {
			for _, l := range wrapWords(para, 160) {
				p.need(8)
				d.text(L, l, 6.5, false)
				d.nl(8)
			}
			d.nl(3)
		}
	})
	d.footer = func(d *doc, page, total int) {
		for _, m := range marks {
			if m.Page == page {
				d.y = m.Y
				with(gsPno, func() { d.text(m.X, fmt.Sprintf("Page %d of %d", page, total), m.Size, false) })
			}
		}
		with(gsHdr, func() {
			d.y = 770
			d.text(L, "Quarry Point Bank, National Association  -  Member FDIC  -  Equal Housing Lender", 6, false)
		})
		with(gsPno, func() { d.rtext(R, "QPB-"+fs.End.Format("20060102")+fmt.Sprintf("-%02d", page), 6, false) })
	}
	d.finish()
	famPrintedOrder(fs, printed...)
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Daily: true})
	fs.Notes = append(fs.Notes, "The activity is printed in two big sections (Deposits and Other Additions; Checks and Other Deductions) of sub-tables whose columns are Date posted | Amount | Transaction description | Reference number, the amount before the description; the answer lists the rows in that printed order. The Reference number is not part of the description. The Balance Summary, the average ledger and collected balances, the Transaction Summary (items and amounts per kind), the Daily Balance Detail (ledger and collected balances two across), the fee summary and the remote deposit insert are not transactions.")
	return d
}

// gsYear sums one kind of fee posted in year y.
func gsYear(rows []frow, code string, y int) int64 {
	var t int64
	for _, r := range rows {
		if r.Code == code && r.Date.Year() == y {
			t += r.Cents
		}
	}
	return t
}
