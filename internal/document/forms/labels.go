// Labels of applications: the synonym table and how a printed label is
// found on a row, with the words funders print around it.

package forms

import (
	"math"
	"regexp"
	"sort"
	"strings"
	"unicode"
)

// labelTable maps printed labels (normalised words) to field keys. Funders
// word their forms freely; these are the spellings seen on MCA and small
// business loan applications.
var labelTable = map[string][]string{
	"business_legal_name": {"legal corporate name", "corporate legal name", "company legal name", "full legal business name", "legal name of company", "legal name of entity", "business entity name", "legal business name", "business legal name", "company name legal", "legal name of business", "legal name", "business name", "company name", "legal company name", "merchant legal name", "corporate name", "legal entity name", "registered business name", "business name legal", "name of business"},
	"dba":                 {"assumed name", "fictitious name", "trade name dba", "doing business as dba", "dba", "d b a", "doing business as", "dba name", "business dba name", "trade name", "dba trade name", "dba name if different"},
	"ein":                 {"federal employer id no", "federal employer id number", "federal employer identification number", "employer id number", "employer id no", "federal tax id number", "business tax id", "tax id no", "federal tax id", "federal tax id ein", "ein", "tin", "tax id", "tax id ein", "fed tax id", "federal ein", "employer identification number", "tax id number", "federal id", "fein", "tax id #", "ein tin", "federal tax id #", "tax identification number"},
	"entity_type":         {"entity type", "business entity type", "legal entity", "business structure", "business type", "form of organization", "type of entity", "legal structure", "organization type", "type of business entity", "legal entity type", "entity"},
	"industry":            {"industry description", "nature of business description", "business activity", "products services sold", "type of industry business", "industry", "type of business", "nature of business", "business description", "industry type", "industry type sic code or description", "type of industry", "business category", "description of business"},
	"start_date":          {"when did the business start", "when was the business started", "when was the business established", "date founded", "founded", "business inception", "date business established", "date of establishment", "business started", "start date", "business start date", "date established", "business inception date", "inception date", "date business started", "established", "date of inception", "date started", "in business since", "business established date", "date of incorporation", "date incorporated", "date of formation"},
	kAddress:              {"business address street city state zip", "address street city state zip", "full address", "address"},
	"street":              {"business address", "street address", "physical address", "physical street address", "business street address", "address line 1", "company address", "address 1", "street"},
	kCSZ:                  {"city state zip", "city st zip", "city state zip code"},
	"city":                {"city", "business city"},
	"state":               {"state", "st", "business state"},
	"zip":                 {"zip", "zip code", "postal code", "business zip"},
	"phone":               {"office phone", "main phone", "business phone no", "business phone", "phone", "telephone", "phone number", "business telephone", "company phone", "tel", "business phone number", "physical location phone"},
	"email":               {"e mail", "e mail address", "company email", "email", "email address", "business email", "business email address"},
	"website":             {"web address", "website address", "company web site", "web site address", "internet address", "website", "web site", "web", "url", "company website", "website url", "business website"},
	"annual_revenue":      {"annual gross receipts", "gross annual receipts", "annual sales volume", "gross sales annual", "annual gross revenue", "annual revenue", "gross annual sales", "annual sales", "gross annual revenue", "yearly revenue", "annual gross sales", "total annual revenue", "annual business revenue", "gross annual income"},
	"monthly_revenue":     {"average monthly gross revenue", "avg monthly gross revenue", "average monthly income", "average monthly sales", "monthly revenue", "monthly gross revenue", "average monthly revenue", "monthly sales", "monthly gross sales", "avg monthly revenue", "gross monthly sales", "average monthly gross sales", "monthly gross income"},
	"monthly_cc_volume":   {"monthly card processing volume", "card processing volume", "monthly processing volume", "monthly credit card receipts", "average monthly card volume", "avg monthly credit card volume", "avg monthly card volume", "monthly visa mc volume", "visa mc volume", "monthly visa mc sales", "average monthly credit card sales", "avg monthly credit card sales", "monthly credit card volume", "monthly card volume", "monthly credit card sales", "monthly credit debit card sales", "credit card volume", "monthly cc volume", "average monthly credit card volume", "monthly card sales", "card volume", "monthly credit card processing", "avg monthly card sales"},
	"requested_amount":    {"how much funding are you requesting", "how much are you requesting", "how much funding do you need", "how much capital do you need", "amount of credit requested", "credit amount requested", "requested funding amount", "funding requested", "capital requested", "amount of loan requested", "amount of advance requested", "desired amount", "desired funding amount", "amount sought", "requested amount", "amount requested", "loan amount requested", "funding amount requested", "loan amount", "funding amount", "how much do you need", "amount of funding requested", "advance amount requested", "requested funding", "amount needed", "requested loan amount"},
	"use_of_funds":        {"what will the funds be used for", "how will you use the funds", "how will the funds be used", "what are the funds for", "purpose of credit", "purpose of advance", "funding purpose", "intended use of proceeds", "reason for funding", "reason for financing", "how will the funds be used", "how will funds be used", "use of funds", "purpose of loan", "use of proceeds", "intended use of funds", "what will you use the funds for", "loan purpose", "purpose of funds", "purpose of funding", "use of loan proceeds"},
	"owner_name":          {"full legal name", "owner full legal name", "principal full name", "guarantor full name", "name of principal", "principals name", "guarantors name", "owner officer name", "owner name", "full name", "owner full name", "principal name", "guarantor name", "owners name", "owner s name", "name of owner"},
	"name":                {"name"},
	"title":               {"officer title", "corporate title", "title position", "title", "position", "owner title", "job title"},
	"owner_ownership_pct": {"% of business owned", "percent of ownership", "ownership percent", "ownership share", "% owner", "equity %", "ownership %", "% ownership", "% owned", "percent owned", "ownership percentage", "percentage of ownership", "ownership pct", "owned %", "% of ownership", "percent ownership"},
	"owner_dob":           {"date of birth mm dd yyyy", "date of birth", "dob", "birth date", "birthdate"},
	"owner_ssn":           {"soc sec no", "ssn no", "social security no", "social sec #", "ssn", "social security number", "social security #", "social security", "ssn #", "ss #", "ss", "soc sec #", "social security no"},
	"first_name":          {"first name", "owner first name"},
	"last_name":           {"last name", "owner last name"},
	"owner_phone":         {"personal phone", "cell phone #", "mobile #", "mobile number", "cell number", "home phone number", "cell phone", "mobile phone", "mobile", "cell", "home phone", "owner phone", "cell #"},
	"owner_email":         {"personal email", "personal email address", "home email", "owner email"},
	"owner_street":        {"residential street address", "home street address", "home address", "home street", "residential address", "home address street", "residence address"},
	kRevenue:              {"gross revenue", "gross sales", "total revenue", "revenue", "sales", "total sales", "business revenue", "gross receipts", "average revenue", "avg revenue", "sales volume", "average sales", "avg sales"},
	kIgnore:               {"signature", "date", "fax", "print name", "number of employees", "years in business", "apt", "suite", "county", "country", "drivers license", "credit score", "signature of applicant", "billing street address", "billing location phone", "current credit card processor"},
}

