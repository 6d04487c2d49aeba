package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/docanalysis/service/internal/document/forms"
	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"
)

// officialName matches the file names the README asks for: f1120s_2025.pdf,
// f1040sc_2024.pdf, f1065_2025.pdf, f1120_2024.pdf, f1040_2023.pdf,
// f1120s_k1_2025.pdf.
var officialName = regexp.MustCompile(`^(f1120s_k1|f1065_k1|f1120s|f1065|f1120|f1040sc|f1040)_(20\d\d)\.pdf$`)

var officialForm = map[string]string{
	"f1120s": forms.Form1120S, "f1065": forms.Form1065, "f1120": forms.Form1120, "f1040sc": forms.FormSchC,
	"f1040": forms.Form1040, "f1120s_k1": forms.FormK1For1120S, "f1065_k1": forms.FormK1For1065,
}

// fillOfficial fills the official blanks found in src with fake values and
// writes them, with their answers, to dst. The fields are found by
// geometry: the widget right of each line's printed caption (or under a
// header label), never by field name, so any year's blank can be filled.
// Forms that are only recognised (1040, K-1) are copied unfilled: their
// answer is the form name and year.
func fillOfficial(src, dst string) error {
	if err := os.MkdirAll(dst, 0o755); err != nil {
		return err
	}
	ents, err := os.ReadDir(src)
	if err != nil {
		return err
	}
	r := rand.New(rand.NewPCG(7, 20250301))
	n := 0
	for _, e := range ents {
		m := officialName.FindStringSubmatch(e.Name())
		if m == nil {
			continue
		}
		year, _ := strconv.Atoi(m[2])
		form := officialForm[m[1]]
		pdf, err := os.ReadFile(filepath.Join(src, e.Name()))
		if err != nil {
			return err
		}
		out, rows, err := fillOne(r, pdf, form, year)
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", e.Name(), err)
			continue
		}
		base := strings.TrimSuffix(e.Name(), ".pdf")
		b, _ := json.MarshalIndent(rows, "", "  ")
		if err := os.WriteFile(filepath.Join(dst, base+".pdf"), out, 0o644); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dst, base+".json"), append(b, '\n'), 0o644); err != nil {
			return err
		}
		if len(rows) > 2 {
			// A printed copy ("print to PDF": poppler draws the field
			// values into the page), when poppler-utils is installed.
			if err := printFlat(filepath.Join(dst, base+".pdf"), filepath.Join(dst, base+"_flat.pdf")); err == nil {
				if err := os.WriteFile(filepath.Join(dst, base+"_flat.json"), append(b, '\n'), 0o644); err != nil {
					return err
				}
			} else {
				fmt.Fprintf(os.Stderr, "%s: no flat copy: %v\n", e.Name(), err)
			}
			// The untouched blank beside it: it must read as blank.
			if err := os.WriteFile(filepath.Join(dst, base+"_blank.pdf"), pdf, 0o644); err != nil {
				return err
			}
			if err := os.WriteFile(filepath.Join(dst, base+"_blank.json"), []byte("[]\n"), 0o644); err != nil {
				return err
			}
		}
		fmt.Printf("%s: %d values\n", e.Name(), len(rows)-2)
		n++
	}
	if n == 0 {
		return fmt.Errorf("no official blanks (f1120s_2025.pdf, f1040sc_2024.pdf, …) in %s", src)
	}
	return nil
}

type owidget struct {
	dict           types.Dict
	ref            types.IndirectRef // the widget object, rewritten when filled
	changed        bool
	page           int
	x0, y0, x1, y1 float64 // top-left origin
	text           bool
}

