// Command blindgen writes the blind statement corpus under testdata/blind:
// clean statements of several layout families with their answer files,
// forged copies with labels, and the lock manifest.
//
// It was written from a brief of real-world statement conventions, without
// reading the service's parser, so the corpus can measure the parser
// honestly. Run from the repository root:
//
//	go run ./infra/blindgen -out testdata/blind
package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

func main() {
	out := flag.String("out", "testdata/blind", "output directory")
	only := flag.String("only", "", "comma-separated family keys to generate (debugging; skips tampering and the manifest)")
	noTamper := flag.Bool("no-tamper", false, "skip the tampered set")
	flag.Parse()
	if err := run(*out, *only, *noTamper); err != nil {
		log.Fatal(err)
	}
}

func seedOf(name string) int64 {
	h := fnv.New64a()
	h.Write([]byte(name))
	return int64(h.Sum64() & 0x7fffffffffff)
}

// built is one clean statement on disk.
type built struct {
	St    *Statement
	Res   *Result
	Path  string
	Pages int
}

func run(out, only string, noTamper bool) error {
	cleanDir := filepath.Join(out, "clean")
	if err := os.MkdirAll(cleanDir, 0o755); err != nil {
		return fmt.Errorf("mkdir: %w", err)
	}
	want := map[string]bool{}
	for _, k := range strings.Split(only, ",") {
		if k != "" {
			want[k] = true
		}
	}
	var all []*built
	for _, fam := range families {
		if len(want) > 0 && !want[fam.Key] {
			continue
		}
		for _, sp := range fam.Specs {
			b, err := buildClean(fam, sp, cleanDir)
			if err != nil {
				return err
			}
			all = append(all, b)
			log.Printf("%-44s %-11s %2d pages %3d rows  nsf=%d neg=%d", b.St.Name, b.St.Producer, b.Pages, len(b.Res.Rows), b.St.NSFCount(), b.St.NegativeDays())
		}
	}
	if len(want) > 0 {
		return nil
	}
	var labels []*label
	if !noTamper {
		var err error
		if labels, err = forgeAll(all, filepath.Join(out, "tampered")); err != nil {
			return err
		}
	}
	if err := writeSetReadme(out, all, labels); err != nil {
		return err
	}
	return writeManifest(out)
}

// newStatement draws the activity of one spec.
func newStatement(fam *Family, sp Spec) *Statement {
	st := &Statement{
		Name:     specName(fam, sp),
		Scenario: sp.Scenario,
		Fam:      fam,
		Producer: sp.Producer,
		Biz:      fam.Biz,
		AcctNo:   fam.AcctNo,
		Start:    sp.Start,
		End:      sp.End,
	}
	st.Seed = seedOf(st.Name)
	st.Unverified = sp.Scenario == "export"
	st.Opening = 1200000 + st.Seed%3000000
	if sp.Scenario == "busy" {
		st.Opening += 2500000
	}
	st.Created = sp.End.AddDate(0, 0, 2+int(st.Seed%3)).Add(time.Duration(5*3600+st.Seed%7200) * time.Second)
	generate(st)
	return st
}

func buildClean(fam *Family, sp Spec, dir string) (*built, error) {
	st := newStatement(fam, sp)
	if err := st.Check(); err != nil {
		return nil, err
	}
	path := filepath.Join(dir, st.Name+".pdf")
	res, err := printStatement(st, path)
	if err != nil {
		return nil, err
	}
	if err := checkResult(st, res); err != nil {
		return nil, err
	}
	pages, err := pageCount(path)
	if err != nil {
		return nil, err
	}
	if err := selfCheck(st, res, path); err != nil {
		return nil, err
	}
	if err := writeJSON(filepath.Join(dir, st.Name+".json"), truth(st, res, pages)); err != nil {
		return nil, err
	}
	return &built{St: st, Res: res, Path: path, Pages: pages}, nil
}

// printStatement lays out and prints a statement with its producer.
func printStatement(st *Statement, path string) (*Result, error) {
	fam := st.Fam
	if fam.Draw != nil {
		d, res := fam.Draw(st)
		d.Meta = metaFor(st)
		res.Doc = d
		if err := renderDoc(d, st.Producer, path); err != nil {
			return nil, fmt.Errorf("%s: %w", st.Name, err)
		}
		return res, nil
	}
	res, err := fam.Print(st, path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", st.Name, err)
	}
	return res, nil
}

func metaFor(st *Statement) Meta {
	return Meta{
		Title:   fmt.Sprintf("Statement %s", st.End.Format("2006-01-02")),
		Author:  st.Fam.Bank,
		Subject: "Account statement",
		Creator: st.Fam.Bank + " Statement Services",
		Created: st.Created,
	}
}

func pageCount(path string) (int, error) {
	out, err := exec.Command("pdfinfo", path).Output()
	if err != nil {
		return 0, fmt.Errorf("pdfinfo %s: %w", path, err)
	}
	for _, l := range strings.Split(string(out), "\n") {
		if strings.HasPrefix(l, "Pages:") {
			return strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(l, "Pages:")))
		}
	}
	return 0, fmt.Errorf("pdfinfo %s: no page count", path)
}

// pdfText extracts a PDF's text with poppler, to check our own output
// (never the service's reader).
func pdfText(path string) (string, error) {
	out, err := exec.Command("pdftotext", "-layout", path, "-").Output()
	if err != nil {
		return "", fmt.Errorf("pdftotext %s: %w", path, err)
	}
	return string(out), nil
}

// selfCheck confirms every answer row's amount and description words
// reached the text layer, so a clipped or dropped row cannot slip into
// a committed answer.
func selfCheck(st *Statement, res *Result, path string) error {
	txt, err := pdfText(path)
	if err != nil {
		return err
	}
	flat := strings.Join(strings.Fields(txt), " ")
	for _, r := range res.Rows {
		if !strings.Contains(flat, money(r.T.Cents)) {
			return fmt.Errorf("%s: amount %s not in the text layer", st.Name, money(r.T.Cents))
		}
		for _, w := range strings.Fields(r.Desc) {
			if strings.HasPrefix(w, "CHECK") || w == "#"+fmt.Sprint(r.T.CheckNo) {
				continue
			}
			if !strings.Contains(flat, w) {
				return fmt.Errorf("%s: description word %q of %q not in the text layer", st.Name, w, r.Desc)
			}
		}
	}
	return nil
}
