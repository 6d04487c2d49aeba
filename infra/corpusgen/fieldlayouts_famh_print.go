package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// The famH printers of ops families. An op's Font is "face/role": the
// face is "" (sans), "nar" (a condensed sans), "serif" or "mono"; the
// role says what the text is (amt, desc, date, hdr, pno, track or none),
// and each printer draws the roles its own way and in its own order, as
// the print streams and libraries that statements come from do. The
// fpdf producers draw the ops as they draw any (an unknown face is their
// sans).

// hFace splits an op's Font into face and role.
func hFace(o op) (face, role string) {
	face, role, _ = strings.Cut(o.Font, "/")
	return face, role
}

// hJobPrinters gives the external jobs of the ops families famH's own
// printers.
func hJobPrinters(jobs []fieldJob) []fieldJob {
	for i := range jobs {
		if jobs[i].Doc == nil || jobs[i].isFPDF() {
			continue
		}
		jj := jobs[i]
		jobs[i].Print = func(bin, tmp, dst string) error { return hPrintOps(jj, bin, tmp, dst) }
	}
	return jobs
}

// hPrintOps prints an ops job with Ghostscript, ReportLab or cairo.
func hPrintOps(j fieldJob, bin, tmp, dst string) error {
	var cmd *exec.Cmd
	switch j.Producer {
	case "ghostscript":
		src := filepath.Join(tmp, j.Name+".ps")
		if err := os.WriteFile(src, []byte(hPostScript(j)), 0o644); err != nil {
			return err
		}
		cmd = exec.Command(bin, src, dst)
	case "reportlab", "cairo":
		script := hReportlab
		if j.Producer == "cairo" {
			script = hCairo
		}
		py := filepath.Join(tmp, "famh_"+j.Producer+".py")
		if err := os.WriteFile(py, []byte(script), 0o644); err != nil {
			return err
		}
		spec := specOf(j)
		spec.Ops = nil
		for _, o := range j.Doc.ops {
			spec.Ops = append(spec.Ops, opSpec(o))
		}
		b, err := json.Marshal(struct {
			docSpec
			Variant int    `json:"variant"`
			Layout  string `json:"layout"`
		}{spec, j.FS.Variant, j.Layout})
		if err != nil {
			return err
		}
		src := filepath.Join(tmp, j.Name+".json")
		if err := os.WriteFile(src, b, 0o644); err != nil {
			return err
		}
		cmd = exec.Command(bin, py, src, dst)
		cmd.Env = append(os.Environ(), fmt.Sprintf("SOURCE_DATE_EPOCH=%d", fixedTime.Unix()))
	default:
		return fmt.Errorf("famH: %s cannot print ops", j.Producer)
	}
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s %s: %w: %s", j.Producer, j.Name, err, msg)
	}
	return nil
}

// hPSOrder is the order in which the print stream draws a page's ops:
// rules and bands, every amount, every description, the dates, the rest
// of the text, and the page furniture last.
func hPSOrder(o op) int {
	if o.Kind != "" {
		return 0
	}
	switch _, role := hFace(o); role {
	case "amt":
		return 1
	case "desc":
		return 2
	case "date":
		return 3
	case "hdr", "pno", "track":
		return 5
	}
	return 4
}

// hFormOrder puts a page's body (drawn inside a Form XObject) before
// its furniture.
func hFormOrder(o op) int {
	switch _, role := hFace(o); role {
	case "hdr", "pno":
		return 1
	}
	return 0
}

// hRun is a run of a small-capital heading: capitals, or lower case
// drawn as smaller capitals.
type hRun struct {
	s     string
	small bool
}

func hSmallCapRuns(s string) []hRun {
	var out []hRun
	for _, ch := range s {
		small := ch >= 'a' && ch <= 'z'
		if n := len(out); n > 0 && (out[n-1].small == small || ch == ' ') {
			out[n-1].s += string(ch)
			continue
		}
		out = append(out, hRun{string(ch), small})
	}
	return out
}

