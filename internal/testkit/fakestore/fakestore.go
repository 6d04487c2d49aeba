// Package fakestore holds in-memory implementations of the stores that
// internal/aws/ddbstore implements over DynamoDB (accounts and billing,
// analyses, staged uploads, rate-limit counters), for the tests of the
// domain and web packages.
//
// Each fake has a contract in contract.go. This package runs it against
// the fakes with plain `go test`; ddbstore runs the same contract against
// the adapter on DynamoDB Local. So what a domain test learns from a fake
// holds for the service: conditional transitions, ErrConflict and
// ErrNotFound, one charge per document, refunds, the balance.
//
// Beyond its interface, each fake offers what tests need to arrange and
// inspect state (Put, Delete, All, Len, ...), an Err field that, when
// set, fails every call as an unreachable table would, and a Faults plan
// (internal/testkit/faults) that fails calls from a chosen one on, before
// or after they run. A test that needs one particular failure embeds the
// fake and overrides that one method.
//
// Accounts and the analysis records share transactions, as they share the
// table: Accounts.Charge creates the charged records in its Analyses, and
// a transition of those records with Patch.RefundOrg refunds through the
// Accounts they belong to. NewAccounts makes the pair; NewAnalyses alone
// makes records with no ledger behind them (nothing charged, nothing to
// refund).
package fakestore

import (
	"fmt"
	"sync"

	"github.com/docanalysis/service/internal/testkit/faults"
)

// guard is what every fake shares: one lock over its state, Err, the
// failure of an unreachable table, and Faults, a plan of failures.
type guard struct {
	mu sync.Mutex
	// Err, when set, is returned by every call.
	Err error
	// Faults, when set, counts every call and fails those it plans to.
	Faults *faults.Plan
}

// call runs f under g's lock, unless Err is set or Faults refuses it. A
// call whose reply Faults loses runs and still returns the fault.
func call[T any](g *guard, f func() (T, error)) (T, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	var zero T
	if g.Err != nil {
		return zero, g.Err
	}
	run, fail := g.Faults.Count()
	if !run {
		return zero, fail
	}
	v, err := f()
	if fail != nil {
		return zero, fail
	}
	return v, err
}

// reachable is the check of calls that do not go through call (listings
// that lock as they go): Err, or a fault before the call. A lost reply
// of a read is the same as a refused read.
func (g *guard) reachable() error {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.Err != nil {
		return g.Err
	}
	_, fail := g.Faults.Count()
	return fail
}

// write is call for the methods that only return an error.
func write(g *guard, f func() error) error {
	_, err := call(g, func() (struct{}, error) { return struct{}{}, f() })
	return err
}

// insert stores v under k unless the key is taken, as the adapter's
// conditional puts do.
func insert[K comparable, V any](m map[K]V, k K, v V, what string) error {
	if _, ok := m[k]; ok {
		return fmt.Errorf("fakestore: %s %v exists", what, k)
	}
	m[k] = v
	return nil
}

// lookup returns a copy of the value under k, or notFound.
func lookup[K comparable, V any](m map[K]V, k K, clone func(V) V, notFound error) (V, error) {
	v, ok := m[k]
	if !ok {
		var zero V
		return zero, notFound
	}
	return clone(v), nil
}

// same is the clone of values that share no memory.
func same[V any](v V) V { return v }
