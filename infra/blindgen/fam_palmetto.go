package main

import (
	"fmt"
	"strings"
)

// Palmetto Southern Bank: a Southeastern regional bank in the Truist
// style. ACCOUNT SUMMARY from "Your previous balance as of" the day
// before the period to "Your new balance as of" its last day; one
// TRANSACTION HISTORY with a signed amount column where debits are in
// parentheses; CREDIT AND DEBIT TOTALS with counts; a BALANCE ACTIVITY
// HISTORY two columns across; an IMPORTANT NEWS insert full of dates and
// figures.
func init() {
	register(&Family{
		Key:        "palmetto",
		Bank:       "Palmetto Southern Bank",
		Aliases:    []string{"Palmetto Southern"},
		Models:     "Southeastern regional bank (Truist-style): previous/new balance 'as of' summary, one transaction history with (parenthesised) debits, credit and debit totals with counts, balance activity history two across",
		Country:    US,
		Currency:   "USD",
		ODFee:      3600,
		ReturnFee:  1500,
		WireFee:    2500,
		ServiceFee: 1200,
		BusyScale:  1.1,
		AcctNo:     "1100009182734",
		Biz: &Business{
			Name: "LOWCOUNTRY HVAC SERVICES INC", Owner: "Terrence B. Moultrie", Street: "2950 ASHLEY PHOSPHATE RD", City: "North Charleston", State: "SC", Zip: "29418",
			Industry: "hvac", Processors: []string{"STRIPE"}, Revenue: 236000, Payroll: "PAYCHEX",
			Funders:   []Funder{{"SEASIDE CAPITAL GRP", "6671200934", 44500}, {"CROWN MERCHANT SVCS", "2290871145", 31000}, {"DELTA FUNDING LLC", "7719902231", 36500}},
			Lender:    &Funder{"KAPITUS SERVICING", "3319009281", 66420},
			Vendors:   []string{"FERGUSON ENTERPRISES", "JOHNSTONE SUPPLY", "WATSCO INC"},
			Utilities: []string{"DOMINION ENERGY SC", "SPECTRUM BUSINESS"},
			Insurer:   "AUTO-OWNERS INSURANCE", Landlord: "ASHLEY PARK INDUSTRIAL", Savings: "4418", Card: "7350",
			Customers: []string{"Summerville Property Mgmt", "James Pinckney", "Daniel Island Hoa", "Grace Whitfield"},
			Payees:    []string{"Marcus Brown", "Sc Dept Of Revenue", "Coastal Fleet Repair", "Andre Simmons"},
		},
		Specs: []Spec{
			{"ordinary", date(2026, 6, 1), date(2026, 6, 30), PReportLab},
			{"decjan", date(2025, 12, 9), date(2026, 1, 8), PReportLab},
			{"negative", date(2026, 10, 1), date(2026, 10, 31), PReportLab},
			{"busy", date(2026, 3, 1), date(2026, 3, 31), PReportLab},
		},
		Draw: drawPalmetto,
	})
}

var truistStyle = upperVariant{
	achCredit: "ACH CORP DEP", achDebit: "ACH CORP DEBIT", card: "POS PURCHASE", atm: "ATM WITHDRAWAL",
	deposit: "DEPOSIT", zelleIn: "ZELLE BUSINESS PAYMENT FROM", zelleOut: "ZELLE BUSINESS PAYMENT TO", wireIn: "DOMESTIC WIRE IN",
	wireOut: "DOMESTIC WIRE OUT", xferOut: "ONLINE TRANSFER TO DDA/SAV XXXXXXXXX", xferIn: "ONLINE TRANSFER FROM DDA/SAV XXXXXXXXX",
	od: "OVERDRAFT ITEM FEE PAID", nsf: "RETURNED ITEM FEE NSF", svc: "MAINTENANCE FEE", retDep: "DEPOSIT RETURNED ITEM",
	retFee: "DEPOSIT RETURN ITEM FEE", notice: "MAINTENANCE FEE WAIVED", wireFee: "OUTGOING WIRE FEE",
}

