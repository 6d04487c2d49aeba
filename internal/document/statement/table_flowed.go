package statement

// Rows set as running text. A statement generated from a template with
// no table (a PDF library's text calls, a report printed line by line)
// writes each row as "05/01 05/01 Direct Deposit EMPLOYER INC
// +$3,000.00 $3,000.00": the date (and a posting date), the
// description, a signed amount and the balance after it, each line as
// long as its text, so no column lines up and no layout can be inferred
// from the amounts' edges. Such lines are read by their order instead:
// the last figure is the balance, the one before it the amount, signed.
// The reading is kept only when every balance follows from the one
// before by the row's own signed amount: the statement's arithmetic,
// not the position, proves it.

// flowedRow reads one running-text row, or reports false.
func flowedRow(l line, dp dateParser) (row, bool) {
	ws := wordTexts(l.Words)
	d, n, ok := dp.parse(ws)
	if !ok || len(ws) < n+3 {
		return row{}, false
	}
	if _, n2, ok := dp.parse(ws[n:]); ok && n2 == 1 {
		n++ // a posting date beside the transaction's
	}
	amt, ok1 := parseAmount(ws[len(ws)-2])
	bal, ok2 := parseAmount(ws[len(ws)-1])
	if !ok1 || !ok2 || !amt.Neg && !amt.Plus || len(ws)-2 <= n {
		return row{}, false
	}
	for _, w := range ws[n : len(ws)-2] {
		if _, isAmt := parseAmount(w); isAmt {
			return row{}, false
		}
	}
	r := row{Date: d, Desc: ws[n : len(ws)-2], Amount: amt, Dir: "credit", DirSource: "sign", Balance: signedCents(bal), Page: l.Page, Y1: l.Y1}
	if amt.Neg {
		r.Dir = "debit"
	}
	return r, true
}

// readFlowed reads the rows of a statement printed as running text (see
// above) when no table was found; rd is returned unchanged unless at
// least two such rows chain their balances without a break.
func readFlowed(all []line, rd reading, dp dateParser) reading {
	var rows []row
	for _, l := range all {
		if l.Furniture {
			continue
		}
		if r, ok := flowedRow(l, dp); ok {
			rows = append(rows, r)
		}
	}
	if len(rows) < 2 {
		return rd
	}
	for i := 1; i < len(rows); i++ {
		v := rows[i].Amount.Cents
		if rows[i].Dir == "debit" {
			v = -v
		}
		if *rows[i-1].Balance+v != *rows[i].Balance {
			return rd
		}
	}
	rd.rows = rows
	return rd
}
