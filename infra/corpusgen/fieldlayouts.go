package main

import (
	"fmt"
	"strings"
	"time"
)

// The ops-drawn field families. Each comment names the convention it
// models; statement-conventions.md and the public sample statements are
// the sources, no engine code.
var fieldFamilies = []fieldFamily{
	{Name: "sectiontotals", Bank: "Chase", Aliases: []string{"JPMorgan Chase Bank, N.A.", "JPMorgan Chase Bank", "JPMorgan Chase"},
		Native: "reportlab", Draw: drawSectionTotals},
	{Name: "usbank", Bank: "U.S. Bank", Aliases: []string{"U.S. Bank National Association", "US Bank"},
		Native: "ghostscript", Draw: drawUSBank},
	{Name: "tdsub", Bank: "TD Bank", Aliases: []string{"TD Bank, N.A."}, Native: "cairo", Draw: drawTDSub},
	{Name: "wfsplit", Bank: "Wells Fargo", Aliases: []string{"Wells Fargo Bank, N.A."}, Native: "ghostscript",
		Prepare: prepareWells, Draw: drawWFSplit},
	{Name: "firstrow", Bank: "Truist", Aliases: []string{"Truist Bank"}, Native: "cairo", Prepare: prepareFirstRow, Draw: drawFirstRow},
	{Name: "postingdate", Bank: "Summit Ridge Bank", Aliases: []string{"SummitRidgeBank.com", "www.SummitRidgeBank.com"},
		Native: "reportlab", Draw: drawPostingDate},
	{Name: "dmy", Bank: "Eastgate Bank", Native: "ghostscript", Prepare: prepareDMY, Draw: drawDMY},
	{Name: "daymonth", Native: "cairo", Prepare: prepareDayMonth, Draw: drawDayMonth},
	{Name: "woodforest", Bank: "Ironwood Bank", Aliases: []string{"Ironwood Bank, N.A.", "ironwoodbank.com"},
		Native: "ghostscript", Prepare: prepareWoodforest, Draw: drawWoodforest},
	{Name: "usaa", Bank: "USAA", Aliases: []string{"USAA Federal Savings Bank", "USAA FSB"}, Native: "ghostscript", Draw: drawUSAA},
	{Name: "narrowdate", Bank: "Granite Savings Bank", Native: "reportlab", Draw: drawNarrowDate},
	{Name: "cutwo", Bank: "Cascade Valley Credit Union", Aliases: []string{"Cascade Valley CU"}, Native: "cairo",
		Prepare: prepareCUTwo, Draw: drawCUTwo},
	{Name: "typecol", Bank: "Keystone Federal Bank", Native: "reportlab", Draw: drawTypeCol},
	{Name: "plusminus", Bank: "Bank of America", Aliases: []string{"Bank of America, N.A."}, Native: "reportlab", Draw: drawPlusMinus},
	{Name: "signedcol", Bank: "Old Mill Savings Bank", Native: "cairo", Draw: drawSignedCol},
}

// usd prints $1,234.56 or -$1,234.56.
func usd(c int64) string {
	if c < 0 {
		return "-$" + money(c)
	}
	return "$" + money(c)
}

// trail prints a balance with a trailing minus when negative (95.00-).
func trail(c int64) string {
	if c < 0 {
		return money(c) + "-"
	}
	return money(c)
}

// paren prints a negative figure in parentheses.
func paren(c int64) string {
	if c < 0 {
		return "(" + money(c) + ")"
	}
	return money(c)
}

func isFee(r frow) bool  { return r.Category == "fee" || r.Category == "nsf_fee" }
func isCard(r frow) bool { return strings.HasPrefix(r.txn.Desc, "CARD PURCHASE") }
func isCheck(r frow) bool {
	return r.CheckNo > 0
}

// merchantOf splits a model card-purchase description into its merchant
// and the rest.
func merchantOf(desc string) (string, string) {
	rest := strings.TrimPrefix(desc, "CARD PURCHASE ")
	if len(rest) > 6 {
		rest = rest[6:]
	}
	for _, m := range merchants {
		if strings.HasPrefix(rest, m) {
			return m, strings.TrimSpace(rest[len(m):])
		}
	}
	return rest, ""
}

// digits returns n deterministic digits from v.
func digits(v int64, n int) string {
	if v < 0 {
		v = -v
	}
	s := fmt.Sprintf("%d", v*7919+104729)
	for len(s) < n {
		s += s
	}
	return s[:n]
}

// footerWith draws a footer of several left and right items on every page.
func footerWith(f func(d *doc, page, total int)) func(d *doc, page, total int) {
	return func(d *doc, page, total int) {
		save := d.y
		f(d, page, total)
		d.y = save
	}
}

