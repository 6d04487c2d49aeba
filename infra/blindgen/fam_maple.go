package main

import (
	"fmt"
	"strings"
	"time"
)

// Maple Crown Bank: a Canadian chartered bank's business account in CAD.
// "Account activity details" with Cheques & Debits, Deposits & Credits and
// Balance columns; the date ("14 Jul") printed only on a day's first row
// and the balance only on its last; "Opening balance" and "Closing
// balance" rows inside the table; the period as "from 1 Feb 2026 to 28
// Feb 2026"; Canadian bank holidays; e-Transfers and pre-authorized debits.
func init() {
	register(&Family{
		Key:        "maple",
		Bank:       "Maple Crown Bank",
		Aliases:    []string{"Maple Crown Bank of Canada", "Maple Crown"},
		Models:     "Canadian chartered bank (CAD): date only on a day's first row, balance only on its last, opening/closing balance rows in the table, 'from 1 Feb 2026 to 28 Feb 2026' period",
		Country:    CA,
		Currency:   "CAD",
		ODFee:      4500,
		ReturnFee:  4500,
		WireFee:    3000,
		ServiceFee: 3500,
		BusyScale:  1.0,
		AcctNo:     "045121003347",
		Biz: &Business{
			Name: "NORTHERN LIGHTS PRINTING LTD.", Owner: "Claire Tremblay", Street: "1880 Dundas St W Unit 4", City: "Toronto", State: "ON", Zip: "M6R 1W8",
			Industry: "printing", Processors: []string{"MONERIS", "SQUARE"}, Revenue: 162000, Payroll: "ADP",
			Funders:   []Funder{{"NORTHERN ADVANCE CAP", "CA55120098", 28500}, {"LAKESHORE BIZ FUND", "CA33190021", 21500}, {"TRILLIUM MERCHANT FIN", "CA99120033", 24900}},
			Lender:    &Funder{"BDC LOAN PAYMENT", "CA11890021", 61250},
			Vendors:   []string{"VERITIV CANADA", "XEROX CANADA LTD"},
			Utilities: []string{"TORONTO HYDRO", "ROGERS BUSINESS"},
			Insurer:   "INTACT INSURANCE", Landlord: "DUNDAS WEST PROPERTIES INC", Savings: "7712", Card: "3304",
			Customers: []string{"Parkdale Arts Centre", "Michael Chen", "Roncesvalles Bia", "Sophie Gagnon"},
			Payees:    []string{"Daniel Okafor", "Receiver General", "Queen West Courier", "Priya Sharma"},
		},
		Specs: []Spec{
			{"ordinary", date(2026, 2, 1), date(2026, 2, 28), PReportLab},
			{"decjan", date(2025, 12, 18), date(2026, 1, 17), PReportLab},
			{"negative", date(2026, 6, 1), date(2026, 6, 30), PCairo},
			{"busy", date(2026, 9, 1), date(2026, 9, 30), PReportLab},
		},
		Draw: drawMaple,
	})
}