// hPostScript writes a famH document as a bank's print stream: fonts
// re-encoded to Windows-1252 (the condensed face is Helvetica-Narrow),
// descriptions and dates glyph by glyph (or word by word when perWord),
// amounts from two pieces, letter-spaced titles, a raster logo, and each
// page out of reading order.
func hPostScript(j fieldJob) string {
	perWord := j.FS.Variant == 3
	ps := postScript(fieldJob{FS: j.FS, Doc: &doc{page: j.Doc.page}})
	head, _, _ := strings.Cut(ps, "%%EndProlog\n")
	var b strings.Builder
	b.WriteString(head)
	b.WriteString("/F6 /Helvetica-Narrow reenc\n/F7 /Helvetica-Narrow-Bold reenc\n")
	// GL: each glyph its own show, a small offset alternating after it.
	b.WriteString("/gk 0.12 def\n/GL { 3 1 roll moveto { 1 string dup 0 4 -1 roll put show gk 0 rmoveto /gk gk neg def } forall } bind def\n")
	// SPW: the gap between two separately placed words (no space glyph).
	b.WriteString("/SPW { ( ) stringwidth pop 0.35 add 0 rmoveto } bind def\n")
	// AP: a right-aligned amount from two pieces, the cents drawn first.
	b.WriteString("/AP { /fr exch def /in exch def /yy exch def /xr exch def xr fr stringwidth pop sub /xc exch def xc yy moveto fr show xc in stringwidth pop sub yy moveto in show } bind def\n")
	// TR: a letter-spaced title.
	b.WriteString("/TR { 3 1 roll moveto 2.4 0 3 -1 roll ashow } bind def\n")
	// LOGO: a 16 x 16 grey bitmap, a ring round a block.
	var hex strings.Builder
	for y := 0; y < 16; y++ {
		for x := 0; x < 16; x++ {
			dx, dy := float64(x)-7.5, float64(y)-7.5
			r := math.Hypot(dx, dy)
			v := 255
			switch {
			case r < 3.2:
				v = 40
			case r < 5.5:
				v = 235
			case r < 7.8:
				v = 60 + x*6
			}
			fmt.Fprintf(&hex, "%02x", v)
		}
	}
	fmt.Fprintf(&b, "/LOGO { gsave translate 26 26 scale 16 16 8 [16 0 0 -16 0 16] {<%s>} image grestore } bind def\n%%%%EndProlog\n", hex.String())
	_, rest, _ := strings.Cut(ps, "%%EndProlog\n")
	setup, _, _ := strings.Cut(rest, "%%Page: 1 1\n")
	b.WriteString(setup)
	byPage := map[int][]op{}
	for _, o := range j.Doc.ops {
		byPage[o.Page] = append(byPage[o.Page], o)
	}
	// leaderdr draws each page's body inside a Form XObject, in reading
	// order; glyphsub draws the page out of reading order.
	forms := j.Layout == "leaderdr"
	logoX := 36.0
	if forms {
		logoX = 40
	}
	for p := 1; p <= j.Doc.page; p++ {
		fmt.Fprintf(&b, "%%%%Page: %d %d\n", p, p)
		ops := append([]op(nil), byPage[p]...)
		if forms {
			sort.SliceStable(ops, func(a, c int) bool { return hFormOrder(ops[a]) < hFormOrder(ops[c]) })
		} else {
			sort.SliceStable(ops, func(a, c int) bool { return hPSOrder(ops[a]) < hPSOrder(ops[c]) })
		}
		inForm := false
		for _, o := range ops {
			if forms {
				switch body := hFormOrder(o) == 0; {
				case body && !inForm:
					fmt.Fprintf(&b, "[ /_objdef {body%d} /BBox [0 0 612 792] /BP pdfmark\n", p)
					inForm = true
				case !body && inForm:
					fmt.Fprintf(&b, "[ /EP pdfmark\n[ {body%d} /SP pdfmark\n", p)
					inForm = false
				}
			}
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
			face, role := hFace(o)
			f := 0
			switch face {
			case "serif":
				f = 2
			case "mono":
				f = 4
			case "nar":
				f = 6
			}
			if o.Bold {
				f++
			}
			fmt.Fprintf(&b, "/F%d %.2f selectfont\n", f, o.Size)
			s := psString(o.Text)
			switch {
			case forms && (role == "amt" || role == "bal"):
				// Every glyph with its own advance, kerned after a "1".
				scale := 1.0
				if face == "nar" {
					scale = 0.82
				}
				var ws []string
				sum := 0.0
				for k, ch := range o.Text {
					w := helvW(string(ch), o.Size, o.Bold) * scale
					if ch == '1' && k+1 < len(o.Text) {
						w -= 0.3
					}
					sum += w
					ws = append(ws, fmt.Sprintf("%.3f", w))
				}
				x := o.X
				if o.Right {
					x -= sum
				}
				fmt.Fprintf(&b, "%.2f %.2f moveto %s [%s] xshow\n", x, y, s, strings.Join(ws, " "))
			case role == "sc":
				// Small capitals: capitals at the size, the lower case
				// as capitals four fifths as tall, each run its own show.
				fmt.Fprintf(&b, "%.2f %.2f moveto", o.X, y)
				for _, run := range hSmallCapRuns(o.Text) {
					sz := o.Size
					if run.small {
						sz *= 0.8
					}
					fmt.Fprintf(&b, " /F%d %.2f selectfont %s show", f, sz, psString(strings.ToUpper(run.s)))
				}
				b.WriteString("\n")
			case role == "amt" && o.Right && strings.Contains(o.Text, "."):
				k := strings.LastIndex(o.Text, ".")
				fmt.Fprintf(&b, "%.2f %.2f %s %s AP\n", o.X, y, psString(o.Text[:k]), psString(o.Text[k:]))
			case o.Right:
				fmt.Fprintf(&b, "%.2f %.2f %s R\n", o.X, y, s)
			case role == "track":
				fmt.Fprintf(&b, "%.2f %.2f %s TR\n", o.X, y, s)
			case (role == "desc" || role == "date") && perWord:
				fmt.Fprintf(&b, "%.2f %.2f moveto", o.X, y)
				for k, w := range strings.Fields(o.Text) {
					if k > 0 {
						b.WriteString(" SPW")
					}
					fmt.Fprintf(&b, " %s show", psString(w))
				}
				b.WriteString("\n")
			case role == "desc" || role == "date":
				fmt.Fprintf(&b, "%.2f %.2f %s GL\n", o.X, y, s)
			default:
				fmt.Fprintf(&b, "%.2f %.2f moveto %s show\n", o.X, y, s)
			}
		}
		if inForm {
			fmt.Fprintf(&b, "[ /EP pdfmark\n[ {body%d} /SP pdfmark\n", p)
		}
		fmt.Fprintf(&b, "0 setgray %.0f 744 LOGO\nshowpage\n", logoX)
	}
	b.WriteString("%%Trailer\n%%EOF\n")
	return b.String()
}