// ---- sectiontotals: a Chase-style business statement. A CHECKING
// SUMMARY with instances and amounts; one section per kind of activity,
// each closed by a "Total …" line indented under the description column;
// checks paid with image (^) and gap (*) markers; an ATM & debit card
// summary and a DAILY ENDING BALANCE table that are not transactions;
// hidden *start*/*end* markers in the text layer; period "Month DD, YYYY
// through Month DD, YYYY"; legal text on the last page.
func drawSectionTotals(fs *fstmt) *doc {
	d := newDoc()
	acct := "0000" + fs.AccountNo
	period := longDate(fs.Start) + " through " + longDate(fs.End)
	d.header = func(d *doc) {
		d.y = 40
		d.rtext(572, period, 8, false)
		d.nl(10)
		d.rtext(572, "Primary Account: "+acct, 8, false)
		d.y = topY + 16
	}
	d.footer = pageFooter("Page %d of %d")
	d.y = 46
	d.rtext(572, period, 9, false)
	d.nl(11)
	d.rtext(572, "Primary Account: "+acct, 9, false)
	d.nl(4)
	d.text(40, "JPMorgan Chase Bank, N.A.", 9, true)
	d.nl(10)
	for _, l := range []string{"P O Box 182051", "Columbus, OH 43218 - 2051"} {
		d.text(40, l, 8, false)
		d.nl(10)
	}
	y := d.y
	d.text(330, "CUSTOMER SERVICE INFORMATION", 8, true)
	d.nl(11)
	for _, kv := range [][2]string{{"Web site:", "www.Chase.com"}, {"Service Center:", "1-800-242-7338"}, {"Hearing Impaired:", "1-800-242-7383"},
		{"Para Espanol:", "1-888-622-4273"}, {"International Calls:", "1-713-262-1679"}} {
		d.text(330, kv[0], 8, false)
		d.text(440, kv[1], 8, false)
		d.nl(10)
	}
	d.y = y + 12
	d.text(40, fmt.Sprintf("00%s DRE 703 219 %03d26 NNNNNNNNNNN T 1 000000000 64 0000", digits(fs.Opening, 6), fs.Start.YearDay()), 6, false)
	addressBlock(d, fs.stmt, 48, d.y+14)
	d.y = 196
	d.hidden(40, "*start*summary")
	d.bar(40, 572, 13, 0.85)
	d.text(44, "CHECKING SUMMARY", 10, true)
	d.rtext(568, "Chase Performance Business Checking", 9, true)
	d.nl(16)
	d.rtext(380, "INSTANCES", 8, true)
	d.rtext(480, "AMOUNT", 8, true)
	d.nl(12)
	deps := fs.pick(func(r frow) bool { return r.Credit })
	checks := fs.pick(isCheck)
	cards := fs.pick(isCard)
	fees := fs.pick(isFee)
	elec := fs.pick(func(r frow) bool { return !r.Credit && !isCheck(r) && !isCard(r) && !isFee(r) })
	dep, ndep := fs.credits()
	_, ndeb := fs.debits()
	line := func(label string, n int, v string) {
		d.text(40, label, 9, false)
		if n >= 0 {
			d.rtext(380, fmt.Sprint(n), 9, false)
		}
		d.rtext(480, v, 9, false)
		d.nl(12)
	}
	// The summary counts every row the statement has, printed or not.
	all := func(pred func(r frow) bool) (int64, int) {
		var c int64
		n := 0
		for _, r := range fs.Rows {
			if pred(r) {
				c += r.Cents
				n++
			}
		}
		return c, n
	}
	line("Beginning Balance", -1, usd(fs.OpenP))
	line("Deposits and Additions", ndep, money(dep))
	c, n := all(isCheck)
	line("Checks Paid", n, "- "+money(c))
	c, n = all(isCard)
	line("ATM & Debit Card Withdrawals", n, "- "+money(c))
	c, n = all(func(r frow) bool { return !r.Credit && !isCheck(r) && !isCard(r) && !isFee(r) })
	line("Electronic Withdrawals", n, "- "+money(c))
	c, n = all(isFee)
	line("Fees", n, "- "+money(c))
	d.text(40, "Ending Balance", 9, true)
	d.rtext(380, fmt.Sprint(ndep+ndeb), 9, true)
	d.rtext(480, usd(fs.CloseP), 9, true)
	d.nl(10)
	d.hidden(40, "*end*summary")
	d.nl(10)
	d.para(fmt.Sprintf("Your monthly service fee was waived because you maintained an average ending day balance of $%s or more in your account during the statement period. Fees are waived for the first %d transactions.",
		money(750000), 250), 110, 8)
	cols := []tcol{{"DATE", 40, false}, {"DESCRIPTION", 90, false}, {"AMOUNT", 572, true}}
	sect := func(title, totalLabel, marker string, rows []frow) {
		if len(rows) == 0 {
			return
		}
		var cells [][]string
		for i, r := range rows {
			a := money(r.Cents)
			if i == 0 {
				a = "$" + a
			}
			cells = append(cells, []string{fs.date(&r, "01/02"), r.Desc, a})
		}
		d.nl(6)
		d.hidden(40, "*start*"+marker)
		d.table(title, cols, cells, tableOpts{Size: 8, Repeat: true, ContTitle: title + " (continued)", WrapCol: 1, WrapN: 78})
		d.need(12)
		d.text(90, totalLabel, 8, true)
		d.rtext(572, "$"+money(fs.stotal(rows)), 8, true)
		d.nl(6)
		d.hidden(40, "*end*"+marker)
		d.nl(8)
	}
	sect("DEPOSITS AND ADDITIONS", "Total Deposits and Additions", "deposits and additions", deps)
	if len(checks) > 0 {
		d.hidden(40, "*start*checks paid section")
		var cells [][]string
		prev := 0
		for _, r := range checks {
			no := fmt.Sprint(r.CheckNo)
			if prev != 0 && r.CheckNo != prev+1 {
				no += " *"
			}
			prev = r.CheckNo
			cells = append(cells, []string{no, "^", fs.date(&r, "01/02"), "$" + money(r.Cents)})
		}
		d.table("CHECKS PAID", []tcol{{"CHECK NO.", 40, false}, {"DESCRIPTION", 110, false}, {"DATE PAID", 380, false}, {"AMOUNT", 572, true}},
			cells, tableOpts{Size: 8, Repeat: true, ContTitle: "CHECKS PAID (continued)", WrapCol: -1})
		d.need(40)
		d.text(90, "Total Checks Paid", 8, true)
		d.rtext(572, "$"+money(total(checks)), 8, true)
		d.nl(12)
		d.para("If you see a description in the Checks Paid section, it means that we received only electronic information about the check, not the original or an image of the check. As a result, we're not able to return the check to you or show you an image.", 120, 7)
		d.para("* All of your recent checks may not be on this statement, either because they haven't cleared yet or they were listed on one of your previous statements.", 120, 7)
		d.para("^ An image of this check may be available for you to view on Chase.com.", 120, 7)
		d.hidden(40, "*end*checks paid section")
		d.nl(6)
	}
	sect("ATM & DEBIT CARD WITHDRAWALS", "Total ATM & Debit Card Withdrawals", "atm debit withdrawal", cards)
	if len(cards) > 0 {
		d.need(60)
		d.text(40, "ATM & DEBIT CARD SUMMARY", 9, true)
		d.nl(12)
		d.text(40, fs.Holder+" Card 4821", 8, false)
		d.nl(11)
		for _, kv := range [][2]string{{"Total ATM Withdrawals & Debits", "$0.00"}, {"Total Card Purchases", "$" + money(total(cards))},
			{"Total Card Deposits & Credits", "$0.00"}} {
			d.text(60, kv[0], 8, false)
			d.rtext(480, kv[1], 8, false)
			d.nl(10)
		}
		d.nl(6)
	}
	sect("ELECTRONIC WITHDRAWALS", "Total Electronic Withdrawals", "electronic withdrawal", elec)
	sect("FEES", "Total Fees", "fees and other withdrawals", fees)
	d.hidden(40, "*start*daily ending balance")
	e := fs.dayEnds()
	var cells [][]string
	per := (len(e) + 2) / 3
	for i := 0; i < per; i++ {
		row := make([]string, 6)
		for p := 0; p < 3; p++ {
			if k := p*per + i; k < len(e) {
				row[2*p], row[2*p+1] = e[k].D.Format("01/02"), usd(e[k].B)
			}
		}
		cells = append(cells, row)
	}
	d.table("DAILY ENDING BALANCE", []tcol{{"DATE", 40, false}, {"AMOUNT", 180, true}, {"DATE", 220, false}, {"AMOUNT", 360, true},
		{"DATE", 400, false}, {"AMOUNT", 540, true}}, cells, tableOpts{Size: 8, Repeat: true, WrapCol: -1})
	d.hidden(40, "*end*daily ending balance")
	d.nl(14)
	d.need(120)
	d.text(40, "IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC FUNDS TRANSFERS:", 8, true)
	d.nl(11)
	d.para("Call us at 1-866-564-2262 or write us at the address on the front of this statement (non-personal accounts contact Customer Service) immediately if you think your statement or receipt is incorrect or if you need more information about a transfer listed on the statement or receipt. We must hear from you no later than 60 days after we sent you the FIRST statement on which the problem or error appeared. We will investigate your complaint and will correct any error promptly. If we take more than 10 business days (or 20 business days for new accounts) to do this, we will credit your account for the amount you think is in error so that you will have use of the money during the time it takes us to complete our investigation.", 120, 7)
	d.nl(4)
	d.para("JPMorgan Chase Bank, N.A. Member FDIC", 120, 7)
	fs.printTotals(shows{Credits: true, CountCredits: true, Daily: true})
	d.finish()
	return d
}

