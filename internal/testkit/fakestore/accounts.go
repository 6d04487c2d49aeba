package fakestore

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/billing"
	"github.com/docanalysis/service/internal/platform/ids"
)

// Accounts is an in-memory account.Store and billing.Store. As on the
// table, where the balance is an attribute of the organization's item, an
// organization's balance is its Credits: charges, refunds and adjustments
// move it and GetOrg reads it. The analysis records it charges live in its
// Analyses.
type Accounts struct {
	guard
	orgs  map[string]account.Org
	users map[orgItem]account.User
	creds map[string]account.Credential // by hash
	// ledger holds the entries in the order they were written.
	ledger   []billing.Entry
	charged  map[orgItem]bool // by organization and document
	refunded map[orgItem]bool
	records  *Analyses
}

// orgItem names an item of an organization's partition.
type orgItem struct{ org, id string }

// NewAccounts returns an empty Accounts with its empty Analyses.
func NewAccounts() *Accounts {
	a := &Accounts{
		orgs: map[string]account.Org{}, users: map[orgItem]account.User{}, creds: map[string]account.Credential{},
		charged: map[orgItem]bool{}, refunded: map[orgItem]bool{}, records: NewAnalyses(),
	}
	a.records.ledger = a
	return a
}

// Analyses is the analysis store whose records this Accounts charges:
// Charge creates them, and their transitions with Patch.RefundOrg refund
// here.
func (a *Accounts) Analyses() *Analyses { return a.records }

// Ledgered is an Accounts with its Analyses, as one value: the account,
// billing and analysis stores of one table.
type Ledgered struct {
	*Accounts
	*Analyses
}

// NewLedgered returns an empty Ledgered.
func NewLedgered() Ledgered {
	a := NewAccounts()
	return Ledgered{Accounts: a, Analyses: a.Analyses()}
}

func cloneOrg(o account.Org) account.Org {
	o.DisabledEvents = slices.Clone(o.DisabledEvents)
	return o
}

func cloneCred(c account.Credential) account.Credential {
	c.Scopes = slices.Clone(c.Scopes)
	return c
}

// CreateOrg implements account.Store; an organization with the same id is
// an error.
func (a *Accounts) CreateOrg(_ context.Context, o account.Org) error {
	return write(&a.guard, func() error { return insert(a.orgs, o.ID, cloneOrg(o), "organization") })
}

// GetOrg implements account.Store.
func (a *Accounts) GetOrg(_ context.Context, id string) (account.Org, error) {
	return call(&a.guard, func() (account.Org, error) { return lookup(a.orgs, id, cloneOrg, account.ErrNotFound) })
}

// UpdateOrg implements account.Store.
func (a *Accounts) UpdateOrg(_ context.Context, id string, u account.OrgUpdate) (account.Org, error) {
	return call(&a.guard, func() (account.Org, error) {
		o, ok := a.orgs[id]
		if !ok {
			return account.Org{}, account.ErrNotFound
		}
		if u.Plan != nil {
			o.Plan = *u.Plan
		}
		if u.AutoTopUp != nil {
			o.AutoTopUp = *u.AutoTopUp
		}
		if u.PaymentCustomer != nil {
			o.PaymentCustomer = *u.PaymentCustomer
		}
		if u.RateLimit != nil {
			o.RateLimit = *u.RateLimit
		}
		if u.DisabledEvents != nil {
			o.DisabledEvents = slices.Clone(*u.DisabledEvents)
		}
		a.orgs[id] = o
		return cloneOrg(o), nil
	})
}

// CreateUser implements account.Store; a user with the same id in the
// organization is an error.
func (a *Accounts) CreateUser(_ context.Context, u account.User) error {
	return write(&a.guard, func() error { return insert(a.users, orgItem{u.OrgID, u.ID}, u, "user") })
}

// GetUser implements account.Store; a user is only found in its own
// organization.
func (a *Accounts) GetUser(_ context.Context, orgID, userID string) (account.User, error) {
	return call(&a.guard, func() (account.User, error) {
		return lookup(a.users, orgItem{orgID, userID}, same, account.ErrNotFound)
	})
}

// PutCredential implements account.Store; a credential with the same hash
// is an error.
func (a *Accounts) PutCredential(_ context.Context, c account.Credential) error {
	return write(&a.guard, func() error { return insert(a.creds, c.Hash, cloneCred(c), "credential") })
}

// CredentialByHash implements account.Store.
func (a *Accounts) CredentialByHash(_ context.Context, hash string) (account.Credential, error) {
	return call(&a.guard, func() (account.Credential, error) {
		return lookup(a.creds, hash, cloneCred, account.ErrNotFound)
	})
}

// RevokeCredential implements account.Store.
func (a *Accounts) RevokeCredential(_ context.Context, kind account.CredentialKind, id string) error {
	return write(&a.guard, func() error {
		for h, c := range a.creds {
			if c.ID == id && c.Kind == kind {
				c.Revoked = true
				a.creds[h] = c
				return nil
			}
		}
		return fmt.Errorf("%s %s: %w", kind, id, account.ErrNotFound)
	})
}

