package statement

import "math"

// widenLeftLabels fits a header whose money labels are set flush left in
// wide columns while the figures are flush right (a word processor's
// table: "Debits" at the column's left edge, "85.11" at its right, nearer
// the next label than its own). When no figure below overlaps a money
// label and every one lies between a money label's left edge and the
// next column's, each money column reaches to the next one, so a figure
// goes to the column it is printed in. Any other table is left as it is.
func widenLeftLabels(h header, ls []line, from, page int) header {
	money := func(k string) bool {
		return k == colAmount || k == colCredit || k == colDebit || k == colBalance
	}
	left := math.Inf(1)
	for _, c := range h.Cols {
		if money(c.Kind) {
			left = math.Min(left, c.X0)
		}
	}
	if math.IsInf(left, 1) {
		return h
	}
	// nextX0 is where the column after column i starts.
	nextX0 := func(i int) float64 {
		x := math.Inf(1)
		for j, c := range h.Cols {
			if j != i && c.X0 > h.Cols[i].X0 {
				x = math.Min(x, c.X0)
			}
		}
		return x
	}
	right := map[int]float64{}
	low := map[int]float64{}
	under := map[int]bool{}
	n := 0
	for k := from; k < len(ls) && k < from+20 && ls[k].Page == page; k++ {
		for _, w := range ls[k].Words {
			if _, ok := parseAmount(w.Text); !ok || w.X0 < left {
				continue
			}
			in, below := -1, -1
			for i, c := range h.Cols {
				if overlap(w.X0, w.X1, c.X0, c.X1) > 0.3*math.Min(w.X1-w.X0, c.X1-c.X0) {
					below = i
				}
				if money(c.Kind) && w.X0 >= c.X0 && w.X1 < nextX0(i) {
					in = i
				}
			}
			if in < 0 || below >= 0 && below != in {
				return h
			}
			if below == in {
				under[in] = true
			}
			if _, ok := low[in]; !ok {
				low[in] = w.X1
			}
			right[in] = math.Max(right[in], w.X1)
			low[in] = math.Min(low[in], w.X1)
			n++
		}
	}
	if n < 3 {
		return h
	}
	for i := range under {
		// A figure under its own label is the usual table, unless the
		// column's figures all end at one edge past the label's end: a
		// spreadsheet's cell, its label flush left and its figures flush
		// right at the cell's border, the longer figures reaching back
		// under the label (a CSV download printed from a spreadsheet,
		// "Amount" over "-6,674.04" and "584.76").
		if right[i]-low[i] > 2 || low[i] <= h.Cols[i].X1+2 {
			return h
		}
	}
	out := h
	out.Cols = append([]column(nil), h.Cols...)
	for i, c := range out.Cols {
		if !money(c.Kind) {
			continue
		}
		if x := nextX0(i); !math.IsInf(x, 1) {
			out.Cols[i].X1 = x - 1
		} else if r, ok := right[i]; ok {
			out.Cols[i].X1 = math.Max(c.X1, r)
		}
	}
	return out
}
