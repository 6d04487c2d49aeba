package statement

// besideColumn reports whether the lines between a name and the street
// below it (p above s, same left edge) are another column's: a report
// laid out as two columns, the holder's name on the first line and the
// address starting level with the right column's third or fourth field
// ("SATISH J KASHYAP … Period :" / "Cust.Reln.No :" / "Account No :" /
// "Currency :" / "190 1ST FLR … Branch :"). The left column is blank
// there, not a gap between two blocks: every line between has a segment
// and all of them start right of both.
func besideColumn(segs []hseg, p, s hseg) bool {
	between := s.line - p.line - 1
	if between < 1 || between > 4 {
		return false
	}
	right := max(p.x1, s.x1) + 10
	seen := map[int]bool{}
	for _, g := range segs {
		if g.line <= p.line || g.line >= s.line {
			continue
		}
		if g.x0 < right {
			return false
		}
		seen[g.line] = true
	}
	return len(seen) == between
}
