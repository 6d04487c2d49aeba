package statement

import (
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// amount is a parsed money token. Neg is set by any explicit negative
// marker: a leading or trailing minus, parentheses or DR. Mark records a
// CR/DR suffix, which states the direction outright; Plus records an
// explicit "+", which some layouts print on credits only.
type amount struct {
	Cents int64
	Neg   bool
	Plus  bool
	Mark  string // "CR", "DR" or ""
	// Currency is the currency symbol or code printed with the amount
	// ("$", "£", "NZ$", "EUR"), if any.
	Currency string
}

// amountRe reads one money token after normalisation (upper case, no
// spaces, currency symbols replaced by "$"). Two decimals are required:
// that is what separates money from check numbers, years and reference
// numbers. Groups: 1 "(", 2 sign, 3 "$", 4 sign, 5 digits, 6 cents,
// 7 ")", 8 trailing sign, 9 CR/DR.
//
// Indian statements group digits in lakhs and crores: "8,65,352.79" (two
// digits a group above the thousands).
var amountRe = regexp.MustCompile(`^(\()?([-+])?(\$)?([-+])?(\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})+,\d{3}|\d+)\.(\d{2})(\))?([-+])?(CR|DR)?$`)

// intAmountRe is a whole amount without cents ("100", "1,250"), which some
// layouts print in money columns; it is only read as money where a
// header says the column holds money.
var intAmountRe = regexp.MustCompile(`^(\()?([-+])?(\$)?([-+])?(\d{1,3}(?:,\d{3})+|\d{1,7})(\))?([-+])?$`)

// currencyPrefixes are printed before amounts, longest first; each maps to
// the ISO code it names ("$" alone is left to the statement's context).
var currencyPrefixes = []struct{ sym, code string }{
	{"US$", "USD"}, {"USD", "USD"}, {"NZ$", "NZD"}, {"NZD", "NZD"}, {"CA$", "CAD"}, {"CAD", "CAD"}, {"C$", "CAD"},
	{"AU$", "AUD"}, {"AUD", "AUD"}, {"A$", "AUD"}, {"GBP", "GBP"}, {"EUR", "EUR"}, {"£", "GBP"}, {"€", "EUR"}, {"$", ""},
	// Letter signs of the rupee, the ringgit and the rupiah ("Rs. 2,000",
	// "RM 1,250.00", "Rp 50.000"), after "$" so that it is found first.
	{"INR", "INR"}, {"₹", "INR"}, {"RS.", "INR"}, {"RS", "INR"}, {"MYR", "MYR"}, {"RM", "MYR"},
	{"IDR", "IDR"}, {"RP.", "IDR"}, {"RP", "IDR"},
}

// normMoney upper-cases s, drops spaces and replaces a currency prefix
// (wherever the sign puts it) by "$". It returns the prefix it replaced.
func normMoney(s string) (string, string) {
	s = strings.ToUpper(strings.TrimSpace(s))
	s = strings.ReplaceAll(s, " ", "")
	s = bracketedMark(s)
	s = strings.ReplaceAll(s, "−", "-") // U+2212 minus sign
	// Typeset statements (web pages printed to PDF) set the minus of an
	// outgoing amount as an en dash, "–$442.58": attached to a figure it
	// is the sign, whatever glyph the stylesheet chose.
	s = strings.ReplaceAll(s, "–", "-") // U+2013 en dash
	for _, c := range currencyPrefixes {
		// A symbol counts within the first three bytes: searching only
		// there finds the same first occurrence, without scanning the
		// whole word for every currency.
		if i := strings.Index(s[:min(len(s), 2+len(c.sym))], c.sym); i >= 0 {
			return s[:i] + "$" + s[i+len(c.sym):], c.sym
		}
	}
	return s, ""
}

// parseAmount reads 1,234.56 (1,234.56) 1,234.56- -$1,234.56 $-1,234.56
// +$1,234.56 £1,234.56 1,234.56CR and 1,234.56DR.
func parseAmount(s string) (amount, bool) {
	if strings.IndexByte(s, '.') < 0 {
		return amount{}, false // normMoney adds no point, and both patterns need one
	}
	n, cur := normMoney(s)
	if !couldBeMoney(n) {
		return amount{}, false
	}
	m := amountRe.FindStringSubmatch(wholeZero(n))
	if m == nil {
		return amount{}, false
	}
	if (m[1] == "(") != (m[7] == ")") {
		return amount{}, false
	}
	whole, err := strconv.ParseInt(strings.ReplaceAll(m[5], ",", ""), 10, 64)
	if err != nil || whole > 1e12 {
		return amount{}, false
	}
	frac, _ := strconv.ParseInt(m[6], 10, 64)
	a := amount{Cents: whole*100 + frac, Mark: m[9], Currency: cur}
	a.Neg = m[1] == "(" || m[2] == "-" || m[4] == "-" || m[8] == "-" || m[9] == "DR"
	a.Plus = m[2] == "+" || m[4] == "+" || m[8] == "+"
	return a, true
}

// couldBeMoney is what amountRe and bareCentsRe both need of a
// normalised word: exactly one point, two digits after it, and at most a
// ")-CR" after those. parseAmount is asked about nearly every word of a
// statement, and most fail this test, so the regular expressions (a
// third of the engine's time before it) run only on the few that might
// be money.
func couldBeMoney(n string) bool {
	i := strings.IndexByte(n, '.')
	if i < 0 || i != strings.LastIndexByte(n, '.') || len(n)-i < 3 || len(n)-i > 7 {
		return false
	}
	return isDigit(n[i+1]) && isDigit(n[i+2])
}

// sloppyRe is an amount typed with the wrong separators ("44.079.83",
// "40,000,00"): the last separator before two digits is the decimal
// point, the others group thousands.
var sloppyRe = regexp.MustCompile(`^([-+(]?\$?[-+]?)(\d{1,3}(?:[.,]\d{3})+)[.,](\d{2})(\)?-?)$`)

// parseMoneyCell reads a token that sits in a money column: an amount, an
// amount typed with the wrong separators, or a whole amount without cents
// ("100", "$1,250"). A lone "0" or "-" is an empty cell (ok false).
// groupMarks drops the separators of a figure's digit groups.
var groupMarks = strings.NewReplacer(".", "", ",", "")

func parseMoneyCell(s string) (amount, bool) {
	if a, ok := parseAmount(s); ok {
		return a, true
	}
	if n, cur := normMoney(s); sloppyRe.MatchString(n) {
		m := sloppyRe.FindStringSubmatch(n)
		digits := groupMarks.Replace(m[2])
		if a, ok := parseAmount(m[1] + digits + "." + m[3] + m[4]); ok {
			a.Currency = cur
			return a, true
		}
	}
	if a, ok := oneDecimalCell(s); ok {
		return a, true
	}
	n, cur := normMoney(s)
	m := intAmountRe.FindStringSubmatch(n)
	if m == nil || (m[1] == "(") != (m[6] == ")") {
		return amount{}, false
	}
	whole, err := strconv.ParseInt(strings.ReplaceAll(m[5], ",", ""), 10, 64)
	if err != nil {
		return amount{}, false
	}
	a := amount{Cents: whole * 100, Currency: cur}
	a.Neg = m[1] == "(" || m[2] == "-" || m[4] == "-" || m[7] == "-"
	a.Plus = m[2] == "+" || m[4] == "+" || m[7] == "+"
	return a, true
}

// signedWhole reports a whole figure printed with a currency sign in
// letters ("Rs.2000", "RM150", as the line builder joins "Rs. 2000"):
// money by its sign, although it has no cents. A bare "$150" is left
// out: "Checks over $150" is a title.
func signedWhole(s string) bool {
	n, cur := normMoney(s)
	return letterSign(cur) && intAmountRe.MatchString(n)
}

// letterSign reports a currency prefix other than a symbol: a code or a
// sign written in letters ("USD", "Rs.", "RM").
func letterSign(cur string) bool {
	return cur != "" && cur[0] >= 'A' && cur[0] <= 'Z'
}

// mdate is a date as printed. Year is 0 when the statement omits it and
// it must be inferred from the period. Printed is the text the date was
// read from, kept for a date that is not a real calendar day.
type mdate struct {
	Year, Month, Day int
	Printed          string
}

func (d mdate) valid() bool { return d.Month != 0 }

var months = map[string]int{
	"jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4, "april": 4,
	"may": 5, "jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8, "sep": 9, "sept": 9,
	"september": 9, "oct": 10, "october": 10, "nov": 11, "november": 11, "dec": 12, "december": 12,
}

// monthOf reads a month name ("Jan", "JAN.", "January").
func monthOf(s string) (int, bool) {
	m, ok := months[strings.TrimSuffix(strings.ToLower(s), ".")]
	return m, ok
}

var (
	isoDateRe = regexp.MustCompile(`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$`)
	// numDateRe reads 07/14, 7-14, 07/14/26 and 14.07.2026 (dots only
	// with a year: 12.05 alone is an amount).
	numDateRe = regexp.MustCompile(`^(\d{1,2})[/-](\d{1,2})(?:[/-](\d{4}|\d{2})?)?$|^(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})$`)
	// dMonYRe reads 14-Jul-26, 14-JUL-2026, 14Jul26 and Jul-14.
	dMonYRe = regexp.MustCompile(`^(\d{1,2})[-/ ]?([A-Za-z]{3,9})\.?(?:[-/ ]?(\d{4}|\d{2}))?$`)
	monDRe  = regexp.MustCompile(`^([A-Za-z]{3,9})\.?[-/](\d{1,2})(?:[-/](\d{4}|\d{2}))?$`)
	// placeholderDateRe is a date field left unfilled: mm/dd/yyyy,
	// DD-MM-YY, MM/DD.
	placeholderDateRe = regexp.MustCompile(`^(?i)(?:mm[/.-]dd|dd[/.-]mm)(?:[/.-](?:yyyy|yy))?$`)
	dayRe             = regexp.MustCompile(`^(\d{1,2})(?:st|nd|rd|th)?,?$`)
	yearRe            = regexp.MustCompile(`^'?(\d{4}|\d{2}),?$`)
)

// dateParser reads dates from the start of a list of words. DayFirst
// reads numeric dates as DD/MM (as non-US statements print them); Loose
// also accepts a day up to 99, so that a row printed with an impossible
// date (08/32) is still read as dated — and then flagged, not dropped.
type dateParser struct {
	DayFirst bool
	Loose    bool
	// ShortYear accepts a bare two-digit year after a day and a month
	// ("10 AUG 23"); see shortYearDates.
	ShortYear bool
	// Compact accepts six bare digits as a date ("090126", MMDDYY); see
	// compactDates.
	Compact bool
}

// parseDateWords reads a US-ordered date strictly (see dateParser.parse).
func parseDateWords(words []string) (mdate, int, bool) { return dateParser{}.parse(words) }

// parse reads a date from the start of words: MM/DD, M/D, MM/DD/YY,
// MM/DD/YYYY (or their day-first forms), ISO, 14-Jul-26, 14 Jul, 14 July
// 2026, Jul 14, JUL 14, Jan 5, 2026. It returns the date and how many
// words it used.
func (p dateParser) parse(words []string) (mdate, int, bool) {
	if len(words) == 0 {
		return mdate{}, 0, false
	}
	w0 := strings.TrimRight(words[0], ",")
	if p.Loose && placeholderDateRe.MatchString(w0) {
		// A fill-in form's placeholder ("mm/dd/yyyy") where the date
		// should be: the row is read, kept with what it prints and
		// flagged (a day 99 exists in no month), never dropped.
		return mdate{Month: 1, Day: 99, Printed: words[0]}, 1, true
	}
	if p.Compact {
		if d, ok := compactDate(w0, p.DayFirst); ok {
			return d, 1, true
		}
	}
	if m := isoDateRe.FindStringSubmatch(w0); m != nil {
		y, _ := strconv.Atoi(m[1])
		return p.make(y, atoi(m[2]), atoi(m[3]), words[0], 1)
	}
	if m := numDateRe.FindStringSubmatch(w0); m != nil {
		a, b, yy := numParts(m)
		if p.DayFirst {
			a, b = b, a
		}
		y := 0
		if yy != "" {
			y = fullYear(yy)
		}
		return p.make(y, a, b, words[0], 1)
	}
	if m := dMonYRe.FindStringSubmatch(w0); m != nil {
		if mo, ok := monthOf(m[2]); ok {
			y, n, printed := 0, 1, words[0]
			if m[3] != "" {
				y = fullYear(m[3])
			} else if d, k, ok := p.yearAfter(words, 1); ok {
				y, n, printed = d, 1+k, strings.Join(words[:1+k], " ")
			}
			return p.make(y, mo, atoi(m[1]), printed, n)
		}
	}
	if m := monDRe.FindStringSubmatch(w0); m != nil {
		if mo, ok := monthOf(m[1]); ok {
			y := 0
			if m[3] != "" {
				y = fullYear(m[3])
			}
			return p.make(y, mo, atoi(m[2]), words[0], 1)
		}
	}
	if len(words) < 2 {
		return mdate{}, 0, false
	}
	// "Jul 14", "JUL 14", "Jan 5, 2026".
	if mo, ok := monthOf(words[0]); ok {
		if m := dayRe.FindStringSubmatch(words[1]); m != nil {
			y, n := 0, 2
			if yy, k, ok := p.yearAfter(words, 2); ok {
				y, n = yy, 2+k
			}
			return p.make(y, mo, atoi(m[1]), strings.Join(words[:n], " "), n)
		}
		return mdate{}, 0, false
	}
	// "14 Jul", "3 February 2026".
	if m := dayRe.FindStringSubmatch(words[0]); m != nil {
		if mo, ok := monthOf(strings.TrimRight(words[1], ",")); ok {
			y, n := 0, 2
			if yy, k, ok := p.yearAfter(words, 2); ok {
				y, n = yy, 2+k
			}
			return p.make(y, mo, atoi(m[1]), strings.Join(words[:n], " "), n)
		}
	}
	return mdate{}, 0, false
}

// yearAfter reads a four-digit year at words[i] (a two-digit one only
// after an apostrophe: "Jul 14 '26"), so that an amount or a reference
// after a day-month date is not taken for its year.
func (p dateParser) yearAfter(words []string, i int) (int, int, bool) {
	if i >= len(words) {
		return 0, 0, false
	}
	m := yearRe.FindStringSubmatch(words[i])
	if m == nil || len(m[1]) == 2 && !strings.HasPrefix(words[i], "'") && !(p.ShortYear && shortYearRe.MatchString(words[i])) {
		return 0, 0, false
	}
	// A statement's year is this century's: "4 Jan 1091 Check" is a
	// check number after a date, not the year 1091.
	if y := fullYear(m[1]); y >= 1990 && y <= 2099 {
		return y, 1, true
	}
	return 0, 0, false
}

func (p dateParser) make(y, mo, d int, printed string, n int) (mdate, int, bool) {
	maxDay := 31
	if p.Loose {
		maxDay = 99
	}
	if mo < 1 || mo > 12 || d < 1 || d > maxDay {
		return mdate{}, 0, false
	}
	return mdate{Year: y, Month: mo, Day: d, Printed: printed}, n, true
}

// numParts returns the two numbers and the year of a numDateRe match,
// whichever of its forms matched.
func numParts(m []string) (int, int, string) {
	if m[1] != "" {
		return atoi(m[1]), atoi(m[2]), m[3]
	}
	return atoi(m[4]), atoi(m[5]), m[6]
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// fullYear reads a year: two digits are in this century.
func fullYear(s string) int {
	y := atoi(s)
	if len(s) <= 2 {
		y += 2000
	}
	return y
}

func validMD(m, d int) bool { return m >= 1 && m <= 12 && d >= 1 && d <= 31 }

// fullDateRe finds dates with a year anywhere in a line of text.
var fullDateRe = regexp.MustCompile(`(?i)\b(?:(\d{1,2})/(\d{1,2})/(\d{4}|\d{2})|(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})|(\d{4})-(\d{2})-(\d{2}))\b`)

func findFullDates(s string) []time.Time {
	var out []time.Time
	for _, m := range fullDateRe.FindAllStringSubmatch(s, -1) {
		var y, mo, d int
		if m[7] != "" {
			y, _ = strconv.Atoi(m[7])
			mo, _ = strconv.Atoi(m[8])
			d, _ = strconv.Atoi(m[9])
		} else if m[1] != "" {
			mo, _ = strconv.Atoi(m[1])
			d, _ = strconv.Atoi(m[2])
			y, _ = strconv.Atoi(m[3])
			if y < 100 {
				y += 2000
			}
		} else {
			mo = months[strings.ToLower(m[4])]
			d, _ = strconv.Atoi(m[5])
			y, _ = strconv.Atoi(m[6])
		}
		if !validMD(mo, d) {
			continue
		}
		t := time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC)
		if t.Day() != d {
			continue
		}
		out = append(out, t)
	}
	return out
}

// resolveYear picks the year for a month/day printed without one. The
// date must fall inside the statement period (with a week of slack for
// posting lag); for a period from December into January that means a
// December date takes the start year and a January date the end year.
// ok is false when the printed date is not a real calendar day (02/29 of
// a common year, 04/31, 08/32): the caller keeps the row with its printed
// date instead of letting it roll into the next month.
func resolveYear(d mdate, start, end time.Time, havePeriod bool) (time.Time, bool) {
	real := func(y int) (time.Time, bool) {
		t := time.Date(y, time.Month(d.Month), d.Day, 0, 0, 0, 0, time.UTC)
		return t, t.Day() == d.Day && t.Month() == time.Month(d.Month)
	}
	if d.Year != 0 {
		return real(d.Year)
	}
	if !havePeriod {
		return real(time.Now().UTC().Year())
	}
	var best time.Time
	bestDist, found := time.Duration(1<<62), false
	for y := start.Year() - 1; y <= end.Year()+1; y++ {
		t, ok := real(y)
		if !ok {
			continue
		}
		var dist time.Duration
		switch {
		case t.Before(start):
			dist = start.Sub(t)
		case t.After(end):
			dist = t.Sub(end)
		}
		if dist < bestDist {
			best, bestDist, found = t, dist, true
		}
	}
	if !found {
		// 02/29 with no leap year near the period, or 08/32.
		return time.Time{}, false
	}
	// A Feb 29 that fits only a leap year outside the period is not a
	// real day of this statement.
	if bestDist > 60*24*time.Hour {
		return best, false
	}
	return best, true
}

// foldConfusables maps look-alike characters to the Latin letters they
// imitate (Cyrillic and Greek capitals, the digit zero inside a word), so
// that a heading typed with homoglyphs ("DAТЕ" with Cyrillic Т and Е,
// "DESCRIPTI0N") still reads as the word it shows.
func foldConfusables(s string) string {
	var b strings.Builder
	rs := []rune(s)
	for i, r := range rs {
		if c, ok := confusables[r]; ok {
			b.WriteRune(c)
			continue
		}
		if (r == '0' || r == '1') && i > 0 && unicode.IsLetter(rs[i-1]) {
			if r == '0' {
				b.WriteRune('O')
			} else {
				b.WriteRune('I')
			}
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

var confusables = map[rune]rune{
	'А': 'A', 'В': 'B', 'С': 'C', 'Е': 'E', 'Н': 'H', 'І': 'I', 'Ј': 'J', 'К': 'K', 'М': 'M', 'О': 'O', 'Р': 'P',
	'Ѕ': 'S', 'Т': 'T', 'Х': 'X', 'У': 'Y', 'а': 'a', 'с': 'c', 'е': 'e', 'о': 'o', 'р': 'p', 'х': 'x', 'у': 'y',
	'і': 'i', 'ј': 'j', 'ѕ': 's', 'Α': 'A', 'Β': 'B', 'Ε': 'E', 'Η': 'H', 'Ι': 'I', 'Κ': 'K', 'Μ': 'M', 'Ν': 'N',
	'Ο': 'O', 'Ρ': 'P', 'Τ': 'T', 'Χ': 'X', 'Υ': 'Y', 'Ζ': 'Z', 'é': 'e', 'è': 'e', 'ë': 'e',
}
