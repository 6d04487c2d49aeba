package statement

import (
	"math"
	"regexp"
	"strconv"
	"strings"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// The summary box of a statement prints the totals of its activity:
// deposits and withdrawals (often with their counts), sometimes split by
// kind (checks, card, electronic, fees). They are control figures for the
// rows read, when they can be trusted to be what they seem.

var (
	creditLabelRe = regexp.MustCompile(`(?i)\b(deposits?|credits?|credts|additions?|money in|paid in|receipts?|incoming)\b`)
	debitLabelRe  = regexp.MustCompile(`(?i)\b(withdrawa?ls?|debits?|subtractions?|deductions?|checks? paid|cheques? paid|checks?|fees?|service charges?|charges?|money out|paid out|payments?|outgoing|purchases?)\b`)
	// notTotalRe are summary figures that are not totals of the period's
	// rows. "Total Deposit Balances" of a relationship summary adds up
	// the accounts' balances, so the plural is a balance too.
	notTotalRe = regexp.MustCompile(`(?i)\b(balances?|average|avg|ytd|year[- ]to[- ]date|interest rate|apy|minimum|min\.?|limit|available|pending|hold|overdraft protection|days? in|cycle|rate)\b`)
	totalLabel = regexp.MustCompile(`(?i)\btotal\b`)
	// partLabelRe names a part of the debits or credits rather than all.
	// wholeKindRe names all the credits or all the debits ("Total
	// deposits and other credits" names the whole despite "other").
	wholeKindRe = regexp.MustCompile(`(?i)\b(deposits|credits|additions|withdrawals|debits|subtractions|deductions|money in|money out|paid in|paid out)\b`)
	// wholeKindFirstRe is a label that begins with a whole kind of rows
	// ("deposits and other credits", not "other deposits").
	wholeKindFirstRe = regexp.MustCompile(`(?i)^(deposits|credits|additions|withdrawals|debits|subtractions|deductions|money in|money out|paid in|paid out)\b`)
	partLabelRe      = regexp.MustCompile(`(?i)\b(fees?|charges?|checks?|cheques?|cards?|atm|electronic|service|pos|wires?|transfers?|interest|other|mobile|ach)\b`)
)

// itemCountCellRe is a count of items in a cell of its own between a
// summary label and its figure ("18 items", "(3 entries)").
var itemCountCellRe = regexp.MustCompile(`(?i)^\(?(\d{1,4})\s+(?:items?|entries|entry|transactions?)\)?$`)

// cand is a summary figure: its total, and whether its label says it is
// the total ("Total deposits") rather than a part of it.
type cand struct {
	p     printedTotal
	total bool
	// counted: a count and a label that begins with the whole kind,
	// offered as the total for the balances to decide.
	counted bool
}

func (c cand) cents() int64 { return c.p.Cents }

// summaryTotals reads the summary's credit and debit totals from lines
// that are not rows: a label and an amount in one cell of a line, or a
// row of labels over a row of values.
func summaryTotals(lines []line, dp dateParser) []printedTotal {
	var cs []cand
	add := func(label string, ws []pdftext.Word) {
		if yearFigureRe.MatchString(label) {
			return
		}
		count, label := labelCount(label)
		if notTotalRe.MatchString(label) || balanceLineRe.MatchString(label) {
			return
		}
		c := creditLabelRe.MatchString(label)
		d := debitLabelRe.MatchString(label)
		if c == d {
			return // neither, or both ("Deposits and withdrawals")
		}
		p, ok := totalOf(ws, dp)
		if !ok {
			return
		}
		if count >= 0 && p.Count < 0 {
			p.Count = count
		}
		p.Label = strings.TrimSpace(strings.TrimRight(label, ": "))
		p.Kind = "credits"
		if d {
			p.Kind = "debits"
		}
		// A count and a label that begins with the whole kind ("18
		// deposits and other credits") may be the summary's total, or
		// one part among others ("Deposits 3 2,700.03" over "ACH
		// Additions 14 …" and "Total 18 …"): a candidate the balances
		// decide (see trustSummary).
		whole := count >= 0 && wholeKindFirstRe.MatchString(label)
		cs = append(cs, cand{p: p, total: totalLabel.MatchString(label), counted: whole})
	}
	for i, l := range lines {
		if _, _, ok := dp.parse(wordTexts(l.Words)); ok {
			continue // a row
		}
		if h, ok := parseHeader(l); ok && h.Txn {
			continue // a table's header names columns, not totals
		}
		segs := segments(l)
		labelsOnly := 0
		pending := ""
		for _, s := range segs {
			txt := joinWords(s)
			if lineHasAmount(line{Words: s}) {
				// A label in its own cell left of its value, or in the
				// value's cell.
				for _, part := range labelledFigures(s) {
					label := strings.TrimSpace(pending + " " + labelPart(part))
					add(label, part)
					pending = ""
				}
				continue
			}
			if creditLabelRe.MatchString(txt) || debitLabelRe.MatchString(txt) || balanceLineRe.MatchString(txt) || notTotalRe.MatchString(txt) {
				labelsOnly++
			}
			if txt == "+" || txt == "-" {
				// "Total Deposits and Credits: 22 + 37,182.73": the
				// figure's sign in a cell of its own keeps the label.
				continue
			}
			if isDigits(strings.Trim(txt, "()#")) {
				// A count in its own cell, between a label and its
				// figure: the label's (see add).
				if pending != "" {
					pending += " " + txt
				}
				continue
			}
			if m := itemCountCellRe.FindStringSubmatch(txt); m != nil && pending != "" {
				// "Total credits   18 items   44.689,43": the count
				// in its own cell with its noun is the label's too.
				pending += " " + m[1]
				continue
			}
			pending = txt
		}
		// Labels in a row with their values on the next line.
		if labelsOnly >= 2 && !lineHasAmount(l) && i+1 < len(lines) && lines[i+1].Page == l.Page {
			next := lines[i+1]
			if _, _, ok := dp.parse(wordTexts(next.Words)); ok {
				continue // the first row of a table, not the values of a summary
			}
			for _, s := range segs {
				x0, x1 := s[0].X0, s[len(s)-1].X1
				best, bestDist := -1, 40.0
				for k, w := range next.Words {
					if _, ok := parseAmount(w.Text); !ok {
						continue
					}
					if d := -overlap(w.X0, w.X1, x0, x1); d < bestDist {
						best, bestDist = k, d
					}
				}
				if best >= 0 {
					add(headAbove(lines, i, s)+joinWords(s), []pdftext.Word{next.Words[best]})
				}
			}
		}
	}
	// One figure per label: a summary repeated on every page, or a total
	// printed in the summary and again under its section, counts once.
	seen := map[string]bool{}
	var credits, debits []cand
	for _, c := range cs {
		k := c.p.Kind + "|" + strings.ToLower(c.p.Label) + "|" + itoa64(c.p.Cents)
		if seen[k] {
			continue
		}
		seen[k] = true
		if c.p.Kind == "credits" {
			credits = append(credits, c)
		} else {
			debits = append(debits, c)
		}
	}
	var out []printedTotal
	for _, group := range [][]cand{credits, debits} {
		if len(group) == 0 {
			continue
		}
		var counted []printedTotal
		for _, c := range group {
			if c.counted && !c.total {
				q := c.p
				q.Label = "counted:" + q.Label
				counted = append(counted, q)
			}
		}
		// An explicit "Total …" figure is the total; otherwise the lines
		// are the total's parts (checks, card, fees…), and their sum is
		// only a candidate (see trustSummary).
		var tot, parts []cand
		for _, c := range group {
			if c.total {
				tot = append(tot, c)
			} else {
				parts = append(parts, c)
			}
		}
		tot = dropEmptyTotals(tot)
		if len(tot) > 1 && !sameCents(tot) {
			// Several totals: the grand total may be the one that names
			// the whole kind ("Total debits") rather than a part of it
			// ("Total service charges"), or the totals may be the parts
			// ("Total checks paid", "Total withdrawals and debits"). The
			// labels only suggest; trustSummary lets the balances decide.
			var grand []cand
			for _, c := range tot {
				if !partLabelRe.MatchString(c.p.Label) {
					grand = append(grand, c)
				}
			}
			if len(grand) > 0 && sameCents(grand) {
				p := grand[0].p
				p.Label = "grand:" + p.Label
				out = append(out, p)
			}
		}
		if len(tot) > 0 && sameCents(tot) {
			// One total, perhaps printed twice (the summary box and a
			// "balance calculation" further down).
			p := tot[0].p
			p.Label = "total:" + p.Label
			fees := feesApart(tot[0], group)
			for _, q := range counted {
				if p.Count < 0 && q.Cents == p.Cents && len(fees) == 0 {
					// The summary's count of the same figure; not when
					// fees printed apart may be the kind's other part.
					p.Count = q.Count
				}
			}
			out = append(out, p)
			out = append(out, fees...)
			out = append(out, counted...)
			continue
		}
		if len(parts) == 0 {
			parts = group
		}
		// The parts' sum: lines that are no "Total …" (those may repeat
		// the parts under their sections, and adding both counts twice).
		p := printedTotal{Kind: group[0].p.Kind, Count: 0}
		var labels []string
		for _, c := range parts {
			p.Cents += c.p.Cents
			if c.p.Count < 0 || p.Count < 0 {
				p.Count = -1
			} else {
				p.Count += c.p.Count
			}
			labels = append(labels, c.p.Label)
		}
		p.Label = "sum:" + strings.Join(labels, " + ")
		out = append(out, p)
		out = append(out, counted...)
	}
	return out
}

// dropEmptyTotals leaves out the zero "Total …" figures of empty
// subsections ("Total Card Deposits & Credits 0.00") when another total
// is not zero: they are no rival to the kind's total.
func dropEmptyTotals(tot []cand) []cand {
	var out []cand
	for _, c := range tot {
		if c.p.Cents != 0 {
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		return tot
	}
	return out
}

// headAbove is the top line of a head wrapped over two lines ("TOTAL"
// over "DEBITS"): the words of the line right above lines[i] that stand
// over the cell s, with a space after them, or "".
func headAbove(lines []line, i int, s []pdftext.Word) string {
	if i == 0 || lines[i-1].Page != lines[i].Page || lines[i].Y0-lines[i-1].Y1 > 0.6*lines[i].height() {
		return ""
	}
	var ws []string
	for _, w := range lines[i-1].Words {
		if overlap(w.X0, w.X1, s[0].X0, s[len(s)-1].X1) > 0 {
			ws = append(ws, w.Text)
		}
	}
	if len(ws) == 0 {
		return ""
	}
	return strings.Join(ws, " ") + " "
}

func sameCents[T interface{ cents() int64 }](cs []T) bool {
	for _, c := range cs {
		if c.cents() != cs[0].cents() {
			return false
		}
	}
	return true
}

// labelPart is the text of a cell before its first amount or count. A
// count may also lead the label ("18 deposits and other credits
// +$41,674.18"): it stays in the text, for labelCount.
func labelPart(ws []pdftext.Word) string {
	var parts []string
	for i, w := range ws {
		if _, ok := parseAmount(w.Text); ok || i > 0 && isDigits(strings.Trim(w.Text, "()#")) {
			break
		}
		parts = append(parts, w.Text)
	}
	return strings.Join(parts, " ")
}

// labelCount splits a summary label from the count printed with it,
// before it ("18 deposits and other credits"), after it
// ("Deposits/Credits (16)") or in a cell of its own between the label
// and its figure; -1 and the label as it is when there is none.
func labelCount(label string) (int, string) {
	f := strings.Fields(label)
	if len(f) < 2 {
		return -1, label
	}
	count, rest := "", ""
	switch first, last := f[0], strings.Trim(f[len(f)-1], "()#"); {
	case isDigits(first) && wordy(f[1]):
		count, rest = first, strings.Join(f[1:], " ")
	case isDigits(last) && wordy(f[len(f)-2]):
		count, rest = last, strings.Join(f[:len(f)-1], " ")
	default:
		return -1, label
	}
	n, err := strconv.Atoi(count)
	if err != nil || n >= 10000 {
		return -1, label
	}
	return n, rest
}

// trustSummary keeps the summary totals that are control figures of the
// period's rows. An explicit "Total deposits"-style figure, the only one
// of its kind, is kept as printed. A sum of parts, or a grand total chosen
// among several by its label, is kept only when the summary's own
// arithmetic closes with it (opening + credits − debits = closing): then
// no part was missed or misread, and it is a check on the rows; otherwise
// it says nothing. Section totals always stay.
func trustSummary(totals []printedTotal, opening, closing *int64) []printedTotal {
	var out, crs, dbs []printedTotal
	for _, p := range totals {
		switch p.Kind {
		case "credits":
			crs = append(crs, p)
		case "debits":
			dbs = append(dbs, p)
		default:
			out = append(out, p)
		}
	}
	keep := func(p printedTotal) {
		p.Label = p.Label[strings.Index(p.Label, ":")+1:]
		out = append(out, p)
	}
	if opening != nil && closing != nil {
		// The first pair, in the order read (an explicit total before a
		// grand one before a sum), with which the balances close.
		for _, cr := range crs {
			for _, db := range dbs {
				if *opening+cr.Cents-db.Cents == *closing {
					keep(cr)
					keep(db)
					return out
				}
			}
		}
	}
	for _, p := range append(crs, dbs...) {
		// A total that names a part of its kind ("Total Overdraft
		// Fees", "Total Checks Paid") is the whole only when the
		// balances say so, above.
		if strings.HasPrefix(p.Label, "total:") && (!partLabelRe.MatchString(p.Label) || wholeKindRe.MatchString(p.Label)) {
			keep(p)
		}
	}
	return out
}

func itoa64(v int64) string {
	if v == 0 {
		return "0"
	}
	neg := v < 0
	if neg {
		v = -v
	}
	var b [20]byte
	i := len(b)
	for v > 0 {
		i--
		b[i] = byte('0' + v%10)
		v /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

// dayFirst decides how the statement orders numeric dates: a first number
// above 12 (25/03) proves day-first, a second one (03/25) month-first;
// without proof, non-US currencies mean day-first.
func dayFirst(all []line, currency string) bool {
	dmy, mdy := 0, 0
	for _, l := range all {
		for _, w := range l.Words[:min(2, len(l.Words))] {
			m := numDateRe.FindStringSubmatch(strings.TrimRight(w.Text, ","))
			if m == nil {
				continue
			}
			a, b, _ := numParts(m)
			switch {
			case a > 12 && a <= 31 && b <= 12:
				dmy++
			case b > 12 && b <= 31 && a <= 12:
				mdy++
			}
		}
	}
	switch {
	case dmy > 0 && mdy == 0:
		return true
	case mdy > 0:
		return false
	}
	switch currency {
	case "GBP", "NZD", "AUD", "EUR":
		return true
	case "INR", "MYR", "IDR", "ZAR", "SGD", "HKD":
		// India, Malaysia, Indonesia, South Africa, Singapore and Hong
		// Kong write dates day first too.
		return true
	}
	return false
}

// Page furniture: the running header and footer of every page.
var (
	pageNoRe    = regexp.MustCompile(`(?i)\bpage(?:\s+(?:number|no\.?|#))?\s*:?\s*\d{1,3}(\s*(of|/)\s*\d{1,3})?\b`)
	continuedRe = regexp.MustCompile(`(?i)^\(?continued\)?$|\bcontinued (on|from) (next|previous|page)\b`)
	digitRunRe  = regexp.MustCompile(`\d+`)
)

// markFurniture marks the lines that are page furniture: a line naming the
// page ("Page 2 of 6", alone or with the statement period), and a line
// repeated at about the same height on several pages (the bank's name,
// the account number, a legal footer). Table headers repeat too; the
// scanner reads them as headers before it looks at this mark.
func markFurniture(pages [][]line) {
	defer markRunningBlock(pages)
	defer markPageBlock(pages)
	type key struct {
		text string
		y    int
	}
	count, exact := map[key]map[int]bool{}, map[key]map[int]bool{}
	norm := func(l line) key {
		t := digitRunRe.ReplaceAllString(strings.ToLower(l.text()), "#")
		return key{t, int(math.Round(l.Y0 / 6))}
	}
	same := func(l line) key { return key{l.text(), int(math.Round(l.Y0 / 6))} }
	note := func(m map[key]map[int]bool, k key, pi int) {
		if m[k] == nil {
			m[k] = map[int]bool{}
		}
		m[k][pi] = true
	}
	for pi, ls := range pages {
		for _, l := range ls {
			note(count, norm(l), pi)
			note(exact, same(l), pi)
		}
	}
	for pi := range pages {
		// A running header is above the page's figures and a footer
		// below them: on a compact page the rows start in the margin,
		// and a row's wrapped description ("ID:123 DESC DATE:…") may
		// repeat at that height on every page.
		top, bottom := math.Inf(1), math.Inf(-1)
		for _, l := range pages[pi] {
			if lineHasAmount(l) {
				top, bottom = math.Min(top, l.Y0), math.Max(bottom, l.Y1)
			}
		}
		for li := range pages[pi] {
			l := &pages[pi][li]
			txt := l.text()
			if n := len(exact[same(*l)]); lineHasAmount(*l) && n >= 2 && 2*n >= len(pages) && l.Y0 > l.PageH*0.88 && len(l.Words) >= 8 &&
				!startsWithDate(*l) && !runsOn(pages[pi], li, bottom) && lastFigures(pages[pi], li) {
				// A legal line printed word for word at the foot of most
				// pages, below every figure of the page, is furniture even
				// when it quotes a fee ("Overdraft fees: $36.00 per
				// item"); read as a line of the table it took the last
				// row's wrapped description with it. A short line that
				// repeats (a feed's "Insufficient funds fee −$35.00" at
				// the top of several pages) is a row.
				l.Furniture = true
				continue
			}
			if lineHasAmount(*l) {
				continue
			}
			switch {
			case pageNoRe.MatchString(txt) && len(l.Words) <= 14:
				l.Furniture = true
			case continuedRe.MatchString(strings.TrimSpace(txt)):
				l.Furniture = true
			case len(pages) > 1 && 2*len(count[norm(*l)]) >= len(pages) && len(count[norm(*l)]) >= 2 && (l.Y1 < l.PageH*0.12 && l.Y1 <= top || l.Y0 > l.PageH*0.88 && l.Y0 >= bottom && !runsOn(pages[pi], li, bottom)):
				l.Furniture = true
			}
		}
	}
}

// startsWithDate reports whether l opens with a date, as a row does.
func startsWithDate(l line) bool {
	_, _, ok := (dateParser{}).parse(wordTexts(l.Words))
	return ok
}

// lastFigures reports whether no line below line li of the page prints an
// amount.
func lastFigures(ls []line, li int) bool {
	for _, l := range ls[li+1:] {
		if lineHasAmount(l) {
			return false
		}
	}
	return true
}
