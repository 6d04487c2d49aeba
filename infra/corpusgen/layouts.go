package main

import (
	"fmt"
	"strings"
	"time"
)

// layout draws a statement into ops. style varies amount/date forms
// within a layout so one layout covers several US conventions.
type layout struct {
	Name string
	Bank string
	Draw func(s stmt, style int) *doc
}

var layouts = []layout{
	{"chase", "Chase", drawChase},
	{"wellsfargo", "Wells Fargo", drawWells},
	{"bofa", "Bank of America", drawBofA},
	{"td", "TD Bank", drawTD},
	{"pnc", "PNC Bank", drawPNC},
	{"creditunion", "Lakeshore Federal Credit Union", drawCU},
	{"community", "Riverbend Community Bank", drawCommunity},
}

func longDate(t time.Time) string { return t.Format("January 2, 2006") }

// eod returns the end-of-day balance for each day that has activity.
func eod(s stmt) []struct {
	D time.Time
	B int64
} {
	var out []struct {
		D time.Time
		B int64
	}
	for i, t := range s.Txns {
		if i+1 < len(s.Txns) && s.Txns[i+1].Date.Equal(t.Date) {
			continue
		}
		out = append(out, struct {
			D time.Time
			B int64
		}{t.Date, t.Balance})
	}
	return out
}

func sum(s stmt, credit bool, pred func(txn) bool) (int64, int) {
	var c int64
	n := 0
	for _, t := range s.Txns {
		if t.Credit == credit && (pred == nil || pred(t)) {
			c += t.Cents
			n++
		}
	}
	return c, n
}

func filter(s stmt, pred func(txn) bool) []txn {
	var out []txn
	for _, t := range s.Txns {
		if pred(t) {
			out = append(out, t)
		}
	}
	return out
}

func addressBlock(d *doc, s stmt, x, y float64) {
	save := d.y
	d.y = y
	for _, l := range []string{s.Holder, s.Street, s.City} {
		d.text(x, l, 9, false)
		d.nl(11)
	}
	d.y = save
}

// dailyTable draws N side-by-side (date, balance) pairs: the kind of
// table a parser must NOT read as transactions.
func dailyTable(d *doc, title string, s stmt, pairs int, dateFmt string, hdrDate, hdrBal string, dollar bool) {
	var cols []tcol
	for p := 0; p < pairs; p++ {
		base := 40 + float64(p)*180
		cols = append(cols, tcol{hdrDate, base, false}, tcol{hdrBal, base + 140, true})
	}
	e := eod(s)
	var rows [][]string
	per := (len(e) + pairs - 1) / pairs
	for i := 0; i < per; i++ {
		row := make([]string, 2*pairs)
		for p := 0; p < pairs; p++ {
			k := p*per + i
			if k < len(e) {
				row[2*p] = e[k].D.Format(dateFmt)
				b := signed(e[k].B)
				if dollar {
					b = "$" + money(e[k].B)
					if e[k].B < 0 {
						b = "-$" + money(e[k].B)
					}
				}
				row[2*p+1] = b
			}
		}
		rows = append(rows, row)
	}
	d.table(title, cols, rows, tableOpts{Size: 8, Repeat: true, WrapCol: -1})
}

func pageFooter(format string) func(d *doc, page, total int) {
	return func(d *doc, page, total int) {
		save := d.y
		d.y = 760
		d.rtext(572, fmt.Sprintf(format, page, total), 8, false)
		d.y = save
	}
}

func runningHeader(bank, acct string) func(d *doc) {
	return func(d *doc) {
		d.y = 40
		d.text(40, bank, 9, true)
		d.rtext(572, "Account Number: "+acct, 8, false)
		d.y = topY + 6
	}
}

