package main

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

func TestFieldLabel(t *testing.T) {
	dir := t.TempDir()
	for _, tt := range []struct {
		notes              string
		tampered, unjudged bool
	}{
		{"... Provenance: genuine - the owner's own e-statement.", false, false},
		{"... Provenance: fixture - generated rows.", false, false},
		{"... Provenance: edited - rows inserted and amounts changed.", true, false},
		{"... Provenance: edited: a statement editor's repository.", true, false},
		{"... Provenance (for the fraud benchmark): template: placeholders.", false, true},
		{"... Provenance: unknown - consistent figures, re-laid in Word.", false, true},
		{"no judgement at all", false, false},
	} {
		pdf := filepath.Join(dir, "doc.pdf")
		if err := os.WriteFile(filepath.Join(dir, "doc.json"), []byte(`{"notes": `+strconv.Quote(tt.notes)+`}`), 0o644); err != nil {
			t.Fatal(err)
		}
		tampered, unjudged := fieldLabel(dir, pdf)
		if tampered != tt.tampered || unjudged != tt.unjudged {
			t.Errorf("%q: tampered %v unjudged %v, want %v %v", tt.notes, tampered, unjudged, tt.tampered, tt.unjudged)
		}
	}
	if tampered, unjudged := fieldLabel(dir, filepath.Join(dir, "missing.pdf")); tampered || unjudged {
		t.Errorf("a file without an answer: tampered %v unjudged %v, want clean", tampered, unjudged)
	}
}
