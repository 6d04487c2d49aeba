// Sections of applications: headings that say whose values follow (the
// business, an owner, another party) and owners printed in columns or rows.

package forms

import (
	"math"
	"regexp"
	"sort"
	"strings"
)

// header is a section heading; Owner is 0 for business sections.
type header struct {
	X0, X1, Y0, Y1 float64 // X1: where the heading's words end
	XEnd           float64 // where its section ends on the right
	YEnd           float64 // where it ends below, for a row's own party (0: at the next heading)
	Owner          int
}

// labelsLeftOf reports labels below y that all start left of x: a
// column of labels whose values stand in columns to their right.
func labelsLeftOf(labels []appLabel, x, y float64) bool {
	n := 0
	for _, l := range labels {
		if l.Y0 <= y || l.Y0 > y+120 {
			continue
		}
		if l.X0 >= x {
			return false
		}
		n++
	}
	return n >= 2
}

var ownerNumRe = regexp.MustCompile(`(?:owner|guarantor|partner|principal|officer)\s*#?\s*(\d)\b|\b(\d)(?:st|nd|rd|th)?\s+owner`)

// findHeaders finds section headings: short runs of words that are not
// labels and name owners or the business.
func findHeaders(rows []row, labels []appLabel, width float64) []header {
	inLabel := labelTokens(labels)
	var hs []header
	for ri, r := range rows {
		var runs [][]int
		for i, t := range r.Toks {
			if t.W != nil || inLabel[[2]int{ri, i}] {
				runs = append(runs, nil)
				continue
			}
			if n := len(runs); n > 0 && runs[n-1] != nil && t.X0-r.Toks[runs[n-1][len(runs[n-1])-1]].X1 < 8 {
				runs[n-1] = append(runs[n-1], i)
				continue
			}
			runs = append(runs, []int{i})
		}
		// A row opened by another party's name ("Trade Reference 1",
		// "Landlord:", "Broker Name: … Phone: … Email: …") followed by
		// labels is that party's, this row only.
		if len(runs) > 1 && runs[0] != nil && runs[0][0] == 0 && len(runs[0]) <= 4 && hasLabel(runs) {
			var words []string
			for _, i := range runs[0] {
				words = append(words, strings.ToLower(r.Toks[i].Text))
			}
			if mentionsOtherParty(words) {
				hs = append(hs, header{X0: -1, X1: r.Toks[runs[0][len(runs[0])-1]].X1, Y0: r.Y0 - 1, Y1: r.Y0 - 0.5, XEnd: width + 1, YEnd: r.Y1 + 1, Owner: otherParty})
				continue
			}
		}
		var rowHs []header
		for _, run := range runs {
			if len(run) == 0 || len(run) > 8 {
				continue
			}
			// Words after a label on its row are its value ("Title:
			// Owner"), not a heading naming an owner.
			if afterLabel(inLabel, ri, run[0]) {
				continue
			}
			var words []string
			for _, i := range run {
				words = append(words, strings.ToLower(r.Toks[i].Text))
			}
			text := strings.Join(words, " ")
			h := header{X0: r.Toks[run[0]].X0, X1: r.Toks[run[len(run)-1]].X1, Y0: r.Toks[run[0]].Y0, Y1: r.Toks[run[0]].Y1, Owner: -1}
			switch {
			case len(runs) == 1 && !strings.HasSuffix(text, ":") && namesOtherParty(text) && !underCaption(rows, ri, h.X0):
				h.Owner = otherParty
			case strings.Contains(text, "owner") || strings.Contains(text, "guarantor") || strings.Contains(text, "principal") || strings.Contains(text, "shareholder") || strings.HasPrefix(text, "personal "):
				h.Owner = 1
				if m := ownerNumRe.FindStringSubmatch(text); m != nil {
					n := m[1] + m[2]
					h.Owner = int(n[0] - '0')
				} else if strings.Contains(text, "second") || strings.Contains(text, "2nd") || strings.Contains(text, "co-owner") || strings.Contains(text, "additional") {
					h.Owner = 2
				}
				if h.Owner < 1 || h.Owner > maxOwners {
					h.Owner = 1
				}
			case strings.Contains(text, "business") || strings.Contains(text, "company") || strings.Contains(text, "merchant") || strings.Contains(text, "applicant") || strings.Contains(text, "funding") || strings.Contains(text, "loan") || strings.Contains(text, "request") || strings.Contains(text, "financial"):
				h.Owner = 0
			default:
				continue
			}
			rowHs = append(rowHs, h)
		}
		// Headings side by side split the width between them. Headings
		// set over columns of values, right of the labels' column
		// ("Principal 1", "Principal 2" centred over theirs), split it
		// halfway between their centres: a column's values start left of
		// its centred heading.
		overValues := len(rowHs) > 1 && labelsLeftOf(labels, rowHs[0].X0-20, rowHs[0].Y1)
		for i := range rowHs {
			rowHs[i].XEnd = width + 1
			if i+1 < len(rowHs) {
				rowHs[i].XEnd = rowHs[i+1].X0 - 10
				if overValues {
					mid := (rowHs[i].X0+rowHs[i].X1+rowHs[i+1].X0+rowHs[i+1].X1)/4 - 4
					rowHs[i].XEnd = math.Min(rowHs[i].XEnd, mid)
				}
			}
		}
		for i := range rowHs {
			if i > 0 {
				rowHs[i].X0 = rowHs[i-1].XEnd
			} else {
				rowHs[i].X0 = -1
			}
		}
		hs = append(hs, rowHs...)
	}
	return hs
}

