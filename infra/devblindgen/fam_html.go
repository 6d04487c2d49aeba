package main

import (
	"fmt"
	"strings"
	"time"
)

// famSigned: a community bank's one ledger Date | Description | Amount |
// Balance with signed amounts (-1,234.56) and a balance on every row, a
// summary with counts, printed by headless Chromium from HTML.
func famSigned() Family {
	return Family{Name: "signed-amount", Tool: "chromium",
		Convention: "one ledger Date | Description | Amount | Balance, signed amounts ('-1,234.56'), balance on every row, summary with counts and totals; HTML printed by headless Chromium, DejaVu Sans",
		Make: func() []*Doc {
			mk := func(name, holder string, addr []string, start, end time.Time, num string, dfmt string, p Profile) *Doc {
				s := &Stmt{Name: name, Bank: "Harbor Mills Savings Bank", Aliases: []string{"HARBOR MILLS SAVINGS BANK", "Harbor Mills"},
					BankAddr: []string{"One Mill Race Plaza", "Lowell, MA 01852"}, Holder: holder, HolderAddr: addr, Start: start, End: end, Card: "2291"}
				a := s.addAccount("Business Advantage Checking", num, p, styleUpper, 58)
				return renderSigned(s, a, dfmt)
			}
			return []*Doc{
				mk("signed_amount_may26", "Northshore Bike Works Inc", []string{"77 Canal St", "Lowell MA 01854"}, day(2026, 5, 1), day(2026, 5, 31), "2004418833", "01/02",
					Profile{Seed: 301, Open: 954422, Rows: 48, Processors: []string{"SHOPIFY", "SQUARE INC"}, Checks: 2, CheckStart: 1411, MCA: []MCA{{Funder: "RIVERTON CAPITAL GRP", Cents: 62500, Weekly: true, ID: "RC2291"}}}),
				mk("signed_amount_sep26_negative", "Salt & Ember Kitchen LLC", []string{"410 Merrimack St", "Haverhill MA 01830"}, day(2026, 9, 1), day(2026, 9, 30), "2004470159", "01/02/2006",
					Profile{Seed: 302, Open: 188300, Rows: 36, Processors: []string{"CLOVER MERCHANT"}, MCA: []MCA{{Funder: "BLUEPATH ADVANCE", Cents: 21450, ID: "BP7781"}}, Overdraft: 1, Waived: true}),
			}
		}}
}

