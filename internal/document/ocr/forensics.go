package ocr

import (
	"bytes"
	"fmt"
	"image"
	"math"
	"sort"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// Kinds of forensic finding.
const (
	// A word whose paper noise differs from the rest of the page: a patch
	// pasted from a cleaner (or noisier) source.
	KindNoiseMismatch = "noise_mismatch"
	// A word whose paper is a different shade from its neighbours': a
	// patch whitened or pasted from another background.
	KindPaperMismatch = "paper_mismatch"
	// A word whose edges are much softer or sharper than the page's: a
	// patch resampled from another resolution, or typed in digitally.
	KindSharpnessMismatch = "sharpness_mismatch"
	// A word region whose JPEG 8x8 block grid is strong and not the
	// page's: a patch cut from another JPEG and pasted off its grid.
	KindJPEGGrid = "jpeg_grid_mismatch"
	// Images of one page scanned at different resolutions.
	KindResolutionMismatch = "resolution_mismatch"
	// Images of one page compressed with different JPEG qualities.
	KindCompressionMismatch = "compression_mismatch"
	// A word the engine is much less sure of than of its neighbours.
	KindConfidenceOutlier = "confidence_outlier"
)

// Finding is one forensic observation: where (page, box in original page
// points, top-left origin), what was measured and against what.
type Finding struct {
	Kind string  `json:"kind"`
	Page int     `json:"page"`
	X0   float64 `json:"x0"`
	Y0   float64 `json:"y0"`
	X1   float64 `json:"x1"`
	Y1   float64 `json:"y1"`
	// Text is the word or words concerned, when there are any.
	Text string `json:"text,omitempty"`
	// Value is the measurement of the region, Reference the page's (or
	// the neighbours') typical value, Score how far apart they are in the
	// finding's own unit (robust z-score, ratio or difference).
	Value     float64 `json:"value"`
	Reference float64 `json:"reference"`
	Score     float64 `json:"score"`
	Detail    string  `json:"detail"`
}

func (f Finding) String() string {
	return fmt.Sprintf("%s page %d [%.0f %.0f %.0f %.0f] %q value %.2f reference %.2f score %.1f: %s",
		f.Kind, f.Page, f.X0, f.Y0, f.X1, f.Y1, f.Text, f.Value, f.Reference, f.Score, f.Detail)
}

// ForensicsOptions tune the tests. Zero values take the defaults, which
// are set for rare false alarms on honest scans (docs/ocr.md gives the
// measured rate).
type ForensicsOptions struct {
	// NoiseZ and SharpZ are the robust z-scores (median and MAD over the
	// page's words) above which a word's noise or edge sharpness is an
	// outlier; NoiseRatio and SharpRatio the relative difference it must
	// also show.
	NoiseZ, NoiseRatio float64
	SharpZ, SharpRatio float64
	// PaperDiff is the smallest difference in gray levels between a
	// word's paper and its neighbours' that counts, PaperZ the robust
	// z-score it must also reach.
	PaperDiff, PaperZ float64
	// GridStrength is how much stronger than elsewhere the block edges at
	// a word's own grid phase must be.
	GridStrength float64
	// ConfidenceOutliers turns on the confidence test. It is off by
	// default: tesseract reads honest figures with a confidence of 0
	// often enough (docs/ocr.md gives the rate) that it is noise unless
	// the fraud score weighs it as such.
	ConfidenceOutliers bool
	// ConfNeighbour and ConfDrop: a word is a confidence outlier when its
	// neighbours' median confidence is at least ConfNeighbour and the
	// word's is ConfDrop below it.
	ConfNeighbour, ConfDrop float64
	// DPIRatio and QualityDiff bound the differences between images of
	// one page.
	DPIRatio    float64
	QualityDiff int
}

func (o ForensicsOptions) withDefaults() ForensicsOptions {
	def := func(v *float64, d float64) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&o.NoiseZ, 8)
	def(&o.NoiseRatio, 0.6)
	def(&o.SharpZ, 8)
	def(&o.SharpRatio, 0.35)
	def(&o.PaperDiff, 5)
	def(&o.PaperZ, 6)
	def(&o.GridStrength, 3.0)
	def(&o.ConfNeighbour, 90)
	def(&o.ConfDrop, 60)
	def(&o.DPIRatio, 1.4)
	if o.QualityDiff <= 0 {
		o.QualityDiff = 20
	}
	return o
}

