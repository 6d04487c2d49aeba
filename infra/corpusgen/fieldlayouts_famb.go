package main

import (
	"fmt"
	"math"
	"sort"
	"strings"
	"time"
)

// One-ledger statements, credit unions and community banks (the famB
// families). Each family is written from the public conventions of the
// bank kind it imitates (statement-conventions.md and published sample
// statements), under a fictional name, with its own geometry, wording and
// furniture. The families are registered here, apart from fieldFamilies,
// so that their documents keep their seeds and file names whatever other
// families are added: each family owns a fixed seed range.
//
// Every family prints the four variants with one fpdf producer (rotating)
// and again with its native external producer, and the month variant
// with its extra producers. fbAudit replays every document's arithmetic
// before it is printed; fbTextLayer (fieldlayouts_famb_test.go) reads the
// committed PDFs back with pdftotext.
type fbFamily struct {
	Name    string
	Bank    string // as the bank brands itself
	Aliases []string
	// Seed is the first of the family's thirty seeds.
	Seed uint64
	// Native prints the four variants; Extra print the month variant.
	// "libreoffice" prints the family's Writer document, the others
	// its ops.
	Native  string
	Extra   []string
	Prepare func(fs *fstmt)
	Draw    func(fs *fstmt) *doc
	// Writer is the family's word-processor document (Flat ODT) for
	// LibreOffice, when it has one.
	Writer func(fs *fstmt) string
}

var fbFamilies = []fbFamily{
	{Name: "wfledger", Bank: "Wellsford Bank", Aliases: []string{"Wellsford Bank, N.A.", "Wellsford"}, Seed: 21000,
		Native: "reportlab", Extra: []string{"cairo"}, Prepare: prepareWFLedger, Draw: drawWFLedger},
	{Name: "citiactivity", Bank: "Cityline Bank", Aliases: []string{"Cityline Bank, N.A.", "CitylineBusiness", "Cityline"}, Seed: 21100,
		Native: "ghostscript", Extra: []string{"reportlab"}, Prepare: prepareCitiActivity, Draw: drawCitiActivity},
	{Name: "truisthist", Bank: "Truvant Bank", Aliases: []string{"Truvant", "TRUVANT"}, Seed: 21200,
		Native: "cairo", Extra: []string{"ghostscript"}, Prepare: prepareTruistHist, Draw: drawTruistHist},
	{Name: "wpledger", Bank: "Cypress Hollow Bank", Aliases: []string{"Cypress Hollow National Bank", "www.cypresshollow.bank"}, Seed: 21300,
		Native: "libreoffice", Extra: []string{"ghostscript"}, Prepare: prepareWPLedger, Draw: drawWPLedger, Writer: writeWPLedger},
	{Name: "cudraft", Bank: "Northwoods Community Credit Union", Aliases: []string{"Northwoods Community CU", "Northwoods CCU", "northwoodscu.org"}, Seed: 21400,
		Native: "reportlab", Extra: []string{"cairo", "ghostscript"}, Prepare: prepareCUDraft, Draw: drawCUDraft},
	{Name: "dayfirst", Bank: "Three Forks Bank & Trust", Aliases: []string{"Three Forks Bank and Trust Company", "Three Forks Bank", "threeforksbank.com"}, Seed: 21500,
		Native: "cairo", Extra: []string{"reportlab"}, Prepare: prepareDayFirst, Draw: drawDayFirst},
}

// fbJobs lists the famB documents.
func fbJobs() []fieldJob {
	var jobs []fieldJob
	for fi, f := range fbFamilies {
		ff := fieldFamily{Name: f.Name, Bank: f.Bank, Aliases: f.Aliases, Prepare: f.Prepare}
		mk := func(seed uint64, vi int, prod, name string) {
			fs := newField(seed, ff, vi)
			fs.Bank = f.Bank
			j := fieldJob{Name: name, Layout: f.Name, Producer: prod, FS: fs}
			if prod == "libreoffice" {
				j.HTML = f.Writer(fs)
			} else {
				j.Doc = f.Draw(fs)
			}
			fbAudit(j)
			jobs = append(jobs, j)
		}
		for vi, v := range variants {
			p := producers[(fi+vi)%len(producers)]
			mk(f.Seed+uint64(vi), vi, p.Name, fmt.Sprintf("%s_%s_%s", f.Name, p.Name, v.Name))
			mk(f.Seed+10+uint64(vi), vi, f.Native, fmt.Sprintf("%s_%s_%s", f.Native, f.Name, v.Name))
		}
		for k, e := range f.Extra {
			mk(f.Seed+20+uint64(k), 0, e, fmt.Sprintf("%s_%s_month", e, f.Name))
		}
	}
	return jobs
}

