package main

import (
	"fmt"
	"log"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"
)

// label is a forged document's answer: what was changed, where.
type label struct {
	File        string     `json:"file"`
	Source      string     `json:"source"`
	Kind        string     `json:"kind"`
	Description string     `json:"description"`
	Pages       []int      `json:"pages"`
	Rows        []labelRow `json:"rows"`
}

// labelRow names a transaction the forger changed. Index is its position
// in the source answer's transactions (-1 for an inserted row).
type labelRow struct {
	Index       int     `json:"index"`
	Date        string  `json:"date"`
	Description string  `json:"description"`
	Amount      float64 `json:"amount"`
	Type        string  `json:"type"`
	Change      string  `json:"change"`
}

// forger makes one kind of forgery from a clean statement, writing dst.
type forger struct {
	kind     string
	eligible func(b *built) bool
	make     func(f *forge, b *built, dst string) (*label, error)
}

type forge struct {
	all []*built
	r   *rand.Rand
	tmp string
	n   int // forgeries made so far, for alternating habits
}

const perKind = 11

func literal(b *built) bool {
	p := b.St.Producer
	return b.Res.Doc != nil && (p == PFPDF || p == PReportLab || p == PGhostscript)
}

func forgers() []forger {
	return []forger{
		{"amount_edited_in_place", literal, forgeAmountInPlace},
		{"amount_edited_reconciled", literal, forgeAmountReconciled},
		{"white_box_overlay", func(b *built) bool { return !b.St.Unverified }, forgeWhiteBox},
		{"rows_changed_reexported", func(b *built) bool {
			return !b.St.Unverified && (b.Res.Doc != nil || b.St.Producer == PLibreOffice)
		}, forgeReexport},
		{"metadata_edited", func(b *built) bool { return true }, forgeMetadata},
		{"incremental_update", literal, forgeIncremental},
		{"dates_shifted", literal, forgeDateShift},
		{"page_spliced", func(b *built) bool { return b.Res.Doc != nil && b.Pages >= 2 }, forgePageSplice},
		{"identity_changed", func(b *built) bool { return true }, forgeIdentity},
		{"fee_rows_whited_out", func(b *built) bool { return b.Res.Doc != nil && b.St.NSFCount() > 0 }, forgeWhiteout},
	}
}

// forgeAll writes the tampered set: perKind documents of each kind, from
// sources picked in a fixed pseudo-random order.
func forgeAll(all []*built, dir string) ([]*label, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("mkdir: %w", err)
	}
	tmp, err := os.MkdirTemp("", "blindgen-forge")
	if err != nil {
		return nil, fmt.Errorf("temp dir: %w", err)
	}
	defer os.RemoveAll(tmp)
	f := &forge{all: all, r: rand.New(rand.NewPCG(20260704, 1776)), tmp: tmp}
	seq := 0
	var labels []*label
	for _, fg := range forgers() {
		var cands []*built
		for _, b := range all {
			if fg.eligible(b) {
				cands = append(cands, b)
			}
		}
		f.r.Shuffle(len(cands), func(i, j int) { cands[i], cands[j] = cands[j], cands[i] })
		// Prefer one document per family before a second.
		sort.SliceStable(cands, func(i, j int) bool { return familyRank(cands, i) < familyRank(cands, j) })
		made := 0
		for _, b := range cands {
			if made == perKind {
				break
			}
			name := fmt.Sprintf("t%03d", seq+1)
			dst := filepath.Join(dir, name+".pdf")
			lb, err := fg.make(f, b, dst)
			if err != nil {
				log.Printf("forge %s from %s: skipped: %v", fg.kind, b.St.Name, err)
				os.Remove(dst)
				continue
			}
			lb.File = name + ".pdf"
			lb.Source = b.St.Name + ".pdf"
			lb.Kind = fg.kind
			if lb.Pages == nil {
				lb.Pages = []int{}
			}
			if lb.Rows == nil {
				lb.Rows = []labelRow{}
			}
			if err := writeJSON(filepath.Join(dir, name+".label.json"), lb); err != nil {
				return nil, err
			}
			labels = append(labels, lb)
			log.Printf("forged %s: %-26s from %s", name, fg.kind, b.St.Name)
			seq++
			made++
			f.n++
		}
		if made < 10 {
			return nil, fmt.Errorf("kind %s: only %d forgeries", fg.kind, made)
		}
	}
	return labels, nil
}

// familyRank orders candidates so each family's first document comes
// before any family's second.
func familyRank(c []*built, i int) int {
	n := 0
	for j := 0; j < i; j++ {
		if c[j].St.Fam == c[i].St.Fam {
			n++
		}
	}
	return n
}