func renderSigned(s *Stmt, a *Account, dfmt string) *Doc {
	cr, ncr := sumCredits(a.Txns)
	db, ndb := sumDebits(a.Txns)
	var items []hitem
	items = append(items, hitem{html: fmt.Sprintf(`<table class="sum"><tr><td>Beginning Balance %s</td><td class="r">%s</td></tr>
<tr><td>Deposits &amp; Credits (%d)</td><td class="r">%s</td></tr><tr><td>Withdrawals &amp; Debits (%d)</td><td class="r">%s</td></tr>
<tr><td><b>Ending Balance %s</b></td><td class="r"><b>%s</b></td></tr></table>`,
		s.Start.Format("01/02/2006"), dollars(a.Open), ncr, money(cr), ndb, "-"+money(db), s.End.Format("01/02/2006"), dollars(a.Close)), lines: 5})
	items = append(items, hitem{html: `<h2>ACCOUNT ACTIVITY</h2>`, lines: 2.2})
	cols := []hcol{
		{"Date", "", func(t *Txn) []string { return one(t.Date.Format(dfmt)) }},
		{"Description", "d", func(t *Txn) []string { return append([]string(nil), t.Lines...) }},
		{"Amount", "r", func(t *Txn) []string { return one(signed(t.Cents)) }},
		{"Balance", "r", func(t *Txn) []string { return one(signed(t.Bal)) }},
	}
	tbl := &htable{open: htmlHead(cols, `class="led"`), close: `</tbody></table>`, headLines: 1.3,
		cont: `<h2>ACCOUNT ACTIVITY (continued)</h2>`, contLines: 2.2}
	items = append(items, hitem{html: fmt.Sprintf(`<tr><td></td><td>BEGINNING BALANCE</td><td></td><td class="r">%s</td></tr>`, signed(a.Open)), lines: 1.2, tbl: tbl})
	items = append(items, htmlRows(tbl, cols, a.Txns, 0.25)...)
	items = append(items, hitem{html: fmt.Sprintf(`<tr class="tot"><td></td><td>ENDING BALANCE</td><td></td><td class="r">%s</td></tr>`, signed(a.Close)), lines: 1.2, tbl: tbl})
	items = append(items, hitem{html: `<div style="height:11pt"></div>`, lines: 1})
	items = append(items, legalHTML(s.Bank, "1-877-555-0161", "Harbor Mills Savings Bank, Deposit Operations, One Mill Race Plaza, Lowell, MA 01852", s)...)
	pages := paginate(items, 44, 60)
	css := `body { font-family: "DejaVu Sans"; font-size: 8pt; line-height: 11pt }
h1 { font-size: 15pt; margin: 0; line-height: 20pt } h2 { font-size: 9.5pt; margin: 6pt 0 4pt 0; line-height: 14pt; border-bottom: 1pt solid #333 }
.sum { width: 4.2in; border: 1pt solid #555 } .sum td { padding: 1pt 6pt }
.led th { text-align: left; border-bottom: 0.75pt solid #555; font-size: 7.5pt } .led th.r { text-align: right }
.led td { padding-top: 1pt; padding-bottom: 1.5pt } .led td.d { white-space: nowrap; width: 60% }
.legal { font-size: 6.5pt; line-height: 9pt; margin: 0 0 4pt 0; white-space: normal }
.hdr2 { font-size: 7.5pt; border-bottom: 0.5pt solid #999; margin-bottom: 10pt; height: 22pt } .ftr { font-size: 7pt; color: #333 }`
	header := func(i, n int) string {
		if i == 1 {
			return fmt.Sprintf(`<div style="height:132pt"><h1>Harbor Mills Savings Bank</h1><div>One Mill Race Plaza &middot; Lowell, MA 01852 &middot; 1-877-555-0161</div>
<table style="margin-top:14pt"><tr><td style="width:55%%">%s<br>%s<br>%s</td><td>Statement Period: %s - %s<br>Account Number: %s<br>%s</td></tr></table></div>`,
				esc(strings.ToUpper(s.Holder)), esc(strings.ToUpper(s.HolderAddr[0])), esc(strings.ToUpper(s.HolderAddr[1])),
				s.Start.Format("01/02/2006"), s.End.Format("01/02/2006"), a.Number, esc(a.Title))
		}
		return fmt.Sprintf(`<div class="hdr2">%s &nbsp; Account Number: %s &nbsp; Statement Period: %s - %s</div>`,
			esc(s.Holder), a.Number, s.Start.Format("01/02/2006"), s.End.Format("01/02/2006"))
	}
	footer := func(i, n int) string {
		return fmt.Sprintf(`<span>Member FDIC &middot; Equal Housing Lender &middot; NMLS #402117</span><span style="float:right">Page %d of %d</span>`, i, n)
	}
	f := &Figs{Rows: moving(a.Txns), Running: "every_row", RowBal: map[*Txn]int64{}}
	for _, t := range a.Txns {
		if t.Cents != 0 {
			f.RowBal[t] = t.Bal
		}
	}
	f.TotalCredits, f.TotalDebits, f.CountCredits, f.CountDebits = i64(cr), i64(db), iptr(ncr), iptr(ndb)
	f.PagesPrinted = len(pages)
	f.Notes = fmt.Sprintf("Blind layout 'signed-amount' (HTML printed by headless Chromium, DejaVu Sans): %s %s of %s, %s to %s. One ledger Date | Description | Amount | Balance with signed amounts (debits '-1,234.56'), a balance on every row, BEGINNING / ENDING BALANCE lines inside the table (not transactions); the summary prints counts and totals of credits and debits. A $0.00 fee-waived row, if any, is a notice. Checks print 'CHECK #<n>' as their description.",
		s.Bank, a.Title, s.Holder, iso(s.Start), iso(s.End))
	return &Doc{Name: s.Name, Stmt: s, Answer: a, Figs: f, HTML: htmlDoc(css, pages, header, footer)}
}

