package main

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
func gJobs() []fieldJob { return familyJobs(gFamilies, 77000) }
