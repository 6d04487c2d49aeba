package ocr

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// Alternative is one plausible reading of a token OCR may have got
// wrong. The statement engine applies one only when it makes the
// statement's own arithmetic close; this package only proposes.
type Alternative struct {
	Text string
	// Cents is the amount of a money alternative (negative for a debit
	// sign); 0 for dates.
	Cents int64
	// Changes say what was changed, in order, e.g. `"l"→"1" at 2`.
	Changes []string
	// Cost ranks alternatives: 1 per character changed that OCR commonly
	// confuses, 2 for a digit read as another digit or a separator
	// restored. Lower is more likely.
	Cost int
}

// glyphDigits are characters OCR reads in place of a digit, with the
// digit(s) they usually are.
var glyphDigits = map[rune][]rune{
	'l': {'1'}, 'I': {'1'}, 'i': {'1'}, '|': {'1'}, '!': {'1'}, ']': {'1'}, '[': {'1'},
	'O': {'0'}, 'o': {'0'}, 'D': {'0'}, 'Q': {'0'}, 'U': {'0'},
	'S': {'5'}, 's': {'5'}, '§': {'5'},
	'B': {'8'}, '&': {'8'},
	'Z': {'2'}, 'z': {'2'},
	'G': {'6'}, 'b': {'6'},
	'T': {'7'},
	'g': {'9'}, 'q': {'9'},
	'A': {'4'},
}

// digitSwaps are digits printed small fonts and low resolutions turn into
// each other; at most one is tried per alternative.
var digitSwaps = map[rune][]rune{
	'0': {'8', '6'}, '1': {'7', '4'}, '3': {'8'}, '4': {'1'}, '5': {'6', '3'},
	'6': {'5', '8', '0'}, '7': {'1'}, '8': {'3', '6', '0', '9'}, '9': {'8'},
}

var moneyShape = regexp.MustCompile(`^(-)?\$?(\d{1,3}(?:,\d{3})*|\d+)\.(\d{2})(-)?$`)

