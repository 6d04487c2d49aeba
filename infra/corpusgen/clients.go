package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"path"
	"sort"
	"time"

	"github.com/docanalysis/service/internal/domain/result"
	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

// Client scenarios: several statements of one business, written to
// testdata/clients/<scenario>/ with each statement's ground truth and the
// client-level answer file (client.json) that the client profile must
// reproduce. Unlike the corpus, whose statements are independent, the
// statements of a scenario share the holder and the account numbers, each
// month opens at the previous month's closing balance, and transfers
// between the client's accounts appear on both sides.
//
//   - acme: two accounts (Chase-style checking, Wells-Fargo-style
//     checking) over three calendar months, three MCA positions (two of
//     them concurrent, one paid off), a loan, transfers both ways between
//     the accounts (book transfers that a single statement reads as
//     revenue), transfers to a savings account that was not submitted,
//     NSF fees; plus a fourth month of the first account with page 2
//     missing and an invoice submitted by mistake.
//   - bench: 25 three-page statements (five accounts, five months), the
//     workload of the client-profile benchmark (infra/clientbench) and of
//     the end-to-end paging test.

// identity is who and which account a client statement is about.
type identity struct {
	Holder, Street, City, AccountNo string
}

func (id identity) last4() string { return id.AccountNo[len(id.AccountNo)-4:] }

// clientStmt builds one statement of a client account: random activity
// from generate, the account's identity and opening balance, and the
// scenario's own transactions dated inside the period.
func clientStmt(seed uint64, l layout, id identity, start, end time.Time, opening int64, opts stmt, extra []txn) stmt {
	r, s, out := generate(seed, l.Bank, start, end, opts)
	s.Holder, s.Street, s.City, s.AccountNo = id.Holder, id.Street, id.City, id.AccountNo
	s.Opening = opening
	for _, t := range extra {
		if !t.Date.Before(start) && !t.Date.After(end) {
			out = append(out, t)
		}
	}
	return finalize(r, s, out)
}

// businessDays returns the weekdays from start to end inclusive.
func businessDays(start, end time.Time) []time.Time {
	var out []time.Time
	for d := start; !d.After(end); d = d.AddDate(0, 0, 1) {
		if wd := d.Weekday(); wd != time.Saturday && wd != time.Sunday {
			out = append(out, d)
		}
	}
	return out
}

// monthEnd is the last day of t's month.
func monthEnd(t time.Time) time.Time { return t.AddDate(0, 1, -t.Day()) }

// clientFile is one file of a scenario with its role.
type clientFile struct {
	name  string
	pdf   []byte
	truth groundtruth.Truth
	doc   groundtruth.ClientDocument
	stmt  *stmt // nil for a document that is not a used statement
	bank  string
}

func buildClients() (map[string][]byte, error) {
	files := map[string][]byte{}
	for _, sc := range []struct {
		name  string
		build func() ([]clientFile, error)
	}{{"acme", acmeScenario}, {"bench", benchScenario}} {
		cf, err := sc.build()
		if err != nil {
			return nil, fmt.Errorf("scenario %s: %w", sc.name, err)
		}
		ct := clientTruth(sc.name, cf)
		for _, f := range cf {
			f.truth.File = f.name + ".pdf"
			j, err := marshalTruth(f.truth)
			if err != nil {
				return nil, err
			}
			files[path.Join(sc.name, f.name+".pdf")] = f.pdf
			files[path.Join(sc.name, f.name+".json")] = j
		}
		j, err := json.MarshalIndent(ct, "", "  ")
		if err != nil {
			return nil, err
		}
		files[path.Join(sc.name, "client.json")] = append(j, '\n')
	}
	return files, nil
}

// statementFile renders a client statement and its truth.
func statementFile(name string, s stmt, l layout, p producer, style int, skip map[int]bool) (clientFile, error) {
	dd := l.Draw(s, style)
	pdf, err := render(p, dd.ops, dd.page, skip, l.Bank+" statement", false)
	if err != nil {
		return clientFile{}, err
	}
	f := clientFile{name: name, pdf: pdf, bank: l.Bank}
	month := s.Start.Format("2006-01")
	if len(skip) > 0 {
		f.truth = groundtruth.Truth{Layout: l.Name, Producer: p.Name, FailureReason: "missing_pages",
			PagesPresent: dd.page - len(skip), PagesExpected: dd.page, BankName: l.Bank}
		f.doc = groundtruth.ClientDocument{File: name + ".pdf", Expect: "missing_pages", Last4: s.AccountNo[len(s.AccountNo)-4:], Month: month}
		return f, nil
	}
	f.truth = truthOf(s, l, p, dd.page)
	f.doc = groundtruth.ClientDocument{File: name + ".pdf", Expect: "used", Last4: s.AccountNo[len(s.AccountNo)-4:], Month: month}
	f.stmt = &s
	return f, nil
}

