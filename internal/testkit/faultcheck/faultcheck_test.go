package faultcheck_test

import (
	"testing"

	"github.com/docanalysis/service/internal/testkit/fakestore"
	"github.com/docanalysis/service/internal/testkit/faultcheck"
	"github.com/docanalysis/service/internal/testkit/faults"
)

// The fakes survive the scenarios the DynamoDB adapter survives (see
// internal/aws/ddbstore's TestSubmitUnderStoreFaults).

func fakeWorld() faultcheck.World {
	st, plan := fakestore.NewLedgered(), &faults.Plan{}
	st.Accounts.Faults, st.Analyses.Faults = plan, plan
	return faultcheck.World{Table: st, Plan: plan}
}

func TestFakesSubmitUnderStoreFaults(t *testing.T) {
	faultcheck.SubmitUnderStoreFaults(t, fakeWorld())
}

func TestFakesParallelAtTheTopUpEdge(t *testing.T) {
	faultcheck.ParallelAtTheTopUpEdge(t, fakeWorld())
}
