package pdftext

import (
	"bytes"
	"context"
	"sort"
	"strings"
	"testing"

	"codeberg.org/go-pdf/fpdf"
)

// drawn builds a one-page PDF with draw and returns it.
func drawn(t *testing.T, draw func(f *fpdf.Fpdf)) []byte {
	t.Helper()
	f := fpdf.New("P", "pt", "Letter", "")
	f.SetCompression(false)
	f.AddPage()
	f.SetFont("Helvetica", "", 12)
	draw(f)
	var b bytes.Buffer
	if err := f.Output(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestTextVisibility(t *testing.T) {
	white := func(f *fpdf.Fpdf, x, y, w, h float64) {
		f.SetFillColor(255, 255, 255)
		f.Rect(x, y, w, h, "F")
	}
	tests := []struct {
		name   string
		draw   func(f *fpdf.Fpdf)
		hidden []string
	}{
		{"plain text", func(f *fpdf.Fpdf) {
			f.Text(100, 100, "Deposit")
			f.Text(300, 100, "1,200.00")
		}, nil},
		{"white box over text", func(f *fpdf.Fpdf) {
			f.Text(100, 100, "Deposit")
			f.Text(300, 100, "1,200.00")
			white(f, 295, 85, 70, 20)
		}, []string{"1,200.00"}},
		{"white box and new figure on top", func(f *fpdf.Fpdf) {
			f.Text(300, 100, "1,200.00")
			white(f, 295, 85, 70, 20)
			f.Text(300, 100, "9,200.00")
		}, []string{"1,200.00"}},
		{"box covers the figures but not the dollar sign", func(f *fpdf.Fpdf) {
			f.Text(300, 100, "$1,200.00")
			white(f, 307, 85, 70, 20)
			f.Text(308, 100, "9,200.00")
		}, []string{"$1,200.00"}},
		{"white text", func(f *fpdf.Fpdf) {
			f.Text(100, 100, "Visible")
			f.SetTextColor(255, 255, 255)
			f.Text(100, 200, "Invisible")
		}, []string{"Invisible"}},
		{"background drawn before the text", func(f *fpdf.Fpdf) {
			f.SetFillColor(230, 230, 230)
			f.Rect(90, 85, 200, 20, "F")
			f.Text(100, 100, "Shaded row")
		}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			objs, pages, err := PDFium{}.TextVisibility(context.Background(), drawn(t, tt.draw), VisualOptions{Images: true})
			if err != nil {
				t.Fatal(err)
			}
			if len(objs) == 0 || len(pages) != 1 || pages[0].Image.Bounds().Dx() != 918 {
				t.Fatalf("%d objects, %d pages", len(objs), len(pages))
			}
			var hidden []string
			for _, o := range objs {
				if !o.Visible {
					hidden = append(hidden, o.Text)
				}
				if o.Page != 1 || o.X1 <= o.X0 || o.Y1 <= o.Y0 {
					t.Errorf("object %+v", o)
				}
			}
			sort.Strings(hidden)
			if strings.Join(hidden, "|") != strings.Join(tt.hidden, "|") {
				t.Errorf("hidden %q, want %q", hidden, tt.hidden)
			}
		})
	}
}

func TestTextVisibilityErrors(t *testing.T) {
	for _, tc := range []struct {
		pdf  []byte
		code string
	}{
		{nil, CodeEmpty},
		{[]byte("%PDF-1.4\nnot a pdf\n%%EOF"), CodeCorrupt},
		{readCorpus(t, "error_encrypted.pdf"), CodeEncrypted},
	} {
		if _, _, err := (PDFium{}).TextVisibility(context.Background(), tc.pdf, VisualOptions{}); CodeOf(err) != tc.code {
			t.Errorf("code %q (%v), want %s", CodeOf(err), err, tc.code)
		}
	}
}
