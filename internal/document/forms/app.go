package forms

import (
	"context"
	"fmt"
	"math"
	"regexp"
	"sort"
	"strings"
	"unicode"
)

// Application is what was read from a funding application. Blank is set
// when the form holds no values (Rows is then empty).
type Application struct {
	Rows  []Row `json:"rows"`
	Blank bool  `json:"blank"`
	// Corrections are the changes made to OCR'd words before reading
	// (none for a text layer).
	Corrections []Correction `json:"corrections,omitempty"`
}

// Field keys of the label table. Most are canonical names; the generic ones
// (name, title, email, phone, street, city, state, zip, address, csz)
// become business or owner fields by the section they are printed in.
const (
	kAddress = "address" // street, city, state and ZIP in one box
	kCSZ     = "csz"     // city, state and ZIP in one box
	kIgnore  = "-"       // a known label with nothing to return
	// kRevenue is revenue without its period ("Gross Sales", "Revenue"):
	// annual or monthly by the words around it ("(Annual)", "per month").
	kRevenue = "revenue"
)

// generic keys take the section's owner, or are business fields outside
// owner sections (name and title are then skipped).
var generic = map[string]string{"name": "owner_name", "title": "owner_title", "email": "owner_email", "phone": "owner_phone", "street": "owner_street", "city": "owner_city", "state": "owner_state", "zip": "owner_zip", kAddress: kAddress, kCSZ: kCSZ}

// appLabel is a label found on a page.
type appLabel struct {
	span
	key string
	// wrapped are the token indexes, on the next row, of the second line
	// of a caption printed over two lines.
	wrapped []int
}

