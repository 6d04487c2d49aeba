package main

import (
	"strings"
	"sync"
	"time"

	"codeberg.org/go-pdf/fpdf"
)

// A Doc is a page-by-page drawing list in PDF points with the origin at
// the top left. Every producer that draws positioned text (fpdf,
// PostScript, ReportLab, cairo, LibreOffice Draw) renders the same list,
// so one layout can be printed by several producers.
type Doc struct {
	W, H  float64
	Pages []*Page
	Meta  Meta
}

// Meta is the document information a producer writes.
type Meta struct {
	Title, Author, Subject, Creator string
	Created                         time.Time
}

// Page holds the items of one page in drawing order.
type Page struct {
	Items []Item
}

// ItemKind tells what an Item draws.
type ItemKind int

const (
	IText ItemKind = iota
	ILine
	IRect
)

// Item is one text run, line or filled rectangle. Text is drawn with its
// baseline at Y, left edge at X (alignment is resolved when the item is
// added, so producers never measure).
type Item struct {
	Kind   ItemKind
	X, Y   float64
	X2, Y2 float64 // line end
	W, H   float64 // rectangle
	Text   string
	Font   string // a base-14 name: Helvetica, Helvetica-Bold, Times-Roman, Courier...
	Size   float64
	Gray   float64 // 0 black, 1 white
	LineW  float64
	Stroke bool // rectangle outline instead of fill
	// Tag names what a text run shows ("amt:12", "bal:12", "open"...), so
	// the forger can find it again; producers ignore it.
	Tag string `json:"-"`
}

var (
	measureOnce sync.Once
	measurer    *fpdf.Fpdf
	measureMu   sync.Mutex
)

// fpdfFont maps a base-14 name to fpdf's family and style.
func fpdfFont(name string) (string, string) {
	fam, style := "Helvetica", ""
	switch {
	case strings.HasPrefix(name, "Times"):
		fam = "Times"
	case strings.HasPrefix(name, "Courier"):
		fam = "Courier"
	}
	if strings.Contains(name, "Bold") {
		style += "B"
	}
	if strings.Contains(name, "Oblique") || strings.Contains(name, "Italic") {
		style += "I"
	}
	return fam, style
}

// textWidth measures s with the standard AFM metrics of a base-14 font.
// ReportLab, Ghostscript's URW fonts and the Liberation fonts cairo uses
// share these metrics, so right-aligned columns line up in every producer.
func textWidth(s, font string, size float64) float64 {
	measureMu.Lock()
	defer measureMu.Unlock()
	measureOnce.Do(func() {
		measurer = fpdf.New("P", "pt", "Letter", "")
	})
	fam, style := fpdfFont(font)
	measurer.SetFont(fam, style, size)
	tr := measurer.UnicodeTranslatorFromDescriptor("")
	return measurer.GetStringWidth(tr(s))
}

// Flow lays content down the pages of a Doc and starts a new page when a
// block does not fit. Decor draws running headers and footers once the
// page count is known.
type Flow struct {
	D      *Doc
	P      *Page
	Y      float64
	Top    float64 // content top on continuation pages
	Bottom float64 // content bottom
	// OnBreak runs after a page break (to repeat a table header).
	OnBreak func()
	Decor   func(p *Page, num, total int)
	breaks  int
}

// NewFlow starts a document of the given size.
func NewFlow(w, h, top, bottom float64) *Flow {
	f := &Flow{D: &Doc{W: w, H: h}, Top: top, Bottom: bottom}
	f.newPage()
	return f
}

func (f *Flow) newPage() {
	f.P = &Page{}
	f.D.Pages = append(f.D.Pages, f.P)
	f.Y = f.Top
}

// Break starts a new page and repeats any running table header.
func (f *Flow) Break() {
	f.newPage()
	f.breaks++
	if f.OnBreak != nil {
		f.OnBreak()
	}
}

// Ensure breaks the page when h more points do not fit.
func (f *Flow) Ensure(h float64) {
	if f.Y+h > f.Bottom {
		f.Break()
	}
}

// Finish draws the page furniture and returns the document.
func (f *Flow) Finish() *Doc {
	if f.Decor != nil {
		for i, p := range f.D.Pages {
			f.Decor(p, i+1, len(f.D.Pages))
		}
	}
	return f.D
}

// Text draws left-aligned text on the current page.
func (f *Flow) Text(x, y float64, font string, size float64, s string) {
	f.P.Text(x, y, font, size, s)
}

// TextR draws text whose right edge is at x.
func (f *Flow) TextR(x, y float64, font string, size float64, s string) {
	f.P.TextR(x, y, font, size, s)
}

// TextC centres text on x.
func (f *Flow) TextC(x, y float64, font string, size float64, s string) {
	f.P.TextC(x, y, font, size, s)
}

// Text draws left-aligned text.
func (p *Page) Text(x, y float64, font string, size float64, s string) {
	if s == "" {
		return
	}
	p.Items = append(p.Items, Item{Kind: IText, X: x, Y: y, Text: s, Font: font, Size: size})
}

// TextGray draws text in a gray level (1 is white: hidden text).
func (p *Page) TextGray(x, y float64, font string, size float64, s string, gray float64) {
	p.Items = append(p.Items, Item{Kind: IText, X: x, Y: y, Text: s, Font: font, Size: size, Gray: gray})
}

// TextR draws right-aligned text.
func (p *Page) TextR(x, y float64, font string, size float64, s string) {
	if s == "" {
		return
	}
	p.Text(x-textWidth(s, font, size), y, font, size, s)
}

// TextC draws centred text.
func (p *Page) TextC(x, y float64, font string, size float64, s string) {
	if s == "" {
		return
	}
	p.Text(x-textWidth(s, font, size)/2, y, font, size, s)
}

// Tag names the last item drawn on the page.
func (p *Page) Tag(tag string) {
	if n := len(p.Items); n > 0 {
		p.Items[n-1].Tag = tag
	}
}

// Tag names the last item drawn on the current page.
func (f *Flow) Tag(tag string) { f.P.Tag(tag) }

// Line draws a line.
func (p *Page) Line(x1, y1, x2, y2, w, gray float64) {
	p.Items = append(p.Items, Item{Kind: ILine, X: x1, Y: y1, X2: x2, Y2: y2, LineW: w, Gray: gray})
}

// Rect fills a rectangle.
func (p *Page) Rect(x, y, w, h, gray float64) {
	p.Items = append(p.Items, Item{Kind: IRect, X: x, Y: y, W: w, H: h, Gray: gray})
}

// Box strokes a rectangle.
func (p *Page) Box(x, y, w, h, lw, gray float64) {
	p.Items = append(p.Items, Item{Kind: IRect, X: x, Y: y, W: w, H: h, Gray: gray, LineW: lw, Stroke: true})
}

// Para wraps text to width w and draws it from baseline y; it returns the
// baseline after the last line.
func (p *Page) Para(x, y, w float64, font string, size, lead float64, s string) float64 {
	for _, l := range wrap(s, w, func(x string) float64 { return textWidth(x, font, size) }) {
		p.Text(x, y, font, size, l)
		y += lead
	}
	return y
}

// FlowPara is Para that breaks pages line by line.
func (f *Flow) FlowPara(x, w float64, font string, size, lead float64, s string) {
	for _, l := range wrap(s, w, func(x string) float64 { return textWidth(x, font, size) }) {
		f.Ensure(lead)
		f.Y += lead
		f.P.Text(x, f.Y, font, size, l)
	}
}

// measureFn returns a width function for wrap.
func measureFn(font string, size float64) func(string) float64 {
	return func(s string) float64 { return textWidth(s, font, size) }
}
