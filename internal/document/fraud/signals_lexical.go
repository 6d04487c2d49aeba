package fraud

import (
	"fmt"
	"sort"
	"strings"
	"unicode"

	"github.com/docanalysis/service/internal/domain/result"
)

// The lexical signals read the words of the text layer for what no
// bank's statement system prints: a word spelt with letters of two
// alphabets, or with digits for letters, and the standard words of a
// statement misspelt. A statement system prints its own headings from a
// template that thousands of customers read every month; a look-alike
// typed by hand, or a copy whose headings were retyped to dodge a
// keyword filter, does not. Pages read by OCR are left out: a misread
// letter there is the reader's, not the document's.

// statementVocabulary holds the words every statement prints, with the
// inflections a real statement uses, in lower case. A word one edit away
// from one of these that is not itself in the list is a misspelling.
// Only words of six letters or more are compared: shorter words have
// too many honest neighbours.
var statementVocabulary = wordSet(`
account accounts accounting accountholder summary summaries statement statements
balance balances balanced beginning ending pending opening closing
deposit deposits deposited depositor credits credited creditor withdrawal withdrawals
withdrawn transaction transactions description descriptions amount amounts
checking checkings savings received receiver receives payment payments
transfer transfers transferred interest interests charges charged service services
serviced business businesses customer customers available previous employer employers
employee employees purchase purchases purchased purchaser details detailed
january february september october november december
saturday sunday monday tuesday wednesday thursday friday
routing number numbers period periods street direct
`)

// honestNeighbours are English words one edit from a statement word
// ("changes" from "charges", "lending" from "ending", "depository" from
// "depositor", "routine" from "routing"): a statement's disclosures print
// them correctly spelt, so they are no misspelling. Until 2026-11-29 a
// genuine Truist statement was medium on "changes", "depository" and
// "lending" in its legal pages. The list is every word of Debian's
// wamerican 2020.12.07-2 (/usr/share/dict/american-english, letters only,
// five or more) one edit from a word of statementVocabulary and not a
// beginning of one, plus the lending words that dictionary lacks
// ("servicer"). Regenerate it when the vocabulary changes.
var honestNeighbours = wordSet(`
beginnings bending bushiness busyness cervices changed changes charger chargers charles 
charmed charred charted cheeking chocking chucking cloning cloying creditors deceived 
deceiver deceives decembers depositors depository derailed derails detained detains 
directs direst dumber employed employes endings enduing fending fridays grouting 
lending losing lumber lumbers mending mondays mount mounts novembers numbed octobers 
openings opining outing pavings penning pernod pouting precious purchasers ravings 
receivers rending retailed retails rooting rotting rouging rousing routeing routine 
saturdays sayings sending septembers servile shavings spending streets summarizes 
summery sundae sundas sundays sundry tending thursdays touting tuesdays umber upending 
valance valances vending wednesdays wending withdraws
servicer servicers
`)

// lookalikeVocabulary adds short words and the names of large banks to
// what a digit-for-letter spelling is checked against: "AM0UNT" or
// "FARG0" spell a word only once the digit is read as a letter.
var lookalikeVocabulary = wordSet(`
date dates amount balance total totals debit debits credit credits bank
chase wells fargo america citibank truist regions citizens huntington santander
capital navy federal union
`)

// vocabularyList is statementVocabulary in order, so that a misspelling
// near two words is always reported against the same one.
var vocabularyList = sortedKeysOf(statementVocabulary)

func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// lookalikeText flags words spelt with characters that only look like
// the letters they stand for: Latin and Cyrillic or Greek letters in one
// word ("DAТЕ" with a Cyrillic Т and Е), or digits for letters where the
// letters spell a statement word or a bank's name ("AM0UNT", "FARG0").
// Such text defeats a search for the real word, which is why forgers use
// it; no statement system writes it.
func lookalikeText(e *env) *result.Finding {
	if e.doc == nil {
		return nil
	}
	ocr, _ := e.ocrPages()
	var hits []map[string]any
	seen := map[string]bool{}
	page := 0
	for _, p := range e.doc.Pages {
		if p.OCR || ocr[p.Number] {
			continue
		}
		for _, w := range p.Words {
			t := strings.Trim(w.Text, ".,:;()[]\"'")
			kind := ""
			switch {
			case mixedScripts(t):
				kind = "mixed_alphabets"
			case digitSpelt(t):
				kind = "digits_for_letters"
			default:
				continue
			}
			if seen[t] {
				continue
			}
			seen[t] = true
			hits = append(hits, map[string]any{"page": p.Number, "text": t, "kind": kind})
			if page == 0 {
				page = p.Number
			}
		}
	}
	if len(hits) == 0 {
		return nil
	}
	return newFinding("text_lookalike_characters", page,
		fmt.Sprintf("%d word(s) are spelt with characters that only look like letters (%v): no statement system prints them, a hand-made copy does.", len(hits), hits[0]["text"]),
		map[string]any{"words": capList(hits, 10), "count": len(hits)})
}

