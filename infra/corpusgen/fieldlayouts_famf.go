package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"
)

// The famF families: fintech and online business accounts, and the
// statement oddities lenders meet (transactions as two-line blocks,
// summary cards, a landscape activity table with Reference and Memo
// columns, a list printed newspaper-style in two halves of the page,
// amounts that always carry their currency, descriptions full of other
// amounts and dates). They were written from statement-conventions.md
// and the look of published statements, without reading the engine.
//
// Each family lists its documents (variant and producer, as famC's cDoc)
// and owns the seeds 66000+ID*100+n (retries of the low-balance month add
// 100000), so no other family's seeds or file names move. Ops families
// (Draw) are printed by the fpdf producers through buildField, and by
// ReportLab, cairo and Ghostscript through famF's own printers, which
// also know landscape pages (an op of Kind "pagesize"). Markup families
// (HTML) are printed by Chromium, wkhtmltopdf or LibreOffice with famC's
// printer. Every external fixture is read back with pdftotext as it is
// written (printOwn); TestFamFTextLayer reads back every committed one.
// The fixtures are regenerated with:
//
//	go run ./infra/corpusgen -out testdata/corpus -only 'blockfeed|moneycards|currcode' \
//		-chromium chromium -wkhtmltopdf wkhtmltopdf -libreoffice soffice
//	go run ./infra/corpusgen -out testdata/corpus -only 'widefold|newsprint|longdesc' \
//		-reportlab /usr/bin/python3 -cairo /usr/bin/python3 -ps2pdf ps2pdf
type fFamily struct {
	ID      int
	Name    string
	Bank    string
	Aliases []string
	Prepare func(fs *fstmt)
	Draw    func(fs *fstmt) *doc
	Markup  func(fs *fstmt, producer string) string
	WKArgs  func(fs *fstmt) []string
	// PageOfN: every document prints "Page x of N" (or "x of N").
	PageOfN bool
	Docs    []cDoc
}

// fFamilies is filled by the files of the families (fieldlayouts_famf_*.go).
var fFamilies []fFamily

// fJobs lists the famF documents as field jobs.
func fJobs() []fieldJob { return familyJobs(fFamilies, 66000) }

// familyJobs lists the documents of a group of fFamily layouts (famF,
// famG) as field jobs; each group owns the seeds seedBase+ID*100+n.
func familyJobs(fams []fFamily, seedBase uint64) []fieldJob {
	var jobs []fieldJob
	for _, f := range fams {
		for n, c := range f.Docs {
			seed := seedBase + uint64(f.ID*100+n) + c.Seed*7
			fs := famfNewField(seed, fieldFamily{Bank: f.Bank, Aliases: f.Aliases, Prepare: f.Prepare}, c.Variant)
			fs.Bank = f.Bank
			j := fieldJob{Layout: f.Name, Producer: c.Producer, FS: fs}
			if strings.HasPrefix(c.Producer, "fpdf-") {
				j.Name = fmt.Sprintf("%s_%s_%s", f.Name, c.Producer, variants[c.Variant].Name)
			} else {
				j.Name = fmt.Sprintf("%s_%s_%s", c.Producer, f.Name, variants[c.Variant].Name)
			}
			if f.Draw != nil {
				j.Doc = f.Draw(fs)
				if !j.isFPDF() {
					jj := j
					j.Print = func(bin, tmp, dst string) error { return famfPrintOps(jj, bin, tmp, dst) }
				}
			} else {
				j.HTML = f.Markup(fs, c.Producer)
				pf := cFamily{WKArgs: f.WKArgs}
				jj := j
				j.Print = func(bin, tmp, dst string) error { return pf.print(jj, bin, tmp, dst) }
			}
			if err := fs.checkArithmetic(); err != nil {
				panic(j.Name + ": " + err.Error())
			}
			famfCheckPrinted(j)
			jobs = append(jobs, j)
		}
	}
	return jobs
}

