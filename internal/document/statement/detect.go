package statement

import (
	"regexp"
	"strconv"
	"strings"
)

var (
	pageOfRe    = regexp.MustCompile(`(?i)\bpage(?:\s+(?:number|no\.?|#))?\s*:?\s*(\d{1,3})\s*(?:of|/)\s*(\d{1,3})\b`)
	pageSlashRe = regexp.MustCompile(`^(\d{1,3})\s*/\s*(\d{1,3})$`)
)

// pageNumbers reads "Page 2 of 5", "Page: 2 of 5" anywhere, and a bare
// "2/5" only when it stands alone in the top or bottom margin (so dates
// such as 1/5 in a table never count). It returns the largest "of" total
// seen, the set of page numbers printed and how many pages print one.
func pageNumbers(pages [][]line) (expected int, seen map[int]bool, numbered int) {
	seen = map[int]bool{}
	note := func(n, t int) bool {
		if n < 1 || n > t || t > 200 {
			return false
		}
		seen[n] = true
		if t > expected {
			expected = t
		}
		return true
	}
	for _, ls := range pages {
		found := false
		for _, l := range ls {
			for _, m := range pageOfRe.FindAllStringSubmatch(l.text(), -1) {
				n, _ := strconv.Atoi(m[1])
				t, _ := strconv.Atoi(m[2])
				found = note(n, t) || found
			}
			margin := l.PageH * 0.055
			if l.Y1 > margin && l.Y0 < l.PageH-margin {
				continue
			}
			for _, s := range segments(l) {
				if len(s) != 1 {
					continue
				}
				if m := pageSlashRe.FindStringSubmatch(s[0].Text); m != nil {
					n, _ := strconv.Atoi(m[1])
					t, _ := strconv.Atoi(m[2])
					found = note(n, t) || found
				}
			}
		}
		if found {
			numbered++
		}
	}
	return expected, seen, numbered
}

// missingPages returns the printed page total (0 if none) and whether
// pages are missing: fewer pages than "of N" says, or every page is
// numbered and a number is absent (a page replaced by a duplicate).
// Pages that print no number at all are not evidence of a gap.
func missingPages(pages [][]line) (expected int, missing bool) {
	exp, seen, numbered := pageNumbers(pages)
	return exp, exp > len(pages) || numbered == len(pages) && len(seen) < exp
}

// Document type cues, matched on page-one text in lower case. Each type
// needs at least two distinct cues, which keeps a stray word in a
// transaction description from reclassifying a statement.
var typeCues = map[string][]string{
	"tax_return":            {"form 1040", "form 1120", "form 1065", "income tax return", "internal revenue service", "schedule c", "adjusted gross income", "taxable income", "filing status"},
	"pay_stub":              {"earnings statement", "pay stub", "gross pay", "net pay", "pay period", "pay date", "ytd", "employee id"},
	"invoice":               {"invoice", "bill to", "amount due", "invoice number", "invoice date", "remit", "due date"},
	"application_form":      {"application", "applicant", "date of birth", "ownership", "requested amount", "signature", "federal tax id", "owner information"},
	"credit_card_statement": {"credit card", "minimum payment", "payment due date", "credit limit", "available credit", "interest charged", "account ending", "cash advance"},
}

var bankCues = []string{"beginning balance", "ending balance", "opening balance", "closing balance", "deposits", "withdrawals",
	"statement period", "daily balance", "checking", "account summary", "account number", "daily ending balance", "credits", "debits",
	"bank", "account", "statement",
	// A bank's own export of an account's rows is titled so.
	"transaction history", "account activity"}

var typeOrder = []string{"tax_return", "pay_stub", "invoice", "application_form", "credit_card_statement"}

// classify returns "bank_statement" or one of the not-a-bank-statement
// types. The content decides, not the vocabulary: anything with dated
// money rows and balances is a bank statement, whatever its producer or
// spelling, unless page one is plainly another kind of document (a card
// statement also has dated rows and balances, and says so in several
// ways).
func classify(first, all []line, rows []row, haveBalances bool) string {
	var b strings.Builder
	for _, l := range first {
		b.WriteString(strings.ToLower(foldConfusables(l.text())))
		b.WriteByte('\n')
	}
	txt := b.String()
	count := func(cues []string) int {
		n := 0
		for _, c := range cues {
			if strings.Contains(txt, c) {
				n++
			}
		}
		return n
	}
	bank := count(bankCues)
	bestType, best := "", 0
	for _, t := range typeOrder {
		if n := count(typeCues[t]); n > best {
			bestType, best = t, n
		}
	}
	balances := haveBalances
	for _, r := range rows {
		if r.Balance != nil {
			balances = true
			break
		}
	}
	switch {
	case best >= 3 && best > bank:
		return bestType
	case len(rows) > 0 && balances:
		return "bank_statement"
	case bank >= 2 && bank > best && (len(rows) > 0 || haveBalances):
		return "bank_statement"
	case best >= 2:
		return bestType
	case haveBalances && datedMoneyLines(all) >= 2:
		// Rows the engine could not read: still a statement, read as
		// needs_review rather than refused.
		return "bank_statement"
	case balanceLabelled(first) && figureLines(all) >= 2:
		// The same, when neither the rows nor the balances are in a form
		// the engine reads (another language's labels and number format).
		return "bank_statement"
	}
	return "other"
}
