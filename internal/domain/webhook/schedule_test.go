package webhook_test

import (
	"testing"
	"time"

	"github.com/docanalysis/service/internal/domain/webhook"
	"github.com/docanalysis/service/internal/platform/ids"
)

func TestDeliveryID(t *testing.T) {
	const an = "3f1c2a9e-8b7d-4e25-9c61-0a4b5d6e7f80"
	id := webhook.DeliveryID("analysis.completed", an, "callback")
	// Python: uuid.uuid5(UUID("5b0e8a6d-3c1f-4e72-9a05-6c2bd147e893"), "analysis.completed\n<id>\ncallback")
	if id != "0c6db6cd-599f-581c-9a0a-8684a2190b44" {
		t.Fatalf("DeliveryID = %s", id)
	}
	if !ids.Valid(id) || webhook.DeliveryID("analysis.completed", an, "callback") != id {
		t.Fatal("not a stable canonical UUID")
	}
	others := []string{
		webhook.DeliveryID("analysis.failed", an, "callback"),
		webhook.DeliveryID("analysis.completed", ids.New(), "callback"),
		webhook.DeliveryID("analysis.completed", an, "subscription:"+ids.New()),
	}
	for _, o := range others {
		if o == id {
			t.Fatal("different deliveries share an id")
		}
	}
}

func TestScheduleNext(t *testing.T) {
	tests := []struct {
		name     string
		delays   []time.Duration
		failures int
		want     time.Duration
		more     bool
	}{
		{"default after 1st", nil, 1, time.Minute, true},
		{"default after 2nd", nil, 2, time.Minute, true},
		{"default after 3rd", nil, 3, 5 * time.Minute, true},
		{"default after 4th", nil, 4, 15 * time.Minute, true},
		{"dead after 5th", nil, 5, 0, false},
		{"short schedule", []time.Duration{time.Second, 2 * time.Second}, 2, 2 * time.Second, true},
		{"short schedule repeats its last delay", []time.Duration{time.Second, 2 * time.Second}, 4, 2 * time.Second, true},
		{"short schedule still dies after 5", []time.Duration{time.Second}, 5, 0, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, more := webhook.Schedule{Delays: tc.delays}.Next(tc.failures)
			if got != tc.want || more != tc.more {
				t.Fatalf("Next(%d) = %s, %v; want %s, %v", tc.failures, got, more, tc.want, tc.more)
			}
		})
	}
	var total time.Duration
	for f := 1; f < webhook.MaxAttempts; f++ {
		d, _ := webhook.Schedule{}.Next(f)
		total += d
	}
	if total != 22*time.Minute {
		t.Fatalf("the default schedule spans %s, want 22m", total)
	}
	if err := (webhook.Schedule{Delays: []time.Duration{16 * time.Minute}}).Validate(); err == nil {
		t.Fatal("a delay above the SQS maximum validated")
	}
}

func TestClassify(t *testing.T) {
	tests := []struct {
		status int
		want   webhook.Outcome
	}{
		{200, webhook.Acknowledged}, {202, webhook.Acknowledged}, {204, webhook.Acknowledged}, {299, webhook.Acknowledged},
		{301, webhook.Retry}, {302, webhook.Retry}, {307, webhook.Retry},
		{400, webhook.Permanent}, {401, webhook.Permanent}, {404, webhook.Permanent}, {410, webhook.Permanent}, {422, webhook.Permanent},
		{408, webhook.Retry}, {429, webhook.Retry},
		{500, webhook.Retry}, {502, webhook.Retry}, {503, webhook.Retry},
		{0, webhook.Retry},
	}
	for _, tc := range tests {
		if got := webhook.Classify(tc.status); got != tc.want {
			t.Errorf("Classify(%d) = %v, want %v", tc.status, got, tc.want)
		}
	}
}
