package statement

import (
	"regexp"
	"strconv"
)

// Insert pages: a statement whose activity runs over several sheets may
// print a page of something else between them — the billing-rights
// notice, a balancing worksheet, a marketing insert — with the activity
// continuing, under its repeated header, on the page after. Read with
// the table still open, such a page's lines join the last row's
// description ("… BALTIMORE GIANT BILLING RIGHTS SUMMARY …") and a
// worksheet's numbered steps in the money columns become rows ("12." as
// $12.00). A page that prints no header, no date and no figure with
// cents in the open table's money columns holds nothing of the table:
// it is passed over whole, and the row it interrupted can continue on the
// page after it (see prevTablePage). So is a blank page, or one that
// prints only the running header and footer.

// insertPage reports whether the lines of page, from the scanner's
// current line on, are an insert in an open transaction table. The
// answer is computed once per page.
func (sc *scanner) insertPage(page int) bool {
	if v, ok := sc.inserts[page]; ok {
		return v
	}
	v := sc.isInsert(page)
	if sc.inserts == nil {
		sc.inserts = map[int]bool{}
	}
	sc.inserts[page] = v
	return v
}

func (sc *scanner) isInsert(page int) bool {
	if !sc.haveHeader || !sc.h.Txn || sc.h.Groups != nil || sc.headerPage >= page || sc.sec.Skip {
		return false
	}
	dateCol, ok := sc.h.col(colDate)
	if !ok {
		return false
	}
	text := 0
	// "Transaction history continued on page 3" at the foot of page 1:
	// the pages between are no part of the table, whatever dates and
	// figures their text prints (a disclosure page between the
	// transaction pages, devblind5 legal-interleaved).
	resume := sc.resumePage > page
	for i := sc.li; i < len(sc.lines) && sc.lines[i].Page == page; i++ {
		l := sc.lines[i]
		if l.Furniture || len(l.Words) == 0 {
			continue
		}
		text++
		if _, ok := parseHeader(l); ok {
			return false
		}
		if resume {
			continue
		}
		if _, _, ok := sc.dp.parse(wordTexts(l.Words)); ok {
			return false
		}
		if _, _, ok := dateInColumn(l, dateCol, sc.dp); ok {
			return false
		}
		for j, w := range l.Words {
			// A row's figure prints its cents; a worksheet's "12." or a
			// whole count does not.
			if a, ok := moneyWord(sc.h, l.Words, j); ok && (a.Cents%100 != 0 || hasCents(w.Text)) {
				return false
			}
		}
	}
	// A page of furniture alone (the blank back of a sheet, with only
	// the running header and footer) holds nothing of the table either.
	return true
}

// hasCents reports a figure printed with two decimals ("12.00"), as a
// row's amount is; a worksheet's "12." or a whole number is not.
func hasCents(s string) bool {
	n := len(s)
	for n > 0 && (s[n-1] == '-' || s[n-1] == ')' || s[n-1] == ' ') {
		n--
	}
	return n >= 3 && s[n-3] == '.' && isDigit(s[n-2]) && isDigit(s[n-1])
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// prevTablePage is the page before page that the table was read on,
// passing over insert pages: the row cut at its foot continues on page.
func (sc *scanner) prevTablePage(page int) int {
	if sc.textPages == nil {
		sc.textPages = map[int]bool{}
		for _, l := range sc.lines {
			sc.textPages[l.Page] = true
		}
	}
	p := page - 1
	for p > 0 && (sc.inserts[p] || !sc.textPages[p]) {
		p-- // an insert, or a page with no text at all
	}
	return p
}

// continuedOnPageRe is a table's foot naming the page it goes on on
// ("Transaction history continued on page 3", "Continued on page 4").
var continuedOnPageRe = regexp.MustCompile(`(?i)\bcontinued\s+on\s+page\s+(\d{1,3})\s*[.)]?\s*$`)

// notePageTurn records the page a table says it goes on on, when that is
// beyond the next one (see isInsert).
func (sc *scanner) notePageTurn(l line) {
	if len(l.Words) > 8 {
		return
	}
	m := continuedOnPageRe.FindStringSubmatch(l.text())
	if m == nil {
		return
	}
	if n, err := strconv.Atoi(m[1]); err == nil && n > l.Page+1 && n > sc.resumePage {
		sc.resumePage = n
	}
}
