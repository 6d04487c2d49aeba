package main

import (
	"fmt"
	"sort"
	"strings"
	"time"
)

// famTDPosting: ACCOUNT SUMMARY with Beginning Balance, Deposits,
// Electronic Deposits, Checks Paid, Electronic Payments, Other
// Withdrawals, Service Charges, Ending Balance; DAILY ACCOUNT ACTIVITY in
// subsections of POSTING DATE | DESCRIPTION | AMOUNT, each closed by a
// 'Subtotal:' line; a DAILY BALANCE SUMMARY; 'Primary Account #' (the TD
// Bank convention), printed by Chromium.
func famTDPosting() Family {
	return Family{Name: "posting-subtotals", Tool: "chromium",
		Convention: "ACCOUNT SUMMARY (Beginning Balance, Deposits, Electronic Deposits, Checks Paid, Electronic Payments, Other Withdrawals, Service Charges, Ending Balance, average collected balance, days in period); DAILY ACCOUNT ACTIVITY subsections POSTING DATE | DESCRIPTION | AMOUNT each closed by 'Subtotal:'; Checks Paid as No. Checks grid with '*' breaks; DAILY BALANCE SUMMARY two across; 'Primary Account #'; HTML printed by headless Chromium",
		Make: func() []*Doc {
			mk := func(name, holder string, addr []string, start, end time.Time, num string, p Profile) *Doc {
				s := &Stmt{Name: name, Bank: "Seaboard Harbor Bank", Aliases: []string{"SEABOARD HARBOR BANK", "Seaboard Harbor Bank, N.A."},
					BankAddr: []string{"PO Box 219", "Lewiston, ME 04243-0219"}, Holder: holder, HolderAddr: addr, Start: start, End: end, Card: "7129"}
				a := s.addAccount("Business Convenience Plus", num, p, styleUpper, 70)
				return renderTD(s, a)
			}
			return []*Doc{
				mk("posting_subtotals_jun26", "Brightwater Seafood Market Inc", []string{"14 Commercial St", "Portland ME 04101"}, day(2026, 6, 1), day(2026, 6, 30), "4320471165",
					Profile{Seed: 1001, Open: 1770450, Rows: 56, Processors: []string{"SQUARE INC", "AMERICAN EXPRESS"}, Checks: 5, CheckStart: 3301, MCA: []MCA{{Funder: "RIVERTON CAPITAL GRP", Cents: 29900, ID: "RC5540"}}, Waived: true}),
				mk("posting_subtotals_decjan", "Casco Bay Print Shop LLC", []string{"220 Forest Ave", "Portland ME 04101"}, day(2025, 12, 6), day(2026, 1, 5), "4320488032",
					Profile{Seed: 1002, Open: 530122, Rows: 38, Processors: []string{"STRIPE"}, Checks: 4, CheckStart: 140, Overdraft: 1}),
			}
		}}
}

