package statement

import (
	"regexp"
	"strings"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// Continental figures. Much of Europe prints money with a decimal comma
// and points between the thousands ("36.699,95", "17,26"; field
// nl_rabobank_inspire, Dutch). A document whose figures are printed so —
// at least three such figures and four times as many as figures with a
// decimal point — has every such figure rewritten to the point form
// ("36,699.95", "17.26") before it is read, so that the rows, the header
// and the totals read them as any other amount. A figure with a decimal
// point left in such a document is left as it is.

// continentalRe is a figure with a decimal comma: a sign or bracket, a
// currency sign, digits grouped by points (or none), two decimals, and a
// trailing sign or CR/DR.
var continentalRe = regexp.MustCompile(`^([-+(]?[€$£]?[-+]?)(\d{1,3}(?:\.\d{3})+|\d+),(\d{2})(\)?[-+]?(?:CR|DR|Cr|Dr)?)$`)

// pointFigureRe is a figure with a decimal point, grouped by commas or
// not.
var pointFigureRe = regexp.MustCompile(`^[-+(]?[€$£]?[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)\.\d{2}\)?[-+]?(?:CR|DR|Cr|Dr)?$`)

// continentalFigures returns the document with its figures in the point
// form when it prints them with a decimal comma, else the document
// itself; true when it did. The document passed in is not changed.
// Such a document writes its dates day first too (02-06 is the 2nd of
// June), as every country that prints a decimal comma does.
func continentalFigures(doc *pdftext.Document) (*pdftext.Document, bool) {
	comma, point := 0, 0
	for _, p := range doc.Pages {
		for _, w := range p.Words {
			if !strings.ContainsAny(w.Text, ".,") {
				continue
			}
			switch {
			case continentalRe.MatchString(w.Text):
				comma++
			case pointFigureRe.MatchString(w.Text):
				point++
			}
		}
	}
	if comma < 3 || comma <= 4*point {
		return doc, false
	}
	out := *doc
	out.Pages = make([]pdftext.Page, len(doc.Pages))
	for i, p := range doc.Pages {
		ws := make([]pdftext.Word, len(p.Words))
		copy(ws, p.Words)
		for k, w := range ws {
			if m := continentalRe.FindStringSubmatch(w.Text); m != nil {
				ws[k].Text = m[1] + strings.ReplaceAll(m[2], ".", ",") + "." + m[3] + m[4]
			}
		}
		p.Words = ws
		out.Pages[i] = p
	}
	return &out, true
}
