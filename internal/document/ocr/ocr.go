// Package ocr reads the pages of a PDF that have no usable text layer
// (scans, phone photos, pages that are one image) into the same
// positioned words the layout engine reads from text PDFs
// (pdftext.Document), and reports what it measured on the images for the
// fraud score.
//
// A page goes through: selection (SelectPages), the page image (the
// embedded scan at its own resolution when the page is one image, else a
// PDFium rendering), pre-processing in Go (paper detection and
// perspective correction of photos, uneven-light flattening, quarter-turn
// and ±5° skew correction, resampling to the engine's resolution,
// contrast and noise clean-up, composed into one warp), the Engine
// (Tesseract by default), and the mapping of each word back to PDF
// points. See docs/ocr.md.
package ocr

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/jpeg"
	"math"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// Options configure a Reader. The zero value is ready to use.
type Options struct {
	// Engine defaults to Tesseract{}.
	Engine Engine
	// DPI is the resolution, relative to the page, the engine reads at
	// (default 300; see docs/ocr.md for the trade-off).
	DPI int
	// SharpDPI, when positive and under DPI, is the resolution a native
	// scan of DPI or finer is read at (0: at DPI). Reading 300 dpi scans
	// at 250 cost about 8 % less engine time on the sample page but read
	// fewer rows on the s300 sample (docs/ocr.md, "Speed"), so it is off
	// by default; a coarser scan is always enlarged to DPI.
	SharpDPI int
	// PageTimeout bounds pre-processing and recognition of one page
	// (default 60 s).
	PageTimeout time.Duration
	// MaxPages bounds the pages read by OCR in one document (default 50).
	MaxPages int
	// Render always renders the page, even when it is one embedded image
	// that could be read at its native resolution.
	Render bool
	// NoRotate and NoDeskew switch the orientation and skew corrections
	// off (for measurements); KeepRules keeps table rules and underlines
	// in the image the engine reads.
	NoRotate, NoDeskew, KeepRules bool
	// NoReread skips the second pass over ink the engine did not read.
	NoReread bool
	// NoBatch reads each page in an engine run of its own, as before
	// pages were read in batches (for measurements).
	NoBatch bool
	// Select tunes which pages are read.
	Select SelectOptions
	// PDF is the PDFium extractor used for text, inventory and rendering.
	PDF pdftext.PDFium
}

func (o Options) withDefaults() Options {
	if o.Engine == nil {
		o.Engine = Tesseract{}
	}
	if o.DPI <= 0 {
		o.DPI = 300
	}
	if o.PageTimeout <= 0 {
		o.PageTimeout = 60 * time.Second
	}
	if o.MaxPages <= 0 {
		o.MaxPages = 50
	}
	return o
}

// Page is one OCR'd page. Words and Conf are parallel: Conf[i] is the
// engine's confidence (0 to 100) in Words[i].
//
// Coordinates are PDF points in the page's upright frame: the page as a
// reader holds it after the quarter turn, deskew and perspective
// correction, origin top-left. For a scan that needed none of these it
// is the original page. ToPage maps a point of this frame to the
// original page (PDF points, top-left origin), so a finding can be drawn
// where it is on the file.
type Page struct {
	Number        int
	Width, Height float64
	Words         []pdftext.Word
	Conf          []float64
	// MeanConf is the mean confidence over the words.
	MeanConf float64
	// Source is "image" when the embedded scan was read at its own
	// resolution, "render" when the page was rendered.
	Source string
	// SourceDPI is the resolution of the image as found (the scan's own
	// resolution, or the rendering's); DPI is what the engine read.
	SourceDPI, DPI float64
	// Rotation is the clockwise quarter turn applied (0, 90, 180, 270);
	// Skew the rotation in degrees removed after it (positive: the lines
	// fell to the right).
	Rotation int
	Skew     float64
	// Perspective reports a photographed sheet.
	Perspective Perspective
	// Noise is the estimated standard deviation of the paper's gray level;
	// Denoised says a median filter was applied for it.
	Noise    float64
	Denoised bool
	// Flattened is the relative spread of paper brightness removed
	// (uneven light of a photo; 0 when none was removed).
	Flattened float64
	ToPage    Transform
	Engine    string
	// Corrections list the words changed after recognition: only what
	// can have one reading (a dash before a figure, "O" among digits).
	// Ambiguous readings are left as read; see MoneyAlternatives.
	Corrections []Correction
	// Prep and Recognize are the time spent on pre-processing and in
	// the engine (all passes).
	Prep, Recognize time.Duration

	// stats are the image measurements of each word for Forensics.
	stats []wordStats
}

// Perspective describes the sheet found in a photo.
type Perspective struct {
	// Paper is true when a sheet on a darker background was found;
	// Corners are its corners in pixels of the source image (top-left,
	// top-right, bottom-right, bottom-left).
	Paper   bool          `json:"paper"`
	Corners [4][2]float64 `json:"corners,omitempty"`
	// Keystone is the largest relative difference between opposite edges
	// (0 for a rectangle); Corrected says the sheet was warped flat.
	Keystone  float64 `json:"keystone"`
	Corrected bool    `json:"corrected"`
	// LineSpread is the difference in degrees between the text angle of
	// the top and bottom thirds of the page after correction: above about
	// half a degree the text is still seen at an angle.
	LineSpread float64 `json:"line_spread"`
	// Suspected is true when either measure indicates a photo taken at
	// an angle that was not (fully) corrected.
	Suspected bool `json:"suspected"`
}

// OriginalBox is word i's bounding box on the original page (PDF points,
// top-left origin).
func (p *Page) OriginalBox(i int) (x0, y0, x1, y1 float64) {
	w := p.Words[i]
	x0, y0 = math.Inf(1), math.Inf(1)
	x1, y1 = math.Inf(-1), math.Inf(-1)
	for _, c := range [][2]float64{{w.X0, w.Y0}, {w.X1, w.Y0}, {w.X1, w.Y1}, {w.X0, w.Y1}} {
		x, y := p.ToPage.Apply(c[0], c[1])
		x0, y0, x1, y1 = math.Min(x0, x), math.Min(y0, y), math.Max(x1, x), math.Max(y1, y)
	}
	return x0, y0, x1, y1
}

// Text is the page's words as lines, for logs and eyeballing.
func (p *Page) Text() string {
	var sb strings.Builder
	lastY := math.Inf(-1)
	for i, w := range p.Words {
		if i > 0 {
			if math.Abs(w.Y0-lastY) > 0.5 {
				sb.WriteByte('\n')
			} else {
				sb.WriteByte(' ')
			}
		}
		lastY = w.Y0
		sb.WriteString(w.Text)
	}
	return sb.String()
}

// Source is one page image to read and where it sits on its page.
type Source struct {
	Image image.Image
	// ToPage maps pixels of Image to original page points (top-left
	// origin): a scale for a rendering, the placement matrix for an
	// embedded image.
	ToPage Transform
	// Scale is pixels of Image per page point (its resolution / 72).
	Scale float64
	// Native says Image is an embedded image read at its own resolution.
	Native bool
}

// Reader OCRs pages.
type Reader struct {
	opt Options
}

// NewReader returns a Reader with opt's defaults filled in.
func NewReader(opt Options) *Reader { return &Reader{opt: opt.withDefaults()} }

// EngineName names the engine the reader runs.
func (r *Reader) EngineName() string { return r.opt.Engine.Name() }

// Result is a read document.
type Result struct {
	// Doc is the document for the layout engine: pages with a usable text
	// layer as extracted, the others replaced by their OCR'd words.
	Doc *pdftext.Document
	// Pages are the OCR'd pages, in page order.
	Pages []Page
	// Choices give the selection verdict of every page.
	Choices []Choice
	// Images is the page inventory (with the images of OCR'd pages),
	// the input of Forensics.
	Images []pdftext.PageRaster
}

