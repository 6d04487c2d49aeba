package statement

import (
	"regexp"
	"strings"
	"unicode"
)

var (
	// holderLabelRe labels the account's name: "Account Holder:",
	// "Account Name:", "Customer:", "Name:". The value follows the label,
	// sits in the next cell of the line, or is printed below it. A
	// label may allow for joint holders: "Account Name(s):". The same
	// labels in Dutch ("Ten name van", "t.n.v.", "Rekeninghouder"; field
	// nl_rabobank_inspire), German ("Kontoinhaber") and French
	// ("Titulaire du compte").
	holderLabelRe = regexp.MustCompile(`(?i)^(account\s+holders?(?:\(s\))?|account\s+names?(?:\(s\))?|account\s+owners?|account\s+title|account\s+of|name\s+on\s+(?:the\s+)?account|customer\s+names?|customer|client\s+name|client|member\s+name|business\s+name|company\s+name|primary\s+(?:account\s+)?owner|owner\s+name|owners?|name|nama(?:\s+nasabah)?|prepared\s+for|statement\s+for|ten\s+name\s+van|t\.n\.v\.|rekeninghouder|kontoinhaber|titulaire(?:\s+du\s+compte)?)\s*(:\s*(.*))?$`)

	// Address lines of a mailing block. An Indian address opens with
	// its plot ("PLOT 14 MIDC BHOSARI", devblind4 inr_lakh).
	streetNumRe  = regexp.MustCompile(`^\d{1,6}[A-Za-z]?(?:[-/]\d{1,5}[A-Za-z]?)?,?(?:\s+\S|$)`)
	streetWordRe = regexp.MustCompile(`(?i)\b(street|st|road|rd|avenue|ave|av|blvd|boulevard|drive|dr|lane|ln|way|court|ct|place|pl|parkway|pkwy|highway|hwy|suite|ste|apt|apartment|flat|building|bldg|unit|floor|fl|terrace|ter|circle|cir|crescent|cres|close|square|sq|calle|avenida|carrera|rue|strasse|route|rte|plot)\b\.?`)
	poBoxRe      = regexp.MustCompile(`(?i)\b(p\.?\s?o\.?\s*box|post\s+office\s+box|gpo\s+box|private\s+bag|locked\s+bag)\b`)
	// Last lines of a block: "AUSTIN TX 78701", "Columbus, OH 43218 - 2051",
	// "Dallas, 75201", "Hamilton 3204", "BOGOTA, 111211", "Sydney NSW 2000",
	// UK "YZ98 5XY" and Canadian "K1A 0B1" postcodes.
	usCityRe      = regexp.MustCompile(`^[A-Za-z][A-Za-z .'-]+,?\s+[A-Z]{2}\s+\d{5}(?:\s*-\s*\d{4})?$`)
	postCityRe    = regexp.MustCompile(`^[A-Za-z][A-Za-z .'-]*,?\s+\d{4,6}(?:-\d{4})?$`)
	auStateRe     = regexp.MustCompile(`\b(?:NSW|VIC|QLD|SA|WA|TAS|ACT|NT)\s+\d{4}$`)
	ukPostcodeRe  = regexp.MustCompile(`(?:^|\s)[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$`)
	caPostcodeRe  = regexp.MustCompile(`(?:^|\s)[A-Z]\d[A-Z]\s?\d[A-Z]\d$`)
	countryLineRe = regexp.MustCompile(`(?i)^(united states(?: of america)?|usa|u\.s\.a\.?|canada|australia|new zealand|united kingdom|uk|england|scotland|wales|ireland|mexico|colombia|singapore|hong kong|south africa|india)$`)

	// businessRe marks a business name in a block that also names a
	// person: the account is the business's.
	businessRe = regexp.MustCompile(`(?i)\b(llc|l\.l\.c\.?|inc|incorporated|corp|corporation|co|company|ltd|limited|lp|llp|pllc|pc|p\.c\.|plc|pty|gmbh|dba|d/b/a|group|holdings|enterprises|partners|partnership|associates|services|solutions|trust|foundation|church|ministries|club|association)\b\.?`)
	// companyRe is a company's legal form, which a bank's department
	// never carries ("Card Services" is businessRe, not companyRe).
	companyRe = regexp.MustCompile(`(?i)\b(llc|l\.l\.c\.?|inc|incorporated|corp|corporation|ltd|limited|lp|llp|pllc|pc|p\.c\.|plc|pty|gmbh|dba|d/b/a)\b\.?`)
	// bankishRe marks the bank's own return address.
	bankishRe = regexp.MustCompile(`(?i)\b(bank|credit union|bancorp|n\.a\.|savings|financial|federal)\b|[a-z]bank\b|\b(?:customer|client|member)\s+(?:care|service|support)\b|\b(?:processing|operations|service|servicing)\s+(?:center|centre|dept|department)\b`)
	// productRe names an account product, which an "Account Name" label
	// sometimes prints instead of the holder.
	productRe = regexp.MustCompile(`(?i)\b(checking|chequing|savings|money market|share draft|current account|everyday|premium|interest|business advantage|banking)\b`)
)