// ---- usbank: a U.S. Bank-style business statement. Sections Customer
// Deposits, Other Deposits, Card Deposits, Card Withdrawals, Other
// Withdrawals and Checks Presented Conventionally, each with its total;
// `Jan 5` dates; debits with a trailing minus (95.00-); an account
// summary with item counts; a Balance Summary in date/balance pairs
// across the page.
func drawUSBank(fs *fstmt) *doc {
	d := newDoc()
	acct := fs.AccountNo[:1] + "-" + fs.AccountNo[1:4] + "-" + fs.AccountNo[4:8] + "-" + fs.AccountNo[8:]
	period := fs.Start.Format("Jan 2, 2006") + " through " + fs.End.Format("Jan 2, 2006")
	d.header = func(d *doc) {
		d.y = 38
		d.text(40, fs.Holder, 8, false)
		d.rtext(572, "Business Statement", 8, true)
		d.nl(10)
		d.rtext(572, "Account Number:", 8, false)
		d.nl(10)
		d.rtext(572, acct, 8, false)
		d.nl(10)
		d.rtext(572, "Statement Period:", 8, false)
		d.nl(10)
		d.rtext(572, period, 8, false)
		d.y = topY + 40
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 38
		if page == 1 {
			d.y = 56
		}
		d.rtext(572-120, fmt.Sprintf("Page %d of %d", page, total), 8, false)
		d.y = 765
		d.text(40, "Member FDIC", 7, false)
		d.rtext(572, "usbank.com/business", 7, false)
	})
	d.y = 50
	d.text(40, "U.S. Bank", 18, true)
	d.rtext(572, "Business Statement", 10, true)
	d.nl(14)
	d.text(40, "P.O. Box 1800", 8, false)
	d.rtext(572, "Account Number:", 8, false)
	d.nl(10)
	d.text(40, "Saint Paul, Minnesota 55101-0800", 8, false)
	d.rtext(572, acct, 8, false)
	d.nl(10)
	d.rtext(572, "Statement Period:", 8, false)
	d.nl(10)
	d.rtext(572, period, 8, false)
	addressBlock(d, fs.stmt, 60, 112)
	d.y = 112
	d.text(360, "To Contact U.S. Bank", 8, true)
	d.nl(10)
	for _, l := range []string{"24-Hour Business", "Solutions: 1-800-673-3555", "U.S. Bank accepts Relay Calls", "Internet: usbank.com/business"} {
		d.text(360, l, 7, false)
		d.nl(9)
	}
	d.y = 184
	d.bar(40, 572, 13, 0.85)
	d.text(44, "SILVER BUSINESS CHECKING", 10, true)
	d.nl(14)
	d.text(40, "U.S. Bank National Association", 8, false)
	d.rtext(572, "Account Number "+acct, 8, false)
	d.nl(14)
	d.text(40, "Account Summary", 9, true)
	d.rtext(330, "# Items", 8, true)
	d.nl(12)
	cust := fs.pick(func(r frow) bool { return r.Credit && strings.HasPrefix(r.Desc, "MOBILE DEPOSIT") })
	carddep := fs.pick(func(r frow) bool { return r.Credit && r.Category == "refund_reversal" })
	other := fs.pick(func(r frow) bool {
		return r.Credit && !strings.HasPrefix(r.Desc, "MOBILE DEPOSIT") && r.Category != "refund_reversal"
	})
	cardw := fs.pick(isCard)
	checks := fs.pick(isCheck)
	otherw := fs.pick(func(r frow) bool { return !r.Credit && !isCard(r) && !isCheck(r) })
	// Totals over every row of the statement, printed or not.
	all := func(pred func(r frow) bool) (int64, int) {
		var c int64
		n := 0
		for _, r := range fs.Rows {
			if pred(r) {
				c += r.Cents
				n++
			}
		}
		return c, n
	}
	d.text(40, "Beginning Balance on "+fs.Start.Format("Jan 2"), 8, false)
	d.text(360, "$", 8, false)
	d.rtext(460, trail(fs.OpenP), 8, false)
	d.nl(11)
	first := true
	for _, s := range []struct {
		label  string
		pred   func(r frow) bool
		credit bool
	}{
		{"Customer Deposits", func(r frow) bool { return r.Credit && strings.HasPrefix(r.Desc, "MOBILE DEPOSIT") }, true},
		{"Other Deposits", func(r frow) bool {
			return r.Credit && !strings.HasPrefix(r.Desc, "MOBILE DEPOSIT") && r.Category != "refund_reversal"
		}, true},
		{"Card Deposits", func(r frow) bool { return r.Credit && r.Category == "refund_reversal" }, true},
		{"Card Withdrawals", isCard, false},
		{"Other Withdrawals", func(r frow) bool { return !r.Credit && !isCard(r) && !isCheck(r) }, false},
		{"Checks Paid", isCheck, false},
	} {
		c, n := all(s.pred)
		if s.credit && n > 0 && first {
			c += fs.CreditDelta
			first = false
		}
		v := money(c)
		if !s.credit {
			v += "-"
		}
		d.text(40, s.label, 8, false)
		d.rtext(330, fmt.Sprint(n), 8, false)
		d.rtext(460, v, 8, false)
		d.nl(11)
	}
	d.text(200, "Ending Balance on "+fs.End.Format("Jan 2, 2006"), 8, true)
	d.text(360, "$", 8, true)
	d.rtext(460, trail(fs.CloseP), 8, true)
	d.nl(16)
	cols := []tcol{{"Date", 40, false}, {"Description of Transaction", 90, false}, {"Ref Number", 420, false}, {"Amount", 572, true}}
	sect := func(title string, rows []frow, credit bool) {
		if len(rows) == 0 {
			return
		}
		var cells [][]string
		for _, r := range rows {
			a := money(r.Cents)
			if !credit {
				a += "-"
			}
			cells = append(cells, []string{fs.date(&r, "Jan 2"), r.Desc, digits(r.Cents+int64(r.Date.Day()), 10), a})
		}
		d.table(title, cols, cells, tableOpts{Size: 8, Repeat: true, ContTitle: title + " (continued)", WrapCol: 1, WrapN: 66})
		d.need(12)
		t := money(fs.stotal(rows))
		if !credit {
			t += "-"
		}
		d.text(300, "Total "+title, 8, true)
		d.text(470, "$", 8, true)
		d.rtext(572, t, 8, true)
		d.nl(16)
	}
	sect("Customer Deposits", cust, true)
	sect("Other Deposits", other, true)
	sect("Card Deposits", carddep, true)
	sect("Card Withdrawals", cardw, false)
	sect("Other Withdrawals", otherw, false)
	if len(checks) > 0 {
		var cells [][]string
		per := (len(checks) + 2) / 3
		prev := 0
		marks := map[int]string{}
		for _, r := range checks {
			if prev != 0 && r.CheckNo != prev+1 {
				marks[r.CheckNo] = "*"
			}
			prev = r.CheckNo
		}
		for i := 0; i < per; i++ {
			row := make([]string, 9)
			for p := 0; p < 3; p++ {
				if k := p*per + i; k < len(checks) {
					r := checks[k]
					row[3*p], row[3*p+1], row[3*p+2] = fmt.Sprint(r.CheckNo)+marks[r.CheckNo], fs.date(&r, "Jan 2"), money(r.Cents)
				}
			}
			cells = append(cells, row)
		}
		d.table("Checks Presented Conventionally", []tcol{{"Check", 40, false}, {"Date", 90, false}, {"Amount", 190, true},
			{"Check", 220, false}, {"Date", 270, false}, {"Amount", 370, true}, {"Check", 400, false}, {"Date", 450, false}, {"Amount", 550, true}},
			cells, tableOpts{Size: 8, Repeat: true, WrapCol: -1})
		d.need(24)
		d.text(40, "* Gap in check sequence", 7, false)
		d.text(300, fmt.Sprintf("Conventional Checks Paid (%d)", len(checks)), 8, true)
		d.text(470, "$", 8, true)
		d.rtext(572, money(total(checks))+"-", 8, true)
		d.nl(16)
	}
	e := fs.dayEnds()
	var cells [][]string
	per := (len(e) + 2) / 3
	for i := 0; i < per; i++ {
		row := make([]string, 6)
		for p := 0; p < 3; p++ {
			if k := p*per + i; k < len(e) {
				row[2*p], row[2*p+1] = e[k].D.Format("Jan 2"), trail(e[k].B)
			}
		}
		cells = append(cells, row)
	}
	d.table("Balance Summary", []tcol{{"Date", 40, false}, {"Ending Balance", 180, true}, {"Date", 220, false}, {"Ending Balance", 360, true},
		{"Date", 400, false}, {"Ending Balance", 540, true}}, cells, tableOpts{Size: 8, Repeat: true, WrapCol: -1})
	d.need(14)
	d.text(40, "Balances only appear for days reflecting change.", 7, false)
	d.nl(12)
	fs.printTotals(shows{Daily: true})
	d.finish()
	return d
}

