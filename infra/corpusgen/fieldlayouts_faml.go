package main

// The famL families: layouts written, like famF, famG, famH and famJ,
// from statement-conventions.md and the look of published statements,
// without reading the engine.
//
//   - desclast (cairo, fpdf-core, ReportLab): a Woodforest-style bank
//     business checking statement whose one activity table is Date |
//     Credits | Debits | Balance | Description, the description LAST,
//     right of the money, wrapping under itself.
//   - symshare (Ghostscript, ReportLab, fpdf-ttf): a Symitar-style CU
//     member e-statement with a Share Savings (ID 0000) and a Business
//     Share Draft (ID 0010) in one run of pages; the answer's account is
//     the second. Trans Date | Eff Date | Transaction Description |
//     Withdrawals | Deposits | Balance, "Deposit …"/"Withdrawal …" first
//     lines over indented detail lines, month-end dividends.
//
// Each family is an fFamily (fieldlayouts_famf.go); the group owns the
// seeds 131000+ID*100+n (retries of the low-balance month add 100000),
// so no other family's seeds or file names move. The fixtures are
// regenerated with:
//
//	go run ./infra/corpusgen -out testdata/corpus -only 'desclast|symshare' \
//		-reportlab /usr/bin/python3 -cairo /usr/bin/python3 -ps2pdf ps2pdf
var lFamilies []fFamily

// lJobs lists the famL documents as field jobs.
func lJobs() []fieldJob { return familyJobs(lFamilies, 131000) }
