package clienttest

import (
	"context"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/client"
	"github.com/docanalysis/service/internal/platform/ids"
)

// ListerStore is a client store that also lists.
type ListerStore interface {
	client.Store
	client.Lister
}

// ListerContract checks a client.Lister: an organization's clients only,
// newest first, paged after a key, without their rollup.
func ListerContract(t *testing.T, st ListerStore) {
	ctx := context.Background()
	org := ids.New()
	base := time.Now().UTC().Truncate(time.Millisecond)
	var made []client.Client
	for i, o := range []string{org, org, ids.New(), org} {
		c := client.Client{ID: ids.New(), OrgID: o, UserID: ids.New(), CreatedAt: base.Add(time.Duration(i) * time.Second), UpdatedAt: base}
		b := client.Batch{ID: ids.New(), ClientID: c.ID, OrgID: o, CreatedAt: c.CreatedAt}
		d := client.Document{ClientID: c.ID, AnalysisID: ids.New(), BatchID: b.ID, Filename: "a.pdf", CreatedAt: c.CreatedAt}
		b.Documents = []string{d.AnalysisID}
		if err := st.CreateClient(ctx, c, b, []client.Document{d}); err != nil {
			t.Fatal(err)
		}
		made = append(made, c)
	}
	if _, err := st.SaveProfile(ctx, made[3].ID, []byte(`{"documents_used":1}`), "fp", base); err != nil {
		t.Fatal(err)
	}
	first, err := st.ListClients(ctx, org, nil, 2)
	if err != nil || len(first) != 2 || first[0].ID != made[3].ID || first[1].ID != made[1].ID {
		t.Fatalf("first page = %+v, %v; want clients 3 and 1", first, err)
	}
	if first[0].Profile != nil || first[0].ProfileAt == nil || !first[1].CreatedAt.Equal(made[1].CreatedAt) {
		t.Fatalf("listed client %+v: want no rollup but its time, and the creation time", first[0])
	}
	rest, err := st.ListClients(ctx, org, &analysis.ListKey{CreatedAt: first[1].CreatedAt, ID: first[1].ID}, 2)
	if err != nil || len(rest) != 1 || rest[0].ID != made[0].ID {
		t.Fatalf("second page = %+v, %v; want client 0", rest, err)
	}
}
