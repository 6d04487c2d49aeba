// Package groundtruth defines the answer file written next to every
// synthetic corpus PDF and read by the benchmark and the corpus tests.
// Keeping it in one small package means the generator and the scorer can
// never disagree about field names.
package groundtruth

import (
	"encoding/json"
	"fmt"
	"os"
)

// Truth is what a perfect parser must report for one PDF.
type Truth struct {
	File     string `json:"file"`
	Layout   string `json:"layout"`
	Producer string `json:"producer"`
	// ExpectError is the stable error code the parser must return
	// ("" when parsing must succeed).
	ExpectError string `json:"expect_error,omitempty"`
	// FailureReason is the expected detection failure reason
	// (e.g. "missing_pages"); "" for a complete statement.
	FailureReason string `json:"failure_reason,omitempty"`
	PagesPresent  int    `json:"pages_present"`
	PagesExpected int    `json:"pages_expected,omitempty"`

	BankName          string        `json:"bank_name,omitempty"`
	AccountHolderName string        `json:"account_holder_name,omitempty"`
	AccountLast4      string        `json:"account_number_last4,omitempty"`
	Currency          string        `json:"currency,omitempty"`
	PeriodStart       string        `json:"period_start,omitempty"`
	PeriodEnd         string        `json:"period_end,omitempty"`
	StartingBalance   *float64      `json:"starting_balance,omitempty"`
	EndingBalance     *float64      `json:"ending_balance,omitempty"`
	NumberOfNSF       int           `json:"number_of_nsf"`
	NegativeDays      int           `json:"number_of_negative_days"`
	Transactions      []Transaction `json:"transactions,omitempty"`
}

// Transaction is one ground-truth row. Amount is positive; Type is
// "credit" or "debit".
type Transaction struct {
	Date        string  `json:"date"`
	Description string  `json:"description"`
	Amount      float64 `json:"amount"`
	Type        string  `json:"type"`
	Category    string  `json:"category"`
}

// Load reads a truth file.
func Load(path string) (*Truth, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read truth: %w", err)
	}
	var t Truth
	if err := json.Unmarshal(b, &t); err != nil {
		return nil, fmt.Errorf("decode truth %s: %w", path, err)
	}
	return &t, nil
}
