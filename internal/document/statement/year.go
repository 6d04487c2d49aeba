package statement

import (
	"fmt"
	"time"

	"github.com/docanalysis/service/internal/domain/result"
)

// noYearAnchor is the latest day the rows of a statement that prints no
// year anywhere (no period, no statement date, no row with a year) can
// fall on: the file's creation date when it has one that is not in the
// future, else now. Each row takes the year that puts it in the twelve
// months up to the anchor. A statement is made after its last row, so
// this keeps its rows in order across a December–January turn and never
// dates one in the future; "this year" alone dated a December row of a
// statement read in January eleven months ahead, and a 2008 sample with
// the reading's year.
func noYearAnchor(created, now time.Time) time.Time {
	now = time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	if created.IsZero() || created.After(now) {
		return now
	}
	return time.Date(created.Year(), created.Month(), created.Day(), 0, 0, 0, 0, time.UTC)
}

// yearNotPrinted is the check that says the rows' year was inferred.
// It is not an invariant (the arithmetic does not depend on the year),
// but a reader of the dates must know they were not printed whole.
func yearNotPrinted(rows int, anchor time.Time, fromFile bool) result.Check {
	from := "the day it was read"
	if fromFile {
		from = "the file's creation date"
	}
	return result.Check{Name: "year_printed", Passed: false, Checked: rows, Failed: rows,
		Detail: fmt.Sprintf("no date of the statement prints its year: each row takes the year that puts it in the twelve months up to %s (%s)", from, anchor.Format("2006-01-02"))}
}