// wordStats are the image measurements of one word's region in the
// source image, taken while the page is read (the image is not kept).
type wordStats struct {
	ok bool
	// noise is the paper's noise deviation around the word, sharp the
	// steepest edges relative to the ink contrast.
	noise, sharp float64
	// paper is the median gray level of the paper inside the word's box.
	paper float64
	// phase is the word region's dominant JPEG block phase (0..63, y*8+x;
	// -1 when too weak to tell) and grid how much stronger the block
	// edges at it are than elsewhere.
	phase int
	grid  float64
}

// measureWords measures every word's region in src (the source image as
// found, before any pre-processing). toSrc maps upright points to source
// pixels.
func measureWords(src *image.Gray, words []pdftext.Word, toSrc Transform) []wordStats {
	hist, n := histogram(src, 3)
	thr := otsu(hist, n)
	paper, best := 255, -1
	for v := thr; v < 256; v++ {
		if hist[v] > best {
			paper, best = v, hist[v]
		}
	}
	ink, best := 0, -1
	for v := 0; v < thr; v++ {
		if hist[v] > best {
			ink, best = v, hist[v]
		}
	}
	out := make([]wordStats, len(words))
	b := src.Bounds()
	box := func(w pdftext.Word, m float64) image.Rectangle {
		minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for _, c := range [][2]float64{{w.X0 - m, w.Y0 - m}, {w.X1 + m, w.Y0 - m}, {w.X1 + m, w.Y1 + m}, {w.X0 - m, w.Y1 + m}} {
			x, y := toSrc.Apply(c[0], c[1])
			minX, minY, maxX, maxY = math.Min(minX, x), math.Min(minY, y), math.Max(maxX, x), math.Max(maxY, y)
		}
		return image.Rect(int(minX), int(minY), int(math.Ceil(maxX)), int(math.Ceil(maxY))).Intersect(b)
	}
	for i, w := range words {
		// The paper is measured inside the word's box, where a patch
		// that replaced the word lies; edges and the JPEG grid with a
		// little margin, where the patch meets the page.
		in, r := box(w, 0), box(w, 0.1*(w.Y1-w.Y0))
		if in.Dx() < 12 || in.Dy() < 8 {
			continue
		}
		out[i] = measureRegion(src, in, r, paper, ink, thr)
	}
	return out
}

func measureRegion(g *image.Gray, in, r image.Rectangle, paper, ink, thr int) wordStats {
	pix, stride := g.Pix, g.Stride
	flat := thr + (paper-thr)/2
	// The statistics are order statistics of small integers (a
	// Laplacian, a gray level, a gradient), so they are counted in
	// histograms rather than collected and sorted: the same values, a
	// tenth of the cost, and no allocation per word (this runs on every
	// word of every page). The pixels are read straight from the slice.
	var lap [4*255 + 1]int
	var levels [256]int
	var grads [2*255 + 1]int // twice the gradient, to stay integer
	nLap, nGrad := 0, 0
	// Block-edge energy by phase, over flat pixels only: on flat paper a
	// JPEG's 8x8 blocks show as small steps at block boundaries. The
	// steps are small integers, summed as integers: the float sums of
	// the same integers are exact, so the figures are the same.
	var sumX, sumY, nX, nY [8]int
	// One pass over r (in and a margin around it; measureWords makes in
	// of the same word without the margin): the noise and paper of in's
	// flat pixels, the edges and gradients of r's.
	in = in.Intersect(r)
	for y := r.Min.Y + 1; y < r.Max.Y-1; y++ {
		o := g.PixOffset(r.Min.X, y)
		up, row, dn := pix[o-stride:], pix[o:], pix[o+stride:]
		inY := y >= in.Min.Y+1 && y < in.Max.Y-1
		for x := r.Min.X + 1; x < r.Max.X-1; x++ {
			j := x - r.Min.X
			c, l, rr, u, d := int(row[j]), int(row[j-1]), int(row[j+1]), int(up[j]), int(dn[j])
			if min(c, l, rr, u, d) >= flat {
				if inY && x >= in.Min.X+1 && x < in.Max.X-1 {
					lap[absInt(4*c-l-rr-u-d)]++
					levels[c]++
					nLap++
				}
				dx, dy := absInt(rr-c), absInt(d-c)
				if dx < 12 {
					sumX[x&7] += dx
					nX[x&7]++
				}
				if dy < 12 {
					sumY[y&7] += dy
					nY[y&7]++
				}
			}
			grads[absInt(rr-l)+absInt(d-u)]++
			nGrad++
		}
	}
	var edgeX, edgeY, cntX, cntY [8]float64
	for i := range 8 {
		edgeX[i], edgeY[i], cntX[i], cntY[i] = float64(sumX[i]), float64(sumY[i]), float64(nX[i]), float64(nY[i])
	}
	var s wordStats
	s.phase = -1
	if nLap < 100 || nGrad < 50 || paper-ink < 40 {
		return s
	}
	s.ok = true
	// The mean of the smallest 98 % of the Laplacians.
	keep := nLap * 98 / 100
	var sum float64
	for v, left := 0, keep; left > 0; v++ {
		k := min(lap[v], left)
		sum += float64(v * k)
		left -= k
	}
	s.noise = sum / float64(keep) * math.Sqrt(math.Pi/2) / math.Sqrt(20)
	s.paper = float64(kth(levels[:], nLap/2))
	s.sharp = float64(kth(grads[:], nGrad*97/100)) / 2 / float64(paper-ink)
	px, sx := dominantPhase(edgeX, cntX)
	py, sy := dominantPhase(edgeY, cntY)
	if px >= 0 && py >= 0 {
		s.phase, s.grid = py*8+px, math.Min(sx, sy)
	}
	return s
}

