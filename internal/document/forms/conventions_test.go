package forms

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// line lays printed text out on one line at y: each string starts at the
// x before it; its words are 5 points a letter, 2 apart (a space), 8
// points tall, as a form's text layer gives them.
func line(y float64, parts ...any) []pdftext.Word {
	var out []pdftext.Word
	for i := 0; i+1 < len(parts); i += 2 {
		x := float64(parts[i].(int))
		for _, w := range strings.Fields(parts[i+1].(string)) {
			out = append(out, pdftext.Word{Text: w, X0: x, X1: x + 5*float64(len([]rune(w))), Y0: y, Y1: y + 8, FontSize: 8})
			x += 5*float64(len([]rune(w))) + 2
		}
	}
	return out
}

// small is line in a smaller type (6 points), as captions often are.
func small(y float64, parts ...any) []pdftext.Word {
	ws := line(y, parts...)
	for i := range ws {
		ws[i].Y1 = ws[i].Y0 + 6
		ws[i].FontSize = 6
	}
	return ws
}

// readApp reads an application of one page made of the lines given and
// returns its rows as "name#owner" → value.
func readApp(t *testing.T, lines ...[]pdftext.Word) map[string]any {
	t.Helper()
	var ws []pdftext.Word
	for _, l := range lines {
		ws = append(ws, l...)
	}
	doc := &pdftext.Document{Pages: []pdftext.Page{{Number: 1, Width: 612, Height: 792, Words: ws}}}
	app, err := ReadApplication(context.Background(), Input{Doc: doc})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]any{}
	for _, r := range app.Rows {
		got[fmt.Sprintf("%s#%d", r.Name, r.Owner)] = r.Value
	}
	return got
}

// appCase is one synthetic application: the rows it must give, and the
// names it must not.
type appCase struct {
	name   string
	lines  [][]pdftext.Word
	want   map[string]any
	absent []string
}

func runAppCases(t *testing.T, cases []appCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := readApp(t, c.lines...)
			for k, v := range c.want {
				if fmt.Sprint(got[k]) != fmt.Sprint(v) {
					t.Errorf("%s = %v, want %v (all: %v)", k, got[k], v, sorted(got))
				}
			}
			for _, k := range c.absent {
				if v, ok := got[k]; ok {
					t.Errorf("%s = %v, want none", k, v)
				}
			}
		})
	}
}

func sorted(m map[string]any) []string {
	var out []string
	for k, v := range m {
		out = append(out, fmt.Sprintf("%s=%v", k, v))
	}
	sort.Strings(out)
	return out
}

// TestLabelSynonyms: spellings funders print for the core fields.
func TestLabelSynonyms(t *testing.T) {
	runAppCases(t, []appCase{
		{"employer id number", [][]pdftext.Word{line(100, 36, "Federal Employer I.D. No.:", 200, "12-3456789")}, map[string]any{"ein#0": "12-3456789"}, nil},
		{"web address", [][]pdftext.Word{line(100, 36, "Web Address:", 200, "www.acme.example")}, map[string]any{"website#0": "www.acme.example"}, nil},
		{"credit requested", [][]pdftext.Word{line(100, 36, "Amount of Credit Requested:", 200, "$40,000")}, map[string]any{"requested_amount#0": 40000}, nil},
		{"requested funding amount", [][]pdftext.Word{line(100, 36, "Requested Funding Amount:", 200, "62500")}, map[string]any{"requested_amount#0": 62500}, nil},
		{"purpose of credit", [][]pdftext.Word{line(100, 36, "Purpose of Credit:", 200, "Inventory")}, map[string]any{"use_of_funds#0": "Inventory"}, nil},
		{"card processing volume", [][]pdftext.Word{line(100, 36, "Monthly Card Processing Volume:", 220, "$9,500")}, map[string]any{"monthly_cc_volume#0": 9500}, nil},
		{"full legal name and personal email", [][]pdftext.Word{
			line(80, 36, "Owner Information"),
			line(100, 36, "Full Legal Name:", 200, "Ada Park"),
			line(120, 36, "Personal Email:", 200, "ada@mail.example"),
		}, map[string]any{"owner_name#1": "Ada Park", "owner_email#1": "ada@mail.example"}, nil},
		{"personal email outside an owner block is still the owner's", [][]pdftext.Word{
			line(100, 36, "Personal Email:", 200, "ada@mail.example"),
		}, map[string]any{"owner_email#1": "ada@mail.example"}, []string{"email#0"}},
	})
}

