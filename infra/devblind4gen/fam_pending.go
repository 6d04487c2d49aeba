package main

import (
	"fmt"
	"github.com/docanalysis/service/infra/internal/blindkit"
	"strings"
	"time"
)

// famPending: a US business fintech's monthly statement: a posted ledger
// Date | Description | Amount | Balance with a Unicode minus for debits
// (−$84.20), card purchases abroad with an `EUR 45.00 @ 1.0834` detail
// line under the row, amounts inside descriptions (`INVOICE 1,250.00
// PARTIAL`), and a separate "Pending transactions (not included in
// balances)" table that is not part of the statement.
func famPending() blindkit.Family {
	return blindkit.Family{Name: "pending-and-fx", Tool: "chromium", Producer: "HeadlessChrome / Skia/PDF",
		Convention: "US business fintech statement printed from HTML by Chromium: summary (starting balance, deposits, withdrawals, ending balance), a posted ledger Date / Description / Amount / Balance with `Sep 14` dates, debits with a Unicode minus (`−$84.20`, U+2212) and credits `$1,250.00`, a grey detail line under each row (counterparty method, `EUR 45.00 @ 1.0834` for card purchases abroad), amounts inside descriptions (`INVOICE 1,250.00 PARTIAL`), and after the ledger a \"Pending transactions (not included in balances)\" table of authorizations that are not statement rows",
		Make: func() []*blindkit.Doc {
			return []*blindkit.Doc{
				pendDoc("pending_fx_apr26", blindkit.Day(2026, 4, 1), blindkit.Day(2026, 4, 30), 4501),
				pendDoc("pending_fx_sep26", blindkit.Day(2026, 9, 1), blindkit.Day(2026, 9, 30), 4502),
			}
		}}
}

func pendDesc(r blindkit.Raw) (string, []string) {
	switch r.K {
	case "mca":
		e := "DAILY DEBIT"
		if r.Weekly {
			e = "WEEKLY DEBIT"
		}
		return "", []string{titleCase(r.Party), fmt.Sprintf("ACH · %s %s", e, r.ID)}
	case "funding":
		return "", []string{titleCase(r.Party), "ACH · ADVANCE FUNDING " + r.ID}
	case "settle":
		return "", []string{titleCase(r.Party) + " payout", "ACH · " + r.Ref[:10]}
	case "card":
		return "", []string{titleCase(r.Party), fmt.Sprintf("Card ••5092 · %s, %s", titleCase(r.City), r.State)}
	case "achdebit", "payroll", "tax":
		return "", []string{titleCase(r.Party), "ACH · " + r.Entry}
	case "achcredit":
		if r.Entry == "INVOICE" {
			return "", []string{titleCase(r.Party), fmt.Sprintf("ACH · INVOICE %s PARTIAL", blindkit.Commas(r.Amount*2))}
		}
		return "", []string{titleCase(r.Party), "ACH · " + r.Entry}
	case "deposit":
		return "", []string{"Check deposit", "Mobile deposit · Check " + r.Ref[:4]}
	case "xferout":
		return "", []string{"Transfer to Treasury", "Internal · Treasury ••4410"}
	case "xferin":
		return "", []string{"Transfer from Treasury", "Internal · Treasury ••4410"}
	case "zelleout":
		return "", []string{titleCase(r.Party), "Outgoing ACH · REF " + r.Ref[:8]}
	case "zellein":
		return "", []string{titleCase(r.Party), "Incoming ACH · REF " + r.Ref[:8]}
	case "wireout":
		return "", []string{titleCase(r.Party), "Domestic wire · IMAD " + r.Ref[:12]}
	case "notice":
		return "", []string{r.Entry, "Fee waived"}
	}
	return "", blindkit.One(r.Party)
}

type fxBuy struct {
	merchant, city, cur string
	amt                 int64 // foreign cents
	rate                float64
}