// descCA words postings the way Canadian banks do.
func descCA(t *Txn, st *Statement) string {
	switch t.Kind {
	case KCardSettle:
		if t.Party == "MONERIS" {
			return "Deposit MONERIS MERCH " + t.Ref2[:6]
		}
		return "Misc Payment SQUARE CANADA " + t.Ref2[:6]
	case KMCA:
		return "Pre-authorized debit " + coName(t) + " " + t.Ref2
	case KLoanPmt:
		return "Loan payment " + coName(t)
	case KPayroll:
		return "Payroll ADP CANADA CO NET PAY"
	case KPayrollTax:
		return "Business PAD RECEIVER GENERAL SOURCE DEDUCTIONS"
	case KVendorACH, KUtility, KInsurance:
		return "Online Banking payment - " + t.Ref[:4] + " " + coName(t)
	case KProcessorFee:
		return "Business PAD MONERIS FEES"
	case KTaxRefund:
		return "Federal payment CANADA GST/HST REFUND"
	case KTaxPayment:
		return "Business PAD CRA GST/HST PAYMENT"
	case KReversal:
		return "Reversal of pre-authorized debit " + coName(t)
	case KDeposit:
		return "Mobile cheque deposit"
	case KCashDeposit:
		return "Branch deposit - cash"
	case KZelleIn:
		return "e-Transfer received " + strings.ToUpper(t.Party) + " " + t.Ref[:8]
	case KZelleOut:
		return "e-Transfer sent " + strings.ToUpper(t.Party) + " " + t.Ref[:8]
	case KWireIn, KLoanProceeds:
		return "Funds transfer credit TT " + strings.ToUpper(t.Party) + " " + t.Ref[:10]
	case KWireOut:
		return "Funds transfer debit TT " + strings.ToUpper(t.Party) + " " + t.Ref[:10]
	case KWireFee:
		return "Wire payment fee"
	case KXferOut:
		return "Online transfer to deposit account-" + t.Party
	case KXferIn:
		return "Online transfer from deposit account-" + t.Party
	case KCardPurchase:
		return fmt.Sprintf("Visa Debit purchase - %s %s %s", t.Card, t.Party, strings.ToUpper(t.City))
	case KATM:
		return "ATM withdrawal - " + t.Ref
	case KServiceFee:
		return "Monthly fee"
	case KODFee:
		return "Overdraft handling fee " + itemText(t.Item)
	case KNSFFee:
		return "NSF item fee " + itemText(t.Item) + " $" + money(t.Item.Cents)
	case KReturnedDeposit:
		return "Returned cheque - NSF"
	case KReturnedItemFee:
		return "Returned cheque fee"
	case KNotice:
		return "Monthly fee waived"
	}
	return strings.ToUpper(t.Party)
}