// TestLabelSurroundings: the words funders print around a label of the
// table — whose value it is, a number sign, a parenthetical note, and
// alternatives joined by a slash — are part of the label, and the value
// is still read.
func TestLabelSurroundings(t *testing.T) {
	runAppCases(t, []appCase{
		{"qualifier before", [][]pdftext.Word{line(100, 36, "Applicant's Legal Business Name:", 220, "Acme Tools LLC")}, map[string]any{"business_legal_name#0": "Acme Tools LLC"}, nil},
		{"your", [][]pdftext.Word{line(100, 36, "Your Business Name", 220, "Acme Tools LLC")}, map[string]any{"business_legal_name#0": "Acme Tools LLC"}, nil},
		{"number sign", [][]pdftext.Word{line(100, 36, "Business Phone #", 220, "(555) 555-0100")}, map[string]any{"phone#0": "555-555-0100"}, nil},
		{"parenthetical note", [][]pdftext.Word{line(100, 36, "Business Name (as on tax return)", 240, "Acme Tools LLC")}, map[string]any{"business_legal_name#0": "Acme Tools LLC"}, nil},
		{"parenthetical after a split label", [][]pdftext.Word{line(100, 36, "D/B/A (Trade Name):", 240, "Acme Tools")}, map[string]any{"dba#0": "Acme Tools"}, nil},
		{"parenthetical with a caption above its value", [][]pdftext.Word{
			small(100, 36, "STREET ADDRESS (NO P.O. BOX)"),
			line(110, 37, "12 Oak St"),
		}, map[string]any{"street#0": "12 Oak St"}, nil},
		{"word alternatives", [][]pdftext.Word{line(100, 36, "Legal/Corporate Name:", 220, "Acme Tools LLC")}, map[string]any{"business_legal_name#0": "Acme Tools LLC"}, nil},
		{"phrase alternatives", [][]pdftext.Word{line(100, 36, "Industry / Nature of Business:", 220, "Hardware")}, map[string]any{"industry#0": "Hardware"}, nil},
		{"alternatives naming two fields take the first", [][]pdftext.Word{line(100, 36, "Phone/Fax:", 220, "555-555-0100")}, map[string]any{"phone#0": "555-555-0100"}, nil},
		{"a slash list stays a list", [][]pdftext.Word{line(100, 36, "City/State/Zip:", 220, "Austin, TX 78701")}, map[string]any{"city#0": "Austin", "state#0": "TX", "zip#0": "78701"}, nil},
		{"no alternative is a label", [][]pdftext.Word{line(100, 36, "Own / Lease:", 220, "Lease")}, nil, []string{"street#0", "industry#0"}},
	})
}

// TestOtherPartyBlocks: the blocks an application prints for a broker or
// ISO, the bank, the landlord or references hold their names, phones and
// addresses, never the business's or an owner's.
func TestOtherPartyBlocks(t *testing.T) {
	runAppCases(t, []appCase{
		{"broker after an owner", [][]pdftext.Word{
			line(80, 36, "OWNER / OFFICER #1"),
			line(100, 36, "Owner Name:", 150, "Ada Park"),
			line(120, 36, "Cell:", 150, "555-555-0111"),
			line(150, 36, "ISO / BROKER INFORMATION (FOR OFFICE USE)"),
			line(170, 36, "Rep Name:", 120, "Bo Reyes", 260, "Phone:", 300, "555-555-0199", 400, "Email:", 440, "bo@iso.example"),
		}, map[string]any{"owner_name#1": "Ada Park", "owner_phone#1": "555-555-0111"}, []string{"owner_email#1", "owner_phone#2", "owner_email#2", "email#0"}},
		{"broker heads the page", [][]pdftext.Word{
			line(60, 36, "Submitted by Broker"),
			line(80, 36, "Company Name:", 150, "Lakeside ISO Group"),
			line(100, 36, "Phone:", 150, "555-555-0199"),
			line(130, 36, "Business Information"),
			line(150, 36, "Legal Business Name:", 170, "Acme Tools LLC"),
			line(170, 36, "Phone:", 170, "555-555-0100"),
		}, map[string]any{"business_legal_name#0": "Acme Tools LLC", "phone#0": "555-555-0100"}, nil},
		{"bank and landlord", [][]pdftext.Word{
			line(60, 36, "Business Information"),
			line(80, 36, "Legal Business Name:", 170, "Acme Tools LLC"),
			line(110, 36, "BANK REFERENCE"),
			line(130, 36, "Phone:", 150, "555-555-0145"),
			line(150, 36, "Address:", 150, "1 Bank Plaza"),
			line(180, 36, "Landlord"),
			line(200, 36, "Name:", 150, "Oak Realty"),
			line(220, 36, "Phone:", 150, "555-555-0188"),
		}, map[string]any{"business_legal_name#0": "Acme Tools LLC"}, []string{"phone#0", "street#0", "owner_name#1"}},
		{"a caption naming a bank is no heading: its row is the bank's, the next is the business's", [][]pdftext.Word{
			line(60, 36, "Business Information"),
			line(80, 36, "Bank Name:", 150, "First Bank", 300, "Phone:", 350, "555-555-0145"),
			line(100, 36, "Phone:", 150, "555-555-0100"),
		}, map[string]any{"phone#0": "555-555-0100"}, nil},
	})
}

