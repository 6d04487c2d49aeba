package main

import "fmt"

// nonBank documents are what lenders receive by mistake in a stack of
// statements; the parser must name them instead of parsing them.
var nonBank = []struct {
	Type, Title string
	Draw        func() *doc
}{
	{"invoice", "Invoice", func() *doc {
		return lines([]string{"ACME WIDGETS LLC", "INVOICE", "Invoice Number: INV-20431", "Invoice Date: 01/12/2026",
			"Bill To: Johnson Properties", "Due Date: 02/11/2026"}, [][3]string{
			{"01/12/2026", "Widget assembly, 40 units", "1,200.00"}, {"01/12/2026", "Delivery", "85.00"}},
			[]string{"Subtotal 1,285.00", "Sales Tax 102.80", "Amount Due $1,387.80", "Please remit payment within 30 days."})
	}},
	{"tax_return", "Form 1040", func() *doc {
		return lines([]string{"Form 1040", "U.S. Individual Income Tax Return 2025", "Department of the Treasury - Internal Revenue Service",
			"Filing Status: Single", "Your first name and middle initial: MARIA LOPEZ", "Your social security number: XXX-XX-1234"}, nil,
			[]string{"1a Total amount from Form(s) W-2, box 1 52,300.00", "8 Additional income from Schedule 1 14,200.00",
				"11 Adjusted gross income 66,500.00", "15 Taxable income 51,900.00", "24 Total tax 6,032.00", "Sign Here"})
	}},
	{"application_form", "Funding Application", func() *doc {
		return lines([]string{"Business Funding Application", "Business Information", "Legal Business Name: GREEN LEAF LANDSCAPING LLC",
			"Federal Tax ID: 12-3456789", "Business Start Date: 03/01/2018", "Owner Information", "Owner Name: JAMES GREEN",
			"Date of Birth: 04/12/1980", "Ownership %: 100", "Requested Amount: $50,000.00"}, nil,
			[]string{"By signing below, the applicant authorizes verification of the information provided.", "Applicant Signature: ____________", "Date: 01/15/2026"})
	}},
	{"credit_card_statement", "Card Statement", func() *doc {
		return lines([]string{"Business Platinum Card", "Credit Card Statement", "Closing Date 01/14/2026", "Account Ending 4821",
			"New Balance $3,482.19", "Minimum Payment Due $105.00", "Payment Due Date 02/08/2026", "Credit Limit $15,000.00"},
			[][3]string{{"12/16/2025", "SHELL OIL 57442", "62.10"}, {"12/18/2025", "HOME DEPOT #4521", "412.77"}, {"12/22/2025", "PAYMENT THANK YOU", "-1,000.00"}},
			[]string{"Interest Charged 41.20", "Previous Balance 3,966.12"})
	}},
	{"pay_stub", "Earnings Statement", func() *doc {
		return lines([]string{"NORTHSIDE DENTAL GROUP PC", "Earnings Statement", "Pay Period: 01/01/2026 - 01/15/2026", "Pay Date: 01/16/2026",
			"Employee: ANNA SMITH", "Employee ID: 10442"}, [][3]string{{"Regular", "80.00 hrs", "2,400.00"}, {"Overtime", "4.00 hrs", "180.00"}},
			[]string{"Gross Pay 2,580.00", "Federal Income Tax 258.00", "Social Security 159.96", "Medicare 37.41", "Net Pay 2,124.63", "YTD Gross 2,580.00"})
	}},
}

func lines(head []string, rows [][3]string, tail []string) *doc {
	d := newDoc()
	d.y = 60
	for i, h := range head {
		size := 9.0
		if i < 2 {
			size = 14
		}
		d.text(40, h, size, i < 2)
		d.nl(size + 6)
	}
	d.nl(10)
	if len(rows) > 0 {
		var rr [][]string
		for _, r := range rows {
			rr = append(rr, []string{r[0], r[1], r[2]})
		}
		d.table("", []tcol{{"Date", 40, false}, {"Description", 120, false}, {"Amount", 560, true}}, rr, tableOpts{Size: 9, WrapCol: -1})
	}
	d.nl(10)
	for _, t := range tail {
		d.text(40, t, 9, false)
		d.nl(14)
	}
	d.footer = pageFooter("Page %d of %d")
	d.finish()
	_ = fmt.Sprint
	return d
}
