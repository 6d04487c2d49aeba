package rollup

import (
	"crypto/sha256"
	"encoding/hex"
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/docanalysis/service/internal/domain/result"
)

// stmtRef is one used statement while the rollup is computed.
type stmtRef struct {
	doc        *Document
	st         *result.Statement
	start, end time.Time
	hasPeriod  bool
	instName   string // bank name as read, "" when unknown
	last4      string
	holder     string // normalized
	single     bool   // the parser's single_account check did not fail
	months     map[string]result.MonthSummary
	acct       *acct
	wins       int // account-months this statement is used for
}

func (s *stmtRef) score() int {
	if s.st.FraudScore == nil {
		return 0
	}
	return *s.st.FraudScore
}

// acct is one account while the rollup is computed.
type acct struct {
	out    Account
	index  int
	instID string
	last4  string
	stmts  []*stmtRef
	// winners maps YYYY-MM to the statement used for that month.
	winners map[string]*stmtRef
	named   bool // only named by transfers (unassigned)
	end     time.Time
}

// work is one transaction row of a used account-month.
type work struct {
	ref         *stmtRef
	idx         int
	row         result.Transaction
	date        time.Time
	hasDate     bool
	cents       int64
	credit      bool
	cat         string
	desc        string
	acct        *acct
	month       string
	own         bool
	counterpart *acct
	position    *position
}

type computer struct {
	clientID string
	docs     []*Document
	used     []*stmtRef
	accts    []*acct
	insts    []Institution
	works    []*work
	forms    []formRef
	res      *Result
}

// Compute builds the rollup of a client's documents. clientID scopes the
// derived ids (accounts, transactions, positions): they are the same on
// every computation for this client and never collide with another
// client's.
func Compute(clientID string, docs []Document) *Result {
	c := &computer{clientID: clientID, res: &Result{}}
	for i := range docs {
		c.docs = append(c.docs, &docs[i])
	}
	sort.SliceStable(c.docs, func(i, j int) bool { return c.docs[i].Position < c.docs[j].Position })
	c.classify()
	c.identify()
	c.selectMonths()
	c.collect()
	c.ownTransfers()
	c.namedAccounts()
	positions := c.positions()
	c.monthly(positions)
	c.fraud(c.checks())
	c.finish(positions)
	c.classifyForms()
	c.formChecks()
	return c.res
}

func (c *computer) id(prefix string, n int, parts ...string) string {
	sum := sha256.Sum256([]byte(strings.Join(append([]string{c.clientID}, parts...), "\x00")))
	return prefix + hex.EncodeToString(sum[:])[:n]
}

// classify splits the documents into used statements and exclusions.
func (c *computer) classify() {
	r := c.res
	holders := map[string]int{}
	spelling := map[string]string{}
	firstSeen := map[string]int{}
	for _, d := range c.docs {
		if IsForm(d.Kind) {
			continue // compared by the form checks, never a statement
		}
		if d.Result != nil && !d.NoOrg && (d.Status == StatusParsed || d.Status == StatusCompleted) {
			if h := strings.TrimSpace(str(d.Result.AccountHolderName)); h != "" {
				n := NormalizeName(h)
				if _, ok := spelling[n]; !ok {
					spelling[n], firstSeen[n] = h, d.Position
				}
				holders[n]++
			}
		}
		reason := ""
		switch {
		case d.Status == StatusFailed:
			reason = d.FailureCode
			if reason == "" {
				reason = "failed"
			}
		case d.Status == StatusPending || d.Status == StatusProcessing:
			reason = "processing"
			r.Pending++
			r.FraudPending++
		case d.NoOrg:
			reason = "no_org"
		case d.Result == nil:
			reason = "no_result"
		case d.Result.Detection.FailureReason != nil:
			reason = *d.Result.Detection.FailureReason
		}
		if d.Status == StatusParsed && !d.NoOrg {
			r.FraudPending++
		}
		if reason != "" {
			r.Excluded = append(r.Excluded, ExcludedDocument{DocumentID: d.ID, Filename: d.Filename, Status: d.Status, Reason: reason})
			continue
		}
		c.used = append(c.used, newStmtRef(d))
	}
	r.Used = len(c.used)
	best := ""
	for n, k := range holders {
		if best == "" || k > holders[best] || k == holders[best] && firstSeen[n] < firstSeen[best] {
			best = n
		}
	}
	if best != "" {
		name := spelling[best]
		r.Name = &name
	}
}