// ReadApplication reads a funding application. A document that is a bank
// statement or an IRS form returns a *NotApplicationError.
func ReadApplication(ctx context.Context, in Input) (app *Application, err error) {
	defer recoverInto(&err)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	id := identify(in.Doc)
	switch {
	case id.Kind == KindTaxReturn:
		return nil, &NotApplicationError{Kind: KindTaxReturn}
	case id.Kind == KindBankStatement:
		return nil, &NotApplicationError{Kind: KindBankStatement}
	}
	p, err := prepare(in)
	if err != nil {
		return nil, err
	}
	app = &Application{Rows: []Row{}}
	// The first value read for a name (and owner) wins: widgets are paired
	// before printed words, and a form repeating a field is read once.
	type nameOwner struct {
		name  string
		owner int
	}
	seen := map[nameOwner]bool{}
	emit := func(r Row) {
		k := nameOwner{r.Name, r.Owner}
		if seen[k] {
			return
		}
		seen[k] = true
		app.Rows = append(app.Rows, r)
	}
	var carried []header
	for pi, rows := range p.rows {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		labels := findLabels(rows)
		hs := repeatedOwners(findHeaders(rows, labels, p.width[pi]), labels)
		// An owner's (or another party's) section runs on from the
		// previous page until a heading says otherwise.
		hs = append(carried, hs...)
		carried = lastSection(hs)
		under := captionsUnder(rows, labels)
		cols := ownerColumns(rows, labels, hs)
		// Owners one row each under a row of captions.
		used := map[int]bool{}
		taken := map[*widget]bool{}
		for _, c := range ownerTable(rows, labels, hs) {
			used[c.label] = true
			src := p.src
			if c.box != nil {
				taken[c.box] = true
				src = SourceFormField
			}
			for _, r := range appRows(labels[c.label], c.text, c.owner, pi+1, src, &p.fixes) {
				emit(r)
			}
		}
		// Filled: each widget finds its label. A caption over several
		// boxes ("City / State / Zip" over three) takes them all, their
		// values joined in order.
		type labelOwner struct{ label, owner int }
		var joined map[labelOwner][]tok
		for _, w := range p.widgets[pi] {
			if w.W.Check || taken[w.W] {
				continue
			}
			li := labelFor(labels, w, under)
			if li < 0 {
				li = spanLabel(labels, w, under)
			}
			if li < 0 {
				continue
			}
			used[li] = true
			owner := cols.owner(hs, labels[li], w.X0+2, w.Y0)
			if owner == otherParty {
				continue
			}
			if k := labels[li].key; k == kCSZ || k == kAddress {
				if joined == nil {
					joined = map[labelOwner][]tok{}
				}
				lo := labelOwner{li, owner}
				joined[lo] = append(joined[lo], w)
				continue
			}
			if strings.TrimSpace(w.W.Value) == "" {
				continue
			}
			for _, r := range appRows(labels[li], w.W.Value, owner, pi+1, SourceFormField, nil) {
				emit(r)
			}
		}
		var los []labelOwner
		for lo := range joined {
			los = append(los, lo)
		}
		sort.Slice(los, func(a, b int) bool {
			return los[a].label < los[b].label || los[a].label == los[b].label && los[a].owner < los[b].owner
		})
		for _, lo := range los {
			ws := joined[lo]
			sort.SliceStable(ws, func(a, b int) bool { return ws[a].X0 < ws[b].X0 })
			var parts []string
			for _, w := range ws {
				if v := strings.TrimSpace(w.W.Value); v != "" {
					parts = append(parts, v)
				}
			}
			if len(parts) == 0 {
				continue
			}
			for _, r := range appRows(labels[lo.label], strings.Join(parts, ", "), lo.owner, pi+1, SourceFormField, nil) {
				emit(r)
			}
		}
		// Printed: each label not paired with a widget reads its words.
		var unread []int
		for li, l := range labels {
			if used[li] || l.key == kIgnore {
				continue
			}
			vals := printedValues(rows, labels, li, under)
			if l.key == "entity_type" && (len(vals) > 1 || len(vals) == 1 && optionRow(rows, vals[0])) {
				continue // a row of checkbox options, read by checkedEntity
			}
			read := false
			for _, v := range vals {
				owner := cols.owner(hs, l, v.x, v.y)
				if owner == otherParty {
					continue
				}
				for _, r := range appRows(l, v.text, owner, pi+1, p.src, &p.fixes) {
					emit(r)
					read = true
				}
			}
			// An address written in parts apart from each other ("Austin
			// TX    78701"), none of them an address alone: the parts
			// together.
			if !read && len(vals) > 1 && (l.key == kCSZ || l.key == kAddress) {
				var parts []string
				for _, v := range vals {
					parts = append(parts, strings.TrimRight(v.text, ","))
				}
				if owner := cols.owner(hs, l, vals[0].x, vals[0].y); owner != otherParty {
					for _, r := range appRows(l, strings.Join(parts, ", "), owner, pi+1, p.src, &p.fixes) {
						emit(r)
						read = true
					}
				}
			}
			// Words right of a label without a colon that are no value of
			// its kind (a caption, where an amount or a phone is asked):
			// its value is under it.
			if !read && len(vals) > 0 && !strings.HasSuffix(rows[l.Row].Toks[l.To].Text, ":") && vals[0].y < l.Y1 {
				for _, v := range valuesBelow(rows, labels, li, under) {
					if owner := ownerAt(hs, v.x, v.y); owner != otherParty {
						for _, r := range appRows(l, v.text, owner, pi+1, p.src, &p.fixes) {
							emit(r)
							read = true
						}
					}
				}
			}
			if !read && len(vals) == 0 {
				unread = append(unread, li)
			}
		}
		// A scan's label left without a value: its cell read again,
		// alone, restricted to the value's characters.
		if p.ocrPage[pi] && p.cells != nil && !under {
			for _, li := range unread {
				l := labels[li]
				if l.key == "entity_type" || l.key == kIgnore {
					continue
				}
				box, ok := valueCell(rows, labels, li, p.width[pi])
				if !ok {
					continue
				}
				owner := cols.owner(hs, l, box[0]+2, box[1]+1)
				if owner == otherParty || seen[nameOwner{rowName(l.key, owner), max(owner, ownerFloor(l.key))}] {
					continue
				}
				text, _ := p.cells.read(ctx, pi+1, box, l.Y1-l.Y0, cellCharsets[l.key], cellDPI)
				if text == "" {
					continue
				}
				var fixes []Correction
				for _, r := range appRows(l, text, owner, pi+1, p.src, &fixes) {
					r.Confidence = 0.6
					emit(r)
				}
				p.fixes = append(p.fixes, Correction{Page: pi + 1, From: "", To: maskID(text), Why: WhyReread})
				p.fixes = append(p.fixes, fixes...)
			}
		}
		for _, r := range checkedEntity(rows, labels, p.widgets[pi], pi+1, p.src) {
			emit(r)
		}
	}
	if !seen[nameOwner{"entity_type", 0}] && p.image != nil {
		// No ticked option in the words of a scan: look into the boxes.
		for pi, rows := range p.rows {
			if !p.ocrPage[pi] {
				continue
			}
			img, scale, err := p.image(ctx, pi+1)
			if err != nil {
				break // no image, no tick: the answer stays unread
			}
			if rs := inkedEntity(img, scale, rows, findLabels(rows), pi+1); len(rs) > 0 {
				emit(rs[0])
				break
			}
		}
	}
	app.Rows = joinNames(app.Rows)
	if p.ocr {
		app.Rows = stateByZip(app.Rows, &p.fixes)
	}
	var fixes []Correction
	app.Rows, fixes = withoutFullSSN(app.Rows, p.fixes)
	if len(app.Rows) == 0 {
		app.Blank = true
	} else {
		app.Corrections = fixes
	}
	SortRows(app.Rows)
	return app, nil
}

