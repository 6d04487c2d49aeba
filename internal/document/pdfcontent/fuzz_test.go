package pdfcontent

import (
	"errors"
	"testing"

	"github.com/docanalysis/service/internal/testkit/hostile"
)

// FuzzInterpret feeds arbitrary content streams to the interpreter the
// fraud score reads pages with: it must never panic or loop, and stays
// within its limits. Seeds: real operators and the hostile content
// streams (truncated: the fuzzer mutates small inputs best).
func FuzzInterpret(f *testing.F) {
	f.Add([]byte("BT /F1 10 Tf 72 700 Td (01/05 DEPOSIT 100.00) Tj ET"))
	f.Add([]byte("q 1 0 0 1 0 0 cm 1 1 1 rg 10 10 50 20 re f Q BT [(A) -200 (B)] TJ ET"))
	f.Add([]byte("/Fm1 Do BI /W 1 /H 1 /BPC 8 /CS /G ID \x00 EI ((((nested)))) [[[[ << /a [1 2 (x)] >>"))
	for _, c := range hostile.Contents() {
		f.Add(c.Data[:min(len(c.Data), 4096)])
	}
	lim := Limits{MaxItems: 10_000, MaxBytes: 1 << 20, MaxDepth: 8}
	res := fakeRes{fonts: map[string]Font{}, forms: map[string]string{"Fm1": "/Fm1 Do /Fm1 Do (x) Tj"}, mat: Identity}
	f.Fuzz(func(t *testing.T, content []byte) {
		p, err := lim.Interpret(content, res)
		if p == nil {
			t.Fatal("nil page")
		}
		if p.Items > lim.MaxItems+1 && !errors.Is(err, ErrLimit) {
			t.Fatalf("%d items without a limit error", p.Items)
		}
	})
}
