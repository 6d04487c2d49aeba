package main

import (
	"fmt"
	"strings"
	"time"
)

// This file words each kind of posting the way a given style of bank
// statement does. The strings are the whole description; layouts wrap
// them over as many lines as their column needs.

func procCo(p string) string {
	switch p {
	case "SQUARE":
		return "SQUARE INC"
	case "BANKCARD":
		return "BANKCARD 8076"
	case "AMEX":
		return "AMERICAN EXPRESS"
	case "TOAST":
		return "TOAST INC"
	}
	return p
}

func payrollCo(p string, tax bool) string {
	switch p {
	case "ADP":
		if tax {
			return "ADP TAX"
		}
		return "ADP WAGE PAY"
	case "PAYCHEX":
		if tax {
			return "PAYCHEX TPS"
		}
		return "PAYCHEX INC."
	}
	return p
}

// coName is the 16-character ACH company name of a posting.
func coName(t *Txn) string {
	var s string
	switch t.Kind {
	case KCardSettle, KProcessorFee:
		s = procCo(t.Party)
	case KPayroll:
		s = payrollCo(t.Party, false)
	case KPayrollTax:
		s = payrollCo(t.Party, true)
	case KTaxRefund:
		s = "IRS TREAS 310"
	case KTaxPayment:
		s = "IRS"
	case KReversal:
		return coName(t.Item)
	default:
		s = t.Party
	}
	s = strings.ToUpper(s)
	if len(s) > 16 {
		s = strings.TrimSpace(s[:16])
	}
	return s
}

// entryDescr is the ACH company entry description.
func entryDescr(t *Txn) string {
	switch t.Kind {
	case KTaxRefund:
		return "TAX REF"
	case KTaxPayment:
		return "USATAXPYMT"
	case KPayroll:
		if t.Party == "GUSTO" {
			return "NET " + t.Date.Format("060102")
		}
		return "PAYROLL"
	case KPayrollTax:
		if t.Party == "GUSTO" {
			return "TAX " + t.Date.Format("060102")
		}
		return "TAX PMT"
	case KReversal:
		return entryDescr(t.Item)
	}
	if t.Entry != "" {
		return t.Entry
	}
	return "PAYMENT"
}

func achID(t *Txn) string {
	switch t.Kind {
	case KTaxRefund:
		return "9101036151"
	case KTaxPayment:
		return "3387702000"
	case KReversal:
		return achID(t.Item)
	}
	if t.PartyID != "" {
		return t.PartyID
	}
	return "1234567890"
}

func isACH(t *Txn) bool {
	switch t.Kind {
	case KCardSettle, KMCA, KLoanPmt, KPayroll, KPayrollTax, KVendorACH, KUtility, KInsurance, KTaxRefund, KTaxPayment, KProcessorFee:
		return true
	}
	return false
}

// itemText names the item an overdraft or NSF fee refers to.
func itemText(t *Txn) string {
	if t == nil {
		return ""
	}
	if t.Kind == KCheck {
		return fmt.Sprintf("CHECK # %d", t.CheckNo)
	}
	if t.Kind == KCardPurchase {
		return t.Party
	}
	return coName(t)
}

func indName(st *Statement) string {
	s := strings.ToUpper(st.Biz.Name)
	if len(s) > 22 {
		s = strings.TrimSpace(s[:22])
	}
	return s
}

func mmdd(t time.Time) string { return t.Format("01/02") }

