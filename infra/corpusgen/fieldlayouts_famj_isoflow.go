package main

import (
	"fmt"
	"strings"
	"sync"
)

// ---- isoflow: a business neobank's monthly account statement (Larkspan,
// a financial technology company; banking services by its partner bank,
// Choice Harbor Bank, N.A.), rendered to HTML by the statement service
// and printed with Chromium.
//
// Modelled conventions: the period and every date in ISO form
// (2026-01-14), the period as "2026-01-01 – 2026-01-31" and a
// "Statement generated" time in UTC; an account block with routing and
// the account number masked to its last four; a summary of Beginning
// balance on the first day, Money in and Money out with their counts and
// the Ending balance on the last day (money out and a negative balance
// with an en dash, –$1,234.56, as the web font's dash); one table of
// posted activity Date (UTC) | Description | Method | Amount, oldest
// first, the counterparty in bold over a grey detail line (card and
// authorization date, ACH company entry and trace in the busy months,
// invoice numbers, IMADs of wires, conf numbers of Zelle payments), one
// signed amount column (+$1,250.00 in, –$84.20 out), no running balance
// and no daily balance table; a table of Activity by method with counts
// and amounts in and out whose totals are the summary's; Pending
// transactions (card authorizations and an ACH debit dated on or after
// the last day, amounts too) listed after the posted activity, not
// included in the balances; a treasury sweep note with a yield and a
// balance that are not this account's; the partner-bank disclosure and
// the error notice full of figures; "Page x of y" in the footer and the
// statement period in the header of every page.
//
// PDF mechanics: the title letter-spaced with spaces between its
// letters (A C C O U N T  S T A T E M E N T), the activity in a condensed
// face (Nimbus Sans Narrow) at 6.5-7.5 pt, white column heads on a dark
// bar repeated on every page, shaded alternate rows, a logo drawn as an
// SVG and a faint oversized mark behind page 1; every amount cell (and
// the summary figures and the header's account block) is a positioned
// box, so Chromium paints each page's text first and its amounts last:
// the content stream is not in reading order. The amounts stand well
// left of the right edge of their heading (a padding the heading does
// not have) and the description column is narrow enough that detail
// lines wrap.
func init() {
	jFamilies = append(jFamilies, fFamily{
		ID: 0, Name: "isoflow", Bank: "Larkspan",
		Aliases: []string{"Larkspan Business Banking", "Larkspan Business Checking", "Choice Harbor Bank, N.A.", "Choice Harbor Bank"},
		Prepare: prepareIsoflow, Markup: htmlIsoflow, PageOfN: true,
		Docs: []cDoc{{Variant: 0, Producer: "chromium"}, {Variant: 1, Producer: "chromium"},
			{Variant: 2, Producer: "chromium"}, {Variant: 3, Producer: "chromium"}},
	})
}

// ifMain keeps, per statement, each description's bold first part (the
// counterparty); the rest of the description is the grey detail line.
var ifMain = struct {
	sync.Mutex
	m map[*fstmt]map[string]string
}{m: map[*fstmt]map[string]string{}}

// ifMethod is the Method column, by kind.
var ifMethod = map[string]string{
	kSquare: "ACH in", kStripe: "ACH in", kClover: "ACH in", kShopify: "ACH in", kACHIn: "ACH in",
	kTaxRefund: "ACH in", kMobile: "Check deposit", kBranchDep: "Cash deposit", kZelleIn: "Zelle",
	kXferIn: "Transfer", kRefund: "Card", kFeeRev: "Fee", kFunding: "Wire in", kCard: "Card",
	kCardPin: "Card", kRecurring: "Card", kATM: "ATM", kCheck: "Check", kPayroll: "ACH out",
	kPayrollTax: "ACH out", kUtility: "ACH out", kBillPay: "Bill pay", kZelleOut: "Zelle",
	kXferOut: "Transfer", kMCAPay: "ACH out", kLoanPay: "ACH out", kWireOut: "Wire out",
	kReturned: "Return", kNSF: "Fee", kOD: "Fee", kMonthly: "Fee",
}

