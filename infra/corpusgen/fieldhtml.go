package main

import (
	"fmt"
	"strings"
)

// htmlFamily is a field family written as HTML and printed by wkhtmltopdf
// (Qt's PDF engine, the producer behind many web-generated statements
// and look-alikes): table layout, wrapping and page breaks are the
// engine's, and page numbers come from wkhtmltopdf's own footer.
type htmlFamily struct {
	Name    string
	Bank    string
	Aliases []string
	Prepare func(fs *fstmt)
	Draw    func(fs *fstmt) string
	// Cases are special documents printed besides the four variants.
	Cases []string
}

var htmlFamilies = []htmlFamily{
	{Name: "neobank-iso", Bank: "Tidewater", Aliases: []string{"Coastal Plains Bank, N.A.", "Coastal Plains Bank"}, Draw: htmlNeoISO,
		Cases: []string{"unverified"}},
	{Name: "category", Bank: "Prairie Heritage Bank", Aliases: []string{"Prairie Heritage Bank, N.A."}, Draw: htmlCategory},
	{Name: "lookalike", Bank: "Pacifica Trust Bank", Aliases: []string{"Pacifica Trust Bank, N.A."}, Draw: htmlLookalike, Cases: []string{"review-totals", "baddate"}},
}

const wkHead = `<!doctype html><html><head><meta charset="utf-8"><style>
body { font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; font-size: 9pt; color: #1a1a1a; margin: 0; }
h1 { font-size: 20pt; margin: 0; }
h2 { font-size: 11pt; margin: 16pt 0 4pt 0; letter-spacing: 0.5pt; }
table { border-collapse: collapse; width: 100%; }
th { text-align: left; font-size: 8pt; color: #555; border-bottom: 1px solid #999; padding: 4pt 5pt; }
td { padding: 3pt 5pt; vertical-align: top; }
td.n, th.n { text-align: right; white-space: nowrap; }
td.d { white-space: nowrap; }
tr { page-break-inside: avoid; }
.top { width: 100%; }
.muted { color: #666; font-size: 8pt; }
.cards td { border: 1px solid #ccc; padding: 6pt; width: 25%; }
.cards .v { font-size: 12pt; font-weight: bold; }
.legal { font-size: 7pt; color: #444; margin-top: 14pt; }
</style></head><body>`

// neoType is the Type column of a neobank statement.
func neoType(r frow) string {
	switch {
	case isCard(r):
		return "Card"
	case r.CheckNo > 0:
		return "Check"
	case strings.Contains(r.Desc, "WIRE"):
		return "Wire"
	case r.Category == "own_transfer":
		return "Transfer"
	case isFee(r):
		return "Fee"
	case strings.HasPrefix(r.Desc, "MOBILE DEPOSIT"):
		return "Deposit"
	}
	return "ACH"
}

// ---- neobank-iso: a business neobank statement. One table Date |
// Description | Type | Amount | Balance with ISO dates, signed amounts
// (-512.75) and "$" balances; the brand is not the bank: the bank that
// holds the deposits is named in the disclosure; summary cards; masked
// account ••4101. The unverified case is an activity export with no
// balance at all.
func htmlNeoISO(fs *fstmt) string {
	var b strings.Builder
	b.WriteString(wkHead)
	period := fs.Start.Format("Jan 2, 2006") + " – " + fs.End.Format("Jan 2, 2006")
	title := "Account statement"
	if fs.NoBalances {
		title = "Account activity"
	}
	fmt.Fprintf(&b, `<table class="top"><tr><td><h1 style="color:#0b5; font-family:sans-serif">tidewater</h1></td><td class="n"><b>%s</b><br>Business Checking ••%s<br>%s</td></tr></table>`,
		title, fs.AccountNo[8:], esc(period))
	fmt.Fprintf(&b, `<p style="margin:18pt 0">%s<br>%s<br>%s</p>`, esc(fs.Holder), esc(proper(fs.Street)), esc(proper(fs.City)))
	dep, _ := fs.credits()
	wd, _ := fs.debits()
	if !fs.NoBalances {
		fmt.Fprintf(&b, `<table class="cards"><tr><td>Starting balance<br><span class="v">%s</span></td><td>Money in<br><span class="v">%s</span></td><td>Money out<br><span class="v">-%s</span></td><td>Ending balance<br><span class="v">%s</span></td></tr></table>`,
			usd(fs.OpenP), "$"+money(dep), "$"+money(wd), usd(fs.CloseP))
	}
	b.WriteString(`<h2>Transactions</h2><table><thead><tr><th style="width:13%">Date</th><th>Description</th><th>Type</th><th class="n">Amount</th>`)
	if !fs.NoBalances {
		b.WriteString(`<th class="n">Balance</th>`)
	}
	b.WriteString(`</tr></thead><tbody>`)
	for _, r := range fs.visible() {
		a := money(r.Cents)
		if !r.Credit {
			a = "-" + a
		}
		fmt.Fprintf(&b, `<tr><td class="d">%s</td><td>%s</td><td>%s</td><td class="n">%s</td>`, fs.date(&r, "2006-01-02"), esc(r.Desc), neoType(r), a)
		if !fs.NoBalances {
			fmt.Fprintf(&b, `<td class="n">%s</td>`, usd(r.Balance))
		}
		b.WriteString("</tr>")
	}
	b.WriteString("</tbody></table>")
	b.WriteString(`<p class="legal">Tidewater is a financial technology company, not a bank. Banking services provided by Coastal Plains Bank, N.A., Member FDIC. Deposits are insured up to $250,000 per depositor. Questions? support@tidewater.example or (415) 555-0134.</p></body></html>`)
	if fs.NoBalances {
		fs.printTotals(shows{})
	} else {
		fs.printTotals(shows{Credits: true, Debits: true, Running: "every_row"})
	}
	return b.String()
}

