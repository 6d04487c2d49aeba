package main

import (
	"fmt"
	"strings"
	"time"
)

// dmStyle is the bank and currency of a daymonth statement: the family
// keeps its layout while the variant moves it between countries.
type dmStyle struct {
	Bank    string
	Aliases []string
	Cur     string
	Sym     string
	Out, In string
	OD      bool // overdrawn balances as "1,234.56 OD" instead of "-1,234.56"
	Acct    func(no string) string
	Legal   string
}

func dayMonthStyle(vi int) dmStyle {
	switch vi {
	case 0:
		return dmStyle{Bank: "Maple Harbour Bank", Aliases: []string{"Maple Harbour Bank of Canada"}, Cur: "CAD", Sym: "$",
			Out: "Withdrawals ($)", In: "Deposits ($)",
			Acct:  func(no string) string { return "Transit " + no[:5] + "  Institution 812  Account " + no[5:] },
			Legal: "Maple Harbour Bank is a member of the Canada Deposit Insurance Corporation. Report any error or omission within 30 days of the statement date by calling 1-855-555-0142."}
	case 1:
		return dmStyle{Bank: "Kowhai Bank New Zealand", Aliases: []string{"Kowhai Bank", "Kowhai Bank New Zealand Limited"}, Cur: "NZD", Sym: "$",
			Out: "Withdrawals", In: "Deposits", OD: true,
			Acct:  func(no string) string { return "01-" + no[:4] + "-0" + no[5:] },
			Legal: "Please check this statement carefully and tell us about any errors within 30 days. Phone 0800 555 123 or +64 9 555 0123 from overseas."}
	default:
		return dmStyle{Bank: "Albion Counties Bank", Aliases: []string{"Albion Counties Bank plc"}, Cur: "GBP", Sym: "£",
			Out: "Money out", In: "Money in", OD: true,
			Acct: func(no string) string {
				return "Sort code 20-" + no[:2] + "-" + no[2:4] + "  Account number " + no[4:12]
			},
			Legal: "Albion Counties Bank plc is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (Financial Services Register number 204512). " +
				"Your eligible deposits are protected up to a total of £85,000 by the Financial Services Compensation Scheme."}
	}
}

// prepareDayMonth rewrites the model's US descriptions in the wording of
// the variant's country.
func prepareDayMonth(fs *fstmt) {
	st := dayMonthStyle(fs.Variant)
	for i := range fs.Rows {
		r := &fs.Rows[i]
		m, _ := merchantOf(r.Desc)
		switch {
		case isCard(*r):
			switch st.Cur {
			case "GBP":
				r.Desc = "CARD PAYMENT TO " + m + " ON " + strings.ToUpper(r.Date.Format("02 Jan"))
			case "NZD":
				r.Desc = "EFTPOS " + m
			default:
				r.Desc = "POS PURCHASE " + m
			}
		case strings.HasPrefix(r.Desc, "ACH CREDIT "):
			rest := strings.TrimPrefix(r.Desc, "ACH CREDIT ")
			r.Desc = map[string]string{"GBP": "FASTER PAYMENT FROM ", "NZD": "CREDIT ", "CAD": "EFT CREDIT "}[st.Cur] + rest
		case strings.HasPrefix(r.Desc, "UTILITY PMT "):
			rest := strings.TrimPrefix(r.Desc, "UTILITY PMT ")
			r.Desc = map[string]string{"GBP": "DIRECT DEBIT ", "NZD": "DD ", "CAD": "PRE-AUTHORIZED DEBIT "}[st.Cur] + rest
		case r.CheckNo > 0:
			r.Desc = fmt.Sprintf(map[string]string{"GBP": "CHEQUE %06d", "NZD": "CHEQUE %d", "CAD": "CHEQUE #%d"}[st.Cur], r.CheckNo)
		case strings.HasPrefix(r.Desc, "MOBILE DEPOSIT REF "):
			r.Desc = "CHEQUE DEPOSIT REF " + strings.TrimPrefix(r.Desc, "MOBILE DEPOSIT REF ")
		case strings.HasPrefix(r.Desc, "ONLINE TRANSFER TO SAV "):
			r.Desc = "TRANSFER TO SAVINGS " + strings.TrimPrefix(r.Desc, "ONLINE TRANSFER TO SAV ")
		case strings.HasPrefix(r.Desc, "ONLINE TRANSFER FROM SAV "):
			r.Desc = "TRANSFER FROM SAVINGS " + strings.TrimPrefix(r.Desc, "ONLINE TRANSFER FROM SAV ")
		case r.Desc == "MONTHLY SERVICE FEE":
			r.Desc = "ACCOUNT FEE"
		case strings.HasPrefix(r.Desc, "ADP PAYROLL WAGE PAY ") && st.Cur == "GBP":
			r.Desc = "BACS PAYROLL RUN " + strings.TrimPrefix(r.Desc, "ADP PAYROLL WAGE PAY ")
		}
	}
}

