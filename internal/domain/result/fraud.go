package result

import "sort"

// Finding is one fraud signal: the interface's FraudFinding plus weight,
// the points it adds to the score, so every point of a score can be
// traced to a finding.
type Finding struct {
	Code     string         `json:"code"`
	Severity string         `json:"severity"`
	Message  string         `json:"message"`
	Page     *int           `json:"page"`
	Evidence map[string]any `json:"evidence"`
	Provider string         `json:"provider"`
	Weight   int            `json:"weight"`
}

// Severities of a finding, derived from its weight (SeverityOf).
const (
	SeverityLow    = "low"
	SeverityMedium = "medium"
	SeverityHigh   = "high"
)

// Risk levels of a score (RiskOf): the allowed values of
// fraud_risk_level, for a document and for a client profile alike.
const (
	RiskLow      = "low"
	RiskMedium   = "medium"
	RiskHigh     = "high"
	RiskCritical = "critical"
)

// Risk bands: a score at or above each is that level.
const (
	MediumFrom   = 25
	HighFrom     = 50
	CriticalFrom = 75
)

// RiskOf maps a score to a risk level.
func RiskOf(score int) string {
	switch {
	case score >= CriticalFrom:
		return RiskCritical
	case score >= HighFrom:
		return RiskHigh
	case score >= MediumFrom:
		return RiskMedium
	}
	return RiskLow
}

// SeverityOf maps a finding's weight to its severity.
func SeverityOf(weight int) string {
	switch {
	case weight >= 40:
		return SeverityHigh
	case weight >= 20:
		return SeverityMedium
	}
	return SeverityLow
}

// SubstantiveWeight is the weight from which a finding alone is evidence
// of an edit; lighter findings are circumstantial.
const SubstantiveWeight = 20

// Score is the sum of the findings' weights, capped at 100. Findings of
// every provider (the metadata score, the visual pass) count alike.
// Circumstantial findings alone (none weighs SubstantiveWeight) never
// lift a score above low, however many there are: a print driver, a
// weekend posting and a stripped producer together are not an edit.
func Score(findings []Finding) int {
	s, substantive := 0, false
	for _, f := range findings {
		s += f.Weight
		substantive = substantive || f.Weight >= SubstantiveWeight
	}
	if !substantive {
		s = min(s, MediumFrom-1)
	}
	return min(s, 100)
}

// SetFindings replaces the findings of the providers replace accepts
// with add, keeps the others, and recomputes fraud_score and
// fraud_risk_level from all of them. The fraud stage calls it once for
// the metadata score and again for the visual pass, so that a pass that
// runs twice (a redelivered message) replaces its own findings instead
// of adding them again. Findings of provider first come first, then the
// others, each in the order given.
func (s *Statement) SetFindings(add []Finding, replace func(provider string) bool, first string) {
	var all []Finding
	all = append(all, add...)
	for _, f := range s.FraudFindings {
		if !replace(f.Provider) {
			all = append(all, f)
		}
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].Provider == first && all[j].Provider != first })
	if all == nil {
		all = []Finding{}
	}
	score := Score(all)
	risk := RiskOf(score)
	s.FraudFindings, s.FraudScore, s.FraudRiskLevel = all, &score, &risk
}
