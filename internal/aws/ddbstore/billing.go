package ddbstore

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/expression"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/billing"
	"github.com/docanalysis/service/internal/platform/ids"
)

// Ledger entries live in the organization's partition. Charges and refunds
// are keyed by document id, which is what makes them happen at most once;
// other entries are keyed by time and a random id.
type ledgerItem struct {
	PK              string    `dynamodbav:"PK"`
	SK              string    `dynamodbav:"SK"`
	Type            string    `dynamodbav:"type"`
	ID              string    `dynamodbav:"id"`
	OrgID           string    `dynamodbav:"org_id"`
	Kind            string    `dynamodbav:"kind"`
	Amount          int64     `dynamodbav:"amount"`
	DocumentID      string    `dynamodbav:"document_id,omitempty"`
	PaymentCustomer string    `dynamodbav:"payment_customer,omitempty"`
	Note            string    `dynamodbav:"note,omitempty"`
	CreatedAt       time.Time `dynamodbav:"created_at"`
}

// addCredits moves the organization's balance by delta.
func addCredits(delta int64) expression.UpdateBuilder {
	credits := expression.Name("credits")
	return expression.Set(credits, credits.Plus(expression.Value(delta)))
}

// Charge implements billing.Store in one transaction: the balance update is
// conditioned on covering the cost — and, with a top-up, on the balance
// alone not covering it, so that racing submissions buy one top-up per
// shortfall — and each charge entry and each analysis record on not
// existing yet. A transaction holds at most 100 items: the balance, a
// top-up and two per record leave room for a client submission's 25
// files.
func (st *Store) Charge(ctx context.Context, orgID string, records []analysis.Analysis, topUp int64, customer string, now time.Time) error {
	cost := int64(len(records))
	credits := expression.Name("credits")
	cond := ifExists().And(credits.GreaterThanEqual(expression.Value(cost - topUp)))
	if topUp > 0 {
		cond = cond.And(credits.LessThan(expression.Value(cost)))
	}
	balance, err := st.txUpdate(orgPK(orgID), orgSK, addCredits(topUp-cost), cond)
	if err != nil {
		return err
	}
	// The balance update comes first: its cancellation reason tells an
	// insufficient balance from an already charged document.
	items := []types.TransactWriteItem{balance}
	if topUp > 0 {
		id := ids.New()
		it, err := st.txPutNew(ledgerItem{
			PK: orgPK(orgID), SK: ledgerSK(string(billing.KindTopUp), now, id), Type: "ledger", ID: id, OrgID: orgID,
			Kind: string(billing.KindTopUp), Amount: topUp, PaymentCustomer: customer, CreatedAt: now,
		})
		if err != nil {
			return err
		}
		items = append(items, it)
	}
	for _, rec := range records {
		charge, err := st.txPutNew(ledgerItem{
			PK: orgPK(orgID), SK: chargeSK(rec.ID), Type: "ledger", ID: ids.New(), OrgID: orgID,
			Kind: string(billing.KindCharge), Amount: -1, DocumentID: rec.ID, CreatedAt: now,
		})
		if err != nil {
			return err
		}
		record, err := st.txPutNew(toAnalysisItem(rec))
		if err != nil {
			return err
		}
		items = append(items, charge, record)
	}
	err = st.transact(ctx, items...)
	if reasons := cancelReasons(err); reasons != nil {
		if reasons[0] == "ConditionalCheckFailed" {
			if topUp > 0 {
				return st.whyNoTopUp(ctx, orgID, cost)
			}
			return billing.ErrInsufficientBalance
		}
		if slices.Contains(reasons[1:], "ConditionalCheckFailed") {
			return billing.ErrAlreadyCharged
		}
		if slices.Contains(reasons, "TransactionConflict") {
			return fmt.Errorf("%w: %w", billing.ErrContended, err)
		}
	}
	return err
}

// whyNoTopUp tells why a charge with a top-up failed its balance
// condition: the balance now covers the cost on its own, or it does not
// even with the top-up.
func (st *Store) whyNoTopUp(ctx context.Context, orgID string, cost int64) error {
	var it orgItem
	ok, err := st.get(ctx, orgPK(orgID), orgSK, &it)
	if err != nil {
		return fmt.Errorf("read balance after a refused top-up: %w", err)
	}
	if ok && it.Credits >= cost {
		return billing.ErrTopUpNotNeeded
	}
	return billing.ErrInsufficientBalance
}

// refundItems are the transaction items that return the credit of
// document docID to orgID: the charge must exist and no refund yet. They
// go with the transition of the document's record (Transition with
// Patch.RefundOrg), so a refund never happens without its reason.
func (st *Store) refundItems(orgID, docID string, now time.Time) ([]types.TransactWriteItem, error) {
	charged, err := st.txCheck(orgPK(orgID), chargeSK(docID), ifExists())
	if err != nil {
		return nil, err
	}
	refund, err := st.txPutNew(ledgerItem{
		PK: orgPK(orgID), SK: refundSK(docID), Type: "ledger", ID: ids.New(), OrgID: orgID,
		Kind: string(billing.KindRefund), Amount: 1, DocumentID: docID, CreatedAt: now,
	})
	if err != nil {
		return nil, err
	}
	balance, err := st.txUpdate(orgPK(orgID), orgSK, addCredits(1), unconditional)
	if err != nil {
		return nil, err
	}
	return []types.TransactWriteItem{charged, refund, balance}, nil
}

// Adjust implements billing.Store.
func (st *Store) Adjust(ctx context.Context, orgID string, delta int64, kind billing.EntryKind, note string, now time.Time) error {
	id := ids.New()
	entry, err := st.txPutNew(ledgerItem{
		PK: orgPK(orgID), SK: ledgerSK(string(kind), now, id), Type: "ledger", ID: id, OrgID: orgID,
		Kind: string(kind), Amount: delta, Note: note, CreatedAt: now,
	})
	if err != nil {
		return err
	}
	balance, err := st.txUpdate(orgPK(orgID), orgSK, addCredits(delta), ifExists())
	if err != nil {
		return err
	}
	return st.transact(ctx, entry, balance)
}

// Ledger implements billing.Store.
func (st *Store) Ledger(ctx context.Context, orgID string) ([]billing.Entry, error) {
	items, err := queryAll[ledgerItem](ctx, st, query{pk: orgPK(orgID), skPrefix: ledgerPrefix})
	if err != nil {
		return nil, err
	}
	var out []billing.Entry
	for _, it := range items {
		out = append(out, billing.Entry{
			ID: it.ID, OrgID: it.OrgID, Kind: billing.EntryKind(it.Kind), Amount: it.Amount,
			DocumentID: it.DocumentID, PaymentCustomer: it.PaymentCustomer, Note: it.Note, CreatedAt: it.CreatedAt,
		})
	}
	slices.SortStableFunc(out, func(a, b billing.Entry) int { return a.CreatedAt.Compare(b.CreatedAt) })
	return out, nil
}

// Incr implements ratelimit.Counter with an atomic ADD on the window's item.
func (st *Store) Incr(ctx context.Context, k string, window, expires time.Time) (int64, error) {
	upd := expression.Add(expression.Name("count"), expression.Value(1)).
		Set(expression.Name("ttl"), expression.Value(expires.Unix()))
	var out struct {
		Count int64 `dynamodbav:"count"`
	}
	if err := st.update(ctx, ratePK(k), windowSK(window), upd, unconditional, &out); err != nil {
		return 0, err
	}
	return out.Count, nil
}
