package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestCommittedCorpusIsCurrent regenerates the corpus in memory and
// compares it byte for byte with testdata/corpus, which proves the
// generator is deterministic and the committed files are its output.
func TestCommittedCorpusIsCurrent(t *testing.T) {
	files, err := build()
	if err != nil {
		t.Fatal(err)
	}
	again, err := build()
	if err != nil {
		t.Fatal(err)
	}
	dir := "../../testdata/corpus"
	onDisk, _ := filepath.Glob(filepath.Join(dir, "*"))
	if len(onDisk) != len(files) {
		t.Errorf("%d files on disk, generator makes %d (go run ./infra/corpusgen -out testdata/corpus)", len(onDisk), len(files))
	}
	for name, b := range files {
		if !bytes.Equal(b, again[name]) {
			t.Errorf("%s: two runs differ", name)
		}
		old, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil || !bytes.Equal(old, b) {
			t.Errorf("%s: committed file is stale (go run ./infra/corpusgen -out testdata/corpus)", name)
		}
	}
}
