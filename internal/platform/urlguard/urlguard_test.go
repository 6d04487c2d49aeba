package urlguard

import (
	"context"
	"strings"
	"testing"
)

func newResolver() *fakeResolver {
	return &fakeResolver{answers: map[string][]string{
		"hooks.example.com":    {"93.184.216.34"},
		"v6.example.com":       {"2606:2800:220:1:248:1893:25c8:1946"},
		"dual.example.com":     {"93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"},
		"mixed.example.com":    {"93.184.216.34", "10.0.0.5"},
		"sneaky.example.com":   {"2606:2800:220:1:248:1893:25c8:1946", "::ffff:192.168.1.1"},
		"meta.example.com":     {"169.254.169.254"},
		"empty.example.com":    {},
		"internal.example.com": {"172.20.1.1"},
	}}
}

func TestCheck(t *testing.T) {
	tests := []struct {
		url      string
		insecure bool
		ok       bool
		reason   string // substring of the refusal
	}{
		// scheme
		{url: "https://hooks.example.com/cb", ok: true},
		{url: "https://hooks.example.com:8443/cb?x=1", ok: true},
		{url: "http://hooks.example.com/cb", reason: "https"},
		{url: "http://hooks.example.com/cb", insecure: true, ok: true},
		{url: "ftp://hooks.example.com/cb", reason: "https"},
		{url: "ftp://hooks.example.com/cb", insecure: true, reason: "https"},
		{url: "hooks.example.com/cb", reason: "absolute"},
		{url: "/relative", reason: "absolute"},
		{url: "https://", reason: "absolute"},
		{url: "https://%zz", reason: "absolute"},
		{url: "https://" + strings.Repeat("a", MaxURLLength), reason: "longer"},
		// credentials
		{url: "https://user:pass@hooks.example.com/cb", reason: "credentials"},
		{url: "https://user@hooks.example.com/cb", reason: "credentials"},
		// literal addresses
		{url: "https://93.184.216.34/cb", ok: true},
		{url: "https://[2606:2800:220:1:248:1893:25c8:1946]/cb", ok: true},
		{url: "https://10.0.0.1/cb", reason: "private"},
		{url: "https://10.255.255.255/cb", reason: "private"},
		{url: "https://172.16.0.1/cb", reason: "private"},
		{url: "https://172.31.255.254/cb", reason: "private"},
		{url: "https://172.32.0.1/cb", ok: true},
		{url: "https://192.168.1.1/cb", reason: "private"},
		{url: "https://127.0.0.1/cb", reason: "loopback"},
		{url: "https://127.1.2.3/cb", reason: "loopback"},
		{url: "https://[::1]/cb", reason: "loopback"},
		{url: "https://localhost/cb", reason: "loopback"},
		{url: "https://api.localhost/cb", reason: "loopback"},
		{url: "https://169.254.169.254/latest/meta-data", reason: "link-local"},
		{url: "https://[fe80::1]/cb", reason: "link-local"},
		{url: "https://100.64.0.1/cb", reason: "private"},
		{url: "https://100.127.255.254/cb", reason: "private"},
		{url: "https://100.128.0.1/cb", ok: true},
		{url: "https://0.0.0.0/cb", reason: "not a public"},
		{url: "https://[::]/cb", reason: "not a public"},
		{url: "https://224.0.0.1/cb", reason: "link-local"}, // link-local multicast
		{url: "https://239.1.2.3/cb", reason: "not a public"},
		{url: "https://[ff02::1]/cb", reason: "link-local"},
		{url: "https://[ff0e::1]/cb", reason: "not a public"},
		{url: "https://[fd00::1]/cb", reason: "private"},
		{url: "https://255.255.255.255/cb", reason: "not a public"},
		{url: "https://[::ffff:10.0.0.1]/cb", reason: "private"},
		{url: "https://[::ffff:127.0.0.1]/cb", reason: "loopback"},
		{url: "https://[::ffff:169.254.169.254]/cb", reason: "link-local"},
		// resolved hosts
		{url: "https://v6.example.com/cb", ok: true},
		{url: "https://dual.example.com/cb", ok: true},
		{url: "https://mixed.example.com/cb", reason: "private"},
		{url: "https://sneaky.example.com/cb", reason: "private"},
		{url: "https://meta.example.com/cb", reason: "link-local"},
		{url: "https://internal.example.com/cb", reason: "private"},
		{url: "https://nxdomain.example.com/cb", reason: "does not resolve"},
		{url: "https://empty.example.com/cb", reason: "does not resolve"},
		// local mode allows loopback only
		{url: "http://127.0.0.1:9000/cb", insecure: true, ok: true},
		{url: "http://localhost:9000/cb", insecure: true, ok: true},
		{url: "http://[::1]:9000/cb", insecure: true, ok: true},
		{url: "https://127.0.0.1/cb", insecure: true, ok: true},
		{url: "http://10.0.0.1/cb", insecure: true, reason: "private"},
		{url: "http://192.168.0.10/cb", insecure: true, reason: "private"},
		{url: "http://169.254.169.254/", insecure: true, reason: "link-local"},
		{url: "http://100.64.0.1/", insecure: true, reason: "private"},
		{url: "http://mixed.example.com/", insecure: true, reason: "private"},
		{url: "http://0.0.0.0/", insecure: true, reason: "not a public"},
	}
	for _, tc := range tests {
		name := tc.url
		if tc.insecure {
			name = "insecure " + name
		}
		if len(name) > 80 {
			name = name[:80]
		}
		t.Run(name, func(t *testing.T) {
			g := Guard{Resolver: newResolver(), AllowInsecure: tc.insecure}
			u, addrs, err := g.Check(context.Background(), tc.url)
			if tc.ok {
				if err != nil {
					t.Fatalf("Check(%q) refused: %v", tc.url, err)
				}
				if u == nil || len(addrs) == 0 {
					t.Fatalf("Check(%q) = %v, %v", tc.url, u, addrs)
				}
				for _, a := range addrs {
					if a.Is4In6() {
						t.Fatalf("address %v not unmapped", a)
					}
				}
				return
			}
			if err == nil {
				t.Fatalf("Check(%q) allowed (addrs %v), want refusal containing %q", tc.url, addrs, tc.reason)
			}
			if !IsRefusal(err) {
				t.Fatalf("Check(%q) error %v is not a refusal", tc.url, err)
			}
			if !strings.Contains(err.Error(), tc.reason) {
				t.Fatalf("Check(%q) = %q, want reason containing %q", tc.url, err, tc.reason)
			}
			if u != nil || addrs != nil {
				t.Fatalf("refusal returned values %v %v", u, addrs)
			}
		})
	}
}

