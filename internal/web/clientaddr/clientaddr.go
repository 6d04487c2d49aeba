// Package clientaddr keys rate limits by the client's address, the same
// way for every endpoint that limits callers it cannot identify otherwise
// (the API without a valid token, console sign-in, the OAuth token
// endpoint).
package clientaddr

import (
	"net"
	"net/http"
	"net/netip"
)

// Key is the rate-limit key of a request's client address: the
// connection's (API Gateway's source IP, which the proxy adapter puts in
// RemoteAddr), never X-Forwarded-For, which a client can set to get a
// fresh quota per request. An IPv6 client is keyed by its /64, the
// smallest block a subscriber is usually given, so that it cannot rotate
// addresses within it for fresh quotas.
func Key(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return "addr:" + host
	}
	ip = ip.Unmap().WithZone("")
	if ip.Is6() {
		return "addr:" + netip.PrefixFrom(ip, 64).Masked().String()
	}
	return "addr:" + ip.String()
}
