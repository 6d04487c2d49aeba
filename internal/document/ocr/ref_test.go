package ocr

// The implementations of main at f359f34, before the speed work of
// branch ocr9, kept as references: each faster version must give the
// same pixels and figures, byte for byte (TestSameAsReference).

import (
	binenc "encoding/binary"
	"image"
	"math"
	"sort"

	"github.com/docanalysis/service/internal/document/pdftext"
)

func refWarp(src *image.Gray, inv Transform, w, h int) *image.Gray {
	dst := image.NewGray(image.Rect(0, 0, w, h))
	sb := src.Bounds()
	sw, sh := sb.Dx(), sb.Dy()
	sample := func(fx, fy float64) uint8 {
		fx -= 0.5
		fy -= 0.5
		x0, y0 := int(math.Floor(fx)), int(math.Floor(fy))
		if x0 < -1 || y0 < -1 || x0 >= sw || y0 >= sh {
			return 255
		}
		ax, ay := fx-float64(x0), fy-float64(y0)
		at := func(x, y int) float64 {
			if x < 0 || y < 0 || x >= sw || y >= sh {
				return 255
			}
			return float64(src.Pix[src.PixOffset(sb.Min.X+x, sb.Min.Y+y)])
		}
		v := (at(x0, y0)*(1-ax)+at(x0+1, y0)*ax)*(1-ay) + (at(x0, y0+1)*(1-ax)+at(x0+1, y0+1)*ax)*ay
		return uint8(v + 0.5)
	}
	affine := inv.IsAffine()
	for y := 0; y < h; y++ {
		row := dst.Pix[y*dst.Stride : y*dst.Stride+w]
		cy := float64(y) + 0.5
		if affine {
			fx := inv[0]*0.5 + inv[1]*cy + inv[2]
			fy := inv[3]*0.5 + inv[4]*cy + inv[5]
			for x := range row {
				row[x] = sample(fx, fy)
				fx += inv[0]
				fy += inv[3]
			}
			continue
		}
		for x := range row {
			fx, fy := inv.Apply(float64(x)+0.5, cy)
			row[x] = sample(fx, fy)
		}
	}
	return dst
}

func refShrink(src *image.Gray, k int) *image.Gray {
	if k <= 1 {
		return src
	}
	b := src.Bounds()
	w, h := b.Dx()/k, b.Dy()/k
	dst := image.NewGray(image.Rect(0, 0, w, h))
	sum := make([]int, w)
	n := k * k
	for y := 0; y < h; y++ {
		clear(sum)
		for dy := 0; dy < k; dy++ {
			off := src.PixOffset(b.Min.X, b.Min.Y+y*k+dy)
			row := src.Pix[off : off+w*k]
			for x := 0; x < w; x++ {
				s := 0
				for _, v := range row[x*k : x*k+k] {
					s += int(v)
				}
				sum[x] += s
			}
		}
		out := dst.Pix[y*dst.Stride:]
		for x := 0; x < w; x++ {
			out[x] = uint8((sum[x] + n/2) / n)
		}
	}
	return dst
}

func refHistogram(img *image.Gray, step int) (h [256]int, n int) {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += step {
		off := img.PixOffset(b.Min.X, y)
		row := img.Pix[off : off+b.Dx()]
		for x := 0; x < len(row); x += step {
			h[row[x]]++
			n++
		}
	}
	return h, n
}

func refMedian3(src *image.Gray) *image.Gray {
	b := src.Bounds()
	w, h := b.Dx(), b.Dy()
	dst := image.NewGray(image.Rect(0, 0, w, h))
	at := func(x, y int) uint8 {
		x = max(0, min(w-1, x))
		y = max(0, min(h-1, y))
		return src.Pix[src.PixOffset(b.Min.X+x, b.Min.Y+y)]
	}
	var v [9]uint8
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			k := 0
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					v[k] = at(x+dx, y+dy)
					k++
				}
			}
			// Partial selection sort up to the median.
			for i := 0; i <= 4; i++ {
				m := i
				for j := i + 1; j < 9; j++ {
					if v[j] < v[m] {
						m = j
					}
				}
				v[i], v[m] = v[m], v[i]
			}
			dst.Pix[y*dst.Stride+x] = v[4]
		}
	}
	return dst
}

