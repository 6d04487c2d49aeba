package main

import (
	"fmt"
	"strings"
)

// ---- desclast: a Woodforest-style business checking statement from a
// community bank ("Pinewater Bank"), as its statement service prints it.
//
// Modelled conventions: the bank's name and "Page x of y" with the
// statement period ("January 1, 2026 through January 31, 2026") at the
// top of every page, the account line again on every later page; page 1
// with the holder's address, customer-service lines and a "Summary of
// Accounts" (Account Type | Account Number | Balance Forward | Total
// Credits | Total Debits | Closing Balance, in one row, with the counts
// of credits and debits under their totals); then the account's own
// summary (Balance Forward, Credits with a count, Debits with a count,
// Closing Balance, beside Average Ledger Balance, Low Balance with its
// date and Days in Period); then one table Date | Credits | Debits |
// Balance | Description with the description LAST, right of the money,
// wrapping under itself over up to four lines; M/D dates without
// padding (1/5, 12/31), a balance on every row, negative balances with a
// leading minus (-1,234.56), a BALANCE FORWARD line opening the table
// with only a balance; Woodforest-like wording (ACH CR / ACH DB with the
// originator, POS DB with the authorization date and time and the card's
// last four, POS CR, ZELLE CR/DB with a confirmation, DEPOSIT, MOBILE
// DEPOSIT, CHECK 1043, OD ITEM CHARGE / NSF ITEM CHARGE naming the
// item's amount, INCOMING WIRE / OUTGOING WIRE with a reference, online
// transfers to and from savings); in the busy and Dec-Jan months ACH
// rows carry CO ID / SEC / TRACE addenda; after the activity, a
// "Checks Cleared" list three across in number order with "*" at a
// break in the sequence, "Daily Balances" three across, and an
// overdraft / returned-item fee table (this period and year to date);
// the error-resolution notice full of figures at the end. Printed by
// cairo (Liberation Sans), fpdf-core and ReportLab (Helvetica).
func init() {
	lFamilies = append(lFamilies, fFamily{
		ID: 1, Name: "desclast", Bank: "Pinewater Bank",
		Aliases: []string{"Pinewater Bank", "Pinewater Bank, N.A.", "pinewaterbank.com"},
		Prepare: prepareDesclast, Draw: drawDesclast, PageOfN: true,
		Docs: []cDoc{{Variant: 0, Producer: "cairo"}, {Variant: 2, Producer: "fpdf-core"},
			{Variant: 1, Producer: "cairo"}, {Variant: 3, Producer: "reportlab"}},
	})
}

