package ocr

import (
	binenc "encoding/binary"
	"image"
	"sort"
)

// removeDottedRules whitens dotted rules and dot leaders: eight or more
// dots (blobs of ink at most maxDot pixels each way) on one line, each
// the next one's nearest neighbour to the right at an even pitch of at
// most maxPitch pixels. A statement prints them between rows and
// between a row's date, description and amount ("6/04 . . . DDA DEPOSIT
// . . . . $2,906.99", First Century Bank's scan); the engine reads them
// as letters ("cece", "eevee", "vbetvvetitii") and glues them to the
// date beside them ("6/04!DDA"), so the row loses its date or amount.
// A full stop, a decimal point or the dot of an "i" is never one of
// eight dots set evenly on a line. It returns the dots whitened.
func removeDottedRules(g *image.Gray, thr uint8, maxDot, maxPitch int) int {
	b := g.Bounds()
	w, h := b.Dx(), b.Dy()
	if w == 0 || h == 0 || maxDot < 1 {
		return 0
	}
	// The blobs of ink, 8-connected, from the runs of ink along each row:
	// a run joins the runs of the row above that it touches, corners
	// included. A blob is named by its first run, which is where a scan
	// in reading order meets it first, and the dots are listed in that
	// order.
	pix, stride := g.Pix[g.PixOffset(b.Min.X, b.Min.Y):], g.Stride
	type run struct{ x0, x1, y int32 } // [x0, x1) on row y
	var runs []run
	var parent []int32
	find := func(i int32) int32 {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	prev0, prev1 := 0, 0 // the runs of the row above
	for y := 0; y < h; y++ {
		row := pix[y*stride : y*stride+w]
		start := len(runs)
		for x := 0; x < w; {
			if x+8 <= w && !inkIn8(binenc.LittleEndian.Uint64(row[x:]), thr) {
				x += 8 // eight pixels of paper at once: most of a page
				continue
			}
			if row[x] > thr {
				x++
				continue
			}
			x0 := x
			for x < w && row[x] <= thr {
				x++
			}
			runs = append(runs, run{int32(x0), int32(x), int32(y)})
			parent = append(parent, int32(len(runs)-1))
		}
		for i, j := prev0, start; i < prev1 && j < len(runs); {
			a, c := runs[i], runs[j]
			if c.x0 <= a.x1 && a.x0 <= c.x1 {
				ra, rc := find(int32(i)), find(int32(j))
				if ra < rc {
					parent[rc] = ra
				} else if rc < ra {
					parent[ra] = rc
				}
			}
			if a.x1 < c.x1 {
				i++
			} else {
				j++
			}
		}
		prev0, prev1 = start, len(runs)
	}
	// Each blob's box and pixels, on its first run.
	type box struct{ x0, y0, x1, y1, n int32 } // inclusive
	boxes := make([]box, len(runs))
	for i, r := range runs {
		k := find(int32(i))
		parent[i] = k // every run names its blob from here on
		if int(k) == i {
			boxes[k] = box{r.x0, r.y, r.x1 - 1, r.y, 0}
		}
		bx := &boxes[k]
		bx.x0, bx.x1, bx.y1 = min(bx.x0, r.x0), max(bx.x1, r.x1-1), max(bx.y1, r.y)
		bx.n += r.x1 - r.x0
	}
	type dot struct {
		cx, cy float64
		runs   []int32
	}
	var dots []dot
	at := make(map[int32]int) // blob → its dot
	for i, bx := range boxes {
		k := parent[i]
		if int(k) != i || bx.x1-bx.x0 >= int32(maxDot) || bx.y1-bx.y0 >= int32(maxDot) || bx.n < 2 {
			continue
		}
		// The centre as the mask of a blank border had it (one pixel
		// in); only differences of centres count.
		at[k] = len(dots)
		dots = append(dots, dot{cx: float64(bx.x0+1+bx.x1+1) / 2, cy: float64(bx.y0+1+bx.y1+1) / 2})
	}
	if len(dots) >= minDottedRun {
		for i := range runs {
			if d, ok := at[parent[i]]; ok {
				dots[d].runs = append(dots[d].runs, int32(i))
			}
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
	erase := func(chain []int) {
		for _, k := range chain {
			for _, ri := range dots[k].runs {
				r := runs[ri]
				clear255(pix[int(r.y)*stride+int(r.x0) : int(r.y)*stride+int(r.x1)])
			}
		}
		removed += len(chain)
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

// minDottedRun is the fewest evenly set dots taken for a dotted rule.
const minDottedRun = 8

// clear255 whitens p.
func clear255(p []byte) {
	for i := range p {
		p[i] = 255
	}
}

// inkIn8 reports whether any of the eight pixels packed in x is ink (at
// most thr), a word at a time: a byte is below n = thr+1 when its high
// bit is clear and n is above 128, or when its low seven bits are below
// n's (the classic test of a byte below n, exact for n up to 128).
func inkIn8(x uint64, thr uint8) bool {
	const lo, hi = 0x0101010101010101, 0x8080808080808080
	n := uint64(thr) + 1
	if n <= 128 {
		return (x-lo*n)&^x&hi != 0
	}
	if x&hi != hi {
		return true // a byte below 128
	}
	x &^= hi
	n -= 128
	return (x-lo*n)&^x&hi != 0
}
