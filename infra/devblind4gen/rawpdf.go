package main

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"os"
	"sort"
	"strings"

	"codeberg.org/go-pdf/fpdf"
)

// rawPDF is a small PDF writer of the kind document-composition systems
// are: it writes the content stream itself, standard Type1 fonts with
// WinAnsiEncoding, one compressed stream per page, and whatever drawing
// order the caller chooses.
type rawPDF struct {
	W, H    float64 // MediaBox
	Rotate  int     // /Rotate of every page
	Fonts   []string
	Info    [][2]string // Title, Creator, Producer, CreationDate, ModDate ...
	pages   []*bytes.Buffer
	metrics *fpdf.Fpdf
}

func newRaw(w, h float64, fonts ...string) *rawPDF {
	m := fpdf.New("P", "pt", "Letter", "")
	return &rawPDF{W: w, H: h, Fonts: fonts, metrics: m}
}

// width of s in the standard font base at size pt (the Adobe core
// metrics, taken from fpdf's tables).
func (r *rawPDF) width(base string, size float64, s string) float64 {
	fam, style := "Helvetica", ""
	switch base {
	case "Helvetica-Bold":
		style = "B"
	case "Courier":
		fam = "Courier"
	case "Courier-Bold":
		fam, style = "Courier", "B"
	}
	r.metrics.SetFont(fam, style, size)
	return r.metrics.GetStringWidth(s)
}

func (r *rawPDF) page() *bytes.Buffer {
	b := &bytes.Buffer{}
	r.pages = append(r.pages, b)
	return b
}

