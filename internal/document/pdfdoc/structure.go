package pdfdoc

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"maps"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	pfont "github.com/pdfcpu/pdfcpu/pkg/font"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"

	"github.com/docanalysis/service/internal/document/pdfcontent"
	"github.com/docanalysis/service/internal/document/pdftext"
)

// Structure is what the file itself says, independent of its text: the
// metadata, how many times it was saved, and what each page draws. The
// fraud score reads it; it is kept with the analysis so that the fraud
// stage does not open the PDF again.
type Structure struct {
	Info      Info
	XMP       XMP
	Revisions []Revision
	// Linearized files carry a first-page cross-reference section that
	// is part of the original file, not an update.
	Linearized bool
	Pages      []Page
	// Writer is how the file's original section is written (writer.go).
	Writer Writer
}

// Info is the document information dictionary.
type Info struct {
	Present                 bool
	Producer, Creator       string
	CreatedRaw, ModifiedRaw string
	Created, Modified       time.Time // zero when absent or unreadable
}

// XMP is what the XMP metadata stream says about the file's making.
type XMP struct {
	Present               bool
	Producer, CreatorTool string
	Created, Modified     time.Time
	History               []XMPEvent
}

// XMPEvent is one entry of the XMP edit history.
type XMPEvent struct {
	Action, Agent, When string
}

// Revision is one section of the file ending in %%EOF: the original
// document, then one per incremental update.
type Revision struct {
	Start, End int
	// XRef is "table", "stream" or "hybrid" (a table whose trailer points
	// at an xref stream, which some producers write for compatibility).
	XRef    string
	Objects []int
	// Roles are what the objects saved in this section are: content,
	// font, xobject, resources, page, annotation, signature, form,
	// metadata, catalog, pages, structure, other.
	Roles []string
	// Kind summarises an update: content, metadata, annotation,
	// signature or other. Empty for the original.
	Kind string
}

// Page is what one page draws, as the fraud score needs it.
type Page struct {
	Number   int
	MediaBox pdfcontent.Rect
	Fonts    map[string]FontInfo // by resource name
	Drawing  *Drawing            // nil when the page has no content
	// Annots are the page's annotations (at most maxAnnots), drawn by
	// viewers over the content: what a reader sees there is not what
	// the text layer says.
	Annots []Annot
}

// Annot is one annotation of a page: its subtype (Ink, Square,
// FreeText, Highlight, Link…) and its rectangle in page space.
type Annot struct {
	Subtype string
	Rect    pdfcontent.Rect
}

// maxAnnots bounds the annotations kept per page: a file with thousands
// is judged on the first ones, and reading it stays cheap.
const maxAnnots = 200

// Drawing is the part of a page's content stream the fraud score reads:
// what text is shown where in which font, what is filled, and whether
// anything else (an image, a shading) is painted.
type Drawing struct {
	Texts []Shown
	Fills []pdfcontent.Fill
	// Paints reports an image, inline image or shading.
	Paints bool
}

// Shown is one text-showing operator.
type Shown struct {
	Seq  int    // painting order among Texts and Fills of the page
	Font string // resource name
	Box  pdfcontent.Rect
	// Codes is the number of bytes of character codes shown (two per
	// glyph for Type0 fonts).
	Codes int
	Mode  int // text rendering mode; 3 is invisible
	// Unseen says the text is no line of the page a reader sees: drawn
	// rotated (a stamp), in white, or invisibly (pdfcontent.Text).
	Unseen bool
}

// FontInfo describes one font resource.
type FontInfo struct {
	BaseFont   string
	Family     string // BaseFont without a subset prefix
	Subtype    string
	Embedded   bool
	Standard14 bool
}