// hReportlab prints a famH ops document with ReportLab: the page
// furniture (role hdr) in a Form XObject drawn on every page with a
// raster logo, the condensed face as an embedded TrueType (DejaVu Sans
// Condensed), descriptions word by word, amounts from two pieces,
// letter-spaced titles with a character spacing, and the text of a page
// drawn descriptions first, then amounts, then dates and the rest.
const hReportlab = `import json, sys, math
from reportlab.pdfgen import canvas
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.lib.utils import ImageReader
from PIL import Image, ImageDraw
pdfmetrics.registerFont(TTFont("DejaVuSansCondensed", "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf"))
pdfmetrics.registerFont(TTFont("DejaVuSansCondensed-Bold", "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf"))
spec = json.load(open(sys.argv[1], encoding="utf-8"))
c = canvas.Canvas(sys.argv[2], pagesize=(612, 792), invariant=1)
c.setTitle(spec["title"])
c.setCreator(spec.get("creator") or "(unspecified)")
FONTS = {("", False): "Helvetica", ("", True): "Helvetica-Bold", ("serif", False): "Times-Roman",
         ("serif", True): "Times-Bold", ("mono", False): "Courier", ("mono", True): "Courier-Bold",
         ("nar", False): "DejaVuSansCondensed", ("nar", True): "DejaVuSansCondensed-Bold"}
img = Image.new("RGB", (64, 64), (255, 255, 255))
dr = ImageDraw.Draw(img)
dr.ellipse((2, 2, 61, 61), fill=(38, 62, 92))
dr.ellipse((14, 14, 49, 49), fill=(255, 255, 255))
dr.rectangle((26, 26, 37, 37), fill=(120, 150, 180))
dr.rectangle((40, 44, 60, 52), fill=(38, 62, 92))
logo = ImageReader(img)
H = 792
def face(o):
    f, _, role = o.get("font", "").partition("/")
    return f, role
def text(o):
    f, role = face(o)
    name = FONTS[(f, o.get("bold", False))]
    g = o.get("gray", 0)
    c.setFillGray(g)
    c.setFont(name, o["size"])
    s, x, y = o.get("text", ""), o["x"], H - o["y"]
    if role == "amt" and o.get("right") and "." in s:
        k = s.rindex(".")
        c.drawRightString(x, y, s[k:])
        c.drawRightString(x - c.stringWidth(s[k:], name, o["size"]), y, s[:k])
    elif o.get("right"):
        c.drawRightString(x, y, s)
    elif role == "track":
        t = c.beginText(x, y)
        t.setFont(name, o["size"])
        t.setCharSpace(2.2)
        t.textOut(s)
        t.setCharSpace(0)
        c.drawText(t)
    elif role == "sc":
        sc(name, o["size"], x, y, s)
    elif role == "desc" and spec.get("layout") == "glyphsub":
        for w in s.split(" "):
            if w:
                c.drawString(x, y, w)
            x += c.stringWidth(w + " ", name, o["size"])
    else:
        c.drawString(x, y, s)
def sc(name, size, x, y, s):
    # small capitals: each run of lower case as capitals 0.8 as tall
    runs = []
    for ch in s:
        small = ch.islower()
        if runs and (runs[-1][1] == small or ch == " "):
            runs[-1][0] += ch
        else:
            runs.append([ch, small])
    for t, small in runs:
        z = size * 0.8 if small else size
        c.setFont(name, z)
        c.drawString(x, y, t.upper())
        x += c.stringWidth(t.upper(), name, z)
def shape(o):
    g = o.get("gray", 0)
    if o["kind"] == "line":
        c.setStrokeGray(g)
        c.setLineWidth(0.6)
        c.line(o["x"], H - o["y"], o["x"] + o.get("w", 0), H - o["y"] - o.get("h", 0))
    elif o["kind"] == "rect":
        c.setFillGray(g)
        c.rect(o["x"], H - o["y"] - o["h"], o["w"], o["h"], stroke=0, fill=1)
ORDER = {"desc": 0, "amt": 1, "date": 2}
if spec.get("layout") == "leaderdr":
    ORDER = {"bal": 0, "amt": 1, "lead": 2, "desc": 3, "date": 4}
pages = {}
for o in spec["ops"]:
    pages.setdefault(o["page"], []).append(o)
forms = {}
for p in range(1, spec["pages"] + 1):
    ops = pages.get(p, [])
    hdr = [o for o in ops if face(o)[1] == "hdr"]
    key = json.dumps([{k: v for k, v in o.items() if k != "page"} for o in hdr], sort_keys=True)
    if key not in forms:
        name = "furniture%d" % (len(forms) + 1)
        c.beginForm(name)
        c.drawImage(logo, 36, H - 60, 26, 26)
        for o in hdr:
            shape(o) if o.get("kind") else text(o)
        c.endForm()
        forms[key] = name
    c.doForm(forms[key])
    for o in ops:
        if o.get("kind"):
            shape(o)
    body = [o for o in ops if not o.get("kind") and face(o)[1] != "hdr"]
    body.sort(key=lambda o: ORDER.get(face(o)[1], len(ORDER)))
    for o in body:
        text(o)
    c.showPage()
c.save()
`