// descChase: a national bank's ACH detail lines and card wording.
func descChase(t *Txn, st *Statement) string {
	b := st.Biz
	if isACH(t) {
		sec := "CCD"
		if t.Kind == KTaxRefund {
			sec = "PPD"
		}
		return fmt.Sprintf("ORIG CO NAME:%s ORIG ID:%s DESC DATE:%s CO ENTRY DESCR:%s SEC:%s TRACE#:%s EED:%s IND ID:%s IND NAME:%s TRN:%sTC",
			coName(t), achID(t), t.Date.Format("060102"), entryDescr(t), sec, t.Ref, t.Date.Format("060102"), t.Ref2, indName(st), t.Ref[:10])
	}
	switch t.Kind {
	case KReversal:
		return fmt.Sprintf("ACH REVERSAL ORIG CO NAME:%s ORIG ID:%s CO ENTRY DESCR:%s TRACE#:%s", coName(t), achID(t), entryDescr(t), t.Ref)
	case KDeposit:
		return "REMOTE ONLINE DEPOSIT # " + t.Ref[:1]
	case KCashDeposit:
		return fmt.Sprintf("ATM CASH DEPOSIT %s %s %s %s CARD %s", mmdd(t.Date), "1600 S CONGRESS AVE", strings.ToUpper(b.City), b.State, b.Card)
	case KZelleIn:
		return fmt.Sprintf("ZELLE PAYMENT FROM %s BAC%s", strings.ToUpper(t.Party), t.Ref)
	case KZelleOut:
		return fmt.Sprintf("ZELLE PAYMENT TO %s JPM99%s", strings.ToUpper(t.Party), t.Ref[:6])
	case KWireIn, KLoanProceeds:
		return fmt.Sprintf("FEDWIRE CREDIT VIA: FIRST LAKES BANK/071000013 B/O: %s REF: HNB NYC/CTR/BNF=%s IMAD: %sMMQFMP2N%s TRN: %sFF",
			strings.ToUpper(t.Party), indName(st), t.Date.Format("0102"), t.Ref[:6], t.Ref[6:16])
	case KWireOut:
		return fmt.Sprintf("ONLINE DOMESTIC WIRE TRANSFER VIA: FIRST LAKES BANK/071000013 A/C: %s REF: INV %s IMAD: %sMMQFMP2K%s TRN: %sES",
			strings.ToUpper(t.Party), t.Ref[:5], t.Date.Format("0102"), t.Ref[5:11], t.Ref[6:16])
	case KWireFee:
		return "ONLINE DOMESTIC WIRE FEE"
	case KXferOut:
		return fmt.Sprintf("ONLINE TRANSFER TO SAV ...%s TRANSACTION#: %s", t.Party, t.Ref)
	case KXferIn:
		return fmt.Sprintf("ONLINE TRANSFER FROM SAV ...%s TRANSACTION#: %s", t.Party, t.Ref)
	case KCardPurchase:
		return fmt.Sprintf("CARD PURCHASE %s %s %s %s CARD %s", mmdd(t.AuthDate), t.Party, strings.ToUpper(t.City), t.State, t.Card)
	case KATM:
		return fmt.Sprintf("ATM WITHDRAWAL %s %s %s %s %s CARD %s", t.Ref, mmdd(t.AuthDate), t.Party, strings.ToUpper(t.City), t.State, t.Card)
	case KServiceFee:
		return "MONTHLY SERVICE FEE"
	case KODFee:
		return fmt.Sprintf("OVERDRAFT FEE FOR A $%s ITEM - DETAILS: %s", money(t.Item.Cents), itemText(t.Item))
	case KNSFFee:
		return fmt.Sprintf("INSUFFICIENT FUNDS FEE FOR A $%s ITEM - DETAILS: %s RETURNED", money(t.Item.Cents), itemText(t.Item))
	case KReturnedDeposit:
		return fmt.Sprintf("DEPOSITED ITEM RETURNED NSF REF %s", t.Ref)
	case KReturnedItemFee:
		return "DEPOSITED ITEM RETURNED FEE"
	case KNotice:
		return "MONTHLY SERVICE FEE WAIVED"
	}
	return strings.ToUpper(t.Party)
}

