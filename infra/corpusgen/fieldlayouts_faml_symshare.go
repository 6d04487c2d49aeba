package main

import (
	"fmt"
	"strings"
	"time"
)

// ---- symshare: a credit union member e-statement as a Symitar-style
// core prints it ("Kettle River Federal Credit Union"): one member
// account with two sub-accounts (shares) in ONE run of pages, the Share
// Savings (ID 0000) first and the Business Share Draft (ID 0010, the
// account the answer describes) second.
//
// Modelled conventions: "Statement Period 01/01/26 - 01/31/26", the
// masked member account number and "Page x of y" in the head of every
// page; page 1 with the member's address, a message box (skip-a-pay, a
// holiday closing, a loan rate) and a "Summary of Deposit Accounts"
// (ID | Description | Previous Balance | Deposits & Dividends |
// Withdrawals & Fees | New Balance, with a Total row); each share under
// its own dark bar ("ID 0000 SHARE SAVINGS") with a one-line summary
// (Previous Balance | n Deposits | n Withdrawals | New Balance), then
// Trans Date | Eff Date | Transaction Description | Withdrawals |
// Deposits | Balance opened by a "Beginning Balance" row and closed by
// an "Ending Balance" row; MM/DD dates, the Eff Date printed only where
// it differs from the transaction date (a card purchase takes effect the
// day it was authorized, possibly before the period); descriptions in
// the core's mixed-case wording, a first line "Deposit ACH SQUARE INC",
// "Withdrawal Debit Card", "Withdrawal ACH ADP WAGE PAY", "Draft
// 001043 Tracer 0012345678" on one line, "Deposit Transfer From Share 0000", "Fee Courtesy Pay", then
// indented detail lines (TYPE: ID: CO: for ACH, the merchant, city and
// card for debit cards, Tracer numbers for drafts, the item a fee is
// for); a month-end "Deposit Dividend" on both shares (12/31 inside a
// Dec-Jan period) with its rate and the APY earned; the savings mirrors
// the draft's share transfers; after each share, its dividend rate, APY
// earned, dividends year to date; after the draft, the drafts cleared
// count and total and the Reg DD courtesy pay / returned item fees for
// the period and the year; the error notice at the end. Printed by
// Ghostscript, ReportLab and fpdf-ttf.
func init() {
	lFamilies = append(lFamilies, fFamily{
		ID: 2, Name: "symshare", Bank: "Kettle River Federal Credit Union",
		Aliases: []string{"Kettle River Federal Credit Union", "Kettle River FCU", "Kettle River CU", "kettleriverfcu.org"},
		Prepare: prepareSymshare, Draw: drawSymshare, PageOfN: true,
		Docs: []cDoc{{Variant: 0, Producer: "ghostscript"}, {Variant: 3, Producer: "reportlab"},
			{Variant: 1, Producer: "ghostscript"}, {Variant: 2, Producer: "reportlab"}, {Variant: 0, Producer: "fpdf-ttf"}},
	})
}

// ssLine is how a row of symshare is printed: the first line's length in
// its description and its effective date (zero: the transaction date).
type ssLine struct {
	Head int
	Eff  time.Time
}

// ssLines remembers, per statement and description, how Prepare split a
// row for printing.
var ssLines = map[*fstmt]map[string]ssLine{}

// ssMonthEnd is the last day of a month inside the period (the day
// dividends post).
func ssMonthEnd(fs *fstmt) time.Time {
	for d := fs.End; !d.Before(fs.Start); d = d.AddDate(0, 0, -1) {
		if d.AddDate(0, 0, 1).Day() == 1 {
			return d
		}
	}
	return fs.End
}

// ssDividend is a month's dividend at rate (hundredths of a percent a
// year) on an average balance over days.
func ssDividend(avg int64, rate int64, days int) int64 {
	if avg <= 0 {
		return 0
	}
	return avg * rate * int64(days) / 10000 / 365
}

