package main

import (
	"fmt"
	"strings"
)

// ---- newsprint: a community bank statement from a legacy core whose
// account activity runs newspaper-style in two columns of the page.
//
// Modelled conventions: a boxed summary strip (Previous Balance |
// Deposits/Credits with count | Checks/Debits with count | Service
// Charges | Ending Balance, labels above figures); ACCOUNT ACTIVITY as
// one chronological list that fills the left half of the page, continues
// at the top of the right half and then on the next page, each half with
// its own DATE | DESCRIPTION | AMOUNT heads and a rule between the
// halves; MM/DD dates; one amount column, debits with a leading minus;
// descriptions wrapping over up to three short lines in the narrow half;
// checks as "CHECK 1043"; a DAILY BALANCE list four across; a box of
// overdraft and returned-item fees for the period and the year to date;
// notices on rates and the bank's holiday schedule; "PAGE x OF N" in the
// running head. Printed by the fpdf producers, cairo and ReportLab.
func init() {
	fFamilies = append(fFamilies, fFamily{
		ID: 3, Name: "newsprint", Bank: "Brindle Creek State Bank",
		Aliases: []string{"Brindle Creek State Bank", "Brindle Creek", "BCSB"},
		Prepare: prepareNewsprint, Draw: drawNewsprint, PageOfN: true,
		Docs: []cDoc{{Variant: 0, Producer: "fpdf-core"}, {Variant: 1, Producer: "fpdf-ttf"}, {Variant: 2, Producer: "fpdf-words"},
			{Variant: 3, Producer: "fpdf-core"}, {Variant: 0, Producer: "cairo"}, {Variant: 3, Producer: "cairo"},
			{Variant: 2, Producer: "reportlab"}, {Variant: 1, Producer: "reportlab"}},
	})
}

func prepareNewsprint(fs *fstmt) {
	fs.Creator = "Brindle Creek State Bank Statement Rendering"
	famRenumberChecks(fs)
	info := famClassify(fs)
	city, st := famCityState(fs)
	card := "XXXXXXXXXXXX" + digits(fs.Opening*29+3, 4)
	sav := "XXXXXX" + digits(fs.Opening*31+7, 4)
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		switch r.Code {
		case kSquare:
			r.Desc = "ACH DEPOSIT SQUARE INC " + r.Date.Format("060102") + "P2 " + famAlnum(fs, i, "sq", 8)
		case kStripe:
			r.Desc = "ACH DEPOSIT STRIPE TRANSFER " + in.Ref
		case kClover:
			r.Desc = "ACH DEPOSIT CLOVER MTOT DEP " + famDigits(fs, i, "mid", 10)
		case kShopify:
			r.Desc = "ACH DEPOSIT SHOPIFY TRANSFER " + famAlnum(fs, i, "sh", 8)
		case kACHIn:
			r.Desc = "ACH DEPOSIT " + in.Party + " PAYMENTS " + in.Ref
		case kTaxRefund:
			r.Desc = "ACH DEPOSIT IRS TREAS 310 TAX REF"
		case kZelleIn:
			r.Desc = "ZELLE FROM " + in.Party + " " + famAlnum(fs, i, "z", 9)
		case kMobile:
			r.Desc = "MOBILE DEPOSIT"
		case kBranchDep:
			r.Desc = "DEPOSIT"
		case kXferIn:
			r.Desc = "INTERNET TRANSFER FROM SAVINGS " + sav[:6] + in.Acct4
		case kRefund:
			r.Desc = "DEBIT CARD CREDIT " + card + " " + in.Party + " " + city + " " + st
		case kFeeRev:
			r.Desc = "SERVICE CHARGE REFUND"
		case kFunding:
			r.Desc = "INCOMING WIRE " + in.Party + " LLC REF " + in.Ref
		case kCard, kRecurring:
			r.Desc = "DEBIT CARD PURCHASE " + card + " " + in.Party + " " + city + " " + st + " " + in.AuthDay.Format("01/02")
		case kCardPin:
			r.Desc = "POS PURCHASE " + card + " " + in.Party + " " + city + " " + st
		case kATM:
			r.Desc = "ATM WITHDRAWAL " + card + " " + fs.Street + " " + city + " " + st
		case kCheck:
			// printed "CHECK 1043": the answer is CHECK #1043.
		case kPayroll:
			r.Desc = "ACH DEBIT ADP WAGE PAY " + in.Ref
		case kPayrollTax:
			r.Desc = "ACH DEBIT ADP TAX " + famDigits(fs, i, "adp", 6)
		case kUtility:
			r.Desc = "ACH DEBIT " + in.Party + " UTIL PMT"
		case kBillPay:
			r.Desc = "BILL PAY " + in.Party
		case kZelleOut:
			r.Desc = "ZELLE TO " + in.Party + " " + famAlnum(fs, i, "z", 9)
		case kXferOut:
			r.Desc = "INTERNET TRANSFER TO SAVINGS " + sav[:6] + in.Acct4
		case kMCAPay:
			r.Desc = "ACH DEBIT " + in.Party + " DAILY PMT"
		case kLoanPay:
			r.Desc = "ACH DEBIT " + in.Party + " LOAN PMT"
		case kWireOut:
			r.Desc = "WIRE TRANSFER OUT " + in.Party + " LLC"
		case kReturned:
			r.Desc = "RETURNED DEPOSIT ITEM"
		case kNSF:
			r.Desc = "NSF CHARGE"
		case kOD:
			r.Desc = "OVERDRAFT CHARGE"
		case kMonthly:
			r.Desc = "SERVICE CHARGE"
		}
	}
}

