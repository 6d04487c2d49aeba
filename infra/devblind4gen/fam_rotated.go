package main

import (
	"fmt"
	"github.com/docanalysis/service/infra/internal/blindkit"
	"strings"
	"time"
)

// famRotated: a core banking system's "green-bar" print: landscape
// pages stored as portrait pages with /Rotate 90, the content drawn in
// the rotated frame (a cm transform), a fixed-width font, light green
// bands every three lines, columns POST DATE | EFF DATE | TRAN CODE |
// DESCRIPTION | DEBITS | CREDITS | BALANCE with MMDDYY dates, and a
// closing summary with item counts.
func famRotated() blindkit.Family {
	return blindkit.Family{Name: "landscape-rotated", Tool: "go", Producer: "CORE/DDA PRINT SERVICES R7.3",
		Convention: "core-system \"green-bar\" print: landscape pages stored as portrait pages (MediaBox 612 x 792) with `/Rotate 90`, the content drawn in the rotated frame through a `cm` transform so a viewer shows it upright; Courier; light green bands every three lines; run header with RUN DATE and `PAGE n OF m`; columns POST DATE / EFF DATE / TRAN CODE / DESCRIPTION / DEBITS / CREDITS / BALANCE with `010526` (MMDDYY) dates, a second description line for ACH detail, balance on every row with a trailing minus when overdrawn (`1,234.56-`); closing ACCOUNT SUMMARY with item counts (n CREDITS, n DEBITS), minimum / average balance and service charge",
		Make: func() []*blindkit.Doc {
			return []*blindkit.Doc{
				rotDoc("landscape_rotated_sep26", blindkit.Day(2026, 9, 1), blindkit.Day(2026, 9, 30), 4601),
				rotDoc("landscape_rotated_jan26_overdrawn", blindkit.Day(2026, 1, 1), blindkit.Day(2026, 1, 31), 4602),
			}
		}}
}

func rotDesc(r blindkit.Raw) (string, []string) {
	switch r.K {
	case "mca":
		e := "DAILY PMT"
		if r.Weekly {
			e = "WEEKLY"
		}
		return "0140", []string{fmt.Sprintf("ACH DEBIT %s %s", r.Party, e), fmt.Sprintf("ID %s TRACE %s", r.ID, r.Ref)}
	case "funding":
		return "0150", []string{fmt.Sprintf("ACH CREDIT %s FUNDING", r.Party), fmt.Sprintf("ID %s TRACE %s", r.ID, r.Ref)}
	case "settle":
		return "0150", []string{fmt.Sprintf("ACH CREDIT %s DEPOSIT", r.Party), "MID 4445" + r.Ref[:8]}
	case "achdebit", "payroll", "tax":
		return "0140", []string{fmt.Sprintf("ACH DEBIT %s %s", r.Party, r.Entry), "TRACE " + r.Ref}
	case "achcredit":
		return "0150", []string{fmt.Sprintf("ACH CREDIT %s %s", r.Party, r.Entry), "TRACE " + r.Ref}
	case "card":
		return "0183", blindkit.One(fmt.Sprintf("POS PURCHASE %s %s %s", r.Party, r.City, r.State))
	case "deposit":
		return "0110", blindkit.One("DEPOSIT")
	case "xferout":
		return "0500", blindkit.One("TRANSFER TO DDA 4471220934")
	case "xferin":
		return "0510", blindkit.One("TRANSFER FROM SAV 4471220942")
	case "zelleout":
		return "0140", blindkit.One("P2P PAYMENT TO " + r.Party)
	case "zellein":
		return "0150", blindkit.One("P2P PAYMENT FROM " + r.Party)
	case "wireout":
		return "0320", []string{"OUTGOING WIRE " + r.Party, "FED REF " + r.Ref[:10]}
	case "check":
		return "0470", blindkit.One(fmt.Sprintf("CHECK %d", r.Check))
	case "fee":
		return "0980", blindkit.One("MAINTENANCE FEE")
	case "notice":
		return "0985", blindkit.One(r.Entry)
	case "nsf":
		return "0966", blindkit.One("NSF ITEM CHARGE")
	}
	return "0000", blindkit.One(r.Party)
}

func trailMinus(c int64) string {
	if c < 0 {
		return blindkit.Commas(c) + "-"
	}
	return blindkit.Commas(c)
}

