package statement

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/docanalysis/service/internal/domain/result"
)

// The statement's own arithmetic is the oracle of a reading. A layout
// leaves some things open — the direction of an unsigned amount, whether
// a line under a section is one more row or the section's total, which of
// two unlabelled money columns holds the debits — and the printed
// invariants settle them: the running or end-of-day balances, the section
// totals, the summary's totals and counts, and opening + credits − debits
// = closing. settle keeps the smallest change to the reading that makes
// the invariants hold; what it cannot make hold is reported, with the rows
// involved, and the reading is then needs_review.

// printedTotal is a control figure the statement prints.
type printedTotal struct {
	// Kind is "credits" or "debits" (the summary's totals) or "section"
	// (a Total/Subtotal line closing a section of rows).
	Kind  string
	Cents int64
	// Count is the number of items printed with the total, or -1.
	Count int
	// Section is the section a "section" total closes (row.Section);
	// Dir, when set, says the total counts only that direction's rows
	// (a Totals line with one figure under each money column).
	Section int
	Dir     string
	Label   string
	// Account is the account a statement of several prints the total
	// for (see accounts.go); "" for the document's.
	Account string
}

// settled is what the arithmetic decided and found.
type settled struct {
	// opening is derived from the first printed running balance when the
	// statement prints no opening balance.
	opening *int64
	// keep marks the rows that are transactions (false: a total or a
	// notice the layout read as a row).
	keep []bool
	// chain counts the printed balances checked and those that do not
	// follow; chainRows are the rows of the failing groups.
	chainChecked, chainFailed int
	chainRows                 []int
	notes                     []string
	// totals are section totals found among the rows that do not match
	// their section (see dropSectionTotals): checks, not transactions.
	totals []printedTotal
}

// softDir reports whether a row's direction came from something the
// arithmetic may overrule row by row: no marker at all, or a section
// title. What the row itself prints (a column, a sign, CR/DR, a Type) is
// not overruled row by row: a printed debit whose balance rises is an
// inconsistency to report, not to correct — correcting it would hide an
// edit. A whole table whose columns or sign convention read the other way
// round is turned by swapColumnsByChain.
func softDir(src string) bool { return src == "default" || src == "section" }

// settle decides directions and drops non-rows using the printed
// invariants. rows and txns are parallel; txns are changed in place.
func settle(rows []row, txns []txn, opening, closing *int64, totals []printedTotal) settled {
	st := settled{keep: make([]bool, len(rows))}
	for i := range st.keep {
		st.keep[i] = true
	}
	settleByMarks(rows, txns)
	dropSectionTotals(rows, txns, &st, totals)
	dropCountedSubtotals(rows, txns, &st)
	dropSubsectionTotals(rows, txns, &st)
	dropPassedOver(txns, &st)
	swapColumnsByChain(rows, txns, &st, opening)
	settleByBalance(rows, txns, &st, opening)
	settleUnbalanced(rows, txns, &st, opening, closing, totals)
	return st
}

// signedSum is the net of the kept rows in idx.
func signedSum(txns []txn, st *settled, idx []int) int64 {
	var n int64
	for _, i := range idx {
		if st.keep[i] {
			n += txns[i].signed()
		}
	}
	return n
}

// settleByMarks handles tables that mark only one direction: when a
// table's amounts carry "CR" and none carry "DR" or a minus, its plain
// amounts are debits (and the other way round for "DR").
func settleByMarks(rows []row, txns []txn) {
	type marks struct{ cr, dr, neg, plus int }
	byTable := map[int]*marks{}
	for _, r := range rows {
		m := byTable[r.Table]
		if m == nil {
			m = &marks{}
			byTable[r.Table] = m
		}
		switch {
		case r.Amount.Mark == "CR":
			m.cr++
		case r.Amount.Mark == "DR":
			m.dr++
		case r.Amount.Neg:
			m.neg++
		case r.Amount.Plus:
			m.plus++
		}
	}
	// A section titled for one direction ("Deposits and Descriptive
	// Items") whose single amount column marks some figures "CR" and
	// leaves others plain lists both directions: the plain figures are
	// the debits (field4 Evabank's scan, where every plain figure is a
	// "CONC DEBIT" under that title).
	type secKey struct{ table, section int }
	bySec := map[secKey]*marks{}
	for _, r := range rows {
		k := secKey{r.Table, r.Section}
		m := bySec[k]
		if m == nil {
			m = &marks{}
			bySec[k] = m
		}
		switch {
		case r.Amount.Mark == "CR":
			m.cr++
		case r.Amount.Mark == "DR":
			m.dr++
		case r.Amount.Neg:
			m.neg++
		case r.Amount.Plus:
			m.plus++
		}
	}
	for i, r := range rows {
		if r.DirSource == "section" && r.Dir == "credit" && r.Amount.Mark == "" && !r.Amount.Neg && !r.Amount.Plus {
			if m := bySec[secKey{r.Table, r.Section}]; m.cr > 0 && m.dr == 0 && m.neg == 0 && m.plus == 0 {
				txns[i].Dir = "debit"
				rows[i].DirSource = "marks"
			}
		}
	}
	for i, r := range rows {
		if r.DirSource != "default" {
			continue
		}
		m := byTable[r.Table]
		if m.cr > 0 && m.dr == 0 && m.neg == 0 || m.plus > 0 && m.neg == 0 {
			// Only credits are marked ("CR", "+"): the plain ones are debits.
			txns[i].Dir = "debit"
			rows[i].DirSource = "marks"
		}
	}
}

