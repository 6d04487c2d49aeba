package main

// The famQ families: layouts written, like famF to famP, from
// statement-conventions.md and the look of published statements, without
// reading the engine.
//
//   - relbox (Ghostscript, ReportLab, cairo): a Comerica / Zions /
//     Synovus / Frost-style regional commercial bank statement: page 1 a
//     relationship page (a Relationship Summary box of the customer's
//     deposit and loan accounts with their numbers and balances, the
//     checking among them), the checking's own pages after it with an
//     account summary by section and item counts; sections Deposits and
//     Credits, Electronic Debits, Other Debits, each Date | Amount |
//     Description | Bank Reference (the amount before the description,
//     a bank reference column at the right) closed by its own total and
//     item count; Checks Paid four across with '*' at a gap; Daily
//     Balances four across, negatives in parentheses; descriptions of two
//     to four lines (ACH entry description and addenda, wire originator
//     or beneficiary with IMAD, card purchases with city and state).
//   - envflow (Chromium): a Relay / Novo / Bluevine-style business
//     neobank statement: a drawn logo, the brand only in its web address
//     and the partner-bank legal line, account and routing numbers
//     printed together, several envelope accounts (Operating, Payroll,
//     Tax Reserve, Profit) in a 'Your accounts' table of which the answer
//     is Operating, one table Date | Description | Type | Amount |
//     Balance with signed +$/-$ amounts, the counterparty over a memo
//     line, and in some months the Tax Reserve's own table after it.
//
// Each family is an fFamily (fieldlayouts_famf.go); the group owns the
// seeds 186000+ID*100+n (retries of the low-balance month add 100000),
// so no other family's seeds or file names move. The fixtures are
// regenerated with:
//
//	go run ./infra/corpusgen -out testdata/corpus -only 'relbox|envflow' -ps2pdf ps2pdf \
//		-reportlab /usr/bin/python3 -cairo /usr/bin/python3 -chromium chromium
var qFamilies []fFamily

// qJobs lists the famQ documents as field jobs.
func qJobs() []fieldJob { return familyJobs(qFamilies, 186000) }
