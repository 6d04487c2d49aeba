// Package hostile builds hostile PDFs for tests and fuzz seeds: files
// made to exhaust a reader's memory or time (decompression bombs in page
// content, metadata, images and fonts; reference loops; deep nesting;
// too many pages) and files that are odd but harmless (JavaScript, a
// polyglot). Each case says what a careful reader must answer.
package hostile

import (
	"bytes"
	"compress/flate"
	"compress/zlib"
	"encoding/binary"
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
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

// deflate is the zlib encoding of n zero bytes (n a multiple of 1 MiB),
// about 1000:1. Compressing gigabytes takes seconds, so it is built the
// way a bomb's author would: once the window is all zeros, every further
// MiB compresses to the same bytes, which are repeated, and the checksum
// of n zeros is computed.
func deflate(n int) []byte {
	var b bytes.Buffer
	b.Write([]byte{0x78, 0xda})
	fw, _ := flate.NewWriter(&b, flate.BestCompression)
	zero := make([]byte, 1<<20)
	var again []byte
	for i := 0; i < min(n>>20, 3); i++ {
		start := b.Len()
		_, _ = fw.Write(zero)
		_ = fw.Flush()
		again = bytes.Clone(b.Bytes()[start:])
	}
	for i := 3; i < n>>20; i++ {
		b.Write(again)
	}
	_ = fw.Close()
	// Adler-32 of n zeros: s1 stays 1, s2 adds it n times.
	return binary.BigEndian.AppendUint32(b.Bytes(), uint32(n%65521)<<16|1)
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

var (
	casesOnce sync.Once
	cases     []Case
)

// Cases are the hostile files, built once per process. Each names the one
// code a careful reader gives ("" for a file that is read).
func Cases() []Case {
	casesOnce.Do(func() { cases = buildCases() })
	return slices.Clone(cases)
}

func buildCases() []Case {
	limits := []string{"pdf_limits_exceeded"}
	bomb := deflate(256 << 20)
	double := zlibOf(bomb)
	giant := deflate(2 << 30) // 2 GiB of zeros in 2 MB
	var cs []Case
	flate := func(b []byte) object {
		return object{body: "<< /Length LENGTH /Filter /FlateDecode >>", stream: b}
	}

	// The files of issue 16: a 9 KB statement whose page content is a
	// doubly-Flate-encoded 2 GiB stream, and a 2 MB single-Flate 2 GiB
	// bomb in page content or in XMP metadata.
	cs = append(cs, Case{Name: "issue 16: double-Flate 2 GiB content", Codes: limits, PDF: build(page(
		object{body: "<< /Length LENGTH /Filter [/FlateDecode /FlateDecode] >>", stream: zlibOf(giant)}, fontRes), "")})
	cs = append(cs, Case{Name: "issue 16: 2 GiB content", Codes: limits, PDF: build(page(flate(giant), fontRes), "")})
	giantMeta := page(text, fontRes, object{body: "<< /Type /Metadata /Subtype /XML /Length LENGTH /Filter /FlateDecode >>", stream: giant})
	giantMeta[0].body = "<< /Type /Catalog /Pages 2 0 R /Metadata 5 0 R >>"
	cs = append(cs, Case{Name: "issue 16: 2 GiB XMP metadata", Codes: limits, PDF: build(giantMeta, "")})

	cs = append(cs, Case{Name: "content bomb", Codes: limits, PDF: build(page(flate(bomb), fontRes), "")})
	cs = append(cs, Case{Name: "double-Flate content bomb", Codes: limits, PDF: build(page(
		object{body: "<< /Length LENGTH /Filter [/FlateDecode /FlateDecode] >>", stream: double}, fontRes), "")})

	meta := page(text, fontRes, object{body: "<< /Type /Metadata /Subtype /XML /Length LENGTH /Filter /FlateDecode >>", stream: bomb})
	meta[0].body = "<< /Type /Catalog /Pages 2 0 R /Metadata 5 0 R >>"
	cs = append(cs, Case{Name: "XMP metadata bomb", Codes: limits, PDF: build(meta, "")})

	image := func(dict string, stream []byte) []object {
		return page(object{body: "<< /Length LENGTH >>", stream: []byte("q 600 0 0 800 0 0 cm /Im1 Do Q")},
			"<< /XObject << /Im1 5 0 R >> >>",
			object{body: "<< /Type /XObject /Subtype /Image " + dict + " /Length LENGTH >>", stream: stream})
	}
	cs = append(cs, Case{Name: "huge image", Codes: limits, PDF: build(image(
		"/Width 100000 /Height 100000 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode", bomb), "")})
	cs = append(cs, Case{Name: "image stream bomb", Codes: limits, PDF: build(image(
		"/Width 1000 /Height 1000 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode", bomb), "")})
	cs = append(cs, Case{Name: "Flate bomb in front of a JPEG", Codes: limits, PDF: build(image(
		"/Width 1000 /Height 1000 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter [/FlateDecode /DCTDecode]", bomb), "")})

	font := page(text, "<< /Font << /F1 5 0 R >> >>",
		object{body: "<< /Type /Font /Subtype /TrueType /BaseFont /Bomb /FirstChar 32 /LastChar 126 /FontDescriptor 6 0 R >>"},
		object{body: "<< /Type /FontDescriptor /FontName /Bomb /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 7 0 R >>"},
		flate(bomb))
	cs = append(cs, Case{Name: "font bomb", Codes: limits, PDF: build(font, "")})

	// A CID font whose widths repeat the whole 16-bit range 100,000 times:
	// 6.5 billion widths to a reader that follows them.
	widths := page(text, "<< /Font << /F1 5 0 R >> >>",
		object{body: "<< /Type /Font /Subtype /Type0 /BaseFont /Wide /Encoding /Identity-H /DescendantFonts [6 0 R] >>"},
		object{body: "<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Wide /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /W [" +
			strings.Repeat("0 65535 500 ", 100_000) + "] >>"})
	cs = append(cs, Case{Name: "font widths flood", Codes: []string{""}, PDF: build(widths, "")})

	// Content streams that are small and under every stream limit, but
	// cost a naive content reader its stack, its memory or hours.
	for _, c := range Contents() {
		res := fontRes
		var extra []object
		if len(c.Forms) > 0 {
			var xo strings.Builder
			for name, f := range c.Forms {
				n := 5 + len(extra)
				fmt.Fprintf(&xo, "/%s %d 0 R ", name, n)
				extra = append(extra, object{body: "<< /Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources RES /Length LENGTH /Filter /FlateDecode >>", stream: zlibOf(f)})
			}
			res = "<< /XObject << " + xo.String() + ">> >>"
			for i := range extra {
				extra[i].body = strings.Replace(extra[i].body, "RES", res, 1)
			}
		}
		cs = append(cs, Case{Name: "content: " + c.Name, Codes: limits, PDF: build(page(flate(zlibOf(c.Data)), res, extra...), "")})
	}

	// Content that pdfcpu cannot decode but PDFium reads, or may, drawing
	// the 64^5 form fan-out: the content reader must bound it all the same.
	cs = append(cs, undecodable()...)

	// One 12 MB content stream (under the stream limit) named 100 times
	// by one page: 1.2 GB for the readers to parse.
	repeated := page(flate(deflateText(12<<20)), fontRes)
	repeated[2].body = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents [" + strings.Repeat("4 0 R ", 100) + "] /Resources " + fontRes + " >>"
	cs = append(cs, Case{Name: "content stream repeated in a page", Codes: limits, PDF: build(repeated, "")})

	// One page object named 100 times by the page tree, its 8 MB content
	// read once per page.
	shared := page(flate(deflateText(8<<20)), fontRes)
	shared[1].body = "<< /Type /Pages /Kids [" + strings.Repeat("3 0 R ", 100) + "] /Count 100 >>"
	cs = append(cs, Case{Name: "page repeated in the page tree", Codes: limits, PDF: build(shared, "")})

	// A page tree whose kid is its own parent.
	cycle := []object{
		{body: "<< /Type /Catalog /Pages 2 0 R >>"},
		{body: "<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>"},
		{body: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>"},
	}
	cs = append(cs, Case{Name: "page-tree cycle", Codes: []string{"pdf_corrupt"}, PDF: build(cycle, "")})

	// A page tree 2,000 levels deep.
	deepTree := []object{{body: "<< /Type /Catalog /Pages 2 0 R >>"}}
	for i := 2; i < 2002; i++ {
		deepTree = append(deepTree, object{body: fmt.Sprintf("<< /Type /Pages /Kids [%d 0 R] /Count 1 >>", i+1)})
	}
	deepTree = append(deepTree, object{body: "<< /Type /Page /Parent 2001 0 R /MediaBox [0 0 612 792] >>"})
	cs = append(cs, Case{Name: "page tree 2,000 levels deep", Codes: limits, PDF: build(deepTree, "")})

	// A cross-reference section whose /Prev points at itself.
	loop := build(page(text, fontRes), "")
	sx := bytes.LastIndex(loop, []byte("startxref\n"))
	off := strings.TrimSpace(strings.Split(string(loop[sx+len("startxref\n"):]), "\n")[0])
	loop = bytes.Replace(loop, []byte("/Root 1 0 R "), []byte("/Root 1 0 R /Prev "+off+" "), 1)
	cs = append(cs, Case{Name: "xref loop", Codes: []string{"pdf_corrupt"}, PDF: loop})

	nested := strings.Repeat("[", 5000) + strings.Repeat("]", 5000)
	deep := page(text, fontRes)
	deep[2].body = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources " + fontRes + " /Deep " + nested + " >>"
	cs = append(cs, Case{Name: "deep nesting", Codes: []string{""}, PDF: build(deep, "")})

	cs = append(cs, Case{Name: "100,000 pages", Codes: []string{"pdf_limits_exceeded"}, PDF: manyPages(100_000)})
	// The same, in three objects: one page named 100,000 times, with an
	// honest /Count and with a lying one.
	byRef := func(count int) []byte {
		return build([]object{
			{body: "<< /Type /Catalog /Pages 2 0 R >>"},
			{body: fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", strings.Repeat("3 0 R ", 100_000), count)},
			{body: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>"},
		}, "")
	}
	cs = append(cs, Case{Name: "100,000 pages by reference", Codes: []string{"too_many_pages"}, PDF: byRef(100_000)})
	cs = append(cs, Case{Name: "100,000 pages under /Count 1", Codes: []string{"too_many_pages"}, PDF: byRef(1)})

	js := page(text, fontRes, object{body: "<< /S /JavaScript /JS (app.alert\\('hi'\\); this.exportDataObject\\({cName: 'x'}\\);) >>"})
	js[0].body = "<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R >>"
	cs = append(cs, Case{Name: "JavaScript", Codes: []string{""}, PDF: build(js, "")})

	poly := append([]byte("PK\x03\x04\x14\x00\x00\x00polyglot zip header<html><script>x()</script></html>\n"), build(page(text, fontRes), "")...)
	cs = append(cs, Case{Name: "polyglot", Codes: []string{""}, PDF: poly})

	huge := build(page(text, fontRes), "")
	huge = bytes.Replace(huge, []byte("/Length 52"), []byte("/Length 2147483647"), 1)
	cs = append(cs, Case{Name: "huge declared length", Codes: []string{""}, PDF: huge})

	// Encrypted files: with a password, nothing can be read; without one
	// (an empty user password) they are read, and a bomb inside is still
	// found once decrypted.
	plain := build(page(text, fontRes), "")
	cs = append(cs, Case{Name: "encrypted with a password", Codes: []string{"pdf_encrypted"}, PDF: encrypt(plain, "user-secret", 256)})
	cs = append(cs, Case{Name: "encrypted without a password (AES-256)", Codes: []string{""}, PDF: encrypt(plain, "", 256)})
	cs = append(cs, Case{Name: "encrypted without a password (RC4)", Codes: []string{""}, PDF: encrypt(plain, "", 40)})
	cs = append(cs, Case{Name: "encrypted content bomb", Codes: limits, PDF: encrypt(build(page(flate(bomb), fontRes), ""), "", 128)})
	return cs
}

// deflateText is the zlib encoding of n bytes of a text-drawing content
// stream, a multiple of its 32-byte line.
func deflateText(n int) []byte {
	line := []byte("BT /F1 9 Tf 72 700 Td (x) Tj ET\n")
	return zlibOf(bytes.Repeat(line, n/len(line)))
}

// encrypt encrypts pdf with pdfcpu: AES-256 or AES-128 for keyLength 256
// or 128, RC4 for 40; user is the password needed to open it.
func encrypt(pdf []byte, user string, keyLength int) []byte {
	api.DisableConfigDir()
	var conf *model.Configuration
	if keyLength == 40 {
		conf = model.NewRC4Configuration(user, "owner-secret", keyLength)
	} else {
		conf = model.NewAESConfiguration(user, "owner-secret", keyLength)
	}
	var out bytes.Buffer
	if err := api.Encrypt(bytes.NewReader(pdf), &out, conf); err != nil {
		panic(fmt.Sprintf("hostile: encrypt: %v", err))
	}
	return out.Bytes()
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
	// Forms X1 … X5, each drawing the next 64 times: 64^5 drawings.
	fan := map[string][]byte{"X5": []byte("0 0 m 1 1 l S")}
	for i := 1; i < 5; i++ {
		fan[fmt.Sprintf("X%d", i)] = bytes.Repeat([]byte(fmt.Sprintf("/X%d Do ", i+1)), 64)
	}
	// Forms Y1 … Y40, each drawing the next twice: 2^40 drawings, a few
	// at each level.
	chain := map[string][]byte{"Y40": []byte("0 0 m 1 1 l S")}
	for i := 1; i < 40; i++ {
		chain[fmt.Sprintf("Y%d", i)] = []byte(fmt.Sprintf("/Y%d Do /Y%d Do", i+1, i+1))
	}
	return []Content{
		// 4 MiB of "[": a recursive-descent reader overflows its stack
		// (a fatal error in Go, not a recoverable panic).
		{Name: "nested arrays", Data: bytes.Repeat([]byte("["), 4<<20)},
		// Two million operands and no operator: each costs about a
		// hundred bytes once parsed.
		{Name: "operand flood", Data: bytes.Repeat([]byte("1 "), 2<<20)},
		// Half a million operators, each a path point.
		{Name: "operator flood", Data: bytes.Repeat([]byte("0 0 m "), 1<<19)},
		// A million saves of the graphics state.
		{Name: "save flood", Data: bytes.Repeat([]byte("q "), 1<<20)},
		{Name: "form fan-out", Data: []byte("/X1 Do"), Forms: fan},
		{Name: "form chain", Data: []byte("/Y1 Do"), Forms: chain},
	}
}

// formFan is the page resources and form objects (from object 5 on) of
// the form fan-out of Contents, each form's stream made by enc.
func formFan(enc func([]byte) object) (string, []object) {
	var fan Content
	for _, c := range Contents() {
		if c.Name == "form fan-out" {
			fan = c
		}
	}
	names := slices.Sorted(maps.Keys(fan.Forms))
	var xo strings.Builder
	var objs []object
	for i, name := range names {
		fmt.Fprintf(&xo, "/%s %d 0 R ", name, 5+i)
		f := enc(fan.Forms[name])
		f.body = strings.Replace(f.body, "<<", "<< /Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources RES", 1)
		objs = append(objs, f)
	}
	res := "<< /XObject << " + xo.String() + ">> >>"
	for i := range objs {
		objs[i].body = strings.Replace(objs[i].body, "RES", res, 1)
	}
	return res, objs
}

// undecodable are the form fan-out's pages whose content, or whose forms,
// pdfcpu's decoders refuse while PDFium's inflate reads them (it ignores
// a bad checksum and keeps what it inflated before a corrupt block) or
// may read them (a filter decoded up to a bad byte). Before the bound, one
// took 19 s and 1.6 GB of heap in PDFium before pdf_limits_exceeded.
func undecodable() []Case {
	flateOf := func(b []byte) object { return object{body: "<< /Length LENGTH /Filter /FlateDecode >>", stream: b} }
	badSum := func(b []byte) []byte {
		z := zlibOf(b)
		z[len(z)-1] ^= 0xff
		return z
	}
	// The draw, then a stored block whose length check fails.
	corruptTail := func(b []byte) []byte {
		var out bytes.Buffer
		out.Write([]byte{0x78, 0x9c})
		fw, _ := flate.NewWriter(&out, flate.BestCompression)
		_, _ = fw.Write(b)
		_ = fw.Flush()
		out.Write([]byte{0x00, 0x05, 0x00, 0x05, 0x00}) // LEN 5, NLEN not its complement
		return out.Bytes()
	}
	hexOf := func(b []byte) []byte { return []byte(fmt.Sprintf("%X zz>", b)) }
	// Raw Deflate, without the zlib header and checksum.
	rawDeflate := func(b []byte) []byte {
		var out bytes.Buffer
		fw, _ := flate.NewWriter(&out, flate.BestCompression)
		_, _ = fw.Write(b)
		_ = fw.Close()
		return out.Bytes()
	}
	draw := []byte("/X1 Do\n")
	limits := []string{"pdf_limits_exceeded"}
	var cs []Case
	for _, v := range []struct {
		name    string
		content object
		code    string
	}{
		// Read as far as PDFium reads them: the fan-out passes the
		// content reader's limits.
		{"bad checksum", flateOf(badSum(draw)), limits[0]},
		{"a corrupt block after the draw", flateOf(corruptTail(draw)), limits[0]},
		// Not Flate damage: refused before PDFium could read it.
		{"hex with a bad digit after the draw", object{body: "<< /Length LENGTH /Filter /ASCIIHexDecode >>", stream: hexOf(draw)}, "pdf_corrupt"},
		{"Flate without its zlib header", flateOf(rawDeflate(draw)), "pdf_corrupt"},
	} {
		res, forms := formFan(func(b []byte) object { return flateOf(zlibOf(b)) })
		cs = append(cs, Case{Name: "undecodable content drawing forms: " + v.name, Codes: []string{v.code}, PDF: build(page(v.content, res, forms...), "")})
	}
	res, forms := formFan(func(b []byte) object { return flateOf(badSum(b)) })
	cs = append(cs, Case{Name: "undecodable forms: bad checksums", Codes: limits, PDF: build(page(flateOf(zlibOf(draw)), res, forms...), "")})
	return cs
}