// descBoA: "CO DES:... ID:... INDN:... CO ID:... CCD" and CHECKCARD wording.
func descBoA(t *Txn, st *Statement) string {
	b := st.Biz
	if isACH(t) {
		return fmt.Sprintf("%s DES:%s ID:%s INDN:%s CO ID:%s CCD", coName(t), entryDescr(t), t.Ref2, indName(st), achID(t))
	}
	switch t.Kind {
	case KReversal:
		return fmt.Sprintf("REVERSAL %s DES:%s ID:%s CO ID:%s", coName(t), entryDescr(t), t.Item.Ref2, achID(t))
	case KDeposit:
		return "BKOFAMERICA MOBILE " + t.Date.Format("01/02") + " " + t.Ref + " DEPOSIT *MOBILE TX"
	case KCashDeposit:
		return "BKOFAMERICA ATM " + t.Date.Format("01/02") + " #00000" + t.Ref[:4] + " DEPOSIT " + strings.ToUpper(b.City) + " " + b.State
	case KZelleIn:
		return fmt.Sprintf("Zelle payment from %s Conf# %s", strings.ToUpper(t.Party), strings.ToLower(t.Ref[:9]))
	case KZelleOut:
		return fmt.Sprintf("Zelle payment to %s Conf# %s", strings.ToUpper(t.Party), strings.ToLower(t.Ref[:9]))
	case KWireIn, KLoanProceeds:
		return fmt.Sprintf("WIRE TYPE:WIRE IN DATE:%s TIME:1042 ET TRN:%s SEQ:%s/%s ORIG:%s ID:%s SND BK:FIRST LAKES BANK ID:071000013",
			t.Date.Format("060102"), t.Date.Format("20060102")+t.Ref[:8], t.Ref[8:14], t.Ref[2:8], strings.ToUpper(t.Party), t.Ref[4:13])
	case KWireOut:
		return fmt.Sprintf("WIRE TYPE:WIRE OUT DATE:%s TIME:0931 ET TRN:%s SERVICE REF:%s BNF:%s ID:%s BNF BK:FIRST LAKES BANK ID:071000013",
			t.Date.Format("060102"), t.Date.Format("20060102")+t.Ref[:8], t.Ref[8:14], strings.ToUpper(t.Party), t.Ref[4:13])
	case KWireFee:
		return "WIRE TRANSFER FEE"
	case KXferOut:
		return fmt.Sprintf("Online Banking transfer to SAV %s Confirmation# %s", t.Party, t.Ref)
	case KXferIn:
		return fmt.Sprintf("Online Banking transfer from SAV %s Confirmation# %s", t.Party, t.Ref)
	case KCardPurchase:
		return fmt.Sprintf("CHECKCARD %s %s %s %s %s", t.AuthDate.Format("0102"), t.Party, strings.ToUpper(t.City), t.State, t.Ref)
	case KATM:
		return fmt.Sprintf("BKOFAMERICA ATM %s #00000%s WITHDRWL %s %s %s", t.AuthDate.Format("01/02"), t.Ref[:4], t.Party, strings.ToUpper(t.City), t.State)
	case KServiceFee:
		return "MONTHLY MAINTENANCE FEE"
	case KODFee:
		return fmt.Sprintf("OVERDRAFT ITEM FEE FOR ACTIVITY OF %s %s POSTING DATE %s POSTING SEQ %05d", t.Item.Date.Format("01-02"), itemText(t.Item), t.Date.Format("01-02-06"), t.Item.Seq+1)
	case KNSFFee:
		return fmt.Sprintf("NSF: RETURNED ITEM FEE FOR ACTIVITY OF %s %s ELECTRONIC TRANSACTION POSTING DATE %s", t.Item.Date.Format("01-02"), itemText(t.Item), t.Date.Format("01-02-06"))
	case KReturnedDeposit:
		return "RETURNED ITEM CHARGEBACK " + t.Item.Date.Format("01/02") + " DEPOSIT ITEM REF " + t.Ref
	case KReturnedItemFee:
		return "RETURNED ITEM CHARGEBACK FEE"
	case KNotice:
		return "Monthly Maintenance Fee waived"
	}
	return strings.ToUpper(t.Party)
}

// titleWords gives a mixed-case rendering of an upper-case name.
func titleWords(s string) string {
	ws := strings.Fields(strings.ToLower(s))
	for i, w := range ws {
		if len(w) > 0 && w[0] >= 'a' && w[0] <= 'z' {
			ws[i] = strings.ToUpper(w[:1]) + w[1:]
		}
		if w == "llc" || w == "irs" || w == "adp" || w == "usps" || w == "ups" {
			ws[i] = strings.ToUpper(w)
		}
	}
	return strings.Join(ws, " ")
}