// ---- Chase-like: direction sections, checks paid, daily ending balance.
func drawChase(s stmt, style int) *doc {
	d := newDoc()
	d.header = runningHeader("CHASE", s.AccountNo)
	d.footer = pageFooter("Page %d of %d")
	d.y = 48
	d.text(40, "CHASE", 20, true)
	d.rtext(572, longDate(s.Start)+" through "+longDate(s.End), 9, false)
	d.nl(14)
	d.text(40, "JPMorgan Chase Bank, N.A.", 8, false)
	d.rtext(572, "Account Number: "+s.AccountNo, 9, false)
	d.nl(10)
	d.text(40, "P O Box 182051 Columbus, OH 43218 - 2051", 8, false)
	addressBlock(d, s, 60, 110)
	d.y = 170
	d.text(40, "CHECKING SUMMARY", 11, true)
	d.nl(16)
	dep, ndep := sum(s, true, nil)
	chk, nchk := sum(s, false, func(t txn) bool { return t.CheckNo > 0 })
	fee, nfee := sum(s, false, func(t txn) bool { return t.Category == "fee" || t.Category == "nsf_fee" })
	wd, nwd := sum(s, false, func(t txn) bool { return t.CheckNo == 0 && t.Category != "fee" && t.Category != "nsf_fee" })
	d.kv("Beginning Balance", "$"+signed(s.Opening), 9, 420)
	for _, r := range []struct {
		l string
		n int
		c int64
	}{{"Deposits and Additions", ndep, dep}, {"Checks Paid", nchk, -chk}, {"Electronic Withdrawals", nwd, -wd}, {"Fees", nfee, -fee}} {
		d.text(40, r.l, 9, false)
		d.rtext(300, fmt.Sprint(r.n), 9, false)
		d.rtext(420, signed(r.c), 9, false)
		d.nl(13)
	}
	d.kv("Ending Balance", "$"+signed(s.Closing), 9, 420)
	cols := []tcol{{"DATE", 40, false}, {"DESCRIPTION", 90, false}, {"AMOUNT", 572, true}}
	sect := func(title string, ts []txn) {
		if len(ts) == 0 {
			return
		}
		var rows [][]string
		for i, t := range ts {
			a := money(t.Cents)
			if i == 0 {
				a = "$" + a
			}
			rows = append(rows, []string{t.Date.Format("01/02"), t.Desc, a})
		}
		d.table(title, cols, rows, tableOpts{Size: 8, Repeat: true, WrapCol: 1, WrapN: 70})
		var tot int64
		for _, t := range ts {
			tot += t.Cents
		}
		d.need(12)
		d.text(40, "Total "+titleWords(title), 8, true)
		d.rtext(572, "$"+money(tot), 8, true)
		d.nl(14)
	}
	sect("DEPOSITS AND ADDITIONS", filter(s, func(t txn) bool { return t.Credit }))
	checks := filter(s, func(t txn) bool { return t.CheckNo > 0 })
	if len(checks) > 0 {
		var rows [][]string
		for _, t := range checks {
			rows = append(rows, []string{fmt.Sprint(t.CheckNo), "^", t.Date.Format("01/02"), "$" + money(t.Cents)})
		}
		d.table("CHECKS PAID", []tcol{{"CHECK NO.", 40, false}, {"DESCRIPTION", 110, false}, {"DATE PAID", 300, false}, {"AMOUNT", 572, true}},
			rows, tableOpts{Size: 8, Repeat: true, WrapCol: -1})
		d.nl(6)
	}
	sect("ELECTRONIC WITHDRAWALS", filter(s, func(t txn) bool {
		return !t.Credit && t.CheckNo == 0 && t.Category != "fee" && t.Category != "nsf_fee"
	}))
	sect("FEES", filter(s, func(t txn) bool { return t.Category == "fee" || t.Category == "nsf_fee" }))
	dailyTable(d, "DAILY ENDING BALANCE", s, 3, "01/02", "DATE", "AMOUNT", true)
	d.finish()
	return d
}

