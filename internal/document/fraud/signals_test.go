package fraud

import (
	"fmt"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/document/pdfcontent"
	"github.com/docanalysis/service/internal/document/pdfdoc"
	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/document/statement"
	"github.com/docanalysis/service/internal/domain/result"
)

func p[T any](v T) *T { return &v }

func date(s string) time.Time {
	t, err := time.Parse("2006-01-02 15:04", s)
	if err != nil {
		panic(err)
	}
	return t
}

// stmt is a parsed statement of January 2026 with the given rows.
func stmt(rows ...result.Transaction) *result.Statement {
	return &result.Statement{PeriodStart: p("2026-01-01"), PeriodEnd: p("2026-01-31"),
		Transactions: rows, Detection: result.Detection{DocumentType: "bank_statement"}}
}

func row(d, desc string, amt float64, typ string) result.Transaction {
	return result.Transaction{Date: p(d), Description: p(desc), Amount: p(amt), Type: p(typ), Page: 1}
}

// signedColumn is a signed amount column of eight rows whose two
// deposits (40.00 and 125.00) are set in Arial-Bold and whose other
// amounts are in Arial, the last row's given: a debit keeps every
// deposit bold, a deposit in Arial makes the bold ones two of three.
func signedColumn(desc, amt, font string, v float64, typ string) *env {
	type r struct {
		desc, amt, font string
		v               float64
		typ             string
	}
	rs := []r{{"Venmo", "40.00", "Arial-Bold", 40, "credit"}, {"Lyft", "-36.54", "Arial", 36.54, "debit"}, {"Uber", "-20.92", "Arial", 20.92, "debit"},
		{"Cash", "125.00", "Arial-Bold", 125, "credit"}, {"Zelle", "-8.00", "Arial", 8, "debit"}, {"ATM", "-60.00", "Arial", 60, "debit"},
		{"Shell", "-41.10", "Arial", 41.10, "debit"}, {desc, amt, font, v, typ}}
	var ws []pdftext.Word
	var rows []result.Transaction
	for i, x := range rs {
		y := 100 + 20*float64(i)
		ws = append(ws, w(x.desc, "Arial", 100, y, 130, y+10), w(x.amt, x.font, 530-5*float64(len(x.amt)), y, 530, y+10))
		rows = append(rows, row(fmt.Sprintf("2026-01-%02d", i+2), x.desc, x.v, x.typ))
	}
	return &env{doc: words(ws...), res: stmt(rows...)}
}

func words(ws ...pdftext.Word) *pdftext.Document {
	return &pdftext.Document{Pages: []pdftext.Page{{Number: 1, Width: 612, Height: 792, Words: ws}}}
}

func w(text, font string, x0, y0, x1, y1 float64) pdftext.Word {
	return pdftext.Word{Text: text, FontName: font, X0: x0, Y0: y0, X1: x1, Y1: y1}
}

// page builds a one-page structure from content and fonts.
func page(content string, fonts map[string]pdfdoc.FontInfo) *pdfdoc.Structure {
	c, err := pdfcontent.Interpret([]byte(content), nil)
	if err != nil {
		panic(err)
	}
	return &pdfdoc.Structure{Pages: []pdfdoc.Page{{Number: 1, MediaBox: pdfcontent.Rect{X1: 612, Y1: 792}, Fonts: fonts, Drawing: pdfdoc.NewDrawing(c)}}}
}

var helv = pdfdoc.FontInfo{BaseFont: "Helvetica", Family: "Helvetica", Subtype: "Type1", Standard14: true}
var arial = pdfdoc.FontInfo{BaseFont: "ABCDEF+Arial", Family: "Arial", Subtype: "TrueType", Embedded: true}