// kth returns the value at index k of the sorted values hist counts.
func kth(hist []int, k int) int {
	for v, n := range hist {
		if k < n {
			return v
		}
		k -= n
	}
	return len(hist) - 1
}

// dominantPhase returns the phase with the largest mean step and how much
// larger it is than the mean of the others (-1 without data).
func dominantPhase(e, c [8]float64) (int, float64) {
	var m [8]float64
	for i := range m {
		if c[i] < 20 {
			return -1, 0
		}
		m[i] = e[i] / c[i]
	}
	best := 0
	for i := range m {
		if m[i] > m[best] {
			best = i
		}
	}
	var rest float64
	for i := range m {
		if i != best {
			rest += m[i]
		}
	}
	rest /= 7
	if rest <= 0 {
		return best, 0
	}
	return best, m[best] / rest
}

// Forensics examines the OCR'd pages of res and the images of its pages.
// The findings are data for the fraud score: each says where, what was
// measured and against what.
func Forensics(res *Result, opt ForensicsOptions) []Finding {
	opt = opt.withDefaults()
	var out []Finding
	for i := range res.Pages {
		p := &res.Pages[i]
		out = append(out, wordOutliers(p, opt)...)
		if opt.ConfidenceOutliers {
			out = append(out, confidenceOutliers(p, opt)...)
		}
	}
	for _, pr := range res.Images {
		out = append(out, imageMismatches(pr, opt)...)
	}
	return out
}

// robust returns the median and the MAD-based deviation of v.
func robust(v []float64) (med, dev float64) {
	med = medianFloat(v)
	d := make([]float64, len(v))
	for i, x := range v {
		d[i] = math.Abs(x - med)
	}
	return med, 1.4826 * medianFloat(d)
}

// WordScore is the image evidence of one OCR'd word: each measurement,
// the same measurement over its nearest words, and how far apart they
// are in units of the page's robust spread of such differences (Z) and
// relative to the larger of the two (Rel). Forensics thresholds these;
// the fraud score may weigh them itself.
type WordScore struct {
	Page, Word                        int
	Text                              string
	Noise, NoiseRef, NoiseZ, NoiseRel float64
	Paper, PaperRef, PaperZ           float64
	Sharp, SharpRef, SharpZ, SharpRel float64
	// Phase is the word region's JPEG block phase (y*8+x) and Grid how
	// strong its block edges are; PagePhase is the page's phase (-1 if
	// the page shows no grid).
	Phase, PagePhase int
	Grid             float64
}

// WordScores returns the evidence of every measured word of every OCR'd
// page of res (pages with fewer than 20 measured words have none: too
// few to say what is typical).
func WordScores(res *Result) []WordScore {
	var out []WordScore
	for i := range res.Pages {
		out = append(out, wordScores(&res.Pages[i])...)
	}
	return out
}