func drawMaple(st *Statement) (*Doc, *Result) {
	const (
		L, R  = 40.0, 572.0
		font  = "Helvetica"
		bold  = "Helvetica-Bold"
		fs    = 7.8
		lead  = 9.6
		xDesc = 88.0
		xDr   = 400.0
		xCr   = 484.0
		xBal  = 570.0
	)
	b := st.Biz
	res := &Result{PageNumbers: true, Holder: b.Name}
	dm := func(t time.Time) string { return t.Format("2 Jan") }
	short := func(t time.Time) string { return t.Format("2 Jan 2006") }
	acct := st.AcctNo[:5] + " " + st.AcctNo[5:8] + "-" + st.AcctNo[8:11] + "-" + st.AcctNo[11:]
	per := "from " + short(st.Start) + " to " + short(st.End)
	f := NewFlow(612, 792, 90, 742)
	f.Decor = func(p *Page, n, total int) {
		if n > 1 {
			p.Text(L, 44, bold, 11, "MAPLE CROWN BANK")
			p.Text(L, 56, font, 8, "Business Account Statement "+per)
			p.Tag("period")
			p.TextR(R, 44, font, 8, "Account number: "+acct)
			p.Tag("acct")
		}
		p.TextR(R, 772, font, 7.5, fmt.Sprintf("%d of %d", n, total))
		p.Text(L, 772, font, 6.5, "Maple Crown Bank is a member of the Canada Deposit Insurance Corporation. (R) Registered trademark of Maple Crown Bank.")
	}
	p := f.P
	p.Rect(L, 34, 26, 26, 0.2)
	p.TextGray(L+6, 52, bold, 14, "M", 1)
	p.Text(L+34, 46, bold, 14, "MAPLE CROWN BANK")
	p.Text(L+34, 57, font, 7.5, "Business Banking")
	p.TextR(R, 44, bold, 10, "Business Account Statement")
	p.TextR(R, 56, font, 8.5, per)
	p.Tag("period")
	p.Text(L, 104, font, 9, b.Name)
	p.Tag("holder")
	p.Text(L, 115, font, 9, b.Street)
	p.Text(L, 126, font, 9, b.City+" "+b.State+"  "+b.Zip)
	p.Text(340, 100, font, 8, "Account number: "+acct)
	p.Tag("acct")
	p.Text(340, 111, font, 8, "Business Operating Account")
	p.Text(340, 122, font, 8, "Transit 04512  |  Institution 019")
	p.Text(340, 133, font, 8, "Questions? 1-800-555-0191  mapleCrown.ca/business")

	cr, dr, _, _ := st.Totals()
	y := 160.0
	p.Text(L, y, bold, 10, "Summary of account")
	p.Line(L, y+4, R, y+4, 0.7, 0.2)
	rows := [][3]string{
		{"Opening balance on " + st.Start.Format("January 2, 2006"), "$" + signed(st.Opening), "open"},
		{"Total deposits into your account", "+ " + money(cr), "sum:cr"},
		{"Total withdrawals from your account", "- " + money(dr), "sum:dr"},
		{"Closing balance on " + st.End.Format("January 2, 2006"), "= $" + signed(st.Closing()), "close"},
	}
	for i, r := range rows {
		fnt := font
		if i == 3 {
			fnt = bold
		}
		p.Text(L, y+17+float64(i)*11, fnt, 8.5, r[0])
		p.TextR(330, y+17+float64(i)*11, fnt, 8.5, r[1])
		p.Tag(r[2])
	}
	f.Y = y + 70
	res.Printed = printedOf(ptrF(cr), ptrF(dr), nil, nil, "day_end", false)
	res.Notes = "The date is printed only on the first row of a day and the balance only on its last. Opening and closing balance rows inside the table are not transactions. Amounts in CAD."

	head := func(cont bool) {
		t := "Account activity details"
		if cont {
			t += " (continued)"
		}
		f.P.Text(L, f.Y+12, bold, 10, t)
		f.P.Line(L, f.Y+16, R, f.Y+16, 0.7, 0.2)
		f.P.Text(L, f.Y+27, bold, 7, "Date")
		f.P.Text(xDesc, f.Y+27, bold, 7, "Description")
		f.P.TextR(xDr, f.Y+27, bold, 7, "Cheques & Debits ($)")
		f.P.TextR(xCr, f.Y+27, bold, 7, "Deposits & Credits ($)")
		f.P.TextR(xBal, f.Y+27, bold, 7, "Balance ($)")
		f.P.Line(L, f.Y+30, R, f.Y+30, 0.4, 0)
		f.Y += 34
	}
	head(false)
	// A continued day repeats neither its date nor a balance: the reader
	// has to carry the date across the page break.
	f.OnBreak = func() { head(true) }
	f.P.Text(L, f.Y+fs, font, fs, dm(st.Start))
	f.P.Text(xDesc, f.Y+fs, font, fs, "Opening balance")
	f.P.TextR(xBal, f.Y+fs, font, fs, signed(st.Opening))
	f.Y += lead + 1
	all := st.Posted()
	measure := measureFn(font, fs)
	for i, t := range all {
		d := descCA(t, st)
		if t.Kind == KCheck {
			d = fmt.Sprintf("Cheque - %d", t.CheckNo)
		}
		lines := wrap(d, 245, measure)
		h := float64(len(lines))*lead + 1
		f.Ensure(h)
		base := f.Y + fs
		if FirstOfDay(all, i) && !(i == 0 && t.Date.Equal(st.Start)) {
			f.P.Text(L, base, font, fs, dm(t.Date))
			f.P.Tag(fmt.Sprintf("date:%d", t.Seq))
		}
		for j, l := range lines {
			f.P.Text(xDesc, base+float64(j)*lead, font, fs, l)
		}
		x := xDr
		if t.Credit {
			x = xCr
		}
		f.P.TextR(x, base, font, fs, money(t.Cents))
		f.P.Tag(fmt.Sprintf("amt:%d", t.Seq))
		if LastOfDay(all, i) {
			f.P.TextR(xBal, base, font, fs, signed(t.Bal))
			f.P.Tag(fmt.Sprintf("bal:%d", t.Seq))
		}
		f.Y += h
		if t.Kind == KCheck {
			res.AddCheck(t)
		} else {
			res.Add(t, lines...)
		}
	}
	f.Ensure(30)
	f.P.Text(L, f.Y+fs, font, fs, dm(st.End))
	f.P.Text(xDesc, f.Y+fs, font, fs, "Closing balance")
	f.P.TextR(xBal, f.Y+fs, font, fs, signed(st.Closing()))
	f.OnBreak = nil
	f.Y += lead + 14
	f.FlowPara(L, R-L, font, 6.8, 8.4, "Please check this Account Statement without delay and advise us of any error or omission within 45 days of the statement date. Overdraft interest is charged at 21% per annum, calculated daily and charged monthly. Overdraft handling fee $45.00 per item. Fees effective May 1, 2026.")
	return f.Finish(), res
}
