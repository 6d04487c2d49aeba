package main

import (
	"fmt"
	"strings"
)

func init() {
	cFamilies = append(cFamilies,
		cFamily{
			ID: 2, Name: "neoodt", Bank: "Kestrel", Aliases: kestrelAliases,
			Prepare: prepareKestrel, Markup: odtKestrel,
			Docs: []cDoc{{Variant: 0, Producer: "libreoffice"}, {Variant: 1, Producer: "libreoffice"}, {Variant: 2, Producer: "libreoffice", Seed: 2},
				{Variant: 3, Producer: "libreoffice"}, {Variant: 0, Producer: "chromium"}},
		},
		cFamily{
			ID: 3, Name: "neoexport", Bank: "Kestrel", Aliases: kestrelAliases,
			Prepare: prepareKestrel, Markup: htmlKestrelExport,
			Docs: []cDoc{{Variant: 0, Producer: "libreoffice", Case: "unverified"}, {Variant: 1, Producer: "chromium", Case: "unverified"},
				{Variant: 3, Producer: "chromium", Case: "unverified"}, {Variant: 2, Producer: "libreoffice", Case: "unverified"}},
		})
}

var kestrelAliases = []string{"Kestrel Financial, Inc.", "Harborline Community Bank"}

// kestrelSub is the last four of the holder's Kestrel sub-account.
func kestrelSub(fs *fstmt) string { return digits(fs.Opening*17+3, 4) }

// kestrelACH writes an ACH entry as the bank's core prints it: payee;
// DES:entry description; ID:individual id; INDN:receiver; CO ID:; class.
func kestrelACH(fs *fstmt, co, des, id, coid, class string) string {
	return fmt.Sprintf("%s; DES:%s; ID:%s; INDN:%s; CO ID:%s; %s", co, des, id, fs.Holder, coid, class)
}

