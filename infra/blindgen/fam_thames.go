package main

import (
	"fmt"
	"strings"
	"time"
)

// Thameside Bank plc: a UK business current account in GBP printed by
// headless Chrome. Money out / Money in / Balance columns; dates like
// "2 March" printed only on a day's first row; "Balance brought forward"
// and "Balance carried forward" rows at every page break; overdrawn
// balances marked "OD"; the period as "01 March 2026 - 31 March 2026";
// sort code and account number; UK bank holidays; BACS, Faster Payments,
// direct debits and card payments.
func init() {
	register(&Family{
		Key:        "thames",
		Bank:       "Thameside Bank",
		Aliases:    []string{"Thameside Bank plc", "Thameside"},
		Models:     "UK business current account (GBP): Money out / Money in / Balance, 'd Month' dates on a day's first row, brought/carried forward rows at page breaks, OD balances, '01 March 2026 - 31 March 2026' period",
		Country:    UK,
		Currency:   "GBP",
		ODFee:      1500,
		ReturnFee:  1500,
		WireFee:    2500,
		ServiceFee: 850,
		BusyScale:  1.0,
		AcctNo:     "41873390",
		Biz: &Business{
			Name: "BRICK LANE COFFEE ROASTERS LTD", Owner: "Oliver Hart", Street: "Unit 4, 91 Brick Lane", City: "London", State: "", Zip: "E1 6QL",
			Industry: "coffee", Processors: []string{"SUMUP", "STRIPE"}, Revenue: 118000, Payroll: "PAYROLL",
			Funders:   []Funder{{"FUNDBRIDGE UK LTD", "GB00911234", 19500}, {"CANARY CAPITAL LTD", "GB00455123", 14800}, {"MERIDIAN REVENUE FIN", "GB00719921", 16500}},
			Lender:    &Funder{"CANALSIDE FINANCE", "GB00812234", 36750},
			Vendors:   []string{"BEANHOUSE IMPORTS LTD", "MILK AND CO DAIRY"},
			Utilities: []string{"BRITISH GAS BUSINESS", "BT GROUP PLC"},
			Insurer:   "HISCOX UNDERWRITING", Landlord: "SPITALFIELDS ESTATES", Savings: "2290", Card: "6611",
			Customers: []string{"Shoreditch Deli Ltd", "J Patel", "Whitechapel Foodhall", "S O'Neill"},
			Payees:    []string{"A Kowalski", "Hackney Council", "East End Espresso Repairs", "R Mensah"},
		},
		Specs: []Spec{
			{"ordinary", date(2026, 3, 1), date(2026, 3, 31), PChromium},
			{"decjan", date(2025, 12, 12), date(2026, 1, 11), PChromium},
			{"negative", date(2026, 6, 1), date(2026, 6, 30), PChromium},
			{"busy", date(2026, 9, 1), date(2026, 9, 30), PChromium},
		},
		Print: printThames,
	})
}

