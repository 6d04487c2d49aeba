package statement

import (
	"math"
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// line is one visual line of a page: words whose vertical extents overlap.
type line struct {
	Page   int
	PageH  float64
	Y0, Y1 float64
	Words  []pdftext.Word
	// Furniture marks a running header or footer (see markFurniture).
	Furniture bool
}

func (l line) text() string {
	parts := make([]string, len(l.Words))
	for i, w := range l.Words {
		parts[i] = w.Text
	}
	return strings.Join(parts, " ")
}

func (l line) height() float64 { return l.Y1 - l.Y0 }

// buildLines groups a page's words into lines, top to bottom, each sorted
// left to right. Words join a line when their vertical centre lies inside
// the line's band, which tolerates mixed font sizes on one baseline.
//
// Watermarks are left out: a word drawn diagonally across the page
// ("SAMPLE", "COPY") has a box many times taller than the page's text, and
// its words must never join a row's description. So are the words of a
// stamp set at an angle over the rows (pdftext.Word.Slanted), when a page
// has two or more such words: a stamp prints several, while one word
// whose glyphs drift (a scan's text layer) is still read.
func buildLines(p pdftext.Page) []line {
	ws := make([]pdftext.Word, 0, len(p.Words))
	median := medianHeight(p.Words)
	limit := 4 * median
	slanted := 0
	for _, w := range p.Words {
		if w.Slanted {
			slanted++
		}
	}
	vertical := verticalRun(p)
	dashes := codeDashes(p, median)
	specks := edgeSpecks(p, median)
	for i, w := range p.Words {
		if strings.TrimSpace(w.Text) != "" && (limit <= 0 || w.Y1-w.Y0 <= limit) && !marginGlyph(p, w, median) && !dashes[i] && !specks[i] && !hiddenMarkup(w, median) && !nullCell(w) && !(w.Slanted && slanted >= 2) && !vertical[i] {
			ws = append(ws, splitLeaders(w)...)
		}
	}
	sort.SliceStable(ws, func(i, j int) bool {
		ci, cj := (ws[i].Y0+ws[i].Y1)/2, (ws[j].Y0+ws[j].Y1)/2
		if math.Abs(ci-cj) > 0.5 {
			return ci < cj
		}
		return ws[i].X0 < ws[j].X0
	})
	var out []line
	// The line's centre is the mean of its words' centres, not the
	// centre of its box: one tall word (a bank's name in a large face
	// beside two stacked lines) would otherwise stretch the box over the
	// next line and draw that line's words into this one, interleaved.
	var sumC []float64
	for _, w := range ws {
		c := (w.Y0 + w.Y1) / 2
		if n := len(out); n > 0 {
			l := &out[n-1]
			lc := sumC[n-1] / float64(len(l.Words))
			h := math.Min(meanHeight(l.Words), w.Y1-w.Y0)
			if math.Abs(c-lc) < 0.45*h {
				l.Words = append(l.Words, w)
				l.Y0 = math.Min(l.Y0, w.Y0)
				l.Y1 = math.Max(l.Y1, w.Y1)
				sumC[n-1] += c
				continue
			}
		}
		out = append(out, line{Page: p.Number, PageH: p.Height, Y0: w.Y0, Y1: w.Y1, Words: []pdftext.Word{w}})
		sumC = append(sumC, c)
	}
	for i := range out {
		sort.SliceStable(out[i].Words, func(a, b int) bool { return out[i].Words[a].X0 < out[i].Words[b].X0 })
		out[i].Words = mergeMoney(joinCents(out[i].Words))
		if p.OCR {
			out[i].Words = joinSpacedCents(out[i].Words)
		}
	}
	return placeholderDots(dropSheetHeadings(out))
}

// isCurrencyCode reports a currency code or symbol printed as a word of
// its own before an amount ("USD 1,234.56", "£ 12.00").
func isCurrencyCode(s string) bool {
	for _, c := range currencyPrefixes {
		if strings.ToUpper(s) == c.sym && c.sym != "$" {
			return true
		}
	}
	return false
}

func meanHeight(ws []pdftext.Word) float64 {
	var t float64
	for _, w := range ws {
		t += w.Y1 - w.Y0
	}
	return t / float64(len(ws))
}

// leaderRe finds dot leaders, the runs of dots that fill a fixed-width
// line between cells ("01/07.......3,375.16 ACH CREDIT"), and a single dot
// joining two capitalised words of a heading ("AMOUNT.TRANSACTION"); the
// latter only in a word that has leaders ("WWW.USAA.COM" stays whole).
var (
	leadersRe = regexp.MustCompile(`\.{2,}`)
	leaderRe  = regexp.MustCompile(`\.{2,}|(?:[A-Z]{3})\.(?:[A-Z]{3})`)
)

// textDots drops from the leader runs ms of s the two dots typed inside
// a reference between a figure and a word ("BY CLG:102143..ETC:1775",
// Indian Overseas Bank's register, field5; the dots were read as a
// leader and the reference cut in two): a leader fills the room between
// two cells, so two dots are one only before a figure or after a word.
func textDots(s string, ms [][]int) [][]int {
	out := ms[:0:0]
	for _, m := range ms {
		if m[1]-m[0] == 2 && s[m[0]] == '.' && m[0] > 0 && m[1] < len(s) && isASCIIDigit(s[m[0]-1]) && isASCIILetter(s[m[1]]) {
			continue
		}
		out = append(out, m)
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

func isASCIIDigit(b byte) bool  { return b >= '0' && b <= '9' }
func isASCIILetter(b byte) bool { return b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z' }

// maskedDotsRe is an account number masked down to its last digits by
// two to four dots ("...7139", "..1680", "(...1652)", "Sav ....5123"),
// which statements and online banking print: the dots are the mask, not
// leaders joining two cells, and the word stays whole.
var maskedDotsRe = regexp.MustCompile(`^\(?\.{2,4}\d{2,}\)?[,.;:]?$`)

// elision reports a word of typed ellipses and full stops only, with at
// least one ellipsis character ('……..' for a name left out: 'PAYMENT TO
// …….. REFERENCE BABE', uk_santander_word): text typed in the row, not a
// leader that fills the space between two cells, which a producer prints
// as full stops.
func elision(s string) bool {
	return strings.Contains(s, "…") && strings.Trim(s, ".…") == ""
}

// truncatedNameRe is a word cut short by three full stops after a
// letter ("SUSHIPOINT...", "CONS...": a payee's name the bank truncated,
// field nl_rabobank_inspire): an ellipsis of the text, not a leader,
// which fills the room between two cells and so has text after it.
var truncatedNameRe = regexp.MustCompile(`^\S*[A-Za-z]\.\.\.$`)

func truncatedName(s string) bool { return truncatedNameRe.MatchString(s) }

// gluedMoneyRe is text run into a dollar amount with no space between.
var gluedMoneyRe = regexp.MustCompile(`^(.{3,}[A-Za-z)])[-+]?\$[\d,]*\d\.\d\d$`)

// splitLeaders cuts a word at its dot leaders into the cells they join,
// and text run into a dollar amount from the amount.
// The text layer has no box per character, so each part's box is its
// share of the word's width by characters: the leaders are printed in a
// fixed-width font, where that share is exact.
func splitLeaders(w pdftext.Word) []pdftext.Word {
	if parts, ok := splitWordFigure(w); ok {
		return parts
	}
	if parts, ok := splitGluedDate(w); ok {
		return parts
	}
	if m := gluedMoneyRe.FindStringSubmatchIndex(w.Text); m != nil {
		// "HEALTH-$3,569.66": a description that ran into its amount.
		n := float64(utf8.RuneCountInString(w.Text))
		cut := w.X0 + (w.X1-w.X0)*float64(utf8.RuneCountInString(w.Text[:m[3]]))/n
		a, b := w, w
		a.Text, a.X1 = w.Text[:m[3]], cut
		b.Text, b.X0 = w.Text[m[3]:], cut
		return []pdftext.Word{a, b}
	}
	if !leadersRe.MatchString(w.Text) || maskedDotsRe.MatchString(w.Text) || elision(w.Text) || truncatedName(w.Text) {
		return []pdftext.Word{w}
	}
	ms := textDots(w.Text, leaderRe.FindAllStringIndex(w.Text, -1))
	if ms == nil {
		return []pdftext.Word{w}
	}
	n := float64(utf8.RuneCountInString(w.Text))
	at := func(i int) float64 { return w.X0 + (w.X1-w.X0)*float64(utf8.RuneCountInString(w.Text[:i]))/n }
	var out []pdftext.Word
	start := 0
	for _, m := range ms {
		cut0, cut1 := m[0], m[1]
		if w.Text[m[0]] != '.' {
			// "NT.TRA": only the dot is the leader.
			cut0, cut1 = m[0]+3, m[0]+4
		}
		if cut0 > start {
			part := w
			part.Text, part.X0, part.X1 = w.Text[start:cut0], at(start), at(cut0)
			out = append(out, part)
		}
		start = cut1
	}
	if start < len(w.Text) {
		part := w
		part.Text, part.X0, part.X1 = w.Text[start:], at(start), w.X1
		out = append(out, part)
	}
	return out
}

// mergeMoney glues tokens that belong to one amount but were printed as
// separate words: "$ 12.00", "- 47.00", "12.00 CR", "12.00 -".
func mergeMoney(ws []pdftext.Word) []pdftext.Word {
	out := ws[:0:0]
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		if n := spaceGrouped(ws, i); n > 0 {
			// "2 795.35": thousands set apart by a space.
			for _, p := range ws[i+1 : i+1+n] {
				w.Text += p.Text
				w.X1 = p.X1
			}
			out = append(out, w)
			i += n
			continue
		}
		if i+1 < len(ws) {
			n := ws[i+1]
			gap := n.X0 - w.X1
			near := gap < 0.6*math.Max(em(w), 6)
			_, nIsAmt := parseAmount(n.Text)
			if near && !nIsAmt && isCurrencyCode(w.Text) {
				// A currency sign makes a whole figure money: "Rs. 2000".
				nIsAmt = intAmountRe.MatchString(n.Text)
			}
			if near && nIsAmt && (w.Text == "$" || w.Text == "-" || w.Text == "-$" || w.Text == "+" || isCurrencyCode(w.Text)) {
				n.Text = w.Text + codeSpace(w.Text) + n.Text
				n.X0 = w.X0
				ws[i+1] = n
				continue
			}
			if !near && accountingSign(ws, i) {
				continue
			}
			up := strings.ToUpper(n.Text)
			if up == "OD" || up == "D" && i+2 == len(ws) {
				// "782.69 OD": an overdrawn balance, a debit balance. So
				// is "343.70 D" ending its line (a UK current account
				// marks an overdrawn balance with a lone D; devblind3
				// uk-business).
				up = "DR"
			}
			// A Cr/Dr mark may sit a full word space from its figure
			// ("50.00 Cr" in a balance column, a gap of 0.6 em); a
			// sign only hugs it.
			// So may a trailing sign that ends its line ("296.00 +",
			// "2,501.99 -": Mid-Missouri's scan prints every amount
			// with its sign after it, a word space apart).
			markNear := (up == "CR" || up == "DR" || up == "-" || up == "+") && gap < math.Max(em(w), 6) && i+2 == len(ws)
			if _, isAmt := parseAmount(w.Text); isAmt && (near || markNear) && (up == "CR" || up == "DR" || up == "-" || up == "+") && !strings.HasSuffix(w.Text, "-") && !strings.HasSuffix(w.Text, "+") {
				w.Text += up
				w.X1 = n.X1
				out = append(out, w)
				i++
				continue
			}
		}
		out = append(out, w)
	}
	return out
}

// Thousands grouped with a space ("2 795.35", "-1 065 000.00": South
// Africa, much of Europe, and French Canada print amounts so).
var (
	groupLeadRe = regexp.MustCompile(`^[-−]?\d{1,3}$`)
	groupMidRe  = regexp.MustCompile(`^\d{3}$`)
	groupLastRe = regexp.MustCompile(`^\d{3}[.,]\d{2}-?$`)
)

// spaceGrouped reports how many words after ws[i] complete an amount
// whose thousands are set apart by single spaces, or 0. The first group
// must open a cell (nothing printed just before it): a number ending a
// description ("UNIT 4 100.00") is not a group.
func spaceGrouped(ws []pdftext.Word, i int) int {
	w := ws[i]
	if !groupLeadRe.MatchString(w.Text) {
		return 0
	}
	if i > 0 && w.X0-ws[i-1].X1 < 1.2*math.Max(em(w), 4) {
		return 0
	}
	space := 0.6 * math.Max(em(w), 4)
	for j := i + 1; j < len(ws); j++ {
		if ws[j].X0-ws[j-1].X1 > space {
			return 0
		}
		switch {
		case groupLastRe.MatchString(ws[j].Text):
			return j - i
		case !groupMidRe.MatchString(ws[j].Text):
			return 0
		}
	}
	return 0
}

// segments splits a line at wide horizontal gaps: the cells of a table or
// the left and right halves of a statement header.
func segments(l line) [][]pdftext.Word { return segmentsGap(l, 1.2) }

// segmentsGap splits where the gap exceeds em times the font size. Table
// headers use a tighter gap than other text: labels are single-spaced
// inside a cell, but bold header cells can sit close together.
func segmentsGap(l line, gapEm float64) [][]pdftext.Word {
	return splitWhere(l.Words, func(prev, w pdftext.Word) bool {
		return w.X0-prev.X1 > math.Max(gapEm*math.Max(em(prev), em(w)), 3)
	})
}

// splitWhere splits a line's words between neighbours where apart says.
func splitWhere(ws []pdftext.Word, apart func(prev, w pdftext.Word) bool) [][]pdftext.Word {
	var out [][]pdftext.Word
	var cur []pdftext.Word
	for i, w := range ws {
		if i > 0 && apart(ws[i-1], w) {
			out = append(out, cur)
			cur = nil
		}
		cur = append(cur, w)
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

func joinWords(ws []pdftext.Word) string {
	parts := make([]string, len(ws))
	for i, w := range ws {
		parts[i] = w.Text
	}
	return strings.Join(parts, " ")
}

// em estimates a word's font size from its loose box (ascent to descent
// is about 1.15 em for common fonts). The reported font size is not used:
// producers such as Chromium scale text with the text matrix, so the
// nominal size can be far from the printed one.
func em(w pdftext.Word) float64 { return (w.Y1 - w.Y0) / 1.15 }

// sameCellGap reports whether w, after prev, is the next word of prev's
// cell: the gap is under three quarters of an em, or under a glyph's
// advance of prev's face. A fixed-width face (Courier) spaces its words
// a whole glyph apart, 0.6 of its size, while its tight glyph boxes make
// the em estimated from their height small: "BILL PAY" in a Type column
// read as the cell "BILL" and a description word "PAY".
func sameCellGap(prev, w pdftext.Word) bool {
	gap := w.X0 - prev.X1
	if gap < 0.75*math.Max(em(w), 4) {
		return true
	}
	n := utf8.RuneCountInString(prev.Text)
	return n >= 3 && gap < 1.05*(prev.X1-prev.X0)/float64(n)
}

// medianHeight is the median box height of a page's words (0 without).
func medianHeight(ws []pdftext.Word) float64 {
	if len(ws) == 0 {
		return 0
	}
	hs := make([]float64, len(ws))
	for i, w := range ws {
		hs[i] = w.Y1 - w.Y0
	}
	sort.Float64s(hs)
	return hs[len(hs)/2]
}
