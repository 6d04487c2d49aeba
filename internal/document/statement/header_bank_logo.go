package statement

import "strings"

// dropRepeatedLead removes a logo's words read in front of the name they
// abbreviate or repeat: a logo set beside or above the printed name
// ("TC" beside "TC Bank", "MORGAN HARBOR" over "Morgan Harbor Bank,
// N.A.") joins its cell, and the name would read "TC TC Bank". When the
// name's first words are repeated right after them (letter case aside),
// the first copy is the logo's.
func dropRepeatedLead(n string) string {
	ws := strings.Fields(n)
	for k := 1; 2*k < len(ws); k++ {
		if strings.EqualFold(strings.Join(ws[:k], " "), strings.Join(ws[k:2*k], " ")) {
			return strings.Join(ws[k:], " ")
		}
	}
	return n
}

// logoBankWord completes a logo name with the bank word set after it in
// smaller print ("Keel" in the logo's face, "Bank" beside it on the
// same baseline): the segment that starts right after the logo, within
// its height, is read as a line of its own because the sizes differ.
// It returns the word ("Bank") or "".
func logoBankWord(segs []hseg, logo hseg) string {
	for _, s := range segs {
		if s.line == logo.line || s.x0 < logo.x1 || s.x0-logo.x1 > 0.6*logo.height() || s.y0 < logo.y0 || s.y1 > logo.y1+1 {
			continue
		}
		w := strings.Fields(s.text)
		if len(w) > 0 && strings.EqualFold(strings.Trim(w[0], ",."), "bank") {
			return w[0]
		}
	}
	return ""
}
