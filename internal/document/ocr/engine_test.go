package ocr

import (
	"bytes"
	"context"
	binenc "encoding/binary"
	"errors"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

const tsvSample = "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext\n" +
	"1\t1\t0\t0\t0\t0\t0\t0\t2550\t3300\t-1\t\n" +
	"4\t1\t1\t1\t1\t0\t172\t145\t583\t57\t-1\t\n" +
	"5\t1\t1\t1\t1\t1\t172\t145\t177\t57\t95.729980\tBank\n" +
	"5\t1\t1\t1\t1\t2\t373\t145\t67\t57\t95.5\tof\n" +
	"5\t1\t1\t1\t1\t3\t400\t145\t67\t57\t95.5\t \n" +
	"4\t1\t1\t1\t2\t0\t169\t230\t2211\t36\t-1\t\n" +
	"5\t1\t1\t1\t2\t1\t169\t233\t61\t26\t93.85\tP.O.\n" +
	"garbage line\n"

func TestParseTSV(t *testing.T) {
	ws, err := parseTSV(strings.NewReader(tsvSample), 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	if len(ws) != 3 {
		t.Fatalf("%d words: %+v", len(ws), ws)
	}
	if ws[0].Text != "Bank" || ws[0].Box != image.Rect(172, 145, 349, 202) || ws[0].Line != 1 || ws[0].Conf < 95 {
		t.Errorf("word 0 %+v", ws[0])
	}
	if ws[2].Text != "P.O." || ws[2].Line != 2 || ws[2].LineBox != image.Rect(169, 230, 2380, 266) {
		t.Errorf("word 2 %+v", ws[2])
	}
	if _, err := parseTSV(strings.NewReader(tsvSample), 100); !errors.Is(err, &Error{Code: CodeOutputTooLong}) {
		t.Errorf("short limit: %v", err)
	}
}

// fakeEngine writes a shell script standing in for tesseract.
func fakeEngine(t *testing.T, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "tesseract")
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestTesseractBounds(t *testing.T) {
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh")
	}
	img := image.NewGray(image.Rect(0, 0, 40, 20))
	tests := []struct {
		name string
		t    Tesseract
		code string
	}{
		{"missing binary", Tesseract{Path: filepath.Join(t.TempDir(), "nope")}, CodeEngineMissing},
		{"hangs", Tesseract{Path: fakeEngine(t, "cat >/dev/null; sleep 5"), Timeout: 200 * time.Millisecond}, CodeTimeout},
		{"floods", Tesseract{Path: fakeEngine(t, "cat >/dev/null; yes '5\t1\t1\t1\t1\t1\t1\t1\t1\t1\t90\tx'"), MaxOutput: 1 << 16}, CodeOutputTooLong},
		{"fails", Tesseract{Path: fakeEngine(t, "cat >/dev/null; echo boom >&2; exit 3")}, CodeEngineFailed},
		{"too many pixels", Tesseract{Path: fakeEngine(t, "true"), MaxPixels: 100}, CodeImageTooLarge},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			start := time.Now()
			_, err := tt.t.Recognize(context.Background(), img, RecognizeOptions{DPI: 300})
			if !errors.Is(err, &Error{Code: tt.code}) {
				t.Fatalf("err = %v, want code %s", err, tt.code)
			}
			if time.Since(start) > 3*time.Second {
				t.Errorf("took %v", time.Since(start))
			}
		})
	}
	// The engine sees one thread and a BMP file of the image.
	env := Tesseract{Path: fakeEngine(t, `head -c 2 "$1" | grep -q BM || exit 9; printf '4\t1\t1\t1\t1\t0\t0\t0\t9\t9\t-1\t\n5\t1\t1\t1\t1\t1\t0\t0\t9\t9\t91\t%s\n' "$OMP_THREAD_LIMIT"`)}
	ws, err := env.Recognize(context.Background(), img, RecognizeOptions{})
	if err != nil || len(ws) != 1 || ws[0].Text != "1" {
		t.Errorf("words %+v, err %v", ws, err)
	}
}

