package main

import (
	"fmt"
	"strings"
)

// ---- twinflow: a Mercury / Brex-style business neobank's monthly
// statement PDF, from "Corvane" (a financial technology company; the
// deposits are held by its partner bank, Westbrook Bank & Trust).
//
// Modelled conventions: the brand's logo is an image (an SVG mark and
// wordmark drawn as paths, no text), so the brand is named in text only
// in the product line ('Corvane Business Checking'), the partner-bank
// disclosure in every page's footer and the legal notes; the holder at
// the top left, with a DBA line, a registered agent's 'c/o' address or an
// 'Attn:' line by month; at the right the statement period ('Jan 1, 2026
// – Jan 31, 2026'), the account as 'Checking ••1234' with, in some months,
// the full account and routing numbers, and the account's Treasury and
// debit card numbers (••7781, ••5521) beside it. A Summary strip gives
// the beginning balance, money in, money out and the ending balance;
// then the activity in two tables: 'Money in' (Date | From | Method |
// Amount) and 'Money out' (Date | To | Method | Amount), each in date
// order with 'Jan 3' dates (no year, a Dec–Jan period crossing it),
// unsigned amounts, the counterparty in bold over a grey detail line
// (ACH entry description and, in the busy and Dec–Jan months, the trace
// number; card ••5521 with the merchant's city and state and the day it
// was authorized; wire IMAD / Fed reference; RTP confirmation; a fee
// naming the item it was charged for), a Method column (ACH, Wire, Card,
// ATM, Check deposit, Check, RTP, Transfer, Fee, Return) and a 'Total
// money in' / 'Total money out' row with the number of transactions;
// after them an 'End-of-day balances' grid four across (negative ones
// with a U+2212 minus), a 'Card spend by cardholder' table (not
// transactions) and the error-resolution and overdraft notes full of
// figures. 'Page x of y' at the bottom right of every page. Printed by
// Chromium from HTML (DejaVu Sans; URW Gothic headings).
func init() {
	nFamilies = append(nFamilies, fFamily{
		ID: 2, Name: "twinflow", Bank: "Corvane",
		Aliases: []string{"Corvane", "Corvane Technologies, Inc.", "Corvane Business Checking", "Westbrook Bank & Trust"},
		Prepare: prepareTwinflow, Markup: htmlTwinflow, PageOfN: true,
		Docs: []cDoc{{Variant: 0, Producer: "chromium"}, {Variant: 1, Producer: "chromium"},
			{Variant: 2, Producer: "chromium"}, {Variant: 3, Producer: "chromium"}},
	})
}

func twCard(fs *fstmt) string     { return digits(fs.Opening*53+9, 4) }
func twTreasury(fs *fstmt) string { return digits(fs.Opening*59+1, 4) }

// twMethod is the Method column, by kind.
var twMethod = map[string]string{
	kSquare: "ACH", kStripe: "ACH", kClover: "ACH", kShopify: "ACH", kACHIn: "ACH",
	kTaxRefund: "ACH", kMobile: "Check deposit", kBranchDep: "Check deposit", kZelleIn: "RTP",
	kXferIn: "Transfer", kRefund: "Card", kFeeRev: "Fee", kFunding: "Wire", kCard: "Card",
	kCardPin: "Card", kRecurring: "Card", kATM: "ATM", kCheck: "Check", kPayroll: "ACH",
	kPayrollTax: "ACH", kUtility: "ACH", kBillPay: "ACH", kZelleOut: "RTP",
	kXferOut: "Transfer", kMCAPay: "ACH", kLoanPay: "ACH", kWireOut: "Wire",
	kReturned: "Return", kNSF: "Fee", kOD: "Fee", kMonthly: "Fee",
}