// readStructure reads the structure of an open document. It never
// panics: pdfcpu panics on some malformed input, and a malformed upload
// must produce a finding, not crash the function. Its failures are
// findings too, except three that fail the read, each a *pdftext.Error:
// pdf_limits_exceeded when the pages' content passes lim (what the
// content reader may parse, page by page and for the whole document),
// pdf_corrupt when a page's content, or a form it draws, cannot be
// decoded (decodeContent: what PDFium would draw cannot be bounded), and
// parse_timeout when cctx ends between pages.
func readStructure(cctx context.Context, ctx *model.Context, pdf []byte, lim Limits) (st *Structure, err error) {
	defer func() {
		if r := recover(); r != nil {
			st, err = nil, fmt.Errorf("read pdf structure: %v", r)
		}
	}()
	st = &Structure{}
	st.Info = readInfo(ctx)
	st.XMP = readXMP(ctx)
	st.Revisions, st.Linearized = readRevisions(pdf)
	st.Writer = readWriter(pdf, st.Revisions)
	roles := objectRoles(ctx)
	for i := range st.Revisions {
		r := &st.Revisions[i]
		set := map[string]bool{}
		for _, n := range withCompressed(ctx, r.Objects) {
			role, ok := roles[n]
			if !ok {
				role = "other"
			}
			set[role] = true
		}
		for role := range set {
			r.Roles = append(r.Roles, role)
		}
		sort.Strings(r.Roles)
		if i > 0 {
			r.Kind = updateKind(set)
		}
	}
	rd := &reading{items: lim.MaxOperators, bytes: lim.MaxContent, widths: maxWidths, fonts: map[int]fontRead{}}
	for p := 1; p <= ctx.PageCount; p++ {
		if cctx.Err() != nil {
			return nil, &pdftext.Error{Code: pdftext.CodeTimeout, Msg: fmt.Sprintf("deadline exceeded reading the structure of page %d", p), Err: cctx.Err()}
		}
		page, err := readPage(ctx, rd, p)
		if err != nil {
			return nil, err
		}
		st.Pages = append(st.Pages, page)
	}
	return st, nil
}

// maxWidths bounds the glyph widths read from the fonts of one document
// (each costs a map entry; a real CID font declares a few thousand).
const maxWidths = 2_000_000

// reading is what the pages of one document share while their structure
// is read: what is left of the content budget, and the fonts already read
// (a hostile file names one font from thousands of resource entries).
type reading struct {
	items  int
	bytes  int64
	widths int
	fonts  map[int]fontRead
	// refused is the pdf_corrupt of a form drawn on the page being read
	// that cannot be decoded (decodeContent); the page fails with it.
	refused error
}

type fontRead struct {
	info FontInfo
	m    *fontMetrics
}

func text(ctx *model.Context, o types.Object) string {
	s, err := ctx.DereferenceText(o)
	if err != nil {
		return ""
	}
	return strings.TrimSpace(strings.ToValidUTF8(s, ""))
}

func readInfo(ctx *model.Context) Info {
	var di Info
	if ctx.Info == nil {
		return di
	}
	d, err := ctx.DereferenceDict(*ctx.Info)
	if err != nil || d == nil {
		return di
	}
	di.Present = true
	for k, v := range d {
		switch k {
		case "Producer":
			di.Producer = text(ctx, v)
		case "Creator":
			di.Creator = text(ctx, v)
		case "CreationDate":
			di.CreatedRaw = text(ctx, v)
			di.Created, _ = types.DateTime(di.CreatedRaw, true)
		case "ModDate":
			di.ModifiedRaw = text(ctx, v)
			di.Modified, _ = types.DateTime(di.ModifiedRaw, true)
		}
	}
	return di
}

func readXMP(ctx *model.Context) XMP {
	var x XMP
	if ctx.RootDict == nil {
		return x
	}
	o, ok := ctx.RootDict.Find("Metadata")
	if !ok {
		return x
	}
	sd, _, err := ctx.DereferenceStreamDict(o)
	if err != nil || sd == nil {
		return x
	}
	if err := sd.Decode(); err != nil {
		return x
	}
	return parseXMP(sd.Content)
}

var (
	xmpLiRe = regexp.MustCompile(`(?s)<rdf:li\b[^>]*?(?:/>|>.*?</rdf:li>)`)
	xmpHist = regexp.MustCompile(`(?s)<xmpMM:History\b.*?</xmpMM:History>`)
)