func refRemoveRules(g *image.Gray, thr uint8, minLen, maxThick int) int {
	b := g.Bounds()
	w, h := b.Dx(), b.Dy()
	if w == 0 || h == 0 {
		return 0
	}
	ink := func(x, y int) bool { return g.Pix[g.PixOffset(b.Min.X+x, b.Min.Y+y)] <= thr }
	mark := make([]bool, w*h)
	// thin reports whether the ink run through (x, y) across the line is
	// at most maxThick long.
	thinV := func(x, y int) bool {
		n := 1
		for yy := y - 1; yy >= 0 && ink(x, yy); yy-- {
			if n++; n > maxThick {
				return false
			}
		}
		for yy := y + 1; yy < h && ink(x, yy); yy++ {
			if n++; n > maxThick {
				return false
			}
		}
		return true
	}
	thinH := func(x, y int) bool {
		n := 1
		for xx := x - 1; xx >= 0 && ink(xx, y); xx-- {
			if n++; n > maxThick {
				return false
			}
		}
		for xx := x + 1; xx < w && ink(xx, y); xx++ {
			if n++; n > maxThick {
				return false
			}
		}
		return true
	}
	// Horizontal rules: runs along rows of thin ink.
	for y := 0; y < h; y++ {
		for x := 0; x < w; {
			if !ink(x, y) || !thinV(x, y) {
				x++
				continue
			}
			start := x
			for x < w && ink(x, y) && thinV(x, y) {
				x++
			}
			if x-start >= minLen {
				for k := start; k < x; k++ {
					mark[y*w+k] = true
				}
			}
		}
	}
	for x := 0; x < w; x++ {
		for y := 0; y < h; {
			if !ink(x, y) || !thinH(x, y) {
				y++
				continue
			}
			start := y
			for y < h && ink(x, y) && thinH(x, y) {
				y++
			}
			if y-start >= minLen {
				for k := start; k < y; k++ {
					mark[k*w+x] = true
				}
			}
		}
	}
	n := 0
	for i, m := range mark {
		if m {
			y, x := i/w, i%w
			g.Pix[g.PixOffset(b.Min.X+x, b.Min.Y+y)] = 255
			n++
		}
	}
	return n
}

func refNoiseSigma(img *image.Gray) float64 {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	if w < 8 || h < 8 {
		return 0
	}
	at := func(x, y int) int { return int(img.Pix[img.PixOffset(b.Min.X+x, b.Min.Y+y)]) }
	hist, n := refHistogram(img, 4)
	floor := percentile(hist, n, 0.5) - 40
	var vals []float64
	step := max(1, int(math.Sqrt(float64(w*h)/200000)))
	for y := 1; y < h-1; y += step {
		for x := 1; x < w-1; x += step {
			c, l, r, u, d := at(x, y), at(x-1, y), at(x+1, y), at(x, y-1), at(x, y+1)
			if min(c, l, r, u, d) < floor {
				continue
			}
			vals = append(vals, math.Abs(float64(4*c-l-r-u-d)))
		}
	}
	if len(vals) < 100 {
		return 0
	}
	sort.Float64s(vals)
	vals = vals[:len(vals)*98/100]
	var sum float64
	for _, v := range vals {
		sum += v
	}
	// For i.i.d. noise of deviation s the Laplacian above has deviation
	// s*sqrt(20), and E|X| = sigma*sqrt(2/pi).
	return sum / float64(len(vals)) * math.Sqrt(math.Pi/2) / math.Sqrt(20)
}

