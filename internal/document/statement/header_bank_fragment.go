package statement

import (
	"strings"
)

// docBrands are the brands of the web and e-mail addresses printed
// anywhere in the document outside its rows (www.palmettostatebank.com →
// "palmettostatebank"), without producers', regulators' and mail
// providers' sites. They only corroborate a name read elsewhere
// (completeFragment, bankFromAbbrevDomain): alone, a later page's
// address may be a payee's.
func docBrands(pages [][]line) []string {
	var out []string
	seen := map[string]bool{}
	for _, ls := range pages {
		for _, l := range ls {
			if isRowLine(l) {
				continue
			}
			for _, m := range domainRe.FindAllStringSubmatch(l.text(), -1) {
				b := strings.ToLower(m[1])
				if notBrandDomains[b] || strings.HasPrefix(b, "www") || seen[b] {
					continue
				}
				seen[b] = true
				out = append(out, b)
			}
		}
	}
	return out
}

// completeFragment gives a bank's name read as a fragment of its full
// name way to the full name the document prints elsewhere: a scan's
// logo read as "STATE BANK" (its "Palmetto" lost to OCR on page one,
// kept on the later pages) or "MetroBANK." (the "First" set apart), when
// the bank's web address agrees (www.palmettostatebank.com,
// firstmetro.com). The full name is
//
//   - an institution name printed on any page outside the rows whose
//     letters end with the fragment's and start with the address's brand
//     ("First Metro Bank" of a check image's caption); or
//   - the address's brand, when it is a printed word followed by the
//     fragment's letters: that word and the fragment ("palmetto" +
//     "statebank" → "PALMETTO STATE BANK").
//
// A name the web address does not extend is kept as read.
func completeFragment(name string, pages [][]line) string {
	nl := lettersOnly(name)
	if len(nl) < 4 {
		return name
	}
	brands := docBrands(pages)
	if len(brands) == 0 {
		return name
	}
	// A brand without the kind of institution ("firstmetro") ends where
	// the fragment's bank word begins.
	extends := func(b string) (string, bool) {
		for _, full := range []string{b, b + "bank"} {
			if pre, ok := strings.CutSuffix(full, nl); ok && len(pre) >= 3 {
				return pre, true
			}
		}
		return "", false
	}
	best, bestN := "", 0
	counts := map[string]int{}
	for _, ls := range pages {
		for _, l := range ls {
			if isRowLine(l) {
				continue
			}
			for _, s := range segments(l) {
				for _, p := range bankPhrases(joinWords(s)) {
					lp := lettersOnly(p)
					pre, ok := strings.CutSuffix(lp, nl)
					if !ok || len(pre) < 3 || !wordsPrefix(p, pre) {
						continue
					}
					for _, b := range brands {
						if strings.HasPrefix(lp, b) || strings.HasPrefix(b, lp) {
							counts[p]++
							if counts[p] > bestN {
								best, bestN = p, counts[p]
							}
							break
						}
					}
				}
			}
		}
	}
	if best != "" {
		return best
	}
	for _, b := range brands {
		pre, ok := extends(b)
		if !ok {
			continue
		}
		for _, ls := range pages {
			for _, l := range ls {
				if isRowLine(l) {
					continue
				}
				for _, w := range l.Words {
					if t := trimPunct(w.Text); lettersOnly(t) == pre && capitalised(t) {
						return t + " " + strings.TrimSpace(name)
					}
				}
			}
		}
	}
	return name
}

// wordsPrefix reports whether letters pre are exactly the letters of
// the first words of phrase p: the full name adds whole words before the
// fragment.
func wordsPrefix(p, pre string) bool {
	acc := ""
	for _, w := range strings.Fields(p) {
		acc += lettersOnly(w)
		if acc == pre {
			return true
		}
		if len(acc) >= len(pre) {
			return false
		}
	}
	return false
}

// abbreviates reports whether brand abbreviates word the way banks
// shorten their names in web addresses ("gnty" of "Guaranty"): at least
// four letters, the word's first and last letters, the rest in order.
func abbreviates(brand, word string) bool {
	word = lettersOnly(word)
	if len(brand) < 4 || len(word) <= len(brand) || brand[0] != word[0] || brand[len(brand)-1] != word[len(word)-1] {
		return false
	}
	i := 0
	for j := 0; j < len(word) && i < len(brand); j++ {
		if word[j] == brand[i] {
			i++
		}
	}
	return i == len(brand)
}
