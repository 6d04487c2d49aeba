package ocr

import (
	"unicode"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// Why a page is (or is not) read by OCR.
const (
	ReasonText             = "text_layer"                // usable text: no OCR
	ReasonNoText           = "no_text"                   // no words at all
	ReasonSparseOverImage  = "sparse_text_over_image"    // a few words over a page-size image
	ReasonInvisibleOverImg = "invisible_text_over_image" // hidden text (another tool's OCR) over a scan
	ReasonGarbage          = "garbage_text"              // words that do not decode to readable text (see unreadable)
)

// SelectOptions tune page selection. The zero value uses the defaults
// given per field.
type SelectOptions struct {
	// MinWords is the word count below which a page covered by an image is
	// treated as a scan with a stray caption or stamp (default 25).
	MinWords int
	// MinImageCover is the share of the page an image must cover to be a
	// scan of it (default 0.5).
	MinImageCover float64
	// KeepInvisible trusts a hidden text layer over a scan instead of
	// reading the image. Off by default: what a reader sees is the image,
	// and a hidden layer that disagrees with it is itself a fraud signal.
	KeepInvisible bool
	// MaxGarbage is the share of unreadable characters above which the
	// text layer is garbage (default 0.3).
	MaxGarbage float64
}

func (o SelectOptions) withDefaults() SelectOptions {
	if o.MinWords <= 0 {
		o.MinWords = 25
	}
	if o.MinImageCover <= 0 {
		o.MinImageCover = 0.5
	}
	if o.MaxGarbage <= 0 {
		o.MaxGarbage = 0.3
	}
	return o
}

// Choice is the selection verdict for one page.
type Choice struct {
	Page   int    `json:"page"`
	OCR    bool   `json:"ocr"`
	Reason string `json:"reason"`
	Words  int    `json:"words"`
	// ImageCover is the share of the page its largest image covers.
	ImageCover float64 `json:"image_cover"`
	// Garbage is the share of unreadable characters of the text layer.
	Garbage float64 `json:"garbage"`
}

// SelectPages decides, for every page of doc, whether its text layer is
// usable or the page must be read by OCR. info is the page inventory
// from pdftext.PDFium.Rasterize (NoRender is enough); pages without an
// inventory entry are judged on their words alone.
func SelectPages(doc *pdftext.Document, info []pdftext.PageRaster, opt SelectOptions) []Choice {
	opt = opt.withDefaults()
	byNum := make(map[int]pdftext.PageRaster, len(info))
	for _, p := range info {
		byNum[p.Number] = p
	}
	out := make([]Choice, 0, len(doc.Pages))
	for _, p := range doc.Pages {
		c := Choice{Page: p.Number, Words: len(p.Words), Reason: ReasonText}
		inv, haveInv := byNum[p.Number]
		if haveInv {
			c.ImageCover = largestImageCover(inv)
		}
		c.Garbage = garbageShare(p.Words)
		switch {
		case len(p.Words) == 0:
			c.OCR, c.Reason = true, ReasonNoText
		case c.ImageCover >= opt.MinImageCover && len(p.Words) < opt.MinWords:
			c.OCR, c.Reason = true, ReasonSparseOverImage
		case haveInv && !opt.KeepInvisible && c.ImageCover >= opt.MinImageCover &&
			inv.TextObjects > 0 && inv.InvisibleText*2 >= inv.TextObjects:
			c.OCR, c.Reason = true, ReasonInvisibleOverImg
		case c.Garbage > opt.MaxGarbage, unreadable(p.Words):
			c.OCR, c.Reason = true, ReasonGarbage
		}
		out = append(out, c)
	}
	return out
}

// largestImageCover is the share of the page the largest image covers
// (clipped to the page).
func largestImageCover(p pdftext.PageRaster) float64 {
	area := p.Width * p.Height
	if area <= 0 {
		return 0
	}
	best := 0.0
	for _, im := range p.Images {
		x0, y0 := max(im.X0, 0), max(im.Y0, 0)
		x1, y1 := min(im.X1, p.Width), min(im.Y1, p.Height)
		if x1 > x0 && y1 > y0 {
			best = max(best, (x1-x0)*(y1-y0)/area)
		}
	}
	return best
}

// garbageShare is the share of characters that no statement prints:
// controls, private-use code points (fonts without a ToUnicode map),
// U+FFFD and unassigned code points.
func garbageShare(ws []pdftext.Word) float64 {
	total, bad := 0, 0
	for _, w := range ws {
		for _, r := range w.Text {
			total++
			switch {
			case r == unicode.ReplacementChar, unicode.Is(unicode.Co, r), unicode.IsControl(r),
				!unicode.IsPrint(r) && !unicode.IsSpace(r):
				bad++
			}
		}
	}
	if total == 0 {
		return 0
	}
	return float64(bad) / float64(total)
}

// MayNeedOCR reports whether any page of doc has a text layer weak enough
// (fewer than opt.MinWords words, or garbage) that SelectPages could
// choose it. It needs no page inventory, so a born-digital statement with
// words on every page is passed over without a second PDFium pass;
// SelectPages with the inventory then decides.
func MayNeedOCR(doc *pdftext.Document, opt SelectOptions) bool {
	opt = opt.withDefaults()
	for _, p := range doc.Pages {
		if len(p.Words) < opt.MinWords || garbageShare(p.Words) > opt.MaxGarbage || unreadable(p.Words) {
			return true
		}
	}
	return false
}
