package statement

import "regexp"

// bankCodeRe is a labelled bank identifier printed in a statement's
// header: India's IFSC branch code (SBIN0016215, "IFS Code") or a
// SWIFT/BIC code (RABONL2U). Its first four letters name the bank.
var bankCodeRe = regexp.MustCompile(`(?i)\b(?:IFSC?|IFS\s+Code|BIC|SWIFT(?:\s+code)?)\s*(?:code)?\s*[:.]?\s*([A-Z]{4})(?:0[A-Z0-9]{6}|[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)\b`)

// bankCodes maps the bank part of an IFSC or BIC to the bank's name:
// the banks whose statements name themselves only in a logo image.
var bankCodes = map[string]string{
	// India (IFSC).
	"SBIN": "State Bank of India", "KKBK": "Kotak Mahindra Bank", "HDFC": "HDFC Bank", "ICIC": "ICICI Bank",
	"UTIB": "Axis Bank", "PUNB": "Punjab National Bank", "BARB": "Bank of Baroda", "CNRB": "Canara Bank",
	"UBIN": "Union Bank of India", "YESB": "Yes Bank", "IDIB": "Indian Bank", "INDB": "IndusInd Bank",
	"FDRL": "Federal Bank", "BKID": "Bank of India", "IOBA": "Indian Overseas Bank", "KVBL": "Karur Vysya Bank",
	"IDFB": "IDFC First Bank", "MAHB": "Bank of Maharashtra", "CBIN": "Central Bank of India",
	// Netherlands and Belgium (BIC).
	"RABO": "Rabobank", "INGB": "ING", "ABNA": "ABN AMRO", "SNSB": "SNS Bank", "ASNB": "ASN Bank",
	"TRIO": "Triodos Bank", "KRED": "KBC", "GEBA": "BNP Paribas Fortis",
}

// bankFromCode names the bank from the IFSC or BIC code its header
// prints, "" when none is printed or the code is not one of bankCodes.
// Codes in transaction rows (a UPI counterparty's bank) are never read:
// only the header lines are given.
func bankFromCode(hdr []line) string {
	for _, l := range hdr {
		if m := bankCodeRe.FindStringSubmatch(l.text()); m != nil {
			if n, ok := bankCodes[m[1]]; ok {
				return n
			}
		}
	}
	return ""
}