// ---- Wells-Fargo-like: one table, credit/debit columns, balance on the
// day's last row, check number column, summary of checks (not txns).
func drawWells(s stmt, style int) *doc {
	d := newDoc()
	d.header = func(d *doc) {
		d.y = 40
		d.text(40, "Business Checking", 9, true)
		d.rtext(572, "Account number: "+s.AccountNo, 8, false)
		d.y = topY + 6
	}
	d.footer = pageFooter("Page %d of %d")
	d.y = 48
	d.text(40, "WELLS FARGO", 18, true)
	d.nl(16)
	d.text(40, "Business Checking", 11, true)
	d.rtext(572, "Statement period "+s.Start.Format("01/02/2006")+" - "+s.End.Format("01/02/2006"), 9, false)
	d.nl(12)
	d.rtext(572, "Account number: "+s.AccountNo, 9, false)
	addressBlock(d, s, 40, 100)
	d.y = 160
	d.text(40, "Activity summary", 10, true)
	d.nl(14)
	dep, _ := sum(s, true, nil)
	wd, _ := sum(s, false, nil)
	d.kv("Beginning balance on "+s.Start.Format("1/2"), "$"+signed(s.Opening), 9, 400)
	d.kv("Deposits/Credits", money(dep), 9, 400)
	d.kv("Withdrawals/Debits", "- "+money(wd), 9, 400)
	d.kv("Ending balance on "+s.End.Format("1/2"), "$"+signed(s.Closing), 9, 400)
	cols := []tcol{{"Date", 40, false}, {"Check Number", 68, false}, {"Description", 130, false},
		{"Deposits/Credits", 400, true}, {"Withdrawals/Debits", 475, true}, {"Ending daily balance", 565, true}}
	var rows [][]string
	for i, t := range s.Txns {
		r := make([]string, 6)
		r[0] = t.Date.Format("1/2")
		if t.CheckNo > 0 {
			r[1] = fmt.Sprint(t.CheckNo)
			r[2] = "Check"
		} else {
			r[2] = t.Desc
		}
		if t.Credit {
			r[3] = money(t.Cents)
		} else {
			r[4] = money(t.Cents)
		}
		if i+1 == len(s.Txns) || !s.Txns[i+1].Date.Equal(t.Date) {
			r[5] = signed(t.Balance)
		}
		rows = append(rows, r)
	}
	if style%2 == 1 {
		// Column labels wrapped onto two lines, as Wells Fargo prints
		// them; neither line alone is a complete header.
		d.need(60)
		d.nl(6)
		d.text(40, "Transaction history", 9, true)
		d.nl(15)
		for _, c := range [][3]any{{40.0, "Date", false}, {68.0, "Check", false}, {130.0, "Description", false}, {400.0, "Deposits/", true}, {475.0, "Withdrawals/", true}, {565.0, "Ending daily", true}} {
			if c[2].(bool) {
				d.rtext(c[0].(float64), c[1].(string), 7, true)
			} else {
				d.text(c[0].(float64), c[1].(string), 7, true)
			}
		}
		d.nl(8)
		for _, c := range [][3]any{{68.0, "Number", false}, {400.0, "Credits", true}, {475.0, "Debits", true}, {565.0, "balance", true}} {
			if c[2].(bool) {
				d.rtext(c[0].(float64), c[1].(string), 7, true)
			} else {
				d.text(c[0].(float64), c[1].(string), 7, true)
			}
		}
		d.nl(12)
		d.table("", cols, rows, tableOpts{Size: 7, Repeat: false, WrapCol: 2, WrapN: 52, NoHeader: true})
	} else {
		d.table("Transaction history", cols, rows, tableOpts{Size: 7, Repeat: false, WrapCol: 2, WrapN: 52})
	}
	d.need(24)
	d.text(40, "Ending balance on "+s.End.Format("1/2"), 7, true)
	d.rtext(565, signed(s.Closing), 7, true)
	d.nl(10)
	d.text(40, "Totals", 7, true)
	d.rtext(400, "$"+money(dep), 7, true)
	d.rtext(475, "$"+money(wd), 7, true)
	d.nl(12)
	checks := filter(s, func(t txn) bool { return t.CheckNo > 0 })
	if len(checks) > 0 {
		var rows [][]string
		for i := 0; i < len(checks); i += 2 {
			r := []string{fmt.Sprint(checks[i].CheckNo), checks[i].Date.Format("1/2"), money(checks[i].Cents), "", "", ""}
			if i+1 < len(checks) {
				r[3], r[4], r[5] = fmt.Sprint(checks[i+1].CheckNo), checks[i+1].Date.Format("1/2"), money(checks[i+1].Cents)
			}
			rows = append(rows, r)
		}
		d.table("Summary of checks written", []tcol{{"Number", 40, false}, {"Date", 100, false}, {"Amount", 220, true},
			{"Number", 300, false}, {"Date", 360, false}, {"Amount", 480, true}}, rows, tableOpts{Size: 7, Repeat: true, WrapCol: -1})
	}
	d.finish()
	return d
}

