package pdftext

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/klippa-app/go-pdfium"
	"github.com/klippa-app/go-pdfium/enums"
	"github.com/klippa-app/go-pdfium/references"
	"github.com/klippa-app/go-pdfium/requests"
	"github.com/klippa-app/go-pdfium/structs"
)

// RasterOptions choose what Rasterize renders and reports. The zero value
// renders every page in gray at DefaultRasterDPI.
type RasterOptions struct {
	// DPI is the rendering resolution (0: DefaultRasterDPI).
	DPI float64
	// Pages lists the 1-based pages to process (nil: all, up to
	// Limits.MaxPages). Unknown page numbers are an error.
	Pages []int
	// Color renders RGBA instead of gray; a scan's coloured ink and
	// stamps are then still available to the caller.
	Color bool
	// MaxPixels caps one rendered page (0: DefaultMaxRasterPixels). A
	// page that would be larger is rendered at a lower resolution, so a
	// hostile page size cannot exhaust memory.
	MaxPixels int
	// NoRender reports the page inventory (size, images, text objects)
	// without rendering: enough to choose the pages worth OCR.
	NoRender bool
	// ImageData also returns each image object's stored stream, for
	// reading a scan at its native resolution and for image forensics
	// (a JPEG's own bytes and quantisation tables).
	ImageData bool
	// ImageBitmaps also returns each image object's decoded bitmap (for
	// streams the caller cannot decode itself; a page-size RGBA bitmap
	// is tens of megabytes).
	ImageBitmaps bool
}

// DefaultRasterDPI is what OCR reads best on printed statements; see
// docs/ocr.md for the measurements.
const DefaultRasterDPI = 300

// DefaultMaxRasterPixels bounds one page image: a letter page at 600 dpi
// is about 34 million pixels.
const DefaultMaxRasterPixels = 40_000_000

// PageRaster is one page's rendering and inventory.
type PageRaster struct {
	Number        int     // 1-based
	Width, Height float64 // points, as Page reports them
	// Image is the rendered page (*image.Gray or, with Color, *image.RGBA);
	// nil with NoRender.
	Image image.Image
	// Scale is pixels per point of Image.
	Scale float64
	// Images are the page's image objects in painting order (form
	// XObjects are not entered).
	Images []PageImage
	// TextObjects counts the page's text objects, InvisibleText those
	// drawn with render mode 3 (the hidden layer an OCR tool adds over a
	// scan).
	TextObjects, InvisibleText int
}

// PageImage is one image object of a page.
type PageImage struct {
	Index int // position in the page's painting order
	// X0..Y1 bound the image on the page in points, top-left origin.
	X0, Y0, X1, Y1 float64
	// Matrix maps the image's unit square to PDF user space
	// (bottom-left origin): x' = A*x + C*y + E, y' = B*x + D*y + F.
	Matrix                  [6]float64
	PixelWidth, PixelHeight int
	BitsPerPixel            int
	Colorspace              int // enums.FPDF_COLORSPACE
	// DPIX and DPIY are the resolution as placed on the page.
	DPIX, DPIY float64
	// Filters are the stream's decoders, e.g. ["DCTDecode"] for a JPEG.
	Filters []string
	// Raw is the stored (still encoded) stream, with ImageData; Bitmap
	// the decoded image without mask or placement, with ImageBitmaps.
	Raw    []byte
	Bitmap image.Image
}

// Rasterize renders pages of pdf and lists their images and text objects.
// The context is checked between pages; one page is not interruptible.
func (x PDFium) Rasterize(ctx context.Context, pdf []byte, opt RasterOptions) ([]PageRaster, error) {
	lim := x.Limits.withDefaults()
	if opt.DPI <= 0 {
		opt.DPI = DefaultRasterDPI
	}
	if opt.MaxPixels <= 0 {
		opt.MaxPixels = DefaultMaxRasterPixels
	}
	d, release, err := open(ctx, pdf, lim)
	if err != nil {
		return nil, err
	}
	defer release()
	if err := checkPages(d.pages, lim); err != nil {
		return nil, err
	}
	pages := opt.Pages
	if pages == nil {
		pages = make([]int, d.pages)
		for i := range pages {
			pages[i] = i + 1
		}
	}
	out := make([]PageRaster, 0, len(pages))
	for _, n := range pages {
		if n < 1 || n > d.pages {
			return nil, newErr(CodeInternal, fmt.Sprintf("page %d of %d", n, d.pages), nil)
		}
		if err := ctxErr(ctx); err != nil {
			return nil, err
		}
		pr, err := rasterPage(d.inst, d.doc, n-1, opt)
		if err != nil {
			return nil, newErr(CodeCorrupt, fmt.Sprintf("render page %d", n), err)
		}
		out = append(out, pr)
	}
	return out, nil
}

