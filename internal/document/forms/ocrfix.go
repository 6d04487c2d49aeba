package forms

import (
	"math"
	"regexp"
	"strings"
	"unicode/utf8"
)

// Correction records one change made to a word read by OCR before the
// form was read: the page, the word as recognised, the word as read and
// why. Identifiers (nine digits or more that are not an amount) are
// recorded masked to their last four digits, so a Social Security number
// never reaches a result through its correction.
type Correction struct {
	Page int    `json:"page"`
	From string `json:"from"`
	To   string `json:"to"`
	Why  string `json:"why"`
}

// Why values of a Correction.
const (
	WhyBoxRule     = "box rule"                     // a box's ruled edge read as "|" or "[" beside the value
	WhyGroupSplit  = "digit group split"            // "1,034, 428": one figure the engine read as two words
	WhyGlyph       = "letter in figure"             // "l"/"1", "O"/"0", "S"/"5", "B"/"8" inside a figure
	WhyFigure      = "figure punctuation"           // "2:901.", "2,320)": a colon read for the comma, a speck after the figure
	WhyCheckbox    = "checkbox"                     // "[X]LLC": a box and its option read as one word
	WhyArithmetic  = "arithmetic"                   // an OCR alternative the return's own arithmetic chose
	WhyPercent     = "percent sign read as a digit" // "593" for 59% in an ownership box
	WhyStateZip    = "state"                        // "CA" beside a Georgia ZIP: a state read as a look-alike code
	WhyDate        = "date"                         // "zune 17, 1982": a month's name a letter off, a speck for the comma
	WhyHouseNumber = "house number split"           // "71 17 Harbor Blvd": one number read as two
	WhyReread      = "cell read again"              // a label's value the page's OCR left out, read from its cell alone
)

// ruleChars are what a scanner's box rules and stray bars become in OCR
// text. None of them is ever part of a value on a form.
const ruleChars = "|¦[]{}!"

// leadChars are ruleChars and the underscore a box's bottom-left corner
// is read as ("_|89501"): no value begins with one. (A trailing one is a
// line label's speck, "b_", which labelSpecks reads.)
const leadChars = ruleChars + "_"

// cleanOCR repairs the words of a page read by OCR the way a form needs
// them: box rules around a value dropped, a figure split at a digit group
// joined, letters read inside a figure turned back into digits, and a
// checkbox read glued to its option split from it. Each change is
// recorded. The text layer of a born-digital form is never passed here:
// it is exact, and its answers must stay so.
func cleanOCR(ts []tok, page int) ([]tok, []Correction) {
	var fixes []Correction
	record := func(from, to, why string) {
		fixes = append(fixes, Correction{Page: page, From: maskID(from), To: maskID(to), Why: why})
	}
	var out []tok
	for i, t := range ts {
		if i+1 < len(ts) {
			// The engine's box of a word can run over the next word's
			// ("Dateof" to the end of "Birth:"): it ends where the
			// next begins, so the halves of a split word stay before it.
			if n := ts[i+1]; math.Abs(n.cy()-t.cy()) < t.h()/2 && n.X0 > t.X0 && n.X0 < t.X1 {
				t.X1 = n.X0 - 1
			}
		}
		if mark, rest, ok := splitCheckbox(t.Text); ok {
			// "[X]LLC": the mark, then the option where its letters stand.
			w := (t.X1 - t.X0) / math.Max(float64(utf8.RuneCountInString(t.Text)), 1)
			cut := t.X0 + w*float64(utf8.RuneCountInString(t.Text)-utf8.RuneCountInString(rest))
			if mark != "" {
				m := t
				m.Text, m.X1 = mark, cut-w
				out = append(out, m)
			}
			if rest != "" {
				r := t
				r.Text, r.X0 = rest, cut
				out = append(out, r)
			}
			record(t.Text, strings.TrimSpace(mark+" "+rest), WhyCheckbox)
			continue
		}
		s := strings.TrimRight(strings.TrimLeft(t.Text, leadChars), ruleChars)
		if s == "" {
			continue // a rule alone: nothing to record, it was never a word
		}
		if s != t.Text {
			// Shrink the box by the characters dropped, so gaps stay true.
			w := (t.X1 - t.X0) / math.Max(float64(utf8.RuneCountInString(t.Text)), 1)
			lead := utf8.RuneCountInString(t.Text) - utf8.RuneCountInString(strings.TrimLeft(t.Text, leadChars))
			trail := utf8.RuneCountInString(t.Text) - utf8.RuneCountInString(strings.TrimRight(t.Text, ruleChars))
			record(t.Text, s, WhyBoxRule)
			t.X0 += w * float64(lead)
			t.X1 -= w * float64(trail)
			t.Text = s
		}
		if a, b, ok := splitCamel(t.Text); ok {
			// "BusinessAs": two words of a label read as one. The halves
			// touch, so a value split this way is joined again.
			w := (t.X1 - t.X0) / math.Max(float64(utf8.RuneCountInString(t.Text)), 1)
			l, r := t, t
			l.Text, l.X1 = a, t.X0+w*float64(utf8.RuneCountInString(a))
			r.Text, r.X0 = b, l.X1
			out = append(out, l, r)
			continue
		}
		if f, ok := fixFigure(t.Text); ok {
			record(t.Text, f, WhyFigure)
			t.Text = f
		}
		if f, ok := fixGlyphs(t.Text); ok {
			record(t.Text, f, WhyGlyph)
			t.Text = f
		}
		out = append(out, t)
	}
	out = labelSpecks(out)
	out, joined := joinGroups(out)
	for _, j := range joined {
		record(j[0], j[1], WhyGroupSplit)
	}
	return out, fixes
}

