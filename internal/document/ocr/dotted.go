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
	// The ink as a mask with a blank border, so that a blob's pixels
	// are followed without bounds checks; a pixel is cleared as its blob
	// takes it.
	W := w + 2
	mask := make([]uint8, W*(h+2))
	for y := 0; y < h; y++ {
		row := g.Pix[g.PixOffset(b.Min.X, b.Min.Y+y):][:w]
		m := mask[(y+1)*W+1:][:w]
		t := int(thr)
		for x, v := range row {
			m[x] = uint8(1 + (t-int(v))>>63) // 1 where v <= thr, without a branch
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

// minDottedRun is the fewest evenly set dots taken for a dotted rule.
const minDottedRun = 8
