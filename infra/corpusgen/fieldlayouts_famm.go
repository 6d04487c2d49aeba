package main

// The famM families: layouts written, like famF to famL, from
// statement-conventions.md and the look of published statements, without
// reading the engine.
//
//   - jhcore (fpdf-core, Ghostscript): a Jack Henry / Fiserv-style
//     community-bank core print: all capitals, one fixed-pitch font, a
//     single register DATE | TC | DESCRIPTION | ITEMS | AMOUNT | BALANCE
//     with the transaction code (DEP, CHK, POS, ACH …) in a column of
//     its own, an ITEMS count on deposits, debits and negative balances
//     with a trailing minus, and a BALANCE FORWARD line opening it.
//
// Each family is an fFamily (fieldlayouts_famf.go); the group owns the
// seeds 147000+ID*100+n (retries of the low-balance month add 100000),
// so no other family's seeds or file names move. The fixtures are
// regenerated with:
//
//	go run ./infra/corpusgen -out testdata/corpus -only 'jhcore' -ps2pdf ps2pdf
var mFamilies []fFamily

// mJobs lists the famM documents as field jobs.
func mJobs() []fieldJob { return familyJobs(mFamilies, 147000) }
