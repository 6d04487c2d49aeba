package main

import (
	"fmt"
	"github.com/docanalysis/service/infra/internal/blindkit"
	"time"
)

// famAmountFirst: a regional bank layout whose section rows print Date
// posted | Amount | Transaction description | Reference number (the
// amount before the description): Balance Summary with average ledger
// and collected balances, Transaction Summary with counts, Deposits and
// Other Additions / Checks and Other Deductions in sub-tables, and a
// Daily Balance Detail with ledger and collected balances.
func famAmountFirst() blindkit.Family {
	return blindkit.Family{Name: "amount-first", Tool: "writer",
		Convention: "regional bank (PNC-like): Balance Summary (beginning, deposits and other additions, checks and other deductions, ending; average ledger and collected balances), Transaction Summary with item counts, sections Deposits and Other Additions / Checks and Other Deductions in sub-tables whose rows print Date posted / Amount / Transaction description / Reference number (amount before the description, two-line ACH descriptions), a checks table Check number / Amount / Date paid / Reference number with gap marks, an overdraft and returned item fee summary, Daily Balance Detail with ledger and collected balances; flat ODT printed by LibreOffice Writer, DejaVu Serif",
		Make: func() []*blindkit.Doc {
			return []*blindkit.Doc{
				amountDoc("amount_first_oct26", blindkit.Day(2026, 10, 1), blindkit.Day(2026, 10, 31), false, 1101),
				amountDoc("amount_first_feb26_overdrawn", blindkit.Day(2026, 2, 1), blindkit.Day(2026, 2, 28), true, 1102),
			}
		}}
}

// section keys of the amount-first layout
const (
	secDeposits = "Deposits"
	secACHAdd   = "ACH Additions"
	secOtherAdd = "Other Additions"
	secChecks   = "Checks and Substitute Checks"
	secCard     = "Debit Card Purchases"
	secACHDed   = "ACH Deductions"
	secFees     = "Service Charges and Fees"
	secOtherDed = "Other Deductions"
)

func amountDesc(r blindkit.Raw) (string, []string) {
	switch r.K {
	case "mca":
		e := "Daily Pmt"
		if r.Weekly {
			e = "Weekly Pmt"
		}
		return secACHDed, []string{"Corporate ACH " + e + " " + titleCase(r.Party), r.ID + " Ccd"}
	case "funding":
		return secACHAdd, []string{"Corporate ACH Funding " + titleCase(r.Party), r.ID + " Ccd"}
	case "settle":
		return secACHAdd, []string{"Corporate ACH Settlement " + titleCase(r.Party), "Merch " + r.Ref[:9] + " Ccd"}
	case "achcredit":
		return secACHAdd, []string{"ACH Credit " + titleCase(r.Party) + " " + titleCase(r.Entry), "Ppd " + r.Ref[:9]}
	case "achdebit", "payroll", "tax":
		return secACHDed, []string{"Corporate ACH " + titleCase(r.Entry) + " " + titleCase(r.Party), "Ccd " + r.Ref[:9]}
	case "card":
		return secCard, []string{fmt.Sprintf("%s Debit Card Purchase %s", r.Card.Format("01/02"), r.Party), titleCase(r.City) + " " + r.State}
	case "deposit":
		return secDeposits, blindkit.One("Deposit")
	case "xferin":
		return secOtherAdd, blindkit.One("Online Transfer From Business Savings XXXXXX6613")
	case "zellein":
		return secOtherAdd, blindkit.One("Zelle From " + titleCase(r.Party))
	case "xferout":
		return secOtherDed, blindkit.One("Online Transfer To Business Savings XXXXXX6613")
	case "zelleout":
		return secOtherDed, blindkit.One("Zelle To " + titleCase(r.Party))
	case "wireout":
		return secOtherDed, []string{"Outgoing Wire Transfer", titleCase(r.Party)}
	case "check":
		return secChecks, blindkit.One(fmt.Sprintf("CHECK #%d", r.Check))
	case "nsf":
		if r.Ref[0] < '3' {
			return secFees, blindkit.One("Returned Item Fee")
		}
		return secFees, blindkit.One("Overdraft Item Fee")
	case "fee":
		return secFees, blindkit.One("Service Charge Period Ending " + r.Date.Format("01/02"))
	case "notice":
		return secFees, blindkit.One(r.Entry)
	}
	return secOtherDed, blindkit.One(r.Party)
}