// rowName is the name of the row a value read for a label of key takes
// for owner (0: the business), as appRows names it.
func rowName(key string, owner int) string {
	switch {
	case key == "owner_ssn":
		return "owner_ssn_last4"
	case ownerOnly[key]:
		return key
	case generic[key] != "" && owner > 0:
		return generic[key]
	}
	return key
}

// ownerFloor is the owner a value of key is at least: an owner's own
// field outside any owner's section is the first owner's.
func ownerFloor(key string) int {
	if ownerOnly[key] {
		return 1
	}
	return 0
}

// joinNames makes owner_name from an owner's first and last name printed
// in two boxes, when no full name was given; the parts are not returned.
func joinNames(rows []Row) []Row {
	first, last := map[int]Row{}, map[int]Row{}
	named := map[int]bool{}
	var out []Row
	for _, r := range rows {
		switch r.Name {
		case "first_name":
			first[r.Owner] = r
		case "last_name":
			last[r.Owner] = r
		default:
			if r.Name == "owner_name" {
				named[r.Owner] = true
			}
			out = append(out, r)
		}
	}
	for o, f := range first {
		l, ok := last[o]
		if !ok || named[o] {
			continue
		}
		n := f
		n.Name = "owner_name"
		n.Value = fmt.Sprint(f.Value) + " " + fmt.Sprint(l.Value)
		n.Label = f.Label + " + " + l.Label
		n.Confidence = math.Min(f.Confidence, l.Confidence)
		out = append(out, n)
	}
	return out
}

// captionsUnder reports a page that prints each caption under the line
// or box it names ("________ / Legal Business Name"), not over it. Each
// caption without a colon or a value beside it votes by the nearer of
// the values (words or boxes) aligned with it just above and just below;
// the page's layout is the majority, over a clear margin, and a tie
// keeps captions over their boxes.
func captionsUnder(rows []row, labels []appLabel) bool {
	inLabel := labelTokens(labels)
	// gap to the nearest item aligned with l on the rows from ri on, step
	// by step; -1 when none lies within 14 points.
	near := func(l appLabel, step int) float64 {
		for ri := l.Row + step; ri >= 0 && ri < len(rows) && math.Abs(float64(ri-l.Row)) <= 3; ri += step {
			b := rows[ri]
			gap := b.Y0 - l.Y1
			if step < 0 {
				gap = l.Y0 - b.Y1
			}
			if gap < -1 {
				continue
			}
			if gap > 14 {
				return -1
			}
			for k, t := range b.Toks {
				switch {
				case t.W != nil && !t.W.Check && l.X0 >= t.X0-8 && l.X0 < t.X1:
					return gap
				case t.W == nil && !inLabel[[2]int{ri, k}] && !isRule(t.Text) && math.Abs(t.X0-l.X0) <= 8:
					return gap
				}
			}
		}
		return -1
	}
	over, under := 0, 0
	for li, l := range labels {
		if l.key == kIgnore || strings.HasSuffix(rows[l.Row].Toks[l.To].Text, ":") {
			continue
		}
		if right := valuesRight(rows, labels, li); len(right) > 0 {
			continue
		}
		if k := l.To + 1; k < len(rows[l.Row].Toks) && rows[l.Row].Toks[k].W != nil {
			continue // a box beside it
		}
		a, b := near(l, -1), near(l, 1)
		switch {
		case a >= 0 && (b < 0 || a+1.5 < b):
			under++
		case b >= 0 && (a < 0 || b+1.5 < a):
			over++
		}
	}
	return under >= 2 && under > 2*over
}

// spanLabel pairs a box with an address caption printed over (under, on
// a page of captions under their lines) several boxes: the box starts in
// the caption's cell, between it and the next caption of its row.
func spanLabel(labels []appLabel, w tok, under bool) int {
	for i, l := range labels {
		if l.key != kCSZ && l.key != kAddress || w.X0 < l.X0-2 || w.X0 > l.X0+300 {
			continue
		}
		next := false
		for _, o := range labels {
			if o.Row == l.Row && o.X0 > l.X1 && o.X0 <= w.X0+2 {
				next = true
			}
		}
		if next {
			continue
		}
		if !under && l.Y1 <= w.Y0+3 && w.Y0-l.Y1 <= 14 || under && l.Y0 >= w.Y1-3 && l.Y0-w.Y1 <= 14 {
			return i
		}
	}
	return -1
}

