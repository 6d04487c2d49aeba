package ocr

import "strings"

// lexiconConf is the confidence under which a word of a description is
// compared with the banking lexicon: a word the engine is sure of is
// left as read, whatever it says.
const lexiconConf = 85

// lexicon holds the words of transaction descriptions that recur on
// every bank's statements. A word the engine was unsure of that is one
// look-alike glyph or one stray glyph away from exactly one of them
// ("AGH" for ACH, "REFTUND" for REFUND) is that word. Names, references
// and amounts are never in it, so they are never changed.
var lexicon = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`ACH DES: INDN: ID: PPD CCD WEB POS ATM PIN PMT DEBIT CREDIT PURCHASE
		DEPOSIT TRANSFER PAYMENT WITHDRAWAL CARD CHECK ONLINE MOBILE WIRE FEE REFUND RETURN ZELLE
		INCOMING OUTGOING RECURRING SERVICE CHARGE INTEREST DIVIDEND OVERDRAFT EXTERNAL INTERNAL
		AUTHORIZED PAYROLL ELECTRONIC TRACE ORIG NAME: DESCR: ENTRY SEC: DATE: IND CO DESC
		FROM TO ON REF VISA CHECKING SAVINGS PAYOUT INV BUSINESS MAINTENANCE MONTHLY`) {
		m[w] = true
	}
	return m
}()

// lookAlike are glyph pairs the engine confuses in capitals.
var lookAlike = map[[2]byte]bool{}

func init() {
	for _, p := range []string{"CG", "OQ", "OD", "O0", "I1", "IL", "I|", "S5", "B8", "EF", "PR", "UV", "NH", "MN", "HN", "TI", "Z2"} {
		lookAlike[[2]byte{p[0], p[1]}] = true
		lookAlike[[2]byte{p[1], p[0]}] = true
	}
}

// lexiconWord returns the lexicon word t stands for when t (a word of
// capitals the engine read at a confidence under lexiconConf, not itself
// in the lexicon) differs from exactly one lexicon word by one
// look-alike glyph or by one glyph too many. Words of under three
// letters are left: too many words are one glyph from "ON" or "CO".
func lexiconWord(t string, conf float64) (string, bool) {
	if conf >= lexiconConf || len(t) < 3 || lexicon[t] || strings.Trim(t, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789:|") != "" {
		return "", false
	}
	found := ""
	for w := range lexicon {
		if len(w) < 3 || !oneGlyphOff(t, w) {
			continue
		}
		if found != "" {
			return "", false
		}
		found = w
	}
	return found, found != ""
}

// oneGlyphOff reports whether read is word with one glyph replaced by a
// look-alike or one glyph added.
func oneGlyphOff(read, word string) bool {
	switch len(read) - len(word) {
	case 0:
		diff := -1
		for i := 0; i < len(read); i++ {
			if read[i] != word[i] {
				if diff >= 0 {
					return false
				}
				diff = i
			}
		}
		return diff >= 0 && lookAlike[[2]byte{read[diff], word[diff]}]
	case 1:
		// Not a last letter ("FEES", "CARDS" are words) nor a doubled
		// one ("WEBB" is a name).
		for i := 0; i < len(read); i++ {
			doubled := i > 0 && read[i-1] == read[i] || i+1 < len(read) && read[i+1] == read[i]
			if read[:i]+read[i+1:] == word && !doubled && (i < len(read)-1 || read[i] < 'A' || read[i] > 'Z') {
				return true
			}
		}
	}
	return false
}
