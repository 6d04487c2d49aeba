// Command devblind2gen writes the "devblind2" development set: US
// bank-statement PDFs in seven layout families taken from how real
// statements are printed (/work/shared/statement-conventions.md), written
// without reading the statement engine, with an exact answer file per PDF.
//
//	go run ./infra/devblind2gen -out testdata/devblind2
//
// Rows, balances and printed figures come from fixed seeds; every answer
// is re-checked (opening + credits - debits = closing, printed totals,
// counts, running, forward and daily balances) before it is written. The
// answer checker and the row generator are copied from infra/devblindgen.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Doc is one statement to write.
type Doc struct {
	Name   string
	Family string
	Tool   string // "fpdf", "groff", "ps", "cairo"
	Stmt   *Stmt
	Answer *Account
	Figs   *Figs
	PDF    []byte // fpdf output (also the input of "cairo")
	Src    string // groff or PostScript source
}

// Family is a layout family: a function making its documents.
type Family struct {
	Name       string
	Tool       string
	Convention string
	Make       func() []*Doc
}

func families() []Family {
	return []Family{famMainframe(), famNewestFirst(), famBAI(), famTwoDate(), famPageForward(), famCheckImages(), famAnalysis()}
}

// tools lists the programs a family's producer needs.
func tools(tool string) []string {
	switch tool {
	case "groff":
		return []string{"groff"}
	case "ps":
		return []string{"ps2pdf"}
	case "cairo":
		return []string{"pdftocairo"}
	}
	return nil
}

func main() {
	out := flag.String("out", "testdata/devblind2", "output folder")
	only := flag.String("only", "", "comma-separated family names (default all)")
	flag.Parse()
	if err := generate(*out, *only); err != nil {
		log.Fatal(err)
	}
}

// sourceEpoch pins the creation date Ghostscript writes.
const sourceEpoch = "1795165200" // 2026-11-20 09:00 UTC

func generate(out, only string) error {
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	want := map[string]bool{}
	for _, n := range strings.Split(only, ",") {
		if n != "" {
			want[n] = true
		}
	}
	var docs []*Doc
	for _, f := range families() {
		if len(want) > 0 && !want[f.Name] {
			continue
		}
		for _, d := range f.Make() {
			d.Family, d.Tool = f.Name, f.Tool
			docs = append(docs, d)
		}
	}
	tmp, err := os.MkdirTemp("", "devblind2")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	for _, d := range docs {
		pdf := filepath.Join(out, d.Name+".pdf")
		if err := produce(tmp, d, pdf); err != nil {
			return fmt.Errorf("%s: %v", d.Name, err)
		}
		pages, producer, err := pdfInfo(pdf)
		if err != nil {
			return err
		}
		tr := buildTruth(d, d.Answer, d.Figs, pages, producer)
		if err := checkTruth(tr, d.Answer, d.Figs, pages); err != nil {
			return fmt.Errorf("%s: refusing an inconsistent answer: %v", d.Name, err)
		}
		b, err := json.MarshalIndent(tr, "", "  ")
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(out, d.Name+".json"), append(b, '\n'), 0o644); err != nil {
			return err
		}
	}
	return nil
}

func run(stdin []byte, stdout *bytes.Buffer, env []string, name string, args ...string) error {
	cmd := exec.Command(name, args...)
	var errb bytes.Buffer
	if stdin != nil {
		cmd.Stdin = bytes.NewReader(stdin)
	}
	if stdout != nil {
		cmd.Stdout = stdout
	} else {
		cmd.Stdout = &errb
	}
	cmd.Stderr = &errb
	cmd.Env = append(os.Environ(), env...)
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%s: %v: %s", name, err, errb.String())
	}
	if s := strings.TrimSpace(errb.String()); s != "" && name == "groff" {
		return fmt.Errorf("groff warns: %s", s)
	}
	return nil
}

