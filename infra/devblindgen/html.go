package main

import (
	"fmt"
	"html"
	"strings"
)

// HTML statements are paginated here, not by the browser: each page is a
// fixed-height box with its own running header and footer ("Page X of
// Y"), body items are counted in lines of a fixed line height, and a
// table continued on the next page repeats its head.

type hitem struct {
	html  string
	lines float64
	tbl   *htable
}

type htable struct {
	open, close string // <table>..<thead>..</thead><tbody> and </tbody></table>
	headLines   float64
	cont        string // html printed before the head on a continuation page
	contLines   float64
}

func esc(s string) string { return html.EscapeString(s) }

// paginate fills pages of budget lines (first page firstBudget).
func paginate(items []hitem, firstBudget, budget float64) []string {
	var pages []string
	var b strings.Builder
	used, cap := 0.0, firstBudget
	var open *htable
	flush := func() {
		if open != nil {
			b.WriteString(open.close)
		}
		pages = append(pages, b.String())
		b.Reset()
		used, cap = 0, budget
	}
	for _, it := range items {
		need := it.lines
		if it.tbl != open && it.tbl != nil {
			need += it.tbl.headLines
		}
		if used+need > cap {
			t := open
			flush()
			open = nil
			if t != nil && t == it.tbl {
				b.WriteString(t.cont)
				b.WriteString(t.open)
				used += t.contLines + t.headLines
				open = t
			}
		}
		if it.tbl != open {
			if open != nil {
				b.WriteString(open.close)
				open = nil
			}
			if it.tbl != nil {
				b.WriteString(it.tbl.open)
				used += it.tbl.headLines
				open = it.tbl
			}
		}
		b.WriteString(it.html)
		used += it.lines
	}
	if open != nil {
		b.WriteString(open.close)
	}
	pages = append(pages, b.String())
	return pages
}

// htmlDoc assembles the pages; header and footer get the page number and
// the page count.
func htmlDoc(css string, pages []string, header, footer func(i, n int) string) string {
	var b strings.Builder
	b.WriteString(`<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page { size: 8.5in 11in; margin: 0 }
html, body { margin: 0; padding: 0 }
.page { width: 8.5in; height: 11in; box-sizing: border-box; padding: 0.45in 0.55in; position: relative; page-break-after: always }
.page:last-child { page-break-after: auto }
.ftr { position: absolute; left: 0.55in; right: 0.55in; bottom: 0.4in }
table { border-collapse: collapse; width: 100% }
td, th { padding: 0 4pt; vertical-align: top; white-space: nowrap }
.r { text-align: right }
` + css + `</style></head><body>`)
	for i, p := range pages {
		b.WriteString(`<div class="page">`)
		b.WriteString(header(i+1, len(pages)))
		b.WriteString(p)
		b.WriteString(`<div class="ftr">` + footer(i+1, len(pages)) + `</div></div>`)
	}
	b.WriteString(`</body></html>`)
	return b.String()
}

type hcol struct {
	head string
	cls  string
	cell func(t *Txn) []string
}

// htmlRows makes one table item per row; lines of a cell are <br>-joined.
func htmlRows(tbl *htable, cols []hcol, rows []*Txn, pad float64) []hitem {
	var out []hitem
	for _, t := range rows {
		var b strings.Builder
		b.WriteString("<tr>")
		n := 1
		for _, c := range cols {
			cell := c.cell(t)
			if len(cell) > n {
				n = len(cell)
			}
			for i := range cell {
				cell[i] = esc(cell[i])
			}
			fmt.Fprintf(&b, `<td class="%s">%s</td>`, c.cls, strings.Join(cell, "<br>"))
		}
		b.WriteString("</tr>")
		out = append(out, hitem{html: b.String(), lines: float64(n) + pad, tbl: tbl})
	}
	return out
}

func htmlHead(cols []hcol, extra string) string {
	var b strings.Builder
	b.WriteString(`<table ` + extra + `><thead><tr>`)
	for _, c := range cols {
		fmt.Fprintf(&b, `<th class="%s">%s</th>`, c.cls, esc(c.head))
	}
	b.WriteString(`</tr></thead><tbody>`)
	return b.String()
}

func legalHTML(bank, phone, box string, s *Stmt) []hitem {
	var out []hitem
	for _, p := range legalText(bank, phone, box, s.Start.AddDate(0, -1, 0)) {
		n := float64(len(p))/150 + 1.5
		out = append(out, hitem{html: `<p class="legal">` + esc(p) + `</p>`, lines: n})
	}
	return out
}
