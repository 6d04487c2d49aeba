package forms

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"
)

var amountRe = regexp.MustCompile(`^\(?-?\$?\s*-?\d{1,3}(,\d{3})*(\.\d{1,2})?\)?$|^\(?-?\$?\s*\d+(\.\d{1,2})?\)?$`)

// parseMoney reads "$1,234,567.00", "1234567", "(12,345)" and "-12,345" as
// a number; a value in parentheses or with a minus sign is negative.
func parseMoney(s string) (float64, bool) {
	s = strings.TrimSpace(s)
	s = strings.TrimPrefix(s, "USD")
	s = strings.TrimSpace(s)
	if s == "" || !amountRe.MatchString(s) || strings.HasPrefix(s, "(") != strings.HasSuffix(s, ")") {
		return 0, false // "7205)" ends a caption, it is no amount
	}
	if len(s) == 3 && s[0] == '(' {
		return 0, false // "(1)" numbers a checkbox option
	}
	neg := strings.HasPrefix(s, "(") || strings.Contains(s, "-")
	s = strings.NewReplacer("(", "", ")", "", "-", "", "$", "", ",", "", " ", "").Replace(s)
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, false
	}
	if neg {
		v = -v
	}
	return v, true
}

var writtenAmountRe = regexp.MustCompile(`^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(k|m|mm|mil|thousand|million)?$`)

// parseWrittenMoney reads an amount as applicants write it on a form, where
// the value is known to be money: "$1,234,567.00" and also "$120K",
// "1.5M", "2 million", "USD 50,000", "$45,000/mo", "approx. $80,000",
// "$50,000 per month". A range or two figures is no amount.
func parseWrittenMoney(s string) (float64, bool) {
	if v, ok := parseMoney(s); ok {
		return v, true
	}
	n := strings.ToLower(strings.TrimSpace(s))
	for _, p := range []string{"approximately", "approx.", "approx", "about", "~", "usd", "us$"} {
		n = strings.TrimSpace(strings.TrimPrefix(n, p))
	}
	for _, suf := range []string{"per month", "per year", "per annum", "a month", "a year", "/month", "/mo.", "/mo", "/year", "/yr", "monthly", "annually", "usd", "dollars"} {
		n = strings.TrimSpace(strings.TrimSuffix(n, suf))
	}
	n = strings.TrimSuffix(n, ".")
	if v, ok := parseMoney(n); ok {
		return v, true
	}
	m := writtenAmountRe.FindStringSubmatch(n)
	if m == nil {
		return 0, false
	}
	v, err := strconv.ParseFloat(strings.ReplaceAll(m[1], ",", "")+m[2], 64)
	if err != nil {
		return 0, false
	}
	switch m[3] {
	case "k", "thousand":
		v *= 1e3
	case "m", "mm", "mil", "million":
		v *= 1e6
	}
	return math.Round(v*100) / 100, true
}

// isAmountTok reports a word shaped like a printed amount.
func isAmountTok(s string) bool {
	_, ok := parseMoney(s)
	return ok
}

var pctRe = regexp.MustCompile(`^(\d{1,3}(\.\d+)?)\s*%?$`)

func parsePct(s string) (float64, bool) {
	s = strings.ToLower(strings.TrimSpace(strings.ReplaceAll(s, " ", "")))
	for _, suf := range []string{"percent", "pct"} {
		s = strings.TrimSuffix(s, suf)
	}
	m := pctRe.FindStringSubmatch(s)
	if m == nil {
		return 0, false
	}
	v, err := strconv.ParseFloat(m[1], 64)
	if err != nil || v > 100 {
		return 0, false
	}
	return v, true
}

var dateLayouts = []string{
	"2006-01-02", "01/02/2006", "1/2/2006", "01-02-2006", "1-2-2006", "01/02/06", "1/2/06", "01.02.2006",
	"January 2, 2006", "Jan 2, 2006", "Jan. 2, 2006", "January 2 2006", "2 January 2006", "02-Jan-2006",
	"01-02-06", "1-2-06", "2006/01/02", "2006/1/2", "01.02.06", "1.2.2006", "Jan 2 2006", "2 Jan 2006", "Jan-02-2006", "2-Jan-2006", "2-Jan-06", "January 2nd, 2006",
}