func wordScores(p *Page) []WordScore {
	if len(p.stats) != len(p.Words) {
		return nil
	}
	var idx []int
	phases := map[int]int{}
	for i, s := range p.stats {
		if !s.ok {
			continue
		}
		idx = append(idx, i)
		if s.phase >= 0 && s.grid > 1.3 {
			phases[s.phase]++
		}
	}
	if len(idx) < 20 {
		return nil
	}
	// The page's own grid phase: the most common strong phase.
	pagePhase, pageVotes := -1, 0
	for ph, c := range phases {
		if c > pageVotes {
			pagePhase, pageVotes = ph, c
		}
	}
	out := make([]WordScore, 0, len(idx))
	var dn, dp, ds []float64
	for _, i := range idx {
		var ns, ps, ss []float64
		for _, j := range nearest(p.Words, idx, i, 10) {
			ns = append(ns, p.stats[j].noise)
			ps = append(ps, p.stats[j].paper)
			ss = append(ss, p.stats[j].sharp)
		}
		s := p.stats[i]
		w := WordScore{Page: p.Number, Word: i, Text: p.Words[i].Text,
			Noise: s.noise, NoiseRef: medianFloat(ns), Paper: s.paper, PaperRef: medianFloat(ps),
			Sharp: s.sharp, SharpRef: medianFloat(ss), Phase: s.phase, PagePhase: pagePhase, Grid: s.grid}
		w.NoiseRel = math.Abs(w.Noise-w.NoiseRef) / math.Max(math.Max(w.Noise, w.NoiseRef), 1e-9)
		w.SharpRel = math.Abs(w.Sharp-w.SharpRef) / math.Max(math.Max(w.Sharp, w.SharpRef), 1e-9)
		out = append(out, w)
		dn, dp, ds = append(dn, w.Noise-w.NoiseRef), append(dp, w.Paper-w.PaperRef), append(ds, w.Sharp-w.SharpRef)
	}
	_, nDev := robust(dn)
	_, pDev := robust(dp)
	_, sDev := robust(ds)
	// Floors: on a clean rendering every word measures the same and the
	// spread is near zero.
	nDev, pDev, sDev = math.Max(nDev, 0.15), math.Max(pDev, 0.5), math.Max(sDev, 0.02)
	for k := range out {
		w := &out[k]
		w.NoiseZ = math.Abs(w.Noise-w.NoiseRef) / nDev
		w.PaperZ = math.Abs(w.Paper-w.PaperRef) / pDev
		w.SharpZ = math.Abs(w.Sharp-w.SharpRef) / sDev
	}
	return out
}

// wordOutliers thresholds the word scores of a page. Neighbouring
// flagged words merge into one finding.
func wordOutliers(p *Page, opt ForensicsOptions) []Finding {
	var out []Finding
	for _, w := range wordScores(p) {
		// Figures only: they are what a forger changes, and on honest
		// scans the few words whose paper or edges differ from their
		// neighbours' (shaded cells, misread marks) are rarely figures.
		// On the scan corpus this halves the false alarms (docs/ocr.md).
		if digits(w.Text) < 2 {
			continue
		}
		var f *Finding
		switch {
		case w.NoiseZ > opt.NoiseZ && w.NoiseRel > opt.NoiseRatio:
			f = &Finding{Kind: KindNoiseMismatch, Value: w.Noise, Reference: w.NoiseRef, Score: w.NoiseZ,
				Detail: fmt.Sprintf("paper noise %.2f gray levels in the word's box, %.2f around it", w.Noise, w.NoiseRef)}
		case math.Abs(w.Paper-w.PaperRef) >= opt.PaperDiff && w.PaperZ > opt.PaperZ:
			f = &Finding{Kind: KindPaperMismatch, Value: w.Paper, Reference: w.PaperRef, Score: w.PaperZ,
				Detail: fmt.Sprintf("paper gray level %.0f in the word's box, %.0f around it", w.Paper, w.PaperRef)}
		case w.SharpZ > opt.SharpZ && w.SharpRel > opt.SharpRatio:
			f = &Finding{Kind: KindSharpnessMismatch, Value: w.Sharp, Reference: w.SharpRef, Score: w.SharpZ,
				Detail: fmt.Sprintf("edge sharpness %.3f, %.3f around it", w.Sharp, w.SharpRef)}
		case w.Phase >= 0 && w.Grid >= opt.GridStrength && w.PagePhase >= 0 && w.Phase != w.PagePhase:
			f = &Finding{Kind: KindJPEGGrid, Value: float64(w.Phase), Reference: float64(w.PagePhase), Score: w.Grid,
				Detail: fmt.Sprintf("8x8 block edges at offset (%d,%d), %.1f times the others; the page's grid is at (%d,%d)",
					w.Phase%8, w.Phase/8, w.Grid, w.PagePhase%8, w.PagePhase/8)}
		}
		if f == nil {
			continue
		}
		f.Page, f.Text = p.Number, w.Text
		f.X0, f.Y0, f.X1, f.Y1 = p.OriginalBox(w.Word)
		out = append(out, *f)
	}
	return mergeFindings(out)
}

