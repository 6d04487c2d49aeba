package forms

import (
	"context"
	"image"
	"image/color"
	"log/slog"
	"math"
	"sort"
	"strings"
	"unicode"

	"github.com/docanalysis/service/internal/document/ocr"
)

// CellEngine reads the text of one cell cut from a scanned page, as one
// line. charset, when not empty, is every character the value may hold
// (digits and "/" for a date): the engine then cannot read a box's rule
// as a letter. conf is the engine's mean confidence of the words, 0–100.
//
// A page's OCR reads its words once, for the whole page; a value it
// skipped (a typed value in a filled box, a word beside a rule) is often
// read when its cell alone is read again: ReadApplication asks for the
// cell of each label left without a value.
type CellEngine interface {
	ReadCell(ctx context.Context, img *image.Gray, dpi int, charset string) (text string, conf float64, err error)
}

// TesseractCells reads a cell with Tesseract as a single line (page
// segmentation mode 7) restricted to the value's characters.
type TesseractCells struct {
	Engine ocr.Tesseract
}

// ReadCell implements CellEngine.
func (t TesseractCells) ReadCell(ctx context.Context, img *image.Gray, dpi int, charset string) (string, float64, error) {
	e := t.Engine
	e.PSM = 7
	vars := map[string]string{}
	for k, v := range e.Vars {
		vars[k] = v
	}
	if charset != "" {
		vars["tessedit_char_whitelist"] = charset
	}
	e.Vars = vars
	ws, err := e.Recognize(ctx, img, ocr.RecognizeOptions{DPI: dpi})
	if err != nil {
		return "", 0, err
	}
	sort.SliceStable(ws, func(i, j int) bool { return ws[i].Box.Min.X < ws[j].Box.Min.X })
	var parts []string
	conf := 0.0
	for _, w := range ws {
		// A speck left of a rule ("|", ":", "-") is no part of a value
		// and its doubt is not the value's.
		if s := strings.TrimSpace(w.Text); strings.IndexFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0 {
			parts = append(parts, s)
			conf += w.Conf
		}
	}
	if len(parts) == 0 {
		return "", 0, nil
	}
	return strings.Join(parts, " "), conf / float64(len(parts)), nil
}

const (
	// cellDPI is the resolution a page is rendered at for its cells: a
	// scan's 150 or 200 dpi is interpolated up, which the engine's line
	// model reads better than the small glyphs themselves.
	cellDPI = 300
	// figureDPI is cellDPI for a return's figures, set in a smaller
	// type (7 points) than an application's values: the engine read
	// them as they were first misread at 300 dpi and right at 500.
	figureDPI = 500
	// maxCellReads bounds the cells read again in one document: each is
	// one engine run.
	maxCellReads = 16
	// cellMinConf is the confidence a cell's reading needs: an empty
	// box read again gives specks and rules, read unsure.
	cellMinConf = 60
)

// cellCharsets are the characters each kind of value may be written
// with; a kind not listed reads any character (names, streets, titles).
var cellCharsets = map[string]string{
	"zip":                 "0123456789-",
	"state":               "ABCDEFGHIJKLMNOPQRSTUVWXYZ.",
	"ein":                 "0123456789-",
	"owner_ssn":           "0123456789-",
	"phone":               "0123456789()-. ",
	"owner_phone":         "0123456789()-. ",
	"owner_ownership_pct": "0123456789.%",
	"requested_amount":    "0123456789$,.",
	"annual_revenue":      "0123456789$,.",
	"monthly_revenue":     "0123456789$,.",
	"monthly_cc_volume":   "0123456789$,.",
	"email":               "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@.-_+",
	"owner_email":         "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@.-_+",
	"website":             "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_/:",
}

// cellReader reads cells of one document's pages again, rendering each
// page once.
type cellReader struct {
	engine CellEngine
	pdf    []byte
	pages  map[[2]int]renderedPage // by page and resolution
	reads  int
	log    *slog.Logger // told of failed re-reads; nil discards
}

type renderedPage struct {
	img   *image.Gray
	scale float64
	err   error
}

