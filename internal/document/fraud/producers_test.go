package fraud

import "testing"

func TestClassify(t *testing.T) {
	for _, tt := range []struct{ s, class, name string }{
		{"iLovePDF", classEditor, "iLovePDF"},
		{"Adobe Acrobat Pro DC 21.1", classEditor, "Adobe Acrobat Pro"},
		{"Acrobat Distiller 11.0 (Windows)", "", ""},
		{"Adobe PDF Library 17.0", "", ""},
		{"Microsoft® Word for Microsoft 365", classWordProcessor, "Microsoft Word"},
		{"Skia/PDF m120 Google Docs Renderer", classWordProcessor, "Google Docs"},
		{"Skia/PDF m148", classPrinter, "Chromium (Skia/PDF)"},
		{"macOS Version 14.1 (Build 23B74) Quartz PDFContext", classPrinter, "macOS Quartz PDFContext"},
		{"Pages", classWordProcessor, "Apple Pages"},
		{"iText® 7.2.5 ©2000-2023 iText Group NV", "", ""},
		{"", "", ""},
	} {
		c, n := classify(tt.s)
		if c != tt.class || n != tt.name {
			t.Errorf("classify(%q) = %q %q, want %q %q", tt.s, c, n, tt.class, tt.name)
		}
	}
}