func newStmtRef(d *Document) *stmtRef {
	st := d.Result
	s := &stmtRef{doc: d, st: st, single: true, months: map[string]result.MonthSummary{}}
	s.start, s.hasPeriod = parseDate(st.PeriodStart)
	var ok bool
	if s.end, ok = parseDate(st.PeriodEnd); !ok {
		s.hasPeriod = false
	}
	if !s.hasPeriod {
		// No printed period: the dates of the transactions bound it.
		for _, row := range st.Transactions {
			if t, ok := parseDate(row.Date); ok {
				if !s.hasPeriod || t.Before(s.start) {
					s.start = t
				}
				if !s.hasPeriod || t.After(s.end) {
					s.end = t
				}
				s.hasPeriod = true
			}
		}
	}
	s.instName = strings.TrimSpace(str(st.BankName))
	if s.instName == "" {
		s.instName = strings.TrimSpace(str(st.Detection.DetectedBank))
	}
	s.last4 = strings.TrimSpace(str(st.AccountNumberLast4))
	s.holder = NormalizeName(str(st.AccountHolderName))
	for _, ch := range st.Checks {
		if ch.Name == "single_account" && !ch.Passed {
			s.single = false
		}
	}
	for _, m := range st.MonthlySummary {
		s.months[m.Month] = m
	}
	return s
}

// NormalizeName is how holder names are compared: upper case letters and digits,
// single spaces, no punctuation.
func NormalizeName(s string) string {
	var b strings.Builder
	for _, f := range strings.FieldsFunc(strings.ToUpper(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(f)
	}
	return b.String()
}

// slug makes an institution id from a bank name.
func slug(name string) string {
	return strings.ToLower(strings.ReplaceAll(NormalizeName(name), " ", "_"))
}

// Reasons an account read from statements keeps a provisional id.
const (
	ReasonNoAccountNumber    = "no_account_number"
	ReasonUnknownInstitution = "unknown_institution"
	ReasonSeveralAccounts    = "several_accounts_in_document"
	ReasonHolderMismatch     = "holder_mismatch"
)

// identify groups the used statements into accounts. A statement whose
// bank and last four digits are known, and that holds one account, joins
// the stable account of that bank and number; the others, and groups
// whose statements name different holders, get a provisional account per
// statement.
func (c *computer) identify() {
	type key struct{ inst, last4 string }
	groups := map[key][]*stmtRef{}
	var order []key
	var provisional []*stmtRef
	reasons := map[*stmtRef]string{}
	for _, s := range c.used {
		switch {
		case !s.single:
			reasons[s] = ReasonSeveralAccounts
		case s.last4 == "":
			reasons[s] = ReasonNoAccountNumber
		case s.instName == "":
			reasons[s] = ReasonUnknownInstitution
		default:
			k := key{slug(s.instName), s.last4}
			if _, ok := groups[k]; !ok {
				order = append(order, k)
			}
			groups[k] = append(groups[k], s)
			continue
		}
		provisional = append(provisional, s)
	}
	type pending struct {
		first int
		stmts []*stmtRef
		k     key
		tmp   bool
	}
	var all []pending
	for _, k := range order {
		g := groups[k]
		holders := map[string]bool{}
		for _, s := range g {
			if s.holder != "" {
				holders[s.holder] = true
			}
		}
		if len(holders) > 1 {
			for _, s := range g {
				reasons[s] = ReasonHolderMismatch
				all = append(all, pending{first: s.doc.Position, stmts: []*stmtRef{s}, tmp: true})
			}
			continue
		}
		all = append(all, pending{first: g[0].doc.Position, stmts: g, k: k})
	}
	for _, s := range provisional {
		all = append(all, pending{first: s.doc.Position, stmts: []*stmtRef{s}, tmp: true})
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].first < all[j].first })
	instSeen := map[string]bool{}
	for _, p := range all {
		s0 := p.stmts[0]
		a := &acct{index: len(c.accts), last4: s0.last4, winners: map[string]*stmtRef{}}
		a.instID = "unknown"
		var instName *string
		if s0.instName != "" {
			a.instID = "inst_" + slug(s0.instName)
			n := s0.instName
			instName = &n
		}
		if !instSeen[a.instID] {
			instSeen[a.instID] = true
			c.insts = append(c.insts, Institution{ID: a.instID, Name: instName})
		}
		if p.tmp {
			a.out.ID = c.id("acct_tmp_", 20, "document", s0.doc.ID)
			a.out.Provisional = true
			c.res.Ambiguous = append(c.res.Ambiguous, AmbiguousAccount{AccountID: a.out.ID, Documents: []string{s0.doc.ID}, Reason: reasons[s0]})
		} else {
			a.out.ID = c.id("acct_", 20, "account", p.k.inst, p.k.last4)
		}
		inst := a.instID
		a.out.InstitutionID = &inst
		if s0.last4 != "" {
			m := s0.last4
			a.out.Mask = &m
		}
		label := accountLabel(s0.instName, s0.last4)
		a.out.Label = &label
		typ := "depository"
		a.out.Type = &typ
		a.stmts = p.stmts
		for _, s := range p.stmts {
			s.acct = a
		}
		c.accts = append(c.accts, a)
	}
}

