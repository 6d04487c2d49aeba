package main

import (
	"fmt"
	"strings"
	"time"
)

// Citadel Metro Bank: a money-center bank's small-business checking
// (Citi style) laid out in a word processor and exported by LibreOffice.
// "Checking Activity" is one ledger of Date | Description | Debits |
// Credits | Balance - debits before credits - with the balance on every
// row, Beginning and Ending Balance rows and a totals row in the table;
// the period as "Aug 1 - Aug 31, 2026"; page numbers by field.
func init() {
	register(&Family{
		Key:        "citadel",
		Bank:       "Citadel Metro Bank",
		Aliases:    []string{"Citadel Metro Bank, N.A.", "CitadelBusiness"},
		Models:     "money-center bank (Citi-style) exported from a word processor: Checking Activity ledger with Debits before Credits and a balance on every row, beginning/ending/total rows inside the table",
		Country:    US,
		Currency:   "USD",
		ODFee:      3400,
		ReturnFee:  1200,
		WireFee:    2500,
		ServiceFee: 1500,
		BusyScale:  1.0,
		AcctNo:     "4981227033",
		Biz: &Business{
			Name: "HUDSON YARD FLORALS INC", Owner: "Grace Y. Lin", Street: "455 W 37TH ST", City: "New York", State: "NY", Zip: "10018",
			Industry: "florist", Processors: []string{"SQUARE", "SHOPIFY"}, Revenue: 121000, Payroll: "ADP",
			Funders:   []Funder{{"EMPIRE MERCHANT FDG", "1129908812", 22500}, {"MIDTOWN ADVANCE LLC", "8812009917", 17900}, {"BRONX BRIDGE CAPITAL", "4420019983", 19900}},
			Lender:    &Funder{"ONDECK CAPITAL", "9133300912", 40385},
			Vendors:   []string{"DV FLORA WHOLESALE", "JAMALI GARDEN SUPP"},
			Utilities: []string{"CON ED OF NY", "VERIZON FIOS BUS"},
			Insurer:   "HISCOX INC", Landlord: "HUDSON WEST ASSOCIATES", Savings: "3108", Card: "5519",
			Customers: []string{"Chelsea Events Group", "Rebecca Stone", "Midtown Hotel Partners", "Omar Haddad"},
			Payees:    []string{"Carlos Mejia", "Nyc Dept Of Finance", "Garment District Courier", "Yuki Tanaka"},
		},
		Specs: []Spec{
			{"ordinary", date(2026, 8, 1), date(2026, 8, 31), PLibreOffice},
			{"decjan", date(2025, 12, 11), date(2026, 1, 10), PLibreOffice},
			{"negative", date(2026, 1, 15), date(2026, 2, 14), PLibreOffice},
			{"busy", date(2026, 6, 1), date(2026, 6, 30), PLibreOffice},
		},
		Print: printCitadel,
	})
}

var citiStyle = upperVariant{
	achCredit: "ACH CREDIT", achDebit: "ACH DEBIT", card: "DEBIT CARD PURCHASE", atm: "ATM CASH WITHDRAWAL",
	deposit: "BRANCH DEPOSIT", zelleIn: "ZELLE FROM", zelleOut: "ZELLE TO", wireIn: "FEDWIRE CREDIT",
	wireOut: "FEDWIRE DEBIT", xferOut: "TRANSFER TO SAVINGS ACCT XXXXXX", xferIn: "TRANSFER FROM SAVINGS ACCT XXXXXX",
	od: "OVERDRAFT ITEM CHARGE", nsf: "RETURNED ITEM CHARGE", svc: "MONTHLY SERVICE CHARGE", retDep: "DEPOSITED ITEM RETURNED UNPAID",
	retFee: "DEPOSITED ITEM RETURNED CHARGE", notice: "SERVICE CHARGE WAIVED", wireFee: "OUTGOING WIRE TRANSFER FEE",
}

// periodShort prints "Aug 1 - Aug 31, 2026", adding the first year only
// when the period crosses one.
func periodShort(a, b time.Time) string {
	if a.Year() != b.Year() {
		return a.Format("Jan 2, 2006") + " - " + b.Format("Jan 2, 2006")
	}
	return a.Format("Jan 2") + " - " + b.Format("Jan 2, 2006")
}

