package ocr

import (
	"image"
	"math"
	"sort"
)

// warp returns a w×h image whose pixel (x, y) samples src at
// inv(x, y) (pixel centres, bilinear); samples outside src are white,
// the colour of paper. inv maps destination pixels to source pixels.
func warp(src *image.Gray, inv Transform, w, h int) *image.Gray {
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

// histogram counts the gray levels of img, sampling every step-th pixel
// of every step-th row.
func histogram(img *image.Gray, step int) (h [256]int, n int) {
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
func removeRules(g *image.Gray, thr uint8, minLen, maxThick int) int {
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
