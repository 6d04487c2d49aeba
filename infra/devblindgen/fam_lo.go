package main

import (
	"fmt"
	"strings"
	"time"
)

// famCRDR: a community bank ledger Date | Description | Amount | Balance
// where both amounts and balances carry a CR / DR suffix (an overdrawn
// balance reads '1,234.56 DR'), MM/DD/YY dates; written as an
// OpenDocument text and printed by LibreOffice.
func famCRDR() Family {
	return Family{Name: "cr-dr-suffix", Tool: "soffice",
		Convention: "one ledger Date | Description | Amount | Balance, amounts and balances suffixed CR / DR (an overdrawn balance 'DR'), MM/DD/YY dates, summary with counts; OpenDocument text converted by LibreOffice (DejaVu Serif), LibreOffice's own 'Page X of Y' fields",
		Make: func() []*Doc {
			mk := func(name, holder string, addr []string, start, end time.Time, num string, p Profile) *Doc {
				s := &Stmt{Name: name, Bank: "Riverbend Community Bank", Aliases: []string{"RIVERBEND COMMUNITY BANK", "Riverbend"},
					BankAddr: []string{"200 Front Street", "Clarksville, TN 37040"}, Holder: holder, HolderAddr: addr, Start: start, End: end, Card: "0457"}
				a := s.addAccount("Commercial Checking", num, p, styleUpper, 58)
				return renderCRDR(s, a)
			}
			return []*Doc{
				mk("crdr_suffix_sep26", "Cumberland Tire & Lube Inc", []string{"1630 Fort Campbell Blvd", "Clarksville TN 37042"}, day(2026, 9, 1), day(2026, 9, 30), "0041207765",
					Profile{Seed: 801, Open: 2290411, Rows: 45, Processors: []string{"CLOVER MERCHANT"}, Checks: 3, CheckStart: 9021, MCA: []MCA{{Funder: "KINGSBRIDGE FUNDING", Cents: 33300, ID: "KB1190"}}, Waived: true}),
				mk("crdr_suffix_mar26_overdrawn", "Red River Fence Co LLC", []string{"88 Dover Rd", "Clarksville TN 37042"}, day(2026, 3, 1), day(2026, 3, 31), "0041209931",
					Profile{Seed: 802, Open: 96015, Rows: 30, Processors: []string{"SQUARE INC"}, Checks: 2, CheckStart: 512, Overdraft: 2}),
			}
		}}
}

func renderCRDR(s *Stmt, a *Account) *Doc {
	d := &fodt{font: "DejaVu Serif", size: "8pt"}
	d.header = `<text:p text:style-name="PR">Riverbend Community Bank · Account ` + a.Number + ` · ` + s.Start.Format("01/02/06") + ` - ` + s.End.Format("01/02/06") + `</text:p>`
	d.footer = `<text:p text:style-name="P">Riverbend Community Bank · Member FDIC · 200 Front Street, Clarksville, TN 37040 <text:tab/>` + pageXofY + `</text:p>`
	d.p("Title", "RIVERBEND COMMUNITY BANK")
	d.p("P", "200 Front Street · Clarksville, TN 37040 · (931) 555-0110")
	d.p("P", "")
	d.table([]float64{4.2, 3.1}, []bool{false, false}, nil, [][][]string{{
		{strings.ToUpper(s.Holder), strings.ToUpper(s.HolderAddr[0]), strings.ToUpper(s.HolderAddr[1])},
		{"STATEMENT OF ACCOUNT", "Account: " + a.Number, "Statement Period: " + s.Start.Format("01/02/06") + " thru " + s.End.Format("01/02/06"), a.Title},
	}}, false)
	cr, ncr := sumCredits(a.Txns)
	db, ndb := sumDebits(a.Txns)
	d.p("H", "ACCOUNT SUMMARY")
	d.table([]float64{1.5, 0.8, 1.3, 0.8, 1.3, 1.5}, []bool{true, true, true, true, true, true},
		[]string{"Previous Balance", "Credits", "Amount", "Debits", "Amount", "Current Balance"},
		[][][]string{{one(crdr(a.Open)), one(fmt.Sprint(ncr)), one(money(cr)), one(fmt.Sprint(ndb)), one(money(db)), one(crdr(a.Close))}}, false)
	d.p("H", "TRANSACTIONS")
	var rows [][][]string
	rows = append(rows, [][]string{one(s.Start.Format("01/02/06")), one("BALANCE FORWARD"), one(""), one(crdr(a.Open))})
	f := &Figs{Rows: moving(a.Txns), Running: "every_row", RowBal: map[*Txn]int64{}}
	for _, t := range a.Txns {
		amt := crdr(t.Cents)
		if t.Cents == 0 {
			amt = "0.00"
		} else {
			f.RowBal[t] = t.Bal
		}
		rows = append(rows, [][]string{one(t.Date.Format("01/02/06")), t.Lines, one(amt), one(crdr(t.Bal))})
	}
	rows = append(rows, [][]string{one(s.End.Format("01/02/06")), one("ENDING BALANCE"), one(""), one(crdr(a.Close))})
	d.table([]float64{0.7, 4.2, 1.2, 1.2}, []bool{false, false, true, true}, []string{"Date", "Description", "Amount", "Balance"}, rows, true)
	for _, p := range legalText(s.Bank, "(931) 555-0110", "Riverbend Community Bank, 200 Front Street, Clarksville, TN 37040", s.Start.AddDate(0, -1, 0)) {
		d.p("Small", p)
	}
	f.TotalCredits, f.TotalDebits, f.CountCredits, f.CountDebits = i64(cr), i64(db), iptr(ncr), iptr(ndb)
	f.Notes = fmt.Sprintf("Blind layout 'cr-dr-suffix' (OpenDocument text printed by LibreOffice, DejaVu Serif): %s %s of %s, %s to %s. One ledger Date | Description | Amount | Balance; every amount carries CR (credit) or DR (debit) and so does every balance (an overdrawn balance is 'DR'); BALANCE FORWARD and ENDING BALANCE lines are not transactions; a $0.00 notice row is not a transaction. The summary prints counts and totals of credits and debits. Page numbers are LibreOffice page-number / page-count fields. Overdraft item fees count in number_of_nsf.",
		s.Bank, a.Title, s.Holder, iso(s.Start), iso(s.End))
	return &Doc{Name: s.Name, Stmt: s, Answer: a, Figs: f, FODT: d.String()}
}

