// Command formbench reads a forms corpus through the parser stage's
// reader (text layer and AcroForm, no OCR) and scores the core names
// issue 13 asks for, per design or form and rendering:
//
//   - all core: forms whose every core name is returned with exactly the
//     answer's value;
//   - core names: answer rows of a core name returned right, of all;
//   - wrong: core rows returned that the answer does not hold (a wrong
//     value, or a name the form does not print);
//   - ssn leaked: any full SSN printed on the form found anywhere in the
//     output (must be 0).
//
// Two sets: testdata/forms (the corpus written with the reader) and
// testdata/forms-blind (designs written by a helper who never read the
// reader). The blind designs are split, by the order they were written
// and before any of them was read document by document: the first three
// (tuningDesigns) are tuning material, the rest a locked measurement
// set. -v lists the misses of the corpus's and the tuning designs'
// documents, never of the locked ones: nobody tunes against them.
//
//	go run ./infra/formbench [-dir testdata/forms-blind] [-tuning] [-v]
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/docanalysis/service/internal/document/forms"
	"github.com/docanalysis/service/internal/document/reader"
	"github.com/docanalysis/service/internal/domain/analysis"
)

// tuningDesigns are the blind designs that may be read document by
// document and tuned on; every other design of testdata/forms-blind is
// locked.
var tuningDesigns = map[string]bool{"ironclad": true, "meridian": true, "harborline": true}

// entry is one file of a corpus's index.json.
type entry struct {
	File      string   `json:"file"`
	Answers   string   `json:"answers"`
	Kind      string   `json:"kind"`
	Form      string   `json:"form"`
	Rendering string   `json:"rendering"`
	Mined     bool     `json:"mined"`
	Secrets   []string `json:"secrets"`
}

type row struct {
	Name  string          `json:"name"`
	Value json.RawMessage `json:"value"`
	Owner int             `json:"owner,omitempty"`
}

// key names a row by its name, owner and value. The value is compared
// as decoded JSON, re-encoded without HTML escapes: the extraction
// envelope writes "&" as \u0026, an answer file as "&", and both are the
// same string.
func (r row) key() string {
	v := string(r.Value)
	var x any
	if json.Unmarshal(r.Value, &x) == nil {
		var b strings.Builder
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		if enc.Encode(x) == nil {
			v = strings.TrimSpace(b.String())
		}
	}
	return fmt.Sprintf("%s#%d=%s", r.Name, r.Owner, v)
}

type tally struct{ docs, allCore, names, right, wrong, leaked int }

func main() {
	dir := flag.String("dir", "testdata/forms-blind", "forms corpus directory (with index.json)")
	verbose := flag.Bool("v", false, "list each document's misses (never the locked blind designs')")
	only := flag.Bool("tuning", false, "the blind set's tuning designs only (what a worker tuning the reader runs)")
	flag.Parse()
	blind := strings.Contains(filepath.Base(filepath.Clean(*dir)), "blind")
	b, err := os.ReadFile(filepath.Join(*dir, "index.json"))
	if err != nil {
		fmt.Fprintln(os.Stderr, "formbench:", err)
		os.Exit(1)
	}
	var index []entry
	if err := json.Unmarshal(b, &index); err != nil {
		fmt.Fprintln(os.Stderr, "formbench: index.json:", err)
		os.Exit(1)
	}
	rd := reader.Reader{Timeout: time.Minute}
	groups := map[string]*tally{}
	var keys []string
	total := &tally{}
	leaks := 0
	for _, e := range index {
		if e.Rendering == "blank" || !e.Mined || *only && !tuningDesigns[e.Form] {
			continue
		}
		var want []row
		ab, err := os.ReadFile(filepath.Join(*dir, e.Answers))
		if err != nil || json.Unmarshal(ab, &want) != nil {
			fmt.Fprintf(os.Stderr, "formbench: answers of %s unreadable\n", e.File)
			os.Exit(1)
		}
		pdf, err := os.ReadFile(filepath.Join(*dir, e.File))
		if err != nil {
			fmt.Fprintln(os.Stderr, "formbench:", err)
			os.Exit(1)
		}
		ex, err := rd.Extract(context.Background(), analysis.Kind(e.Kind), pdf)
		var got []row
		out, _ := json.Marshal(ex.Outcome)
		for _, raw := range ex.Outcome.Data {
			var r row
			if json.Unmarshal(raw, &r) == nil {
				got = append(got, r)
			}
		}
		g := e.Form + " " + e.Rendering
		if blind && !tuningDesigns[e.Form] {
			g = "locked: " + g
		} else if blind {
			g = "tuning: " + g
		}
		t := groups[g]
		if t == nil {
			t = &tally{}
			groups[g] = t
			keys = append(keys, g)
		}
		have := map[string]int{}
		for _, r := range got {
			if forms.IsCore(r.Name) {
				have[r.key()]++
			}
		}
		var misses []string
		names, right := 0, 0
		for _, w := range want {
			if !forms.IsCore(w.Name) {
				continue
			}
			names++
			if have[w.key()] > 0 {
				have[w.key()]--
				right++
				continue
			}
			misses = append(misses, "missed "+w.key())
		}
		wrong := 0
		for k, n := range have {
			wrong += n
			for range n {
				misses = append(misses, "wrong "+k)
			}
		}
		leaked := 0
		for _, s := range e.Secrets {
			digits := strings.ReplaceAll(s, "-", "")
			if strings.Contains(string(out), s) || strings.Contains(string(out), digits) {
				leaked++
			}
		}
		leaks += leaked
		for _, a := range []*tally{t, total} {
			a.docs++
			a.names += names
			a.right += right
			a.wrong += wrong
			a.leaked += leaked
			if err == nil && right == names && wrong == 0 {
				a.allCore++
			}
		}
		locked := blind && !tuningDesigns[e.Form]
		if *verbose && !locked && (err != nil || len(misses) > 0) {
			sort.Strings(misses)
			fmt.Printf("%s: err=%v\n  %s\n", e.File, err, strings.Join(misses, "\n  "))
		}
	}
	sort.Strings(keys)
	fmt.Printf("\nforms of %s read from their text layer and AcroForm (core names of issue 13):\n", *dir)
	fmt.Printf("  %-36s %5s %16s %16s %6s %11s\n", "form rendering", "docs", "all core right", "core names", "wrong", "ssn leaked")
	line := func(name string, t *tally) {
		fmt.Printf("  %-36s %5d %9d (%3.0f%%) %9d (%3.0f%%) %6d %11d\n", name, t.docs, t.allCore,
			100*float64(t.allCore)/float64(max(t.docs, 1)), t.right, 100*float64(t.right)/float64(max(t.names, 1)), t.wrong, t.leaked)
	}
	for _, k := range keys {
		line(k, groups[k])
	}
	line("TOTAL", total)
	if leaks > 0 {
		os.Exit(1)
	}
}
