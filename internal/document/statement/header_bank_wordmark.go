package statement

import (
	"math"
	"regexp"
	"strings"
)

// logoRepeats reports whether a logo line set above the bank's name is
// only the name's own brand again: a wordmark "TRUVANT" over the legal
// name "Truvant Bank" is one name, not "TRUVANT Truvant Bank".
func logoRepeats(top, name string) bool {
	tw, nw := strings.Fields(top), strings.Fields(name)
	if len(tw) == 0 || len(tw) >= len(nw) {
		return false
	}
	for i, w := range tw {
		if !strings.EqualFold(trimPunct(w), trimPunct(nw[i])) {
			return false
		}
	}
	return true
}

// logoLeft is the brand of a name printed as a wordmark in large type
// followed, on the same baseline, by the institution's kind in smaller
// type ("Anchorline" + "Federal Credit Union", "NORTHWIND" + "Community
// Bank"). The two sizes put the words on different lines, so the name
// segment segs[i] alone would read as the bare kind. The wordmark is the
// segment ending just left of it (within one and a half line heights),
// in print at least as large, whose bottom sits on the name's baseline,
// of one or two capitalised words with no digit, no bank word and no
// title. Otherwise "".
func logoLeft(segs []hseg, i int, skip map[segKey]bool) string {
	s := segs[i]
	h := s.height()
	for j, t := range segs {
		if j == i || t.line == s.line || skip[segKey{t.line, t.x0}] {
			continue
		}
		if gap := s.x0 - t.x1; gap < -1 || gap > 1.5*h {
			continue
		}
		if t.y0 > s.y0 || math.Abs(t.y1-s.y1) > 0.35*t.height() || t.size+0.25 < s.size {
			continue
		}
		if !brandWords(t.text) {
			return ""
		}
		return t.text
	}
	return ""
}

// kindWordRe are the words of an institution's kind as a logo sets them
// under its brand: "BANK & TRUST", "FEDERAL CREDIT UNION", "NATIONAL
// BANK", "SAVINGS BANK".
var kindWordRe = regexp.MustCompile(`(?i)^(bank|banc|trust|&|and|of|credit|union|federal|national|savings|community|state|company|co\.?|fsb|n\.?a\.?|cooperative|bancorp)$`)

// logoKind is the line of a logo set under its brand in smaller print
// that names only the institution's kind ("THREE FORKS" over "BANK &
// TRUST"): the segment right below segs[i], within its span (centred or
// flush), whose words are all kind words with a bank word among them.
// Otherwise "".
func logoKind(segs []hseg, i int, skip map[segKey]bool) string {
	s := segs[i]
	for j := i + 1; j < len(segs); j++ {
		t := segs[j]
		if t.line == s.line {
			continue
		}
		if t.y0-s.y1 > 0.8*t.height() {
			return ""
		}
		if skip[segKey{t.line, t.x0}] || t.x0 < s.x0-3 || t.x1 > s.x1+3 {
			continue
		}
		bank := false
		for _, w := range strings.Fields(t.text) {
			if !kindWordRe.MatchString(w) {
				return ""
			}
			bank = bank || bankWordRe.MatchString(trimPunct(w))
		}
		if !bank {
			return ""
		}
		return t.text
	}
	return ""
}

// stackedLogo reads a wordmark set one word to a line ("USAA" /
// "FEDERAL" / "SAVINGS" / "BANK"): walking up from segs[i], a line that
// is only an institution's kind, through the lines right above it that
// start at its left edge, in print as large, each a single capitalised
// word with no digit, at most four lines in all. The name is theirs
// read top to bottom when it has a brand word besides the kind words;
// else "".
func stackedLogo(segs []hseg, i int, skip map[segKey]bool) string {
	s := segs[i]
	if !institutionWordsOnly(s.text) || len(strings.Fields(s.text)) != 1 {
		return ""
	}
	for _, b := range segs {
		// Read from the stack's last line only.
		if b.line > s.line && math.Abs(b.x0-s.x0) <= 3.5 && b.y0 > s.y0 && b.y0-s.y1 <= 0.6*s.height() &&
			len(strings.Fields(b.text)) == 1 && institutionWordsOnly(b.text) {
			return ""
		}
	}
	words := []string{s.text}
	cur := s
	brand := false
	for len(words) < 4 {
		p, gap, ok := segAbove(segs, cur)
		if !ok || gap > 0.6*cur.height() || skip[segKey{p.line, p.x0}] || p.size+0.25 < cur.size {
			break
		}
		w := strings.TrimSpace(p.text)
		if len(strings.Fields(w)) != 1 || hasDigit(w) || !capitalised(w) || headingRe.MatchString(w) || statementTitleRe.MatchString(w) {
			break
		}
		words = append([]string{w}, words...)
		brand = brand || !kindWordRe.MatchString(w)
		cur = p
	}
	if !brand || len(words) < 3 {
		return ""
	}
	return strings.Join(words, " ")
}
