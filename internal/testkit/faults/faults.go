// Package faults injects store outages into tests: a Plan counts the
// operations a store performs and, from a chosen one on, fails them, as a
// table that became unreachable would. The in-memory fakes
// (internal/testkit/fakestore) consult a Plan on every call; Transport
// consults one on every HTTP request, so the same plan cuts the DynamoDB
// adapter off DynamoDB Local.
//
// Two ways to fail the n-th operation: before it runs (the request never
// arrived), or after (it ran and committed, but its reply was lost, as a
// timeout after the write looks to the caller). Either way every later
// operation fails too, until Heal: a process that loses its store partway
// through a submission finds it gone for whatever it still tries, which is
// also what a process that died at that point leaves behind.
package faults

import (
	"errors"
	"fmt"
	"net/http"
	"sync"
)

// ErrDown is the error of an operation the plan failed.
var ErrDown = errors.New("faults: store unreachable")

// Plan decides which operations fail. The zero Plan fails nothing; a nil
// *Plan fails nothing either, so fakes can hold one unconditionally.
type Plan struct {
	mu        sync.Mutex
	calls     int
	failFrom  int // 1-based number of the first failing operation; 0: none
	lostReply bool
}

// DownAfter lets the next n operations succeed and fails every one after
// them. With lostReply, operation n+1 runs and only its reply is lost.
// It restarts the count.
func (p *Plan) DownAfter(n int, lostReply bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.calls, p.failFrom, p.lostReply = 0, n+1, lostReply
}

// Heal makes the store reachable again; the count goes on.
func (p *Plan) Heal() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.failFrom = 0
}

// Calls is the number of operations counted since the last DownAfter.
func (p *Plan) Calls() int {
	if p == nil {
		return 0
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.calls
}

// Count starts an operation and says what becomes of it: run tells
// whether it may run, and fail is the error its caller gets once it has
// (or has not) run, nil when it goes through.
func (p *Plan) Count() (run bool, fail error) {
	if p == nil {
		return true, nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.calls++
	if p.failFrom == 0 || p.calls < p.failFrom {
		return true, nil
	}
	if p.calls == p.failFrom && p.lostReply {
		return true, fmt.Errorf("%w: operation %d ran but its reply was lost", ErrDown, p.calls)
	}
	return false, fmt.Errorf("%w: operation %d refused", ErrDown, p.calls)
}

// Transport is an http.RoundTripper that counts each request against Plan:
// a refused request is never sent, a lost reply is read and dropped.
type Transport struct {
	Plan *Plan
	// Base sends the requests that go through; nil is
	// http.DefaultTransport.
	Base http.RoundTripper
}

// RoundTrip implements http.RoundTripper.
func (t *Transport) RoundTrip(r *http.Request) (*http.Response, error) {
	run, fail := t.Plan.Count()
	if !run {
		if r.Body != nil {
			r.Body.Close()
		}
		return nil, fail
	}
	base := t.Base
	if base == nil {
		base = http.DefaultTransport
	}
	resp, err := base.RoundTrip(r)
	if err != nil || fail == nil {
		return resp, err
	}
	resp.Body.Close()
	return nil, fail
}
