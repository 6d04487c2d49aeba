package main

import (
	"fmt"
	"sort"
	"strings"
)

// Harborline National Bank: a big national bank's business checking
// statement. A CHECKING SUMMARY with instances and amounts; one section
// per kind of activity closed by a Total line (the section gives the
// sign); checks paid with ^ image notes and * sequence gaps; a DAILY
// ENDING BALANCE table three pairs across; the period as "Month DD, YYYY
// through Month DD, YYYY"; hidden *start*/*end* markers in the text layer;
// long multi-line ACH detail.
func init() {
	register(&Family{
		Key:        "harborline",
		Bank:       "Harborline National Bank",
		Aliases:    []string{"Harborline National Bank, N.A.", "Harborline"},
		Models:     "big national bank (Chase-style): checking summary with instances, sections with Total lines, checks with ^/* markers, daily ending balance table, ACH ORIG CO NAME detail",
		Country:    US,
		Currency:   "USD",
		ODFee:      3400,
		ReturnFee:  1200,
		WireFee:    2500,
		ServiceFee: 1500,
		Waives:     true,
		WeeklyMCA:  true,
		BusyScale:  0.6,
		AcctNo:     "000000739204101",
		Biz: &Business{
			Name: "HARBOR TACO LLC", Owner: "Maria L. Vega", Street: "2210 S 1ST ST STE 104", City: "Austin", State: "TX", Zip: "78704-1122",
			Industry: "restaurant", Processors: []string{"SQUARE", "AMEX"}, Revenue: 214000, Payroll: "GUSTO",
			Funders:   []Funder{{"BRIGHTPATH FUNDING", "8812009921", 38900}, {"SUMMIT MERCHANT CAP", "4470091123", 27450}, {"RAPIDLANE CAPITAL", "9001223314", 41500}},
			Lender:    &Funder{"LENDSTREAM CAPITAL", "1459870021", 61833},
			Vendors:   []string{"SYSCO CENTRAL TEXAS", "BEN E KEITH FOODS", "ECOLAB INC"},
			Utilities: []string{"AUSTIN ENERGY", "TEXAS GAS SERVICE", "SPECTRUM BUSINESS"},
			Insurer:   "NEXT INSURANCE", Landlord: "SOCO RETAIL PARTNERS", Savings: "8812", Card: "4410",
			Customers: []string{"Rosa Delgado", "Eastside Catering Co", "Jon Whitaker", "UT Student Events"},
			Payees:    []string{"Miguel Torres", "Lone Star Linen", "Hernandez Produce", "City Of Austin", "Kwik Plumbing LLC"},
		},
		Specs: []Spec{
			{"ordinary", date(2026, 3, 1), date(2026, 3, 31), PFPDF},
			{"decjan", date(2025, 12, 6), date(2026, 1, 5), PFPDF},
			{"negative", date(2026, 6, 1), date(2026, 6, 30), PFPDF},
			{"busy", date(2026, 9, 1), date(2026, 9, 30), PGhostscript},
		},
		Draw: drawHarborline,
	})
}

func longDate(t interface{ Format(string) string }) string { return t.Format("January 2, 2006") }

