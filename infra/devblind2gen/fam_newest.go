package main

import (
	"fmt"
	"time"
)

func slashDate(d time.Time) string { return d.Format("01/02/2006") }

// famNewestFirst: one ledger printed newest first with a running balance
// on every row (checked bottom-up), MM/DD/YYYY dates, Debit and Credit
// columns, the Beginning Balance as the ledger's last line; hand-written
// PostScript turned into PDF by Ghostscript (ps2pdf).
func famNewestFirst() Family {
	return Family{Name: "newest-first", Tool: "ps",
		Convention: "one ledger Date / Description / Debit / Credit / Balance printed newest first, balance on every row (bottom-up), MM/DD/YYYY dates, Beginning Balance as the ledger's last line, summary with counts, wrapped mixed-case descriptions; hand-written PostScript, Helvetica",
		Make: func() []*Doc {
			mk := func(name, holder string, addr []string, start, end time.Time, num string, p Profile) *Doc {
				s := &Stmt{Name: name, Bank: "Harbor Point Savings Bank", Aliases: []string{"HARBOR POINT SAVINGS BANK", "Harbor Point Savings"},
					BankAddr: []string{"200 Water Street", "New Bedford, MA 02740"}, Holder: holder, HolderAddr: addr, Start: start, End: end, Card: "5092", MixedHolder: true}
				a := s.addAccount("Business Interest Checking", num, p, styleWF, 60)
				for _, t := range a.Txns {
					if t.Kind == KCheck {
						t.Lines = []string{fmt.Sprintf("CHECK #%d", t.Check)}
					}
				}
				return renderNewest(s, a)
			}
			return []*Doc{
				mk("newest_first_apr26", "Whaling City Seafood Market Inc", []string{"81 MacArthur Dr", "New Bedford MA 02740-7210"}, day(2026, 4, 1), day(2026, 4, 30), "2207318845",
					Profile{Seed: 2201, Open: 1548820, Rows: 52, MCA: []MCA{{Funder: "ANCHORLINE CAPITAL", Cents: 34500, ID: "AC55120"}}, Funding: "ANCHORLINE CAPITAL",
						Processors: []string{"SQUARE INC", "SHOPIFY"}, Checks: 4, CheckStart: 5120}),
				mk("newest_first_may26_overdrawn", "Buzzards Bay Marine Repair LLC", []string{"14 Rodney French Blvd", "New Bedford MA 02744"}, day(2026, 5, 1), day(2026, 5, 31), "2207320116",
					Profile{Seed: 2202, Open: 402233, Rows: 36, MCA: []MCA{{Funder: "SEAGATE FUNDING", Cents: 61500, ID: "SG2231", Weekly: true}},
						Processors: []string{"STRIPE"}, Checks: 3, CheckStart: 2230, Overdraft: 3, Waived: true}),
			}
		}}
}