// ReadPDF extracts pdf's text layer (unless doc is given), selects the
// pages to OCR and reads them. Pages over Options.MaxPages stay as they
// were and the result says so through Choices.
func (r *Reader) ReadPDF(ctx context.Context, pdf []byte, doc *pdftext.Document) (*Result, error) {
	x := r.opt.PDF
	if doc == nil {
		d, err := x.Extract(ctx, pdf)
		if err != nil {
			return nil, fmt.Errorf("extract text: %w", err)
		}
		doc = d
	}
	inv, err := x.Rasterize(ctx, pdf, pdftext.RasterOptions{NoRender: true})
	if err != nil {
		return nil, fmt.Errorf("page inventory: %w", err)
	}
	return r.ReadSelected(ctx, pdf, doc, inv, SelectPages(doc, inv, r.opt.Select))
}

// ReadSelected reads the pages choices select, for a caller that already
// took doc's page inventory (inv, from pdftext.PDFium.Rasterize with
// NoRender) and chose the pages with SelectPages: the inventory is not
// taken twice.
func (r *Reader) ReadSelected(ctx context.Context, pdf []byte, doc *pdftext.Document, inv []pdftext.PageRaster, choices []Choice) (*Result, error) {
	res := &Result{Choices: append([]Choice(nil), choices...), Images: append([]pdftext.PageRaster(nil), inv...)}
	out := &pdftext.Document{Title: doc.Title, Author: doc.Author, Creator: doc.Creator, Producer: doc.Producer, Created: doc.Created,
		Pages: append([]pdftext.Page(nil), doc.Pages...)}
	res.Doc = out
	var todo []int // pages to read
	for i, c := range res.Choices {
		if !c.OCR {
			continue
		}
		if len(todo) >= r.opt.MaxPages {
			res.Choices[i].OCR = false
			res.Choices[i].Reason += ",over_page_limit"
			continue
		}
		todo = append(todo, c.Page)
	}
	// Pages are prepared a few at a time and read by one engine run
	// (BatchEngine): the engine's start-up is paid once per batch, and
	// the prepared images of a batch (about 9 MB each at 300 dpi) are all
	// that is held at once.
	for len(todo) > 0 {
		n := min(len(todo), batchPages)
		batch := make([]*pagePrep, 0, n)
		for _, num := range todo[:n] {
			src, pr, err := r.pageSource(ctx, pdf, num)
			if err != nil {
				return nil, err
			}
			for k := range res.Images {
				if res.Images[k].Number == num {
					res.Images[k] = pr
				}
			}
			batch = append(batch, r.startImage(src))
		}
		if err := r.recognizeBatch(ctx, batch); err != nil {
			return nil, fmt.Errorf("pages %d–%d: %w", todo[0], todo[n-1], err)
		}
		for k, pp := range batch {
			num := todo[k]
			pg, err := r.finishImage(ctx, pp)
			if err != nil {
				return nil, fmt.Errorf("page %d: %w", num, err)
			}
			pg.Number = num
			res.Pages = append(res.Pages, *pg)
			for k := range out.Pages {
				if out.Pages[k].Number == num {
					out.Pages[k] = pdftext.Page{Number: num, Width: pg.Width, Height: pg.Height, Words: pg.Words, OCR: true}
				}
			}
		}
		todo = todo[n:]
	}
	return res, nil
}

// batchPages is how many pages one engine run reads.
const batchPages = 8

// pagePrep is a page image prepared for the engine, and its first
// reading once the engine has run.
type pagePrep struct {
	src    Source
	g      *image.Gray
	target float64
	prep   prepared
	dur    time.Duration // pre-processing
	words  []RawWord
	read   bool
	engine time.Duration // its share of the batch's engine time
}

// startImage pre-processes one page image for the engine.
func (r *Reader) startImage(src Source) *pagePrep {
	t0 := time.Now()
	pp := &pagePrep{src: src, g: pdftext.GrayOf(src.Image), target: r.targetScale(src)}
	pp.prep = prepare(pp.g, src.Scale, pp.target, r.opt, turnAuto)
	pp.dur = time.Since(t0)
	return pp
}

// recognizeBatch runs the engine's first reading of the pages of batch:
// one run for those read at the same resolution when the engine reads
// several images at once, else one run a page.
func (r *Reader) recognizeBatch(ctx context.Context, batch []*pagePrep) error {
	be, ok := r.opt.Engine.(BatchEngine)
	if !ok || r.opt.NoBatch || len(batch) < 2 {
		return nil // finishImage reads each page
	}
	byDPI := map[int][]*pagePrep{}
	var dpis []int
	for _, pp := range batch {
		d := int(math.Round(pp.prep.scale * 72))
		if byDPI[d] == nil {
			dpis = append(dpis, d)
		}
		byDPI[d] = append(byDPI[d], pp)
	}
	for _, d := range dpis {
		pps := byDPI[d]
		if len(pps) < 2 {
			continue
		}
		imgs := make([]*image.Gray, len(pps))
		for i, pp := range pps {
			imgs[i] = pp.prep.img
		}
		ctx, cancel := context.WithTimeout(ctx, time.Duration(len(pps))*r.opt.PageTimeout)
		t0 := time.Now()
		got, err := be.RecognizeBatch(ctx, imgs, RecognizeOptions{DPI: d})
		cancel()
		if err != nil {
			return err
		}
		share := time.Since(t0) / time.Duration(len(pps))
		for i, pp := range pps {
			pp.words, pp.read, pp.engine = got[i], true, share
		}
	}
	return nil
}

// pageSource returns the image to read for page n: its one embedded
// image at native resolution when the page is a scan, else a rendering.
// The returned PageRaster carries the page's images with their data.
func (r *Reader) pageSource(ctx context.Context, pdf []byte, n int) (Source, pdftext.PageRaster, error) {
	x := r.opt.PDF
	prs, err := x.Rasterize(ctx, pdf, pdftext.RasterOptions{Pages: []int{n}, NoRender: true, ImageData: true})
	if err != nil {
		return Source{}, pdftext.PageRaster{}, fmt.Errorf("page %d images: %w", n, err)
	}
	pr := prs[0]
	if !r.opt.Render {
		if src, ok := nativeSource(pr); ok {
			return src, pr, nil
		}
		if i, ok := scanImage(pr); ok && !isJPEG(pr.Images[i].Filters) {
			// Not a JPEG: let PDFium decode it.
			bm, err := x.Rasterize(ctx, pdf, pdftext.RasterOptions{Pages: []int{n}, NoRender: true, ImageData: true, ImageBitmaps: true})
			if err != nil {
				return Source{}, pdftext.PageRaster{}, fmt.Errorf("page %d images: %w", n, err)
			}
			if src, ok := nativeSource(bm[0]); ok {
				for k := range bm[0].Images {
					bm[0].Images[k].Bitmap = nil // not kept for forensics
				}
				return src, bm[0], nil
			}
		}
	}
	rend, err := x.Rasterize(ctx, pdf, pdftext.RasterOptions{Pages: []int{n}, DPI: float64(r.opt.DPI)})
	if err != nil {
		return Source{}, pdftext.PageRaster{}, fmt.Errorf("render page %d: %w", n, err)
	}
	pr.Image, pr.Scale = rend[0].Image, rend[0].Scale
	return Source{Image: rend[0].Image, ToPage: Scale(1/rend[0].Scale, 1/rend[0].Scale), Scale: rend[0].Scale}, pr, nil
}