// acmeScenario: see the comment at the top of the file.
func acmeScenario() ([]clientFile, error) {
	holder := identity{Holder: "ACME WIDGETS LLC", Street: "1200 MAIN ST STE 4", City: "AUSTIN TX 78701"}
	a, b := holder, holder
	a.AccountNo, b.AccountNo = "302144558812", "771200349093"
	chase, wells := layouts[0], layouts[1]
	start, end := d(2025, 11, 1), d(2026, 2, 28)
	r := rand.New(rand.NewPCG(6001, 6002))

	var extraA, extraB []txn
	pay := func(to *[]txn, day time.Time, funder, kind, desc string, cents int64, cat string) {
		*to = append(*to, txn{Date: day, Desc: desc, Cents: cents, Category: cat, Funder: funder, FunderKind: kind})
	}
	// Funding of two MCA positions (not revenue).
	extraA = append(extraA, txn{Date: d(2025, 11, 4), Desc: "FORWARD FINANCING FUNDING WIRE REF 552901", Cents: 3000000, Credit: true,
		Category: "loan_proceeds", Funder: "Forward Financing", FunderKind: "mca"})
	extraB = append(extraB, txn{Date: d(2025, 12, 8), Desc: "CREDIBLY FUNDING WIRE REF 771002", Cents: 2000000, Credit: true,
		Category: "loan_proceeds", Funder: "Credibly", FunderKind: "mca"})
	pair := 0
	for _, day := range businessDays(start, end) {
		if day.After(d(2025, 11, 4)) {
			pay(&extraA, day, "Forward Financing", "mca", "FORWARD FINANCING ACH DEBIT PMT", 38900, "mca_payment")
		}
		if day.Weekday() == time.Monday && !day.After(d(2025, 12, 1)) {
			pay(&extraA, day, "Rapid Finance", "mca", "RAPID FINANCE ACH DEBIT PMT", 115000, "mca_payment")
		}
		if day.After(d(2025, 12, 8)) {
			pay(&extraB, day, "Credibly", "mca", "CREDIBLY ACH DEBIT PMT", 27450, "mca_payment")
		}
		// The loan is paid on the 10th, or the next business day.
		if day.Day() >= 10 && len(businessDays(time.Date(day.Year(), day.Month(), 10, 0, 0, 0, 0, time.UTC), day)) == 1 {
			pay(&extraB, day, "Kabbage", "loan", "KABBAGE LOAN PAYMENT ACH", 148000, "loan_payment")
		}
		// Every Wednesday the operating account (A) funds B with a book
		// transfer, which B's statement alone reads as revenue.
		if day.Weekday() == time.Wednesday {
			pair++
			cents := int64(150000 + r.IntN(450000))
			ref := fmt.Sprint(4400000 + r.IntN(99999))
			extraA = append(extraA, txn{Date: day, Desc: "BOOK TRANSFER DEBIT REF " + ref, Cents: cents, Category: "other", Pair: pair})
			extraB = append(extraB, txn{Date: day, Desc: "BOOK TRANSFER CREDIT REF " + ref, Cents: cents, Credit: true, Category: "revenue", Pair: pair})
		}
		// On the second business day of a month B sends its surplus back,
		// named as a transfer between checking accounts.
		if bd := businessDays(time.Date(day.Year(), day.Month(), 1, 0, 0, 0, 0, time.UTC), day); len(bd) == 2 {
			pair++
			cents := int64(100000 + r.IntN(200000))
			extraB = append(extraB, txn{Date: day, Desc: "ONLINE TRANSFER TO CHK XXXXXX" + a.last4(), Cents: cents, Category: "own_transfer", Pair: pair})
			extraA = append(extraA, txn{Date: day, Desc: "ONLINE TRANSFER FROM CHK XXXXXX" + b.last4(), Cents: cents, Credit: true, Category: "own_transfer", Pair: pair})
		}
		// A savings account that was not submitted.
		if day.Day() >= 15 && len(businessDays(time.Date(day.Year(), day.Month(), 15, 0, 0, 0, 0, time.UTC), day)) == 1 {
			extraA = append(extraA, txn{Date: day, Desc: "ONLINE TRANSFER TO SAV XXXXXX4477", Cents: int64(50000 + r.IntN(100000)), Category: "own_transfer"})
		}
	}

	var out []clientFile
	openA, openB := int64(2431055), int64(185000)
	n := 0
	for i, m := range []time.Time{d(2025, 11, 1), d(2025, 12, 1), d(2026, 1, 1)} {
		if i == 1 {
			// An equipment purchase that overdraws B for a few days: NSF
			// fees and negative days in December.
			extraB = append(extraB, txn{Date: d(2025, 12, 2), Desc: "WIRE OUT ORION TECH EQUIPMENT PURCHASE", Cents: openB + 450000, Category: "other"})
		}
		sa := clientStmt(uint64(6100+i), chase, a, m, monthEnd(m), openA, stmt{}, extraA)
		sb := clientStmt(uint64(6200+i), wells, b, m, monthEnd(m), openB, stmt{LowBalance: i == 1}, extraB)
		openA, openB = sa.Closing, sb.Closing
		for _, x := range []struct {
			s     stmt
			l     layout
			p     producer
			style int
		}{{sa, chase, producers[0], i}, {sb, wells, producers[1], i}} {
			n++
			f, err := statementFile(fmt.Sprintf("%02d_%s-%s_%s", n, x.l.Name, x.s.AccountNo[8:], m.Format("2006-01")), x.s, x.l, x.p, x.style, nil)
			if err != nil {
				return nil, err
			}
			out = append(out, f)
		}
	}
	// February of account A, uploaded with page 2 missing.
	feb := d(2026, 2, 1)
	sf := clientStmt(6103, chase, a, feb, monthEnd(feb), openA, stmt{TxnsPerDay: 5}, extraA)
	if dd := chase.Draw(sf, 0); dd.page < 3 {
		return nil, fmt.Errorf("the missing-pages statement has %d pages, want 3 or more", dd.page)
	}
	n++
	f, err := statementFile(fmt.Sprintf("%02d_%s-%s_%s", n, chase.Name, a.last4(), feb.Format("2006-01")), sf, chase, producers[0], 0, map[int]bool{2: true})
	if err != nil {
		return nil, err
	}
	out = append(out, f)
	// An invoice submitted among the statements.
	inv := nonBank[0]
	dd := inv.Draw()
	pdf, err := render(producers[0], dd.ops, dd.page, nil, inv.Title, false)
	if err != nil {
		return nil, err
	}
	n++
	name := fmt.Sprintf("%02d_invoice", n)
	out = append(out, clientFile{name: name, pdf: pdf,
		truth: groundtruth.Truth{Layout: "notbank", Producer: producers[0].Name, ExpectError: "not_a_bank_statement:" + inv.Type, PagesPresent: dd.page},
		doc:   groundtruth.ClientDocument{File: name + ".pdf", Expect: "not_a_bank_statement:" + inv.Type}})
	return out, nil
}

