package main

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"codeberg.org/go-pdf/fpdf"
)

// Producers that print a Doc.
const (
	PFPDF        = "fpdf"
	PGhostscript = "ghostscript"
	PReportLab   = "reportlab"
	PCairo       = "cairo"
	PChromium    = "chromium"
	PWkhtml      = "wkhtmltopdf"
	PLibreOffice = "libreoffice"
)

// renderDoc prints a drawing list with the given producer.
func renderDoc(d *Doc, producer, out string) error {
	switch producer {
	case PFPDF:
		return writeFPDF(d, out)
	case PGhostscript:
		return writePS(d, out)
	case PReportLab, PCairo:
		return writePython(d, producer, out)
	}
	return fmt.Errorf("producer %q cannot print a drawing list", producer)
}

func writeFPDF(d *Doc, out string) error {
	pdf := fpdf.NewCustom(&fpdf.InitType{UnitStr: "pt", Size: fpdf.SizeType{Wd: d.W, Ht: d.H}})
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetMargins(0, 0, 0)
	pdf.SetCompression(true)
	pdf.SetCreationDate(d.Meta.Created)
	pdf.SetModificationDate(d.Meta.Created)
	pdf.SetTitle(d.Meta.Title, false)
	pdf.SetAuthor(d.Meta.Author, false)
	pdf.SetSubject(d.Meta.Subject, false)
	pdf.SetCreator(d.Meta.Creator, false)
	tr := pdf.UnicodeTranslatorFromDescriptor("")
	for _, p := range d.Pages {
		pdf.AddPage()
		for _, it := range p.Items {
			g := int(255 * it.Gray)
			switch it.Kind {
			case IText:
				fam, style := fpdfFont(it.Font)
				pdf.SetFont(fam, style, it.Size)
				pdf.SetTextColor(g, g, g)
				pdf.Text(it.X, it.Y, tr(it.Text))
			case ILine:
				pdf.SetDrawColor(g, g, g)
				pdf.SetLineWidth(it.LineW)
				pdf.Line(it.X, it.Y, it.X2, it.Y2)
			case IRect:
				if it.Stroke {
					pdf.SetDrawColor(g, g, g)
					pdf.SetLineWidth(it.LineW)
					pdf.Rect(it.X, it.Y, it.W, it.H, "D")
				} else {
					pdf.SetFillColor(g, g, g)
					pdf.Rect(it.X, it.Y, it.W, it.H, "F")
				}
			}
		}
	}
	return pdf.OutputFileAndClose(out)
}

// psString escapes s as a PostScript string in Latin-1.
func psString(s string) string {
	var b strings.Builder
	b.WriteByte('(')
	for _, r := range s {
		switch {
		case r == '(' || r == ')' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r < 128:
			b.WriteRune(r)
		case r < 256:
			fmt.Fprintf(&b, "\\%03o", r)
		case r == '\u2019':
			b.WriteString("\\047")
		default:
			b.WriteByte('?')
		}
	}
	b.WriteByte(')')
	return b.String()
}

// writePS writes a PostScript program and distils it with Ghostscript's
// ps2pdf, the way print-stream statement systems do.
func writePS(d *Doc, out string) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%%!PS-Adobe-3.0\n%%%%Title: %s\n%%%%Creator: %s\n%%%%Pages: %d\n%%%%BoundingBox: 0 0 %.0f %.0f\n%%%%EndComments\n",
		d.Meta.Title, d.Meta.Creator, len(d.Pages), d.W, d.H)
	b.WriteString(`/reenc { findfont dup length dict begin { 1 index /FID ne { def } { pop pop } ifelse } forall /Encoding ISOLatin1Encoding 256 array copy dup 45 /hyphen put dup 39 /quotesingle put dup 96 /grave put def currentdict end definefont pop } def
`)
	fonts := map[string]string{}
	for _, p := range d.Pages {
		for _, it := range p.Items {
			if it.Kind == IText && fonts[it.Font] == "" {
				fonts[it.Font] = fmt.Sprintf("F%d", len(fonts)+1)
				fmt.Fprintf(&b, "/%s /%s reenc\n", fonts[it.Font], it.Font)
			}
		}
	}
	fmt.Fprintf(&b, "[ /Title %s /Author %s /Subject %s /Creator %s /DOCINFO pdfmark\n",
		psString(d.Meta.Title), psString(d.Meta.Author), psString(d.Meta.Subject), psString(d.Meta.Creator))
	b.WriteString("%%EndProlog\n")
	for i, p := range d.Pages {
		fmt.Fprintf(&b, "%%%%Page: %d %d\n<< /PageSize [%.0f %.0f] >> setpagedevice\n", i+1, i+1, d.W, d.H)
		for _, it := range p.Items {
			switch it.Kind {
			case IText:
				fmt.Fprintf(&b, "%.3f setgray /%s %.2f selectfont %.2f %.2f moveto %s show\n", it.Gray, fonts[it.Font], it.Size, it.X, d.H-it.Y, psString(it.Text))
			case ILine:
				fmt.Fprintf(&b, "%.3f setgray %.2f setlinewidth newpath %.2f %.2f moveto %.2f %.2f lineto stroke\n", it.Gray, it.LineW, it.X, d.H-it.Y, it.X2, d.H-it.Y2)
			case IRect:
				if it.Stroke {
					fmt.Fprintf(&b, "%.3f setgray %.2f setlinewidth %.2f %.2f %.2f %.2f rectstroke\n", it.Gray, it.LineW, it.X, d.H-it.Y-it.H, it.W, it.H)
				} else {
					fmt.Fprintf(&b, "%.3f setgray %.2f %.2f %.2f %.2f rectfill\n", it.Gray, it.X, d.H-it.Y-it.H, it.W, it.H)
				}
			}
		}
		b.WriteString("showpage\n")
	}
	b.WriteString("%%EOF\n")
	ps := strings.TrimSuffix(out, ".pdf") + ".ps"
	if err := os.WriteFile(ps, b.Bytes(), 0o644); err != nil {
		return fmt.Errorf("write postscript: %w", err)
	}
	defer os.Remove(ps)
	cmd := exec.Command("ps2pdf", "-dPDFSETTINGS=/printer", ps, out)
	cmd.Env = append(os.Environ(), fmt.Sprintf("SOURCE_DATE_EPOCH=%d", d.Meta.Created.Unix()))
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("ps2pdf: %w: %s", err, msg)
	}
	return nil
}

//go:embed py/drawlist.py
var drawlistPy []byte

// writePython hands the drawing list to the ReportLab or cairo printer.
func writePython(d *Doc, producer, out string) error {
	js, err := json.Marshal(d)
	if err != nil {
		return fmt.Errorf("encode drawing list: %w", err)
	}
	dir, err := os.MkdirTemp("", "blindgen-py")
	if err != nil {
		return fmt.Errorf("temp dir: %w", err)
	}
	defer os.RemoveAll(dir)
	script := filepath.Join(dir, "drawlist.py")
	if err := os.WriteFile(script, drawlistPy, 0o644); err != nil {
		return fmt.Errorf("write script: %w", err)
	}
	abs, err := filepath.Abs(out)
	if err != nil {
		return fmt.Errorf("output path: %w", err)
	}
	cmd := exec.Command("/usr/bin/python3", script, producer, abs)
	cmd.Stdin = bytes.NewReader(js)
	cmd.Env = append(os.Environ(), fmt.Sprintf("SOURCE_DATE_EPOCH=%d", d.Meta.Created.Unix()))
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s printer: %w: %s", producer, err, msg)
	}
	return nil
}