func rasterPage(inst pdfium.Pdfium, doc references.FPDF_DOCUMENT, index int, opt RasterOptions) (PageRaster, error) {
	lp, err := inst.FPDF_LoadPage(&requests.FPDF_LoadPage{Document: doc, Index: index})
	if err != nil {
		return PageRaster{}, fmt.Errorf("load page: %w", err)
	}
	defer inst.FPDF_ClosePage(&requests.FPDF_ClosePage{Page: lp.Page})
	ref := lp.Page
	page := requests.Page{ByReference: &ref}
	w, err := inst.FPDF_GetPageWidthF(&requests.FPDF_GetPageWidthF{Page: page})
	if err != nil {
		return PageRaster{}, fmt.Errorf("page width: %w", err)
	}
	h, err := inst.FPDF_GetPageHeightF(&requests.FPDF_GetPageHeightF{Page: page})
	if err != nil {
		return PageRaster{}, fmt.Errorf("page height: %w", err)
	}
	pr := PageRaster{Number: index + 1, Width: float64(w.PageWidth), Height: float64(h.PageHeight)}
	if pr.Width <= 0 || pr.Height <= 0 || pr.Width > 14400 || pr.Height > 14400 {
		return PageRaster{}, fmt.Errorf("page size %vx%v", pr.Width, pr.Height)
	}
	if err := inventory(inst, page, &pr, opt); err != nil {
		return PageRaster{}, err
	}
	if opt.NoRender {
		return pr, nil
	}
	s := opt.DPI / 72
	if px := pr.Width * pr.Height * s * s; px > float64(opt.MaxPixels) {
		s *= math.Sqrt(float64(opt.MaxPixels) / px)
	}
	W, H := int(math.Ceil(pr.Width*s)), int(math.Ceil(pr.Height*s))
	if opt.Color {
		pr.Image, err = renderRGBA(inst, page, W, H, s)
	} else {
		pr.Image, err = render(inst, page, W, H, s, image.Rect(0, 0, W, H))
	}
	if err != nil {
		return PageRaster{}, err
	}
	pr.Scale = s
	return pr, nil
}

// inventory lists the page's image objects and counts its text objects.
func inventory(inst pdfium.Pdfium, page requests.Page, pr *PageRaster, opt RasterOptions) error {
	cnt, err := inst.FPDFPage_CountObjects(&requests.FPDFPage_CountObjects{Page: page})
	if err != nil {
		return fmt.Errorf("count objects: %w", err)
	}
	for i := 0; i < cnt.Count; i++ {
		o, err := inst.FPDFPage_GetObject(&requests.FPDFPage_GetObject{Page: page, Index: i})
		if err != nil {
			continue
		}
		t, err := inst.FPDFPageObj_GetType(&requests.FPDFPageObj_GetType{PageObject: o.PageObject})
		if err != nil {
			continue
		}
		switch t.Type {
		case enums.FPDF_PAGEOBJ_TEXT:
			pr.TextObjects++
			m, err := inst.FPDFTextObj_GetTextRenderMode(&requests.FPDFTextObj_GetTextRenderMode{PageObject: o.PageObject})
			if err == nil && m.TextRenderMode == enums.FPDF_TEXTRENDERMODE_INVISIBLE {
				pr.InvisibleText++
			}
		case enums.FPDF_PAGEOBJ_IMAGE:
			im, err := imageObject(inst, page, o.PageObject, pr.Height, opt)
			if err != nil {
				return fmt.Errorf("image object %d: %w", i, err)
			}
			im.Index = i
			pr.Images = append(pr.Images, im)
		}
	}
	return nil
}