// pageCounterRe is a page counter printed apart from its label: "1 of 4",
// "Page 2 of 6".
var pageCounterRe = regexp.MustCompile(`(?i)^(?:page\s*:?\s*)?\d{1,3}\s*(?:of|/)\s*\d{1,3}$`)

// addressLine reports a line of a postal address: a street with its
// number, a post-office box, or a city with its postcode.
func addressLine(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" || len(findDates(s)) > 0 && !doorNumberLine(s) {
		// ("1-1/14" inside a door number "80-1-1/14" is no date.)
		return false
	}
	if _, ok := headerAmount(s); ok {
		return false
	}
	if numberedCompanyRe.MatchString(s) {
		return false
	}
	if pageCounterRe.MatchString(s) {
		// "1 of 4" in a cell of its own beside a "Page:" label has the
		// shape of a house number and a word.
		return false
	}
	switch {
	case poBoxRe.MatchString(s), postalLine(s):
		return true
	case streetNumRe.MatchString(s) && len(strings.Fields(s)) <= 8:
		return true
	case doorNumberLine(s) && len(strings.Fields(s)) <= 8:
		return true
	case indianDoorRe.MatchString(s) && len(strings.Fields(s)) <= 8:
		return true
	case streetWordRe.MatchString(s) && hasDigit(s) && len(strings.Fields(s)) <= 8:
		return true
	}
	return false
}

// indianDoorRe is an Indian address's first line, its door number
// after "No." ("NO 4, 1ST MAIN, 1ST CROSS,", "No.20,Badaganadu Sangha
// Building").
var indianDoorRe = regexp.MustCompile(`(?i)^no\.?\s?\d{1,5}[A-Za-z]?(?:[/-]\d{1,5}[A-Za-z]?)?\s?,`)

// postalLine reports the city-and-postcode line that ends a block.
func postalLine(s string) bool {
	return usCityRe.MatchString(s) || postCityRe.MatchString(s) || auStateRe.MatchString(s) ||
		ukPostcodeRe.MatchString(s) || caPostcodeRe.MatchString(s)
}