// ---- daymonth: Commonwealth style. `03 Feb` dates without a year,
// printed only on a day's first row (and again at the top of a page);
// the period as "from 1 Feb 2026 to 28 Feb 2026"; currency GBP, NZD or
// CAD with its own column names (Money out / Money in) and overdrawn
// balances marked OD; "Balance brought forward" and "Balance carried
// forward" lines that are not transactions. The unverified case is a
// transaction listing without any balance.
func drawDayMonth(fs *fstmt) *doc {
	st := dayMonthStyle(fs.Variant)
	fs.Bank, fs.Aliases, fs.Currency = st.Bank, st.Aliases, st.Cur
	d := newDoc()
	bal := func(c int64) string {
		if c < 0 && st.OD {
			return money(c) + " OD"
		}
		return signed(c)
	}
	cols := []tcol{{"Date", 40, false}, {"Transaction type and details", 95, false}, {st.Out, 400, true}, {st.In, 480, true}, {"Balance", 568, true}}
	if fs.NoBalances {
		cols = cols[:4]
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 765
		d.rtext(572, fmt.Sprintf("Page %d of %d", page, total), 8, false)
	})
	d.y = 52
	d.text(40, st.Bank, 16, true)
	d.nl(18)
	title := "Statement of Accounts"
	if fs.NoBalances {
		title = "Transaction listing"
	}
	d.text(40, title, 11, false)
	d.nl(24)
	for _, l := range []string{fs.Holder, proper(fs.Street) + ", " + proper(fs.City)} {
		d.text(40, l, 9, false)
		d.nl(11)
	}
	d.nl(18)
	period := "from " + fs.Start.Format("2 Jan 2006") + " to " + fs.End.Format("2 Jan 2006")
	kv := [][2]string{{"Account number", st.Acct(fs.AccountNo)}, {"Statement period", period}}
	dep, _ := fs.credits()
	wd, _ := fs.debits()
	if !fs.NoBalances {
		kv = append(kv, [2]string{"Opening balance", st.Sym + bal(fs.OpenP)})
		if st.Cur == "GBP" {
			kv = append(kv, [2]string{"Total money in", st.Sym + money(dep)}, [2]string{"Total money out", st.Sym + money(wd)})
		}
		kv = append(kv, [2]string{"Closing balance", st.Sym + bal(fs.CloseP)})
	}
	for _, p := range kv {
		d.text(40, p[0], 9, false)
		d.text(200, p[1], 9, false)
		d.nl(12)
	}
	d.nl(16)
	d.heads(cols, 8)
	d.nl(4)
	// A description wraps inside its column (about 52 characters at
	// this size) instead of running over the amounts and off the page;
	// a one-line row keeps its 15-point pitch.
	wrap := func(desc string) []string { return wrapWords(desc, 52) }
	row := func(date, desc string, out, in string, b string) {
		cells := [][]string{one(date), wrap(desc), one(out), one(in), one(b)}
		if fs.NoBalances {
			cells = cells[:4]
		}
		d.cells(cols, cells, 8.5, 11)
		d.nl(4)
	}
	if !fs.NoBalances {
		row(fs.Start.Format("02 Jan"), "Balance brought forward", "", "", bal(fs.OpenP))
	}
	var last time.Time
	prevBal := fs.OpenP
	for _, r := range fs.Rows {
		if r.Hidden {
			continue
		}
		newPage := false
		if d.y+15+11*float64(len(wrap(r.Desc))-1)+16 > bottomY {
			if !fs.NoBalances {
				row("", "Balance carried forward", "", "", bal(prevBal))
			}
			d.need(1000)
			d.heads(cols, 8)
			d.nl(4)
			if !fs.NoBalances {
				row("", "Balance brought forward", "", "", bal(prevBal))
			}
			newPage = true
		}
		ds := fs.date(&r, "02 Jan")
		if r.Date.Equal(last) && !newPage && r.PDay == 0 {
			ds = ""
		}
		last = r.Date
		var out, in string
		if r.Credit {
			in = money(r.Cents)
		} else {
			out = money(r.Cents)
		}
		row(ds, r.Desc, out, in, bal(r.Balance))
		prevBal = r.Balance
	}
	d.nl(10)
	d.need(60)
	d.para(st.Legal, 120, 7)
	if fs.NoBalances {
		fs.printTotals(shows{})
	} else {
		fs.printTotals(shows{Credits: st.Cur == "GBP", Debits: st.Cur == "GBP", Running: "every_row"})
	}
	d.finish()
	return d
}

// prepareWoodforest rewrites descriptions the way a small business
// checking statement of this kind prints them (POS DB / POS CR with city
// and a trace number, bare DEPOSIT lines).
func prepareWoodforest(fs *fstmt) {
	city := fs.City
	if i := strings.LastIndex(city, " "); i > 0 {
		city = city[:i]
	}
	for i := range fs.Rows {
		r := &fs.Rows[i]
		switch {
		case isCard(*r):
			m, _ := merchantOf(r.Desc)
			r.Desc = "POS DB " + m + " " + city + " " + digits(r.Cents, 15)
		case strings.HasPrefix(r.Desc, "REFUND "):
			r.Desc = "POS CR " + strings.TrimPrefix(r.Desc, "REFUND ") + " " + city
		case strings.HasPrefix(r.Desc, "MOBILE DEPOSIT"):
			r.Desc = "DEPOSIT"
		case strings.HasPrefix(r.Desc, "UTILITY PMT "):
			r.Desc = "ACH DB " + strings.TrimPrefix(r.Desc, "UTILITY PMT ") + " UTILITY PMT " + digits(r.Cents, 9)
		case r.CheckNo > 0:
			r.Desc = fmt.Sprintf("CHECK %d", r.CheckNo)
		}
	}
}

