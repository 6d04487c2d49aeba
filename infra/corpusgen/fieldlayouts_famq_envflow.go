package main

import (
	"fmt"
	"strings"
)

// ---- envflow: a Relay / Novo / Bluevine-style business neobank
// statement, from "Ferndock" (a financial technology company; the
// deposits are held by its partner bank, Greywater Bank, N.A.).
//
// Modelled conventions: the logo is drawn (CSS blocks, no text), so the
// brand is named in text only in its web address, the help line and the
// partner-bank legal line of every page's footer; the title
// 'Business Checking Statement' with 'Statement period 01/01/2026 –
// 01/31/2026'; 'Prepared for' with the holder (a DBA line, two owners
// joined by '&', or a 'c/o' line by month) and the address; an account
// box where the account and routing numbers are printed together (in
// words that differ by month: 'Routing 084009519 · Account 2026…1234',
// 'Account & routing: … / …', 'ABA … Acct …', or the account masked
// '••1234' beside the routing number). The customer keeps several
// accounts — envelopes in the Relay manner: Operating (the statement's
// answer), Payroll, Tax Reserve and, in some months, Profit — listed in
// a 'Your accounts' table with each account's ••number, beginning
// balance, money in, money out and ending balance. Then the Operating
// account's summary strip (Beginning balance, Money in with its count,
// Money out with its count, Ending balance) and its one table Date |
// Description | Type | Amount | Balance in date order: MM/DD/YYYY dates,
// one signed amount ('+$1,234.56' / '-$84.20'), a running balance on
// every row ('-$1,234.56' when negative), each description the
// counterparty in bold over a grey memo line (the ACH entry description
// and, in the busy and Dec–Jan months, the trace; 'Debit card ••5521 ·
// HOME DEPOT #4521 · AUSTIN, TX · Jan 3'; wire IMAD; instant-payment
// reference; a fee naming the item it was charged for), a Type column
// (ACH, Card, ATM, Wire, Instant, Transfer, Check, Deposit, Fee, Return,
// Refund) that is not part of the description. In the months where the
// Tax Reserve moved, its own short table follows (the other side of the
// Operating account's transfers; not the answer's rows). Legal notes
// full of figures; 'Page x of y' in the page margin. Printed by Chromium
// from HTML (Liberation Sans).
func init() {
	qFamilies = append(qFamilies, fFamily{
		ID: 2, Name: "envflow", Bank: "Ferndock",
		Aliases: []string{"Ferndock", "Ferndock, Inc.", "ferndock.com", "Greywater Bank, N.A.", "Greywater Bank"},
		Prepare: prepareEnvflow, Markup: htmlEnvflow, PageOfN: true,
		Docs: []cDoc{{Variant: 0, Producer: "chromium"}, {Variant: 2, Producer: "chromium"},
			{Variant: 1, Producer: "chromium"}, {Variant: 3, Producer: "chromium"}},
	})
}

func efCard(fs *fstmt) string    { return digits(fs.Opening*67+3, 4) }
func efReserve(fs *fstmt) string { return digits(fs.Opening*71+5, 4) }
func efPayroll(fs *fstmt) string { return digits(fs.Opening*73+7, 4) }
func efProfit(fs *fstmt) string  { return digits(fs.Opening*79+1, 4) }

const efRouting = "084009519"

// efType is the Type column, by kind.
var efType = map[string]string{
	kSquare: "ACH", kStripe: "ACH", kClover: "ACH", kShopify: "ACH", kACHIn: "ACH",
	kTaxRefund: "ACH", kMobile: "Deposit", kBranchDep: "Deposit", kZelleIn: "Instant",
	kXferIn: "Transfer", kRefund: "Refund", kFeeRev: "Refund", kFunding: "Wire", kCard: "Card",
	kCardPin: "Card", kRecurring: "Card", kATM: "ATM", kCheck: "Check", kPayroll: "ACH",
	kPayrollTax: "ACH", kUtility: "ACH", kBillPay: "ACH", kZelleOut: "Instant",
	kXferOut: "Transfer", kMCAPay: "ACH", kLoanPay: "ACH", kWireOut: "Wire",
	kReturned: "Return", kNSF: "Fee", kOD: "Fee", kMonthly: "Fee",
}

