package main

import (
	"fmt"
	"strings"
)

// writeFODG prints a drawing list through LibreOffice Draw: every text run
// becomes a text frame, as when a forger opens a statement in a word
// processor or Draw, edits it and exports it again.
func writeFODG(d *Doc, out string) error {
	type tstyle struct {
		font string
		size float64
		gray float64
	}
	styles := map[tstyle]string{}
	var auto, pages strings.Builder
	styleOf := func(it Item) string {
		k := tstyle{it.Font, it.Size, it.Gray}
		if s, ok := styles[k]; ok {
			return s
		}
		name := fmt.Sprintf("T%d", len(styles)+1)
		styles[k] = name
		fam := "Liberation Sans"
		switch {
		case strings.HasPrefix(it.Font, "Times"):
			fam = "Liberation Serif"
		case strings.HasPrefix(it.Font, "Courier"):
			fam = "Liberation Mono"
		}
		weight := "normal"
		if strings.Contains(it.Font, "Bold") {
			weight = "bold"
		}
		styleAttr := "normal"
		if strings.Contains(it.Font, "Oblique") {
			styleAttr = "italic"
		}
		g := int(255 * it.Gray)
		fmt.Fprintf(&auto, `<style:style style:name="%s" style:family="text"><style:text-properties fo:font-family="'%s'" fo:font-size="%.2fpt" fo:font-weight="%s" fo:font-style="%s" fo:color="#%02x%02x%02x"/></style:style>`+"\n", name, fam, it.Size, weight, styleAttr, g, g, g)
		return name
	}
	lineStyles := map[string]string{}
	graphic := func(stroke bool, w, gray float64) string {
		key := fmt.Sprintf("%v-%.2f-%.2f", stroke, w, gray)
		if s, ok := lineStyles[key]; ok {
			return s
		}
		name := fmt.Sprintf("gr%d", len(lineStyles)+2)
		lineStyles[key] = name
		g := int(255 * gray)
		color := fmt.Sprintf("#%02x%02x%02x", g, g, g)
		if stroke {
			fmt.Fprintf(&auto, `<style:style style:name="%s" style:family="graphic"><style:graphic-properties draw:stroke="solid" svg:stroke-width="%.2fpt" svg:stroke-color="%s" draw:fill="none"/></style:style>`+"\n", name, w, color)
		} else {
			fmt.Fprintf(&auto, `<style:style style:name="%s" style:family="graphic"><style:graphic-properties draw:stroke="none" draw:fill="solid" draw:fill-color="%s"/></style:style>`+"\n", name, color)
		}
		return name
	}
	for pi, p := range d.Pages {
		fmt.Fprintf(&pages, `<draw:page draw:name="page%d" draw:master-page-name="Default">`+"\n", pi+1)
		for _, it := range p.Items {
			switch it.Kind {
			case IText:
				ts := styleOf(it)
				w := textWidth(it.Text, it.Font, it.Size) + 2
				top := it.Y - it.Size*0.905
				fmt.Fprintf(&pages, `<draw:frame draw:style-name="gr1" svg:x="%.2fpt" svg:y="%.2fpt" svg:width="%.2fpt" svg:height="%.2fpt"><draw:text-box><text:p><text:span text:style-name="%s">%s</text:span></text:p></draw:text-box></draw:frame>`+"\n",
					it.X, top, w, it.Size*1.15, ts, xmlText(it.Text))
			case ILine:
				fmt.Fprintf(&pages, `<draw:line draw:style-name="%s" svg:x1="%.2fpt" svg:y1="%.2fpt" svg:x2="%.2fpt" svg:y2="%.2fpt"/>`+"\n", graphic(true, it.LineW, it.Gray), it.X, it.Y, it.X2, it.Y2)
			case IRect:
				fmt.Fprintf(&pages, `<draw:rect draw:style-name="%s" svg:x="%.2fpt" svg:y="%.2fpt" svg:width="%.2fpt" svg:height="%.2fpt"/>`+"\n", graphic(it.Stroke, it.LineW, it.Gray), it.X, it.Y, it.W, it.H)
			}
		}
		pages.WriteString("</draw:page>\n")
	}
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.graphics">
`)
	fmt.Fprintf(&b, `<office:meta><dc:title>%s</dc:title></office:meta>`+"\n", xmlText(d.Meta.Title))
	fmt.Fprintf(&b, `<office:styles><style:default-style style:family="graphic"><style:graphic-properties draw:stroke="none" draw:fill="none"/></style:default-style></office:styles>
<office:automatic-styles>
<style:page-layout style:name="PM1"><style:page-layout-properties fo:margin-top="0in" fo:margin-bottom="0in" fo:margin-left="0in" fo:margin-right="0in" fo:page-width="%.2fpt" fo:page-height="%.2fpt" style:print-orientation="portrait"/></style:page-layout>
<style:style style:name="dp1" style:family="drawing-page"/>
<style:style style:name="gr1" style:family="graphic"><style:graphic-properties draw:stroke="none" draw:fill="none" draw:textarea-horizontal-align="left" draw:textarea-vertical-align="top" draw:auto-grow-height="false" draw:auto-grow-width="false" fo:padding-top="0pt" fo:padding-bottom="0pt" fo:padding-left="0pt" fo:padding-right="0pt" fo:wrap-option="no-wrap"/></style:style>
`, d.W, d.H)
	b.WriteString(auto.String())
	b.WriteString(`</office:automatic-styles>
<office:master-styles><style:master-page style:name="Default" style:page-layout-name="PM1" draw:style-name="dp1"/></office:master-styles>
<office:body><office:drawing>
`)
	b.WriteString(pages.String())
	b.WriteString("</office:drawing></office:body></office:document>\n")
	return printSoffice(b.String(), "fodg", out, d.Meta.Created)
}
