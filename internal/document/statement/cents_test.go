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

// TestPreviousAndCurrentBalance: a mainframe summary pairs "Previous
// Balance" with "Current Balance"; the second closes the period only
// under the first.
func TestPreviousAndCurrentBalance(t *testing.T) {
	paired := headerOf(nil, mkPage(1, append([]tl{
		L(40, C(40, "Previous Balance"), R(200, ".00"), C(260, "Days in the statement period 28")),
		L(52, C(40, "122 Deposits/Credits"), R(200, "96,613.40")),
		L(64, C(40, "31 Checks/Debits"), R(200, "96,613.40")),
		L(76, C(40, "Current Balance"), R(200, "1,234.56")),
	}, ledger(200)...)...))
	if paired.Closing == nil || *paired.Closing != 123456 {
		t.Errorf("closing %v, want 1,234.56", paired.Closing)
	}
	alone := headerOf(nil, mkPage(1, append([]tl{
		L(40, C(40, "Current Balance"), R(200, "1,234.56")),
	}, ledger(200)...)...))
	if alone.Closing != nil {
		t.Errorf("a current balance with no previous balance was read as the closing: %d", *alone.Closing)
	}
}