// ---- tdsub: a TD-style statement. A two-column ACCOUNT SUMMARY with
// average collected balance and interest lines; DAILY ACCOUNT ACTIVITY in
// subsections (Deposits, Electronic Deposits, Other Credits, Checks Paid,
// Electronic Payments, Other Withdrawals, Service Charges), each a
// POSTING DATE | DESCRIPTION | AMOUNT table closed by "Subtotal:"; checks
// two across with a serial-break marker; a DAILY BALANCE SUMMARY.
func drawTDSub(fs *fstmt) *doc {
	d := newDoc()
	acct := fs.AccountNo[:3] + "-" + fs.AccountNo[3:]
	period := fs.Start.Format("Jan 02 2006") + "-" + fs.End.Format("Jan 02 2006")
	d.header = func(d *doc) {
		d.y = 38
		d.text(40, fs.Holder, 8, false)
		d.rtext(572, "STATEMENT OF ACCOUNT", 8, true)
		d.nl(10)
		d.rtext(572, "Statement Period: "+period, 8, false)
		d.nl(10)
		d.rtext(572, "Primary Account #: "+acct, 8, false)
		d.y = topY + 22
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 748
		d.text(40, "Call 1-800-937-2000 for 24-hour Bank-by-Phone services or connect to www.tdbank.com", 7, false)
		d.nl(9)
		d.text(40, "Bank Deposits FDIC Insured | TD Bank, N.A. | Equal Housing Lender", 7, false)
		d.rtext(572, fmt.Sprintf("Page: %d of %d", page, total), 8, false)
	})
	d.y = 50
	d.text(40, "TD Bank", 18, true)
	d.rtext(572, "STATEMENT OF ACCOUNT", 11, true)
	d.nl(12)
	d.text(40, "America's Most Convenient Bank", 8, false)
	d.nl(14)
	save := d.y
	d.y = 74
	for _, kv := range [][2]string{{"Page:", "1 of 3"}, {"Statement Period:", period}, {"Cust Ref #:", fs.AccountNo[2:] + "-039-T-###"}, {"Primary Account #:", acct}} {
		if kv[0] == "Page:" {
			d.nl(10)
			continue
		}
		d.text(380, kv[0], 8, false)
		d.rtext(572, kv[1], 8, false)
		d.nl(10)
	}
	d.y = save
	addressBlock(d, fs.stmt, 60, 120)
	d.y = 176
	d.bar(40, 572, 13, 0.85)
	d.text(44, "TD Business Convenience Plus", 10, true)
	d.nl(16)
	d.text(40, fs.Holder, 8, false)
	d.rtext(572, "Account # "+acct, 8, false)
	d.nl(14)
	d.text(40, "ACCOUNT SUMMARY", 9, true)
	d.nl(12)
	dep := fs.pick(func(r frow) bool { return r.Credit && strings.HasPrefix(r.Desc, "MOBILE DEPOSIT") })
	edep := fs.pick(func(r frow) bool {
		return r.Credit && !strings.HasPrefix(r.Desc, "MOBILE DEPOSIT") && r.Category != "refund_reversal"
	})
	ocr := fs.pick(func(r frow) bool { return r.Credit && r.Category == "refund_reversal" })
	checks := fs.pick(isCheck)
	epay := fs.pick(func(r frow) bool { return !r.Credit && !isCheck(r) && !isCard(r) && !isFee(r) })
	ow := fs.pick(isCard)
	sc := fs.pick(isFee)
	sumAll := func(pred func(r frow) bool) int64 {
		var c int64
		for _, r := range fs.Rows {
			if pred(r) {
				c += r.Cents
			}
		}
		return c
	}
	y0 := d.y
	first := true
	left := [][2]string{{"Beginning Balance", signed(fs.OpenP)}}
	for _, s := range []struct {
		l string
		p func(r frow) bool
	}{
		{"Deposits", func(r frow) bool { return r.Credit && strings.HasPrefix(r.Desc, "MOBILE DEPOSIT") }},
		{"Electronic Deposits", func(r frow) bool {
			return r.Credit && !strings.HasPrefix(r.Desc, "MOBILE DEPOSIT") && r.Category != "refund_reversal"
		}},
		{"Other Credits", func(r frow) bool { return r.Credit && r.Category == "refund_reversal" }},
	} {
		c := sumAll(s.p)
		if c > 0 && first {
			c += fs.CreditDelta
			first = false
		}
		left = append(left, [2]string{s.l, money(c)})
	}
	for _, kv := range left {
		d.text(40, kv[0], 8, false)
		d.rtext(250, kv[1], 8, false)
		d.nl(11)
	}
	d.y = y0
	right := [][2]string{
		{"Checks Paid", money(sumAll(isCheck))},
		{"Electronic Payments", money(sumAll(func(r frow) bool { return !r.Credit && !isCheck(r) && !isCard(r) && !isFee(r) }))},
		{"Other Withdrawals", money(sumAll(isCard))},
		{"Service Charges", money(sumAll(isFee))},
		{"Ending Balance", signed(fs.CloseP)},
	}
	for _, kv := range right {
		d.text(320, kv[0], 8, kv[0] == "Ending Balance")
		d.rtext(572, kv[1], 8, kv[0] == "Ending Balance")
		d.nl(11)
	}
	d.nl(4)
	var avg int64
	for _, e := range fs.dayEnds() {
		avg += e.B
	}
	if n := len(fs.dayEnds()); n > 0 {
		avg /= int64(n)
	}
	for _, kv := range [][2]string{{"Average Collected Balance", signed(avg)}, {"Interest Earned This Period", "0.00"},
		{"Interest Paid Year-to-Date", "0.00"}, {"Annual Percentage Yield Earned", "0.00%"},
		{"Days in Period", fmt.Sprint(int(fs.End.Sub(fs.Start).Hours()/24) + 1)}} {
		d.text(320, kv[0], 8, false)
		d.rtext(572, kv[1], 8, false)
		d.nl(11)
	}
	d.nl(6)
	d.text(40, "DAILY ACCOUNT ACTIVITY", 10, true)
	d.nl(8)
	cols := []tcol{{"POSTING DATE", 40, false}, {"DESCRIPTION", 110, false}, {"AMOUNT", 572, true}}
	sect := func(title string, rows []frow) {
		if len(rows) == 0 {
			return
		}
		var cells [][]string
		for _, r := range rows {
			cells = append(cells, []string{fs.date(&r, "01/02"), r.Desc, money(r.Cents)})
		}
		d.table(title, cols, cells, tableOpts{Size: 8, Repeat: true, ContTitle: title + " (continued)", WrapCol: 1, WrapN: 80})
		d.need(12)
		d.rtext(470, "Subtotal:", 8, true)
		d.rtext(572, money(fs.stotal(rows)), 8, true)
		d.nl(14)
	}
	sect("Deposits", dep)
	sect("Electronic Deposits", edep)
	sect("Other Credits", ocr)
	if len(checks) > 0 {
		d.need(50)
		d.nl(6)
		d.text(40, "Checks Paid", 10, true)
		d.text(140, fmt.Sprintf("No. Checks: %d", len(checks)), 8, false)
		d.text(230, "*Indicates break in serial sequence or check processed electronically and listed under Electronic Payments", 6, false)
		d.nl(14)
		var cells [][]string
		prev := 0
		var nos []string
		for _, r := range checks {
			no := fmt.Sprint(r.CheckNo)
			if prev != 0 && r.CheckNo != prev+1 {
				no += "*"
			}
			prev = r.CheckNo
			nos = append(nos, no)
		}
		for i := 0; i < len(checks); i += 2 {
			row := []string{fs.date(&checks[i], "01/02"), nos[i], money(checks[i].Cents), "", "", ""}
			if i+1 < len(checks) {
				row[3], row[4], row[5] = fs.date(&checks[i+1], "01/02"), nos[i+1], money(checks[i+1].Cents)
			}
			cells = append(cells, row)
		}
		d.table("", []tcol{{"DATE", 40, false}, {"SERIAL NO.", 100, false}, {"AMOUNT", 260, true}, {"DATE", 320, false},
			{"SERIAL NO.", 380, false}, {"AMOUNT", 540, true}}, cells, tableOpts{Size: 8, Repeat: true, WrapCol: -1})
		d.need(12)
		d.rtext(470, "Subtotal:", 8, true)
		d.rtext(572, money(total(checks)), 8, true)
		d.nl(14)
	}
	sect("Electronic Payments", epay)
	sect("Other Withdrawals", ow)
	sect("Service Charges", sc)
	e := fs.dayEnds()
	var cells [][]string
	per := (len(e) + 1) / 2
	for i := 0; i < per; i++ {
		row := make([]string, 4)
		for p := 0; p < 2; p++ {
			if k := p*per + i; k < len(e) {
				row[2*p], row[2*p+1] = e[k].D.Format("01/02"), signed(e[k].B)
			}
		}
		cells = append(cells, row)
	}
	d.table("DAILY BALANCE SUMMARY", []tcol{{"DATE", 40, false}, {"BALANCE", 250, true}, {"DATE", 320, false}, {"BALANCE", 530, true}},
		cells, tableOpts{Size: 8, Repeat: true, WrapCol: -1})
	fs.printTotals(shows{Daily: true})
	d.finish()
	// The first page's "Page:" line is written once the count is known.
	d.ops = append(d.ops, op{Page: 1, X: 380, Y: 74, Text: "Page:", Size: 8}, op{Page: 1, X: 572, Y: 74, Text: fmt.Sprintf("1 of %d", d.page), Size: 8, Right: true})
	return d
}

