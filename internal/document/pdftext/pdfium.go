package pdftext

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"unicode"

	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/references"
	"github.com/klippa-app/go-pdfium/requests"
	"github.com/klippa-app/go-pdfium/webassembly"
	"github.com/tetratelabs/wazero"
)

// EnvCacheDir names the environment variable holding the wazero
// compilation cache directory. It is read in exactly one place
// (CacheDirFromEnv). Compiling the PDFium wasm module takes ~3 s; with a
// warm cache directory it takes ~0.1 s, which is what makes Lambda cold
// starts acceptable. The directory may be read-only once populated (for
// example shipped inside the Lambda package): wazero only writes on a miss.
// Empty means "$TMPDIR/docanalysis-pdfium-cache".
const EnvCacheDir = "PDFIUM_CACHE_DIR"

// CacheDirFromEnv returns the compilation cache directory to use.
func CacheDirFromEnv() string {
	if d := os.Getenv(EnvCacheDir); d != "" {
		return d
	}
	return filepath.Join(os.TempDir(), "docanalysis-pdfium-cache")
}

var (
	poolOnce sync.Once
	poolVal  pdfium.Pool
	poolErr  error
)

// sharedPool lazily creates the one PDFium pool of the process. Creating a
// pool compiles the wasm module, so it must happen once per process (not
// per request and not per test).
func sharedPool() (pdfium.Pool, error) {
	poolOnce.Do(func() {
		poolVal, poolErr = newPool(CacheDirFromEnv())
		if poolErr != nil {
			// wazero fails the compile when it cannot write a cache miss
			// (e.g. a read-only cache shipped for another CPU or wazero
			// version). A slow cold start beats no parser: retry uncached.
			poolVal, poolErr = newPool("")
		}
	})
	return poolVal, poolErr
}

// MemoryLimit bounds the linear memory of one PDFium instance: a file
// that makes PDFium allocate more (a bomb in a font or image stream that
// passed the structural checks, a pathological page) fails with
// pdf_limits_exceeded instead of taking the function's memory. A
// statement page needs a few megabytes.
const MemoryLimit = 512 << 20

func newPool(cacheDir string) (pdfium.Pool, error) {
	// Not WithCloseOnContextDone: its checks at every function entry and
	// loop more than double the time of a page (measured: 30 ms against
	// 67 ms a page). Deadlines are checked between pages; a stream that
	// could make one page pathological is refused before PDFium opens the
	// file (internal/document/pdfdoc's census), and the function's own
	// timeout bounds the rest.
	rc := wazero.NewRuntimeConfig().WithMemoryLimitPages(MemoryLimit / 65536)
	if cacheDir != "" {
		cache, err := wazero.NewCompilationCacheWithDir(cacheDir)
		if err != nil {
			return nil, fmt.Errorf("pdfium compilation cache %q: %w", cacheDir, err)
		}
		rc = rc.WithCompilationCache(cache)
	}
	n := runtime.GOMAXPROCS(0)
	p, err := webassembly.Init(webassembly.Config{
		MinIdle:       1,
		MaxIdle:       n,
		MaxTotal:      n,
		RuntimeConfig: rc,
		// No filesystem access: documents are passed as bytes only.
		FSConfig: wazero.NewFSConfig(),
		Stdout:   io.Discard,
		Stderr:   io.Discard,
	})
	if err != nil {
		return nil, fmt.Errorf("init pdfium: %w", err)
	}
	return p, nil
}

// Warm initialises the shared PDFium pool now (and thereby fills the
// compilation cache). Call it from init code to move the wasm compile out
// of the first request.
func Warm() error {
	_, err := sharedPool()
	return err
}

// BuildCache compiles the PDFium module into a wazero compilation cache in
// dir and closes the runtime again. The build runs it so the cache ships
// with the function; it must run on the same OS/architecture and with
// the same wazero version as the function.
func BuildCache(dir string) error {
	if dir == "" {
		return fmt.Errorf("build pdfium cache: empty directory")
	}
	p, err := newPool(dir)
	if err != nil {
		return err
	}
	return p.Close()
}

// PDFium extracts words with PDFium compiled to WebAssembly.
type PDFium struct {
	Limits Limits
	// FontNames fills Word.FontName. It costs one more wasm call per word
	// (about a fifth of extraction time) and the statement engine does
	// not need it, so it is off by default.
	FontNames bool
	// FormText reads the text of filled form fields as page text: each
	// page is flattened (its widgets' appearances merged into its
	// content) before its words are read. A statement typed into a
	// fill-in template carries its rows only in its fields, which text
	// extraction does not see; forms are read from their AcroForm
	// instead, so this is off by default.
	FormText bool
}

// Pages is Extract without the document metadata.
func (x PDFium) Pages(ctx context.Context, pdf []byte) ([]Page, error) {
	doc, err := x.Extract(ctx, pdf)
	if err != nil {
		return nil, err
	}
	return doc.Pages, nil
}

