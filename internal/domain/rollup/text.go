package rollup

import (
	"regexp"
	"strings"

	"github.com/docanalysis/service/internal/domain/result"
)

var (
	transferWord = regexp.MustCompile(`\b(TRANSFER|XFER|TRNSFR|TRFR|TFR)\b`)
	// maskRe finds an account number printed masked (XXXXXX1234,
	// ****1234, ...1234, ••1234) or named (ACCT 1234, ENDING IN 1234).
	// "#1234" is not one: that is how check and store numbers print.
	maskRe = regexp.MustCompile(`(?i)(?:x{2,}|\*{2,}|\.{2,}|…|•+)\s?(\d{4})\b|\b(?:ending(?:\s+in)?|acct|account)\s*(?:no\.?|number)?\s*(\d{4})\b`)
)

// masks returns the last-4 digits of the accounts a description names.
func masks(desc string) []string {
	var out []string
	for _, m := range maskRe.FindAllStringSubmatch(desc, -1) {
		if m[1] != "" {
			out = append(out, m[1])
		} else if m[2] != "" {
			out = append(out, m[2])
		}
	}
	return out
}

var (
	// Prefixes banks put before the party: transaction kinds, channels.
	cpPrefix = regexp.MustCompile(`^(?:(?:UTILITY|VENDOR|REFUND|ACH|CCD|PPD|WEB|POS|DEBIT|CREDIT|CARD|PURCHASE|RECURRING|ONLINE|MOBILE|WIRE|IN|OUT|INCOMING|OUTGOING|PMT|PAYMENT|DEPOSIT|PREAUTHORIZED|ELECTRONIC|BILL|PAY|TO|FROM)\b[\s:]*|\d{1,2}/\d{1,2}(?:/\d{2,4})?\s+)+`)
	// Everything from the first reference-like token on is not the party.
	cpSuffix = regexp.MustCompile(`\s+(?:#|REF\b|INV\b|ID\b|TRACE|CONF|ACH\b|DEBIT\b|CREDIT\b|PMT\b|PAYMENT\b|DEPOSIT\b|TRANSFER\b|LOAN\b|FUNDING\b|WAGE\b|PAY\b|SQ\d|ST-|\d).*$`)
	cpOrig   = regexp.MustCompile(`ORIG CO NAME:\s*(.+?)(?:\s+ORIG ID:|\s+CO ENTRY|\s+DESC DATE:|$)`)
	cpNone   = regexp.MustCompile(`^(?:CHECK\b|CHK\b|MONTHLY|SERVICE|NSF|OVERDRAFT|RETURNED|INTEREST|FEE\b|MOBILE DEPOSIT|DEPOSIT\b|ATM\b|CASH\b|REVERSAL|REFUND OF|BOOK TRANSFER)`)
)

// counterparty is a best-effort name of the other party of a
// transaction, read from its description: the originator of an ACH
// ("ORIG CO NAME:"), else the description without the channel words
// before it and the references after it. Nil when the description names
// no party (checks, fees, interest, deposits at the counter).
func counterparty(desc, cat string) *string {
	u := strings.ToUpper(strings.Join(strings.Fields(desc), " "))
	if u == "" || cat == result.CatNSFFee {
		return nil
	}
	if m := cpOrig.FindStringSubmatch(u); m != nil {
		return clean(m[1])
	}
	if cpNone.MatchString(u) {
		return nil
	}
	s := cpPrefix.ReplaceAllString(u, "")
	s = cpSuffix.ReplaceAllString(s, "")
	return clean(s)
}

func clean(s string) *string {
	s = strings.Trim(strings.TrimSpace(s), "-:*#,.")
	s = strings.TrimSpace(s)
	if len(s) < 2 || !strings.ContainsFunc(s, func(r rune) bool { return r >= 'A' && r <= 'Z' }) {
		return nil
	}
	return &s
}