// descWF: mixed case, "Purchase authorized on MM/DD ...".
func descWF(t *Txn, st *Statement) string {
	b := st.Biz
	if isACH(t) {
		return fmt.Sprintf("%s %s %s %s %s", titleWords(coName(t)), titleWords(entryDescr(t)), t.Date.Format("060102"), t.Ref2, titleWords(indName(st)))
	}
	switch t.Kind {
	case KReversal:
		return fmt.Sprintf("Reversal of %s %s %s", titleWords(coName(t)), titleWords(entryDescr(t)), t.Item.Ref2)
	case KDeposit:
		return "Mobile Deposit : Ref Number :" + t.Ref
	case KCashDeposit:
		return "Deposit Made In A Branch/Store"
	case KZelleIn:
		return fmt.Sprintf("Zelle From %s on %s Ref # Pp0%s", titleWords(t.Party), mmdd(t.Date), t.Ref[:8])
	case KZelleOut:
		return fmt.Sprintf("Zelle to %s on %s Ref #Rp0%s", titleWords(t.Party), mmdd(t.Date), t.Ref[:8])
	case KWireIn, KLoanProceeds:
		return fmt.Sprintf("WT Fed#%s First Lakes Bank /Org=%s Srf# IN%s Trn#%s Rfb# %s", t.Ref[:5], titleWords(t.Party), t.Date.Format("060102")+t.Ref[5:10], t.Date.Format("060102")+t.Ref[:6], t.Ref2[:7])
	case KWireOut:
		return fmt.Sprintf("WT %s First Lakes Bank /Bnf=%s Srf# GW0000%s Trn#%s Rfb#", t.Date.Format("060102")+"-"+t.Ref[:6], titleWords(t.Party), t.Ref[6:14], t.Date.Format("060102")+t.Ref[2:8])
	case KWireFee:
		return "Wire Trans Svc Charge - Sequence: " + t.Date.Format("060102") + " Srf# GW00004102"
	case KXferOut:
		return fmt.Sprintf("Online Transfer to %s Business Market Rate Savings xxxxxx%s Ref #Ib0%s on %s", titleWords(lastName(st.Biz.Owner)), t.Party, t.Ref[:7], t.Date.Format("01/02/06"))
	case KXferIn:
		return fmt.Sprintf("Online Transfer From %s Business Market Rate Savings xxxxxx%s Ref #Ib0%s on %s", titleWords(lastName(st.Biz.Owner)), t.Party, t.Ref[:7], t.Date.Format("01/02/06"))
	case KCardPurchase:
		return fmt.Sprintf("Purchase authorized on %s %s %s %s S%s Card %s", mmdd(t.AuthDate), titleWords(t.Party), titleWords(t.City), t.State, t.Ref, t.Card)
	case KATM:
		return fmt.Sprintf("ATM Withdrawal authorized on %s %s %s %s 000%s ATM ID 0%sC Card %s", mmdd(t.AuthDate), titleWords(t.Party), titleWords(t.City), t.State, t.Ref, t.Ref[:3], b.Card)
	case KServiceFee:
		return "Monthly Service Fee"
	case KODFee:
		return fmt.Sprintf("Overdraft Fee for a Transaction Posted on %s $%s %s", mmdd(t.Item.Date), money(t.Item.Cents), titleWords(itemText(t.Item)))
	case KNSFFee:
		return fmt.Sprintf("Non-Sufficient Funds Fee for a Transaction Returned on %s $%s %s", mmdd(t.Date), money(t.Item.Cents), titleWords(itemText(t.Item)))
	case KReturnedDeposit:
		return "Deposited Item Returned Ref#" + t.Ref + " Insufficient Funds"
	case KReturnedItemFee:
		return "Returned Deposited Item Fee"
	case KNotice:
		return "Monthly Service Fee waived"
	}
	return titleWords(t.Party)
}

func lastName(s string) string {
	f := strings.Fields(s)
	return f[len(f)-1]
}

// upperVariant words postings in the terse upper-case style of regional
// banks' core systems. v picks one bank's prefixes.
type upperVariant struct {
	achCredit, achDebit     string // prefixes
	card, atm, deposit      string
	zelleIn, zelleOut       string
	wireIn, wireOut         string
	xferOut, xferIn         string
	od, nsf, svc, retDep    string
	retFee, notice, wireFee string
	check                   string // wording when a check row has a description
}

