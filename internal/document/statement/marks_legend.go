package statement

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// legendMarks are the symbols a statement explains in a legend line of
// its own ("< Business to Business ACH: If this is a business account,
// this transaction has a return time frame of one business day"): the
// bank prints the symbol before the description of each row it applies
// to, as a footnote mark, not as text of the payee's.
func legendMarks(all []line) map[string]bool {
	var marks map[string]bool
	for _, l := range all {
		if len(l.Words) < 3 {
			continue
		}
		m := l.Words[0].Text
		if !legendSymbol(m) {
			continue
		}
		// The legend names what the mark means, then a colon.
		for _, w := range l.Words[1:min(len(l.Words), 8)] {
			if strings.HasSuffix(w.Text, ":") {
				if marks == nil {
					marks = map[string]bool{}
				}
				marks[m] = true
				break
			}
		}
	}
	return marks
}

// legendSymbol is a single printed symbol that is no letter, digit or
// bracket of the text ("<", "†", "‡", "§").
func legendSymbol(s string) bool {
	r, n := utf8.DecodeRuneInString(s)
	if n != len(s) || n == 0 || unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("()[]$-+.,'\"#&", r) {
		return false
	}
	return true
}

// dropLegendMark cuts a legend's mark from the start of a description.
func dropLegendMark(desc string, marks map[string]bool) string {
	if len(marks) == 0 {
		return desc
	}
	first, rest, _ := strings.Cut(desc, " ")
	if marks[first] && rest != "" {
		return strings.TrimSpace(rest)
	}
	return desc
}