// read reads box (page points) of page again, rendered at dpi,
// restricted to charset.
// It returns "" when the cell holds nothing read with confidence, or the
// document's budget of cells is spent, and else the reading and the
// engine's confidence in it.
//
// textH is the height of the page's text (the label's), in points: the
// box's rules, longer than any glyph of it, are taken out before the
// engine sees the cell.
func (c *cellReader) read(ctx context.Context, page int, box [4]float64, textH float64, charset string, dpi int) (string, float64) {
	if c == nil || c.reads >= maxCellReads || ctx.Err() != nil {
		return "", 0
	}
	// The page at the cell's resolution: a cell enlarged from a page
	// at 300 dpi read 1065 2025's depletion wrong where the page
	// rendered at 500 dpi read it right. The cost is the renderer's
	// memory for a page of some 23 megapixels (docs/forms.md).
	rp, ok := c.pages[[2]int{page, dpi}]
	if !ok {
		img, scale, err := renderPages(c.pdf, dpi)(ctx, page)
		rp = renderedPage{img, scale, err}
		c.pages[[2]int{page, dpi}] = rp
		if err != nil {
			c.warn(ctx, "form page render for a cell re-read failed", page, dpi, err)
		}
	}
	if rp.err != nil {
		return "", 0
	}
	cell := cutCell(rp.img, rp.scale, box, textH, float64(dpi)/(rp.scale*72))
	if cell == nil {
		return "", 0 // an empty cell: nothing to read, no engine run
	}
	c.reads++
	text, conf, err := c.engine.ReadCell(ctx, cell, dpi, charset)
	if err != nil {
		c.warn(ctx, "form cell re-read failed", page, dpi, err)
		return "", 0
	}
	if conf < cellMinConf {
		return "", 0
	}
	return strings.TrimSpace(strings.Trim(text, ruleChars+"_ ")), conf
}

// warn tells the log of a failed re-read. A context ended by the
// document's deadline is not the engine's failure and is not reported.
func (c *cellReader) warn(ctx context.Context, msg string, page, dpi int, err error) {
	if c.log == nil || ctx.Err() != nil {
		return
	}
	c.log.WarnContext(ctx, msg, "page", page, "dpi", dpi, "err", err)
}

// darkRuns are the runs of dark pixels in img at least min long, along
// its rows (across) or its columns, each as a one-pixel-wide rectangle.
func darkRuns(img *image.Gray, across bool, min float64) []image.Rectangle {
	const dark = 128
	b := img.Bounds()
	lines, along := b.Min.Y, b.Max.Y // the lines scanned, then the positions on each
	from, to := b.Min.X, b.Max.X
	if !across {
		lines, along, from, to = b.Min.X, b.Max.X, b.Min.Y, b.Max.Y
	}
	var runs []image.Rectangle
	for l := lines; l < along; l++ {
		start := -1
		for p := from; p <= to; p++ {
			x, y := p, l
			if !across {
				x, y = l, p
			}
			if p < to && img.GrayAt(x, y).Y < dark {
				if start < 0 {
					start = p
				}
				continue
			}
			if start >= 0 && float64(p-start) >= min {
				if across {
					runs = append(runs, image.Rect(start, l, p, l+1))
				} else {
					runs = append(runs, image.Rect(l, start, l+1, p))
				}
			}
			start = -1
		}
	}
	return runs
}

// cutCell cuts box (points) out of page img (scale: pixels per point)
// onto a white margin, the engine finding no line that touches its
// image's edge, enlarged by zoom (1: as rendered), with the box's rules
// taken out. A cell without ink is nil.
func cutCell(img *image.Gray, scale float64, box [4]float64, textH, zoom float64) *image.Gray {
	r := image.Rect(int(box[0]*scale), int(box[1]*scale), int(math.Ceil(box[2]*scale)), int(math.Ceil(box[3]*scale))).Intersect(img.Bounds())
	if r.Dx() < 8 || r.Dy() < 8 || !inked(img, r) {
		return nil
	}
	zoom = math.Max(zoom, 1)
	w, h := int(float64(r.Dx())*zoom), int(float64(r.Dy())*zoom)
	pad := h / 2
	cell := image.NewGray(image.Rect(0, 0, w+2*pad, h+2*pad))
	for i := range cell.Pix {
		cell.Pix[i] = 255
	}
	// Bilinear: the engine reads an enlarged glyph's smooth edge better
	// than a blocky one.
	at := func(x, y int) float64 {
		x = min(max(x, r.Min.X), r.Max.X-1)
		y = min(max(y, r.Min.Y), r.Max.Y-1)
		return float64(img.Pix[img.PixOffset(x, y)])
	}
	for y := 0; y < h; y++ {
		sy := float64(r.Min.Y) + (float64(y)+0.5)/zoom - 0.5
		y0 := int(math.Floor(sy))
		fy := sy - float64(y0)
		for x := 0; x < w; x++ {
			sx := float64(r.Min.X) + (float64(x)+0.5)/zoom - 0.5
			x0 := int(math.Floor(sx))
			fx := sx - float64(x0)
			v := (at(x0, y0)*(1-fx)+at(x0+1, y0)*fx)*(1-fy) + (at(x0, y0+1)*(1-fx)+at(x0+1, y0+1)*fx)*fy
			cell.Pix[cell.PixOffset(x+pad, y+pad)] = uint8(math.Round(v))
		}
	}
	unrule(cell, textH*scale*zoom)
	return cell
}

