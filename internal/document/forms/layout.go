package forms

import (
	"math"
	"sort"
	"strings"
	"unicode"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// tok is one item on a page in reading position: a printed word or an
// AcroForm widget standing where its value is shown.
type tok struct {
	Text           string
	X0, Y0, X1, Y1 float64
	Size           float64
	W              *widget // non-nil for a widget
	Disp           string  // printed form when Text is part of a split word; "\x00" hides it
	Slash          bool    // the word followed a slash inside one printed word ("State" of "City/State")
}

func (t tok) cy() float64 { return (t.Y0 + t.Y1) / 2 }
func (t tok) h() float64  { return t.Y1 - t.Y0 }

// box is the token's box, left, top, right, bottom.
func (t tok) box() [4]float64 { return [4]float64{t.X0, t.Y0, t.X1, t.Y1} }

// row is the tokens of one printed line, left to right.
type row struct {
	Y0, Y1 float64
	Toks   []tok
}

// pageToks turns a page's words into tokens, limited to maxWordsPage.
func pageToks(p pdftext.Page) []tok {
	n := min(len(p.Words), maxWordsPage)
	out := make([]tok, 0, n)
	for _, w := range p.Words[:n] {
		if strings.TrimSpace(w.Text) == "" {
			continue
		}
		out = append(out, tok{Text: w.Text, X0: w.X0, Y0: w.Y0, X1: w.X1, Y1: w.Y1, Size: w.FontSize})
	}
	return out
}

// joinCombs joins the characters of a comb field printed one per cell
// ("9 7 - 3 5 8 9 5 9 9" for an EIN): three or more single digits or
// dashes on one line, evenly spaced and close, become one word. Left
// apart, each digit could pass for a line number.
func joinCombs(ts []tok) []tok {
	sorted := append([]tok(nil), ts...)
	sort.SliceStable(sorted, func(i, j int) bool {
		if math.Abs(sorted[i].cy()-sorted[j].cy()) > 1 {
			return sorted[i].cy() < sorted[j].cy()
		}
		return sorted[i].X0 < sorted[j].X0
	})
	single := func(t tok) bool {
		return len(t.Text) == 1 && (t.Text[0] >= '0' && t.Text[0] <= '9' || t.Text[0] == '-')
	}
	var out []tok
	for i := 0; i < len(sorted); {
		j := i + 1
		for j < len(sorted) && single(sorted[i]) && single(sorted[j]) && math.Abs(sorted[j].cy()-sorted[j-1].cy()) <= 1 {
			// Comb cells: the characters are centred at an even pitch.
			pitch := (sorted[j].X0 + sorted[j].X1 - sorted[j-1].X0 - sorted[j-1].X1) / 2
			if gap := sorted[j].X0 - sorted[j-1].X1; gap < 2 || pitch > 20 {
				break
			}
			if j-i >= 2 {
				prev := (sorted[j-1].X0 + sorted[j-1].X1 - sorted[j-2].X0 - sorted[j-2].X1) / 2
				if math.Abs(pitch-prev) > 2.5 {
					break
				}
			}
			j++
		}
		if j-i >= 3 {
			t := sorted[i]
			var b strings.Builder
			for _, x := range sorted[i:j] {
				b.WriteString(x.Text)
			}
			t.Text, t.X1 = b.String(), sorted[j-1].X1
			out = append(out, t)
			i = j
			continue
		}
		out = append(out, sorted[i])
		i++
	}
	return out
}

// splitSlashes splits "City/State/Zip" into three words so labels written
// with slashes match their synonyms; "1/2/2020" (digits) stays whole.
func splitSlashes(ts []tok) []tok {
	var out []tok
	for _, t := range ts {
		if t.W != nil || t.Text == "/" || !strings.Contains(t.Text, "/") || strings.IndexFunc(t.Text, unicode.IsDigit) >= 0 || strings.Contains(t.Text, "://") {
			out = append(out, t)
			continue
		}
		parts := strings.Split(t.Text, "/")
		w := (t.X1 - t.X0) / float64(len(t.Text))
		x := t.X0
		disp := t.Text
		for _, p := range parts {
			if p != "" {
				out = append(out, tok{Text: p, X0: x, X1: x + w*float64(len(p)), Y0: t.Y0, Y1: t.Y1, Size: t.Size, Disp: disp, Slash: disp == "\x00"})
				disp = "\x00"
			}
			x += w * float64(len(p)+1)
		}
	}
	return out
}

// groupRows groups tokens into rows: a token joins a row when its vertical
// centre lies within the row's band. Widgets join the row whose band holds
// their centre; a widget that meets no word row forms its own row.
func groupRows(words []tok, ws []tok) []row {
	sort.SliceStable(words, func(i, j int) bool { return words[i].cy() < words[j].cy() })
	// A row's band is that of its first word of ordinary height: titles
	// (tall) would swallow the rows beside them, and the single letters of
	// rotated side text (short) would split a row in two.
	hs := make([]float64, 0, len(words))
	for _, t := range words {
		hs = append(hs, t.h())
	}
	sort.Float64s(hs)
	hMed := 10.0
	if len(hs) > 0 {
		hMed = hs[len(hs)/2]
	}
	ordinary := func(t tok) bool { return t.h() >= 0.7*hMed && t.h() <= 1.6*hMed }
	var rows []row
	var band tok
	bandOK := false
	for _, t := range words {
		if n := len(rows); n > 0 {
			r := &rows[n-1]
			if t.cy() >= band.Y0-0.5 && t.cy() <= band.Y1+0.5 {
				r.Toks = append(r.Toks, t)
				r.Y0, r.Y1 = math.Min(r.Y0, t.Y0), math.Max(r.Y1, t.Y1)
				if !bandOK && ordinary(t) {
					band, bandOK = t, true
				}
				continue
			}
		}
		rows = append(rows, row{Y0: t.Y0, Y1: t.Y1, Toks: []tok{t}})
		band, bandOK = t, ordinary(t)
	}
	for _, w := range ws {
		// The row that overlaps the widget most: rotated side text forms
		// thin rows of single letters that must not take the box.
		best, bestO := -1, 0.0
		for i, r := range rows {
			c := (r.Y0 + r.Y1) / 2
			if c < w.Y0-0.5 || c > w.Y1+0.5 {
				continue
			}
			o := math.Min(w.Y1, r.Y1) - math.Max(w.Y0, r.Y0)
			if o > bestO || o == bestO && best >= 0 && len(r.Toks) > len(rows[best].Toks) {
				best, bestO = i, o
			}
		}
		if best < 0 {
			rows = append(rows, row{Y0: w.Y0, Y1: w.Y1, Toks: []tok{w}})
			continue
		}
		rows[best].Toks = append(rows[best].Toks, w)
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].Y0 < rows[j].Y0 })
	for i := range rows {
		sort.SliceStable(rows[i].Toks, func(a, b int) bool { return rows[i].Toks[a].X0 < rows[i].Toks[b].X0 })
	}
	return rows
}

