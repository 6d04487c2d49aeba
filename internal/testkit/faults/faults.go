// Package faults injects store outages into tests: a Plan counts the
// operations a store performs and, from a chosen one on, fails them, as a
// table that became unreachable would. The in-memory fakes
// (internal/testkit/fakestore) consult a Plan on every call; Client
// consults one on every HTTP request, so the same plan cuts the DynamoDB
// adapter off DynamoDB Local.
//
// Two ways to fail the n-th operation: before it runs (the request never
// arrived), or after (it ran and committed, but its reply was lost, as a
// timeout after the write looks to the caller). Then either every later
// operation fails too, until Heal (DownAfter: a process that loses its
// store partway through a submission finds it gone for whatever it still
// tries, which is also what a process that died at that point leaves
// behind), or the next ones go through again (Blip: a throttle, a dropped
// connection).
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
	failTo    int // the last failing one; 0: every one after failFrom
	lostReply bool
}

// DownAfter lets the next n operations succeed and fails every one after
// them. With lostReply, operation n+1 runs and only its reply is lost.
// It restarts the count.
func (p *Plan) DownAfter(n int, lostReply bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.calls, p.failFrom, p.failTo, p.lostReply = 0, n+1, 0, lostReply
}

// Blip lets the next n operations succeed, fails operation n+1 (after it
// ran, with lostReply) and lets the ones after it succeed again. It
// restarts the count.
func (p *Plan) Blip(n int, lostReply bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.calls, p.failFrom, p.failTo, p.lostReply = 0, n+1, n+1, lostReply
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
	if p.failFrom == 0 || p.calls < p.failFrom || (p.failTo != 0 && p.calls > p.failTo) {
		return true, nil
	}
	if p.calls == p.failFrom && p.lostReply {
		return true, fmt.Errorf("%w: operation %d ran but its reply was lost", ErrDown, p.calls)
	}
	return false, fmt.Errorf("%w: operation %d refused", ErrDown, p.calls)
}

// Doer is the HTTP client the AWS SDK sends its requests with
// (aws.HTTPClient).
type Doer interface {
	Do(*http.Request) (*http.Response, error)
}

// Client is a Doer that counts each request of Base against Plan: a
// refused request is never sent, a lost reply is read and dropped. Give
// it to an SDK client as its HTTPClient (with retries off, so that the
// caller sees each fault).
type Client struct {
	Plan *Plan
	Base Doer
}

// Do implements Doer.
func (c Client) Do(r *http.Request) (*http.Response, error) {
	run, fail := c.Plan.Count()
	if !run {
		if r.Body != nil {
			r.Body.Close()
		}
		return nil, fail
	}
	resp, err := c.Base.Do(r)
	if err != nil || fail == nil {
		return resp, err
	}
	resp.Body.Close()
	return nil, fail
}
