// Package rollup turns the statements of one client into one picture of
// the business: its accounts and their composite history, the
// transactions that count, revenue and its monthly trend, balances, NSF
// and negative days, MCA and loan positions with stacking and the share
// of revenue that services debt, a fraud score driven by the worst
// statement, and the checks that only several statements together allow
// (balance continuity, gaps, duplicates and overlaps, transfers between
// the client's own accounts).
//
// It is pure computation over the stored result of each document
// (internal/domain/result): the aggregator stores its output as the client
// profile and the API builds the open-banking envelope from it
// (internal/domain/openbanking). docs/clients.md describes every rule.
package rollup

import (
	"time"

	"github.com/docanalysis/service/internal/domain/result"
)

// Status is the pipeline state of a document (the analysis status).
type Status string

// The analysis states the rollup distinguishes.
const (
	StatusPending    Status = "pending"
	StatusProcessing Status = "processing"
	StatusParsed     Status = "parsed"
	StatusCompleted  Status = "completed"
	StatusFailed     Status = "failed"
)

// Document is one document of a client as the rollup sees it.
type Document struct {
	ID       string
	Filename string
	// Position is the submission order; it breaks ties deterministically.
	Position int
	Status   Status
	// FailureCode is the analysis error code of a failed document.
	FailureCode string
	// NoOrg marks a completed document that cannot be attributed to the
	// client's organization; it is permanently excluded.
	NoOrg bool
	// Result is the stored AnalysisResult, present once the document is
	// parsed.
	Result *result.Statement
	// Kind is the document kind: empty or bank_statement for a
	// statement; tax_return and application_form are forms attached to
	// the client, which never feed the statement rollup and are compared
	// with it (the form checks).
	Kind string
	// Rows are a completed form's extracted rows.
	Rows []FormRow
}

const day = "2006-01-02"

func parseDate(p *string) (time.Time, bool) {
	if p == nil {
		return time.Time{}, false
	}
	t, err := time.Parse(day, *p)
	return t, err == nil
}

func str(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

// cents converts a money amount to integer cents, the unit every sum is
// computed in, so totals never drift.
func cents(v float64) int64 {
	if v < 0 {
		return -int64(-v*100 + 0.5)
	}
	return int64(v*100 + 0.5)
}

// money converts cents back to an amount with two decimals.
func money(c int64) float64 { return float64(c) / 100 }
