package main

import (
	"fmt"
	"strings"
)

// money formats cents as 1,234.56 without sign or currency symbol.
func money(c int64) string {
	if c < 0 {
		c = -c
	}
	whole := c / 100
	s := fmt.Sprintf("%d", whole)
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return fmt.Sprintf("%s.%02d", b.String(), c%100)
}

// dollars formats cents as $1,234.56, with a leading minus when negative.
func dollars(c int64) string {
	if c < 0 {
		return "-$" + money(c)
	}
	return "$" + money(c)
}

// signed formats a balance with a leading minus when negative.
func signed(c int64) string {
	if c < 0 {
		return "-" + money(c)
	}
	return money(c)
}

// trailing formats a balance with a trailing minus when negative
// (1,234.56-), the mainframe convention.
func trailing(c int64) string {
	if c < 0 {
		return money(c) + "-"
	}
	return money(c)
}

// paren formats negatives in parentheses.
func paren(c int64) string {
	if c < 0 {
		return "(" + money(c) + ")"
	}
	return money(c)
}

// wrap splits s at spaces into lines no wider than max by measure.
// A single word wider than max keeps a line of its own. Joining the lines
// with single spaces gives back s with its whitespace collapsed, which is
// how the answer files write descriptions.
func wrap(s string, max float64, measure func(string) float64) []string {
	words := strings.Fields(s)
	var lines []string
	cur := ""
	for _, w := range words {
		if cur == "" {
			cur = w
			continue
		}
		if measure(cur+" "+w) <= max {
			cur += " " + w
			continue
		}
		lines = append(lines, cur)
		cur = w
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// wrapN wraps by character count (monospaced or fixed-pitch columns).
func wrapN(s string, n int) []string {
	return wrap(s, float64(n), func(x string) float64 { return float64(len(x)) })
}

// joinDesc is the answer form of a printed description.
func joinDesc(lines []string) string {
	return strings.Join(strings.Fields(strings.Join(lines, " ")), " ")
}