// accountLabel is how an account is named for people: bank and masked
// number.
func accountLabel(bank, last4 string) string {
	if bank == "" {
		bank = "Unknown bank"
	}
	if last4 == "" {
		return bank + " account"
	}
	return bank + " ••" + last4
}

// Replacement reasons: why one statement is used for an account-month
// that several cover.
const (
	// ReplacedDuplicate: the same statement was submitted twice; the
	// first submitted is used.
	ReplacedDuplicate = "duplicate"
	// ReplacedMoreDays: the used statement covers more days of the month.
	ReplacedMoreDays = "more_days"
	// ReplacedLowerFraudScore: both cover the month equally but differ;
	// the one with the lower fraud score is used.
	ReplacedLowerFraudScore = "lower_fraud_score"
	// ReplacedFirstSubmitted: equal coverage and score, different
	// content: the first submitted is used.
	ReplacedFirstSubmitted = "first_submitted"
)

// selectMonths picks, for every account and calendar month, the one
// statement whose figures and transactions count.
func (c *computer) selectMonths() {
	for _, a := range c.accts {
		months := map[string][]*stmtRef{}
		for _, s := range a.stmts {
			for m := range s.months {
				months[m] = append(months[m], s)
			}
		}
		keys := make([]string, 0, len(months))
		for m := range months {
			keys = append(keys, m)
		}
		sort.Strings(keys)
		for _, m := range keys {
			cands := months[m]
			sort.SliceStable(cands, func(i, j int) bool {
				x, y := cands[i], cands[j]
				if dx, dy := x.months[m].Days, y.months[m].Days; dx != dy {
					return dx > dy
				}
				if identical(x, y) {
					return x.doc.Position < y.doc.Position
				}
				if x.score() != y.score() {
					return x.score() < y.score()
				}
				return x.doc.Position < y.doc.Position
			})
			w := cands[0]
			a.winners[m] = w
			w.wins++
			for _, l := range cands[1:] {
				reason := ReplacedFirstSubmitted
				switch {
				case l.months[m].Days < w.months[m].Days:
					reason = ReplacedMoreDays
				case identical(w, l):
					reason = ReplacedDuplicate
				case w.score() < l.score():
					reason = ReplacedLowerFraudScore
				}
				c.res.Replacements = append(c.res.Replacements, Replacement{AccountID: a.out.ID, Month: m,
					UsedDocumentID: w.doc.ID, ReplacedDocumentID: l.doc.ID, Reason: reason})
			}
		}
	}
}

