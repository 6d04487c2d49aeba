package pdfdoc

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"io"

	"github.com/pdfcpu/pdfcpu/pkg/filter"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// Content streams are decoded here as PDFium will read them, because what
// PDFium draws must be bounded before it draws it: a few bytes of "/X1 Do"
// can draw forms 64^5 times, and the content reader (pdfcontent) can only
// count what it is given. pdfcpu's decoders refuse a Flate stream with a
// bad checksum or a damaged block, and any other filter at its first bad
// byte; PDFium's inflate ignores the checksum and keeps what it inflated
// before the damage. So a Flate stream (Flate only, any number of times,
// without a predictor) is inflated as far as it goes, by the same
// deterministic decoding PDFium's zlib does. A content stream of any other
// filter that pdfcpu cannot decode is refused with pdf_corrupt before
// PDFium sees the file: how far PDFium would read it, and what it would
// then draw, cannot be bounded.

// decodeContent decodes a page's content stream or a form XObject's, at
// most limit bytes of it. what names it in the error of a stream that
// cannot be decoded.
func decodeContent(sd types.StreamDict, limit int64, what string) ([]byte, error) {
	c := sd
	err := c.Decode()
	if err == nil && int64(len(c.Content)) <= limit {
		return c.Content, nil
	}
	if layers, ok := flateLayers(sd); ok {
		var out bytes.Buffer
		if _, ok := inflate(sd.Raw, layers, &out, limit); ok {
			return out.Bytes(), nil
		}
	}
	if err == nil {
		// Over the limit: the census refuses such a stream before this
		// reads it, so this is a stream it did not see.
		return c.Content[:limit], nil
	}
	return nil, &pdftext.Error{Code: pdftext.CodeCorrupt, Msg: fmt.Sprintf("%s cannot be decoded, so what it draws cannot be bounded before rendering", what), Err: err}
}

// flateLayers reports how many Flate filters sd's pipeline is made of,
// and false for any other pipeline (another filter, a predictor, none).
// A Crypt filter is skipped: pdfcpu has decrypted the stream already.
func flateLayers(sd types.StreamDict) (int, bool) {
	n := 0
	for _, f := range sd.FilterPipeline {
		switch {
		case f.Name == "Crypt":
		case f.Name == filter.Flate && len(f.DecodeParms) == 0:
			n++
		default:
			return 0, false
		}
	}
	return n, n > 0
}

// inflate writes at most limit bytes of raw inflated layers times to w,
// and stops without an error where the data ends or is damaged (a bad
// checksum, a corrupt block): what was inflated before stays written. It
// returns how many bytes it wrote, and false when a layer does not even
// start like zlib data.
func inflate(raw []byte, layers int, w io.Writer, limit int64) (int64, bool) {
	var r io.Reader = bytes.NewReader(raw)
	for range layers {
		zr, err := zlib.NewReader(r)
		if err != nil {
			return 0, false
		}
		r = zr
	}
	n, _ := io.Copy(w, io.LimitReader(r, limit))
	return n, true
}

// pageContent is the content of page dictionary d, its streams decoded
// by decodeContent and joined, at most limit bytes; nil when it has none.
func pageContent(ctx *model.Context, d types.Dict, n int, limit int64) ([]byte, error) {
	o, ok := d.Find("Contents")
	if !ok {
		return nil, nil
	}
	refs := []types.Object{o}
	if a, err := ctx.DereferenceArray(o); err == nil {
		refs = a
	}
	var out []byte
	for _, r := range refs {
		sd, _, err := ctx.DereferenceStreamDict(r)
		if err != nil || sd == nil {
			continue // not a stream: nothing PDFium draws either
		}
		b, err := decodeContent(*sd, limit-int64(len(out)), fmt.Sprintf("page %d content", n))
		if err != nil {
			return nil, err
		}
		// Streams are joined as if by white space (ISO 32000-1, 7.8.2).
		out = append(append(out, b...), '\n')
		if int64(len(out)) >= limit {
			return out[:limit], nil
		}
	}
	return out, nil
}