func printCitadel(st *Statement, out string) (*Result, error) {
	b := st.Biz
	res := &Result{PageNumbers: true, Holder: b.Name}
	per := periodShort(st.Start, st.End)
	o := &odt{meta: metaFor(st)}
	o.header = fmt.Sprintf(`<text:p text:style-name="Hdr">CitadelBusiness Streamlined Checking  |  Account %s  |  Statement Period %s</text:p>`, st.AcctNo, xmlText(per))
	o.footer = `<text:p text:style-name="Ftr">Citadel Metro Bank, N.A. Member FDIC<text:tab/><text:tab/>` + pageOf + `</text:p>`
	o.P("H1", "Citadel Metro Bank")
	o.P("L", "CitadelBusiness Streamlined Checking")
	o.P("Sp", "")
	o.Table([]float64{4.1, 3.3}, nil, [][]cell{
		{{Text: b.Name + "\n" + strings.ToUpper(b.Street) + "\n" + strings.ToUpper(b.City) + " " + b.State + " " + b.Zip}, {Text: "Statement Period: " + per + "\nAccount Number: " + st.AcctNo + "\nCustomer Service: 1-877-555-0108\nwww.citadelmetro.com/business"}},
	}, true)
	cr, dr, ncr, ndr := st.Totals()
	o.P("H2", "Checking Summary")
	o.Table([]float64{3.2, 1.2, 1.6}, nil, [][]cell{
		{{Text: "Beginning Balance"}, {}, {Text: dollars(st.Opening), Style: "R"}},
		{{Text: "Deposits and Credits"}, {Text: fmt.Sprint(ncr), Style: "R"}, {Text: money(cr), Style: "R"}},
		{{Text: "Checks and Debits"}, {Text: fmt.Sprint(ndr), Style: "R"}, {Text: money(dr), Style: "R"}},
		{{Text: "Ending Balance", Style: "B"}, {}, {Text: dollars(st.Closing()), Style: "BR"}},
	}, true)
	o.P("H2", "Checking Activity")
	head := [][]cell{{{Text: "Date", Style: "B"}, {Text: "Description", Style: "B"}, {Text: "Debits", Style: "BR"}, {Text: "Credits", Style: "BR"}, {Text: "Balance", Style: "BR"}}}
	rows := [][]cell{{{Text: mmdd(st.Start)}, {Text: "Beginning Balance"}, {}, {}, {Text: signed(st.Opening), Style: "R"}}}
	for _, t := range st.Txns {
		d := descUpper(citiStyle, t, st)
		if t.Kind == KCheck {
			d = fmt.Sprintf("CHECK NO. %d", t.CheckNo)
		}
		var debit, credit string
		switch {
		case t.Notice():
			debit = "0.00"
		case t.Credit:
			credit = money(t.Cents)
		default:
			debit = money(t.Cents)
		}
		rows = append(rows, []cell{{Text: mmdd(t.Date)}, {Text: d}, {Text: debit, Style: "R"}, {Text: credit, Style: "R"}, {Text: signed(t.Bal), Style: "R"}})
		if t.Kind == KCheck {
			res.AddCheck(t)
		} else {
			res.Add(t, d)
		}
	}
	rows = append(rows,
		[]cell{{}, {Text: "Total Debits/Credits", Style: "B"}, {Text: money(dr), Style: "BR"}, {Text: money(cr), Style: "BR"}, {}},
		[]cell{{Text: mmdd(st.End)}, {Text: "Ending Balance", Style: "B"}, {}, {}, {Text: signed(st.Closing()), Style: "BR"}})
	o.Table([]float64{0.55, 3.95, 0.95, 0.95, 1.0}, head, rows, false)
	o.P("S", "In case of errors or questions about your electronic transfers, telephone us at 1-877-555-0108 or write us at Citadel Metro Bank, P.O. Box 6201, Sioux Falls, SD 57117 as soon as you can. We must hear from you no later than 60 days after we sent you the FIRST statement on which the problem appeared. Overdraft Item Charge $34.00; Returned Item Charge $34.00; maximum 4 charges per day. Rates effective 05/01/2026.")
	if err := printSoffice(o.String("Liberation Sans", "#003b70", "#dde6f0"), "fodt", out, st.Created); err != nil {
		return nil, err
	}
	res.Printed = printedOf(ptrF(cr), ptrF(dr), ptrI(ncr), ptrI(ndr), "every_row", false)
	res.Notes = "Debits come before Credits. Beginning Balance, Total Debits/Credits and Ending Balance rows inside the activity table are not transactions; a 0.00 'SERVICE CHARGE WAIVED' row is a notice. Check rows read CHECK NO. n."
	return res, nil
}