func TestSignals(t *testing.T) {
	tests := []struct {
		name   string
		sig    signal
		env    *env
		code   string // "" = no finding
		weight int
	}{
		// Producers.
		{"editor producer", producerSignal(classEditor, "producer_editor"),
			&env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Present: true, Producer: "iLovePDF"}}}, "producer_editor", 45},
		{"a file iLovePDF really wrote (PDFBox's habits)", producerSignal(classEditor, "producer_editor"),
			&env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Present: true, Producer: "iLovePDF"},
				Writer: pdfdoc.Writer{Version: "1.4", Comment: []byte("\xe2\xe3\xcf\xd3"), DocumentID: true, Dicts: 25, LineDicts: 25}}}, "producer_editor", toolkitPassWeight},
		{"iLovePDF's name on a file another program wrote", producerSignal(classEditor, "producer_editor"),
			&env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Present: true, Producer: "iLovePDF"},
				Writer: pdfdoc.Writer{Version: "1.3", Comment: []byte("\xe2\xe3\xcf\xd3"), Dicts: 9, SortedDicts: 9, LongReals: 2}}}, "producer_editor", 45},
		{"iLovePDF with its larger dictionaries packed in object streams", producerSignal(classEditor, "producer_editor"),
			&env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Present: true, Producer: "iLovePDF"},
				Writer: pdfdoc.Writer{Version: "1.5", Comment: []byte("\xe2\xe3\xcf\xd3"), SmallDicts: 885, SmallLineDicts: 885}}}, "producer_editor", toolkitPassWeight},
		{"iLovePDF's name, small dictionaries on one line", producerSignal(classEditor, "producer_editor"),
			&env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Present: true, Producer: "iLovePDF"},
				Writer: pdfdoc.Writer{Version: "1.5", Comment: []byte("\xe2\xe3\xcf\xd3"), SmallDicts: 40, SmallLineDicts: 3}}}, "producer_editor", 45},
		{"a file PyPDF2 wrote (a decrypted statement)", producerSignal(classEditor, "producer_editor"),
			&env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Present: true, Producer: "PyPDF2"},
				Writer: pdfdoc.Writer{Version: "1.3", Dicts: 25, LineDicts: 25}}}, "producer_editor", toolkitPassWeight},
		{"pypdf's name on a file pdfcpu wrote", producerSignal(classEditor, "producer_editor"),
			&env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Present: true, Producer: "pypdf"},
				Writer: pdfdoc.Writer{Version: "1.3", Comment: []byte("\xe2\xe3\xcf\xd3"), Dicts: 9, SortedDicts: 9, LongReals: 2}}}, "producer_editor", 45},
		{"iLovePDF and a desktop editor", producerSignal(classEditor, "producer_editor"),
			&env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Present: true, Producer: "iLovePDF", Creator: "Foxit PDF Editor"},
				Writer: pdfdoc.Writer{Version: "1.4", Comment: []byte("\xe2\xe3\xcf\xd3"), DocumentID: true, Dicts: 25, LineDicts: 25}}}, "producer_editor", 45},
		{"editor in XMP history", producerSignal(classEditor, "producer_editor"),
			&env{st: &pdfdoc.Structure{XMP: pdfdoc.XMP{Present: true, History: []pdfdoc.XMPEvent{{Action: "saved", Agent: "Adobe Photoshop 25.0"}}}}}, "producer_editor", 45},
		{"word producer", producerSignal(classWordProcessor, "producer_word_processor"),
			&env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Present: true, Producer: "Microsoft® Word for Microsoft 365"}}}, "producer_word_processor", 40},
		{"LibreOffice Writer", producerSignal(classWordProcessor, "producer_word_processor"),
			&env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Present: true, Producer: "LibreOffice 7.4", Creator: "Writer"}}}, "producer_word_processor", 40},
		{"LibreOffice Draw is an editor, not a word processor", producerSignal(classWordProcessor, "producer_word_processor"),
			&env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Present: true, Producer: "LibreOffice 7.4", Creator: "Draw"}}}, "", 0},
		{"LibreOffice Draw", producerSignal(classEditor, "producer_editor"),
			&env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Present: true, Producer: "LibreOffice 7.4", Creator: "Draw"}}}, "producer_editor", 45},
		{"print driver", producerSignal(classPrinter, "producer_print_driver"),
			&env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Present: true, Producer: "Skia/PDF m148", Creator: "Chromium"}}}, "producer_print_driver", 10},
		{"bank composition software", producerSignal(classEditor, "producer_editor"),
			&env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Present: true, Producer: "Adobe PDF Library 17.0", Creator: "OpenText Exstream"}}}, "", 0},
		{"Pages only as a whole word", producerSignal(classWordProcessor, "producer_word_processor"),
			&env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Present: true, Producer: "StatementPages Server 4"}}}, "", 0},

		// Metadata and dates.
		{"stripped", metadataStripped, &env{st: &pdfdoc.Structure{}}, "metadata_stripped", 25},
		{"not stripped", metadataStripped, &env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Present: true, Producer: "x"}}}, "", 0},
		{"info and xmp disagree", metadataMismatch, &env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Present: true, Producer: "Sejda"},
			XMP: pdfdoc.XMP{Present: true, Producer: "Adobe PDF Library 15.0"}}}, "metadata_mismatch", 30},
		{"info and xmp agree", metadataMismatch, &env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Present: true, Producer: "Adobe PDF Library 15.0", Created: date("2026-02-02 10:00")},
			XMP: pdfdoc.XMP{Present: true, Producer: "Adobe PDF Library 15.0", Created: date("2026-02-02 10:01")}}}, "", 0},
		{"modified a day later", modifiedAfterCreation, &env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Created: date("2026-02-02 10:00"), Modified: date("2026-02-03 10:00")}}}, "modified_after_creation", 25},
		{"modified seconds later", modifiedAfterCreation, &env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Created: date("2026-02-02 10:00"), Modified: date("2026-02-02 10:01")}}}, "", 0},
		{"modified before created", modifiedBeforeCreation, &env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Created: date("2026-02-02 10:00"), Modified: date("2026-01-02 10:00")}}}, "modified_before_creation", 25},
		{"created inside the period", createdBeforePeriodEnd, &env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Created: date("2026-01-20 10:00")}}, res: stmt()}, "created_before_period_end", 45},
		{"created on the last day", createdBeforePeriodEnd, &env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Created: date("2026-01-31 23:00")}}, res: stmt()}, "", 0},
		{"created years before the period from a template, written after it ended", createdBeforePeriodEnd,
			&env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Created: date("2012-11-26 21:12"), Modified: date("2026-02-01 16:19")}}, res: stmt()}, "", 0},
		{"created years before the period and never written after it", createdBeforePeriodEnd,
			&env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Created: date("2012-11-26 21:12"), Modified: date("2026-01-20 16:19")}}, res: stmt()}, "created_before_period_end", 45},
		{"a template's creation date: the modification is provenance", modifiedAfterCreation,
			&env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Created: date("2012-11-26 21:12"), Modified: date("2026-02-01 16:19")}}, res: stmt()}, "modified_after_creation", provenanceAlone},
		{"created months later (download)", createdBeforePeriodEnd, &env{st: &pdfdoc.Structure{Info: pdfdoc.Info{Created: date("2026-11-20 10:00")}}, res: stmt()}, "", 0},
		{"xmp saved", xmpEditHistory, &env{st: &pdfdoc.Structure{XMP: pdfdoc.XMP{History: []pdfdoc.XMPEvent{{Action: "created"}, {Action: "saved", Agent: "Acrobat"}}}}}, "xmp_edit_history", 20},
		{"xmp created only", xmpEditHistory, &env{st: &pdfdoc.Structure{XMP: pdfdoc.XMP{History: []pdfdoc.XMPEvent{{Action: "created"}}}}}, "", 0},

		// Incremental updates.
		{"content update", incrementalUpdate("content", "incremental_update_content"),
			&env{st: &pdfdoc.Structure{Revisions: []pdfdoc.Revision{{XRef: "table"}, {XRef: "table", Kind: "content"}, {XRef: "table", Kind: "metadata"}}}}, "incremental_update_content", 50},
		{"metadata not reported beside content", incrementalUpdate("metadata", "incremental_update_metadata"),
			&env{st: &pdfdoc.Structure{Revisions: []pdfdoc.Revision{{XRef: "table"}, {XRef: "table", Kind: "content"}, {XRef: "table", Kind: "metadata"}}}}, "", 0},
		{"metadata-only update", incrementalUpdate("metadata", "incremental_update_metadata"),
			&env{st: &pdfdoc.Structure{Revisions: []pdfdoc.Revision{{XRef: "table"}, {XRef: "table", Kind: "metadata"}}}}, "incremental_update_metadata", 25},
		{"signature update is not reported", incrementalUpdate("annotation", "incremental_update_annotation"),
			&env{st: &pdfdoc.Structure{Revisions: []pdfdoc.Revision{{XRef: "table"}, {XRef: "table", Kind: "signature"}}}}, "", 0},
		{"no update", incrementalUpdate("content", "incremental_update_content"),
			&env{st: &pdfdoc.Structure{Revisions: []pdfdoc.Revision{{XRef: "stream"}}}}, "", 0},
		{"mixed xref", mixedXRefStyles, &env{st: &pdfdoc.Structure{Revisions: []pdfdoc.Revision{{XRef: "table"}, {XRef: "stream"}}}}, "mixed_xref_styles", 15},
		{"hybrid then table", mixedXRefStyles, &env{st: &pdfdoc.Structure{Revisions: []pdfdoc.Revision{{XRef: "hybrid"}, {XRef: "table"}}}}, "", 0},

		// Drawing.
		{"white box over earlier text", boxOverText, &env{st: page("BT /F1 9 Tf 100 100 Td (12.00) Tj ET 1 g 99 97 30 12 re f", nil)}, "box_over_text", 45},
		{"background before text", boxOverText, &env{st: page("1 g 99 97 30 12 re f BT /F1 9 Tf 100 100 Td (12.00) Tj ET", nil)}, "", 0},
		{"rule under text", boxOverText, &env{st: page("BT /F1 9 Tf 100 100 Td (12.00) Tj ET 0 g 90 98 200 1 re f", nil)}, "", 0},
		{"text outside page", textOutsidePage, &env{st: page("BT /F1 9 Tf 700 100 Td (12.00) Tj ET", nil)}, "text_outside_page", 20},
		{"invisible text outside page", textOutsidePage, &env{st: page("BT 3 Tr /F1 9 Tf 700 100 Td (12.00) Tj ET", nil)}, "", 0},
		{"non-embedded font among embedded", fontNotEmbedded, &env{st: page("BT /F1 9 Tf 0 0 Td (Beginning balance 1,000.00) Tj ET BT /F2 9 Tf 0 20 Td (9.00) Tj ET",
			map[string]pdfdoc.FontInfo{"F1": arial, "F2": helv})}, "font_not_embedded", 30},
		{"all standard fonts", fontNotEmbedded, &env{st: page("BT /F1 9 Tf 0 0 Td (Beginning balance 1,000.00) Tj ET",
			map[string]pdfdoc.FontInfo{"F1": helv})}, "", 0},

		// Words.
		{"words over words", textOverText, &env{doc: words(w("1,200.00", "A", 100, 100, 130, 110), w("1,900.00", "B", 100.5, 100, 130.5, 110))}, "text_over_text", 45},
		{"a description running under an amount", textOverText, &env{doc: words(w("DESCR:PAYMENT", "A", 100, 100, 160, 110), w("4,269.99", "A", 110, 100, 150, 110))}, "text_over_text", textOverWords},
		{"leader dots under a figure", textOverText, &env{doc: words(w("..................", "A", 100, 100, 200, 110), w("6.28", "A", 160, 100, 180, 110))}, "text_over_text", textOverWords},
		{"a figure over a stamp set at an angle", textOverText, &env{
			doc: words(w("470010", "A", 100, 92, 130, 102), w("94.00", "B", 101, 92, 126, 102)),
			st:  page("BT /F1 10 Tf 0.996 0.087 -0.087 0.996 100 692 Tm (470010) Tj ET", nil)}, "", 0},
		{"a figure over a stamp set one glyph at a time", textOverText, &env{
			doc: words(w("4700", "A", 100, 92, 120, 102), w("94.00", "B", 101, 92, 126, 102)),
			st: page("BT /F1 10 Tf 0.996 0.087 -0.087 0.996 100 692 Tm (4) Tj 0.996 0.087 -0.087 0.996 105 692.4 Tm (7) Tj "+
				"0.996 0.087 -0.087 0.996 110 692.8 Tm (0) Tj 0.996 0.087 -0.087 0.996 115 693.2 Tm (0) Tj ET", nil)}, "", 0},
		{"a figure over white text", textOverText, &env{
			doc: words(w("470010", "A", 100, 92, 130, 102), w("94.00", "B", 101, 92, 126, 102)),
			st:  page("1 g BT /F1 10 Tf 100 692 Td (470010) Tj ET", nil)}, "", 0},
		{"a figure over an upright figure still counts", textOverText, &env{
			doc: words(w("470010", "A", 100, 92, 130, 102), w("94.00", "B", 101, 92, 126, 102)),
			st:  page("BT /F1 10 Tf 100 692 Td (470010) Tj ET", nil)}, "text_over_text", 45},
		{"a value over the null printed for it", textOverText, &env{doc: words(w("null", "A", 28.8, 100, 41.2, 108), w("Opening", "A", 28.8, 100, 60, 108))}, "", 0},
		{"a cell's background over its null placeholder", boxOverText, &env{
			doc: words(w("null", "A", 100, 684.4, 120, 694.3)),
			st:  page("BT /F1 9 Tf 100 100 Td (null) Tj ET 1 g 99 97 30 12 re f", nil)}, "", 0},
		{"white box over white text hides nothing", boxOverText, &env{st: page("1 g BT /F1 9 Tf 100 100 Td (12.00) Tj ET 1 g 99 97 30 12 re f", nil)}, "", 0},
		{"same word twice (fake bold)", textOverText, &env{doc: words(w("TOTAL", "A", 100, 100, 130, 110), w("TOTAL", "A", 100.3, 100, 130.3, 110))}, "", 0},
		{"adjacent words", textOverText, &env{doc: words(w("1,200.00", "A", 100, 100, 130, 110), w("CR", "A", 131, 100, 140, 110))}, "", 0},
		{"amount in another font", columnFontMixed, &env{doc: words(
			w("01/02", "Arial", 40, 100, 60, 110), w("10.00", "Arial", 500, 100, 530, 110),
			w("01/03", "Arial", 40, 120, 60, 130), w("20.00", "Arial", 500, 120, 530, 130),
			w("01/04", "Arial", 40, 140, 60, 150), w("30.00", "Arial", 500, 140, 530, 150),
			w("01/05", "Arial", 40, 160, 60, 170), w("990.00", "Helvetica", 495, 160, 530, 170))}, "column_font_mixed", 35},
		{"every deposit in bold is the bank's style (Chase)", columnFontMixed, signedColumn("Lyft", "-49.14", "Arial", 49.14, "debit"), "column_font_mixed", fontOffRows},
		{"one deposit in bold among deposits in the column's face", columnFontMixed, signedColumn("Payroll", "900.00", "Arial", 900, "credit"), "column_font_mixed", 35},
		{"bold totals line", columnFontMixed, &env{doc: words(
			w("10.00", "Arial", 500, 100, 530, 110), w("20.00", "Arial", 500, 120, 530, 130),
			w("30.00", "Arial", 500, 140, 530, 150), w("Total", "Arial-Bold", 40, 160, 60, 170), w("60.00", "Arial-Bold", 500, 160, 530, 170))}, "", 0},
		{"font used on a few figures", fontFewGlyphs, &env{doc: manyWords(w("9,557.55", "Arial", 400, 100, 430, 110))}, "font_few_glyphs", 35},
		{"OCR scan line font", fontFewGlyphs, &env{doc: manyWords(w("000123456", "OCRB", 400, 100, 430, 110))}, "", 0},
		{"account number in a monospaced face is no retyped amount", fontFewGlyphs, &env{doc: manyWords(w("2088799237", "Courier New", 400, 100, 430, 110))}, "", 0},
		{"a totals line in a face of its own", fontFewGlyphs, &env{doc: manyWords(w("TOTALS", "Courier-Bold", 300, 100, 330, 110), w("10,532.36", "Courier-Bold", 400, 100, 430, 110), w("45,412.53", "Courier-Bold", 450, 100, 480, 110))}, "", 0},
		{"a bold day in a heading is no retyped amount", fontFewGlyphs, &env{doc: manyWords(w("31,", "Minion-Bold", 400, 100, 430, 110))}, "", 0},

		// What the words say of who typed them.
		{"Cyrillic letters in a Latin heading", lookalikeText, &env{doc: words(w("DAТЕ", "A", 40, 100, 60, 110), w("AMOUNT", "A", 400, 100, 430, 110))}, "text_lookalike_characters", 40},
		{"zero for O in a statement word", lookalikeText, &env{doc: words(w("AM0UNT", "A", 400, 100, 430, 110))}, "text_lookalike_characters", 40},
		{"zero for O in a bank's name", lookalikeText, &env{doc: words(w("WELLS", "A", 40, 20, 80, 30), w("FARG0", "A", 90, 20, 130, 30))}, "text_lookalike_characters", 40},
		{"references mix letters and digits without spelling words", lookalikeText, &env{doc: words(w("REF0A1B", "A", 40, 100, 60, 110), w("CO10RD", "A", 40, 120, 60, 130), w("Москва", "A", 40, 140, 60, 150))}, "", 0},
		{"OCR'd page: a misread letter is the reader's", lookalikeText, &env{doc: &pdftext.Document{Pages: []pdftext.Page{{Number: 1, OCR: true, Words: []pdftext.Word{w("AM0UNT", "", 0, 0, 1, 1)}}}}}, "", 0},
		{"three statement words misspelt", statementWordsMisspelt, &env{doc: words(w("ACOUNT", "A", 0, 0, 1, 1), w("SUMARY", "A", 0, 0, 1, 1), w("Begining", "A", 0, 0, 1, 1), w("Balance", "A", 0, 0, 1, 1))}, "statement_words_misspelt", 35},
		{"truncations and inflections are no misspellings", statementWordsMisspelt, &env{doc: words(w("PAYMEN", "A", 0, 0, 1, 1), w("TRANSFE", "A", 0, 0, 1, 1), w("PENDING", "A", 0, 0, 1, 1),
			w("Accounts", "A", 0, 0, 1, 1), w("EMPLOYEE", "A", 0, 0, 1, 1), w("Purchased", "A", 0, 0, 1, 1), w("SUMARY", "A", 0, 0, 1, 1))}, "", 0},
		{"English words near statement words are spelt right (a bank's disclosures)", statementWordsMisspelt, &env{doc: words(w("changes", "A", 0, 0, 1, 1), w("depository", "A", 0, 0, 1, 1), w("lending", "A", 0, 0, 1, 1), w("routine", "A", 0, 0, 1, 1))}, "", 0},
		{"an originator's abbreviation in a description is not the statement's word", statementWordsMisspelt, &env{
			doc: words(w("PAYMNT", "A", 0, 0, 1, 1), w("DEPOSITRY", "A", 0, 0, 1, 1), w("ACOUNT", "A", 0, 0, 1, 1), w("SUMARY", "A", 0, 0, 1, 1)),
			res: stmt(row("2026-01-05", "ACH DEBIT FUNDCO PAYMNT", 297.91, "debit"), row("2026-01-06", "NATL DEPOSITRY CREDIT", 50, "credit"))}, "", 0},
		{"a heading misspelt beside a description's abbreviation", statementWordsMisspelt, &env{
			doc: words(w("PAYMNT", "A", 0, 0, 1, 1), w("ACOUNT", "A", 0, 0, 1, 1), w("SUMARY", "A", 0, 0, 1, 1), w("Begining", "A", 0, 0, 1, 1)),
			res: stmt(row("2026-01-05", "ACH DEBIT FUNDCO PAYMNT", 297.91, "debit"))}, "statement_words_misspelt", 35},
		{"two misspellings are a typo, not a look-alike", statementWordsMisspelt, &env{doc: words(w("ACOUNT", "A", 0, 0, 1, 1), w("SUMARY", "A", 0, 0, 1, 1))}, "", 0},
		{"ink over an amount", annotationOverFigures, &env{doc: words(w("1,250.00", "A", 400, 100, 440, 110)),
			st: &pdfdoc.Structure{Pages: []pdfdoc.Page{{Number: 1, MediaBox: pdfcontent.Rect{X1: 612, Y1: 792}, Annots: []pdfdoc.Annot{{Subtype: "Ink", Rect: pdfcontent.Rect{X0: 395, Y0: 680, X1: 445, Y1: 694}}}}}}}, "annotation_over_figures", 40},
		{"a highlight leaves the amount readable", annotationOverFigures, &env{doc: words(w("1,250.00", "A", 400, 100, 440, 110)),
			st: &pdfdoc.Structure{Pages: []pdfdoc.Page{{Number: 1, MediaBox: pdfcontent.Rect{X1: 612, Y1: 792}, Annots: []pdfdoc.Annot{{Subtype: "Highlight", Rect: pdfcontent.Rect{X0: 395, Y0: 680, X1: 445, Y1: 694}}}}}}}, "", 0},
		{"ink beside the amounts", annotationOverFigures, &env{doc: words(w("1,250.00", "A", 400, 100, 440, 110)),
			st: &pdfdoc.Structure{Pages: []pdfdoc.Page{{Number: 1, MediaBox: pdfcontent.Rect{X1: 612, Y1: 792}, Annots: []pdfdoc.Annot{{Subtype: "Ink", Rect: pdfcontent.Rect{X0: 40, Y0: 680, X1: 90, Y1: 694}}}}}}}, "", 0},
		{"page without text", textNotJudged, &env{doc: &pdftext.Document{Pages: []pdftext.Page{{Number: 1, Words: []pdftext.Word{w("a", "", 0, 0, 1, 1)}}, {Number: 2}}},
			st: &pdfdoc.Structure{Pages: []pdfdoc.Page{{Number: 1}, {Number: 2, Drawing: &pdfdoc.Drawing{Paints: true}}}}}, "text_not_judged", 25},
		{"blank page", textNotJudged, &env{doc: &pdftext.Document{Pages: []pdftext.Page{{Number: 1, Words: []pdftext.Word{w("a", "", 0, 0, 1, 1)}}, {Number: 2}}},
			st: &pdfdoc.Structure{Pages: []pdfdoc.Page{{Number: 1}, {Number: 2, Drawing: &pdfdoc.Drawing{}}}}}, "", 0},
		{"structure unreadable", structureUnreadable, &env{structErr: "bad xref"}, "structure_unreadable", 25},

		// Statement content.
		{"reconciliation fails", balanceMismatch, &env{res: func() *result.Statement {
			r := stmt()
			r.Checks = []result.Check{{Name: "reconciliation", Expected: p(100.0), Actual: p(90.0)}}
			return r
		}()}, "balance_mismatch", 45},
		{"missing pages explain the gap", balanceMismatch, &env{res: func() *result.Statement {
			r := stmt()
			r.Checks = []result.Check{{Name: "reconciliation"}}
			r.Detection.FailureReason = p(statement.ReasonMissingPages)
			return r
		}()}, "", 0},
		{"running balance fails", runningBalanceMismatch, &env{res: func() *result.Statement {
			r := stmt(row("2026-01-05", "X", 1, "debit"))
			r.Checks = []result.Check{{Name: "running_balance", Checked: 3, Failed: 1}}
			return r
		}()}, "running_balance_mismatch", 45},
		{"copied row with reference", duplicateRows, &env{res: stmt(row("2026-01-05", "MOBILE DEPOSIT REF 81419", 100, "credit"), row("2026-01-05", "MOBILE DEPOSIT REF 81419", 100, "credit"))}, "duplicate_rows", 40},
		{"repeat without reference", duplicateRows, &env{res: stmt(row("2026-01-05", "CARD PURCHASE 01/05 UBER TRIP", 12.5, "debit"), row("2026-01-05", "CARD PURCHASE 01/05 UBER TRIP", 12.5, "debit"))}, "duplicate_rows", 10},
		{"same check number twice", duplicateRows, &env{res: func() *result.Statement {
			a, b := row("2026-01-05", "CHECK", 10, "debit"), row("2026-01-09", "CHECK", 20, "debit")
			a.CheckNumber, b.CheckNumber = p("1001"), p("1001")
			return stmt(a, b)
		}()}, "duplicate_rows", 40},
		{"date outside period", datesOutsidePeriod, &env{res: stmt(row("2026-02-05", "X", 1, "debit"))}, "dates_outside_period", 35},
		{"a fee posted two days after the cut-off", datesOutsidePeriod, &env{res: stmt(row("2026-02-02", "WIRE TRANSFER FEE", 25, "debit"))}, "dates_outside_period", nearCutoffWeight},
		{"a card purchase dated the day before the period", datesOutsidePeriod, &env{res: stmt(row("2025-12-31", "CARD PURCHASE", 25, "debit"), row("2026-01-05", "X", 1, "debit"))}, "dates_outside_period", nearCutoffWeight},
		{"one ACH on Saturday", achOnWeekend, &env{res: stmt(row("2026-01-03", "ACH CREDIT ACME", 1, "credit"))}, "ach_on_weekend", 20},
		{"three ACH on weekends", achOnWeekend, &env{res: stmt(row("2026-01-03", "ACH CREDIT ACME", 1, "credit"), row("2026-01-04", "ADP PAYROLL", 1, "debit"), row("2026-01-10", "WIRE OUT", 1, "debit"))}, "ach_on_weekend", 45},
		{"card purchase on Saturday", achOnWeekend, &env{res: stmt(row("2026-01-03", "CARD PURCHASE SHELL", 1, "debit"))}, "", 0},
		{"ACH on New Year's Day", achOnHoliday, &env{res: stmt(row("2026-01-01", "ACH CREDIT ACME", 1, "credit"))}, "ach_on_holiday", 10},
		{"round deposits", roundNumberDeposits, &env{res: stmt(row("2026-01-05", "DEP", 5000, "credit"), row("2026-01-06", "DEP", 1200, "credit"), row("2026-01-07", "DEP", 900, "credit"), row("2026-01-08", "DEP", 123.45, "credit"))}, "round_number_deposits", 25},
		{"few round deposits", roundNumberDeposits, &env{res: stmt(row("2026-01-05", "DEP", 5000, "credit"), row("2026-01-06", "DEP", 12.34, "credit"), row("2026-01-07", "DEP", 90.01, "credit"), row("2026-01-08", "DEP", 123.45, "credit"))}, "", 0},
		{"Chase without its legal name", bankMarkersMissing, &env{res: func() *result.Statement {
			r := stmt()
			r.Detection.DetectedBank = p("Chase")
			return r
		}(), doc: words(w("CHASE", "A", 0, 0, 1, 1), w("Statement", "A", 0, 0, 1, 1))}, "bank_markers_missing", 30},
		{"Chase with its legal name", bankMarkersMissing, &env{res: func() *result.Statement {
			r := stmt()
			r.Detection.DetectedBank = p("Chase")
			return r
		}(), doc: words(w("JPMorgan", "A", 0, 0, 1, 1), w("Chase", "A", 0, 0, 1, 1), w("Bank,", "A", 0, 0, 1, 1), w("N.A.", "A", 0, 0, 1, 1))}, "", 0},
		{"not a statement", achOnWeekend, &env{res: &result.Statement{Detection: result.Detection{DocumentType: "invoice"}}}, "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := tt.sig(tt.env)
			if tt.code == "" {
				if f != nil {
					t.Fatalf("unexpected finding %+v", *f)
				}
				return
			}
			if f == nil {
				t.Fatalf("no finding, want %s", tt.code)
			}
			if f.Code != tt.code || f.Weight != tt.weight || f.Provider != ProviderMetadata || f.Message == "" || f.Evidence == nil {
				t.Errorf("finding %+v, want code %s weight %d", *f, tt.code, tt.weight)
			}
		})
	}
}

