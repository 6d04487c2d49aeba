package main

import (
	"bytes"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

// Field families are layouts modelled on what statements in the field do
// (the per-bank conventions of public samples and parsers: sections with
// indented totals, one signed amount column in its many spellings, dates
// without a year or with the month in words, balances only on a day's
// last row, dotted leaders, two accounts in one document, furniture full
// of numbers). Each family draws the same simulated statement (model.go)
// as the original layouts; what differs is only how it is printed, so an
// answer's rows and categories come from the model and its header and
// control figures from what the family prints.
//
// A family is drawn into ops (doc.go) and printed by the deterministic
// fpdf producers, whose output the committed-corpus test compares byte
// for byte, and by one external producer (ReportLab, cairo or Ghostscript)
// behind a flag (external.go). The HTML families (fieldhtml.go) are
// printed by wkhtmltopdf only.
type fieldFamily struct {
	Name    string
	Bank    string // as the bank brands itself
	Aliases []string
	// Native is the external producer of the family's committed
	// fixtures: "reportlab", "cairo" or "ghostscript".
	Native string
	// Prepare rewrites descriptions into the bank's own wording before
	// the statement is drawn (optional). It may change amounts only if
	// it calls rebalance.
	Prepare func(fs *fstmt)
	Draw    func(fs *fstmt) *doc
}

// frow is one row of a field statement: the model's transaction with its
// description as printed.
type frow struct {
	txn
	// PDay, when set, is the day printed instead of the real one: a date
	// that does not exist (02/29 of a common year, 01/32).
	PDay int
	// PrintedDate records how the layout printed such a date.
	PrintedDate string
	// Hidden rows belong to the statement (its balances and totals
	// count them) but are not printed: a missing row.
	Hidden bool
	// Code is a family's own transaction type code (BGC, DD, FPI…),
	// set by its Prepare; empty for families without such a column.
	Code string
}

// fstmt is a statement as one field family prints it.
type fstmt struct {
	stmt
	Variant  int // index into variants; -1 for none
	Aliases  []string
	Currency string
	Rows     []frow
	// Case names a special document ("review-totals", "review-closing",
	// "review-missing", "unverified", "baddate", "outofperiod"); "" for
	// an ordinary variant.
	Case string
	// OpenP and CloseP are the opening and closing balances as printed;
	// CreditDelta is added to every printed credit total. They differ
	// from the model only in the review-* cases.
	OpenP, CloseP int64
	CreditDelta   int64
	// NoBalances: the document prints no balance at all (unverified).
	NoBalances bool
	Printed    groundtruth.Printed
	Notes      []string
	// Creator is the Creator string external producers write (empty:
	// the producer's default).
	Creator   string
	deltaUsed bool
}

// newField simulates a statement for family f and variant vi.
func newField(seed uint64, f fieldFamily, vi int) *fstmt {
	v := variants[vi]
	s := simulate(seed, f.Bank, v.Start, v.End, v.Opts)
	fs := &fstmt{stmt: s, Variant: vi, Aliases: f.Aliases, Currency: "USD", OpenP: s.Opening, CloseP: s.Closing}
	for _, t := range s.Txns {
		fs.Rows = append(fs.Rows, frow{txn: t})
	}
	if f.Prepare != nil {
		f.Prepare(fs)
	}
	return fs
}

// rebalance recomputes the running balances, the closing balance and the
// negative days after a family or a case changed rows.
func (fs *fstmt) rebalance() {
	bal := fs.Opening
	for i := range fs.Rows {
		if fs.Rows[i].Credit {
			bal += fs.Rows[i].Cents
		} else {
			bal -= fs.Rows[i].Cents
		}
		fs.Rows[i].Balance = bal
	}
	shift := bal - fs.Closing
	fs.Closing = bal
	fs.CloseP += shift
	fs.NegDays = 0
	eod := fs.Opening
	i := 0
	for d := fs.Start; !d.After(fs.End); d = d.AddDate(0, 0, 1) {
		for i < len(fs.Rows) && !fs.Rows[i].Date.After(d) {
			eod = fs.Rows[i].Balance
			i++
		}
		if eod < 0 {
			fs.NegDays++
		}
	}
}

// visible returns the printed rows.
func (fs *fstmt) visible() []frow {
	var out []frow
	for _, r := range fs.Rows {
		if !r.Hidden {
			out = append(out, r)
		}
	}
	return out
}

// pick returns the printed rows that match pred.
func (fs *fstmt) pick(pred func(r frow) bool) []frow {
	var out []frow
	for _, r := range fs.Rows {
		if !r.Hidden && pred(r) {
			out = append(out, r)
		}
	}
	return out
}

// credits and debits are the statement's own totals (hidden rows count,
// a review-totals case inflates the credits) and counts.
func (fs *fstmt) credits() (int64, int) {
	var c int64
	n := 0
	for _, r := range fs.Rows {
		if r.Credit {
			c += r.Cents
			n++
		}
	}
	return c + fs.CreditDelta, n
}

func (fs *fstmt) debits() (int64, int) {
	var c int64
	n := 0
	for _, r := range fs.Rows {
		if !r.Credit {
			c += r.Cents
			n++
		}
	}
	return c, n
}

// total sums rows as printed.
func total(rows []frow) int64 {
	var c int64
	for _, r := range rows {
		c += r.Cents
	}
	return c
}

// stotal is the printed total of a section: the first credit section a
// layout prints carries the review-totals inflation, so the summary and
// the section agree with each other but not with the rows.
func (fs *fstmt) stotal(rows []frow) int64 {
	t := total(rows)
	if len(rows) > 0 && rows[0].Credit && !fs.deltaUsed {
		fs.deltaUsed = true
		t += fs.CreditDelta
	}
	return t
}

// shows lists the control figures a layout prints, each only when it is
// printed as one figure: a debit total split over several summary lines
// (checks, card, electronic) is not a printed total debit.
type shows struct {
	Credits, Debits           bool
	CountCredits, CountDebits bool
	Running                   string // "every_row", "day_end" or ""
	Daily                     bool   // a daily balance table
}

// printTotals records the control figures a layout prints.
func (fs *fstmt) printTotals(w shows) {
	c, nc := fs.credits()
	dbt, nd := fs.debits()
	fc, fd := cents(c), cents(dbt)
	fs.Printed = groundtruth.Printed{}
	if w.Credits {
		fs.Printed.TotalCredits = &fc
	}
	if w.Debits {
		fs.Printed.TotalDebits = &fd
	}
	if w.CountCredits {
		fs.Printed.CountCredits = &nc
	}
	if w.CountDebits {
		fs.Printed.CountDebits = &nd
	}
	if !fs.NoBalances {
		fs.Printed.RunningBalance = w.Running
		fs.Printed.DailyBalanceTable = w.Daily
	}
}

// date formats row r's date with a Go-style layout; a row with an
// impossible printed day is formatted with that day and remembered.
func (fs *fstmt) date(r *frow, layout string) string {
	if r.PDay != 0 {
		s := fmtDate(layout, r.Date.Year(), r.Date.Month(), r.PDay)
		for i := range fs.Rows {
			if fs.Rows[i].Date.Equal(r.Date) && fs.Rows[i].Desc == r.Desc && fs.Rows[i].Cents == r.Cents {
				fs.Rows[i].PrintedDate = s
			}
		}
		return s
	}
	return fmtDate(layout, r.Date.Year(), r.Date.Month(), r.Date.Day())
}

// fmtDate formats a date with Go's layout words (January, Jan, 2006, 06,
// 01, 02, 1, 2) plus JAN for an upper-case month. Unlike time.Format it
// also prints days that do not exist, which some statements do.
func fmtDate(layout string, y int, m time.Month, d int) string {
	var b strings.Builder
	for i := 0; i < len(layout); {
		rest := layout[i:]
		switch {
		case strings.HasPrefix(rest, "January"):
			b.WriteString(m.String())
			i += 7
		case strings.HasPrefix(rest, "2006"):
			fmt.Fprintf(&b, "%04d", y)
			i += 4
		case strings.HasPrefix(rest, "Jan"):
			b.WriteString(m.String()[:3])
			i += 3
		case strings.HasPrefix(rest, "JAN"):
			b.WriteString(strings.ToUpper(m.String()[:3]))
			i += 3
		case strings.HasPrefix(rest, "01"):
			fmt.Fprintf(&b, "%02d", int(m))
			i += 2
		case strings.HasPrefix(rest, "02"):
			fmt.Fprintf(&b, "%02d", d)
			i += 2
		case strings.HasPrefix(rest, "06"):
			fmt.Fprintf(&b, "%02d", y%100)
			i += 2
		case rest[0] == '1':
			fmt.Fprint(&b, int(m))
			i++
		case rest[0] == '2':
			fmt.Fprint(&b, d)
			i++
		default:
			b.WriteByte(rest[0])
			i++
		}
	}
	return b.String()
}

// dayEnds returns each active day's closing balance over every row of the
// statement (a missing row still moved the balance).
func (fs *fstmt) dayEnds() []struct {
	D time.Time
	B int64
} {
	var out []struct {
		D time.Time
		B int64
	}
	for i, r := range fs.Rows {
		if i+1 < len(fs.Rows) && fs.Rows[i+1].Date.Equal(r.Date) {
			continue
		}
		out = append(out, struct {
			D time.Time
			B int64
		}{r.Date, r.Balance})
	}
	return out
}

// truth is the answer for the statement as printed.
func (fs *fstmt) truth(layout, producer string, pages int) groundtruth.Truth {
	t := groundtruth.Truth{Layout: layout, Producer: producer, PagesPresent: pages, PagesExpected: pages,
		ParseQuality: "verified", BankName: fs.Bank, BankNameAliases: fs.Aliases, AccountHolderName: fs.Holder,
		AccountLast4: fs.AccountNo[len(fs.AccountNo)-4:], Currency: fs.Currency,
		PeriodStart: fs.Start.Format("2006-01-02"), PeriodEnd: fs.End.Format("2006-01-02"), NegativeDays: fs.NegDays}
	if pages == 0 {
		t.PagesExpected = 0
	}
	switch {
	case strings.HasPrefix(fs.Case, "review-"), fs.Case == "baddate":
		// An impossible printed date is a fact an underwriter must look
		// at: the reading is needs_review even though the figures add up
		// (docs/parsing.md).
		t.ParseQuality = "needs_review"
	case fs.NoBalances:
		t.ParseQuality = "unverified"
	}
	if !fs.NoBalances {
		sb, eb := cents(fs.OpenP), cents(fs.CloseP)
		t.StartingBalance, t.EndingBalance = &sb, &eb
	} else {
		t.NegativeDays = 0
	}
	if fs.Printed != (groundtruth.Printed{}) {
		p := fs.Printed
		t.Printed = &p
	}
	t.Notes = strings.Join(fs.Notes, " ")
	for _, r := range fs.Rows {
		if r.Hidden {
			continue
		}
		if r.Category == "nsf_fee" {
			t.NumberOfNSF++
		}
		typ := "debit"
		if r.Credit {
			typ = "credit"
		}
		x := groundtruth.Transaction{Date: r.Date.Format("2006-01-02"), Description: answerDesc(r.Desc), Amount: cents(r.Cents), Type: typ, Category: r.Category}
		if r.PDay != 0 {
			x.Date, x.PrintedDate = "", r.PrintedDate
		}
		t.Transactions = append(t.Transactions, x)
	}
	return t
}

// applyCase turns an ordinary statement into one of the special
// documents. It must run after Prepare and before Draw.
func (fs *fstmt) applyCase(c string) {
	fs.Case = c
	mid := func(pred func(r frow) bool) int {
		var idx []int
		for i, r := range fs.Rows {
			if pred(r) {
				idx = append(idx, i)
			}
		}
		if len(idx) == 0 {
			panic("applyCase: no row fits case " + c)
		}
		return idx[len(idx)/2]
	}
	switch c {
	case "review-totals":
		// A forger raised the printed deposit total; the rows were left.
		cr, _ := fs.credits()
		fs.CreditDelta = parseCents(inflateDigit(money(cr))) - cr
		fs.Notes = append(fs.Notes, fmt.Sprintf("The printed credit total %s does not match the credit rows, which sum to %s: opening + rows = closing, but opening + printed totals does not.",
			money(cr+fs.CreditDelta), money(cr)))
	case "review-closing":
		// The closing balance is printed with two digits swapped where
		// it stands alone; the running balance of the last row is right.
		p := swapDigits(money(fs.Closing))
		fs.CloseP = parseCents(p)
		if fs.Closing < 0 {
			fs.CloseP = -fs.CloseP
		}
		fs.Notes = append(fs.Notes, fmt.Sprintf("The ending balance is printed as %s; opening + rows (and the last running balance) give %s. The answer's ending_balance is what is printed.",
			signed(fs.CloseP), signed(fs.Closing)))
	case "review-missing":
		i := mid(func(r frow) bool { return !r.Credit && r.Category == "other" && r.CheckNo == 0 })
		fs.Rows[i].Hidden = true
		r := fs.Rows[i]
		fs.Notes = append(fs.Notes, fmt.Sprintf("A row is missing: the running balance falls by %s between two printed rows on %s with no row for it (%s), so the rows do not add up to the printed totals and closing balance.",
			money(r.Cents), r.Date.Format("2006-01-02"), r.Desc))
	case "unverified":
		fs.NoBalances = true
		fs.Notes = append(fs.Notes, "The document lists transactions only: no opening, closing or running balance and no totals, so nothing can be checked; negative days are unknown and given as 0.")
	case "baddate":
		// A row mid-way through a day is printed with a day that does
		// not exist; the next row keeps the real date.
		i := mid(func(r frow) bool { return r.Date.Day() >= 16 && r.Balance > 0 })
		for i+1 < len(fs.Rows) && !fs.Rows[i+1].Date.Equal(fs.Rows[i].Date) {
			i--
		}
		// The day after the month's last: 02/29 in 2026, 11/31, 01/32.
		day := monthEnd(fs.Rows[i].Date).Day() + 1
		fs.Rows[i].PDay = day
		fs.Notes = append(fs.Notes, fmt.Sprintf("One row is printed with a date that does not exist (day %d of %s %d); its answer has printed_date and an empty date. Its amount is in the running balance.",
			day, fs.Rows[i].Date.Month(), fs.Rows[i].Date.Year()))
	case "outofperiod":
		// A fee posted two days after the period closed, and an early
		// row printed again at the end out of order.
		k := mid(func(r frow) bool { return !r.Credit && r.Category == "other" && r.Date.Day() <= 9 })
		moved := fs.Rows[k]
		fs.Rows = append(fs.Rows[:k:k], fs.Rows[k+1:]...)
		fs.Rows = append(fs.Rows, moved)
		late := fs.End.AddDate(0, 0, 2)
		for late.Weekday() == time.Saturday || late.Weekday() == time.Sunday {
			late = late.AddDate(0, 0, 1)
		}
		fs.Rows = append(fs.Rows, frow{txn: txn{Date: late, Desc: "WIRE TRANSFER FEE", Cents: 2500, Category: "fee"}})
		fs.rebalance()
		fs.Notes = append(fs.Notes, fmt.Sprintf("Two rows are out of place: %s (%s) is printed after the last day of the period, out of order, and a fee is dated %s, after the period's end; both count in the printed balances.",
			moved.Desc, moved.Date.Format("2006-01-02"), late.Format("2006-01-02")))
	default:
		panic("applyCase: unknown case " + c)
	}
}

func parseCents(s string) int64 {
	var c int64
	for _, ch := range s {
		if ch >= '0' && ch <= '9' {
			c = c*10 + int64(ch-'0')
		}
	}
	return c
}

// inflateDigit raises the first digit below 9 of a figure by up to four.
func inflateDigit(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= '0' && c <= '8' {
			return s[:i] + string(min(c+4, '9')) + s[i+1:]
		}
	}
	return s
}

