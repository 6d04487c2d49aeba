package main

import (
	"fmt"
	"strings"
)

// Welles Fargo Bank: a look-alike of a national bank whose statement is one
// "Transaction history" table - Date, Check Number, Description,
// Deposits/Credits, Withdrawals/Debits, Ending daily balance - with the
// balance printed only on each day's last row, M/D dates, "Purchase
// authorized on 07/30 ..." card text, an activity summary and a monthly
// service fee summary full of figures that are not transactions.
func init() {
	register(&Family{
		Key:        "welles",
		Bank:       "Welles Fargo Bank",
		Aliases:    []string{"Welles Fargo Bank, N.A.", "Welles Fargo"},
		Models:     "look-alike of a national bank (Wells Fargo-style): one transaction history with check-number column and ending daily balance on a day's last row, M/D dates",
		Country:    US,
		Currency:   "USD",
		ODFee:      3500,
		ReturnFee:  1200,
		WireFee:    3000,
		ServiceFee: 1000,
		BusyScale:  1.0,
		AcctNo:     "6718204592",
		Biz: &Business{
			Name: "COASTAL PAWS GROOMING LLC", Owner: "Jenna R. Holt", Street: "1187 GARNET AVE", City: "San Diego", State: "CA", Zip: "92109",
			Industry: "pet grooming", Processors: []string{"SQUARE", "STRIPE"}, Revenue: 131000, Payroll: "GUSTO",
			Funders:   []Funder{{"PACIFIC RIDGE FUNDING", "4190023317", 21900}, {"EVERFAST CAPITAL LLC", "7715092214", 18500}, {"BLUE HARBOR ADVANCE", "3380091187", 24400}},
			Lender:    &Funder{"FUNDBOX INC", "8820019974", 38412},
			Vendors:   []string{"PETEDGE INC", "CHEWY BUSINESS"},
			Utilities: []string{"SDGE", "COX BUSINESS"},
			Insurer:   "PET CARE INSURANCE GRP", Landlord: "GARNET PLAZA LP", Savings: "5521", Card: "0817",
			Customers: []string{"Olivia Park", "Mission Hills Vet Clinic", "Brandon Lee", "Kara Simmons"},
			Payees:    []string{"Sofia Ramirez", "Ocean Air Hvac", "Pb Sign Co", "Derek Chen"},
		},
		Specs: []Spec{
			{"ordinary", date(2026, 2, 1), date(2026, 2, 28), PGhostscript},
			{"decjan", date(2025, 12, 11), date(2026, 1, 10), PGhostscript},
			{"negative", date(2026, 5, 1), date(2026, 5, 31), PGhostscript},
			{"busy", date(2026, 8, 1), date(2026, 8, 31), PGhostscript},
		},
		Draw: drawWelles,
	})
}

