package statement

import (
	"math"
	"regexp"

	"github.com/docanalysis/service/internal/document/pdftext"
)

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

// clockAfterRe is a time of day printed after a date in the same cell
// ("Jan 5, 2026, 10:32 AM", "01/05/2026 10:32"), with its AM / PM joined
// or not.
var clockAfterRe = regexp.MustCompile(`^(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?:[AaPp]\.?[Mm]\.?)?,?$`)

var meridiemRe = regexp.MustCompile(`^[AaPp]\.?[Mm]\.?,?$`)

// timeAfterDate extends a date's word span [from, to) over the time of
// day printed right after it in its cell, a word space apart: an export's
// "Date & time" cell. The time is when the row posted, not the start of
// its description (devblind5 fintech-timestamps).
func timeAfterDate(ws []pdftext.Word, to int) int {
	if to <= 0 || to >= len(ws) || !clockAfterRe.MatchString(ws[to].Text) {
		return to
	}
	near := func(i int) bool { return ws[i].X0-ws[i-1].X1 < 1.5*math.Max(em(ws[i]), 4) }
	if !near(to) {
		return to
	}
	to++
	if to < len(ws) && meridiemRe.MatchString(ws[to].Text) && near(to) {
		to++
	}
	return to
}
