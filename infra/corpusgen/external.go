package main

import (
	"github.com/docanalysis/service/internal/testkit/groundtruth"

	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"unicode/utf8"
)

// External producers print the field families with the tools real
// statements and look-alikes come from, each with its own font handling,
// text operators and metadata:
//
//   - ReportLab (Debian python3-reportlab): standard Type 1 fonts, one
//     string per operator; Producer "ReportLab PDF Library -
//     www.reportlab.com", Creator "(unspecified)".
//   - cairo (Debian python3-cairo): embedded TrueType subsets (Liberation,
//     metric twins of Helvetica, Times and Courier) as CID fonts, glyph
//     positioning of its own; Producer "cairo 1.16.0
//     (https://cairographics.org)".
//   - Ghostscript (ps2pdf): the generator writes PostScript, as a Windows
//     print driver does, with a WinAnsi re-encoding; Ghostscript embeds
//     its URW substitutes for the base fonts; Creator from the document
//     (PScript5.dll, Word), Producer "GPL Ghostscript 10.00.0".
//   - wkhtmltopdf: the HTML families (fieldhtml.go), laid out by Qt
//     WebKit; Creator "wkhtmltopdf 0.12.6", Producer "Qt 5.15".
//
// None of them is byte-deterministic across versions (IDs, font subsets,
// dates), so their output is committed as fixtures and regenerated only
// on demand; the committed-corpus test checks that every fixture is there
// and that its answer is the generator's.

// externalPrefixes are the file-name prefixes of the external fixtures.
var externalPrefixes = []string{"chromium_", "libreoffice_", "reportlab_", "cairo_", "ghostscript_", "wkhtmltopdf_"}