func rotDoc(name string, start, end time.Time, seed uint64) *blindkit.Doc {
	holder := "PRAIRIE WIND HVAC SERVICE INC"
	num := "4471220918"
	act := blindkit.Act{N: 36, MCA: []blindkit.MCA{{Funder: "CARDINAL CAPITAL GRP", Cents: 24500, ID: "CCG40091"}},
		Processors: []string{"HEARTLAND PMT SYS", "CLOVER"}, Checks: 6, CheckStart: 5512, Fee: 1200,
		Weights: [10]int{14, 16, 12, 12, 5, 4, 5, 3, 8, 3}}
	var od *blindkit.Overdraft
	overdrawn := strings.HasSuffix(name, "overdrawn")
	if overdrawn {
		holder = "TWO RIVERS FEED & SUPPLY LLC"
		num = "4471305527"
		act.MCA = []blindkit.MCA{{Funder: "HIGHGATE ADVANCE LLC", Cents: 61800, Weekly: true, ID: "HGA1187"}, {Funder: "CARDINAL CAPITAL GRP", Cents: 18900, ID: "CCG40127"}}
		act.Funding, act.FundID = "HIGHGATE ADVANCE LLC", "HGA1187"
		act.Fee = 0
		act.CheckStart = 2031
		od = blindkit.NewOverdraft(0.45, 3, 3600, holder, rotDesc, blindkit.USRegion)
		od.Days = 3
	}
	s := &blindkit.Stmt{Bank: "First Prairie Savings Bank", Aliases: []string{"FIRST PRAIRIE SAVINGS BANK", "First Prairie"},
		Holder: holder, Number: num, Currency: "USD", Start: start, End: end}
	b := blindkit.NewB(seed, start, end, blindkit.USHolidays)
	blindkit.Activity(b, blindkit.USRegion, act, holder, rotDesc)
	b.Finish(s, 940000, 60000, od)
	for _, t := range s.Txns {
		if t.Kind == blindkit.KCheck {
			t.Say = fmt.Sprintf("CHECK #%d", t.Check)
		}
		if t.Code == "0183" {
			t.Post = t.Date.AddDate(0, 0, -1-int(t.Abs()%2))
			if t.Post.Before(start) {
				t.Post = t.Date
			}
		}
	}
	rows := blindkit.Moving(s.Txns)
	cr, ncr, db, ndb := blindkit.Sums(rows)
	// the core print: fixed columns in Courier 7.6 pt (4.56 pt a character)
	const cw = 5.4
	const fs = 9.0
	const lh = 11.2
	r := newRaw(612, 792, "Courier", "Courier-Bold")
	r.Rotate = 90
	r.Info = [][2]string{{"Title", "DDA STATEMENT " + num}, {"Creator", "CORE/DDA PRINT SERVICES R7.3"}, {"Producer", "CORE/DDA PRINT SERVICES R7.3"},
		{"CreationDate", "D:20261201021107"}, {"ModDate", "D:20261201021107"}}
	mmddyy := func(d time.Time) string { return d.Format("010206") }
	runDate := end.AddDate(0, 0, 1)
	for runDate.Weekday() == time.Saturday || runDate.Weekday() == time.Sunday {
		runDate = runDate.AddDate(0, 0, 1)
	}
	// text lines: each a string of fixed columns, flagged for banding
	type ln struct {
		s    string
		bold bool
		band bool
	}
	col := func(post, eff, code, desc, dr, crd, bal string) string {
		return fmt.Sprintf("%-6s    %-6s    %4s   %-58s %14s %14s %15s", post, eff, code, desc, dr, crd, bal)
	}
	var body []ln
	body = append(body, ln{s: col("", "", "", "BEGINNING BALANCE", "", "", trailMinus(s.Open)), band: true})
	for _, t := range rows {
		dr, crd := "", ""
		if t.Cents < 0 {
			dr = blindkit.Commas(t.Cents)
		} else {
			crd = blindkit.Commas(t.Cents)
		}
		body = append(body, ln{s: col(mmddyy(t.Date), mmddyy(t.Post), t.Code, t.Lines[0], dr, crd, trailMinus(t.Bal)), band: true})
		for _, l := range t.Lines[1:] {
			body = append(body, ln{s: col("", "", "", "  "+l, "", "", ""), band: true})
		}
	}
	body = append(body, ln{s: col("", "", "", "ENDING BALANCE", "", "", trailMinus(s.Close)), band: true})
	minBal, sumBal := s.Open, int64(0)
	bal := s.Open
	byDay := map[string]int64{}
	for _, t := range rows {
		byDay[blindkit.ISO(t.Date)] += t.Cents
	}
	ndays := 0
	for d := start; !d.After(end); d = d.AddDate(0, 0, 1) {
		bal += byDay[blindkit.ISO(d)]
		if bal < minBal {
			minBal = bal
		}
		sumBal += bal
		ndays++
	}
	svc := "12.00"
	if overdrawn {
		svc = ".00"
	}
	summary := []ln{
		{s: ""},
		{s: strings.Repeat(" ", 40) + "*** ACCOUNT SUMMARY ***", bold: true},
		{s: fmt.Sprintf("%-40s %4s %18s", "BEGINNING BALANCE", "", trailMinus(s.Open))},
		{s: fmt.Sprintf("%-40s %4d %18s", "CREDITS", ncr, blindkit.Commas(cr))},
		{s: fmt.Sprintf("%-40s %4d %18s", "DEBITS", ndb, blindkit.Commas(db))},
		{s: fmt.Sprintf("%-40s %4s %18s", "ENDING BALANCE", "", trailMinus(s.Close))},
		{s: fmt.Sprintf("%-40s %4s %18s      %-24s %15s", "MINIMUM BALANCE", "", trailMinus(minBal), "AVERAGE LEDGER BALANCE", trailMinus(sumBal/int64(ndays)))},
		{s: fmt.Sprintf("%-40s %4s %18s      %-24s %15d", "SERVICE CHARGE THIS PERIOD", "", svc, "DAYS IN PERIOD", ndays)},
		{s: ""},
		{s: "NOTICE: OVERDRAFT ITEMS ARE CHARGED $36.00 PER ITEM, MAXIMUM 4 PER DAY. ITEMS OF $5.00 OR LESS ARE NOT CHARGED (REG DD 12 CFR 1030)."},
		{s: "REPORT ERRORS ON THIS STATEMENT WITHIN 60 DAYS OF " + mmddyy(runDate) + " TO 1-800-555-0177 OR PO BOX 2290 SALINA KS 67402-2290."},
	}
	perPage := 41
	var pages [][]ln
	all := body
	for len(all) > 0 {
		n := perPage
		if n > len(all) {
			n = len(all)
		}
		pages = append(pages, all[:n])
		all = all[n:]
	}
	if last := pages[len(pages)-1]; len(last)+len(summary) <= perPage {
		pages[len(pages)-1] = append(last, summary...)
	} else {
		pages = append(pages, summary)
	}
	head := col("POST", "EFF", "TRAN", "", "", "", "")
	head2 := col("DATE", "DATE", "CODE", "DESCRIPTION", "DEBITS", "CREDITS", "BALANCE")
	for pi, pl := range pages {
		c := &canvas{r: r}
		y := 612 - 30.0
		x0 := 28.0
		c.text(1, 2, fs, x0, y, fmt.Sprintf("%-34s%-50s%s", "FIRST PRAIRIE SAVINGS BANK", "DEMAND DEPOSIT ACCOUNT STATEMENT", fmt.Sprintf("RUN DATE %s   PAGE %4d OF %4d", runDate.Format("01/02/06"), pi+1, len(pages))))
		y -= lh
		c.text(1, 1, fs, x0, y, fmt.Sprintf("ACCOUNT %-14s BUSINESS CHECKING          STATEMENT PERIOD %s THRU %s     BRANCH 014 SALINA MAIN", num, start.Format("01/02/06"), end.Format("01/02/06")))
		y -= lh
		c.text(1, 1, fs, x0, y, fmt.Sprintf("%-40s  318 N SANTA FE AVE  SALINA KS 67401-2417", holder))
		y -= lh * 1.6
		c.text(1, 2, fs, x0, y, head)
		y -= lh
		c.text(1, 2, fs, x0, y, head2)
		c.line(1, x0, y-3, x0+float64(len(head2))*cw)
		y -= lh * 1.3
		for i, l := range pl {
			if l.band && (i/3)%2 == 0 {
				c.band(0, x0-2, y-3, x0+float64(len(head2))*cw+2, lh, 0)
				c.ops[len(c.ops)-1].rgb = "0.87 0.95 0.87"
			}
			f := 1
			if l.bold {
				f = 2
			}
			if strings.TrimSpace(l.s) != "" {
				c.text(1, f, fs, x0, y, strings.TrimRight(l.s, " "))
			}
			y -= lh
		}
		c.text(1, 1, 6, x0, 20, fmt.Sprintf("DDA0471 %s %s  MEMBER FDIC", runDate.Format("20060102"), num))
		r.page().Write(c.render([]int{0, 1}, "0 1 -1 0 612 0 cm\n", false))
	}
	f := &blindkit.Figs{Rows: rows, Running: "every_row", RowBal: map[*blindkit.Txn]int64{}, TotalCredits: blindkit.I64(cr), TotalDebits: blindkit.I64(db), CountCredits: blindkit.IPtr(ncr), CountDebits: blindkit.IPtr(ndb)}
	for _, t := range rows {
		f.RowBal[t] = t.Bal
	}
	f.Notes = "Core-system green-bar print: landscape pages stored as portrait pages with /Rotate 90 and the content drawn in the rotated frame (cm 0 1 -1 0 612 0), so a viewer shows them upright; Courier, fixed columns POST DATE / EFF DATE / TRAN CODE / DESCRIPTION / DEBITS / CREDITS / BALANCE, MMDDYY dates, balance on every row (BEGINNING / ENDING BALANCE lines in the ledger are not transactions), closing ACCOUNT SUMMARY with item counts and totals. The answer's date is the POST DATE (card purchases print an earlier EFF DATE); TRAN CODE is a separate column, not description; an indented second line (ACH ID / TRACE, FED REF, MID) is joined to the row's description; checks print `CHECK 5514` in the description and are answered CHECK #<number>."
	if overdrawn {
		f.Notes += " A tax payment overdraws the account (balances with a trailing minus); three NSF ITEM CHARGE rows follow (number_of_nsf 3)."
	}
	f.Notes += " Fictional bank and holder; generated by infra/devblind4gen."
	return &blindkit.Doc{Name: name, Stmt: s, Figs: f, Build: r.Write}
}