// dropSectionTotals removes a row that a layout printed as the total of
// its section (indented under the description column, undated, worded
// "Total …"): its amount is the sum of the section's other rows. The
// total becomes a printed invariant instead of a transaction.
func dropSectionTotals(rows []row, txns []txn, st *settled, totals []printedTotal) {
	for i, r := range rows {
		if !r.totalWord {
			continue
		}
		var sum, most int64
		n := 0
		for j := range rows {
			if j != i && st.keep[j] && rows[j].Section == r.Section && !rows[j].totalWord && j < i {
				sum += txns[j].Cents
				most = max(most, txns[j].Cents)
				n++
			}
		}
		switch {
		case n > 0 && sum == txns[i].Cents:
			st.keep[i] = false
			st.notes = append(st.notes, fmt.Sprintf("row %q is its section's total", txns[i].Desc))
		case n > 0 && r.totalKind && lastOfSection(rows, st, i) && txns[i].Cents >= most:
			// A total is at least each of the rows it adds up: "6/30
			// TOTAL SERVICE CHARGES $10.50" under debits of $390.00 and
			// more is the month's fee, a row (First Century's scan).
			// "Total Deposits and Additions" closing its section but not
			// its sum: still the section's printed total (a payee reads
			// "TOTAL WINE & MORE", not a kind of row). It becomes a
			// section total that fails, so the statement is
			// needs_review with the reason, rather than a transaction.
			st.keep[i] = false
			st.totals = append(st.totals, printedTotal{Kind: "section", Cents: txns[i].Cents, Count: -1, Section: r.Section, Label: txns[i].Desc})
			st.notes = append(st.notes, fmt.Sprintf("row %q is its section's total, and does not match it", txns[i].Desc))
		}
	}
	_ = totals
}

// namesKind reports whether words name a kind of row, as a section
// total's label does ("Deposits and Additions", "Checks Paid", a
// look-alike's "Deposites").
func namesKind(words []string) bool {
	t := strings.Join(words, " ")
	if creditLabelRe.MatchString(t) || debitLabelRe.MatchString(t) {
		return true
	}
	for _, w := range words {
		x := strings.ToLower(strings.Trim(w, ":,."))
		for _, k := range []string{"deposits", "withdrawals", "credits", "debits", "additions", "subtractions", "payments", "checks"} {
			if nearWord(x, k) {
				return true
			}
		}
	}
	return false
}

// lastOfSection reports whether no kept row follows row i in its section.
func lastOfSection(rows []row, st *settled, i int) bool {
	for j := i + 1; j < len(rows); j++ {
		if rows[j].Section != rows[i].Section {
			break
		}
		if st.keep[j] {
			return false
		}
	}
	return true
}

// dropPassedOver removes a row that prints an amount but a zero balance
// the running balance passes over: a declined item ("Eft Debit Order
// Insufficient Funds (R992.75)") listed for information, which moved no
// money. It is dropped only when the arithmetic proves it: the balance
// before it plus the rows after it, up to the next printed balance, give
// that balance, and the row's own amount would not have brought the
// balance to zero.
func dropPassedOver(txns []txn, st *settled) {
	prev := -1 // the last kept row with a printed balance
	for i := range txns {
		if !st.keep[i] || txns[i].Balance == nil {
			continue
		}
		if *txns[i].Balance != 0 || txns[i].Cents == 0 || prev < 0 {
			prev = i
			continue
		}
		next := -1
		var after int64
		for j := i + 1; j < len(txns); j++ {
			if !st.keep[j] {
				continue
			}
			after += txns[j].signed()
			if txns[j].Balance != nil {
				next = j
				break
			}
		}
		if next < 0 {
			prev = i
			continue
		}
		var before int64 // rows between the last balance and this one
		for j := prev + 1; j < i; j++ {
			if st.keep[j] {
				before += txns[j].signed()
			}
		}
		base := *txns[prev].Balance + before
		if base+txns[i].signed() != 0 && base+after == *txns[next].Balance {
			st.keep[i] = false
			st.notes = append(st.notes, fmt.Sprintf("row %q prints a zero balance that the running balance passes over: it moved no money", txns[i].Desc))
			continue // prev stays: the chain runs past this row
		}
		prev = i
	}
}

