package main

import (
	"fmt"
	"strings"
)

// Tandem: a business neobank (Novo/Relay style) whose statements are HTML
// printed by wkhtmltopdf with the page flow left to the engine: no page
// numbers, a repeated table header, dates like "Jul 14", a Category
// column beside the description, credits as "+$12.45" and debits and
// overdrawn balances as "$-84.20", the holder behind "Account Holder:",
// the account masked as "...4101". Its CSV-style export prints no
// balance and no total.
func init() {
	register(&Family{
		Key:        "tandem",
		Bank:       "Tandem",
		Aliases:    []string{"Tandem Financial", "Cobalt Ridge Bank", "Cobalt Ridge Bank, Member FDIC"},
		Models:     "business neobank (Novo/Relay-style) printed by wkhtmltopdf: Date | Description | Category | Amount | Balance, 'Jul 14' dates, +$12.45 / $-84.20, no page numbers",
		Country:    US,
		Currency:   "USD",
		CardAnyDay: true,
		ODFee:      2000,
		ReturnFee:  1000,
		WireFee:    1500,
		ServiceFee: 0,
		BusyScale:  1.0,
		WeeklyMCA:  true,
		AcctNo:     "88120034101",
		Biz: &Business{
			Name: "BRIGHTSIDE MOBILE DETAILING LLC", Owner: "Marcus A. Bell", Street: "3300 N Central Ave Ste 1200", City: "Phoenix", State: "AZ", Zip: "85012",
			Industry: "auto detailing", Processors: []string{"SQUARE", "STRIPE"}, Revenue: 87000, Payroll: "GUSTO",
			Funders:   []Funder{{"SONORAN CAPITAL LLC", "3319902281", 16500}, {"CACTUS MERCHANT FUND", "7712001193", 11900}, {"DESERT BLOOM ADVANCE", "5510092281", 13900}},
			Vendors:   []string{"CHEMICAL GUYS", "DETAIL KING SUPPLY"},
			Utilities: []string{"APS ELECTRIC", "COX BUSINESS"},
			Insurer:   "PROGRESSIVE COMMERCIAL", Landlord: "CENTRAL AVE STORAGE LLC", Savings: "8890", Card: "2207",
			Customers: []string{"Camelback Dealership", "Tina Morales", "Scottsdale Fleet Svcs", "Jake Rivera"},
			Payees:    []string{"Andre Wallace", "Az Dept Of Revenue", "Mesa Pressure Wash Supply", "Luis Fuentes"},
		},
		Specs: []Spec{
			{"ordinary", date(2026, 4, 1), date(2026, 4, 30), PWkhtml},
			{"decjan", date(2025, 12, 14), date(2026, 1, 13), PWkhtml},
			{"negative", date(2026, 8, 1), date(2026, 8, 31), PWkhtml},
			{"busy", date(2026, 10, 1), date(2026, 10, 31), PWkhtml},
			{"export", date(2026, 6, 1), date(2026, 6, 30), PWkhtml},
		},
		Print: printTandem,
	})
}

func category(t *Txn) string {
	switch t.Kind {
	case KCardSettle, KDeposit, KCashDeposit, KZelleIn, KWireIn:
		return "Sales"
	case KLoanProceeds:
		return "Financing"
	case KMCA, KLoanPmt:
		return "Loan payment"
	case KPayroll:
		return "Payroll"
	case KPayrollTax, KTaxPayment:
		return "Taxes"
	case KTaxRefund:
		return "Tax refund"
	case KVendorACH, KCardPurchase:
		return "Supplies"
	case KUtility:
		return "Utilities"
	case KInsurance:
		return "Insurance"
	case KCheck:
		return "Checks"
	case KXferIn, KXferOut:
		return "Transfers"
	case KATM:
		return "Cash"
	case KReversal:
		return "Refunds"
	case KServiceFee, KODFee, KNSFFee, KReturnedItemFee, KWireFee, KProcessorFee, KNotice:
		return "Bank fees"
	}
	return "Other"
}

