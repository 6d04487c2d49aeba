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