// nearest returns up to k of the words listed in idx closest to word i
// (centre to centre), i excluded.
func nearest(ws []pdftext.Word, idx []int, i, k int) []int {
	cx, cy := (ws[i].X0+ws[i].X1)/2, (ws[i].Y0+ws[i].Y1)/2
	type cand struct {
		j int
		d float64
	}
	cs := make([]cand, 0, len(idx))
	for _, j := range idx {
		if j == i {
			continue
		}
		dx, dy := (ws[j].X0+ws[j].X1)/2-cx, (ws[j].Y0+ws[j].Y1)/2-cy
		cs = append(cs, cand{j, dx*dx + dy*dy})
	}
	sort.Slice(cs, func(a, b int) bool { return cs[a].d < cs[b].d })
	out := make([]int, 0, k)
	for _, c := range cs[:min(k, len(cs))] {
		out = append(out, c.j)
	}
	return out
}

// mergeFindings joins findings of one kind on one page whose boxes touch
// (the words of one pasted patch).
func mergeFindings(fs []Finding) []Finding {
	var out []Finding
	for _, f := range fs {
		merged := false
		for k := range out {
			o := &out[k]
			if o.Kind == f.Kind && o.Page == f.Page && f.X0 < o.X1+6 && f.X1 > o.X0-6 && f.Y0 < o.Y1+2 && f.Y1 > o.Y0-2 {
				o.X0, o.Y0, o.X1, o.Y1 = math.Min(o.X0, f.X0), math.Min(o.Y0, f.Y0), math.Max(o.X1, f.X1), math.Max(o.Y1, f.Y1)
				o.Text += " " + f.Text
				o.Score = math.Max(o.Score, f.Score)
				merged = true
				break
			}
		}
		if !merged {
			out = append(out, f)
		}
	}
	return out
}

// confidenceOutliers flags words with letters or digits that the engine
// read far less surely than the words around them on the same line: a
// different font or a retouched glyph reads worse than its neighbours.
func confidenceOutliers(p *Page, opt ForensicsOptions) []Finding {
	var out []Finding
	for i, w := range p.Words {
		// Figures are what a forger changes, and codes and names read
		// unevenly on honest scans too: only amounts and dates count.
		if alnum(w.Text) < 3 || !moneyShape.MatchString(w.Text) && !dateShape.MatchString(w.Text) {
			continue
		}
		var nb []float64
		for j, v := range p.Words {
			if j == i || v.Y0 != w.Y0 || alnum(v.Text) < 2 {
				continue
			}
			nb = append(nb, p.Conf[j])
		}
		if len(nb) < 3 {
			continue
		}
		m := medianFloat(nb)
		if m >= opt.ConfNeighbour && m-p.Conf[i] >= opt.ConfDrop {
			f := Finding{Kind: KindConfidenceOutlier, Page: p.Number, Text: w.Text, Value: p.Conf[i], Reference: m, Score: m - p.Conf[i],
				Detail: fmt.Sprintf("read with %.0f%% confidence, the rest of its line with %.0f%%", p.Conf[i], m)}
			f.X0, f.Y0, f.X1, f.Y1 = p.OriginalBox(i)
			out = append(out, f)
		}
	}
	return out
}