func (f *forge) workdir() string {
	d, err := os.MkdirTemp(f.tmp, "w")
	if err != nil {
		panic(err)
	}
	return d
}

// rowOf describes a source transaction for a label.
func rowOf(b *built, t *Txn, change string) labelRow {
	for i, r := range b.Res.Rows {
		if r.T == t {
			return labelRow{i, t.Date.Format("2006-01-02"), r.Desc, float64(t.Cents) / 100, typeOf(t), change}
		}
	}
	return labelRow{-1, t.Date.Format("2006-01-02"), "", float64(t.Cents) / 100, typeOf(t), change}
}

func typeOf(t *Txn) string {
	if t.Credit {
		return "credit"
	}
	return "debit"
}

// findItem returns the page (1-based) and item with a tag.
func findItem(d *Doc, tag string) (int, *Item) {
	for pi, p := range d.Pages {
		for i := range p.Items {
			if p.Items[i].Tag == tag {
				return pi + 1, &p.Items[i]
			}
		}
	}
	return 0, nil
}

// bumpAmount raises an amount's leading digit so the string keeps its
// width: 1,386.70 becomes 4,386.70. Digits in these fonts share a width.
func bumpAmount(s string, r *rand.Rand) (string, bool) {
	for i, c := range s {
		if c >= '1' && c <= '8' {
			nd := byte(c) + byte(1+r.IntN(int('9'-c)))
			return s[:i] + string(nd) + s[i+1:], true
		}
		if c >= '0' && c <= '9' {
			return "", false
		}
	}
	return "", false
}

// pickCredit chooses a deposit-like credit whose amount is printed once.
func pickCredit(f *forge, b *built, needTag bool) *Txn {
	txt, _ := pdfText(b.Path)
	var cands []*Txn
	for _, t := range b.St.Posted() {
		if !t.Credit || t.Kind == KReversal || t.Kind == KXferIn {
			continue
		}
		m := money(t.Cents)
		if strings.Count(txt, m) != 1 || m[0] == '9' {
			continue
		}
		if needTag {
			if _, it := findItem(b.Res.Doc, fmt.Sprintf("amt:%d", t.Seq)); it == nil {
				continue
			}
		}
		cands = append(cands, t)
	}
	if len(cands) == 0 {
		return nil
	}
	return cands[f.r.IntN(len(cands))]
}

// editorInfo is the document information a PDF editor leaves behind.
func (f *forge) editorInfo(b *built, days int) map[string]string {
	mod := b.St.Created.AddDate(0, 0, days).Add(time.Duration(f.r.IntN(36000)) * time.Second)
	tools := []string{"PDF-XChange Editor 10.2.1.385", "Sejda PDF Desktop 7.6.4", "iLovePDF", "Foxit PDF Editor 13.0.1"}
	info := map[string]string{"ModDate": pdfDate(mod)}
	if f.n%2 == 1 {
		info["Producer"] = tools[f.r.IntN(len(tools))]
	}
	return info
}

func pdfDate(t time.Time) string { return "D:" + t.UTC().Format("20060102150405") + "Z" }

// editDoc applies text edits to a literal-text PDF and saves it, with the
// Info changes an editor makes.
func editDoc(f *forge, b *built, dst string, edits []textEdit, info map[string]string) error {
	dir := f.workdir()
	q, err := toQDF(b.Path, dir)
	if err != nil {
		return err
	}
	q, _, _, err = editStreams(q, edits)
	if err != nil {
		return err
	}
	if len(info) > 0 {
		if q, err = setInfoQDF(q, info); err != nil {
			return err
		}
	}
	return fromQDF(q, dir, dst)
}

func itemEdit(d *Doc, page int, it *Item, newText string) textEdit {
	return textEdit{Page: page, X: it.X, Y: d.H - it.Y, Font: it.Font, Size: it.Size, Old: it.Text, New: newText}
}

func forgeAmountInPlace(f *forge, b *built, dst string) (*label, error) {
	t := pickCredit(f, b, true)
	if t == nil {
		return nil, fmt.Errorf("no editable credit")
	}
	d := b.Res.Doc
	page, it := findItem(d, fmt.Sprintf("amt:%d", t.Seq))
	old := money(t.Cents)
	nw, ok := bumpAmount(old, f.r)
	if !ok {
		return nil, fmt.Errorf("amount %s cannot be bumped", old)
	}
	e := itemEdit(d, page, it, strings.Replace(it.Text, old, nw, 1))
	if err := editDoc(f, b, dst, []textEdit{e}, f.editorInfo(b, 9)); err != nil {
		return nil, err
	}
	return &label{
		Description: fmt.Sprintf("The deposit of %s on %s was retyped as %s in the page's content stream; the running/daily balances, section totals and summary were left as printed, so they no longer add up.", old, t.Date.Format("2006-01-02"), nw),
		Pages:       []int{page},
		Rows:        []labelRow{rowOf(b, t, "amount "+old+" -> "+nw)},
	}, nil
}

