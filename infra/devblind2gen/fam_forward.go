package main

import (
	"fmt"
	"strings"
	"time"
)

func dmon(d time.Time) string { return strings.ToUpper(d.Format("02 Jan")) }

// famPageForward: a ledger with BALANCE BROUGHT FORWARD at the top of
// every page and BALANCE CARRIED FORWARD at the foot, day-first '05 JAN'
// dates (one period crossing December - January), a balance on every row,
// separate Withdrawals / Deposits columns; PostScript via ps2pdf, Times.
func famPageForward() Family {
	return Family{Name: "page-forward", Tool: "ps",
		Convention: "ledger Date / Description / Withdrawals / Deposits / Balance with BALANCE BROUGHT FORWARD at the top of every page and BALANCE CARRIED FORWARD at the foot, CLOSING BALANCE line, day-first 'DD MON' dates without a year (a December - January period), balance every row, summary with counts; hand-written PostScript, Times",
		Make: func() []*Doc {
			mk := func(name, holder string, addr []string, start, end time.Time, num string, p Profile) *Doc {
				s := &Stmt{Name: name, Bank: "Allegheny Ridge Bank", Aliases: []string{"ALLEGHENY RIDGE BANK", "Allegheny Ridge Bank & Trust"},
					Holder: holder, HolderAddr: addr, Start: start, End: end, Card: "3157"}
				p.Start, p.End, p.Card = s.Start, s.End, s.Card
				a, _ := genActivity(p)
				a.Title, a.Number = "BUSINESS VALUE CHECKING", num
				for _, t := range a.Txns {
					if t.Kind == KFunding && len(t.Ref) < 10 {
						t.Ref += "00"
					}
				}
				describeAll(styleUpper, a, s, 50)
				s.Accounts = append(s.Accounts, a)
				return renderForward(s, a)
			}
			return []*Doc{
				mk("page_forward_decjan", "Monongahela Tool & Die Inc", []string{"1180 RIVER RD", "MCKEES ROCKS PA 15136-2214"}, day(2025, 12, 8), day(2026, 1, 7), "0071-558302-11",
					Profile{Seed: 2501, Open: 3120455, Rows: 64, MCA: []MCA{{Funder: "STEELTOWN CAPITAL PARTNERS", Cents: 31500, ID: "STC55102"}}, Funding: "STEELTOWN CAPITAL PARTNERS",
						Processors: []string{"CLOVER MERCHANT"}, Checks: 6, CheckStart: 8804, WiresIn: 1}),
				mk("page_forward_sep26_overdrawn", "Three Rivers Deli & Catering LLC", []string{"422 SMITHFIELD ST", "PITTSBURGH PA 15222"}, day(2026, 9, 1), day(2026, 9, 30), "0071-561177-02",
					Profile{Seed: 2502, Open: 512090, Rows: 44, MCA: []MCA{{Funder: "ALLPOINT MERCHANT CAPITAL", Cents: 22800, ID: "APM3321"}},
						Processors: []string{"SQUARE INC", "AMERICAN EXPRESS"}, Checks: 3, CheckStart: 615, Overdraft: 3, Waived: true}),
			}
		}}
}