// chainBreaks counts the printed balances that do not follow from the
// previous one and the kept rows between.
func chainBreaks(txns []txn, st *settled, opening *int64, dirOf func(int) string) int {
	var prev *int64
	if opening != nil {
		v := *opening
		prev = &v
	}
	var net int64
	breaks := 0
	for i, t := range txns {
		if !st.keep[i] {
			continue
		}
		c := t.Cents
		if dirOf(i) == "debit" {
			c = -c
		}
		net += c
		if t.Balance == nil {
			continue
		}
		if prev != nil && *prev+net != *t.Balance {
			breaks++
		}
		b := *t.Balance
		prev, net = &b, 0
	}
	return breaks
}

// swapColumnsByChain reads a table's two money columns the other way
// round when the printed balances say so: an unlabelled pair of columns
// (or labels the engine mistook) with every row sign-flipped breaks the
// chain at every balance, and swapping mends it.
func swapColumnsByChain(rows []row, txns []txn, st *settled, opening *int64) {
	swappable := func(src string) bool { return src == "column" || src == "sign" }
	tables := map[int]bool{}
	for _, r := range rows {
		if swappable(r.DirSource) {
			tables[r.Table] = true
		}
	}
	for tb := range tables {
		asIs := chainBreaks(txns, st, opening, func(i int) string { return txns[i].Dir })
		if asIs == 0 {
			return
		}
		swapped := chainBreaks(txns, st, opening, func(i int) string {
			if rows[i].Table == tb && swappable(rows[i].DirSource) {
				return flipDir(txns[i].Dir)
			}
			return txns[i].Dir
		})
		// Every break mended, or nearly: a table read the wrong way round
		// breaks at almost every balance. Two rows prove nothing.
		if asIs >= 2 && swapped*4 <= asIs {
			for i := range rows {
				if rows[i].Table == tb && swappable(rows[i].DirSource) {
					txns[i].Dir = flipDir(txns[i].Dir)
					rows[i].DirSource = "balance_chain"
				}
			}
			st.notes = append(st.notes, "a table's debit and credit columns read the other way round")
		}
	}
}

func flipDir(d string) string {
	if d == "credit" {
		return "debit"
	}
	return "credit"
}

// settleByBalance walks the printed balances in order. Each balance must
// equal the previous one plus the rows since (one row when the balance is
// printed on every row; a day's rows when only the day's last row carries
// it, also when the day runs across a page break). A group that does not
// add up is mended by the smallest change the layout leaves open: one or
// two soft directions flipped, or one total line dropped; otherwise its
// rows are flagged.
func settleByBalance(rows []row, txns []txn, st *settled, opening *int64) {
	var prev *int64
	if opening != nil {
		v := *opening
		prev = &v
	}
	var group []int
	for i := 0; i < len(rows); i++ {
		if !st.keep[i] {
			continue
		}
		group = append(group, i)
		if txns[i].Balance == nil {
			continue
		}
		bal := *txns[i].Balance
		if prev == nil {
			// No opening balance: the first balance starts the chain.
			v := bal - signedSum(txns, st, group)
			prev = &v
			st.opening = &v
		}
		st.chainChecked++
		if diff := bal - (*prev + signedSum(txns, st, group)); diff != 0 && !mend(rows, txns, st, group, diff) {
			if j, end, ok := sameDayCloses(txns, st, group, i, *prev); ok {
				// The day's rows are printed in another order than
				// their balances were computed in: the day's last
				// balance follows from the day's rows all the same.
				st.chainChecked += countBalances(txns, st, i+1, j)
				bal, i = end, j
			} else {
				st.chainFailed++
				for _, g := range group {
					txns[g].Flagged = true
					st.chainRows = append(st.chainRows, g)
				}
			}
		}
		b := bal
		prev = &b
		group = group[:0]
	}
}

