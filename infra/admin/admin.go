package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/billing"
	"github.com/docanalysis/service/internal/domain/console"
	"github.com/docanalysis/service/internal/domain/webhook"
)

// Exit codes: 1 when the command was understood but failed, 2 when the
// command line itself is wrong, following the flag package's convention.
const (
	exitOK      = 0
	exitFailure = 1
	exitUsage   = 2
)

// deps is what the commands act on. Tests inject a store over a scratch
// table and a clock they control.
type deps struct {
	Accounts *account.Service
	// Console creates users who can sign in to the console.
	Console *console.Service
	Ledger  billing.Store
	Now     func() time.Time
}

func (d deps) now() time.Time {
	if d.Now != nil {
		return d.Now().UTC()
	}
	return time.Now().UTC()
}

// action is a parsed command, ready to run against the store. It returns
// the value printed as the command's JSON result.
type action func(ctx context.Context, d deps) (any, error)

// command is one subcommand: its words, its synopsis and how to parse the
// rest of its arguments into an action.
type command struct {
	words    string
	synopsis string
	parse    func(args []string) (action, error)
}

// commands lists exactly the subcommands the operator CLI offers.
var commands = []command{
	{"org create", "org create --name NAME --plan paid|free [--credits N] [--auto-top-up] [--payment-customer ID]", parseOrgCreate},
	{"org update", "org update ID [--plan paid|free] [--credits N] [--auto-top-up=true|false] [--payment-customer ID] [--disabled-events EVENT,...]", parseOrgUpdate},
	{"org secret", "org secret ID", parseOrgSecret},
	{"user create", "user create --org ID --email EMAIL [--password PASSWORD [--role admin|member]]", parseUserCreate},
	{"key create", "key create --org ID [--user ID] --scopes analyses:read,analyses:write", parseKeyCreate},
	{"key revoke", "key revoke ID", parseRevoke(account.KindAPIKey)},
	{"token create", "token create --org ID --user ID --scopes SCOPES [--ttl 1h]", parseTokenCreate},
	{"token revoke", "token revoke ID", parseRevoke(account.KindOAuth)},
}

func usageText() string {
	var b strings.Builder
	b.WriteString("usage:")
	for _, c := range commands {
		b.WriteString("\n  admin " + c.synopsis)
	}
	return b.String()
}

// run parses args, runs the command against d and writes its result. It is
// the whole CLI minus configuration loading, so tests drive it directly.
func run(ctx context.Context, args []string, stdout, stderr io.Writer, d deps) int {
	act, code := parse(args, stdout, stderr)
	if act == nil {
		return code
	}
	return execute(ctx, act, stdout, stderr, d)
}

// parse turns the command line into an action. When it returns nil the
// command line was fully handled (help or a usage error) and the int is the
// exit code.
func parse(args []string, stdout, stderr io.Writer) (action, int) {
	if len(args) == 1 && (args[0] == "help" || args[0] == "-h" || args[0] == "--help") {
		fmt.Fprintln(stdout, usageText())
		return nil, exitOK
	}
	if len(args) < 2 {
		usageError(stderr, "missing subcommand", usageText())
		return nil, exitUsage
	}
	words := args[0] + " " + args[1]
	for _, c := range commands {
		if c.words != words {
			continue
		}
		act, err := c.parse(args[2:])
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(stdout, "usage: admin "+c.synopsis)
			return nil, exitOK
		}
		if err != nil {
			usageError(stderr, err.Error(), "usage: admin "+c.synopsis)
			return nil, exitUsage
		}
		return act, exitOK
	}
	usageError(stderr, fmt.Sprintf("unknown subcommand %q", words), usageText())
	return nil, exitUsage
}

// usageError tells a person what was wrong with the command line and how
// to write it, as plain text: usage is read by people, while results and
// failures of commands that ran are JSON for scripts.
func usageError(w io.Writer, msg, usage string) {
	fmt.Fprintf(w, "admin: %s\n%s\n", msg, usage)
}

// execute runs a parsed action and reports its result or error.
func execute(ctx context.Context, act action, stdout, stderr io.Writer, d deps) int {
	out, err := act(ctx, d)
	if err != nil {
		writeError(stderr, err)
		return exitFailure
	}
	writeJSON(stdout, out)
	return exitOK
}

func writeError(w io.Writer, err error) {
	writeJSON(w, map[string]string{"error": err.Error()})
}

func writeJSON(w io.Writer, v any) {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
}