// Extract implements Extractor. The context deadline is checked before
// opening and between pages; a single page is not interruptible.
func (x PDFium) Extract(ctx context.Context, pdf []byte) (*Document, error) {
	lim := x.Limits.withDefaults()
	d, release, err := open(ctx, pdf, lim)
	if err != nil {
		return nil, err
	}
	defer release()
	if err := checkPages(d.pages, lim); err != nil {
		return nil, err
	}
	inst, pc := d.inst, d.pages
	out := &Document{Pages: make([]Page, 0, pc)}
	meta := func(tag string) string {
		m, err := inst.FPDF_GetMetaText(&requests.FPDF_GetMetaText{Document: d.doc, Tag: tag})
		if err != nil {
			return ""
		}
		return strings.TrimSpace(m.Value)
	}
	out.Title, out.Author, out.Creator, out.Producer = meta("Title"), meta("Author"), meta("Creator"), meta("Producer")
	out.Created, _ = ParseDate(meta("CreationDate"))

	for i := 0; i < pc; i++ {
		if err := ctxErr(ctx); err != nil {
			return nil, err
		}
		if x.FormText {
			flattenPage(inst, d.doc, i)
		}
		pg, err := extractPage(inst, d.doc, i, x.FontNames)
		switch {
		case err == nil:
		case ctx.Err() != nil:
			return nil, newErr(CodeTimeout, fmt.Sprintf("deadline exceeded on page %d", i+1), err)
		case outOfMemory(err):
			return nil, newErr(CodeLimits, fmt.Sprintf("page %d: PDFium needed more than %d MB", i+1, MemoryLimit>>20), err)
		default:
			return nil, newErr(CodeCorrupt, fmt.Sprintf("page %d", i+1), err)
		}
		out.Pages = append(out.Pages, pg)
	}
	return out, nil
}

// flattenPage merges page index's annotations and form fields into its
// content, in the open document only. A page that cannot be flattened
// is read as it is.
func flattenPage(inst pdfium.Pdfium, doc references.FPDF_DOCUMENT, index int) {
	lp, err := inst.FPDF_LoadPage(&requests.FPDF_LoadPage{Document: doc, Index: index})
	if err != nil {
		return
	}
	// PDFium reads the flattened content when the page is loaded again
	// (extractPage loads it anew).
	defer inst.FPDF_ClosePage(&requests.FPDF_ClosePage{Page: lp.Page})
	ref := lp.Page
	_, _ = inst.FPDFPage_Flatten(&requests.FPDFPage_Flatten{Page: requests.Page{ByReference: &ref}, Usage: requests.FPDFPage_FlattenUsageNormalDisplay})
}

// outOfMemory reports a failure of PDFium to allocate within MemoryLimit
// (a trap of the WebAssembly module or an allocation PDFium reports).
func outOfMemory(err error) bool {
	m := strings.ToLower(err.Error())
	return strings.Contains(m, "out of memory") || strings.Contains(m, "memory limit") || strings.Contains(m, "oom") ||
		strings.Contains(m, "unreachable") || strings.Contains(m, "out of bounds memory")
}

func ctxErr(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return newErr(CodeTimeout, "deadline exceeded while parsing", err)
	}
	return nil
}

type char struct {
	r              rune
	x0, y0, x1, y1 float64 // top-left origin
}

