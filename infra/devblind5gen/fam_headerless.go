package main

import (
	"fmt"
	"time"

	"codeberg.org/go-pdf/fpdf"
	"github.com/docanalysis/service/infra/internal/blindkit"
)

// famHeaderless: a community bank statement whose transaction table
// prints its column header on the first page only; continuation pages
// start with a small "Transactions (continued)" line and go straight on
// with rows, and every page's table ends with a "Page subtotal: debits X
// credits Y" line that is not a row.
func famHeaderless() blindkit.Family {
	return blindkit.Family{Name: "headerless-continuation", Tool: "go", Producer: "FPDF (DejaVu Sans TTF)",
		Convention: "community bank business checking: summary (Beginning Balance, Deposits and Credits (n), Withdrawals and Debits (n), Ending Balance); one table Date / Description / Debits / Credits / Balance with `MM/DD` dates and a balance on every row whose column header is printed on page 1 only; continuation pages carry the running header (bank, account, period, Page n of N), a small 'Transactions (continued)' line, then rows with no header; every page's part of the table closes with a 'Page subtotal: debits X credits Y' line (not a row); three-line ACH descriptions; FPDF with the DejaVu Sans TTF font",
		Make: func() []*blindkit.Doc {
			return []*blindkit.Doc{
				hlDoc("headerless_feb26_overdrawn", blindkit.Day(2026, 2, 1), blindkit.Day(2026, 2, 28), 5101, true),
				hlDoc("headerless_oct26", blindkit.Day(2026, 10, 1), blindkit.Day(2026, 10, 31), 5102, false),
			}
		}}
}

