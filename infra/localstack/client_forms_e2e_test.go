package localstack_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"io"
	"math"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/feature/dynamodb/attributevalue"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/s3"

	"github.com/docanalysis/service/infra/localstack"
	"github.com/docanalysis/service/infra/localstack/lstest"
)

// answer returns the value of a business row of a form's answer file.
func answer(rows []map[string]any, name string) any {
	for _, r := range rows {
		if r["name"] == name && r["owner"] == nil {
			return r["value"]
		}
	}
	return nil
}

// TestE2EClientForms builds a client from three statements, attaches an
// application (two owners, their SSNs printed) and a Form 1120-S with
// client_id, and checks that the profile and the open-banking envelope
// compare them with the statements. Then it searches every object in the
// bucket, every item of the table and every webhook body for the forms'
// SSNs.
func TestE2EClientForms(t *testing.T) {
	t.Parallel()
	st := lstest.Stack(t, quietLog(), true)
	c := newClient(t, st)
	tn := userTenant(t, st, 20)
	other := userTenant(t, st, 5)
	var receivers []*receiver
	for _, ev := range []string{"application_form.extracted", "tax_return.extracted", "batch.completed"} {
		rc := newHookReceiver(t, c.v, "")
		_, secret := c.subscribe(tn.key, ev, nil, rc.url())
		rc.setSecret(secret)
		receivers = append(receivers, rc)
	}

	parts, _ := scenario(t, "acme")
	var submitted [][]byte
	statements := parts[:3] // ••8812 Nov, ••9093 Nov, ••8812 Dec
	for _, p := range statements {
		submitted = append(submitted, p.data)
	}
	r := c.submitClient(tn.key, append(statements, field("document_kind", "bank_statement"))...)
	if r.status != http.StatusAccepted {
		t.Fatalf("submit client: %d %s", r.status, r.body)
	}
	clientID := r.json(t)["client_id"].(string)
	prof := c.waitReady(tn.key, clientID, 2*time.Minute)
	if prof["status"] != "ready" {
		t.Fatalf("client before attaching: %v", prof["status"])
	}

	appPDF, appRows, appSSNs := formFile(t, "app-apex-2-filled")
	taxPDF, taxRows, taxSSNs := formFile(t, "f1120s-2024-filled")
	ssns := append(append([]string{}, appSSNs...), taxSSNs...)
	if len(appSSNs) == 0 {
		t.Fatal("the application prints no SSN: the privacy sweep would prove nothing")
	}
	submitted = append(submitted, appPDF, taxPDF)

	// Another organization cannot attach to this client; nothing is charged.
	before := balance(t, st, other.org.ID)
	r = c.submit(other.key, field("document_kind", "tax_return"), file(taxPDF), field("client_id", clientID))
	if r.status != http.StatusNotFound || r.errCode(t) != "not_found" {
		t.Fatalf("attach from another organization: %d %s", r.status, r.body)
	}
	if after := balance(t, st, other.org.ID); after != before {
		t.Errorf("a refused attach charged: %d → %d", before, after)
	}

	var formIDs []string
	for _, f := range []struct {
		kind string
		pdf  []byte
	}{{"application_form", appPDF}, {"tax_return", taxPDF}} {
		r := c.submit(tn.key, field("document_kind", f.kind), file(f.pdf), field("client_id", clientID))
		if r.status != http.StatusAccepted {
			t.Fatalf("attach %s: %d %s", f.kind, r.status, r.body)
		}
		id := r.json(t)["id"].(string)
		formIDs = append(formIDs, id)
		env, _ := c.waitTerminal(tn.key, id)
		if _, ok := env["data"].([]any); !ok {
			t.Fatalf("%s: no extraction rows: %v", f.kind, env)
		}
	}
	// The aggregator recomputes the profile once both forms are recorded.
	var checks map[string]map[string]any
	deadline := time.Now().Add(time.Minute)
	for {
		prof = c.waitReady(tn.key, clientID, time.Minute)
		checks = map[string]map[string]any{}
		for _, ch := range prof["profile"].(map[string]any)["checks"].([]any) {
			m := ch.(map[string]any)
			checks[m["name"].(string)] = m
		}
		if items, _ := checks["stated_revenue"]["items"].([]any); len(items) == 2 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the profile never compared the attached forms: %v", checks["stated_revenue"])
		}
		time.Sleep(250 * time.Millisecond)
	}
	if counts := prof["counts"].(map[string]any); counts["total"] != 5.0 || counts["completed"] != 5.0 {
		t.Errorf("counts = %v", counts)
	}
	docs := prof["documents"].([]any)
	if d := docs[3].(map[string]any); d["document_kind"] != "application_form" || d["batch_id"] != nil || d["id"] != formIDs[0] {
		t.Errorf("attached application = %v", d)
	}
	p := prof["profile"].(map[string]any)
	if p["documents_used"] != 3.0 {
		t.Errorf("documents_used = %v: forms must not be statements", p["documents_used"])
	}
	monthly := money(p["estimated_monthly_revenue"])

	rev := checks["stated_revenue"]["items"].([]any)
	wantStated := []float64{money(answer(appRows, "monthly_revenue")), math.Round(money(answer(taxRows, "gross_receipts"))/12*100) / 100}
	for i, it := range rev {
		m := it.(map[string]any)
		ratio := math.Round(wantStated[i]/monthly*10000) / 10000
		flagged := math.Abs(wantStated[i]-monthly) > 0.25*monthly
		if m["document_id"] != formIDs[i] || !near(money(m["stated_monthly"]), wantStated[i]) || !near(money(m["statement_monthly"]), monthly) ||
			money(m["ratio"]) != ratio || m["flagged"] != flagged {
			t.Errorf("stated_revenue item %d = %v; want stated %v ratio %v flagged %v", i, m, wantStated[i], ratio, flagged)
		}
	}
	// The application and the return are of other businesses than ACME
	// WIDGETS LLC, with other EINs.
	if checks["business_name"]["passed"] != false || checks["ein"]["passed"] != false {
		t.Errorf("business_name %v, ein %v", checks["business_name"], checks["ein"])
	}
	if !strings.Contains(checks["business_name"]["detail"].(string), "reference: ACME WIDGETS.") {
		t.Errorf("business_name reference: %v", checks["business_name"]["detail"])
	}
	req := checks["requested_amount"]["items"].([]any)
	if len(req) != 1 || money(req[0].(map[string]any)["requested_amount"]) != money(answer(appRows, "requested_amount")) ||
		req[0].(map[string]any)["flagged"] != (money(answer(appRows, "requested_amount")) > 1.5*monthly) {
		t.Errorf("requested_amount = %v (monthly %v)", checks["requested_amount"], monthly)
	}

	// The open-banking envelope carries the same checks.
	r = c.do(http.MethodGet, "/api/v1/clients/"+clientID+"/open-banking?include=analysis", tn.key, "", nil)
	if r.status != http.StatusOK {
		t.Fatalf("open banking: %d %s", r.status, r.body)
	}
	eb, _ := json.Marshal(r.json(t)["analysis"].(map[string]any)["checks"])
	pb, _ := json.Marshal(p["checks"])
	if string(eb) != string(pb) {
		t.Errorf("envelope checks differ from the profile's:\n%s\n%s", eb, pb)
	}

	// Every webhook body: the two extractions and the batch.
	var bodies []hook
	for _, rc := range receivers {
		bodies = append(bodies, rc.waitHooks(1, time.Minute)...)
	}
	for _, h := range bodies {
		if h.event == "batch.completed" {
			noSSNSpelled(t, "webhook "+h.event, h.body, ssns)
		} else {
			noSSN(t, "webhook "+h.event, h.body, ssns)
		}
	}
	sweepForSSNs(t, st, ssns, submitted)
}