// xmpField reads name either as an attribute (name="v") or an element
// (<name>v</name>); producers write both forms.
func xmpField(s, name string) string {
	q := regexp.QuoteMeta(name)
	re := regexp.MustCompile(`(?s)` + q + `\s*=\s*"([^"]*)"|<` + q + `>(?:\s*<rdf:Alt>\s*<rdf:li[^>]*>)?([^<]*)<`)
	m := re.FindStringSubmatch(s)
	if m == nil {
		return ""
	}
	return strings.TrimSpace(xmlUnescape(m[1] + m[2]))
}

func xmlUnescape(s string) string {
	return strings.NewReplacer("&amp;", "&", "&lt;", "<", "&gt;", ">", "&quot;", `"`, "&apos;", "'").Replace(s)
}

func parseXMP(b []byte) XMP {
	s := string(b)
	x := XMP{Present: true}
	x.Producer = xmpField(s, "pdf:Producer")
	x.CreatorTool = xmpField(s, "xmp:CreatorTool")
	x.Created = parseXMPDate(xmpField(s, "xmp:CreateDate"))
	x.Modified = parseXMPDate(xmpField(s, "xmp:ModifyDate"))
	if h := xmpHist.FindString(s); h != "" {
		for _, li := range xmpLiRe.FindAllString(h, -1) {
			x.History = append(x.History, XMPEvent{
				Action: xmpField(li, "stEvt:action"),
				Agent:  xmpField(li, "stEvt:softwareAgent"),
				When:   xmpField(li, "stEvt:when"),
			})
		}
	}
	return x
}

func parseXMPDate(s string) time.Time {
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02T15:04:05", "2006-01-02T15:04Z07:00", "2006-01-02T15:04", "2006-01-02"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t
		}
	}
	return time.Time{}
}

var objHeaderRe = regexp.MustCompile(`(?:^|[\s>\]])(\d{1,7})\s+(\d{1,5})\s+obj\b`)

// readRevisions splits the file at each %%EOF and lists the objects each
// section defines. Stream data is skipped so that bytes inside it cannot
// look like object headers.
func readRevisions(pdf []byte) ([]Revision, bool) {
	var ends []int
	for i := 0; ; {
		j := bytes.Index(pdf[i:], []byte("%%EOF"))
		if j < 0 {
			break
		}
		i += j + len("%%EOF")
		ends = append(ends, i)
	}
	if len(ends) == 0 {
		ends = []int{len(pdf)}
	}
	var revs []Revision
	start := 0
	for _, end := range ends {
		seg := pdf[start:end]
		revs = append(revs, Revision{Start: start, End: end, XRef: xrefStyle(seg), Objects: objectsIn(seg)})
		start = end
	}
	head := pdf[:min(len(pdf), 1024)]
	linearized := bytes.Contains(head, []byte("/Linearized"))
	if linearized && len(revs) >= 2 {
		// The first-page section and the main section are one original.
		first := revs[0]
		revs[1].Start = first.Start
		revs[1].Objects = append(first.Objects, revs[1].Objects...)
		if revs[1].XRef != first.XRef {
			revs[1].XRef = first.XRef
		}
		revs = revs[1:]
	}
	return revs, linearized
}

var (
	xrefTableRe = regexp.MustCompile(`(?m)(?:^|[\r\n])xref\s*[\r\n]+\s*\d+\s+\d+`)
	xrefStmRe   = regexp.MustCompile(`/Type\s*/XRef\b`)
)

func xrefStyle(seg []byte) string {
	table := xrefTableRe.Match(seg)
	stream := xrefStmRe.Match(seg)
	switch {
	case table && (stream || bytes.Contains(seg, []byte("/XRefStm"))):
		return "hybrid"
	case table:
		return "table"
	case stream:
		return "stream"
	}
	return "none"
}

