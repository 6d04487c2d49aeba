package main

import (
	"fmt"
	"strings"
	"time"
)

// Cascade Members Credit Union: a credit union statement with two shares
// in one document - a Share Savings (suffix 00) with its membership
// deposit and no activity, and the Business Share Draft (suffix 10) that
// carries the business. Summary by share with Previous Balance / New
// Balance; the draft's activity in one table with a signed amount
// (-512.75) and the balance on every row; dates like "AUG 14"; a $0.00
// waived-fee row; overdraft and NSF totals for the period and year to
// date as Regulation DD requires.
func init() {
	register(&Family{
		Key:        "cascade",
		Bank:       "Cascade Members Credit Union",
		Aliases:    []string{"Cascade Members CU", "Cascade Members"},
		Models:     "credit union: share savings and share draft in one statement, Previous/New Balance, signed amounts with balance on every row, MON DD dates, $0.00 waived row",
		Country:    US,
		Currency:   "USD",
		ODFee:      2500,
		ReturnFee:  2500,
		WireFee:    1500,
		ServiceFee: 800,
		Waives:     true,
		BusyScale:  0.8,
		WeeklyMCA:  true,
		AcctNo:     "0041187",
		Biz: &Business{
			Name: "RIVERBEND BAKERY LLC", Owner: "Hannah J. Kowalczyk", Street: "415 SE MORRISON ST", City: "Portland", State: "OR", Zip: "97214",
			Industry: "bakery", Processors: []string{"SQUARE", "SHOPIFY"}, Revenue: 96000, Payroll: "GUSTO",
			Funders:   []Funder{{"ROSE CITY CAPITAL", "7781200932", 16900}, {"EVERGREEN ADVANCE", "3380012267", 12500}, {"WILLAMETTE FUNDING", "9910023348", 14900}},
			Vendors:   []string{"BOB'S RED MILL", "CHEFSTORE 5502"},
			Utilities: []string{"PORTLAND GENERAL", "NW NATURAL"},
			Insurer:   "COUNTRY FINANCIAL", Landlord: "MORRISON BLOCK LLC", Savings: "0000", Card: "1142",
			Customers: []string{"Stumptown Events Co", "Laura Nguyen", "Hawthorne Market Coop", "Ben Carter"},
			Payees:    []string{"Julia Ferris", "Multnomah County", "Ace Refrigeration Pdx", "Sam Ortiz"},
		},
		Specs: []Spec{
			{"ordinary", date(2026, 8, 1), date(2026, 8, 31), PCairo},
			{"decjan", date(2025, 12, 16), date(2026, 1, 15), PCairo},
			{"negative", date(2026, 4, 1), date(2026, 4, 30), PCairo},
			{"busy", date(2026, 10, 1), date(2026, 10, 31), PReportLab},
		},
		Draw: drawCascade,
	})
}

var cuStyle = upperVariant{
	achCredit: "ACH CREDIT", achDebit: "ACH DEBIT", card: "POS WITHDRAWAL", atm: "ATM WITHDRAWAL",
	deposit: "SHARE DRAFT DEPOSIT", zelleIn: "ZELLE CREDIT FROM", zelleOut: "ZELLE DEBIT TO", wireIn: "INCOMING WIRE",
	wireOut: "OUTGOING WIRE", xferOut: "TRANSFER TO SHARE", xferIn: "TRANSFER FROM SHARE",
	od: "COURTESY PAY FEE", nsf: "NSF FEE RETURNED", svc: "BUSINESS ACCOUNT FEE", retDep: "RETURNED DEPOSITED ITEM",
	retFee: "RETURNED DEPOSITED ITEM FEE", notice: "BUSINESS ACCOUNT FEE WAIVED", wireFee: "WIRE FEE", check: "SHARE DRAFT",
}

