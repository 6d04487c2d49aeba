package tamper

import (
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"

	"github.com/docanalysis/service/internal/document/pdfcontent"
	"github.com/docanalysis/service/internal/testkit/corpuscheck"
	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

// Source is a clean statement to forge from.
type Source struct {
	Name  string // file name without .pdf
	PDF   []byte
	Truth *groundtruth.Truth
}

// Label describes one forged document.
type Label struct {
	File      string         `json:"file"`
	Source    string         `json:"source"`
	Kind      string         `json:"kind"`
	Technique string         `json:"technique"`
	Detail    map[string]any `json:"detail"`
}

// Kind is one forgery technique.
type Kind struct {
	Name string
	// Doc says what the forger did.
	Doc  string
	make func(s Source, i int) ([]byte, string, map[string]any, error)
}

// ErrNotApplicable means the technique cannot be applied to this
// document (no suitable amount, a glyph missing from a subset font…).
var ErrNotApplicable = errors.New("tamper: technique does not apply to this document")

func notApplicable(format string, a ...any) error {
	return fmt.Errorf("%w: %s", ErrNotApplicable, fmt.Sprintf(format, a...))
}

// Kinds are the tamper kinds, in the order of the benchmark's table.
var Kinds = []Kind{
	{"incremental_content", "one deposit amount retyped in place with the fonts' own glyphs, saved as an incremental update (original metadata kept)", incrementalContent},
	{"incremental_metadata", "an incremental update that changes only the information dictionary (title, author or modification date)", incrementalMetadata},
	{"producer_dates", "the file rewritten with an editor's producer, a modification date days after creation, a modification date before creation, the creation date moved into the period, or metadata stripped", producerDates},
	{"amount_edit", "one deposit amount retyped in place, balances not adjusted, file rewritten with the original metadata", amountEdit},
	{"overlay", "a white box over a deposit amount with a larger figure typed on top in a non-embedded Arial, file rewritten with the original metadata", overlay},
	{"word_processor", "the statement retyped in a word processor (Word, LibreOffice Writer, Google Docs), balances reconciling", wordProcessor},
	{"copied_rows", "a deposit row with a reference number copied over another row of the same page, file rewritten with the original metadata", copiedRows},
	{"date_shift", "every date moved one month later where the retyped date fits (rows, and the period where it is numeric), file rewritten with the original metadata", dateShift},
}

// LoadSources reads the clean statements of a corpus directory: complete
// bank statements with transactions. LibreOffice-converted fixtures are
// left out as sources (they were once counted as the word-processor kind;
// fraudbench now scores them as clean, and leaving them out keeps the
// tampered corpus as it was). So are statements whose own figures
// do not add up (parse_quality needs_review: already inconsistent) and
// those the engine does not read yet (corpuscheck.NotYetSupported), whose
// forgeries no reader could judge.
func LoadSources(dir string) ([]Source, error) {
	truths, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	sort.Strings(truths)
	var out []Source
	for _, p := range truths {
		t, err := groundtruth.Load(p)
		if err != nil {
			return nil, err
		}
		if t.ExpectError != "" || t.FailureReason != "" || len(t.Transactions) == 0 || t.Producer == "libreoffice" ||
			t.ParseQuality == "needs_review" || corpuscheck.NotYetSupported(p) {
			continue
		}
		name := strings.TrimSuffix(filepath.Base(p), ".json")
		b, err := os.ReadFile(filepath.Join(dir, name+".pdf"))
		if err != nil {
			return nil, err
		}
		out = append(out, Source{Name: name, PDF: b, Truth: t})
	}
	return out, nil
}

// Generate forges one document of kind k from s; i varies the technique's
// variant deterministically.
func Generate(k Kind, s Source, i int) ([]byte, Label, error) {
	pdf, technique, detail, err := k.make(s, i)
	if err != nil {
		return nil, Label{}, err
	}
	return pdf, Label{File: k.Name + "__" + s.Name + ".pdf", Source: s.Name + ".pdf", Kind: k.Name, Technique: technique, Detail: detail}, nil
}

// money formats an amount as statements print it: 1,234.56.
func money(v float64) string {
	c := int64(math.Round(math.Abs(v) * 100))
	whole := strconv.FormatInt(c/100, 10)
	var b strings.Builder
	for i, ch := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(ch)
	}
	return fmt.Sprintf("%s.%02d", b.String(), c%100)
}

