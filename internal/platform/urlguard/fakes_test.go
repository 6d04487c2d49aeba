package urlguard

import (
	"context"
	"errors"
	"net/netip"
	"sync"
)

// fakeResolver answers from a fixed table; unknown hosts do not resolve.
type fakeResolver struct {
	mu      sync.Mutex
	answers map[string][]string
	calls   []string
}

func (f *fakeResolver) LookupNetIP(_ context.Context, network, host string) ([]netip.Addr, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls = append(f.calls, network+":"+host)
	as, ok := f.answers[host]
	if !ok {
		return nil, errors.New("no such host")
	}
	var out []netip.Addr
	for _, a := range as {
		out = append(out, netip.MustParseAddr(a))
	}
	return out, nil
}
