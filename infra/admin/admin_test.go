package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/docanalysis/service/infra/localstack"
	"github.com/docanalysis/service/infra/samtemplate"
	"github.com/docanalysis/service/internal/aws/ddbstore"
	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/billing"
	"github.com/docanalysis/service/internal/domain/console"
	"github.com/docanalysis/service/internal/platform/ids"
)

// The scratch table is shared by every test of one run: each test creates
// its own organizations, so they cannot see each other's data.
var (
	envOnce  sync.Once
	envStore *ddbstore.Store
	envStack stackFile
	envErr   error
	envS3    *localstack.S3Server
)

func TestMain(m *testing.M) {
	code := m.Run()
	if envS3 != nil {
		envS3.Close()
	}
	os.Exit(code)
}

// store provisions a fresh table in the emulators started by
// `go run ./infra/local exec`, or skips when there are none (and fails when
// the runner promised them).
func store(t *testing.T) *ddbstore.Store {
	t.Helper()
	dynamo := os.Getenv("LOCALSTACK_DYNAMODB")
	if dynamo == "" {
		if os.Getenv("REQUIRE_EMULATORS") == "1" {
			t.Fatal("REQUIRE_EMULATORS=1 but LOCALSTACK_DYNAMODB is not set")
		}
		t.Skip("no emulators: run `go run ./infra/local exec -- go test ./infra/admin/...`")
	}
	envOnce.Do(func() {
		root, err := localstack.Root()
		if err != nil {
			envErr = err
			return
		}
		tmpl, err := samtemplate.Load(filepath.Join(root, "template.yaml"))
		if err != nil {
			envErr = err
			return
		}
		// Provision creates the bucket too, so S3 must answer.
		envS3, err = localstack.StartS3("", slog.New(slog.NewTextHandler(io.Discard, nil)))
		if err != nil {
			envErr = err
			return
		}
		eps := localstack.Endpoints{DynamoDB: dynamo, SQS: os.Getenv("LOCALSTACK_SQS")}
		clients := localstack.Clients(eps, envS3.URL)
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		res, err := localstack.Provision(ctx, clients, tmpl, "admintest-"+ids.New()[:8]+"-")
		if err != nil {
			envErr = err
			return
		}
		envStack = stackFile{Endpoints: eps, S3: envS3.URL, Table: res.Tables["Table"]}
		envStore = ddbstore.New(clients.DynamoDB, envStack.Table)
	})
	if envErr != nil {
		t.Fatalf("provision scratch table: %v", envErr)
	}
	return envStore
}

// clock is a settable test clock.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time  { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) Set(t time.Time) { c.mu.Lock(); defer c.mu.Unlock(); c.t = t }

func newTestDeps(t *testing.T) (deps, *clock) {
	c := &clock{t: time.Now().UTC().Truncate(time.Second)}
	return newDeps(store(t), c.Now), c
}

type result struct {
	code   int
	stdout map[string]any
	stderr map[string]any
	// errText is stderr as written: a usage error is plain text for a
	// person, every other failure one JSON object.
	errText string
}

// oneJSON decodes s as exactly one JSON object, or nil when s is empty.
func oneJSON(t *testing.T, name, s string) map[string]any {
	t.Helper()
	if s == "" {
		return nil
	}
	dec := json.NewDecoder(strings.NewReader(s))
	var m map[string]any
	if err := dec.Decode(&m); err != nil {
		t.Fatalf("%s is not a JSON object: %v\n%s", name, err, s)
	}
	if dec.More() {
		t.Fatalf("%s holds more than one JSON value:\n%s", name, s)
	}
	return m
}

func runCLI(t *testing.T, d deps, args ...string) result {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(context.Background(), args, &out, &errb, d)
	r := result{code: code, stdout: oneJSON(t, "stdout", out.String()), errText: errb.String()}
	if code != exitUsage {
		r.stderr = oneJSON(t, "stderr", errb.String())
	}
	return r
}

