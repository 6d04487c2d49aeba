// Package urlguard decides whether the service may send a request to a
// caller-supplied URL (callback_url, target_url).
//
// A URL is allowed only if it is HTTPS and every address its host resolves
// to is a public address. The address decision is code.dny.dev/ssrf's,
// which follows the IANA special-purpose address registries (IPv4 and
// IPv6): private, loopback, link-local (which covers the cloud metadata
// endpoint 169.254.169.254), CGNAT, documentation, benchmarking, reserved,
// multicast, IPv4-mapped, NAT64 and 6to4 addresses and the rest are
// refused, and an IPv6 address outside global unicast (2000::/3) is
// refused whatever it is. A maintained list rather than our own
// keeps up with the registries.
//
// The check runs at submission and again right before each delivery,
// because DNS answers can change in between, and the sender's dialer runs
// the same decision on the address it actually connects to (Control).
// Local mode (AllowInsecure) also allows http:// and loopback
// (127.0.0.0/8, ::1), and nothing else, so a developer can point callbacks
// at a receiver on 127.0.0.1.
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
	"syscall"

	"code.dny.dev/ssrf"
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
	err        error // the guardian's refusal, for our logs
}

func (e *Error) Error() string { return e.Reason }

// Unwrap returns the guardian's refusal (ssrf.ErrProhibitedIP and the
// like), if any.
func (e *Error) Unwrap() error { return e.err }

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
		// A literal is checked as written: an IPv4-mapped IPv6 literal
		// is in the special-purpose registry and refused.
		addrs = []netip.Addr{a}
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
			// Resolvers may hand IPv4 answers back in their IPv4-mapped
			// form, which is a representation, not a choice of the host's
			// owner: they are checked, and dialled, as the IPv4 addresses
			// they are.
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

// Guardians make the address decision; they are safe for concurrent use.
// Callbacks may use any port, so ports are not restricted.
var (
	public = ssrf.New(ssrf.WithAnyPort())
	// local also allows loopback: the only thing local mode relaxes
	// besides the scheme.
	local = ssrf.New(ssrf.WithAnyPort(),
		ssrf.WithAllowedV4Prefixes(netip.MustParsePrefix("127.0.0.0/8")),
		ssrf.WithAllowedV6Prefixes(netip.MustParsePrefix("::1/128")))
)

func (g Guard) guardian() *ssrf.Guardian {
	if g.AllowInsecure {
		return local
	}
	return public
}

// allowed asks the guardian about one address and words a refusal for the
// caller.
func (g Guard) allowed(a netip.Addr) error {
	if err := g.guardian().SafeAddr(a); err != nil {
		return &Error{Reason: "the URL points to " + describe(a), err: err}
	}
	return nil
}

// Control vets the address a connection is about to be made to; set it as
// a net.Dialer's Control so that the connection itself, not only the URL
// check before it, keeps to public addresses. A refusal is an *Error.
func (g Guard) Control(network, address string, _ syscall.RawConn) error {
	if err := g.guardian().Safe(network, address, nil); err != nil {
		return &Error{Reason: "the connection to " + address + " was refused by the address check", err: err}
	}
	return nil
}

// tunnels are IPv6 ranges that embed an IPv4 address (NAT64, 6to4,
// Teredo), named apart in refusals because that is what makes them
// dangerous.
var tunnels = []netip.Prefix{
	netip.MustParsePrefix("64:ff9b::/96"),
	netip.MustParsePrefix("64:ff9b:1::/48"),
	netip.MustParsePrefix("2002::/16"),
	netip.MustParsePrefix("2001::/32"),
}

var cgnat = netip.MustParsePrefix("100.64.0.0/10")

// describe names the kind of a refused address in words fit for the
// caller. It only words the refusal; whether an address is refused is the
// guardian's decision.
func describe(a netip.Addr) string {
	switch {
	case a.Is4In6():
		return "an IPv4-mapped IPv6 address; use the IPv4 address"
	case a.IsLoopback():
		return "a loopback address"
	case a.IsLinkLocalUnicast(), a.IsLinkLocalMulticast():
		return "a link-local address (such as the metadata service)"
	case a.IsPrivate(), cgnat.Contains(a):
		return "a private network address"
	case slices.ContainsFunc(tunnels, func(p netip.Prefix) bool { return p.Contains(a) }):
		return "an IPv6 transition address that can embed a private IPv4 address"
	}
	return "an address that is not a public unicast address (IANA special-purpose)"
}

// IsRefusal reports whether err is a URL refusal (as opposed to a failure of
// the check itself).
func IsRefusal(err error) bool {
	var e *Error
	return errors.As(err, &e)
}
