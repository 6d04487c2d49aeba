package statement

import "regexp"

// clockRe is a time of day printed alone: "16:08:08", "9:41".
var clockRe = regexp.MustCompile(`^(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$`)

// timeUnderDate drops the time of day a ledger prints under a row's date
// ("30/11/2024" over "16:08:08") from the line below the row: the time is
// when the row was posted, not its description, and with it the line
// would start under the date column and be taken for no part of the row
// (a wrapped description line starts in the description column). It
// returns the line without the time, and ok when one was dropped; the
// line may then be empty.
func (sc *scanner) timeUnderDate(l line, dateCol column) (line, bool) {
	if sc.last == nil || len(l.Words) == 0 || !adjacent(sc.lastLine, l) || sc.lastLine.Y0 != sc.lines[sc.li-1].Y0 {
		return l, false
	}
	w := l.Words[0]
	if !clockRe.MatchString(w.Text) || w.X1 < dateCol.X0 || w.X0 > dateCol.X1 {
		return l, false
	}
	l.Words = l.Words[1:]
	return l, true
}