// ifMethods is the order of the Activity by method table.
var ifMethods = []string{"ACH in", "ACH out", "Wire in", "Wire out", "Card", "ATM", "Check deposit", "Cash deposit",
	"Check", "Bill pay", "Zelle", "Transfer", "Return", "Fee"}

func ifCard(fs *fstmt) string     { return digits(fs.Opening*37+11, 4) }
func ifTreasury(fs *fstmt) string { return digits(fs.Opening*41+7, 4) }

// prepareIsoflow words the rows as the neobank's front end does: the
// counterparty, then a detail line.
func prepareIsoflow(fs *fstmt) {
	famRenumberChecks(fs)
	info := famClassify(fs)
	city, st := famCityState(fs)
	long := fs.LongDescs
	card := ifCard(fs)
	tre := ifTreasury(fs)
	mains := map[string]string{}
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		main, detail := "", ""
		trigger := r.Date
		if in.Trigger >= 0 {
			trigger = fs.Rows[in.Trigger].Date
		}
		switch r.Code {
		case kSquare:
			main, detail = "Square Inc", "Deposit "+famAlnum(fs, i, "sq", 10)
		case kStripe:
			main, detail = "Stripe", "Transfer "+strings.ReplaceAll(in.Ref, " ", "")
		case kClover:
			main, detail = "Clover Merchant Services", "Batch settlement MID "+famDigits(fs, i, "mid", 12)
		case kShopify:
			main, detail = "Shopify", "Payout "+famAlnum(fs, i, "sh", 10)
		case kACHIn:
			main, detail = famTitle(in.Party), "Invoice payment "+strings.ReplaceAll(in.Ref, " ", "-")
			if long && i%2 == 0 {
				detail = "CCD Payment Co ID " + famDigits(fs, i, "coid", 10) + " Trace " + famDigits(fs, i, "trace", 15)
			}
		case kTaxRefund:
			main, detail = "IRS Treas 310", "Tax refund "+famDigits(fs, i, "irs", 12)
		case kZelleIn:
			main, detail = famTitle(in.Party), "Zelle payment conf "+famAlnum(fs, i, "zi", 9)
		case kMobile:
			main, detail = "Check deposit", "Mobile capture ID "+famDigits(fs, i, "mob", 10)
		case kBranchDep:
			main, detail = "Cash deposit", "Retail cash load "+famTitle(city)+" "+st
		case kXferIn:
			main, detail = "Larkspan Treasury x"+tre, "Transfer to checking"
		case kRefund:
			main, detail = famTitle(in.Party), "Refund to card x"+card
		case kFeeRev:
			main, detail = "Larkspan", "Overdraft fee reversal"
		case kFunding:
			main, detail = famTitle(in.Party)+" LLC", "Domestic wire IMAD "+r.Date.Format("20060102")+famAlnum(fs, i, "imad", 8)
		case kCard:
			main, detail = famTitle(in.Party), "Card x"+card+" authorized "+in.AuthDay.Format("2006-01-02")
			if long {
				detail += " " + famTitle(city) + " " + st
			}
		case kRecurring:
			main, detail = famTitle(in.Party), "Card x"+card+" recurring"
		case kCardPin:
			main, detail = famTitle(in.Party), "Card x"+card+" PIN purchase "+famTitle(city)+" "+st
		case kATM:
			main, detail = "ATM withdrawal", famTitle(fs.Street)+" card x"+card
		case kCheck:
			main = fmt.Sprintf("Check %d", r.CheckNo)
		case kPayroll:
			main, detail = "Gusto", "Net pay "+famAlnum(fs, i, "gus", 8)
			if long {
				detail += " CCD Trace " + famDigits(fs, i, "trace", 15)
			}
		case kPayrollTax:
			main, detail = "IRS USATaxPymt", "EFTPS "+famDigits(fs, i, "eftps", 15)
		case kUtility:
			main, detail = famTitle(in.Party), "Autopay acct "+famDigits(fs, i, "u", 8)
		case kBillPay:
			main, detail = famTitle(in.Party), "Bill pay by ACH ref "+famDigits(fs, i, "bp", 8)
		case kZelleOut:
			main, detail = famTitle(in.Party), "Zelle payment conf "+famAlnum(fs, i, "zo", 9)
		case kXferOut:
			main, detail = "Larkspan Treasury x"+tre, "Transfer from checking"
		case kMCAPay:
			main, detail = famTitle(in.Party), "ACH debit "+famDigits(fs, i, "mca", 10)
			if long {
				detail = "CCD Daily remittance Co ID " + famDigits(fs, i, "mcaid", 10) + " Trace " + famDigits(fs, i, "trace", 15)
			}
		case kLoanPay:
			main, detail = famTitle(in.Party), "Loan payment "+famDigits(fs, i, "loan", 8)
		case kWireOut:
			main, detail = famTitle(in.Party)+" LLC", "Domestic wire out IMAD "+r.Date.Format("20060102")+famAlnum(fs, i, "imado", 8)
		case kReturned:
			main, detail = "Returned check deposit", "Item "+famDigits(fs, i, "rck", 4)+" returned unpaid"
		case kNSF:
			main, detail = "Larkspan", "Insufficient funds fee item of "+trigger.Format("2006-01-02")
		case kOD:
			main, detail = "Larkspan", "Overdraft fee item of "+trigger.Format("2006-01-02")
		case kMonthly:
			main, detail = "Larkspan", "Plus plan fee"
		default:
			panic("isoflow: no wording for kind " + r.Code + " (" + r.Desc + ")")
		}
		r.Desc = strings.TrimSpace(main + " " + detail)
		mains[r.Desc] = main
	}
	ifMain.Lock()
	ifMain.m[fs] = mains
	ifMain.Unlock()
}