// checkboxRe is a checkbox OCR read as text at the start of a word: "[X]",
// "[x]", "(X)", "X]", "[_]", "[]", "[ ]"; the option printed after it may
// be glued to it ("[X]LLC").
var checkboxRe = regexp.MustCompile(`^(?:[\[(|]\s*([xX✓✔]?|_)\s*[\])|]|([xX✓✔])[\])|])(.*)$`)

// splitCheckbox splits a word that begins with a checkbox into its mark
// ("X" when ticked, "" when empty) and the option text after it.
func splitCheckbox(s string) (mark, rest string, ok bool) {
	m := checkboxRe.FindStringSubmatch(s)
	if m == nil {
		return "", "", false
	}
	mark = m[1] + m[2]
	if mark == "_" {
		mark = ""
	}
	if mark != "" {
		mark = "X"
	}
	rest = strings.TrimLeft(m[3], ruleChars+" ")
	if rest != "" && !startsLetter(rest) {
		return "", "", false // "(1)" or "[2]": a note's number, not a box
	}
	return mark, rest, true
}

func startsLetter(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z'
}

// glyphDigit maps the letters OCR reads in place of digits to the digit.
var glyphDigit = map[rune]rune{'l': '1', 'I': '1', 'O': '0', 'o': '0', 'D': '0', 'S': '5', 's': '5', 'B': '8', 'T': '7'}