func renderForward(s *Stmt, a *Account) *Doc {
	const sz, lh = 8.6, 10.6
	const xDate, xDesc, xW, xD, xB = 44.0, 86.0, 410.0, 490.0, 570.0
	cr, ncr := sumCredits(a.Txns)
	db, ndb := sumDebits(a.Txns)
	long := func(d time.Time) string { return strings.ToUpper(d.Format("02 Jan 2006")) }
	p := newPager(590)
	p.add(line(12, L(64, "TR", 10, strings.ToUpper(s.Holder))), line(12, L(64, "TR", 10, s.HolderAddr[0])), line(12, L(64, "TR", 10, s.HolderAddr[1])), blank(26))
	p.add(line(14, L(44, "TB", 11, "SUMMARY OF YOUR "+a.Title+" ACCOUNT")), line(6, rule(44, 526)),
		line(12, L(60, "TR", 9.5, "Balance at "+long(s.Start)), R(340, "TR", 9.5, money(a.Open))),
		line(12, L(60, "TR", 9.5, fmt.Sprintf("Total withdrawals (%d)", ndb)), R(340, "TR", 9.5, money(db))),
		line(12, L(60, "TR", 9.5, fmt.Sprintf("Total deposits (%d)", ncr)), R(340, "TR", 9.5, money(cr))),
		line(12, L(60, "TB", 9.5, "Balance at "+long(s.End)), R(340, "TB", 9.5, signed(a.Close))),
		blank(16))
	head := []Ln{
		line(12, L(xDate, "TB", sz, "Date"), L(xDesc, "TB", sz, "Particulars"), R(xW, "TB", sz, "Withdrawals"), R(xD, "TB", sz, "Deposits"), R(xB, "TB", sz, "Balance")),
		line(8, rule(44, 526)),
	}
	var f Figs
	f.RowBal = map[*Txn]int64{}
	bal := a.Open
	fwdLine := func(label string, d time.Time, v int64) Ln {
		return line(lh+2, L(xDate, "TR", sz, dmon(d)), L(xDesc, "TB", sz, label), R(xB, "TB", sz, signed(v)))
	}
	lastDate := s.Start
	p.add(line(14, L(44, "TB", 10.5, "ACCOUNT ACTIVITY")))
	p.add(append(append([]Ln{}, head...), fwdLine("BALANCE BROUGHT FORWARD", s.Start, a.Open))...)
	p.reserve = lh + 12
	p.brk = func() (foot, hd []Ln) {
		f.Forward = append(f.Forward, Fwd{After: len(f.Rows), Bal: bal})
		foot = []Ln{line(10, rule(44, 526)), fwdLine("BALANCE CARRIED FORWARD", lastDate, bal)}
		hd = append([]Ln{line(14, L(44, "TB", 10.5, "ACCOUNT ACTIVITY (CONTINUED)"))}, head...)
		hd = append(hd, fwdLine("BALANCE BROUGHT FORWARD", lastDate, bal))
		return
	}
	for _, t := range a.Txns {
		its := []It{L(xDate, "TR", sz, dmon(t.Date)), L(xDesc, "TR", sz, t.Lines[0])}
		if t.Cents <= 0 {
			its = append(its, R(xW, "TR", sz, money(t.Abs())))
		} else {
			its = append(its, R(xD, "TR", sz, money(t.Abs())))
		}
		its = append(its, R(xB, "TR", sz, signed(t.Bal)))
		blk := []Ln{line(lh, its...)}
		for _, l := range t.Lines[1:] {
			blk = append(blk, line(lh, L(xDesc, "TR", sz, l)))
		}
		blk[len(blk)-1].H += 1.5
		p.add(blk...)
		bal = t.Bal
		lastDate = t.Date
		if t.Cents != 0 {
			f.Rows = append(f.Rows, t)
			f.RowBal[t] = t.Bal
		}
	}
	p.brk, p.reserve = nil, 0
	p.add(line(10, rule(44, 526)), line(lh+2, L(xDate, "TR", sz, dmon(s.End)), L(xDesc, "TB", sz, "CLOSING BALANCE"), R(xW, "TB", sz, money(db)), R(xD, "TB", sz, money(cr)), R(xB, "TB", sz, signed(a.Close))))
	p.add(blank(18), line(12, L(44, "TB", 9, "IMPORTANT INFORMATION")))
	for _, para := range legalText(s.Bank, "(412) 555-0173", "Allegheny Ridge Bank, 600 Grant Street, Pittsburgh PA 15219", s.Start.AddDate(0, -2, 0)) {
		for _, l := range wrap(para, 118) {
			p.add(line(9, L(44, "TR", 7.4, l)))
		}
		p.add(blank(5))
	}
	d := &doc{top: 128, headY: 46, footY: 764, pages: p.pages, title: "Statement of Account", author: "ARB Document Services PSGEN 2.8"}
	d.head = func(n, tot int) []Ln {
		return []Ln{
			line(18, L(44, "TB", 16, "Allegheny Ridge Bank"), R(570, "TR", 9, "Statement of Account")),
			line(11, L(44, "TR", 8, "600 Grant Street, Pittsburgh PA 15219"), R(570, "TR", 8.5, "Account number "+a.Number)),
			line(11, L(44, "TR", 8, "Telephone (412) 555-0173"), R(570, "TR", 8.5, "Statement period "+long(s.Start)+" to "+long(s.End))),
			line(8, R(570, "TR", 8.5, fmt.Sprintf("Sheet %d of %d", n, tot))),
		}
	}
	d.foot = func(n, tot int) []Ln {
		return []Ln{line(9, L(44, "TR", 7, "Allegheny Ridge Bank is a Member FDIC. Please examine this statement at once and report any discrepancy within 60 days."))}
	}
	f.Running = "every_row"
	f.TotalCredits, f.TotalDebits, f.CountCredits, f.CountDebits = i64(cr), i64(db), iptr(ncr), iptr(ndb)
	f.PagesPrinted = len(p.pages)
	f.Notes = fmt.Sprintf("Blind layout 'page-forward' (hand-written PostScript, ps2pdf, Times): %s %s of %s, %s to %s. One ledger Date / Particulars / Withdrawals / Deposits / Balance with a balance on every row; every page that the ledger continues onto starts with BALANCE BROUGHT FORWARD and the page before ends with BALANCE CARRIED FORWARD (same figure, both checked), the first line is the opening balance brought forward and a CLOSING BALANCE line with the column totals ends the ledger; none of them is a transaction. Dates are day-first 'DD MON' without a year, the year taken from the period ('Sheet X of Y' pages). %s",
		s.Bank, a.Title, s.Holder, iso(s.Start), iso(s.End), odNote(a))
	return &Doc{Name: s.Name, Stmt: s, Answer: a, Figs: &f, Src: d.postscript()}
}
