package main

import (
	"fmt"
	"strings"
)

// Summit Peak Federal Credit Union: a business credit union whose
// statement shows the posting date and the effective date side by side,
// one amount column marked CR or DR, and the balance on every row; the
// holder is printed behind an "Account Holder:" label as well as in the
// address block; the account number is masked (****4410 style). Its
// "transaction history" print-out lists rows without any balance or total.
func init() {
	register(&Family{
		Key:        "summit",
		Bank:       "Summit Peak Federal Credit Union",
		Aliases:    []string{"Summit Peak FCU", "Summit Peak Federal CU"},
		Models:     "business credit union: posting and effective dates side by side, amounts with CR/DR, balance every row, 'Account Holder:' label, masked account; plus a history print-out with no balances",
		Country:    US,
		Currency:   "USD",
		CardAnyDay: false,
		ODFee:      3000,
		ReturnFee:  2000,
		WireFee:    2000,
		ServiceFee: 1000,
		BusyScale:  0.9,
		AcctNo:     "700331522804",
		Biz: &Business{
			Name: "KESTREL HVAC SERVICES LLC", Owner: "Dana M. Whitcomb", Street: "1420 W 6TH AVE", City: "Denver", State: "CO", Zip: "80204",
			Industry: "hvac", Processors: []string{"STRIPE", "SQUARE"}, Revenue: 188000, Payroll: "PAYCHEX",
			Funders:   []Funder{{"FRONT RANGE FUNDING", "5512098831", 33500}, {"ASPEN MERCHANT CAP", "2219908812", 25900}, {"PIKES PEAK ADVANCE", "8830019921", 29500}},
			Lender:    &Funder{"CREDIBLY LOAN SVCG", "6670091184", 54215},
			Vendors:   []string{"JOHNSTONE SUPPLY DEN", "SHEARER SUPPLY"},
			Utilities: []string{"XCEL ENERGY", "CENTURYLINK BUS"},
			Insurer:   "PINNACOL ASSURANCE", Landlord: "SANTA FE DRIVE INDUSTRIAL", Savings: "2231", Card: "4410",
			Customers: []string{"Highlands Ranch Hoa", "Eric Sandoval", "Mile High Property Grp", "Tanya Brooks"},
			Payees:    []string{"Jorge Medina", "Co Dept Of Revenue", "Rocky Mtn Sheet Metal", "Kyle Dawson"},
		},
		Specs: []Spec{
			{"ordinary", date(2026, 9, 1), date(2026, 9, 30), PGhostscript},
			{"decjan", date(2025, 12, 5), date(2026, 1, 4), PGhostscript},
			{"negative", date(2026, 2, 1), date(2026, 2, 28), PGhostscript},
			{"busy", date(2026, 6, 1), date(2026, 6, 30), PGhostscript},
			{"export", date(2026, 10, 1), date(2026, 10, 31), PGhostscript},
		},
		Draw: drawSummit,
	})
}

var summitStyle = upperVariant{
	achCredit: "ACH DEP", achDebit: "ACH W/D", card: "DEBIT CARD PURCHASE", atm: "ATM W/D",
	deposit: "BRANCH DEPOSIT", zelleIn: "ZELLE DEP FROM", zelleOut: "ZELLE W/D TO", wireIn: "WIRE DEP",
	wireOut: "WIRE W/D", xferOut: "TRANSFER TO SAVINGS ****", xferIn: "TRANSFER FROM SAVINGS ****",
	od: "OVERDRAFT FEE FOR", nsf: "NSF FEE - RETURNED", svc: "BUSINESS CHECKING FEE", retDep: "DEPOSITED ITEM RETURNED",
	retFee: "DEPOSITED ITEM RETURN FEE", notice: "BUSINESS CHECKING FEE WAIVED", wireFee: "OUTGOING WIRE FEE",
}

