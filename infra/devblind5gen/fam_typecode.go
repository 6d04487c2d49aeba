package main

import (
	"fmt"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"
	"github.com/docanalysis/service/infra/internal/blindkit"
)

// famTypeCode: a core-banking system's statement print: Value Date |
// Type (DR / CR) | Ccy | Amount | Narrative | Balance, amounts without
// thousands separators, negative balances with a leading minus, and a
// "Total DR n items X Total CR n items Y" line.
func famTypeCode() blindkit.Family {
	return blindkit.Family{Name: "type-code-drcr", Tool: "go", Producer: "FPDF (core Courier) under a core-system producer name",
		Convention: "core-banking system statement print in a fixed-width font: header block (branch, customer ID, account, product, currency, statement period, print date), Value Date (`14-JUL-26`) / Type (`DR` / `CR`) / Ccy (`USD`) / Amount (`12345.67`, no thousands separators, unsigned) / Narrative (wrapped over up to three lines) / Balance (`-123.45` when overdrawn), OPENING BALANCE and CLOSING BALANCE lines, a 'Total DR n items X Total CR n items Y' line; running header with PAGE n OF N on every page; FPDF with the core Courier font under a fictional core-system Creator / Producer",
		Make: func() []*blindkit.Doc {
			return []*blindkit.Doc{
				tcDoc("type_code_drcr_mar26", blindkit.Day(2026, 3, 1), blindkit.Day(2026, 3, 31), 5701, false),
				tcDoc("type_code_drcr_nov26_overdrawn", blindkit.Day(2026, 11, 1), blindkit.Day(2026, 11, 30), 5702, true),
			}
		}}
}

func tcDesc(r blindkit.Raw) (string, []string) {
	var n string
	switch r.K {
	case "mca":
		e := "DAILY REMIT"
		if r.Weekly {
			e = "WEEKLY REMIT"
		}
		n = fmt.Sprintf("ACH DR %s %s ID %s TRC %s", r.Party, e, r.ID, r.Ref)
	case "funding":
		n = fmt.Sprintf("ACH CR %s FUNDING ID %s TRC %s", r.Party, r.ID, r.Ref)
	case "settle":
		n = fmt.Sprintf("ACH CR %s SETTLEMENT MID %s", r.Party, r.Ref[:11])
	case "card":
		n = fmt.Sprintf("POS DR %s %s %s CARD XX4471 %s", r.Party, r.City, r.State, strings.ToUpper(r.Card.Format("02Jan")))
	case "achdebit", "payroll", "tax":
		n = fmt.Sprintf("ACH DR %s %s TRC %s", r.Party, r.Entry, r.Ref)
	case "achcredit":
		n = fmt.Sprintf("ACH CR %s %s TRC %s", r.Party, r.Entry, r.Ref)
	case "deposit":
		n = "BRANCH DEPOSIT TELLER 014 SEQ " + r.Ref
	case "xferout":
		n = "INTERNAL TRF TO SAVINGS 0044" + r.Ref[:6]
	case "xferin":
		n = "INTERNAL TRF FROM SAVINGS 0044" + r.Ref[:6]
	case "zelleout":
		n = "P2P DR TO " + r.Party + " REF " + r.Ref
	case "zellein":
		n = "P2P CR FROM " + r.Party + " REF " + r.Ref
	case "wireout":
		n = "FEDWIRE OUT BNF " + r.Party + " IMAD " + r.Ref
	case "check":
		n = fmt.Sprintf("CHQ PAID NO %d", r.Check)
	case "fee":
		n = "ACCOUNT MAINTENANCE CHG"
	case "nsf":
		n = "OD FEE INSUFFICIENT FUNDS ITEM " + r.Ref
	case "notice":
		n = r.Entry
	default:
		n = r.Party
	}
	t := "DR"
	if r.Amount > 0 {
		t = "CR"
	}
	return t, blindkit.Wrap(n, 42)
}

func plain(c int64) string {
	if c < 0 {
		return fmt.Sprintf("-%d.%02d", -c/100, -c%100)
	}
	return fmt.Sprintf("%d.%02d", c/100, c%100)
}

func dmyUp(d time.Time) string { return strings.ToUpper(d.Format("02-Jan-06")) }

