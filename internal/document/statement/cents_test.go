package statement

import "testing"

// TestBareCents: amounts printed without their whole part (".00",
// "$.26", "(.50)") are read, in rows and in the header alike.
func TestBareCents(t *testing.T) {
	tests := []struct {
		in    string
		cents int64
		ok    bool
	}{
		{".00", 0, true},
		{"$.26", 26, true},
		{"(.50)", -50, true},
		{".5", 0, false},
		{"..00", 0, false},
	}
	for _, tc := range tests {
		got, ok := headerAmount(tc.in)
		if ok != tc.ok || ok && got != tc.cents {
			t.Errorf("headerAmount(%q) = %d, %v; want %d, %v", tc.in, got, ok, tc.cents, tc.ok)
		}
		a, ok := parseAmount(tc.in)
		if ok != tc.ok || ok && abs64(a.Cents) != abs64(tc.cents) {
			t.Errorf("parseAmount(%q) = %+v, %v; want %d, %v", tc.in, a, ok, tc.cents, tc.ok)
		}
	}
}

func abs64(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}
