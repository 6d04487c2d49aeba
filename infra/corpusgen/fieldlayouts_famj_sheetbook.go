package main

import (
	"fmt"
)

// ---- sheetbook: a community bank statement re-made as a spreadsheet
// (Hollowell Savings Bank business checking, laid out as a workbook of
// two sheets and printed to PDF), printed by ReportLab, cairo,
// Ghostscript and fpdf.
//
// Modelled conventions: a workbook printed sheet by sheet — a Summary
// sheet on page 1 and a Transactions sheet on the pages after it — with
// the sheet's name in the page header and "Page x of y" over the whole
// workbook in the footer; the printed gridlines of the used range around
// every cell, empty ones included; the title in the first rows (bank,
// Business Checking - Account ending 1234, holder, Statement period with
// its two dates in cells of their own as 1/1/2026 and 1/31/2026); the
// summary in rows with counts in a column of their own, a reconciliation
// "Difference" cell printed as "$ -" (an accounting zero), the lowest
// daily balance with its date; the Transactions sheet Date | Description |
// Withdrawals / Debits | Deposits / Credits | Balance with the heads
// wrapped onto two lines in a shaded header row repeated at the top of
// every page, m/d/yyyy dates, the bank's own upper-case descriptions
// wrapped inside their cell over one to three lines (nothing posts on a
// Federal Reserve holiday), a Beginning Balance
// row with only a balance, a balance on every row, accounting-format
// figures (the "$" at the left edge of the cell, the figure at the right,
// negatives in parentheses: $ (1,234.56)), and a Totals row with the two
// column sums and the ending balance. In the busy and Dec–Jan months the
// row numbers and column letters are printed too (the sheet's "print
// headings" option), so every row begins with a number that is not a
// date or an amount.
//
// PDF mechanics: the "$" and the figure of every amount are two pieces
// placed apart; gridlines are drawn as separate rules cell by cell
// (horizontal under each row, vertical per page), the header row shaded
// and the row/column headings in grey boxes; 8 pt body in the producer's
// sans.
func init() {
	jFamilies = append(jFamilies, fFamily{
		ID: 1, Name: "sheetbook", Bank: "Hollowell Savings Bank",
		Aliases: []string{"Hollowell Savings", "HOLLOWELL SAVINGS BANK", "Hollowell"},
		Prepare: famBusinessDays, Draw: drawSheetbook, PageOfN: true,
		Docs: []cDoc{{Variant: 0, Producer: "reportlab"}, {Variant: 1, Producer: "cairo"},
			{Variant: 2, Producer: "ghostscript"}, {Variant: 3, Producer: "fpdf-core"}},
	})
}

// sbAcct prints an accounting figure as its two pieces: "$" at the left
// of the cell (x0) and the figure at its right (x1), negatives in
// parentheses; zero prints as "$ -".
func (d *doc) sbAcct(x0, x1 float64, c int64, size float64, bold bool) {
	d.text(x0+3, "$", size, bold)
	switch {
	case c == 0:
		d.rtext(x1-10, "-", size, bold)
	case c < 0:
		d.rtext(x1-3, "("+money(c)+")", size, bold)
	default:
		d.rtext(x1-7, money(c), size, bold)
	}
}

// sbLine draws a rule from (x1, y) to (x2, y2).
func (d *doc) sbLine(x1, y, x2, y2, gray float64) {
	d.ops = append(d.ops, op{Page: d.page, Kind: "line", X: x1, Y: y, W: x2 - x1, H: y2 - y, Gray: gray})
}