// swapDigits transposes the first two adjacent different digits of the
// whole part, the commonest typing slip.
func swapDigits(s string) string {
	b := []byte(s)
	for i := 0; i+1 < len(b) && b[i] != '.'; i++ {
		j := i + 1
		if b[j] == ',' {
			j++
		}
		if b[i] >= '0' && b[i] <= '9' && b[j] >= '0' && b[j] <= '9' && b[i] != b[j] && b[j] != '.' {
			b[i], b[j] = b[j], b[i]
			return string(b)
		}
	}
	return s + "1"
}

// ---- furniture helpers shared by the field families.

// watermark draws word large, light and diagonal across every page,
// behind the text, as bank-issued copies and samples carry it. In the
// text layer its letters fall between the rows.
func watermark(d *doc, word string) {
	var wm []op
	for p := 1; p <= d.page; p++ {
		wm = append(wm, op{Page: p, X: 150, Y: 560, Text: word, Size: 96, Bold: true, Gray: 0.88, Angle: 35})
	}
	d.ops = append(wm, d.ops...)
}

// hline draws a horizontal rule at the cursor.
func (d *doc) hline(x1, x2 float64) {
	d.ops = append(d.ops, op{Page: d.page, Kind: "line", X: x1, Y: d.y, W: x2 - x1, Gray: 0.3})
}

