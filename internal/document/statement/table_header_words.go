package statement

import "github.com/docanalysis/service/internal/document/pdftext"

// joinLabelWords joins neighbouring header cells that are the words of
// one label: both read as the same kind of column, and so do the two
// together ("CHECK" and "NO" make "CHECK NO"). A page typeset as plain
// text in a fixed-width font puts one space between every word, between
// labels as well as inside them, so no gap width tells "CHECK NO DATE
// AMOUNT CHECK NO DATE AMOUNT" apart into its cells; a wider gap glues
// "AMOUNT CHECK NO" into one cell, the narrow one splits "CHECK NO".
// Two neighbouring columns of one kind are a split label, never two
// columns: side-by-side groups repeat a kind only after other columns.
func joinLabelWords(segs [][]pdftext.Word) [][]pdftext.Word {
	var out [][]pdftext.Word
	for _, s := range segs {
		if n := len(out); n > 0 {
			prev := out[n-1]
			k := classifyHeaderCell(joinWords(prev))
			if k != "" && k == classifyHeaderCell(joinWords(s)) {
				joined := append(append([]pdftext.Word(nil), prev...), s...)
				if classifyHeaderCell(joinWords(joined)) == k {
					out[n-1] = joined
					continue
				}
			}
		}
		out = append(out, s)
	}
	return out
}
