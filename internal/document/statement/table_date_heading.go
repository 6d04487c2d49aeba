package statement

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// A treasury report's transaction detail (and some ledgers) print no date
// column: the rows of a day sit under a heading line that carries the day
// ("As of Date: 02/02/2026 (Monday)   Opening Ledger 48,122.30"), and the
// column header reads "Type  Description  Bank Reference  Customer
// Reference  Credit Amount  Debit Amount". Read as it stands that header
// is no transaction table (it has no date column), so nothing was read
// and the document was refused as no statement.
//
// dateHeadedLines rewrites such a table for the row reader: the header
// gets a date column left of its first cell, and every row line under a
// heading (a line that starts in the table's first columns and carries an
// amount in a money column) gets its heading's date in that column. The
// heading lines themselves are left out (their balance is the day's
// opening, no transaction); lines that go on a row's text are kept as
// they are. It applies only when the header, read with the date column,
// is a transaction table and at least one heading dates a row under it.
func dateHeadedLines(all []line, dp dateParser) ([]line, bool) {
	out := make([]line, 0, len(all))
	var h header
	var have bool
	var first float64 // the header's first cell's left edge
	var cur string    // the current heading's date, as a row's date word
	headed, page := 0, -1
	for _, l := range all {
		if l.Page != page {
			// A page's rows are the table's only under its own header
			// (repeated on every page of the table); a day may go on
			// under it.
			page, have = l.Page, false
		}
		if nh, x0, ok := headerWithoutDate(l); ok {
			h, have, first = nh, true, x0
			out = append(out, withDateWord(l, first, "Date"))
			continue
		}
		if !have || l.Furniture {
			out = append(out, l)
			continue
		}
		if len(l.Words) > 0 && (totalWordRe.MatchString(l.Words[0].Text) || len(l.Words) > 1 && strings.EqualFold(l.Words[1].Text, "totals")) {
			// "Report Totals", "Totals": the table ends.
			cur = ""
		}
		if d, ok := dateHeading(l, h, first, dp); ok {
			cur = d
			continue
		}
		if cur != "" && headedRow(l, h, first) {
			out = append(out, withDateWord(l, first, cur))
			headed++
			continue
		}
		out = append(out, l)
	}
	return out, headed > 0
}

// headerWithoutDate reads l as a table header that has every label of a
// transaction table but the date: with a date cell put before its first
// cell it is one. It returns that header and the first cell's left edge.
func headerWithoutDate(l line) (header, float64, bool) {
	if len(l.Words) < 2 {
		return header{}, 0, false
	}
	if h, ok := parseHeader(l); ok && (h.Txn || len(h.Groups) > 0) {
		return header{}, 0, false
	}
	x0 := l.Words[0].X0
	h, ok := parseHeader(withDateWord(l, x0, "Date"))
	if !ok || !h.Txn || h.Groups != nil {
		return header{}, 0, false
	}
	if _, ok := h.col(colDesc); !ok {
		return header{}, 0, false
	}
	return h, x0, true
}

// withDateWord is l with a word text put left of x0 (the virtual date
// column: 34 points wide, 12 points before the first cell, a gap no
// label reader joins).
func withDateWord(l line, x0 float64, text string) line {
	ref := l.Words[0]
	w := pdftext.Word{Text: text, X0: x0 - 46, X1: x0 - 12, Y0: ref.Y0, Y1: ref.Y1, FontName: ref.FontName, FontSize: ref.FontSize}
	ws := make([]pdftext.Word, 0, len(l.Words)+1)
	ws = append(ws, w)
	ws = append(ws, l.Words...)
	l.Words = ws
	return l
}

// headingLabelRe is what may precede a heading's date: a label of the
// day ("As of Date:", "Date:", "Posting Date", "Value Date", "Business
// Day").
var headingLabelRe = regexp.MustCompile(`(?i)^((as\s+of|posting|posted|value|business|effective|ledger)\s+)?(date|day)\s*:?$|^as\s+of:?$`)

// dateHeading reads a heading line of a date-headed table: it starts in
// the table's first columns with a date, or a day's label and a date, and
// prints no transaction amount before the date (a balance label and its
// figure may follow: "Opening Ledger 48,122.30").
func dateHeading(l line, h header, first float64, dp dateParser) (string, bool) {
	if len(l.Words) == 0 || l.Words[0].X0 > descLeft(h, first) {
		return "", false
	}
	ws := wordTexts(l.Words)
	for k := 0; k <= 4 && k < len(ws); k++ {
		if k > 0 && !headingLabelRe.MatchString(strings.Join(ws[:k], " ")) {
			continue
		}
		d, n, ok := dp.parse(ws[k:])
		if !ok || d.Day > 31 {
			continue
		}
		rest := strings.ToLower(strings.Join(ws[k+n:], " "))
		if k == 0 && rest != "" && !headingRest(rest) {
			// A bare date starting a line with more on it is a dated
			// row, not a heading.
			return "", false
		}
		if d.Year > 0 {
			return fmt.Sprintf("%04d-%02d-%02d", d.Year, d.Month, d.Day), true
		}
		return strings.Join(ws[k:k+n], " "), true
	}
	return "", false
}

// headingRest is what may follow a heading's date: the weekday, and a
// balance label with its figure.
func headingRest(rest string) bool {
	rest = strings.Trim(rest, "() ")
	for _, d := range []string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "wed", "thu", "fri", "sat", "sun"} {
		if strings.HasPrefix(rest, d) {
			rest = strings.TrimLeft(rest[len(d):], "() ")
			break
		}
	}
	return rest == "" || openLabelRe.MatchString(rest) || closeLabelRe.MatchString(rest)
}

// descLeft is where the description column's label begins (the first
// cell's edge when there is none left of it).
func descLeft(h header, first float64) float64 {
	if c, ok := h.col(colDesc); ok {
		return c.X0
	}
	return first
}

// headedRow reports a row line under a heading: it starts left of the
// description column's text (in the table's first columns) and has an
// amount under a money column, and it is not a balance line.
func headedRow(l line, h header, first float64) bool {
	if len(l.Words) == 0 || l.Words[0].X0 > descLeft(h, first)+2 {
		return false
	}
	t := strings.ToLower(l.text())
	if openLabelRe.MatchString(t) || closeLabelRe.MatchString(t) {
		return false
	}
	for _, w := range l.Words {
		if _, ok := parseAmount(w.Text); !ok || !strings.Contains(w.Text, ".") {
			continue
		}
		for _, c := range h.Cols {
			if c.Kind != colCredit && c.Kind != colDebit && c.Kind != colAmount {
				continue
			}
			if w.X1 > c.X0-4 && w.X0 < c.X1+40 {
				return true
			}
		}
	}
	return false
}

// dateHeadedHeader reports a date-headed table's header at line i of a
// page: a header but for its date column, with a date heading within the
// next three lines.
func dateHeadedHeader(ls []line, i int) bool {
	h, x0, ok := headerWithoutDate(ls[i])
	if !ok {
		return false
	}
	dp := dateParser{Loose: true}
	for j := i + 1; j < len(ls) && j <= i+3; j++ {
		if _, ok := dateHeading(ls[j], h, x0, dp); ok {
			return true
		}
	}
	return false
}
