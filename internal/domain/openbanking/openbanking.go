// Package openbanking renders a client as the envelope lenders' systems
// already take from bank-data aggregators: institutions, accounts,
// transactions and an analysis section, in one response
// (GET /api/v1/clients/{id}/open-banking). The data is read from PDF
// statements rather than from a bank connection; internal/domain/rollup computes
// it and this package only selects, pages and shapes it.
//
// The semantic rules of the contract, and the decisions where it leaves
// types open, are documented in docs/clients.md; schema_version changes
// when any of them does.
package openbanking

import (
	"encoding/json"
	"errors"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/docanalysis/service/internal/domain/rollup"
	"github.com/docanalysis/service/internal/platform/apperr"
)

// SchemaVersion is the version of the envelope's shape and semantics.
const SchemaVersion = "1.0"

// Sections of the envelope that include selects.
const (
	SectionInstitutions = "institutions"
	SectionAccounts     = "accounts"
	SectionTransactions = "transactions"
	SectionAnalysis     = "analysis"
)

// Paging limits of the contract.
const (
	DefaultLimit = 500
	MaxLimit     = 2000
	MaxOffset    = 100000
)

// Client-facing query errors.
var (
	ErrInvalidOffset = apperr.New(apperr.Invalid, "invalid_transactions_offset",
		"transactions_offset must be a whole number from 0 to 100000. Page by advancing it by transactions_limit and stop on an empty page.")
	ErrInvalidLimit = apperr.New(apperr.Invalid, "invalid_request",
		"transactions_limit must be a whole number of at least 1 (values above 2000 are capped to 2000).")
)

// Query is the parsed query string.
type Query struct {
	Include map[string]bool
	Limit   int
	Offset  int
}

// ParseQuery reads include, transactions_limit and transactions_offset.
// include is a comma-separated list (the parameter may also be repeated);
// unknown values are ignored, and when no known value remains the default
// applies (everything except transactions), so an unknown value never
// changes the response.
func ParseQuery(v url.Values) (Query, error) {
	q := Query{Include: map[string]bool{}, Limit: DefaultLimit}
	for _, raw := range v["include"] {
		for _, s := range strings.Split(raw, ",") {
			switch s = strings.ToLower(strings.TrimSpace(s)); s {
			case SectionInstitutions, SectionAccounts, SectionTransactions, SectionAnalysis:
				q.Include[s] = true
			}
		}
	}
	if len(q.Include) == 0 {
		q.Include = map[string]bool{SectionInstitutions: true, SectionAccounts: true, SectionAnalysis: true}
	}
	if s := strings.TrimSpace(v.Get("transactions_limit")); s != "" {
		n, err := strconv.ParseUint(s, 10, 64)
		var ne *strconv.NumError
		if errors.As(err, &ne) && ne.Err == strconv.ErrRange {
			n, err = MaxLimit, nil // a number too large for any page: capped
		}
		if err != nil || n < 1 {
			return q, ErrInvalidLimit
		}
		q.Limit = int(min(n, MaxLimit))
	}
	if s := strings.TrimSpace(v.Get("transactions_offset")); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 || n > MaxOffset {
			return q, ErrInvalidOffset
		}
		q.Offset = n
	}
	return q, nil
}

// Envelope is the open-banking envelope. Sections not requested are nil
// and omitted.
type Envelope struct {
	SchemaVersion string                `json:"schema_version"`
	GeneratedAt   time.Time             `json:"generated_at"`
	Client        Client                `json:"client"`
	Institutions  *[]rollup.Institution `json:"institutions,omitempty"`
	Accounts      *[]rollup.Account     `json:"accounts,omitempty"`
	Transactions  *[]rollup.Transaction `json:"transactions,omitempty"`
	Page          *Page                 `json:"transactions_page,omitempty"`
	Analysis      *Analysis             `json:"analysis,omitempty"`
}

// Client names the client.
type Client struct {
	ID   string  `json:"id"`
	Name *string `json:"name"`
}

// Page describes the page of transactions returned (an addition).
// NextOffset is null on the last page.
type Page struct {
	Offset     int  `json:"offset"`
	Limit      int  `json:"limit"`
	Returned   int  `json:"returned"`
	Total      int  `json:"total"`
	NextOffset *int `json:"next_offset"`
}

// Analysis is the rollup section.
type Analysis struct {
	Revenue              Revenue                    `json:"revenue"`
	Monthly              []rollup.AccountMonth      `json:"monthly"`
	BusinessMonthly      []rollup.BusinessMonth     `json:"business_monthly"`
	Balances             Balances                   `json:"balances"`
	MCAPositions         []rollup.Position          `json:"mca_positions"`
	Stacking             rollup.Stacking            `json:"stacking"`
	DebtService          rollup.DebtService         `json:"debt_service"`
	Fraud                Fraud                      `json:"fraud"`
	Checks               []rollup.CrossCheck        `json:"checks"`
	ExcludedDocuments    ExcludedDocuments          `json:"excluded_documents"`
	AmbiguousAccounts    []rollup.AmbiguousAccount  `json:"ambiguous_accounts"`
	UnassignedAccounts   []rollup.UnassignedAccount `json:"unassigned_accounts"`
	MonthlyReplacements  []rollup.Replacement       `json:"monthly_replacements"`
	ExcludedTransactions int                        `json:"excluded_transactions"`
	// RecomputePending covers only the revenue and MCA rollups: true
	// while documents are still to be parsed (their figures will change
	// them), false when every document that can contribute has, null
	// when nothing contributes and nothing is pending.
	RecomputePending *bool `json:"recompute_pending"`
	// FraudPending is true while the fraud stage has not finished on any
	// document.
	FraudPending bool `json:"fraud_pending"`
}

