package statement

import (
	"fmt"
	"regexp"
	"strings"
)

// countedLabelRe is a label that ends with its item count in
// parentheses: "Conventional Checks Paid (2)".
var countedLabelRe = regexp.MustCompile(`^(.*\S)\s*\((\d{1,4})\)$`)

// dropCountedSubtotals removes a row printed without a date whose label
// names a kind of row and ends with a count ("Conventional Checks Paid
// (2) $361.46-", "Electronic Checks Paid (1) $485.29-", printed together
// under two checks tables): a table or section above it holds exactly
// that many rows, and they sum to its amount. Count and sum both agree,
// so the line is that table's total, not one more payment. Without the
// word "Total" the section-total rule (dropSectionTotals) does not see
// it, and it need not close the rows right above it.
func dropCountedSubtotals(rows []row, txns []txn, st *settled) {
	for i, r := range rows {
		if !r.dateCarried || !st.keep[i] || r.totalWord {
			continue
		}
		m := countedLabelRe.FindStringSubmatch(strings.Join(r.Desc, " "))
		if m == nil || !namesKind(strings.Fields(m[1])) {
			continue
		}
		n := atoi(m[2])
		type group struct {
			sum   int64
			count int
		}
		byTable, bySection := map[int]*group{}, map[int]*group{}
		for j := 0; j < i; j++ {
			if !st.keep[j] || rows[j].totalWord || rows[j].Dir != "" && r.Dir != "" && rows[j].Dir != r.Dir {
				continue
			}
			for _, g := range []struct {
				m   map[int]*group
				key int
			}{{byTable, rows[j].Table}, {bySection, rows[j].Section}} {
				if g.m[g.key] == nil {
					g.m[g.key] = &group{}
				}
				g.m[g.key].sum += txns[j].Cents
				g.m[g.key].count++
			}
		}
		found := false
		for _, gs := range []map[int]*group{byTable, bySection} {
			for _, g := range gs {
				if g.count == n && g.sum == txns[i].Cents {
					found = true
				}
			}
		}
		if found {
			st.keep[i] = false
			st.notes = append(st.notes, fmt.Sprintf("row %q is the total of the %d rows of a table above it", txns[i].Desc, n))
		}
	}
}