// prepareTwinflow words every row as counterparty|detail.
func prepareTwinflow(fs *fstmt) {
	famRenumberChecks(fs)
	info := famClassify(fs)
	city, st := famCityState(fs)
	place := famTitle(city) + ", " + st
	long := fs.LongDescs
	card := "••" + twCard(fs)
	tre := "••" + twTreasury(fs)
	trace := func(i int) string {
		if !long {
			return ""
		}
		return " · Trace " + famDigits(fs, i, "twtrace", 15)
	}
	item := func(i int, what string) string {
		t := info[i].Trigger
		if t < 0 {
			return what
		}
		tr := fs.Rows[t]
		return what + " for " + twMethod[tr.Code] + " item $" + money(tr.Cents) + " on " + tr.Date.Format("Jan 2")
	}
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		auth := in.AuthDay.Format("Jan 2")
		var cp, det string
		switch r.Code {
		case kSquare:
			cp, det = "Square Inc", "SETTLEMENT SQ"+famAlnum(fs, i, "sq", 10)+trace(i)
		case kStripe:
			cp, det = "Stripe", "TRANSFER ST-"+famAlnum(fs, i, "st", 10)+trace(i)
		case kClover:
			cp, det = "Clover App", "MERCH DEP "+famDigits(fs, i, "cl", 9)+trace(i)
		case kShopify:
			cp, det = "Shopify", "PAYOUT "+famAlnum(fs, i, "sh", 9)+trace(i)
		case kACHIn:
			cp, det = famTitle(in.Party), "PAYMENT INV "+famDigits(fs, i, "twinv", 5)+trace(i)
		case kTaxRefund:
			cp, det = "IRS Treas 310", "TAX REF "+famDigits(fs, i, "twirs", 9)
		case kZelleIn:
			cp, det = famTitle(in.Party), "RTP credit · Conf "+famAlnum(fs, i, "twz", 10)
		case kMobile:
			cp, det = "Check deposit", "Mobile capture · Check "+famDigits(fs, i, "twmc", 4)
		case kBranchDep:
			cp, det = "Check deposit", "Deposit by mail · "+fmt.Sprint(2+famHash(fs, i, "twn")%4)+" checks"
		case kXferIn:
			cp, det = "Corvane Treasury "+tre, "Transfer to Checking"
		case kRefund:
			cp, det = famTitle(in.Party), "Card "+card+" refund · "+place
		case kFeeRev:
			cp, det = "Corvane", "Overdraft fee refund"
		case kFunding:
			cp, det = famTitle(in.Party)+" LLC", "Domestic wire · IMAD "+r.Date.Format("20060102")+"MMQFMP"+famDigits(fs, i, "twimad", 6)
		case kCard, kCardPin:
			cp, det = famTitle(in.Party), "Card "+card+" · "+place+" · Authorized "+auth
		case kRecurring:
			cp, det = famTitle(in.Party), "Card "+card+" · Recurring · Authorized "+auth
		case kATM:
			cp, det = "ATM withdrawal", "Card "+card+" · "+famTitle(fs.Street)+" · "+place
		case kCheck:
			cp = fmt.Sprintf("Check #%d", r.CheckNo)
		case kPayroll:
			cp, det = "ADP", "WAGE PAY "+in.Ref+trace(i)
		case kPayrollTax:
			cp, det = "IRS", "USATAXPYMT EFTPS "+famDigits(fs, i, "tweft", 15)
		case kUtility:
			cp, det = famTitle(in.Party), "UTIL PYMT"+trace(i)
		case kBillPay:
			cp, det = famTitle(in.Party), "Bill pay · Invoice "+famDigits(fs, i, "twbp", 5)
		case kZelleOut:
			cp, det = famTitle(in.Party), "RTP payment · Conf "+famAlnum(fs, i, "twzo", 10)
		case kXferOut:
			cp, det = "Corvane Treasury "+tre, "Transfer from Checking"
		case kMCAPay:
			cp, det = famTitle(in.Party), "DAILY PMT"+trace(i)
		case kLoanPay:
			cp, det = famTitle(in.Party), "LOAN PYMT"+trace(i)
		case kWireOut:
			cp, det = famTitle(in.Party)+" LLC", "Domestic wire · Fed ref "+famDigits(fs, i, "twfed", 8)
		case kReturned:
			cp, det = "Returned check deposit", "Deposited check returned unpaid · NSF"
		case kNSF:
			cp, det = "Corvane", item(i, "Returned item fee")
		case kOD:
			cp, det = "Corvane", item(i, "Overdraft fee")
		case kMonthly:
			cp, det = "Corvane", "Corvane Plus monthly plan"
		default:
			panic("twinflow: no wording for kind " + r.Code)
		}
		r.Desc = cp
		if det != "" {
			r.Desc += "|" + det
		}
	}
}