// labelPhrase is one spelling of a label, as normalised words.
type labelPhrase struct {
	key   string
	words []string
}

var labelPhrases = func() []labelPhrase {
	var ps []labelPhrase
	for k, list := range labelTable {
		for _, p := range list {
			ps = append(ps, labelPhrase{k, strings.Fields(p)})
		}
	}
	// Longest first, so "business address street city state zip" wins
	// over "business address".
	sort.SliceStable(ps, func(i, j int) bool {
		if len(ps[i].words) != len(ps[j].words) {
			return len(ps[i].words) > len(ps[j].words)
		}
		return strings.Join(ps[i].words, " ") < strings.Join(ps[j].words, " ")
	})
	return ps
}()

// ownerOnly keys are owner fields wherever they are printed.
var ownerOnly = map[string]bool{"owner_name": true, "owner_email": true, "owner_ownership_pct": true, "owner_dob": true, "owner_ssn": true, "owner_phone": true, "owner_street": true, "first_name": true, "last_name": true}

// findLabels finds the labels of one page row by row, longest spelling
// first; a label starts a row or follows a gap, so words inside a printed
// value ("9402 Ridge St") are not taken for labels. A label may also start
// after a slash that offers it as an alternative ("Legal/Corporate Name",
// "Industry / Nature of Business").
func findLabels(rows []row) []appLabel {
	var out []appLabel
	wrapped := map[[2]int]bool{}
	for ri, r := range rows {
		for i := 0; i < len(r.Toks); i++ {
			t := r.Toks[i]
			if t.W != nil || wrapped[[2]int{ri, i}] {
				continue
			}
			if i > 0 {
				prev := r.Toks[i-1]
				if prev.W == nil && t.X0-prev.X1 < 8 && !strings.HasSuffix(prev.Text, ":") {
					continue
				}
			}
			l, ok := labelAt(rows, ri, i)
			if !ok {
				continue
			}
			for _, k := range l.wrapped {
				wrapped[[2]int{ri + 1, k}] = true
			}
			out = append(out, l)
			i = l.To
		}
	}
	return out
}

