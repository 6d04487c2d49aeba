package lambdasqs

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"slices"
	"testing"

	"github.com/aws/aws-lambda-go/events"
)

func TestBatch(t *testing.T) {
	msg := func(id, count string) events.SQSMessage {
		m := events.SQSMessage{MessageId: id, Body: id}
		if count != "" {
			m.Attributes = map[string]string{"ApproximateReceiveCount": count}
		}
		return m
	}
	tests := []struct {
		name      string
		max       int
		msgs      []events.SQSMessage
		failing   []string
		wantFails []string
		wantLast  map[string]bool
	}{
		{name: "all ok", max: 3, msgs: []events.SQSMessage{msg("a", "1"), msg("b", "1")},
			wantLast: map[string]bool{"a": false, "b": false}},
		{name: "only failing ids reported", max: 3, msgs: []events.SQSMessage{msg("a", "1"), msg("b", "2"), msg("c", "1")},
			failing: []string{"b", "c"}, wantFails: []string{"b", "c"},
			wantLast: map[string]bool{"a": false, "b": false, "c": false}},
		{name: "last attempt at and above max", max: 3, msgs: []events.SQSMessage{msg("a", "2"), msg("b", "3"), msg("c", "4")},
			wantLast: map[string]bool{"a": false, "b": true, "c": true}},
		{name: "missing or bad count is not last", max: 3, msgs: []events.SQSMessage{msg("a", ""), msg("b", "x")},
			wantLast: map[string]bool{"a": false, "b": false}},
		{name: "max 0 never last", max: 0, msgs: []events.SQSMessage{msg("a", "99")},
			wantLast: map[string]bool{"a": false}},
		{name: "max 1 first delivery is last", max: 1, msgs: []events.SQSMessage{msg("a", "1")}, failing: []string{"a"},
			wantFails: []string{"a"}, wantLast: map[string]bool{"a": true}},
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			gotLast := map[string]bool{}
			h := Batch(log, tc.max, func(_ context.Context, m events.SQSMessage, last bool) error {
				gotLast[m.MessageId] = last
				if slices.Contains(tc.failing, m.MessageId) {
					return errors.New("fail " + m.MessageId)
				}
				return nil
			})
			resp, err := h(context.Background(), events.SQSEvent{Records: tc.msgs})
			if err != nil {
				t.Fatalf("batch error %v: partial failures must not fail the batch", err)
			}
			var fails []string
			for _, f := range resp.BatchItemFailures {
				fails = append(fails, f.ItemIdentifier)
			}
			if !slices.Equal(fails, tc.wantFails) {
				t.Fatalf("failures = %v, want %v", fails, tc.wantFails)
			}
			if len(gotLast) != len(tc.wantLast) {
				t.Fatalf("handled %v", gotLast)
			}
			for id, w := range tc.wantLast {
				if gotLast[id] != w {
					t.Errorf("%s lastAttempt = %v, want %v", id, gotLast[id], w)
				}
			}
		})
	}
}

// A slow message does not hold up the others of its batch, and failures
// keep the batch's order.
func TestConcurrent(t *testing.T) {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	release := make(chan struct{})
	done := make(chan string, 3)
	h := Concurrent(log, 3, 3, func(_ context.Context, m events.SQSMessage, _ bool) error {
		if m.MessageId == "slow" {
			<-release
			return errors.New("slow failed")
		}
		done <- m.MessageId
		if m.MessageId == "c" {
			return errors.New("c failed")
		}
		return nil
	})
	var resp events.SQSEventResponse
	finished := make(chan struct{})
	go func() {
		resp, _ = h(context.Background(), events.SQSEvent{Records: []events.SQSMessage{{MessageId: "slow"}, {MessageId: "b"}, {MessageId: "c"}}})
		close(finished)
	}()
	got := []string{<-done, <-done}
	slices.Sort(got)
	if !slices.Equal(got, []string{"b", "c"}) {
		t.Fatalf("handled %v while the slow message was running", got)
	}
	close(release)
	<-finished
	if len(resp.BatchItemFailures) != 2 || resp.BatchItemFailures[0].ItemIdentifier != "slow" || resp.BatchItemFailures[1].ItemIdentifier != "c" {
		t.Fatalf("failures %+v", resp.BatchItemFailures)
	}
}
