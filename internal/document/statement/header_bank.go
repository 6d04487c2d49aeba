package statement

import (
	"math"
	"regexp"
	"sort"
	"strings"
	"unicode"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// knownBanks maps a pattern found in the statement's own text or PDF
// metadata to the bank's display name. Patterns are whole words to avoid
// matching inside unrelated names. domains are the bank's web addresses
// without the top-level domain ("chase" for www.chase.com).
var knownBanks = []struct {
	re      *regexp.Regexp
	name    string
	domains []string
}{
	{regexp.MustCompile(`(?i)\bbank of america\b`), "Bank of America", []string{"bankofamerica", "bofa"}},
	{regexp.MustCompile(`(?i)\bwells fargo\b`), "Wells Fargo", []string{"wellsfargo", "wf"}},
	{regexp.MustCompile(`(?i)\b(jpmorgan chase|chase)\b`), "Chase", []string{"chase", "jpmorganchase"}},
	{regexp.MustCompile(`(?i)\btd bank\b`), "TD Bank", []string{"td", "tdbank"}},
	{regexp.MustCompile(`(?i)\bpnc\b`), "PNC Bank", []string{"pnc"}},
	{regexp.MustCompile(`(?i)\bciti(bank)?\b`), "Citibank", []string{"citi", "citibank"}},
	{regexp.MustCompile(`(?i)\bu\.?s\.? bank\b`), "U.S. Bank", []string{"usbank"}},
	{regexp.MustCompile(`(?i)\bcapital one\b`), "Capital One", []string{"capitalone"}},
	{regexp.MustCompile(`(?i)\btruist\b`), "Truist", []string{"truist"}},
	{regexp.MustCompile(`(?i)\bregions bank\b`), "Regions Bank", []string{"regions"}},
	{regexp.MustCompile(`(?i)\bkeybank\b`), "KeyBank", []string{"key", "keybank"}},
	{regexp.MustCompile(`(?i)\bhuntington\b`), "Huntington Bank", []string{"huntington"}},
	{regexp.MustCompile(`(?i)\bfifth third\b`), "Fifth Third Bank", []string{"53", "fifththird"}},
	{regexp.MustCompile(`(?i)\bcitizens bank\b`), "Citizens Bank", []string{"citizensbank"}},
	{regexp.MustCompile(`(?i)\bm&t bank\b`), "M&T Bank", []string{"mtb"}},
	{regexp.MustCompile(`(?i)\bnavy federal\b`), "Navy Federal Credit Union", []string{"navyfederal"}},
	{regexp.MustCompile(`(?i)\bsantander\b`), "Santander", []string{"santanderbank", "santander"}},
	// UK clearing banks and the largest app banks: their statements reach
	// lenders of UK businesses and of owners banking there.
	{regexp.MustCompile(`(?i)\bbarclays\b`), "Barclays", []string{"barclays"}},
	{regexp.MustCompile(`(?i)\bhsbc\b`), "HSBC", []string{"hsbc"}},
	{regexp.MustCompile(`(?i)\blloyds bank\b`), "Lloyds Bank", []string{"lloydsbank"}},
	{regexp.MustCompile(`(?i)\bnatwest\b`), "NatWest", []string{"natwest"}},
	{regexp.MustCompile(`(?i)\bmonzo\b`), "Monzo", []string{"monzo"}},
	{regexp.MustCompile(`(?i)\bstarling bank\b`), "Starling Bank", []string{"starlingbank"}},
	// The Australian majors and the largest Indian private banks, whose
	// statements print the brand as a logo or wordmark ("bankwest",
	// "ING", "westpac") that no bank word marks as an institution.
	// Bankwest, a division of Commonwealth Bank, comes before it. The
	// Commonwealth Bank is named whole ("Commonwealth Bank of
	// Australia") or by its brand: US banks are called Commonwealth Bank
	// too ("Commonwealth Bank & Trust"), and a known bank's currency
	// follows its name (see bankHome).
	{regexp.MustCompile(`(?i)\bbankwest\b`), "Bankwest", []string{"bankwest"}},
	{regexp.MustCompile(`(?i)\b(commonwealth bank of australia|commbank)\b`), "Commonwealth Bank of Australia", []string{"commbank"}},
	{regexp.MustCompile(`(?i)\bwestpac\b`), "Westpac", []string{"westpac"}},
	{regexp.MustCompile(`(?i)\bmacquarie bank\b`), "Macquarie Bank", []string{"macquarie"}},
	{regexp.MustCompile(`(?i)\banz\b`), "ANZ", []string{"anz"}},
	{regexp.MustCompile(`(?i)\bnational australia bank\b|\bnab\b`), "National Australia Bank", []string{"nab"}},
	{regexp.MustCompile(`(?i)\bicici bank\b`), "ICICI Bank", []string{"icicibank"}},
	{regexp.MustCompile(`(?i)\bhdfc bank\b`), "HDFC Bank", []string{"hdfcbank"}},
	{regexp.MustCompile(`(?i)\baxis bank\b`), "Axis Bank", []string{"axisbank"}},
}

func knownBank(s string) (string, bool) {
	for _, kb := range knownBanks {
		if kb.re.MatchString(s) {
			return kb.name, true
		}
	}
	return "", false
}

func knownDomain(brand string) (string, bool) {
	for _, kb := range knownBanks {
		for _, d := range kb.domains {
			if d == brand {
				return kb.name, true
			}
		}
	}
	return "", false
}

var (
	// bankWordRe are the words that make a phrase an institution's name.
	// A bank word may end a CamelCase brand ("YourBank").
	bankWordRe = regexp.MustCompile(`(?i)^(bank|bancorp|banc|bankshares|union|fcu|fsb|society|trust|savings)$|[a-z]bank$`)
	// statementTitleRe are statement titles printed next to the bank's
	// name ("Citizens Bank Statement", "Bank Statement - Citizens Bank").
	statementTitleRe = regexp.MustCompile(`(?i)\b(?:(?:monthly|account|checking|savings|business|bank)\s+)?statements?(?:\s+of\s+accounts?)?\b`)
	// domainRe is a web address or e-mail domain: www.woodforest.com,
	// chase.com, help@kauribank.co.nz.
	domainRe = regexp.MustCompile(`(?i)(?:\bwww\.|https?://|@|\b)([a-z0-9][a-z0-9-]{1,40})\.(?:com|bank|net|org|us|co\.nz|co\.uk|com\.au|ca|nz|au|uk)\b`)
	// footerCueRe marks the legal line that names the bank: "Member
	// FDIC", "© 2024 X Bank", "Equal Housing Lender", "N.A.", and the
	// Australian issuer's line every product notice ends with ("ING Bank
	// (Australia) Limited ABN 24 000 893 292, AFSL 229823").
	footerCueRe = regexp.MustCompile(`(?i)\bmember\s+fd|©|\(c\)\s*\d{4}|\bcopyright\b|\bequal housing\b|\bn\.\s?a\.?(\s|$)|\bncua\b|\bauthori[sz]ed by the prudential regulation authority\b|\bregistered in england\b|\bABN\s*\d{2}\s?\d{3}\s?\d{3}\s?\d{3}\b|\bAFSL\b`)
	// notBrandDomains are producers' and regulators' sites printed on
	// statements that are not the bank's.
	notBrandDomains = map[string]bool{
		"reportlab": true, "cairographics": true, "google": true, "gmail": true, "yahoo": true, "hotmail": true,
		"outlook": true, "facebook": true, "twitter": true, "instagram": true, "linkedin": true, "youtube": true,
		"consumerfinance": true, "fdic": true, "ncua": true, "irs": true, "annualcreditreport": true, "apple": true,
		"microsoft": true, "adobe": true, "example": true,
		// Placeholders of templates and mail providers: no issuer.
		"domain": true, "yourdomain": true, "email": true, "mail": true, "website": true, "yourwebsite": true,
		"company": true, "yourcompany": true, "icloud": true, "aol": true, "protonmail": true, "live": true, "msn": true,
	}
)

// bankPhrases returns the institution names in text: runs of capitalised
// words ending in a bank word ("Woodforest National Bank", "Lakeshore
// Federal Credit Union", "CHAES BANK", "YourBank"), with "of" and a name
// after "Bank" ("Bank of the West", "First National Bank of Omaha") and a
// ", N.A." that follows. A bank word alone, or one that opens a statement
// title ("Bank Statement"), is not a name.
func bankPhrases(text string) []string {
	text = statementTitleRe.ReplaceAllStringFunc(text, func(m string) string {
		// "Citizens Bank Statement" keeps "Citizens Bank".
		if strings.HasPrefix(strings.ToLower(m), "bank ") {
			return "Bank |"
		}
		return "|"
	})
	ws := strings.Fields(text)
	var out []string
	for i := 0; i < len(ws); i++ {
		core := trimPunct(ws[i])
		lc := strings.ToLower(core)
		if !bankWordRe.MatchString(core) || !capitalised(core) {
			continue
		}
		prev, next := "", ""
		if i > 0 {
			prev = strings.ToLower(trimPunct(ws[i-1]))
		}
		if i+1 < len(ws) {
			next = strings.ToLower(trimPunct(ws[i+1]))
		}
		switch {
		case lc == "union" && prev != "credit", lc == "society" && prev != "building", lc == "savings" && !federalSavings(prev, next),
			lc == "trust" && next != "company" && (i == 0 || !capitalised(ws[i-1])):
			continue
		}
		// Extend left over capitalised words, and "of", "and", "the", "&"
		// between capitalised words; stop at punctuation that ends a
		// phrase.
		j := i
		for j > 0 && i-j < 5 {
			p := ws[j-1]
			if strings.HasSuffix(p, ",") || strings.HasSuffix(p, ":") || strings.HasSuffix(p, ".") && !isInitial(p) {
				break
			}
			pc := strings.ToLower(trimPunct(p))
			joiner := pc == "&" || (pc == "of" || pc == "and" || pc == "the") && j >= 2 && capitalised(ws[j-2])
			if capitalised(p) && !hasDigit(p) || joiner {
				j--
				continue
			}
			break
		}
		end := i + 1
		// "Bank of X": the name may follow the bank word.
		if strings.HasSuffix(lc, "bank") && next == "of" && !strings.HasSuffix(ws[i], ",") {
			k := i + 2
			if k < len(ws) && strings.EqualFold(ws[k], "the") {
				k++
			}
			n := k
			for n < len(ws) && n-k < 3 && capitalised(ws[n]) && !hasDigit(ws[n]) && !serviceWordRe.MatchString(trimPunct(ws[n])) {
				n++
				if strings.HasSuffix(ws[n-1], ",") || strings.HasSuffix(ws[n-1], ".") {
					break
				}
			}
			if n > k {
				end = n
			}
		}
		if j == i && end == i+1 && (lc == "bank" || !strings.HasSuffix(lc, "bank")) {
			continue // a bank word alone
		}
		// "Westbrook Bank & Trust", "Farmers Bank and Trust Company":
		// one name, although "Trust" after "&" starts none.
		if strings.HasSuffix(lc, "bank") && end == i+1 && i+2 < len(ws) && !strings.HasSuffix(ws[i], ",") &&
			(ws[i+1] == "&" || strings.EqualFold(ws[i+1], "and")) && strings.EqualFold(trimPunct(ws[i+2]), "trust") {
			end = i + 3
			if end < len(ws) && !strings.HasSuffix(ws[end-1], ",") && strings.EqualFold(trimPunct(ws[end]), "company") {
				end++
			}
		}
		name := strings.TrimRight(strings.Join(ws[j:end], " "), ",.;:")
		if placeholderBankRe.MatchString(name) {
			i = end - 1
			continue
		}
		// ", N.A." after the name is part of the legal name.
		if end < len(ws) && naRe.MatchString(ws[end]) {
			name = strings.TrimRight(strings.Join(ws[j:end+1], " "), ",;:")
			end++
		}
		out = append(out, name)
		i = end - 1
	}
	return out
}

var naRe = regexp.MustCompile(`^(N\.?\s?A\.?|F\.\s?A\.),?$`)

// serviceWordRe names a bank's channel, not a place: the name of "Bank of
// Amerigo Online Banking" (a browser-printed page's site header) ends
// before it.
var serviceWordRe = regexp.MustCompile(`(?i)^(online|mobile|internet|digital|banking|e-?banking)$`)

// trimServiceWords cuts the channel a site header prints after the bank's
// name ("BANK OF AMERIGO Online Banking").
func trimServiceWords(s string) string {
	ws := strings.Fields(s)
	n := len(ws)
	for n > 1 && serviceWordRe.MatchString(trimPunct(ws[n-1])) {
		n--
	}
	return strings.Join(ws[:n], " ")
}

func trimPunct(s string) string {
	return strings.TrimFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '&' })
}