// labelAt reads the label starting at token i of row ri: a spelling of
// the table, or one of the alternatives a slash offers, with the words
// funders print around a label taken into it (a qualifier before it, a
// number sign or a parenthetical note after it).
func labelAt(rows []row, ri, i int) (appLabel, bool) {
	r := rows[ri]
	if sp, key, ok := phraseAt(rows, ri, i); ok {
		return appLabel{span: sp, key: key}, true
	}
	// "Applicant's Legal Business Name", "Your Business Name": a word
	// naming whose value it is, before a label of the table; "1. Legal
	// Name", "(b) Tax ID": a question's number.
	if i+1 < len(r.Toks) && (labelQualifiers[norm(r.Toks[i].Text)] || enumeratorRe.MatchString(r.Toks[i].Text)) && r.Toks[i+1].W == nil && r.Toks[i+1].X0-r.Toks[i].X1 < math.Max(6, 0.9*r.Toks[i].h()) {
		if sp, key, ok := phraseAt(rows, ri, i+1); ok {
			sp.From, sp.X0 = i, r.Toks[i].X0
			sp.Text = r.Toks[i].Text + " " + sp.Text
			return appLabel{span: sp, key: key}, true
		}
	}
	// "What is your legal business name?", "Please enter the business
	// phone": a question's or instruction's words before a label.
	k := i
	if questionStarts[norm(r.Toks[i].Text)] {
		for k < len(r.Toks) && k-i < 4 && r.Toks[k].W == nil && questionWords[norm(r.Toks[k].Text)] {
			k++
		}
	}
	if k > i && k < len(r.Toks) && r.Toks[k].W == nil && r.Toks[k].X0-r.Toks[k-1].X1 < math.Max(6, 0.9*r.Toks[k].h()) {
		if sp, key, ok := phraseAt(rows, ri, k); ok {
			var lead []string
			for j := i; j < k; j++ {
				lead = append(lead, r.Toks[j].Text)
			}
			sp.From, sp.X0 = i, r.Toks[i].X0
			sp.Text = strings.Join(lead, " ") + " " + sp.Text
			return appLabel{span: sp, key: key}, true
		}
	}
	if l, ok := slashLabel(r, ri, i); ok {
		return l, true
	}
	return wrappedLabel(rows, ri, i)
}

// labelTokens are the (row, token) places of the labels' words, a wrapped
// caption's second line included.
func labelTokens(labels []appLabel) map[[2]int]bool {
	in := map[[2]int]bool{}
	for _, l := range labels {
		for k := l.From; k <= l.To; k++ {
			in[[2]int{l.Row, k}] = true
		}
		for _, k := range l.wrapped {
			in[[2]int{l.Row + 1, k}] = true
		}
	}
	return in
}

