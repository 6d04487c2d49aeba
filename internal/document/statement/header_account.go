package statement

import (
	"regexp"
	"strings"
)

var (
	// acctLabelRe labels the account's own number: "Account Number:",
	// "Acct No.", "Account #", "Primary Account:", "Account ending in",
	// "Account ending with", "Account/Card number" (an Australian listing's one number for the
	// account and its card). Card, routing, member and customer numbers have other labels and are
	// never read.
	acctLabelRe = regexp.MustCompile(`(?i)\b(?:(?:primary\s+)?(?:account|acct|a/c)|(?:nomor|no\.?)\s+rekening)\b\.?(?:\s*/\s*card)?(?:\s*(?:number|num|no\.?|nbr|#))?(?:\s*[:#])*\s*(?:(?:ending|ends)(?:\s+(?:in|with))?\s*:?\s*)?`)
	// productLabelRe names the account by its product: "Business Checking
	// 123456789", "Share Draft ****3104", "Savings Account No. 0012345",
	// "Commercial Interest Checking ending in 8596" (a relationship list
	// whose other products print masks: the ending's words must not hand
	// the statement to the next product's "****1291").
	productLabelRe = regexp.MustCompile(`(?i)\b(?:checking|chequing|savings|share\s+draft|money\s+market|current\s+account|cheque\s+account|everyday)(?:\s+account)?(?:\s*(?:number|no\.?|#))?(?:\s*[:#])*\s*(?:(?:ending|ends)(?:\s+(?:in|with))?\s*:?\s*)?`)
	// acctTokenRe is one group of an account number: digits, hyphens and
	// mask characters (XXXX, ****, ••••, ...).
	acctTokenRe = regexp.MustCompile(`^[0-9Xx*•·.\-]+$`)
	// maskedRe is a masked number without a label: XXXXXX2619, ••••1604,
	// ...4101, "ending in 4101", x4101.
	maskedRe = regexp.MustCompile(`(?i)(?:(?:[x*•·]{2,}|\.{3})[- ]?(\d{4})\b|\bending\s+(?:in|with)\s+(\d{4})\b|(?:^|\s)x(\d{4})\b)`)
)

// last4 is the last four digits of the account's number as printed. A
// number printed in groups is read whole: "3356-7821-4590" gives 4590 and
// the New Zealand bank-branch-account-suffix "01-2345-0678901-00" gives
// 0100, the last four digits a reader sees (and what a bank's own mask,
// "****0100", shows), not the base account before the suffix.
//
// It reads a labelled number in the header of page one, then anywhere on
// page one outside the rows, then a masked number near the top, then a
// labelled number on a later page's header, then the member number of a
// credit union's statement that prints no account number; never from a
// row (transfers name other accounts).
func last4(pages [][]line, hdr []line) string {
	if len(pages) == 0 {
		return ""
	}
	if v := labelledAcct(hdr); v != "" {
		return v
	}
	if v := ibanLast4(hdr); v != "" {
		return v
	}
	outside := outsideTables(pages[0])
	if v := labelledAcct(outside); v != "" {
		return v
	}
	for _, l := range outside {
		if l.Y1 > l.PageH*0.3 {
			continue
		}
		if m := maskedRe.FindStringSubmatch(l.text()); m != nil {
			return m[1] + m[2] + m[3]
		}
	}
	if v := productDashAcct(outside); v != "" {
		return v
	}
	if v := productTitleAcct(outside); v != "" {
		return v
	}
	for _, ls := range pages[1:] {
		var top []line
		for _, l := range ls {
			if l.Y1 < l.PageH*0.2 {
				top = append(top, l)
			}
		}
		if v := labelledAcct(top); v != "" {
			return v
		}
	}
	// A credit union's accounts are suffixes of the member's number: a
	// statement that prints no account number of its own is known by the
	// member number (and by nothing else a reader could match).
	return memberNumber(outside)
}

// labelledAcct reads the number after an account label on the same line,
// or in the cell below a label that stands alone (a label over its value).
func labelledAcct(ls []line) string {
	for _, re := range []*regexp.Regexp{acctLabelRe, productLabelRe} {
		for i, l := range ls {
			if isRowLine(l) {
				continue
			}
			t := fuzzyText(l.text(), []string{"account", "number"})
			for _, m := range re.FindAllStringIndex(t, -1) {
				rest := t[m[1]:]
				if d := acctDigits(rest); len(d) >= 4 {
					return d[len(d)-4:]
				}
				if re != acctLabelRe || i+1 >= len(ls) {
					continue
				}
				x0, x1 := labelSpan(l, m)
				if strings.TrimSpace(rest) != "" {
					// A row of labels over a row of values ("Account
					// Holder   Account number   UK sort code" over
					// "Sean Loh   21950405   23-14-70"): the label in a
					// cell of its own heads the value under it.
					var ok bool
					if x0, x1, ok = labelCell(l, re); !ok || lineHasAmount(ls[i+1]) {
						continue
					}
				}
				for _, s := range headerSegs(ls[i+1 : i+2]) {
					if s.x0 < x1+10 && s.x1 > x0-10 && ls[i+1].Y0-l.Y1 < 1.5*l.height() {
						if d := acctDigits(s.text); len(d) >= 4 {
							return d[len(d)-4:]
						}
					}
				}
			}
		}
	}
	return ""
}

// acctDigits reads the number that starts s: groups of digits and masks
// separated by spaces or hyphens, up to a word, a date or an amount. It
// returns the digits.
func acctDigits(s string) string {
	var b strings.Builder
	n := 0
	fields := strings.Fields(s)
	for j, tok := range fields {
		if n > 0 && startsDate(fields[j:]) {
			// "Account Number 71834526   1 January 2026 to 31 January
			// 2026": the period's first day is printed after the number
			// in the next cell of a running header, not a group of it
			// (devblind3 uk-business).
			break
		}
		tok = withoutCurrencySuffix(strings.TrimRight(tok, ",;"))
		if tok == ":" || tok == "#" || tok == "-" {
			if n == 0 {
				continue
			}
			break
		}
		if !acctTokenRe.MatchString(tok) || strings.Trim(tok, ".-") == "" {
			break
		}
		if phoneAfterNumber(tok, n) {
			break
		}
		if _, ok := headerAmount(tok); ok || len(findDates(tok)) > 0 {
			break
		}
		b.WriteString(tok)
		n++
		if n == 6 {
			break
		}
	}
	return onlyDigits(b.String())
}

func onlyDigits(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// labelCell finds the cell of l that is an account label and nothing
// else, and returns its span; a line that labels a money column too is a
// table's header, not a row of labels.
func labelCell(l line, re *regexp.Regexp) (float64, float64, bool) {
	segs := headerSegs([]line{l})
	for _, sg := range segs {
		switch classifyHeaderCell(sg.text) {
		case colBalance, colAmount, colCredit, colDebit:
			// A table's header ("Account   Account Number   Balance"
			// over a relationship list): its first row is one of
			// several accounts.
			return 0, 0, false
		}
	}
	for _, sg := range segs {
		t := strings.TrimSpace(sg.text)
		if m := re.FindStringIndex(t); m != nil && m[0] == 0 && m[1] == len(t) && strings.Contains(strings.ToLower(t), " ") {
			return sg.x0, sg.x1, true
		}
	}
	return 0, 0, false
}

// startsDate reports whether the words fs begin with a date ("1 January
// 2026", "14 Feb 26").
func startsDate(fs []string) bool {
	t := strings.Join(fs[:min(3, len(fs))], " ")
	for _, h := range findDates(t) {
		if h.start == 0 {
			return true
		}
	}
	return false
}
