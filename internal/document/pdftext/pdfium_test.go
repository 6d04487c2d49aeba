package pdftext

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/testkit/repo"
)

var corpus = repo.Path("testdata", "corpus")

func readCorpus(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(corpus, name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestExtractErrors(t *testing.T) {
	good := readCorpus(t, "chase_fpdf-core_month.pdf")
	expired, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	tests := []struct {
		name string
		ctx  context.Context
		x    PDFium
		pdf  []byte
		code string
	}{
		{"empty bytes", context.Background(), PDFium{}, nil, CodeEmpty},
		{"too large", context.Background(), PDFium{Limits: Limits{MaxBytes: 1000}}, good, CodeTooLarge},
		{"too many pages", context.Background(), PDFium{Limits: Limits{MaxPages: 1}}, good, CodeTooManyPage},
		{"corrupt", context.Background(), PDFium{}, []byte("%PDF-1.4\nthis is not a pdf at all\n%%EOF"), CodeCorrupt},
		{"truncated", context.Background(), PDFium{}, good[:len(good)/3], CodeCorrupt},
		{"encrypted", context.Background(), PDFium{}, readCorpus(t, "error_encrypted.pdf"), CodeEncrypted},
		{"deadline passed", expired, PDFium{}, good, CodeTimeout},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			doc, err := tc.x.Extract(tc.ctx, tc.pdf)
			if err == nil {
				t.Fatalf("got %d pages, want error %s", len(doc.Pages), tc.code)
			}
			if got := CodeOf(err); got != tc.code {
				t.Fatalf("code %q, want %q (err %v)", got, tc.code, err)
			}
			if !errors.Is(err, &Error{Code: tc.code}) {
				t.Fatalf("errors.Is does not match code %s", tc.code)
			}
		})
	}
}

func TestExtractWords(t *testing.T) {
	for _, name := range []string{"chase_fpdf-core_month.pdf", "chase_fpdf-ttf_month.pdf"} {
		t.Run(name, func(t *testing.T) {
			doc, err := PDFium{FontNames: true}.Extract(context.Background(), readCorpus(t, name))
			if err != nil {
				t.Fatal(err)
			}
			if len(doc.Pages) < 2 {
				t.Fatalf("%d pages", len(doc.Pages))
			}
			p := doc.Pages[0]
			if p.Number != 1 || p.Width != 612 || p.Height != 792 {
				t.Fatalf("page 1 = %d %vx%v", p.Number, p.Width, p.Height)
			}
			// The generator draws "CHASE" in 20 pt bold with its baseline
			// at y=48 from the top, left edge at x=40.
			var found bool
			for _, w := range p.Words {
				if w.Text == "CHASE" && w.FontSize == 20 {
					found = true
					if w.X0 < 39 || w.X0 > 41 || w.Y0 > 48 || w.Y1 < 44 || w.Y1 > 54 {
						t.Errorf("CHASE box %+v", w)
					}
					if !strings.Contains(strings.ToLower(w.FontName), "bold") && !strings.HasSuffix(w.FontName, "B") {
						t.Errorf("font %q is not bold", w.FontName)
					}
				}
				if strings.ContainsAny(w.Text, " \t\r\n") {
					t.Errorf("word %q contains white space", w.Text)
				}
			}
			if !found {
				t.Fatal("no 20pt CHASE word on page 1")
			}
			if !strings.Contains(doc.Producer, "corpusgen") {
				t.Errorf("producer %q", doc.Producer)
			}
		})
	}
}

