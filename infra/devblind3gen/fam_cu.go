package main

import (
	"fmt"
	"github.com/docanalysis/service/infra/internal/blindkit"
	"time"
)

// famCU: a credit union's business share draft statement with dividends,
// Courtesy Pay fees and a loan section that is not the checking ledger.
func famCU() blindkit.Family {
	return blindkit.Family{Name: "cu-dividends", Tool: "writer",
		Convention: "credit union business share draft: Trans Date / Post Date / Description / Withdrawals / Deposits / Balance, balance on every row, dividend credits with the rate, YTD dividends in the summary, Courtesy Pay fees, share drafts by number, and a loan section (payment, principal, interest, payoff, next due date, its own Date / Description / Payment / Principal / Interest / Balance table) that is not the checking ledger; flat ODT printed by LibreOffice Writer, Nimbus Sans",
		Make: func() []*blindkit.Doc {
			return []*blindkit.Doc{
				cuDoc("cu_dividends_mar26_courtesypay", blindkit.Day(2026, 3, 1), blindkit.Day(2026, 3, 31), true, 901),
				cuDoc("cu_dividends_jun26", blindkit.Day(2026, 6, 1), blindkit.Day(2026, 6, 30), false, 902),
			}
		}}
}

func cuDesc(r blindkit.Raw) (string, []string) {
	w := func(s string) []string { return blindkit.Wrap(s, 44) }
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
		return "", blindkit.One("Deposit at Branch 03 Shared Branching")
	case "xferout":
		return "", blindkit.One("Transfer To Share 0001 Business Savings")
	case "xferin":
		return "", blindkit.One("Transfer From Share 0001 Business Savings")
	case "zelleout":
		return "", w(fmt.Sprintf("Zelle Payment To %s %s", r.Party, r.Ref[:8]))
	case "zellein":
		return "", w(fmt.Sprintf("Zelle Payment From %s %s", r.Party, r.Ref[:8]))
	case "wireout":
		return "", w(fmt.Sprintf("Outgoing Wire %s Ref %s", r.Party, r.Ref[:10]))
	case "check":
		return "", blindkit.One(fmt.Sprintf("Share Draft #%d", r.Check))
	case "nsf":
		return "", blindkit.One("Courtesy Pay Fee")
	case "fee":
		return "", blindkit.One("Business Account Service Fee")
	}
	return "", blindkit.One(r.Party)
}

