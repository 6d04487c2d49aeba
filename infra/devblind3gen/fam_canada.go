package main

import (
	"fmt"
	"github.com/docanalysis/service/infra/internal/blindkit"
	"strings"
	"time"
)

var caRegion = blindkit.Region{
	Merchants: []blindkit.Merchant{{Name: "COSTCO WHOLESALE W534", City: "CALGARY", State: "AB"}, {Name: "PETRO-CANADA 48211", City: "AIRDRIE", State: "AB"},
		{Name: "GORDON FOOD SERVICE", City: "CALGARY", State: "AB"}, {Name: "CANADIAN TIRE #318", City: "CALGARY", State: "AB"}, {Name: "STAPLES STORE 227", City: "CALGARY", State: "AB"},
		{Name: "AMAZON.CA", City: "TORONTO", State: "ON"}, {Name: "HOME DEPOT #7061", City: "CALGARY", State: "AB"}, {Name: "CANADA POST 0151", City: "CALGARY", State: "AB"},
		{Name: "SHELL C09177", City: "COCHRANE", State: "AB"}, {Name: "RONA 61093", City: "OKOTOKS", State: "AB"}},
	Debits: []blindkit.Party{{Name: "ENMAX", Entry: "UTILITY"}, {Name: "TELUS", Entry: "BILL PAYMENT"}, {Name: "INTACT INSURANCE", Entry: "INSURANCE"},
		{Name: "ATCO GAS", Entry: "UTILITY"}, {Name: "SYSCO CANADA", Entry: "SUPPLIER"}, {Name: "CITY OF CALGARY", Entry: "TAX INSTALMENT"},
		{Name: "BOW VALLEY PROPERTIES", Entry: "RENT"}, {Name: "WCB ALBERTA", Entry: "PREMIUM"}},
	Credits: []blindkit.Party{{Name: "SKIPTHEDISHES", Entry: "PAYOUT"}, {Name: "DOORDASH CANADA", Entry: "PAYOUT"}, {Name: "CANADA", Entry: "GST/HST REFUND"},
		{Name: "STRATHCONA LODGE", Entry: "INVOICE"}, {Name: "BOW RIVER CATERING", Entry: "INVOICE"}},
	Payees:   []string{"A. TREMBLAY", "J. MACDONALD", "P. SINGH", "L. GAGNON", "R. OKONKWO"},
	Tax:      blindkit.Party{Name: "CRA (REVENUE)", Entry: "GST/HST"},
	Payroll:  blindkit.Party{Name: "CERIDIAN DAYFORCE", Entry: "PAYROLL"},
	WireTo:   "PACIFIC FLOUR MILLS LTD",
	Holidays: blindkit.CAHolidays,
}

// famCanada: a Canadian business account statement in dollars (CAD).
func famCanada() blindkit.Family {
	return blindkit.Family{Name: "canada-business", Tool: "chromium",
		Convention: "Canadian business account statement (CAD): Date / Description / Cheques & Debits / Deposits & Credits / Balance, `05 Jan` dates, 'Opening balance on January 1, 2026' and 'Closing balance on ...' rows, Total deposits & credits / Total cheques & debits with counts, 'Cheque' spelling, GST/HST remittances and refunds, PAD (pre-authorized debit) items, Interac e-Transfers, two-line descriptions; day-end balances (January) or a balance on every row (December - January, overdrawn); HTML printed by headless Chromium, DejaVu Sans Condensed",
		Make: func() []*blindkit.Doc {
			return []*blindkit.Doc{
				canadaDoc("canada_business_jan26", blindkit.Day(2026, 1, 1), blindkit.Day(2026, 1, 31), false, 701),
				canadaDoc("canada_business_decjan_overdrawn", blindkit.Day(2025, 12, 16), blindkit.Day(2026, 1, 15), true, 702),
			}
		}}
}

