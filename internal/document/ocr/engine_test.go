package ocr

import (
	"bytes"
	"context"
	binenc "encoding/binary"
	"errors"
	"image"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/image/tiff"
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
	// The engine sees one thread and a TIFF file of the image.
	env := Tesseract{Path: fakeEngine(t, `head -c 4 "$1" | grep -q 'II\*' || exit 9; printf '4\t1\t1\t1\t1\t0\t0\t0\t9\t9\t-1\t\n5\t1\t1\t1\t1\t1\t0\t0\t9\t9\t91\t%s\n' "$OMP_THREAD_LIMIT"`)}
	ws, err := env.Recognize(context.Background(), img, RecognizeOptions{})
	if err != nil || len(ws) != 1 || ws[0].Text != "1" {
		t.Errorf("words %+v, err %v", ws, err)
	}
}

// TestEncodeTIFF: a sub-image is written as 8-bit grey, top row first,
// and decodes to the same pixels and the resolution given.
func TestEncodeTIFF(t *testing.T) {
	for _, size := range []image.Rectangle{image.Rect(1, 1, 4, 3), image.Rect(0, 0, 5, 3)} {
		full := image.NewGray(image.Rect(0, 0, 5, 3))
		for i := range full.Pix {
			full.Pix[i] = byte(40 * i)
		}
		img := full.SubImage(size).(*image.Gray)
		var buf bytes.Buffer
		if err := encodeTIFF(&buf, img, 300); err != nil {
			t.Fatal(err)
		}
		b := buf.Bytes()
		if string(b[:4]) != "II*\x00" {
			t.Fatalf("magic %q", b[:4])
		}
		dec, err := tiff.Decode(bytes.NewReader(b))
		if err != nil {
			t.Fatalf("%v: %v", size, err)
		}
		g, ok := dec.(*image.Gray)
		if !ok || g.Bounds().Dx() != size.Dx() || g.Bounds().Dy() != size.Dy() {
			t.Fatalf("%v: decoded %T %v", size, dec, dec.Bounds())
		}
		for y := range size.Dy() {
			for x := range size.Dx() {
				if g.GrayAt(x, y) != img.GrayAt(size.Min.X+x, size.Min.Y+y) {
					t.Errorf("%v: pixel %d,%d = %v, want %v", size, x, y, g.GrayAt(x, y), img.GrayAt(size.Min.X+x, size.Min.Y+y))
				}
			}
		}
		// XResolution: 300/1, after the directory of 11 entries.
		le := binenc.LittleEndian
		ifd := int(le.Uint32(b[4:]))
		res := ifd + 2 + 11*12 + 4
		if n, d := le.Uint32(b[res:]), le.Uint32(b[res+4:]); n != 300 || d != 1 {
			t.Errorf("%v: resolution %d/%d", size, n, d)
		}
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

// TestEngineEnv: the engine runs with the thread limit, glibc's huge-page
// tunable added to any others, and the preloaded library only on one
// thread and when it exists; a preload already set is kept.
func TestEngineEnv(t *testing.T) {
	lib := filepath.Join(t.TempDir(), "libserialomp.so")
	if err := os.WriteFile(lib, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	get := func(env []string, key string) string {
		v := ""
		for _, kv := range env {
			if k, val, _ := strings.Cut(kv, "="); k == key {
				v = val
			}
		}
		return v
	}
	base := []string{"PATH=/bin", "OMP_THREAD_LIMIT=8", "GLIBC_TUNABLES=glibc.malloc.arena_max=2"}
	tests := []struct {
		name     string
		t        Tesseract
		base     []string
		threads  int
		preload  string
		tunables string
	}{
		{"one thread, the library", Tesseract{Preload: lib}, base, 1, lib, "glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1"},
		{"two threads: no stand-ins", Tesseract{Preload: lib}, base, 2, "", "glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1"},
		{"a missing library", Tesseract{Preload: lib + ".gone"}, []string{"PATH=/bin"}, 1, "", "glibc.malloc.hugetlb=1"},
		{"none", Tesseract{Preload: "-"}, []string{"PATH=/bin"}, 1, "", "glibc.malloc.hugetlb=1"},
		{"a preload of the caller's kept", Tesseract{Preload: lib}, []string{"LD_PRELOAD=/x.so", "GLIBC_TUNABLES=glibc.malloc.hugetlb=0"}, 1, lib + ":/x.so", "glibc.malloc.hugetlb=0"},
		{"already preloaded", Tesseract{Preload: lib}, []string{"LD_PRELOAD=" + lib}, 1, lib, "glibc.malloc.hugetlb=1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := tt.t.env(tt.base, tt.threads)
			if got := get(env, "OMP_THREAD_LIMIT"); got != strconv.Itoa(tt.threads) {
				t.Errorf("OMP_THREAD_LIMIT=%s", got)
			}
			if got := get(env, "LD_PRELOAD"); got != tt.preload {
				t.Errorf("LD_PRELOAD=%q, want %q", got, tt.preload)
			}
			if got := get(env, "GLIBC_TUNABLES"); got != tt.tunables {
				t.Errorf("GLIBC_TUNABLES=%q, want %q", got, tt.tunables)
			}
			if get(env, "PATH") != "/bin" && len(tt.base) > 0 && get(tt.base, "PATH") != "" {
				t.Errorf("PATH lost: %q", env)
			}
		})
	}
}

// TestWatchRSS: the watcher reads the high-water mark of a running
// process (this one) from its status file, read again in place.
func TestWatchRSS(t *testing.T) {
	if got := statusKB([]byte("Name:\ttesseract\nVmPeak:\t  9000 kB\nVmHWM:\t   70656 kB\nVmRSS:\t 1 kB\n"), "VmHWM:"); got != 70656 {
		t.Errorf("statusKB = %d, want 70656", got)
	}
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("no /proc")
	}
	done := make(chan struct{})
	rss, sample := watchRSS(os.Getpid(), done)
	time.Sleep(20 * time.Millisecond)
	sample()
	close(done)
	if kb := <-rss; kb <= 0 {
		t.Errorf("peak %d KiB, want > 0", kb)
	}
}

// TestTesseractTempDir: a run writes its page image into the engine's
// TempDir and removes it after; ClearTempDir removes what a killed run
// left there and refuses to clear the shared temporary directory.
func TestTesseractTempDir(t *testing.T) {
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh")
	}
	dir := filepath.Join(t.TempDir(), "ocr-engine")
	seen := filepath.Join(t.TempDir(), "seen")
	eng := Tesseract{
		Path:    fakeEngine(t, `dirname "$1" > `+seen+`; cat >/dev/null; printf '5\t1\t1\t1\t1\t1\t0\t0\t9\t9\t91\tx\n'`),
		TempDir: dir,
	}
	if err := (Tesseract{}).ClearTempDir(); err == nil {
		t.Fatal("ClearTempDir without a TempDir of its own: no error")
	}
	if err := eng.ClearTempDir(); err != nil {
		t.Fatal(err)
	}
	left := filepath.Join(dir, "ocr-page-killed.tif")
	if err := os.WriteFile(left, []byte("II*\x00"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := eng.ClearTempDir(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(left); !os.IsNotExist(err) {
		t.Fatalf("a killed run's page is still there: %v", err)
	}
	if _, err := eng.Recognize(context.Background(), image.NewGray(image.Rect(0, 0, 40, 20)), RecognizeOptions{}); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(seen)
	if err != nil {
		t.Fatal(err)
	}
	if strings.TrimSpace(string(got)) != dir {
		t.Errorf("the engine read its page from %q, want %q", strings.TrimSpace(string(got)), dir)
	}
	if es, _ := os.ReadDir(dir); len(es) != 0 {
		t.Errorf("files left after the run: %v", es)
	}
}