func capitalised(w string) bool {
	for _, r := range w {
		if unicode.IsLetter(r) {
			return unicode.IsUpper(r)
		}
		if unicode.IsDigit(r) {
			return false
		}
	}
	return false
}

func isInitial(w string) bool { return len(w) <= 3 && strings.HasSuffix(w, ".") }

func hasDigit(s string) bool { return strings.ContainsAny(s, "0123456789") }

// bankCandidate is a name the statement prints for its bank.
type bankCandidate struct {
	name, printed string
	size          float64
	known         bool
}

// detectBank finds the bank's name as the statement brands itself, in
// this order:
//
//  1. the header of page one (above the first row, outside the holder's
//     block), largest print first: a known bank, or a printed institution
//     name ("Harborline National Bank") standing in its own cell;
//  2. a logo-sized name at the very top of page one that is not the
//     holder, a date, a page number or a title (a neobank's brand);
//  3. the bank's web or e-mail address (www.woodforest.com), completed
//     with the full name printed anywhere in the document ("Woodforest
//     National Bank"), else reported as the brand ("Kauri");
//  4. an institution named in a sentence of the header ("Banking
//     services provided by Thread Bank"), a fintech's disclaimer, or a
//     UK e-money firm's "X Limited, trading as Y, is an Authorised …"
//     line on any page (Y);
//  5. the legal footer of any page ("Member FDIC", "© 2024 X Bank");
//  6. the PDF metadata (a known bank only);
//  7. a bank's registered name in a notice of page one ("Standard
//     Chartered Bank (Hong Kong) Limited will need …").
//
// Page numbers, dates, labels, transaction rows and the holder's block
// never name the bank. It returns the reported name, the name as printed
// and whether it is a known bank (reported by its display name).
func detectBank(pages [][]line, hdr, furniture []line, skip map[segKey]bool, doc *pdftext.Document) (name, printed string, known bool) {
	name, printed, known = detectBankFirst(pages, hdr, furniture, skip, doc)
	if name != "" && !known {
		if full := completeFragment(name, pages); full != name {
			return full, full, false
		}
	}
	return name, printed, known
}

