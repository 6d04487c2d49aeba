package statement

import "testing"

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