// cloneStatement deep-copies a statement so a forger can change it.
func cloneStatement(st *Statement) (*Statement, map[*Txn]*Txn) {
	c := *st
	m := map[*Txn]*Txn{}
	c.Txns = nil
	for _, t := range st.Txns {
		n := *t
		m[t] = &n
		c.Txns = append(c.Txns, &n)
	}
	for _, t := range c.Txns {
		if t.Item != nil {
			if n, ok := m[t.Item]; ok {
				t.Item = n
			}
		}
	}
	return &c, m
}

// diffDocs lists the text runs that differ between two renderings of the
// same layout. The layouts must match run for run.
func diffDocs(a, b *Doc) ([]textEdit, []int, error) {
	if len(a.Pages) != len(b.Pages) {
		return nil, nil, fmt.Errorf("page count changed")
	}
	var edits []textEdit
	pages := map[int]bool{}
	for pi := range a.Pages {
		ia, ib := a.Pages[pi].Items, b.Pages[pi].Items
		if len(ia) != len(ib) {
			return nil, nil, fmt.Errorf("page %d: layout changed", pi+1)
		}
		for i := range ia {
			x, y := ia[i], ib[i]
			if x.Kind != y.Kind || x.Font != y.Font || x.Y != y.Y {
				return nil, nil, fmt.Errorf("page %d: item %d moved", pi+1, i)
			}
			if x.Kind == IText && x.Text != y.Text {
				edits = append(edits, textEdit{Page: pi + 1, X: x.X, Y: a.H - x.Y, Font: x.Font, Size: x.Size, Old: x.Text, New: y.Text})
				pages[pi+1] = true
			}
		}
	}
	var ps []int
	for p := range pages {
		ps = append(ps, p)
	}
	sort.Ints(ps)
	return edits, ps, nil
}

func forgeAmountReconciled(f *forge, b *built, dst string) (*label, error) {
	t := pickCredit(f, b, true)
	if t == nil {
		return nil, fmt.Errorf("no editable credit")
	}
	st2, m := cloneStatement(b.St)
	old := money(t.Cents)
	nw, ok := bumpAmount(old, f.r)
	if !ok {
		return nil, fmt.Errorf("amount %s cannot be bumped", old)
	}
	c, _ := strconv.ParseFloat(strings.ReplaceAll(nw, ",", ""), 64)
	m[t].Cents = int64(c*100 + 0.5)
	st2.Recompute()
	d2, _ := st2.Fam.Draw(st2)
	edits, pages, err := diffDocs(b.Res.Doc, d2)
	if err != nil {
		return nil, err
	}
	if err := editDoc(f, b, dst, edits, f.editorInfo(b, 12)); err != nil {
		return nil, err
	}
	return &label{
		Description: fmt.Sprintf("The deposit of %s on %s was raised to %s and %d other printed figures (later running or daily balances, section and summary totals, ending balance) were retyped to match, so the statement still adds up; edits were made in place in the content streams.", old, t.Date.Format("2006-01-02"), nw, len(edits)-1),
		Pages:       pages,
		Rows:        []labelRow{rowOf(b, t, "amount "+old+" -> "+nw+"; balances and totals recomputed")},
	}, nil
}

