package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// TestField4Bank reads bank names the US statements of the field4 set
// print only in abbreviated, thrift or running-header form.
func TestField4Bank(t *testing.T) {
	tests := []struct {
		name  string
		pages []pdftext.Page
		want  string
	}{
		{
			name: "a First National Bank's initials in its web address (name only in a logo)",
			pages: []pdftext.Page{mkPage(1, append([]tl{
				L(40, R(572, "Statement Ending 06/28/2019")),
				L(52, R(400, "Website"), R(572, "www.fnbmn.com")),
			}, ledger(120)...)...)},
			want: "First National Bank",
		},
		{
			name: "initials followed by a word keep the brand",
			pages: []pdftext.Page{mkPage(1, append([]tl{
				L(40, R(572, "Statement Ending 06/28/2019")),
				L(52, R(572, "www.fnbsouthern.com")),
			}, ledger(120)...)...)},
			want: "Fnbsouthern",
		},
		{
			name: "a federal savings association named in the services sentence",
			pages: []pdftext.Page{mkPage(1, append([]tl{
				L(40, R(572, "Monthly Account Statement")),
				L(52, C(40, "Deposit account services provided by:")),
				L(64, C(40, "Middlesex Federal Savings, F.A., Member FDIC")),
				L(76, C(40, "1 College Avenue")),
			}, ledger(120)...)...)},
			want: "Middlesex Federal Savings, F.A.",
		},
		{
			name: "a credit union named in a later page's running header beside the page number",
			pages: []pdftext.Page{
				mkPage(1, append([]tl{
					L(40, R(572, "Statement of Account")),
					L(52, R(572, "From: 12/01/24 to 12/31/24")),
				}, ledger(120)...)...),
				mkPage(2, append([]tl{
					L(40, C(18, "TRUCHOICE FEDERAL CREDIT UNION"), C(300, "Member #: 35170"), R(572, "Page 2 of 3")),
				}, ledger(120)...)...),
				mkPage(3,
					L(40, C(18, "TRUCHOICE FEDERAL CREDIT UNION"), C(300, "Member #: 35170"), R(572, "Page 3 of 3")),
					L(120, C(40, "Disclosures")),
				),
			},
			want: "TRUCHOICE FEDERAL CREDIT UNION",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if f := headerWithFurniture(tc.pages...); f.Bank != tc.want {
				t.Errorf("bank %q, want %q", f.Bank, tc.want)
			}
		})
	}
	for in, want := range map[string]string{
		"Home Federal Savings and Loan Association": "",
		"Lakeview Federal Savings Bank":             "Lakeview Federal Savings Bank",
		"transfer to Savings":                       "",
		"Harborline Bank, N.A., Member FDIC":        "Harborline Bank, N.A.",
	} {
		got := ""
		if ps := bankPhrases(in); len(ps) > 0 {
			got = ps[0]
		}
		if got != want {
			t.Errorf("bankPhrases(%q) = %q, want %q", in, got, want)
		}
	}
}

// headerWithFurniture is headerOf with the running headers and footers
// marked, as Parse marks them.
func headerWithFurniture(pages ...pdftext.Page) fields {
	ls := make([][]line, len(pages))
	for i, p := range pages {
		ls[i] = buildLines(p)
	}
	markFurniture(ls)
	return parseFields(ls, &pdftext.Document{Pages: pages})
}

// A "Customer Info" heading over the mailing block is no name: the name
// is the line under it.
func TestField4InfoHeadingHolder(t *testing.T) {
	f := headerOf(nil, mkPage(1, append([]tl{
		L(40, R(572, "Monthly Account Statement")),
		L(64, C(40, "Customer Info")),
		L(76, C(40, "Kueen Music Productions")),
		L(88, C(40, "Kareena Pitts")),
		L(100, C(40, "6450 Sunset Blvd Suite 1258")),
		L(112, C(40, "Los Angeles, CA 90028")),
	}, ledger(160)...)...))
	if f.Holder != "Kueen Music Productions" {
		t.Errorf("holder %q, want Kueen Music Productions", f.Holder)
	}
}

// A Canadian numbered company ("1683778 ALBERTA LTD.") heads its mailing
// block: the number is its name's, not a house number.
func TestField4NumberedCompanyHolder(t *testing.T) {
	f := headerOf(nil, mkPage(1, append([]tl{
		L(40, C(60, "ROYAL BANK OF CANADA")),
		L(50, C(60, "P.O. BAG SERVICE 2650")),
		L(60, C(60, "CALGARY AB T2P 2M7")),
		L(90, C(50, "RBBDA30000_1818714 E D 02169 00218"), R(572, "December 7, 2022 to January 6, 2023")),
		L(100, C(50, "1683778 ALBERTA LTD.")),
		L(110, C(50, "SUITE 232"), C(350, "Account number:"), R(572, "02169 103-766-2")),
		L(120, C(50, "1440 52 ST NE")),
		L(130, C(50, "CALGARY AB T2A 4T8")),
	}, ledger(200)...)...))
	if f.Holder != "1683778 ALBERTA LTD." {
		t.Errorf("holder %q, want 1683778 ALBERTA LTD.", f.Holder)
	}
	if !numberedCompanyRe.MatchString("2345678 Ontario Inc.") || numberedCompanyRe.MatchString("43041 COUNTY ROAD 15") {
		t.Error("numberedCompanyRe")
	}
}