func TestRiskAndSeverity(t *testing.T) {
	for _, tt := range []struct {
		score int
		risk  string
	}{{0, result.RiskLow}, {24, result.RiskLow}, {25, result.RiskMedium}, {49, result.RiskMedium}, {50, result.RiskHigh}, {74, result.RiskHigh}, {75, result.RiskCritical}, {100, result.RiskCritical}} {
		if got := result.RiskOf(tt.score); got != tt.risk {
			t.Errorf("result.RiskOf(%d) = %s, want %s", tt.score, got, tt.risk)
		}
	}
	for _, tt := range []struct {
		weight int
		sev    string
	}{{0, result.SeverityLow}, {19, result.SeverityLow}, {20, result.SeverityMedium}, {39, result.SeverityMedium}, {40, result.SeverityHigh}} {
		if got := result.SeverityOf(tt.weight); got != tt.sev {
			t.Errorf("result.SeverityOf(%d) = %s, want %s", tt.weight, got, tt.sev)
		}
	}
	if got := result.Score([]result.Finding{{Weight: 50}, {Weight: 45}, {Weight: 30}}); got != 100 {
		t.Errorf("score capped = %d", got)
	}
}

func TestFedHoliday(t *testing.T) {
	for _, tt := range []struct {
		day, want string
	}{
		{"2026-01-01", "New Year's Day"},
		{"2026-01-19", "Martin Luther King Jr. Day"},
		{"2026-02-16", "Washington's Birthday"},
		{"2026-05-25", "Memorial Day"},
		{"2026-06-19", "Juneteenth"},
		{"2021-06-18", ""},                 // before Juneteenth was a holiday (and a Friday)
		{"2026-07-03", ""},                 // July 4, 2026 is a Saturday: the Fed does not close on Friday
		{"2027-07-05", "Independence Day"}, // July 4, 2027 is a Sunday
		{"2026-09-07", "Labor Day"},
		{"2026-10-12", "Columbus Day"},
		{"2025-11-11", "Veterans Day"},
		{"2025-11-27", "Thanksgiving Day"},
		{"2025-12-25", "Christmas Day"},
		{"2022-12-26", "Christmas Day"},
		{"2026-01-02", ""},
		{"2026-05-18", ""},
	} {
		d, _ := time.Parse("2006-01-02", tt.day)
		if got := fedHoliday(d); got != tt.want {
			t.Errorf("fedHoliday(%s) = %q, want %q", tt.day, got, tt.want)
		}
	}
}

// TestTextOverTextOrder: the word PDFium lists first was drawn first, so
// it is the one underneath, wherever the two boxes sit.
func TestTextOverTextOrder(t *testing.T) {
	f := textOverText(&env{doc: words(w("5,557.55", "A", 100.5, 100.2, 130, 110), w("9,557.55", "B", 100, 100, 130, 110))})
	if f == nil {
		t.Fatal("no finding")
	}
	o := f.Evidence["overlaps"].([]map[string]any)[0]
	if o["under"] != "5,557.55" || o["over"] != "9,557.55" {
		t.Errorf("overlap %v", o)
	}
}

// manyWords is a page of body text in GoSans plus the given words.
func manyWords(extra ...pdftext.Word) *pdftext.Document {
	var ws []pdftext.Word
	for i := 0; i < 60; i++ {
		ws = append(ws, w("Statement", "GoSans", 40, float64(10*i), 80, float64(10*i+8)))
	}
	d := words(append(ws, extra...)...)
	return d
}
