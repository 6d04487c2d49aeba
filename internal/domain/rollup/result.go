package rollup

import "encoding/json"

// Result is everything Compute learns about a client. The client profile
// (Profile) and the open-banking envelope are both views of it, so the
// poll and the envelope never disagree.
type Result struct {
	// Name is the dominant account holder of the client's statements,
	// or nil when no statement names one.
	Name         *string       `json:"name"`
	Institutions []Institution `json:"institutions"`
	Accounts     []Account     `json:"accounts"`
	// Transactions are the transactions that count: those of the
	// statement used for each account-month, with an amount and a type,
	// newest first.
	Transactions []Transaction `json:"transactions"`
	// ExcludedTransactions counts rows of used statements without an
	// amount or a type, removed before paging.
	ExcludedTransactions int                 `json:"excluded_transactions"`
	Monthly              []AccountMonth      `json:"monthly"`
	Replacements         []Replacement       `json:"monthly_replacements"`
	Ambiguous            []AmbiguousAccount  `json:"ambiguous_accounts"`
	Unassigned           []UnassignedAccount `json:"unassigned_accounts"`
	Excluded             []ExcludedDocument  `json:"excluded_documents"`
	// Used counts the documents whose statements feed the rollup.
	Used int `json:"used"`
	// Pending counts documents not parsed yet (their figures are still
	// to come); FraudPending those whose fraud stage has not finished.
	Pending      int     `json:"pending"`
	FraudPending int     `json:"fraud_pending"`
	Profile      Profile `json:"profile"`
}

// Institution is a bank the client's statements come from.
type Institution struct {
	ID   string  `json:"id"`
	Name *string `json:"name"`
}

// Account is one account of the client: every statement of one account
// merged (composite), or a provisional one (acct_tmp_).
type Account struct {
	ID            string  `json:"id"`
	InstitutionID *string `json:"institution_id"`
	Mask          *string `json:"mask"`
	Label         *string `json:"label"`
	Type          *string `json:"type"`
	IsComposite   bool    `json:"is_composite"`
	// SourceAccountCount is how many per-statement accounts were merged:
	// one per statement, 0 for an account only named by transfers.
	SourceAccountCount *int      `json:"source_account_count"`
	Period             *Period   `json:"period"`
	Balances           *Balances `json:"balances"`
	Documents          []string  `json:"documents"`
	Holder             *string   `json:"holder"`
	Provisional        bool      `json:"provisional"`
}

// Period is a date range (YYYY-MM-DD).
type Period struct {
	Start *string `json:"start"`
	End   *string `json:"end"`
}

// Balances of a composite account: the first month's opening, the last
// month's closing, and the day-weighted average daily balance.
type Balances struct {
	Opening *float64 `json:"opening"`
	Closing *float64 `json:"closing"`
	Average *float64 `json:"average"`
}

// Transaction is one transaction of the envelope. Amount is never
// negative; Direction gives the sign.
type Transaction struct {
	ID           string  `json:"id"`
	AccountID    string  `json:"account_id"`
	DocumentID   string  `json:"document_id"`
	Date         *string `json:"date"`
	Description  *string `json:"description"`
	Counterparty *string `json:"counterparty"`
	Amount       float64 `json:"amount"`
	Direction    string  `json:"direction"`
	Category     *string `json:"category"`
	// OwnTransfer marks a transfer between two of the client's accounts
	// (excluded from revenue); StatementCategory is the category the
	// statement alone gave when the rollup changed it.
	OwnTransfer       bool    `json:"own_transfer"`
	StatementCategory *string `json:"statement_category,omitempty"`
}

// AccountMonth is one account's figures for one calendar month, from the
// statement used for that month.
type AccountMonth struct {
	AccountID           string  `json:"account_id"`
	Month               string  `json:"month"`
	DocumentID          string  `json:"document_id"`
	Days                int     `json:"days"`
	Revenue             float64 `json:"revenue"`
	Deposits            float64 `json:"deposits"`
	Withdrawals         float64 `json:"withdrawals"`
	AverageDailyBalance float64 `json:"average_daily_balance"`
	EndingBalance       float64 `json:"ending_balance"`
	NSFCount            int     `json:"nsf_count"`
	NegativeDays        int     `json:"negative_days"`
	DebtPayments        float64 `json:"debt_payments"`
	OwnTransfersIn      float64 `json:"own_transfers_in"`
}