// TestOtherPartyCaptionAlone: a caption naming a bank printed alone above
// its box does not end the business's section.
func TestOtherPartyCaptionAlone(t *testing.T) {
	runAppCases(t, []appCase{
		{"bank name caption alone", [][]pdftext.Word{
			line(60, 36, "Business Information"),
			small(80, 36, "BANK NAME"),
			line(88, 37, "First Bank"),
			line(110, 36, "Phone:", 150, "555-555-0100"),
		}, map[string]any{"phone#0": "555-555-0100"}, nil},
	})
}

// TestCaptionRows: captions printed in a row over their boxes (small
// type, the values larger right under them). The words right of a
// caption are the next caption, not its value; a row of entity options
// under its caption lists the choices and is no answer.
func TestCaptionRows(t *testing.T) {
	runAppCases(t, []appCase{
		{"unknown caption right of a text field", [][]pdftext.Word{
			small(100, 36, "PURPOSE OF CREDIT", 200, "PREMISES OWNED / LEASED"),
			line(108, 37, "Inventory", 201, "Leased"),
		}, map[string]any{"use_of_funds#0": "Inventory"}, nil},
		{"unknown caption right of an amount", [][]pdftext.Word{
			small(100, 36, "GROSS ANNUAL REVENUE", 200, "MONTHLY RENT"),
			line(108, 37, "$396,000", 201, "$7,300"),
		}, map[string]any{"annual_revenue#0": 396000}, nil},
		{"same type: a value right of its label stays", [][]pdftext.Word{
			line(100, 36, "Use of Funds", 200, "Inventory"),
			line(108, 37, "Reference"),
		}, map[string]any{"use_of_funds#0": "Inventory"}, nil},
		{"a caption with a colon keeps its value right", [][]pdftext.Word{
			small(100, 36, "Purpose of credit:", 200, "Inventory"),
			line(108, 37, "Other"),
		}, map[string]any{"use_of_funds#0": "Inventory"}, nil},
		{"a heading further down is no value", [][]pdftext.Word{
			line(100, 36, "Funding Amount Requested", 160, "$81,000"),
			line(113, 36, "OWNERSHIP"),
		}, map[string]any{"requested_amount#0": 81000}, nil},
		{"an unknown caption left of nothing: shape decides", [][]pdftext.Word{
			line(100, 36, "Business Phone", 200, "Web Portal"),
			line(110, 37, "555-555-0100"),
		}, map[string]any{"phone#0": "555-555-0100"}, nil},
		{"entity options under their caption", [][]pdftext.Word{
			small(100, 36, "Legal Structure"),
			line(108, 40, "Sole Proprietorship", 150, "Partnership", 230, "LLC"),
		}, nil, []string{"entity_type#0"}},
		{"entity written under its caption", [][]pdftext.Word{
			small(100, 36, "Legal Structure"),
			line(108, 37, "Partnership"),
		}, map[string]any{"entity_type#0": "partnership"}, nil},
	})
}

// TestOwnerColumns: owners one column each, headings centred over their
// columns right of a column of labels; a column's values start left of
// its heading.
func TestOwnerColumns(t *testing.T) {
	runAppCases(t, []appCase{
		{"centred headings", [][]pdftext.Word{
			line(80, 240, "PRINCIPAL 1", 450, "PRINCIPAL 2"),
			line(100, 34, "Full Name", 163, "Dana Ortiz", 374, "Fay Vance"),
			line(117, 34, "Title", 163, "Managing Member", 374, "Member"),
			line(134, 34, "% Owned", 163, "60%", 374, "40%"),
		}, map[string]any{"owner_name#1": "Dana Ortiz", "owner_name#2": "Fay Vance", "owner_title#2": "Member", "owner_ownership_pct#1": 60, "owner_ownership_pct#2": 40}, nil},
		{"headings over their columns' left edge", [][]pdftext.Word{
			line(80, 160, "Owner 1", 370, "Owner 2"),
			line(100, 34, "Name", 160, "Dana Ortiz", 370, "Fay Vance"),
			line(117, 34, "Title", 160, "Managing Member", 370, "Member"),
		}, map[string]any{"owner_name#1": "Dana Ortiz", "owner_name#2": "Fay Vance", "owner_title#1": "Managing Member", "owner_title#2": "Member"}, nil},
		{"two sections side by side keep their halves", [][]pdftext.Word{
			line(80, 36, "Business Information", 310, "Owner Information"),
			line(100, 36, "DBA:", 100, "Acme Tools and Hardware Supply", 310, "Name:", 360, "Dana Ortiz"),
		}, map[string]any{"dba#0": "Acme Tools and Hardware Supply", "owner_name#1": "Dana Ortiz"}, nil},
	})
}

