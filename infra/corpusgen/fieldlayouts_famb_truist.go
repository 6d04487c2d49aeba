package main

import (
	"fmt"
	"strings"
	"time"
)

// ---- truisthist: a Truist/SunTrust-style business statement from
// "Truvant Bank". Page 1: the product and account number on a band, an
// ACCOUNT SUMMARY that opens with "Your previous balance as of 04/30/2026"
// (the day before the period) and closes with "Your new balance as of
// 05/31/2026", checks and other debits as separate lines, beside average
// and minimum balances and the overdraft and returned-item fee totals for
// the period and the year to date; a marketing panel. Then one
// TRANSACTION HISTORY: DATE | CHECK # / SERIAL # | DESCRIPTION |
// AMOUNT($), credits plain and debits in parentheses, no balance column,
// hairlines between transactions, a check number with "*" where the
// sequence skips; wording "ELECTRONIC/ACH CREDIT …", "CHECK CARD
// PURCHASE … XXXXXXXXXXXX4410", Zelle payments received, "DOMESTIC WIRE
// TRANSFER DEBIT WIRE TYPE:FED OUT BNF:… ID:…", "OVERDRAFT PAID ITEM FEE
// ITEM AMOUNT 512.40". A CREDIT AND DEBIT TOTALS block with item counts
// (checks, other debits and all debits), then a BALANCE ACTIVITY HISTORY
// two across with ledger and collected balances, and the legal notices.

var zelleNames = []string{"MARCUS WHITFIELD", "JENNA ORTIZ", "KEVIN NGUYEN", "TRI-COUNTY SUPPLY", "ALLISON BRANDT", "RAYMOND OKAFOR"}

