package ocr

import (
	binenc "encoding/binary"
	"image"
	"math"
	"sort"
)

// warp returns a w×h image whose pixel (x, y) samples src at
// inv(x, y) (pixel centres, bilinear); samples outside src are white,
// the colour of paper. inv maps destination pixels to source pixels.
//
// It runs on every page that is deskewed (most scans), so a sample whose
// four neighbours lie inside src reads them straight from the pixel
// slice; the arithmetic is the same, operation for operation, as the
// general path's (the same pixels: TestSameAsReference).
func warp(src *image.Gray, inv Transform, w, h int) *image.Gray {
	dst := image.NewGray(image.Rect(0, 0, w, h))
	sb := src.Bounds()
	sw, sh := sb.Dx(), sb.Dy()
	pix, stride := src.Pix[src.PixOffset(sb.Min.X, sb.Min.Y):], src.Stride
	at := func(x, y int) float64 {
		if x < 0 || y < 0 || x >= sw || y >= sh {
			return 255
		}
		return float64(pix[y*stride+x])
	}
	sample := func(fx, fy float64) uint8 {
		fx -= 0.5
		fy -= 0.5
		var x0, y0 int
		// Truncation is the floor for the non-negative, and cheaper.
		if fx >= 0 && fy >= 0 {
			x0, y0 = int(fx), int(fy)
		} else {
			x0, y0 = int(math.Floor(fx)), int(math.Floor(fy))
		}
		if x0 < -1 || y0 < -1 || x0 >= sw || y0 >= sh {
			return 255
		}
		ax, ay := fx-float64(x0), fy-float64(y0)
		var p00, p10, p01, p11 float64
		if x0 >= 0 && y0 >= 0 && x0+1 < sw && y0+1 < sh {
			i := y0*stride + x0
			q := pix[i : i+stride+2]
			p00, p10, p01, p11 = float64(q[0]), float64(q[1]), float64(q[stride]), float64(q[stride+1])
		} else {
			p00, p10, p01, p11 = at(x0, y0), at(x0+1, y0), at(x0, y0+1), at(x0+1, y0+1)
		}
		v := (p00*(1-ax)+p10*ax)*(1-ay) + (p01*(1-ax)+p11*ax)*ay
		return uint8(v + 0.5)
	}
	affine := inv.IsAffine()
	for y := 0; y < h; y++ {
		row := dst.Pix[y*dst.Stride : y*dst.Stride+w]
		cy := float64(y) + 0.5
		if affine {
			fx := inv[0]*0.5 + inv[1]*cy + inv[2]
			fy := inv[3]*0.5 + inv[4]*cy + inv[5]
			dx, dy := inv[0], inv[3]
			for x := range row {
				// sample, inlined for the samples inside src.
				if sx, sy := fx-0.5, fy-0.5; sx >= 0 && sy >= 0 {
					if x0, y0 := int(sx), int(sy); x0+1 < sw && y0+1 < sh {
						q := pix[y0*stride+x0:]
						a, b, c, d := q[0], q[1], q[stride], q[stride+1]
						if a == b && a == c && a == d {
							// Four equal neighbours (paper, most of a
							// page): the interpolation is a within a
							// rounding error far below the half level
							// that would change the result.
							row[x] = a
						} else {
							ax, ay := sx-float64(x0), sy-float64(y0)
							p00, p10, p01, p11 := float64(a), float64(b), float64(c), float64(d)
							v := (p00*(1-ax)+p10*ax)*(1-ay) + (p01*(1-ax)+p11*ax)*ay
							row[x] = uint8(v + 0.5)
						}
						fx += dx
						fy += dy
						continue
					}
				}
				row[x] = sample(fx, fy)
				fx += dx
				fy += dy
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

// shrink averages k×k blocks: the anti-aliasing step before a bilinear
// warp reduces an image by more than half.
func shrink(src *image.Gray, k int) *image.Gray {
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
			switch k {
			case 2:
				for x := range sum {
					sum[x] += int(row[2*x]) + int(row[2*x+1])
				}
			case 3: // 300 dpi to 100, the layout measures' resolution
				for x := range sum {
					q := row[3*x : 3*x+3]
					sum[x] += int(q[0]) + int(q[1]) + int(q[2])
				}
			default:
				for x := range sum {
					s := 0
					for _, v := range row[x*k : x*k+k] {
						s += int(v)
					}
					sum[x] += s
				}
			}
		}
		out := dst.Pix[y*dst.Stride:]
		for x := 0; x < w; x++ {
			out[x] = uint8((sum[x] + n/2) / n)
		}
	}
	return dst
}

// histogram counts the gray levels of img, sampling every step-th pixel
// of every step-th row. Four counters a level take turns, so that a run
// of one level (paper) does not wait on its own last increment.
func histogram(img *image.Gray, step int) (h [256]int, n int) {
	b := img.Bounds()
	var part [4][256]int
	w := b.Dx()
	for y := b.Min.Y; y < b.Max.Y; y += step {
		off := img.PixOffset(b.Min.X, y)
		row := img.Pix[off : off+w]
		x := 0
		for ; x+3*step < w; x += 4 * step {
			part[0][row[x]]++
			part[1][row[x+step]]++
			part[2][row[x+2*step]]++
			part[3][row[x+3*step]]++
		}
		for ; x < w; x += step {
			part[0][row[x]]++
		}
		n += (w + step - 1) / step
	}
	for v := range h {
		h[v] = part[0][v] + part[1][v] + part[2][v] + part[3][v]
	}
	return h, n
}

// percentile returns the gray level below which a fraction p of the
// histogram lies.
func percentile(h [256]int, n int, p float64) int {
	target := int(p * float64(n))
	acc := 0
	for v, c := range h {
		acc += c
		if acc > target {
			return v
		}
	}
	return 255
}

// otsu returns the threshold that best separates ink from paper.
func otsu(h [256]int, n int) int {
	var sum float64
	for v, c := range h {
		sum += float64(v * c)
	}
	var sumB, wB float64
	best, thr := -1.0, 128
	for t := 0; t < 256; t++ {
		wB += float64(h[t])
		if wB == 0 {
			continue
		}
		wF := float64(n) - wB
		if wF == 0 {
			break
		}
		sumB += float64(t * h[t])
		mB, mF := sumB/wB, (sum-sumB)/wF
		if v := wB * wF * (mB - mF) * (mB - mF); v > best {
			best, thr = v, t
		}
	}
	return thr
}

// stretch maps level lo to 0 and hi to 255 linearly, in place.
func stretch(img *image.Gray, lo, hi int) {
	lut, ok := stretchLUT(lo, hi)
	if !ok {
		return
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

// stretchLUT is the map stretch applies, and whether it applies one.
func stretchLUT(lo, hi int) (lut [256]uint8, ok bool) {
	if hi <= lo || (lo <= 0 && hi >= 255) {
		return lut, false
	}
	for v := range lut {
		x := (v - lo) * 255 / (hi - lo)
		lut[v] = uint8(max(0, min(255, x)))
	}
	return lut, true
}

// remapHistogram is the histogram h becomes when every level v is
// mapped to lut[v]: the histogram of a stretched image without a pass
// over it (the same pixels sampled).
func remapHistogram(h [256]int, lut [256]uint8) (out [256]int) {
	for v, c := range h {
		out[lut[v]] += c
	}
	return out
}

// flatten divides img by an estimate of its paper brightness (the
// brightest values of 32-pixel blocks, smoothed), in place. Phone photos
// are lit unevenly; a global threshold then loses the dim corner's text.
// It returns the relative spread of the paper brightness it removed.
func flatten(img *image.Gray) float64 {
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

// median3 is a 3x3 median filter: it removes speckle noise while keeping
// the edges of strokes two pixels wide or more.
func median3(src *image.Gray) *image.Gray {
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

// removeRules whitens long thin horizontal and vertical lines (table
// rules, underlines, boxes) in place: ink runs longer than minLen pixels
// whose perpendicular thickness is at most maxThick. Text has no such
// runs, and a rule touching a word both confuses the engine and inflates
// the word's box. thr is the ink threshold. It returns the pixels
// whitened.
//
// Both directions are found on the image as it came (a pixel of a
// horizontal rule still counts for a vertical one), in one pass over
// the rows: a vertical rule is followed down each column by a count of
// the rows its pixel has been thin ink in. The pixels are whitened at
// the end.
func removeRules(g *image.Gray, thr uint8, minLen, maxThick int) int {
	b := g.Bounds()
	w, h := b.Dx(), b.Dy()
	if w == 0 || h == 0 {
		return 0
	}
	pix, stride := g.Pix[g.PixOffset(b.Min.X, b.Min.Y):], g.Stride
	// thinV reports whether the ink run through (x, y) down the column is
	// at most maxThick long.
	thinV := func(x, y int) bool {
		n := 1
		for yy := y - 1; yy >= 0 && pix[yy*stride+x] <= thr; yy-- {
			if n++; n > maxThick {
				return false
			}
		}
		for yy := y + 1; yy < h && pix[yy*stride+x] <= thr; yy++ {
			if n++; n > maxThick {
				return false
			}
		}
		return true
	}
	type seg struct{ a, b, at int } // [a, b) along a row (at = y) or a column (at = x)
	var hsegs, vsegs []seg
	// down[x]: the rows so far, ending at the row before, in which (x, y)
	// was ink whose run along its row is at most maxThick long.
	down := make([]int32, w)
	// active has bit x set where down[x] > 0, so that eight columns of
	// paper with no run going down them are passed at once.
	active := make([]uint64, (w+63)/64+1)
	idle8 := func(x int) bool {
		i, o := x>>6, uint(x&63)
		bits := active[i] >> o
		if o > 56 {
			bits |= active[i+1] << (64 - o)
		}
		return bits&0xff == 0
	}
	for y := 0; y < h; y++ {
		row := pix[y*stride : y*stride+w]
		for x := 0; x < w; {
			if x+8 <= w && !inkIn8(binenc.LittleEndian.Uint64(row[x:]), thr) && idle8(x) {
				x += 8
				continue
			}
			if row[x] > thr {
				// Paper: a vertical run through this column ends.
				if n := int(down[x]); n > 0 {
					if n >= minLen {
						vsegs = append(vsegs, seg{y - n, y, x})
					}
					down[x] = 0
					active[x>>6] &^= 1 << uint(x&63)
				}
				x++
				continue
			}
			// An ink run along the row: [x, e).
			e := x + 1
			for e < w && row[e] <= thr {
				e++
			}
			thinH := e-x <= maxThick
			for k := x; k < e; k++ {
				if thinH {
					down[k]++
					active[k>>6] |= 1 << uint(k&63)
				} else if n := int(down[k]); n > 0 {
					if n >= minLen {
						vsegs = append(vsegs, seg{y - n, y, k})
					}
					down[k] = 0
					active[k>>6] &^= 1 << uint(k&63)
				}
			}
			// Horizontal rules within it: runs of its pixels that are
			// thin down their column.
			if e-x >= minLen {
				for k := x; k < e; {
					if !thinV(k, y) {
						k++
						continue
					}
					start := k
					for k < e && thinV(k, y) {
						k++
					}
					if k-start >= minLen {
						hsegs = append(hsegs, seg{start, k, y})
					}
				}
			}
			x = e
		}
	}
	for x, n := range down {
		if int(n) >= minLen {
			vsegs = append(vsegs, seg{h - int(n), h, x})
		}
	}
	// The pixels whitened are counted once where rules cross: ink is
	// darker than 255 (Otsu's threshold is never 255), so a pixel
	// already 255 belongs to a horizontal rule.
	var crossed map[int]bool
	if thr == 255 {
		crossed = map[int]bool{}
	}
	n := 0
	for _, s := range hsegs {
		row := pix[s.at*stride : s.at*stride+w]
		for x := s.a; x < s.b; x++ {
			if crossed != nil {
				crossed[s.at*stride+x] = true
			}
			row[x] = 255
		}
		n += s.b - s.a
	}
	for _, s := range vsegs {
		for y := s.a; y < s.b; y++ {
			p := y*stride + s.at
			if crossed != nil && !crossed[p] || crossed == nil && pix[p] != 255 {
				n++
			}
			pix[p] = 255
		}
	}
	return n
}