// inflate raises the leading digit of an amount (or the first digit
// below 9): what a forger does to a deposit. The length stays the same,
// so the retyped figure fits where the old one was.
func inflate(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= '0' && c <= '8' {
			return s[:i] + string(min(c+4, '9')) + s[i+1:]
		}
	}
	return s
}

// target is an amount printed once in the document.
type target struct {
	page, line, start int
	old               string
	pt                *pageText
}

// uniqueCredit finds the largest deposit whose amount is printed exactly
// once, so retyping it changes that row and nothing else.
func uniqueCredit(f *file, t *groundtruth.Truth) (*target, error) {
	var credits []float64
	for _, x := range t.Transactions {
		if x.Type == "credit" {
			credits = append(credits, x.Amount)
		}
	}
	sort.Sort(sort.Reverse(sort.Float64Slice(credits)))
	pages := map[int]*pageText{}
	for p := 1; p <= f.ctx.PageCount; p++ {
		pt, err := f.readPage(p)
		if err != nil {
			return nil, err
		}
		pages[p] = pt
	}
	for _, c := range credits {
		s := money(c)
		var hits []target
		for p := 1; p <= f.ctx.PageCount; p++ {
			for _, h := range pages[p].find(s) {
				hits = append(hits, target{page: p, line: h[0], start: h[1], old: s, pt: pages[p]})
			}
		}
		if len(hits) == 1 {
			return &hits[0], nil
		}
	}
	return nil, notApplicable("no deposit amount is printed exactly once")
}

// retypeAmount retypes the target with an inflated amount.
func retypeAmount(f *file, t *target) (string, error) {
	nw := inflate(t.old)
	if nw == t.old {
		return "", notApplicable("amount %s cannot grow", t.old)
	}
	edits := map[[2]int][]byte{}
	if err := t.pt.substitute(t.line, t.start, t.start+len(t.old), nw, edits); err != nil {
		return "", notApplicable("%v", err)
	}
	if err := f.setContent(t.page, t.pt.apply(edits, nil)); err != nil {
		return "", err
	}
	return nw, nil
}

func incrementalContent(s Source, _ int) ([]byte, string, map[string]any, error) {
	f, err := open(s.PDF)
	if err != nil {
		return nil, "", nil, err
	}
	t, err := uniqueCredit(f, s.Truth)
	if err != nil {
		return nil, "", nil, err
	}
	nw, err := retypeAmount(f, t)
	if err != nil {
		return nil, "", nil, err
	}
	out, err := f.increment()
	return out, "retype_in_place_incremental", map[string]any{"page": t.page, "old": t.old, "new": nw}, err
}

func amountEdit(s Source, _ int) ([]byte, string, map[string]any, error) {
	f, err := open(s.PDF)
	if err != nil {
		return nil, "", nil, err
	}
	t, err := uniqueCredit(f, s.Truth)
	if err != nil {
		return nil, "", nil, err
	}
	nw, err := retypeAmount(f, t)
	if err != nil {
		return nil, "", nil, err
	}
	out, err := f.rewrite()
	return out, "retype_in_place_rewrite", map[string]any{"page": t.page, "old": t.old, "new": nw}, err
}

// pdfDate formats t as a PDF date string.
func pdfDate(t time.Time) string { return "D:" + t.UTC().Format("20060102150405") + "Z" }

func (f *file) infoDate(key string) time.Time {
	if f.ctx.Info == nil {
		return time.Time{}
	}
	d, err := f.ctx.DereferenceDict(*f.ctx.Info)
	if err != nil || d == nil {
		return time.Time{}
	}
	s, err := f.ctx.DereferenceText(d[key])
	if err != nil {
		return time.Time{}
	}
	t, _ := types.DateTime(s, true)
	return t
}

func incrementalMetadata(s Source, i int) ([]byte, string, map[string]any, error) {
	f, err := open(s.PDF)
	if err != nil {
		return nil, "", nil, err
	}
	var technique string
	var set map[string]string
	switch i % 3 {
	case 0:
		technique, set = "title", map[string]string{"Title": "Account Statement"}
	case 1:
		c := f.infoDate("CreationDate")
		if c.IsZero() {
			c = time.Date(2026, 3, 4, 6, 0, 0, 0, time.UTC)
		}
		technique, set = "modification_date", map[string]string{"ModDate": pdfDate(c.AddDate(0, 0, 3))}
	default:
		technique, set = "author", map[string]string{"Author": s.Truth.AccountHolderName}
	}
	f.setInfo(set)
	out, err := f.increment()
	return out, technique, map[string]any{"set": set}, err
}

