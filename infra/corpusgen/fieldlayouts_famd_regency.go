package main

import (
	"fmt"
	"strings"
)

func init() {
	dFamilies = append(dFamilies, dFamily{
		Seed: 41200, Name: "regency", Bank: "Regency Bank", Aliases: []string{"Regency Bank, N.A.", "Regency"},
		Prepare: prepareRegency, Draw: drawRegency,
		Docs: []cDoc{dDoc(0, "ghostscript"), dDoc(1, "ghostscript"), dDoc(2, "ghostscript"), dDoc(3, "ghostscript"),
			{Variant: 0, Producer: "reportlab", Seed: 1}, dDoc(3, "reportlab"),
			dDoc(0, "fpdf-ttf"), dDoc(1, "fpdf-words"), dDoc(2, "fpdf-core"), dDoc(3, "fpdf-ttf")},
	})
}

// rgTitle writes an ACH field as Regency's core prints it: every word
// capitalized, even the originator's (Adp Wage Pay, Irs Usataxpymt),
// words with digits left alone.
func rgTitle(s string) string {
	ws := strings.Fields(s)
	for i, w := range ws {
		if strings.ContainsAny(w, "0123456789") {
			continue
		}
		lw := strings.ToLower(w)
		ws[i] = strings.ToUpper(lw[:1]) + lw[1:]
	}
	return strings.Join(ws, " ")
}

