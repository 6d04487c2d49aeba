package main

import (
	"bytes"
	"fmt"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// op is one piece of text to draw. Layouts produce ops; a producer turns
// them into PDF bytes. Splitting the two lets every layout be emitted by
// every producer, and lets a page be dropped to simulate missing pages.
type op struct {
	Page  int
	X, Y  float64 // points, top-left origin; Y is the baseline
	Text  string
	Size  float64
	Bold  bool
	Right bool // X is the right edge
	// The fields below are used only by the field families (field.go)
	// and their renderers; the original layouts leave them zero, and
	// render ignores them, so their bytes do not change.
	Font  string  // "" (the producer's sans), "serif" or "mono"
	Gray  float64 // 0 black ... 1 white (hidden text)
	Angle float64 // degrees counter-clockwise about (X, Y)
	Kind  string  // "" text, "line" (to X+W, Y+H) or "rect" (filled, W x H below Y)
	W, H  float64
}

const (
	pageW, pageH = 612.0, 792.0
	topY         = 64.0
	bottomY      = 730.0
)

// doc accumulates ops with a cursor and page breaks.
type doc struct {
	ops    []op
	page   int
	y      float64
	header func(d *doc) // drawn at the top of every page after the first
	footer func(d *doc, page, total int)
	font   string // Font of the text drawn by text and rtext
}

func newDoc() *doc { return &doc{page: 1, y: topY} }

func (d *doc) text(x float64, s string, size float64, bold bool) {
	d.ops = append(d.ops, op{Page: d.page, X: x, Y: d.y, Text: s, Size: size, Bold: bold, Font: d.font})
}

func (d *doc) rtext(x float64, s string, size float64, bold bool) {
	d.ops = append(d.ops, op{Page: d.page, X: x, Y: d.y, Text: s, Size: size, Bold: bold, Right: true, Font: d.font})
}

func (d *doc) nl(h float64) { d.y += h }

// need starts a new page when h more points do not fit; it reports whether
// a break happened so tables can repeat their header.
func (d *doc) need(h float64) bool {
	if d.y+h <= bottomY {
		return false
	}
	d.page++
	d.y = topY
	if d.header != nil {
		d.header(d)
	}
	return true
}

func (d *doc) finish() {
	if d.footer == nil {
		return
	}
	total := d.page
	for p := 1; p <= total; p++ {
		save := d.page
		d.page = p
		d.footer(d, p, total)
		d.page = save
	}
}

// producer renders ops into a PDF.
type producer struct {
	Name string
	TTF  bool // embed Go fonts as TrueType instead of core Helvetica
	// PerWord draws every word with its own positioning operator and no
	// space characters, as many statement engines do; word boundaries
	// then exist only as gaps. Uses core Times.
	PerWord bool
}

var producers = []producer{{Name: "fpdf-core"}, {Name: "fpdf-ttf", TTF: true}, {Name: "fpdf-words", PerWord: true}}

// fixedTime is every document's creation and modification date. It lies
// after the last statement period of the corpus (February 2026): a bank
// generates a statement after its period closes, and the fraud score
// flags a statement created before its period ended.
var fixedTime = time.Date(2026, 3, 4, 6, 0, 0, 0, time.UTC)

// render writes the ops. skip lists 1-based pages to leave out (to model a
// statement uploaded with pages missing). Output is byte-for-byte
// deterministic: fixed dates and catalog order.
func render(p producer, ops []op, pages int, skip map[int]bool, title string, encrypt bool) ([]byte, error) {
	f := fpdf.New("P", "pt", "Letter", "")
	f.SetCatalogSort(true)
	f.SetCreationDate(fixedTime)
	f.SetModificationDate(fixedTime)
	f.SetProducer("corpusgen "+p.Name, true)
	f.SetCreator("docanalysis synthetic corpus", true)
	f.SetTitle(title, true)
	f.SetAutoPageBreak(false, 0)
	fam := "Helvetica"
	if p.PerWord {
		fam = "Times"
	}
	if p.TTF {
		fam = "GoSans"
		f.AddUTF8FontFromBytes(fam, "", goregular.TTF)
		f.AddUTF8FontFromBytes(fam, "B", gobold.TTF)
	}
	if encrypt {
		f.SetProtection(fpdf.CnProtectPrint, "user-secret", "owner-secret")
	}
	byPage := map[int][]op{}
	for _, o := range ops {
		byPage[o.Page] = append(byPage[o.Page], o)
	}
	for pg := 1; pg <= pages; pg++ {
		if skip[pg] {
			continue
		}
		f.AddPage()
		for _, o := range byPage[pg] {
			style := ""
			if o.Bold {
				style = "B"
			}
			f.SetFont(fam, style, o.Size)
			x := o.X
			if o.Right {
				x -= f.GetStringWidth(o.Text)
			}
			if !p.PerWord {
				f.Text(x, o.Y, o.Text)
				continue
			}
			space := f.GetStringWidth(" ")
			for _, w := range strings.Fields(o.Text) {
				f.Text(x, o.Y, w)
				x += f.GetStringWidth(w) + space
			}
		}
	}
	var buf bytes.Buffer
	if err := f.Output(&buf); err != nil {
		return nil, fmt.Errorf("fpdf output: %w", err)
	}
	return buf.Bytes(), nil
}
