package main

import (
	"fmt"
	"strings"
	"time"
)

func init() {
	dFamilies = append(dFamilies, dFamily{
		Seed: 42000, Name: "ledgercollect", Bank: "Fifth Meridian Bank", Aliases: []string{"Fifth Meridian Bank, National Association", "Fifth Meridian"},
		Prepare: prepareLedgerCollect, Draw: drawLedgerCollect,
		Docs: []cDoc{dDoc(0, "fpdf-core"), dDoc(1, "fpdf-words"), dDoc(2, "fpdf-ttf"), dDoc(3, "fpdf-core"),
			dDoc(0, "cairo"), dDoc(3, "cairo"), dDoc(1, "ghostscript"), dDoc(2, "ghostscript")},
	})
}

// prepareLedgerCollect words the rows as a commercial bank's analyzed
// account prints them: a transaction type on the first line
// (PREAUTHORIZED CREDIT, DEBIT CARD PURCHASE, WIRE TRANSFER IN, DEPOSIT,
// INTERNAL TRANSFER…) and the detail on the lines below, and turns the
// model's monthly fee into the account analysis service charge for the
// month before the period (its amount from the analysis, so the
// statement is rebalanced).
func prepareLedgerCollect(fs *fstmt) {
	info := dPrepare(fs)
	city, st := famCityState(fs)
	card := digits(fs.Opening*37+1, 4)
	rebal := false
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		k := r.Code
		yymmdd := r.Date.Format("060102")
		switch k {
		case kCheck:
			r.Code = kCheck + "|"
		case kSquare:
			setDesc(r, k, "PREAUTHORIZED CREDIT", "SQUARE INC SQ"+yymmdd+" L"+strings.TrimPrefix(in.Ref, "SQ")+" CCD")
		case kStripe:
			setDesc(r, k, "PREAUTHORIZED CREDIT", "STRIPE TRANSFER "+strings.TrimPrefix(in.Ref, "ST-")+" CCD")
		case kClover:
			setDesc(r, k, "PREAUTHORIZED CREDIT", "CLOVER MERCH DEP DEPOSIT 52"+famDigits(fs, i, "mid", 10)+" CCD")
		case kShopify:
			setDesc(r, k, "PREAUTHORIZED CREDIT", "SHOPIFY PAYOUT "+famAlnum(fs, i, "sh", 9)+" CCD")
		case kACHIn:
			setDesc(r, k, "PREAUTHORIZED CREDIT", in.Party+" PAYMENT "+in.Ref+" CCD")
		case kTaxRefund:
			setDesc(r, k, "PREAUTHORIZED CREDIT", "IRS TREAS 310 TAX REF "+famDigits(fs, i, "irs", 15)+" PPD")
		case kMobile:
			setDesc(r, k, "DEPOSIT", "REMOTE DEPOSIT CAPTURE BATCH "+in.Ref)
		case kBranchDep:
			setDesc(r, k, "DEPOSIT", "BRANCH "+famDigits(fs, i, "br", 4)+" "+city+" "+st)
		case kZelleIn:
			setDesc(r, k, "ZELLE CREDIT", "FROM "+in.Party+" "+famAlnum(fs, i, "z", 10))
		case kXferIn:
			setDesc(r, k, "INTERNAL TRANSFER CREDIT", "FROM MONEY MARKET XXXXXX"+in.Acct4)
		case kRefund:
			m, _ := merchantOf("CARD PURCHASE 00/00 " + in.Party)
			setDesc(r, k, "DEBIT CARD CREDIT", m+" "+city+" "+st+" "+in.AuthDay.Format("01/02")+" CARD "+card)
		case kFeeRev:
			setDesc(r, k, "SERVICE CHARGE REVERSAL", "")
		case kFunding:
			setDesc(r, k, "WIRE TRANSFER IN", "ORG "+in.Party+" LLC OBI FUNDING REF "+in.Ref+" SND BK CITIBANK NA")
		case kCard, kRecurring, kCardPin:
			setDesc(r, k, "DEBIT CARD PURCHASE", in.Party+" "+city+" "+st+" "+in.AuthDay.Format("01/02")+" CARD "+card)
		case kATM:
			setDesc(r, k, "ATM WITHDRAWAL", dATMAddr(fs, i)+" "+city+" "+st+" CARD "+card)
		case kPayroll:
			setDesc(r, k, "PREAUTHORIZED DEBIT", "ADP WAGE PAY WAGE PAY "+in.Ref+" CCD")
		case kPayrollTax:
			setDesc(r, k, "PREAUTHORIZED DEBIT", "IRS USATAXPYMT 270"+famDigits(fs, i, "tax", 12)+" CCD")
		case kUtility:
			setDesc(r, k, "PREAUTHORIZED DEBIT", in.Party+" UTIL PAYMT "+famDigits(fs, i, "u", 10)+" PPD")
		case kBillPay:
			setDesc(r, k, "BILL PAYMENT", in.Party+" CONF "+famDigits(fs, i, "bp", 8))
		case kZelleOut:
			setDesc(r, k, "ZELLE DEBIT", "TO "+in.Party+" "+famAlnum(fs, i, "zo", 10))
		case kXferOut:
			setDesc(r, k, "INTERNAL TRANSFER DEBIT", "TO MONEY MARKET XXXXXX"+in.Acct4)
		case kMCAPay:
			setDesc(r, k, "PREAUTHORIZED DEBIT", in.Party+" DEBIT "+famDigits(fs, i, "mca", 9)+" CCD")
		case kLoanPay:
			setDesc(r, k, "PREAUTHORIZED DEBIT", in.Party+" LOAN PMT "+famDigits(fs, i, "loan", 9)+" CCD")
		case kWireOut:
			setDesc(r, k, "WIRE TRANSFER OUT", "BNF "+in.Party+" BNF BK FIRST MERIDIAN BANK ABA 121000248 OBI INV "+famDigits(fs, i, "inv", 4))
		case kReturned:
			setDesc(r, k, "DEPOSITED ITEM RETURNED", "ITEM "+famDigits(fs, i, "rck", 4)+" NSF")
		case kNSF, kOD:
			what := "NSF CHARGE"
			if k == kOD {
				what = "OVERDRAFT CHARGE"
			}
			detail := "ITEM PAID INTO OVERDRAFT"
			if t := in.Trigger; t >= 0 {
				detail = "ITEM " + money(fs.Rows[t].Cents) + " PAID INTO OVERDRAFT"
			}
			setDesc(r, k, what, detail)
		case kMonthly:
			prev := fs.End.AddDate(0, -1, 0)
			if fs.End.Day() < 20 {
				prev = fs.Start
			}
			setDesc(r, k, "ACCOUNT ANALYSIS SERVICE CHARGE", "FOR "+strings.ToUpper(prev.Format("January 2006")))
			if c := 8540 + fs.Opening%4000; c != r.Cents {
				r.Cents, rebal = c, true
			}
		default:
			panic("ledgercollect: kind " + k)
		}
	}
	if rebal {
		fs.rebalance()
	}
}