// labelFor pairs a widget with its label: the nearest label left of it on
// its row, or the label printed just above it (just below it on a page
// that prints captions under their lines).
func labelFor(labels []appLabel, w tok, under bool) int {
	best, bestScore := -1, math.MaxFloat64
	for i, l := range labels {
		var score float64
		overlap := math.Min(w.Y1, l.Y1) - math.Max(w.Y0, l.Y0)
		switch {
		case overlap > 0.4*math.Min(w.h(), l.Y1-l.Y0) && l.X0 < w.X0 && l.X1 <= w.X0+24 && w.X0-l.X1 <= 420:
			score = math.Max(0, w.X0-l.X1) // a label on the widget's row always wins (its tail may run into the box)
		case l.X0 >= w.X0-2 && l.X1 <= w.X1+2 && l.Y0 >= w.Y0-2 && l.Y1 <= w.Y1+2 && w.h() > 1.5*(l.Y1-l.Y0):
			score = -100 + (l.Y0 - w.Y0) // a caption printed inside its cell, the box drawn over the whole cell: its own
		case !under && l.Y1 <= w.Y0+3 && w.Y0-l.Y1 <= 14 && l.X0 >= w.X0-8 && l.X0 < w.X1:
			score = 1000 + (w.Y0 - l.Y1) + 0.1*math.Abs(l.X0-w.X0)
		case under && l.Y0 >= w.Y1-3 && l.Y0-w.Y1 <= 14 && l.X0 >= w.X0-8 && l.X0 < w.X1:
			score = 1000 + (l.Y0 - w.Y1) + 0.1*math.Abs(l.X0-w.X0)
		default:
			continue
		}
		if score < bestScore {
			best, bestScore = i, score
		}
	}
	return best
}

type printed struct {
	text string
	x, y float64
	toks []tok
}

// printedValues reads the words printed for label li: right of it on its
// row (one value per column chunk) up to the next label, else the row just
// below, left-aligned with the label. On a row of captions over their
// boxes the words right of a label are the next captions, not its value:
// the value is then the one below (captionRow).
func printedValues(rows []row, labels []appLabel, li int, up bool) []printed {
	l := labels[li]
	right := valuesRight(rows, labels, li)
	if len(right) > 0 && !captionRow(rows, labels, li, right, up) {
		return right
	}
	// "Label:" puts its value to the right; an empty box there is an empty
	// value, not a cue to read the next line. But a caption with a colon
	// printed in the top corner of its cell has its value under it, in a
	// larger type, right under it and aligned with it.
	if strings.HasSuffix(rows[l.Row].Toks[l.To].Text, ":") {
		if len(right) == 0 {
			if below := valuesBelow(rows, labels, li, up); len(below) > 0 && inCell(rows, l, below[0], up) {
				return below
			}
		}
		return right
	}
	if below := valuesBelow(rows, labels, li, up); len(below) > 0 {
		return below
	}
	return right
}

// valuesRight reads the words right of label li on its row, one value per
// column chunk, up to the next label.
func valuesRight(rows []row, labels []appLabel, li int) []printed {
	l := labels[li]
	r := rows[l.Row]
	stop := math.Inf(1)
	for _, o := range labels {
		if o.Row == l.Row && o.X0 > l.X1 && o.X0 < stop {
			stop = o.X0
		}
	}
	var out []printed
	var cur []tok
	flush := func() {
		if len(cur) > 0 {
			out = append(out, printed{text: joinToks(cur), x: cur[0].X0, y: cur[0].Y0, toks: cur})
		}
		cur = nil
	}
	for k := l.To + 1; k < len(r.Toks); k++ {
		t := r.Toks[k]
		if t.W != nil || t.X0 >= stop {
			break
		}
		if isRule(t.Text) {
			continue // the line a value is written on, printed as underscores
		}
		if len(cur) == 0 && len(out) == 0 && t.X0-l.X1 > 420 {
			break
		}
		if len(cur) > 0 && t.X0-cur[len(cur)-1].X1 > 15 {
			flush()
		}
		cur = append(cur, t)
	}
	flush()
	return out
}

// inCell reports a value set right under (over, up) caption l, aligned
// with it within a few points and in a type larger than the caption's:
// the caption's own cell, not the next line of a form.
func inCell(rows []row, l appLabel, v printed, up bool) bool {
	t := v.toks[0]
	gap := t.Y0 - l.Y1
	if up {
		gap = l.Y0 - t.Y1
	}
	lh := 0.0
	for k := l.From; k <= l.To; k++ {
		lh = math.Max(lh, rows[l.Row].Toks[k].h())
	}
	return gap >= -1 && gap <= 6 && math.Abs(t.X0-l.X0) <= 4 && t.h() >= lh+1
}

// isRule reports a line printed as characters ("________", "....."):
// the line a value is written on, no value.
func isRule(s string) bool {
	if len(s) < 3 {
		return false
	}
	for _, r := range s {
		if r != '_' && r != '.' && r != '…' && r != '-' {
			return false
		}
	}
	return true
}