// Replacement says which statement is used for an account-month that
// several statements cover, and why.
type Replacement struct {
	AccountID          string `json:"account_id"`
	Month              string `json:"month"`
	UsedDocumentID     string `json:"used_document_id"`
	ReplacedDocumentID string `json:"replaced_document_id"`
	Reason             string `json:"reason"`
}

// AmbiguousAccount is an account read from statements whose identity is
// not certain, so it keeps a provisional id.
type AmbiguousAccount struct {
	AccountID string   `json:"account_id"`
	Documents []string `json:"documents"`
	Reason    string   `json:"reason"`
}

// UnassignedAccount is an account of the client that transfers name but
// that no submitted statement covers.
type UnassignedAccount struct {
	AccountID    string   `json:"account_id"`
	Mask         string   `json:"mask"`
	ReferencedBy []string `json:"referenced_by"`
	Transfers    int      `json:"transfers"`
	// Credits is money into the submitted accounts from it, Debits money
	// sent to it.
	Credits float64 `json:"credits"`
	Debits  float64 `json:"debits"`
}

// ExcludedDocument is a document left out of the rollup, with why.
type ExcludedDocument struct {
	DocumentID string `json:"document_id"`
	Filename   string `json:"filename,omitempty"`
	// Status is the document's pipeline state (completed, failed,
	// pending, processing).
	Status Status `json:"status"`
	Reason string `json:"reason"`
}

// Profile is the client profile rollup (ClientProfileRollup), stored by
// the aggregator once every document is terminal.
type Profile struct {
	DocumentsUsed       int                 `json:"documents_used"`
	ExcludedDocuments   []ExcludedDocument  `json:"excluded_documents"`
	Period              *Period             `json:"period"`
	Months              []string            `json:"months"`
	TrueRevenue         *float64            `json:"true_revenue"`
	EstimatedMonthly    *float64            `json:"estimated_monthly_revenue"`
	CoveredDays         int                 `json:"covered_days"`
	Monthly             []BusinessMonth     `json:"monthly"`
	RevenueTrend        Trend               `json:"revenue_trend"`
	AverageDailyBalance *float64            `json:"average_daily_balance"`
	NSFCount            int                 `json:"nsf_count"`
	NegativeDays        int                 `json:"negative_days"`
	OwnTransfers        OwnTransfers        `json:"own_transfers"`
	Accounts            []ProfileAccount    `json:"accounts"`
	MCAPositions        []Position          `json:"mca_positions"`
	Stacking            Stacking            `json:"stacking"`
	DebtService         DebtService         `json:"debt_service"`
	FraudScore          *int                `json:"fraud_score"`
	FraudRiskLevel      *string             `json:"fraud_risk_level"`
	FraudRule           string              `json:"fraud_rule"`
	FraudDocuments      []FraudDocument     `json:"fraud_documents"`
	FraudFindings       []json.RawMessage   `json:"fraud_findings"`
	Checks              []CrossCheck        `json:"checks"`
	MonthlyReplacements []Replacement       `json:"monthly_replacements"`
	AmbiguousAccounts   []AmbiguousAccount  `json:"ambiguous_accounts"`
	UnassignedAccounts  []UnassignedAccount `json:"unassigned_accounts"`
}

// BusinessMonth sums the accounts of the client for one calendar month.
// NegativeDays counts account-days (two accounts negative on the same day
// count twice); AverageDailyBalance is the combined balance.
type BusinessMonth struct {
	Month               string   `json:"month"`
	Accounts            int      `json:"accounts"`
	Days                int      `json:"days"`
	Revenue             float64  `json:"revenue"`
	Deposits            float64  `json:"deposits"`
	Withdrawals         float64  `json:"withdrawals"`
	AverageDailyBalance float64  `json:"average_daily_balance"`
	EndingBalance       float64  `json:"ending_balance"`
	NSFCount            int      `json:"nsf_count"`
	NegativeDays        int      `json:"negative_days"`
	DebtPayments        float64  `json:"debt_payments"`
	DebtShare           *float64 `json:"debt_share_of_revenue"`
}