// nativeSource uses a page's only substantial image when it covers the
// page and has a usable resolution: decoding it is cheaper than
// rendering, and it is exactly what the scanner produced.
func nativeSource(pr pdftext.PageRaster) (Source, bool) {
	i, ok := scanImage(pr)
	if !ok {
		return Source{}, false
	}
	im := pr.Images[i]
	dpi := math.Sqrt(math.Abs(im.DPIX * im.DPIY))
	img := im.Bitmap
	if isJPEG(im.Filters) && len(im.Raw) > 0 {
		// Go's decoder is exact and avoids a second copy out of PDFium.
		if j, err := jpeg.Decode(bytes.NewReader(im.Raw)); err == nil {
			img = j
		}
	}
	if img == nil || img.Bounds().Dx() != im.PixelWidth || img.Bounds().Dy() != im.PixelHeight {
		return Source{}, false
	}
	// Image pixel (u, v) → unit square (u/W, 1 - v/H) → PDF user space by
	// the matrix → top-left origin.
	m := im.Matrix
	W, H := float64(im.PixelWidth), float64(im.PixelHeight)
	toUnit := Transform{1 / W, 0, 0, 0, -1 / H, 1, 0, 0, 1}
	flip := Transform{1, 0, 0, 0, -1, pr.Height, 0, 0, 1}
	toPage := flip.Mul(Affine(m[0], m[1], m[2], m[3], m[4], m[5])).Mul(toUnit)
	return Source{Image: img, ToPage: toPage, Scale: dpi / 72, Native: true}, true
}

// scanImage returns the index of the page's scan: its only substantial
// image, covering the page at a usable resolution, with no visible text
// drawn over it.
func scanImage(pr pdftext.PageRaster) (int, bool) {
	idx, n := -1, 0
	for i, im := range pr.Images {
		if (im.X1-im.X0)*(im.Y1-im.Y0) >= 0.02*pr.Width*pr.Height {
			idx, n = i, n+1
		}
	}
	if n != 1 || pr.TextObjects > 0 && pr.InvisibleText < pr.TextObjects {
		return -1, false
	}
	im := pr.Images[idx]
	cover := (min(im.X1, pr.Width) - max(im.X0, 0)) * (min(im.Y1, pr.Height) - max(im.Y0, 0)) / (pr.Width * pr.Height)
	dpi := math.Sqrt(math.Abs(im.DPIX * im.DPIY))
	if cover < 0.9 || dpi < 100 || dpi > 1200 || im.PixelWidth <= 0 || im.PixelHeight <= 0 {
		return -1, false
	}
	return idx, true
}

func isJPEG(filters []string) bool {
	return len(filters) > 0 && filters[len(filters)-1] == "DCTDecode"
}

// targetScale is the engine's resolution for src in pixels per point:
// Options.SharpDPI for a scan read natively at Options.DPI or finer,
// else Options.DPI.
func (r *Reader) targetScale(src Source) float64 {
	dpi := float64(r.opt.DPI)
	if src.Native && r.opt.SharpDPI > 0 && float64(r.opt.SharpDPI) < dpi && src.Scale*72 >= dpi-5 {
		dpi = float64(r.opt.SharpDPI)
	}
	return dpi / 72
}

// ReadImage pre-processes one page image, runs the engine and maps the
// words to PDF points.
func (r *Reader) ReadImage(ctx context.Context, src Source) (*Page, error) {
	ctx, cancel := context.WithTimeout(ctx, r.opt.PageTimeout)
	defer cancel()
	pp := r.startImage(src)
	if err := ctx.Err(); err != nil {
		return nil, &Error{Code: CodeTimeout, Msg: "pre-processing exceeded the page timeout", Err: err}
	}
	return r.finishImage(ctx, pp)
}

// finishImage reads a prepared page (unless a batch run read it
// already), tries the other orientations when the reading looks wrong,
// reads unread ink again, and maps the words to PDF points.
func (r *Reader) finishImage(ctx context.Context, pp *pagePrep) (*Page, error) {
	ctx, cancel := context.WithTimeout(ctx, r.opt.PageTimeout)
	defer cancel()
	src, g, target, prep := pp.src, pp.g, pp.target, pp.prep
	pg := &Page{Engine: r.opt.Engine.Name(), SourceDPI: src.Scale * 72, Prep: pp.dur}
	if src.Native {
		pg.Source = "image"
	} else {
		pg.Source = "render"
	}
	t1 := time.Now()
	dpi := int(math.Round(prep.scale * 72))
	words := pp.words
	if !pp.read {
		var err error
		if words, err = r.opt.Engine.Recognize(ctx, prep.img, RecognizeOptions{DPI: dpi}); err != nil {
			return nil, err
		}
	}
	fwd := prep.fwd  // source px → engine px
	used := prep.img // the image words were read from
	var altPrep time.Duration
	if !r.opt.NoRotate && looksWrong(words) {
		// Upside down, or a quarter turned the wrong way: the engine's
		// confidence is the test, so upright pages never pay for it.
		// First the half turn, then the other quarter decision.
		W, H := prep.img.Bounds().Dx(), prep.img.Bounds().Dy()
		flipped := rotate180(prep.img)
		w2, err := r.opt.Engine.Recognize(ctx, flipped, RecognizeOptions{DPI: dpi})
		if err != nil {
			return nil, err
		}
		if quality(w2) > quality(words) {
			words, used = w2, flipped
			fwd = Rotate(180, float64(W)/2, float64(H)/2).Mul(fwd)
			prep.rotation += 180
		}
		if looksWrong(words) {
			other := turnQuarter
			if prep.rotation%180 == 90 {
				other = turnNone
			}
			t2 := time.Now()
			alt := prepare(g, src.Scale, target, r.opt, other)
			altPrep = time.Since(t2)
			w3, err := r.opt.Engine.Recognize(ctx, alt.img, RecognizeOptions{DPI: dpi})
			if err != nil {
				return nil, err
			}
			if quality(w3) > quality(words) {
				words, prep, fwd, used = w3, alt, alt.fwd, alt.img
			}
		}
	}
	thr := uint8(otsu(histogram(used, 2))) // the ink of the image read
	if !r.opt.NoReread {
		var err error
		bands := prep.bands
		if used != prep.img {
			bands = nil // the half turn: the bands were found upright
		}
		if words, err = reread(ctx, r.opt.Engine, used, thr, words, dpi, bands); err != nil {
			return nil, err
		}
	}
	words = joinGlued(used, words, thr)
	words = dropTinyMarks(used, words, thr)
	words, glyphChanges := speckStops(used, words, thr)
	var lookAlikes []glyphChange
	words, lookAlikes = glyphFix(used, words, thr)
	glyphChanges = append(glyphChanges, lookAlikes...)
	pg.Recognize = time.Since(t1) - altPrep + pp.engine
	pg.Prep += altPrep
	pg.Rotation, pg.Skew, pg.Perspective = prep.rotation%360, prep.skew, prep.persp
	// The tilt deskewing left, measured on the words themselves, is
	// taken off their boxes (residualTilt says why); the image stays.
	if deg, ok := residualTilt(words); ok && math.Abs(deg) >= tiltMin {
		b := used.Bounds()
		words = slices.Clone(words)
		fwd = straighten(words, deg, float64(b.Dx())/2, float64(b.Dy())/2).Mul(fwd)
		pg.Skew += deg
	}
	pg.Noise, pg.Denoised, pg.Flattened = prep.noise, prep.denoised, prep.flattened
	pg.DPI = prep.scale * 72
	W, H := prep.img.Bounds().Dx(), prep.img.Bounds().Dy()
	s := prep.scale
	pg.Width, pg.Height = float64(W)/s, float64(H)/s
	// upright points → engine px → source px → page points.
	pg.ToPage = src.ToPage.Mul(fwd.Inverse()).Mul(Scale(s, s))
	// Ink spreads by about a pixel each way at the engine's resolution,
	// more when the source was coarser and had to be enlarged.
	spread := 2 * math.Max(1, s/src.Scale)
	pg.Words, pg.Conf = toWords(dropMarginMarks(dropSpecks(words)), s, spread)
	alignEdges(pg.Words)
	pg.Words, pg.Conf, pg.Corrections = normalizeWords(pg.Words, pg.Conf)
	pg.Corrections = append(glyphCorrections(pg.Words, glyphChanges), pg.Corrections...)
	// Forensic measurements need the image as found; it is not kept.
	pg.stats = measureWords(g, pg.Words, fwd.Inverse().Mul(Scale(s, s)))
	var sum float64
	for _, c := range pg.Conf {
		sum += c
	}
	if len(pg.Conf) > 0 {
		pg.MeanConf = sum / float64(len(pg.Conf))
	}
	return pg, nil
}

