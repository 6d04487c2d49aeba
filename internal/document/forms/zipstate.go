package forms

import (
	"fmt"
	"strconv"
)

// zipSections are the ranges of ZIP codes' first three digits (USPS
// sectional centres) that belong to one state or territory. A few
// prefixes are unassigned; they name no state.
var zipSections = []struct {
	lo, hi int
	state  string
}{
	{5, 5, "NY"}, {6, 7, "PR"}, {8, 8, "VI"}, {9, 9, "PR"},
	{10, 27, "MA"}, {28, 29, "RI"}, {30, 38, "NH"}, {39, 49, "ME"},
	{50, 54, "VT"}, {55, 55, "MA"}, {56, 59, "VT"}, {60, 69, "CT"},
	{70, 89, "NJ"}, {100, 149, "NY"}, {150, 196, "PA"}, {197, 199, "DE"},
	{200, 200, "DC"}, {201, 201, "VA"}, {202, 205, "DC"}, {206, 219, "MD"},
	{220, 246, "VA"}, {247, 268, "WV"}, {270, 289, "NC"}, {290, 299, "SC"},
	{300, 319, "GA"}, {320, 339, "FL"}, {341, 349, "FL"}, {350, 369, "AL"},
	{370, 385, "TN"}, {386, 397, "MS"}, {398, 399, "GA"}, {400, 427, "KY"},
	{430, 459, "OH"}, {460, 479, "IN"}, {480, 499, "MI"}, {500, 528, "IA"},
	{530, 549, "WI"}, {550, 567, "MN"}, {569, 569, "DC"}, {570, 577, "SD"},
	{580, 588, "ND"}, {590, 599, "MT"}, {600, 629, "IL"}, {630, 658, "MO"},
	{660, 679, "KS"}, {680, 693, "NE"}, {700, 714, "LA"}, {716, 729, "AR"},
	{730, 732, "OK"}, {733, 733, "TX"}, {734, 749, "OK"}, {750, 799, "TX"},
	{800, 816, "CO"}, {820, 831, "WY"}, {832, 838, "ID"}, {840, 847, "UT"},
	{850, 865, "AZ"}, {870, 884, "NM"}, {885, 885, "TX"}, {889, 898, "NV"},
	{900, 961, "CA"}, {967, 968, "HI"}, {969, 969, "GU"}, {970, 979, "OR"},
	{980, 994, "WA"}, {995, 999, "AK"},
}

// stateOfZip is the state a ZIP code's first three digits belong to, or
// "" when the prefix is unassigned or zip is no ZIP.
func stateOfZip(zip string) string {
	if len(zip) < 5 {
		return ""
	}
	n, err := strconv.Atoi(zip[:3])
	if err != nil {
		return ""
	}
	for _, s := range zipSections {
		if n >= s.lo && n <= s.hi {
			return s.state
		}
	}
	return ""
}

// letterLookAlikes are capitals a scan's reading confuses at a form's
// print size ("CA" for GA, "WV" for NV, "TX" read "IX").
var letterLookAlikes = map[[2]byte]bool{
	{'C', 'G'}: true, {'N', 'W'}: true, {'I', 'T'}: true, {'I', 'L'}: true,
	{'O', 'D'}: true, {'M', 'N'}: true, {'V', 'Y'}: true, {'H', 'N'}: true,
	{'A', 'R'}: true, {'I', 'J'}: true, {'E', 'F'}: true, {'P', 'R'}: true,
}

// lookAlike reports two state codes that differ in one letter, a pair the
// engine confuses.
func lookAlike(a, b string) bool {
	if len(a) != 2 || len(b) != 2 {
		return false
	}
	diff := 0
	ok := true
	for i := 0; i < 2; i++ {
		if a[i] != b[i] {
			diff++
			ok = letterLookAlikes[[2]byte{a[i], b[i]}] || letterLookAlikes[[2]byte{b[i], a[i]}]
		}
	}
	return diff == 1 && ok
}

// stateByZip checks the states read from a scan against the ZIP code read
// for the same party (the business or one owner). Nothing checks a
// state's two letters, but the ZIP's first three digits name a state: a
// state read as a code that does not exist ("WR"), or as a code one
// look-alike letter from the ZIP's ("CA" beside a Georgia ZIP, "WV"
// beside a Nevada one), is the ZIP's state, recorded as a correction and
// read at 0.6. A state and a ZIP that disagree otherwise are left as read
// (either may be the misread one), and a code that exists in neither way
// is dropped, not guessed.
func stateByZip(rows []Row, fixes *[]Correction) []Row {
	zips := map[int]string{}
	for _, r := range rows {
		if r.Name == "zip" || r.Name == "owner_zip" {
			if z, ok := r.Value.(string); ok {
				zips[r.Owner] = z
			}
		}
	}
	out := rows[:0]
	for _, r := range rows {
		if (r.Name == "state" || r.Name == "owner_state") && r.Source == SourceOCR {
			read, _ := r.Value.(string)
			want := stateOfZip(zips[r.Owner])
			switch {
			case !stateCodes[read] && want == "":
				continue // no state, and nothing to read it by
			case !stateCodes[read] || want != "" && want != read && lookAlike(read, want):
				*fixes = append(*fixes, Correction{Page: r.Page, From: read, To: want, Why: fmt.Sprintf("%s by its ZIP %s", WhyStateZip, zips[r.Owner])})
				r.Value, r.Confidence = want, 0.6
			}
		}
		out = append(out, r)
	}
	return out
}
