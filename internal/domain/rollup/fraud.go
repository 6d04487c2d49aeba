package rollup

import (
	"encoding/json"

	"github.com/docanalysis/service/internal/domain/result"
)

// FraudRule names how the client's fraud score is made (docs/clients.md):
// the score of the worst statement, plus the weights of the findings that
// only several statements together show, capped at 100.
const FraudRule = "worst_statement_plus_cross_statement"

// fraud computes the client's fraud score. Every scored statement counts,
// also those excluded from revenue for missing pages: an altered
// statement says something about the client whether or not it is
// complete. The findings listed are the worst statement's (each with its
// document_id, without the per-document evidence, which its analysis
// keeps) and the cross-statement ones.
func (c *computer) fraud(cross []crossFinding) {
	p := &c.res.Profile
	p.FraudRule = FraudRule
	p.FraudDocuments = []FraudDocument{}
	p.FraudFindings = []json.RawMessage{}
	worst := -1
	for _, d := range c.docs {
		if d.Result == nil || d.NoOrg || d.Result.FraudScore == nil || (d.Status != StatusParsed && d.Status != StatusCompleted) {
			continue
		}
		s := *d.Result.FraudScore
		risk := result.RiskOf(s)
		if d.Result.FraudRiskLevel != nil {
			risk = *d.Result.FraudRiskLevel
		}
		p.FraudDocuments = append(p.FraudDocuments, FraudDocument{DocumentID: d.ID, Score: s, RiskLevel: &risk})
		worst = max(worst, s)
	}
	for i := range p.FraudDocuments {
		fd := &p.FraudDocuments[i]
		if fd.Score != worst {
			continue
		}
		fd.Worst = true
		for _, d := range c.docs {
			if d.ID != fd.DocumentID {
				continue
			}
			for _, finding := range d.Result.FraudFindings {
				// As an object, so the profile lists every field the
				// document's finding has but its evidence, plus the
				// document it comes from.
				var f map[string]any
				if raw, err := json.Marshal(finding); err != nil || json.Unmarshal(raw, &f) != nil || f == nil {
					continue
				}
				delete(f, "evidence")
				f["document_id"] = d.ID
				if b, err := json.Marshal(f); err == nil {
					p.FraudFindings = append(p.FraudFindings, b)
				}
			}
		}
	}
	if worst < 0 && len(cross) == 0 {
		return
	}
	score := max(worst, 0)
	for _, f := range cross {
		score += f.Weight
		if b, err := json.Marshal(f); err == nil {
			p.FraudFindings = append(p.FraudFindings, b)
		}
	}
	score = min(score, 100)
	risk := result.RiskOf(score)
	p.FraudScore, p.FraudRiskLevel = &score, &risk
}
