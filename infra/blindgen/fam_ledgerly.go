package main

import (
	"fmt"
	"strings"
)

// Ledgerly: a business neobank (Mercury style) whose statements are HTML
// printed by headless Chrome. One clean table of Date | Description |
// Type | Amount | Balance with ISO dates, "+$" credits and "-$" debits, a
// Type column that is not part of the description, the holder behind an
// "Account Holder:" label, a ****4102 account, the partner bank named in
// the footer, and card purchases dated any day of the week. Its
// "transactions export" has no balances and no totals.
func init() {
	register(&Family{
		Key:        "ledgerly",
		Bank:       "Ledgerly",
		Aliases:    []string{"Evergreen Valley Bank, N.A.", "Evergreen Valley Bank", "Ledgerly Technologies"},
		Models:     "business neobank (Mercury-style) printed by Chrome: Date | Description | Type | Amount | Balance, ISO dates, +$/-$ amounts, Account Holder label, partner bank in footer",
		Country:    US,
		Currency:   "USD",
		CardAnyDay: true,
		ODFee:      2500,
		ReturnFee:  1500,
		WireFee:    0,
		ServiceFee: 3500,
		Waives:     true,
		BusyScale:  1.0,
		AcctNo:     "202219984102",
		Biz: &Business{
			Name: "NOVA GRID SOLAR LLC", Owner: "Priya Raman", Street: "2100 Telegraph Ave Ste 300", City: "Oakland", State: "CA", Zip: "94612",
			Industry: "solar installation", Processors: []string{"STRIPE", "SHOPIFY"}, Revenue: 251000, Payroll: "GUSTO",
			Funders:   []Funder{{"CLEARCO CAPITAL", "4417720091", 46000}, {"BAYLINE MERCHANT FIN", "2291108837", 33900}, {"REDWOOD FUNDING CO", "8801223390", 38500}},
			Lender:    &Funder{"BLUEVINE LOAN", "5590012281", 81920},
			Vendors:   []string{"CED GREENTECH", "SOLAREDGE TECH", "HOME DEPOT PRO"},
			Utilities: []string{"PG&E", "COMCAST BUSINESS"},
			Insurer:   "NEXT INSURANCE", Landlord: "TELEGRAPH TOWER LLC", Savings: "5531", Card: "8823",
			Customers: []string{"Lakeshore Homes Hoa", "Kevin Tran", "Berkeley Coop Housing", "Maya Goldstein"},
			Payees:    []string{"Luis Herrera", "Ca Franchise Tax Bd", "Eastbay Electrical Supply", "Nina Patel"},
		},
		Specs: []Spec{
			{"ordinary", date(2026, 7, 1), date(2026, 7, 31), PChromium},
			{"decjan", date(2025, 12, 10), date(2026, 1, 9), PChromium},
			{"negative", date(2026, 3, 1), date(2026, 3, 31), PChromium},
			{"busy", date(2026, 5, 1), date(2026, 5, 31), PChromium},
			{"export", date(2026, 9, 1), date(2026, 9, 30), PChromium},
		},
		Print: printLedgerly,
	})
}

func neoType(t *Txn) string {
	switch t.Kind {
	case KCardPurchase:
		return "Card"
	case KATM:
		return "ATM"
	case KWireIn, KWireOut, KLoanProceeds:
		return "Wire"
	case KCheck:
		return "Check"
	case KDeposit, KCashDeposit:
		return "Deposit"
	case KZelleIn, KZelleOut:
		return "Zelle"
	case KXferIn, KXferOut:
		return "Transfer"
	case KServiceFee, KODFee, KNSFFee, KReturnedItemFee, KWireFee, KNotice:
		return "Fee"
	case KReturnedDeposit:
		return "Return"
	}
	return "ACH"
}

