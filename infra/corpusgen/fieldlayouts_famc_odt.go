package main

import (
	"fmt"
	"strings"
)

// fodt writes a flat OpenDocument text (.fodt) that LibreOffice Writer
// converts to PDF: the way statements typed in an office suite, or
// produced by a mail-merge template, come out. The header and footer are
// Writer's own (page number and page count fields), tables repeat their
// heading rows on every page, and Writer decides where pages break.
type fodt struct {
	Title          string
	Header, Footer string // markup of the master page's header and footer
	Landscape      bool
	styles         strings.Builder
	body           strings.Builder
	ntab           int
}

// Paragraph styles every fodt document has: P (body), B (bold), R
// (right), RB (right bold), H1, H2, S (small print), G (grey), HD and FT
// (header and footer).
const fodtStyles = `
<style:style style:name="P" style:family="paragraph"><style:paragraph-properties fo:margin-top="0in" fo:margin-bottom="0in"/><style:text-properties style:font-name="Liberation Sans" fo:font-size="8pt"/></style:style>
<style:style style:name="B" style:family="paragraph" style:parent-style-name="P"><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="R" style:family="paragraph" style:parent-style-name="P"><style:paragraph-properties fo:text-align="end"/></style:style>
<style:style style:name="RB" style:family="paragraph" style:parent-style-name="R"><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="H1" style:family="paragraph" style:parent-style-name="P"><style:text-properties fo:font-size="18pt" fo:font-weight="bold" fo:color="#1b4f9c"/></style:style>
<style:style style:name="H2" style:family="paragraph" style:parent-style-name="P"><style:paragraph-properties fo:margin-top="0.16in" fo:margin-bottom="0.05in" fo:border-bottom="1pt solid #1b4f9c" fo:padding-bottom="0.02in"/><style:text-properties fo:font-size="10pt" fo:font-weight="bold" fo:color="#1b4f9c"/></style:style>
<style:style style:name="S" style:family="paragraph" style:parent-style-name="P"><style:paragraph-properties fo:margin-top="0.04in"/><style:text-properties fo:font-size="6.5pt" fo:color="#444444"/></style:style>
<style:style style:name="G" style:family="paragraph" style:parent-style-name="P"><style:text-properties fo:font-size="7pt" fo:color="#5a5a5a"/></style:style>
<style:style style:name="SP" style:family="paragraph" style:parent-style-name="P"><style:paragraph-properties fo:margin-top="0.08in"/></style:style>
<style:style style:name="HD" style:family="paragraph" style:parent-style-name="P"><style:paragraph-properties fo:border-bottom="0.5pt solid #999999" fo:padding-bottom="0.02in"/><style:text-properties fo:font-size="7pt" fo:color="#333333"/></style:style>
<style:style style:name="FT" style:family="paragraph" style:parent-style-name="P"><style:paragraph-properties fo:border-top="0.5pt solid #999999" fo:padding-top="0.02in"><style:tab-stops><style:tab-stop style:position="7.28in" style:type="right"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-size="6.5pt" fo:color="#333333"/></style:style>
<style:style style:name="Ch" style:family="table-cell"><style:table-cell-properties fo:background-color="#e3eaf5" fo:padding="0.03in" fo:border-bottom="0.75pt solid #1b4f9c" fo:border-top="none" fo:border-left="none" fo:border-right="none"/></style:style>
<style:style style:name="Cd" style:family="table-cell"><style:table-cell-properties fo:padding-top="0.025in" fo:padding-bottom="0.025in" fo:padding-left="0.03in" fo:padding-right="0.03in" fo:border-bottom="0.3pt solid #c8c8c8" fo:border-top="none" fo:border-left="none" fo:border-right="none"/></style:style>
<style:style style:name="Cb" style:family="table-cell"><style:table-cell-properties fo:background-color="#f3f5f9" fo:padding="0.04in" fo:border="0.5pt solid #b9c4d6"/></style:style>
<style:style style:name="Cn" style:family="table-cell"><style:table-cell-properties fo:padding="0.02in" fo:border="none"/></style:style>
`