// captionUnderPage is a page that prints each caption under the line its
// value is written on.
func captionUnderPage() [][]pdftext.Word {
	return [][]pdftext.Word{
		line(100, 36, "Acme Tools LLC", 300, "Acme Tools"),
		small(111, 36, "Legal Business Name", 300, "DBA"),
		line(130, 36, "12-3456789", 300, "555-555-0100"),
		small(141, 36, "Federal Tax ID", 300, "Business Phone"),
		line(160, 36, "12 Oak St"),
		small(171, 36, "Street Address"),
	}
}

// TestCaptionsUnderTheirLines: a page whose captions stand under their
// values is read upwards, printed and filled alike; a page of captions
// over their boxes is not.
func TestCaptionsUnderTheirLines(t *testing.T) {
	runAppCases(t, []appCase{
		{"printed", captionUnderPage(), map[string]any{
			"business_legal_name#0": "Acme Tools LLC", "dba#0": "Acme Tools", "ein#0": "12-3456789", "phone#0": "555-555-0100", "street#0": "12 Oak St",
		}, nil},
		{"captions over their boxes", [][]pdftext.Word{
			small(100, 36, "Legal Business Name", 300, "DBA"),
			line(108, 36, "Acme Tools LLC", 300, "Acme Tools"),
			small(128, 36, "Federal Tax ID", 300, "Business Phone"),
			line(136, 36, "12-3456789", 300, "555-555-0100"),
		}, map[string]any{"business_legal_name#0": "Acme Tools LLC", "dba#0": "Acme Tools", "ein#0": "12-3456789", "phone#0": "555-555-0100"}, nil},
	})
	// Filled: boxes on the lines, captions under them.
	var words []tok
	for _, l := range captionUnderPage() {
		for _, w := range l {
			if w.FontSize == 6 {
				words = append(words, tok{Text: w.Text, X0: w.X0, X1: w.X1, Y0: w.Y0, Y1: w.Y1, Size: 6})
			}
		}
	}
	box := func(x0, y0, x1 float64, v string) tok {
		return tok{Text: v, X0: x0, Y0: y0, X1: x1, Y1: y0 + 10, W: &widget{Value: v, X0: x0, Y0: y0, X1: x1, Y1: y0 + 10}}
	}
	ws := []tok{box(34, 99, 290, "Acme Tools LLC"), box(298, 99, 560, "Acme Tools"), box(34, 129, 290, "12-3456789"), box(298, 129, 560, "555-555-0100"), box(34, 159, 290, "12 Oak St")}
	rows := groupRows(words, ws)
	labels := findLabels(rows)
	if !captionsUnder(rows, labels) {
		t.Fatal("filled page: captions under their boxes not seen")
	}
	want := map[string]string{"Acme Tools LLC": "business_legal_name", "Acme Tools": "dba", "12-3456789": "ein", "555-555-0100": "phone", "12 Oak St": "street"}
	for _, w := range ws {
		li := labelFor(labels, w, true)
		if li < 0 || labels[li].key != want[w.W.Value] {
			t.Errorf("box %q paired with %+v", w.W.Value, li)
		}
	}
}

// TestOptionBesideItsBox: a printed tick names the option nearer to it,
// whether the form prints the option after its box or before it.
func TestOptionBesideItsBox(t *testing.T) {
	runAppCases(t, []appCase{
		{"option after its box", [][]pdftext.Word{line(100, 36, "Entity Type:", 140, "X", 149, "LLC", 190, "Corporation", 270, "Partnership")}, map[string]any{"entity_type#0": "llc"}, nil},
		{"option before its box", [][]pdftext.Word{line(100, 36, "Entity Type:", 140, "LLC", 158, "X", 190, "Corporation", 250, "Partnership")}, map[string]any{"entity_type#0": "llc"}, nil},
		{"option before its box, later on the row", [][]pdftext.Word{line(100, 36, "Entity Type:", 140, "LLC", 190, "Corporation", 248, "X", 270, "Partnership")}, map[string]any{"entity_type#0": "c_corp"}, nil},
		{"ticked box between two options takes the nearer", [][]pdftext.Word{line(100, 36, "Entity Type:", 140, "LLC", 170, "X", 179, "Partnership")}, map[string]any{"entity_type#0": "partnership"}, nil},
	})
}

// TestNoAnswer: what applicants write in a box that does not apply is no
// value.
func TestNoAnswer(t *testing.T) {
	runAppCases(t, []appCase{
		{"N/A and none", [][]pdftext.Word{
			line(100, 36, "Legal Business Name:", 170, "Acme Tools LLC"),
			line(120, 36, "DBA:", 170, "N/A"),
			line(140, 36, "Website:", 170, "None"),
			line(160, 36, "Requested Amount:", 170, "$120K"),
		}, map[string]any{"business_legal_name#0": "Acme Tools LLC", "requested_amount#0": 120000}, []string{"dba#0", "website#0"}},
	})
}

