package pdfdoc

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"

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
	// MaxPages is the page count, counted both from the page tree's
	// /Count and by walking the tree (a page drawn twice counts twice).
	MaxPages int
	// MaxDepth bounds nesting while reading objects, and the depth of the
	// page tree.
	MaxDepth int
	// MaxPageContent is the decoded content of one page; MaxContent that
	// of every page together, a stream counted each time a page draws it
	// (one 16 MB stream named by 200 pages is 3.2 GB to read), and what
	// the content reader may parse of the whole document, form XObjects
	// included each time they are drawn.
	MaxPageContent int64
	MaxContent     int64
	// MaxOperators is the operators and operands the content reader may
	// parse in the whole document, forms included each time drawn (the
	// largest statement of the test corpora has about 100,000).
	MaxOperators int
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
	MaxPageContent: 16 << 20,
	MaxContent:     64 << 20,
	MaxOperators:   4_000_000,
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
//
// It returns the decoded size of each stream by object number.
func (l Limits) census(ctx *model.Context) (map[int]int64, error) {
	if n := len(ctx.Table); n > l.MaxObjects {
		return nil, errLimit("%d objects, limit %d", n, l.MaxObjects)
	}
	sizes := map[int]int64{}
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
				return nil, errLimit("image (object %d) of %d×%d pixels, limit %d", nr, w, h, l.MaxImagePixels)
			}
		}
		limit := l.MaxStream
		if image {
			limit = l.MaxImage
		}
		n := decodedSize(sd, limit+1)
		sizes[nr] = n
		if n > limit {
			return nil, errLimit("stream (object %d) decodes to more than %d MB", nr, limit>>20)
		}
		if !image && n > l.RatioFloor && int64(len(sd.Raw)) > 0 && n/int64(len(sd.Raw)) > l.MaxRatio {
			return nil, errLimit("stream (object %d) inflates %d times (%d bytes to %d), limit %d", nr, n/int64(len(sd.Raw)), len(sd.Raw), n, l.MaxRatio)
		}
		total += n
		if total > l.MaxTotal {
			return nil, errLimit("streams decode to more than %d MB together", l.MaxTotal>>20)
		}
	}
	return sizes, nil
}

func intEntry(d types.Dict, key string) (int, bool) {
	if v, ok := d[key].(types.Integer); ok {
		return v.Value(), true
	}
	return 0, false
}

// measured reports whether decodedSize decodes a filter. The image
// codecs are left to their own decoders (and the image to the pixel
// limit): what they produce is pixels for rendering, not text, and only
// the filters before them can hide a bomb.
func measured(name string) bool {
	switch name {
	case filter.DCT, filter.JPX, filter.JBIG2, filter.CCITTFax:
		return false
	}
	return true
}

// decodedSize is how many bytes the stream's filters produce, counted
// while streaming and stopped at limit: a bomb costs its first limit
// bytes of inflation and no memory. Flate (any number of times, without a
// predictor) streams; the other text filters decode with pdfcpu's bounded
// decoder. An image codec ends the measured pipeline (a Flate bomb in
// front of a DCT image is measured); a Crypt filter is skipped (pdfcpu has
// decrypted the stream already). A pipeline that cannot be decoded
// measures as its encoded size: the readers report it corrupt.
func decodedSize(sd types.StreamDict, limit int64) int64 {
	var pipe []types.PDFFilter
	for _, f := range sd.FilterPipeline {
		if f.Name == "Crypt" {
			continue
		}
		if !measured(f.Name) {
			break
		}
		pipe = append(pipe, f)
	}
	if len(pipe) == 0 {
		return int64(len(sd.Raw))
	}
	flateOnly := true
	for _, f := range pipe {
		if f.Name != filter.Flate || len(f.DecodeParms) > 0 {
			flateOnly = false
		}
	}
	if flateOnly {
		if n, ok := inflate(sd.Raw, len(pipe), io.Discard, limit); ok {
			return n
		}
		return int64(len(sd.Raw))
	}
	c := sd.Clone().(types.StreamDict)
	c.FilterPipeline = pipe
	err := c.DecodeWithLimit(limit)
	if errors.Is(err, filter.ErrDecodeLimitExceeded) {
		return limit
	}
	if err != nil {
		return int64(len(sd.Raw))
	}
	return int64(len(c.Content))
}

// pageTree walks the page tree from the catalog without trusting its
// /Count, and refuses a tree that is deeper than MaxDepth, has more than
// MaxObjects nodes (a node named twice is visited twice) or a cycle, has
// more than MaxPages leaves, or whose pages' content passes
// MaxPageContent or, together, MaxContent (sizes are the census').
func (l Limits) pageTree(ctx *model.Context, sizes map[int]int64) error {
	root, ok := ctx.RootDict.Find("Pages")
	if !ok {
		return nil // pdfcpu reports the missing tree
	}
	type node struct {
		obj   types.Object
		depth int
		// path holds the object numbers from the root to the node.
		path []int
	}
	stack := []node{{obj: root, depth: 1}}
	var nodes, leaves int
	var content int64
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if nodes++; nodes > l.MaxObjects {
			return errLimit("the page tree has more than %d nodes", l.MaxObjects)
		}
		if n.depth > l.MaxDepth {
			return errLimit("the page tree is deeper than %d levels", l.MaxDepth)
		}
		path := n.path
		if ir, ok := n.obj.(types.IndirectRef); ok {
			nr := ir.ObjectNumber.Value()
			if slices.Contains(path, nr) {
				return &pdftext.Error{Code: pdftext.CodeCorrupt, Msg: fmt.Sprintf("the page tree has a cycle (object %d)", nr)}
			}
			path = append(slices.Clip(path), nr)
		}
		d, err := ctx.DereferenceDict(n.obj)
		if err != nil || d == nil {
			continue // not a node: the readers judge it
		}
		if kids, ok := d.Find("Kids"); ok && !isPage(d) {
			a, err := ctx.DereferenceArray(kids)
			if err != nil {
				continue
			}
			for i := len(a) - 1; i >= 0; i-- {
				stack = append(stack, node{obj: a[i], depth: n.depth + 1, path: path})
			}
			continue
		}
		if leaves++; leaves > l.MaxPages {
			return &pdftext.Error{Code: pdftext.CodeTooManyPage, Msg: fmt.Sprintf("the page tree has more than %d pages", l.MaxPages)}
		}
		size := l.pageContent(ctx, d, sizes)
		if size > l.MaxPageContent {
			return errLimit("page %d content decodes to more than %d MB", leaves, l.MaxPageContent>>20)
		}
		if content += size; content > l.MaxContent {
			return errLimit("the pages' content decodes to more than %d MB together", l.MaxContent>>20)
		}
	}
	return nil
}

func isPage(d types.Dict) bool {
	t := d.Type()
	return t != nil && *t == "Page"
}

// pageContent is the decoded size of a page's content streams, each
// counted as often as the page names it.
func (l Limits) pageContent(ctx *model.Context, page types.Dict, sizes map[int]int64) int64 {
	o, ok := page.Find("Contents")
	if !ok {
		return 0
	}
	refs := []types.Object{o}
	if a, err := ctx.DereferenceArray(o); err == nil {
		refs = a
	}
	var n int64
	for _, r := range refs {
		if ir, ok := r.(types.IndirectRef); ok {
			n += sizes[ir.ObjectNumber.Value()]
		}
	}
	return n
}