// detectBankFirst is the first of detectBank's places that names a bank.
func detectBankFirst(pages [][]line, hdr, furniture []line, skip map[segKey]bool, doc *pdftext.Document) (name, printed string, known bool) {
	if len(pages) == 0 {
		return "", "", false
	}
	first := pages[0]
	// A name that is (nearly) all its cell says is strong; one cut out of
	// a sentence ("Banking services provided by Thread Bank, Member
	// FDIC") is weak: a neobank's own brand comes first.
	var strong, weak []bankCandidate
	segs := headerSegs(hdr)
	for si, s := range segs {
		if skip[segKey{s.line, s.x0}] || s.y1 > hdr[s.line].PageH*0.3 || segHasMoney(s) {
			continue
		}
		var c bankCandidate
		if n := stackedLogo(segs, si, skip); n != "" {
			if k, ok := knownBank(n); ok {
				strong = append(strong, bankCandidate{k, n, s.size, true})
			} else {
				strong = append(strong, bankCandidate{n, n, s.size, false})
			}
			continue
		}
		n := headerBankName(s.text)
		if n != "" && strings.EqualFold(strings.TrimSpace(s.text), n) {
			if top := logoTop(segs, si, skip); top != "" && !logoRepeats(top, n) {
				// A logo set on two lines: "BLUESTEM" over "COMMUNITY
				// BANK" is one name.
				n = top + " " + n
			} else if left := logoLeft(segs, si, skip); left != "" {
				n = left + " " + n
			}
		}
		n = dropRepeatedLead(n)
		if k, ok := knownBank(s.text); ok {
			if n == "" {
				n = strings.TrimSpace(s.text)
			}
			c = bankCandidate{k, n, s.size, true}
		} else if n != "" {
			c = bankCandidate{n, n, s.size, false}
		} else {
			continue
		}
		if len(strings.Fields(s.text)) <= 7 {
			strong = append(strong, c)
		} else {
			weak = append(weak, c)
		}
	}
	// Largest print first; sizes within half a point are the same size.
	bySize := func(cs []bankCandidate) {
		sort.SliceStable(cs, func(i, j int) bool { return math.Round(cs[i].size*2) > math.Round(cs[j].size*2) })
	}
	bySize(strong)
	if len(strong) > 0 {
		return strong[0].name, strong[0].printed, strong[0].known
	}
	if n := logoName(first, hdr, skip); n != "" {
		if k, ok := knownBank(n); ok {
			return k, n, true
		}
		if fn, fp, ok := bankFromFooter(running(furniture)); ok && !strings.Contains(strings.ToLower(fp), strings.ToLower(n)) {
			// A word set large at the top ("Higher", of a Higher
			// Education Account's title) that the legal line on every
			// page does not name is outranked by the known bank that
			// line names.
			return fn, fp, true
		}
		if full := logoBankDomain(n, furniture); full != "" {
			return full, full, false
		}
		return n, n, false
	}
	if n := bankFromCode(hdr); n != "" {
		// Not a known (US) bank: the currency is read from the page.
		return n, "", false
	}
	if n := bankFromFintechNote(furniture); n != "" {
		return n, n, false
	}
	if n := bankFromTradingAs(pages); n != "" {
		return n, n, false
	}
	if n, p, ok := bankFromDomain(furniture, pages); n != "" {
		return n, p, ok
	}
	bySize(weak)
	if len(weak) > 0 {
		return weak[0].name, weak[0].printed, weak[0].known
	}
	if n, p, known := bankFromFooter(furniture); n != "" {
		return n, p, known
	}
	if n := bankFromRunningHead(furniture); n != "" {
		return n, n, false
	}
	if k := bankFromHeaderNote(hdr, skip); k != "" {
		return k, "", true
	}
	if doc != nil {
		if k, ok := knownBank(doc.Title + " " + doc.Author + " " + doc.Creator + " " + doc.Producer); ok {
			return k, "", true
		}
	}
	if n := bankFromOtherATM(pages); n != "" {
		return n, n, false
	}
	if k := bankFromWithin(pages); k != "" {
		return k, "", true
	}
	if n := bankFromRegisteredName(first); n != "" {
		return n, n, false
	}
	if n := bankFromMailbox(furniture); n != "" {
		return n, "", false
	}
	return "", "", false
}