// hasLabel reports a row of runs holding a label (a nil run).
func hasLabel(runs [][]int) bool {
	for _, r := range runs {
		if r == nil {
			return true
		}
	}
	return false
}

// otherParty is the owner of a section that is neither the business's
// nor an owner's: a broker or ISO, the landlord, the bank, references.
// Its names, phones and addresses are theirs, and none is read.
const otherParty = -2

// otherPartyWords name the parties whose blocks an application prints
// besides the business and its owners.
var otherPartyWords = map[string]bool{
	"broker": true, "brokers": true, "iso": true, "referral": true, "referring": true, "referred": true,
	"landlord": true, "landlords": true, "bank": true, "banks": true, "banking": true,
	"reference": true, "references": true, "lender": true, "lenders": true, "creditor": true, "creditors": true,
	"accountant": true, "cpa": true, "attorney": true, "agent": true, "vendor": true, "vendors": true,
	"supplier": true, "suppliers": true, "processor": true, "submitted": true, "submitting": true, "representative": true,
}

// namesOtherParty reports a heading naming another party's block
// ("ISO / Broker Information", "Bank Reference", "Landlord", "For
// office use"), printed alone on its row; "Business Bank Information" is
// the bank's block, "Business & Bank Information" is the business's too.
// A caption asking for one of
// its values ("Bank Name", "Landlord Phone") is no heading: it is
// printed alone above its box on some forms.
func namesOtherParty(text string) bool {
	ws := strings.Fields(text)
	party, ours, and := false, false, false
	for i, w := range ws {
		n := norm(w)
		if captionWords[n] {
			return false
		}
		switch n {
		case "business", "company", "merchant", "applicant", "owner", "owners", "principal", "principals", "guarantor":
			ours = true
		case "and":
			and = true
		}
		if otherPartyWords[n] || n == "office" && i+1 < len(ws) && norm(ws[i+1]) == "use" {
			party = true
		}
	}
	// "Business & Bank Information": one section for both, the
	// business's values in it.
	return party && !(ours && and)
}

// underCaption reports words at x on row ri set just under a word of the
// row above that starts where they do: a value under its caption ("First
// National Bank" under "Bank Name"), not a heading.
func underCaption(rows []row, ri int, x float64) bool {
	if ri == 0 || rows[ri].Y0-rows[ri-1].Y1 > 6 {
		return false
	}
	for _, t := range rows[ri-1].Toks {
		if math.Abs(t.X0-x) <= 8 {
			return true
		}
	}
	return false
}

