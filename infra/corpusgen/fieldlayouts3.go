package main

import (
	"fmt"
	"strings"
	"time"
)

// fpdfFamilies are field families printed only by the deterministic fpdf
// producers: each variant twice, with two of the three producers in
// turn. They have no external fixtures (no Native producer), so adding
// one adds only files that build writes. Like the other field families
// they are written from statement-conventions.md and published sample
// statements, not from the engine.
var fpdfFamilies = []fieldFamily{
	{Name: "acctsummary", Bank: "Bank of America", Aliases: []string{"Bank of America, N.A."}, Draw: drawAcctSummary},
	{Name: "wraplast", Bank: "Bluestem Community Bank", Aliases: []string{"bluestembank.com"}, Prepare: prepareWrapLast, Draw: drawWrapLast},
	{Name: "ukcurrent", Bank: "Thamesbridge Bank", Aliases: []string{"Thamesbridge Bank plc"}, Prepare: prepareUKCurrent, Draw: drawUKCurrent},
	{Name: "cushares", Bank: "Riverbend Federal Credit Union", Aliases: []string{"Riverbend FCU"}, Prepare: prepareCUShares, Draw: drawCUShares},
}

// avgDaily is the mean end-of-day balance over every calendar day of the
// period, the "average ledger balance" many summaries print.
func (fs *fstmt) avgDaily() int64 {
	var sum int64
	n := int64(0)
	bal, i := fs.Opening, 0
	for d := fs.Start; !d.After(fs.End); d = d.AddDate(0, 0, 1) {
		for i < len(fs.Rows) && !fs.Rows[i].Date.After(d) {
			bal = fs.Rows[i].Balance
			i++
		}
		sum += bal
		n++
	}
	return sum / n
}

// negMoney prints a subtraction as BofA-style statements do: -1,234.56.
func negMoney(c int64) string { return "-" + money(c) }