// sameDayCloses judges a failing balance at row i by its whole day: a
// bank may print a day's rows in another order than it computed their
// balances in (credits first, by amount, by time of posting). When the
// balance before the group plus every row of the day is one of the
// balances printed on that day, the day holds: it returns the day's last
// row and its end balance, from which the chain goes on.
func sameDayCloses(txns []txn, st *settled, group []int, i int, prev int64) (int, int64, bool) {
	day := txns[i].Date
	if day.IsZero() {
		return 0, 0, false
	}
	last := i
	for k := i + 1; k < len(txns) && txns[k].Date.Equal(day); k++ {
		last = k
	}
	if last == i {
		return 0, 0, false
	}
	end := prev + signedSum(txns, st, group)
	var printed []int64
	for _, g := range group {
		if txns[g].Balance != nil {
			printed = append(printed, *txns[g].Balance)
		}
	}
	for k := i + 1; k <= last; k++ {
		if st.keep[k] {
			end += txns[k].signed()
			if txns[k].Balance != nil {
				printed = append(printed, *txns[k].Balance)
			}
		}
	}
	return last, end, slices.Contains(printed, end)
}

// countBalances counts the kept rows from a to b that print a balance.
func countBalances(txns []txn, st *settled, a, b int) int {
	n := 0
	for k := a; k <= b; k++ {
		if st.keep[k] && txns[k].Balance != nil {
			n++
		}
	}
	return n
}

// mend tries the smallest change to a balance group that closes diff.
func mend(rows []row, txns []txn, st *settled, group []int, diff int64) bool {
	var soft, all []int
	for _, g := range group {
		if !st.keep[g] {
			continue
		}
		all = append(all, g)
		if softDir(rows[g].DirSource) {
			soft = append(soft, g)
		}
	}
	flip := func(gs ...int) {
		for _, g := range gs {
			txns[g].Dir = flipDir(txns[g].Dir)
			rows[g].DirSource = "balance_chain"
		}
	}
	// One soft direction.
	for _, a := range soft {
		if -2*txns[a].signed() == diff {
			flip(a)
			return true
		}
	}
	// A line the layout read as a row that is a total or a notice.
	for _, a := range all {
		if (rows[a].totalWord || txns[a].Cents == 0) && -txns[a].signed() == diff {
			st.keep[a] = false
			st.notes = append(st.notes, fmt.Sprintf("row %q is not a transaction", txns[a].Desc))
			return true
		}
	}
	// Two soft directions.
	for i, a := range soft {
		for _, b := range soft[i+1:] {
			if -2*txns[a].signed()-2*txns[b].signed() == diff {
				flip(a, b)
				return true
			}
		}
	}
	// A small group whose directions the layout leaves open: the subset
	// of flips that closes it (at most 2^10 tries).
	if len(soft) > 2 && len(soft) <= 10 {
		for mask := 1; mask < 1<<len(soft); mask++ {
			var d int64
			for k, g := range soft {
				if mask&(1<<k) != 0 {
					d += -2 * txns[g].signed()
				}
			}
			if d == diff {
				for k, g := range soft {
					if mask&(1<<k) != 0 {
						flip(g)
					}
				}
				return true
			}
		}
	}
	return false
}

// settleUnbalanced decides the direction of sections that print no
// balance and say nothing of their direction (an unrecognised title over
// unsigned amounts): each is read as credits or as debits, whichever
// makes opening + credits − debits = closing and the printed totals hold.
func settleUnbalanced(rows []row, txns []txn, st *settled, opening, closing *int64, totals []printedTotal) {
	open := map[int][]int{}
	var order []int
	for i, r := range rows {
		if !st.keep[i] || r.DirSource != "default" || txns[i].Balance != nil {
			continue
		}
		if _, ok := open[r.Section]; !ok {
			order = append(order, r.Section)
		}
		open[r.Section] = append(open[r.Section], i)
	}
	if len(order) == 0 || len(order) > 10 || opening == nil && !hasSummary(totals) {
		return
	}
	score := func() int {
		s := 0
		var net, cr, db int64
		for i, t := range txns {
			if !st.keep[i] {
				continue
			}
			net += t.signed()
			if t.Dir == "credit" {
				cr += t.Cents
			} else {
				db += t.Cents
			}
		}
		if opening != nil && closing != nil && *opening+net == *closing {
			s += 2
		}
		for _, p := range totals {
			if p.Kind == "credits" && p.Cents == cr || p.Kind == "debits" && p.Cents == db {
				s++
			}
		}
		return s
	}
	set := func(mask int) {
		for k, sec := range order {
			d := "credit"
			if mask&(1<<k) != 0 {
				d = "debit"
			}
			for _, i := range open[sec] {
				txns[i].Dir = d
			}
		}
	}
	best, bestScore := 0, -1
	for mask := 0; mask < 1<<len(order); mask++ {
		set(mask)
		if s := score(); s > bestScore {
			best, bestScore = mask, s
		}
	}
	set(best)
	if best != 0 {
		st.notes = append(st.notes, "section directions taken from the statement's totals")
	}
}