func refMeasureRegion(g *image.Gray, in, r image.Rectangle, paper, ink, thr int) wordStats {
	at := func(x, y int) int { return int(g.Pix[g.PixOffset(x, y)]) }
	flat := thr + (paper-thr)/2
	// The statistics are order statistics of small integers (a
	// Laplacian, a gray level, a gradient), so they are counted in
	// histograms rather than collected and sorted: the same values, a
	// tenth of the cost, and no allocation per word (this ran on every
	// word of every page).
	var lap [4*255 + 1]int
	var levels [256]int
	var grads [2*255 + 1]int // twice the gradient, to stay integer
	nLap, nGrad := 0, 0
	for y := in.Min.Y + 1; y < in.Max.Y-1; y++ {
		for x := in.Min.X + 1; x < in.Max.X-1; x++ {
			c, l, rr, u, d := at(x, y), at(x-1, y), at(x+1, y), at(x, y-1), at(x, y+1)
			if min(c, l, rr, u, d) >= flat {
				lap[absInt(4*c-l-rr-u-d)]++
				levels[c]++
				nLap++
			}
		}
	}
	// Block-edge energy by phase, over flat pixels only: on flat paper a
	// JPEG's 8x8 blocks show as small steps at block boundaries.
	var edgeX, edgeY [8]float64
	var cntX, cntY [8]float64
	for y := r.Min.Y + 1; y < r.Max.Y-1; y++ {
		for x := r.Min.X + 1; x < r.Max.X-1; x++ {
			c, l, rr, u, d := at(x, y), at(x-1, y), at(x+1, y), at(x, y-1), at(x, y+1)
			if min(c, l, rr, u, d) >= flat {
				dx, dy := math.Abs(float64(rr-c)), math.Abs(float64(d-c))
				if dx < 12 {
					edgeX[x&7] += dx
					cntX[x&7]++
				}
				if dy < 12 {
					edgeY[y&7] += dy
					cntY[y&7]++
				}
			}
			grads[absInt(rr-l)+absInt(d-u)]++
			nGrad++
		}
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

func refFindBands(g *image.Gray, thr uint8, dpi float64) []image.Rectangle {
	b := g.Bounds()
	cell := max(4, int(dpi/20))
	gw, gh := b.Dx()/cell, b.Dy()/cell
	if gw < 4 || gh < 2 {
		return nil
	}
	dark := make([]bool, gw*gh)
	for cy := range gh {
		for cx := range gw {
			sum := 0
			for y := cy * cell; y < (cy+1)*cell; y++ {
				off := g.PixOffset(b.Min.X+cx*cell, b.Min.Y+y)
				for _, v := range g.Pix[off : off+cell] {
					sum += int(v)
				}
			}
			dark[cy*gw+cx] = sum < int(thr)*cell*cell
		}
	}
	d := int(dpi)
	minRun := max(4, 2*d/cell)   // two inches of cells
	maxGap := max(2, d/8/cell)   // an eighth of an inch: a white letter
	minRows := max(1, d/10/cell) // a tenth of an inch
	maxRows := d / cell
	// runs[cy] is the longest stretch of dark cells in grid row cy.
	type run struct{ x0, x1 int }
	runs := make([]run, gh)
	for cy := range gh {
		best, start, last := run{-1, -1}, -1, -1
		for cx := 0; cx <= gw; cx++ {
			if cx < gw && dark[cy*gw+cx] {
				if start < 0 || cx-last > maxGap+1 {
					start = cx
				}
				last = cx
			}
			if start >= 0 && (cx == gw || cx-last > maxGap) {
				if last-start+1 > best.x1-best.x0 {
					best = run{start, last + 1}
				}
				start = -1
			}
		}
		dk := 0
		for cx := best.x0; cx < best.x1; cx++ {
			if dark[cy*gw+cx] {
				dk++
			}
		}
		// A bar is dark but for its letters; a line of large bold
		// type (a bank's name) has as much paper as ink.
		if best.x1-best.x0 >= minRun && 4*dk >= 3*(best.x1-best.x0) {
			runs[cy] = best
		} else {
			runs[cy] = run{-1, -1}
		}
	}
	var bands []image.Rectangle
	for cy := 0; cy < gh; {
		if runs[cy].x0 < 0 {
			cy++
			continue
		}
		x0, x1 := runs[cy].x0, runs[cy].x1
		cy1 := cy
		for cy1+1 < gh && runs[cy1+1].x0 >= 0 && runs[cy1+1].x0 < x1 && runs[cy1+1].x1 > x0 {
			cy1++
			x0, x1 = min(x0, runs[cy1].x0), max(x1, runs[cy1].x1)
		}
		rows := cy1 - cy + 1
		if rows >= minRows && rows <= maxRows {
			r := image.Rect(b.Min.X+(x0-1)*cell, b.Min.Y+(cy-1)*cell, b.Min.X+(x1+1)*cell, b.Min.Y+(cy1+2)*cell).Intersect(b)
			if band, ok := bandBox(g, r, thr); ok {
				bands = append(bands, band)
			}
		}
		cy = cy1 + 1
	}
	return bands
}

func refRemoveDottedRules(g *image.Gray, thr uint8, maxDot, maxPitch int) int {
	b := g.Bounds()
	w, h := b.Dx(), b.Dy()
	if w == 0 || h == 0 || maxDot < 1 {
		return 0
	}
	// The ink as a mask with a blank border, so that a blob's pixels
	// are followed without bounds checks; a pixel is cleared as its blob
	// takes it.
	W := w + 2
	mask := make([]uint8, W*(h+2))
	for y := 0; y < h; y++ {
		row := g.Pix[g.PixOffset(b.Min.X, b.Min.Y+y):][:w]
		m := mask[(y+1)*W+1:][:w]
		for x, v := range row {
			if v <= thr {
				m[x] = 1
			}
		}
	}
	type dot struct {
		cx, cy float64
		px     []int32 // mask index of its pixels
	}
	var dots []dot
	nbr := [8]int{-W - 1, -W, -W + 1, -1, 1, W - 1, W, W + 1}
	var stack, px []int32
	for i := 0; i < len(mask); i++ {
		if i+8 <= len(mask) && binenc.LittleEndian.Uint64(mask[i:]) == 0 {
			i += 7 // eight blank pixels at once: most of a page is paper
			continue
		}
		if mask[i] == 0 {
			continue
		}
		// One blob of ink, 8-connected.
		mask[i] = 0
		stack = append(stack[:0], int32(i))
		px = px[:0]
		x0, y0 := i%W, i/W
		x1, y1 := x0, y0
		small := true
		for len(stack) > 0 {
			p := int(stack[len(stack)-1])
			stack = stack[:len(stack)-1]
			if small {
				px0, py0 := p%W, p/W
				x0, y0, x1, y1 = min(x0, px0), min(y0, py0), max(x1, px0), max(y1, py0)
				if x1-x0 >= maxDot || y1-y0 >= maxDot {
					small = false
				} else {
					px = append(px, int32(p))
				}
			}
			for _, d := range nbr {
				if j := p + d; mask[j] != 0 {
					mask[j] = 0
					stack = append(stack, int32(j))
				}
			}
		}
		if small && len(px) >= 2 {
			dots = append(dots, dot{cx: float64(x0+x1) / 2, cy: float64(y0+y1) / 2, px: append([]int32(nil), px...)})
		}
	}
	if len(dots) < minDottedRun {
		return 0
	}
	sort.Slice(dots, func(a, c int) bool { return dots[a].cx < dots[c].cx })
	// next[i]: the nearest dot to the right of dot i on its line.
	next := make([]int, len(dots))
	isNext := make([]bool, len(dots))
	tol := float64(maxDot) / 2
	for i := range dots {
		next[i] = -1
		for j := i + 1; j < len(dots) && dots[j].cx-dots[i].cx <= float64(maxPitch); j++ {
			if dots[j].cx-dots[i].cx < 1 || dots[j].cy-dots[i].cy > tol || dots[i].cy-dots[j].cy > tol {
				continue
			}
			next[i] = j
			break // sorted by x: the first on the line is the nearest
		}
		if next[i] >= 0 {
			isNext[next[i]] = true
		}
	}
	removed := 0
	erase := func(run []int) {
		for _, k := range run {
			for _, p := range dots[k].px {
				x, y := int(p)%W-1, int(p)/W-1
				g.Pix[g.PixOffset(b.Min.X+x, b.Min.Y+y)] = 255
			}
		}
		removed += len(run)
	}
	for i := range dots {
		if isNext[i] || next[i] < 0 {
			continue
		}
		// Follow the chain from its head, cutting it where the pitch
		// changes by more than a third.
		run := []int{i}
		var pitch float64
		for k := i; next[k] >= 0; k = next[k] {
			d := dots[next[k]].cx - dots[k].cx
			if len(run) > 1 && (d > pitch*4/3 || d < pitch*2/3) {
				if len(run) >= minDottedRun {
					erase(run)
				}
				run = run[len(run)-1:]
			}
			if len(run) == 1 {
				pitch = d
			}
			run = append(run, next[k])
		}
		if len(run) >= minDottedRun {
			erase(run)
		}
	}
	return removed
}

func refPrepare(g *image.Gray, srcScale, target float64, opt Options, turn int) prepared {
	p := prepared{fwd: Identity(), scale: target}

	// 1. A photographed sheet: find it on its background, warp it flat.
	if q, ok := findPaper(g); ok {
		p.persp = Perspective{Paper: true, Corners: q, Keystone: q.keystone()}
		d := func(a, b [2]float64) float64 { return math.Hypot(a[0]-b[0], a[1]-b[1]) }
		W := int(math.Round((d(q[0], q[1]) + d(q[3], q[2])) / 2))
		H := int(math.Round((d(q[0], q[3]) + d(q[1], q[2])) / 2))
		rect := [4][2]float64{{0, 0}, {float64(W), 0}, {float64(W), float64(H)}, {0, float64(H)}}
		if inv, ok := Homography(rect, q); ok && W > 0 && H > 0 {
			g = refWarp(g, inv, W, H)
			p.fwd = inv.Inverse()
			p.persp.Corrected = true
		}
		p.flattened = refFlatten(g)
	}
	b := g.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())

	// 2. Orientation and skew on a ~100 dpi binary image.
	k := max(1, int(math.Round(srcScale*72/100)))
	bin := refBinarize(g, k)
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
	p.noise = refNoiseSigma(g)
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
			src = refShrink(g, s)
			pre = Scale(float64(s), float64(s))
		}
		g = refWarp(src, fwd.Mul(pre).Inverse(), W, H)
	}
	p.fwd = fwd.Mul(p.fwd)

	// 4. Contrast: paper to white, the darkest ink to black.
	hist, n := refHistogram(g, 2)
	thr := otsu(hist, n)
	paper, best := 255, -1
	for v := thr; v < 256; v++ {
		if hist[v] > best {
			paper, best = v, hist[v]
		}
	}
	lo := percentile(hist, n, 0.002)
	if paper-lo >= 40 {
		refStretch(g, lo, paper)
	}
	// 5. Headings printed white on a dark bar, for the second pass to
	// read inverted (the engine reads no inverted text; see findBands).
	// The image is left as it is: inverting the bars in it changed how
	// the engine read the rest of the page (chromium_catledger lost
	// dates of rows below its headings).
	p.bands = refFindBands(g, uint8(otsu(refHistogram(g, 2))), target*72)
	// 6. Rules: lines longer than a quarter inch and thinner than a
	// fiftieth (at the engine's resolution).
	if !opt.KeepRules {
		ithr := otsu(refHistogram(g, 2))
		refRemoveRules(g, uint8(ithr), int(target*72/4), max(2, int(math.Round(target*72/36))))
		// 6b. Dotted rules and leaders: dots up to 1.5 points across,
		// set at most 8 points apart.
		refRemoveDottedRules(g, uint8(ithr), max(2, int(math.Round(target*1.5))), int(math.Round(target*8)))
	}
	// 7. Speckle noise.
	if p.noise > denoiseSigma {
		g = refMedian3(g)
		p.denoised = true
	}
	p.img = g
	return p
}