func pendDoc(name string, start, end time.Time, seed uint64) *blindkit.Doc {
	holder := "Bright Harbor Design Co."
	num := "9920417763"
	act := blindkit.Act{N: 42, MCA: []blindkit.MCA{{Funder: "FORGELINE CAPITAL", Cents: 54000, Weekly: true, ID: "FLC88210"}}, Processors: []string{"STRIPE", "SHOPIFY"},
		Notice: "Wire fee", Weights: [10]int{22, 16, 0, 16, 5, 5, 8, 3, 8, 3}}
	fx := []fxBuy{{"Hotel Le Marais Paris", "Paris, FR", "EUR", 41250, 1.0834}, {"Figma EU BV", "Amsterdam, NL", "EUR", 4500, 1.0834},
		{"DB Bahn Fernverkehr", "Berlin, DE", "EUR", 12890, 1.0791}}
	if start.Month() == time.September {
		holder, num = "Northloop Robotics Inc.", "9920433105"
		act.MCA = []blindkit.MCA{{Funder: "ALDER STREET CAPITAL", Cents: 21700, ID: "ASC5021"}}
		act.Funding, act.FundID = "ALDER STREET CAPITAL", "ASC5021"
		act.N = 36
		fx = []fxBuy{{"Farnell UK Ltd", "Leeds, GB", "GBP", 38620, 1.2712}, {"DigiKey Europe", "Munich, DE", "EUR", 21505, 1.1107},
			{"AWS EMEA SARL", "Luxembourg, LU", "EUR", 8812, 1.1107}, {"Mouser Electronics", "Toronto, CA", "CAD", 15480, 0.7264}}
	}
	s := &blindkit.Stmt{Bank: "Ledgerline", Aliases: []string{"Ledgerline Technologies", "Ledgerline Business", "Pinecrest Community Bank", "Pinecrest Community Bank, Member FDIC"},
		Holder: holder, Number: num, Currency: "USD", Start: start, End: end}
	b := blindkit.NewB(seed, start, end, blindkit.USHolidays)
	blindkit.Activity(b, blindkit.USRegion, act, holder, pendDesc)
	for _, x := range fx {
		d := b.Day()
		usd := int64(float64(x.amt)*x.rate + 0.5)
		sym := map[string]string{"EUR": "EUR", "GBP": "GBP", "CAD": "CAD"}[x.cur]
		b.Add(d, -usd, blindkit.KDebit, x.merchant, fmt.Sprintf("Card ••5092 · %s · %s %s @ %.4f", x.city, sym, blindkit.Commas(x.amt), x.rate))
	}
	b.Finish(s, 2640000, 150000, nil)
	rows := blindkit.Moving(s.Txns)
	cr, _, db, _ := blindkit.Sums(rows)
	money := func(c int64) string {
		if c < 0 {
			return "\u2212$" + blindkit.Commas(c)
		}
		return "$" + blindkit.Commas(c)
	}
	css := `@page { size: 8.5in 11in; margin: 0.6in 0.6in 0.8in 0.6in;
 @top-left { content: "Ledgerline  \00B7  ` + blindkit.Esc(holder) + `  \00B7  Checking ••` + num[len(num)-4:] + `"; font: 7.5pt "DejaVu Sans"; color: #666 }
 @top-right { content: "` + start.Format("Jan 2") + ` – ` + end.Format("Jan 2, 2006") + `"; font: 7.5pt "DejaVu Sans"; color: #666 }
 @bottom-left { content: "Ledgerline is a financial technology company, not a bank. Banking services provided by Pinecrest Community Bank, Member FDIC."; font: 6.5pt "DejaVu Sans"; color: #777 }
 @bottom-right { content: counter(page) " / " counter(pages); font: 7.5pt "DejaVu Sans"; color: #666 } }
body { font-family: "DejaVu Sans"; font-size: 8.3pt; color: #111 }
.brand { font-size: 18pt; font-weight: bold; letter-spacing: -0.5px }
.muted { color: #6b7280 } h2 { font-size: 11pt; margin: 18px 0 6px 0 }
.sum { width: 100%; margin-top: 12px } .sum td { padding: 6px 8px; border: 1px solid #e5e7eb; width: 25% } .sum .v { font-size: 12pt; font-weight: bold }
.tx { width: 100% } .tx th { text-align: left; color: #6b7280; font-weight: normal; font-size: 7.5pt; border-bottom: 1px solid #111; padding: 4px 5px } .tx th.r { text-align: right }
.tx td { padding: 4px 5px; border-bottom: 1px solid #eceff3 } .tx td.d { width: 60% }
.sub { color: #6b7280; font-size: 7.3pt }
.pend td { color: #555 }
.fine { font-size: 6.8pt; color: #6b7280; white-space: normal; margin-top: 10px }`
	var body strings.Builder
	fmt.Fprintf(&body, `<table style="width:100%%"><tr><td><div class="brand">Ledgerline</div><div class="muted">Business checking statement</div></td><td class="r">%s<br><span class="muted">Account ••%s · Routing 071926554</span><br><span class="muted">%s – %s</span></td></tr></table>`,
		blindkit.Esc(holder), num[len(num)-4:], start.Format("January 2, 2006"), end.Format("January 2, 2006"))
	fmt.Fprintf(&body, `<table class="sum"><tr><td><div class="muted">Starting balance</div><div class="v">%s</div></td><td><div class="muted">Deposits</div><div class="v">%s</div></td><td><div class="muted">Withdrawals</div><div class="v">%s</div></td><td><div class="muted">Ending balance</div><div class="v">%s</div></td></tr></table>`,
		money(s.Open), money(cr), money(-db), money(s.Close))
	body.WriteString(`<h2>Posted transactions</h2><table class="tx"><thead><tr><th>Date</th><th>Description</th><th class="r">Amount</th><th class="r">Balance</th></tr></thead><tbody>`)
	for _, t := range s.Txns {
		amt := money(t.Cents)
		if t.Cents == 0 {
			amt = "$0.00"
		}
		fmt.Fprintf(&body, `<tr><td>%s</td><td class="d">%s<br><span class="sub">%s</span></td><td class="r">%s</td><td class="r">%s</td></tr>`,
			t.Date.Format("Jan 2"), blindkit.Esc(t.Lines[0]), blindkit.Esc(strings.Join(t.Lines[1:], " ")), amt, money(t.Bal))
	}
	body.WriteString(`</tbody></table>`)
	// pending authorizations at the time the statement was made
	pb := blindkit.NewB(seed+99, end.AddDate(0, 0, -2), end, blindkit.USHolidays)
	body.WriteString(`<h2>Pending transactions (not included in balances)</h2><table class="tx pend"><thead><tr><th>Date</th><th>Description</th><th class="r">Amount</th></tr></thead><tbody>`)
	for i, m := range []string{"Adobe *Creative Cloud", "United Airlines 0162", "Uber *Eats"} {
		d := end.AddDate(0, 0, -i)
		fmt.Fprintf(&body, `<tr><td>%s</td><td class="d">%s<br><span class="sub">Card ••5092 · Authorization</span></td><td class="r">%s</td></tr>`, d.Format("Jan 2"), blindkit.Esc(m), money(-pb.Amt(12, 640)))
	}
	body.WriteString(`</tbody></table>`)
	body.WriteString(`<div class="fine">Pending transactions are card authorizations and ACH transfers that had not posted when this statement was produced; they are not included in the balances above and may change or drop off. Foreign currency card purchases are converted by the card network at the rate shown on the day they post; Ledgerline charges no foreign transaction fee. Deposits are held at Pinecrest Community Bank, Member FDIC, and insured up to $250,000 per depositor. Report unauthorized transactions within 60 days of ` + end.AddDate(0, 0, 1).Format("01/02/2006") + ` (Regulation E, 12 CFR 1005.6).</div>`)
	f := &blindkit.Figs{Rows: rows, Running: "every_row", RowBal: map[*blindkit.Txn]int64{}, TotalCredits: blindkit.I64(cr), TotalDebits: blindkit.I64(db)}
	for _, t := range rows {
		f.RowBal[t] = t.Bal
	}
	f.Notes = "Business fintech statement printed from HTML by headless Chromium: summary (Starting balance, Deposits, Withdrawals printed as a negative amount, Ending balance), a posted ledger Date / Description / Amount / Balance with `Sep 14` dates in the year of the period, debits printed with a Unicode minus (U+2212, `−$84.20`), a balance on every row. Each description is the row's first line and the grey detail line under it, joined with one space; card purchases abroad carry the foreign amount and rate (`EUR 412.50 @ 1.0834`) in that detail line, and some customer ACH credits print an invoice amount that is not the row's amount (`INVOICE 1,250.00 PARTIAL`). The 'Pending transactions (not included in balances)' table after the ledger lists authorizations that are not part of the statement: the answer's transactions are the posted rows only. 'Wire fee / Fee waived' with $0.00 is a notice, not a transaction. bank_name is the brand printed as the statement's issuer; the partner bank in the footer is an alias. Fictional brand, bank and holder; generated by infra/devblind4gen."
	return &blindkit.Doc{Name: name, Stmt: s, Figs: f, Src: blindkit.Page("Ledgerline statement", css, body.String())}
}
