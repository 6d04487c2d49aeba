package main

import (
	"fmt"
	"time"
)

// secTable draws a dated, one-amount table that continues across pages:
// the building block of statements that print activity in sections.
type secTable struct {
	f          *Flow
	res        *Result
	font, bold string
	fs, lead   float64
	dateX      float64
	descX      float64
	descW      float64
	amtR       float64
	dateFmt    func(time.Time) string
	amtFmt     func(*Txn) string
	desc       func(*Txn) string
	// head draws a section heading (cont: on a continuation page) and
	// its column header, advancing f.Y.
	head func(title string, cont bool)
	// rowPad is the space below each row.
	rowPad float64
}

// section prints title and rows; it returns after the last row.
func (s *secTable) section(title string, rows []*Txn) {
	f := s.f
	f.Ensure(3*s.lead + 30)
	s.head(title, false)
	f.OnBreak = func() { s.head(title, true) }
	for _, t := range rows {
		lines := wrap(s.desc(t), s.descW, measureFn(s.font, s.fs))
		h := float64(len(lines))*s.lead + s.rowPad
		f.Ensure(h)
		base := f.Y + s.fs
		f.P.Text(s.dateX, base, s.font, s.fs, s.dateFmt(t.Date))
		f.P.Tag(fmt.Sprintf("date:%d", t.Seq))
		for i, l := range lines {
			f.P.Text(s.descX, base+float64(i)*s.lead, s.font, s.fs, l)
		}
		f.P.TextR(s.amtR, base, s.font, s.fs, s.amtFmt(t))
		f.P.Tag(fmt.Sprintf("amt:%d", t.Seq))
		f.Y += h
		s.res.Add(t, lines...)
	}
	f.OnBreak = nil
}

// total prints a bold label with an amount at the amount column.
func (s *secTable) total(label, amount, tag string) {
	f := s.f
	f.Ensure(s.lead + 6)
	f.P.Line(s.dateX, f.Y+1, s.amtR, f.Y+1, 0.4, 0)
	f.P.Text(s.dateX, f.Y+s.fs+3, s.bold, s.fs, label)
	f.P.TextR(s.amtR, f.Y+s.fs+3, s.bold, s.fs, amount)
	f.P.Tag(tag)
	f.Y += s.lead + 8
}

// rowsOf selects the rows of the given sections in posting order,
// notices included.
func rowsOf(st *Statement, secs ...Section) []*Txn {
	var out []*Txn
	for _, t := range st.Txns {
		for _, s := range secs {
			if t.Section() == s {
				out = append(out, t)
				break
			}
		}
	}
	return out
}

// rowsWhere selects rows by a predicate in posting order.
func rowsWhere(st *Statement, keep func(*Txn) bool) []*Txn {
	var out []*Txn
	for _, t := range st.Txns {
		if keep(t) {
			out = append(out, t)
		}
	}
	return out
}

func sumOf(rows []*Txn) (int64, int) {
	var s int64
	n := 0
	for _, t := range rows {
		if !t.Notice() {
			s += t.Cents
			n++
		}
	}
	return s, n
}

// pairsTable prints items (date, text) in ncols pairs across, row by row,
// continuing across pages. cell draws one pair at x.
type pairsTable struct {
	f     *Flow
	ncols int
	colW  float64
	x0    float64
	lead  float64
	head  func(cont bool)
}

func (p *pairsTable) draw(n int, cell func(i int, x, base float64)) {
	f := p.f
	f.Ensure(3*p.lead + 24)
	p.head(false)
	f.OnBreak = func() { p.head(true) }
	for i := 0; i < n; i += p.ncols {
		f.Ensure(p.lead)
		for c := 0; c < p.ncols && i+c < n; c++ {
			cell(i+c, p.x0+float64(c)*p.colW, f.Y+p.lead-2)
		}
		f.Y += p.lead
	}
	f.OnBreak = nil
}

// averageLedger is the mean of the period's end-of-day balances.
func averageLedger(st *Statement) int64 {
	eod := map[time.Time]int64{}
	for _, d := range st.ActivityDays() {
		eod[d.Date] = d.Bal
	}
	bal, sum, n := st.Opening, int64(0), int64(0)
	for _, d := range days(st.Start, st.End) {
		if b, ok := eod[d]; ok {
			bal = b
		}
		sum += bal
		n++
	}
	return sum / n
}
