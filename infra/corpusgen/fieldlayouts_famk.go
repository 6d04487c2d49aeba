package main

// The famK families: layouts written, like famF to famJ, from
// statement-conventions.md and the look of published statements, without
// reading the engine.
//
//   - usbsect (fpdf-core, Ghostscript, ReportLab): a U.S. Bank-style
//     business checking statement: an Account Summary by section (Customer
//     Deposits, Other Deposits, Card Withdrawals, Other Withdrawals, Checks
//     Paid) with item counts, each section its own table Date | Description
//     of Transaction | Ref Number | Amount with "Jan 3" dates and
//     trailing-minus withdrawals (84.20-), a section total line, Checks
//     Presented Conventionally two across and Checks Presented
//     Electronically with the payee, a Balance Summary in date/balance
//     pairs three across, and a print-stream creator string.
//
// Each family is an fFamily (fieldlayouts_famf.go); the group owns the
// seeds 54000+ID*100+n (retries of the low-balance month add 100000), so
// no other family's seeds or file names move. The fixtures are
// regenerated with:
//
//	go run ./infra/corpusgen -out testdata/corpus -only 'usbsect' \
//		-reportlab /usr/bin/python3 -ps2pdf ps2pdf
var kFamilies []fFamily

// kJobs lists the famK documents as field jobs.
func kJobs() []fieldJob { return familyJobs(kFamilies, 54000) }