func forgeIncremental(f *forge, b *built, dst string) (*label, error) {
	t := pickCredit(f, b, true)
	if t == nil {
		return nil, fmt.Errorf("no editable credit")
	}
	d := b.Res.Doc
	page, it := findItem(d, fmt.Sprintf("amt:%d", t.Seq))
	old := money(t.Cents)
	nw, ok := bumpAmount(old, f.r)
	if !ok {
		return nil, fmt.Errorf("amount %s cannot be bumped", old)
	}
	dir := f.workdir()
	q, err := toQDF(b.Path, dir)
	if err != nil {
		return nil, err
	}
	_, touched, data, err := editStreams(q, []textEdit{itemEdit(d, page, it, strings.Replace(it.Text, old, nw, 1))})
	if err != nil {
		return nil, err
	}
	objs := map[int][]byte{touched[page].orig: streamObj(data[page])}
	// The update also rewrites the Info dictionary, as Acrobat does.
	orig, _ := os.ReadFile(b.Path)
	if m := reInfoRef.FindAllSubmatch(orig, -1); m != nil {
		n, _ := strconv.Atoi(string(m[len(m)-1][1]))
		qi := reInfoRef.FindAllSubmatch(q, -1)
		if qi != nil {
			head := "\n" + string(qi[len(qi)-1][1]) + " 0 obj\n"
			i := strings.Index(string(q), head)
			j := strings.Index(string(q[i:]), "\nendobj")
			dict := parseInfo(string(q[i+len(head) : i+j]))
			dict["ModDate"] = pdfEscape(pdfDate(b.St.Created.AddDate(0, 0, 15)))
			dict["Producer"] = pdfEscape("Adobe Acrobat Pro (64-bit) 24.2.20736")
			var s strings.Builder
			s.WriteString("<<")
			for _, k := range sortedKeys(dict) {
				fmt.Fprintf(&s, " /%s %s", k, dict[k])
			}
			s.WriteString(" >>")
			objs[n] = []byte(s.String())
		}
	}
	if err := appendUpdate(b.Path, dst, objs); err != nil {
		return nil, err
	}
	if err := sh("qpdf", "--check", dst); err != nil {
		return nil, fmt.Errorf("update does not parse: %w", err)
	}
	return &label{
		Description: fmt.Sprintf("An incremental update appended to the untouched original bytes replaces page %d's content stream, retyping the deposit of %s as %s, and rewrites the Info dictionary (Acrobat producer, later ModDate). Balances and totals were not changed; the original revision is still in the file.", page, old, nw),
		Pages:       []int{page},
		Rows:        []labelRow{rowOf(b, t, "amount "+old+" -> "+nw+" (incremental update)")},
	}, nil
}

func forgeMetadata(f *forge, b *built, dst string) (*label, error) {
	dir := f.workdir()
	q, err := toQDF(b.Path, dir)
	if err != nil {
		return nil, err
	}
	variants := []map[string]string{
		{"Producer": "Adobe PDF Library 23.1.175", "Creator": "Adobe Acrobat Pro (64-bit) 23.1.20093"},
		{"Producer": "Microsoft: Print To PDF", "Creator": "Microsoft Word"},
		{"Producer": "OpenText Output Transformation Engine - 23.4.00", "Creator": "OpenText Exstream"},
		{"Producer": "iText 5.5.13.3 (c)2000-2022 iText Group NV (AGPL-version)", "Creator": ""},
	}
	v := variants[f.n%len(variants)]
	info := map[string]string{}
	for k, x := range v {
		info[k] = x
	}
	back := b.St.End.AddDate(0, 0, -20)
	info["CreationDate"] = pdfDate(back)
	info["ModDate"] = pdfDate(b.St.Created.AddDate(0, 0, 30))
	if q, err = setInfoQDF(q, info); err != nil {
		return nil, err
	}
	if err := fromQDF(q, dir, dst); err != nil {
		return nil, err
	}
	return &label{
		Description: fmt.Sprintf("The Info dictionary was rewritten: Producer %q, Creator %q, CreationDate %s (before the period ends) and ModDate %s; the file was re-saved by qpdf with object streams. Page content is unchanged; any XMP packet still names the original tool.", v["Producer"], v["Creator"], back.Format("2006-01-02"), b.St.Created.AddDate(0, 0, 30).Format("2006-01-02")),
	}, nil
}

var (
	monthsLong  = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
	reNumDate   = regexp.MustCompile(`\b(0?[1-9]|1[0-2])([/-])(0?[1-9]|[12]\d|3[01])(?:([/-])(\d{4}|\d{2}))?\b`)
	reLongDate  = regexp.MustCompile(`\b(January|February|March|April|May|June|July|August|September|October|November|December)( \d{1,2})(, (\d{4}))?`)
	reShortDate = regexp.MustCompile(`(?i)\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)( \d{1,2})( \d{4}|, \d{4})?\b`)
	reDayMonth  = regexp.MustCompile(`\b(\d{1,2} )(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)( \d{4})?\b`)
)

