package main

import (
	"fmt"
	"github.com/docanalysis/service/infra/internal/blindkit"
	"strings"
	"time"
)

// famNeobank: a business neobank's monthly statement: an Account summary
// with money in / money out, one table Date | Description | Money in |
// Money out | Balance with `Mar 4` dates, card rows with merchant, city
// and state, and the partner-bank disclosure in the footer.
func famNeobank() blindkit.Family {
	return blindkit.Family{Name: "neobank-moneyinout", Tool: "chromium",
		Convention: "business neobank statement: Account summary (beginning balance, money in, money out, ending balance), one table Date / Description / Money in / Money out / Balance with `Mar 4` dates, two-line descriptions (counterparty, then detail), card rows with merchant, city and state, sub-account (Reserve) transfers, a $0.00 waived-fee row, the partner-bank disclosure in every page's footer; HTML printed by headless Chromium, Nimbus Sans",
		Make: func() []*blindkit.Doc {
			return []*blindkit.Doc{
				neoDoc("neobank_moneyinout_mar26", blindkit.Day(2026, 3, 1), blindkit.Day(2026, 3, 31), 1001),
				neoDoc("neobank_moneyinout_aug26", blindkit.Day(2026, 8, 1), blindkit.Day(2026, 8, 31), 1002),
			}
		}}
}