// holderName finds the account holder on page one's header lines:
//
//  1. a label ("Account Holder:", "Account Name:", "Customer:", "Name:")
//     with the name to its right or below it;
//  2. the mailing block: name lines directly above the street, box or
//     city-and-postcode lines (US, UK, Canadian, Australian and New
//     Zealand forms, or a street and a town without a postcode). The
//     bank's own return address is not a holder. When the block names a
//     business and a person, the business is the account's name; else
//     the block's first line.
//
// It also returns the lines of the block, which the bank rules skip.
func holderName(hdr []line) (string, map[segKey]bool) {
	segs := headerSegs(hdr)
	skip := map[segKey]bool{}
	if v, k := labelledHolder(segs); v != "" {
		skip[k] = true
		return v, skip
	}
	for i, s := range segs {
		if !addressLine(s.text) || onRow(s, hdr) {
			// A row's description is no address ("Regular Deposit
			// 1138" has the shape of a town and its postcode).
			continue
		}
		names, block := blockNames(segs, i)
		if len(names) == 0 || branchBlock(segs, i) || namesOnRows(names, hdr) {
			continue
		}
		names = joinWrappedForm(names)
		name := names[len(names)-1].text // the block's first line
		for _, n := range names {
			if businessRe.MatchString(n.text) && !tradeNameRe.MatchString(n.text) {
				name = n.text
				break
			}
		}
		name = honorificJoin(name, names, segs)
		name = spelledOut(name, segs)
		if strings.HasPrefix(name, "(") && strings.HasSuffix(name, ")") {
			// "(EASTERN MICHIGAN)" over the bank's return box: a region
			// or a note in parentheses, never an account's name.
			continue
		}
		if placeholder(name) {
			// "<Branch Name>" over a branch's address: a template's
			// field left unfilled, never an account's name (field
			// us_templatelab_bits, whose holder's block is the other).
			continue
		}
		if institutionWordsOnly(name) {
			// The last line of a wordmark over the bank's own return
			// address ("COBALT PRAIRIE" / "BANK" / "PO Box 4410 …"):
			// the holder's block is further down.
			continue
		}
		for _, b := range block {
			skip[segKey{b.line, b.x0}] = true
		}
		return spacedTwin(name, segs), skip
	}
	if v := productLineHolder(segs); v != "" {
		return v, skip
	}
	if v := nameOverAccountNumber(segs, hdr); v != "" {
		return v, skip
	}
	if v := reportTitleHolder(segs); v != "" {
		return v, skip
	}
	if v := productInlineHolder(segs); v != "" {
		return v, skip
	}
	if v := numberDashHolder(hdr); v != "" {
		return v, skip
	}
	return "", skip
}

// placeholder reports a template's unfilled field: text in angle
// brackets ("<Branch Name>", "<Customer Name>").
func placeholder(s string) bool {
	s = strings.TrimSpace(s)
	return strings.HasPrefix(s, "<") && strings.HasSuffix(s, ">") && !strings.ContainsAny(s[1:len(s)-1], "<>")
}

// institutionWordsOnly reports whether s names only an institution's
// kind (kindWordRe: "BANK", "Credit Union"): a wrapped wordmark's last
// line, no holder.
func institutionWordsOnly(s string) bool {
	ws := strings.Fields(strings.ToLower(s))
	spaced := len(ws) > 1
	for _, w := range ws {
		spaced = spaced && len([]rune(w)) == 1
	}
	if spaced {
		// Letter-spaced ("B A N K"), as wordmarks are tracked.
		ws = []string{strings.Join(ws, "")}
	}
	for _, w := range ws {
		if !kindWordRe.MatchString(strings.Trim(w, ",")) {
			return false
		}
	}
	return len(ws) > 0
}

// holderInlineRe is a two-word holder label with its value after a
// space and no colon, in one cell: "Account name MR JOHN CITIZEN"
// (Santander UK). One-word labels ("Name", "Customer") are not read so:
// too many headings begin with them.
var holderInlineRe = regexp.MustCompile(`(?i)^(?:account\s+(?:holders?|names?|owners?)|customer\s+names?|member\s+name|business\s+name|company\s+name|name\s+on\s+(?:the\s+)?account)\s+(\S.*)$`)

