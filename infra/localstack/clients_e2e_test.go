package localstack_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/s3"

	"github.com/docanalysis/service/infra/localstack"
	"github.com/docanalysis/service/infra/localstack/lstest"
	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/platform/ids"
	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

// The client-profile suite submits the client scenarios of the synthetic
// corpus (testdata/clients, made by infra/corpusgen) through the API and
// checks the profile, the open-banking envelope and batch.completed
// against their ground truth, then every error code of the three client
// endpoints.

// userTenant is a paid organization with a key tied to a user (client
// profiles need one) and a rate limit high enough for polling and paging.
func userTenant(t *testing.T, st *localstack.Stack, credits int64, scopes ...string) tenant {
	t.Helper()
	tn := newTenant(t, st, credits, account.ScopeRead)
	ctx := context.Background()
	u, err := st.API.Accounts.CreateUser(ctx, tn.org.ID, "ops@"+ids.New()[:8]+".example")
	if err != nil {
		t.Fatal(err)
	}
	if len(scopes) == 0 {
		scopes = []string{account.ScopeRead, account.ScopeWrite}
	}
	if _, tn.key, err = st.API.Accounts.CreateAPIKey(ctx, tn.org.ID, u.ID, scopes); err != nil {
		t.Fatal(err)
	}
	lifted := 100000
	if _, err := st.API.Accounts.Store.UpdateOrg(ctx, tn.org.ID, account.OrgUpdate{RateLimit: &lifted}); err != nil {
		t.Fatal(err)
	}
	return tn
}

// scenario reads a client scenario: its files in submission order and
// its answer file.
func scenario(t testing.TB, name string) ([]part, *groundtruth.Client) {
	t.Helper()
	root, err := localstack.Root()
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(root, "testdata", "clients", name)
	truth, err := groundtruth.LoadClient(filepath.Join(dir, "client.json"))
	if err != nil {
		t.Fatal(err)
	}
	var parts []part
	for i, d := range truth.Documents {
		b, err := os.ReadFile(filepath.Join(dir, d.File))
		if err != nil {
			t.Fatal(err)
		}
		// file and files are both repeatable and may be mixed.
		field := "file"
		if i%2 == 1 {
			field = "files"
		}
		parts = append(parts, part{name: field, filename: d.File, ctype: "application/pdf", data: b})
	}
	return parts, truth
}

func (c *client) submitClient(key string, parts ...part) response {
	c.t.Helper()
	body, ctype := multipartBody(c.t, parts...)
	return c.do(http.MethodPost, "/api/v1/clients", key, ctype, body)
}

// waitReady polls a client until counts.completed + counts.failed ==
// counts.total and profile is non-null, and returns the last poll.
func (c *client) waitReady(key, id string, within time.Duration) map[string]any {
	c.t.Helper()
	deadline := time.Now().Add(within)
	var m map[string]any
	for time.Now().Before(deadline) {
		r := c.do(http.MethodGet, "/api/v1/clients/"+id, key, "", nil)
		if r.status != http.StatusOK {
			c.t.Fatalf("poll client: %d %s", r.status, r.body)
		}
		m = r.json(c.t)
		counts := m["counts"].(map[string]any)
		if counts["completed"].(float64)+counts["failed"].(float64) == counts["total"].(float64) && m["profile"] != nil {
			return m
		}
		time.Sleep(250 * time.Millisecond)
	}
	c.t.Fatalf("client %s not ready after %s: %v", id, within, m)
	return nil
}

func money(v any) float64 {
	f, _ := v.(float64)
	return f
}

func near(a, b float64) bool { return math.Abs(a-b) < 0.005 }

