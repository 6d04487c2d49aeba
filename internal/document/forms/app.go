package forms

import (
	"context"
	"fmt"
	"math"
	"regexp"
	"sort"
	"strings"
	"unicode"
)

// Application is what was read from a funding application. Blank is set
// when the form holds no values (Rows is then empty).
type Application struct {
	Rows  []Row `json:"rows"`
	Blank bool  `json:"blank"`
	// Corrections are the changes made to OCR'd words before reading
	// (none for a text layer).
	Corrections []Correction `json:"corrections,omitempty"`
}

// Field keys of the label table. Most are canonical names; the generic ones
// (name, title, email, phone, street, city, state, zip, address, csz)
// become business or owner fields by the section they are printed in.
const (
	kAddress = "address" // street, city, state and ZIP in one box
	kCSZ     = "csz"     // city, state and ZIP in one box
	kIgnore  = "-"       // a known label with nothing to return
	// kRevenue is revenue without its period ("Gross Sales", "Revenue"):
	// annual or monthly by the words around it ("(Annual)", "per month").
	kRevenue = "revenue"
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

// generic keys take the section's owner, or are business fields outside
// owner sections (name and title are then skipped).
var generic = map[string]string{"name": "owner_name", "title": "owner_title", "email": "owner_email", "phone": "owner_phone", "street": "owner_street", "city": "owner_city", "state": "owner_state", "zip": "owner_zip", kAddress: kAddress, kCSZ: kCSZ}

// appLabel is a label found on a page.
type appLabel struct {
	span
	key string
}

// header is a section heading; Owner is 0 for business sections.
type header struct {
	X0, X1, Y0, Y1 float64 // X1: where the heading's words end
	XEnd           float64 // where its section ends on the right
	YEnd           float64 // where it ends below, for a row's own party (0: at the next heading)
	Owner          int
}

// labelsLeftOf reports labels below y that all start left of x: a
// column of labels whose values stand in columns to their right.
func labelsLeftOf(labels []appLabel, x, y float64) bool {
	n := 0
	for _, l := range labels {
		if l.Y0 <= y || l.Y0 > y+120 {
			continue
		}
		if l.X0 >= x {
			return false
		}
		n++
	}
	return n >= 2
}

var ownerNumRe = regexp.MustCompile(`(?:owner|guarantor|partner|principal|officer)\s*#?\s*(\d)\b|\b(\d)(?:st|nd|rd|th)?\s+owner`)

// findLabels finds the labels of one page row by row, longest spelling
// first; a label starts a row or follows a gap, so words inside a printed
// value ("9402 Ridge St") are not taken for labels. A label may also start
// after a slash that offers it as an alternative ("Legal/Corporate Name",
// "Industry / Nature of Business").
func findLabels(rows []row) []appLabel {
	var out []appLabel
	for ri, r := range rows {
		for i := 0; i < len(r.Toks); i++ {
			t := r.Toks[i]
			if t.W != nil {
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
	return slashLabel(r, ri, i)
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

// findHeaders finds section headings: short runs of words that are not
// labels and name owners or the business.
func findHeaders(rows []row, labels []appLabel, width float64) []header {
	inLabel := map[[2]int]bool{}
	for _, l := range labels {
		for k := l.From; k <= l.To; k++ {
			inLabel[[2]int{l.Row, k}] = true
		}
	}
	var hs []header
	for ri, r := range rows {
		var runs [][]int
		for i, t := range r.Toks {
			if t.W != nil || inLabel[[2]int{ri, i}] {
				runs = append(runs, nil)
				continue
			}
			if n := len(runs); n > 0 && runs[n-1] != nil && t.X0-r.Toks[runs[n-1][len(runs[n-1])-1]].X1 < 8 {
				runs[n-1] = append(runs[n-1], i)
				continue
			}
			runs = append(runs, []int{i})
		}
		// A row opened by another party's name ("Trade Reference 1",
		// "Landlord:") followed by labels is that party's, this row only.
		if len(runs) > 1 && runs[0] != nil && runs[0][0] == 0 && len(runs[0]) <= 4 && hasLabel(runs) {
			var words []string
			for _, i := range runs[0] {
				words = append(words, strings.ToLower(r.Toks[i].Text))
			}
			if namesOtherParty(strings.TrimSuffix(strings.Join(words, " "), ":")) {
				hs = append(hs, header{X0: -1, X1: r.Toks[runs[0][len(runs[0])-1]].X1, Y0: r.Y0 - 1, Y1: r.Y0 - 0.5, XEnd: width + 1, YEnd: r.Y1 + 1, Owner: otherParty})
				continue
			}
		}
		var rowHs []header
		for _, run := range runs {
			if len(run) == 0 || len(run) > 8 {
				continue
			}
			var words []string
			for _, i := range run {
				words = append(words, strings.ToLower(r.Toks[i].Text))
			}
			text := strings.Join(words, " ")
			h := header{X0: r.Toks[run[0]].X0, X1: r.Toks[run[len(run)-1]].X1, Y0: r.Toks[run[0]].Y0, Y1: r.Toks[run[0]].Y1, Owner: -1}
			switch {
			case len(runs) == 1 && !strings.HasSuffix(text, ":") && namesOtherParty(text) && !underCaption(rows, ri, h.X0):
				h.Owner = otherParty
			case strings.Contains(text, "owner") || strings.Contains(text, "guarantor") || strings.Contains(text, "principal") || strings.Contains(text, "shareholder") || strings.HasPrefix(text, "personal "):
				h.Owner = 1
				if m := ownerNumRe.FindStringSubmatch(text); m != nil {
					n := m[1] + m[2]
					h.Owner = int(n[0] - '0')
				} else if strings.Contains(text, "second") || strings.Contains(text, "2nd") || strings.Contains(text, "co-owner") || strings.Contains(text, "additional") {
					h.Owner = 2
				}
				if h.Owner < 1 || h.Owner > maxOwners {
					h.Owner = 1
				}
			case strings.Contains(text, "business") || strings.Contains(text, "company") || strings.Contains(text, "merchant") || strings.Contains(text, "applicant") || strings.Contains(text, "funding") || strings.Contains(text, "loan") || strings.Contains(text, "request") || strings.Contains(text, "financial"):
				h.Owner = 0
			default:
				continue
			}
			rowHs = append(rowHs, h)
		}
		// Headings side by side split the width between them. Headings
		// set over columns of values, right of the labels' column
		// ("Principal 1", "Principal 2" centred over theirs), split it
		// halfway between their centres: a column's values start left of
		// its centred heading.
		overValues := len(rowHs) > 1 && labelsLeftOf(labels, rowHs[0].X0-20, rowHs[0].Y1)
		for i := range rowHs {
			rowHs[i].XEnd = width + 1
			if i+1 < len(rowHs) {
				rowHs[i].XEnd = rowHs[i+1].X0 - 10
				if overValues {
					mid := (rowHs[i].X0+rowHs[i].X1+rowHs[i+1].X0+rowHs[i+1].X1)/4 - 4
					rowHs[i].XEnd = math.Min(rowHs[i].XEnd, mid)
				}
			}
		}
		for i := range rowHs {
			if i > 0 {
				rowHs[i].X0 = rowHs[i-1].XEnd
			} else {
				rowHs[i].X0 = -1
			}
		}
		hs = append(hs, rowHs...)
	}
	return hs
}

// hasLabel reports a row of runs holding a label (a nil run).
func hasLabel(runs [][]int) bool {
	for _, r := range runs {
		if r == nil {
			return true
		}
	}
	return false
}

// otherParty is the owner of a section that is neither the business's
// nor an owner's: a broker or ISO, the landlord, the bank, references.
// Its names, phones and addresses are theirs, and none is read.
const otherParty = -2

// otherPartyWords name the parties whose blocks an application prints
// besides the business and its owners.
var otherPartyWords = map[string]bool{
	"broker": true, "brokers": true, "iso": true, "referral": true, "referring": true, "referred": true,
	"landlord": true, "landlords": true, "bank": true, "banks": true, "banking": true,
	"reference": true, "references": true, "lender": true, "lenders": true, "creditor": true, "creditors": true,
	"accountant": true, "cpa": true, "attorney": true, "agent": true, "vendor": true, "vendors": true,
	"supplier": true, "suppliers": true, "processor": true, "submitted": true, "submitting": true, "representative": true,
}

// namesOtherParty reports a heading naming another party's block
// ("ISO / Broker Information", "Bank Reference", "Landlord", "For
// office use"), printed alone on its row; "Business Bank Information" is
// the bank's block, "Business & Bank Information" is the business's too.
// A caption asking for one of
// its values ("Bank Name", "Landlord Phone") is no heading: it is
// printed alone above its box on some forms.
func namesOtherParty(text string) bool {
	ws := strings.Fields(text)
	party, ours, and := false, false, false
	for i, w := range ws {
		n := norm(w)
		if captionWords[n] {
			return false
		}
		switch n {
		case "business", "company", "merchant", "applicant", "owner", "owners", "principal", "principals", "guarantor":
			ours = true
		case "and":
			and = true
		}
		if otherPartyWords[n] || n == "office" && i+1 < len(ws) && norm(ws[i+1]) == "use" {
			party = true
		}
	}
	// "Business & Bank Information": one section for both, the
	// business's values in it.
	return party && !(ours && and)
}

// underCaption reports words at x on row ri set just under a word of the
// row above that starts where they do: a value under its caption ("First
// National Bank" under "Bank Name"), not a heading.
func underCaption(rows []row, ri int, x float64) bool {
	if ri == 0 || rows[ri].Y0-rows[ri-1].Y1 > 6 {
		return false
	}
	for _, t := range rows[ri-1].Toks {
		if math.Abs(t.X0-x) <= 8 {
			return true
		}
	}
	return false
}

// captionWords ask for a value: a run holding one is a caption.
var captionWords = map[string]bool{"name": true, "phone": true, "telephone": true, "address": true, "contact": true, "email": true, "fax": true, "number": true, "no": true, "#": true, "account": true, "routing": true, "city": true, "state": true, "zip": true, "officer": true, "balance": true, "payment": true}

// lastSection is the section a page ends in, to run on at the top of the
// next page: the lowest heading row, when it is a single owner's or
// another party's heading across the page (columns of owners end with
// their table).
func lastSection(hs []header) []header {
	last := -1
	for i, h := range hs {
		if h.YEnd == 0 && (last < 0 || h.Y0 > hs[last].Y0) {
			last = i
		}
	}
	if last < 0 || hs[last].Owner == 0 || hs[last].X0 > 0 {
		return nil
	}
	for i, h := range hs {
		if i != last && math.Abs(h.Y0-hs[last].Y0) < 2 {
			return nil // headings side by side
		}
	}
	h := hs[last]
	h.Y0, h.Y1 = -10, -9
	return []header{h}
}

// ownerAt is the owner of the section holding point (x, y): the nearest
// heading above whose span covers x.
func ownerAt(hs []header, x, y float64) int {
	if i := headerAt(hs, x, y); i >= 0 {
		return hs[i].Owner
	}
	return 0
}

func headerAt(hs []header, x, y float64) int {
	best, bestY := -1, math.Inf(-1)
	for i, h := range hs {
		if h.Y1 > y+2 || x < h.X0 || x >= h.XEnd || h.YEnd > 0 && y > h.YEnd {
			continue
		}
		if h.Y0 > bestY {
			best, bestY = i, h.Y0
		}
	}
	return best
}

// repeatedOwners adds the heading a second owner's block lost: an
// owner's name label printed again below the first, in the same column
// of the same owner section, starts the next owner. A scan loses a
// heading line ("Owner #2 Information") more often than a label, and
// without it the second owner's values would repeat the first's.
func repeatedOwners(hs []header, labels []appLabel) []header {
	var names []appLabel
	for _, l := range labels {
		if l.key == "owner_name" || l.key == "name" || l.key == "first_name" {
			names = append(names, l)
		}
	}
	sort.SliceStable(names, func(i, j int) bool { return names[i].Y0 < names[j].Y0 })
	out := hs
	for i, l := range names {
		hi := headerAt(out, l.X0+2, l.Y0)
		if hi < 0 || out[hi].Owner < 1 {
			continue
		}
		for _, prev := range names[:i] {
			if prev.key == l.key && math.Abs(prev.X0-l.X0) < 30 && l.Y0-prev.Y1 > 2 && headerAt(out, prev.X0+2, prev.Y0) == hi && out[hi].Owner < maxOwners {
				h := out[hi]
				h.Y0, h.Y1 = l.Y0-2, l.Y0-1
				h.Owner++
				out = append(out, h)
				break
			}
		}
	}
	return out
}

// ReadApplication reads a funding application. A document that is a bank
// statement or an IRS form returns a *NotApplicationError.
func ReadApplication(ctx context.Context, in Input) (app *Application, err error) {
	defer recoverInto(&err)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	id := identify(in.Doc)
	switch {
	case id.Kind == KindTaxReturn:
		return nil, &NotApplicationError{Kind: KindTaxReturn}
	case id.Kind == KindBankStatement:
		return nil, &NotApplicationError{Kind: KindBankStatement}
	}
	p, err := prepare(in)
	if err != nil {
		return nil, err
	}
	app = &Application{Rows: []Row{}}
	// The first value read for a name (and owner) wins: widgets are paired
	// before printed words, and a form repeating a field is read once.
	type nameOwner struct {
		name  string
		owner int
	}
	seen := map[nameOwner]bool{}
	emit := func(r Row) {
		k := nameOwner{r.Name, r.Owner}
		if seen[k] {
			return
		}
		seen[k] = true
		app.Rows = append(app.Rows, r)
	}
	var carried []header
	for pi, rows := range p.rows {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		labels := findLabels(rows)
		hs := repeatedOwners(findHeaders(rows, labels, p.width[pi]), labels)
		// An owner's (or another party's) section runs on from the
		// previous page until a heading says otherwise.
		hs = append(carried, hs...)
		carried = lastSection(hs)
		under := captionsUnder(rows, labels)
		cols := ownerColumns(rows, labels, hs)
		// Owners one row each under a row of captions.
		used := map[int]bool{}
		taken := map[*widget]bool{}
		for _, c := range ownerTable(rows, labels, hs) {
			used[c.label] = true
			src := p.src
			if c.box != nil {
				taken[c.box] = true
				src = SourceFormField
			}
			for _, r := range appRows(labels[c.label], c.text, c.owner, pi+1, src, &p.fixes) {
				emit(r)
			}
		}
		// Filled: each widget finds its label. A caption over several
		// boxes ("City / State / Zip" over three) takes them all, their
		// values joined in order.
		type labelOwner struct{ label, owner int }
		var joined map[labelOwner][]tok
		for _, w := range p.widgets[pi] {
			if w.W.Check || taken[w.W] {
				continue
			}
			li := labelFor(labels, w, under)
			if li < 0 {
				li = spanLabel(labels, w, under)
			}
			if li < 0 {
				continue
			}
			used[li] = true
			owner := cols.owner(hs, labels[li], w.X0+2, w.Y0)
			if owner == otherParty {
				continue
			}
			if k := labels[li].key; k == kCSZ || k == kAddress {
				if joined == nil {
					joined = map[labelOwner][]tok{}
				}
				lo := labelOwner{li, owner}
				joined[lo] = append(joined[lo], w)
				continue
			}
			if strings.TrimSpace(w.W.Value) == "" {
				continue
			}
			for _, r := range appRows(labels[li], w.W.Value, owner, pi+1, SourceFormField, nil) {
				emit(r)
			}
		}
		var los []labelOwner
		for lo := range joined {
			los = append(los, lo)
		}
		sort.Slice(los, func(a, b int) bool {
			return los[a].label < los[b].label || los[a].label == los[b].label && los[a].owner < los[b].owner
		})
		for _, lo := range los {
			ws := joined[lo]
			sort.SliceStable(ws, func(a, b int) bool { return ws[a].X0 < ws[b].X0 })
			var parts []string
			for _, w := range ws {
				if v := strings.TrimSpace(w.W.Value); v != "" {
					parts = append(parts, v)
				}
			}
			if len(parts) == 0 {
				continue
			}
			for _, r := range appRows(labels[lo.label], strings.Join(parts, ", "), lo.owner, pi+1, SourceFormField, nil) {
				emit(r)
			}
		}
		// Printed: each label not paired with a widget reads its words.
		for li, l := range labels {
			if used[li] || l.key == kIgnore {
				continue
			}
			vals := printedValues(rows, labels, li, under)
			if l.key == "entity_type" && (len(vals) > 1 || len(vals) == 1 && optionRow(rows, vals[0])) {
				continue // a row of checkbox options, read by checkedEntity
			}
			read := false
			for _, v := range vals {
				owner := cols.owner(hs, l, v.x, v.y)
				if owner == otherParty {
					continue
				}
				for _, r := range appRows(l, v.text, owner, pi+1, p.src, &p.fixes) {
					emit(r)
					read = true
				}
			}
			// An address written in parts apart from each other ("Austin
			// TX    78701"), none of them an address alone: the parts
			// together.
			if !read && len(vals) > 1 && (l.key == kCSZ || l.key == kAddress) {
				var parts []string
				for _, v := range vals {
					parts = append(parts, strings.TrimRight(v.text, ","))
				}
				if owner := cols.owner(hs, l, vals[0].x, vals[0].y); owner != otherParty {
					for _, r := range appRows(l, strings.Join(parts, ", "), owner, pi+1, p.src, &p.fixes) {
						emit(r)
						read = true
					}
				}
			}
			// Words right of a label without a colon that are no value of
			// its kind (a caption, where an amount or a phone is asked):
			// its value is under it.
			if !read && len(vals) > 0 && !strings.HasSuffix(rows[l.Row].Toks[l.To].Text, ":") && vals[0].y < l.Y1 {
				for _, v := range valuesBelow(rows, labels, li, under) {
					if owner := ownerAt(hs, v.x, v.y); owner != otherParty {
						for _, r := range appRows(l, v.text, owner, pi+1, p.src, &p.fixes) {
							emit(r)
						}
					}
				}
			}
		}
		for _, r := range checkedEntity(rows, labels, p.widgets[pi], pi+1, p.src) {
			emit(r)
		}
	}
	app.Rows = joinNames(app.Rows)
	var fixes []Correction
	app.Rows, fixes = withoutFullSSN(app.Rows, p.fixes)
	if len(app.Rows) == 0 {
		app.Blank = true
	} else {
		app.Corrections = fixes
	}
	SortRows(app.Rows)
	return app, nil
}

// valueColumns are where the second, third, … owner's column of values
// starts in an owner's section printed as one column of labels and a
// column of values per owner, without a heading over each column.
type valueColumns []float64

// ownerColumns finds the owners' value columns: the second (third) value
// right of an owner's label, in the same section, starting at one x on
// three labels' rows or more. Headings over the columns, when printed,
// already tell the owners apart and leave nothing to find.
func ownerColumns(rows []row, labels []appLabel, hs []header) valueColumns {
	var starts [maxOwners][]float64
	for _, l := range labels {
		owner := ownerAt(hs, l.X0+2, l.Y0)
		if !ownerKeys[l.key] || owner < 1 {
			continue
		}
		stop := math.Inf(1)
		for _, o := range labels {
			if o.Row == l.Row && o.X0 > l.X1 && o.X0 < stop {
				stop = o.X0
			}
		}
		var xs []float64
		last := math.Inf(-1)
		for k := l.To + 1; k < len(rows[l.Row].Toks); k++ {
			t := rows[l.Row].Toks[k]
			if t.X0 >= stop {
				break
			}
			if t.W != nil || t.X0-last > 15 {
				xs = append(xs, t.X0)
			}
			last = t.X1
		}
		for k := 1; k < len(xs) && k < maxOwners; k++ {
			if ownerAt(hs, xs[k]+2, l.Y0) == owner {
				starts[k] = append(starts[k], xs[k])
			}
		}
	}
	var cols valueColumns
	for k := 1; k < maxOwners; k++ {
		xs := starts[k]
		if len(xs) < 3 {
			break
		}
		sort.Float64s(xs)
		med := xs[len(xs)/2]
		n := 0
		for _, x := range xs {
			if math.Abs(x-med) <= 8 {
				n++
			}
		}
		if n < 3 {
			break
		}
		cols = append(cols, med-8)
	}
	return cols
}

// owner is the owner of a value read for label l at (x, y): its
// section's, counted on by the owners' value columns it stands in.
func (c valueColumns) owner(hs []header, l appLabel, x, y float64) int {
	o := ownerAt(hs, x, y)
	if o < 1 || !ownerKeys[l.key] || ownerAt(hs, l.X0+2, l.Y0) != o {
		return o
	}
	for _, b := range c {
		if x >= b && o < maxOwners {
			o++
		}
	}
	return o
}

// tableCell is one value of an owner table: the label of its column, the
// owner of its row, and the box it was typed in (nil when printed).
type tableCell struct {
	label int
	owner int
	text  string
	box   *widget
}

// ownerKeys are the fields an owner table's columns ask for.
var ownerKeys = map[string]bool{"owner_name": true, "name": true, "first_name": true, "last_name": true, "title": true, "owner_ownership_pct": true, "owner_dob": true, "owner_ssn": true, "owner_phone": true, "owner_email": true, "owner_street": true, "email": true, "phone": true, "street": true, "city": true, "state": true, "zip": true, kAddress: true, kCSZ: true}

// ownerTable reads owners printed one row each under a row of captions
// ("Name  Title  % Owned  DOB  SSN", or a second table "Home Address
// City  State  Zip  Cell"): the first row under the captions is the
// section's owner, each next row the next owner. The captions must ask
// for an owner's fields (a name or a personal field, or any in an owner's
// section). A row of captions with a single row under it is left to the
// ordinary reading.
func ownerTable(rows []row, labels []appLabel, hs []header) []tableCell {
	byRow := map[int][]int{}
	for li, l := range labels {
		if l.key != kIgnore {
			byRow[l.Row] = append(byRow[l.Row], li)
		}
	}
	var keys []int
	for ri := range byRow {
		keys = append(keys, ri)
	}
	sort.Ints(keys)
	var out []tableCell
	for _, ri := range keys {
		lis := byRow[ri]
		if len(lis) < 3 {
			continue
		}
		named, personal := false, false
		for _, li := range lis {
			l := labels[li]
			if !ownerKeys[l.key] || strings.HasSuffix(rows[ri].Toks[l.To].Text, ":") {
				named = false
				personal = false
				break
			}
			switch l.key {
			case "owner_name", "name", "first_name", "last_name":
				named = true
			}
			if ownerOnly[l.key] {
				personal = true
			}
		}
		base := ownerAt(hs, labels[lis[0]].X0+2, labels[lis[0]].Y0)
		if !named && !personal || !personal && base < 1 || base == otherParty {
			continue
		}
		base = max(base, 1)
		sort.Slice(lis, func(a, b int) bool { return labels[lis[a]].X0 < labels[lis[b]].X0 })
		// Column k spans from its caption to the next one.
		colOf := func(x0, x1 float64) int {
			for k, li := range lis {
				end := math.Inf(1)
				if k+1 < len(lis) {
					end = labels[lis[k+1]].X0 - 4
				}
				if x0 >= labels[li].X0-12 && x0 < end || x0 < labels[li].X0 && x1 > labels[li].X0+4 {
					return k
				}
			}
			return -1
		}
		type cell struct {
			toks []tok
			box  *widget
		}
		var table [][]cell
		prevY := rows[ri].Y1
		for rj := ri + 1; rj < len(rows) && len(table) < maxOwners; rj++ {
			b := rows[rj]
			if b.Y0-prevY > 24 || len(byRow[rj]) > 0 {
				break
			}
			cells := make([]cell, len(lis))
			n := 0
			for _, t := range b.Toks {
				k := colOf(t.X0, t.X1)
				if k < 0 {
					continue
				}
				if t.W != nil {
					if !t.W.Check {
						cells[k].box = t.W
						n++
					}
					continue
				}
				cells[k].toks = append(cells[k].toks, t)
				n++
			}
			if n == 0 {
				break
			}
			table = append(table, cells)
			prevY = b.Y1
		}
		if len(table) < 2 {
			continue
		}
		for j, cells := range table {
			for k, c := range cells {
				switch {
				case c.box != nil:
					out = append(out, tableCell{label: lis[k], owner: base + j, text: c.box.Value, box: c.box})
				case len(c.toks) > 0:
					out = append(out, tableCell{label: lis[k], owner: base + j, text: joinToks(c.toks)})
				}
			}
		}
	}
	sort.SliceStable(out, func(a, b int) bool { return out[a].owner < out[b].owner })
	return out
}

// joinNames makes owner_name from an owner's first and last name printed
// in two boxes, when no full name was given; the parts are not returned.
func joinNames(rows []Row) []Row {
	first, last := map[int]Row{}, map[int]Row{}
	named := map[int]bool{}
	var out []Row
	for _, r := range rows {
		switch r.Name {
		case "first_name":
			first[r.Owner] = r
		case "last_name":
			last[r.Owner] = r
		default:
			if r.Name == "owner_name" {
				named[r.Owner] = true
			}
			out = append(out, r)
		}
	}
	for o, f := range first {
		l, ok := last[o]
		if !ok || named[o] {
			continue
		}
		n := f
		n.Name = "owner_name"
		n.Value = fmt.Sprint(f.Value) + " " + fmt.Sprint(l.Value)
		n.Label = f.Label + " + " + l.Label
		n.Confidence = math.Min(f.Confidence, l.Confidence)
		out = append(out, n)
	}
	return out
}

// captionsUnder reports a page that prints each caption under the line
// or box it names ("________ / Legal Business Name"), not over it. Each
// caption without a colon or a value beside it votes by the nearer of
// the values (words or boxes) aligned with it just above and just below;
// the page's layout is the majority, over a clear margin, and a tie
// keeps captions over their boxes.
func captionsUnder(rows []row, labels []appLabel) bool {
	inLabel := map[[2]int]bool{}
	for _, l := range labels {
		for k := l.From; k <= l.To; k++ {
			inLabel[[2]int{l.Row, k}] = true
		}
	}
	// gap to the nearest item aligned with l on the rows from ri on, step
	// by step; -1 when none lies within 14 points.
	near := func(l appLabel, step int) float64 {
		for ri := l.Row + step; ri >= 0 && ri < len(rows) && math.Abs(float64(ri-l.Row)) <= 3; ri += step {
			b := rows[ri]
			gap := b.Y0 - l.Y1
			if step < 0 {
				gap = l.Y0 - b.Y1
			}
			if gap < -1 {
				continue
			}
			if gap > 14 {
				return -1
			}
			for k, t := range b.Toks {
				switch {
				case t.W != nil && !t.W.Check && l.X0 >= t.X0-8 && l.X0 < t.X1:
					return gap
				case t.W == nil && !inLabel[[2]int{ri, k}] && !isRule(t.Text) && math.Abs(t.X0-l.X0) <= 8:
					return gap
				}
			}
		}
		return -1
	}
	over, under := 0, 0
	for li, l := range labels {
		if l.key == kIgnore || strings.HasSuffix(rows[l.Row].Toks[l.To].Text, ":") {
			continue
		}
		if right := valuesRight(rows, labels, li); len(right) > 0 {
			continue
		}
		if k := l.To + 1; k < len(rows[l.Row].Toks) && rows[l.Row].Toks[k].W != nil {
			continue // a box beside it
		}
		a, b := near(l, -1), near(l, 1)
		switch {
		case a >= 0 && (b < 0 || a+1.5 < b):
			under++
		case b >= 0 && (a < 0 || b+1.5 < a):
			over++
		}
	}
	return under >= 2 && under > 2*over
}

// spanLabel pairs a box with an address caption printed over (under, on
// a page of captions under their lines) several boxes: the box starts in
// the caption's cell, between it and the next caption of its row.
func spanLabel(labels []appLabel, w tok, under bool) int {
	for i, l := range labels {
		if l.key != kCSZ && l.key != kAddress || w.X0 < l.X0-2 || w.X0 > l.X0+300 {
			continue
		}
		next := false
		for _, o := range labels {
			if o.Row == l.Row && o.X0 > l.X1 && o.X0 <= w.X0+2 {
				next = true
			}
		}
		if next {
			continue
		}
		if !under && l.Y1 <= w.Y0+3 && w.Y0-l.Y1 <= 14 || under && l.Y0 >= w.Y1-3 && l.Y0-w.Y1 <= 14 {
			return i
		}
	}
	return -1
}

// labelFor pairs a widget with its label: the nearest label left of it on
// its row, or the label printed just above it (just below it on a page
// that prints captions under their lines).
func labelFor(labels []appLabel, w tok, under bool) int {
	best, bestScore := -1, math.MaxFloat64
	for i, l := range labels {
		var score float64
		overlap := math.Min(w.Y1, l.Y1) - math.Max(w.Y0, l.Y0)
		switch {
		case overlap > 0.4*math.Min(w.h(), l.Y1-l.Y0) && l.X0 < w.X0 && l.X1 <= w.X0+24 && w.X0-l.X1 <= 420:
			score = math.Max(0, w.X0-l.X1) // a label on the widget's row always wins (its tail may run into the box)
		case l.X0 >= w.X0-2 && l.X1 <= w.X1+2 && l.Y0 >= w.Y0-2 && l.Y1 <= w.Y1+2 && w.h() > 1.5*(l.Y1-l.Y0):
			score = -100 + (l.Y0 - w.Y0) // a caption printed inside its cell, the box drawn over the whole cell: its own
		case !under && l.Y1 <= w.Y0+3 && w.Y0-l.Y1 <= 14 && l.X0 >= w.X0-8 && l.X0 < w.X1:
			score = 1000 + (w.Y0 - l.Y1) + 0.1*math.Abs(l.X0-w.X0)
		case under && l.Y0 >= w.Y1-3 && l.Y0-w.Y1 <= 14 && l.X0 >= w.X0-8 && l.X0 < w.X1:
			score = 1000 + (l.Y0 - w.Y1) + 0.1*math.Abs(l.X0-w.X0)
		default:
			continue
		}
		if score < bestScore {
			best, bestScore = i, score
		}
	}
	return best
}

type printed struct {
	text string
	x, y float64
	toks []tok
}

// printedValues reads the words printed for label li: right of it on its
// row (one value per column chunk) up to the next label, else the row just
// below, left-aligned with the label. On a row of captions over their
// boxes the words right of a label are the next captions, not its value:
// the value is then the one below (captionRow).
func printedValues(rows []row, labels []appLabel, li int, up bool) []printed {
	l := labels[li]
	right := valuesRight(rows, labels, li)
	if len(right) > 0 && !captionRow(rows, labels, li, right, up) {
		return right
	}
	// "Label:" puts its value to the right; an empty box there is an empty
	// value, not a cue to read the next line. But a caption with a colon
	// printed in the top corner of its cell has its value under it, in a
	// larger type, right under it and aligned with it.
	if strings.HasSuffix(rows[l.Row].Toks[l.To].Text, ":") {
		if len(right) == 0 {
			if below := valuesBelow(rows, labels, li, up); len(below) > 0 && inCell(rows, l, below[0], up) {
				return below
			}
		}
		return right
	}
	if below := valuesBelow(rows, labels, li, up); len(below) > 0 {
		return below
	}
	return right
}

// valuesRight reads the words right of label li on its row, one value per
// column chunk, up to the next label.
func valuesRight(rows []row, labels []appLabel, li int) []printed {
	l := labels[li]
	r := rows[l.Row]
	stop := math.Inf(1)
	for _, o := range labels {
		if o.Row == l.Row && o.X0 > l.X1 && o.X0 < stop {
			stop = o.X0
		}
	}
	var out []printed
	var cur []tok
	flush := func() {
		if len(cur) > 0 {
			out = append(out, printed{text: joinToks(cur), x: cur[0].X0, y: cur[0].Y0, toks: cur})
		}
		cur = nil
	}
	for k := l.To + 1; k < len(r.Toks); k++ {
		t := r.Toks[k]
		if t.W != nil || t.X0 >= stop {
			break
		}
		if isRule(t.Text) {
			continue // the line a value is written on, printed as underscores
		}
		if len(cur) == 0 && len(out) == 0 && t.X0-l.X1 > 420 {
			break
		}
		if len(cur) > 0 && t.X0-cur[len(cur)-1].X1 > 15 {
			flush()
		}
		cur = append(cur, t)
	}
	flush()
	return out
}

// inCell reports a value set right under (over, up) caption l, aligned
// with it within a few points and in a type larger than the caption's:
// the caption's own cell, not the next line of a form.
func inCell(rows []row, l appLabel, v printed, up bool) bool {
	t := v.toks[0]
	gap := t.Y0 - l.Y1
	if up {
		gap = l.Y0 - t.Y1
	}
	lh := 0.0
	for k := l.From; k <= l.To; k++ {
		lh = math.Max(lh, rows[l.Row].Toks[k].h())
	}
	return gap >= -1 && gap <= 6 && math.Abs(t.X0-l.X0) <= 4 && t.h() >= lh+1
}

// isRule reports a line printed as characters ("________", "....."):
// the line a value is written on, no value.
func isRule(s string) bool {
	if len(s) < 3 {
		return false
	}
	for _, r := range s {
		if r != '_' && r != '.' && r != '…' && r != '-' {
			return false
		}
	}
	return true
}

// valuesBelow reads the value on the row just below label li, starting
// under it; up reads the row just above instead, for a page that prints
// its captions under the lines they name.
func valuesBelow(rows []row, labels []appLabel, li int, up bool) []printed {
	l := labels[li]
	inLabel := map[[2]int]bool{}
	for _, o := range labels {
		for k := o.From; k <= o.To; k++ {
			inLabel[[2]int{o.Row, k}] = true
		}
	}
	stopBelow := math.Inf(1)
	for _, o := range labels {
		if math.Abs(o.Y0-l.Y0) < 3 && o.X0 > l.X1 && o.X0 < stopBelow {
			stopBelow = o.X0 - 4
		}
	}
	var cur []tok
	step := 1
	if up {
		step = -1
	}
	// An address caption spans its parts, printed apart under it
	// ("Austin     TX     78701").
	spans := l.key == kCSZ || l.key == kAddress
	for n := 1; n <= 3; n++ {
		ri := l.Row + n*step
		if ri < 0 || ri >= len(rows) {
			break
		}
		b := rows[ri]
		gap := b.Y0 - l.Y1
		if up {
			gap = l.Y0 - b.Y1
		}
		if gap < -1 {
			continue
		}
		if gap > 16 {
			break
		}
		for k, t := range b.Toks {
			if t.W == nil && isRule(t.Text) {
				continue
			}
			if t.W != nil || inLabel[[2]int{ri, k}] || t.X0 < l.X0-8 || t.X0 >= stopBelow {
				if len(cur) > 0 {
					break
				}
				continue
			}
			if len(cur) == 0 && t.X0 > l.X0+30 {
				break
			}
			if len(cur) > 0 && t.X0-cur[len(cur)-1].X1 > 15 && !(spans && t.X0 < stopBelow && t.X0 <= l.X0+300) {
				break
			}
			cur = append(cur, t)
		}
		if len(cur) > 0 {
			text := joinToks(cur)
			if spans {
				text = joinChunks(cur)
			}
			return []printed{{text: text, x: cur[0].X0, y: cur[0].Y0, toks: cur}}
		}
	}
	return nil
}

// captionRow reports a label printed in a row of captions over their
// boxes: the words right of it are in the caption's type (no taller than
// the label) while the words under the label, where its box is, are in
// a larger type, right under it. Such words are the next captions.
func captionRow(rows []row, labels []appLabel, li int, right []printed, up bool) bool {
	l := labels[li]
	if strings.HasSuffix(rows[l.Row].Toks[l.To].Text, ":") {
		return false
	}
	lh := 0.0
	for k := l.From; k <= l.To; k++ {
		lh = math.Max(lh, rows[l.Row].Toks[k].h())
	}
	for _, v := range right {
		for _, t := range v.toks {
			if t.h() > lh+0.3 {
				return false
			}
		}
	}
	below := valuesBelow(rows, labels, li, up)
	if len(below) == 0 || !up && below[0].toks[0].Y0-l.Y1 > 6 || up && l.Y0-below[0].toks[0].Y1 > 6 {
		return false // a box's value sits right under its caption; a heading further down is none
	}
	for _, t := range below[0].toks {
		if t.h() < lh+1 {
			return false
		}
	}
	return true
}

func joinToks(ts []tok) string { return joinWords(ts) }

// joinChunks joins words as joinToks does, with a comma where a wide gap
// parts two boxes' values.
func joinChunks(ts []tok) string {
	var parts []string
	start := 0
	for k := 1; k <= len(ts); k++ {
		if k == len(ts) || ts[k].X0-ts[k-1].X1 > 15 {
			parts = append(parts, strings.TrimRight(joinWords(ts[start:k]), ","))
			start = k
		}
	}
	return strings.Join(parts, ", ")
}

// appRows normalises one value read for a label into rows. Values that do
// not have the shape of their field (a date that is no date, an EIN without
// nine digits) are dropped rather than guessed.
//
// fixes, when given, receives the corrections made to an OCR'd value.
func appRows(l appLabel, raw string, owner, page int, src string, fixes *[]Correction) []Row {
	raw = strings.TrimSpace(raw)
	if raw == "" || l.key == kIgnore || strings.HasSuffix(raw, ":") || noAnswer(raw) {
		return nil // a value ending in a colon is the next label
	}
	key := l.key
	switch {
	case ownerOnly[key]:
		if owner == 0 {
			owner = 1
		}
	case generic[key] != "":
		if owner > 0 {
			key = generic[key]
		} else if key == "name" || key == "title" {
			return nil
		}
	default:
		owner = 0
	}
	conf := 0.9
	switch src {
	case SourceText:
		conf = 0.85
	case SourceOCR:
		conf = 0.75 // a scan's reading: letters and digits may be misread
	}
	row := func(name string, v any) Row {
		return Row{Name: name, Value: v, Label: l.Text, Page: page, Owner: owner, Source: src, Confidence: conf}
	}
	prefix := ""
	if owner > 0 {
		prefix = "owner_"
	}
	if src == SourceOCR {
		switch key {
		case "owner_name", "owner_title", "city", "owner_city", "first_name", "last_name", "street", "owner_street", kCSZ, kAddress:
			raw = capitalise(raw)
		}
	}
	switch key {
	case "ein":
		if e, ok := parseEIN(raw); ok {
			return []Row{row("ein", e), row("ein_last4", e[len(e)-4:])}
		}
	case "owner_ssn":
		if s, ok := ssnLast4(raw); ok {
			return []Row{row("owner_ssn_last4", s)}
		}
	case "entity_type":
		if e, ok := entityType(raw); ok {
			return []Row{row("entity_type", e)}
		}
	case "start_date", "owner_dob":
		if d, ok := parseDate(raw); ok {
			return []Row{row(key, d)}
		}
	case "annual_revenue", "monthly_revenue", "monthly_cc_volume", "requested_amount":
		if m, ok := parseWrittenMoney(raw); ok && m >= 0 {
			return []Row{row(key, m)}
		}
	case kRevenue:
		// Revenue without its period in the label: the value may say it
		// ("$45,000/mo"); else it is not guessed.
		if k, ok := revenuePeriod(raw); ok {
			if m, ok := parseWrittenMoney(raw); ok && m >= 0 {
				return []Row{row(k, m)}
			}
		}
	case "owner_ownership_pct":
		if v, ok := parsePct(raw); ok {
			return []Row{row(key, v)}
		}
		if src == SourceOCR {
			if v, fixed, ok := ocrPct(raw); ok {
				if fixes != nil {
					*fixes = append(*fixes, Correction{Page: page, From: raw, To: fixed, Why: WhyPercent})
				}
				return []Row{row(key, v)}
			}
		}
	case "phone", "owner_phone":
		if v, ok := parsePhone(raw); ok {
			return []Row{row(key, v)}
		}
	case "email", "owner_email":
		if v, ok := parseEmail(raw); ok {
			return []Row{row(key, v)}
		}
	case "website":
		if v, ok := parseWebsite(raw); ok {
			return []Row{row(key, v)}
		}
	case "state", "owner_state":
		if v, ok := parseState(raw); ok {
			return []Row{row(key, v)}
		}
	case "zip", "owner_zip":
		if v, ok := parseZip(raw); ok {
			return []Row{row(key, v)}
		}
	case kAddress:
		if st, c, s, z, ok := splitAddress(raw); ok {
			return []Row{row(prefix+"street", st), row(prefix+"city", c), row(prefix+"state", s), row(prefix+"zip", z)}
		}
		if !strings.Contains(raw, ",") {
			return []Row{row(prefix+"street", raw)}
		}
	case kCSZ:
		if c, s, z, ok := cityStateZip(raw); ok {
			return []Row{row(prefix+"city", c), row(prefix+"state", s), row(prefix+"zip", z)}
		}
	case "owner_street":
		if st, c, s, z, ok := splitAddress(raw); ok {
			return []Row{row("owner_street", st), row("owner_city", c), row("owner_state", s), row("owner_zip", z)}
		}
		return []Row{row(key, raw)}
	case "first_name", "last_name":
		if looksLikeName(raw) {
			return []Row{row(key, raw)}
		}
	default:
		if ssnRe.MatchString(raw) || len(digits(raw)) >= 9 && !strings.ContainsAny(raw, " ") {
			return nil // an identifier where text was expected
		}
		return []Row{row(key, raw)}
	}
	return nil
}

// optionRow reports a value read on a row of entity-type options ("Sole
// Proprietorship  Partnership  LLC"): the row lists the choices, its
// first is no answer.
func optionRow(rows []row, v printed) bool {
	for _, r := range rows {
		if v.y < r.Y0-0.5 || v.y > r.Y1 {
			continue
		}
		n := 0
		var cur []tok
		count := func() {
			var ws []tok
			for _, t := range cur {
				if !isMark(t.Text) {
					ws = append(ws, t)
				}
			}
			if _, ok := entityType(joinToks(ws)); ok {
				n++
			}
			cur = nil
		}
		for _, t := range r.Toks {
			if t.W != nil || len(cur) > 0 && t.X0-cur[len(cur)-1].X1 > 8 {
				count()
			}
			if t.W == nil {
				cur = append(cur, t)
			}
		}
		count()
		return n >= 2
	}
	return false
}

// tickGlyphs are the printed marks of a ticked box or a chosen radio
// button besides "X" and a check: a crossed or checked ballot box, an
// X in brackets, a filled circle.
var tickGlyphs = map[string]bool{"☒": true, "☑": true, "⊠": true, "[X]": true, "[x]": true, "(X)": true, "(x)": true, "●": true, "◉": true}

// isMark reports a printed tick or box: "X", a check glyph, an empty box.
func isMark(s string) bool {
	switch s {
	case "X", "x", "✓", "✔", "☐", "□", "■", "[", "]", "[]", "( )", "()", "○", "◯":
		return true
	}
	return tickGlyphs[s]
}

// noAnswer reports what applicants write in a box to say it does not
// apply ("N/A", "None", "-", "Same"): no value.
func noAnswer(s string) bool {
	switch strings.Trim(strings.ToLower(s), " .") {
	case "n/a", "na", "n a", "none", "-", "--", "---", "—", "–", "same", "same as above", "not applicable", "tbd", "unknown":
		return true
	}
	return false
}

// checkedEntity reads entity-type checkboxes: a ticked widget, or an "X"
// or check glyph printed in a box, beside the option text: after the box
// on most forms, before it on some ("LLC [X]"); the option nearer the box
// is its own.
func checkedEntity(rows []row, labels []appLabel, ws []tok, page int, src string) []Row {
	type mark struct {
		row        int
		x0, x1, y0 float64
		src        string
	}
	var marks []mark
	for _, w := range ws {
		if w.W.Check && w.W.Checked {
			for ri, r := range rows {
				if w.cy() >= r.Y0-1 && w.cy() <= r.Y1+1 {
					marks = append(marks, mark{ri, w.X0, w.X1, w.Y0, SourceFormField})
					break
				}
			}
		}
	}
	for ri, r := range rows {
		for _, t := range r.Toks {
			// "4" is the ZapfDingbats check glyph a printed ticked box
			// leaves in the text; it counts only before an entity option.
			if t.W == nil && (t.Text == "X" || t.Text == "x" || t.Text == "✓" || t.Text == "✔" || t.Text == "4" || tickGlyphs[t.Text]) {
				marks = append(marks, mark{ri, t.X0, t.X1, t.Y0, src})
			}
		}
	}
	var out []Row
	for _, m := range marks {
		r := rows[m.row]
		// The option printed after the box, and the one printed before
		// it ("LLC [X]"): the nearer names the box.
		var words []tok
		after := math.Inf(1)
		for _, t := range r.Toks {
			if t.W != nil || t.X0 < m.x1 {
				continue
			}
			if len(words) == 0 && t.X0-m.x1 > 16 {
				break
			}
			if len(words) > 0 && t.X0-words[len(words)-1].X1 > 8 {
				break
			}
			if len(words) == 0 {
				after = t.X0 - m.x1
			}
			words = append(words, t)
		}
		var before []tok
		for k := len(r.Toks) - 1; k >= 0; k-- {
			t := r.Toks[k]
			if t.X1 > m.x0+0.5 {
				continue
			}
			if t.W != nil || isMark(t.Text) || len(before) == 0 && m.x0-t.X1 > 16 || len(before) > 0 && before[0].X0-t.X1 > 8 {
				break
			}
			before = append([]tok{t}, before...)
		}
		if _, ok := entityType(joinToks(before)); ok {
			if _, okAfter := entityType(joinToks(words)); !okAfter || m.x0-before[len(before)-1].X1 < after {
				words = before
			}
		}
		e, ok := entityType(joinToks(words))
		if !ok {
			continue
		}
		lab := ""
		bestD := math.MaxFloat64
		for _, l := range labels {
			if l.key != "entity_type" {
				continue
			}
			d := math.MaxFloat64
			switch {
			case l.Row == m.row && l.X1 <= m.x1:
				d = m.x1 - l.X1
			case l.Y1 <= m.y0+2 && m.y0-l.Y1 < 30:
				d = 100 + m.y0 - l.Y1
			}
			if d < bestD {
				bestD, lab = d, l.Text
			}
		}
		conf := 0.85
		switch m.src {
		case SourceFormField:
			conf = 0.9
		case SourceOCR:
			conf = 0.75
		}
		out = append(out, Row{Name: "entity_type", Value: e, Label: lab, Page: page, Source: m.src, Confidence: conf})
	}
	return out
}

// capitalise gives each word of a name, a title or a city its capital:
// at a scan's resolution the engine reads the capital of many letters
// ("c" "o" "s" "v" "w", and "e" in small print) as the small one, and a
// person's name, title, street or town is printed capitalised. Words already
// holding a capital ("McDonald", "de" after "Maria") are left as read.
func capitalise(s string) string {
	words := strings.Fields(s)
	for i, w := range words {
		r := []rune(w)
		if len(r) > 1 && unicode.IsLower(r[0]) && strings.IndexFunc(w, unicode.IsUpper) < 0 && !lowerParticles[w] {
			r[0] = unicode.ToUpper(r[0])
			words[i] = string(r)
		}
	}
	return strings.Join(words, " ")
}

// lowerParticles stay small inside a name or a title ("van", "of").
var lowerParticles = map[string]bool{"van": true, "von": true, "de": true, "der": true, "del": true, "la": true, "le": true, "da": true, "di": true, "of": true, "and": true}

// ocrPct reads a percentage whose sign the engine read as a digit ("593"
// for 59%, "1003" for 100%: "%" is read as 3 or 8). Only a reading over
// 100 is changed: it cannot be a share, and without its last digit it is
// one. "33" (3% or 33%) is left as read.
func ocrPct(s string) (float64, string, bool) {
	s = strings.TrimSpace(s)
	if len(s) < 3 || len(s) > 4 || digits(s) != s || s[len(s)-1] != '3' && s[len(s)-1] != '8' {
		return 0, "", false
	}
	if v, ok := parsePct(s); ok && v <= 100 {
		return 0, "", false
	}
	fixed := s[:len(s)-1] + "%"
	v, ok := parsePct(s[:len(s)-1])
	if !ok || v == 0 {
		return 0, "", false
	}
	return v, fixed, true
}