// prepareEnvflow words every row as counterparty|memo.
func prepareEnvflow(fs *fstmt) {
	famRenumberChecks(fs)
	info := famClassify(fs)
	city, st := famCityState(fs)
	place := strings.ToUpper(city) + ", " + st
	long := fs.LongDescs
	card := "Debit card ••" + efCard(fs)
	res := "Tax Reserve ••" + efReserve(fs)
	trace := func(i int) string {
		if !long {
			return ""
		}
		return " · Trace " + famDigits(fs, i, "eftrace", 15)
	}
	item := func(i int) string {
		t := info[i].Trigger
		if t < 0 {
			return ""
		}
		tr := fs.Rows[t]
		return " · Item $" + money(tr.Cents) + " " + efType[tr.Code] + " on " + tr.Date.Format("01/02")
	}
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		auth := in.AuthDay.Format("Jan 2")
		var cp, memo string
		switch r.Code {
		case kSquare:
			cp, memo = "Square Inc", "ACH credit · SQ"+famAlnum(fs, i, "efsq", 9)+trace(i)
		case kStripe:
			cp, memo = "Stripe", "ACH credit · TRANSFER ST-"+famAlnum(fs, i, "efst", 10)+trace(i)
		case kClover:
			cp, memo = "Clover", "ACH credit · MERCH DEP "+famDigits(fs, i, "efcl", 9)+trace(i)
		case kShopify:
			cp, memo = "Shopify", "ACH credit · PAYOUT "+famAlnum(fs, i, "efsh", 9)+trace(i)
		case kACHIn:
			cp, memo = famTitle(in.Party), "ACH credit · Memo: "+in.Ref+trace(i)
		case kTaxRefund:
			cp, memo = "IRS TREAS 310", "ACH credit · TAX REF"
		case kZelleIn:
			cp, memo = famTitle(in.Party), "Instant payment received · Ref "+famAlnum(fs, i, "efz", 10)
		case kMobile:
			cp, memo = "Mobile check deposit", "Check "+famDigits(fs, i, "efmc", 4)+" · Ref "+famDigits(fs, i, "efmr", 8)
		case kBranchDep:
			cp, memo = "Check deposit by mail", fmt.Sprint(2+famHash(fs, i, "efn")%4)+" checks · Lockbox "+famDigits(fs, i, "eflb", 5)
		case kXferIn:
			cp, memo = "Transfer from "+res, "Internal transfer"
		case kRefund:
			cp, memo = famTitle(in.Party), card+" refund · "+place
		case kFeeRev:
			cp, memo = "Ferndock", "Courtesy fee refund"
		case kFunding:
			cp, memo = in.Party+" LLC", "Incoming domestic wire · IMAD "+r.Date.Format("20060102")+"MMQFMP"+famDigits(fs, i, "efimad", 6)
		case kCard, kCardPin:
			cp, memo = famTitle(in.Party), card+" · "+place+" · "+auth
		case kRecurring:
			cp, memo = famTitle(in.Party), card+" · Recurring · "+place+" · "+auth
		case kATM:
			cp, memo = "ATM withdrawal", card+" · "+fs.Street+" · "+place
		case kCheck:
			cp = fmt.Sprintf("Check #%d", r.CheckNo)
		case kPayroll:
			cp, memo = "ADP", "ACH debit · WAGE PAY "+in.Ref+trace(i)
		case kPayrollTax:
			cp, memo = "IRS USATAXPYMT", "ACH debit · EFTPS "+famDigits(fs, i, "efeft", 15)
		case kUtility:
			cp, memo = famTitle(in.Party), "ACH debit · UTIL PYMT"+trace(i)
		case kBillPay:
			cp, memo = famTitle(in.Party), "Bill pay · Check mailed · Invoice "+famDigits(fs, i, "efbp", 5)
		case kZelleOut:
			cp, memo = famTitle(in.Party), "Instant payment sent · Ref "+famAlnum(fs, i, "efzo", 10)
		case kXferOut:
			cp, memo = "Transfer to "+res, "Internal transfer · Scheduled weekly"
		case kMCAPay:
			cp, memo = in.Party, "ACH debit · DAILY PMT"+trace(i)
		case kLoanPay:
			cp, memo = in.Party, "ACH debit · LOAN PYMT"+trace(i)
		case kWireOut:
			cp, memo = in.Party+" LLC", "Outgoing domestic wire · Fed ref "+famDigits(fs, i, "effed", 8)
		case kReturned:
			cp, memo = "Returned check deposit", "Deposited check returned unpaid · Reason: NSF"
		case kNSF:
			cp, memo = "Returned item fee", "Insufficient funds"+item(i)
		case kOD:
			cp, memo = "Overdraft fee", "Paid into overdraft"+item(i)
		case kMonthly:
			cp, memo = "Ferndock Pro plan", "Monthly plan fee"
		default:
			panic("envflow: no wording for kind " + r.Code)
		}
		r.Desc = cp
		if memo != "" {
			r.Desc += "|" + memo
		}
	}
}

