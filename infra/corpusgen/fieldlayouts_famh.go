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
//
// Each family is an fFamily (fieldlayouts_famf.go); the group owns the
// seeds 88000+ID*100+n (retries of the low-balance month add 100000), so
// no other family's seeds or file names move. The fixtures are
// regenerated with:
//
//	go run ./infra/corpusgen -out testdata/corpus -only 'dailyend' -chromium chromium
var hFamilies []fFamily

// hJobs lists the famH documents as field jobs.
func hJobs() []fieldJob { return familyJobs(hFamilies, 88000) }