// prepareKestrel writes the rows in the wording of a Bluevine/Found-style
// business checking account: ACH entries in the core's DES:/ID:/INDN:/CO
// ID: form, debit card purchases with the card's last four, transfers to
// a sub-account, a cash deposit at a retail location with its fee (or a
// waived fee), interest paid on the balance at month end, a quarterly
// tax payment in the busy month and, in the low-balance month, a mobile
// deposit returned unpaid with its returned-item fee.
func prepareKestrel(fs *fstmt) {
	city, st := cityOf(fs)
	card := neoCard(fs)
	sub := kestrelSub(fs)
	for i := range fs.Rows {
		r := &fs.Rows[i]
		d := r.Desc
		switch {
		case isCheck(*r):
		case strings.HasPrefix(d, "SQUARE INC DEPOSIT SQ"):
			r.Desc = kestrelACH(fs, "SQUARE INC", "SQ"+r.Date.Format("060102"), "L"+strings.TrimPrefix(d, "SQUARE INC DEPOSIT SQ"), "9424300002", "CCD")
		case strings.HasPrefix(d, "STRIPE TRANSFER "):
			r.Desc = kestrelACH(fs, "STRIPE", "TRANSFER", strings.TrimPrefix(d, "STRIPE TRANSFER "), "4270465600", "CCD")
		case strings.HasPrefix(d, "ACH CREDIT "):
			name, inv, _ := strings.Cut(strings.TrimPrefix(d, "ACH CREDIT "), " INV ")
			r.Desc = kestrelACH(fs, name, "PAYMENT", "INV"+inv, "1"+ref(*r, 1, 9), "CCD")
		case strings.HasPrefix(d, "MOBILE DEPOSIT REF "):
			r.Desc = "Mobile check deposit #" + strings.TrimPrefix(d, "MOBILE DEPOSIT REF ")
		case isCard(*r):
			m, _ := merchantOf(d)
			r.Desc = fmt.Sprintf("Debit card purchase %s %s %s %s card x%s", m, city, st, r.Date.Format("01/02"), card)
		case r.Category == "payroll":
			r.Desc = kestrelACH(fs, "ADP", "WAGE PAY", strings.TrimPrefix(d, "ADP PAYROLL WAGE PAY "), "9659605001", "CCD")
		case r.Category == "own_transfer" && r.Credit:
			r.Desc = "Transfer from sub-account Taxes x" + sub
		case r.Category == "own_transfer":
			r.Desc = "Transfer to sub-account Taxes x" + sub
		case strings.HasPrefix(d, "REFUND "):
			r.Desc = "Debit card refund " + strings.TrimPrefix(d, "REFUND ") + " card x" + card
		case d == "REVERSAL OF SERVICE FEE":
			r.Desc = "Fee reversal - courtesy credit"
		case strings.HasPrefix(d, "UTILITY PMT "):
			r.Desc = kestrelACH(fs, strings.TrimPrefix(d, "UTILITY PMT "), "UTILITYPMT", ref(*r, 4, 10), "1"+ref(*r, 5, 9), "PPD")
		case r.Category == "loan_proceeds":
			funder, no, _ := strings.Cut(d, " FUNDING WIRE REF ")
			r.Desc = "Incoming wire " + funder + " LLC REF " + no + " FED REF " + r.Date.Format("0102") + "B1Q8021C" + ref(*r, 6, 6)
		case r.Category == "mca_payment":
			r.Desc = kestrelACH(fs, strings.TrimSuffix(d, " ACH DEBIT PMT"), "DEBIT", ref(*r, 7, 10), "1"+ref(*r, 8, 9), "CCD")
		case r.Category == "loan_payment":
			r.Desc = kestrelACH(fs, strings.TrimSuffix(d, " LOAN PAYMENT ACH"), "LOAN PMT", ref(*r, 9, 8), "1"+ref(*r, 10, 9), "CCD")
		case strings.HasPrefix(d, "VENDOR PAYMENT WIRE OUT "):
			r.Desc = "Bill pay wire to " + strings.TrimPrefix(d, "VENDOR PAYMENT WIRE OUT ") + " Conf #" + refHex(*r, 11, 9)
		case r.Category == "nsf_fee" && strings.HasPrefix(d, "NSF"):
			r.Desc = "NSF returned item fee"
		case r.Category == "nsf_fee":
			r.Desc = "Overdraft item fee"
		case d == "MONTHLY SERVICE FEE":
			r.Desc = "Kestrel Plus monthly plan fee"
		}
	}
	// A cash deposit at a retail location on the second Tuesday, and its
	// fee on the same day in the ordinary and busy months (the others
	// print the fee waived as a $0.00 notice, which is no transaction).
	k, tues := 0, 0
	for k < len(fs.Rows) {
		if fs.Rows[k].Date.Weekday() == 2 && (k == 0 || !fs.Rows[k-1].Date.Equal(fs.Rows[k].Date)) {
			tues++
			if tues == 2 {
				break
			}
		}
		k++
	}
	if k < len(fs.Rows) {
		dep := frow{txn: txn{Date: fs.Rows[k].Date, Desc: "Cash deposit Green Dot retail WALGREENS #" + digits(fs.Opening+7, 5) + " " + city + " " + st,
			Cents: 40000 + fs.Opening%90000/100*100, Credit: true, Category: "revenue"}}
		fs.insertRow(k, dep)
		if fs.Variant == 0 || fs.Variant == 3 {
			fs.insertRow(k+1, frow{txn: txn{Date: dep.Date, Desc: "Cash deposit fee", Cents: 495, Category: "fee"}})
		}
	}
	// Quarterly estimated tax in the busy month.
	if fs.Variant == 3 {
		for i := range fs.Rows {
			if fs.Rows[i].Date.Day() >= 14 && fs.Rows[i].Category == "payroll" {
				// An estimated tax paid through EFTPS prints as any
				// other federal tax deposit (IRS USATAXPYMT), and the
				// corpus answers those payroll (payroll taxes are most of
				// them): the row alone cannot say which tax it pays.
				tax := frow{txn: txn{Date: fs.Rows[i].Date, Cents: 412500, Category: "payroll"}}
				tax.Desc = kestrelACH(fs, "IRS", "USATAXPYMT", "2701"+ref(tax, 12, 11), "3387702000", "CCD")
				fs.insertRow(i+1, tax)
				break
			}
		}
	}
	// A returned mobile deposit and its fee in the low-balance month.
	if fs.Variant == 2 {
		for i := range fs.Rows {
			r := fs.Rows[i]
			if !strings.HasPrefix(r.Desc, "Mobile check deposit #") || r.Date.Day() > 20 {
				continue
			}
			j := i + 1
			for j < len(fs.Rows) && !fs.Rows[j].Date.After(r.Date.AddDate(0, 0, 2)) {
				j++
			}
			if j >= len(fs.Rows) {
				break
			}
			day := fs.Rows[j].Date
			back := frow{txn: txn{Date: day, Cents: r.Cents, Category: "returned_item",
				Desc: "Returned deposited item " + strings.TrimPrefix(r.Desc, "Mobile check deposit ") + " " + r.Date.Format("01/02") + " REASON: NSF - REFER TO MAKER"}}
			fee := frow{txn: txn{Date: day, Cents: 1200, Category: "nsf_fee", Desc: "Returned deposited item fee"}}
			fs.insertRow(j, back)
			fs.insertRow(j+1, fee)
			break
		}
	}
	fs.rebalance()
	// Interest on the average balance at 2.00% APY, paid on the last day
	// before the plan fee.
	avg := fs.avgDaily()
	days := int64(fs.End.Sub(fs.Start).Hours()/24) + 1
	if in := avg * 198 * days / 365 / 10000; in > 0 {
		k := len(fs.Rows)
		for k > 0 && fs.Rows[k-1].Date.Equal(fs.End) {
			k--
		}
		fs.insertRow(k, frow{txn: txn{Date: fs.End, Desc: "Interest payment", Cents: in, Credit: true, Category: "other"}})
		fs.rebalance()
	}
}

