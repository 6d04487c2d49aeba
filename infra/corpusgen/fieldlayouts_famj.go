package main

// The famJ families: layouts written, like famF, famG and famH, from
// statement-conventions.md and the look of published statements, without
// reading the engine. Besides the conventions they vary how a producer
// prints them (the order a page is painted in, condensed faces at small
// sizes, white text on dark bars, shaded rows, figures not quite under
// their heads).
//
//   - isoflow (Chromium): a business neobank's monthly statement (a
//     fintech front end over a partner bank): ISO dates, the counterparty
//     over a grey detail line, a Method column, one signed amount column
//     with an en dash for money out, no running balance, Money in / Money
//     out with counts, a table of activity by method, and pending card
//     authorizations listed after the posted activity but not part of it;
//     every amount cell positioned, so Chromium paints each page's
//     amounts after all its other text.
//   - sheetbook (ReportLab, cairo, Ghostscript, fpdf-core): a community
//     bank statement re-made as a two-sheet workbook printed to PDF: a
//     Summary sheet and a Transactions sheet with printed gridlines,
//     heads wrapped in a shaded header row repeated on every page,
//     m/d/yyyy dates, accounting figures ("$" apart from the figure,
//     negatives in parentheses), a balance on every row, a Totals row,
//     and in two months the sheet's row numbers and column letters.
//
// Each family is an fFamily (fieldlayouts_famf.go); the group owns the
// seeds 93000+ID*100+n (retries of the low-balance month add 100000), so
// no other family's seeds or file names move. The fixtures are
// regenerated with:
//
//	go run ./infra/corpusgen -out testdata/corpus -only 'isoflow' -chromium chromium
//	go run ./infra/corpusgen -out testdata/corpus -only 'sheetbook' \
//		-reportlab /usr/bin/python3 -cairo /usr/bin/python3 -ps2pdf ps2pdf
var jFamilies []fFamily

// jJobs lists the famJ documents as field jobs.
func jJobs() []fieldJob { return familyJobs(jFamilies, 93000) }