// ---- woodforest: a word-processed business checking statement. A
// Summary of Accounts with two-line column labels (BALANCE FORWARD,
// TOTAL DEBITS, TOTAL CREDITS, CLOSING BALANCE); one table Date | Credits
// | Debits | Balance | Description with MM-DD dates and a balance that
// goes negative; "Page 1 of 3" and the period (first date without its
// year, an en dash) at the top of every page, then the account line
// again, right after the previous page's last row; a routing line of
// digits above the address; the bank named only in the footer and a web
// address; an overdraft fee summary with year-to-date figures.
func drawWoodforest(fs *fstmt) *doc {
	fs.Creator = "Microsoft® Word 2010"
	d := newDoc()
	period := fs.Start.Format("January 2") + " – " + fs.End.Format("January 2, 2006")
	if fs.Start.Year() != fs.End.Year() {
		period = fs.Start.Format("January 2, 2006") + " – " + fs.End.Format("January 2, 2006")
	}
	acctLine := "Business Checking " + fs.AccountNo[3:]
	cols := []tcol{{"Date", 40, false}, {"Credits", 150, true}, {"Debits", 235, true}, {"Balance", 320, true}, {"Description", 335, false}}
	d.header = func(d *doc) {
		d.y = 58
		d.rtext(572, "Statement Period "+period, 8, false)
		d.nl(24)
		d.text(40, acctLine, 9, true)
		d.nl(14)
		d.heads(cols, 8)
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 44
		d.rtext(572, fmt.Sprintf("Page %d of %d", page, total), 8, false)
		d.y = 766
		d.text(190, "Ironwood Bank, N.A. • Member FDIC • Equal Housing Lender", 7, false)
	})
	d.y = 58
	d.rtext(572, "Statement Period "+period, 8, false)
	d.nl(18)
	d.rtext(572, "Account Information & Customer Service", 8, false)
	d.nl(10)
	d.rtext(572, "1-(832)-555-2000", 8, false)
	d.nl(18)
	d.text(56, fmt.Sprintf("%08d TW100T%s%s 3 000000000   %s", 1040, fs.AccountNo, digits(fs.Opening, 6), digits(fs.Closing, 10)), 7, false)
	d.rtext(572, "STE 430 THE WOODLANDS TX 77380", 7, false)
	addressBlock(d, fs.stmt, 56, d.y+18)
	d.nl(36)
	d.rtext(560, "Visit Us Online at www.ironwoodbank.com", 8, false)
	d.nl(18)
	d.rtext(560, "Like Us On       Follow Us on", 7, false)
	d.y = 210
	d.text(250, "Summary of Accounts", 10, true)
	d.nl(14)
	dep, _ := fs.credits()
	wd, _ := fs.debits()
	sc := []tcol{{"ACCOUNT TYPE AND NUMBER", 40, false}, {"FORWARD", 360, true}, {"DEBITS", 430, true}, {"CREDITS", 500, true}, {"BALANCE", 568, true}}
	for _, c := range []struct {
		x float64
		s string
	}{{360, "BALANCE"}, {430, "TOTAL"}, {500, "TOTAL"}, {568, "CLOSING"}} {
		d.rtext(c.x, c.s, 7, true)
	}
	d.nl(9)
	d.heads(sc, 7)
	d.cells(sc, [][]string{one(acctLine), one(signed(fs.OpenP)), one(money(wd)), one(money(dep)), one(signed(fs.CloseP))}, 8, 11)
	d.nl(14)
	d.text(40, acctLine, 9, true)
	d.nl(14)
	d.text(40, "Transactions", 9, true)
	d.nl(12)
	d.heads(cols, 8)
	for _, r := range fs.Rows {
		if r.Hidden {
			continue
		}
		var cr, db string
		if r.Credit {
			cr = money(r.Cents)
		} else {
			db = money(r.Cents)
		}
		lines := wrapWords(r.Desc, 50)
		d.need(10 * float64(len(lines)))
		d.cells(cols, [][]string{one(fs.date(&r, "01-02")), one(cr), one(db), one(signed(r.Balance)), lines}, 8, 10)
	}
	d.nl(16)
	d.need(70)
	d.text(40, "Summary of Overdraft and Returned Item Fees", 9, true)
	d.nl(12)
	var od int64
	for _, r := range fs.Rows {
		if r.Category == "nsf_fee" {
			od += r.Cents
		}
	}
	fc := []tcol{{"", 40, false}, {"Total for This Period", 380, true}, {"Total Year-to-Date", 520, true}}
	d.heads(fc, 8)
	d.cells(fc, [][]string{one("Total Overdraft Fees"), one("$" + money(od)), one("$" + money(od+7000))}, 8, 11)
	d.cells(fc, [][]string{one("Total Returned Item Fees"), one("$0.00"), one("$35.00")}, 8, 11)
	fs.printTotals(shows{Credits: true, Debits: true, Running: "every_row"})
	d.finish()
	return d
}