// wrappedLabel reads a caption printed over two lines in a narrow cell
// ("AMOUNT OF CREDIT" / "REQUESTED"): the words of its first line and
// those of the line right under it, starting where it starts, make a
// spelling of the table together. The label spans both lines, so the
// value is read under the second.
func wrappedLabel(rows []row, ri, i int) (appLabel, bool) {
	run := func(r row, from int) []int {
		var ks []int
		for k := from; k < len(r.Toks) && len(ks) < 5; k++ {
			t := r.Toks[k]
			if t.W != nil || k > from && t.X0-r.Toks[k-1].X1 > math.Max(6, 0.9*t.h()) {
				break
			}
			ks = append(ks, k)
			if strings.HasSuffix(t.Text, ":") {
				break
			}
		}
		return ks
	}
	r := rows[ri]
	first := run(r, i)
	if len(first) == 0 || strings.HasSuffix(r.Toks[first[len(first)-1]].Text, ":") || ri+1 >= len(rows) {
		return appLabel{}, false
	}
	next := rows[ri+1]
	if next.Y0-r.Toks[i].Y1 > 4 || next.Y0 < r.Toks[i].Y1-1 {
		return appLabel{}, false
	}
	start := -1
	for k, t := range next.Toks {
		if t.W == nil && math.Abs(t.X0-r.Toks[i].X0) <= 3 {
			start = k
			break
		}
	}
	if start < 0 || start > 0 && next.Toks[start-1].W == nil && next.Toks[start].X0-next.Toks[start-1].X1 < 8 {
		return appLabel{}, false
	}
	second := run(next, start)
	var words, printed []string
	for _, k := range first {
		if n := norm(r.Toks[k].Text); n != "" {
			words = append(words, n)
		}
		printed = append(printed, r.Toks[k].Text)
	}
	for _, k := range second {
		if n := norm(next.Toks[k].Text); n != "" {
			words = append(words, n)
		}
		printed = append(printed, next.Toks[k].Text)
	}
	key, ok := phraseKey(words)
	if !ok {
		return appLabel{}, false
	}
	last := r.Toks[first[len(first)-1]]
	sp := span{Row: ri, From: i, To: first[len(first)-1], X0: r.Toks[i].X0, Y0: r.Toks[i].Y0, X1: last.X1, Y1: next.Toks[second[len(second)-1]].Y1}
	sp.Text = strings.TrimRight(strings.Join(printed, " "), ":* ")
	return appLabel{span: sp, key: key, wrapped: second}, true
}

// questionStarts open a question or an instruction printed as a label
// ("What is your …", "Please enter the …"); questionWords may follow.
// A sentence of the fine print starting "The …" is no question.
var questionStarts = map[string]bool{"what": true, "whats": true, "please": true, "enter": true, "provide": true, "give": true, "list": true, "write": true}

var questionWords = map[string]bool{"what": true, "whats": true, "is": true, "are": true, "the": true, "your": true, "please": true, "enter": true, "provide": true, "give": true, "list": true, "write": true}

// enumeratorRe matches the number of a numbered question: "1.", "12)",
// "(b)", "a.", "Q3", "Q3.".
var enumeratorRe = regexp.MustCompile(`^(?:\d{1,2}[.)]|\(\w{1,2}\)|[a-z][.)]|[Qq]\d{1,2}[.:)]?)$`)

// labelQualifiers are the words a funder may print before a label to say
// whose value it asks for; they do not change what it is.
var labelQualifiers = map[string]bool{"applicants": true, "applicant": true, "your": true, "borrowers": true, "borrower": true, "merchants": true, "companys": true, "businesss": true, "exact": true, "official": true, "primary": true}

