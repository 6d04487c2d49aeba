// Command corpusgen writes the deterministic synthetic bank-statement
// corpus used by the parser tests and the benchmark: one PDF plus one
// ground-truth JSON per document. Running it twice gives identical bytes,
// so the committed corpus can be checked with -check.
//
//	go run ./infra/corpusgen -out testdata/corpus
//
// Besides the original layouts (layouts.go) it writes the field families
// (field.go, fieldlayouts.go, fieldlayouts2.go, fieldlayouts3.go,
// fieldhtml.go): layouts
// modelled on the conventions of real statements, with answers that carry
// parse_quality, the printed control figures, bank name aliases and
// printed dates, and special documents whose own figures do not add up
// (needs_review), that print no balance (unverified) or that print
// impossible and out-of-period dates. Their fpdf renderings are part of
// the deterministic output above. External producers print the rest as
// committed fixtures, regenerated only on demand (each flag writes only
// its own files; see external.go and html.go):
//
//	go run ./infra/corpusgen -out testdata/corpus \
//		-reportlab /usr/bin/python3 -cairo /usr/bin/python3 \
//		-ps2pdf ps2pdf -wkhtmltopdf wkhtmltopdf
//	go run ./infra/corpusgen -out testdata/corpus -chromium chromium-headless-shell
//	go run ./infra/corpusgen -out testdata/corpus -libreoffice soffice
//
// -libreoffice also converts the field families' Writer documents
// (libreoffice_* fixtures of fieldlayouts_famb.go). -only limits the
// producers to the field documents whose names match a regexp, leaving
// every other fixture alone:
//
//	go run ./infra/corpusgen -out testdata/corpus -only wfledger -reportlab /usr/bin/python3
//
// The same -chromium, -libreoffice and -wkhtmltopdf flags print the famC
// markup families (fieldlayouts_famc.go). -only limits them to the named families
// and skips the original HTML layouts:
//
//	go run ./infra/corpusgen -out testdata/corpus -only neoplus \
//		-chromium chromium -wkhtmltopdf wkhtmltopdf
//
// The famD families (fieldlayouts_famd*.go: regional and national banks,
// and account-activity pages printed from the browser) are printed by the
// same flags, -only included:
//
//	go run ./infra/corpusgen -out testdata/corpus -only 'chaseprint|amerprint' \
//		-chromium chromium -wkhtmltopdf wkhtmltopdf
//
// The field producers need the Debian packages python3-reportlab,
// python3-cairo, fonts-liberation, ghostscript and wkhtmltopdf, and the
// system Python (/usr/bin/python3), not a virtual environment's.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"log"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

type variant struct {
	Name       string
	Start, End time.Time
	Opts       stmt
}

func d(y int, m time.Month, day int) time.Time { return time.Date(y, m, day, 0, 0, 0, 0, time.UTC) }

var variants = []variant{
	{"month", d(2026, 1, 1), d(2026, 1, 31), stmt{Transfers: true}},
	{"decjan", d(2025, 12, 15), d(2026, 1, 14), stmt{LongDescs: true, MCA: "FORWARD FINANCING", Transfers: true}},
	{"negative", d(2026, 2, 1), d(2026, 2, 28), stmt{LowBalance: true, Reversals: true, Loan: "KABBAGE", MCA: "RAPID FINANCE"}},
	{"busy", d(2025, 11, 1), d(2025, 11, 30), stmt{TxnsPerDay: 5, LongDescs: true, MCA: "CREDIBLY", Loan: "BLUEVINE", Transfers: true, Reversals: true, LowBalance: true}},
}

