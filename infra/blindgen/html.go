package main

import (
	"fmt"
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// fakeTime runs a converter with its clock set to the statement's
// creation time, so the PDF's dates are those of a bank's overnight run
// rather than of the day the corpus was generated.
func fakeTime(created time.Time, name string, args ...string) *exec.Cmd {
	all := append([]string{created.UTC().Format("2006-01-02 15:04:05"), name}, args...)
	cmd := exec.Command("faketime", all...)
	cmd.Env = append(os.Environ(), "TZ=UTC")
	return cmd
}

// printChromium prints an HTML document with headless Chromium.
func printChromium(doc, out string, created time.Time) error {
	dir, err := os.MkdirTemp("", "blindgen-chr")
	if err != nil {
		return fmt.Errorf("temp dir: %w", err)
	}
	defer os.RemoveAll(dir)
	src := filepath.Join(dir, "statement.html")
	if err := os.WriteFile(src, []byte(doc), 0o644); err != nil {
		return fmt.Errorf("write html: %w", err)
	}
	abs, err := filepath.Abs(out)
	if err != nil {
		return fmt.Errorf("output path: %w", err)
	}
	profile := filepath.Join(dir, "profile")
	cmd := fakeTime(created, "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync", "--user-data-dir="+profile,
		"--no-pdf-header-footer", "--print-to-pdf="+abs, "file://"+src)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("chromium: %w: %s", err, msg)
	}
	if _, err := os.Stat(abs); err != nil {
		return fmt.Errorf("chromium wrote no pdf: %w", err)
	}
	return nil
}

// printWkhtml prints an HTML document with wkhtmltopdf, letting it
// paginate the flow itself.
func printWkhtml(doc, out string, created time.Time) error {
	dir, err := os.MkdirTemp("", "blindgen-wk")
	if err != nil {
		return fmt.Errorf("temp dir: %w", err)
	}
	defer os.RemoveAll(dir)
	src := filepath.Join(dir, "statement.html")
	if err := os.WriteFile(src, []byte(doc), 0o644); err != nil {
		return fmt.Errorf("write html: %w", err)
	}
	cmd := fakeTime(created, "wkhtmltopdf", "-q", "--page-size", "Letter", "--margin-top", "12mm", "--margin-bottom", "14mm",
		"--margin-left", "12mm", "--margin-right", "12mm", "--disable-smart-shrinking", "--dpi", "96", "--enable-local-file-access", src, out)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("wkhtmltopdf: %w: %s", err, msg)
	}
	return nil
}

// printSoffice converts an ODF document to PDF with LibreOffice.
func printSoffice(doc, ext, out string, created time.Time) error {
	dir, err := os.MkdirTemp("", "blindgen-lo")
	if err != nil {
		return fmt.Errorf("temp dir: %w", err)
	}
	defer os.RemoveAll(dir)
	src := filepath.Join(dir, "statement."+ext)
	if err := os.WriteFile(src, []byte(doc), 0o644); err != nil {
		return fmt.Errorf("write %s: %w", ext, err)
	}
	// One profile for the whole run: creating a fresh one costs LibreOffice
	// half a minute per document.
	profile := filepath.Join(os.TempDir(), "blindgen-lo-profile")
	cmd := fakeTime(created, "soffice", "-env:UserInstallation=file://"+profile, "--headless", "--convert-to", "pdf", "--outdir", dir, src)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("soffice: %w: %s", err, msg)
	}
	b, err := os.ReadFile(filepath.Join(dir, "statement.pdf"))
	if err != nil {
		return fmt.Errorf("soffice wrote no pdf: %w", err)
	}
	return os.WriteFile(out, b, 0o644)
}

// esc escapes text for HTML and XML.
func esc(s string) string { return html.EscapeString(s) }

// escLines escapes lines and joins them with <br>.
func escLines(lines []string) string {
	var b []string
	for _, l := range lines {
		b = append(b, esc(l))
	}
	return strings.Join(b, "<br>")
}

// hpage is one pre-paginated HTML page.
type hpage struct {
	rows []string // table rows (HTML <tr>...)
}

// paginate splits row heights into pages: first holds the first page's
// capacity, next every later page's. It returns the row indices per page.
func paginate(heights []float64, first, next float64) [][]int {
	var pages [][]int
	cur := []int{}
	room := first
	for i, h := range heights {
		if h > room && len(cur) > 0 {
			pages = append(pages, cur)
			cur = []int{}
			room = next
		}
		cur = append(cur, i)
		room -= h
	}
	pages = append(pages, cur)
	return pages
}
