// Command analyze prints the analysis result the API would return for a
// PDF, or, given a folder, writes one JSON file per PDF with a progress
// bar on stderr. A successful parse prints the AnalysisResult object with
// the metadata fraud score (fraud_score, fraud_risk_level,
// fraud_findings) merged in as the fraud stage does; a
// failed one prints {"result": <partial result or null>, "error": {code,
// message}} (and, for a single file, exits with status 1).
//
//	go run ./infra/analyze statement.pdf
//	go run ./infra/analyze -out results/ statements/
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/docanalysis/service/internal/document/fraud"
	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/document/reader"
	"github.com/docanalysis/service/internal/document/scoring"
	"github.com/docanalysis/service/internal/document/statement"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/result"
)

func main() {
	out := flag.String("out", "", "folder mode: directory for the JSON files (default: next to each PDF)")
	words := flag.Bool("words", false, "print the extracted words instead of the result (debugging)")
	flag.BoolVar(&linesOnly, "lines", false, "print the lines as the statement engine sees them instead of the result (debugging)")
	flag.BoolVar(&withVisual, "visual", false, "also run the visual fraud pass (rendering against the text layer; no model)")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: analyze [-out DIR] [-words|-lines] [-visual] FILE.pdf|DIR")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	path := flag.Arg(0)
	st, err := os.Stat(path)
	if err != nil {
		fail(err)
	}
	if !st.IsDir() {
		if err := one(os.Stdout, path, *words); err != nil {
			fail(err)
		}
		return
	}
	if err := folder(path, *out); err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "analyze:", err)
	os.Exit(1)
}

// output is what gets printed when parsing failed: the partial result
// and the error, mirroring the webhook's result/error pair.
type output struct {
	Result *result.Statement `json:"result"`
	Error  *apiError         `json:"error"`
}

type apiError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

// analyze reads and scores a file as the parser and fraud stages do: one
// read of the PDF, the statement engine over its words, the metadata
// score over what was read, and, with -visual, the visual pass.
func analyze(path string) (output, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return output{}, err
	}
	ctx := context.Background()
	doc, res, err := reader.WithOCR().ReadStatement(ctx, b)
	o := output{Result: res}
	if err != nil {
		var pe *pdftext.Error
		if !errors.As(err, &pe) {
			return output{}, err
		}
		o.Error = &apiError{Code: pe.Code, Message: err.Error()}
		return o, nil
	}
	rep := fraud.Analyze(fraud.Input{Doc: doc, Result: res})
	res.SetFindings(rep.Findings, func(p string) bool { return p == fraud.ProviderMetadata }, fraud.ProviderMetadata)
	if withVisual {
		out := analysis.Outcome{Result: res}
		if err := (scoring.Visual{}).Inspect(ctx, analysis.Analysis{}, b, &out); err != nil {
			return output{}, err
		}
	}
	return o, nil
}

// withVisual adds the visual pass's findings (-visual).
var withVisual bool

// linesOnly prints the engine's lines (-lines).
var linesOnly bool

func one(w io.Writer, path string, words bool) error {
	if linesOnly {
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		doc, err := pdftext.PDFium{}.Extract(context.Background(), b)
		if err != nil {
			return err
		}
		for _, l := range statement.Lines(doc) {
			fmt.Fprintln(w, l)
		}
		return nil
	}
	if words {
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		doc, err := pdftext.PDFium{FontNames: true}.Extract(context.Background(), b)
		if err != nil {
			return err
		}
		for _, p := range doc.Pages {
			fmt.Fprintf(w, "=== page %d (%.0fx%.0f)\n", p.Number, p.Width, p.Height)
			for _, wd := range p.Words {
				fmt.Fprintf(w, "%7.1f %7.1f %7.1f %7.1f %5.1f %-18s %s\n", wd.X0, wd.Y0, wd.X1, wd.Y1, wd.FontSize, wd.FontName, wd.Text)
			}
		}
		return nil
	}
	o, err := analyze(path)
	if err != nil {
		return err
	}
	var p any = o
	if o.Error == nil {
		p = o.Result
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(p); err != nil {
		return err
	}
	if o.Error != nil {
		os.Exit(1)
	}
	return nil
}

func folder(dir, outDir string) error {
	var pdfs []string
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.EqualFold(filepath.Ext(p), ".pdf") {
			pdfs = append(pdfs, p)
		}
		return nil
	})
	if err != nil {
		return err
	}
	sort.Strings(pdfs)
	if outDir != "" {
		if err := os.MkdirAll(outDir, 0o755); err != nil {
			return err
		}
	}
	start := time.Now()
	failed := 0
	for i, p := range pdfs {
		progress(i, len(pdfs), start, filepath.Base(p))
		o, err := analyze(p)
		if err != nil {
			failed++
			fmt.Fprintf(os.Stderr, "\n%s: %v\n", p, err)
			continue
		}
		if o.Error != nil {
			failed++
		}
		dst := strings.TrimSuffix(p, filepath.Ext(p)) + ".result.json"
		if outDir != "" {
			dst = filepath.Join(outDir, strings.TrimSuffix(filepath.Base(p), filepath.Ext(p))+".json")
		}
		var v any = o
		if o.Error == nil {
			v = o.Result // the result alone on success, as the API returns it
		}
		b, err := json.MarshalIndent(v, "", "  ")
		if err != nil {
			return err
		}
		if err := os.WriteFile(dst, append(b, '\n'), 0o644); err != nil {
			return err
		}
	}
	progress(len(pdfs), len(pdfs), start, "done")
	fmt.Fprintf(os.Stderr, "\n%d PDFs, %d with an error code, %s\n", len(pdfs), failed, time.Since(start).Round(time.Millisecond))
	return nil
}

func progress(i, n int, start time.Time, name string) {
	const width = 30
	filled := 0
	if n > 0 {
		filled = i * width / n
	}
	if len(name) > 40 {
		name = name[:40]
	}
	fmt.Fprintf(os.Stderr, "\r[%s%s] %d/%d %6s %-40s", strings.Repeat("#", filled), strings.Repeat(".", width-filled), i, n,
		time.Since(start).Round(100*time.Millisecond), name)
}
