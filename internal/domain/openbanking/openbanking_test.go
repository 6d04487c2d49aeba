package openbanking

import (
	"bytes"
	"encoding/json"
	"flag"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/testkit/repo"

	"github.com/docanalysis/service/internal/domain/result"
	"github.com/docanalysis/service/internal/domain/rollup"
	"github.com/docanalysis/service/internal/platform/apperr"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func TestParseQuery(t *testing.T) {
	tests := []struct {
		query   string
		include string
		limit   int
		offset  int
		code    string
	}{
		{"", "accounts,analysis,institutions", 500, 0, ""},
		{"include=transactions", "transactions", 500, 0, ""},
		{"include=accounts,%20Transactions,bogus", "accounts,transactions", 500, 0, ""},
		{"include=bogus", "accounts,analysis,institutions", 500, 0, ""},
		{"include=", "accounts,analysis,institutions", 500, 0, ""},
		{"include=accounts&include=analysis", "accounts,analysis", 500, 0, ""},
		{"transactions_limit=2000", "accounts,analysis,institutions", 2000, 0, ""},
		{"transactions_limit=2001", "accounts,analysis,institutions", 2000, 0, ""},
		{"transactions_limit=999999999999", "accounts,analysis,institutions", 2000, 0, ""},
		{"transactions_limit=99999999999999999999999", "accounts,analysis,institutions", 2000, 0, ""},
		{"transactions_limit=-5", "", 0, 0, "invalid_request"},
		{"transactions_limit=0", "", 0, 0, "invalid_request"},
		{"transactions_limit=ten", "", 0, 0, "invalid_request"},
		{"transactions_offset=100000", "accounts,analysis,institutions", 500, 100000, ""},
		{"transactions_offset=100001", "", 0, 0, "invalid_transactions_offset"},
		{"transactions_offset=-1", "", 0, 0, "invalid_transactions_offset"},
		{"transactions_offset=1e3", "", 0, 0, "invalid_transactions_offset"},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			v, _ := url.ParseQuery(tt.query)
			q, err := ParseQuery(v)
			if tt.code != "" {
				e, ok := apperr.As(err)
				if !ok || e.Code != tt.code || e.Kind != apperr.Invalid {
					t.Fatalf("err = %v, want %s", err, tt.code)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var inc []string
			for k := range q.Include {
				inc = append(inc, k)
			}
			sort.Strings(inc)
			if strings.Join(inc, ",") != tt.include || q.Limit != tt.limit || q.Offset != tt.offset {
				t.Errorf("got %v %d %d", inc, q.Limit, q.Offset)
			}
		})
	}
}

// acme is the rollup of the acme client scenario, pinned by
// internal/testkit/corpuscheck's golden file.
func acme(t *testing.T) *rollup.Result {
	t.Helper()
	b := repo.Read(t, "testdata", "golden", "client_acme_rollup.json")
	var r rollup.Result
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatal(err)
	}
	return &r
}

var generated = time.Date(2026, 3, 10, 12, 0, 0, 0, time.UTC)

