package main

import (
	"bufio"
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"io"
	"math"
	"math/rand/v2"
	"os"
)

// raster is a page image as 1 (gray) or 3 (RGB) planes of bytes: the
// simplest form to perturb channel by channel.
type raster struct {
	w, h   int
	planes [][]uint8
}

func newRaster(w, h, n int, fill uint8) *raster {
	r := &raster{w: w, h: h, planes: make([][]uint8, n)}
	for i := range r.planes {
		p := make([]uint8, w*h)
		for k := range p {
			p[k] = fill
		}
		r.planes[i] = p
	}
	return r
}

func (r *raster) clone() *raster {
	c := &raster{w: r.w, h: r.h, planes: make([][]uint8, len(r.planes))}
	for i, p := range r.planes {
		c.planes[i] = append([]uint8(nil), p...)
	}
	return c
}

// readPNM decodes the binary PGM (P5) or PPM (P6) pdftoppm writes.
func readPNM(path string) (*raster, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	br := bufio.NewReader(f)
	var magic string
	var w, h, maxv int
	if _, err := fmt.Fscan(br, &magic, &w, &h, &maxv); err != nil {
		return nil, fmt.Errorf("pnm header %s: %w", path, err)
	}
	if _, err := br.ReadByte(); err != nil { // the single whitespace after maxval
		return nil, err
	}
	n := map[string]int{"P5": 1, "P6": 3}[magic]
	if n == 0 || maxv != 255 || w <= 0 || h <= 0 {
		return nil, fmt.Errorf("pnm %s: %s %dx%d max %d", path, magic, w, h, maxv)
	}
	buf := make([]byte, w*h*n)
	if _, err := io.ReadFull(br, buf); err != nil {
		return nil, fmt.Errorf("pnm data %s: %w", path, err)
	}
	r := newRaster(w, h, n, 0)
	for i := 0; i < w*h; i++ {
		for c := 0; c < n; c++ {
			r.planes[c][i] = buf[i*n+c]
		}
	}
	return r, nil
}

// gray collapses an RGB raster to luma.
func (r *raster) gray() *raster {
	if len(r.planes) == 1 {
		return r
	}
	g := newRaster(r.w, r.h, 1, 0)
	R, G, B := r.planes[0], r.planes[1], r.planes[2]
	for i := range g.planes[0] {
		g.planes[0][i] = uint8((int(R[i])*299 + int(G[i])*587 + int(B[i])*114) / 1000)
	}
	return g
}

// tint multiplies each channel by the paper colour (a scan of white
// paper is never 255,255,255) and lifts black ink a little.
func (r *raster) tint(paper [3]float64, ink float64) {
	for c, p := range r.planes {
		k := paper[min(c, 2)]
		for i, v := range p {
			x := ink + (float64(v)/255)*(k-ink)
			p[i] = uint8(math.Max(0, math.Min(255, x+0.5)))
		}
	}
}

// quarter turns the raster clockwise by 90*q degrees.
func (r *raster) quarter(q int) *raster {
	q = ((q % 4) + 4) % 4
	if q == 0 {
		return r
	}
	w, h := r.w, r.h
	if q%2 == 1 {
		w, h = h, w
	}
	out := newRaster(w, h, len(r.planes), 0)
	for c, p := range r.planes {
		o := out.planes[c]
		for y := 0; y < r.h; y++ {
			for x := 0; x < r.w; x++ {
				var nx, ny int
				switch q {
				case 1: // clockwise
					nx, ny = r.h-1-y, x
				case 2:
					nx, ny = r.w-1-x, r.h-1-y
				case 3:
					nx, ny = y, r.w-1-x
				}
				o[ny*w+nx] = p[y*r.w+x]
			}
		}
	}
	return out
}

// mapper maps an output pixel centre to a source position.
type mapper func(x, y float64) (float64, float64)

// warp resamples r through inv (bilinear) into a w×h raster; outside the
// source it paints bg.
func (r *raster) warp(w, h int, inv mapper, bg [3]uint8) *raster {
	out := newRaster(w, h, len(r.planes), 0)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			sx, sy := inv(float64(x)+0.5, float64(y)+0.5)
			sx -= 0.5
			sy -= 0.5
			x0, y0 := int(math.Floor(sx)), int(math.Floor(sy))
			ax, ay := sx-float64(x0), sy-float64(y0)
			for c, p := range r.planes {
				at := func(xx, yy int) float64 {
					if xx < 0 || yy < 0 || xx >= r.w || yy >= r.h {
						return float64(bg[min(c, 2)])
					}
					return float64(p[yy*r.w+xx])
				}
				v := (at(x0, y0)*(1-ax)+at(x0+1, y0)*ax)*(1-ay) + (at(x0, y0+1)*(1-ax)+at(x0+1, y0+1)*ax)*ay
				out.planes[c][y*w+x] = uint8(v + 0.5)
			}
		}
	}
	return out
}

