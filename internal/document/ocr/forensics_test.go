package ocr

import (
	"image"
	"math"
	"math/rand/v2"
	"sort"
	"testing"
)

// measureRegionSorted is measureRegion as first written, collecting the
// values and sorting them: the reference the histogram version must
// equal exactly, since the forensic thresholds were chosen on it.
func measureRegionSorted(g *image.Gray, in, r image.Rectangle, paper, ink, thr int) wordStats {
	at := func(x, y int) int { return int(g.Pix[g.PixOffset(x, y)]) }
	flat := thr + (paper-thr)/2
	var lap, levels, grads []float64
	for y := in.Min.Y + 1; y < in.Max.Y-1; y++ {
		for x := in.Min.X + 1; x < in.Max.X-1; x++ {
			c, l, rr, u, d := at(x, y), at(x-1, y), at(x+1, y), at(x, y-1), at(x, y+1)
			if min(c, l, rr, u, d) >= flat {
				lap = append(lap, math.Abs(float64(4*c-l-rr-u-d)))
				levels = append(levels, float64(c))
			}
		}
	}
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
			grads = append(grads, math.Abs(float64(rr-l))/2+math.Abs(float64(d-u))/2)
		}
	}
	var s wordStats
	s.phase = -1
	if len(lap) < 100 || len(grads) < 50 || paper-ink < 40 {
		return s
	}
	s.ok = true
	sort.Float64s(lap)
	lap = lap[:len(lap)*98/100]
	var sum float64
	for _, v := range lap {
		sum += v
	}
	s.noise = sum / float64(len(lap)) * math.Sqrt(math.Pi/2) / math.Sqrt(20)
	s.paper = medianFloat(levels)
	sort.Float64s(grads)
	s.sharp = grads[len(grads)*97/100] / float64(paper-ink)
	px, sx := dominantPhase(edgeX, cntX)
	py, sy := dominantPhase(edgeY, cntY)
	if px >= 0 && py >= 0 {
		s.phase, s.grid = py*8+px, math.Min(sx, sy)
	}
	return s
}

// TestMeasureRegionHistogram checks that counting the statistics in
// histograms gives exactly what sorting them gave, on paper of several
// noise levels with and without ink.
func TestMeasureRegionHistogram(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, tc := range []struct {
		name         string
		noise        float64
		ink          bool
		w, h         int
		paper, thr   int
		inkLevel     int
		wantMeasured bool
	}{
		{"clean paper", 1, false, 60, 30, 235, 130, 30, true},
		{"noisy paper", 12, false, 60, 30, 220, 120, 40, true},
		{"paper with ink", 6, true, 80, 24, 230, 128, 20, true},
		{"too small", 4, true, 12, 8, 230, 128, 20, false},
		{"no contrast", 4, false, 60, 30, 200, 180, 170, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := image.NewGray(image.Rect(0, 0, tc.w+8, tc.h+8))
			for y := 0; y < g.Rect.Dy(); y++ {
				for x := 0; x < g.Rect.Dx(); x++ {
					v := float64(tc.paper) + rng.NormFloat64()*tc.noise
					if tc.ink && (x/5)%3 == 0 && y > 6 && y < g.Rect.Dy()-6 {
						v = float64(tc.inkLevel) + rng.NormFloat64()*tc.noise
					}
					g.Pix[y*g.Stride+x] = uint8(max(0, min(255, math.Round(v))))
				}
			}
			in := image.Rect(4, 4, 4+tc.w, 4+tc.h)
			r := in.Inset(-3).Intersect(g.Rect)
			got := measureRegion(g, in, r, tc.paper, tc.inkLevel, tc.thr)
			want := measureRegionSorted(g, in, r, tc.paper, tc.inkLevel, tc.thr)
			if got != want {
				t.Fatalf("histogram %+v, sorted %+v", got, want)
			}
			if got.ok != tc.wantMeasured {
				t.Fatalf("measured %v, want %v", got.ok, tc.wantMeasured)
			}
		})
	}
}
