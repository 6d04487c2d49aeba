package main

import (
	"fmt"
	"strings"
)

// Timberland Community Bank: a community bank's business checking in the
// Woodforest style, made in a word processor and exported by LibreOffice.
// "Summary of Accounts" with Balance Forward, Total Debits, Total Credits
// and Closing Balance; one table Date | Credits | Debits | Balance |
// Description with the description last and the balance on every row;
// dates as "14-Jul-26"; the period as "February 1 – February 28, 2026";
// "Page 1 of 3" at the top.
func init() {
	register(&Family{
		Key:        "timberland",
		Bank:       "Timberland Community Bank",
		Aliases:    []string{"Timberland Community Bank, N.A.", "Timberland"},
		Models:     "community bank (Woodforest-style) exported from a word processor: summary of accounts, Date | Credits | Debits | Balance | Description with the description last, DD-Mon-YY dates",
		Country:    US,
		Currency:   "USD",
		ODFee:      3300,
		ReturnFee:  3300,
		WireFee:    2000,
		ServiceFee: 1200,
		BusyScale:  0.9,
		AcctNo:     "2088799237",
		Biz: &Business{
			Name: "PINEY WOODS TIRE & LUBE LLC", Owner: "Wade L. Thibodeaux", Street: "25110 I-45 N STE 430", City: "The Woodlands", State: "TX", Zip: "77380",
			Industry: "auto service", Processors: []string{"CLOVER"}, Revenue: 109000, Payroll: "PAYCHEX",
			Funders:   []Funder{{"GULF COAST ADVANCE", "6620019983", 19900}, {"LONE PINE FUNDING", "3318820091", 14900}, {"BAYOU MERCHANT CAP", "8812200193", 17500}},
			Lender:    &Funder{"NATIONAL FUNDING INC", "1177209845", 33610},
			Vendors:   []string{"AMERICAN TIRE DISTRIB", "OREILLY AUTO PARTS"},
			Utilities: []string{"ENTERGY TEXAS", "CONSOLIDATED COMM"},
			Insurer:   "TEXAS MUTUAL INS", Landlord: "WOODLANDS RETAIL PARTNERS", Savings: "9923", Card: "6180",
			Customers: []string{"Conroe Isd Transport", "Bobby Landry", "Spring Fleet Rentals", "Kim Nguyen"},
			Payees:    []string{"Jesse Guidry", "Montgomery County Tax", "Houston Hydraulic Svc", "Rick Fontenot"},
		},
		Specs: []Spec{
			{"ordinary", date(2026, 2, 1), date(2026, 2, 28), PLibreOffice},
			{"decjan", date(2025, 12, 19), date(2026, 1, 18), PLibreOffice},
			{"negative", date(2026, 9, 1), date(2026, 9, 30), PLibreOffice},
			{"busy", date(2026, 7, 1), date(2026, 7, 31), PLibreOffice},
		},
		Print: printTimberland,
	})
}

var woodforestStyle = upperVariant{
	achCredit: "ACH CR", achDebit: "ACH DB", card: "POS DB", atm: "ATM WDL",
	deposit: "DEPOSIT", zelleIn: "ZELLE CR FROM", zelleOut: "ZELLE DB TO", wireIn: "WIRE IN",
	wireOut: "WIRE OUT", xferOut: "TRANSFER TO SAVINGS", xferIn: "TRANSFER FROM SAVINGS",
	od: "OVERDRAFT CHARGE", nsf: "NSF CHARGE RETURN", svc: "SERVICE CHARGE", retDep: "RETURN ITEM CHARGEBACK",
	retFee: "RETURN ITEM FEE", notice: "SERVICE CHARGE WAIVED", wireFee: "WIRE OUT FEE",
}