// imageMismatches compares the substantial images of one page: a page
// whose images were scanned at different resolutions or saved with
// different JPEG qualities was assembled from more than one source.
func imageMismatches(pr pdftext.PageRaster, opt ForensicsOptions) []Finding {
	type img struct {
		im  pdftext.PageImage
		dpi float64
		q   int
	}
	var ims []img
	area := pr.Width * pr.Height
	for _, im := range pr.Images {
		a := (im.X1 - im.X0) * (im.Y1 - im.Y0)
		// Logos and icons are small and come from elsewhere by design.
		if a < 0.01*area || im.PixelWidth < 64 || im.PixelHeight < 32 {
			continue
		}
		q := -1
		if isJPEG(im.Filters) {
			q = jpegQuality(im.Raw)
		}
		ims = append(ims, img{im, math.Sqrt(math.Abs(im.DPIX * im.DPIY)), q})
	}
	if len(ims) < 2 {
		return nil
	}
	// The largest image is the page's scan; the others are compared to it.
	sort.SliceStable(ims, func(i, j int) bool {
		return (ims[i].im.X1-ims[i].im.X0)*(ims[i].im.Y1-ims[i].im.Y0) > (ims[j].im.X1-ims[j].im.X0)*(ims[j].im.Y1-ims[j].im.Y0)
	})
	base := ims[0]
	var out []Finding
	for _, o := range ims[1:] {
		box := [4]float64{o.im.X0, o.im.Y0, o.im.X1, o.im.Y1}
		if wholePage(o.im, pr) && wholePage(base.im, pr) {
			// Two layers of one scan: office scanners save a page as a
			// colour background at low resolution under a sharp
			// black-and-white layer of its text (mixed raster content,
			// eCopy's and most copiers' "compact PDF"). A part put in
			// from elsewhere covers part of the page.
			continue
		}
		if r := o.dpi / base.dpi; base.dpi > 0 && (r > opt.DPIRatio || r < 1/opt.DPIRatio) {
			out = append(out, Finding{Kind: KindResolutionMismatch, Page: pr.Number, X0: box[0], Y0: box[1], X1: box[2], Y1: box[3],
				Value: o.dpi, Reference: base.dpi, Score: math.Max(r, 1/r),
				Detail: fmt.Sprintf("image %d at %.0f dpi on a page scanned at %.0f dpi", o.im.Index, o.dpi, base.dpi)})
		}
		if o.q >= 0 && base.q >= 0 && absInt(o.q-base.q) >= opt.QualityDiff {
			out = append(out, Finding{Kind: KindCompressionMismatch, Page: pr.Number, X0: box[0], Y0: box[1], X1: box[2], Y1: box[3],
				Value: float64(o.q), Reference: float64(base.q), Score: float64(absInt(o.q - base.q)),
				Detail: fmt.Sprintf("image %d saved at JPEG quality about %d, the page's scan at about %d", o.im.Index, o.q, base.q)})
		}
	}
	return out
}

// wholePage reports whether the image covers nine tenths of the page or
// more.
func wholePage(im pdftext.PageImage, pr pdftext.PageRaster) bool {
	area := pr.Width * pr.Height
	return area > 0 && (im.X1-im.X0)*(im.Y1-im.Y0) >= 0.9*area
}

func absInt(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// jpegQuality estimates the IJG quality (1..100) a JPEG was saved with
// from its luminance quantisation table, or -1 if it has none.
func jpegQuality(b []byte) int {
	// The IJG base luminance table in zig-zag order is not needed: the
	// table's mean against the base table's mean gives the scale.
	const baseMean = 57.625 // mean of the IJG standard luminance table
	i := bytes.Index(b, []byte{0xFF, 0xDB})
	if i < 0 || i+5 > len(b) {
		return -1
	}
	seg := int(b[i+2])<<8 | int(b[i+3])
	if i+2+seg > len(b) || seg < 3+64 {
		return -1
	}
	pq := b[i+4] >> 4
	var sum float64
	tab := b[i+5:]
	for k := 0; k < 64; k++ {
		if pq == 0 {
			sum += float64(tab[k])
		} else {
			sum += float64(int(tab[2*k])<<8 | int(tab[2*k+1]))
		}
	}
	scale := sum / 64 / baseMean * 100 // percent of the base table
	var q float64
	if scale <= 100 {
		q = (200 - scale) / 2
	} else {
		q = 5000 / scale
	}
	return max(1, min(100, int(math.Round(q))))
}

func digits(s string) int {
	n := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			n++
		}
	}
	return n
}
