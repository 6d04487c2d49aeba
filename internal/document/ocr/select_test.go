package ocr

import (
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
)

func words(n int, text string) []pdftext.Word {
	ws := make([]pdftext.Word, n)
	for i := range ws {
		ws[i] = pdftext.Word{Text: text, X0: float64(i), X1: float64(i) + 1, Y0: 10, Y1: 20}
	}
	return ws
}

// text is n words cycling through the words of line.
func text(n int, line string) []pdftext.Word {
	f := strings.Fields(line)
	ws := make([]pdftext.Word, n)
	for i := range ws {
		ws[i] = pdftext.Word{Text: f[i%len(f)], X0: float64(i), X1: float64(i) + 1, Y0: 10, Y1: 20}
	}
	return ws
}

func TestSelectPages(t *testing.T) {
	scan := []pdftext.PageImage{{X0: 0, Y0: 0, X1: 612, Y1: 792}}
	logo := []pdftext.PageImage{{X0: 20, Y0: 20, X1: 120, Y1: 60}}
	tests := []struct {
		name   string
		words  []pdftext.Word
		inv    *pdftext.PageRaster
		opt    SelectOptions
		ocr    bool
		reason string
	}{
		{"text page", text(200, "01/14 ACH DEPOSIT SQUARE INC 1,250.00"), &pdftext.PageRaster{Images: logo, TextObjects: 200}, SelectOptions{}, false, ReasonText},
		{"image only", nil, &pdftext.PageRaster{Images: scan}, SelectOptions{}, true, ReasonNoText},
		{"blank page without inventory", nil, nil, SelectOptions{}, true, ReasonNoText},
		{"stamp over a scan", words(3, "PAID"), &pdftext.PageRaster{Images: scan, TextObjects: 1}, SelectOptions{}, true, ReasonSparseOverImage},
		{"few words, no image", words(3, "Notes"), &pdftext.PageRaster{TextObjects: 1}, SelectOptions{}, false, ReasonText},
		{"hidden OCR layer over a scan", words(300, "DEPOSIT"), &pdftext.PageRaster{Images: scan, TextObjects: 40, InvisibleText: 40}, SelectOptions{}, true, ReasonInvisibleOverImg},
		{"hidden layer kept on request", words(300, "DEPOSIT"), &pdftext.PageRaster{Images: scan, TextObjects: 40, InvisibleText: 40}, SelectOptions{KeepInvisible: true}, false, ReasonText},
		{"visible text over a background image", words(300, "DEPOSIT"), &pdftext.PageRaster{Images: scan, TextObjects: 40}, SelectOptions{}, false, ReasonText},
		{"undecodable glyphs", words(100, "\uE001\uE002\uFFFD"), &pdftext.PageRaster{TextObjects: 10}, SelectOptions{}, true, ReasonGarbage},
		{"glyph numbers that print as shifted letters", text(120, "+VOJQFS3JEHF #BOL +BOVBSZ UISPVHI $)&$,*/( 46.. \"3:"), &pdftext.PageRaster{TextObjects: 40}, SelectOptions{}, true, ReasonGarbage},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := &pdftext.Document{Pages: []pdftext.Page{{Number: 1, Width: 612, Height: 792, Words: tt.words}}}
			var inv []pdftext.PageRaster
			if tt.inv != nil {
				p := *tt.inv
				p.Number, p.Width, p.Height = 1, 612, 792
				inv = []pdftext.PageRaster{p}
			}
			got := SelectPages(doc, inv, tt.opt)
			if len(got) != 1 || got[0].OCR != tt.ocr || got[0].Reason != tt.reason {
				t.Errorf("got %+v, want ocr=%v reason=%s", got, tt.ocr, tt.reason)
			}
		})
	}
}

// TestUnreadable: a text layer of glyph numbers (a font without its
// ToUnicode map) is no text; real pages are, in English or another
// language, with figures or without.
func TestUnreadable(t *testing.T) {
	tests := []struct {
		name string
		ws   []pdftext.Word
		want bool
	}{
		{"glyph numbers", text(60, "+VOJQFS3JEHF #BOL +BOVBSZ UISPVHI $)&$,*/( '() +--,------.)/"), true},
		{"punctuation runs of a sequential encoding", text(60, "0$5,$/23(='%$/23(=&/($1,1* &200(5&(%/9' 7$03$)/"), true},
		{"an activity page", text(60, "01/14 POS PURCHASE SHELL OIL 57442 TAMPA FL 14.04 3,204.55"), false},
		{"a notice page without figures", text(60, "If you think your statement is wrong call us at the number on this page"), false},
		{"a Dutch page", text(60, "Rente datum Type Tegenrekening Naam omschrijving Bedrag af bij saldo"), false},
		{"too few words to judge", text(20, "+VOJQFS3JEHF #BOL"), false},
	}
	for _, tt := range tests {
		if got := unreadable(tt.ws); got != tt.want {
			t.Errorf("%s: unreadable = %v, want %v", tt.name, got, tt.want)
		}
	}
}
