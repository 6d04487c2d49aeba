package main

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func TestMoney(t *testing.T) {
	tests := []struct {
		c    int64
		want string
	}{
		{0, "0.00"}, {5, "0.05"}, {123456, "1,234.56"}, {-8420, "84.20"}, {100000000, "1,000,000.00"},
	}
	for _, tt := range tests {
		if got := money(tt.c); got != tt.want {
			t.Errorf("money(%d) = %q, want %q", tt.c, got, tt.want)
		}
	}
	if got := trailing(-9500); got != "95.00-" {
		t.Errorf("trailing = %q", got)
	}
	if got := paren(-51275); got != "(512.75)" {
		t.Errorf("paren = %q", got)
	}
}

func TestWrapJoinsBack(t *testing.T) {
	s := "ORIG CO NAME:SQUARE INC ORIG ID:9424300002 DESC DATE:260601 CO ENTRY DESCR:SQ260601 SEC:CCD TRACE#:219697177535898"
	lines := wrapN(s, 30)
	if len(lines) < 3 {
		t.Fatalf("want several lines, got %d", len(lines))
	}
	if joinDesc(lines) != s {
		t.Errorf("joined %q", joinDesc(lines))
	}
}

func TestShiftMonth(t *testing.T) {
	tests := []struct{ in, want string }{
		{"03/14", "04/14"},
		{"3/31", "4/31"},
		{"12/15/25", "01/15/26"},
		{"For the period 12/13/2025 to 01/12/2026", "For the period 01/13/2026 to 02/12/2026"},
		{"March 1, 2026 through March 31, 2026", "April 1, 2026 through April 31, 2026"},
		{"December 6, 2025 through January 5, 2026", "January 6, 2026 through February 5, 2026"},
		{"Feb 3", "Mar 3"},
		{"DEC 03 2025-JAN 02 2026", "JAN 03 2026-FEB 02 2026"},
		{"from 1 Feb 2026 to 28 Feb 2026", "from 1 Mar 2026 to 28 Mar 2026"},
		{"1,234.56", "1,234.56"},
		{"1-800-555-0143", "1-800-555-0143"},
	}
	for _, tt := range tests {
		if got := shiftMonth(tt.in); got != tt.want {
			t.Errorf("shiftMonth(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestBumpAmountKeepsWidth(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, s := range []string{"1,386.70", "512.75", "23,004.10"} {
		got, ok := bumpAmount(s, r)
		if !ok || len(got) != len(s) || got <= s || strings.Count(got, ",") != strings.Count(s, ",") {
			t.Errorf("bumpAmount(%q) = %q, %v", s, got, ok)
		}
	}
}

func TestScanShowsLocatesTJPieces(t *testing.T) {
	content := []byte("BT /R9 8.5 Tf 1 0 0 1 36 600 Tm [(Deposits/Credits)-19275.6(60,630.34)]TJ ET BT 1 0 0 1 40 500 Tm (03/18) Tj ET")
	shows := scanShows(content)
	w := textWidth("Deposits/Credits", "Helvetica", 8.5) + 19275.6/1000*8.5
	e := textEdit{Page: 1, X: 36 + w, Y: 600, Font: "Helvetica", Size: 8.5, Old: "60,630.34", New: "90,630.34"}
	hit, ok := locate(shows, e)
	if !ok || string(content[hit.start:hit.end]) != "(60,630.34)" {
		t.Fatalf("TJ piece not located: %+v %v", hit, ok)
	}
	hit, ok = locate(shows, textEdit{X: 40, Y: 500, Font: "Helvetica", Size: 8, Old: "03/18"})
	if !ok || string(content[hit.start:hit.end]) != "(03/18)" {
		t.Fatalf("Tj run not located")
	}
}

func TestParseInfo(t *testing.T) {
	d := parseInfo("<< /Author (anonymous) /CreationDate (D:20260404061200+00'00') /Creator (\\(unspecified\\)) /Keywords () /Producer (ReportLab PDF Library - www.reportlab.com) /Trapped /False >>")
	if d["Trapped"] != "/False" || d["Creator"] != `(\(unspecified\))` || d["Keywords"] != "()" || len(d) != 6 {
		t.Errorf("parseInfo = %#v", d)
	}
}