// prepareRegency words the rows as a Regions-style regional bank prints
// them: the ACH originator, entry description, ID and receiver's name run
// together in title case ("Adp Wage Pay Wage Pay 123456 Harbor Freight
// Logistics Inc"), "Card Purchase 01/03 Home Depot #4521 Denver CO" with
// the card's last four at the end, "POS Purchase" for PIN purchases,
// "Incoming Wire Transfer"/"Outgoing Wire Transfer" with reference lines,
// "Zelle Transfer From"/"Zelle Transfer To", "Online Transfer to
// Savings" and fees that name the item.
func prepareRegency(fs *fstmt) {
	info := dPrepare(fs)
	city, st := famCityState(fs)
	cityT := rgTitle(city)
	card := digits(fs.Opening*17+3, 4)
	holder := rgTitle(fs.Holder)
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		k := r.Code
		yymmdd := r.Date.Format("060102")
		ach := func(co, descr, id string) string {
			return rgTitle(co) + " " + rgTitle(descr) + " " + id + " " + holder
		}
		switch k {
		case kCheck:
			r.Code = kCheck + "|"
		case kSquare:
			setDesc(r, k, ach("SQUARE INC", "SQ"+yymmdd, "L"+strings.TrimPrefix(in.Ref, "SQ")), "")
		case kStripe:
			setDesc(r, k, ach("STRIPE", "TRANSFER", strings.TrimPrefix(in.Ref, "ST-")), "")
		case kClover:
			setDesc(r, k, ach("CLOVER MERCH DEP", "DEPOSIT", "52"+famDigits(fs, i, "mid", 10)), "")
		case kShopify:
			setDesc(r, k, ach("SHOPIFY", "PAYOUT", famAlnum(fs, i, "sh", 9)), "")
		case kACHIn:
			setDesc(r, k, ach(in.Party, "PAYMENT", strings.ReplaceAll(in.Ref, "INV ", "Inv")+" "+famDigits(fs, i, "id", 7)), "")
		case kTaxRefund:
			setDesc(r, k, ach("IRS TREAS 310", "TAX REF", famDigits(fs, i, "irs", 15)), "")
		case kMobile:
			setDesc(r, k, "Mobile Deposit "+in.Ref, "")
		case kBranchDep:
			setDesc(r, k, "Deposit - Thank You", "")
		case kZelleIn:
			setDesc(r, k, "Zelle Transfer From "+rgTitle(in.Party)+" Conf# "+strings.ToLower(famAlnum(fs, i, "z", 10)), "")
		case kXferIn:
			setDesc(r, k, "Online Transfer From Savings xxxxxx"+in.Acct4, "")
		case kRefund:
			m, _ := merchantOf("CARD PURCHASE 00/00 " + in.Party)
			setDesc(r, k, "Card Return "+in.AuthDay.Format("01/02")+" "+rgTitle(m)+" "+cityT+" "+st+" "+card, "")
		case kFeeRev:
			setDesc(r, k, "Service Charge Refund", "")
		case kFunding:
			setDesc(r, k, "Incoming Wire Transfer Ref "+r.Date.Format("20060102")+"B6B7HU3R"+famDigits(fs, i, "imad", 6),
				"Org "+rgTitle(in.Party)+" LLC Obi Funding "+in.Ref)
		case kCard, kRecurring:
			setDesc(r, k, "Card Purchase "+in.AuthDay.Format("01/02")+" "+rgTitle(in.Party)+" "+cityT+" "+st+" "+card, "")
		case kCardPin:
			setDesc(r, k, "POS Purchase "+in.AuthDay.Format("01/02")+" "+rgTitle(in.Party)+" "+cityT+" "+st+" "+card, "")
		case kATM:
			setDesc(r, k, "ATM Withdrawal "+in.AuthDay.Format("01/02")+" "+rgTitle(dATMAddr(fs, i))+" "+cityT+" "+st+" "+card, "")
		case kPayroll:
			setDesc(r, k, ach("ADP WAGE PAY", "WAGE PAY", in.Ref), "")
		case kPayrollTax:
			setDesc(r, k, ach("IRS", "USATAXPYMT", "270"+famDigits(fs, i, "tax", 12)), "")
		case kUtility:
			setDesc(r, k, ach(in.Party, "UTIL PAYMT", famDigits(fs, i, "u", 10)), "")
		case kBillPay:
			setDesc(r, k, "Online Bill Payment "+rgTitle(in.Party)+" Conf "+famDigits(fs, i, "bp", 8), "")
		case kZelleOut:
			setDesc(r, k, "Zelle Transfer To "+rgTitle(in.Party)+" Conf# "+strings.ToLower(famAlnum(fs, i, "zo", 10)), "")
		case kXferOut:
			setDesc(r, k, "Online Transfer to Savings xxxxxx"+in.Acct4, "")
		case kMCAPay:
			setDesc(r, k, ach(in.Party, "DEBIT", famDigits(fs, i, "mca", 9)), "")
		case kLoanPay:
			setDesc(r, k, ach(in.Party, "LOAN PMT", famDigits(fs, i, "loan", 9)), "")
		case kWireOut:
			setDesc(r, k, "Outgoing Wire Transfer Ref "+r.Date.Format("20060102")+"00"+famDigits(fs, i, "w", 6),
				"Bnf "+rgTitle(in.Party)+" Acct xxxx"+famDigits(fs, i, "bnf", 4)+" Bnf Bank First Meridian Bank")
		case kReturned:
			setDesc(r, k, "Deposited Item Returned Unpaid Item "+famDigits(fs, i, "rck", 4)+" Nsf", "")
		case kNSF, kOD:
			what := "Paid NSF Item Fee"
			if k == kOD {
				what = "Overdraft Fee"
			}
			if t := in.Trigger; t >= 0 {
				what += " Item $" + money(fs.Rows[t].Cents)
			}
			setDesc(r, k, what, "")
		case kMonthly:
			setDesc(r, k, "Monthly Maintenance Fee", "")
		default:
			panic("regency: kind " + k)
		}
	}
}

// rgSection is the section a row is printed in.
func rgSection(r frow) int {
	switch {
	case r.Credit:
		return 0
	case isCheck(r):
		return 3
	case isFee(r):
		return 2
	}
	return 1
}

