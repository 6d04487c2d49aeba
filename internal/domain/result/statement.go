// Package result holds the one typed form of an analysis result: the
// AnalysisResult of a bank statement (shared/INTERFACE.md) with its
// additions, the fraud findings the fraud stage adds to it, and the rules
// every reader of a result shares (categories, payment cadence, risk
// bands). It has no PDF or AWS dependency, so that the API, the
// aggregator and the rollup read results without linking the document
// engines that write them.
package result

import (
	"encoding/json"
	"fmt"
)

// Statement is the bank-statement analysis. Its JSON field names are exactly
// those of AnalysisResult in shared/INTERFACE.md; nil pointers marshal to
// null. Fields after Transactions are additions the interface allows.
type Statement struct {
	BankName                *string  `json:"bank_name"`
	AccountHolderName       *string  `json:"account_holder_name"`
	AccountNumberLast4      *string  `json:"account_number_last4"`
	Currency                *string  `json:"currency"`
	PeriodStart             *string  `json:"period_start"`
	PeriodEnd               *string  `json:"period_end"`
	StartingBalance         *float64 `json:"starting_balance"`
	EndingBalance           *float64 `json:"ending_balance"`
	AverageBalance          *float64 `json:"average_balance"`
	TotalDeposits           *float64 `json:"total_deposits"`
	TotalWithdrawals        *float64 `json:"total_withdrawals"`
	TrueRevenue             *float64 `json:"true_revenue"`
	EstimatedMonthlyRevenue *float64 `json:"estimated_monthly_revenue"`
	NumberOfDeposits        *int     `json:"number_of_deposits"`
	NumberOfWithdrawals     *int     `json:"number_of_withdrawals"`
	NumberOfNSF             *int     `json:"number_of_nsf"`
	NumberOfNegativeDays    *int     `json:"number_of_negative_days"`
	// FraudScore and FraudRiskLevel are filled by the fraud stage (see
	// SetFindings); the parser always leaves them nil.
	FraudScore     *int           `json:"fraud_score"`
	FraudRiskLevel *string        `json:"fraud_risk_level"`
	MonthlySummary []MonthSummary `json:"monthly_summary"`
	DebtOutflows   []DebtOutflow  `json:"debt_outflows"`
	Transactions   []Transaction  `json:"transactions"`

	// Checks records every validation the parser ran and its outcome.
	Checks []Check `json:"checks"`
	// ParseQuality says whether the statement's own arithmetic proves the
	// reading; it is derived from Checks, so the two never disagree.
	ParseQuality *Quality `json:"parse_quality"`
	// Detection describes what the document is and whether it is complete.
	Detection Detection `json:"detection"`
	// FraudFindings are the fraud stage's findings; absent until it runs
	// (omitzero keeps an empty, scored list as [] and a nil one out).
	FraudFindings []Finding `json:"fraud_findings,omitzero"`
	// OCR says which pages were read from their image, at what
	// confidence, and what the arithmetic let the engine correct; absent
	// when every page had a usable text layer.
	OCR *OCR `json:"ocr,omitempty"`
}

// OCR records the pages of a statement read by OCR.
type OCR struct {
	// Engine names the OCR engine and its version.
	Engine string    `json:"engine"`
	Pages  []OCRPage `json:"pages"`
	// Corrections are OCR readings the engine changed because the
	// changed reading made the statement's arithmetic close (and the
	// reading as recognised did not). Nothing else is ever changed.
	Corrections []OCRCorrection `json:"corrections"`
	// PagesNotRead lists pages that needed OCR but were over the OCR
	// stage's page limit; their rows are missing and the reading says so.
	PagesNotRead []int `json:"pages_not_read,omitempty"`
	// ImageFindings are what the page images show that a pasted or
	// re-scanned part leaves behind (the fraud score weighs them): words
	// whose paper noise, shade, sharpness or JPEG grid differ from their
	// neighbours', images of one page at different resolutions or
	// qualities, and figures read with much less confidence than the rest.
	ImageFindings []OCRImageFinding `json:"image_findings,omitempty"`
}

// OCRImageFinding is one image-level observation on a scanned page: where
// (page, box in PDF points from the top-left corner), what was measured
// and against what.
type OCRImageFinding struct {
	Kind      string     `json:"kind"`
	Page      int        `json:"page"`
	Box       [4]float64 `json:"box"`
	Text      string     `json:"text,omitempty"`
	Value     float64    `json:"value"`
	Reference float64    `json:"reference"`
	Score     float64    `json:"score"`
	Detail    string     `json:"detail"`
}

// OCRPage is one page read by OCR.
type OCRPage struct {
	Page int `json:"page"`
	// Reason is why the page was read from its image: no_text,
	// sparse_text_over_image, invisible_text_over_image or garbage_text.
	Reason string `json:"reason"`
	// MeanConfidence is the engine's mean word confidence, 0 to 100;
	// LowConfidenceWords counts the words under 60.
	MeanConfidence     float64 `json:"mean_confidence"`
	Words              int     `json:"words"`
	LowConfidenceWords int     `json:"low_confidence_words"`
	// DPI is the resolution the engine read at; SourceDPI the image's own.
	DPI       float64 `json:"dpi"`
	SourceDPI float64 `json:"source_dpi"`
	// Rotation (a clockwise quarter turn) and Skew (degrees) were removed
	// before reading.
	Rotation int     `json:"rotation"`
	Skew     float64 `json:"skew"`
}

