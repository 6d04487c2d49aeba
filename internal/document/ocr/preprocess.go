package ocr

import (
	"image"
	"math"
)

// prepared is a page image ready for the engine and how it was made.
type prepared struct {
	img *image.Gray
	// fwd maps source pixels to img pixels.
	fwd Transform
	// scale is img pixels per upright page point.
	scale     float64
	rotation  int
	skew      float64
	persp     Perspective
	noise     float64
	denoised  bool
	flattened float64
	// bands are the dark bands of img (headings white on a bar).
	bands []image.Rectangle
}

// Quarter-turn decisions for prepare.
const (
	turnAuto = iota - 1
	turnNone
	turnQuarter
)

// Thresholds of pre-processing, measured on the scan corpus
// (docs/ocr.md).
const (
	// minSkew is the smallest skew worth a warp: below it the engine's
	// own line finder copes and a resampling only blurs.
	minSkew = 0.1
	// quarterContrast: a page whose column projection is this much
	// sharper than its row projection (each at its best angle) has its
	// lines running vertically.
	quarterContrast = 1.1
	// denoiseSigma is the paper noise above which a median filter pays.
	denoiseSigma = 12
	// lineSpreadSuspect is the top/bottom text-angle difference (degrees)
	// that marks a photo taken at an angle.
	lineSpreadSuspect = 0.5
)

// prepare runs the pre-processing chain on g (which it does not modify)
// whose resolution is srcScale pixels per point, for an engine that reads
// best at target pixels per point.
//
// turn forces the quarter-turn decision: turnAuto measures it, turnNone
// keeps the lines horizontal, turnQuarter turns the page by 90°.
func prepare(g *image.Gray, srcScale, target float64, opt Options, turn int) prepared {
	p := prepared{fwd: Identity(), scale: target}

	// 1. A photographed sheet: find it on its background, warp it flat.
	if q, ok := findPaper(g); ok {
		p.persp = Perspective{Paper: true, Corners: q, Keystone: q.keystone()}
		d := func(a, b [2]float64) float64 { return math.Hypot(a[0]-b[0], a[1]-b[1]) }
		W := int(math.Round((d(q[0], q[1]) + d(q[3], q[2])) / 2))
		H := int(math.Round((d(q[0], q[3]) + d(q[1], q[2])) / 2))
		rect := [4][2]float64{{0, 0}, {float64(W), 0}, {float64(W), float64(H)}, {0, float64(H)}}
		if inv, ok := Homography(rect, q); ok && W > 0 && H > 0 {
			g = warp(g, inv, W, H)
			p.fwd = inv.Inverse()
			p.persp.Corrected = true
		}
		p.flattened = flatten(g)
	}
	b := g.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())

	// 2. Orientation and skew on a ~100 dpi binary image.
	k := max(1, int(math.Round(srcScale*72/100)))
	bin := binarize(g, k)
	pts := bin.points(image.Rect(0, 0, bin.w, bin.h), 200_000)
	span := int(math.Hypot(float64(bin.w), float64(bin.h))) + 2
	quarter, angle := orientation(pts, bin.h, span, opt.NoRotate)
	if turn != turnAuto && quarter != (turn == turnQuarter) {
		quarter = turn == turnQuarter
		_, angle = orientation(pts, bin.h, span, true)
		if quarter {
			// The skew of vertical lines: measure on the turned points.
			tp := make([][2]float64, len(pts))
			for i, q := range pts {
				tp[i] = [2]float64{float64(bin.h) - q[1], q[0]}
			}
			angle, _ = skewAngle(tp, span, 5)
		}
	}
	qt := Identity()
	tw, th := w, h
	if quarter {
		p.rotation = 90
		qt = Translate(h, 0).Mul(Rotate(90, 0, 0))
		tw, th = h, w
		for i, q := range pts {
			pts[i] = [2]float64{float64(bin.h) - q[1], q[0]}
		}
	}
	if !opt.NoDeskew && math.Abs(angle) >= minSkew {
		p.skew = angle
	}
	p.persp.LineSpread = lineSpread(pts, span, p.skew)
	p.persp.Suspected = p.persp.LineSpread > lineSpreadSuspect || (p.persp.Paper && p.persp.Keystone > 0.02 && !p.persp.Corrected)

	// 3. One warp: quarter turn, deskew about the centre, resample.
	f := target / srcScale
	fwd := Rotate(-p.skew, tw/2, th/2).Mul(qt)
	fwd = Scale(f, f).Mul(fwd)
	// The canvas holds the whole turned source, so no corner text is cut.
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, c := range [][2]float64{{0, 0}, {w, 0}, {w, h}, {0, h}} {
		x, y := fwd.Apply(c[0], c[1])
		minX, minY, maxX, maxY = math.Min(minX, x), math.Min(minY, y), math.Max(maxX, x), math.Max(maxY, y)
	}
	fwd = Translate(-minX, -minY).Mul(fwd)
	W, H := int(math.Ceil(maxX-minX-1e-6)), int(math.Ceil(maxY-minY-1e-6))
	p.noise = noiseSigma(g)
	switch {
	case fwd.IsIdentity(w, h, 0.25) && W == b.Dx() && H == b.Dy():
		if !p.persp.Corrected {
			// The steps below work in place: keep the caller's image.
			c := *g
			c.Pix = append([]byte(nil), g.Pix...)
			g = &c
		}
	default:
		src, pre := g, Identity()
		if f < 0.6 {
			// Average blocks first: a bilinear sample of every other
			// pixel would alias thin strokes away.
			s := int(math.Floor(1 / f))
			src = shrink(g, s)
			pre = Scale(float64(s), float64(s))
		}
		g = warp(src, fwd.Mul(pre).Inverse(), W, H)
	}
	p.fwd = fwd.Mul(p.fwd)

	// 4. Contrast: paper to white, the darkest ink to black.
	hist, n := histogram(g, 2)
	thr := otsu(hist, n)
	paper, best := 255, -1
	for v := thr; v < 256; v++ {
		if hist[v] > best {
			paper, best = v, hist[v]
		}
	}
	lo := percentile(hist, n, 0.002)
	if paper-lo >= 40 {
		stretch(g, lo, paper)
		// The stretched image's histogram, from the one taken before.
		if lut, ok := stretchLUT(lo, paper); ok {
			hist = remapHistogram(hist, lut)
		}
	}
	// The ink threshold of the image from here on (findBands leaves
	// the image as it is).
	ithr := otsu(hist, n)
	// 5. Headings printed white on a dark bar, for the second pass to
	// read inverted (the engine reads no inverted text; see findBands).
	// The image is left as it is: inverting the bars in it changed how
	// the engine read the rest of the page (chromium_catledger lost
	// dates of rows below its headings).
	p.bands = findBands(g, uint8(ithr), target*72)
	// 6. Rules: lines longer than a quarter inch and thinner than a
	// fiftieth (at the engine's resolution).
	if !opt.KeepRules {
		removeRules(g, uint8(ithr), int(target*72/4), max(2, int(math.Round(target*72/36))))
		// 6b. Dotted rules and leaders: dots up to 1.5 points across,
		// set at most 8 points apart.
		removeDottedRules(g, uint8(ithr), max(2, int(math.Round(target*1.5))), int(math.Round(target*8)))
	}
	// 7. Speckle noise.
	if p.noise > denoiseSigma {
		g = median3(g)
		p.denoised = true
	}
	p.img = g
	return p
}