// benchScenario: 25 statements of three pages each, five accounts at five
// banks over five months, opening balances chained month to month.
func benchScenario() ([]clientFile, error) {
	holder := identity{Holder: "SUMMIT AUTO REPAIR LLC", Street: "9 INDUSTRIAL PKWY", City: "DENVER CO 80202"}
	accts := []struct {
		l  layout
		p  producer
		no string
	}{
		{layouts[0], producers[0], "410022883301"},
		{layouts[1], producers[2], "410022883302"},
		{layouts[2], producers[0], "410022883303"},
		{layouts[3], producers[2], "410022883304"},
		{layouts[4], producers[0], "410022883305"},
	}
	months := []time.Time{d(2025, 10, 1), d(2025, 11, 1), d(2025, 12, 1), d(2026, 1, 1), d(2026, 2, 1)}
	var out []clientFile
	n := 0
	for ai, ac := range accts {
		id := holder
		id.AccountNo = ac.no
		opening := int64(1500000 + 250000*ai)
		for mi, m := range months {
			// The busiest activity that still fits three pages.
			var s stmt
			found := false
			for tpd := 8; tpd >= 2 && !found; tpd-- {
				for try := uint64(0); try < 6 && !found; try++ {
					s = clientStmt(uint64(7000+ai*100+mi*10)+try*1000, ac.l, id, m, monthEnd(m), opening, stmt{TxnsPerDay: tpd}, nil)
					found = ac.l.Draw(s, mi).page == 3
				}
			}
			if !found {
				return nil, fmt.Errorf("no three-page statement for %s %s", ac.l.Name, m.Format("2006-01"))
			}
			opening = s.Closing
			n++
			f, err := statementFile(fmt.Sprintf("%02d_%s-%s_%s", n, ac.l.Name, ac.no[8:], m.Format("2006-01")), s, ac.l, ac.p, mi, nil)
			if err != nil {
				return nil, err
			}
			out = append(out, f)
		}
	}
	return out, nil
}

