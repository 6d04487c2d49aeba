package main

import (
	"fmt"
	"hash/fnv"
	"sort"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"
)

// The famE families: statements printed by the core processors of
// community banks, credit unions and thrifts, the long tail a lender
// sees most. They were written from statement-conventions.md, published
// sample statements and what such statements are known to print,
// without reading the engine. Each family lives in its own file
// (fieldlayouts_fame_<family>.go) and registers itself with eRegister;
// this file holds what they share: the jobs, the seeds, the printed
// description lines, the arithmetic audit every document runs before it
// is printed and a fixed-pitch grid for the mainframe-style families.
//
// Seeds: each family owns the range Seed..Seed+99 (Seed from 64000 on,
// a range no other family uses); a low-balance document whose month does
// not go below zero twice takes the next seed a million higher.
type eFamily struct {
	Name    string
	Bank    string // as the bank brands itself
	Aliases []string
	Seed    uint64
	Prepare func(fs *fstmt)
	// Draw lays the statement out as ops for a producer (fpdf-core,
	// fpdf-ttf, fpdf-words, reportlab, cairo, ghostscript); a family may
	// write its text differently for a producer, as statement engines
	// differ in how they place strings.
	Draw func(fs *fstmt, producer string) *doc
	// Writer is the family's Writer document (flat ODT) for LibreOffice.
	Writer func(fs *fstmt) string
	Docs   []eDoc
}

// eDoc is one document of a family: a variant printed by a producer.
type eDoc struct {
	Variant  int
	Producer string
}

var eFamilies []eFamily

// eProducers fixes each producer's part of a document's seed.
var eProducers = []string{"fpdf-core", "fpdf-ttf", "fpdf-words", "reportlab", "cairo", "ghostscript", "libreoffice"}

// eJobs lists the famE documents as field jobs.
func eJobs() []fieldJob {
	var jobs []fieldJob
	for _, f := range eFamilies {
		for _, c := range f.Docs {
			pi := -1
			for i, p := range eProducers {
				if p == c.Producer {
					pi = i
				}
			}
			if pi < 0 {
				panic("famE: unknown producer " + c.Producer)
			}
			fs := eNewField(f.Seed+uint64(c.Variant*10+pi), f, c.Variant)
			j := fieldJob{Layout: f.Name, Producer: c.Producer, FS: fs}
			if strings.HasPrefix(c.Producer, "fpdf-") {
				j.Name = fmt.Sprintf("%s_%s_%s", f.Name, c.Producer, variants[c.Variant].Name)
			} else {
				j.Name = fmt.Sprintf("%s_%s_%s", c.Producer, f.Name, variants[c.Variant].Name)
			}
			if c.Producer == "libreoffice" {
				j.HTML = f.Writer(fs)
			} else {
				j.Doc = f.Draw(fs, c.Producer)
			}
			eAudit(j)
			jobs = append(jobs, j)
		}
	}
	return jobs
}

// eNewField simulates a statement of family f; for the low-balance
// variant it takes the first seed whose month goes below zero on three
// days or more with two fees, as that scenario promises.
func eNewField(seed uint64, f eFamily, vi int) *fstmt {
	ff := fieldFamily{Name: f.Name, Bank: f.Bank, Aliases: f.Aliases, Prepare: f.Prepare}
	for k := uint64(0); ; k++ {
		fs := newField(seed+k*1000000, ff, vi)
		fs.Bank = f.Bank
		if !variants[vi].Opts.LowBalance || variants[vi].Opts.TxnsPerDay > 0 || k == 30 {
			return fs
		}
		nsf := 0
		for _, r := range fs.Rows {
			if r.Category == "nsf_fee" {
				nsf++
			}
		}
		if nsf >= 2 && fs.NegDays >= 3 {
			return fs
		}
	}
}

// ---- printed description lines.

// A famE row keeps its kind (famClassify's, or the family's own) and the
// lines its description is printed on in frow.Code; the answer's
// description is the lines joined by single spaces.
const eKindSep, eLineSep = "\x1f", "\x1e"