// mustRun runs a command that must succeed and returns its output.
func mustRun(t *testing.T, d deps, args ...string) map[string]any {
	t.Helper()
	r := runCLI(t, d, args...)
	if r.code != exitOK || r.stdout == nil || r.stderr != nil {
		t.Fatalf("%v: exit %d, stdout %v, stderr %v", args, r.code, r.stdout, r.stderr)
	}
	return r.stdout
}

func str(m map[string]any, k string) string { s, _ := m[k].(string); return s }

func keys(m map[string]any) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

// fixture is a paid organization with a user, and a free organization.
type fixture struct {
	paid, free, user string
}

func newFixture(t *testing.T, d deps) fixture {
	t.Helper()
	f := fixture{
		paid: str(mustRun(t, d, "org", "create", "--name", "Paid Co", "--plan", "paid", "--credits", "5"), "id"),
		free: str(mustRun(t, d, "org", "create", "--name", "Free Co", "--plan", "free"), "id"),
	}
	f.user = str(mustRun(t, d, "user", "create", "--org", f.paid, "--email", "ops@example.com"), "id")
	return f
}

func TestCommands(t *testing.T) {
	d, _ := newTestDeps(t)
	f := newFixture(t, d)
	ctx := context.Background()

	tests := []struct {
		name  string
		args  []string
		check func(t *testing.T, out map[string]any)
	}{
		{
			name: "org create grants credits through the ledger",
			args: []string{"org", "create", "--name", "Acme", "--plan", "paid", "--credits", "50", "--auto-top-up", "--payment-customer", "cus_1"},
			check: func(t *testing.T, out map[string]any) {
				if got := keys(out); !slices.Equal(got, []string{"id"}) || !ids.Valid(str(out, "id")) {
					t.Fatalf("output %v, want {\"id\": uuid}", out)
				}
				o, err := d.Accounts.Store.GetOrg(ctx, str(out, "id"))
				if err != nil {
					t.Fatal(err)
				}
				if o.Name != "Acme" || o.Plan != account.PlanPaid || o.Credits != 50 || !o.AutoTopUp || o.PaymentCustomer != "cus_1" {
					t.Errorf("stored org %+v", o)
				}
				l, err := d.Ledger.Ledger(ctx, o.ID)
				if err != nil {
					t.Fatal(err)
				}
				if len(l) != 1 || l[0].Kind != billing.KindGrant || l[0].Amount != 50 || l[0].Note != "granted by operator" {
					t.Errorf("ledger %+v, want one grant of 50", l)
				}
			},
		},
		{
			name: "org create without credits writes no ledger entry",
			args: []string{"org", "create", "--plan", "free", "--name", "Tiny"},
			check: func(t *testing.T, out map[string]any) {
				l, err := d.Ledger.Ledger(ctx, str(out, "id"))
				if err != nil {
					t.Fatal(err)
				}
				if len(l) != 0 {
					t.Errorf("ledger %+v, want none", l)
				}
			},
		},
		{
			name: "org update with flags after the id",
			args: []string{"org", "update", f.paid, "--payment-customer", "cus_9"},
			check: func(t *testing.T, out map[string]any) {
				want := []string{"auto_top_up", "credits", "disabled_events", "id", "name", "payment_customer", "plan"}
				if got := keys(out); !slices.Equal(got, want) {
					t.Fatalf("keys %v, want %v (and never the signing secret)", got, want)
				}
				if str(out, "id") != f.paid || str(out, "payment_customer") != "cus_9" || str(out, "plan") != "paid" ||
					out["credits"] != float64(5) || out["auto_top_up"] != false || str(out, "name") != "Paid Co" {
					t.Errorf("output %v", out)
				}
			},
		},
		{
			name: "org update with flags before the id",
			args: []string{"org", "update", "--auto-top-up", f.paid},
			check: func(t *testing.T, out map[string]any) {
				if str(out, "id") != f.paid || out["auto_top_up"] != true || str(out, "payment_customer") != "cus_9" {
					t.Errorf("output %v", out)
				}
			},
		},
		{
			name: "org update disables extraction events",
			args: []string{"org", "update", f.paid, "--disabled-events", "tax_return.extracted, application_form.extracted,tax_return.extracted"},
			check: func(t *testing.T, out map[string]any) {
				o, _ := d.Accounts.Store.GetOrg(ctx, f.paid)
				if fmt.Sprint(out["disabled_events"]) != "[tax_return.extracted application_form.extracted]" || len(o.DisabledEvents) != 2 {
					t.Errorf("output %v, stored %v", out, o.DisabledEvents)
				}
			},
		},
		{
			name: "org update enables them again",
			args: []string{"org", "update", f.paid, "--disabled-events", ""},
			check: func(t *testing.T, out map[string]any) {
				o, _ := d.Accounts.Store.GetOrg(ctx, f.paid)
				if fmt.Sprint(out["disabled_events"]) != "[]" || len(o.DisabledEvents) != 0 {
					t.Errorf("output %v, stored %v", out, o.DisabledEvents)
				}
			},
		},
		{
			name: "org secret",
			args: []string{"org", "secret", f.paid},
			check: func(t *testing.T, out map[string]any) {
				o, _ := d.Accounts.Store.GetOrg(ctx, f.paid)
				if keys(out)[0] != "signing_secret" || len(out) != 1 ||
					!strings.HasPrefix(str(out, "signing_secret"), account.SecretPrefix) || str(out, "signing_secret") != o.SigningSecret {
					t.Errorf("output %v", out)
				}
			},
		},
		{
			name: "user create",
			args: []string{"user", "create", "--org", f.paid, "--email", "a@example.com"},
			check: func(t *testing.T, out map[string]any) {
				u, err := d.Accounts.Store.GetUser(ctx, f.paid, str(out, "id"))
				if err != nil || u.Email != "a@example.com" || len(out) != 1 {
					t.Errorf("output %v, user %+v, err %v", out, u, err)
				}
			},
		},
		{
			name: "user create with a console password",
			args: []string{"user", "create", "--org", f.paid, "--email", "Console@example.com", "--password", "correct horse battery", "--role", "member"},
			check: func(t *testing.T, out map[string]any) {
				l, err := d.Console.Store.LoginByEmail(ctx, "console@example.com")
				if err != nil || l.UserID != str(out, "id") || l.OrgID != f.paid || l.Role != console.RoleMember || len(out) != 1 {
					t.Fatalf("output %v, login %+v, err %v", out, l, err)
				}
				if _, err := d.Accounts.Store.GetUser(ctx, f.paid, l.UserID); err != nil {
					t.Fatal(err)
				}
			},
		},
		{
			name: "key create for a user",
			args: []string{"key", "create", "--org", f.paid, "--user", f.user, "--scopes", "analyses:write,analyses:read"},
			check: func(t *testing.T, out map[string]any) {
				if got := keys(out); !slices.Equal(got, []string{"id", "key"}) || !strings.HasPrefix(str(out, "key"), account.APIKeyPrefix) {
					t.Fatalf("output %v", out)
				}
				p, err := d.Accounts.Authenticate(ctx, str(out, "key"))
				if err != nil {
					t.Fatal(err)
				}
				if p.CredentialID != str(out, "id") || p.UserID != f.user || p.Org.ID != f.paid ||
					!slices.Equal(p.Scopes, []string{account.ScopeRead, account.ScopeWrite}) {
					t.Errorf("principal %+v", p)
				}
			},
		},
		{
			name: "key create without a user",
			args: []string{"key", "create", "--scopes", "analyses:read", "--org", f.paid},
			check: func(t *testing.T, out map[string]any) {
				p, err := d.Accounts.Authenticate(ctx, str(out, "key"))
				if err != nil || p.UserID != "" || !slices.Equal(p.Scopes, []string{account.ScopeRead}) {
					t.Errorf("principal %+v, err %v", p, err)
				}
			},
		},
		{
			name: "token create",
			args: []string{"token", "create", "--org", f.paid, "--user", f.user, "--scopes", "analyses:read", "--ttl", "2h"},
			check: func(t *testing.T, out map[string]any) {
				if got := keys(out); !slices.Equal(got, []string{"id", "token"}) || !strings.HasPrefix(str(out, "token"), account.OAuthTokenPrefix) {
					t.Fatalf("output %v", out)
				}
				p, err := d.Accounts.Authenticate(ctx, str(out, "token"))
				if err != nil || p.Kind != account.KindOAuth || p.UserID != f.user {
					t.Errorf("principal %+v, err %v", p, err)
				}
			},
		},
	}
	// The cases share the fixture and run in order: the org update cases
	// build on each other.
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.check(t, mustRun(t, d, tc.args...))
		})
	}
}

