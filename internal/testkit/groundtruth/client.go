package groundtruth

import (
	"encoding/json"
	"fmt"
	"os"
)

// Client is the answer file of a client scenario (testdata/clients/<name>/
// client.json): what a perfect client profile must report for the
// statements next to it. It is computed by the generator from the
// simulated transactions, never from a parse.
type Client struct {
	Scenario string `json:"scenario"`
	// Name is the dominant account holder, the derived client name.
	Name string `json:"name"`
	// Documents lists every file of the scenario in submission order.
	Documents []ClientDocument `json:"documents"`
	// Accounts are the submitted accounts, by bank and last 4.
	Accounts []ClientAccount `json:"accounts"`
	// TrueRevenue is the sum of revenue and card-settlement credits of the
	// used statements, without transfers between the client's accounts.
	TrueRevenue float64 `json:"true_revenue"`
	// OwnTransfers are the credit legs of transfers between the client's
	// submitted accounts; Reclassified are those a single statement reads
	// as revenue (only the pair across statements shows what they are).
	OwnTransfers             int     `json:"own_transfers"`
	OwnTransfersTotal        float64 `json:"own_transfers_total"`
	ReclassifiedTransfers    int     `json:"reclassified_transfers"`
	ReclassifiedTransfersSum float64 `json:"reclassified_transfers_total"`
	// Monthly holds one row per account and calendar month covered.
	Monthly []ClientMonth `json:"monthly"`
	// Positions are the MCA and loan positions across all statements.
	Positions []ClientPosition `json:"positions"`
	// MaxConcurrentMCA is the largest number of MCA positions paying at
	// the same time; ActiveMCA those still paying at the end.
	MaxConcurrentMCA int `json:"max_concurrent_mca"`
	ActiveMCA        int `json:"active_mca"`
	// DebtPayments is the total paid to MCA funders and lenders in the
	// used statements.
	DebtPayments float64 `json:"debt_payments"`
	// Transactions is the number of transactions of the used statements.
	Transactions int `json:"transactions"`
	// UnassignedMasks are last-4 digits of the client's accounts that
	// transfers name but no submitted statement covers.
	UnassignedMasks []string `json:"unassigned_masks"`
}

// ClientDocument is one submitted file and what becomes of it.
type ClientDocument struct {
	File string `json:"file"`
	// Expect is "used", "missing_pages" or "not_a_bank_statement:<type>".
	Expect string `json:"expect"`
	// Last4 and Month identify the statement ("" for a non-statement).
	Last4 string `json:"last4,omitempty"`
	Month string `json:"month,omitempty"`
}

// ClientAccount is one submitted account.
type ClientAccount struct {
	Bank       string `json:"bank"`
	Last4      string `json:"last4"`
	Statements int    `json:"statements"`
	// Opening is the first used statement's opening balance, Closing the
	// last one's closing balance.
	Opening float64 `json:"opening"`
	Closing float64 `json:"closing"`
}

// ClientMonth is one account's figures for one calendar month.
type ClientMonth struct {
	Last4          string  `json:"last4"`
	Month          string  `json:"month"`
	Revenue        float64 `json:"revenue"`
	Deposits       float64 `json:"deposits"`
	Withdrawals    float64 `json:"withdrawals"`
	NSF            int     `json:"nsf"`
	NegativeDays   int     `json:"negative_days"`
	AverageBalance float64 `json:"average_balance"`
	EndingBalance  float64 `json:"ending_balance"`
	Days           int     `json:"days"`
}

// ClientPosition is one funder or lender the client pays.
type ClientPosition struct {
	Funder    string  `json:"funder"`
	Kind      string  `json:"kind"`    // mca or loan
	Cadence   string  `json:"cadence"` // daily, weekly or monthly
	Payment   float64 `json:"payment"`
	Count     int     `json:"count"`
	Total     float64 `json:"total"`
	FirstSeen string  `json:"first_seen"`
	LastSeen  string  `json:"last_seen"`
	Active    bool    `json:"active"`
	Last4     string  `json:"last4"`
	Funded    float64 `json:"funded,omitempty"`
}

// LoadClient reads a client answer file.
func LoadClient(path string) (*Client, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read client truth: %w", err)
	}
	var c Client
	if err := json.Unmarshal(b, &c); err != nil {
		return nil, fmt.Errorf("decode client truth %s: %w", path, err)
	}
	return &c, nil
}
