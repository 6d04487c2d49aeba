package main

import (
	"fmt"
	"sort"
	"strings"
)

// Liberty Service Federal Savings Bank: a member-owned savings bank in the
// USAA style, printed in a fixed-pitch font. Page 1 gives the summary as
// arithmetic (beginning + credits - debits = ending, with counts); the
// activity is in lists "DEPOSITS AND OTHER CREDITS", "CHECKS" and "OTHER
// DEBITS" whose rows run the date into the amount with dotted leaders
// (DATE....AMOUNT.TRANSACTION DESCRIPTION); an ACCOUNT BALANCE SUMMARY of
// date/balance pairs; statement cycles run from the 15th to the 14th.
func init() {
	register(&Family{
		Key:        "liberty",
		Bank:       "Liberty Service Federal Savings Bank",
		Aliases:    []string{"Liberty Service Federal", "Liberty Service FSB"},
		Models:     "member savings bank (USAA-style): page-1 summary arithmetic with counts, fixed-pitch lists with dotted leaders DATE....AMOUNT.DESCRIPTION, 15th-to-14th cycles",
		Country:    US,
		Currency:   "USD",
		ODFee:      2900,
		ReturnFee:  2900,
		WireFee:    2000,
		ServiceFee: 0,
		BusyScale:  1.0,
		WeeklyMCA:  true,
		AcctNo:     "0294418837",
		Biz: &Business{
			Name: "SENTINEL SECURITY SYSTEMS LLC", Owner: "Raymond T. Ochoa", Street: "7719 CULEBRA RD STE 110", City: "San Antonio", State: "TX", Zip: "78251",
			Industry: "security installation", Processors: []string{"STRIPE", "SQUARE"}, Revenue: 174000, Payroll: "ADP",
			Funders:   []Funder{{"ALAMO BRIDGE FUNDING", "2280091173", 31500}, {"VETFUND CAPITAL", "9918822014", 24900}, {"LONGHORN ADVANCE", "4471109923", 28800}},
			Lender:    &Funder{"SBA EIDL LOAN", "8870000121", 73100},
			Vendors:   []string{"ADI GLOBAL DISTRIB", "ANIXTER INC"},
			Utilities: []string{"CPS ENERGY", "AT&T MOBILITY"},
			Insurer:   "USLI COMMERCIAL", Landlord: "CULEBRA PLAZA LTD", Savings: "1184", Card: "5567",
			Customers: []string{"Stone Oak Hoa", "Bexar Self Storage", "Linda Garza", "Patrick Moore"},
			Payees:    []string{"Victor Salinas", "Hill Country Wire Supply", "Tx Comptroller", "Ben Whitley"},
		},
		Specs: []Spec{
			{"ordinary", date(2026, 5, 15), date(2026, 6, 14), PFPDF},
			{"decjan", date(2025, 12, 15), date(2026, 1, 14), PFPDF},
			{"negative", date(2026, 8, 15), date(2026, 9, 14), PFPDF},
			{"busy", date(2026, 10, 15), date(2026, 11, 14), PFPDF},
		},
		Draw: drawLiberty,
	})
}

var usaaStyle = upperVariant{
	achCredit: "ACH DEPOSIT", achDebit: "ACH DEBIT", card: "POS DEBIT", atm: "ATM WITHDRAWAL",
	deposit: "DEPOSIT@MOBILE", zelleIn: "ZELLE FROM", zelleOut: "ZELLE TO", wireIn: "WIRE TRANSFER IN",
	wireOut: "WIRE TRANSFER OUT", xferOut: "LSFSB FUNDS TRANSFER DB TO SAVINGS", xferIn: "LSFSB FUNDS TRANSFER CR FROM SAVINGS",
	od: "OVERDRAFT FEE", nsf: "NSF RETURNED ITEM FEE", svc: "MONTHLY SERVICE CHARGE", retDep: "RETURNED DEPOSIT ITEM",
	retFee: "RETURNED DEPOSIT ITEM FEE", notice: "SERVICE CHARGE WAIVED", wireFee: "WIRE TRANSFER FEE",
}

// leader joins a date and an amount with dots to a fixed width.
func leader(d, amt string, width int) string {
	n := width - len(d) - len(amt)
	if n < 1 {
		n = 1
	}
	return d + strings.Repeat(".", n) + amt
}

