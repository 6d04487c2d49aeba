package statement

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// hseg is one segment of a header line: words separated from their
// neighbours by a wide gap (a cell of the header, one side of a two-column
// header). The header rules work on segments because statements put
// independent fields side by side on one baseline ("JOHN CITIZEN" on the
// left, "Account Number: ..." on the right).
type hseg struct {
	text           string
	x0, x1, y0, y1 float64
	size           float64 // largest font size (em) of its words
	line           int     // index of its line in the page's lines
}

func (s hseg) height() float64 { return s.y1 - s.y0 }

// headerSegs splits lines into segments, top to bottom.
func headerSegs(ls []line) []hseg {
	var out []hseg
	for i, l := range ls {
		for _, ws := range headerSegments(l) {
			s := hseg{text: joinWords(ws), x0: ws[0].X0, x1: ws[len(ws)-1].X1, y0: l.Y0, y1: l.Y1, line: i}
			for _, w := range ws {
				s.size = math.Max(s.size, em(w))
			}
			out = append(out, s)
		}
	}
	return out
}

// isRowLine reports a transaction-like line: it starts with a date and
// carries an amount. Header rules stop at the first such line on page one
// and never read names, numbers or periods from rows: descriptions name
// other banks, other accounts and other people.
func isRowLine(l line) bool {
	if len(l.Words) < 2 {
		return false
	}
	// Cheap test first: a row's first word is a number or a month.
	w0 := l.Words[0].Text
	if c := w0[0]; (c < '0' || c > '9') && monthName(strings.TrimRight(w0, ",")) == 0 {
		return false
	}
	n := min(3, len(l.Words))
	ws := make([]string, n)
	for i := range n {
		ws[i] = l.Words[i].Text
	}
	if _, _, ok := parseDateWords(ws); !ok && !leadingDateRe.MatchString(l.Words[0].Text) {
		return false
	}
	for _, w := range l.Words[1:] {
		if _, ok := headerAmount(w.Text); ok {
			return true
		}
	}
	return false
}

// leadingDateRe is a row date in the forms parseDateWords does not read:
// 1-Jan-19, 03-Feb, 2026/03/01, and a numeric date written day first
// (30-06-2022, 31/03/2025), which the month-first reading refuses.
var leadingDateRe = regexp.MustCompile(`(?i)^(\d{1,2}-[a-z]{3}(-\d{2,4})?|\d{4}[/.]\d{1,2}[/.]\d{1,2}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4})$`)

// headerLines are the lines of page one above the transactions: the part
// of the statement that names the bank, the holder and the account. The
// transactions start at the first row followed closely by another (a
// lone dated line with an amount, such as a statement balance, is not a
// table). When no table is found it is the whole page.
func headerLines(first []line) []line {
	rows := make([]bool, len(first))
	for i, l := range first {
		// A strip of dated header values under their labels ("Datum
		// vanaf" over "01-06-2025", "Beginsaldo" over "36.699,95 CR")
		// is header, not the table's first row.
		rows[i] = isRowLine(l) && !labelledStrip(first, i)
	}
	for i := range first {
		if h, ok := parseHeader(first[i]); ok && h.Txn {
			// A transaction table's header whose rows follow (their
			// descriptions may run over many lines each).
			for j := i + 1; j < len(first) && j <= i+3; j++ {
				if rows[j] {
					return first[:i]
				}
			}
		}
		if dateHeadedHeader(first, i) {
			// A date-headed table's header (see dateHeadedLines): its
			// rows are dated by the heading line under it.
			return first[:i]
		}
		if !rows[i] {
			continue
		}
		for j := i + 1; j < len(first) && j <= i+4; j++ {
			if rows[j] {
				return first[:i]
			}
		}
	}
	return first
}

// outsideTables returns the lines of a page that are neither rows nor
// lines between rows (a description's continuation lines name other
// accounts, dates and people too).
func outsideTables(ls []line) []line {
	rows := make([]bool, len(ls))
	for i, l := range ls {
		rows[i] = isRowLine(l)
	}
	near := func(i, step int) bool {
		for j, n := i+step, 0; j >= 0 && j < len(ls) && n < 3; j, n = j+step, n+1 {
			if rows[j] {
				return true
			}
		}
		return false
	}
	var out []line
	for i, l := range ls {
		if !rows[i] && !(near(i, -1) && near(i, 1)) {
			out = append(out, l)
		}
	}
	return out
}

// lineHasMoney reports whether any word of l reads as an amount.
func lineHasMoney(l line) bool {
	for _, w := range l.Words {
		if _, ok := headerAmount(w.Text); ok {
			return true
		}
	}
	return false
}

// moneyRe is an amount with cents, allowing the separator slips seen on
// scanned and hand-made statements ("40,000,00", "44.079.83") and
// continental grouping ("1.234,56"): the last separator followed by
// exactly two digits is the decimal point, every earlier group has three
// digits. A sign, parentheses, a currency symbol or code, and a trailing
// minus or CR/DR may surround it.
var moneyRe = regexp.MustCompile(`^(\()?([-+])?((?:[A-Z]{1,3})?[$£€¥₹]|[A-Z]{3}\s?)?([-+])?(\d{1,3}(?:[,.' ]\d{3})*|\d{1,2}(?:,\d{2})+,\d{3}|\d+)[.,](\d{2})(\))?(-)?\s?(CR|DR)?$`)