// prepareWells rewrites card purchases the way Wells Fargo prints them
// ("Purchase authorized on 01/02 Home Depot #4521 S466002618374821 Card
// 4821") and ACH credits with the originator first.
func prepareWells(fs *fstmt) {
	for i := range fs.Rows {
		r := &fs.Rows[i]
		switch {
		case isCard(*r):
			m, _ := merchantOf(r.Desc)
			r.Desc = fmt.Sprintf("Purchase authorized on %s %s S%s Card 4821", r.Date.Format("01/02"), proper(m), digits(r.Cents, 15))
		case strings.HasPrefix(r.Desc, "ACH CREDIT "):
			r.Desc = proper(strings.TrimPrefix(r.Desc, "ACH CREDIT ")) + " ACH Credit " + r.Date.Format("060102") + " " + fs.Holder
		}
	}
}

// ---- wfsplit: a Wells-Fargo-style Transaction history. Date | Check
// Number | Description | Deposits/Credits | Withdrawals/Debits | Ending
// daily balance, the balance only on a day's last row, two-line column
// labels; a day's rows always split across a page break; "Totals" line,
// a monthly service fee summary full of figures, and a summary of checks
// that repeats rows of the history.
func drawWFSplit(fs *fstmt) *doc {
	for shift := 0; shift < 40; shift++ {
		d, split := drawWFSplitShift(fs, float64(shift)*3)
		if split || shift == 39 {
			return d
		}
	}
	panic("unreachable")
}