// clientTruth computes the client-level answer from the simulated
// statements: only statements that are used (complete bank statements)
// count.
func clientTruth(name string, files []clientFile) groundtruth.Client {
	c := groundtruth.Client{Scenario: name, UnassignedMasks: []string{}, Monthly: []groundtruth.ClientMonth{}, Positions: []groundtruth.ClientPosition{}}
	holders := map[string]int{}
	type acctKey struct{ bank, last4 string }
	accts := map[acctKey]*groundtruth.ClientAccount{}
	var order []acctKey
	coverageEnd := map[string]time.Time{}
	submitted := map[string]bool{}
	pairs := map[int]int{} // pair id -> legs seen in used statements
	for _, f := range files {
		c.Documents = append(c.Documents, f.doc)
		if f.stmt == nil {
			continue
		}
		for _, t := range f.stmt.Txns {
			if t.Pair != 0 {
				pairs[t.Pair]++
			}
		}
	}
	type pos struct {
		p     groundtruth.ClientPosition
		dates []time.Time
		amts  []int64
		total int64
	}
	positions := map[string]*pos{}
	var posOrder []string
	var revenue, xfer, reclass, debt int64
	for _, f := range files {
		s := f.stmt
		if s == nil {
			continue
		}
		holders[s.Holder]++
		last4 := s.AccountNo[len(s.AccountNo)-4:]
		submitted[last4] = true
		k := acctKey{f.bank, last4}
		a, ok := accts[k]
		if !ok {
			a = &groundtruth.ClientAccount{Bank: f.bank, Last4: last4, Opening: cents(s.Opening)}
			accts[k] = a
			order = append(order, k)
		}
		a.Statements++
		a.Closing = cents(s.Closing)
		if s.End.After(coverageEnd[last4]) {
			coverageEnd[last4] = s.End
		}
		c.Transactions += len(s.Txns)
		c.Monthly = append(c.Monthly, monthsOf(*s, last4, func(t txn) bool { return t.Pair != 0 && pairs[t.Pair] == 2 })...)
		for _, t := range s.Txns {
			own := t.Pair != 0 && pairs[t.Pair] == 2
			if t.Credit && (t.Category == "revenue" || t.Category == "card_settlement") && !own {
				revenue += t.Cents
			}
			if t.Credit && own {
				c.OwnTransfers++
				xfer += t.Cents
				if t.Category == "revenue" || t.Category == "card_settlement" {
					c.ReclassifiedTransfers++
					reclass += t.Cents
				}
			}
			if t.Funder == "" {
				continue
			}
			p, ok := positions[t.Funder]
			if !ok {
				p = &pos{p: groundtruth.ClientPosition{Funder: t.Funder, Kind: t.FunderKind, Last4: last4}}
				positions[t.Funder] = p
				posOrder = append(posOrder, t.Funder)
			}
			if t.Credit {
				p.p.Funded += cents(t.Cents)
				continue
			}
			debt += t.Cents
			p.dates = append(p.dates, t.Date)
			p.amts = append(p.amts, t.Cents)
			p.total += t.Cents
		}
	}
	c.TrueRevenue = cents(revenue)
	c.OwnTransfersTotal = cents(xfer)
	c.ReclassifiedTransfersSum = cents(reclass)
	c.DebtPayments = cents(debt)
	for _, k := range order {
		c.Accounts = append(c.Accounts, *accts[k])
	}
	best := 0
	for h, n := range holders {
		if n > best || n == best && h < c.Name {
			c.Name, best = h, n
		}
	}
	// Transfers to accounts of the client that were not submitted.
	seen := map[string]bool{}
	for _, f := range files {
		if f.stmt == nil {
			continue
		}
		for _, t := range f.stmt.Txns {
			if t.Category != "own_transfer" || t.Pair != 0 {
				continue
			}
			m := t.Desc[len(t.Desc)-4:]
			if !submitted[m] && !seen[m] {
				seen[m] = true
				c.UnassignedMasks = append(c.UnassignedMasks, m)
			}
		}
	}
	sort.Strings(c.UnassignedMasks)
	type span struct{ from, to time.Time }
	var mcaSpans []span
	for _, name := range posOrder {
		p := positions[name]
		if len(p.dates) == 0 {
			continue
		}
		amts := append([]int64(nil), p.amts...)
		sort.Slice(amts, func(i, j int) bool { return amts[i] < amts[j] })
		first, last := p.dates[0], p.dates[0]
		for _, dt := range p.dates {
			if dt.Before(first) {
				first = dt
			}
			if dt.After(last) {
				last = dt
			}
		}
		p.p.Cadence = result.Cadence(p.dates)
		p.p.Payment = cents(amts[len(amts)/2])
		p.p.Count = len(p.dates)
		p.p.Total = cents(p.total)
		p.p.FirstSeen, p.p.LastSeen = first.Format("2006-01-02"), last.Format("2006-01-02")
		grace := map[string]int{"daily": 5, "weekly": 10, "monthly": 35}[p.p.Cadence]
		p.p.Active = !last.Before(coverageEnd[p.p.Last4].AddDate(0, 0, -grace))
		c.Positions = append(c.Positions, p.p)
		if p.p.Kind == "mca" {
			mcaSpans = append(mcaSpans, span{first, last})
			if p.p.Active {
				c.ActiveMCA++
			}
		}
	}
	for _, s := range mcaSpans {
		n := 0
		for _, o := range mcaSpans {
			if !o.from.After(s.from) && !o.to.Before(s.from) {
				n++
			}
		}
		c.MaxConcurrentMCA = max(c.MaxConcurrentMCA, n)
	}
	return c
}