// descUK words postings the way UK banks do.
func descUK(t *Txn, st *Statement) string {
	up := strings.ToUpper
	switch t.Kind {
	case KCardSettle:
		if t.Party == "SUMUP" {
			return "BACS CREDIT SUMUP PAYMENTS LTD " + t.Ref2
		}
		return "BACS CREDIT STRIPE PAYMENTS UK " + t.Ref2
	case KMCA:
		return "DIRECT DEBIT " + t.Party + " REF " + t.Ref2
	case KLoanPmt:
		return "DIRECT DEBIT " + t.Party + " LOAN " + t.Ref2
	case KPayroll:
		return "BACS PAYMENT SALARIES BATCH " + t.Ref2
	case KPayrollTax:
		return "DIRECT DEBIT HMRC PAYE " + t.Ref[:9]
	case KVendorACH, KUtility, KInsurance, KProcessorFee:
		return "DIRECT DEBIT " + t.Party + " " + t.Ref[:8]
	case KTaxRefund:
		return "BACS CREDIT HMRC VAT REPAYMENT " + t.Ref[:9]
	case KTaxPayment:
		return "DIRECT DEBIT HMRC VAT " + t.Ref[:9]
	case KReversal:
		return "DIRECT DEBIT REFUND " + t.Party
	case KDeposit:
		return "CHEQUE DEPOSIT " + t.Ref[:6]
	case KCashDeposit:
		return "CASH PAID IN AT COUNTER"
	case KZelleIn:
		return "FASTER PAYMENT RECEIVED FROM " + up(t.Party) + " REF INV " + t.Ref[:4]
	case KZelleOut:
		return "FASTER PAYMENT TO " + up(t.Party) + " REF " + t.Ref[:8]
	case KWireIn, KLoanProceeds:
		return "CHAPS CREDIT FROM " + up(t.Party) + " " + t.Ref[:10]
	case KWireOut:
		return "CHAPS PAYMENT TO " + up(t.Party) + " " + t.Ref[:10]
	case KWireFee:
		return "CHAPS PAYMENT FEE"
	case KXferOut:
		return "TRANSFER TO 20-45-77 1234" + t.Party + " BUSINESS SAVER"
	case KXferIn:
		return "TRANSFER FROM 20-45-77 1234" + t.Party + " BUSINESS SAVER"
	case KCardPurchase:
		return fmt.Sprintf("CARD PAYMENT TO %s ON %s", t.Party, up(t.AuthDate.Format("02 Jan")))
	case KATM:
		return "CASH WITHDRAWAL AT THAMESIDE ATM " + t.Ref + " ON " + up(t.AuthDate.Format("02 Jan"))
	case KServiceFee:
		return "ACCOUNT FEE"
	case KODFee:
		return "UNARRANGED OVERDRAFT FEE"
	case KNSFFee:
		return "UNPAID ITEM FEE " + itemText(t.Item) + " GBP " + money(t.Item.Cents)
	case KReturnedDeposit:
		return "UNPAID CHEQUE " + t.Item.Ref[:6]
	case KReturnedItemFee:
		return "UNPAID CHEQUE FEE"
	case KNotice:
		return "ACCOUNT FEE WAIVED"
	}
	return up(t.Party)
}

var ukMerchants = map[string]string{
	"HOME DEPOT #0412": "SCREWFIX DIRECT", "LOWE'S #1123": "TOOLSTATION LONDON", "AMAZON MKTPLACE PMTS": "AMAZON.CO.UK", "COSTCO WHSE #0341": "COSTCO CROYDON",
	"SHELL OIL 57442": "SHELL WHITECHAPEL", "OFFICE DEPOT #2231": "VIKING DIRECT", "STAPLES 00114": "RYMAN LIVERPOOL ST", "RESTAURANT DEPOT": "BOOKER WHOLESALE",
	"ADOBE *CREATIVE CLD": "ADOBE SYSTEMS", "GOOGLE *WORKSPACE": "GOOGLE WORKSPACE", "INTUIT *QBOOKS ONLINE": "XERO UK", "VERIZON WRLS P2034-01": "VODAFONE LTD",
	"CHEVRON 0206543": "BP BETHNAL GREEN", "AUTOZONE #3345": "HALFORDS", "SAMS CLUB #8123": "MAKRO WEMBLEY", "UPS*1Z88W4130392": "ROYAL MAIL",
	"USPS PO 4812310456": "POST OFFICE", "UBER *TRIP": "UBER TRIP",
}

