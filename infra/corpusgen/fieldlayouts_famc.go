package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

// The famC families: business neobanks printed from HTML, a transaction
// export that prints no balance, statements of Canadian and UK banks, and
// statements of several accounts. They were written from
// statement-conventions.md and the look of published statements, without
// the engine. Each family lists the documents it prints (variant and
// producer), so one family can be printed by several producers:
//
//   - ops families (Draw) by the fpdf producers, ReportLab, cairo and
//     Ghostscript, through the same paths as the other field families;
//   - markup families (Markup) by Chromium and wkhtmltopdf (HTML) or by
//     LibreOffice (flat ODT or HTML), through cFamily's own printer, run
//     by buildExternal with the -chromium, -wkhtmltopdf and -libreoffice
//     flags.
//
// The printer of a markup family checks, as it writes each fixture, that
// every amount, description word, the holder and the account's last four
// digits are in the PDF's text layer (pdftotext); TestFamCTextLayer
// checks the same for every committed famC fixture.
type cFamily struct {
	// ID fixes the family's seeds (families register in file order).
	ID      int
	Name    string
	Bank    string
	Aliases []string
	Prepare func(fs *fstmt)
	Draw    func(fs *fstmt) *doc
	// Markup returns the document's HTML, or its flat ODT (a document
	// beginning "<?xml"), for the producer that prints it.
	Markup func(fs *fstmt, producer string) string
	// WKArgs are the wkhtmltopdf options (page size, margins, footer) of
	// a markup family printed by wkhtmltopdf.
	WKArgs func(fs *fstmt) []string
	Docs   []cDoc
}

// cDoc is one document of a family: a variant (index into variants)
// printed by a producer; Case names a special document (applyCase).
type cDoc struct {
	Variant  int
	Producer string
	Case     string
	// Seed is added to the document's seed (to pick a simulated month
	// that shows what the variant is for, such as negative days).
	Seed uint64
}

// cProducers fixes each producer's part of a document's seed.
var cProducers = []string{"fpdf-core", "fpdf-ttf", "fpdf-words", "reportlab", "cairo", "ghostscript", "wkhtmltopdf", "chromium", "libreoffice"}

// cFamilies is filled by the files of the families (fieldlayouts_famc_*.go).
var cFamilies []cFamily

// each returns a document of every variant for each of the producers.
func each(producers ...string) []cDoc {
	var out []cDoc
	for vi := range variants {
		for _, p := range producers {
			out = append(out, cDoc{Variant: vi, Producer: p})
		}
	}
	return out
}

// cJobs lists the famC documents as field jobs.
func cJobs() []fieldJob {
	var jobs []fieldJob
	for _, f := range cFamilies {
		for _, c := range f.Docs {
			pi := -1
			for i, p := range cProducers {
				if p == c.Producer {
					pi = i
				}
			}
			if pi < 0 {
				panic("famC: unknown producer " + c.Producer)
			}
			seed := uint64(9000 + f.ID*200 + c.Variant*20 + pi)
			if c.Case != "" {
				seed += 10
			}
			seed += c.Seed * 1000
			fs := newField(seed, fieldFamily{Bank: f.Bank, Aliases: f.Aliases, Prepare: f.Prepare}, c.Variant)
			fs.Bank = f.Bank
			if c.Case != "" {
				fs.applyCase(c.Case)
			}
			suffix := variants[c.Variant].Name
			if c.Case != "" {
				suffix = c.Case
				if c.Variant != 0 {
					suffix = variants[c.Variant].Name + "-" + c.Case
				}
			}
			j := fieldJob{Layout: f.Name, Producer: c.Producer, FS: fs}
			if strings.HasPrefix(c.Producer, "fpdf-") {
				j.Name = fmt.Sprintf("%s_%s_%s", f.Name, c.Producer, suffix)
			} else {
				j.Name = fmt.Sprintf("%s_%s_%s", c.Producer, f.Name, suffix)
			}
			if f.Draw != nil {
				j.Doc = f.Draw(fs)
			} else {
				j.HTML = f.Markup(fs, c.Producer)
				f := f
				j.Print = func(bin, tmp, dst string) error { return f.print(j, bin, tmp, dst) }
			}
			if err := fs.checkArithmetic(); err != nil {
				panic(j.Name + ": " + err.Error())
			}
			jobs = append(jobs, j)
		}
	}
	return jobs
}

