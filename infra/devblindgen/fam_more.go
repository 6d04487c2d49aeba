package main

import (
	"fmt"
	"sort"
	"strings"
	"time"
)

// famRelationship: a combined (relationship) statement of a business
// checking and a business savings account, each with its own account
// summary; the checking has Deposits and other additions, Withdrawals and
// other subtractions in subsections, Checks, Service fees and Daily ledger
// balances, MM/DD/YY dates (the Bank of America convention); written as
// OpenDocument text and printed by LibreOffice.
func famRelationship() Family {
	return Family{Name: "relationship-two-accounts", Tool: "soffice",
		Convention: "relationship statement of two accounts (business checking first, business savings second), a combined summary, each account with its own Account summary ('# of deposits/credits', '# of withdrawals/debits'); Deposits and other additions, Withdrawals and other subtractions (subsections ATM and debit card subtractions / Other subtractions with subtotals), Checks, Service fees, each with 'Total ...'; Daily ledger balances three across; MM/DD/YY dates, negative amounts '-1,234.56'; OpenDocument text by LibreOffice (DejaVu Sans)",
		Make: func() []*Doc {
			mk := func(name, holder string, addr []string, start, end time.Time, num, snum string, p, sp Profile) *Doc {
				s := &Stmt{Name: name, Bank: "Magnolia Point Bank", Aliases: []string{"MAGNOLIA POINT BANK", "Magnolia Point Bank, N.A."},
					BankAddr: []string{"P.O. Box 25118", "Tampa, FL 33622-5118"}, Holder: holder, HolderAddr: addr, Start: start, End: end, Card: "4410"}
				a := s.addAccount("Business Fundamentals Checking", num, p, styleWF, 62)
				sv := s.addAccount("Business Advantage Savings", snum, sp, styleWF, 62)
				for _, t := range a.Txns {
					if t.Kind == KCheck {
						t.Lines = []string{fmt.Sprintf("CHECK #%d", t.Check)}
					}
				}
				for _, t := range sv.Txns {
					switch t.Kind {
					case KTransferIn:
						t.Lines = []string{"Online Transfer From Business Fundamentals Checking xxxxxxxx" + num[len(num)-4:]}
					case KTransferOut:
						t.Lines = []string{"Online Transfer to Business Fundamentals Checking xxxxxxxx" + num[len(num)-4:]}
					case KDividend:
						t.Lines = []string{"Interest Earned"}
					}
				}
				return renderRelationship(s, a, sv)
			}
			return []*Doc{
				mk("relationship_two_accounts_jul26", "Gulfbreeze Property Care LLC", []string{"2208 W Kennedy Blvd", "Tampa, FL 33606-1541"}, day(2026, 7, 1), day(2026, 7, 31), "334022197781", "334022198807",
					Profile{Seed: 1101, Open: 1533210, Rows: 50, Processors: []string{"STRIPE", "SQUARE INC"}, Checks: 4, CheckStart: 4410, MCA: []MCA{{Funder: "BLUEPATH ADVANCE", Cents: 28750, ID: "BP1177"}}, Waived: true},
					Profile{Seed: 1111, Open: 4210000, Rows: 4, Dividend: true, NoFee: true, Savings: true}),
				mk("relationship_two_accounts_nov25_negative", "Ybor Street Tacos Inc", []string{"1600 E 7th Ave", "Tampa, FL 33605"}, day(2025, 11, 1), day(2025, 11, 30), "334022205516", "334022205532",
					Profile{Seed: 1102, Open: 288400, Rows: 40, Processors: []string{"CLOVER MERCHANT", "SQUARE INC"}, Checks: 2, CheckStart: 1077, MCA: []MCA{{Funder: "SUMMIT MERCHANT CAP", Cents: 19900, ID: "SMC2298"}}, Overdraft: 2},
					Profile{Seed: 1112, Open: 120000, Rows: 3, Dividend: true, NoFee: true, Savings: true}),
			}
		}}
}

func mdy(d time.Time) string { return d.Format("01/02/06") }

func bneg(c int64) string { return signed(-c) } // a debit printed '-1,234.56'