// identical reports whether two statements are the same statement: the
// same period, balances and transactions.
func identical(x, y *stmtRef) bool {
	if str(x.st.PeriodStart) != str(y.st.PeriodStart) || str(x.st.PeriodEnd) != str(y.st.PeriodEnd) ||
		!sameMoney(x.st.StartingBalance, y.st.StartingBalance) || !sameMoney(x.st.EndingBalance, y.st.EndingBalance) ||
		len(x.st.Transactions) != len(y.st.Transactions) {
		return false
	}
	for i := range x.st.Transactions {
		a, b := x.st.Transactions[i], y.st.Transactions[i]
		if str(a.Date) != str(b.Date) || !sameMoney(a.Amount, b.Amount) || str(a.Type) != str(b.Type) {
			return false
		}
	}
	return true
}

func sameMoney(a, b *float64) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return cents(*a) == cents(*b)
}

// collect gathers the rows of every used account-month; rows without an
// amount or a type are counted and dropped.
func (c *computer) collect() {
	for _, s := range c.used {
		for i, row := range s.st.Transactions {
			w := &work{ref: s, idx: i, row: row, acct: s.acct, desc: str(row.Description), cat: str(row.Category)}
			w.date, w.hasDate = parseDate(row.Date)
			if w.hasDate {
				w.month = w.date.Format("2006-01")
			}
			if win, ok := s.acct.winners[w.month]; ok && win != s {
				continue // another statement is used for this month
			} else if !ok && s.wins == 0 {
				// Undated, or dated outside every month of the period:
				// kept only from a statement that is used at all, so a
				// statement submitted twice does not list them twice.
				continue
			}
			typ := str(row.Type)
			if row.Amount == nil || (typ != "credit" && typ != "debit") {
				c.res.ExcludedTransactions++
				continue
			}
			w.cents = cents(*row.Amount)
			if w.cents < 0 {
				// Amounts are positive by contract; a negative one
				// means the sign was printed, not the direction.
				w.cents = -w.cents
			}
			w.credit = typ == "credit"
			c.works = append(c.works, w)
		}
	}
	for _, a := range c.accts {
		for _, s := range a.stmts {
			if s.hasPeriod && s.end.After(a.end) {
				a.end = s.end
			}
		}
	}
}

func (c *computer) byLast4() map[string]*acct {
	m := map[string]*acct{}
	dup := map[string]bool{}
	for _, a := range c.accts {
		if a.last4 == "" || a.named {
			continue
		}
		if o, ok := m[a.last4]; ok && o != a {
			dup[a.last4] = true
		}
		m[a.last4] = a
	}
	for k := range dup {
		delete(m, k) // two accounts end in the same digits: not attributable
	}
	return m
}

func (w *work) transferish() bool {
	return w.cat == result.CatOwnTransfer || transferWord.MatchString(strings.ToUpper(w.desc))
}

// ownTransfers finds transfers between the client's submitted accounts:
// a row that names another submitted account's number, or a credit and a
// debit of the same amount, both described as transfers, in two different
// accounts within three days of each other.
func (c *computer) ownTransfers() {
	accts := c.byLast4()
	for _, w := range c.works {
		if !w.transferish() {
			continue
		}
		for _, m := range masks(w.desc) {
			if a, ok := accts[m]; ok && a != w.acct {
				w.own, w.counterpart = true, a
				break
			}
		}
	}
	var credits, debits []*work
	for _, w := range c.works {
		if !w.hasDate || !w.transferish() {
			continue
		}
		if w.credit {
			credits = append(credits, w)
		} else {
			debits = append(debits, w)
		}
	}
	paired := map[*work]bool{}
	for _, cr := range credits {
		var best *work
		bestGap := 4 * 24 * time.Hour
		for _, db := range debits {
			if paired[db] || db.acct == cr.acct || db.cents != cr.cents {
				continue
			}
			if cr.own && cr.counterpart != db.acct || db.own && db.counterpart != cr.acct {
				continue
			}
			gap := cr.date.Sub(db.date)
			if gap < 0 {
				gap = -gap
			}
			if gap < bestGap {
				best, bestGap = db, gap
			}
		}
		if best != nil {
			paired[best] = true
			cr.own, cr.counterpart = true, best.acct
			best.own, best.counterpart = true, cr.acct
		}
	}
}