func objectsIn(seg []byte) []int {
	var out []int
	for i := 0; i < len(seg); {
		m := objHeaderRe.FindSubmatchIndex(seg[i:])
		if m == nil {
			break
		}
		n, _ := strconv.Atoi(string(seg[i+m[2] : i+m[3]]))
		out = append(out, n)
		i += m[1]
		// Skip to the end of this object, jumping over stream data.
		endobj := bytes.Index(seg[i:], []byte("endobj"))
		stream := bytes.Index(seg[i:], []byte("stream"))
		if stream >= 0 && (endobj < 0 || stream < endobj) {
			es := bytes.Index(seg[i+stream:], []byte("endstream"))
			if es < 0 {
				break
			}
			i += stream + es + len("endstream")
			continue
		}
		if endobj >= 0 {
			i += endobj + len("endobj")
		}
	}
	return out
}

// withCompressed adds the objects stored inside any object stream of objs.
func withCompressed(ctx *model.Context, objs []int) []int {
	in := map[int]bool{}
	for _, n := range objs {
		in[n] = true
	}
	out := append([]int(nil), objs...)
	for n, e := range ctx.Table {
		if e != nil && e.Compressed && e.ObjectStream != nil && in[*e.ObjectStream] {
			out = append(out, n)
		}
	}
	return out
}

// objectRoles says what each object of the current document version is.
func objectRoles(ctx *model.Context) map[int]string {
	roles := map[int]string{}
	set := func(o types.Object, role string) {
		if ir, ok := o.(types.IndirectRef); ok {
			if _, seen := roles[ir.ObjectNumber.Value()]; !seen {
				roles[ir.ObjectNumber.Value()] = role
			}
		}
	}
	for n, e := range ctx.Table {
		if e == nil || e.Object == nil {
			continue
		}
		if sd, ok := e.Object.(types.StreamDict); ok {
			if t := sd.Type(); t != nil && (*t == "XRef" || *t == "ObjStm") {
				roles[n] = "structure"
			}
		}
	}
	if ctx.Info != nil {
		roles[ctx.Info.ObjectNumber.Value()] = "metadata"
	}
	if ctx.Root != nil {
		roles[ctx.Root.ObjectNumber.Value()] = "catalog"
	}
	if ctx.RootDict != nil {
		if o, ok := ctx.RootDict.Find("Metadata"); ok {
			set(o, "metadata")
		}
		if o, ok := ctx.RootDict.Find("Pages"); ok {
			set(o, "pages")
		}
		if o, ok := ctx.RootDict.Find("AcroForm"); ok {
			set(o, "form")
			if d, err := ctx.DereferenceDict(o); err == nil && d != nil {
				if fields, err := ctx.DereferenceArray(d["Fields"]); err == nil {
					for _, f := range fields {
						role := "form"
						if fd, err := ctx.DereferenceDict(f); err == nil && fd != nil {
							if ft := fd.NameEntry("FT"); ft != nil && *ft == "Sig" {
								role = "signature"
								if v, ok := fd.Find("V"); ok {
									set(v, "signature")
								}
							}
						}
						set(f, role)
					}
				}
			}
		}
	}
	for p := 1; p <= ctx.PageCount; p++ {
		d, ir, inh, err := ctx.PageDict(p, false)
		if err != nil || d == nil {
			continue
		}
		if ir != nil {
			if _, seen := roles[ir.ObjectNumber.Value()]; !seen {
				roles[ir.ObjectNumber.Value()] = "page"
			}
		}
		if o, ok := d.Find("Contents"); ok {
			set(o, "content")
			if a, err := ctx.DereferenceArray(o); err == nil {
				for _, c := range a {
					set(c, "content")
				}
			}
		}
		if o, ok := d.Find("Annots"); ok {
			set(o, "annotation")
			if a, err := ctx.DereferenceArray(o); err == nil {
				for _, an := range a {
					set(an, "annotation")
				}
			}
		}
		if o, ok := d.Find("Resources"); ok {
			set(o, "resources")
		}
		var res types.Dict
		if inh != nil {
			res = inh.Resources
		}
		if res == nil {
			continue
		}
		for key, role := range map[string]string{"Font": "font", "XObject": "xobject"} {
			o, ok := res.Find(key)
			if !ok {
				continue
			}
			set(o, "resources")
			sub, err := ctx.DereferenceDict(o)
			if err != nil || sub == nil {
				continue
			}
			for _, v := range sub {
				set(v, role)
				if role != "font" {
					continue
				}
				fd, err := ctx.DereferenceDict(v)
				if err != nil || fd == nil {
					continue
				}
				for _, k := range []string{"FontDescriptor", "ToUnicode", "Widths", "Encoding"} {
					if o, ok := fd.Find(k); ok {
						set(o, "font")
					}
				}
				if a, err := ctx.DereferenceArray(fd["DescendantFonts"]); err == nil {
					for _, df := range a {
						set(df, "font")
					}
				}
			}
		}
	}
	return roles
}

