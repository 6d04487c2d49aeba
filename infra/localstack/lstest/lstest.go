// Package lstest gives tests a fresh, isolated set of the template's
// resources on the emulators that `make test` (infra/local exec) started.
package lstest

import (
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/docanalysis/service/infra/localstack"
	"github.com/docanalysis/service/infra/samtemplate"
	"github.com/docanalysis/service/internal/aws/awsconf"
	"github.com/docanalysis/service/internal/platform/ids"
)

// Endpoints returns the emulators' endpoints. Without them the test is
// skipped, unless REQUIRE_EMULATORS=1 (set by `make test`), where a missing
// emulator is a failure: a suite that silently skipped its adapters would
// prove nothing.
func Endpoints(t testing.TB) localstack.Endpoints {
	t.Helper()
	e := localstack.Endpoints{DynamoDB: os.Getenv("LOCALSTACK_DYNAMODB"), SQS: os.Getenv("LOCALSTACK_SQS")}
	if e.DynamoDB == "" || e.SQS == "" {
		if os.Getenv("REQUIRE_EMULATORS") == "1" {
			t.Fatal("emulator endpoints missing although REQUIRE_EMULATORS=1")
		}
		t.Skip("no emulators: run through `make test` (go run ./infra/local exec -- go test ...)")
	}
	return e
}

// Env is one test's resources.
type Env struct {
	Root      string
	Endpoints localstack.Endpoints
	S3        *localstack.S3Server
	Clients   awsconf.Clients
	Template  *samtemplate.Template
	Resources localstack.Resources
	Prefix    string
}

// New provisions the template's table, queues and bucket under a random
// prefix, with an in-process S3 server, and removes the S3 server when the
// test ends.
func New(t testing.TB) *Env {
	t.Helper()
	ep := Endpoints(t)
	root, err := localstack.Root()
	if err != nil {
		t.Fatal(err)
	}
	s3, err := localstack.StartS3("", slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s3.Close)
	tmpl, err := samtemplate.Load(filepath.Join(root, "template.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	prefix := "t" + strings.ReplaceAll(ids.New(), "-", "")[:10] + "-"
	c := localstack.Clients(ep, s3.URL)
	res, err := localstack.Provision(context.Background(), c, tmpl, prefix)
	if err != nil {
		t.Fatal(err)
	}
	return &Env{Root: root, Endpoints: ep, S3: s3, Clients: c, Template: tmpl, Resources: res, Prefix: prefix}
}

// Stack starts the whole service on env's emulators with its own
// resources, and stops it when the test ends. opts may change the stack's
// options (a shorter webhook retry schedule, say).
func Stack(t testing.TB, log *slog.Logger, allowInsecure bool, opts ...func(*localstack.StackOptions)) *localstack.Stack {
	t.Helper()
	ep := Endpoints(t)
	root, err := localstack.Root()
	if err != nil {
		t.Fatal(err)
	}
	s3, err := localstack.StartS3("", log)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s3.Close)
	prefix := "t" + strings.ReplaceAll(ids.New(), "-", "")[:10] + "-"
	o := localstack.StackOptions{
		Root: root, Endpoints: ep, S3: s3, Prefix: prefix, Log: log, AllowInsecure: allowInsecure,
	}
	for _, f := range opts {
		f(&o)
	}
	st, err := localstack.StartStack(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(st.Close)
	return st
}
