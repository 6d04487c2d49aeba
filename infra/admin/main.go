// Command admin is the operator CLI: it creates organizations, users, API
// keys and OAuth tokens, revokes credentials and reads signing secrets.
//
//	go run ./infra/admin org create --name NAME --plan paid|free [--credits N] [--auto-top-up] [--payment-customer ID]
//	go run ./infra/admin org update ID [--plan paid|free] [--credits N] [--auto-top-up=true|false] [--payment-customer ID] [--disabled-events EVENT,...]
//	go run ./infra/admin org secret ID
//	go run ./infra/admin user create --org ID --email EMAIL
//	go run ./infra/admin key create --org ID [--user ID] --scopes analyses:read,analyses:write
//	go run ./infra/admin key revoke ID
//	go run ./infra/admin token create --org ID --user ID --scopes SCOPES [--ttl 1h]
//	go run ./infra/admin token revoke ID
//
// Every result is one JSON object on stdout, so the CLI composes with jq.
// Failures are {"error": "..."} on stderr with exit code 1; a malformed
// command line exits 2.
//
// With no configuration it manages the local stack that `make run` started,
// found through <repo>/.local/stack.json. With TABLE_NAME set it uses the
// default AWS configuration chain and that table instead, which is how an
// operator manages a deployed stack.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/docanalysis/service/infra/localstack"
	"github.com/docanalysis/service/internal/aws/awsconf"
	"github.com/docanalysis/service/internal/aws/ddbstore"
	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/console"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := func() int {
		defer stop()
		// The command line is checked before any configuration is read,
		// so a typo is reported as such even when no stack is running.
		act, code := parse(os.Args[1:], os.Stdout, os.Stderr)
		if act == nil {
			return code
		}
		d, err := loadDeps(ctx)
		if err != nil {
			writeError(os.Stderr, err)
			return exitFailure
		}
		return execute(ctx, act, os.Stdout, os.Stderr, d)
	}()
	os.Exit(code)
}

// stackFile mirrors the fields of infra/local's StackFile that the CLI
// needs. It is redeclared because infra/local is a main package and cannot
// be imported; the JSON names are the contract between the two.
type stackFile struct {
	Endpoints localstack.Endpoints `json:"endpoints"`
	S3        string               `json:"s3"`
	Table     string               `json:"table"`
}

// errNoStack is what an operator sees when neither a local stack nor a
// deployed table is configured; it says how to get either.
var errNoStack = errors.New("no local stack is running: start it with `make run`, or set TABLE_NAME (and AWS credentials/region) to manage a deployed stack")

// loadDeps builds the store the commands use, from TABLE_NAME for a
// deployed stack or from .local/stack.json for the local one.
func loadDeps(ctx context.Context) (deps, error) {
	if table := os.Getenv("TABLE_NAME"); table != "" {
		c, err := awsconf.Load(ctx)
		if err != nil {
			return deps{}, fmt.Errorf("aws configuration: %w", err)
		}
		return newDeps(ddbstore.New(c.DynamoDB, table), time.Now), nil
	}
	root, err := localstack.Root()
	if err != nil {
		return deps{}, fmt.Errorf("%w (%w)", errNoStack, err)
	}
	path := filepath.Join(root, ".local", "stack.json")
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return deps{}, errNoStack
	}
	if err != nil {
		return deps{}, fmt.Errorf("read %s: %w", path, err)
	}
	var sf stackFile
	if err := json.Unmarshal(b, &sf); err != nil {
		return deps{}, fmt.Errorf("parse %s: %w", path, err)
	}
	if sf.Table == "" || sf.Endpoints.DynamoDB == "" {
		return deps{}, fmt.Errorf("%s names no table or DynamoDB endpoint; restart `make run`", path)
	}
	c := localstack.Clients(sf.Endpoints, sf.S3)
	return newDeps(ddbstore.New(c.DynamoDB, sf.Table), time.Now), nil
}

// newDeps wires the account service and the ledger over one store, with
// the same clock for both so tests can move time for every command.
func newDeps(st *ddbstore.Store, now func() time.Time) deps {
	accounts := &account.Service{Store: st, Now: now}
	return deps{Accounts: accounts, Console: &console.Service{Store: st, Accounts: accounts, Now: now}, Ledger: st, Now: now}
}
