package main

// The famH families: layouts written, like famF and famG, from
// statement-conventions.md and the look of published statements, without
// reading the engine. Besides the conventions they vary how a producer
// prints them: glyphs or pieces of a figure placed one by one, letter-
// spaced and small-capital headings, condensed faces at 6.5-7.5 pt, a
// content stream that draws a page out of reading order, text inside
// Form XObjects, white text on dark bars, shaded rows, logos and
// watermark words, and columns that are not quite under their heads.
//
//   - dailyend (Chromium): a CHECKING SUMMARY with instances, hidden
//     "*start*…" markers, and a Date | Check Number | Description |
//     Deposits/Credits | Withdrawals/Debits | Ending daily balance table
//     with "Jan 14, 2026" dates on a day's first row only.
//   - glyphsub (Ghostscript, ReportLab, cairo, fpdf-words): a Balance
//     Summary with average ledger and collected balances, sub-tables
//     under two big sections with the amount before the description;
//     glyphs and amount pieces placed one by one, pages drawn out of
//     reading order, furniture in a Form XObject.
//   - leaderdr (ReportLab, Ghostscript, cairo, fpdf-core): a credit
//     union's two shares, summaries as arithmetic, lists with dotted
//     leaders and CR/DR amounts, a two-column balance activity history;
//     page bodies in Form XObjects, per-glyph advances, small capitals,
//     text drawn column by column, a COPY watermark.
//
// The ops families are printed by famH's own printers
// (fieldlayouts_famh_print.go), which read a role from each op's Font.
// Each family is an fFamily (fieldlayouts_famf.go); the group owns the
// seeds 88000+ID*100+n (retries of the low-balance month add 100000), so
// no other family's seeds or file names move. The fixtures are
// regenerated with:
//
//	go run ./infra/corpusgen -out testdata/corpus -only 'dailyend' -chromium chromium
//	go run ./infra/corpusgen -out testdata/corpus -only 'glyphsub|leaderdr' \
//		-reportlab /usr/bin/python3 -cairo /usr/bin/python3 -ps2pdf ps2pdf
var hFamilies []fFamily

// hJobs lists the famH documents as field jobs.
func hJobs() []fieldJob { return hJobPrinters(familyJobs(hFamilies, 88000)) }
