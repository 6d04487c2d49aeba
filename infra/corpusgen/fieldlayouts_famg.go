package main

import (
	"fmt"
	"strings"
)

// The famG families: layouts written, like famF, from
// statement-conventions.md and the look of published statements, without
// reading the engine: catledger (a Type and a Category column with
// signed amounts and a balance only on a day's last row), effsub
// (subsections closed by "Subtotal:", posted and effective dates side by
// side, checks three across with "*" gap marks) and trioacct (a combined
// statement of three accounts each with its own summary, trailing-minus
// debits, a balance summary in date/balance pairs). Each family is an
// fFamily (fieldlayouts_famf.go) printed by famF's printers; the group
// owns the seeds 77000+ID*100+n (retries of the low-balance month add
// 100000), so no other family's seeds or file names move. The fixtures
// are regenerated with:
//
//	go run ./infra/corpusgen -out testdata/corpus -only 'catledger' -chromium chromium
//	go run ./infra/corpusgen -out testdata/corpus -only 'effsub|trioacct' \
//		-reportlab /usr/bin/python3 -cairo /usr/bin/python3 -ps2pdf ps2pdf
var gFamilies []fFamily

// gJobs lists the famG documents as field jobs.
func gJobs() []fieldJob {
	var jobs []fieldJob
	for _, f := range gFamilies {
		for n, c := range f.Docs {
			seed := uint64(77000+f.ID*100+n) + c.Seed*7
			fs := famfNewField(seed, fieldFamily{Bank: f.Bank, Aliases: f.Aliases, Prepare: f.Prepare}, c.Variant)
			fs.Bank = f.Bank
			j := fieldJob{Layout: f.Name, Producer: c.Producer, FS: fs}
			if strings.HasPrefix(c.Producer, "fpdf-") {
				j.Name = fmt.Sprintf("%s_%s_%s", f.Name, c.Producer, variants[c.Variant].Name)
			} else {
				j.Name = fmt.Sprintf("%s_%s_%s", c.Producer, f.Name, variants[c.Variant].Name)
			}
			if f.Draw != nil {
				j.Doc = f.Draw(fs)
				if !j.isFPDF() {
					jj := j
					j.Print = func(bin, tmp, dst string) error { return famfPrintOps(jj, bin, tmp, dst) }
				}
			} else {
				j.HTML = f.Markup(fs, c.Producer)
				pf := cFamily{WKArgs: f.WKArgs}
				jj := j
				j.Print = func(bin, tmp, dst string) error { return pf.print(jj, bin, tmp, dst) }
			}
			if err := fs.checkArithmetic(); err != nil {
				panic(j.Name + ": " + err.Error())
			}
			famfCheckPrinted(j)
			jobs = append(jobs, j)
		}
	}
	return jobs
}