func TestFailures(t *testing.T) {
	d, _ := newTestDeps(t)
	f := newFixture(t, d)
	unknown := ids.New()

	tests := []struct {
		name     string
		args     []string
		wantCode int
		wantErr  string // substring of the error message
	}{
		// Usage errors: the command line is wrong whatever the store holds.
		{"no arguments", nil, exitUsage, "missing subcommand"},
		{"one word", []string{"org"}, exitUsage, "missing subcommand"},
		{"unknown subcommand", []string{"org", "delete", f.paid}, exitUsage, "unknown subcommand"},
		{"org create without name", []string{"org", "create", "--plan", "paid"}, exitUsage, "--name is required"},
		{"org create without plan", []string{"org", "create", "--name", "X"}, exitUsage, "--plan is required"},
		{"org create with unknown plan", []string{"org", "create", "--name", "X", "--plan", "gold"}, exitUsage, "unknown plan"},
		{"org create with negative credits", []string{"org", "create", "--name", "X", "--plan", "paid", "--credits", "-1"}, exitUsage, "negative"},
		{"org create with non-numeric credits", []string{"org", "create", "--name", "X", "--plan", "paid", "--credits", "many"}, exitUsage, "credits"},
		{"org create with a positional", []string{"org", "create", "--name", "X", "--plan", "paid", "extra"}, exitUsage, "unexpected argument"},
		{"unknown flag", []string{"user", "create", "--org", f.paid, "--email", "a@b.c", "--admin"}, exitUsage, "admin"},
		{"org update without id", []string{"org", "update", "--plan", "free"}, exitUsage, "expected 1 argument"},
		{"org update with two ids", []string{"org", "update", f.paid, f.free}, exitUsage, "expected 1 argument"},
		{"org update with unknown plan", []string{"org", "update", f.paid, "--plan", "gold"}, exitUsage, "unknown plan"},
		{"org update with negative credits", []string{"org", "update", f.paid, "--credits", "-3"}, exitUsage, "negative"},
		{"org update disabling a non-extraction event", []string{"org", "update", f.paid, "--disabled-events", "analysis.failed"}, exitUsage, "not an extraction event"},
		{"org secret without id", []string{"org", "secret"}, exitUsage, "expected 1 argument"},
		{"user create without email", []string{"user", "create", "--org", f.paid}, exitUsage, "--email is required"},
		{"user create with a short password", []string{"user", "create", "--org", f.paid, "--email", "s@example.com", "--password", "short"}, exitUsage, "at least"},
		{"user create with an unknown role", []string{"user", "create", "--org", f.paid, "--email", "s@example.com", "--password", "correct horse battery", "--role", "owner"}, exitUsage, "unknown role"},
		{"key create without scopes", []string{"key", "create", "--org", f.paid}, exitUsage, "--scopes is required"},
		{"key create with unknown scope", []string{"key", "create", "--org", f.paid, "--scopes", "analyses:delete"}, exitUsage, "unknown scope"},
		{"token create without user", []string{"token", "create", "--org", f.paid, "--scopes", "analyses:read"}, exitUsage, "--user is required"},
		{"token create with zero ttl", []string{"token", "create", "--org", f.paid, "--user", f.user, "--scopes", "analyses:read", "--ttl", "0s"}, exitUsage, "ttl"},
		{"key revoke without id", []string{"key", "revoke"}, exitUsage, "expected 1 argument"},
		{"token revoke with two ids", []string{"token", "revoke", "a", "b"}, exitUsage, "expected 1 argument"},

		// Failures: understood, but the store says no.
		{"key create for a free-plan org", []string{"key", "create", "--org", f.free, "--scopes", "analyses:read"}, exitFailure, "free-plan"},
		{"org update of an unknown org", []string{"org", "update", unknown, "--plan", "free"}, exitFailure, unknown},
		{"org update credits of an unknown org", []string{"org", "update", unknown, "--credits", "4"}, exitFailure, "not found"},
		{"org secret of an unknown org", []string{"org", "secret", unknown}, exitFailure, "not found"},
		{"user create in an unknown org", []string{"user", "create", "--org", unknown, "--email", "a@b.c"}, exitFailure, unknown},
		{"user create with a bad email", []string{"user", "create", "--org", f.paid, "--email", "nobody"}, exitFailure, "e-mail"},
		{"key create in an unknown org", []string{"key", "create", "--org", unknown, "--scopes", "analyses:read"}, exitFailure, unknown},
		{"key create for a user of another org", []string{"key", "create", "--org", f.paid, "--user", unknown, "--scopes", "analyses:read"}, exitFailure, unknown},
		{"token create for an unknown user", []string{"token", "create", "--org", f.paid, "--user", unknown, "--scopes", "analyses:read"}, exitFailure, unknown},
		{"key revoke of an unknown id", []string{"key", "revoke", unknown}, exitFailure, "no API key"},
		{"token revoke of an unknown id", []string{"token", "revoke", unknown}, exitFailure, "no OAuth token"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := runCLI(t, d, tc.args...)
			if r.code != tc.wantCode {
				t.Fatalf("exit %d, want %d (stdout %v, stderr %v)", r.code, tc.wantCode, r.stdout, r.stderr)
			}
			if r.stdout != nil {
				t.Errorf("stdout %v, want nothing", r.stdout)
			}
			msg := str(r.stderr, "error")
			if tc.wantCode == exitUsage {
				// Plain text: the error on the first line, then the usage.
				first, rest, _ := strings.Cut(r.errText, "\n")
				msg = first
				if !strings.HasPrefix(first, "admin: ") || !strings.Contains(rest, "usage:") || !strings.Contains(rest, "admin ") || strings.Contains(r.errText, `\n`) || strings.HasPrefix(r.errText, "{") {
					t.Errorf("usage error is not readable text with a synopsis:\n%s", r.errText)
				}
			}
			if !strings.Contains(msg, tc.wantErr) {
				t.Errorf("error %q does not mention %q", msg, tc.wantErr)
			}
		})
	}
}

