package fraud

import (
	"strings"

	"github.com/docanalysis/service/internal/document/pdfdoc"
)

// Producer classes. Banks generate statements with document-composition
// systems (Adobe PDF Library, iText, PDFlib, OpenText Exstream, Quadient,
// Crystal Reports…); a statement saved by a PDF editor, typed in a word
// processor or printed through a PDF driver has passed through someone's
// hands after the bank produced it.
const (
	classEditor        = "editor"
	classWordProcessor = "word_processor"
	classPrinter       = "print_driver"
)

// producerPatterns are matched, lower-cased, against the Info Producer and
// Creator, XMP pdf:Producer and xmp:CreatorTool, and the software agents
// of the XMP edit history. Order matters: the first match wins, so
// specific names come before the generic ones they contain.
var producerPatterns = []struct {
	substr string
	class  string
	name   string
}{
	// Online tools and PDF editors.
	{"ilovepdf", classEditor, "iLovePDF"},
	{"sejda", classEditor, "Sejda"},
	{"smallpdf", classEditor, "Smallpdf"},
	{"pdf24", classEditor, "PDF24"},
	{"pdfescape", classEditor, "PDFescape"},
	{"pdffiller", classEditor, "pdfFiller"},
	{"dochub", classEditor, "DocHub"},
	{"pdfsimpli", classEditor, "PDFSimpli"},
	{"sodapdf", classEditor, "Soda PDF"},
	{"soda pdf", classEditor, "Soda PDF"},
	{"hipdf", classEditor, "HiPDF"},
	{"pdfcandy", classEditor, "PDF Candy"},
	{"pdf candy", classEditor, "PDF Candy"},
	{"lightpdf", classEditor, "LightPDF"},
	{"pdf2go", classEditor, "PDF2Go"},
	{"formswift", classEditor, "FormSwift"},
	{"photoshop", classEditor, "Adobe Photoshop"},
	{"illustrator", classEditor, "Adobe Illustrator"},
	{"gimp", classEditor, "GIMP"},
	{"inkscape", classEditor, "Inkscape"},
	{"canva", classEditor, "Canva"},
	{"coreldraw", classEditor, "CorelDRAW"},
	{"pixelmator", classEditor, "Pixelmator"},
	{"affinity", classEditor, "Affinity"},
	{"foxit phantompdf", classEditor, "Foxit PhantomPDF"},
	{"foxit pdf editor", classEditor, "Foxit PDF Editor"},
	{"nitro", classEditor, "Nitro PDF"},
	{"pdfelement", classEditor, "Wondershare PDFelement"},
	{"wondershare", classEditor, "Wondershare"},
	{"pdf-xchange", classEditor, "PDF-XChange"},
	{"pdfxchange", classEditor, "PDF-XChange"},
	{"pdf expert", classEditor, "PDF Expert"},
	{"pdfpen", classEditor, "PDFpen"},
	{"abbyy", classEditor, "ABBYY FineReader"},
	{"acrobat pro", classEditor, "Adobe Acrobat Pro"},
	{"acrobat standard", classEditor, "Adobe Acrobat Standard"},
	{"adobe acrobat 2", classEditor, "Adobe Acrobat"},
	{"adobe acrobat dc", classEditor, "Adobe Acrobat DC"},
	{"pdfcpu", classEditor, "pdfcpu"},
	{"pypdf", classEditor, "pypdf"},
	{"pikepdf", classEditor, "pikepdf"},
	// Word processors and office suites.
	{"microsoft® word", classWordProcessor, "Microsoft Word"},
	{"microsoft word", classWordProcessor, "Microsoft Word"},
	{"word for microsoft 365", classWordProcessor, "Microsoft Word"},
	{"microsoft® excel", classWordProcessor, "Microsoft Excel"},
	{"microsoft excel", classWordProcessor, "Microsoft Excel"},
	{"libreoffice", classWordProcessor, "LibreOffice"},
	{"openoffice", classWordProcessor, "OpenOffice"},
	{"google docs", classWordProcessor, "Google Docs"},
	{"wps writer", classWordProcessor, "WPS Writer"},
	{"wps office", classWordProcessor, "WPS Office"},
	{"pages", classWordProcessor, "Apple Pages"},
	// Print-to-PDF drivers and browsers.
	{"microsoft: print to pdf", classPrinter, "Microsoft Print to PDF"},
	{"microsoft print to pdf", classPrinter, "Microsoft Print to PDF"},
	{"quartz pdfcontext", classPrinter, "macOS Quartz PDFContext"},
	{"skia/pdf", classPrinter, "Chromium (Skia/PDF)"},
	{"chromium", classPrinter, "Chromium"},
	{"chrome", classPrinter, "Chrome"},
	{"wkhtmltopdf", classPrinter, "wkhtmltopdf"},
	{"cutepdf", classPrinter, "CutePDF"},
	{"bullzip", classPrinter, "Bullzip"},
	{"pdfcreator", classPrinter, "PDFCreator"},
	{"dopdf", classPrinter, "doPDF"},
	{"primopdf", classPrinter, "PrimoPDF"},
	{"novapdf", classPrinter, "novaPDF"},
	{"foxit reader pdf printer", classPrinter, "Foxit PDF Printer"},
	{"ghostscript", classPrinter, "Ghostscript"},
}

