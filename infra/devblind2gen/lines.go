package main

import (
	"fmt"
	"strings"
)

// A small page model shared by the groff and PostScript producers: a
// page is a list of lines, a line a list of items placed at an x (left,
// right or centre aligned) in a font. The pager keeps blocks together and
// calls back at page breaks so a family can print carried / brought
// forward lines and repeat a table head.

// It is one piece of text (or a rule when Rule > 0) on a line.
type It struct {
	X    float64
	A    byte   // 'L', 'R', 'C'
	F    string // "R", "B", "I", "CR", "CB" (fixed width)
	S    float64
	T    string
	Rule float64 // a horizontal rule of this width from X
}

// Ln is one printed line; H is its height (the distance to the next
// baseline).
type Ln struct {
	H   float64
	Its []It
}

func L(x float64, f string, s float64, t string) It { return It{X: x, A: 'L', F: f, S: s, T: t} }
func R(x float64, f string, s float64, t string) It { return It{X: x, A: 'R', F: f, S: s, T: t} }
func C(x float64, f string, s float64, t string) It { return It{X: x, A: 'C', F: f, S: s, T: t} }
func rule(x, w float64) It                          { return It{X: x, Rule: w} }
func line(h float64, its ...It) Ln                  { return Ln{H: h, Its: its} }
func blank(h float64) Ln                            { return Ln{H: h} }
func heightOf(ls []Ln) (h float64) {
	for _, l := range ls {
		h += l.H
	}
	return
}

// pager lays blocks on pages of a fixed body height.
type pager struct {
	body    float64 // usable body height per page
	pages   [][]Ln
	used    float64
	reserve float64 // kept free at the foot for a carried-forward line
	// brk is called at a page break: foot lines end the full page, head
	// lines start the next one.
	brk func() (foot, head []Ln)
}

func newPager(body float64) *pager { return &pager{body: body, pages: [][]Ln{nil}} }

func (p *pager) add(block ...Ln) {
	h := heightOf(block)
	if p.used+h > p.body-p.reserve && p.used > 0 {
		empty := true
		for _, l := range block {
			for _, it := range l.Its {
				if strings.TrimSpace(it.T) != "" || it.Rule > 0 {
					empty = false
				}
			}
		}
		if empty { // blank space does not start a page
			return
		}
		p.breakPage()
	}
	last := len(p.pages) - 1
	p.pages[last] = append(p.pages[last], block...)
	p.used += h
}

func (p *pager) breakPage() {
	var foot, head []Ln
	if p.brk != nil {
		foot, head = p.brk()
	}
	last := len(p.pages) - 1
	p.pages[last] = append(p.pages[last], foot...)
	p.pages = append(p.pages, append([]Ln{}, head...))
	p.used = heightOf(head)
}

// doc is a whole document: pages of body lines plus a header and a footer
// made per page (they know the page count).
type doc struct {
	top    float64 // y of the first body baseline
	head   func(n, total int) []Ln
	headY  float64
	foot   func(n, total int) []Ln
	footY  float64
	pages  [][]Ln
	title  string
	author string // the PostScript %%Creator
}