// phraseAt matches a table spelling at token i and the words a label
// carries after it.
func phraseAt(rows []row, ri, i int) (span, string, bool) {
	r := rows[ri]
	for _, lp := range labelPhrases {
		sp, ok := matchAt(r, ri, i, lp.words)
		if !ok {
			continue
		}
		sp = labelTail(r, sp)
		if sp.To+1 < len(r.Toks) {
			next := r.Toks[sp.To+1]
			if next.W == nil && next.X0-sp.X1 < 3 && !strings.HasSuffix(r.Toks[sp.To].Text, ":") {
				continue
			}
		}
		sp.Text = strings.TrimRight(strings.TrimSpace(sp.Text), ":* ")
		key := lp.key
		if sp.From == 0 || r.Toks[sp.From-1].W != nil || sp.X0-r.Toks[sp.From-1].X1 > 8 {
			key, sp = continued(rows, ri, sp, lp.words, key)
		}
		if key == kRevenue {
			if k, ok := revenuePeriod(sp.Text); ok {
				key = k
			}
		}
		return sp, key, true
	}
	return span{}, "", false
}

// revenuePeriod names revenue by the period written with it: "(Annual)",
// "per year", "last 12 months" are annual, "(Monthly)", "/mo" monthly.
func revenuePeriod(s string) (string, bool) {
	n := " " + strings.Join(strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}), " ") + " "
	for _, w := range []string{" annual ", " annually ", " year ", " yearly ", " yr ", " 12 months ", " per annum ", " ytd "} {
		if strings.Contains(n, w) {
			return "annual_revenue", true
		}
	}
	for _, w := range []string{" monthly ", " month ", " mo ", " per month ", " a month "} {
		if strings.Contains(n, w) {
			return "monthly_revenue", true
		}
	}
	return "", false
}

// labelTail takes into a matched label what funders print right after
// it: a number sign ("Phone #", "Tax ID No.") and a parenthetical note
// ("Business Name (as on tax return)", "D/B/A (Trade Name)", "Street
// Address (no P.O. Boxes)", "Type of Entity (check one)").
func labelTail(r row, sp span) span {
	if strings.HasSuffix(r.Toks[sp.To].Text, ":") {
		return sp
	}
	close := func(k int) bool {
		return k < len(r.Toks) && r.Toks[k].W == nil && r.Toks[k].X0-r.Toks[k-1].X1 < math.Max(6, 0.9*r.Toks[k].h())
	}
	add := func(k int) {
		sp.To, sp.X1, sp.Y1 = k, r.Toks[k].X1, math.Max(sp.Y1, r.Toks[k].Y1)
		sp.Text += " " + r.Toks[k].Text
	}
	if k := sp.To + 1; close(k) && !strings.HasPrefix(r.Toks[k].Text, "(") {
		switch norm(r.Toks[k].Text) {
		case "#", "no", "number", "nbr", "num":
			add(k)
		}
	}
	if k := sp.To + 1; close(k) && strings.HasPrefix(r.Toks[k].Text, "(") && !strings.HasSuffix(r.Toks[sp.To].Text, ":") {
		for e := k; e < len(r.Toks) && e < k+8 && (e == k || close(e)); e++ {
			if strings.HasSuffix(strings.TrimRight(r.Toks[e].Text, ":*"), ")") {
				for j := k; j <= e; j++ {
					add(j)
				}
				break
			}
		}
	}
	return sp
}

// isSlash reports a word that is a slash or was split at one: words
// joined by a slash are alternatives or a list, one caption either way.
func isSlash(t tok) bool { return t.W == nil && (t.Text == "/" || t.Slash) }

