package pdfdoc

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/testkit/repo"
)

// buildPDF writes a minimal valid PDF with n empty pages and a correct
// cross-reference table.
func buildPDF(n int) []byte {
	var objs []string
	kids := ""
	for i := range n {
		kids += fmt.Sprintf("%d 0 R ", 3+i)
	}
	objs = append(objs, "<< /Type /Catalog /Pages 2 0 R >>")
	objs = append(objs, fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", kids, n))
	for range n {
		objs = append(objs, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << >> >>")
	}
	return writePDF(objs)
}

// writePDF writes objs as objects 1, 2, … of a PDF whose catalog is
// object 1, with a correct cross-reference table.
func writePDF(objs []string) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
	offsets := make([]int, len(objs))
	for i, o := range objs {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, xref)
	return b.Bytes()
}

func encrypt(t *testing.T, pdf []byte) []byte {
	t.Helper()
	configOnce.Do(api.DisableConfigDir)
	var out bytes.Buffer
	conf := model.NewAESConfiguration("user-secret", "owner-secret", 256)
	if err := api.Encrypt(bytes.NewReader(pdf), &out, conf); err != nil {
		t.Fatalf("encrypt: %v", err)
	}
	return out.Bytes()
}

func TestReadClassifiesFiles(t *testing.T) {
	one, three := buildPDF(1), buildPDF(3)
	tests := []struct {
		name  string
		pdf   []byte
		code  string
		pages int
	}{
		{name: "nil", pdf: nil, code: "pdf_empty"},
		{name: "whitespace", pdf: []byte(" \n\t "), code: "pdf_empty"},
		{name: "junk", pdf: []byte("this is not a pdf at all"), code: "pdf_corrupt"},
		{name: "png", pdf: []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), code: "pdf_corrupt"},
		{name: "header only", pdf: []byte("%PDF-1.4\n"), code: "pdf_corrupt"},
		{name: "truncated before any object", pdf: one[:20], code: "pdf_corrupt"},
		{name: "no catalog", pdf: []byte("%PDF-1.4\n1 0 obj\n<< /Foo 1 >>\nendobj\ntrailer\n<< /Size 2 >>\n%%EOF\n"), code: "pdf_corrupt"},
		{name: "zero pages", pdf: buildPDF(0), code: "pdf_empty"},
		{name: "encrypted", pdf: encrypt(t, one), code: "pdf_encrypted"},
		{name: "one page", pdf: one, pages: 1},
		{name: "three pages", pdf: three, pages: 3},
		{name: "junk before header", pdf: append([]byte("JUNKJUNK\n"), one...), pages: 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			doc, err := Read(context.Background(), tc.pdf, Options{NoText: true})
			if tc.code != "" {
				if got := pdftext.CodeOf(err); got != tc.code {
					t.Fatalf("err = %v, want %s", err, tc.code)
				}
				return
			}
			if err != nil {
				t.Fatalf("Read: %v", err)
			}
			if doc.Pages != tc.pages || doc.Structure == nil || len(doc.Structure.Pages) != tc.pages {
				t.Fatalf("pages = %d, want %d (structure %v)", doc.Pages, tc.pages, doc.StructureErr)
			}
		})
	}
}

// The stored facts decode to exactly what was read, so the fraud stage
// scores what the parser stage saw.
func TestEncodeRoundTrip(t *testing.T) {
	for _, name := range []string{"chase_fpdf-core_month.pdf", "chromium_html-running_month.pdf", "libreoffice_html-sections_busy.pdf",
		"reportlab_postingdate_month.pdf"} { // the last has a diagonal watermark: slanted words
		t.Run(name, func(t *testing.T) {
			pdf := repo.Read(t, "testdata", "corpus", name)
			doc, err := Read(context.Background(), pdf, Options{})
			if err != nil {
				t.Fatal(err)
			}
			doc.Fields = nil // not kept
			b, err := doc.Encode()
			if err != nil {
				t.Fatal(err)
			}
			back, err := Decode(b)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(doc.Text, back.Text) {
				t.Error("decoded words differ from what was read")
			}
			// Times lose their location name in JSON but not their instant
			// or offset, which is all the signals read.
			want, _ := json.Marshal(doc.Structure)
			got, _ := json.Marshal(back.Structure)
			if !bytes.Equal(want, got) || back.Pages != doc.Pages || back.StructureErr != doc.StructureErr {
				t.Error("decoded structure differs from what was read")
			}
			if len(b) > len(pdf)*2 {
				t.Errorf("facts take %d bytes for a %d-byte PDF", len(b), len(pdf))
			}
		})
	}
	if _, err := Decode([]byte("not gzip")); err == nil {
		t.Error("Decode accepted garbage")
	}
}