// MoneyAlternatives lists plausible corrections of a money token as OCR
// read it: letters read for digits ("l" for 1, "O" for 0, "S" or "§" for
// 5, "B" for 8), a lost or misread decimal point ("1,234,56", "123456"),
// a comma read for a point and stray marks around the figure ("-~616.67",
// "616.67."), and single digits read as their look-alikes (3/8, 5/6, 1/7).
// The token itself is not listed. Alternatives are sorted by Cost and
// capped at 24.
func MoneyAlternatives(token string) []Alternative {
	token = strings.TrimSpace(token)
	if token == "" || len(token) > 24 {
		return nil
	}
	seen := map[string]bool{token: true}
	var out []Alternative
	add := func(text string, cost int, changes []string) {
		m := moneyShape.FindStringSubmatch(text)
		if m == nil || seen[text] {
			return
		}
		seen[text] = true
		c, err := strconv.ParseInt(strings.ReplaceAll(m[2], ",", "")+m[3], 10, 64)
		if err != nil {
			return
		}
		if m[1] != "" || m[4] != "" {
			c = -c
		}
		out = append(out, Alternative{Text: text, Cents: c, Changes: append([]string(nil), changes...), Cost: cost})
	}
	// 1. Clean the edges: marks OCR adds around a figure.
	base, edgeChanges := trimMarks(token)
	cost0 := len(edgeChanges)
	// 2. Glyphs read for digits: every combination (few per token).
	for _, g := range glyphVariants(base, 64) {
		changes := append(append([]string(nil), edgeChanges...), g.changes...)
		cost := cost0 + len(g.changes)
		add(g.text, cost, changes)
		// 3. Separators: the decimal point lost or read as a comma.
		for _, s := range separatorVariants(g.text) {
			add(s.text, cost+2, append(append([]string(nil), changes...), s.changes...))
		}
		// 4. One digit read as another.
		if moneyShape.MatchString(g.text) {
			for i, r := range g.text {
				for _, d := range digitSwaps[r] {
					t := g.text[:i] + string(d) + g.text[i+1:]
					add(t, cost+2, append(append([]string(nil), changes...), fmt.Sprintf("%q→%q at %d (look-alike digit)", r, d, i)))
				}
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Cost < out[j].Cost })
	if len(out) > 24 {
		out = out[:24]
	}
	return out
}

type variant struct {
	text    string
	changes []string
}

// trimMarks removes characters a figure never starts or ends with but
// specks and rules turn into: "~", "'", "‘", ".", ":", ",", "_".
func trimMarks(s string) (string, []string) {
	var changes []string
	for {
		r := []rune(s)
		if len(r) < 2 {
			return s, changes
		}
		switch {
		case strings.ContainsRune("~'‘’`:;,._\"", r[len(r)-1]):
			changes = append(changes, fmt.Sprintf("dropped %q at the end", r[len(r)-1]))
			s = string(r[:len(r)-1])
		case strings.ContainsRune("~'‘’`:;,._\"", r[0]):
			changes = append(changes, fmt.Sprintf("dropped %q at the start", r[0]))
			s = string(r[1:])
		case len(r) > 2 && r[0] == '-' && strings.ContainsRune("~'‘’`:;,._", r[1]):
			changes = append(changes, fmt.Sprintf("dropped %q after the sign", r[1]))
			s = string(r[:1]) + string(r[2:])
		default:
			return s, changes
		}
	}
}

// glyphVariants replaces the letters of s that stand where digits belong
// by the digits they resemble, in every combination (at most limit). A
// leading "$", "S" or "§" may also be the currency sign.
func glyphVariants(s string, limit int) []variant {
	out := []variant{{text: ""}}
	rs := []rune(s)
	for i, r := range rs {
		var opts []variant
		switch {
		case i == 0 && (r == 'S' || r == '§' || r == 's') || i == 1 && rs[0] == '-' && (r == 'S' || r == '§'):
			// A currency sign or a 5.
			opts = []variant{{text: "$", changes: []string{fmt.Sprintf("%q→\"$\" at %d", r, i)}},
				{text: "5", changes: []string{fmt.Sprintf("%q→\"5\" at %d", r, i)}}}
		case glyphDigits[r] != nil:
			for _, d := range glyphDigits[r] {
				opts = append(opts, variant{text: string(d), changes: []string{fmt.Sprintf("%q→%q at %d", r, d, i)}})
			}
		case r == '~' || r == '—' || r == '–':
			opts = []variant{{text: "-", changes: []string{fmt.Sprintf("%q→\"-\" at %d", r, i)}}}
		default:
			opts = []variant{{text: string(r)}}
		}
		var next []variant
		for _, o := range out {
			for _, p := range opts {
				if len(next) >= limit {
					break
				}
				next = append(next, variant{text: o.text + p.text, changes: append(append([]string(nil), o.changes...), p.changes...)})
			}
		}
		out = next
	}
	return out
}

// separatorVariants restores the decimal point of an amount whose point
// was lost or read as a comma, and reads European grouping.
func separatorVariants(s string) []variant {
	var out []variant
	sign, body := "", s
	if strings.HasPrefix(body, "-") {
		sign, body = "-", body[1:]
	}
	cur := ""
	if strings.HasPrefix(body, "$") {
		cur, body = "$", body[1:]
	}
	digits := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, body)
	if len(digits) < 3 || len(digits) > 15 {
		return nil
	}
	// The last separator is the decimal point, whatever OCR made of it.
	if i := strings.LastIndexAny(body, ",. :;"); i >= 0 && len(body)-i-1 == 2 && body[i] != '.' {
		fixed := body[:i] + "." + body[i+1:]
		fixed = strings.ReplaceAll(fixed[:len(fixed)-3], ".", ",") + fixed[len(fixed)-3:]
		out = append(out, variant{text: sign + cur + strings.ReplaceAll(fixed, " ", ","), changes: []string{fmt.Sprintf("%q→\".\" before the cents", body[i])}})
	}
	// No separator at all: the point was lost (cents are always printed).
	if digits == body {
		out = append(out, variant{text: sign + cur + group(digits[:len(digits)-2]) + "." + digits[len(digits)-2:], changes: []string{"restored the lost decimal point"}})
	}
	// A point among commas: "1.234.56" → "1,234.56".
	if strings.Count(body, ".") > 1 {
		i := strings.LastIndex(body, ".")
		out = append(out, variant{text: sign + cur + strings.ReplaceAll(body[:i], ".", ",") + body[i:], changes: []string{"\".\"→\",\" in the thousands"}})
	}
	return out
}