// ---- Bank-of-America-like: sections, negative withdrawals, MM/DD/YY.
func drawBofA(s stmt, style int) *doc {
	d := newDoc()
	d.header = runningHeader("Bank of America", s.AccountNo[:4]+" "+s.AccountNo[4:8]+" "+s.AccountNo[8:])
	d.footer = pageFooter("Page %d of %d")
	d.y = 48
	d.text(40, "Bank of America", 18, true)
	d.nl(14)
	d.text(40, "P.O. Box 15284 Wilmington, DE 19850", 8, false)
	d.rtext(572, "Your Business Advantage Checking", 9, true)
	d.nl(11)
	d.rtext(572, "for "+longDate(s.Start)+" to "+longDate(s.End), 9, false)
	d.nl(11)
	d.rtext(572, "Account number: "+s.AccountNo[:4]+" "+s.AccountNo[4:8]+" "+s.AccountNo[8:], 9, false)
	addressBlock(d, s, 40, 100)
	d.y = 160
	d.text(40, "Account summary", 10, true)
	d.nl(14)
	dep, _ := sum(s, true, nil)
	chk, _ := sum(s, false, func(t txn) bool { return t.CheckNo > 0 })
	fee, _ := sum(s, false, func(t txn) bool { return t.Category == "fee" || t.Category == "nsf_fee" })
	wd, _ := sum(s, false, func(t txn) bool { return t.CheckNo == 0 && t.Category != "fee" && t.Category != "nsf_fee" })
	d.kv("Beginning balance on "+longDate(s.Start), "$"+signed(s.Opening), 9, 420)
	d.kv("Deposits and other credits", money(dep), 9, 420)
	d.kv("Withdrawals and other debits", "-"+money(wd), 9, 420)
	d.kv("Checks", "-"+money(chk), 9, 420)
	d.kv("Service fees", "-"+money(fee), 9, 420)
	d.kv("Ending balance on "+longDate(s.End), "$"+signed(s.Closing), 9, 420)
	cols := []tcol{{"Date", 40, false}, {"Description", 100, false}, {"Amount", 572, true}}
	sect := func(title string, ts []txn, neg bool) {
		if len(ts) == 0 {
			return
		}
		var rows [][]string
		var tot int64
		for _, t := range ts {
			a := money(t.Cents)
			if neg {
				a = "-" + a
			}
			rows = append(rows, []string{t.Date.Format("01/02/06"), t.Desc, a})
			tot += t.Cents
		}
		d.table(title, cols, rows, tableOpts{Size: 8, Repeat: true, ContTitle: title + " - continued", WrapCol: 1, WrapN: 75})
		d.need(12)
		p := ""
		if neg {
			p = "-"
		}
		d.text(40, "Total "+strings.ToLower(title), 8, true)
		d.rtext(572, p+"$"+money(tot), 8, true)
		d.nl(14)
	}
	sect("Deposits and other credits", filter(s, func(t txn) bool { return t.Credit }), false)
	sect("Withdrawals and other debits", filter(s, func(t txn) bool {
		return !t.Credit && t.CheckNo == 0 && t.Category != "fee" && t.Category != "nsf_fee"
	}), true)
	checks := filter(s, func(t txn) bool { return t.CheckNo > 0 })
	if len(checks) > 0 {
		// Two checks side by side per line, as Bank of America prints them.
		var rows [][]string
		for i := 0; i < len(checks); i += 2 {
			r := []string{checks[i].Date.Format("01/02/06"), fmt.Sprint(checks[i].CheckNo), "-" + money(checks[i].Cents), "", "", ""}
			if i+1 < len(checks) {
				c := checks[i+1]
				r[3], r[4], r[5] = c.Date.Format("01/02/06"), fmt.Sprint(c.CheckNo), "-"+money(c.Cents)
			}
			rows = append(rows, r)
		}
		d.table("Checks", []tcol{{"Date", 40, false}, {"Check #", 110, false}, {"Amount", 260, true},
			{"Date", 320, false}, {"Check #", 390, false}, {"Amount", 540, true}}, rows,
			tableOpts{Size: 8, Repeat: true, WrapCol: -1})
		d.nl(6)
	}
	sect("Service fees", filter(s, func(t txn) bool { return t.Category == "fee" || t.Category == "nsf_fee" }), true)
	dailyTable(d, "Daily ledger balances", s, 3, "01/02", "Date", "Balance ($)", false)
	d.finish()
	return d
}