// dropSpecks removes what the engine read into dust and dirt: words
// without a letter or digit that it is unsure of (":" at 8%, "‘" at 0%),
// and lone dots, ticks, quotes, bars and equals signs, which a statement
// never prints on their own: a "=" read at 64 into the gap between a
// row's two dates (s300 reportlab_narrowdate_negative) broke the row's
// date and put every later row's wrapped year into its description, and
// a "|" is a table's vertical rule. A printed "$", "-" or "&" is read with high confidence and
// stays.
//
// A line of its own holding one or two characters the engine all but
// rejects (an "f" at confidence 0 between two rows) is a speck too: the
// statement engine would take it for more of the row above's
// description. A printed page number or lone letter is read sure.
func dropSpecks(ws []RawWord) []RawWord {
	perLine := map[int]int{}
	for _, w := range ws {
		perLine[w.Line]++
	}
	out := ws[:0:0]
	for k, w := range ws {
		if alnum(w.Text) == 0 && (w.Conf < specklessConf || strings.Trim(w.Text, ".,:;'`‘’\"~_^*=|") == "") &&
			!printedMark(ws, k) {
			continue
		}
		if perLine[w.Line] == 1 && len([]rune(w.Text)) <= 2 && w.Conf < loneSpeckConf {
			continue
		}
		out = append(out, w)
	}
	return out
}

// printedMark reports a lone "*", ":" or "=" that a description prints
// as a word of its own ("DENVER * CO", "MOBILE DEPOSIT : REF NUMBER",
// "1 EUR = 1.07948 USD"): read sure, between two words of its line a
// space or so away on each side. A speck in a gap between columns (the
// "=" at 64 between a row's two dates) has no such close neighbours or
// is read unsure.
func printedMark(ws []RawWord, k int) bool {
	w := ws[k]
	if w.Text != "*" && w.Text != ":" && w.Text != "=" || w.Conf < printedMarkConf || k == 0 || k+1 == len(ws) {
		return false
	}
	prev, next := ws[k-1], ws[k+1]
	if prev.Line != w.Line || next.Line != w.Line || alnum(prev.Text) == 0 || alnum(next.Text) == 0 {
		return false
	}
	h := float64(min(prev.Box.Dy(), next.Box.Dy()))
	return float64(w.Box.Min.X-prev.Box.Max.X) < h && float64(next.Box.Min.X-w.Box.Max.X) < h
}

// printedMarkConf is the confidence from which a lone mark between two
// words is taken for printed (the scan sets: "*" in "DENVER * CO" at 89
// to 93, ":" in "DEPOSIT : REF" at 92).
const printedMarkConf = 85

// loneSpeckConf is the confidence under which a word of one or two
// characters alone on its line is taken for a speck.
const loneSpeckConf = 30

// specklessConf is the confidence below which a word without letters or
// digits is taken for a speck.
const specklessConf = 60

// quality scores a recognition for the orientation test: words with
// letters or digits the engine is sure of count, the garbage it reads
// into a turned page does not (a wrong orientation yields many words of
// low confidence, which must not outweigh a few good ones).
func quality(ws []RawWord) float64 {
	var q float64
	for _, w := range ws {
		if alnum(w.Text) >= 2 && w.Conf > 60 {
			q += w.Conf - 60
		}
	}
	return q
}

// looksWrong reports a recognition that reads like an upside-down page:
// few words the engine is sure of.
func looksWrong(ws []RawWord) bool {
	n, sure := 0, 0
	// A blank page or one with a stamp reads few words whatever its
	// orientation; it is not worth another pass.
	for _, w := range ws {
		if alnum(w.Text) < 2 {
			continue
		}
		n++
		if w.Conf >= 70 {
			sure++
		}
	}
	return n >= 4 && float64(sure) < 0.5*float64(n)
}

func alnum(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			n++
		}
	}
	return n
}

func rotate180(img *image.Gray) *image.Gray {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	out := image.NewGray(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		src := img.Pix[img.PixOffset(b.Min.X, b.Min.Y+y):]
		dst := out.Pix[(h-1-y)*out.Stride:]
		for x := 0; x < w; x++ {
			dst[w-1-x] = src[x]
		}
	}
	return out
}

// Characters that reach below the baseline, or do not reach cap height,
// and so say nothing about a line's cap height.
const (
	descenders = "gjpqyQ,;()[]{}|/\\_@$"
	lowShort   = "acemnorsuvwxz.-:'\"~*+=<>^"
)