// namedAccounts adds the client's accounts that transfers name but no
// submitted statement covers (unassigned accounts). A credit from one is
// money from the client's own account, not revenue.
func (c *computer) namedAccounts() {
	known := map[string]bool{}
	for _, a := range c.accts {
		if a.last4 != "" {
			known[a.last4] = true
		}
	}
	named := map[string]*acct{}
	stats := map[string]*UnassignedAccount{}
	var order []string
	for _, w := range c.works {
		if !w.transferish() || w.own {
			continue
		}
		for _, m := range masks(w.desc) {
			if known[m] {
				continue
			}
			a, ok := named[m]
			if !ok {
				mask, label, zero := m, "Account ••"+m, 0
				a = &acct{last4: m, named: true, winners: map[string]*stmtRef{}, out: Account{
					ID: c.id("acct_tmp_", 20, "named", m), Mask: &mask, Label: &label, SourceAccountCount: &zero,
					Documents: []string{}, Provisional: true,
				}}
				named[m] = a
				stats[m] = &UnassignedAccount{AccountID: a.out.ID, Mask: m, ReferencedBy: []string{}}
				order = append(order, m)
			}
			u := stats[m]
			u.Transfers++
			if w.credit {
				u.Credits += money(w.cents)
				w.own = true
			} else {
				u.Debits += money(w.cents)
			}
			w.counterpart = a
			if !slices.Contains(u.ReferencedBy, w.acct.out.ID) {
				u.ReferencedBy = append(u.ReferencedBy, w.acct.out.ID)
			}
			break
		}
	}
	sort.Strings(order)
	for _, m := range order {
		u := stats[m]
		u.Credits, u.Debits = round2(u.Credits), round2(u.Debits)
		c.res.Unassigned = append(c.res.Unassigned, *u)
		a := named[m]
		a.index = len(c.accts)
		c.accts = append(c.accts, a)
	}
}

func round2(v float64) float64 { return money(cents(v)) }