// famCreditUnion: a credit union member statement with share draft
// (checking) and share savings in one document, each with Previous
// Balance / New Balance, withdrawals in parentheses '(1,234.56)'.
func famCreditUnion() Family {
	return Family{Name: "cu-shares", Tool: "soffice",
		Convention: "credit union member statement: SHARE DRAFT CHECKING and SHARE SAVINGS in one document, a membership summary by share suffix, Previous Balance / New Balance lines in each share's table, withdrawals and negative balances in parentheses '(1,234.56)', 'Mon DD' dates; OpenDocument text converted by LibreOffice (Nimbus Sans)",
		Make: func() []*Doc {
			mk := func(name, holder string, addr []string, start, end time.Time, member string, p, sp Profile) *Doc {
				s := &Stmt{Name: name, Bank: "Cascade Pines Federal Credit Union", Aliases: []string{"CASCADE PINES FEDERAL CREDIT UNION", "Cascade Pines FCU"},
					BankAddr: []string{"PO Box 4410", "Bend, OR 97708"}, Holder: holder, HolderAddr: addr, Start: start, End: end, Card: "3056"}
				a := s.addAccount("SHARE DRAFT CHECKING", member, p, styleShort, 56)
				sv := s.addAccount("SHARE SAVINGS", member, sp, styleShort, 56)
				for _, t := range sv.Txns {
					switch t.Kind {
					case KTransferIn:
						t.Lines = []string{"Transfer from Share Draft S10"}
					case KTransferOut:
						t.Lines = []string{"Transfer to Share Draft S10"}
					}
				}
				return renderCU(s, a, sv)
			}
			return []*Doc{
				mk("cu_shares_oct26", "Juniper Ridge Landscaping LLC", []string{"61400 Brosterhous Rd", "Bend OR 97702"}, day(2026, 10, 1), day(2026, 10, 31), "0000882144",
					Profile{Seed: 901, Open: 1022050, Rows: 40, Processors: []string{"SQUARE INC"}, Checks: 3, CheckStart: 1201, MCA: []MCA{{Funder: "FUNDWELL CAPITAL", Cents: 52500, Weekly: true, ID: "FW301"}}, NoFee: true, Waived: true},
					Profile{Seed: 911, Open: 2500000, Rows: 3, Dividend: true, NoFee: true, Savings: true}),
				mk("cu_shares_jan26_negative", "Deschutes Mobile Notary", []string{"455 NW Franklin Ave", "Bend OR 97703"}, day(2026, 1, 1), day(2026, 1, 31), "0000901377",
					Profile{Seed: 902, Open: 84040, Rows: 28, Processors: []string{"STRIPE"}, Overdraft: 2, NoFee: true},
					Profile{Seed: 912, Open: 50000, Rows: 2, Dividend: true, NoFee: true, Savings: true}),
			}
		}}
}