func grEsc(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '\\':
			b.WriteString(`\e`)
		case '\'':
			b.WriteString(`\(aq`)
		case '`':
			b.WriteString(`\(ga`)
		case '^':
			b.WriteString(`\(ha`)
		case '~':
			b.WriteString(`\(ti`)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

var grFont = map[string]string{"R": "HR", "B": "HB", "I": "HI", "CR": "CR", "CB": "CB", "TR": "TR", "TB": "TB"}

// groff renders the document for groff -Tpdf: absolute positions with
// \h'|x' and .sp |y, no macro package.
func (d *doc) groff() string {
	var b strings.Builder
	b.WriteString(".\\\" statement print, groff -Tpdf\n.pl 11i\n.po 0\n.ll 8.5i\n.nf\n.vs 0\n.nr HY 0\n.hy 0\n")
	emit := func(y float64, ls []Ln) float64 {
		for _, l := range ls {
			if len(l.Its) > 0 {
				fmt.Fprintf(&b, ".sp |%.2fp\n", y)
				var s strings.Builder
				s.WriteString(`\&`)
				for _, it := range l.Its {
					if it.Rule > 0 {
						fmt.Fprintf(&s, `\h'|%.2fp'\v'-%.2fp'\D'l %.2fp 0'\v'%.2fp'`, it.X, 3.0, it.Rule, 3.0)
						continue
					}
					f := grFont[it.F]
					if f == "" {
						f = it.F
					}
					t := fmt.Sprintf(`\f[%s]\s[%g]%s`, f, it.S, grEsc(it.T))
					fmt.Fprintf(&s, `\h'|%.2fp'`, it.X)
					switch it.A {
					case 'R':
						fmt.Fprintf(&s, `\h'-\w'%s'u'`, t)
					case 'C':
						fmt.Fprintf(&s, `\h'-\w'%s'u/2u'`, t)
					}
					s.WriteString(t)
				}
				b.WriteString(s.String() + "\n")
			}
			y += l.H
		}
		return y
	}
	for i, pg := range d.pages {
		if i > 0 {
			b.WriteString(".bp\n")
		}
		n, tot := i+1, len(d.pages)
		emit(d.headY, d.head(n, tot))
		emit(d.top, pg)
		emit(d.footY, d.foot(n, tot))
	}
	return b.String()
}

func psEsc(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `(`, `\(`, `)`, `\)`)
	return r.Replace(s)
}

var psFont = map[string]string{"R": "/Helvetica", "B": "/Helvetica-Bold", "I": "/Helvetica-Oblique", "CR": "/Courier", "CB": "/Courier-Bold", "TR": "/Times-Roman", "TB": "/Times-Bold"}

// postscript renders the document as DSC-conforming PostScript.
func (d *doc) postscript() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%%!PS-Adobe-3.0\n%%%%Creator: %s\n%%%%Title: %s\n%%%%Pages: %d\n%%%%BoundingBox: 0 0 612 792\n%%%%DocumentMedia: Letter 612 792 0 () ()\n%%%%EndComments\n", d.author, d.title, len(d.pages))
	b.WriteString("%%BeginProlog\n/F { exch findfont exch scalefont setfont } bind def\n/SL { moveto show } bind def\n/SR { moveto dup stringwidth pop neg 0 rmoveto show } bind def\n/SC { moveto dup stringwidth pop 2 div neg 0 rmoveto show } bind def\n/HR { moveto rlineto 0.6 setlinewidth stroke } bind def\n%%EndProlog\n")
	emit := func(y float64, ls []Ln) {
		cur := ""
		for _, l := range ls {
			for _, it := range l.Its {
				py := 792 - y
				if it.Rule > 0 {
					fmt.Fprintf(&b, "%.2f 0 %.2f %.2f HR\n", it.Rule, it.X, py+3)
					continue
				}
				f := fmt.Sprintf("%s %g F", psFont[it.F], it.S)
				if f != cur {
					b.WriteString(f + "\n")
					cur = f
				}
				op := map[byte]string{'L': "SL", 'R': "SR", 'C': "SC"}[it.A]
				fmt.Fprintf(&b, "(%s) %.2f %.2f %s\n", psEsc(it.T), it.X, py, op)
			}
			y += l.H
		}
	}
	for i, pg := range d.pages {
		n, tot := i+1, len(d.pages)
		fmt.Fprintf(&b, "%%%%Page: %d %d\nsave\n", n, n)
		emit(d.headY, d.head(n, tot))
		emit(d.top, pg)
		emit(d.footY, d.foot(n, tot))
		b.WriteString("restore\nshowpage\n")
	}
	b.WriteString("%%Trailer\n%%EOF\n")
	return b.String()
}