// valuesBelow reads the value on the row just below label li, starting
// under it; up reads the row just above instead, for a page that prints
// its captions under the lines they name.
func valuesBelow(rows []row, labels []appLabel, li int, up bool) []printed {
	l := labels[li]
	inLabel := labelTokens(labels)
	stopBelow := math.Inf(1)
	for _, o := range labels {
		if math.Abs(o.Y0-l.Y0) < 3 && o.X0 > l.X1 && o.X0 < stopBelow {
			stopBelow = o.X0 - 4
		}
	}
	var cur []tok
	step := 1
	if up {
		step = -1
	}
	// An address caption spans its parts, printed apart under it
	// ("Austin     TX     78701").
	spans := l.key == kCSZ || l.key == kAddress
	for n := 1; n <= 3; n++ {
		ri := l.Row + n*step
		if ri < 0 || ri >= len(rows) {
			break
		}
		b := rows[ri]
		gap := b.Y0 - l.Y1
		if up {
			gap = l.Y0 - b.Y1
		}
		if gap < -1 {
			continue
		}
		if gap > 16 {
			break
		}
		for k, t := range b.Toks {
			if t.W == nil && isRule(t.Text) {
				continue
			}
			if t.W != nil || inLabel[[2]int{ri, k}] || t.X0 < l.X0-8 || t.X0 >= stopBelow {
				if len(cur) > 0 {
					break
				}
				continue
			}
			if len(cur) == 0 && t.X0 > l.X0+30 {
				break
			}
			if len(cur) > 0 && t.X0-cur[len(cur)-1].X1 > 15 && !(spans && t.X0 < stopBelow && t.X0 <= l.X0+300) {
				break
			}
			cur = append(cur, t)
		}
		if len(cur) > 0 {
			text := joinToks(cur)
			if spans {
				text = joinChunks(cur)
			}
			return []printed{{text: text, x: cur[0].X0, y: cur[0].Y0, toks: cur}}
		}
	}
	return nil
}

// captionRow reports a label printed in a row of captions over their
// boxes: the words right of it are in the caption's type (no taller than
// the label) while the words under the label, where its box is, are in
// a larger type, right under it. Such words are the next captions.
func captionRow(rows []row, labels []appLabel, li int, right []printed, up bool) bool {
	l := labels[li]
	if strings.HasSuffix(rows[l.Row].Toks[l.To].Text, ":") {
		return false
	}
	lh := 0.0
	for k := l.From; k <= l.To; k++ {
		lh = math.Max(lh, rows[l.Row].Toks[k].h())
	}
	for _, v := range right {
		for _, t := range v.toks {
			if t.h() > lh+0.3 {
				return false
			}
		}
	}
	below := valuesBelow(rows, labels, li, up)
	if len(below) == 0 || !up && below[0].toks[0].Y0-l.Y1 > 6 || up && l.Y0-below[0].toks[0].Y1 > 6 {
		return false // a box's value sits right under its caption; a heading further down is none
	}
	for _, t := range below[0].toks {
		if t.h() < lh+1 {
			return false
		}
	}
	return true
}

func joinToks(ts []tok) string { return joinWords(ts) }

// joinChunks joins words as joinToks does, with a comma where a wide gap
// parts two boxes' values.
func joinChunks(ts []tok) string {
	var parts []string
	start := 0
	for k := 1; k <= len(ts); k++ {
		if k == len(ts) || ts[k].X0-ts[k-1].X1 > 15 {
			parts = append(parts, strings.TrimRight(joinWords(ts[start:k]), ","))
			start = k
		}
	}
	return strings.Join(parts, ", ")
}

// ocrMonthDateRe is a date written with its month's name as a scan reads
// it: the name possibly a letter off ("zune"), a speck for the comma
// ("2;").
var ocrMonthDateRe = regexp.MustCompile(`^([A-Za-z]{4,9})\.? (\d{1,2})[,;:.]? (\d{4})$`)

var monthNames = []string{"january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"}

// ocrDate reads a written-out date whose month name the engine got one
// letter wrong ("zune 17, 1982") or whose comma it read as a speck
// ("october 2; 1957"). The name must be one letter from exactly one
// month's name, of the same length, so "June" and "July" (two letters
// apart) are never taken for each other. It returns the date and the
// text as read after the change.
func ocrDate(s string) (string, string, bool) {
	m := ocrMonthDateRe.FindStringSubmatch(strings.Join(strings.Fields(s), " "))
	if m == nil {
		return "", "", false
	}
	word := strings.ToLower(m[1])
	month := ""
	for _, name := range monthNames {
		if len(name) != len(word) {
			continue
		}
		diff := 0
		for i := range word {
			if word[i] != name[i] {
				diff++
			}
		}
		if diff <= 1 {
			if month != "" {
				return "", "", false // two months one letter away: no guess
			}
			month = name
		}
	}
	if month == "" {
		return "", "", false
	}
	fixed := strings.ToUpper(month[:1]) + month[1:] + " " + m[2] + ", " + m[3]
	d, ok := parseDate(fixed)
	if !ok {
		return "", "", false
	}
	return d, fixed, true
}