func drawWFSplitShift(fs *fstmt, shift float64) (*doc, bool) {
	fs.deltaUsed = false
	d := newDoc()
	period := longDate(fs.Start) + " - " + longDate(fs.End)
	cols := []tcol{{"Date", 40, false}, {"Number", 66, false}, {"Description", 110, false},
		{"Credits", 410, true}, {"Debits", 485, true}, {"balance", 568, true}}
	inTable := false
	head := func(d *doc) {
		for _, c := range [][3]any{{68.0 - 2, "Check", false}, {410.0, "Deposits/", true}, {485.0, "Withdrawals/", true}, {568.0, "Ending daily", true}} {
			if c[2].(bool) {
				d.rtext(c[0].(float64), c[1].(string), 7, true)
			} else {
				d.text(c[0].(float64), c[1].(string), 7, true)
			}
		}
		d.nl(8)
		d.heads(cols, 7)
	}
	d.header = func(d *doc) {
		d.y = 38
		d.text(40, "Initiate Business Checking", 8, true)
		d.nl(10)
		d.text(40, "Account number: "+fs.AccountNo+"  |  "+period, 7, false)
		d.y = topY + 14
		if inTable {
			d.text(40, "Transaction history (continued)", 9, true)
			d.nl(14)
			head(d)
		}
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 38
		d.rtext(572, fmt.Sprintf("Page %d of %d", page, total), 8, false)
		d.y = 765
		d.text(40, fmt.Sprintf("Sheet Seq = %07d", 4400+page), 6, false)
		d.rtext(572, "Member FDIC", 6, false)
	})
	d.y = 50
	d.text(40, "WELLS", 16, true)
	d.nl(14)
	d.text(40, "FARGO", 16, true)
	d.rtext(572, "Initiate Business Checking", 11, true)
	d.nl(14)
	d.rtext(572, period, 9, false)
	addressBlock(d, fs.stmt, 60, 104)
	d.y = 104
	d.text(350, "Questions?", 9, true)
	d.nl(11)
	for _, l := range []string{"Available by phone 24 hours a day, 7 days a week:", "1-800-CALL-WELLS (1-800-225-5935)", "Online: wellsfargo.com/biz",
		"Write: Wells Fargo Bank, N.A. (114)", "P.O. Box 6995, Portland, OR 97228-6995"} {
		d.text(350, l, 7, false)
		d.nl(9)
	}
	d.y = 178 + shift
	d.text(40, "Your Business and Wells Fargo", 9, true)
	d.nl(11)
	d.para("Visit wellsfargo.com/biz to learn about tools that can help your business, or call 1-800-225-5935 to talk with a banker. Transfers of $5,000.00 or more made before 8:00 p.m. ET post the same business day.", 120, 7)
	d.nl(6)
	d.text(40, "Account summary", 10, true)
	d.nl(12)
	d.text(40, "Initiate Business Checking", 8, true)
	d.nl(11)
	labels := []string{"Account number", "Beginning balance", "Total credits", "Total debits", "Ending balance"}
	dep, _ := fs.credits()
	wd, _ := fs.debits()
	vals := []string{fs.AccountNo, "$" + signed(fs.OpenP), "$" + money(dep), "-$" + money(wd), "$" + signed(fs.CloseP)}
	for i, l := range labels {
		d.rtext(150+float64(i)*105, l, 7, true)
	}
	d.nl(10)
	for i, v := range vals {
		d.rtext(150+float64(i)*105, v, 8, false)
	}
	d.nl(16)
	d.text(40, "Transaction history", 10, true)
	d.nl(14)
	head(d)
	inTable = true
	pageOf := make([]int, 0, len(fs.Rows))
	var printed []frow
	for _, r := range fs.Rows {
		if !r.Hidden {
			printed = append(printed, r)
		}
	}
	for i, r := range printed {
		var cr, db, no, bal string
		desc := r.Desc
		if r.CheckNo > 0 {
			no, desc = fmt.Sprint(r.CheckNo), "Check"
		}
		if r.Credit {
			cr = money(r.Cents)
		} else {
			db = money(r.Cents)
		}
		if i+1 == len(printed) || !printed[i+1].Date.Equal(r.Date) {
			bal = signed(r.Balance)
		}
		lines := wrapWords(desc, 54)
		d.need(8.5 * float64(len(lines)))
		pageOf = append(pageOf, d.page)
		cells := [][]string{one(fs.date(&r, "1/2")), one(no), lines, one(cr), one(db), one(bal)}
		d.cells(cols, cells, 7, 8.5)
	}
	inTable = false
	d.need(30)
	d.hline(40, 572)
	d.nl(9)
	d.text(40, "Ending balance on "+fs.End.Format("1/2"), 7, true)
	d.rtext(568, signed(fs.CloseP), 7, true)
	d.nl(10)
	d.text(40, "Totals", 7, true)
	d.rtext(410, "$"+money(dep), 7, true)
	d.rtext(485, "$"+money(wd), 7, true)
	d.nl(12)
	d.para("The Ending Daily Balance does not reflect any pending withdrawals or holds on deposited funds that may have been outstanding on your account when your transactions posted. If you had insufficient available funds when a transaction posted, fees may have been assessed.", 130, 6.5)
	d.nl(6)
	checks := fs.pick(isCheck)
	if len(checks) > 0 {
		var cells [][]string
		per := (len(checks) + 2) / 3
		prev := 0
		marks := map[int]string{}
		for _, r := range checks {
			if prev != 0 && r.CheckNo != prev+1 {
				marks[r.CheckNo] = " *"
			}
			prev = r.CheckNo
		}
		for i := 0; i < per; i++ {
			row := make([]string, 9)
			for p := 0; p < 3; p++ {
				if k := p*per + i; k < len(checks) {
					c := checks[k]
					row[3*p], row[3*p+1], row[3*p+2] = fmt.Sprint(c.CheckNo)+marks[c.CheckNo], fs.date(&c, "1/2"), money(c.Cents)
				}
			}
			cells = append(cells, row)
		}
		d.table("Summary of checks written (checks listed are also displayed in the preceding Transaction history)",
			[]tcol{{"Number", 40, false}, {"Date", 95, false}, {"Amount", 190, true}, {"Number", 220, false}, {"Date", 275, false}, {"Amount", 370, true},
				{"Number", 400, false}, {"Date", 455, false}, {"Amount", 550, true}}, cells, tableOpts{Size: 7, Repeat: true, WrapCol: -1})
		d.need(10)
		d.text(40, "* Gap in check sequence.", 6.5, false)
		d.nl(12)
	}
	d.need(80)
	d.text(40, "Monthly service fee summary", 10, true)
	d.nl(12)
	d.para(fmt.Sprintf("For a complete list of fees and detailed account information, see the disclosures applicable to your account or talk to a banker. Fee period %s - %s. Standard monthly service fee $15.00. You paid $15.00.",
		fs.Start.Format("01/02/2006"), fs.End.Format("01/02/2006")), 130, 7)
	d.text(40, "How to avoid the monthly service fee", 7, true)
	d.rtext(420, "Minimum required", 7, true)
	d.rtext(520, "This fee period", 7, true)
	d.nl(9)
	d.text(40, "Average ledger balance", 7, false)
	d.rtext(420, "$500.00", 7, false)
	d.rtext(520, "$"+money(max(fs.CloseP, 0)/2), 7, false)
	d.nl(9)
	fs.printTotals(shows{Credits: true, Debits: true, Running: "day_end"})
	d.finish()
	split := false
	for i := 1; i < len(printed); i++ {
		if printed[i].Date.Equal(printed[i-1].Date) && pageOf[i] != pageOf[i-1] {
			split = true
		}
	}
	return d, split
}

// prepareFirstRow spells out ACH credits in full so they run over three
// lines of the narrow description column.
func prepareFirstRow(fs *fstmt) {
	for i := range fs.Rows {
		r := &fs.Rows[i]
		if strings.HasPrefix(r.Desc, "ACH CREDIT ") {
			who := strings.TrimPrefix(r.Desc, "ACH CREDIT ")
			r.Desc = "ACH CORP DEPOSIT " + who + " CUSTOMER ID " + digits(r.Cents, 10) + " " + fs.Holder
		}
	}
}

