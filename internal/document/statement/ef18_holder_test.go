package statement

import "testing"

// TestEF18HolderBlock: the mailing block's holder past a town-and-office
// routing line, never from a transaction row shaped like a town and its
// postcode; a name cut to initials gives way to the name spelled out;
// a business's abbreviated legal name may run to ten words in capitals.
func TestEF18HolderBlock(t *testing.T) {
	for _, c := range []struct {
		name  string
		lines []tl
		want  string
	}{
		{"town and office number", []tl{
			L(20, Big(90, "EXAMPLE BANK.")),
			L(150, C(85, "SAMPLE ACCEPTANCE CORPORATION OF MISSOURI")),
			L(160, C(85, "DBA SAMPLE FINANCE CORPORATION")),
			L(170, C(85, "BOLIVAR #1138"), C(440, "Page 1 of 4")),
			L(180, C(85, "PO BOX 6429")),
			L(190, C(85, "GREENVILLE SC 29606"), C(355, "Account Number:"), C(469, "261144464")),
			L(520, C(56, "7/01/25"), C(103, "Regular Deposit 1138"), C(497, "296.00+")),
			L(531, C(56, "7/02/25"), C(103, "Regular Deposit 1138"), C(497, "1,490.00+")),
			L(542, C(56, "7/03/25"), C(103, "Regular Deposit 1138"), C(497, "265.00+")),
		}, "SAMPLE ACCEPTANCE CORPORATION OF MISSOURI"},
		{"rows only", []tl{
			L(20, Big(90, "EXAMPLE BANK.")),
			L(520, C(56, "7/01/25"), C(103, "Regular Deposit 1138"), C(497, "296.00+")),
			L(531, C(56, "7/02/25"), C(103, "RegularDeposit1138."), C(497, "1,490.00+")),
			L(542, C(56, "7/03/25"), C(103, "Regular Deposit 1138"), C(497, "265.00+")),
			L(553, C(56, "7/07/25"), C(103, "Regular Deposit 1138"), C(497, "265.00+")),
		}, ""},
		{"initials spelled out", []tl{
			L(80, C(40, "Example Bank")),
			L(100, C(40, "MR TEST TESTER")),
			L(138, C(40, "ANY BRANCH"), C(150, "MRT TESTER")),
			L(148, C(40, "ANY STREET"), C(150, "1 TEST STREET")),
			L(158, C(40, "ANY TOWN"), C(150, "TEST TOWN")),
		}, "MR TEST TESTER"},
		{"an Indian plot", []tl{
			L(30, Big(22, "SAMPLE MERCANTILE BANK LTD")),
			L(55, C(22, "M/S SAMPLE SPICE WORKS"), C(330, "Account Branch : SAMPLENAGAR PUNE")),
			L(64, C(22, "PLOT 14 MIDC SAMPLEPUR"), C(330, "Address : 1181 FC ROAD PUNE 411005")),
			L(73, C(22, "PUNE 411026"), C(330, "Phone no. : 02025550187")),
			L(82, C(22, "MAHARASHTRA INDIA"), C(330, "Cust ID : 88410327")),
		}, "M/S SAMPLE SPICE WORKS"},
		{"long capitals name", []tl{
			L(48, Big(40, "Example Trust Bank")),
			L(168, C(90, "FULCRUM INST DISP RES CLIN ASSOC PUB BEN")),
			L(177, C(90, "1212 N WASHINGTON ST STE 206")),
			L(186, C(90, "SPOKANE WA 99201-2441")),
		}, "FULCRUM INST DISP RES CLIN ASSOC PUB BEN"},
	} {
		f := parseFields(ef18Pages(c.lines), nil)
		if f.Holder != c.want {
			t.Errorf("%s: holder = %q, want %q", c.name, f.Holder, c.want)
		}
	}
	if initialsOf("mrtesttester", []string{"MR", "TEST", "TESTER"}) {
		t.Errorf("the name itself is no cut of it")
	}
	if !initialsOf("jqpublic", []string{"John", "Q", "Public"}) {
		t.Errorf("JQ PUBLIC is John Q Public cut")
	}
}