// ---- acctsummary: a Bank of America-style business statement. An
// "Account summary" box on page 1 (Beginning balance on <date>; Deposits
// and other additions; Withdrawals and other subtractions; Checks;
// Service fees; Ending balance on <date>) beside counts, days in cycle
// and the average ledger balance; sections "Deposits and other
// additions", "Withdrawals and other subtractions" with the subsections
// "ATM and debit card subtractions" and "Other subtractions", each
// subtraction printed negative (-45.00); checks in a three-across grid
// (Date | Check # | Amount) with a gap marker; "Service fees"; "Daily
// ledger balances" in three date/balance column pairs; MM/DD/YY dates;
// "continued on the next page" before a break; a running header "holder !
// Account # ... ! period" and a "Page X of Y" footer over a line of small
// legal type on every page.
func drawAcctSummary(fs *fstmt) *doc {
	d := newDoc()
	acct := fs.AccountNo[:4] + " " + fs.AccountNo[4:8] + " " + fs.AccountNo[8:]
	period := longDate(fs.Start) + " to " + longDate(fs.End)
	d.header = func(d *doc) {
		d.y = 40
		d.text(40, fs.Holder+" ! Account # "+acct+" ! "+period, 8, false)
		d.y = topY + 12
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 752
		d.text(40, "Bank of America, N.A. Member FDIC and Equal Housing Lender. (C)2026 Bank of America Corporation. SSM-07-25-0455.B", 5.5, false)
		d.rtext(572, fmt.Sprintf("Page %d of %d", page, total), 8, false)
	})
	d.y = 50
	d.text(40, "BANK OF AMERICA", 15, true)
	d.nl(14)
	d.text(40, "P.O. Box 15284", 7, false)
	d.nl(9)
	d.text(40, "Wilmington, DE 19850", 7, false)
	y := 50.0
	d.y = y
	d.text(360, "Customer service information", 8, true)
	d.nl(11)
	for _, l := range []string{"1.888.BUSINESS (1.888.287.4637)", "bankofamerica.com", "Bank of America, N.A.", "P.O. Box 25118", "Tampa, FL 33622-5118"} {
		d.text(360, l, 7, false)
		d.nl(9)
	}
	addressBlock(d, fs.stmt, 48, 112)
	d.y = 170
	d.text(40, "Your Business Advantage Fundamentals(TM) Banking", 11, true)
	d.nl(13)
	d.text(40, "for "+period, 8, false)
	d.rtext(572, "Account number: "+acct, 8, false)
	d.nl(20)
	dep, ndep := fs.credits()
	_, ndeb := fs.debits()
	cards := fs.pick(func(r frow) bool { return !r.Credit && isCard(r) })
	checks := fs.pick(isCheck)
	fees := fs.pick(isFee)
	other := fs.pick(func(r frow) bool { return !r.Credit && !isCard(r) && !isCheck(r) && !isFee(r) })
	deps := fs.pick(func(r frow) bool { return r.Credit })
	top := d.y
	d.bar(40, 330, 13, 0.85)
	d.text(44, "Account summary", 9, true)
	d.nl(15)
	for _, kv := range [][2]string{
		{"Beginning balance on " + longDate(fs.Start), usd(fs.OpenP)},
		{"Deposits and other additions", money(dep)},
		{"Withdrawals and other subtractions", negMoney(total(cards) + total(other))},
		{"Checks", negMoney(total(checks))},
		{"Service fees", negMoney(total(fees))},
	} {
		d.text(44, kv[0], 8, false)
		d.rtext(326, kv[1], 8, false)
		d.nl(11)
	}
	d.hline(40, 330)
	d.nl(10)
	d.text(44, "Ending balance on "+longDate(fs.End), 8, true)
	d.rtext(326, usd(fs.CloseP), 8, true)
	d.y = top + 15
	days := int(fs.End.Sub(fs.Start).Hours()/24) + 1
	for _, kv := range [][2]string{
		{"# of deposits/credits:", fmt.Sprint(ndep)},
		{"# of withdrawals/debits:", fmt.Sprint(ndeb)},
		{"# of days in cycle:", fmt.Sprint(days)},
		{"Average ledger balance:", usd(fs.avgDaily())},
	} {
		d.text(350, kv[0], 8, false)
		d.rtext(572, kv[1], 8, false)
		d.nl(11)
	}
	d.y = top + 15 + 6*11 + 24
	d.para("IMPORTANT INFORMATION: BANK DEPOSIT ACCOUNTS. How to Contact Us - You may call us at the telephone number listed on this statement. Updating your contact information - We encourage you to keep your contact information up-to-date. Deposit agreement - When you opened your account, you received a deposit agreement and fee schedule and agreed that your account would be governed by the terms of these documents, as we may amend them from time to time. Electronic transfers: In case of errors or questions about your electronic transfers, call or write us as soon as you can; we must hear from you no later than 60 days after we sent you the FIRST statement on which the error or problem appeared. We will investigate and, if we take more than 10 business days (20 for new accounts), credit your account provisionally.", 150, 6)
	d.nl(6)
	// break moves to a new page when h more points do not fit, after a
	// "continued on the next page" line, and redraws the title and heads.
	brk := func(h float64, title string, heads func()) {
		if d.y+h <= bottomY-10 {
			return
		}
		d.nl(2)
		d.rtext(572, "continued on the next page", 7, false)
		d.need(1000)
		d.text(40, title+" - continued", 10, true)
		d.nl(14)
		heads()
	}
	cols := []tcol{{"Date", 40, false}, {"Description", 100, false}, {"Amount", 572, true}}
	section := func(title, sub string, rows []frow, neg bool, totalLabel string) {
		if len(rows) == 0 {
			return
		}
		d.need(60)
		if title != "" {
			d.nl(6)
			d.bar(40, 572, 13, 0.85)
			d.text(44, title, 10, true)
			d.nl(16)
		}
		name := title
		if sub != "" {
			d.text(40, sub, 9, true)
			d.nl(12)
			name = sub
		}
		heads := func() { d.heads(cols, 8) }
		heads()
		for _, r := range rows {
			lines := wrapWords(r.Desc, 80)
			brk(float64(len(lines))*10, name, heads)
			a := money(r.Cents)
			if neg {
				a = negMoney(r.Cents)
			}
			cells := [][]string{one(fs.date(&r, "01/02/06")), lines, one(a)}
			d.cells(cols, cells, 8, 10)
		}
		brk(14, name, heads)
		d.hline(400, 572)
		d.nl(10)
		t := total(rows)
		v := "$" + money(t)
		if neg {
			v = "-$" + money(t)
		}
		d.text(100, totalLabel, 8, true)
		d.rtext(572, v, 8, true)
		d.nl(14)
	}
	section("Deposits and other additions", "", deps, false, "Total deposits and other additions")
	if len(cards)+len(other) > 0 {
		d.need(80)
		d.nl(6)
		d.bar(40, 572, 13, 0.85)
		d.text(44, "Withdrawals and other subtractions", 10, true)
		d.nl(16)
		if len(cards) > 0 {
			d.text(40, "Card account # XXXX XXXX XXXX 4821", 8, false)
			d.nl(11)
		}
		section("", "ATM and debit card subtractions", cards, true, "Subtotal for card account # XXXX XXXX XXXX 4821")
		section("", "Other subtractions", other, true, "Total other subtractions")
		d.need(14)
		d.text(100, "Total withdrawals and other subtractions", 8, true)
		d.rtext(572, "-$"+money(total(cards)+total(other)), 8, true)
		d.nl(16)
	}
	if len(checks) > 0 {
		d.need(70)
		d.nl(6)
		d.bar(40, 572, 13, 0.85)
		d.text(44, "Checks", 10, true)
		d.nl(16)
		var grid []tcol
		for k := 0; k < 3; k++ {
			b := 40 + float64(k)*180
			grid = append(grid, tcol{"Date", b, false}, tcol{"Check #", b + 50, false}, tcol{"Amount", b + 165, true})
		}
		heads := func() { d.heads(grid, 8) }
		heads()
		per := (len(checks) + 2) / 3
		gap := map[int]bool{}
		for i := 1; i < len(checks); i++ {
			if checks[i].CheckNo != checks[i-1].CheckNo+1 {
				gap[i] = true
			}
		}
		for i := 0; i < per; i++ {
			brk(10, "Checks", heads)
			row := make([][]string, 9)
			for k := 0; k < 3; k++ {
				j := k*per + i
				if j >= len(checks) {
					continue
				}
				r := checks[j]
				no := fmt.Sprint(r.CheckNo)
				if gap[j] {
					no += "*"
				}
				row[3*k], row[3*k+1], row[3*k+2] = one(fs.date(&r, "01/02/06")), one(no), one(negMoney(r.Cents))
			}
			d.cells(grid, row, 8, 10)
		}
		d.need(40)
		d.nl(4)
		d.text(100, "Total checks", 8, true)
		d.rtext(572, "-$"+money(total(checks)), 8, true)
		d.nl(10)
		d.text(100, "Total # of checks", 8, false)
		d.rtext(572, fmt.Sprint(len(checks)), 8, false)
		d.nl(10)
		d.text(40, "* There is a gap in sequential check numbers", 7, false)
		d.nl(14)
	}
	section("Service fees", "", fees, true, "Total service fees")
	e := fs.dayEnds()
	var grid []tcol
	for k := 0; k < 3; k++ {
		b := 40 + float64(k)*180
		grid = append(grid, tcol{"Date", b, false}, tcol{"Balance ($)", b + 150, true})
	}
	d.need(60)
	d.nl(6)
	d.bar(40, 572, 13, 0.85)
	d.text(44, "Daily ledger balances", 10, true)
	d.nl(16)
	heads := func() { d.heads(grid, 8) }
	heads()
	per := (len(e) + 2) / 3
	for i := 0; i < per; i++ {
		brk(10, "Daily ledger balances", heads)
		row := make([][]string, 6)
		for k := 0; k < 3; k++ {
			if j := k*per + i; j < len(e) {
				row[2*k], row[2*k+1] = one(e[j].D.Format("01/02")), one(signed(e[j].B))
			}
		}
		d.cells(grid, row, 8, 10)
	}
	fs.printTotals(shows{Credits: true, CountCredits: true, CountDebits: true, Daily: true})
	d.finish()
	return d
}