func printTimberland(st *Statement, out string) (*Result, error) {
	b := st.Biz
	res := &Result{PageNumbers: true, Holder: b.Name}
	per := st.Start.Format("January 2") + " \u2013 " + st.End.Format("January 2, 2006")
	if st.Start.Year() != st.End.Year() {
		per = st.Start.Format("January 2, 2006") + " \u2013 " + st.End.Format("January 2, 2006")
	}
	dd := func(t interface{ Format(string) string }) string { return t.Format("02-Jan-06") }
	o := &odt{meta: metaFor(st)}
	o.header = `<text:p text:style-name="Hdr">` + pageOf + `</text:p><text:p text:style-name="Hdr">Statement Period ` + xmlText(per) + `</text:p>`
	o.footer = `<text:p text:style-name="Ftr">Timberland Community Bank  Member FDIC  |  www.timberlandcb.com  |  1-(832)-555-0100</text:p>`
	o.Table([]float64{4.2, 3.2}, nil, [][]cell{
		{{Text: "Timberland Community Bank", Style: "H1"}, {Text: "Account Information & Customer Service\n1-(832)-555-0100\nVisit Us Online at www.timberlandcb.com", Style: "R"}},
		{{Text: fmt.Sprintf("%08d TW100T%d 3 000000000   %s", st.Seed%10000000, st.Seed%1000000000, st.AcctNo)}, {}},
		{{Text: b.Name + "\n" + strings.ToUpper(b.Street) + "\n" + strings.ToUpper(b.City) + " " + b.State + " " + b.Zip}, {}},
	}, true)
	cr, dr, _, _ := st.Totals()
	o.P("H2", "Summary of Accounts")
	o.Table([]float64{2.6, 1.2, 1.2, 1.2, 1.2}, [][]cell{{{Text: "ACCOUNT TYPE AND NUMBER", Style: "B"}, {Text: "BALANCE FORWARD", Style: "BR"}, {Text: "TOTAL DEBITS", Style: "BR"}, {Text: "TOTAL CREDITS", Style: "BR"}, {Text: "CLOSING BALANCE", Style: "BR"}}},
		[][]cell{{{Text: "Business Checking " + st.AcctNo}, {Text: signed(st.Opening), Style: "R"}, {Text: money(dr), Style: "R"}, {Text: money(cr), Style: "R"}, {Text: signed(st.Closing()), Style: "R"}}}, false)
	o.P("H2", "Business Checking "+st.AcctNo)
	o.P("B", "Transactions")
	head := [][]cell{{{Text: "Date", Style: "B"}, {Text: "Credits", Style: "BR"}, {Text: "Debits", Style: "BR"}, {Text: "Balance", Style: "BR"}, {Text: "Description", Style: "B"}}}
	var rows [][]cell
	for _, t := range st.Posted() {
		d := descUpper(woodforestStyle, t, st)
		if t.Kind == KCheck {
			d = fmt.Sprintf("CHECK %d", t.CheckNo)
		}
		var c, db string
		if t.Credit {
			c = money(t.Cents)
		} else {
			db = money(t.Cents)
		}
		rows = append(rows, []cell{{Text: dd(t.Date)}, {Text: c, Style: "R"}, {Text: db, Style: "R"}, {Text: signed(t.Bal), Style: "R"}, {Text: d}})
		if t.Kind == KCheck {
			res.AddCheck(t)
		} else {
			res.Add(t, d)
		}
	}
	o.Table([]float64{0.72, 0.95, 0.95, 0.95, 3.83}, head, rows, false)
	o.P("S", "Please examine this statement at once. If no error is reported within 30 days, the account will be considered correct. Overdraft Charge $33.00 per item; maximum of 6 charges per business day; an Extended Overdraft Charge may apply after 7 consecutive days. Fee schedule effective 01/01/2026. Timberland Community Bank, 25231 Grogans Mill Rd, The Woodlands TX 77380.")
	if err := printSoffice(o.String("Liberation Serif", "#1f3d1f", "#e4ece1"), "fodt", out, st.Created); err != nil {
		return nil, err
	}
	res.Printed = printedOf(ptrF(cr), ptrF(dr), nil, nil, "every_row", false)
	res.Notes = "Columns run Date | Credits | Debits | Balance | Description, with the description last. Dates are DD-Mon-YY. Check rows read CHECK n."
	return res, nil
}
