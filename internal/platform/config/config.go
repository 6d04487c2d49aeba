// Package config reads the process environment in one place.
//
// Every variable the Lambda code reads goes through Lookup with a name
// declared here, so infra/samtemplate's test can hold template.yaml against
// the code: a variable read here but not set in the template fails the build.
package config

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

// Names of the environment variables the functions read.
const (
	TableName     = "TABLE_NAME"
	BucketName    = "BUCKET_NAME"
	FraudQueueURL = "FRAUD_QUEUE_URL"
	OCRQueueURL   = "OCR_QUEUE_URL"
	// IngestQueueURL is the parser's queue, which the sweeper re-sends
	// upload notifications to.
	IngestQueueURL = "INGEST_QUEUE_URL"
	// OCRMaxPages bounds the pages one document may have read by OCR.
	OCRMaxPages          = "OCR_MAX_PAGES"
	AggregateQueueURL    = "AGGREGATE_QUEUE_URL"
	WebhookQueueURL      = "WEBHOOK_QUEUE_URL"
	LogLevel             = "LOG_LEVEL"
	TenantID             = "TENANT_ID"
	TopUpCredits         = "TOP_UP_CREDITS"
	DefaultRateLimit     = "DEFAULT_RATE_LIMIT"
	MaxInlineUploadBytes = "MAX_INLINE_UPLOAD_BYTES"
	WebhookAllowInsecure = "WEBHOOK_ALLOW_INSECURE"
	WebhookRetryDelays   = "WEBHOOK_RETRY_DELAYS"
	// VisualModelID is the Bedrock model of the visual fraud pass; empty
	// runs the pass without a model (rendering compared with text only).
	VisualModelID = "VISUAL_MODEL_ID"
)

// Lookup returns the value of the named variable, or def when it is unset or
// empty.
func Lookup(name, def string) string {
	if v, ok := os.LookupEnv(name); ok && v != "" {
		return v
	}
	return def
}

// Require returns the value of the named variable or an error naming it, so a
// misconfigured function fails at cold start with a clear message.
func Require(name string) (string, error) {
	v := Lookup(name, "")
	if v == "" {
		return "", fmt.Errorf("config: environment variable %s is required", name)
	}
	return v, nil
}

// Into sets *dst to the required variable name. A function reads its whole
// environment as errors.Join(Into(&a, A), Into(&b, B), ...), so one cold
// start names every missing variable at once.
func Into(dst *string, name string) error {
	v, err := Require(name)
	*dst = v
	return err
}

// Int returns the named variable as an integer, or def.
func Int(name string, def int) (int, error) {
	v := Lookup(name, "")
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, fmt.Errorf("config: %s=%q is not an integer: %w", name, v, err)
	}
	return n, nil
}

// Bool returns the named variable as a boolean ("1", "true", …), or false.
func Bool(name string) bool {
	b, _ := strconv.ParseBool(Lookup(name, "false"))
	return b
}

// Durations returns the named variable as a comma-separated list of Go
// durations ("60s,60s,300s,900s"), or def.
func Durations(name string, def []time.Duration) ([]time.Duration, error) {
	v := Lookup(name, "")
	if v == "" {
		return def, nil
	}
	var out []time.Duration
	for _, p := range strings.Split(v, ",") {
		d, err := time.ParseDuration(strings.TrimSpace(p))
		if err != nil {
			return nil, fmt.Errorf("config: %s: %w", name, err)
		}
		out = append(out, d)
	}
	return out, nil
}
