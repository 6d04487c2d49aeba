package forms

import (
	"errors"
	"sort"
	"strings"
)

// Source values of Row.Source: where a value was read.
const (
	SourceFormField = "form_field" // the value of an AcroForm field
	SourceText      = "text"       // words printed on the page (a flat or printed form)
	SourceOCR       = "ocr"        // words recognised in a page image
)

// Form names of Row.Form and TaxReturn.Form.
const (
	Form1120S      = "1120-S"
	Form1120       = "1120"
	Form1065       = "1065"
	FormSchC       = "1040 Schedule C"
	Form1040       = "1040"
	FormK1For1120S = "1120-S Schedule K-1"
	FormK1For1065  = "1065 Schedule K-1"
)

// Bounds on the work done for one untrusted document.
const (
	maxOwners     = 4     // owner numbers read from headings
	maxPages      = 40    // pages read; later pages are ignored
	maxWordsPage  = 20000 // words read per page
	maxFieldCount = 5000  // AcroForm fields and annotations visited
)

// Row is one extracted value, the shape of the extraction envelope's data
// items (docs/forms.md). Value is a float64 for money, percentages and counts,
// an int for tax_year, and a string otherwise (dates as YYYY-MM-DD).
type Row struct {
	Name       string  `json:"name"`
	Value      any     `json:"value"`
	Label      string  `json:"label,omitempty"`
	Page       int     `json:"page"`
	Form       string  `json:"form,omitempty"`
	TaxYear    int     `json:"tax_year,omitempty"`
	Line       string  `json:"line,omitempty"`
	Owner      int     `json:"owner,omitempty"`
	Source     string  `json:"source"`
	Confidence float64 `json:"confidence"`
}

// Check is one arithmetic test of a tax return: Expected is what the other
// printed lines imply, Actual what the line itself says.
type Check struct {
	Name     string  `json:"name"`
	Passed   bool    `json:"passed"`
	Expected float64 `json:"expected"`
	Actual   float64 `json:"actual"`
}

// ErrNotTaxReturn is matched (errors.Is) by every *NotTaxReturnError.
var ErrNotTaxReturn = errors.New("not a tax return")

// ErrNotApplication is matched (errors.Is) by every *NotApplicationError.
var ErrNotApplication = errors.New("not an application form")

// NotTaxReturnError is the verdict for a document given as a tax return that
// is something else: no values are read from it, so nothing is fabricated.
// Kind is what it looks like instead (bank_statement, application_form or
// unknown).
type NotTaxReturnError struct{ Kind string }

func (e *NotTaxReturnError) Error() string { return e.Code() }

// Code is the stable failure reason, e.g. "not_a_tax_return:bank_statement".
func (e *NotTaxReturnError) Code() string { return "not_a_tax_return:" + e.Kind }

// Is makes errors.Is(err, ErrNotTaxReturn) hold.
func (e *NotTaxReturnError) Is(target error) bool { return target == ErrNotTaxReturn }

// NotApplicationError is the verdict for a document given as an application
// form that is a bank statement or a tax return.
type NotApplicationError struct{ Kind string }

func (e *NotApplicationError) Error() string { return e.Code() }

// Code is the stable failure reason, e.g. "not_an_application:tax_return".
func (e *NotApplicationError) Code() string { return "not_an_application:" + e.Kind }

// Is makes errors.Is(err, ErrNotApplication) hold.
func (e *NotApplicationError) Is(target error) bool { return target == ErrNotApplication }

// SortRows puts rows in their canonical order: business rows first, then
// each owner's; within those by name, line and page. Readers and answer files
// share it so results compare row by row.
func SortRows(rows []Row) {
	sort.SliceStable(rows, func(i, j int) bool {
		a, b := rows[i], rows[j]
		if a.Owner != b.Owner {
			return a.Owner < b.Owner
		}
		if a.Name != b.Name {
			return a.Name < b.Name
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Page < b.Page
	})
}

// coreNames are the canonical names the service promises wherever a form
// prints them (docs/forms.md): the rows the benchmarks score, and the
// ones a lender's underwriting reads first.
var coreNames = map[string]bool{}

func init() {
	for _, n := range strings.Fields(`form_type tax_year business_name taxpayer_name ein ein_last4 gross_receipts
		returns_allowances net_receipts cost_of_goods_sold gross_profit other_income total_income
		officer_compensation salaries_wages rents interest taxes_licenses depreciation total_deductions
		net_income total_assets
		business_legal_name dba entity_type industry start_date street city state zip phone email website
		annual_revenue monthly_revenue monthly_cc_volume requested_amount use_of_funds
		owner_name owner_title owner_ownership_pct owner_dob owner_ssn_last4 owner_email owner_phone
		owner_street owner_city owner_state owner_zip`) {
		coreNames[n] = true
	}
}

// IsCore reports whether name is one of the core canonical names.
func IsCore(name string) bool { return coreNames[name] }
