package main

import (
	"fmt"
	"time"
)

// famCU: a credit union's business share draft statement with dividends,
// Courtesy Pay fees and a loan section that is not the checking ledger.
func famCU() Family {
	return Family{Name: "cu-dividends", Tool: "writer",
		Convention: "credit union business share draft: Trans Date / Post Date / Description / Withdrawals / Deposits / Balance, balance on every row, dividend credits with the rate, YTD dividends in the summary, Courtesy Pay fees, share drafts by number, and a loan section (payment, principal, interest, payoff, next due date, its own Date / Description / Payment / Principal / Interest / Balance table) that is not the checking ledger; flat ODT printed by LibreOffice Writer, Nimbus Sans",
		Make: func() []*Doc {
			return []*Doc{
				cuDoc("cu_dividends_mar26_courtesypay", day(2026, 3, 1), day(2026, 3, 31), true, 901),
				cuDoc("cu_dividends_jun26", day(2026, 6, 1), day(2026, 6, 30), false, 902),
			}
		}}
}

func cuDesc(r Raw) (string, []string) {
	w := func(s string) []string { return wrap(s, 44) }
	switch r.K {
	case "mca":
		e := "DAILY PMT"
		if r.Weekly {
			e = "WEEKLY PMT"
		}
		return "", w(fmt.Sprintf("ACH Debit %s %s %s", r.Party, e, r.ID))
	case "funding":
		return "", w(fmt.Sprintf("ACH Deposit %s FUNDING %s", r.Party, r.ID))
	case "settle":
		return "", w(fmt.Sprintf("ACH Deposit %s SETTLEMENT %s", r.Party, r.Ref[:8]))
	case "card":
		return "", w(fmt.Sprintf("POS Purchase %s %s %s", r.Party, r.City, r.State))
	case "achdebit", "payroll", "tax":
		return "", w(fmt.Sprintf("ACH Debit %s %s", r.Party, r.Entry))
	case "achcredit":
		return "", w(fmt.Sprintf("ACH Deposit %s %s", r.Party, r.Entry))
	case "deposit":
		return "", one("Deposit at Branch 03 Shared Branching")
	case "xferout":
		return "", one("Transfer To Share 0001 Business Savings")
	case "xferin":
		return "", one("Transfer From Share 0001 Business Savings")
	case "zelleout":
		return "", w(fmt.Sprintf("Zelle Payment To %s %s", r.Party, r.Ref[:8]))
	case "zellein":
		return "", w(fmt.Sprintf("Zelle Payment From %s %s", r.Party, r.Ref[:8]))
	case "wireout":
		return "", w(fmt.Sprintf("Outgoing Wire %s Ref %s", r.Party, r.Ref[:10]))
	case "check":
		return "", one(fmt.Sprintf("Share Draft #%d", r.Check))
	case "nsf":
		return "", one("Courtesy Pay Fee")
	case "fee":
		return "", one("Business Account Service Fee")
	}
	return "", one(r.Party)
}

