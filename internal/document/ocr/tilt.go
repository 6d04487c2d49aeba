package ocr

import (
	"image"
	"math"
	"strings"
)

// Limits of the residual tilt correction (straighten).
const (
	// tiltMinSpan is the shortest run of a line's words, in engine
	// pixels (about 1.3 in at 300 dpi), whose slope is measured: over a
	// shorter run a pixel of rounding is a tenth of a degree.
	tiltMinSpan = 400
	// tiltMin is the smallest tilt worth correcting, in degrees: a
	// tenth of a degree moves the ends of a 7-inch row by 4 pixels
	// at 300 dpi, a tenth of its height.
	tiltMin = 0.1
	// tiltMax bounds it: the page was deskewed already, and a larger
	// slope is the engine's reading of something else (a turned page's
	// garbage, a signature).
	tiltMax = 2.0
	// tiltAgree is how far from the median, in degrees, a line's slope
	// may be and still agree with it.
	tiltAgree = 0.15
)

// residualTilt measures the tilt that deskewing left on a page from the
// engine's own words: the slope of the bottoms of each text line's
// words (letters without descenders), least squares, over lines that
// run tiltMinSpan pixels or more. It returns the median slope in degrees
// (positive: the lines fall to the right, a clockwise tilt on screen)
// and whether two or more lines were measured and two in three of them
// agree with it.
//
// Deskewing measures the page on a coarse binary image and misses some
// pages (a page of two rows, a page whose shading hides its lines): the
// engine still reads each row, but where it cuts a row into pieces (the
// description, then the amounts two inches to the right and a line's
// height lower) the pieces no longer share a baseline, and the statement
// engine reads two lines where one was printed (s300
// creditunion_fpdf-ttf_month's page 2: both rows lost their amounts).
func residualTilt(ws []RawWord) (float64, bool) {
	var slopes []float64
	for i := 0; i < len(ws); {
		j := i
		var xs, ys []float64
		for ; j < len(ws) && ws[j].Line == ws[i].Line; j++ {
			w := ws[j]
			if alnum(w.Text) < 2 || strings.ContainsAny(w.Text, descenders) {
				continue
			}
			xs = append(xs, float64(w.Box.Min.X+w.Box.Max.X)/2)
			ys = append(ys, float64(w.Box.Max.Y))
		}
		i = j
		if len(xs) < 3 || xs[len(xs)-1]-xs[0] < tiltMinSpan {
			continue
		}
		var mx, my float64
		for k := range xs {
			mx, my = mx+xs[k], my+ys[k]
		}
		mx, my = mx/float64(len(xs)), my/float64(len(ys))
		var sxx, sxy float64
		for k := range xs {
			sxx += (xs[k] - mx) * (xs[k] - mx)
			sxy += (xs[k] - mx) * (ys[k] - my)
		}
		slopes = append(slopes, math.Atan(sxy/sxx)*180/math.Pi)
	}
	if len(slopes) < 2 {
		return 0, false
	}
	med := medianFloat(slopes)
	agree := 0
	for _, s := range slopes {
		if math.Abs(s-med) <= tiltAgree {
			agree++
		}
	}
	return med, 3*agree >= 2*len(slopes) && math.Abs(med) <= tiltMax
}

// straighten turns the engine's words by -deg about (cx, cy), the tilt
// residualTilt found, so that the words of one printed row share a
// baseline again. Each box keeps its size and moves with its centre (at
// these angles a box turned whole would only grow by its slant). It
// returns the turn applied, to compose with the image's transform.
func straighten(ws []RawWord, deg, cx, cy float64) Transform {
	r := Rotate(-deg, cx, cy)
	move := func(b image.Rectangle) image.Rectangle {
		x, y := float64(b.Min.X+b.Max.X)/2, float64(b.Min.Y+b.Max.Y)/2
		nx, ny := r.Apply(x, y)
		return b.Add(image.Pt(int(math.Round(nx-x)), int(math.Round(ny-y))))
	}
	for i := range ws {
		ws[i].Box = move(ws[i].Box)
		ws[i].LineBox = move(ws[i].LineBox)
	}
	return r
}
