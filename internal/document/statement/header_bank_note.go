package statement

import "regexp"

// bankFromHeaderNote is a known bank named anywhere in page one's header
// (above the first row, outside the holder's block), such as a note that
// points the reader to the bank's own app ("logging on to the CommBank
// App or NetBank"): a statement whose name is only in a logo image still
// names its bank where it tells the customer how to reach it. It is a
// late resort: a printed institution name, a web address or a legal line
// come first, and only a known bank is taken, never any capitalised
// phrase of a sentence.
func bankFromHeaderNote(hdr []line, skip map[segKey]bool) string {
	for i, l := range hdr {
		if isRowLine(l) {
			continue
		}
		if k, ok := knownBank(withoutSegs(l, i, skip).text()); ok {
			return k
		}
	}
	return ""
}

// withLegalLead is the text of legal line l (t) with the line set right
// above it in front, when l names no institution itself: a legal footer
// wraps as a sentence, the issuer's name on one line and its registration
// under it ("ING is a business name of ING Bank (Australia) Limited" over
// "ABN 24 000 893 292 | AFSL and Australian Credit Licence 229823").
func withLegalLead(above, l line, t string) string {
	if _, ok := knownBank(t); ok || len(bankPhrases(t)) > 0 {
		return t
	}
	h := l.Y1 - l.Y0
	if above.Page != l.Page || above.Y1 > l.Y1 || l.Y0-above.Y1 > h*0.5 {
		return t
	}
	return above.text() + " " + t
}

// placeholderBankRe is a template's stand-in for a bank's name ("Sample
// Bank", "Example Bank", "Demo Bank"): a word that says the document is a
// specimen, then the bank word alone. It names no institution.
var placeholderBankRe = regexp.MustCompile(`(?i)^(?:(?:sample|example|demo|test|dummy|fake|mock|generic|specimen)\s+)+bank$`)
