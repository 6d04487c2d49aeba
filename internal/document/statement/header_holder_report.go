package statement

import "regexp"

// reportTitleRe is the title of a bank portal's report on an account
// ("Account Information Report", "Balance and Activity Report").
var reportTitleRe = regexp.MustCompile(`(?i)^[a-z][a-z &/-]*\breport$`)

// reportTitleHolder reads the customer's name a portal's report prints
// on its own line right under the report's title ("Account Information
// Report" over "WFC Limited Partnership"), with no mailing block and no
// label. As with productLineHolder, only a company's name (it carries its
// legal form) is taken, so a subtitle or a date under the title is never
// read as one.
func reportTitleHolder(segs []hseg) string {
	for i, s := range segs {
		if !reportTitleRe.MatchString(s.text) {
			continue
		}
		for _, b := range segs[i+1:] {
			if b.y0 <= s.y0 || b.y0-s.y1 > 1.5*s.height() {
				continue
			}
			if overlap(b.x0, b.x1, s.x0, s.x1) > 0 && companyHolder(b.text) {
				return b.text
			}
		}
	}
	return ""
}