// otherATMRe is a fee notice's "a non-BancFirst ATM": US banks name
// themselves so when they price other banks' machines. It is the last
// resort, for statements whose name is only in a logo image.
var otherATMRe = regexp.MustCompile(`\bnon-([A-Z][A-Za-z&]+(?:\s[A-Z][A-Za-z&]+){0,2})\s+(?:ATMs?|ATM/Debit|branch(?:es)?)\b`)

// genericATMWords are what "non-… ATM" says of a machine that names
// no bank ("non-Network ATM", "non-Proprietary ATM").
var genericATMWords = regexp.MustCompile(`(?i)^(network|proprietary|participating|partner|bank|branch|our|us|domestic|foreign|local|surcharge|free|affiliated|allpoint|moneypass|co-op|coop|plus|cirrus|star|pulse)$`)

// bankFromOtherATM reads the bank from a "non-<Bank> ATM" notice on the
// first two pages; one name only, never a network's.
func bankFromOtherATM(pages [][]line) string {
	found := ""
	for _, p := range pages[:min(2, len(pages))] {
		for _, l := range p {
			for _, m := range otherATMRe.FindAllStringSubmatch(l.text(), -1) {
				n := m[1]
				if genericATMWords.MatchString(strings.Fields(n)[0]) {
					return ""
				}
				if found != "" && !strings.EqualFold(found, n) {
					return ""
				}
				found = n
			}
		}
	}
	return found
}

