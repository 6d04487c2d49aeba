package webhook_test

import (
	"encoding/base64"
	"regexp"
	"strings"
	"testing"
	"time"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"

	"github.com/docanalysis/service/internal/domain/webhook"
	"github.com/docanalysis/service/internal/platform/ids"
)

func TestSignature(t *testing.T) {
	// Computed independently (Python's hmac) over the same inputs.
	if got, want := webhook.Signature("whsec_test", []byte(`{"a":1}`)), "sha256=51426af50a41dd7ff2cd3f116594734766d4018d15d6fb07169aee5d2959adf5"; got != want {
		t.Fatalf("Signature = %s, want %s", got, want)
	}
}

func TestStandardSignatureSpecVector(t *testing.T) {
	// The example of the Standard Webhooks specification.
	got := webhook.StandardSignature("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, []byte(`{"test": 2432232314}`))
	if want := "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="; got != want {
		t.Fatalf("StandardSignature = %s, want %s", got, want)
	}
}

func TestNewSecret(t *testing.T) {
	a, b := webhook.NewSecret(), webhook.NewSecret()
	if a == b || !strings.HasPrefix(a, "whsec_") {
		t.Fatalf("secrets %q %q", a, b)
	}
	key, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(a, "whsec_"))
	if err != nil || len(key) != 24 {
		t.Fatalf("secret %q does not hold 24 base64 bytes: %v", a, err)
	}
}

// Both kinds of secrets verify with the Standard Webhooks library, as a
// receiver would use it: subscription secrets (base64) and organization
// secrets (hex, see internal/domain/account).
func TestHeadersVerifyWithStandardLibrary(t *testing.T) {
	body := []byte(`{"id":"x","event":"analysis.completed","status":"completed"}`)
	for _, secret := range []string{webhook.NewSecret(), ids.Secret("whsec_", 24)} {
		t.Run(secret[:10], func(t *testing.T) {
			h := webhook.Headers("analysis.completed", ids.New(), 2, secret, body, time.Now())
			wh, err := standardwebhooks.NewWebhook(secret)
			if err != nil {
				t.Fatal(err)
			}
			if err := wh.Verify(body, h); err != nil {
				t.Fatalf("standard library rejects our signature: %v (headers %v)", err, h)
			}
			if err := wh.Verify(append(body, ' '), h); err == nil {
				t.Fatal("a changed body verified")
			}
			if h.Get(webhook.HeaderSignature) != webhook.Signature(secret, body) || h.Get("Content-Type") != "application/json" ||
				h.Get(webhook.HeaderEvent) != "analysis.completed" || h.Get(webhook.HeaderAttempt) != "2" ||
				h.Get(webhook.HeaderDelivery) != h.Get("webhook-id") {
				t.Fatalf("headers %v", h)
			}
			if !regexp.MustCompile(`^sha256=[0-9a-f]{64}$`).MatchString(h.Get(webhook.HeaderSignature)) {
				t.Fatalf("X-Service-Signature %q", h.Get(webhook.HeaderSignature))
			}
		})
	}
}

// An old timestamp is refused by the library: why every attempt is signed
// with its own send time.
func TestStaleTimestampRefused(t *testing.T) {
	secret, body := webhook.NewSecret(), []byte(`{}`)
	h := webhook.Headers("analysis.failed", ids.New(), 1, secret, body, time.Now().Add(-20*time.Minute))
	wh, _ := standardwebhooks.NewWebhook(secret)
	if err := wh.Verify(body, h); err == nil {
		t.Fatal("a 20-minute-old signature verified")
	}
	if err := wh.VerifyIgnoringTimestamp(body, h); err != nil {
		t.Fatal(err)
	}
}
