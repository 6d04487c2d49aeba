package main

import (
	"fmt"
	"sort"
	"strings"
	"time"
)

// Bank of the Americas: a look-alike of a big national bank's business
// statement. "Account summary" with "Beginning balance on ..."; deposits
// and other credits; withdrawals split into "ATM and debit card
// subtractions" and "Other subtractions" with debits printed negative;
// checks two across with a * gap marker; service fees; "Daily ledger
// balances" three across; MM/DD/YY dates; masked account XXXXXXXX4388.
func init() {
	register(&Family{
		Key:        "americas",
		Bank:       "Bank of the Americas",
		Aliases:    []string{"Bank of the Americas, N.A."},
		Models:     "look-alike of a big national bank (Bank of America-style): account summary, subsections with totals, negative debit amounts, MM/DD/YY dates, checks two across, daily ledger balances",
		Country:    US,
		Currency:   "USD",
		ODFee:      3500,
		ReturnFee:  1200,
		WireFee:    3000,
		ServiceFee: 1600,
		BusyScale:  0.9,
		AcctNo:     "325041874388",
		Biz: &Business{
			Name: "PINNACLE AUTO REPAIR INC", Owner: "Darnell K. Price", Street: "4410 N TRYON ST", City: "Charlotte", State: "NC", Zip: "28213",
			Industry: "auto repair", Processors: []string{"CLOVER", "STRIPE"}, Revenue: 268000, Payroll: "ADP",
			Funders:   []Funder{{"KAPSTONE ADVANCE LLC", "8120093315", 47500}, {"QUICKSILVER FUNDING", "5519004471", 32900}, {"NORTHBRIDGE CAPITAL", "2290117735", 39900}},
			Vendors:   []string{"NAPA AUTO PARTS", "WORLDPAC INC", "SNAP-ON CREDIT"},
			Utilities: []string{"DUKE ENERGY", "PIEDMONT NAT GAS", "AT&T BUSINESS"},
			Insurer:   "THE HARTFORD", Landlord: "TRYON COMMERCE PARK LLC", Savings: "7731", Card: "2209",
			Customers: []string{"Fleetway Logistics", "Angela Brooks", "Queen City Cabs LLC", "Marcus Hill"},
			Payees:    []string{"Luis Ortega", "Carolina Tire Supply", "Mecklenburg County Tax", "Reliable Waste Svc", "Tony Nguyen"},
		},
		Specs: []Spec{
			{"ordinary", date(2026, 4, 1), date(2026, 4, 30), PReportLab},
			{"decjan", date(2025, 12, 15), date(2026, 1, 14), PReportLab},
			{"negative", date(2026, 7, 1), date(2026, 7, 31), PReportLab},
			{"busy", date(2026, 10, 1), date(2026, 10, 31), PReportLab},
		},
		Draw: drawAmericas,
	})
}