// toWords turns engine words (pixels, scale px per point) into layout
// words. Each line gets one baseline and one font size measured from
// its words' cap height, and every word of the line the same loose
// vertical extent, as PDFium reports for text PDFs (ascent to descent,
// about 1.15 em). Glyph-tight boxes would make "ace" and "Bank" on one
// line disagree about where the line is. Ink boxes are larger than the
// glyphs by the blur of the scan and of resampling: spread is that
// allowance in pixels.
func toWords(raw []RawWord, s, spread float64) ([]pdftext.Word, []float64) {
	type line struct {
		words      []RawWord
		em, base   float64
		y0, y1     float64
		minX, maxX float64
	}
	var lines []*line
	for i := 0; i < len(raw); {
		j := i
		for j < len(raw) && raw[j].Line == raw[i].Line {
			j++
		}
		engineLine := raw[i:j]
		for _, run := range splitRuns(engineLine) {
			l := &line{words: run, minX: math.Inf(1), maxX: math.Inf(-1)}
			var caps, bottoms []float64
			box := run[0].Box
			for _, w := range l.words {
				box = box.Union(w.Box)
				l.minX, l.maxX = math.Min(l.minX, float64(w.Box.Min.X)), math.Max(l.maxX, float64(w.Box.Max.X))
				t := w.Text
				if strings.ContainsAny(t, descenders) || inflated(w, engineLine) {
					continue
				}
				bottoms = append(bottoms, float64(w.Box.Max.Y)-spread/2)
				if strings.Trim(t, lowShort) != "" {
					caps = append(caps, math.Max(float64(w.Box.Dy())-spread, 1))
				}
			}
			if len(run) == j-i {
				box = run[0].LineBox // the engine's line, when not split
			}
			if len(caps) > 0 {
				l.em = medianFloat(caps) / 0.72
				l.base = medianFloat(bottoms)
			} else {
				l.em = math.Max(float64(box.Dy())-spread, 1) / 0.95
				l.base = float64(box.Max.Y) - spread/2 - 0.21*l.em
			}
			l.y0, l.y1 = l.base-0.93*l.em, l.base+0.22*l.em
			lines = append(lines, l)
		}
		i = j
	}
	// Pieces of one visual line read separately (a header cell read
	// again, a line split by size) share its baseline: lines whose
	// baselines are within a third of an em and whose sizes agree get
	// one baseline and one extent, as a text PDF's words of a row have.
	sort.SliceStable(lines, func(a, b int) bool { return lines[a].base < lines[b].base })
	for a := 0; a < len(lines); {
		b := a + 1
		for b < len(lines) {
			la, lb := lines[a], lines[b]
			small, big := math.Min(la.em, lb.em), math.Max(la.em, lb.em)
			if lb.base-la.base > small/3 || big > 1.3*small {
				break
			}
			b++
		}
		if b-a > 1 {
			var bases, ems []float64
			for _, l := range lines[a:b] {
				bases, ems = append(bases, l.base), append(ems, l.em)
			}
			base, em := medianFloat(bases), medianFloat(ems)
			for _, l := range lines[a:b] {
				l.base, l.em = base, em
				l.y0, l.y1 = base-0.93*em, base+0.22*em
			}
		}
		a = b
	}
	// Lines set closer than their loose boxes (tight leading, or a font
	// size read a little large) must not overlap: layout code reads an
	// overlap as one line.
	for _, a := range lines {
		for _, b := range lines {
			if a == b || b.base-a.base < 0.5*math.Min(a.em, b.em) || a.maxX < b.minX || b.maxX < a.minX {
				continue
			}
			if a.y1 > b.y0-1 {
				mid := (a.base + 0.22*a.em + b.base - 0.93*b.em) / 2
				mid = math.Max(a.base+1, math.Min(mid, b.base-0.6*b.em))
				a.y1 = math.Min(a.y1, mid-0.5)
				b.y0 = math.Max(b.y0, mid+0.5)
			}
		}
	}
	words := make([]pdftext.Word, 0, len(raw))
	conf := make([]float64, 0, len(raw))
	for _, l := range lines {
		var prev *RawWord
		for k := range l.words {
			w := l.words[k]
			// A mark far smaller than the line's letters (a caret, a
			// tick, a smudge), standing alone, that the engine read as
			// letters it is unsure of is not text: even lower-case
			// letters are half an em tall.
			if alnum(w.Text) > 0 && float64(w.Box.Dy())-spread < 0.4*l.em && w.Conf < 60 && isolated(l.words, k, 2*l.em) {
				continue
			}
			// A small mark raised above the baseline (a caret "^", a
			// tick) is not a letter, whatever the engine made of it.
			if n := len([]rune(w.Text)); n <= 2 && alnum(w.Text) > 0 && float64(w.Box.Dy())-spread < 0.5*l.em &&
				float64(w.Box.Max.Y) < l.base-0.3*l.em {
				w.Text = "^"
			}
			// Two pieces closer than any space: one word split by the
			// engine (long digit strings are). Pieces that overlap by
			// more than a glyph's side bearing are not that: the engine
			// stretched a word's box over the next word ("FINANCING"
			// boxed over the "ACH" after it), and the two are words.
			var gap float64
			if prev != nil {
				gap = float64(w.Box.Min.X - prev.Box.Max.X)
			}
			if prev != nil && gap < -overlapGap*l.em && !endsInMark(prev.Text) {
				n := len(words) - 1
				if x1 := float64(w.Box.Min.X)/s - 0.25*l.em/s; x1 > words[n].X0 {
					words[n].X1 = math.Min(words[n].X1, x1)
				}
			} else if prev != nil && (gap < mergeGap*l.em || labelSplit(*prev, w, l.em) || thousandsSplit(*prev, w, l.em) || digitSplit(*prev, w, l.em)) {
				n := len(words) - 1
				words[n].Text += w.Text
				words[n].X1 = math.Max(words[n].X1, float64(w.Box.Max.X)/s)
				conf[n] = math.Min(conf[n], w.Conf)
				prev = &l.words[k]
				continue
			}
			words = append(words, pdftext.Word{
				Text: w.Text,
				X0:   float64(w.Box.Min.X) / s, X1: float64(w.Box.Max.X) / s,
				Y0: l.y0 / s, Y1: l.y1 / s,
				FontName: "OCR", FontSize: l.em / s,
			})
			conf = append(conf, w.Conf)
			prev = &l.words[k]
		}
	}
	return words, conf
}

// isolated reports whether word k of a line has no neighbour within gap
// pixels on either side.
func isolated(ws []RawWord, k int, gap float64) bool {
	if k > 0 && float64(ws[k].Box.Min.X-ws[k-1].Box.Max.X) < gap {
		return false
	}
	if k+1 < len(ws) && float64(ws[k+1].Box.Min.X-ws[k].Box.Max.X) < gap {
		return false
	}
	return true
}

// inflated reports a word whose box the engine stretched to its whole
// line (the LSTM recogniser does that to some words: "Amount" as tall as
// "Description" with its descender and more), which says nothing about
// its size.
func inflated(w RawWord, line []RawWord) bool { return stretched(w, line, 0) }

// stretched is inflated with the word's box allowed to fall short of its
// line's by tol pixels at the top and at the bottom.
func stretched(w RawWord, line []RawWord, tol int) bool {
	if w.Box.Min.Y > w.LineBox.Min.Y+tol || w.Box.Max.Y < w.LineBox.Max.Y-tol {
		return false
	}
	lo := math.Inf(1)
	for _, v := range line {
		// With a tolerance, the words measured against are words: a
		// speck read as "2" on a box two pixels tall made every word of
		// its line stretched (s300 ghostscript_symshare_month).
		if n := alnum(v.Text); n > 0 && (tol == 0 || n >= 2) {
			lo = math.Min(lo, float64(v.Box.Dy()))
		}
	}
	return float64(w.Box.Dy()) > 1.3*lo
}

func splitRuns(ws []RawWord) [][]RawWord {
	lo, hi := math.Inf(1), 0.0
	for _, w := range ws {
		// Within a pixel: the engine's line box may reach a pixel past
		// the words it stretched ("09-Jan-26" 2534-2576 in a line of
		// 2534-2577, s300 wpledger_fpdf-core_month: taken for a larger
		// type, the row's date and amounts became a line of their own
		// and the wrapped line above joined the wrong row).
		if alnum(w.Text) == 0 || stretched(w, ws, 1) {
			continue
		}
		h := float64(w.Box.Dy())
		lo, hi = math.Min(lo, h), math.Max(hi, h)
	}
	if len(ws) < 2 || hi < 1.45*lo {
		return [][]RawWord{ws}
	}
	// A gap is wide against the height of the letters beside it: a
	// dash's or a dot's box is a pixel or two tall, and measured by it
	// every space beside it was wide ("2025 - January" of a statement's
	// period line became three runs, the dash a line of its own, and the
	// period unreadable: s300 reportlab_wfledger_decjan).
	height := func(w RawWord) float64 {
		if alnum(w.Text) == 0 {
			return math.Inf(1)
		}
		return float64(w.Box.Dy())
	}
	var out [][]RawWord
	start := 0
	for k := 1; k < len(ws); k++ {
		gap := float64(ws[k].Box.Min.X - ws[k-1].Box.Max.X)
		if h := math.Min(height(ws[k]), height(ws[k-1])); !math.IsInf(h, 1) && gap > 1.5*h {
			out = append(out, ws[start:k])
			start = k
		}
	}
	return append(out, ws[start:])
}

// labelSplit reports a label and its value printed without a space
// ("NAME:JOHNSON", "ID:1360834939") that the engine returned as two
// words: the colon's ink is narrow, so the gap after it looks like a
// space. The engine gives both halves of a word it split the one
// confidence, and an unsure one; a label followed by a real space is read
// as two words it is sure of, each its own confidence, with a gap of
// most of an em (the scan sets: split 0.22–0.40 em, spaced 0.9 em and
// more, spaced and sure 0.3–0.4 em).
func labelSplit(prev, w RawWord, em float64) bool {
	return strings.HasSuffix(prev.Text, ":") && len(prev.Text) > 1 && prev.Conf == w.Conf && w.Conf < 90 &&
		float64(w.Box.Min.X-prev.Box.Max.X) < 0.45*em
}

// digitSplit reports a long reference the engine split into two runs of
// digits ("S962651" "469626514" of a card purchase's S962651469626514,
// "140986631" "326097" of an IRS payment's reference): as with a label
// split at its colon, both halves carry the one confidence the engine
// gives a word it split, an unsure one, and the gap is under half an em
// (1.7 to 2.4 points in 8-point type). Two numbers printed apart are
// two words the engine read each with its own confidence.
func digitSplit(prev, w RawWord, em float64) bool {
	return prev.Conf == w.Conf && w.Conf < 90 && float64(w.Box.Min.X-prev.Box.Max.X) < 0.45*em &&
		digitRunTail.MatchString(prev.Text) && digitRun.MatchString(w.Text)
}