// ---- usaa: a mainframe-style statement in a fixed-pitch font. Summary
// arithmetic across the page (BEGINNING BALANCE + DEPOSITS - WITHDRAWALS =
// ENDING BALANCE) with counts; DEPOSITS AND OTHER CREDITS and OTHER
// DEBITS as lists with dotted leaders joining date and amount in one run
// of text (DATE..........AMOUNT.TRANSACTION DESCRIPTION); checks and the
// daily balances as dotted lists three across.
func drawUSAA(fs *fstmt) *doc {
	d := newDoc()
	d.font = "mono"
	const size, lh = 8.0, 10.0
	line := func(s string) {
		d.text(40, s, size, false)
		d.nl(lh)
	}
	bold := func(s string) {
		d.text(40, s, size, true)
		d.nl(lh)
	}
	period := fs.Start.Format("01/02/2006") + " TO " + fs.End.Format("01/02/2006")
	acct := fs.AccountNo[2:]
	cont := ""
	d.header = func(d *doc) {
		d.y = 44
		bold(fmt.Sprintf("%-40s%s", "USAA CLASSIC CHECKING", "ACCOUNT NUMBER "+acct))
		line(fmt.Sprintf("%-40s%s", fs.Holder, "STATEMENT PERIOD "+period))
		d.nl(lh)
		if cont != "" {
			bold(cont + " (CONTINUED)")
			line("DATE..........AMOUNT.TRANSACTION DESCRIPTION")
		}
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 44
		d.rtext(572, fmt.Sprintf("PAGE %d OF %d", page, total), size, false)
		d.y = 766
		d.text(40, "USAA FEDERAL SAVINGS BANK  MEMBER FDIC  EQUAL HOUSING LENDER", 7, false)
	})
	d.y = 44
	bold("USAA FEDERAL SAVINGS BANK")
	line("10750 MCDERMOTT FREEWAY")
	line("SAN ANTONIO TX 78288-0544")
	d.nl(lh)
	line(fmt.Sprintf("%-56s%s", "", "STATEMENT PERIOD"))
	line(fmt.Sprintf("%-56s%s", fs.Holder, period))
	line(fs.Street)
	line(fmt.Sprintf("%-56s%s", fs.City, "ACCOUNT NUMBER"))
	line(fmt.Sprintf("%-56s%s", "", acct))
	d.nl(lh)
	bold("USAA CLASSIC CHECKING")
	d.nl(lh / 2)
	dep, ndep := fs.credits()
	wd, nwd := fs.debits()
	line("   BEGINNING          DEPOSITS AND         WITHDRAWALS AND          ENDING")
	line("    BALANCE           OTHER CREDITS          OTHER DEBITS           BALANCE")
	line(fmt.Sprintf("%14s   +   %14s   -   %14s   =   %14s", signed(fs.OpenP), money(dep), money(wd), signed(fs.CloseP)))
	line(fmt.Sprintf("%-17s%3d DEPOSITS/CREDITS   %3d WITHDRAWALS/DEBITS", "", ndep, nwd))
	d.nl(lh)
	lead := func(left, right string, width int) string {
		n := width - len(left) - len(right)
		if n < 1 {
			n = 1
		}
		return left + strings.Repeat(".", n) + right
	}
	list := func(title string, rows []frow) {
		if len(rows) == 0 {
			return
		}
		d.need(4 * lh)
		bold(title)
		line("DATE..........AMOUNT.TRANSACTION DESCRIPTION")
		cont = title
		for _, r := range rows {
			parts := wrapWords(r.Desc, 62)
			d.need(lh * float64(len(parts)))
			line(lead(fs.date(&r, "01/02"), money(r.Cents), 20) + " " + parts[0])
			for _, p := range parts[1:] {
				line(strings.Repeat(" ", 21) + p)
			}
		}
		cont = ""
		d.nl(lh)
	}
	list("DEPOSITS AND OTHER CREDITS", fs.pick(func(r frow) bool { return r.Credit }))
	list("OTHER DEBITS", fs.pick(func(r frow) bool { return !r.Credit && !isCheck(r) }))
	if checks := fs.pick(isCheck); len(checks) > 0 {
		d.need(4 * lh)
		bold("CHECKS")
		line(strings.Repeat("CHECK NO..DATE..........AMOUNT    ", 3))
		per := (len(checks) + 2) / 3
		prev := map[int]bool{}
		for _, c := range checks {
			prev[c.CheckNo] = true
		}
		for i := 0; i < per; i++ {
			var b strings.Builder
			for p := 0; p < 3; p++ {
				if k := p*per + i; k < len(checks) {
					c := checks[k]
					no := fmt.Sprint(c.CheckNo)
					if !prev[c.CheckNo-1] && k > 0 {
						no += "*"
					}
					b.WriteString(lead(no, "", 10) + lead(fs.date(&c, "01/02"), money(c.Cents), 20) + "    ")
				}
			}
			d.need(lh)
			line(strings.TrimRight(b.String(), " "))
		}
		line("* INDICATES A BREAK IN CHECK NUMBER SEQUENCE")
		d.nl(lh)
	}
	e := fs.dayEnds()
	d.need(4 * lh)
	bold("ACCOUNT BALANCE SUMMARY")
	line(strings.Repeat("DATE.........BALANCE    ", 3))
	per := (len(e) + 2) / 3
	for i := 0; i < per; i++ {
		var b strings.Builder
		for p := 0; p < 3; p++ {
			if k := p*per + i; k < len(e) {
				b.WriteString(lead(e[k].D.Format("01/02"), signed(e[k].B), 20) + "    ")
			}
		}
		d.need(lh)
		line(strings.TrimRight(b.String(), " "))
	}
	d.nl(lh)
	d.need(5 * lh)
	for _, l := range wrapWords("IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC TRANSFERS CALL 1-800-531-8722 OR WRITE USAA FEDERAL SAVINGS BANK, 10750 MCDERMOTT FREEWAY, SAN ANTONIO, TX 78288-0544. WE MUST HEAR FROM YOU NO LATER THAN 60 DAYS AFTER WE SENT THE FIRST STATEMENT ON WHICH THE ERROR APPEARED.", 90) {
		line(l)
	}
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Daily: true})
	d.finish()
	return d
}