// prepareWrapLast spells descriptions out with the detail a core banking
// system prints (originator IDs, trace and terminal numbers), so most run
// over two or three lines of the description column.
func prepareWrapLast(fs *fstmt) {
	for i := range fs.Rows {
		r := &fs.Rows[i]
		switch {
		case strings.HasPrefix(r.Desc, "ACH CREDIT"):
			r.Desc += " CCD ORIG ID " + digits(r.Cents, 10) + " TRACE " + digits(r.Cents+17, 15)
		case r.Category == "card_settlement":
			r.Desc += " MERCHANT SETTLEMENT MID " + digits(r.Cents+3, 12)
		case isCard(*r):
			r.Desc += " TERMINAL " + digits(r.Cents, 6) + " CARD XXXX4821"
		case r.Category == "payroll", r.Category == "mca_payment", r.Category == "loan_payment":
			r.Desc += " PPD ID " + digits(r.Cents+5, 10) + " TRACE " + digits(r.Cents+29, 15)
		case r.Category == "own_transfer":
			r.Desc += " ONLINE BANKING CONF " + digits(r.Cents+11, 8)
		}
	}
}

// ---- wraplast: a community bank's statement from a core banking
// system. One ledger Date | Description | Withdrawals | Deposits |
// Balance with MM-DD dates (the year only in the period line);
// descriptions wrap over two or three lines, the date on the first line
// and the amount and balance on the LAST line of the block; a BEGINNING
// BALANCE and an ENDING BALANCE line in the ledger; the account summary
// (counts, totals, average and minimum balance) and the Regulation DD
// overdraft and returned item fee table (this period and year to date)
// at the END of the statement; "Page X of Y" and "Continued" footers.
func drawWrapLast(fs *fstmt) *doc {
	d := newDoc()
	acct := "XXXXXX" + fs.AccountNo[8:]
	period := fs.Start.Format("01/02/2006") + " THRU " + fs.End.Format("01/02/2006")
	cols := []tcol{{"DATE", 40, false}, {"DESCRIPTION", 80, false}, {"WITHDRAWALS", 400, true}, {"DEPOSITS", 480, true}, {"BALANCE", 572, true}}
	heads := func() {
		d.hline(40, 572)
		d.nl(10)
		d.heads(cols, 7.5)
	}
	d.header = func(d *doc) {
		d.y = 40
		d.text(40, "BLUESTEM COMMUNITY BANK", 9, true)
		d.rtext(572, "ACCOUNT "+acct, 8, false)
		d.nl(10)
		d.text(40, fs.Holder, 8, false)
		d.rtext(572, "STATEMENT PERIOD "+period, 8, false)
		d.y = topY + 14
		heads()
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 752
		if page < total {
			d.text(40, "Continued on next page", 7, false)
		}
		d.rtext(572, fmt.Sprintf("Page %d of %d", page, total), 8, false)
		d.nl(9)
		d.text(40, "MEMBER FDIC  EQUAL HOUSING LENDER  bluestembank.com  (800) 555-0142", 6, false)
	})
	d.y = 50
	d.text(40, "BLUESTEM", 18, true)
	d.nl(11)
	d.text(40, "COMMUNITY BANK", 9, true)
	d.y = 50
	d.rtext(572, "STATEMENT OF ACCOUNT", 10, true)
	d.nl(12)
	d.rtext(572, "STATEMENT PERIOD "+period, 8, false)
	d.nl(10)
	d.rtext(572, "ACCOUNT NUMBER "+acct, 8, false)
	d.nl(10)
	d.rtext(572, "PAGE 1", 8, false)
	addressBlock(d, fs.stmt, 60, 110)
	d.y = 110
	d.text(360, "PO BOX 1190", 7, false)
	d.nl(9)
	d.text(360, "SALINA KS 67402-1190", 7, false)
	d.nl(9)
	d.text(360, "TELEPHONE BANKING 1-800-555-0199", 7, false)
	d.y = 170
	d.text(40, "SMALL BUSINESS CHECKING", 10, true)
	d.nl(16)
	heads()
	rowLH := 9.5
	put := func(date string, lines []string, wd, dep, bal string) {
		d.need(float64(len(lines)) * rowLH)
		n := len(lines)
		cells := [][]string{one(date), lines, make([]string, n), make([]string, n), make([]string, n)}
		cells[2][n-1], cells[3][n-1], cells[4][n-1] = wd, dep, bal
		d.cells(cols, cells, 8, rowLH)
	}
	put(fs.Start.Format("01-02"), []string{"BEGINNING BALANCE"}, "", "", signed(fs.OpenP))
	for _, r := range fs.visible() {
		var wd, dep string
		if r.Credit {
			dep = money(r.Cents)
		} else {
			wd = money(r.Cents)
		}
		put(fs.date(&r, "01-02"), wrapWords(r.Desc, 46), wd, dep, signed(r.Balance))
	}
	put(fs.End.Format("01-02"), []string{"ENDING BALANCE"}, "", "", signed(fs.CloseP))
	dep, ndep := fs.credits()
	wd, nwd := fs.debits()
	e := fs.dayEnds()
	low, lowDay := fs.Opening, fs.Start
	for _, x := range e {
		if x.B < low {
			low, lowDay = x.B, x.D
		}
	}
	d.nl(14)
	d.need(150)
	d.bar(40, 572, 13, 0.85)
	d.text(44, "ACCOUNT SUMMARY", 9, true)
	d.nl(16)
	for _, kv := range [][3]string{
		{"BEGINNING BALANCE", "", signed(fs.OpenP)},
		{"DEPOSITS/CREDITS", fmt.Sprint(ndep), money(dep)},
		{"WITHDRAWALS/DEBITS", fmt.Sprint(nwd), money(wd)},
		{"ENDING BALANCE", "", signed(fs.CloseP)},
		{"AVERAGE LEDGER BALANCE", "", signed(fs.avgDaily())},
		{"MINIMUM BALANCE ON " + lowDay.Format("01-02"), "", signed(low)},
	} {
		d.text(40, kv[0], 8, false)
		d.rtext(300, kv[1], 8, false)
		d.rtext(400, kv[2], 8, false)
		d.nl(11)
	}
	var od, ret int64
	for _, r := range fs.Rows {
		if r.Category == "nsf_fee" {
			if strings.Contains(r.Desc, "OVERDRAFT") {
				od += r.Cents
			} else {
				ret += r.Cents
			}
		}
	}
	ytd := func(c int64) string {
		if fs.Start.Month() == time.January && fs.Start.Day() == 1 {
			return "$" + money(c)
		}
		return "$" + money(c+7000)
	}
	d.nl(10)
	d.need(60)
	d.text(220, "TOTAL FOR", 7.5, true)
	d.text(320, "TOTAL", 7.5, true)
	d.nl(9)
	d.text(220, "THIS PERIOD", 7.5, true)
	d.text(320, "YEAR-TO-DATE", 7.5, true)
	d.nl(11)
	for _, kv := range []struct {
		l string
		c int64
	}{{"TOTAL OVERDRAFT FEES", od}, {"TOTAL RETURNED ITEM FEES", ret}} {
		d.text(40, kv.l, 8, false)
		d.text(220, "$"+money(kv.c), 8, false)
		d.text(320, ytd(kv.c), 8, false)
		d.nl(11)
	}
	d.nl(10)
	d.need(80)
	d.para("IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC TRANSFERS Telephone us at (800) 555-0142 or write us at PO Box 1190, Salina KS 67402-1190 as soon as you can, if you think your statement or receipt is wrong or if you need more information about a transfer listed on the statement or receipt. We must hear from you no later than 60 days after we sent the FIRST statement on which the problem or error appeared. (1) Tell us your name and account number. (2) Describe the error or the transfer you are unsure about. (3) Tell us the dollar amount of the suspected error. We will investigate your complaint and will correct any error promptly. If we take more than 10 business days to do this, we will credit your account for the amount you think is in error.", 140, 6.5)
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "every_row"})
	d.finish()
	return d
}