const thamesCSS = `@page { size: 8.27in 11.69in; margin: 0 }
* { box-sizing: border-box }
body { margin: 0; font-family: 'Liberation Sans', Arial, sans-serif; color: #111; font-size: 11px }
.page { width: 8.27in; height: 11.69in; padding: 44px 50px; position: relative; overflow: hidden; page-break-after: always }
.page:last-child { page-break-after: auto }
.brand { font-size: 22px; font-weight: bold; color: #00594f }
.band { background: #00594f; color: #fff; padding: 4px 8px; font-weight: bold; font-size: 12px; margin: 10px 0 6px 0 }
.addr { line-height: 15px; font-size: 12px; margin-top: 30px; height: 90px }
.info td { padding: 1px 10px 1px 0; line-height: 15px }
.sum td { padding: 2px 14px 2px 0; line-height: 15px; font-size: 12px }
table.tx { width: 100%; border-collapse: collapse; table-layout: fixed }
table.tx th { text-align: left; font-size: 10.5px; border-bottom: 2px solid #00594f; padding: 0 5px; height: 26px; vertical-align: bottom }
table.tx td { padding: 3px 5px; line-height: 14px; vertical-align: top; white-space: nowrap; overflow: hidden; border-bottom: 1px solid #e4e4e4 }
tr.fwd td { font-style: italic; color: #333 }
.r { text-align: right !important }
.foot { position: absolute; left: 50px; right: 50px; bottom: 30px; font-size: 8.5px; color: #444; line-height: 11px }
.pg { position: absolute; right: 50px; top: 44px; font-size: 10px }
`