// famNeobank: a business neobank's clean Date | Description | Type |
// Amount | Balance table with ISO or 'Mon D' dates and '+$12.45' /
// '-$84.20' amounts, printed by Chromium.
func famNeobank() Family {
	return Family{Name: "neobank-typed", Tool: "chromium",
		Convention: "business neobank: one table Date | Description | Type | Amount | Balance, ISO dates (first statement) or 'Mon D' dates (second), '+$1,234.56' / '-$84.20' amounts, a partner bank named in the footer; HTML printed by headless Chromium",
		Make: func() []*Doc {
			mk := func(name, holder string, addr []string, start, end time.Time, num, dfmt string, p Profile) *Doc {
				s := &Stmt{Name: name, Bank: "Juniper Business Banking", Aliases: []string{"Juniper", "Lakeshore Community Bank"},
					Holder: holder, HolderAddr: addr, Start: start, End: end, Card: "6620", MixedHolder: true}
				a := s.addAccount("Juniper Checking", num, p, styleShort, 60)
				return renderNeobank(s, a, dfmt)
			}
			return []*Doc{
				mk("neobank_iso_jun26", "Loop & Thread Studio LLC", []string{"2150 N Lamar Blvd #118", "Austin, TX 78705"}, day(2026, 6, 1), day(2026, 6, 30), "212004477316", "2006-01-02",
					Profile{Seed: 401, Open: 3322010, Rows: 55, Processors: []string{"STRIPE", "SHOPIFY"}, MCA: []MCA{{Funder: "VELOCITY REVENUE ADV", Cents: 48700, ID: "VRA11"}}, NoFee: true}),
				mk("neobank_monthday_mar26", "Cortado Coffee Cart Co", []string{"31 Rainey St", "Austin, TX 78701"}, day(2026, 3, 1), day(2026, 3, 31), "212004480255", "Jan 2",
					Profile{Seed: 402, Open: 145000, Rows: 40, Processors: []string{"SQUARE INC"}, Funding: "VELOCITY REVENUE ADV", MCA: []MCA{{Funder: "FUNDWELL CAPITAL", Cents: 15500, ID: "FW88"}}, Overdraft: 2, NoFee: true}),
			}
		}}
}

func neoType(t *Txn) string {
	switch t.Kind {
	case KSettle, KACHCredit, KFunding:
		return "ACH in"
	case KTransferIn, KTransferOut:
		return "Transfer"
	case KDeposit:
		return "Check deposit"
	case KCard:
		return "Debit card"
	case KATM:
		return "ATM"
	case KACHDebit, KMCA:
		return "ACH out"
	case KWireOut:
		return "Wire out"
	case KFee, KODFee, KNotice:
		return "Fee"
	case KDividend:
		return "Interest"
	}
	return "Other"
}

func plusMinus(c int64) string {
	if c < 0 {
		return "-$" + commas(c)
	}
	return "+$" + commas(c)
}

