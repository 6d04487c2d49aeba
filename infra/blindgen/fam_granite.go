package main

import (
	"fmt"
	"sort"
	"strings"
)

// Granite Trust Bank: a regional bank in the TD style. An ACCOUNT SUMMARY
// with Deposits, Electronic Deposits, Checks Paid, Electronic Payments,
// Other Withdrawals and Service Charges beside average-balance and
// interest figures; DAILY ACCOUNT ACTIVITY in subsections of POSTING DATE
// | DESCRIPTION | AMOUNT each closed by "Subtotal:"; checks two across
// with * for a break in the serial sequence; a DAILY BALANCE SUMMARY;
// "Primary Account #"; a marketing insert and a $0.00 waived-fee row.
func init() {
	register(&Family{
		Key:        "granite",
		Bank:       "Granite Trust Bank",
		Aliases:    []string{"Granite Trust Bank, N.A.", "Granite Trust"},
		Models:     "regional bank (TD-style): account summary by kind, daily account activity subsections with Subtotal lines, checks two across, daily balance summary, waived-fee $0.00 row",
		Country:    US,
		Currency:   "USD",
		ODFee:      3500,
		ReturnFee:  1500,
		WireFee:    3000,
		ServiceFee: 2500,
		Waives:     true,
		BusyScale:  1.0,
		AcctNo:     "4253876452",
		Biz: &Business{
			Name: "NORTHEAST MILLWORK & CABINET CO", Owner: "Peter A. Costa", Street: "88 RIVER RD UNIT 3", City: "Nashua", State: "NH", Zip: "03060",
			Industry: "cabinetry", Processors: []string{"STRIPE", "AMEX"}, Revenue: 197000, Payroll: "PAYCHEX",
			Funders:   []Funder{{"GRANITE STATE ADV", "1120098871", 35000}, {"MERIDIAN BIZ FUND", "6601229837", 26500}, {"TRUEWIND CAPITAL", "4418827720", 29900}},
			Lender:    &Funder{"ONDECK CAPITAL", "9133300912", 72950},
			Vendors:   []string{"BOISE CASCADE CO", "RICHELIEU AMERICA", "SHERWIN WILLIAMS"},
			Utilities: []string{"EVERSOURCE NH", "COMCAST BUSINESS"},
			Insurer:   "LIBERTY MUTUAL INS", Landlord: "RIVER ROAD HOLDINGS LLC", Savings: "3390", Card: "6652",
			Customers: []string{"Brookline Homes LLC", "Susan Mitchell", "Kendall Design Build", "Alan Foster"},
			Payees:    []string{"Nh Dept Of Revenue", "Tom Gallagher", "Merrimack Lumber", "Pro Finish Spraying"},
		},
		Specs: []Spec{
			{"ordinary", date(2026, 5, 1), date(2026, 5, 31), PFPDF},
			{"decjan", date(2025, 12, 3), date(2026, 1, 2), PFPDF},
			{"negative", date(2026, 3, 1), date(2026, 3, 31), PFPDF},
			{"busy", date(2026, 7, 1), date(2026, 7, 31), PFPDF},
		},
		Draw: drawGranite,
	})
}

var tdStyle = upperVariant{
	achCredit: "CCD DEPOSIT,", achDebit: "CCD DEBIT,", card: "DBCRD PUR AP, AUT", atm: "DBCRD WD ATM, AUT",
	deposit: "DEPOSIT", zelleIn: "ZELLE PAYMENT FROM", zelleOut: "ZELLE PAYMENT TO", wireIn: "INCOMING WIRE DOMESTIC,",
	wireOut: "OUTGOING WIRE DOMESTIC,", xferOut: "eTransfer Debit, Online Xfer Transfer to SV", xferIn: "eTransfer Credit, Online Xfer Transfer from SV",
	od: "OVERDRAFT PD", nsf: "OVERDRAFT RTN", svc: "MAINTENANCE FEE", retDep: "DEPOSITED ITEM RETURNED CHARGEBACK",
	retFee: "RETURNED ITEM FEE", notice: "MAINTENANCE FEE WAIVED", wireFee: "WIRE TRANSFER FEE",
}