// bar draws a filled band behind a heading.
func (d *doc) bar(x1, x2, h, gray float64) {
	d.ops = append(d.ops, op{Page: d.page, Kind: "rect", X: x1, Y: d.y - h + 3, W: x2 - x1, H: h, Gray: gray})
}

// hidden writes invisible text, like the section markers of some
// statement engines that only a text extractor sees.
func (d *doc) hidden(x float64, s string) {
	d.ops = append(d.ops, op{Page: d.page, X: x, Y: d.y, Text: s, Size: 1, Gray: 1})
}

// para writes a paragraph wrapped at n characters.
func (d *doc) para(s string, n int, size float64) {
	for _, l := range wrapWords(s, n) {
		d.need(size + 3)
		d.text(40, l, size, false)
		d.nl(size + 3)
	}
}

// cells draws a row of multi-line cells at the cursor and advances by the
// tallest cell. It does not break pages: callers call need first.
func (d *doc) cells(cols []tcol, cells [][]string, size, lh float64) {
	n := 1
	for _, c := range cells {
		n = max(n, len(c))
	}
	for i, c := range cols {
		if i >= len(cells) {
			break
		}
		for k, l := range cells[i] {
			if l == "" {
				continue
			}
			save := d.y
			d.y += float64(k) * lh
			if c.Right {
				d.rtext(c.X, l, size, false)
			} else {
				d.text(c.X, l, size, false)
			}
			d.y = save
		}
	}
	d.nl(float64(n) * lh)
}

