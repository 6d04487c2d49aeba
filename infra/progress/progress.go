// Package progress tells the person running a long command what it is
// doing: a start line that says how much work there is and roughly how
// long it takes, then a line every few seconds with the items done, the
// time elapsed and an estimate of the time left. It writes to the
// writer it is given (the commands pass os.Stderr), so that their
// reports on stdout, which the docs quote, stay as they were.
package progress

import (
	"fmt"
	"io"
	"sync"
	"time"
)

// DefaultEvery is how often a meter reports when Options.Every is zero:
// often enough that a terminal never looks stuck, rarely enough that a
// run of several minutes prints a screenful at most.
const DefaultEvery = 5 * time.Second

// Options adjusts a meter; the zero value reports every DefaultEvery on
// the wall clock.
type Options struct {
	Every time.Duration    // between two progress lines
	Now   func() time.Time // the clock (tests inject one)
}

// Meter counts items done out of a known total. It is safe for
// concurrent use.
type Meter struct {
	w     io.Writer
	name  string
	noun  string
	total int
	every time.Duration
	now   func() time.Time

	mu    sync.Mutex
	start time.Time
	last  time.Time
	done  int
}

// Start prints the start line and returns a meter for total items. name
// prefixes every line (the command's name), noun names the items
// ("documents"), and typical is the usual time per item on the
// project's machines (two shared cores), from which the start line
// estimates the whole run; zero leaves the estimate out.
func Start(w io.Writer, name string, total int, noun string, typical time.Duration, o Options) *Meter {
	m := &Meter{w: w, name: name, noun: noun, total: total, every: o.Every, now: o.Now}
	if m.every <= 0 {
		m.every = DefaultEvery
	}
	if m.now == nil {
		m.now = time.Now
	}
	m.start = m.now()
	m.last = m.start
	line := fmt.Sprintf("%s: %d %s", name, total, noun)
	if typical > 0 && total > 0 {
		line += fmt.Sprintf(", usually about %s (%s each)", Round(time.Duration(total)*typical), Round(typical))
	}
	fmt.Fprintf(w, "%s; progress every %s\n", line, Round(m.every))
	return m
}

// Add records n more items done and prints a progress line when the
// last one is at least the meter's interval old.
func (m *Meter) Add(n int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.done += n
	now := m.now()
	if now.Sub(m.last) < m.every {
		return
	}
	m.last = now
	el := now.Sub(m.start)
	line := fmt.Sprintf("%s: %d/%d %s, %s elapsed", m.name, m.done, m.total, m.noun, Round(el))
	if m.done > 0 && m.done < m.total {
		left := time.Duration(float64(el) / float64(m.done) * float64(m.total-m.done))
		line += fmt.Sprintf(", about %s left", Round(left))
	}
	fmt.Fprintln(m.w, line)
}

// Done prints the closing line: the items done and the time they took.
func (m *Meter) Done() {
	m.mu.Lock()
	defer m.mu.Unlock()
	fmt.Fprintf(m.w, "%s: %d/%d %s in %s\n", m.name, m.done, m.total, m.noun, Round(m.now().Sub(m.start)))
}

// Note prints one line, prefixed with the command's name, for a step
// that has no items to count (building a corpus, starting emulators).
func Note(w io.Writer, name, format string, args ...any) {
	fmt.Fprintf(w, "%s: %s\n", name, fmt.Sprintf(format, args...))
}

// Round shortens a duration for a person: milliseconds under a second,
// tenths of a second under ten seconds, whole seconds above.
func Round(d time.Duration) time.Duration {
	if d < time.Second {
		return d.Round(time.Millisecond)
	}
	if d < 10*time.Second {
		return d.Round(100 * time.Millisecond)
	}
	return d.Round(time.Second)
}
