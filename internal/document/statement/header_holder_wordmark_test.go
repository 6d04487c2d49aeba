package statement

import "testing"

// TestInstitutionWordsOnly: the last line of a bank's wordmark, wrapped
// over its return address, is never the holder's name, letter-spaced or
// not; a business that has "Trust" or "Bank" in its name still is.
func TestInstitutionWordsOnly(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"BANK", true},
		{"B A N K", true},
		{"Credit Union", true},
		{"BANK & TRUST", true},
		{"NORTHSIDE DENTAL GROUP PC", false},
		{"FIRST TRUST LANDSCAPING LLC", false},
		{"A B", false},
		{"", false},
	}
	for _, tt := range tests {
		if got := institutionWordsOnly(tt.in); got != tt.want {
			t.Errorf("institutionWordsOnly(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}