// usagef reports a malformed command line. Every error a command's parse
// function returns is one, and exits 2 with the command's synopsis.
func usagef(format string, a ...any) error {
	return fmt.Errorf(format, a...)
}

// parseFlags parses flags that may come before, between or after the
// positional arguments (operators type `org update ID --plan free` as often
// as `org update --plan free ID`), and requires exactly npos positionals.
// It returns the positionals and the names of the flags actually given, so
// an update can tell "not given" from "given the zero value".
func parseFlags(fs *flag.FlagSet, args []string, npos int) ([]string, map[string]bool, error) {
	fs.SetOutput(io.Discard) // errors are reported as JSON by the caller
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, nil, err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			break
		}
		// flag stops at "--" or at the first non-flag argument. After
		// "--" everything is positional; otherwise take one positional
		// and keep parsing flags after it.
		if consumed := len(args) - len(rest); consumed > 0 && args[consumed-1] == "--" {
			pos = append(pos, rest...)
			break
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
	if len(pos) != npos {
		if npos == 0 {
			return nil, nil, usagef("unexpected argument %q", pos[0])
		}
		return nil, nil, usagef("expected %d argument(s), got %d", npos, len(pos))
	}
	for _, p := range pos {
		if strings.TrimSpace(p) == "" {
			return nil, nil, usagef("empty argument")
		}
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	return pos, set, nil
}

func parsePlan(s string) (account.Plan, error) {
	p := account.Plan(s)
	if !p.Valid() {
		return "", usagef("unknown plan %q; use paid or free", s)
	}
	return p, nil
}

func required(name, value string) error {
	if strings.TrimSpace(value) == "" {
		return usagef("--%s is required", name)
	}
	return nil
}

// orgJSON is an organization as the CLI prints it. The signing secret is
// left out on purpose: it is shown only by `org secret`, so it does not end
// up in logs of routine updates.
type orgJSON struct {
	ID              string       `json:"id"`
	Name            string       `json:"name"`
	Plan            account.Plan `json:"plan"`
	Credits         int64        `json:"credits"`
	AutoTopUp       bool         `json:"auto_top_up"`
	PaymentCustomer string       `json:"payment_customer"`
	DisabledEvents  []string     `json:"disabled_events"`
}

func toOrgJSON(o account.Org) orgJSON {
	disabled := o.DisabledEvents
	if disabled == nil {
		disabled = []string{}
	}
	return orgJSON{ID: o.ID, Name: o.Name, Plan: o.Plan, Credits: o.Credits, AutoTopUp: o.AutoTopUp,
		PaymentCustomer: o.PaymentCustomer, DisabledEvents: disabled}
}

// parseDisabledEvents reads --disabled-events: extraction event kinds,
// comma-separated; "" enables them all again.
func parseDisabledEvents(v string) ([]string, error) {
	out := []string{}
	for _, e := range strings.Split(v, ",") {
		e = strings.TrimSpace(e)
		if e == "" {
			continue
		}
		if e != webhook.EventTaxReturnExtracted && e != webhook.EventApplicationFormExtracted {
			return nil, usagef("--disabled-events: %q is not an extraction event; use %s and/or %s",
				e, webhook.EventTaxReturnExtracted, webhook.EventApplicationFormExtracted)
		}
		if !slices.Contains(out, e) {
			out = append(out, e)
		}
	}
	return out, nil
}

type idJSON struct {
	ID string `json:"id"`
}

// getOrg loads an organization, naming it in the error when it does not
// exist.
func getOrg(ctx context.Context, d deps, id string) (account.Org, error) {
	o, err := d.Accounts.Store.GetOrg(ctx, id)
	if errors.Is(err, account.ErrNotFound) {
		return account.Org{}, fmt.Errorf("organization %s not found: %w", id, err)
	}
	if err != nil {
		return account.Org{}, fmt.Errorf("load organization %s: %w", id, err)
	}
	return o, nil
}

func parseOrgCreate(args []string) (action, error) {
	fs := flag.NewFlagSet("org create", flag.ContinueOnError)
	name := fs.String("name", "", "organization name")
	plan := fs.String("plan", "", "paid or free")
	credits := fs.Int64("credits", 0, "credits to grant")
	autoTopUp := fs.Bool("auto-top-up", false, "buy credits automatically when they run out")
	customer := fs.String("payment-customer", "", "payment provider customer id")
	if _, _, err := parseFlags(fs, args, 0); err != nil {
		return nil, err
	}
	if err := required("name", *name); err != nil {
		return nil, err
	}
	if err := required("plan", *plan); err != nil {
		return nil, err
	}
	p, err := parsePlan(*plan)
	if err != nil {
		return nil, err
	}
	if *credits < 0 {
		return nil, usagef("--credits must not be negative")
	}
	return func(ctx context.Context, d deps) (any, error) {
		o, err := d.Accounts.CreateOrg(ctx, account.NewOrg{Name: *name, Plan: p, AutoTopUp: *autoTopUp, PaymentCustomer: *customer})
		if err != nil {
			return nil, err
		}
		// Credits go through the ledger, never into the org item
		// directly, so every credit the organization ever had is
		// accounted for.
		if *credits > 0 {
			if err := d.Ledger.Adjust(ctx, o.ID, *credits, billing.KindGrant, "granted by operator", d.now()); err != nil {
				return nil, fmt.Errorf("organization %s was created but granting %d credits failed (retry with `org update %s --credits %d`): %w",
					o.ID, *credits, o.ID, *credits, err)
			}
		}
		return idJSON{ID: o.ID}, nil
	}, nil
}

func parseOrgUpdate(args []string) (action, error) {
	fs := flag.NewFlagSet("org update", flag.ContinueOnError)
	plan := fs.String("plan", "", "paid or free")
	credits := fs.Int64("credits", 0, "set the credit balance to N")
	autoTopUp := fs.Bool("auto-top-up", false, "buy credits automatically when they run out")
	customer := fs.String("payment-customer", "", "payment provider customer id")
	disabled := fs.String("disabled-events", "", "extraction events the organization may not subscribe to (comma-separated; empty enables all)")
	pos, set, err := parseFlags(fs, args, 1)
	if err != nil {
		return nil, err
	}
	id := pos[0]
	var u account.OrgUpdate
	if set["disabled-events"] {
		events, err := parseDisabledEvents(*disabled)
		if err != nil {
			return nil, err
		}
		u.DisabledEvents = &events
	}
	if set["plan"] {
		p, err := parsePlan(*plan)
		if err != nil {
			return nil, err
		}
		u.Plan = &p
	}
	if set["auto-top-up"] {
		u.AutoTopUp = autoTopUp
	}
	if set["payment-customer"] {
		u.PaymentCustomer = customer
	}
	if set["credits"] && *credits < 0 {
		return nil, usagef("--credits must not be negative")
	}
	return func(ctx context.Context, d deps) (any, error) {
		// Reading first also turns an unknown id into a clear error
		// before anything is written.
		o, err := getOrg(ctx, d, id)
		if err != nil {
			return nil, err
		}
		if u.Plan != nil || u.AutoTopUp != nil || u.PaymentCustomer != nil || u.DisabledEvents != nil {
			if o, err = d.Accounts.Store.UpdateOrg(ctx, id, u); err != nil {
				return nil, fmt.Errorf("update organization %s: %w", id, err)
			}
		}
		if set["credits"] {
			// --credits sets the balance, but the balance only moves
			// through the ledger, so write the difference as an
			// adjustment. A charge landing between the read and the
			// adjustment is not lost: it stays in the ledger and the
			// balance ends that charge below N.
			if delta := *credits - o.Credits; delta != 0 {
				note := fmt.Sprintf("balance set to %d by operator", *credits)
				if err := d.Ledger.Adjust(ctx, id, delta, billing.KindAdjustment, note, d.now()); err != nil {
					return nil, fmt.Errorf("adjust credits of organization %s: %w", id, err)
				}
			}
			if o, err = getOrg(ctx, d, id); err != nil {
				return nil, err
			}
		}
		return toOrgJSON(o), nil
	}, nil
}

func parseOrgSecret(args []string) (action, error) {
	fs := flag.NewFlagSet("org secret", flag.ContinueOnError)
	pos, _, err := parseFlags(fs, args, 1)
	if err != nil {
		return nil, err
	}
	return func(ctx context.Context, d deps) (any, error) {
		o, err := getOrg(ctx, d, pos[0])
		if err != nil {
			return nil, err
		}
		return map[string]string{"signing_secret": o.SigningSecret}, nil
	}, nil
}

func parseUserCreate(args []string) (action, error) {
	fs := flag.NewFlagSet("user create", flag.ContinueOnError)
	org := fs.String("org", "", "organization id")
	email := fs.String("email", "", "the user's e-mail address")
	password := fs.String("password", "", "a console password: the user can then sign in to /console")
	role := fs.String("role", string(console.RoleAdmin), "the console role: admin manages keys, clients, users and webhooks; member reads")
	if _, _, err := parseFlags(fs, args, 0); err != nil {
		return nil, err
	}
	if err := required("org", *org); err != nil {
		return nil, err
	}
	if err := required("email", *email); err != nil {
		return nil, err
	}
	if *password != "" {
		if r := console.Role(*role); !r.Valid() {
			return nil, usagef("--role: unknown role %q; use admin or member", *role)
		}
		if err := console.CheckPassword(*password); err != nil {
			return nil, usagef("--password: %v", err)
		}
	}
	return func(ctx context.Context, d deps) (any, error) {
		if *password != "" {
			l, err := d.Console.CreateUser(ctx, *org, *email, *password, console.Role(*role))
			if err != nil {
				return nil, err
			}
			return idJSON{ID: l.UserID}, nil
		}
		u, err := d.Accounts.CreateUser(ctx, *org, *email)
		if err != nil {
			return nil, err
		}
		return idJSON{ID: u.ID}, nil
	}, nil
}

// parseScopes reads --scopes; a bad list is a usage error because it is
// wrong whatever the store holds.
func parseScopes(list string) ([]string, error) {
	if err := required("scopes", list); err != nil {
		return nil, err
	}
	scopes, err := account.NormalizeScopes(list)
	if err != nil {
		return nil, usagef("--scopes: %v", err)
	}
	return scopes, nil
}

func parseKeyCreate(args []string) (action, error) {
	fs := flag.NewFlagSet("key create", flag.ContinueOnError)
	org := fs.String("org", "", "organization id")
	user := fs.String("user", "", "user id the key belongs to (optional)")
	scopeList := fs.String("scopes", "", "comma-separated scopes")
	if _, _, err := parseFlags(fs, args, 0); err != nil {
		return nil, err
	}
	if err := required("org", *org); err != nil {
		return nil, err
	}
	scopes, err := parseScopes(*scopeList)
	if err != nil {
		return nil, err
	}
	return func(ctx context.Context, d deps) (any, error) {
		c, key, err := d.Accounts.CreateAPIKey(ctx, *org, *user, scopes)
		if err != nil {
			return nil, err
		}
		// The plain key exists only in this output; the store keeps
		// its hash.
		return struct {
			ID  string `json:"id"`
			Key string `json:"key"`
		}{c.ID, key}, nil
	}, nil
}

func parseTokenCreate(args []string) (action, error) {
	fs := flag.NewFlagSet("token create", flag.ContinueOnError)
	org := fs.String("org", "", "organization id")
	user := fs.String("user", "", "user id the token is issued to")
	scopeList := fs.String("scopes", "", "comma-separated scopes")
	ttl := fs.Duration("ttl", time.Hour, "lifetime of the token")
	if _, _, err := parseFlags(fs, args, 0); err != nil {
		return nil, err
	}
	if err := required("org", *org); err != nil {
		return nil, err
	}
	if err := required("user", *user); err != nil {
		return nil, err
	}
	scopes, err := parseScopes(*scopeList)
	if err != nil {
		return nil, err
	}
	if *ttl <= 0 {
		return nil, usagef("--ttl must be positive")
	}
	return func(ctx context.Context, d deps) (any, error) {
		c, token, err := d.Accounts.CreateToken(ctx, *org, *user, scopes, *ttl)
		if err != nil {
			return nil, err
		}
		return struct {
			ID    string `json:"id"`
			Token string `json:"token"`
		}{c.ID, token}, nil
	}, nil
}

var kindNames = map[account.CredentialKind]string{account.KindAPIKey: "API key", account.KindOAuth: "OAuth token"}

// parseRevoke parses `key revoke` and `token revoke`; the kind keeps a key
// id from revoking a token and the other way round.
func parseRevoke(kind account.CredentialKind) func(args []string) (action, error) {
	return func(args []string) (action, error) {
		fs := flag.NewFlagSet("revoke", flag.ContinueOnError)
		pos, _, err := parseFlags(fs, args, 1)
		if err != nil {
			return nil, err
		}
		id := pos[0]
		return func(ctx context.Context, d deps) (any, error) {
			err := d.Accounts.Store.RevokeCredential(ctx, kind, id)
			if errors.Is(err, account.ErrNotFound) {
				return nil, fmt.Errorf("no %s with id %s: %w", kindNames[kind], id, err)
			}
			if err != nil {
				return nil, fmt.Errorf("revoke %s: %w", id, err)
			}
			return struct {
				ID      string `json:"id"`
				Revoked bool   `json:"revoked"`
			}{id, true}, nil
		}, nil
	}
}
