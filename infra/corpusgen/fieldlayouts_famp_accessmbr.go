package main

import (
	"fmt"
	"strings"
	"time"
)

// ---- accessmbr: a large credit union's business membership statement,
// Navy Federal-style ("Larkspur Federal Credit Union"), with several
// accounts of one member in one statement.
//
// Modelled conventions: the logo is an image (a grey block, no text), so
// the credit union's name is printed only in the footer's legal line
// ("Federally insured by NCUA … Larkspur Federal Credit Union …
// larkspurfcu.org"); a return address of a bare P.O. box over an
// envelope-window mailing block that is the only place the holder's name
// is printed (with a c/o or ATTN line in some months); at the right
// "Statement of Account", "Statement Period 01/01/26 - 01/31/26" and the
// member "Access No." (a member number, not an account number); a
// "Questions? Call" box; a "Summary of your deposit accounts" with three
// accounts of the member (Business Membership Savings, Business Checking
// — the answer's account — and Business Money Market Savings), each with
// its FULL account number, Previous Balance, Deposits/Credits,
// Withdrawals/Debits, Ending Balance and YTD Dividends, and a Totals row;
// then each account under its name and number with Date | Transaction
// Detail | Amount($) | Balance($): MM-DD dates, ONE amount column with a
// trailing minus on debits (84.20-) and on negative balances, a balance
// on every row, a "Beginning Balance" row dated the day before the
// period and an "Ending Balance" row; descriptions in the credit union's
// mixed case ("POS Debit- Debit Card 4410 01-02-26 Home Depot #4521
// Austin TX", "Deposit - ACH Paid From Square Inc …", "Paid To - …",
// "Transfer To Shares", "Courtesy Pay Fee", "NSF Returned Item Fee")
// wrapping under themselves, ACH addenda (ID/CCD/trace) in the busy and
// Dec–Jan months; month-end dividends on the checking and the savings
// (12-31 inside a Dec–Jan period); the savings mirrors the checking's
// own transfers; after the checking, its average daily balance, the
// dividends year to date and the Reg DD courtesy pay / returned item fee
// totals; "Page x of y" in the footer of every page.
func init() {
	pFamilies = append(pFamilies, fFamily{
		ID: 1, Name: "accessmbr", Bank: "Larkspur Federal Credit Union",
		Aliases: []string{"Larkspur FCU", "LARKSPUR FEDERAL CREDIT UNION", "Larkspur", "larkspurfcu.org"},
		Prepare: prepareAccessmbr, Draw: drawAccessmbr, PageOfN: true,
		Docs: []cDoc{{Variant: 0, Producer: "ghostscript"}, {Variant: 2, Producer: "reportlab"},
			{Variant: 1, Producer: "ghostscript"}, {Variant: 3, Producer: "cairo"}},
	})
}

// amMonthEnd is the last day of a month inside the period.
func amMonthEnd(fs *fstmt) time.Time {
	for d := fs.End; !d.Before(fs.Start); d = d.AddDate(0, 0, -1) {
		if d.AddDate(0, 0, 1).Day() == 1 {
			return d
		}
	}
	return fs.End
}