// TestOwnerRows: owners one row each under a row of captions, printed and
// in boxes; a single row under the captions reads as before.
func TestOwnerRows(t *testing.T) {
	table := [][]pdftext.Word{
		line(60, 36, "OWNERS / PRINCIPALS"),
		small(80, 36, "Name", 160, "Title", 240, "% Owned", 300, "Date of Birth", 380, "SSN", 460, "Cell Phone"),
		line(90, 36, "Dana Ortiz", 160, "CEO", 240, "60", 300, "01/02/1970", 380, "123-45-6789", 460, "555-555-0111"),
		line(106, 36, "Fay Vance", 160, "CFO", 240, "40", 300, "03/04/1980", 380, "987-65-4321", 460, "555-555-0122"),
	}
	runAppCases(t, []appCase{
		{"printed rows", table, map[string]any{
			"owner_name#1": "Dana Ortiz", "owner_title#1": "CEO", "owner_ownership_pct#1": 60, "owner_dob#1": "1970-01-02", "owner_ssn_last4#1": "6789", "owner_phone#1": "555-555-0111",
			"owner_name#2": "Fay Vance", "owner_title#2": "CFO", "owner_ownership_pct#2": 40, "owner_dob#2": "1980-03-04", "owner_ssn_last4#2": "4321", "owner_phone#2": "555-555-0122",
		}, []string{"owner_name#3"}},
		{"one row", table[:3], map[string]any{"owner_name#1": "Dana Ortiz", "owner_ssn_last4#1": "6789"}, []string{"owner_name#2"}},
		{"a second table without names", append(append([][]pdftext.Word{}, table...),
			small(130, 36, "Home Address", 200, "City", 300, "State", 350, "Zip", 420, "Date"),
			line(140, 36, "1 Elm St", 200, "Austin", 300, "TX", 350, "78701"),
			line(156, 36, "2 Oak Rd", 200, "Waco", 300, "TX", 350, "76701"),
		), map[string]any{"owner_street#1": "1 Elm St", "owner_city#1": "Austin", "owner_street#2": "2 Oak Rd", "owner_city#2": "Waco", "owner_zip#2": "76701"}, nil},
	})
	// In boxes: the second row's boxes are the second owner's.
	var words []tok
	for _, l := range table[:2] {
		for _, w := range l {
			words = append(words, tok{Text: w.Text, X0: w.X0, X1: w.X1, Y0: w.Y0, Y1: w.Y1})
		}
	}
	box := func(x0, y0, x1 float64, v string) tok {
		return tok{Text: v, X0: x0, Y0: y0, X1: x1, Y1: y0 + 12, W: &widget{Value: v, X0: x0, Y0: y0, X1: x1, Y1: y0 + 12}}
	}
	ws := []tok{box(34, 88, 155, "Dana Ortiz"), box(158, 88, 235, "CEO"), box(34, 104, 155, "Fay Vance"), box(158, 104, 235, "CFO")}
	rows := groupRows(words, ws)
	labels := findLabels(rows)
	hs := findHeaders(rows, labels, 612)
	got := map[string]int{}
	for _, c := range ownerTable(rows, labels, hs) {
		got[c.text] = c.owner
	}
	for v, o := range map[string]int{"Dana Ortiz": 1, "CEO": 1, "Fay Vance": 2, "CFO": 2} {
		if got[v] != o {
			t.Errorf("%q: owner %d, want %d (all %v)", v, got[v], o, got)
		}
	}
}

// TestNumberedQuestions: a question's number before its label.
func TestNumberedQuestions(t *testing.T) {
	runAppCases(t, []appCase{
		{"numbered", [][]pdftext.Word{
			line(100, 36, "1. Legal Business Name", 200, "Acme Tools LLC"),
			line(120, 36, "2. Federal Tax ID", 200, "12-3456789"),
			line(140, 36, "(c) Amount Requested", 200, "$40,000"),
			line(160, 36, "Q4. Use of Funds", 200, "Payroll"),
		}, map[string]any{"business_legal_name#0": "Acme Tools LLC", "ein#0": "12-3456789", "requested_amount#0": 40000, "use_of_funds#0": "Payroll"}, nil},
	})
}

// TestCaptionInsideItsBox: a box drawn over its whole cell, its caption
// printed in the cell's corner, is that caption's.
func TestCaptionInsideItsBox(t *testing.T) {
	words := []tok{}
	for _, w := range small(100, 40, "Legal Business Name", 300, "DBA") {
		words = append(words, tok{Text: w.Text, X0: w.X0, X1: w.X1, Y0: w.Y0, Y1: w.Y1})
	}
	box := func(x0, x1 float64, v string) tok {
		return tok{Text: v, X0: x0, Y0: 98, X1: x1, Y1: 122, W: &widget{Value: v, X0: x0, Y0: 98, X1: x1, Y1: 122}}
	}
	ws := []tok{box(36, 290, "Acme Tools LLC"), box(296, 560, "Acme Tools")}
	rows := groupRows(words, ws)
	labels := findLabels(rows)
	for _, w := range ws {
		li := labelFor(labels, w, false)
		want := map[string]string{"Acme Tools LLC": "business_legal_name", "Acme Tools": "dba"}[w.W.Value]
		if li < 0 || labels[li].key != want {
			t.Errorf("box %q: label %d, want %s", w.W.Value, li, want)
		}
	}
}

