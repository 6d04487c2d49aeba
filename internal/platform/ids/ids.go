// Package ids makes the random identifiers the service hands out.
package ids

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"regexp"
)

// New returns a random RFC 4122 version 4 UUID in its canonical form.
// Every resource id in the contract (analyses, clients, batches,
// subscriptions, deliveries) is one of these.
func New() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		// crypto/rand never fails on supported platforms; a failure here
		// means the process cannot make safe ids at all.
		panic(fmt.Sprintf("ids: crypto/rand: %v", err))
	}
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	h := hex.EncodeToString(b[:])
	return h[0:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:32]
}

var uuidRE = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`)

// Valid reports whether s is a lower-case canonical UUID, the only form New
// produces. Anything else cannot name one of our resources.
func Valid(s string) bool { return uuidRE.MatchString(s) }

// Secret returns prefix followed by n random bytes in hex. It is used for API
// keys, OAuth tokens and signing secrets.
func Secret(prefix string, n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic(fmt.Sprintf("ids: crypto/rand: %v", err))
	}
	return prefix + hex.EncodeToString(b)
}
