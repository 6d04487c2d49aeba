package statement

import "regexp"

var (
	// doorNumberRe is an Indian house number of several parts before the
	// street ("19-12-549 Bairagi Patteda", "8-2-293/82 Road No 12"): the
	// door, block and ward numbers a street number of one or two parts
	// (streetNumRe) does not cover.
	doorNumberRe = regexp.MustCompile(`^\d{1,3}-\d{1,3}-\d{1,4}(?:/\d{1,4}[A-Za-z]?)*[A-Za-z]?,?\s+\p{L}`)
	// phoneLeadRe is a telephone number of the same shape (3-3-4 digits),
	// which opens a service line, never an address.
	phoneLeadRe = regexp.MustCompile(`^\d{3}-\d{3}-\d{4}\b`)
)

// doorNumberLine reports a street line that starts with a house number of
// three parts (doorNumberRe).
func doorNumberLine(s string) bool {
	return doorNumberRe.MatchString(s) && !phoneLeadRe.MatchString(s)
}

// honorificRe is a title printed before a name.
var honorificRe = regexp.MustCompile(`(?i)^(mr|mrs|ms|miss|mstr|master|dr|shri|sri|smt|kumari|m/s)\.?$`)

// honorificJoin completes a holder's name that is only a title, set apart
// from the name by a wide gap in a fixed-width face ("Mr" … "Bheema
// Rohith"): the name is the segment that follows it on its line.
func honorificJoin(name string, names, segs []hseg) string {
	if !honorificRe.MatchString(name) {
		return name
	}
	for _, n := range names {
		if n.text != name {
			continue
		}
		var next *hseg
		for i := range segs {
			s := &segs[i]
			if s.line == n.line && s.x0 > n.x1 && s.x0-n.x1 < 4*n.height() && (next == nil || s.x0 < next.x0) {
				next = s
			}
		}
		if next != nil && nameish(next.text) {
			return name + " " + next.text
		}
	}
	return name
}

// jointHolderRe is the joint holders' label an Indian statement prints
// between the holder's name and the address ("Joint Holder :- -").
var jointHolderRe = regexp.MustCompile(`(?i)^joint\s+holders?\s*(?:\(s\))?\s*[:-]`)
