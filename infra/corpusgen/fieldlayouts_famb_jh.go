package main

import (
	"fmt"
	"strings"
)

// ---- dayfirst: a small community bank's statement from a core banking
// system, from "Three Forks Bank & Trust". A Statement Summary with item
// counts (Beginning Balance, Additions, Subtractions, Ending Balance and
// the service charges included), an interest summary (APY earned,
// interest this period and year to date), then ACCOUNT ACTIVITY: Date |
// Description | Additions | Subtractions | Balance, where the date is
// printed only on the first row of a day, in a column so narrow that it
// wraps ("Jul 14," over "2026"), and again at the top of a page when a
// day runs over; every description starts with its transaction type on
// a line of its own (ACH CREDIT, POS PURCHASE, PREAUTHORIZED DEBIT,
// ZELLE PAYMENT FROM, REMOTE DEPOSIT, INCOMING WIRE) with the detail on
// one or two lines below; a balance on every row; CHECKS IN NUMBER ORDER
// three across with "*" for a break in sequence; Reg DD overdraft and
// returned-item fee totals; a notice panel and the error-resolution
// rights. Pages carry "Page 2 of 4" with the account number and period.

func prepareDayFirst(fs *fstmt) {
	fbExtras(fs)
	if avg := fs.avgDaily(); avg > 0 {
		if in := avg * 10 / 10000 / 12; in > 0 {
			fbInsert(fs, frow{txn: txn{Date: fs.End, Desc: "INTEREST", Cents: in, Credit: true, Category: "other"}})
			fs.rebalance()
		}
	}
	card := digits(fs.Opening+31, 4)
	holder := fs.Holder
	for i := range fs.Rows {
		r := &fs.Rows[i]
		ymd := r.Date.Format("060102")
		d := r.Desc
		switch {
		case isCard(*r):
			r.Desc = fmt.Sprintf("POS PURCHASE %s %s #%s", fbMerchant(fs, d), fbBizDayBefore(r.Date).Format("01/02"), card)
		case strings.HasPrefix(d, "REFUND "):
			r.Desc = fmt.Sprintf("POS RETURN %s #%s", fbMerchant(fs, "CARD PURCHASE 00/00 "+strings.TrimPrefix(d, "REFUND ")), card)
		case d == "REVERSAL OF SERVICE FEE":
			r.Desc = "SERVICE CHARGE REFUND COURTESY REFUND"
		case strings.HasPrefix(d, "SQUARE INC"):
			r.Desc = fmt.Sprintf("ACH CREDIT SQUARE INC SQ%s L2%s %s", ymd, digits(r.Cents, 6), holder)
		case strings.HasPrefix(d, "STRIPE TRANSFER "):
			r.Desc = fmt.Sprintf("ACH CREDIT STRIPE TRANSFER %s %s", strings.TrimPrefix(d, "STRIPE TRANSFER "), holder)
		case strings.HasPrefix(d, "ACH CREDIT "):
			rest := strings.TrimPrefix(d, "ACH CREDIT ")
			k := strings.Index(rest, " INV ")
			r.Desc = fmt.Sprintf("ACH CREDIT %s VENDOR PMT INV %s", achName(rest[:k]), rest[k+5:])
		case strings.HasPrefix(d, "ORIG CO NAME:"):
			r.Desc = "ACH CREDIT " + d
		case strings.HasPrefix(d, "MOBILE DEPOSIT"):
			if r.Cents%3 == 0 {
				r.Desc = fmt.Sprintf("ZELLE PAYMENT FROM %s CONF# %s", zelleNames[r.Cents%int64(len(zelleNames))], strings.ToUpper(wfRef(r.Cents))[3:])
			} else {
				r.Desc = "REMOTE DEPOSIT " + strings.TrimPrefix(d, "MOBILE DEPOSIT REF ")
			}
		case strings.HasPrefix(d, "ADP PAYROLL"):
			r.Desc = fmt.Sprintf("PREAUTHORIZED DEBIT ADP WAGE PAY WAGE PAY %s %s", ymd, digits(r.Cents, 8))
		case d == "PAYROLL TAXES":
			r.Desc = fmt.Sprintf("PREAUTHORIZED DEBIT ADP TAX ADP TAX %s %s", ymd, digits(r.Cents, 8))
		case d == "TAX REFUND":
			r.Desc = "ACH CREDIT IRS TREAS 310 TAX REF " + ymd
		case d == "RETURNED ITEM FEE":
			r.Desc = "RETURNED ITEM FEE DEPOSITED ITEM"
		case strings.HasPrefix(d, "RETURNED ITEM "):
			r.Desc = "RETURNED DEPOSIT ITEM NSF DEPOSITED " + strings.TrimPrefix(d, "RETURNED ITEM ")
		case strings.HasPrefix(d, "ONLINE TRANSFER FROM SAV"):
			r.Desc = "ONLINE BANKING TRANSFER FROM SAVINGS XXX" + strings.TrimPrefix(d, "ONLINE TRANSFER FROM SAV XXXXXX")
		case strings.HasPrefix(d, "ONLINE TRANSFER TO SAV"):
			r.Desc = "ONLINE BANKING TRANSFER TO SAVINGS XXX" + strings.TrimPrefix(d, "ONLINE TRANSFER TO SAV XXXXXX")
		case strings.HasPrefix(d, "UTILITY PMT "):
			r.Desc = fmt.Sprintf("PREAUTHORIZED DEBIT %s UTILITY %s", strings.TrimPrefix(d, "UTILITY PMT "), digits(r.Cents, 10))
		case strings.Contains(d, " FUNDING WIRE REF "):
			k := strings.Index(d, " FUNDING WIRE REF ")
			r.Desc = fmt.Sprintf("INCOMING WIRE %s LLC IMAD %sMMQFMP9Z%s", d[:k], r.Date.Format("20060102"), digits(r.Cents, 6))
		case strings.HasSuffix(d, " ACH DEBIT PMT"):
			r.Desc = fmt.Sprintf("PREAUTHORIZED DEBIT %s PAYMENT %s", achName(strings.TrimSuffix(d, " ACH DEBIT PMT")), ymd)
		case strings.HasSuffix(d, " LOAN PAYMENT ACH"):
			r.Desc = fmt.Sprintf("PREAUTHORIZED DEBIT %s LOAN PMT %s", strings.TrimSuffix(d, " LOAN PAYMENT ACH"), ymd)
		case strings.HasPrefix(d, "VENDOR PAYMENT WIRE OUT "):
			r.Desc = fmt.Sprintf("OUTGOING WIRE %s IMAD %sMMQFMP9Z%s", strings.TrimPrefix(d, "VENDOR PAYMENT WIRE OUT "), r.Date.Format("20060102"), digits(r.Cents, 6))
		case r.Category == "nsf_fee" && strings.HasPrefix(d, "NSF"):
			r.Desc = "NSF CHARGE PAID ITEM " + money(fs.Rows[i-1].Cents)
		case r.Category == "nsf_fee":
			r.Desc = "OVERDRAFT CHARGE PAID ITEM " + money(fs.Rows[i-1].Cents)
		case d == "INTEREST":
			r.Desc = "INTEREST PAYMENT"
		case d == "MONTHLY SERVICE FEE":
			r.Desc = "SERVICE CHARGE MAINTENANCE FEE"
		}
	}
}