// prepareUKCurrent rewrites the model's descriptions in the wording of a
// UK business current account and gives each row its payment type code
// (BGC bank giro credit, FPI/FPO faster payment in/out, DD direct debit,
// DEB debit card, CHQ cheque, TFR transfer, CHG charge, CR credit).
func prepareUKCurrent(fs *fstmt) {
	fs.Currency = "GBP"
	for i := range fs.Rows {
		r := &fs.Rows[i]
		m, _ := merchantOf(r.Desc)
		switch {
		case isCheck(*r):
			r.Code = "CHQ"
			r.Desc = fmt.Sprintf("CHEQUE %06d", r.CheckNo)
		case isCard(*r):
			r.Code = "DEB"
			r.Desc = m + " CD 4821"
		case r.Category == "card_settlement":
			r.Code = "BGC"
		case strings.HasPrefix(r.Desc, "ACH CREDIT "):
			r.Code = "FPI"
			r.Desc = strings.TrimPrefix(r.Desc, "ACH CREDIT ")
		case strings.HasPrefix(r.Desc, "MOBILE DEPOSIT REF "):
			r.Code = "CR"
			r.Desc = "PAID IN AT BRANCH REF " + strings.TrimPrefix(r.Desc, "MOBILE DEPOSIT REF ")
		case r.Category == "own_transfer":
			r.Code = "TFR"
			r.Desc = strings.Replace(strings.TrimPrefix(r.Desc, "ONLINE "), "SAV XXXXXX", "BUSINESS SAVER XXXX", 1)
		case r.Category == "fee", r.Category == "nsf_fee":
			r.Code = "CHG"
			if r.Desc == "MONTHLY SERVICE FEE" {
				r.Desc = "ACCOUNT FEE"
			}
		case r.Category == "loan_proceeds":
			r.Code = "FPI"
		case r.Category == "refund_reversal":
			r.Code = "CR"
		case r.Category == "payroll":
			r.Code = "BP"
			r.Desc = strings.Replace(r.Desc, "ADP PAYROLL WAGE PAY", "ADP PAYROLL WAGES BACS", 1)
		case strings.HasPrefix(r.Desc, "VENDOR PAYMENT WIRE OUT "):
			r.Code = "FPO"
			r.Desc = strings.TrimPrefix(r.Desc, "VENDOR PAYMENT WIRE OUT ") + " SUPPLIER PAYMENT"
		case strings.HasPrefix(r.Desc, "UTILITY PMT "):
			r.Code = "DD"
			r.Desc = strings.TrimPrefix(r.Desc, "UTILITY PMT ")
		case r.Credit && strings.HasPrefix(r.Desc, "ORIG CO NAME:"):
			// The long US ACH credit: the payer's name is what a UK
			// statement prints.
			name, _, _ := strings.Cut(strings.TrimPrefix(r.Desc, "ORIG CO NAME:"), " ORIG ID:")
			r.Code = "BGC"
			r.Desc = name + " PAYMENT"
		case r.Credit:
			r.Code = "BGC"
		default:
			r.Code = "DD"
		}
	}
}

