package statement

import "strings"

// initialismBanks are the institution names US banks abbreviate in their
// web addresses: dozens of unrelated community banks are each "First
// National Bank" (of Omaha, Minnesota, Texas, …) and print the name only
// in a logo image, with fnbo.com, fnbmn.com, fnbt.com beside it. The
// initials and what follows them (a place code) are no name of their own.
var initialismBanks = []struct{ prefix, name string }{
	{"fnb", "First National Bank"},
}

// bankFromInitials names the institution a domain brand abbreviates
// ("fnbmn", "fnbo" → "First National Bank"), or "". The brand must be
// the initials and a short place code, nothing a reader could take for a
// word of its own ("fnb-online" keeps its brand).
func bankFromInitials(brand string) string {
	for _, ib := range initialismBanks {
		rest, ok := strings.CutPrefix(brand, ib.prefix)
		if !ok || len(rest) > 3 || strings.Trim(rest, "abcdefghijklmnopqrstuvwxyz") != "" {
			continue
		}
		return ib.name
	}
	return ""
}