var editors = []string{"iLovePDF", "Sejda (https://www.sejda.com)", "Smallpdf.com", "PDF24 Creator", "PDFescape Online", "Adobe Photoshop 25.0 (Windows)"}

func producerDates(s Source, i int) ([]byte, string, map[string]any, error) {
	f, err := open(s.PDF)
	if err != nil {
		return nil, "", nil, err
	}
	created := f.infoDate("CreationDate")
	if created.IsZero() {
		created = time.Date(2026, 3, 4, 6, 0, 0, 0, time.UTC)
	}
	end, _ := time.Parse("2006-01-02", s.Truth.PeriodEnd)
	var technique string
	var set map[string]string
	switch i % 5 {
	case 0:
		ed := editors[(i/5)%len(editors)]
		technique, set = "editor_producer", map[string]string{"Producer": ed}
	case 1:
		technique, set = "modified_later", map[string]string{"ModDate": pdfDate(created.AddDate(0, 0, 9))}
	case 2:
		technique, set = "modified_before_created", map[string]string{"ModDate": pdfDate(created.AddDate(0, -2, 0))}
	case 3:
		d := pdfDate(end.AddDate(0, 0, -6).Add(10 * time.Hour))
		technique, set = "created_inside_period", map[string]string{"CreationDate": d, "ModDate": d}
	default:
		technique = "stripped"
		f.ctx.Info = nil
		if f.ctx.RootDict != nil {
			f.ctx.RootDict.Delete("Metadata")
		}
	}
	if set != nil {
		f.setInfo(set)
	}
	out, err := f.rewrite()
	return out, technique, map[string]any{"set": set}, err
}

// overlay hides a deposit under a white box and types a larger figure on
// top, the way online PDF editors "edit" text they cannot change.
func overlay(s Source, _ int) ([]byte, string, map[string]any, error) {
	f, err := open(s.PDF)
	if err != nil {
		return nil, "", nil, err
	}
	t, err := uniqueCredit(f, s.Truth)
	if err != nil {
		return nil, "", nil, err
	}
	x0, x1, y, size, _ := t.pt.lineBox(t.line, t.start, t.start+len(t.old))
	if math.IsInf(x0, 0) || size <= 0 {
		return nil, "", nil, notApplicable("amount has no glyph box")
	}
	nw := inflate(t.old)
	var w float64
	for _, r := range nw {
		w += helveticaWidth(r) / 1000 * size
	}
	var b strings.Builder
	fmt.Fprintf(&b, "q\n%s\nQ\n", t.pt.content)
	fmt.Fprintf(&b, "q 1 1 1 rg %.2f %.2f %.2f %.2f re f Q\n", x0-1, y-0.3*size, x1-x0+2, 1.25*size)
	fmt.Fprintf(&b, "BT /FTmpArial %.2f Tf %.2f %.2f Td (%s) Tj ET\n", size, x1-w, y, nw)
	if err := f.addFont(t.page, "FTmpArial", "Arial"); err != nil {
		return nil, "", nil, err
	}
	if err := f.setContent(t.page, []byte(b.String())); err != nil {
		return nil, "", nil, err
	}
	out, err := f.rewrite()
	return out, "white_box_and_retype", map[string]any{"page": t.page, "old": t.old, "new": nw, "font": "Arial (not embedded)"}, err
}

