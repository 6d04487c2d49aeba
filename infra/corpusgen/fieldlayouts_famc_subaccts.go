package main

import (
	"fmt"
	"strings"
	"time"
)

func init() {
	cFamilies = append(cFamilies, cFamily{
		ID: 1, Name: "subaccts", Bank: "Lantern",
		Aliases: []string{"Lantern Financial, Inc.", "Cobblestone Bank & Trust"},
		Prepare: prepareSubaccts, Markup: htmlSubaccts, WKArgs: wkSubaccts,
		Docs: []cDoc{{Variant: 0, Producer: "wkhtmltopdf"}, {Variant: 1, Producer: "wkhtmltopdf"}, {Variant: 2, Producer: "wkhtmltopdf", Seed: 5},
			{Variant: 3, Producer: "wkhtmltopdf"}, {Variant: 3, Producer: "chromium", Seed: 2}},
	})
}

// Sub-accounts of the Lantern statement: the Spend account the answer
// describes carries the activity; Reserve receives its transfers; Growth
// earns interest.
func subReserve(fs *fstmt) string { return digits(fs.Opening*5+2, 4) }
func subGrowth(fs *fstmt) string  { return digits(fs.Opening*9+4, 4) }

// prepareSubaccts writes the rows in the wording of a Relay/Novo-style
// app (ACH Deposit, Debit Card Purchase, Incoming Wire, ACH Payment,
// Transfer to Tax Reserve) and gives each its category label.
func prepareSubaccts(fs *fstmt) {
	city, st := cityOf(fs)
	card := neoCard(fs)
	res := "Tax Reserve ••" + subReserve(fs)
	for i := range fs.Rows {
		r := &fs.Rows[i]
		d := r.Desc
		switch {
		case isCheck(*r):
			r.Code = "Check|"
		case strings.HasPrefix(d, "SQUARE INC DEPOSIT "):
			setDesc(r, "Revenue", "ACH Deposit SQUARE INC", r.Date.Format("060102")+" "+strings.TrimPrefix(d, "SQUARE INC DEPOSIT "))
		case strings.HasPrefix(d, "STRIPE TRANSFER "):
			setDesc(r, "Revenue", "ACH Deposit STRIPE", "TRANSFER "+strings.TrimPrefix(d, "STRIPE TRANSFER "))
		case strings.HasPrefix(d, "ACH CREDIT "):
			setDesc(r, "Revenue", "ACH Deposit "+strings.TrimPrefix(d, "ACH CREDIT "), "")
		case strings.HasPrefix(d, "ORIG CO NAME:"):
			setDesc(r, "Revenue", "ACH Deposit", d)
		case strings.HasPrefix(d, "MOBILE DEPOSIT REF "):
			setDesc(r, "Revenue", "Mobile Check Deposit #"+strings.TrimPrefix(d, "MOBILE DEPOSIT REF "), "")
		case isCard(*r):
			m, rest := merchantOf(d)
			cat := "Card Spend"
			switch {
			case strings.Contains(m, "SHELL"), strings.Contains(m, "UBER"):
				cat = "Travel"
			case strings.Contains(m, "COMCAST"), strings.Contains(m, "VERIZON"):
				cat = "Utilities"
			case strings.Contains(m, "SYSCO"), strings.Contains(m, "COSTCO"):
				cat = "Supplies"
			}
			detail := city + " " + st + " Card ending " + card
			if rest != "" {
				detail = r.Date.Format("01/02") + " " + detail + " Auth #" + ref(*r, 2, 6)
			}
			setDesc(r, cat, "Debit Card Purchase "+m, detail)
		case r.Category == "payroll":
			setDesc(r, "Payroll", "ACH Payment ADP WAGE PAY", strings.TrimPrefix(d, "ADP PAYROLL WAGE PAY "))
		case r.Category == "own_transfer" && r.Credit:
			setDesc(r, "Transfer", "Transfer from "+res, "")
		case r.Category == "own_transfer":
			setDesc(r, "Transfer", "Transfer to "+res, "")
		case strings.HasPrefix(d, "REFUND "):
			setDesc(r, "Card Spend", "Debit Card Refund "+strings.TrimPrefix(d, "REFUND "), "")
		case d == "REVERSAL OF SERVICE FEE":
			setDesc(r, "Fees", "Fee Reversal", "Lantern Pro plan")
		case strings.HasPrefix(d, "UTILITY PMT "):
			setDesc(r, "Utilities", "ACH Payment "+strings.TrimPrefix(d, "UTILITY PMT "), "UTILITYPMT "+ref(*r, 4, 9))
		case r.Category == "loan_proceeds":
			funder, no, _ := strings.Cut(d, " FUNDING WIRE REF ")
			setDesc(r, "Financing", "Incoming Wire "+funder+" LLC", "REF "+no+" OBI:MERCHANT CASH ADVANCE FUNDING")
		case r.Category == "mca_payment":
			setDesc(r, "Financing", "ACH Payment "+strings.TrimSuffix(d, " ACH DEBIT PMT"), "DAILY ACH "+ref(*r, 7, 7))
		case r.Category == "loan_payment":
			setDesc(r, "Financing", "ACH Payment "+strings.TrimSuffix(d, " LOAN PAYMENT ACH"), "LOAN PMT "+ref(*r, 8, 8))
		case strings.HasPrefix(d, "VENDOR PAYMENT WIRE OUT "):
			bnf := strings.TrimPrefix(d, "VENDOR PAYMENT WIRE OUT ")
			setDesc(r, "Vendors", "Outgoing Wire "+bnf, "WIRE TYPE:FED OUT BNF:"+bnf+" ID:"+refHex(*r, 9, 12))
		case r.Category == "nsf_fee" && strings.HasPrefix(d, "NSF"):
			setDesc(r, "Fees", "Returned Item Fee", "NSF")
		case r.Category == "nsf_fee":
			setDesc(r, "Fees", "Overdraft Fee", "")
		case d == "MONTHLY SERVICE FEE":
			setDesc(r, "Fees", "Monthly Plan Fee", "Lantern Pro")
		default:
			setDesc(r, "Other", d, "")
		}
	}
	// An auto-transfer rule moves 5% of the deposits so far to the Tax
	// Reserve on the first business day after the 14th and on the last
	// day with activity.
	var dep int64
	rule := 0
	for i := 0; i < len(fs.Rows); i++ {
		r := fs.Rows[i]
		if r.Credit && r.Category != "own_transfer" {
			dep += r.Cents
		}
		last := i+1 == len(fs.Rows) || !fs.Rows[i+1].Date.Equal(r.Date)
		if !last || dep < 2000 || !(rule == 0 && r.Date.Day() >= 15 && r.Date.Day() < 25 || i+2 >= len(fs.Rows)) {
			continue
		}
		rule++
		t := frow{txn: txn{Date: r.Date, Cents: dep * 5 / 100, Category: "own_transfer"}}
		setDesc(&t, "Transfer", "Auto-transfer to "+res, "Rule: 5% of deposits")
		fs.insertRow(i+1, t)
		dep = 0
		i++
		if rule == 2 {
			break
		}
	}
	fs.rebalance()
}