func prepareSymshare(fs *fstmt) {
	fs.Creator = "Symform e-Statements 11.3"
	famRenumberChecks(fs)
	info := famClassify(fs)
	city, st := famCityState(fs)
	long := fs.LongDescs
	card := digits(fs.Opening*31+7, 4)
	lines := map[string]ssLine{}
	set := func(r *frow, head, detail string, eff time.Time) {
		r.Desc = strings.TrimSpace(head + " " + detail)
		if !eff.IsZero() && eff.Equal(r.Date) {
			eff = time.Time{}
		}
		lines[r.Desc] = ssLine{Head: len(head), Eff: eff}
	}
	ach := func(i int, co, typ string) string {
		s := "TYPE: " + typ + " CO: " + co
		if long {
			s = "TYPE: " + typ + " ID: " + famDigits(fs, 0, "coid"+co, 10) + " DATA: " + famAlnum(fs, i, "data", 8) + " CO: " + co +
				" ENTRY CLASS: CCD ACH TRACE NUMBER: " + famDigits(fs, i, "trace", 15)
		}
		return s
	}
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		var none time.Time
		switch r.Code {
		case kSquare:
			set(r, "Deposit ACH SQUARE INC", ach(i, "SQUARE INC", "SQ"+r.Date.Format("060102")), none)
		case kStripe:
			set(r, "Deposit ACH STRIPE", ach(i, "STRIPE", "TRANSFER"), none)
		case kClover:
			set(r, "Deposit ACH CLOVER", ach(i, "FIRST DATA CLOVER", "MERCH DEP"), none)
		case kShopify:
			set(r, "Deposit ACH SHOPIFY", ach(i, "SHOPIFY", "PAYOUT"), none)
		case kACHIn:
			set(r, "Deposit ACH "+in.Party, ach(i, in.Party, "PAYMENT"), none)
		case kTaxRefund:
			set(r, "Deposit ACH IRS TREAS 310", "TYPE: TAX REF CO: IRS TREAS 310", none)
		case kZelleIn:
			set(r, "Deposit Zelle", "FROM "+in.Party+" Conf "+famAlnum(fs, i, "z", 9), none)
		case kMobile:
			set(r, "Deposit Remote Deposit", "Mobile Check Deposit", none)
		case kBranchDep:
			set(r, "Deposit Shared Branch", "Teller "+famDigits(fs, i, "tl", 3)+" "+city+" "+st, none)
		case kXferIn:
			set(r, "Deposit Transfer From Share 0000", "SHARE SAVINGS", none)
		case kRefund:
			set(r, "Deposit Debit Card Credit", in.Party+" "+city+" "+st+" Card "+card, in.AuthDay)
		case kFeeRev:
			set(r, "Deposit Fee Refund", "Courtesy Pay Fee Reversal", none)
		case kFunding:
			set(r, "Deposit Wire In", in.Party+" LLC Ref "+famAlnum(fs, i, "w", 12), none)
		case kCard, kRecurring:
			set(r, "Withdrawal Debit Card", "MASTERCARD DEBIT "+in.Party+" "+city+" "+st+" Date "+in.AuthDay.Format("01/02/06")+" Card "+card, in.AuthDay)
		case kCardPin:
			set(r, "Withdrawal POS", in.Party+" "+city+" "+st+" Date "+in.AuthDay.Format("01/02/06")+" Card "+card, in.AuthDay)
		case kATM:
			set(r, "Withdrawal ATM", "KRFCU ATM "+city+" "+st+" Card "+card, in.AuthDay)
		case kCheck:
			set(r, fmt.Sprintf("Draft %06d Tracer ", r.CheckNo)+famDigits(fs, i, "tracer", 10), "", none)
		case kPayroll:
			set(r, "Withdrawal ACH ADP WAGE PAY", ach(i, "ADP WAGE PAY", "WAGE PAY"), none)
		case kPayrollTax:
			set(r, "Withdrawal ACH IRS", "TYPE: USATAXPYMT ID: "+famDigits(fs, i, "tax", 12)+" CO: IRS", none)
		case kUtility:
			set(r, "Withdrawal ACH "+in.Party, ach(i, in.Party, "UTILITY"), none)
		case kBillPay:
			set(r, "Withdrawal Bill Payment", in.Party, none)
		case kZelleOut:
			set(r, "Withdrawal Zelle", "TO "+in.Party+" Conf "+famAlnum(fs, i, "z", 9), none)
		case kXferOut:
			set(r, "Withdrawal Transfer To Share 0000", "SHARE SAVINGS", none)
		case kMCAPay:
			set(r, "Withdrawal ACH "+in.Party, ach(i, in.Party, "ACH PMT"), none)
		case kLoanPay:
			set(r, "Withdrawal ACH "+in.Party, ach(i, in.Party, "LOAN PMT"), none)
		case kWireOut:
			set(r, "Withdrawal Wire Out", in.Party+" LLC Ref "+famAlnum(fs, i, "wo", 12), none)
		case kReturned:
			set(r, "Withdrawal Returned Item", "Deposited Item Returned Unpaid", none)
		case kNSF, kOD:
			head := "Fee NSF Returned Item"
			if r.Code == kOD {
				head = "Fee Courtesy Pay"
			}
			det := ""
			if t := in.Trigger; t >= 0 {
				det = "Item Amount $" + money(fs.Rows[t].Cents)
			}
			set(r, head, det, none)
		case kMonthly:
			set(r, "Fee Business Share Draft", "Monthly Service Charge", none)
		default:
			set(r, r.Desc, "", none)
		}
	}
	// A month-end dividend on the draft at 0.05% a year on its average.
	me := ssMonthEnd(fs)
	days := int(me.Sub(fs.Start).Hours()/24) + 1
	if me.Day() < days {
		days = me.Day()
	}
	if div := ssDividend(fs.avgDaily(), 5, days); div > 0 {
		row := frow{txn: txn{Date: me, Cents: div, Credit: true, Category: "other"}, Code: kDividend}
		set(&row, "Deposit Dividend 0.050%", "Annual Percentage Yield Earned 0.05% from "+me.AddDate(0, 0, 1-me.Day()).Format("01/02/06")+" through "+me.Format("01/02/06"), time.Time{})
		k := len(fs.Rows)
		for k > 0 && fs.Rows[k-1].Date.After(me) {
			k--
		}
		fs.insertRow(k, row)
		fs.rebalance()
	}
	ssLines[fs] = lines
}