// ukBal prints a balance as HSBC-style statements do: overdrawn balances
// carry a trailing D.
func ukBal(c int64) string {
	if c < 0 {
		return money(c) + " D"
	}
	return money(c)
}

// ---- ukcurrent: a UK business current account. Numeric day-first dates
// (05/01/2026) throughout, so 05/01 is the fifth of January; a payment
// type column (BGC, FPI, FPO, DD, DEB, CHQ, TFR, CHG, CR, BP); "Paid
// out" before "Paid in"; the balance printed only on the last row of a
// day (an empty balance cell elsewhere), overdrawn balances with a
// trailing D; BALANCE BROUGHT FORWARD and BALANCE CARRIED FORWARD lines
// that are not transactions; sort code and an 8-digit account number;
// pound amounts in the summary, none in the table; FCA/FSCS small print
// and "Page X of Y" on every page.
func drawUKCurrent(fs *fstmt) *doc {
	d := newDoc()
	sort := digits(fs.Opening, 6)
	sort = sort[:2] + "-" + sort[2:4] + "-" + sort[4:]
	acctNo := fs.AccountNo[4:]
	period := fs.Start.Format("02/01/2006") + " to " + fs.End.Format("02/01/2006")
	cols := []tcol{{"Date", 40, false}, {"Type", 100, false}, {"Description", 130, false}, {"Paid out", 400, true}, {"Paid in", 480, true}, {"Balance", 572, true}}
	heads := func() {
		d.heads(cols, 8)
		d.hline(40, 572)
		d.nl(8)
	}
	d.header = func(d *doc) {
		d.y = 40
		d.text(40, "Thamesbridge Bank", 10, true)
		d.rtext(572, "Sort code "+sort+"   Account number "+acctNo, 8, false)
		d.nl(10)
		d.rtext(572, "Statement period "+period, 8, false)
		d.y = topY + 16
		heads()
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 748
		d.text(40, "Thamesbridge Bank plc. Registered in England and Wales No. 00214759. Registered office: 1 Riverside Walk, London SE1 9GF.", 5.5, false)
		d.rtext(572, fmt.Sprintf("Page %d of %d", page, total), 8, false)
		d.nl(8)
		d.text(40, "Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (FRN 124571).", 5.5, false)
	})
	d.y = 52
	d.text(40, "Thamesbridge Bank", 18, true)
	d.rtext(572, "Business Current Account", 11, true)
	d.nl(14)
	d.rtext(572, "Statement period "+period, 8, false)
	d.nl(10)
	d.rtext(572, "Statement date "+fs.End.AddDate(0, 0, 1).Format("02/01/2006"), 8, false)
	addressBlock(d, fs.stmt, 48, 100)
	d.y = 150
	dep, _ := fs.credits()
	wd, _ := fs.debits()
	sum := func(c int64) string {
		if c < 0 {
			return "£" + money(c) + " D"
		}
		return "£" + money(c)
	}
	top := d.y
	d.bar(40, 300, 13, 0.88)
	d.text(44, "Your account summary", 9, true)
	d.nl(16)
	for _, kv := range [][2]string{
		{"Balance on " + fs.Start.Format("02/01/2006"), sum(fs.OpenP)},
		{"Total paid in", "£" + money(dep)},
		{"Total paid out", "£" + money(wd)},
		{"Balance on " + fs.End.Format("02/01/2006"), sum(fs.CloseP)},
	} {
		d.text(44, kv[0], 8.5, false)
		d.rtext(296, kv[1], 8.5, false)
		d.nl(12)
	}
	d.y = top
	d.text(330, "Your account details", 9, true)
	d.nl(16)
	for _, kv := range [][2]string{{"Account name", fs.Holder}, {"Sort code", sort}, {"Account number", acctNo},
		{"BIC", "THBGGB2L"}, {"IBAN", "GB" + digits(fs.Opening+1, 2) + " THBG " + strings.ReplaceAll(sort, "-", "") + " " + acctNo}} {
		d.text(330, kv[0], 7.5, false)
		d.text(410, kv[1], 7.5, false)
		d.nl(10)
	}
	d.y = top + 16 + 4*12 + 20
	d.para("Arranged overdraft limit: £2,500.00. Overdraft interest is charged at 14.9% EAR (variable). An unpaid item charge of up to £8.00 applies when we return a payment for lack of funds.", 140, 7)
	d.nl(8)
	d.text(40, "Your transactions", 10, true)
	d.nl(14)
	heads()
	lh := 11.0
	rows := fs.visible()
	prev := fs.OpenP
	put := func(date, code, desc, out, in, bal string) {
		d.cells(cols, [][]string{one(date), one(code), one(desc), one(out), one(in), one(bal)}, 8, lh)
	}
	put(fs.Start.Format("02/01/2006"), "", "BALANCE BROUGHT FORWARD", "", "", ukBal(fs.OpenP))
	for i, r := range rows {
		if d.y+lh+14 > bottomY {
			put("", "", "BALANCE CARRIED FORWARD", "", "", ukBal(prev))
			d.need(1000)
			put("", "", "BALANCE BROUGHT FORWARD", "", "", ukBal(prev))
		}
		var out, in, bal string
		if r.Credit {
			in = money(r.Cents)
		} else {
			out = money(r.Cents)
		}
		if i+1 == len(rows) || !rows[i+1].Date.Equal(r.Date) {
			bal = ukBal(r.Balance)
		}
		put(fs.date(&r, "02/01/2006"), r.Code, r.Desc, out, in, bal)
		prev = r.Balance
	}
	put(fs.End.Format("02/01/2006"), "", "BALANCE CARRIED FORWARD", "", "", ukBal(fs.CloseP))
	d.nl(14)
	d.need(60)
	d.para("Your deposits are eligible for protection by the Financial Services Compensation Scheme up to a total of £85,000. Please check this statement carefully and tell us as soon as possible about any entry that looks wrong. Key to payment types: BGC Bank giro credit, BP Bill payment, CHG Charge, CHQ Cheque, CR Credit, DD Direct debit, DEB Debit card, FPI Faster payment in, FPO Faster payment out, TFR Transfer.", 140, 7)
	fs.printTotals(shows{Credits: true, Debits: true, Running: "day_end"})
	d.finish()
	return d
}

