package main

import (
	"fmt"
	"sort"
	"strings"
)

// Keystone Commonwealth Bank: a regional bank in the PNC style. A Balance
// Summary across four columns with average ledger and collected balances;
// an Overdraft and Returned Item Fee Summary (period and year to date); a
// Transaction Summary of counts; Activity Detail in sub-tables whose
// headings give the count and total ("22 transactions for a total of
// $48,123.45") with the amount printed before the description; checks
// three across with * for a gap; a Daily Balance Detail.
func init() {
	register(&Family{
		Key:        "keystone",
		Bank:       "Keystone Commonwealth Bank",
		Aliases:    []string{"Keystone Commonwealth Bank, National Association", "Keystone Commonwealth"},
		Models:     "regional bank (PNC-style): balance summary, fee summary with year-to-date, transaction summary counts, sub-tables with count+total headings, amount before description, checks three across",
		Country:    US,
		Currency:   "USD",
		ODFee:      3600,
		ReturnFee:  1200,
		WireFee:    3000,
		ServiceFee: 1500,
		BusyScale:  1.0,
		AcctNo:     "8122904417",
		Biz: &Business{
			Name: "IRON CITY FREIGHT LLC", Owner: "Stanley J. Wojcik", Street: "301 RIVERFRONT DR", City: "Pittsburgh", State: "PA", Zip: "15222",
			Industry: "trucking", Processors: []string{"STRIPE", "PAYPAL"}, Revenue: 305000, Payroll: "ADP",
			Funders:   []Funder{{"FREIGHTLINE CAPITAL", "6600198812", 52500}, {"ROADSTAR FUNDING", "2213409981", 39900}, {"ALLEGHENY ADVANCE", "7721940033", 44900}},
			Lender:    &Funder{"BLUEVINE CAPITAL", "4480021197", 88640},
			Vendors:   []string{"PILOT TRAVEL CNTRS", "PENSKE TRUCK LEASING", "FLEETPRIDE INC"},
			Utilities: []string{"DUQUESNE LIGHT", "VERIZON BUSINESS"},
			Insurer:   "PROGRESSIVE COMMERCIAL", Landlord: "STRIP DISTRICT YARDS LLC", Savings: "6021", Card: "3318",
			Customers: []string{"Allegheny Steel Supply", "Greg Novak", "Monongahela Builders", "Three Rivers Grocers"},
			Payees:    []string{"Joe Kowalski", "Penn Tire Center", "Ed Brennan", "Pa Turnpike Commission", "Rich Dalton"},
		},
		Specs: []Spec{
			{"ordinary", date(2026, 6, 1), date(2026, 6, 30), PCairo},
			{"decjan", date(2025, 12, 13), date(2026, 1, 12), PCairo},
			{"negative", date(2026, 9, 1), date(2026, 9, 30), PCairo},
			{"busy", date(2026, 4, 1), date(2026, 4, 30), PCairo},
		},
		Draw: drawKeystone,
	})
}

var pncStyle = upperVariant{
	achCredit: "Corporate ACH", achDebit: "Corporate ACH", card: "Debit Card Purchase", atm: "ATM Withdrawal",
	deposit: "Deposit", zelleIn: "Zelle Payment From", zelleOut: "Zelle Payment To", wireIn: "Fed Wire In",
	wireOut: "Fed Wire Out", xferOut: "Online Transfer To Savings XXXXXX", xferIn: "Online Transfer From Savings XXXXXX",
	od: "Overdraft Item Fee", nsf: "Returned Item Fee NSF", svc: "Service Charge Period Ending", retDep: "Deposited Item Returned",
	retFee: "Returned Deposited Item Fee", notice: "Service Charge Waived", wireFee: "Outgoing Wire Fee",
}