// table opens a table of the given column widths (inches); head, when
// not nil, is its heading row, repeated on every page.
func (f *fodt) table(widths []float64, head []string, right []bool) {
	f.ntab++
	name := fmt.Sprintf("T%d", f.ntab)
	total := 0.0
	for _, w := range widths {
		total += w
	}
	fmt.Fprintf(&f.styles, `<style:style style:name="%s" style:family="table"><style:table-properties style:width="%.2fin" table:align="left" fo:margin-top="0.04in"/></style:style>`, name, total)
	fmt.Fprintf(&f.body, `<table:table table:name="%s" table:style-name="%s">`, name, name)
	for i, w := range widths {
		fmt.Fprintf(&f.styles, `<style:style style:name="%s.%d" style:family="table-column"><style:table-column-properties style:column-width="%.2fin"/></style:style>`, name, i, w)
		fmt.Fprintf(&f.body, `<table:table-column table:style-name="%s.%d"/>`, name, i)
	}
	if head != nil {
		f.body.WriteString(`<table:table-header-rows>`)
		f.row("Ch", head, right, true)
		f.body.WriteString(`</table:table-header-rows>`)
	}
}

// row writes a table row; a cell's lines are separated by "\n".
func (f *fodt) row(cell string, cells []string, right []bool, bold bool) {
	f.body.WriteString(`<table:table-row>`)
	for i, c := range cells {
		ps := "P"
		if i < len(right) && right[i] {
			ps = "R"
		}
		if bold {
			ps = map[string]string{"P": "B", "R": "RB"}[ps]
		}
		fmt.Fprintf(&f.body, `<table:table-cell table:style-name="%s" office:value-type="string">`, cell)
		for k, l := range strings.Split(c, "\n") {
			st := ps
			if k > 0 && !bold {
				st = "G"
			}
			fmt.Fprintf(&f.body, `<text:p text:style-name="%s">%s</text:p>`, st, esc(l))
		}
		f.body.WriteString(`</table:table-cell>`)
	}
	f.body.WriteString(`</table:table-row>`)
}

func (f *fodt) endTable() { f.body.WriteString(`</table:table>`) }

// p writes a paragraph of style st (escaped text).
func (f *fodt) p(st, text string) {
	fmt.Fprintf(&f.body, `<text:p text:style-name="%s">%s</text:p>`, st, esc(text))
}

// pageNumbers is footer markup: "Page N of M" with Writer's fields.
const pageNumbers = `Page <text:page-number text:select-page="current">1</text:page-number> of <text:page-count>1</text:page-count>`

// String returns the document.
func (f *fodt) String() string {
	var b strings.Builder
	w, h := "8.5in", "11in"
	if f.Landscape {
		w, h = h, w
	}
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">`)
	fmt.Fprintf(&b, `<office:meta><dc:title>%s</dc:title></office:meta>`, esc(f.Title))
	b.WriteString(`<office:font-face-decls><style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'" style:font-family-generic="swiss" style:font-pitch="variable"/></office:font-face-decls>`)
	b.WriteString(`<office:styles><style:default-style style:family="paragraph"><style:text-properties style:font-name="Liberation Sans" fo:font-size="8pt" fo:language="en" fo:country="US"/></style:default-style></office:styles>`)
	b.WriteString(`<office:automatic-styles>` + fodtStyles + f.styles.String())
	fmt.Fprintf(&b, `<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="%s" fo:page-height="%s" fo:margin-top="0.35in" fo:margin-bottom="0.35in" fo:margin-left="0.6in" fo:margin-right="0.6in"/>`, w, h)
	b.WriteString(`<style:header-style><style:header-footer-properties fo:min-height="0in" fo:margin-bottom="0.14in"/></style:header-style><style:footer-style><style:header-footer-properties fo:min-height="0in" fo:margin-top="0.14in"/></style:footer-style></style:page-layout></office:automatic-styles>`)
	b.WriteString(`<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1">`)
	if f.Header != "" {
		b.WriteString(`<style:header>` + f.Header + `</style:header>`)
	}
	if f.Footer != "" {
		b.WriteString(`<style:footer>` + f.Footer + `</style:footer>`)
	}
	b.WriteString(`</style:master-page></office:master-styles><office:body><office:text>`)
	b.WriteString(f.body.String())
	b.WriteString(`</office:text></office:body></office:document>`)
	return b.String()
}
