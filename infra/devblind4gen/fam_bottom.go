package main

import (
	"fmt"
	"github.com/docanalysis/service/infra/internal/blindkit"
	"strings"
	"time"
)

// famBottom: a regional bank's ledger whose rows are table cells aligned
// at the bottom: the date prints on a row's first line, the amount and
// the running balance on its last line; each day closes with a "Total
// for 01/05/26" line with that day's debits and credits; check rows put
// the payee on a second line.
func famBottom() blindkit.Family {
	return blindkit.Family{Name: "bottom-aligned", Tool: "chromium", Producer: "HeadlessChrome / Skia/PDF",
		Convention: "regional bank ledger Date / Description / Debits / Credits / Balance as an HTML table whose amount and balance cells are `vertical-align: bottom` while the date is at the top: a multi-line description (`ACH DEBIT` / company and entry / `ID ... IND NAME ...`) has its date on the first line and its amount and running balance on the last; a `Total for 01/05/26` line after each day with that day's debits and credits; check rows `CHECK #1043` with the payee on a second line; `MM/DD/YY` dates; summary with beginning balance, total debits and credits with counts, ending balance; running header with the account number and period, `Page 2 of 4` footer",
		Make: func() []*blindkit.Doc {
			return []*blindkit.Doc{
				botDoc("bottom_aligned_mar26", blindkit.Day(2026, 3, 1), blindkit.Day(2026, 3, 31), 4701),
				botDoc("bottom_aligned_jun26_overdrawn", blindkit.Day(2026, 6, 1), blindkit.Day(2026, 6, 30), 4702),
			}
		}}
}

var payees = []string{"ACE PLUMBING SUPPLY CO", "ROJAS FAMILY PROPERTIES", "TRI-COUNTY ELECTRIC COOP", "DELGADO WELDING LLC", "CITY OF NEW BRAUNFELS", "J & R LAWN SERVICE"}

func botDesc(r blindkit.Raw) (string, []string) {
	switch r.K {
	case "mca":
		e := "DAILY PMT"
		if r.Weekly {
			e = "WEEKLY PMT"
		}
		return "", []string{"ACH DEBIT", r.Party + " " + e, fmt.Sprintf("ID %s IND NAME %s", r.ID, strings.ToUpper(r.Holder))}
	case "funding":
		return "", []string{"ACH CREDIT", r.Party + " FUNDING", fmt.Sprintf("ID %s IND NAME %s", r.ID, strings.ToUpper(r.Holder))}
	case "settle":
		return "", []string{"ACH CREDIT", r.Party + " SETTLEMENT", "MERCH ID 5188" + r.Ref[:8]}
	case "achdebit", "payroll", "tax":
		return "", []string{"ACH DEBIT", r.Party + " " + r.Entry, "TRACE " + r.Ref}
	case "achcredit":
		return "", []string{"ACH CREDIT", r.Party + " " + r.Entry}
	case "card":
		return "", []string{"DEBIT CARD PURCHASE " + r.Card.Format("01/02"), fmt.Sprintf("%s %s %s", r.Party, r.City, r.State)}
	case "deposit":
		return "", blindkit.One("BRANCH DEPOSIT")
	case "xferout":
		return "", []string{"ONLINE TRANSFER TO", "SAVINGS XXXXXX8830"}
	case "xferin":
		return "", []string{"ONLINE TRANSFER FROM", "SAVINGS XXXXXX8830"}
	case "zelleout":
		return "", []string{"ZELLE PAYMENT TO", r.Party}
	case "zellein":
		return "", []string{"ZELLE PAYMENT FROM", r.Party}
	case "wireout":
		return "", []string{"OUTGOING WIRE TRANSFER", "BNF " + r.Party, "REF " + r.Ref[:12]}
	case "check":
		return "", []string{fmt.Sprintf("CHECK #%d", r.Check), payees[r.Check%len(payees)]}
	case "fee":
		return "", blindkit.One("MONTHLY MAINTENANCE FEE")
	case "notice":
		return "", []string{r.Entry, "ENHANCED BALANCE MET"}
	case "nsf":
		return "", []string{"OVERDRAFT ITEM FEE", "ITEM PAID REF " + r.Ref}
	}
	return "", blindkit.One(r.Party)
}

