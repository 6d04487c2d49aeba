package tamper

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/testkit/repo"

	"github.com/docanalysis/service/internal/document/pdftext"
)

var corpusDir = repo.Path("testdata", "corpus")

func sources(t *testing.T, names ...string) []Source {
	t.Helper()
	all, err := LoadSources(corpusDir)
	if err != nil {
		t.Fatal(err)
	}
	var out []Source
	for _, s := range all {
		for _, n := range names {
			if s.Name == n {
				out = append(out, s)
			}
		}
	}
	if len(out) != len(names) {
		t.Fatalf("found %d of %v", len(out), names)
	}
	return out
}

func TestLoadSourcesLeavesOutNonStatements(t *testing.T) {
	all, err := LoadSources(corpusDir)
	if err != nil {
		t.Fatal(err)
	}
	if len(all) < 90 {
		t.Fatalf("only %d sources", len(all))
	}
	for _, s := range all {
		if strings.HasPrefix(s.Name, "libreoffice_") || strings.HasPrefix(s.Name, "notbank_") ||
			strings.HasPrefix(s.Name, "error_") || strings.HasPrefix(s.Name, "missing_pages") {
			t.Errorf("%s is not a clean complete statement", s.Name)
		}
	}
}

func text(t *testing.T, pdf []byte) string {
	t.Helper()
	doc, err := pdftext.PDFium{}.Extract(context.Background(), pdf)
	if err != nil {
		t.Fatalf("forged file does not open: %v", err)
	}
	var b strings.Builder
	for _, p := range doc.Pages {
		for _, w := range p.Words {
			b.WriteString(w.Text)
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// TestKinds forges every kind from a core-font, an embedded-font and a
// Chromium statement and checks the change is really in the file.
func TestKinds(t *testing.T) {
	srcs := sources(t, "chase_fpdf-core_month", "pnc_fpdf-ttf_decjan", "chromium_html-running_month")
	for _, k := range Kinds {
		for i, s := range srcs {
			t.Run(k.Name+"/"+s.Name, func(t *testing.T) {
				pdf, label, err := Generate(k, s, i)
				if errors.Is(err, ErrNotApplicable) {
					t.Skipf("not applicable: %v", err)
				}
				if err != nil {
					t.Fatal(err)
				}
				if label.Kind != k.Name || label.File != k.Name+"__"+s.Name+".pdf" || label.Technique == "" {
					t.Errorf("label %+v", label)
				}
				again, _, err := Generate(k, s, i)
				if err != nil || !bytes.Equal(pdf, again) {
					t.Fatalf("not deterministic (%v)", err)
				}
				eofs := bytes.Count(pdf, []byte("%%EOF"))
				txt := text(t, pdf)
				switch k.Name {
				case "incremental_content", "incremental_metadata":
					if eofs != bytes.Count(s.PDF, []byte("%%EOF"))+1 || !bytes.HasPrefix(pdf, s.PDF) {
						t.Errorf("not an incremental update of the original (%d %%%%EOF)", eofs)
					}
				default:
					if eofs != 1 {
						t.Errorf("%d %%%%EOF in a rewritten file", eofs)
					}
				}
				switch k.Name {
				case "incremental_content", "amount_edit":
					old, nw := label.Detail["old"].(string), label.Detail["new"].(string)
					if strings.Contains(txt, " "+old+" ") || !strings.Contains(txt, nw) || old == nw {
						t.Errorf("amount %s → %s not retyped", old, nw)
					}
				case "overlay":
					old, nw := label.Detail["old"].(string), label.Detail["new"].(string)
					if !strings.Contains(txt, old) || !strings.Contains(txt, nw) {
						t.Errorf("overlay must leave %s under %s in the text layer", old, nw)
					}
				case "copied_rows":
					copied := label.Detail["copied"].(string)
					if n := strings.Count(txt, strings.Fields(copied)[len(strings.Fields(copied))-2]); n < 2 {
						t.Errorf("copied row %q appears %d times", copied, n)
					}
				case "word_processor":
					if !bytes.Contains(pdf, []byte("/Producer")) || !strings.Contains(txt, s.Truth.AccountHolderName) {
						t.Errorf("retyped statement lacks producer or holder")
					}
				case "date_shift":
					if label.Detail["dates_shifted"].(int) < len(s.Truth.Transactions)/2 {
						t.Errorf("detail %v", label.Detail)
					}
				}
			})
		}
	}
}

func TestInflate(t *testing.T) {
	for in, want := range map[string]string{"1,234.56": "5,234.56", "7.00": "9.00", "9,876.54": "9,976.54", "99.99": "99.99"} {
		if got := inflate(in); got != want {
			t.Errorf("inflate(%s) = %s, want %s", in, got, want)
		}
	}
}

func TestShiftDate(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"01/05", "02/05"}, {"1/31", "2/28"}, {"12/15", "01/15"}, {"12/15/25", "01/15/26"}, {"11/30/2025", "12/30/2025"},
		{"Jan 05", "Feb 05"}, {"Dec. 3", "Jan. 3"}, {"January 31, 2026", "February 28, 2026"}, {"13/40", ""}, {"ACME", ""},
	} {
		if got := shiftDate(tt.in, 2026); got != tt.want {
			t.Errorf("shiftDate(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
