package fraud

import (
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/document/pdfcontent"
	"github.com/docanalysis/service/internal/document/pdfdoc"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestProducerStructureMismatch holds the writer profiles: a producer
// field that names a program whose habits the file's bytes do not show
// is reported with the habits that differ; a program's own files, and
// programs without a profile, are not.
func TestProducerStructureMismatch(t *testing.T) {
	fpdf := pdfdoc.Writer{Version: "1.3", Comment: []byte("\xb5\xb6"), Dicts: 16}
	pdfcpu := pdfdoc.Writer{Version: "1.3", Comment: []byte("\xe2\xe3\xcf\xd3"), Dicts: 11, SortedDicts: 11, LongReals: 2}
	tests := []struct {
		name     string
		producer string
		w        pdfdoc.Writer
		lin      bool
		want     []string // substrings of the reasons; nil: no finding
	}{
		{"Word 2010 as Word writes it", "Microsoft® Word 2010",
			pdfdoc.Writer{Version: "1.5", Comment: []byte("\xb5\xb5\xb5\xb5"), DocumentID: true, Dicts: 33, SortedDicts: 4}, false, nil},
		{"Word named on a file FPDF wrote", "Microsoft® Word for Microsoft 365", fpdf, false,
			[]string{"PDF 1.3", "no document ID"}},
		{"LibreOffice as it writes", "LibreOffice 7.4",
			pdfdoc.Writer{Version: "1.6", Comment: []byte("\xc3\xa4\xc3\xbc\xc3\xb6\xc3\x9f"), DocumentID: true, Dicts: 22, SortedDicts: 1}, false, nil},
		{"LibreOffice named on a file FPDF wrote", "LibreOffice 7.6", fpdf, false,
			[]string{"comment after the header", "no document ID"}},
		{"Google Docs (Skia) named on a file FPDF wrote", "Skia/PDF m120 Google Docs Renderer", fpdf, false,
			[]string{"comment after the header", "PDF 1.3"}},
		{"Chrome as Skia writes", "Skia/PDF m156",
			pdfdoc.Writer{Version: "1.4", Comment: []byte("\xd3\xeb\xe9\xe1"), Dicts: 394}, false, nil},
		{"Skia's file rewritten in sorted key order", "Skia/PDF m148",
			pdfdoc.Writer{Version: "1.4", Comment: []byte("\xe2\xe3\xcf\xd3"), Dicts: 399, SortedDicts: 399}, false,
			[]string{"comment after the header", "sorted key order"}},
		{"ReportLab as it writes (its keys are sorted)", "ReportLab PDF Library - www.reportlab.com",
			pdfdoc.Writer{Version: "1.4", Comment: []byte("\x93\x8c\x8b\x9e ReportLab Generated PDF document http://www.reportlab.com"), DocumentID: true, Dicts: 12, SortedDicts: 12}, false, nil},
		{"ReportLab's file rewritten by another tool", "ReportLab PDF Library - www.reportlab.com",
			pdfdoc.Writer{Version: "1.3", Comment: []byte("\xe2\xe3\xcf\xd3"), DocumentID: true, Dicts: 7, SortedDicts: 7}, false,
			[]string{"comment after the header"}},
		{"FPDF's file rewritten by pdfcpu, producer kept", "corpusgen fpdf-words", pdfcpu, false,
			[]string{"sorted key order", "twelve decimals"}},
		{"metadata stripped by pdfcpu", "", pdfcpu, false, []string{"twelve decimals"}},
		{"pdfcpu naming itself is producer_editor's", "pdfcpu v0.9.1", pdfcpu, false, nil},
		{"Acrobat sorts its keys: no profile, no finding", "Adobe Acrobat 19.10 Image Conversion Plug-in",
			pdfdoc.Writer{Version: "1.6", Comment: []byte("\xe2\xe3\xcf\xd3"), DocumentID: true, Dicts: 24, SortedDicts: 23}, false, nil},
		{"no producer, sorted keys, no pdfcpu reals: unknown writer", "",
			pdfdoc.Writer{Version: "1.6", Comment: []byte("\xe2\xe3\xcf\xd3"), DocumentID: true, Dicts: 48, SortedDicts: 48}, false, nil},
		{"Ghostscript linearized by qpdf: key order not judged", "GPL Ghostscript 10.00.0",
			pdfdoc.Writer{Version: "1.4", Comment: []byte("\xc7\xec\x8f\xa2"), DocumentID: true, Dicts: 14, SortedDicts: 14}, true, nil},
		{"an analysis stored before the writer was read", "Microsoft® Word 2019", pdfdoc.Writer{}, false, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := &pdfdoc.Structure{Info: pdfdoc.Info{Present: true, Producer: tt.producer}, Writer: tt.w, Linearized: tt.lin}
			f := producerStructureMismatch(&env{st: st})
			if tt.want == nil {
				if f != nil {
					t.Fatalf("finding %v, want none", f.Evidence["reasons"])
				}
				return
			}
			if f == nil {
				t.Fatal("no finding")
			}
			if f.Weight != 35 || f.Code != "producer_structure_mismatch" {
				t.Errorf("code %s weight %d", f.Code, f.Weight)
			}
			got := strings.Join(f.Evidence["reasons"].([]string), " | ")
			for _, s := range tt.want {
				if !strings.Contains(got, s) {
					t.Errorf("reasons %q lack %q", got, s)
				}
			}
		})
	}
}

