package main

import (
	"fmt"
	"strings"
	"time"
)

// famMainframe: a community bank's core-system print in a fixed-width
// font (groff -Tpdf, Courier): two-line rows (the description on one
// line, the date, a detail and the amount on the next), MM-DD dates, a
// summary BALANCE LAST STATEMENT / DEPOSITS-CREDITS / CHECKS-DEBITS /
// SERVICE CHARGE / BALANCE THIS STATEMENT / MINIMUM BALANCE, a CHECKS
// PAID list NUMBER DATE AMOUNT three across and a DAILY BALANCE list.
func famMainframe() Family {
	return Family{Name: "mainframe-twoline", Tool: "groff",
		Convention: "community bank core-system print in Courier: two-line rows (description line, then MM-DD date + detail + amount), summary BALANCE LAST STATEMENT / n DEPOSITS-CREDITS / n CHECKS-DEBITS / SERVICE CHARGE / BALANCE THIS STATEMENT / MINIMUM BALANCE / AVERAGE BALANCE, trailing-minus negatives, CHECKS PAID 'NUMBER DATE AMOUNT' three across with '*' gaps, DAILY BALANCE list",
		Make: func() []*Doc {
			mk := func(name, holder string, addr []string, start, end time.Time, num string, p Profile) *Doc {
				s := &Stmt{Name: name, Bank: "Pine Hollow Community Bank", Aliases: []string{"PINE HOLLOW COMMUNITY BANK", "Pine Hollow Community Bank, Inc."},
					BankAddr: []string{"P.O. BOX 118", "CALDWELL, ID 83606-0118"}, Holder: holder, HolderAddr: addr, Start: start, End: end, Card: "7731"}
				p.Start, p.End, p.Card = s.Start, s.End, s.Card
				a, _ := genActivity(p)
				a.Title, a.Number = "COMMERCIAL CHECKING", num
				for _, t := range a.Txns {
					t.Lines = mfDesc(t, s)
				}
				s.Accounts = append(s.Accounts, a)
				return renderMainframe(s, a)
			}
			return []*Doc{
				mk("mainframe_twoline_mar26_overdrawn", "Snake River Auto Glass LLC", []string{"1907 CLEVELAND BLVD", "CALDWELL ID 83605-4410"}, day(2026, 3, 1), day(2026, 3, 31), "4188271",
					Profile{Seed: 2101, Open: 913377, Rows: 44, MCA: []MCA{{Funder: "PRAIRIEFIELD CAPITAL", Cents: 28900, ID: "PFC20417"}}, Processors: []string{"SQUARE INC"},
						Checks: 7, CheckStart: 3318, Overdraft: 2, Waived: true}),
				mk("mainframe_twoline_aug26", "Gem State Flooring Inc", []string{"PO BOX 1442", "NAMPA ID 83653-1442"}, day(2026, 8, 1), day(2026, 8, 31), "4190335",
					Profile{Seed: 2102, Open: 2210488, Rows: 62, MCA: []MCA{{Funder: "TALLGRASS MERCHANT FUNDING", Cents: 112500, ID: "TMF7730", Weekly: true}},
						Funding: "HARBORVIEW CAPITAL GROUP", Processors: []string{"CLOVER MERCHANT", "STRIPE"}, Checks: 11, CheckStart: 10412}),
			}
		}}
}

