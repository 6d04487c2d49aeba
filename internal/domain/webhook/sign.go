package webhook

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
)

// Header names of a delivery.
const (
	HeaderEvent     = "X-Service-Event"
	HeaderDelivery  = "X-Service-Delivery"
	HeaderSignature = "X-Service-Signature"
	HeaderAttempt   = "X-Service-Attempt"
	// Standard Webhooks (https://www.standardwebhooks.com), sent alongside
	// so receivers can use its libraries and get replay protection.
	HeaderWebhookID        = "webhook-id"
	HeaderWebhookTimestamp = "webhook-timestamp"
	HeaderWebhookSignature = "webhook-signature"
)

// UserAgent identifies our requests to receivers.
const UserAgent = "docanalysis-webhooks/1.0"

// NewSecret returns a subscription signing secret: whsec_ followed by 24
// random bytes in standard base64, the form Standard Webhooks libraries
// expect (they base64-decode what follows the prefix into the HMAC key).
func NewSecret() string {
	b := make([]byte, 24)
	if _, err := rand.Read(b); err != nil {
		// crypto/rand does not fail on supported platforms.
		panic(fmt.Sprintf("webhook: crypto/rand: %v", err))
	}
	return account.SecretPrefix + base64.StdEncoding.EncodeToString(b)
}

// Signature is the X-Service-Signature value of body: HMAC-SHA256 keyed
// with the whole secret string (prefix included), hex-encoded, as the
// contract specifies.
func Signature(secret string, body []byte) string {
	m := hmac.New(sha256.New, []byte(secret))
	m.Write(body)
	return "sha256=" + hex.EncodeToString(m.Sum(nil))
}

// StandardKey is the Standard Webhooks HMAC key of a secret: the base64
// decoding of what follows whsec_, exactly as the Standard Webhooks
// libraries derive it. Subscription secrets are base64 by construction;
// organization secrets are hex (whsec_ + 48 hex digits), and hex digits
// are valid base64, so they decode too (to 36 bytes) and the libraries
// accept them unchanged. A secret that is not valid base64 (none we make)
// falls back to its raw bytes so that signing never fails.
func StandardKey(secret string) []byte {
	rest := strings.TrimPrefix(secret, account.SecretPrefix)
	if k, err := base64.StdEncoding.DecodeString(rest); err == nil && len(k) > 0 {
		return k
	}
	return []byte(rest)
}

// StandardSignature is the webhook-signature value: "v1," and the base64
// HMAC-SHA256 of "<id>.<timestamp>.<body>" under StandardKey(secret).
func StandardSignature(secret, id string, ts int64, body []byte) string {
	m := hmac.New(sha256.New, StandardKey(secret))
	m.Write([]byte(id + "." + strconv.FormatInt(ts, 10) + "."))
	m.Write(body)
	return "v1," + base64.StdEncoding.EncodeToString(m.Sum(nil))
}

// Headers returns the request headers of one attempt. The body and
// X-Service-Signature are the same on every attempt; webhook-timestamp is
// the attempt's send time and webhook-signature covers it, because
// Standard Webhooks receivers reject timestamps older than a few minutes
// and retries run up to 22 minutes after the first attempt.
func Headers(event, deliveryID string, attempt int, secret string, body []byte, now time.Time) http.Header {
	ts := now.Unix()
	h := http.Header{}
	h.Set("Content-Type", "application/json")
	h.Set("User-Agent", UserAgent)
	h.Set(HeaderEvent, event)
	h.Set(HeaderDelivery, deliveryID)
	h.Set(HeaderSignature, Signature(secret, body))
	if attempt > 0 {
		h.Set(HeaderAttempt, strconv.Itoa(attempt))
	}
	h.Set(HeaderWebhookID, deliveryID)
	h.Set(HeaderWebhookTimestamp, strconv.FormatInt(ts, 10))
	h.Set(HeaderWebhookSignature, StandardSignature(secret, deliveryID, ts, body))
	return h
}