// fbAudit replays a document's arithmetic and panics when anything it
// prints or answers disagrees: opening + rows = closing, every running
// balance, the negative days and the printed totals and counts.
func fbAudit(j fieldJob) {
	fs := j.FS
	fail := func(format string, a ...any) {
		panic(fmt.Sprintf("famB audit %s: %s", j.Name, fmt.Sprintf(format, a...)))
	}
	bal := fs.Opening
	var cr, db int64
	var ncr, ndb int
	for i, r := range fs.Rows {
		if r.Cents <= 0 {
			fail("row %d (%s) has amount %d", i, r.Desc, r.Cents)
		}
		if r.Credit {
			bal += r.Cents
			cr += r.Cents
			ncr++
		} else {
			bal -= r.Cents
			db += r.Cents
			ndb++
		}
		if r.Balance != bal {
			fail("row %d (%s): balance %d, replay gives %d", i, r.Desc, r.Balance, bal)
		}
		if i > 0 && r.Date.Before(fs.Rows[i-1].Date) {
			fail("row %d (%s) out of date order", i, r.Desc)
		}
		if strings.Contains(r.Desc, "  ") || strings.TrimSpace(r.Desc) != r.Desc {
			fail("row %d description %q has stray spaces", i, r.Desc)
		}
	}
	if bal != fs.Closing {
		fail("opening %d + rows = %d, closing %d", fs.Opening, bal, fs.Closing)
	}
	if fs.Case == "" && (fs.OpenP != fs.Opening || fs.CloseP != fs.Closing) {
		fail("printed balances %d/%d differ from %d/%d", fs.OpenP, fs.CloseP, fs.Opening, fs.Closing)
	}
	neg, i, eod := 0, 0, fs.Opening
	for d := fs.Start; !d.After(fs.End); d = d.AddDate(0, 0, 1) {
		for i < len(fs.Rows) && !fs.Rows[i].Date.After(d) {
			eod = fs.Rows[i].Balance
			i++
		}
		if eod < 0 {
			neg++
		}
	}
	if neg != fs.NegDays {
		fail("negative days %d, replay gives %d", fs.NegDays, neg)
	}
	p := fs.Printed
	if p.TotalCredits != nil && fbCents(*p.TotalCredits) != cr+fs.CreditDelta {
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
	for _, c := range fbChecks[fs] {
		if c.got != c.want {
			fail("%s printed %d, rows give %d", c.what, c.got, c.want)
		}
	}
	delete(fbChecks, fs)
}

// fbChecks holds figures a drawing printed from its own sums (a daily
// balance, a page subtotal, a second account's balance) with what an
// independent replay gives, for fbAudit.
var fbChecks = map[*fstmt][]struct {
	what      string
	got, want int64
}{}

// fbCheck records a printed figure and what it must be.
func fbCheck(fs *fstmt, what string, got, want int64) {
	fbChecks[fs] = append(fbChecks[fs], struct {
		what      string
		got, want int64
	}{what, got, want})
}

// ---- helpers shared by the famB families.

// fbBreak starts a new page when h more points do not fit above bottom
// (families keep their own margins); it reports whether it broke.
func (d *doc) fbBreak(h, bottom, top float64) bool {
	if d.y+h <= bottom {
		return false
	}
	d.page++
	d.y = top
	if d.header != nil {
		d.header(d)
	}
	return true
}

// fbAt draws s at (x, y) without moving the cursor.
func (d *doc) fbAt(x, y float64, s string, size float64, bold, right bool) {
	save := d.y
	d.y = y
	if right {
		d.rtext(x, s, size, bold)
	} else {
		d.text(x, s, size, bold)
	}
	d.y = save
}

// fbBox draws the outline of a box whose top edge is at y.
func (d *doc) fbBox(x1, y, x2, h, gray float64) {
	d.ops = append(d.ops,
		op{Page: d.page, Kind: "line", X: x1, Y: y, W: x2 - x1, Gray: gray},
		op{Page: d.page, Kind: "line", X: x1, Y: y + h, W: x2 - x1, Gray: gray},
		op{Page: d.page, Kind: "line", X: x1, Y: y, H: h, Gray: gray},
		op{Page: d.page, Kind: "line", X: x2, Y: y, H: h, Gray: gray})
}

// fbBand fills a band whose top edge is at y.
func (d *doc) fbBand(x1, y, x2, h, gray float64) {
	d.ops = append(d.ops, op{Page: d.page, Kind: "rect", X: x1, Y: y, W: x2 - x1, H: h, Gray: gray})
}

// fbRule draws a horizontal rule at y.
func (d *doc) fbRule(x1, x2, y, gray float64) {
	d.ops = append(d.ops, op{Page: d.page, Kind: "line", X: x1, Y: y, W: x2 - x1, Gray: gray})
}

// fbPara writes a paragraph wrapped at n characters at x, breaking pages
// with fbBreak.
func (d *doc) fbPara(x float64, s string, n int, size, lh, bottom, top float64, bold bool) {
	for _, l := range wrapWords(s, n) {
		d.fbBreak(lh, bottom, top)
		d.text(x, l, size, bold)
		d.nl(lh)
	}
}

// fbBizDayBefore is the business day before t (card purchases are
// authorized a day or a weekend before they post).
func fbBizDayBefore(t time.Time) time.Time {
	t = t.AddDate(0, 0, -1)
	for t.Weekday() == time.Saturday || t.Weekday() == time.Sunday {
		t = t.AddDate(0, 0, -1)
	}
	return t
}

// fbTitle writes a name in title case, keeping the corporate suffixes and
// state codes that banks print in capitals.
func fbTitle(s string) string {
	keep := map[string]bool{"LLC": true, "PC": true, "DBA": true, "HOA": true, "ADP": true, "ATT": true, "II": true,
		"TX": true, "OH": true, "FL": true, "CO": true, "NJ": true, "AZ": true, "ST": true, "STE": true, "W": true, "APT": true}
	ws := strings.Fields(s)
	for i, w := range ws {
		if keep[w] || strings.ContainsAny(w[:1], "0123456789#&") {
			continue
		}
		ws[i] = w[:1] + strings.ToLower(w[1:])
	}
	return strings.Join(ws, " ")
}

// fbCity splits "AUSTIN TX 78701" into "AUSTIN" and "TX".
func fbCity(s string) (string, string) {
	f := strings.Fields(s)
	if len(f) < 3 {
		return s, ""
	}
	return strings.Join(f[:len(f)-2], " "), f[len(f)-2]
}

// fbMerchant is the card merchant of a model description and the
// location a card network prints after it.
func fbMerchant(fs *fstmt, desc string) string {
	m, _ := merchantOf(desc)
	city, st := fbCity(fs.City)
	switch {
	case strings.HasPrefix(m, "AMAZON"):
		return m + " AMZN.COM/BILL WA"
	case strings.HasPrefix(m, "UBER"):
		return m + " HELP.UBER.COM CA"
	case strings.HasPrefix(m, "COMCAST"), strings.HasPrefix(m, "VERIZON"):
		return m + " 800-922-0204 " + st
	}
	return m + " " + city + " " + st
}

// fbInsert adds a row after the last row of its date (before the period's
// closing fee when it falls on the last day). The caller rebalances.
func fbInsert(fs *fstmt, r frow) {
	k := len(fs.Rows)
	for k > 0 && fs.Rows[k-1].Date.After(r.Date) {
		k--
	}
	if k > 0 && k == len(fs.Rows) && fs.Rows[k-1].Category == "fee" && fs.Rows[k-1].Date.Equal(r.Date) {
		k--
	}
	fs.Rows = append(fs.Rows[:k:k], append([]frow{r}, fs.Rows[k:]...)...)
}

// fbFedHolidays are the Federal Reserve holidays of the variants' periods.
var fbFedHolidays = map[string]bool{"2025-11-11": true, "2025-11-27": true, "2025-12-25": true, "2026-01-01": true,
	"2026-01-19": true, "2026-02-16": true}

// fbHolidays moves the rows the model dated on a Federal Reserve holiday
// to the next business day, as ACH, wires, checks and card settlements
// post, and rebalances.
func fbHolidays(fs *fstmt) {
	moved := false
	for i := range fs.Rows {
		t := fs.Rows[i].Date
		if fbFedHolidays[t.Format("2006-01-02")] {
			t = fbBizDayAfter(t, 1)
		}
		if !t.Equal(fs.Rows[i].Date) && !t.After(fs.End) {
			fs.Rows[i].Date = t
			moved = true
		}
	}
	if moved {
		sort.SliceStable(fs.Rows, func(i, j int) bool { return fs.Rows[i].Date.Before(fs.Rows[j].Date) })
		fs.rebalance()
	}
}

// fbBizDayAfter is the n-th business day (not a weekend or a Federal
// Reserve holiday) after t.
func fbBizDayAfter(t time.Time, n int) time.Time {
	for n > 0 {
		t = t.AddDate(0, 0, 1)
		if t.Weekday() != time.Saturday && t.Weekday() != time.Sunday && !fbFedHolidays[t.Format("2006-01-02")] {
			n--
		}
	}
	return t
}

// fbExtras adds the rows the model does not make and lenders look for:
// the payroll taxes after each payroll, a federal tax refund in an
// ordinary month, and in a low-balance month a deposited item returned
// unpaid with its fee. The rows carry plain descriptions (PAYROLL TAXES,
// TAX REFUND, RETURNED ITEM 02/04, RETURNED ITEM FEE) for the family to
// word; their amounts derive from the model's rows. It first moves rows
// off holidays (fbHolidays) and rebalances.
func fbExtras(fs *fstmt) {
	fbHolidays(fs)
	var add []frow
	for _, r := range fs.Rows {
		if r.Category == "payroll" && r.Date.Before(fs.End) {
			add = append(add, frow{txn: txn{Date: r.Date, Desc: "PAYROLL TAXES", Cents: r.Cents * 23 / 100, Category: "payroll"}})
		}
	}
	if fs.Variant == 0 {
		d := fbBizDayAfter(fs.Start, 7)
		add = append(add, frow{txn: txn{Date: d, Desc: "TAX REFUND", Cents: 128400 + fs.Opening%50000, Credit: true, Category: "refund_reversal"}})
	}
	if fs.LowBalance {
		for _, r := range fs.Rows {
			if r.Credit && r.Category == "revenue" && r.Date.Before(fs.End.AddDate(0, 0, -6)) {
				d := fbBizDayAfter(r.Date, 2)
				add = append(add, frow{txn: txn{Date: d, Desc: "RETURNED ITEM " + r.Date.Format("01/02"), Cents: r.Cents, Category: "returned_item"}},
					frow{txn: txn{Date: d, Desc: "RETURNED ITEM FEE", Cents: 1200, Category: "nsf_fee"}})
				break
			}
		}
	}
	for _, r := range add {
		fbInsert(fs, r)
	}
	fs.rebalance()
}

// fbDayEnds gives the end-of-day balance of each calendar day of the
// period that has rows.
func fbDayEnds(fs *fstmt) []struct {
	D time.Time
	B int64
} {
	return fs.dayEnds()
}

// fbAvgLedger is the average of the end-of-day balances over every
// calendar day of the period.
func fbAvgLedger(fs *fstmt) int64 { return fs.avgDaily() }

// fbMinBal is the lowest end-of-day balance of the period and its day.
func fbMinBal(fs *fstmt) (int64, time.Time) {
	best, day := int64(0), fs.Start
	bal, i := fs.Opening, 0
	for d := fs.Start; !d.After(fs.End); d = d.AddDate(0, 0, 1) {
		for i < len(fs.Rows) && !fs.Rows[i].Date.After(d) {
			bal = fs.Rows[i].Balance
			i++
		}
		if d.Equal(fs.Start) || bal < best {
			best, day = bal, d
		}
	}
	return best, day
}

func fbCents(f float64) int64 { return int64(math.Round(f * 100)) }
