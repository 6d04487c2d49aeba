package main

import (
	"fmt"
	"time"

	"codeberg.org/go-pdf/fpdf"
)

const dejavuDir = "/usr/share/fonts/truetype/dejavu"

// fixedDate is the CreationDate / ModDate of every file: after every
// statement's period.
var fixedDate = time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)

// item is one placed piece of a page: text (left- or right-aligned at x),
// a rule from x to x2, or a box.
type item struct {
	page  int
	x, y  float64
	bold  bool
	ital  bool
	size  float64
	s     string
	right bool
	rule  bool
	x2    float64
	box   bool
	h     float64
	gray  int // text or fill gray (0 black)
	fill  bool
	lw    float64
}

// sheet collects the items of a document laid out in points before it is
// rendered, so that the page count is known to every page's footer.
type sheet struct {
	items []item
	pages int
	pdf   *fpdf.Fpdf // for string widths while laying out
	fam   string
}

func newSheet(fam string, ttf bool) *sheet {
	pdf := fpdf.New("P", "pt", "Letter", dejavuDir)
	if ttf {
		pdf.AddUTF8Font(fam, "", "DejaVuSans.ttf")
		pdf.AddUTF8Font(fam, "B", "DejaVuSans-Bold.ttf")
		pdf.AddUTF8Font(fam, "I", "DejaVuSans-Oblique.ttf")
	}
	return &sheet{pdf: pdf, fam: fam, pages: 1}
}

func (s *sheet) width(size float64, bold bool, t string) float64 {
	st := ""
	if bold {
		st = "B"
	}
	s.pdf.SetFont(s.fam, st, size)
	return s.pdf.GetStringWidth(t)
}

func (s *sheet) text(p int, x, y, size float64, bold bool, t string) {
	s.items = append(s.items, item{page: p, x: x, y: y, size: size, bold: bold, s: t})
}
func (s *sheet) rtext(p int, x, y, size float64, bold bool, t string) {
	s.items = append(s.items, item{page: p, x: x, y: y, size: size, bold: bold, s: t, right: true})
}
func (s *sheet) itext(p int, x, y, size float64, t string) {
	s.items = append(s.items, item{page: p, x: x, y: y, size: size, ital: true, s: t})
}
func (s *sheet) gtext(p int, x, y, size float64, gray int, t string) {
	s.items = append(s.items, item{page: p, x: x, y: y, size: size, s: t, gray: gray})
}
func (s *sheet) rule(p int, x, y, x2, lw float64) {
	s.items = append(s.items, item{page: p, x: x, y: y, x2: x2, rule: true, lw: lw})
}
func (s *sheet) rect(p int, x, y, w, h, lw float64, fill bool, gray int) {
	s.items = append(s.items, item{page: p, x: x, y: y, x2: x + w, h: h, box: true, lw: lw, fill: fill, gray: gray})
}

// render writes the sheet with FPDF; furniture(pdf, page, pages) draws
// each page's running header and footer first.
func (s *sheet) render(creator, producer, title string, furniture func(pdf *fpdf.Fpdf, p, n int)) *fpdf.Fpdf {
	pdf := s.pdf
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetCreator(creator, false)
	if producer != "" {
		pdf.SetProducer(producer, false)
	}
	pdf.SetTitle(title, false)
	pdf.SetCreationDate(fixedDate)
	pdf.SetModificationDate(fixedDate)
	pdf.SetCompression(true)
	pdf.SetCatalogSort(true)
	for p := 0; p < s.pages; p++ {
		pdf.AddPage()
		if furniture != nil {
			furniture(pdf, p, s.pages)
		}
		for _, it := range s.items {
			if it.page != p {
				continue
			}
			switch {
			case it.rule:
				pdf.SetLineWidth(it.lw)
				pdf.SetDrawColor(0, 0, 0)
				pdf.Line(it.x, it.y, it.x2, it.y)
			case it.box:
				pdf.SetLineWidth(it.lw)
				pdf.SetDrawColor(0, 0, 0)
				if it.fill {
					pdf.SetFillColor(it.gray, it.gray, it.gray)
					pdf.Rect(it.x, it.y, it.x2-it.x, it.h, "F")
				} else {
					pdf.Rect(it.x, it.y, it.x2-it.x, it.h, "D")
				}
			default:
				st := ""
				if it.bold {
					st = "B"
				}
				if it.ital {
					st = "I"
				}
				pdf.SetFont(s.fam, st, it.size)
				pdf.SetTextColor(it.gray, it.gray, it.gray)
				x := it.x
				if it.right {
					x -= pdf.GetStringWidth(it.s)
				}
				pdf.Text(x, it.y, it.s)
				pdf.SetTextColor(0, 0, 0)
			}
		}
	}
	return pdf
}

func pageOf(p, n int) string { return fmt.Sprintf("Page %d of %d", p+1, n) }
