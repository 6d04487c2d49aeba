// Command local runs the service on this machine against the AWS emulators.
//
//	go run ./infra/local run             the whole service, in the foreground (make run)
//	go run ./infra/local exec -- CMD...  start the emulators, run CMD with the
//	                                     endpoints in its environment, stop them (make test)
//
// run listens on 127.0.0.1:8080 (override with -addr or API_ADDR), keeps
// its DynamoDB and S3 data under .local/, creates a demo organization and
// API key on first start and writes them to .local/demo.json.
// WEBHOOK_ALLOW_INSECURE=1 lets callbacks use http:// and loopback;
// WEBHOOK_RETRY_DELAYS=1s,1s,2s,3s shortens the webhook retry schedule.
package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"syscall"

	"github.com/docanalysis/service/infra/localstack"
	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/billing"
	"github.com/docanalysis/service/internal/domain/console"
	"github.com/docanalysis/service/internal/platform/config"
	"github.com/docanalysis/service/internal/platform/logging"
)

func main() {
	log := logging.New(os.Stdout, os.Getenv("LOG_LEVEL"), "local")
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: local run [-addr host:port] | local exec -- command [args...]")
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	var err error
	switch os.Args[1] {
	case "run":
		err = run(ctx, log, os.Args[2:])
	case "exec":
		var code int
		code, err = execCmd(ctx, log, os.Args[2:])
		if err == nil {
			stop()
			os.Exit(code)
		}
	default:
		err = fmt.Errorf("unknown command %q", os.Args[1])
	}
	if err != nil {
		log.Error("local stack failed", "err", err)
		os.Exit(1)
	}
}

// StackFile describes a running `make run` stack for infra/admin.
type StackFile struct {
	Endpoints localstack.Endpoints `json:"endpoints"`
	S3        string               `json:"s3"`
	Table     string               `json:"table"`
	Bucket    string               `json:"bucket"`
	APIURL    string               `json:"api_url"`
}

// Demo is what .local/demo.json holds.
type Demo struct {
	OrgID         string `json:"org_id"`
	UserID        string `json:"user_id"`
	KeyID         string `json:"key_id"`
	APIKey        string `json:"api_key"`
	SigningSecret string `json:"signing_secret"`
	APIURL        string `json:"api_url"`
	// The demo organization's console admin, to sign in at ConsoleURL.
	ConsoleURL      string `json:"console_url"`
	ConsoleEmail    string `json:"console_email"`
	ConsolePassword string `json:"console_password"`
}

// demoConsoleEmail is the demo console admin's e-mail; an organization
// created after .local/demo.json was deleted (the table kept) gets one
// with its id in it, since an e-mail has one login.
const demoConsoleEmail = "admin@demo.example"

func run(ctx context.Context, log *slog.Logger, args []string) error {
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	addr := fs.String("addr", envOr("API_ADDR", "127.0.0.1:8080"), "API listen address")
	if err := fs.Parse(args); err != nil {
		return err
	}
	// A busy port is found before anything starts, not after the
	// emulators and the stack did.
	if l, err := net.Listen("tcp", *addr); err != nil {
		return fmt.Errorf("cannot listen on %s (is another `make run` running? set API_ADDR=127.0.0.1:9090 to use another port): %w", *addr, err)
	} else {
		l.Close()
	}
	root, err := localstack.Root()
	if err != nil {
		return err
	}
	state := filepath.Join(root, ".local")
	if err := os.MkdirAll(state, 0o755); err != nil {
		return err
	}
	emu, err := localstack.StartEmulators(ctx, localstack.EmulatorOptions{Root: root, DataDir: filepath.Join(state, "dynamodb"), Log: log})
	if err != nil {
		return err
	}
	defer emu.Stop()
	s3srv, err := localstack.StartS3(filepath.Join(state, "s3.bolt"), log.With("emulator", "s3"))
	if err != nil {
		return err
	}
	defer s3srv.Close()
	insecure, _ := strconv.ParseBool(os.Getenv("WEBHOOK_ALLOW_INSECURE"))
	delays, err := config.Durations(config.WebhookRetryDelays, nil)
	if err != nil {
		return err
	}
	demoPath := filepath.Join(state, "demo.json")
	var demo Demo
	st, err := localstack.StartStack(ctx, localstack.StackOptions{
		Root: root, Endpoints: emu.Endpoints, S3: s3srv, Prefix: "docanalysis-local-",
		Addr: *addr, Log: log, AllowInsecure: insecure, RetryDelays: delays,
		// The demo credentials exist before the API answers, so a script
		// that waits for the port can read them at once.
		BeforeServe: func(st *localstack.Stack) error {
			var err error
			if demo, err = ensureDemo(ctx, st, demoPath); err != nil {
				return fmt.Errorf("demo organization: %w", err)
			}
			return nil
		},
	})
	if err != nil {
		return err
	}
	defer st.Close()

	sf := StackFile{Endpoints: emu.Endpoints, S3: s3srv.URL, Table: st.Resources.Tables["Table"],
		Bucket: st.Resources.Buckets["DocumentBucket"], APIURL: st.URL}
	if err := writeJSON(filepath.Join(state, "stack.json"), sf); err != nil {
		return err
	}
	defer os.Remove(filepath.Join(state, "stack.json"))
	log.Info("service running", "api", st.URL, "console", demo.ConsoleURL, "demo_credentials", demoPath, "org_id", demo.OrgID,
		"webhook_allow_insecure", insecure, "webhook_retry_delays", fmt.Sprint(st.API.Webhooks.Schedule.Delays))
	fmt.Fprintf(os.Stderr, "\nAPI:        %s\nConsole:    %s  (sign in as %s, password %s)\nDemo key:   see %s\nTry:        curl -H \"Authorization: Bearer $(jq -r .api_key %s)\" %s/api/v1/openapi.json\nStop:       Ctrl-C\n\n",
		st.URL, demo.ConsoleURL, demo.ConsoleEmail, demo.ConsolePassword, demoPath, demoPath, st.URL)
	<-ctx.Done()
	log.Info("shutting down")
	return nil
}