// TestPageSubsetsMixed: a page whose rows are drawn from font subsets no
// other page of rows uses is reported with its page and subsets; one
// subset per page throughout, pages without rows, and two-page files
// (which page is the odd one?) are not.
func TestPageSubsetsMixed(t *testing.T) {
	sub := func(tag string) map[string]pdfdoc.FontInfo {
		return map[string]pdfdoc.FontInfo{"F1": {BaseFont: tag + "+Arial", Family: "Arial", Subtype: "TrueType", Embedded: true}}
	}
	pg := func(n int, fonts map[string]pdfdoc.FontInfo) pdfdoc.Page {
		c, err := pdfcontent.Interpret([]byte("BT /F1 9 Tf 50 700 Td (1,234.56) Tj ET"), nil)
		if err != nil {
			t.Fatal(err)
		}
		return pdfdoc.Page{Number: n, MediaBox: pdfcontent.Rect{X1: 612, Y1: 792}, Fonts: fonts, Drawing: pdfdoc.NewDrawing(c)}
	}
	rowsOn := func(pages ...int) *result.Statement {
		s := stmt()
		for _, n := range pages {
			r := row("2026-01-05", "DEPOSIT", 10, "credit")
			r.Page = n
			s.Transactions = append(s.Transactions, r)
		}
		return s
	}
	tests := []struct {
		name  string
		pages []pdfdoc.Page
		res   *result.Statement
		page  int // 0: no finding
	}{
		{"one subset for the whole file", []pdfdoc.Page{pg(1, sub("AAAAAA")), pg(2, sub("AAAAAA")), pg(3, sub("AAAAAA"))}, rowsOn(1, 2, 3), 0},
		{"page 2 from another run", []pdfdoc.Page{pg(1, sub("AAAAAA")), pg(2, sub("QWERTY")), pg(3, sub("AAAAAA"))}, rowsOn(1, 2, 3), 2},
		{"one subset per page throughout", []pdfdoc.Page{pg(1, sub("AAAAAA")), pg(2, sub("BBBBBB")), pg(3, sub("CCCCCC"))}, rowsOn(1, 2, 3), 0},
		{"an appended notice page without rows", []pdfdoc.Page{pg(1, sub("AAAAAA")), pg(2, sub("AAAAAA")), pg(3, sub("QWERTY"))}, rowsOn(1, 2), 0},
		{"two pages: either could be the odd one", []pdfdoc.Page{pg(1, sub("AAAAAA")), pg(2, sub("QWERTY"))}, rowsOn(1, 2), 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := pageSubsetsMixed(&env{st: &pdfdoc.Structure{Pages: tt.pages}, res: tt.res})
			switch {
			case tt.page == 0 && f != nil:
				t.Fatalf("finding %v, want none", f.Evidence)
			case tt.page != 0 && f == nil:
				t.Fatal("no finding")
			case tt.page != 0 && (f.Page == nil || *f.Page != tt.page || f.Weight != 30):
				t.Fatalf("page %v weight %d, want page %d weight 30", f.Page, f.Weight, tt.page)
			}
		})
	}
}
