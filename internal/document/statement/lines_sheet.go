package statement

import (
	"strconv"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// dropSheetHeadings removes a spreadsheet's own headings from a page
// printed from a workbook with "print headings" on: the line of column
// letters over the sheet ("A B C D E") and the row numbers down its left
// margin ("1", "2", … before each row, and alone on a blank row). They are
// the application's furniture, not the statement's: left in, a row number
// opens every description and the letters line reads as text.
//
// Both must be there, the letters first and the numbers counting up by one
// below them to the left of column A (a page after the first goes on
// from the last page's row after the repeated title rows), or nothing is
// dropped: a serial
// number column of a statement (an Indian "Sl. No.") has no letters line
// over it and stays.
func dropSheetHeadings(ls []line) []line {
	k := -1
	for i, l := range ls {
		if columnLettersLine(l) {
			k = i
			break
		}
	}
	if k < 0 {
		return ls
	}
	gutter := ls[k].Words[0].X0
	var rows []int // indices of the lines opened by a row number
	prev, jumped := 0, false
	for i := k + 1; i < len(ls); i++ {
		w := ls[i].Words[0]
		n, err := strconv.Atoi(w.Text)
		if err != nil || n <= 0 || w.X1 >= gutter {
			continue
		}
		if len(rows) > 0 && n != prev+1 {
			// A later page repeats the sheet's title rows ("1 Date
			// Description …") and goes on where the last page stopped
			// ("44 1/2/2026 …"): one jump forward, no more.
			if n <= prev || jumped {
				return ls // not one count down the margin
			}
			jumped = true
		}
		rows = append(rows, i)
		prev = n
	}
	if len(rows) < 3 {
		return ls
	}
	out := make([]line, 0, len(ls))
	j := 0
	for i, l := range ls {
		switch {
		case i == k:
			continue
		case j < len(rows) && rows[j] == i:
			j++
			if len(l.Words) == 1 {
				continue // a blank row of the sheet
			}
			l.Words = append([]pdftext.Word(nil), l.Words[1:]...)
		}
		out = append(out, l)
	}
	return out
}

// columnLettersLine reports a line of a sheet's column letters: single
// capitals counting from A ("A B C"), at least two.
func columnLettersLine(l line) bool {
	if len(l.Words) < 2 {
		return false
	}
	for i, w := range l.Words {
		if len(w.Text) != 1 || w.Text[0] != byte('A'+i) {
			return false
		}
	}
	return true
}