func TestEncodeBMP(t *testing.T) {
	// A 3×2 sub-image: rows are written bottom-up, padded to 4 bytes,
	// after a 256-grey palette.
	full := image.NewGray(image.Rect(0, 0, 5, 3))
	for i := range full.Pix {
		full.Pix[i] = byte(i)
	}
	img := full.SubImage(image.Rect(1, 1, 4, 3)).(*image.Gray)
	var buf bytes.Buffer
	if err := encodeBMP(&buf, img, 300); err != nil {
		t.Fatal(err)
	}
	b := buf.Bytes()
	const off = 14 + 40 + 1024
	if len(b) != off+2*4 || string(b[:2]) != "BM" {
		t.Fatalf("%d bytes, magic %q", len(b), b[:2])
	}
	le := binenc.LittleEndian
	if w, h, bpp := le.Uint32(b[18:]), le.Uint32(b[22:]), le.Uint16(b[28:]); w != 3 || h != 2 || bpp != 8 {
		t.Errorf("header %d×%d %d bpp", w, h, bpp)
	}
	if ppm := le.Uint32(b[38:]); ppm != 11811 {
		t.Errorf("resolution %d px/m, want 11811 (300 dpi)", ppm)
	}
	if p := b[54+4*200 : 54+4*200+3]; p[0] != 200 || p[1] != 200 || p[2] != 200 {
		t.Errorf("palette entry 200 = %v", p)
	}
	want := []byte{11, 12, 13, 0, 6, 7, 8, 0} // row y=2, then y=1
	if got := b[off:]; !bytes.Equal(got, want) {
		t.Errorf("pixels %v, want %v", got, want)
	}
}

// TestParseTSVPages: the words of a run over several images go to their
// image by the page column; an image without words stays empty.
func TestParseTSVPages(t *testing.T) {
	second := strings.ReplaceAll(strings.SplitN(tsvSample, "\n", 2)[1], "5\t1\t", "5\t3\t")
	second = strings.ReplaceAll(second, "4\t1\t", "4\t3\t")
	pages, err := parseTSVPages(strings.NewReader(tsvSample+second), 1<<20, 3)
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) != 3 || len(pages[0]) != 3 || len(pages[1]) != 0 || len(pages[2]) != 3 {
		t.Fatalf("words per image %d, want 3, 0, 3", []int{len(pages[0]), len(pages[1]), len(pages[2])})
	}
	if pages[2][0].Text != "Bank" || pages[2][0].Line == pages[0][0].Line {
		t.Errorf("third image's first word %+v", pages[2][0])
	}
}

// TestRecognizeBatch: one engine run over a list of images reads each as
// a run of its own does (the sample page, twice, and a blank image).
func TestRecognizeBatch(t *testing.T) {
	tess := requireTesseract(t)
	pdf, err := os.ReadFile(filepath.Join(scansDir, "s300_bofa_fpdf-core_month.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	r := NewReader(Options{Engine: tess})
	src, _, err := r.pageSource(context.Background(), pdf, 2)
	if err != nil {
		t.Fatal(err)
	}
	img := r.startImage(src).prep.img
	blank := image.NewGray(image.Rect(0, 0, 400, 300))
	for i := range blank.Pix {
		blank.Pix[i] = 255
	}
	ctx := context.Background()
	one, err := tess.Recognize(ctx, img, RecognizeOptions{DPI: 300})
	if err != nil {
		t.Fatal(err)
	}
	got, err := tess.RecognizeBatch(ctx, []*image.Gray{img, blank, img}, RecognizeOptions{DPI: 300})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 || len(got[1]) != 0 {
		t.Fatalf("%d images read, %d words on the blank one", len(got), len(got[1]))
	}
	for _, k := range []int{0, 2} {
		if len(got[k]) != len(one) {
			t.Fatalf("image %d: %d words, a run of its own %d", k, len(got[k]), len(one))
		}
		for i := range one {
			a, b := one[i], got[k][i]
			if a.Text != b.Text || a.Box != b.Box || a.Conf != b.Conf {
				t.Fatalf("image %d word %d: %+v, a run of its own %+v", k, i, b, a)
			}
		}
	}
}