// TestSectionRunsOnToTheNextPage: an owner's block broken by the page end
// goes on at the top of the next page, until a heading.
func TestSectionRunsOnToTheNextPage(t *testing.T) {
	page := func(n int, lines ...[]pdftext.Word) pdftext.Page {
		var ws []pdftext.Word
		for _, l := range lines {
			ws = append(ws, l...)
		}
		return pdftext.Page{Number: n, Width: 612, Height: 792, Words: ws}
	}
	doc := &pdftext.Document{Pages: []pdftext.Page{
		page(1,
			line(60, 36, "Business Information"),
			line(80, 36, "Legal Business Name:", 170, "Acme Tools LLC"),
			line(100, 36, "Phone:", 170, "555-555-0100"),
			line(700, 36, "Owner Information"),
			line(720, 36, "Owner Name:", 170, "Dana Ortiz"),
		),
		page(2,
			line(40, 36, "Email:", 170, "dana@mail.example"),
			line(60, 36, "Phone:", 170, "555-555-0111"),
			line(100, 36, "Bank Information"),
			line(120, 36, "Phone:", 170, "555-555-0199"),
		),
	}}
	app, err := ReadApplication(context.Background(), Input{Doc: doc})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]any{}
	for _, r := range app.Rows {
		got[fmt.Sprintf("%s#%d", r.Name, r.Owner)] = r.Value
	}
	for k, v := range map[string]any{"owner_email#1": "dana@mail.example", "owner_phone#1": "555-555-0111", "phone#0": "555-555-0100"} {
		if got[k] != v {
			t.Errorf("%s = %v, want %v (all %v)", k, got[k], v, sorted(got))
		}
	}
	if _, ok := got["email#0"]; ok {
		t.Errorf("the owner's email read as the business's: %v", sorted(got))
	}
}

// TestRevenuePeriod: revenue whose label names no period takes it from a
// note beside the label or from the value; without one it is not guessed.
func TestRevenuePeriod(t *testing.T) {
	runAppCases(t, []appCase{
		{"annual note", [][]pdftext.Word{line(100, 36, "Gross Sales (Annual):", 200, "$1,200,000")}, map[string]any{"annual_revenue#0": 1.2e6}, []string{"monthly_revenue#0"}},
		{"monthly note", [][]pdftext.Word{line(100, 36, "Revenue (monthly)", 200, "$95,000")}, map[string]any{"monthly_revenue#0": 95000}, []string{"annual_revenue#0"}},
		{"period in the value", [][]pdftext.Word{line(100, 36, "Gross Revenue:", 200, "$45,000/mo")}, map[string]any{"monthly_revenue#0": 45000}, nil},
		{"no period", [][]pdftext.Word{line(100, 36, "Gross Revenue:", 200, "$45,000")}, nil, []string{"monthly_revenue#0", "annual_revenue#0"}},
	})
}

// TestBareAddress: "Address" alone is the address of the section it is
// printed in: the business's, an owner's, or another party's (not read).
func TestBareAddress(t *testing.T) {
	runAppCases(t, []appCase{
		{"business and owner", [][]pdftext.Word{
			line(60, 36, "Business Information"),
			line(80, 36, "Address:", 150, "12 Oak St, Austin, TX 78701"),
			line(110, 36, "Owner Information"),
			line(130, 36, "Address:", 150, "9 Elm Rd"),
			line(160, 36, "Landlord"),
			line(180, 36, "Address:", 150, "1 Pine Ave, Austin, TX 78702"),
		}, map[string]any{"street#0": "12 Oak St", "city#0": "Austin", "zip#0": "78701", "owner_street#1": "9 Elm Rd"}, nil},
	})
}

// TestSharedSection: a heading naming the business and another party
// together heads a section of the business's values.
func TestSharedSection(t *testing.T) {
	runAppCases(t, []appCase{
		{"business & bank", [][]pdftext.Word{
			line(60, 36, "Business & Bank Information"),
			line(80, 36, "Phone:", 150, "555-555-0100"),
		}, map[string]any{"phone#0": "555-555-0100"}, nil},
		{"business bank", [][]pdftext.Word{
			line(60, 36, "Business Bank Information"),
			line(80, 36, "Phone:", 150, "555-555-0145"),
		}, nil, []string{"phone#0"}},
	})
}