// prepareCUShares adds the dividend the credit union pays on the business
// checking (a small credit on the last day, before the service fee) and
// renames the transfers after the member's share savings.
func prepareCUShares(fs *fstmt) {
	for i := range fs.Rows {
		r := &fs.Rows[i]
		if r.Category != "own_transfer" {
			continue
		}
		if r.Credit {
			r.Desc = "TRANSFER FROM SHARE S0000 HOME BANKING"
		} else {
			r.Desc = "TRANSFER TO SHARE S0000 HOME BANKING"
		}
	}
	div := max(1, fs.avgDaily()/12/1000)
	k := len(fs.Rows)
	for k > 0 && fs.Rows[k-1].Date.Equal(fs.End) {
		k--
	}
	row := frow{txn: txn{Date: fs.End, Desc: "DIVIDEND EARNED", Cents: div, Credit: true, Category: "other"}}
	fs.Rows = append(fs.Rows[:k:k], append([]frow{row}, fs.Rows[k:]...)...)
	fs.rebalance()
}

// cuSub is a sub-account of the member's statement that the answer does
// not describe: its own rows and balances.
type cuSub struct {
	Name, Suffix string
	Open         int64
	Rows         []frow
}

// ---- cushares: a credit union statement of three sub-accounts under one
// member number: Primary Share (S0000), Business Checking (S0010, the
// account the answer describes) and Money Market (S0020). A "Summary of
// Accounts" table on page 1 with the three accounts' previous and new
// balances; each account's own Trans Date | Description | Withdrawals |
// Deposits | Balance table opened by "Previous Balance" and closed by
// "New Balance" lines (not transactions) and a totals line with counts;
// dividends on every account with the APY earned and dividends paid
// year to date; the transfers to and from the share appear on both
// accounts; `Jan 05` dates with the year only in the period line; long
// descriptions wrap with the amounts on their first line;
// "Federally insured by NCUA" and "Page X of Y" at the foot.
func drawCUShares(fs *fstmt) *doc {
	d := newDoc()
	member := fs.AccountNo[:3] + fs.AccountNo[5:8]
	period := fs.Start.Format("01/02/06") + " - " + fs.End.Format("01/02/06")
	// The share mirrors the checking's transfers; it opens high enough
	// that it never goes below its par value.
	share := cuSub{Name: "PRIMARY SHARE", Suffix: "S0000", Open: 50000 + 7*int64(len(fs.Rows))*1000}
	for _, r := range fs.visible() {
		if r.Category != "own_transfer" {
			continue
		}
		m := frow{txn: txn{Date: r.Date, Cents: r.Cents, Credit: !r.Credit}}
		if r.Credit {
			m.Desc = "TRANSFER TO SHARE DRAFT S0010 HOME BANKING"
		} else {
			m.Desc = "TRANSFER FROM SHARE DRAFT S0010 HOME BANKING"
		}
		share.Open += r.Cents
		share.Rows = append(share.Rows, m)
	}
	mm := cuSub{Name: "BUSINESS MONEY MARKET", Suffix: "S0020", Open: 1200000 + int64(len(fs.Rows))*1311}
	mm.Rows = append(mm.Rows, frow{txn: txn{Date: fs.Start.AddDate(0, 0, 9), Desc: "DEPOSIT AT BRANCH 004", Cents: 250000, Credit: true}})
	for _, s := range []*cuSub{&share, &mm} {
		bal := s.Open
		for _, r := range s.Rows {
			if r.Credit {
				bal += r.Cents
			} else {
				bal -= r.Cents
			}
		}
		s.Rows = append(s.Rows, frow{txn: txn{Date: fs.End, Desc: "DIVIDEND EARNED", Cents: max(1, bal/12/400), Credit: true}})
		bal = s.Open
		for i := range s.Rows {
			if s.Rows[i].Credit {
				bal += s.Rows[i].Cents
			} else {
				bal -= s.Rows[i].Cents
			}
			s.Rows[i].Balance = bal
		}
	}
	subClose := func(s cuSub) int64 { return s.Rows[len(s.Rows)-1].Balance }
	d.header = func(d *doc) {
		d.y = 40
		d.text(40, "RIVERBEND FEDERAL CREDIT UNION", 9, true)
		d.rtext(572, "Member Number: XXX"+member[3:]+"   Statement Period: "+period, 8, false)
		d.y = topY + 10
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 756
		d.text(40, "Federally insured by NCUA. Riverbend FCU, 2200 River Rd, Dayton OH 45402. 1-800-555-0177. riverbendfcu.org", 6, false)
		d.rtext(572, fmt.Sprintf("Page %d of %d", page, total), 8, false)
	})
	d.y = 52
	d.text(40, "Riverbend", 18, true)
	d.nl(12)
	d.text(40, "FEDERAL CREDIT UNION", 8, true)
	d.y = 52
	d.rtext(572, "STATEMENT OF ACCOUNT", 10, true)
	d.nl(12)
	d.rtext(572, "Member Number: XXX"+member[3:], 8, false)
	d.nl(10)
	d.rtext(572, "Statement Period: "+period, 8, false)
	addressBlock(d, fs.stmt, 60, 104)
	d.y = 160
	d.bar(40, 572, 13, 0.85)
	d.text(44, "SUMMARY OF ACCOUNTS", 9, true)
	d.nl(16)
	sumCols := []tcol{{"Account", 40, false}, {"Suffix", 210, false}, {"Previous Balance", 360, true}, {"New Balance", 460, true}, {"Dividends YTD", 560, true}}
	d.heads(sumCols, 7.5)
	divOf := func(rows []frow) int64 {
		for _, r := range rows {
			if r.Desc == "DIVIDEND EARNED" {
				return r.Cents
			}
		}
		return 0
	}
	ytd := func(c int64) string {
		if fs.Start.Month() == time.January && fs.Start.Day() == 1 {
			return money(c)
		}
		return money(c * 11)
	}
	chk := fs.visible()
	for _, l := range [][5]string{
		{share.Name, share.Suffix, money(share.Open), money(subClose(share)), ytd(divOf(share.Rows))},
		{"BUSINESS CHECKING XXXXXX" + fs.AccountNo[8:], "S0010", signed(fs.OpenP), signed(fs.CloseP), ytd(divOf(chk))},
		{mm.Name, mm.Suffix, money(mm.Open), money(subClose(mm)), ytd(divOf(mm.Rows))},
	} {
		d.cells(sumCols, [][]string{one(l[0]), one(l[1]), one(l[2]), one(l[3]), one(l[4])}, 8, 11)
	}
	d.nl(10)
	cols := []tcol{{"Trans Date", 40, false}, {"Description", 95, false}, {"Withdrawals", 400, true}, {"Deposits", 480, true}, {"Balance", 572, true}}
	account := func(title string, open, close int64, rows []frow, answered bool) {
		d.need(80)
		d.nl(6)
		d.bar(40, 572, 13, 0.85)
		d.text(44, title, 9, true)
		d.nl(16)
		heads := func() { d.heads(cols, 7.5) }
		heads()
		// A long description wraps under itself; the amounts stay on
		// its first line.
		put := func(date, desc, wd, dep, bal string) {
			lines := wrapWords(desc, 60)
			if d.need(11 * float64(len(lines))) {
				d.text(40, title+" (continued)", 8, true)
				d.nl(12)
				heads()
			}
			d.cells(cols, [][]string{one(date), lines, one(wd), one(dep), one(bal)}, 8, 11)
		}
		put(fs.Start.Format("Jan 02"), "Previous Balance", "", "", signed(open))
		var cr, db int64
		var ncr, ndb int
		for _, r := range rows {
			var wd, dep string
			if r.Credit {
				dep = money(r.Cents)
				cr += r.Cents
				ncr++
			} else {
				wd = money(r.Cents)
				db += r.Cents
				ndb++
			}
			date := r.Date.Format("Jan 02")
			if answered {
				date = fs.date(&r, "Jan 02")
			}
			put(date, r.Desc, wd, dep, signed(r.Balance))
		}
		put(fs.End.Format("Jan 02"), "New Balance", "", "", signed(close))
		d.need(30)
		d.nl(2)
		d.text(95, fmt.Sprintf("Total %d Withdrawals", ndb), 8, true)
		d.rtext(400, money(db), 8, true)
		d.nl(11)
		d.text(95, fmt.Sprintf("Total %d Deposits", ncr), 8, true)
		d.rtext(480, money(cr), 8, true)
		d.nl(11)
		d.text(95, "Annual Percentage Yield Earned 0.05% from "+fs.Start.Format("01/02/06")+" through "+fs.End.Format("01/02/06"), 7, false)
		d.nl(14)
	}
	account(share.Name+" "+share.Suffix, share.Open, subClose(share), share.Rows, false)
	account("BUSINESS CHECKING S0010  ACCOUNT XXXXXX"+fs.AccountNo[8:], fs.OpenP, fs.CloseP, chk, true)
	account(mm.Name+" "+mm.Suffix, mm.Open, subClose(mm), mm.Rows, false)
	d.need(60)
	d.para("Dividends are paid from current income and available earnings after required transfers to reserves. The Annual Percentage Yield Earned is based on the dividends paid and the average daily balance for the dividend period. Courtesy Pay fees are $30.00 per item; you may ask us to stop covering overdrafts at any time. Please examine this statement upon receipt and report any differences within 60 days.", 140, 6.5)
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "every_row"})
	d.finish()
	return d
}