func drawSheetbook(fs *fstmt) *doc {
	d := newDoc()
	rows := fs.visible()
	last4 := fs.AccountNo[len(fs.AccountNo)-4:]
	headings := fs.Variant == 1 || fs.Variant == 3
	const size = 8.0
	const grid = 0.72
	var cr, db int64
	var ncr, ndb int
	for _, r := range rows {
		if r.Credit {
			cr += r.Cents
			ncr++
		} else {
			db += r.Cents
			ndb++
		}
	}
	famMust("sheetbook ending", fs.OpenP+cr-db, fs.CloseP)
	mdy := func(y int, m, day int) string { return fmt.Sprintf("%d/%d/%d", m, day, y) }
	sheetOf := map[int]string{}
	tab := "Transactions"

	// ---- the Summary sheet (page 1).
	L := 40.0
	gut := 0.0
	if headings {
		gut = 20
	}
	sumCols := []float64{L + gut, L + gut + 190, L + gut + 250, L + gut + 360}
	sheetOf[1] = "Summary"
	rowNo := 0
	y := 64.0
	colHeads := func(cols []float64, top float64) float64 {
		if !headings {
			return top
		}
		d.ops = append(d.ops, op{Page: d.page, Kind: "rect", X: L, Y: top, W: cols[len(cols)-1] - L, H: 11, Gray: 0.9})
		for k := 0; k+1 < len(cols); k++ {
			d.y = top + 8.5
			d.text((cols[k]+cols[k+1])/2-2.5, string(rune('A'+k)), 7, false)
			d.sbLine(cols[k], top, cols[k], top+11, grid)
		}
		d.sbLine(L, top+11, cols[len(cols)-1], top+11, grid)
		return top + 11
	}
	// cellRow draws one sheet row of height h at top with the row number
	// in the gutter and the rules of its cells.
	cellRow := func(cols []float64, top, h float64) {
		rowNo++
		if headings {
			d.ops = append(d.ops, op{Page: d.page, Kind: "rect", X: L, Y: top, W: gut, H: h, Gray: 0.9})
			d.y = top + 8.5
			d.rtext(L+gut-3, fmt.Sprint(rowNo), 6.5, false)
		}
		d.sbLine(cols[0], top+h, cols[len(cols)-1], top+h, grid)
		for _, x := range cols {
			d.sbLine(x, top, x, top+h, grid)
		}
		if headings {
			d.sbLine(L, top+h, L+gut, top+h, grid)
			d.sbLine(L, top, L, top+h, grid)
		}
	}
	y = colHeads(sumCols, y)
	d.sbLine(sumCols[0], y, sumCols[len(sumCols)-1], y, grid)
	line := func(cells ...func(top float64)) {
		cellRow(sumCols, y, 13)
		for _, c := range cells {
			c(y)
		}
		y += 13
	}
	at := func(col int, s string, bold bool) func(float64) {
		return func(top float64) { d.y = top + 9.5; d.text(sumCols[col]+3, s, size, bold) }
	}
	atSize := func(col int, s string, sz float64) func(float64) {
		return func(top float64) { d.y = top + 9.5; d.text(sumCols[col]+3, s, sz, true) }
	}
	ratR := func(col int, s string) func(float64) {
		return func(top float64) { d.y = top + 9.5; d.rtext(sumCols[col+1]-3, s, size, false) }
	}
	acct := func(col int, c int64, bold bool) func(float64) {
		return func(top float64) { d.y = top + 9.5; d.sbAcct(sumCols[col], sumCols[col+1], c, size, bold) }
	}
	minBal, minDay := fbMinBal(fs)
	line(atSize(0, "Hollowell Savings Bank", 10))
	line(at(0, "Business Checking - Account ending "+last4, false))
	line(at(0, fs.Holder, false))
	line(at(0, "Statement period", false), ratR(1, mdy(fs.Start.Year(), int(fs.Start.Month()), fs.Start.Day())), ratR(2, mdy(fs.End.Year(), int(fs.End.Month()), fs.End.Day())))
	line()
	line(at(0, "", false), ratR(1, "Count"), ratR(2, "Amount"))
	line(at(0, "Beginning balance", false), acct(2, fs.OpenP, false))
	line(at(0, "Deposits and credits", false), ratR(1, fmt.Sprint(ncr)), acct(2, cr, false))
	line(at(0, "Withdrawals and debits", false), ratR(1, fmt.Sprint(ndb)), acct(2, db, false))
	line(at(0, "Ending balance", true), acct(2, fs.CloseP, true))
	line()
	line(at(0, "Difference (should be zero)", false), acct(2, fs.OpenP+cr-db-fs.CloseP, false))
	line(at(0, "Lowest daily balance", false), ratR(1, mdy(minDay.Year(), int(minDay.Month()), minDay.Day())), acct(2, minBal, false))
	line(at(0, "Days overdrawn", false), ratR(1, fmt.Sprint(fs.NegDays)))
	line(at(0, "Average daily balance", false), acct(2, fs.avgDaily(), false))

	// ---- the Transactions sheet (page 2 on).
	cols := []float64{L + gut, L + gut + 54, L + gut + 290, L + gut + 368, L + gut + 446, L + gut + 530}
	const bottom = 742.0
	rowNo = 0
	var page int
	newPage := func() {
		d.page++
		page = d.page
		sheetOf[page] = tab
		y = 64
		y = colHeads(cols, y)
		// The shaded header row, heads wrapped onto two lines; the
		// sheet repeats it at the top of every page (print titles).
		d.ops = append(d.ops, op{Page: d.page, Kind: "rect", X: cols[0], Y: y, W: cols[5] - cols[0], H: 22, Gray: 0.82})
		d.sbLine(cols[0], y, cols[5], y, grid)
		save := rowNo
		rowNo = 0
		cellRow(cols, y, 22)
		rowNo = save
		heads := [][2]string{{"Date", ""}, {"Description", ""}, {"Withdrawals /", "Debits"}, {"Deposits /", "Credits"}, {"Balance", ""}}
		for k, h := range heads {
			d.y = y + 9
			if k >= 2 {
				d.rtext(cols[k+1]-3, h[0], size, true)
				d.y += 9.5
				if h[1] != "" {
					d.rtext(cols[k+1]-3, h[1], size, true)
				}
			} else {
				d.text(cols[k]+3, h[0], size, true)
			}
		}
		y += 22
	}
	newPage()
	rowNo = 1
	dataRow := func(date string, desc []string, debit, credit int64, bal int64, bold bool) {
		h := float64(len(desc))*10 + 3.5
		if y+h > bottom {
			newPage()
		}
		cellRow(cols, y, h)
		d.y = y + 9.5
		d.rtext(cols[1]-3, date, size, bold)
		for k, l := range desc {
			d.y = y + 9.5 + float64(k)*10
			d.text(cols[1]+3, l, size, bold)
		}
		d.y = y + 9.5
		if debit >= 0 {
			d.sbAcct(cols[2], cols[3], debit, size, bold)
		}
		if credit >= 0 {
			d.sbAcct(cols[3], cols[4], credit, size, bold)
		}
		d.sbAcct(cols[4], cols[5], bal, size, bold)
		y += h
	}
	dataRow(mdy(fs.Start.Year(), int(fs.Start.Month()), fs.Start.Day()), []string{"Beginning Balance"}, -1, -1, fs.OpenP, false)
	for _, r := range rows {
		dt := fs.date(&r, "1/2/2006")
		desc := famfWrap(r.Desc, 42)
		if r.Credit {
			dataRow(dt, desc, -1, r.Cents, r.Balance, false)
		} else {
			dataRow(dt, desc, r.Cents, -1, r.Balance, false)
		}
	}
	dataRow("", []string{"Totals"}, db, cr, fs.CloseP, true)
	// A double rule under the totals, as the sheet's bottom border.
	d.sbLine(cols[2], y+1.5, cols[5], y+1.5, 0)

	d.footer = func(d *doc, p, total int) {
		d.y = 36
		d.text(pageW/2-14, sheetOf[p], 8, false)
		d.y = 764
		d.text(pageW/2-20, fmt.Sprintf("Page %d of %d", p, total), 8, false)
	}
	d.finish()
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "every_row"})
	notes := "A workbook printed sheet by sheet: the Summary sheet (counts in their own column, a Difference cell printed '$ -' for zero, lowest and average daily balances, days overdrawn) and the Transactions sheet with a balance on every row; the Beginning Balance row and the Totals row are not transactions. Amounts are accounting-format: the '$' apart at the cell's left, negatives in parentheses."
	if headings {
		notes += " The sheet's row numbers and column letters are printed in the margin: they are not dates or amounts."
	}
	fs.Notes = append(fs.Notes, notes)
	return d
}
