package forms

import (
	"fmt"
	"regexp"
)

// fullSSNRe finds a Social Security number written in full anywhere in a
// string: 900-12-3456, 900 12 3456, 900.12.3456. Phone numbers (3-3-4)
// and EINs (2-7) have other shapes.
var fullSSNRe = regexp.MustCompile(`(^|[^\d])\d{3}[-. ]\d{2}[-. ]\d{4}($|[^\d])`)

// withoutFullSSN is the reader's last guard on what it returns: whatever
// a label pairing got wrong (an SSN box read as a phone, a DOB or a
// reference; a caption that swallowed its value), a row or correction
// holding a full SSN is dropped. The SSN rules (ssnLast4) keep only four
// digits; this catches the values no rule expected to be an SSN. Nine
// digits without separators are left alone here: routing numbers, EINs
// and account numbers look the same, and the rows meant for an SSN never
// keep more than four digits.
func withoutFullSSN(rows []Row, fixes []Correction) ([]Row, []Correction) {
	out := rows[:0]
	for _, r := range rows {
		if fullSSNRe.MatchString(fmt.Sprint(r.Value)) || fullSSNRe.MatchString(r.Label) {
			continue
		}
		out = append(out, r)
	}
	fx := fixes[:0:0]
	for _, c := range fixes {
		if fullSSNRe.MatchString(c.From) || fullSSNRe.MatchString(c.To) {
			continue
		}
		fx = append(fx, c)
	}
	return out, fx
}