// houseSplitRe is a street whose house number a scan read as two numbers
// ("71 17 Harbor Blvd"): a space read inside the number, between digits
// printed close together.
var houseSplitRe = regexp.MustCompile(`^(\d{1,4}) (\d{1,4}) ([A-Za-z])`)

// joinHouseNumber joins the two numbers a street value begins with: a US
// street address has one house number before the street's name, and a
// numbered street carries its suffix ("12 34th St"), so two bare numbers
// are one the engine split. Five digits or more together are not joined
// (no such house number is common enough to guess).
func joinHouseNumber(s string) (string, bool) {
	m := houseSplitRe.FindStringSubmatchIndex(s)
	if m == nil || m[3]-m[2]+m[5]-m[4] > 5 {
		return "", false
	}
	return s[m[2]:m[3]] + s[m[4]:], true
}

// ssnOCRRe is a Social Security number whose first groups a scan's
// reading got a digit short or long: still three dashed groups, the last
// of four digits.
var ssnOCRRe = regexp.MustCompile(`^\d{2,4}-\d{1,3}-(\d{4})$`)

// appRows normalises one value read for a label into rows. Values that do
// not have the shape of their field (a date that is no date, an EIN without
// nine digits) are dropped rather than guessed.
//
// fixes, when given, receives the corrections made to an OCR'd value.
func appRows(l appLabel, raw string, owner, page int, src string, fixes *[]Correction) []Row {
	raw = strings.TrimSpace(raw)
	if raw == "" || l.key == kIgnore || strings.HasSuffix(raw, ":") || noAnswer(raw) {
		return nil // a value ending in a colon is the next label
	}
	key := l.key
	switch {
	case ownerOnly[key]:
		if owner == 0 {
			owner = 1
		}
	case generic[key] != "":
		if owner > 0 {
			key = generic[key]
		} else if key == "name" || key == "title" {
			return nil
		}
	default:
		owner = 0
	}
	conf := 0.9
	switch src {
	case SourceText:
		conf = 0.85
	case SourceOCR:
		conf = 0.75 // a scan's reading: letters and digits may be misread
	}
	row := func(name string, v any) Row {
		return Row{Name: name, Value: v, Label: l.Text, Page: page, Owner: owner, Source: src, Confidence: conf}
	}
	prefix := ""
	if owner > 0 {
		prefix = "owner_"
	}
	if src == SourceOCR {
		switch key {
		case "owner_name", "owner_title", "city", "owner_city", "first_name", "last_name", "street", "owner_street", kCSZ, kAddress:
			raw = capitalise(raw)
		}
		switch key {
		case "email", "owner_email", "website":
			// A hyphen read as a dash ("summit—plumb"): no address
			// or site name holds a dash.
			raw = strings.NewReplacer("—", "-", "–", "-").Replace(raw)
		case "street", "owner_street", kAddress:
			if j, ok := joinHouseNumber(raw); ok {
				if fixes != nil {
					*fixes = append(*fixes, Correction{Page: page, From: raw, To: j, Why: WhyHouseNumber})
				}
				raw = j
			}
		}
	}
	switch key {
	case "ein":
		if e, ok := parseEIN(raw); ok {
			return []Row{row("ein", e), row("ein_last4", e[len(e)-4:])}
		}
	case "owner_ssn":
		if s, ok := ssnLast4(raw); ok {
			return []Row{row("owner_ssn_last4", s)}
		}
		if m := ssnOCRRe.FindStringSubmatch(strings.TrimLeft(raw, ":;.,'")); m != nil && src == SourceOCR {
			// A scan lost or added a digit in the first groups
			// ("90-12-3456", a digit lost): the last four, the only ones kept, are
			// read after the last dash as printed.
			return []Row{row("owner_ssn_last4", m[1])}
		}
	case "entity_type":
		if e, ok := entityType(raw); ok {
			return []Row{row("entity_type", e)}
		}
	case "start_date", "owner_dob":
		if d, ok := parseDate(raw); ok {
			return []Row{row(key, d)}
		}
		if src == SourceOCR {
			if d, fixed, ok := ocrDate(raw); ok {
				if fixes != nil {
					*fixes = append(*fixes, Correction{Page: page, From: raw, To: fixed, Why: WhyDate})
				}
				return []Row{row(key, d)}
			}
		}
	case "annual_revenue", "monthly_revenue", "monthly_cc_volume", "requested_amount":
		if m, ok := parseWrittenMoney(raw); ok && m >= 0 {
			return []Row{row(key, m)}
		}
	case kRevenue:
		// Revenue without its period in the label: the value may say it
		// ("$45,000/mo"); else it is not guessed.
		if k, ok := revenuePeriod(raw); ok {
			if m, ok := parseWrittenMoney(raw); ok && m >= 0 {
				return []Row{row(k, m)}
			}
		}
	case "owner_ownership_pct":
		if v, ok := parsePct(raw); ok {
			return []Row{row(key, v)}
		}
		if src == SourceOCR {
			if v, fixed, ok := ocrPct(raw); ok {
				if fixes != nil {
					*fixes = append(*fixes, Correction{Page: page, From: raw, To: fixed, Why: WhyPercent})
				}
				return []Row{row(key, v)}
			}
		}
	case "phone", "owner_phone":
		if v, ok := parsePhone(raw); ok {
			return []Row{row(key, v)}
		}
	case "email", "owner_email":
		if v, ok := parseEmail(raw); ok {
			return []Row{row(key, v)}
		}
	case "website":
		if v, ok := parseWebsite(raw); ok {
			return []Row{row(key, v)}
		}
	case "state", "owner_state":
		if v, ok := parseState(raw); ok {
			return []Row{row(key, v)}
		}
		if src == SourceOCR && len(raw) == 2 && unicode.IsLetter(rune(raw[0])) && unicode.IsLetter(rune(raw[1])) {
			// Two letters that are no state ("wr" for WI): kept for
			// stateByZip, which reads it by the ZIP or drops it.
			return []Row{row(key, strings.ToUpper(raw))}
		}
	case "zip", "owner_zip":
		if v, ok := parseZip(raw); ok {
			return []Row{row(key, v)}
		}
	case kAddress:
		if st, c, s, z, ok := splitAddress(raw); ok {
			return []Row{row(prefix+"street", st), row(prefix+"city", c), row(prefix+"state", s), row(prefix+"zip", z)}
		}
		if !strings.Contains(raw, ",") {
			return []Row{row(prefix+"street", raw)}
		}
	case kCSZ:
		if c, s, z, ok := cityStateZip(raw); ok {
			return []Row{row(prefix+"city", c), row(prefix+"state", s), row(prefix+"zip", z)}
		}
	case "owner_street":
		if st, c, s, z, ok := splitAddress(raw); ok {
			return []Row{row("owner_street", st), row("owner_city", c), row("owner_state", s), row("owner_zip", z)}
		}
		return []Row{row(key, raw)}
	case "first_name", "last_name":
		if looksLikeName(raw) {
			return []Row{row(key, raw)}
		}
	default:
		if ssnRe.MatchString(raw) || len(digits(raw)) >= 9 && !strings.ContainsAny(raw, " ") {
			return nil // an identifier where text was expected
		}
		return []Row{row(key, raw)}
	}
	return nil
}

