package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestField5RegisterHolder: a register prints the holder after the
// account number and its currency, no label of its own ("Account
// Number :177501000004542/INR G ANITHA").
func TestField5RegisterHolder(t *testing.T) {
	p := registerLike()
	for i, w := range p.Words {
		if w.Text == "Number" {
			// Append the holder after the number on the same line.
			last := p.Words[i+1]
			for _, n := range []string{"G", "ANITHA"} {
				x := last.X1 + sp
				nw := pdftext.Word{Text: n, X0: x, X1: x + float64(len(n))*cw, Y0: last.Y0, Y1: last.Y1, FontSize: last.FontSize, FontName: last.FontName}
				p.Words = append(p.Words, nw)
				last = nw
			}
			break
		}
	}
	r := parse(t, p)
	if got := deref(r.AccountHolderName); got != "G ANITHA" {
		t.Errorf("holder = %q, want G ANITHA", got)
	}
	for _, c := range []struct{ in, want string }{
		{"Account Number :177501000004542/INR G ANITHA", "G ANITHA"},
		{"Account Number 137101503209(INR) - RAHULKUMAR PANCHIWALA", "RAHULKUMAR PANCHIWALA"},
		{"Account Number 137101503209 SAVINGS ACCOUNT", ""},
		{"Account Number :177501000004542 BRANCH CODE", ""},
	} {
		got := ""
		if m := numberDashHolderRe.FindStringSubmatch(c.in); m != nil {
			got = m[1]
		}
		if got != c.want {
			t.Errorf("%q: holder %q, want %q", c.in, got, c.want)
		}
	}
}

// TestTwoDotsInReference: two dots between a reference's figure and the
// next word are typed in it ("BY CLG:102143..ETC:1775"), not a leader;
// a leader run to a figure still parts its cells.
func TestTwoDotsInReference(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"CLG:102143..ETC:1775", "CLG:102143..ETC:1775"},
		{"01/07.......3,375.16", "01/07|3,375.16"},
		{"TOTAL..12.50", "TOTAL|12.50"},
	} {
		got := ""
		for i, p := range splitLeaders(pdftext.Word{Text: c.in, X0: 0, X1: 100}) {
			if i > 0 {
				got += "|"
			}
			got += p.Text
		}
		if got != c.want {
			t.Errorf("splitLeaders(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestReturnChargeIsNSF: an Indian core system's charge for a cheque
// returned unpaid ("OW RTN CHG" after "REJECT:690796:Funds Insuf") is an
// NSF fee; the returned cheque itself is not.
func TestReturnChargeIsNSF(t *testing.T) {
	for _, c := range []struct{ desc, want string }{
		{"OW RTN CHG", result.CatNSFFee},
		{"I/W RTN CHGS", result.CatNSFFee},
		{"CHQ RETURN CHARGES", result.CatNSFFee},
	} {
		if got := categorize(c.desc, "debit"); got != c.want {
			t.Errorf("categorize(%q) = %q, want %q", c.desc, got, c.want)
		}
	}
	if got := categorize("REJECT:690796:Funds Insuf", "debit"); got == result.CatNSFFee {
		t.Errorf("the returned cheque itself read as an NSF fee")
	}
}