// labelledHolder reads the value of a holder label.
func labelledHolder(segs []hseg) (string, segKey) {
	for i, s := range segs {
		m := holderLabelRe.FindStringSubmatch(strings.TrimSpace(s.text))
		if m == nil {
			m = infoHeadingLabel(s.text)
		}
		if m == nil {
			if im := holderInlineRe.FindStringSubmatch(strings.TrimSpace(s.text)); im != nil && holderValue(im[1]) {
				return strings.TrimSpace(im[1]), segKey{s.line, s.x0}
			}
			continue
		}
		if m[2] == "" && !strings.Contains(strings.TrimSpace(m[1]), " ") {
			continue // "Customer" or "Name" alone is a heading, not a label
		}
		if v := strings.TrimSpace(m[3]); v != "" {
			v = beforeFieldSeparator(v)
			if holderValue(v) {
				return v, segKey{s.line, s.x0}
			}
			continue
		}
		// The next cell on the line, unless it stands far across the
		// page (more than twenty of the label's heights away): a strip
		// of labels over their values ("Ten name van … Datum aanmaak
		// afschrift … Blad", field nl_rabobank_inspire) puts the name
		// below the label, and the next cell is the next label.
		for _, r := range segs[i+1:] {
			if r.line != s.line {
				break
			}
			if r.x0-s.x1 > 20*s.height() {
				break
			}
			if holderValue(r.text) {
				return r.text, segKey{r.line, r.x0}
			}
			break
		}
		// The cell below the label.
		for _, b := range segs[i+1:] {
			if b.line == s.line {
				continue
			}
			if b.y0-s.y1 > 1.5*s.height() {
				break
			}
			if b.x0 < s.x1 && b.x1 > s.x0-4 && holderValue(b.text) {
				return b.text, segKey{b.line, b.x0}
			}
		}
	}
	return "", segKey{}
}

// holderValue accepts a labelled name: letters, at most eight words, not
// another label, a date or an amount.
func holderValue(v string) bool {
	v = strings.TrimSpace(v)
	if v == "" || strings.Contains(v, ":") || len(strings.Fields(v)) > 8 || len(findDates(v)) > 0 {
		return false
	}
	if _, ok := headerAmount(v); ok {
		return false
	}
	letters := 0
	for _, r := range v {
		if unicode.IsLetter(r) {
			letters++
		}
	}
	return letters >= 2 && !headingRe.MatchString(v) && !productRe.MatchString(v) && !columnWordRe.MatchString(v)
}

// columnWordRe is a table heading that can sit right of a "Name" cell.
var columnWordRe = regexp.MustCompile(`(?i)^(date|amount|description|type|details?|reference|number|status)$`)

// blockNames walks up from the address segment segs[i] through the rest
// of its block (same left edge, single-spaced) to the name lines above
// it. It returns the names bottom-up and every segment of the block; no
// names when the block is the bank's.
func blockNames(segs []hseg, i int) (names, block []hseg) {
	cur := segs[i]
	block = append(block, cur)
walk:
	for len(names) < 3 {
		p, gap, ok := segAbove(segs, cur)
		if !ok {
			break
		}
		p.text = withoutPeriodTail(p.text)
		h := cur.height()
		switch {
		case len(names) == 0 && jointHolderRe.MatchString(p.text):
			// "Joint Holder :- -" between the holder's name and the
			// street is part of the block.
			if gap > 1.2*h {
				return nil, nil
			}
		case len(names) == 0 && (addressLine(p.text) || countryLineRe.MatchString(p.text) || numberAfterStreet(p.text)):
			if gap > 1.2*h {
				return nil, nil
			}
		case len(names) == 0 && routingLine(p.text) && gap <= 1.2*h:
			// "NEW TAZEWELL ACCOUNT #851", "ATTN: ACCOUNTS PAYABLE"
			// between the name and the street: the block goes on.
		case nameish(p.text) || len(names) == 0 && gap <= 1.2*h && longCapsName(p.text) ||
			len(names) > 0 && businessRe.MatchString(p.text) && holderValue(p.text):
			// A blank line may separate the name from the street.
			if gap > 1.2*h && (len(names) > 0 || gap > 2.6*h && !besideColumn(segs, p, cur)) {
				break walk
			}
			if p.size > 1.4*cur.size {
				// A logo or a title over the block, not a name: the
				// bank's name printed large right above the holder's
				// block does not make the block the bank's.
				break walk
			}
			if bankishRe.MatchString(p.text) || isKnownBank(p.text) {
				if len(names) > 0 && companyRe.MatchString(names[len(names)-1].text) && !bankishRe.MatchString(names[len(names)-1].text) {
					// The bank's name right above a company's block
					// ("PACIFICA TRUST BANK" over "MARIA LOPEZ DBA
					// LOPEZ CLEANING"): a bank's return address names
					// a department, never an LLC.
					break walk
				}
				return nil, nil
			}
			names = append(names, p)
		default:
			if len(names) > 0 && bankishRe.MatchString(p.text) && gap <= 1.2*h {
				return nil, nil // a bank's name over its branch or department
			}
			break walk
		}
		block = append(block, p)
		cur = p
	}
	return names, block
}

