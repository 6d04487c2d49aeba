package analysis_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/testkit/fakestore"
)

func TestListPagesAndFilters(t *testing.T) {
	ctx := context.Background()
	st := fakestore.NewAnalyses()
	base := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	for i, s := range []analysis.Status{analysis.StatusCompleted, analysis.StatusFailed, analysis.StatusCompleted, analysis.StatusPending, analysis.StatusCompleted} {
		at := base.Add(time.Duration(i) * time.Minute)
		st.Put(analysis.Analysis{ID: string(rune('a' + i)), OrgID: "org-a", Status: s, CreatedAt: at, Deadline: at.Add(time.Hour)})
	}
	st.Put(analysis.Analysis{ID: "z", OrgID: "org-b", Status: analysis.StatusCompleted, CreatedAt: base})
	svc := &analysis.Service{Store: st, Lister: st}
	p := account.Principal{Org: account.Org{ID: "org-a"}}

	tests := []struct {
		name   string
		req    analysis.ListRequest
		pages  [][]string
		errors error
	}{
		{"all, pages of two", analysis.ListRequest{Limit: 2}, [][]string{{"e", "d"}, {"c", "b"}, {"a"}}, nil},
		{"all in one page", analysis.ListRequest{}, [][]string{{"e", "d", "c", "b", "a"}}, nil},
		{"completed, pages of two", analysis.ListRequest{Status: "completed", Limit: 2}, [][]string{{"e", "c"}, {"a"}}, nil},
		{"exact fit has no next page", analysis.ListRequest{Status: "failed", Limit: 1}, [][]string{{"b"}}, nil},
		{"unknown status", analysis.ListRequest{Status: "done"}, nil, analysis.ErrInvalidStatusFilter},
		{"queued is not stored", analysis.ListRequest{Status: "queued"}, nil, analysis.ErrInvalidStatusFilter},
		{"forged cursor", analysis.ListRequest{Cursor: "not-a-cursor!"}, nil, analysis.ErrInvalidCursor},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := tt.req
			for i := 0; ; i++ {
				pg, err := svc.List(ctx, p, req)
				if tt.errors != nil {
					if !errors.Is(err, tt.errors) {
						t.Fatalf("err = %v, want %v", err, tt.errors)
					}
					return
				}
				if err != nil {
					t.Fatal(err)
				}
				var got []string
				for _, a := range pg.Items {
					got = append(got, a.ID)
				}
				if i >= len(tt.pages) || !slices.Equal(got, tt.pages[i]) {
					t.Fatalf("page %d = %v, want %v", i, got, tt.pages)
				}
				if pg.Next == "" {
					if i != len(tt.pages)-1 {
						t.Fatalf("no next page after page %d of %d", i, len(tt.pages))
					}
					return
				}
				req.Cursor = pg.Next
			}
		})
	}
}