// lcFloat is what a day's credits leave uncollected at its end: checks
// deposited that day (at a branch or by remote capture) are available
// the next business day; electronic credits are collected when posted.
func lcFloat(rows []frow, d time.Time) int64 {
	var f int64
	for _, r := range rows {
		if r.Credit && r.Date.Equal(d) && (dKind(r) == kMobile || dKind(r) == kBranchDep) {
			f += r.Cents
		}
	}
	return f
}

// lcBal prints a balance, negative in parentheses.
func lcBal(c int64) string { return paren(c) }

// ---- ledgercollect: an analysis-style commercial checking statement of
// a large bank. A two-part header (the bank and "Commercial Analyzed
// Checking" on the left, Statement Period 01/01/2026 to 01/31/2026,
// account and "Page N of M" in a box on the right, repeated on every
// page); an Account Summary with Opening Ledger Balance, Total Credits
// and Total Debits with their counts, Closing Ledger Balance, average
// ledger, collected and float balances and the earnings credit rate;
// one Transaction Detail table in fixed pitch with Date | Description |
// Bank Reference | Debits | Credits | Ledger Balance | Collected Balance
// (two-line heads), MM/DD/YY dates, the type on the first line and the
// detail below, the balances only on a day's last row and negative ones
// in parentheses, a Balance Forward row; the checks again in a Checks
// Paid summary with "*" gaps; Daily Ledger and Collected Balances two
// across; analysis and error-resolution notices.
func drawLedgerCollect(fs *fstmt) *doc {
	dLedgerCheck(fs)
	d := newDoc()
	acct := "XXXXXX" + fs.AccountNo[6:]
	period := fs.Start.Format("01/02/2006") + " to " + fs.End.Format("01/02/2006")
	const bottom = 724.0
	rows := fs.visible()
	headBox := func(d *doc) {
		d.fbBox(372, 34, 572, 50, 0.3)
		y := d.y
		d.y = 46
		for _, kv := range [][2]string{{"Statement Period", period}, {"Account Number", acct}} {
			d.text(380, kv[0], 7.5, false)
			d.rtext(566, kv[1], 7.5, true)
			d.nl(11)
		}
		d.y = y
	}
	d.header = func(d *doc) {
		save := d.font
		defer func() { d.font = save }()
		d.font = ""
		d.y = 48
		d.text(40, "FIFTH MERIDIAN BANK", 11, true)
		d.nl(11)
		d.text(40, "Commercial Analyzed Checking  -  "+fs.Holder, 7.5, false)
		headBox(d)
		d.y = 100
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 46 + 22
		d.text(380, "Page", 7.5, false)
		d.rtext(566, fmt.Sprintf("%d of %d", page, total), 7.5, true)
		d.y = 758
		d.fbRule(40, 572, 748, 0.5)
		d.tint(40, "Fifth Meridian Bank, National Association  |  Member FDIC  |  Commercial Client Services 1-877-555-0150  |  fifthmeridian.example/commercial", 6.3, 0.3, false)
	})
	// Page 1.
	d.y = 52
	d.text(40, "FIFTH MERIDIAN BANK", 16, true)
	d.nl(12)
	d.tint(40, "Commercial Banking  |  38 Fountain Square Plaza, Cincinnati, OH 45263", 7, 0.3, false)
	headBox(d)
	addressBlock(d, fs.stmt, 56, 116)
	d.y = 112
	d.text(372, "COMMERCIAL ANALYZED CHECKING", 8.5, true)
	d.nl(11)
	d.text(372, "Relationship Manager: Dana Whitfield", 7.5, false)
	d.nl(10)
	d.text(372, "Direct 513-555-0118", 7.5, false)
	// Account Summary.
	dep, ndep := fs.credits()
	wd, nwd := fs.debits()
	floatOf := map[string]int64{}
	for _, r := range rows {
		floatOf[r.Date.Format("20060102")] = lcFloat(rows, r.Date)
	}
	var sumL, sumC int64
	days := 0
	bal, i := fs.Opening, 0
	for day := fs.Start; !day.After(fs.End); day = day.AddDate(0, 0, 1) {
		for i < len(fs.Rows) && !fs.Rows[i].Date.After(day) {
			bal = fs.Rows[i].Balance
			i++
		}
		fl := floatOf[day.Format("20060102")]
		sumL += bal
		sumC += bal - fl
		days++
	}
	avgL, avgC := sumL/int64(days), sumC/int64(days)
	ecr := avgC * 125 / 10000 * int64(days) / 365
	if ecr < 0 {
		ecr = 0
	}
	d.y = 182
	d.fbBand(40, d.y, 572, 15, 0.85)
	d.y += 11
	d.text(46, "ACCOUNT SUMMARY", 8.5, true)
	d.nl(16)
	top := d.y
	for _, l := range [][2]string{
		{"Opening Ledger Balance", lcBal(fs.OpenP)},
		{fmt.Sprintf("Total Credits (%d)", ndep), money(dep)},
		{fmt.Sprintf("Total Debits (%d)", nwd), money(wd)},
		{"Closing Ledger Balance", lcBal(fs.CloseP)},
	} {
		d.text(46, l[0], 8, strings.HasPrefix(l[0], "Closing"))
		d.rtext(296, l[1], 8, strings.HasPrefix(l[0], "Closing"))
		d.nl(11)
	}
	d.y = top
	for _, l := range [][2]string{
		{"Average Ledger Balance", lcBal(avgL)},
		{"Average Collected Balance", lcBal(avgC)},
		{"Average Float", money(avgL - avgC)},
		{"Earnings Credit Rate", "1.25%"},
		{"Earnings Credit Allowance", money(ecr)},
	} {
		d.text(330, l[0], 8, false)
		d.rtext(566, l[1], 8, false)
		d.nl(11)
	}
	d.nl(6)
	d.fbRule(40, 572, d.y, 0.5)
	d.nl(12)
	d.text(40, "Your Account Analysis Statement for "+fs.Start.Format("January 2006")+" will be mailed separately. The earnings credit offsets eligible service charges and is not paid as interest.", 7, false)
	d.nl(18)
	// Transaction Detail.
	d.font = ""
	cols := func(d *doc) {
		d.font = ""
		d.fbBand(40, d.y-9, 572, 22, 0.9)
		d.y -= 1
		d.text(42, "Date", 7, true)
		d.text(82, "Description", 7, true)
		d.text(238, "Bank", 7, true)
		d.rtext(368, "Debits", 7, true)
		d.rtext(432, "Credits", 7, true)
		d.rtext(500, "Ledger", 7, true)
		d.rtext(570, "Collected", 7, true)
		d.nl(8)
		d.text(238, "Reference", 7, true)
		d.rtext(500, "Balance", 7, true)
		d.rtext(570, "Balance", 7, true)
		d.nl(14)
	}
	p := &pager{d: d, bottom: bottom}
	var cont func(d *doc)
	p.after = func(d *doc) {
		if cont != nil {
			cont(d)
		}
	}
	d.text(40, "TRANSACTION DETAIL", 9, true)
	d.nl(13)
	cols(d)
	cont = func(d *doc) {
		d.font = ""
		d.text(40, "TRANSACTION DETAIL (continued)", 9, true)
		d.nl(13)
		cols(d)
	}
	lh := 9.0
	d.font = "mono"
	d.text(42, fs.Start.Format("01/02/06"), 7, false)
	d.text(82, "BALANCE FORWARD", 7, false)
	d.rtext(500, lcBal(fs.OpenP), 7, false)
	d.rtext(570, lcBal(fs.OpenP), 7, false)
	d.nl(lh + 2)
	for k, r := range rows {
		lines := dLines(r, 34)
		if isCheck(r) {
			lines = one(fmt.Sprintf("CHECK %d", r.CheckNo))
		}
		p.need(float64(len(lines))*lh + 2)
		d.font = "mono"
		d.text(42, fs.date(&r, "01/02/06"), 7, false)
		for n, l := range lines {
			d.text(82, l, 7, false)
			if n == 0 {
				d.text(238, "FM"+r.Date.Format("0102")+famDigits(fs, k, "bref", 8), 7, false)
				if r.Credit {
					d.rtext(432, money(r.Cents), 7, false)
				} else {
					d.rtext(368, money(r.Cents), 7, false)
				}
				if lastOfDay(rows, k) {
					d.rtext(500, lcBal(r.Balance), 7, false)
					d.rtext(570, lcBal(r.Balance-floatOf[r.Date.Format("20060102")]), 7, false)
				}
			}
			d.nl(lh)
		}
		d.nl(2)
	}
	p.need(24)
	d.fbRule(300, 572, d.y-6, 0.4)
	d.font = ""
	d.text(82, "Totals", 7.5, true)
	d.rtext(368, money(wd), 7.5, true)
	d.rtext(432, money(dep), 7.5, true)
	d.rtext(500, lcBal(fs.CloseP), 7.5, true)
	d.nl(18)
	dMust("ledgercollect closing", rows[len(rows)-1].Balance, fs.CloseP)
	// Checks Paid, again.
	checks := byCheckNo(fs.pick(isCheck))
	if len(checks) > 0 {
		cont = nil
		p.need(50)
		d.text(40, "CHECKS PAID SUMMARY", 9, true)
		d.tint(160, "(these checks are also listed in the Transaction Detail)", 7, 0.35, false)
		d.nl(13)
		xs := []float64{40, 310}
		ch := func(d *doc) {
			d.font = ""
			for _, x := range xs {
				d.text(x, "Check No.", 7, true)
				d.text(x+58, "Date Paid", 7, true)
				d.rtext(x+170, "Amount", 7, true)
				d.text(x+180, "Reference", 7, true)
			}
			d.nl(10)
		}
		ch(d)
		cont = func(d *doc) { d.font = ""; d.text(40, "CHECKS PAID SUMMARY (continued)", 9, true); d.nl(13); ch(d) }
		per := (len(checks) + 1) / 2
		for k := 0; k < per; k++ {
			p.need(lh)
			d.font = "mono"
			for c := 0; c < 2; c++ {
				n := c*per + k
				if n >= len(checks) {
					continue
				}
				r := checks[n]
				no := fmt.Sprint(r.CheckNo)
				if n > 0 && checks[n-1].CheckNo != r.CheckNo-1 {
					no += "*"
				}
				d.text(xs[c], no, 7, false)
				d.text(xs[c]+58, fs.date(&r, "01/02/06"), 7, false)
				d.rtext(xs[c]+170, money(r.Cents), 7, false)
				d.text(xs[c]+180, "00"+famDigits(fs, r.CheckNo, "img", 8), 7, false)
			}
			d.nl(lh)
		}
		d.font = ""
		d.nl(3)
		d.text(40, fmt.Sprintf("Total checks paid: %d for %s     * Break in check sequence", len(checks), money(total(checks))), 7, false)
		d.nl(18)
	}
	// Daily Ledger and Collected Balances two across.
	ends := fs.dayEnds()
	cont = nil
	p.need(50)
	d.font = ""
	d.text(40, "DAILY LEDGER AND COLLECTED BALANCES", 9, true)
	d.nl(13)
	xs := []float64{40, 310}
	dh := func(d *doc) {
		d.font = ""
		for _, x := range xs {
			d.text(x, "Date", 7, true)
			d.rtext(x+140, "Ledger Balance", 7, true)
			d.rtext(x+250, "Collected Balance", 7, true)
		}
		d.nl(10)
	}
	dh(d)
	cont = func(d *doc) {
		d.font = ""
		d.text(40, "DAILY LEDGER AND COLLECTED BALANCES (continued)", 9, true)
		d.nl(13)
		dh(d)
	}
	per := (len(ends) + 1) / 2
	for k := 0; k < per; k++ {
		p.need(lh)
		d.font = "mono"
		for c := 0; c < 2; c++ {
			if n := c*per + k; n < len(ends) {
				e := ends[n]
				d.text(xs[c], e.D.Format("01/02/06"), 7, false)
				d.rtext(xs[c]+140, lcBal(e.B), 7, false)
				d.rtext(xs[c]+250, lcBal(e.B-floatOf[e.D.Format("20060102")]), 7, false)
			}
		}
		d.nl(lh)
	}
	d.font = ""
	cont = nil
	d.nl(14)
	for _, para := range []string{
		"The collected balance is the ledger balance less deposited items not yet collected (float). Checks deposited at a branch or by Remote Deposit Capture are collected on the next business day; electronic credits are collected on the day they post. Overdraft Charge and NSF Charge: $35.00 per item. Uncollected funds used are charged at the Fifth Meridian Prime Rate (7.50% as of " + fs.End.Format("01/02/2006") + ") plus 3.00% on the average daily negative collected balance.",
		"Commercial accounts: you must report any unauthorized, altered or missing item, and any error, within 30 calendar days after this statement is made available, and any unauthorized ACH debit by the second business day after its posting date; see the Commercial Account Agreement, Section 12. Call Commercial Client Services at 1-877-555-0150, 8 a.m. to 7 p.m. ET, or write to Fifth Meridian Bank, MD 1MOC2G, 5050 Kingsley Drive, Cincinnati, OH 45227.",
	} {
		for _, l := range wrapWords(para, 146) {
			p.need(9)
			d.text(40, l, 6.8, false)
			d.nl(8.5)
		}
		d.nl(6)
	}
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "day_end", Daily: true})
	fs.Notes = append(fs.Notes, "Each row's amount is in a Debits or a Credits column; the ledger and collected balances are printed on a day's last row only (the collected balance is the ledger balance less that day's check deposits), negative balances in parentheses. "+
		"The Bank Reference column is not part of the description. The BALANCE FORWARD row, the Totals line, the CHECKS PAID SUMMARY (which repeats the checks of the Transaction Detail), the averages and earnings credit, and the DAILY LEDGER AND COLLECTED BALANCES are not transactions.")
	d.finish()
	return d
}