// ---- narrowdate: posting and effective dates side by side in columns
// so narrow that each date wraps over two lines (12/15/ over 2025); an
// effective date may fall before the period; the holder only behind
// "Account Holder:"; the account masked as ...4101; a SAMPLE watermark;
// column labels over two lines.
func drawNarrowDate(fs *fstmt) *doc {
	d := newDoc()
	cols := []tcol{{"Post", 40, false}, {"Eff.", 76, false}, {"Description", 116, false}, {"Debits", 410, true}, {"Credits", 485, true}, {"Balance", 568, true}}
	head := func(d *doc) {
		d.heads(cols, 7.5)
		d.y -= 3
		d.heads([]tcol{{"Date", 40, false}, {"Date", 76, false}}, 7.5)
	}
	d.header = func(d *doc) {
		d.y = 44
		d.text(40, "Business Checking ..."+fs.AccountNo[8:], 8, false)
		d.rtext(572, fs.Start.Format("01/02/2006")+" to "+fs.End.Format("01/02/2006"), 8, false)
		d.y = topY + 8
		head(d)
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 764
		d.text(40, "Questions? Call 1-877-555-0190, 8 a.m. to 6 p.m., Monday through Friday.", 7, false)
		d.rtext(572, fmt.Sprintf("Page %d of %d", page, total), 7, false)
	})
	d.y = 52
	d.text(40, "GRANITE SAVINGS BANK", 16, true)
	d.nl(24)
	for _, kv := range [][2]string{{"Account Holder:", fs.Holder}, {"Account:", "Business Checking ..." + fs.AccountNo[8:]},
		{"Statement Period:", fs.Start.Format("01/02/2006") + " to " + fs.End.Format("01/02/2006")}, {"Statement Date:", fs.End.AddDate(0, 0, 1).Format("01/02/2006")}} {
		d.text(40, kv[0], 9, true)
		d.text(140, kv[1], 9, false)
		d.nl(12)
	}
	d.nl(10)
	dep, ndep := fs.credits()
	wd, nwd := fs.debits()
	sc := []tcol{{"Beginning Balance", 140, true}, {fmt.Sprintf("%d Debits", nwd), 270, true}, {fmt.Sprintf("%d Credits", ndep), 400, true}, {"Ending Balance", 530, true}}
	d.heads(sc, 8)
	d.cells(sc, [][]string{one(usd(fs.OpenP)), one(money(wd)), one(money(dep)), one(usd(fs.CloseP))}, 9, 12)
	d.nl(12)
	d.text(40, "Activity", 10, true)
	d.nl(14)
	head(d)
	for _, r := range fs.Rows {
		if r.Hidden {
			continue
		}
		eff := r.Date
		if isCard(r) {
			eff = eff.AddDate(0, 0, -1)
			for eff.Weekday() == time.Saturday || eff.Weekday() == time.Sunday {
				eff = eff.AddDate(0, 0, -1)
			}
		}
		post := fs.date(&r, "01/02/2006")
		wrap := func(s string) []string { return []string{s[:6], s[6:]} }
		var db, cr string
		if r.Credit {
			cr = money(r.Cents)
		} else {
			db = money(r.Cents)
		}
		lines := wrapWords(r.Desc, 48)
		n := max(2, len(lines))
		d.need(9 * float64(n))
		d.cells(cols, [][]string{wrap(post), wrap(eff.Format("01/02/2006")), lines, one(db), one(cr), one(signed(r.Balance))}, 7.5, 9)
		d.nl(2)
	}
	d.need(14)
	d.hline(340, 572)
	d.nl(9)
	d.text(116, "Totals", 7.5, true)
	d.rtext(410, money(wd), 7.5, true)
	d.rtext(485, money(dep), 7.5, true)
	d.nl(16)
	d.need(50)
	d.para("Effective dates show when a card transaction was made; posting dates show when it was applied to your balance. Deposits made after 7:00 p.m. ET or on a weekend or holiday post the next business day. Report errors within 60 days at 1-877-555-0190.", 125, 7)
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "every_row"})
	d.finish()
	watermark(d, "SAMPLE")
	return d
}

// prepareCUTwo names the transfers after the member's share savings
// account.
func prepareCUTwo(fs *fstmt) {
	sav := "XXXXXXXX" + cuSavingsLast4(fs)
	for i := range fs.Rows {
		r := &fs.Rows[i]
		switch {
		case strings.HasPrefix(r.Desc, "ONLINE TRANSFER TO SAV "):
			r.Desc = "TRANSFER TO SHARE SAVINGS " + sav
		case strings.HasPrefix(r.Desc, "ONLINE TRANSFER FROM SAV "):
			r.Desc = "TRANSFER FROM SHARE SAVINGS " + sav
		}
	}
}

// cuSavingsLast4 and cuMember are the other numbers a member's statement
// carries; they differ from the draft account's last four digits.
func cuSavingsLast4(fs *fstmt) string { return fs.AccountNo[4:8] }

func cuMember(fs *fstmt) string { return fs.AccountNo[:4] }

