package webhook

import (
	"crypto/sha1"
	"encoding/hex"
	"fmt"
	"time"
)

// deliveryNamespace is the UUIDv5 namespace of delivery ids. It is fixed
// forever: changing it would give a republished event a new delivery id.
var deliveryNamespace = [16]byte{0x5b, 0x0e, 0x8a, 0x6d, 0x3c, 0x1f, 0x4e, 0x72, 0x9a, 0x05, 0x6c, 0x2b, 0xd1, 0x47, 0xe8, 0x93}

// DeliveryID is the id of the delivery of event about subject to
// destination ("callback", or "subscription:<id>"): an RFC 4122 version 5
// UUID, so the same event published twice maps to the same delivery.
func DeliveryID(event, subject, destination string) string {
	h := sha1.New()
	h.Write(deliveryNamespace[:])
	h.Write([]byte(event + "\n" + subject + "\n" + destination))
	var b [16]byte
	copy(b[:], h.Sum(nil))
	b[6] = b[6]&0x0f | 0x50
	b[8] = b[8]&0x3f | 0x80
	s := hex.EncodeToString(b[:])
	return s[0:8] + "-" + s[8:12] + "-" + s[12:16] + "-" + s[16:20] + "-" + s[20:32]
}

// Destination keys for DeliveryID.
const destCallback = "callback"

func destSubscription(id string) string { return "subscription:" + id }

// MaxAttempts is the number of attempts of one cycle: the fifth failure
// marks the delivery dead.
const MaxAttempts = 5

// Timeout is how long a receiver has to answer; a slower one counts as a
// timeout and is retried.
const Timeout = 10 * time.Second

// MaxDelay is the longest delay SQS can give a message.
const MaxDelay = 15 * time.Minute

// DefaultDelays are the contract's waits before retries 2 to 5: 1, 1, 5
// and 15 minutes, so a delivery dies about 22 minutes after its first
// attempt.
var DefaultDelays = []time.Duration{time.Minute, time.Minute, 5 * time.Minute, 15 * time.Minute}

// Schedule is the retry schedule.
type Schedule struct {
	// Delays[i] is the wait after the (i+1)-th failed attempt of a
	// cycle. Fewer than MaxAttempts-1 entries repeat the last one; empty
	// means DefaultDelays.
	Delays []time.Duration
}

// Validate reports a schedule SQS cannot carry out.
func (s Schedule) Validate() error {
	for _, d := range s.Delays {
		if d < 0 || d > MaxDelay {
			return fmt.Errorf("webhook: retry delay %s is outside 0s..15m (the SQS DelaySeconds range)", d)
		}
	}
	return nil
}

// Next returns the wait before the next attempt after the failures-th
// failed attempt of a cycle (1-based), or false when that failure was the
// last one allowed.
func (s Schedule) Next(failures int) (time.Duration, bool) {
	if failures >= MaxAttempts {
		return 0, false
	}
	delays := s.Delays
	if len(delays) == 0 {
		delays = DefaultDelays
	}
	i := max(failures-1, 0)
	if i >= len(delays) {
		i = len(delays) - 1
	}
	return delays[i], true
}

// Outcome is what an attempt's result means for the delivery.
type Outcome int

const (
	// Acknowledged: a 2xx.
	Acknowledged Outcome = iota
	// Retry: 5xx, 408, 429, a redirect, a timeout or a connection error.
	Retry
	// Permanent: any other 4xx, or a URL refused by the SSRF check.
	Permanent
)

// Classify maps a receiver's status code (0 when none was received) to an
// outcome. Redirects are not followed: a 3xx is a failure, retried like a
// 5xx because it usually means an endpoint being moved, which its owner
// can fix before the delivery dies (Stripe and Svix treat them alike).
func Classify(status int) Outcome {
	switch {
	case status >= 200 && status < 300:
		return Acknowledged
	case status == 408 || status == 429:
		return Retry
	case status >= 400 && status < 500:
		return Permanent
	default:
		return Retry
	}
}
