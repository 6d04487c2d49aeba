package ddbstore_test

import (
	"testing"

	"github.com/docanalysis/service/infra/localstack/lstest"
	"github.com/docanalysis/service/internal/aws/ddbstore"
	"github.com/docanalysis/service/internal/testkit/fakestore"
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
