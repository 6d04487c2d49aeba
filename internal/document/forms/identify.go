package forms

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/docanalysis/service/internal/pdftext"
)

// Document kinds Identify can return besides the tax forms.
const (
	KindBankStatement   = "bank_statement"
	KindApplicationForm = "application_form"
	KindTaxReturn       = "tax_return"
	KindUnknown         = "unknown"
)

// identity is what the first pages say the document is.
type identity struct {
	Kind string // KindTaxReturn, KindBankStatement, KindApplicationForm, KindUnknown
	Form string // for a tax return: Form1120S, ...
	Year int
}

// identify reads the form and tax year from the titles IRS forms print.
// Schedule K-1 and Schedule C name their parent forms, so they are tested
// before the forms they attach to.
func identify(doc *pdftext.Document) identity {
	if doc == nil || len(doc.Pages) == 0 {
		return identity{Kind: KindUnknown}
	}
	var text string
	for i, p := range doc.Pages {
		if i >= 2 {
			break
		}
		text += pageText(p)
	}
	first := pageText(doc.Pages[0])
	id := identity{Kind: KindTaxReturn}
	switch {
	case strings.Contains(first, "schedule k-1") && strings.Contains(first, "form 1120-s"):
		id.Form = FormK1For1120S
	case strings.Contains(first, "schedule k-1") && strings.Contains(first, "form 1065"):
		id.Form = FormK1For1065
	case strings.Contains(first, "schedule c") && strings.Contains(first, "profit or loss from business"):
		id.Form = FormSchC
	case strings.Contains(first, "1120-s") && strings.Contains(first, "income tax return for an s corporation"):
		id.Form = Form1120S
	case strings.Contains(first, "return of partnership income"):
		id.Form = Form1065
	case strings.Contains(first, "corporation income tax return"):
		id.Form = Form1120
	case strings.Contains(first, "individual income tax return"):
		id.Form = Form1040
	default:
		id.Kind = otherKind(text)
		return id
	}
	id.Year = taxYear(doc.Pages[0], first, id.Form)
	return id
}

var (
	calendarYearRe = regexp.MustCompile(`calendar year (20\d\d)`)
	decYearRe      = regexp.MustCompile(`dec\.? 31, (20\d\d)`)
	footerYearRe   = map[string]*regexp.Regexp{
		Form1120S:      regexp.MustCompile(`form 1120-s \((20\d\d)\)`),
		Form1065:       regexp.MustCompile(`form 1065 \((20\d\d)\)`),
		Form1120:       regexp.MustCompile(`form 1120 \((20\d\d)\)`),
		FormSchC:       regexp.MustCompile(`schedule c \(form 1040\) (20\d\d)`),
		Form1040:       regexp.MustCompile(`form 1040 \((20\d\d)\)`),
		FormK1For1120S: regexp.MustCompile(`schedule k-1 \(form 1120-s\) (20\d\d)`),
		FormK1For1065:  regexp.MustCompile(`schedule k-1 \(form 1065\) (20\d\d)`),
	}
	yearTokRe = regexp.MustCompile(`^20\d\d$`)
)

// taxYear prefers the year printed large in the title block, then the
// "calendar year" sentence, then the footer.
func taxYear(p pdftext.Page, text, form string) int {
	best, bestSize := 0, 0.0
	for _, w := range p.Words {
		if w.Y0 > p.Height*0.15 || !yearTokRe.MatchString(w.Text) {
			continue
		}
		if sz := w.Y1 - w.Y0; sz > bestSize && sz >= 12 {
			best, _ = strconv.Atoi(w.Text)
			bestSize = sz
		}
	}
	if best != 0 {
		return best
	}
	for _, re := range []*regexp.Regexp{calendarYearRe, footerYearRe[form], decYearRe} {
		if re == nil {
			continue
		}
		if m := re.FindStringSubmatch(text); m != nil {
			y, _ := strconv.Atoi(m[1])
			return y
		}
	}
	return 0
}

// otherKind guesses what a document that is not an IRS form is.
func otherKind(text string) string {
	count := func(words ...string) int {
		n := 0
		for _, w := range words {
			if strings.Contains(text, w) {
				n++
			}
		}
		return n
	}
	if count("beginning balance", "ending balance", "statement period", "account number", "deposits", "withdrawals", "daily balance", "account summary", "opening balance", "closing balance") >= 2 {
		return KindBankStatement
	}
	if count("application", "owner", "business name", "requested", "funding", "loan", "social security", "ssn", "ownership", "legal name") >= 3 {
		return KindApplicationForm
	}
	return KindUnknown
}
