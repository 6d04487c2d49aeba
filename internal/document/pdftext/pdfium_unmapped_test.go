package pdftext

import "testing"

// TestDropUnmapped: a glyph whose font maps it to no character keeps its
// place while words are grouped and leaves the text afterwards; a word
// that was nothing else goes, and first stays in step.
func TestDropUnmapped(t *testing.T) {
	u := string(unmapped)
	words := []Word{{Text: `".";0/` + u + "71557915"}, {Text: u + u}, {Text: "AMAZON"}}
	first := []int{0, 12, 15}
	w, f := dropUnmapped(words, first)
	if len(w) != 2 || w[0].Text != `".";0/71557915` || w[1].Text != "AMAZON" {
		t.Fatalf("words %+v", w)
	}
	if len(f) != 2 || f[0] != 0 || f[1] != 15 {
		t.Fatalf("first %v, want [0 15]", f)
	}
}