// eSet gives row r its kind and printed lines.
func eSet(r *frow, kind string, lines ...string) {
	var ls []string
	for _, l := range lines {
		if l = strings.Join(strings.Fields(l), " "); l != "" {
			ls = append(ls, l)
		}
	}
	r.Code = kind + eKindSep + strings.Join(ls, eLineSep)
	r.Desc = strings.Join(ls, " ")
}

// eKind is a row's kind.
func eKind(r frow) string {
	k, _, _ := strings.Cut(r.Code, eKindSep)
	return k
}

// eLines returns a row's printed lines, each wrapped to at most n
// characters (at spaces, so the answer's description is unchanged).
func eLines(r frow, n int) []string {
	_, ls, ok := strings.Cut(r.Code, eKindSep)
	if !ok {
		return wrapWords(r.Desc, n)
	}
	var out []string
	for _, l := range strings.Split(ls, eLineSep) {
		if len(l) <= n {
			out = append(out, l)
			continue
		}
		out = append(out, wrapWords(l, n)...)
	}
	return out
}

// eLinesW returns a row's printed lines wrapped to a width in points of
// Helvetica at size (at spaces).
func eLinesW(r frow, w, size float64) []string {
	_, ls, ok := strings.Cut(r.Code, eKindSep)
	if !ok {
		ls = r.Desc
	}
	var out []string
	for _, l := range strings.Split(ls, eLineSep) {
		out = append(out, wrapWidth(l, w, size, false)...)
	}
	return out
}

// eMeasure measures strings in the standard Helvetica (whose metrics
// Liberation Sans and Ghostscript's Nimbus Sans share).
var eMeasure = fpdf.New("P", "pt", "Letter", "")

// helvW is the width of s in Helvetica at size.
func helvW(s string, size float64, bold bool) float64 {
	style := ""
	if bold {
		style = "B"
	}
	eMeasure.SetFont("Helvetica", style, size)
	return eMeasure.GetStringWidth(s)
}