// TestE2EClientProfile: the acme client (two accounts over three months,
// a statement with a missing page, an invoice) through the API.
func TestE2EClientProfile(t *testing.T) {
	t.Parallel()
	st := lstest.Stack(t, quietLog(), true)
	c := newClient(t, st)
	tn := userTenant(t, st, 20)
	hooks := newHookReceiver(t, c.v, "")
	_, secret := c.subscribe(tn.key, "batch.completed", nil, hooks.url())
	hooks.setSecret(secret)

	parts, truth := scenario(t, "acme")
	r := c.submitClient(tn.key, append(parts, field("document_kind", "bank_statement"))...)
	if r.status != http.StatusAccepted {
		t.Fatalf("submit: %d %s", r.status, r.body)
	}
	q := r.json(t)
	clientID, batchID := q["client_id"].(string), q["batch_id"].(string)
	docs := q["documents"].([]any)
	if len(docs) != len(truth.Documents) {
		t.Fatalf("%d document items, want %d", len(docs), len(truth.Documents))
	}
	for i, d := range docs {
		d := d.(map[string]any)
		if d["status"] != "queued" || d["filename"] != truth.Documents[i].File {
			t.Fatalf("document %d = %v", i, d)
		}
	}
	if got := balance(t, st, tn.org.ID); got != 20-int64(len(docs)) {
		t.Errorf("balance %d after %d files", got, len(docs))
	}

	p := c.waitReady(tn.key, clientID, 90*time.Second)
	if p["status"] != "ready" || p["name"] != truth.Name || p["id"] != clientID {
		t.Errorf("profile head = %v %v %v", p["status"], p["name"], p["id"])
	}
	if got := fmt.Sprint(p["counts"]); got != "map[completed:7 failed:1 total:8]" {
		t.Errorf("counts = %s", got)
	}
	worst := 0.0
	for i, d := range p["documents"].([]any) {
		d := d.(map[string]any)
		want := truth.Documents[i]
		switch want.Expect {
		case "used":
			if d["status"] != "completed" || d["failure_reason"] != nil || d["bank_name"] == nil || d["period_start"] == nil ||
				d["fraud_score"] == nil || d["detected_bank"] == nil || d["pages_present"] != d["pages_expected"] {
				t.Errorf("used statement %s = %v", want.File, d)
			}
		case "missing_pages":
			if d["status"] != "completed" || d["failure_reason"] != "missing_pages" || d["pages_present"] != 2.0 || d["pages_expected"] != 3.0 {
				t.Errorf("missing-pages statement = %v", d)
			}
		default:
			if d["status"] != "failed" || d["failure_reason"] != want.Expect {
				t.Errorf("%s = %v, want failed with %s", want.File, d, want.Expect)
			}
		}
		worst = math.Max(worst, money(d["fraud_score"]))
	}

	prof := p["profile"].(map[string]any)
	if !near(money(prof["true_revenue"]), truth.TrueRevenue) || prof["documents_used"] != 6.0 {
		t.Errorf("true_revenue %v used %v, want %.2f 6", prof["true_revenue"], prof["documents_used"], truth.TrueRevenue)
	}
	// The client's score is its worst statement's (no cross-statement
	// finding in this scenario).
	if money(prof["fraud_score"]) != worst || prof["fraud_rule"] != "worst_statement_plus_cross_statement" {
		t.Errorf("fraud_score %v, worst statement %v", prof["fraud_score"], worst)
	}
	own := prof["own_transfers"].(map[string]any)
	if money(own["count"]) != float64(truth.OwnTransfers) || !near(money(own["reclassified_total"]), truth.ReclassifiedTransfersSum) {
		t.Errorf("own transfers = %v", own)
	}
	positions := map[string]map[string]any{}
	for _, x := range prof["mca_positions"].([]any) {
		x := x.(map[string]any)
		positions[x["funder"].(string)] = x
	}
	for _, w := range truth.Positions {
		g := positions[w.Funder]
		if g == nil || g["cadence"] != w.Cadence || !near(money(g["payment"]), w.Payment) || g["first_seen"] != w.FirstSeen ||
			g["last_seen"] != w.LastSeen || g["active"] != w.Active || money(g["payments_count"]) != float64(w.Count) {
			t.Errorf("position %s = %v, want %+v", w.Funder, g, w)
		}
	}
	stack := prof["stacking"].(map[string]any)
	if stack["stacked"] != true || money(stack["max_concurrent"]) != float64(truth.MaxConcurrentMCA) {
		t.Errorf("stacking = %v", stack)
	}
	ds := prof["debt_service"].(map[string]any)
	if !near(money(ds["total_payments"]), truth.DebtPayments) || math.Abs(money(ds["share_of_revenue"])-truth.DebtPayments/truth.TrueRevenue) > 0.0001 {
		t.Errorf("debt service = %v", ds)
	}
	for _, ch := range prof["checks"].([]any) {
		if ch := ch.(map[string]any); ch["passed"] != true {
			t.Errorf("check %v failed", ch)
		}
	}

	// The open-banking envelope, default sections.
	r = c.do(http.MethodGet, "/api/v1/clients/"+clientID+"/open-banking?include=bogus", tn.key, "", nil)
	if r.status != 200 {
		t.Fatalf("open banking: %d %s", r.status, r.body)
	}
	env := r.json(t)
	if _, ok := env["transactions"]; ok || env["schema_version"] != "1.0" || env["client"].(map[string]any)["name"] != truth.Name {
		t.Errorf("envelope head: %v %v", env["schema_version"], env["client"])
	}
	var insts []string
	for _, in := range env["institutions"].([]any) {
		insts = append(insts, in.(map[string]any)["id"].(string))
	}
	if strings.Join(insts, ",") != "inst_chase,inst_wells_fargo" {
		t.Errorf("institutions = %v", insts)
	}
	mask := map[string]string{}
	for _, a := range env["accounts"].([]any) {
		a := a.(map[string]any)
		mask[a["id"].(string)] = fmt.Sprint(a["mask"])
		named := a["institution_id"] == nil
		if named != strings.HasPrefix(a["id"].(string), "acct_tmp_") || named && a["mask"] != "4477" {
			t.Errorf("account %v", a)
		}
		if !named && (a["is_composite"] != true || a["source_account_count"] != 3.0 || len(a["documents"].([]any)) != 3) {
			t.Errorf("composite account %v", a)
		}
	}
	an := env["analysis"].(map[string]any)
	if an["recompute_pending"] != false || an["fraud_pending"] != false || !near(money(an["revenue"].(map[string]any)["true_revenue"]), truth.TrueRevenue) {
		t.Errorf("analysis flags/revenue = %v %v %v", an["recompute_pending"], an["fraud_pending"], an["revenue"])
	}
	if ex := an["excluded_documents"].(map[string]any); ex["failed"] != 1.0 || ex["processing"] != 0.0 || ex["no_org"] != 0.0 || ex["incomplete"] != 1.0 {
		t.Errorf("excluded_documents = %v", ex)
	}
	if u := an["unassigned_accounts"].([]any); len(u) != 1 || u[0].(map[string]any)["mask"] != "4477" {
		t.Errorf("unassigned = %v", u)
	}
	months := map[string]map[string]any{}
	for _, m := range an["monthly"].([]any) {
		m := m.(map[string]any)
		months[mask[m["account_id"].(string)]+" "+m["month"].(string)] = m
	}
	for _, w := range truth.Monthly {
		g := months[w.Last4+" "+w.Month]
		if g == nil || !near(money(g["revenue"]), w.Revenue) || money(g["nsf_count"]) != float64(w.NSF) ||
			money(g["negative_days"]) != float64(w.NegativeDays) || !near(money(g["average_daily_balance"]), w.AverageBalance) {
			t.Errorf("month %s %s = %v, want %+v", w.Last4, w.Month, g, w)
		}
	}

	// Every transaction, newest first, in pages of 100.
	txns := c.pageAll(tn.key, clientID, 100)
	if len(txns) != truth.Transactions {
		t.Errorf("%d transactions, want %d", len(txns), truth.Transactions)
	}

	// batch.completed: exactly one delivery, the payload the interface
	// defines, with the stored profile.
	hs := hooks.waitHooks(1, 30*time.Second)
	time.Sleep(2 * time.Second)
	if hs = hooks.hooks(); len(byID(hs)) != 1 {
		t.Fatalf("%d batch.completed deliveries", len(byID(hs)))
	}
	var bc map[string]any
	_ = json.Unmarshal(hs[0].body, &bc)
	if bc["event"] != "batch.completed" || bc["batch_id"] != batchID || bc["client_id"] != clientID || bc["org_id"] != tn.org.ID ||
		fmt.Sprint(bc["counts"]) != "map[completed:7 failed:1 total:8]" || !near(money(bc["profile"].(map[string]any)["true_revenue"]), truth.TrueRevenue) {
		t.Errorf("batch.completed = %s", hs[0].body)
	}
	if ds := c.deliveries(tn.key, "batch_id="+batchID); len(ds) != 1 || ds[0]["event"] != "batch.completed" {
		t.Errorf("batch delivery log = %v", ds)
	}
}

