package main

import (
	"bytes"
	"fmt"
	"sort"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"
	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"
)

// fixedTime keeps the PDFs byte-stable between runs of the generator.
var fixedTime = time.Date(2025, 3, 1, 9, 0, 0, 0, time.UTC)

const pageW, pageH = 612.0, 792.0

// Rendering names: the same form with its values in AcroForm fields, the
// values printed on the page (what "print to PDF" of a filled form gives),
// and the empty form.
const (
	renderFilled = "filled"
	renderFlat   = "flat"
	renderBlank  = "blank"
)

// drawOp is one static mark of a form: text, a line or a rectangle.
// Coordinates are points with a top-left origin; text Y is the baseline.
type drawOp struct {
	Page       int
	Kind       byte // 't' text, 'l' line, 'r' rectangle, 'f' filled rectangle
	X, Y, W, H float64
	X2, Y2     float64
	Text       string
	Size       float64
	Style      string // "", "B", "I"
	Right      bool
	Center     bool
	Gray       int // fill gray for 'f' (0-255), line width *10 for 'l'/'r'
}

// slot is one fillable box: an AcroForm field in the filled and blank
// renderings, printed text in the flat one.
type slot struct {
	Page       int
	X, Y, W, H float64 // the box, top-left origin
	Field      string  // fully qualified field name, parts separated by '.'
	Value      string  // the field value (/V)
	Show       string  // what the appearance shows; Value when empty
	Check      bool    // a checkbox; Value "" or "Yes"
	Right      bool    // right-aligned (IRS amount boxes)
	Size       float64 // font size of the value
}

// sheet is a form design: static drawing plus the slots to fill.
type sheet struct {
	Pages   int
	Title   string
	Creator string
	Ops     []drawOp
	Slots   []slot
}

func (s *sheet) text(page int, x, y float64, size float64, style, t string) {
	s.Ops = append(s.Ops, drawOp{Page: page, Kind: 't', X: x, Y: y, Size: size, Style: style, Text: t})
}

func (s *sheet) rtext(page int, x, y float64, size float64, style, t string) {
	s.Ops = append(s.Ops, drawOp{Page: page, Kind: 't', X: x, Y: y, Size: size, Style: style, Text: t, Right: true})
}

func (s *sheet) ctext(page int, x, y float64, size float64, style, t string) {
	s.Ops = append(s.Ops, drawOp{Page: page, Kind: 't', X: x, Y: y, Size: size, Style: style, Text: t, Center: true})
}

func (s *sheet) line(page int, x1, y1, x2, y2, width float64) {
	s.Ops = append(s.Ops, drawOp{Page: page, Kind: 'l', X: x1, Y: y1, X2: x2, Y2: y2, Gray: int(width * 10)})
}

func (s *sheet) rect(page int, x, y, w, h, width float64) {
	s.Ops = append(s.Ops, drawOp{Page: page, Kind: 'r', X: x, Y: y, W: w, H: h, Gray: int(width * 10)})
}

func (s *sheet) fill(page int, x, y, w, h float64, gray int) {
	s.Ops = append(s.Ops, drawOp{Page: page, Kind: 'f', X: x, Y: y, W: w, H: h, Gray: gray})
}

func (s *sheet) slot(sl slot) {
	if sl.Size == 0 {
		sl.Size = 9
	}
	// Shrink a long value to fit its box, as viewers do for auto-sized
	// fields; the flat rendering prints it in Courier, which is wider.
	for sl.Size > 5 && !sl.Check && (textWidth(sl.shown(), sl.Size, "")+4 > sl.W || courierWidth(sl.shown(), sl.Size)+4 > sl.W) {
		sl.Size -= 0.5
	}
	s.Slots = append(s.Slots, sl)
}

// measure gives string widths in the standard Helvetica metrics used by both
// the page text and the appearance streams.
var measure = func() *fpdf.Fpdf {
	f := fpdf.New("P", "pt", "Letter", "")
	return f
}()

func courierWidth(s string, size float64) float64 {
	return 0.6 * size * float64(len(s))
}