func printTandem(st *Statement, out string) (*Result, error) {
	b := st.Biz
	export := st.Unverified
	res := &Result{Holder: b.Name}
	mon := func(t interface{ Format(string) string }) string { return t.Format("Jan 2") }
	full := func(t interface{ Format(string) string }) string { return t.Format("Jan 2, 2006") }
	sd := func(c int64) string {
		if c < 0 {
			return "$-" + money(c)
		}
		return "$" + money(c)
	}
	cr, dr, ncr, ndr := st.Totals()
	var h strings.Builder
	h.WriteString(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Tandem statement</title><style>
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10.5px; color: #202124 }
.logo { font-size: 26px; font-weight: bold; color: #0b6e4f }
table { border-collapse: collapse; width: 100% }
thead { display: table-header-group }
tr { page-break-inside: avoid }
th { text-align: left; border-bottom: 1.5px solid #0b6e4f; padding: 5px 4px; font-size: 10px; color: #555 }
td { padding: 4px 4px; border-bottom: 1px solid #e8e8e8; vertical-align: top }
.r { text-align: right }
.box { border: 1px solid #ccc; padding: 8px; margin: 12px 0 }
.small { font-size: 9px; color: #666; line-height: 12px }
</style></head><body>`)
	title := "Business Checking Statement"
	if export {
		title = "Transaction export"
	}
	fmt.Fprintf(&h, `<table style="border:none"><tr><td style="border:none"><div class=logo>tandem</div></td><td class=r style="border:none"><b style="font-size:14px">%s</b><br>%s - %s</td></tr></table>`, title, full(st.Start), full(st.End))
	fmt.Fprintf(&h, `<div class=box><b>Account Holder:</b> %s<br><b>Business address:</b> %s, %s, %s %s<br><b>Account number:</b> ...%s &nbsp; <b>Routing number:</b> 101019644</div>`, esc(b.Name), esc(b.Street), esc(b.City), b.State, b.Zip, st.Last4())
	if !export {
		fmt.Fprintf(&h, `<table style="width:60%%"><tr><td>Beginning balance</td><td class=r>%s</td></tr><tr><td>Total credits (%d)</td><td class=r>+%s</td></tr><tr><td>Total debits (%d)</td><td class=r>%s</td></tr><tr><td><b>Ending balance</b></td><td class=r><b>%s</b></td></tr></table><br>`,
			sd(st.Opening), ncr, dollars(cr), ndr, sd(-dr), sd(st.Closing()))
	}
	h.WriteString(`<table><thead><tr><th style="width:52px">Date</th><th>Description</th><th style="width:86px">Category</th><th class=r style="width:86px">Amount</th>`)
	if !export {
		h.WriteString(`<th class=r style="width:90px">Balance</th>`)
	}
	h.WriteString(`</tr></thead><tbody>`)
	for _, t := range st.Txns {
		if t.Notice() {
			continue
		}
		d := descNeo(t, st)
		if t.Kind == KCheck {
			d = fmt.Sprintf("Check %d", t.CheckNo)
		}
		d = strings.ReplaceAll(d, "••", "...")
		a := sd(-t.Cents)
		if t.Credit {
			a = "+" + dollars(t.Cents)
		}
		fmt.Fprintf(&h, `<tr><td>%s</td><td>%s</td><td>%s</td><td class=r>%s</td>`, mon(t.Date), esc(d), category(t), a)
		if !export {
			fmt.Fprintf(&h, `<td class=r>%s</td>`, sd(t.Bal))
		}
		h.WriteString("</tr>")
		if t.Kind == KCheck {
			res.AddCheck(t)
		} else {
			res.Add(t, d)
		}
	}
	h.WriteString(`</tbody></table>`)
	h.WriteString(`<p class=small>Tandem is a financial technology company, not a bank. Banking services are provided by Cobalt Ridge Bank, Member FDIC. The Tandem Visa&reg; Debit Card is issued by Cobalt Ridge Bank pursuant to a license from Visa U.S.A. Inc. Questions? Call 1-888-555-0155 or write to support@tandembiz.com. Report errors within 60 days. Overdraft fee $20.00 per item, up to 3 per day ($60.00).</p></body></html>`)
	if err := printWkhtml(h.String(), out, st.Created); err != nil {
		return nil, err
	}
	if export {
		res.Notes = "A transaction export: no balances and no totals, so nothing on it can be checked. The Category column is not part of the description. No page numbers are printed."
	} else {
		res.Printed = printedOf(ptrF(cr), ptrF(dr), ptrI(ncr), ptrI(ndr), "every_row", false)
		res.Notes = "The Category column is not part of the description. Debits and overdrawn balances print as $-84.20, credits as +$12.45. No page numbers are printed."
	}
	return res, nil
}
