package statement

import (
	"regexp"
	"strings"
)

// mailboxRe is an e-mail address: its local part and its domain's brand.
var mailboxRe = regexp.MustCompile(`(?i)\b([a-z][a-z0-9._-]{2,40})@([a-z0-9][a-z0-9-]{1,40})\.[a-z]{2,6}\b`)

// bankNameWords are words community banks' names are made of. A
// mailbox's run-together brand is split on them only when they cover
// it whole ("firstcitizens" → "First Citizens"); any other brand is
// kept as one word.
var bankNameWords = []string{
	"first", "citizens", "national", "community", "farmers", "merchants", "peoples", "people", "state",
	"united", "american", "security", "home", "federal", "savings", "central", "city", "county", "valley",
	"capital", "heritage", "pioneer", "commerce", "southern", "northern", "western", "eastern", "mutual",
	"liberty", "frontier", "summit", "river", "great", "commercial", "guaranty", "trust",
}

// bankFromMailbox names the bank from an e-mail address whose local part
// is the bank's name and whose domain is no one's (a template's
// placeholder "bickslowbank@domain.com", a mail provider's): the local
// part ends in "bank" after a brand of three letters or more, reported
// as "<Brand> Bank" (field us_templatelab_bits, us_templatelab_soa,
// whose logos are images). Only page one and the running furniture are
// read, as for a web address.
func bankFromMailbox(furniture []line) string {
	for _, l := range furniture {
		if l.Page > 1 && !l.Furniture {
			continue
		}
		for _, m := range mailboxRe.FindAllStringSubmatch(l.text(), -1) {
			if !notBrandDomains[strings.ToLower(m[2])] {
				continue
			}
			local := lettersOnly(m[1])
			stem, ok := strings.CutSuffix(local, "bank")
			if !ok || len(stem) < 3 {
				continue
			}
			return splitBrand(stem) + " Bank"
		}
	}
	return ""
}

// splitBrand capitalises a run-together brand, split into bankNameWords
// when they cover it whole.
func splitBrand(s string) string {
	var parts []string
	var walk func(rest string) bool
	walk = func(rest string) bool {
		if rest == "" {
			return true
		}
		for _, w := range bankNameWords {
			if strings.HasPrefix(rest, w) {
				parts = append(parts, titleWord(w))
				if walk(rest[len(w):]) {
					return true
				}
				parts = parts[:len(parts)-1]
			}
		}
		return false
	}
	if walk(s) && len(parts) > 1 {
		return strings.Join(parts, " ")
	}
	return titleWord(s)
}
