package blindkit

import (
	"fmt"
	"html"
	"strings"
)

func Esc(s string) string { return html.EscapeString(s) }

// Brs joins printed lines with <br>, escaped.
func Brs(ls []string) string {
	out := make([]string, len(ls))
	for i, l := range ls {
		out[i] = Esc(l)
	}
	return strings.Join(out, "<br>")
}

// hcol is one column of an HTML table.
type HCol struct {
	Head  string
	Class string
	Cell  func(i int, t *Txn) []string
}

// HTable writes a table whose head repeats on each printed page (thead)
// and whose rows are never split across pages.
func HTable(cls string, cols []HCol, rows []*Txn, pre, post string) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<table class="%s"><thead><tr>`, cls)
	for _, c := range cols {
		fmt.Fprintf(&b, `<th class="%s">%s</th>`, c.Class, Esc(c.Head))
	}
	b.WriteString(`</tr></thead><tbody>`)
	b.WriteString(pre)
	for i, t := range rows {
		b.WriteString(`<tr>`)
		for _, c := range cols {
			fmt.Fprintf(&b, `<td class="%s">%s</td>`, c.Class, Brs(c.Cell(i, t)))
		}
		b.WriteString(`</tr>`)
	}
	b.WriteString(post)
	b.WriteString(`</tbody></table>`)
	return b.String()
}

func One(s string) []string { return []string{s} }

// Page wraps a body into an HTML document; css may hold @page margin
// boxes (running headers, footers, 'Page X of Y').
func Page(title, css, body string) string {
	return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>` + Esc(title) + `</title><style>
html, body { margin: 0; padding: 0 }
table { border-collapse: collapse }
td, th { vertical-align: top; white-space: nowrap }
tr { break-inside: avoid }
.r { text-align: right }
` + css + `</style></head><body>` + body + `</body></html>`
}