func renderNeobank(s *Stmt, a *Account, dfmt string) *Doc {
	cr, _ := sumCredits(a.Txns)
	db, _ := sumDebits(a.Txns)
	last4 := a.Number[len(a.Number)-4:]
	var items []hitem
	items = append(items, hitem{html: fmt.Sprintf(`<div class="cards"><div><small>Starting balance</small><br><b>%s</b></div><div><small>Money in</small><br><b>%s</b></div><div><small>Money out</small><br><b>%s</b></div><div><small>Ending balance</small><br><b>%s</b></div></div>`,
		dollars(a.Open), "+"+dollars(cr), "-"+dollars(db), dollars(a.Close)), lines: 4})
	items = append(items, hitem{html: `<h2>Transactions</h2>`, lines: 2.4})
	cols := []hcol{
		{"Date", "", func(t *Txn) []string { return one(t.Date.Format(dfmt)) }},
		{"Description", "d", func(t *Txn) []string { return append([]string(nil), t.Lines...) }},
		{"Type", "", func(t *Txn) []string { return one(neoType(t)) }},
		{"Amount", "r", func(t *Txn) []string { return one(plusMinus(t.Cents)) }},
		{"Balance", "r", func(t *Txn) []string { return one(dollars(t.Bal)) }},
	}
	tbl := &htable{open: htmlHead(cols, `class="led"`), close: `</tbody></table>`, headLines: 1.6, cont: `<h2>Transactions (continued)</h2>`, contLines: 2.4}
	items = append(items, htmlRows(tbl, cols, a.Txns, 0.45)...)
	items = append(items, hitem{html: `<p class="legal">Juniper is a financial technology company, not a bank. Banking services provided by Lakeshore Community Bank, Member FDIC. Deposits are insured up to $250,000 per depositor through Lakeshore Community Bank. The Juniper Visa&reg; Debit Card is issued by Lakeshore Community Bank pursuant to a license from Visa U.S.A. Inc. For errors or questions about electronic transfers, email support@juniper.example or call (512) 555-0148 within 60 days of the statement date of ` + s.End.AddDate(0, 0, 1).Format("January 2, 2006") + `.</p>`, lines: 4})
	pages := paginate(items, 44, 58)
	css := `body { font-family: "DejaVu Sans"; font-size: 8pt; line-height: 11pt; color: #1d2330 }
h1 { font-size: 16pt; margin: 0; line-height: 22pt; color: #2b5f4a } h2 { font-size: 10pt; margin: 8pt 0 4pt 0; line-height: 14pt }
.cards { display: flex; gap: 10pt; height: 38pt } .cards div { flex: 1; border: 0.75pt solid #c9d3cf; border-radius: 4pt; padding: 3pt 6pt; line-height: 13pt }
.led th { text-align: left; color: #5a6472; font-weight: normal; border-bottom: 0.75pt solid #c9d3cf; font-size: 7.5pt; padding-bottom: 2pt } .led th.r { text-align: right }
.led td { padding-top: 2pt; padding-bottom: 2.5pt; border-bottom: 0.5pt solid #eef1f0 } .led td.d { white-space: nowrap; width: 48% }
.legal { font-size: 6.5pt; line-height: 9pt; color: #5a6472; white-space: normal; margin-top: 14pt } .ftr { font-size: 7pt; color: #5a6472 }`
	header := func(i, n int) string {
		if i == 1 {
			return fmt.Sprintf(`<div style="height:120pt"><h1>juniper</h1><div style="float:right;text-align:right;margin-top:-20pt">Account statement<br>%s &ndash; %s</div>
<div style="margin-top:12pt"><b>%s</b><br>%s<br>%s</div><div style="margin-top:8pt">%s &middot; Account ending in %s &middot; Routing 071925446</div></div>`,
				s.Start.Format("Jan 2, 2006"), s.End.Format("Jan 2, 2006"), esc(s.Holder), esc(s.HolderAddr[0]), esc(s.HolderAddr[1]), esc(a.Title), last4)
		}
		return fmt.Sprintf(`<div style="height:30pt;font-size:7.5pt;color:#5a6472">juniper &middot; %s &middot; Account ending in %s &middot; %s &ndash; %s</div>`,
			esc(s.Holder), last4, s.Start.Format("Jan 2, 2006"), s.End.Format("Jan 2, 2006"))
	}
	footer := func(i, n int) string {
		return fmt.Sprintf(`Banking services provided by Lakeshore Community Bank, Member FDIC<span style="float:right">%d / %d</span>`, i, n)
	}
	f := &Figs{Rows: moving(a.Txns), Running: "every_row", RowBal: map[*Txn]int64{}}
	for _, t := range a.Txns {
		f.RowBal[t] = t.Bal
	}
	f.TotalCredits, f.TotalDebits = i64(cr), i64(db)
	f.PagesPrinted = len(pages)
	f.Notes = fmt.Sprintf("Blind layout 'neobank-typed' (HTML printed by headless Chromium, DejaVu Sans): %s (banking by the partner Lakeshore Community Bank) %s of %s, %s to %s, dates printed '%s'. One table Date | Description | Type | Amount | Balance; the Type column is not description; amounts carry their sign ('+$' credits, '-$' debits), a balance on every row; the summary cards print Money in / Money out totals (no counts). Insufficient Funds Charge rows count in number_of_nsf. Pages are numbered 'i / n' in the footer.",
		s.Bank, a.Title, s.Holder, iso(s.Start), iso(s.End), dfmt)
	return &Doc{Name: s.Name, Stmt: s, Answer: a, Figs: f, HTML: htmlDoc(css, pages, header, footer)}
}
