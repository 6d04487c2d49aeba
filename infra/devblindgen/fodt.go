package main

import (
	"fmt"
	"strings"
)

// fodt builds a flat OpenDocument text that LibreOffice paginates itself:
// a Letter page with a running header and a 'Page X of Y' footer made of
// page-number and page-count fields, tables whose head row repeats on
// every page.
type fodt struct {
	font   string
	size   string
	header string // xml paragraphs
	footer string
	body   strings.Builder
	styles strings.Builder
	ntab   int
}

func xesc(s string) string {
	r := strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;")
	return r.Replace(s)
}

func (d *fodt) p(style, text string) {
	fmt.Fprintf(&d.body, `<text:p text:style-name="%s">%s</text:p>`, style, xesc(text))
}

// raw appends body xml.
func (d *fodt) raw(x string) { d.body.WriteString(x) }

// table writes a table: widths in inches, right-aligned columns, a head
// row repeated on each page, rows of cells with one paragraph a line.
func (d *fodt) table(widths []float64, right []bool, head []string, rows [][][]string, boldLast bool) {
	d.ntab++
	name := fmt.Sprintf("T%d", d.ntab)
	total := 0.0
	for _, w := range widths {
		total += w
	}
	fmt.Fprintf(&d.styles, `<style:style style:name="%s" style:family="table"><style:table-properties style:width="%.2fin" table:align="left" fo:margin-top="2pt" fo:margin-bottom="4pt"/></style:style>`, name, total)
	for i, w := range widths {
		fmt.Fprintf(&d.styles, `<style:style style:name="%s.%d" style:family="table-column"><style:table-column-properties style:column-width="%.2fin"/></style:style>`, name, i, w)
	}
	fmt.Fprintf(&d.body, `<table:table table:name="%s" table:style-name="%s">`, name, name)
	for i := range widths {
		fmt.Fprintf(&d.body, `<table:table-column table:style-name="%s.%d"/>`, name, i)
	}
	cell := func(lines []string, r bool, style string) {
		st := "C"
		if r {
			st = "CR"
		}
		if style != "" {
			st += style
		}
		d.body.WriteString(`<table:table-cell table:style-name="Cell" office:value-type="string">`)
		if len(lines) == 0 {
			lines = []string{""}
		}
		for _, l := range lines {
			fmt.Fprintf(&d.body, `<text:p text:style-name="%s">%s</text:p>`, st, xesc(l))
		}
		d.body.WriteString(`</table:table-cell>`)
	}
	if head != nil {
		d.body.WriteString(`<table:table-header-rows><table:table-row>`)
		for i, h := range head {
			d.body.WriteString(`<table:table-cell table:style-name="Head" office:value-type="string">`)
			st := "CH"
			if right[i] {
				st = "CRH"
			}
			fmt.Fprintf(&d.body, `<text:p text:style-name="%s">%s</text:p></table:table-cell>`, st, xesc(h))
		}
		d.body.WriteString(`</table:table-row></table:table-header-rows>`)
	}
	for k, r := range rows {
		d.body.WriteString(`<table:table-row>`)
		for i, c := range r {
			st := ""
			if boldLast && k == len(rows)-1 {
				st = "B"
			}
			cell(c, right[i], st)
		}
		d.body.WriteString(`</table:table-row>`)
	}
	d.body.WriteString(`</table:table>`)
}

func (d *fodt) String() string {
	return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><meta:generator>devblindgen</meta:generator></office:meta>
<office:font-face-decls><style:font-face style:name="F" svg:font-family="'` + d.font + `'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-top="0in" fo:margin-bottom="0in"/><style:text-properties style:font-name="F" fo:font-size="` + d.size + `" fo:language="en" fo:country="US"/></style:default-style>
<style:style style:name="Standard" style:family="paragraph"/>
</office:styles>
<office:automatic-styles>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="8.5in" fo:page-height="11in" fo:margin-top="0.35in" fo:margin-bottom="0.35in" fo:margin-left="0.6in" fo:margin-right="0.6in"/>
<style:header-style><style:header-footer-properties fo:min-height="0.3in" fo:margin-bottom="0.15in"/></style:header-style>
<style:footer-style><style:header-footer-properties fo:min-height="0.3in" fo:margin-top="0.15in"/></style:footer-style></style:page-layout>
<style:style style:name="P" style:family="paragraph"/>
<style:style style:name="PR" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/></style:style>
<style:style style:name="PB" style:family="paragraph"><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="Title" style:family="paragraph"><style:text-properties fo:font-size="15pt" fo:font-weight="bold"/></style:style>
<style:style style:name="H" style:family="paragraph"><style:paragraph-properties fo:margin-top="8pt" fo:margin-bottom="2pt" fo:border-bottom="0.5pt solid #000000"/><style:text-properties fo:font-size="10pt" fo:font-weight="bold"/></style:style>
<style:style style:name="Small" style:family="paragraph"><style:paragraph-properties fo:margin-top="3pt" fo:text-align="justify"/><style:text-properties fo:font-size="6.5pt"/></style:style>
<style:style style:name="C" style:family="paragraph"/>
<style:style style:name="CR" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/></style:style>
<style:style style:name="CB" style:family="paragraph"><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="CRB" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="CH" style:family="paragraph"><style:text-properties fo:font-weight="bold" fo:font-size="7.5pt"/></style:style>
<style:style style:name="CRH" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-weight="bold" fo:font-size="7.5pt"/></style:style>
<style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding-left="0.03in" fo:padding-right="0.03in" fo:padding-top="0.01in" fo:padding-bottom="0.02in" fo:border="none"/></style:style>
<style:style style:name="Head" style:family="table-cell"><style:table-cell-properties fo:padding="0.03in" fo:border-bottom="0.5pt solid #000000" fo:border-top="none" fo:border-left="none" fo:border-right="none"/></style:style>
` + d.styles.String() + `
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1">
<style:header>` + d.header + `</style:header>
<style:footer>` + d.footer + `</style:footer>
</style:master-page></office:master-styles>
<office:body><office:text>` + d.body.String() + `</office:text></office:body></office:document>
`
}

const pageXofY = `Page <text:page-number text:select-page="current">1</text:page-number> of <text:page-count>1</text:page-count>`