// mentionsOtherParty reports words naming another party, as a caption
// may ("Broker Name:", "Bank Phone"): on a row of its own labels it
// makes the row that party's.
func mentionsOtherParty(words []string) bool {
	for _, w := range words {
		if otherPartyWords[norm(w)] {
			return true
		}
	}
	return false
}

// captionWords ask for a value: a run holding one is a caption.
var captionWords = map[string]bool{"name": true, "phone": true, "telephone": true, "address": true, "contact": true, "email": true, "fax": true, "number": true, "no": true, "#": true, "account": true, "routing": true, "city": true, "state": true, "zip": true, "officer": true, "balance": true, "payment": true}

// lastSection is the section a page ends in, to run on at the top of the
// next page: the lowest heading row, when it is a single owner's or
// another party's heading across the page (columns of owners end with
// their table).
func lastSection(hs []header) []header {
	last := -1
	for i, h := range hs {
		if h.YEnd == 0 && (last < 0 || h.Y0 > hs[last].Y0) {
			last = i
		}
	}
	if last < 0 || hs[last].Owner == 0 || hs[last].X0 > 0 {
		return nil
	}
	for i, h := range hs {
		if i != last && math.Abs(h.Y0-hs[last].Y0) < 2 {
			return nil // headings side by side
		}
	}
	h := hs[last]
	h.Y0, h.Y1 = -10, -9
	return []header{h}
}

// ownerAt is the owner of the section holding point (x, y): the nearest
// heading above whose span covers x.
func ownerAt(hs []header, x, y float64) int {
	if i := headerAt(hs, x, y); i >= 0 {
		return hs[i].Owner
	}
	return 0
}

func headerAt(hs []header, x, y float64) int {
	best, bestY := -1, math.Inf(-1)
	for i, h := range hs {
		if h.Y1 > y+2 || x < h.X0 || x >= h.XEnd || h.YEnd > 0 && y > h.YEnd {
			continue
		}
		if h.Y0 > bestY {
			best, bestY = i, h.Y0
		}
	}
	return best
}

// personalBelow counts an owner's own labels (no name) from name label
// l down.
func personalBelow(labels []appLabel, l appLabel) int {
	n := 0
	for _, o := range labels {
		if o.Y0 > l.Y0-2 && ownerOnly[o.key] && o.key != "owner_name" && o.key != "first_name" && o.key != "last_name" {
			n++
		}
	}
	return n
}

// afterLabel reports a label's word on row ri before token i.
func afterLabel(inLabel map[[2]int]bool, ri, i int) bool {
	for j := 0; j < i; j++ {
		if inLabel[[2]int{ri, j}] {
			return true
		}
	}
	return false
}

// repeatedOwners adds the heading a second owner's block lost: an
// owner's name label printed again below the first, in the same column
// of the same owner section, starts the next owner. A scan loses a
// heading line ("Owner #2 Information") more often than a label, and
// without it the second owner's values would repeat the first's.
func repeatedOwners(hs []header, labels []appLabel) []header {
	var names []appLabel
	for _, l := range labels {
		if l.key == "owner_name" || l.key == "name" || l.key == "first_name" {
			names = append(names, l)
		}
	}
	sort.SliceStable(names, func(i, j int) bool { return names[i].Y0 < names[j].Y0 })
	out := append(hs, ownerBlocks(hs, names, labels)...)
	for i, l := range names {
		hi := headerAt(out, l.X0+2, l.Y0)
		if hi < 0 || out[hi].Owner < 1 {
			continue
		}
		for _, prev := range names[:i] {
			if prev.key == l.key && math.Abs(prev.X0-l.X0) < 30 && l.Y0-prev.Y1 > 2 && headerAt(out, prev.X0+2, prev.Y0) == hi && out[hi].Owner < maxOwners {
				h := out[hi]
				h.Y0, h.Y1 = l.Y0-2, l.Y0-1
				h.Owner++
				out = append(out, h)
				break
			}
		}
	}
	return out
}

