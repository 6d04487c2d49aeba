package forms

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/docanalysis/service/internal/document/pdftext"
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
	Page int // 0-based page where the form starts
}

// identify reads the form and tax year from the titles IRS forms print.
// When page 1 is only recognised (a Form 1040, a K-1) or not a form at all
// (a cover letter), the later pages are searched for a business form: a
// personal return often carries its Schedule C on page 3.
func identify(doc *pdftext.Document) identity {
	if doc == nil || len(doc.Pages) == 0 {
		return identity{Kind: KindUnknown}
	}
	first := pageText(doc.Pages[0])
	id := identifyPage(doc.Pages[0], first)
	if id.Kind != KindTaxReturn {
		var text string
		for i, p := range doc.Pages {
			if i >= 2 {
				break
			}
			text += pageText(p)
		}
		id.Kind = otherKind(text)
	}
	if _, mined := taxSpecs[id.Form]; mined || id.Kind == KindBankStatement || id.Kind == KindApplicationForm {
		return id
	}
	for i := 1; i < len(doc.Pages) && i < maxPages; i++ {
		later := identifyPage(doc.Pages[i], pageText(doc.Pages[i]))
		if _, mined := taxSpecs[later.Form]; mined {
			later.Page = i
			return later
		}
	}
	return id
}

// identifyPage names the IRS form printed on one page. Schedule K-1 and
// Schedule C name their parent forms, so they are tested first.
func identifyPage(p pdftext.Page, text string) identity {
	id := identity{Kind: KindTaxReturn}
	switch {
	case strings.Contains(text, "schedule k-1") && strings.Contains(text, "form 1120-s"):
		id.Form = FormK1For1120S
	case strings.Contains(text, "schedule k-1") && strings.Contains(text, "form 1065"):
		id.Form = FormK1For1065
	case strings.Contains(text, "schedule c") && strings.Contains(text, "profit or loss from business"):
		id.Form = FormSchC
	case strings.Contains(text, "1120-s") && strings.Contains(text, "income tax return for an s corporation"):
		id.Form = Form1120S
	case strings.Contains(text, "return of partnership income"):
		id.Form = Form1065
	case strings.Contains(text, "corporation income tax return"):
		id.Form = Form1120
	case strings.Contains(text, "individual income tax return"):
		id.Form = Form1040
	default:
		return identity{Kind: KindUnknown}
	}
	id.Year = taxYear(p, text, id.Form)
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