// ensureDemo reuses the demo organization of an earlier start when its
// data is still there, and creates it otherwise.
func ensureDemo(ctx context.Context, st *localstack.Stack, path string) (Demo, error) {
	var d Demo
	if b, err := os.ReadFile(path); err == nil && json.Unmarshal(b, &d) == nil && d.OrgID != "" {
		if _, err := st.API.Accounts.Store.GetOrg(ctx, d.OrgID); err == nil {
			if _, err := st.API.Accounts.Authenticate(ctx, d.APIKey); err == nil {
				d.APIURL = st.URL
				if err := ensureDemoLogin(ctx, st, &d); err != nil {
					return d, err
				}
				return d, writeJSON(path, d)
			}
		}
	}
	org, err := st.API.Accounts.CreateOrg(ctx, account.NewOrg{Name: "Demo Lending Co", Plan: account.PlanPaid, PaymentCustomer: "cus_demo"})
	if err != nil {
		return d, err
	}
	if err := st.API.Billing.Store.Adjust(ctx, org.ID, 1000, billing.KindGrant, "demo credits", org.CreatedAt); err != nil {
		return d, err
	}
	user, err := st.API.Accounts.CreateUser(ctx, org.ID, "demo@example.com")
	if err != nil {
		return d, err
	}
	cred, key, err := st.API.Accounts.CreateAPIKey(ctx, org.ID, user.ID, []string{account.ScopeRead, account.ScopeWrite})
	if err != nil {
		return d, err
	}
	d = Demo{OrgID: org.ID, UserID: user.ID, KeyID: cred.ID, APIKey: key, SigningSecret: org.SigningSecret, APIURL: st.URL}
	if err := ensureDemoLogin(ctx, st, &d); err != nil {
		return d, err
	}
	return d, writeJSON(path, d)
}

// ensureDemoLogin gives the demo organization a console admin with a
// random password, unless the one in d still exists in this
// organization.
func ensureDemoLogin(ctx context.Context, st *localstack.Stack, d *Demo) error {
	d.ConsoleURL = st.URL + "/console/"
	if d.ConsoleEmail != "" && d.ConsolePassword != "" {
		if l, err := st.API.Console.Store.LoginByEmail(ctx, d.ConsoleEmail); err == nil && l.OrgID == d.OrgID {
			return nil
		}
	}
	secret := make([]byte, 12)
	if _, err := rand.Read(secret); err != nil {
		return err
	}
	d.ConsolePassword = hex.EncodeToString(secret)
	for _, email := range []string{demoConsoleEmail, "admin-" + d.OrgID + "@demo.example"} {
		_, err := st.API.Console.CreateUser(ctx, d.OrgID, email, d.ConsolePassword, console.RoleAdmin)
		if errors.Is(err, console.ErrExists) {
			continue
		}
		if err != nil {
			return fmt.Errorf("demo console user: %w", err)
		}
		d.ConsoleEmail = email
		return nil
	}
	return fmt.Errorf("demo console user: %s and the organization's own e-mail are taken", demoConsoleEmail)
}

func writeJSON(path string, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o600)
}

func envOr(name, def string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return def
}

// execCmd starts in-memory emulators, runs the command with their
// endpoints in its environment (LOCALSTACK_DYNAMODB, LOCALSTACK_SQS and the
// AWS_ENDPOINT_URL_* variables), and stops them whatever the outcome.
func execCmd(ctx context.Context, log *slog.Logger, args []string) (int, error) {
	if len(args) > 0 && args[0] == "--" {
		args = args[1:]
	}
	if len(args) == 0 {
		return 0, errors.New("exec needs a command")
	}
	root, err := localstack.Root()
	if err != nil {
		return 0, err
	}
	emu, err := localstack.StartEmulators(ctx, localstack.EmulatorOptions{Root: root, Log: log})
	if err != nil {
		return 0, err
	}
	defer emu.Stop()
	cmd := exec.CommandContext(ctx, args[0], args[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	cmd.Env = append(os.Environ(), emu.Env()...)
	cmd.Env = append(cmd.Env, "LOCALSTACK_DYNAMODB="+emu.DynamoDB, "LOCALSTACK_SQS="+emu.SQS, "REQUIRE_EMULATORS=1")
	err = cmd.Run()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return ee.ExitCode(), nil
	}
	if err != nil {
		return 0, err
	}
	return 0, nil
}