// ownerBlocks adds the headings of owners' blocks a page lost all of: an
// owner's name label ("Owner Name") outside any owner's section, printed
// again below in the same column, starts an owner's block each time it
// is printed — the first the owner after those headed above it, each
// next one the owner after. A scan can lose every heading of a form that
// prints them white on a dark bar, and without them the owners' generic
// fields (Title, City, Email) were read as the business's and the second
// owner's values were lost. A single such label starts a block only when
// two of an owner's own labels (date of birth, SSN, share, home address,
// cell phone) follow it; labels side by side start nothing.
func ownerBlocks(hs []header, names, labels []appLabel) []header {
	var cols [][]appLabel
	for _, l := range names {
		if l.key != "owner_name" || ownerAt(hs, l.X0+2, l.Y0) != 0 {
			continue
		}
		placed := false
		for i, c := range cols {
			if last := c[len(c)-1]; math.Abs(last.X0-l.X0) < 30 && l.Y0-last.Y1 > 2 {
				cols[i] = append(c, l)
				placed = true
				break
			}
		}
		if !placed {
			cols = append(cols, []appLabel{l})
		}
	}
	var out []header
	for _, c := range cols {
		if len(c) < 2 && personalBelow(labels, c[0]) < 2 {
			continue
		}
		owner := 0
		for _, h := range hs {
			if h.Owner > owner && h.Y0 < c[0].Y0 {
				owner = h.Owner
			}
		}
		for _, l := range c {
			if owner++; owner > maxOwners {
				break
			}
			out = append(out, header{X0: -1, X1: l.X0, Y0: l.Y0 - 2, Y1: l.Y0 - 1, XEnd: math.Inf(1), Owner: owner})
		}
	}
	return out
}

// valueColumns are where the second, third, … owner's column of values
// starts in an owner's section printed as one column of labels and a
// column of values per owner, without a heading over each column.
type valueColumns []float64

// ownerColumns finds the owners' value columns: the second (third) value
// right of an owner's label, in the same section, starting at one x on
// three labels' rows or more. Headings over the columns, when printed,
// already tell the owners apart and leave nothing to find.
func ownerColumns(rows []row, labels []appLabel, hs []header) valueColumns {
	var starts [maxOwners][]float64
	for _, l := range labels {
		owner := ownerAt(hs, l.X0+2, l.Y0)
		if !ownerKeys[l.key] || owner < 1 {
			continue
		}
		stop := math.Inf(1)
		for _, o := range labels {
			if o.Row == l.Row && o.X0 > l.X1 && o.X0 < stop {
				stop = o.X0
			}
		}
		var xs []float64
		last := math.Inf(-1)
		for k := l.To + 1; k < len(rows[l.Row].Toks); k++ {
			t := rows[l.Row].Toks[k]
			if t.X0 >= stop {
				break
			}
			if t.W != nil || t.X0-last > 15 {
				xs = append(xs, t.X0)
			}
			last = t.X1
		}
		for k := 1; k < len(xs) && k < maxOwners; k++ {
			if ownerAt(hs, xs[k]+2, l.Y0) == owner {
				starts[k] = append(starts[k], xs[k])
			}
		}
	}
	var cols valueColumns
	for k := 1; k < maxOwners; k++ {
		xs := starts[k]
		if len(xs) < 3 {
			break
		}
		sort.Float64s(xs)
		med := xs[len(xs)/2]
		n := 0
		for _, x := range xs {
			if math.Abs(x-med) <= 8 {
				n++
			}
		}
		if n < 3 {
			break
		}
		cols = append(cols, med-8)
	}
	return cols
}

// owner is the owner of a value read for label l at (x, y): its
// section's, counted on by the owners' value columns it stands in.
func (c valueColumns) owner(hs []header, l appLabel, x, y float64) int {
	o := ownerAt(hs, x, y)
	if o < 1 || !ownerKeys[l.key] || ownerAt(hs, l.X0+2, l.Y0) != o {
		return o
	}
	for _, b := range c {
		if x >= b && o < maxOwners {
			o++
		}
	}
	return o
}

