package main

import (
	"fmt"
	"strings"
)

// The famR group: one "convention matrix" family written, like famF to
// famP, from statement-conventions.md and the look of published
// statements, without reading the engine.
//
//   - mixprint (fpdf-core, fpdf-ttf, fpdf-words, ReportLab, cairo,
//     Ghostscript): a business-checking month printed in a combination of
//     conventions chosen per document (mixConv, fieldlayouts_famr_mixprint.go):
//     the table's date form (01/02, 1/2, 01/02/06, 01/02/2026, Jan 2,
//     JAN 02, 02 Jan, 02-Jan-26, 2026-01-02, Jan 2, 2026; the date on
//     every row or only on a day's first row), the amount convention
//     (Debits | Credits or Credits | Debits columns, or one signed column
//     as -x, (x), x-, x CR/DR, $-x or +$x/-$x, or sections by kind with
//     unsigned amounts and Total lines), the balance (every row, a day's
//     last row only, or none with a daily-balance table three or four
//     across), the summary (a first-page box, at the end, or none with
//     Beginning/Ending Balance rows), descriptions of one to three lines,
//     a Type or a Category column or none, and the header (an
//     envelope-window mailing block under a P.O. box with the bank's name
//     only in the footer, the bank's name on top beside a Questions? box,
//     a relationship box of several account numbers, a statement-date box;
//     DBA, second-owner, c/o and ATTN lines; the account number full,
//     masked or "ending in"; the period in several wordings).
//
// The group owns the seeds 246000+n (retries of the low-balance month
// add 100000), so no other family's seeds or file names move; every
// document's file name carries its matrix cell (c01 … c12). The
// fixtures are regenerated with:
//
//	go run ./infra/corpusgen -out testdata/corpus -only 'mixprint' -ps2pdf ps2pdf \
//		-reportlab /usr/bin/python3 -cairo /usr/bin/python3
var rFamilies = []fFamily{{ID: 1, Name: "mixprint", PageOfN: true}}

// rJobs lists the famR documents as field jobs.
func rJobs() []fieldJob {
	var jobs []fieldJob
	for n, c := range mixDocs {
		c := c
		b := mixBanks[c.Bank]
		seed := uint64(246000+n) + c.Seed*7
		fs := famfNewField(seed, fieldFamily{Bank: b.Name, Aliases: b.Aliases, Prepare: func(fs *fstmt) { prepareMix(fs, c) }}, c.Variant)
		fs.Bank = b.Name
		j := fieldJob{Layout: "mixprint", Producer: c.Producer, FS: fs}
		if strings.HasPrefix(c.Producer, "fpdf-") {
			j.Name = fmt.Sprintf("mixprint_%s_%s_%s", c.Producer, c.Tag, variants[c.Variant].Name)
		} else {
			j.Name = fmt.Sprintf("%s_mixprint_%s_%s", c.Producer, c.Tag, variants[c.Variant].Name)
		}
		j.Doc = drawMix(fs, c)
		if !j.isFPDF() {
			jj := j
			j.Print = func(bin, tmp, dst string) error { return famfPrintOps(jj, bin, tmp, dst) }
		}
		if err := fs.checkArithmetic(); err != nil {
			panic(j.Name + ": " + err.Error())
		}
		famfCheckPrinted(j)
		jobs = append(jobs, j)
	}
	return jobs
}
