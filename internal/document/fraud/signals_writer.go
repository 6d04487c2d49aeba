package fraud

import (
	"fmt"
	"sort"
	"strings"

	"github.com/docanalysis/service/internal/document/pdfdoc"
	"github.com/docanalysis/service/internal/domain/result"
)

// The program that wrote a file leaves habits in its bytes that a
// producer field set by hand does not change: the comment after the
// header (Skia writes "Skia" with the high bits set, ReportLab names
// itself, Ghostscript, cairo and LibreOffice write their own four bytes),
// the header's version, a document ID in the trailer, the order of
// dictionary keys. A file whose producer names a program while its bytes
// are not that program's was written by something else: retyped
// elsewhere and labelled with the program's name, or rewritten by a tool
// that kept the original producer. Either way the producer field no
// longer says who wrote the file.
//
// Each profile lists only habits every version of the program has; a
// program without a profile is never judged. Files a linearizer or an
// encryptor rewrote keep the producer legitimately and are rewritten in
// sorted key order (qpdf, pikepdf), so a linearized file is not judged on
// key order.

// writerProfile is what one program always writes.
type writerProfile struct {
	name string
	// match reports whether a producer string names the program
	// (lower-cased).
	match func(p string) bool
	// comment, when set, is the comment line the program writes after
	// the header (a prefix of it).
	comment string
	// minVersion, when set, is the lowest header version it writes.
	minVersion string
	// version, when set, is the only header version it writes.
	version string
	// id: it always writes a document ID.
	id bool
	// unsorted: it writes /Type and its own key order, never sorted
	// keys throughout.
	unsorted bool
}

func has(sub ...string) func(string) bool {
	return func(p string) bool {
		for _, s := range sub {
			if strings.Contains(p, s) {
				return true
			}
		}
		return false
	}
}

// writerProfiles are the programs whose habits are known. Sources: the
// writers' code (Skia's SkPDFDocument header, ReportLab's canvas header,
// LibreOffice's pdfwriter, Ghostscript's and cairo's PDF devices) and
// their files in the corpus and ../shared/realworld.
var writerProfiles = []writerProfile{
	{name: "Skia (Chrome, Google Docs)", match: func(p string) bool { return strings.HasPrefix(p, "skia/pdf") },
		comment: "\xd3\xeb\xe9\xe1", version: "1.4", unsorted: true},
	{name: "ReportLab", match: has("reportlab"), comment: "\x93\x8c\x8b\x9e ReportLab Generated PDF document"},
	{name: "Microsoft Word", match: has("microsoft® word", "microsoft word"), minVersion: "1.5", id: true, unsorted: true},
	{name: "LibreOffice", match: has("libreoffice", "openoffice"), comment: "\xc3\xa4\xc3\xbc\xc3\xb6\xc3\x9f", minVersion: "1.4", id: true, unsorted: true},
	{name: "Ghostscript", match: has("ghostscript"), comment: "\xc7\xec\x8f\xa2", unsorted: true},
	{name: "cairo", match: has("cairo "), comment: "\xb5\xed\xae\xfb", unsorted: true},
	{name: "Qt (wkhtmltopdf)", match: func(p string) bool { return strings.HasPrefix(p, "qt ") || strings.Contains(p, "wkhtmltopdf") }, unsorted: true},
	{name: "FPDF", match: has("fpdf"), unsorted: true},
}

// sortedShare is the share of a file's dictionaries (of 5 or more) in
// sorted key order from which the file is said to be written so: a
// dictionary of three keys is sorted by chance one time in six.
const (
	sortedMinDicts = 5
	sortedShare    = 0.9
)

func keysSorted(w pdfdoc.Writer) bool {
	return w.Dicts >= sortedMinDicts && float64(w.SortedDicts) >= sortedShare*float64(w.Dicts)
}