func imageObject(inst pdfium.Pdfium, page requests.Page, obj references.FPDF_PAGEOBJECT, pageH float64, opt RasterOptions) (PageImage, error) {
	var im PageImage
	if b, err := inst.FPDFPageObj_GetBounds(&requests.FPDFPageObj_GetBounds{PageObject: obj}); err == nil {
		im.X0, im.X1 = float64(b.Left), float64(b.Right)
		im.Y0, im.Y1 = pageH-float64(b.Top), pageH-float64(b.Bottom)
	}
	if m, err := inst.FPDFPageObj_GetMatrix(&requests.FPDFPageObj_GetMatrix{PageObject: obj}); err == nil {
		mm := m.Matrix
		im.Matrix = [6]float64{float64(mm.A), float64(mm.B), float64(mm.C), float64(mm.D), float64(mm.E), float64(mm.F)}
	}
	if md, err := inst.FPDFImageObj_GetImageMetadata(&requests.FPDFImageObj_GetImageMetadata{ImageObject: obj, Page: page}); err == nil {
		m := md.ImageMetadata
		im.PixelWidth, im.PixelHeight = int(m.Width), int(m.Height)
		im.DPIX, im.DPIY = float64(m.HorizontalDPI), float64(m.VerticalDPI)
		im.BitsPerPixel, im.Colorspace = int(m.BitsPerPixel), int(m.Colorspace)
	}
	if fc, err := inst.FPDFImageObj_GetImageFilterCount(&requests.FPDFImageObj_GetImageFilterCount{ImageObject: obj}); err == nil {
		for k := 0; k < fc.Count; k++ {
			if f, err := inst.FPDFImageObj_GetImageFilter(&requests.FPDFImageObj_GetImageFilter{ImageObject: obj, Index: k}); err == nil {
				im.Filters = append(im.Filters, f.ImageFilter)
			}
		}
	}
	if opt.ImageData {
		if raw, err := inst.FPDFImageObj_GetImageDataRaw(&requests.FPDFImageObj_GetImageDataRaw{ImageObject: obj}); err == nil {
			im.Raw = raw.Data
		}
	}
	if !opt.ImageBitmaps {
		return im, nil
	}
	bm, err := inst.FPDFImageObj_GetBitmap(&requests.FPDFImageObj_GetBitmap{ImageObject: obj})
	if err != nil {
		// An image PDFium cannot decode is still listed; the caller
		// renders the page instead.
		return im, nil
	}
	defer inst.FPDFBitmap_Destroy(&requests.FPDFBitmap_Destroy{Bitmap: bm.Bitmap})
	img, err := bitmapImage(inst, bm.Bitmap)
	if err != nil {
		return PageImage{}, err
	}
	im.Bitmap = img
	return im, nil
}

// bitmapImage copies a PDFium bitmap out of the wasm memory.
func bitmapImage(inst pdfium.Pdfium, bm references.FPDF_BITMAP) (image.Image, error) {
	f, err := inst.FPDFBitmap_GetFormat(&requests.FPDFBitmap_GetFormat{Bitmap: bm})
	if err != nil {
		return nil, fmt.Errorf("bitmap format: %w", err)
	}
	wr, err := inst.FPDFBitmap_GetWidth(&requests.FPDFBitmap_GetWidth{Bitmap: bm})
	if err != nil {
		return nil, fmt.Errorf("bitmap width: %w", err)
	}
	hr, err := inst.FPDFBitmap_GetHeight(&requests.FPDFBitmap_GetHeight{Bitmap: bm})
	if err != nil {
		return nil, fmt.Errorf("bitmap height: %w", err)
	}
	st, err := inst.FPDFBitmap_GetStride(&requests.FPDFBitmap_GetStride{Bitmap: bm})
	if err != nil {
		return nil, fmt.Errorf("bitmap stride: %w", err)
	}
	buf, err := inst.FPDFBitmap_GetBuffer(&requests.FPDFBitmap_GetBuffer{Bitmap: bm})
	if err != nil {
		return nil, fmt.Errorf("bitmap buffer: %w", err)
	}
	W, H, S := wr.Width, hr.Height, st.Stride
	if W <= 0 || H <= 0 || len(buf.Buffer) < (H-1)*S+W {
		return nil, fmt.Errorf("bitmap %dx%d stride %d, %d bytes", W, H, S, len(buf.Buffer))
	}
	switch f.Format {
	case enums.FPDF_BITMAP_FORMAT_GRAY:
		g := image.NewGray(image.Rect(0, 0, W, H))
		for y := 0; y < H; y++ {
			copy(g.Pix[y*g.Stride:y*g.Stride+W], buf.Buffer[y*S:])
		}
		return g, nil
	case enums.FPDF_BITMAP_FORMAT_BGR, enums.FPDF_BITMAP_FORMAT_BGRX, enums.FPDF_BITMAP_FORMAT_BGRA:
		bpp := 4
		if f.Format == enums.FPDF_BITMAP_FORMAT_BGR {
			bpp = 3
		}
		if len(buf.Buffer) < (H-1)*S+W*bpp {
			return nil, fmt.Errorf("bitmap %dx%d stride %d, %d bytes", W, H, S, len(buf.Buffer))
		}
		rgba := image.NewRGBA(image.Rect(0, 0, W, H))
		for y := 0; y < H; y++ {
			row := buf.Buffer[y*S:]
			out := rgba.Pix[y*rgba.Stride:]
			for x := 0; x < W; x++ {
				p := row[x*bpp:]
				out[4*x], out[4*x+1], out[4*x+2], out[4*x+3] = p[2], p[1], p[0], 0xFF
			}
		}
		return rgba, nil
	}
	return nil, fmt.Errorf("bitmap format %d", f.Format)
}

