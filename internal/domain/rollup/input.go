// Package rollup turns the statements of one client into one picture of
// the business: its accounts and their composite history, the
// transactions that count, revenue and its monthly trend, balances, NSF
// and negative days, MCA and loan positions with stacking and the share
// of revenue that services debt, a fraud score driven by the worst
// statement, and the checks that only several statements together allow
// (balance continuity, gaps, duplicates and overlaps, transfers between
// the client's own accounts).
//
// It is pure computation over the stored AnalysisResult JSON of each
// document: the aggregator stores its output as the client profile and the
// API builds the open-banking envelope from it (internal/openbanking). The
// input types decode only what the rollup reads, instead of importing
// internal/statement, so that the API and the aggregator do not link the
// PDF engine. docs/clients.md describes every rule.
package rollup

import (
	"encoding/json"
	"fmt"
	"time"
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
	Result *Statement
}

// Statement is the part of an AnalysisResult the rollup reads.
type Statement struct {
	BankName           *string           `json:"bank_name"`
	AccountHolderName  *string           `json:"account_holder_name"`
	AccountNumberLast4 *string           `json:"account_number_last4"`
	PeriodStart        *string           `json:"period_start"`
	PeriodEnd          *string           `json:"period_end"`
	StartingBalance    *float64          `json:"starting_balance"`
	EndingBalance      *float64          `json:"ending_balance"`
	AverageBalance     *float64          `json:"average_balance"`
	FraudScore         *int              `json:"fraud_score"`
	FraudRiskLevel     *string           `json:"fraud_risk_level"`
	FraudFindings      []json.RawMessage `json:"fraud_findings"`
	MonthlySummary     []MonthSummary    `json:"monthly_summary"`
	DebtOutflows       []DebtOutflow     `json:"debt_outflows"`
	Transactions       []Row             `json:"transactions"`
	Checks             []Check           `json:"checks"`
	Detection          Detection         `json:"detection"`
}

// MonthSummary is one calendar month of a statement (monthly_summary).
type MonthSummary struct {
	Month               string  `json:"month"`
	Deposits            float64 `json:"deposits"`
	Withdrawals         float64 `json:"withdrawals"`
	Revenue             float64 `json:"revenue"`
	NumberOfDeposits    int     `json:"number_of_deposits"`
	NumberOfWithdrawals int     `json:"number_of_withdrawals"`
	EndingBalance       float64 `json:"ending_balance"`
	AverageBalance      float64 `json:"average_balance"`
	NumberOfNSF         int     `json:"number_of_nsf"`
	NegativeDays        int     `json:"negative_days"`
	Days                int     `json:"days"`
}

// DebtOutflow is one lender a statement shows payments to.
type DebtOutflow struct {
	Name          string  `json:"name"`
	Kind          string  `json:"kind"`
	Frequency     string  `json:"frequency"`
	TypicalAmount float64 `json:"typical_amount"`
	Count         int     `json:"count"`
	Total         float64 `json:"total"`
	FirstDate     string  `json:"first_date"`
	LastDate      string  `json:"last_date"`
	Source        string  `json:"source"`
}

// Row is one transaction row of a statement.
type Row struct {
	Date        *string  `json:"date"`
	Description *string  `json:"description"`
	Amount      *float64 `json:"amount"`
	Type        *string  `json:"type"`
	Category    *string  `json:"category"`
}

// Check is one of the parser's validations.
type Check struct {
	Name   string `json:"name"`
	Passed bool   `json:"passed"`
}

// Detection is what the parser detected about the document.
type Detection struct {
	DocumentType  string  `json:"document_type"`
	PagesPresent  int     `json:"pages_present"`
	PagesExpected *int    `json:"pages_expected"`
	DetectedBank  *string `json:"detected_bank"`
	FailureReason *string `json:"failure_reason"`
}

// DecodeStatement reads a stored AnalysisResult.
func DecodeStatement(b []byte) (*Statement, error) {
	var s Statement
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, fmt.Errorf("rollup: decode statement: %w", err)
	}
	return &s, nil
}

// Categories of the statement engine the rollup reads (docs/parsing.md).
const (
	catRevenue        = "revenue"
	catCardSettlement = "card_settlement"
	catOwnTransfer    = "own_transfer"
	catLoanProceeds   = "loan_proceeds"
	catMCAPayment     = "mca_payment"
	catLoanPayment    = "loan_payment"
	catNSFFee         = "nsf_fee"
	catOther          = "other"
)

func isRevenue(cat string) bool { return cat == catRevenue || cat == catCardSettlement }

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
