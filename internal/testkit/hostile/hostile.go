// Package hostile builds hostile PDFs for tests and fuzz seeds: files
// made to exhaust a reader's memory or time (decompression bombs in page
// content, metadata, images and fonts; reference loops; deep nesting;
// too many pages) and files that are odd but harmless (JavaScript, a
// polyglot). Each case says what a careful reader must answer.
package hostile

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"strings"
)

// Case is one hostile file and the outcome a reader must give.
type Case struct {
	Name string
	PDF  []byte
	// Codes are the acceptable error codes of the file itself; "" accepts
	// a file that is read (whatever the reader then makes of its text,
	// such as not_a_bank_statement).
	Codes []string
}

// object is one indirect object: its dictionary (or other body) and an
// optional stream.
type object struct {
	body   string
	stream []byte
}

// build writes objects 1..n with a correct cross-reference table. Object
// 1 must be the catalog.
func build(objs []object, trailerExtra string) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
	offsets := make([]int, len(objs))
	for i, o := range objs {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n", i+1)
		if o.stream != nil {
			body := strings.Replace(o.body, "LENGTH", fmt.Sprint(len(o.stream)), 1)
			fmt.Fprintf(&b, "%s\nstream\n", body)
			b.Write(o.stream)
			b.WriteString("\nendstream")
		} else {
			b.WriteString(o.body)
		}
		b.WriteString("\nendobj\n")
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R %s>>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, trailerExtra, xref)
	return b.Bytes()
}

// deflate compresses n zero bytes (n a multiple of 1 MiB), in a pattern
// that compresses ~1000:1.
func deflate(n int) []byte {
	var out bytes.Buffer
	zw, _ := zlib.NewWriterLevel(&out, zlib.BestCompression)
	zero := make([]byte, 1<<20)
	for i := 0; i < n>>20; i++ {
		_, _ = zw.Write(zero)
	}
	_ = zw.Close()
	return out.Bytes()
}

func zlibOf(b []byte) []byte {
	var out bytes.Buffer
	zw := zlib.NewWriter(&out)
	_, _ = zw.Write(b)
	_ = zw.Close()
	return out.Bytes()
}

