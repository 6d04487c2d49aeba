package statement

import "strings"

// bracketedMark rewrites a direction mark printed in brackets after a
// figure ("394.73(Cr)", "0.00(Dr)", as Indian core-banking reports
// print balances and summary totals) to the bare suffix the amount
// grammar reads ("394.73CR"). s is already upper case without spaces. A
// figure printed wholly in brackets ("(394.73)CR") is left alone.
func bracketedMark(s string) string {
	for _, m := range [...]string{"(CR)", "(DR)", "(CR.)", "(DR.)"} {
		if strings.HasSuffix(s, m) && !strings.HasPrefix(s, "(") && len(s) > len(m) {
			d := s[len(s)-len(m)-1]
			if d >= '0' && d <= '9' {
				return s[:len(s)-len(m)] + m[1:3]
			}
		}
	}
	return s
}
