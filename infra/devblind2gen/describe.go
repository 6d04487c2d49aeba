package main

import (
	"fmt"
	"hash/fnv"
	"strings"
	"time"
)

// Description styles: how a bank words the same row.
const (
	styleACH   = "ach"   // national bank, upper case, ACH addenda on continuation lines
	styleWF    = "wf"    // mixed case, one wrapped line
	styleUpper = "upper" // upper case, one wrapped line, no ACH field names
	styleShort = "short" // neobank / credit union: a short name (a Type column says the rest)
)

func origID(party string) string {
	h := fnv.New32a()
	h.Write([]byte(party))
	return fmt.Sprintf("%010d", uint64(h.Sum32())%9000000000+1000000000)[:10]
}

func yymmdd(d time.Time) string { return d.Format("060102") }
func mmdd(d time.Time) string   { return d.Format("01/02") }

func title(s string) string {
	ws := strings.Fields(strings.ToLower(s))
	for i, w := range ws {
		if w == "llc" || w == "tx" || w == "irs" || w == "adp" || w == "usps" {
			ws[i] = strings.ToUpper(w)
			continue
		}
		ws[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(ws, " ")
}

func entryDescr(t *Txn) string {
	switch t.Kind {
	case KSettle:
		switch t.Party {
		case "SQUARE INC":
			return "SQ" + yymmdd(t.Date)
		case "STRIPE":
			return "TRANSFER"
		case "SHOPIFY":
			return "PAYOUT"
		}
		return "SETTLEMENT"
	case KMCA:
		if t.Weekly {
			return "WEEKLY PMT"
		}
		return "DAILY PMT"
	case KFunding:
		return "FUNDING"
	}
	return t.City
}

// achLines is the three-line ACH addenda block of a national bank.
func achLines(t *Txn, s *Stmt) []string {
	ind := t.Ref[:9]
	if t.Kind == KMCA {
		ind = t.City
	}
	return []string{
		fmt.Sprintf("ORIG CO NAME:%s ORIG ID:%s DESC DATE:%s", t.Party, origID(t.Party), yymmdd(t.Date)),
		fmt.Sprintf("CO ENTRY DESCR:%s SEC:CCD TRACE#:0210000%s EED:%s", entryDescr(t), t.Ref[:8], yymmdd(t.Date)),
		fmt.Sprintf("IND ID:%s IND NAME:%s TRN: %sTC", ind, strings.ToUpper(s.Holder), t.Ref[:10]),
	}
}

// describe gives the printed description lines of a row in a style;
// width is the wrap width in characters for one-line descriptions.
func describe(style string, t *Txn, s *Stmt, width int) []string {
	one := func(x string) []string { return wrap(x, width) }
	card := s.Card
	switch style {
	case styleACH:
		switch t.Kind {
		case KSettle, KACHCredit, KMCA, KFunding:
			return achLines(t, s)
		case KACHDebit:
			if t.Party == "ZELLE" {
				return one(fmt.Sprintf("ZELLE PAYMENT TO %s JPM99%s", t.City, t.Ref[:6]))
			}
			return achLines(t, s)
		case KDeposit:
			return one("REMOTE ONLINE DEPOSIT # " + t.Ref[:1])
		case KCard:
			return one(fmt.Sprintf("CARD PURCHASE %s %s %s CARD %s", mmdd(t.CardDate), t.Party, t.City, card))
		case KATM:
			return one(fmt.Sprintf("ATM WITHDRAWAL %s %s 2301 S LAMAR BLVD %s CARD %s", t.Ref, mmdd(t.Date), t.City, card))
		case KWireOut:
			return one(fmt.Sprintf("WIRE TYPE:WIRE OUT DATE:%s TIME:1132 ET TRN:%s BNF:%s ID:%s", yymmdd(t.Date), t.Ref, t.Party, t.Ref[6:16]))
		case KTransferOut:
			return one(fmt.Sprintf("ONLINE TRANSFER TO SAV ...%s TRANSACTION#: %s", t.Ref, origID(fmt.Sprint(t.Date, t.Cents))))
		case KTransferIn:
			return one(fmt.Sprintf("ONLINE TRANSFER FROM SAV ...%s TRANSACTION#: %s", t.Ref, origID(fmt.Sprint(t.Date, t.Cents))))
		}
	case styleWF:
		switch t.Kind {
		case KSettle, KACHCredit, KFunding:
			return one(fmt.Sprintf("%s %s %s %s %s", title(t.Party), title(entryDescr(t)), yymmdd(t.Date), t.Ref[:8], title(s.Holder)))
		case KMCA:
			return one(fmt.Sprintf("Business to Business ACH Debit - %s %s %s %s %s", title(t.Party), title(entryDescr(t)), yymmdd(t.Date), t.City, title(s.Holder)))
		case KACHDebit:
			if t.Party == "ZELLE" {
				return one(fmt.Sprintf("Zelle to %s on %s Ref #Rp0%s", title(t.City), mmdd(t.Date), t.Ref[:7]))
			}
			return one(fmt.Sprintf("%s %s %s %s %s", title(t.Party), title(t.City), yymmdd(t.Date), t.Ref[:8], title(s.Holder)))
		case KDeposit:
			return one("Mobile Deposit : Ref Number :" + t.Ref)
		case KCard:
			return one(fmt.Sprintf("Purchase authorized on %s %s %s S38%s Card %s", mmdd(t.CardDate), title(t.Party), title(t.City), t.Ref[:13], card))
		case KATM:
			return one(fmt.Sprintf("ATM Withdrawal authorized on %s 2301 S Lamar Blvd Austin TX 0004%s ATM ID 0221G Card %s", mmdd(t.Date), t.Ref, card))
		case KWireOut:
			return one(fmt.Sprintf("WT Fed#0%s Lone Star Produce /Bnf=Lone Star Produce Co Srf# Ow0%s Trn#%s Rfb#", t.Ref[:4], t.Ref[4:12], yymmdd(t.Date)+t.Ref[:6]))
		case KTransferOut:
			return one(fmt.Sprintf("Online Transfer to %s Business Savings xxxxxx%s Ref #Ib0%s", title(s.Holder), t.Ref, origID(fmt.Sprint(t.Date, t.Cents))[:7]))
		case KTransferIn:
			return one(fmt.Sprintf("Online Transfer From %s Business Savings xxxxxx%s Ref #Ib0%s", title(s.Holder), t.Ref, origID(fmt.Sprint(t.Date, t.Cents))[:7]))
		case KODFee:
			return one(fmt.Sprintf("Overdraft Fee for a Transaction Posted on %s Irs Usataxpymt", mmdd(t.Date)))
		case KFee:
			return one("Monthly Service Fee")
		case KNotice:
			return one("Paper Statement Fee Waived")
		case KCheck:
			return one("Deposited OR Cashed Check")
		}
	case styleUpper:
		switch t.Kind {
		case KSettle, KACHCredit, KFunding, KMCA:
			return one(fmt.Sprintf("ELECTRONIC %s %s %s %s %s", map[bool]string{true: "DEPOSIT", false: "WITHDRAWAL"}[t.Cents > 0], t.Party, entryDescr(t), yymmdd(t.Date), t.Ref[:10]))
		case KACHDebit:
			if t.Party == "ZELLE" {
				return one(fmt.Sprintf("ZELLE PAYMENT TO %s %s", t.City, t.Ref[:8]))
			}
			return one(fmt.Sprintf("ELECTRONIC WITHDRAWAL %s %s %s", t.Party, t.City, t.Ref[:10]))
		case KDeposit:
			return one("DEPOSIT")
		case KCard:
			return one(fmt.Sprintf("PURCHASE AUTHORIZED ON %s %s %s CARD %s", mmdd(t.CardDate), t.Party, t.City, card))
		case KATM:
			return one(fmt.Sprintf("ATM WITHDRAWAL %s 2301 S LAMAR BLVD %s", t.Ref, t.City))
		case KWireOut:
			return one(fmt.Sprintf("OUTGOING WIRE TRANSFER BNF:%s REF %s", t.Party, t.Ref[:10]))
		case KTransferOut:
			return one("INTERNET TRANSFER TO ACCT *" + t.Ref)
		case KTransferIn:
			return one("INTERNET TRANSFER FROM ACCT *" + t.Ref)
		}
	case styleShort:
		switch t.Kind {
		case KSettle:
			return one(title(t.Party) + " Payout")
		case KACHCredit:
			return one(title(t.Party) + " " + title(t.City))
		case KFunding:
			return one(title(t.Party) + " Funding")
		case KMCA:
			return one(title(t.Party))
		case KACHDebit:
			if t.Party == "ZELLE" {
				return one("Zelle " + title(t.City))
			}
			return one(title(t.Party) + " " + title(t.City))
		case KDeposit:
			return one("Mobile check deposit")
		case KCard:
			return one(title(t.Party) + " " + title(t.City))
		case KATM:
			return one("ATM withdrawal " + title(t.City))
		case KWireOut:
			return one("Wire to " + title(t.Party))
		case KTransferOut:
			return one("Transfer to Savings x" + t.Ref)
		case KTransferIn:
			return one("Transfer from Savings x" + t.Ref)
		case KODFee:
			return one("Insufficient Funds Charge")
		case KFee:
			return one("Monthly Plan Fee")
		case KNotice:
			return one("Paper Statement Fee Waived")
		case KDividend:
			return one("Dividend Earned")
		case KCheck:
			return one(fmt.Sprintf("Check %d", t.Check))
		}
	}
	// shared wording
	switch t.Kind {
	case KCheck:
		return []string{fmt.Sprintf("CHECK #%d", t.Check)}
	case KFee:
		return one("MONTHLY SERVICE FEE")
	case KODFee:
		return one("OVERDRAFT ITEM FEE")
	case KNotice:
		return one("PAPER STATEMENT FEE WAIVED")
	case KDividend:
		return one("DIVIDEND EARNED")
	case KWireIn:
		return one("INCOMING WIRE TRANSFER ORG " + t.Party + " REF " + t.Ref[:10])
	}
	return one(strings.ToUpper(t.Party))
}

// describeAll sets Lines on every row of an account.
func describeAll(style string, a *Account, s *Stmt, width int) {
	for _, t := range a.Txns {
		t.Lines = describe(style, t, s, width)
	}
}