func TestFreePlanKeyRefusedWithSentinel(t *testing.T) {
	d, _ := newTestDeps(t)
	f := newFixture(t, d)
	r := runCLI(t, d, "key", "create", "--org", f.free, "--scopes", "analyses:read")
	if r.code != exitFailure || str(r.stderr, "error") != account.ErrFreePlanKey.Error() {
		t.Fatalf("exit %d, stderr %v; want exit 1 with %q", r.code, r.stderr, account.ErrFreePlanKey)
	}
}

func TestRevokeThenAuthenticateFails(t *testing.T) {
	d, _ := newTestDeps(t)
	f := newFixture(t, d)
	ctx := context.Background()
	tests := []struct {
		kind, secretField string
		create            []string
	}{
		{"key", "key", []string{"key", "create", "--org", f.paid, "--scopes", "analyses:read"}},
		{"token", "token", []string{"token", "create", "--org", f.paid, "--user", f.user, "--scopes", "analyses:read"}},
	}
	for _, tc := range tests {
		t.Run(tc.kind, func(t *testing.T) {
			out := mustRun(t, d, tc.create...)
			id, secret := str(out, "id"), str(out, tc.secretField)
			if _, err := d.Accounts.Authenticate(ctx, secret); err != nil {
				t.Fatalf("fresh credential: %v", err)
			}
			// The other kind's revoke does not touch this credential.
			other := map[string]string{"key": "token", "token": "key"}[tc.kind]
			if r := runCLI(t, d, other, "revoke", id); r.code != exitFailure {
				t.Errorf("%s revoke of a %s id: exit %d, want 1", other, tc.kind, r.code)
			}
			if _, err := d.Accounts.Authenticate(ctx, secret); err != nil {
				t.Fatalf("after the wrong kind's revoke: %v", err)
			}
			got := mustRun(t, d, tc.kind, "revoke", id)
			if len(got) != 2 || str(got, "id") != id || got["revoked"] != true {
				t.Errorf("output %v, want {\"id\": %q, \"revoked\": true}", got, id)
			}
			if _, err := d.Accounts.Authenticate(ctx, secret); !errors.Is(err, account.ErrUnauthorized) {
				t.Errorf("after revoke: %v, want ErrUnauthorized", err)
			}
		})
	}
}

