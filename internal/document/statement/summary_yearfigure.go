package statement

import "regexp"

// yearFigureRe is a summary label of a whole calendar year's figure
// ("Total interest paid in 2022", "Fees charged in 2023"): printed beside
// this period's interest or fees, it is neither a total of the period's
// rows nor a count — the year is no number of items, and "paid in" is
// not money paid in.
var yearFigureRe = regexp.MustCompile(`(?i)\b(?:paid|earned|charged|received|withheld)\s+in\s+(?:19|20)\d{2}\b`)
