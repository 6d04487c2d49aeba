package ocr

import "testing"

func TestLexiconWord(t *testing.T) {
	tests := []struct {
		in   string
		conf float64
		want string
	}{
		{"AGH", 60, "ACH"},           // C read as G
		{"REFTUND", 70, "REFUND"},    // a stray glyph
		{"DEPOSlT", 70, ""},          // lower case: not a word of capitals
		{"PURGHASE", 50, "PURCHASE"}, // C read as G
		{"AGH", 95, ""},              // read sure: left as read
		{"ACH", 40, ""},              // already a term
		{"FEES", 40, ""},             // a plural, not a stray S
		{"CARDS", 40, ""},            // likewise
		{"WEBB", 40, ""},             // a name
		{"ACE", 40, ""},              // E and H do not look alike
		{"OM", 40, ""},               // two letters: too short
		{"D3POSIT", 40, ""},          // 3 and E are no look-alike pair
		{"CREDlT", 40, ""},
		{"TRANSFERR", 40, ""}, // the last letter doubled: left
		{"DEPOSlT", 40, ""},
		{"CHECKI", 40, ""}, // a last letter too many: left
		{"PAYM1ENT", 40, "PAYMENT"},
	}
	for _, tt := range tests {
		got, ok := lexiconWord(tt.in, tt.conf)
		if ok != (tt.want != "") || got != tt.want {
			t.Errorf("lexiconWord(%q, %v) = %q, %v; want %q", tt.in, tt.conf, got, ok, tt.want)
		}
	}
}