func prepareAccessmbr(fs *fstmt) {
	fs.Creator = "Compart DocBridge Mill"
	famRenumberChecks(fs)
	info := famClassify(fs)
	city, st := famCityState(fs)
	city = famTitle(city)
	card := digits(fs.Opening*17+3, 4)
	sav := "30" + digits(fs.Opening*43+9, 8)
	long := fs.LongDescs
	t := func(s string) string { return famTitle(s) }
	ach := func(i int, head, co, entry string) string {
		s := head + " " + t(co) + " " + entry
		if long {
			s += " ID " + famDigits(fs, 0, "amco"+co, 10) + " CCD Trace " + famDigits(fs, i, "amtr", 15)
		}
		return s
	}
	item := func(i int) string {
		if k := info[i].Trigger; k >= 0 {
			return " Item $" + money(fs.Rows[k].Cents)
		}
		return ""
	}
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		auth := in.AuthDay.Format("01-02-06")
		switch r.Code {
		case kSquare:
			r.Desc = ach(i, "Deposit - ACH Paid From", "SQUARE INC", "Sq"+famAlnum(fs, i, "sq", 9))
		case kStripe:
			r.Desc = ach(i, "Deposit - ACH Paid From", "STRIPE", "Transfer "+famAlnum(fs, i, "st", 9))
		case kClover:
			r.Desc = ach(i, "Deposit - ACH Paid From", "CLOVER APP", "Dep "+famDigits(fs, i, "cl", 9))
		case kShopify:
			r.Desc = ach(i, "Deposit - ACH Paid From", "SHOPIFY", "Transfer "+famAlnum(fs, i, "sh", 9))
		case kACHIn:
			r.Desc = ach(i, "Deposit - ACH Paid From", in.Party, "Payment")
		case kTaxRefund:
			r.Desc = "Deposit - ACH Paid From IRS Treas 310 Tax Ref"
		case kZelleIn:
			r.Desc = "Zelle Payment From " + t(in.Party) + " Conf# " + famAlnum(fs, i, "z", 9)
		case kMobile:
			r.Desc = "Mobile Deposit Ref " + famDigits(fs, i, "md", 9)
		case kBranchDep:
			r.Desc = "Deposit At Branch " + city + " " + st
		case kXferIn:
			r.Desc = "Transfer From Shares " + sav
		case kRefund:
			r.Desc = "POS Credit Adjustment- Debit Card " + card + " " + auth + " " + t(in.Party) + " " + city + " " + st
		case kFeeRev:
			r.Desc = "Fee Refund - Courtesy Pay"
		case kFunding:
			r.Desc = "Incoming Wire " + t(in.Party) + " LLC Fed Ref " + famDigits(fs, i, "amw", 10) + " Imad " + r.Date.Format("20060102") + "QMGFT0" + famDigits(fs, i, "ami", 5)
		case kCard, kRecurring:
			r.Desc = "POS Debit- Debit Card " + card + " " + auth + " " + t(in.Party) + " " + city + " " + st
		case kCardPin:
			r.Desc = "POS Debit- PIN Purchase Card " + card + " " + auth + " " + t(in.Party) + " " + city + " " + st
		case kATM:
			r.Desc = "ATM Withdrawal " + t(fs.Street) + " " + city + " " + st + " " + auth + " Card " + card
		case kCheck:
			r.Desc = fmt.Sprintf("Check %d", r.CheckNo)
		case kPayroll:
			r.Desc = ach(i, "Paid To -", "ADP WAGE PAY", in.Ref)
		case kPayrollTax:
			r.Desc = "Paid To - IRS Usataxpymt " + famDigits(fs, i, "amtax", 15)
		case kUtility:
			r.Desc = ach(i, "Paid To -", in.Party, "Util Pymt")
		case kBillPay:
			r.Desc = "Bill Payment " + t(in.Party) + " Conf " + famDigits(fs, i, "bp", 8)
		case kZelleOut:
			r.Desc = "Zelle Payment To " + t(in.Party) + " Conf# " + famAlnum(fs, i, "z", 9)
		case kXferOut:
			r.Desc = "Transfer To Shares " + sav
		case kMCAPay:
			r.Desc = ach(i, "Paid To -", in.Party, "ACH Debit")
		case kLoanPay:
			r.Desc = ach(i, "Paid To -", in.Party, "Loan Pymt")
		case kWireOut:
			r.Desc = "Outgoing Wire " + t(in.Party) + " LLC Fed Ref " + famDigits(fs, i, "amwo", 10)
		case kReturned:
			r.Desc = "Returned Deposited Item Unpaid"
		case kNSF:
			r.Desc = "NSF Returned Item Fee" + item(i)
		case kOD:
			r.Desc = "Courtesy Pay Fee" + item(i)
		case kMonthly:
			r.Desc = "Business Checking Monthly Fee"
		}
		r.Desc = strings.Join(strings.Fields(r.Desc), " ")
	}
	// A month-end dividend on the checking at 0.05% a year.
	me := amMonthEnd(fs)
	days := me.Day()
	if n := int(me.Sub(fs.Start).Hours()/24) + 1; n < days {
		days = n
	}
	if div := ssDividend(fs.avgDaily(), 5, days); div > 0 {
		row := frow{txn: txn{Date: me, Desc: "Dividend", Cents: div, Credit: true, Category: "other"}, Code: kDividend}
		k := len(fs.Rows)
		for k > 0 && fs.Rows[k-1].Date.After(me) {
			k--
		}
		fs.insertRow(k, row)
		fs.rebalance()
	}
}