func prepareDesclast(fs *fstmt) {
	fs.Creator = "PWB Statement Services 4.2"
	famRenumberChecks(fs)
	info := famClassify(fs)
	city, st := famCityState(fs)
	long := fs.LongDescs
	sav4 := digits(fs.Opening*37+3, 4)
	card := digits(fs.Opening*29+1, 4)
	// An originator keeps one company ID the whole month.
	addenda := func(i int, descr string) string {
		if !long {
			return ""
		}
		return " CO ID:" + famDigits(fs, 0, "coid"+info[i].Party+descr, 10) + " " + descr + " SEC:CCD TRACE:" + famDigits(fs, i, "trace", 15)
	}
	hhmm := func(i int) string {
		h := 7 + famHash(fs, i, "hh")%14
		m := famHash(fs, i, "mm") % 60
		return fmt.Sprintf("%02d:%02d", h, m)
	}
	item := func(i int) string {
		if t := info[i].Trigger; t >= 0 {
			return " ITEM $" + money(fs.Rows[t].Cents)
		}
		return ""
	}
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		switch r.Code {
		case kSquare:
			r.Desc = "ACH CR SQUARE INC SQ" + famAlnum(fs, i, "sq", 8) + addenda(i, "SETTLEMENT")
		case kStripe:
			r.Desc = "ACH CR STRIPE TRANSFER ST-" + famAlnum(fs, i, "st", 10) + addenda(i, "TRANSFER")
		case kClover:
			r.Desc = "ACH CR CLOVER APP MERCH DEP " + famDigits(fs, i, "cl", 8) + addenda(i, "DEPOSIT")
		case kShopify:
			r.Desc = "ACH CR SHOPIFY PAYOUT " + famAlnum(fs, i, "sh", 8) + addenda(i, "TRANSFER")
		case kACHIn:
			r.Desc = "ACH CR " + in.Party + " PAYMENT" + addenda(i, "PAYMENT")
		case kTaxRefund:
			r.Desc = "ACH CR IRS TREAS 310 TAX REF"
		case kZelleIn:
			r.Desc = "ZELLE CR FROM " + in.Party + " CONF# " + famAlnum(fs, i, "z", 9)
		case kMobile:
			r.Desc = "MOBILE DEPOSIT"
		case kBranchDep:
			r.Desc = "DEPOSIT"
		case kXferIn:
			r.Desc = "ONLINE TRANSFER FROM SAVINGS XXXXXX" + sav4
		case kRefund:
			r.Desc = "POS CR " + in.AuthDay.Format("01/02") + " " + in.Party + " " + city + " " + st + " CARD " + card
		case kFeeRev:
			r.Desc = "OD CHARGE REFUND"
		case kFunding:
			r.Desc = "INCOMING WIRE " + in.Party + " LLC REF# " + famAlnum(fs, i, "w", 12)
		case kCard, kRecurring:
			r.Desc = "POS DB " + in.AuthDay.Format("01/02") + " " + hhmm(i) + " " + in.Party + " " + city + " " + st + " CARD " + card
		case kCardPin:
			r.Desc = "POS PIN DB " + in.AuthDay.Format("01/02") + " " + hhmm(i) + " " + in.Party + " " + city + " " + st + " CARD " + card
		case kATM:
			r.Desc = "ATM W/D " + in.AuthDay.Format("01/02") + " " + hhmm(i) + " " + city + " " + st + " CARD " + card
		case kCheck:
			r.Desc = fmt.Sprintf("CHECK %d", r.CheckNo)
		case kPayroll:
			r.Desc = "ACH DB ADP WAGE PAY " + in.Ref + addenda(i, "PAYROLL")
		case kPayrollTax:
			r.Desc = "ACH DB IRS USATAXPYMT " + famDigits(fs, i, "tax", 12)
		case kUtility:
			r.Desc = "ACH DB " + in.Party + " UTIL PYMT" + addenda(i, "WEB PAY")
		case kBillPay:
			r.Desc = "ONLINE BILL PAY " + in.Party
		case kZelleOut:
			r.Desc = "ZELLE DB TO " + in.Party + " CONF# " + famAlnum(fs, i, "z", 9)
		case kXferOut:
			r.Desc = "ONLINE TRANSFER TO SAVINGS XXXXXX" + sav4
		case kMCAPay:
			r.Desc = "ACH DB " + in.Party + " DAILY PMT" + addenda(i, "ACH PMT")
		case kLoanPay:
			r.Desc = "ACH DB " + in.Party + " LOAN PYMT" + addenda(i, "LOAN")
		case kWireOut:
			r.Desc = "OUTGOING WIRE " + in.Party + " LLC REF# " + famAlnum(fs, i, "wo", 12)
		case kReturned:
			r.Desc = "RETURNED DEPOSIT ITEM"
		case kNSF:
			r.Desc = "NSF ITEM CHARGE" + item(i)
		case kOD:
			r.Desc = "OD ITEM CHARGE" + item(i)
		case kMonthly:
			r.Desc = "MAINTENANCE FEE"
		}
	}
}

