package statement

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/docanalysis/service/internal/domain/result"
)

// Statements of several accounts.
//
// A credit union prints share savings and share draft in one document; a
// relationship statement prints checking and savings; a neobank prints
// sub-accounts. Each account has its own table, its own opening and
// closing balance and often its own totals. The result describes one
// account, so the engine reads every account apart and returns the
// transaction account: the one whose title names checking, a share draft
// or an operating account, else the one with the most rows. Transfers
// between the accounts stay as rows of the account returned.

var (
	// acctTypeRe names an account's kind in a title line.
	acctTypeRe = regexp.MustCompile(`(?i)\b(share draft|share savings|shares?|savings|checking|chequing|money market|draft|spend(ing)?|reserve|growth|certificate|operating|account|acct)\b`)
	// acctNumberRe is an account number as a title prints it: masked or
	// whole, four digits at least.
	// Bullets and middle dots mask it as periods do ("••1447").
	acctNumberRe = regexp.MustCompile(`^[Xx*#.\-•·]*\d{4,}[),.:]*$`)
	// acctSuffixRe is a credit union's share suffix ("S0010", "ID 10" is
	// not): the sub-account's number when the title prints no other.
	acctSuffixRe = regexp.MustCompile(`^[Ss]\d{2,4}[),.:]*$`)
	// transactionAcctRe names the kind of account a lender underwrites.
	transactionAcctRe = regexp.MustCompile(`(?i)\b(share draft|checking|chequing|draft|operating|spend(ing)?)\b`)
	// acctTotalsRe reads an account's totals line: "Deposits: 17
	// totaling 77,551.10   Withdrawals: 60 totaling 33,957.56".
	acctTotalsRe = regexp.MustCompile(`(?i)\b(deposits?|credits?|additions|withdrawals?|debits?|subtractions)\s*:?\s*(\d{1,4})\s+(?:items?\s+)?(?:totaling|totalling|for|=)\s+\$?([\d,]+\.\d\d)`)
	// acctCountTotalRe is the other order: "Total 32 Withdrawals
	// 17,966.16", "Total 2 Deposits 2,107.30".
	acctCountTotalRe = regexp.MustCompile(`(?i)^\s*total\s+(\d{1,4})\s+(deposits?|credits?|additions|withdrawals?|debits?|subtractions)\s+\$?([\d,]+\.\d\d)\s*$`)
	periodWordRe     = regexp.MustCompile(`(?i)\b(period|statement date|page|member number)\b`)
)

// account is what the scanner learns of one account.
type account struct {
	Last4 string
	// Title is the line that named the account.
	Title            string
	Opening, Closing *int64
	rows             int
}

// accountTitle reports the account a title line names ("SHARE SAVINGS
// (SUFFIX 00)   Account XXXXXXXX6447"): a line without amounts that
// names a kind of account and prints its number.
func accountTitle(l line) (last4 string, ok bool) {
	t := l.text()
	if l.Furniture || lineHasAmount(l) || !acctTypeRe.MatchString(t) || cardTitleRe.MatchString(t) || periodWordRe.MatchString(t) || len(l.Words) > 12 || len(findFullDates(t)) > 0 {
		return "", false
	}
	digits := func(s string) string {
		return strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return r
			}
			return -1
		}, s)
	}
	for i, w := range l.Words {
		// A share ID before the title ("ID 0010 BUSINESS SHARE DRAFT")
		// keys the sub-account as shareID does; it is no account number.
		if i > 0 && shareLabelRe.MatchString(l.Words[i-1].Text) && shareDigitsRe.MatchString(w.Text) {
			return "ID" + strings.TrimRight(w.Text, "),.:"), true
		}
		// A year alone ("2026" wrapped under a row's date) is no account
		// number.
		if acctNumberRe.MatchString(w.Text) && !wrapYearRe.MatchString(w.Text) && kindNamesNumber(l, i) {
			d := digits(groupedNumber(l.Words, i))
			return d[len(d)-4:], true
		}
	}
	// A share suffix names the sub-account when no number is printed
	// ("PRIMARY SHARE S0000"); keyed apart from account numbers.
	for _, w := range l.Words {
		if acctSuffixRe.MatchString(w.Text) {
			return "S" + digits(w.Text), true
		}
	}
	if k := shareID(t); k != "" {
		return k, true
	}
	return "", false
}

