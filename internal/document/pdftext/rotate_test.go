package pdftext

import "testing"

// TestShown turns boxes of a page's unrotated space into the page as
// shown: a landscape page printed by /Rotate 90 reads left to right.
func TestShown(t *testing.T) {
	// A 612x792 portrait page shown rotated 90° clockwise is 792 wide
	// and 612 high; user (x, y) shows at (y, x).
	x0, x1, y0, y1 := shown(1, 792, 612, 30, 40, 100, 108)
	if x0 != 100 || x1 != 108 || y0 != 30 || y1 != 40 {
		t.Errorf("90°: %v %v %v %v", x0, x1, y0, y1)
	}
	x0, x1, y0, y1 = shown(0, 612, 792, 30, 40, 100, 108)
	if x0 != 30 || x1 != 40 || y0 != 684 || y1 != 692 {
		t.Errorf("0°: %v %v %v %v", x0, x1, y0, y1)
	}
}
