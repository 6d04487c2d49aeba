package main

import (
	"bytes"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"
)

// fw is a small line-oriented writer over fpdf: y is the baseline of the
// next line, need() breaks the page (the header and footer functions run,
// then onBreak redraws a table head).
type fw struct {
	*fpdf.Fpdf
	y, top, bottom float64
	lh             float64
	left, right    float64
	onBreak        func()
}

// fixedDate is every FPDF file's creation date: after the last period of
// the set (a statement is written after its period ends; the treasury
// report of November 2026 prints its run date, 12/01/2026).
var fixedDate = time.Date(2026, 12, 1, 12, 2, 9, 0, time.UTC)

func newFW(creator string, top, bottom, lh float64, header, footer func(w *fw)) *fw {
	return newFWO("P", nil, creator, top, bottom, lh, header, footer)
}

// newFWO is newFW with an orientation and a hook run before the first
// page (to register fonts).
func newFWO(orient string, setup func(*fpdf.Fpdf), creator string, top, bottom, lh float64, header, footer func(w *fw)) *fw {
	f := fpdf.New(orient, "pt", "Letter", "")
	if setup != nil {
		setup(f)
	}
	f.SetCreationDate(fixedDate)
	f.SetModificationDate(fixedDate)
	f.SetCatalogSort(true)
	f.SetCreator(creator, false)
	f.SetAutoPageBreak(false, 0)
	f.AliasNbPages("{nb}")
	w := &fw{Fpdf: f, top: top, bottom: bottom, lh: lh, left: 40, right: 572}
	if orient == "L" {
		w.right = 752
	}
	f.SetHeaderFuncMode(func() {
		if header != nil {
			header(w)
		}
		w.y = w.top
	}, false)
	f.SetFooterFunc(func() {
		if footer != nil {
			footer(w)
		}
	})
	f.AddPage()
	return w
}

func (w *fw) need(h float64) {
	if w.y+h > w.bottom {
		w.AddPage()
		if w.onBreak != nil {
			w.onBreak()
		}
	}
}

func (w *fw) font(style string, size float64) { w.SetFont("Helvetica", style, size) }

// at writes s with its left edge at x on baseline y.
func (w *fw) at(x, y float64, s string) { w.Text(x, y, s) }

// rat writes s with its right edge at x.
func (w *fw) rat(x, y float64, s string) { w.Text(x-w.GetStringWidth(s), y, s) }

// cat centres s on x.
func (w *fw) cat(x, y float64, s string) { w.Text(x-w.GetStringWidth(s)/2, y, s) }

func (w *fw) nl(n float64) { w.y += n * w.lh }

func (w *fw) hr(y float64) { w.Line(w.left, y, w.right, y) }

// para writes wrapped small text, breaking pages as needed.
func (w *fw) para(s string, width float64) {
	for _, ln := range w.splitWidth(s, width) {
		w.need(w.lh)
		w.at(w.left, w.y, ln)
		w.nl(1)
	}
}

func (w *fw) bytes() []byte {
	var b bytes.Buffer
	if err := w.Output(&b); err != nil {
		panic(err)
	}
	return b.Bytes()
}

// col is a table column: left edge x (or right edge when right), a
// header label.
type col struct {
	x     float64
	right bool
	head  string
}

// row prints one table row whose cells may hold several lines; it keeps
// the row on one page and returns the page it landed on.
func (w *fw) row(cols []col, cells [][]string) int {
	n := 1
	for _, c := range cells {
		if len(c) > n {
			n = len(c)
		}
	}
	w.need(float64(n) * w.lh)
	for i, c := range cells {
		for j, s := range c {
			if cols[i].right {
				w.rat(cols[i].x, w.y+float64(j)*w.lh, s)
			} else {
				w.at(cols[i].x, w.y+float64(j)*w.lh, s)
			}
		}
	}
	w.nl(float64(n))
	return w.PageNo()
}

func (w *fw) heads(cols []col) {
	for _, c := range cols {
		if c.right {
			w.rat(c.x, w.y, c.head)
		} else {
			w.at(c.x, w.y, c.head)
		}
	}
	w.Line(w.left, w.y+3, w.right, w.y+3)
	w.nl(1.3)
}

func one(s string) []string { return []string{s} }

func legalText(bank, phone, box string, eff time.Time) []string {
	e := eff.Format("01/02/2006")
	return []string{
		"IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC FUNDS TRANSFERS: Call us at " + phone + " or write us at " + box +
			" as soon as you can, if you think your statement or receipt is wrong or if you need more information about a transfer listed on the statement or receipt. " +
			"We must hear from you no later than 60 days after we sent you the FIRST statement on which the problem or error appeared. Tell us your name and account number, " +
			"the dollar amount of the suspected error, and why you believe there is an error. We will investigate your complaint and will correct any error promptly. " +
			"If we take more than 10 business days (or 20 business days for new accounts) to do this, we will credit your account for the amount you think is in error, " +
			"so that you will have use of the money during the time it takes us to complete our investigation; we may take up to 45 days (90 days for point-of-sale or foreign-initiated transfers).",
		"OVERDRAFT AND RETURNED ITEM FEES: Effective " + e + ", the fee for each item paid or returned unpaid is $36.00, limited to 3 fees ($108.00) per business day. " +
			"No fee is charged when the account is overdrawn by $50.00 or less at the end of the business day, or for items of $5.00 or less. " +
			strings.ToUpper(bank) + " is a Member FDIC. Deposits are insured up to $250,000 per depositor, for each account ownership category. Equal Housing Lender.",
	}
}

// splitWidth breaks s into lines no wider than width in the current font
// (SplitText only knows the core fonts' widths).
func (w *fw) splitWidth(s string, width float64) []string {
	var out []string
	cur := ""
	for _, wd := range strings.Fields(s) {
		switch {
		case cur == "":
			cur = wd
		case w.GetStringWidth(cur+" "+wd) <= width:
			cur += " " + wd
		default:
			out = append(out, cur)
			cur = wd
		}
	}
	if cur != "" {
		out = append(out, cur)
	}
	return out
}