// dollarMinus prints $1,234.56 and $-84.20.
func dollarMinus(c int64) string {
	if c < 0 {
		return "$-" + money(c)
	}
	return "$" + money(c)
}

// subRow is a row of a sub-account that the answer does not describe.
type subRow struct {
	Date   time.Time
	Desc   string
	Cat    string
	Cents  int64
	Credit bool
	Bal    int64
}

type subAcct struct {
	Kind, Name, Last4 string
	Open, Close       int64
	Rows              []subRow
}

// htmlPager lays rows out on pages of a fixed budget of points, as
// HTML statement generators do: each page its own block with the running
// header and the footer, a table broken at a page end is closed and
// reopened with its header on the next page.
type htmlPager struct {
	pages      []string
	cur        strings.Builder
	used, cap  float64
	head       string
	headH      float64
	pageBreaks int
}

func (p *htmlPager) brk() {
	if p.head != "" {
		p.cur.WriteString("</tbody></table>")
	}
	p.pages = append(p.pages, p.cur.String())
	p.cur.Reset()
	p.used = 0
	if p.head != "" {
		p.cur.WriteString(p.head)
		p.used = p.headH
	}
}

// block adds a piece of h points, on a new page if it does not fit.
func (p *htmlPager) block(html string, h float64) {
	if p.used+h > p.cap && p.used > 0 {
		p.brk()
	}
	p.cur.WriteString(html)
	p.used += h
}

