package result

import "testing"

// TestScore: the sum of the weights, capped at 100; circumstantial
// findings alone stay low, and SetFindings (the stored score, after the
// visual pass adds its findings) keeps the same rule.
func TestScore(t *testing.T) {
	f := func(w int, provider string) Finding { return Finding{Code: "x", Weight: w, Provider: provider} }
	tests := []struct {
		name string
		fs   []Finding
		want int
	}{
		{"none", nil, 0},
		{"one substantive", []Finding{f(45, "metadata")}, 45},
		{"capped at 100", []Finding{f(45, "metadata"), f(45, "metadata"), f(30, "visual")}, 100},
		{"circumstantial alone stays low", []Finding{f(15, "metadata"), f(10, "metadata"), f(10, "metadata")}, MediumFrom - 1},
		{"circumstantial under the cap", []Finding{f(10, "metadata"), f(10, "metadata")}, 20},
		{"circumstantial with one substantive", []Finding{f(15, "metadata"), f(10, "metadata"), f(20, "visual")}, 45},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Score(tt.fs); got != tt.want {
				t.Errorf("Score = %d, want %d", got, tt.want)
			}
			var s Statement
			s.SetFindings(tt.fs, func(string) bool { return true }, "metadata")
			if *s.FraudScore != tt.want || *s.FraudRiskLevel != RiskOf(tt.want) {
				t.Errorf("SetFindings: score %d risk %s, want %d", *s.FraudScore, *s.FraudRiskLevel, tt.want)
			}
		})
	}
}