// ---- cutwo: a credit union statement of two accounts. Share savings
// comes first, then the business share draft that the answer describes;
// each has its own Previous Balance and New Balance lines inside the
// table (not transactions), a signed amount with a CR/DR suffix beside a
// balance, and counts; a summary of both accounts; member and account
// numbers masked as XXXXXXXX4101. Transfers to savings appear on both.
func drawCUTwo(fs *fstmt) *doc {
	d := newDoc()
	savNo := "XXXXXXXX" + cuSavingsLast4(fs)
	draftNo := "XXXXXXXX" + fs.AccountNo[8:]
	type srow struct {
		Date   time.Time
		Desc   string
		Cents  int64
		Credit bool
	}
	// Savings mirrors the draft's transfers and earns a dividend.
	var sav []srow
	var need int64
	for _, r := range fs.Rows {
		switch {
		case strings.HasPrefix(r.Desc, "TRANSFER TO SHARE SAVINGS"):
			sav = append(sav, srow{r.Date, "TRANSFER FROM SHARE DRAFT " + draftNo, r.Cents, true})
		case strings.HasPrefix(r.Desc, "TRANSFER FROM SHARE SAVINGS"):
			sav = append(sav, srow{r.Date, "TRANSFER TO SHARE DRAFT " + draftNo, r.Cents, false})
			need += r.Cents
		}
	}
	savOpen := need + 250000 + fs.Opening%500000
	bal := savOpen
	for _, s := range sav {
		if s.Credit {
			bal += s.Cents
		} else {
			bal -= s.Cents
		}
	}
	div := bal * 15 / 100 / 1200
	sav = append(sav, srow{fs.End, "DIVIDEND 0.150% APY EARNED", div, true})
	savClose := bal + div
	amt := func(c int64, credit bool) string {
		if credit {
			return money(c) + " CR"
		}
		return money(c) + " DR"
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 764
		d.text(40, "Federally insured by NCUA", 7, false)
		d.rtext(572, fmt.Sprintf("Page %d of %d", page, total), 7, false)
	})
	d.header = func(d *doc) {
		d.y = 44
		d.text(40, "Member Number XXXXXXXX"+cuMember(fs), 8, false)
		d.rtext(572, "Statement Period "+fs.Start.Format("01/02/2006")+" - "+fs.End.Format("01/02/2006"), 8, false)
		d.y = topY + 8
	}
	d.y = 50
	d.text(40, "CASCADE VALLEY CREDIT UNION", 16, true)
	d.nl(12)
	d.text(40, "PO Box 4410, Bend, OR 97701  |  1-800-555-0117  |  cascadevalleycu.org", 7.5, false)
	d.y = 84
	for _, kv := range [][2]string{{"Member Statement", ""}, {"Statement Period", fs.Start.Format("01/02/2006") + " - " + fs.End.Format("01/02/2006")},
		{"Member Number", "XXXXXXXX" + cuMember(fs)}} {
		d.text(360, kv[0], 8, kv[1] == "")
		d.rtext(572, kv[1], 8, false)
		d.nl(11)
	}
	addressBlock(d, fs.stmt, 56, 100)
	d.y = 160
	d.text(40, "SUMMARY OF ACCOUNTS", 9, true)
	d.nl(12)
	sc := []tcol{{"Account", 40, false}, {"Account Number", 220, false}, {"Previous Balance", 420, true}, {"New Balance", 540, true}}
	d.heads(sc, 8)
	d.cells(sc, [][]string{one("Share Savings"), one(savNo), one(money(savOpen)), one(money(savClose))}, 8, 11)
	d.cells(sc, [][]string{one("Business Share Draft"), one(draftNo), one(signed(fs.OpenP)), one(signed(fs.CloseP))}, 8, 11)
	d.cells(sc, [][]string{one("Total Deposit Accounts"), nil, one(signed(savOpen + fs.OpenP)), one(signed(savClose + fs.CloseP))}, 8, 11)
	d.nl(12)
	cols := []tcol{{"Date", 40, false}, {"Description", 90, false}, {"Amount", 470, true}, {"Balance", 565, true}}
	acct := func(title, no string) {
		d.need(50)
		d.bar(40, 572, 13, 0.85)
		d.text(44, title, 9, true)
		d.rtext(568, "Account "+no, 8, false)
		d.nl(16)
		d.heads(cols, 8)
	}
	acct("SHARE SAVINGS (SUFFIX 00)", savNo)
	d.cells(cols, [][]string{one(fs.Start.Format("01/02")), one("Previous Balance"), nil, one(money(savOpen))}, 8, 10)
	bal = savOpen
	for _, s := range sav {
		if s.Credit {
			bal += s.Cents
		} else {
			bal -= s.Cents
		}
		d.need(10)
		d.cells(cols, [][]string{one(s.Date.Format("01/02")), one(s.Desc), one(amt(s.Cents, s.Credit)), one(money(bal))}, 8, 10)
	}
	d.cells(cols, [][]string{one(fs.End.Format("01/02")), one("New Balance"), nil, one(money(savClose))}, 8, 10)
	d.nl(4)
	d.text(90, "Dividends Earned YTD "+money(div*int64(fs.End.Month())), 7.5, false)
	d.text(300, "Annual Percentage Yield Earned 0.15%", 7.5, false)
	d.nl(18)
	acct("BUSINESS SHARE DRAFT (SUFFIX 10)", draftNo)
	d.cells(cols, [][]string{one(fs.Start.Format("01/02")), one("Previous Balance"), nil, one(signed(fs.OpenP))}, 8, 10)
	for _, r := range fs.Rows {
		if r.Hidden {
			continue
		}
		lines := wrapWords(r.Desc, 64)
		if d.need(10 * float64(len(lines))) {
			d.text(40, "BUSINESS SHARE DRAFT (SUFFIX 10) - CONTINUED", 8, true)
			d.nl(12)
			d.heads(cols, 8)
		}
		d.cells(cols, [][]string{one(fs.date(&r, "01/02")), lines, one(amt(r.Cents, r.Credit)), one(signed(r.Balance))}, 8, 10)
	}
	d.cells(cols, [][]string{one(fs.End.Format("01/02")), one("New Balance"), nil, one(signed(fs.CloseP))}, 8, 10)
	d.nl(4)
	dep, ndep := fs.credits()
	wd, nwd := fs.debits()
	d.need(12)
	d.text(90, fmt.Sprintf("Deposits: %d totaling %s    Withdrawals: %d totaling %s", ndep, money(dep), nwd, money(wd)), 7.5, false)
	d.nl(18)
	d.need(40)
	d.para("Dividends are paid from current income and available earnings after required transfers to reserves. Courtesy pay fees of $30.00 per item apply. Total overdraft fees this period and year to date are shown on your December statement.", 125, 7)
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "every_row"})
	fs.Notes = append(fs.Notes, fmt.Sprintf("Two accounts in one statement: Share Savings %s (previous balance %s, new balance %s, %d rows) comes first; the answer describes the Business Share Draft %s (the checking account).",
		savNo, money(savOpen), money(savClose), len(sav), draftNo))
	d.finish()
	return d
}