// hCairo prints a famH ops document with cairo: the condensed face is
// Nimbus Sans Narrow, titles are letter-spaced glyph by glyph, and the
// text of every page is drawn bottom to top (over its rules and bands).
const hCairo = `import json, sys
import cairo
spec = json.load(open(sys.argv[1], encoding="utf-8"))
s = cairo.PDFSurface(sys.argv[2], 612, 792)
s.set_metadata(cairo.PDF_METADATA_TITLE, spec["title"])
if spec.get("creator"):
    s.set_metadata(cairo.PDF_METADATA_CREATOR, spec["creator"])
s.set_metadata(cairo.PDF_METADATA_CREATE_DATE, spec["date"])
s.set_metadata(cairo.PDF_METADATA_MOD_DATE, spec["date"])
ctx = cairo.Context(s)
FAMILY = {"": "Nimbus Sans", "nar": "Nimbus Sans Narrow", "serif": "Nimbus Roman", "mono": "Nimbus Mono PS"}
pages = {}
for o in spec["ops"]:
    pages.setdefault(o["page"], []).append(o)
for p in range(1, spec["pages"] + 1):
    ops = pages.get(p, [])
    # rules and bands first (under the text), then the text bottom to top
    ops = [o for o in ops if o.get("kind")] + list(reversed([o for o in ops if not o.get("kind")]))
    if spec.get("layout") == "leaderdr":
        ctx.save()
        ctx.set_source_rgb(0.9, 0.9, 0.9)
        ctx.select_font_face("Nimbus Sans", cairo.FONT_SLANT_NORMAL, cairo.FONT_WEIGHT_BOLD)
        ctx.set_font_size(110)
        ctx.move_to(170, 560)
        ctx.rotate(-0.6)
        ctx.show_text("COPY")
        ctx.restore()
    for o in ops:
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
        f, _, role = o.get("font", "").partition("/")
        weight = cairo.FONT_WEIGHT_BOLD if o.get("bold") else cairo.FONT_WEIGHT_NORMAL
        ctx.select_font_face(FAMILY[f], cairo.FONT_SLANT_NORMAL, weight)
        ctx.set_font_size(o["size"])
        t = o.get("text", "")
        x = o["x"]
        if role == "sc":
            runs = []
            for ch in t:
                small = ch.islower()
                if runs and (runs[-1][1] == small or ch == " "):
                    runs[-1][0] += ch
                else:
                    runs.append([ch, small])
            for r, small in runs:
                ctx.set_font_size(o["size"] * (0.8 if small else 1))
                ctx.move_to(x, o["y"])
                ctx.show_text(r.upper())
                x += ctx.text_extents(r.upper()).x_advance
            continue
        if role == "track":
            for ch in t:
                ctx.move_to(x, o["y"])
                ctx.show_text(ch)
                x += ctx.text_extents(ch).x_advance + 2.2
            continue
        if o.get("right"):
            x -= ctx.text_extents(t).x_advance
        ctx.move_to(x, o["y"])
        ctx.show_text(t)
    ctx.show_page()
s.finish()
`