func hasSummary(totals []printedTotal) bool {
	for _, p := range totals {
		if p.Kind == "credits" || p.Kind == "debits" {
			return true
		}
	}
	return false
}

// arithmetic names the checks that test the statement's own arithmetic:
// they decide parse_quality.
var arithmetic = map[string]bool{
	"reconciliation":      true,
	"running_balance":     true,
	"daily_balance_table": true,
	"printed_totals":      true,
	"printed_counts":      true,
	"section_totals":      true,
	"transactions_found":  true,
	"dates_valid":         true,
	"dates_read":          true,
	"rows_read":           true,
	"figures_read":        true,
	"ledger_complete":     true,
}

// validate records the checks of a reading.
func validate(txns []txn, opening, closing *int64, start, end time.Time, havePeriod bool, st settled, totals []printedTotal, sections []result.Check) []result.Check {
	var out []result.Check
	var net, cr, db int64
	ncr, ndb := 0, 0
	for _, t := range txns {
		net += t.signed()
		if t.Dir == "credit" {
			cr += t.Cents
			ncr++
		} else {
			db += t.Cents
			ndb++
		}
	}
	if opening != nil && closing != nil {
		exp := *opening + net
		c := result.Check{Name: "reconciliation", Passed: exp == *closing, Expected: money(*closing), Actual: money(exp),
			Detail: "starting balance + credits - debits = ending balance"}
		out = append(out, c)
	}
	if st.chainChecked > 0 {
		c := result.Check{Name: "running_balance", Passed: st.chainFailed == 0, Checked: st.chainChecked, Failed: st.chainFailed,
			Detail: "each printed balance = previous balance + rows since", Rows: rowIndexes(st.chainRows)}
		out = append(out, c)
	}
	// The summary's totals and counts.
	var tc []result.Check
	for _, p := range totals {
		var got int64
		n := 0
		switch p.Kind {
		case "credits":
			got, n = cr, ncr
		case "debits":
			got, n = db, ndb
		default:
			continue
		}
		c := result.Check{Name: "printed_totals", Passed: got == p.Cents, Expected: money(p.Cents), Actual: money(got),
			Detail: fmt.Sprintf("printed %s (%q) = the %s read", p.Kind, p.Label, p.Kind)}
		tc = append(tc, c)
		if p.Count >= 0 {
			cc := result.Check{Name: "printed_counts", Passed: n == p.Count, Expected: ptr(float64(p.Count)), Actual: ptr(float64(n)),
				Detail: fmt.Sprintf("printed number of %s = the %s read", p.Kind, p.Kind)}
			tc = append(tc, cc)
		}
	}
	out = append(out, mergeChecks(append(tc, sections...))...)
	if invalid := printedDates(txns); len(invalid) > 0 {
		out = append(out, result.Check{Name: "dates_valid", Passed: false, Checked: len(txns), Failed: len(invalid), Rows: invalid,
			Detail: "rows printed with a date that is not a real calendar day"})
	}
	if havePeriod {
		outside := 0
		var rows []int
		for i, t := range txns {
			if t.Printed == "" && (t.Date.Before(start.AddDate(0, 0, -7)) || t.Date.After(end.AddDate(0, 0, 7))) {
				outside++
				rows = append(rows, i)
			}
		}
		out = append(out, result.Check{Name: "dates_in_period", Passed: outside == 0, Checked: len(txns), Failed: outside, Rows: rows})
	}
	return out
}

// mergeChecks folds several checks of one name into one (all must pass).
func mergeChecks(cs []result.Check) []result.Check {
	var out []result.Check
	idx := map[string]int{}
	for _, c := range cs {
		j, ok := idx[c.Name]
		if !ok {
			idx[c.Name] = len(out)
			c.Checked = 1
			if !c.Passed {
				c.Failed = 1
			}
			out = append(out, c)
			continue
		}
		m := &out[j]
		m.Checked++
		if !c.Passed {
			m.Failed++
			if m.Passed {
				// The first failing one tells what is off.
				m.Expected, m.Actual, m.Detail = c.Expected, c.Actual, c.Detail
			}
			m.Passed = false
		}
	}
	return out
}

