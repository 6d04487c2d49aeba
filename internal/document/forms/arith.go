package forms

import (
	"context"
	"fmt"
	"maps"
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

// failing reports a check of values that fails.
func failing(form string, values map[string]float64) bool {
	for _, c := range taxChecks(form, values) {
		if !c.Passed {
			return true
		}
	}
	return false
}

// figureCell is where a line's figure was read by OCR.
type figureCell struct {
	page int
	box  [4]float64
}

// figureCharset is what a figure of a return is printed with.
const figureCharset = "0123456789,."

// failingInputs lists the figures of names that the failing checks of
// values add up: changing one of them moves a failing check's expected
// or actual value.
func failingInputs(form string, values map[string]float64, names []string) []string {
	before := map[string]Check{}
	for _, c := range taxChecks(form, values) {
		if !c.Passed {
			before[c.Name] = c
		}
	}
	if len(before) == 0 {
		return nil
	}
	var out []string
	for _, n := range names {
		old := values[n]
		values[n] = old + 1000.5
		for _, c := range taxChecks(form, values) {
			if b, ok := before[c.Name]; ok && (c.Expected != b.Expected || c.Actual != b.Actual) {
				out = append(out, n)
				break
			}
		}
		values[n] = old
	}
	sort.Strings(out)
	return out
}

// figureSure is the engine's confidence at which a figure read again
// as it was read first is taken as read: the look-alikes do not change
// it (closeArithmetic would otherwise see two ways to close a check,
// the misread figure and the total it fails against, and change none).
const figureSure = 90

// rereadFigures reads again, alone and restricted to digits and their
// punctuation, the cell of every OCR'd figure a failing check adds up.
// The new readings are kept when together they leave fewer checks
// failing than the first, each judged with the look-alike changes
// closeArithmetic makes after it; a reading the checks do not need is
// put back. A return with two figures misread on one check ("135,397"
// for 735,397 and "12145375" for 121,375) closes when one is read right
// the second time and the other is its look-alike, which one change at
// a time could not find. values is updated; the changes made and the
// figures confirmed (read twice alike, the second time sure) are
// returned.
func rereadFigures(ctx context.Context, cells *cellReader, form string, values map[string]float64, at map[string]figureCell, names []string) (changes []figureChange, sure map[string]bool) {
	sure = map[string]bool{}
	if cells == nil {
		return nil, nil
	}
	// Only where the look-alikes leave a check open: a return they
	// close is not read again.
	v := maps.Clone(values)
	closeArithmetic(form, v, names)
	if !failing(form, v) {
		return nil, sure
	}
	var cand []string
	for _, n := range names {
		if _, ok := at[n]; ok {
			cand = append(cand, n)
		}
	}
	cand = failingInputs(form, values, cand)
	trial := maps.Clone(values)
	for _, n := range cand {
		c := at[n]
		h := c.box[3] - c.box[1]
		// Wider than the word: a digit group the first reading lost
		// ("2,447," for 2,447,321) stands beside it.
		box := [4]float64{c.box[0] - 0.5*h, c.box[1] - 0.3*h, c.box[2] + 3*h, c.box[3] + 0.3*h}
		text, conf := cells.readFigure(ctx, c.page, box, h)
		v, ok := parseMoney(text)
		switch {
		case !ok:
		case v == values[n]:
			sure[n] = conf >= figureSure
		default:
			trial[n] = v
			changes = append(changes, figureChange{n, values[n], v})
		}
	}
	// What the look-alikes may still change: not a figure read twice,
	// alike and sure or differently (its second reading's digits are no
	// less read than the first's: "12145375" and "121,375" agree on
	// 121, so 721,375 is no reading of it).
	var open []string
	for _, n := range names {
		if !sure[n] && trial[n] == values[n] {
			open = append(open, n)
		}
	}
	failures := func(v map[string]float64) int {
		v = maps.Clone(v)
		closeArithmetic(form, v, open)
		n := 0
		for _, c := range taxChecks(form, v) {
			if !c.Passed {
				n++
			}
		}
		return n
	}
	if len(changes) == 0 || failures(trial) >= failures(values) {
		return nil, sure
	}
	// The first reading stays where the second changes no check.
	var kept []figureChange
	fa := failures(trial)
	for _, ch := range changes {
		trial[ch.Name] = ch.From
		if f := failures(trial); f > fa {
			trial[ch.Name] = ch.To
			kept = append(kept, ch)
		} else {
			fa = f
		}
	}
	for _, ch := range kept {
		values[ch.Name] = ch.To
		sure[ch.Name] = true
	}
	return kept, sure
}