// famfNewField simulates a statement; for the low-balance month it takes
// the first seed (seed, seed+100000, …) whose month goes below zero on
// several days and draws at least two fees, as that scenario promises.
func famfNewField(seed uint64, f fieldFamily, vi int) *fstmt {
	for k := uint64(0); ; k++ {
		fs := newField(seed+k*100000, f, vi)
		if vi != 2 || k == 30 {
			return fs
		}
		nsf := 0
		for _, r := range fs.Rows {
			if r.Category == "nsf_fee" {
				nsf++
			}
		}
		if nsf >= 2 && fs.NegDays >= 3 {
			return fs
		}
	}
}

// famfCheckPrinted holds the printed control figures to the rows: the
// totals and counts a family says it prints are the rows' own.
func famfCheckPrinted(j fieldJob) {
	fs := j.FS
	p := fs.Printed
	var cr, db int64
	var ncr, ndb int
	for _, r := range fs.visible() {
		if r.Credit {
			cr += r.Cents
			ncr++
		} else {
			db += r.Cents
			ndb++
		}
	}
	bad := func(what string, a, b any) {
		panic(fmt.Sprintf("%s: printed %s %v, rows give %v", j.Name, what, a, b))
	}
	if p.TotalCredits != nil && int64(math.Round(*p.TotalCredits*100)) != cr {
		bad("credits", *p.TotalCredits, cr)
	}
	if p.TotalDebits != nil && int64(math.Round(*p.TotalDebits*100)) != db {
		bad("debits", *p.TotalDebits, db)
	}
	if p.CountCredits != nil && *p.CountCredits != ncr {
		bad("credit count", *p.CountCredits, ncr)
	}
	if p.CountDebits != nil && *p.CountDebits != ndb {
		bad("debit count", *p.CountDebits, ndb)
	}
	if fs.Case != "" || fs.CreditDelta != 0 || fs.OpenP != fs.Opening || fs.CloseP != fs.Closing {
		panic(j.Name + ": famF prints clean statements only")
	}
}

// ---- printing ops with ReportLab, cairo and Ghostscript, landscape
// pages included.

// pageSize marks page p of d as w x h points (landscape: 792 x 612).
func (d *doc) pageSize(w, h float64) {
	d.ops = append(d.ops, op{Page: d.page, Kind: "pagesize", W: w, H: h})
}

// famfSizes returns each page's size (default US Letter portrait).
func famfSizes(d *doc) map[int][2]float64 {
	s := map[int][2]float64{}
	for p := 1; p <= d.page; p++ {
		s[p] = [2]float64{pageW, pageH}
	}
	for _, o := range d.ops {
		if o.Kind == "pagesize" {
			s[o.Page] = [2]float64{o.W, o.H}
		}
	}
	return s
}

const famfReportlab = `import json, sys
from reportlab.pdfgen import canvas
spec = json.load(open(sys.argv[1], encoding="utf-8"))
c = canvas.Canvas(sys.argv[2], pagesize=(612, 792))
c.setTitle(spec["title"])
c.setCreator(spec.get("creator") or "(unspecified)")
FONTS = {("", False): "Helvetica", ("", True): "Helvetica-Bold", ("serif", False): "Times-Roman",
         ("serif", True): "Times-Bold", ("mono", False): "Courier", ("mono", True): "Courier-Bold"}
pages = {}
for o in spec["ops"]:
    pages.setdefault(o["page"], []).append(o)
for p in range(1, spec["pages"] + 1):
    W, H = spec["sizes"][str(p)]
    c.setPageSize((W, H))
    for o in pages.get(p, []):
        g = o.get("gray", 0)
        k = o.get("kind", "")
        if k == "pagesize":
            continue
        if k == "line":
            c.setStrokeGray(g)
            c.setLineWidth(0.6)
            c.line(o["x"], H - o["y"], o["x"] + o.get("w", 0), H - o["y"] - o.get("h", 0))
            continue
        if k == "rect":
            c.setFillGray(g)
            c.rect(o["x"], H - o["y"] - o["h"], o["w"], o["h"], stroke=0, fill=1)
            continue
        f = FONTS[(o.get("font", ""), o.get("bold", False))]
        c.setFillGray(g)
        c.setFont(f, o["size"])
        x = o["x"]
        if o.get("right"):
            x -= c.stringWidth(o.get("text", ""), f, o["size"])
        c.drawString(x, H - o["y"], o.get("text", ""))
    c.showPage()
c.save()
`