func hlDoc(name string, start, end time.Time, seed uint64, od bool) *blindkit.Doc {
	holder, num := "PRAIRIE LANTERN BAKERY LLC", "40077218835"
	addr := []string{"PRAIRIE LANTERN BAKERY LLC", "1418 N MAIN ST", "HUTCHINSON KS 67501"}
	act := blindkit.Act{N: 44, MCA: []blindkit.MCA{{Funder: "SUMMIT RIDGE FUNDING", Cents: 18900, ID: "SRF7741203"}},
		Processors: []string{"SQUARE INC", "CLOVER NETWORK"}, Checks: 4, CheckStart: 2211, Fee: 1500}
	if !od {
		holder, num = "KESTREL FIELD SERVICES INC", "40077309912"
		addr = []string{"KESTREL FIELD SERVICES INC", "PO BOX 2217", "SALINA KS 67402"}
		act = blindkit.Act{N: 40, MCA: []blindkit.MCA{{Funder: "IRONGATE CAPITAL GRP", Cents: 97500, Weekly: true, ID: "IGC3305518"}},
			Funding: "IRONGATE CAPITAL GRP", FundID: "IGC3305518", Processors: []string{"STRIPE TRANSFER", "SQUARE INC"}, Checks: 7, CheckStart: 5408, Scale: 1.4}
	}
	s := &blindkit.Stmt{Bank: "Tallgrass Community Bank", Aliases: []string{"TALLGRASS COMMUNITY BANK", "Tallgrass Community Bank, N.A."},
		Holder: holder, Number: num, Currency: "USD", Start: start, End: end}
	b := blindkit.NewB(seed, start, end, blindkit.USHolidays)
	blindkit.Activity(b, blindkit.USRegion, act, holder, bankDesc)
	var ov *blindkit.Overdraft
	if od {
		ov = blindkit.NewOverdraft(0.55, 2, 3400, holder, bankDesc, blindkit.USRegion)
	}
	b.Finish(s, 1840000, 120000, ov)
	rows := blindkit.Moving(s.Txns)
	cr, ncr, db, ndb := blindkit.Sums(rows)

	sh := newSheet("DejaVu", true)
	const L, R = 40.0, 572.0
	xDate, xDesc, xDeb, xCred, xBal := L, L+40, 420.0, 492.0, R
	// page 1
	p := 0
	sh.text(p, L, 56, 15, true, "TALLGRASS COMMUNITY BANK")
	sh.text(p, L, 68, 7.5, false, "201 W 1st Ave  ·  Hutchinson, KS 67501  ·  (620) 555-0148  ·  tallgrasscb.example")
	sh.rtext(p, R, 56, 11, true, "Business Checking Statement")
	sh.rtext(p, R, 70, 8, false, fmt.Sprintf("Statement Period %s through %s", start.Format("01/02/2006"), end.Format("01/02/2006")))
	sh.rtext(p, R, 81, 8, false, "Account Number "+num)
	for i, l := range addr {
		sh.text(p, L+20, 110+float64(i)*11, 9, false, l)
	}
	y := 160.0
	sh.rect(p, L, y, R-L, 58, 0.6, false, 0)
	sh.text(p, L+8, y+13, 9, true, "ACCOUNT SUMMARY  -  SMALL BUSINESS CHECKING")
	sum := [][2]string{{"Beginning Balance " + start.Format("01/02/2006"), blindkit.Signed(s.Open)},
		{fmt.Sprintf("Deposits and Credits (%d)", ncr), blindkit.Commas(cr)},
		{fmt.Sprintf("Withdrawals and Debits (%d)", ndb), blindkit.Commas(db)},
		{"Ending Balance " + end.Format("01/02/2006"), blindkit.Signed(s.Close)}}
	for i, kv := range sum {
		col := float64(i / 2)
		row := float64(i % 2)
		sh.text(p, L+8+col*270, y+30+row*14, 8.5, false, kv[0])
		sh.rtext(p, L+250+col*270, y+30+row*14, 8.5, true, kv[1])
	}
	y += 76
	sh.text(p, L, y, 10, true, "TRANSACTIONS")
	y += 14
	sh.rect(p, L, y-9, R-L, 12, 0, true, 225)
	sh.text(p, xDate+2, y, 8, true, "DATE")
	sh.text(p, xDesc, y, 8, true, "DESCRIPTION")
	sh.rtext(p, xDeb, y, 8, true, "DEBITS")
	sh.rtext(p, xCred, y, 8, true, "CREDITS")
	sh.rtext(p, xBal, y, 8, true, "BALANCE")
	y += 14
	const bottom = 712.0
	f := &blindkit.Figs{Rows: rows, Running: "every_row", RowBal: map[*blindkit.Txn]int64{},
		TotalCredits: blindkit.I64(cr), TotalDebits: blindkit.I64(db), CountCredits: blindkit.IPtr(ncr), CountDebits: blindkit.IPtr(ndb)}
	var pcr, pdb []*blindkit.Txn
	var scr, sdb int64
	closePage := func() {
		sh.rule(p, xDeb-60, y-6, R, 0.4)
		sh.text(p, xDesc+120, y+4, 7.5, true, "Page subtotal:")
		sh.text(p, xDesc+188, y+4, 7.5, false, "debits "+blindkit.Commas(sdb))
		sh.text(p, xDesc+285, y+4, 7.5, false, "credits "+blindkit.Commas(scr))
		f.Sections = append(f.Sections, blindkit.Section{Name: fmt.Sprintf("page %d debits", p+1), Rows: pdb, Total: sdb, Count: -1},
			blindkit.Section{Name: fmt.Sprintf("page %d credits", p+1), Credit: true, Rows: pcr, Total: scr, Count: -1})
		pcr, pdb, scr, sdb = nil, nil, 0, 0
	}
	for _, t := range rows {
		var lines []string
		for _, l := range t.Lines {
			lines = append(lines, blindkit.Wrap(l, 58)...)
		}
		t.Lines = lines // as printed
		h := float64(len(lines))*9.5 + 3
		if y+h > bottom-10 {
			closePage()
			p++
			sh.pages++
			y = 96
			sh.itext(p, L, y, 7.5, "Transactions (continued)")
			y += 14
		}
		sh.text(p, xDate+2, y, 8, false, t.Date.Format("01/02"))
		for i, l := range lines {
			sh.text(p, xDesc, y+float64(i)*9.5, 8, false, l)
		}
		if t.Cents < 0 {
			sh.rtext(p, xDeb, y, 8, false, blindkit.Commas(t.Cents))
			pdb = append(pdb, t)
			sdb += -t.Cents
		} else {
			sh.rtext(p, xCred, y, 8, false, blindkit.Commas(t.Cents))
			pcr = append(pcr, t)
			scr += t.Cents
		}
		sh.rtext(p, xBal, y, 8, false, blindkit.Signed(t.Bal))
		f.RowBal[t] = t.Bal
		y += h
	}
	closePage()
	y += 22
	if y > bottom-80 {
		p++
		sh.pages++
		y = 100
	}
	sh.text(p, L, y, 8.5, true, "Ending Balance "+end.Format("01/02/2006"))
	sh.rtext(p, xBal, y, 8.5, true, blindkit.Signed(s.Close))
	y += 18
	legal := []string{
		"IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC TRANSFERS: call (620) 555-0148 or write Tallgrass Community Bank, PO Box 880, Hutchinson, KS 67504,",
		"as soon as you can. We must hear from you no later than 60 days after we sent the FIRST statement on which the problem appeared. Overdraft and returned item",
		"fees are $34.00 per item; no more than 4 fees ($136.00) per business day. Items of $5.00 or less do not incur a fee. Business accounts: 24-hour notice applies.",
	}
	for _, l := range legal {
		sh.text(p, L, y, 6.3, false, l)
		y += 8
	}
	npages := sh.pages
	last4 := num[len(num)-4:]
	period := start.Format("01/02/2006") + " - " + end.Format("01/02/2006")
	pdf := sh.render("Tallgrass CB eStatements", "", "Statement "+last4, func(pdf *fpdf.Fpdf, pg, n int) {
		pdf.SetFont("DejaVu", "", 6.8)
		if pg > 0 {
			pdf.SetFont("DejaVu", "B", 9)
			pdf.Text(L, 50, "TALLGRASS COMMUNITY BANK")
			pdf.SetFont("DejaVu", "", 7.5)
			pdf.Text(L, 62, holder+"   Account "+num+"   Statement Period "+period)
			pdf.SetLineWidth(0.4)
			pdf.Line(L, 70, R, 70)
		}
		pdf.SetFont("DejaVu", "", 6.8)
		pdf.Text(L, 768, "Member FDIC  ·  Equal Housing Lender  ·  Account ending "+last4)
		pg1 := pageOf(pg, n)
		pdf.Text(R-pdf.GetStringWidth(pg1), 768, pg1)
	})
	_ = npages
	f.Notes = "Community bank business checking statement (FPDF, DejaVu Sans TTF): summary box (Beginning Balance, Deposits and Credits (n), Withdrawals and Debits (n), Ending Balance), then one table Date / Description / Debits / Credits / Balance with `MM/DD` dates (year from the period) and a balance on every row. The column header (DATE DESCRIPTION DEBITS CREDITS BALANCE) is printed on page 1 only: continuation pages start under the running header with a small italic 'Transactions (continued)' line and then rows. Each page's part of the table closes with a 'Page subtotal: debits X credits Y' line: it is not a row; the generator checks every page subtotal against that page's rows. ACH descriptions run over up to three lines (ACH DEBIT <co> / CO ENTRY DESCR:... SEC:CCD ORIG ID:... / TRACE#:...), joined with one space. The Ending Balance line after the table is not a row."
	if od {
		f.Notes += " A tax payment overdraws the account; two 'OVERDRAFT ITEM FEE' rows follow (number_of_nsf 2); negative balances print with a leading minus."
	}
	f.Notes += " Fictional bank, holder and funders; generated by infra/devblind5gen."
	d := &blindkit.Doc{Name: name, Stmt: s, Figs: f}
	d.Build = func(path string) error { return pdf.OutputFileAndClose(path) }
	return d
}