// running keeps the page furniture and the lines printed word for word
// on two pages or more, leaving out lines that only carry a legal cue:
// a row's "SND BK:CITIBANK N.A." is no legal line of the statement's.
func running(ls []line) []line {
	pages := map[string]map[int]bool{}
	for _, l := range ls {
		t := l.text()
		if pages[t] == nil {
			pages[t] = map[int]bool{}
		}
		pages[t][l.Page] = true
	}
	var out []line
	for _, l := range ls {
		if l.Furniture || len(pages[l.text()]) >= 2 {
			out = append(out, l)
		}
	}
	return out
}

// bankFromFooter reads the bank from a running legal line ("Member FDIC",
// "© 2024 X Bank", "X Bank UK PLC. Authorised by the Prudential
// Regulation Authority"): a known bank, else the institution it names.
func bankFromFooter(furniture []line) (name, printed string, known bool) {
	for i, l := range furniture {
		t := l.text()
		if !footerCueRe.MatchString(t) {
			continue
		}
		if i > 0 {
			t = withLegalLead(furniture[i-1], l, t)
		}
		ps := bankPhrases(t)
		if k, ok := knownBank(t); ok {
			p := k
			if len(ps) > 0 {
				p = ps[0]
			}
			return k, p, true
		}
		if len(ps) > 0 {
			return ps[0], ps[0], false
		}
	}
	return "", "", false
}

