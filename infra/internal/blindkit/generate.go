package blindkit

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
)

// Doc is one statement to write.
type Doc struct {
	Name   string
	Family string
	Tool   string // "chromium", "writer" (.fodt), "calc" (.fods), "go" (Build)
	Stmt   *Stmt
	Figs   *Figs
	Src    string // HTML, FODT or FODS
	// Build writes the PDF itself (Tool "go": a raw writer or FPDF).
	Build func(path string) error
	// Money prints an amount as the statement prints it (unsigned); nil:
	// 1,234.56.
	Money func(c int64) string
}

// Family is a layout family: a function making its documents.
type Family struct {
	Name       string
	Tool       string
	Producer   string
	Convention string
	Make       func() []*Doc
}

// Generate writes every document of the families named in only (comma
// separated; "" is all) into out: a PDF through its family's tool
// (Chromium for HTML, LibreOffice for flat ODT or ODS, or the document's
// own Build), the metadata dates the office tools stamp from the clock
// fixed, and its answer — refused when its arithmetic does not hold.
func Generate(out, only string, fams []Family) error {
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
	for _, f := range fams {
		if len(want) > 0 && !want[f.Name] {
			continue
		}
		for _, d := range f.Make() {
			d.Family, d.Tool = f.Name, f.Tool
			docs = append(docs, d)
		}
	}
	tmp, err := os.MkdirTemp("", "blindkit")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	var lo []string
	var htmls []*Doc
	for _, d := range docs {
		switch d.Tool {
		case "chromium":
			htmls = append(htmls, d)
		case "go":
			if err := d.Build(filepath.Join(out, d.Name+".pdf")); err != nil {
				return fmt.Errorf("%s: %v", d.Name, err)
			}
		case "writer", "calc":
			ext := ".fodt"
			if d.Tool == "calc" {
				ext = ".fods"
			}
			p := filepath.Join(tmp, d.Name+ext)
			if err := os.WriteFile(p, []byte(d.Src), 0o644); err != nil {
				return err
			}
			lo = append(lo, p)
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
			if err := chromium(tmp, d.Name, d.Src, filepath.Join(out, d.Name+".pdf")); err != nil {
				errs <- err
			}
		}(d)
	}
	if len(lo) > 0 {
		args := append([]string{"-env:UserInstallation=file://" + filepath.Join(tmp, "lo"), "--headless", "--convert-to", "pdf", "--outdir", out}, lo...)
		if b, err := exec.Command("soffice", args...).CombinedOutput(); err != nil {
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
		if d.Tool != "go" {
			if err := fixDates(pdf); err != nil {
				return err
			}
		}
		pages, producer, err := PDFInfo(pdf)
		if err != nil {
			return err
		}
		tr := BuildTruth(d.Name, d.Family, d.Stmt, d.Figs, pages, producer)
		if err := CheckTruth(tr, d.Stmt, d.Figs); err != nil {
			return fmt.Errorf("%s: refusing an inconsistent answer: %v", d.Name, err)
		}
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(tr); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(out, d.Name+".json"), b.Bytes(), 0o644); err != nil {
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

var (
	infoLine = regexp.MustCompile(`(?m)^(Pages|Producer|Creator):\s*(.*)$`)
	uaChrome = regexp.MustCompile(`HeadlessChrome/[0-9.]+`)
)

// PDFInfo reads the page count and the producer: Creator / Producer as
// the document states them (a browser's user agent shortened to its
// HeadlessChrome/N part).
func PDFInfo(pdf string) (int, string, error) {
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
	c := m["Creator"]
	if strings.HasPrefix(c, "Mozilla") {
		c = uaChrome.FindString(c)
	}
	if c != "" {
		prod = c + " / " + prod
	}
	return n, prod, nil
}

var infoDate = regexp.MustCompile(`/(CreationDate|ModDate)\s*\(D:[0-9]{14}`)

// fixDates sets the CreationDate / ModDate that Chromium and LibreOffice
// stamp from the clock to a fixed time after every statement's period
// (1 December 2026, 09:00), in place and at the same length, so the
// cross-reference offsets stay right.
func fixDates(pdf string) error {
	b, err := os.ReadFile(pdf)
	if err != nil {
		return err
	}
	n := 0
	b = infoDate.ReplaceAllFunc(b, func(m []byte) []byte {
		n++
		return append(m[:len(m)-14:len(m)-14], "20261201090000"...)
	})
	if n == 0 {
		return fmt.Errorf("%s: no CreationDate / ModDate to fix", pdf)
	}
	return os.WriteFile(pdf, b, 0o644)
}