func drawHarborline(st *Statement) (*Doc, *Result) {
	const (
		L, R   = 36.0, 576.0
		fs     = 7.5
		lead   = 9.0
		font   = "Helvetica"
		bold   = "Helvetica-Bold"
		descX  = 82.0
		descW  = 405.0
		amtR   = 572.0
		top    = 98.0
		bottom = 742.0
	)
	b := st.Biz
	res := &Result{PageNumbers: true, Holder: b.Name}
	period := longDate(st.Start) + " through " + longDate(st.End)
	f := NewFlow(612, 792, top, bottom)
	f.Decor = func(p *Page, n, total int) {
		if n > 1 {
			p.TextR(R, 44, font, 8.5, period)
			p.Tag("period")
			p.TextR(R, 55, font, 8.5, "Account Number: "+st.Fam.AcctNo)
			p.Tag("acct")
			p.Text(L, 50, bold, 13, "HARBORLINE")
		}
		p.TextR(R, 770, font, 7.5, fmt.Sprintf("Page %d of %d", n, total))
		p.Text(L, 770, font, 6.5, "Harborline National Bank, N.A. Member FDIC")
	}
	p := f.P
	p.Text(L, 52, bold, 22, "HARBORLINE")
	p.Text(L+1, 62, font, 7, "N A T I O N A L   B A N K")
	p.Text(L, 84, font, 7.5, "Harborline National Bank, N.A.")
	p.Text(L, 93, font, 7.5, "P O Box 182051")
	p.Text(L, 102, font, 7.5, "Columbus, OH 43218-2051")
	p.TextR(R, 44, font, 8.5, period)
	p.Tag("period")
	p.TextR(R, 55, font, 8.5, "Account Number: "+st.Fam.AcctNo)
	p.Tag("acct")
	p.Text(352, 86, bold, 7.5, "CUSTOMER SERVICE INFORMATION")
	svc := [][2]string{{"Web site:", "harborlinebank.com"}, {"Service Center:", "1-800-555-0143"}, {"Deaf and Hard of Hearing:", "1-800-555-0144"}, {"Para Espanol:", "1-877-555-0145"}, {"International Calls:", "1-713-555-0146"}}
	for i, kv := range svc {
		p.Text(352, 97+float64(i)*9, font, 7.5, kv[0])
		p.Text(462, 97+float64(i)*9, font, 7.5, kv[1])
	}
	p.Text(L, 150, font, 6.5, fmt.Sprintf("%08d DRE 703 219 %05d NNNNNNNNNNN T 1 000000000 61 0000", st.Seed%99999999, st.Seed%99999))
	p.Text(L, 166, font, 9, b.Name)
	p.Tag("holder")
	p.Text(L, 177, font, 9, strings.ToUpper(b.Street))
	p.Text(L, 188, font, 9, strings.ToUpper(b.City)+" "+b.State+" "+b.Zip)

	// Checking summary.
	y := 230.0
	p.Rect(L, y, R-L, 13, 0.85)
	p.Text(L+4, y+9.5, bold, 9, "CHECKING SUMMARY")
	p.TextR(R-4, y+9.5, font, 8, "Harborline Business Complete Checking")
	y += 26
	p.TextR(395, y, bold, 7.5, "INSTANCES")
	p.TextR(490, y, bold, 7.5, "AMOUNT")
	y += 11
	p.Text(L+10, y, font, 8.5, "Beginning Balance")
	p.TextR(490, y, font, 8.5, dollars(st.Opening))
	p.Tag("open")
	type secDef struct {
		sec          Section
		title, total string
		summary      string
	}
	secs := []secDef{
		{SecDeposit, "DEPOSITS AND ADDITIONS", "Total Deposits and Additions", "Deposits and Additions"},
		{SecCheck, "CHECKS PAID", "Total Checks Paid", "Checks Paid"},
		{SecCard, "ATM & DEBIT CARD WITHDRAWALS", "Total ATM & Debit Card Withdrawals", "ATM & Debit Card Withdrawals"},
		{SecElectronic, "ELECTRONIC WITHDRAWALS", "Total Electronic Withdrawals", "Electronic Withdrawals"},
		{SecOther, "OTHER WITHDRAWALS", "Total Other Withdrawals", "Other Withdrawals"},
		{SecFee, "FEES", "Total Fees", "Fees"},
	}
	instances := 0
	var debitParts []string
	for _, s := range secs {
		sum, n := st.SectionTotal(s.sec)
		if n == 0 {
			continue
		}
		y += 11
		instances += n
		p.Text(L+10, y, font, 8.5, s.summary)
		p.TextR(395, y, font, 8.5, fmt.Sprint(n))
		amt := money(sum)
		if s.sec != SecDeposit {
			amt = "- " + amt
			debitParts = append(debitParts, s.summary)
		}
		p.TextR(490, y, font, 8.5, amt)
		p.Tag(fmt.Sprintf("sum:%d", s.sec))
	}
	y += 11
	p.Text(L+10, y, bold, 8.5, "Ending Balance")
	p.TextR(395, y, bold, 8.5, fmt.Sprint(instances))
	p.TextR(490, y, bold, 8.5, dollars(st.Closing()))
	p.Tag("close")
	y += 22
	if st.Scenario == "negative" {
		y = p.Para(L, y, R-L, font, 8, 10, "Your account was overdrawn during this statement period. Overdraft and returned item fees are shown in the FEES section. To avoid fees, keep enough money in your account to cover your transactions or enroll in Overdraft Protection by calling 1-800-555-0143.")
	} else {
		y = p.Para(L, y, R-L, font, 8, 10, "Your monthly service fee was waived because you maintained an average ending day balance of $2,000.00 or more in your account during the statement period.")
	}
	f.Y = y + 10

	cr, dr, ncr, ndr := st.Totals()
	res.Printed.TotalCredits = ptrF(cr)
	res.Printed.TotalDebits = ptrF(dr)
	res.Printed.CountCredits = ptrI(ncr)
	res.Printed.CountDebits = ptrI(ndr)
	res.Printed.DailyBalanceTable = true
	res.Notes = "total_debits and count_debits are the sums of the summary's lines " + strings.Join(debitParts, ", ") + "; the FEES section may hold a $0.00 waived-fee notice that is not a transaction."

	measure := measureFn(font, fs)
	heading := func(title string) {
		f.P.Rect(L, f.Y, R-L, 13, 0.85)
		f.P.Text(L+4, f.Y+9.5, bold, 9, title)
		f.Y += 17
	}
	colHead := func(sec Section) {
		if sec == SecCheck {
			f.P.Text(40, f.Y+7, bold, 7, "CHECK NO.")
			f.P.Text(110, f.Y+7, bold, 7, "DESCRIPTION")
			f.P.Text(430, f.Y+7, bold, 7, "DATE PAID")
		} else {
			f.P.Text(40, f.Y+7, bold, 7, "DATE")
			f.P.Text(descX, f.Y+7, bold, 7, "DESCRIPTION")
		}
		f.P.TextR(amtR, f.Y+7, bold, 7, "AMOUNT")
		f.P.Line(L, f.Y+10, R, f.Y+10, 0.5, 0)
		f.Y += 13
	}
	for _, s := range secs {
		var rows []*Txn
		for _, t := range st.Txns {
			if t.Section() == s.sec {
				rows = append(rows, t)
			}
		}
		if len(rows) == 0 {
			continue
		}
		if s.sec == SecCheck {
			sort.SliceStable(rows, func(i, j int) bool { return rows[i].CheckNo < rows[j].CheckNo })
		}
		f.Ensure(50)
		f.Y += 6
		heading(s.title)
		f.P.TextGray(L, f.Y, font, 1, "*start*"+strings.ToLower(s.title), 1)
		colHead(s.sec)
		sec := s
		f.OnBreak = func() {
			heading(sec.title + " (continued)")
			colHead(sec.sec)
		}
		for _, t := range rows {
			if t.Kind == KCheck {
				f.Ensure(lead + 2)
				mark := "^"
				if t.Gap {
					mark = "* ^"
				}
				f.P.Text(40, f.Y+8, font, fs, fmt.Sprintf("%d %s", t.CheckNo, mark))
				f.P.Text(430, f.Y+8, font, fs, mmdd(t.Date))
				f.P.Tag(fmt.Sprintf("date:%d", t.Seq))
				f.P.TextR(amtR, f.Y+8, font, fs, money(t.Cents))
				f.P.Tag(fmt.Sprintf("amt:%d", t.Seq))
				f.Y += lead + 2
				res.AddCheck(t)
				continue
			}
			lines := wrap(descChase(t, st), descW, measure)
			h := float64(len(lines))*lead + 2
			f.Ensure(h)
			f.P.Text(40, f.Y+8, font, fs, mmdd(t.Date))
			f.P.Tag(fmt.Sprintf("date:%d", t.Seq))
			for i, l := range lines {
				f.P.Text(descX, f.Y+8+float64(i)*lead, font, fs, l)
			}
			a := money(t.Cents)
			if t.Notice() {
				a = "$0.00"
			}
			f.P.TextR(amtR, f.Y+8, font, fs, a)
			f.P.Tag(fmt.Sprintf("amt:%d", t.Seq))
			f.Y += h
			res.Add(t, lines...)
		}
		f.OnBreak = nil
		sum, _ := st.SectionTotal(s.sec)
		f.Ensure(16)
		f.P.Line(L, f.Y+1, R, f.Y+1, 0.4, 0)
		f.P.Text(40, f.Y+10, bold, 8, s.total)
		f.P.TextR(amtR, f.Y+10, bold, 8, dollars(sum))
		f.P.Tag(fmt.Sprintf("tot:%d", s.sec))
		f.P.TextGray(L, f.Y+12, font, 1, "*end*"+strings.ToLower(s.title), 1)
		f.Y += 16
		if s.sec == SecCheck {
			f.Ensure(22)
			f.FlowPara(40, R-76, font, 6.5, 8, "^ An image of this check may be available for you to view on harborlinebank.com. * All of your recent checks may not be on this statement, either because they haven't cleared yet or they were listed on one of your previous statements.")
			f.Y += 6
		}
	}

	// Daily ending balance, three date/amount pairs across.
	daysEnd := st.ActivityDays()
	f.Ensure(50)
	f.Y += 6
	heading("DAILY ENDING BALANCE")
	pairHead := func() {
		for c := 0; c < 3; c++ {
			x := L + 4 + float64(c)*180
			f.P.Text(x, f.Y+7, bold, 7, "DATE")
			f.P.TextR(x+150, f.Y+7, bold, 7, "AMOUNT")
		}
		f.Y += 11
	}
	pairHead()
	f.OnBreak = func() { heading("DAILY ENDING BALANCE (continued)"); pairHead() }
	for i := 0; i < len(daysEnd); i += 3 {
		f.Ensure(lead + 1)
		for c := 0; c < 3 && i+c < len(daysEnd); c++ {
			d := daysEnd[i+c]
			x := L + 4 + float64(c)*180
			f.P.Text(x, f.Y+8, font, fs, mmdd(d.Date))
			f.P.TextR(x+150, f.Y+8, font, fs, signed(d.Bal))
			f.P.Tag("daily:" + d.Date.Format("2006-01-02"))
		}
		f.Y += lead + 1
	}
	f.OnBreak = nil
	f.Y += 12

	legal := []string{
		"IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC FUNDS TRANSFERS: Call us at 1-866-555-0142 or write us at the address on the front of this statement (non-personal accounts contact Customer Service) immediately if you think your statement or receipt is incorrect or if you need more information about a transfer listed on the statement or receipt. We must hear from you no later than 60 days after we sent you the FIRST statement on which the problem or error appeared. We will investigate your complaint and will correct any error promptly. If we take more than 10 business days (or 20 business days for new accounts) to do this, we will credit your account for the amount you think is in error.",
		"IN CASE OF ERRORS OR QUESTIONS ABOUT NON-ELECTRONIC TRANSACTIONS: Contact the bank immediately if your statement is incorrect or if you need more information about any non-electronic transactions (checks or deposits) on this statement. If any such error appears, you must notify the bank in writing no later than 30 days after the statement was made available to you.",
		fmt.Sprintf("Overdraft fees: we charge $%s for each item we pay or return when your account is overdrawn by more than $50.00, up to 3 fees per business day. Deposited items returned unpaid are charged $%s each. Fee schedule effective 01/01/2026.", money(st.Fam.ODFee), money(st.Fam.ReturnFee)),
	}
	for _, para := range legal {
		f.FlowPara(L, R-L, font, 6.8, 8.4, para)
		f.Y += 5
	}
	f.Ensure(60)
	f.Y += 8
	f.P.Box(L, f.Y, R-L, 46, 0.8, 0.3)
	f.P.Text(L+10, f.Y+15, bold, 10, "Grow with a Harborline Business Line of Credit")
	f.P.Text(L+10, f.Y+28, font, 7.5, "Rates as low as 7.24% APR* on lines from $10,000 to $250,000. Apply by 12/31/2026 at harborlinebank.com/grow.")
	f.P.Text(L+10, f.Y+38, font, 6.5, "*APR as of 01/05/2026; subject to credit approval. Harborline National Bank, N.A. Member FDIC. Equal Housing Lender.")
	f.Y += 50
	return f.Finish(), res
}
