package statement

import "strings"

// logoBankDomain completes a logo's brand with the bank word its web
// address adds: a scan's logo read as "WILSON" (its "Bank & Trust" set
// small beneath, lost to OCR) and "wilsonbank.com" in the footer name
// "WILSON Bank". The address must be the brand and "bank" and nothing
// else, on page one or the running furniture.
func logoBankDomain(brand string, furniture []line) string {
	want := strings.ToLower(strings.Join(strings.Fields(brand), "")) + "bank"
	for _, l := range furniture {
		if l.Page > 1 && !l.Furniture {
			continue
		}
		for _, m := range domainRe.FindAllStringSubmatch(l.text(), -1) {
			if strings.TrimPrefix(strings.ToLower(m[1]), "www.") == want {
				return brand + " Bank"
			}
		}
	}
	return ""
}