func textWidth(s string, size float64, style string) float64 {
	measure.SetFont("Helvetica", style, size)
	return measure.GetStringWidth(s)
}

// render draws the sheet in one of the three renderings.
func (s *sheet) render(mode string) ([]byte, error) {
	f := fpdf.New("P", "pt", "Letter", "")
	f.SetCatalogSort(true)
	f.SetCreationDate(fixedTime)
	f.SetModificationDate(fixedTime)
	f.SetAutoPageBreak(false, 0)
	f.SetTitle(s.Title, false)
	f.SetCreator(s.Creator, false)
	f.SetProducer("formgen", false)
	tr := f.UnicodeTranslatorFromDescriptor("")
	for p := 1; p <= s.Pages; p++ {
		f.AddPage()
		for _, o := range s.Ops {
			if o.Page != p {
				continue
			}
			switch o.Kind {
			case 't':
				f.SetFont("Helvetica", o.Style, o.Size)
				x := o.X
				w := f.GetStringWidth(tr(o.Text))
				if o.Right {
					x -= w
				} else if o.Center {
					x -= w / 2
				}
				f.Text(x, o.Y, tr(o.Text))
			case 'l':
				f.SetLineWidth(float64(o.Gray) / 10)
				f.Line(o.X, o.Y, o.X2, o.Y2)
			case 'r':
				f.SetLineWidth(float64(o.Gray) / 10)
				f.Rect(o.X, o.Y, o.W, o.H, "D")
			case 'f':
				f.SetFillColor(o.Gray, o.Gray, o.Gray)
				f.Rect(o.X, o.Y, o.W, o.H, "F")
			}
		}
		if mode != renderFlat {
			continue
		}
		for _, sl := range s.Slots {
			if sl.Page != p || sl.Value == "" {
				continue
			}
			show := sl.shown()
			f.SetFont("Courier", "", sl.Size)
			if sl.Check {
				f.SetFont("Helvetica", "B", sl.Size)
				f.Text(sl.X+(sl.W-f.GetStringWidth("X"))/2, sl.Y+sl.H/2+sl.Size*0.35, "X")
				continue
			}
			x := sl.X + 2
			if sl.Right {
				x = sl.X + sl.W - 2 - f.GetStringWidth(tr(show))
			}
			f.Text(x, sl.Y+sl.H/2+sl.Size*0.35, tr(show))
		}
	}
	var buf bytes.Buffer
	if err := f.Output(&buf); err != nil {
		return nil, fmt.Errorf("render %q: %w", s.Title, err)
	}
	if mode == renderFlat || len(s.Slots) == 0 {
		return buf.Bytes(), nil
	}
	return addFields(buf.Bytes(), s.Slots, mode == renderFilled)
}

func (sl slot) shown() string {
	if sl.Show != "" {
		return sl.Show
	}
	return sl.Value
}