// updateKind names what an incremental update changed, from the roles of
// the objects it saved. Page content wins over everything else: an update
// that touches content is an edit, whatever else it also saved.
func updateKind(roles map[string]bool) string {
	switch {
	case roles["content"] || roles["font"] || roles["xobject"]:
		return "content"
	case roles["signature"]:
		return "signature"
	case roles["annotation"] || roles["form"]:
		return "annotation"
	case roles["page"] || roles["resources"]:
		// A page dictionary saved again without its annotations changing
		// points at new or different content.
		return "content"
	case roles["metadata"] || roles["catalog"]:
		return "metadata"
	}
	return "other"
}

var standard14 = map[string]bool{
	"Helvetica": true, "Helvetica-Bold": true, "Helvetica-Oblique": true, "Helvetica-BoldOblique": true,
	"Times-Roman": true, "Times-Bold": true, "Times-Italic": true, "Times-BoldItalic": true,
	"Courier": true, "Courier-Bold": true, "Courier-Oblique": true, "Courier-BoldOblique": true,
	"Symbol": true, "ZapfDingbats": true,
}

var subsetRe = regexp.MustCompile(`^[A-Z]{6}\+`)

// FontFamily strips a subset prefix ("ABCDEF+Arial-Bold" → "Arial-Bold").
func FontFamily(name string) string { return subsetRe.ReplaceAllString(strings.TrimSpace(name), "") }

// readFont reads a font resource once per document.
func (rd *reading) readFont(ctx *model.Context, o types.Object) (FontInfo, *fontMetrics) {
	ir, ok := o.(types.IndirectRef)
	if !ok {
		return readFont(ctx, o, &rd.widths)
	}
	if f, ok := rd.fonts[ir.ObjectNumber.Value()]; ok {
		return f.info, f.m
	}
	fi, m := readFont(ctx, o, &rd.widths)
	rd.fonts[ir.ObjectNumber.Value()] = fontRead{fi, m}
	return fi, m
}

