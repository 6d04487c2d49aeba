package statement

// Result is the bank-statement analysis. Its JSON field names are exactly
// those of AnalysisResult in shared/INTERFACE.md; nil pointers marshal to
// null. Fields after Transactions are additions the interface allows.
type Result struct {
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
	// FraudScore and FraudRiskLevel are filled by the fraud component;
	// the parser always leaves them nil.
	FraudScore     *int           `json:"fraud_score"`
	FraudRiskLevel *string        `json:"fraud_risk_level"`
	MonthlySummary []MonthSummary `json:"monthly_summary"`
	DebtOutflows   []DebtOutflow  `json:"debt_outflows"`
	Transactions   []Transaction  `json:"transactions"`

	// Checks records every validation the parser ran and its outcome.
	Checks []Check `json:"checks"`
	// Detection describes what the document is and whether it is complete.
	Detection Detection `json:"detection"`
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

func ptr[T any](v T) *T { return &v }

func money(c int64) *float64 { return ptr(float64(c) / 100) }
