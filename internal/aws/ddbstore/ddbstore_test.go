package ddbstore_test

import (
	"testing"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"github.com/docanalysis/service/infra/localstack/lstest"
	"github.com/docanalysis/service/internal/aws/ddbstore"
	"github.com/docanalysis/service/internal/testkit/fakestore"
	"github.com/docanalysis/service/internal/testkit/faultcheck"
	"github.com/docanalysis/service/internal/testkit/faults"
)

// newStore returns a Store over a fresh table on DynamoDB Local.
func newStore(t *testing.T) *ddbstore.Store {
	env := lstest.New(t)
	return ddbstore.New(env.Clients.DynamoDB, env.Resources.Tables["Table"])
}

// The adapter keeps the contracts of the in-memory stores the domain
// tests use (internal/testkit/fakestore), on a real table.

func TestAccountStoreContract(t *testing.T) { fakestore.AccountStoreContract(t, newStore(t)) }

func TestBillingStoreContract(t *testing.T) { fakestore.BillingStoreContract(t, newStore(t)) }

func TestAnalysisStoreContract(t *testing.T) { fakestore.AnalysisStoreContract(t, newStore(t)) }

func TestOpenListerContract(t *testing.T) { fakestore.OpenListerContract(t, newStore(t)) }

func TestOrgListerContract(t *testing.T) { fakestore.OrgListerContract(t, newStore(t)) }

func TestUploadStoreContract(t *testing.T) { fakestore.UploadStoreContract(t, newStore(t)) }

func TestCounterContract(t *testing.T) { fakestore.CounterContract(t, newStore(t)) }

func TestConsoleStoreContract(t *testing.T) { fakestore.ConsoleStoreContract(t, newStore(t)) }

func TestOAuthStoreContract(t *testing.T) { fakestore.OAuthStoreContract(t, newStore(t)) }

// faultyWorld is a Store over a fresh table whose every request counts
// against a fault plan (SDK retries off, so each fault reaches the
// caller), for the scenarios of internal/testkit/faultcheck.
func faultyWorld(t *testing.T) faultcheck.World {
	env := lstest.New(t)
	plan := &faults.Plan{}
	db := dynamodb.New(env.Clients.DynamoDB.Options(), func(o *dynamodb.Options) {
		o.HTTPClient = faults.Client{Plan: plan, Base: o.HTTPClient}
		o.RetryMaxAttempts = 1
	})
	return faultcheck.World{Table: ddbstore.New(db, env.Resources.Tables["Table"]), Plan: plan}
}

// Issue 16, defect 3, on DynamoDB Local: the store failing between any
// two steps of a submission (a request refused, or a write whose reply is
// lost, for good or once) never leaves a charge without its record or a
// refund, never tells "Nothing was charged" while a charge stands, and
// never charges twice; the sweeper settles what the request could not.
func TestSubmitUnderStoreFaults(t *testing.T) { faultcheck.SubmitUnderStoreFaults(t, faultyWorld(t)) }

// Issue 16, defect 2, end to end on DynamoDB Local: ten parallel
// submissions at 0 credits buy one top-up, also when the store fails
// partway.
func TestParallelAtTheTopUpEdge(t *testing.T) { faultcheck.ParallelAtTheTopUpEdge(t, faultyWorld(t)) }
