package main

import (
	"fmt"
	"strings"
	"time"
)

// ---- cutwocol: a small community credit union's member statement, from
// "Hollis Creek Community Credit Union".
//
// Modelled conventions: a serif statement whose first page is split in
// two columns below the address: on the left the ACCOUNT SUMMARY of each
// share (Regular Savings, suffix 01, and Business Checking, suffix 70:
// Beginning Balance, Deposits and Withdrawals with their counts,
// Dividends, Fees, Ending Balance), on the right a boxed MESSAGES column
// (holiday closings, the annual meeting, a loan promotion, the dividend
// rate) full of dates and figures; then each share's activity in
// Trans Date | Post Date | Description | Withdrawals | Deposits | Balance
// with a Beginning Balance row and an Ending Balance row (not
// transactions), card purchases dated on the day they were made and the
// day they posted, balances on every row (negative as -1,234.56),
// descriptions on one to three lines ("ACH Deposit SQUARE INC SDR" /
// "Ind ID … Trace …", "POS Withdrawal HOME DEPOT #4521 AUSTIN TX" /
// "Card ending 4410 Auth …", "Transfer from Share 01 Regular Savings",
// "Overdraft Privilege Fee" / "Item Amount $1,234.56", "Dividend Deposit"
// at month end); year-to-date totals and Reg DD fee totals; the member
// number, period and "Page n of m" on every page. Only the Business
// Checking is the answer; the transfers between the two shares appear
// on both.

func init() {
	eFamilies = append(eFamilies, eFamily{
		Name: "cutwocol", Bank: "Hollis Creek Community Credit Union", Aliases: []string{"Hollis Creek CCU", "HOLLIS CREEK COMMUNITY CREDIT UNION", "Hollis Creek"},
		Seed: 64300, Prepare: prepareCutwocol, Draw: drawCutwocol,
		Docs: []eDoc{{0, "ghostscript"}, {1, "ghostscript"}, {2, "ghostscript"}, {3, "ghostscript"},
			{0, "fpdf-core"}, {2, "fpdf-core"}, {3, "fpdf-words"}, {1, "reportlab"}},
	})
}

const ctPhone, ctWeb = "(608) 555-0129", "hollis-creek-ccu.org"

func ctCard(fs *fstmt) string   { return digits(fs.Opening*7+9, 4) }
func ctMember(fs *fstmt) string { return digits(fs.Opening*5+2, 6) }