// readFigure reads a figure's cell at figureDPI and, when the engine is
// unsure there, at cellDPI: which scale reads a scan's small figures is
// not the same for every figure.
func (c *cellReader) readFigure(ctx context.Context, page int, box [4]float64, textH float64) (string, float64) {
	text, conf := c.read(ctx, page, box, textH, figureCharset, figureDPI)
	if text == "" {
		text, conf = c.read(ctx, page, box, textH, figureCharset, cellDPI)
	}
	return text, conf
}

// unrule whitens the rules of a box in img: dark runs longer than any
// glyph of text h pixels tall, across (2.5 h) or down (1.1 h: a parenthesis is about h). The
// engine reads a box's side beside a value as a letter or a digit ("9"
// for the "|4" of a box holding 41), or reads nothing in a box at all.
func unrule(img *image.Gray, h float64) {
	runs := append(darkRuns(img, true, 2.5*h), darkRuns(img, false, 1.1*h)...)
	// A rule's antialiased edge is a pixel either side of its run.
	for _, r := range runs {
		r = r.Inset(-1).Intersect(img.Bounds())
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				img.SetGray(x, y, color.Gray{Y: 255})
			}
		}
	}
}

// inked reports ink in r beyond a box's rules: some dark pixels in the
// middle half of the cell's height, away from its left and right edges.
func inked(img *image.Gray, r image.Rectangle) bool {
	in := image.Rect(r.Min.X+r.Dy()/4, r.Min.Y+r.Dy()/4, r.Max.X-r.Dy()/4, r.Max.Y-r.Dy()/4)
	n := 0
	for y := in.Min.Y; y < in.Max.Y; y++ {
		for x := in.Min.X; x < in.Max.X; x++ {
			if img.GrayAt(x, y).Y < 128 {
				n++
			}
		}
	}
	return n >= 6
}

// valueCell is where the value of label l would stand when nothing was
// read for it: right of a label with a colon, up to the next label of
// its row or the page's margin; under a caption without one, as wide as
// the caption's column and a line and a half tall, above the next row.
func valueCell(rows []row, labels []appLabel, li int, width float64) ([4]float64, bool) {
	l := labels[li]
	r := rows[l.Row]
	h := l.Y1 - l.Y0
	if h <= 0 {
		return [4]float64{}, false
	}
	stop := width - 18
	for _, o := range labels {
		if math.Abs(o.Y0-l.Y0) < h/2 && o.X0 > l.X1 && o.X0 < stop {
			stop = o.X0
		}
	}
	if strings.HasSuffix(r.Toks[l.To].Text, ":") {
		if stop-l.X1 < 2*h {
			return [4]float64{}, false
		}
		return [4]float64{l.X1 + 2, r.Y0 - 0.4*h, stop - 2, r.Y1 + 0.4*h}, true
	}
	// Down to the next caption under this one's column.
	y0, y1 := l.Y1+1, l.Y1+1+2.2*h
	for _, o := range labels {
		if o.Y0 > l.Y1+h/2 && o.X0 < stop && o.X1 > l.X0 {
			y1 = math.Min(y1, o.Y0-0.5)
		}
	}
	if y1-y0 < h || stop-l.X0 < 2*h {
		return [4]float64{}, false
	}
	return [4]float64{l.X0 - 3, y0, stop - 4, y1}, true
}