// addFont adds a non-embedded TrueType font to page n's resources.
func (f *file) addFont(n int, name, base string) error {
	d, num, err := f.pageDict(n)
	if err != nil {
		return err
	}
	_, _, inh, err := f.ctx.PageDict(n, false)
	if err != nil || inh == nil {
		return fmt.Errorf("tamper: page %d resources: %v", n, err)
	}
	res := types.NewDict()
	if inh.Resources != nil {
		res = inh.Resources.Clone().(types.Dict)
	}
	fonts := types.NewDict()
	if fd, err := f.ctx.DereferenceDict(res["Font"]); err == nil && fd != nil {
		fonts = fd.Clone().(types.Dict)
	}
	fd := types.NewDict()
	fd.Insert("Type", types.Name("Font"))
	fd.Insert("Subtype", types.Name("TrueType"))
	fd.Insert("BaseFont", types.Name(base))
	fd.Insert("Encoding", types.Name("WinAnsiEncoding"))
	fonts.Update(name, f.add(fd))
	res.Update("Font", fonts)
	d.Update("Resources", res)
	f.set(num, d)
	return nil
}

var (
	txnLineRe = regexp.MustCompile(`^(\d{1,2}/\d{1,2}(/\d{2,4})?|[A-Z][a-z]{2}\.? \d{1,2})\b.*\d\.\d{2}\b`)
	refNumRe  = regexp.MustCompile(`\b[A-Z]{0,3}\d{5,}\b`)
)

// copiedRows copies a deposit row with a reference number over another
// row of the same page: the copied row appears twice and the row it
// replaced is gone.
func copiedRows(s Source, i int) ([]byte, string, map[string]any, error) {
	f, err := open(s.PDF)
	if err != nil {
		return nil, "", nil, err
	}
	for p := 1; p <= f.ctx.PageCount; p++ {
		pt, err := f.readPage(p)
		if err != nil {
			return nil, "", nil, err
		}
		isTxn := func(li int) bool { return li < len(pt.lines) && txnLineRe.MatchString(pt.lines[li].text) }
		// A row whose next line is another row has no wrapped
		// description that would be left behind.
		whole := func(li int) bool { return isTxn(li) && isTxn(li+1) }
		for a := range pt.lines {
			if !whole(a) || !refNumRe.MatchString(pt.lines[a].text) {
				continue
			}
			for b := a + 2 + i%3; b < len(pt.lines); b++ {
				if !whole(b) || pt.lines[b].text == pt.lines[a].text {
					continue
				}
				content, err := copyLine(pt, a, b)
				if err != nil {
					return nil, "", nil, err
				}
				if err := f.setContent(p, content); err != nil {
					return nil, "", nil, err
				}
				out, err := f.rewrite()
				return out, "copy_row_over_row", map[string]any{"page": p, "copied": pt.lines[a].text, "replaced": pt.lines[b].text}, err
			}
		}
	}
	return nil, "", nil, notApplicable("no single-line row with a reference number")
}

// copyLine removes the text of line b and draws line a's text there.
func copyLine(pt *pageText, a, b int) ([]byte, error) {
	var extra []edit
	for _, r := range pt.runsOnLine(b) {
		op := pt.runs[r].Op
		extra = append(extra, edit{op.Start, op.End, nil})
	}
	body := pt.apply(nil, extra)
	dy := pt.lines[b].y - pt.lines[a].y
	var sb strings.Builder
	fmt.Fprintf(&sb, "q\n%s\nQ\n", body)
	for _, r := range pt.runsOnLine(a) {
		t := pt.runs[r]
		m := t.TM.Mul(t.CTM).Mul(pdfcontent.Translate(0, dy))
		args := t.Op.Args
		operand := pt.content[args[len(args)-1].Start:args[len(args)-1].End]
		name := "Tj"
		if t.Op.Name == "TJ" {
			name = "TJ"
		}
		fmt.Fprintf(&sb, "BT /%s %.4f Tf %.4f Tz %.4f Ts %.5f %.5f %.5f %.5f %.4f %.4f Tm %s %s ET\n",
			t.Font, t.FontSize, t.HScale*100, t.Rise, m[0], m[1], m[2], m[3], m[4], m[5], operand, name)
	}
	return []byte(sb.String()), nil
}

var (
	numDateRe  = regexp.MustCompile(`\b(\d{1,2})/(\d{1,2})(/(\d{4}|\d{2}))?\b`)
	monDateRe  = regexp.MustCompile(`\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)(\.?) (\d{1,2})\b`)
	longDateRe = regexp.MustCompile(`\b(January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2}), (\d{4})\b`)
)

var monthNames = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}

// nextMonth moves (month, day) one month later, keeping the day when the
// month has it.
func nextMonth(year, month, day int) (int, int, int) {
	month++
	if month > 12 {
		month, year = 1, year+1
	}
	if last := time.Date(year, time.Month(month)+1, 0, 0, 0, 0, 0, time.UTC).Day(); day > last {
		day = last
	}
	return year, month, day
}