const famfCairo = `import json, sys
import cairo
spec = json.load(open(sys.argv[1], encoding="utf-8"))
W, H = spec["sizes"]["1"]
s = cairo.PDFSurface(sys.argv[2], W, H)
s.set_metadata(cairo.PDF_METADATA_TITLE, spec["title"])
if spec.get("creator"):
    s.set_metadata(cairo.PDF_METADATA_CREATOR, spec["creator"])
s.set_metadata(cairo.PDF_METADATA_CREATE_DATE, spec["date"])
s.set_metadata(cairo.PDF_METADATA_MOD_DATE, spec["date"])
ctx = cairo.Context(s)
FAMILY = {"": "Liberation Sans", "serif": "Liberation Serif", "mono": "Liberation Mono"}
pages = {}
for o in spec["ops"]:
    pages.setdefault(o["page"], []).append(o)
for p in range(1, spec["pages"] + 1):
    W, H = spec["sizes"][str(p)]
    s.set_size(W, H)
    for o in pages.get(p, []):
        g = o.get("gray", 0)
        ctx.set_source_rgb(g, g, g)
        k = o.get("kind", "")
        if k == "pagesize":
            continue
        if k == "line":
            ctx.set_line_width(0.6)
            ctx.move_to(o["x"], o["y"])
            ctx.line_to(o["x"] + o.get("w", 0), o["y"] + o.get("h", 0))
            ctx.stroke()
            continue
        if k == "rect":
            ctx.rectangle(o["x"], o["y"], o["w"], o["h"])
            ctx.fill()
            continue
        weight = cairo.FONT_WEIGHT_BOLD if o.get("bold") else cairo.FONT_WEIGHT_NORMAL
        ctx.select_font_face(FAMILY[o.get("font", "")], cairo.FONT_SLANT_NORMAL, weight)
        ctx.set_font_size(o["size"])
        x = o["x"]
        if o.get("right"):
            x -= ctx.text_extents(o.get("text", "")).x_advance
        ctx.move_to(x, o["y"])
        ctx.show_text(o.get("text", ""))
    ctx.show_page()
s.finish()
`

// famfPostScript writes a document as a Windows print driver does. A
// landscape page is written, as drivers print landscape, on a portrait
// sheet with its content turned a quarter; Ghostscript (AutoRotatePages)
// then gives the PDF page a /Rotate, so a viewer shows it landscape.
func famfPostScript(j fieldJob) string {
	ps := postScript(fieldJob{FS: j.FS, Doc: &doc{page: j.Doc.page}})
	head, _, _ := strings.Cut(ps, "%%Page: 1 1\n")
	var b strings.Builder
	b.WriteString(head)
	sizes := famfSizes(j.Doc)
	byPage := map[int][]op{}
	for _, o := range j.Doc.ops {
		byPage[o.Page] = append(byPage[o.Page], o)
	}
	for p := 1; p <= j.Doc.page; p++ {
		fmt.Fprintf(&b, "%%%%Page: %d %d\n", p, p)
		h := sizes[p][1]
		if sizes[p][0] > sizes[p][1] {
			b.WriteString("%%PageOrientation: Landscape\ngsave 612 0 translate 90 rotate\n")
		}
		for _, o := range byPage[p] {
			y := h - o.Y
			fmt.Fprintf(&b, "%.3f setgray\n", o.Gray)
			switch o.Kind {
			case "pagesize":
				continue
			case "line":
				fmt.Fprintf(&b, "0.6 setlinewidth %.2f %.2f moveto %.2f %.2f lineto stroke\n", o.X, y, o.X+o.W, y-o.H)
				continue
			case "rect":
				fmt.Fprintf(&b, "%.2f %.2f %.2f %.2f rectfill\n", o.X, y-o.H, o.W, o.H)
				continue
			}
			f := 0
			switch o.Font {
			case "serif":
				f = 2
			case "mono":
				f = 4
			}
			if o.Bold {
				f++
			}
			fmt.Fprintf(&b, "/F%d %.2f selectfont\n", f, o.Size)
			if o.Right {
				fmt.Fprintf(&b, "%.2f %.2f %s R\n", o.X, y, psString(o.Text))
			} else {
				fmt.Fprintf(&b, "%.2f %.2f moveto %s show\n", o.X, y, psString(o.Text))
			}
		}
		if sizes[p][0] > sizes[p][1] {
			b.WriteString("grestore\n")
		}
		b.WriteString("showpage\n")
	}
	b.WriteString("%%Trailer\n%%EOF\n")
	return b.String()
}