// addFields adds an AcroForm with one widget per slot to pdf, as an
// incremental update (the way viewers save a filled form): new objects for
// the fields and their appearance streams, new versions of the pages (with
// /Annots) and of the catalog (with /AcroForm), and an xref section that
// points back to the original one. The field hierarchy follows the dotted
// names (IRS forms nest f1_12[0] under Page1[0] under topmostSubform[0]).
// Objects are numbered in slot order, so the output is byte-stable.
func addFields(pdf []byte, slots []slot, withValues bool) ([]byte, error) {
	conf := model.NewDefaultConfiguration()
	ctx, err := api.ReadContext(bytes.NewReader(pdf), conf)
	if err != nil {
		return nil, fmt.Errorf("read generated pdf: %w", err)
	}
	xt := ctx.XRefTable
	if err := xt.EnsurePageCount(); err != nil {
		return nil, err
	}
	sx := bytes.LastIndex(pdf, []byte("startxref"))
	if sx < 0 {
		return nil, fmt.Errorf("no startxref")
	}
	var prevOff int
	if _, err := fmt.Sscan(string(pdf[sx+len("startxref"):]), &prevOff); err != nil {
		return nil, fmt.Errorf("startxref: %w", err)
	}

	next := *xt.Size
	objs := map[int]string{}
	alloc := func() int { n := next; next++; return n }
	ref := func(n int) types.IndirectRef { return *types.NewIndirectRef(n, 0) }
	put := func(n int, d types.Dict) { objs[n] = d.PDFString() }
	fontN := alloc()
	put(fontN, types.Dict{"Type": types.Name("Font"), "Subtype": types.Name("Type1"), "BaseFont": types.Name("Helvetica"), "Encoding": types.Name("WinAnsiEncoding")})
	zapfN := alloc()
	put(zapfN, types.Dict{"Type": types.Name("Font"), "Subtype": types.Name("Type1"), "BaseFont": types.Name("ZapfDingbats")})
	res := types.Dict{"Font": types.Dict{"Helv": ref(fontN), "ZaDb": ref(zapfN)}}
	appearance := func(w, h float64, content string) int {
		n := alloc()
		d := types.Dict{"Type": types.Name("XObject"), "Subtype": types.Name("Form"), "BBox": types.NewNumberArray(0, 0, w, h), "Resources": res, "Length": types.Integer(len(content))}
		objs[n] = d.PDFString() + "\nstream\n" + content + "\nendstream"
		return n
	}

	type node struct {
		n    int
		dict types.Dict
		kids types.Array
	}
	parents := map[string]*node{}
	var order []string
	var top types.Array
	annots := map[int]types.Array{}
	widgets := map[int]types.Dict{}
	var widgetOrder []int
	for _, sl := range slots {
		pageRef, err := xt.PageDictIndRef(sl.Page)
		if err != nil {
			return nil, fmt.Errorf("page %d: %w", sl.Page, err)
		}
		parts := strings.Split(sl.Field, ".")
		w := types.Dict{
			"Type":    types.Name("Annot"),
			"Subtype": types.Name("Widget"),
			"T":       types.StringLiteral(escape(parts[len(parts)-1])),
			"Rect":    types.NewNumberArray(sl.X, pageH-sl.Y-sl.H, sl.X+sl.W, pageH-sl.Y),
			"F":       types.Integer(4),
			"P":       *pageRef,
		}
		value := ""
		if withValues {
			value = sl.Value
		}
		if sl.Check {
			state := "Off"
			if value != "" {
				state = "Yes"
			}
			w["FT"] = types.Name("Btn")
			w["V"] = types.Name(state)
			w["AS"] = types.Name(state)
			w["MK"] = types.Dict{"CA": types.StringLiteral("8")}
			w["DA"] = types.StringLiteral("/ZaDb 0 Tf 0 g")
			on := appearance(sl.W, sl.H, checkMark(sl.W, sl.H))
			off := appearance(sl.W, sl.H, "")
			w["AP"] = types.Dict{"N": types.Dict{"Yes": ref(on), "Off": ref(off)}}
		} else {
			w["FT"] = types.Name("Tx")
			w["DA"] = types.StringLiteral(fmt.Sprintf("/Helv %g Tf 0 g", sl.Size))
			if sl.Right {
				w["Q"] = types.Integer(2)
			}
			content := ""
			if value != "" {
				w["V"] = types.StringLiteral(escape(value))
				content = textAppearance(sl)
			}
			w["AP"] = types.Dict{"N": ref(appearance(sl.W, sl.H, content))}
		}
		n := alloc()
		widgets[n] = w
		widgetOrder = append(widgetOrder, n)
		annots[sl.Page] = append(annots[sl.Page], ref(n))
		if len(parts) == 1 {
			top = append(top, ref(n))
			continue
		}
		for i := 1; i < len(parts); i++ {
			key := strings.Join(parts[:i], ".")
			if _, ok := parents[key]; ok {
				continue
			}
			parents[key] = &node{n: alloc(), dict: types.Dict{"T": types.StringLiteral(escape(parts[i-1]))}}
			order = append(order, key)
		}
		pk := strings.Join(parts[:len(parts)-1], ".")
		parents[pk].kids = append(parents[pk].kids, ref(n))
		w["Parent"] = ref(parents[pk].n)
	}
	for _, n := range widgetOrder {
		put(n, widgets[n])
	}
	for _, key := range order {
		nd := parents[key]
		kids := nd.kids
		for _, other := range order {
			if strings.HasPrefix(other, key+".") && strings.Count(other, ".") == strings.Count(key, ".")+1 {
				kids = append(kids, ref(parents[other].n))
			}
		}
		nd.dict["Kids"] = kids
		if i := strings.LastIndex(key, "."); i >= 0 {
			nd.dict["Parent"] = ref(parents[key[:i]].n)
		} else {
			top = append(top, ref(nd.n))
		}
		put(nd.n, nd.dict)
	}
	acroN := alloc()
	put(acroN, types.Dict{"Fields": top, "DR": res, "DA": types.StringLiteral("/Helv 0 Tf 0 g")})
	for p := 1; p <= xt.PageCount; p++ {
		arr, ok := annots[p]
		if !ok {
			continue
		}
		pd, _, _, err := xt.PageDict(p, false)
		if err != nil {
			return nil, err
		}
		pr, err := xt.PageDictIndRef(p)
		if err != nil {
			return nil, err
		}
		pd["Annots"] = arr
		put(pr.ObjectNumber.Value(), pd)
	}
	cat, err := xt.Catalog()
	if err != nil {
		return nil, err
	}
	cat["AcroForm"] = ref(acroN)
	put(xt.Root.ObjectNumber.Value(), cat)

	// The update: objects in number order, then one xref subsection each.
	nums := make([]int, 0, len(objs))
	for n := range objs {
		nums = append(nums, n)
	}
	sort.Ints(nums)
	var out bytes.Buffer
	out.Write(pdf)
	if !bytes.HasSuffix(pdf, []byte("\n")) {
		out.WriteByte('\n')
	}
	offsets := map[int]int{}
	for _, n := range nums {
		offsets[n] = out.Len()
		fmt.Fprintf(&out, "%d 0 obj\n%s\nendobj\n", n, objs[n])
	}
	xref := out.Len()
	out.WriteString("xref\n")
	for _, n := range nums {
		fmt.Fprintf(&out, "%d 1\n%010d 00000 n \n", n, offsets[n])
	}
	trailer := types.Dict{"Size": types.Integer(next), "Root": *xt.Root, "Prev": types.Integer(prevOff)}
	if xt.Info != nil {
		trailer["Info"] = *xt.Info
	}
	fmt.Fprintf(&out, "trailer\n%s\nstartxref\n%d\n%%%%EOF\n", trailer.PDFString(), xref)
	return out.Bytes(), nil
}

func escape(s string) string {
	e, err := types.Escape(s)
	if err != nil {
		return s
	}
	return *e
}

// textAppearance is the content stream showing a text value in its box.
func textAppearance(sl slot) string {
	show := sl.shown()
	x := 2.0
	if sl.Right {
		x = sl.W - 2 - textWidth(show, sl.Size, "")
	}
	y := sl.H/2 - sl.Size*0.35
	return fmt.Sprintf("/Tx BMC q BT /Helv %g Tf 0 g %.2f %.2f Td (%s) Tj ET Q EMC", sl.Size, x, y, escape(winAnsi(show)))
}

// checkMark is the ZapfDingbats check (character 4) that form viewers
// draw in a ticked box; printed, it stays a glyph ("✔") in the text layer.
func checkMark(w, h float64) string {
	size := h - 2
	return fmt.Sprintf("q BT 0 g /ZaDb %.2f Tf %.2f %.2f Td (4) Tj ET Q", size, (w-size*0.846)/2, (h-size*0.8)/2)
}

// winAnsi keeps the ASCII subset; the corpus values are ASCII.
func winAnsi(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r < 128 {
			b.WriteRune(r)
		}
	}
	return b.String()
}
