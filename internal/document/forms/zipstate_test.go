package forms

import "testing"

// TestStateByZip: a state a scan read as a look-alike or a code that does
// not exist is read by its party's ZIP, recorded; other disagreements,
// and a text layer's states, are left as read.
func TestStateByZip(t *testing.T) {
	for _, c := range []struct {
		name        string
		state, zip  string
		owner       int
		src         string
		want        string // "" : no state row
		corrections int
	}{
		{"C for G", "CA", "31401", 1, SourceOCR, "GA", 1},
		{"W for N", "WV", "89501", 0, SourceOCR, "NV", 1},
		{"no such code", "WR", "53703", 2, SourceOCR, "WI", 1},
		{"no such code, no ZIP", "WR", "", 2, SourceOCR, "", 0},
		{"agrees", "TX", "78701", 1, SourceOCR, "TX", 0},
		{"disagrees, no look-alike", "TX", "31401", 1, SourceOCR, "TX", 0},
		{"the ZIP's state is of another owner", "CA", "", 1, SourceOCR, "CA", 0},
		{"a text layer is never changed", "CA", "31401", 0, SourceText, "CA", 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			sn, zn := "state", "zip"
			if c.owner > 0 {
				sn, zn = "owner_state", "owner_zip"
			}
			rows := []Row{{Name: sn, Value: c.state, Owner: c.owner, Source: c.src, Confidence: 0.75}}
			if c.zip != "" {
				rows = append(rows, Row{Name: zn, Value: c.zip, Owner: c.owner, Source: c.src})
			}
			// Another party's ZIP never checks this one's state.
			rows = append(rows, Row{Name: "owner_zip", Value: "31401", Owner: c.owner + 3, Source: c.src})
			var fixes []Correction
			got := ""
			for _, r := range stateByZip(rows, &fixes) {
				if r.Name == sn {
					got = r.Value.(string)
				}
			}
			if got != c.want || len(fixes) != c.corrections {
				t.Errorf("state %q with %d corrections, want %q with %d", got, len(fixes), c.want, c.corrections)
			}
		})
	}
}
