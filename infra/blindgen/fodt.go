package main

import (
	"fmt"
	"strings"
)

// odt builds a flat OpenDocument text (.fodt) for LibreOffice: the way a
// small bank's statement is laid out in a word processor and exported.
type odt struct {
	body   strings.Builder
	header string // paragraph XML of the running header
	footer string
	tables int
	meta   Meta
	// colWidths holds each table's column widths for the styles.
	colWidths [][]float64
}

const odtHead = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text">
`

const odtStyles = `<office:font-face-decls>
<style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'" style:font-family-generic="swiss" style:font-pitch="variable"/>
<style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'" style:font-family-generic="roman" style:font-pitch="variable"/>
</office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-top="0in" fo:margin-bottom="0in" fo:hyphenation-ladder-count="no-limit"/><style:text-properties style:font-name="%[1]s" fo:font-size="8pt" fo:hyphenate="false" fo:language="en" fo:country="US"/></style:default-style>
<style:style style:name="Standard" style:family="paragraph"/>
<style:style style:name="L" style:family="paragraph"/>
<style:style style:name="R" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/></style:style>
<style:style style:name="C" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/></style:style>
<style:style style:name="B" style:family="paragraph"><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="BR" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="H1" style:family="paragraph"><style:text-properties fo:font-size="17pt" fo:font-weight="bold" fo:color="%[2]s"/></style:style>
<style:style style:name="H2" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.12in" fo:margin-bottom="0.04in" fo:border-bottom="0.8pt solid %[2]s" fo:padding-bottom="0.02in"/><style:text-properties fo:font-size="10pt" fo:font-weight="bold" fo:color="%[2]s"/></style:style>
<style:style style:name="S" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.06in"/><style:text-properties fo:font-size="6.5pt"/></style:style>
<style:style style:name="Sp" style:family="paragraph"><style:text-properties fo:font-size="5pt"/></style:style>
<style:style style:name="Hdr" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-size="7.5pt"/></style:style>
<style:style style:name="Ftr" style:family="paragraph"><style:text-properties fo:font-size="7pt"/></style:style>
</office:styles>
<office:automatic-styles>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="8.5in" fo:page-height="11in" fo:margin-top="0.35in" fo:margin-bottom="0.35in" fo:margin-left="0.55in" fo:margin-right="0.55in"/><style:header-style><style:header-footer-properties fo:min-height="0.2in" fo:margin-bottom="0.12in"/></style:header-style><style:footer-style><style:header-footer-properties fo:min-height="0.2in" fo:margin-top="0.12in"/></style:footer-style></style:page-layout>
<style:style style:name="Tbl" style:family="table"><style:table-properties style:width="7.4in" table:align="left" fo:margin-top="0.03in" fo:margin-bottom="0.05in"/></style:style>
<style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding-top="0.015in" fo:padding-bottom="0.015in" fo:padding-left="0.04in" fo:padding-right="0.04in" fo:border-bottom="0.4pt solid #c8c8c8" fo:border-top="none" fo:border-left="none" fo:border-right="none"/></style:style>
<style:style style:name="Plain" style:family="table-cell"><style:table-cell-properties fo:padding="0.01in" fo:border="none"/></style:style>
<style:style style:name="Head" style:family="table-cell"><style:table-cell-properties fo:background-color="%[3]s" fo:padding-top="0.03in" fo:padding-bottom="0.03in" fo:padding-left="0.04in" fo:padding-right="0.04in" fo:border-bottom="0.8pt solid #000000" fo:border-top="none" fo:border-left="none" fo:border-right="none"/></style:style>
%[4]s
</office:automatic-styles>
`

// cell is one table cell: its text (lines joined by line breaks) and a
// paragraph style.
type cell struct {
	Text  string
	Style string
}

func xmlText(s string) string {
	r := strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", "\"", "&quot;")
	var parts []string
	for _, l := range strings.Split(s, "\n") {
		parts = append(parts, r.Replace(l))
	}
	return strings.Join(parts, "<text:line-break/>")
}

// P adds a paragraph.
func (o *odt) P(style, text string) {
	fmt.Fprintf(&o.body, `<text:p text:style-name="%s">%s</text:p>`+"\n", style, xmlText(text))
}

// Table adds a table; widths in inches; head rows repeat on every page.
func (o *odt) Table(widths []float64, head [][]cell, rows [][]cell, plain bool) {
	o.tables++
	name := fmt.Sprintf("T%d", o.tables)
	fmt.Fprintf(&o.body, `<table:table table:name="%s" table:style-name="%s">`, name, name)
	for i := range widths {
		fmt.Fprintf(&o.body, `<table:table-column table:style-name="%s.C%d"/>`, name, i)
	}
	cs := "Cell"
	if plain {
		cs = "Plain"
	}
	row := func(cells []cell, style string) {
		o.body.WriteString("<table:table-row>")
		for _, c := range cells {
			st := c.Style
			if st == "" {
				st = "L"
			}
			fmt.Fprintf(&o.body, `<table:table-cell table:style-name="%s" office:value-type="string"><text:p text:style-name="%s">%s</text:p></table:table-cell>`, style, st, xmlText(c.Text))
		}
		o.body.WriteString("</table:table-row>\n")
	}
	if len(head) > 0 {
		o.body.WriteString("<table:table-header-rows>")
		for _, h := range head {
			row(h, "Head")
		}
		o.body.WriteString("</table:table-header-rows>")
	}
	for _, r := range rows {
		row(r, cs)
	}
	o.body.WriteString("</table:table>\n")
	o.colWidths = append(o.colWidths, widths)
}

// String renders the whole document.
func (o *odt) String(font, accent, headBg string) string {
	var auto strings.Builder
	for ti, ws := range o.colWidths {
		total := 0.0
		for _, w := range ws {
			total += w
		}
		fmt.Fprintf(&auto, `<style:style style:name="T%d" style:family="table"><style:table-properties style:width="%.2fin" table:align="left"/></style:style>`, ti+1, total)
		for ci, w := range ws {
			fmt.Fprintf(&auto, `<style:style style:name="T%d.C%d" style:family="table-column"><style:table-column-properties style:column-width="%.2fin"/></style:style>`, ti+1, ci, w)
		}
	}
	var b strings.Builder
	b.WriteString(odtHead)
	fmt.Fprintf(&b, `<office:meta><dc:title>%s</dc:title><meta:initial-creator>%s</meta:initial-creator><dc:creator>%s</dc:creator><dc:subject>%s</dc:subject></office:meta>`+"\n",
		xmlText(o.meta.Title), xmlText(o.meta.Author), xmlText(o.meta.Author), xmlText(o.meta.Subject))
	fmt.Fprintf(&b, odtStyles, font, accent, headBg, auto.String())
	fmt.Fprintf(&b, `<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:header>%s</style:header><style:footer>%s</style:footer></style:master-page></office:master-styles>`+"\n", o.header, o.footer)
	b.WriteString("<office:body><office:text>\n")
	b.WriteString(o.body.String())
	b.WriteString("</office:text></office:body></office:document>\n")
	return b.String()
}

// pageOf is the "Page x of N" field pair.
const pageOf = `Page <text:page-number text:select-page="current">1</text:page-number> of <text:page-count>1</text:page-count>`