// Keys implements account.Store.
func (a *Accounts) Keys(_ context.Context, orgID string) ([]account.Credential, error) {
	return call(&a.guard, func() ([]account.Credential, error) {
		var out []account.Credential
		for _, c := range a.creds {
			if c.OrgID == orgID && c.Kind == account.KindAPIKey {
				out = append(out, cloneCred(c))
			}
		}
		slices.SortFunc(out, func(x, y account.Credential) int {
			if c := x.CreatedAt.Compare(y.CreatedAt); c != 0 {
				return c
			}
			return strings.Compare(x.ID, y.ID)
		})
		return out, nil
	})
}

// TouchCredential implements account.Store.
func (a *Accounts) TouchCredential(_ context.Context, c account.Credential, at time.Time) error {
	return write(&a.guard, func() error {
		if got, ok := a.creds[c.Hash]; ok {
			got.LastUsedAt = at
			a.creds[c.Hash] = got
		}
		return nil
	})
}

// Credentials returns every stored credential, by id.
func (a *Accounts) Credentials() []account.Credential {
	a.mu.Lock()
	defer a.mu.Unlock()
	out := make([]account.Credential, 0, len(a.creds))
	for _, c := range a.creds {
		out = append(out, cloneCred(c))
	}
	slices.SortFunc(out, func(x, y account.Credential) int { return strings.Compare(x.ID, y.ID) })
	return out
}

// Charge implements billing.Store, all or nothing: the balance and the
// at-most-once conditions are checked under the locks of the accounts and
// the records before anything moves. As in the DynamoDB transaction, whose
// first item is the balance update, an insufficient balance is reported
// before a document already charged or recorded.
func (a *Accounts) Charge(_ context.Context, orgID string, records []analysis.Analysis, topUp int64, customer string, now time.Time) error {
	return write(&a.guard, func() error {
		o, ok := a.orgs[orgID]
		cost := int64(len(records))
		if !ok || o.Credits < cost-topUp {
			return billing.ErrInsufficientBalance
		}
		if topUp > 0 && o.Credits >= cost {
			return billing.ErrTopUpNotNeeded
		}
		r := a.records
		r.mu.Lock()
		defer r.mu.Unlock()
		seen := map[string]bool{}
		for _, rec := range records {
			_, recorded := r.items[rec.ID]
			if a.charged[orgItem{orgID, rec.ID}] || recorded || seen[rec.ID] {
				return billing.ErrAlreadyCharged
			}
			seen[rec.ID] = true
		}
		a.move(orgID, topUp-cost)
		if topUp > 0 {
			a.add(billing.Entry{OrgID: orgID, Kind: billing.KindTopUp, Amount: topUp, PaymentCustomer: customer, CreatedAt: now})
		}
		for _, rec := range records {
			a.charged[orgItem{orgID, rec.ID}] = true
			a.add(billing.Entry{OrgID: orgID, Kind: billing.KindCharge, Amount: -1, DocumentID: rec.ID, CreatedAt: now})
			r.items[rec.ID] = cloneAnalysis(rec)
		}
		return nil
	})
}

// refund returns the credit of a charged document, at most once; a
// document never charged, or refunded already, is left alone. The caller
// holds a's lock.
func (a *Accounts) refund(orgID, docID string, now time.Time) {
	k := orgItem{orgID, docID}
	if !a.charged[k] || a.refunded[k] {
		return
	}
	a.refunded[k] = true
	a.move(orgID, 1)
	a.add(billing.Entry{OrgID: orgID, Kind: billing.KindRefund, Amount: 1, DocumentID: docID, CreatedAt: now})
}

// Adjust implements billing.Store; the organization must exist.
func (a *Accounts) Adjust(_ context.Context, orgID string, delta int64, kind billing.EntryKind, note string, now time.Time) error {
	return write(&a.guard, func() error {
		if _, ok := a.orgs[orgID]; !ok {
			return fmt.Errorf("fakestore: adjust %s: %w", orgID, account.ErrNotFound)
		}
		a.move(orgID, delta)
		a.add(billing.Entry{OrgID: orgID, Kind: kind, Amount: delta, Note: note, CreatedAt: now})
		return nil
	})
}

// Ledger implements billing.Store: oldest first; entries written at the
// same time keep the order they were written in (DynamoDB orders those by
// sort key instead, which the contract leaves open).
func (a *Accounts) Ledger(_ context.Context, orgID string) ([]billing.Entry, error) {
	return call(&a.guard, func() ([]billing.Entry, error) {
		var out []billing.Entry
		for _, e := range a.ledger {
			if e.OrgID == orgID {
				out = append(out, e)
			}
		}
		slices.SortStableFunc(out, func(x, y billing.Entry) int { return x.CreatedAt.Compare(y.CreatedAt) })
		return out, nil
	})
}

// move changes the organization's balance by delta.
func (a *Accounts) move(orgID string, delta int64) {
	o := a.orgs[orgID]
	o.Credits += delta
	a.orgs[orgID] = o
}

// add appends an entry to the ledger with a new id.
func (a *Accounts) add(e billing.Entry) {
	e.ID = ids.New()
	a.ledger = append(a.ledger, e)
}
