package pdftext

import (
	"context"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/testkit/repo"
)

// TestFormText: a filled form's field values are no page text unless
// FormText reads the fields' appearances as the page's.
func TestFormText(t *testing.T) {
	pdf := repo.Read(t, "testdata", "forms", "app-apex-1-filled.pdf")
	text := func(x PDFium) string {
		d, err := x.Extract(context.Background(), pdf)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		for _, p := range d.Pages {
			for _, w := range p.Words {
				b.WriteString(w.Text + " ")
			}
		}
		return b.String()
	}
	plain, withFields := text(PDFium{}), text(PDFium{FormText: true})
	if len(withFields) <= len(plain) {
		t.Fatalf("FormText read %d characters, without it %d: the fields' values were not read", len(withFields), len(plain))
	}
	// The plain reading is unchanged by the option being available.
	if again := text(PDFium{}); again != plain {
		t.Error("a plain extraction differs from the first")
	}
}
