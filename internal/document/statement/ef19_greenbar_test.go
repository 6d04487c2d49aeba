package statement

import (
	"testing"
	"time"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// TestCompactDatesProof: six bare digits are dates only where the
// document proves it — three lines open with them and they fall in the
// period; references or serial numbers at the start of lines are not.
func TestCompactDatesProof(t *testing.T) {
	mk := func(first ...string) []line {
		var ls []line
		for _, f := range first {
			ls = append(ls, line{Words: []pdftext.Word{{Text: f}, {Text: "DEPOSIT"}}})
		}
		return ls
	}
	var f fields
	f.HavePeriod = true
	f.Start, f.End = mustDay("2026-09-01"), mustDay("2026-09-30")
	for _, tc := range []struct {
		name  string
		first []string
		want  bool
	}{
		{"dates in the period", []string{"090126", "090226", "091526", "093026"}, true},
		{"two lines only", []string{"090126", "090226"}, false},
		{"serial numbers", []string{"104455", "118872", "120931", "130022"}, false},
		{"numbers that read as dates of other years", []string{"010203", "040506", "070809"}, false},
	} {
		if got := compactDates(mk(tc.first...), f, false); got != tc.want {
			t.Errorf("%s: compactDates = %v, want %v", tc.name, got, tc.want)
		}
	}
	if d, ok := compactDate("010526", false); !ok || d.Year != 2026 || d.Month != 1 || d.Day != 5 {
		t.Errorf("compactDate(010526) = %+v %v", d, ok)
	}
}

func mustDay(s string) time.Time {
	t, err := time.Parse("2006-01-02", s)
	if err != nil {
		panic(err)
	}
	return t
}
