package forms

import (
	"image"
	"image/color"
	"testing"
)

// drawnOptions draws a row of entity options as a scan shows them: a
// 9-point box, then the option's words, ticked where tick says, and
// returns the page image and the OCR'd row (the words only: the engine
// reads no tick and, here, no box).
func drawnOptions(labels []string, tick map[int]string) (*image.Gray, float64, row) {
	const scale = 150.0 / 72
	img := image.NewGray(image.Rect(0, 0, int(612*scale), int(120*scale)))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	ink := func(x, y float64) { img.SetGray(int(x*scale), int(y*scale), color.Gray{0}) }
	r := row{Y0: 50, Y1: 60}
	x := 40.0
	for i, l := range labels {
		// The box: 9 points square, a 0.7-point rule.
		for d := 0.0; d <= 9; d += 0.2 {
			for w := 0.0; w < 0.7; w += 0.2 {
				ink(x+d, 50.5+w)
				ink(x+d, 59.5-w)
				ink(x+w, 50.5+d)
				ink(x+9-w, 50.5+d)
			}
		}
		switch tick[i] {
		case "check": // a ZapfDingbats tick: a short and a long stroke
			for d := 0.0; d <= 6; d += 0.1 {
				for w := 0.0; w < 1.2; w += 0.2 {
					if d <= 2 {
						ink(x+1.8+d+w, 54+d)
					}
					ink(x+3.8+d*0.7+w, 57-d)
				}
			}
		case "x":
			for d := 0.0; d <= 6; d += 0.1 {
				for w := 0.0; w < 1; w += 0.2 {
					ink(x+1.5+d+w, 52+d)
					ink(x+7.5-d-w, 52+d)
				}
			}
		case "speck":
			ink(x+4, 55)
		}
		x += 13
		for _, word := range splitWords(l) {
			w := 5.5 * float64(len(word))
			r.Toks = append(r.Toks, tok{Text: word, X0: x, Y0: 51, X1: x + w, Y1: 59})
			x += w + 3
		}
		x += 20
	}
	return img, scale, r
}

func splitWords(s string) []string {
	var out []string
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ' ' {
			if i > start {
				out = append(out, s[start:i])
			}
			start = i + 1
		}
	}
	return out
}

// TestInkedEntity: a filled form's tick the engine dropped is read from
// the box's ink; empty boxes, a speck, or two ticks read nothing.
func TestInkedEntity(t *testing.T) {
	opts := []string{"LLC", "Corporation", "S-Corp", "Partnership", "Sole Proprietor"}
	for _, tc := range []struct {
		name string
		tick map[int]string
		want string
	}{
		{"tick on LLC", map[int]string{0: "check"}, "llc"},
		{"tick on S-Corp", map[int]string{2: "check"}, "s_corp"},
		{"cross on Sole Proprietor", map[int]string{4: "x"}, "sole_proprietorship"},
		{"all empty", nil, ""},
		{"a speck in a box", map[int]string{1: "speck"}, ""},
		{"two ticked", map[int]string{1: "check", 3: "check"}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			img, scale, r := drawnOptions(opts, tc.tick)
			got := ""
			if rs := inkedEntity(img, scale, []row{r}, nil, 1); len(rs) == 1 {
				got = rs[0].Value.(string)
				if rs[0].Source != SourceOCR || rs[0].Confidence >= 0.75 {
					t.Errorf("source %q confidence %v: want ocr below the printed mark's 0.75", rs[0].Source, rs[0].Confidence)
				}
			}
			if got != tc.want {
				t.Errorf("entity %q, want %q", got, tc.want)
			}
		})
	}
}
