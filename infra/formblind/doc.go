package main

import (
	"bytes"
	"time"

	"codeberg.org/go-pdf/fpdf"
	"github.com/docanalysis/service/internal/document/forms"
)

const (
	renderFilled = "filled"
	renderFlat   = "flat"
)

// fieldKind is what a form field is: a text box, a check box, or one
// button of a radio group.
type fieldKind int

const (
	kindText fieldKind = iota
	kindCheck
	kindRadio
)

// field is one form field: where it sits (page points, top-left origin),
// its full name (dots make a hierarchy), and the value as the applicant
// typed it.
type field struct {
	Page       int
	Name       string
	X, Y, W, H float64
	Value      string
	Kind       fieldKind
	On         bool   // check box or radio button chosen
	Export     string // on-state name of a check box or radio button
	Size       float64
	Mono       bool // Courier rather than Helvetica
}

// doc is one application being drawn in one rendering: the static page
// (labels, rules, boxes) goes to fpdf; the fields are drawn as page text
// when flat, and kept for the AcroForm update when filled.
type doc struct {
	f      *fpdf.Fpdf
	mode   string
	mono   bool   // values in Courier (flat) / Cour (filled)
	mark   string // how a flat check box shows its tick: "X" or "check"
	fields []field
	rows   []forms.Row
	ssns   []string // SSNs as printed, when not ddd-dd-dddd
}

var fixedDate = time.Date(2026, 10, 5, 14, 30, 0, 0, time.UTC)

func newDoc(mode string) *doc {
	f := fpdf.New("P", "pt", "Letter", "")
	f.SetCreationDate(fixedDate)
	f.SetModificationDate(fixedDate)
	f.SetCatalogSort(true)
	f.SetCompression(true)
	f.SetAutoPageBreak(false, 0)
	f.SetMargins(0, 0, 0)
	d := &doc{f: f, mode: mode, mark: "X"}
	f.AddPage()
	return d
}

func (d *doc) page() int { return d.f.PageNo() }
func (d *doc) newPage()  { d.f.AddPage() }

// font sets Helvetica in a style ("", "B", "I", "BI") and size.
func (d *doc) font(style string, size float64) { d.f.SetFont("Helvetica", style, size) }

// text prints s with its baseline at y.
func (d *doc) text(x, y float64, style string, size float64, s string) {
	d.font(style, size)
	d.f.Text(x, y, s)
}

// textR prints s ending at x.
func (d *doc) textR(x, y float64, style string, size float64, s string) {
	d.font(style, size)
	d.f.Text(x-d.f.GetStringWidth(s), y, s)
}

// textC prints s centred on x.
func (d *doc) textC(x, y float64, style string, size float64, s string) {
	d.font(style, size)
	d.f.Text(x-d.f.GetStringWidth(s)/2, y, s)
}

func (d *doc) width(style string, size float64, s string) float64 {
	d.font(style, size)
	return d.f.GetStringWidth(s)
}

func (d *doc) rect(x, y, w, h, lw float64) {
	d.f.SetLineWidth(lw)
	d.f.Rect(x, y, w, h, "D")
}

func (d *doc) fill(x, y, w, h float64, gray int) {
	d.f.SetFillColor(gray, gray, gray)
	d.f.Rect(x, y, w, h, "F")
}

func (d *doc) line(x1, y1, x2, y2, lw float64) {
	d.f.SetLineWidth(lw)
	d.f.Line(x1, y1, x2, y2)
}

// band is a section header: white bold capitals on a dark bar.
func (d *doc) band(x, y, w, h float64, gray int, size float64, title string) {
	d.fill(x, y, w, h, gray)
	d.f.SetTextColor(255, 255, 255)
	d.text(x+5, y+h/2+size*0.35, "B", size, title)
	d.f.SetTextColor(0, 0, 0)
}

// para writes wrapped legal text in a column w wide from y and returns the
// y below it.
func (d *doc) para(x, y, w float64, style string, size float64, s string) float64 {
	d.font(style, size)
	d.f.SetXY(x, y)
	d.f.MultiCell(w, size*1.22, s, "", "J", false)
	return d.f.GetY()
}

// fitSize is the largest size up to max at which s fits in w.
func (d *doc) fitSize(s string, w, max float64, mono bool) float64 {
	fam := "Helvetica"
	if mono {
		fam = "Courier"
	}
	size := max
	for size > 5 {
		d.f.SetFont(fam, "", size)
		if d.f.GetStringWidth(s) <= w-4 {
			break
		}
		size -= 0.5
	}
	return size
}

// input is a text field holding value; flat prints the value in the box.
func (d *doc) input(name string, x, y, w, h float64, value string) {
	max := h * 0.62
	if max > 10 {
		max = 10
	}
	size := d.fitSize(value, w, max, d.mono)
	fl := field{Page: d.page(), Name: name, X: x, Y: y, W: w, H: h, Value: value, Kind: kindText, Size: size, Mono: d.mono}
	d.fields = append(d.fields, fl)
	if d.mode == renderFlat && value != "" {
		fam := "Helvetica"
		if d.mono {
			fam = "Courier"
		}
		d.f.SetFont(fam, "", size)
		d.f.Text(x+2, y+h/2+size*0.33, value)
	}
}

// checkbox draws a square box and its field; flat marks the chosen one.
func (d *doc) checkbox(name string, x, y, s float64, on bool) {
	d.rect(x, y, s, s, 0.6)
	d.fields = append(d.fields, field{Page: d.page(), Name: name, X: x, Y: y, W: s, H: s, Kind: kindCheck, On: on, Export: "Yes"})
	if on && d.mode == renderFlat {
		d.tick(x, y, s)
	}
}

// radio draws a round button of group name with export value exp.
func (d *doc) radio(name, exp string, x, y, s float64, on bool) {
	d.f.SetLineWidth(0.6)
	d.f.Circle(x+s/2, y+s/2, s/2, "D")
	d.fields = append(d.fields, field{Page: d.page(), Name: name, X: x, Y: y, W: s, H: s, Kind: kindRadio, On: on, Export: exp})
	if on && d.mode == renderFlat {
		d.f.SetFillColor(0, 0, 0)
		d.f.Circle(x+s/2, y+s/2, s/4, "F")
	}
}

func (d *doc) tick(x, y, s float64) {
	if d.mark == "check" {
		d.f.SetFont("ZapfDingbats", "", s*0.9)
		d.f.Text(x+s*0.12, y+s*0.82, "4")
		return
	}
	d.f.SetFont("Helvetica", "B", s*0.95)
	d.f.Text(x+(s-d.f.GetStringWidth("X"))/2, y+s*0.84, "X")
}

// ans records an answer row on the current page (owner 0 = the business).
func (d *doc) ans(name, label string, v any, owner int) {
	d.rows = append(d.rows, forms.Row{Name: name, Value: v, Label: label, Page: d.page(), Owner: owner})
}

// printedSSN notes an SSN printed in another spelling than ddd-dd-dddd,
// so the index lists it among the secrets too.
func (d *doc) printedSSN(s string) {
	if len(s) != 11 || s[3] != '-' {
		d.ssns = append(d.ssns, s)
	}
}

// bytes renders the document: flat as drawn, filled with its AcroForm
// added as an incremental update.
func (d *doc) bytes() ([]byte, error) {
	var buf bytes.Buffer
	if err := d.f.Output(&buf); err != nil {
		return nil, err
	}
	if d.mode == renderFlat {
		return buf.Bytes(), nil
	}
	return addAcroForm(buf.Bytes(), d.fields)
}
