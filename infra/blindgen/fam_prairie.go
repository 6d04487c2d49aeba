package main

import (
	"fmt"
	"sort"
	"strings"
)

// Prairie State Bank: a Midwestern regional bank in the U.S. Bank style.
// Sections Customer Deposits, Other Deposits, Card Withdrawals, Other
// Withdrawals and Checks Presented Conventionally, each closed by a Total
// line; debits printed with a trailing minus (95.00-); dates like "Feb 3";
// a Balance Summary of date/balance pairs across the page.
func init() {
	register(&Family{
		Key:        "prairie",
		Bank:       "Prairie State Bank",
		Aliases:    []string{"Prairie State Bank, N.A."},
		Models:     "Midwestern regional bank (U.S. Bank-style): customer/other deposits, card and other withdrawals, checks presented conventionally three across, trailing-minus debits, Mon D dates, balance summary pairs",
		Country:    US,
		Currency:   "USD",
		ODFee:      3600,
		ReturnFee:  1900,
		WireFee:    3000,
		ServiceFee: 2000,
		BusyScale:  1.0,
		AcctNo:     "152877309912",
		Biz: &Business{
			Name: "GOLDEN WHEAT BAKERY & CAFE LLC", Owner: "Anna M. Lindqvist", Street: "612 MAIN AVE", City: "Fargo", State: "ND", Zip: "58103",
			Industry: "bakery", Processors: []string{"TOAST", "SQUARE"}, Revenue: 142000, Payroll: "GUSTO",
			Funders:   []Funder{{"PLAINS MERCHANT FUND", "5510087723", 23900}, {"HEARTLAND QUICKCAP", "3390021188", 17500}, {"BISON BRIDGE CAPITAL", "8810239911", 21000}},
			Lender:    &Funder{"NATIONAL FUNDING INC", "1177209845", 41275},
			Vendors:   []string{"BAKEMARK USA", "CASH-WA DISTRIBUTING"},
			Utilities: []string{"XCEL ENERGY", "MIDCO BUSINESS"},
			Insurer:   "NODAK INSURANCE CO", Landlord: "BROADWAY SQUARE PROPERTIES", Savings: "0456", Card: "9024",
			Customers: []string{"Red River Events", "Karen Olson", "Fargo Public Schools Pto", "Erik Hanson"},
			Payees:    []string{"Nd State Tax Comm", "Lars Pedersen", "Valley Refrigeration", "Hannah Berg"},
		},
		Specs: []Spec{
			{"ordinary", date(2026, 2, 1), date(2026, 2, 28), PGhostscript},
			{"decjan", date(2025, 12, 21), date(2026, 1, 20), PGhostscript},
			{"negative", date(2026, 8, 1), date(2026, 8, 31), PCairo},
			{"busy", date(2026, 5, 1), date(2026, 5, 31), PGhostscript},
		},
		Draw: drawPrairie,
	})
}

var usbStyle = upperVariant{
	achCredit: "Electronic Deposit From", achDebit: "Electronic Withdrawal To", card: "Debit Purchase - VISA On", atm: "ATM Withdrawal",
	deposit: "Deposit", zelleIn: "Zelle Instant Pmt From", zelleOut: "Zelle Instant Pmt To", wireIn: "Incoming Wire Transfer From",
	wireOut: "Outgoing Wire Transfer To", xferOut: "Internet Banking Transfer To Savings", xferIn: "Internet Banking Transfer From Savings",
	od: "Overdraft Paid Fee", nsf: "Overdraft Returned Fee", svc: "Maintenance Fee", retDep: "Returned Item Deposit",
	retFee: "Returned Item Charge", notice: "Maintenance Fee Waived", wireFee: "Wire Transfer Fee",
}