func renderRelationship(s *Stmt, a, sv *Account) *Doc {
	d := &fodt{font: "DejaVu Sans", size: "7.5pt"}
	d.header = `<text:p text:style-name="PR">` + xesc(s.Holder) + ` | Account # ` + a.Number[:4] + " " + a.Number[4:8] + " " + a.Number[8:] + ` | ` + longDate(s.Start) + ` to ` + longDate(s.End) + `</text:p>`
	d.footer = `<text:p text:style-name="P">Magnolia Point Bank, N.A. Member FDIC. Equal Housing Lender <text:tab/>` + pageXofY + `</text:p>`
	d.p("Title", "MAGNOLIA POINT BANK")
	d.p("P", "P.O. Box 25118 · Tampa, FL 33622-5118 · 1.888.555.0104 · magnoliapoint.example")
	d.p("P", "")
	d.table([]float64{4.2, 3.1}, []bool{false, false}, nil, [][][]string{{
		{strings.ToUpper(s.Holder), strings.ToUpper(s.HolderAddr[0]), strings.ToUpper(s.HolderAddr[1])},
		{"Your Business Relationship statement", "for " + longDate(s.Start) + " to " + longDate(s.End)},
	}}, false)
	d.p("H", "Your combined statement")
	d.table([]float64{3.0, 2.0, 2.0}, []bool{false, false, true}, []string{"Your deposit accounts", "Account number", "Ending balance"},
		[][][]string{{one(a.Title), one(a.Number), one(dollars(a.Close))}, {one(sv.Title), one(sv.Number), one(dollars(sv.Close))},
			{one("Total balance"), one(""), one(dollars(a.Close + sv.Close))}}, true)
	f := &Figs{}
	for i, x := range []*Account{a, sv} {
		dep := pick(x.Txns, func(t *Txn) bool { return t.Cents > 0 })
		card := pick(x.Txns, func(t *Txn) bool { return t.Kind == KCard || t.Kind == KATM })
		other := pick(x.Txns, func(t *Txn) bool {
			return t.Cents < 0 && t.Kind != KCard && t.Kind != KATM && t.Kind != KCheck && t.Kind != KFee && t.Kind != KODFee
		})
		chk := pick(x.Txns, func(t *Txn) bool { return t.Kind == KCheck })
		sort.SliceStable(chk, func(i, j int) bool { return chk[i].Check < chk[j].Check })
		fees := pick(x.Txns, func(t *Txn) bool { return t.Kind == KFee || t.Kind == KODFee || t.Kind == KNotice })
		_, ndep := sumCredits(x.Txns)
		_, ndeb := sumDebits(x.Txns)
		d.p("H", x.Title)
		d.p("P", "Account number: "+x.Number[:4]+" "+x.Number[4:8]+" "+x.Number[8:])
		d.table([]float64{3.6, 1.4, 2.3}, []bool{false, true, false}, nil, [][][]string{
			{one("Beginning balance on " + longDate(s.Start)), one(dollars(x.Open)), one("# of deposits/credits: " + fmt.Sprint(ndep))},
			{one("Deposits and other additions"), one(money(sumAbs(dep))), one("# of withdrawals/debits: " + fmt.Sprint(ndeb))},
			{one("Withdrawals and other subtractions"), one(bneg(sumAbs(card) + sumAbs(other))), one("# of days in cycle: " + fmt.Sprint(int(s.End.Sub(s.Start).Hours()/24)+1))},
			{one("Checks"), one(bneg(sumAbs(chk))), one("Average ledger balance: " + dollars((x.Open+x.Close)/2))},
			{one("Service fees"), one(bneg(sumAbs(fees))), one("")},
			{one("Ending balance on " + longDate(s.End)), one(dollars(x.Close)), one("")},
		}, true)
		var ordered []*Txn
		list := func(title, total string, rows []*Txn, credit bool) {
			if len(rows) == 0 {
				return
			}
			mv := moving(rows)
			ordered = append(ordered, mv...)
			var r [][][]string
			for _, t := range rows {
				amt := money(t.Abs())
				if !credit {
					amt = bneg(t.Abs())
				}
				if t.Cents == 0 {
					amt = "0.00"
				}
				r = append(r, [][]string{one(mdy(t.Date)), t.Lines, one(amt)})
			}
			tot := dollars(sumAbs(mv))
			if !credit {
				tot = "-" + tot
			}
			r = append(r, [][]string{one(""), one(total), one(tot)})
			d.table([]float64{0.8, 5.2, 1.3}, []bool{false, false, true}, []string{"Date", "Description", "Amount"}, r, true)
			if i == 0 {
				f.Sections = append(f.Sections, Section{Name: title, Credit: credit, Rows: mv, Total: sumAbs(mv), Count: -1})
			}
		}
		d.p("H", "Deposits and other additions")
		list("Deposits and other additions", "Total deposits and other additions", dep, true)
		if len(card)+len(other) > 0 {
			d.p("H", "Withdrawals and other subtractions")
			if len(card) > 0 {
				d.p("PB", "ATM and debit card subtractions")
				list("ATM and debit card subtractions", "Subtotal for card account # XXXX XXXX XXXX "+s.Card, card, false)
			}
			if len(other) > 0 {
				d.p("PB", "Other subtractions")
				list("Other subtractions", "Subtotal for other subtractions", other, false)
			}
			d.p("PR", "Total withdrawals and other subtractions "+"-"+dollars(sumAbs(card)+sumAbs(other)))
		}
		if len(chk) > 0 {
			d.p("H", "Checks")
			var r [][][]string
			for _, t := range chk {
				r = append(r, [][]string{one(mdy(t.Date)), one(fmt.Sprint(t.Check)), one(bneg(t.Abs()))})
			}
			r = append(r, [][]string{one(""), one("Total checks"), one("-" + dollars(sumAbs(chk)))})
			d.table([]float64{0.8, 5.2, 1.3}, []bool{false, false, true}, []string{"Date", "Check #", "Amount"}, r, true)
			d.p("P", fmt.Sprintf("Total # of checks %d", len(chk)))
			ordered = append(ordered, chk...)
			if i == 0 {
				f.Sections = append(f.Sections, Section{Name: "Checks", Rows: chk, Total: sumAbs(chk), Count: len(chk)})
			}
		}
		if len(fees) > 0 {
			d.p("H", "Service fees")
			list("Service fees", "Total service fees", fees, false)
		}
		de := dayEnds(x)
		n := (len(de) + 2) / 3
		var r [][][]string
		for k := 0; k < n; k++ {
			var row [][]string
			for c := 0; c < 3; c++ {
				j := c*n + k
				if j < len(de) {
					row = append(row, one(mdy(de[j].Date)), one(signed(de[j].Bal)))
				} else {
					row = append(row, one(""), one(""))
				}
			}
			r = append(r, row)
		}
		d.p("H", "Daily ledger balances")
		d.table([]float64{0.9, 1.5, 0.9, 1.5, 0.9, 1.5}, []bool{false, true, false, true, false, true}, []string{"Date", "Balance ($)", "Date", "Balance ($)", "Date", "Balance ($)"}, r, false)
		if i == 0 {
			f.Rows = ordered
			f.Daily = de
			cr, ncr := sumCredits(x.Txns)
			_, ndb := sumDebits(x.Txns)
			f.TotalCredits, f.CountCredits, f.CountDebits = i64(cr), iptr(ncr), iptr(ndb)
		}
	}
	for _, p := range legalText(s.Bank, "1.888.555.0104", "Magnolia Point Bank, P.O. Box 25118, Tampa, FL 33622-5118", s.Start.AddDate(0, -5, 0)) {
		d.p("Small", p)
	}
	f.Notes = fmt.Sprintf("Blind layout 'relationship-two-accounts' (OpenDocument text printed by LibreOffice, DejaVu Sans): %s Business Relationship statement of %s, %s to %s, with two accounts; the answer is the first, %s %s (the second, %s %s, is printed the same way, reconciles and is not answered, as combined statements are answered for the first account). Account summary: Deposits and other additions (the whole of the credits: its total and '# of deposits/credits' are recorded), Withdrawals and other subtractions, Checks and Service fees printed as separate negative amounts (no combined debit total recorded), '# of withdrawals/debits' counting every debit row including checks and fees (recorded). Subsections ATM and debit card subtractions / Other subtractions close with subtotals; Checks give 'CHECK #<n>' from the Check # column. Daily ledger balances list each day with activity. A $0.00 fee-waived row is a notice. Overdraft fees count in number_of_nsf.",
		s.Bank, s.Holder, iso(s.Start), iso(s.End), a.Title, a.Number, sv.Title, sv.Number)
	return &Doc{Name: s.Name, Stmt: s, Answer: a, Figs: f, FODT: d.String()}
}

