package forms

import (
	"math"
	"sort"
	"strings"
	"unicode"

	"github.com/docanalysis/service/internal/pdftext"
)

// tok is one item on a page in reading position: a printed word or an
// AcroForm widget standing where its value is shown.
type tok struct {
	Text           string
	X0, Y0, X1, Y1 float64
	Size           float64
	W              *widget // non-nil for a widget
	Disp           string  // printed form when Text is part of a split word; "\x00" hides it
}

func (t tok) cy() float64 { return (t.Y0 + t.Y1) / 2 }
func (t tok) h() float64  { return t.Y1 - t.Y0 }

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
				out = append(out, tok{Text: p, X0: x, X1: x + w*float64(len(p)), Y0: t.Y0, Y1: t.Y1, Size: t.Size, Disp: disp})
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
	var rows []row
	var seed tok // the first token of the current row sets its band
	for _, t := range words {
		if n := len(rows); n > 0 {
			r := &rows[n-1]
			if t.cy() >= seed.Y0-0.5 && t.cy() <= seed.Y1+0.5 {
				r.Toks = append(r.Toks, t)
				r.Y0, r.Y1 = math.Min(r.Y0, t.Y0), math.Max(r.Y1, t.Y1)
				continue
			}
		}
		rows = append(rows, row{Y0: t.Y0, Y1: t.Y1, Toks: []tok{t}})
		seed = t
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