// ---- firstrow: a Truist-style statement. The date only on a day's
// first row (not repeated at the top of a page); debits and negative
// balances in parentheses; descriptions over three or more lines in a
// narrow column; a summary with "as of" dates and counts, a two-column
// BALANCE ACTIVITY HISTORY and a legal page.
func drawFirstRow(fs *fstmt) *doc {
	d := newDoc()
	acctTitle := "SIMPLE BUSINESS CHECKING " + fs.AccountNo
	inTable := false
	cols := []tcol{{"DATE", 40, false}, {"DESCRIPTION", 90, false}, {"AMOUNT($)", 440, true}, {"BALANCE($)", 560, true}}
	d.header = func(d *doc) {
		d.y = 40
		d.text(40, acctTitle, 8, true)
		d.y = topY + 6
		if inTable {
			d.text(40, "TRANSACTION HISTORY (CONTINUED)", 9, true)
			d.nl(13)
			d.heads(cols, 8)
		}
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 40
		d.rtext(572, fmt.Sprintf("PAGE %d OF %d", page, total), 8, false)
		d.y = 765
		d.text(40, "MEMBER FDIC", 7, false)
		d.rtext(572, fmt.Sprintf("%d / %d / 0000 / 00", 36+page, 1), 6, false)
	})
	d.y = 54
	d.text(40, "TRUIST", 22, true)
	addressBlock(d, fs.stmt, 60, 100)
	d.y = 100
	d.text(330, "Questions, comments or errors?", 8, true)
	d.nl(10)
	for _, l := range []string{"Call your Relationship Manager or Truist", "Business Care at 844-4TRUIST (844-487-8478),", "6 a.m. - 9 p.m. ET, Monday - Saturday.", "Online: Truist.com"} {
		d.text(330, l, 7, false)
		d.nl(9)
	}
	d.y = 170
	d.bar(40, 572, 13, 0.85)
	d.text(44, acctTitle, 10, true)
	d.nl(16)
	d.text(40, "ACCOUNT SUMMARY", 9, true)
	d.nl(12)
	chk, nchk := int64(0), 0
	ow, now := int64(0), 0
	for _, r := range fs.Rows {
		switch {
		case r.Credit:
		case isCheck(r):
			chk += r.Cents
			nchk++
		default:
			ow += r.Cents
			now++
		}
	}
	dep, ndep := fs.credits()
	prev := fs.Start.AddDate(0, 0, -1)
	for _, kv := range [][2]string{
		{"Your previous balance as of " + prev.Format("01/02/2006"), "$" + paren(fs.OpenP)},
		{"Checks", "- " + money(chk)},
		{"Other withdrawals, debits and service charges", "- " + money(ow)},
		{"Deposits, credits and interest", "+ " + money(dep)},
		{"Your new balance as of " + fs.End.Format("01/02/2006"), "= $" + paren(fs.CloseP)},
	} {
		d.text(40, kv[0], 8, false)
		d.rtext(330, kv[1], 8, false)
		d.nl(11)
	}
	d.nl(8)
	d.text(40, "TRANSACTION HISTORY", 10, true)
	d.nl(13)
	d.heads(cols, 8)
	inTable = true
	var last time.Time
	for _, r := range fs.Rows {
		if r.Hidden {
			continue
		}
		ds := fs.date(&r, "01/02")
		if r.Date.Equal(last) && r.PDay == 0 {
			ds = ""
		}
		last = r.Date
		a := r.Cents
		if !r.Credit {
			a = -a
		}
		lines := wrapWords(r.Desc, 34)
		d.need(10 * float64(len(lines)))
		d.cells(cols, [][]string{one(ds), lines, one(paren(a)), one(paren(r.Balance))}, 8, 10)
	}
	inTable = false
	d.nl(4)
	d.need(60)
	d.text(40, "CREDIT AND DEBIT TOTALS", 9, true)
	d.nl(12)
	for _, kv := range [][3]string{{"Total deposits, credits and interest", fmt.Sprint(ndep), money(dep)},
		{"Total checks", fmt.Sprint(nchk), money(chk)}, {"Total other withdrawals, debits and service charges", fmt.Sprint(now), money(ow)}} {
		d.text(40, kv[0], 8, false)
		d.rtext(360, kv[1], 8, false)
		d.rtext(460, "= $"+kv[2], 8, false)
		d.nl(11)
	}
	e := fs.dayEnds()
	var cells [][]string
	per := (len(e) + 1) / 2
	for i := 0; i < per; i++ {
		row := make([]string, 4)
		for p := 0; p < 2; p++ {
			if k := p*per + i; k < len(e) {
				row[2*p], row[2*p+1] = e[k].D.Format("01/02"), paren(e[k].B)
			}
		}
		cells = append(cells, row)
	}
	d.table("BALANCE ACTIVITY HISTORY", []tcol{{"DATE", 40, false}, {"BALANCE($)", 230, true}, {"DATE", 320, false}, {"BALANCE($)", 510, true}},
		cells, tableOpts{Size: 8, Repeat: true, WrapCol: -1})
	d.need(140)
	d.nl(10)
	d.text(40, "Questions, comments or errors?", 9, true)
	d.nl(12)
	d.para("In case of errors or questions about your electronic transfers: If you think your statement or receipt is wrong, or if you need more information about a transfer on the statement or receipt, telephone us at 844-487-8478 or write to us at Truist Bank, Attn: Customer Care, P.O. Box 1847, Wilson, NC 27894 as soon as you can. We must hear from you no later than 60 days after we sent you the FIRST statement on which the error or problem appeared. Tell us your name and account number, describe the error or the transfer you are unsure about, and tell us the dollar amount of the suspected error.", 125, 7)
	fs.printTotals(shows{Credits: true, CountCredits: true, Running: "every_row", Daily: true})
	d.finish()
	return d
}

// ---- postingdate: POSTING DATE | DESCRIPTION | DEBIT | CREDIT | BALANCE
// with upper-case `JAN 02` dates; a BALANCE FORWARD row and "balance
// carried/brought forward" lines at every page break (none a
// transaction); the period as "01 January 2026 - 31 January 2026"; the
// bank named only by its web address; a COPY watermark; legal text and
// fee tables between sections; footers full of numbers.
func drawPostingDate(fs *fstmt) *doc {
	d := newDoc()
	web := "www.SummitRidgeBank.com"
	period := fs.Start.Format("02 January 2006") + " - " + fs.End.Format("02 January 2006")
	stmtDate := fs.End.AddDate(0, 0, 2)
	last4 := fs.AccountNo[8:]
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 762
		d.hline(40, 572)
		d.nl(10)
		d.text(40, fmt.Sprintf("Page %d of %d | Statement Date %s | Account ending %s | Member FDIC | %s", page, total, stmtDate.Format("01/02/2006"), last4, web), 7, false)
	})
	cols := []tcol{{"POSTING DATE", 40, false}, {"DESCRIPTION", 110, false}, {"DEBIT", 400, true}, {"CREDIT", 475, true}, {"BALANCE", 568, true}}
	d.y = 46
	d.rtext(572, web+"  |  1-888-555-0163", 8, false)
	d.nl(16)
	d.text(40, "ACCOUNT STATEMENT", 16, true)
	addressBlock(d, fs.stmt, 40, 96)
	d.y = 96
	for _, kv := range [][2]string{{"Statement Period:", period}, {"Account Number:", fs.AccountNo[:4] + " " + fs.AccountNo[4:8] + " " + last4},
		{"Account Type:", "Business Interest Checking"}, {"Statement Date:", stmtDate.Format("02 January 2006")}} {
		d.text(320, kv[0], 8, true)
		d.text(410, kv[1], 8, false)
		d.nl(11)
	}
	d.y = 160
	d.text(40, "IMPORTANT NOTICE", 8, true)
	d.nl(10)
	d.para(fmt.Sprintf("Effective %s, the monthly maintenance fee for Business Interest Checking changes from $12.00 to $15.00 unless an average daily balance of $2,500.00 is kept. Wire transfer fees remain $25.00 (domestic) and $45.00 (international). Call 1-888-555-0163 with any question.",
		fs.End.AddDate(0, 1, 1).Format("01/02/2006")), 125, 7)
	d.nl(6)
	dep, ndep := fs.credits()
	wd, nwd := fs.debits()
	d.text(40, "ACCOUNT SUMMARY", 9, true)
	d.nl(12)
	for _, kv := range [][2]string{{"Opening Balance", signed(fs.OpenP)}, {fmt.Sprintf("Total Debits (%d)", nwd), money(wd)},
		{fmt.Sprintf("Total Credits (%d)", ndep), money(dep)}, {"Closing Balance", signed(fs.CloseP)}} {
		d.text(40, kv[0], 8, false)
		d.rtext(300, kv[1], 8, false)
		d.nl(11)
	}
	d.nl(8)
	d.text(40, "TRANSACTION DETAILS", 10, true)
	d.nl(13)
	d.heads(cols, 7.5)
	d.cells(cols, [][]string{one(fmtDate("JAN 02", fs.Start.Year(), fs.Start.Month(), fs.Start.Day())), one("BALANCE FORWARD"), nil, nil, one(signed(fs.OpenP))}, 8, 10)
	bal := fs.OpenP
	for _, r := range fs.Rows {
		if r.Hidden {
			continue
		}
		lines := wrapWords(r.Desc, 52)
		h := 10 * float64(len(lines))
		if d.y+h+12 > bottomY {
			d.text(110, "BALANCE CARRIED FORWARD", 8, true)
			d.rtext(568, signed(bal), 8, true)
			d.need(1000)
			d.text(40, "TRANSACTION DETAILS (CONTINUED)", 9, true)
			d.nl(13)
			d.heads(cols, 7.5)
			d.text(110, "BALANCE BROUGHT FORWARD", 8, true)
			d.rtext(568, signed(bal), 8, true)
			d.nl(10)
		}
		var db, cr string
		if r.Credit {
			cr = money(r.Cents)
		} else {
			db = money(r.Cents)
		}
		d.cells(cols, [][]string{one(fs.date(&r, "JAN 02")), lines, one(db), one(cr), one(signed(r.Balance))}, 8, 10)
		bal = r.Balance
	}
	d.nl(4)
	d.text(110, "CLOSING BALANCE", 8, true)
	d.rtext(568, signed(fs.CloseP), 8, true)
	d.nl(18)
	d.need(120)
	d.text(40, "SERVICE CHARGE SUMMARY", 9, true)
	d.nl(12)
	for _, kv := range [][2]string{{"Monthly Maintenance Fee", "15.00"}, {"Paper Statement Fee", "3.00"}, {"Paper Statement Fee Waived", "-3.00"},
		{"Total Service Charges", "15.00"}, {"Service Charges Year-to-Date", money(1500 * int64(fs.End.Month()))}} {
		d.text(60, kv[0], 8, false)
		d.rtext(360, kv[1], 8, false)
		d.nl(10)
	}
	d.nl(6)
	d.text(40, "INTEREST SUMMARY", 9, true)
	d.nl(12)
	for _, kv := range [][2]string{{"Interest Earned This Period", "0.00"}, {"Annual Percentage Yield Earned", "0.01%"}, {"Interest Paid Year-to-Date", "0.00"}} {
		d.text(60, kv[0], 8, false)
		d.rtext(360, kv[1], 8, false)
		d.nl(10)
	}
	d.nl(8)
	d.para("Please examine this statement at once. If no error is reported within 30 days, the account will be considered correct. In case of errors or questions about electronic transfers, call 1-888-555-0163 or write to P.O. Box 2210, Concord, NH 03302 no later than 60 days after the first statement showing the problem.", 125, 7)
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "every_row"})
	d.finish()
	watermark(d, "COPY")
	return d
}