// famParens: one ledger in the order Date | Credits | Debits | Balance |
// Description (the Woodforest convention), debits and negative balances in
// parentheses '(1,234.56)', MM-DD dates, a Summary of Accounts and a daily
// balance table; printed by Chromium.
func famParens() Family {
	return Family{Name: "parens-ledger", Tool: "chromium",
		Convention: "Summary of Accounts (balance forward, total debits, total credits, closing balance); one ledger Date | Credits | Debits | Balance | Description with the description last, debits and negative balances in parentheses '(1,234.56)', MM-DD dates, ACH addenda on continuation lines; Daily Closing Balance table; HTML printed by headless Chromium (DejaVu Serif)",
		Make: func() []*Doc {
			mk := func(name, holder string, addr []string, start, end time.Time, num string, p Profile) *Doc {
				s := &Stmt{Name: name, Bank: "Pinewood Valley Bank", Aliases: []string{"PINEWOOD VALLEY BANK", "Pinewood Valley Bank, N.A."},
					BankAddr: []string{"PO Box 7889", "The Woodlands, TX 77387-7889"}, Holder: holder, HolderAddr: addr, Start: start, End: end, Card: "2741"}
				a := s.addAccount("Commercial Checking", num, p, styleACH, 70)
				return renderParens(s, a)
			}
			return []*Doc{
				mk("parens_ledger_feb26_negative", "Piney Woods Roofing LLC", []string{"25110 Budde Rd", "Spring TX 77380"}, day(2026, 2, 1), day(2026, 2, 28), "8840155207",
					Profile{Seed: 1201, Open: 140022, Rows: 34, Processors: []string{"SQUARE INC"}, MCA: []MCA{{Funder: "NORTHSTAR MERCHANT FDG", Cents: 24400, ID: "NS7731"}}, Overdraft: 3, Waived: true}),
				mk("parens_ledger_oct26", "Conroe Lakeside Marina Inc", []string{"16010 Hwy 105 W", "Montgomery TX 77356"}, day(2026, 10, 1), day(2026, 10, 31), "8840162290",
					Profile{Seed: 1202, Open: 2604415, Rows: 30, Processors: []string{"CLOVER MERCHANT", "AMERICAN EXPRESS"}, Checks: 2, CheckStart: 7710}),
			}
		}}
}

