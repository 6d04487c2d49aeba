package statement

import "regexp"

// Further names banks give the same categories, kept apart from the main
// rule table so each reads as one convention.
var (
	// An account taken below zero is charged under that name too: a
	// "Negative balance fee" is the overdraft fee of fintech and
	// multi-currency accounts.
	reNSFNames = regexp.MustCompile(`\b(NEGATIVE BALANCE (FEE|CHARGE)|OVERDRAWN BALANCE (FEE|CHARGE))\b`)
	// A monthly fee is a "maintenance charge" as often as a
	// "maintenance fee".
	reFeeNames = regexp.MustCompile(`\b(MAINTENANCE (CHARGE|CHG)|MONTHLY (CHARGE|CHG)|ACCOUNT CHARGE)\b`)
	// A savings-and-loan customer pays the loan by transfer from
	// checking ("Transfer To Loan 8800… Mortgage Payment"): a loan
	// payment, not a move between the customer's own deposit accounts.
	reLoanPayNames = regexp.MustCompile(`\b(TRANSFER TO LOAN|TRANSFER TO LN|MORTGAGE PAYMENT|MORTGAGE PMT|MTG PMT|MTG PAYMENT)\b`)
	// A buyer's settlement for goods under contract (an elevator's grain
	// settlement, a livestock auction's) prints the contract or the
	// gross and the deductions: it is the sale's proceeds, revenue, not
	// a card processor's settlement.
	reGoodsSettle = regexp.MustCompile(`\bSETTLEMENT\b.*\b(CONTRACT|GROSS\b.*\bNET)\b`)
)
