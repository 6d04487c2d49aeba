package ocr

import "image"

// findBands returns the dark bands of a page: section headings printed
// white on a dark bar ("Account summary", "Account activity"). The
// engine runs without its inverted-text pass (tessedit_do_invert=0, a
// fifth of its time), so it reads such a heading as garbage
// ("Nooo iatmeteiiiit-lad") or not at all, and the statement engine
// loses the headings that open its tables and sub-accounts; the second
// pass reads each band again inverted (reread). thr is the ink threshold
// and dpi the image's resolution.
//
// A band is found on a grid of cells a twentieth of an inch square: a
// cell whose mean is darker than thr is mostly ink, which text never is
// (its strokes cover a third of a cell at most, bold headings included).
// Dark cells in a row, with gaps of a few cells for the white letters,
// that run for two inches or more, three in four of them dark, and stack into a block between a tenth
// and an inch tall make a band candidate; its exact edges are the pixel
// rows and columns of the candidate that are mostly ink.
func findBands(g *image.Gray, thr uint8, dpi float64) []image.Rectangle {
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

// bandBox returns the part of r that is mostly ink: the pixel rows of r
// more than half dark, and within them the columns more than half dark,
// with the white letters between them.
func bandBox(g *image.Gray, r image.Rectangle, thr uint8) (image.Rectangle, bool) {
	mostly := func(n, of int) bool { return 2*n > of }
	y0, y1 := -1, -1
	for y := r.Min.Y; y < r.Max.Y; y++ {
		off := g.PixOffset(r.Min.X, y)
		k := 0
		for _, v := range g.Pix[off : off+r.Dx()] {
			if v < thr {
				k++
			}
		}
		if mostly(k, r.Dx()) {
			if y0 < 0 {
				y0 = y
			}
			y1 = y + 1
		}
	}
	if y0 < 0 {
		return image.Rectangle{}, false
	}
	x0, x1 := -1, -1
	for x := r.Min.X; x < r.Max.X; x++ {
		k := 0
		for y := y0; y < y1; y++ {
			if g.Pix[g.PixOffset(x, y)] < thr {
				k++
			}
		}
		if mostly(k, y1-y0) {
			if x0 < 0 {
				x0 = x
			}
			x1 = x + 1
		}
	}
	if x0 < 0 {
		return image.Rectangle{}, false
	}
	return image.Rect(x0, y0, x1, y1), true
}

// invertedBand returns the crop c of g (band and some paper around it,
// which the engine's line finder wants) with band as dark letters on
// white paper: the bar's own shade becomes white, its white letters
// black, and the rest of c paper.
func invertedBand(g *image.Gray, band, c image.Rectangle, thr uint8) *image.Gray {
	sum, k := 0, 0
	for y := band.Min.Y; y < band.Max.Y; y++ {
		off := g.PixOffset(band.Min.X, y)
		for _, v := range g.Pix[off : off+band.Dx()] {
			if v < thr {
				sum += int(v)
				k++
			}
		}
	}
	span := max(1, 255-sum/max(k, 1))
	out := image.NewGray(image.Rect(0, 0, c.Dx(), c.Dy()))
	for i := range out.Pix {
		out.Pix[i] = 255
	}
	band = band.Intersect(c)
	for y := band.Min.Y; y < band.Max.Y; y++ {
		src := g.Pix[g.PixOffset(band.Min.X, y):]
		dst := out.Pix[out.PixOffset(band.Min.X-c.Min.X, y-c.Min.Y):]
		for x := 0; x < band.Dx(); x++ {
			dst[x] = uint8(min(255, (255-int(src[x]))*255/span))
		}
	}
	return out
}