// readFont reads a font; widths is what is left of the document's budget
// of glyph widths, and a font past it keeps the widths read before.
func readFont(ctx *model.Context, o types.Object, widths *int) (FontInfo, *fontMetrics) {
	var fi FontInfo
	d, err := ctx.DereferenceDict(o)
	if err != nil || d == nil {
		return fi, nil
	}
	if s := d.Subtype(); s != nil {
		fi.Subtype = *s
	}
	if n := d.NameEntry("BaseFont"); n != nil {
		fi.BaseFont = *n
	}
	fi.Family = FontFamily(fi.BaseFont)
	fi.Standard14 = standard14[fi.Family]
	m := &fontMetrics{bytes: 1, dw: 1000, widths: map[int]float64{}}
	desc := d
	if fi.Subtype == "Type0" {
		m.bytes = 2
		if a, err := ctx.DereferenceArray(d["DescendantFonts"]); err == nil && len(a) > 0 {
			if dd, err := ctx.DereferenceDict(a[0]); err == nil && dd != nil {
				desc = dd
				if v, err := ctx.DereferenceNumber(dd["DW"]); err == nil {
					m.dw = v
				}
				cidWidths(ctx, dd["W"], m.widths, widths)
			}
		}
	} else {
		m.dw = 0
		first := 0
		if v, err := ctx.DereferenceNumber(d["FirstChar"]); err == nil {
			first = int(v)
		}
		if a, err := ctx.DereferenceArray(d["Widths"]); err == nil {
			// A simple font has 256 codes.
			for i, w := range a[:min(len(a), 256)] {
				if *widths <= 0 {
					break
				}
				if v, err := ctx.DereferenceNumber(w); err == nil {
					m.widths[first+i] = v
					*widths--
				}
			}
		}
		if len(m.widths) == 0 {
			m.dw = 550 // about right for Helvetica digits
			if pfont.IsCoreFont(fi.Family) {
				// A standard font without widths: pdfcpu has its metrics.
				for c := 0x20; c <= 0xff; c++ {
					if w, err := pfont.CharWidth(fi.Family, rune(c)); err == nil && w > 0 {
						m.widths[c] = float64(w)
					}
				}
			}
		}
	}
	if fi.Subtype == "Type3" {
		fi.Embedded = true // glyphs are content streams inside the file
	}
	if fdd, err := ctx.DereferenceDict(desc["FontDescriptor"]); err == nil && fdd != nil {
		for _, k := range []string{"FontFile", "FontFile2", "FontFile3"} {
			if _, ok := fdd.Find(k); ok {
				fi.Embedded = true
			}
		}
	}
	return fi, m
}

// CIDWidths reads a CID font's W array (runs "c [w1 w2 …]" and ranges
// "c1 c2 w") into widths. A malformed entry ends the reading: what was
// read stays. CIDs are 16-bit: codes past 65535 are not read, and the
// reading stops after 131,072 widths (a hostile W array repeats the full
// range until it costs hours).
func CIDWidths(ctx *model.Context, o types.Object, widths map[int]float64) {
	n := 2 * cidMax
	cidWidths(ctx, o, widths, &n)
}

const cidMax = 1 << 16

// cidWidths is CIDWidths spending budget: one a width read.
func cidWidths(ctx *model.Context, o types.Object, widths map[int]float64, budget *int) {
	a, err := ctx.DereferenceArray(o)
	if err != nil {
		return
	}
	left := min(*budget, 2*cidMax)
	defer func(start int) { *budget -= start - left }(left)
	set := func(code int, w float64) bool {
		if left <= 0 {
			return false
		}
		left--
		if code >= 0 && code < cidMax {
			widths[code] = w
		}
		return true
	}
	for i := 0; i < len(a); {
		c, err := ctx.DereferenceNumber(a[i])
		if err != nil || i+1 >= len(a) {
			return
		}
		if arr, err := ctx.DereferenceArray(a[i+1]); err == nil && arr != nil {
			for k, w := range arr {
				if v, err := ctx.DereferenceNumber(w); err == nil && !set(int(c)+k, v) {
					return
				}
			}
			i += 2
			continue
		}
		if i+2 >= len(a) {
			return
		}
		hi, err1 := ctx.DereferenceNumber(a[i+1])
		w, err2 := ctx.DereferenceNumber(a[i+2])
		if err1 != nil || err2 != nil {
			return
		}
		for k := max(int(c), 0); k <= min(int(hi), cidMax-1); k++ {
			if !set(k, w) {
				return
			}
		}
		i += 3
	}
}

// fontMetrics implements pdfcontent.Font.
type fontMetrics struct {
	bytes  int
	dw     float64
	widths map[int]float64
}

func (m *fontMetrics) CodeBytes() int { return m.bytes }

func (m *fontMetrics) Width(code int) float64 {
	if w, ok := m.widths[code]; ok {
		return w
	}
	return m.dw
}