func TestCheckReturnsResolvedAddresses(t *testing.T) {
	r := newResolver()
	g := Guard{Resolver: r}
	u, addrs, err := g.Check(context.Background(), "https://dual.example.com/x")
	if err != nil {
		t.Fatal(err)
	}
	if u.Host != "dual.example.com" || len(addrs) != 2 || addrs[0].String() != "93.184.216.34" {
		t.Fatalf("u=%v addrs=%v", u, addrs)
	}
	if len(r.calls) != 1 || r.calls[0] != "ip:dual.example.com" {
		t.Fatalf("resolver calls = %v", r.calls)
	}
	// Literal addresses and localhost never hit the resolver.
	r.calls = nil
	_, _, _ = g.Check(context.Background(), "https://93.184.216.34/")
	_, _, _ = g.Check(context.Background(), "https://localhost/")
	if len(r.calls) != 0 {
		t.Fatalf("resolver called for literal: %v", r.calls)
	}
}

// IPv4 addresses embedded in IPv6 translation prefixes reach the embedded
// IPv4 host through a NAT64 gateway (and 6to4 relays), so an embedded
// private address must be refused like the plain one.
func TestCheckEmbeddedIPv4(t *testing.T) {
	for _, raw := range []string{
		"https://[64:ff9b::a00:1]/cb",     // NAT64 of 10.0.0.1
		"https://[64:ff9b::a9fe:a9fe]/cb", // NAT64 of 169.254.169.254
		"https://[2002:a00:1::1]/cb",      // 6to4 of 10.0.0.1
	} {
		t.Run(raw, func(t *testing.T) {
			_, _, err := Guard{Resolver: newResolver()}.Check(context.Background(), raw)
			if err == nil {
				t.Fatalf("%s is allowed; IPv6 transition addresses must be refused", raw)
			}
		})
	}
}
