package fakestore_test

import (
	"testing"

	"github.com/docanalysis/service/internal/testkit/fakestore"
)

// The fakes keep the contracts the DynamoDB adapter keeps (see
// internal/aws/ddbstore/contract_test.go).

func TestAccountsKeepAccountStoreContract(t *testing.T) {
	fakestore.AccountStoreContract(t, fakestore.NewAccounts())
}

func TestAccountsKeepBillingStoreContract(t *testing.T) {
	fakestore.BillingStoreContract(t, fakestore.NewLedgered())
}

func TestAnalysesKeepAnalysisStoreContract(t *testing.T) {
	fakestore.AnalysisStoreContract(t, fakestore.NewAnalyses())
}

func TestUploadsKeepUploadStoreContract(t *testing.T) {
	fakestore.UploadStoreContract(t, fakestore.NewUploads())
}

func TestCounterKeepsCounterContract(t *testing.T) {
	fakestore.CounterContract(t, fakestore.NewCounter())
}

func TestConsoleKeepsConsoleStoreContract(t *testing.T) {
	fakestore.ConsoleStoreContract(t, fakestore.NewConsole())
}

func TestAnalysesKeepOpenListerContract(t *testing.T) {
	fakestore.OpenListerContract(t, fakestore.NewAnalyses())
}

func TestOAuthKeepsOAuthStoreContract(t *testing.T) {
	fakestore.OAuthStoreContract(t, fakestore.NewOAuth())
}

func TestAnalysesKeepOrgListerContract(t *testing.T) {
	fakestore.OrgListerContract(t, fakestore.NewAnalyses())
}