func main() {
	out := flag.String("out", "testdata/corpus", "output directory")
	clientsOut := flag.String("clients", "testdata/clients", "output directory of the client scenarios (see clients.go)")
	check := flag.Bool("check", false, "verify the directory matches instead of writing")
	chromium := flag.String("chromium", "", "also print the HTML layouts with this Chromium binary (chromium_* fixtures)")
	soffice := flag.String("libreoffice", "", "also convert the HTML layouts with this LibreOffice binary (libreoffice_* fixtures)")
	reportlab := flag.String("reportlab", "", "also print the field families native to ReportLab with this Python (python3-reportlab; reportlab_* fixtures)")
	cairo := flag.String("cairo", "", "also print the field families native to cairo with this Python (python3-cairo; cairo_* fixtures)")
	ps2pdf := flag.String("ps2pdf", "", "also print the field families native to Ghostscript as PostScript through this ps2pdf (ghostscript_* fixtures)")
	wkhtml := flag.String("wkhtmltopdf", "", "also print the HTML field families with this wkhtmltopdf (wkhtmltopdf_* fixtures)")
	answers := flag.Bool("answers", false, "rewrite the answers of the external fixtures from the generator, keeping their PDFs (a change that prints nothing, such as a category)")
	only := flag.String("only", "", "with the producer flags: print only the field documents whose names match this regexp (and not the original HTML layouts)")
	flag.Parse()
	if *only != "" {
		onlyExternal = regexp.MustCompile(*only)
	}
	files, err := build()
	if err != nil {
		log.Fatal(err)
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		log.Fatal(err)
	}
	bad := 0
	for name, b := range files {
		p := filepath.Join(*out, name)
		if *check {
			old, err := os.ReadFile(p)
			if err != nil || !bytes.Equal(old, b) {
				fmt.Fprintln(os.Stderr, "differs:", p)
				bad++
			}
			continue
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			log.Fatal(err)
		}
	}
	clients, err := buildClients()
	if err != nil {
		log.Fatal(err)
	}
	for name, b := range clients {
		p := filepath.Join(*clientsOut, name)
		if *check {
			old, err := os.ReadFile(p)
			if err != nil || !bytes.Equal(old, b) {
				fmt.Fprintln(os.Stderr, "differs:", p)
				bad++
			}
			continue
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			log.Fatal(err)
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			log.Fatal(err)
		}
	}
	if bad > 0 {
		os.Exit(1)
	}
	if *answers && !*check {
		if err := rewriteExternalAnswers(*out); err != nil {
			log.Fatal(err)
		}
	}
	if *chromium != "" && !*check && *only == "" {
		if err := buildChromium(*chromium, *out); err != nil {
			log.Fatal(err)
		}
	}
	if *soffice != "" && !*check && *only == "" {
		if err := buildLibreOffice(*soffice, *out); err != nil {
			log.Fatal(err)
		}
	}
	for _, e := range []struct{ kind, bin string }{{"reportlab", *reportlab}, {"cairo", *cairo}, {"ghostscript", *ps2pdf}, {"wkhtmltopdf", *wkhtml}, {"chromium", *chromium}, {"libreoffice", *soffice}} {
		if e.bin == "" || *check {
			continue
		}
		if err := buildExternal(e.kind, e.bin, *out); err != nil {
			log.Fatal(err)
		}
	}
	fmt.Fprintf(os.Stderr, "%d files, %d client scenario files\n", len(files), len(clients))
}

// build returns file name -> contents for the whole corpus.
func build() (map[string][]byte, error) {
	files := map[string][]byte{}
	emit := func(name string, pdf []byte, t groundtruth.Truth) error {
		t.File = name + ".pdf"
		j, err := marshalTruth(t)
		if err != nil {
			return err
		}
		files[name+".pdf"] = pdf
		files[name+".json"] = j
		return nil
	}
	seed := uint64(1)
	for li, l := range layouts {
		for _, p := range producers {
			for vi, v := range variants {
				seed++
				s := simulate(uint64(li*100+vi)+1, l.Bank, v.Start, v.End, v.Opts)
				style := vi + li
				if p.TTF {
					style += 2
				}
				if p.PerWord {
					style += 4
				}
				dd := l.Draw(s, style)
				pdf, err := render(p, dd.ops, dd.page, nil, l.Bank+" statement", false)
				if err != nil {
					return nil, err
				}
				if err := emit(fmt.Sprintf("%s_%s_%s", l.Name, p.Name, v.Name), pdf, truthOf(s, l, p, dd.page)); err != nil {
					return nil, err
				}
			}
		}
	}
	// Missing pages: a 4+ page statement with page 2 dropped.
	for _, li := range []int{0, 4} {
		l := layouts[li]
		s := simulate(uint64(900+li), l.Bank, variants[3].Start, variants[3].End, variants[3].Opts)
		dd := l.Draw(s, 0)
		pdf, err := render(producers[0], dd.ops, dd.page, map[int]bool{2: true}, l.Bank+" statement", false)
		if err != nil {
			return nil, err
		}
		t := groundtruth.Truth{Layout: l.Name, Producer: producers[0].Name, FailureReason: "missing_pages",
			PagesPresent: dd.page - 1, PagesExpected: dd.page, BankName: l.Bank}
		if err := emit("missing_pages_"+l.Name, pdf, t); err != nil {
			return nil, err
		}
	}
	// The 10-page statement used by the Go benchmark.
	{
		l := layouts[1]
		opts := variants[3].Opts
		opts.TxnsPerDay = 34
		s := simulate(4242, l.Bank, d(2026, 1, 1), d(2026, 1, 31), opts)
		dd := l.Draw(s, 0)
		pdf, err := render(producers[1], dd.ops, dd.page, nil, "bench", false)
		if err != nil {
			return nil, err
		}
		if err := emit(fmt.Sprintf("bench_%dpages", dd.page), pdf, truthOf(s, l, producers[1], dd.page)); err != nil {
			return nil, err
		}
	}
	// Documents that are not bank statements.
	for _, nb := range nonBank {
		dd := nb.Draw()
		pdf, err := render(producers[0], dd.ops, dd.page, nil, nb.Title, false)
		if err != nil {
			return nil, err
		}
		if err := emit("notbank_"+nb.Type, pdf, groundtruth.Truth{Layout: "notbank", Producer: producers[0].Name,
			ExpectError: "not_a_bank_statement:" + nb.Type, PagesPresent: dd.page}); err != nil {
			return nil, err
		}
	}
	// Encrypted statement.
	{
		l := layouts[0]
		s := simulate(7, l.Bank, variants[0].Start, variants[0].End, variants[0].Opts)
		dd := l.Draw(s, 0)
		pdf, err := render(producers[0], dd.ops, dd.page, nil, "encrypted", true)
		if err != nil {
			return nil, err
		}
		if err := emit("error_encrypted", pdf, groundtruth.Truth{Layout: "error", Producer: producers[0].Name, ExpectError: "pdf_encrypted"}); err != nil {
			return nil, err
		}
	}
	// Layout families modelled on statements in the field (field.go).
	if err := buildField(emit); err != nil {
		return nil, err
	}
	// Image-only (scanned) statement.
	{
		pdf, err := imageOnly()
		if err != nil {
			return nil, err
		}
		if err := emit("error_scanned", pdf, groundtruth.Truth{Layout: "error", Producer: producers[0].Name, ExpectError: "no_text_layer", PagesPresent: 1}); err != nil {
			return nil, err
		}
	}
	return files, nil
}

