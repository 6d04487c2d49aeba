package statement

import (
	"strings"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// withoutRuleGlyphs drops from a line the words that are only a brace,
// bracket or bar ("{", "|", "}|"): the vertical rules between a table's
// column heads, which OCR reads as such glyphs ("DATE BALANCE { DATE
// BALANCE") and a text layer sometimes prints. They head no column, and
// left in they would make the line no header (every cell must be a
// label). The line is returned as it is when it has none.
func withoutRuleGlyphs(l line) line {
	keep := -1
	for i, w := range l.Words {
		if ruleGlyphs(w.Text) {
			keep = i
			break
		}
	}
	if keep < 0 {
		return l
	}
	ws := make([]pdftext.Word, 0, len(l.Words))
	for _, w := range l.Words {
		if !ruleGlyphs(w.Text) {
			ws = append(ws, w)
		}
	}
	l.Words = ws
	return l
}

// ruleGlyphs reports a word made only of braces, brackets and bars.
func ruleGlyphs(s string) bool {
	return s != "" && len(s) <= 3 && strings.Trim(s, "{}[]|") == ""
}
