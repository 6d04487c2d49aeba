package ocr

import (
	"image"
	"math"
	"sort"
)

// binary is a thresholded image at a reduced resolution: the cheap
// representation every layout measurement of this file works on.
type binary struct {
	w, h int
	ink  []bool
	// k is the reduction factor from the image it was made from.
	k int
}

// binarize reduces img by k (block mean) and marks pixels darker than
// Otsu's threshold as ink. A reduction to about 100 pixels per inch keeps
// every text line while making a page about 0.8 megapixels.
func binarize(img *image.Gray, k int) binary {
	small := shrink(img, k)
	h, n := histogram(small, 1)
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

// points returns the ink pixels (at most max, evenly subsampled) inside
// the rectangle r of the binary image.
func (b binary) points(r image.Rectangle, limit int) [][2]float64 {
	r = r.Intersect(image.Rect(0, 0, b.w, b.h))
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if b.ink[y*b.w+x] {
				n++
			}
		}
	}
	step := 1
	if limit > 0 && n > limit {
		step = (n + limit - 1) / limit
	}
	pts := make([][2]float64, 0, n/step+1)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			// Subsample by a hash of the position: a stride in raster
			// order would keep every other column of evenly wide rows.
			if b.ink[y*b.w+x] && (step == 1 || uint32(x*73856093^y*19349663)%uint32(step) == 0) {
				pts = append(pts, [2]float64{float64(x), float64(y)})
			}
		}
	}
	return pts
}

// profileScore is the sharpness of the projection of pts onto the axis
// perpendicular to direction deg: the sum of squared bin counts. Text
// lines parallel to the direction make tall narrow peaks, so the score
// peaks at the text's angle.
func profileScore(pts [][2]float64, deg float64, bins []int) float64 {
	s, c := math.Sincos(deg * math.Pi / 180)
	clear(bins)
	off := float64(len(bins) / 2)
	for _, p := range pts {
		v := int(p[1]*c - p[0]*s + off)
		if v >= 0 && v < len(bins) {
			bins[v]++
		}
	}
	var sum float64
	for _, v := range bins {
		sum += float64(v) * float64(v)
	}
	return sum
}

// skewAngle finds the angle in degrees (within ±maxDeg; positive when the
// lines fall to the right on screen) that makes the projection profile of
// pts sharpest, and how much sharper it is there than at the worst angle
// (1 means no signal).
func skewAngle(pts [][2]float64, span int, maxDeg float64) (angle, contrast float64) {
	if len(pts) < 50 {
		return 0, 1
	}
	bins := make([]int, 2*span+8)
	best, bestScore, worst := 0.0, -1.0, math.Inf(1)
	for d := -maxDeg; d <= maxDeg+1e-9; d += 0.25 {
		sc := profileScore(pts, d, bins)
		if sc > bestScore {
			best, bestScore = d, sc
		}
		worst = math.Min(worst, sc)
	}
	fine := best
	for d := best - 0.25; d <= best+0.25+1e-9; d += 0.025 {
		if sc := profileScore(pts, d, bins); sc > bestScore {
			fine, bestScore = d, sc
		}
	}
	return fine, bestScore / math.Max(worst, 1)
}

func medianInt(v []int) int {
	if len(v) == 0 {
		return 0
	}
	s := append([]int(nil), v...)
	sort.Ints(s)
	return s[len(s)/2]
}

func medianFloat(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	return s[len(s)/2]
}

// quad is a quadrilateral: top-left, top-right, bottom-right, bottom-left.
type quad [4][2]float64

// findPaper looks for a sheet of paper lying on a darker background, as
// in a phone photo, and returns its corners in pixels of img. It fits a
// line to each edge from where every sampled row and column first turns
// bright, so a mild perspective gives a trapezoid, not a rectangle.
func findPaper(img *image.Gray) (quad, bool) {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	if w < 200 || h < 200 {
		return quad{}, false
	}
	at := func(x, y int) int { return int(img.Pix[img.PixOffset(b.Min.X+x, b.Min.Y+y)]) }
	// The border strip must be clearly darker than the middle.
	var border, middle []int
	bw := max(3, w/60)
	for y := 0; y < h; y += 4 {
		for x := 0; x < bw; x += 2 {
			border = append(border, at(x, y), at(w-1-x, y))
		}
	}
	for x := 0; x < w; x += 4 {
		for y := 0; y < bw; y += 2 {
			border = append(border, at(x, y), at(x, h-1-y))
		}
	}
	for y := h / 4; y < 3*h/4; y += 8 {
		for x := w / 4; x < 3*w/4; x += 8 {
			middle = append(middle, at(x, y))
		}
	}
	sort.Ints(middle)
	paper := middle[len(middle)*8/10]
	bg := medianInt(border)
	if paper-bg < 50 {
		return quad{}, false
	}
	thr := (paper + bg) / 2
	run := max(4, w/150)
	// bright finds the first position along a scan line where run
	// consecutive bright pixels start.
	bright := func(n int, get func(i int) int) int {
		c := 0
		for i := 0; i < n; i++ {
			if get(i) > thr {
				c++
				if c >= run {
					return i - run + 1
				}
			} else {
				c = 0
			}
		}
		return -1
	}
	var left, right, top, bottom [][2]float64
	// The middle of each edge only: near the corners a scan line meets
	// the neighbouring edge instead.
	for y := h / 5; y < 4*h/5; y += max(1, h/80) {
		if x := bright(w, func(i int) int { return at(i, y) }); x >= 0 {
			left = append(left, [2]float64{float64(y), float64(x)})
		}
		if x := bright(w, func(i int) int { return at(w-1-i, y) }); x >= 0 {
			right = append(right, [2]float64{float64(y), float64(w - x)})
		}
	}
	for x := w / 5; x < 4*w/5; x += max(1, w/80) {
		if y := bright(h, func(i int) int { return at(x, i) }); y >= 0 {
			top = append(top, [2]float64{float64(x), float64(y)})
		}
		if y := bright(h, func(i int) int { return at(x, h-1-i) }); y >= 0 {
			bottom = append(bottom, [2]float64{float64(x), float64(h - y)})
		}
	}
	lf, ok1 := fitLine(left)
	rf, ok2 := fitLine(right)
	tf, ok3 := fitLine(top)
	bf, ok4 := fitLine(bottom)
	if !ok1 || !ok2 || !ok3 || !ok4 {
		return quad{}, false
	}
	// Left/right are x = a*y + c; top/bottom are y = a*x + c.
	corner := func(v, hz [2]float64) [2]float64 {
		// x = v0*y + v1, y = h0*x + h1.
		y := (hz[0]*v[1] + hz[1]) / (1 - hz[0]*v[0])
		return [2]float64{v[0]*y + v[1], y}
	}
	q := quad{corner(lf, tf), corner(rf, tf), corner(rf, bf), corner(lf, bf)}
	for _, p := range q {
		if p[0] < -0.05*float64(w) || p[1] < -0.05*float64(h) || p[0] > 1.05*float64(w) || p[1] > 1.05*float64(h) {
			return quad{}, false
		}
	}
	if q.area() < 0.25*float64(w*h) {
		return quad{}, false
	}
	return q, true
}