func canadaDesc(r blindkit.Raw) (string, []string) {
	switch r.K {
	case "mca":
		e := "DAILY REMIT"
		if r.Weekly {
			e = "WEEKLY REMIT"
		}
		return "", []string{"Business PAD", fmt.Sprintf("%s %s %s", r.Party, e, r.ID)}
	case "funding":
		return "", []string{"Funds transfer credit", fmt.Sprintf("%s ADVANCE %s", r.Party, r.ID)}
	case "settle":
		return "", []string{"Merchant deposit", fmt.Sprintf("%s %s", r.Party, r.Ref[:7])}
	case "card":
		return "", []string{"Visa Debit purchase - 4412", fmt.Sprintf("%s %s %s", r.Party, r.City, r.State)}
	case "achdebit":
		return "", []string{"Business PAD", fmt.Sprintf("%s %s", r.Party, r.Entry)}
	case "payroll":
		return "", []string{"Payroll", fmt.Sprintf("%s %s", r.Party, r.Ref[:6])}
	case "tax":
		if r.Ref[0] < '5' {
			return "", []string{"Business tax payment", "CRA (REVENUE) PD7A PAYROLL REMIT"}
		}
		return "", []string{"Business tax payment", "CRA (REVENUE) GST/HST REMIT " + r.Ref[:9]}
	case "achcredit":
		if r.Party == "CANADA" {
			return "", []string{"Federal payment", "CANADA GST/HST REFUND"}
		}
		return "", []string{"Misc payment", fmt.Sprintf("%s %s", r.Party, r.Entry)}
	case "deposit":
		return "", blindkit.One("Deposit - Branch 04512")
	case "xferout":
		return "", blindkit.One("Online transfer to deposit account-7712")
	case "xferin":
		return "", blindkit.One("Online transfer from deposit account-7712")
	case "zelleout":
		return "", []string{"Interac e-Transfer sent", r.Party}
	case "zellein":
		return "", []string{"Interac e-Transfer received", r.Party}
	case "wireout":
		return "", []string{"Outgoing wire payment", fmt.Sprintf("%s REF %s", r.Party, r.Ref[:10])}
	case "check":
		return "", blindkit.One(fmt.Sprintf("Cheque #%d", r.Check))
	case "nsf":
		if r.Ref[0] < '5' {
			return "", blindkit.One("NSF fee")
		}
		return "", blindkit.One("Overdraft handling fee")
	case "fee":
		return "", blindkit.One("Regular transaction fee 14 Drs @ 1.25")
	case "notice":
		return "", blindkit.One(r.Entry)
	}
	return "", blindkit.One(r.Party)
}