func botDoc(name string, start, end time.Time, seed uint64) *blindkit.Doc {
	holder := "Comal River Outfitters LLC"
	num := "3302187745"
	act := blindkit.Act{N: 40, MCA: []blindkit.MCA{{Funder: "LONGHORN MERCHANT CAP", Cents: 31900, ID: "LMC5520"}}, Processors: []string{"SQUARE INC", "SHOPIFY"},
		Checks: 6, CheckStart: 1041, Fee: 0, Notice: "MAINTENANCE FEE WAIVED"}
	var od *blindkit.Overdraft
	overdrawn := strings.HasSuffix(name, "overdrawn")
	if overdrawn {
		holder = "Hill Country Smokehouse Inc"
		num = "3302199018"
		act.MCA = []blindkit.MCA{{Funder: "LONGHORN MERCHANT CAP", Cents: 27600, ID: "LMC6071"}, {Funder: "ELMWOOD BUSINESS FUNDING", Cents: 95000, Weekly: true, ID: "EBF3310"}}
		act.Funding, act.FundID = "ELMWOOD BUSINESS FUNDING", "EBF3310"
		act.Notice, act.Fee = "", 1800
		act.CheckStart = 3307
		act.N = 34
		od = blindkit.NewOverdraft(0.7, 2, 3500, holder, botDesc, blindkit.USRegion)
		od.Days = 3
	}
	s := &blindkit.Stmt{Bank: "Guadalupe Valley State Bank", Aliases: []string{"GUADALUPE VALLEY STATE BANK"}, Holder: strings.ToUpper(holder), Number: num, Currency: "USD", Start: start, End: end}
	b := blindkit.NewB(seed, start, end, blindkit.USHolidays)
	blindkit.Activity(b, blindkit.USRegion, act, strings.ToUpper(holder), botDesc)
	b.Finish(s, 1320000, 90000, od)
	rows := blindkit.Moving(s.Txns)
	cr, ncr, db, ndb := blindkit.Sums(rows)
	mmddyy := func(d time.Time) string { return d.Format("01/02/06") }
	bal := func(c int64) string { return blindkit.Signed(c) }
	period := mmddyy(start) + " through " + mmddyy(end)
	css := `@page { size: 8.5in 11in; margin: 0.75in 0.55in 0.7in 0.55in;
 @top-left { content: "GUADALUPE VALLEY STATE BANK"; font: bold 9pt "DejaVu Serif" }
 @top-right { content: "Account ` + num + `   ` + period + `"; font: 8pt "DejaVu Serif" }
 @bottom-left { content: "Member FDIC  \2022  Report errors within 60 days of the statement date  \2022  Overdraft items $35.00 each (max 3 per day)"; font: 6.5pt "DejaVu Serif"; color: #444 }
 @bottom-right { content: "Page " counter(page) " of " counter(pages); font: 8pt "DejaVu Serif" } }
body { font-family: "DejaVu Serif"; font-size: 8pt }
h1 { font-size: 13pt; margin: 0 0 4px 0 } h2 { font-size: 10pt; margin: 14px 0 4px 0; border-bottom: 1px solid #000 }
.sum td { padding: 2px 8px 2px 0 }
.led { width: 100% } .led th { border-bottom: 1px solid #000; border-top: 1px solid #000; text-align: left; padding: 3px 4px; font-size: 7.5pt }
.led th.r { text-align: right }
.led td { padding: 3px 4px; vertical-align: bottom; border-bottom: 0.5px solid #ccc }
.led td.dt { vertical-align: top; width: 0.7in } .led td.ds { width: 3.6in }
.led tr.tot td { border-bottom: 1px solid #000; font-style: italic; background: #f2f2f2 }
.fine { font-size: 6.5pt; color: #333; white-space: normal; margin-top: 12px }`
	var body strings.Builder
	fmt.Fprintf(&body, `<h1>Guadalupe Valley State Bank</h1><div>210 S Seguin Ave &middot; New Braunfels, TX 78130 &middot; (830) 555-0119</div>`)
	fmt.Fprintf(&body, `<table style="width:100%%;margin-top:14px"><tr><td style="vertical-align:top">%s<br>1480 GRUENE RD<br>NEW BRAUNFELS TX 78130</td><td style="vertical-align:top;text-align:right">COMMERCIAL CHECKING<br>Account Number %s<br>Statement Period %s</td></tr></table>`,
		blindkit.Esc(strings.ToUpper(holder)), num, period)
	body.WriteString(`<h2>Account Summary</h2><table class="sum">`)
	fmt.Fprintf(&body, `<tr><td>Beginning Balance %s</td><td class="r"></td><td class="r">%s</td></tr>`, mmddyy(start), bal(s.Open))
	fmt.Fprintf(&body, `<tr><td>Credits</td><td class="r">%d items</td><td class="r">%s</td></tr>`, ncr, blindkit.Commas(cr))
	fmt.Fprintf(&body, `<tr><td>Debits</td><td class="r">%d items</td><td class="r">%s</td></tr>`, ndb, blindkit.Commas(db))
	fmt.Fprintf(&body, `<tr><td><b>Ending Balance %s</b></td><td class="r"></td><td class="r"><b>%s</b></td></tr></table>`, mmddyy(end), bal(s.Close))
	body.WriteString(`<h2>Account Activity</h2><table class="led"><thead><tr><th>Date</th><th>Description</th><th class="r">Debits</th><th class="r">Credits</th><th class="r">Balance</th></tr></thead><tbody>`)
	var secs []blindkit.Section
	var dayDr, dayCr []*blindkit.Txn
	for i, t := range s.Txns {
		dr, crd := "", ""
		if t.Cents <= 0 {
			dr = blindkit.Commas(t.Cents)
		} else {
			crd = blindkit.Commas(t.Cents)
		}
		fmt.Fprintf(&body, `<tr><td class="dt">%s</td><td class="ds">%s</td><td class="r">%s</td><td class="r">%s</td><td class="r">%s</td></tr>`,
			mmddyy(t.Date), blindkit.Brs(t.Lines), dr, crd, bal(t.Bal))
		if t.Cents < 0 {
			dayDr = append(dayDr, t)
		} else if t.Cents > 0 {
			dayCr = append(dayCr, t)
		}
		if blindkit.LastOfDay(s.Txns, i) {
			_, _, dsum, _ := blindkit.Sums(dayDr)
			csum, _, _, _ := blindkit.Sums(dayCr)
			fmt.Fprintf(&body, `<tr class="tot"><td></td><td>Total for %s</td><td class="r">%s</td><td class="r">%s</td><td></td></tr>`, mmddyy(t.Date), blindkit.Commas(dsum), blindkit.Commas(csum))
			secs = append(secs, blindkit.Section{Name: "debits " + blindkit.ISO(t.Date), Credit: false, Rows: dayDr, Total: dsum, Count: -1}, blindkit.Section{Name: "credits " + blindkit.ISO(t.Date), Credit: true, Rows: dayCr, Total: csum, Count: -1})
			dayDr, dayCr = nil, nil
		}
	}
	body.WriteString(`</tbody></table>`)
	body.WriteString(`<div class="fine">Balances shown are ledger balances after each item. Items are posted in the order: deposits and credits, checks by number, electronic debits, fees. Overdraft Item Fee $35.00 per item paid into overdraft, maximum 3 per business day; no fee when the account is overdrawn by $5.00 or less at the end of the day. To report an error in an electronic transfer call (830) 555-0119 or write P.O. Box 311007, New Braunfels, TX 78131-1007 within 60 days (Regulation E, 12 CFR 1005.11). Rates and fees effective 01/01/2026.</div>`)
	f := &blindkit.Figs{Rows: rows, Running: "every_row", RowBal: map[*blindkit.Txn]int64{}, TotalCredits: blindkit.I64(cr), TotalDebits: blindkit.I64(db), CountCredits: blindkit.IPtr(ncr), CountDebits: blindkit.IPtr(ndb), Sections: secs}
	for _, t := range rows {
		f.RowBal[t] = t.Bal
	}
	f.Notes = "Regional bank ledger printed from HTML by headless Chromium: Date / Description / Debits / Credits / Balance, with the amount and balance cells aligned to the bottom of the row and the date to the top, so a multi-line description has its date on its first line and its amount and running balance on its last. Every row prints its balance; each day closes with a 'Total for MM/DD/YY' line with the day's debits and credits (checked, not transactions). Descriptions are the printed lines joined with one space; check rows print `CHECK #1043` with the payee on a second line and are answered with both (`CHECK #1043 ACE PLUMBING SUPPLY CO`). Summary: Beginning Balance, Credits n items, Debits n items, Ending Balance."
	if overdrawn {
		f.Notes += " A tax payment overdraws the account (negative balances printed `-1,234.56`); two OVERDRAFT ITEM FEE rows follow (number_of_nsf 2)."
	} else {
		f.Notes += " 'MAINTENANCE FEE WAIVED / ENHANCED BALANCE MET' with 0.00 is a notice, not a transaction (it is in no count or total)."
	}
	f.Notes += " Fictional bank and holder; generated by infra/devblind4gen."
	return &blindkit.Doc{Name: name, Stmt: s, Figs: f, Src: blindkit.Page("Statement "+num, css, body.String())}
}
