package forms

import (
	"math"
	"regexp"
	"strconv"
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
	X       float64
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
func readLines(rows []row, page int, extra []string) []lineVal {
	type numSeen struct {
		n string
		x float64
	}
	var nums []numSeen
	labels := make([][]label, len(rows))
	known := map[string]bool{}
	for _, l := range extra {
		known[l] = true
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
					labels[ri] = append(labels[ri], label{idx: i, line: line, x: t.X0, skip: 1})
					known[line] = true
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
			labels[ri] = append(labels[ri], label{idx: i, line: line, x: t.X0})
			known[line] = true
		}
	}
	var out []lineVal
	have := map[string]bool{}
	captions := map[string]string{}
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
				cur = labels[ri][li].line
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
					out = append(out, lineVal{Line: cur, Value: v, Source: SourceFormField, Page: page, X: t.X0})
					have[cur] = true
				}
				continue
			}
			if isLeader(t.Text) {
				flush()
				continue
			}
			if known[t.Text] && !afterMarker && (prevLeader || gap >= 5 || t.Text == cur && gap >= 3.5) && (i == 0 || !captionStop[norm(r.Toks[i-1].Text)]) && numLabelRe.MatchString(strings.TrimRight(t.Text, "abcdefghijklmnopqrstuvwxyz")) {
				flush()
				cur = t.Text
				afterMarker = true
				continue
			}
			afterMarker = false
			if isAmountTok(t.Text) && (prevLeader || gap >= 6 || !inCaption) {
				flush()
				if cur == "" || have[cur] {
					continue
				}
				v, _ := parseMoney(t.Text)
				out = append(out, lineVal{Line: cur, Value: v, Source: SourceText, Page: page, X: t.X0})
				have[cur] = true
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
	for i := range out {
		out[i].Caption = captions[out[i].Line]
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

func atoiSafe(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}