// categoryOf is the bank's own category label printed next to a row.
func categoryOf(r frow) string {
	switch r.Category {
	case "revenue":
		return "Income"
	case "card_settlement":
		return "Sales"
	case "loan_proceeds":
		return "Financing"
	case "own_transfer":
		return "Transfer"
	case "refund_reversal":
		return "Refund"
	case "mca_payment", "loan_payment":
		return "Loan Payment"
	case "payroll":
		return "Payroll"
	case "fee", "nsf_fee":
		return "Fees"
	}
	switch {
	case r.CheckNo > 0:
		return "Checks"
	case strings.HasPrefix(r.Desc, "UTILITY"):
		return "Utilities"
	case strings.Contains(r.Desc, "SHELL"), strings.Contains(r.Desc, "UBER"):
		return "Transportation"
	case strings.Contains(r.Desc, "WIRE"):
		return "Vendors"
	}
	return "Shopping"
}

// ---- category: a statement with a Category column between the
// description and a signed "-$125.34" amount, ISO dates, the holder
// behind "Account Holder:", the account as XXXX-XXXX-4101, the period
// printed twice, a "-$0.00" row that moves no money, bullet-point
// information and a "Statement End:" line.
func htmlCategory(fs *fstmt) string {
	var b strings.Builder
	b.WriteString(wkHead)
	period := longDate(fs.Start) + " - " + longDate(fs.End)
	fmt.Fprintf(&b, `<h1 style="font-size:16pt">PRAIRIE HERITAGE BANK</h1><p>Account Statement: %s<br>Account Holder: %s<br>Account Number: XXXX-XXXX-%s<br>Statement Period: %s</p>`,
		period, esc(fs.Holder), fs.AccountNo[8:], period)
	dep, _ := fs.credits()
	wd, _ := fs.debits()
	fmt.Fprintf(&b, `<h2>ACCOUNT SUMMARY</h2><p>Opening Balance: %s<br>Total Deposits: $%s<br>Total Withdrawals: $%s<br>Closing Balance: %s</p>`,
		usd(fs.OpenP), money(dep), money(wd), usd(fs.CloseP))
	b.WriteString(`<h2>TRANSACTION HISTORY</h2><table><thead><tr><th style="width:12%">Date</th><th>Description</th><th>Category</th><th class="n">Amount</th><th class="n">Balance</th></tr></thead><tbody>`)
	vis := fs.visible()
	for i, r := range vis {
		a := "$" + money(r.Cents)
		if !r.Credit {
			a = "-$" + money(r.Cents)
		}
		fmt.Fprintf(&b, `<tr><td class="d">%s</td><td>%s</td><td>%s</td><td class="n">%s</td><td class="n">%s</td></tr>`,
			fs.date(&r, "2006-01-02"), esc(r.Desc), categoryOf(r), a, usd(r.Balance))
		if i == len(vis)-3 {
			fmt.Fprintf(&b, `<tr><td class="d">%s</td><td>ACCOUNT VERIFICATION - SECURITY CHECK</td><td>Service</td><td class="n">-$0.00</td><td class="n">%s</td></tr>`,
				r.Date.Format("2006-01-02"), usd(r.Balance))
		}
	}
	b.WriteString(`</tbody></table><h2>Important Information</h2><ul class="legal"><li>Please review all transactions and report any unauthorized activity within 60 days.</li><li>For customer service, please call 1-800-555-0148, 7 a.m. to 9 p.m. CT.</li><li>Manage your account online at www.prairieheritagebank.example</li><li>Overdraft fees of $34.00 per item, up to 3 per day, may apply.</li></ul>`)
	fmt.Fprintf(&b, `<p class="muted">FDIC Insured</p><p class="muted">Statement End: %s</p></body></html>`, longDate(fs.End))
	fs.printTotals(shows{Credits: true, Debits: true, Running: "every_row"})
	return b.String()
}