// pageAll reads every transaction of a client, limit at a time, until an
// empty page, and checks the order and the amounts.
func (c *client) pageAll(key, id string, limit int) []map[string]any {
	c.t.Helper()
	var all []map[string]any
	seen := map[string]bool{}
	for offset := 0; ; offset += limit {
		r := c.do(http.MethodGet, fmt.Sprintf("/api/v1/clients/%s/open-banking?include=transactions&transactions_limit=%d&transactions_offset=%d", id, limit, offset), key, "", nil)
		if r.status != 200 {
			c.t.Fatalf("page at %d: %d %s", offset, r.status, r.body)
		}
		m := r.json(c.t)
		page := m["transactions"].([]any)
		if _, ok := m["accounts"]; ok {
			c.t.Fatalf("accounts returned with include=transactions")
		}
		if len(page) == 0 {
			break
		}
		if len(page) > limit {
			c.t.Fatalf("page of %d with limit %d", len(page), limit)
		}
		for _, x := range page {
			x := x.(map[string]any)
			if seen[x["id"].(string)] {
				c.t.Fatalf("transaction %s twice", x["id"])
			}
			seen[x["id"].(string)] = true
			if money(x["amount"]) < 0 || (x["direction"] != "credit" && x["direction"] != "debit") {
				c.t.Fatalf("transaction %v", x)
			}
			all = append(all, x)
		}
	}
	dates := make([]string, len(all))
	for i, x := range all {
		dates[i], _ = x["date"].(string)
	}
	if !sort.SliceIsSorted(dates, func(i, j int) bool { return dates[i] > dates[j] }) {
		c.t.Errorf("transactions are not newest first")
	}
	return all
}