func titleCase(s string) string {
	ws := strings.Fields(strings.ToLower(s))
	for i, w := range ws {
		switch w {
		case "llc", "irs", "usps", "tx", "ca", "wa", "pa", "co", "atm":
			ws[i] = strings.ToUpper(w)
			continue
		}
		ws[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(ws, " ")
}

func neoDesc(r blindkit.Raw) (string, []string) {
	switch r.K {
	case "mca":
		e := "DAILY PMT"
		if r.Weekly {
			e = "WEEKLY PMT"
		}
		return "", []string{titleCase(r.Party), fmt.Sprintf("ACH pull - %s %s", e, r.ID)}
	case "funding":
		return "", []string{titleCase(r.Party), fmt.Sprintf("ACH credit - FUNDING %s", r.ID)}
	case "settle":
		return "", []string{titleCase(r.Party), fmt.Sprintf("ACH credit - PAYOUT %s", r.Ref[:10])}
	case "card":
		return "", []string{r.Party, fmt.Sprintf("%s, %s - Card 7731", titleCase(r.City), r.State)}
	case "achdebit", "payroll", "tax":
		return "", []string{titleCase(r.Party), "ACH pull - " + r.Entry}
	case "achcredit":
		return "", []string{titleCase(r.Party), "ACH credit - " + r.Entry}
	case "deposit":
		return "", []string{"Mobile check deposit", "Check " + r.Ref[:4]}
	case "xferout":
		return "", []string{"Transfer to Reserve", "Internal transfer"}
	case "xferin":
		return "", []string{"Transfer from Reserve", "Internal transfer"}
	case "zelleout":
		return "", []string{"Payment to " + titleCase(r.Party), "ACH push - REF " + r.Ref[:8]}
	case "zellein":
		return "", []string{"Payment from " + titleCase(r.Party), "ACH credit - REF " + r.Ref[:8]}
	case "wireout":
		return "", []string{"Wire to " + titleCase(r.Party), "Domestic wire - IMAD 20260" + r.Ref[:9]}
	case "notice":
		return "", []string{r.Entry, "Waived"}
	}
	return "", blindkit.One(r.Party)
}

func neoDoc(name string, start, end time.Time, seed uint64) *blindkit.Doc {
	holder := "Lumen & Loom Studio LLC"
	num := "202218816619"
	mca := []blindkit.MCA{{Funder: "OAKMONT CAPITAL", Cents: 42500, Weekly: true, ID: "OMC77120"}}
	procs := []string{"STRIPE", "SHOPIFY"}
	funding := ""
	if start.Month() == time.August {
		holder, num = "Copperleaf Mobile Coffee LLC", "202218830457"
		mca = []blindkit.MCA{{Funder: "BLUEPATH ADVANCE", Cents: 18800, ID: "BPA1022"}}
		procs = []string{"SQUARE INC"}
		funding = "BLUEPATH ADVANCE"
	}
	s := &blindkit.Stmt{Bank: "Tidewell", Aliases: []string{"Tidewell Business", "Cobbleton Bank & Trust, N.A.", "Cobbleton Bank & Trust"},
		Holder: holder, Number: num, Currency: "USD", Start: start, End: end}
	b := blindkit.NewB(seed, start, end, blindkit.USHolidays)
	w := blindkit.DefWeights
	w[6] = 10 // ACH payments to people
	blindkit.Activity(b, blindkit.USRegion, blindkit.Act{N: 46, Processors: procs, MCA: mca, Funding: funding, FundID: "BPA1022", Notice: "Card replacement fee", Weights: w}, holder, neoDesc)
	b.Finish(s, 2210455, 150000, nil)
	rows := blindkit.Moving(s.Txns)
	cr, _, db, _ := blindkit.Sums(rows)
	money := func(c int64) string { return blindkit.Cur("$", c) }
	long := func(d time.Time) string { return d.Format("January 2, 2006") }
	foot := "Tidewell is a financial technology company, not a bank. Banking services provided by Cobbleton Bank \\0026  Trust, N.A., Member FDIC. Deposits are FDIC-insured up to $250,000 per depositor through Cobbleton Bank \\0026  Trust."
	css := `@page { size: 8.5in 11in; margin: 0.6in 0.6in 0.85in 0.6in;
 @top-left { content: "Tidewell  \2022  Business Checking \2022\2022 ` + num[len(num)-4:] + `"; font: 7.5pt "Nimbus Sans"; color: #555 }
 @top-right { content: "` + start.Format("January 2006") + ` statement"; font: 7.5pt "Nimbus Sans"; color: #555 }
 @bottom-left { content: "` + foot + `"; font: 6.5pt "Nimbus Sans"; color: #666; width: 75% }
 @bottom-right { content: "Page " counter(page) " of " counter(pages); font: 7.5pt "Nimbus Sans" } }
body { font-family: "Nimbus Sans"; font-size: 8.5pt; color: #1b1f24 }
.logo { font-size: 20pt; font-weight: bold; letter-spacing: -0.5px; color: #124e66 } .muted { color: #68707a }
.cards { width: 100%; margin: 14px 0 } .cards td { border: 1px solid #d6dbe0; padding: 8px 10px; width: 25% } .cards .v { font-size: 13pt; font-weight: bold; margin-top: 3px }
h2 { font-size: 11pt; margin: 16px 0 6px 0 }
.tx { width: 100% } .tx th { text-align: left; color: #68707a; font-weight: normal; border-bottom: 1px solid #1b1f24; padding: 4px 5px } .tx th.r { text-align: right }
.tx td { padding: 4px 5px; border-bottom: 1px solid #e6e9ec } .tx td.d { width: 52% } .tx td.d br + * {} 
.fine { font-size: 7pt; color: #68707a; white-space: normal; margin-top: 14px }`
	var body strings.Builder
	fmt.Fprintf(&body, `<table style="width:100%%"><tr><td><div class="logo">tidewell</div><div class="muted">Business banking for small teams</div></td><td class="r muted">%s<br>%s<br>%s</td></tr></table>`,
		blindkit.Esc(holder), "Account number "+num, "Routing number 084201776")
	fmt.Fprintf(&body, `<h2 style="margin-top:22px">%s statement</h2><div class="muted">%s - %s &middot; Business Checking &bull;&bull;%s</div>`, start.Format("January 2006"), long(start), long(end), num[len(num)-4:])
	body.WriteString(`<h2>Account summary</h2>`)
	fmt.Fprintf(&body, `<table class="cards"><tr><td><div class="muted">Beginning balance on %s</div><div class="v">%s</div></td><td><div class="muted">Money in</div><div class="v">%s</div></td><td><div class="muted">Money out</div><div class="v">%s</div></td><td><div class="muted">Ending balance on %s</div><div class="v">%s</div></td></tr></table>`,
		start.Format("Jan 2"), money(s.Open), money(cr), money(db), end.Format("Jan 2"), money(s.Close))
	body.WriteString(`<h2>Transactions</h2>`)
	cols := []blindkit.HCol{
		{Head: "Date", Class: "", Cell: func(i int, t *blindkit.Txn) []string { return blindkit.One(t.Date.Format("Jan 2")) }},
		{Head: "Description", Class: "d", Cell: func(i int, t *blindkit.Txn) []string { return t.Lines }},
		{Head: "Money in", Class: "r", Cell: func(i int, t *blindkit.Txn) []string {
			if t.Cents > 0 {
				return blindkit.One(money(t.Cents))
			}
			return blindkit.One("")
		}},
		{Head: "Money out", Class: "r", Cell: func(i int, t *blindkit.Txn) []string {
			if t.Cents <= 0 {
				return blindkit.One(money(-t.Cents))
			}
			return blindkit.One("")
		}},
		{Head: "Balance", Class: "r", Cell: func(i int, t *blindkit.Txn) []string { return blindkit.One(money(t.Bal)) }},
	}
	body.WriteString(blindkit.HTable("tx", cols, s.Txns, "", ""))
	fmt.Fprintf(&body, `<table class="tx" style="margin-top:6px"><tr><td class="d"><b>Total</b></td><td class="r"><b>%s</b></td><td class="r"><b>%s</b></td><td></td></tr></table>`, money(cr), money(db))
	body.WriteString(`<div class="fine">Questions about a transaction? Message us in the app or email support@tidewell.example within 60 days of the statement date. Card disputes must be raised within 60 days of the posting date shown above (Regulation E; see section 9 of the Deposit Account Agreement v4.2, effective 02/01/2026). ACH pulls initiated by third parties settle at 8:30 AM ET on business days. Reserve sub-account balances are shown on the Reserve statement and are not part of this account's balance.</div>`)
	f := &blindkit.Figs{Rows: rows, Running: "every_row", RowBal: map[*blindkit.Txn]int64{}, TotalCredits: blindkit.I64(cr), TotalDebits: blindkit.I64(db)}
	for _, t := range rows {
		f.RowBal[t] = t.Bal
	}
	f.Notes = "Business neobank statement printed by headless Chromium (Nimbus Sans): Account summary cards (Beginning balance, Money in, Money out, Ending balance), then Date / Description / Money in / Money out / Balance with `Mar 4` dates and a balance on every row, a Total line. Each description prints on two lines (counterparty or merchant, then the detail: 'ACH pull - DAILY PMT ...', city and state with the card, 'Internal transfer') and is joined with one space. A 'Card replacement fee / Waived' row with $0.00 is a notice, not a transaction. The partner bank (Cobbleton Bank & Trust, N.A.) is named in the page footer; bank_name is the brand printed as the statement's issuer, the partner bank an alias. Fictional brand, bank and holder; generated by infra/devblind3gen."
	return &blindkit.Doc{Name: name, Stmt: s, Figs: f, Src: blindkit.Page("Tidewell statement", css, body.String())}
}
