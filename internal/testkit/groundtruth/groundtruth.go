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

	// ParseQuality is the verdict a careful reader gives: "verified" when
	// every invariant the statement prints holds (opening + activity =
	// closing, printed totals and counts, running or daily balances),
	// "unverified" when it prints nothing to check against, and
	// "needs_review" when its own printed numbers do not add up (then the
	// transactions are what is printed). Empty: not asserted.
	ParseQuality string `json:"parse_quality,omitempty"`
	// Printed holds the control figures the statement prints, when it
	// prints them; hand-written and blind answers record them.
	Printed *Printed `json:"printed,omitempty"`
	// Notes explain anything unusual about a hand-written answer.
	Notes string `json:"notes,omitempty"`

	BankName string `json:"bank_name,omitempty"`
	// BankNameAliases are other names that identify the same bank (a
	// legal name, a brand): a reader may report any of them.
	BankNameAliases   []string      `json:"bank_name_aliases,omitempty"`
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
	// Category is the engine's category; empty when the answer does not
	// assert one (answers written without the engine's taxonomy).
	Category string `json:"category"`
	// PrintedDate is the date exactly as printed, set only when it is not
	// a real calendar date (08/32, 02/29 of a common year); Date is then
	// empty. Such a row is still a transaction of the statement.
	PrintedDate string `json:"printed_date,omitempty"`
}

// Printed are a statement's own control figures. Nil pointers: not printed.
type Printed struct {
	TotalCredits *float64 `json:"total_credits,omitempty"`
	TotalDebits  *float64 `json:"total_debits,omitempty"`
	CountCredits *int     `json:"count_credits,omitempty"`
	CountDebits  *int     `json:"count_debits,omitempty"`
	// RunningBalance: a balance is printed on every row or on each day's
	// last row ("ending daily balance").
	RunningBalance string `json:"running_balance,omitempty"` // "", "every_row", "day_end"
	// DailyBalanceTable: a separate table of daily ending balances.
	DailyBalanceTable bool `json:"daily_balance_table,omitempty"`
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