func TestGroupWords(t *testing.T) {
	mk := func(s string, x, y float64) []char {
		var out []char
		for _, r := range s {
			if r == ' ' {
				out = append(out, char{r: ' '})
				x += 3
				continue
			}
			out = append(out, char{r: r, x0: x, x1: x + 5, y0: y, y1: y + 10})
			x += 5
		}
		return out
	}
	tests := []struct {
		name  string
		chars []char
		want  []string
	}{
		{"spaces split", mk("01/05 DEPOSIT", 10, 10), []string{"01/05", "DEPOSIT"}},
		{"gap splits without a space", append(mk("01/05", 10, 10), mk("12.00", 100, 10)...), []string{"01/05", "12.00"}},
		{"new line splits", append(mk("ABC", 10, 10), mk("DEF", 25, 30)...), []string{"ABC", "DEF"}},
		{"pen moving back splits", append(mk("ABC", 50, 10), mk("DEF", 10, 10)...), []string{"ABC", "DEF"}},
		{"word gap of 0.2 line height without a space glyph splits", append(mk("AB", 10, 10), mk("CD", 22, 10)...), []string{"AB", "CD"}},
		{"generated line break between glyphs of one word is ignored", append(append(mk("AB", 10, 10), char{r: '\n'}), mk("CD", 20, 10)...), []string{"ABCD"}},
		{"generated line break at a real line change splits", append(append(mk("AB", 10, 10), char{r: '\n'}), mk("CD", 10, 30)...), []string{"AB", "CD"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ws, first := groupWords(tc.chars)
			var got []string
			for _, w := range ws {
				got = append(got, w.Text)
			}
			if strings.Join(got, "|") != strings.Join(tc.want, "|") {
				t.Fatalf("got %q, want %q", got, tc.want)
			}
			if len(first) != len(ws) {
				t.Fatalf("first index per word: %d vs %d", len(first), len(ws))
			}
		})
	}
}

// TestConcurrentExtract runs extractions in parallel through the shared
// pool and requires the same words as a sequential run.
func TestConcurrentExtract(t *testing.T) {
	names := []string{"chase_fpdf-core_month.pdf", "pnc_fpdf-ttf_busy.pdf", "creditunion_fpdf-words_decjan.pdf", "td_fpdf-core_negative.pdf"}
	want := map[string]int{}
	for _, n := range names {
		doc, err := PDFium{}.Extract(context.Background(), readCorpus(t, n))
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range doc.Pages {
			want[n] += len(p.Words)
		}
	}
	errs := make(chan error, 4*len(names))
	for i := 0; i < 4; i++ {
		for _, n := range names {
			go func() {
				doc, err := PDFium{}.Extract(context.Background(), readCorpus(t, n))
				if err == nil {
					got := 0
					for _, p := range doc.Pages {
						got += len(p.Words)
					}
					if got != want[n] {
						err = fmt.Errorf("%s: %d words, want %d", n, got, want[n])
					}
				}
				errs <- err
			}()
		}
	}
	for i := 0; i < 4*len(names); i++ {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}

// TestTruncatedNeverPanics cuts a PDF at many offsets: every result must
// be words or a coded error.
func TestTruncatedNeverPanics(t *testing.T) {
	b := readCorpus(t, "bofa_fpdf-ttf_month.pdf")
	for _, frac := range []float64{0.01, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99} {
		n := int(float64(len(b)) * frac)
		_, err := PDFium{}.Extract(context.Background(), b[:n])
		if err != nil && CodeOf(err) == "" {
			t.Errorf("cut at %d: uncoded error %v", n, err)
		}
	}
}

func TestNewPoolRejectsUnusableCacheDir(t *testing.T) {
	f := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(f, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	// A path below a regular file can never be created.
	if _, err := newPool(filepath.Join(f, "cache")); err == nil {
		t.Fatal("newPool accepted a cache dir that cannot exist")
	}
}

func TestCacheDirFromEnv(t *testing.T) {
	t.Setenv(EnvCacheDir, "/opt/pdfium-cache")
	if got := CacheDirFromEnv(); got != "/opt/pdfium-cache" {
		t.Fatalf("got %q", got)
	}
	t.Setenv(EnvCacheDir, "")
	if got := CacheDirFromEnv(); !strings.HasSuffix(got, "docanalysis-pdfium-cache") {
		t.Fatalf("default %q", got)
	}
}