func prepareTruistHist(fs *fstmt) {
	fbExtras(fs)
	card := "XXXXXXXXXXXX" + digits(fs.Opening+13, 4)
	sav := digits(fs.Opening+17, 4)
	holder := fs.Holder
	for i := range fs.Rows {
		r := &fs.Rows[i]
		ymd := r.Date.Format("060102")
		d := r.Desc
		switch {
		case isCard(*r):
			r.Desc = fmt.Sprintf("CHECK CARD PURCHASE %s %s %s", fbBizDayBefore(r.Date).Format("01/02"), fbMerchant(fs, d), card)
		case strings.HasPrefix(d, "REFUND "):
			r.Desc = fmt.Sprintf("CHECK CARD CREDIT %s %s", fbMerchant(fs, "CARD PURCHASE 00/00 "+strings.TrimPrefix(d, "REFUND ")), card)
		case d == "REVERSAL OF SERVICE FEE":
			r.Desc = "MAINTENANCE FEE REFUND"
		case strings.HasPrefix(d, "SQUARE INC"):
			r.Desc = fmt.Sprintf("ELECTRONIC/ACH CREDIT SQUARE INC SQ%s L2%s %s", ymd, digits(r.Cents, 7), holder)
		case strings.HasPrefix(d, "STRIPE TRANSFER "):
			r.Desc = fmt.Sprintf("ELECTRONIC/ACH CREDIT STRIPE TRANSFER %s %s", strings.TrimPrefix(d, "STRIPE TRANSFER "), holder)
		case strings.HasPrefix(d, "ACH CREDIT "):
			rest := strings.TrimPrefix(d, "ACH CREDIT ")
			k := strings.Index(rest, " INV ")
			r.Desc = fmt.Sprintf("ELECTRONIC/ACH CREDIT %s PAYMENTS INV%s %s", achName(rest[:k]), rest[k+5:], ymd)
		case strings.HasPrefix(d, "ORIG CO NAME:"):
			co := strings.TrimPrefix(d[:strings.Index(d, " ORIG ID:")], "ORIG CO NAME:")
			tr := d[strings.Index(d, "TRACE#:")+7:]
			tr = tr[:strings.Index(tr, " ")]
			r.Desc = fmt.Sprintf("ELECTRONIC/ACH CREDIT %s PAYMENT %s CCD TRACE %s", achName(co), ymd, tr)
		case strings.HasPrefix(d, "MOBILE DEPOSIT"):
			if r.Cents%2 == 0 {
				r.Desc = fmt.Sprintf("ZELLE BUSINESS PAYMENT FROM %s ON %s REF # TRV%s", zelleNames[r.Cents%int64(len(zelleNames))], r.Date.Format("01/02"), digits(r.Cents, 9))
			} else {
				r.Desc = "MOBILE DEPOSIT " + digits(r.Cents*3, 10)
			}
		case strings.HasPrefix(d, "ADP PAYROLL"):
			r.Desc = fmt.Sprintf("ELECTRONIC/ACH DEBIT ADP WAGE PAY WAGE PAY %s %s", ymd, digits(r.Cents, 8))
		case d == "PAYROLL TAXES":
			r.Desc = fmt.Sprintf("ELECTRONIC/ACH DEBIT ADP TAX ADP TAX %s %s", ymd, digits(r.Cents, 8))
		case d == "TAX REFUND":
			r.Desc = fmt.Sprintf("ELECTRONIC/ACH CREDIT IRS TREAS 310 TAX REF %s", ymd)
		case d == "RETURNED ITEM FEE":
			r.Desc = "RETURN ITEM CHARGEBACK FEE"
		case strings.HasPrefix(d, "RETURNED ITEM "):
			r.Desc = "RETURN ITEM CHARGEBACK DEPOSITED " + strings.TrimPrefix(d, "RETURNED ITEM ") + " REASON: NSF"
		case strings.HasPrefix(d, "ONLINE TRANSFER FROM SAV"):
			r.Desc = "ONLINE BANKING TRANSFER FROM SAV " + sav + " REF " + digits(r.Cents, 8)
		case strings.HasPrefix(d, "ONLINE TRANSFER TO SAV"):
			r.Desc = "ONLINE BANKING TRANSFER TO SAV " + sav + " REF " + digits(r.Cents, 8)
		case strings.HasPrefix(d, "UTILITY PMT "):
			r.Desc = fmt.Sprintf("ELECTRONIC/ACH DEBIT %s BILLPAY %s %s", strings.TrimPrefix(d, "UTILITY PMT "), ymd, digits(r.Cents, 10))
		case strings.Contains(d, " FUNDING WIRE REF "):
			k := strings.Index(d, " FUNDING WIRE REF ")
			r.Desc = fmt.Sprintf("DOMESTIC WIRE TRANSFER CREDIT WIRE TYPE:FED IN ORIG:%s LLC ID:%s REF:%s", d[:k], digits(r.Cents, 12), d[k+len(" FUNDING WIRE REF "):])
		case strings.HasSuffix(d, " ACH DEBIT PMT"):
			r.Desc = fmt.Sprintf("ELECTRONIC/ACH DEBIT %s ACH PMT %s %s", achName(strings.TrimSuffix(d, " ACH DEBIT PMT")), ymd, digits(int64(len(d))*313, 9))
		case strings.HasSuffix(d, " LOAN PAYMENT ACH"):
			r.Desc = fmt.Sprintf("ELECTRONIC/ACH DEBIT %s LOAN PAYMT %s %s", strings.TrimSuffix(d, " LOAN PAYMENT ACH"), ymd, digits(r.Cents, 9))
		case strings.HasPrefix(d, "VENDOR PAYMENT WIRE OUT "):
			r.Desc = fmt.Sprintf("DOMESTIC WIRE TRANSFER DEBIT WIRE TYPE:FED OUT BNF:%s ID:%s BNF BK:BANK OF AMERICA N.A. TRN:%s%s", strings.TrimPrefix(d, "VENDOR PAYMENT WIRE OUT "),
				digits(r.Cents, 12), r.Date.Format("20060102"), digits(r.Cents*7, 8))
		case r.Category == "nsf_fee" && i > 0 && strings.HasPrefix(d, "NSF"):
			r.Desc = "INSUFFICIENT FUNDS PAID ITEM FEE ITEM AMOUNT " + money(fs.Rows[i-1].Cents)
		case r.Category == "nsf_fee" && i > 0:
			r.Desc = "OVERDRAFT PAID ITEM FEE ITEM AMOUNT " + money(fs.Rows[i-1].Cents)
		case d == "MONTHLY SERVICE FEE":
			r.Desc = "MAINTENANCE FEE"
		}
	}
}

