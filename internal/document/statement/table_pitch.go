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
