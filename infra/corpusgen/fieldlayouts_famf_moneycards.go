package main

import (
	"fmt"
	"strings"
	"time"
)

// ---- moneycards: a Square Checking / Shopify Balance / Amex Business
// Checking-style monthly statement of a payments company's checking
// account, laid out page by page by the statement service itself (each
// page a block of HTML with its own "Page x of N") and printed by
// Chromium, wkhtmltopdf and LibreOffice.
//
// Modelled conventions: three summary cards across the top of page 1
// ("Money in" with its count, "Money out" with its count, "Ending
// balance" with its date) and the starting balance in a line under
// them; a savings-folder insert; one table Date | Description | Money in
// | Money out | Balance with dates as "Feb 3, 2026" (the year on every
// row), $ on every amount, a "Starting balance" row at the top of the
// table and an "Ending balance" row at its foot that are not
// transactions; long descriptions broken over two or three lines; card
// sales swept in as "Transfer from Tillwell balance", savings folders,
// payroll run by the same company; a closing page with the Reg DD fee
// totals (this period and year to date, amounts that are not rows) and
// the disclosures; running page head with holder, account and "Page x of
// N".
func init() {
	fFamilies = append(fFamilies, fFamily{
		ID: 1, Name: "moneycards", Bank: "Tillwell",
		Aliases: []string{"Tillwell, Inc.", "Tillwell Checking", "Ashgrove Bank"},
		Prepare: prepareMoneyCards, Markup: htmlMoneyCards, WKArgs: wkMoneyCards, PageOfN: true,
		Docs: []cDoc{{Variant: 0, Producer: "chromium"}, {Variant: 1, Producer: "chromium"}, {Variant: 2, Producer: "chromium"},
			{Variant: 3, Producer: "chromium"}, {Variant: 0, Producer: "wkhtmltopdf"}, {Variant: 3, Producer: "wkhtmltopdf"},
			{Variant: 0, Producer: "libreoffice"}, {Variant: 2, Producer: "libreoffice"}},
	})
}

func mcCard(fs *fstmt) string { return digits(fs.Opening*17+9, 4) }

func prepareMoneyCards(fs *fstmt) {
	famRenumberChecks(fs)
	info := famClassify(fs)
	city, st := famCityState(fs)
	card := mcCard(fs)
	folder := []string{"Taxes", "Payroll reserve", "Rainy day"}[fs.Opening%3]
	long := fs.LongDescs
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		switch r.Code {
		case kSquare:
			r.Desc = "Transfer from Tillwell balance sales " + famfPrevBusinessDay(r.Date).Format("01/02") + " ID T" + famAlnum(fs, i, "tw", 9)
		case kStripe:
			r.Desc = "ACH deposit STRIPE TRANSFER " + in.Ref
		case kClover:
			r.Desc = "ACH deposit CLOVER MERCH DEP " + famDigits(fs, i, "mid", 12)
		case kShopify:
			r.Desc = "ACH deposit SHOPIFY PAYOUT " + famAlnum(fs, i, "sh", 12)
		case kACHIn:
			r.Desc = "ACH deposit " + in.Party + " PAYMENT " + in.Ref
			if long {
				r.Desc += " CO ID " + famDigits(fs, i, "coid", 10) + " CCD TRACE " + famDigits(fs, i, "tr", 15)
			}
		case kTaxRefund:
			r.Desc = "ACH deposit IRS TREAS 310 TAX REF"
		case kZelleIn:
			r.Desc = "Received from " + in.Party + " via PayLink"
		case kMobile:
			r.Desc = "Mobile check deposit #" + in.Ref
		case kBranchDep:
			r.Desc = "Cash deposit WALGREENS #" + famDigits(fs, i, "wg", 5) + " " + city + " " + st
		case kXferIn:
			r.Desc = "Transfer from Savings folder " + folder
		case kRefund:
			r.Desc = "Card refund " + in.Party + " " + city + " " + st
		case kFeeRev:
			r.Desc = "Fee refund courtesy credit"
		case kFunding:
			r.Desc = "Incoming wire " + in.Party + " LLC ref " + in.Ref
		case kCard:
			r.Desc = "Card purchase " + in.Party + " " + city + " " + st
			if long {
				r.Desc += " card ending " + card + " on " + in.AuthDay.Format("01/02")
			}
		case kRecurring:
			r.Desc = "Card purchase " + in.Party + " 800-" + famDigits(fs, i, "ph", 3) + "-" + famDigits(fs, i, "ph2", 4)
		case kCardPin:
			r.Desc = "Card purchase " + in.Party + " " + city + " " + st
		case kATM:
			r.Desc = "ATM withdrawal " + fs.Street + " " + city + " " + st
		case kCheck:
			// printed "Check #n": the answer is CHECK #n.
		case kPayroll:
			r.Desc = "Tillwell Payroll net pay run " + in.Ref
		case kPayrollTax:
			r.Desc = "Tillwell Payroll tax withholding run " + famDigits(fs, i, "run", 6)
		case kUtility:
			r.Desc = "ACH payment " + in.Party + " UTIL PYMT " + famDigits(fs, i, "u", 9)
		case kBillPay:
			r.Desc = "Bill payment " + in.Party + " acct ending " + famDigits(fs, i, "bp", 4)
		case kZelleOut:
			r.Desc = "Sent to " + in.Party + " via PayLink"
		case kXferOut:
			r.Desc = "Transfer to Savings folder " + folder
		case kMCAPay:
			r.Desc = "ACH payment " + in.Party + " DEBIT ID " + famDigits(fs, i, "mca", 10)
		case kLoanPay:
			r.Desc = "ACH payment " + in.Party + " LOAN PYMT " + famDigits(fs, i, "loan", 8)
		case kWireOut:
			r.Desc = "Outgoing wire " + in.Party + " LLC BNF ACCT ending " + famDigits(fs, i, "bnf", 4) + " FED REF " + famDigits(fs, i, "fed", 6)
		case kReturned:
			r.Desc = "Deposited check returned unpaid check " + famDigits(fs, i, "rck", 4)
		case kNSF:
			r.Desc = "Returned payment fee"
		case kOD:
			r.Desc = "Overdraft fee"
		case kMonthly:
			r.Desc = "Monthly account fee"
		}
	}
}