func tcDoc(name string, start, end time.Time, seed uint64, od bool) *blindkit.Doc {
	holder, num, cif := "ANVIL & OAK FABRICATION LLC", "1001447720038", "CIF 00771452"
	addr := []string{"ANVIL & OAK FABRICATION LLC", "6100 INDUSTRIAL PKWY BLDG C", "TOLEDO OH 43612"}
	act := blindkit.Act{N: 46, MCA: []blindkit.MCA{{Funder: "LAKESHORE FUNDING GROUP", Cents: 21500, ID: "LFG0092231"}},
		Processors: []string{"GLOBAL PAYMENTS", "STRIPE"}, Checks: 6, CheckStart: 10411, Fee: 2000, Scale: 1.6}
	if od {
		holder, num, cif = "MESA VERDE CATERING CO", "1001447781152", "CIF 00790318"
		addr = []string{"MESA VERDE CATERING CO", "212 S GRAND AVE", "LAS CRUCES NM 88001"}
		act = blindkit.Act{N: 38, MCA: []blindkit.MCA{{Funder: "PINNACLE ROCK CAPITAL", Cents: 29900, ID: "PRC5531087"}, {Funder: "EASTGATE ADVANCE", Cents: 125000, Weekly: true, ID: "EGA3310"}},
			Funding: "EASTGATE ADVANCE", FundID: "EGA3310", Processors: []string{"CLOVER", "SQUARE"}, Checks: 4, CheckStart: 2207, Fee: 2000, Notice: "OD FEE WAIVED 1ST OCCURRENCE REVIEW"}
	}
	s := &blindkit.Stmt{Bank: "Heartland Plains Bank", Aliases: []string{"HEARTLAND PLAINS BANK", "Heartland Plains Bank, N.A."},
		Holder: holder, Number: num, Currency: "USD", Start: start, End: end}
	b := blindkit.NewB(seed, start, end, blindkit.USHolidays)
	blindkit.Activity(b, blindkit.USRegion, act, holder, tcDesc)
	var ov *blindkit.Overdraft
	if od {
		ov = blindkit.NewOverdraft(0.7, 3, 3000, holder, tcDesc, blindkit.USRegion)
		ov.Days = 4
	}
	b.Finish(s, 1450000, 60000, ov)
	for _, t := range s.Txns {
		if t.Check != 0 {
			t.Say = fmt.Sprintf("CHECK #%d", t.Check)
		}
	}
	rows := blindkit.Moving(s.Txns)
	cr, ncr, db, ndb := blindkit.Sums(rows)

	sh := newSheet("Courier", false)
	const L = 30.0
	cw := sh.width(7.5, false, "0") // fixed pitch
	col := func(c int) float64 { return L + float64(c)*cw }
	p := 0
	y := 92.0
	for i, l := range addr {
		sh.text(p, col(0), y+float64(i)*9, 7.5, false, l)
	}
	info := [][2]string{{"BRANCH", "014 TOLEDO MAIN"}, {"CUSTOMER ID", cif}, {"ACCOUNT NO", num}, {"PRODUCT", "BUSINESS CURRENT ACCOUNT - STD"},
		{"CURRENCY", "USD"}, {"STATEMENT PERIOD", dmyUp(start) + " TO " + dmyUp(end)}, {"PRINT DATE", dmyUp(end.AddDate(0, 0, 1))}}
	if od {
		info[0][1] = "031 LAS CRUCES"
	}
	for i, kv := range info {
		sh.text(p, col(60), y+float64(i)*9, 7.5, false, fmt.Sprintf("%-17s: %s", kv[0], kv[1]))
	}
	y += 74
	dash := strings.Repeat("-", 125)
	hdr := func(y float64) float64 {
		sh.text(p, col(0), y, 7.5, false, dash)
		sh.text(p, col(0), y+9, 7.5, true, fmt.Sprintf("%-10s %-4s %-4s %14s  %-44s %16s", "VALUE DATE", "TYPE", "CCY", "AMOUNT", "NARRATIVE", "BALANCE"))
		sh.text(p, col(0), y+18, 7.5, false, dash)
		return y + 30
	}
	y = hdr(y)
	line := func(date, typ, ccy, amt, narr, bal string) string {
		return fmt.Sprintf("%-10s %-4s %-4s %14s  %-44s %16s", date, typ, ccy, amt, narr, bal)
	}
	sh.text(p, col(0), y, 7.5, false, line(dmyUp(start), "", "USD", "", "OPENING BALANCE", plain(s.Open)))
	y += 10
	for _, t := range s.Txns {
		h := float64(len(t.Lines))*9 + 2
		if y+h > 740 {
			p++
			sh.pages++
			y = hdr(84)
		}
		amt := plain(t.Abs())
		for k, l := range t.Lines {
			if k == 0 {
				sh.text(p, col(0), y, 7.5, false, line(dmyUp(t.Date), t.Code, "USD", amt, l, plain(t.Bal)))
			} else {
				sh.text(p, col(0), y+float64(k)*9, 7.5, false, line("", "", "", "", l, ""))
			}
		}
		y += h
	}
	if y+40 > 740 {
		p++
		sh.pages++
		y = hdr(84)
	}
	sh.text(p, col(0), y, 7.5, false, line(dmyUp(end), "", "USD", "", "CLOSING BALANCE", plain(s.Close)))
	y += 9
	sh.text(p, col(0), y, 7.5, false, dash)
	y += 11
	sh.text(p, col(0), y, 7.5, true, fmt.Sprintf("Total DR %d items %s Total CR %d items %s", ndb, plain(db), ncr, plain(cr)))
	y += 18
	for _, l := range []string{
		"PLEASE EXAMINE THIS STATEMENT AT ONCE. IF NO ERROR IS REPORTED WITHIN 30 DAYS OF " + dmyUp(end.AddDate(0, 0, 1)) + " THE ACCOUNT WILL BE CONSIDERED CORRECT.",
		"OD FEE USD 30.00 PER ITEM, MAX 3 PER DAY. CALL 1-877-555-0142 (24 HRS). HEARTLAND PLAINS BANK, N.A. MEMBER FDIC.",
	} {
		sh.text(p, col(0), y, 6.8, false, l)
		y += 9
	}
	creator, producer := "CORVANT CORE 11.4 STMT-PRINT", "CORVANT DOCSTREAM PDF 3.2"
	pdf := sh.render(creator, producer, "STMT "+num, func(pdf *fpdf.Fpdf, pg, n int) {
		pdf.SetFont("Courier", "B", 9)
		pdf.Text(L, 44, "HEARTLAND PLAINS BANK, N.A.")
		pdf.SetFont("Courier", "", 7.5)
		pdf.Text(L, 54, "ACCOUNT STATEMENT")
		pg1 := fmt.Sprintf("PAGE %d OF %d", pg+1, n)
		pdf.Text(582-pdf.GetStringWidth(pg1), 44, pg1)
		acc := "ACCOUNT NO " + num + "  " + dmyUp(start) + " TO " + dmyUp(end)
		pdf.Text(582-pdf.GetStringWidth(acc), 54, acc)
		pdf.SetFont("Courier", "", 6.5)
		pdf.Text(L, 772, "STMTGEN RUN "+dmyUp(end.AddDate(0, 0, 1))+" 02:14:07  JOB ST0431  "+strings.Repeat(" ", 4)+"HPB-CBS-PRD")
	})
	f := &blindkit.Figs{Rows: rows, Running: "every_row", RowBal: map[*blindkit.Txn]int64{},
		TotalCredits: blindkit.I64(cr), TotalDebits: blindkit.I64(db), CountCredits: blindkit.IPtr(ncr), CountDebits: blindkit.IPtr(ndb)}
	for _, t := range rows {
		f.RowBal[t] = t.Bal
	}
	f.Notes = "Core-banking system statement print (FPDF, core Courier, Creator 'CORVANT CORE 11.4 STMT-PRINT', Producer 'CORVANT DOCSTREAM PDF 3.2', both fictional): header block with branch, customer ID, account, product, currency, statement period and print date; Value Date (`14-JUL-26`) / Type (`DR` or `CR`, which gives the direction) / Ccy (USD) / Amount (unsigned, no thousands separators: `12345.67`) / Narrative / Balance (every row, `-123.45` when overdrawn). Narratives wrap over up to three lines in the 44-character column; the answer joins them with one space. OPENING BALANCE and CLOSING BALANCE lines are not rows; the 'Total DR n items X Total CR n items Y' line gives the printed counts and totals. The Type and Ccy columns are not description. Checks print `CHQ PAID NO 10411` and are answered `CHECK #10411` (the check-label rule)."
	if od {
		f.Notes += " A tax payment overdraws the account; three 'OD FEE INSUFFICIENT FUNDS ITEM ...' rows follow (number_of_nsf 3); `OD FEE WAIVED 1ST OCCURRENCE REVIEW` with amount 0.00 is a notice, not a transaction."
	}
	f.Notes += " Fictional bank, holder, core system and funders; generated by infra/devblind5gen."
	d := &blindkit.Doc{Name: name, Stmt: s, Figs: f, Money: plain}
	d.Build = func(path string) error { return pdf.OutputFileAndClose(path) }
	return d
}