func drawAmericas(st *Statement) (*Doc, *Result) {
	const (
		L, R = 40.0, 572.0
		font = "Helvetica"
		bold = "Helvetica-Bold"
		fs   = 8.0
		lead = 10.0
	)
	b := st.Biz
	res := &Result{PageNumbers: true, Holder: b.Name}
	masked := "XXXXXXXX" + st.Last4()
	period := fmt.Sprintf("for %s to %s", longDate(st.Start), longDate(st.End))
	f := NewFlow(612, 792, 92, 745)
	f.Decor = func(p *Page, n, total int) {
		if n > 1 {
			p.Text(L, 40, bold, 9, b.Name)
			p.Text(L, 51, font, 8, "Account # "+masked+" | "+strings.TrimPrefix(period, "for "))
			p.Tag("period")
			p.TextR(R, 40, bold, 12, "Bank of the Americas")
			p.Line(L, 60, R, 60, 1.2, 0.2)
		}
		p.TextR(R, 772, font, 7.5, fmt.Sprintf("Page %d of %d", n, total))
		p.Text(L, 772, font, 6.5, "Bank of the Americas, N.A. Member FDIC. Equal Housing Lender.")
	}
	p := f.P
	p.Text(L, 50, bold, 18, "Bank of the Americas")
	p.Rect(L, 56, 150, 2.5, 0.25)
	p.Text(L, 70, font, 7, "P.O. Box 15284")
	p.Text(L, 79, font, 7, "Wilmington, DE 19850")
	p.Text(L, 118, font, 9, b.Name)
	p.Tag("holder")
	p.Text(L, 129, font, 9, strings.ToUpper(b.Street))
	p.Text(L, 140, font, 9, strings.ToUpper(b.City)+" "+b.State+" "+b.Zip)
	p.Text(330, 50, bold, 10, "Your Business Fundamentals Checking")
	p.Text(330, 63, font, 8.5, period)
	p.Tag("period")
	p.Text(330, 74, font, 8.5, "Account number: "+masked)
	p.Tag("acct")
	p.Box(330, 88, R-330, 64, 0.6, 0.4)
	p.Text(338, 99, bold, 7.5, "Customer service information")
	for i, l := range []string{"Customer service: 1.888.555.0127", "bankoftheamericas.com/smallbusiness", "Bank of the Americas, N.A.", "P.O. Box 25118, Tampa, FL 33622-5118"} {
		p.Text(338, 110+float64(i)*9.5, font, 7.5, l)
	}

	// Account summary.
	dep := rowsWhere(st, func(t *Txn) bool { return t.Credit })
	card := rowsOf(st, SecCard)
	other := rowsOf(st, SecElectronic, SecOther)
	checks := rowsOf(st, SecCheck)
	fees := rowsOf(st, SecFee)
	sDep, nDep := sumOf(dep)
	sCard, nCard := sumOf(card)
	sOther, nOther := sumOf(other)
	sChk, nChk := sumOf(checks)
	sFee, nFee := sumOf(fees)
	y := 175.0
	p.Text(L, y, bold, 11, "Account summary")
	p.Line(L, y+4, R, y+4, 0.8, 0.2)
	lines := [][2]string{
		{"Beginning balance on " + longDate(st.Start), dollars(st.Opening)},
		{"Deposits and other credits", money(sDep)},
		{"Withdrawals and other debits", "-" + money(sCard+sOther)},
		{"Checks", "-" + money(sChk)},
		{"Service fees", "-" + money(sFee)},
		{"Ending balance on " + longDate(st.End), dollars(st.Closing())},
	}
	tags := []string{"open", "sum:cr", "sum:dr", "sum:chk", "sum:fee", "close"}
	for i, kv := range lines {
		yy := y + 17 + float64(i)*12
		fnt := font
		if i == 0 || i == len(lines)-1 {
			fnt = bold
		}
		p.Text(L, yy, fnt, 8.5, kv[0])
		p.TextR(300, yy, fnt, 8.5, kv[1])
		p.Tag(tags[i])
	}
	right := [][2]string{
		{"# of deposits/credits:", fmt.Sprint(nDep)},
		{"# of withdrawals/debits:", fmt.Sprint(nCard + nOther + nChk + nFee)},
		{"# of items-previous cycle:", "0"},
		{"# of days in cycle:", fmt.Sprint(len(days(st.Start, st.End)))},
		{"Average ledger balance:", dollars(averageLedger(st))},
	}
	for i, kv := range right {
		yy := y + 17 + float64(i)*12
		p.Text(340, yy, font, 8, kv[0])
		p.TextR(R, yy, font, 8, kv[1])
	}
	f.Y = y + 100
	cr, dr, ncr, ndr := st.Totals()
	res.Printed = printedOf(ptrF(cr), ptrF(dr), ptrI(ncr), ptrI(ndr), "", true)
	res.Notes = "total_debits is the sum of the summary's Withdrawals and other debits, Checks and Service fees lines; the count of debits is printed as # of withdrawals/debits. Average ledger balance and # of days in cycle are not transactions."

	dateFmt := func(t time.Time) string { return t.Format("01/02/06") }
	st2 := &secTable{f: f, res: res, font: font, bold: bold, fs: fs, lead: lead, dateX: L, descX: 92, descW: 380, amtR: R, rowPad: 3,
		dateFmt: dateFmt, desc: func(t *Txn) string { return descBoA(t, st) },
		amtFmt: func(t *Txn) string {
			if t.Notice() {
				return "0.00"
			}
			if t.Credit {
				return money(t.Cents)
			}
			return "-" + money(t.Cents)
		},
	}
	st2.head = func(title string, cont bool) {
		if cont {
			title += " - continued"
		}
		f.P.Text(L, f.Y+12, bold, 10, title)
		f.P.Line(L, f.Y+15, R, f.Y+15, 0.8, 0.2)
		f.P.Text(L, f.Y+26, bold, 7.5, "Date")
		f.P.Text(92, f.Y+26, bold, 7.5, "Description")
		f.P.TextR(R, f.Y+26, bold, 7.5, "Amount")
		f.Y += 31
	}
	sub := func(title string, cont bool) {
		if cont {
			title += " - continued"
		}
		f.P.Text(L, f.Y+11, "Helvetica-Oblique", 8.5, title)
		f.P.Text(L, f.Y+22, bold, 7.5, "Date")
		f.P.Text(92, f.Y+22, bold, 7.5, "Description")
		f.P.TextR(R, f.Y+22, bold, 7.5, "Amount")
		f.Y += 27
	}

	f.Y += 8
	st2.section("Deposits and other credits", dep)
	st2.total("Total deposits and other credits", dollars(sDep), "tot:cr")

	f.Ensure(60)
	f.P.Text(L, f.Y+12, bold, 10, "Withdrawals and other debits")
	f.P.Line(L, f.Y+15, R, f.Y+15, 0.8, 0.2)
	f.Y += 20
	keep := st2.head
	st2.head = sub
	if len(card) > 0 {
		st2.section("ATM and debit card subtractions", card)
		st2.total("Total ATM and debit card subtractions", "-"+dollars(sCard), "tot:card")
	}
	st2.section("Other subtractions", other)
	st2.total("Total other subtractions", "-"+dollars(sOther), "tot:other")
	st2.total("Total withdrawals and other debits", "-"+dollars(sCard+sOther), "tot:dr")
	st2.head = keep

	// Checks two across: Date, Check #, Amount.
	sort.SliceStable(checks, func(i, j int) bool { return checks[i].CheckNo < checks[j].CheckNo })
	if len(checks) > 0 {
		f.Ensure(60)
		ck := &pairsTable{f: f, ncols: 2, colW: (R - L) / 2, x0: L, lead: lead + 1}
		ck.head = func(cont bool) {
			t := "Checks"
			if cont {
				t += " - continued"
			}
			f.P.Text(L, f.Y+12, bold, 10, t)
			f.P.Line(L, f.Y+15, R, f.Y+15, 0.8, 0.2)
			for c := 0; c < 2; c++ {
				x := L + float64(c)*(R-L)/2
				f.P.Text(x, f.Y+26, bold, 7.5, "Date")
				f.P.Text(x+60, f.Y+26, bold, 7.5, "Check #")
				f.P.TextR(x+(R-L)/2-20, f.Y+26, bold, 7.5, "Amount")
			}
			f.Y += 30
		}
		ck.draw(len(checks), func(i int, x, base float64) {
			t := checks[i]
			f.P.Text(x, base, font, fs, dateFmt(t.Date))
			f.P.Tag(fmt.Sprintf("date:%d", t.Seq))
			no := fmt.Sprint(t.CheckNo)
			if t.Gap {
				no += "*"
			}
			f.P.Text(x+60, base, font, fs, no)
			f.P.TextR(x+(R-L)/2-20, base, font, fs, "-"+money(t.Cents))
			f.P.Tag(fmt.Sprintf("amt:%d", t.Seq))
			res.AddCheck(t)
		})
		st2.total("Total checks", "-"+dollars(sChk), "tot:chk")
		f.Ensure(12)
		f.P.Text(L, f.Y+7, font, 6.5, "* There is a gap in sequential check numbers")
		f.Y += 12
	}

	f.Ensure(40)
	st2.section("Service fees", fees)
	st2.total("Total service fees", "-"+dollars(sFee), "tot:fee")
	if len(fees) > 0 {
		f.Ensure(24)
		f.FlowPara(L, R-L, font, 6.8, 8.5, fmt.Sprintf("Overdraft item fee: $%s per item, maximum 4 per day. NSF: returned item fee: $%s per item. Note your Ending Balance already reflects the subtraction of Service Fees. The fee schedule dated 02/14/2026 applies.", money(st.Fam.ODFee), money(st.Fam.ODFee)))
		f.Y += 8
	}

	ad := st.ActivityDays()
	dl := &pairsTable{f: f, ncols: 3, colW: (R - L) / 3, x0: L, lead: lead + 1}
	dl.head = func(cont bool) {
		t := "Daily ledger balances"
		if cont {
			t += " - continued"
		}
		f.P.Text(L, f.Y+12, bold, 10, t)
		f.P.Line(L, f.Y+15, R, f.Y+15, 0.8, 0.2)
		for c := 0; c < 3; c++ {
			x := L + float64(c)*(R-L)/3
			f.P.Text(x, f.Y+26, bold, 7.5, "Date")
			f.P.TextR(x+(R-L)/3-30, f.Y+26, bold, 7.5, "Balance ($)")
		}
		f.Y += 30
	}
	f.Y += 6
	dl.draw(len(ad), func(i int, x, base float64) {
		f.P.Text(x, base, font, fs, dateFmt(ad[i].Date))
		f.P.TextR(x+(R-L)/3-30, base, font, fs, signed(ad[i].Bal))
		f.P.Tag("daily:" + ad[i].Date.Format("2006-01-02"))
	})
	f.Y += 10
	f.FlowPara(L, R-L, font, 6.8, 8.5, "When you have questions or errors about electronic transfers: call 1.888.555.0127 or write to Bank of the Americas, P.O. Box 25118, Tampa, FL 33622-5118 as soon as you can. We must hear from you no later than 60 days after we sent you the FIRST statement on which the error appeared. For business accounts the period is 30 days. Deposit agreement effective 03/01/2026.")
	return f.Finish(), res
}