// shiftMonth moves every date in s one month later, keeping the day and
// the spelling: 03/31 becomes 04/31, as a forger's retyping does.
func shiftMonth(s string) string {
	bumpYear := func(y string) string {
		n, _ := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(y, ",")))
		pre := y[:len(y)-len(strings.TrimLeft(y, ", "))]
		if len(strings.TrimSpace(strings.TrimPrefix(y, ","))) == 2 {
			return pre + fmt.Sprintf("%02d", (n+1)%100)
		}
		return pre + fmt.Sprint(n+1)
	}
	s = reNumDate.ReplaceAllStringFunc(s, func(m string) string {
		p := reNumDate.FindStringSubmatch(m)
		mo, _ := strconv.Atoi(p[1])
		nm := mo%12 + 1
		ms := fmt.Sprint(nm)
		if len(p[1]) == 2 {
			ms = fmt.Sprintf("%02d", nm)
		}
		out := ms + p[2] + p[3]
		if p[5] != "" {
			y := p[5]
			if mo == 12 {
				y = bumpYear(y)
			}
			out += p[4] + y
		}
		return out
	})
	idx := func(name string) int {
		for i, m := range monthsLong {
			if strings.EqualFold(m[:3], name[:3]) {
				return i
			}
		}
		return 0
	}
	caseLike := func(src, dst string) string {
		if src == strings.ToUpper(src) {
			return strings.ToUpper(dst)
		}
		return dst
	}
	s = reLongDate.ReplaceAllStringFunc(s, func(m string) string {
		p := reLongDate.FindStringSubmatch(m)
		i := idx(p[1])
		out := monthsLong[(i+1)%12] + p[2]
		if p[3] != "" {
			y := p[4]
			if i == 11 {
				y = bumpYear(y)
			}
			out += ", " + y
		}
		return out
	})
	s = reShortDate.ReplaceAllStringFunc(s, func(m string) string {
		p := reShortDate.FindStringSubmatch(m)
		i := idx(p[1])
		out := caseLike(p[1], monthsLong[(i+1)%12][:3]) + p[2]
		if p[3] != "" {
			y := p[3]
			if i == 11 {
				y = bumpYear(y)
			}
			out += y
		}
		return out
	})
	s = reDayMonth.ReplaceAllStringFunc(s, func(m string) string {
		p := reDayMonth.FindStringSubmatch(m)
		i := idx(p[2])
		out := p[1] + caseLike(p[2], monthsLong[(i+1)%12][:3])
		if p[3] != "" {
			y := p[3]
			if i == 11 {
				y = bumpYear(y)
			}
			out += y
		}
		return out
	})
	return s
}

func forgeDateShift(f *forge, b *built, dst string) (*label, error) {
	d := b.Res.Doc
	var edits []textEdit
	pages := map[int]bool{}
	for pi, p := range d.Pages {
		for i := range p.Items {
			it := &p.Items[i]
			if it.Kind != IText || it.Size < 7.2 && !strings.HasPrefix(it.Tag, "date:") {
				continue
			}
			if n := shiftMonth(it.Text); n != it.Text {
				edits = append(edits, itemEdit(d, pi+1, it, n))
				pages[pi+1] = true
			}
		}
	}
	if len(edits) < 5 {
		return nil, fmt.Errorf("too few dates found")
	}
	if err := editDoc(f, b, dst, edits, f.editorInfo(b, 40)); err != nil {
		return nil, err
	}
	var ps []int
	for p := range pages {
		ps = append(ps, p)
	}
	sort.Ints(ps)
	var rows []labelRow
	for _, r := range b.Res.Rows {
		rows = append(rows, rowOf(b, r.T, "date moved one month later"))
	}
	st := b.St
	return &label{
		Description: fmt.Sprintf("An old statement was re-dated: every printed date in the header, tables and summaries (%d text runs) was moved one month later, keeping the day, so the period %s to %s now reads as the following month. Weekdays no longer match business-day postings and days past the end of a shorter month (such as 04/31) may appear; ACH detail dates inside descriptions were not changed.", len(edits), st.Start.Format("2006-01-02"), st.End.Format("2006-01-02")),
		Pages:       ps,
		Rows:        rows,
	}, nil
}

// pageSizes reads each page's size in points.
func pageSizes(path string) ([][2]float64, error) {
	out, err := exec.Command("pdfinfo", "-f", "1", "-l", "999", path).Output()
	if err != nil {
		return nil, fmt.Errorf("pdfinfo: %w", err)
	}
	re := regexp.MustCompile(`Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts`)
	var s [][2]float64
	for _, m := range re.FindAllStringSubmatch(string(out), -1) {
		w, _ := strconv.ParseFloat(m[1], 64)
		h, _ := strconv.ParseFloat(m[2], 64)
		s = append(s, [2]float64{w, h})
	}
	return s, nil
}

// patch is a white box with an optional retyped text on a page; Y is the
// box top and BaseY the text baseline, both from the page top.
type patch struct {
	Page          int
	X, Y, W, H    float64
	Text          string
	RightX, BaseY float64
	Font          string
	Size          float64
}

