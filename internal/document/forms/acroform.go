package forms

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"
)

// widget is one AcroForm field widget: the box a value is typed into. Its
// rectangle uses the same top-left origin as pdftext words so the reader can
// pair it with printed labels by position; the field name is kept for
// debugging only and is never used to decide what a value means.
type widget struct {
	Page           int
	Name           string
	Value          string
	Check          bool // a checkbox or radio button
	Checked        bool
	X0, Y0, X1, Y1 float64
}

func (w widget) cx() float64 { return (w.X0 + w.X1) / 2 }
func (w widget) cy() float64 { return (w.Y0 + w.Y1) / 2 }

// readWidgets lists the widgets of the AcroForm of pdf. A PDF without a form
// has none. Malformed files make pdfcpu panic now and then; the panic is
// turned into an error so one bad upload cannot take the process down. The
// walk is bounded in depth and count.
func readWidgets(pdf []byte) (ws []widget, err error) {
	defer func() {
		if r := recover(); r != nil {
			ws, err = nil, fmt.Errorf("forms: read fields: %v", r)
		}
	}()
	if !bytes.Contains(pdf, []byte("AcroForm")) && !bytes.Contains(pdf, []byte("/ObjStm")) {
		return nil, nil
	}
	conf := model.NewDefaultConfiguration()
	conf.ValidationMode = model.ValidationRelaxed
	ctx, err := api.ReadContext(bytes.NewReader(pdf), conf)
	if err != nil {
		return nil, fmt.Errorf("forms: read pdf: %w", err)
	}
	return widgetsOf(ctx)
}

// widgetsOf lists the widgets of an opened PDF's AcroForm: readWidgets
// after the read, for a caller that opened the file already (with its own
// resource limits, as pdfdoc does).
func widgetsOf(ctx *model.Context) (ws []widget, err error) {
	defer func() {
		if r := recover(); r != nil {
			ws, err = nil, fmt.Errorf("forms: read fields: %v", r)
		}
	}()
	xt := ctx.XRefTable
	if err := xt.EnsurePageCount(); err != nil {
		return nil, fmt.Errorf("forms: page count: %w", err)
	}
	root, err := xt.Catalog()
	if err != nil {
		return nil, fmt.Errorf("forms: catalog: %w", err)
	}
	acro, err := xt.DereferenceDict(root["AcroForm"])
	if err != nil || acro == nil {
		return nil, nil
	}
	fields, err := xt.DereferenceArray(acro["Fields"])
	if err != nil || len(fields) == 0 {
		return nil, nil
	}
	// Page of each annotation object, and each page's height.
	pageOf := map[int]int{}
	heights := map[int]float64{}
	pages := min(xt.PageCount, maxPages)
	for p := 1; p <= pages; p++ {
		pd, _, inh, err := xt.PageDict(p, false)
		if err != nil || pd == nil {
			continue
		}
		heights[p] = 792
		if inh != nil && inh.MediaBox != nil {
			heights[p] = inh.MediaBox.UR.Y
		}
		if mb, ok := pd["MediaBox"]; ok {
			if arr, err := xt.DereferenceArray(mb); err == nil && len(arr) == 4 {
				if r := types.RectForArray(arr); r != nil {
					heights[p] = r.UR.Y
				}
			}
		}
		annots, err := xt.DereferenceArray(pd["Annots"])
		if err != nil {
			continue
		}
		for i, a := range annots {
			if i >= maxFieldCount {
				break
			}
			if ref, ok := a.(types.IndirectRef); ok {
				pageOf[ref.ObjectNumber.Value()] = p
			}
		}
	}
	w := &walker{xt: xt, pageOf: pageOf, heights: heights, seen: map[int]bool{}}
	for _, f := range fields {
		w.walk(f, "", "", nil, 0)
	}
	return w.out, nil
}

type walker struct {
	xt      *model.XRefTable
	pageOf  map[int]int
	heights map[int]float64
	seen    map[int]bool
	out     []widget
	visits  int
}