// TestE2EClientPaging: 25 three-page statements (2,612 transactions) paged
// with the default, the maximum and a larger limit, and the offset bounds.
func TestE2EClientPaging(t *testing.T) {
	t.Parallel()
	st := lstest.Stack(t, quietLog(), false)
	c := newClient(t, st)
	tn := userTenant(t, st, 30)
	parts, truth := scenario(t, "bench")
	if truth.Transactions < 2000 || len(parts) != 25 {
		t.Fatalf("bench scenario: %d files, %d transactions", len(parts), truth.Transactions)
	}
	start := time.Now()
	r := c.submitClient(tn.key, append([]part{field("document_kind", "bank_statement"), field("client_name", "Summit Auto")}, parts...)...)
	if r.status != http.StatusAccepted {
		t.Fatalf("submit: %d %s", r.status, r.body)
	}
	id := r.json(t)["client_id"].(string)
	p := c.waitReady(tn.key, id, 120*time.Second)
	t.Logf("25 statements to a ready profile in %s", time.Since(start).Round(time.Millisecond))
	if p["status"] != "ready" || p["name"] != "Summit Auto" || fmt.Sprint(p["counts"]) != "map[completed:25 failed:0 total:25]" {
		t.Fatalf("profile = %v %v %v", p["status"], p["name"], p["counts"])
	}
	if !near(money(p["profile"].(map[string]any)["true_revenue"]), truth.TrueRevenue) {
		t.Errorf("true_revenue %v, want %.2f", p["profile"].(map[string]any)["true_revenue"], truth.TrueRevenue)
	}
	for _, limit := range []int{500, 2000} {
		if got := len(c.pageAll(tn.key, id, limit)); got != truth.Transactions {
			t.Errorf("limit %d: %d transactions, want %d", limit, got, truth.Transactions)
		}
	}
	base := "/api/v1/clients/" + id + "/open-banking?include=transactions"
	tests := []struct {
		query    string
		status   int
		returned int
	}{
		{"", 200, 500},
		{"&transactions_limit=5000", 200, 2000},
		{"&transactions_offset=2600&transactions_limit=2000", 200, truth.Transactions - 2600},
		{"&transactions_offset=100000", 200, 0},
		{"&transactions_offset=100001", 400, 0},
	}
	for _, tt := range tests {
		r := c.do(http.MethodGet, base+tt.query, tn.key, "", nil)
		if r.status != tt.status {
			t.Fatalf("%s: %d %s", tt.query, r.status, r.body)
		}
		if tt.status == 400 {
			if r.errCode(t) != "invalid_transactions_offset" {
				t.Errorf("%s: %s", tt.query, r.body)
			}
			continue
		}
		if got := len(r.json(t)["transactions"].([]any)); got != tt.returned {
			t.Errorf("%s: %d transactions, want %d", tt.query, got, tt.returned)
		}
	}
}