var (
	digitRunTail = regexp.MustCompile(`^[A-Z$]{0,2}[0-9]{3,}$`)
	digitRun     = regexp.MustCompile(`^[0-9]{3,}$`)
)

// thousandsSplit reports a figure the engine split after a thousands
// comma ("28," and "783.63" of a balance 28,783.63), reading the
// comma's narrow ink and the gap after it as a space: the figure left
// its column and its first group went into the description. Both halves
// have the one confidence the engine gives a word it split, and the gap
// is under three quarters of an em (0.51 em there, while that line's
// spaces were 0.7 em: a comma's ink is narrower than its advance). Money
// is never printed with a space after its thousands comma, and the
// second half must be whole groups of three digits ending in cents, so
// a list ("1, 2") stays apart.
func thousandsSplit(prev, w RawWord, em float64) bool {
	return prev.Conf == w.Conf && float64(w.Box.Min.X-prev.Box.Max.X) < 0.75*em &&
		thousandsHead.MatchString(prev.Text) && thousandsTail.MatchString(w.Text)
}

var (
	thousandsHead = regexp.MustCompile(`^[-(+$]?[0-9]{1,3}(,[0-9]{3})*,$`)
	thousandsTail = regexp.MustCompile(`^[0-9]{3}(,[0-9]{3})*\.[0-9]{2}[-)]?$`)
)

// endsInMark reports a word that ends in punctuation. A comma's or a
// full stop's box reaches under the glyph after it ("CARTHAGE," over the
// "T" of "CARTHAGE,T", printed with no space): that overlap is one word
// the engine split at the mark, not a box stretched over the next word.
func endsInMark(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(s)
	return r == ',' || r == '.'
}

// overlapGap is the overlap, in em, past which two engine words are not
// pieces of one word: ink of neighbouring glyphs overlaps by a pixel or
// two, a box the engine stretched over the next word by much more.
const overlapGap = 0.25

// mergeGap is the gap, in em, below which two engine words are one: a
// space is about a quarter em plus the side bearings of its neighbours,
// the gap between two glyphs of one word a tenth or less.
const mergeGap = 0.12

// alignEdges snaps the left edges of words that start a text segment,
// and the right edges of words that end one, to common columns. In a
// text PDF left-aligned words share their origin exactly; OCR boxes
// start at the ink, which differs by a glyph's side bearing ("1" starts
// further right than "S") and by a pixel of rounding, enough for layout
// code to see two columns where there is one.
func alignEdges(ws []pdftext.Word) {
	type edge struct {
		i  int
		x  float64
		em float64
	}
	var lefts, rights []edge
	for i, w := range ws {
		em := w.FontSize
		if em <= 0 {
			continue
		}
		first := i == 0 || ws[i-1].Y0 != w.Y0 || w.X0-ws[i-1].X1 > em
		last := i == len(ws)-1 || ws[i+1].Y0 != w.Y0 || ws[i+1].X0-w.X1 > em
		if first {
			lefts = append(lefts, edge{i, w.X0, em})
		}
		if last {
			rights = append(rights, edge{i, w.X1, em})
		}
	}
	snap := func(es []edge, left bool) {
		sort.Slice(es, func(a, b int) bool {
			if left {
				return es[a].x < es[b].x
			}
			return es[a].x > es[b].x
		})
		for a := 0; a < len(es); {
			b := a + 1
			for b < len(es) && math.Abs(es[b].x-es[a].x) <= 0.2*es[a].em {
				b++
			}
			for _, e := range es[a:b] {
				if left {
					ws[e.i].X0 = es[a].x
				} else {
					ws[e.i].X1 = es[a].x
				}
			}
			a = b
		}
	}
	snap(lefts, true)
	snap(rights, false)
}

// dayZero and dayOne are the glyphs a day's zero and one are read as.
const dayZero, dayOne = "OoQD@", "Il|"

// dayGlyphs reads a word that stands beside a month's name as the day it
// must be: glyphs for a zero ("O", "Q", "D", "@") or a one ("I", "l",
// "|") mapped to the digit, and two zero glyphs side by side ("Q@1") read
// as the one zero they are, since a day has at most two digits. A lone
// letter ("I May") is left as read: the word needs a digit or a second
// glyph, and the result must be a day of a month.
func dayGlyphs(t string) (string, bool) {
	if len(t) == 0 || len(t) > 3 || !strings.ContainsAny(t, dayZero+dayOne) {
		return "", false
	}
	var b strings.Builder
	digits := 0
	prevZero := false
	for _, r := range t {
		switch {
		case r >= '0' && r <= '9':
			digits++
			b.WriteRune(r)
			prevZero = r == '0'
		case strings.ContainsRune(dayZero, r):
			if prevZero && len(t) == 3 {
				continue // "Q@", "0@": one zero read as two glyphs
			}
			b.WriteByte('0')
			prevZero = true
		case strings.ContainsRune(dayOne, r):
			b.WriteByte('1')
			prevZero = false
		default:
			return "", false
		}
	}
	d := b.String()
	if len(d) > 2 || digits == 0 && len([]rune(t)) < 2 {
		return "", false
	}
	if n, err := strconv.Atoi(d); err != nil || n < 1 || n > 31 {
		return "", false
	}
	return d, true
}

// monthWord is a month's name or abbreviation as a word of its own.
var monthWord = regexp.MustCompile(`^(?i:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december)[.,]?$`)

// traceRe is an ACH trace number's label, in either case (a statement
// set in mixed case prints "Trace#:021000077879654"), and the digits
// read before a space the engine put inside the number.
var traceRe = regexp.MustCompile(`^(?i:TRACE#:?|TRACE:)([0-9]+)$`)

// splitTrace joins "TRACE#:02100001" and "1575913" (or "02", "100001"
// and "1069763") into the one number they were printed as: an ACH trace
// number is always 15 digits (the originating bank's 8-digit routing
// prefix and a 7-digit sequence), so a shorter one followed on its line
// by runs of digits that make up exactly the missing ones is one number
// the engine split. It returns the joined text and how many of the
// following words it took.
func splitTrace(a string, next []string) (string, int) {
	m := traceRe.FindStringSubmatch(a)
	if m == nil || len(m[1]) >= 15 {
		return "", 0
	}
	return joinDigits(a, len(m[1]), next)
}

// traceLabel is a trace number's label standing as a word of its own
// ("TRACE 0719476373 15928", "NUMBER: 0270870365 12708", in mixed case
// "Trace 0719365 16932774").
var traceLabel = regexp.MustCompile(`^(?i:TRACE|TRACE#|TRACE:|TRACE#:|NUMBER:)$`)

// splitTraceAfter joins the pieces of a trace number that follows its
// label as a word of its own ("TRACE", then "0719476373" and "15928"):
// two or three runs of digits that make exactly 15. The first piece is
// returned with the ones it took.
func splitTraceAfter(label string, next []string) (string, int) {
	if !traceLabel.MatchString(label) || len(next) < 2 {
		return "", 0
	}
	joined, k := joinDigits(next[0], len(next[0]), next[1:])
	if k == 0 || strings.TrimLeft(next[0], "0123456789") != "" {
		return "", 0
	}
	return joined, k + 1
}

// joinDigits appends to a (which holds n digits of a trace number) the
// runs of digits of next that make it exactly 15 digits, returning the
// joined text and how many of next it took (0: none make 15).
func joinDigits(a string, n int, next []string) (string, int) {
	for k, b := range next {
		if b == "" || strings.TrimLeft(b, "0123456789") != "" {
			return "", 0
		}
		n += len(b)
		switch {
		case n == 15:
			return a + strings.Join(next[:k+1], ""), k + 1
		case n > 15:
			return "", 0
		}
	}
	return "", 0
}