// checkArithmetic checks what a famC statement prints: the closing
// balance is the opening plus the rows, the negative days are the days
// whose rows leave the balance below zero, and, where a layout prints a
// running balance, every row's balance is the previous one plus the row
// (sectioned layouts list the rows by section, so the first two checks
// do not depend on the order of the rows).
func (fs *fstmt) checkArithmetic() error {
	for _, r := range fs.Rows {
		if r.Cents <= 0 {
			return fmt.Errorf("row %q has amount %d", r.Desc, r.Cents)
		}
	}
	if fs.NoBalances {
		return nil
	}
	signedAmt := func(r frow) int64 {
		if r.Credit {
			return r.Cents
		}
		return -r.Cents
	}
	bal := fs.Opening
	for _, r := range fs.Rows {
		bal += signedAmt(r)
	}
	if bal != fs.Closing {
		return fmt.Errorf("closing %d, rows give %d", fs.Closing, bal)
	}
	if fs.Printed.RunningBalance != "" {
		bal = fs.Opening
		for _, r := range fs.Rows {
			bal += signedAmt(r)
			if r.Balance != bal {
				return fmt.Errorf("row %q: balance %d, rows give %d", r.Desc, r.Balance, bal)
			}
		}
	}
	if fs.Case == "" && (fs.OpenP != fs.Opening || fs.CloseP != fs.Closing || fs.CreditDelta != 0) {
		return fmt.Errorf("printed balances differ from the rows")
	}
	neg := 0
	for d := fs.Start; !d.After(fs.End); d = d.AddDate(0, 0, 1) {
		eod := fs.Opening
		for _, r := range fs.Rows {
			if !r.Date.After(d) {
				eod += signedAmt(r)
			}
		}
		if eod < 0 {
			neg++
		}
	}
	if neg != fs.NegDays {
		return fmt.Errorf("%d negative days, rows give %d", fs.NegDays, neg)
	}
	return nil
}

// print prints a markup document with its producer.
func (f cFamily) print(j fieldJob, bin, tmp, dst string) error {
	var cmd *exec.Cmd
	switch j.Producer {
	case "chromium":
		src := filepath.Join(tmp, j.Name+".html")
		if err := os.WriteFile(src, []byte(j.HTML), 0o644); err != nil {
			return err
		}
		cmd = exec.Command(bin, "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer", "--print-to-pdf="+dst, "file://"+src)
	case "wkhtmltopdf":
		src := filepath.Join(tmp, j.Name+".html")
		if err := os.WriteFile(src, []byte(j.HTML), 0o644); err != nil {
			return err
		}
		args := append([]string{"--quiet", "--title", j.FS.Bank + " statement"}, f.WKArgs(j.FS)...)
		cmd = exec.Command(bin, append(args, src, dst)...)
	case "libreoffice":
		ext := ".html"
		filter := []string{"--infilter=HTML (StarWriter)"}
		if strings.HasPrefix(j.HTML, "<?xml") {
			ext, filter = ".fodt", nil
		}
		src := filepath.Join(tmp, j.Name+ext)
		if err := os.WriteFile(src, []byte(j.HTML), 0o644); err != nil {
			return err
		}
		// A profile of its own, so that a LibreOffice open elsewhere
		// does not take the conversion.
		args := append([]string{"-env:UserInstallation=file://" + filepath.Join(tmp, "lo-profile"), "--headless"}, filter...)
		args = append(args, "--convert-to", "pdf:writer_pdf_Export", "--outdir", filepath.Dir(dst), src)
		cmd = exec.Command(bin, args...)
	default:
		return fmt.Errorf("famC: %s cannot print markup", j.Producer)
	}
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s %s: %w: %s", j.Producer, j.Name, err, msg)
	}
	if _, err := os.Stat(dst); err != nil {
		return fmt.Errorf("%s %s: no PDF written", j.Producer, j.Name)
	}
	return nil
}

// printOwn prints a job that carries its own printer, writes its answer
// and checks the PDF's text layer against the answer.
func printOwn(j fieldJob, bin, tmp, out string) error {
	dst := filepath.Join(out, j.Name+".pdf")
	if err := j.Print(bin, tmp, dst); err != nil {
		return err
	}
	pdf, err := os.ReadFile(dst)
	if err != nil {
		return err
	}
	pages := pagesOf(pdf)
	// A document that numbers its own pages must come out with as many.
	if m := regexp.MustCompile(`Page 1 of (\d+)`).FindStringSubmatch(j.HTML); m != nil && m[1] != fmt.Sprint(pages) {
		return fmt.Errorf("%s: %d pages printed, the document numbers %s", j.Name, pages, m[1])
	}
	t := j.FS.truth(j.Layout, j.Producer, pages)
	t.File = j.Name + ".pdf"
	if miss := textLayerMisses(dst, t); len(miss) > 0 {
		return fmt.Errorf("%s: not in the text layer: %s", j.Name, strings.Join(miss, "; "))
	}
	return writeJSON(filepath.Join(out, j.Name+".json"), t)
}