// kestrelInterest is the interest row's amount (0 when none was paid).
func kestrelInterest(fs *fstmt) int64 {
	for _, r := range fs.Rows {
		if r.Desc == "Interest payment" {
			return r.Cents
		}
	}
	return 0
}

// ---- neoodt: a Bluevine/Found-style business checking statement typed
// as a Writer document and converted by LibreOffice (Chromium prints an
// HTML rendering of the same month). Date | Description | Debits |
// Credits | Balance with MM/DD/YYYY dates; Beginning and Ending balance
// rows inside the activity table; the description of an ACH entry in
// the core's "PAYEE; DES:…; ID:…; INDN:…; CO ID:…; CCD" form wrapped by
// Writer; a boxed account summary with counts beside an interest summary
// (APY earned, interest this period and year to date); a $0.00 "fee
// waived" notice row; Writer's running header (brand, account, period)
// and footer (partner bank, "Page N of M").
func odtKestrel(fs *fstmt, producer string) string {
	if producer == "chromium" {
		return htmlKestrel(fs)
	}
	acct := fs.AccountNo[8:]
	period := fs.Start.Format("01/02/2006") + " - " + fs.End.Format("01/02/2006")
	f := &fodt{Title: "Kestrel Business Checking statement " + period}
	f.Header = fmt.Sprintf(`<text:p text:style-name="HD">kestrel   |   Business Checking ••%s   |   Statement period %s</text:p>`, acct, period)
	f.Footer = `<text:p text:style-name="FT">Kestrel is a financial technology company, not a bank. Banking services provided by Harborline Community Bank, Member FDIC.<text:tab/>` + pageNumbers + `</text:p>`
	f.table([]float64{4.2, 3.1}, nil, nil)
	f.body.WriteString(`<table:table-row><table:table-cell table:style-name="Cn" office:value-type="string"><text:p text:style-name="H1">kestrel</text:p>`)
	f.body.WriteString(`<text:p text:style-name="SP"></text:p>`)
	for _, l := range []string{fs.Holder, fs.Street, fs.City} {
		fmt.Fprintf(&f.body, `<text:p text:style-name="P">%s</text:p>`, esc(l))
	}
	f.body.WriteString(`</table:table-cell><table:table-cell table:style-name="Cn" office:value-type="string"><text:p text:style-name="RB">Business Checking Statement</text:p>`)
	for _, l := range []string{"Account number: ••••••" + acct, "Statement period: " + period, "Statement date: " + fs.End.AddDate(0, 0, 1).Format("01/02/2006"),
		"Customer support: (888) 555-0139", "support@kestrel.example"} {
		fmt.Fprintf(&f.body, `<text:p text:style-name="R">%s</text:p>`, esc(l))
	}
	f.body.WriteString(`</table:table-cell></table:table-row>`)
	f.endTable()
	dep, ndep := fs.credits()
	wd, nwd := fs.debits()
	in := kestrelInterest(fs)
	f.p("H2", "Account summary")
	f.table([]float64{2.4, 1.3, 0.3, 2.2, 1.1}, nil, nil)
	box := func(a, b, c, d string) {
		f.body.WriteString(`<table:table-row>`)
		for i, s := range []string{a, b, "", c, d} {
			cell, st := "Cb", "P"
			if i == 2 {
				cell = "Cn"
			}
			if i == 1 || i == 4 {
				st = "R"
			}
			if i >= 3 && c == "" {
				cell = "Cn"
			}
			fmt.Fprintf(&f.body, `<table:table-cell table:style-name="%s" office:value-type="string"><text:p text:style-name="%s">%s</text:p></table:table-cell>`, cell, st, esc(s))
		}
		f.body.WriteString(`</table:table-row>`)
	}
	ytd := in
	if fs.End.Month() != 1 {
		ytd = in*int64(fs.End.Month()) + 1234
	}
	box("Beginning balance on "+fs.Start.Format("01/02/2006"), usd(fs.OpenP), "Annual Percentage Yield Earned", "2.00%")
	box(fmt.Sprintf("Credits (%d)", ndep), "+ "+money(dep), "Interest earned this period", "$"+money(in))
	box(fmt.Sprintf("Debits (%d)", nwd), "- "+money(wd), "Interest paid year-to-date", "$"+money(ytd))
	box("Ending balance on "+fs.End.Format("01/02/2006"), usd(fs.CloseP), "", "")
	f.endTable()
	f.p("S", "Kestrel Plus: earn 2.00% APY on balances up to $250,000 and get fee-free cash deposits at more than 90,000 retail locations. The APY is accurate as of "+fs.End.Format("January 2, 2006")+" and may change after the account is opened. Fees may reduce earnings.")
	f.p("H2", "Account activity")
	right := []bool{false, false, true, true, true}
	f.table([]float64{0.85, 3.65, 0.9, 0.9, 1.0}, []string{"Date", "Description", "Debits", "Credits", "Balance"}, right)
	f.row("Cd", []string{fs.Start.Format("01/02/2006"), "Beginning balance", "", "", usd(fs.OpenP)}, right, false)
	waived := fs.Variant == 1 || fs.Variant == 2
	for _, r := range fs.visible() {
		var dr, cr string
		if r.Credit {
			cr = money(r.Cents)
		} else {
			dr = money(r.Cents)
		}
		desc := r.Desc
		if isCheck(r) {
			desc = fmt.Sprintf("Check %d", r.CheckNo)
		}
		f.row("Cd", []string{fs.date(&r, "01/02/2006"), strings.Join(wrapWords(desc, 62), "\n"), dr, cr, usd(r.Balance)}, right, false)
		if waived && strings.HasPrefix(r.Desc, "Cash deposit Green Dot") {
			f.row("Cd", []string{fs.date(&r, "01/02/2006"), "Cash deposit fee waived - Kestrel Plus", "0.00", "", usd(r.Balance)}, right, false)
		}
	}
	f.row("Cd", []string{fs.End.Format("01/02/2006"), "Ending balance", "", "", usd(fs.CloseP)}, right, false)
	f.endTable()
	f.p("H2", "Important information")
	f.p("S", "In case of errors or questions about your electronic transfers, call (888) 555-0139, email support@kestrel.example or write to Kestrel, 30 Montgomery Street, Suite 1100, Jersey City, NJ 07302, as soon as you can if you think your statement or receipt is wrong or if you need more information about a transfer listed on it. We must hear from you no later than 60 days after we sent the FIRST statement on which the problem or error appeared. (1) Tell us your name and account number. (2) Describe the error or the transfer you are unsure about, and explain as clearly as you can why you believe it is an error. (3) Tell us the dollar amount of the suspected error. We will investigate your complaint and will correct any error promptly. If we take more than 10 business days to do this, we will credit your account for the amount you think is in error, so that you will have the use of the money during the time it takes us to complete our investigation.")
	f.p("S", "Returned deposited items are charged back to your account with a fee of $12.00 per item. Cash deposits at retail locations carry a fee of up to $4.95 per deposit, waived on Kestrel Plus. Deposits are FDIC-insured through Harborline Community Bank, Member FDIC, up to $250,000 per depositor for each ownership category.")
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "every_row"})
	if waived {
		fs.Notes = append(fs.Notes, "A cash deposit fee waived is printed as a 0.00 debit row; it is a notice, not a transaction.")
	}
	return f.String()
}

