package main

import (
	"fmt"
	"html"
	"strings"
)

func esc(s string) string { return html.EscapeString(s) }

// lines joins printed lines with <br>, escaped.
func brs(ls []string) string {
	out := make([]string, len(ls))
	for i, l := range ls {
		out[i] = esc(l)
	}
	return strings.Join(out, "<br>")
}

// hcol is one column of an HTML table.
type hcol struct {
	head string
	cls  string
	cell func(i int, t *Txn) []string
}

// htable writes a table whose head repeats on each printed page (thead)
// and whose rows are never split across pages.
func htable(cls string, cols []hcol, rows []*Txn, pre, post string) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<table class="%s"><thead><tr>`, cls)
	for _, c := range cols {
		fmt.Fprintf(&b, `<th class="%s">%s</th>`, c.cls, esc(c.head))
	}
	b.WriteString(`</tr></thead><tbody>`)
	b.WriteString(pre)
	for i, t := range rows {
		b.WriteString(`<tr>`)
		for _, c := range cols {
			fmt.Fprintf(&b, `<td class="%s">%s</td>`, c.cls, brs(c.cell(i, t)))
		}
		b.WriteString(`</tr>`)
	}
	b.WriteString(post)
	b.WriteString(`</tbody></table>`)
	return b.String()
}

func one(s string) []string { return []string{s} }

// page wraps a body into an HTML document; css may hold @page margin
// boxes (running headers, footers, 'Page X of Y').
func page(title, css, body string) string {
	return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>` + esc(title) + `</title><style>
html, body { margin: 0; padding: 0 }
table { border-collapse: collapse }
td, th { vertical-align: top; white-space: nowrap }
tr { break-inside: avoid }
.r { text-align: right }
` + css + `</style></head><body>` + body + `</body></html>`
}