func printThames(st *Statement, out string) (*Result, error) {
	b := st.Biz
	res := &Result{PageNumbers: true, Holder: b.Name}
	long := func(t time.Time) string { return t.Format("02 January 2006") }
	dm := func(t time.Time) string { return t.Format("2 January") }
	per := long(st.Start) + " - " + long(st.End)
	bal := func(c int64) string {
		if c < 0 {
			return money(c) + " OD"
		}
		return money(c)
	}
	cr, dr, _, _ := st.Totals()
	all := st.Posted()
	type hrow struct {
		t     *Txn
		lines []string
		first bool
		h     float64
	}
	var rows []hrow
	measure := measureFn("Helvetica", 8.25)
	for i, t := range all {
		var d string
		if t.Kind == KCheck && t.Party == b.Landlord {
			d = "STANDING ORDER TO " + t.Party + " RENT"
		} else if t.Kind == KCheck {
			d = fmt.Sprintf("CHEQUE %06d", t.CheckNo)
		} else if t.Kind == KCardPurchase {
			c := *t
			if m, ok := ukMerchants[t.Party]; ok {
				c.Party = m
			}
			d = descUK(&c, st)
		} else {
			d = descUK(t, st)
		}
		lines := wrap(d, 218, measure)
		rows = append(rows, hrow{t, lines, FirstOfDay(all, i), 14*float64(len(lines)) + 7})
		switch {
		case t.Kind == KCheck && t.Party != b.Landlord:
			res.AddCheck(t)
		default:
			res.Add(t, lines...)
		}
	}
	heights := make([]float64, len(rows))
	for i, r := range rows {
		heights[i] = r.h
	}
	// Page height 1122px less padding, header, table head, the two
	// forward rows and the footer.
	first, next := 1122.0-88-440-26-42-70, 1122.0-88-60-26-42-70
	pages := paginate(heights, first, next)
	total := len(pages)
	colgroup := `<colgroup><col style="width:86px"><col><col style="width:96px"><col style="width:96px"><col style="width:104px"></colgroup>`
	thead := `<tr><th>Date</th><th>Description</th><th class=r>Money out (&pound;)</th><th class=r>Money in (&pound;)</th><th class=r>Balance (&pound;)</th></tr>`
	foot := `<div class=foot>Thameside Bank plc. Registered in England and Wales no. 04127783. Registered office: 1 Riverside Walk, London SE1 9PZ. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (Financial Services Register number 206411). Eligible deposits are protected by the Financial Services Compensation Scheme up to &pound;85,000.</div>`
	var h strings.Builder
	h.WriteString("<!DOCTYPE html><html><head><meta charset=utf-8><title>Thameside Bank statement</title><style>" + thamesCSS + "</style></head><body>")
	running := st.Opening
	for pi, idx := range pages {
		h.WriteString("<div class=page>")
		fmt.Fprintf(&h, `<div class=pg>Page %d of %d</div>`, pi+1, total)
		if pi == 0 {
			fmt.Fprintf(&h, `<div class=brand>Thameside Bank</div><div>Business Current Account</div>`)
			fmt.Fprintf(&h, `<div class=addr><b>%s</b><br>%s<br>%s<br>%s</div>`, esc(b.Name), esc(b.Street), esc(strings.ToUpper(b.City)), b.Zip)
			fmt.Fprintf(&h, `<table class=info><tr><td>Your statement</td><td><b>%s</b></td></tr><tr><td>Sort code</td><td>20-45-77</td></tr><tr><td>Account number</td><td>%s</td></tr><tr><td>Account name</td><td>%s</td></tr><tr><td>BIC / IBAN</td><td>THSBGB2L / GB29 THSB 2045 77%s</td></tr></table>`,
				per, st.AcctNo, esc(b.Name), st.AcctNo)
			fmt.Fprintf(&h, `<div class=band>Your account summary</div><table class=sum><tr><td>Balance on %s</td><td class=r>&pound;%s</td></tr><tr><td>Money in</td><td class=r>&pound;%s</td></tr><tr><td>Money out</td><td class=r>&pound;%s</td></tr><tr><td><b>Balance on %s</b></td><td class=r><b>&pound;%s</b></td></tr></table>`,
				long(st.Start), bal(st.Opening), money(cr), money(dr), long(st.End), bal(st.Closing()))
			h.WriteString(`<div class=band>Your transactions</div>`)
		} else {
			fmt.Fprintf(&h, `<div class=brand style="font-size:16px">Thameside Bank</div><div style="height:38px">%s &middot; Sort code 20-45-77 &middot; Account %s &middot; %s</div>`, esc(b.Name), st.AcctNo, per)
		}
		h.WriteString(`<table class=tx>` + colgroup + thead)
		if pi == 0 {
			fmt.Fprintf(&h, `<tr class=fwd><td>%s</td><td>Opening balance</td><td></td><td></td><td class=r>%s</td></tr>`, dm(st.Start), bal(running))
		} else {
			fmt.Fprintf(&h, `<tr class=fwd><td></td><td>Balance brought forward</td><td></td><td></td><td class=r>%s</td></tr>`, bal(running))
		}
		for k, i := range idx {
			r := rows[i]
			date := ""
			if r.first || k == 0 {
				date = dm(r.t.Date)
			}
			out, in := "", ""
			if r.t.Credit {
				in = money(r.t.Cents)
			} else {
				out = money(r.t.Cents)
			}
			fmt.Fprintf(&h, `<tr><td>%s</td><td>%s</td><td class=r>%s</td><td class=r>%s</td><td class=r>%s</td></tr>`, date, escLines(r.lines), out, in, bal(r.t.Bal))
			running = r.t.Bal
		}
		if pi < len(pages)-1 {
			fmt.Fprintf(&h, `<tr class=fwd><td></td><td>Balance carried forward</td><td></td><td></td><td class=r>%s</td></tr>`, bal(running))
		} else {
			fmt.Fprintf(&h, `<tr class=fwd><td>%s</td><td>Closing balance</td><td></td><td></td><td class=r>%s</td></tr>`, dm(st.End), bal(running))
		}
		h.WriteString("</table>")
		h.WriteString(foot)
		h.WriteString("</div>")
	}
	h.WriteString("</body></html>")
	if err := printChromium(h.String(), out, st.Created); err != nil {
		return nil, err
	}
	if n, err := pageCount(out); err != nil || n != total {
		return nil, fmt.Errorf("thames pagination: printed %d pages, planned %d (%v)", n, total, err)
	}
	res.Printed = printedOf(ptrF(cr), ptrF(dr), nil, nil, "every_row", false)
	res.Notes = "UK layout: the date is printed only on a day's first row (and again at the top of a page). Opening/closing balance and balance brought/carried forward rows are not transactions. Overdrawn balances carry OD. The rent is paid by standing order; CHEQUE rows are checks."
	return res, nil
}