func drawLiberty(st *Statement) (*Doc, *Result) {
	const (
		L    = 40.0
		font = "Courier"
		bold = "Courier-Bold"
		fs   = 8.0
		lead = 9.6
		cw   = 4.8 // character width at 8 pt
	)
	b := st.Biz
	res := &Result{PageNumbers: true, Holder: b.Name}
	per := fmt.Sprintf("STATEMENT PERIOD %s TO %s", st.Start.Format("01/02/06"), st.End.Format("01/02/06"))
	f := NewFlow(612, 792, 92, 742)
	f.Decor = func(p *Page, n, total int) {
		p.Text(L, 40, bold, 9, "LIBERTY SERVICE FEDERAL SAVINGS BANK")
		p.Text(L, 50, font, 8, "BUSINESS CHECKING STATEMENT")
		p.Text(360, 40, font, 8, "ACCOUNT NUMBER "+st.AcctNo)
		p.Tag("acct")
		p.Text(360, 50, font, 8, per)
		p.Tag("period")
		p.Text(360, 60, font, 8, fmt.Sprintf("PAGE %d OF %d", n, total))
		p.Text(L, 772, font, 6.5, "LIBERTY SERVICE FEDERAL SAVINGS BANK - 9800 FREDERICKSBURG RD - SAN ANTONIO TX 78288 - MEMBER FDIC")
	}
	p := f.P
	p.Text(L, 96, font, 9, b.Name)
	p.Tag("holder")
	p.Text(L, 106, font, 9, strings.ToUpper(b.Street))
	p.Text(L, 116, font, 9, strings.ToUpper(b.City)+" "+b.State+" "+b.Zip)
	p.Text(360, 96, font, 8, "CUSTOMER SERVICE 1-800-555-0175")
	p.Text(360, 106, font, 8, "LIBERTYSERVICE.COM")

	cr, dr, ncr, ndr := st.Totals()
	y := 150.0
	p.Text(L, y, bold, 8, "ACCOUNT SUMMARY")
	p.Text(L, y+16, font, 8, fmt.Sprintf("%20s    %20s    %20s    %20s", "BEGINNING BALANCE", "DEPOSITS/CREDITS", "WITHDRAWALS/DEBITS", "ENDING BALANCE"))
	line := fmt.Sprintf("%20s  + %20s  - %20s  = %20s", signed(st.Opening), money(cr), money(dr), signed(st.Closing()))
	p.Text(L, y+27, font, 8, line)
	p.Tag("summary")
	p.Text(L, y+38, font, 8, fmt.Sprintf("%20s    %4d DEPOSITS/CREDITS  %4d WITHDRAWALS/DEBITS", "", ncr, ndr))
	f.Y = y + 56
	res.Printed = printedOf(ptrF(cr), ptrF(dr), ptrI(ncr), ptrI(ndr), "", true)
	res.Notes = "Rows run the date into the amount with dotted leaders (05/16.......1,234.56 DESCRIPTION). The page-1 summary is one line of arithmetic."

	descCol := 21
	descW := 88
	list := func(title string, rows []*Txn) {
		if len(rows) == 0 {
			return
		}
		head := func(cont bool) {
			t := title
			if cont {
				t += " (CONTINUED)"
			}
			f.P.Text(L, f.Y+9, bold, fs, t)
			f.P.Text(L, f.Y+19, font, fs, "DATE..........AMOUNT.TRANSACTION DESCRIPTION")
			f.Y += 24
		}
		f.Ensure(50)
		head(false)
		f.OnBreak = func() { head(true) }
		for _, t := range rows {
			lines := wrapN(descUpper(usaaStyle, t, st), descW)
			h := float64(len(lines)) * lead
			f.Ensure(h)
			first := leader(mmdd(t.Date), money(t.Cents), descCol-1) + " " + lines[0]
			f.P.Text(L, f.Y+fs, font, fs, first)
			f.P.Tag(fmt.Sprintf("amt:%d", t.Seq))
			for i, l := range lines[1:] {
				f.P.Text(L+float64(descCol)*cw, f.Y+fs+float64(i+1)*lead, font, fs, l)
			}
			f.Y += h
			res.Add(t, lines...)
		}
		f.OnBreak = nil
		f.Y += 8
	}
	list("DEPOSITS AND OTHER CREDITS", rowsWhere(st, func(t *Txn) bool { return t.Credit }))
	checks := rowsOf(st, SecCheck)
	if len(checks) > 0 {
		sort.SliceStable(checks, func(i, j int) bool { return checks[i].CheckNo < checks[j].CheckNo })
		f.Ensure(40)
		f.P.Text(L, f.Y+9, bold, fs, "CHECKS")
		f.Y += 12
		ck := &pairsTable{f: f, ncols: 3, colW: 180, x0: L, lead: lead}
		ck.head = func(cont bool) {
			f.P.Text(L, f.Y+8, font, fs, "CHECK#...DATE.......AMOUNT    CHECK#...DATE.......AMOUNT    CHECK#...DATE.......AMOUNT")
			f.Y += 11
		}
		ck.draw(len(checks), func(i int, x, base float64) {
			t := checks[i]
			no := fmt.Sprint(t.CheckNo)
			if t.Gap {
				no += "*"
			}
			s := fmt.Sprintf("%-6s...%s%s", no, mmdd(t.Date), leader("", money(t.Cents), 13))
			f.P.Text(x, base, font, fs, s)
			f.P.Tag(fmt.Sprintf("amt:%d", t.Seq))
			res.AddCheck(t)
		})
		f.P.Text(L, f.Y+8, font, 7, "* INDICATES A BREAK IN CHECK NUMBER SEQUENCE")
		f.Y += 18
	}
	list("OTHER DEBITS", rowsWhere(st, func(t *Txn) bool { return !t.Credit && t.Kind != KCheck }))
	ad := st.ActivityDays()
	bs := &pairsTable{f: f, ncols: 3, colW: 180, x0: L, lead: lead}
	bs.head = func(cont bool) {
		t := "ACCOUNT BALANCE SUMMARY"
		if cont {
			t += " (CONTINUED)"
		}
		f.P.Text(L, f.Y+9, bold, fs, t)
		f.P.Text(L, f.Y+19, font, fs, "DATE........BALANCE         DATE........BALANCE         DATE........BALANCE")
		f.Y += 24
	}
	bs.draw(len(ad), func(i int, x, base float64) {
		f.P.Text(x, base, font, fs, leader(mmdd(ad[i].Date), signed(ad[i].Bal), 19))
		f.P.Tag("daily:" + ad[i].Date.Format("2006-01-02"))
	})
	f.Y += 12
	f.FlowPara(L, 530, font, 7, 8.5, "IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC TRANSFERS CALL 1-800-555-0175 OR WRITE LIBERTY SERVICE FSB, 9800 FREDERICKSBURG RD, SAN ANTONIO TX 78288 AS SOON AS YOU CAN. WE MUST HEAR FROM YOU NO LATER THAN 60 DAYS AFTER WE SENT THE FIRST STATEMENT ON WHICH THE PROBLEM APPEARED. OVERDRAFT FEE $29.00 PER ITEM, MAXIMUM 3 PER DAY.")
	return f.Finish(), res
}