// finish assembles the accounts, transactions and profile.
func (c *computer) finish(positions []*position) {
	r := c.res
	r.Institutions = c.insts
	p := &r.Profile
	var adb int64
	haveADB := false
	for _, a := range c.accts {
		if !a.named {
			c.fillAccount(a)
		}
		if b := a.out.Balances; b != nil && b.Average != nil {
			adb += cents(*b.Average)
			haveADB = true
		}
		r.Accounts = append(r.Accounts, a.out)
	}
	if haveADB {
		v := money(adb)
		p.AverageDailyBalance = &v
	}
	var first, last time.Time
	for _, s := range c.used {
		if !s.hasPeriod {
			continue
		}
		if first.IsZero() || s.start.Before(first) {
			first = s.start
		}
		if last.IsZero() || s.end.After(last) {
			last = s.end
		}
	}
	if !first.IsZero() {
		f, l := first.Format(day), last.Format(day)
		p.Period = &Period{Start: &f, End: &l}
	}
	sort.SliceStable(c.works, func(i, j int) bool {
		x, y := c.works[i], c.works[j]
		if x.hasDate != y.hasDate {
			return x.hasDate
		}
		if !x.date.Equal(y.date) {
			return x.date.After(y.date)
		}
		if x.acct.index != y.acct.index {
			return x.acct.index < y.acct.index
		}
		if x.ref.doc.Position != y.ref.doc.Position {
			return x.ref.doc.Position < y.ref.doc.Position
		}
		return x.idx > y.idx
	})
	for _, w := range c.works {
		t := Transaction{
			ID: c.id("txn_", 24, w.ref.doc.ID, strconv.Itoa(w.idx)), AccountID: w.acct.out.ID, DocumentID: w.ref.doc.ID,
			Date: w.row.Date, Description: w.row.Description, Amount: money(w.cents), Direction: "debit",
			Category: w.row.Category, OwnTransfer: w.own,
		}
		if w.credit {
			t.Direction = "credit"
		}
		if w.own && w.cat != result.CatOwnTransfer {
			own := result.CatOwnTransfer
			t.StatementCategory, t.Category = w.row.Category, &own
		}
		if w.counterpart != nil {
			t.Counterparty = w.counterpart.out.Label
		} else {
			t.Counterparty = counterparty(w.desc, w.cat)
		}
		r.Transactions = append(r.Transactions, t)
	}
	p.DocumentsUsed = r.Used
	p.ExcludedDocuments = nonNil(r.Excluded)
	p.MonthlyReplacements = nonNil(r.Replacements)
	p.AmbiguousAccounts = nonNil(r.Ambiguous)
	p.UnassignedAccounts = nonNil(r.Unassigned)
	for _, a := range c.accts {
		pa := ProfileAccount{AccountID: a.out.ID, InstitutionID: a.out.InstitutionID, Mask: a.out.Mask, Label: a.out.Label,
			Documents: a.out.Documents, Provisional: a.out.Provisional, Monthly: []AccountMonth{}}
		for _, m := range r.Monthly {
			if m.AccountID == a.out.ID {
				pa.Monthly = append(pa.Monthly, m)
			}
		}
		p.Accounts = append(p.Accounts, pa)
	}
	p.Accounts = nonNil(p.Accounts)
	r.Monthly = nonNil(r.Monthly)
	r.Transactions = nonNil(r.Transactions)
	r.Institutions = nonNil(r.Institutions)
	r.Accounts = nonNil(r.Accounts)
	r.Replacements = nonNil(r.Replacements)
	r.Ambiguous = nonNil(r.Ambiguous)
	r.Unassigned = nonNil(r.Unassigned)
	r.Excluded = nonNil(r.Excluded)
}

// fillAccount sets the period, balances and documents of a statement
// account from the statements used for its months.
func (c *computer) fillAccount(a *acct) {
	docs := make([]*stmtRef, len(a.stmts))
	copy(docs, a.stmts)
	sort.SliceStable(docs, func(i, j int) bool {
		if !docs[i].start.Equal(docs[j].start) {
			return docs[i].start.Before(docs[j].start)
		}
		return docs[i].doc.Position < docs[j].doc.Position
	})
	a.out.Documents = []string{}
	for _, s := range docs {
		a.out.Documents = append(a.out.Documents, s.doc.ID)
	}
	n := len(a.stmts)
	a.out.SourceAccountCount = &n
	a.out.IsComposite = n > 1
	if h := strings.TrimSpace(str(docs[0].st.AccountHolderName)); h != "" {
		a.out.Holder = &h
	}
	var first, last *stmtRef
	for _, s := range docs {
		if !s.hasPeriod {
			continue
		}
		if first == nil || s.start.Before(first.start) {
			first = s
		}
		if last == nil || s.end.After(last.end) {
			last = s
		}
	}
	if first == nil {
		return
	}
	start, end := first.start.Format(day), last.end.Format(day)
	a.out.Period = &Period{Start: &start, End: &end}
	months := slices.Sorted(maps.Keys(a.winners))
	b := &Balances{}
	if len(months) > 0 {
		if w := a.winners[months[0]]; w.st.StartingBalance != nil {
			v := *w.st.StartingBalance
			b.Opening = &v
		}
		if w := a.winners[months[len(months)-1]]; w.st.EndingBalance != nil {
			v := *w.st.EndingBalance
			b.Closing = &v
		}
		var sum float64
		days := 0
		for _, m := range months {
			ms := a.winners[m].months[m]
			sum += ms.AverageBalance * float64(ms.Days)
			days += ms.Days
		}
		if days > 0 {
			v := round2(sum / float64(days))
			b.Average = &v
		}
	} else {
		b.Opening, b.Closing, b.Average = first.st.StartingBalance, last.st.EndingBalance, first.st.AverageBalance
	}
	a.out.Balances = b
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