// drawPage renders the page (without annotations) at scale s into a new
// white W×H BGRx bitmap, painting only clip (in pixels). The caller must
// call destroy. Every rendering in this package goes through it.
func drawPage(inst pdfium.Pdfium, page requests.Page, W, H int, s float64, clip image.Rectangle) (bm references.FPDF_BITMAP, destroy func(), err error) {
	cb, err := inst.FPDFBitmap_Create(&requests.FPDFBitmap_Create{Width: W, Height: H, Alpha: 0})
	if err != nil {
		return bm, nil, fmt.Errorf("bitmap: %w", err)
	}
	destroy = func() { inst.FPDFBitmap_Destroy(&requests.FPDFBitmap_Destroy{Bitmap: cb.Bitmap}) }
	if _, err := inst.FPDFBitmap_FillRect(&requests.FPDFBitmap_FillRect{Bitmap: cb.Bitmap, Width: W, Height: H, Color: 0xFFFFFFFF}); err != nil {
		destroy()
		return bm, nil, fmt.Errorf("fill: %w", err)
	}
	_, err = inst.FPDF_RenderPageBitmapWithMatrix(&requests.FPDF_RenderPageBitmapWithMatrix{
		Bitmap: cb.Bitmap, Page: page,
		Matrix:   structs.FPDF_FS_MATRIX{A: float32(s), D: float32(s)},
		Clipping: structs.FPDF_FS_RECTF{Left: float32(clip.Min.X), Top: float32(clip.Min.Y), Right: float32(clip.Max.X), Bottom: float32(clip.Max.Y)},
	})
	if err != nil {
		destroy()
		return bm, nil, fmt.Errorf("render: %w", err)
	}
	return cb.Bitmap, destroy, nil
}

// renderRGBA draws the page (without annotations) on white in colour.
func renderRGBA(inst pdfium.Pdfium, page requests.Page, W, H int, s float64) (*image.RGBA, error) {
	bm, destroy, err := drawPage(inst, page, W, H, s, image.Rect(0, 0, W, H))
	if err != nil {
		return nil, err
	}
	defer destroy()
	img, err := bitmapImage(inst, bm)
	if err != nil {
		return nil, err
	}
	rgba, ok := img.(*image.RGBA)
	if !ok {
		return nil, fmt.Errorf("render: unexpected bitmap type %T", img)
	}
	return rgba, nil
}

// GrayOf converts an image to gray levels (ITU-R 601 luma), sharing the
// pixels when it already is gray.
func GrayOf(img image.Image) *image.Gray {
	if g, ok := img.(*image.Gray); ok {
		return g
	}
	b := img.Bounds()
	if y, ok := img.(*image.YCbCr); ok {
		// A JPEG: its luma plane is the gray image.
		g := image.NewGray(image.Rect(0, 0, b.Dx(), b.Dy()))
		for row := 0; row < b.Dy(); row++ {
			off := y.YOffset(b.Min.X, b.Min.Y+row)
			copy(g.Pix[row*g.Stride:row*g.Stride+b.Dx()], y.Y[off:off+b.Dx()])
		}
		return g
	}
	g := image.NewGray(image.Rect(0, 0, b.Dx(), b.Dy()))
	if rgba, ok := img.(*image.RGBA); ok {
		for y := 0; y < b.Dy(); y++ {
			in := rgba.Pix[rgba.PixOffset(b.Min.X, b.Min.Y+y):]
			out := g.Pix[y*g.Stride:]
			for x := 0; x < b.Dx(); x++ {
				p := in[4*x:]
				out[x] = uint8((int(p[0])*299 + int(p[1])*587 + int(p[2])*114) / 1000)
			}
		}
		return g
	}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			g.SetGray(x-b.Min.X, y-b.Min.Y, color.GrayModel.Convert(img.At(x, y)).(color.Gray))
		}
	}
	return g
}
