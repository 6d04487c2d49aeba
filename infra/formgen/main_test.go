package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/docanalysis/service/internal/testkit/repo"
)

// TestCorpusIsCurrent regenerates the corpus and compares it with the
// committed testdata/forms byte for byte: the generator is deterministic
// and the committed files are its output.
func TestCorpusIsCurrent(t *testing.T) {
	dir := t.TempDir()
	if err := writeCorpus(dir); err != nil {
		t.Fatal(err)
	}
	want, _ := filepath.Glob(repo.Path("testdata", "forms", "*"))
	got, _ := filepath.Glob(filepath.Join(dir, "*"))
	if len(got) != len(want) {
		t.Fatalf("%d files generated, %d committed", len(got), len(want))
	}
	for _, w := range want {
		a, err := os.ReadFile(w)
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(filepath.Join(dir, filepath.Base(w)))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a, b) {
			t.Errorf("%s differs from the generator's output; run go run ./infra/formgen", filepath.Base(w))
		}
	}
}

// TestMoney checks the amount spelling shared by the page and the answers.
func TestMoney(t *testing.T) {
	for _, c := range []struct {
		in   int64
		want string
	}{{0, "0"}, {999, "999"}, {1000, "1,000"}, {1234567, "1,234,567"}, {-12345, "(12,345)"}} {
		if got := money(c.in); got != c.want {
			t.Errorf("money(%d) = %q, want %q", c.in, got, c.want)
		}
	}
}