func fillOne(r *rand.Rand, pdf []byte, form string, year int) ([]byte, []forms.Row, error) {
	ident := []forms.Row{
		{Name: "form_type", Value: form, Page: 1, Form: form, TaxYear: year},
		{Name: "tax_year", Value: year, Page: 1, Form: form, TaxYear: year},
	}
	if form == forms.Form1040 || form == forms.FormK1For1120S || form == forms.FormK1For1065 {
		return pdf, ident, nil
	}
	doc, err := pdftext.PDFium{}.Extract(context.Background(), pdf)
	if err != nil {
		return nil, nil, err
	}
	conf := model.NewDefaultConfiguration()
	conf.ValidationMode = model.ValidationRelaxed
	ctx, err := api.ReadContext(bytes.NewReader(pdf), conf)
	if err != nil {
		return nil, nil, err
	}
	xt := ctx.XRefTable
	if err := xt.EnsurePageCount(); err != nil {
		return nil, nil, err
	}
	var ws []owidget
	for p := 1; p <= xt.PageCount && p <= 2; p++ {
		pd, _, _, err := xt.PageDict(p, false)
		if err != nil {
			return nil, nil, err
		}
		annots, _ := xt.DereferenceArray(pd["Annots"])
		for _, a := range annots {
			ar, isRef := a.(types.IndirectRef)
			d, err := xt.DereferenceDict(a)
			if err != nil || d == nil || !isRef {
				continue
			}
			rect, _ := xt.DereferenceArray(d["Rect"])
			if len(rect) != 4 {
				continue
			}
			rc := types.RectForArray(rect)
			ft := fieldType(xt, d)
			h := doc.Pages[p-1].Height
			ws = append(ws, owidget{dict: d, ref: ar, page: p, x0: rc.LL.X, x1: rc.UR.X, y0: h - rc.UR.Y, y1: h - rc.LL.Y, text: ft == "Tx"})
		}
	}
	tf := taxFormFor(form, year)
	vals := taxValues(r, tf, false)
	if form != forms.FormSchC {
		vals["total_assets"] = int64(90000 + r.IntN(3000000))
	}
	b := newBusiness(r, 1)
	rows := ident
	used := map[*owidget]bool{}
	set := func(w *owidget, v string) {
		w.dict["V"] = types.StringLiteral(escape(v))
		delete(w.dict, "AP") // viewers draw the value (NeedAppearances)
		w.changed = true
	}
	// Lines: the first free text widget right of the caption on its row.
	var lines []taxLine
	for _, ln := range append(tf.Lines, tf.Part3...) {
		if len(ln.Inline) > 0 {
			lines = append(lines, ln.Inline...)
		} else {
			lines = append(lines, ln)
		}
	}
	for _, ln := range lines {
		if ln.Name == "" {
			continue
		}
		v, ok := vals[ln.Name]
		page, cx, cy, found := findCaption(doc, ln.Label, ln.Caption)
		if !found {
			continue
		}
		var right []*owidget
		if ln.Cont != "" {
			// A caption over several rows: the box is on a later row.
			right = widgetsBelowRight(ws, page, cx, cy, used)
		}
		if len(right) == 0 {
			right = widgetsRight(ws, page, cx, cy, used)
		}
		if len(right) == 0 {
			continue
		}
		used[right[0]] = true
		if ok {
			set(right[0], fmt.Sprint(v))
			rows = append(rows, forms.Row{Name: ln.Name, Value: float64(v), Page: page, Form: form, TaxYear: year, Line: ln.Line})
		}
		if ln.ExtraName != "" && len(right) > 1 {
			if ev, ok := vals[ln.ExtraName]; ok {
				set(right[1], fmt.Sprint(ev))
				rows = append(rows, forms.Row{Name: ln.ExtraName, Value: float64(ev), Page: page, Form: form, TaxYear: year, Line: ln.Extra})
			}
		}
	}
	// Header: the widget under the label.
	header := map[string][]string{"business_name": {"Name of partnership", "Name"}, "ein": {"Employer identification number"}, "total_assets": {"Total assets (see instructions)", "Total assets"}}
	if form == forms.FormSchC {
		header = map[string][]string{"taxpayer_name": {"Name of proprietor"}, "business_name": {"Business name. If no separate business name, leave blank."}, "ein": {"Employer ID number (EIN) (see instr.)"}}
	}
	for _, name := range []string{"taxpayer_name", "business_name", "ein", "total_assets"} {
		var page int
		var x, y float64
		found := false
		for _, label := range header[name] {
			if page, x, y, found = findLabel(doc, label); found {
				break
			}
		}
		if !found {
			continue
		}
		w := widgetBelow(ws, page, x, y)
		if w == nil {
			continue
		}
		var v any
		switch name {
		case "ein":
			set(w, strings.ReplaceAll(b.EIN, "-", "")) // the boxes are nine comb cells
			v = b.EIN
			rows = append(rows, forms.Row{Name: "ein_last4", Value: b.EIN[len(b.EIN)-4:], Page: 1, Form: form, TaxYear: year})
		case "total_assets":
			set(w, fmt.Sprint(vals["total_assets"]))
			v = float64(vals["total_assets"])
		case "taxpayer_name":
			o := b.Owners[0].Name()
			set(w, o)
			v = o
		default:
			set(w, b.DBA)
			v = b.DBA
		}
		rows = append(rows, forms.Row{Name: name, Value: v, Page: 1, Form: form, TaxYear: year})
	}
	// An incremental update, as a viewer saves a filled form: new versions
	// of the filled widgets and of the AcroForm dictionary.
	objs := map[types.IndirectRef]string{}
	for i := range ws {
		if ws[i].changed {
			objs[ws[i].ref] = ws[i].dict.PDFString()
		}
	}
	cat, err := xt.Catalog()
	if err != nil {
		return nil, nil, err
	}
	af, err := xt.DereferenceDict(cat["AcroForm"])
	if err != nil || af == nil {
		return nil, nil, fmt.Errorf("no AcroForm")
	}
	af["NeedAppearances"] = types.Boolean(true)
	delete(af, "XFA") // the XFA copy would show the blank values
	if ar, ok := cat["AcroForm"].(types.IndirectRef); ok {
		objs[ar] = af.PDFString()
	} else {
		objs[*xt.Root] = cat.PDFString()
	}
	out, err := appendUpdate(pdf, objs, *xt.Size, *xt.Root, xt.Info)
	if err != nil {
		return nil, nil, err
	}
	forms.SortRows(rows)
	return out, rows, nil
}