func producerStructureMismatch(e *env) *result.Finding {
	if e.st == nil {
		return nil
	}
	w := e.st.Writer
	if w.Version == "" && w.Dicts == 0 {
		return nil // not read (an analysis stored before the writer was)
	}
	producer := e.st.Info.Producer
	if producer == "" {
		producer = e.st.XMP.Producer
	}
	p := strings.ToLower(producer)
	var reasons []string
	claimed := ""
	for _, prof := range writerProfiles {
		if p == "" || !prof.match(p) {
			continue
		}
		claimed = prof.name
		if prof.comment != "" && !strings.HasPrefix(string(w.Comment), prof.comment) {
			reasons = append(reasons, fmt.Sprintf("the comment after the header is %q, not the %q %s writes", string(w.Comment), prof.comment, prof.name))
		}
		if prof.version != "" && w.Version != "" && w.Version != prof.version {
			reasons = append(reasons, fmt.Sprintf("the header says PDF %s; %s writes PDF %s", w.Version, prof.name, prof.version))
		}
		if prof.minVersion != "" && w.Version != "" && w.Version < prof.minVersion {
			reasons = append(reasons, fmt.Sprintf("the header says PDF %s; %s writes PDF %s or later", w.Version, prof.name, prof.minVersion))
		}
		if prof.id && !w.DocumentID {
			reasons = append(reasons, fmt.Sprintf("the trailer has no document ID, which %s always writes", prof.name))
		}
		if prof.unsorted && !e.st.Linearized && keysSorted(w) {
			reasons = append(reasons, fmt.Sprintf("%d of %d dictionaries are written in sorted key order, which %s does not do", w.SortedDicts, w.Dicts, prof.name))
		}
		break
	}
	// pdfcpu writes every dictionary in sorted key order and reals with
	// twelve decimals; it names itself as the producer unless the caller
	// keeps another.
	pdfcpu := keysSorted(w) && w.LongReals > 0 && !strings.Contains(p, "pdfcpu")
	if pdfcpu {
		reasons = append(reasons, fmt.Sprintf("%d of %d dictionaries are in sorted key order and %d reals are printed with twelve decimals, as pdfcpu writes them", w.SortedDicts, w.Dicts, w.LongReals))
	}
	if len(reasons) == 0 {
		return nil
	}
	ev := map[string]any{
		"producer": producer, "claimed_writer": claimed, "reasons": reasons,
		"header_version": w.Version, "document_id": w.DocumentID,
		"dictionaries": w.Dicts, "sorted_dictionaries": w.SortedDicts, "twelve_decimal_reals": w.LongReals,
	}
	var msg string
	switch {
	case claimed != "":
		msg = fmt.Sprintf("The producer field names %s, but the file is not written the way %s writes files (%s): another program wrote it and kept or set that name.", claimed, claimed, strings.Join(reasons, "; "))
	case producer == "":
		msg = fmt.Sprintf("The file names no producer, and its bytes are a PDF library's rewrite (%s): it was rewritten and its metadata removed.", strings.Join(reasons, "; "))
	default:
		msg = fmt.Sprintf("The producer field names %q, but the file's bytes are a PDF library's rewrite (%s): it was rewritten after it was produced and kept the original name.", producer, strings.Join(reasons, "; "))
	}
	if pdfcpu {
		ev["rewritten_by"] = "pdfcpu"
	}
	return newFinding("producer_structure_mismatch", 0, msg, ev)
}

// pageSubsetsMixed reports a page whose text is drawn in a font family
// the other pages use too, but from a different embedded subset. A
// producer subsets each font once per file, and names the subset with a
// tag (ABCDEF+Arial); a page that draws the same family from a subset of
// its own was made in another run of the producer: a page taken from
// another statement of the same layout. Only fonts with a subset tag
// count, only families the page shares with another page, and only
// pages that carry rows of the statement: a notice or a page of check
// images a bank produces apart and appends is not a spliced page.
func pageSubsetsMixed(e *env) *result.Finding {
	if e.st == nil || len(e.st.Pages) < 2 || !e.isStatement() {
		return nil
	}
	rows := map[int]bool{}
	for _, t := range e.res.Transactions {
		rows[t.Page] = true
	}
	// tags[i][family] are the subset fonts page i draws that family in.
	tags := make([]map[string]map[string]bool, len(e.st.Pages))
	for i, p := range e.st.Pages {
		tags[i] = map[string]map[string]bool{}
		if p.Drawing == nil || !rows[p.Number] {
			continue
		}
		for _, t := range p.Drawing.Texts {
			fi, ok := p.Fonts[t.Font]
			if !ok || t.Codes == 0 || !fi.Embedded || fi.Family == fi.BaseFont || !strings.Contains(fi.BaseFont, "+") {
				continue
			}
			if tags[i][fi.Family] == nil {
				tags[i][fi.Family] = map[string]bool{}
			}
			tags[i][fi.Family][fi.BaseFont] = true
		}
	}
	var odd []map[string]any
	page := 0
	for i := range tags {
		var fams []string
		for fam, mine := range tags[i] {
			elsewhere, shared := false, false
			others := map[string]bool{}
			for j := range tags {
				if j == i || tags[j][fam] == nil {
					continue
				}
				elsewhere = true
				for b := range tags[j][fam] {
					others[b] = true
					if mine[b] {
						shared = true
					}
				}
			}
			if elsewhere && !shared {
				fams = append(fams, fmt.Sprintf("%s (this page: %s; other pages: %s)", fam,
					strings.Join(sortedKeys(mine), ", "), strings.Join(sortedKeys(others), ", ")))
			}
		}
		if len(fams) == 0 {
			continue
		}
		sort.Strings(fams)
		odd = append(odd, map[string]any{"page": i + 1, "fonts": fams})
		if page == 0 {
			page = i + 1
		}
	}
	// Every page its own subset is how some producers write every file
	// (one subset per page); a spliced page is one page, or a few, apart
	// from the rest.
	if len(odd) == 0 || len(odd)*2 > len(rows) {
		return nil
	}
	return newFinding("page_subsets_mixed", page,
		fmt.Sprintf("Page %d draws its text in the same fonts as the other pages but from font subsets of its own: it was produced in a different run, as a page taken from another document is.", page),
		map[string]any{"pages": odd})
}