func renderParens(s *Stmt, a *Account) *Doc {
	cr, ncr := sumCredits(a.Txns)
	db, ndb := sumDebits(a.Txns)
	var items []hitem
	items = append(items, hitem{html: fmt.Sprintf(`<h2>Summary of Accounts</h2><table class="led"><thead><tr><th>Account Type</th><th>Account Number</th><th class="r">Balance Forward</th><th class="r">Total Debits</th><th class="r">Total Credits</th><th class="r">Closing Balance</th></tr></thead>
<tbody><tr><td>%s</td><td>%s</td><td class="r">%s</td><td class="r">%s</td><td class="r">%s</td><td class="r">%s</td></tr>
<tr><td></td><td></td><td></td><td class="r">%d Debits</td><td class="r">%d Credits</td><td></td></tr></tbody></table>`,
		strings.ToUpper(a.Title), a.Number, parens(a.Open), parens(-db), money(cr), parens(a.Close), ndb, ncr), lines: 6})
	items = append(items, hitem{html: `<h2>` + strings.ToUpper(a.Title) + ` - ` + a.Number + `</h2>`, lines: 2.2})
	cols := []hcol{
		{"Date", "", func(t *Txn) []string { return one(t.Date.Format("01-02")) }},
		{"Credits", "r", func(t *Txn) []string {
			if t.Cents > 0 {
				return one(money(t.Cents))
			}
			return nil
		}},
		{"Debits", "r", func(t *Txn) []string {
			if t.Cents < 0 {
				return one(parens(t.Cents))
			}
			if t.Cents == 0 {
				return one("0.00")
			}
			return nil
		}},
		{"Balance", "r", func(t *Txn) []string { return one(parens(t.Bal)) }},
		{"Description", "d", func(t *Txn) []string { return append([]string(nil), t.Lines...) }},
	}
	tbl := &htable{open: htmlHead(cols, `class="led"`), close: `</tbody></table>`, headLines: 1.3, cont: `<h2>` + strings.ToUpper(a.Title) + ` - ` + a.Number + ` (continued)</h2>`, contLines: 2.2}
	items = append(items, hitem{html: fmt.Sprintf(`<tr><td>%s</td><td></td><td></td><td class="r">%s</td><td>Balance Forward</td></tr>`, s.Start.Format("01-02"), parens(a.Open)), lines: 1.2, tbl: tbl})
	items = append(items, htmlRows(tbl, cols, a.Txns, 0.2)...)
	de := dayEnds(a)
	n := (len(de) + 2) / 3
	var g strings.Builder
	g.WriteString(`<h2>Daily Closing Balance</h2><table class="led"><thead><tr><th>Date</th><th class="r">Balance</th><th></th><th>Date</th><th class="r">Balance</th><th></th><th>Date</th><th class="r">Balance</th></tr></thead><tbody>`)
	for r := 0; r < n; r++ {
		g.WriteString("<tr>")
		for k := 0; k < 3; k++ {
			if k > 0 {
				g.WriteString(`<td style="width:24pt"></td>`)
			}
			i := k*n + r
			if i >= len(de) {
				g.WriteString("<td></td><td></td>")
				continue
			}
			fmt.Fprintf(&g, `<td>%s</td><td class="r">%s</td>`, de[i].Date.Format("01-02"), parens(de[i].Bal))
		}
		g.WriteString("</tr>")
	}
	g.WriteString(`</tbody></table>`)
	items = append(items, hitem{html: g.String(), lines: float64(n) + 4})
	items = append(items, legalHTML(s.Bank, "877-555-0198", "Pinewood Valley Bank, PO Box 7889, The Woodlands, TX 77387-7889", s)...)
	pages := paginate(items, 50, 64)
	css := `body { font-family: "DejaVu Serif"; font-size: 7.8pt; line-height: 11pt }
h1 { font-size: 14pt; margin: 0; line-height: 20pt } h2 { font-size: 9pt; margin: 6pt 0 4pt 0; line-height: 13pt; border-bottom: 1pt solid #000 }
.led th { text-align: left; border-bottom: 0.75pt solid #000; font-size: 7pt } .led th.r { text-align: right } .led td.d { white-space: nowrap; font-size: 7pt; width: 99% }
.led td { padding-top: 1pt; padding-bottom: 1pt } .legal { font-size: 6.5pt; line-height: 9pt; margin: 0 0 4pt 0; white-space: normal } .ftr { font-size: 7pt }`
	header := func(i, n int) string {
		if i == 1 {
			return fmt.Sprintf(`<div style="height:124pt"><h1>PINEWOOD VALLEY BANK</h1><div>PO Box 7889 &middot; The Woodlands, TX 77387-7889 &middot; 877-555-0198</div>
<table style="margin-top:16pt"><tr><td style="width:58%%">%s<br>%s<br>%s</td><td>Statement Date: %s<br>Statement Period: %s - %s<br>Account Number: %s<br>Page %d of %d</td></tr></table></div>`,
				esc(strings.ToUpper(s.Holder)), esc(strings.ToUpper(s.HolderAddr[0])), esc(strings.ToUpper(s.HolderAddr[1])),
				s.End.Format("01/02/2006"), s.Start.Format("01/02/2006"), s.End.Format("01/02/2006"), a.Number, i, n)
		}
		return fmt.Sprintf(`<div style="height:36pt;font-size:7.5pt">%s<span style="float:right;text-align:right">Account Number: %s<br>Statement Date: %s &nbsp; Page %d of %d</span></div>`,
			esc(strings.ToUpper(s.Holder)), a.Number, s.End.Format("01/02/2006"), i, n)
	}
	footer := func(i, n int) string {
		return `Pinewood Valley Bank, N.A. &middot; Member FDIC &middot; Overdraft fees: $36.00 per item, maximum 3 per day; no fee on items of $5.00 or less`
	}
	f := &Figs{Rows: moving(a.Txns), Running: "every_row", RowBal: map[*Txn]int64{}, Daily: de}
	for _, t := range a.Txns {
		if t.Cents != 0 {
			f.RowBal[t] = t.Bal
		}
	}
	f.TotalCredits, f.TotalDebits, f.CountCredits, f.CountDebits = i64(cr), i64(db), iptr(ncr), iptr(ndb)
	f.PagesPrinted = len(pages)
	f.Notes = fmt.Sprintf("Blind layout 'parens-ledger' (HTML printed by headless Chromium, DejaVu Serif): %s %s of %s, %s to %s. Summary of Accounts prints balance forward, total debits (in parentheses) with their count, total credits with their count and the closing balance. One ledger Date (MM-DD) | Credits | Debits | Balance | Description with the description last; debits and negative balances in parentheses, a balance on every row, a Balance Forward line (not a transaction); ACH addenda (ORIG CO NAME / CO ENTRY DESCR / IND NAME) on continuation lines joined with single spaces. The Daily Closing Balance table lists each day with activity. A $0.00 fee-waived row is a notice. Overdraft item fees count in number_of_nsf.",
		s.Bank, a.Title, s.Holder, iso(s.Start), iso(s.End))
	return &Doc{Name: s.Name, Stmt: s, Answer: a, Figs: f, HTML: htmlDoc(css, pages, header, footer)}
}
