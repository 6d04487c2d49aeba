// Command devblindgen writes the "devblind" development set: US
// bank-statement PDFs in layout families taken from how real statements
// are printed (/work/shared/statement-conventions.md), written without
// reading the statement engine, with an exact answer file per PDF.
//
//	go run ./infra/devblindgen -out testdata/devblind
//
// Rows, balances and printed figures come from fixed seeds; every answer
// is re-checked (opening + credits - debits = closing, printed totals,
// counts, running and daily balances) before it is written.
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
	"sync"
	"time"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

// Doc is one statement to write.
type Doc struct {
	Name     string
	Family   string
	Tool     string // "fpdf", "chromium", "soffice"
	Stmt     *Stmt
	Answer   *Account
	Figs     *Figs
	PDF      []byte // fpdf output
	HTML     string // chromium input
	FODT     string // soffice input
	Template string // what real convention it follows (README)
}

// Family is a layout family: a function making its documents.
type Family struct {
	Name       string
	Tool       string
	Convention string
	Make       func() []*Doc
}

func families() []Family {
	return []Family{
		famNational(), famDayEnd(), famSigned(), famNeobank(), famTrailMinus(), famChecksGrid(), famDotLeader(), famCRDR(), famCreditUnion(), famTDPosting(), famRelationship(), famParens(),
	}
}

func main() {
	out := flag.String("out", "testdata/devblind", "output folder")
	only := flag.String("only", "", "comma-separated family names (default all)")
	flag.Parse()
	if err := generate(*out, *only); err != nil {
		log.Fatal(err)
	}
}

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
	tmp, err := os.MkdirTemp("", "devblind")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	// fpdf documents are written directly; HTML goes through chromium two
	// at a time; FODT through one soffice run.
	var fodts []string
	var htmls []*Doc
	for _, d := range docs {
		pdf := filepath.Join(out, d.Name+".pdf")
		switch d.Tool {
		case "fpdf":
			if err := os.WriteFile(pdf, d.PDF, 0o644); err != nil {
				return err
			}
		case "chromium":
			htmls = append(htmls, d)
		case "soffice":
			p := filepath.Join(tmp, d.Name+".fodt")
			if err := os.WriteFile(p, []byte(d.FODT), 0o644); err != nil {
				return err
			}
			fodts = append(fodts, p)
		}
	}
	var wg sync.WaitGroup
	errs := make(chan error, len(htmls)+1)
	sem := make(chan struct{}, 2)
	for _, d := range htmls {
		wg.Add(1)
		go func(d *Doc) {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			if err := chromium(tmp, d.Name, d.HTML, filepath.Join(out, d.Name+".pdf")); err != nil {
				errs <- err
			}
		}(d)
	}
	if len(fodts) > 0 {
		args := append([]string{"-env:UserInstallation=file://" + filepath.Join(tmp, "lo"), "--headless", "--convert-to", "pdf:writer_pdf_Export", "--outdir", out}, fodts...)
		cmd := exec.Command("soffice", args...)
		if b, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("soffice: %v: %s", err, b)
		}
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		return err
	}
	for _, d := range docs {
		pdf := filepath.Join(out, d.Name+".pdf")
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

func chromium(tmp, name, html, pdf string) error {
	in := filepath.Join(tmp, name+".html")
	if err := os.WriteFile(in, []byte(html), 0o644); err != nil {
		return err
	}
	abs, _ := filepath.Abs(pdf)
	cmd := exec.Command("chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
		"--user-data-dir="+filepath.Join(tmp, "chrome-"+name), "--print-to-pdf="+abs, "file://"+in)
	var buf bytes.Buffer
	cmd.Stdout, cmd.Stderr = &buf, &buf
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("chromium %s: %v: %s", name, err, buf.String())
	}
	if _, err := os.Stat(abs); err != nil {
		return fmt.Errorf("chromium %s wrote nothing: %s", name, buf.String())
	}
	return nil
}

var infoLine = regexp.MustCompile(`(?m)^(Pages|Producer|Creator):\s*(.*)$`)

// pdfInfo reads the page count and the producer (Creator / Producer as
// the document states them; a browser's user-agent creator is left out).
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
	if c := m["Creator"]; c != "" && !strings.HasPrefix(c, "Mozilla") {
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
	var out []*Txn
	for _, t := range ts {
		if t.Cents != 0 {
			out = append(out, t)
		}
	}
	return out
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

var _ = groundtruth.Truth{}