func TestTokenExpiresAfterTTL(t *testing.T) {
	d, clk := newTestDeps(t)
	f := newFixture(t, d)
	ctx := context.Background()
	t0 := clk.Now()
	tok := str(mustRun(t, d, "token", "create", "--org", f.paid, "--user", f.user, "--scopes", "analyses:read", "--ttl", "30m"), "token")

	for _, tc := range []struct {
		at      time.Duration
		wantErr error
	}{
		{0, nil},
		{29*time.Minute + 59*time.Second, nil},
		{30 * time.Minute, account.ErrUnauthorized},
		{2 * time.Hour, account.ErrUnauthorized},
	} {
		clk.Set(t0.Add(tc.at))
		if _, err := d.Accounts.Authenticate(ctx, tok); !errors.Is(err, tc.wantErr) {
			t.Errorf("at +%v: %v, want %v", tc.at, err, tc.wantErr)
		}
	}
}

func TestOrgUpdateCreditsSetsBalance(t *testing.T) {
	d, clk := newTestDeps(t)
	ctx := context.Background()
	id := str(mustRun(t, d, "org", "create", "--name", "Ledgered", "--plan", "paid", "--credits", "10",
		"--auto-top-up", "--payment-customer", "cus_7"), "id")

	steps := []struct {
		set       string
		wantDelta int64 // 0: no new ledger entry
	}{
		{"25", 15},
		{"5", -20},
		{"5", 0},
		{"0", -5},
	}
	entries := 1 // the grant
	for _, s := range steps {
		// The ledger is ordered by time; entries written in the same
		// instant would have no defined order.
		clk.Set(clk.Now().Add(time.Second))
		out := mustRun(t, d, "org", "update", "--credits", s.set, id)
		if got := out["credits"]; got != mustFloat(t, s.set) {
			t.Errorf("--credits %s: output credits %v", s.set, got)
		}
		// Only --credits was given: nothing else may change.
		if out["auto_top_up"] != true || str(out, "payment_customer") != "cus_7" || str(out, "plan") != "paid" {
			t.Errorf("--credits %s changed other fields: %v", s.set, out)
		}
		l, err := d.Ledger.Ledger(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if s.wantDelta != 0 {
			entries++
		}
		if len(l) != entries {
			t.Fatalf("--credits %s: %d ledger entries, want %d: %+v", s.set, len(l), entries, l)
		}
		if s.wantDelta != 0 {
			last := l[len(l)-1]
			if last.Kind != billing.KindAdjustment || last.Amount != s.wantDelta {
				t.Errorf("--credits %s: last entry %+v, want adjustment of %d", s.set, last, s.wantDelta)
			}
		}
		var sum int64
		for _, e := range l {
			sum += e.Amount
		}
		if o, _ := d.Accounts.Store.GetOrg(ctx, id); o.Credits != sum || sum != int64(mustFloat(t, s.set)) {
			t.Errorf("--credits %s: balance %d, ledger sum %d", s.set, o.Credits, sum)
		}
	}
}

func mustFloat(t *testing.T, s string) float64 {
	t.Helper()
	var f float64
	if err := json.Unmarshal([]byte(s), &f); err != nil {
		t.Fatal(err)
	}
	return f
}

func TestOrgUpdateChangesOnlyGivenFlags(t *testing.T) {
	d, _ := newTestDeps(t)
	id := str(mustRun(t, d, "org", "create", "--name", "Partial", "--plan", "paid", "--auto-top-up", "--payment-customer", "cus_2"), "id")

	out := mustRun(t, d, "org", "update", id, "--plan", "free")
	if str(out, "plan") != "free" || out["auto_top_up"] != true || str(out, "payment_customer") != "cus_2" {
		t.Errorf("--plan free: %v", out)
	}
	// An explicit false is a change, not "flag absent".
	out = mustRun(t, d, "org", "update", "--auto-top-up=false", id)
	if out["auto_top_up"] != false || str(out, "plan") != "free" || str(out, "payment_customer") != "cus_2" {
		t.Errorf("--auto-top-up=false: %v", out)
	}
	// No flags at all prints the organization unchanged.
	if got := mustRun(t, d, "org", "update", id); got["auto_top_up"] != false || str(got, "plan") != "free" {
		t.Errorf("no flags: %v", got)
	}
}

func TestHelp(t *testing.T) {
	// Help needs no store: it never reaches one.
	for _, args := range [][]string{{"help"}, {"-h"}, {"org", "create", "-h"}} {
		var out, errb bytes.Buffer
		if code := run(context.Background(), args, &out, &errb, deps{}); code != exitOK || errb.Len() != 0 {
			t.Errorf("%v: exit %d, stderr %q", args, code, errb.String())
		}
		// Readable text, one synopsis a line, not an escaped JSON string.
		if txt := out.String(); !strings.HasPrefix(txt, "usage:") || !strings.Contains(txt, "admin ") || strings.Contains(txt, `\n`) || strings.HasPrefix(txt, "{") {
			t.Errorf("%v: help is not readable text:\n%s", args, txt)
		}
	}
}

// TestLoadDepsFromStackFile checks that the CLI finds the local stack
// through <root>/.local/stack.json, and says how to start one when it is
// missing.
func TestLoadDepsFromStackFile(t *testing.T) {
	store(t) // provisions the table stack.json will name
	t.Setenv("TABLE_NAME", "")
	root := t.TempDir()
	if err := os.WriteFile(filepath.Join(root, "go.mod"), []byte("module example.com/x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	sub := filepath.Join(root, "a", "b")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Chdir(sub)
	ctx := context.Background()

	if _, err := loadDeps(ctx); !errors.Is(err, errNoStack) || !strings.Contains(err.Error(), "make run") {
		t.Fatalf("without stack.json: %v, want errNoStack", err)
	}

	b, err := json.Marshal(envStack)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(root, ".local"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, ".local", "stack.json"), b, 0o600); err != nil {
		t.Fatal(err)
	}
	d, err := loadDeps(ctx)
	if err != nil {
		t.Fatal(err)
	}
	id := str(mustRun(t, d, "org", "create", "--name", "Via stack.json", "--plan", "paid"), "id")
	if _, err := envStore.GetOrg(ctx, id); err != nil {
		t.Errorf("org created through stack.json is not in the scratch table: %v", err)
	}
}