// printFlat prints a filled PDF to a flat one with poppler's pdftocairo,
// which draws the field values as page text (what "print to PDF" gives).
func printFlat(src, dst string) error {
	bin, err := exec.LookPath("pdftocairo")
	if err != nil {
		return fmt.Errorf("pdftocairo not installed (apt-get install poppler-utils): %w", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if out, err := exec.CommandContext(ctx, bin, "-pdf", src, dst).CombinedOutput(); err != nil {
		return fmt.Errorf("pdftocairo: %w: %s", err, out)
	}
	return nil
}

// appendUpdate appends objs to pdf as an incremental update with a
// cross-reference stream (the official blanks use them, and a classic
// table after a stream confuses some readers).
func appendUpdate(pdf []byte, objs map[types.IndirectRef]string, size int, root types.IndirectRef, info *types.IndirectRef) ([]byte, error) {
	sx := bytes.LastIndex(pdf, []byte("startxref"))
	if sx < 0 {
		return nil, fmt.Errorf("no startxref")
	}
	var prev int
	if _, err := fmt.Sscan(string(pdf[sx+len("startxref"):]), &prev); err != nil {
		return nil, fmt.Errorf("startxref: %w", err)
	}
	refs := make([]types.IndirectRef, 0, len(objs))
	for r := range objs {
		refs = append(refs, r)
	}
	sort.Slice(refs, func(i, j int) bool { return refs[i].ObjectNumber < refs[j].ObjectNumber })
	var out bytes.Buffer
	out.Write(pdf)
	out.WriteByte('\n')
	type entry struct{ n, off, gen int }
	var es []entry
	for _, r := range refs {
		es = append(es, entry{r.ObjectNumber.Value(), out.Len(), r.GenerationNumber.Value()})
		fmt.Fprintf(&out, "%d %d obj\n%s\nendobj\n", r.ObjectNumber.Value(), r.GenerationNumber.Value(), objs[r])
	}
	xrefN := size
	es = append(es, entry{xrefN, out.Len(), 0})
	var rows bytes.Buffer
	var index []int
	for _, e := range es {
		index = append(index, e.n, 1)
		rows.Write([]byte{1, byte(e.off >> 24), byte(e.off >> 16), byte(e.off >> 8), byte(e.off), byte(e.gen >> 8), byte(e.gen)})
	}
	d := types.Dict{
		"Type": types.Name("XRef"), "Size": types.Integer(xrefN + 1), "Root": root, "Prev": types.Integer(prev),
		"W": types.NewIntegerArray(1, 4, 2), "Index": types.NewIntegerArray(index...), "Length": types.Integer(rows.Len()),
	}
	if info != nil {
		d["Info"] = *info
	}
	fmt.Fprintf(&out, "%d 0 obj\n%s\nstream\n", xrefN, d.PDFString())
	out.Write(rows.Bytes())
	fmt.Fprintf(&out, "\nendstream\nendobj\nstartxref\n%d\n%%%%EOF\n", es[len(es)-1].off)
	return out.Bytes(), nil
}

func fieldType(xt *model.XRefTable, d types.Dict) string {
	for i := 0; i < 10 && d != nil; i++ {
		if n, ok := d["FT"]; ok {
			if nm, err := xt.DereferenceName(n, model.V10, nil); err == nil {
				return nm.Value()
			}
		}
		p, err := xt.DereferenceDict(d["Parent"])
		if err != nil {
			return ""
		}
		d = p
	}
	return ""
}

// findCaption finds a line label followed by the first words of its
// caption on the first two pages and returns where they end: the page, the
// right edge and the row centre.
func findCaption(doc *pdftext.Document, label, caption string) (int, float64, float64, bool) {
	want := normWords(caption)
	if len(want) > 4 {
		want = want[:4]
	}
	want = append([]string{label}, want...)
	for pi, p := range doc.Pages {
		if pi >= 2 {
			break
		}
		ws := p.Words
		for i := range ws {
			j, k := i, 0
			for ; j < len(ws) && k < len(want); j++ {
				n := normWords(ws[j].Text)
				if len(n) == 0 {
					continue
				}
				if k == 0 && len(label) > 1 && j+1 < len(ws) && n[0]+strings.ToLower(ws[j+1].Text) == want[0] {
					j++ // "27" "a" printed apart
					k++
					continue
				}
				if n[0] != want[k] {
					break
				}
				k++
			}
			if k == len(want) {
				last := ws[j-1]
				return pi + 1, last.X1, (last.Y0 + last.Y1) / 2, true
			}
		}
	}
	return 0, 0, 0, false
}

func findLabel(doc *pdftext.Document, label string) (int, float64, float64, bool) {
	want := normWords(label)
	p := doc.Pages[0]
	for i := range p.Words {
		if i+len(want) > len(p.Words) {
			break
		}
		ok := true
		for k, w := range want {
			n := normWords(p.Words[i+k].Text)
			if len(n) == 0 || n[0] != w {
				ok = false
				break
			}
		}
		if ok && len(want) == 1 && i+1 < len(p.Words) && p.Words[i+1].X0-p.Words[i].X1 < 8 && math.Abs(p.Words[i+1].Y0-p.Words[i].Y0) < 2 {
			continue // "Name" must stand alone
		}
		if ok {
			return 1, p.Words[i].X0, p.Words[i].Y1, true
		}
	}
	return 0, 0, 0, false
}

func normWords(s string) []string {
	var out []string
	for _, f := range strings.Fields(strings.ToLower(s)) {
		f = strings.Trim(f, ".,:;()“”\"'’")
		if f != "" {
			out = append(out, f)
		}
	}
	return out
}

func widgetsBelowRight(ws []owidget, page int, x, cy float64, used map[*owidget]bool) []*owidget {
	var out []*owidget
	for i := range ws {
		w := &ws[i]
		if w.page == page && w.text && !used[w] && w.x0 >= x-200 && w.x0 < x+260 && w.y0 > cy && w.y0 < cy+32 {
			out = append(out, w)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].y0 < out[j].y0 || out[i].y0 == out[j].y0 && out[i].x0 < out[j].x0 })
	return out
}

func widgetsRight(ws []owidget, page int, x, cy float64, used map[*owidget]bool) []*owidget {
	var out []*owidget
	for i := range ws {
		w := &ws[i]
		if w.page == page && w.text && !used[w] && w.x0 >= x-1 && cy >= w.y0-2 && cy <= w.y1+2 {
			out = append(out, w)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].x0 < out[j].x0 })
	return out
}

func widgetBelow(ws []owidget, page int, x, y float64) *owidget {
	var best *owidget
	bestD := math.MaxFloat64
	for i := range ws {
		w := &ws[i]
		if w.page != page || !w.text || w.y0 < y-3 || w.y0-y > 16 || w.x1 < x || w.x0 > x+20 {
			continue
		}
		if d := w.y0 - y + math.Abs(w.x0-x)*0.1; d < bestD {
			best, bestD = w, d
		}
	}
	return best
}