// ---- regency: a Regions-style regional business statement. ACCOUNT #,
// Cycle, Enclosures and "Page N of M" top right on every page; the
// product and "January 1, 2026 through January 31, 2026" over a SUMMARY
// whose lines end in "+" or "-" (Beginning Balance, Deposits & Credits,
// Withdrawals, Fees, Automatic Transfers, Checks, Ending Balance) beside
// the minimum and average balances; a Positive Pay insert; sections
// DEPOSITS & CREDITS, WITHDRAWALS, FEES, CHECKS (three across with "*"
// at a break in the sequence) each with its Total line and `01/05`
// dates; description wording run together in title case and wrapped onto
// continuation lines; DAILY BALANCE SUMMARY three across; an error
// resolution page with a balancing worksheet.
func drawRegency(fs *fstmt) *doc {
	dLedgerCheck(fs)
	d := newDoc()
	d.font = "serif"
	acct := fs.AccountNo[2:]
	cycle := fmt.Sprintf("%02d", int(fs.End.Month()))
	period := fs.Start.Format("January 2, 2006") + " through " + fs.End.Format("January 2, 2006")
	product := "EXPLORE BUSINESS CHECKING"
	const bottom = 712.0
	rightBlock := func(d *doc) {
		y := d.y
		d.y = 42
		for _, kv := range [][2]string{{"ACCOUNT #", acct}, {"Cycle", cycle}, {"Enclosures", "0"}} {
			d.font = ""
			d.text(440, kv[0], 7.5, false)
			d.rtext(572, kv[1], 7.5, false)
			d.nl(9.5)
		}
		d.font = "serif"
		d.y = y
	}
	d.header = func(d *doc) {
		d.font = ""
		d.y = 46
		d.text(40, "REGENCY", 14, true)
		d.nl(10)
		d.text(40, fs.Holder, 7.5, false)
		d.nl(9)
		d.text(40, product+"  "+period, 7.5, false)
		rightBlock(d)
		d.y = 96
		d.font = "serif"
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.font = ""
		d.y = 42 + 3*9.5
		d.text(440, "Page", 7.5, false)
		d.rtext(572, fmt.Sprintf("%d of %d", page, total), 7.5, false)
		d.y = 752
		d.fbRule(40, 572, 742, 0.5)
		d.tint(40, "Regency Bank  |  Member FDIC  |  Equal Housing Lender", 6.5, 0.3, false)
		d.tint(572, "regencybank.example  |  1-800-555-0188", 6.5, 0.3, true)
		d.font = "serif"
	})
	// Page 1.
	d.font = ""
	d.y = 52
	d.text(40, "REGENCY", 22, true)
	d.nl(11)
	d.tint(40, "P.O. Box 11007  Birmingham, AL 35288", 7, 0.3, false)
	rightBlock(d)
	addressBlock(d, fs.stmt, 58, 112)
	d.y = 120
	d.text(360, "Questions? Call 1-800-555-0188", 7.5, true)
	d.nl(10)
	d.text(360, "Business Services, Mon-Fri 7 a.m.-7 p.m. CT", 7, false)
	d.nl(9)
	d.text(360, "regencybank.example/business", 7, false)
	d.y = 188
	d.fbRule(40, 572, d.y, 0.2)
	d.nl(16)
	d.text(40, product, 11, true)
	d.nl(12)
	d.font = "serif"
	d.text(40, period, 9, false)
	d.nl(20)
	dep, _ := fs.credits()
	secs := [4][]frow{}
	for _, r := range fs.visible() {
		s := rgSection(r)
		secs[s] = append(secs[s], r)
	}
	wd, fees, chk := total(secs[1]), total(secs[2]), total(secs[3])
	minBal, minDay := fbMinBal(fs)
	d.font = ""
	d.text(40, "SUMMARY", 9, true)
	d.nl(4)
	d.fbRule(40, 330, d.y, 0.3)
	d.nl(11)
	d.font = "serif"
	sumTop := d.y
	for _, l := range []struct {
		k, v, s string
	}{
		{"Beginning Balance", "$" + paren(fs.OpenP), ""},
		{"Deposits & Credits", "$" + money(dep), "+"},
		{"Withdrawals", "$" + money(wd), "-"},
		{"Fees", "$" + money(fees), "-"},
		{"Automatic Transfers", "$0.00", "+"},
		{"Checks", "$" + money(chk), "-"},
		{"Ending Balance", "$" + paren(fs.CloseP), ""},
	} {
		bold := strings.HasSuffix(l.k, "Balance")
		d.text(44, l.k, 8.5, bold)
		d.rtext(300, l.v, 8.5, bold)
		d.text(306, l.s, 8.5, false)
		d.nl(11.5)
	}
	dMust("regency summary", fs.OpenP+dep-wd-fees-chk, fs.CloseP)
	end := d.y
	d.y = sumTop
	for _, kv := range [][2]string{{"Minimum Balance", "$" + paren(minBal)}, {"Date of Minimum Balance", minDay.Format("01/02")}, {"Average Balance", "$" + paren(fs.avgDaily())},
		{"Days in Cycle", fmt.Sprint(int(fs.End.Sub(fs.Start).Hours()/24) + 1)}} {
		d.text(370, kv[0], 8.5, false)
		d.rtext(572, kv[1], 8.5, false)
		d.nl(11.5)
	}
	d.y = end + 8
	d.fbBox(40, d.y, 572, 30, 0.4)
	d.y += 12
	d.font = ""
	d.text(50, "Stop check fraud before it starts.", 8, true)
	d.nl(10)
	d.text(50, "Regency Positive Pay matches every check presented against your issued-check file. Enroll by 03/31/2026 and the first 3 months are free.", 7, false)
	d.font = "serif"
	d.nl(26)
	p := &pager{d: d, bottom: bottom}
	var title string
	var subHeads func()
	p.after = func(d *doc) {
		if title == "" {
			return
		}
		d.font = ""
		d.text(40, title+" (continued)", 9, true)
		d.nl(4)
		d.fbRule(40, 572, d.y, 0.3)
		d.nl(12)
		d.font = "serif"
		if subHeads != nil {
			subHeads()
		}
	}
	section := func(t string) {
		title, subHeads = t, nil
		p.need(60)
		d.font = ""
		d.text(40, t, 9, true)
		d.nl(4)
		d.fbRule(40, 572, d.y, 0.3)
		d.nl(12)
		d.font = "serif"
	}
	lh := 10.0
	list := func(t, tot string, rows []frow) {
		if len(rows) == 0 {
			return
		}
		section(t)
		for _, r := range rows {
			lines := wrapWords(r.Desc, 64)
			if _, main, detail := splitDesc(r); detail != "" {
				lines = append(wrapWords(main, 64), wrapWords(detail, 64)...)
			}
			p.need(float64(len(lines)) * lh)
			d.text(40, fs.date(&r, "01/02"), 8, false)
			for k, l := range lines {
				d.text(80, l, 8, false)
				if k == 0 {
					d.rtext(572, money(r.Cents), 8, false)
				}
				d.nl(lh)
			}
		}
		p.need(16)
		d.nl(2)
		d.fbRule(460, 572, d.y-8, 0.5)
		d.rtext(480, tot, 8, true)
		d.rtext(572, "$"+money(total(rows)), 8, true)
		d.nl(20)
	}
	list("DEPOSITS & CREDITS", "Total Deposits & Credits", secs[0])
	list("WITHDRAWALS", "Total Withdrawals", secs[1])
	list("FEES", "Total Fees", secs[2])
	// Checks three across, in number order.
	checks := byCheckNo(secs[3])
	if len(checks) > 0 {
		section("CHECKS")
		xs := []float64{40, 220, 400}
		cheads := func() {
			for _, x := range xs {
				d.text(x, "Date", 7.5, true)
				d.text(x+42, "Check No.", 7.5, true)
				d.rtext(x+160, "Amount", 7.5, true)
			}
			d.nl(11)
		}
		cheads()
		subHeads = cheads
		gap := false
		for k := 0; k < len(checks); k += 3 {
			p.need(lh)
			for c := 0; c < 3 && k+c < len(checks); c++ {
				r := checks[k+c]
				no := fmt.Sprint(r.CheckNo)
				if k+c > 0 && checks[k+c-1].CheckNo != r.CheckNo-1 {
					no += " *"
					gap = true
				}
				d.text(xs[c], fs.date(&r, "01/02"), 8, false)
				d.text(xs[c]+42, no, 8, false)
				d.rtext(xs[c]+160, money(r.Cents), 8, false)
			}
			d.nl(lh)
		}
		if gap {
			d.text(40, "* Indicates a break in check number sequence", 7, false)
			d.nl(lh)
		}
		p.need(16)
		d.rtext(480, "Total Checks", 8, true)
		d.rtext(572, "$"+money(total(checks)), 8, true)
		d.nl(20)
		secs[3] = checks
	}
	// Daily balances three across.
	ends := fs.dayEnds()
	section("DAILY BALANCE SUMMARY")
	xs := []float64{40, 220, 400}
	dheads := func() {
		for _, x := range xs {
			d.text(x, "Date", 7.5, true)
			d.rtext(x+150, "Balance", 7.5, true)
		}
		d.nl(11)
	}
	dheads()
	subHeads = dheads
	per := (len(ends) + 2) / 3
	for k := 0; k < per; k++ {
		p.need(lh)
		for c := 0; c < 3; c++ {
			if n := c*per + k; n < len(ends) {
				d.text(xs[c], ends[n].D.Format("01/02"), 8, false)
				d.rtext(xs[c]+150, paren(ends[n].B), 8, false)
			}
		}
		d.nl(lh)
	}
	dMust("regency last daily balance", ends[len(ends)-1].B, fs.CloseP)
	// Error resolution and the balancing worksheet on a page of their own.
	title = ""
	p.need(2000)
	d.font = ""
	d.text(40, "IMPORTANT INFORMATION ABOUT YOUR ACCOUNT", 9, true)
	d.nl(14)
	d.font = "serif"
	for _, para := range []string{
		"IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC TRANSFERS: Telephone us at 1-800-555-0188 or write us at Regency Bank, Attention: Electronic Banking Research, P.O. Box 11007, Birmingham, AL 35288 as soon as you can, if you think your statement or receipt is wrong or if you need more information about a transfer listed on the statement or receipt. We must hear from you no later than 60 days after we sent you the FIRST statement on which the problem or error appeared. (1) Tell us your name and account number. (2) Describe the error or the transfer you are unsure about, and explain as clearly as you can why you believe it is an error or why you need more information. (3) Tell us the dollar amount of the suspected error. We will investigate your complaint and will correct any error promptly. If we take more than 10 business days to do this, we will credit your account for the amount you think is in error, so that you will have the use of the money during the time it takes us to complete our investigation.",
		"OVERDRAFTS: An Overdraft Fee of $35.00 may be charged for each item paid when your available balance is insufficient, up to 3 per day; a Paid NSF Item Fee of $35.00 applies to items presented again. No fee is charged for items of $5.00 or less or when the account is overdrawn by $5.00 or less at the end of the business day. Deposits made at a branch before 4:00 p.m., at an ATM before 8:00 p.m. or by mobile deposit before 9:00 p.m. CT on a business day are credited that day.",
		"Regency Bank is a Member FDIC. Deposit products are offered by Regency Bank. Equal Housing Lender. Statement date " + fs.End.Format("01/02/2006") + "; the Daily Balance Summary shows the balance at the end of each day with activity.",
	} {
		for _, l := range wrapWords(para, 128) {
			p.need(10)
			d.text(40, l, 7.5, false)
			d.nl(9.5)
		}
		d.nl(8)
	}
	d.nl(6)
	d.font = ""
	d.text(40, "BALANCING YOUR ACCOUNT", 9, true)
	d.nl(14)
	d.font = "serif"
	for _, l := range []string{"1. Ending balance shown on this statement . . . . . . . . . . $____________",
		"2. Add deposits not shown on this statement . . . . . . . . . + $____________",
		"3. Subtotal . . . . . . . . . . . . . . . . . . . . . . . . . . . $____________",
		"4. Subtract checks and withdrawals outstanding . . . . . . - $____________",
		"5. Balance (should agree with your register) . . . . . . . . . $____________"} {
		d.text(52, l, 8, false)
		d.nl(14)
	}
	fs.printTotals(shows{Credits: true, Daily: true})
	fs.Notes = append(fs.Notes, "Rows are listed section by section as printed (DEPOSITS & CREDITS, WITHDRAWALS, FEES, CHECKS in check-number order). The summary splits the debits into Withdrawals, Fees and Checks (no single debit total); Automatic Transfers $0.00, the minimum and average balances, the section totals, the DAILY BALANCE SUMMARY and the balancing worksheet are not transactions.")
	famPrintedOrder(fs, secs[0], secs[1], secs[2], secs[3])
	d.finish()
	return d
}