// amAmt prints a signed amount with a trailing minus (84.20-).
func amAmt(c int64, debit bool) string {
	if debit || c < 0 {
		return money(c) + "-"
	}
	return money(c)
}

type amRow struct {
	D      time.Time
	Desc   string
	Cents  int64
	Credit bool
	Bal    int64
}

func drawAccessmbr(fs *fstmt) *doc {
	d := newDoc()
	rows := fs.visible()
	var cr, db int64
	for _, r := range rows {
		if r.Credit {
			cr += r.Cents
		} else {
			db += r.Cents
		}
	}
	famMust("accessmbr closing", fs.OpenP+cr-db, fs.CloseP)
	access := digits(fs.Opening*7+1, 8)
	sav := "30" + digits(fs.Opening*43+9, 8)
	mm := "31" + digits(fs.Opening*29+5, 8)
	period := fs.Start.Format("01/02/06") + " - " + fs.End.Format("01/02/06")
	me := amMonthEnd(fs)

	// The savings: the checking's own transfers mirrored, and a dividend.
	var xin int64
	for _, r := range rows {
		if r.Code == kXferIn {
			xin += r.Cents
		}
	}
	savOpen := 250000 + int64(famHash(fs, 0, "amsav")%1500000) + xin
	var sRows []amRow
	bal := savOpen
	var savDiv int64
	addSav := func(r amRow) {
		if r.Credit {
			bal += r.Cents
		} else {
			bal -= r.Cents
		}
		r.Bal = bal
		sRows = append(sRows, r)
	}
	divDone := false
	for _, r := range rows {
		if !divDone && r.Date.After(me) {
			savDiv = bal * 15 * int64(me.Day()) / 10000 / 365
			addSav(amRow{D: me, Desc: "Dividend", Cents: savDiv, Credit: true})
			divDone = true
		}
		switch r.Code {
		case kXferOut:
			addSav(amRow{D: r.Date, Desc: "Transfer From Checking " + fs.AccountNo, Cents: r.Cents, Credit: true})
		case kXferIn:
			addSav(amRow{D: r.Date, Desc: "Transfer To Checking " + fs.AccountNo, Cents: r.Cents})
		}
	}
	if !divDone {
		savDiv = bal * 15 * int64(me.Day()) / 10000 / 365
		addSav(amRow{D: me, Desc: "Dividend", Cents: savDiv, Credit: true})
	}
	savClose := bal
	var sCr, sDb int64
	for _, r := range sRows {
		if r.Credit {
			sCr += r.Cents
		} else {
			sDb += r.Cents
		}
	}
	mmOpen := 1000000 + int64(famHash(fs, 0, "ammm")%4000000)
	mmDiv := mmOpen * 40 * int64(me.Day()) / 10000 / 365
	mRows := []amRow{{D: me, Desc: "Dividend", Cents: mmDiv, Credit: true, Bal: mmOpen + mmDiv}}
	var chkDiv int64
	for _, r := range rows {
		if r.Code == kDividend {
			chkDiv += r.Cents
		}
	}
	ytd := func(c int64, salt string) int64 {
		if fs.Start.Month() == 1 || fs.Start.Year() != fs.End.Year() {
			return c
		}
		return c + c*int64(1+famHash(fs, 0, salt)%9)
	}

	const L, R = 40.0, 572.0
	const xDesc, xAmt, xBal = 84.0, 482.0, 568.0
	d.font = ""
	d.header = func(d *doc) {
		d.y = 40
		d.text(L, "Statement of Account", 10, true)
		d.rtext(R, "Statement Period "+period+"     Access No. "+access, 8, false)
		d.nl(8)
		d.hline(L, R)
		d.nl(16)
	}
	// Page 1: logo (an image), return address, mailing block.
	d.ops = append(d.ops, op{Page: 1, Kind: "rect", X: L, Y: 34, W: 110, H: 30, Gray: 0.55})
	d.y = 78
	for _, l := range []string{"P.O. Box 3300", "Merrifield, VA 22119-3300"} {
		d.text(L, l, 7, false)
		d.nl(9)
	}
	d.y = 120
	mail := []string{strings.ToUpper(fs.Holder)}
	switch fs.Variant {
	case 0:
		mail = append(mail, "C/O "+famPeople[famHash(fs, 0, "amco")%uint64(len(famPeople))])
	case 2:
		mail = append(mail, "ATTN ACCOUNTS PAYABLE")
	}
	mail = append(mail, strings.ToUpper(fs.Street), strings.ToUpper(fs.City))
	for _, l := range mail {
		d.text(L+24, l, 9, false)
		d.nl(11)
	}
	d.y = 44
	d.rtext(R, "Statement of Account", 13, true)
	d.nl(16)
	d.rtext(R, "Statement Period", 8, false)
	d.nl(10)
	d.rtext(R, period, 9, true)
	d.nl(14)
	d.rtext(R, "Access No.", 8, false)
	d.nl(10)
	d.rtext(R, access, 9, true)
	d.y = 122
	d.box(360, 112, R, 164, 0.4)
	for _, l := range []string{"Questions? Call 1-888-555-0142", "Business Solutions, 24 hours a day, 7 days a week", "Collect internationally 1-703-555-0142"} {
		d.text(368, l, 7.5, false)
		d.nl(10)
	}
	d.text(368, "Visit us online at larkspurfcu.org/business", 7.5, false)

	// Summary of the accounts.
	d.y = 196
	d.text(L, "Summary of your deposit accounts", 11, true)
	d.nl(14)
	cols := []struct {
		x     float64
		right bool
		h     []string
	}{{L, false, []string{"", "Account"}}, {190, false, []string{"", "Account No."}}, {315, true, []string{"Previous", "Balance"}},
		{380, true, []string{"Deposits/", "Credits"}}, {450, true, []string{"Withdrawals/", "Debits"}}, {515, true, []string{"Ending", "Balance"}},
		{R, true, []string{"YTD", "Dividends"}}}
	for k := 0; k < 2; k++ {
		for _, c := range cols {
			if c.right {
				d.rtext(c.x, c.h[k], 7.5, true)
			} else {
				d.text(c.x, c.h[k], 7.5, true)
			}
		}
		d.nl(9)
	}
	d.hline(L, R)
	d.nl(10)
	sumLine := func(name, no string, open, in, out, end, div int64, bold bool) {
		d.text(L, name, 8, bold)
		d.text(190, no, 8, bold)
		d.rtext(315, "$"+amAmt(open, false), 8, bold)
		d.rtext(380, "$"+money(in), 8, bold)
		d.rtext(450, "$"+money(out), 8, bold)
		d.rtext(515, "$"+amAmt(end, false), 8, bold)
		d.rtext(R, "$"+money(div), 8, bold)
		d.nl(11)
	}
	sumLine("Business Membership Savings", sav, savOpen, sCr, sDb, savClose, ytd(savDiv, "amsd"), false)
	sumLine("Business Checking", fs.AccountNo, fs.OpenP, cr, db, fs.CloseP, ytd(chkDiv, "amcd"), false)
	sumLine("Business Money Market Savings", mm, mmOpen, mmDiv, 0, mmOpen+mmDiv, ytd(mmDiv, "ammd"), false)
	d.hline(L, R)
	d.nl(10)
	sumLine("Totals", "", savOpen+fs.OpenP+mmOpen, sCr+cr+mmDiv, sDb+db, savClose+fs.CloseP+mmOpen+mmDiv,
		ytd(savDiv, "amsd")+ytd(chkDiv, "amcd")+ytd(mmDiv, "ammd"), true)
	d.nl(14)

	p := &pager{d: d, bottom: 724}
	heads := func(d *doc) {
		d.text(L, "Date", 7.5, true)
		d.text(xDesc, "Transaction Detail", 7.5, true)
		d.rtext(xAmt, "Amount($)", 7.5, true)
		d.rtext(xBal, "Balance($)", 7.5, true)
		d.nl(4)
		d.hline(L, R)
		d.nl(10)
	}
	section := func(name, no string, open, close int64, rs []amRow) {
		p.need(60)
		d.bar(L, R, 14, 0.85)
		d.text(L+4, name+" - "+no, 9, true)
		d.nl(18)
		heads(d)
		p.after = func(d *doc) {
			d.text(L, name+" - "+no+" (continued)", 9, true)
			d.nl(14)
			heads(d)
		}
		d.text(L, fs.Start.AddDate(0, 0, -1).Format("01-02"), 8, false)
		d.text(xDesc, "Beginning Balance", 8, false)
		d.rtext(xBal, amAmt(open, false), 8, false)
		d.nl(10.5)
		for _, r := range rs {
			ls := wrapWords(r.Desc, 62)
			p.need(float64(len(ls)) * 10.5)
			d.text(L, r.D.Format("01-02"), 8, false)
			d.text(xDesc, ls[0], 8, false)
			d.rtext(xAmt, amAmt(r.Cents, !r.Credit), 8, false)
			d.rtext(xBal, amAmt(r.Bal, false), 8, false)
			d.nl(10.5)
			for _, l := range ls[1:] {
				d.text(xDesc+8, l, 8, false)
				d.nl(10.5)
			}
		}
		p.need(12)
		d.text(L, fs.End.Format("01-02"), 8, true)
		d.text(xDesc, "Ending Balance", 8, true)
		d.rtext(xBal, amAmt(close, false), 8, true)
		d.nl(10.5)
		p.after = nil
		d.nl(12)
	}
	section("Business Membership Savings", sav, savOpen, savClose, sRows)
	var cRows []amRow
	for k := range rows {
		r := &rows[k]
		cRows = append(cRows, amRow{D: r.Date, Desc: r.Desc, Cents: r.Cents, Credit: r.Credit, Bal: r.Balance})
		_ = fs.date(r, "01-02")
	}
	section("Business Checking", fs.AccountNo, fs.OpenP, fs.CloseP, cRows)
	var od, nsf int64
	for _, r := range rows {
		switch r.Code {
		case kOD:
			od += r.Cents
		case kNSF:
			nsf += r.Cents
		}
	}
	p.need(70)
	d.text(L, fmt.Sprintf("Average Daily Balance - Business Checking  $%s", amAmt(fs.avgDaily(), false)), 8, false)
	d.nl(11)
	d.text(L, "Dividend Rate 0.05%   Annual Percentage Yield Earned 0.05%   Dividends Year to Date $"+money(ytd(chkDiv, "amcd")), 8, false)
	d.nl(14)
	d.text(L, "", 8, true)
	d.text(260, "Total for this period", 8, true)
	d.text(400, "Total year-to-date", 8, true)
	d.nl(11)
	d.text(L, "Total Courtesy Pay Fees", 8, false)
	d.text(260, "$"+money(od), 8, false)
	d.text(400, "$"+money(ytd(od, "amod")), 8, false)
	d.nl(11)
	d.text(L, "Total Returned Item Fees", 8, false)
	d.text(260, "$"+money(nsf), 8, false)
	d.text(400, "$"+money(ytd(nsf, "amnsf")), 8, false)
	d.nl(18)
	section("Business Money Market Savings", mm, mmOpen, mmOpen+mmDiv, mRows)
	for _, para := range []string{
		"Dividend rates are variable and set by the Board of Directors. Business Membership Savings earned 0.15% APY and Business Money Market Savings earned 0.40% APY for the dividend period " + me.AddDate(0, 0, 1-me.Day()).Format("01/02/06") + " through " + me.Format("01/02/06") + ".",
		"In case of errors or questions about your electronic transfers, call 1-888-555-0142 or write to P.O. Box 3300, Merrifield, VA 22119-3300 as soon as you can. We must hear from you no later than 60 days after we sent the FIRST statement on which the error appeared. A Courtesy Pay fee of $29.00 may be charged per item, up to 3 items per day.",
	} {
		wrapPara(p, L, para, 130, 7, 9)
		d.nl(5)
	}
	d.footer = func(d *doc, page, total int) {
		d.y = 760
		d.text(L, "Federally insured by NCUA. Equal Housing Lender. Larkspur Federal Credit Union is a member-owned, not-for-profit financial cooperative. larkspurfcu.org", 6.5, false)
		d.rtext(R, fmt.Sprintf("Page %d of %d", page, total), 7, false)
	}
	d.finish()
	fs.printTotals(shows{Running: "every_row"})
	fs.Notes = append(fs.Notes, "A credit union member statement with three accounts of one member: the answer's account is the Business Checking (printed second, full account number). The Access No. is the member number, not an account. Date | Transaction Detail | Amount($) | Balance($) with MM-DD dates and one amount column, debits with a trailing minus; descriptions wrap under themselves and are joined in the answer. Beginning Balance / Ending Balance rows, the Summary of your deposit accounts, the savings and money market accounts (with their dividends and the checking's transfers mirrored) and the fee totals are not the answer's transactions; the checking's month-end Dividend is.")
	return d
}
