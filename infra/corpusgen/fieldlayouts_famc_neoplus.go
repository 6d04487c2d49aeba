package main

import (
	"fmt"
	"strings"
)

func init() {
	cFamilies = append(cFamilies, cFamily{
		ID: 0, Name: "neoplus", Bank: "Mercator",
		Aliases: []string{"Mercator Technologies, Inc.", "Evergreen Choice Bank", "Lakeshore Bank & Trust"},
		Prepare: prepareNeoPlus, Markup: htmlNeoPlus, WKArgs: wkNeoPlus,
		Docs: append(each("chromium"), cDoc{Variant: 0, Producer: "wkhtmltopdf"}, cDoc{Variant: 2, Producer: "wkhtmltopdf", Seed: 1}),
	})
}

// neoCard is the masked debit card of a neobank statement.
func neoCard(fs *fstmt) string { return digits(fs.Opening*3+1, 4) }

// neoSavings is the last four of the holder's savings (treasury) account.
func neoSavings(fs *fstmt) string { return digits(fs.Opening*7+5, 4) }

// prepareNeoPlus writes the rows as a business neobank's app shows them:
// the counterparty on the first line, then the rail (ACH In, ACH Out,
// Wire In, Card) and the references on a grey continuation line; the
// card's last four masked with bullets; Stripe and Shopify payouts; payroll followed by its payroll
// taxes (IRS USATAXPYMT) and, in the ordinary month, a federal tax
// refund (IRS TREAS 310 TAX REF).
func prepareNeoPlus(fs *fstmt) {
	city, st := cityOf(fs)
	card := "••" + neoCard(fs)
	sav := "••" + neoSavings(fs)
	for i := 0; i < len(fs.Rows); i++ {
		r := &fs.Rows[i]
		d := r.Desc
		switch {
		case isCheck(*r):
			r.Code = "Check|"
		case strings.HasPrefix(d, "SQUARE INC DEPOSIT SQ"):
			setDesc(r, "ACH", "Square Inc", "ACH In · SQ"+r.Date.Format("060102")+" · P"+strings.TrimPrefix(d, "SQUARE INC DEPOSIT SQ"))
		case strings.HasPrefix(d, "STRIPE TRANSFER ") && r.Cents%3 == 0:
			setDesc(r, "ACH", "Shopify", "ACH In · PAYOUT · "+strings.TrimPrefix(d, "STRIPE TRANSFER ST-"))
		case strings.HasPrefix(d, "STRIPE TRANSFER "):
			setDesc(r, "ACH", "Stripe", "ACH In · TRANSFER · "+strings.TrimPrefix(d, "STRIPE TRANSFER "))
		case strings.HasPrefix(d, "ACH CREDIT "):
			name, inv, _ := strings.Cut(strings.TrimPrefix(d, "ACH CREDIT "), " INV ")
			setDesc(r, "ACH", name, "ACH In · INV "+inv+" · ID "+ref(*r, 1, 10))
		case strings.HasPrefix(d, "ORIG CO NAME:"):
			name, _, _ := strings.Cut(strings.TrimPrefix(d, "ORIG CO NAME:"), " ORIG ID:")
			setDesc(r, "ACH", name, d)
		case strings.HasPrefix(d, "MOBILE DEPOSIT REF "):
			setDesc(r, "Check Deposit", "Mobile check deposit", "Deposit ID "+strings.TrimPrefix(d, "MOBILE DEPOSIT REF "))
		case isCard(*r):
			m, rest := merchantOf(d)
			detail := "Card " + card + " · " + city + " " + st
			if rest != "" {
				detail += " · Auth " + ref(*r, 2, 6)
			}
			setDesc(r, "Card", m, detail)
		case r.Category == "payroll":
			setDesc(r, "ACH", "ADP", "ACH Out · WAGE PAY · "+strings.TrimPrefix(d, "ADP PAYROLL WAGE PAY "))
			tax := frow{txn: txn{Date: r.Date, Cents: r.Cents * 23 / 100, Category: "payroll"}}
			setDesc(&tax, "ACH", "IRS", "ACH Out · USATAXPYMT · 2701"+ref(*r, 3, 11))
			fs.insertRow(i+1, tax)
			i++
		case r.Category == "own_transfer" && r.Credit:
			setDesc(r, "Transfer", "Transfer from Mercator Treasury "+sav, "")
		case r.Category == "own_transfer":
			setDesc(r, "Transfer", "Transfer to Mercator Treasury "+sav, "")
		case strings.HasPrefix(d, "REFUND "):
			m, _ := merchantOf("CARD PURCHASE 00/00 " + strings.TrimPrefix(d, "REFUND "))
			setDesc(r, "Card", m, "Refund · Card "+card)
		case d == "REVERSAL OF SERVICE FEE":
			setDesc(r, "Fee", "Fee reversal", "Mercator Pro plan fee refunded")
		case strings.HasPrefix(d, "UTILITY PMT "):
			setDesc(r, "ACH", strings.TrimPrefix(d, "UTILITY PMT "), "ACH Out · UTIL PYMT · ID "+ref(*r, 4, 10))
		case r.Category == "loan_proceeds":
			funder, no, _ := strings.Cut(d, " FUNDING WIRE REF ")
			setDesc(r, "Wire", funder+" LLC", "Wire In · REF "+no+" · IMAD "+r.Date.Format("20060102")+"MMQFMP"+refHex(*r, 5, 2)+"00"+ref(*r, 6, 4))
		case r.Category == "mca_payment":
			setDesc(r, "ACH", strings.TrimSuffix(d, " ACH DEBIT PMT"), "ACH Out · DEBIT · ID "+ref(*r, 7, 10))
		case r.Category == "loan_payment":
			setDesc(r, "ACH", strings.TrimSuffix(d, " LOAN PAYMENT ACH"), "ACH Out · LOAN PMT · "+ref(*r, 8, 8))
		case strings.HasPrefix(d, "VENDOR PAYMENT WIRE OUT "):
			bnf := strings.TrimPrefix(d, "VENDOR PAYMENT WIRE OUT ")
			setDesc(r, "Wire", bnf, "Wire Out · WIRE TYPE:FED OUT BNF:"+bnf+" ID:"+refHex(*r, 9, 10))
		case r.Category == "nsf_fee" && strings.HasPrefix(d, "NSF"):
			setDesc(r, "Fee", "Returned payment fee", "Insufficient funds")
		case r.Category == "nsf_fee":
			setDesc(r, "Fee", "Overdraft fee", "Negative balance after posting")
		case d == "MONTHLY SERVICE FEE":
			setDesc(r, "Fee", "Mercator Pro plan fee", "Monthly subscription")
		default:
			setDesc(r, "ACH", d, "")
		}
	}
	if fs.Variant == 0 {
		// A federal tax refund on the third business day's morning.
		k, days := 0, 0
		for k < len(fs.Rows) && days < 3 {
			if k == 0 || !fs.Rows[k].Date.Equal(fs.Rows[k-1].Date) {
				days++
			}
			if days < 3 {
				k++
			}
		}
		row := frow{txn: txn{Date: fs.Rows[k].Date, Cents: 184213, Credit: true, Category: "refund_reversal"}}
		setDesc(&row, "ACH", "IRS TREAS 310", "ACH In · TAX REF · "+ref(row, 10, 15))
		fs.insertRow(k, row)
	}
	fs.rebalance()
}

