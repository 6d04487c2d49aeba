package main

import "strings"

// The famN families: layouts written, like famF to famM, from
// statement-conventions.md and the look of published statements, without
// reading the engine.
//
//   - signsect (fpdf-core, ReportLab, Ghostscript): a Huntington / Fifth
//     Third-style regional bank business checking statement: the bank's
//     name only as a drawn logo and in the footer's legal line and web
//     address, the holder only in an envelope-window mailing block under
//     a return address (with an ATTN, DBA, c/o or member line), an Account
//     Summary by sign ('Deposits / Credits (+)', 'Checks (-)',
//     'Withdrawals / Debits (-)', 'Service Charges and Fees (-)') with
//     item counts, the activity in those sections with 'n items totaling
//     $x' in each heading, Date | Description | Amount with descriptions
//     over several lines, checks paid three across, a Balance Activity
//     grid of daily balances.
//   - twinflow (Chromium): a Mercury / Brex-style business neobank
//     statement: the brand's logo as paths, the brand named in text only
//     in the product line and the partner-bank disclosure, the holder
//     with a DBA, registered agent c/o or Attn: line, the account as
//     Checking ••1234 beside its full number, Treasury and card numbers;
//     Money in and Money out as two tables Date | From/To | Method |
//     Amount with 'Jan 3' dates, the counterparty over a detail line,
//     totals and counts; end-of-day balances four across.
//
// Each family is an fFamily (fieldlayouts_famf.go); the group owns the
// seeds 172000+ID*100+n (retries of the low-balance month add 100000),
// so no other family's seeds or file names move. The fixtures are
// regenerated with:
//
//	go run ./infra/corpusgen -out testdata/corpus -only 'signsect|twinflow' -ps2pdf ps2pdf \
//		-reportlab /usr/bin/python3 -cairo /usr/bin/python3 -chromium chromium
var nFamilies []fFamily

// nJobs lists the famN documents as field jobs.
func nJobs() []fieldJob { return familyJobs(nFamilies, 172000) }

// famnLines splits a description written with "|" between its printed
// lines; famnJoin gives the answer's description (the lines joined by a
// space).
func famnLines(desc string) []string { return strings.Split(desc, "|") }

// famnJoin rewrites every row's description as the answer gives it. It
// runs last in a Draw, after famPrintedOrder.
func famnJoin(fs *fstmt) {
	for i := range fs.Rows {
		fs.Rows[i].Desc = strings.Join(strings.Fields(strings.ReplaceAll(fs.Rows[i].Desc, "|", " ")), " ")
	}
}