// ---- TD-like: daily account activity subsections, Mon DD YYYY period.
func drawTD(s stmt, style int) *doc {
	d := newDoc()
	acct := s.AccountNo[:3] + "-" + s.AccountNo[3:]
	d.header = runningHeader("TD Bank", acct)
	d.footer = pageFooter("Page: %d of %d")
	d.y = 48
	d.text(40, "TD Bank", 18, true)
	d.rtext(572, "STATEMENT OF ACCOUNT", 11, true)
	d.nl(14)
	d.text(40, "America's Most Convenient Bank", 8, false)
	d.rtext(572, "Statement Period: "+s.Start.Format("Jan 02 2006")+"-"+s.End.Format("Jan 02 2006"), 9, false)
	d.nl(11)
	d.rtext(572, "Primary Account #: "+acct, 9, false)
	addressBlock(d, s, 40, 100)
	d.y = 160
	d.text(40, "ACCOUNT SUMMARY", 10, true)
	d.nl(14)
	dep, _ := sum(s, true, nil)
	wd, _ := sum(s, false, nil)
	d.kv("Beginning Balance", signed(s.Opening), 9, 300)
	d.kv("Deposits", money(dep), 9, 300)
	d.kv("Withdrawals", money(wd), 9, 300)
	d.kv("Ending Balance", signed(s.Closing), 9, 300)
	d.nl(6)
	d.text(40, "DAILY ACCOUNT ACTIVITY", 10, true)
	d.nl(12)
	cols := []tcol{{"POSTING DATE", 40, false}, {"DESCRIPTION", 110, false}, {"AMOUNT", 572, true}}
	sect := func(title string, ts []txn) {
		if len(ts) == 0 {
			return
		}
		var rows [][]string
		var tot int64
		for _, t := range ts {
			rows = append(rows, []string{t.Date.Format("01/02"), t.Desc, money(t.Cents)})
			tot += t.Cents
		}
		d.table(title, cols, rows, tableOpts{Size: 8, Repeat: true, WrapCol: 1, WrapN: 80})
		d.need(12)
		d.rtext(480, "Subtotal:", 8, true)
		d.rtext(572, money(tot), 8, true)
		d.nl(14)
	}
	sect("Electronic Deposits", filter(s, func(t txn) bool { return t.Credit && t.Category != "revenue" }))
	sect("Other Credits", filter(s, func(t txn) bool { return t.Credit && t.Category == "revenue" }))
	checks := filter(s, func(t txn) bool { return t.CheckNo > 0 })
	if len(checks) > 0 {
		var rows [][]string
		for _, t := range checks {
			rows = append(rows, []string{t.Date.Format("01/02"), fmt.Sprint(t.CheckNo), money(t.Cents)})
		}
		d.table("Checks Paid", []tcol{{"DATE", 40, false}, {"SERIAL NO.", 110, false}, {"AMOUNT", 300, true}}, rows,
			tableOpts{Size: 8, Repeat: true, WrapCol: -1})
		d.nl(6)
	}
	sect("Electronic Payments", filter(s, func(t txn) bool {
		return !t.Credit && t.CheckNo == 0 && t.Category != "fee" && t.Category != "nsf_fee" && t.Category != "other"
	}))
	sect("Other Withdrawals", filter(s, func(t txn) bool { return !t.Credit && t.CheckNo == 0 && t.Category == "other" }))
	sect("Service Charges", filter(s, func(t txn) bool { return t.Category == "fee" || t.Category == "nsf_fee" }))
	dailyTable(d, "DAILY BALANCE SUMMARY", s, 2, "01/02", "DATE", "BALANCE", false)
	d.finish()
	return d
}

