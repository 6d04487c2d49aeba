package statement

import "testing"

// TestIndianPlotAddressHolder: an Indian current account prints the
// holder ("M/S ..." for a firm) over an address whose first line is a
// plot ("PLOT 14 MIDC BHOSARI"), then the city and PIN, the state and
// country and an empty JOINT HOLDERS label; the branch's block with its
// own address sits to the right. The plot line is the street of the
// holder's block. (devblind4 inr-lakh.)
func TestIndianPlotAddressHolder(t *testing.T) {
	p := mkPage(1,
		L(25, C(22, "EXAMPLE MERCANTILE BANK LTD"), C(533, "Page No .: 1")),
		L(51, C(22, "M/S EXAMPLE SPICE WORKS"), C(330, "Account Branch : EXAMPLE NAGAR PUNE")),
		L(60, C(22, "PLOT 14 MIDC BHOSARI"), C(330, "Address : 1181 FC ROAD EXAMPLE NAGAR PUNE 411005")),
		L(69, C(22, "PUNE 411026"), C(330, "Phone no. : 02025550187")),
		L(78, C(22, "MAHARASHTRA INDIA"), C(330, "Cust ID : 88410327")),
		L(87, C(22, "JOINT HOLDERS :"), C(330, "Account No : 50200041187519 CURRENT")),
		L(105, C(22, "Nomination : Registered"), C(330, "Account Status : Regular")),
		L(141, C(22, "Statement of account From : 01/04/26 To : 30/04/26")),
		L(162, C(22, "Date"), C(58, "Narration"), C(226, "Chq./Ref.No."), C(302, "Value Dt"), R(400, "Withdrawal Amt."), R(480, "Deposit Amt."), R(570, "Closing Balance")),
		L(176, C(22, "01/04/26"), C(58, "ACH D- EXAMPLE FINTECH CAPITAL-KFC0"), C(226, "0000162179707482"), C(302, "01/04/26"), R(400, "6,500.00"), R(570, "6,81,024.50")),
		L(185, C(58, "091842 DAILY EDI")),
		L(194, C(22, "02/04/26"), C(58, "NEFT CR-EXAM0000412-EXAMPLE TRADERS"), C(226, "N378268117121795"), C(302, "02/04/26"), R(480, "1,12,209.19"), R(570, "7,93,233.69")),
	)
	r := parse(t, p)
	if got := fmtPtr(r.AccountHolderName); got != "M/S EXAMPLE SPICE WORKS" {
		t.Errorf("holder %v, want M/S EXAMPLE SPICE WORKS", got)
	}
}
