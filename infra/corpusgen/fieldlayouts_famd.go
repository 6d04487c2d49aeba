package main

import (
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

// The famD families: regional and national banks the other families do
// not cover, and the same kind of big bank in its other channels (a
// browser print of the online account-activity page instead of the mailed
// statement). They were written from statement-conventions.md and what
// such statements and pages are known to print, without the engine.
//
// Each family owns a seed range (Seed) and lists its documents (variant
// and producer), as the famC families do; ops families (Draw) go through
// the fpdf, ReportLab, cairo and Ghostscript printers of the other field
// families, markup families (Markup) through famC's Chromium and
// wkhtmltopdf printer. dAudit replays every document's arithmetic before
// it is printed; the printer of a markup family reads the PDF back with
// pdftotext as it writes it, and TestFamDTextLayer reads every committed
// famD fixture back the same way.
type dFamily struct {
	Seed    uint64 // first of the family's seeds
	Name    string
	Bank    string
	Aliases []string
	Prepare func(fs *fstmt)
	Draw    func(fs *fstmt) *doc
	Markup  func(fs *fstmt, producer string) string
	WKArgs  func(fs *fstmt) []string
	Docs    []cDoc
}

// dFamilies is filled by the families' files (fieldlayouts_famd_*.go).
var dFamilies []dFamily

// dDoc is a shorthand for one document of a family.
func dDoc(variant int, producer string) cDoc { return cDoc{Variant: variant, Producer: producer} }

// dJobs lists the famD documents as field jobs.
func dJobs() []fieldJob {
	var jobs []fieldJob
	for _, f := range dFamilies {
		for _, c := range f.Docs {
			pi := -1
			for i, p := range cProducers {
				if p == c.Producer {
					pi = i
				}
			}
			if pi < 0 {
				panic("famD: unknown producer " + c.Producer)
			}
			seed := f.Seed + uint64(c.Variant*10+pi) + c.Seed*1000
			// famNewField retries the low-balance month until it really
			// goes below zero and draws fees.
			fs := famNewField(seed, fieldFamily{Name: f.Name, Bank: f.Bank, Aliases: f.Aliases, Prepare: f.Prepare}, c.Variant)
			fs.Bank = f.Bank
			j := fieldJob{Layout: f.Name, Producer: c.Producer, FS: fs}
			if strings.HasPrefix(c.Producer, "fpdf-") {
				j.Name = fmt.Sprintf("%s_%s_%s", f.Name, c.Producer, variants[c.Variant].Name)
			} else {
				j.Name = fmt.Sprintf("%s_%s_%s", c.Producer, f.Name, variants[c.Variant].Name)
			}
			if f.Draw != nil {
				j.Doc = f.Draw(fs)
			} else {
				j.HTML = f.Markup(fs, c.Producer)
				cf := cFamily{Name: f.Name, WKArgs: f.WKArgs}
				jj := j
				j.Print = func(bin, tmp, dst string) error {
					if err := cf.print(jj, bin, tmp, dst); err != nil {
						return err
					}
					return dCheckCounter(jj, dst)
				}
			}
			dAudit(j)
			jobs = append(jobs, j)
		}
	}
	return jobs
}

// dAudit checks what a famD document asserts, whatever order its rows
// are printed in (sections, newest first): every amount is positive and
// every row has a category and a description without stray spaces;
// opening + rows = closing as printed; the printed totals and counts are
// the rows'; the negative days are the calendar days whose rows leave the
// balance below zero. Running balances are checked by each family while
// its rows are still in date order (dLedgerCheck).
func dAudit(j fieldJob) {
	fs := j.FS
	fail := func(format string, a ...any) {
		panic(fmt.Sprintf("famD audit %s: %s", j.Name, fmt.Sprintf(format, a...)))
	}
	var cr, db int64
	var ncr, ndb int
	for _, r := range fs.Rows {
		if r.Cents <= 0 {
			fail("row %q has amount %d", r.Desc, r.Cents)
		}
		if r.Category == "" {
			fail("row %q has no category", r.Desc)
		}
		if strings.Contains(r.Desc, "  ") || strings.TrimSpace(r.Desc) != r.Desc || r.Desc == "" {
			fail("row description %q has stray spaces", r.Desc)
		}
		if r.Credit {
			cr += r.Cents
			ncr++
		} else {
			db += r.Cents
			ndb++
		}
	}
	if fs.Case != "" || fs.CreditDelta != 0 || fs.OpenP != fs.Opening || fs.CloseP != fs.Closing {
		fail("famD prints clean statements only")
	}
	if fs.Opening+cr-db != fs.Closing {
		fail("opening %d + rows %d - %d != closing %d", fs.Opening, cr, db, fs.Closing)
	}
	p := fs.Printed
	if p.TotalCredits != nil && fbCents(*p.TotalCredits) != cr || p.TotalDebits != nil && fbCents(*p.TotalDebits) != db {
		fail("printed totals differ from the rows")
	}
	if p.CountCredits != nil && *p.CountCredits != ncr || p.CountDebits != nil && *p.CountDebits != ndb {
		fail("printed counts differ from the rows")
	}
	neg := 0
	for d := fs.Start; !d.After(fs.End); d = d.AddDate(0, 0, 1) {
		eod := fs.Opening
		for _, r := range fs.Rows {
			if r.Date.Before(fs.Start) || r.Date.After(fs.End) {
				fail("row %q dated %s outside the period", r.Desc, r.Date.Format("2006-01-02"))
			}
			if !r.Date.After(d) {
				if r.Credit {
					eod += r.Cents
				} else {
					eod -= r.Cents
				}
			}
		}
		if eod < 0 {
			neg++
		}
	}
	if neg != fs.NegDays {
		fail("%d negative days, rows give %d", fs.NegDays, neg)
	}
}

// dLedgerCheck checks, while the rows are in date order, that every
// running balance is the previous one plus the row, and that the last is
// the closing balance.
func dLedgerCheck(fs *fstmt) {
	bal := fs.Opening
	for i, r := range fs.Rows {
		if r.Credit {
			bal += r.Cents
		} else {
			bal -= r.Cents
		}
		if r.Balance != bal {
			panic(fmt.Sprintf("famD: row %d %q: balance %d, rows give %d", i, r.Desc, r.Balance, bal))
		}
		if i > 0 && r.Date.Before(fs.Rows[i-1].Date) {
			panic(fmt.Sprintf("famD: row %d %q out of date order", i, r.Desc))
		}
	}
	if bal != fs.Closing {
		panic(fmt.Sprintf("famD: rows end at %d, closing %d", bal, fs.Closing))
	}
}

// dMust panics when a figure a family prints is not what the rows give.
func dMust(what string, printed, want int64) {
	if printed != want {
		panic(fmt.Sprintf("famD: %s printed as %d, rows give %d", what, printed, want))
	}
}

// dNewestFirst reverses the rows into the order a newest-first page
// prints them (the answer lists them as printed). Call it last.
func dNewestFirst(fs *fstmt) {
	n := len(fs.Rows)
	out := make([]frow, n)
	for i, r := range fs.Rows {
		out[n-1-i] = r
	}
	fs.Rows = out
}

// dLines gives a row's printed lines: the first line set by setDesc and
// its detail wrapped at n characters.
func dLines(r frow, n int) []string {
	_, main, detail := splitDesc(r)
	lines := []string{main}
	if detail != "" {
		lines = append(lines, wrapWords(detail, n)...)
	}
	return lines
}

// dPrepare runs famClassify and famRenumberChecks and returns the row
// information the wording needs.
func dPrepare(fs *fstmt) []famInfo {
	info := famClassify(fs)
	famRenumberChecks(fs)
	return info
}

// dKind is a row's kind as famClassify named it (before setDesc, Code
// holds it alone; after, it is the part before "|").
func dKind(r frow) string {
	k, _, _ := strings.Cut(r.Code, "|")
	k, _, _ = strings.Cut(k, "#")
	return k
}

// dWithAuth is a kind carrying the day a card row was made (kept in
// frow.Code as kind#20260103 for the families that print it).
func dWithAuth(kind string, t time.Time) string { return kind + "#" + t.Format("20060102") }

// dAuth is the day a card row was made (dWithAuth); its posting date
// when none was kept.
func dAuth(r frow) time.Time {
	k, _, _ := strings.Cut(r.Code, "|")
	if _, a, ok := strings.Cut(k, "#"); ok {
		if t, err := time.Parse("20060102", a); err == nil {
			return t
		}
	}
	return r.Date
}

// dPartyID is a company's fixed ID (the same originator always sends
// with the same company ID).
func dPartyID(party string, n int) string {
	h := fnv.New64a()
	h.Write([]byte(party))
	v := h.Sum64()
	var b strings.Builder
	for b.Len() < n {
		b.WriteByte(byte('0' + v%10))
		v /= 10
		if v == 0 {
			v = 0x9E3779B97F4A7C15
		}
	}
	return b.String()
}

// dATMAddr is the street address of the bank's ATM a withdrawal was
// made at (in the holder's city).
func dATMAddr(fs *fstmt, i int) string {
	a := []string{"1601 MARKET ST", "220 E MAIN ST", "4500 COMMERCE BLVD", "87 BROADWAY", "3100 W COLFAX AVE", "12 UNION SQ"}
	return a[famHash(fs, i, "atmaddr")%uint64(len(a))]
}

// dStartNote is the note of an answer whose starting balance is derived
// (a page that prints running balances but no opening balance, such as
// an account-activity print); startNotPrinted recognizes it, so that the
// text-layer checks do not look for that figure on the page.
const dStartNote = "The starting balance is not printed: it is the oldest posted row's balance less that row's amount."

func startNotPrinted(t groundtruth.Truth) bool { return strings.Contains(t.Notes, dStartNote) }

// dBizDays counts the business days (not weekends or Federal Reserve
// holidays) of the period.
func dBizDays(fs *fstmt) int {
	n := 0
	for d := fs.Start; !d.After(fs.End); d = d.AddDate(0, 0, 1) {
		if d.Weekday() != time.Saturday && d.Weekday() != time.Sunday && !famHolidays[d.Format("2006-01-02")] {
			n++
		}
	}
	return n
}

// dPagesPrinted reports, for a markup job whose page counter is printed
// as "1/N" by the document itself (a browser print laid out by the
// generator), whether the PDF has N pages.
var dCounterRE = regexp.MustCompile(`>1/(\d+)<`)

func dCheckCounter(j fieldJob, dst string) error {
	m := dCounterRE.FindStringSubmatch(j.HTML)
	if m == nil {
		return nil
	}
	pdf, err := os.ReadFile(dst)
	if err != nil {
		return err
	}
	if got := pagesOf(pdf); fmt.Sprint(got) != m[1] {
		return fmt.Errorf("%s: %d pages printed, the document counts %s (%s)", j.Name, got, m[1], filepath.Base(dst))
	}
	return nil
}

// ---- browser prints.

// dWeb records a page of online banking as pieces of HTML with their
// estimated heights (CSS px at wkhtmltopdf's scale), so that one page
// can be printed two ways: by Chromium as one flowing document, whose
// print header and footer come from @page margin boxes, and by
// wkhtmltopdf (whose unpatched Qt prints no header or footer) as pages
// laid out by the generator, each carrying the same header and footer
// lines with a literal "N/M" counter.
type dWeb struct{ ops []dWebOp }

type dWebOp struct {
	kind           string // "block", "table", "end"
	html, cont     string
	h, contH, keep float64
}

func (w *dWeb) block(html string, h float64) {
	w.ops = append(w.ops, dWebOp{kind: "block", html: html, h: h})
}

// table opens a table: first is its title and header, cont what a
// continuation page repeats; keep is the room its first rows need.
func (w *dWeb) table(first, cont string, h, contH, keep float64) {
	w.ops = append(w.ops, dWebOp{kind: "table", html: first, cont: cont, h: h, contH: contH, keep: keep})
}

func (w *dWeb) end(tail string, h float64) {
	w.ops = append(w.ops, dWebOp{kind: "end", html: tail, h: h})
}

// flow is the document as one piece (Chromium).
func (w *dWeb) flow() string {
	var b strings.Builder
	for _, o := range w.ops {
		b.WriteString(o.html)
	}
	return b.String()
}

// paged lays the pieces out on pages of cap px (wkhtmltopdf).
func (w *dWeb) paged(cap float64) []string {
	p := &htmlPager{cap: cap}
	for _, o := range w.ops {
		switch o.kind {
		case "block":
			p.block(o.html, o.h)
		case "table":
			p.table(o.html, o.cont, o.h, o.contH, o.keep)
		case "end":
			p.endTable(o.html, o.h)
		}
	}
	return p.finish()
}

// dWebPrint is the head of a browser print: the page's own style, and
// for Chromium the print header (date and time, title) and footer (the
// page's address, "N/M") as @page margin boxes.
func dWebPrint(producer, title, stamp, url, css string) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<!doctype html><html><head><meta charset="utf-8"><title>%s</title><style>`, esc(title))
	if producer == "chromium" {
		fmt.Fprintf(&b, `@page { size: Letter; margin: 0.42in 0.4in 0.42in 0.4in;
  @top-left { content: "%s"; font-family: 'Liberation Sans', sans-serif; font-size: 8px; }
  @top-center { content: "%s"; font-family: 'Liberation Sans', sans-serif; font-size: 8px; }
  @bottom-left { content: "%s"; font-family: 'Liberation Sans', sans-serif; font-size: 8px; }
  @bottom-right { content: counter(page) "/" counter(pages); font-family: 'Liberation Sans', sans-serif; font-size: 8px; } }
`, stamp, title, url)
	} else {
		b.WriteString(`body { margin: 0; }
.pg { position: relative; min-height: 1330px; page-break-after: always; padding: 0 38px; box-sizing: border-box; }
.pg:last-child { page-break-after: auto; }
.ph, .pf { font-family: 'Liberation Sans', sans-serif; font-size: 11px; color: #000; }
.ph { height: 34px; padding-top: 14px; }
.ph table, .pf table { width: 100%; border-collapse: collapse; }
.pf { position: absolute; bottom: 12px; left: 38px; right: 38px; }
`)
	}
	b.WriteString(css)
	b.WriteString(`</style></head><body>`)
	return b.String()
}

// dWebPages wraps wkhtmltopdf's pages in the print header and footer.
func dWebPages(pages []string, title, stamp, url string) string {
	var b strings.Builder
	for i, pg := range pages {
		fmt.Fprintf(&b, `<div class="pg"><div class="ph"><table><tr><td style="width:30%%">%s</td><td style="text-align:center">%s</td><td style="width:30%%"></td></tr></table></div>`, stamp, esc(title))
		b.WriteString(pg)
		fmt.Fprintf(&b, `<div class="pf"><table><tr><td>%s</td><td style="text-align:right;width:8%%">%d/%d</td></tr></table></div></div>`, esc(url), i+1, len(pages))
	}
	return b.String()
}
