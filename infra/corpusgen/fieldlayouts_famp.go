package main

// The famP families: layouts written, like famF to famM, from
// statement-conventions.md and the look of published statements, without
// reading the engine.
//
//   - accessmbr (Ghostscript, ReportLab, cairo): a Navy Federal-style large
//     credit union's business membership statement: a member "Access
//     No." that is not an account number, a Summary of your deposit
//     accounts (membership savings, business checking, money market
//     savings, each with its full account number), then each account's
//     Date | Transaction Detail | Amount($) | Balance($) with MM-DD dates,
//     one signed amount column with a trailing minus on debits, Beginning
//     and Ending Balance rows, month-end dividends; the answer's account
//     is the business checking, printed second.
//   - chkimage (cairo, Ghostscript, ReportLab): a BMO / First
//     Citizens-style regional bank statement: Account summary with item
//     counts, "Deposits and other credits", "Withdrawals and other debits"
//     (Date | Description | Amount, unsigned, a first line over labelled
//     detail lines), "Checks paid" three across, a "Daily balance
//     summary", and check images on the last pages, each image's number,
//     date paid and amount printed under it (not rows).
//
// Each family is an fFamily (fieldlayouts_famf.go); the group owns the
// seeds 163000+ID*100+n (retries of the low-balance month add 100000),
// so no other family's seeds or file names move. The fixtures are
// regenerated with:
//
//	go run ./infra/corpusgen -out testdata/corpus -only 'accessmbr|chkimage' -ps2pdf ps2pdf \
//		-reportlab /usr/bin/python3 -cairo /usr/bin/python3
var pFamilies []fFamily

// pJobs lists the famP documents as field jobs.
func pJobs() []fieldJob { return familyJobs(pFamilies, 163000) }