// htmlKestrel is the same statement printed from the web app by
// Chromium: the same columns and wording, the header and footer in the
// page margins.
func htmlKestrel(fs *fstmt) string {
	acct := fs.AccountNo[8:]
	period := fs.Start.Format("01/02/2006") + " - " + fs.End.Format("01/02/2006")
	var b strings.Builder
	fmt.Fprintf(&b, `<!doctype html><html><head><meta charset="utf-8"><title>Kestrel statement</title><style>
@page { size: Letter; margin: 0.6in 0.55in 0.6in 0.55in;
 @top-left { content: "kestrel  |  Business Checking ••%s  |  Statement period %s"; font: 7pt 'Liberation Sans'; color: #333; }
 @bottom-left { content: "Kestrel is a financial technology company, not a bank. Banking services provided by Harborline Community Bank, Member FDIC."; font: 6.5pt 'Liberation Sans'; color: #333; }
 @bottom-right { content: "Page " counter(page) " of " counter(pages); font: 6.5pt 'Liberation Sans'; } }
body { font-family: 'Liberation Sans', sans-serif; font-size: 8pt; margin: 0; }
h1 { font-size: 18pt; color: #1b4f9c; margin: 0; }
h2 { font-size: 10pt; color: #1b4f9c; border-bottom: 1pt solid #1b4f9c; margin: 12pt 0 4pt 0; }
table { border-collapse: collapse; width: 100%%; }
td, th { padding: 2pt 3pt; vertical-align: top; }
.box td { background: #f3f5f9; border: 0.5pt solid #b9c4d6; }
.box td.gap { background: none; border: none; }
.act th { background: #e3eaf5; border-bottom: 0.75pt solid #1b4f9c; text-align: left; }
.act td { border-bottom: 0.3pt solid #c8c8c8; }
.r { text-align: right; white-space: nowrap; }
.g { color: #5a5a5a; font-size: 7pt; }
.s { font-size: 6.5pt; color: #444; }
</style></head><body>`, acct, period)
	fmt.Fprintf(&b, `<table><tr><td><h1>kestrel</h1><br>%s<br>%s<br>%s</td><td class="r"><b>Business Checking Statement</b><br>Account number: ••••••%s<br>Statement period: %s<br>Statement date: %s<br>Customer support: (888) 555-0139<br>support@kestrel.example</td></tr></table>`,
		esc(fs.Holder), esc(fs.Street), esc(fs.City), acct, period, fs.End.AddDate(0, 0, 1).Format("01/02/2006"))
	dep, ndep := fs.credits()
	wd, nwd := fs.debits()
	in := kestrelInterest(fs)
	ytd := in
	if fs.End.Month() != 1 {
		ytd = in*int64(fs.End.Month()) + 1234
	}
	fmt.Fprintf(&b, `<h2>Account summary</h2><table class="box"><tr><td>Beginning balance on %s</td><td class="r">%s</td><td class="gap"></td><td>Annual Percentage Yield Earned</td><td class="r">2.00%%</td></tr>`, fs.Start.Format("01/02/2006"), usd(fs.OpenP))
	fmt.Fprintf(&b, `<tr><td>Credits (%d)</td><td class="r">+ %s</td><td class="gap"></td><td>Interest earned this period</td><td class="r">$%s</td></tr>`, ndep, money(dep), money(in))
	fmt.Fprintf(&b, `<tr><td>Debits (%d)</td><td class="r">- %s</td><td class="gap"></td><td>Interest paid year-to-date</td><td class="r">$%s</td></tr>`, nwd, money(wd), money(ytd))
	fmt.Fprintf(&b, `<tr><td>Ending balance on %s</td><td class="r">%s</td><td class="gap"></td><td class="gap"></td><td class="gap"></td></tr></table>`, fs.End.Format("01/02/2006"), usd(fs.CloseP))
	b.WriteString(`<p class="s">Kestrel Plus: earn 2.00% APY on balances up to $250,000 and get fee-free cash deposits at more than 90,000 retail locations.</p>`)
	b.WriteString(`<h2>Account activity</h2><table class="act"><thead><tr><th style="width:12%">Date</th><th>Description</th><th class="r" style="width:12%">Debits</th><th class="r" style="width:12%">Credits</th><th class="r" style="width:13%">Balance</th></tr></thead><tbody>`)
	fmt.Fprintf(&b, `<tr><td>%s</td><td>Beginning balance</td><td></td><td></td><td class="r">%s</td></tr>`, fs.Start.Format("01/02/2006"), usd(fs.OpenP))
	for _, r := range fs.visible() {
		var dr, cr string
		if r.Credit {
			cr = money(r.Cents)
		} else {
			dr = money(r.Cents)
		}
		desc := r.Desc
		if isCheck(r) {
			desc = fmt.Sprintf("Check %d", r.CheckNo)
		}
		fmt.Fprintf(&b, `<tr><td>%s</td><td>%s</td><td class="r">%s</td><td class="r">%s</td><td class="r">%s</td></tr>`, fs.date(&r, "01/02/2006"), esc(desc), dr, cr, usd(r.Balance))
	}
	fmt.Fprintf(&b, `<tr><td>%s</td><td>Ending balance</td><td></td><td></td><td class="r">%s</td></tr></tbody></table>`, fs.End.Format("01/02/2006"), usd(fs.CloseP))
	b.WriteString(`<h2>Important information</h2><p class="s">In case of errors or questions about your electronic transfers, call (888) 555-0139 or write to Kestrel, 30 Montgomery Street, Suite 1100, Jersey City, NJ 07302. We must hear from you no later than 60 days after we sent the FIRST statement on which the problem or error appeared. If we take more than 10 business days to investigate, we will credit your account for the amount you think is in error. Returned deposited items are charged back with a fee of $12.00 per item.</p></body></html>`)
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "every_row"})
	return b.String()
}