func drawCascade(st *Statement) (*Doc, *Result) {
	const (
		L, R  = 40.0, 572.0
		font  = "Helvetica"
		bold  = "Helvetica-Bold"
		fs    = 7.8
		lead  = 9.4
		xDesc = 92.0
		xAmt  = 470.0
		xBal  = 568.0
	)
	b := st.Biz
	res := &Result{PageNumbers: true, Holder: b.Name}
	up := func(t time.Time) string { return strings.ToUpper(t.Format("Jan 02")) }
	per := fmt.Sprintf("%s thru %s", st.Start.Format("01/02/06"), st.End.Format("01/02/06"))
	f := NewFlow(612, 792, 90, 744)
	f.Decor = func(p *Page, n, total int) {
		if n > 1 {
			p.Text(L, 44, bold, 11, "Cascade Members Credit Union")
			p.TextR(R, 44, font, 8, "Member Number: "+st.AcctNo)
			p.Tag("acct")
			p.TextR(R, 55, font, 8, "Statement Period: "+per)
			p.Tag("period")
		}
		p.TextR(R, 772, font, 7.5, fmt.Sprintf("Page %d of %d", n, total))
		p.Text(L, 772, font, 6.5, "Federally insured by NCUA. Equal Housing Opportunity.")
	}
	p := f.P
	p.Text(L, 50, bold, 17, "Cascade Members")
	p.Text(L, 64, bold, 11, "CREDIT UNION")
	p.Text(L, 76, font, 7.5, "PO Box 6400  Portland OR 97228  |  503-555-0119  |  cascademembers.org")
	p.Box(360, 36, R-360, 50, 0.6, 0.4)
	p.Text(368, 48, bold, 8.5, "MEMBER STATEMENT")
	p.Text(368, 60, font, 8, "Statement Period: "+per)
	p.Tag("period")
	p.Text(368, 71, font, 8, "Member Number: "+st.AcctNo)
	p.Tag("acct")
	p.Text(L, 110, font, 9, b.Name)
	p.Tag("holder")
	p.Text(L, 121, font, 9, strings.ToUpper(b.Street))
	p.Text(L, 132, font, 9, strings.ToUpper(b.City)+" "+b.State+" "+b.Zip)

	cr, dr, ncr, ndr := st.Totals()
	y := 164.0
	p.Rect(L, y, R-L, 13, 0.85)
	p.Text(L+4, y+9.5, bold, 9, "ACCOUNT SUMMARY")
	y += 24
	cols := []float64{250, 320, 400, 480, R - 4}
	heads := []string{"Previous Balance", "Deposits", "Withdrawals", "Dividends", "New Balance"}
	for i, h := range heads {
		p.TextR(cols[i], y, bold, 7.5, h)
	}
	p.Text(L+4, y+12, font, 8, "Share Savings  Suffix 00")
	for i, v := range []string{"25.00", "0.00", "0.00", "0.00", "25.00"} {
		p.TextR(cols[i], y+12, font, 8, v)
	}
	p.Text(L+4, y+24, font, 8, "Business Share Draft  Suffix 10")
	vals := []string{signed(st.Opening), money(cr), money(dr), "0.00", signed(st.Closing())}
	tags := []string{"open", "sum:cr", "sum:dr", "", "close"}
	for i, v := range vals {
		p.TextR(cols[i], y+24, font, 8, v)
		if tags[i] != "" {
			p.Tag(tags[i])
		}
	}
	p.Text(L+4, y+36, bold, 8, "Total")
	p.TextR(cols[0], y+36, bold, 8, signed(st.Opening+2500))
	p.TextR(cols[4], y+36, bold, 8, signed(st.Closing()+2500))
	f.Y = y + 54
	res.Printed = printedOf(ptrF(cr), ptrF(dr), ptrI(ncr), ptrI(ndr), "every_row", false)
	res.Notes = "The statement holds two shares; the answer covers the Business Share Draft (suffix 10), which has all the activity. The Share Savings (suffix 00) has a 25.00 membership balance and no transactions; the summary's Total line adds it. Counts are printed under the draft's table."

	f.P.Rect(L, f.Y, R-L, 13, 0.85)
	f.P.Text(L+4, f.Y+9.5, bold, 9, "SHARE SAVINGS  SUFFIX 00")
	f.Y += 22
	f.P.Text(L+4, f.Y, font, 8, up(st.Start))
	f.P.Text(xDesc, f.Y, font, 8, "Previous Balance")
	f.P.TextR(xBal, f.Y, font, 8, "25.00")
	f.P.Text(xDesc, f.Y+11, font, 8, "No transactions this period")
	f.P.Text(L+4, f.Y+22, font, 8, up(st.End))
	f.P.Text(xDesc, f.Y+22, font, 8, "New Balance")
	f.P.TextR(xBal, f.Y+22, font, 8, "25.00")
	f.P.Text(L+4, f.Y+34, font, 7, "Dividends Year-to-Date: 0.14   Annual Percentage Yield Earned: 0.05%")
	f.Y += 48

	head := func(cont bool) {
		t := "BUSINESS SHARE DRAFT  SUFFIX 10"
		if cont {
			t += " (CONTINUED)"
		}
		f.P.Rect(L, f.Y, R-L, 13, 0.85)
		f.P.Text(L+4, f.Y+9.5, bold, 9, t)
		f.P.Text(L+4, f.Y+23, bold, 7, "DATE")
		f.P.Text(xDesc, f.Y+23, bold, 7, "TRANSACTION DESCRIPTION")
		f.P.TextR(xAmt, f.Y+23, bold, 7, "AMOUNT")
		f.P.TextR(xBal, f.Y+23, bold, 7, "BALANCE")
		f.P.Line(L, f.Y+26, R, f.Y+26, 0.4, 0)
		f.Y += 30
	}
	f.Ensure(80)
	head(false)
	f.OnBreak = func() { head(true) }
	f.P.Text(L+4, f.Y+fs, font, fs, up(st.Start))
	f.P.Text(xDesc, f.Y+fs, font, fs, "Previous Balance")
	f.P.TextR(xBal, f.Y+fs, font, fs, signed(st.Opening))
	f.Y += lead + 2
	measure := measureFn(font, fs)
	for _, t := range st.Txns {
		d := descUpper(cuStyle, t, st)
		if t.Kind == KCheck {
			d = fmt.Sprintf("SHARE DRAFT %d", t.CheckNo)
		}
		lines := wrap(d, 330, measure)
		h := float64(len(lines))*lead + 2
		f.Ensure(h)
		base := f.Y + fs
		f.P.Text(L+4, base, font, fs, up(t.Date))
		f.P.Tag(fmt.Sprintf("date:%d", t.Seq))
		for i, l := range lines {
			f.P.Text(xDesc, base+float64(i)*lead, font, fs, l)
		}
		a := money(t.Cents)
		if !t.Credit && !t.Notice() {
			a = "-" + a
		}
		f.P.TextR(xAmt, base, font, fs, a)
		f.P.Tag(fmt.Sprintf("amt:%d", t.Seq))
		f.P.TextR(xBal, base, font, fs, signed(t.Bal))
		f.P.Tag(fmt.Sprintf("bal:%d", t.Seq))
		f.Y += h
		if t.Kind == KCheck {
			res.AddCheck(t)
		} else {
			res.Add(t, lines...)
		}
	}
	f.Ensure(40)
	f.P.Text(L+4, f.Y+fs, font, fs, up(st.End))
	f.P.Text(xDesc, f.Y+fs, font, fs, "New Balance")
	f.P.TextR(xBal, f.Y+fs, font, fs, signed(st.Closing()))
	f.Y += lead + 4
	f.OnBreak = nil
	f.P.Text(xDesc, f.Y+fs, font, fs, fmt.Sprintf("Deposits: %d totaling %s    Withdrawals: %d totaling %s", ncr, money(cr), ndr, money(dr)))
	f.Y += 20
	var odP int64
	for _, t := range st.Posted() {
		if t.IsNSF() {
			odP += t.Cents
		}
	}
	f.Ensure(40)
	f.P.Text(L+4, f.Y+8, bold, 8, "FEE SUMMARY")
	f.P.TextR(400, f.Y+8, bold, 7.5, "Total for this period")
	f.P.TextR(R-4, f.Y+8, bold, 7.5, "Total year-to-date")
	f.P.Text(L+4, f.Y+19, font, 8, "Total Courtesy Pay and NSF Fees")
	f.P.TextR(400, f.Y+19, font, 8, "$"+money(odP))
	f.P.TextR(R-4, f.Y+19, font, 8, "$"+money(odP+2500*int64(1+st.Seed%5)))
	f.Y += 32
	f.FlowPara(L, R-L, font, 6.8, 8.4, "Your savings federally insured to at least $250,000 and backed by the full faith and credit of the United States Government. National Credit Union Administration, a U.S. Government Agency. Courtesy Pay fee $25.00 per item; limit 5 per day. Dividend rate 0.05% effective 07/01/2026.")
	return f.Finish(), res
}