// mcFeeYTD is the overdraft and returned-payment fees charged earlier in
// the calendar year, before the period (none in a January that opens the
// year).
func mcFeeYTD(fs *fstmt) (od, ret int64) {
	if fs.Start.Year() != fs.End.Year() || fs.Start.Month() == time.January {
		return 0, 0
	}
	return 35 * 100 * int64(2+fs.Opening%4), 35 * 100 * int64(fs.Opening%3)
}

func htmlMoneyCards(fs *fstmt, producer string) string {
	last4 := fs.AccountNo[len(fs.AccountNo)-4:]
	rows := fs.visible()
	var cr, db int64
	var ncr, ndb int
	for _, r := range rows {
		if r.Credit {
			cr += r.Cents
			ncr++
		} else {
			db += r.Cents
			ndb++
		}
	}
	// Descriptions are broken at 52 characters; a page holds a budget of
	// lines (fewer on page 1, under the cards).
	type line struct {
		r     frow
		lines []string
	}
	var items []line
	for _, r := range rows {
		d := r.Desc
		if r.CheckNo > 0 {
			d = fmt.Sprintf("Check #%d", r.CheckNo)
		}
		items = append(items, line{r, famfWrap(d, 52)})
	}
	budgetFirst, budget := 26.0, 42.0
	if producer == "libreoffice" {
		budgetFirst, budget = 22, 46
	}
	var pages [][]line
	var cur []line
	used, limit := 1.0, budgetFirst // the starting-balance row
	for _, it := range items {
		h := 1 + 0.8*float64(len(it.lines)-1)
		if used+h > limit {
			pages = append(pages, cur)
			cur, used, limit = nil, 0, budget
		}
		cur = append(cur, it)
		used += h
	}
	pages = append(pages, cur)
	total := len(pages) + 1 // the disclosures page

	font := "'Liberation Sans', Arial, sans-serif"
	var b strings.Builder
	b.WriteString(`<!doctype html><html><head><meta charset="utf-8"><title>Tillwell Checking statement</title><style>`)
	if producer == "chromium" {
		b.WriteString(`@page { size: Letter; margin: 0.45in 0.5in 0.5in 0.5in; }`)
	}
	fmt.Fprintf(&b, `
body { font-family: %s; font-size: 8pt; color: #111111; margin: 0; }
table { border-collapse: collapse; }
.run { width: 100%%; border-bottom: 0.75pt solid #111111; margin-bottom: 10pt; }
.run td { font-size: 7pt; color: #555555; padding: 0 0 4pt 0; }
.brand { font-size: 17pt; font-weight: bold; }
.cards { width: 100%%; margin: 14pt 0 6pt 0; }
.cards td.c { width: 32%%; border: 0.75pt solid #c9c9c9; padding: 8pt 10pt; vertical-align: top; }
.cards td.gap { width: 2%%; }
.cards .k { font-size: 7.5pt; color: #555555; }
.cards .v { font-size: 15pt; font-weight: bold; margin-top: 3pt; }
.cards .s { font-size: 7pt; color: #555555; margin-top: 2pt; }
.promo { background: #f2f2f2; padding: 6pt 9pt; font-size: 7.5pt; margin: 8pt 0 10pt 0; }
h3 { font-size: 10pt; margin: 8pt 0 4pt 0; }
.tx { width: 100%%; }
.tx th { font-size: 7pt; color: #555555; font-weight: normal; text-align: left; padding: 3pt 4pt; border-bottom: 0.75pt solid #111111; }
.tx td { padding: 3pt 4pt; vertical-align: top; border-bottom: 0.4pt solid #e1e1e1; white-space: nowrap; }
.tx .n { text-align: right; }
.tx tr.bal td { color: #555555; font-style: italic; }
.fees { width: 60%%; margin-top: 8pt; }
.fees td, .fees th { padding: 3pt 5pt; border-bottom: 0.4pt solid #c9c9c9; font-size: 7.5pt; text-align: left; }
.fees .n { text-align: right; }
.legal { font-size: 6.8pt; color: #333333; line-height: 1.4; }
</style></head><body>`, font)
	run := func(p int) {
		fmt.Fprintf(&b, `<table class="run"><tr><td>Tillwell Checking &middot; %s &middot; Account ending %s &middot; %s to %s</td><td style="text-align:right">Page %d of %d</td></tr></table>`,
			esc(fs.Holder), last4, fs.Start.Format("Jan 2, 2006"), fs.End.Format("Jan 2, 2006"), p, total)
	}
	head := `<table class="tx"><thead><tr><th style="width:14%">Date</th><th>Description</th><th class="n" style="width:13%">Money in</th><th class="n" style="width:13%">Money out</th><th class="n" style="width:14%">Balance</th></tr></thead><tbody>`
	// Writer's HTML import keeps a page break only on a paragraph.
	brk := `<p style="page-break-before: always; margin: 0"></p>`
	for p, items := range pages {
		if p > 0 {
			b.WriteString(brk)
		}
		b.WriteString(`<div>`)
		if p == 0 {
			fmt.Fprintf(&b, `<table style="width:100%%"><tr><td class="brand">Tillwell</td><td style="text-align:right;font-size:7pt;color:#555555">Page 1 of %d</td></tr></table>`, total)
			fmt.Fprintf(&b, `<table style="width:100%%;margin-top:10pt"><tr><td style="width:55%%;vertical-align:top">%s<br>%s<br>%s</td><td style="vertical-align:top;font-size:7.5pt">Checking statement<br>%s to %s<br>Account number ending in %s<br>Routing number 0841%s</td></tr></table>`,
				esc(fs.Holder), esc(fs.Street), esc(fs.City), fs.Start.Format("January 2, 2006"), fs.End.Format("January 2, 2006"), last4, digits(fs.Opening*5, 5))
			fmt.Fprintf(&b, `<table class="cards"><tr><td class="c"><div class="k">Money in</div><div class="v">%s</div><div class="s">%d transactions</div></td><td class="gap"></td>`+
				`<td class="c"><div class="k">Money out</div><div class="v">%s</div><div class="s">%d transactions</div></td><td class="gap"></td>`+
				`<td class="c"><div class="k">Ending balance</div><div class="v">%s</div><div class="s">as of %s</div></td></tr></table>`,
				usd(cr), ncr, usd(db), ndb, usd(fs.CloseP), fs.End.Format("Jan 2, 2006"))
			fmt.Fprintf(&b, `<div style="font-size:7.5pt">Starting balance on %s: <b>%s</b></div>`, fs.Start.Format("Jan 2, 2006"), usd(fs.OpenP))
			b.WriteString(`<div class="promo"><b>Set money aside automatically.</b> Savings folders move a share of every Tillwell sales transfer into savings that earns 1.50% APY. Turn them on in the Banking tab.</div>`)
		} else {
			run(p + 1)
		}
		b.WriteString(`<h3>Transactions</h3>` + head)
		if p == 0 {
			fmt.Fprintf(&b, `<tr class="bal"><td>%s</td><td>Starting balance</td><td></td><td></td><td class="n">%s</td></tr>`, fs.Start.Format("Jan 2, 2006"), usd(fs.OpenP))
		}
		for _, it := range items {
			r := it.r
			in, out := "", ""
			if r.Credit {
				in = usd(r.Cents)
			} else {
				out = usd(r.Cents)
			}
			fmt.Fprintf(&b, `<tr><td>%s</td><td>%s</td><td class="n">%s</td><td class="n">%s</td><td class="n">%s</td></tr>`,
				fs.date(&r, "Jan 2, 2006"), strings.Join(escAll(it.lines), "<br>"), in, out, usd(r.Balance))
		}
		if p == len(pages)-1 {
			fmt.Fprintf(&b, `<tr class="bal"><td>%s</td><td>Ending balance</td><td></td><td></td><td class="n">%s</td></tr>`, fs.End.Format("Jan 2, 2006"), usd(fs.CloseP))
		}
		b.WriteString(`</tbody></table></div>`)
	}
	// The closing page: fee totals and disclosures.
	var od, ret int64
	for _, r := range rows {
		switch r.Code {
		case kOD:
			od += r.Cents
		case kNSF:
			ret += r.Cents
		}
	}
	yod, yret := mcFeeYTD(fs)
	b.WriteString(brk + `<div>`)
	run(total)
	b.WriteString(`<h3>Fees</h3><table class="fees"><tr><th></th><th class="n">Total for this period</th><th class="n">Total year-to-date</th></tr>`)
	fmt.Fprintf(&b, `<tr><td>Total overdraft fees</td><td class="n">%s</td><td class="n">%s</td></tr>`, usd(od), usd(od+yod))
	fmt.Fprintf(&b, `<tr><td>Total returned item fees</td><td class="n">%s</td><td class="n">%s</td></tr></table>`, usd(ret), usd(ret+yret))
	fmt.Fprintf(&b, `<h3>Important information</h3><div class="legal"><p>Tillwell is a financial services platform and not a bank. Banking services are provided by Ashgrove Bank, Member FDIC. Deposits held at Ashgrove Bank are insured up to $250,000 per depositor for each ownership category. The Tillwell Debit Card is issued by Ashgrove Bank.</p>
<p><b>Electronic transfers: in case of errors or questions.</b> Call us at 1-855-555-0133 or write to Tillwell Checking, 1455 Market Street, Suite 600, San Francisco, CA 94103, as soon as you can if you think your statement or receipt is wrong or if you need more information about a transfer listed on it. We must hear from you no later than 60 days after we sent you the FIRST statement on which the problem or error appeared. (1) Tell us your name and account number (ending in %s). (2) Describe the error or the transfer you are unsure about, and explain as clearly as you can why you believe it is an error or why you need more information. (3) Tell us the dollar amount of the suspected error. We will investigate and tell you the results within 10 business days (20 business days for new accounts) and correct any error promptly. If we need more time we may take up to 45 days (90 days for new accounts, point-of-sale and foreign-initiated transfers), and we will credit your account within 10 business days for the amount you think is in error.</p>
<p><b>Overdrafts.</b> An overdraft fee of $35.00 may be charged for each item paid when your available balance is not enough; a returned payment fee of $35.00 for each item returned unpaid. We charge no more than 4 such fees per business day and none on items of $5.00 or less.</p>
<p>Transfers from your Tillwell balance arrive the same business day when started before 5:00 p.m. PT. Card sales settle to your Tillwell balance on the next business day. This statement covers %s to %s and was generated %s.</p></div></div></body></html>`,
		last4, fs.Start.Format("January 2, 2006"), fs.End.Format("January 2, 2006"), fs.End.AddDate(0, 0, 2).Format("January 2, 2006"))
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "every_row"})
	fs.Notes = append(fs.Notes, "The Starting balance and Ending balance rows of the table and the fee totals (this period and year to date) are not transactions; card sales swept in from the Tillwell balance are settlements.")
	return b.String()
}

func escAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = esc(s)
	}
	return out
}

// wkMoneyCards is wkhtmltopdf's page setup: the page breaks are the
// statement's own.
func wkMoneyCards(fs *fstmt) []string {
	return []string{"-s", "Letter", "-T", "11mm", "-B", "12mm", "-L", "12mm", "-R", "12mm"}
}