// one is a cell of one line.
func one(s string) []string { return []string{s} }

// heads draws a header row of bold column titles.
func (d *doc) heads(cols []tcol, size float64) {
	for _, c := range cols {
		if c.Right {
			d.rtext(c.X, c.Title, size, true)
		} else {
			d.text(c.X, c.Title, size, true)
		}
	}
	d.nl(size + 5)
}

// pagesOf counts the pages of a PDF by its page objects.
func pagesOf(pdf []byte) int {
	n := 0
	for i := 0; ; {
		k := bytes.Index(pdf[i:], []byte("/Type"))
		if k < 0 {
			return n
		}
		i += k + 5
		j := i
		for j < len(pdf) && (pdf[j] == ' ' || pdf[j] == '\n' || pdf[j] == '\r') {
			j++
		}
		if bytes.HasPrefix(pdf[j:], []byte("/Page")) && !bytes.HasPrefix(pdf[j:], []byte("/Pages")) {
			n++
		}
	}
}

// renderField prints a field family's ops with an fpdf producer. It
// understands the extra op fields (fonts, grey, rotation, rules and
// bands) that render, kept unchanged for the original corpus, ignores.
func renderField(p producer, ops []op, pages int, title string) ([]byte, error) {
	f := fpdf.New("P", "pt", "Letter", "")
	f.SetCatalogSort(true)
	f.SetCreationDate(fixedTime)
	f.SetModificationDate(fixedTime)
	f.SetProducer("corpusgen "+p.Name, true)
	f.SetCreator("docanalysis synthetic corpus", true)
	f.SetTitle(title, true)
	f.SetAutoPageBreak(false, 0)
	sans, serif, mono := "Helvetica", "Times", "Courier"
	if p.PerWord {
		sans = "Times"
	}
	if p.TTF {
		// Only the faces a document uses are embedded, and fixed-pitch
		// text stays in core Courier: fpdf's subsets of an unused face
		// and of Go Mono are not byte-deterministic.
		sans = "GoSans"
		used := map[bool]bool{}
		for _, o := range ops {
			if o.Kind == "" && o.Font != "mono" && o.Font != "serif" {
				used[o.Bold] = true
			}
		}
		if used[false] {
			f.AddUTF8FontFromBytes(sans, "", goregular.TTF)
		}
		if used[true] {
			f.AddUTF8FontFromBytes(sans, "B", gobold.TTF)
		}
	}
	tr := f.UnicodeTranslatorFromDescriptor("")
	byPage := map[int][]op{}
	for _, o := range ops {
		byPage[o.Page] = append(byPage[o.Page], o)
	}
	for pg := 1; pg <= pages; pg++ {
		f.AddPage()
		for _, o := range byPage[pg] {
			g := int(o.Gray*255 + 0.5)
			switch o.Kind {
			case "line":
				f.SetDrawColor(g, g, g)
				f.SetLineWidth(0.6)
				f.Line(o.X, o.Y, o.X+o.W, o.Y+o.H)
				continue
			case "rect":
				f.SetFillColor(g, g, g)
				f.Rect(o.X, o.Y, o.W, o.H, "F")
				continue
			}
			fam := sans
			switch o.Font {
			case "serif":
				fam = serif
			case "mono":
				fam = mono
			}
			style := ""
			if o.Bold {
				style = "B"
			}
			f.SetFont(fam, style, o.Size)
			f.SetTextColor(g, g, g)
			txt := o.Text
			if !(p.TTF && fam == sans) {
				txt = tr(txt)
			}
			x := o.X
			if o.Right {
				x -= f.GetStringWidth(txt)
			}
			if o.Angle != 0 {
				f.TransformBegin()
				f.TransformRotate(o.Angle, x, o.Y)
			}
			if !p.PerWord {
				f.Text(x, o.Y, txt)
			} else {
				space := f.GetStringWidth(" ")
				for _, w := range strings.Fields(txt) {
					f.Text(x, o.Y, w)
					x += f.GetStringWidth(w) + space
				}
			}
			if o.Angle != 0 {
				f.TransformEnd()
			}
		}
	}
	var buf bytes.Buffer
	if err := f.Output(&buf); err != nil {
		return nil, fmt.Errorf("fpdf output: %w", err)
	}
	return buf.Bytes(), nil
}

