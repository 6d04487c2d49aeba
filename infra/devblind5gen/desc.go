package main

import (
	"fmt"
	"strings"

	"github.com/docanalysis/service/infra/internal/blindkit"
)

// bankDesc words a row as a US community or national bank prints it:
// ACH rows over two or three lines (ORIG CO NAME / CO ENTRY DESCR / SEC /
// TRACE#), card purchases with the authorization date and card, wires
// with BNF and ID.
func bankDesc(r blindkit.Raw) (string, []string) {
	ed := r.Date.Format("060102")
	switch r.K {
	case "mca":
		e := "DAILY ACH"
		if r.Weekly {
			e = "WKLY REMIT"
		}
		return "", []string{"ACH DEBIT " + r.Party, fmt.Sprintf("CO ENTRY DESCR:%s SEC:CCD ORIG ID:%s", e, r.ID), "TRACE#:" + r.Ref}
	case "funding":
		return "", []string{"ACH CREDIT " + r.Party, fmt.Sprintf("CO ENTRY DESCR:FUNDING SEC:CCD ORIG ID:%s", r.ID), "TRACE#:" + r.Ref}
	case "settle":
		return "", []string{"ACH CREDIT " + r.Party, fmt.Sprintf("CO ENTRY DESCR:SETTLEMENT ID:%s EED:%s", r.Ref[:9], ed)}
	case "card":
		return "", []string{fmt.Sprintf("POS PURCHASE AUTHORIZED ON %s", r.Card.Format("01/02")), fmt.Sprintf("%s %s %s CARD 6631", r.Party, r.City, r.State)}
	case "achdebit", "payroll", "tax":
		return "", []string{"ACH DEBIT " + r.Party, fmt.Sprintf("CO ENTRY DESCR:%s SEC:CCD ORIG ID:%s", r.Entry, blindkit.OrigID(r.Party)), "TRACE#:" + r.Ref}
	case "achcredit":
		return "", []string{"ACH CREDIT " + r.Party, fmt.Sprintf("CO ENTRY DESCR:%s SEC:CCD", r.Entry), "TRACE#:" + r.Ref}
	case "deposit":
		return "", []string{"DEPOSIT", "REF " + r.Ref}
	case "xferout":
		return "", []string{"ONLINE TRANSFER TO SAVINGS XXXXXX" + r.Ref[:4]}
	case "xferin":
		return "", []string{"ONLINE TRANSFER FROM SAVINGS XXXXXX" + r.Ref[:4]}
	case "zelleout":
		return "", []string{"ZELLE PAYMENT TO " + r.Party, "CONF# " + r.Ref}
	case "zellein":
		return "", []string{"ZELLE PAYMENT FROM " + r.Party, "CONF# " + r.Ref}
	case "wireout":
		return "", []string{"OUTGOING WIRE TRANSFER", "WIRE TYPE:WIRE OUT BNF:" + r.Party, "ID:" + r.Ref}
	case "check":
		return "", []string{fmt.Sprintf("CHECK #%d", r.Check)}
	case "fee":
		return "", []string{"MONTHLY MAINTENANCE FEE"}
	case "nsf":
		return "", []string{"OVERDRAFT ITEM FEE", "PAID ITEM REF " + r.Ref}
	case "notice":
		return "", []string{r.Entry}
	}
	return "", []string{r.Party}
}

func titleCase(s string) string {
	ws := strings.Fields(strings.ToLower(s))
	for i, w := range ws {
		if len(w) > 0 {
			ws[i] = strings.ToUpper(w[:1]) + w[1:]
		}
	}
	return strings.Join(ws, " ")
}
