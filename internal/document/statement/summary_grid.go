package statement

import (
	"strconv"
	"strings"
)

// gridTotals reads the credit and debit totals of a balance-and-activity
// summary grid: one row per account under columns labelled by direction
// and kind, stacked over several lines ("CR" over "Count", "CR" over
// "Amount", "DB" over "Amount"), the BAI2 report's Summary. The figures
// under "CR Amount" and "DB Amount" are the account's total credits and
// debits for the report's days, with their counts beside them: control
// figures as much as a "Total deposits" line. Only one account's row is
// read: a grid of several accounts holds no one reading's totals.
func gridTotals(lines []line, dp dateParser) []printedTotal {
	var found []printedTotal
	rowsRead := 0
	for i, l := range lines {
		if !lineHasAmount(l) {
			continue
		}
		if _, _, ok := dp.parse(wordTexts(l.Words)); ok {
			continue // a dated row
		}
		cr := printedTotal{Kind: "credits", Count: -1}
		db := printedTotal{Kind: "debits", Count: -1}
		var gotCr, gotDb bool
		var crX0, crX1 float64
		for _, w := range l.Words {
			lbl := strings.ToLower(gridLabel(lines, i, w.X0, w.X1))
			f := strings.Fields(lbl)
			if len(f) < 2 {
				continue
			}
			// The label's last two words: a title above the grid
			// ("Summary") may stand over its first columns.
			f = f[len(f)-2:]
			lbl = f[0] + " " + f[1]
			var p *printedTotal
			var got *bool
			switch abbreviatedDirection(f[0]) {
			case colCredit:
				p, got = &cr, &gotCr
			case colDebit:
				p, got = &db, &gotDb
			default:
				continue
			}
			switch f[1] {
			case "amount", "amt", "amt.":
				a, ok := parseAmount(w.Text)
				if !ok || *got {
					continue
				}
				p.Cents, *got = a.Cents, true
				if p == &cr {
					crX0, crX1 = w.X0, w.X1
				}
				p.Label = "total:" + lbl
			case "count", "items", "#":
				if n, err := strconv.Atoi(w.Text); err == nil && p.Count < 0 {
					p.Count = n
				}
			}
		}
		if gotCr && gotDb {
			rowsRead += 1 + moreAccounts(lines, i, crX0, crX1)
			found = []printedTotal{cr, db}
		}
	}
	if rowsRead != 1 {
		return nil
	}
	return found
}

// gridLabel is the label stacked over a figure of a summary grid: the
// cells of the label lines above line i that stand over the figure, top
// to bottom, up to the first line with figures. Unlike columnLabel it
// takes no cell beside the figure: in a grid of narrow columns the
// nearest cell of a line may be the next column's ("Count" of "DB Count"
// beside the figure under "CR Amount", whose label sits a line higher).
func gridLabel(lines []line, i int, x0, x1 float64) string {
	var parts []string
	below := lines[i]
	for k := i - 1; k >= 0 && k >= i-5; k-- {
		l := lines[k]
		if l.Page != lines[i].Page || lineHasMoney(l) || isRowLine(l) || below.Y0-l.Y1 > 2.6*below.height() {
			break
		}
		for _, ws := range segmentsGap(l, 0.6) {
			if overlap(ws[0].X0, ws[len(ws)-1].X1, x0, x1) > 0 {
				parts = append([]string{joinWords(ws)}, parts...)
				break
			}
		}
		below = l
	}
	return strings.Join(parts, " ")
}

// moreAccounts counts the lines under a grid's account row (line i) that
// are other accounts' rows: a figure under the same column, on a line
// that is not the grid's totals ("Report Totals").
func moreAccounts(lines []line, i int, x0, x1 float64) int {
	n := 0
	for k := i + 1; k < len(lines) && k <= i+6 && lines[k].Page == lines[i].Page; k++ {
		l := lines[k]
		if strings.Contains(strings.ToLower(l.text()), "total") || isRowLine(l) {
			continue
		}
		for _, w := range l.Words {
			if _, ok := parseAmount(w.Text); ok && overlap(w.X0, w.X1, x0, x1) > 0 {
				n++
				break
			}
		}
	}
	return n
}