// ---- the set of field documents.

// fieldCases are the special documents: family, case, fpdf producer.
var fieldCases = []struct {
	Family, Case string
	Producer     int
	Variant      int
}{
	{"sectiontotals", "review-totals", 0, 0},
	{"usbank", "review-closing", 1, 0},
	{"woodforest", "review-missing", 0, 2},
	{"plusminus", "review-missing", 2, 0},
	{"daymonth", "unverified", 0, 0},
	{"typecol", "unverified", 1, 3},
	{"typecol", "baddate", 0, 2},
	{"plusminus", "baddate", 1, 0},
	{"woodforest", "baddate", 2, 3},
	{"postingdate", "outofperiod", 0, 0},
	{"dmy", "outofperiod", 1, 0},
}

// fieldJob is one field document to print.
type fieldJob struct {
	Name     string // file name without extension
	Layout   string
	Producer string // fpdf-core, fpdf-ttf, fpdf-words, reportlab, cairo, ghostscript, wkhtmltopdf
	FS       *fstmt
	Doc      *doc   // ops families
	HTML     string // HTML families
	// Print, when set, prints the job itself (famC markup families).
	Print func(bin, tmp, dst string) error
}

func familyByName(name string) (int, fieldFamily) {
	for i, f := range fieldFamilies {
		if f.Name == name {
			return i, f
		}
	}
	panic("no field family " + name)
}

