package main

import (
	"testing"
	"time"
)

func TestBusinessDays(t *testing.T) {
	tests := []struct {
		c    Country
		d    time.Time
		want bool
	}{
		{US, date(2026, 1, 1), false},
		{US, date(2026, 1, 19), false}, // MLK
		{US, date(2026, 7, 3), true},   // July 4 is a Saturday: the Fed is open Friday
		{US, date(2026, 11, 26), false},
		{US, date(2025, 12, 25), false},
		{US, date(2026, 12, 25), false},
		{US, date(2026, 2, 16), false},
		{US, date(2026, 2, 17), true},
		{UK, date(2026, 4, 6), false}, // Easter Monday
		{UK, date(2026, 12, 28), false},
		{CA, date(2026, 7, 1), false},
		{CA, date(2026, 5, 18), false}, // Victoria Day
	}
	for _, tt := range tests {
		if got := isBusinessDay(tt.c, tt.d); got != tt.want {
			t.Errorf("isBusinessDay(%v, %s) = %v, want %v", tt.c, tt.d.Format("2006-01-02"), got, tt.want)
		}
	}
}