func refMeasureWords(src *image.Gray, words []pdftext.Word, toSrc Transform) []wordStats {
	hist, n := refHistogram(src, 3)
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
		out[i] = refMeasureRegion(src, in, r, paper, ink, thr)
	}
	return out
}

func refBinarize(img *image.Gray, k int) binary {
	small := refShrink(img, k)
	h, n := refHistogram(small, 1)
	thr := otsu(h, n)
	// A blank page has no threshold to speak of: make nothing ink.
	if percentile(h, n, 0.995)-percentile(h, n, 0.005) < 40 {
		thr = -1
	}
	b := small.Bounds()
	out := binary{w: b.Dx(), h: b.Dy(), ink: make([]bool, b.Dx()*b.Dy()), k: max(k, 1)}
	for y := 0; y < out.h; y++ {
		row := small.Pix[y*small.Stride : y*small.Stride+out.w]
		for x, v := range row {
			out.ink[y*out.w+x] = int(v) <= thr
		}
	}
	return out
}

func refFlatten(img *image.Gray) float64 {
	const blk = 32
	b := img.Bounds()
	bw, bh := (b.Dx()+blk-1)/blk, (b.Dy()+blk-1)/blk
	if bw < 3 || bh < 3 {
		return 0
	}
	bg := make([]float64, bw*bh)
	var vals []int
	for by := 0; by < bh; by++ {
		for bx := 0; bx < bw; bx++ {
			vals = vals[:0]
			for y := by * blk; y < min((by+1)*blk, b.Dy()); y += 2 {
				off := img.PixOffset(b.Min.X, b.Min.Y+y)
				for x := bx * blk; x < min((bx+1)*blk, b.Dx()); x += 2 {
					vals = append(vals, int(img.Pix[off+x]))
				}
			}
			sort.Ints(vals)
			// The 90th percentile is paper unless the block is solid ink.
			bg[by*bw+bx] = float64(vals[len(vals)*9/10])
		}
	}
	// Paper is locally the brightest thing: a 3x3 block maximum fills
	// blocks that are mostly ink, then a 3x3 mean smooths the steps.
	mx := make([]float64, len(bg))
	for by := 0; by < bh; by++ {
		for bx := 0; bx < bw; bx++ {
			m := 0.0
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					x, y := bx+dx, by+dy
					if x >= 0 && y >= 0 && x < bw && y < bh {
						m = math.Max(m, bg[y*bw+x])
					}
				}
			}
			mx[by*bw+bx] = m
		}
	}
	lo, hi := 255.0, 0.0
	for by := 0; by < bh; by++ {
		for bx := 0; bx < bw; bx++ {
			s, n := 0.0, 0.0
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					x, y := bx+dx, by+dy
					if x >= 0 && y >= 0 && x < bw && y < bh {
						s += mx[y*bw+x]
						n++
					}
				}
			}
			bg[by*bw+bx] = math.Max(s/n, 24)
			lo, hi = math.Min(lo, bg[by*bw+bx]), math.Max(hi, bg[by*bw+bx])
		}
	}
	spread := (hi - lo) / math.Max(hi, 1)
	if spread < 0.08 {
		return spread // even lighting: leave the image alone
	}
	for y := 0; y < b.Dy(); y++ {
		off := img.PixOffset(b.Min.X, b.Min.Y+y)
		row := img.Pix[off : off+b.Dx()]
		// Bilinear interpolation of the block grid along the row.
		fy := (float64(y)+0.5)/blk - 0.5
		y0 := max(0, min(bh-1, int(math.Floor(fy))))
		y1 := min(bh-1, y0+1)
		ay := math.Max(0, math.Min(1, fy-float64(y0)))
		for x := range row {
			fx := (float64(x)+0.5)/blk - 0.5
			x0 := max(0, min(bw-1, int(math.Floor(fx))))
			x1 := min(bw-1, x0+1)
			ax := math.Max(0, math.Min(1, fx-float64(x0)))
			p := (bg[y0*bw+x0]*(1-ax)+bg[y0*bw+x1]*ax)*(1-ay) + (bg[y1*bw+x0]*(1-ax)+bg[y1*bw+x1]*ax)*ay
			v := float64(row[x]) * 255 / p
			row[x] = uint8(math.Min(255, v))
		}
	}
	return spread
}

func refStretch(img *image.Gray, lo, hi int) {
	if hi <= lo || (lo <= 0 && hi >= 255) {
		return
	}
	var lut [256]uint8
	for v := range lut {
		x := (v - lo) * 255 / (hi - lo)
		lut[v] = uint8(max(0, min(255, x)))
	}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		off := img.PixOffset(b.Min.X, y)
		row := img.Pix[off : off+b.Dx()]
		for x, v := range row {
			row[x] = lut[v]
		}
	}
}