// plusMinus prints +$1,234.56 or -$84.20.
func plusMinus(r frow) string {
	if r.Credit {
		return "+$" + money(r.Cents)
	}
	return "-$" + money(r.Cents)
}

// neoPlusDate is the date column: Jan 5, or ISO in the low-balance month.
func neoPlusDate(fs *fstmt) string {
	if fs.Variant == 2 {
		return "2006-01-02"
	}
	return "Jan 2"
}

// ---- neoplus: a Mercury-style business neobank statement printed by
// Chromium (and wkhtmltopdf). Date (UTC) | Description | Type | Amount |
// Balance with `Jan 5` (or ISO) dates, +$/-$ amounts and $ balances
// (-$84.20 when negative); the counterparty on the first line of a
// description and the rail and references in grey below; "Account
// Holder:" and other labels in a two-column block; a summary with counts
// and a $0.00 interest line; a Treasury insert between the summary and
// the activity; "Page X of Y" and the account in the page margin
// (Chromium) or wkhtmltopdf's footer; the partner banks named in the
// disclosure ("Banking services provided by …, Members FDIC").
func htmlNeoPlus(fs *fstmt, producer string) string {
	var b strings.Builder
	acct := "Mercator Checking ••" + fs.AccountNo[8:]
	period := fs.Start.Format("Jan 2, 2006") + " – " + fs.End.Format("Jan 2, 2006")
	b.WriteString(`<!doctype html><html><head><meta charset="utf-8"><title>Mercator statement</title><style>`)
	fmt.Fprintf(&b, `@page { size: Letter; margin: 0.5in 0.55in 0.7in 0.55in;
  @bottom-left { content: "%s  ·  %s  ·  %s"; font-family: 'Liberation Sans', sans-serif; font-size: 6.5pt; color: #6b6b73; }
  @bottom-right { content: "Page " counter(page) " of " counter(pages); font-family: 'Liberation Sans', sans-serif; font-size: 6.5pt; color: #6b6b73; } }
`, fs.Holder, acct, period)
	b.WriteString(`body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 8pt; color: #1c1c22; margin: 0; }
table { border-collapse: collapse; width: 100%; }
.brand { font-size: 16pt; font-weight: bold; letter-spacing: 4pt; color: #24244a; }
.doc { text-align: right; font-size: 11pt; color: #24244a; }
.doc small { display: block; font-size: 8pt; color: #6b6b73; margin-top: 2pt; }
.info td { padding: 1.5pt 0; font-size: 8pt; vertical-align: top; }
.info .k { color: #6b6b73; width: 17%; }
.sum { width: 56%; margin-top: 14pt; }
.sum td { padding: 3pt 6pt; border-bottom: 0.5pt solid #e2e2e8; }
.sum td.v { text-align: right; white-space: nowrap; }
.sum tr.t td { font-weight: bold; border-bottom: 1pt solid #24244a; }
.promo { margin: 14pt 0 6pt 0; padding: 7pt 9pt; background: #eef0fb; color: #24244a; font-size: 7.5pt; }
h2 { font-size: 10pt; color: #24244a; margin: 16pt 0 5pt 0; }
.tx th { font-size: 7pt; font-weight: normal; color: #6b6b73; text-align: left; padding: 4pt 5pt; border-bottom: 1pt solid #24244a; }
.tx td { padding: 4pt 5pt; vertical-align: top; border-bottom: 0.5pt solid #e2e2e8; }
.tx th.n, .tx td.n { text-align: right; white-space: nowrap; }
.tx td.d { white-space: nowrap; }
.tx .sub { color: #6b6b73; font-size: 7pt; margin-top: 1pt; }
.tx tr { page-break-inside: avoid; }
.legal { font-size: 6.5pt; color: #55555c; margin-top: 16pt; line-height: 1.35; }
</style></head><body>`)
	fmt.Fprintf(&b, `<table><tr><td class="brand">MERCATOR</td><td class="doc">Monthly Statement<small>%s</small></td></tr></table>`, esc(period))
	b.WriteString(`<table class="info" style="margin-top:16pt"><tr><td style="width:55%"><table>`)
	for _, kv := range [][2]string{{"Account Holder:", fs.Holder}, {"Address:", proper(fs.Street)}, {"", proper(fs.City)}} {
		fmt.Fprintf(&b, `<tr><td class="k">%s</td><td>%s</td></tr>`, kv[0], esc(kv[1]))
	}
	b.WriteString(`</table></td><td><table>`)
	for _, kv := range [][2]string{{"Account:", acct}, {"Account number:", "•••• •••• " + fs.AccountNo[8:]}, {"Routing number:", "0839" + digits(fs.Opening, 5)}, {"Statement date:", fs.End.AddDate(0, 0, 1).Format("Jan 2, 2006")}} {
		fmt.Fprintf(&b, `<tr><td class="k" style="width:34%%">%s</td><td>%s</td></tr>`, kv[0], esc(kv[1]))
	}
	b.WriteString(`</table></td></tr></table>`)
	dep, ndep := fs.credits()
	wd, nwd := fs.debits()
	b.WriteString(`<table class="sum">`)
	for _, kv := range [][2]string{
		{"Opening balance, " + fs.Start.Format("Jan 2"), usd(fs.OpenP)},
		{fmt.Sprintf("Deposits &amp; credits (%d)", ndep), "+$" + money(dep)},
		{fmt.Sprintf("Withdrawals &amp; debits (%d)", nwd), "-$" + money(wd)},
		{"Interest paid this period", "$0.00"},
	} {
		fmt.Fprintf(&b, `<tr><td>%s</td><td class="v">%s</td></tr>`, kv[0], kv[1])
	}
	fmt.Fprintf(&b, `<tr class="t"><td>Closing balance, %s</td><td class="v">%s</td></tr></table>`, fs.End.Format("Jan 2"), usd(fs.CloseP))
	b.WriteString(`<div class="promo"><b>Put idle cash to work.</b> Mercator Treasury sweeps balances above your target into money market funds yielding 3.87% (7-day yield as of ` +
		fs.End.Format("01/02/2006") + `). Treasury is offered by Mercator Advisory LLC, an SEC-registered adviser; investments are not FDIC insured, not bank guaranteed and may lose value.</div>`)
	b.WriteString(`<h2>Transactions</h2><table class="tx"><thead><tr><th style="width:11%">Date (UTC)</th><th>Description</th><th style="width:11%">Type</th><th class="n" style="width:13%">Amount</th><th class="n" style="width:13%">Balance</th></tr></thead><tbody>`)
	layout := neoPlusDate(fs)
	for _, r := range fs.visible() {
		typ, main, detail := splitDesc(r)
		if isCheck(r) {
			main, detail = fmt.Sprintf("Check #%d", r.CheckNo), ""
		}
		cell := esc(main)
		if detail != "" {
			cell += `<div class="sub">` + esc(detail) + `</div>`
		}
		fmt.Fprintf(&b, `<tr><td class="d">%s</td><td>%s</td><td>%s</td><td class="n">%s</td><td class="n">%s</td></tr>`,
			fs.date(&r, layout), cell, typ, plusMinus(r), usd(r.Balance))
	}
	b.WriteString(`</tbody></table>`)
	fmt.Fprintf(&b, `<div class="legal"><b>Mercator is a financial technology company, not a bank.</b> Banking services provided by Evergreen Choice Bank and Lakeshore Bank &amp; Trust, Members FDIC. Deposits are insured up to $250,000 per depositor, per ownership category, at each bank; through our partner banks' sweep network your deposits may be eligible for up to $5,000,000 of coverage. <br><br>
<b>In case of errors or questions about your electronic transfers</b>, email support@mercator.example or call (628) 555-0190 as soon as you can if you think your statement is wrong or you need more information about a transfer on it. We must hear from you no later than 60 days after we sent the FIRST statement on which the problem appeared. Tell us your name and account number (ending %s), describe the error and why you believe it is an error, and tell us the dollar amount. We will investigate and correct any error promptly; if we take more than 10 business days (20 for new accounts) we will provisionally credit your account and may take up to 45 days (90 days for point-of-sale and foreign transactions) to complete our investigation.<br><br>
Mercator, 548 Market Street PMB 71290, San Francisco, CA 94104 · NMLS ID 2011547 · Statement generated %s.</div></body></html>`,
		fs.AccountNo[8:], fs.End.AddDate(0, 0, 1).Format("January 2, 2006"))
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "every_row"})
	return b.String()
}

// wkNeoPlus is wkhtmltopdf's page setup for neoplus. Debian's
// wkhtmltopdf (unpatched Qt) prints no header or footer, so that
// rendering has no page numbers and no running footer.
func wkNeoPlus(fs *fstmt) []string {
	return []string{"-s", "Letter", "-T", "13mm", "-B", "15mm", "-L", "14mm", "-R", "14mm"}
}