// headerAmount reads a money token as signed cents. Balances are signed:
// a minus in any position, parentheses or DR make it negative (an
// overdrawn balance), CR keeps it positive.
func headerAmount(s string) (int64, bool) {
	s = strings.ToUpper(strings.TrimSpace(s))
	s = strings.TrimRight(s, ":;")
	// Typeset pages print the minus sign (U+2212), as parseAmount reads it.
	s = strings.ReplaceAll(s, "−", "-")
	if s == "" || !strings.ContainsAny(s, "0123456789") {
		return 0, false
	}
	m := moneyRe.FindStringSubmatch(wholeZero(s))
	if m == nil {
		return 0, false
	}
	if (m[1] == "(") != (m[7] == ")") {
		return 0, false
	}
	if code := strings.TrimSpace(m[3]); len(code) == 3 && !strings.ContainsAny(code, "$£€¥₹") && !isoCurrency[code] {
		return 0, false
	}
	whole, err := strconv.ParseInt(strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, m[5]), 10, 64)
	if err != nil {
		return 0, false
	}
	frac, _ := strconv.ParseInt(m[6], 10, 64)
	v := whole*100 + frac
	if m[1] == "(" || m[2] == "-" || m[4] == "-" || m[8] == "-" || m[9] == "DR" {
		v = -v
	}
	return v, true
}

// nameish reports text that can be a person's or a business's name: one
// to seven words with letters, no number standing alone (house numbers,
// mail-sort codes), no label colon, no money, no date, no statement
// heading.
func nameish(s string) bool {
	s = strings.TrimSpace(s)
	if numberedCompanyRe.MatchString(s) {
		return true
	}
	ws := strings.Fields(s)
	if len(ws) == 0 || len(ws) > 7 {
		return false
	}
	if strings.ContainsAny(s, ":@$£€#|") || len(findDates(s)) > 0 || maskedRe.MatchString(s) {
		// A masked account number ("XXXX-XXXX-3382") has letters too.
		return false
	}
	letters := 0
	for _, w := range ws {
		wl := 0
		for _, r := range w {
			if unicode.IsLetter(r) {
				wl++
			}
		}
		if wl == 0 && w != "&" && w != "-" {
			return false
		}
		letters += wl
	}
	return letters >= 2 && !headingRe.MatchString(s)
}

// headingRe are words of statement furniture that never make up a name.
var headingRe = regexp.MustCompile(`(?i)\b(statements?|accounts?|summary|balances?|page|period|transactions|activity|history|customer (?:service|care|support)|information|important|messages?|member fdic|equal housing|visit us|follow us|like us|questions|address)\b`)

// fuzzyWord maps a misspelt or mis-recognised word to the label word it
// is one edit away from ("Begining", "Balence", "Statment"), so labels on
// forged and scanned statements still read. Real words one edit away from
// a label word are left alone.
func fuzzyWord(w string, vocab []string) string {
	lw := strings.ToLower(w)
	if len(lw) < 5 || notFuzzy[lw] {
		return w
	}
	for _, v := range vocab {
		if lw == v {
			return w
		}
	}
	for _, v := range vocab {
		if len(v) >= 6 && editDistance1(lw, v) {
			return v
		}
	}
	return w
}

// notFuzzy are real words one edit away from a label word.
var notFuzzy = map[string]bool{
	"pending": true, "lending": true, "sending": true, "tending": true, "vending": true, "bending": true,
	"mending": true, "fending": true, "closings": true, "balanced": true, "balances": true, "forwards": true,
	"starling": true, "startling": true, "accounts": true, "numbers": true,
}

// editDistance1 reports whether a and b differ by exactly one insertion,
// deletion, substitution or transposition of neighbours.
func editDistance1(a, b string) bool {
	if a == b {
		return false
	}
	la, lb := len(a), len(b)
	if la > lb {
		a, b, la, lb = b, a, lb, la
	}
	if lb-la > 1 {
		return false
	}
	i := 0
	for i < la && a[i] == b[i] {
		i++
	}
	if la == lb {
		if a[i+1:] == b[i+1:] {
			return true
		}
		return i+1 < la && a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:]
	}
	return a[i:] == b[i+1:]
}

// fuzzyText applies fuzzyWord to every word of s, keeping the spacing.
func fuzzyText(s string, vocab []string) string {
	ws := strings.Fields(s)
	for i, w := range ws {
		core := strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) })
		if core == "" {
			continue
		}
		if f := fuzzyWord(core, vocab); f != core {
			ws[i] = strings.Replace(w, core, f, 1)
		}
	}
	return strings.Join(ws, " ")
}

// lettersOnly lowercases s and drops everything but letters and digits,
// to compare names whatever their spacing and punctuation.
func lettersOnly(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// bareCentsRe is an amount printed without its whole part: ".00", "$.26",
// "(.50)", "-.75": how mainframe statements print a zero or a few cents
// ("Previous Balance .00").
var bareCentsRe = regexp.MustCompile(`^([(\-+]?\$?)\.(\d{2}(?:\)|-|CR|DR)?)$`)

// wholeZero writes the zero a bare-cents amount leaves out (".00" →
// "0.00"); other text is returned as it is.
func wholeZero(s string) string {
	if m := bareCentsRe.FindStringSubmatch(s); m != nil {
		return m[1] + "0." + m[2]
	}
	return s
}