// shiftDate returns the date text one month later in the same format, or
// "" when it does not match a date.
func shiftDate(s string, year int) string {
	if m := numDateRe.FindStringSubmatch(s); m != nil && m[0] == s {
		mo, _ := strconv.Atoi(m[1])
		d, _ := strconv.Atoi(m[2])
		if mo < 1 || mo > 12 || d < 1 || d > 31 {
			return ""
		}
		y := year
		if m[4] != "" {
			y, _ = strconv.Atoi(m[4])
			if len(m[4]) == 2 {
				y += 2000
			}
		}
		ny, nm, nd := nextMonth(y, mo, d)
		out := pad(nm, len(m[1])) + "/" + pad(nd, len(m[2]))
		if m[4] != "" {
			ys := strconv.Itoa(ny)
			if len(m[4]) == 2 {
				ys = ys[2:]
			}
			out += "/" + ys
		}
		return out
	}
	if m := monDateRe.FindStringSubmatch(s); m != nil && m[0] == s {
		mo := monthIndex(m[1])
		d, _ := strconv.Atoi(m[3])
		_, nm, nd := nextMonth(year, mo, d)
		return monthNames[nm-1][:3] + m[2] + " " + pad(nd, len(m[3]))
	}
	if m := longDateRe.FindStringSubmatch(s); m != nil && m[0] == s {
		mo := monthIndex(m[1][:3])
		d, _ := strconv.Atoi(m[2])
		y, _ := strconv.Atoi(m[3])
		ny, nm, nd := nextMonth(y, mo, d)
		return fmt.Sprintf("%s %d, %d", monthNames[nm-1], nd, ny)
	}
	return ""
}

func monthIndex(abbr string) int {
	for i, n := range monthNames {
		if n[:3] == abbr {
			return i + 1
		}
	}
	return 0
}

// pad formats n with at least width digits (zero-padded when the original
// was).
func pad(n, width int) string {
	s := strconv.Itoa(n)
	for len(s) < width {
		s = "0" + s
	}
	return s
}

// dateShift moves every date one month later, as a forger does to pass
// an old statement off as a recent one. A date whose new text would not
// fit (different length) or needs a glyph the font lacks is left alone.
func dateShift(s Source, _ int) ([]byte, string, map[string]any, error) {
	f, err := open(s.PDF)
	if err != nil {
		return nil, "", nil, err
	}
	start, _ := time.Parse("2006-01-02", s.Truth.PeriodStart)
	shifted, kept := 0, 0
	for p := 1; p <= f.ctx.PageCount; p++ {
		pt, err := f.readPage(p)
		if err != nil {
			return nil, "", nil, err
		}
		edits := map[[2]int][]byte{}
		for li, l := range pt.lines {
			var spans [][]int
			for _, re := range []*regexp.Regexp{longDateRe, monDateRe, numDateRe} {
				for _, m := range re.FindAllStringIndex(l.text, -1) {
					overlaps := false
					for _, sp := range spans {
						if m[0] < sp[1] && sp[0] < m[1] {
							overlaps = true
						}
					}
					if !overlaps {
						spans = append(spans, m)
					}
				}
			}
			for _, sp := range spans {
				old := l.text[sp[0]:sp[1]]
				year := start.Year()
				nw := shiftDate(old, year)
				if nw == "" || len(nw) != len(old) {
					kept++
					continue
				}
				trial := map[[2]int][]byte{}
				for k, v := range edits {
					trial[k] = append([]byte(nil), v...)
				}
				if err := pt.substitute(li, sp[0], sp[1], nw, trial); err != nil {
					kept++
					continue
				}
				edits = trial
				shifted++
			}
		}
		if len(edits) > 0 {
			if err := f.setContent(p, pt.apply(edits, nil)); err != nil {
				return nil, "", nil, err
			}
		}
	}
	if shifted < len(s.Truth.Transactions)/2 {
		return nil, "", nil, notApplicable("only %d dates could be retyped", shifted)
	}
	out, err := f.rewrite()
	return out, "one_month_later", map[string]any{"dates_shifted": shifted, "dates_kept": kept}, err
}