func drawPalmetto(st *Statement) (*Doc, *Result) {
	const (
		L, R = 40.0, 572.0
		font = "Helvetica"
		bold = "Helvetica-Bold"
		fs   = 7.8
		lead = 9.4
	)
	b := st.Biz
	res := &Result{PageNumbers: true, Holder: b.Name}
	f := NewFlow(612, 792, 86, 744)
	f.Decor = func(p *Page, n, total int) {
		if n > 1 {
			p.Text(L, 44, bold, 12, "PALMETTO SOUTHERN")
			p.TextR(R, 44, font, 8, b.Name)
			p.TextR(R, 55, font, 8, "SIMPLE BUSINESS CHECKING "+st.AcctNo)
			p.Tag("acct")
		}
		p.TextR(R, 772, font, 7.5, fmt.Sprintf("PAGE %d OF %d", n, total))
		p.Text(L, 772, font, 6.5, "MEMBER FDIC")
	}
	p := f.P
	p.Text(L, 50, bold, 18, "PALMETTO SOUTHERN")
	p.Text(L, 61, font, 7.5, "BANK")
	p.TextR(R, 44, font, 8, "P.O. Box 1847")
	p.TextR(R, 54, font, 8, "Wilson, NC 27894-1847")
	p.Text(L, 104, font, 9, b.Name)
	p.Tag("holder")
	p.Text(L, 115, font, 9, strings.ToUpper(b.Street))
	p.Text(L, 126, font, 9, strings.ToUpper(b.City)+" "+b.State+" "+b.Zip)
	p.Text(350, 104, font, 8, "Questions, comments or errors?")
	p.Text(350, 114, font, 8, "Call 1-844-555-0137 (1-844-PSB-0137),")
	p.Text(350, 124, font, 8, "or visit palmettosouthern.com")

	cr, dr, ncr, ndr := st.Totals()
	chk, _ := sumOf(rowsOf(st, SecCheck))
	y := 160.0
	p.Text(L, y, bold, 9.5, "SIMPLE BUSINESS CHECKING "+st.AcctNo)
	p.Tag("acct")
	y += 16
	p.Rect(L, y, R-L, 12, 0.2)
	p.TextGray(L+4, y+9, bold, 8.5, "ACCOUNT SUMMARY", 1)
	y += 24
	prev := st.Start.AddDate(0, 0, -1)
	sum := [][3]string{
		{"Your previous balance as of " + prev.Format("01/02/2006"), "$" + paren(st.Opening), "open"},
		{"Checks", "- " + money(chk), "sum:chk"},
		{"Other withdrawals, debits and service charges", "- " + money(dr-chk), "sum:dr"},
		{"Deposits, credits and interest", "+ " + money(cr), "sum:cr"},
		{"Your new balance as of " + st.End.Format("01/02/2006"), "= $" + paren(st.Closing()), "close"},
	}
	for i, r := range sum {
		p.Text(L+4, y+float64(i)*11, font, 8, r[0])
		p.TextR(330, y+float64(i)*11, font, 8, r[1])
		p.Tag(r[2])
	}
	f.Y = y + 62
	res.Printed = printedOf(ptrF(cr), ptrF(dr), ptrI(ncr), ptrI(ndr), "", true)
	res.Notes = "The summary starts from the previous balance 'as of' the day before the period. total_debits is Checks plus Other withdrawals in the summary; CREDIT AND DEBIT TOTALS print counts and totals. Debits are in parentheses."

	tbl := &secTable{f: f, res: res, font: font, bold: bold, fs: fs, lead: lead, dateX: L + 4, descX: 90, descW: 360, amtR: R - 4, rowPad: 2,
		dateFmt: mmdd,
		desc: func(t *Txn) string {
			if t.Kind == KCheck {
				return fmt.Sprintf("CHECK %d", t.CheckNo)
			}
			return descUpper(truistStyle, t, st)
		},
		amtFmt: func(t *Txn) string {
			if t.Credit {
				return money(t.Cents)
			}
			return "(" + money(t.Cents) + ")"
		}}
	tbl.head = func(title string, cont bool) {
		if cont {
			title += " (CONTINUED)"
		}
		f.P.Rect(L, f.Y, R-L, 12, 0.2)
		f.P.TextGray(L+4, f.Y+9, bold, 8.5, title, 1)
		f.P.Text(L+4, f.Y+22, bold, 7, "DATE")
		f.P.Text(90, f.Y+22, bold, 7, "DESCRIPTION")
		f.P.TextR(R-4, f.Y+22, bold, 7, "AMOUNT($)")
		f.P.Line(L, f.Y+25, R, f.Y+25, 0.4, 0)
		f.Y += 28
	}
	// The history prints every posting in date order; check rows read
	// "CHECK 1234", which the answer writes as CHECK #1234.
	rows := st.Posted()
	f.Ensure(60)
	tbl.head("TRANSACTION HISTORY", false)
	f.OnBreak = func() { tbl.head("TRANSACTION HISTORY", true) }
	for _, t := range rows {
		lines := wrap(tbl.desc(t), tbl.descW, measureFn(font, fs))
		h := float64(len(lines))*lead + 2
		f.Ensure(h)
		base := f.Y + fs
		f.P.Text(L+4, base, font, fs, mmdd(t.Date))
		f.P.Tag(fmt.Sprintf("date:%d", t.Seq))
		for i, l := range lines {
			f.P.Text(90, base+float64(i)*lead, font, fs, l)
		}
		f.P.TextR(R-4, base, font, fs, tbl.amtFmt(t))
		f.P.Tag(fmt.Sprintf("amt:%d", t.Seq))
		f.Y += h
		if t.Kind == KCheck {
			res.AddCheck(t)
		} else {
			res.Add(t, lines...)
		}
	}
	f.OnBreak = nil
	f.Y += 10
	f.Ensure(50)
	f.P.Rect(L, f.Y, R-L, 12, 0.2)
	f.P.TextGray(L+4, f.Y+9, bold, 8.5, "CREDIT AND DEBIT TOTALS", 1)
	f.Y += 22
	f.P.Text(L+4, f.Y, font, 8, fmt.Sprintf("Total deposits, credits and interest (%d)", ncr))
	f.P.TextR(R-4, f.Y, font, 8, "$"+money(cr))
	f.P.Tag("tot:cr")
	f.P.Text(L+4, f.Y+11, font, 8, fmt.Sprintf("Total checks, withdrawals, debits and service charges (%d)", ndr))
	f.P.TextR(R-4, f.Y+11, font, 8, "$("+money(dr)+")")
	f.P.Tag("tot:dr")
	f.Y += 24
	ad := st.ActivityDays()
	colW := (R - L) / 2
	bh := &pairsTable{f: f, ncols: 2, colW: colW, x0: L + 4, lead: lead + 1}
	bh.head = func(cont bool) {
		t := "BALANCE ACTIVITY HISTORY"
		if cont {
			t += " (CONTINUED)"
		}
		f.P.Rect(L, f.Y, R-L, 12, 0.2)
		f.P.TextGray(L+4, f.Y+9, bold, 8.5, t, 1)
		f.Y += 16
		for c := 0; c < 2; c++ {
			x := L + 4 + float64(c)*colW
			f.P.Text(x, f.Y+8, bold, 7, "DATE")
			f.P.TextR(x+colW-60, f.Y+8, bold, 7, "BALANCE($)")
		}
		f.Y += 11
	}
	bh.draw(len(ad), func(i int, x, base float64) {
		f.P.Text(x, base, font, fs, mmdd(ad[i].Date))
		f.P.TextR(x+colW-60, base, font, fs, paren(ad[i].Bal))
		f.P.Tag("daily:" + ad[i].Date.Format("2006-01-02"))
	})
	f.Y += 14
	f.Ensure(60)
	f.P.Box(L, f.Y, R-L, 50, 0.6, 0.3)
	f.P.Text(L+8, f.Y+13, bold, 8.5, "IMPORTANT NEWS ABOUT YOUR ACCOUNT")
	f.P.Para(L+8, f.Y+25, R-L-16, font, 7.5, 9.2, "Effective 08/15/2026, the Overdraft Item Fee will change from $36.00 to $35.00 and we will no longer charge a Returned Item Fee on items of $10.00 or less. Visit palmettosouthern.com/fees or call 1-844-555-0137 for the Commercial Bank Services Agreement dated 07/01/2026.")
	f.Y += 58
	return f.Finish(), res
}
