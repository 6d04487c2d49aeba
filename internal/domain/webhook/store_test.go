package webhook_test

import (
	"testing"

	"github.com/docanalysis/service/internal/testkit/webhooktest"
)

// The in-memory store the domain tests use behaves like the DynamoDB
// adapter (internal/aws/ddbstore runs the same contract).
func TestMemStoreContract(t *testing.T) { webhooktest.StoreContract(t, webhooktest.NewStore()) }