func widgetToks(ws []widget, page int) []tok {
	var out []tok
	for i := range ws {
		w := &ws[i]
		if w.Page != page {
			continue
		}
		out = append(out, tok{Text: w.Value, X0: w.X0, Y0: w.Y0, X1: w.X1, Y1: w.Y1, W: w})
	}
	return out
}

// joinWords joins the words of a value, without a space where the gap is
// much narrower than a space: some printers split a word ("E lectric").
func joinWords(ts []tok) string {
	var b strings.Builder
	for i, t := range ts {
		if i > 0 && t.X0-ts[i-1].X1 >= 0.12*math.Max(t.h(), 1) {
			b.WriteByte(' ')
		}
		if t.Disp != "" && t.Disp != "\x00" {
			b.WriteString(t.Disp)
		} else if t.Disp == "" {
			b.WriteString(t.Text)
		}
	}
	return strings.TrimSpace(b.String())
}

// isLeader reports a dot leader ("." or ". . .").
func isLeader(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r != '.' && r != ' ' && r != '…' {
			return false
		}
	}
	return true
}

// norm lowercases a word and strips the punctuation around it, keeping %
// and # which carry meaning in labels ("Ownership %", "SSN #").
func norm(s string) string {
	s = strings.ToLower(s)
	s = strings.Map(func(r rune) rune {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '%' || r == '#':
			return r
		case r == '&':
			return '&'
		}
		return -1
	}, s)
	if s == "&" {
		return "and"
	}
	return s
}

// pageText is the page's words joined in reading order, lowercased.
func pageText(p pdftext.Page) string {
	rows := groupRows(pageToks(p), nil)
	var b strings.Builder
	for _, r := range rows {
		for _, t := range r.Toks {
			b.WriteString(strings.ToLower(t.Text))
			b.WriteByte(' ')
		}
		b.WriteByte('\n')
	}
	s := b.String()
	return strings.NewReplacer("’", "'", "‘", "'", "“", "\"", "”", "\"", "–", "-", "—", "-").Replace(s)
}
