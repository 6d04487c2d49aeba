package blindkit

import (
	"fmt"
	"strings"
)

// fodt builds a flat OpenDocument text for LibreOffice Writer: a page
// with a running header and footer (page-number / page-count fields), a
// body of paragraphs and tables.
type FODT struct {
	Font, Size     string
	PageW, PageH   string
	Header, Footer string // xml paragraphs
	Body           strings.Builder
	Styles         strings.Builder
	ntab           int
}

func (d *FODT) P(style, text string) {
	fmt.Fprintf(&d.Body, `<text:p text:style-name="%s">%s</text:p>`, style, XEsc(text))
}

func (d *FODT) Raw(x string) { d.Body.WriteString(x) }

// tcell is one table cell: lines of text in a paragraph style, a cell
// style, and a column span.
type TCell struct {
	Lines  []string
	PStyle string // paragraph style: C, CR, CB, CRB, CH, CRH
	CStyle string // cell style: Cell, Head, Line
	Span   int
}

// table writes a table of the given widths (inches); head rows repeat on
// each page when repeat is set.
func (d *FODT) Table(widths []float64, head [][]TCell, rows [][]TCell, repeat bool) {
	d.ntab++
	name := fmt.Sprintf("T%d", d.ntab)
	total := 0.0
	for _, w := range widths {
		total += w
	}
	fmt.Fprintf(&d.Styles, `<style:style style:name="%s" style:family="table"><style:table-properties style:width="%.2fin" table:align="left" fo:margin-top="2pt" fo:margin-bottom="4pt"/></style:style>`, name, total)
	for i, w := range widths {
		fmt.Fprintf(&d.Styles, `<style:style style:name="%s.%d" style:family="table-column"><style:table-column-properties style:column-width="%.2fin"/></style:style>`, name, i, w)
	}
	fmt.Fprintf(&d.Body, `<table:table table:name="%s" table:style-name="%s">`, name, name)
	for i := range widths {
		fmt.Fprintf(&d.Body, `<table:table-column table:style-name="%s.%d"/>`, name, i)
	}
	row := func(r []TCell) {
		d.Body.WriteString(`<table:table-row>`)
		for _, c := range r {
			cst := c.CStyle
			if cst == "" {
				cst = "Cell"
			}
			pst := c.PStyle
			if pst == "" {
				pst = "C"
			}
			span := ""
			if c.Span > 1 {
				span = fmt.Sprintf(` table:number-columns-spanned="%d"`, c.Span)
			}
			fmt.Fprintf(&d.Body, `<table:table-cell table:style-name="%s" office:value-type="string"%s>`, cst, span)
			lines := c.Lines
			if len(lines) == 0 {
				lines = []string{""}
			}
			for _, l := range lines {
				fmt.Fprintf(&d.Body, `<text:p text:style-name="%s">%s</text:p>`, pst, XEsc(l))
			}
			d.Body.WriteString(`</table:table-cell>`)
			for k := 1; k < c.Span; k++ {
				d.Body.WriteString(`<table:covered-table-cell/>`)
			}
		}
		d.Body.WriteString(`</table:table-row>`)
	}
	if len(head) > 0 {
		if repeat {
			d.Body.WriteString(`<table:table-header-rows>`)
		}
		for _, r := range head {
			row(r)
		}
		if repeat {
			d.Body.WriteString(`</table:table-header-rows>`)
		}
	}
	for _, r := range rows {
		row(r)
	}
	d.Body.WriteString(`</table:table>`)
}

func (d *FODT) String() string {
	pw, ph := d.PageW, d.PageH
	if pw == "" {
		pw, ph = "8.5in", "11in"
	}
	return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="F" svg:font-family="'` + d.Font + `'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-top="0in" fo:margin-bottom="0in"/><style:text-properties style:font-name="F" fo:font-size="` + d.Size + `" fo:language="en" fo:country="GB"/></style:default-style>
<style:style style:name="Standard" style:family="paragraph"/>
</office:styles>
<office:automatic-styles>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="` + pw + `" fo:page-height="` + ph + `" fo:margin-top="0.35in" fo:margin-bottom="0.35in" fo:margin-left="0.6in" fo:margin-right="0.6in"/>
<style:header-style><style:header-footer-properties fo:min-height="0.3in" fo:margin-bottom="0.15in"/></style:header-style>
<style:footer-style><style:header-footer-properties fo:min-height="0.3in" fo:margin-top="0.15in"/></style:footer-style></style:page-layout>
<style:style style:name="P" style:family="paragraph"/>
<style:style style:name="PR" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/></style:style>
<style:style style:name="PB" style:family="paragraph"><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="PK" style:family="paragraph"><style:paragraph-properties fo:keep-with-next="always" fo:margin-top="3pt"/></style:style>
<style:style style:name="PKB" style:family="paragraph"><style:paragraph-properties fo:keep-with-next="always" fo:margin-top="5pt"/><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="PBreak" style:family="paragraph"><style:paragraph-properties fo:break-before="page"/><style:text-properties fo:font-size="2pt"/></style:style>
<style:style style:name="Title" style:family="paragraph"><style:text-properties fo:font-size="15pt" fo:font-weight="bold"/></style:style>
<style:style style:name="H" style:family="paragraph"><style:paragraph-properties fo:keep-with-next="always" fo:margin-top="8pt" fo:margin-bottom="2pt" fo:border-bottom="0.5pt solid #000000"/><style:text-properties fo:font-size="10pt" fo:font-weight="bold"/></style:style>
<style:style style:name="Small" style:family="paragraph"><style:paragraph-properties fo:margin-top="3pt" fo:text-align="justify"/><style:text-properties fo:font-size="6.5pt"/></style:style>
<style:style style:name="C" style:family="paragraph"/>
<style:style style:name="CR" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/></style:style>
<style:style style:name="CB" style:family="paragraph"><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="CRB" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="CH" style:family="paragraph"><style:text-properties fo:font-weight="bold" fo:font-size="7.5pt"/></style:style>
<style:style style:name="CRH" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-weight="bold" fo:font-size="7.5pt"/></style:style>
<style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding-left="0.03in" fo:padding-right="0.03in" fo:padding-top="0.01in" fo:padding-bottom="0.02in" fo:border="none"/></style:style>
<style:style style:name="Line" style:family="table-cell"><style:table-cell-properties fo:padding-left="0.03in" fo:padding-right="0.03in" fo:padding-top="0.01in" fo:padding-bottom="0.02in" fo:border-bottom="0.3pt solid #999999" fo:border-top="none" fo:border-left="none" fo:border-right="none"/></style:style>
<style:style style:name="Box" style:family="table-cell"><style:table-cell-properties fo:padding="0.04in" fo:border="0.5pt solid #000000"/></style:style>
<style:style style:name="Head" style:family="table-cell"><style:table-cell-properties fo:padding="0.03in" fo:border-bottom="0.5pt solid #000000" fo:border-top="0.5pt solid #000000" fo:border-left="none" fo:border-right="none"/></style:style>
` + d.Styles.String() + `
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1">
<style:header>` + d.Header + `</style:header>
<style:footer>` + d.Footer + `</style:footer>
</style:master-page></office:master-styles>
<office:body><office:text>` + d.Body.String() + `</office:text></office:body></office:document>
`
}

const PageXofY = `Page <text:page-number text:select-page="current">1</text:page-number> of <text:page-count>1</text:page-count>`

func XEsc(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(s)
}
