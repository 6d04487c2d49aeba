package statement

import "math"

// noteBesideHeader reports whether l, a text line read before any row of
// its table, is the tail of a note printed beside the section's title and
// column header ("There were 6 Online or Electronic / Banking Deductions
// totaling / $12,995.42." right of "Date Amount Description"): its line
// above, with a cell at the same left edge and close enough to be the
// same paragraph, comes before the header in reading order, so the header sits beside
// the note, not between its lines. Such a line is the note's, never the
// first row's description, whatever figure it prints.
func (sc *scanner) noteBesideHeader(l line) bool {
	if sc.last != nil && sc.last.Table == sc.table {
		return false // the table has rows: l may be one's wrap
	}
	sawHeader := false
	for k := sc.li - 1; k >= 0 && k >= sc.li-4; k-- {
		p := sc.lines[k]
		if p.Page != l.Page || len(p.Words) == 0 {
			return false
		}
		if h, ok := parseHeader(p); ok && h.Txn {
			sawHeader = true
			continue
		}
		if !sawHeader {
			return false
		}
		if !adjacent(p, l) {
			return false
		}
		// The note may share its first line with the title: any cell
		// of the line above that starts where l starts.
		for _, seg := range segments(p) {
			if math.Abs(seg[0].X0-l.Words[0].X0) < 1.5 {
				return true
			}
		}
		return false
	}
	return false
}