// fieldJobs lists every field document: each family and variant with one
// fpdf producer (rotating), again with the family's native external
// producer, the month variant with the other two external producers, the
// HTML families with wkhtmltopdf, and the special cases.
func fieldJobs() []fieldJob {
	var jobs []fieldJob
	draw := func(f fieldFamily, fs *fstmt) *doc {
		fs.Bank = f.Bank
		return f.Draw(fs)
	}
	externals := []string{"reportlab", "cairo", "ghostscript"}
	for fi, f := range fieldFamilies {
		for vi, v := range variants {
			p := producers[(fi+vi)%len(producers)]
			fs := newField(uint64(2000+fi*10+vi), f, vi)
			jobs = append(jobs, fieldJob{Name: fmt.Sprintf("%s_%s_%s", f.Name, p.Name, v.Name), Layout: f.Name, Producer: p.Name, FS: fs, Doc: draw(f, fs)})
			fs = newField(uint64(3000+fi*10+vi), f, vi)
			jobs = append(jobs, fieldJob{Name: fmt.Sprintf("%s_%s_%s", f.Native, f.Name, v.Name), Layout: f.Name, Producer: f.Native, FS: fs, Doc: draw(f, fs)})
		}
		for ei, e := range externals {
			if e == f.Native {
				continue
			}
			fs := newField(uint64(4000+fi*10+ei), f, 0)
			jobs = append(jobs, fieldJob{Name: fmt.Sprintf("%s_%s_month", e, f.Name), Layout: f.Name, Producer: e, FS: fs, Doc: draw(f, fs)})
		}
	}
	for fi, f := range fpdfFamilies {
		for vi, v := range variants {
			for k := 0; k < 2; k++ {
				p := producers[(fi+vi+k)%len(producers)]
				fs := newField(uint64(7000+fi*20+vi*2+k), f, vi)
				jobs = append(jobs, fieldJob{Name: fmt.Sprintf("%s_%s_%s", f.Name, p.Name, v.Name), Layout: f.Name, Producer: p.Name, FS: fs, Doc: draw(f, fs)})
			}
		}
	}
	for ci, c := range fieldCases {
		_, f := familyByName(c.Family)
		fs := newField(uint64(5000+ci), f, c.Variant)
		fs.applyCase(c.Case)
		p := producers[c.Producer]
		jobs = append(jobs, fieldJob{Name: fmt.Sprintf("%s_%s_%s", f.Name, p.Name, c.Case), Layout: f.Name, Producer: p.Name, FS: fs, Doc: draw(f, fs)})
	}
	for hi, h := range htmlFamilies {
		for vi, v := range variants {
			fs := newField(uint64(6000+hi*10+vi), fieldFamily{Bank: h.Bank, Aliases: h.Aliases, Prepare: h.Prepare}, vi)
			fs.Bank = h.Bank
			jobs = append(jobs, fieldJob{Name: fmt.Sprintf("wkhtmltopdf_%s_%s", h.Name, v.Name), Layout: h.Name, Producer: "wkhtmltopdf", FS: fs, HTML: h.Draw(fs)})
		}
		for ci, c := range h.Cases {
			fs := newField(uint64(6500+hi*10+ci), fieldFamily{Bank: h.Bank, Aliases: h.Aliases, Prepare: h.Prepare}, 0)
			fs.Bank = h.Bank
			fs.applyCase(c)
			jobs = append(jobs, fieldJob{Name: fmt.Sprintf("wkhtmltopdf_%s_%s", h.Name, c), Layout: h.Name, Producer: "wkhtmltopdf", FS: fs, HTML: h.Draw(fs)})
		}
	}
	jobs = append(jobs, famAJobs()...)
	// The famB families own their seeds (fieldlayouts_famb.go).
	jobs = append(jobs, fbJobs()...)
	jobs = append(jobs, cJobs()...)
	jobs = append(jobs, dJobs()...)
	jobs = append(jobs, eJobs()...)
	jobs = append(jobs, fJobs()...)
	jobs = append(jobs, gJobs()...)
	jobs = append(jobs, hJobs()...)
	jobs = append(jobs, jJobs()...)
	jobs = append(jobs, kJobs()...)
	jobs = append(jobs, lJobs()...)
	jobs = append(jobs, mJobs()...)
	jobs = append(jobs, nJobs()...)
	jobs = append(jobs, pJobs()...)
	jobs = append(jobs, qJobs()...)
	jobs = append(jobs, rJobs()...)
	sort.SliceStable(jobs, func(i, j int) bool { return jobs[i].Name < jobs[j].Name })
	return jobs
}