func drawKeystone(st *Statement) (*Doc, *Result) {
	const (
		L, R = 40.0, 572.0
		font = "Helvetica"
		bold = "Helvetica-Bold"
		fs   = 7.8
		lead = 9.5
	)
	b := st.Biz
	res := &Result{PageNumbers: true, Holder: b.Name}
	per := fmt.Sprintf("For the period %s to %s", st.Start.Format("01/02/2006"), st.End.Format("01/02/2006"))
	acct := st.AcctNo[:2] + "-" + st.AcctNo[2:6] + "-" + st.AcctNo[6:]
	f := NewFlow(612, 792, 88, 742)
	f.Decor = func(p *Page, n, total int) {
		if n > 1 {
			p.Text(L, 42, bold, 10, "Business Checking Plus Statement")
			p.Text(L, 54, font, 8, "Keystone Commonwealth Bank")
			p.TextR(R, 42, font, 8, per)
			p.Tag("period")
			p.TextR(R, 54, font, 8, "Primary account number: "+acct)
			p.Tag("acct")
			p.TextR(R, 66, font, 8, fmt.Sprintf("Page %d of %d", n, total))
		} else {
			p.TextR(R, 68, font, 8.5, fmt.Sprintf("Page %d of %d", n, total))
		}
		p.Text(L, 772, font, 6.5, "Member FDIC  |  Equal Housing Lender  |  keystonecommonwealth.com")
	}
	p := f.P
	p.Text(L, 48, bold, 16, "Keystone Commonwealth Bank")
	p.Text(L, 64, bold, 11, "Business Checking Plus Statement")
	p.TextR(R, 44, font, 8.5, per)
	p.Tag("period")
	p.TextR(R, 56, font, 8.5, "Primary account number: "+acct)
	p.Tag("acct")
	p.Text(L, 104, font, 9, b.Name)
	p.Tag("holder")
	p.Text(L, 115, font, 9, strings.ToUpper(b.Street))
	p.Text(L, 126, font, 9, strings.ToUpper(b.City)+" "+b.State+" "+b.Zip)
	p.Text(L, 142, font, 7.5, "Number of enclosures: 0")
	p.Box(340, 92, R-340, 56, 0.5, 0.4)
	p.Text(346, 103, bold, 7.5, "For 24-hour banking sign on to")
	p.Text(346, 113, font, 7.5, "keystonecommonwealth.com")
	p.Text(346, 124, bold, 7.5, "For customer service call 1-877-555-0162")
	p.Text(346, 134, font, 7.5, "Mon - Fri 7 AM - 10 PM ET, Sat - Sun 8 AM - 5 PM ET")
	p.Text(346, 144, font, 7.5, "Para servicio en espanol, 1-877-555-0163")

	cr, dr, ncr, ndr := st.Totals()
	y := 170.0
	p.Text(L, y, bold, 10, "Balance Summary")
	p.Line(L, y+3, R, y+3, 0.8, 0.2)
	cols := []float64{L, 180, 320, 460}
	heads := [][2]string{{"Beginning", "balance"}, {"Deposits and", "other additions"}, {"Checks and other", "deductions"}, {"Ending", "balance"}}
	vals := []string{signed(st.Opening), money(cr), money(dr), signed(st.Closing())}
	vtags := []string{"open", "sum:cr", "sum:dr", "close"}
	for i, x := range cols {
		p.Text(x, y+14, font, 7.5, heads[i][0])
		p.Text(x, y+23, font, 7.5, heads[i][1])
		p.Text(x, y+36, bold, 9, vals[i])
		p.Tag(vtags[i])
	}
	p.Text(L, y+52, font, 7.5, "Average ledger balance")
	p.TextR(250, y+52, font, 7.5, money(averageLedger(st)))
	p.Text(L, y+62, font, 7.5, "Average collected balance")
	p.TextR(250, y+62, font, 7.5, money(averageLedger(st)-int64(st.Seed%40000)))
	y += 80
	var odP, nsfP int64
	for _, t := range st.Posted() {
		switch t.Kind {
		case KODFee:
			odP += t.Cents
		case KNSFFee, KReturnedItemFee:
			nsfP += t.Cents
		}
	}
	p.Text(L, y, bold, 10, "Overdraft and Returned Item Fee Summary")
	p.Line(L, y+3, R, y+3, 0.8, 0.2)
	p.TextR(420, y+14, font, 7.5, "Total for this Period")
	p.TextR(R, y+14, font, 7.5, "Total Year to Date")
	p.Text(L, y+25, font, 7.5, "Total Returned Item Fees (NSF)")
	p.TextR(420, y+25, font, 7.5, dollars(nsfP))
	p.TextR(R, y+25, font, 7.5, dollars(nsfP+st.Fam.ODFee*int64(st.Seed%3)))
	p.Text(L, y+35, font, 7.5, "Total Overdraft Fees")
	p.TextR(420, y+35, font, 7.5, dollars(odP))
	p.TextR(R, y+35, font, 7.5, dollars(odP+st.Fam.ODFee*int64(2+st.Seed%4)))
	y += 52

	// Groups, each printed with a count-and-total heading.
	type group struct {
		title string
		rows  []*Txn
	}
	isACH := func(t *Txn) bool { return isACH(t) || t.Kind == KReversal }
	adds := []group{
		{"Deposits", rowsWhere(st, func(t *Txn) bool { return t.Credit && (t.Kind == KDeposit || t.Kind == KCashDeposit) })},
		{"ACH Additions", rowsWhere(st, func(t *Txn) bool { return t.Credit && isACH(t) })},
		{"Other Additions", rowsWhere(st, func(t *Txn) bool {
			return t.Credit && !isACH(t) && t.Kind != KDeposit && t.Kind != KCashDeposit
		})},
	}
	checks := rowsOf(st, SecCheck)
	deds := []group{
		{"Debit Card Purchases", rowsWhere(st, func(t *Txn) bool { return t.Kind == KCardPurchase })},
		{"ATM Withdrawals", rowsWhere(st, func(t *Txn) bool { return t.Kind == KATM })},
		{"ACH Deductions", rowsWhere(st, func(t *Txn) bool { return !t.Credit && isACH(t) })},
		{"Service Charges and Fees", rowsOf(st, SecFee)},
		{"Other Deductions", rowsWhere(st, func(t *Txn) bool {
			return !t.Credit && t.Section() == SecOther || t.Kind == KZelleOut
		})},
	}
	p.Text(L, y, bold, 10, "Transaction Summary")
	p.Line(L, y+3, R, y+3, 0.8, 0.2)
	_, nChk := sumOf(checks)
	summ := []string{fmt.Sprintf("Checks paid/Deductions: %d", ndr), fmt.Sprintf("Deposits/Additions: %d", ncr), fmt.Sprintf("Checks paid: %d", nChk)}
	for _, g := range deds {
		_, n := sumOf(g.rows)
		summ = append(summ, fmt.Sprintf("%s: %d", g.title, n))
	}
	for i, s := range summ {
		x := L + float64(i%3)*180
		p.Text(x, y+14+float64(i/3)*10, font, 7.5, s)
	}
	f.Y = y + 16 + float64((len(summ)+2)/3)*10 + 8
	res.Printed = printedOf(ptrF(cr), ptrF(dr), ptrI(ncr), ptrI(ndr), "", true)
	res.Notes = "Counts are printed in the Transaction Summary as Deposits/Additions and Checks paid/Deductions. The fee summary's year-to-date figures and average balances are not transactions."

	tbl := &secTable{f: f, res: res, font: font, bold: bold, fs: fs, lead: lead, dateX: L, descX: 160, descW: R - 160, amtR: 140, rowPad: 2,
		dateFmt: mmdd, desc: func(t *Txn) string { return descUpper(pncStyle, t, st) }, amtFmt: func(t *Txn) string { return money(t.Cents) }}
	var curHead string
	tbl.head = func(title string, cont bool) {
		t := curHead
		if cont {
			t = title + " - continued"
		}
		f.P.Text(L, f.Y+11, bold, 8.5, t)
		f.P.Text(L, f.Y+22, bold, 7, "Date posted")
		f.P.TextR(140, f.Y+22, bold, 7, "Amount")
		f.P.Text(160, f.Y+22, bold, 7, "Transaction description")
		f.P.Line(L, f.Y+25, R, f.Y+25, 0.4, 0)
		f.Y += 28
	}
	banner := func(t string) {
		f.Ensure(50)
		f.P.Rect(L, f.Y+2, R-L, 13, 0.85)
		f.P.Text(L+4, f.Y+12, bold, 9.5, t)
		f.Y += 20
	}
	f.Ensure(60)
	f.P.Text(L, f.Y+10, bold, 11, "Activity Detail")
	f.Y += 14
	banner("Deposits and Other Additions")
	for _, g := range adds {
		s, n := sumOf(g.rows)
		if n == 0 {
			continue
		}
		curHead = fmt.Sprintf("%s    %d transactions for a total of %s", g.title, n, dollars(s))
		tbl.section(g.title, g.rows)
		f.Y += 6
	}
	banner("Checks and Other Deductions")
	if len(checks) > 0 {
		sort.SliceStable(checks, func(i, j int) bool { return checks[i].CheckNo < checks[j].CheckNo })
		s, n := sumOf(checks)
		f.Ensure(40)
		f.P.Text(L, f.Y+11, bold, 8.5, fmt.Sprintf("Checks and Substitute Checks    %d transactions for a total of %s", n, dollars(s)))
		f.Y += 14
		colW := (R - L) / 3
		ck := &pairsTable{f: f, ncols: 3, colW: colW, x0: L, lead: lead + 1}
		ck.head = func(cont bool) {
			for c := 0; c < 3; c++ {
				x := L + float64(c)*colW
				f.P.Text(x, f.Y+8, bold, 7, "Date paid")
				f.P.Text(x+44, f.Y+8, bold, 7, "Check number")
				f.P.TextR(x+colW-14, f.Y+8, bold, 7, "Amount")
			}
			f.Y += 11
		}
		ck.draw(len(checks), func(i int, x, base float64) {
			t := checks[i]
			f.P.Text(x, base, font, fs, mmdd(t.Date))
			f.P.Tag(fmt.Sprintf("date:%d", t.Seq))
			no := fmt.Sprint(t.CheckNo)
			if t.Gap {
				no += " *"
			}
			f.P.Text(x+44, base, font, fs, no)
			f.P.TextR(x+colW-14, base, font, fs, money(t.Cents))
			f.P.Tag(fmt.Sprintf("amt:%d", t.Seq))
			res.AddCheck(t)
		})
		f.Ensure(12)
		f.P.Text(L, f.Y+7, font, 6.5, "* Gap in check sequence")
		f.Y += 14
	}
	for _, g := range deds {
		s, n := sumOf(g.rows)
		if len(g.rows) == 0 {
			continue
		}
		curHead = fmt.Sprintf("%s    %d transactions for a total of %s", g.title, n, dollars(s))
		tbl.section(g.title, g.rows)
		f.Y += 6
	}
	ad := st.ActivityDays()
	colW := (R - L) / 3
	db := &pairsTable{f: f, ncols: 3, colW: colW, x0: L, lead: lead + 1}
	db.head = func(cont bool) {
		t := "Daily Balance Detail"
		if cont {
			t += " - continued"
		}
		f.P.Rect(L, f.Y+2, R-L, 13, 0.85)
		f.P.Text(L+4, f.Y+12, bold, 9.5, t)
		f.Y += 20
		for c := 0; c < 3; c++ {
			x := L + float64(c)*colW
			f.P.Text(x, f.Y+8, bold, 7, "Date")
			f.P.TextR(x+colW-30, f.Y+8, bold, 7, "Ledger balance")
		}
		f.Y += 11
	}
	f.Y += 4
	db.draw(len(ad), func(i int, x, base float64) {
		f.P.Text(x, base, font, fs, mmdd(ad[i].Date))
		f.P.TextR(x+colW-30, base, font, fs, signed(ad[i].Bal))
		f.P.Tag("daily:" + ad[i].Date.Format("2006-01-02"))
	})
	f.Y += 12
	f.FlowPara(L, R-L, font, 6.8, 8.4, "Overdraft coverage: you may request to have overdraft coverage for ATM and one-time debit card transactions. An Overdraft Item Fee of $36.00 applies to each item paid into overdraft, maximum 4 per business day; no fee is charged if the account is overdrawn by $5.00 or less. Rates and fees effective 04/01/2026.")
	return f.Finish(), res
}