func canadaDoc(name string, start, end time.Time, od bool, seed uint64) *blindkit.Doc {
	holder := "PRAIRIE HEARTH BAKERY LTD."
	num := "04512-1004487"
	if od {
		holder, num = "NORTHGATE MECHANICAL INC.", "04512-1019352"
	}
	s := &blindkit.Stmt{Bank: "Fraser Meridian Bank", Aliases: []string{"FRASER MERIDIAN BANK", "Fraser Meridian"},
		Holder: holder, Number: num, Currency: "CAD", Start: start, End: end}
	b := blindkit.NewB(seed, start, end, blindkit.CAHolidays)
	act := blindkit.Act{N: 40, Processors: []string{"MONERIS", "SQUARE CANADA"}, Checks: 3, CheckStart: 1043, Fee: 1750,
		MCA: []blindkit.MCA{{Funder: "BRIDGEWELL CAPITAL", Cents: 23800, ID: "BWC4471"}}, Notice: "Electronic statement fee waived"}
	var ovd *blindkit.Overdraft
	if od {
		act = blindkit.Act{N: 36, Processors: []string{"GLOBAL PAYMENTS"}, Checks: 4, CheckStart: 318, Fee: 1750,
			MCA: []blindkit.MCA{{Funder: "MAPLEGROVE FUNDING", Cents: 94000, Weekly: true, ID: "MGF0917"}}, Funding: "MAPLEGROVE FUNDING", FundID: "MGF0917"}
		ovd = blindkit.NewOverdraft(0.5, 2, 4500, holder, canadaDesc, caRegion)
	}
	blindkit.Activity(b, caRegion, act, holder, canadaDesc)
	b.Finish(s, 1844010, 70000, ovd)
	for _, t := range s.Txns {
		if t.Kind == blindkit.KCheck {
			t.Say = fmt.Sprintf("CHECK #%d", t.Check)
		}
	}
	rows := blindkit.Moving(s.Txns)
	cr, ncr, db, ndb := blindkit.Sums(rows)
	long := func(d time.Time) string { return d.Format("January 2, 2006") }
	dd := func(d time.Time) string { return d.Format("02 Jan") }
	// the $0.00 notice is printed in the ledger
	printedRows := s.Txns
	rowBal := map[*blindkit.Txn]int64{}
	for i, t := range printedRows {
		if !od && !blindkit.LastOfDay(printedRows, i) {
			continue
		}
		if t.Cents != 0 {
			rowBal[t] = t.Bal
		}
	}
	// a day whose last row is the notice prints the balance there: give
	// the day's last moving row the balance instead when the notice has
	// none; simpler: the notice row prints no balance and the moving
	// row before it carries the day's balance.
	if !od {
		for i, t := range printedRows {
			if t.Cents == 0 && blindkit.LastOfDay(printedRows, i) && i > 0 {
				rowBal[printedRows[i-1]] = printedRows[i-1].Bal
			}
		}
	}
	css := `@page { size: 8.5in 11in; margin: 0.75in 0.6in 0.7in 0.6in;
 @top-left { content: "Fraser Meridian Bank  \2022  Business Account Statement"; font: 7.5pt "DejaVu Sans Condensed"; color: #444 }
 @top-right { content: "Account number: ` + num[:5] + " " + num[6:] + `"; font: 7.5pt "DejaVu Sans Condensed"; color: #444 }
 @bottom-left { content: "` + long(start) + ` to ` + long(end) + `"; font: 7.5pt "DejaVu Sans Condensed"; color: #444 }
 @bottom-right { content: "Page " counter(page) " of " counter(pages); font: 7.5pt "DejaVu Sans Condensed" } }
body { font-family: "DejaVu Sans Condensed"; font-size: 8.5pt; color: #111 }
h1 { font-size: 16pt; color: #7a1020; margin: 0 } h2 { font-size: 10pt; margin: 14px 0 4px 0; color: #7a1020; border-bottom: 1.5px solid #7a1020 }
.addr { margin-top: 14px; line-height: 1.35 } .sum { width: 62%; margin-top: 10px; border: 1px solid #999 } .sum td { padding: 3px 8px } .sum tr.t td { border-top: 1px solid #999; font-weight: bold }
.led { width: 100%; } .led th { text-align: left; font-size: 7.5pt; border-bottom: 1px solid #333; padding: 3px 4px; vertical-align: bottom } .led th.r { text-align: right }
.led td { padding: 2px 4px; border-bottom: 0.5px solid #ddd } .led td.d { width: 46% } .ob td { font-weight: bold }
.fine { font-size: 6.8pt; color: #333; white-space: normal; margin-top: 12px; line-height: 1.35 }`
	var body strings.Builder
	fmt.Fprintf(&body, `<table style="width:100%%"><tr><td><h1>Fraser Meridian Bank</h1><div>Business Banking Centre &middot; 300 - 5th Avenue SW, Calgary, AB T2P 3C4</div><div>1-800-555-0199 &middot; frasermeridian.ca</div></td>
<td class="r" style="vertical-align:top">Business Account Statement<br>Account number: <b>%s %s</b><br>%s to %s</td></tr></table>`, num[:5], num[6:], long(start), long(end))
	addr := []string{holder, "1127 17 AVE SE", "CALGARY AB  T2G 1J5"}
	if od {
		addr = []string{holder, "88 FREEPORT BLVD NE, UNIT 4", "CALGARY AB  T3J 4X9"}
	}
	fmt.Fprintf(&body, `<div class="addr">%s</div>`, blindkit.Brs(addr))
	fmt.Fprintf(&body, `<h2>Your account summary for this period</h2><table class="sum">
<tr><td>Opening balance on %s</td><td class="r">$%s</td></tr>
<tr><td>Total deposits &amp; credits (%d)</td><td class="r">+ %s</td></tr>
<tr><td>Total cheques &amp; debits (%d)</td><td class="r">- %s</td></tr>
<tr class="t"><td>Closing balance on %s</td><td class="r">= %s</td></tr></table>`,
		long(start), blindkit.Signed(s.Open), ncr, blindkit.Commas(cr), ndb, blindkit.Commas(db), long(end), blindkit.Cur("$", s.Close))
	fmt.Fprintf(&body, `<div style="margin-top:6px">Business Account - Digital Choice Business &middot; Amounts in Canadian dollars &middot; Overdraft protection limit $%s</div>`, map[bool]string{true: "0.00", false: "5,000.00"}[od])
	body.WriteString(`<h2>Account activity details</h2>`)
	cols := []blindkit.HCol{
		{Head: "Date", Class: "", Cell: func(i int, t *blindkit.Txn) []string { return blindkit.One(dd(t.Date)) }},
		{Head: "Description", Class: "d", Cell: func(i int, t *blindkit.Txn) []string { return t.Lines }},
		{Head: "Cheques & Debits ($)", Class: "r", Cell: func(i int, t *blindkit.Txn) []string {
			if t.Cents < 0 || (t.Cents == 0) {
				return blindkit.One(blindkit.Commas(-t.Cents))
			}
			return blindkit.One("")
		}},
		{Head: "Deposits & Credits ($)", Class: "r", Cell: func(i int, t *blindkit.Txn) []string {
			if t.Cents > 0 {
				return blindkit.One(blindkit.Commas(t.Cents))
			}
			return blindkit.One("")
		}},
		{Head: "Balance ($)", Class: "r", Cell: func(i int, t *blindkit.Txn) []string {
			if bal, ok := rowBal[t]; ok {
				_ = bal
				return blindkit.One(blindkit.Signed(t.Bal))
			}
			return blindkit.One("")
		}},
	}
	pre := fmt.Sprintf(`<tr class="ob"><td>%s</td><td>Opening balance on %s</td><td></td><td></td><td class="r">%s</td></tr>`, dd(start), long(start), blindkit.Signed(s.Open))
	post := fmt.Sprintf(`<tr class="ob"><td>%s</td><td>Closing balance on %s</td><td></td><td></td><td class="r">%s</td></tr>`, dd(end), long(end), blindkit.Signed(s.Close))
	body.WriteString(blindkit.HTable("led", cols, printedRows, pre, post))
	fmt.Fprintf(&body, `<table class="sum" style="width:100%%"><tr><td>Total deposits &amp; credits (%d)</td><td class="r">%s</td><td>Total cheques &amp; debits (%d)</td><td class="r">%s</td></tr></table>`, ncr, blindkit.Commas(cr), ndb, blindkit.Commas(db))
	body.WriteString(`<div class="fine">Please check this Account Statement without delay and advise us of any error or omission within 45 days of the statement date (see section 7.2 of the Business Account Agreement). Cheques and items returned NSF are charged $45.00 each; an overdraft handling fee of $5.00 applies per item paid into overdraft, and overdraft interest is charged at 21.00% per annum, calculated daily and charged monthly. GST/HST registration no. 84512 3321 RT0001 (fees only). Eligible deposits are insured by the Canada Deposit Insurance Corporation up to $100,000 per insured category. Fraser Meridian Bank, 300 - 5th Avenue SW, Calgary, Alberta T2P 3C4. Statement effective 01/2026; fee schedule revised November 1, 2025.</div>`)

	f := &blindkit.Figs{Rows: rows, RowBal: map[*blindkit.Txn]int64{}, TotalCredits: blindkit.I64(cr), TotalDebits: blindkit.I64(db), CountCredits: blindkit.IPtr(ncr), CountDebits: blindkit.IPtr(ndb)}
	for t, v := range rowBal {
		f.RowBal[t] = v
	}
	if od {
		f.Running = "every_row"
		f.Notes = "Canadian business account statement in Canadian dollars printed by headless Chromium: summary with opening balance, total deposits & credits and total cheques & debits with counts, closing balance; one ledger Date / Description / Cheques & Debits / Deposits & Credits / Balance with `16 Dec` dates (December 2025 to January 2026, the year from the period), Opening / Closing balance rows inside the table, a balance on every row. A CRA GST/HST payment overdraws the account; an NSF fee and an overdraft handling fee follow (both counted in number_of_nsf). Cheque rows 'Cheque #318' are answered 'CHECK #318' (check-label rule). "
	} else {
		f.Running = "day_end"
		f.Notes = "Canadian business account statement in Canadian dollars printed by headless Chromium: summary with opening balance, total deposits & credits and total cheques & debits with counts, closing balance; one ledger Date / Description / Cheques & Debits / Deposits & Credits / Balance with `05 Jan` dates, Opening / Closing balance rows inside the table, the balance printed on the last row of each day. A $0.00 'Electronic statement fee waived' row is a notice, not a transaction. Cheque rows 'Cheque #1043' are answered 'CHECK #1043' (check-label rule). "
	}
	f.Notes += "Descriptions print on two lines (kind, then counterparty) and are joined with one space. Fictional bank and holder; generated by infra/devblind3gen."
	return &blindkit.Doc{Name: name, Stmt: s, Figs: f, Src: blindkit.Page("Business Account Statement", css, body.String())}
}
