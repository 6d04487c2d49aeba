package pdfdoc

import (
	"bytes"
	"compress/zlib"
	"errors"
	"fmt"
	"io"

	"github.com/pdfcpu/pdfcpu/pkg/filter"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// Limits bound the work one untrusted PDF can cause. An upload is at most
// 25 MB, but a few kilobytes of Flate can inflate to gigabytes (a
// decompression bomb), so every stream is measured before anything decodes
// it into memory, and the file is refused — with pdf_limits_exceeded,
// naming the limit — as soon as one is passed, long before memory runs
// out. The defaults are far above what any statement, return or form
// needs and far below a Lambda's memory.
type Limits struct {
	// MaxStream is the decoded size of one stream that is not an image.
	MaxStream int64
	// MaxImage is the decoded size of one image (a 400 dpi colour scan of
	// a letter page is about 45 MB).
	MaxImage int64
	// MaxImagePixels is an image's width × height.
	MaxImagePixels int64
	// MaxTotal is the decoded size of every stream of the file together.
	MaxTotal int64
	// MaxRatio is how much a stream that decodes to more than RatioFloor
	// may grow (decoded / encoded); images are not held to it (a blank
	// scan compresses very well).
	MaxRatio   int64
	RatioFloor int64
	// MaxObjects is the number of objects in the cross-reference table.
	MaxObjects int
	// MaxPages is the page count.
	MaxPages int
	// MaxDepth bounds nesting while reading objects.
	MaxDepth int
}

// DefaultLimits are the limits Read applies.
var DefaultLimits = Limits{
	MaxStream:      16 << 20,
	MaxImage:       64 << 20,
	MaxImagePixels: 60_000_000,
	MaxTotal:       256 << 20,
	MaxRatio:       200,
	RatioFloor:     4 << 20,
	MaxObjects:     60_000,
	MaxPages:       pdftext.DefaultMaxPages,
	MaxDepth:       64,
}

// configuration is pdfcpu's configuration with its own resource limits
// set from ours, so that reading the cross-reference table and object
// streams is bounded too.
func (l Limits) configuration() *model.Configuration {
	conf := model.NewDefaultConfiguration()
	conf.Limits.MaxStreamBytes = 32 << 20
	conf.Limits.MaxDecodeBytes = l.MaxStream
	conf.Limits.MaxImagePixels = l.MaxImagePixels
	conf.Limits.MaxImageBytes = l.MaxImage
	conf.Limits.MaxObjectCount = l.MaxObjects
	conf.Limits.MaxObjectStreamCount = l.MaxObjects
	conf.Limits.MaxXRefEntries = l.MaxObjects
	conf.Limits.MaxRecursionDepth = l.MaxDepth
	return conf
}

// preflight refuses, before any parsing, a file that declares more
// objects than the limit: counting " obj" headers costs a scan of the
// bytes, where reading 100,000 page objects costs seconds and hundreds of
// megabytes.
func (l Limits) preflight(pdf []byte) error {
	n := bytes.Count(pdf, []byte(" obj"))
	if n > l.MaxObjects {
		return errLimit("about %d objects, limit %d", n, l.MaxObjects)
	}
	return nil
}

// errLimit is the failure of a file that passes a limit.
func errLimit(format string, a ...any) error {
	return &pdftext.Error{Code: pdftext.CodeLimits, Msg: fmt.Sprintf(format, a...)}
}

// census measures every stream of the file without keeping what it
// decodes, and refuses the file when one passes a limit. It runs before
// anything (pdfcpu's page reading, PDFium) decodes a stream into memory.
func (l Limits) census(ctx *model.Context) error {
	if n := len(ctx.Table); n > l.MaxObjects {
		return errLimit("%d objects, limit %d", n, l.MaxObjects)
	}
	var total int64
	for nr, e := range ctx.Table {
		if e == nil || e.Free || e.Object == nil {
			continue
		}
		sd, ok := e.Object.(types.StreamDict)
		if !ok {
			continue
		}
		image := sd.Image()
		if image {
			w, _ := intEntry(sd.Dict, "Width")
			h, _ := intEntry(sd.Dict, "Height")
			if int64(w)*int64(h) > l.MaxImagePixels {
				return errLimit("image (object %d) of %d×%d pixels, limit %d", nr, w, h, l.MaxImagePixels)
			}
		}
		limit := l.MaxStream
		if image {
			limit = l.MaxImage
		}
		n, err := decodedSize(sd, limit+1)
		if errors.Is(err, errNotMeasured) {
			continue
		}
		if n > limit {
			return errLimit("stream (object %d) decodes to more than %d MB", nr, limit>>20)
		}
		if !image && n > l.RatioFloor && int64(len(sd.Raw)) > 0 && n/int64(len(sd.Raw)) > l.MaxRatio {
			return errLimit("stream (object %d) inflates %d times (%d bytes to %d), limit %d", nr, n/int64(len(sd.Raw)), len(sd.Raw), n, l.MaxRatio)
		}
		total += n
		if total > l.MaxTotal {
			return errLimit("streams decode to more than %d MB together", l.MaxTotal>>20)
		}
	}
	return nil
}

func intEntry(d types.Dict, key string) (int, bool) {
	if v, ok := d[key].(types.Integer); ok {
		return v.Value(), true
	}
	return 0, false
}

// errNotMeasured says a stream's pipeline is one decodedSize leaves to
// the decoders' own limits (image codecs, encryption).
var errNotMeasured = errors.New("pdfdoc: stream not measured")

// decodedSize is how many bytes the stream's filters produce, counted
// while streaming and stopped at limit: a bomb costs its first limit
// bytes of inflation and no memory. Flate (any number of times, without a
// predictor) streams; the other text filters decode with pdfcpu's bounded
// decoder.
func decodedSize(sd types.StreamDict, limit int64) (int64, error) {
	if len(sd.FilterPipeline) == 0 {
		return int64(len(sd.Raw)), nil
	}
	flateOnly := true
	for _, f := range sd.FilterPipeline {
		if f.Name != filter.Flate || f.DecodeParms != nil && len(f.DecodeParms) > 0 {
			flateOnly = false
		}
	}
	if flateOnly {
		var r io.Reader = bytes.NewReader(sd.Raw)
		for range sd.FilterPipeline {
			zr, err := zlib.NewReader(r)
			if err != nil {
				return 0, nil // corrupt: the readers report it
			}
			r = zr
		}
		n, _ := io.Copy(io.Discard, io.LimitReader(r, limit))
		return n, nil
	}
	for _, f := range sd.FilterPipeline {
		switch f.Name {
		case filter.DCT, filter.JPX, filter.JBIG2, filter.CCITTFax, "Crypt":
			return 0, errNotMeasured
		}
	}
	c := sd.Clone().(types.StreamDict)
	err := c.DecodeWithLimit(limit)
	if errors.Is(err, filter.ErrDecodeLimitExceeded) {
		return limit, nil
	}
	return int64(len(c.Content)), nil
}