// accountTotals reads an account's totals line into printed totals.
func accountTotals(l line) ([]printedTotal, bool) {
	ms := acctTotalsRe.FindAllStringSubmatch(l.text(), -1)
	if m := acctCountTotalRe.FindStringSubmatch(l.text()); len(ms) == 0 && m != nil {
		ms = [][]string{{m[0], m[2], m[1], m[3]}}
	}
	if len(ms) == 0 {
		return nil, false
	}
	var out []printedTotal
	for _, m := range ms {
		a, ok := parseAmount(m[3])
		if !ok {
			return nil, false
		}
		kind := "debits"
		switch strings.ToLower(m[1])[0] {
		case 'd':
			if strings.HasPrefix(strings.ToLower(m[1]), "dep") {
				kind = "credits"
			}
		case 'c', 'a':
			kind = "credits"
		}
		out = append(out, printedTotal{Kind: kind, Cents: a.Cents, Count: atoi(m[2]), Label: "total:" + strings.TrimSpace(m[0])})
	}
	return out, true
}

// chooseAccount picks the account the result describes when the rows
// belong to several. It returns "" when they belong to one (or none is
// named).
func chooseAccount(accts map[string]*account, rows []row) string {
	// Only named accounts count: rows before the first account title
	// belong to no account, and one named account is the whole document.
	n := map[string]int{}
	for _, r := range rows {
		if r.Account != "" {
			n[r.Account]++
		}
	}
	if len(n) < 2 {
		return ""
	}
	var keys []string
	for k := range n {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		ti, tj := isTransactionAccount(accts[keys[i]]), isTransactionAccount(accts[keys[j]])
		if ti != tj {
			return ti
		}
		if n[keys[i]] != n[keys[j]] {
			return n[keys[i]] > n[keys[j]]
		}
		return keys[i] < keys[j]
	})
	return keys[0]
}

func isTransactionAccount(a *account) bool {
	return a != nil && transactionAcctRe.MatchString(a.Title)
}

// oneAccount keeps the chosen account's rows and totals, and says in a
// check which accounts the document holds and which one was read.
func oneAccount(rd reading, key string) (reading, result.Check) {
	var rows []row
	sections := map[int]bool{}
	for _, r := range rd.rows {
		if r.Account == key {
			rows = append(rows, r)
			sections[r.Section] = true
		}
	}
	var totals []printedTotal
	for _, t := range rd.totals {
		switch {
		case t.Account == key:
			totals = append(totals, t)
		case t.Kind == "section" && sections[t.Section] && t.Account == "":
			totals = append(totals, t)
		}
	}
	var others []string
	for k, a := range rd.accounts {
		if k != key && a.rows > 0 {
			others = append(others, "…"+k+" ("+strings.ToLower(kindOf(a))+")")
		}
	}
	sort.Strings(others)
	a := rd.accounts[key]
	c := result.Check{Name: "single_account", Passed: true, Checked: len(others) + 1,
		Detail: fmt.Sprintf("the document holds %d accounts; this reading is account …%s (%s); left out: %s",
			len(others)+1, key, strings.ToLower(kindOf(a)), strings.Join(others, ", "))}
	var unread []row
	for _, r := range rd.unread {
		if r.Account == key {
			unread = append(unread, r)
		}
	}
	var daily []dailyBal
	for _, d := range rd.daily {
		if d.Account == key {
			daily = append(daily, d)
		}
	}
	rd.rows, rd.totals, rd.unread, rd.daily = rows, totals, unread, daily
	return rd, c
}

func kindOf(a *account) string {
	if a == nil {
		return "unnamed"
	}
	if m := acctTypeRe.FindString(a.Title); m != "" {
		return m
	}
	return "account"
}