// rotate turns the page by deg degrees (positive clockwise on screen)
// about its centre on a canvas of the same size, as a sheet lying askew
// on a flatbed: the corners that leave the bed are lost, the bed shows
// where the sheet is not.
func (r *raster) rotate(deg float64, bed [3]uint8) *raster {
	s, c := math.Sincos(deg * math.Pi / 180)
	cx, cy := float64(r.w)/2, float64(r.h)/2
	return r.warp(r.w, r.h, func(x, y float64) (float64, float64) {
		dx, dy := x-cx, y-cy
		// Inverse of a clockwise turn.
		return cx + c*dx + s*dy, cy - s*dx + c*dy
	}, bed)
}

// blur is a separable Gaussian blur of standard deviation sigma pixels.
func (r *raster) blur(sigma float64) {
	if sigma <= 0.05 {
		return
	}
	rad := int(math.Ceil(3 * sigma))
	k := make([]float64, 2*rad+1)
	var sum float64
	for i := range k {
		d := float64(i - rad)
		k[i] = math.Exp(-d * d / (2 * sigma * sigma))
		sum += k[i]
	}
	for i := range k {
		k[i] /= sum
	}
	tmp := make([]float64, r.w*r.h)
	for _, p := range r.planes {
		for y := 0; y < r.h; y++ {
			for x := 0; x < r.w; x++ {
				var v float64
				for i, kv := range k {
					xx := max(0, min(r.w-1, x+i-rad))
					v += kv * float64(p[y*r.w+xx])
				}
				tmp[y*r.w+x] = v
			}
		}
		for y := 0; y < r.h; y++ {
			for x := 0; x < r.w; x++ {
				var v float64
				for i, kv := range k {
					yy := max(0, min(r.h-1, y+i-rad))
					v += kv * tmp[yy*r.w+x]
				}
				p[y*r.w+x] = uint8(v + 0.5)
			}
		}
	}
}

// noise adds Gaussian sensor noise of sigma gray levels (the same on
// every channel, as a gray scanner's) and a few dust specks per
// megapixel.
func (r *raster) noise(rng *rand.Rand, sigma float64, specksPerMP float64) {
	n := len(r.planes[0])
	for i := 0; i < n; i++ {
		d := rng.NormFloat64() * sigma
		for _, p := range r.planes {
			p[i] = uint8(math.Max(0, math.Min(255, float64(p[i])+d+0.5)))
		}
	}
	specks := int(specksPerMP * float64(n) / 1e6)
	for s := 0; s < specks; s++ {
		x, y := rng.IntN(r.w-2), rng.IntN(r.h-2)
		sz := 1 + rng.IntN(2)
		for dy := 0; dy < sz; dy++ {
			for dx := 0; dx < sz; dx++ {
				for _, p := range r.planes {
					p[(y+dy)*r.w+x+dx] = 40
				}
			}
		}
	}
}

// light multiplies the image by a smooth brightness field: brighter at
// (lx, ly) (relative position) and falling off by up to drop towards the
// far corner, as a desk lamp or a phone's shadow does.
func (r *raster) light(lx, ly, drop float64) {
	diag := math.Hypot(float64(r.w), float64(r.h))
	for y := 0; y < r.h; y++ {
		for x := 0; x < r.w; x++ {
			d := math.Hypot(float64(x)-lx*float64(r.w), float64(y)-ly*float64(r.h)) / diag
			f := 1 - drop*d*d*1.5
			for _, p := range r.planes {
				i := y*r.w + x
				p[i] = uint8(math.Max(0, float64(p[i])*f))
			}
		}
	}
}

// paste copies the rectangle src of from onto r at dst (top-left).
func (r *raster) paste(from *raster, src image.Rectangle, dst image.Point) {
	for y := src.Min.Y; y < src.Max.Y; y++ {
		for x := src.Min.X; x < src.Max.X; x++ {
			tx, ty := dst.X+x-src.Min.X, dst.Y+y-src.Min.Y
			if tx < 0 || ty < 0 || tx >= r.w || ty >= r.h || x < 0 || y < 0 || x >= from.w || y >= from.h {
				continue
			}
			for c := range r.planes {
				fc := min(c, len(from.planes)-1)
				r.planes[c][ty*r.w+tx] = from.planes[fc][y*from.w+x]
			}
		}
	}
}

