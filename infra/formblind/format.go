package main

import (
	"fmt"
	"strings"
	"time"
)

// The spellings applicants write values in. The answers hold the
// normalised value (numbers, ISO dates, ddd-ddd-dddd phones).

func commas(n int64) string {
	s := fmt.Sprint(n)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

func dollars(n int64) string      { return "$" + commas(n) }         // $25,000
func dollarsCents(n int64) string { return "$" + commas(n) + ".00" } // $25,000.00
func plain(n int64) string        { return fmt.Sprint(n) }           // 25000
func iso(t time.Time) string      { return t.Format("2006-01-02") }  // 2016-03-14
func mdy(t time.Time) string      { return t.Format("1/2/2006") }    // 3/14/2016
func mmddyyyy(t time.Time) string { return t.Format("01/02/2006") }  // 03/14/2016
func mdyDash(t time.Time) string  { return t.Format("01-02-2006") }  // 03-14-2016
func longDate(t time.Time) string { return t.Format("January 2, 2006") }

// phone spellings of a ddd-555-01dd number.
func phoneParen(p string) string           { return "(" + p[:3] + ") " + p[4:] }      // (321) 555-0105
func phoneDots(p string) string            { return strings.ReplaceAll(p, "-", ".") } // 321.555.0105
func phoneBare(p string) string            { return strings.ReplaceAll(p, "-", "") }  // 3215550105
func ssnBare(s string) string              { return strings.ReplaceAll(s, "-", "") }  // 912345678
func ssnSpaced(s string) string            { return strings.ReplaceAll(s, "-", " ") } // 912 34 5678
func einBare(e string) string              { return strings.ReplaceAll(e, "-", "") }  // 971234567
func last4(s string) string                { return s[max(0, len(s)-4):] }
func pct(p float64) string                 { return fmt.Sprintf("%g", p) }         // 55
func pctSign(p float64) string             { return fmt.Sprintf("%g%%", p) }       // 55%
func cityLine(city, st, zip string) string { return city + ", " + st + " " + zip } // Tulsa, OK 74103