// Trend is the direction of monthly revenue (normalized to whole months).
type Trend struct {
	Direction string `json:"direction"` // growing, stable, declining, insufficient_data
	// SlopePerMonth is the least-squares change of normalized monthly
	// revenue per month; ChangeRate is it relative to the mean.
	SlopePerMonth *float64 `json:"slope_per_month"`
	ChangeRate    *float64 `json:"change_rate"`
}

// OwnTransfers are the transfers between the client's submitted accounts.
type OwnTransfers struct {
	Count int     `json:"count"`
	Total float64 `json:"total"`
	// Reclassified are credits a single statement read as revenue.
	ReclassifiedCount int     `json:"reclassified_count"`
	ReclassifiedTotal float64 `json:"reclassified_total"`
}

// ProfileAccount is an account in the profile with its months.
type ProfileAccount struct {
	AccountID     string         `json:"account_id"`
	InstitutionID *string        `json:"institution_id"`
	Mask          *string        `json:"mask"`
	Label         *string        `json:"label"`
	Documents     []string       `json:"documents"`
	Provisional   bool           `json:"provisional"`
	Monthly       []AccountMonth `json:"monthly"`
}

// Position is one MCA funder or lender the client pays from one account.
type Position struct {
	ID                      string   `json:"id"`
	Funder                  string   `json:"funder"`
	Kind                    string   `json:"kind"` // mca or loan
	AccountID               string   `json:"account_id"`
	Cadence                 string   `json:"cadence"` // daily, weekly or monthly
	Payment                 float64  `json:"payment"`
	EstimatedMonthlyPayment float64  `json:"estimated_monthly_payment"`
	PaymentsCount           int      `json:"payments_count"`
	TotalPaid               float64  `json:"total_paid"`
	FirstSeen               string   `json:"first_seen"`
	LastSeen                string   `json:"last_seen"`
	Active                  bool     `json:"active"`
	FundedAmount            *float64 `json:"funded_amount"`
	FundedDate              *string  `json:"funded_date"`
	Source                  string   `json:"source"`
}

// Stacking describes concurrent MCA positions.
type Stacking struct {
	ActivePositions  int       `json:"active_positions"`
	MaxConcurrent    int       `json:"max_concurrent"`
	Stacked          bool      `json:"stacked"`
	CurrentlyStacked bool      `json:"currently_stacked"`
	Overlaps         []Overlap `json:"overlaps"`
}

// Overlap is a time two MCA positions were paid concurrently.
type Overlap struct {
	Positions []string `json:"positions"`
	From      string   `json:"from"`
	To        string   `json:"to"`
}

// DebtService is what the client pays to funders and lenders against its
// revenue.
type DebtService struct {
	TotalPayments  float64  `json:"total_payments"`
	ShareOfRevenue *float64 `json:"share_of_revenue"`
	// ActiveMonthlyPayments is the monthly equivalent of the active
	// positions' payments; ActiveShare is it over estimated monthly revenue.
	ActiveMonthlyPayments float64  `json:"active_monthly_payments"`
	ActiveShare           *float64 `json:"active_share_of_monthly_revenue"`
}

// FraudDocument is one statement's fraud score.
type FraudDocument struct {
	DocumentID string  `json:"document_id"`
	Score      int     `json:"score"`
	RiskLevel  *string `json:"risk_level"`
	Worst      bool    `json:"worst"`
}

// CrossCheck is one check across statements.
type CrossCheck struct {
	Name    string `json:"name"`
	Passed  bool   `json:"passed"`
	Checked int    `json:"checked"`
	Detail  string `json:"detail"`
	Items   []any  `json:"items"`
}