// TestQuestionLabels: labels printed as questions or instructions, and
// the marks forms print in a ticked box.
func TestQuestionLabels(t *testing.T) {
	runAppCases(t, []appCase{
		{"questions", [][]pdftext.Word{
			line(100, 36, "What is your legal business name?", 220, "Acme Tools LLC"),
			line(120, 36, "Please enter the business phone:", 220, "555-555-0100"),
			line(140, 36, "How much funding are you requesting?", 240, "$40,000"),
			line(160, 36, "What will the funds be used for?", 240, "Payroll"),
		}, map[string]any{"business_legal_name#0": "Acme Tools LLC", "phone#0": "555-555-0100", "requested_amount#0": 40000, "use_of_funds#0": "Payroll"}, nil},
		{"ballot box", [][]pdftext.Word{line(100, 36, "Entity Type:", 140, "☐", 149, "LLC", 190, "☒", 199, "Corporation")}, map[string]any{"entity_type#0": "c_corp"}, nil},
		{"filled radio", [][]pdftext.Word{line(100, 36, "Entity Type:", 140, "○", 149, "LLC", 190, "●", 199, "Partnership")}, map[string]any{"entity_type#0": "partnership"}, nil},
	})
}

// TestPersonalHeading: "Personal Information" heads an owner's block.
func TestPersonalHeading(t *testing.T) {
	runAppCases(t, []appCase{
		{"personal information", [][]pdftext.Word{
			line(60, 36, "Business Information"),
			line(80, 36, "Phone:", 150, "555-555-0100"),
			line(110, 36, "Personal Information"),
			line(130, 36, "Name:", 150, "Dana Ortiz"),
			line(150, 36, "Phone:", 150, "555-555-0111"),
		}, map[string]any{"phone#0": "555-555-0100", "owner_name#1": "Dana Ortiz", "owner_phone#1": "555-555-0111"}, nil},
	})
}

// TestCaptionOverSeveralBoxes: "City / State / Zip" printed over three
// boxes or three values takes them all.
func TestCaptionOverSeveralBoxes(t *testing.T) {
	runAppCases(t, []appCase{
		{"printed apart under one caption", [][]pdftext.Word{
			small(100, 36, "CITY / STATE / ZIP", 250, "BUSINESS PHONE"),
			line(108, 37, "Austin", 160, "TX", 200, "78701", 251, "555-555-0100"),
		}, map[string]any{"city#0": "Austin", "state#0": "TX", "zip#0": "78701", "phone#0": "555-555-0100"}, nil},
	})
	var words []tok
	for _, w := range small(100, 36, "CITY / STATE / ZIP", 250, "BUSINESS PHONE") {
		words = append(words, tok{Text: w.Text, X0: w.X0, X1: w.X1, Y0: w.Y0, Y1: w.Y1})
	}
	box := func(x0, x1 float64, v string) tok {
		return tok{Text: v, X0: x0, Y0: 107, X1: x1, Y1: 120, W: &widget{Value: v, X0: x0, Y0: 107, X1: x1, Y1: 120}}
	}
	ws := []tok{box(34, 150, "Austin"), box(155, 195, "TX"), box(198, 245, "78701"), box(248, 400, "555-555-0100")}
	rows := groupRows(words, ws)
	labels := findLabels(rows)
	for _, w := range ws[:3] {
		li := labelFor(labels, w, false)
		if li < 0 {
			li = spanLabel(labels, w, false)
		}
		if li < 0 || labels[li].key != kCSZ {
			t.Errorf("box %q not paired with the address caption", w.W.Value)
		}
	}
	if li := spanLabel(labels, ws[3], false); li >= 0 {
		t.Errorf("the phone box taken by the address caption")
	}
}

// TestValueOnAPrintedLine: a value written on a line printed as
// underscores is the value alone; an empty line is no value.
func TestValueOnAPrintedLine(t *testing.T) {
	runAppCases(t, []appCase{
		{"value over underscores", [][]pdftext.Word{
			line(100, 36, "Legal Business Name:", 150, "______________________________"),
			line(100, 155, "Acme Tools LLC"),
			line(120, 36, "DBA:", 150, "______________________________"),
		}, map[string]any{"business_legal_name#0": "Acme Tools LLC"}, []string{"dba#0"}},
	})
}

// TestRulesDoNotVote: underscores printed under each value do not make a
// page of captions over their values look like captions under lines.
func TestRulesDoNotVote(t *testing.T) {
	runAppCases(t, []appCase{
		{"caption, value, line", [][]pdftext.Word{
			small(100, 36, "Legal Business Name", 300, "DBA"),
			line(108, 36, "Acme Tools LLC", 300, "Acme Tools"),
			small(118, 36, "____________________", 300, "____________________"),
			small(128, 36, "Federal Tax ID", 300, "Business Phone"),
			line(136, 36, "12-3456789", 300, "555-555-0100"),
			small(146, 36, "____________________", 300, "____________________"),
		}, map[string]any{"business_legal_name#0": "Acme Tools LLC", "dba#0": "Acme Tools", "ein#0": "12-3456789", "phone#0": "555-555-0100"}, nil},
	})
}

