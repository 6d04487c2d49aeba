package corpuscheck

import (
	"maps"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestReadNames: one name a line, extensions and comments dropped, so a
// list written by hand or from `ls` names the same documents.
func TestReadNames(t *testing.T) {
	p := filepath.Join(t.TempDir(), "sample.names")
	list := "# the day's sample\ncairo_month.pdf\n\nreportlab_busy.json  # a comment\n  fpdf_decjan\n"
	if err := os.WriteFile(p, []byte(list), 0o600); err != nil {
		t.Fatal(err)
	}
	got, err := ReadNames(p)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"cairo_month", "fpdf_decjan", "reportlab_busy"}
	if names := slices.Sorted(maps.Keys(got)); !slices.Equal(names, want) {
		t.Errorf("names %q, want %q", names, want)
	}
	if _, err := ReadNames(filepath.Join(t.TempDir(), "missing")); err == nil {
		t.Error("a missing list read without an error")
	}
}