func amountDoc(name string, start, end time.Time, od bool, seed uint64) *blindkit.Doc {
	holder := "RIVERBEND TILE & STONE INC"
	num := "5540193372"
	if od {
		holder, num = "MCKEES ROCKS DINER LLC", "5540207718"
	}
	s := &blindkit.Stmt{Bank: "Juniata Crest Bank", Aliases: []string{"JUNIATA CREST BANK", "Juniata Crest Bank, National Association"},
		Holder: holder, Number: num, Currency: "USD", Start: start, End: end}
	b := blindkit.NewB(seed, start, end, blindkit.USHolidays)
	act := blindkit.Act{N: 50, Processors: []string{"SQUARE INC", "STRIPE"}, Checks: 5, CheckStart: 4418, Fee: 1800,
		MCA: []blindkit.MCA{{Funder: "OAKMONT CAPITAL", Cents: 112500, Weekly: true, ID: "OMC40017"}}, Notice: "Paper Statement Fee Waived"}
	var ovd *blindkit.Overdraft
	if od {
		act = blindkit.Act{N: 34, Processors: []string{"CLOVER"}, Checks: 4, CheckStart: 7702, Fee: 1500,
			MCA: []blindkit.MCA{{Funder: "KINGSBRIDGE FUND", Cents: 24900, ID: "KB55230"}, {Funder: "RIVERTON CAP", Cents: 13900, ID: "RC8812"}}}
		ovd = blindkit.NewOverdraft(0.4, 3, 3600, holder, amountDesc, blindkit.USRegion)
	}
	blindkit.Activity(b, blindkit.USRegion, act, holder, amountDesc)
	b.Finish(s, 1421733, 60000, ovd)
	for _, t := range s.Txns {
		t.Sec = t.Code
		t.Ref = "0000" + blindkit.OrigID(fmt.Sprint(name, t.Seq))[:6] + blindkit.OrigID(fmt.Sprint(t.Seq, name))[:5]
	}
	rows := blindkit.Moving(s.Txns)
	cr, ncr, db, ndb := blindkit.Sums(rows)
	md := func(d time.Time) string { return d.Format("01/02") }
	mdy := func(d time.Time) string { return d.Format("01/02/2006") }
	// collected balance: branch deposits are collected the next day
	ends := blindkit.DayEnds(s.Txns)
	uncollected := map[string]int64{}
	for _, t := range s.Txns {
		if t.Sec == secDeposits {
			uncollected[blindkit.ISO(t.Date)] += t.Cents
		}
	}
	// averages over calendar days
	var sumL, sumC int64
	n := 0
	bal := s.Open
	k := 0
	for d := start; !d.After(end); d = d.AddDate(0, 0, 1) {
		for k < len(ends) && !ends[k].Date.After(d) {
			bal = ends[k].Bal
			k++
		}
		sumL += bal
		sumC += bal - uncollected[blindkit.ISO(d)]
		n++
	}
	avgL, avgC := sumL/int64(n), sumC/int64(n)

	d := &blindkit.FODT{Font: "DejaVu Serif", Size: "7.5pt"}
	d.Header = `<text:p text:style-name="CB">Business Checking Statement</text:p><text:p text:style-name="P">Juniata Crest Bank &#x2003; For the period ` + mdy(start) + ` to ` + mdy(end) + `</text:p><text:p text:style-name="P">` + blindkit.XEsc(holder) + ` &#x2003; Primary account number: ` + num[:2] + `-` + num[2:6] + `-` + num[6:] + `</text:p>`
	d.Footer = `<text:p text:style-name="P">Member FDIC &#x2003; Equal Housing Lender &#x2003; ` + blindkit.PageXofY + `</text:p>`
	d.P("Title", "Juniata Crest Bank")
	d.P("P", "P.O. Box 6100, Altoona, PA 16603-6100  ·  Business Banking 1-877-555-0186  ·  TDD 1-800-555-0131")
	d.P("P", " ")
	addr := []string{holder, "1400 CHURCH ST", "HOLLIDAYSBURG PA 16648-2201"}
	if od {
		addr = []string{holder, "612 CHARTIERS AVE", "MC KEES ROCKS PA 15136-3602"}
	}
	for _, l := range addr {
		d.P("PB", l)
	}
	d.P("P", " ")
	d.P("H", "Business Checking Summary   Account number: "+num[:2]+"-"+num[2:6]+"-"+num[6:])
	d.P("P", "Overdraft Protection has not been established for this account. Please contact us if you would like to set up this service.")
	d.P("PB", "Balance Summary")
	d.Table([]float64{1.6, 1.9, 1.9, 1.6}, [][]blindkit.TCell{{{Lines: []string{"Beginning", "balance"}, PStyle: "CRH", CStyle: "Head"}, {Lines: []string{"Deposits and", "other additions"}, PStyle: "CRH", CStyle: "Head"}, {Lines: []string{"Checks and other", "deductions"}, PStyle: "CRH", CStyle: "Head"}, {Lines: []string{"Ending", "balance"}, PStyle: "CRH", CStyle: "Head"}}},
		[][]blindkit.TCell{{{Lines: blindkit.One(blindkit.Signed(s.Open)), PStyle: "CR"}, {Lines: blindkit.One(blindkit.Commas(cr)), PStyle: "CR"}, {Lines: blindkit.One(blindkit.Commas(db)), PStyle: "CR"}, {Lines: blindkit.One(blindkit.Signed(s.Close)), PStyle: "CR"}},
			{{Lines: blindkit.One("")}, {Lines: blindkit.One("Average ledger balance"), PStyle: "CR"}, {Lines: blindkit.One(blindkit.Signed(avgL)), PStyle: "CR"}, {Lines: blindkit.One("")}},
			{{Lines: blindkit.One("")}, {Lines: blindkit.One("Average collected balance"), PStyle: "CR"}, {Lines: blindkit.One(blindkit.Signed(avgC)), PStyle: "CR"}, {Lines: blindkit.One("")}}}, false)
	// sub-sections in printed order
	creditSecs := []string{secDeposits, secACHAdd, secOtherAdd}
	debitSecs := []string{secChecks, secCard, secACHDed, secFees, secOtherDed}
	bySec := map[string][]*blindkit.Txn{}
	for _, t := range s.Txns {
		bySec[t.Sec] = append(bySec[t.Sec], t)
	}
	f := &blindkit.Figs{TotalCredits: blindkit.I64(cr), TotalDebits: blindkit.I64(db), CountCredits: blindkit.IPtr(ncr), CountDebits: blindkit.IPtr(ndb)}
	for _, sec := range append(append([]string{}, creditSecs...), debitSecs...) {
		mv := blindkit.Moving(bySec[sec])
		if len(mv) == 0 {
			continue
		}
		var tot int64
		for _, t := range mv {
			tot += t.Abs()
		}
		f.Sections = append(f.Sections, blindkit.Section{Name: sec, Credit: mv[0].Cents > 0, Rows: mv, Total: tot, Count: len(mv)})
	}
	secTot := map[string]blindkit.Section{}
	for _, sc := range f.Sections {
		secTot[sc.Name] = sc
	}
	d.P("PKB", "Transaction Summary")
	var tsum [][]blindkit.TCell
	for _, sec := range creditSecs {
		if sc, ok := secTot[sec]; ok {
			tsum = append(tsum, []blindkit.TCell{{Lines: blindkit.One(sec)}, {Lines: blindkit.One(fmt.Sprint(sc.Count)), PStyle: "CR"}, {Lines: blindkit.One(blindkit.Commas(sc.Total)), PStyle: "CR"}})
		}
	}
	tsum = append(tsum, []blindkit.TCell{{Lines: blindkit.One("Total deposits and other additions"), PStyle: "CB"}, {Lines: blindkit.One(fmt.Sprint(ncr)), PStyle: "CRB"}, {Lines: blindkit.One(blindkit.Commas(cr)), PStyle: "CRB"}})
	for _, sec := range debitSecs {
		if sc, ok := secTot[sec]; ok {
			tsum = append(tsum, []blindkit.TCell{{Lines: blindkit.One(sec)}, {Lines: blindkit.One(fmt.Sprint(sc.Count)), PStyle: "CR"}, {Lines: blindkit.One(blindkit.Commas(sc.Total)), PStyle: "CR"}})
		}
	}
	tsum = append(tsum, []blindkit.TCell{{Lines: blindkit.One("Total checks and other deductions"), PStyle: "CB"}, {Lines: blindkit.One(fmt.Sprint(ndb)), PStyle: "CRB"}, {Lines: blindkit.One(blindkit.Commas(db)), PStyle: "CRB"}})
	d.Table([]float64{3.0, 0.8, 1.3}, [][]blindkit.TCell{{{Lines: blindkit.One(""), CStyle: "Head"}, {Lines: blindkit.One("Number of items"), PStyle: "CRH", CStyle: "Head"}, {Lines: blindkit.One("Amount"), PStyle: "CRH", CStyle: "Head"}}}, tsum, false)
	var odFees, retFees int64
	for _, t := range rows {
		if t.Kind == blindkit.KNSF {
			if t.Lines[0] == "Returned Item Fee" {
				retFees += t.Abs()
			} else {
				odFees += t.Abs()
			}
		}
	}
	d.P("PKB", "Overdraft and Returned Item Fee Summary")
	d.Table([]float64{3.0, 1.3, 1.3}, [][]blindkit.TCell{{{Lines: blindkit.One(""), CStyle: "Head"}, {Lines: blindkit.One("Total for this period"), PStyle: "CRH", CStyle: "Head"}, {Lines: blindkit.One("Total year to date"), PStyle: "CRH", CStyle: "Head"}}},
		[][]blindkit.TCell{{{Lines: blindkit.One("Total Overdraft Fees")}, {Lines: blindkit.One(blindkit.Commas(odFees)), PStyle: "CR"}, {Lines: blindkit.One(blindkit.Commas(odFees + 7200)), PStyle: "CR"}},
			{{Lines: blindkit.One("Total Returned Item Fees")}, {Lines: blindkit.One(blindkit.Commas(retFees)), PStyle: "CR"}, {Lines: blindkit.One(blindkit.Commas(retFees)), PStyle: "CR"}}}, false)

	d.P("H", "Transaction Detail")
	head := func(title string) [][]blindkit.TCell {
		return [][]blindkit.TCell{{{Lines: blindkit.One("Date posted"), PStyle: "CH", CStyle: "Head"}, {Lines: blindkit.One("Amount"), PStyle: "CRH", CStyle: "Head"}, {Lines: blindkit.One("Transaction description"), PStyle: "CH", CStyle: "Head"}, {Lines: blindkit.One("Reference number"), PStyle: "CH", CStyle: "Head"}}}
	}
	widths := []float64{0.75, 0.95, 3.75, 1.55}
	section := func(title string, secs []string) {
		d.P("PKB", title)
		for _, sec := range secs {
			rs := bySec[sec]
			if len(rs) == 0 {
				continue
			}
			if sec == secChecks {
				d.P("PK", "Checks and Substitute Checks    * Gap in check sequence")
				var trs [][]blindkit.TCell
				prev := 0
				for _, t := range rs {
					mark := ""
					if prev != 0 && t.Check != prev+1 {
						mark = " *"
					}
					prev = t.Check
					trs = append(trs, []blindkit.TCell{{Lines: blindkit.One(fmt.Sprint(t.Check) + mark)}, {Lines: blindkit.One(blindkit.Commas(t.Cents)), PStyle: "CR"}, {Lines: blindkit.One(md(t.Date))}, {Lines: blindkit.One(t.Ref)}})
				}
				d.Table([]float64{1.0, 0.95, 0.8, 1.55}, [][]blindkit.TCell{{{Lines: blindkit.One("Check number"), PStyle: "CH", CStyle: "Head"}, {Lines: blindkit.One("Amount"), PStyle: "CRH", CStyle: "Head"}, {Lines: blindkit.One("Date paid"), PStyle: "CH", CStyle: "Head"}, {Lines: blindkit.One("Reference number"), PStyle: "CH", CStyle: "Head"}}}, trs, true)
				continue
			}
			d.P("PK", sec)
			var trs [][]blindkit.TCell
			for _, t := range rs {
				trs = append(trs, []blindkit.TCell{{Lines: blindkit.One(md(t.Date))}, {Lines: blindkit.One(blindkit.Commas(t.Cents)), PStyle: "CR"}, {Lines: t.Lines}, {Lines: blindkit.One(t.Ref)}})
			}
			d.Table(widths, head(sec), trs, true)
		}
	}
	// checks sorted by number in their table
	ch := bySec[secChecks]
	for i := 1; i < len(ch); i++ {
		for j := i; j > 0 && ch[j].Check < ch[j-1].Check; j-- {
			ch[j], ch[j-1] = ch[j-1], ch[j]
		}
	}
	section("Deposits and Other Additions", creditSecs)
	section("Checks and Other Deductions", debitSecs)
	// answer rows in printed order
	for _, sec := range append(append([]string{}, creditSecs...), debitSecs...) {
		f.Rows = append(f.Rows, blindkit.Moving(bySec[sec])...)
	}
	for _, t := range s.Txns {
		if t.Kind == blindkit.KCheck {
			t.Say = fmt.Sprintf("CHECK #%d", t.Check)
		}
	}
	// daily balance detail, two across
	d.P("PKB", "Daily Balance Detail")
	var dtr [][]blindkit.TCell
	half := (len(ends) + 1) / 2
	for i := 0; i < half; i++ {
		row := []blindkit.TCell{}
		for _, j := range []int{i, i + half} {
			if j < len(ends) {
				e := ends[j]
				row = append(row, blindkit.TCell{Lines: blindkit.One(md(e.Date))}, blindkit.TCell{Lines: blindkit.One(blindkit.Signed(e.Bal)), PStyle: "CR"}, blindkit.TCell{Lines: blindkit.One(blindkit.Signed(e.Bal - uncollected[blindkit.ISO(e.Date)])), PStyle: "CR"})
			} else {
				row = append(row, blindkit.TCell{}, blindkit.TCell{}, blindkit.TCell{})
			}
		}
		dtr = append(dtr, row)
		f.Daily = append(f.Daily, blindkit.DayBal{Date: ends[i].Date, Bal: ends[i].Bal})
		if i+half < len(ends) {
			f.Daily = append(f.Daily, blindkit.DayBal{Date: ends[i+half].Date, Bal: ends[i+half].Bal})
		}
	}
	dh := blindkit.TCell{Lines: blindkit.One("Date"), PStyle: "CH", CStyle: "Head"}
	lh := blindkit.TCell{Lines: []string{"Ledger", "balance"}, PStyle: "CRH", CStyle: "Head"}
	ch2 := blindkit.TCell{Lines: []string{"Collected", "balance"}, PStyle: "CRH", CStyle: "Head"}
	d.Table([]float64{0.6, 1.1, 1.1, 0.6, 1.1, 1.1}, [][]blindkit.TCell{{dh, lh, ch2, dh, lh, ch2}}, dtr, true)
	d.P("P", " ")
	d.P("Small", "Member FDIC. Juniata Crest Bank, National Association. Deposits of checks may not be available for withdrawal on the day of deposit; see the Funds Availability Policy (form JCB-2210, rev. 07/2025). The collected balance is the ledger balance less deposited items not yet collected; average balances are computed over "+fmt.Sprint(n)+" days in the statement period. Overdraft item fee $36.00 per item, maximum 4 per business day; returned item fee $36.00.")
	d.P("Small", "In case of errors or questions about your electronic transfers, telephone us at 1-877-555-0186 or write to Juniata Crest Bank, P.O. Box 6100, Altoona, PA 16603-6100 as soon as you can. We must hear from you no later than 60 days after we sent you the FIRST statement on which the error or problem appeared. Business accounts: report unauthorized ACH debits within 2 business days (Nacha Operating Rules 2026, Article Three).")

	f.Notes = "Regional business checking statement (PNC-like, LibreOffice Writer): Balance Summary (beginning, deposits and other additions, checks and other deductions, ending; average ledger and collected balances: not transactions), Transaction Summary with the number of items per sub-section and in total, an Overdraft and Returned Item Fee Summary, then Deposits and Other Additions and Checks and Other Deductions in sub-tables whose rows print Date posted / Amount / Transaction description / Reference number; the amount comes before the description and the reference number is its own column, not description. Two-line ACH descriptions are joined with one space. Checks print in a Check number / Amount / Date paid / Reference number table with `*` gap marks (answered 'CHECK #<n>'). Daily Balance Detail two across with ledger and collected balances; the ledger balance is checked (collected = ledger less that day's branch deposits). Rows are answered in printed (section) order. "
	if od {
		f.Notes += "An IRS payment overdraws the account; overdraft item and returned item fees follow (counted in number_of_nsf). "
	} else {
		f.Notes += "A $0.00 'Paper Statement Fee Waived' row in Service Charges and Fees is a notice, not a transaction; the printed item counts leave it out. "
	}
	f.Notes += "Fictional bank and holder; generated by infra/devblind3gen."
	return &blindkit.Doc{Name: name, Stmt: s, Figs: f, Src: d.String()}
}
