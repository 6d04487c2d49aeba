package forms

import (
	"fmt"
	"math"
	"sort"
	"strconv"
)

// lookAlikes are digits a scan's small print turns into each other (the
// same pairs the statement engine tries, internal/document/ocr).
var lookAlikes = map[byte]string{
	'0': "86", '1': "74", '3': "8", '4': "1", '5': "63",
	'6': "580", '7': "1", '8': "3609", '9': "8",
}

// figureAlternatives lists the amounts a figure OCR read as v may really
// be: one digit read as its look-alike ("135,397" for 735,397), or one
// speck read as an extra digit ("2,575,921" for 257,921). Cents are kept.
func figureAlternatives(v float64) []float64 {
	neg := v < 0
	cents := int64(math.Round(math.Abs(v) * 100))
	whole, frac := cents/100, cents%100
	d := strconv.FormatInt(whole, 10)
	seen := map[int64]bool{whole: true}
	var out []float64
	add := func(s string) {
		if s == "" || len(s) > 1 && s[0] == '0' {
			return
		}
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil || seen[n] {
			return
		}
		seen[n] = true
		f := float64(n) + float64(frac)/100
		if neg {
			f = -f
		}
		out = append(out, f)
	}
	for i := 0; i < len(d); i++ {
		for _, r := range []byte(lookAlikes[d[i]]) {
			add(d[:i] + string(r) + d[i+1:])
		}
		if len(d) > 1 {
			add(d[:i] + d[i+1:])
		}
	}
	return out
}

// figureChange is one figure the arithmetic chose between OCR readings.
type figureChange struct {
	Name     string
	From, To float64
}

// closeArithmetic uses the return's own arithmetic to choose between the
// readings of its OCR'd figures: while checks fail, the one change of one
// figure to a look-alike reading that leaves the fewest checks failing is
// made, at most three times. A change is made only when it lowers the
// failures and no other change does as well: two readings that close the
// same check are a guess, and the checks then say the return does not
// close. names are the figures that may change (those read by OCR).
func closeArithmetic(form string, values map[string]float64, names []string) []figureChange {
	failures := func(v map[string]float64) int {
		n := 0
		for _, c := range taxChecks(form, v) {
			if !c.Passed {
				n++
			}
		}
		return n
	}
	names = append([]string(nil), names...)
	sort.Strings(names)
	var out []figureChange
	changed := map[string]bool{}
	for round := 0; round < 3; round++ {
		base := failures(values)
		if base == 0 {
			break
		}
		best, ties := base, 0
		var pick figureChange
		for _, n := range names {
			if changed[n] {
				continue
			}
			old := values[n]
			for _, alt := range figureAlternatives(old) {
				values[n] = alt
				f := failures(values)
				switch {
				case f < best:
					best, ties, pick = f, 1, figureChange{n, old, alt}
				case f == best && f < base:
					ties++
				}
			}
			values[n] = old
		}
		if ties != 1 {
			break
		}
		values[pick.Name] = pick.To
		changed[pick.Name] = true
		out = append(out, pick)
	}
	return out
}

// money prints an amount as a correction records it.
func money(v float64) string {
	if v == math.Trunc(v) {
		return fmt.Sprintf("%.0f", v)
	}
	return fmt.Sprintf("%.2f", v)
}