// ---- typecol: a ReportLab-style export. ISO dates; Date | Description |
// Type | Amount | Balance with the type (CREDIT or DEBIT) in its own
// column and unsigned "$" amounts; negative balances as $-84.20; a
// "Billing Cycle: 2026-01-01 to 2026-01-31" period; the account masked
// as ************4101; double-spaced rows. The unverified case drops
// every balance.
func drawTypeCol(fs *fstmt) *doc {
	d := newDoc()
	bal := func(c int64) string {
		if c < 0 {
			return "$-" + money(c)
		}
		return "$" + money(c)
	}
	cols := []tcol{{"Date", 40, false}, {"Description", 120, false}, {"Type", 390, false}, {"Amount", 500, true}, {"Balance", 572, true}}
	if fs.NoBalances {
		cols = cols[:4]
	}
	d.header = func(d *doc) {
		d.y = topY
		d.heads(cols, 9)
		d.nl(6)
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 764
		d.text(40, "Generated "+fs.End.AddDate(0, 0, 3).Format("2006-01-02"), 7, false)
		d.rtext(572, fmt.Sprintf("Page %d of %d", page, total), 7, false)
	})
	d.y = 60
	d.text(40, fs.Bank, 16, true)
	d.nl(18)
	d.text(40, "Account Statement | Billing Cycle: "+fs.Start.Format("2006-01-02")+" to "+fs.End.Format("2006-01-02"), 10, false)
	d.nl(30)
	left := [][2]string{{"Account Number:", "************" + fs.AccountNo[8:]}, {"Currency:", "USD"}, {"Customer:", fs.Holder}}
	var right [][2]string
	if !fs.NoBalances {
		right = [][2]string{{"Starting Balance:", bal(fs.OpenP)}, {"Ending Balance:", bal(fs.CloseP)}}
	}
	for i := range left {
		d.text(40, left[i][0], 9, false)
		d.text(140, left[i][1], 9, false)
		if i < len(right) {
			d.text(330, right[i][0], 9, false)
			d.text(430, right[i][1], 9, false)
		}
		d.nl(20)
	}
	d.nl(12)
	d.heads(cols, 9)
	d.nl(6)
	for _, r := range fs.Rows {
		if r.Hidden {
			continue
		}
		typ := "DEBIT"
		if r.Credit {
			typ = "CREDIT"
		}
		lines := wrapWords(r.Desc, 50)
		d.need(11*float64(len(lines)) + 9)
		cells := [][]string{one(fs.date(&r, "2006-01-02")), lines, one(typ), one("$" + money(r.Cents)), one(bal(r.Balance))}
		if fs.NoBalances {
			cells = cells[:4]
		}
		d.cells(cols, cells, 9, 11)
		d.nl(9)
	}
	if fs.NoBalances {
		fs.printTotals(shows{})
	} else {
		fs.printTotals(shows{Running: "every_row"})
	}
	d.finish()
	return d
}

// ---- plusminus: a look-alike written with a PDF library. Centred bank
// name, a label/value block (Statement Period, Account Number, Account
// Type, Account Holder:, Mailing Address:), an ACCOUNT SUMMARY with labels
// over values and a "Balance Verification:" sentence full of figures;
// a "Beginning Balance" row inside the table; amounts as +$4,200.00 and
// -$1,850.00; "$0.00" fee-waived and "-$0.00" notice rows that are not
// transactions; the table header only on page 1 and other column
// positions on later pages.
func drawPlusMinus(fs *fstmt) *doc {
	d := newDoc()
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 764
		d.text(40, "Bank of America, N.A. Member FDIC. Equal Housing Lender.", 7, false)
		d.rtext(572, fmt.Sprintf("Page %d of %d", page, total), 7, false)
	})
	d.header = func(d *doc) { d.y = 50 }
	d.y = 54
	d.text(240, "Bank of America", 18, true)
	d.nl(14)
	d.text(200, "555 California Street, San Francisco, CA 94104", 8, false)
	d.nl(10)
	d.text(180, "Customer Service: 1-800-432-1000 | www.bankofamerica.com", 8, false)
	d.nl(26)
	d.text(40, "MONTHLY CHECKING ACCOUNT STATEMENT", 12, true)
	d.nl(20)
	acct := fs.AccountNo[:4] + "-" + fs.AccountNo[4:8] + "-" + fs.AccountNo[8:]
	for _, kv := range [][2]string{{"Statement Period:", longDate(fs.Start) + " - " + longDate(fs.End)}, {"Statement Date:", longDate(fs.End)},
		{"Account Number:", acct}, {"Account Type:", "Business Advantage Fundamentals Banking"}, {"Branch Code:", "BOA-TX-" + digits(fs.Opening, 3)},
		{"", ""}, {"Account Holder:", fs.Holder}, {"Mailing Address:", fs.Street}, {"", fs.City}} {
		d.text(50, kv[0], 9, false)
		d.text(180, kv[1], 9, false)
		d.nl(13)
	}
	d.nl(8)
	d.text(40, "ACCOUNT SUMMARY", 10, true)
	d.nl(16)
	dep, _ := fs.credits()
	wd, _ := fs.debits()
	for i, l := range []string{"Beginning Balance", "Total Deposits", "Total Withdrawals", "Ending Balance"} {
		d.text(60+float64(i)*130, l, 8, false)
	}
	d.nl(14)
	for i, v := range []int64{fs.OpenP, dep, wd, fs.CloseP} {
		d.text(70+float64(i)*130, usd(v), 9, true)
	}
	d.nl(16)
	d.para(fmt.Sprintf("Balance Verification: Beginning Balance (%s) + Total Deposits (%s) - Total Withdrawals (%s) = Ending Balance (%s)",
		usd(fs.OpenP), usd(dep), usd(wd), usd(fs.CloseP)), 110, 8)
	d.nl(10)
	d.text(40, "TRANSACTION HISTORY", 10, true)
	d.nl(13)
	// The count is the statement's own: a missing row still counts.
	d.text(40, fmt.Sprintf("%d transactions processed during this statement period", len(fs.Rows)), 8, false)
	d.nl(18)
	cols := []tcol{{"Date", 50, false}, {"Description", 110, false}, {"Amount", 470, true}, {"Balance", 565, true}}
	later := []tcol{{"", 40, false}, {"", 82, false}, {"", 330, true}, {"", 400, true}}
	d.heads(cols, 8.5)
	d.nl(4)
	d.cells(cols, [][]string{one(fs.Start.Format("01/02")), one("Beginning Balance"), nil, one(usd(fs.OpenP))}, 8.5, 18)
	vis := fs.visible()
	// Two notice rows that move no money.
	notes := map[int][2]string{}
	if len(vis) > 4 {
		notes[2] = [2]string{"MONTHLY MAINTENANCE FEE - WAIVED", "$0.00"}
		notes[len(vis)-2] = [2]string{"OVERDRAFT ITEM FEE - REVERSED PER POLICY", "-$0.00"}
	}
	prev := fs.OpenP
	geom := func() ([]tcol, float64) {
		if d.page > 1 {
			return later, 14
		}
		return cols, 18
	}
	for i, r := range vis {
		if nt, ok := notes[i]; ok {
			_, lh := geom()
			d.need(lh)
			c, lh := geom()
			d.cells(c, [][]string{one(r.Date.Format("01/02")), one(nt[0]), one(nt[1]), one(usd(prev))}, 8.5, lh)
		}
		a := "+$" + money(r.Cents)
		if !r.Credit {
			a = "-$" + money(r.Cents)
		}
		lines := wrapWords(r.Desc, 42)
		_, lh := geom()
		d.need(lh * float64(len(lines)))
		c, lh := geom()
		d.cells(c, [][]string{one(fs.date(&r, "01/02")), lines, one(a), one(usd(r.Balance))}, 8.5, lh)
		prev = r.Balance
	}
	d.nl(16)
	d.need(90)
	d.text(40, "IMPORTANT INFORMATION", 10, true)
	d.nl(14)
	d.para("Please review your statement promptly. Report any unauthorized transaction or error within 60 days of the statement date by calling 1-800-432-1000. Deposit products are offered by Bank of America, N.A., Member FDIC. Overdraft item fees of $10.00 may apply; no more than 2 per day.", 115, 8)
	fs.printTotals(shows{Credits: true, Debits: true, Running: "every_row"})
	d.finish()
	return d
}

