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
// inspect state (Put, Delete, All, Len, ...) and an Err field that, when
// set, fails every call as an unreachable table would. A test that needs
// one particular failure embeds the fake and overrides that one method.
package fakestore

import (
	"fmt"
	"sync"
)

// guard is what every fake shares: one lock over its state, and Err, the
// failure of an unreachable table.
type guard struct {
	mu sync.Mutex
	// Err, when set, is returned by every call.
	Err error
}

// call runs f under g's lock, unless Err is set.
func call[T any](g *guard, f func() (T, error)) (T, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.Err != nil {
		var zero T
		return zero, g.Err
	}
	return f()
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
