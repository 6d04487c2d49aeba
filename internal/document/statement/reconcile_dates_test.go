package statement

import (
	"testing"
	"time"
)

// TestDatesRead: on pages read by OCR, an undated row in a layout that
// dates every row fails the check; a layout that dates a day's first row
// only, or a text layer, is not checked.
func TestDatesRead(t *testing.T) {
	rowsOf := func(carried ...int) []row {
		rs := make([]row, 20)
		for i := range rs {
			rs[i] = row{Page: 1 + i/10}
		}
		for _, i := range carried {
			rs[i].dateCarried = true
		}
		return rs
	}
	tests := []struct {
		name      string
		rows      []row
		ocr       map[int]bool
		ran, pass bool
	}{
		{"every row dated, OCR", rowsOf(), map[int]bool{1: true, 2: true}, true, true},
		{"a dropped date on an OCR page", rowsOf(13), map[int]bool{2: true}, true, false},
		{"an undated row on the text page of a mixed document", rowsOf(3), map[int]bool{2: true}, true, true},
		{"dated per day, not per row", rowsOf(1, 2, 4, 5, 7), map[int]bool{1: true}, false, false},
		{"text layer only", rowsOf(13), nil, false, false},
		{"a section's printed total on an OCR page", func() []row {
			rs := rowsOf(13)
			rs[13].totalWord = true
			return rs
		}(), map[int]bool{2: true}, true, true},
		{"too few rows to tell", rowsOf(1)[:5], map[int]bool{1: true}, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, ran := datesRead(tt.rows, tt.ocr)
			if ran != tt.ran || ran && c.Passed != tt.pass {
				t.Fatalf("ran %v passed %v (%+v), want ran %v passed %v", ran, c.Passed, c, tt.ran, tt.pass)
			}
		})
	}
}

// TestOCRDatesAstray: on a page read by OCR a row dated more than a week
// outside the period (as dates_in_period finds it) is a misread date; on a text layer, or within the
// week, it is what the statement prints.
func TestOCRDatesAstray(t *testing.T) {
	start, end := time.Date(2025, 11, 1, 0, 0, 0, 0, time.UTC), time.Date(2025, 11, 30, 0, 0, 0, 0, time.UTC)
	day := func(m time.Month, d, page int) txn {
		return txn{Date: time.Date(2025, m, d, 0, 0, 0, 0, time.UTC), Page: page}
	}
	jan := txn{Date: time.Date(2026, 1, 11, 0, 0, 0, 0, time.UTC), Page: 2}
	tests := []struct {
		name string
		txns []txn
		ocr  map[int]bool
		want int
	}{
		{"01/11 read for 11/11 on an OCR page", []txn{day(11, 10, 2), jan}, map[int]bool{2: true}, 1},
		{"the same row on a text layer", []txn{day(11, 10, 2), jan}, nil, 0},
		{"a card purchase dated two days before the period", []txn{day(10, 30, 2)}, map[int]bool{2: true}, 0},
		{"an impossible printed date is dates_valid's", []txn{{Date: jan.Date, Page: 2, Printed: "11/31"}}, map[int]bool{2: true}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checks := validate(tt.txns, nil, nil, start, end, true, settled{}, nil, nil)
			if got := ocrDatesAstray(checks, tt.txns, tt.ocr); len(got) != tt.want {
				t.Fatalf("rows %v, want %d", got, tt.want)
			}
		})
	}
}