// overlay stamps patches on a PDF with qpdf, the way a forger pastes a
// white rectangle and a text box in an online editor.
func overlay(f *forge, src, dst string, patches []patch) error {
	sizes, err := pageSizes(src)
	if err != nil {
		return err
	}
	pdf := fpdf.NewCustom(&fpdf.InitType{UnitStr: "pt", Size: fpdf.SizeType{Wd: sizes[0][0], Ht: sizes[0][1]}})
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetCompression(true)
	last := 0
	for _, p := range patches {
		last = max(last, p.Page)
	}
	for pg := 1; pg <= last; pg++ {
		sz := sizes[pg-1]
		pdf.AddPageFormat("P", fpdf.SizeType{Wd: sz[0], Ht: sz[1]})
		for _, p := range patches {
			if p.Page != pg {
				continue
			}
			pdf.SetFillColor(255, 255, 255)
			pdf.Rect(p.X, p.Y, p.W, p.H, "F")
			if p.Text != "" {
				fam, style := fpdfFont(p.Font)
				pdf.SetFont(fam, style, p.Size)
				pdf.SetTextColor(0, 0, 0)
				pdf.Text(p.RightX-pdf.GetStringWidth(p.Text), p.BaseY, p.Text)
			}
		}
	}
	ov := filepath.Join(f.workdir(), "overlay.pdf")
	if err := pdf.OutputFileAndClose(ov); err != nil {
		return fmt.Errorf("overlay: %w", err)
	}
	return sh("qpdf", src, "--overlay", ov, "--", dst)
}

// word is a word box from pdftotext -bbox (points, origin top left).
type word struct {
	page                   int
	xMin, yMin, xMax, yMax float64
	text                   string
}

var reWord = regexp.MustCompile(`<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>`)

func words(path string) ([]word, error) {
	out, err := exec.Command("pdftotext", "-bbox", path, "-").Output()
	if err != nil {
		return nil, fmt.Errorf("pdftotext -bbox: %w", err)
	}
	var ws []word
	for pi, pg := range strings.Split(string(out), "<page ")[1:] {
		for _, m := range reWord.FindAllStringSubmatch(pg, -1) {
			v := func(i int) float64 { x, _ := strconv.ParseFloat(m[i], 64); return x }
			t := strings.NewReplacer("&amp;", "&", "&lt;", "<", "&gt;", ">", "&quot;", `"`, "&#39;", "'").Replace(m[5])
			ws = append(ws, word{pi + 1, v(1), v(2), v(3), v(4), t})
		}
	}
	return ws, nil
}

func forgeWhiteBox(f *forge, b *built, dst string) (*label, error) {
	t := pickCredit(f, b, false)
	if t == nil {
		return nil, fmt.Errorf("no unique credit")
	}
	old := money(t.Cents)
	ws, err := words(b.Path)
	if err != nil {
		return nil, err
	}
	var hit *word
	for i := range ws {
		if strings.Contains(ws[i].text, old) {
			if hit != nil {
				return nil, fmt.Errorf("amount %s printed twice", old)
			}
			hit = &ws[i]
		}
	}
	if hit == nil {
		return nil, fmt.Errorf("amount %s not found", old)
	}
	nwAmt, ok := bumpAmount(old, f.r)
	if !ok {
		return nil, fmt.Errorf("amount %s cannot be bumped", old)
	}
	nw := strings.Replace(hit.text, old, nwAmt, 1)
	h := hit.yMax - hit.yMin
	size := h * 0.78
	p := patch{Page: hit.page, X: hit.xMin - 1.5, Y: hit.yMin - 0.5, W: hit.xMax - hit.xMin + 3, H: h + 1,
		Text: nw, RightX: hit.xMax, BaseY: hit.yMax - h*0.22, Font: "Helvetica", Size: size}
	if err := overlay(f, b.Path, dst, []patch{p}); err != nil {
		return nil, err
	}
	return &label{
		Description: fmt.Sprintf("A white rectangle was drawn over the deposit amount %s on page %d and %s was typed on top in Helvetica; the original figure is still in the text layer beneath, and balances and totals were left as printed.", hit.text, hit.page, nw),
		Pages:       []int{hit.page},
		Rows:        []labelRow{rowOf(b, t, "amount "+old+" -> "+nwAmt+" (white box and retyped text)")},
	}, nil
}

var newHolders = []string{"SUNRISE LOGISTICS GROUP LLC", "MERIDIAN DENTAL STUDIO PLLC", "BLUE OAK CONSTRUCTION INC", "ATLAS PRIME ROOFING LLC", "CEDAR & VINE BISTRO LLC", "KEYSTONE MOBILE AUTO LLC", "EVERGREEN HOME HEALTH INC", "SILVERLINE TRANSPORT LLC", "HARVEST TABLE CATERING LLC", "NOVA STAR ELECTRIC INC", "PRAIRIE WIND FREIGHT LLC", "RIVERSTONE LANDSCAPING LLC"}

