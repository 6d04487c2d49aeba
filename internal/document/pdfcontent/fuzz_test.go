package pdfcontent

import "testing"

// FuzzInterpret feeds arbitrary content streams to the interpreter the
// fraud score reads pages with: it must never panic or loop.
func FuzzInterpret(f *testing.F) {
	f.Add([]byte("BT /F1 10 Tf 72 700 Td (01/05 DEPOSIT 100.00) Tj ET"))
	f.Add([]byte("q 1 0 0 1 0 0 cm 1 1 1 rg 10 10 50 20 re f Q BT [(A) -200 (B)] TJ ET"))
	f.Add([]byte("/Fm1 Do BI /W 1 /H 1 /BPC 8 /CS /G ID \x00 EI ((((nested)))) [[[[ << /a [1 2 (x)] >>"))
	f.Fuzz(func(t *testing.T, content []byte) {
		_, _ = Interpret(content, nil)
	})
}