// ---- lookalike: a forged-looking statement typed by hand: misspelled
// headings (ACOUNT SUMARY, DEPOSITES, Begining Balance, Withdrawls,
// Balence), a digit zero in column labels, sections of +$ credits and
// -$ debits with "Totel" lines, a daily balance list and a COPY
// watermark laid over the text. Its numbers add up; the review-totals
// case inflates the deposits total, and the baddate case prints a day
// that does not exist.
func htmlLookalike(fs *fstmt) string {
	var b strings.Builder
	b.WriteString(wkHead)
	b.WriteString(`<div style="position:absolute; top:320pt; left:90pt; font-size:110pt; color:#e4e4e4; -webkit-transform: rotate(-35deg); z-index:-1">COPY</div>`)
	fmt.Fprintf(&b, `<table class="top"><tr><td><h1>PACIFICA TRUST BANK</h1>%s<br>%s<br>%s</td><td class="n">Acount Number: ****%s<br>Statment Period:<br>%s - %s</td></tr></table>`,
		esc(fs.Holder), esc(proper(fs.Street)), esc(proper(fs.City)), fs.AccountNo[8:], longDate(fs.Start), longDate(fs.End))
	dep, _ := fs.credits()
	wd, _ := fs.debits()
	fmt.Fprintf(&b, `<h2>ACOUNT SUMARY</h2><table style="width:60%%"><tr><td>Begining Balance</td><td class="n">%s</td></tr><tr><td>Deposites and Credts</td><td class="n">+$%s</td></tr><tr><td>Withdrawls and Debits</td><td class="n">-$%s</td></tr><tr><td>Ending Balence</td><td class="n">%s</td></tr></table>`,
		usd(fs.OpenP), money(dep), money(wd), usd(fs.CloseP))
	sect := func(title, tot string, rows []frow, sign string) {
		if len(rows) == 0 {
			return
		}
		fmt.Fprintf(&b, `<h2>%s</h2><table><thead><tr><th style="width:12%%">DATE</th><th>DESCRIPTI0N</th><th class="n">AM0UNT</th></tr></thead><tbody>`, title)
		for _, r := range rows {
			fmt.Fprintf(&b, `<tr><td class="d">%s</td><td>%s</td><td class="n">%s$%s</td></tr>`, fs.date(&r, "01/02"), esc(r.Desc), sign, money(r.Cents))
		}
		fmt.Fprintf(&b, `<tr><td></td><td><b>%s</b></td><td class="n"><b>%s$%s</b></td></tr></tbody></table>`, tot, sign, money(fs.stotal(rows)))
	}
	sect("DEPOSITES AND OTHER CREDTS", "Totel Deposites", fs.pick(func(r frow) bool { return r.Credit }), "+")
	sect("WITHDRAWLS AND OTHER DEBITS", "Totel Withdrawls", fs.pick(func(r frow) bool { return !r.Credit }), "-")
	b.WriteString(`<h2>DAILY ENDING BALENCE</h2><table style="width:50%"><thead><tr><th>DATE</th><th class="n">BALENCE</th></tr></thead><tbody>`)
	for _, e := range fs.dayEnds() {
		fmt.Fprintf(&b, `<tr><td>%s</td><td class="n">%s</td></tr>`, e.D.Format("01/02"), usd(e.B))
	}
	b.WriteString(`</tbody></table><p class="legal">Pacifica Trust Bank, N.A. For questons call 1-800-555-0177. Member FDIC.</p></body></html>`)
	fs.printTotals(shows{Credits: true, Debits: true, Daily: true})
	return b.String()
}
