package main

import (
	"fmt"
	"strings"
)

// ---- tidewater: a TD-style business statement.
//
// Modelled conventions: "STATEMENT OF ACCOUNT" with a Page: / Statement
// Period: Jan 01 2026-Jan 31 2026 / Cust Ref #: / Primary Account #:
// block on every page; the product band ("TC Business Convenience Plus")
// over an ACCOUNT SUMMARY by kind in two columns (Beginning Balance,
// Deposits, Electronic Deposits, Other Credits | Checks Paid, Electronic
// Payments, Other Withdrawals, Service Charges, Ending Balance) and the
// Average Collected Balance, interest and APY lines; DAILY ACCOUNT
// ACTIVITY in subsections, each a POSTING DATE | DESCRIPTION | AMOUNT
// table closed by "Subtotal:"; descriptions "CCD DEPOSIT, SQUARE INC …",
// "DEBIT CARD PURCHASE, *****12345678 4410, AUT 010526 VISA DDA PUR" with
// the merchant and "CITY * ST" on the next line, "eTransfer Debit, Online
// Xfer" with "Transfer to SV …" on the next line; "Checks Paid  No.
// Checks: 4  *Indicates break in serial sequence …" with checks two
// across (DATE | SERIAL NO. | AMOUNT); fee labels OVERDRAFT PD and
// OVERDRAFT RTN; a DAILY BALANCE SUMMARY whose first entry is the day
// before the period with the opening balance; a "How to Balance your
// Account" worksheet and the electronic-transfer and interest notices on
// the last page; body in a serif face.

func prepareTidewater(fs *fstmt) {
	fs.Creator = "OpenText Exstream Version 16.6.0"
	famRenumberChecks(fs)
	info := famClassify(fs)
	city, st := famCityState(fs)
	cardNo := "*****" + fs.AccountNo[:8] + " " + fs.AccountNo[6:10]
	pur := func(i int, kind, auth, what string) string {
		return fmt.Sprintf("%s, %s, AUT %s %s %s %s * %s", kind, cardNo, auth, map[bool]string{true: "DDA PURCHASE", false: "VISA DDA PUR"}[kind == "DEBIT POS"], what, city, st)
	}
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		auth := in.AuthDay.Format("010206")
		switch r.Code {
		case kSquare:
			r.Desc = "CCD DEPOSIT, SQUARE INC " + r.Date.Format("060102") + "P2 L2" + famDigits(fs, i, "sq", 11)
		case kStripe:
			r.Desc = "CCD DEPOSIT, STRIPE TRANSFER " + in.Ref
		case kClover:
			r.Desc = "CCD DEPOSIT, CLOVER APP MKT MTOT DEP " + famDigits(fs, i, "mid", 12)
		case kShopify:
			r.Desc = "CCD DEPOSIT, SHOPIFY TRANSFER ST-" + famAlnum(fs, i, "sh", 12)
		case kACHIn:
			r.Desc = "ACH DEPOSIT, " + in.Party + " PAYMENT " + strings.ReplaceAll(in.Ref, " ", "")
		case kTaxRefund:
			r.Desc = "ACH DEPOSIT, IRS TREAS 310 TAX REF XXXXXXXXX" + famDigits(fs, i, "tin", 3)
		case kZelleIn:
			r.Desc = "ZELLE RECEIVE, " + in.Party + " " + famAlnum(fs, i, "z", 11)
		case kMobile:
			r.Desc = "MOBILE DEPOSIT"
		case kBranchDep:
			r.Desc = "DEPOSIT"
		case kXferIn:
			r.Desc = "eTransfer Credit, Online Xfer Transfer from SV " + fs.AccountNo[:6] + in.Acct4
		case kRefund:
			r.Desc = fmt.Sprintf("DEBIT CARD CREDIT, %s, AUT %s VISA DDA REF %s %s * %s", cardNo, in.AuthDay.Format("010206"), in.Party, city, st)
		case kFeeRev:
			r.Desc = "MAINTENANCE FEE REFUND"
		case kFunding:
			r.Desc = "WIRE TRANSFER INCOMING, " + in.Party + " LLC FUNDING ADV " + in.Ref
		case kCard, kRecurring:
			what := in.Party
			if r.Code == kRecurring {
				what = "RECURRING " + what
			}
			r.Desc = pur(i, "DEBIT CARD PURCHASE", auth, what)
		case kCardPin:
			r.Desc = pur(i, "DEBIT POS", auth, in.Party)
		case kATM:
			r.Desc = fmt.Sprintf("TC ATM DEBIT, %s, AUT %s DDA WITHDRAW %s %s * %s", cardNo, auth, fs.Street, city, st)
		case kPayroll:
			r.Desc = "CCD DEBIT, ADP WAGE PAY WAGE PAY " + in.Ref
		case kPayrollTax:
			r.Desc = "CCD DEBIT, ADP TAX ADP TAX " + famDigits(fs, i, "adp", 6) + famAlnum(fs, i, "adpx", 6)
		case kUtility:
			r.Desc = "ACH DEBIT, " + in.Party + " PAYMENT " + famDigits(fs, i, "uacct", 12)
		case kBillPay:
			r.Desc = "ELECTRONIC PMT-WEB, " + in.Party + " BILLPAY " + famDigits(fs, i, "bp", 7)
		case kZelleOut:
			r.Desc = "ZELLE SEND, " + in.Party + " " + famAlnum(fs, i, "z", 11)
		case kXferOut:
			r.Desc = "eTransfer Debit, Online Xfer Transfer to SV " + fs.AccountNo[:6] + in.Acct4
		case kMCAPay:
			r.Desc = "CCD DEBIT, " + in.Party + " ACH PMT " + famDigits(fs, i, "mca", 12)
		case kLoanPay:
			r.Desc = "CCD DEBIT, " + in.Party + " INC LOAN PYMT " + famDigits(fs, i, "loan", 10)
		case kWireOut:
			r.Desc = "WIRE TRANSFER OUTGOING, " + in.Party + " LLC"
		case kReturned:
			r.Desc = "RETURNED DEPOSIT ITEM, CHECK " + famDigits(fs, i, "rck", 4) + " DEP " + r.Date.AddDate(0, 0, -3).Format("01/02")
		case kNSF:
			r.Desc = "OVERDRAFT RTN"
		case kOD:
			r.Desc = "OVERDRAFT PD"
		case kMonthly:
			r.Desc = "MAINTENANCE FEE"
		}
	}
}

