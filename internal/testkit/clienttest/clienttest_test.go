package clienttest_test

import (
	"testing"

	"github.com/docanalysis/service/internal/testkit/clienttest"
)

func TestStoreKeepsListerContract(t *testing.T) { clienttest.ListerContract(t, clienttest.NewStore()) }