// ---- PNC-like: amount column BEFORE the description, masked account,
// balance summary with labels above values.
func drawPNC(s stmt, style int) *doc {
	d := newDoc()
	mask := "XX-XXXX-" + s.AccountNo[8:]
	d.header = runningHeader("PNC Bank", mask)
	d.footer = pageFooter("Page %d of %d")
	d.y = 48
	d.text(40, "PNC Bank", 18, true)
	d.rtext(572, "Business Checking Statement", 10, true)
	d.nl(14)
	d.rtext(572, "For the period "+s.Start.Format("01/02/2006")+" to "+s.End.Format("01/02/2006"), 9, false)
	d.nl(11)
	d.rtext(572, "Account Number: "+mask, 9, false)
	addressBlock(d, s, 40, 100)
	d.y = 160
	d.text(40, "Balance Summary", 10, true)
	d.nl(14)
	dep, _ := sum(s, true, nil)
	wd, _ := sum(s, false, nil)
	for i, l := range []string{"Beginning balance", "Deposits and other additions", "Checks and other deductions", "Ending balance"} {
		d.text(40+float64(i)*135, l, 8, true)
	}
	d.nl(11)
	for i, v := range []int64{s.Opening, dep, wd, s.Closing} {
		d.rtext(140+float64(i)*135, signed(v), 8, false)
	}
	d.nl(16)
	cols := []tcol{{"Date posted", 40, false}, {"Amount", 160, true}, {"Description", 180, false}}
	sect := func(title string, ts []txn) {
		if len(ts) == 0 {
			return
		}
		var rows [][]string
		for _, t := range ts {
			rows = append(rows, []string{t.Date.Format("01/02"), money(t.Cents), t.Desc})
		}
		d.table(title, cols, rows, tableOpts{Size: 8, Repeat: true, WrapCol: 2, WrapN: 70})
		d.nl(4)
	}
	sect("Deposits and Other Additions", filter(s, func(t txn) bool { return t.Credit }))
	checks := filter(s, func(t txn) bool { return t.CheckNo > 0 })
	if len(checks) > 0 {
		var rows [][]string
		for i, t := range checks {
			rows = append(rows, []string{t.Date.Format("01/02"), fmt.Sprint(t.CheckNo), money(t.Cents), fmt.Sprintf("%09d", 1000+i*37)})
		}
		d.table("Checks and Substitute Checks", []tcol{{"Date posted", 40, false}, {"Check number", 110, false}, {"Amount", 260, true}, {"Reference number", 300, false}}, rows,
			tableOpts{Size: 8, Repeat: true, WrapCol: -1})
		d.nl(4)
	}
	sect("Banking/Debit Card Withdrawals and Purchases", filter(s, func(t txn) bool { return !t.Credit && strings.HasPrefix(t.Desc, "CARD PURCHASE") }))
	sect("Online and Electronic Banking Deductions", filter(s, func(t txn) bool {
		return !t.Credit && t.CheckNo == 0 && !strings.HasPrefix(t.Desc, "CARD PURCHASE") && t.Category != "fee" && t.Category != "nsf_fee"
	}))
	sect("Other Deductions", filter(s, func(t txn) bool { return t.Category == "fee" || t.Category == "nsf_fee" }))
	dailyTable(d, "Daily Balance Detail", s, 3, "01/02", "Date", "Ledger balance", false)
	d.finish()
	return d
}