func printedDates(txns []txn) []int {
	var out []int
	for i, t := range txns {
		if t.Printed != "" {
			out = append(out, i)
		}
	}
	return out
}

func rowIndexes(idx []int) []int {
	if len(idx) == 0 {
		return nil
	}
	out := append([]int(nil), idx...)
	sort.Ints(out)
	return out
}

// checkDaily compares a printed daily-balance table with the end-of-day
// balances rebuilt from the opening balance and the transactions. On
// sectioned layouts (credits and debits in separate tables) it is the
// only row-level check available.
//
// The rows it names are those of the failing days, narrowed to one
// day's when the failure is a step (see dailyStep): one row misread or
// changed leaves every later day off by the same amount, and only the
// rows between the last day that holds and the first that fails can
// carry it.
func checkDaily(daily []dailyBal, txns []txn, opening int64, start, end time.Time, havePeriod bool) result.Check {
	c := result.Check{Name: "daily_balance_table", Detail: "printed end-of-day balances = rebuilt balances"}
	var days []dayDiff
	for _, d := range daily {
		day, ok := resolveYear(d.Date, start, end, havePeriod)
		if !ok {
			continue
		}
		bal := opening
		for _, t := range txns {
			if !t.Date.After(day) {
				bal += t.signed()
			}
		}
		c.Checked++
		days = append(days, dayDiff{day, bal - d.Cents})
		if bal != d.Cents {
			c.Failed++
			for i, t := range txns {
				if t.Date.Equal(day) {
					c.Rows = append(c.Rows, i)
				}
			}
			if c.Expected == nil {
				c.Expected, c.Actual = money(d.Cents), money(bal)
			}
		}
	}
	if from, to, off, ok := dailyStep(days); ok {
		c.Rows = c.Rows[:0]
		for i, t := range txns {
			if t.Date.After(from) && !t.Date.After(to) {
				c.Rows = append(c.Rows, i)
			}
		}
		c.Detail += fmt.Sprintf(" (every printed day from %s on is off by the same %.2f: the rows up to that day since the last day that holds)",
			to.Format("2006-01-02"), math.Abs(float64(off))/100)
	}
	c.Passed = c.Failed == 0
	return c
}

// dayDiff is a daily-table day and its rebuilt balance less the printed.
type dayDiff struct {
	day  time.Time
	diff int64
}

// dailyStep reports a daily table that holds up to a day and from the
// next printed day on is off by one and the same amount to its end: the
// shape one misread or changed row leaves. It returns the last day that
// holds (the zero time when none does) and the first that fails, and the
// amount they are off by.
func dailyStep(days []dayDiff) (from, to time.Time, off int64, ok bool) {
	if len(days) < 2 {
		return from, to, 0, false
	}
	days = append([]dayDiff(nil), days...)
	sort.SliceStable(days, func(i, j int) bool { return days[i].day.Before(days[j].day) })
	first := -1
	for i, d := range days {
		if d.diff != 0 {
			first = i
			break
		}
	}
	if first < 0 {
		return from, to, 0, false
	}
	for _, d := range days[first:] {
		if d.diff != days[first].diff {
			return from, to, 0, false
		}
	}
	to = days[first].day
	if first > 0 {
		from = days[first-1].day
	} else {
		from = time.Time{} // every row up to the first failing day
	}
	return from, to, days[first].diff, true
}

// checkActivity is the check of a reading that found no transaction: it
// fails when the statement shows activity (its balances differ, it prints
// non-zero totals, or it has dated money lines), so that a statement read
// as empty is never reported as right.
func checkActivity(all []line, opening, closing *int64, totals []printedTotal) result.Check {
	c := result.Check{Name: "transactions_found", Passed: true, Detail: "the statement shows no activity"}
	switch {
	case opening != nil && closing != nil && *opening != *closing:
		c.Passed, c.Detail = false, "no transaction was read, but the opening and closing balances differ"
		c.Expected, c.Actual = money(*closing-*opening), money(0)
	case hasNonZeroTotal(totals):
		c.Passed, c.Detail = false, "no transaction was read, but the statement prints totals of its activity"
	case datedMoneyLines(all) > 0 || figureLines(all) > 0:
		c.Passed, c.Detail = false, "no transaction was read, but the statement has dated lines with amounts"
	}
	return c
}

func hasNonZeroTotal(totals []printedTotal) bool {
	for _, p := range totals {
		if p.Cents != 0 {
			return true
		}
	}
	return false
}