// resources implements pdfcontent.Resources over a resource dictionary.
type resources struct {
	ctx   *model.Context
	rd    *reading
	dict  types.Dict
	fonts map[string]*fontMetrics
	infos map[string]FontInfo
	depth int
	// forms are the page's form XObjects already read, by object number,
	// shared by the page and its forms: a form drawn a thousand times is
	// decoded, and its fonts read, once.
	forms map[int]*formXObject
}

// formXObject is a form XObject as read for the interpreter.
type formXObject struct {
	content []byte
	m       pdfcontent.Matrix
	sub     *resources
	// fonts are the form's own font resources.
	fonts map[string]FontInfo
}

func newResources(ctx *model.Context, rd *reading, d types.Dict, depth int, forms map[int]*formXObject) *resources {
	r := &resources{ctx: ctx, rd: rd, dict: d, fonts: map[string]*fontMetrics{}, infos: map[string]FontInfo{}, depth: depth, forms: forms}
	if d == nil {
		return r
	}
	if fd, err := ctx.DereferenceDict(d["Font"]); err == nil && fd != nil {
		for name, o := range fd {
			fi, m := rd.readFont(ctx, o)
			r.infos[name] = fi
			if m != nil {
				r.fonts[name] = m
			}
		}
	}
	return r
}

func (r *resources) Font(name string) pdfcontent.Font {
	if m, ok := r.fonts[name]; ok {
		return m
	}
	return nil
}

func (r *resources) Form(name string) ([]byte, pdfcontent.Matrix, pdfcontent.Resources, bool) {
	if r.dict == nil || r.depth > 8 {
		return nil, pdfcontent.Matrix{}, nil, false
	}
	xd, err := r.ctx.DereferenceDict(r.dict["XObject"])
	if err != nil || xd == nil {
		return nil, pdfcontent.Matrix{}, nil, false
	}
	o, ok := xd[name]
	if !ok {
		return nil, pdfcontent.Matrix{}, nil, false
	}
	ir, ok := o.(types.IndirectRef)
	if !ok {
		return nil, pdfcontent.Matrix{}, nil, false // a stream is always indirect
	}
	f, seen := r.forms[ir.ObjectNumber.Value()]
	if !seen {
		f = r.readForm(o)
		r.forms[ir.ObjectNumber.Value()] = f
	}
	if f == nil {
		return nil, pdfcontent.Matrix{}, nil, false
	}
	for k, v := range f.fonts {
		r.infos[k+"@"+name] = v
	}
	sub := f.sub
	if sub == nil {
		sub = r
	}
	return f.content, f.m, sub, true
}

// objectNumber is o's object number, or 0 when it is direct.
func objectNumber(o types.Object) int {
	if ir, ok := o.(types.IndirectRef); ok {
		return ir.ObjectNumber.Value()
	}
	return 0
}

// readForm reads a form XObject; nil when o is not one, or when it cannot
// be decoded (then r.rd.refused says so).
func (r *resources) readForm(o types.Object) *formXObject {
	sd, _, err := r.ctx.DereferenceStreamDict(o)
	if err != nil || sd == nil {
		return nil
	}
	if st := sd.Subtype(); st == nil || *st != "Form" {
		return nil
	}
	content, err := decodeContent(*sd, pdfcontent.DefaultLimits.MaxBytes, fmt.Sprintf("form XObject (object %d)", objectNumber(o)))
	if err != nil {
		r.rd.refused = err
		return nil
	}
	f := &formXObject{content: content, m: pdfcontent.Identity}
	if a, err := r.ctx.DereferenceArray(sd.Dict["Matrix"]); err == nil && len(a) == 6 {
		for i := range a {
			if v, err := r.ctx.DereferenceNumber(a[i]); err == nil {
				f.m[i] = v
			}
		}
	}
	if rd, err := r.ctx.DereferenceDict(sd.Dict["Resources"]); err == nil && rd != nil {
		f.sub = newResources(r.ctx, r.rd, rd, r.depth+1, r.forms)
		f.fonts = maps.Clone(f.sub.infos)
	}
	return f
}