// famfPrintOps prints an ops job with ReportLab, cairo or Ghostscript.
func famfPrintOps(j fieldJob, bin, tmp, dst string) error {
	var cmd *exec.Cmd
	switch j.Producer {
	case "reportlab", "cairo":
		script := famfReportlab
		if j.Producer == "cairo" {
			script = famfCairo
		}
		py := filepath.Join(tmp, "famf_"+j.Producer+".py")
		if err := os.WriteFile(py, []byte(script), 0o644); err != nil {
			return err
		}
		spec := struct {
			docSpec
			Sizes map[string][2]float64 `json:"sizes"`
		}{docSpec: specOf(j), Sizes: map[string][2]float64{}}
		for p, s := range famfSizes(j.Doc) {
			spec.Sizes[fmt.Sprint(p)] = s
		}
		b, err := json.Marshal(spec)
		if err != nil {
			return err
		}
		src := filepath.Join(tmp, j.Name+".json")
		if err := os.WriteFile(src, b, 0o644); err != nil {
			return err
		}
		cmd = exec.Command(bin, py, src, dst)
		cmd.Env = append(os.Environ(), fmt.Sprintf("SOURCE_DATE_EPOCH=%d", fixedTime.Unix()))
	case "ghostscript":
		src := filepath.Join(tmp, j.Name+".ps")
		if err := os.WriteFile(src, []byte(famfPostScript(j)), 0o644); err != nil {
			return err
		}
		cmd = exec.Command(bin, "-dAutoRotatePages=/PageByPage", src, dst)
	default:
		return fmt.Errorf("famF: %s cannot print ops", j.Producer)
	}
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s %s: %w: %s", j.Producer, j.Name, err, msg)
	}
	return nil
}

// ---- helpers shared by the famF families.

// famfOfN matches a printed page count ("Page 1 of 4", "1 of 4").
var famfOfN = regexp.MustCompile(`(?i)\b1 of (\d+)\b`)

// famfHoliday reports whether the Federal Reserve is closed on day t
// (the variants' periods only).
func famfHoliday(t time.Time) bool { return famHolidays[t.Format("2006-01-02")] }

// famfPrevBusinessDay is the last business day before t.
func famfPrevBusinessDay(t time.Time) time.Time {
	d := t.AddDate(0, 0, -1)
	for d.Weekday() == time.Saturday || d.Weekday() == time.Sunday || famfHoliday(d) {
		d = d.AddDate(0, 0, -1)
	}
	return d
}

// famfMinus is the minus sign HTML statements print (U+2212).
const famfMinus = "\u2212"

// famfUSD prints $1,234.56, or −$1,234.56 (U+2212) when negative.
func famfUSD(c int64) string {
	if c < 0 {
		return famfMinus + "$" + money(c)
	}
	return "$" + money(c)
}

// famfWrap splits s into lines of at most n characters, breaking a word
// longer than n (a long reference) where it must.
func famfWrap(s string, n int) []string {
	var out []string
	for _, l := range wrapWords(s, n) {
		for len(l) > n {
			out = append(out, l[:n])
			l = l[n:]
		}
		out = append(out, l)
	}
	return out
}
