package pdfdoc

import (
	"reflect"
	"testing"
)

// TestTopKeys: the keys of a dictionary in written order, without the
// keys of nested dictionaries, across the value syntaxes.
func TestTopKeys(t *testing.T) {
	tests := []struct {
		body string
		want []string
	}{
		{"<</Type /Page\n/Parent 1 0 R\n/Resources 2 0 R\n/Contents 4 0 R>>", []string{"Type", "Parent", "Resources", "Contents"}},
		{"<</Count 3/Kids[3 0 R 5 0 R]/MediaBox[0 0 612.000000000000 792.000000000000]/Type/Pages>>", []string{"Count", "Kids", "MediaBox", "Type"}},
		{"<< /A << /Z 1 /Y (x]>) >> /B (a(b)c) /C <0A0B> /D true /E /N >>", []string{"A", "B", "C", "D", "E"}},
		{"<</Type/Catalog/Pages 2 0 R/Lang(en-US) /MarkInfo<</Marked true>>>>", []string{"Type", "Pages", "Lang", "MarkInfo"}},
		{"<</Length 10", nil},
		{"[1 2 3]", nil},
	}
	for _, tt := range tests {
		if got := topKeys([]byte(tt.body)); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("topKeys(%q) = %q, want %q", tt.body, got, tt.want)
		}
	}
}

// TestReadWriter: the header, its comment, the document ID and the key
// order and reals of the original section's dictionaries.
func TestReadWriter(t *testing.T) {
	pdfcpu := "%PDF-1.3\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<</Count 1/Kids[3 0 R]/MediaBox[0 0 612.000000000000 792.000000000000]/Type/Pages>>\nendobj\n" +
		"3 0 obj\n<</Contents 4 0 R/Parent 1 0 R/Resources 2 0 R/Type/Page>>\nendobj\n" +
		"4 0 obj\n<</Filter/FlateDecode/Length 3>>\nstream\n<</Z 1/A 2/B 3>>\nendstream\nendobj\n" +
		"trailer\n<</Info 11 0 R/Root 12 0 R/Size 14>>\nstartxref\n0\n%%EOF\n"
	word := "%PDF-1.5\n%\xb5\xb5\xb5\xb5\n1 0 obj\n<</Type/Catalog/Pages 2 0 R/Lang(en-GB)>>\nendobj\n" +
		"trailer\n<< /ID [ <25> <25> ] /Info 39 0 R /Root 1 0 R /Size 616 >>\nstartxref\n0\n%%EOF\n"
	pdfbox := "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n5 0 obj\n<<\n/Type /ExtGState\n/SA false\n/ca 1\n>>\nendobj\n" +
		"6 0 obj\n<<\n/Type /Font\n/Subtype /Type1\n/BaseFont /Helvetica\n/Encoding /WinAnsiEncoding\n>>\nendobj\n" +
		"trailer\n<<\n/Size 29\n/Root 1 0 R\n/ID [<E3> <18>]\n>>\nstartxref\n0\n%%EOF\n"
	// A PDFBox file whose larger dictionaries are in object streams.
	packed := "%PDF-1.5\n%\xe2\xe3\xcf\xd3\n4 0 obj\n<<\n/ca 1\n>>\nendobj\n5 0 obj\n<<\n/CA 1\n>>\nendobj\n" +
		"6 0 obj\n<</CA 1>>\nendobj\n"
	tests := []struct {
		name string
		pdf  string
		want Writer
	}{
		{"PDFBox, one key to a line", pdfbox, Writer{Version: "1.4", Comment: []byte("\xe2\xe3\xcf\xd3"), DocumentID: true, Dicts: 2, LineDicts: 2}},
		// The stream's bytes are not a dictionary of the file.
		{"pdfcpu", pdfcpu, Writer{Version: "1.3", Comment: []byte("\xe2\xe3\xcf\xd3"), Dicts: 2, SortedDicts: 2, LongReals: 2, SmallDicts: 1}},
		{"Word", word, Writer{Version: "1.5", Comment: []byte("\xb5\xb5\xb5\xb5"), DocumentID: true, Dicts: 1}},
		{"no header", "1 0 obj <</Type/Catalog>> endobj", Writer{SmallDicts: 1}},
		{"small dictionaries only", packed, Writer{Version: "1.5", Comment: []byte("\xe2\xe3\xcf\xd3"), SmallDicts: 3, SmallLineDicts: 2}},
	}
	for _, tt := range tests {
		b := []byte(tt.pdf)
		revs, _ := readRevisions(b)
		if got := readWriter(b, revs); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: %+v, want %+v", tt.name, got, tt.want)
		}
	}
}