// ifAmt prints +$1,250.00 or –$84.20 (en dash).
func ifAmt(credit bool, c int64) string {
	if credit {
		return "+$" + money(c)
	}
	return "\u2013$" + money(c)
}

// ifBal prints $1,234.56, or –$1,234.56 (en dash) when negative.
func ifBal(c int64) string {
	if c < 0 {
		return "\u2013$" + money(c)
	}
	return "$" + money(c)
}

func htmlIsoflow(fs *fstmt, producer string) string {
	var b strings.Builder
	rows := fs.visible()
	last4 := fs.AccountNo[len(fs.AccountNo)-4:]
	ifMain.Lock()
	mains := ifMain.m[fs]
	ifMain.Unlock()
	var cr, db int64
	var ncr, ndb int
	for _, r := range rows {
		if ifMethod[r.Code] == "" {
			panic("isoflow: no method for kind " + r.Code)
		}
		if r.Credit {
			cr += r.Cents
			ncr++
		} else {
			db += r.Cents
			ndb++
		}
	}
	famMust("isoflow ending", fs.OpenP+cr-db, fs.CloseP)
	size, descW := 7.5, 44
	switch fs.Variant {
	case 1:
		size, descW = 7, 40
	case 2:
		size = 7
	case 3:
		size, descW = 6.5, 38
	}
	period := fs.Start.Format("2006-01-02") + " \u2013 " + fs.End.Format("2006-01-02")
	gen := fs.End.AddDate(0, 0, 1).Format("2006-01-02") + " 09:14 UTC"
	fmt.Fprintf(&b, `<!doctype html><html><head><meta charset="utf-8"><title>Larkspan account statement %s</title><style>
@page { size: Letter; margin: 0.6in 0.5in 0.6in 0.5in;
  @top-right { content: "Larkspan  \00B7  Checking \2022\2022 %s  \00B7  %s"; font-family: 'Nimbus Sans', sans-serif; font-size: 6.5pt; color: #6b7280; }
  @bottom-left { content: "Larkspan is a financial technology company, not a bank. Banking services provided by Choice Harbor Bank, N.A.; Member FDIC."; font-family: 'Nimbus Sans', sans-serif; font-size: 6pt; color: #6b7280; }
  @bottom-right { content: "Page " counter(page) " of " counter(pages); font-family: 'Nimbus Sans', sans-serif; font-size: 6.5pt; color: #6b7280; } }
body { font-family: 'Nimbus Sans', sans-serif; font-size: 8pt; color: #111827; margin: 0; }
.mark { position: absolute; top: 1.6in; left: 2.2in; width: 3.4in; height: 3.4in; opacity: 0.05; z-index: -1; }
.top { position: relative; height: 92pt; }
.logo { font: bold 16pt 'Nimbus Sans', sans-serif; color: #0f2a44; }
.logo svg { vertical-align: -5pt; margin-right: 4pt; }
.ttl { font: bold 8pt 'Nimbus Sans', sans-serif; color: #0f2a44; margin-top: 8pt; }
.acct { position: absolute; top: 0; right: 0; width: 2.6in; font-size: 7.5pt; line-height: 1.5; text-align: right; }
.addr { margin-top: 10pt; font-size: 8.5pt; line-height: 1.35; }
h2 { font: bold 8.5pt 'Nimbus Sans', sans-serif; color: #0f2a44; margin: 14pt 0 5pt 0; border-bottom: 0.8pt solid #0f2a44; padding-bottom: 1.5pt; }
.tiles { display: flex; gap: 6pt; }
.tile { position: relative; flex: 1; border: 0.6pt solid #cbd5e1; border-radius: 3pt; padding: 5pt 6pt 20pt 6pt; font-size: 7pt; color: #4b5563; }
.tile .v { position: absolute; left: 6pt; bottom: 5pt; font-size: 11pt; font-weight: bold; color: #111827; }
.act { width: 100%%; table-layout: fixed; border-collapse: collapse; font-family: 'Nimbus Sans Narrow', 'Nimbus Sans', sans-serif; font-size: %.1fpt; }
.act th { background: #0f2a44; color: #fff; text-align: left; padding: 2.5pt 3pt; font-weight: bold; }
.act th.n { text-align: right; }
.act td { padding: 2pt 3pt; vertical-align: top; border-bottom: 0.3pt solid #e5e7eb; line-height: 1.2; }
.act tbody tr:nth-child(even) td { background: #f1f5f9; }
.act td.amt { position: relative; text-align: right; white-space: nowrap; padding-right: 18pt; }
.act td.m { color: #374151; }
.act .cp { font-weight: bold; display: block; }
.act .dt { color: #6b7280; display: block; }
.meth { width: 72%%; border-collapse: collapse; font-size: 7.5pt; }
.meth th, .meth td { padding: 1.8pt 5pt; border-bottom: 0.4pt solid #d1d5db; }
.meth th { text-align: left; color: #374151; }
.meth .n { text-align: right; white-space: nowrap; }
.meth tr.tot td { font-weight: bold; border-top: 0.8pt solid #0f2a44; }
.pend td { color: #6b7280; font-style: italic; }
.note { font-size: 7pt; color: #374151; margin-top: 6pt; line-height: 1.4; }
.box { border-left: 2.5pt solid #0f2a44; background: #f8fafc; padding: 5pt 8pt; margin-top: 10pt; font-size: 7pt; line-height: 1.45; }
.legal { font-size: 6.5pt; line-height: 1.35; color: #374151; margin-top: 12pt; }
</style></head><body>`, period, last4, period, size)

	logo := `<svg width="20" height="20" viewBox="0 0 20 20"><rect width="20" height="20" rx="4" fill="#0f2a44"/><path d="M4 15 L10 4 L16 15 Z" fill="#fff"/><path d="M8 15 L10 10 L12 15 Z" fill="#0f2a44"/></svg>`
	fmt.Fprintf(&b, `<svg class="mark" viewBox="0 0 20 20"><path d="M2 18 L10 2 L18 18 Z" fill="#0f2a44"/></svg>`)
	fmt.Fprintf(&b, `<div class="top"><div class="logo">%sLarkspan</div><div class="ttl">A C C O U N T &nbsp; S T A T E M E N T</div>
<div class="addr">%s<br>%s<br>%s</div>
<div class="acct"><b>Larkspan Business Checking</b><br>Statement period %s<br>Account number &bull;&bull;&bull;&bull;%s<br>Routing number 061092387<br>Statement generated %s<br>help@larkspan.example &middot; (415) 555-0163</div></div>`,
		logo, esc(fs.Holder), esc(fs.Street), esc(fs.City), period, last4, gen)

	b.WriteString(`<h2>Summary</h2><div class="tiles">`)
	for _, t := range [][2]string{
		{"Beginning balance on " + fs.Start.Format("2006-01-02"), ifBal(fs.OpenP)},
		{fmt.Sprintf("Money in &middot; %d transactions", ncr), "+$" + money(cr)},
		{fmt.Sprintf("Money out &middot; %d transactions", ndb), "\u2013$" + money(db)},
		{"Ending balance on " + fs.End.Format("2006-01-02"), ifBal(fs.CloseP)},
	} {
		fmt.Fprintf(&b, `<div class="tile">%s<div class="v">%s</div></div>`, t[0], t[1])
	}
	b.WriteString(`</div>`)

	b.WriteString(`<h2>Posted transactions</h2>`)
	fmt.Fprintf(&b, `<table class="act"><colgroup><col style="width:13%%"><col style="width:%d%%"><col style="width:15%%"><col></colgroup>
<thead><tr><th>Date (UTC)</th><th>Description</th><th>Method</th><th class="n">Amount</th></tr></thead><tbody>`, descW)
	for _, r := range rows {
		main := mains[r.Desc]
		if main == "" {
			panic("isoflow: no counterparty for " + r.Desc)
		}
		detail := strings.TrimSpace(strings.TrimPrefix(r.Desc, main))
		d := `<span class="cp">` + esc(main) + `</span>`
		if detail != "" {
			d += `<span class="dt">` + esc(detail) + `</span>`
		}
		fmt.Fprintf(&b, `<tr><td>%s</td><td>%s</td><td class="m">%s</td><td class="amt">%s</td></tr>`,
			fs.date(&r, "2006-01-02"), d, ifMethod[r.Code], ifAmt(r.Credit, r.Cents))
	}
	b.WriteString(`</tbody></table>`)
	b.WriteString(`<div class="note">Dates are the posting dates in Coordinated Universal Time; a card purchase made late in the evening in the United States may post on the next date. Larkspan statements do not show a running balance; your balance on any day is available in the dashboard and in the CSV export.</div>`)

	// Activity by method: counts and amounts in and out.
	b.WriteString(`<h2>Activity by method</h2><table class="meth"><tr><th>Method</th><th class="n">In</th><th class="n">Money in</th><th class="n">Out</th><th class="n">Money out</th></tr>`)
	var tin, tout int64
	var nin, nout int
	for _, m := range ifMethods {
		var in, out int64
		ni, no := 0, 0
		for _, r := range rows {
			if ifMethod[r.Code] != m {
				continue
			}
			if r.Credit {
				in += r.Cents
				ni++
			} else {
				out += r.Cents
				no++
			}
		}
		if ni+no == 0 {
			continue
		}
		tin, tout, nin, nout = tin+in, tout+out, nin+ni, nout+no
		cin, cout, sni, sno := "", "", "", ""
		if ni > 0 {
			cin, sni = "+$"+money(in), fmt.Sprint(ni)
		}
		if no > 0 {
			cout, sno = "\u2013$"+money(out), fmt.Sprint(no)
		}
		fmt.Fprintf(&b, `<tr><td>%s</td><td class="n">%s</td><td class="n">%s</td><td class="n">%s</td><td class="n">%s</td></tr>`, m, sni, cin, sno, cout)
	}
	famMust("isoflow method credits", tin, cr)
	famMust("isoflow method debits", tout, db)
	famMust("isoflow method counts", int64(nin*1000+nout), int64(ncr*1000+ndb))
	fmt.Fprintf(&b, `<tr class="tot"><td>Total</td><td class="n">%d</td><td class="n">+$%s</td><td class="n">%d</td><td class="n">&ndash;$%s</td></tr></table>`, nin, money(cr), nout, money(db))

	// Pending: authorizations not yet posted, after the period's close.
	card := ifCard(fs)
	merchants := []string{"Amazon Web Services", "Uline", "Home Depot", "Chevron 0094412", "Adobe Inc", "Staples 01187"}
	np := 2
	if fs.Variant == 3 {
		np = 3
	}
	b.WriteString(`<h2>Pending transactions</h2><table class="act pend"><colgroup><col style="width:13%"><col style="width:44%"><col style="width:15%"><col></colgroup><tbody>`)
	for k := 0; k < np; k++ {
		h := famHash(fs, 1000+k, "pend")
		amt := int64(1200 + h%38000)
		day := fs.End
		if k > 0 {
			day = fs.End.AddDate(0, 0, 1)
		}
		fmt.Fprintf(&b, `<tr><td>%s</td><td><span class="cp">%s</span><span class="dt">Card x%s pending authorization</span></td><td class="m">Card</td><td class="amt">%s</td></tr>`,
			day.Format("2006-01-02"), merchants[h%uint64(len(merchants))], card, ifAmt(false, amt))
	}
	b.WriteString(`</tbody></table><div class="note">Pending transactions are shown for your information. They are not included in this statement's Money out or Ending balance and may change or drop off before they post.</div>`)

	fmt.Fprintf(&b, `<div class="box"><b>Larkspan Treasury.</b> Idle cash in Larkspan Treasury x%s earned a 7-day yield of 3.87%% as of %s, net of a 0.25%% annual fee billed monthly. Treasury balances are held in money market funds, are not FDIC-insured and are not part of this account's balance. Move up to $250,000.00 a day back to checking, free, usually the same business day.</div>`,
		ifTreasury(fs), fs.End.Format("2006-01-02"))
	fmt.Fprintf(&b, `<div class="legal"><p><b>Deposit insurance.</b> Deposits in Larkspan checking are held at Choice Harbor Bank, N.A., Member FDIC, and insured up to $250,000 per depositor, per ownership category. Through the Larkspan sweep network balances may be insured up to $5,000,000. Card transactions over $2,500.00 in a single day require a one-time approval in the dashboard.</p>
<p><b>In case of errors or questions about your electronic transfers</b>, email help@larkspan.example, call (415) 555-0163, or write to Larkspan, Attn: Disputes, 548 Market St PMB 30211, San Francisco, CA 94104 as soon as you can if you think your statement is wrong. We must hear from you no later than 60 days after we sent the FIRST statement on which the problem appeared. Tell us your name and account number (ending %s), the dollar amount of the suspected error, and why you believe it is an error. We will investigate and tell you the results within 10 business days (20 for a new account) and correct any error promptly; if we need more time we may take up to 45 days (90 days for point-of-sale and foreign transactions).</p>
<p>Overdraft fee $30.00 per item, no more than 3 per day; no fee when your account is overdrawn by $50.00 or less at the end of the day. Insufficient funds (returned item) fee $30.00. Larkspan Plus plan $35.00 per month.</p></div></body></html>`, last4)

	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true})
	fs.Notes = append(fs.Notes, "Each description is the counterparty (bold) over a detail line; the Method column is the bank's label, not part of the description. Amounts are signed (+$ in, en dash $ out) and no running or daily balance is printed; the summary's Money in and Money out give the totals and counts. The Activity by method table, the Pending transactions (card authorizations not posted, not in the balances) and the Treasury note are not transactions.")
	return b.String()
}