// optionRow reports a value read on a row of entity-type options ("Sole
// Proprietorship  Partnership  LLC"): the row lists the choices, its
// first is no answer.
func optionRow(rows []row, v printed) bool {
	for _, r := range rows {
		if v.y < r.Y0-0.5 || v.y > r.Y1 {
			continue
		}
		n := 0
		var cur []tok
		count := func() {
			var ws []tok
			for _, t := range cur {
				if !isMark(t.Text) {
					ws = append(ws, t)
				}
			}
			if _, ok := entityType(joinToks(ws)); ok {
				n++
			}
			cur = nil
		}
		for _, t := range r.Toks {
			if t.W != nil || len(cur) > 0 && t.X0-cur[len(cur)-1].X1 > 8 {
				count()
			}
			if t.W == nil {
				cur = append(cur, t)
			}
		}
		count()
		return n >= 2
	}
	return false
}

// tickGlyphs are the printed marks of a ticked box or a chosen radio
// button besides "X" and a check: a crossed or checked ballot box, an
// X in brackets, a filled circle.
var tickGlyphs = map[string]bool{"☒": true, "☑": true, "⊠": true, "[X]": true, "[x]": true, "(X)": true, "(x)": true, "●": true, "◉": true}

// isMark reports a printed tick or box: "X", a check glyph, an empty box.
func isMark(s string) bool {
	switch s {
	case "X", "x", "✓", "✔", "☐", "□", "■", "[", "]", "[]", "( )", "()", "○", "◯":
		return true
	}
	return tickGlyphs[s]
}

// noAnswer reports what applicants write in a box to say it does not
// apply ("N/A", "None", "-", "Same"): no value.
func noAnswer(s string) bool {
	switch strings.Trim(strings.ToLower(s), " .") {
	case "n/a", "na", "n a", "none", "-", "--", "---", "—", "–", "same", "same as above", "not applicable", "tbd", "unknown":
		return true
	}
	return false
}