// ---- Credit-union-like: one signed-amount column, balance on every
// row, header not repeated on later pages; style picks amount/date forms.
func drawCU(s stmt, style int) *doc {
	d := newDoc()
	d.header = func(d *doc) { d.y = topY }
	d.footer = pageFooter("%d/%d")
	d.y = 50
	d.text(40, "Lakeshore Federal Credit Union", 16, true)
	d.nl(12)
	d.text(40, "400 Lakeshore Dr Chicago, IL 60611", 8, false)
	d.rtext(572, "Statement Period: "+s.Start.Format("01/02/06")+" - "+s.End.Format("01/02/06"), 9, false)
	d.nl(11)
	d.rtext(572, "Member Number: "+s.AccountNo[:6], 9, false)
	d.nl(11)
	d.rtext(572, "Account: Business Share Draft ****"+s.AccountNo[8:], 9, false)
	addressBlock(d, s, 40, 100)
	d.y = 160
	d.kv("Opening Balance", "$"+signed(s.Opening), 9, 300)
	d.kv("Closing Balance", "$"+signed(s.Closing), 9, 300)
	d.nl(8)
	amt := func(c int64, credit bool) string {
		m := money(c)
		switch style % 6 {
		case 0:
			if !credit {
				return "-" + m
			}
			return m
		case 1:
			if !credit {
				return "(" + m + ")"
			}
			return m
		case 2:
			if !credit {
				return m + "-"
			}
			return m
		case 3:
			if !credit {
				return "-$" + m
			}
			return "$" + m
		case 4:
			if !credit {
				return m + " DR"
			}
			return m + " CR"
		default:
			// Only credits are marked; a plain amount is a debit.
			if credit {
				return m + "CR"
			}
			return m
		}
	}
	date := func(t time.Time) string {
		switch style % 4 {
		case 0:
			return t.Format("Jan 02")
		case 1:
			return t.Format("01/02/2006")
		case 2:
			return t.Format("Jan 2, 2006")
		default:
			return t.Format("1/2")
		}
	}
	cols := []tcol{{"Date", 40, false}, {"Description", 120, false}, {"Amount", 470, true}, {"Balance", 565, true}}
	var rows [][]string
	for _, t := range s.Txns {
		b := signed(t.Balance)
		if style%6 == 3 {
			b = "$" + money(t.Balance)
			if t.Balance < 0 {
				b = "-" + b
			}
		}
		rows = append(rows, []string{date(t.Date), t.Desc, amt(t.Cents, t.Credit), b})
	}
	d.table("Share Draft Activity", cols, rows, tableOpts{Size: 8, Repeat: false, WrapCol: 1, WrapN: 60})
	d.finish()
	return d
}

// ---- Community-bank-like: one UNSIGNED amount column plus a balance
// on every row, so only the balance chain tells credits from debits;
// same-day rows do not repeat the date.
func drawCommunity(s stmt, style int) *doc {
	d := newDoc()
	d.header = func(d *doc) {
		d.y = 40
		d.text(40, "Riverbend Community Bank", 9, true)
		d.rtext(572, "Account ending in "+s.AccountNo[8:], 8, false)
		d.y = topY + 6
	}
	d.footer = pageFooter("Page %d of %d")
	d.y = 50
	d.text(40, "Riverbend Community Bank", 17, true)
	d.nl(12)
	d.text(40, "Member FDIC", 8, false)
	d.rtext(572, "Statement Period: "+s.Start.Format("Jan 2, 2006")+" - "+s.End.Format("Jan 2, 2006"), 9, false)
	d.nl(11)
	d.rtext(572, "Account Number ending in "+s.AccountNo[8:], 9, false)
	addressBlock(d, s, 40, 100)
	d.y = 160
	d.kv("Beginning Balance", "$"+signed(s.Opening), 9, 300)
	d.kv("Ending Balance", "$"+signed(s.Closing), 9, 300)
	d.nl(8)
	cols := []tcol{{"Date", 40, false}, {"Description", 100, false}, {"Amount", 470, true}, {"Balance", 565, true}}
	var rows [][]string
	prevDate := time.Time{}
	for _, t := range s.Txns {
		ds := t.Date.Format("01/02")
		if t.Date.Equal(prevDate) {
			ds = ""
		}
		prevDate = t.Date
		rows = append(rows, []string{ds, t.Desc, money(t.Cents), signed(t.Balance)})
	}
	// The first row of a page carries its date even when it repeats.
	d.table("Account Activity", cols, rows, tableOpts{Size: 8, Repeat: true, WrapCol: 1, WrapN: 64, DateOnBreak: func(i int) string {
		return s.Txns[i].Date.Format("01/02")
	}})
	d.finish()
	return d
}

// titleWords capitalises the first letter of each word ("DEPOSITS AND
// ADDITIONS" -> "Deposits And Additions").
func titleWords(s string) string {
	ws := strings.Fields(strings.ToLower(s))
	for i, w := range ws {
		ws[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(ws, " ")
}