// joinWords is ws read as the one word text, spanning their boxes.
func joinWords(ws []pdftext.Word, text string) pdftext.Word {
	nw := ws[0]
	for _, v := range ws[1:] {
		nw.X1 = v.X1
		nw.Y0, nw.Y1 = math.Min(nw.Y0, v.Y0), math.Max(nw.Y1, v.Y1)
	}
	nw.Text = text
	return nw
}

func minConf(cs []float64) float64 {
	m := cs[0]
	for _, c := range cs[1:] {
		m = math.Min(m, c)
	}
	return m
}

// caretGlyphs are what the engine reads a check's image mark "^" as: a
// lone letter, read unsure (below 90), with no word near it on its line.
// A printed one-letter word is read sure, and has its line's words near.
const caretGlyphs = "AaK"

// caretAnyConf is the confidence under which any lone letter is taken
// for the check's image mark: the engine reads the mark as "N", "s" or
// "i" as well, at 0 to 30, while a printed letter of the check table
// is read at 90 or more.
const caretAnyConf = 40

// isCaret says whether a lone word (no word near it on its line) is the
// engine's reading of a check's image mark "^". A letter other than
// caretGlyphs must share its line with the row's other columns (the
// date, the amount): alone on a line of its own it is a speck between
// rows, and a "^" there would read as a row mark.
func isCaret(text string, conf float64, rowMates bool) bool {
	if len(text) != 1 || !(text[0] >= 'A' && text[0] <= 'Z' || text[0] >= 'a' && text[0] <= 'z') {
		return false
	}
	return strings.Contains(caretGlyphs, text) && conf < 90 || conf < caretAnyConf && rowMates
}

// onLine says whether a and b overlap vertically by half the shorter's
// height, however far apart: the same row of a table. The shorter must
// be a quarter of the taller's height at least: a speck's box may be a
// fraction of a point tall and lies within some line's height wherever
// it is, while a small letter ("s" beside "$1,129.09") is a third of it.
func onLine(a, b pdftext.Word) bool {
	ha, hb := a.Y1-a.Y0, b.Y1-b.Y0
	ov := math.Min(a.Y1, b.Y1) - math.Max(a.Y0, b.Y0)
	return ov > 0.5*math.Min(ha, hb) && math.Min(ha, hb) > 0.25*math.Max(ha, hb)
}

// nearOnLine says whether b follows a on a's line within a few
// characters' width (five line heights).
func nearOnLine(a, b pdftext.Word) bool {
	h := math.Max(a.Y1-a.Y0, b.Y1-b.Y0)
	return b.Y0 < a.Y1 && b.Y1 > a.Y0 && b.X0-a.X1 < 5*h
}

// sameLine says whether b follows a on a's text line.
func sameLine(a, b pdftext.Word) bool {
	h := math.Max(a.Y1-a.Y0, b.Y1-b.Y0)
	return b.X0 >= a.X1-1 && b.X0-a.X1 < 3*h && b.Y0 < a.Y1 && b.Y1 > a.Y0
}

// normalizeWords applies normalizeToken to every word; a token that
// becomes two words ("Jan 5") is split, its box shared by the characters.
// Two rules need the word's neighbours: a trace number the engine split
// in two is joined, and a day with a zero read as "@" is read as a day
// when a month's name stands beside it ("@6 NOV").
func normalizeWords(ws []pdftext.Word, conf []float64) ([]pdftext.Word, []float64, []Correction) {
	var fixes []Correction
	outW := make([]pdftext.Word, 0, len(ws))
	outC := make([]float64, 0, len(conf))
	dollars := 0 // figures printed with their dollar sign
	for _, w := range ws {
		if dollarFigure.MatchString(w.Text) {
			dollars++
		}
	}
	slashless := slashlessDates(ws)
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		if d, ok := slashless[i]; ok {
			fixes = append(fixes, Correction{Word: len(outW), From: w.Text, To: d,
				Why: "a date's slash lost in a column of dates of one month"})
			w.Text = d
			ws[i] = w
		}
		if m := sectionFigure.FindStringSubmatch(w.Text); m != nil && dollars >= minDollarFigures {
			// "§2,906.99" on a page whose figures print "$": the
			// dollar sign read as a section sign.
			fixes = append(fixes, Correction{Word: len(outW), From: w.Text, To: m[1] + "$" + m[2],
				Why: `"§" read for the "$" of a figure on a page that prints its figures with "$"`})
			w.Text = m[1] + "$" + m[2]
			ws[i] = w
		}
		// The words that follow on the line, for a split trace number
		// (at most two spaces read inside it).
		var next []string
		for j := i + 1; j < len(ws) && j <= i+3 && sameLine(ws[j-1], ws[j]); j++ {
			next = append(next, ws[j].Text)
		}
		if i+1 < len(ws) && len(next) > 1 {
			if joined, k := splitTraceAfter(w.Text, next); k > 0 {
				// The label stays as read; its number is rejoined
				// by the rule below, one word later.
				ws = append(ws[:i+1:i+1], append([]pdftext.Word{joinWords(ws[i+1:i+1+k], joined)}, ws[i+1+k:]...)...)
				conf = append(conf[:i+1:i+1], append([]float64{minConf(conf[i+1 : i+1+k])}, conf[i+1+k:]...)...)
				fixes = append(fixes, Correction{Word: len(outW) + 1, From: strings.Join(next[:k], " "), To: joined,
					Why: "a space read inside an ACH trace number (always 15 digits)"})
			}
		}
		if i+1 < len(ws) && minusApart(ws, i) {
			nw := ws[i+1]
			nw.X0 = w.X0
			nw.Text = "-" + nw.Text
			fixes = append(fixes, Correction{Word: len(outW), From: w.Text + " " + ws[i+1].Text, To: nw.Text,
				Why: "a figure's minus read as a dash apart from it"})
			outW, outC = append(outW, nw), append(outC, math.Min(conf[i], conf[i+1]))
			i++
			continue
		}
		if joined, k := splitTrace(w.Text, next); k > 0 {
			nw := w
			from := []string{w.Text}
			c := conf[i]
			for j := i + 1; j <= i+k; j++ {
				v := ws[j]
				nw.X1 = v.X1
				nw.Y0, nw.Y1 = math.Min(nw.Y0, v.Y0), math.Max(nw.Y1, v.Y1)
				from = append(from, v.Text)
				c = math.Min(c, conf[j])
			}
			nw.Text = joined
			fixes = append(fixes, Correction{Word: len(outW), From: strings.Join(from, " "), To: joined,
				Why: "a space read inside an ACH trace number (always 15 digits)"})
			outW, outC = append(outW, nw), append(outC, c)
			i += k
			continue
		}
		if conf[i] < unsureSignConf && strings.ContainsAny(w.Text, foreignSigns) && strings.Trim(w.Text, foreignSigns) != "" {
			// "¥8-2" at confidence 4 in a scan's fine print: a currency
			// sign read into a word the engine all but rejects is no
			// evidence of the statement's currency (it made Centier's
			// dollar statement JPY). The sign goes, the rest stays (a
			// word of signs alone is a speck dropSpecks took).
			t := strings.Map(func(r rune) rune {
				if strings.ContainsRune(foreignSigns, r) {
					return -1
				}
				return r
			}, w.Text)
			fixes = append(fixes, Correction{Word: len(outW), From: w.Text, To: t,
				Why: "a currency sign in a word read all but rejected dropped"})
			w.Text = t
		}
		to, why := normalizeToken(w.Text)
		if why == "" && isCaret(w.Text, conf[i], i > 0 && onLine(ws[i-1], w) || i+1 < len(ws) && onLine(w, ws[i+1])) &&
			(i == 0 || !nearOnLine(ws[i-1], w)) && (i+1 == len(ws) || !nearOnLine(w, ws[i+1])) {
			to, why = "^", "a lone unsure letter read for a check's image mark (^)"
		}
		if why == "" {
			if lw, ok := lexiconWord(w.Text, conf[i]); ok {
				to, why = lw, "one glyph off a banking term, read unsure"
			}
		}
		if why == "" && conf[i] < gluedConf {
			if a, b, ok := gluedTerms(w.Text); ok {
				to, why = a+" "+b, "the space between two banking terms lost"
			}
		}
		if why == "" && (i+1 < len(ws) && sameLine(w, ws[i+1]) && monthWord.MatchString(ws[i+1].Text) ||
			i > 0 && sameLine(ws[i-1], w) && monthWord.MatchString(ws[i-1].Text)) {
			// "@6 NOV", "Q6 Nov", "Nov 1@": a day beside its month.
			if d, ok := dayGlyphs(w.Text); ok {
				to, why = d, "letters read for digits in a day beside its month"
			}
		}
		if why == "" {
			outW, outC = append(outW, w), append(outC, conf[i])
			continue
		}
		fixes = append(fixes, Correction{Word: len(outW), From: w.Text, To: to, Why: why})
		parts := strings.Fields(to)
		n := float64(len([]rune(to)))
		x := w.X0
		for k, p := range parts {
			nw := w
			nw.Text = p
			nw.X0 = x
			nw.X1 = x + (w.X1-w.X0)*float64(len([]rune(p)))/n
			if k == len(parts)-1 {
				nw.X1 = w.X1
			}
			x = nw.X1 + (w.X1-w.X0)/n // the lost space
			outW, outC = append(outW, nw), append(outC, conf[i])
		}
	}
	return outW, outC, fixes
}