// parseDate reads the common US spellings of a date and returns YYYY-MM-DD.
func parseDate(s string) (string, bool) {
	s = strings.Join(strings.Fields(s), " ")
	for _, l := range dateLayouts {
		if t, err := time.Parse(l, s); err == nil {
			if t.Year() < 1900 || t.Year() > 2100 {
				return "", false
			}
			return t.Format("2006-01-02"), true
		}
	}
	return "", false
}

func digits(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// parseEIN accepts nine digits in any grouping and returns NN-NNNNNNN.
func parseEIN(s string) (string, bool) {
	d := digits(s)
	if len(d) != 9 || strings.IndexFunc(s, func(r rune) bool { return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' }) >= 0 {
		return "", false
	}
	return d[:2] + "-" + d[2:], true
}

// ssnLast4 keeps the last four digits of a Social Security number, full
// ("900-12-3456", "900123456") or masked ("XXX-XX-3456"). The full number is
// never returned or stored: the caller gets only these four digits.
func ssnLast4(s string) (string, bool) {
	d := digits(s)
	if len(d) != 9 && len(d) != 4 {
		return "", false
	}
	return d[len(d)-4:], true
}

// parsePhone returns a ten-digit US number as NNN-NNN-NNNN; an extension
// written after it ("ext. 12", "x12") is not part of the number.
func parsePhone(s string) (string, bool) {
	if i := phoneExtRe.FindStringIndex(s); i != nil && i[0] > 0 {
		s = s[:i[0]]
	}
	d := digits(s)
	if len(d) == 11 && d[0] == '1' {
		d = d[1:]
	}
	if len(d) != 10 {
		return "", false
	}
	return d[:3] + "-" + d[3:6] + "-" + d[6:], true
}

func parseEmail(s string) (string, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.TrimPrefix(s, "mailto:")
	s = closeDots(s)
	if strings.Count(s, "@") == 1 {
		s = strings.ReplaceAll(s, " ", "") // "of fice@…": an address holds no space
	}
	at := strings.Index(s, "@")
	if at <= 0 || at == len(s)-1 || strings.ContainsAny(s, " ,;") || !strings.Contains(s[at:], ".") {
		return "", false
	}
	return s, true
}

// parseWebsite lowercases a site and drops the scheme and a trailing slash.
func parseWebsite(s string) (string, bool) {
	s = closeDots(strings.ToLower(strings.TrimSpace(s)))
	// "https:" with its slashes lost or spaced off: a scan's reading.
	for _, p := range []string{"https:", "http:"} {
		if strings.HasPrefix(s, p) {
			s = strings.TrimLeft(strings.TrimPrefix(s, p), "/ ")
		}
	}
	s = strings.TrimSuffix(s, "/")
	if !strings.Contains(s, ".") || strings.ContainsAny(s, " @") {
		return "", false
	}
	return s, true
}

var stateNames = map[string]string{
	"alabama": "AL", "alaska": "AK", "arizona": "AZ", "arkansas": "AR", "california": "CA", "colorado": "CO", "connecticut": "CT",
	"delaware": "DE", "district of columbia": "DC", "florida": "FL", "georgia": "GA", "hawaii": "HI", "idaho": "ID", "illinois": "IL",
	"indiana": "IN", "iowa": "IA", "kansas": "KS", "kentucky": "KY", "louisiana": "LA", "maine": "ME", "maryland": "MD",
	"massachusetts": "MA", "michigan": "MI", "minnesota": "MN", "mississippi": "MS", "missouri": "MO", "montana": "MT",
	"nebraska": "NE", "nevada": "NV", "new hampshire": "NH", "new jersey": "NJ", "new mexico": "NM", "new york": "NY",
	"north carolina": "NC", "north dakota": "ND", "ohio": "OH", "oklahoma": "OK", "oregon": "OR", "pennsylvania": "PA",
	"rhode island": "RI", "south carolina": "SC", "south dakota": "SD", "tennessee": "TN", "texas": "TX", "utah": "UT",
	"vermont": "VT", "virginia": "VA", "washington": "WA", "west virginia": "WV", "wisconsin": "WI", "wyoming": "WY", "puerto rico": "PR",
}

var stateCodes = func() map[string]bool {
	m := map[string]bool{}
	for _, c := range stateNames {
		m[c] = true
	}
	return m
}()

func parseState(s string) (string, bool) {
	s = strings.TrimSpace(strings.Trim(s, ".,"))
	if len(s) <= 4 {
		s = strings.ReplaceAll(s, ".", "") // "N.Y."
	}
	if c := strings.ToUpper(s); stateCodes[c] {
		return c, true
	}
	if c, ok := stateNames[strings.ToLower(s)]; ok {
		return c, true
	}
	return "", false
}

var phoneExtRe = regexp.MustCompile(`(?i)\s*(?:,|;)?\s*(?:ext\.?|extension|x)\s*\d{1,5}\s*$`)

var zipRe = regexp.MustCompile(`^\d{5}(-\d{4})?$`)

func parseZip(s string) (string, bool) {
	s = strings.TrimSpace(s)
	if !zipRe.MatchString(s) {
		return "", false
	}
	return s, true
}

// cityStateZip splits "Austin, TX 78701" (commas optional).
func cityStateZip(s string) (city, state, zip string, ok bool) {
	f := strings.Fields(strings.ReplaceAll(s, ",", " , "))
	var parts []string
	for _, x := range f {
		if x != "," {
			parts = append(parts, x)
		}
	}
	if len(parts) < 3 {
		return "", "", "", false
	}
	z, okz := parseZip(parts[len(parts)-1])
	st, oks := parseState(parts[len(parts)-2])
	if !okz || !oks {
		return "", "", "", false
	}
	city = strings.TrimSpace(strings.Trim(strings.Join(parts[:len(parts)-2], " "), ","))
	if city == "" {
		return "", "", "", false
	}
	return city, st, z, true
}

// splitAddress splits "123 Main St, Austin, TX 78701" into its parts.
func splitAddress(s string) (street, city, state, zip string, ok bool) {
	i := strings.Index(s, ",")
	if i <= 0 {
		return "", "", "", "", false
	}
	street = strings.TrimSpace(s[:i])
	city, state, zip, ok = cityStateZip(s[i+1:])
	return street, city, state, zip, ok
}

// entityType maps the many spellings of a legal entity to one name.
func entityType(s string) (string, bool) {
	n := strings.Join(strings.Fields(strings.ToLower(strings.NewReplacer(".", "", "-", " ", ",", " ", "(", " ", ")", " ").Replace(s))), " ")
	switch {
	case n == "":
		return "", false
	case strings.Contains(n, "limited liability partnership") || strings.Contains(n, "limited partnership"):
		return "partnership", true
	case strings.Contains(n, "limited liability") || n == "llc" || strings.HasPrefix(n, "llc ") || n == "pllc" || strings.HasSuffix(n, " llc"):
		return "llc", true
	case strings.HasPrefix(n, "s corp") || n == "s corporation" || strings.HasPrefix(n, "subchapter s") || n == "scorp" || n == "corporation s" || n == "corp s":
		return "s_corp", true
	case strings.HasPrefix(n, "c corp") || n == "corporation" || n == "corp" || n == "inc" || n == "c corporation" || n == "incorporated" || n == "professional corporation" || n == "subchapter c" || n == "ccorp" || n == "corporation c" || n == "corp c":
		return "c_corp", true
	case strings.Contains(n, "partnership") || n == "lp" || n == "llp" || n == "gp":
		return "partnership", true
	case strings.HasPrefix(n, "sole prop") || n == "sole proprietor" || n == "sole proprietorship" || n == "individual" || n == "sole owner" || n == "proprietorship":
		return "sole_proprietorship", true
	case strings.Contains(n, "non profit") || strings.HasPrefix(n, "nonprofit") || strings.HasPrefix(n, "not for profit") || strings.HasPrefix(n, "501"):
		return "non_profit", true
	}
	return "", false
}

var (
	ssnRe = regexp.MustCompile(`\d{3}-\d{2}-\d{4}`)
	einRe = regexp.MustCompile(`^\d{2}-\d{7}$`)
)

// closeDots removes the spaces around the dots and the at sign of an
// address or a site ("www. example.com", "grace. fairbanks@example.com"):
// OCR sets a space after a dot where the print has none, and neither an
// email address nor a site name holds a space.
func closeDots(s string) string {
	for _, sep := range []string{".", "@"} {
		for strings.Contains(s, sep+" ") || strings.Contains(s, " "+sep) {
			s = strings.ReplaceAll(strings.ReplaceAll(s, sep+" ", sep), " "+sep, sep)
		}
	}
	return s
}
