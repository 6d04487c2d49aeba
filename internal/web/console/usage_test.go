package console_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/billing"
)

func TestUsagePage(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	now := time.Now().UTC()
	if err := e.ledger.Adjust(ctx, e.paid, 50, billing.KindGrant, "welcome", now.Add(-48*time.Hour)); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"a", "b", "c"} {
		if err := e.ledger.Adjust(ctx, e.paid, -1, billing.KindCharge, id, now); err != nil {
			t.Fatal(err)
		}
	}
	if err := e.ledger.Adjust(ctx, e.free, 7, billing.KindGrant, "other org", now); err != nil {
		t.Fatal(err)
	}
	b := e.browser(t)
	b.signIn("member@acme.example")
	p := b.get("/console/usage")
	for _, want := range []string{"<strong>47</strong> credits", "paid", "120 requests a minute", "(3 documents)",
		now.Format(time.DateOnly), now.Add(-48 * time.Hour).Format(time.DateOnly)} {
		if !strings.Contains(p.body, want) {
			t.Errorf("usage page lacks %q", want)
		}
	}
	if p.status != http.StatusOK || strings.Contains(p.body, ">7<") {
		t.Fatalf("usage page: %d\n%s", p.status, p.body)
	}
	tiny := e.browser(t)
	tiny.signIn("admin@tiny.example")
	if p := tiny.get("/console/usage"); !strings.Contains(p.body, "<strong>7</strong> credits") || !strings.Contains(p.body, "no API access") {
		t.Fatalf("free organization's usage page:\n%s", p.body)
	}
}