func extractPage(inst pdfium.Pdfium, doc references.FPDF_DOCUMENT, index int, fontNames bool) (Page, error) {
	lp, err := inst.FPDF_LoadPage(&requests.FPDF_LoadPage{Document: doc, Index: index})
	if err != nil {
		return Page{}, fmt.Errorf("load page: %w", err)
	}
	defer inst.FPDF_ClosePage(&requests.FPDF_ClosePage{Page: lp.Page})
	ref := lp.Page
	pageReq := requests.Page{ByReference: &ref}
	w, err := inst.FPDF_GetPageWidthF(&requests.FPDF_GetPageWidthF{Page: pageReq})
	if err != nil {
		return Page{}, fmt.Errorf("page width: %w", err)
	}
	h, err := inst.FPDF_GetPageHeightF(&requests.FPDF_GetPageHeightF{Page: pageReq})
	if err != nil {
		return Page{}, fmt.Errorf("page height: %w", err)
	}
	page := Page{Number: index + 1, Width: float64(w.PageWidth), Height: float64(h.PageHeight)}
	// A page printed landscape by a /Rotate entry keeps its text in the
	// unrotated space: the boxes are turned as the page is shown, or its
	// lines would read as columns of single letters.
	rot := 0
	if r, err := inst.FPDFPage_GetRotation(&requests.FPDFPage_GetRotation{Page: pageReq}); err == nil {
		rot = int(r.PageRotation)
	}

	tp, err := inst.FPDFText_LoadPage(&requests.FPDFText_LoadPage{Page: pageReq})
	if err != nil {
		return Page{}, fmt.Errorf("text page: %w", err)
	}
	defer inst.FPDFText_ClosePage(&requests.FPDFText_ClosePage{TextPage: tp.TextPage})
	cc, err := inst.FPDFText_CountChars(&requests.FPDFText_CountChars{TextPage: tp.TextPage})
	if err != nil {
		return Page{}, fmt.Errorf("count chars: %w", err)
	}
	if cc.Count <= 0 {
		return page, nil
	}
	// One call for all code units instead of one GetUnicode per char.
	txt, err := inst.FPDFText_GetText(&requests.FPDFText_GetText{TextPage: tp.TextPage, StartIndex: 0, Count: cc.Count})
	if err != nil {
		return Page{}, fmt.Errorf("get text: %w", err)
	}
	runes := []rune(txt.Text)
	if len(runes) != cc.Count {
		// Surrogate pairs or a short read: fall back to one call per char.
		runes = make([]rune, cc.Count)
		for i := range runes {
			u, err := inst.FPDFText_GetUnicode(&requests.FPDFText_GetUnicode{TextPage: tp.TextPage, Index: i})
			if err != nil {
				return Page{}, fmt.Errorf("unicode: %w", err)
			}
			runes[i] = rune(u.Unicode)
		}
	}

	chars := make([]char, 0, len(runes))
	for i, r := range runes {
		if r == '\r' || r == '\n' {
			// PDFium's line breaks are generated, and for some producers
			// (Chromium, per-glyph positioning) it emits one after every
			// glyph. Geometry decides about lines instead.
			chars = append(chars, char{r: '\n'})
			continue
		}
		if r == 0xFFFE || r == 0x02 {
			// PDFium marks a hyphen it believes ends a line this way.
			r = '-'
		}
		if r == 0 || unicode.IsSpace(r) {
			chars = append(chars, char{r: ' '})
			continue
		}
		if unicode.IsControl(r) {
			// A glyph whose font maps it to no character (PDFium gives
			// the raw code, 0x01…): it keeps its place, so the words
			// around it are grouped as drawn, and is dropped from the
			// text afterwards, as pdftotext drops it.
			r = unmapped
		}
		// The loose box spans the font's ascent..descent, so every char on
		// a line gets the same vertical extent; tight glyph boxes would
		// make "g" and "a" disagree about where the line is.
		b, err := inst.FPDFText_GetLooseCharBox(&requests.FPDFText_GetLooseCharBox{TextPage: tp.TextPage, Index: i})
		if err != nil {
			return Page{}, fmt.Errorf("char box: %w", err)
		}
		c := char{r: r}
		c.x0, c.x1, c.y0, c.y1 = shown(rot, page.Width, page.Height,
			float64(b.Rect.Left), float64(b.Rect.Right), float64(b.Rect.Bottom), float64(b.Rect.Top))
		chars = append(chars, c)
	}
	var first []int
	page.Words, first = groupWords(chars)
	page.Words, first = dropUnmapped(page.Words, first)
	// Font information once per word, not per char.
	for wi, idx := range first {
		if fs, err := inst.FPDFText_GetFontSize(&requests.FPDFText_GetFontSize{TextPage: tp.TextPage, Index: idx}); err == nil {
			page.Words[wi].FontSize = fs.FontSize
		}
		if !fontNames {
			continue
		}
		if fi, err := inst.FPDFText_GetFontInfo(&requests.FPDFText_GetFontInfo{TextPage: tp.TextPage, Index: idx}); err == nil {
			page.Words[wi].FontName = fi.FontName
		}
	}
	for wi := range page.Words {
		page.Words[wi].FontName = strings.TrimSpace(page.Words[wi].FontName)
	}
	page.Words = restoreTwins(inst, pageReq, tp.TextPage, rot, page.Width, page.Height, page.Words)
	return page, nil
}

// shown turns a box of the page's unrotated user space (origin bottom
// left) into the page as shown, rotated clockwise by rot quarter turns,
// with the origin top left; w and h are the shown page's size.
func shown(rot int, w, h, left, right, bottom, top float64) (x0, x1, y0, y1 float64) {
	switch rot {
	case 1: // 90°: user x runs down the shown page, user y across it
		return bottom, top, left, right
	case 2:
		return w - right, w - left, bottom, top
	case 3:
		return w - top, w - bottom, h - right, h - left
	}
	return left, right, h - top, h - bottom
}

// unmapped stands for a glyph without a character while words are
// grouped (a noncharacter, never in a text layer).
const unmapped = '\uFFFF'

// dropUnmapped removes the unmapped glyphs from the words' text, and the
// words that were nothing else; first is kept in step with words.
func dropUnmapped(words []Word, first []int) ([]Word, []int) {
	n := 0
	for i, w := range words {
		if strings.ContainsRune(w.Text, unmapped) {
			w.Text = strings.ReplaceAll(w.Text, string(unmapped), "")
		}
		if w.Text == "" {
			continue
		}
		words[n], first[n] = w, first[i]
		n++
	}
	return words[:n], first[:n]
}