func drawPrairie(st *Statement) (*Doc, *Result) {
	const (
		L, R = 36.0, 576.0
		font = "Helvetica"
		bold = "Helvetica-Bold"
		fs   = 7.8
		lead = 9.4
	)
	b := st.Biz
	res := &Result{PageNumbers: true, Holder: b.Name}
	mon := func(t interface{ Format(string) string }) string { return t.Format("Jan 2") }
	acct := st.AcctNo[:1] + " " + st.AcctNo[1:4] + " " + st.AcctNo[4:8] + " " + st.AcctNo[8:]
	per := st.Start.Format("Jan 2, 2006") + " through " + st.End.Format("Jan 2, 2006")
	f := NewFlow(612, 792, 96, 744)
	f.Decor = func(p *Page, n, total int) {
		p.TextR(R, 40, bold, 8.5, "Business Statement")
		p.TextR(R, 51, font, 8, "Account Number:")
		p.TextR(R, 61, font, 8, acct)
		p.Tag("acct")
		p.TextR(R, 72, font, 8, "Statement Period:")
		p.TextR(R, 82, font, 8, per)
		p.Tag("period")
		p.TextR(R, 93, font, 8, fmt.Sprintf("Page %d of %d", n, total))
		if n > 1 {
			p.Text(L, 46, bold, 13, "PRAIRIE STATE BANK")
			p.Text(L, 58, font, 7.5, b.Name)
		}
		p.Text(L, 774, font, 6.5, "Prairie State Bank, N.A.  |  Member FDIC  |  prairiestatebank.com  |  24-Hour Business Solutions: 1-800-555-0182")
	}
	p := f.P
	p.Text(L, 48, bold, 18, "PRAIRIE STATE BANK")
	p.Text(L, 60, font, 7.5, "P.O. Box 1800")
	p.Text(L, 69, font, 7.5, "Saint Paul, Minnesota 55101-0800")
	p.Text(L, 118, font, 9, b.Name)
	p.Tag("holder")
	p.Text(L, 129, font, 9, strings.ToUpper(b.Street))
	p.Text(L, 140, font, 9, strings.ToUpper(b.City)+" "+b.State+" "+b.Zip)
	f.Y = 170

	cust := rowsWhere(st, func(t *Txn) bool { return t.Credit && (t.Kind == KDeposit || t.Kind == KCashDeposit) })
	odep := rowsWhere(st, func(t *Txn) bool { return t.Credit && t.Kind != KDeposit && t.Kind != KCashDeposit })
	cardW := rowsOf(st, SecCard)
	othW := rowsOf(st, SecElectronic, SecOther, SecFee)
	checks := rowsOf(st, SecCheck)
	s1, n1 := sumOf(cust)
	s2, n2 := sumOf(odep)
	s3, n3 := sumOf(cardW)
	s4, n4 := sumOf(othW)
	s5, n5 := sumOf(checks)

	p.Rect(L, f.Y, R-L, 14, 0.85)
	p.Text(L+4, f.Y+10, bold, 9.5, "SILVER BUSINESS CHECKING")
	p.TextR(R-4, f.Y+10, font, 8, "Member FDIC")
	f.Y += 22
	p.Text(L+4, f.Y+8, font, 8, "Account Summary")
	p.TextR(330, f.Y+8, font, 7.5, "# Items")
	f.Y += 12
	sum := [][4]string{
		{"Beginning Balance on " + mon(st.Start), "", "$ " + trailing(st.Opening), "open"},
		{"Customer Deposits", fmt.Sprint(n1), money(s1), "sum:cust"},
		{"Other Deposits", fmt.Sprint(n2), money(s2), "sum:odep"},
		{"Card Withdrawals", fmt.Sprint(n3), money(s3) + "-", "sum:card"},
		{"Other Withdrawals", fmt.Sprint(n4), money(s4) + "-", "sum:oth"},
		{"Checks Paid", fmt.Sprint(n5), money(s5) + "-", "sum:chk"},
		{"Ending Balance on " + st.End.Format("Jan 2, 2006"), "", "$ " + trailing(st.Closing()), "close"},
	}
	for i, r := range sum {
		fnt := font
		if i == len(sum)-1 {
			fnt = bold
		}
		p.Text(L+14, f.Y+8+float64(i)*10.5, fnt, 8, r[0])
		p.TextR(330, f.Y+8+float64(i)*10.5, fnt, 8, r[1])
		p.TextR(440, f.Y+8+float64(i)*10.5, fnt, 8, r[2])
		p.Tag(r[3])
	}
	f.Y += 90
	cr, dr, ncr, ndr := st.Totals()
	res.Printed = printedOf(ptrF(cr), ptrF(dr), ptrI(ncr), ptrI(ndr), "", true)
	res.Notes = "Totals and counts are the sums of the Account Summary lines (Customer and Other Deposits; Card Withdrawals, Other Withdrawals and Checks Paid). Debits print with a trailing minus."

	tbl := &secTable{f: f, res: res, font: font, bold: bold, fs: fs, lead: lead, dateX: L + 4, descX: 84, descW: 380, amtR: R - 6, rowPad: 2,
		desc: func(t *Txn) string { return descUpper(usbStyle, t, st) },
		amtFmt: func(t *Txn) string {
			if t.Credit {
				return money(t.Cents)
			}
			return money(t.Cents) + "-"
		}}
	tbl.head = func(title string, cont bool) {
		if cont {
			title += " (continued)"
		}
		f.P.Text(L+4, f.Y+11, bold, 8.5, title)
		f.P.Text(L+4, f.Y+22, bold, 7, "Date")
		f.P.Text(84, f.Y+22, bold, 7, "Description of Transaction")
		f.P.Text(470, f.Y+22, bold, 7, "Ref Number")
		f.P.TextR(R-6, f.Y+22, bold, 7, "Amount")
		f.P.Line(L, f.Y+25, R, f.Y+25, 0.4, 0)
		f.Y += 28
	}
	_ = tbl
	// A local section printer adds the bank's reference-number column.
	section := func(title, total string, rows []*Txn, sum int64, debit bool, tag string) {
		if len(rows) == 0 {
			return
		}
		f.Ensure(50)
		tbl.head(title, false)
		f.OnBreak = func() { tbl.head(title, true) }
		for _, t := range rows {
			lines := wrap(descUpper(usbStyle, t, st), 370, measureFn(font, fs))
			h := float64(len(lines))*lead + 2
			f.Ensure(h)
			base := f.Y + fs
			f.P.Text(L+4, base, font, fs, mon(t.Date))
			f.P.Tag(fmt.Sprintf("date:%d", t.Seq))
			for i, l := range lines {
				f.P.Text(84, base+float64(i)*lead, font, fs, l)
			}
			ref := ""
			if len(t.Ref) >= 10 {
				ref = t.Ref[:10]
			}
			f.P.Text(470, base, font, fs, ref)
			f.P.TextR(R-6, base, font, fs, tbl.amtFmt(t))
			f.P.Tag(fmt.Sprintf("amt:%d", t.Seq))
			f.Y += h
			res.Add(t, lines...)
		}
		f.OnBreak = nil
		a := "$ " + money(sum)
		if debit {
			a += "-"
		}
		tbl.total(total, a, tag)
	}
	section("Customer Deposits", "Total Customer Deposits", cust, s1, false, "tot:cust")
	section("Other Deposits", "Total Other Deposits", odep, s2, false, "tot:odep")
	section("Card Withdrawals", "Total Card Withdrawals", cardW, s3, true, "tot:card")
	section("Other Withdrawals", "Total Other Withdrawals", othW, s4, true, "tot:oth")
	if len(checks) > 0 {
		sort.SliceStable(checks, func(i, j int) bool { return checks[i].CheckNo < checks[j].CheckNo })
		f.Ensure(50)
		f.P.Text(L+4, f.Y+11, bold, 8.5, "Checks Presented Conventionally")
		f.Y += 14
		colW := (R - L) / 3
		ck := &pairsTable{f: f, ncols: 3, colW: colW, x0: L + 4, lead: lead + 1}
		ck.head = func(cont bool) {
			for c := 0; c < 3; c++ {
				x := L + 4 + float64(c)*colW
				f.P.Text(x, f.Y+8, bold, 7, "Check")
				f.P.Text(x+40, f.Y+8, bold, 7, "Date")
				f.P.Text(x+72, f.Y+8, bold, 7, "Ref Number")
				f.P.TextR(x+colW-10, f.Y+8, bold, 7, "Amount")
			}
			f.Y += 11
		}
		ck.draw(len(checks), func(i int, x, base float64) {
			t := checks[i]
			no := fmt.Sprint(t.CheckNo)
			if t.Gap {
				no += "*"
			}
			f.P.Text(x, base, font, fs, no)
			f.P.Text(x+40, base, font, fs, mon(t.Date))
			f.P.Tag(fmt.Sprintf("date:%d", t.Seq))
			f.P.Text(x+72, base, font, fs, fmt.Sprintf("%010d", 8400000000+int64(t.CheckNo)*7919%99999999))
			f.P.TextR(x+colW-10, base, font, fs, money(t.Cents))
			f.P.Tag(fmt.Sprintf("amt:%d", t.Seq))
			res.AddCheck(t)
		})
		f.Ensure(12)
		f.P.Text(L+4, f.Y+7, font, 6.5, "* Gap in check sequence")
		f.Y += 10
		f.P.Text(L+4, f.Y+7, font, 7, fmt.Sprintf("Conventional Checks Paid (%d)", n5))
		f.P.TextR(R-6, f.Y+7, bold, 7.5, "$ "+money(s5)+"-")
		f.P.Tag("tot:chk")
		f.Y += 16
	}
	ad := st.ActivityDays()
	colW := (R - L) / 3
	bs := &pairsTable{f: f, ncols: 3, colW: colW, x0: L + 4, lead: lead + 1}
	bs.head = func(cont bool) {
		t := "Balance Summary"
		if cont {
			t += " (continued)"
		}
		f.P.Text(L+4, f.Y+11, bold, 8.5, t)
		f.Y += 14
		for c := 0; c < 3; c++ {
			x := L + 4 + float64(c)*colW
			f.P.Text(x, f.Y+8, bold, 7, "Date")
			f.P.TextR(x+colW-30, f.Y+8, bold, 7, "Ending Balance")
		}
		f.Y += 11
	}
	f.Y += 4
	bs.draw(len(ad), func(i int, x, base float64) {
		f.P.Text(x, base, font, fs, mon(ad[i].Date))
		f.P.TextR(x+colW-30, base, font, fs, trailing(ad[i].Bal))
		f.P.Tag("daily:" + ad[i].Date.Format("2006-01-02"))
	})
	f.Ensure(12)
	f.P.Text(L+4, f.Y+8, font, 6.5, "Balances only appear for days reflecting change.")
	f.Y += 16
	f.FlowPara(L, R-L, font, 6.8, 8.4, "Effective March 1, 2026, the Overdraft Paid Fee and Overdraft Returned Fee will each be $36.00 per item, limited to four (4) fees per day. No fee is charged for items of $5.00 or less. Call 1-800-555-0182 with questions.")
	return f.Finish(), res
}