// efUSD prints $1,234.56 or -$1,234.56.
func efUSD(c int64) string {
	if c < 0 {
		return "-$" + money(c)
	}
	return "$" + money(c)
}

type efAcct struct {
	name, no      string
	open, in, out int64
}

func htmlEnvflow(fs *fstmt, producer string) string {
	var b strings.Builder
	rows := fs.visible()
	last4 := fs.AccountNo[len(fs.AccountNo)-4:]
	var cr, db int64
	var ncr, ndb int
	var toRes, fromRes int64
	var resRows []frow
	for _, r := range rows {
		if efType[r.Code] == "" {
			panic("envflow: no type for kind " + r.Code)
		}
		if r.Credit {
			cr += r.Cents
			ncr++
		} else {
			db += r.Cents
			ndb++
		}
		switch r.Code {
		case kXferOut:
			toRes += r.Cents
			resRows = append(resRows, frow{txn: txn{Date: r.Date, Cents: r.Cents, Credit: true, Desc: "Transfer from Operating ••" + last4 + "|Internal transfer"}})
		case kXferIn:
			fromRes += r.Cents
			resRows = append(resRows, frow{txn: txn{Date: r.Date, Cents: r.Cents, Desc: "Transfer to Operating ••" + last4 + "|Internal transfer"}})
		}
	}
	famMust("envflow ending", fs.OpenP+cr-db, fs.CloseP)
	resOpen := fromRes + 5000_00 + int64(famHash(fs, 0, "efres")%2500000)
	accts := []efAcct{
		{name: "Operating", no: last4, open: fs.OpenP, in: cr, out: db},
		{name: "Payroll", no: efPayroll(fs), open: 2500_00 + int64(famHash(fs, 0, "efpay")%900000)},
		{name: "Tax Reserve", no: efReserve(fs), open: resOpen, in: toRes, out: fromRes},
	}
	if fs.Variant != 0 {
		accts = append(accts, efAcct{name: "Profit", no: efProfit(fs), open: 1000_00 + int64(famHash(fs, 0, "efprofit")%1500000)})
	}
	period := fs.Start.Format("01/02/2006") + " \u2013 " + fs.End.Format("01/02/2006")
	fmt.Fprintf(&b, `<!doctype html><html><head><meta charset="utf-8"><title>Ferndock statement %s</title><style>
@page { size: Letter; margin: 0.5in 0.5in 0.8in 0.5in;
  @bottom-left { content: "Ferndock is a financial technology company, not a bank. Banking services provided by Greywater Bank, N.A., Member FDIC. ferndock.com"; font-family: 'Liberation Sans', sans-serif; font-size: 6pt; color: #555; }
  @bottom-right { content: "Page " counter(page) " of " counter(pages); font-family: 'Liberation Sans', sans-serif; font-size: 7pt; color: #222; } }
body { font-family: 'Liberation Sans', sans-serif; font-size: 8pt; color: #1b1b1b; margin: 0; }
.logo { display: flex; gap: 3pt; align-items: flex-end; height: 26pt; }
.logo i { display: block; width: 7pt; background: #0f5132; border-radius: 1.5pt; }
.head { display: flex; justify-content: space-between; }
h1 { font-size: 15pt; margin: 12pt 0 2pt 0; font-weight: bold; }
.period { color: #444; font-size: 8.5pt; }
.blocks { display: flex; gap: 18pt; margin-top: 14pt; }
.blk { flex: 1; border: 0.6pt solid #c8c8c8; border-radius: 5pt; padding: 7pt 9pt; line-height: 1.5; }
.blk .lbl { color: #666; font-size: 7pt; text-transform: uppercase; letter-spacing: 0.4pt; }
.help { font-size: 7.4pt; color: #333; text-align: right; line-height: 1.5; }
h2 { font-size: 10.5pt; margin: 16pt 0 5pt 0; }
table { border-collapse: collapse; width: 100%%; }
.accts td, .accts th { padding: 2.5pt 4pt; border-bottom: 0.4pt solid #ddd; text-align: right; }
.accts td:first-child, .accts th:first-child, .accts td:nth-child(2), .accts th:nth-child(2) { text-align: left; }
.accts th { color: #666; font-weight: normal; border-bottom: 0.8pt solid #888; }
.strip { display: flex; margin-top: 8pt; border-top: 1.2pt solid #0f5132; }
.strip div { flex: 1; padding: 5pt 6pt; font-size: 7.2pt; color: #555; }
.strip b { display: block; font-size: 10.5pt; color: #111; margin-top: 2pt; }
.tx { table-layout: fixed; font-size: 7.6pt; }
.tx th { text-align: left; color: #666; font-weight: normal; border-bottom: 0.8pt solid #888; padding: 2pt 3pt; }
.tx td { padding: 3pt 3pt; border-bottom: 0.4pt solid #e3e3e3; vertical-align: top; }
.tx .n { text-align: right; white-space: nowrap; }
.tx .cp { display: block; font-weight: bold; }
.tx .memo { display: block; color: #666; font-size: 0.93em; }
.legal { font-size: 6.5pt; color: #444; line-height: 1.4; margin-top: 16pt; }
</style></head><body>`, last4)
	b.WriteString(`<div class="head"><div><div class="logo"><i style="height:26pt"></i><i style="height:18pt"></i><i style="height:11pt"></i></div>`)
	fmt.Fprintf(&b, `<h1>Business Checking Statement</h1><div class="period">Statement period %s</div></div>`, period)
	b.WriteString(`<div class="help">Questions? help@ferndock.com<br>(877) 555-0108, 8 a.m. – 8 p.m. ET<br>ferndock.com/help</div></div>`)

	who := []string{"<b>" + esc(fs.Holder) + "</b>"}
	addr := []string{esc(fs.Street), esc(fs.City)}
	p1 := famPeople[famHash(fs, 0, "efown")%uint64(len(famPeople))]
	p2 := famPeople[(famHash(fs, 0, "efown")+3)%uint64(len(famPeople))]
	switch fs.Variant {
	case 1:
		if !strings.Contains(fs.Holder, " DBA ") {
			who = append(who, "DBA "+esc(signsectDBA(fs.Holder)))
		}
	case 2:
		who = append(who, esc(p1)+" &amp; "+esc(p2))
	case 3:
		addr = append([]string{"c/o " + esc(p1)}, addr...)
	}
	var acctLines []string
	switch fs.Variant {
	case 0:
		acctLines = []string{"Routing " + efRouting + " · Account " + fs.AccountNo}
	case 1:
		acctLines = []string{"Account ••" + last4 + " · Routing " + efRouting}
	case 2:
		acctLines = []string{"ABA " + efRouting + " Acct " + fs.AccountNo}
	default:
		acctLines = []string{"Account &amp; routing: " + fs.AccountNo + " / " + efRouting}
	}
	acctLines = append(acctLines, "Debit card ••"+efCard(fs), "Partner bank: Greywater Bank, N.A.")
	fmt.Fprintf(&b, `<div class="blocks"><div class="blk"><div class="lbl">Prepared for</div>%s<br>%s</div><div class="blk"><div class="lbl">Operating checking</div>%s</div></div>`,
		strings.Join(who, "<br>"), strings.Join(addr, "<br>"), strings.Join(acctLines, "<br>"))

	// Your accounts.
	b.WriteString(`<h2>Your accounts</h2><table class="accts"><tr><th>Account</th><th>Number</th><th>Beginning balance</th><th>Money in</th><th>Money out</th><th>Ending balance</th></tr>`)
	var sumEnd int64
	for _, a := range accts {
		end := a.open + a.in - a.out
		sumEnd += end
		fmt.Fprintf(&b, `<tr><td>%s</td><td>••%s</td><td>%s</td><td>$%s</td><td>$%s</td><td>%s</td></tr>`, a.name, a.no, efUSD(a.open), money(a.in), money(a.out), efUSD(end))
	}
	fmt.Fprintf(&b, `<tr><td><b>Total</b></td><td></td><td></td><td></td><td></td><td><b>%s</b></td></tr></table>`, efUSD(sumEnd))

	// The Operating account.
	fmt.Fprintf(&b, `<h2>Operating ••%s</h2><div class="strip"><div>Beginning balance<b>%s</b></div><div>Money in (%d)<b>+$%s</b></div><div>Money out (%d)<b>-$%s</b></div><div>Ending balance<b>%s</b></div></div>`,
		last4, efUSD(fs.OpenP), ncr, money(cr), ndb, money(db), efUSD(fs.CloseP))
	table := func(rs []frow, running bool, open int64) {
		b.WriteString(`<table class="tx"><colgroup><col style="width:11%"><col style="width:52%"><col style="width:9%"><col style="width:14%"><col></colgroup><thead><tr><th>Date</th><th>Description</th><th>Type</th><th class="n">Amount</th><th class="n">Balance</th></tr></thead><tbody>`)
		bal := open
		for _, r := range rs {
			ls := famnLines(r.Desc)
			cell := `<span class="cp">` + esc(ls[0]) + `</span>`
			if len(ls) > 1 {
				cell += `<span class="memo">` + esc(ls[1]) + `</span>`
			}
			amt := "+$" + money(r.Cents)
			typ := efType[r.Code]
			if !r.Credit {
				amt = "-$" + money(r.Cents)
				bal -= r.Cents
			} else {
				bal += r.Cents
			}
			if r.Code == "" {
				typ = "Transfer"
			}
			if running && bal != r.Balance {
				panic("envflow: running balance")
			}
			fmt.Fprintf(&b, `<tr><td>%s</td><td>%s</td><td>%s</td><td class="n">%s</td><td class="n">%s</td></tr>`, fs.date(&r, "01/02/2006"), cell, typ, amt, efUSD(bal))
		}
		b.WriteString(`</tbody></table>`)
	}
	table(rows, true, fs.OpenP)
	if len(resRows) > 0 {
		a := accts[2]
		fmt.Fprintf(&b, `<h2>Tax Reserve ••%s</h2><div class="strip"><div>Beginning balance<b>%s</b></div><div>Money in (%d)<b>+$%s</b></div><div>Money out (%d)<b>-$%s</b></div><div>Ending balance<b>%s</b></div></div>`,
			a.no, efUSD(a.open), countCredit(resRows, true), money(a.in), countCredit(resRows, false), money(a.out), efUSD(a.open+a.in-a.out))
		table(resRows, false, a.open)
	}
	fmt.Fprintf(&b, `<div class="legal"><p><b>About your accounts.</b> Ferndock is a financial technology company, not a bank. Banking services are provided by Greywater Bank, N.A., Member FDIC. Your Operating, Payroll, Tax Reserve and Profit accounts are separate deposit accounts at Greywater Bank, N.A.; deposits are insured up to $250,000 per depositor, per ownership category, through Greywater Bank, N.A. and, through its sweep network, up to $3,000,000 in total.</p>
<p><b>Fees.</b> Ferndock Pro costs $30.00 a month; an Overdraft fee of $35.00 applies to an item paid when the balance is not enough, and a Returned item fee of $35.00 to an item returned unpaid, at most 3 fees ($105.00) a day. Outgoing domestic wires cost $8.00; incoming wires are free.</p>
<p><b>In case of errors or questions about your electronic transfers,</b> contact help@ferndock.com or (877) 555-0108, or write to Ferndock, Inc., 1390 Market St, Suite 200, San Francisco, CA 94102, as soon as you can. We must hear from you no later than 60 days after we sent you the FIRST statement on which the problem or error appeared. Give your name and account number (••%s), describe the error and the dollar amount. We will investigate within 10 business days and correct any error promptly.</p></div></body></html>`, last4)

	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "every_row"})
	note := "The customer's accounts are listed in 'Your accounts' (Operating, Payroll, Tax Reserve and in some months Profit); the answer is the Operating account, whose activity is one table Date | Description | Type | Amount | Balance in date order with signed amounts (+$ / -$) and a running balance on every row. Each description is the counterparty (bold) over a grey memo line, joined in the answer; the Type column is not part of the description. The Your accounts table, the summary strip and the disclosures are not transactions."
	if len(resRows) > 0 {
		note += " The Tax Reserve table after it is another account's activity (the other side of the Operating account's transfers), not the answer's rows."
	}
	fs.Notes = append(fs.Notes, note)
	famPrintedOrder(fs, rows)
	famnJoin(fs)
	return b.String()
}

// countCredit counts the rows of one direction.
func countCredit(rs []frow, credit bool) int {
	n := 0
	for _, r := range rs {
		if r.Credit == credit {
			n++
		}
	}
	return n
}