// isFPDF reports whether a job is printed by build (and so compared byte
// for byte by the committed-corpus test).
func (j fieldJob) isFPDF() bool { return strings.HasPrefix(j.Producer, "fpdf-") }

// buildField adds the fpdf-printed field documents to files.
func buildField(emit func(name string, pdf []byte, t groundtruth.Truth) error) error {
	for _, j := range fieldJobs() {
		if !j.isFPDF() {
			continue
		}
		var p producer
		for _, q := range producers {
			if q.Name == j.Producer {
				p = q
			}
		}
		pdf, err := renderField(p, j.Doc.ops, j.Doc.page, j.FS.Bank+" statement")
		if err != nil {
			return fmt.Errorf("%s: %w", j.Name, err)
		}
		if err := emit(j.Name, pdf, j.FS.truth(j.Layout, j.Producer, j.Doc.page)); err != nil {
			return err
		}
	}
	return nil
}

// answerDesc is a row's description as the answers give it: a check
// printed with its label ("CHECK 1320", "CHEQUE 001376", "Share Draft
// 1043") is "CHECK #<number>", followed by any other printed text; the
// label is not description.
func answerDesc(d string) string {
	if m := checkLabelRe.FindStringSubmatch(d); m != nil {
		return strings.TrimSpace("CHECK #" + m[1] + " " + strings.TrimSpace(m[2]))
	}
	return d
}

// checkLabelRe is a check's label and number at the start of a
// description. The engine has its own (statement.checkLabelRe): the
// answers are written apart from the engine on purpose, so that a
// mistake in one is not copied into the other.
var checkLabelRe = regexp.MustCompile(`(?i)^(?:check|cheque|chq|share draft|draft|check paid)\.?\s*(?:no\.?|number|#|-)?\s*#?\s*(\d{3,})\b(.*)$`)