// sweepForSSNs searches every object of the stack's bucket and every item
// of its table for the SSNs. The submitted PDFs (uploads/<id>.pdf) are the
// customer's own documents and print them by definition: they are the one
// exception, and each must be byte for byte a submitted file.
func sweepForSSNs(t *testing.T, st *localstack.Stack, ssns []string, submitted [][]byte) {
	t.Helper()
	ctx := context.Background()
	bucket := st.Resources.Buckets["DocumentBucket"]
	var token *string
	objects, exempt := 0, 0
	for {
		out, err := st.Clients.S3.ListObjectsV2(ctx, &s3.ListObjectsV2Input{Bucket: &bucket, ContinuationToken: token})
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range out.Contents {
			key := *o.Key
			body := storedObject(t, st, key)
			objects++
			if strings.HasPrefix(key, "uploads/") && strings.HasSuffix(key, ".pdf") {
				if !containsBytes(submitted, body) {
					t.Errorf("%s is not a submitted PDF", key)
				}
				if holdsSSN(body, ssns) {
					exempt++
				}
				continue
			}
			if len(body) > 2 && body[0] == 0x1f && body[1] == 0x8b {
				zr, err := gzip.NewReader(bytes.NewReader(body))
				if err != nil {
					t.Fatalf("%s: %v", key, err)
				}
				if body, err = io.ReadAll(zr); err != nil {
					t.Fatalf("%s: %v", key, err)
				}
			}
			noSSNSpelled(t, "s3://"+key, body, ssns)
		}
		if out.NextContinuationToken == nil {
			break
		}
		token = out.NextContinuationToken
	}
	table := st.Resources.Tables["Table"]
	items := 0
	pager := dynamodb.NewScanPaginator(st.Clients.DynamoDB, &dynamodb.ScanInput{TableName: &table})
	for pager.HasMorePages() {
		page, err := pager.NextPage(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, it := range page.Items {
			var m map[string]any
			if err := attributevalue.UnmarshalMap(it, &m); err != nil {
				t.Fatal(err)
			}
			b, _ := json.Marshal(m)
			items++
			noSSNSpelled(t, "item "+string(b[:min(len(b), 80)]), b, ssns)
		}
	}
	// The search finds the SSNs where they are: in the submitted
	// application (printed as nine digits), so it is not blind.
	if exempt == 0 {
		t.Error("no submitted PDF holds an SSN spelling: the search cannot see them")
	}
	if objects < 10 || items < 10 {
		t.Errorf("swept %d objects and %d items: the sweep did not see the run", objects, items)
	}
	t.Logf("swept %d objects and %d items", objects, items)
}

// noSSNSpelled fails when body holds one of the SSNs in any spelling
// (dashes, none, spaces, dots) or anything in dashed SSN shape. Unlike
// noSSN it allows other nine-digit runs: statements print references of
// that length.
func noSSNSpelled(t *testing.T, what string, body []byte, ssns []string) {
	t.Helper()
	for _, s := range ssns {
		for _, sep := range []string{"-", "", " ", "."} {
			if spelling := strings.ReplaceAll(s, "-", sep); bytes.Contains(body, []byte(spelling)) {
				t.Errorf("%s holds the SSN %s", what, spelling)
			}
		}
	}
	if m := ssnShape.Find(body); m != nil {
		t.Errorf("%s holds %q in SSN shape", what, m)
	}
}

var ssnShape = regexp.MustCompile(`\b\d{3}-\d{2}-\d{4}\b`)

func holdsSSN(body []byte, ssns []string) bool {
	for _, s := range ssns {
		for _, sep := range []string{"-", "", " ", "."} {
			if bytes.Contains(body, []byte(strings.ReplaceAll(s, "-", sep))) {
				return true
			}
		}
	}
	return false
}

func containsBytes(set [][]byte, b []byte) bool {
	for _, s := range set {
		if bytes.Equal(s, b) {
			return true
		}
	}
	return false
}