// TestOtherPartyRow: a row opened by another party's name holds that
// party's values; the rows after it are the section's again.
func TestOtherPartyRow(t *testing.T) {
	runAppCases(t, []appCase{
		{"reference row", [][]pdftext.Word{
			line(60, 36, "Business Information"),
			line(80, 36, "Trade Reference 1", 150, "Phone:", 190, "555-555-0177"),
			line(100, 36, "Landlord:", 150, "Oak Realty", 250, "Phone:", 290, "555-555-0188"),
			line(120, 36, "Business Phone:", 150, "555-555-0100"),
			line(140, 36, "Email:", 150, "info@acme.example"),
		}, map[string]any{"phone#0": "555-555-0100", "email#0": "info@acme.example"}, nil},
		{"broker row heads the page", [][]pdftext.Word{
			line(40, 36, "Broker Name:", 110, "Lakeside ISO", 220, "Phone:", 260, "555-555-0199", 380, "Email:", 420, "rep@iso.example"),
			line(60, 36, "Legal Business Name:", 170, "Acme Tools LLC"),
			line(80, 36, "Phone:", 170, "555-555-0100"),
			line(100, 36, "Email:", 170, "info@acme.example"),
		}, map[string]any{"business_legal_name#0": "Acme Tools LLC", "phone#0": "555-555-0100", "email#0": "info@acme.example"}, nil},
		{"submitted by", [][]pdftext.Word{
			line(60, 36, "Submitted By"),
			line(80, 36, "Phone:", 150, "555-555-0199"),
			line(100, 36, "Business Information"),
			line(120, 36, "Phone:", 150, "555-555-0100"),
		}, map[string]any{"phone#0": "555-555-0100"}, nil},
	})
}

// TestColonCaptionInItsCell: a caption with a colon in the top corner of
// its cell, the value under it in a larger type, is read; a "Label:" with
// its box empty beside it does not take the next line.
func TestColonCaptionInItsCell(t *testing.T) {
	runAppCases(t, []appCase{
		{"cell", [][]pdftext.Word{
			small(100, 36, "Legal Business Name:", 300, "Federal Tax ID:"),
			line(107, 36, "Acme Tools LLC", 300, "12-3456789"),
		}, map[string]any{"business_legal_name#0": "Acme Tools LLC", "ein#0": "12-3456789"}, nil},
		{"empty box beside", [][]pdftext.Word{
			line(100, 36, "DBA:"),
			line(112, 36, "Industry:", 150, "Hardware"),
			line(124, 36, "Acme Tools"),
		}, map[string]any{"industry#0": "Hardware"}, []string{"dba#0"}},
		{"same type under", [][]pdftext.Word{
			line(100, 36, "DBA:"),
			line(110, 36, "Acme Tools"),
		}, nil, []string{"dba#0"}},
	})
}

// TestOwnerColumnsWithoutHeadings: an owners' section of one column of
// labels and a column of values per owner, no heading over the columns.
func TestOwnerColumnsWithoutHeadings(t *testing.T) {
	runAppCases(t, []appCase{
		{"two value columns", [][]pdftext.Word{
			line(80, 36, "OWNERS / GUARANTORS"),
			line(100, 36, "Name", 160, "Dana Ortiz", 370, "Fay Vance"),
			line(117, 36, "Title", 160, "Managing Member", 370, "Member"),
			line(134, 36, "% Owned", 160, "60%", 370, "40%"),
			line(151, 36, "Cell Phone", 160, "555-555-0111", 370, "555-555-0122"),
		}, map[string]any{"owner_name#1": "Dana Ortiz", "owner_name#2": "Fay Vance", "owner_title#2": "Member", "owner_ownership_pct#2": 40, "owner_phone#1": "555-555-0111", "owner_phone#2": "555-555-0122"}, nil},
		{"one owner, parts of a value apart", [][]pdftext.Word{
			line(80, 36, "OWNER"),
			line(100, 36, "Name", 160, "Dana Ortiz"),
			line(117, 36, "City, State, Zip", 160, "Austin", 260, "TX", 300, "78701"),
		}, map[string]any{"owner_name#1": "Dana Ortiz", "owner_city#1": "Austin", "owner_state#1": "TX", "owner_zip#1": "78701"}, []string{"owner_name#2", "owner_city#2", "owner_state#2"}},
	})
}

// TestWrappedCaption: a caption printed over two lines in a narrow cell,
// neither line a label alone, is one label; its value is under the
// second line.
func TestWrappedCaption(t *testing.T) {
	runAppCases(t, []appCase{
		{"two lines", [][]pdftext.Word{
			line(60, 36, "Owner Information"),
			small(100, 36, "AMOUNT OF CREDIT", 200, "MONTHLY CARD"),
			small(107, 36, "REQUESTED", 200, "PROCESSING VOLUME"),
			line(115, 37, "$40,000", 201, "$9,500"),
		}, map[string]any{"requested_amount#0": 40000, "monthly_cc_volume#0": 9500}, nil},
	})
}