// pdfStr escapes a string for a PDF literal (ASCII / WinAnsi only).
func pdfStr(s string) string {
	var b strings.Builder
	b.WriteByte('(')
	for _, c := range []byte(s) {
		switch c {
		case '(', ')', '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte(')')
	return b.String()
}

func (r *rawPDF) Write(path string) error {
	var out bytes.Buffer
	var offs []int
	obj := func(body string) int {
		offs = append(offs, out.Len())
		n := len(offs)
		fmt.Fprintf(&out, "%d 0 obj\n%s\nendobj\n", n, body)
		return n
	}
	out.WriteString("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
	// object numbers: 1 catalog, 2 pages, fonts, then page/content pairs, info
	nf := len(r.Fonts)
	firstPage := 3 + nf
	var kids []string
	for i := range r.pages {
		kids = append(kids, fmt.Sprintf("%d 0 R", firstPage+2*i))
	}
	obj("<< /Type /Catalog /Pages 2 0 R >>")
	obj(fmt.Sprintf("<< /Type /Pages /Count %d /Kids [%s] >>", len(r.pages), strings.Join(kids, " ")))
	var fres []string
	for i, f := range r.Fonts {
		n := obj(fmt.Sprintf("<< /Type /Font /Subtype /Type1 /BaseFont /%s /Encoding /WinAnsiEncoding >>", f))
		fres = append(fres, fmt.Sprintf("/F%d %d 0 R", i+1, n))
	}
	for i, p := range r.pages {
		rot := ""
		if r.Rotate != 0 {
			rot = fmt.Sprintf(" /Rotate %d", r.Rotate)
		}
		obj(fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %s %s]%s /Resources << /ProcSet [/PDF /Text] /Font << %s >> >> /Contents %d 0 R >>",
			num(r.W), num(r.H), rot, strings.Join(fres, " "), firstPage+2*i+1))
		var z bytes.Buffer
		zw, _ := zlib.NewWriterLevel(&z, zlib.BestCompression)
		zw.Write(p.Bytes())
		zw.Close()
		offs = append(offs, out.Len())
		fmt.Fprintf(&out, "%d 0 obj\n<< /Length %d /Filter /FlateDecode >>\nstream\n", len(offs), z.Len())
		out.Write(z.Bytes())
		out.WriteString("\nendstream\nendobj\n")
	}
	var info []string
	for _, kv := range r.Info {
		info = append(info, "/"+kv[0]+" "+pdfStr(kv[1]))
	}
	infoN := obj("<< " + strings.Join(info, " ") + " >>")
	xref := out.Len()
	fmt.Fprintf(&out, "xref\n0 %d\n0000000000 65535 f \n", len(offs)+1)
	for _, o := range offs {
		fmt.Fprintf(&out, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&out, "trailer\n<< /Size %d /Root 1 0 R /Info %d 0 R /ID [<%032x> <%032x>] >>\nstartxref\n%d\n%%%%EOF\n",
		len(offs)+1, infoN, uint64(len(path))*7919, uint64(xref)*104729, xref)
	return os.WriteFile(path, out.Bytes(), 0o644)
}

func num(f float64) string {
	s := fmt.Sprintf("%.2f", f)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "" || s == "-" {
		return "0"
	}
	return s
}

// ---- a page of placed words, drawn in a chosen order ----

// op is one placed piece of text (or a rule), tagged with the group it is
// drawn in.
type op struct {
	group int
	font  int // 1-based index into rawPDF.Fonts
	size  float64
	x, y  float64
	text  string
	right bool // x is the right edge
	rule  bool // a line from (x,y) to (x2,y)
	x2    float64
	fill  bool // a filled band x..x2, y..y+h
	h     float64
	gray  float64
	rgb   string // fill colour "r g b" instead of gray
}

// canvas collects a page's ops.
type canvas struct {
	r   *rawPDF
	ops []op
}

func (c *canvas) text(group, font int, size, x, y float64, s string) {
	c.ops = append(c.ops, op{group: group, font: font, size: size, x: x, y: y, text: s})
}
func (c *canvas) rtext(group, font int, size, x, y float64, s string) {
	c.ops = append(c.ops, op{group: group, font: font, size: size, x: x, y: y, text: s, right: true})
}
func (c *canvas) line(group int, x, y, x2 float64) {
	c.ops = append(c.ops, op{group: group, rule: true, x: x, y: y, x2: x2})
}
func (c *canvas) band(group int, x, y, x2, h, gray float64) {
	c.ops = append(c.ops, op{group: group, fill: true, x: x, y: y, x2: x2, h: h, gray: gray})
}

// render draws the ops group by group in the order given (groups not
// listed come last, in their own order), every word on its own: the first
// word of a line with Tm, the others with Td from the line start, and
// every third longer word as a TJ array with a kerning number. pre is
// written first (a coordinate transform, for rotated pages).
func (c *canvas) render(order []int, pre string, kern bool) []byte {
	rank := map[int]int{}
	for i, g := range order {
		rank[g] = i
	}
	ops := append([]op(nil), c.ops...)
	sort.SliceStable(ops, func(i, j int) bool {
		ri, ok := rank[ops[i].group]
		if !ok {
			ri = 1000 + ops[i].group
		}
		rj, ok := rank[ops[j].group]
		if !ok {
			rj = 1000 + ops[j].group
		}
		return ri < rj
	})
	var b bytes.Buffer
	b.WriteString(pre)
	nword := 0
	for _, o := range ops {
		if o.fill && o.rgb != "" {
			fmt.Fprintf(&b, "q %s rg %s %s %s %s re f Q\n", o.rgb, num(o.x), num(o.y), num(o.x2-o.x), num(o.h))
			continue
		}
		if o.fill {
			fmt.Fprintf(&b, "q %s g %s %s %s %s re f Q\n", num(o.gray), num(o.x), num(o.y), num(o.x2-o.x), num(o.h))
			continue
		}
		if o.rule {
			fmt.Fprintf(&b, "q 0.5 w 0 G %s %s m %s %s l S Q\n", num(o.x), num(o.y), num(o.x2), num(o.y))
			continue
		}
		base := c.r.Fonts[o.font-1]
		x := o.x
		if o.right {
			x -= c.r.width(base, o.size, o.text)
		}
		words := strings.Split(o.text, " ")
		fmt.Fprintf(&b, "BT /F%d %s Tf\n", o.font, num(o.size))
		sp := c.r.width(base, o.size, " ")
		off := 0.0
		first := true
		for _, w := range words {
			if w == "" {
				off += sp
				continue
			}
			if first {
				fmt.Fprintf(&b, "1 0 0 1 %s %s Tm\n", num(x+off), num(o.y))
			} else {
				fmt.Fprintf(&b, "%s 0 Td\n", num(off))
			}
			nword++
			if kern && len(w) >= 6 && nword%3 == 0 {
				// a kerned pair after the second character, as composition
				// engines write from their kerning tables
				k := 20
				fmt.Fprintf(&b, "[%s %d %s] TJ\n", pdfStr(w[:2]), k, pdfStr(w[2:]))
				off = c.r.width(base, o.size, w) - float64(k)/1000*o.size + sp
			} else {
				fmt.Fprintf(&b, "%s Tj\n", pdfStr(w))
				off = c.r.width(base, o.size, w) + sp
			}
			first = false
		}
		b.WriteString("ET\n")
	}
	return b.Bytes()
}