// readPage reads what page n draws, spending rd's content budget; the
// error is a pdf_limits_exceeded the page passes.
func readPage(ctx *model.Context, rd *reading, n int) (Page, error) {
	ps := Page{Number: n, Fonts: map[string]FontInfo{}}
	d, _, inh, err := ctx.PageDict(n, false)
	if err != nil || d == nil {
		return ps, nil
	}
	if inh != nil && inh.MediaBox != nil {
		mb := inh.MediaBox
		ps.MediaBox = pdfcontent.Rect{X0: mb.LL.X, Y0: mb.LL.Y, X1: mb.UR.X, Y1: mb.UR.Y}
	}
	var rdict types.Dict
	if inh != nil {
		rdict = inh.Resources
	}
	res := newResources(ctx, rd, rdict, 0, map[int]*formXObject{})
	// Content is read as PDFium will read it (decodeContent): damaged
	// Flate as far as it inflates, and the signals judge what the page is
	// seen to draw. Content past a limit fails the document, and so does
	// content, or a form it draws, that cannot be decoded at all.
	content, err := pageContent(ctx, d, n, pdfcontent.DefaultLimits.MaxBytes)
	if err != nil {
		return ps, err
	}
	if len(content) > 0 {
		lim := pdfcontent.DefaultLimits
		lim.MaxItems = max(min(lim.MaxItems, rd.items), 1)
		lim.MaxBytes = max(min(lim.MaxBytes, rd.bytes), 1)
		c, err := lim.Interpret(content, res)
		if c != nil {
			rd.items -= c.Items
			rd.bytes -= c.Bytes
		}
		if errors.Is(err, pdfcontent.ErrLimit) {
			return ps, &pdftext.Error{Code: pdftext.CodeLimits, Msg: fmt.Sprintf("page %d content: %v", n, strings.TrimPrefix(err.Error(), "pdfcontent: content passes a limit: ")), Err: err}
		}
		if rd.refused != nil {
			return ps, rd.refused
		}
		if c != nil {
			ps.Drawing = NewDrawing(c)
		}
	}
	for k, v := range res.infos {
		ps.Fonts[k] = v
	}
	ps.Annots = readAnnots(ctx, d)
	return ps, nil
}

// readAnnots lists the annotations of a page dictionary that have a
// subtype and a rectangle; entries that do not resolve are skipped.
func readAnnots(ctx *model.Context, d types.Dict) []Annot {
	arr, err := ctx.DereferenceArray(d["Annots"])
	if err != nil {
		return nil
	}
	var out []Annot
	for _, o := range arr {
		if len(out) == maxAnnots {
			break
		}
		ad, err := ctx.DereferenceDict(o)
		if err != nil || ad == nil {
			continue
		}
		st := ad.NameEntry("Subtype")
		r, err := ctx.DereferenceArray(ad["Rect"])
		if st == nil || err != nil || len(r) != 4 {
			continue
		}
		var v [4]float64
		ok := true
		for i := range r {
			f, err := ctx.DereferenceNumber(r[i])
			if err != nil {
				ok = false
				break
			}
			v[i] = f
		}
		if !ok {
			continue
		}
		out = append(out, Annot{Subtype: *st, Rect: pdfcontent.Rect{X0: min(v[0], v[2]), Y0: min(v[1], v[3]), X1: max(v[0], v[2]), Y1: max(v[1], v[3])}})
	}
	return out
}

// NewDrawing keeps what the fraud score reads of an interpreted page.
func NewDrawing(c *pdfcontent.Page) *Drawing {
	d := &Drawing{Texts: make([]Shown, 0, len(c.Texts)), Fills: c.Fills}
	for _, t := range c.Texts {
		d.Texts = append(d.Texts, Shown{Seq: t.Seq, Font: t.Font, Box: t.Box, Codes: len(t.Bytes), Mode: t.Mode,
			Unseen: t.Mode == 3 || t.White() || t.Rotated()})
	}
	for _, op := range c.Ops {
		switch op.Name {
		case "Do", "BI", "sh":
			d.Paints = true
		}
	}
	return d
}