func cuDoc(name string, start, end time.Time, od bool, seed uint64) *blindkit.Doc {
	holder := "DELGADO FAMILY TAQUERIA LLC"
	num := "4482100012"
	if od {
		holder, num = "BARTON HILLS PET GROOMING LLC", "4471930012"
	}
	s := &blindkit.Stmt{Bank: "Limestone Ridge Federal Credit Union", Aliases: []string{"LIMESTONE RIDGE FEDERAL CREDIT UNION", "Limestone Ridge FCU", "Limestone Ridge"},
		Holder: holder, Number: num, Currency: "USD", Start: start, End: end}
	b := blindkit.NewB(seed, start, end, blindkit.USHolidays)
	act := blindkit.Act{N: 40, Processors: []string{"SQUARE INC", "CLOVER"}, Checks: 4, CheckStart: 3310, Fee: 1000,
		MCA: []blindkit.MCA{{Funder: "PALISADE MERCHANT FDG", Cents: 19900, ID: "PMF6120"}}}
	var ovd *blindkit.Overdraft
	if od {
		act = blindkit.Act{N: 30, Processors: []string{"SQUARE INC"}, Checks: 3, CheckStart: 1207,
			MCA: []blindkit.MCA{{Funder: "KINGSBRIDGE FUND", Cents: 14900, ID: "KB31175"}}}
		ovd = blindkit.NewOverdraft(0.5, 3, 3000, holder, cuDesc, blindkit.USRegion)
	}
	blindkit.Activity(b, blindkit.USRegion, act, holder, cuDesc)
	// the monthly loan payment from the share draft, and the dividend
	loanPay := int64(61244)
	lp := b.Add(blindkit.Day(start.Year(), start.Month(), 16), -loanPay, blindkit.KDebit, "Transfer To Loan 0040 Business Vehicle Loan")
	for !b.BizDay(lp.Date) {
		lp.Date = lp.Date.AddDate(0, 0, 1)
	}
	lp.Post = lp.Date
	divRate := "0.15%"
	b.Finish(s, 655120, 40000, ovd)
	// dividend on the average balance, credited on the last day
	var sum int64
	for _, t := range s.Txns {
		sum += t.Bal
	}
	div := sum / int64(len(s.Txns)) * 15 / 10000 / 12
	if div < 25 {
		div = 25
	}
	dv := &blindkit.Txn{Date: end, Post: end, Cents: div, Kind: blindkit.KCredit, Lines: blindkit.One("Dividend " + divRate + " APY 0.15% " + start.Format("01/02") + " - " + end.Format("01/02")), Seq: 99999}
	s.Txns = append(s.Txns, dv)
	dv.Bal = s.Close + div
	s.Close = dv.Bal
	for _, t := range s.Txns {
		if t.Kind == blindkit.KCheck {
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
	rows := blindkit.Moving(s.Txns)
	cr, ncr, db, ndb := blindkit.Sums(rows)
	ytd := div*int64(start.Month()) + 311
	md := func(d time.Time) string { return d.Format("01/02") }

	d := &blindkit.FODT{Font: "Nimbus Sans", Size: "8pt"}
	d.Header = `<text:p text:style-name="CB">Limestone Ridge Federal Credit Union</text:p><text:p text:style-name="P">Member Number 448210 &#x2003; Statement Period ` + start.Format("01/02/2006") + ` - ` + end.Format("01/02/2006") + ` &#x2003; Account ` + num + `</text:p>`
	d.Footer = `<text:p text:style-name="P">Federally insured by NCUA. Equal Housing Opportunity. Routing Number 314977104. &#x2003; ` + blindkit.PageXofY + `</text:p>`
	d.P("Title", "Limestone Ridge Federal Credit Union")
	d.P("P", "PO Box 18820 · Austin, TX 78760 · (512) 555-0177 · limestoneridgefcu.org")
	d.P("P", " ")
	addr := []string{holder, "2210 S 1ST ST STE 104", "AUSTIN TX 78704-4410"}
	if od {
		addr = []string{holder, "3601 BEE CAVES RD", "AUSTIN TX 78746-5307"}
	}
	for _, l := range addr {
		d.P("PB", l)
	}
	d.P("P", " ")
	d.P("H", "Account Summary")
	sum2 := [][]blindkit.TCell{
		{{Lines: blindkit.One("Account"), PStyle: "CH", CStyle: "Head"}, {Lines: blindkit.One("Previous Balance"), PStyle: "CRH", CStyle: "Head"}, {Lines: blindkit.One("Deposits"), PStyle: "CRH", CStyle: "Head"}, {Lines: blindkit.One("Withdrawals"), PStyle: "CRH", CStyle: "Head"}, {Lines: blindkit.One("New Balance"), PStyle: "CRH", CStyle: "Head"}, {Lines: blindkit.One("YTD Dividends"), PStyle: "CRH", CStyle: "Head"}},
		{{Lines: blindkit.One("0012 Business Share Draft")}, {Lines: blindkit.One(blindkit.Signed(s.Open)), PStyle: "CR"}, {Lines: blindkit.One(fmt.Sprintf("(%d) %s", ncr, blindkit.Commas(cr))), PStyle: "CR"}, {Lines: blindkit.One(fmt.Sprintf("(%d) %s", ndb, blindkit.Commas(db))), PStyle: "CR"}, {Lines: blindkit.One(blindkit.Signed(s.Close)), PStyle: "CR"}, {Lines: blindkit.One(blindkit.Commas(ytd)), PStyle: "CR"}},
		{{Lines: blindkit.One("0040 Business Vehicle Loan")}, {Lines: blindkit.One("18,402.17"), PStyle: "CR"}, {Lines: blindkit.One(""), PStyle: "CR"}, {Lines: blindkit.One(""), PStyle: "CR"}, {Lines: blindkit.One(blindkit.Commas(1840217 - 51390)), PStyle: "CR"}, {Lines: blindkit.One(""), PStyle: "CR"}},
	}
	d.Table([]float64{1.9, 1.05, 1.15, 1.15, 1.05, 0.9}, nil, sum2, false)
	d.P("H", "0012 BUSINESS SHARE DRAFT")
	d.P("P", fmt.Sprintf("Dividend rate %s  ·  Annual Percentage Yield Earned 0.15%%  ·  Dividends paid this period %s  ·  YTD dividends %s  ·  Courtesy Pay limit $500.00", divRate, blindkit.Commas(div), blindkit.Commas(ytd)))
	head := [][]blindkit.TCell{{{Lines: blindkit.One("Trans Date"), PStyle: "CH", CStyle: "Head"}, {Lines: blindkit.One("Post Date"), PStyle: "CH", CStyle: "Head"}, {Lines: blindkit.One("Description"), PStyle: "CH", CStyle: "Head"},
		{Lines: blindkit.One("Withdrawals"), PStyle: "CRH", CStyle: "Head"}, {Lines: blindkit.One("Deposits"), PStyle: "CRH", CStyle: "Head"}, {Lines: blindkit.One("Balance"), PStyle: "CRH", CStyle: "Head"}}}
	var trs [][]blindkit.TCell
	trs = append(trs, []blindkit.TCell{{Lines: blindkit.One(md(start))}, {Lines: blindkit.One(md(start))}, {Lines: blindkit.One("Previous Balance"), PStyle: "CB"}, {}, {}, {Lines: blindkit.One(blindkit.Signed(s.Open)), PStyle: "CR"}})
	for _, t := range rows {
		out, in := "", ""
		if t.Cents < 0 {
			out = "-" + blindkit.Commas(t.Cents)
		} else {
			in = blindkit.Commas(t.Cents)
		}
		trs = append(trs, []blindkit.TCell{{Lines: blindkit.One(md(t.Post)), CStyle: "Line"}, {Lines: blindkit.One(md(t.Date)), CStyle: "Line"}, {Lines: t.Lines, CStyle: "Line"}, {Lines: blindkit.One(out), PStyle: "CR", CStyle: "Line"}, {Lines: blindkit.One(in), PStyle: "CR", CStyle: "Line"}, {Lines: blindkit.One(blindkit.Signed(t.Bal)), PStyle: "CR", CStyle: "Line"}})
	}
	trs = append(trs, []blindkit.TCell{{Lines: blindkit.One(md(end))}, {Lines: blindkit.One(md(end))}, {Lines: blindkit.One("New Balance"), PStyle: "CB"}, {}, {}, {Lines: blindkit.One(blindkit.Signed(s.Close)), PStyle: "CRB"}})
	d.Table([]float64{0.62, 0.62, 3.25, 0.95, 0.95, 0.95}, head, trs, true)
	d.P("P", fmt.Sprintf("Total Withdrawals %s  ·  Total Deposits %s", blindkit.Commas(db), blindkit.Commas(cr)))
	// loan section
	d.P("H", "0040 BUSINESS VEHICLE LOAN")
	lr := [][]blindkit.TCell{
		{{Lines: blindkit.One("Previous Balance")}, {Lines: blindkit.One("18,402.17"), PStyle: "CR"}, {Lines: blindkit.One("Interest Rate")}, {Lines: blindkit.One("7.490%"), PStyle: "CR"}},
		{{Lines: blindkit.One("Payment Amount")}, {Lines: blindkit.One("612.44"), PStyle: "CR"}, {Lines: blindkit.One("Next Payment Due")}, {Lines: blindkit.One(lp.Date.AddDate(0, 1, 0).Format("01/02/2006")), PStyle: "CR"}},
		{{Lines: blindkit.One("Principal Paid")}, {Lines: blindkit.One("513.90"), PStyle: "CR"}, {Lines: blindkit.One("Interest Paid This Period")}, {Lines: blindkit.One("98.54"), PStyle: "CR"}},
		{{Lines: blindkit.One("New Balance")}, {Lines: blindkit.One("17,888.27"), PStyle: "CR"}, {Lines: blindkit.One("Payoff Amount as of " + end.Format("01/02/2006"))}, {Lines: blindkit.One("17,921.40"), PStyle: "CR"}},
		{{Lines: blindkit.One("YTD Interest Paid")}, {Lines: blindkit.One(blindkit.Commas(9854 * int64(start.Month()))), PStyle: "CR"}, {Lines: blindkit.One("Maturity Date")}, {Lines: blindkit.One("08/15/2029"), PStyle: "CR"}},
	}
	d.Table([]float64{1.6, 1.0, 2.2, 1.0}, nil, lr, false)
	lh := [][]blindkit.TCell{{{Lines: blindkit.One("Date"), PStyle: "CH", CStyle: "Head"}, {Lines: blindkit.One("Description"), PStyle: "CH", CStyle: "Head"}, {Lines: blindkit.One("Payment"), PStyle: "CRH", CStyle: "Head"},
		{Lines: blindkit.One("Principal"), PStyle: "CRH", CStyle: "Head"}, {Lines: blindkit.One("Interest"), PStyle: "CRH", CStyle: "Head"}, {Lines: blindkit.One("Balance"), PStyle: "CRH", CStyle: "Head"}}}
	d.Table([]float64{0.7, 2.9, 0.9, 0.9, 0.9, 1.0}, lh, [][]blindkit.TCell{
		{{Lines: blindkit.One(md(lp.Date))}, {Lines: blindkit.One("Payment From Share 0012")}, {Lines: blindkit.One("612.44"), PStyle: "CR"}, {Lines: blindkit.One("513.90"), PStyle: "CR"}, {Lines: blindkit.One("98.54"), PStyle: "CR"}, {Lines: blindkit.One("17,888.27"), PStyle: "CR"}},
	}, false)
	d.P("P", " ")
	d.P("Small", "Courtesy Pay is a discretionary service, not a line of credit. We may pay items that would overdraw your share draft up to your Courtesy Pay limit; a Courtesy Pay fee of $30.00 is charged for each item paid or returned, no more than 5 per day. Overdrawn balances must be repaid within 30 days. Dividends are computed on the average daily balance method; the dividend rate and APY are set by the Board of Directors and may change monthly (rate effective 01/01/2026).")
	d.P("Small", "In case of errors or questions about your electronic transfers, call (512) 555-0177 or write to Limestone Ridge Federal Credit Union, PO Box 18820, Austin, TX 78760 as soon as you can, no later than 60 days after we sent the FIRST statement on which the problem appeared. Tell us your name and account number, describe the error, and tell us the dollar amount; we will investigate within 10 business days (20 for new accounts) and correct any error promptly.")

	f := &blindkit.Figs{Rows: rows, Running: "every_row", RowBal: map[*blindkit.Txn]int64{}, TotalCredits: blindkit.I64(cr), TotalDebits: blindkit.I64(db), CountCredits: blindkit.IPtr(ncr), CountDebits: blindkit.IPtr(ndb)}
	for _, t := range rows {
		f.RowBal[t] = t.Bal
	}
	f.Notes = "Credit union business share draft statement (LibreOffice Writer): Account Summary with Previous Balance, Deposits and Withdrawals with counts, New Balance and YTD Dividends; the share draft ledger Trans Date / Post Date / Description / Withdrawals / Deposits / Balance with a balance on every row and Previous / New Balance lines. The answer's date is the Post Date (card purchases were made a day earlier, Trans Date); a month-end Dividend row is a credit. Share drafts 'Share Draft #3310' are answered 'CHECK #3310' (check-label rule). The Business Vehicle Loan section (payment, principal, interest, payoff, its own one-row payment table) is not the checking ledger; its payment appears in the share draft as 'Transfer To Loan 0040'. "
	if od {
		f.Notes += "An IRS payment overdraws the share draft; three Courtesy Pay Fee rows follow (counted in number_of_nsf). "
	}
	f.Notes += "Fictional credit union and member; generated by infra/devblind3gen."
	return &blindkit.Doc{Name: name, Stmt: s, Figs: f, Src: d.String()}
}