func TestBuildGolden(t *testing.T) {
	r := acme(t)
	tests := []struct {
		name, query string
	}{
		{"default", ""},
		{"transactions_page", "include=transactions,bogus&transactions_limit=3&transactions_offset=2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, _ := url.ParseQuery(tt.query)
			q, err := ParseQuery(v)
			if err != nil {
				t.Fatal(err)
			}
			got, err := json.MarshalIndent(Build(Input{ClientID: "11111111-1111-4111-8111-111111111111", GeneratedAt: generated, Rollup: r}, q), "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, '\n')
			golden := filepath.Join("testdata", tt.name+".json")
			if *update {
				if err := os.MkdirAll("testdata", 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("envelope differs from %s; run go test -update if intended", golden)
			}
		})
	}
}

func TestSectionsAndPaging(t *testing.T) {
	r := acme(t)
	total := len(r.Transactions)
	tests := []struct {
		query          string
		sections       string
		returned, next int // next -1: null
	}{
		{"", "accounts,analysis,institutions", 0, 0},
		{"include=transactions&transactions_limit=100", "transactions", 100, 100},
		{"include=transactions&transactions_limit=100&transactions_offset=300", "transactions", total - 300, -1},
		{"include=transactions&transactions_offset=" + itoa(total), "transactions", 0, -1},
		{"include=transactions&transactions_offset=100000", "transactions", 0, -1},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			v, _ := url.ParseQuery(tt.query)
			q, _ := ParseQuery(v)
			b, _ := json.Marshal(Build(Input{ClientID: "c", GeneratedAt: generated, Rollup: r}, q))
			var m map[string]any
			_ = json.Unmarshal(b, &m)
			var secs []string
			for _, s := range []string{"institutions", "accounts", "transactions", "analysis"} {
				if _, ok := m[s]; ok {
					secs = append(secs, s)
				}
			}
			sort.Strings(secs)
			if strings.Join(secs, ",") != tt.sections {
				t.Fatalf("sections = %v, want %s", secs, tt.sections)
			}
			if m["schema_version"] != SchemaVersion || m["client"].(map[string]any)["name"] != "ACME WIDGETS LLC" {
				t.Errorf("envelope head = %v %v", m["schema_version"], m["client"])
			}
			if tt.sections != "transactions" {
				return
			}
			page := m["transactions_page"].(map[string]any)
			if got := len(m["transactions"].([]any)); got != tt.returned || int(page["returned"].(float64)) != got {
				t.Errorf("returned %d, want %d", got, tt.returned)
			}
			if tt.next < 0 && page["next_offset"] != nil || tt.next >= 0 && page["next_offset"] != float64(tt.next) {
				t.Errorf("next_offset = %v, want %d", page["next_offset"], tt.next)
			}
		})
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func TestPendingFlags(t *testing.T) {
	st := func() *result.Statement {
		s, _ := result.Decode([]byte(`{"bank_name":"Chase","account_number_last4":"1234","period_start":"2026-01-01","period_end":"2026-01-31",
			"monthly_summary":[{"month":"2026-01","days":31}],"fraud_score":5,"transactions":[]}`))
		return s
	}
	tests := []struct {
		name       string
		docs       []rollup.Document
		recompute  string // "true", "false", "null"
		fraud      bool
		failed     int
		processing int
		noOrg      int
	}{
		{"all completed", []rollup.Document{{ID: "a", Status: rollup.StatusCompleted, Result: st()}}, "false", false, 0, 0, 0},
		{"one still parsing", []rollup.Document{{ID: "a", Status: rollup.StatusCompleted, Result: st()}, {ID: "b", Position: 1, Status: rollup.StatusProcessing}}, "true", true, 0, 1, 0},
		{"parsed, fraud stage running", []rollup.Document{{ID: "a", Status: rollup.StatusParsed, Result: st()}}, "false", true, 0, 0, 0},
		{"nothing usable", []rollup.Document{{ID: "a", Status: rollup.StatusFailed, FailureCode: "pdf_corrupt"}}, "null", false, 1, 0, 0},
		{"not attributable", []rollup.Document{{ID: "a", Status: rollup.StatusCompleted, NoOrg: true, Result: st()}, {ID: "b", Position: 1, Status: rollup.StatusCompleted, Result: st()}}, "false", false, 0, 0, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := Build(Input{ClientID: "c", Rollup: rollup.Compute("c", tt.docs)}, Query{Include: map[string]bool{SectionAnalysis: true}}).Analysis
			got := "null"
			if a.RecomputePending != nil {
				got = map[bool]string{true: "true", false: "false"}[*a.RecomputePending]
			}
			e := a.ExcludedDocuments
			if got != tt.recompute || a.FraudPending != tt.fraud || e.Failed != tt.failed || e.Processing != tt.processing || e.NoOrg != tt.noOrg {
				t.Errorf("recompute %s fraud %v excluded %+v", got, a.FraudPending, e)
			}
		})
	}
}