// textLayerMisses lists what an answer asserts that pdftotext does not
// find in the PDF: amounts, description words (a check's number only),
// the holder, the account's last four digits and the balances.
func textLayerMisses(pdf string, t groundtruth.Truth) []string {
	raw, err := exec.Command("pdftotext", "-layout", pdf, "-").Output()
	if err != nil {
		return []string{"pdftotext: " + err.Error()}
	}
	text := string(raw)
	flat := strings.Join(strings.Fields(text), " ")
	var miss []string
	has := func(s string) bool { return strings.Contains(text, s) || strings.Contains(flat, s) }
	amt := func(v float64) string {
		c := int64(v*100 + 0.5)
		if v < 0 {
			c = int64(v*100 - 0.5)
		}
		return money(c)
	}
	for _, x := range t.Transactions {
		if !has(amt(x.Amount)) {
			miss = append(miss, "amount "+amt(x.Amount)+" of "+x.Description)
		}
		words := strings.Fields(x.Description)
		if no, ok := strings.CutPrefix(x.Description, "CHECK #"); ok {
			// The number and any payee after it are printed apart
			// (a check-number column, then the description).
			words = strings.Fields(no)
		}
		for _, w := range words {
			if !has(w) {
				miss = append(miss, fmt.Sprintf("word %q of %q", w, x.Description))
			}
		}
	}
	if !has(t.AccountHolderName) {
		miss = append(miss, "holder "+t.AccountHolderName)
	}
	if !has(t.AccountLast4) {
		miss = append(miss, "last 4 "+t.AccountLast4)
	}
	for i, b := range []*float64{t.StartingBalance, t.EndingBalance} {
		if i == 0 && startNotPrinted(t) {
			continue
		}
		if b != nil && !has(amt(*b)) {
			miss = append(miss, "balance "+amt(*b))
		}
	}
	return miss
}

// ---- helpers shared by the famC families.

// setDesc gives a row its printed description: a first line (main) and
// the detail that follows it, on the same line or on continuation lines,
// and the family's type label. The answer's description is the two
// joined by a space; the drawing splits them again with splitDesc.
func setDesc(r *frow, typ, main, detail string) {
	r.Code = typ + "|" + main
	r.Desc = strings.TrimSpace(main + " " + detail)
}

// splitDesc returns the type label, first line and detail set by setDesc.
func splitDesc(r frow) (typ, main, detail string) {
	typ, main, ok := strings.Cut(r.Code, "|")
	if !ok {
		return r.Code, r.Desc, ""
	}
	return typ, main, strings.TrimSpace(strings.TrimPrefix(r.Desc, main))
}

// insertRow inserts row at index i of the statement.
func (fs *fstmt) insertRow(i int, row frow) {
	fs.Rows = append(fs.Rows[:i:i], append([]frow{row}, fs.Rows[i:]...)...)
}

// lastOfDay reports whether row i is the last printed row of its day.
func lastOfDay(rows []frow, i int) bool {
	return i+1 == len(rows) || !rows[i+1].Date.Equal(rows[i].Date)
}

// ref is a deterministic reference number of n digits from a row.
func ref(r frow, salt int64, n int) string {
	return digits(r.Cents*31+int64(r.Date.YearDay())*7+salt, n)
}

// refHex is a deterministic upper-case alphanumeric reference.
func refHex(r frow, salt int64, n int) string {
	const abc = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ"
	v := uint64(r.Cents*131+int64(r.Date.YearDay())*17+salt) * 2654435761
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteByte(abc[v%uint64(len(abc))])
		v = v/uint64(len(abc)) + uint64(i*7+3)*40503
	}
	return b.String()
}

// cityOf returns a merchant's city and state as card descriptions print
// them, from the holder's own city.
func cityOf(fs *fstmt) (string, string) {
	ws := strings.Fields(fs.City)
	if len(ws) < 3 {
		return "AUSTIN", "TX"
	}
	return strings.Join(ws[:len(ws)-2], " "), ws[len(ws)-2]
}
