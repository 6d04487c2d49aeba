package ocr

import (
	"context"
	binenc "encoding/binary"
	"image"
	"sort"
)

// Limits of the second pass.
const (
	// rereadMax bounds the regions read again on one page.
	rereadMax = 60
	// rereadConf is the confidence below which a tall word is taken for
	// two stacked lines read as one ("Posted" over "Date" read as "ree").
	rereadConf = 50
	// rereadKeep is the confidence a word of the second pass needs: ink
	// the engine skipped once is often not text at all.
	rereadKeep = 60
)

// reread finds ink the engine did not read into words and reads it again,
// one text line at a time. Two things need it on statements: table
// headers of two stacked lines ("Posted/Date", "Running/Balance"), which
// the line finder merges with the taller header words beside them and
// reads as garbage or not at all, and short words standing apart that it
// skips. Regions are cut from img, stacked into one strip and read in a
// single engine run, so a page that needs it pays one short run, and a
// page that does not pays a pass over its pixels.
//
// bands are headings printed white on a dark bar (findBands): each is
// read again inverted, in the same strip, and replaces what the first
// pass made of it. thr is img's ink threshold (Otsu's, on every other
// pixel of every other row).
func reread(ctx context.Context, e Engine, img *image.Gray, thr uint8, words []RawWord, dpi int, bands []image.Rectangle) ([]RawWord, error) {
	if len(words) < 5 {
		return words, nil
	}
	inBand := func(r image.Rectangle) int {
		c := r.Min.Add(r.Max).Div(2)
		for i, b := range bands {
			if c.In(b) && i < rereadMax {
				return i
			}
		}
		return -1
	}
	hs := make([]float64, 0, len(words))
	for _, w := range words {
		if alnum(w.Text) >= 2 && w.Conf >= 80 {
			hs = append(hs, float64(w.Box.Dy()))
		}
	}
	if len(hs) < 5 {
		return words, nil
	}
	H := medianFloat(hs) // a typical word's height in pixels
	// Words kept as read; tall unsure ones are dropped so their ink is
	// read again.
	kept := words[:0:0]
	// The first pass's words in each band, and the band's inverted
	// reading: the better of the two is kept (bandReading).
	firstIn, invIn := map[int][]RawWord{}, map[int][]RawWord{}
	for _, w := range words {
		if i := inBand(w.Box); i >= 0 {
			firstIn[i] = append(firstIn[i], w)
			continue
		}
		if w.Conf < rereadConf && float64(w.Box.Dy()) > 1.5*H {
			continue
		}
		kept = append(kept, w)
	}
	b := img.Bounds()
	// Band crops come first, read from an inverted copy; the band's
	// ink is not taken for unread ink.
	var crops []image.Rectangle
	srcs := map[int]*image.Gray{} // crop index → its inverted pixels
	margin := int(H / 2)
	for _, band := range bands {
		if len(crops) == rereadMax {
			break
		}
		c := band.Inset(-margin).Intersect(b)
		srcs[len(crops)] = invertedBand(img, band, c, thr)
		crops = append(crops, c)
	}
	// Uncovered ink on a grid of k×k cells.
	k := max(2, int(H/8))
	gw, gh := (b.Dx()+k-1)/k, (b.Dy()+k-1)/k
	covered := make([]bool, gw*gh)
	pad := int(H / 6)
	for _, r := range bands {
		for y := max(0, r.Min.Y/k); y <= min(gh-1, r.Max.Y/k); y++ {
			for x := max(0, r.Min.X/k); x <= min(gw-1, r.Max.X/k); x++ {
				covered[y*gw+x] = true
			}
		}
	}
	for _, w := range kept {
		r := w.Box.Inset(-pad)
		for y := max(0, r.Min.Y/k); y <= min(gh-1, r.Max.Y/k); y++ {
			for x := max(0, r.Min.X/k); x <= min(gw-1, r.Max.X/k); x++ {
				covered[y*gw+x] = true
			}
		}
	}
	cells := make([]int32, gw*gh) // ink pixels per uncovered cell
	for y := 0; y < b.Dy(); y++ {
		row := img.Pix[img.PixOffset(b.Min.X, b.Min.Y+y):][:b.Dx()]
		cy := y / k
		for cx, cov := range covered[cy*gw : (cy+1)*gw] {
			if cov {
				continue // most of a page's ink is read
			}
			if k <= 8 && cx*k+8 <= len(row) && !inkIn8(binenc.LittleEndian.Uint64(row[cx*k:]), thr) {
				continue // no ink in the cell's row, nor in the next few pixels
			}
			n, t := 0, int(thr)
			for _, v := range row[cx*k : min((cx+1)*k, len(row))] {
				n += 1 + (t-int(v))>>63 // 1 where v <= thr, without a branch
			}
			cells[cy*gw+cx] += int32(n)
		}
	}
	// Join cells along a line (a word's letters and the spaces between
	// them), never across lines: dilate horizontally by half a line.
	ink := make([]bool, gw*gh)
	reach := max(1, int(0.6*H)/k)
	for y := 0; y < gh; y++ {
		last := -1 << 30
		for x := 0; x < gw; x++ {
			if cells[y*gw+x] >= 2 {
				if x-last <= reach {
					for xx := last + 1; xx < x; xx++ {
						ink[y*gw+xx] = true
					}
				}
				ink[y*gw+x] = true
				last = x
			}
		}
	}
	regions := components(ink, gw, gh, k)
	for _, r := range regions {
		if len(crops) == rereadMax {
			break
		}
		r = r.Intersect(b)
		h := float64(r.Dy())
		// Text-sized: taller than a dot, shorter than two lines; wide
		// enough for a glyph.
		if h < 0.6*H || h > 1.9*H || float64(r.Dx()) < 0.5*H {
			continue
		}
		crops = append(crops, r.Inset(-int(H/4)).Intersect(b))
	}
	if len(crops) == 0 {
		return kept, nil
	}
	// One strip: the regions one under another, a line's height apart.
	gap := int(H)
	W, total := 0, gap
	for _, c := range crops {
		W = max(W, c.Dx()+2*gap)
		total += c.Dy() + gap
	}
	strip := image.NewGray(image.Rect(0, 0, W, total))
	for i := range strip.Pix {
		strip.Pix[i] = 255
	}
	offs := make([]image.Point, len(crops)) // strip position of each crop
	y := gap
	for i, c := range crops {
		offs[i] = image.Pt(gap, y)
		for yy := 0; yy < c.Dy(); yy++ {
			var src []byte
			if inv := srcs[i]; inv != nil {
				src = inv.Pix[inv.PixOffset(0, yy):]
			} else {
				src = img.Pix[img.PixOffset(c.Min.X, c.Min.Y+yy):]
			}
			copy(strip.Pix[(y+yy)*strip.Stride+gap:], src[:c.Dx()])
		}
		y += c.Dy() + gap
	}
	got, err := e.Recognize(ctx, strip, RecognizeOptions{DPI: dpi})
	if err != nil {
		return nil, err
	}
	nextLine := 0
	for _, w := range words {
		nextLine = max(nextLine, w.Line)
	}
	lines := map[int]image.Rectangle{} // first-pass lines and their boxes
	for _, w := range kept {
		lines[w.Line] = w.LineBox
	}
	type target struct {
		line int
		box  image.Rectangle
	}
	lineOf := map[int]target{}
	for _, w := range got {
		if alnum(w.Text) == 0 {
			continue
		}
		cy := (w.Box.Min.Y + w.Box.Max.Y) / 2
		i := sort.Search(len(offs), func(i int) bool { return offs[i].Y+crops[i].Dy() > cy })
		if i == len(offs) || cy < offs[i].Y {
			continue
		}
		// A word read from an inverted band is kept whatever its
		// confidence, when its box is half a word's height tall or more: a
		// dark bar holds a heading, not dirt, and the engine's confidence in
		// inverted letters says little. s300 ghostscript_symshare_month's "ID
		// 0010 BUSINESS SHARE DRAFT" read "ID" and "0010" at 44, s300
		// cairo_relation_decjan's "BUSINESS INTEREST CHECKING Account number
		// XXXXXX6297" read "CHECKING" at 8 and the number at 0, all right:
		// without them a sub-account lost its number and its rows went under
		// another account. What the engine reads into the bar's edge is a
		// box a pixel or two tall.
		if srcs[i] == nil && w.Conf < rereadKeep || srcs[i] != nil && float64(w.Box.Dy()) < H/2 {
			continue
		}
		d := crops[i].Min.Sub(offs[i])
		if _, ok := lineOf[i]; !ok {
			if l, ok := lineFor(crops[i], lines, H); ok {
				lineOf[i] = target{l, lines[l]}
			} else {
				nextLine++
				lineOf[i] = target{nextLine, crops[i]}
			}
		}
		w.Box = w.Box.Add(d)
		w.Line, w.LineBox = lineOf[i].line, lineOf[i].box
		if srcs[i] != nil {
			invIn[i] = append(invIn[i], w)
			continue
		}
		kept = append(kept, w)
	}
	for i := range bands {
		kept = append(kept, bandReading(firstIn[i], invIn[i])...)
	}
	// Keep reading order: by line, then by position.
	top := map[int]int{}
	for _, w := range kept {
		if t, ok := top[w.Line]; !ok || w.LineBox.Min.Y < t {
			top[w.Line] = w.LineBox.Min.Y
		}
	}
	sort.SliceStable(kept, func(a, b int) bool {
		la, lb := kept[a].Line, kept[b].Line
		if la != lb {
			if top[la] != top[lb] {
				return top[la] < top[lb]
			}
			return la < lb
		}
		return kept[a].Box.Min.X < kept[b].Box.Min.X
	})
	return kept, nil
}

