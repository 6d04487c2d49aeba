package main

// The famM families: layouts written, like famF to famL, from
// statement-conventions.md and the look of published statements, without
// reading the engine.
//
//   - jhcore (fpdf-core, Ghostscript, ReportLab): a Jack Henry / Fiserv-style
//     community-bank core print: all capitals, one fixed-pitch font, a
//     single register DATE | TC | DESCRIPTION | ITEMS | AMOUNT | BALANCE
//     with the transaction code (DEP, CHK, POS, ACH …) in a column of
//     its own, an ITEMS count on deposits, debits and negative balances
//     with a trailing minus, and a BALANCE FORWARD line opening it.
//   - afpcheck (Ghostscript, ReportLab, cairo): a Citi-style CHECKING
//     ACTIVITY as an AFP-to-PDF converter writes it: every printed line
//     one text object in a fixed-pitch font, Date | Description | Debits
//     | Credits | Balance with the balance only on a day's last row, a
//     kind line over the detail lines of each description, Beginning
//     Balance / Total Debits/Credits / Ending Balance rows in the table.
//
// Each family is an fFamily (fieldlayouts_famf.go); the group owns the
// seeds 147000+ID*100+n (retries of the low-balance month add 100000),
// so no other family's seeds or file names move. The fixtures are
// regenerated with:
//
//	go run ./infra/corpusgen -out testdata/corpus -only 'jhcore|afpcheck' -ps2pdf ps2pdf \
//		-reportlab /usr/bin/python3 -cairo /usr/bin/python3
var mFamilies []fFamily

// mJobs lists the famM documents as field jobs.
func mJobs() []fieldJob { return familyJobs(mFamilies, 147000) }
