// Package urlguard decides whether the service may send a request to a
// caller-supplied URL (callback_url, target_url).
//
// A URL is allowed only if it is HTTPS and every address its host resolves
// to is a public unicast address: private, loopback, link-local (which covers
// the cloud metadata endpoint 169.254.169.254), CGNAT, multicast and
// unspecified addresses are refused. The check runs at submission and again
// right before each delivery, because DNS answers can change in between.
// Local mode (AllowInsecure) also allows http:// and loopback, and nothing
// else, so a developer can point callbacks at a receiver on 127.0.0.1.
package urlguard

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"net/url"
	"slices"
	"strings"
)

// Resolver looks up a host's addresses; *net.Resolver satisfies it.
type Resolver interface {
	LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error)
}

// Guard checks URLs.
type Guard struct {
	Resolver      Resolver
	AllowInsecure bool
}

// Error says why a URL was refused, in words fit for the caller.
// Unresolved marks a host that did not resolve: at delivery time that may
// be a passing DNS failure worth retrying, unlike a refused address.
type Error struct {
	Reason     string
	Unresolved bool
}

func (e *Error) Error() string { return e.Reason }

// MaxURLLength bounds the URLs we store and call.
const MaxURLLength = 2048

// Check parses raw and verifies the scheme and, after resolving the host,
// every address. It returns the parsed URL and the addresses it checked,
// which a caller should dial so that a second lookup cannot swap them.
func (g Guard) Check(ctx context.Context, raw string) (*url.URL, []netip.Addr, error) {
	if len(raw) > MaxURLLength {
		return nil, nil, &Error{Reason: fmt.Sprintf("the URL is longer than %d characters", MaxURLLength)}
	}
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || !u.IsAbs() {
		return nil, nil, &Error{Reason: "the URL is not an absolute http(s) URL"}
	}
	if u.User != nil {
		return nil, nil, &Error{Reason: "the URL must not carry credentials"}
	}
	switch {
	case u.Scheme == "https":
	case u.Scheme == "http" && g.AllowInsecure:
	default:
		return nil, nil, &Error{Reason: "the URL must use https"}
	}
	host := u.Hostname()
	var addrs []netip.Addr
	if a, err := netip.ParseAddr(host); err == nil {
		addrs = []netip.Addr{a.Unmap()}
	} else {
		if strings.EqualFold(host, "localhost") || strings.HasSuffix(strings.ToLower(host), ".localhost") {
			addrs = []netip.Addr{netip.MustParseAddr("127.0.0.1")}
		} else {
			r := g.Resolver
			if r == nil {
				r = net.DefaultResolver
			}
			found, err := r.LookupNetIP(ctx, "ip", host)
			if err != nil || len(found) == 0 {
				return nil, nil, &Error{Reason: fmt.Sprintf("the host %q does not resolve", host), Unresolved: true}
			}
			for _, a := range found {
				addrs = append(addrs, a.Unmap())
			}
		}
	}
	for _, a := range addrs {
		if err := g.allowed(a); err != nil {
			return nil, nil, err
		}
	}
	return u, addrs, nil
}

var (
	cgnat = netip.MustParsePrefix("100.64.0.0/10")
	// Ranges that embed an IPv4 address in an IPv6 one (NAT64, 6to4,
	// Teredo), through which a private or metadata address could be
	// reached; callbacks have no business using them.
	tunnels = []netip.Prefix{
		netip.MustParsePrefix("64:ff9b::/96"),
		netip.MustParsePrefix("64:ff9b:1::/48"),
		netip.MustParsePrefix("2002::/16"),
		netip.MustParsePrefix("2001::/32"),
	}
)

func (g Guard) allowed(a netip.Addr) error {
	if a.IsLoopback() && g.AllowInsecure {
		return nil
	}
	switch {
	case a.IsLoopback():
		return &Error{Reason: "the URL points to a loopback address"}
	case a.IsLinkLocalUnicast(), a.IsLinkLocalMulticast():
		return &Error{Reason: "the URL points to a link-local address (such as the metadata service)"}
	case a.IsPrivate(), cgnat.Contains(a):
		return &Error{Reason: "the URL points to a private network address"}
	case slices.ContainsFunc(tunnels, func(p netip.Prefix) bool { return p.Contains(a) }):
		return &Error{Reason: "the URL points to an IPv6 transition address that can embed a private IPv4 address"}
	case a.IsUnspecified(), a.IsMulticast(), a.IsInterfaceLocalMulticast():
		return &Error{Reason: "the URL points to an address that is not a public unicast address"}
	case !a.IsGlobalUnicast():
		return &Error{Reason: "the URL points to an address that is not a public unicast address"}
	}
	return nil
}

// IsRefusal reports whether err is a URL refusal (as opposed to a failure of
// the check itself).
func IsRefusal(err error) bool {
	var e *Error
	return errors.As(err, &e)
}