// twUSD prints $1,234.56, or −$1,234.56 (U+2212) when negative.
func twUSD(c int64) string { return famfUSD(c) }

func htmlTwinflow(fs *fstmt, producer string) string {
	var b strings.Builder
	rows := fs.visible()
	last4 := fs.AccountNo[len(fs.AccountNo)-4:]
	groups := famSplit(fs, func(r frow) bool { return r.Credit }, func(r frow) bool { return true })
	ins, outs := groups[0], groups[1]
	cr, db := total(ins), total(outs)
	famMust("twinflow ending", fs.OpenP+cr-db, fs.CloseP)
	for _, r := range rows {
		if twMethod[r.Code] == "" {
			panic("twinflow: no method for kind " + r.Code)
		}
	}
	period := fs.Start.Format("Jan 2, 2006") + " \u2013 " + fs.End.Format("Jan 2, 2006")
	size := 7.6
	if fs.Variant == 3 {
		size = 7.0
	}
	fmt.Fprintf(&b, `<!doctype html><html><head><meta charset="utf-8"><title>Statement %s</title><style>
@page { size: Letter; margin: 0.55in 0.55in 0.75in 0.55in;
  @bottom-left { content: "Corvane is a financial technology company, not a bank. Banking services provided by Westbrook Bank & Trust, Member FDIC."; font-family: 'DejaVu Sans', sans-serif; font-size: 5.8pt; color: #6b7280; }
  @bottom-right { content: "Page " counter(page) " of " counter(pages); font-family: 'DejaVu Sans', sans-serif; font-size: 6.5pt; color: #374151; } }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 7.8pt; color: #1f2937; margin: 0; }
.top { display: flex; justify-content: space-between; align-items: flex-start; }
.who { font-size: 8pt; line-height: 1.45; margin-top: 16pt; }
.who b { font-size: 8.6pt; }
.acct { width: 3.1in; font-size: 7.4pt; line-height: 1.55; }
.acct table { width: 100%%; border-collapse: collapse; }
.acct td { padding: 0; }
.acct td.r { text-align: right; }
.prod { font: bold 10pt 'URW Gothic', sans-serif; margin-bottom: 4pt; }
h2 { font: bold 10.5pt 'URW Gothic', sans-serif; margin: 16pt 0 4pt 0; }
h2 small { font: normal 7.4pt 'DejaVu Sans', sans-serif; color: #6b7280; margin-left: 6pt; }
.sum { display: flex; border: 0.6pt solid #d1d5db; border-radius: 4pt; margin-top: 14pt; }
.sum div { flex: 1; padding: 6pt 8pt; border-left: 0.6pt solid #d1d5db; font-size: 7pt; color: #6b7280; }
.sum div:first-child { border-left: none; }
.sum b { display: block; font-size: 10.5pt; color: #111827; margin-top: 3pt; }
table.tx { width: 100%%; border-collapse: collapse; font-size: %.1fpt; table-layout: fixed; }
.tx th { text-align: left; font-weight: normal; color: #6b7280; border-bottom: 0.8pt solid #9ca3af; padding: 2pt 3pt; }
.tx th.n, .tx td.n { text-align: right; white-space: nowrap; }
.tx td { padding: 3pt 3pt; border-bottom: 0.4pt solid #e5e7eb; vertical-align: top; line-height: 1.25; }
.tx .cp { font-weight: bold; display: block; }
.tx .dt { color: #6b7280; display: block; font-size: 0.92em; }
.tx tr.tot td { font-weight: bold; border-top: 0.8pt solid #111827; border-bottom: none; }
.eod { width: 100%%; border-collapse: collapse; font-size: 7.2pt; }
.eod td { padding: 1.5pt 4pt; border-bottom: 0.3pt solid #e5e7eb; }
.eod td.n { text-align: right; }
.eod th { text-align: left; color: #6b7280; font-weight: normal; padding: 1.5pt 4pt; }
.eod th.n { text-align: right; }
.cards { width: 60%%; border-collapse: collapse; font-size: 7.2pt; }
.cards td, .cards th { padding: 1.5pt 4pt; border-bottom: 0.3pt solid #e5e7eb; text-align: left; }
.cards .n { text-align: right; }
.legal { font-size: 6.4pt; color: #4b5563; line-height: 1.4; margin-top: 14pt; }
</style></head><body>`, last4, size)

	// The logo: a mark and a wordmark drawn as paths (no text).
	b.WriteString(`<div class="top"><div><svg width="128" height="26" viewBox="0 0 128 26"><circle cx="13" cy="13" r="12" fill="#111827"/><path d="M8 13 a5 5 0 1 1 10 0" stroke="#fff" stroke-width="2.4" fill="none"/>` +
		`<path d="M32 7 h10 v3 h-7 v6 h7 v3 h-10 z M46 7 h9 v12 h-9 z M49 10 v6 h3 v-6 z M59 7 h9 v3 h-6 v9 h-3 z M71 7 h3 l3 9 l3 -9 h3 l-4.5 12 h-3 z M86 19 l4 -12 h3 l4 12 h-3 l-1 -3 h-3 l-1 3 z M91 13 h2 l-1 -3 z M100 7 h3 l5 7 v-7 h3 v12 h-3 l-5 -7 v7 h-3 z M115 7 h9 v3 h-6 v1.5 h5 v3 h-5 v1.5 h6 v3 h-9 z" fill="#111827"/></svg>`)
	who := []string{"<b>" + esc(fs.Holder) + "</b>"}
	addr := []string{esc(fs.Street), esc(fs.City)}
	switch fs.Variant {
	case 1:
		who = append(who, "DBA "+esc(signsectDBA(fs.Holder)))
	case 2:
		addr = []string{"c/o Harborline Registered Agents", "8 The Green, Suite 4411", "Dover, DE 19901"}
	case 3:
		who = append(who, "Attn: "+esc(famTitle(famPeople[famHash(fs, 0, "twattn")%uint64(len(famPeople))]))+", CEO")
	}
	fmt.Fprintf(&b, `<div class="who">%s<br>%s</div></div>`, strings.Join(who, "<br>"), strings.Join(addr, "<br>"))
	acctRows := [][2]string{{"Statement period", period}, {"Account", "Checking ••" + last4}}
	if fs.Variant == 0 || fs.Variant == 3 {
		acctRows = append(acctRows, [2]string{"Account number", fs.AccountNo}, [2]string{"Routing number", "091311229"})
	}
	acctRows = append(acctRows, [2]string{"Treasury", "••" + twTreasury(fs)}, [2]string{"Debit card", "••" + twCard(fs)})
	b.WriteString(`<div class="acct"><div class="prod">Corvane Business Checking</div><table>`)
	for _, kv := range acctRows {
		fmt.Fprintf(&b, `<tr><td>%s</td><td class="r">%s</td></tr>`, kv[0], kv[1])
	}
	b.WriteString(`<tr><td>Questions?</td><td class="r">support@corvane.example</td></tr></table></div></div>`)

	fmt.Fprintf(&b, `<div class="sum"><div>Beginning balance<b>%s</b></div><div>Money in<b>%s</b></div><div>Money out<b>%s</b></div><div>Ending balance<b>%s</b></div></div>`,
		twUSD(fs.OpenP), "$"+money(cr), "$"+money(db), twUSD(fs.CloseP))

	table := func(title, who, tot string, rs []frow) {
		fmt.Fprintf(&b, `<h2>%s<small>%d transactions</small></h2>`, title, len(rs))
		fmt.Fprintf(&b, `<table class="tx"><colgroup><col style="width:11%%"><col style="width:58%%"><col style="width:14%%"><col></colgroup><thead><tr><th>Date</th><th>%s</th><th>Method</th><th class="n">Amount</th></tr></thead><tbody>`, who)
		for _, r := range rs {
			ls := famnLines(r.Desc)
			cell := `<span class="cp">` + esc(ls[0]) + `</span>`
			if len(ls) > 1 {
				cell += `<span class="dt">` + esc(ls[1]) + `</span>`
			}
			fmt.Fprintf(&b, `<tr><td>%s</td><td>%s</td><td>%s</td><td class="n">$%s</td></tr>`, fs.date(&r, "Jan 2"), cell, twMethod[r.Code], money(r.Cents))
		}
		fmt.Fprintf(&b, `<tr class="tot"><td></td><td>%s</td><td></td><td class="n">$%s</td></tr></tbody></table>`, tot, money(total(rs)))
	}
	table("Money in", "From", "Total money in", ins)
	table("Money out", "To", "Total money out", outs)

	// End-of-day balances, four across.
	ends := fs.dayEnds()
	b.WriteString(`<h2>End-of-day balances</h2><table class="eod"><tr>`)
	for c := 0; c < 4; c++ {
		b.WriteString(`<th>Date</th><th class="n">Balance</th>`)
	}
	b.WriteString(`</tr>`)
	per := (len(ends) + 3) / 4
	for k := 0; k < per; k++ {
		b.WriteString(`<tr>`)
		for c := 0; c < 4; c++ {
			if j := c*per + k; j < len(ends) {
				fmt.Fprintf(&b, `<td>%s</td><td class="n">%s</td>`, ends[j].D.Format("Jan 2"), twUSD(ends[j].B))
			} else {
				b.WriteString(`<td></td><td></td>`)
			}
		}
		b.WriteString(`</tr>`)
	}
	b.WriteString(`</table>`)

	// Card spend by cardholder (purchases less refunds): not transactions.
	var spend int64
	n := 0
	for _, r := range rows {
		switch r.Code {
		case kCard, kCardPin, kRecurring, kATM:
			spend += r.Cents
			n++
		case kRefund:
			spend -= r.Cents
		}
	}
	holder := famTitle(famPeople[famHash(fs, 0, "twch")%uint64(len(famPeople))])
	fmt.Fprintf(&b, `<h2>Card spend by cardholder</h2><table class="cards"><tr><th>Cardholder</th><th>Card</th><th class="n">Transactions</th><th class="n">Net spend</th></tr><tr><td>%s</td><td>Debit ••%s</td><td class="n">%d</td><td class="n">%s</td></tr></table>`,
		esc(holder), twCard(fs), n, twUSD(spend))

	fmt.Fprintf(&b, `<div class="legal"><p><b>Your deposits.</b> Corvane is a financial technology company, not a bank. Banking services are provided by Westbrook Bank & Trust, Member FDIC. Deposits are insured up to $250,000 per depositor for each account ownership category; Corvane Treasury funds are not deposits, are not FDIC-insured and may lose value.</p>
<p><b>Errors or questions about your electronic transfers.</b> Write to support@corvane.example or Corvane Technologies, Inc., 2261 Market St #4417, San Francisco, CA 94114, or call (888) 555-0172, as soon as you can if you think your statement is wrong. We must hear from you no later than 60 days after we sent the FIRST statement on which the problem appeared. Tell us your name and account number (••%s), describe the error and the dollar amount. We will investigate within 10 business days (20 for new accounts) and may take up to 45 days (90 days for card transactions outside the United States).</p>
<p><b>Overdrafts.</b> Corvane does not usually pay items that overdraw your account. When a card purchase or an ACH debit you authorized is paid into overdraft, an Overdraft fee of $35.00 may apply; an item we return unpaid may incur a Returned item fee of $35.00. Bring your balance to at least $0.00 within 5 business days to avoid further fees.</p></div></body></html>`, last4)

	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Daily: true})
	fs.Notes = append(fs.Notes, "The activity is printed in two tables, Money in (Date | From | Method | Amount) and Money out (Date | To | Method | Amount), each in date order with unsigned amounts and a total row; the answer lists the rows in that printed order. Each description is the counterparty (bold) over a grey detail line; the Method column is the bank's label, not part of the description. The Summary, the End-of-day balances grid, the Card spend by cardholder table and the disclosures are not transactions.")
	famPrintedOrder(fs, ins, outs)
	famnJoin(fs)
	return b.String()
}