// tableCell is one value of an owner table: the label of its column, the
// owner of its row, and the box it was typed in (nil when printed).
type tableCell struct {
	label int
	owner int
	text  string
	box   *widget
}

// ownerKeys are the fields an owner table's columns ask for.
var ownerKeys = map[string]bool{"owner_name": true, "name": true, "first_name": true, "last_name": true, "title": true, "owner_ownership_pct": true, "owner_dob": true, "owner_ssn": true, "owner_phone": true, "owner_email": true, "owner_street": true, "email": true, "phone": true, "street": true, "city": true, "state": true, "zip": true, kAddress: true, kCSZ: true}

// ownerTable reads owners printed one row each under a row of captions
// ("Name  Title  % Owned  DOB  SSN", or a second table "Home Address
// City  State  Zip  Cell"): the first row under the captions is the
// section's owner, each next row the next owner. The captions must ask
// for an owner's fields (a name or a personal field, or any in an owner's
// section). A row of captions with a single row under it is left to the
// ordinary reading.
func ownerTable(rows []row, labels []appLabel, hs []header) []tableCell {
	byRow := map[int][]int{}
	for li, l := range labels {
		if l.key != kIgnore {
			byRow[l.Row] = append(byRow[l.Row], li)
		}
	}
	var keys []int
	for ri := range byRow {
		keys = append(keys, ri)
	}
	sort.Ints(keys)
	var out []tableCell
	for _, ri := range keys {
		lis := byRow[ri]
		if len(lis) < 3 {
			continue
		}
		named, personal := false, false
		for _, li := range lis {
			l := labels[li]
			if !ownerKeys[l.key] || strings.HasSuffix(rows[ri].Toks[l.To].Text, ":") {
				named = false
				personal = false
				break
			}
			switch l.key {
			case "owner_name", "name", "first_name", "last_name":
				named = true
			}
			if ownerOnly[l.key] {
				personal = true
			}
		}
		base := ownerAt(hs, labels[lis[0]].X0+2, labels[lis[0]].Y0)
		if !named && !personal || !personal && base < 1 || base == otherParty {
			continue
		}
		base = max(base, 1)
		sort.Slice(lis, func(a, b int) bool { return labels[lis[a]].X0 < labels[lis[b]].X0 })
		// Column k spans from its caption to the next one.
		colOf := func(x0, x1 float64) int {
			for k, li := range lis {
				end := math.Inf(1)
				if k+1 < len(lis) {
					end = labels[lis[k+1]].X0 - 4
				}
				if x0 >= labels[li].X0-12 && x0 < end || x0 < labels[li].X0 && x1 > labels[li].X0+4 {
					return k
				}
			}
			return -1
		}
		type cell struct {
			toks []tok
			box  *widget
		}
		var table [][]cell
		prevY := rows[ri].Y1
		for rj := ri + 1; rj < len(rows) && len(table) < maxOwners; rj++ {
			b := rows[rj]
			if b.Y0-prevY > 24 || len(byRow[rj]) > 0 {
				break
			}
			cells := make([]cell, len(lis))
			n := 0
			for _, t := range b.Toks {
				k := colOf(t.X0, t.X1)
				if k < 0 {
					continue
				}
				if t.W != nil {
					if !t.W.Check {
						cells[k].box = t.W
						n++
					}
					continue
				}
				cells[k].toks = append(cells[k].toks, t)
				n++
			}
			if n == 0 {
				break
			}
			table = append(table, cells)
			prevY = b.Y1
		}
		if len(table) < 2 {
			continue
		}
		for j, cells := range table {
			for k, c := range cells {
				switch {
				case c.box != nil:
					out = append(out, tableCell{label: lis[k], owner: base + j, text: c.box.Value, box: c.box})
				case len(c.toks) > 0:
					out = append(out, tableCell{label: lis[k], owner: base + j, text: joinToks(c.toks)})
				}
			}
		}
	}
	sort.SliceStable(out, func(a, b int) bool { return out[a].owner < out[b].owner })
	return out
}