func renderCU(s *Stmt, a, sv *Account) *Doc {
	d := &fodt{font: "Nimbus Sans", size: "8pt"}
	d.header = `<text:p text:style-name="PR">Cascade Pines Federal Credit Union · Member # ` + a.Number + ` · Statement Period ` + s.Start.Format("01/02/2006") + ` to ` + s.End.Format("01/02/2006") + `</text:p>`
	d.footer = `<text:p text:style-name="P">Federally insured by NCUA · Equal Housing Opportunity <text:tab/>` + pageXofY + `</text:p>`
	d.p("Title", "Cascade Pines Federal Credit Union")
	d.p("P", "PO Box 4410 · Bend, OR 97708 · 541-555-0190 · cascadepines.example")
	d.p("P", "")
	d.table([]float64{4.2, 3.1}, []bool{false, false}, nil, [][][]string{{
		{strings.ToUpper(s.Holder), strings.ToUpper(s.HolderAddr[0]), strings.ToUpper(s.HolderAddr[1])},
		{"MEMBER STATEMENT", "Member Number: " + a.Number, "Statement Period: " + s.Start.Format("01/02/2006") + " to " + s.End.Format("01/02/2006")},
	}}, false)
	d.p("H", "MEMBERSHIP SUMMARY")
	var sum [][][]string
	for i, x := range []*Account{a, sv} {
		dep, _ := sumCredits(x.Txns)
		wd, _ := sumDebits(x.Txns)
		suffix := []string{"S10", "S00"}[i]
		sum = append(sum, [][]string{one(suffix), one(x.Title), one(parens(x.Open)), one(money(dep)), one(parens(-wd)), one(parens(x.Close))})
	}
	d.table([]float64{0.6, 2.0, 1.2, 1.1, 1.2, 1.2}, []bool{false, false, true, true, true, true},
		[]string{"Suffix", "Share", "Previous Balance", "Deposits", "Withdrawals", "New Balance"}, sum, false)
	f := &Figs{Rows: moving(a.Txns), Running: "every_row", RowBal: map[*Txn]int64{}}
	defer func() {
		// 'Check 1203' as printed reads 'CHECK #1203' (field4's check-label rule)
		for _, t := range a.Txns {
			if t.Kind == KCheck {
				t.Lines = []string{fmt.Sprintf("CHECK #%d", t.Check)}
			}
		}
	}()
	for i, x := range []*Account{a, sv} {
		suffix := []string{"S10", "S00"}[i]
		d.p("H", x.Title+" - "+suffix)
		var rows [][][]string
		rows = append(rows, [][]string{one(monD(s.Start)), one("Previous Balance"), one(""), one(parens(x.Open))})
		for _, t := range x.Txns {
			if i == 0 && t.Cents != 0 {
				f.RowBal[t] = t.Bal
			}
			rows = append(rows, [][]string{one(monD(t.Date)), t.Lines, one(parens(t.Cents)), one(parens(t.Bal))})
		}
		rows = append(rows, [][]string{one(monD(s.End)), one("New Balance"), one(""), one(parens(x.Close))})
		d.table([]float64{0.7, 4.2, 1.2, 1.2}, []bool{false, false, true, true}, []string{"Trans. Date", "Description", "Amount", "Balance"}, rows, true)
		if i == 0 {
			dep, nd := sumCredits(x.Txns)
			wd, nw := sumDebits(x.Txns)
			d.p("P", fmt.Sprintf("Total Deposits: %d for %s     Total Withdrawals: %d for (%s)", nd, money(dep), nw, money(wd)))
			f.TotalCredits, f.TotalDebits, f.CountCredits, f.CountDebits = i64(dep), i64(wd), iptr(nd), iptr(nw)
		}
	}
	for _, p := range legalText(s.Bank, "541-555-0190", "Cascade Pines FCU, PO Box 4410, Bend, OR 97708", s.Start.AddDate(0, -3, 0)) {
		d.p("Small", strings.ReplaceAll(p, "Member FDIC", "federally insured by NCUA"))
	}
	f.Notes = fmt.Sprintf("Blind layout 'cu-shares' (OpenDocument text printed by LibreOffice, Nimbus Sans): %s member statement of %s, %s to %s, with two shares: S10 SHARE DRAFT CHECKING (the answer, listed first) and S00 SHARE SAVINGS (a few rows and a dividend; checked, not answered, as combined statements are answered for the first account). The membership summary gives each share's previous balance, deposits, withdrawals in parentheses and new balance; each share table opens with Previous Balance and closes with New Balance (not transactions); withdrawals and negative balances are in parentheses. Check rows print 'Check <n>' and are answered 'CHECK #<n>' (field4's check-label rule). 'Total Deposits: n for x / Total Withdrawals: n for (x)' under the draft table are the printed counts and totals. The account number is the member number. Insufficient Funds Charge rows count in number_of_nsf.",
		s.Bank, s.Holder, iso(s.Start), iso(s.End))
	return &Doc{Name: s.Name, Stmt: s, Answer: a, Figs: f, FODT: d.String()}
}