// OCRCorrection is one recognised word the arithmetic corrected.
type OCRCorrection struct {
	Page int    `json:"page"`
	From string `json:"from"`
	To   string `json:"to"`
	// Confidence is the engine's confidence in the word as first read.
	Confidence float64 `json:"confidence"`
	// Reason names the confusion (for example "S read for 5", "lost
	// decimal point").
	Reason string `json:"reason"`
}

// Transaction is one statement line. Amount is always positive; Type is
// "credit" (money in) or "debit" (money out).
type Transaction struct {
	Date           *string  `json:"date"`
	Description    *string  `json:"description"`
	Amount         *float64 `json:"amount"`
	Type           *string  `json:"type"`
	Category       *string  `json:"category"`
	RunningBalance *float64 `json:"running_balance"`
	// Flagged is true when the row is part of a balance check that failed
	// or its direction had to be settled by the balance chain.
	Flagged *bool `json:"flagged"`
	// Additions.
	CheckNumber *string `json:"check_number,omitempty"`
	Page        int     `json:"page"`
	// PrintedDate is the date exactly as printed when it is not a real
	// calendar date (02/29 of a common year, 08/32); Date is then null
	// and the row is flagged, never shifted or dropped.
	PrintedDate *string `json:"printed_date,omitempty"`
}

// MonthSummary aggregates one calendar month of the statement period.
type MonthSummary struct {
	Month               string  `json:"month"` // YYYY-MM
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

// DebtOutflow is one lender the business pays.
type DebtOutflow struct {
	Name          string  `json:"name"`
	Kind          string  `json:"kind"`      // "mca" or "loan"
	Frequency     string  `json:"frequency"` // "daily", "weekly" or "monthly"
	TypicalAmount float64 `json:"typical_amount"`
	Count         int     `json:"count"`
	Total         float64 `json:"total"`
	FirstDate     string  `json:"first_date"`
	LastDate      string  `json:"last_date"`
	Source        string  `json:"source"` // "funder_list" or "payment_rhythm"
}

// Check is the outcome of one validation.
type Check struct {
	Name     string   `json:"name"`
	Passed   bool     `json:"passed"`
	Expected *float64 `json:"expected,omitempty"`
	Actual   *float64 `json:"actual,omitempty"`
	Checked  int      `json:"checked,omitempty"`
	Failed   int      `json:"failed,omitempty"`
	Detail   string   `json:"detail,omitempty"`
	// Rows are the indexes (0-based, into transactions) of the rows a
	// failed check involves.
	Rows []int `json:"rows,omitempty"`
}

// Verdicts of parse_quality.
const (
	// Verified: every invariant the statement prints holds for the rows
	// as read.
	Verified = "verified"
	// Unverified: the statement prints nothing to check the rows against.
	Unverified = "unverified"
	// NeedsReview: no reading reconciles; Issues say which invariant
	// fails, by how much, and on which rows.
	NeedsReview = "needs_review"
)

// Quality is the parse_quality verdict of a statement reading.
type Quality struct {
	Verdict string `json:"verdict"`
	// Invariants are the names of the checks that test the statement's
	// own arithmetic and were run on it.
	Invariants []string `json:"invariants"`
	// Issues explain a needs_review verdict.
	Issues []QualityIssue `json:"issues,omitempty"`
}

// QualityIssue is one reason for a needs_review verdict: a failed check,
// the amount it is off by, and the rows it involves.
type QualityIssue struct {
	Check   string   `json:"check"`
	Message string   `json:"message"`
	OffBy   *float64 `json:"off_by,omitempty"`
	Rows    []int    `json:"rows,omitempty"`
}

// Detection says what the document is and whether pages are missing.
type Detection struct {
	DocumentType  string  `json:"document_type"`
	PagesPresent  int     `json:"pages_present"`
	PagesExpected *int    `json:"pages_expected"`
	DetectedBank  *string `json:"detected_bank"`
	// FailureReason is "missing_pages", "not_a_bank_statement:<type>" or
	// nil; the pipeline copies it into ClientDocument.failure_reason.
	FailureReason *string `json:"failure_reason"`
}

// Decode reads a stored AnalysisResult.
func Decode(b []byte) (*Statement, error) {
	var s Statement
	if err := json.Unmarshal(b, &s); err != nil {
		return nil, fmt.Errorf("decode analysis result: %w", err)
	}
	return &s, nil
}

// MarshalJSON writes the lists of a result as arrays even when they are
// nil (a result decoded from an older or partial stored form), as the
// contract's schema requires; fraud_findings alone stays absent until the
// fraud stage has run.
func (s Statement) MarshalJSON() ([]byte, error) {
	type plain Statement
	p := plain(s)
	if p.MonthlySummary == nil {
		p.MonthlySummary = []MonthSummary{}
	}
	if p.DebtOutflows == nil {
		p.DebtOutflows = []DebtOutflow{}
	}
	if p.Transactions == nil {
		p.Transactions = []Transaction{}
	}
	if p.Checks == nil {
		p.Checks = []Check{}
	}
	return json.Marshal(p)
}