func drawSummit(st *Statement) (*Doc, *Result) {
	const (
		L, R  = 36.0, 576.0
		font  = "Helvetica"
		bold  = "Helvetica-Bold"
		fs    = 7.8
		lead  = 9.4
		xEff  = 74.0
		xDesc = 114.0
		xAmt  = 482.0
		xBal  = 574.0
	)
	b := st.Biz
	export := st.Unverified
	res := &Result{PageNumbers: true, Holder: b.Name}
	masked := "****" + st.Last4()
	per := fmt.Sprintf("%s - %s", st.Start.Format("01/02/2006"), st.End.Format("01/02/2006"))
	title := "BUSINESS ACCOUNT STATEMENT"
	if export {
		title = "TRANSACTION HISTORY"
	}
	f := NewFlow(612, 792, 92, 744)
	f.Decor = func(p *Page, n, total int) {
		p.Text(L, 40, bold, 10, "SUMMIT PEAK FEDERAL CREDIT UNION")
		p.TextR(R, 40, bold, 9, title)
		p.TextR(R, 51, font, 8, "Account: Business Checking "+masked)
		p.Tag("acct")
		p.TextR(R, 62, font, 8, "Period: "+per)
		p.Tag("period")
		p.TextR(R, 772, font, 7.5, fmt.Sprintf("Page %d of %d", n, total))
		p.Text(L, 772, font, 6.5, "Summit Peak Federal Credit Union  |  8100 E Colfax Ave, Denver CO 80220  |  303-555-0148  |  Federally insured by NCUA")
	}
	p := f.P
	p.Text(L, 104, font, 9, b.Name)
	p.Text(L, 115, font, 9, strings.ToUpper(b.Street))
	p.Text(L, 126, font, 9, strings.ToUpper(b.City)+" "+b.State+" "+b.Zip)
	p.Text(340, 100, font, 8, "Account Holder:")
	p.Text(410, 100, font, 8, b.Name)
	p.Tag("holder")
	p.Text(340, 111, font, 8, "Account Number:")
	p.Text(410, 111, font, 8, masked)
	p.Tag("acct")
	p.Text(340, 122, font, 8, "Product:")
	p.Text(410, 122, font, 8, "Business Checking Plus")
	f.Y = 145
	cr, dr, ncr, ndr := st.Totals()
	if !export {
		p.Rect(L, f.Y, R-L, 12, 0.85)
		p.Text(L+4, f.Y+9, bold, 8.5, "SUMMARY")
		f.Y += 22
		rows := [][3]string{
			{"Beginning Balance", signed(st.Opening), "open"},
			{fmt.Sprintf("Credits (%d)", ncr), money(cr) + " CR", "sum:cr"},
			{fmt.Sprintf("Debits (%d)", ndr), money(dr) + " DR", "sum:dr"},
			{"Ending Balance", signed(st.Closing()), "close"},
		}
		for i, r := range rows {
			p.Text(L+4, f.Y+float64(i)*11, font, 8, r[0])
			p.TextR(300, f.Y+float64(i)*11, font, 8, r[1])
			p.Tag(r[2])
		}
		f.Y += 52
		res.Printed = printedOf(ptrF(cr), ptrF(dr), ptrI(ncr), ptrI(ndr), "every_row", false)
		res.Notes = "Each row shows the posting date and the effective date; the answer dates rows by posting date (Trans Date). Amounts carry CR or DR."
	} else {
		p.Text(L, f.Y, font, 7.5, "This history is provided for your convenience and is not an official statement. It lists posted transactions only.")
		f.Y += 14
		res.Notes = "A transaction-history print-out: no opening or closing balance, no running balance and no totals, so nothing on it can be checked. Rows are dated by posting date (Trans Date)."
	}
	head := func(cont bool) {
		f.P.Rect(L, f.Y, R-L, 12, 0.85)
		t := "ACCOUNT ACTIVITY"
		if cont {
			t += " (CONTINUED)"
		}
		f.P.Text(L+4, f.Y+9, bold, 8.5, t)
		f.P.Text(L+4, f.Y+22, bold, 7, "Trans Date")
		f.P.Text(xEff, f.Y+22, bold, 7, "Eff Date")
		f.P.Text(xDesc, f.Y+22, bold, 7, "Description")
		f.P.TextR(xAmt, f.Y+22, bold, 7, "Amount")
		if !export {
			f.P.TextR(xBal, f.Y+22, bold, 7, "Balance")
		}
		f.P.Line(L, f.Y+25, R, f.Y+25, 0.4, 0)
		f.Y += 28
	}
	head(false)
	f.OnBreak = func() { head(true) }
	measure := measureFn(font, fs)
	for _, t := range st.Txns {
		if export && t.Notice() {
			continue
		}
		d := descUpper(summitStyle, t, st)
		if t.Kind == KCheck {
			d = fmt.Sprintf("CHECK #%d", t.CheckNo)
		}
		lines := wrap(d, 300, measure)
		h := float64(len(lines))*lead + 2
		f.Ensure(h)
		base := f.Y + fs
		f.P.Text(L+4, base, font, fs, mmdd(t.Date))
		f.P.Tag(fmt.Sprintf("date:%d", t.Seq))
		eff := t.Date
		if t.Kind == KCardPurchase || t.Kind == KATM {
			eff = t.AuthDate
		}
		f.P.Text(xEff, base, font, fs, mmdd(eff))
		for i, l := range lines {
			f.P.Text(xDesc, base+float64(i)*lead, font, fs, l)
		}
		a := money(t.Cents) + " DR"
		if t.Credit {
			a = money(t.Cents) + " CR"
		}
		f.P.TextR(xAmt, base, font, fs, a)
		f.P.Tag(fmt.Sprintf("amt:%d", t.Seq))
		if !export {
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
	f.OnBreak = nil
	f.Y += 12
	f.FlowPara(L, R-L, font, 6.8, 8.4, "Questions about an electronic transfer? Call 303-555-0148 or write to Summit Peak FCU, PO Box 17740, Denver CO 80217 within 60 days of the first statement on which the error appeared. Overdraft fee $30.00 per item. Dividends on business checking are not paid for balances under $2,500.00.")
	return f.Finish(), res
}