// mfDesc words a row for the mainframe print: the first line, and the
// detail printed on the date line (joined to it in the answer).
func mfDesc(t *Txn, s *Stmt) []string {
	two := func(a, b string) []string {
		if b == "" {
			return []string{a}
		}
		return []string{a, b}
	}
	switch t.Kind {
	case KSettle:
		return two("ACH CREDIT "+t.Party+" "+entryDescr(t), "ID "+origID(t.Party)+" "+t.Ref[:6])
	case KACHCredit:
		return two("ACH CREDIT "+t.Party+" "+t.City, "ID "+origID(t.Party))
	case KFunding:
		return two("ACH CREDIT "+t.Party+" FUNDING", "ID "+origID(t.Party)+" "+t.Ref)
	case KWireIn:
		return two("INCOMING WIRE "+t.Party, "REF "+t.Ref[:10])
	case KMCA:
		return two("ACH DEBIT "+t.Party+" "+entryDescr(t), "ID "+t.City)
	case KACHDebit:
		if t.Party == "ZELLE" {
			return two("ZELLE PAYMENT TO "+t.City, "CONF "+t.Ref[:8])
		}
		return two("ACH DEBIT "+t.Party+" "+t.City, "ID "+origID(t.Party))
	case KDeposit:
		return two("BRANCH DEPOSIT", "")
	case KCard:
		return two("POS PURCHASE "+t.Party, t.City+" CARD "+s.Card)
	case KATM:
		return two("ATM WITHDRAWAL 1907 CLEVELAND", "CALDWELL ID CARD "+s.Card)
	case KWireOut:
		return two("OUTGOING WIRE BNF "+t.Party, "REF "+t.Ref[:10])
	case KTransferOut:
		return two("TRANSFER TO SAVINGS XXXXXX"+t.Ref, "")
	case KTransferIn:
		return two("TRANSFER FROM SAVINGS XXXXXX"+t.Ref, "")
	case KODFee:
		return two("OVERDRAFT CHARGE", "")
	case KFee:
		return two("SERVICE CHARGE", "")
	case KNotice:
		return two("PAPER STMT FEE WAIVED", "")
	case KCheck:
		return []string{fmt.Sprintf("CHECK #%d", t.Check)}
	}
	return []string{t.Party}
}

func dashDate(d time.Time) string { return d.Format("01-02") }