// logoTop is the first line of a bank name set on two lines: the segment
// right above segs[i], flush with its left edge, in print at least as
// large, of one or two capitalised words with no digit, no bank word and
// no statement title ("BLUESTEM" over "COMMUNITY BANK", "Riverbend" over
// "FEDERAL CREDIT UNION"). Otherwise "".
func logoTop(segs []hseg, i int, skip map[segKey]bool) string {
	s := segs[i]
	for j := i - 1; j >= 0; j-- {
		t := segs[j]
		if t.line == s.line {
			continue
		}
		// Line boxes of large print overlap the line below by their
		// descent: above means starting above and ending in its top half.
		if math.Abs(t.x0-s.x0) > 3 || s.y0-t.y1 > 0.8*s.height() || t.y0 >= s.y0 || t.y1 > s.y0+0.5*s.height() {
			if t.y1 < s.y0-2*s.height() {
				return ""
			}
			continue
		}
		if skip[segKey{t.line, t.x0}] || t.size+0.25 < s.size || !brandWords(t.text) {
			return ""
		}
		return t.text
	}
	return ""
}

// brandWords reports whether s can be a wordmark's brand: one or two
// capitalised words with no digit, no bank word, no punctuation and no
// statement title or heading (logoTop, logoLeft).
func brandWords(s string) bool {
	ws := strings.Fields(s)
	if len(ws) == 0 || len(ws) > 2 || hasDigit(s) || statementTitleRe.MatchString(s) || headingRe.MatchString(s) {
		return false
	}
	for _, w := range ws {
		if !capitalised(w) || bankWordRe.MatchString(trimPunct(w)) || trimPunct(w) != w {
			return false
		}
	}
	return true
}

func segHasMoney(s hseg) bool {
	for _, w := range strings.Fields(s.text) {
		if _, ok := headerAmount(w); ok {
			return true
		}
	}
	return false
}

// headerBankName is the institution name a header segment prints, or "".
// A segment that is nothing but the name ("Kauri Bank New Zealand") is
// kept whole, as printed; otherwise the name is cut out of the text.
func headerBankName(s string) string {
	if bankLabelRe.MatchString(s) {
		s = bankLabelRe.ReplaceAllString(s, "")
	}
	for _, part := range splitTitleRe.Split(s, -1) {
		ps := bankPhrases(part)
		if len(ps) == 0 {
			continue
		}
		whole := strings.TrimSpace(statementTitleRe.ReplaceAllString(part, ""))
		whole = trimServiceWords(strings.Trim(whole, " ,-|:"))
		whole = withoutBranchAfterComma(whole, ps[0])
		if strings.Contains(whole, ps[0]) && allCapitalised(whole) && len(strings.Fields(whole)) <= 6 && !hasDigit(whole) &&
			!footerCueRe.MatchString(whole) && !headingRe.MatchString(whole) {
			return whole
		}
		return ps[0]
	}
	return ""
}