func cuDoc(name string, start, end time.Time, od bool, seed uint64) *Doc {
	holder := "DELGADO FAMILY TAQUERIA LLC"
	num := "4482100012"
	if od {
		holder, num = "BARTON HILLS PET GROOMING LLC", "4471930012"
	}
	s := &Stmt{Bank: "Limestone Ridge Federal Credit Union", Aliases: []string{"LIMESTONE RIDGE FEDERAL CREDIT UNION", "Limestone Ridge FCU", "Limestone Ridge"},
		Holder: holder, Number: num, Currency: "USD", Start: start, End: end}
	b := newB(seed, start, end, usHolidays)
	act := Act{N: 40, Processors: []string{"SQUARE INC", "CLOVER"}, Checks: 4, CheckStart: 3310, Fee: 1000,
		MCA: []MCA{{Funder: "PALISADE MERCHANT FDG", Cents: 19900, ID: "PMF6120"}}}
	var ovd *Overdraft
	if od {
		act = Act{N: 30, Processors: []string{"SQUARE INC"}, Checks: 3, CheckStart: 1207,
			MCA: []MCA{{Funder: "KINGSBRIDGE FUND", Cents: 14900, ID: "KB31175"}}}
		ovd = overdraft(0.5, 3, 3000, holder, cuDesc, usRegion)
	}
	activity(b, usRegion, act, holder, cuDesc)
	// the monthly loan payment from the share draft, and the dividend
	loanPay := int64(61244)
	lp := b.add(day(start.Year(), start.Month(), 16), -loanPay, KDebit, "Transfer To Loan 0040 Business Vehicle Loan")
	for !b.bizDay(lp.Date) {
		lp.Date = lp.Date.AddDate(0, 0, 1)
	}
	lp.Post = lp.Date
	divRate := "0.15%"
	b.finish(s, 655120, 40000, ovd)
	// dividend on the average balance, credited on the last day
	var sum int64
	for _, t := range s.Txns {
		sum += t.Bal
	}
	div := sum / int64(len(s.Txns)) * 15 / 10000 / 12
	if div < 25 {
		div = 25
	}
	dv := &Txn{Date: end, Post: end, Cents: div, Kind: KCredit, Lines: one("Dividend " + divRate + " APY 0.15% " + start.Format("01/02") + " - " + end.Format("01/02")), seq: 99999}
	s.Txns = append(s.Txns, dv)
	dv.Bal = s.Close + div
	s.Close = dv.Bal
	for _, t := range s.Txns {
		if t.Kind == KCheck {
			t.Say = fmt.Sprintf("CHECK #%d", t.Check)
		}
		// card purchases post a day or two after the purchase
		t.Post = t.Date
	}
	for _, t := range s.Txns {
		if len(t.Lines) > 0 && len(t.Lines[0]) > 12 && t.Lines[0][:12] == "POS Purchase" {
			p := t.Date.AddDate(0, 0, -1)
			if p.Weekday() == time.Sunday {
				p = p.AddDate(0, 0, -1)
			}
			if !p.Before(start) {
				t.Post = p // Post holds the transaction date here
			}
		}
	}
	rows := moving(s.Txns)
	cr, ncr, db, ndb := sums(rows)
	ytd := div*int64(start.Month()) + 311
	md := func(d time.Time) string { return d.Format("01/02") }

	d := &fodt{font: "Nimbus Sans", size: "8pt"}
	d.header = `<text:p text:style-name="CB">Limestone Ridge Federal Credit Union</text:p><text:p text:style-name="P">Member Number 448210 &#x2003; Statement Period ` + start.Format("01/02/2006") + ` - ` + end.Format("01/02/2006") + ` &#x2003; Account ` + num + `</text:p>`
	d.footer = `<text:p text:style-name="P">Federally insured by NCUA. Equal Housing Opportunity. Routing Number 314977104. &#x2003; ` + pageXofY + `</text:p>`
	d.p("Title", "Limestone Ridge Federal Credit Union")
	d.p("P", "PO Box 18820 · Austin, TX 78760 · (512) 555-0177 · limestoneridgefcu.org")
	d.p("P", " ")
	addr := []string{holder, "2210 S 1ST ST STE 104", "AUSTIN TX 78704-4410"}
	if od {
		addr = []string{holder, "3601 BEE CAVES RD", "AUSTIN TX 78746-5307"}
	}
	for _, l := range addr {
		d.p("PB", l)
	}
	d.p("P", " ")
	d.p("H", "Account Summary")
	sum2 := [][]tcell{
		{{lines: one("Account"), pst: "CH", cst: "Head"}, {lines: one("Previous Balance"), pst: "CRH", cst: "Head"}, {lines: one("Deposits"), pst: "CRH", cst: "Head"}, {lines: one("Withdrawals"), pst: "CRH", cst: "Head"}, {lines: one("New Balance"), pst: "CRH", cst: "Head"}, {lines: one("YTD Dividends"), pst: "CRH", cst: "Head"}},
		{{lines: one("0012 Business Share Draft")}, {lines: one(signed(s.Open)), pst: "CR"}, {lines: one(fmt.Sprintf("(%d) %s", ncr, commas(cr))), pst: "CR"}, {lines: one(fmt.Sprintf("(%d) %s", ndb, commas(db))), pst: "CR"}, {lines: one(signed(s.Close)), pst: "CR"}, {lines: one(commas(ytd)), pst: "CR"}},
		{{lines: one("0040 Business Vehicle Loan")}, {lines: one("18,402.17"), pst: "CR"}, {lines: one(""), pst: "CR"}, {lines: one(""), pst: "CR"}, {lines: one(commas(1840217 - 51390)), pst: "CR"}, {lines: one(""), pst: "CR"}},
	}
	d.table([]float64{1.9, 1.05, 1.15, 1.15, 1.05, 0.9}, nil, sum2, false)
	d.p("H", "0012 BUSINESS SHARE DRAFT")
	d.p("P", fmt.Sprintf("Dividend rate %s  ·  Annual Percentage Yield Earned 0.15%%  ·  Dividends paid this period %s  ·  YTD dividends %s  ·  Courtesy Pay limit $500.00", divRate, commas(div), commas(ytd)))
	head := [][]tcell{{{lines: one("Trans Date"), pst: "CH", cst: "Head"}, {lines: one("Post Date"), pst: "CH", cst: "Head"}, {lines: one("Description"), pst: "CH", cst: "Head"},
		{lines: one("Withdrawals"), pst: "CRH", cst: "Head"}, {lines: one("Deposits"), pst: "CRH", cst: "Head"}, {lines: one("Balance"), pst: "CRH", cst: "Head"}}}
	var trs [][]tcell
	trs = append(trs, []tcell{{lines: one(md(start))}, {lines: one(md(start))}, {lines: one("Previous Balance"), pst: "CB"}, {}, {}, {lines: one(signed(s.Open)), pst: "CR"}})
	for _, t := range rows {
		out, in := "", ""
		if t.Cents < 0 {
			out = "-" + commas(t.Cents)
		} else {
			in = commas(t.Cents)
		}
		trs = append(trs, []tcell{{lines: one(md(t.Post)), cst: "Line"}, {lines: one(md(t.Date)), cst: "Line"}, {lines: t.Lines, cst: "Line"}, {lines: one(out), pst: "CR", cst: "Line"}, {lines: one(in), pst: "CR", cst: "Line"}, {lines: one(signed(t.Bal)), pst: "CR", cst: "Line"}})
	}
	trs = append(trs, []tcell{{lines: one(md(end))}, {lines: one(md(end))}, {lines: one("New Balance"), pst: "CB"}, {}, {}, {lines: one(signed(s.Close)), pst: "CRB"}})
	d.table([]float64{0.62, 0.62, 3.25, 0.95, 0.95, 0.95}, head, trs, true)
	d.p("P", fmt.Sprintf("Total Withdrawals %s  ·  Total Deposits %s", commas(db), commas(cr)))
	// loan section
	d.p("H", "0040 BUSINESS VEHICLE LOAN")
	lr := [][]tcell{
		{{lines: one("Previous Balance")}, {lines: one("18,402.17"), pst: "CR"}, {lines: one("Interest Rate")}, {lines: one("7.490%"), pst: "CR"}},
		{{lines: one("Payment Amount")}, {lines: one("612.44"), pst: "CR"}, {lines: one("Next Payment Due")}, {lines: one(lp.Date.AddDate(0, 1, 0).Format("01/02/2006")), pst: "CR"}},
		{{lines: one("Principal Paid")}, {lines: one("513.90"), pst: "CR"}, {lines: one("Interest Paid This Period")}, {lines: one("98.54"), pst: "CR"}},
		{{lines: one("New Balance")}, {lines: one("17,888.27"), pst: "CR"}, {lines: one("Payoff Amount as of " + end.Format("01/02/2006"))}, {lines: one("17,921.40"), pst: "CR"}},
		{{lines: one("YTD Interest Paid")}, {lines: one(commas(9854 * int64(start.Month()))), pst: "CR"}, {lines: one("Maturity Date")}, {lines: one("08/15/2029"), pst: "CR"}},
	}
	d.table([]float64{1.6, 1.0, 2.2, 1.0}, nil, lr, false)
	lh := [][]tcell{{{lines: one("Date"), pst: "CH", cst: "Head"}, {lines: one("Description"), pst: "CH", cst: "Head"}, {lines: one("Payment"), pst: "CRH", cst: "Head"},
		{lines: one("Principal"), pst: "CRH", cst: "Head"}, {lines: one("Interest"), pst: "CRH", cst: "Head"}, {lines: one("Balance"), pst: "CRH", cst: "Head"}}}
	d.table([]float64{0.7, 2.9, 0.9, 0.9, 0.9, 1.0}, lh, [][]tcell{
		{{lines: one(md(lp.Date))}, {lines: one("Payment From Share 0012")}, {lines: one("612.44"), pst: "CR"}, {lines: one("513.90"), pst: "CR"}, {lines: one("98.54"), pst: "CR"}, {lines: one("17,888.27"), pst: "CR"}},
	}, false)
	d.p("P", " ")
	d.p("Small", "Courtesy Pay is a discretionary service, not a line of credit. We may pay items that would overdraw your share draft up to your Courtesy Pay limit; a Courtesy Pay fee of $30.00 is charged for each item paid or returned, no more than 5 per day. Overdrawn balances must be repaid within 30 days. Dividends are computed on the average daily balance method; the dividend rate and APY are set by the Board of Directors and may change monthly (rate effective 01/01/2026).")
	d.p("Small", "In case of errors or questions about your electronic transfers, call (512) 555-0177 or write to Limestone Ridge Federal Credit Union, PO Box 18820, Austin, TX 78760 as soon as you can, no later than 60 days after we sent the FIRST statement on which the problem appeared. Tell us your name and account number, describe the error, and tell us the dollar amount; we will investigate within 10 business days (20 for new accounts) and correct any error promptly.")

	f := &Figs{Rows: rows, Running: "every_row", RowBal: map[*Txn]int64{}, TotalCredits: i64(cr), TotalDebits: i64(db), CountCredits: iptr(ncr), CountDebits: iptr(ndb)}
	for _, t := range rows {
		f.RowBal[t] = t.Bal
	}
	f.Notes = "Credit union business share draft statement (LibreOffice Writer): Account Summary with Previous Balance, Deposits and Withdrawals with counts, New Balance and YTD Dividends; the share draft ledger Trans Date / Post Date / Description / Withdrawals / Deposits / Balance with a balance on every row and Previous / New Balance lines. The answer's date is the Post Date (card purchases were made a day earlier, Trans Date); a month-end Dividend row is a credit. Share drafts 'Share Draft #3310' are answered 'CHECK #3310' (check-label rule). The Business Vehicle Loan section (payment, principal, interest, payoff, its own one-row payment table) is not the checking ledger; its payment appears in the share draft as 'Transfer To Loan 0040'. "
	if od {
		f.Notes += "An IRS payment overdraws the share draft; three Courtesy Pay Fee rows follow (counted in number_of_nsf). "
	}
	f.Notes += "Fictional credit union and member; generated by infra/devblind3gen."
	return &Doc{Name: name, Stmt: s, Figs: f, Src: d.String()}
}
