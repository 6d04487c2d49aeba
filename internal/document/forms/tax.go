package forms

import (
	"fmt"
	"math"
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// lineVal is the value found for one line number on a page.
type lineVal struct {
	Line    string
	Caption string // caption words as printed after the line's label
	Value   float64
	Source  string
	Page    int
	// Box is where the amount was printed (page points), for reading
	// its cell again on a scan; zero for a widget's value.
	Box [4]float64
}

var (
	numLabelRe    = regexp.MustCompile(`^([1-9]\d?)([a-z])?$`)
	letterLabelRe = regexp.MustCompile(`^[a-z]$`)
)

// captionStop are words after which a number is part of a caption
// ("lines 3 through 5"), not a line label.
var captionStop = map[string]bool{"line": true, "lines": true, "through": true, "and": true, "form": true, "part": true, "schedule": true, "box": true, "to": true, "from": true, "of": true, "see": true, "on": true}

// label is a printed line label found on a row.
type label struct {
	key     string // the occurrence: line number and its count on the page
	skip    int    // tokens after the label that belong to it (a set-apart letter)
	idx     int    // token index in the row
	line    string // full line number ("1b")
	caption []string
	x       float64
}

// isLabelAt reports whether row token i starts a numbered line: a line
// number or sub-letter set apart from what precedes it and followed by a
// caption word.
func isLabelAt(r row, i int) (num bool, ok bool) {
	t := r.Toks[i]
	if t.W != nil || i+1 >= len(r.Toks) {
		return false, false
	}
	next := r.Toks[i+1]
	if next.W != nil || next.X0-t.X1 > 48 {
		return false, false
	}
	if numLabelRe.MatchString(t.Text) && len(next.Text) == 1 && next.Text[0] >= 'a' && next.Text[0] <= 'z' && next.X0-t.X1 < 2 && i+2 < len(r.Toks) {
		next = r.Toks[i+2] // "27" "a" "Other …": the letter was set apart
	}
	first, _ := utf8.DecodeRuneInString(next.Text)
	if !unicode.IsLetter(first) {
		return false, false
	}
	if i > 0 {
		prev := r.Toks[i-1]
		gap := t.X0 - prev.X1
		if prev.W == nil && (gap < 4 || gap < 12 && captionStop[norm(prev.Text)]) {
			return false, false
		}
	}
	switch {
	case numLabelRe.MatchString(t.Text):
		return true, true
	case letterLabelRe.MatchString(t.Text) && unicode.IsUpper(first):
		return false, true
	}
	return false, false
}

// readLines reads the numbered lines of one page: labels with their
// captions, the markers repeated before the amount boxes, and the amounts
// (printed words or widget values) that follow them.
// attachAmounts moves a row made only of amounts into the row just above
// or below it that holds words left of the amounts: a printed value can sit
// a few points off the caption's line when the box is taller than the text.
func attachAmounts(rows []row) []row {
	onlyAmounts := func(r row) bool {
		for _, t := range r.Toks {
			if t.W != nil || !isAmountTok(t.Text) {
				return false
			}
		}
		return len(r.Toks) > 0
	}
	out := make([]row, 0, len(rows))
	for i := 0; i < len(rows); i++ {
		r := rows[i]
		if !onlyAmounts(r) {
			out = append(out, r)
			continue
		}
		cy := (r.Y0 + r.Y1) / 2
		best, bestD := -1, 7.0
		for _, j := range []int{len(out) - 1, i + 1} {
			var c row
			switch {
			case j == len(out)-1 && j >= 0:
				c = out[j]
			case j == i+1 && j < len(rows):
				c = rows[j]
			default:
				continue
			}
			if len(c.Toks) == 0 || onlyAmounts(c) || c.Toks[0].X0 >= r.Toks[0].X0 {
				continue
			}
			if d := math.Abs((c.Y0+c.Y1)/2 - cy); d < bestD {
				best, bestD = j, d
			}
		}
		switch {
		case best < 0:
			out = append(out, r)
		case best == len(out)-1:
			out[best].Toks = mergeByX(out[best].Toks, r.Toks)
		default:
			rows[best].Toks = mergeByX(rows[best].Toks, r.Toks)
		}
	}
	return out
}

func mergeByX(a, b []tok) []tok {
	m := append(append([]tok(nil), a...), b...)
	sort.SliceStable(m, func(i, j int) bool { return m[i].X0 < m[j].X0 })
	return m
}

func readLines(rows []row, page int, extra []string) []lineVal {
	rows = attachAmounts(rows)
	type numSeen struct {
		n string
		x float64
	}
	var nums []numSeen
	labels := make([][]label, len(rows))
	known := map[string]bool{}
	given := map[string]bool{} // lines the caller knows without a label
	for _, l := range extra {
		known[l] = true
		given[l] = true
	}
	// A marker stands on its label's row or on the few rows its caption
	// wraps over; elsewhere the same number is not a marker.
	// Each label occurrence is its own key ("1a#0" in the 1120 header's
	// "Check if: 1a Consolidated return", "1a#1" for gross receipts), so a
	// value and a caption never mix between two lines of the same number.
	occRows := map[string][]int{}
	occKey := func(line string, ri int) (string, bool) {
		rs, ok := occRows[line]
		if !ok {
			return line + "#b", true // a line printed without a label (1065 16c)
		}
		for k := len(rs) - 1; k >= 0; k-- {
			if rs[k] <= ri {
				if ri-rs[k] <= 4 {
					return fmt.Sprintf("%s#%d", line, k), true
				}
				break
			}
		}
		if given[line] {
			// A line the caller knows (every line, on a scan) whose label
			// was misread here ("ta." for 1a) but read elsewhere on the
			// page: its marker still names it.
			return line + "#b", true
		}
		return "", false
	}
	for ri, r := range rows {
		for i := range r.Toks {
			num, ok := isLabelAt(r, i)
			if !ok {
				continue
			}
			t := r.Toks[i]
			line := t.Text
			if num {
				m := numLabelRe.FindStringSubmatch(t.Text)
				nums = append(nums, numSeen{m[1], t.X0})
				if m[2] == "" && i+1 < len(r.Toks) && len(r.Toks[i+1].Text) == 1 && r.Toks[i+1].X0-t.X1 < 2 && r.Toks[i+1].Text[0] >= 'a' && r.Toks[i+1].Text[0] <= 'z' {
					line += r.Toks[i+1].Text
					labels[ri] = append(labels[ri], label{idx: i, line: line, x: t.X0, skip: 1, key: fmt.Sprintf("%s#%d", line, len(occRows[line]))})
					known[line] = true
					occRows[line] = append(occRows[line], ri)
					continue
				}
			} else {
				// The numbered line above in the same column ("16" over
				// "a Mortgage"), else a numbered label to the left on the
				// same row ("1a ... b ... c" on one row).
				parent := ""
				for k := len(nums) - 1; k >= 0 && k >= len(nums)-40; k-- {
					if math.Abs(nums[k].x-t.X0) <= 40 {
						parent = nums[k].n
						break
					}
				}
				if parent == "" {
					for _, l := range labels[ri] {
						if m := numLabelRe.FindStringSubmatch(l.line); m != nil {
							parent = m[1]
						}
					}
				}
				if parent == "" {
					continue
				}
				line = parent + t.Text
			}
			labels[ri] = append(labels[ri], label{idx: i, line: line, x: t.X0, key: fmt.Sprintf("%s#%d", line, len(occRows[line]))})
			known[line] = true
			occRows[line] = append(occRows[line], ri)
		}
	}
	var out []lineVal
	have := map[string]bool{}
	captions := map[string]string{}
	markers := map[string]tok{} // where each line's marker stands
	used := map[[2]int]bool{}   // printed amounts already given to a line
	at := map[string]int{}      // where each line's printed amount is in out
	byMarker := map[string]bool{}
	for ri, r := range rows {
		isLabel := map[int]int{}
		skip := map[int]bool{}
		for li, l := range labels[ri] {
			isLabel[l.idx] = li
			for k := 1; k <= l.skip; k++ {
				skip[l.idx+k] = true
			}
		}
		cur := ""
		inCaption := false
		afterMarker := false // a number right after a marker is its amount
		var capWords []string
		flush := func() {
			if cur != "" && len(capWords) > 0 {
				captions[cur] = strings.Join(capWords, " ")
			}
			capWords = nil
			inCaption = false
		}
		for i, t := range r.Toks {
			if skip[i] {
				continue
			}
			if li, ok := isLabel[i]; ok {
				afterMarker = false
				flush()
				cur = labels[ri][li].key
				inCaption = true
				capWords = []string{}
				continue
			}
			gap := 100.0
			prevLeader := false
			if i > 0 {
				gap = t.X0 - r.Toks[i-1].X1
				prevLeader = r.Toks[i-1].W == nil && isLeader(r.Toks[i-1].Text)
			}
			if t.W != nil {
				flush()
				if t.W.Check || t.Text == "" || cur == "" || have[cur] {
					continue
				}
				if v, ok := parseMoney(t.Text); ok {
					out = append(out, lineVal{Line: cur, Value: v, Source: SourceFormField, Page: page})
					have[cur] = true
				}
				continue
			}
			if isLeader(t.Text) {
				flush()
				continue
			}
			mk, near := occKey(t.Text, ri)
			if known[t.Text] && !afterMarker && near && (prevLeader || gap >= 5 || mk == cur && gap >= 3.5) && (i == 0 || gap >= 12 || !captionStop[norm(r.Toks[i-1].Text)]) && numLabelRe.MatchString(strings.TrimRight(t.Text, "abcdefghijklmnopqrstuvwxyz")) {
				flush()
				cur = mk
				afterMarker = true
				if _, seen := markers[cur]; !seen {
					markers[cur] = t
				}
				continue
			}
			wasMarker := afterMarker
			afterMarker = false
			if isAmountTok(t.Text) && (prevLeader || gap >= 6 || !inCaption) {
				flush()
				if cur == "" {
					continue
				}
				v, _ := parseMoney(t.Text)
				if have[cur] {
					// The amount after the line's marker is the line's:
					// a number read earlier in the caption's leader (a
					// scan's dots read as "22.226.") was not.
					if k, ok := at[cur]; ok && wasMarker && !byMarker[cur] {
						out[k].Value = v
						out[k].Box = t.box()
						byMarker[cur] = true
						used[[2]int{ri, i}] = true
					}
					continue
				}
				at[cur] = len(out)
				byMarker[cur] = wasMarker
				out = append(out, lineVal{Line: cur, Value: v, Source: SourceText, Page: page, Box: t.box()})
				have[cur] = true
				used[[2]int{ri, i}] = true
				continue
			}
			if inCaption {
				if gap > 14 && len(capWords) > 0 {
					flush()
					continue
				}
				capWords = append(capWords, t.Text)
			}
		}
		flush()
	}
	// A printed amount set a little above or below its marker's row (a box
	// taller than the caption, columns whose lines do not align) is the
	// nearest unclaimed amount right of the marker at its height.
	lines := make([]string, 0, len(markers))
	for l := range markers {
		lines = append(lines, l)
	}
	sort.Strings(lines)
	hasWidgets := false
	for _, r := range rows {
		for _, t := range r.Toks {
			hasWidgets = hasWidgets || t.W != nil
		}
	}
	for _, l := range lines {
		m := markers[l]
		if have[l] || hasWidgets {
			continue // a filled form's empty box is an empty line
		}
		best, bestDX := [2]int{-1, -1}, 130.0
		for ri, r := range rows {
			for i, t := range r.Toks {
				if t.W != nil || used[[2]int{ri, i}] || known[t.Text] || math.Abs(t.cy()-m.cy()) > 4 || !isAmountTok(t.Text) {
					continue
				}
				if dx := t.X0 - m.X1; dx >= 3 && dx < bestDX {
					best, bestDX = [2]int{ri, i}, dx
				}
			}
		}
		if best[0] < 0 {
			continue
		}
		t := rows[best[0]].Toks[best[1]]
		v, _ := parseMoney(t.Text)
		used[best] = true
		have[l] = true
		out = append(out, lineVal{Line: l, Value: v, Source: SourceText, Page: page, Box: t.box()})
	}
	for i := range out {
		key := out[i].Line
		out[i].Caption = captions[key]
		out[i].Line = key[:strings.IndexByte(key, '#')]
	}
	// Lines with a caption but no value keep their caption for mapping
	// (nothing to return); a caption-less value (1065 line 16c) maps by
	// its line number.
	return out
}

// captionOf strips trailing punctuation of a printed caption for the label.
func captionOf(s string) string {
	return strings.TrimSpace(strings.TrimRight(s, " :"))
}