// signedForms are the spellings of one signed amount column, by variant:
// a trailing minus, a leading minus, "$-" and "-$"/"+$".
var signedForms = []func(c int64) string{
	func(c int64) string { return trail(c) },
	func(c int64) string { return signed(c) },
	func(c int64) string {
		if c < 0 {
			return "$-" + money(c)
		}
		return "$" + money(c)
	},
	func(c int64) string {
		if c < 0 {
			return "-$" + money(c)
		}
		return "+$" + money(c)
	},
}

// ---- signedcol: a savings-bank ledger with one signed amount column
// beside the balance, the sign spelt as the variant's bank spells it
// (512.75-, -512.75, $-512.75, -$512.75 / +$12.45), balances in the same
// spelling, MM/DD/YY dates, Previous/New Balance summary with counts.
func drawSignedCol(fs *fstmt) *doc {
	form := signedForms[fs.Variant%len(signedForms)]
	bal := form
	if fs.Variant%len(signedForms) == 3 {
		bal = usd
	}
	d := newDoc()
	cols := []tcol{{"Date", 40, false}, {"Description", 100, false}, {"Amount", 470, true}, {"Balance", 565, true}}
	d.header = func(d *doc) {
		d.y = 44
		d.text(40, "OLD MILL SAVINGS BANK", 9, true)
		d.rtext(572, "Account Number: "+fs.AccountNo[:4]+"-"+fs.AccountNo[4:8]+"-"+fs.AccountNo[8:], 8, false)
		d.y = topY + 10
		d.heads(cols, 8)
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 62
		if page == 1 {
			d.y = 76
		}
		d.rtext(572, fmt.Sprintf("Page %d of %d", page, total), 8, false)
		d.y = 766
		d.text(40, "Member FDIC | Member DIF | Equal Housing Lender | 1-978-555-0110", 7, false)
	})
	d.y = 50
	d.text(40, "OLD MILL SAVINGS BANK", 15, true)
	d.rtext(572, "Statement of Account", 11, true)
	d.nl(12)
	d.text(40, "123 Mill Street, Lowell, MA 01852", 8, false)
	addressBlock(d, fs.stmt, 56, 104)
	d.y = 104
	for _, kv := range [][2]string{{"Account Number:", fs.AccountNo[:4] + "-" + fs.AccountNo[4:8] + "-" + fs.AccountNo[8:]},
		{"Statement Period:", fs.Start.Format("01/02/06") + " - " + fs.End.Format("01/02/06")}, {"Account Type:", "Business Savings Checking"}} {
		d.text(350, kv[0], 8, false)
		d.rtext(572, kv[1], 8, false)
		d.nl(11)
	}
	d.y = 164
	dep, ndep := fs.credits()
	wd, nwd := fs.debits()
	for _, kv := range [][2]string{{"Previous Balance", bal(fs.OpenP)}, {fmt.Sprintf("Deposits/Credits (%d)", ndep), form(dep)},
		{fmt.Sprintf("Withdrawals/Debits (%d)", nwd), form(-wd)}, {"New Balance", bal(fs.CloseP)}} {
		d.text(40, kv[0], 9, false)
		d.rtext(320, kv[1], 9, false)
		d.nl(12)
	}
	d.nl(10)
	d.text(40, "ACCOUNT ACTIVITY", 10, true)
	d.nl(14)
	d.heads(cols, 8)
	for _, r := range fs.Rows {
		if r.Hidden {
			continue
		}
		a := r.Cents
		if !r.Credit {
			a = -a
		}
		lines := wrapWords(r.Desc, 62)
		d.need(10 * float64(len(lines)))
		d.cells(cols, [][]string{one(fs.date(&r, "01/02/06")), lines, one(form(a)), one(bal(r.Balance))}, 8, 10)
	}
	d.nl(12)
	d.need(40)
	d.para("Items are listed in the order they posted. A minus sign shows a withdrawal or a negative balance. Please report any error within 60 days by calling 1-978-555-0110.", 125, 7)
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "every_row"})
	d.finish()
	return d
}