// wrapWidth splits s at spaces into lines no wider than w.
func wrapWidth(s string, w, size float64, bold bool) []string {
	var lines []string
	cur := ""
	for _, word := range strings.Fields(s) {
		switch {
		case cur == "":
			cur = word
		case helvW(cur+" "+word, size, bold) <= w:
			cur += " " + word
		default:
			lines = append(lines, cur)
			cur = word
		}
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// eID is an n-digit identifier that depends only on a name (an
// originator's company ID, a merchant's number with its funder), so
// every entry of the same party carries the same one.
func eID(fs *fstmt, name, salt string, n int) string {
	h := fnv.New64a()
	fmt.Fprintf(h, "%s|%s|%s", fs.AccountNo, name, salt)
	v := h.Sum64()
	var b strings.Builder
	for b.Len() < n {
		b.WriteByte(byte('0' + v%10))
		v /= 10
		if v == 0 {
			v = h.Sum64() + uint64(b.Len())*2654435761
		}
	}
	return b.String()
}

// ---- audit.

// eChecks holds figures a drawing printed (a daily balance, a section
// total, a count, another account's balance) with what an independent
// replay of the rows gives; eAudit compares them.
var eChecks = map[*fstmt][]eFigure{}

type eFigure struct {
	what      string
	got, want int64
}

// eCheck records a printed figure and the value the rows give.
func eCheck(fs *fstmt, what string, got, want int64) {
	eChecks[fs] = append(eChecks[fs], eFigure{what, got, want})
}

// eAudit replays a document before it is printed and panics when what it
// prints or answers disagrees with its rows: every amount positive and
// every description single-spaced, opening + rows = closing (in any
// printed order), the negative days, the printed totals and counts, and
// every figure the drawing recorded with eCheck.
func eAudit(j fieldJob) {
	fs := j.FS
	fail := func(format string, a ...any) {
		panic(fmt.Sprintf("famE audit %s: %s", j.Name, fmt.Sprintf(format, a...)))
	}
	if fs.Case != "" || fs.CreditDelta != 0 || fs.NoBalances {
		fail("famE prints clean statements only")
	}
	var cr, db int64
	var ncr, ndb int
	for i, r := range fs.Rows {
		if r.Cents <= 0 {
			fail("row %d (%s) has amount %d", i, r.Desc, r.Cents)
		}
		if r.Desc == "" || strings.Join(strings.Fields(r.Desc), " ") != r.Desc {
			fail("row %d description %q is empty or not single-spaced", i, r.Desc)
		}
		if r.Date.Before(fs.Start) || r.Date.After(fs.End) {
			fail("row %d (%s) dated %s, outside the period", i, r.Desc, r.Date.Format("2006-01-02"))
		}
		if r.Category == "" {
			fail("row %d (%s) has no category", i, r.Desc)
		}
		if r.Credit {
			cr += r.Cents
			ncr++
		} else {
			db += r.Cents
			ndb++
		}
	}
	if fs.Opening+cr-db != fs.Closing {
		fail("opening %d + credits %d - debits %d != closing %d", fs.Opening, cr, db, fs.Closing)
	}
	if fs.OpenP != fs.Opening || fs.CloseP != fs.Closing {
		fail("printed balances %d/%d differ from %d/%d", fs.OpenP, fs.CloseP, fs.Opening, fs.Closing)
	}
	byDate := append([]frow(nil), fs.Rows...)
	sort.SliceStable(byDate, func(a, b int) bool { return byDate[a].Date.Before(byDate[b].Date) })
	neg := 0
	bal, i := fs.Opening, 0
	for d := fs.Start; !d.After(fs.End); d = d.AddDate(0, 0, 1) {
		for i < len(byDate) && !byDate[i].Date.After(d) {
			if byDate[i].Credit {
				bal += byDate[i].Cents
			} else {
				bal -= byDate[i].Cents
			}
			i++
		}
		if bal < 0 {
			neg++
		}
	}
	if neg != fs.NegDays {
		fail("negative days %d, replay gives %d", fs.NegDays, neg)
	}
	p := fs.Printed
	if p.TotalCredits != nil && fbCents(*p.TotalCredits) != cr {
		fail("printed credits %v, rows %d", *p.TotalCredits, cr)
	}
	if p.TotalDebits != nil && fbCents(*p.TotalDebits) != db {
		fail("printed debits %v, rows %d", *p.TotalDebits, db)
	}
	if p.CountCredits != nil && *p.CountCredits != ncr {
		fail("printed credit count %d, rows %d", *p.CountCredits, ncr)
	}
	if p.CountDebits != nil && *p.CountDebits != ndb {
		fail("printed debit count %d, rows %d", *p.CountDebits, ndb)
	}
	if len(eChecks[fs]) == 0 {
		fail("the drawing recorded no printed figure")
	}
	for _, c := range eChecks[fs] {
		if c.got != c.want {
			fail("%s printed %d, rows give %d", c.what, c.got, c.want)
		}
	}
	delete(eChecks, fs)
}

// eReplay gives the end-of-day balance of every calendar day of the
// period from the opening balance and the rows alone (in any order), for
// checking what a drawing prints.
func eReplay(fs *fstmt) map[string]int64 {
	out := map[string]int64{}
	for d := fs.Start; !d.After(fs.End); d = d.AddDate(0, 0, 1) {
		b := fs.Opening
		for _, r := range fs.Rows {
			if !r.Date.After(d) {
				if r.Credit {
					b += r.Cents
				} else {
					b -= r.Cents
				}
			}
		}
		out[d.Format("2006-01-02")] = b
	}
	return out
}

// eRunning checks the running balance printed on each row of rows (in
// printed order, which must be the posting order) against a replay.
func eRunning(fs *fstmt, rows []frow) {
	bal := fs.Opening
	for _, r := range rows {
		if r.Credit {
			bal += r.Cents
		} else {
			bal -= r.Cents
		}
		eCheck(fs, "running balance after "+r.Desc, r.Balance, bal)
	}
}

// ---- what the families share.

// ePrep moves postings off Federal Reserve holidays, names every row's
// kind (famClassify) and gives the checks their numbers with gaps.
func ePrep(fs *fstmt) []famInfo {
	info := famClassify(fs)
	famRenumberChecks(fs)
	return info
}

// eAt is the n-th calendar day before t (a previous statement's date).
func eDayBefore(t time.Time) time.Time { return t.AddDate(0, 0, -1) }

// eYTDPrior is a deterministic figure for the months of the year before
// the period (zero in a January statement).
func eYTDPrior(fs *fstmt, per int64) int64 {
	m := int64(fs.End.Month()) - 1
	return m * per
}

// eMinBal is the lowest end-of-day balance of the period and its day.
func eMinBal(fs *fstmt) (int64, time.Time) { return fbMinBal(fs) }

// ---- a fixed-pitch grid.

// grid lays text out on a character grid in a monospaced font, as a core
// processor's print stream does. In line mode every printed line is one
// string padded with spaces (a line printer's record); otherwise every
// field is a string of its own at its column (what a PDF converter of the
// print stream writes), which producers that draw word by word need.
type grid struct {
	d     *doc
	x0    float64 // left edge of column 0
	size  float64
	lh    float64
	lines bool
}

// gcell is one field: text starting at column Col, or ending at Col
// when Right.
type gcell struct {
	Col   int
	Text  string
	Right bool
}

func (g *grid) cw() float64 { return 0.6 * g.size }

// row draws cells on the current line without advancing.
func (g *grid) row(bold bool, cells ...gcell) {
	save := g.d.font
	g.d.font = "mono"
	defer func() { g.d.font = save }()
	if !g.lines {
		for _, c := range cells {
			col := c.Col
			if c.Right {
				col -= len(c.Text)
			}
			if strings.TrimSpace(c.Text) == "" {
				continue
			}
			lead := len(c.Text) - len(strings.TrimLeft(c.Text, " "))
			g.d.text(g.x0+float64(col+lead)*g.cw(), strings.TrimSpace(c.Text), g.size, bold)
		}
		return
	}
	var b []byte
	for _, c := range cells {
		col := c.Col
		if c.Right {
			col -= len(c.Text)
		}
		for len(b) < col+len(c.Text) {
			b = append(b, ' ')
		}
		copy(b[col:], c.Text)
	}
	s := strings.TrimRight(string(b), " ")
	lead := len(s) - len(strings.TrimLeft(s, " "))
	if s == "" {
		return
	}
	g.d.text(g.x0+float64(lead)*g.cw(), s[lead:], g.size, bold)
}

// line draws cells and moves to the next line.
func (g *grid) line(cells ...gcell) {
	g.row(false, cells...)
	g.d.nl(g.lh)
}

// bline draws cells in bold and moves to the next line.
func (g *grid) bline(cells ...gcell) {
	g.row(true, cells...)
	g.d.nl(g.lh)
}

// at is a cell starting at col; ra a cell ending at col.
func at(col int, s string) gcell { return gcell{Col: col, Text: s} }
func ra(col int, s string) gcell { return gcell{Col: col, Text: s, Right: true} }

// centre is a cell centred in a line of width n.
func centre(n int, s string) gcell { return gcell{Col: max(0, (n-len(s))/2), Text: s} }

// trailAmt prints a figure with a trailing minus when it is a debit or a
// negative balance, and a zero as ".00", as core print streams do.
func trailAmt(c int64, minus bool) string {
	s := money(c)
	if strings.HasPrefix(s, "0.") {
		s = s[1:]
	}
	if minus {
		s += "-"
	}
	return s
}

// eBizDayBefore is the business day before t (not a weekend or a
// Federal Reserve holiday).
func eBizDayBefore(t time.Time) time.Time {
	t = t.AddDate(0, 0, -1)
	for t.Weekday() == time.Saturday || t.Weekday() == time.Sunday || famHolidays[t.Format("2006-01-02")] {
		t = t.AddDate(0, 0, -1)
	}
	return t
}