const ledgerlyCSS = `@page { size: 8.5in 11in; margin: 0 }
* { box-sizing: border-box }
body { margin: 0; font-family: 'Liberation Sans', Arial, sans-serif; color: #1d2433; font-size: 11px }
.page { width: 8.5in; height: 11in; padding: 48px 52px; position: relative; overflow: hidden; page-break-after: always }
.page:last-child { page-break-after: auto }
.logo { font-size: 24px; font-weight: bold; letter-spacing: -0.5px; color: #3b3fd8 }
.muted { color: #667085 }
.hdr { display: flex; justify-content: space-between; height: 56px }
.run { height: 50px; display: flex; justify-content: space-between; border-bottom: 1px solid #d0d5dd; margin-bottom: 8px }
.meta td { padding: 1px 12px 1px 0; font-size: 11px; line-height: 15px }
.cards { display: flex; gap: 10px; margin: 16px 0 18px 0 }
.card { flex: 1; border: 1px solid #d0d5dd; border-radius: 6px; padding: 8px 10px; height: 58px }
.card .v { font-size: 15px; font-weight: bold; margin-top: 6px }
table.tx { width: 100%; border-collapse: collapse; table-layout: fixed }
table.tx th { text-align: left; font-size: 10px; color: #667085; font-weight: bold; border-bottom: 1px solid #98a2b3; padding: 0 6px; height: 24px }
table.tx td { padding: 4px 6px; line-height: 14px; border-bottom: 1px solid #eaecf0; vertical-align: top; white-space: nowrap; overflow: hidden }
.r { text-align: right !important }
.foot { position: absolute; left: 52px; right: 52px; bottom: 36px; font-size: 9px; color: #667085; display: flex; justify-content: space-between; line-height: 12px }
.legal { font-size: 9px; color: #667085; line-height: 12px; margin-top: 14px }
`