// group inserts thousands commas.
func group(d string) string {
	d = strings.TrimLeft(d, "0")
	if d == "" {
		return "0"
	}
	var b strings.Builder
	for i, r := range d {
		if i > 0 && (len(d)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return b.String()
}

var dateShape = regexp.MustCompile(`^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{2}|\d{4}))?$`)

// DateAlternatives lists plausible corrections of a numeric date token
// (01/15, 01/15/26, 01-15-2026): letters read for digits ("O1/l5/26"), a
// slash read as "1", "l", "I" or "|" ("01115/26"), and a single digit
// read as its look-alike. Only calendar-valid month/day readings are
// listed (month first, as US statements print; the caller decides).
func DateAlternatives(token string) []Alternative {
	token = strings.TrimSpace(token)
	if token == "" || len(token) > 12 {
		return nil
	}
	seen := map[string]bool{token: true}
	var out []Alternative
	add := func(text string, cost int, changes []string) {
		m := dateShape.FindStringSubmatch(text)
		if m == nil || seen[text] {
			return
		}
		mo, _ := strconv.Atoi(m[1])
		day, _ := strconv.Atoi(m[2])
		if mo < 1 || mo > 12 || day < 1 || day > 31 {
			return
		}
		seen[text] = true
		out = append(out, Alternative{Text: text, Changes: append([]string(nil), changes...), Cost: cost})
	}
	base, edge := trimMarks(token)
	// Slashes read as a stroke-like glyph: try each such glyph at the
	// positions a separator belongs (after 2 and after 5 characters).
	cands := []variant{{text: base, changes: edge}}
	rs := []rune(base)
	for _, pos := range []int{1, 2, 4, 5} {
		if pos < len(rs) && strings.ContainsRune("1lI|!", rs[pos]) {
			for _, c := range append([]variant(nil), cands...) {
				cr := []rune(c.text)
				if len(cr) != len(rs) {
					continue
				}
				cr[pos] = '/'
				cands = append(cands, variant{text: string(cr), changes: append(append([]string(nil), c.changes...), fmt.Sprintf("%q→\"/\" at %d", rs[pos], pos))})
			}
		}
	}
	for _, c := range cands {
		for _, g := range glyphVariants(c.text, 32) {
			changes := append(append([]string(nil), c.changes...), g.changes...)
			add(g.text, len(changes), changes)
			if dateShape.MatchString(g.text) {
				for i, r := range g.text {
					for _, d := range digitSwaps[r] {
						add(g.text[:i]+string(d)+g.text[i+1:], len(changes)+2,
							append(append([]string(nil), changes...), fmt.Sprintf("%q→%q at %d (look-alike digit)", r, d, i)))
					}
				}
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Cost < out[j].Cost })
	if len(out) > 24 {
		out = out[:24]
	}
	return out
}

// unambiguous are glyphs that inside a figure can only be one digit
// (some fonts' zero, dotted or slashed, reads as "Q", "D" or "@").
// (S, B, Z and § are not here: "S" may be a "$" or a "5", so those are
// left to MoneyAlternatives and the statement's arithmetic.)
var unambiguous = map[rune]rune{'O': '0', 'o': '0', 'Q': '0', 'D': '0', '@': '0', 'l': '1', 'I': '1', '|': '1'}

// Correction records a change Normalize made to a word.
type Correction struct {
	Word     int    `json:"word"`
	From, To string `json:"-"`
	Why      string `json:"why"`
}

// monthDay is a month abbreviation glued to its day ("Jan5", "Janl"):
// the engine lost the space of "Jan 5".
var monthDay = regexp.MustCompile(`^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)\.?([0-9lIOo|]{1,2})$`)

// dayMonth is a day glued to its month ("11NOV", "11NOV_"): the engine
// lost the space of "11 NOV", and may have read a speck after it.
var dayMonth = regexp.MustCompile(`^([0-9]{1,2})(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[_.,]?$`)

var monthG = regexp.MustCompile(`^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)g$`)

// normalizeToken fixes what is unambiguous in a token that is a figure
// or a date: a dash read as an em or en dash or a tilde before the
// digits, letters that can only be one digit where they stand
// ("11/2@" → "11/20", "1,2O5.00" → "1,205.00"), and a month glued to its
// day ("Jan5" → "Jan 5", "Janl" → "Jan 1"). Anything else is left as
// read. It reports whether it changed the token and why; a result may
// hold a space (two words).
func normalizeToken(t string) (string, string) {
	orig := t
	var why []string
	if m := monthDay.FindStringSubmatch(t); m != nil || monthG.MatchString(t) {
		if m == nil {
			// "Jang": a g for a 9, in the mixed case dates are printed
			// in (an upper-case "JANG" may be a name).
			m = []string{t, t[:3], "9"}
		}
		day := strings.Map(func(r rune) rune {
			if d := unambiguous[r]; d != 0 {
				return d
			}
			return r
		}, m[2])
		if n, err := strconv.Atoi(day); err == nil && n >= 1 && n <= 31 {
			return m[1] + " " + day, "the space between month and day lost"
		}
	}
	if m := dayMonth.FindStringSubmatch(t); m != nil {
		if n, _ := strconv.Atoi(m[1]); n >= 1 && n <= 31 {
			return m[1] + " " + m[2], "the space between day and month lost"
		}
	}
	if m := markedDate.FindStringSubmatch(t); m != nil && validDate(m[1]) {
		// "§=7/31": a row's rule or a scanner's mark read glued before
		// the row's date; a date is never printed after such a mark.
		why = append(why, "a mark before a date dropped")
		t = m[1]
	}
	if m := ruledFigure.FindStringSubmatch(t); m != nil && strings.Trim(m[1], "-—–~") != "" && moneyShape.MatchString(m[2]) && !strings.HasPrefix(m[2], "-") {
		// "_—-3,624.39_", "—=—‘1,221.32": the rule a row is printed
		// on, read into marks around its figure (Trustmark's scan, every
		// row underlined). A figure is printed with one sign at most,
		// never after a quote, "=" or "_": the marks go, the sign with
		// them. Dashes alone ("~-2,007.41") are left to the rules below.
		why = append(why, "a row's rule read as marks around its figure dropped")
		t = m[2]
	}
	if m := figureBarDate.FindStringSubmatch(t); m != nil && validDate(m[2]) {
		// "338.00107/11/25": the rule between two cells of a grid
		// printed three across (Date | Type | Amount, repeated) read as
		// a "1" or bar and glued between one cell's figure and the next
		// cell's date. A figure ends with its two decimals, so what
		// follows them is the rule and a date; both words are kept.
		why = append(why, "a column rule read between a figure and a date")
		t = m[1] + " " + m[2]
	}
	// Specks beside a figure: "949.35," or ":1,234.56". A figure with its
	// cents never ends or starts with such a mark.
	// "=28,519.35": a rule's end read as "=". "«$1,540.64": a speck read
	// as a guillemet, which no figure is printed beside.
	if trimmed := strings.Trim(t, ".,:;'`‘’\"=«»"); trimmed != t && moneyShape.MatchString(trimmed) &&
		strings.HasSuffix(strings.TrimRight(t, ".,:;'`‘’\"=«»"), trimmed[len(trimmed)-3:]) {
		why = append(why, "a mark beside the figure dropped")
		t = trimmed
	}
	for _, d := range []string{"~-", "—-", "–-"} {
		if rest, ok := strings.CutPrefix(t, d); ok && rest != "" && (rest[0] == '$' || rest[0] >= '0' && rest[0] <= '9') {
			// "~-2,007.41", "—-8,632.42": a speck read as a tilde or
			// a dash before the minus; a figure is never printed with
			// two signs.
			t = "-" + rest
			why = append(why, fmt.Sprintf("a %q before the minus dropped", d[:len(d)-1]))
			break
		}
	}
	for _, d := range []string{"—", "–", "~"} {
		if rest, ok := strings.CutPrefix(t, d); ok && rest != "" && (rest[0] == '$' || rest[0] >= '0' && rest[0] <= '9') {
			t = "-" + rest
			why = append(why, fmt.Sprintf("%q read for a minus", d))
			break
		}
	}
	digits, glyphs := 0, 0
	for _, r := range t {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case unambiguous[r] != 0:
			glyphs++
		}
	}
	if glyphs > 0 && glyphs <= 2 && digits >= 2 && digits >= glyphs {
		fixed := strings.Map(func(r rune) rune {
			if d := unambiguous[r]; d != 0 {
				return d
			}
			return r
		}, t)
		if moneyShape.MatchString(fixed) || dateShape.MatchString(fixed) {
			why = append(why, "letters read for digits in a figure")
			t = fixed
		}
	}
	if m := dollarRef.FindStringSubmatch(t); m != nil {
		// "$333169950333169": a "$" never stands before ten or more
		// digits without a point or comma; it is the reference's "S"
		// (read twice in "S$3345...").
		why = append(why, `"$" read for the "S" of a reference`)
		t = "S" + m[1]
	}
	if m := dollarWord.FindStringSubmatch(t); m != nil {
		// "$Q221129": a "$" never stands before a letter.
		// "$q260204": in a mixed-case description the reference's
		// second letter is small, and "$" stands before it as well.
		why = append(why, `"$" read for an "S" before a letter`)
		t = "S" + m[1] + m[2]
	}
	if m := markedWord.FindStringSubmatch(t); m != nil {
		// "|ONLINE", "‘UTILITY", "PMTS_": a speck or rule read beside a
		// word of capitals, which never starts or ends so.
		why = append(why, "a mark beside a word dropped")
		t = m[1] + m[2] + m[3]
	}
	if m := colonMark.FindStringSubmatch(t); m != nil {
		// "NAME:‘JOHNSON": a speck read as a quote or rule between a
		// label's colon and its value of capitals; a statement's
		// "LABEL:VALUE" never opens its value with such a mark.
		why = append(why, "a mark after a label's colon dropped")
		t = m[1] + m[2]
	}
	if fixed, ok := dateDigit(t); ok {
		why = append(why, "a look-alike digit in an impossible date")
		t = fixed
	}
	if fixed, ok := maskedDigits(t); ok {
		why = append(why, "letters read for digits after an account mask")
		t = fixed
	}
	if fixed, ok := atZeros(t); ok {
		why = append(why, `"@" read for a zero in a number`)
		t = fixed
	}
	if m := labelRe.FindStringSubmatch(t); m != nil {
		// "1D:1349095477": a label of letters before a colon, where a
		// stroke glyph was read as a digit.
		label := strings.NewReplacer("1", "I", "|", "I", "!", "I", "0", "O").Replace(m[1])
		if strings.HasPrefix(label, "II") {
			// "1ID:", "I1D:", "!ID:", "IID:": the I's stroke read
			// twice. No label a statement prints starts with "II" (ID,
			// DATE, TRN, EED, SEQ, REF).
			label = label[1:]
		}
		upper := func(r rune) bool { return r >= 'A' && r <= 'Z' }
		if label != m[1] && strings.IndexFunc(m[1], upper) >= 0 && strings.Trim(label, "I") != "" {
			why = append(why, "a digit read for a letter in a label")
			t = label + m[2]
		}
	}
	if m := colonCents.FindStringSubmatch(t); m != nil {
		// "3,875:52": a figure with thousands commas is never a time.
		why = append(why, `":" or ";" read for the decimal point`)
		t = m[1] + "." + m[2]
	}
	if m := quotePoint.FindStringSubmatch(t); m != nil {
		// "5'.55": a speck read as a quote between a figure's digits
		// and its decimal point (Evabank's scan, its summary's service
		// charge). A figure never prints a mark there; a Swiss "1'234.56"
		// keeps its quote, which stands between digits.
		why = append(why, "a mark before the decimal point dropped")
		t = m[1] + "." + m[2]
	}
	if m := traceMark.FindStringSubmatch(t); m != nil {
		why = append(why, "a mark inside a trace label dropped")
		t = m[1] + m[2]
	}
	if fixed, ok := imadDigits(t); ok {
		why = append(why, "letters read for digits in a wire's IMAD date or sequence")
		t = fixed
	}
	if fixed, ok := hexID(t); ok {
		why = append(why, "letters read for zeros in a hexadecimal reference")
		t = fixed
	}
	if t == orig {
		return t, ""
	}
	return t, strings.Join(why, "; ")
}

// dollarWord is a reference starting "S" and a letter whose S was read
// as "$" ("$Q221129").
var dollarWord = regexp.MustCompile(`^\$([A-Z][A-Za-z]?[0-9]{3,})$|^\$([a-z][0-9]{3,})$`)

// markedWord is a word of capitals with a speck or rule read before it
// ("|", "‘", "-", "_", or up to three of them: "=ORIG", "§©=COMCAST",
// what the engine reads into a row's shading or rule) or an underscore
// after it; or a capitalised word of a mixed-case description with a
// tick, bar, rule or dash read before it ("‘Forward", "|Shopify",
// "—Preauthorized", "~=Preauthorized": a dash or tilde read into a row's
// shading), which such a description never opens with. A hyphen stays
// before a mixed-case word.
var markedWord = regexp.MustCompile(`^(?:[|‘'\x60=§©_~—–-]{1,3}([A-Z]{3,})|([A-Z]{3,})_+|[|‘\x60_=~—–]{1,3}([A-Z][a-z]{2,}))$`)

// ruledFigure is a figure with two or more marks before it and
// underscores after it, what a rule under the row leaves around it.
var ruledFigure = regexp.MustCompile(`^([_—–~=‘’'«»*:-]{2,})([$0-9][0-9,]*\.[0-9]{2})_*$`)

// figureBarDate is a figure with its cents, a column rule read as "1",
// "|", "l", "I" or "!", and a slashed date with its year, glued into one
// word: "338.00107/11/25".
var figureBarDate = regexp.MustCompile(`^(\$?(?:\d{1,3}(?:,\d{3})*|\d+)\.\d{2})[1|lI!]([0-9]{1,2}/[0-9]{1,2}/(?:[0-9]{2}|[0-9]{4}))$`)

// markedDate is a slashed date (month and day, a year or not) with one
// to three marks read before it: "§=7/31" (Bank of Tennessee's scan, the
// table's rule and a margin mark glued to the first row's date, at
// confidence 5), "|07/14", "~12/05". A hyphen or dash is left: "-7/31"
// may be the end of a range.
var markedDate = regexp.MustCompile(`^[|‘'\x60=§©_~]{1,3}([0-9]{1,2}/[0-9]{1,2}(?:/(?:[0-9]{2}|[0-9]{4}))?)$`)

// validDate reports a slashed date that is a day of a month in either
// order (month/day or day/month).
func validDate(s string) bool {
	m := dateShape.FindStringSubmatch(s)
	if m == nil {
		return false
	}
	a, _ := strconv.Atoi(m[1])
	b, _ := strconv.Atoi(m[2])
	return a >= 1 && a <= 12 && b >= 1 && b <= 31 || b >= 1 && b <= 12 && a >= 1 && a <= 31
}

// colonMark is a label of capitals and its colon, then a mark that
// stands for a speck ("‘", "’", "`", "|"), then a value starting with two
// capitals: "NAME:‘JOHNSON".
var colonMark = regexp.MustCompile(`^([A-Z#]{2,}:)[‘’\x60|]([A-Z]{2}.*)$`)

// dateDigit fixes a numeric date that is no date in either order
// (month/day or day/month: "12/38", "01/85") when exactly one look-alike
// digit makes it one ("12/30", "01/05"): the 0 read as an 8 or 9 of
// small print. More than one way out, or a date that is already valid,
// is left as read.
func dateDigit(t string) (string, bool) {
	valid := validDate
	m := dateShape.FindStringSubmatch(t)
	// Only slashed dates: "12.38" is an amount, "12-38" a range.
	if m == nil || t[len(m[1])] != '/' || valid(t) {
		return t, false
	}
	var found []string
	for i := 0; i < len(m[1])+1+len(m[2]); i++ { // the year is not checked
		for _, d := range digitSwaps[rune(t[i])] {
			if c := t[:i] + string(d) + t[i+1:]; valid(c) {
				found = append(found, c)
			}
		}
	}
	if len(found) != 1 {
		return t, false
	}
	return found[0], true
}

// dollarRef is a long reference after an "S" that OCR read as "$".
var dollarRef = regexp.MustCompile(`^S?\$([0-9]{10,})$`)

// atNumber is a number, possibly masked ("XXXXXX75@1"), in which OCR
// read a zero as "@".
var atNumber = regexp.MustCompile(`^([X*]{2,}|[A-Z]{1,4}-?)?([0-9@]{3,})$`)

// atZeros maps "@" to "0" in a token that is otherwise digits (after an
// optional mask of X's or stars), where every "@" stands between two
// digits or between the mask and a digit: "XXXXXX75@1" → "XXXXXX7501".
// Inside a number "@" is only ever a zero (the dotted or slashed zero of
// some fonts); "2@5.00" as a quantity at a price has a decimal point and
// is left to the money rules. Two marks side by side ("@@", "0@": the
// scans read "SQ275052" as "SQ2750@52") may be one zero read twice, so
// those are left as read.
func atZeros(t string) (string, bool) {
	m := atNumber.FindStringSubmatch(t)
	if m == nil || !strings.Contains(m[2], "@") || strings.Contains(m[2], "@@") ||
		strings.Contains(m[2], "0@") || strings.Contains(m[2], "@0") {
		return t, false
	}
	num := m[2]
	ats, dig := strings.Count(num, "@"), 0
	for i := 0; i < len(num); i++ {
		c := num[i]
		if c >= '0' && c <= '9' {
			dig++
			continue
		}
		// After a mask "@" may be the first digit; after a letter
		// prefix ("SQ2750@52") it must stand between digits.
		leftOK := i > 0 || m[1] != "" && m[1][0] == 'X' || m[1] != "" && m[1][0] == '*'
		if !leftOK || i == len(num)-1 {
			return t, false
		}
	}
	if ats > 2 || dig < 2*ats {
		return t, false
	}
	return m[1] + strings.ReplaceAll(num, "@", "0"), true
}

// maskedRe is a masked account or card number: the mask, then the last
// digits, which are all digits whatever the engine read.
var maskedRe = regexp.MustCompile(`^([X*]{4,})([0-9OoQDlI|SB]{2,6})([.,;]?)$`)

// maskedGlyphs are the letters a digit after a mask is read as.
var maskedGlyphs = map[rune]rune{'O': '0', 'o': '0', 'Q': '0', 'D': '0', 'l': '1', 'I': '1', '|': '1', 'S': '5', 'B': '8'}

// maskedDigits reads "XXXXXX7S01" as "XXXXXX7501": what follows a mask of
// four or more X or * is the account's last digits, so an "S" there is a
// 5 and a "B" an 8, which elsewhere they need not be. Most of the tail
// must be read as digits (at most one glyph in two), so a word that only
// looks masked ("XXXXL") is left alone.
func maskedDigits(t string) (string, bool) {
	m := maskedRe.FindStringSubmatch(t)
	if m == nil {
		return t, false
	}
	glyphs := 0
	tail := []rune(m[2])
	for i, r := range tail {
		if d, ok := maskedGlyphs[r]; ok {
			tail[i] = d
			glyphs++
		}
	}
	if glyphs == 0 || 2*glyphs > len(tail) {
		return t, false
	}
	return m[1] + string(tail) + m[3], true
}

// hexSegment is a reference of hexadecimal digits with the zeros OCR
// reads as "O", "Q" or "@" ("ST-AQ@350C66" for "ST-A0350C66").
var (
	// The value is digits ("1D:1349095477") or a reference of capitals
	// and digits with at least three digits ("1D:L273676;").
	labelRe = regexp.MustCompile(`^([A-Z01|!]{2,4})(:(?:[0-9]{4,}|[A-Z0-9-]*[0-9][A-Z-]*[0-9][A-Z-]*[0-9][A-Z0-9-]*)[;,]?)$`)
	// colonCents is a figure with thousands commas whose decimal point
	// was read as a colon or semicolon ("3,875:52").
	colonCents = regexp.MustCompile(`^(-?\$?[0-9]{1,3}(?:,[0-9]{3})+)[:;]([0-9]{2})$`)
	// quotePoint is a figure with a quote, tick or backquote read right
	// before its decimal point ("5'.55").
	quotePoint = regexp.MustCompile(`^(-?\$?[0-9]{1,3}(?:,[0-9]{3})*)['‘’\x60]\.([0-9]{2})$`)
	// traceMark is a trace label with a speck read between its word and
	// its "#:" ("TRACE.#:021000072086212", "TRACE:#:…").
	traceMark  = regexp.MustCompile(`^(TRACE)[.,:;'‘’\x60](#:[0-9]{8,})$`)
	hexSegment = regexp.MustCompile(`^([A-Z]{1,4}-)?([0-9A-FOQ@]{6,})$`)
	twoMarks   = regexp.MustCompile(`[OQ@]{2}`)
)

// hexID maps "O", "Q" and "@" to "0" in a token that is a prefix and a
// long hexadecimal reference: none of the three is a hexadecimal digit,
// and the zero is the only one they resemble. The reference must be
// mostly digits and hex letters already.
func hexID(t string) (string, bool) {
	m := hexSegment.FindStringSubmatch(t)
	if m == nil {
		return t, false
	}
	ref := m[2]
	bad, dig := 0, 0
	for _, r := range ref {
		switch {
		case r == 'O' || r == 'Q' || r == '@':
			bad++
		case r >= '0' && r <= '9':
			dig++
		}
	}
	// Two marks side by side may be one zero read as two glyphs: the
	// length is then in doubt, leave it.
	// An "@" is never a letter, so one digit suffices beside it; an "O"
	// or "Q" needs two to tell the reference from a word.
	need := 2
	if strings.Count(ref, "@") == bad {
		need = 1
	}
	if bad == 0 || bad > 2 || dig < need || twoMarks.MatchString(ref) {
		return t, false
	}
	return m[1] + strings.NewReplacer("O", "0", "Q", "0", "@", "0").Replace(ref), true
}

// imadShape is a Fedwire IMAD as printed on a wire's row: the
// input cycle date (YYYYMMDD), eight characters naming the source, and a
// six-digit sequence, 22 characters in all.
var imadShape = regexp.MustCompile(`^(20[0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01]))[A-Z0-9]{8}([0-9]{6})$`)

// imadDigits fixes the look-alike glyphs ("Q", "O", "D", "@" for 0; "l",
// "I", "|" for 1) in the date and sequence of an IMAD
// ("2026022QMMQFMP9Z172076"), which hold only digits; the eight source
// characters between them hold letters and digits alike and are left as
// read. The token must be an IMAD once fixed, with its date a real one.
func imadDigits(t string) (string, bool) {
	if len(t) != 22 {
		return t, false
	}
	b := []byte(t)
	fixed := false
	for _, i := range []int{0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21} {
		if d := unambiguous[rune(b[i])]; d != 0 {
			b[i] = byte(d)
			fixed = true
		}
	}
	if !fixed || !imadShape.Match(b) {
		return t, false
	}
	return string(b), true
}