// lineSpread is the difference between the text angles of the top and
// bottom thirds of the page, measured after removing skew. A flat page
// has parallel lines; a photo taken at an angle makes them converge.
func lineSpread(pts [][2]float64, span int, skew float64) float64 {
	if len(pts) < 600 {
		return 0
	}
	minY, maxY := math.Inf(1), math.Inf(-1)
	for _, p := range pts {
		minY, maxY = math.Min(minY, p[1]), math.Max(maxY, p[1])
	}
	third := (maxY - minY) / 3
	var top, bot [][2]float64
	for _, p := range pts {
		switch {
		case p[1] < minY+third:
			top = append(top, p)
		case p[1] > maxY-third:
			bot = append(bot, p)
		}
	}
	if len(top) < 200 || len(bot) < 200 {
		return 0
	}
	at, ct := skewAngle(top, span, 5)
	ab, cb := skewAngle(bot, span, 5)
	if ct < 1.05 || cb < 1.05 {
		return 0
	}
	return math.Abs(at - ab)
}

// orientation decides whether the text lines of pts (ink of a binary
// image of height h) run vertically, and returns the skew of the lines in
// the chosen direction. Projected across its lines at the right angle,
// text falls apart into sharp bands (one per line, with white between);
// projected along them it gives a handful of broad column bands. The
// direction whose best projection is the sharper one is the lines'
// direction. (On the scan corpus the sharper direction wins by a factor
// of 1.26 or more; quarterContrast leaves a margin.)
func orientation(pts [][2]float64, h, span int, noRotate bool) (quarter bool, skew float64) {
	a1, c1 := skewAngle(pts, span, 5)
	if c1 < 1.05 {
		a1 = 0
	}
	if noRotate || len(pts) < 200 {
		return false, a1
	}
	tp := make([][2]float64, len(pts))
	for i, q := range pts {
		tp[i] = [2]float64{float64(h) - q[1], q[0]}
	}
	a2, c2 := skewAngle(tp, span, 5)
	// A small table (two columns, eight rows) can project more sharply
	// along its columns; the engine's confidence corrects that (ReadImage
	// tries the other decision when the text reads badly).
	if c2 > quarterContrast*c1 && c2 >= 1.2 {
		return true, a2
	}
	return false, a1
}
