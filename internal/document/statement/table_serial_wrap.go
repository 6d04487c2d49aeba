package statement

// descStart is where a line's text starts for the test of a description
// line, not counting a figure in an unlabelled-kind column left of the
// description (an Indian export's serial number, "S No."): a remark over
// three lines prints the row's serial beside its second line ("30 DIGITAL
// PLATFORM AND PROJE-"), and that line is more of the row's remark, not
// a line that starts left of the description. descLine leaves the serial
// out of the text (inLabelColumn).
func (sc *scanner) descStart(l line) float64 {
	for _, w := range l.Words {
		if c, ok := nearestCol(sc.h, w); ok && c.Kind == colOther && overlap(w.X0, w.X1, c.X0-4, c.X1+4) > 0 {
			continue
		}
		return w.X0
	}
	return l.Words[0].X0
}