// Revenue is the revenue rollup.
type Revenue struct {
	TrueRevenue      *float64            `json:"true_revenue"`
	EstimatedMonthly *float64            `json:"estimated_monthly"`
	CoveredDays      int                 `json:"covered_days"`
	Trend            rollup.Trend        `json:"trend"`
	OwnTransfers     rollup.OwnTransfers `json:"own_transfers_excluded"`
}

// Balances sums the accounts.
type Balances struct {
	AverageDaily *float64 `json:"average_daily"`
	NSFCount     int      `json:"nsf_count"`
	NegativeDays int      `json:"negative_days"`
}

// Fraud is the fraud rollup.
type Fraud struct {
	Score     *int                   `json:"score"`
	RiskLevel *string                `json:"risk_level"`
	Rule      string                 `json:"rule"`
	Findings  []json.RawMessage      `json:"findings"`
	Documents []rollup.FraudDocument `json:"documents"`
}

// ExcludedDocuments counts the documents the envelope leaves out:
// failed (parsing failed), processing (not parsed yet), no_org (completed
// but not attributable to an organization, permanently excluded), and
// the addition incomplete (completed but unusable, such as
// missing_pages); Documents lists them with their reasons.
type ExcludedDocuments struct {
	Failed     int                       `json:"failed"`
	Processing int                       `json:"processing"`
	NoOrg      int                       `json:"no_org"`
	Incomplete int                       `json:"incomplete"`
	Documents  []rollup.ExcludedDocument `json:"documents"`
}

// Input is what Build needs about a client.
type Input struct {
	ClientID string
	// Name is the client_name given at submission, or nil to use the
	// dominant account holder.
	Name        *string
	GeneratedAt time.Time
	Rollup      *rollup.Result
}

// Build renders the envelope for q.
func Build(in Input, q Query) Envelope {
	r := in.Rollup
	name := in.Name
	if name == nil {
		name = r.Name
	}
	env := Envelope{SchemaVersion: SchemaVersion, GeneratedAt: in.GeneratedAt.UTC(), Client: Client{ID: in.ClientID, Name: name}}
	if q.Include[SectionInstitutions] {
		v := r.Institutions
		env.Institutions = &v
	}
	if q.Include[SectionAccounts] {
		v := r.Accounts
		env.Accounts = &v
	}
	if q.Include[SectionTransactions] {
		total := len(r.Transactions)
		from, to := min(q.Offset, total), min(q.Offset+q.Limit, total)
		page := r.Transactions[from:to]
		env.Transactions = &page
		env.Page = &Page{Offset: q.Offset, Limit: q.Limit, Returned: len(page), Total: total}
		if to < total {
			env.Page.NextOffset = &to
		}
	}
	if q.Include[SectionAnalysis] {
		env.Analysis = analysis(r)
	}
	return env
}

func analysis(r *rollup.Result) *Analysis {
	p := r.Profile
	a := &Analysis{
		Revenue: Revenue{TrueRevenue: p.TrueRevenue, EstimatedMonthly: p.EstimatedMonthly, CoveredDays: p.CoveredDays,
			Trend: p.RevenueTrend, OwnTransfers: p.OwnTransfers},
		Monthly: r.Monthly, BusinessMonthly: p.Monthly,
		Balances:     Balances{AverageDaily: p.AverageDailyBalance, NSFCount: p.NSFCount, NegativeDays: p.NegativeDays},
		MCAPositions: p.MCAPositions, Stacking: p.Stacking, DebtService: p.DebtService,
		Fraud:  Fraud{Score: p.FraudScore, RiskLevel: p.FraudRiskLevel, Rule: p.FraudRule, Findings: p.FraudFindings, Documents: p.FraudDocuments},
		Checks: p.Checks, AmbiguousAccounts: r.Ambiguous, UnassignedAccounts: r.Unassigned,
		MonthlyReplacements: r.Replacements, ExcludedTransactions: r.ExcludedTransactions,
		FraudPending:      r.FraudPending > 0,
		ExcludedDocuments: ExcludedDocuments{Documents: r.Excluded},
	}
	for _, e := range r.Excluded {
		switch {
		case e.Status == rollup.StatusFailed:
			a.ExcludedDocuments.Failed++
		case e.Reason == "processing":
			a.ExcludedDocuments.Processing++
		case e.Reason == "no_org":
			a.ExcludedDocuments.NoOrg++
		default:
			a.ExcludedDocuments.Incomplete++
		}
	}
	switch pending := r.Pending > 0; {
	case pending:
		a.RecomputePending = &pending
	case r.Used > 0:
		a.RecomputePending = &pending
	}
	return a
}
