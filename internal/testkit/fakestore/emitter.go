package fakestore

import (
	"context"
	"sync"

	"github.com/docanalysis/service/internal/domain/analysis"
)

// Emitter is an analysis.Emitter that records what it is given: the
// terminal events a service or stage would publish as webhooks.
type Emitter struct {
	mu     sync.Mutex
	events []analysis.Analysis
}

// Emit implements analysis.Emitter.
func (e *Emitter) Emit(_ context.Context, a analysis.Analysis) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.events = append(e.events, a)
	return nil
}

// Events returns a copy of what was emitted, in order.
func (e *Emitter) Events() []analysis.Analysis {
	e.mu.Lock()
	defer e.mu.Unlock()
	return append([]analysis.Analysis(nil), e.events...)
}

// Count is how many analyses were emitted.
func (e *Emitter) Count() int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return len(e.events)
}