// fitLine fits v = a*u + c to points (u, v) by least squares, dropping
// the worst quarter of the points once (text or shadows touching the
// edge), and reports whether enough points agree.
func fitLine(pts [][2]float64) ([2]float64, bool) {
	if len(pts) < 8 {
		return [2]float64{}, false
	}
	fit := func(p [][2]float64) (a, c float64) {
		var su, sv, suu, suv float64
		for _, q := range p {
			su += q[0]
			sv += q[1]
			suu += q[0] * q[0]
			suv += q[0] * q[1]
		}
		n := float64(len(p))
		den := n*suu - su*su
		if den == 0 {
			return 0, sv / n
		}
		a = (n*suv - su*sv) / den
		return a, (sv - a*su) / n
	}
	a, c := fit(pts)
	type res struct {
		p [2]float64
		r float64
	}
	rs := make([]res, len(pts))
	for i, p := range pts {
		rs[i] = res{p, math.Abs(p[1] - (a*p[0] + c))}
	}
	sort.Slice(rs, func(i, j int) bool { return rs[i].r < rs[j].r })
	keep := make([][2]float64, 0, len(rs))
	for _, r := range rs[:len(rs)*3/4] {
		keep = append(keep, r.p)
	}
	a, c = fit(keep)
	// The kept points must lie close to the line.
	var worst float64
	for _, p := range keep {
		worst = math.Max(worst, math.Abs(p[1]-(a*p[0]+c)))
	}
	span := keep[len(keep)-1][0] - keep[0][0]
	if math.Abs(span) < 1 {
		span = 1
	}
	return [2]float64{a, c}, worst < 0.03*math.Abs(pts[len(pts)-1][0]-pts[0][0])+3
}

func (q quad) area() float64 {
	var s float64
	for i := 0; i < 4; i++ {
		j := (i + 1) % 4
		s += q[i][0]*q[j][1] - q[j][0]*q[i][1]
	}
	return math.Abs(s) / 2
}

// keystone measures how far q is from a rectangle (after any rotation):
// the largest relative difference between opposite edge lengths.
func (q quad) keystone() float64 {
	d := func(a, b [2]float64) float64 { return math.Hypot(a[0]-b[0], a[1]-b[1]) }
	top, bottom := d(q[0], q[1]), d(q[3], q[2])
	left, right := d(q[0], q[3]), d(q[1], q[2])
	return math.Max(math.Abs(top-bottom)/math.Max(top, bottom), math.Abs(left-right)/math.Max(left, right))
}

// noiseSigma estimates the standard deviation of pixel noise on the
// paper: the mean absolute Laplacian over pixels whose whole neighbourhood
// is paper (Immerkær's estimator restricted to the background, so the
// edges of print do not count as noise).
func noiseSigma(img *image.Gray) float64 {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	if w < 8 || h < 8 {
		return 0
	}
	pix, stride := img.Pix[img.PixOffset(b.Min.X, b.Min.Y):], img.Stride
	hist, n := histogram(img, 4)
	floor := percentile(hist, n, 0.5) - 40
	// The Laplacians are small integers: counted, not collected and
	// sorted (the same mean of the same smallest 98 %).
	var lap [4*255 + 1]int
	count := 0
	step := max(1, int(math.Sqrt(float64(w*h)/200000)))
	for y := 1; y < h-1; y += step {
		up, row, dn := pix[(y-1)*stride:], pix[y*stride:], pix[(y+1)*stride:]
		for x := 1; x < w-1; x += step {
			c, l, r, u, d := int(row[x]), int(row[x-1]), int(row[x+1]), int(up[x]), int(dn[x])
			if min(c, l, r, u, d) < floor {
				continue
			}
			lap[absInt(4*c-l-r-u-d)]++
			count++
		}
	}
	if count < 100 {
		return 0
	}
	keep := count * 98 / 100
	sum := 0
	for v, left := 0, keep; left > 0; v++ {
		k := min(lap[v], left)
		sum += v * k
		left -= k
	}
	// For i.i.d. noise of deviation s the Laplacian above has deviation
	// s*sqrt(20), and E|X| = sigma*sqrt(2/pi).
	return float64(sum) / float64(keep) * math.Sqrt(math.Pi/2) / math.Sqrt(20)
}