func isExternalFixture(name string) bool {
	for _, p := range externalPrefixes {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// opSpec is an op as the Python producers read it.
type opSpec struct {
	Page  int     `json:"page"`
	X     float64 `json:"x"`
	Y     float64 `json:"y"`
	Text  string  `json:"text,omitempty"`
	Size  float64 `json:"size,omitempty"`
	Bold  bool    `json:"bold,omitempty"`
	Right bool    `json:"right,omitempty"`
	Font  string  `json:"font,omitempty"`
	Gray  float64 `json:"gray,omitempty"`
	Angle float64 `json:"angle,omitempty"`
	Kind  string  `json:"kind,omitempty"`
	W     float64 `json:"w,omitempty"`
	H     float64 `json:"h,omitempty"`
}

type docSpec struct {
	Title   string   `json:"title"`
	Creator string   `json:"creator,omitempty"`
	Date    string   `json:"date"`
	Pages   int      `json:"pages"`
	Ops     []opSpec `json:"ops"`
}

func specOf(j fieldJob) docSpec {
	s := docSpec{Title: j.FS.Bank + " statement", Creator: j.FS.Creator, Date: fixedTime.Format("2006-01-02T15:04:05Z"), Pages: j.Doc.page}
	for _, o := range j.Doc.ops {
		s.Ops = append(s.Ops, opSpec(o))
	}
	return s
}

const reportlabScript = `import json, sys
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import letter
spec = json.load(open(sys.argv[1], encoding="utf-8"))
c = canvas.Canvas(sys.argv[2], pagesize=letter)
c.setTitle(spec["title"])
c.setCreator(spec.get("creator") or "(unspecified)")
FONTS = {("", False): "Helvetica", ("", True): "Helvetica-Bold", ("serif", False): "Times-Roman",
         ("serif", True): "Times-Bold", ("mono", False): "Courier", ("mono", True): "Courier-Bold"}
H = 792
pages = {}
for o in spec["ops"]:
    pages.setdefault(o["page"], []).append(o)
for p in range(1, spec["pages"] + 1):
    for o in pages.get(p, []):
        g = o.get("gray", 0)
        k = o.get("kind", "")
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
        if o.get("angle"):
            c.saveState()
            c.translate(x, H - o["y"])
            c.rotate(o["angle"])
            c.drawString(0, 0, o.get("text", ""))
            c.restoreState()
        else:
            c.drawString(x, H - o["y"], o.get("text", ""))
    c.showPage()
c.save()
`

const cairoScript = `import json, sys, math
import cairo
spec = json.load(open(sys.argv[1], encoding="utf-8"))
s = cairo.PDFSurface(sys.argv[2], 612, 792)
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
    for o in pages.get(p, []):
        g = o.get("gray", 0)
        ctx.set_source_rgb(g, g, g)
        k = o.get("kind", "")
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
        if o.get("angle"):
            ctx.save()
            ctx.translate(x, o["y"])
            ctx.rotate(-math.radians(o["angle"]))
            ctx.move_to(0, 0)
            ctx.show_text(o.get("text", ""))
            ctx.restore()
        else:
            ctx.move_to(x, o["y"])
            ctx.show_text(o.get("text", ""))
    ctx.show_page()
s.finish()
`

// cp1252 maps the runes above Latin-1 that the layouts use to their
// Windows-1252 codes.
var cp1252 = map[rune]byte{'€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94,
	'•': 0x95, '–': 0x96, '—': 0x97, '™': 0x99}

// psString writes s as a PostScript string literal in Windows-1252.
func psString(s string) string {
	var b strings.Builder
	b.WriteByte('(')
	for _, r := range s {
		var c byte
		switch {
		case r < 0x80:
			c = byte(r)
		case r >= 0xA0 && r <= 0xFF:
			c = byte(r)
		case cp1252[r] != 0:
			c = cp1252[r]
		case r == utf8.RuneError:
			c = '?'
		default:
			c = '?'
		}
		switch {
		case c == '(' || c == ')' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c >= 0x80 || c < 0x20:
			fmt.Fprintf(&b, "\\%03o", c)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte(')')
	return b.String()
}

// postScript writes a field document as a print driver would: base fonts
// re-encoded to Windows-1252, one show per string, DOCINFO by pdfmark.
func postScript(j fieldJob) string {
	var b strings.Builder
	creator := j.FS.Creator
	if creator == "" {
		creator = "PScript5.dll Version 5.2.2"
	}
	fmt.Fprintf(&b, "%%!PS-Adobe-3.0\n%%%%Creator: %s\n%%%%Title: %s\n%%%%Pages: %d\n%%%%BoundingBox: 0 0 612 792\n%%%%EndComments\n",
		creator, j.FS.Bank+" statement", j.Doc.page)
	b.WriteString("%%BeginProlog\n/WinAnsi ISOLatin1Encoding 256 array copy def\n")
	b.WriteString("WinAnsi 39 /quotesingle put WinAnsi 45 /hyphen put WinAnsi 96 /grave put\n")
	for _, g := range []struct {
		code int
		name string
	}{{0x80, "Euro"}, {0x82, "quotesinglbase"}, {0x84, "quotedblbase"}, {0x85, "ellipsis"}, {0x91, "quoteleft"}, {0x92, "quoteright"},
		{0x93, "quotedblleft"}, {0x94, "quotedblright"}, {0x95, "bullet"}, {0x96, "endash"}, {0x97, "emdash"}, {0x99, "trademark"}} {
		fmt.Fprintf(&b, "WinAnsi %d /%s put\n", g.code, g.name)
	}
	b.WriteString("/reenc { findfont dup length dict begin { 1 index /FID ne { def } { pop pop } ifelse } forall /Encoding WinAnsi def currentdict end definefont pop } bind def\n")
	fonts := [][2]string{{"F0", "Helvetica"}, {"F1", "Helvetica-Bold"}, {"F2", "Times-Roman"}, {"F3", "Times-Bold"}, {"F4", "Courier"}, {"F5", "Courier-Bold"}}
	for _, f := range fonts {
		fmt.Fprintf(&b, "/%s /%s reenc\n", f[0], f[1])
	}
	b.WriteString("/R { dup stringwidth pop 4 -1 roll exch sub 3 -1 roll moveto show } bind def\n%%EndProlog\n")
	fmt.Fprintf(&b, "%%%%BeginSetup\n<< /PageSize [612 792] >> setpagedevice\n[ /Title %s /Creator %s /CreationDate (D:%s) /ModDate (D:%s) /DOCINFO pdfmark\n%%%%EndSetup\n",
		psString(j.FS.Bank+" statement"), psString(creator), fixedTime.Format("20060102150405Z"), fixedTime.Format("20060102150405Z"))
	byPage := map[int][]op{}
	for _, o := range j.Doc.ops {
		byPage[o.Page] = append(byPage[o.Page], o)
	}
	for p := 1; p <= j.Doc.page; p++ {
		fmt.Fprintf(&b, "%%%%Page: %d %d\n", p, p)
		for _, o := range byPage[p] {
			y := pageH - o.Y
			fmt.Fprintf(&b, "%.3f setgray\n", o.Gray)
			switch o.Kind {
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
			s := psString(o.Text)
			switch {
			case o.Angle != 0:
				fmt.Fprintf(&b, "gsave %.2f %.2f translate %.1f rotate 0 0 moveto %s show grestore\n", o.X, y, o.Angle, s)
			case o.Right:
				fmt.Fprintf(&b, "%.2f %.2f %s R\n", o.X, y, s)
			default:
				fmt.Fprintf(&b, "%.2f %.2f moveto %s show\n", o.X, y, s)
			}
		}
		b.WriteString("showpage\n")
	}
	b.WriteString("%%Trailer\n%%EOF\n")
	return b.String()
}

// onlyExternal, when set (-only), limits buildExternal to the field
// documents whose names it matches.
var onlyExternal *regexp.Regexp

// buildExternal prints the field jobs of one external producer ("reportlab",
// "cairo", "ghostscript" or "wkhtmltopdf") with bin into out.
func buildExternal(kind, bin, out string) error {
	tmp, err := os.MkdirTemp("", "corpusgen-"+kind)
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	n := 0
	for _, j := range fieldJobs() {
		if j.Producer != kind || onlyExternal != nil && !onlyExternal.MatchString(j.Name) {
			continue
		}
		if j.Print != nil {
			if err := printOwn(j, bin, tmp, out); err != nil {
				return err
			}
			n++
			continue
		}
		dst := filepath.Join(out, j.Name+".pdf")
		var cmd *exec.Cmd
		switch kind {
		case "reportlab", "cairo":
			script := reportlabScript
			if kind == "cairo" {
				script = cairoScript
			}
			py := filepath.Join(tmp, "print_"+kind+".py")
			if err := os.WriteFile(py, []byte(script), 0o644); err != nil {
				return err
			}
			spec, err := json.Marshal(specOf(j))
			if err != nil {
				return err
			}
			src := filepath.Join(tmp, j.Name+".json")
			if err := os.WriteFile(src, spec, 0o644); err != nil {
				return err
			}
			cmd = exec.Command(bin, py, src, dst)
			cmd.Env = append(os.Environ(), fmt.Sprintf("SOURCE_DATE_EPOCH=%d", fixedTime.Unix()))
		case "ghostscript":
			src := filepath.Join(tmp, j.Name+".ps")
			if err := os.WriteFile(src, []byte(postScript(j)), 0o644); err != nil {
				return err
			}
			cmd = exec.Command(bin, src, dst)
		case "wkhtmltopdf":
			src := filepath.Join(tmp, j.Name+".html")
			if err := os.WriteFile(src, []byte(j.HTML), 0o644); err != nil {
				return err
			}
			cmd = exec.Command(bin, "--quiet", "-s", "Letter", "-T", "14mm", "-B", "16mm", "-L", "12mm", "-R", "12mm",
				"--title", j.FS.Bank+" statement", "--footer-font-size", "7", "--footer-right", "Page [page] of [topage]", src, dst)
		case "libreoffice":
			// A Writer document (Flat ODT) or HTML, converted with a
			// profile of its own so that other soffice runs do not lock it.
			ext := ".html"
			if strings.HasPrefix(j.HTML, "<?xml") {
				ext = ".fodt"
			}
			src := filepath.Join(tmp, j.Name+ext)
			if err := os.WriteFile(src, []byte(j.HTML), 0o644); err != nil {
				return err
			}
			cmd = exec.Command(bin, "--headless", "-env:UserInstallation=file://"+filepath.Join(tmp, "profile"),
				"--convert-to", "pdf:writer_pdf_Export", "--outdir", filepath.Dir(dst), src)
		default:
			return fmt.Errorf("unknown producer %q", kind)
		}
		if msg, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("%s %s: %w: %s", kind, j.Name, err, msg)
		}
		pages := 0
		if j.Doc != nil {
			pages = j.Doc.page
		} else {
			pdf, err := os.ReadFile(dst)
			if err != nil {
				return err
			}
			pages = pagesOf(pdf)
		}
		t := j.FS.truth(j.Layout, j.Producer, pages)
		t.File = j.Name + ".pdf"
		if err := writeJSON(filepath.Join(out, j.Name+".json"), t); err != nil {
			return err
		}
		n++
	}
	fmt.Fprintf(os.Stderr, "%s: %d documents\n", kind, n)
	return nil
}

// rewriteExternalAnswers writes the answers of the committed external
// fixtures as the generator makes them now, leaving the PDFs alone: for
// changes that print nothing (a category), so that no fixture has to be
// printed again. The page count of a fixture printed from markup is the
// one its answer already records.
func rewriteExternalAnswers(out string) error {
	for _, j := range fieldJobs() {
		if j.isFPDF() {
			continue
		}
		p := filepath.Join(out, j.Name+".json")
		old, err := groundtruth.Load(p)
		if err != nil {
			return err
		}
		pages := old.PagesPresent
		if j.Doc != nil {
			pages = j.Doc.page
		}
		t := j.FS.truth(j.Layout, j.Producer, pages)
		t.File = j.Name + ".pdf"
		b, err := marshalTruth(t)
		if err != nil {
			return err
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			return err
		}
	}
	return nil
}