// datedMoneyLines counts lines that start with a date and carry an
// amount: the shape of a transaction row, whatever the layout.
func datedMoneyLines(all []line) int {
	dp := dateParser{}
	n := 0
	for _, l := range all {
		if _, k, ok := dp.parse(wordTexts(l.Words)); ok && k < len(l.Words) && lineHasAmount(l) {
			n++
		}
	}
	return n
}

// datesRead checks that rows read by OCR carry their own date where the
// layout prints one on every row. A row printed without a date takes the
// date of the row above it; on a page read from its image that is also
// what a date the engine dropped looks like, and no balance catches a
// wrong date. So when at least nine rows in ten print their own date, an
// undated row on an OCR'd page fails the check (the reading is
// needs_review, never verified with a guessed date). Text layers are not
// checked: their words are all there. A row that begins "Total" is a
// printed total, which no layout dates, not a transaction that lost its
// date (s300 cairo_sectiontotals_month read every row right and was
// needs_review for its four section totals).
func datesRead(rows []row, ocrPages map[int]bool) (result.Check, bool) {
	if len(ocrPages) == 0 || len(rows) < 10 {
		return result.Check{}, false
	}
	own, carried := 0, 0
	for _, r := range rows {
		switch {
		case r.totalWord:
		case !r.dateCarried:
			own++
		case ocrPages[r.Page]:
			carried++
		}
	}
	if 10*own < 9*len(rows) {
		return result.Check{}, false // the layout dates a day's first row only
	}
	return result.Check{Name: "dates_read", Passed: carried == 0, Checked: len(rows), Failed: carried,
		Detail: "every row read by OCR carries its own date (the layout prints one on each row)"}, true
}

// ocrDatesAstray returns the rows dates_in_period found more than a week
// outside the period that lie on pages read by OCR. On a text layer such
// a row is what the statement prints (dates_in_period reports it and the
// verdict stands); on a page read from its image it is a date misread —
// "01/11" for "11/11" — which no balance catches, so the reading cannot
// be verified.
func ocrDatesAstray(checks []result.Check, txns []txn, ocrPages map[int]bool) []int {
	var out []int
	for _, c := range checks {
		if c.Name != "dates_in_period" {
			continue
		}
		for _, i := range c.Rows {
			if i < len(txns) && ocrPages[txns[i].Page] {
				out = append(out, i)
			}
		}
	}
	return out
}

// quality derives the parse_quality verdict from the checks, so the two
// never disagree: needs_review when an arithmetic check fails, verified
// when at least one ran and all passed, unverified when none could run.
func quality(checks []result.Check) *result.Quality {
	q := &result.Quality{Verdict: result.Unverified, Invariants: []string{}}
	failed := false
	for _, c := range checks {
		if !arithmetic[c.Name] {
			continue
		}
		q.Invariants = append(q.Invariants, c.Name)
		if c.Passed {
			continue
		}
		failed = true
		is := result.QualityIssue{Check: c.Name, Message: c.Detail, Rows: c.Rows}
		if c.Expected != nil && c.Actual != nil {
			off := round2(*c.Actual - *c.Expected)
			is.OffBy = &off
		}
		if c.Failed > 0 && c.Checked > 0 {
			is.Message = fmt.Sprintf("%s (%d of %d fail)", c.Detail, c.Failed, c.Checked)
		}
		q.Issues = append(q.Issues, is)
	}
	whole := false
	for _, c := range checks {
		// Printed totals prove the whole only when both the credits'
		// and the debits' total were printed and compared.
		whole = whole || wholeStatement[c.Name] && (c.Name != "printed_totals" || c.Checked >= 2)
	}
	switch {
	case failed:
		q.Verdict = result.NeedsReview
	case whole:
		q.Verdict = result.Verified
	}
	return q
}

// wholeStatement names the invariants that prove a reading of the whole
// statement: the balances from opening to closing, a chain of printed
// balances over the rows, the printed totals of all credits and all
// debits (both), or the daily balances over the period. Section totals and counts,
// dates and the presence of rows prove only what was read: a section
// that was not read at all breaks none of them, so they alone never make
// a reading verified.
var wholeStatement = map[string]bool{
	"reconciliation":      true,
	"running_balance":     true,
	"printed_totals":      true,
	"daily_balance_table": true,
}

