package statement

import (
	"time"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// Bundles: merchants send "the last three months" as one PDF, the
// monthly statements of one account one after another. Each statement
// prints its own header (period, opening and closing balance); read as
// one, the first header's period and closing hide the later months, the
// later rows fall outside the period and the openings disagree. When the
// statements chain — one account, each period starting the day after the
// last ended, each opening the last closing — the document is one
// statement of the whole span: the first opening, the last closing and
// every row.

// statementStarts are the pages after the first that open a statement of
// their own: a page whose top third prints a period range on a line that
// names it ("Statement period from 1 Mar 2026 to 31 Mar 2026").
func statementStarts(pages [][]line, dayFirst bool) []int {
	var out []int
	for i := 1; i < len(pages); i++ {
		for _, l := range pages[i] {
			if l.Y1 > l.PageH/3 || isRowLine(l) {
				continue
			}
			t := l.text()
			if periodCueRe.MatchString(t) && len(findRanges(t, dayFirst)) > 0 {
				out = append(out, i)
				break
			}
		}
	}
	return out
}

// bundled reads the statements of a bundle and, when they chain, returns
// f with the whole span's period and closing balance, and true.
func bundled(f fields, pages [][]line, doc *pdftext.Document) (fields, bool) {
	if !f.HavePeriod || f.Opening == nil || f.Closing == nil || f.Last4 == "" {
		return f, false
	}
	starts := statementStarts(pages, f.DayFirst)
	if len(starts) == 0 {
		return f, false
	}
	bounds := append(append([]int{0}, starts...), len(pages))
	prev := f
	for k := 1; k+1 < len(bounds); k++ {
		g := parseFields(pages[bounds[k]:bounds[k+1]], doc)
		if !g.HavePeriod || g.Opening == nil || g.Closing == nil || g.Last4 != f.Last4 ||
			!g.Start.Equal(prev.End.Add(24*time.Hour)) || *g.Opening != *prev.Closing {
			return f, false
		}
		prev = g
	}
	out := f
	out.End, out.Closing = prev.End, prev.Closing
	return out, true
}
