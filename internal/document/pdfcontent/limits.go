package pdfcontent

import (
	"errors"
	"fmt"
)

// Limits bound the work of reading one page's content. A content stream
// is untrusted: a few kilobytes of Flate can hold millions of operands
// (each costs a hundred bytes once parsed), arrays nested deep enough to
// exhaust the stack, or form XObjects that draw each other thousands of
// times. Reading stops at the first limit passed and reports ErrLimit.
//
// The defaults are far above real pages: the largest page of the test
// corpora has about 37,000 operators and operands in 180 KB of content.
type Limits struct {
	// MaxItems is the number of operators and operands parsed (array
	// elements included), forms included each time they are drawn.
	MaxItems int
	// MaxBytes is the content parsed, forms included each time they are
	// drawn.
	MaxBytes int64
	// MaxDepth is how deeply arrays may nest in an operand.
	MaxDepth int
}

// DefaultLimits are the limits of Parse and Interpret.
var DefaultLimits = Limits{MaxItems: 500_000, MaxBytes: 16 << 20, MaxDepth: 32}

// ErrLimit reports content that passes one of its Limits; the wrapping
// error names the limit.
var ErrLimit = errors.New("pdfcontent: content passes a limit")

// maxSaved is how many graphics states a q may save: deeper saves are
// counted, so that their Q still balance, but not kept (each costs a
// state's copy, and a page of "q q q …" would otherwise hold hundreds of
// thousands of them).
const maxSaved = 256

// maxArgs is how many operands may precede an operator: no operator
// takes more than a few dozen, and a stream of operands without one would
// otherwise be held until the end.
const maxArgs = 1024

// budget is what is left of a read's Limits; forms share their page's.
type budget struct {
	lim   Limits
	items int
	bytes int64
}

func newBudget(l Limits) *budget {
	if l.MaxItems <= 0 {
		l.MaxItems = DefaultLimits.MaxItems
	}
	if l.MaxBytes <= 0 {
		l.MaxBytes = DefaultLimits.MaxBytes
	}
	if l.MaxDepth <= 0 {
		l.MaxDepth = DefaultLimits.MaxDepth
	}
	return &budget{lim: l}
}

// take spends n items.
func (b *budget) take(n int) error {
	b.items += n
	if b.items > b.lim.MaxItems {
		return fmt.Errorf("%w: more than %d operators and operands", ErrLimit, b.lim.MaxItems)
	}
	return nil
}

// read spends n bytes of content.
func (b *budget) read(n int) error {
	b.bytes += int64(n)
	if b.bytes > b.lim.MaxBytes {
		return fmt.Errorf("%w: more than %d MB of content", ErrLimit, b.lim.MaxBytes>>20)
	}
	return nil
}

func (b *budget) tooDeep(depth int) error {
	if depth > b.lim.MaxDepth {
		return fmt.Errorf("%w: arrays nested deeper than %d", ErrLimit, b.lim.MaxDepth)
	}
	return nil
}