func drawDesclast(fs *fstmt) *doc {
	const L, R = 36.0, 576.0
	const xCr, xDb, xBal, xDesc = 132.0, 206.0, 284.0, 298.0
	const lh, fsz = 9.6, 7.6
	d := newDoc()
	rows := fs.visible()
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
	famMust("desclast closing", fs.OpenP+cr-db, fs.CloseP)
	acct := fs.AccountNo
	mask := strings.Repeat("X", len(acct)-4) + acct[len(acct)-4:]
	period := fs.Start.Format("January 2, 2006") + " through " + fs.End.Format("January 2, 2006")
	md := func(y int, m, day int) string { return fmt.Sprintf("%d/%d", m, day) }
	bal := func(c int64) string {
		if c < 0 {
			return "-" + money(c)
		}
		return money(c)
	}
	d.header = func(d *doc) {
		d.y = 40
		d.text(L, "PINEWATER BANK", 10, true)
		d.nl(11)
		d.text(L, "COMMERCIAL CHECKING  "+mask+"  (continued)", 7.5, false)
		d.rtext(R, period, 7.5, false)
		d.nl(5)
		d.hline(L, R)
		d.y = 76
	}
	// Page 1.
	d.y = 46
	d.text(L, "PINEWATER", 20, true)
	d.nl(12)
	d.text(L, "BANK", 10, true)
	d.nl(10)
	d.text(L, "2210 Lamar Street  Conroe, TX 77301", 7, false)
	d.y = 80
	d.rtext(R, period, 8, false)
	d.nl(11)
	d.rtext(R, "Account Number: "+mask, 8, false)
	d.y = 122
	d.text(L, "0001872  01 AV 0.445  "+digits(fs.Opening*7+1, 6), 6.5, false)
	d.nl(11)
	for _, l := range []string{fs.Holder, fs.Street, fs.City} {
		d.text(60, l, 9, false)
		d.nl(11)
	}
	d.y = 122
	for _, l := range []string{"Customer Service", "1-877-555-0143", "Mon-Fri 7 am - 7 pm, Sat 8 am - 2 pm", "www.pinewaterbank.com"} {
		d.text(400, l, 7.5, l == "Customer Service")
		d.nl(10)
	}
	d.y = 196
	d.text(L, "Summary of Accounts", 10, true)
	d.nl(6)
	d.hline(L, R)
	d.nl(10)
	sc := []float64{L, 150, 290, 360, 430, R}
	for k, h := range []string{"Account Type", "Account Number", "Balance Forward", "Total Credits", "Total Debits", "Closing Balance"} {
		if k < 2 {
			d.text(sc[k], h, 7, true)
		} else {
			d.rtext(sc[k], h, 7, true)
		}
	}
	d.nl(11)
	d.text(sc[0], "COMMERCIAL CHECKING", 7.5, false)
	d.text(sc[1], mask, 7.5, false)
	d.rtext(sc[2], bal(fs.OpenP), 7.5, false)
	d.rtext(sc[3], money(cr), 7.5, false)
	d.rtext(sc[4], money(db), 7.5, false)
	d.rtext(sc[5], bal(fs.CloseP), 7.5, false)
	d.nl(9)
	d.rtext(sc[3], fmt.Sprintf("%d items", ncr), 6.5, false)
	d.rtext(sc[4], fmt.Sprintf("%d items", ndb), 6.5, false)
	d.nl(18)

	// The account's own summary.
	d.ops = append(d.ops, op{Page: 1, Kind: "rect", X: L, Y: d.y - 10, W: R - L, H: 14, Gray: 0.85})
	d.text(L+4, "COMMERCIAL CHECKING  "+mask, 9, true)
	d.nl(16)
	ends := fs.dayEnds()
	low, lowD := fs.OpenP, fs.Start
	for _, e := range ends {
		if e.B < low {
			low, lowD = e.B, e.D
		}
	}
	days := int(fs.End.Sub(fs.Start).Hours()/24) + 1
	left := [][2]string{
		{"Balance Forward " + md(0, int(fs.Start.Month()), fs.Start.Day()), bal(fs.OpenP)},
		{fmt.Sprintf("%d Credits", ncr), money(cr)},
		{fmt.Sprintf("%d Debits", ndb), money(db)},
		{"Closing Balance " + md(0, int(fs.End.Month()), fs.End.Day()), bal(fs.CloseP)},
	}
	right := [][2]string{
		{"Average Ledger Balance", bal(fs.avgDaily())},
		{"Low Balance " + md(0, int(lowD.Month()), lowD.Day()), bal(low)},
		{"Days in Period", fmt.Sprint(days)},
	}
	top := d.y
	for _, kv := range left {
		d.text(L+4, kv[0], 8, false)
		d.rtext(L+250, kv[1], 8, false)
		d.nl(11)
	}
	d.y = top
	for _, kv := range right {
		d.text(330, kv[0], 8, false)
		d.rtext(R-4, kv[1], 8, false)
		d.nl(11)
	}
	d.y = top + 4*11 + 14

	p := &pager{d: d, bottom: 732}
	heads := func(d *doc) {
		d.text(L, "Date", 7.5, true)
		d.rtext(xCr, "Credits", 7.5, true)
		d.rtext(xDb, "Debits", 7.5, true)
		d.rtext(xBal, "Balance", 7.5, true)
		d.text(xDesc, "Description", 7.5, true)
		d.nl(3)
		d.ops = append(d.ops, op{Page: d.page, Kind: "line", X: L, Y: d.y, W: R - L, Gray: 0.3})
		d.nl(9)
	}
	d.text(L, "Account Activity", 9.5, true)
	d.nl(13)
	heads(d)
	p.after = func(d *doc) {
		d.text(L, "Account Activity (continued)", 8.5, true)
		d.nl(12)
		heads(d)
	}
	d.text(L, md(0, int(fs.Start.Month()), fs.Start.Day()), fsz, false)
	d.rtext(xBal, bal(fs.OpenP), fsz, false)
	d.text(xDesc, "BALANCE FORWARD", fsz, false)
	d.nl(lh)
	for _, r := range rows {
		lines := famfWrap(r.Desc, 50)
		p.need(float64(len(lines)) * lh)
		d.text(L, fs.date(&r, "1/2"), fsz, false)
		if r.Credit {
			d.rtext(xCr, money(r.Cents), fsz, false)
		} else {
			d.rtext(xDb, money(r.Cents), fsz, false)
		}
		d.rtext(xBal, bal(r.Balance), fsz, false)
		for _, l := range lines {
			d.text(xDesc, l, fsz, false)
			d.nl(lh)
		}
	}
	p.after = nil
	d.nl(4)
	d.hline(L, R)
	d.nl(10)
	d.text(L, "Totals", fsz, true)
	d.rtext(xCr, money(cr), fsz, true)
	d.rtext(xDb, money(db), fsz, true)
	d.rtext(xBal, bal(fs.CloseP), fsz, true)
	d.text(xDesc, "CLOSING BALANCE", fsz, true)
	d.nl(20)

	// Checks cleared, three across in number order.
	var checks []frow
	for _, r := range rows {
		if r.Code == kCheck {
			checks = append(checks, r)
		}
	}
	checks = byCheckNo(checks)
	w := (R - L) / 3
	if len(checks) > 0 {
		p.need(40)
		d.text(L, "Checks Cleared", 9.5, true)
		d.nl(12)
		cheads := func(d *doc) {
			for c := 0; c < 3; c++ {
				x := L + float64(c)*w
				d.text(x, "Check Nbr", 7, true)
				d.text(x+60, "Date", 7, true)
				d.rtext(x+w-30, "Amount", 7, true)
			}
			d.nl(10)
		}
		cheads(d)
		p.after = func(d *doc) {
			d.text(L, "Checks Cleared (continued)", 8.5, true)
			d.nl(12)
			cheads(d)
		}
		per := (len(checks) + 2) / 3
		for k := 0; k < per; k++ {
			p.need(lh)
			for c := 0; c < 3; c++ {
				j := c*per + k
				if j >= len(checks) {
					continue
				}
				x := L + float64(c)*w
				no := fmt.Sprint(checks[j].CheckNo)
				if j > 0 && checks[j].CheckNo != checks[j-1].CheckNo+1 {
					no += "*"
				}
				d.text(x, no, fsz, false)
				d.text(x+60, md(0, int(checks[j].Date.Month()), checks[j].Date.Day()), fsz, false)
				d.rtext(x+w-30, money(checks[j].Cents), fsz, false)
			}
			d.nl(lh)
		}
		p.after = nil
		d.nl(2)
		p.need(lh)
		d.text(L, fmt.Sprintf("%d checks totaling $%s     * indicates a break in check number sequence", len(checks), money(total(checks))), 7, false)
		d.nl(18)
	}

	// Daily balances three across.
	p.need(40)
	d.text(L, "Daily Balances", 9.5, true)
	d.nl(12)
	bheads := func(d *doc) {
		for c := 0; c < 3; c++ {
			x := L + float64(c)*w
			d.text(x, "Date", 7, true)
			d.rtext(x+w-30, "Balance", 7, true)
		}
		d.nl(10)
	}
	bheads(d)
	p.after = func(d *doc) {
		d.text(L, "Daily Balances (continued)", 8.5, true)
		d.nl(12)
		bheads(d)
	}
	per := (len(ends) + 2) / 3
	for k := 0; k < per; k++ {
		p.need(lh)
		for c := 0; c < 3; c++ {
			if j := c*per + k; j < len(ends) {
				x := L + float64(c)*w
				d.text(x, md(0, int(ends[j].D.Month()), ends[j].D.Day()), fsz, false)
				d.rtext(x+w-30, bal(ends[j].B), fsz, false)
			}
		}
		d.nl(lh)
	}
	p.after = nil
	d.nl(14)

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
	prior := int64(0)
	if fs.Start.Month() != 1 && fs.Start.Year() == fs.End.Year() {
		prior = 3500 * int64(famHash(fs, 0, "ytd")%4)
	}
	p.need(50)
	d.text(L, "Overdraft and Returned Item Fees", 9.5, true)
	d.nl(12)
	d.rtext(380, "Total for this period", 7, true)
	d.rtext(R, "Total year-to-date", 7, true)
	d.nl(10)
	for _, f := range []struct {
		n    string
		a, y int64
	}{{"Total Overdraft Fees", od, od + prior}, {"Total Returned Item Fees", nsf, nsf}} {
		d.text(L, f.n, 8, false)
		d.rtext(380, "$"+money(f.a), 8, false)
		d.rtext(R, "$"+money(f.y), 8, false)
		d.nl(11)
	}
	d.nl(14)
	for _, para := range []string{
		"IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC TRANSFERS: Telephone us at 1-877-555-0143 or write to Pinewater Bank, P.O. Box 7600, Conroe, TX 77305 as soon as you can if you think your statement or receipt is wrong. We must hear from you no later than 60 days after we sent you the FIRST statement on which the error appeared. Tell us your name and account number, describe the error and the dollar amount. We will investigate within 10 business days (20 for new accounts) and correct any error promptly; if we need more time we may take up to 45 days (90 days for POS and foreign transactions).",
		"An overdraft fee of $32.00 may be charged for each item paid into overdraft and a returned item fee of $32.00 for each item returned unpaid, up to 5 items ($160.00) per business day. No fee is charged on items of $5.00 or less or when the account is overdrawn by $10.00 or less at the end of the day. Pinewater Bank, N.A. Member FDIC.",
	} {
		for _, l := range wrapWords(para, 150) {
			p.need(9)
			d.text(L, l, 6.6, false)
			d.nl(8.4)
		}
		d.nl(5)
	}
	d.footer = func(d *doc, page, total int) {
		d.y = 28
		d.rtext(R, fmt.Sprintf("Page %d of %d", page, total), 7.5, false)
		d.y = 770
		d.text(L, "Pinewater Bank, N.A.  Member FDIC  Equal Housing Lender", 6.5, false)
		d.rtext(R, "PWB "+fs.End.Format("01022006")+fmt.Sprintf(" %04d", page), 6.5, false)
	}
	d.finish()
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "every_row", Daily: true})
	fs.Notes = append(fs.Notes, "One activity table Date | Credits | Debits | Balance | Description with the description last, right of the money, wrapping under itself; M/D dates; a balance on every row (negative ones with a leading minus). The BALANCE FORWARD and Totals/CLOSING BALANCE lines, the Summary of Accounts, the Checks Cleared list (the same checks as the activity's CHECK rows), the Daily Balances and the fee table are not transactions.")
	return d
}