// kept drops the rows settle found are not transactions, and maps the
// indexes of the failing chain rows onto what is left.
func kept(txns []txn, st settled) ([]txn, []int) {
	newIdx := make([]int, len(txns))
	out := txns[:0:0]
	for i, t := range txns {
		newIdx[i] = -1
		if st.keep[i] {
			newIdx[i] = len(out)
			out = append(out, t)
		}
	}
	var rows []int
	for _, i := range st.chainRows {
		if newIdx[i] >= 0 {
			rows = append(rows, newIdx[i])
		}
	}
	return out, rows
}

// parentTotal looks for a run of sections ending with p's whose rows (of
// p's direction) add up to p, at most six sections back. It returns the
// sum, the number of rows and the first section of the run.
func parentTotal(rows []row, st settled, p printedTotal) (sum int64, n, from int, ok bool) {
	bySec := map[int]int64{}
	count := map[int]int{}
	for i, r := range rows {
		if st.keep[i] && r.Section <= p.Section && (p.Dir == "" || r.Dir == p.Dir) {
			bySec[r.Section] += r.Amount.Cents
			count[r.Section]++
		}
	}
	sum, n = bySec[p.Section], count[p.Section]
	for sec := p.Section - 1; sec >= 0 && sec >= p.Section-6; sec-- {
		if count[sec] == 0 {
			continue
		}
		sum += bySec[sec]
		n += count[sec]
		if sum == p.Cents {
			return sum, n, sec, true
		}
	}
	return 0, 0, 0, false
}

// sectionChecks compares each printed section total (and its count) with
// the rows read in its section.
func sectionChecks(rows []row, st settled, totals []printedTotal) []result.Check {
	var cs []result.Check
	for _, p := range totals {
		if p.Kind != "section" {
			continue
		}
		var sum int64
		n := 0
		var idx []int
		k := 0
		for i, r := range rows {
			if !st.keep[i] {
				continue
			}
			if r.Section == p.Section && (p.Dir == "" || r.Dir == p.Dir) {
				sum += r.Amount.Cents
				n++
				idx = append(idx, k)
			}
			k++
		}
		detail := fmt.Sprintf("printed %q = the sum of its section's rows", p.Label)
		if sum != p.Cents {
			// A total over several sections ("Total withdrawals and other
			// subtractions" under "Total other subtractions", after the
			// card subsection's subtotal): the sum of this section and the
			// ones right before it.
			if s, m, from, ok := parentTotal(rows, st, p); ok {
				sum, n = s, m
				detail = fmt.Sprintf("printed %q = the sum of the rows of sections %d to %d", p.Label, from, p.Section)
			}
		}
		c := result.Check{Name: "section_totals", Passed: sum == p.Cents, Expected: money(p.Cents), Actual: money(sum),
			Detail: detail}
		if !c.Passed {
			c.Rows = idx
		}
		cs = append(cs, c)
		if p.Count >= 0 {
			cs = append(cs, result.Check{Name: "printed_counts", Passed: n == p.Count, Expected: ptr(float64(p.Count)), Actual: ptr(float64(n)),
				Detail: fmt.Sprintf("printed number of items of %q = the rows read", p.Label)})
		}
	}
	return cs
}

// checkUnread reports the lines of a transaction table that print an
// amount in a money column but were not read as rows, where they cannot
// be anything else: a line that prints a running balance, or one with
// rows of its own table and section read after it (a fee summary after
// the last row is not a lost row). A lost row breaks the balances only
// when they are printed around it; where the statement prints no closing
// balance (it is then the last running balance) a row lost at the end of
// the table breaks nothing, so the reading must say itself that it left
// money lines unread. It is present only when some were.
func checkUnread(unread, rows []row) (result.Check, bool) {
	var lost []row
	for _, u := range unread {
		if u.Balance != nil {
			lost = append(lost, u)
			continue
		}
		for _, r := range rows {
			if r.Table == u.Table && r.Section == u.Section && (r.Page > u.Page || r.Page == u.Page && r.Y1 > u.Y1) {
				lost = append(lost, u)
				break
			}
		}
	}
	if len(lost) == 0 {
		return result.Check{}, false
	}
	var sum int64
	var what []string
	for _, r := range lost {
		sum += r.Amount.Cents
		if len(what) < 3 {
			what = append(what, fmt.Sprintf("page %d %q %.2f", r.Page, strings.Join(r.Desc, " "), float64(r.Amount.Cents)/100))
		}
	}
	c := result.Check{Name: "rows_read", Passed: false, Checked: len(lost), Failed: len(lost),
		Detail: fmt.Sprintf("%d lines of a transaction table print an amount but were not read as rows: %s", len(lost), strings.Join(what, "; "))}
	c.Expected, c.Actual = money(0), money(sum)
	return c, true
}
