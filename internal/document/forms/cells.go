package forms

import (
	"math"
	"strings"
)

// span is a run of words on one row: a printed label.
type span struct {
	Row            int
	From, To       int // token indexes, inclusive
	X0, Y0, X1, Y1 float64
	Text           string // the words as printed
}

// findPhrase finds the rows where the normalised words of phrase appear
// in sequence, each word following the last within a word gap.
func findPhrase(rows []row, phrase []string) []span {
	var out []span
	for ri, r := range rows {
		for i := 0; i+len(phrase) <= len(r.Toks); i++ {
			if sp, ok := matchAt(r, ri, i, phrase); ok {
				out = append(out, sp)
			}
		}
	}
	return out
}

func matchAt(r row, ri, i int, phrase []string) (span, bool) {
	var words []string
	k := i
	for _, p := range phrase {
		for k < len(r.Toks) && r.Toks[k].W == nil && norm(r.Toks[k].Text) == "" && len(words) > 0 {
			k++ // punctuation-only words inside a label ("Ownership %" keeps %)
		}
		if k >= len(r.Toks) {
			return span{}, false
		}
		t := r.Toks[k]
		if t.W != nil || norm(t.Text) != p {
			return span{}, false
		}
		if k > i && t.X0-r.Toks[k-1].X1 > math.Max(6, 0.9*t.h()) {
			return span{}, false
		}
		switch t.Disp {
		case "":
			words = append(words, t.Text)
		case "\x00":
		default:
			words = append(words, t.Disp)
		}
		k++
	}
	last := r.Toks[k-1]
	return span{Row: ri, From: i, To: k - 1, X0: r.Toks[i].X0, Y0: r.Toks[i].Y0, X1: last.X1, Y1: last.Y1, Text: strings.Join(words, " ")}, true
}

// cellValue finds the value of a label printed in a box: in the widget
// below the label or right of it (filled form), else in the words below it
// or right of it (printed form). stopX bounds the cell on the right.
func cellValue(rows []row, ws []tok, lab span, stopX float64) (val string, src string, box [4]float64, found bool) {
	var best *tok
	bestScore := math.MaxFloat64
	for i := range ws {
		w := ws[i]
		if w.W.Check {
			continue
		}
		var score float64
		switch {
		case w.Y0 >= lab.Y0+1 && w.Y0-lab.Y1 <= 16 && (w.X0 >= lab.X0-14 || w.X1 > lab.X1) && w.X0 < stopX:
			score = (w.Y0 - lab.Y1) + 0.05*math.Abs(w.X0-lab.X0)
		case math.Min(w.Y1, lab.Y1)-math.Max(w.Y0, lab.Y0) > 0.3*(lab.Y1-lab.Y0) && w.X0 >= lab.X1-2 && w.X0-lab.X1 <= 240 && w.X0 < stopX:
			score = 0.5 * (w.X0 - lab.X1)
		default:
			continue
		}
		if score < bestScore {
			bestScore, best = score, &ws[i]
		}
	}
	if best != nil {
		v := strings.TrimSpace(best.W.Value)
		return v, SourceFormField, box, v != ""
	}
	// Printed value: right of the label on its row first, else the row below.
	r := rows[lab.Row]
	var words []tok
	lastX := lab.X1
	for k := lab.To + 1; k < len(r.Toks); k++ {
		t := r.Toks[k]
		if t.W != nil || t.X0 >= stopX {
			break
		}
		if len(words) == 0 && t.X0-lastX > 240 {
			break
		}
		if len(words) > 0 && t.X0-lastX > 16 {
			break
		}
		if len(words) == 0 && isInstruction(t.Text) {
			lastX = t.X1
			continue
		}
		words = append(words, t)
		lastX = t.X1
	}
	if len(words) > 0 {
		return joinWords(words), SourceText, wordsBox(words), true
	}
	limit := 16.0
	for ri := lab.Row + 1; ri < len(rows) && ri <= lab.Row+3; ri++ {
		below := rows[ri]
		if below.Y0 < lab.Y1-1 {
			continue
		}
		if below.Y0-lab.Y1 > limit {
			break
		}
		lastX = -1
		note := false
		for _, t := range below.Toks {
			if t.W == nil && isInstruction(t.Text) && t.X0 >= lab.X0-30 && t.X0 < stopX {
				note = true
			}
			if t.W != nil || t.X0 < lab.X0-30 || t.X0 >= stopX {
				continue
			}
			if (t.Text == "$" || isInstruction(t.Text)) && len(words) == 0 {
				continue // "$ 1,234" at both ends of a box; "(see instructions)" under a label
			}
			if lastX >= 0 && t.X0-lastX > 16 {
				break
			}
			words = append(words, t)
			lastX = t.X1
		}
		if len(words) > 0 {
			return joinWords(words), SourceText, wordsBox(words), true
		}
		if note {
			limit += below.Y1 - below.Y0 // the label's "(see instructions)" line
		}
	}
	return "", "", box, false
}

// wordsBox is the box around ts.
func wordsBox(ts []tok) [4]float64 {
	b := ts[0].box()
	for _, t := range ts[1:] {
		b = [4]float64{math.Min(b[0], t.X0), math.Min(b[1], t.Y0), math.Max(b[2], t.X1), math.Max(b[3], t.Y1)}
	}
	return b
}

// isInstruction reports the words of a "(see instructions)" note that
// some forms print under a label, inside the value's box.
func isInstruction(s string) bool {
	switch strings.ToLower(s) {
	case "(see", "instructions)", "instr.)", "(see instructions)":
		return true
	}
	return false
}

// nextLabelX is where the next cell on the label's row starts: the first
// word right of the label after a wide gap.
func nextLabelX(rows []row, lab span, pageW float64) float64 {
	r := rows[lab.Row]
	last := lab.X1
	for k := lab.To + 1; k < len(r.Toks); k++ {
		t := r.Toks[k]
		if t.W != nil {
			continue
		}
		if t.X0-last > 20 {
			return t.X0 - 4
		}
		last = t.X1
	}
	return pageW
}