// slashlessDates finds the dates of a date column whose slash the engine
// lost ("613" and "65" among "6/12", "6/16", "6/17" of Trustmark's scan,
// each row's date on its underline): a word of two to four digits whose
// left edge lines up, within half its height, with three or more dates
// "M/D" of one month M, that begins with M and goes on with a day. It
// returns the words' indexes with their dates.
func slashlessDates(ws []pdftext.Word) map[int]string {
	type md struct {
		x, h  float64
		month string
	}
	var dates []md
	for _, w := range ws {
		if m := monthSlashDay.FindStringSubmatch(w.Text); m != nil {
			dates = append(dates, md{w.X0, w.Y1 - w.Y0, m[1]})
		}
	}
	if len(dates) < 3 {
		return nil
	}
	var out map[int]string
	for i, w := range ws {
		if len(w.Text) < 2 || len(w.Text) > 4 || strings.Trim(w.Text, "0123456789") != "" {
			continue
		}
		h := w.Y1 - w.Y0
		months := map[string]int{}
		n := 0
		for _, d := range dates {
			if math.Abs(d.x-w.X0) <= 0.5*h {
				months[d.month]++
				n++
			}
		}
		for m, k := range months {
			if k < 3 || k < n || !strings.HasPrefix(w.Text, m) {
				continue // fewer than three, or a column of several months
			}
			day, err := strconv.Atoi(w.Text[len(m):])
			if err != nil || day < 1 || day > 31 {
				continue
			}
			if out == nil {
				out = map[int]string{}
			}
			out[i] = m + "/" + w.Text[len(m):]
		}
	}
	return out
}

// monthSlashDay is a date of month and day ("6/12", "11/03").
var monthSlashDay = regexp.MustCompile(`^(1[0-2]|0?[1-9])/([0-3]?[0-9])$`)

// dollarFigure is a figure in cents printed with its dollar sign;
// sectionFigure the same with a "§" where the "$" stands. A page of
// three or more dollar figures prints every figure so (First Century
// Bank's scan: "§2,906.99" and "§588.00" among its "$" amounts, two
// misread figures the one-at-a-time correction search could not close).
var (
	dollarFigure  = regexp.MustCompile(`^-?\$[0-9]{1,3}(,[0-9]{3})*\.[0-9]{2}$`)
	sectionFigure = regexp.MustCompile(`^(-?)§([0-9]{1,3}(?:,[0-9]{3})*\.[0-9]{2})$`)
)

// foreignSigns are the currency signs that name one currency; a word
// holding one read under unsureSignConf loses it.
const (
	foreignSigns   = "¥€£₹₩"
	unsureSignConf = 30
)

// minDollarFigures is how many figures printed with "$" make a page one
// that prints its figures so.
const minDollarFigures = 3

// minusApart reports a figure's minus sign that the engine read as a
// dash of its own ("—" and "$385.50" for "-$385.50", s300
// capprime_fpdf-ttf_decjan): a lone dash a space or less before a
// figure in cents, itself far from any word before it on its line (it
// stands in an amount column, not between two words of a description,
// "Payment - COMCAST"). Left apart, the dash went into the row's
// description.
func minusApart(ws []pdftext.Word, i int) bool {
	w, f := ws[i], ws[i+1]
	if !dashWord(w.Text) || !sameLine(w, f) || !signedFigure.MatchString(f.Text) {
		return false
	}
	em := math.Max(w.Y1-w.Y0, f.Y1-f.Y0) // the line's loose height, about an em
	if f.X0-w.X1 > 0.6*em {
		return false
	}
	return i == 0 || !sameLine(ws[i-1], w) || w.X0-ws[i-1].X1 > 2*em
}

// dashWord is a word of one dash of any kind: the minus of a figure
// read as a hyphen, an en or em dash or a tilde.
func dashWord(s string) bool {
	return s == "-" || s == "—" || s == "–" || s == "~"
}

// signedFigure is an amount with cents and no sign of its own.
var signedFigure = regexp.MustCompile(`^\$?[0-9]{1,3}(,?[0-9]{3})*\.[0-9]{2}$`)

// bankTerms are the words of transaction descriptions the engine glues
// together when it misses the space between them ("POSPURCHASE"). A
// word splits only into two of them, each of three letters or more, so
// a name, a reference or an ordinary word is never cut.
var bankTerms = map[string]bool{
	"ACH": true, "POS": true, "ATM": true, "PIN": true, "PMT": true, "PPD": true, "CCD": true, "WEB": true,
	"DEBIT": true, "CREDIT": true, "PURCHASE": true, "DEPOSIT": true, "TRANSFER": true, "PAYMENT": true,
	"WITHDRAWAL": true, "CARD": true, "CHECK": true, "ONLINE": true, "MOBILE": true, "WIRE": true,
	"FEE": true, "REFUND": true, "RETURN": true, "ZELLE": true, "INCOMING": true, "OUTGOING": true,
	"RECURRING": true, "SERVICE": true, "CHARGE": true, "INTEREST": true, "DIVIDEND": true,
	"OVERDRAFT": true, "EXTERNAL": true, "INTERNAL": true, "AUTHORIZED": true, "PAYROLL": true,
}

// bankCompounds are words a statement prints as one that bankTerms
// would split ("CHECKCARD 1103 …" on Bank of America's statements).
var bankCompounds = map[string]bool{"CHECKCARD": true, "BILLPAY": true}

// gluedConf is the confidence under which a glued pair of terms is
// split: the engine is unsure of a word whose space it lost.
const gluedConf = 90

// gluedTerms splits a word of capitals that is exactly two banking terms
// ("POSPURCHASE" → "POS", "PURCHASE"), when there is one such split.
func gluedTerms(t string) (string, string, bool) {
	if len(t) < 6 || bankTerms[t] || bankCompounds[t] || strings.Trim(t, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
		return "", "", false
	}
	var a, b string
	n := 0
	for i := 3; i <= len(t)-3; i++ {
		if bankTerms[t[:i]] && bankTerms[t[i:]] {
			a, b = t[:i], t[i:]
			n++
		}
	}
	return a, b, n == 1
}