// tdLines breaks a description where the bank starts its second line.
func tdLines(s string) []string {
	for _, k := range []string{" VISA DDA PUR ", " DDA PURCHASE ", " DDA WITHDRAW ", " VISA DDA REF ", " Transfer "} {
		if i := strings.Index(s, k); i > 0 {
			j := i + len(k) - 1
			if k == " Transfer " {
				j = i
			}
			return append(wrapWords(s[:j], 70), wrapWords(s[j+1:], 70)...)
		}
	}
	return wrapWords(s, 70)
}

func drawTidewater(fs *fstmt) *doc {
	const L, R = 48.0, 564.0
	d := newDoc()
	d.font = "serif"
	acct := fs.AccountNo[:3] + "-" + fs.AccountNo[3:]
	period := fs.Start.Format("Jan 02 2006") + "-" + fs.End.Format("Jan 02 2006")
	custRef := fs.AccountNo[2:] + "-717-T-###"
	var marks []op
	info := func(d *doc, y float64) {
		d.y = y
		for _, kv := range [][2]string{{"Page:", ""}, {"Statement Period:", period}, {"Cust Ref #:", custRef}, {"Primary Account #:", acct}} {
			d.text(380, kv[0], 7.5, false)
			if kv[0] == "Page:" {
				marks = append(marks, op{Page: d.page, X: R, Y: d.y, Size: 7.5, Right: true, Font: "serif"})
			} else {
				d.rtext(R, kv[1], 7.5, false)
			}
			d.nl(9.5)
		}
	}
	d.header = func(d *doc) {
		d.y = 40
		d.text(L, "STATEMENT OF ACCOUNT", 10, true)
		d.nl(11)
		d.text(L, fs.Holder, 8, false)
		info(d, 36)
		d.y = 92
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 758
		d.text(L, "Call 1-888-751-9000 for 24-hour Direct Banking service", 7, false)
		d.nl(9)
		d.text(L, "Bank Deposits FDIC Insured | Tidewater Commerce Bank, N.A. | Equal Housing Lender", 7, false)
	})
	p := &pager{d: d, bottom: 738}

	// Page 1.
	d.ops = append(d.ops, op{Page: 1, Kind: "rect", X: L, Y: 30, W: 34, H: 28, Gray: 0.25})
	d.y = 50
	d.textc(L+5, "TC", 15, true, 1)
	d.text(L+42, "TC Bank", 15, true)
	d.nl(10)
	d.text(L+42, "America's Most Accommodating Bank", 7.5, false)
	d.y = 44
	d.rtext(R, "STATEMENT OF ACCOUNT", 11, true)
	info(d, 60)
	d.y = 112
	for _, l := range []string{fs.Holder, fs.Street, fs.City} {
		d.text(L+18, l, 9, false)
		d.nl(11)
	}
	d.y = 176

	groups := famSplit(fs,
		famCode(kMobile, kBranchDep),
		famCode(kSquare, kStripe, kClover, kShopify, kACHIn, kTaxRefund, kZelleIn, kXferIn, kRefund),
		func(r frow) bool { return r.Credit },
		famCode(kCheck),
		famCode(kCard, kCardPin, kRecurring, kPayroll, kPayrollTax, kUtility, kBillPay, kZelleOut, kXferOut, kMCAPay, kLoanPay),
		famCode(kNSF, kOD, kMonthly),
		func(r frow) bool { return !r.Credit })
	dep, edep, ocr, checks, epay, sc, ow := groups[0], groups[1], groups[2], byCheckNo(groups[3]), groups[4], groups[5], groups[6]

	d.ops = append(d.ops, op{Page: d.page, Kind: "rect", X: L, Y: d.y - 11, W: R - L, H: 15, Gray: 0.88})
	d.text(L+4, "TC Business Convenience Plus", 10, true)
	d.nl(16)
	d.text(L, fs.Holder, 8, false)
	d.rtext(R, "Account # "+acct, 8, false)
	d.nl(16)
	d.text(L, "ACCOUNT SUMMARY", 9, true)
	d.nl(4)
	d.hline(L, R)
	d.nl(10)
	y0 := d.y
	for _, kv := range []struct {
		l string
		v int64
	}{{"Beginning Balance", fs.OpenP}, {"Deposits", total(dep)}, {"Electronic Deposits", total(edep)}, {"Other Credits", total(ocr)}} {
		d.text(L, kv.l, 8, false)
		d.rtext(260, signed(kv.v), 8, false)
		d.nl(11)
	}
	d.nl(6)
	coll := threeRiversCollected(fs)
	var avgColl int64
	for _, c := range coll {
		avgColl += c
	}
	avgColl /= int64(len(coll))
	days := int(fs.End.Sub(fs.Start).Hours()/24) + 1
	for _, kv := range [][2]string{{"Average Collected Balance", signed(avgColl)}, {"Interest Earned This Period", "0.00"},
		{"Interest Paid Year-to-Date", "0.00"}, {"Annual Percentage Yield Earned", "0.00%"}, {"Days in Period", fmt.Sprint(days)}} {
		d.text(L, kv[0], 8, false)
		d.rtext(260, kv[1], 8, false)
		d.nl(11)
	}
	y1 := d.y
	d.y = y0
	end := fs.OpenP + total(dep) + total(edep) + total(ocr)
	for _, kv := range []struct {
		l string
		v int64
	}{{"Checks Paid", total(checks)}, {"Electronic Payments", total(epay)}, {"Other Withdrawals", total(ow)}, {"Service Charges", total(sc)}} {
		d.text(330, kv.l, 8, false)
		d.rtext(R, money(kv.v), 8, false)
		d.nl(11)
		end -= kv.v
	}
	famMust("tidewater ending", end, fs.CloseP)
	d.text(330, "Ending Balance", 8, true)
	d.rtext(R, signed(fs.CloseP), 8, true)
	d.y = y1 + 12

	// DAILY ACCOUNT ACTIVITY.
	d.text(L, "DAILY ACCOUNT ACTIVITY", 9, true)
	d.nl(4)
	d.hline(L, R)
	d.nl(12)
	heads := func() {
		d.text(L, "POSTING DATE", 7, true)
		d.text(L+70, "DESCRIPTION", 7, true)
		d.rtext(R, "AMOUNT", 7, true)
		d.nl(10)
	}
	sub := func(name string, rows []frow, extra string) {
		if len(rows) == 0 {
			return
		}
		p.need(48)
		d.text(L, name, 8.5, true)
		if extra != "" {
			d.text(L+90, extra, 7, false)
		}
		d.nl(11)
		heads()
		p.after = func(d *doc) {
			d.text(L, name+" (continued)", 8.5, true)
			d.nl(11)
			heads()
		}
		for _, r := range rows {
			lines := tdLines(r.Desc)
			p.need(float64(len(lines))*9.5 + 1)
			d.text(L, fs.date(&r, "01/02"), 8, false)
			d.rtext(R, money(r.Cents), 8, false)
			for _, l := range lines {
				d.text(L+70, l, 8, false)
				d.nl(9.5)
			}
			d.nl(1)
		}
		p.after = nil
		p.need(14)
		d.ops = append(d.ops, op{Page: d.page, Kind: "line", X: R - 80, Y: d.y - 7, W: 80, Gray: 0.3})
		d.nl(2)
		d.text(L+340, "Subtotal:", 8, true)
		d.rtext(R, money(total(rows)), 8, true)
		d.nl(16)
	}
	sub("Deposits", dep, "")
	sub("Electronic Deposits", edep, "")
	sub("Other Credits", ocr, "")
	if len(checks) > 0 {
		p.need(56)
		d.text(L, "Checks Paid", 8.5, true)
		d.text(L+70, fmt.Sprintf("No. Checks: %d", len(checks)), 7.5, false)
		d.text(L+150, "*Indicates break in serial sequence or check processed electronically and listed under Electronic Payments", 6.5, false)
		d.nl(11)
		xs := []float64{L, L + 260}
		cheads := func() {
			for _, x := range xs {
				d.text(x, "DATE", 7, true)
				d.text(x+60, "SERIAL NO.", 7, true)
				d.rtext(x+240, "AMOUNT", 7, true)
			}
			d.nl(10)
		}
		cheads()
		p.after = func(d *doc) {
			d.text(L, "Checks Paid (continued)", 8.5, true)
			d.nl(11)
			cheads()
		}
		prev := 0
		for k := 0; k < len(checks); k += 2 {
			p.need(10)
			for c := 0; c < 2 && k+c < len(checks); c++ {
				r := checks[k+c]
				no := fmt.Sprint(r.CheckNo)
				if prev != 0 && r.CheckNo != prev+1 {
					no += "*"
				}
				prev = r.CheckNo
				d.text(xs[c], fs.date(&r, "01/02"), 8, false)
				d.text(xs[c]+60, no, 8, false)
				d.rtext(xs[c]+240, money(r.Cents), 8, false)
			}
			d.nl(10)
		}
		p.after = nil
		p.need(14)
		d.nl(2)
		d.text(L+340, "Subtotal:", 8, true)
		d.rtext(R, money(total(checks)), 8, true)
		d.nl(16)
	}
	sub("Electronic Payments", epay, "")
	sub("Other Withdrawals", ow, "")
	sub("Service Charges", sc, "")

	// DAILY BALANCE SUMMARY: the day before the period carries the
	// opening balance.
	e := famDayEnds(fs)
	famMust("tidewater daily", e[len(e)-1].B, fs.CloseP)
	type db struct {
		s string
		b int64
	}
	var bal []db
	bal = append(bal, db{fs.Start.AddDate(0, 0, -1).Format("01/02"), fs.OpenP})
	for _, x := range e {
		bal = append(bal, db{x.D.Format("01/02"), x.B})
	}
	per := (len(bal) + 1) / 2
	p.need(min(float64(per)*10+40, 420))
	d.nl(4)
	d.text(L, "DAILY BALANCE SUMMARY", 9, true)
	d.nl(4)
	d.hline(L, R)
	d.nl(11)
	xs := []float64{L, L + 260}
	bheads := func() {
		for _, x := range xs {
			d.text(x, "DATE", 7, true)
			d.rtext(x+200, "BALANCE", 7, true)
		}
		d.nl(10)
	}
	bheads()
	p.after = func(d *doc) {
		d.text(L, "DAILY BALANCE SUMMARY (continued)", 9, true)
		d.nl(12)
		bheads()
	}
	for i := 0; i < per; i++ {
		p.need(10)
		for c := 0; c < 2; c++ {
			if k := c*per + i; k < len(bal) {
				d.text(xs[c], bal[k].s, 8, false)
				d.rtext(xs[c]+200, signed(bal[k].b), 8, false)
			}
		}
		d.nl(10)
	}
	p.after = nil

	// Last page: worksheet and notices.
	p.need(1000)
	d.text(L, "How to Balance your Account", 10, true)
	d.nl(14)
	steps := []string{
		"1. Your ending balance shown on this statement is: ______________",
		"2. List below the amount of deposits or credit transfers which do not appear on this statement. Total the deposits and enter on Line 2.",
		"3. Subtotal by adding lines 1 and 2.",
		"4. List below the total amount of withdrawals that do not appear on this statement. Total the withdrawals and enter on Line 4.",
		"5. Subtract Line 4 from 3. This adjusted balance should equal your account balance.",
	}
	for _, s := range steps {
		wrapPara(p, L, s, 120, 7.5, 9.5)
	}
	d.nl(6)
	for _, h := range []string{"DEPOSITS NOT ON STATEMENT", "WITHDRAWALS NOT ON STATEMENT"} {
		d.text(L, h, 7, true)
		d.text(L+200, "DOLLARS", 7, true)
		d.text(L+250, "CENTS", 7, true)
		d.nl(9)
		for k := 0; k < 4; k++ {
			d.hline(L, L+290)
			d.nl(11)
		}
		d.text(L, "Total Deposits / Withdrawals", 7, false)
		d.nl(14)
	}
	d.nl(8)
	for _, s := range []string{
		"FOR CONSUMER ACCOUNTS ONLY - IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC FUND TRANSFERS: If you need information about an electronic fund transfer or if you believe there is an error on your bank statement or receipt relating to an electronic fund transfer, telephone the bank immediately at the phone number listed on the front of your statement or write to: Tidewater Commerce Bank, N.A., Deposit Operations Dept, P.O. Box 1377, Lewiston, Maine 04243-1377. We must hear from you no later than sixty (60) calendar days after we sent you the first statement upon which the error or problem first appeared. When contacting the Bank, please explain as clearly as you can why you believe there is an error or why more information is needed. During the investigation, we may provisionally credit your account within ten (10) business days (twenty (20) for new accounts); the investigation may take up to forty-five (45) days, or ninety (90) days for new accounts and point-of-sale transactions.",
		"FOR CONSUMER LOAN ACCOUNTS ONLY - BILLING RIGHTS SUMMARY: In case of errors or questions about your bill, write us at Tidewater Commerce Bank, N.A., Operations Center, P.O. Box 1377, Lewiston, Maine 04243-1377 as soon as possible. We must hear from you no later than sixty (60) days after we sent you the FIRST bill on which the error or problem appeared.",
		fmt.Sprintf("INTEREST NOTICE: Total interest credited by Tidewater Commerce Bank, N.A. to you this year will be reported to the Internal Revenue Service and State tax authorities. The amount to be reported will be reported separately to you by January 31, %d.", fs.End.Year()+1),
	} {
		wrapPara(p, L, s, 150, 6.5, 8)
		d.nl(4)
	}

	fs.printTotals(shows{Daily: true})
	famPrintedOrder(fs, dep, edep, ocr, checks, epay, ow, sc)
	d.finish()
	for _, m := range marks {
		m.Text = fmt.Sprintf("%d of %d", m.Page, d.page)
		d.ops = append(d.ops, m)
	}
	return d
}
