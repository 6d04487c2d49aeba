package statement

// widerAbove reports whether the space above l, under the line above it,
// is wider than the space below it, over the next line: row padding that
// parts two rows' blocks. The gaps between the lines' boxes alone do not
// say it, since a box is as tall as its glyphs: a line with descenders
// ("Non-Sterling Transaction Fee of £") under one without ("GBP Amount
// Includes A") has a narrower gap below than above at one even line
// pitch. The pitch of the lines' tops must widen too.
func widerAbove(above, l, next line) bool {
	return l.Y0-above.Y1 > next.Y0-l.Y1+1.5 && l.Y0-above.Y0 > next.Y0-l.Y0+1.5
}

// bottomAligned reports a description line that opens the dated line
// below it although that line prints a description of its own: cells
// aligned to their bottom (a spreadsheet's default) grow upward, so a
// wrapped description's first line sits over the row's date and amount,
// its box touching theirs, while row padding parts it from the row
// above. Top-aligned wraps sit the other way round: close under their
// row, apart from the next.
func bottomAligned(above, l, next line) bool {
	if above.Page != l.Page || next.Page != l.Page {
		return false
	}
	return widerAbove(above, l, next) && next.Y0-l.Y1 < 0.1*l.height() && l.Y0-above.Y1 > 0.2*l.height()
}
