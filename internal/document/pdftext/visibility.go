package pdftext

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/enums"
	"github.com/klippa-app/go-pdfium/references"
	"github.com/klippa-app/go-pdfium/requests"
)

// TextObject is one text object of a page and whether a reader can see
// it. Coordinates are PDF points with a top-left origin, like Word's.
type TextObject struct {
	Page           int
	Index          int // position in the page's painting order
	Text           string
	X0, Y0, X1, Y1 float64
	// Visible is false when hiding the object leaves the rendered page
	// unchanged: something painted later covers it, a clip cuts it away,
	// or it is drawn invisibly (white on white, render mode 3).
	Visible bool
}

// RenderedPage is a page image (gray levels, top-left origin).
type RenderedPage struct {
	Number int
	Image  *image.Gray
	// Scale is pixels per PDF point.
	Scale float64
}

// VisualOptions bound the rendering work of TextVisibility.
type VisualOptions struct {
	// Scale is pixels per point (default 1.5, 108 dpi): enough to see
	// whether a glyph leaves ink, small enough to render fast.
	Scale float64
	// MaxPages limits the pages examined (0: all, up to Limits.MaxPages).
	MaxPages int
	// Images also returns the rendered pages (for a vision model).
	Images bool
}

// TextVisibility renders each page with and without its text and reports
// every text object and whether it shows. A text object whose own pixels
// do not change when all text is hidden is invisible; one that overlaps
// other text is checked alone, since the text on top of it would
// otherwise account for the change. Text inside form XObjects is not
// examined.
func (x PDFium) TextVisibility(ctx context.Context, pdf []byte, opt VisualOptions) ([]TextObject, []RenderedPage, error) {
	lim := x.Limits.withDefaults()
	if opt.Scale <= 0 {
		opt.Scale = 1.5
	}
	d, release, err := open(ctx, pdf, lim)
	if err != nil {
		return nil, nil, err
	}
	defer release()
	n := min(d.pages, lim.MaxPages)
	if opt.MaxPages > 0 {
		n = min(n, opt.MaxPages)
	}
	var objs []TextObject
	var pages []RenderedPage
	for i := 0; i < n; i++ {
		if err := ctxErr(ctx); err != nil {
			return nil, nil, err
		}
		po, img, err := pageVisibility(d.inst, d.doc, i, opt)
		if err != nil {
			return nil, nil, newErr(CodeCorrupt, fmt.Sprintf("render page %d", i+1), err)
		}
		objs = append(objs, po...)
		if opt.Images {
			pages = append(pages, RenderedPage{Number: i + 1, Image: img, Scale: opt.Scale})
		}
	}
	return objs, pages, nil
}

type pageObj struct {
	ref references.FPDF_PAGEOBJECT
	obj TextObject
	px  image.Rectangle // bounds in pixels
	// overlaps are the parts of px other text objects also cover.
	overlaps []image.Rectangle
}