// slashLabel reads a caption that offers alternatives with slashes: the
// whole caption ("Legal/Corporate Name:", "Industry / Nature of
// Business:") is one label when one of its readings is a spelling of the
// table: each side alone, or a word swapped for its alternative ("Legal
// Name", "Corporate Name"). Readings naming different fields ("Business
// Name / DBA") leave it to the first side.
func slashLabel(r row, ri, i int) (appLabel, bool) {
	// The caption: words within a word gap from i, up to a colon.
	end := i
	slashes := 0
	for k := i; k < len(r.Toks); k++ {
		t := r.Toks[k]
		if t.W != nil || k > i && t.X0-r.Toks[k-1].X1 > math.Max(6, 0.9*t.h()) {
			break
		}
		if isSlash(t) && k > i {
			slashes++
		}
		end = k
		if strings.HasSuffix(t.Text, ":") || k-i > 10 {
			break
		}
	}
	if slashes == 0 || !strings.HasSuffix(r.Toks[end].Text, ":") && end+1 < len(r.Toks) && r.Toks[end+1].W == nil && r.Toks[end+1].X0-r.Toks[end].X1 < 3 {
		return appLabel{}, false
	}
	// Sides: the words between slashes.
	var sides [][]string
	cur := []string{}
	for k := i; k <= end; k++ {
		t := r.Toks[k]
		if k > i && isSlash(t) {
			sides = append(sides, cur)
			cur = []string{}
		}
		if n := norm(t.Text); n != "" {
			cur = append(cur, n)
		}
	}
	sides = append(sides, cur)
	var readings [][]string
	for a, s := range sides {
		readings = append(readings, s)
		if a+1 < len(sides) && len(s) > 0 && len(sides[a+1]) > 1 {
			// "Legal/Corporate Name": the word before the slash takes the
			// place of the first word after it.
			readings = append(readings, append(append([]string{}, s...), sides[a+1][1:]...))
		}
	}
	key := ""
	for _, rd := range readings {
		k, ok := phraseKey(rd)
		if !ok {
			continue
		}
		if key == "" {
			key = k
		} else if key != k {
			key, _ = phraseKey(sides[0])
			break
		}
	}
	if key == "" {
		return appLabel{}, false
	}
	var printed []string
	for k := i; k <= end; k++ {
		switch d := r.Toks[k].Disp; d {
		case "":
			printed = append(printed, r.Toks[k].Text)
		case "\x00":
		default:
			printed = append(printed, d)
		}
	}
	last := r.Toks[end]
	sp := span{Row: ri, From: i, To: end, X0: r.Toks[i].X0, Y0: r.Toks[i].Y0, X1: last.X1, Y1: last.Y1}
	sp.Text = strings.TrimRight(strings.Join(printed, " "), ":* ")
	return appLabel{span: sp, key: key}, true
}

// phraseKey is the field of a table spelling given as normalised words.
func phraseKey(words []string) (string, bool) {
	j := strings.Join(words, " ")
	if j == "" {
		return "", false
	}
	k, ok := phraseIndex[j]
	return k, ok
}

var phraseIndex = func() map[string]string {
	m := map[string]string{}
	for _, lp := range labelPhrases {
		m[strings.Join(lp.words, " ")] = lp.key
	}
	return m
}()

// continued extends a label printed over two lines ("Type of Business" /
// "Entity (Check One):"): when the first words of the next line, starting
// under the label, complete a longer spelling, the label takes that key.
func continued(rows []row, ri int, sp span, words []string, key string) (string, span) {
	if ri+1 >= len(rows) || rows[ri+1].Y0-sp.Y1 > 6 {
		return key, sp
	}
	next := rows[ri+1]
	start := -1
	for k, t := range next.Toks {
		if t.W == nil && math.Abs(t.X0-sp.X0) <= 3 {
			start = k
			break
		}
	}
	if start < 0 {
		return key, sp
	}
	var extra []string
	var printed []string
	for k := start; k < len(next.Toks) && k < start+3; k++ {
		t := next.Toks[k]
		if t.W != nil {
			break
		}
		n := norm(t.Text)
		if n == "" {
			break
		}
		extra = append(extra, n)
		printed = append(printed, t.Text)
		joined := strings.Join(append(append([]string{}, words...), extra...), " ")
		for _, lp := range labelPhrases {
			if strings.Join(lp.words, " ") == joined {
				sp.Text = strings.TrimRight(sp.Text+" "+strings.Join(printed, " "), ":* ")
				return lp.key, sp
			}
		}
	}
	return key, sp
}