func prepareCutwocol(fs *fstmt) {
	fs.Creator = "HCCCU Statement Services"
	info := ePrep(fs)
	card := ctCard(fs)
	city, st := famCityState(fs)
	trace := func(i int) string { return "Trace 0719" + famDigits(fs, i, "tr", 11) }
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		k := r.Code
		ymd := r.Date.Format("060102")
		// The day a card was used, printed as the Trans Date (kept in
		// PrintedDate until the drawing, which clears it).
		switch k {
		case kCard, kCardPin, kRecurring, kRefund:
			r.PrintedDate = "trans:" + in.AuthDay.Format("01/02")
		}
		switch k {
		case kSquare:
			eSet(r, k, "ACH Deposit SQUARE INC SDR SQ"+ymd, "Ind ID L2"+famAlnum(fs, i, "sq", 11)+" "+trace(i))
		case kStripe:
			eSet(r, k, "ACH Deposit STRIPE TRANSFER", "Ind ID "+strings.ToUpper(in.Ref)+" "+trace(i))
		case kClover:
			eSet(r, k, "ACH Deposit CLOVER APP MKT MTOT DEP", "Ind ID "+famDigits(fs, i, "mid", 12)+" "+trace(i))
		case kShopify:
			eSet(r, k, "ACH Deposit SHOPIFY TRANSFER", "Ind ID ST-"+famAlnum(fs, i, "sh", 12)+" "+trace(i))
		case kACHIn:
			eSet(r, k, "ACH Deposit "+in.Party+" PAYMENT", "Ind ID "+strings.ReplaceAll(in.Ref, " ", "")+" "+trace(i))
		case kTaxRefund:
			eSet(r, k, "ACH Deposit IRS TREAS 310 TAX REF", "Ind ID XXXXX"+famDigits(fs, i, "tin", 4)+" "+trace(i))
		case kMobile:
			eSet(r, k, "Mobile Deposit Check", "Item 1 Ref "+famDigits(fs, i, "mob", 8))
		case kBranchDep:
			eSet(r, k, "Teller Deposit", "Branch 02 Drawer "+famDigits(fs, i, "dr", 1))
		case kZelleIn:
			eSet(r, k, "Zelle Deposit from "+in.Party, "Ref "+famAlnum(fs, i, "z", 10))
		case kXferIn:
			eSet(r, k, "Transfer from Share 01 Regular Savings")
		case kRefund:
			eSet(r, k, "POS Return "+cmWhere(in.Party, city, st), "Card ending "+card)
		case kFeeRev:
			eSet(r, k, "Fee Refund Monthly Service Charge")
		case kFunding:
			eSet(r, k, "Incoming Wire", "From "+in.Party+" LLC Ref "+in.Ref, "OBI Funding Advance")
		case kCheck:
			eSet(r, k, fmt.Sprintf("CHECK #%d", r.CheckNo))
		case kCard:
			eSet(r, k, "POS Withdrawal "+cmWhere(in.Party, city, st), "Card ending "+card+" Auth "+famDigits(fs, i, "auth", 6))
		case kCardPin:
			eSet(r, k, "POS Withdrawal PIN "+in.Party+" "+city+" "+st, "Card ending "+card+" Auth "+famDigits(fs, i, "auth", 6))
		case kRecurring:
			eSet(r, k, "POS Withdrawal Recurring "+cmWhere(in.Party, city, st), "Card ending "+card)
		case kATM:
			eSet(r, k, "ATM Withdrawal HOLLIS CREEK CCU MAIN", "Card ending "+card+" Term 00"+famDigits(fs, i, "t", 2))
		case kPayroll:
			eSet(r, k, "ACH Withdrawal ADP WAGE PAY WAGE PAY", "Ind ID "+in.Ref+" "+trace(i))
		case kPayrollTax:
			eSet(r, k, "ACH Withdrawal ADP TAX ADP TAX", "Ind ID "+famDigits(fs, i, "adp", 6)+famAlnum(fs, i, "adpx", 4)+" "+trace(i))
		case kUtility:
			eSet(r, k, "ACH Withdrawal "+in.Party+" UTIL PMT", "Ind ID "+eID(fs, in.Party, "ua", 10)+" "+trace(i))
		case kBillPay:
			eSet(r, k, "Bill Payment "+in.Party, "Payee 00"+eID(fs, in.Party, "py", 3)+" Conf "+famDigits(fs, i, "bp", 8))
		case kZelleOut:
			eSet(r, k, "Zelle Payment to "+in.Party, "Ref "+famAlnum(fs, i, "z", 10))
		case kXferOut:
			eSet(r, k, "Transfer to Share 01 Regular Savings")
		case kMCAPay:
			eSet(r, k, "ACH Withdrawal "+in.Party+" DEBIT", "Ind ID "+eID(fs, in.Party, "mca", 12)+" "+trace(i))
		case kLoanPay:
			eSet(r, k, "ACH Withdrawal "+in.Party+" INC LOAN PMT", "Ind ID "+eID(fs, in.Party, "loan", 10)+" "+trace(i))
		case kWireOut:
			eSet(r, k, "Outgoing Wire", "To "+in.Party, "Fed Ref "+r.Date.Format("0102")+"L1B7HC1C"+famDigits(fs, i, "imad", 6))
		case kReturned:
			eSet(r, k, "Returned Item Deposited Check", "Chk "+famDigits(fs, i, "rck", 4)+" Dep "+eBizDayBefore(eBizDayBefore(r.Date)).Format("01/02")+" NSF")
		case kNSF:
			eSet(r, k, "NSF Fee - Item Returned", "Item Amount $"+money(fs.Rows[in.Trigger].Cents))
		case kOD:
			eSet(r, k, "Overdraft Privilege Fee", "Item Amount $"+money(fs.Rows[in.Trigger].Cents))
		case kMonthly:
			eSet(r, k, "Monthly Service Charge")
		default:
			panic("cutwocol: no wording for " + k)
		}
	}
	// Dividends on the checking at each month end, 0.10% a year on the
	// month's average balance when it is $2,500.00 or more.
	for _, dd := range cmDivDays(fs) {
		var sum, n int64
		b, j := fs.Opening, 0
		for d := fs.Start; !d.After(dd); d = d.AddDate(0, 0, 1) {
			for j < len(fs.Rows) && !fs.Rows[j].Date.After(d) {
				b = fs.Rows[j].Balance
				j++
			}
			if d.Month() == dd.Month() {
				sum += b
				n++
			}
		}
		div := sum / n * 10 / 10000 * int64(dd.Day()) / 365
		if sum/n < 250000 || div <= 0 {
			continue
		}
		row := frow{txn: txn{Date: dd, Cents: div, Credit: true, Category: "other"}}
		eSet(&row, kDividend, "Dividend Deposit", "Rate 0.100% APY Earned 0.10%")
		k := len(fs.Rows)
		for k > 0 && fs.Rows[k-1].Date.After(dd) {
			k--
		}
		for k > 0 && fs.Rows[k-1].Date.Equal(dd) && eKind(fs.Rows[k-1]) == kMonthly {
			k--
		}
		fs.insertRow(k, row)
		fs.rebalance()
	}
}