func produce(tmp string, d *Doc, pdf string) error {
	switch d.Tool {
	case "fpdf":
		return os.WriteFile(pdf, d.PDF, 0o644)
	case "groff":
		var b bytes.Buffer
		if err := run([]byte(d.Src), &b, []string{"SOURCE_DATE_EPOCH=" + sourceEpoch}, "groff", "-Tpdf", "-P-pletter", "-ww"); err != nil {
			return err
		}
		return os.WriteFile(pdf, b.Bytes(), 0o644)
	case "ps":
		in := filepath.Join(tmp, d.Name+".ps")
		if err := os.WriteFile(in, []byte(d.Src), 0o644); err != nil {
			return err
		}
		return run(nil, nil, []string{"SOURCE_DATE_EPOCH=" + sourceEpoch}, "ps2pdf", "-sPAPERSIZE=letter", in, pdf)
	case "cairo":
		in := filepath.Join(tmp, d.Name+".fpdf.pdf")
		if err := os.WriteFile(in, d.PDF, 0o644); err != nil {
			return err
		}
		return run(nil, nil, nil, "pdftocairo", "-pdf", in, pdf)
	}
	return fmt.Errorf("unknown tool %q", d.Tool)
}

var infoLine = regexp.MustCompile(`(?m)^(Pages|Producer|Creator):\s*(.*)$`)

// pdfInfo reads the page count and the producer (Creator / Producer as
// the document states them).
func pdfInfo(pdf string) (int, string, error) {
	b, err := exec.Command("pdfinfo", pdf).Output()
	if err != nil {
		return 0, "", fmt.Errorf("pdfinfo %s: %v", pdf, err)
	}
	m := map[string]string{}
	for _, x := range infoLine.FindAllStringSubmatch(string(b), -1) {
		m[x[1]] = strings.TrimSpace(x[2])
	}
	n, err := strconv.Atoi(m["Pages"])
	if err != nil {
		return 0, "", fmt.Errorf("pdfinfo %s: pages %q", pdf, m["Pages"])
	}
	prod := m["Producer"]
	if c := m["Creator"]; c != "" {
		prod = c + " / " + prod
	}
	return n, prod, nil
}

// sortedDays lists the days with rows, in order.
func sortedDays(rows []*Txn) []time.Time {
	seen := map[string]time.Time{}
	for _, t := range rows {
		seen[iso(t.Date)] = t.Date
	}
	var out []time.Time
	for _, d := range seen {
		out = append(out, d)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Before(out[j]) })
	return out
}

// dayEnds gives each day's closing balance from a chronological account.
func dayEnds(a *Account) []DayBal {
	var out []DayBal
	for i, t := range a.Txns {
		if i == len(a.Txns)-1 || !a.Txns[i+1].Date.Equal(t.Date) {
			out = append(out, DayBal{t.Date, t.Bal})
		}
	}
	return out
}

// moving drops the $0.00 notices.
func moving(ts []*Txn) []*Txn {
	return pick(ts, func(t *Txn) bool { return t.Cents != 0 })
}

func pick(ts []*Txn, f func(*Txn) bool) []*Txn {
	var out []*Txn
	for _, t := range ts {
		if f(t) {
			out = append(out, t)
		}
	}
	return out
}

func sumAbs(ts []*Txn) int64 {
	var s int64
	for _, t := range ts {
		s += t.Abs()
	}
	return s
}

func sumCredits(ts []*Txn) (int64, int) {
	var s int64
	n := 0
	for _, t := range ts {
		if t.Cents > 0 {
			s += t.Cents
			n++
		}
	}
	return s, n
}

func sumDebits(ts []*Txn) (int64, int) {
	var s int64
	n := 0
	for _, t := range ts {
		if t.Cents < 0 {
			s -= t.Cents
			n++
		}
	}
	return s, n
}

func (s *Stmt) addAccount(title, number string, p Profile, style string, width int) *Account {
	p.Start, p.End, p.Card = s.Start, s.End, s.Card
	a, _ := genActivity(p)
	a.Title, a.Number = title, number
	for _, t := range a.Txns {
		if t.Kind == KFunding && len(t.Ref) < 10 { // funding references are 8 digits
			t.Ref += "00"
		}
	}
	describeAll(style, a, s, width)
	s.Accounts = append(s.Accounts, a)
	return a
}

// byNumber sorts checks by number and marks a break in the sequence
// (the printed '*') where a number is not the previous one plus one.
func byNumber(checks []*Txn) []*Txn {
	out := append([]*Txn{}, checks...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Check < out[j].Check })
	for i, t := range out {
		t.Gap = i > 0 && t.Check != out[i-1].Check+1
	}
	return out
}