// monthsOf computes a statement's per-month rows the way the statement
// engine's monthly_summary does, except that revenue leaves out the
// credit legs of transfers between the client's accounts.
func monthsOf(s stmt, last4 string, own func(txn) bool) []groundtruth.ClientMonth {
	var out []groundtruth.ClientMonth
	idx := map[string]int{}
	sums := map[string]int64{}
	bal := s.Opening
	i := 0
	for day := s.Start; !day.After(s.End); day = day.AddDate(0, 0, 1) {
		for i < len(s.Txns) && !s.Txns[i].Date.After(day) {
			bal = s.Txns[i].Balance
			i++
		}
		k := day.Format("2006-01")
		j, ok := idx[k]
		if !ok {
			out = append(out, groundtruth.ClientMonth{Last4: last4, Month: k})
			j = len(out) - 1
			idx[k] = j
		}
		m := &out[j]
		m.Days++
		sums[k] += bal
		m.EndingBalance = cents(bal)
		if bal < 0 {
			m.NegativeDays++
		}
	}
	dep, wd, rev := map[string]int64{}, map[string]int64{}, map[string]int64{}
	for _, t := range s.Txns {
		k := t.Date.Format("2006-01")
		if t.Credit {
			dep[k] += t.Cents
			if (t.Category == "revenue" || t.Category == "card_settlement") && !own(t) {
				rev[k] += t.Cents
			}
		} else {
			wd[k] += t.Cents
		}
		if t.Category == "nsf_fee" {
			out[idx[k]].NSF++
		}
	}
	for j := range out {
		m := &out[j]
		m.Deposits, m.Withdrawals, m.Revenue = cents(dep[m.Month]), cents(wd[m.Month]), cents(rev[m.Month])
		m.AverageBalance = round2(float64(sums[m.Month]) / float64(m.Days) / 100)
	}
	return out
}

func round2(v float64) float64 {
	if v < 0 {
		return -float64(int64(-v*100+0.5)) / 100
	}
	return float64(int64(v*100+0.5)) / 100
}