// toolkitWriters are the online toolkits whose own writer is known, so
// that a file they really wrote can be told from a file that only
// carries their name. People run statements through them to unlock a
// password-protected statement (Indian banks e-mail every statement
// under one), to compress it under an upload form's limit or to merge
// months into one file. A file whose bytes are the toolkit's own was
// last saved by it, which is worth saying but is no evidence that the
// content changed: the toolkit's editor cannot change a bank's text in
// place, and what it adds (a box over a figure, text over text, a font
// of its own) is found by the drawing signals. producer_editor then
// weighs toolkitPassWeight. A producer name the bytes do not bear out
// keeps the editor's full weight.
//
// iLovePDF writes through Apache PDFBox: the comment E2 E3 CF D3 after
// the header and every dictionary one key to a line (three real
// statements of the field set, from two banks; a pdfcpu rewrite that
// names iLovePDF writes its keys sorted on one line). Where its larger
// dictionaries are packed in object streams, the small ones it leaves
// in the file (graphics states, "<<\n/ca 1\n>>") show the same hand
// (an SBI statement of the field set, unlocked online).
//
// pypdf (PyPDF2 before it) is the library people script to decrypt a
// statement or merge months: it copies the pages' content as it is and
// writes its own dictionaries one key to a line, with no binary comment
// (PyPDF2) or E2 E3 CF D3 (pypdf 3 on). An HDFC e-statement of the
// field2 set, decrypted by its owner, is such a file. Content a script
// adds through it (a page merged over another, a box, new text) is found
// by the drawing and font signals, as with the online toolkits.
var toolkitWriters = map[string]func(w pdfdoc.Writer) bool{
	"iLovePDF": func(w pdfdoc.Writer) bool {
		return string(w.Comment) == "\xe2\xe3\xcf\xd3" && linesWriter(w)
	},
	"pypdf": func(w pdfdoc.Writer) bool {
		return (len(w.Comment) == 0 || string(w.Comment) == "\xe2\xe3\xcf\xd3") && linesWriter(w)
	},
}

// linesWriter reports a file written one key to a line throughout: its
// dictionaries of three keys or more when it has enough of them, else its
// small ones.
func linesWriter(w pdfdoc.Writer) bool {
	if w.Dicts >= sortedMinDicts {
		return float64(w.LineDicts) >= sortedShare*float64(w.Dicts)
	}
	return w.Dicts == 0 && w.SmallDicts >= sortedMinDicts && float64(w.SmallLineDicts) >= sortedShare*float64(w.SmallDicts)
}

// toolkitPassWeight is producer_editor's weight for a file its online
// toolkit really wrote: substantive (it corroborates a few rows whose
// arithmetic fails) but low alone.
const toolkitPassWeight = 20

// toolkitPass reports whether every tool named is an online toolkit
// whose writer the file's bytes show.
func toolkitPass(names []string, w pdfdoc.Writer) bool {
	for _, n := range names {
		if ok := toolkitWriters[n]; ok == nil || !ok(w) {
			return false
		}
	}
	return len(names) > 0
}

// classify returns the class and display name of a producer string, or
// "" when it is not one of the known editors, word processors or drivers.
func classify(s string) (class, name string) {
	l := strings.ToLower(s)
	if l == "" {
		return "", ""
	}
	// LibreOffice Draw edits PDFs; LibreOffice Writer makes documents.
	if strings.Contains(l, "draw") && strings.Contains(l, "libreoffice") {
		return classEditor, "LibreOffice Draw"
	}
	for _, p := range producerPatterns {
		if p.substr == "pages" {
			// Apple Pages writes "Pages" as its creator; the word alone
			// appears in too many other names to match as a substring.
			if l == "pages" || strings.HasPrefix(l, "pages ") {
				return p.class, p.name
			}
			continue
		}
		if strings.Contains(l, p.substr) {
			return p.class, p.name
		}
	}
	return "", ""
}
