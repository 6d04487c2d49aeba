package statement

import "testing"

// ef18Pages builds the lines of synthetic pages for the header rules.
func ef18Pages(pages ...[]tl) [][]line {
	var out [][]line
	for i, p := range pages {
		out = append(out, buildLines(mkPage(i+1, p...)))
	}
	return out
}

// TestEF18FragmentGivesWay: a bank's name read as a fragment of the full
// name (a scan's logo whose first word OCR lost) gives way to the full
// name when the bank's web address agrees: the address's brand printed
// as a word, or a full institution name printed on a later page.
func TestEF18FragmentGivesWay(t *testing.T) {
	holder := []tl{
		L(160, C(150, "WARD FORESTRY PRODUCT LLC")),
		L(171, C(150, "295 ABLES DR")),
		L(182, C(150, "BARNWELL SC 29812")),
		L(300, C(40, "BALANCE LAST STATEMENT"), R(572, "3,244.90")),
	}
	for _, c := range []struct {
		name  string
		pages [][]tl
		want  string
	}{
		{"brand word on a later page", [][]tl{
			append([]tl{L(50, Big(100, "STATE BANK")), L(62, C(100, "www.examplestatebank.com"))}, holder...),
			{L(40, Big(100, "Example")), L(52, C(100, "STATE BANK")), L(62, C(100, "www.examplestatebank.com"))},
		}, "Example STATE BANK"},
		{"full name in a caption", [][]tl{
			append([]tl{L(50, Big(100, "MetroBANK.")), L(62, C(100, "256-386-0600"))}, holder...),
			{L(700, C(230, "Phone 256-386-0600"), C(320, "samplemetro.com"))},
			{L(190, C(90, "Bank:"), C(140, "Sample Metro Bank"), C(300, "Date/Time: 06/11/2025"))},
		}, "Sample Metro Bank"},
		{"address names another bank", [][]tl{
			append([]tl{L(50, Big(100, "STATE BANK")), L(62, C(100, "www.otherbank.com"))}, holder...),
			{L(40, Big(100, "Example"))},
		}, "STATE BANK"},
		{"no address", [][]tl{
			append([]tl{L(50, Big(100, "STATE BANK"))}, holder...),
			{L(40, C(100, "Example State Bank"))},
		}, "STATE BANK"},
	} {
		f := parseFields(ef18Pages(c.pages...), nil)
		if f.Bank != c.want {
			t.Errorf("%s: bank = %q, want %q", c.name, f.Bank, c.want)
		}
	}
}

// TestEF18AbbreviatedDomain: a web address that abbreviates the bank's
// name ("grny.com") is completed with the institution name printed in
// the statement's text whose first word it abbreviates.
func TestEF18AbbreviatedDomain(t *testing.T) {
	for _, c := range []struct {
		brand, word string
		want        bool
	}{
		{"gnty", "Guaranty", true},
		{"natl", "National", true},
		{"grny", "Granary", true},
		{"smpl", "Sample", false}, // the last letter differs
		{"gnty", "Gateway", false},
		{"abc", "Abacus", false}, // too short to stand for a word
		{"gntx", "Guaranty", false},
	} {
		if got := abbreviates(c.brand, c.word); got != c.want {
			t.Errorf("abbreviates(%q, %q) = %v, want %v", c.brand, c.word, got, c.want)
		}
	}
	pages := ef18Pages(
		[]tl{
			L(40, C(400, "Page 1 OF 4")),
			L(180, C(90, "PO Box 6429"), C(430, "or online at www.grny.com")),
		},
		[]tl{L(90, C(46, "Telephone us at (888) 555-0100 or write us at Granary Bank & Trust, 100 W Main, PO Box 1158, Springfield TX 75456 as"))},
	)
	if got, _, _ := bankFromDomain(furnitureLines(pages, nil), pages); got != "Granary Bank & Trust" {
		t.Errorf("bank = %q, want %q", got, "Granary Bank & Trust")
	}
}

// TestEF18Mailbox: an e-mail address whose local part ends in "bank"
// and whose domain is a placeholder or a mail provider names the bank
// when nothing else does; its brand is split into words only when
// common words of banks' names cover it whole.
func TestEF18Mailbox(t *testing.T) {
	block := []tl{
		L(60, C(80, "Your Account Statement")),
		L(120, C(80, "111-234-567-890"), C(350, "<Branch Name>")),
		L(131, C(80, "Bit Manufacturing Ltd"), C(350, "231 Valley Farms Street")),
		L(142, C(80, "2450 Courage St, STE 108"), C(350, "Santa Monica, CA")),
	}
	for _, c := range []struct{ mail, want string }{
		{"samplebank@domain.com", "Sample Bank"},
		{"firstcitizensbank@domain.com", "First Citizens Bank"},
		{"firstsamplebank@gmail.com", "Firstsample Bank"},
		{"info@samplebank.com", "Samplebank"}, // the domain's rule, not the mailbox's
		{"jsmith@gmail.com", ""},
		{"bank@domain.com", ""},
	} {
		ls := append(append([]tl{}, block...), L(153, C(80, "Brownsville, TX 78521"), C(350, c.mail)))
		f := parseFields(ef18Pages(ls), nil)
		if f.Bank != c.want {
			t.Errorf("%s: bank = %q, want %q", c.mail, f.Bank, c.want)
		}
	}
}
