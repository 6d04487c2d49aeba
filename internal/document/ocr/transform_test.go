package ocr

import (
	"math"
	"testing"
)

func near(a, b, eps float64) bool { return math.Abs(a-b) <= eps }

func TestTransform(t *testing.T) {
	tests := []struct {
		name         string
		tr           Transform
		x, y, wx, wy float64
	}{
		{"identity", Identity(), 3, 4, 3, 4},
		{"scale", Scale(2, 3), 3, 4, 6, 12},
		{"translate", Translate(-1, 5), 3, 4, 2, 9},
		// y grows downwards: +90 turns (1,0) to (0,1), clockwise on screen.
		{"quarter turn", Rotate(90, 0, 0), 1, 0, 0, 1},
		{"half turn about a centre", Rotate(180, 10, 10), 0, 0, 20, 20},
		{"pdf matrix", Affine(2, 0, 0, 3, 10, 20), 1, 1, 12, 23},
		{"composition applies the right factor first", Translate(1, 0).Mul(Scale(2, 2)), 3, 3, 7, 6},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			x, y := tt.tr.Apply(tt.x, tt.y)
			if !near(x, tt.wx, 1e-9) || !near(y, tt.wy, 1e-9) {
				t.Errorf("Apply(%v,%v) = %v,%v, want %v,%v", tt.x, tt.y, x, y, tt.wx, tt.wy)
			}
			bx, by := tt.tr.Inverse().Apply(x, y)
			if !near(bx, tt.x, 1e-9) || !near(by, tt.y, 1e-9) {
				t.Errorf("Inverse round trip = %v,%v", bx, by)
			}
		})
	}
	if r := Rotate(90, 0, 0); r[0] != 0 || r[1] != -1 || r[3] != 1 || r[4] != 0 {
		t.Errorf("quarter turn not exact: %v", r)
	}
	if !Identity().IsIdentity(100, 100, 1e-9) || Rotate(0.5, 50, 50).IsIdentity(100, 100, 0.1) {
		t.Error("IsIdentity")
	}
}

func TestHomography(t *testing.T) {
	src := [4][2]float64{{0, 0}, {100, 0}, {100, 200}, {0, 200}}
	dst := [4][2]float64{{10, 12}, {95, 5}, {110, 190}, {-3, 210}}
	h, ok := Homography(src, dst)
	if !ok || h.IsAffine() {
		t.Fatalf("homography %v ok %v", h, ok)
	}
	for i := range src {
		x, y := h.Apply(src[i][0], src[i][1])
		if !near(x, dst[i][0], 1e-6) || !near(y, dst[i][1], 1e-6) {
			t.Errorf("corner %d → %v,%v, want %v", i, x, y, dst[i])
		}
	}
	if _, ok := Homography(src, [4][2]float64{{0, 0}, {0, 0}, {0, 0}, {0, 0}}); ok {
		t.Error("degenerate target accepted")
	}
}
