package client

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/rollup"
)

// state is a document with its analysis as it stands.
type state struct {
	doc   Document
	a     analysis.Analysis
	found bool
}

func (st state) terminal() bool {
	if st.doc.Summary != nil {
		return true
	}
	return st.found && st.a.Status.Terminal()
}

// lookup reads the analyses of the documents that need it (those without
// a summary when all is false), concurrently. A missing analysis is
// reported as not found, not as an error.
func (s *Service) lookup(ctx context.Context, docs []Document, all bool) ([]state, error) {
	out := make([]state, len(docs))
	errs := make([]error, len(docs))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 8)
	for i, d := range docs {
		out[i].doc = d
		if d.Summary != nil && !all {
			continue
		}
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			a, err := s.Analyses.Lookup(ctx, d.AnalysisID)
			switch {
			case errors.Is(err, analysis.ErrNotFound):
			case err != nil:
				errs[i] = fmt.Errorf("analysis %s: %w", d.AnalysisID, err)
			default:
				out[i].a, out[i].found = a, true
			}
		})
	}
	wg.Wait()
	return out, errors.Join(errs...)
}

// summarize returns what a terminal document shows in the profile: its
// status, and for a parsed statement the bank, period, fraud score, pages
// and detection; failure_reason is the analysis error code of a failed
// document (not_a_bank_statement:<type>, pdf_corrupt, …) or the
// detection's reason of a completed but unusable one (missing_pages).
func (s *Service) summarize(ctx context.Context, a analysis.Analysis) (Summary, error) {
	sum := Summary{Status: string(analysis.StatusCompleted), CompletedAt: a.CompletedAt}
	if a.Status == analysis.StatusFailed {
		code := "processing_failed"
		if a.Error != nil {
			code = a.Error.Code
		}
		sum.Status, sum.FailureReason = string(analysis.StatusFailed), &code
		return sum, nil
	}
	out, err := s.Analyses.Outcome(ctx, a)
	if err != nil {
		return Summary{}, err
	}
	if out == nil || out.Result == nil {
		return sum, nil
	}
	st := out.Result
	sum.BankName, sum.PeriodStart, sum.PeriodEnd, sum.FraudScore = st.BankName, st.PeriodStart, st.PeriodEnd, st.FraudScore
	sum.FailureReason, sum.DetectedBank, sum.AccountHolder = st.Detection.FailureReason, st.Detection.DetectedBank, st.AccountHolderName
	pages := st.Detection.PagesPresent
	sum.PagesPresent, sum.PagesExpected = &pages, st.Detection.PagesExpected
	return sum, nil
}

// rollupStatus maps an analysis state to the rollup's.
func rollupStatus(st state) rollup.Status {
	if !st.found {
		return rollup.StatusFailed
	}
	return rollup.Status(st.a.Status)
}

// rollupDocuments loads the stored results of the parsed and completed
// documents, concurrently, for internal/domain/rollup. A completed analysis of
// another organization than the client's is not attributable (no_org).
func (s *Service) rollupDocuments(ctx context.Context, c Client, states []state) ([]rollup.Document, error) {
	out := make([]rollup.Document, len(states))
	errs := make([]error, len(states))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 8)
	for i, st := range states {
		d := rollup.Document{ID: st.doc.AnalysisID, Filename: st.doc.Filename, Position: st.doc.Position, Status: rollupStatus(st), Kind: st.doc.Kind}
		if st.found {
			d.Kind = string(st.a.Kind)
		}
		switch {
		case !st.found:
			d.FailureCode = "analysis_not_found"
		case st.a.Status == analysis.StatusFailed:
			d.FailureCode = "processing_failed"
			if st.a.Error != nil {
				d.FailureCode = st.a.Error.Code
			}
		case st.a.OrgID != c.OrgID:
			d.NoOrg = true
		}
		out[i] = d
		if !st.found || (st.a.Status != analysis.StatusParsed && st.a.Status != analysis.StatusCompleted) {
			continue
		}
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			o, err := s.Analyses.Outcome(ctx, st.a)
			if err != nil {
				errs[i] = err
				return
			}
			if o != nil {
				out[i].Result = o.Result
				if rollup.IsForm(out[i].Kind) {
					out[i].Rows = rollup.DecodeFormRows(o.Data)
				}
			}
		})
	}
	wg.Wait()
	return out, errors.Join(errs...)
}