// streetThenNumberRe is a street with its house number after it, as
// most of Europe and some UK statements print it ("West Bar Green 12",
// "Any Street 123", "Hauptstraße 5a").
var streetThenNumberRe = regexp.MustCompile(`^\p{L}[\p{L}.'-]*(?:\s+\p{L}[\p{L}.'-]*){0,4},?\s+\d{1,5}[A-Za-z]?$`)

// numberAfterStreet reports a street line with the number last. It is
// read only in a block, walking up from its postal line: alone, "Invoice
// 123" has the same shape.
func numberAfterStreet(s string) bool {
	return streetThenNumberRe.MatchString(strings.TrimSpace(s))
}

func isKnownBank(s string) bool {
	_, ok := knownBank(s)
	return ok
}

// segAbove is the nearest segment above s that starts at the same left
// edge, and the vertical gap between them (negative when the lines
// overlap, as text over a scanned image does).
func segAbove(segs []hseg, s hseg) (hseg, float64, bool) {
	var best hseg
	found := false
	for _, p := range segs {
		if p.line >= s.line || absf(p.x0-s.x0) > 3.5 {
			continue
		}
		if (p.y0+p.y1)/2 >= (s.y0+s.y1)/2 || p.y0 >= s.y0 {
			continue
		}
		if !found || p.y1 > best.y1 {
			best, found = p, true
		}
	}
	return best, s.y0 - best.y1, found
}

func absf(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}

// spacedTwin returns the spaced spelling of name printed elsewhere on the
// page, when the block's copy lost its spaces ("ABELNEWTON" in an OCR
// text layer, "ABEL NEWTON" under the account title).
func spacedTwin(name string, segs []hseg) string {
	key := lettersOnly(name)
	n := len(strings.Fields(name))
	for _, s := range segs {
		if lettersOnly(s.text) == key && len(strings.Fields(s.text)) > n && nameish(s.text) {
			return s.text
		}
	}
	return name
}

// tradeNameRe is a block's line that gives only the name the owner
// trades under ("DBA CHURCH AVE. SPIRITS" under "GREGORY DAVID
// SCHREMPP"): the account is the owner's, the block's first line.
var tradeNameRe = regexp.MustCompile(`(?i)^(?:dba|d/b/a|d\.b\.a\.?|doing business as)\b`)

// legalFormRe is a line that is nothing but (the end of) a company's
// legal form: what a long business name leaves on its own line when
// the mailing block wraps it ("MICHAEL FELICE INTERIORS LIMITED
// LIABILITY" / "COMPANY").
var legalFormRe = regexp.MustCompile(`(?i)^(?:(?:limited|liability|company|co\.?|corporation|corp\.?|incorporated|inc\.?|llc|l\.l\.c\.|ltd\.?|lp|llp|pllc|pty)[ ,]*)+$`)

// joinWrappedForm joins a block's name line that is only a legal form
// to the name line above it (names run bottom-up, as blockNames returns
// them): alone, "COMPANY" is no one's name, and a bank's wordmark does
// not wrap inside a mailing block.
func joinWrappedForm(names []hseg) []hseg {
	for j := 0; j+1 < len(names); j++ {
		if legalFormRe.MatchString(strings.TrimSpace(names[j].text)) {
			up := names[j+1]
			up.text = strings.TrimSpace(up.text) + " " + strings.TrimSpace(names[j].text)
			out := append(append([]hseg{}, names[:j]...), up)
			return append(out, names[j+2:]...)
		}
	}
	return names
}