// mixedScripts reports whether s holds letters of the Latin alphabet and
// of the Cyrillic or Greek one.
func mixedScripts(s string) bool {
	latin, other := false, false
	for _, r := range s {
		switch {
		case !unicode.IsLetter(r):
		case unicode.Is(unicode.Latin, r):
			latin = true
		case unicode.Is(unicode.Cyrillic, r) || unicode.Is(unicode.Greek, r):
			other = true
		}
	}
	return latin && other
}

// digitSpelt reports whether s is letters with a 0 for an O or a 1 for
// an l or I, which read as letters spell a statement word or a bank's
// name. Account numbers and references mix letters and digits too, but
// do not spell words.
func digitSpelt(s string) bool {
	letters, digits := 0, 0
	for _, r := range s {
		switch {
		case r == '0' || r == '1':
			digits++
		case unicode.IsLetter(r) && r < unicode.MaxASCII:
			letters++
		default:
			return false
		}
	}
	if digits == 0 || letters < 3 || digits > 2 {
		return false
	}
	low := strings.ToLower(s)
	for _, one := range []string{"l", "i"} {
		w := strings.NewReplacer("0", "o", "1", one).Replace(low)
		if statementVocabulary[w] || lookalikeVocabulary[w] {
			return true
		}
	}
	return false
}

// misspeltWordsFrom is how many distinct misspelt statement words make
// the finding: one typo can slip into a bank's marketing text, several
// in the words every statement prints cannot.
const misspeltWordsFrom = 3

// statementWordsMisspelt flags a document whose standard statement words
// are misspelt ("ACOUNT SUMARY", "Begining Balance", "Withdrawls"): the
// mark of a look-alike typed by hand. A word cut short ("PAYMEN",
// "TRANSFE" in a description truncated by its field) is no misspelling,
// nor an English word near a statement word (honestNeighbours), nor a
// word of a transaction's description: descriptions carry what the payer,
// the payee or the card network sent ("PAYMNT", "DEPOSITRY" in an ACH
// entry description of ten characters), not the statement system's own
// words.
func statementWordsMisspelt(e *env) *result.Finding {
	if e.doc == nil {
		return nil
	}
	described := descriptionWords(e.res)
	ocr, _ := e.ocrPages()
	found := map[string]string{}
	firstPage := map[string]int{}
	for _, p := range e.doc.Pages {
		if p.OCR || ocr[p.Number] {
			continue
		}
		for _, w := range p.Words {
			t := strings.ToLower(strings.Trim(w.Text, ".,:;()[]\"'*#-"))
			if len([]rune(t)) < 5 || !isLetters(t) || statementVocabulary[t] || honestNeighbours[t] || described[t] {
				continue
			}
			if _, ok := found[t]; ok {
				continue
			}
			if v := misspeltFrom(t); v != "" {
				found[t] = v
				firstPage[t] = p.Number
			}
		}
	}
	if len(found) < misspeltWordsFrom {
		return nil
	}
	words := make([]string, 0, len(found))
	for w := range found {
		words = append(words, w)
	}
	sort.Strings(words)
	var list []map[string]any
	page := 0
	for _, w := range words {
		list = append(list, map[string]any{"printed": w, "word": found[w], "page": firstPage[w]})
		if page == 0 || firstPage[w] < page {
			page = firstPage[w]
		}
	}
	return newFinding("statement_words_misspelt", page,
		fmt.Sprintf("%d of the words every statement prints are misspelt (%q for %q, …): a statement system prints them from a template, a hand-made look-alike misspells them.", len(words), words[0], found[words[0]]),
		map[string]any{"words": capList(list, 12), "count": len(words)})
}

