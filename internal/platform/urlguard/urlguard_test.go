package urlguard

import (
	"context"
	"errors"
	"net"
	"net/netip"
	"strings"
	"testing"

	"code.dny.dev/ssrf"
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
		{url: "https://0.0.0.1/cb", reason: "not a public"},
		{url: "https://198.18.0.1/cb", reason: "not a public"},
		{url: "https://240.0.0.1/cb", reason: "not a public"},
		{url: "https://192.0.0.170/cb", reason: "not a public"},
		{url: "https://[2001:db8::1]/cb", reason: "not a public"},
		{url: "https://[100::1]/cb", reason: "not a public"},
		{url: "https://[::]/cb", reason: "not a public"},
		{url: "https://224.0.0.1/cb", reason: "link-local"}, // link-local multicast
		{url: "https://239.1.2.3/cb", reason: "not a public"},
		{url: "https://[ff02::1]/cb", reason: "link-local"},
		{url: "https://[ff0e::1]/cb", reason: "not a public"},
		{url: "https://[fd00::1]/cb", reason: "private"},
		{url: "https://255.255.255.255/cb", reason: "not a public"},
		{url: "https://[::ffff:10.0.0.1]/cb", reason: "IPv4-mapped"},
		{url: "https://[::ffff:127.0.0.1]/cb", reason: "IPv4-mapped"},
		{url: "https://[::ffff:169.254.169.254]/cb", reason: "IPv4-mapped"},
		{url: "https://[::ffff:93.184.216.34]/cb", reason: "IPv4-mapped"},
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
		{url: "http://[::ffff:127.0.0.1]:9000/", insecure: true, reason: "IPv4-mapped"},
		{url: "http://[fd00::1]:9000/", insecure: true, reason: "private"},
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

// specialPurpose names every range of the IANA IPv4 and IPv6
// special-purpose address registries (and multicast), with addresses at
// their edges and each registry entry inside 192.0.0.0/24 and
// 2001::/23. None may ever be a callback target.
var specialPurpose = []struct {
	rng   string
	addrs []string
}{
	// IPv4 (iana-ipv4-special-registry)
	{"0.0.0.0/8 this network", []string{"0.0.0.0", "0.0.0.1", "0.255.255.255"}},
	{"10.0.0.0/8 private-use", []string{"10.0.0.1", "10.255.255.254"}},
	{"100.64.0.0/10 shared (CGNAT)", []string{"100.64.0.1", "100.127.255.254"}},
	{"127.0.0.0/8 loopback", []string{"127.0.0.1", "127.255.255.254"}},
	{"169.254.0.0/16 link local", []string{"169.254.0.1", "169.254.169.254"}},
	{"172.16.0.0/12 private-use", []string{"172.16.0.1", "172.31.255.254"}},
	{"192.0.0.0/24 IETF protocol assignments", []string{"192.0.0.1", "192.0.0.255"}},
	{"192.0.0.0/29 IPv4 service continuity", []string{"192.0.0.0", "192.0.0.7"}},
	{"192.0.0.8/32 IPv4 dummy", []string{"192.0.0.8"}},
	{"192.0.0.9/32 PCP anycast", []string{"192.0.0.9"}},
	{"192.0.0.10/32 TURN anycast", []string{"192.0.0.10"}},
	{"192.0.0.170/32 NAT64/DNS64 discovery", []string{"192.0.0.170"}},
	{"192.0.0.171/32 NAT64/DNS64 discovery", []string{"192.0.0.171"}},
	{"192.0.2.0/24 TEST-NET-1", []string{"192.0.2.1"}},
	{"192.31.196.0/24 AS112-v4", []string{"192.31.196.1"}},
	{"192.52.193.0/24 AMT", []string{"192.52.193.1"}},
	{"192.88.99.0/24 6to4 relay anycast", []string{"192.88.99.1"}},
	{"192.168.0.0/16 private-use", []string{"192.168.0.1", "192.168.255.254"}},
	{"192.175.48.0/24 AS112 direct delegation", []string{"192.175.48.1"}},
	{"198.18.0.0/15 benchmarking", []string{"198.18.0.1", "198.19.255.254"}},
	{"198.51.100.0/24 TEST-NET-2", []string{"198.51.100.1"}},
	{"203.0.113.0/24 TEST-NET-3", []string{"203.0.113.1"}},
	{"240.0.0.0/4 reserved", []string{"240.0.0.1", "254.255.255.254"}},
	{"255.255.255.255/32 limited broadcast", []string{"255.255.255.255"}},
	{"224.0.0.0/4 multicast", []string{"224.0.0.1", "239.255.255.254"}},

	// IPv6 (iana-ipv6-special-registry)
	{"::/128 unspecified", []string{"::"}},
	{"::1/128 loopback", []string{"::1"}},
	{"::ffff:0:0/96 IPv4-mapped", []string{"::ffff:93.184.216.34", "::ffff:10.0.0.1", "::ffff:127.0.0.1"}},
	{"64:ff9b::/96 NAT64", []string{"64:ff9b::5db8:d822", "64:ff9b::a00:1", "64:ff9b::a9fe:a9fe"}},
	{"64:ff9b:1::/48 local NAT64", []string{"64:ff9b:1::1", "64:ff9b:1:ffff::5db8:d822"}},
	{"100::/64 discard-only", []string{"100::1", "100::ffff:ffff:ffff:ffff"}},
	{"100:0:0:1::/64 dummy prefix", []string{"100:0:0:1::1"}},
	{"2001::/23 IETF protocol assignments", []string{"2001::", "2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff"}},
	{"2001::/32 Teredo", []string{"2001::1", "2001:0:5db8:d822::1"}},
	{"2001:1::1/128 PCP anycast", []string{"2001:1::1"}},
	{"2001:1::2/128 TURN anycast", []string{"2001:1::2"}},
	{"2001:1::3/128 DNS-SD SRP anycast", []string{"2001:1::3"}},
	{"2001:2::/48 benchmarking", []string{"2001:2::1"}},
	{"2001:3::/32 AMT", []string{"2001:3::1"}},
	{"2001:4:112::/48 AS112-v6", []string{"2001:4:112::1"}},
	{"2001:10::/28 deprecated ORCHID", []string{"2001:10::1"}},
	{"2001:20::/28 ORCHIDv2", []string{"2001:20::1"}},
	{"2001:30::/28 drone remote ID", []string{"2001:30::1"}},
	{"2001:db8::/32 documentation", []string{"2001:db8::1", "2001:db8:ffff::1"}},
	{"2002::/16 6to4", []string{"2002:a00:1::1", "2002:5db8:d822::1"}},
	{"2620:4f:8000::/48 AS112 direct delegation", []string{"2620:4f:8000::1"}},
	{"3fff::/20 documentation", []string{"3fff::1"}},
	{"5f00::/16 SRv6 SIDs", []string{"5f00::1"}},
	{"fc00::/7 unique local", []string{"fc00::1", "fd00::1", "fdff:ffff::1"}},
	{"fe80::/10 link-local", []string{"fe80::1", "febf:ffff::1"}},
	{"fec0::/10 deprecated site-local", []string{"fec0::1"}},
	{"ff00::/8 multicast", []string{"ff02::1", "ff05::1:3", "ff0e::1"}},
}

// public addresses (and neighbours of refused ranges) that must stay
// allowed.
var publicAddrs = []string{
	"93.184.216.34", "8.8.8.8", "1.1.1.1",
	"9.255.255.255", "11.0.0.1", // around 10/8
	"100.63.255.255", "100.128.0.1", // around 100.64/10
	"172.15.255.255", "172.32.0.1", // around 172.16/12
	"192.0.1.1", "192.0.3.1", // around 192.0.0/24 and 192.0.2/24
	"198.17.255.255", "198.20.0.1", // around 198.18/15
	"223.255.255.254", // below multicast
	"2606:2800:220:1:248:1893:25c8:1946", "2001:4860:4860::8888", "2a00:1450:4001::1",
	"2001:200::1",     // just past 2001::/23
	"2620:4f:8001::1", // just past 2620:4f:8000::/48
}

func literalURL(scheme, addr string) string {
	a := netip.MustParseAddr(addr)
	if a.Is4() {
		return scheme + "://" + addr + "/cb"
	}
	return scheme + "://[" + addr + "]/cb"
}

// TestSpecialPurposeRangesRefused holds the guard to the registries: every
// special-purpose address is refused as a URL literal, as a DNS answer and
// by the dialer's Control, and public addresses pass all three.
func TestSpecialPurposeRangesRefused(t *testing.T) {
	ctx := context.Background()
	for _, sp := range specialPurpose {
		for _, addr := range sp.addrs {
			t.Run(sp.rng+"/"+addr, func(t *testing.T) {
				g := Guard{Resolver: &fakeResolver{answers: map[string][]string{"host.example.com": {addr}}}}
				if _, _, err := g.Check(ctx, literalURL("https", addr)); !IsRefusal(err) {
					t.Errorf("literal %s: err = %v, want a refusal", addr, err)
				}
				// A resolver's IPv4-mapped answer is the IPv4 address it
				// maps, so only its IPv4 range decides (checked above).
				if !netip.MustParseAddr(addr).Is4In6() {
					if _, _, err := g.Check(ctx, "https://host.example.com/cb"); !IsRefusal(err) {
						t.Errorf("resolved %s: err = %v, want a refusal", addr, err)
					}
				}
				ap := netip.AddrPortFrom(netip.MustParseAddr(addr), 443).String()
				err := g.Control(network(addr), ap, nil)
				if !IsRefusal(err) || !errors.Is(err, ssrf.ErrProhibitedIP) {
					t.Errorf("Control(%s) = %v, want a refusal wrapping ssrf.ErrProhibitedIP", ap, err)
				}
			})
		}
	}
	for _, addr := range publicAddrs {
		t.Run("public/"+addr, func(t *testing.T) {
			g := Guard{Resolver: &fakeResolver{answers: map[string][]string{"host.example.com": {addr}}}}
			if _, _, err := g.Check(ctx, literalURL("https", addr)); err != nil {
				t.Errorf("literal %s refused: %v", addr, err)
			}
			if _, got, err := g.Check(ctx, "https://host.example.com/cb"); err != nil || len(got) != 1 || got[0].String() != addr {
				t.Errorf("resolved %s: %v, %v", addr, got, err)
			}
			if err := g.Control(network(addr), netip.AddrPortFrom(netip.MustParseAddr(addr), 8443).String(), nil); err != nil {
				t.Errorf("Control %s refused: %v", addr, err)
			}
		})
	}
}

func network(addr string) string {
	if netip.MustParseAddr(addr).Is4() {
		return "tcp4"
	}
	return "tcp6"
}

// TestLocalModeRelaxesOnlyLoopback: AllowInsecure (WEBHOOK_ALLOW_INSECURE)
// lets http:// and loopback receivers through, and nothing else of the
// registries.
func TestLocalModeRelaxesOnlyLoopback(t *testing.T) {
	ctx := context.Background()
	loopback := func(rng string) bool {
		return strings.HasPrefix(rng, "127.0.0.0/8") || strings.HasPrefix(rng, "::1/128")
	}
	g := Guard{AllowInsecure: true, Resolver: newResolver()}
	for _, sp := range specialPurpose {
		for _, addr := range sp.addrs {
			t.Run(sp.rng+"/"+addr, func(t *testing.T) {
				for _, scheme := range []string{"http", "https"} {
					_, _, err := g.Check(ctx, literalURL(scheme, addr))
					if loopback(sp.rng) && err != nil {
						t.Errorf("%s loopback %s refused in local mode: %v", scheme, addr, err)
					}
					if !loopback(sp.rng) && !IsRefusal(err) {
						t.Errorf("%s %s: err = %v in local mode, want a refusal", scheme, addr, err)
					}
				}
				err := g.Control(network(addr), netip.AddrPortFrom(netip.MustParseAddr(addr), 9000).String(), nil)
				if loopback(sp.rng) != (err == nil) {
					t.Errorf("local Control(%s) = %v", addr, err)
				}
			})
		}
	}
	for _, raw := range []string{"http://localhost:9000/cb", "http://127.0.0.1:9000/cb", "http://[::1]:9000/cb", "http://hooks.example.com/cb"} {
		if _, _, err := g.Check(ctx, raw); err != nil {
			t.Errorf("local mode refused %s: %v", raw, err)
		}
	}
	for _, raw := range []string{"ftp://127.0.0.1/cb", "http://user:pw@127.0.0.1/cb", "http://mixed.example.com/cb"} {
		if _, _, err := g.Check(ctx, raw); !IsRefusal(err) {
			t.Errorf("local mode: %s err = %v, want a refusal", raw, err)
		}
	}
	// Without local mode, neither http:// nor loopback passes.
	for _, raw := range []string{"http://hooks.example.com/cb", "https://127.0.0.1/cb", "https://[::1]/cb", "https://localhost/cb"} {
		if _, _, err := (Guard{Resolver: newResolver()}).Check(ctx, raw); !IsRefusal(err) {
			t.Errorf("%s: err = %v, want a refusal", raw, err)
		}
	}
}

func TestControl(t *testing.T) {
	tests := []struct {
		name             string
		insecure         bool
		network, address string
		ok               bool
	}{
		{"public any port", false, "tcp4", "93.184.216.34:8443", true},
		{"public v6", false, "tcp6", "[2606:2800:220:1:248:1893:25c8:1946]:443", true},
		{"private", false, "tcp4", "10.0.0.1:443", false},
		{"loopback", false, "tcp4", "127.0.0.1:443", false},
		{"loopback v6", false, "tcp6", "[::1]:443", false},
		{"metadata", false, "tcp4", "169.254.169.254:80", false},
		{"udp", false, "udp4", "93.184.216.34:443", false},
		{"no port", false, "tcp4", "93.184.216.34", false},
		{"local loopback", true, "tcp4", "127.0.0.1:9000", true},
		{"local loopback v6", true, "tcp6", "[::1]:9000", true},
		{"local private", true, "tcp4", "192.168.1.1:80", false},
		{"local link-local", true, "tcp4", "169.254.169.254:80", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := Guard{AllowInsecure: tc.insecure}.Control(tc.network, tc.address, nil)
			if tc.ok && err != nil {
				t.Fatalf("refused: %v", err)
			}
			if !tc.ok && !IsRefusal(err) {
				t.Fatalf("err = %v, want a refusal", err)
			}
		})
	}
}

// TestControlOnARealDial: as a net.Dialer's Control, the guard stops the
// connection before it is made, and local mode lets a loopback one through.
func TestControlOnARealDial(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			c.Close()
		}
	}()
	d := net.Dialer{Control: Guard{}.Control}
	if c, err := d.Dial("tcp", ln.Addr().String()); !IsRefusal(err) {
		if c != nil {
			c.Close()
		}
		t.Fatalf("dial loopback: err = %v, want a refusal", err)
	}
	d = net.Dialer{Control: Guard{AllowInsecure: true}.Control}
	c, err := d.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatalf("local mode dial: %v", err)
	}
	c.Close()
}