func drawWelles(st *Statement) (*Doc, *Result) {
	const (
		L, R   = 36.0, 576.0
		font   = "Helvetica"
		bold   = "Helvetica-Bold"
		fs     = 7.6
		lead   = 9.2
		xDate  = 38.0
		xChk   = 66.0
		xDesc  = 110.0
		descW  = 230.0
		xCred  = 410.0
		xDebit = 486.0
		xBal   = 574.0
	)
	b := st.Biz
	res := &Result{PageNumbers: true, Holder: b.Name}
	md := func(t interface{ Format(string) string }) string { return t.Format("1/2") }
	f := NewFlow(612, 792, 92, 740)
	f.Decor = func(p *Page, n, total int) {
		p.TextR(R, 40, font, 8, fmt.Sprintf("%s  |  Page %d of %d", longDate(st.End), n, total))
		if n > 1 {
			p.Text(L, 40, bold, 11, "WELLES FARGO")
			p.Text(L, 56, font, 8, "Account number: "+st.AcctNo+"  |  "+longDate(st.Start)+" - "+longDate(st.End))
			p.Tag("period")
		}
		p.Text(L, 774, font, 6.5, fmt.Sprintf("Sheet Seq = %07d", 20000+n))
		p.TextR(R, 774, font, 6.5, "Member FDIC")
	}
	p := f.P
	p.Rect(L, 30, 120, 28, 0.15)
	p.Text(L+8, 49, bold, 13, "WELLES FARGO")
	p.Text(180, 52, bold, 14, "Business Choice Checking")
	p.Text(L, 110, font, 9, b.Name)
	p.Tag("holder")
	p.Text(L, 121, font, 9, strings.ToUpper(b.Street))
	p.Text(L, 132, font, 9, strings.ToUpper(b.City)+" "+b.State+"  "+b.Zip)
	p.Box(340, 80, R-340, 78, 0.6, 0.5)
	p.Text(348, 92, bold, 8, "Questions?")
	for i, l := range []string{"Available by phone 24 hours a day, 7 days a week:", "1-800-555-0199  (1-800-555-0188 TTY)", "Online: wellesfargo.com/biz", "Write: Welles Fargo Bank, N.A. (182)", "P.O. Box 6995, Portland, OR 97228-6995"} {
		p.Text(348, 103+float64(i)*10, font, 7.5, l)
	}
	cr, dr, _, _ := st.Totals()
	y := 186.0
	p.Text(L, y, bold, 10, "Activity summary")
	p.Line(L, y+4, 300, y+4, 0.7, 0.2)
	sum := [][2]string{
		{"Beginning balance on " + md(st.Start), dollars(st.Opening)},
		{"Deposits/Credits", money(cr)},
		{"Withdrawals/Debits", "- " + money(dr)},
		{"Ending balance on " + md(st.End), dollars(st.Closing())},
	}
	tags := []string{"open", "sum:cr", "sum:dr", "close"}
	for i, kv := range sum {
		fnt := font
		if i == 3 {
			fnt = bold
		}
		p.Text(L, y+17+float64(i)*11, fnt, 8.5, kv[0])
		p.TextR(300, y+17+float64(i)*11, fnt, 8.5, kv[1])
		p.Tag(tags[i])
	}
	p.Text(340, y+17, font, 8.5, "Account number: "+st.AcctNo)
	p.Tag("acct")
	p.Text(340, y+28, font, 8.5, b.Name)
	p.Text(340, y+39, font, 8.5, "California account terms and conditions apply")
	p.Text(340, y+50, font, 8.5, "For Direct Deposit use Routing Number (RTN): 121000358")
	y += 80
	y = p.Para(L, y, R-L, font, 7.5, 9.5, "Overdraft Protection: This account is not currently covered by Overdraft Protection. If you would like more information regarding Overdraft Protection and eligibility requirements please call the number listed on your statement or visit your Welles Fargo branch.")
	f.Y = y + 10

	head := func(cont bool) {
		t := "Transaction history"
		if cont {
			t += " (continued)"
		}
		f.P.Text(L, f.Y+12, bold, 10, t)
		f.P.Line(L, f.Y+15, R, f.Y+15, 0.7, 0.2)
		hy := f.Y + 25
		f.P.Text(xDate, hy+9, bold, 7, "Date")
		f.P.Text(xChk, hy, bold, 7, "Check")
		f.P.Text(xChk, hy+9, bold, 7, "Number")
		f.P.Text(xDesc, hy+9, bold, 7, "Description")
		f.P.TextR(xCred, hy, bold, 7, "Deposits/")
		f.P.TextR(xCred, hy+9, bold, 7, "Credits")
		f.P.TextR(xDebit, hy, bold, 7, "Withdrawals/")
		f.P.TextR(xDebit, hy+9, bold, 7, "Debits")
		f.P.TextR(xBal, hy, bold, 7, "Ending daily")
		f.P.TextR(xBal, hy+9, bold, 7, "balance")
		f.P.Line(L, hy+12, R, hy+12, 0.4, 0)
		f.Y = hy + 14
	}
	head(false)
	f.OnBreak = func() { head(true) }
	rows := st.Posted()
	measure := measureFn(font, fs)
	for i, t := range rows {
		desc := descWF(t, st)
		if t.Kind == KCheck {
			desc = "Check"
		}
		lines := wrap(desc, descW, measure)
		h := float64(len(lines))*lead + 2
		f.Ensure(h)
		base := f.Y + fs
		f.P.Text(xDate, base, font, fs, md(t.Date))
		f.P.Tag(fmt.Sprintf("date:%d", t.Seq))
		if t.Kind == KCheck {
			f.P.Text(xChk, base, font, fs, fmt.Sprint(t.CheckNo))
		}
		for j, l := range lines {
			f.P.Text(xDesc, base+float64(j)*lead, font, fs, l)
		}
		x := xDebit
		if t.Credit {
			x = xCred
		}
		f.P.TextR(x, base, font, fs, money(t.Cents))
		f.P.Tag(fmt.Sprintf("amt:%d", t.Seq))
		if LastOfDay(rows, i) {
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
	f.Ensure(30)
	f.P.Line(L, f.Y+1, R, f.Y+1, 0.4, 0)
	f.P.Text(xDesc, f.Y+11, bold, 8, "Ending balance on "+md(st.End))
	f.P.TextR(xBal, f.Y+11, bold, 8, signed(st.Closing()))
	f.P.Text(xDesc, f.Y+22, bold, 8, "Totals")
	f.P.TextR(xCred, f.Y+22, bold, 8, dollars(cr))
	f.P.Tag("tot:cr")
	f.P.TextR(xDebit, f.Y+22, bold, 8, dollars(dr))
	f.P.Tag("tot:dr")
	f.Y += 30
	f.FlowPara(L, R-L, font, 6.8, 8.4, "The Ending Daily Balance does not reflect any pending withdrawals or holds on deposited funds that may have been outstanding on your account when your transactions posted. If you had insufficient available funds when a transaction posted, fees may have been assessed.")
	f.Y += 12
	f.Ensure(70)
	f.P.Text(L, f.Y+12, bold, 10, "Monthly service fee summary")
	f.P.Line(L, f.Y+15, R, f.Y+15, 0.7, 0.2)
	f.Y += 18
	f.FlowPara(L, R-L, font, 7.5, 9.5, fmt.Sprintf("For a complete list of fees and detailed account information, see the disclosures applicable to your account or talk to a banker. Go to wellesfargo.com/feefaq for a link to these documents. Fee period %s - %s. Standard monthly service fee $%s. You paid $%s. How to avoid the monthly service fee: have any ONE of the following account requirements - Average ledger balance $7,500.00 (yours: $%s) or Minimum daily balance $5,000.00.",
		st.Start.Format("01/02/2006"), st.End.Format("01/02/2006"), money(st.Fam.ServiceFee), money(st.Fam.ServiceFee), money(averageLedger(st))))
	res.Printed = printedOf(ptrF(cr), ptrF(dr), nil, nil, "day_end", false)
	res.Notes = "The balance column holds the ending daily balance on each day's last row only. Check rows print the number in the Check Number column and the word Check as description."
	return f.Finish(), res
}
