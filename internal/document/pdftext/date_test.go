package pdftext

import (
	"testing"
	"time"
)

func TestParseDate(t *testing.T) {
	tests := []struct {
		in   string
		want time.Time
		ok   bool
	}{
		{"D:20240131093000-05'00'", time.Date(2024, 1, 31, 0, 0, 0, 0, time.UTC), true},
		{"D:20090206", time.Date(2009, 2, 6, 0, 0, 0, 0, time.UTC), true},
		{"2024", time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC), true},
		{"D:202402", time.Date(2024, 2, 1, 0, 0, 0, 0, time.UTC), true},
		{"", time.Time{}, false},
		{"D:20240231", time.Time{}, false},
		{"Tuesday", time.Time{}, false},
		{"D:0000", time.Time{}, false},
	}
	for _, tc := range tests {
		got, ok := ParseDate(tc.in)
		if ok != tc.ok || !got.Equal(tc.want) {
			t.Errorf("ParseDate(%q) = %v, %v; want %v, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}
