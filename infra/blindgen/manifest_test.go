package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBlindSetLocked fails when any file of testdata/blind differs from
// MANIFEST.sha256, or is missing or extra. The blind set is a locked
// test set: regenerate it only on purpose, and never to suit the engine.
func TestBlindSetLocked(t *testing.T) {
	dir := filepath.Join("..", "..", "testdata", "blind")
	want, err := os.ReadFile(filepath.Join(dir, manifestName))
	if err != nil {
		t.Fatalf("read manifest: %v", err)
	}
	got, err := hashTree(dir)
	if err != nil {
		t.Fatal(err)
	}
	wantSet := map[string]string{}
	for _, l := range strings.Split(strings.TrimSpace(string(want)), "\n") {
		sum, path, ok := strings.Cut(l, "  ")
		if !ok {
			t.Fatalf("malformed manifest line %q", l)
		}
		wantSet[path] = sum
	}
	gotSet := map[string]string{}
	for _, l := range got {
		sum, path, _ := strings.Cut(l, "  ")
		gotSet[path] = sum
	}
	for path, sum := range wantSet {
		g, ok := gotSet[path]
		switch {
		case !ok:
			t.Errorf("missing: %s", path)
		case g != sum:
			t.Errorf("changed: %s", path)
		}
	}
	for path := range gotSet {
		if _, ok := wantSet[path]; !ok {
			t.Errorf("extra: %s", path)
		}
	}
	if len(wantSet) < 100 {
		t.Errorf("manifest lists only %d files", len(wantSet))
	}
}