// table opens a table: first is its title and header; cont is what a
// continuation page repeats. keep is the room its first rows need.
func (p *htmlPager) table(first, cont string, h, contH, keep float64) {
	if p.used+h+keep > p.cap {
		p.brk()
	}
	p.block(first, h)
	p.head, p.headH = cont, contH
}

func (p *htmlPager) endTable(tail string, h float64) {
	if p.used+h > p.cap {
		p.brk()
	}
	p.cur.WriteString(tail)
	p.used += h
	p.head = ""
}

func (p *htmlPager) finish() []string {
	p.head = ""
	p.pages = append(p.pages, p.cur.String())
	return p.pages
}

// estLines estimates the lines a text takes in a column of n characters.
func estLines(s string, n int) int {
	return max(1, len(wrapWords(s, n)))
}

// ---- subaccts: a Relay/Novo-style business account statement printed by
// wkhtmltopdf (and Chromium). One document for three sub-accounts of one
// business: Spend (Operating, the account the answer describes), Reserve
// (Tax Reserve, fed by the Operating account's transfers, so the same
// transfers appear on both) and Growth (a savings account that earns
// interest); "Accounts at a glance" with each account's beginning
// balance, money in, money out and ending balance and a total line; each
// account's own summary strip and a Date | Description | Category |
// Amount | Balance table with `Jan 05` dates and $-84.20 amounts and
// balances; a "Money out by category" table after the Operating account;
// pages laid out by the generator with a running header ("continued"
// tables repeat their header) and a "Page X of Y" footer with the partner
// bank on every page.
func htmlSubaccts(fs *fstmt, producer string) string {
	op := fs.AccountNo[8:]
	resNo, grNo := subReserve(fs), subGrowth(fs)
	period := fs.Start.Format("Jan 2, 2006") + " - " + fs.End.Format("Jan 2, 2006")
	// Reserve mirrors the transfers; it opens with enough to cover them.
	res := subAcct{Kind: "Reserve", Name: "Tax Reserve", Last4: resNo}
	var need int64
	for _, r := range fs.visible() {
		if r.Category != "own_transfer" {
			continue
		}
		s := subRow{Date: r.Date, Cents: r.Cents, Credit: !r.Credit, Cat: "Transfer"}
		switch {
		case r.Credit:
			s.Desc = "Transfer to Operating ••" + op
			need += r.Cents
		case strings.HasPrefix(r.Desc, "Auto-transfer"):
			s.Desc = "Auto-transfer from Operating ••" + op + " Rule: 5% of deposits"
		default:
			s.Desc = "Transfer from Operating ••" + op
		}
		res.Rows = append(res.Rows, s)
	}
	res.Open = need + 400000 + fs.Opening%300000
	gr := subAcct{Kind: "Growth", Name: "Growth Savings", Last4: grNo, Open: 2500000 + fs.Opening%1000000}
	apy := int64(285) // 2.85% APY, in hundredths of a percent
	days := int64(fs.End.Sub(fs.Start).Hours()/24) + 1
	gr.Rows = append(gr.Rows, subRow{Date: fs.End, Desc: "Interest Earned 2.85% APY", Cat: "Interest", Cents: gr.Open * apy * days / 10000 / 365, Credit: true})
	for _, a := range []*subAcct{&res, &gr} {
		bal := a.Open
		for i := range a.Rows {
			if a.Rows[i].Credit {
				bal += a.Rows[i].Cents
			} else {
				bal -= a.Rows[i].Cents
			}
			a.Rows[i].Bal = bal
		}
		a.Close = bal
	}
	inOut := func(rows []subRow) (in, out int64, nin, nout int) {
		for _, s := range rows {
			if s.Credit {
				in += s.Cents
				nin++
			} else {
				out += s.Cents
				nout++
			}
		}
		return
	}
	dep, ndep := fs.credits()
	wd, nwd := fs.debits()

	var b strings.Builder
	b.WriteString(`<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: Letter; margin: 0.45in 0.5in; }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 7.5pt; color: #20262e; margin: 0; }
.page { position: relative; height: 9.85in; page-break-after: always; }
.page.last { page-break-after: auto; }
.foot { position: absolute; bottom: 0; left: 0; right: 0; border-top: 0.6pt solid #b9c3cc; padding-top: 4pt; font-size: 6.3pt; color: #5d6975; }
.foot .pg { float: right; font-size: 7pt; color: #20262e; }
.rh { border-bottom: 0.6pt solid #b9c3cc; padding-bottom: 4pt; margin-bottom: 10pt; font-size: 7pt; color: #5d6975; }
.rh b { color: #0f766e; font-size: 10pt; margin-right: 10pt; }
.logo { font-size: 22pt; font-weight: bold; color: #0f766e; letter-spacing: -0.5pt; }
table { border-collapse: collapse; width: 100%; }
.meta td { vertical-align: top; font-size: 8pt; padding: 0; }
.glance th, .tx th { text-align: left; font-size: 6.5pt; text-transform: uppercase; letter-spacing: 0.4pt; color: #5d6975; border-bottom: 0.8pt solid #20262e; padding: 3pt 4pt; }
.glance td { padding: 3.5pt 4pt; border-bottom: 0.4pt solid #dde3e8; }
.glance tr.tot td { font-weight: bold; border-top: 0.8pt solid #20262e; border-bottom: none; }
.glance th.n, .glance td.n, .tx th.n, .tx td.n { text-align: right; white-space: nowrap; }
h2 { font-size: 10.5pt; margin: 12pt 0 3pt 0; color: #0f766e; }
h2 span { font-size: 7.5pt; color: #5d6975; font-weight: normal; margin-left: 6pt; }
.strip td { background: #f1f5f4; padding: 4pt 6pt; font-size: 7.5pt; width: 25%; }
.strip b { display: block; font-size: 9pt; margin-top: 1pt; }
.tx td { padding: 2.5pt 4pt; vertical-align: top; border-bottom: 0.4pt solid #e6ebef; }
.tx td.d { white-space: nowrap; }
.tx .cat { color: #5d6975; }
.note { font-size: 6.8pt; color: #5d6975; margin: 4pt 0; }
</style>`)
	if producer == "wkhtmltopdf" {
		// Debian's wkhtmltopdf (unpatched Qt) lays pages out at 96 CSS
		// pixels to 72.7 points; the zoom gives the page its real size.
		b.WriteString(`<style>body { zoom: 1.321; }</style>`)
	}
	b.WriteString(`</head><body>`)

	p := &htmlPager{cap: 650}
	// Page 1: the business, the period and the accounts at a glance.
	var top strings.Builder
	fmt.Fprintf(&top, `<table class="meta"><tr><td style="width:50%%"><div class="logo">lantern</div><div style="margin-top:14pt">%s<br>%s<br>%s</div></td>`, esc(fs.Holder), esc(fs.Street), esc(fs.City))
	fmt.Fprintf(&top, `<td style="text-align:right"><div style="font-size:12pt;font-weight:bold">Business Account Statement</div>Statement period: %s<br>Customer ID: LN-%s<br>Statement date: %s<br>Questions? help@lantern.example · (855) 555-0162</td></tr></table>`,
		esc(period), digits(fs.Opening*11+9, 7), fs.End.AddDate(0, 0, 1).Format("Jan 2, 2006"))
	p.block(top.String(), 92)
	var gl strings.Builder
	gl.WriteString(`<h2>Accounts at a glance</h2><table class="glance"><thead><tr><th>Account</th><th>Type</th><th class="n">Beginning balance</th><th class="n">Money in</th><th class="n">Money out</th><th class="n">Ending balance</th></tr></thead><tbody>`)
	rin, rout, _, _ := inOut(res.Rows)
	gin, gout, _, _ := inOut(gr.Rows)
	for _, a := range []struct {
		name, kind    string
		open, in, out int64
		close         int64
	}{
		{"Operating ••" + op, "Spend", fs.OpenP, dep, wd, fs.CloseP},
		{"Tax Reserve ••" + resNo, "Reserve", res.Open, rin, rout, res.Close},
		{"Growth Savings ••" + grNo, "Growth", gr.Open, gin, gout, gr.Close},
	} {
		fmt.Fprintf(&gl, `<tr><td>%s</td><td>%s</td><td class="n">%s</td><td class="n">%s</td><td class="n">%s</td><td class="n">%s</td></tr>`,
			a.name, a.kind, dollarMinus(a.open), dollarMinus(a.in), dollarMinus(-a.out), dollarMinus(a.close))
	}
	fmt.Fprintf(&gl, `<tr class="tot"><td>Total</td><td></td><td class="n">%s</td><td class="n">%s</td><td class="n">%s</td><td class="n">%s</td></tr></tbody></table>`,
		dollarMinus(fs.OpenP+res.Open+gr.Open), dollarMinus(dep+rin+gin), dollarMinus(-(wd + rout + gout)), dollarMinus(fs.CloseP+res.Close+gr.Close))
	p.block(gl.String(), 100)
	p.block(`<p class="note">Money moved between your Lantern accounts is shown on both accounts. Reserve and Growth accounts cannot be used for card purchases or checks. Growth Savings earns 2.85% APY on the full balance; the APY may change at any time.</p>`, 26)

	acct := func(name, kind, last4 string, open, in, out, close int64, nin, nout int) {
		var h strings.Builder
		fmt.Fprintf(&h, `<h2>%s ••%s<span>%s account</span></h2>`, name, last4, kind)
		fmt.Fprintf(&h, `<table class="strip"><tr><td>Beginning balance<b>%s</b></td><td>Money in (%d)<b>%s</b></td><td>Money out (%d)<b>%s</b></td><td>Ending balance<b>%s</b></td></tr></table>`,
			dollarMinus(open), nin, dollarMinus(in), nout, dollarMinus(-out), dollarMinus(close))
		cols := `<table class="tx"><thead><tr><th style="width:9%">Date</th><th>Description</th><th style="width:12%">Category</th><th class="n" style="width:12%">Amount</th><th class="n" style="width:12%">Balance</th></tr></thead><tbody>`
		cont := fmt.Sprintf(`<h2>%s ••%s<span>continued</span></h2>`, name, last4) + cols
		p.table(h.String()+`<div style="height:6pt"></div>`+cols, cont, 74, 40, 30)
	}
	row := func(date, desc, detail, cat string, amt, bal int64) {
		cell := esc(desc)
		n := estLines(desc, 60)
		if detail != "" {
			cell += "<br>" + esc(detail)
			n += estLines(detail, 60)
		}
		p.block(fmt.Sprintf(`<tr><td class="d">%s</td><td>%s</td><td class="cat">%s</td><td class="n">%s</td><td class="n">%s</td></tr>`,
			date, cell, cat, dollarMinus(amt), dollarMinus(bal)), 5.5+9.5*float64(n))
	}
	// Operating (Spend): the answer's account.
	acct("Operating", "Spend", op, fs.OpenP, dep, wd, fs.CloseP, ndep, nwd)
	for _, r := range fs.visible() {
		cat, main, detail := splitDesc(r)
		if isCheck(r) {
			main, detail, cat = fmt.Sprintf("Check #%d", r.CheckNo), "", "Checks"
		}
		a := r.Cents
		if !r.Credit {
			a = -a
		}
		row(fs.date(&r, "Jan 02"), main, detail, cat, a, r.Balance)
	}
	p.endTable(`</tbody></table>`, 4)
	// Money out by category (not transactions; they add up to Money out).
	byCat := map[string]int64{}
	var order []string
	for _, r := range fs.visible() {
		if r.Credit {
			continue
		}
		cat, _, _ := splitDesc(r)
		if isCheck(r) {
			cat = "Checks"
		}
		if _, ok := byCat[cat]; !ok {
			order = append(order, cat)
		}
		byCat[cat] += r.Cents
	}
	var mc strings.Builder
	mc.WriteString(`<h2 style="font-size:9pt">Money out by category <span>Operating ••` + op + `</span></h2><table class="glance" style="width:55%"><tbody>`)
	for _, c := range order {
		fmt.Fprintf(&mc, `<tr><td>%s</td><td class="n">%s</td></tr>`, c, dollarMinus(-byCat[c]))
	}
	fmt.Fprintf(&mc, `<tr class="tot"><td>Total money out</td><td class="n">%s</td></tr></tbody></table>`, dollarMinus(-wd))
	p.block(mc.String(), 36+14.5*float64(len(order)+1))
	// Reserve and Growth.
	for _, a := range []*subAcct{&res, &gr} {
		in, out, nin, nout := inOut(a.Rows)
		acct(a.Name, a.Kind, a.Last4, a.Open, in, out, a.Close, nin, nout)
		for _, s := range a.Rows {
			amt := s.Cents
			if !s.Credit {
				amt = -amt
			}
			row(s.Date.Format("Jan 02"), s.Desc, "", s.Cat, amt, s.Bal)
		}
		if len(a.Rows) == 0 {
			p.block(`<tr><td></td><td>No transactions this period</td><td></td><td></td><td></td></tr>`, 15)
		}
		p.endTable(`</tbody></table>`, 4)
	}
	var legal strings.Builder
	fmt.Fprintf(&legal, `<h2 style="font-size:9pt">Important information</h2><p class="note">Lantern is a financial technology company, not a bank. Banking services are provided by Cobblestone Bank &amp; Trust, Member FDIC. Your deposits in all Lantern accounts are insured together up to $250,000 per depositor for each account ownership category. ERROR RESOLUTION: If you think your statement is wrong, or you need more information about an electronic transfer on it, contact us at (855) 555-0162 or help@lantern.example no later than 60 days after we sent you the first statement on which the error appeared. Give us your business name, the account number (Operating ••%s), the dollar amount of the suspected error and why you believe it is an error. We will tell you the results of our investigation within 10 business days and correct any error promptly; if we need more time, we may take up to 45 days, and we will credit your account within 10 business days for the amount you think is in error.</p>`, op)
	p.block(legal.String(), 96)
	pages := p.finish()
	for i, pg := range pages {
		cls := "page"
		if i+1 == len(pages) {
			cls += " last"
		}
		fmt.Fprintf(&b, `<div class="%s">`, cls)
		if i > 0 {
			fmt.Fprintf(&b, `<div class="rh"><b>lantern</b>%s · Business Account Statement · %s</div>`, esc(fs.Holder), esc(period))
		}
		b.WriteString(pg)
		fmt.Fprintf(&b, `<div class="foot"><span class="pg">Page %d of %d</span>Lantern Financial, Inc. · 3 Embarcadero Center, San Francisco, CA 94111 · Banking services provided by Cobblestone Bank &amp; Trust, Member FDIC.</div></div>`, i+1, len(pages))
	}
	b.WriteString(`</body></html>`)
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "every_row"})
	fs.Notes = append(fs.Notes, fmt.Sprintf("Three sub-accounts in one statement: Operating ••%s (Spend, the account the answer describes), Tax Reserve ••%s (opening %s, closing %s, %d rows, all of them the Operating account's transfers seen from the other side) and Growth Savings ••%s (opening %s, closing %s, one interest row). The Accounts at a glance table and the Money out by category table are summaries, not transactions.",
		op, resNo, dollarMinus(res.Open), dollarMinus(res.Close), len(res.Rows), grNo, dollarMinus(gr.Open), dollarMinus(gr.Close)))
	return b.String()
}

// wkSubaccts is wkhtmltopdf's page setup for subaccts; the pages carry
// their own header and footer (see the zoom in htmlSubaccts).
func wkSubaccts(fs *fstmt) []string {
	return []string{"-s", "Letter", "-T", "0.45in", "-B", "0.45in", "-L", "0.5in", "-R", "0.5in"}
}