// descriptionWords is the set of words, in lower case, of the statement's
// transaction descriptions.
func descriptionWords(res *result.Statement) map[string]bool {
	out := map[string]bool{}
	if res == nil {
		return out
	}
	for _, t := range res.Transactions {
		if t.Description == nil {
			continue
		}
		for _, w := range strings.Fields(*t.Description) {
			out[strings.ToLower(strings.Trim(w, ".,:;()[]\"'*#-"))] = true
		}
	}
	return out
}

func isLetters(s string) bool {
	for _, r := range s {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return true
}

// misspeltFrom returns the vocabulary word w is one edit from (a letter
// added, dropped, changed, or two neighbours swapped), or "". A word that
// is a vocabulary word's beginning is a truncation, not a misspelling.
func misspeltFrom(w string) string {
	for _, v := range vocabularyList {
		if len(v) < 6 || strings.HasPrefix(v, w) {
			continue
		}
		if d := len(v) - len(w); d > 1 || d < -1 {
			continue
		}
		if oneEdit(w, v) {
			return v
		}
	}
	return ""
}

// oneEdit reports whether a and b (ASCII) differ by exactly one
// insertion, deletion, substitution or swap of neighbours.
func oneEdit(a, b string) bool {
	if a == b {
		return false
	}
	if len(a) > len(b) {
		a, b = b, a
	}
	i := 0
	for i < len(a) && a[i] == b[i] {
		i++
	}
	switch {
	case len(a) == len(b):
		if a[i+1:] == b[i+1:] {
			return true // one substitution
		}
		return i+1 < len(a) && a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:]
	case len(a)+1 == len(b):
		return a[i:] == b[i+1:]
	}
	return false
}

// annotationHides are the annotation subtypes that paint over the page:
// a viewer shows them, the text layer under them says something else.
// Highlights, underlines, notes and links leave the text readable.
var annotationHides = map[string]bool{
	"Ink": true, "Square": true, "Circle": true, "FreeText": true, "Stamp": true,
	"Polygon": true, "PolyLine": true, "Redact": true, "Line": true,
}

// annotationOverFigures flags an annotation drawn over the statement's
// figures: ink, a box or typed text laid on a balance or an amount. The
// page a viewer shows then differs from the page's own text, which is
// how a figure is changed without touching the content.
func annotationOverFigures(e *env) *result.Finding {
	if e.st == nil || e.doc == nil {
		return nil
	}
	words := map[int][]int{}
	for i, p := range e.doc.Pages {
		words[p.Number] = append(words[p.Number], i)
	}
	var hits []map[string]any
	page := 0
	for _, sp := range e.st.Pages {
		mb := sp.MediaBox
		for _, a := range sp.Annots {
			if !annotationHides[a.Subtype] {
				continue
			}
			// Page space (y up) to the words' space (y down from the top).
			x0, x1 := a.Rect.X0-mb.X0, a.Rect.X1-mb.X0
			y0, y1 := mb.Y1-a.Rect.Y1, mb.Y1-a.Rect.Y0
			var under []string
			for _, pi := range words[sp.Number] {
				for _, w := range e.doc.Pages[pi].Words {
					if !moneyRe.MatchString(w.Text) {
						continue
					}
					ix := min(x1, w.X1) - max(x0, w.X0)
					iy := min(y1, w.Y1) - max(y0, w.Y0)
					if ix > 0 && iy > 0 && ix*iy >= 0.3*(w.X1-w.X0)*(w.Y1-w.Y0) {
						under = append(under, w.Text)
					}
				}
			}
			if len(under) == 0 {
				continue
			}
			hits = append(hits, map[string]any{"page": sp.Number, "subtype": a.Subtype,
				"box": []float64{round1(a.Rect.X0), round1(a.Rect.Y0), round1(a.Rect.X1), round1(a.Rect.Y1)}, "figures": capList(under, 5)})
			if page == 0 {
				page = sp.Number
			}
		}
	}
	if len(hits) == 0 {
		return nil
	}
	return newFinding("annotation_over_figures", page,
		fmt.Sprintf("An annotation (%s) is drawn over figures of page %d: a viewer shows it on top of the amounts the page's own text gives.", hits[0]["subtype"], page),
		map[string]any{"annotations": capList(hits, 10), "count": len(hits)})
}