// page is a one-page document around a content stream and resources.
func page(content object, resources string, extra ...object) []object {
	objs := []object{
		{body: "<< /Type /Catalog /Pages 2 0 R >>"},
		{body: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>"},
		{body: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources " + resources + " >>"},
		content,
	}
	return append(objs, extra...)
}

var text = object{body: "<< /Length LENGTH >>", stream: []byte("BT /F1 10 Tf 72 700 Td (01/05 DEPOSIT 100.00) Tj ET")}

const fontRes = "<< /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >>"

// Cases are the hostile files. Bomb sizes are well above the readers'
// limits and cheap to build (a 256 MiB bomb is about 256 KB of Flate).
func Cases() []Case {
	limits := []string{"pdf_limits_exceeded"}
	bomb := deflate(256 << 20)
	double := zlibOf(bomb)
	var cs []Case

	cs = append(cs, Case{Name: "content bomb", Codes: limits, PDF: build(page(
		object{body: "<< /Length LENGTH /Filter /FlateDecode >>", stream: bomb}, fontRes), "")})
	cs = append(cs, Case{Name: "double-Flate content bomb", Codes: limits, PDF: build(page(
		object{body: "<< /Length LENGTH /Filter [/FlateDecode /FlateDecode] >>", stream: double}, fontRes), "")})

	meta := page(text, fontRes, object{body: "<< /Type /Metadata /Subtype /XML /Length LENGTH /Filter /FlateDecode >>", stream: bomb})
	meta[0].body = "<< /Type /Catalog /Pages 2 0 R /Metadata 5 0 R >>"
	cs = append(cs, Case{Name: "XMP metadata bomb", Codes: limits, PDF: build(meta, "")})

	img := page(object{body: "<< /Length LENGTH >>", stream: []byte("q 600 0 0 800 0 0 cm /Im1 Do Q")},
		"<< /XObject << /Im1 5 0 R >> >>",
		object{body: "<< /Type /XObject /Subtype /Image /Width 100000 /Height 100000 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length LENGTH /Filter /FlateDecode >>", stream: bomb})
	cs = append(cs, Case{Name: "huge image", Codes: limits, PDF: build(img, "")})

	imgBomb := page(object{body: "<< /Length LENGTH >>", stream: []byte("q 600 0 0 800 0 0 cm /Im1 Do Q")},
		"<< /XObject << /Im1 5 0 R >> >>",
		object{body: "<< /Type /XObject /Subtype /Image /Width 1000 /Height 1000 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length LENGTH /Filter /FlateDecode >>", stream: bomb})
	cs = append(cs, Case{Name: "image stream bomb", Codes: limits, PDF: build(imgBomb, "")})

	font := page(text, "<< /Font << /F1 5 0 R >> >>",
		object{body: "<< /Type /Font /Subtype /TrueType /BaseFont /Bomb /FirstChar 32 /LastChar 126 /FontDescriptor 6 0 R >>"},
		object{body: "<< /Type /FontDescriptor /FontName /Bomb /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 7 0 R >>"},
		object{body: "<< /Length LENGTH /Filter /FlateDecode >>", stream: bomb})
	cs = append(cs, Case{Name: "font bomb", Codes: limits, PDF: build(font, "")})

	// A page tree whose kid is its own parent.
	cycle := []object{
		{body: "<< /Type /Catalog /Pages 2 0 R >>"},
		{body: "<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>"},
		{body: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>"},
	}
	cs = append(cs, Case{Name: "page-tree cycle", Codes: []string{"pdf_corrupt", "pdf_limits_exceeded", "pdf_empty", ""}, PDF: build(cycle, "")})

	// A cross-reference section whose /Prev points at itself.
	loop := build(page(text, fontRes), "")
	sx := bytes.LastIndex(loop, []byte("startxref\n"))
	off := strings.TrimSpace(strings.Split(string(loop[sx+len("startxref\n"):]), "\n")[0])
	loop = bytes.Replace(loop, []byte("/Root 1 0 R "), []byte("/Root 1 0 R /Prev "+off+" "), 1)
	cs = append(cs, Case{Name: "xref loop", Codes: []string{"pdf_corrupt", "pdf_limits_exceeded", ""}, PDF: loop})

	nested := strings.Repeat("[", 5000) + strings.Repeat("]", 5000)
	deep := page(text, fontRes)
	deep[2].body = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources " + fontRes + " /Deep " + nested + " >>"
	cs = append(cs, Case{Name: "deep nesting", Codes: []string{"pdf_corrupt", "pdf_limits_exceeded", ""}, PDF: build(deep, "")})

	cs = append(cs, Case{Name: "100,000 pages", Codes: []string{"too_many_pages", "pdf_limits_exceeded"}, PDF: manyPages(100_000)})

	js := page(text, fontRes, object{body: "<< /S /JavaScript /JS (app.alert\\('hi'\\); this.exportDataObject\\({cName: 'x'}\\);) >>"})
	js[0].body = "<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>"
	cs = append(cs, Case{Name: "JavaScript", Codes: []string{""}, PDF: build(js, "")})

	poly := append([]byte("PK\x03\x04\x14\x00\x00\x00polyglot zip header<html><script>x()</script></html>\n"), build(page(text, fontRes), "")...)
	cs = append(cs, Case{Name: "polyglot", Codes: []string{"", "pdf_corrupt"}, PDF: poly})

	huge := build(page(text, fontRes), "")
	huge = bytes.Replace(huge, []byte("/Length 52"), []byte("/Length 2147483647"), 1)
	cs = append(cs, Case{Name: "huge declared length", Codes: []string{"", "pdf_corrupt", "pdf_limits_exceeded"}, PDF: huge})
	return cs
}

// manyPages is a document of n empty pages in one page tree node.
func manyPages(n int) []byte {
	objs := []object{{body: "<< /Type /Catalog /Pages 2 0 R >>"}, {}}
	var kids strings.Builder
	for i := range n {
		fmt.Fprintf(&kids, "%d 0 R ", i+3)
		objs = append(objs, object{body: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>"})
	}
	objs[1].body = fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", kids.String(), n)
	return build(objs, "")
}

// Content is one hostile page content stream, for the content reader's
// own tests and fuzz seeds; Cases wraps each in a page.
type Content struct {
	Name string
	Data []byte
	// Forms are form XObjects the content draws, by resource name; each
	// may draw the others.
	Forms map[string][]byte
}

// Contents are content streams that are small once compressed (a few KB
// of Flate, under every stream limit) but cost a naive reader its stack,
// gigabytes of memory or hours.
func Contents() []Content {
	fan := bytes.Repeat([]byte("/X Do "), 64)
	return []Content{
		// 4 MiB of "[": a recursive-descent reader overflows its stack
		// (a fatal error in Go, not a recoverable panic).
		{Name: "nested arrays", Data: bytes.Repeat([]byte("["), 4<<20)},
		// Two million operands and no operator: each costs about a
		// hundred bytes once parsed.
		{Name: "operand flood", Data: bytes.Repeat([]byte("1 "), 2<<20)},
		// A million operators, each a path point.
		{Name: "operator flood", Data: bytes.Repeat([]byte("0 0 m "), 1<<20)},
		// A million saves of the graphics state.
		{Name: "save flood", Data: bytes.Repeat([]byte("q "), 1<<20)},
		// A form that draws itself 64 times: 64^depth drawings.
		{Name: "form fan-out", Data: fan, Forms: map[string][]byte{"X": fan}},
	}
}