func forgeIdentity(f *forge, b *built, dst string) (*label, error) {
	name := b.St.Biz.Name
	nw := newHolders[f.n%len(newHolders)]
	if strings.ToUpper(name) != name {
		nw = titleWords(nw)
	}
	if literal(b) {
		d := b.Res.Doc
		var edits []textEdit
		pages := map[int]bool{}
		newAcct := []byte(b.St.AcctNo)
		for i := range newAcct[:len(newAcct)-4] {
			newAcct[i] = byte('0' + (int(newAcct[i]-'0')+3+i)%10)
		}
		newAcct[len(newAcct)-2], newAcct[len(newAcct)-1] = newAcct[len(newAcct)-1], newAcct[len(newAcct)-2]
		for pi, p := range d.Pages {
			for i := range p.Items {
				it := &p.Items[i]
				if it.Kind != IText {
					continue
				}
				n := strings.ReplaceAll(it.Text, name, nw)
				n = strings.ReplaceAll(n, b.St.AcctNo, string(newAcct))
				if n != it.Text {
					edits = append(edits, itemEdit(d, pi+1, it, n))
					pages[pi+1] = true
				}
			}
		}
		if len(edits) == 0 {
			return nil, fmt.Errorf("no holder text")
		}
		if err := editDoc(f, b, dst, edits, f.editorInfo(b, 5)); err != nil {
			return nil, err
		}
		var ps []int
		for p := range pages {
			ps = append(ps, p)
		}
		sort.Ints(ps)
		return &label{
			Description: fmt.Sprintf("The statement was relabelled for another business: the holder name %q was replaced by %q and the account number %s by %s wherever printed as a whole (%d text runs, edited in place). Masked numbers and the activity were not changed.", name, nw, b.St.AcctNo, newAcct, len(edits)),
			Pages:       ps,
		}, nil
	}
	ws, err := words(b.Path)
	if err != nil {
		return nil, err
	}
	parts := strings.Fields(name)
	for i := 0; i+len(parts) <= len(ws); i++ {
		if ws[i].page != 1 {
			break
		}
		ok := true
		for k, w := range parts {
			if ws[i+k].text != w || ws[i+k].yMin != ws[i].yMin {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		first, last := ws[i], ws[i+len(parts)-1]
		h := first.yMax - first.yMin
		width := textWidth(nw, "Helvetica", h*0.78)
		p := patch{Page: 1, X: first.xMin - 1, Y: first.yMin - 0.5, W: max(last.xMax-first.xMin, width) + 2, H: h + 1,
			Text: nw, RightX: first.xMin + width, BaseY: first.yMax - h*0.22, Font: "Helvetica", Size: h * 0.78}
		if err := overlay(f, b.Path, dst, []patch{p}); err != nil {
			return nil, err
		}
		return &label{
			Description: fmt.Sprintf("The holder name %q in the page-1 address block was covered by a white box and %q was typed over it; other mentions of the holder (running headers, labels) were left as printed.", name, nw),
			Pages:       []int{1},
		}, nil
	}
	return nil, fmt.Errorf("holder name not found on page 1")
}

func forgePageSplice(f *forge, b *built, dst string) (*label, error) {
	k := 2
	if b.Pages >= 4 {
		k = 2 + f.r.IntN(b.Pages-2)
	}
	var donor *built
	for _, o := range f.all {
		if o != b && o.St.Fam == b.St.Fam && o.Pages >= k && o.St.Producer == b.St.Producer && !o.St.Unverified {
			donor = o
			break
		}
	}
	if donor == nil {
		return nil, fmt.Errorf("no donor statement")
	}
	args := []string{b.Path, "--pages", b.Path}
	if k > 1 {
		args = append(args, fmt.Sprintf("1-%d", k-1))
	}
	args = append(args, donor.Path, fmt.Sprint(k))
	if k < b.Pages {
		args = append(args, b.Path, fmt.Sprintf("%d-z", k+1))
	}
	args = append(args, "--", dst)
	if err := sh("qpdf", args...); err != nil {
		return nil, err
	}
	var rows []labelRow
	for _, it := range b.Res.Doc.Pages[k-1].Items {
		if strings.HasPrefix(it.Tag, "amt:") {
			seq, _ := strconv.Atoi(strings.TrimPrefix(it.Tag, "amt:"))
			for _, r := range b.Res.Rows {
				if r.T.Seq == seq {
					rows = append(rows, rowOf(b, r.T, "removed: page replaced"))
				}
			}
		}
	}
	return &label{
		Description: fmt.Sprintf("Page %d was replaced by page %d of %s (same bank and holder, another period) with qpdf --pages; the rows listed were on the original page and are gone, and the spliced page's rows, dates and balances belong to the other statement.", k, k, donor.St.Name+".pdf"),
		Pages:       []int{k},
		Rows:        rows,
	}, nil
}

func forgeWhiteout(f *forge, b *built, dst string) (*label, error) {
	d := b.Res.Doc
	var patches []patch
	var rows []labelRow
	pages := map[int]bool{}
	for _, r := range b.Res.Rows {
		t := r.T
		if !t.IsNSF() {
			continue
		}
		page, it := findItem(d, fmt.Sprintf("amt:%d", t.Seq))
		if it == nil {
			continue
		}
		// The row runs from its baseline down to the next row's top.
		bottom := it.Y + 3
		next := 1e9
		for _, o := range d.Pages[page-1].Items {
			if (strings.HasPrefix(o.Tag, "amt:") || strings.HasPrefix(o.Tag, "date:")) && o.Y > it.Y+0.5 && o.Y < next {
				next = o.Y
			}
		}
		if next < 1e9 && next-it.Y < 40 {
			bottom = next - it.Size - 0.5
		}
		patches = append(patches, patch{Page: page, X: 30, Y: it.Y - it.Size - 0.5, W: d.W - 60, H: bottom - (it.Y - it.Size - 0.5)})
		rows = append(rows, rowOf(b, t, "covered by a white box"))
		pages[page] = true
	}
	if len(patches) == 0 {
		return nil, fmt.Errorf("no fee rows found")
	}
	if err := overlay(f, b.Path, dst, patches); err != nil {
		return nil, err
	}
	var ps []int
	for p := range pages {
		ps = append(ps, p)
	}
	sort.Ints(ps)
	return &label{
		Description: fmt.Sprintf("%d overdraft / NSF / returned-item fee rows were hidden under white rectangles; nothing was retyped, so balances, totals and counts still include them and their text remains in the text layer.", len(patches)),
		Pages:       ps,
		Rows:        rows,
	}, nil
}

func forgeReexport(f *forge, b *built, dst string) (*label, error) {
	st2, m := cloneStatement(b.St)
	var rows []labelRow
	var what string
	if b.St.NSFCount() > 0 {
		var keep []*Txn
		for _, t := range b.St.Txns {
			if t.IsNSF() {
				rows = append(rows, rowOf(b, t, "deleted"))
				continue
			}
			keep = append(keep, m[t])
		}
		st2.Txns = keep
		what = fmt.Sprintf("the %d overdraft / NSF / returned-item fee rows were deleted", len(rows))
	} else {
		bdays := []time.Time{}
		for _, d := range days(st2.Start, st2.End) {
			if isBusinessDay(st2.Fam.Country, d) {
				bdays = append(bdays, d)
			}
		}
		day := bdays[len(bdays)/2+f.r.IntN(len(bdays)/3)]
		cust := "NORTHGATE PROPERTIES LLC"
		if len(st2.Biz.Customers) > 0 {
			cust = st2.Biz.Customers[f.r.IntN(len(st2.Biz.Customers))]
		}
		nt := &Txn{Date: day, Kind: KWireIn, Credit: true, Cents: 1850000 + 100*f.r.Int64N(9000), Party: cust, Ref: "7734201988123456", Ref2: "QX7LM2PA9RT4KD8W"}
		st2.Txns = append(st2.Txns, nt)
		rows = append(rows, labelRow{-1, day.Format("2006-01-02"), "", float64(nt.Cents) / 100, "credit", "inserted"})
		what = fmt.Sprintf("a wire deposit of %s on %s was inserted", money(nt.Cents), day.Format("2006-01-02"))
	}
	st2.Recompute()
	st2.Created = b.St.Created.AddDate(0, 0, 20+f.r.IntN(30))
	if st2.Fam.Draw != nil {
		d2, _ := st2.Fam.Draw(st2)
		d2.Meta = metaFor(st2)
		if err := writeFODG(d2, dst); err != nil {
			return nil, err
		}
	} else {
		if _, err := st2.Fam.Print(st2, dst); err != nil {
			return nil, err
		}
	}
	n, err := pageCount(dst)
	if err != nil {
		return nil, err
	}
	var all []int
	for i := 1; i <= n; i++ {
		all = append(all, i)
	}
	return &label{
		Description: fmt.Sprintf("The statement was rebuilt in a word processor and exported again through LibreOffice: %s and every later running/daily balance, section total, count and the ending balance were recomputed, so the document reconciles; fonts, producer and dates are LibreOffice's.", what),
		Pages:       all,
		Rows:        rows,
	}, nil
}