func marshalTruth(t groundtruth.Truth) ([]byte, error) {
	j, err := json.MarshalIndent(t, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(j, '\n'), nil
}

func cents(c int64) float64 { return float64(c) / 100 }

func truthOf(s stmt, l layout, p producer, pages int) groundtruth.Truth {
	sb, eb := cents(s.Opening), cents(s.Closing)
	t := groundtruth.Truth{Layout: l.Name, Producer: p.Name, PagesPresent: pages, PagesExpected: pages,
		BankName: l.Bank, AccountHolderName: s.Holder, AccountLast4: s.AccountNo[len(s.AccountNo)-4:], Currency: "USD",
		PeriodStart: s.Start.Format("2006-01-02"), PeriodEnd: s.End.Format("2006-01-02"),
		StartingBalance: &sb, EndingBalance: &eb, NumberOfNSF: s.NSF, NegativeDays: s.NegDays}
	for _, x := range s.Txns {
		typ := "debit"
		if x.Credit {
			typ = "credit"
		}
		t.Transactions = append(t.Transactions, groundtruth.Transaction{Date: x.Date.Format("2006-01-02"), Description: x.Desc,
			Amount: cents(x.Cents), Type: typ, Category: x.Category})
	}
	t.ParseQuality = "verified"
	t.Printed = printedOf(l.Name, t.Transactions)
	return t
}

// originalShows are the control figures each original layout prints
// (layouts.go, html.go; lo-* are the LibreOffice conversions of html-*).
var originalShows = map[string]shows{
	"chase":           {Credits: true, CountCredits: true, Daily: true},
	"wellsfargo":      {Credits: true, Debits: true, Running: "day_end"},
	"bofa":            {Credits: true, Daily: true},
	"td":              {Credits: true, Debits: true, Daily: true},
	"pnc":             {Credits: true, Debits: true, Daily: true},
	"creditunion":     {Running: "every_row"},
	"community":       {Running: "every_row"},
	"html-sections":   {Credits: true, Debits: true, Daily: true},
	"html-running":    {Running: "every_row"},
	"html-neobank":    {Running: "every_row"},
	"html-headerless": {Running: "every_row"},
}

// printedOf gives an original layout's printed control figures for the
// rows of its answer (those statements are exact, so the printed totals
// are the rows' sums).
func printedOf(layout string, rows []groundtruth.Transaction) *groundtruth.Printed {
	w, ok := originalShows[strings.Replace(layout, "lo-", "html-", 1)]
	if !ok {
		return nil
	}
	var cr, db int64
	var ncr, ndb int
	for _, x := range rows {
		c := int64(math.Round(x.Amount * 100))
		if x.Type == "credit" {
			cr += c
			ncr++
		} else {
			db += c
			ndb++
		}
	}
	fs := fstmt{Rows: []frow{{txn: txn{Credit: true, Cents: cr}}, {txn: txn{Cents: db}}}}
	fs.printTotals(w)
	if w.CountCredits {
		fs.Printed.CountCredits = &ncr
	}
	if w.CountDebits {
		fs.Printed.CountDebits = &ndb
	}
	p := fs.Printed
	return &p
}

// imageOnly draws a statement-looking page as a picture with no text.
func imageOnly() ([]byte, error) {
	img := image.NewGray(image.Rect(0, 0, 612, 792))
	for y := 0; y < 792; y++ {
		for x := 0; x < 612; x++ {
			v := uint8(255)
			if y%14 < 7 && x > 40 && x < 572 && y > 60 && y < 700 && (x/9)%5 != 0 {
				v = 40
			}
			img.SetGray(x, y, color.Gray{Y: v})
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, err
	}
	f := fpdf.New("P", "pt", "Letter", "")
	f.SetCatalogSort(true)
	f.SetCreationDate(fixedTime)
	f.SetModificationDate(fixedTime)
	f.AddPage()
	f.RegisterImageOptionsReader("scan", fpdf.ImageOptions{ImageType: "PNG"}, &buf)
	f.ImageOptions("scan", 0, 0, 612, 792, false, fpdf.ImageOptions{ImageType: "PNG"}, 0, "")
	var out bytes.Buffer
	if err := f.Output(&out); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}