// ssRow is one row of the savings share.
type ssRow struct {
	D      time.Time
	Head   string
	Detail string
	Cents  int64
	Credit bool
}

func drawSymshare(fs *fstmt) *doc {
	const L, R = 36.0, 576.0
	const xEff, xDesc, xWd, xDep = 74.0, 114.0, 452.0, 514.0
	const lh, fsz = 9.4, 7.5
	d := newDoc()
	lines := ssLines[fs]
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
	famMust("symshare closing", fs.OpenP+cr-db, fs.CloseP)
	acct := fs.AccountNo
	mask := strings.Repeat("*", len(acct)-4) + acct[len(acct)-4:]
	period := fs.Start.Format("01/02/06") + " - " + fs.End.Format("01/02/06")
	sgn := func(c int64) string {
		if c < 0 {
			return "-" + money(c)
		}
		return money(c)
	}

	// The savings share: the draft's transfers mirrored, a deposit at a
	// shared branch in some months, the month-end dividend at 0.10%.
	savOpen := 650000 + (fs.Opening%11)*87500
	var sav []ssRow
	for _, r := range rows {
		switch r.Code {
		case kXferIn:
			savOpen += r.Cents
			sav = append(sav, ssRow{r.Date, "Withdrawal Transfer To Share 0010", "BUSINESS SHARE DRAFT", r.Cents, false})
		case kXferOut:
			sav = append(sav, ssRow{r.Date, "Deposit Transfer From Share 0010", "BUSINESS SHARE DRAFT", r.Cents, true})
		}
	}
	me := ssMonthEnd(fs)
	mdays := me.Day()
	if int(me.Sub(fs.Start).Hours()/24)+1 < mdays {
		mdays = int(me.Sub(fs.Start).Hours()/24) + 1
	}
	// The savings dividend on its balance at the month end before it.
	sb := savOpen
	for _, r := range sav {
		if !r.D.After(me) {
			if r.Credit {
				sb += r.Cents
			} else {
				sb -= r.Cents
			}
		}
	}
	savDiv := ssDividend(sb, 10, mdays)
	divRow := ssRow{me, "Deposit Dividend 0.100%", "Annual Percentage Yield Earned 0.10% from " + me.AddDate(0, 0, 1-me.Day()).Format("01/02/06") + " through " + me.Format("01/02/06"), savDiv, true}
	k := len(sav)
	for k > 0 && sav[k-1].D.After(me) {
		k--
	}
	sav = append(sav[:k:k], append([]ssRow{divRow}, sav[k:]...)...)
	var scr, sdb int64
	var nscr, nsdb int
	for _, r := range sav {
		if r.Credit {
			scr += r.Cents
			nscr++
		} else {
			sdb += r.Cents
			nsdb++
		}
	}
	savClose := savOpen + scr - sdb

	d.header = func(d *doc) {
		d.y = 36
		d.text(L, "KETTLE RIVER FEDERAL CREDIT UNION", 9.5, true)
		d.nl(11)
		d.text(L, "Account Number "+mask, 7.5, false)
		d.text(230, "Statement Period "+period, 7.5, false)
		d.nl(5)
		d.hline(L, R)
		d.y = 70
	}
	// Page 1.
	d.y = 44
	d.text(L, "Kettle River", 18, true)
	d.nl(13)
	d.text(L, "FEDERAL CREDIT UNION", 9, true)
	d.nl(10)
	d.text(L, "PO Box 118  Hinckley, MN 55037  |  (320) 555-0119  |  kettleriverfcu.org", 7, false)
	d.y = 44
	d.rtext(R, "MEMBER STATEMENT", 10, true)
	d.nl(12)
	d.rtext(R, "Statement Period "+period, 8, false)
	d.nl(10)
	d.rtext(R, "Account Number "+mask, 8, false)
	d.y = 112
	for _, l := range []string{fs.Holder, fs.Street, fs.City} {
		d.text(60, l, 9, false)
		d.nl(11)
	}
	// Message box.
	d.box(330, 104, R, 158, 0.4)
	d.y = 115
	d.text(336, "MESSAGES", 7.5, true)
	d.nl(9.5)
	for _, l := range []string{
		"Skip-A-Pay is back: skip one loan payment for a $35.00 fee.",
		"Our branches close " + fs.End.AddDate(0, 1, 0).Format("01/02/06") + " for staff training.",
		"Business term loans from 7.49% APR, up to $150,000.",
		"Dividend rates are set monthly by the Board of Directors.",
	} {
		d.text(336, l, 6.8, false)
		d.nl(9)
	}
	d.y = 182
	d.text(L, "Summary of Deposit Accounts", 10, true)
	d.nl(12)
	sc := []float64{L + 4, 74, 300, 390, 480, R - 4}
	d.ops = append(d.ops, op{Page: 1, Kind: "rect", X: L, Y: d.y - 9, W: R - L, H: 12, Gray: 0.85})
	for k, h := range []string{"ID", "Description", "Previous Balance", "Deposits & Dividends", "Withdrawals & Fees", "New Balance"} {
		if k < 2 {
			d.text(sc[k], h, 7, true)
		} else {
			d.rtext(sc[k], h, 7, true)
		}
	}
	d.nl(13)
	for _, a := range []struct {
		id, name            string
		open, c, db, closeB int64
	}{{"0000", "SHARE SAVINGS", savOpen, scr, sdb, savClose}, {"0010", "BUSINESS SHARE DRAFT", fs.OpenP, cr, db, fs.CloseP}} {
		d.text(sc[0], a.id, 8, false)
		d.text(sc[1], a.name, 8, false)
		d.rtext(sc[2], sgn(a.open), 8, false)
		d.rtext(sc[3], money(a.c), 8, false)
		d.rtext(sc[4], money(a.db), 8, false)
		d.rtext(sc[5], sgn(a.closeB), 8, false)
		d.nl(11)
	}
	d.ops = append(d.ops, op{Page: 1, Kind: "line", X: 240, Y: d.y - 7, W: R - 4 - 240, Gray: 0.4})
	d.nl(2)
	d.text(sc[1], "Total Deposit Accounts", 8, true)
	d.rtext(sc[2], sgn(savOpen+fs.OpenP), 8, true)
	d.rtext(sc[3], money(scr+cr), 8, true)
	d.rtext(sc[4], money(sdb+db), 8, true)
	d.rtext(sc[5], sgn(savClose+fs.CloseP), 8, true)
	d.nl(24)

	p := &pager{d: d, bottom: 734}
	heads := func(d *doc) {
		d.text(L, "Trans Date", 7, true)
		d.text(xEff, "Eff Date", 7, true)
		d.text(xDesc, "Transaction Description", 7, true)
		d.rtext(xWd, "Withdrawals", 7, true)
		d.rtext(xDep, "Deposits", 7, true)
		d.rtext(R, "Balance", 7, true)
		d.nl(3)
		d.ops = append(d.ops, op{Page: d.page, Kind: "line", X: L, Y: d.y, W: R - L, Gray: 0.5})
		d.nl(9)
	}
	share := func(id, name string, open, closeB, c int64, nc int, dbt int64, nd int) {
		p.need(80)
		d.ops = append(d.ops, op{Page: d.page, Kind: "rect", X: L, Y: d.y - 10, W: R - L, H: 14, Gray: 0.25})
		d.textc(L+4, "ID "+id+"   "+name, 9, true, 1)
		d.nl(16)
		xs := []float64{L + 4, 180, 320, 460}
		for k, h := range []string{"Previous Balance", fmt.Sprintf("%d Deposits", nc), fmt.Sprintf("%d Withdrawals", nd), "New Balance"} {
			d.text(xs[k], h, 7, true)
		}
		d.nl(10)
		for k, v := range []string{sgn(open), money(c), money(dbt), sgn(closeB)} {
			d.text(xs[k], "$"+v, 8, false)
		}
		d.nl(16)
		heads(d)
		p.after = func(d *doc) {
			d.text(L, "ID "+id+"   "+name+" (continued)", 8.5, true)
			d.nl(12)
			heads(d)
		}
	}
	row := func(date, eff time.Time, head, detail string, cents int64, credit bool, balance int64) {
		det := famfWrap(detail, 66)
		if detail == "" {
			det = nil
		}
		p.need(float64(1+len(det)) * lh)
		d.text(L, date.Format("01/02"), fsz, false)
		if !eff.IsZero() {
			d.text(xEff, eff.Format("01/02"), fsz, false)
		}
		d.text(xDesc, head, fsz, false)
		if credit {
			d.rtext(xDep, money(cents), fsz, false)
		} else {
			d.rtext(xWd, money(cents), fsz, false)
		}
		d.rtext(R, sgn(balance), fsz, false)
		d.nl(lh)
		for _, l := range det {
			d.text(xDesc+10, l, fsz-0.3, false)
			d.nl(lh)
		}
	}
	edge := func(date time.Time, label string, b int64) {
		p.need(lh)
		d.text(L, date.Format("01/02"), fsz, false)
		d.text(xDesc, label, fsz, true)
		d.rtext(R, sgn(b), fsz, true)
		d.nl(lh)
	}
	divYTD := func(div int64) int64 {
		if me.Month() == time.January {
			return div
		}
		return div * int64(me.Month())
	}

	// Share savings.
	share("0000", "SHARE SAVINGS", savOpen, savClose, scr, nscr, sdb, nsdb)
	edge(fs.Start, "Beginning Balance", savOpen)
	b := savOpen
	for _, r := range sav {
		if r.Credit {
			b += r.Cents
		} else {
			b -= r.Cents
		}
		row(r.D, time.Time{}, r.Head, r.Detail, r.Cents, r.Credit, b)
	}
	famMust("symshare savings", b, savClose)
	edge(fs.End, "Ending Balance", savClose)
	p.after = nil
	d.nl(4)
	p.need(12)
	d.text(L, fmt.Sprintf("Dividend Rate 0.100%%   Annual Percentage Yield Earned 0.10%%   Dividends Paid Year-to-Date $%s", money(divYTD(savDiv))), 7, false)
	d.nl(22)

	// Business share draft (the answer's account).
	share("0010", "BUSINESS SHARE DRAFT", fs.OpenP, fs.CloseP, cr, ncr, db, ndb)
	edge(fs.Start, "Beginning Balance", fs.OpenP)
	var draftDiv int64
	var drafts []frow
	for _, r := range rows {
		ln, ok := lines[r.Desc]
		if !ok {
			panic("symshare: no print line for " + r.Desc)
		}
		head, detail := r.Desc[:ln.Head], strings.TrimSpace(r.Desc[ln.Head:])
		row(r.Date, ln.Eff, head, detail, r.Cents, r.Credit, r.Balance)
		if r.Code == kDividend {
			draftDiv += r.Cents
		}
		if r.Code == kCheck {
			drafts = append(drafts, r)
		}
	}
	edge(fs.End, "Ending Balance", fs.CloseP)
	p.after = nil
	d.nl(4)
	p.need(12)
	d.text(L, fmt.Sprintf("Dividend Rate 0.050%%   Annual Percentage Yield Earned 0.05%%   Dividends Paid Year-to-Date $%s   Drafts Cleared %d totaling $%s",
		money(divYTD(draftDiv)), len(drafts), money(total(drafts))), 7, false)
	d.nl(18)

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
	if fs.Start.Month() != time.January && fs.Start.Year() == fs.End.Year() {
		prior = 3000 * int64(famHash(fs, 0, "ytd")%3)
	}
	p.need(46)
	d.text(L, "Fees", 8.5, true)
	d.rtext(400, "Total For This Period", 7, true)
	d.rtext(R, "Total Year-to-Date", 7, true)
	d.nl(11)
	for _, f := range []struct {
		n    string
		a, y int64
	}{{"Total Courtesy Pay Fees", od, od + prior}, {"Total Returned Item Fees", nsf, nsf}} {
		d.text(L, f.n, 7.5, false)
		d.rtext(400, "$"+money(f.a), 7.5, false)
		d.rtext(R, "$"+money(f.y), 7.5, false)
		d.nl(10)
	}
	d.nl(14)
	for _, para := range []string{
		"IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC TRANSFERS, telephone us at (320) 555-0119 or write to Kettle River Federal Credit Union, PO Box 118, Hinckley, MN 55037 as soon as you can. We must hear from you no later than 60 days after we sent the FIRST statement on which the problem or error appeared. We will determine whether an error occurred within 10 business days (20 business days for new accounts) and may take up to 45 days (90 days for point-of-sale or foreign transactions) to investigate.",
		"Courtesy Pay fee $35.00 per item, returned item (NSF) fee $35.00 per item, no more than 3 fees per day. Dividends are compounded and credited monthly; the dividend period is the calendar month. Federally insured by NCUA.",
	} {
		for _, l := range wrapWords(para, 150) {
			p.need(9)
			d.text(L, l, 6.6, false)
			d.nl(8.4)
		}
		d.nl(5)
	}
	d.footer = func(d *doc, page, total int) {
		d.y = 36
		if page == 1 {
			d.y = 80
		}
		if page > 1 {
			d.rtext(R, fmt.Sprintf("Page %d of %d", page, total), 7.5, false)
		} else {
			d.rtext(R, fmt.Sprintf("Page %d of %d", page, total), 8, false)
		}
		d.y = 772
		d.text(L, "Federally insured by NCUA", 6.5, false)
		d.rtext(R, "KRFCU "+fs.End.Format("20060102")+fmt.Sprintf(" %d", page), 6.5, false)
	}
	d.finish()
	delete(ssLines, fs)
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "every_row"})
	fs.Notes = append(fs.Notes, "A credit union member statement of two shares in one run of pages: ID 0000 Share Savings first, then ID 0010 Business Share Draft, the account the answer describes (its second). The savings' rows (its mirrored transfers and dividend) and the Summary of Deposit Accounts totals are not the draft's. Each row's first line (Deposit …, Withdrawal …, Draft 001043, Fee …) continues on indented detail lines; the Eff Date is printed only where it differs from the Trans Date. Beginning/Ending Balance rows, the dividend and fee lines after each share are not transactions; the draft's month-end Deposit Dividend is.")
	return d
}