// prepareDMY rounds cash deposits to whole dollars (printed without
// decimals, as the word-processed statements this family models do) and
// types every name in mixed case.
func prepareDMY(fs *fstmt) {
	for i := range fs.Rows {
		if strings.HasPrefix(fs.Rows[i].Desc, "MOBILE DEPOSIT") {
			fs.Rows[i].Cents = fs.Rows[i].Cents / 100 * 100
			fs.Rows[i].Desc = "CASH DEPOSIT BRANCH " + strings.TrimPrefix(fs.Rows[i].Desc, "MOBILE DEPOSIT REF ")
		}
		fs.Rows[i].Desc = proper(fs.Rows[i].Desc)
	}
	fs.Holder = proper(fs.Holder)
	fs.rebalance()
}

// proper writes words in mixed case as a person typing would, keeping
// acronyms and state codes in capitals.
func proper(s string) string {
	keep := map[string]bool{"LLC": true, "INC": true, "PC": true, "DBA": true, "HOA": true, "ACH": true, "ADP": true, "ATT": true,
		"TX": true, "OH": true, "FL": true, "CO": true, "NJ": true, "AZ": true, "SQ": true, "CCD": true, "ID": true}
	ws := strings.Fields(s)
	for i, w := range ws {
		if keep[w] || strings.ContainsAny(w[:1], "0123456789#") {
			continue
		}
		ws[i] = w[:1] + strings.ToLower(w[1:])
	}
	return strings.Join(ws, " ")
}

// wordAmount prints an amount as a word-processed statement does: whole
// amounts without decimals, an empty side as 0.
func wordAmount(c int64) string {
	if c == 0 {
		return "0"
	}
	if c%100 == 0 {
		return strings.TrimSuffix(money(c), ".00")
	}
	return money(c)
}

// ---- dmy: D-Mon-YY dates (2-Jan-26) with DATE | PARTICULARS | WITHDRAW |
// DEPOSIT | BALANCE, 0 in the empty amount column, whole amounts without
// decimals, a key-value block (Customer Id, Account No, Account Type,
// Currency, Issue Date), "STATEMENT OF ACCOUNT FOR THE PERIOD OF 1-Jan-2026
// TO 31-Jan-2026", the holder in an unlabelled address block and the bank
// named only in the logo line at the top of each page; no page numbers.
func drawDMY(fs *fstmt) *doc {
	fs.Creator = "PScript5.dll Version 5.2.2"
	d := newDoc()
	cols := []tcol{{"DATE", 40, false}, {"PARTICULARS", 100, false}, {"WITHDRAW", 390, true}, {"DEPOSIT", 470, true}, {"BALANCE", 560, true}}
	d.header = func(d *doc) {
		d.y = 46
		d.text(40, "EASTGATE BANK", 14, true)
		d.y = topY + 10
		d.heads(cols, 8)
	}
	d.y = 50
	d.text(40, "EASTGATE BANK", 20, true)
	d.nl(22)
	for _, l := range []string{fs.Holder, "", proper(fs.Street) + ",", proper(fs.City)} {
		d.text(40, l, 9, false)
		d.nl(11)
	}
	d.nl(10)
	d.text(40, "Ref: INB 0000-30001-", 8, false)
	d.nl(10)
	d.text(40, "000000", 8, false)
	d.y = 90
	for _, kv := range [][2]string{{"Customer Id", digits(fs.Opening, 8)}, {"Account No", "0" + fs.AccountNo},
		{"Account Type", "CURRENT ACCOUNT"}, {"Currency", "USD"}, {"Issue Date", longDate(fs.End.AddDate(0, 0, 1))}} {
		d.text(330, kv[0], 8, false)
		d.text(410, ": "+kv[1], 8, false)
		d.nl(11)
	}
	d.y = 190
	d.text(60, "STATEMENT OF ACCOUNT FOR THE PERIOD OF "+fs.Start.Format("2-Jan-2006")+" TO "+fs.End.Format("2-Jan-2006"), 10, true)
	d.nl(20)
	d.heads(cols, 8)
	for _, r := range fs.Rows {
		if r.Hidden {
			continue
		}
		var w, dp int64
		if r.Credit {
			dp = r.Cents
		} else {
			w = r.Cents
		}
		lines := wrapWords(r.Desc, 48)
		d.need(10 * float64(len(lines)))
		d.cells(cols, [][]string{one(fs.date(&r, "2-Jan-06")), lines, one(wordAmount(w)), one(wordAmount(dp)), one(signed(r.Balance))}, 8, 10)
	}
	d.nl(14)
	d.need(60)
	dep, _ := fs.credits()
	wd, _ := fs.debits()
	sc := []tcol{{"OPENING BALANCE", 150, true}, {"TOTAL WITHDRAWAL", 280, true}, {"TOTAL DEPOSIT", 410, true}, {"CLOSING BALANCE", 560, true}}
	d.text(40, "STATEMENT SUMMARY", 9, true)
	d.nl(12)
	d.heads(sc, 8)
	d.cells(sc, [][]string{one(signed(fs.OpenP)), one(money(wd)), one(money(dep)), one(signed(fs.CloseP))}, 8, 10)
	d.nl(14)
	d.text(200, "*** End of Statement ***", 8, false)
	d.nl(12)
	d.text(120, "This is a computer generated statement and does not require a signature.", 7, false)
	fs.printTotals(shows{Credits: true, Debits: true, Running: "every_row"})
	d.finish()
	return d
}