func drawTruistHist(fs *fstmt) *doc {
	fs.Creator = "GMC Inspire Designer 14.0"
	const (
		L, R   = 40.0, 572.0
		bottom = 712.0
		size   = 7.8
		lh     = 9.4
	)
	d := newDoc()
	product := "TRUVANT SIMPLE BUSINESS CHECKING"
	acct := "0000" + fs.AccountNo[1:]
	prevDay := fs.Start.AddDate(0, 0, -1)
	xDate, xSer, xDesc, xAmt := L+2, 80.0, 132.0, R-2
	inTable := false
	head := func(d *doc) {
		d.fbRule(L, R, d.y-9, 0.1)
		d.text(xDate, "DATE", 7, true)
		d.text(xSer, "CHECK # /", 7, true)
		d.fbAt(xSer, d.y+8, "SERIAL #", 7, true, false)
		d.text(xDesc, "DESCRIPTION", 7, true)
		d.rtext(xAmt, "AMOUNT($)", 7, true)
		d.fbRule(L, R, d.y+11, 0.1)
		d.nl(22)
	}
	d.header = func(d *doc) {
		d.y = 62
		d.text(L, product+" "+acct, 8, true)
		d.rtext(R, "Statement period "+fs.Start.Format("01/02/2006")+" - "+fs.End.Format("01/02/2006"), 7.5, false)
		d.y = 92
		if inTable {
			d.text(L, "TRANSACTION HISTORY (CONTINUED)", 9, true)
			d.nl(16)
			head(d)
		}
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.fbAt(R, 40, fmt.Sprintf("Page %d of %d", page, total), 8, false, true)
		d.fbAt(L, 752, fmt.Sprintf("0104 %04d %d 01 %s", 120+page, page, fs.AccountNo[8:]), 6, false, false)
		d.fbAt(R, 752, "MEMBER FDIC  •  EQUAL HOUSING LENDER", 6.5, true, true)
	})
	// Page 1.
	d.y = 50
	d.text(L, "TRUVANT", 19, true)
	d.fbRule(L, L+96, 56, 0.2)
	d.fbAt(L, 66, "Truvant Bank", 7, false, false)
	d.fbAt(R, 52, fmt.Sprintf("%s  %s", fs.End.Format("01/02/2006"), digits(fs.Opening, 8)), 7, false, true)
	d.y = 112
	for _, l := range []string{fs.Holder, fs.Street, fs.City} {
		d.text(58, l, 9, false)
		d.nl(11)
	}
	d.y = 96
	d.text(336, "Questions, comments or errors?", 8, true)
	d.nl(10)
	for _, l := range wrapWords("Call your Truvant Client Care Center at 1-844-4TRUVNT (1-844-487-8868), 24 hours a day, 7 days a week. You may also contact your local Truvant branch. To locate a Truvant branch or ATM, please visit Truvant.com.", 58) {
		d.text(336, l, 7.5, false)
		d.nl(9)
	}
	d.y = 188
	d.fbBand(L, d.y-10, R, 14, 0.2)
	d.ops = append(d.ops, op{Page: 1, X: L + 6, Y: d.y, Text: product + " " + acct, Size: 8.5, Bold: true, Gray: 1})
	d.nl(18)
	d.text(L, "ACCOUNT SUMMARY", 9, true)
	d.rtext(R, "Statement period "+fs.Start.Format("01/02/2006")+" - "+fs.End.Format("01/02/2006"), 7.5, false)
	d.nl(13)
	checks := fs.pick(isCheck)
	var chk int64
	for _, r := range fs.Rows {
		if isCheck(r) {
			chk += r.Cents
		}
	}
	dep, ncr := fs.credits()
	wd, ndb := fs.debits()
	sy := d.y
	for _, kv := range [][2]string{{"Your previous balance as of " + prevDay.Format("01/02/2006"), usd(fs.OpenP)},
		{"Checks", "- " + money(chk)}, {"Other withdrawals, debits and service charges", "- " + money(wd-chk)},
		{"Deposits, credits and interest", "+ " + money(dep)}} {
		d.text(L+4, kv[0], 7.8, false)
		d.rtext(300, kv[1], 7.8, false)
		d.nl(11)
	}
	d.fbRule(L+4, 300, d.y-8, 0.4)
	d.text(L+4, "Your new balance as of "+fs.End.Format("01/02/2006"), 7.8, true)
	d.rtext(300, "= "+usd(fs.CloseP), 7.8, true)
	d.nl(11)
	minB, minD := fbMinBal(fs)
	var od, ri int64
	for _, r := range fs.Rows {
		if r.Category == "nsf_fee" {
			if strings.HasPrefix(r.Desc, "OVERDRAFT") || strings.HasPrefix(r.Desc, "INSUFFICIENT") {
				od += r.Cents
			} else {
				ri += r.Cents
			}
		}
	}
	ytd := fs.End.YearDay() / 40
	d.y = sy
	for _, kv := range [][2]string{{"Average ledger balance", usd(fbAvgLedger(fs))}, {"Minimum balance on " + minD.Format("01/02/2006"), signed(minB)},
		{"Number of days in period", fmt.Sprint(int(fs.End.Sub(fs.Start).Hours()/24) + 1)}} {
		d.text(330, kv[0], 7.5, false)
		d.rtext(R, kv[1], 7.5, false)
		d.nl(10)
	}
	d.nl(3)
	d.rtext(500, "This period", 7, true)
	d.rtext(R, "Year-to-date", 7, true)
	d.nl(9)
	d.text(330, "Total overdraft fees", 7.5, false)
	d.rtext(500, usd(od), 7.5, false)
	d.rtext(R, usd(od+int64(ytd)*3600), 7.5, false)
	d.nl(9)
	d.text(330, "Total returned item fees", 7.5, false)
	d.rtext(500, usd(ri), 7.5, false)
	d.rtext(R, usd(ri), 7.5, false)
	d.y = sy + 78
	// Marketing panel.
	d.fbBand(L, d.y-9, R, 30, 0.93)
	d.text(L+8, "Get paid faster with Truvant Merchant Services", 8.5, true)
	d.nl(10)
	d.text(L+8, "Next-day funding on card sales settled by 10:00 p.m. ET, and no setup fee on terminals ordered before "+fs.End.AddDate(0, 2, 0).Format("01/02/2006")+". Visit Truvant.com/merchant or call 1-844-487-8868.", 7, false)
	d.nl(26)

	// TRANSACTION HISTORY.
	d.text(L, "TRANSACTION HISTORY", 9, true)
	d.nl(16)
	head(d)
	inTable = true
	rows := fs.visible()
	prevCheck := 0
	for i := range rows {
		r := &rows[i]
		desc, ser := r.Desc, ""
		if r.CheckNo > 0 {
			desc, ser = "CHECK", fmt.Sprint(r.CheckNo)
			if prevCheck != 0 && r.CheckNo != prevCheck+1 {
				ser += " *"
			}
			prevCheck = r.CheckNo
		}
		amt := money(r.Cents)
		if !r.Credit {
			amt = "(" + amt + ")"
		}
		lines := wrapWords(desc, 64)
		d.fbBreak(lh*float64(len(lines))+3, bottom, 0)
		d.text(xDate, fs.date(r, "01/02"), size, false)
		d.text(xSer, ser, size, false)
		d.rtext(xAmt, amt, size, false)
		for _, l := range lines {
			d.text(xDesc, l, size, false)
			d.nl(lh)
		}
		d.fbRule(L, R, d.y-lh+3, 0.8)
		d.nl(3)
	}
	inTable = false
	if len(checks) > 0 {
		d.fbBreak(12, bottom, 0)
		d.text(xSer, "* indicates a skip in sequential check numbers above this item", 6.5, false)
		d.nl(12)
	}

	// CREDIT AND DEBIT TOTALS.
	d.fbBreak(70, bottom, 0)
	d.nl(6)
	d.text(L, "CREDIT AND DEBIT TOTALS", 9, true)
	d.nl(13)
	nchk := 0
	for _, r := range fs.Rows {
		if isCheck(r) {
			nchk++
		}
	}
	for _, t := range []struct {
		label string
		n     int
		amt   string
		bold  bool
	}{{"Total deposits, credits and interest", ncr, money(dep), false},
		{"Total checks", nchk, "(" + money(chk) + ")", false},
		{"Total withdrawals, debits and service charges", ndb - nchk, "(" + money(wd-chk) + ")", false},
		{"Total debits", ndb, "(" + money(wd) + ")", true}} {
		d.text(L+4, t.label, 7.8, t.bold)
		d.rtext(400, fmt.Sprintf("%d items", t.n), 7.8, t.bold)
		d.rtext(R, t.amt, 7.8, t.bold)
		d.nl(10)
	}
	d.nl(10)

	// BALANCE ACTIVITY HISTORY, two across.
	ends := fbDayEnds(fs)
	per := (len(ends) + 1) / 2
	d.fbBreak(40, bottom, 0)
	d.text(L, "BALANCE ACTIVITY HISTORY", 9, true)
	d.nl(13)
	bh := func(d *doc) {
		for q := 0; q < 2; q++ {
			x := L + float64(q)*270
			d.fbAt(x+2, d.y, "DATE", 7, true, false)
			d.fbAt(x+150, d.y, "BALANCE($)", 7, true, true)
			d.fbAt(x+250, d.y, "COLLECTED BALANCE($)", 7, true, true)
		}
		d.fbRule(L, R, d.y+3, 0.3)
		d.nl(12)
	}
	bh(d)
	// Mobile deposits are available the next business day: the
	// collected balance of their day is lower by the deposit.
	held := map[time.Time]int64{}
	for _, r := range fs.Rows {
		if strings.HasPrefix(r.Desc, "MOBILE DEPOSIT") {
			held[r.Date] += r.Cents
		}
	}
	for k := 0; k < per; k++ {
		if d.fbBreak(10, bottom, 0) {
			bh(d)
		}
		for q := 0; q < 2; q++ {
			n := q*per + k
			if n >= len(ends) {
				continue
			}
			x := L + float64(q)*270
			e := ends[n]
			d.fbAt(x+2, d.y, e.D.Format("01/02"), 7.8, false, false)
			d.fbAt(x+150, d.y, paren(e.B), 7.8, false, true)
			d.fbAt(x+250, d.y, paren(e.B-held[e.D]), 7.8, false, true)
		}
		d.nl(10)
	}
	d.nl(12)
	for _, p := range []struct{ title, body string }{
		{"IMPORTANT INFORMATION", fmt.Sprintf("Effective %s, the overdraft paid item fee is $36.00 per item. Truvant will not charge an overdraft fee on items of $5.00 or less, and charges no more than 3 paid item fees ($108.00) per business day. The maintenance fee of $15.00 is waived for any statement cycle in which you maintain a minimum daily ledger balance of $2,000.00 or an average collected balance of $5,000.00.", longDate(fs.End.AddDate(0, 1, 1-fs.End.Day())))},
		{"QUESTIONS, COMMENTS OR ERRORS ABOUT ELECTRONIC TRANSFERS", "If you think your statement or receipt is wrong or you need more information about a transfer on it, call 1-844-487-8868 or write Truvant Bank, Attn: Client Care, P.O. Box 1847, Wilson, NC 27894-1847 as soon as you can. We must hear from you no later than 60 days after we sent you the FIRST statement on which the error or problem appeared. Tell us your name and account number, describe the error or the transfer you are unsure about and why you believe it is an error, and tell us the dollar amount of the suspected error. We will investigate and correct any error promptly; if we take more than 10 business days (20 business days for new accounts), we will credit your account for the amount you think is in error."},
	} {
		d.fbBreak(40, bottom, 0)
		d.text(L, p.title, 8, true)
		d.nl(10)
		d.fbPara(L, p.body, 150, 7, 8.6, bottom, 0, false)
		d.nl(6)
	}
	fs.Notes = append(fs.Notes, "No running balance in the transaction history: the daily balances are in the BALANCE ACTIVITY HISTORY (with collected balances); the previous balance is dated the day before the period starts.")
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Daily: true})
	d.finish()
	return d
}
