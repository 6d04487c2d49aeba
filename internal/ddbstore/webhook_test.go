package ddbstore_test

import (
	"testing"

	"github.com/docanalysis/service/internal/webhook/webhooktest"
)

func TestWebhookStoreContract(t *testing.T) { webhooktest.StoreContract(t, newStore(t)) }
