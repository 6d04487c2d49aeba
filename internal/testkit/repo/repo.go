// Package repo locates files of this repository from tests and tools, so
// that a package can move in the tree without its test data paths
// breaking (relative paths like "../../testdata" encode the depth).
package repo

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

var (
	once sync.Once
	root string
)

// Root is the directory holding go.mod, found by walking up from the
// working directory (go test runs each test in its package's directory).
// It panics when there is none: a test outside the module is a mistake.
func Root() string {
	once.Do(func() {
		dir, err := os.Getwd()
		if err != nil {
			panic("repo: " + err.Error())
		}
		for {
			if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
				root = dir
				return
			}
			parent := filepath.Dir(dir)
			if parent == dir {
				panic("repo: no go.mod above the working directory")
			}
			dir = parent
		}
	})
	return root
}

// Path joins elem to the repository root.
func Path(elem ...string) string {
	return filepath.Join(append([]string{Root()}, elem...)...)
}

// Shared is the read-only folder beside the repository that holds the
// contract and outside documents (../shared). It may be absent (CI
// clones only the repository): callers skip what needs it when
// os.Stat fails, or honour the environment variable SHARED_DIR.
func Shared(elem ...string) string {
	base := os.Getenv("SHARED_DIR")
	if base == "" {
		base = filepath.Join(Root(), "..", "shared")
	}
	return filepath.Join(append([]string{base}, elem...)...)
}

// Outside is the folder of an outside set's PDFs (testdata/<name>/README.md
// fetches them): $<NAME>_DIR (FIELD_DIR, FIELD2_DIR, ...), else
// /work/<name>. They are other projects' files and never enter the
// repository; callers skip the set when os.Stat fails.
func Outside(name string) string {
	if d := os.Getenv(strings.ToUpper(name) + "_DIR"); d != "" {
		return d
	}
	return "/work/" + name
}

// Field is the folder of the field set's PDFs.
func Field() string { return Outside("field") }

// Field2 is the folder of the third outside set's PDFs.
func Field2() string { return Outside("field2") }

// Read returns the repository file at elem, failing tb when it cannot be
// read: test data the repository holds is never optional.
func Read(tb testing.TB, elem ...string) []byte {
	tb.Helper()
	b, err := os.ReadFile(Path(elem...))
	if err != nil {
		tb.Fatal(err)
	}
	return b
}
