package statement

import "regexp"

// numberedCompanyRe is a numbered company's name: Canadian provinces
// incorporate companies under their number ("1683778 ALBERTA LTD.",
// "2345678 Ontario Inc."), which has the shape of a house number and a
// street but ends in a legal form no street ends in. It is the holder's
// name, not a line of the address.
var numberedCompanyRe = regexp.MustCompile(`(?i)^\d{4,}\s+(?:[A-Z][A-Za-z.'-]*\s+){1,3}(?:ltd|limited|inc|incorporated|corp|corporation|ltée|ltee|ulc)\.?$`)