// figureShapes are the shapes a corrected word must take: an amount with
// its grouping, a plain number, a date, a dashed identifier. A word that
// takes none of them after the change keeps its letters.
var figureShapes = []*regexp.Regexp{
	regexp.MustCompile(`^\(?-?\$?\d{1,3}(,\d{3})+(\.\d{2})?\)?$`),
	regexp.MustCompile(`^\$?\d+(\.\d{2})?$`),
	regexp.MustCompile(`^\d{1,2}/\d{1,2}/(\d{2}|\d{4})$`),
	regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`),
	regexp.MustCompile(`^\d{2,3}-\d{2,7}(-\d{4})?$`),
}

// fixGlyphs turns the letters of a figure back into the digits OCR
// mistook them for ("1,O34,428", "l2,500", "S,000", "2O24"). It changes a
// word only when at least two of its characters are digits, every letter
// in it is a look-alike, and the result has the shape of a figure: words
// of a caption ("SO", "Ill") and form names ("1120-S") are left alone. A
// leading "S" before a digit is the dollar sign when the rest reads as an
// amount.
func fixGlyphs(s string) (string, bool) {
	nd, nl := 0, 0
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			nd++
		case glyphDigit[r] != 0:
			nl++
		case strings.ContainsRune(",.$()-/", r):
		default:
			return "", false
		}
	}
	if nl == 0 || nd < 2 {
		return "", false
	}
	if strings.HasPrefix(s, "S") && len(s) > 1 && (s[1] >= '0' && s[1] <= '9') {
		if f, ok := fixGlyphs("$" + s[1:]); ok && isFigure(f) {
			return f, true
		}
		if isFigure("$" + s[1:]) {
			return "$" + s[1:], true
		}
	}
	f := strings.Map(func(r rune) rune {
		if d := glyphDigit[r]; d != 0 {
			return d
		}
		return r
	}, s)
	if !isFigure(f) {
		return "", false
	}
	return f, true
}

func isFigure(s string) bool {
	for _, re := range figureShapes {
		if re.MatchString(s) {
			return true
		}
	}
	return false
}

var (
	groupHeadRe    = regexp.MustCompile(`^\(?-?\$?\d{1,3}(,\d{3})*(,\d{0,2})?$`)
	groupTailRe    = regexp.MustCompile(`^,?\d{1,3}(,\d{3})*(\.\d{2})?\)?$`)
	bareHeadRe     = regexp.MustCompile(`^\d{1,3}$`)
	millionsTailRe = regexp.MustCompile(`^\d{3},\d{3}(\.\d{2})?$`)
	groupedRe      = regexp.MustCompile(`^\(?-?\$?\d{1,3}(,\d{3})+(\.\d{2})?\)?$`)
)

// joinGroups joins a figure the engine split at a digit group ("1,034,"
// "428" or "1,034" ",428" → "1,034,428"): two words on one line, close
// together, with a comma at the split and a valid thousands grouping once
// joined. "1,034 428" (no comma at the split) is joined only when the gap
// is narrower than a space: two figures of adjacent columns stand further
// apart.
func joinGroups(ts []tok) ([]tok, [][2]string) {
	// The next word right of each on its line. Words are compared in
	// pairs, not sorted: OCR'd lines and a text layer's words differ a
	// little in height, and no sort order is consistent with "same line".
	next := make([]int, len(ts))
	for i := range ts {
		next[i] = -1
		if !groupHeadRe.MatchString(ts[i].Text) {
			continue
		}
		best := math.MaxFloat64
		for j := range ts {
			gap := ts[j].X0 - ts[i].X1
			if j == i || math.Abs(ts[j].cy()-ts[i].cy()) > 1 || gap < -1 || gap >= best {
				continue
			}
			next[i], best = j, gap
		}
	}
	gone := make([]bool, len(ts))
	var out []tok
	var joined [][2]string
	for i := range ts {
		if gone[i] {
			continue
		}
		t := ts[i]
		for k := next[i]; k >= 0 && !gone[k]; k = next[k] {
			n := ts[k]
			h := math.Max(t.h(), 1)
			gap := n.X0 - t.X1
			if gap > 0.8*h || !groupHeadRe.MatchString(t.Text) || !groupTailRe.MatchString(n.Text) {
				break
			}
			var j string
			switch {
			case strings.HasSuffix(t.Text, ",") && strings.HasPrefix(n.Text, ","):
				j = t.Text + n.Text[1:]
			case strings.HasSuffix(t.Text, ",") || strings.HasPrefix(n.Text, ","):
				j = t.Text + n.Text
			case strings.Contains(t.Text, ",") && groupedRe.MatchString(t.Text+n.Text) && !groupedRe.MatchString(t.Text):
				j = t.Text + n.Text // "5,2" "90": split inside a group
			case gap < 0.3*h && strings.Contains(t.Text, ","):
				j = t.Text + "," + n.Text
			case gap < 0.45*h && bareHeadRe.MatchString(t.Text) && millionsTailRe.MatchString(n.Text):
				// "3 714,877": the millions' comma lost with the
				// space read in its place, the rest grouped as
				// printed. A lone line number is set further off.
				j = t.Text + "," + n.Text
			}
			if j == "" || !groupedRe.MatchString(j) {
				break
			}
			joined = append(joined, [2]string{t.Text + " " + n.Text, j})
			t.Text, t.X1 = j, n.X1
			gone[k] = true
		}
		out = append(out, t)
	}
	return out, joined
}

// maskID keeps only the last four digits of a word holding nine digits
// or more that is not an amount: what a correction records must never
// carry a full SSN.
func maskID(s string) string {
	if len(digits(s)) < 9 || groupedRe.MatchString(s) {
		return s
	}
	n := 0
	total := len(digits(s))
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			n++
			if n <= total-4 {
				return 'X'
			}
		}
		return r
	}, s)
}

var (
	camelRe   = regexp.MustCompile(`^([A-Z][a-z]{2,})([A-Z][a-z]+:?)$`)
	pctWordRe = regexp.MustCompile(`^(%)([a-z]{2,}:?)$`)
	// ofRe is a caption's noun and the "of" after it read as one word
	// ("Dateof Birth", "Typeof Business"): the nouns application
	// captions put before "of".
	ofRe = regexp.MustCompile(`^(Date|Type|Use|Place|Source|Purpose|Country|State|Number|Proof)(of)$`)
)

// splitCamel splits a word OCR read from two words of a label that
// touch: two capitalised words ("BusinessAs", "OwnerName:"), a caption's
// noun and "of" ("Dateof Birth"), or a percent sign and the word after it
// ("%of Ownership", whose caption is then still the "% of Ownership"
// label and not a heading naming an owner). Names such as "McDonald" (a
// short first part) stay whole.
func splitCamel(s string) (string, string, bool) {
	m := camelRe.FindStringSubmatch(s)
	if m == nil {
		m = pctWordRe.FindStringSubmatch(s)
	}
	if m == nil {
		m = ofRe.FindStringSubmatch(s)
	}
	if m == nil {
		return "", "", false
	}
	return m[1], m[2], true
}

var (
	labelPunctRe  = regexp.MustCompile(`^([1-9]\d?[a-z]?)[.,:;°]$`)
	oneLetterRe   = regexp.MustCompile(`^[lI]([a-e])[.,:]?$`)
	letterSpeckRe = regexp.MustCompile(`^([a-e])[_.,:]$`)
)

var (
	sepRe      = regexp.MustCompile(`(\d)[:;](\d{3})(\D|$)`)
	trailPunct = regexp.MustCompile(`^(.*\d)[.:;'’_]$`)
)

// fixFigure repairs the punctuation OCR puts in and around a figure: a
// colon or semicolon read for the thousands comma ("2:901"), one speck
// read after it ("2,901."; a trailing comma is left for joinGroups: it
// marks a figure split at a group), a closing parenthesis without its opening
// one (the box's edge: "2,320)"). The result must be a figure.
func fixFigure(s string) (string, bool) {
	if len(digits(s)) < 3 {
		return "", false // "0...": a dot leader, "8.": a line label
	}
	f := s
	for {
		g := sepRe.ReplaceAllString(f, "$1,$2$3")
		if g == f {
			break
		}
		f = g
	}
	if m := trailPunct.FindStringSubmatch(f); m != nil {
		f = m[1]
	}
	if strings.HasSuffix(f, ")") && !strings.HasPrefix(f, "(") {
		f = strings.TrimSuffix(f, ")")
	}
	// Only a grouped amount: "4797)" and "4562." end captions ("Form
	// 4797)"), and a number there must stay out of the amounts.
	if f == s || !groupedRe.MatchString(f) {
		return "", false
	}
	return f, true
}

// labelSpecks drops the speck OCR reads after a line label ("21." "3;")
// when a caption word follows it on its line: elsewhere "2." is dot
// leader or text, and must not become a number.
func labelSpecks(ts []tok) []tok {
	for i := range ts {
		if i+1 >= len(ts) {
			continue
		}
		n := ts[i+1]
		if math.Abs(n.cy()-ts[i].cy()) > 1 || n.X0 <= ts[i].X1 {
			continue
		}
		if m := labelPunctRe.FindStringSubmatch(ts[i].Text); m != nil && n.X0-ts[i].X1 < 48 && startsLetter(n.Text) {
			ts[i].Text = m[1]
		}
		if m := letterSpeckRe.FindStringSubmatch(ts[i].Text); m != nil && n.X0-ts[i].X1 < 48 && startsUpper(n.Text) {
			ts[i].Text = m[1] // "b_ Returns and allowances": a sub-line's letter
		}
		// "la" "lb" "Ic": line 1's sub-lines with the 1 read as a letter,
		// before their caption or, as a marker, before their amount.
		if m := oneLetterRe.FindStringSubmatch(ts[i].Text); m != nil && (n.X0-ts[i].X1 < 48 && startsLetter(n.Text) || isAmountTok(n.Text)) {
			ts[i].Text = "1" + m[1]
		}
	}
	return ts
}

func startsUpper(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return r >= 'A' && r <= 'Z'
}