// withoutBranchAfterComma cuts the branch and town a branch's print
// sets after the bank's name ("INDIAN OVERSEAS BANK, MAHALAKSHMIPURAM,
// BANGALORE" atop an Indian branch register): after the name's comma
// come places, unless a legal form follows ("Bank, N.A.", "Bank,
// Limited").
func withoutBranchAfterComma(whole, name string) string {
	i := strings.Index(whole, name+",")
	if i < 0 {
		return whole
	}
	if rest := strings.TrimSpace(whole[i+len(name)+1:]); rest == "" || afterCommaFormRe.MatchString(rest) {
		return whole
	}
	return whole[:i+len(name)]
}

// afterCommaFormRe opens the text after a name's comma with a legal form.
var afterCommaFormRe = regexp.MustCompile(`(?i)^(?:n\.?\s?a\.?|national association|inc\.?|ltd\.?|limited|llc|plc|fsb|ssb|s\.?a\.?|ag|corp\.?)(?:\W|$)`)

var (
	bankLabelRe  = regexp.MustCompile(`(?i)^\s*(?:bank(?:\s+name)?|financial\s+institution|institution)\s*:\s*`)
	splitTitleRe = regexp.MustCompile(`\s+[-–—|]\s+|\s*\|\s*`)
)

func allCapitalised(s string) bool {
	for _, w := range strings.Fields(s) {
		lw := strings.ToLower(w)
		if lw == "of" || lw == "and" || lw == "the" || lw == "&" {
			continue
		}
		if !capitalised(w) {
			return false
		}
	}
	return true
}

// furnitureLines are the lines that belong to the statement rather than
// to its rows: page one down to the first row, the top and bottom bands
// of every page, and any line with a legal cue ("Member FDIC", "©"),
// without transaction-like lines and without the holder's block.
func furnitureLines(pages [][]line, skip map[segKey]bool) []line {
	var out []line
	for p, ls := range pages {
		for i, l := range ls {
			band := l.PageH * 0.15
			inBand := p == 0 && l.Y0 < l.PageH*0.3 || l.Y1 > l.PageH-band || l.Y0 < band*0.6 || l.Furniture
			if isRowLine(l) || !inBand && (lineHasMoney(l) || !hasFooterCue(l)) {
				continue
			}
			if p == 0 {
				if l = withoutSegs(l, i, skip); len(l.Words) == 0 {
					continue
				}
			}
			out = append(out, l)
		}
	}
	return out
}

// hasFooterCue is footerCueRe on l, behind a cheap substring test.
func hasFooterCue(l line) bool {
	t := strings.ToLower(l.text())
	for _, k := range []string{"fd", "©", "(c)", "copyright", "equal housing", "n.a", "n. a", "ncua", "abn", "afsl"} {
		if strings.Contains(t, k) {
			return footerCueRe.MatchString(t)
		}
	}
	return false
}

// segKey names a segment of page one: its line and left edge.
type segKey struct {
	line int
	x0   float64
}

// withoutSegs is line l (index i of page one) without its skipped
// segments.
func withoutSegs(l line, i int, skip map[segKey]bool) line {
	if len(skip) == 0 {
		return l
	}
	var ws []pdftext.Word
	for _, seg := range segments(l) {
		if !skip[segKey{i, seg[0].X0}] {
			ws = append(ws, seg...)
		}
	}
	l.Words = ws
	return l
}

