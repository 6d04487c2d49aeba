package ddbstore_test

import (
	"testing"

	"github.com/docanalysis/service/internal/testkit/webhooktest"
)

func TestWebhookStoreContract(t *testing.T) { webhooktest.StoreContract(t, newStore(t)) }
