package statement

import "regexp"

// Further names banks give the same categories, kept apart from the main
// rule table so each reads as one convention.
var (
	// An account taken below zero is charged under that name too: a
	// "Negative balance fee" is the overdraft fee of fintech and
	// multi-currency accounts.
	// A payment the bank dishonoured is charged as an "Unpaid Payment
	// Fee" (an Australian bank's name for its dishonour fee).
	// Indian core banking charges a cheque returned unpaid as a return
	// charge, abbreviated: "OW RTN CHG" (an outward cheque's return,
	// after "REJECT:690796:Funds Insuf"; Indian Overseas Bank, field5),
	// "I/W RTN CHGS", "CHQ RETURN CHARGES".
	// Spanish (Puerto Rico, bilingual statements): "CARGO POR
	// SOBREGIRO" is the overdraft item fee, "CARGO POR FONDOS
	// INSUFICIENTES" the NSF fee (devblind5 bilingual-pr).
	reNSFNames = regexp.MustCompile(`\b(CARGOS? (POR )?(SOBREGIRO|FONDOS INSUFICIENTES)|NEGATIVE BALANCE (FEE|CHARGE)|OVERDRAWN BALANCE (FEE|CHARGE)|UNPAID (PAYMENT|TRANSACTION) (FEE|CHARGE)|(RTN|RETURN) (CHG|CHGS|CHARGES?))\b`)
	// An arranged overdraft's own price ("Overdraft Usage Fee" each
	// month, a facility's establishment or renewal fee, its interest) is
	// charged for having the facility, not for an item paid into
	// overdraft or returned: a fee, no NSF.
	reODFacility = regexp.MustCompile(`\b(OVERDRAFT|OD) (USAGE|FACILITY|ARRANGEMENT|ESTABLISHMENT|LIMIT|RENEWAL|ANNUAL) (FEE|CHARGE)\b|\bOVERDRAFT INTEREST\b`)
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