// kestrelCategory is the export's category column.
func kestrelCategory(r frow) string {
	switch r.Category {
	case "revenue", "card_settlement":
		return "Income"
	case "payroll":
		return "Payroll"
	case "own_transfer":
		return "Transfer"
	case "fee", "nsf_fee":
		return "Fees"
	case "mca_payment", "loan_payment", "loan_proceeds":
		return "Financing"
	case "refund_reversal":
		return "Refund"
	}
	switch {
	case isCheck(r):
		return "Check"
	case strings.HasPrefix(r.Desc, "Debit card"):
		return "Card"
	}
	return "Other"
}

// ---- neoexport: the same bank's transaction history export, printed
// from the browser (Chromium) or opened in LibreOffice. Newest first,
// Date | Description | Category | Debit/Credit | Amount | Status with
// unsigned amounts whose direction is a word in its own column; no
// balance, no total, "This is not a statement" (the answer is
// unverified).
func htmlKestrelExport(fs *fstmt, producer string) string {
	rows := fs.visible()
	// Newest first, as the app lists them; the answer follows the print.
	for i, j := 0, len(rows)-1; i < j; i, j = i+1, j-1 {
		rows[i], rows[j] = rows[j], rows[i]
	}
	fs.Rows = rows
	acct := fs.AccountNo[8:]
	var b strings.Builder
	b.WriteString(`<!doctype html><html><head><meta charset="utf-8"><title>Kestrel transaction history</title><style>
@page { size: Letter landscape; margin: 0.5in; }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 7.5pt; }
table { border-collapse: collapse; width: 100%; }
th { text-align: left; border-bottom: 1px solid #333; padding: 3px; font-size: 7pt; }
td { padding: 3px; border-bottom: 1px solid #ddd; vertical-align: top; }
td.n, th.n { text-align: right; }
</style></head><body>`)
	fmt.Fprintf(&b, `<p><b style="font-size:13pt;color:#1b4f9c">kestrel</b><br><b>Transaction history</b></p><p>%s<br>Business Checking ••%s<br>Date range: %s to %s<br>Exported %s 9:14 AM ET · All transactions · Posted</p>`,
		esc(fs.Holder), acct, fs.Start.Format("01/02/2006"), fs.End.Format("01/02/2006"), fs.End.AddDate(0, 0, 3).Format("01/02/2006"))
	b.WriteString(`<table><thead><tr><th>Date</th><th>Description</th><th>Category</th><th>Debit/Credit</th><th class="n">Amount</th><th>Status</th></tr></thead><tbody>`)
	for _, r := range rows {
		dc := "Debit"
		if r.Credit {
			dc = "Credit"
		}
		desc := r.Desc
		if isCheck(r) {
			desc = fmt.Sprintf("Check %d", r.CheckNo)
		}
		fmt.Fprintf(&b, `<tr><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td class="n">%s</td><td>Posted</td></tr>`, fs.date(&r, "01/02/2006"), esc(desc), kestrelCategory(r), dc, money(r.Cents))
	}
	b.WriteString(`</tbody></table><p style="font-size:6.5pt;color:#555">This is not a statement. Pending transactions are not shown. Kestrel is a financial technology company, not a bank; banking services provided by Harborline Community Bank, Member FDIC.</p></body></html>`)
	fs.printTotals(shows{})
	fs.Notes = append(fs.Notes, "A transaction history export, newest first; the answer lists the rows in the printed order.")
	return b.String()
}