// TestE2EClientErrors: every error code of the client endpoints, and a
// file rejected on its own while the others queue.
func TestE2EClientErrors(t *testing.T) {
	t.Parallel()
	st := lstest.Stack(t, quietLog(), false)
	c := newClient(t, st)
	ctx := context.Background()
	tn := userTenant(t, st, 10)
	noUser := newTenant(t, st, 10) // a key not tied to a user
	reader := userTenant(t, st, 10, account.ScopeRead)
	writer := userTenant(t, st, 10, account.ScopeWrite)
	broke := userTenant(t, st, 2)
	noCustomer := userTenant(t, st, 0)
	on := true
	if _, err := st.API.Accounts.Store.UpdateOrg(ctx, noCustomer.org.ID, account.OrgUpdate{AutoTopUp: &on}); err != nil {
		t.Fatal(err)
	}
	freeOrg := userTenant(t, st, 10)
	free := account.PlanFree
	if _, err := st.API.Accounts.Store.UpdateOrg(ctx, freeOrg.org.ID, account.OrgUpdate{Plan: &free}); err != nil {
		t.Fatal(err)
	}

	pdf, _ := corpusStatement(t, "chase_fpdf-core_month")
	kind := field("document_kind", "bank_statement")
	stmt := func(name string) part {
		return part{name: "files", filename: name, ctype: "application/pdf", data: pdf}
	}
	png := part{name: "file", filename: "scan.png", ctype: "image/png", data: []byte("\x89PNG\r\n\x1a\n not a pdf")}
	var many []part
	for i := 0; i < 26; i++ {
		many = append(many, stmt(fmt.Sprintf("%02d.pdf", i)))
	}
	three := []part{kind, stmt("a.pdf"), stmt("b.pdf"), stmt("c.pdf")}
	submits := []struct {
		name   string
		key    string
		parts  []part
		status int
		code   string
	}{
		{"no files", tn.key, []part{kind}, 400, "no_files"},
		{"key not tied to a user", noUser.key, []part{kind, stmt("a.pdf")}, 400, "no_user_context"},
		{"missing kind", tn.key, []part{stmt("a.pdf")}, 400, "invalid_document_kind"},
		{"not bank_statement", tn.key, []part{field("document_kind", "tax_return"), stmt("a.pdf")}, 400, "invalid_document_kind"},
		{"26 files", tn.key, append([]part{kind}, many...), 413, "too_many_files"},
		{"free plan", freeOrg.key, []part{kind, stmt("a.pdf")}, 402, "plan_excluded"},
		{"auto top-up without a payment customer", noCustomer.key, []part{kind, stmt("a.pdf")}, 402, "no_payment_customer"},
		{"credits scale with the files", broke.key, three, 402, "insufficient_credits"},
		{"every file rejected", tn.key, []part{kind, png, png}, 502, "all_files_failed"},
		{"read-only key", reader.key, []part{kind, stmt("a.pdf")}, 403, "scope_required"},
		{"name over 200 characters", tn.key, []part{kind, stmt("a.pdf"), field("client_name", strings.Repeat("x", 201))}, 400, "invalid_request"},
	}
	for _, tt := range submits {
		t.Run(tt.name, func(t *testing.T) {
			c.t = t
			r := c.submitClient(tt.key, tt.parts...)
			if r.status != tt.status || r.errCode(t) != tt.code {
				t.Fatalf("got %d %s, want %d %s", r.status, r.body, tt.status, tt.code)
			}
		})
	}
	c.t = t
	if got := balance(t, st, broke.org.ID); got != 2 {
		t.Errorf("refused submission charged: balance %d", got)
	}

	// One file too large and one not a PDF are rejected in their items;
	// the others queue and are charged.
	huge := append(append([]byte{}, pdf...), bytes.Repeat([]byte("%"), 25<<20)...)
	r := c.submitClient(tn.key, kind, stmt("jan.pdf"), part{name: "file", filename: "huge.pdf", ctype: "application/pdf", data: huge}, png, stmt("feb.pdf"))
	if r.status != http.StatusAccepted {
		t.Fatalf("mixed submit: %d %s", r.status, r.body)
	}
	var got []string
	q := r.json(t)
	for _, d := range q["documents"].([]any) {
		d := d.(map[string]any)
		got = append(got, fmt.Sprint(d["filename"], ":", d["status"], ":", d["error"], ":", d["id"] != nil))
	}
	if strings.Join(got, " ") != "jan.pdf:queued:<nil>:true huge.pdf:failed:file_too_large:false scan.png:failed:unsupported_media_type:false feb.pdf:queued:<nil>:true" {
		t.Errorf("documents = %v", got)
	}
	if b := balance(t, st, tn.org.ID); b != 8 {
		t.Errorf("balance %d, want 8", b)
	}
	clientID := q["client_id"].(string)
	prof := c.waitReady(tn.key, clientID, 60*time.Second)
	if rej := prof["rejected_files"].([]any); len(rej) != 2 || fmt.Sprint(prof["counts"]) != "map[completed:2 failed:0 total:2]" {
		t.Errorf("rejected_files %v counts %v", rej, prof["counts"])
	}

	other := userTenant(t, st, 1)
	base := "/api/v1/clients/" + clientID
	gets := []struct {
		name, key, path string
		status          int
		code            string
	}{
		{"malformed id", tn.key, "/api/v1/clients/not-a-uuid", 400, "invalid_id"},
		{"malformed id, open banking", tn.key, "/api/v1/clients/not-a-uuid/open-banking", 400, "invalid_id"},
		{"id missing", tn.key, "/api/v1/clients/", 400, "id_required"},
		{"id missing, open banking", tn.key, "/api/v1/clients//open-banking", 400, "id_required"},
		{"another organization's client", other.key, base, 404, "not_found"},
		{"another organization's envelope", other.key, base + "/open-banking", 404, "not_found"},
		{"unknown client", tn.key, "/api/v1/clients/" + ids.New(), 404, "not_found"},
		{"write-only key", writer.key, base, 403, "scope_required"},
		{"write-only key, open banking", writer.key, base + "/open-banking", 403, "scope_required"},
		{"offset over 100000", tn.key, base + "/open-banking?include=transactions&transactions_offset=100001", 400, "invalid_transactions_offset"},
		{"negative offset", tn.key, base + "/open-banking?transactions_offset=-1", 400, "invalid_transactions_offset"},
		{"no key", "", base, 401, "unauthorized"},
	}
	for _, tt := range gets {
		t.Run(tt.name, func(t *testing.T) {
			c.t = t
			r := c.do(http.MethodGet, tt.path, tt.key, "", nil)
			if r.status != tt.status || r.errCode(t) != tt.code {
				t.Fatalf("got %d %s, want %d %s", r.status, r.body, tt.status, tt.code)
			}
		})
	}
	c.t = t

	// The stored results cannot be read: the envelope cannot be built
	// (500 internal_error, safe to retry); the stored profile still reads.
	bucket := st.Resources.Buckets["DocumentBucket"]
	for _, d := range q["documents"].([]any) {
		if id, ok := d.(map[string]any)["id"].(string); ok {
			key := "results/" + id + ".json"
			if _, err := st.Clients.S3.DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: &bucket, Key: &key}); err != nil {
				t.Fatal(err)
			}
		}
	}
	r = c.do(http.MethodGet, base+"/open-banking", tn.key, "", nil)
	if r.status != 500 || r.errCode(t) != "internal_error" {
		t.Errorf("envelope without results: %d %s", r.status, r.body)
	}
	if r := c.do(http.MethodGet, base, tn.key, "", nil); r.status != 200 {
		t.Errorf("profile without results: %d %s", r.status, r.body)
	}

	// Storage down at submission: nothing queues, nothing is charged.
	list, err := st.Clients.S3.ListObjectsV2(ctx, &s3.ListObjectsV2Input{Bucket: &bucket})
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range list.Contents {
		if _, err := st.Clients.S3.DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: &bucket, Key: o.Key}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := st.Clients.S3.DeleteBucket(ctx, &s3.DeleteBucketInput{Bucket: &bucket}); err != nil {
		t.Fatal(err)
	}
	before := balance(t, st, tn.org.ID)
	r = c.submitClient(tn.key, kind, stmt("a.pdf"), stmt("b.pdf"))
	if r.status != 502 || r.errCode(t) != "all_files_failed" {
		t.Fatalf("submit during an outage: %d %s", r.status, r.body)
	}
	e := r.json(t)["error"].(map[string]any)
	for _, d := range e["documents"].([]any) {
		if d.(map[string]any)["error"] != "queue_failed" {
			t.Errorf("document during an outage: %v", d)
		}
	}
	if got := balance(t, st, tn.org.ID); got != before {
		t.Errorf("balance %d after a failed submission, want %d", got, before)
	}
}