func drawCutwocol(fs *fstmt, producer string) *doc {
	const (
		L, R   = 40.0, 572.0
		bottom = 730.0
		size   = 8.2
		lh     = 9.8
	)
	d := newDoc()
	d.font = "serif"
	member := ctMember(fs)
	period := fs.Start.Format("01/02/06") + " - " + fs.End.Format("01/02/06")
	chk4 := fs.AccountNo[len(fs.AccountNo)-4:]
	xT, xP, xDesc, xW, xD, xB := L+2, 84.0, 128.0, 424.0, 494.0, R-2
	var cont func()
	d.header = func(d *doc) {
		d.y = 44
		d.text(L, "HOLLIS CREEK COMMUNITY CREDIT UNION", 9.5, true)
		d.fbAt(R, 44, "Member Number "+member, 8, false, true)
		d.nl(10)
		d.fbAt(R, 54, "Statement Period "+period, 8, false, true)
		d.fbRule(L, R, 70, 0.4)
		d.y = 86
		if cont != nil {
			cont()
		}
	}
	need := func(h float64) {
		if d.y+h > bottom {
			d.page++
			d.header(d)
		}
	}

	// Page 1 letterhead.
	d.y = 50
	d.text(L, "Hollis Creek", 20, true)
	d.nl(14)
	d.text(L, "COMMUNITY CREDIT UNION", 9, false)
	d.nl(11)
	d.text(L, "412 Water Street  •  PO Box 88  •  Hollis Creek, WI 53588  •  "+ctPhone, 7.5, false)
	d.fbBox(370, 34, R, 50, 0.3)
	d.fbAt(378, 46, "STATEMENT OF ACCOUNT", 9, true, false)
	d.fbAt(378, 57, "Statement Period: "+period, 8, false, false)
	d.fbAt(378, 67, "Member Number: "+member, 8, false, false)
	d.y = 118
	for _, l := range []string{fs.Holder, fs.Street, fs.City} {
		d.text(L+30, l, 9.5, false)
		d.nl(11.5)
	}

	// The savings share: the par value and the checking's transfers.
	sav := struct {
		Open, Clos, Div, YTD int64
		Rows                 []cmLine
	}{Open: 250000 + fs.Opening%400000}
	bal := sav.Open
	for _, r := range fs.Rows {
		switch eKind(r) {
		case kXferOut:
			bal += r.Cents
			sav.Rows = append(sav.Rows, cmLine{r.Date, "Transfer from Share 70 Business Checking", r.Cents, true, bal})
		case kXferIn:
			if bal-r.Cents < 500 {
				// The share keeps its par value: the member deposited
				// to it the same day before the transfer.
				dep := 500 - (bal - r.Cents) + 100000
				bal += dep
				sav.Rows = append(sav.Rows, cmLine{r.Date, "Teller Deposit", dep, true, bal})
			}
			bal -= r.Cents
			sav.Rows = append(sav.Rows, cmLine{r.Date, "Transfer to Share 70 Business Checking", r.Cents, false, bal})
		}
	}
	for _, dd := range cmDivDays(fs) {
		div := max(1, bal*5/10000*int64(dd.Day())/365)
		bal += div
		k := len(sav.Rows)
		for k > 0 && sav.Rows[k-1].D.After(dd) {
			k--
		}
		sav.Rows = append(sav.Rows[:k:k], append([]cmLine{{dd, "Dividend Deposit", div, true, 0}}, sav.Rows[k:]...)...)
		sav.Div += div
		if dd.Year() == fs.End.Year() {
			sav.YTD += div
		}
	}
	b := sav.Open
	var scr, sdb int64
	var nscr, nsdb int
	for i := range sav.Rows {
		if sav.Rows[i].Credit {
			b += sav.Rows[i].Cents
			if sav.Rows[i].Desc != "Dividend Deposit" {
				scr += sav.Rows[i].Cents
				nscr++
			}
		} else {
			b -= sav.Rows[i].Cents
			sdb += sav.Rows[i].Cents
			nsdb++
		}
		sav.Rows[i].Bal = b
	}
	sav.Clos = b
	sav.YTD += eYTDPrior(fs, 118)
	eCheck(fs, "savings balance", sav.Open+scr+sav.Div-sdb, sav.Clos)

	// Two columns: the summary on the left, the messages on the right.
	var cr, db, fees, div int64
	var ncr, ndb int
	for _, r := range fs.Rows {
		switch {
		case eKind(r) == kDividend:
			div += r.Cents
		case r.Credit:
			cr += r.Cents
			ncr++
		case r.Category == "fee" || r.Category == "nsf_fee":
			fees += r.Cents
		default:
			db += r.Cents
			ndb++
		}
	}
	eCheck(fs, "checking summary", fs.OpenP+cr+div-db-fees, fs.CloseP)
	top := 170.0
	d.y = top
	d.text(L, "ACCOUNT SUMMARY", 10, true)
	d.fbRule(L, 300, d.y+3, 0.4)
	d.nl(16)
	summ := func(title string, rows [][2]string) {
		d.text(L, title, 8.6, true)
		d.nl(lh + 1)
		for _, t := range rows {
			bold := strings.HasPrefix(t[0], "Ending")
			d.text(L+8, t[0], size, bold)
			d.rtext(296, t[1], size, bold)
			d.nl(lh)
		}
		d.nl(7)
	}
	summ("Regular Savings  —  Share 01", [][2]string{
		{"Beginning Balance", "$" + money(sav.Open)},
		{fmt.Sprintf("Deposits (%d)", nscr), "+" + money(scr)},
		{fmt.Sprintf("Withdrawals (%d)", nsdb), "-" + money(sdb)},
		{"Dividends", "+" + money(sav.Div)},
		{"Ending Balance", "$" + money(sav.Clos)},
	})
	summ("Business Checking  —  Share 70  (Acct ending "+chk4+")", [][2]string{
		{"Beginning Balance", ctSigned(fs.OpenP)},
		{fmt.Sprintf("Deposits (%d)", ncr), "+" + money(cr)},
		{fmt.Sprintf("Withdrawals (%d)", ndb), "-" + money(db)},
		{"Dividends", "+" + money(div)},
		{"Fees", "-" + money(fees)},
		{"Ending Balance", ctSigned(fs.CloseP)},
	})
	leftEnd := d.y
	// Messages.
	mx := 320.0
	d.y = top
	d.fbBand(mx, d.y-11, R, 15, 0.2)
	d.textc(mx+6, "MESSAGES", 9, true, 1)
	d.nl(16)
	closed := map[time.Month]string{time.January: "Monday, January 19 for Martin Luther King Jr. Day and Monday, February 16 for Presidents' Day",
		time.February: "Monday, May 25 for Memorial Day", time.November: "Thursday, November 27 for Thanksgiving and Thursday, December 25 for Christmas"}
	msgs := []string{
		"Our offices will be closed " + closed[fs.End.Month()] + ". Online and mobile banking remain available 24/7.",
		fmt.Sprintf("The %d Annual Meeting will be held Tuesday, March 17 at 6:30 p.m. at the Hollis Creek Community Center, 200 N 3rd Street. Three directors will be elected.", fs.End.Year()+map[bool]int{true: 1, false: 0}[fs.End.Month() >= time.November]),
		"Equipment loans for your business from 6.49% APR* for up to 60 months. *APR = Annual Percentage Rate; rate shown for terms of 36 months with excellent credit. Call " + ctPhone + ".",
		"Business Checking earns dividends of 0.10% (0.10% APY) on balances of $2,500.00 and more. Dividends are paid on the last day of the month.",
	}
	for _, m := range msgs {
		for _, l := range wrapWidth(m, R-mx-12, 7.6, false) {
			d.text(mx+6, l, 7.6, false)
			d.nl(9)
		}
		d.nl(5)
	}
	d.fbBox(mx, top-11, R, d.y-top+6, 0.3)
	d.y = max(d.y, leftEnd) + 14

	// Activity of each share.
	heads := func() {
		d.fbRule(L, R, d.y-9, 0.4)
		d.text(xT, "Trans Date", 7.2, true)
		d.text(xP, "Post Date", 7.2, true)
		d.text(xDesc, "Description", 7.2, true)
		d.rtext(xW, "Withdrawals", 7.2, true)
		d.rtext(xD, "Deposits", 7.2, true)
		d.rtext(xB, "Balance", 7.2, true)
		d.fbRule(L, R, d.y+3, 0.4)
		d.nl(lh + 3)
	}
	open := func(title string) {
		need(60)
		d.text(L, title, 9.5, true)
		d.nl(14)
		heads()
		cont = func() {
			d.text(L, title+" (continued)", 8.5, true)
			d.nl(13)
			heads()
		}
	}
	balRow := func(t time.Time, label string, v int64) {
		d.text(xP, t.Format("01/02"), size, false)
		d.text(xDesc, label, size, true)
		d.rtext(xB, ctSigned(v), size, true)
		d.nl(lh)
	}
	open("BUSINESS CHECKING  —  SHARE 70  —  ACCOUNT XXXXXXXX" + chk4)
	balRow(fs.Start, "Beginning Balance", fs.OpenP)
	rows := fs.visible()
	eRunning(fs, rows)
	for i := range rows {
		r := &rows[i]
		ls := eLinesW(*r, xW-xDesc-70, size)
		if eKind(*r) == kCheck {
			ls = []string{fmt.Sprintf("Check %d", r.CheckNo)}
		}
		need(lh * float64(len(ls)))
		td := r.Date.Format("01/02")
		if t, ok := strings.CutPrefix(r.PrintedDate, "trans:"); ok {
			td = t
		}
		d.text(xT, td, size, false)
		d.text(xP, r.Date.Format("01/02"), size, false)
		if r.Credit {
			d.rtext(xD, money(r.Cents), size, false)
		} else {
			d.rtext(xW, money(r.Cents), size, false)
		}
		d.rtext(xB, ctSigned(r.Balance), size, false)
		for _, l := range ls {
			d.text(xDesc, l, size, false)
			d.nl(lh)
		}
	}
	need(lh * 2)
	balRow(fs.End, "Ending Balance", fs.CloseP)
	cont = nil
	d.nl(8)

	// Year-to-date and fee totals.
	var od, nsf, odY, nsfY, divY int64
	for _, r := range fs.Rows {
		y := r.Date.Year() == fs.End.Year()
		switch eKind(r) {
		case kOD:
			od += r.Cents
			if y {
				odY += r.Cents
			}
		case kNSF:
			nsf += r.Cents
			if y {
				nsfY += r.Cents
			}
		case kDividend:
			if y {
				divY += r.Cents
			}
		}
	}
	need(60)
	d.fbBand(L, d.y-9, R, 13, 0.9)
	d.text(L+4, "Fees and Dividends", 8.5, true)
	d.rtext(440, "Total This Period", 7.5, true)
	d.rtext(R-4, "Total Year-to-Date", 7.5, true)
	d.nl(lh + 4)
	for _, t := range []struct {
		l    string
		a, y int64
	}{{"Total Overdraft Fees", od, odY + eYTDPrior(fs, 3500)}, {"Total Returned Item Fees", nsf, nsfY}, {"Dividends Paid", div, divY + eYTDPrior(fs, 612)}} {
		d.text(L+8, t.l, size, false)
		d.rtext(440, "$"+money(t.a), size, false)
		d.rtext(R-4, "$"+money(t.y), size, false)
		d.nl(lh)
	}
	d.nl(12)

	open("REGULAR SAVINGS  —  SHARE 01")
	balRow(fs.Start, "Beginning Balance", sav.Open)
	for _, r := range sav.Rows {
		need(lh)
		d.text(xT, r.D.Format("01/02"), size, false)
		d.text(xP, r.D.Format("01/02"), size, false)
		d.text(xDesc, r.Desc, size, false)
		if r.Credit {
			d.rtext(xD, money(r.Cents), size, false)
		} else {
			d.rtext(xW, money(r.Cents), size, false)
		}
		d.rtext(xB, ctSigned(r.Bal), size, false)
		d.nl(lh)
	}
	need(lh * 2)
	balRow(fs.End, "Ending Balance", sav.Clos)
	cont = nil
	d.nl(4)
	d.text(xDesc, fmt.Sprintf("Dividend Rate 0.050%%   APY Earned 0.05%%   YTD Dividends $%s", money(sav.YTD)), 7.4, false)
	d.nl(lh + 10)

	for _, p := range []string{
		"ERROR RESOLUTION NOTICE. In case of errors or questions about your electronic transfers, telephone us at " + ctPhone + " or write us at Hollis Creek Community Credit Union, PO Box 88, Hollis Creek, WI 53588 as soon as you can. We must hear from you no later than 60 days after we sent you the FIRST statement on which the problem or error appeared. We will determine whether an error occurred within 10 business days after we hear from you and will correct any error promptly; if we need more time, we may take up to 45 days to investigate.",
		"OVERDRAFT PRIVILEGE. We may pay an item that overdraws your account for a fee of $35.00 per item. An item returned unpaid is charged $35.00. The Regular Savings must keep its $5.00 par value. Your savings are federally insured to at least $250,000 by the National Credit Union Administration, a U.S. Government Agency.",
	} {
		for _, l := range wrapWidth(p, R-L, 7.2, false) {
			need(lh)
			d.text(L, l, 7.2, false)
			d.nl(8.8)
		}
		d.nl(5)
	}
	d.footer = func(d *doc, page, total int) {
		d.fbAt(R, 760, fmt.Sprintf("Page %d of %d", page, total), 7.5, false, true)
		d.fbAt(L, 760, "Hollis Creek Community Credit Union  •  "+ctWeb+"  •  Federally insured by NCUA", 7, false, false)
	}
	d.finish()
	for i := range fs.Rows {
		if strings.HasPrefix(fs.Rows[i].PrintedDate, "trans:") {
			fs.Rows[i].PrintedDate = ""
		}
	}
	fs.printTotals(shows{Running: "every_row"})
	fs.Notes = append(fs.Notes, "The answer is the Business Checking (share 70); the Regular Savings (share 01) is another account, and the transfers between them appear on both.",
		"Trans Date is the day a card was used; the answer's date is the Post Date. Beginning Balance and Ending Balance rows are not transactions; Dividend Deposit is.",
		"The summary prints deposits, withdrawals, dividends and fees apart, so no printed figure is the total of all credits or all debits.")
	return d
}

// ctSigned prints a balance with a leading minus when negative.
func ctSigned(c int64) string {
	if c < 0 {
		return "-" + money(c)
	}
	return money(c)
}