func drawGranite(st *Statement) (*Doc, *Result) {
	const (
		L, R = 36.0, 576.0
		font = "Helvetica"
		bold = "Helvetica-Bold"
		fs   = 7.8
		lead = 9.4
	)
	b := st.Biz
	res := &Result{PageNumbers: true, Holder: b.Name}
	per := strings.ToUpper(st.Start.Format("Jan 02 2006")) + "-" + strings.ToUpper(st.End.Format("Jan 02 2006"))
	acct := st.AcctNo[:3] + "-" + st.AcctNo[3:]
	f := NewFlow(612, 792, 116, 738)
	f.Decor = func(p *Page, n, total int) {
		if n > 1 {
			p.Text(L, 46, bold, 14, "GRANITE TRUST BANK")
			p.Text(L, 60, font, 7, "STATEMENT OF ACCOUNT")
			p.Text(360, 44, font, 8, b.Name)
			p.Text(360, 56, font, 8, "Page:")
			p.TextR(R, 56, font, 8, fmt.Sprintf("%d of %d", n, total))
			p.Text(360, 67, font, 8, "Statement Period:")
			p.TextR(R, 67, font, 8, per)
			p.Tag("period")
			p.Text(360, 78, font, 8, "Primary Account #:")
			p.TextR(R, 78, font, 8, acct)
			p.Tag("acct")
		}
		p.Text(L, 772, font, 6.5, "Call 1-888-555-0171 for 24-hour Direct Banking service  |  Bank Deposits FDIC Insured  |  Granite Trust Bank, N.A.")
		if n == 1 {
			p.TextR(R, 772, font, 6.5, fmt.Sprintf("Page %d of %d", n, total))
		}
	}
	p := f.P
	p.Text(L, 46, bold, 20, "GRANITE TRUST BANK")
	p.Text(L, 58, font, 7.5, "STATEMENT OF ACCOUNT")
	p.Text(L, 104, font, 9, b.Name)
	p.Tag("holder")
	p.Text(L, 115, font, 9, "ATTN: "+strings.ToUpper(b.Owner))
	p.Text(L, 126, font, 9, strings.ToUpper(b.Street))
	p.Text(L, 137, font, 9, strings.ToUpper(b.City)+" "+b.State+" "+b.Zip)
	p.Box(352, 90, R-352, 52, 0.6, 0.3)
	kv := [][2]string{{"Statement Period:", per}, {"Cust Ref #:", st.AcctNo + "-039-E-***"}, {"Primary Account #:", acct}}
	for i, x := range kv {
		p.Text(358, 104+float64(i)*11, font, 8, x[0])
		p.TextR(R-6, 104+float64(i)*11, font, 8, x[1])
		if i == 0 {
			p.Tag("period")
		}
		if i == 2 {
			p.Tag("acct")
		}
	}
	p.Text(L, 170, bold, 11, "GRANITE BUSINESS CONVENIENCE PLUS")

	isDep := func(t *Txn) bool { return t.Kind == KDeposit || t.Kind == KCashDeposit }
	deps := rowsWhere(st, func(t *Txn) bool { return t.Credit && isDep(t) })
	edeps := rowsWhere(st, func(t *Txn) bool { return t.Credit && !isDep(t) })
	checks := rowsOf(st, SecCheck)
	epay := rowsOf(st, SecElectronic, SecCard)
	other := rowsOf(st, SecOther)
	fees := rowsOf(st, SecFee)
	s1, _ := sumOf(deps)
	s2, _ := sumOf(edeps)
	s3, n3 := sumOf(checks)
	s4, _ := sumOf(epay)
	s5, _ := sumOf(other)
	s6, _ := sumOf(fees)
	y := 182.0
	p.Rect(L, y, R-L, 12, 0.2)
	p.TextGray(L+4, y+9, bold, 8.5, "ACCOUNT SUMMARY", 1)
	y += 24
	left := [][3]string{
		{"Beginning Balance", money(st.Opening), "open"}, {"Deposits", money(s1), "sum:dep"}, {"Electronic Deposits", money(s2), "sum:edep"},
		{"Checks Paid", money(s3), "sum:chk"}, {"Electronic Payments", money(s4), "sum:epay"}, {"Other Withdrawals", money(s5), "sum:oth"},
		{"Service Charges", money(s6), "sum:fee"}, {"Ending Balance", signed(st.Closing()), "close"},
	}
	if st.Opening < 0 {
		left[0][1] = signed(st.Opening)
	}
	for i, x := range left {
		p.Text(L+4, y+float64(i)*11, font, 8, x[0])
		p.TextR(280, y+float64(i)*11, font, 8, x[1])
		p.Tag(x[2])
	}
	right := [][2]string{{"Average Collected Balance", money(averageLedger(st))}, {"Interest Earned This Period", "0.00"}, {"Interest Paid Year-to-Date", "0.00"}, {"Annual Percentage Yield Earned", "0.00%"}, {"Days in Period", fmt.Sprint(len(days(st.Start, st.End)))}}
	for i, x := range right {
		p.Text(320, y+float64(i)*11, font, 8, x[0])
		p.TextR(R-4, y+float64(i)*11, font, 8, x[1])
	}
	f.Y = y + 96
	cr, dr, _, _ := st.Totals()
	res.Printed = printedOf(ptrF(cr), ptrF(dr), nil, nil, "", true)
	res.Notes = "total_credits is Deposits + Electronic Deposits and total_debits the sum of Checks Paid, Electronic Payments, Other Withdrawals and Service Charges in the ACCOUNT SUMMARY; Service Charges may hold a 0.00 waived-fee row that is not a transaction."

	// Insert between summary and activity.
	f.P.Box(L, f.Y, R-L, 34, 0.6, 0.4)
	f.P.Text(L+8, f.Y+13, bold, 8.5, "Make payday easier with Granite Payroll Services.")
	f.P.Text(L+8, f.Y+25, font, 7.5, "Sign up by 09/30/2026 and get your first 3 months free - a savings of up to $225.00. Call 1-888-555-0171.")
	f.Y += 44

	f.Ensure(40)
	f.P.Rect(L, f.Y, R-L, 12, 0.2)
	f.P.TextGray(L+4, f.Y+9, bold, 8.5, "DAILY ACCOUNT ACTIVITY", 1)
	f.Y += 16
	tbl := &secTable{f: f, res: res, font: font, bold: bold, fs: fs, lead: lead, dateX: L + 4, descX: 110, descW: 370, amtR: R - 4, rowPad: 2,
		dateFmt: mmdd, desc: func(t *Txn) string { return descUpper(tdStyle, t, st) },
		amtFmt: func(t *Txn) string { return money(t.Cents) }}
	tbl.head = func(title string, cont bool) {
		if cont {
			title += " (continued)"
		}
		f.P.Text(L+4, f.Y+11, bold, 8.5, title)
		f.P.Text(L+4, f.Y+22, bold, 7, "POSTING DATE")
		f.P.Text(110, f.Y+22, bold, 7, "DESCRIPTION")
		f.P.TextR(R-4, f.Y+22, bold, 7, "AMOUNT")
		f.P.Line(L, f.Y+25, R, f.Y+25, 0.4, 0)
		f.Y += 28
	}
	subtotal := func(sum int64, tag string) {
		f.Ensure(14)
		f.P.Text(360, f.Y+9, bold, 8, "Subtotal:")
		f.P.TextR(R-4, f.Y+9, bold, 8, money(sum))
		f.P.Tag(tag)
		f.Y += 18
	}
	if len(deps) > 0 {
		tbl.section("Deposits", deps)
		subtotal(s1, "tot:dep")
	}
	tbl.section("Electronic Deposits", edeps)
	subtotal(s2, "tot:edep")
	if len(checks) > 0 {
		sort.SliceStable(checks, func(i, j int) bool { return checks[i].CheckNo < checks[j].CheckNo })
		f.Ensure(50)
		f.P.Text(L+4, f.Y+11, bold, 8.5, fmt.Sprintf("Checks Paid    No. Checks: %d    *Indicates break in serial sequence or check processed electronically and listed under Electronic Payments", n3))
		f.Y += 14
		ck := &pairsTable{f: f, ncols: 2, colW: (R - L) / 2, x0: L + 4, lead: lead + 1}
		ck.head = func(cont bool) {
			for c := 0; c < 2; c++ {
				x := L + 4 + float64(c)*(R-L)/2
				f.P.Text(x, f.Y+9, bold, 7, "DATE")
				f.P.Text(x+50, f.Y+9, bold, 7, "SERIAL NO.")
				f.P.TextR(x+(R-L)/2-24, f.Y+9, bold, 7, "AMOUNT")
			}
			f.Y += 12
		}
		ck.draw(len(checks), func(i int, x, base float64) {
			t := checks[i]
			f.P.Text(x, base, font, fs, mmdd(t.Date))
			f.P.Tag(fmt.Sprintf("date:%d", t.Seq))
			no := fmt.Sprint(t.CheckNo)
			if t.Gap {
				no += " *"
			}
			f.P.Text(x+50, base, font, fs, no)
			f.P.TextR(x+(R-L)/2-24, base, font, fs, money(t.Cents))
			f.P.Tag(fmt.Sprintf("amt:%d", t.Seq))
			res.AddCheck(t)
		})
		subtotal(s3, "tot:chk")
	}
	tbl.section("Electronic Payments", epay)
	subtotal(s4, "tot:epay")
	if len(other) > 0 {
		tbl.section("Other Withdrawals", other)
		subtotal(s5, "tot:oth")
	}
	if len(fees) > 0 {
		tbl.section("Service Charges", fees)
		subtotal(s6, "tot:fee")
	}
	ad := st.ActivityDays()
	f.Y += 6
	db := &pairsTable{f: f, ncols: 3, colW: (R - L) / 3, x0: L + 4, lead: lead + 1}
	db.head = func(cont bool) {
		t := "DAILY BALANCE SUMMARY"
		if cont {
			t += " (continued)"
		}
		f.P.Rect(L, f.Y, R-L, 12, 0.2)
		f.P.TextGray(L+4, f.Y+9, bold, 8.5, t, 1)
		f.Y += 16
		for c := 0; c < 3; c++ {
			x := L + 4 + float64(c)*(R-L)/3
			f.P.Text(x, f.Y+8, bold, 7, "DATE")
			f.P.TextR(x+(R-L)/3-30, f.Y+8, bold, 7, "BALANCE")
		}
		f.Y += 11
	}
	db.draw(len(ad), func(i int, x, base float64) {
		f.P.Text(x, base, font, fs, mmdd(ad[i].Date))
		f.P.TextR(x+(R-L)/3-30, base, font, fs, signed(ad[i].Bal))
		f.P.Tag("daily:" + ad[i].Date.Format("2006-01-02"))
	})
	f.Y += 10
	f.FlowPara(L, R-L, font, 6.8, 8.4, "FOR CONSUMER ACCOUNTS ONLY - IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC FUND TRANSFERS: If you need information about an electronic fund transfer or if you believe there is an error on your bank statement or receipt relating to an electronic fund transfer, telephone the bank immediately at 1-888-555-0171 or write to: Granite Trust Bank, Deposit Operations Dept, P.O. Box 1377, Lewiston, ME 04243-1377. We must hear from you no later than sixty (60) calendar days after we sent you the first statement upon which the error appeared.")
	return f.Finish(), res
}