// walk descends the field tree, inheriting the name, type and value.
func (w *walker) walk(o types.Object, parent, ft string, v types.Object, depth int) {
	w.visits++
	if depth > 12 || w.visits > maxFieldCount {
		return
	}
	objNr := 0
	if ref, ok := o.(types.IndirectRef); ok {
		objNr = ref.ObjectNumber.Value()
		if w.seen[objNr] {
			return // a cycle in a malformed file
		}
		w.seen[objNr] = true
	}
	d, err := w.xt.DereferenceDict(o)
	if err != nil || d == nil {
		return
	}
	name := parent
	if t, ok := d["T"]; ok {
		if s, err := w.xt.DereferenceStringOrHexLiteral(t, model.V10, nil); err == nil {
			if name != "" {
				name += "."
			}
			name += s
		}
	}
	if n, ok := d["FT"]; ok {
		if nm, err := w.xt.DereferenceName(n, model.V10, nil); err == nil {
			ft = nm.Value()
		}
	}
	if val, ok := d["V"]; ok {
		v = val
	}
	kids, _ := w.xt.DereferenceArray(d["Kids"])
	if len(kids) > 0 {
		for _, k := range kids {
			w.walk(k, name, ft, v, depth+1)
		}
		return
	}
	rect, err := w.xt.DereferenceArray(d["Rect"])
	if err != nil || len(rect) != 4 {
		return
	}
	r := types.RectForArray(rect)
	if r == nil {
		return
	}
	page := w.pageOf[objNr]
	if page == 0 {
		if p, ok := d["P"].(types.IndirectRef); ok {
			page = w.pageForDict(p)
		}
	}
	if page == 0 {
		page = 1
	}
	h := w.heights[page]
	if h == 0 {
		h = 792
	}
	wd := widget{Page: page, Name: name, X0: r.LL.X, X1: r.UR.X, Y0: h - r.UR.Y, Y1: h - r.LL.Y}
	if wd.X0 > wd.X1 {
		wd.X0, wd.X1 = wd.X1, wd.X0
	}
	if wd.Y0 > wd.Y1 {
		wd.Y0, wd.Y1 = wd.Y1, wd.Y0
	}
	switch ft {
	case "Btn":
		wd.Check = true
		state := ""
		if as, ok := d["AS"]; ok {
			if nm, err := w.xt.DereferenceName(as, model.V10, nil); err == nil {
				state = nm.Value()
			}
		} else if v != nil {
			if nm, err := w.xt.DereferenceName(v, model.V10, nil); err == nil {
				state = nm.Value()
			}
		}
		wd.Checked = state != "" && state != "Off"
	case "Tx", "Ch":
		if v != nil {
			wd.Value = w.str(v)
		}
	default:
		return
	}
	w.out = append(w.out, wd)
}

func (w *walker) pageForDict(ref types.IndirectRef) int {
	for p := 1; p <= len(w.heights); p++ {
		pr, err := w.xt.PageDictIndRef(p)
		if err == nil && pr != nil && pr.ObjectNumber == ref.ObjectNumber {
			return p
		}
	}
	return 0
}

func (w *walker) str(o types.Object) string {
	o, err := w.xt.Dereference(o)
	if err != nil {
		return ""
	}
	switch x := o.(type) {
	case types.StringLiteral:
		s, err := types.StringLiteralToString(x)
		if err != nil {
			return ""
		}
		return strings.TrimSpace(s)
	case types.HexLiteral:
		s, err := types.HexLiteralToString(x)
		if err != nil {
			return ""
		}
		return strings.TrimSpace(s)
	case types.Name:
		return x.Value()
	case types.Array:
		var parts []string
		for i, e := range x {
			if i > 20 {
				break
			}
			parts = append(parts, w.str(e))
		}
		return strings.Join(parts, " ")
	}
	return ""
}