// checkedEntity reads entity-type checkboxes: a ticked widget, or an "X"
// or check glyph printed in a box, beside the option text: after the box
// on most forms, before it on some ("LLC [X]"); the option nearer the box
// is its own.
func checkedEntity(rows []row, labels []appLabel, ws []tok, page int, src string) []Row {
	type mark struct {
		row        int
		x0, x1, y0 float64
		src        string
	}
	var marks []mark
	for _, w := range ws {
		if w.W.Check && w.W.Checked {
			for ri, r := range rows {
				if w.cy() >= r.Y0-1 && w.cy() <= r.Y1+1 {
					marks = append(marks, mark{ri, w.X0, w.X1, w.Y0, SourceFormField})
					break
				}
			}
		}
	}
	for ri, r := range rows {
		for _, t := range r.Toks {
			// "4" is the ZapfDingbats check glyph a printed ticked box
			// leaves in the text; it counts only before an entity option.
			if t.W == nil && (t.Text == "X" || t.Text == "x" || t.Text == "✓" || t.Text == "✔" || t.Text == "4" || tickGlyphs[t.Text]) {
				marks = append(marks, mark{ri, t.X0, t.X1, t.Y0, src})
			}
		}
	}
	var out []Row
	for _, m := range marks {
		r := rows[m.row]
		// The option printed after the box, and the one printed before
		// it ("LLC [X]"): the nearer names the box.
		var words []tok
		after := math.Inf(1)
		for _, t := range r.Toks {
			if t.W != nil || t.X0 < m.x1 {
				continue
			}
			if len(words) == 0 && t.X0-m.x1 > 16 {
				break
			}
			if len(words) > 0 && t.X0-words[len(words)-1].X1 > 8 {
				break
			}
			if len(words) == 0 {
				after = t.X0 - m.x1
			}
			words = append(words, t)
		}
		var before []tok
		for k := len(r.Toks) - 1; k >= 0; k-- {
			t := r.Toks[k]
			if t.X1 > m.x0+0.5 {
				continue
			}
			if t.W != nil || isMark(t.Text) || len(before) == 0 && m.x0-t.X1 > 16 || len(before) > 0 && before[0].X0-t.X1 > 8 {
				break
			}
			before = append([]tok{t}, before...)
		}
		if _, ok := entityType(joinToks(before)); ok {
			if _, okAfter := entityType(joinToks(words)); !okAfter || m.x0-before[len(before)-1].X1 < after {
				words = before
			}
		}
		e, ok := entityType(joinToks(words))
		if !ok {
			continue
		}
		lab := ""
		bestD := math.MaxFloat64
		for _, l := range labels {
			if l.key != "entity_type" {
				continue
			}
			d := math.MaxFloat64
			switch {
			case l.Row == m.row && l.X1 <= m.x1:
				d = m.x1 - l.X1
			case l.Y1 <= m.y0+2 && m.y0-l.Y1 < 30:
				d = 100 + m.y0 - l.Y1
			}
			if d < bestD {
				bestD, lab = d, l.Text
			}
		}
		conf := 0.85
		switch m.src {
		case SourceFormField:
			conf = 0.9
		case SourceOCR:
			conf = 0.75
		}
		out = append(out, Row{Name: "entity_type", Value: e, Label: lab, Page: page, Source: m.src, Confidence: conf})
	}
	return out
}

// capitalise gives each word of a name, a title or a city its capital:
// at a scan's resolution the engine reads the capital of many letters
// ("c" "o" "s" "v" "w", and "e" in small print) as the small one, and a
// person's name, title, street or town is printed capitalised. Words already
// holding a capital ("McDonald", "de" after "Maria") are left as read.
func capitalise(s string) string {
	words := strings.Fields(s)
	for i, w := range words {
		r := []rune(w)
		if len(r) > 1 && unicode.IsLower(r[0]) && strings.IndexFunc(w, unicode.IsUpper) < 0 && !lowerParticles[w] {
			r[0] = unicode.ToUpper(r[0])
			words[i] = string(r)
		}
	}
	return strings.Join(words, " ")
}

// lowerParticles stay small inside a name or a title ("van", "of").
var lowerParticles = map[string]bool{"van": true, "von": true, "de": true, "der": true, "del": true, "la": true, "le": true, "da": true, "di": true, "of": true, "and": true}

// ocrPct reads a percentage whose sign the engine read as a digit ("593"
// for 59%, "1003" for 100%: "%" is read as 3 or 8). Only a reading over
// 100 is changed: it cannot be a share, and without its last digit it is
// one. "33" (3% or 33%) is left as read.
func ocrPct(s string) (float64, string, bool) {
	s = strings.TrimSpace(s)
	if len(s) < 3 || len(s) > 4 || digits(s) != s || s[len(s)-1] != '3' && s[len(s)-1] != '8' {
		return 0, "", false
	}
	if v, ok := parsePct(s); ok && v <= 100 {
		return 0, "", false
	}
	fixed := s[:len(s)-1] + "%"
	v, ok := parsePct(s[:len(s)-1])
	if !ok || v == 0 {
		return 0, "", false
	}
	return v, fixed, true
}
