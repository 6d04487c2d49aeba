package forms

import (
	"context"
	"fmt"
	"image"
	"math"
	"sort"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// tickDPI is the resolution a scanned page is rendered at to look into
// its checkboxes: a box of a form's 10-point text is about 20 pixels
// wide, enough to tell a mark from an empty box, and the page costs a few
// megapixels at most.
const tickDPI = 150

// pageImager renders a page of the document for inkedEntity. It is a
// variable of prepared, so tests can hand the reader a drawn page.
type pageImager func(ctx context.Context, page int) (*image.Gray, float64, error)

// renderPages renders pages of pdf in gray at dpi with PDFium.
func renderPages(pdf []byte, dpi int) pageImager {
	return func(ctx context.Context, page int) (*image.Gray, float64, error) {
		prs, err := pdftext.PDFium{}.Rasterize(ctx, pdf, pdftext.RasterOptions{DPI: float64(dpi), Pages: []int{page}})
		if err != nil {
			return nil, 0, err
		}
		if len(prs) != 1 {
			return nil, 0, fmt.Errorf("forms: page %d not rendered", page)
		}
		g, ok := prs[0].Image.(*image.Gray)
		if !ok {
			return nil, 0, fmt.Errorf("forms: page %d not rendered in gray", page)
		}
		return g, prs[0].Scale, nil
	}
}

// option is an entity-type choice printed on a row: its words and where
// its box would stand, left of them.
type option struct {
	value string
	words []tok
}

// entityOptions lists the entity-type choices printed on row r: runs of
// words set apart by a gap or a mark, each a choice entityType names.
func entityOptions(r row) []option {
	var out []option
	var cur []tok
	flush := func() {
		if e, ok := entityType(joinToks(cur)); ok {
			out = append(out, option{e, cur})
		}
		cur = nil
	}
	for _, t := range r.Toks {
		if t.W != nil || isMark(t.Text) {
			flush()
			continue
		}
		if len(cur) > 0 && t.X0-cur[len(cur)-1].X1 > 8 {
			flush()
		}
		cur = append(cur, t)
	}
	flush()
	return out
}

// markInk measures what is drawn inside the box printed left of an
// option's first word t, in pixels of img (scale: pixels per point). The
// box is found by its sides: two dark vertical strokes at least 0.6 of the
// text's height tall, as far apart as the box is wide (0.6 to 1.9 times
// the text's height), the nearer pair to the word. What is returned is
// the dark share of the box's inside, its sides left out: next to nothing
// for an empty box (a scanner's specks), a tenth or more for a tick, a
// cross or a filled box. No box found is 0: nothing to tell.
func markInk(img *image.Gray, scale float64, t tok) float64 {
	h := (t.Y1 - t.Y0) * scale
	if h < 4 {
		return 0
	}
	area := image.Rect(int(t.X0*scale-2.6*h), int(t.Y0*scale-0.6*h), int(t.X0*scale+0.5*h), int(t.Y1*scale+0.6*h)).Intersect(img.Bounds())
	if area.Dx() < 4 || area.Dy() < 4 {
		return 0
	}
	dark := func(x, y int) bool { return img.GrayAt(x, y).Y < 150 }
	// side is a vertical stroke: the column's longest dark run.
	type side struct{ x0, x1, y0, y1 int }
	var sides []side
	for x := area.Min.X; x < area.Max.X; x++ {
		best, run, end := 0, 0, 0
		for y := area.Min.Y; y < area.Max.Y; y++ {
			if dark(x, y) {
				run++
				if run > best {
					best, end = run, y+1
				}
			} else {
				run = 0
			}
		}
		if float64(best) >= 0.6*h && float64(best) <= 2.2*h {
			sides = append(sides, side{x, x, end - best, end})
		}
	}
	// Adjacent columns are one stroke (a rule two pixels wide).
	var strokes []side
	for _, sd := range sides {
		if n := len(strokes); n > 0 && sd.x0-strokes[n-1].x1 <= 1 {
			last := &strokes[n-1]
			last.x1 = sd.x1
			last.y0, last.y1 = min(last.y0, sd.y0), max(last.y1, sd.y1)
			continue
		}
		strokes = append(strokes, sd)
	}
	// ruled reports a horizontal rule near row y between x0 and x1: a
	// box's top or bottom, which a letter's stem beside a box lacks.
	ruled := func(x0, x1, y int) bool {
		for yy := y - 2; yy <= y+2; yy++ {
			n := 0
			for x := x0; x <= x1; x++ {
				if (image.Point{x, yy}).In(img.Bounds()) && dark(x, yy) {
					n++
				}
			}
			if n*10 >= (x1-x0+1)*7 {
				return true
			}
		}
		return false
	}
	// The box nearest the word: two neighbouring strokes, as far apart
	// as a box is wide, of one height, joined by a top and a bottom rule.
	for i := len(strokes) - 1; i > 0; i-- {
		l, r := strokes[i-1], strokes[i]
		w := float64(r.x1 - l.x0)
		if w < 0.6*h || w > 1.9*h || abs(float64(l.y0-r.y0)) > 0.25*h || abs(float64(l.y1-r.y1)) > 0.25*h {
			continue
		}
		top, bottom := max(l.y0, r.y0), min(l.y1, r.y1)-1
		if !ruled(l.x0, r.x1, top) || !ruled(l.x0, r.x1, bottom) {
			continue
		}
		m := max(2, int(0.12*w))
		in := image.Rect(l.x1+m, top+m, r.x0-m+1, bottom-m+1)
		if in.Dx() < 2 || in.Dy() < 2 {
			continue
		}
		n := 0
		for y := in.Min.Y; y < in.Max.Y; y++ {
			for x := in.Min.X; x < in.Max.X; x++ {
				if dark(x, y) {
					n++
				}
			}
		}
		return float64(n) / float64(in.Dx()*in.Dy())
	}
	return 0
}

func abs(f float64) float64 { return math.Abs(f) }

// inkedEntity reads the entity type from the page image when the words
// name no ticked option: at a scan's resolution the engine drops a filled
// form's check mark (a ZapfDingbats tick drawn in the widget) and reads
// nothing in its place, while the empty boxes beside it come out as
// "[_]" or not at all, so the words cannot tell which box is ticked. The
// pixels can: the option whose box holds clearly more ink than every
// other option's on its row is the one ticked. A row whose boxes look
// alike (all empty, or the marks too faint) reads nothing.
func inkedEntity(img *image.Gray, scale float64, rows []row, labels []appLabel, page int) []Row {
	for _, r := range rows {
		opts := entityOptions(r)
		if len(opts) < 2 {
			continue
		}
		type scored struct {
			o   option
			ink float64
		}
		var ss []scored
		for _, o := range opts {
			ss = append(ss, scored{o, markInk(img, scale, o.words[0])})
		}
		sort.SliceStable(ss, func(i, j int) bool { return ss[i].ink > ss[j].ink })
		if ss[0].ink < minMarkInk || ss[0].ink < 2*ss[1].ink+0.02 {
			continue
		}
		lab := ""
		for _, l := range labels {
			if l.key == "entity_type" {
				lab = l.Text
				break
			}
		}
		return []Row{{Name: "entity_type", Value: ss[0].o.value, Label: lab, Page: page, Source: SourceOCR, Confidence: 0.7}}
	}
	return nil
}

// minMarkInk is the share of a box's window a mark must darken: a tick
// stroke across a 10-point box darkens a tenth of it or more; specks and
// JPEG noise of an empty box stay under a few hundredths.
const minMarkInk = 0.08