// bankFromDomain reads the brand from the bank's web or e-mail address
// and looks for the full name that contains it.
func bankFromDomain(furniture []line, pages [][]line) (name, printed string, known bool) {
	brand := ""
	for _, l := range furniture {
		if l.Page > 1 && !l.Furniture {
			// Past page one only the running header and footer: a
			// line in a later page's bottom band may be a row's
			// description ("UBER *EATS HELP.UBER.COM Sydney"), whose
			// web address is the payee's.
			continue
		}
		for _, m := range domainRe.FindAllStringSubmatch(l.text(), -1) {
			b := strings.ToLower(m[1])
			if !notBrandDomains[b] && !strings.HasPrefix(b, "www") {
				brand = b
				break
			}
		}
		if brand != "" {
			break
		}
	}
	if brand == "" {
		return "", "", false
	}
	if k, ok := knownDomain(brand); ok {
		return k, "", true
	}
	if k, ok := knownBank(brand); ok {
		return k, "", true
	}
	// A domain that glues the kind of institution to the brand
	// ("olentangybank.com") names a bank whose full name puts other
	// words between them ("Olentangy National Bank").
	stem := strings.TrimSuffix(brand, "bank")
	if stem == brand || len(stem) < 3 {
		stem = ""
	}
	// Legal text wraps names over lines ("... at Woodforest National" /
	// "Bank, ATTN: ..."): read each page's text as one paragraph.
	abbr := ""
	for _, ls := range pages {
		var b strings.Builder
		for _, l := range ls {
			if !isRowLine(l) {
				b.WriteString(l.text())
				b.WriteByte(' ')
			}
		}
		for _, p := range bankPhrases(b.String()) {
			// The phrase may have taken in capitalised words before the
			// name (a column heading, "Questions"): the name starts at
			// the word the brand starts.
			ws := strings.Fields(p)
			for k := range ws {
				n := strings.Join(ws[k:], " ")
				if l := lettersOnly(n); strings.HasPrefix(l, brand) || stem != "" && strings.HasPrefix(l, stem) {
					return n, n, false
				}
				if abbr == "" && abbreviates(brand, ws[k]) {
					// "gnty.com" and "write us at Guaranty Bank &
					// Trust": the address abbreviates the name's
					// first word.
					abbr = n
				}
			}
		}
	}
	if abbr != "" {
		return abbr, abbr, false
	}
	if n := bankFromInitials(brand); n != "" {
		return n, "", false
	}
	return titleWord(brand), "", false
}

func titleWord(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// logoName is a name printed logo-sized at the very top of page one:
// much larger than the body text, one to four words that read as a name
// and not as a title or a heading.
func logoName(first, hdr []line, skip map[segKey]bool) string {
	body := bodySize(first)
	best, bestSize, bi := "", 0.0, -1
	segs := headerSegs(hdr)
	for si, s := range segs {
		if skip[segKey{s.line, s.x0}] || s.y1 > hdr[s.line].PageH*0.12 || s.size < body*1.5 {
			continue
		}
		s.text = unspaceLetters(s.text)
		if len(strings.Fields(s.text)) > 4 || !nameish(s.text) || statementTitleRe.MatchString(s.text) || productRe.MatchString(s.text) {
			continue
		}
		if s.size > bestSize {
			best, bestSize, bi = s.text, s.size, si
			if w := logoBankWord(segs, s); w != "" {
				best = s.text + " " + w
			}
		}
	}
	if bi >= 0 {
		if k := logoKind(segs, bi, skip); k != "" {
			// "THREE FORKS" over "BANK & TRUST" is one name.
			best += " " + k
		}
	}
	return best
}

// unspaceLetters joins a logo set in spaced capitals ("M E R C A T O R",
// read letter by letter since its letters stand apart) into its word.
func unspaceLetters(s string) string {
	ws := strings.Fields(s)
	if len(ws) < 4 {
		return s
	}
	for _, w := range ws {
		if len([]rune(w)) > 2 || strings.ToUpper(w) != w || hasDigit(w) {
			return s
		}
	}
	return strings.Join(ws, "")
}

// bodySize is the median font size of the words on a page.
func bodySize(ls []line) float64 {
	var sizes []float64
	for _, l := range ls {
		for _, w := range l.Words {
			sizes = append(sizes, em(w))
		}
	}
	if len(sizes) == 0 {
		return 0
	}
	sort.Float64s(sizes)
	return sizes[len(sizes)/2]
}