func drawNewsprint(fs *fstmt) *doc {
	const L, R, Mid = 36.0, 576.0, 306.0
	d := newDoc()
	last4 := fs.AccountNo[len(fs.AccountNo)-4:]
	acct := fs.AccountNo[:2] + "-" + strings.Repeat("X", len(fs.AccountNo)-6) + last4
	rows := fs.visible()
	var cr, checksDebits, charges int64
	var ncr, ndb int
	for _, r := range rows {
		switch {
		case r.Credit:
			cr += r.Cents
			ncr++
		case isFee(r):
			charges += r.Cents
		default:
			checksDebits += r.Cents
			ndb++
		}
	}
	famMust("newsprint ending", fs.OpenP+cr-checksDebits-charges, fs.CloseP)

	var marks []op
	d.header = func(d *doc) {
		d.y = 40
		d.text(L, "BRINDLE CREEK STATE BANK", 10, true)
		d.text(260, "ACCOUNT "+acct, 8, false)
		marks = append(marks, op{Page: d.page, X: R, Y: d.y, Size: 8, Right: true, Bold: true})
		d.nl(10)
		d.text(L, fs.Holder, 7.5, false)
		d.text(260, "STATEMENT PERIOD "+fs.Start.Format("01/02/2006")+" - "+fs.End.Format("01/02/2006"), 7.5, false)
		d.nl(5)
		d.hline(L, R)
		d.y = 84
	}
	// Page 1.
	d.y = 46
	d.text(L, "BRINDLE CREEK", 20, true)
	d.nl(16)
	d.text(L, "STATE BANK", 12, false)
	d.nl(11)
	d.text(L, "212 W Main Street  ·  PO Box 118  ·  Brindle Creek, KS 67420  ·  (785) 555-0110", 7, false)
	d.y = 46
	d.rtext(R, "STATEMENT OF ACCOUNT", 10, true)
	d.nl(12)
	d.rtext(R, "ACCOUNT NUMBER  "+acct, 8, false)
	d.nl(10)
	d.rtext(R, "STATEMENT DATE  "+fs.End.Format("01/02/2006"), 8, false)
	d.nl(10)
	marks = append(marks, op{Page: 1, X: R, Y: d.y, Size: 8, Right: true})
	d.y = 116
	for _, l := range []string{fs.Holder, fs.Street, fs.City} {
		d.text(62, l, 9, false)
		d.nl(11)
	}
	d.y = 112
	d.text(360, "BUSINESS CHECKING", 8.5, true)
	d.nl(11)
	for _, l := range []string{"Questions? Call (785) 555-0110", "Mon-Fri 8:00-5:00, Sat 8:00-12:00", "Telebanc 24 hrs: (785) 555-0199", "brindlecreek.bank"} {
		d.text(360, l, 7.5, false)
		d.nl(9.5)
	}
	// Summary strip.
	d.y = 178
	d.box(L, d.y, R, d.y+34, 0.3)
	w := (R - L) / 5
	labels := []string{"PREVIOUS BALANCE", fmt.Sprintf("%d DEPOSITS/CREDITS", ncr), fmt.Sprintf("%d CHECKS/DEBITS", ndb), "SERVICE CHARGES", "ENDING BALANCE"}
	figures := []string{signed(fs.OpenP), money(cr), money(checksDebits), money(charges), signed(fs.CloseP)}
	for k := range labels {
		x := L + float64(k)*w
		if k > 0 {
			d.ops = append(d.ops, op{Page: 1, Kind: "line", X: x, Y: d.y, H: 34, Gray: 0.3})
		}
		d.ops = append(d.ops, op{Page: 1, Kind: "rect", X: x, Y: d.y, W: w, H: 12, Gray: 0.88})
		d.y += 9
		d.text(x+4, labels[k], 6.5, true)
		d.y += 16
		d.rtext(x+w-5, figures[k], 9, true)
		d.y -= 25
	}
	d.y = 238
	d.text(L, "ACCOUNT ACTIVITY", 9, true)
	d.nl(4)
	d.hline(L, R)
	d.nl(12)

	// The two halves.
	const lh = 9.0
	halves := [2]struct{ date, desc, amt float64 }{{L, L + 30, Mid - 8}, {Mid + 8, Mid + 38, R}}
	col := 0
	colTop := d.y
	bottom := 742.0
	headsAt := func(c int) {
		h := halves[c]
		d.text(h.date, "DATE", 7, true)
		d.text(h.desc, "DESCRIPTION", 7, true)
		d.rtext(h.amt, "AMOUNT", 7, true)
		d.y += 3
		d.ops = append(d.ops, op{Page: d.page, Kind: "line", X: h.date, Y: d.y, W: h.amt - h.date, Gray: 0.4})
		d.y += 9
	}
	rule := func(top float64) {
		d.ops = append(d.ops, op{Page: d.page, Kind: "line", X: Mid, Y: top - 8, H: bottom - top + 4, Gray: 0.6})
	}
	headsAt(0)
	for _, r := range rows {
		desc := r.Desc
		if r.CheckNo > 0 {
			desc = fmt.Sprintf("CHECK %d", r.CheckNo)
		}
		lines := famfWrap(desc, 40)
		h := float64(len(lines))*lh + 2
		if d.y+h > bottom {
			if col == 0 {
				col = 1
				rule(colTop)
			} else {
				col = 0
				d.page++
				d.header(d)
				colTop = 100
			}
			d.y = colTop
			headsAt(col)
		}
		hf := halves[col]
		d.text(hf.date, fs.date(&r, "01/02"), 7.5, false)
		a := money(r.Cents)
		if !r.Credit {
			a = "-" + a
		}
		d.rtext(hf.amt, a, 7.5, false)
		for _, l := range lines {
			d.text(hf.desc, l, 7.5, false)
			d.nl(lh)
		}
		d.nl(2)
	}
	// What follows starts below the longer half: the left one, full
	// when the list ended in the right half.
	if col == 1 {
		d.y = bottom + 1
	}
	p := &pager{d: d, bottom: 742}
	d.nl(12)
	p.need(60)
	d.text(L, "DAILY BALANCE", 9, true)
	d.nl(4)
	d.hline(L, R)
	d.nl(11)
	ends := fs.dayEnds()
	per4 := (len(ends) + 3) / 4
	cw := (R - L) / 4
	for c := 0; c < 4; c++ {
		d.text(L+float64(c)*cw, "DATE", 7, true)
		d.rtext(L+float64(c)*cw+cw-34, "BALANCE", 7, true)
	}
	d.nl(10)
	for k := 0; k < per4; k++ {
		p.need(lh)
		for c := 0; c < 4; c++ {
			if j := c*per4 + k; j < len(ends) {
				d.text(L+float64(c)*cw, ends[j].D.Format("01/02"), 7.5, false)
				d.rtext(L+float64(c)*cw+cw-34, signed(ends[j].B), 7.5, false)
			}
		}
		d.nl(lh)
	}
	d.nl(12)
	// Reg DD fee box.
	var od, nsf int64
	for _, r := range rows {
		switch r.Code {
		case kOD:
			od += r.Cents
		case kNSF:
			nsf += r.Cents
		}
	}
	ytdOD, ytdNSF := od, nsf
	if fs.Start.Month() != 1 && fs.Start.Year() == fs.End.Year() {
		ytdOD += 3500 * int64(1+fs.Opening%5)
		ytdNSF += 3500 * int64(fs.Opening%3)
	}
	p.need(52)
	top := d.y
	d.box(L, top, 360, top+42, 0.3)
	d.y += 10
	d.text(L+150, "TOTAL FOR", 7, true)
	d.text(L+240, "TOTAL", 7, true)
	d.nl(8)
	d.text(L+150, "THIS PERIOD", 7, true)
	d.text(L+240, "YEAR-TO-DATE", 7, true)
	d.nl(10)
	d.text(L+6, "TOTAL OVERDRAFT FEES", 7.5, false)
	d.rtext(L+200, money(od), 7.5, false)
	d.rtext(L+300, money(ytdOD), 7.5, false)
	d.nl(10)
	d.text(L+6, "TOTAL RETURNED ITEM FEES", 7.5, false)
	d.rtext(L+200, money(nsf), 7.5, false)
	d.rtext(L+300, money(ytdNSF), 7.5, false)
	d.y = top + 56
	for _, para := range []string{
		"NOTICE: Our overdraft charge and NSF charge are $35.00 per item. Effective " + fs.End.AddDate(0, 2, -fs.End.Day()+1).Format("01/02/2006") + " the daily limit is 5 charges per business day. Items are paid in the order checks first by check number, then other debits from smallest to largest.",
		"The bank will be closed 11/11/2025, 11/27/2025, 12/25/2025, 01/01/2026, 01/19/2026 and 02/16/2026. Deposits made on a day we are closed are posted the next business day.",
		"IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC TRANSFERS call (785) 555-0110 or write Brindle Creek State Bank, PO Box 118, Brindle Creek, KS 67420 as soon as you can. We must hear from you no later than 60 days after we sent the FIRST statement on which the error appeared. We will investigate and correct any error promptly; if we need more than 10 business days we may take up to 45 days and will credit your account for the amount in question. MEMBER FDIC.",
	} {
		for _, l := range wrapWords(para, 150) {
			p.need(9)
			d.text(L, l, 6.8, false)
			d.nl(8.5)
		}
		d.nl(4)
	}
	d.footer = func(d *doc, page, total int) {
		for _, m := range marks {
			if m.Page == page {
				d.y = m.Y
				d.rtext(m.X, fmt.Sprintf("PAGE %d OF %d", page, total), m.Size, m.Bold)
			}
		}
		d.y = 770
		d.text(L, "Brindle Creek State Bank  Member FDIC  Equal Housing Lender", 6.5, false)
		d.rtext(R, fmt.Sprintf("BC%s%04d", fs.End.Format("0106"), 100+page), 6.5, false)
	}
	d.finish()
	fs.printTotals(shows{Credits: true, CountCredits: true, Daily: true})
	fs.Notes = append(fs.Notes, "The activity runs in two columns of the page: the left half, then the right half, then the next page; answer rows are in that reading order (chronological). Debits carry a leading minus. Checks/Debits in the summary leave out the service, overdraft and NSF charges, which are totalled apart as Service Charges. The daily balance list and the fee box (this period and year to date) are not transactions.")
	return d
}