func descUpper(v upperVariant, t *Txn, st *Statement) string {
	if isACH(t) {
		pre := v.achDebit
		if t.Credit {
			pre = v.achCredit
		}
		return fmt.Sprintf("%s %s %s %s", pre, coName(t), entryDescr(t), t.Ref2)
	}
	switch t.Kind {
	case KReversal:
		return fmt.Sprintf("ACH REVERSAL %s %s %s", coName(t), entryDescr(t), t.Item.Ref2)
	case KDeposit:
		return v.deposit
	case KCashDeposit:
		return v.deposit + " CASH"
	case KZelleIn:
		return fmt.Sprintf("%s %s %s", v.zelleIn, strings.ToUpper(t.Party), t.Ref)
	case KZelleOut:
		return fmt.Sprintf("%s %s %s", v.zelleOut, strings.ToUpper(t.Party), t.Ref)
	case KWireIn, KLoanProceeds:
		return fmt.Sprintf("%s %s REF %s", v.wireIn, strings.ToUpper(t.Party), t.Ref[:12])
	case KWireOut:
		return fmt.Sprintf("%s %s REF %s", v.wireOut, strings.ToUpper(t.Party), t.Ref[:12])
	case KWireFee:
		return v.wireFee
	case KXferOut:
		return fmt.Sprintf("%s %s", v.xferOut, t.Party)
	case KXferIn:
		return fmt.Sprintf("%s %s", v.xferIn, t.Party)
	case KCardPurchase:
		return fmt.Sprintf("%s %s %s %s %s", v.card, t.AuthDate.Format("0102"), t.Party, strings.ToUpper(t.City), t.State)
	case KATM:
		return fmt.Sprintf("%s %s %s %s", v.atm, t.Party, strings.ToUpper(t.City), t.State)
	case KServiceFee:
		return v.svc
	case KODFee:
		return fmt.Sprintf("%s %s %s", v.od, itemText(t.Item), money(t.Item.Cents))
	case KNSFFee:
		return fmt.Sprintf("%s %s %s", v.nsf, itemText(t.Item), money(t.Item.Cents))
	case KReturnedDeposit:
		return v.retDep
	case KReturnedItemFee:
		return v.retFee
	case KNotice:
		return v.notice
	case KCheck:
		return v.check
	}
	return strings.ToUpper(t.Party)
}

// descNeo: the short mixed-case descriptions of a business neobank.
func descNeo(t *Txn, st *Statement) string {
	switch t.Kind {
	case KCardSettle:
		return fmt.Sprintf("%s; %s", titleWords(procCo(t.Party)), titleWords(entryDescr(t)))
	case KMCA, KLoanPmt, KVendorACH, KUtility, KInsurance, KProcessorFee:
		return fmt.Sprintf("%s; %s", titleWords(coName(t)), titleWords(entryDescr(t)))
	case KPayroll, KPayrollTax:
		return fmt.Sprintf("%s; %s", titleWords(payrollCo(t.Party, t.Kind == KPayrollTax)), titleWords(entryDescr(t)))
	case KTaxRefund:
		return "IRS TREAS 310; Tax Ref"
	case KTaxPayment:
		return "IRS; USATAXPYMT"
	case KReversal:
		return "Returned ACH: " + titleWords(coName(t))
	case KDeposit:
		return "Check deposit #" + t.Ref[:5]
	case KCashDeposit:
		return "Cash deposit at retail partner"
	case KZelleIn:
		return "Zelle from " + titleWords(t.Party)
	case KZelleOut:
		return "Zelle to " + titleWords(t.Party)
	case KWireIn, KLoanProceeds:
		return "Wire from " + titleWords(t.Party) + " IMAD " + t.Date.Format("20060102") + t.Ref2[:8]
	case KWireOut:
		return "Wire to " + titleWords(t.Party) + " Ref " + t.Ref[:8]
	case KWireFee:
		return "Domestic wire fee"
	case KXferOut:
		return "Transfer to Savings ••" + t.Party
	case KXferIn:
		return "Transfer from Savings ••" + t.Party
	case KCardPurchase:
		return titleWords(t.Party) + " " + titleWords(t.City) + " " + t.State
	case KATM:
		return "ATM withdrawal " + titleWords(t.Party) + " " + titleWords(t.City) + " " + t.State
	case KServiceFee:
		return "Monthly plan fee"
	case KODFee:
		return "Overdraft fee: " + titleWords(itemText(t.Item)) + " $" + money(t.Item.Cents)
	case KNSFFee:
		return "Returned payment fee (NSF): " + titleWords(itemText(t.Item)) + " $" + money(t.Item.Cents)
	case KReturnedDeposit:
		return "Returned check deposit #" + t.Item.Ref[:5]
	case KReturnedItemFee:
		return "Returned deposit fee"
	case KNotice:
		return "Monthly plan fee waived"
	case KCheck:
		return titleWords(t.Party)
	}
	return titleWords(t.Party)
}