func renderNewest(s *Stmt, a *Account) *Doc {
	const sz, lh = 8.0, 10.2
	const xDate, xDesc, xDebit, xCredit, xBal = 40.0, 102.0, 430.0, 500.0, 572.0
	rows := moving(a.Txns)
	// printed newest first: the reverse of the chronological order
	printed := make([]*Txn, len(a.Txns))
	for i, t := range a.Txns {
		printed[len(a.Txns)-1-i] = t
	}
	cr, ncr := sumCredits(rows)
	db, ndb := sumDebits(rows)
	p := newPager(560)
	p.add(line(12, L(60, "R", 9, s.Holder)), line(11, L(60, "R", 9, s.HolderAddr[0])), line(11, L(60, "R", 9, s.HolderAddr[1])), blank(24))
	p.add(line(14, L(40, "B", 11, a.Title+"  -  Account Summary")), line(4, rule(40, 532)), blank(8),
		line(12, L(60, "R", 9, "Beginning Balance on "+slashDate(s.Start)), R(360, "R", 9, dollars(a.Open))),
		line(12, L(60, "R", 9, fmt.Sprintf("%d Credits", ncr)), R(360, "R", 9, "+"+dollars(cr))),
		line(12, L(60, "R", 9, fmt.Sprintf("%d Debits", ndb)), R(360, "R", 9, "-"+dollars(db))),
		line(12, L(60, "B", 9, "Ending Balance on "+slashDate(s.End)), R(360, "B", 9, dollars(a.Close))),
		line(12, L(60, "R", 9, "Interest Paid Year to Date"), R(360, "R", 9, "$0.00")),
		blank(14))
	head := []Ln{
		line(13, L(40, "B", 10, "Account Activity")),
		line(11, L(40, "I", 7.5, "Transactions are listed with the most recent first.")),
		line(12, L(xDate, "B", sz, "Date"), L(xDesc, "B", sz, "Description"), R(xDebit, "B", sz, "Debit"), R(xCredit, "B", sz, "Credit"), R(xBal, "B", sz, "Balance")),
		line(6, rule(40, 532)),
	}
	var f Figs
	f.RowBal = map[*Txn]int64{}
	p.add(head...)
	p.brk = func() (foot, hd []Ln) {
		return []Ln{line(11, R(xBal, "I", 7, "Continued on next page"))}, append([]Ln{line(13, L(40, "B", 10, "Account Activity (continued)"))}, head[2:]...)
	}
	for _, t := range printed {
		var its []It
		its = append(its, L(xDate, "R", sz, slashDate(t.Date)), L(xDesc, "R", sz, t.Lines[0]))
		if t.Cents <= 0 {
			its = append(its, R(xDebit, "R", sz, money(t.Abs())))
		} else {
			its = append(its, R(xCredit, "R", sz, money(t.Abs())))
		}
		its = append(its, R(xBal, "R", sz, signed(t.Bal)))
		blk := []Ln{line(lh, its...)}
		for _, l := range t.Lines[1:] {
			blk = append(blk, line(lh, L(xDesc, "R", sz, l)))
		}
		blk[len(blk)-1].H += 2
		p.add(blk...)
		if t.Cents != 0 {
			f.Rows = append(f.Rows, t)
			f.RowBal[t] = t.Bal
		}
	}
	p.add(line(lh, L(xDate, "R", sz, slashDate(s.Start)), L(xDesc, "B", sz, "Beginning Balance"), R(xBal, "R", sz, signed(a.Open))), line(6, rule(40, 532)))
	p.add(line(lh, L(xDesc, "B", sz, "Totals"), R(xDebit, "B", sz, money(db)), R(xCredit, "B", sz, money(cr))))
	p.brk = nil
	p.add(blank(20), line(12, L(40, "B", 9, "Important Information About Your Account")))
	for _, para := range legalText(s.Bank, "(508) 555-0144", "Harbor Point Savings Bank, 200 Water Street, New Bedford MA 02740", s.Start.AddDate(0, -1, 0)) {
		for _, l := range wrap(para, 120) {
			p.add(line(9, L(40, "R", 7, l)))
		}
		p.add(blank(5))
	}
	d := &doc{top: 130, headY: 44, footY: 760, pages: p.pages, title: "Statement " + s.End.Format("2006-01"), author: "HPSB eStatement Composer 3.1"}
	d.head = func(n, tot int) []Ln {
		return []Ln{
			line(16, L(40, "B", 14, "Harbor Point Savings Bank"), R(572, "R", 8.5, "Statement Period "+slashDate(s.Start)+" - "+slashDate(s.End))),
			line(11, L(40, "R", 8, "200 Water Street  |  New Bedford, MA 02740  |  (508) 555-0144"), R(572, "R", 8.5, "Account Number XXXXXX"+a.Number[len(a.Number)-4:])),
			line(11, R(572, "R", 8.5, s.Holder)),
			line(8, rule(40, 532)),
		}
	}
	d.foot = func(n, tot int) []Ln {
		return []Ln{line(9, L(40, "R", 7, "Member FDIC  -  Equal Housing Lender"), R(572, "R", 7.5, fmt.Sprintf("Page %d of %d", n, tot)))}
	}
	f.Running, f.Reverse = "every_row", true
	f.TotalCredits, f.TotalDebits, f.CountCredits, f.CountDebits = i64(cr), i64(db), iptr(ncr), iptr(ndb)
	f.PagesPrinted = len(p.pages)
	f.Notes = fmt.Sprintf("Blind layout 'newest-first' (hand-written PostScript, ps2pdf, Helvetica): %s %s of %s, %s to %s. One ledger Date / Description / Debit / Credit / Balance printed with the most recent row first; the balance on every row is the balance after that row, so it is checked bottom-up from the Beginning Balance line that closes the ledger. The answer keeps the printed (newest-first) order. MM/DD/YYYY dates; descriptions wrap onto a second line and are joined with one space. The summary prints credit and debit counts and totals, and a Totals line closes the ledger. %s",
		s.Bank, a.Title, s.Holder, iso(s.Start), iso(s.End), odNote(a))
	return &Doc{Name: s.Name, Stmt: s, Answer: a, Figs: &f, Src: d.postscript()}
}