func printLedgerly(st *Statement, out string) (*Result, error) {
	b := st.Biz
	export := st.Unverified
	res := &Result{PageNumbers: true, Holder: b.Name}
	iso := func(t interface{ Format(string) string }) string { return t.Format("2006-01-02") }
	per := "Statement period: " + iso(st.Start) + " to " + iso(st.End)
	if export {
		per = "Transactions from " + iso(st.Start) + " to " + iso(st.End)
	}
	masked := "Checking ****" + st.Last4()
	cr, dr, ncr, ndr := st.Totals()
	amt := func(t *Txn) string {
		if t.Notice() {
			return "$0.00"
		}
		if t.Credit {
			return "+" + dollars(t.Cents)
		}
		return "-" + dollars(t.Cents)
	}
	type hrow struct {
		html string
		h    float64
	}
	var rows []hrow
	measure := measureFn("Helvetica", 8.25)
	for _, t := range st.Txns {
		if export && t.Notice() {
			continue
		}
		d := descNeo(t, st)
		if t.Kind == KCheck {
			d = fmt.Sprintf("Check #%d %s", t.CheckNo, titleWords(t.Party))
		}
		d = strings.ReplaceAll(d, "••", "****")
		w := 236.0
		if export {
			w = 320
		}
		lines := wrap(d, w, measure)
		cells := fmt.Sprintf("<td>%s</td><td>%s</td><td>%s</td><td class=r>%s</td>", iso(t.Date), escLines(lines), neoType(t), amt(t))
		if !export {
			cells += fmt.Sprintf("<td class=r>%s</td>", dollars(t.Bal))
		}
		rows = append(rows, hrow{"<tr>" + cells + "</tr>", 14*float64(len(lines)) + 9})
		if t.Kind == KCheck {
			res.AddCheck(t, titleWords(t.Party))
		} else {
			res.Add(t, lines...)
		}
	}
	heights := make([]float64, len(rows))
	for i, r := range rows {
		heights[i] = r.h
	}
	first, next := 960.0-56-62-92-24-60+90, 960.0-58-24-60+40
	if export {
		first = 960.0 - 56 - 62 - 24 - 60
	}
	pages := paginate(heights, first*0.96, next*0.96)
	// The closing block needs about 150px; give it its own page if the
	// last page is full.
	used := 0.0
	for _, i := range pages[len(pages)-1] {
		used += heights[i]
	}
	room := next
	if len(pages) == 1 {
		room = first
	}
	extra := used+150 > room*0.96
	total := len(pages)
	if extra {
		total++
	}
	colgroup := `<colgroup><col style="width:84px"><col><col style="width:72px"><col style="width:104px"><col style="width:112px"></colgroup>`
	thead := `<tr><th>Date</th><th>Description</th><th>Type</th><th class=r>Amount</th><th class=r>Balance</th></tr>`
	if export {
		colgroup = `<colgroup><col style="width:90px"><col><col style="width:80px"><col style="width:120px"></colgroup>`
		thead = `<tr><th>Date</th><th>Description</th><th>Type</th><th class=r>Amount</th></tr>`
	}
	foot := func(n int) string {
		return fmt.Sprintf(`<div class=foot><div>Ledgerly is a financial technology company, not a bank. Banking services provided by Evergreen Valley Bank, N.A.; Member FDIC.<br>%s &middot; %s &middot; %s</div><div>Page %d of %d</div></div>`, esc(b.Name), masked, per, n, total)
	}
	var h strings.Builder
	h.WriteString("<!DOCTYPE html><html><head><meta charset=utf-8><title>Ledgerly statement</title><style>" + ledgerlyCSS + "</style></head><body>")
	for pi, idx := range pages {
		h.WriteString("<div class=page>")
		if pi == 0 {
			title := "Account statement"
			if export {
				title = "Transactions export"
			}
			fmt.Fprintf(&h, `<div class=hdr><div><div class=logo>ledgerly</div><div class=muted>%s</div></div><div style="text-align:right"><div style="font-size:15px;font-weight:bold">%s</div><div>%s</div></div></div>`, title, masked, per)
			fmt.Fprintf(&h, `<table class=meta><tr><td class=muted>Account Holder:</td><td><b>%s</b></td><td class=muted>Account number:</td><td>****%s</td></tr><tr><td class=muted>Address:</td><td>%s, %s, %s %s</td><td class=muted>Routing number:</td><td>084009519</td></tr><tr><td class=muted>Generated:</td><td>%s</td><td class=muted>Currency:</td><td>USD</td></tr></table>`,
				esc(b.Name), st.Last4(), esc(b.Street), esc(b.City), b.State, b.Zip, st.Created.Format("2006-01-02"))
			if !export {
				fmt.Fprintf(&h, `<div class=cards><div class=card><div class=muted>Opening balance</div><div class=v>%s</div></div><div class=card><div class=muted>Money in (%d)</div><div class=v>+%s</div></div><div class=card><div class=muted>Money out (%d)</div><div class=v>-%s</div></div><div class=card><div class=muted>Closing balance</div><div class=v>%s</div></div></div>`,
					dollars(st.Opening), ncr, dollars(cr), ndr, dollars(dr), dollars(st.Closing()))
			} else {
				h.WriteString(`<div style="height:14px"></div>`)
			}
		} else {
			fmt.Fprintf(&h, `<div class=run><div><div class=logo style="font-size:18px">ledgerly</div></div><div style="text-align:right">%s<br>%s</div></div>`, esc(b.Name), per)
		}
		h.WriteString(`<table class=tx>` + colgroup + thead)
		for _, i := range idx {
			h.WriteString(rows[i].html)
		}
		h.WriteString("</table>")
		closing := fmt.Sprintf(`<div class=legal><b>Closing balance on %s: %s</b><br><br>Questions about a transaction? Email support@ledgerly.com or call (415) 555-0126. If you think your statement is wrong, tell us no later than 60 days after we sent the statement on which the problem first appeared. Deposits are FDIC-insured up to $250,000 per depositor through Evergreen Valley Bank, N.A. Monthly plan fee: $35.00, waived with a balance of $25,000.00 or more.</div>`, iso(st.End), dollars(st.Closing()))
		if export {
			closing = `<div class=legal>This export lists posted transactions only. It is not an account statement and shows no balances.</div>`
		}
		if pi == len(pages)-1 && !extra {
			h.WriteString(closing)
		}
		h.WriteString(foot(pi + 1))
		h.WriteString("</div>")
		if pi == len(pages)-1 && extra {
			h.WriteString("<div class=page>")
			fmt.Fprintf(&h, `<div class=run><div><div class=logo style="font-size:18px">ledgerly</div></div><div style="text-align:right">%s<br>%s</div></div>`, esc(b.Name), per)
			h.WriteString(closing)
			h.WriteString(foot(total))
			h.WriteString("</div>")
		}
	}
	h.WriteString("</body></html>")
	if err := printChromium(h.String(), out, st.Created); err != nil {
		return nil, err
	}
	if n, err := pageCount(out); err != nil || n != total {
		return nil, fmt.Errorf("ledgerly pagination: printed %d pages, planned %d (%v)", n, total, err)
	}
	if export {
		res.Notes = "A transactions export: no balances and no totals, so nothing on it can be checked. The Type column is not part of the description."
	} else {
		res.Printed = printedOf(ptrF(cr), ptrF(dr), ptrI(ncr), ptrI(ndr), "every_row", false)
		res.Notes = "The Type column is not part of the description. A $0.00 'Monthly plan fee waived' row is a notice, not a transaction. Check rows read 'Check #n Payee'."
	}
	return res, nil
}
