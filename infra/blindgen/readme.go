package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// writeSetReadme writes testdata/blind/README.md from what was built, so
// its counts cannot drift from the files.
func writeSetReadme(dir string, all []*built, labels []*label) error {
	var b strings.Builder
	b.WriteString(`# Blind statement set (locked)

This is a **locked test set**. Nobody tunes the engine against it: do not
read its answers while changing the parser or the fraud scorer, do not
add special cases for its banks, and do not regenerate it to make a
failing case pass. It exists to measure how the service does on layouts
it was not written with.

` + "`MANIFEST.sha256`" + ` lists the sha256 of every file here;
` + "`go test ./infra/blindgen`" + ` fails when any file is changed, missing or
extra. Regenerating (see ` + "`infra/blindgen/README.md`" + `) produces a new set and
needs a new manifest: do that only on purpose, never to suit the engine.

## How it was made

The layouts were written by someone who had not read the engine, from the
written brief of real-world conventions (` + "`/work/shared/statement-conventions.md`" + `)
and a look at the public sample PDFs in ` + "`/work/shared/realworld`" + ` (nothing was copied from them). Bank names are fictional; two
families use look-alike names of big banks, as forgers and test fixtures do.
Every clean statement is arithmetically exact: opening balance plus the
rows gives the closing balance, and every printed total, count, running
balance and daily balance agrees with the rows. A generator bug cannot
reach an answer: the generator checks its own arithmetic, checks that
every answer row is printed exactly once, and checks with poppler's
pdftotext that every answer amount and description word is in the PDF's
text layer.

Activity is a small business's month: card-processor settlements, MCA
debits of the same amount every business day (or weekly) to a funder,
weekly loan payments, loan and advance proceeds, Zelle / e-Transfer /
Faster Payments, wires, numbered checks with gaps, transfers to the
owner's savings, payroll and payroll taxes, tax refunds, reversals and
returned deposits, and in bad months overdraft, NSF and returned-item
fees with negative days. ACH, wires and checks post on business days of
the country's calendar (Federal Reserve holidays in the US, bank holidays
in the UK and Canada); card purchases may carry any date.

## Answers (` + "`clean/NAME.json`" + `)

They follow ` + "`internal/groundtruth.Truth`" + `. Conventions:

- ` + "`transactions`" + ` are listed in the order printed (section by section for
  sectioned layouts). ` + "`description`" + ` is the printed description with its
  lines joined by single spaces; Type / Category column values are not
  part of it. A check row is ` + "`CHECK #<number>`" + ` followed by any printed
  description other than the check label itself (a printed "Check",
  "CHECK 1234", "CHECK NO. 1234", "SHARE DRAFT 1234", "Cheque - 1234" or
  "CHEQUE 001234" is the label, not extra description). Rows are dated by
  posting date (where an effective date is also printed, it is ignored).
- $0.00 notice rows (fee waived), opening / closing / brought- and
  carried-forward balance rows, section totals, summaries, daily-balance
  tables and page furniture are not transactions.
- ` + "`number_of_nsf`" + ` counts debit rows that are overdraft, NSF or returned-item
  fees; ` + "`number_of_negative_days`" + ` counts calendar days of the period whose
  end-of-day balance is below zero.
- ` + "`parse_quality`" + ` is "verified" for every statement except the
  transaction exports that print no balance and no total ("unverified";
  they have no starting or ending balance in the answer).
- ` + "`printed`" + ` records the control figures the statement prints; ` + "`notes`" + ` say
  where a figure is the sum of printed parts and what is unusual.
- ` + "`pages_expected`" + ` is set when the statement prints "Page x of N".

## Forgeries (` + "`tampered/tNNN.pdf`" + ` + ` + "`tNNN.label.json`" + `)

Each label is ` + "`{file, source, kind, description, pages, rows}`" + `: ` + "`source`" + ` is
the clean statement it was made from, ` + "`pages`" + ` the pages changed, and
` + "`rows`" + ` the transactions changed (` + "`index`" + ` into the source answer's
transactions, -1 for an inserted row). File names say nothing about the
kind. They were made the way forgers work - in-place text edits in content
streams, white boxes with retyped figures, re-export through a word
processor, metadata rewrites, incremental updates, page splicing - using
qpdf and the generator's own editor, not the project's tamper tools.

`)
	// Families.
	type famRow struct {
		f         *Family
		producers map[string]int
		n         int
	}
	rows := map[string]*famRow{}
	var keys []string
	prodCount := map[string]int{}
	unverified := 0
	for _, x := range all {
		r := rows[x.St.Fam.Key]
		if r == nil {
			r = &famRow{f: x.St.Fam, producers: map[string]int{}}
			rows[x.St.Fam.Key] = r
			keys = append(keys, x.St.Fam.Key)
		}
		r.n++
		r.producers[x.St.Producer]++
		prodCount[x.St.Producer]++
		if x.St.Unverified {
			unverified++
		}
	}
	fmt.Fprintf(&b, "## Clean statements: %d (%d verified, %d unverified) in %d families\n\n", len(all), len(all)-unverified, unverified, len(keys))
	b.WriteString("| family | bank (as printed) | currency | convention modelled | producers | statements |\n|---|---|---|---|---|---|\n")
	for _, k := range keys {
		r := rows[k]
		var ps []string
		for p, n := range r.producers {
			ps = append(ps, fmt.Sprintf("%s (%d)", p, n))
		}
		sort.Strings(ps)
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %d |\n", k, r.f.Bank, r.f.Currency, strings.ReplaceAll(r.f.Models, "|", "\\|"), strings.Join(ps, ", "), r.n)
	}
	b.WriteString("\nEach family has an ordinary month, a December-January period (no year in the rows), a month with overdrafts and NSF fees, and a busy month of 3-6 pages; `ledgerly`, `tandem` and `summit` also have a transaction export that prints nothing to check against.\n\n")
	b.WriteString("## Producers\n\n| producer | clean statements |\n|---|---|\n")
	var pk []string
	for p := range prodCount {
		pk = append(pk, p)
	}
	sort.Strings(pk)
	for _, p := range pk {
		fmt.Fprintf(&b, "| %s | %d |\n", p, prodCount[p])
	}
	kinds := map[string]int{}
	var kk []string
	for _, l := range labels {
		if kinds[l.Kind] == 0 {
			kk = append(kk, l.Kind)
		}
		kinds[l.Kind]++
	}
	fmt.Fprintf(&b, "\n## Tampered documents: %d\n\n| kind | documents | what the forger did |\n|---|---|---|\n", len(labels))
	for _, k := range kk {
		fmt.Fprintf(&b, "| %s | %d | %s |\n", k, kinds[k], kindDoc[k])
	}
	return os.WriteFile(filepath.Join(dir, "README.md"), []byte(b.String()), 0o644)
}

var kindDoc = map[string]string{
	"amount_edited_in_place":   "one deposit's digits retyped in the content stream; balances and totals left as they were",
	"amount_edited_reconciled": "one deposit raised and every later balance, total and the ending balance retyped so the math still adds up",
	"white_box_overlay":        "a white rectangle over a deposit amount with a new figure typed on top (qpdf overlay)",
	"rows_changed_reexported":  "fee rows deleted or a deposit inserted, everything recomputed and re-exported through LibreOffice",
	"metadata_edited":          "Info dictionary rewritten (producer, creator, dates) and the file re-saved; content unchanged",
	"incremental_update":       "an Acrobat-style incremental update appended that replaces a page's content with a retyped amount",
	"dates_shifted":            "every printed date moved one month later to pass an old statement off as a recent one",
	"page_spliced":             "a page replaced by the same page of another statement of the same account (qpdf --pages)",
	"identity_changed":         "holder name (and account number) changed to another business's",
	"fee_rows_whited_out":      "overdraft / NSF fee rows hidden under white boxes; totals still include them",
}