func renderTD(s *Stmt, a *Account) *Doc {
	dep := pick(a.Txns, func(t *Txn) bool { return t.Kind == KDeposit })
	edep := pick(a.Txns, func(t *Txn) bool { return t.Cents > 0 && t.Kind != KDeposit })
	chk := pick(a.Txns, func(t *Txn) bool { return t.Kind == KCheck })
	sort.SliceStable(chk, func(i, j int) bool { return chk[i].Check < chk[j].Check })
	epay := pick(a.Txns, func(t *Txn) bool {
		return t.Kind == KACHDebit || t.Kind == KMCA || t.Kind == KWireOut || t.Kind == KTransferOut || t.Kind == KCard
	})
	oth := pick(a.Txns, func(t *Txn) bool { return t.Kind == KATM })
	svc := pick(a.Txns, func(t *Txn) bool { return t.Kind == KFee || t.Kind == KODFee || t.Kind == KNotice })
	type part struct {
		name   string
		rows   []*Txn
		credit bool
	}
	parts := []part{{"Deposits", dep, true}, {"Electronic Deposits", edep, true}, {"Checks Paid", chk, false},
		{"Electronic Payments", epay, false}, {"Other Withdrawals", oth, false}, {"Service Charges", svc, false}}
	var items []hitem
	days := int(s.End.Sub(s.Start).Hours()/24) + 1
	var sb strings.Builder
	sb.WriteString(`<h2>ACCOUNT SUMMARY</h2><table class="sum"><tr><td>Beginning Balance</td><td class="r">` + money(a.Open) + `</td><td class="gap"></td><td>Average Collected Balance</td><td class="r">` + money((a.Open+a.Close)/2) + `</td></tr>`)
	side := []string{"Interest Earned This Period", "0.00", "Interest Paid Year-to-Date", "0.00", "Annual Percentage Yield Earned", "0.00%", "Days in Period", fmt.Sprint(days)}
	for i, p := range parts {
		v := money(sumAbs(moving(p.rows)))
		l, r := "", ""
		if i < 4 {
			l, r = side[2*i], side[2*i+1]
		}
		fmt.Fprintf(&sb, `<tr><td>%s</td><td class="r">%s</td><td class="gap"></td><td>%s</td><td class="r">%s</td></tr>`, p.name, v, l, r)
	}
	sb.WriteString(`<tr><td><b>Ending Balance</b></td><td class="r"><b>` + money(a.Close) + `</b></td><td></td><td></td><td></td></tr></table>`)
	items = append(items, hitem{html: sb.String(), lines: 11})
	items = append(items, hitem{html: `<h2>DAILY ACCOUNT ACTIVITY</h2>`, lines: 2.2})
	f := &Figs{}
	var ordered []*Txn
	for _, p := range parts {
		if len(p.rows) == 0 {
			continue
		}
		mv := moving(p.rows)
		ordered = append(ordered, mv...)
		f.Sections = append(f.Sections, Section{Name: p.name, Credit: p.credit, Rows: mv, Total: sumAbs(mv), Count: -1})
		if p.name == "Checks Paid" {
			// No. Checks grid, two across
			items = append(items, hitem{html: fmt.Sprintf(`<h3>Checks Paid &nbsp;&nbsp; No. Checks: %d &nbsp;&nbsp; *Indicates break in serial sequence or check processed electronically and listed under Electronic Payments</h3>`, len(mv)), lines: 1.8})
			f.Sections[len(f.Sections)-1].Count = len(mv)
			n := (len(mv) + 1) / 2
			var g strings.Builder
			g.WriteString(`<table class="led"><thead><tr><th>DATE</th><th>SERIAL NO.</th><th class="r">AMOUNT</th><th class="gap"></th><th>DATE</th><th>SERIAL NO.</th><th class="r">AMOUNT</th></tr></thead><tbody>`)
			for r := 0; r < n; r++ {
				g.WriteString("<tr>")
				for k := 0; k < 2; k++ {
					if k == 1 {
						g.WriteString(`<td class="gap"></td>`)
					}
					i := k*n + r
					if i >= len(mv) {
						g.WriteString("<td></td><td></td><td></td>")
						continue
					}
					t := mv[i]
					num := fmt.Sprint(t.Check)
					if t.Gap {
						num += "*"
					}
					fmt.Fprintf(&g, `<td>%s</td><td>%s</td><td class="r">%s</td>`, mmdd(t.Date), num, money(t.Abs()))
				}
				g.WriteString("</tr>")
			}
			fmt.Fprintf(&g, `<tr class="tot"><td></td><td></td><td></td><td></td><td colspan="2">Subtotal:</td><td class="r">%s</td></tr></tbody></table>`, money(sumAbs(mv)))
			items = append(items, hitem{html: g.String(), lines: float64(n) + 3})
			continue
		}
		cols := []hcol{
			{"POSTING DATE", "", func(t *Txn) []string { return one(mmdd(t.Date)) }},
			{"DESCRIPTION", "d", func(t *Txn) []string { return append([]string(nil), t.Lines...) }},
			{"AMOUNT", "r", func(t *Txn) []string { return one(money(t.Abs())) }},
		}
		tbl := &htable{open: htmlHead(cols, `class="led"`), close: `</tbody></table>`, headLines: 1.3,
			cont: `<h3>` + p.name + ` (continued)</h3>`, contLines: 1.8}
		items = append(items, hitem{html: `<h3>` + p.name + `</h3>`, lines: 1.8})
		items = append(items, htmlRows(tbl, cols, p.rows, 0.1)...)
		items = append(items, hitem{html: fmt.Sprintf(`<tr class="tot"><td></td><td class="r">Subtotal:</td><td class="r">%s</td></tr>`, money(sumAbs(mv))), lines: 1.5, tbl: tbl})
	}
	de := dayEnds(a)
	n := (len(de) + 1) / 2
	var g strings.Builder
	g.WriteString(`<h2>DAILY BALANCE SUMMARY</h2><table class="led"><thead><tr><th>DATE</th><th class="r">BALANCE</th><th class="gap"></th><th>DATE</th><th class="r">BALANCE</th></tr></thead><tbody>`)
	for r := 0; r < n; r++ {
		g.WriteString("<tr>")
		for k := 0; k < 2; k++ {
			if k == 1 {
				g.WriteString(`<td class="gap"></td>`)
			}
			i := k*n + r
			if i >= len(de) {
				g.WriteString("<td></td><td></td>")
				continue
			}
			fmt.Fprintf(&g, `<td>%s</td><td class="r">%s</td>`, mmdd(de[i].Date), signed(de[i].Bal))
		}
		g.WriteString("</tr>")
	}
	g.WriteString(`</tbody></table>`)
	items = append(items, hitem{html: g.String(), lines: float64(n) + 4})
	items = append(items, legalHTML(s.Bank, "1-888-555-0176", "Seaboard Harbor Bank, PO Box 219, Lewiston, ME 04243-0219", s)...)
	pages := paginate(items, 48, 60)
	css := `body { font-family: "DejaVu Sans Condensed", "DejaVu Sans"; font-size: 8pt; line-height: 11pt }
h1 { font-size: 14pt; margin: 0; line-height: 20pt; color: #11602f } h2 { font-size: 9.5pt; margin: 6pt 0 4pt 0; line-height: 13pt; background: #e4efe7; padding-left: 3pt }
h3 { font-size: 8.5pt; margin: 6pt 0 2pt 0; line-height: 12pt }
.sum { width: 100% } .sum td { padding: 0 4pt } td.gap, th.gap { width: 30pt }
.led th { text-align: left; border-bottom: 0.75pt solid #444; font-size: 7pt } .led th.r { text-align: right } .led td.d { white-space: nowrap; width: 72% }
.tot td { font-weight: bold; padding-top: 2pt } .legal { font-size: 6.5pt; line-height: 9pt; margin: 0 0 4pt 0; white-space: normal } .ftr { font-size: 7pt }`
	period := strings.ToUpper(s.Start.Format("Jan 02 2006")) + "-" + strings.ToUpper(s.End.Format("Jan 02 2006"))
	header := func(i, n int) string {
		if i == 1 {
			return fmt.Sprintf(`<div style="height:118pt"><h1>Seaboard Harbor Bank</h1><div style="float:right;text-align:right;margin-top:-18pt">STATEMENT OF ACCOUNT<br>Page: %d of %d<br>Statement Period: %s<br>Cust Ref #: %s-719-T-###<br>Primary Account #: %s</div>
<div style="margin-top:30pt">%s<br>%s<br>%s</div><div style="margin-top:6pt"><b>%s</b></div></div>`,
				i, n, period, a.Number, a.Number, esc(strings.ToUpper(s.Holder)), esc(strings.ToUpper(s.HolderAddr[0])), esc(strings.ToUpper(s.HolderAddr[1])), esc(a.Title))
		}
		return fmt.Sprintf(`<div style="height:40pt;font-size:7.5pt">%s<span style="float:right;text-align:right">STATEMENT OF ACCOUNT &nbsp; Page: %d of %d<br>Statement Period: %s &nbsp; Primary Account #: %s</span></div>`,
			esc(strings.ToUpper(s.Holder)), i, n, period, a.Number)
	}
	footer := func(i, n int) string {
		return `Call 1-888-555-0176 for 24-hour Direct Banking service &middot; Seaboard Harbor Bank, N.A. &middot; Deposits FDIC Insured &middot; Equal Housing Lender`
	}
	f.Rows = ordered
	f.Daily = de
	f.PagesPrinted = len(pages)
	f.Notes = fmt.Sprintf("Blind layout 'posting-subtotals' (HTML printed by headless Chromium, DejaVu Sans Condensed): %s %s of %s, %s to %s. ACCOUNT SUMMARY prints each kind's amount (no counts except the checks' 'No. Checks'); DAILY ACCOUNT ACTIVITY has subsections Deposits, Electronic Deposits, Checks Paid (a two-across grid, answered 'CHECK #<n>' with the '*' dropped), Electronic Payments (ACH, MCA, wires, transfers and card purchases), Other Withdrawals and Service Charges, each closed by 'Subtotal:'. Credits and debits are each printed in parts, so no combined figure is recorded. The Daily Balance Summary lists each day with activity. A $0.00 fee-waived row is a notice. Overdraft fees count in number_of_nsf.",
		s.Bank, a.Title, s.Holder, iso(s.Start), iso(s.End))
	return &Doc{Name: s.Name, Stmt: s, Answer: a, Figs: f, HTML: htmlDoc(css, pages, header, footer)}
}
