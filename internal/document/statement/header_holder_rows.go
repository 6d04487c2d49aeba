package statement

import (
	"strings"
	"unicode"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// rowShaped reports a transaction row the header may still hold when
// the table's first rows were not recognised as such: a date first and
// an amount after it, the amount perhaps signed after its figures
// ("7/07/25 Regular Deposit 1138 2,501.99+", field6
// us_midmissouri_business_scan). Its words are never the holder's.
func rowShaped(l line) bool {
	if isRowLine(l) {
		return true
	}
	ws := make([]pdftext.Word, len(l.Words))
	copy(ws, l.Words)
	changed := false
	for i := range ws {
		if t := strings.TrimSuffix(ws[i].Text, "+"); t != ws[i].Text && t != "" {
			ws[i].Text, changed = t, true
		}
	}
	if !changed {
		return false
	}
	l.Words = ws
	return isRowLine(l)
}

// onRow reports a segment that is a row's description: its line is
// row-shaped and the row's date stands in a segment to its left. A
// street that opens with what reads as a date ("1 May Street") beside
// the summary's balance is not one.
func onRow(s hseg, hdr []line) bool {
	l := hdr[s.line]
	return len(l.Words) > 0 && s.x0 > l.Words[0].X0+1 && rowShaped(l)
}

// namesOnRows reports a block whose name lines are rows' descriptions.
func namesOnRows(names []hseg, hdr []line) bool {
	for _, n := range names {
		if onRow(n, hdr) {
			return true
		}
	}
	return false
}

// longCapsName is a mailing block's first line longer than a name
// usually runs (eight to ten words), set in capitals as a mailing label
// prints a business's abbreviated legal name ("FULCRUM INST DISP RES
// CLIN ASSOC PUB BEN", field6 us_washingtontrust_smartbiz_scan): words
// of letters only, no heading word. blockNames takes it only right
// above the address.
func longCapsName(s string) bool {
	ws := strings.Fields(s)
	if len(ws) < 8 || len(ws) > 10 || headingRe.MatchString(s) {
		return false
	}
	for _, w := range ws {
		if w == "&" {
			continue
		}
		for _, r := range w {
			if !unicode.IsUpper(r) && !strings.ContainsRune(".'-", r) {
				return false
			}
		}
	}
	return true
}

// spelledOut gives a block's name that cuts words to their initials
// ("MR T TESTER", read "MRT TESTER" by OCR) way to the same name spelled
// out on page one ("MR TEST TESTER" under the logo; field5
// uk_rbs_templatelab_scan): a name of two to five words whose letters,
// with some words cut to their first letter, are the block's, and whose
// last word is the block's last word.
func spelledOut(name string, segs []hseg) string {
	nw := strings.Fields(name)
	if len(nw) == 0 {
		return name
	}
	for _, s := range segs {
		ws := strings.Fields(s.text)
		if len(ws) < 2 || len(ws) > 5 || !nameish(s.text) || !strings.EqualFold(ws[len(ws)-1], nw[len(nw)-1]) {
			continue
		}
		if initialsOf(lettersOnly(name), ws) {
			return s.text
		}
	}
	return name
}

// initialsOf reports whether short is words with at least one of them
// (not the last) cut to its first letter, read letters only.
func initialsOf(short string, words []string) bool {
	var ls []string
	for _, w := range words {
		if l := lettersOnly(w); l != "" {
			ls = append(ls, l)
		}
	}
	var walk func(i int, rest string, cut bool) bool
	walk = func(i int, rest string, cut bool) bool {
		if i == len(ls) {
			return rest == "" && cut
		}
		w := ls[i]
		if strings.HasPrefix(rest, w) && walk(i+1, rest[len(w):], cut) {
			return true
		}
		return i < len(ls)-1 && len(w) > 1 && strings.HasPrefix(rest, w[:1]) && walk(i+1, rest[1:], true)
	}
	return walk(0, short, false)
}
