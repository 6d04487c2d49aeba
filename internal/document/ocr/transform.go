package ocr

import "math"

// Transform is a plane projective transform (row-major 3x3 matrix acting
// on column vectors [x y 1]). Every step between the PDF page and the
// image the engine reads (render scale, image placement, perspective
// correction, quarter turns, deskew, resampling) is one of these, so the
// whole chain composes into one matrix: the image is warped once, and a
// word found in the engine's pixels maps back to the page exactly.
type Transform [9]float64

// Identity is the transform that changes nothing.
func Identity() Transform { return Transform{1, 0, 0, 0, 1, 0, 0, 0, 1} }

// Scale scales x by sx and y by sy.
func Scale(sx, sy float64) Transform { return Transform{sx, 0, 0, 0, sy, 0, 0, 0, 1} }

// Translate moves by (dx, dy).
func Translate(dx, dy float64) Transform { return Transform{1, 0, dx, 0, 1, dy, 0, 0, 1} }

// Rotate turns by deg degrees about (cx, cy). With Y growing downwards a
// positive angle turns clockwise on screen.
func Rotate(deg, cx, cy float64) Transform {
	s, c := math.Sincos(deg * math.Pi / 180)
	// Snap quarter turns so they stay exact.
	if r := math.Round(deg / 90); math.Abs(deg-r*90) < 1e-9 {
		s, c = math.Round(s), math.Round(c)
	}
	r := Transform{c, -s, 0, s, c, 0, 0, 0, 1}
	return Translate(cx, cy).Mul(r).Mul(Translate(-cx, -cy))
}

// Affine is the transform x' = a*x + c*y + e, y' = b*x + d*y + f (the PDF
// matrix order).
func Affine(a, b, c, d, e, f float64) Transform { return Transform{a, c, e, b, d, f, 0, 0, 1} }

// Mul returns t∘u: apply u first, then t.
func (t Transform) Mul(u Transform) Transform {
	var r Transform
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			r[3*i+j] = t[3*i]*u[j] + t[3*i+1]*u[3+j] + t[3*i+2]*u[6+j]
		}
	}
	return r
}

// Apply maps a point.
func (t Transform) Apply(x, y float64) (float64, float64) {
	w := t[6]*x + t[7]*y + t[8]
	if w == 0 {
		w = 1e-12
	}
	return (t[0]*x + t[1]*y + t[2]) / w, (t[3]*x + t[4]*y + t[5]) / w
}

// Inverse returns the inverse transform (the identity if t is singular,
// which no composition of this package produces).
func (t Transform) Inverse() Transform {
	a, b, c, d, e, f, g, h, i := t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7], t[8]
	A, B, C := e*i-f*h, -(d*i - f*g), d*h-e*g
	det := a*A + b*B + c*C
	if math.Abs(det) < 1e-15 {
		return Identity()
	}
	inv := Transform{
		A, -(b*i - c*h), b*f - c*e,
		B, a*i - c*g, -(a*f - c*d),
		C, -(a*h - b*g), a*e - b*d,
	}
	for k := range inv {
		inv[k] /= det
	}
	return inv
}

// IsAffine reports whether the last row is (0 0 1) up to rounding.
func (t Transform) IsAffine() bool {
	return math.Abs(t[6]) < 1e-12 && math.Abs(t[7]) < 1e-12 && math.Abs(t[8]-1) < 1e-12
}

// IsIdentity reports whether t moves no point by more than eps over a
// w×h area.
func (t Transform) IsIdentity(w, h, eps float64) bool {
	for _, p := range [][2]float64{{0, 0}, {w, 0}, {0, h}, {w, h}} {
		x, y := t.Apply(p[0], p[1])
		if math.Abs(x-p[0]) > eps || math.Abs(y-p[1]) > eps {
			return false
		}
	}
	return true
}

// Homography returns the projective transform that maps the four points
// src to dst (in the same order), or false when they are degenerate.
func Homography(src, dst [4][2]float64) (Transform, bool) {
	// Solve the 8x8 system for h11..h32 (h33 = 1).
	var m [8][9]float64
	for i := 0; i < 4; i++ {
		x, y := src[i][0], src[i][1]
		u, v := dst[i][0], dst[i][1]
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
		if math.Abs(m[piv][col]) < 1e-12 {
			return Identity(), false
		}
		m[col], m[piv] = m[piv], m[col]
		for r := 0; r < 8; r++ {
			if r == col {
				continue
			}
			f := m[r][col] / m[col][col]
			for k := col; k < 9; k++ {
				m[r][k] -= f * m[col][k]
			}
		}
	}
	var t Transform
	for i := 0; i < 8; i++ {
		t[i] = m[i][8] / m[i][i]
	}
	t[8] = 1
	return t, true
}
