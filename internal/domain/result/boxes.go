package result

import "slices"

// Box is a region of a page a finding's evidence points at, in PDF
// points with the origin at the page's top-left corner (as the fraud
// checks measure text and drawings).
type Box struct {
	Page           int
	X0, Y0, X1, Y1 float64
}

// Boxes returns the regions of f's evidence: every "box" of four numbers,
// at the evidence's top level or in a list or object under it, on the
// "page" beside it or else the finding's page. Evidence without
// coordinates has none.
func (f Finding) Boxes() []Box {
	page := 0
	if f.Page != nil {
		page = *f.Page
	}
	var out []Box
	var walk func(v any, page int)
	walk = func(v any, page int) {
		switch x := v.(type) {
		case map[string]any:
			if p, ok := number(x["page"]); ok && p >= 1 {
				page = int(p)
			}
			if b, ok := box(x["box"]); ok && page >= 1 {
				b.Page = page
				out = append(out, b)
			}
			for k, e := range x {
				if k != "box" {
					walk(e, page)
				}
			}
		case []any:
			for _, e := range x {
				walk(e, page)
			}
		case []map[string]any:
			for _, e := range x {
				walk(e, page)
			}
		}
	}
	walk(f.Evidence, page)
	slices.SortFunc(out, func(a, b Box) int {
		if a.Page != b.Page {
			return a.Page - b.Page
		}
		if a.Y0 != b.Y0 {
			if a.Y0 < b.Y0 {
				return -1
			}
			return 1
		}
		if a.X0 < b.X0 {
			return -1
		}
		if a.X0 > b.X0 {
			return 1
		}
		return 0
	})
	return slices.Compact(out)
}

// Pages returns the pages f names: its own and its evidence's.
func (f Finding) Pages() []int {
	var out []int
	if f.Page != nil && *f.Page >= 1 {
		out = append(out, *f.Page)
	}
	for _, b := range f.Boxes() {
		out = append(out, b.Page)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

func number(v any) (float64, bool) {
	switch n := v.(type) {
	case float64:
		return n, true
	case int:
		return float64(n), true
	}
	return 0, false
}

// box reads [x0, y0, x1, y1] (as decoded JSON or as the checks build it).
func box(v any) (Box, bool) {
	var xs []float64
	switch l := v.(type) {
	case []float64:
		xs = l
	case []any:
		for _, e := range l {
			n, ok := number(e)
			if !ok {
				return Box{}, false
			}
			xs = append(xs, n)
		}
	}
	if len(xs) != 4 || xs[2] < xs[0] || xs[3] < xs[1] {
		return Box{}, false
	}
	return Box{X0: xs[0], Y0: xs[1], X1: xs[2], Y1: xs[3]}, true
}