// bandReading chooses between the first pass's reading of a dark band
// and its inverted reading, by the words each read sure (quality). A
// heading white on a dark bar reads as garbage the first time and whole
// inverted; dark bold type on a grey bar (s150 reportlab_cutwo_month's
// "BUSINESS SHARE DRAFT (SUFFIX 10)", whose letters and shade together
// pass for a dark band) reads whole the first time and as garbage
// inverted, and its sub-account's title was lost.
func bandReading(first, inverted []RawWord) []RawWord {
	if quality(first) > quality(inverted) {
		return first
	}
	return inverted
}

// lineFor returns the first-pass text line a re-read region belongs to:
// at most two word heights tall (a line box reaches from ascenders to
// descenders, about 1.65 word heights; two stacked header lines read as
// one are 2.4 or more), holding the region's middle and all but a third
// of a word's height of the region, and reaching to within two word
// heights of it. A word the engine skipped inside a row ("NAME:" read,
// "JOHNSON" after it not) must join that row: as a line of its own it is
// a row without a date or an amount, and its row's description loses it.
// H is a typical word's height.
func lineFor(crop image.Rectangle, lines map[int]image.Rectangle, H float64) (int, bool) {
	best, bestDist := 0, -1
	cy := (crop.Min.Y + crop.Max.Y) / 2
	slack := int(H / 3)
	for l, b := range lines {
		if float64(b.Dy()) > 2*H || cy < b.Min.Y || cy > b.Max.Y ||
			crop.Min.Y < b.Min.Y-slack || crop.Max.Y > b.Max.Y+slack {
			continue
		}
		dist := max(0, b.Min.X-crop.Max.X, crop.Min.X-b.Max.X)
		if float64(dist) > 2*H {
			continue
		}
		if bestDist < 0 || dist < bestDist || dist == bestDist && l < best {
			best, bestDist = l, dist
		}
	}
	return best, bestDist >= 0
}

// components returns the bounding boxes (in pixels of cells of size k)
// of the 4-connected regions of set cells.
func components(set []bool, w, h, k int) []image.Rectangle {
	seen := make([]bool, len(set))
	var out []image.Rectangle
	var stack []int
	for i, v := range set {
		if !v || seen[i] {
			continue
		}
		r := image.Rect(i%w, i/w, i%w+1, i/w+1)
		stack = append(stack[:0], i)
		seen[i] = true
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			x, y := c%w, c/w
			r = r.Union(image.Rect(x, y, x+1, y+1))
			for _, n := range [4][2]int{{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}} {
				if n[0] < 0 || n[1] < 0 || n[0] >= w || n[1] >= h {
					continue
				}
				j := n[1]*w + n[0]
				if set[j] && !seen[j] {
					seen[j] = true
					stack = append(stack, j)
				}
			}
		}
		out = append(out, image.Rect(r.Min.X*k, r.Min.Y*k, r.Max.X*k, r.Max.Y*k))
	}
	return out
}