// image returns r as an image.Gray or image.RGBA for encoding.
func (r *raster) image() image.Image {
	if len(r.planes) == 1 {
		g := image.NewGray(image.Rect(0, 0, r.w, r.h))
		copy(g.Pix, r.planes[0])
		return g
	}
	m := image.NewRGBA(image.Rect(0, 0, r.w, r.h))
	for i := 0; i < r.w*r.h; i++ {
		m.Pix[4*i], m.Pix[4*i+1], m.Pix[4*i+2], m.Pix[4*i+3] = r.planes[0][i], r.planes[1][i], r.planes[2][i], 255
	}
	return m
}

// fromImage converts a decoded image back to planes (n channels).
func fromImage(img image.Image, n int) *raster {
	b := img.Bounds()
	r := newRaster(b.Dx(), b.Dy(), n, 0)
	for y := 0; y < r.h; y++ {
		for x := 0; x < r.w; x++ {
			c := color.RGBAModel.Convert(img.At(b.Min.X+x, b.Min.Y+y)).(color.RGBA)
			if n == 1 {
				r.planes[0][y*r.w+x] = color.GrayModel.Convert(c).(color.Gray).Y
				continue
			}
			r.planes[0][y*r.w+x], r.planes[1][y*r.w+x], r.planes[2][y*r.w+x] = c.R, c.G, c.B
		}
	}
	return r
}

// encodeJPEG encodes r at quality q with a JFIF header carrying dpi, so
// img2pdf sizes the page as the scanner would have.
func encodeJPEG(r *raster, q int, dpi float64) ([]byte, error) {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, r.image(), &jpeg.Options{Quality: q}); err != nil {
		return nil, fmt.Errorf("encode jpeg: %w", err)
	}
	b := buf.Bytes()
	if len(b) < 2 || b[0] != 0xFF || b[1] != 0xD8 {
		return nil, fmt.Errorf("encode jpeg: no SOI")
	}
	d := uint16(math.Round(dpi))
	app0 := []byte{0xFF, 0xE0, 0, 16, 'J', 'F', 'I', 'F', 0, 1, 1, 1, byte(d >> 8), byte(d), byte(d >> 8), byte(d), 0, 0}
	out := make([]byte, 0, len(b)+len(app0))
	out = append(out, b[:2]...)
	out = append(out, app0...)
	return append(out, b[2:]...), nil
}

// recompress round-trips r through a JPEG of quality q (a patch taken
// from an image saved before).
func recompress(r *raster, q int) (*raster, error) {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, r.image(), &jpeg.Options{Quality: q}); err != nil {
		return nil, err
	}
	img, err := jpeg.Decode(&buf)
	if err != nil {
		return nil, err
	}
	return fromImage(img, len(r.planes)), nil
}

// homography returns the map from the rectangle w×h onto the quadrilateral
// q (tl, tr, br, bl) and its inverse, as functions.
func homography(w, h float64, q [4][2]float64) (fwd, inv mapper) {
	src := [4][2]float64{{0, 0}, {w, 0}, {w, h}, {0, h}}
	H := solveHomography(src, q)
	Hi := solveHomography(q, src)
	apply := func(m [9]float64) mapper {
		return func(x, y float64) (float64, float64) {
			d := m[6]*x + m[7]*y + m[8]
			return (m[0]*x + m[1]*y + m[2]) / d, (m[3]*x + m[4]*y + m[5]) / d
		}
	}
	return apply(H), apply(Hi)
}

func solveHomography(src, dst [4][2]float64) [9]float64 {
	var m [8][9]float64
	for i := 0; i < 4; i++ {
		x, y, u, v := src[i][0], src[i][1], dst[i][0], dst[i][1]
		m[2*i] = [9]float64{x, y, 1, 0, 0, 0, -u * x, -u * y, u}
		m[2*i+1] = [9]float64{0, 0, 0, x, y, 1, -v * x, -v * y, v}
	}
	for col := 0; col < 8; col++ {
		piv := col
		for r := col + 1; r < 8; r++ {
			if math.Abs(m[r][col]) > math.Abs(m[piv][col]) {
				piv = r
			}
		}
		m[col], m[piv] = m[piv], m[col]
		for r := 0; r < 8; r++ {
			if r == col || m[col][col] == 0 {
				continue
			}
			f := m[r][col] / m[col][col]
			for k := col; k < 9; k++ {
				m[r][k] -= f * m[col][k]
			}
		}
	}
	var h [9]float64
	for i := 0; i < 8; i++ {
		h[i] = m[i][8] / m[i][i]
	}
	h[8] = 1
	return h
}
