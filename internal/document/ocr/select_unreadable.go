package ocr

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// A text layer can decode to printable characters and still be no text:
// a font embedded without its ToUnicode map (a statement printed through
// PostScript and distilled again, a Type 3 re-encoding) extracts glyph
// numbers, which read as shifted letters ("+BOVBSZ" for "January") with
// the digits lost. garbageShare sees nothing wrong with them; the page
// reads as no statement at all. unreadable tells such a layer by what
// every page of real text holds: words of its language, or figures.

// commonWords are short words that a page of real statement text in
// English or another language a lender meets prints many times.
var commonWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`
		the of and to in for on at by is are be or your you we our this that with from as it not an any all
		date description amount balance total account statement period page deposit deposits credit credits
		debit debits withdrawal withdrawals check checks fee fees payment payments transfer interest ending
		beginning opening closing summary number bank business customer service daily card purchase ach
		de het van en een op te voor met saldo rekening datum bedrag omschrijving bij af
		der die das und zu mit auf konto betrag datum
		la le les el los las del des du en et y con por para saldo cuenta fecha importe solde compte
		dan yang di ke dari untuk tanggal keterangan jumlah mutasi
	`) {
		m[w] = true
	}
	return m
}()

// unreadable reports a page's words that are not text: at least 25
// words, of which almost none is a common word (under 2 %) and few a
// figure or a date (under 5 %). Real pages of any statement print one or the
// other, most of them both; a page of glyph numbers prints neither, save
// by chance.
func unreadable(ws []pdftext.Word) bool {
	if len(ws) < 25 {
		return false
	}
	// MayNeedOCR asks this of every page of every statement: a page of
	// text answers within its first few words.
	known, figures := 0, 0
	for _, w := range ws {
		if strings.ContainsAny(w.Text, "0123456789") {
			if figureLike(w.Text) {
				if figures++; figures*20 >= len(ws) {
					return false
				}
			}
			continue
		}
		t := strings.ToLower(strings.TrimFunc(w.Text, func(r rune) bool { return !unicode.IsLetter(r) }))
		if commonWords[t] {
			if known++; known*50 >= len(ws) {
				return false
			}
		}
	}
	return true
}

// figureRe is a figure or a date as statements print them: "12.50",
// "$1,234.56", "(84.20)", "95.00-", "1.234,56", "01/31", "31-01-2026",
// "2026-01-31".
var figureRe = regexp.MustCompile(`^[(+-]?[$£€]?\d{1,3}(?:[,.' ]?\d{3})*[.,]\d{2}[)-]?$|^\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{2,4})?$`)

// figureLike is a word that holds a figure or a date (figureRe): what a
// statement prints on every page of its activity.
func figureLike(s string) bool {
	return figureRe.MatchString(strings.Trim(s, ",;:"))
}
