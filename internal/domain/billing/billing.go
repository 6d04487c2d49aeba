// Package billing charges credits per document and keeps the credit ledger.
//
// A document costs one credit. Each charge is a ledger entry keyed by the
// document id and written in the same transaction that moves the balance
// and creates the document's analysis record, so a document can be charged
// at most once however often a request or message is retried, and no charge
// ever stands without the record that lets the pipeline, or its sweeper,
// account for it. The record's failure with a refunded code returns the
// credit in the same write (analysis.Patch.RefundOrg), so a refund also
// happens at most once and never without its record saying why.
//
// Auto top-up: when the balance cannot cover a submission and the
// organization has auto top-up on and a payment customer on record, the
// service adds a top-up of TopUp credits (or more, in whole packs, when one
// pack does not cover the submission) in the same transaction, recorded as a
// top_up ledger entry naming the payment customer for invoicing.
package billing

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/platform/apperr"
)

// EntryKind names a ledger entry.
type EntryKind string

const (
	KindGrant      EntryKind = "grant"      // credits given by an operator
	KindAdjustment EntryKind = "adjustment" // operator set the balance
	KindTopUp      EntryKind = "top_up"     // automatic purchase
	KindCharge     EntryKind = "charge"     // one document
	KindRefund     EntryKind = "refund"     // a charged document that failed through the service's fault
)

// Entry is one line of an organization's credit ledger.
type Entry struct {
	ID              string
	OrgID           string
	Kind            EntryKind
	Amount          int64 // signed change of the balance
	DocumentID      string
	PaymentCustomer string
	Note            string
	CreatedAt       time.Time
}

// Errors the Store reports.
var (
	// ErrInsufficientBalance: the balance (plus the offered top-up) does
	// not cover the charge; nothing was written.
	ErrInsufficientBalance = errors.New("billing: insufficient balance")
	// ErrAlreadyCharged: a document in the charge already has a charge
	// entry or an analysis record; nothing was written.
	ErrAlreadyCharged = errors.New("billing: document already charged")
	// ErrTopUpNotNeeded: a charge with a top-up found the balance
	// covering the cost on its own (another submission topped up
	// meanwhile); nothing was written.
	ErrTopUpNotNeeded = errors.New("billing: balance covers the charge without a top-up")
	// ErrContended: the write lost a race with another write of the same
	// balance (DynamoDB's TransactionConflict); nothing was written and
	// it may be tried again.
	ErrContended = errors.New("billing: balance contended")
)

// Store persists balances and the ledger atomically. Refunds are not
// among its methods: a credit comes back only with the failure of its
// analysis, in the same write (analysis.Store's Transition with
// Patch.RefundOrg), so a refund always has its reason on record.
type Store interface {
	// Charge creates the analysis records (each new, pending), writes one
	// charge entry per record and, when topUp > 0, a top-up entry, and
	// moves the balance by topUp-len(records), all or nothing. A top-up
	// is written only while the balance alone does not cover the cost,
	// checked in the same atomic write (ErrTopUpNotNeeded otherwise), so
	// that submissions racing to the same shortfall buy one top-up
	// between them.
	Charge(ctx context.Context, orgID string, records []analysis.Analysis, topUp int64, paymentCustomer string, now time.Time) error
	// Adjust moves the balance by delta and records an entry.
	Adjust(ctx context.Context, orgID string, delta int64, kind EntryKind, note string, now time.Time) error
	// Ledger lists an organization's entries, oldest first.
	Ledger(ctx context.Context, orgID string) ([]Entry, error)
}

// Client-facing payment errors.
var (
	ErrInsufficientCredits = apperr.New(apperr.PaymentRequired, "insufficient_credits",
		"The organization has no credits left for this submission and auto top-up is off. Buy credits or enable auto top-up.")
	ErrNoPaymentCustomer = apperr.New(apperr.PaymentRequired, "no_payment_customer",
		"Credits are exhausted and auto top-up needs a payment customer on record. Add a payment method to the organization.")
)

// Service charges documents.
type Service struct {
	Store Store
	// TopUp is the size of one automatic top-up pack.
	TopUp int64
	Now   func() time.Time
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now().UTC()
	}
	return time.Now().UTC()
}

// chargeRounds bounds how often Charge starts over when another
// submission's top-up or charge moved the balance between its attempts.
const chargeRounds = 5

// Charge charges one credit for each analysis record and creates the
// records in the same write, topping up automatically when the
// organization allows it. The top-up is conditioned on the shortfall in
// the store, so parallel submissions at the edge buy one pack between
// them: the losers find the balance covered and charge it plainly.
//
// A client-facing error (*apperr.Error) means nothing was written. Any
// other error may have come after the write committed (a reply lost on
// the way back): the caller must treat the records as possibly charged
// and withdraw them (analysis.Service.Withdraw), which is safe either way.
func (s *Service) Charge(ctx context.Context, org account.Org, records []analysis.Analysis) error {
	if len(records) == 0 {
		return nil
	}
	for range chargeRounds {
		err := s.Store.Charge(ctx, org.ID, records, 0, "", s.now())
		if errors.Is(err, ErrContended) {
			continue
		}
		if !errors.Is(err, ErrInsufficientBalance) {
			if err != nil {
				return fmt.Errorf("billing: charge: %w", err)
			}
			return nil
		}
		if !org.AutoTopUp {
			return ErrInsufficientCredits
		}
		if org.PaymentCustomer == "" {
			return ErrNoPaymentCustomer
		}
		pack := max(s.TopUp, 1)
		need := int64(len(records))
		topUp := pack * ((need + pack - 1) / pack)
		err = s.Store.Charge(ctx, org.ID, records, topUp, org.PaymentCustomer, s.now())
		switch {
		case errors.Is(err, ErrTopUpNotNeeded), errors.Is(err, ErrContended):
			// Another submission topped up (or charged) since our
			// first attempt: start over against the balance it left.
			continue
		case errors.Is(err, ErrInsufficientBalance):
			// The top-up covers the whole cost, so this is only
			// reachable by a concurrent change; report it as the
			// client-facing error.
			return ErrInsufficientCredits
		case err != nil:
			return fmt.Errorf("billing: charge with top-up: %w", err)
		}
		return nil
	}
	return fmt.Errorf("billing: charge: the balance kept moving for %d rounds", chargeRounds)
}