// dfTypes are the transaction types printed on a line of their own.
var dfTypes = []string{"ACH CREDIT", "POS PURCHASE", "POS RETURN", "PREAUTHORIZED DEBIT", "ZELLE PAYMENT FROM", "REMOTE DEPOSIT",
	"INCOMING WIRE", "OUTGOING WIRE", "ONLINE BANKING TRANSFER", "RETURNED DEPOSIT ITEM", "RETURNED ITEM FEE", "SERVICE CHARGE",
	"NSF CHARGE", "OVERDRAFT CHARGE"}

// dfLines splits a description into its type line and detail lines.
func dfLines(desc string, n int) []string {
	for _, t := range dfTypes {
		if rest, ok := strings.CutPrefix(desc, t+" "); ok {
			return append([]string{t}, wrapWords(rest, n)...)
		}
	}
	return wrapWords(desc, n)
}

func drawDayFirst(fs *fstmt) *doc {
	const (
		L, R   = 32.0, 580.0
		bottom = 718.0
		size   = 7.6
		lh     = 9.2
	)
	d := newDoc()
	bank := "Three Forks Bank & Trust"
	acct := fs.AccountNo[3:]
	period := fs.Start.Format("Jan 2, 2006") + " through " + fs.End.Format("Jan 2, 2006")
	xDate, xDesc, xAdd, xSub, xBal := L+2, 72.0, 426.0, 502.0, R-2
	inTable := false
	head := func(d *doc) {
		d.fbRule(L, R, d.y-9, 0.2)
		d.text(xDate, "Date", 7.2, true)
		d.text(xDesc, "Description", 7.2, true)
		d.rtext(xAdd, "Additions", 7.2, true)
		d.rtext(xSub, "Subtractions", 7.2, true)
		d.rtext(xBal, "Balance", 7.2, true)
		d.fbRule(L, R, d.y+3, 0.2)
		d.nl(14)
	}
	d.header = func(d *doc) {
		d.y = 78
		if inTable {
			d.text(L, "ACCOUNT ACTIVITY (continued)", 8.5, true)
			d.nl(15)
			head(d)
		}
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		if page > 1 {
			d.fbAt(L, 46, bank, 10, true, false)
			d.fbAt(R, 42, fmt.Sprintf("Account %s", acct), 7.5, false, true)
			d.fbAt(R, 51, period, 7.5, false, true)
			d.fbRule(L, R, 57, 0.5)
		}
		d.fbAt(306, 756, fmt.Sprintf("Page %d of %d", page, total), 7.5, false, false)
		d.fbAt(L, 756, "Member FDIC", 6.5, true, false)
		d.fbAt(R, 756, "threeforksbank.com  •  (859) 555-0119", 6.5, false, true)
	})
	// Page 1: a centred letterhead.
	d.y = 46
	d.text(220, "THREE FORKS", 16, true)
	d.nl(11)
	d.text(226, "BANK & TRUST", 9, true)
	d.nl(10)
	d.text(200, "118 E Main Street  •  Frankfort, KY 40601", 7, false)
	d.y = 112
	d.text(L+20, fmt.Sprintf("%s %s 1 AV 0.%03d", fs.End.Format("010206"), digits(fs.Opening, 5), fs.Start.YearDay()%1000), 6, false)
	d.nl(12)
	for _, l := range []string{fs.Holder, fs.Street, fs.City} {
		d.text(L+20, l, 9, false)
		d.nl(11)
	}
	d.y = 112
	for _, kv := range [][2]string{{"Statement Date", fs.End.Format("01/02/2006")}, {"Account Number", acct}, {"Statement Period", fs.Start.Format("01/02/2006") + " - " + fs.End.Format("01/02/2006")},
		{"Product", "Community Business Checking"}} {
		d.text(360, kv[0], 7.5, true)
		d.rtext(R, kv[1], 7.5, false)
		d.nl(10)
	}
	// Notice panel.
	d.y = 180
	d.fbBand(L, d.y-9, R, 34, 0.9)
	d.text(L+8, "Protect your business from check fraud", 8, true)
	d.nl(10)
	for _, l := range wrapWords("Positive Pay is now $25.00 per month for accounts with up to 100 checks a month. Enroll by "+fs.End.AddDate(0, 2, 0).Format("January 2, 2006")+" and the first 2 months are free. Call (859) 555-0119, Monday–Friday 8:00 a.m. to 5:00 p.m. ET.", 160) {
		d.text(L+8, l, 7, false)
		d.nl(8.5)
	}
	d.y = 232
	dep, ncr := fs.credits()
	wd, ndb := fs.debits()
	var svc, intr int64
	for _, r := range fs.Rows {
		if r.Category == "fee" || r.Category == "nsf_fee" {
			svc += r.Cents
		}
		if r.Desc == "INTEREST PAYMENT" {
			intr += r.Cents
		}
	}
	d.text(L, "Statement Summary", 9.5, true)
	d.text(330, "Interest Summary", 9.5, true)
	d.nl(13)
	sy := d.y
	for _, t := range [][3]string{{"Beginning Balance", "", usd(fs.OpenP)}, {"Additions", fmt.Sprintf("%d", ncr), "+ " + money(dep)},
		{"Subtractions", fmt.Sprintf("%d", ndb), "- " + money(wd)}, {"Ending Balance", "", usd(fs.CloseP)}} {
		b := strings.HasSuffix(t[0], "Balance")
		d.text(L+4, t[0], 8, b)
		d.rtext(200, t[1], 8, false)
		d.rtext(300, t[2], 8, b)
		d.nl(11)
	}
	d.text(L+4, "Subtractions include service charges of "+usd(svc), 7, false)
	d.nl(9)
	d.y = sy
	days := int(fs.End.Sub(fs.Start).Hours()/24) + 1
	for _, kv := range [][2]string{{"Annual Percentage Yield Earned", "0.10%"}, {"Interest Earned This Period", usd(intr)},
		{"Interest Paid Year-to-Date", usd(intr * int64(fs.End.Month()))}, {"Days in Period", fmt.Sprint(days)},
		{"Average Ledger Balance", usd(fbAvgLedger(fs))}} {
		d.text(334, kv[0], 8, false)
		d.rtext(R, kv[1], 8, false)
		d.nl(10)
	}
	d.y = sy + 64
	d.text(L, "ACCOUNT ACTIVITY", 9.5, true)
	d.nl(15)
	head(d)
	inTable = true
	rows := fs.visible()
	for i := range rows {
		r := &rows[i]
		first := i == 0 || !rows[i-1].Date.Equal(r.Date)
		desc := r.Desc
		if r.CheckNo > 0 {
			desc = fmt.Sprintf("CHECK %d", r.CheckNo)
		}
		lines := dfLines(desc, 50)
		n := len(lines)
		if first && n < 2 {
			n = 2
		}
		broke := d.fbBreak(lh*float64(n), bottom, 0)
		if first || broke {
			date := fs.date(r, "Jan 2,")
			d.text(xDate, date, size, false)
			d.fbAt(xDate, d.y+lh, r.Date.Format("2006"), size, false, false)
			n = max(n, 2)
		}
		var add, sub string
		if r.Credit {
			add = money(r.Cents)
		} else {
			sub = money(r.Cents)
		}
		d.rtext(xAdd, add, size, false)
		d.rtext(xSub, sub, size, false)
		d.rtext(xBal, signed(r.Balance), size, false)
		for _, l := range lines {
			d.text(xDesc, l, size, false)
			d.nl(lh)
		}
		if n > len(lines) {
			d.nl(lh * float64(n-len(lines)))
		}
	}
	inTable = false
	d.fbBreak(30, bottom, 0)
	d.fbRule(L, R, d.y-6, 0.2)
	d.nl(4)
	d.text(xDesc, "Ending Balance", size, true)
	d.rtext(xAdd, money(dep), size, true)
	d.rtext(xSub, money(wd), size, true)
	d.rtext(xBal, signed(fs.CloseP), size, true)
	d.nl(18)
	if checks := fs.pick(isCheck); len(checks) > 0 {
		per := (len(checks) + 2) / 3
		d.fbBreak(30+float64(per)*lh, bottom, 0)
		d.text(L, "CHECKS IN NUMBER ORDER", 8.5, true)
		d.text(L+130, "* Indicates a break in check number sequence", 7, false)
		d.nl(12)
		for q := 0; q < 3; q++ {
			x := L + 2 + float64(q)*182
			d.fbAt(x, d.y, "Date", 7, true, false)
			d.fbAt(x+50, d.y, "Check No.", 7, true, false)
			d.fbAt(x+160, d.y, "Amount", 7, true, true)
		}
		d.nl(10)
		for k := 0; k < per; k++ {
			for q := 0; q < 3; q++ {
				n := q*per + k
				if n >= len(checks) {
					continue
				}
				c := checks[n]
				no := fmt.Sprint(c.CheckNo)
				if n > 0 && checks[n-1].CheckNo+1 != c.CheckNo {
					no += " *"
				}
				x := L + 2 + float64(q)*182
				d.fbAt(x, d.y, fs.date(&c, "01/02"), size, false, false)
				d.fbAt(x+50, d.y, no, size, false, false)
				d.fbAt(x+160, d.y, money(c.Cents), size, false, true)
			}
			d.nl(lh)
		}
		d.nl(10)
	}
	var od, ri int64
	for _, r := range fs.Rows {
		switch {
		case strings.HasPrefix(r.Desc, "OVERDRAFT CHARGE"), strings.HasPrefix(r.Desc, "NSF CHARGE"):
			od += r.Cents
		case strings.HasPrefix(r.Desc, "RETURNED ITEM FEE"):
			ri += r.Cents
		}
	}
	d.fbBreak(40, bottom, 0)
	d.rtext(420, "Total For This Period", 7.5, true)
	d.rtext(R, "Total Year-To-Date", 7.5, true)
	d.nl(10)
	ytd := int64(fs.End.YearDay()/45) * 3300
	for _, t := range [][3]string{{"Total Overdraft Fees", usd(od), usd(od + ytd)}, {"Total Returned Item Fees", usd(ri), usd(ri)}} {
		d.text(L+4, t[0], 8, false)
		d.rtext(420, t[1], 8, false)
		d.rtext(R, t[2], 8, false)
		d.nl(10)
	}
	d.nl(12)
	for _, p := range []struct{ title, body string }{
		{"ELECTRONIC FUND TRANSFERS: IN CASE OF ERRORS OR QUESTIONS", "Telephone us at (859) 555-0119 or write us at Three Forks Bank & Trust, P.O. Box 1450, Frankfort, KY 40602-1450 as soon as you can, if you think your statement or receipt is wrong or if you need more information about a transfer on the statement or receipt. We must hear from you no later than 60 days after we sent you the FIRST statement on which the error or problem appeared. Tell us your name and account number, describe the error or the transfer you are unsure about, and tell us the dollar amount of the suspected error. We will investigate your complaint and will correct any error promptly. If we take more than 10 business days to do this, we will credit your account for the amount you think is in error, so that you will have use of the money during the time it takes us to complete our investigation."},
		{"OVERDRAFT PRACTICES", "We charge $32.00 for each overdraft item paid and $32.00 for each item returned unpaid, up to 5 items ($160.00) per business day. We do not charge a fee when the account is overdrawn by $10.00 or less at the end of the business day. A continuous overdraft charge of $5.00 per day applies after 7 consecutive calendar days overdrawn."},
	} {
		d.fbBreak(40, bottom, 0)
		d.text(L, p.title, 7.5, true)
		d.nl(9)
		d.fbPara(L, p.body, 170, 6.8, 8.2, bottom, 0, false)
		d.nl(6)
	}
	fs.Notes = append(fs.Notes, "The date is printed only on the first row of each day, wrapped over two lines (Mon D, / YYYY), and again at the top of a page; the Ending Balance row of the activity carries the period's totals and is not a transaction.")
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "every_row"})
	d.finish()
	return d
}