func renderMainframe(s *Stmt, a *Account) *Doc {
	const sz, lh, x0 = 8.4, 10.4, 50.0
	txt := func(str string) Ln { return line(lh, L(x0, "CR", sz, str)) }
	bold := func(str string) Ln { return line(lh, L(x0, "CB", sz, str)) }
	rpad := func(a string, n int) string { return fmt.Sprintf("%-*s", n, a) }
	lpad := func(a string, n int) string { return fmt.Sprintf("%*s", n, a) }
	const W = 88
	center := func(t string) string {
		t = " " + t + " "
		l := (W - len(t)) / 2
		return strings.Repeat("-", l) + t + strings.Repeat("-", W-l-len(t))
	}

	credits := pick(a.Txns, func(t *Txn) bool { return t.Cents > 0 })
	checks := byNumber(pick(a.Txns, func(t *Txn) bool { return t.Kind == KCheck }))
	other := pick(a.Txns, func(t *Txn) bool { return t.Cents <= 0 && t.Kind != KCheck })
	cr, ncr := sumCredits(a.Txns)
	svc := sumAbs(pick(a.Txns, func(t *Txn) bool { return t.Kind == KFee }))
	db, ndb := sumDebits(pick(a.Txns, func(t *Txn) bool { return t.Kind != KFee }))
	minb := minDay(a, s.Start, s.End)
	avg := avgDay(a, s.Start, s.End)
	var minDate time.Time
	{
		byDay := map[string]int64{}
		for _, t := range a.Txns {
			byDay[iso(t.Date)] += t.Cents
		}
		bal := a.Open
		for d := s.Start; !d.After(s.End); d = d.AddDate(0, 0, 1) {
			bal += byDay[iso(d)]
			if bal == minb && minDate.IsZero() {
				minDate = d
			}
		}
	}
	p := newPager(600)
	p.add(txt(""), txt(strings.Repeat(" ", 6)+strings.ToUpper(s.Holder)), txt(strings.Repeat(" ", 6)+s.HolderAddr[0]), txt(strings.Repeat(" ", 6)+s.HolderAddr[1]), txt(""), txt(""))
	p.add(txt(strings.Repeat("=", W)),
		bold(rpad(a.Title, 44)+"ACCOUNT NUMBER "+lpad(a.Number, 29)),
		txt(strings.Repeat("-", W)),
		txt(rpad("BALANCE LAST STATEMENT "+s.Start.AddDate(0, 0, -1).Format("01-02-06"), 50)+lpad(trailing(a.Open), 16)),
		txt(rpad(fmt.Sprintf("%6d DEPOSITS-CREDITS", ncr), 50)+lpad(money(cr), 16)),
		txt(rpad(fmt.Sprintf("%6d CHECKS-DEBITS", ndb), 50)+lpad(money(db), 16)),
		txt(rpad("       SERVICE CHARGE", 50)+lpad(money(svc), 16)),
		txt(rpad("BALANCE THIS STATEMENT "+s.End.Format("01-02-06"), 50)+lpad(trailing(a.Close), 16)),
		txt(""),
		txt(rpad("MINIMUM BALANCE "+minDate.Format("01-02-06"), 50)+lpad(trailing(minb), 16)),
		txt(rpad("AVERAGE BALANCE", 50)+lpad(trailing(avg), 16)),
		txt(rpad("ENCLOSURES", 50)+lpad(fmt.Sprint(len(checks)), 16)),
		txt(strings.Repeat("=", W)), txt(""))
	var f Figs
	section := func(title string, rows []*Txn) {
		head := []Ln{bold(center(title)), txt(rpad("    DATE    DESCRIPTION", 72) + lpad("AMOUNT", 16))}
		p.add(append(append([]Ln{}, head...), rowLines(rows[0])...)...)
		f.Rows = append(f.Rows, rows[0])
		p.brk = func() (foot, hd []Ln) {
			return []Ln{txt(lpad("CONTINUED", W))}, append([]Ln{bold(center(title + " (CONTINUED)"))}, head[1:]...)
		}
		for _, t := range rows[1:] {
			p.add(rowLines(t)...)
			if t.Cents != 0 {
				f.Rows = append(f.Rows, t)
			}
		}
		p.brk = nil
		p.add(txt(""))
	}
	_ = rpad
	section("DEPOSITS AND OTHER CREDITS", credits)
	section("CHECKS AND OTHER DEBITS", other)
	// checks paid, three across, read down the columns
	n := (len(checks) + 2) / 3
	cp := []Ln{bold(center("CHECKS PAID")), txt(strings.Repeat("NUMBER    DATE         AMOUNT    ", 3))}
	for r := 0; r < n; r++ {
		var b strings.Builder
		for k := 0; k < 3; k++ {
			i := k*n + r
			if i >= len(checks) {
				break
			}
			t := checks[i]
			mark := " "
			if t.Gap {
				mark = "*"
			}
			b.WriteString(fmt.Sprintf("%-6d%s   %s %13s    ", t.Check, mark, dashDate(t.Date), money(t.Abs())))
		}
		cp = append(cp, txt(strings.TrimRight(b.String(), " ")))
	}
	cp = append(cp, txt(fmt.Sprintf("%d CHECKS TOTAL %s     * INDICATES A BREAK IN CHECK SEQUENCE", len(checks), money(sumAbs(checks)))), txt(""))
	p.add(cp...)
	f.Rows = append(f.Rows, checks...)
	de := dayEnds(a)
	n = (len(de) + 2) / 3
	dl := []Ln{bold(center("DAILY BALANCE")), txt(strings.Repeat("DATE           BALANCE       ", 3))}
	for r := 0; r < n; r++ {
		var b strings.Builder
		for k := 0; k < 3; k++ {
			i := k*n + r
			if i < len(de) {
				b.WriteString(fmt.Sprintf("%s  %16s         ", dashDate(de[i].Date), trailing(de[i].Bal)))
			}
		}
		dl = append(dl, txt(strings.TrimRight(b.String(), " ")))
	}
	p.add(dl...)
	p.add(txt(""), bold(center("IMPORTANT INFORMATION")))
	for _, para := range legalText(s.Bank, "(208) 555-0190", "PINE HOLLOW COMMUNITY BANK, P.O. BOX 118, CALDWELL ID 83606", s.Start.AddDate(0, -3, 0)) {
		for _, l := range wrap(strings.ToUpper(para), W) {
			p.add(txt(l))
		}
		p.add(txt(""))
	}
	d := &doc{top: 118, headY: 44, footY: 752, pages: p.pages, title: "STATEMENT " + a.Number, author: ""}
	d.head = func(n, tot int) []Ln {
		return []Ln{
			line(lh, L(x0, "CB", 10, "PINE HOLLOW COMMUNITY BANK"), R(x0+W*sz*0.6, "CR", sz, "STATEMENT OF ACCOUNT")),
			line(lh, L(x0, "CR", sz, "P.O. BOX 118  CALDWELL, ID 83606-0118"), R(x0+W*sz*0.6, "CR", sz, fmt.Sprintf("PAGE %4d OF %4d", n, tot))),
			line(lh, L(x0, "CR", sz, "TELEPHONE (208) 555-0190  MEMBER FDIC"), R(x0+W*sz*0.6, "CR", sz, "ACCOUNT "+a.Number)),
			line(lh, R(x0+W*sz*0.6, "CR", sz, "STATEMENT PERIOD "+s.Start.Format("01-02-06")+" THRU "+s.End.Format("01-02-06"))),
		}
	}
	d.foot = func(n, tot int) []Ln {
		return []Ln{line(lh, L(x0, "CR", 7, fmt.Sprintf("PHCB STMT  %s  %s  %04d", a.Number, s.End.Format("010206"), n)))}
	}
	f.Running = ""
	f.Daily = de
	f.TotalCredits, f.CountCredits = i64(cr), iptr(ncr)
	f.DebitParts = []int64{db, svc}
	f.MinBal = i64(minb)
	f.Sections = []Section{{Name: "checks paid", Credit: false, Rows: checks, Total: sumAbs(checks), Count: len(checks)}}
	f.PagesPrinted = len(p.pages)
	f.Notes = fmt.Sprintf("Blind layout 'mainframe-twoline' (groff -Tpdf, Courier): %s %s of %s, %s to %s. A core-system print in a fixed-width font: each row of DEPOSITS AND OTHER CREDITS and CHECKS AND OTHER DEBITS takes two lines, the description on the first, the MM-DD date, a detail (ACH company ID, card city, reference) and the amount on the second; the description is both lines' text joined with one space, without the date and the amount. Checks are listed only in CHECKS PAID (NUMBER DATE AMOUNT three across, '*' marks a break in the sequence) and read CHECK #<number>. The summary prints the debits in two parts (%d CHECKS-DEBITS %s and SERVICE CHARGE %s), so no combined debit total or count is recorded; credits %d / %s are. MINIMUM BALANCE and the DAILY BALANCE list are checked against the rows; negative balances print with a trailing minus. %s",
		s.Bank, a.Title, s.Holder, iso(s.Start), iso(s.End), ndb, money(db), money(svc), ncr, money(cr), odNote(a))
	return &Doc{Name: s.Name, Stmt: s, Answer: a, Figs: &f, Src: d.groff()}
}

// rowLines prints one two-line mainframe row.
func rowLines(t *Txn) []Ln {
	const sz, lh, x0 = 8.4, 10.4, 50.0
	detail := ""
	if len(t.Lines) > 1 {
		detail = t.Lines[1]
	}
	amt := money(t.Abs())
	return []Ln{
		line(lh, L(x0, "CR", sz, "            "+t.Lines[0])),
		line(lh, L(x0, "CR", sz, fmt.Sprintf("    %s   %-56s%16s", dashDate(t.Date), detail, amt))),
	}
}

// odNote names the overdraft fee rows and the $0.00 notice of an answer.
func odNote(a *Account) string {
	n, z := 0, 0
	for _, t := range a.Txns {
		if t.Kind == KODFee {
			n++
		}
		if t.Cents == 0 {
			z++
		}
	}
	var out []string
	if n > 0 {
		out = append(out, fmt.Sprintf("%d overdraft fee row(s) count in number_of_nsf; the balance goes below zero after a large tax debit.", n))
	}
	if z > 0 {
		out = append(out, "A 0.00 fee-waived notice row moves nothing and is not a transaction.")
	}
	return strings.Join(out, " ")
}