func pageVisibility(inst pdfium.Pdfium, doc references.FPDF_DOCUMENT, index int, opt VisualOptions) ([]TextObject, *image.Gray, error) {
	lp, err := inst.FPDF_LoadPage(&requests.FPDF_LoadPage{Document: doc, Index: index})
	if err != nil {
		return nil, nil, fmt.Errorf("load page: %w", err)
	}
	defer inst.FPDF_ClosePage(&requests.FPDF_ClosePage{Page: lp.Page})
	ref := lp.Page
	page := requests.Page{ByReference: &ref}
	w, err := inst.FPDF_GetPageWidthF(&requests.FPDF_GetPageWidthF{Page: page})
	if err != nil {
		return nil, nil, err
	}
	h, err := inst.FPDF_GetPageHeightF(&requests.FPDF_GetPageHeightF{Page: page})
	if err != nil {
		return nil, nil, err
	}
	pw, ph := float64(w.PageWidth), float64(h.PageHeight)
	s := opt.Scale
	W, H := int(math.Ceil(pw*s)), int(math.Ceil(ph*s))
	if W <= 0 || H <= 0 || W > 20000 || H > 20000 {
		return nil, nil, fmt.Errorf("page size %vx%v", pw, ph)
	}
	tp, err := inst.FPDFText_LoadPage(&requests.FPDFText_LoadPage{Page: page})
	if err != nil {
		return nil, nil, fmt.Errorf("text page: %w", err)
	}
	defer inst.FPDFText_ClosePage(&requests.FPDFText_ClosePage{TextPage: tp.TextPage})

	cnt, err := inst.FPDFPage_CountObjects(&requests.FPDFPage_CountObjects{Page: page})
	if err != nil {
		return nil, nil, err
	}
	var objs []*pageObj
	for i := 0; i < cnt.Count; i++ {
		o, err := inst.FPDFPage_GetObject(&requests.FPDFPage_GetObject{Page: page, Index: i})
		if err != nil {
			continue
		}
		t, err := inst.FPDFPageObj_GetType(&requests.FPDFPageObj_GetType{PageObject: o.PageObject})
		if err != nil || t.Type != enums.FPDF_PAGEOBJ_TEXT {
			continue
		}
		txt, err := inst.FPDFTextObj_GetText(&requests.FPDFTextObj_GetText{PageObject: o.PageObject, TextPage: tp.TextPage})
		if err != nil || strings.TrimSpace(txt.Text) == "" {
			continue
		}
		b, err := inst.FPDFPageObj_GetBounds(&requests.FPDFPageObj_GetBounds{PageObject: o.PageObject})
		if err != nil {
			continue
		}
		to := TextObject{Page: index + 1, Index: i, Text: strings.TrimSpace(txt.Text),
			X0: float64(b.Left), X1: float64(b.Right), Y0: ph - float64(b.Top), Y1: ph - float64(b.Bottom), Visible: true}
		r := image.Rect(int(math.Floor(to.X0*s)), int(math.Floor(to.Y0*s)), int(math.Ceil(to.X1*s)), int(math.Ceil(to.Y1*s))).
			Intersect(image.Rect(0, 0, W, H))
		objs = append(objs, &pageObj{ref: o.PageObject, obj: to, px: r})
	}

	full, err := render(inst, page, W, H, s, image.Rect(0, 0, W, H))
	if err != nil {
		return nil, nil, err
	}
	if len(objs) == 0 {
		return nil, full, nil
	}
	setActive := func(list []*pageObj, active bool) error {
		for _, o := range list {
			if _, err := inst.FPDFPageObj_SetIsActive(&requests.FPDFPageObj_SetIsActive{PageObject: o.ref, Active: active}); err != nil {
				return fmt.Errorf("toggle text object: %w", err)
			}
		}
		return nil
	}
	if err := setActive(objs, false); err != nil {
		return nil, nil, err
	}
	bare, err := render(inst, page, W, H, s, image.Rect(0, 0, W, H))
	if err2 := setActive(objs, true); err == nil {
		err = err2
	}
	if err != nil {
		return nil, nil, err
	}
	for _, o := range objs {
		if o.px.Empty() || !changed(full, bare, o.px) {
			o.obj.Visible = false
		}
	}
	// Text over text: whatever is on top accounts for the change, so
	// check each overlapping object alone.
	for a := range objs {
		for b := a + 1; b < len(objs); b++ {
			oa, ob := objs[a], objs[b]
			in := oa.px.Intersect(ob.px)
			if in.Empty() || oa.obj.Text == ob.obj.Text {
				continue
			}
			small := min(area(oa.px), area(ob.px))
			if small > 0 && area(in)*10 >= small*3 {
				// Only a substantial overlap by a run of text (not a
				// neighbouring glyph kerned into this one) can hide part
				// of an object.
				if area(in)*10 >= area(oa.px)*6 && len([]rune(ob.obj.Text)) > 1 {
					oa.overlaps = append(oa.overlaps, in)
				} else {
					oa.overlaps = append(oa.overlaps, image.Rectangle{})
				}
				if area(in)*10 >= area(ob.px)*6 && len([]rune(oa.obj.Text)) > 1 {
					ob.overlaps = append(ob.overlaps, in)
				} else {
					ob.overlaps = append(ob.overlaps, image.Rectangle{})
				}
			}
		}
	}
	for _, o := range objs {
		if len(o.overlaps) == 0 || !o.obj.Visible {
			continue
		}
		if err := setActive([]*pageObj{o}, false); err != nil {
			return nil, nil, err
		}
		alone, err := render(inst, page, W, H, s, o.px)
		if err2 := setActive([]*pageObj{o}, true); err == nil {
			err = err2
		}
		if err != nil {
			return nil, nil, err
		}
		// Hidden if removing it changes nothing, or nothing where the
		// other text lies: a box that covers only the figures of "$1.00"
		// hides them even though the "$" still shows.
		if !changed(full, alone, o.px) {
			o.obj.Visible = false
		}
		for _, in := range o.overlaps {
			if !in.Empty() && !changed(full, alone, in) {
				o.obj.Visible = false
			}
		}
	}
	out := make([]TextObject, len(objs))
	for i, o := range objs {
		out[i] = o.obj
	}
	return out, full, nil
}

func area(r image.Rectangle) int { return r.Dx() * r.Dy() }

// changed reports whether any pixel of r differs noticeably between a and
// b (anti-aliasing differences of a few levels are not ink).
func changed(a, b *image.Gray, r image.Rectangle) bool {
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			d := int(a.GrayAt(x, y).Y) - int(b.GrayAt(x, y).Y)
			if d > 40 || d < -40 {
				return true
			}
		}
	}
	return false
}

// render draws the page (without annotations) into a white W×H gray
// image; only clip (in pixels) is painted, the rest stays white.
func render(inst pdfium.Pdfium, page requests.Page, W, H int, s float64, clip image.Rectangle) (*image.Gray, error) {
	bm, destroy, err := drawPage(inst, page, W, H, s, clip)
	if err != nil {
		return nil, err
	}
	defer destroy()
	st, err := inst.FPDFBitmap_GetStride(&requests.FPDFBitmap_GetStride{Bitmap: bm})
	if err != nil {
		return nil, fmt.Errorf("stride: %w", err)
	}
	buf, err := inst.FPDFBitmap_GetBuffer(&requests.FPDFBitmap_GetBuffer{Bitmap: bm})
	if err != nil {
		return nil, fmt.Errorf("buffer: %w", err)
	}
	img := image.NewGray(image.Rect(0, 0, W, H))
	for y := 0; y < H; y++ {
		row := buf.Buffer[y*st.Stride:]
		for x := 0; x < W; x++ {
			p := row[x*4:]
			// BGRx: luminance of the pixel.
			img.SetGray(x, y, color.Gray{Y: uint8((int(p[2])*299 + int(p[1])*587 + int(p[0])*114) / 1000)})
		}
	}
	return img, nil
}
