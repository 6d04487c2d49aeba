package main

import (
	"fmt"
	"strings"
	"time"
)

// ---- mixprint: one business-checking month printed in a combination of
// conventions chosen per document (a "convention matrix").
//
// Every document is an ordinary, internally consistent statement of the
// model (card settlements, customer ACH and Zelle, MCA fundings and
// debits, payroll and payroll tax, checks, own transfers, fees and, in the
// low-balance months, NSF and overdraft fees in the bank's own words). What
// varies from document to document is only how it is printed: see
// mixConv and mixDocs. Busy months are thinned to about 60 rows (and the
// fees the thinned balances draw) before they are worded (the answer is
// the thinned statement).

// mixConv is one cell of the matrix.
type mixConv struct {
	Tag      string // c01 … (in the file name)
	Variant  int
	Producer string
	Seed     uint64
	Bank     int // index into mixBanks
	// Head is the header style: 0 envelope window under a P.O. box (the
	// bank named only in the footer and web address), 1 the bank's name
	// on top beside a Questions? box, 2 a relationship box of several
	// accounts with the bank in the Questions? line, 3 a statement-date
	// box with a "Member FDIC" line under the logo.
	Head int
	// Extra is the holder's second line: "dba", "owner", "co", "attn"
	// or "" (none).
	Extra string
	Acct  int // account number form (mixAcct)
	Per   int // period wording (mixPeriod)
	// Date is the fmtDate layout of the table's dates; DateFirst prints
	// it on a day's first row only (and again at a page's top).
	Date      string
	DateFirst bool
	// Amount: "dc" (Debits | Credits), "cd" (Credits | Debits), one
	// signed column "minus", "paren", "trail", "crdr", "dollarminus",
	// "plus"; sectioned documents "plain" or "dollar".
	Amount string
	// Balance: "every", "dayend" or "none"; Across > 0 adds a daily
	// balance table that many pairs across.
	Balance string
	Across  int
	// Summary: "first", "end" or "none".
	Summary  string
	Sections bool
	// CheckRows: sectioned documents list checks as rows (else three
	// across in number order).
	CheckRows bool
	Lines     int    // description lines, 1 to 3
	Col       string // "", "type" or "category"
	Upper     bool   // descriptions in capitals (else mixed case)
	Font      string // "", "serif" or "mono"
}

type mixBank struct {
	Name    string
	Aliases []string
	Web     string
	Phone   string
	POBox   []string
	Legal   string
	NSF, OD string
	Monthly string
	Product string
	Creator string
}

var mixBanks = []mixBank{
	{Name: "Saltmarsh Bank & Trust", Aliases: []string{"Saltmarsh Bank and Trust", "SALTMARSH BANK & TRUST", "Saltmarsh", "saltmarshbank.com"},
		Web: "saltmarshbank.com", Phone: "1-866-555-0148", POBox: []string{"P.O. Box 7410", "Beaufort, SC 29901-7410"},
		Legal: "Saltmarsh Bank & Trust. Member FDIC. Equal Housing Lender. NMLS #402118.",
		NSF:   "RETURNED ITEM FEE - INSUFFICIENT FUNDS", OD: "PAID ITEM OVERDRAFT FEE", Monthly: "MONTHLY MAINTENANCE FEE",
		Product: "Business Essentials Checking", Creator: "Quadient Inspire 14.3"},
	{Name: "Wexford Hills National Bank", Aliases: []string{"WEXFORD HILLS NATIONAL BANK", "Wexford Hills", "Wexford Hills National", "wexfordhills.com"},
		Web: "wexfordhills.com", Phone: "1-800-555-0193", POBox: []string{"P.O. Box 1390", "Wexford, PA 15090-1390"},
		Legal: "Wexford Hills National Bank, Member FDIC. Deposits insured up to $250,000 per depositor, per ownership category.",
		NSF:   "NSF CHARGE RETURNED ITEM", OD: "OVERDRAFT CHARGE PAID ITEM", Monthly: "SERVICE CHARGE",
		Product: "Commercial Interest Checking", Creator: "StreamServe Persuasion 5.6"},
	{Name: "Bramblewood Community Bank", Aliases: []string{"BRAMBLEWOOD COMMUNITY BANK", "Bramblewood", "Bramblewood Bank", "bramblewoodbank.com"},
		Web: "bramblewoodbank.com", Phone: "(402) 555-0127", POBox: []string{"PO Box 250", "Blair NE 68008-0250"},
		Legal: "Bramblewood Community Bank | Member FDIC | Routing 104000511 | bramblewoodbank.com",
		NSF:   "INSUFFICIENT FUNDS FEE", OD: "OVERDRAFT ITEM FEE", Monthly: "ACCOUNT MAINTENANCE FEE",
		Product: "Small Business Checking", Creator: "Compuset CSF 9.2"},
	{Name: "Tern Harbor Savings Bank", Aliases: []string{"TERN HARBOR SAVINGS BANK", "Tern Harbor", "Tern Harbor Savings", "ternharbor.com"},
		Web: "ternharbor.com", Phone: "1-888-555-0164", POBox: []string{"P.O. Box 300", "Gloucester, MA 01931-0300"},
		Legal: "Tern Harbor Savings Bank. Member FDIC. Member DIF. All deposits are insured in full.",
		NSF:   "UNPAID ITEM FEE", OD: "OD ITEM CHARGE", Monthly: "MONTHLY SERVICE CHARGE",
		Product: "Business Advantage Checking", Creator: "OpenText Exstream 16.4"},
}

// mixDocs is the matrix: each document a different combination.
var mixDocs = []mixConv{
	{Tag: "c01", Variant: 0, Producer: "reportlab", Bank: 0, Head: 0, Extra: "dba", Acct: 0, Per: 0,
		Date: "Jan 2", Amount: "dc", Balance: "every", Summary: "first", Lines: 2, Upper: true},
	{Tag: "c02", Variant: 1, Producer: "ghostscript", Bank: 1, Head: 1, Extra: "owner", Acct: 1, Per: 1,
		Date: "01/02/2006", Amount: "trail", Balance: "dayend", Summary: "end", Lines: 3, Col: "type", Upper: true, Font: "mono"},
	{Tag: "c03", Variant: 2, Producer: "cairo", Bank: 2, Head: 2, Extra: "co", Acct: 2, Per: 2,
		Date: "02 Jan", Amount: "paren", Balance: "none", Across: 4, Summary: "first", Lines: 1, Col: "category"},
	{Tag: "c04", Variant: 3, Producer: "fpdf-core", Bank: 3, Head: 3, Extra: "attn", Acct: 3, Per: 3,
		Date: "1/2", Amount: "plain", Sections: true, Balance: "none", Across: 3, Summary: "first", Lines: 3, Upper: true},
	{Tag: "c05", Variant: 0, Producer: "ghostscript", Bank: 2, Head: 1, Acct: 4, Per: 0,
		Date: "JAN 02", Amount: "crdr", Balance: "every", Summary: "end", Lines: 3, Upper: true, Font: "serif"},
	{Tag: "c06", Variant: 1, Producer: "cairo", Bank: 0, Head: 0, Extra: "owner", Acct: 2, Per: 1,
		Date: "01/02", Amount: "plus", Balance: "every", Summary: "first", Lines: 1, Col: "type"},
	{Tag: "c07", Variant: 2, Producer: "reportlab", Bank: 3, Head: 3, Extra: "dba", Acct: 0, Per: 2,
		Date: "01/02/06", Amount: "dollarminus", Balance: "dayend", Across: 3, Summary: "first", Lines: 2, Font: "serif"},
	{Tag: "c08", Variant: 3, Producer: "cairo", Bank: 1, Head: 2, Acct: 3, Per: 3,
		Date: "Jan 2, 2006", DateFirst: true, Amount: "cd", Balance: "dayend", Summary: "none", Lines: 2, Col: "category"},
	{Tag: "c09", Variant: 0, Producer: "fpdf-ttf", Bank: 2, Head: 0, Acct: 1, Per: 3,
		Date: "02-Jan-06", Amount: "minus", Balance: "every", Summary: "none", Lines: 2},
	{Tag: "c10", Variant: 1, Producer: "fpdf-words", Bank: 3, Head: 2, Extra: "co", Acct: 4, Per: 0,
		Date: "Jan 2", DateFirst: true, Amount: "dollar", Sections: true, CheckRows: true, Balance: "none", Across: 4, Summary: "end", Lines: 3, Upper: true},
	{Tag: "c11", Variant: 2, Producer: "ghostscript", Bank: 0, Head: 1, Extra: "attn", Acct: 2, Per: 1,
		Date: "2006-01-02", DateFirst: true, Amount: "plus", Balance: "dayend", Summary: "none", Lines: 3, Col: "type", Upper: true},
	{Tag: "c12", Variant: 3, Producer: "reportlab", Bank: 1, Head: 3, Extra: "owner", Acct: 1, Per: 2,
		Date: "01/02/2006", Amount: "paren", Balance: "every", Summary: "end", Lines: 1, Col: "category", Upper: true},
}

// ---- wording.

// mixKeep are the words mixed-case wording keeps in capitals.
var mixKeep = []string{"ACH", "CCD", "PPD", "ID:", "CO", "IRS", "TREAS", "ATM", "POS", "NSF", "OD", "IMAD", "OBI:", "FED", "REF",
	"CONF#", "BNF", "PIN", "USATAXPYMT", "EFTPS", "MID", "SQ", "ST", "XXXXXX", "TRACE", "DBA"}

const mixSep = "\x1e"

// mixKindOf is a row's kind (famClassify's code) and its printed lines.
func mixKindOf(r frow) (string, []string) {
	k, ls, _ := strings.Cut(r.Code, "\x1f")
	return k, strings.Split(ls, mixSep)
}

// prepareMix thins a busy month, names every row's kind and words it.
func prepareMix(fs *fstmt, c mixConv) {
	b := mixBanks[c.Bank]
	fs.Creator = b.Creator
	mixThin(fs, 60)
	famRenumberChecks(fs)
	info := famClassify(fs)
	city, st := famCityState(fs)
	card := digits(fs.Opening*23+11, 4)
	sav := digits(fs.Opening*41+3, 4)
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		md := in.AuthDay.Format("01/02")
		coid := func(p string) string { return "CO ID:" + famDigits(fs, 0, "mxco"+p, 10) }
		trace := "TRACE " + famDigits(fs, i, "mxtr", 15)
		person := in.Party
		var one string
		var multi []string
		switch r.Code {
		case kSquare:
			ref := "SQ" + famDigits(fs, i, "mxsqd", 2) + famAlnum(fs, i, "mxsq", 6)
			one, multi = "SQUARE INC DEPOSIT "+ref, []string{"ACH CREDIT SQUARE INC", ref + " " + coid("SQ") + " CCD", trace}
		case kStripe:
			ref := "ST-" + famDigits(fs, i, "mxstd", 2) + famAlnum(fs, i, "mxst", 8)
			one, multi = "STRIPE TRANSFER "+ref, []string{"ACH CREDIT STRIPE", "TRANSFER " + ref + " " + coid("ST") + " CCD", trace}
		case kClover:
			mid := famDigits(fs, 0, "mxmid", 12)
			one, multi = "CLOVER APP DEPOSIT MID "+mid, []string{"ACH CREDIT CLOVER APP", "DEPOSIT MID " + mid + " " + coid("CL") + " CCD", trace}
		case kShopify:
			ref := famDigits(fs, i, "mxsh", 9)
			one, multi = "SHOPIFY PAYOUT "+ref, []string{"ACH CREDIT SHOPIFY", "PAYOUT " + ref + " " + coid("SH") + " CCD", trace}
		case kACHIn:
			inv := "INV " + famDigits(fs, i, "mxinv", 4)
			one, multi = "ACH CREDIT "+in.Party+" "+inv, []string{"ACH CREDIT " + in.Party, "PAYMENT " + inv + " " + coid(in.Party) + " CCD", trace}
		case kTaxRefund:
			one, multi = "IRS TREAS 310 TAX REF", []string{"IRS TREAS 310 TAX REF", "CO ID:9101036151 PPD", trace}
		case kZelleIn:
			one, multi = "ZELLE FROM "+person, []string{"ZELLE PAYMENT FROM " + person, "CONF# " + famAlnum(fs, i, "mxz", 10), "MEMO INV " + famDigits(fs, i, "mxzm", 4)}
		case kMobile:
			ref := famDigits(fs, i, "mxmd", 9)
			one, multi = "MOBILE DEPOSIT REF "+ref, []string{"MOBILE CHECK DEPOSIT", "REF " + ref, "ITEMS 1"}
		case kBranchDep:
			one, multi = "BRANCH DEPOSIT "+city+" "+st, []string{"BRANCH DEPOSIT", city + " " + st + " BR " + famDigits(fs, 0, "mxbr", 3), "TELLER " + famDigits(fs, i, "mxtl", 4)}
		case kXferIn:
			one, multi = "ONLINE TRANSFER FROM SAV XXXXXX"+sav, []string{"ONLINE TRANSFER FROM", "BUSINESS SAVINGS XXXXXX" + sav, "CONF " + famDigits(fs, i, "mxcf", 8)}
		case kRefund:
			one, multi = "CARD REFUND "+in.Party, []string{"PURCHASE RETURN " + in.Party, city + " " + st + " ON " + md, "CARD " + card}
		case kFeeRev:
			one, multi = "OVERDRAFT FEE REVERSAL", []string{"OVERDRAFT FEE REVERSAL", "COURTESY REFUND"}
		case kFunding:
			one = "WIRE IN " + in.Party + " LLC"
			multi = []string{"INCOMING WIRE " + in.Party + " LLC", "FED REF " + famDigits(fs, i, "mxfr", 6) + " IMAD " + r.Date.Format("20060102") + "MMQFMP" + famDigits(fs, i, "mxim", 6),
				"OBI: FUNDING AGREEMENT " + famAlnum(fs, i, "mxobi", 6)}
		case kCard, kRecurring, kCardPin:
			head := "PURCHASE AUTHORIZED ON " + md
			if r.Code == kCardPin {
				head = "POS PIN PURCHASE ON " + md
			}
			tail := "CARD " + card + " REF " + famDigits(fs, i, "mxcr", 9)
			if r.Code == kRecurring {
				tail = "RECURRING CARD " + card
			}
			one, multi = "POS "+in.Party+" "+city+" "+st, []string{head, in.Party + " " + city + " " + st, tail}
		case kATM:
			one, multi = "ATM WITHDRAWAL "+fs.Street, []string{"ATM CASH WITHDRAWAL", fs.Street + " " + city + " " + st, "CARD " + card}
		case kCheck:
			one = fmt.Sprintf("CHECK %d", r.CheckNo)
		case kPayroll:
			ref := famDigits(fs, i, "mxpr", 6)
			one, multi = "ADP WAGE PAY "+ref, []string{"ACH DEBIT ADP WAGE PAY", "PAYROLL " + ref + " " + coid("ADP") + " CCD", trace}
		case kPayrollTax:
			ref := famDigits(fs, i, "mxtx", 15)
			one, multi = "IRS USATAXPYMT "+ref, []string{"ACH DEBIT IRS USATAXPYMT", "EFTPS " + ref + " PPD", trace}
		case kUtility:
			one, multi = "ACH DEBIT "+in.Party+" UTIL PYMT", []string{"ACH DEBIT " + in.Party, "UTIL PYMT ACCT " + famDigits(fs, 0, "mxua"+in.Party, 8) + " " + coid(in.Party), trace}
		case kBillPay:
			one, multi = "BILL PAY "+in.Party, []string{"ONLINE BILL PAY " + in.Party, "CONF " + famDigits(fs, i, "mxbp", 8), "ACCT ENDING " + famDigits(fs, 0, "mxbpa", 4)}
		case kZelleOut:
			one, multi = "ZELLE TO "+person, []string{"ZELLE PAYMENT TO " + person, "CONF# " + famAlnum(fs, i, "mxzo", 10), "MEMO SUBCONTRACT"}
		case kXferOut:
			one, multi = "ONLINE TRANSFER TO SAV XXXXXX"+sav, []string{"ONLINE TRANSFER TO", "BUSINESS SAVINGS XXXXXX" + sav, "CONF " + famDigits(fs, i, "mxcf", 8)}
		case kMCAPay:
			one, multi = in.Party+" ACH PMT", []string{"ACH DEBIT " + in.Party, "DAILY PMT " + coid(in.Party) + " CCD", trace}
		case kLoanPay:
			ln := famDigits(fs, 0, "mxln", 10)
			one, multi = in.Party+" LOAN PMT", []string{"ACH DEBIT " + in.Party, "LOAN PMT " + ln + " " + coid(in.Party), trace}
		case kWireOut:
			bnf := in.Party
			if !strings.Contains(bnf, "CITY OF") && !strings.Contains(bnf, "HOA") && !strings.Contains(bnf, "HEALTH") {
				bnf += " LLC"
			}
			one = "WIRE OUT " + bnf
			multi = []string{"OUTGOING WIRE " + bnf, "BNF ACCT XXXX" + famDigits(fs, i, "mxba", 4) + " FED REF " + famDigits(fs, i, "mxwf", 6), "OUR REF " + famAlnum(fs, i, "mxwr", 8)}
		case kReturned:
			one, multi = "RETURNED DEPOSIT ITEM NSF", []string{"DEPOSITED ITEM RETURNED", "REASON: NSF", "ITEM REF " + famDigits(fs, i, "mxri", 8)}
		case kNSF, kOD, kMonthly:
			w := b.NSF
			switch r.Code {
			case kOD:
				w = b.OD
			case kMonthly:
				w = b.Monthly
			}
			one, multi = w, []string{w}
			if k := in.Trigger; k >= 0 {
				multi = append(multi, "ITEM AMOUNT $"+money(fs.Rows[k].Cents))
				one = w + " AMT $" + money(fs.Rows[k].Cents)
			}
		default:
			panic("mixprint: no wording for " + r.Code)
		}
		ls := []string{one}
		if c.Lines >= 2 && len(multi) > 0 {
			ls = multi[:min(c.Lines, len(multi))]
		}
		for k := range ls {
			ls[k] = strings.Join(strings.Fields(ls[k]), " ")
			// Mixed-case wording: the first line (the kind and the
			// party) in mixed case, the detail lines as the network
			// sent them.
			if !c.Upper && (k == 0 || kindLine(r.Code)) {
				ls[k] = famTitle(ls[k], mixKeep...)
			}
		}
		r.Desc = strings.Join(ls, " ")
		r.Code = r.Code + "\x1f" + strings.Join(ls, mixSep)
	}
}

// kindLine reports whether a kind's every line is the bank's own wording
// (a card purchase's merchant and place, a fee's item amount).
func kindLine(kind string) bool {
	switch kind {
	case kCard, kCardPin, kRecurring, kRefund, kATM, kNSF, kOD, kMonthly, kFeeRev, kBranchDep:
		return true
	}
	return false
}

// mixThin drops card purchases, deposits and transfers, spread over the
// month, until a statement has at most n rows, and rebalances.
func mixThin(fs *fstmt, n int) {
	extra := len(fs.Rows) - n
	if extra <= 0 {
		return
	}
	// Pairs of a debit and a credit of close dates and amounts, so the
	// month's course of balances barely moves.
	var deb, cre []int
	for i, r := range fs.Rows {
		switch {
		case strings.HasPrefix(r.Desc, "CARD PURCHASE") || strings.HasPrefix(r.Desc, "UTILITY PMT") || strings.HasPrefix(r.Desc, "ONLINE TRANSFER TO"):
			deb = append(deb, i)
		case strings.HasPrefix(r.Desc, "SQUARE INC") || strings.HasPrefix(r.Desc, "STRIPE") || strings.HasPrefix(r.Desc, "MOBILE DEPOSIT") ||
			strings.HasPrefix(r.Desc, "ACH CREDIT") || strings.HasPrefix(r.Desc, "ONLINE TRANSFER FROM"):
			cre = append(cre, i)
		}
	}
	drop := map[int]bool{}
	pairs := (extra + 1) / 2
	for k := 0; k < pairs && k < len(deb); k++ {
		di := deb[k*len(deb)/min(pairs, len(deb))]
		d := fs.Rows[di]
		best, bestCost := -1, int64(0)
		for _, ci := range cre {
			if drop[ci] {
				continue
			}
			c := fs.Rows[ci]
			days := int64(c.Date.Sub(d.Date).Hours() / 24)
			cost := c.Cents - d.Cents
			if cost < 0 {
				cost = -cost
			}
			if days < 0 {
				days = -days
			}
			cost += days * 20000
			if best < 0 || cost < bestCost {
				best, bestCost = ci, cost
			}
		}
		drop[di] = true
		if best >= 0 {
			drop[best] = true
		}
	}
	// The fees follow the thinned balances as the bank charges them:
	// after a debit that leaves the account below zero, once a day.
	var keep []frow
	bal, feeDay, n := fs.Opening, time.Time{}, 0
	for i, r := range fs.Rows {
		if drop[i] || r.Category == "nsf_fee" {
			continue
		}
		keep = append(keep, r)
		if r.Credit {
			bal += r.Cents
			continue
		}
		bal -= r.Cents
		if bal < 0 && !r.Date.Equal(feeDay) && r.Desc != "MONTHLY SERVICE FEE" {
			feeDay = r.Date
			fee := frow{txn: txn{Date: r.Date, Desc: "NSF FEE RETURNED ITEM CHARGE", Cents: 3500, Category: "nsf_fee"}}
			if famHash(fs, n, "mxfee")%2 == 0 {
				fee.Desc = "OVERDRAFT ITEM FEE"
			}
			n++
			bal -= fee.Cents
			keep = append(keep, fee)
		}
	}
	fs.Rows = keep
	fs.rebalance()
}

// ---- printing helpers.

// mixW is the width of s in the document's font at size.
func mixW(font, s string, size float64, bold bool) float64 {
	if font == "mono" {
		return 0.6 * size * float64(len(s))
	}
	return helvW(s, size, bold)
}

// mixWrap wraps s to w points in the document's font.
func mixWrap(font, s string, w, size float64) []string {
	if font == "mono" {
		return famfWrap(s, int(w/(0.6*size)))
	}
	var out []string
	for _, l := range wrapWidth(s, w, size, false) {
		for helvW(l, size, false) > w && len(l) > 8 {
			k := len(l) - 1
			for k > 1 && helvW(l[:k], size, false) > w {
				k--
			}
			out = append(out, l[:k])
			l = l[k:]
		}
		out = append(out, l)
	}
	return out
}

// mixAmt prints a row's amount in a signed-column convention.
func mixAmt(form string, c int64, credit bool) string {
	m := money(c)
	if credit {
		switch form {
		case "crdr":
			return m + " CR"
		case "dollarminus", "dollar":
			return "$" + m
		case "plus":
			return "+$" + m
		}
		return m
	}
	switch form {
	case "minus":
		return "-" + m
	case "paren":
		return "(" + m + ")"
	case "trail":
		return m + "-"
	case "crdr":
		return m + " DR"
	case "dollarminus":
		return "$-" + m
	case "plus":
		return "-$" + m
	case "dollar":
		return "$" + m
	}
	return m
}

// mixBal prints a balance as the document prints negative figures.
func mixBal(form string, c int64) string {
	if c >= 0 {
		switch form {
		case "dollarminus", "plus", "dollar":
			return "$" + money(c)
		}
		return money(c)
	}
	switch form {
	case "paren", "cd":
		return "(" + money(c) + ")"
	case "trail":
		return money(c) + "-"
	case "dollarminus":
		return "$-" + money(c)
	case "plus", "dollar":
		return "-$" + money(c)
	}
	return "-" + money(c)
}

// mixAcct prints the account number in one of the forms statements use.
func mixAcct(fs *fstmt, form int) string {
	a := fs.AccountNo
	l4 := a[len(a)-4:]
	switch form {
	case 0:
		return "XXXXXXXX" + l4
	case 1:
		return a[:4] + "-" + a[4:8] + "-" + l4
	case 2:
		return "****" + l4
	case 3:
		return "ending in " + l4
	}
	return a
}

// mixPeriod is the period in one of the wordings statements use.
func mixPeriod(fs *fstmt, form int) []string {
	s, e := fs.Start, fs.End
	switch form {
	case 0:
		return []string{"Statement Period: " + s.Format("01/02/2006") + " through " + e.Format("01/02/2006")}
	case 1:
		return []string{"For the period " + s.Format("January 2, 2006") + " to " + e.Format("January 2, 2006")}
	case 2:
		return []string{"Beginning Date: " + s.Format("Jan 2, 2006"), "Ending Date: " + e.Format("Jan 2, 2006")}
	}
	return []string{"Statement Date: " + e.Format("01/02/06"), "Statement Period: " + s.Format("01/02/06") + " - " + e.Format("01/02/06")}
}

// mixTypeCol is a row's Type or Category cell as the bank labels it.
func mixTypeCol(c mixConv, kind string) string {
	typ, cat := "", ""
	switch kind {
	case kSquare, kStripe, kClover, kShopify:
		typ, cat = "ACH CR", "Card Sales"
	case kACHIn:
		typ, cat = "ACH CR", "Customer Pmt"
	case kTaxRefund:
		typ, cat = "ACH CR", "Tax Refund"
	case kZelleIn:
		typ, cat = "ZELLE", "Customer Pmt"
	case kMobile, kBranchDep:
		typ, cat = "DEPOSIT", "Deposit"
	case kXferIn, kXferOut:
		typ, cat = "TRANSFER", "Transfer"
	case kRefund:
		typ, cat = "CARD", "Refund"
	case kFeeRev:
		typ, cat = "ADJ", "Fees"
	case kFunding:
		typ, cat = "WIRE IN", "Financing"
	case kCard, kCardPin:
		typ, cat = "POS", "Supplies"
	case kRecurring:
		typ, cat = "POS", "Telecom"
	case kATM:
		typ, cat = "ATM", "Cash"
	case kCheck:
		typ, cat = "CHECK", "Checks"
	case kPayroll:
		typ, cat = "ACH DR", "Payroll"
	case kPayrollTax:
		typ, cat = "ACH DR", "Taxes"
	case kUtility:
		typ, cat = "ACH DR", "Utilities"
	case kBillPay:
		typ, cat = "BILL PAY", "Utilities"
	case kZelleOut:
		typ, cat = "ZELLE", "Vendors"
	case kMCAPay:
		typ, cat = "ACH DR", "Financing"
	case kLoanPay:
		typ, cat = "ACH DR", "Loan Payment"
	case kWireOut:
		typ, cat = "WIRE OUT", "Vendors"
	case kReturned:
		typ, cat = "RETURN", "Returned Item"
	case kNSF, kOD, kMonthly:
		typ, cat = "FEE", "Fees"
	}
	if c.Col == "category" {
		return cat
	}
	if !c.Upper {
		return famTitle(typ, "ACH", "CR", "DR", "ATM", "POS", "ADJ")
	}
	return typ
}

// ---- drawing.

func drawMix(fs *fstmt, c mixConv) *doc {
	b := mixBanks[c.Bank]
	d := newDoc()
	d.font = c.Font
	const L, R = 40.0, 572.0
	const size, lh = 7.8, 9.6
	acct := mixAcct(fs, c.Acct)
	l4 := fs.AccountNo[len(fs.AccountNo)-4:]
	per := mixPeriod(fs, c.Per)
	dayEnds := famDayEnds(fs)
	avg := fs.avgDaily()
	var feeNSF, feeOD, feeAll int64
	for _, r := range fs.visible() {
		k, _ := mixKindOf(r)
		switch k {
		case kNSF:
			feeNSF += r.Cents
		case kOD:
			feeOD += r.Cents
		}
		if k == kNSF || k == kOD || k == kMonthly {
			feeAll += r.Cents
		}
	}
	date := func(t time.Time) string { return fmtDate(c.Date, t.Year(), t.Month(), t.Day()) }

	// Page 1: the header.
	mail := []string{fs.Holder}
	switch c.Extra {
	case "dba":
		if !strings.Contains(fs.Holder, " DBA ") {
			w := strings.Fields(fs.Holder)
			mail = append(mail, "DBA "+strings.Join(w[:max(1, len(w)-1)], " ")+" SERVICES")
		}
	case "owner":
		mail = append(mail, famPeople[famHash(fs, 0, "mxown")%uint64(len(famPeople))])
	case "co":
		mail = append(mail, "C/O HALVERSEN & PIKE CPA")
	case "attn":
		mail = append(mail, "ATTN: ACCOUNTS PAYABLE")
	}
	mail = append(mail, fs.Street, fs.City)
	switch c.Head {
	case 0:
		// The logo an image, a P.O. box return address, a presort line
		// and the envelope-window mailing block; the account box at the
		// right. The bank is named only in the footer and web address.
		d.ops = append(d.ops, op{Page: 1, Kind: "rect", X: L, Y: 34, W: 118, H: 30, Gray: 0.55})
		d.y = 78
		for _, l := range b.POBox {
			d.text(L, l, 7, false)
			d.nl(8.5)
		}
		d.y = 122
		d.text(L+30, "*******AUTO**5-DIGIT "+famDigits(fs, 0, "mxzip", 5)+" 0 "+famDigits(fs, 0, "mxps", 4)+" 1 MB 0.476", 6.5, false)
		d.nl(11)
		for _, l := range mail {
			d.text(L+30, l, 9.5, false)
			d.nl(11.5)
		}
		d.y = 44
		d.rtext(R, b.Product, 9, true)
		d.nl(12)
		d.rtext(R, "Account Number: "+acct, 8.5, false)
		d.nl(11)
		for _, l := range per {
			d.rtext(R, l, 8.5, false)
			d.nl(11)
		}
		d.rtext(R, "Customer Service: "+b.Phone, 8, false)
		d.nl(10)
		d.rtext(R, "www."+b.Web, 8, false)
		d.y = 200
	case 1:
		// The bank's name on top, the holder under it (no window), a
		// Questions? box at the right.
		d.text(L, b.Name, 15, true)
		d.nl(11)
		d.text(L, b.POBox[0]+", "+b.POBox[1]+"   Member FDIC", 7.5, false)
		d.y = 96
		for k, l := range mail {
			d.text(L, l, 9.5, k == 0)
			d.nl(11.5)
		}
		d.box(330, 30, R, 92, 0.4)
		d.y = 44
		d.text(338, "Questions? Call "+b.Phone, 8, true)
		d.nl(11)
		d.text(338, "Mon-Fri 7 a.m. to 9 p.m., Sat 8 a.m. to 2 p.m. ET", 6.8, false)
		d.nl(10)
		d.text(338, "Write: "+b.POBox[0]+", "+b.POBox[1], 6.8, false)
		d.nl(10)
		d.text(338, "Online: www."+b.Web, 6.8, false)
		d.y = 164
		d.text(L, b.Product+"  Account "+acct, 10, true)
		d.nl(12)
		for _, l := range per {
			d.text(L, l, 8.5, false)
			d.nl(11)
		}
		d.y += 12
	case 2:
		// A relationship box of the holder's accounts (the statement's is
		// the checking), the bank named in the Questions? line.
		d.ops = append(d.ops, op{Page: 1, Kind: "rect", X: L, Y: 32, W: 96, H: 26, Gray: 0.5})
		d.y = 76
		for _, l := range mail {
			d.text(L, l, 9, false)
			d.nl(11)
		}
		d.y = 40
		for _, l := range per {
			d.rtext(R, l, 8.5, false)
			d.nl(11)
		}
		d.rtext(R, "Questions? Call "+b.Name+" Business Services at "+b.Phone, 7.5, false)
		d.y = 148
		d.text(L, "Your accounts with us", 10, true)
		d.nl(5)
		d.hline(L, R)
		d.nl(10)
		rel := [][3]string{
			{b.Product, acct, "This statement"},
			{"Business Savings", "****" + digits(fs.Opening*41+3, 4), "Separate statement"},
			{"Business Line of Credit", "****" + famDigits(fs, 0, "mxloc", 4), "Separate statement"},
		}
		for _, x := range rel {
			d.text(L, x[0], 8, false)
			d.text(260, x[1], 8, false)
			d.text(400, x[2], 8, false)
			d.nl(10)
		}
		d.y += 14
	default:
		// A statement-date box at the right; the logo an image over a
		// "Member FDIC" line; the holder only in the mailing block.
		d.ops = append(d.ops, op{Page: 1, Kind: "rect", X: L, Y: 30, W: 110, H: 28, Gray: 0.6})
		d.y = 68
		d.text(L, b.Name+"  Member FDIC", 7, false)
		d.y = 104
		for _, l := range mail {
			d.text(L+24, l, 9.5, false)
			d.nl(11.5)
		}
		d.box(372, 30, R, 30+float64(len(per)+3)*11+6, 0.4)
		d.y = 42
		d.text(380, "Account Number", 7.5, false)
		d.rtext(R-8, acct, 8, true)
		d.nl(11)
		for _, l := range per {
			k, v, ok := strings.Cut(l, ": ")
			if !ok {
				k, v = "Period", l
			}
			d.text(380, k, 7.5, false)
			d.rtext(R-8, v, 8, true)
			d.nl(11)
		}
		d.text(380, "Enclosures", 7.5, false)
		d.rtext(R-8, "0", 8, true)
		d.nl(11)
		d.text(380, "Page", 7.5, false)
		d.rtext(R-8, "1", 8, true)
		d.y = 186
		d.text(L, b.Product, 10, true)
		d.nl(14)
	}
	d.header = func(d *doc) {
		d.y = 38
		switch c.Head {
		case 0, 3:
			d.text(L, b.Product+"  Account Number: "+acct, 7.5, true)
		default:
			d.text(L, fs.Holder, 7.5, true)
			d.text(250, "Account "+acct, 7.5, false)
		}
		d.rtext(R, strings.Join(per, "  "), 7.5, false)
		d.nl(5)
		d.hline(L, R)
		d.y = 62
	}
	p := &pager{d: d, bottom: 720}

	// Groups of rows: the sections of a sectioned document, or the
	// ledger in date order.
	type section struct {
		Title, Total string
		Rows         []frow
	}
	var secs []section
	var checks []frow
	if c.Sections {
		kind := func(ks ...string) func(r frow) bool {
			return func(r frow) bool {
				k, _ := mixKindOf(r)
				for _, x := range ks {
					if k == x {
						return true
					}
				}
				return false
			}
		}
		credits := func(r frow) bool { return r.Credit }
		g := famSplit(fs, credits, kind(kCheck), kind(kCard, kCardPin, kRecurring, kATM), kind(kNSF, kOD, kMonthly), kind(kReturned),
			func(r frow) bool { return !r.Credit })
		checks = byCheckNo(g[1])
		secs = []section{
			{"Deposits and Additions", "Total Deposits and Additions", g[0]},
			{"ATM & Debit Card Withdrawals", "Total ATM & Debit Card Withdrawals", g[2]},
			{"Electronic Withdrawals", "Total Electronic Withdrawals", g[5]},
			{"Other Withdrawals", "Total Other Withdrawals", g[4]},
			{"Fees", "Total Fees", g[3]},
		}
	}

	// The summary.
	fmtSum := func(v int64) string { return mixBal(c.Amount, v) }
	if c.Amount == "dc" || c.Amount == "cd" || c.Sections {
		fmtSum = c2
	}
	cr, ncr := fs.credits()
	db, ndb := fs.debits()
	summary := func(title string) {
		p.need(120)
		d.text(L, title, 11, true)
		d.nl(5)
		d.hline(L, 330)
		d.nl(11)
		d.rtext(250, "Items", 7, true)
		d.nl(10)
		line := func(label string, n int, v string, bold bool) {
			d.text(L, label, 8.5, bold)
			if n >= 0 {
				d.rtext(250, fmt.Sprint(n), 8.5, bold)
			}
			d.rtext(330, v, 8.5, bold)
			d.nl(12)
		}
		y0 := d.y
		if c.Sections {
			line("Beginning Balance", -1, fmtSum(fs.OpenP), false)
			line(secs[0].Title, len(secs[0].Rows), fmtSum(total(secs[0].Rows)), false)
			line("Checks Paid", len(checks), "-"+fmtSum(total(checks)), false)
			for _, s := range secs[1:] {
				if len(s.Rows) > 0 {
					line(s.Title, len(s.Rows), "-"+fmtSum(total(s.Rows)), false)
				}
			}
			var sum int64 = fs.OpenP + total(secs[0].Rows) - total(checks)
			for _, s := range secs[1:] {
				sum -= total(s.Rows)
			}
			famMust("mixprint summary", sum, fs.CloseP)
		} else {
			labels := [][4]string{
				{"Beginning Balance", "Deposits and Other Credits", "Withdrawals and Other Debits", "Ending Balance"},
				{"Previous Balance", "Credits", "Debits", "New Balance"},
				{"Opening Balance", "Total Additions", "Total Subtractions", "Closing Balance"},
				{"Balance Last Statement", "Deposits/Credits", "Checks/Debits", "Balance This Statement"},
			}[c.Bank]
			line(labels[0], -1, fmtSum(fs.OpenP), false)
			line(labels[1], ncr, fmtSum(cr), false)
			line(labels[2], ndb, fmtSum(db), false)
			famMust("mixprint summary", fs.OpenP+cr-db, fs.CloseP)
		}
		d.hline(L, 330)
		d.nl(11)
		endLabel := "Ending Balance"
		if !c.Sections {
			endLabel = [...]string{"Ending Balance", "New Balance", "Closing Balance", "Balance This Statement"}[c.Bank]
		}
		line(endLabel, -1, fmtSum(fs.CloseP), true)
		y1 := d.y
		d.y = y0
		d.box(370, y0-12, R, y0+52, 0.45)
		for _, kv := range [][2]string{{"Average Ledger Balance", fmtSum(avg)}, {"Service Charges and Fees", "$" + money(feeAll)},
			{"Days in Period", fmt.Sprint(int(fs.End.Sub(fs.Start).Hours()/24) + 1)}} {
			d.text(378, kv[0], 7.5, false)
			d.rtext(R-8, kv[1], 7.5, false)
			d.nl(12)
		}
		d.y = max(y1, d.y) + 16
	}
	if c.Summary == "first" {
		summary([...]string{"Account Summary", "Summary of Account Activity", "Balance Summary", "Account Summary"}[c.Head])
	}

	// Notice box between the summary and the activity.
	if c.Variant%2 == 0 {
		p.need(40)
		d.box(L, d.y-9, R, d.y+19, 0.6)
		d.text(L+8, "Effective March 1, 2026 the fee for an outgoing domestic wire will be $30.00 (international $45.00). Stop payment fee $32.00.", 7, false)
		d.nl(9)
		d.text(L+8, "Ask about 4.15% APY on Business Money Market balances of $25,000 or more. APY accurate as of 01/31/2026; rates may change.", 7, false)
		d.nl(26)
	}

	// The activity.
	var printed [][]frow
	if c.Sections {
		sec := func(s section) {
			if len(s.Rows) == 0 {
				return
			}
			heads := func(d *doc) {
				d.text(L, "Date", 7.5, true)
				d.text(L+62, "Description", 7.5, true)
				d.rtext(R, "Amount", 7.5, true)
				d.nl(4)
				d.hline(L, R)
				d.nl(10)
			}
			p.need(46)
			d.text(L, strings.ToUpper(s.Title), 10, true)
			d.nl(14)
			heads(d)
			p.after = func(d *doc) {
				d.text(L, strings.ToUpper(s.Title)+" (continued)", 9, true)
				d.nl(13)
				heads(d)
			}
			prev := time.Time{}
			for k, r := range s.Rows {
				_, ls := mixKindOf(r)
				var lines []string
				for _, l := range ls {
					lines = append(lines, mixWrap(c.Font, l, 380, size)...)
				}
				broke := p.need(float64(len(lines)) * lh)
				if !c.DateFirst || broke || k == 0 || !r.Date.Equal(prev) {
					d.text(L, date(r.Date), size, false)
				}
				prev = r.Date
				for n, l := range lines {
					d.text(L+62, l, size, false)
					if n == 0 {
						d.rtext(R, mixAmt(c.Amount, r.Cents, true), size, false)
					}
					d.nl(lh)
				}
			}
			p.after = nil
			p.need(14)
			d.hline(L, R)
			d.nl(10)
			d.text(L+62, s.Total, 8, true)
			d.rtext(R, "$"+money(total(s.Rows)), 8, true)
			d.nl(20)
		}
		sec(secs[0])
		// Checks paid.
		if len(checks) > 0 {
			p.need(46)
			d.text(L, "CHECKS PAID", 10, true)
			d.nl(14)
			if c.CheckRows {
				d.text(L, "Date", 7.5, true)
				d.text(L+62, "Check Number", 7.5, true)
				d.rtext(R, "Amount", 7.5, true)
				d.nl(4)
				d.hline(L, R)
				d.nl(10)
				for _, r := range checks {
					p.need(lh)
					d.text(L, date(r.Date), size, false)
					d.text(L+62, fmt.Sprintf("Check %d", r.CheckNo), size, false)
					d.rtext(R, mixAmt(c.Amount, r.Cents, true), size, false)
					d.nl(lh)
				}
			} else {
				xs := []float64{L, L + 180, L + 360}
				for _, x := range xs {
					d.text(x, "Check No.", 7.5, true)
					d.text(x+56, "Date Paid", 7.5, true)
					d.rtext(x+166, "Amount", 7.5, true)
				}
				d.nl(4)
				d.hline(L, R)
				d.nl(10)
				per := (len(checks) + 2) / 3
				for k := 0; k < per; k++ {
					p.need(lh)
					for col := 0; col < 3; col++ {
						j := col*per + k
						if j >= len(checks) {
							continue
						}
						no := fmt.Sprint(checks[j].CheckNo)
						if j > 0 && checks[j].CheckNo != checks[j-1].CheckNo+1 {
							no += " *"
						}
						d.text(xs[col], no, size, false)
						d.text(xs[col]+56, date(checks[j].Date), size, false)
						d.rtext(xs[col]+166, mixAmt(c.Amount, checks[j].Cents, true), size, false)
					}
					d.nl(lh)
				}
			}
			p.need(24)
			d.hline(L, R)
			d.nl(10)
			d.text(L+62, fmt.Sprintf("Total Checks Paid (%d)", len(checks)), 8, true)
			d.rtext(R, "$"+money(total(checks)), 8, true)
			d.nl(10)
			if !c.CheckRows {
				d.text(L, "* Gap in check sequence: the check was paid on an earlier statement or has not been presented.", 6.8, false)
				d.nl(10)
			}
			d.nl(10)
		}
		for _, s := range secs[1:] {
			sec(s)
		}
		printed = [][]frow{secs[0].Rows, checks}
		for _, s := range secs[1:] {
			printed = append(printed, s.Rows)
		}
	} else {
		rows := fs.visible()
		// Columns.
		dateW := mixW(c.Font, date(time.Date(2025, 12, 30, 0, 0, 0, 0, time.UTC)), size, false)
		xDesc := L + max(dateW+12, 46)
		var xA1, xA2, xBal float64 // right edges; xA2 = 0 for one column
		hasBal := c.Balance != "none"
		switch {
		case (c.Amount == "dc" || c.Amount == "cd") && hasBal:
			xA1, xA2, xBal = 424, 498, R
		case c.Amount == "dc" || c.Amount == "cd":
			xA1, xA2 = 498, R
		case hasBal:
			xA1, xBal = 488, R
		default:
			xA1 = R
		}
		descEnd := xA1 - 62
		if c.Font == "mono" {
			descEnd = xA1 - 78
		}
		xCol := 0.0
		if c.Col != "" {
			xCol = descEnd - 62
			descEnd = xCol - 8
		}
		h1, h2 := "Amount", ""
		switch c.Amount {
		case "dc":
			h1, h2 = [...]string{"Withdrawals", "Debits", "Subtractions", "Withdrawals/Debits"}[c.Bank], [...]string{"Deposits", "Credits", "Additions", "Deposits/Credits"}[c.Bank]
		case "cd":
			h1, h2 = [...]string{"Deposits", "Credits", "Additions", "Deposits/Credits"}[c.Bank], [...]string{"Withdrawals", "Debits", "Subtractions", "Withdrawals/Debits"}[c.Bank]
		}
		balHead := "Balance"
		if c.Balance == "dayend" {
			balHead = "Daily Balance"
			if c.Bank%2 == 1 && c.Font != "mono" && xA2 == 0 {
				balHead = "Ending Daily Balance"
			}
		}
		title := [...]string{"Account Activity", "Transaction Detail", "Account Transactions", "Activity Detail"}[(c.Bank+c.Head)%4]
		heads := func(d *doc) {
			d.text(L, "Date", 7.5, true)
			d.text(xDesc, "Description", 7.5, true)
			if c.Col != "" {
				colHead := "Type"
				if c.Col == "category" {
					colHead = "Category"
				}
				d.text(xCol, colHead, 7.5, true)
			}
			d.rtext(xA1, h1, 7.5, true)
			if xA2 > 0 {
				d.rtext(xA2, h2, 7.5, true)
			}
			if hasBal {
				d.rtext(xBal, balHead, 7.5, true)
			}
			d.nl(4)
			d.hline(L, R)
			d.nl(10)
		}
		p.need(60)
		d.text(L, title, 11, true)
		d.nl(15)
		heads(d)
		p.after = func(d *doc) {
			d.text(L, title+" (continued)", 9, true)
			d.nl(13)
			heads(d)
		}
		amtCell := func(r frow) (string, float64) {
			switch c.Amount {
			case "dc":
				if r.Credit {
					return money(r.Cents), xA2
				}
				return money(r.Cents), xA1
			case "cd":
				if r.Credit {
					return money(r.Cents), xA1
				}
				return money(r.Cents), xA2
			}
			return mixAmt(c.Amount, r.Cents, r.Credit), xA1
		}
		openLabel := [...]string{"Beginning Balance", "BALANCE FORWARD", "Previous Balance", "BEGINNING BALANCE"}[c.Bank]
		if hasBal || c.Summary == "none" {
			d.text(L, date(fs.Start), size, false)
			d.text(xDesc, openLabel, size, false)
			if hasBal {
				d.rtext(xBal, mixBal(c.Amount, fs.OpenP), size, false)
			} else {
				d.rtext(xA1, mixBal(c.Amount, fs.OpenP), size, false)
			}
			d.nl(lh)
		}
		prev := time.Time{}
		for i, r := range rows {
			k, ls := mixKindOf(r)
			var lines []string
			for _, l := range ls {
				lines = append(lines, mixWrap(c.Font, l, descEnd-xDesc, size)...)
			}
			broke := p.need(float64(len(lines)) * lh)
			if !c.DateFirst || broke || i == 0 || !r.Date.Equal(prev) {
				d.text(L, date(r.Date), size, false)
			}
			prev = r.Date
			for n, l := range lines {
				d.text(xDesc, l, size, false)
				if n == 0 {
					if c.Col != "" {
						d.text(xCol, mixTypeCol(c, k), size, false)
					}
					s, x := amtCell(r)
					d.rtext(x, s, size, false)
					if c.Balance == "every" || c.Balance == "dayend" && lastOfDay(rows, i) {
						d.rtext(xBal, mixBal(c.Amount, r.Balance), size, false)
					}
				}
				d.nl(lh)
			}
		}
		p.after = nil
		if c.Summary == "none" {
			p.need(30)
			d.hline(L, R)
			d.nl(10)
			if xA2 > 0 {
				d.text(xDesc, fmt.Sprintf("Totals (%d items)", ncr+ndb), size, true)
				if c.Amount == "dc" {
					d.rtext(xA1, money(db), size, true)
					d.rtext(xA2, money(cr), size, true)
				} else {
					d.rtext(xA1, money(cr), size, true)
					d.rtext(xA2, money(db), size, true)
				}
				d.nl(lh)
			}
			d.text(L, date(fs.End), size, true)
			d.text(xDesc, [...]string{"Ending Balance", "ENDING BALANCE", "New Balance", "ENDING BALANCE"}[c.Bank], size, true)
			if hasBal {
				d.rtext(xBal, mixBal(c.Amount, fs.CloseP), size, true)
			} else {
				d.rtext(xA1, mixBal(c.Amount, fs.CloseP), size, true)
			}
			d.nl(lh)
		}
		d.nl(16)
		printed = [][]frow{rows}
	}

	// The daily balance table.
	if c.Across > 0 {
		p.need(40)
		t := [...]string{"Daily Balance Summary", "Daily Ending Balance", "Balance by Date", "DAILY BALANCE SUMMARY"}[c.Bank]
		d.text(L, t, 10, true)
		d.nl(14)
		colW := (R - L) / float64(c.Across)
		bh := func(d *doc) {
			for k := 0; k < c.Across; k++ {
				x := L + float64(k)*colW
				d.text(x, "Date", 7.5, true)
				d.rtext(x+colW-16, "Balance", 7.5, true)
			}
			d.nl(4)
			d.hline(L, R)
			d.nl(10)
		}
		bh(d)
		p.after = func(d *doc) {
			d.text(L, t+" (continued)", 9, true)
			d.nl(13)
			bh(d)
		}
		per := (len(dayEnds) + c.Across - 1) / c.Across
		for k := 0; k < per; k++ {
			p.need(lh)
			for col := 0; col < c.Across; col++ {
				if j := col*per + k; j < len(dayEnds) {
					x := L + float64(col)*colW
					d.text(x, date(dayEnds[j].D), size, false)
					d.rtext(x+colW-16, mixBal(c.Amount, dayEnds[j].B), size, false)
				}
			}
			d.nl(lh)
		}
		p.after = nil
		d.nl(16)
	}
	if c.Summary == "end" {
		summary([...]string{"Statement Summary", "Account Totals", "Summary", "Statement Summary"}[c.Head])
	}

	// Fee totals and notices full of figures.
	// Year to date: this period's fees dated in the closing year, and
	// the months before it in that year (none before January).
	prior := map[time.Month][2]int64{time.November: {10500, 14000}, time.February: {3500, 3500}}[fs.End.Month()]
	ytdOD, ytdNSF := prior[0], prior[1]
	for _, r := range fs.visible() {
		if r.Date.Year() != fs.End.Year() {
			continue
		}
		switch k, _ := mixKindOf(r); k {
		case kOD:
			ytdOD += r.Cents
		case kNSF:
			ytdNSF += r.Cents
		}
	}
	p.need(60)
	d.text(L, "Overdraft and Returned Item Fees", 9, true)
	d.rtext(440, "Total for this period", 7.5, true)
	d.rtext(R, "Total year-to-date", 7.5, true)
	d.nl(11)
	for _, x := range []struct {
		Label     string
		Per, Year int64
	}{{"Total Overdraft Fees", feeOD, ytdOD}, {"Total Returned Item Fees", feeNSF, ytdNSF}} {
		d.text(L, x.Label, 8, false)
		d.rtext(440, "$"+money(x.Per), 8, false)
		d.rtext(R, "$"+money(x.Year), 8, false)
		d.nl(10)
	}
	d.nl(8)
	for _, para := range []string{
		"IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC TRANSFERS: call " + b.Phone + " or write to us at " + b.POBox[0] + ", " + b.POBox[1] +
			" as soon as you can. We must hear from you no later than 60 days after we sent you the FIRST statement on which the error appeared. We will investigate within 10 business days (20 business days for new accounts) and correct any error promptly; if we need more time, we may take up to 45 days (90 days for point-of-sale and foreign transactions).",
		"Overdraft policy: we may charge a fee of $35.00 for each item paid or returned against insufficient funds, up to 4 fees ($140.00) per business day. No fee is charged on items of $5.00 or less or if your account is overdrawn by $10.00 or less at the end of the day. Daily cut-off time 8:00 p.m. ET; deposits received after it post the next business day.",
	} {
		for _, l := range mixWrap(c.Font, para, R-L, 6.8) {
			p.need(8.5)
			d.text(L, l, 6.8, false)
			d.nl(8.5)
		}
		d.nl(5)
	}
	d.footer = func(d *doc, page, n int) {
		d.y = 754
		d.hline(L, R)
		d.y = 764
		d.text(L, b.Legal, 6.3, false)
		d.rtext(R, fmt.Sprintf("Page %d of %d", page, n), 7, false)
		d.y = 773
		d.text(L, "www."+b.Web+"   "+fmt.Sprintf("%s  %s  %02d%02d", l4, famDigits(fs, 0, "mxstid", 8), page, n), 6, false)
	}
	d.finish()
	famPrintedOrder(fs, printed...)
	running := ""
	switch c.Balance {
	case "every":
		running = "every_row"
	case "dayend":
		running = "day_end"
	}
	w := shows{Running: running, Daily: c.Across > 0}
	switch {
	case c.Sections:
		// The summary's credit line and the section's Total line; the
		// debits are split over several lines.
		w.Credits, w.CountCredits = true, true
	case c.Summary != "none":
		w.Credits, w.Debits, w.CountCredits, w.CountDebits = true, true, true, true
	case c.Amount == "dc" || c.Amount == "cd":
		// The Totals row under the two columns.
		w.Credits, w.Debits = true, true
	}
	fs.printTotals(w)
	fs.Notes = append(fs.Notes, mixNote(c))
	return d
}

// mixNote describes what a document prints, for the answer.
func mixNote(c mixConv) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Convention matrix cell %s: dates as %q", c.Tag, c.Date)
	if c.DateFirst {
		b.WriteString(" on a day's first row only (again at a page's top)")
	}
	b.WriteString("; ")
	switch c.Amount {
	case "dc":
		b.WriteString("debit and credit columns, debits first")
	case "cd":
		b.WriteString("credit and debit columns, credits first")
	case "plain", "dollar":
		b.WriteString("sections by kind (Deposits and Additions, Checks Paid, ATM & Debit Card Withdrawals, Electronic Withdrawals, Other Withdrawals, Fees) with unsigned amounts and Total lines; the section gives the sign")
	default:
		fmt.Fprintf(&b, "one signed amount column (%s)", map[string]string{"minus": "-x", "paren": "(x)", "trail": "x-", "crdr": "x CR / x DR",
			"dollarminus": "$x / $-x", "plus": "+$x / -$x"}[c.Amount])
	}
	switch c.Balance {
	case "every":
		b.WriteString("; a balance on every row")
	case "dayend":
		b.WriteString("; a balance on a day's last row only")
	default:
		b.WriteString("; no running balance")
	}
	if c.Across > 0 {
		fmt.Fprintf(&b, "; a daily balance table %d across (not transactions)", c.Across)
	}
	switch c.Summary {
	case "first":
		b.WriteString("; the summary on page 1")
	case "end":
		b.WriteString("; the summary after the activity")
	default:
		b.WriteString("; no summary: Beginning and Ending Balance rows in the table (not transactions)")
	}
	fmt.Fprintf(&b, "; descriptions of up to %d printed lines, joined in the answer", c.Lines)
	if c.Col != "" {
		fmt.Fprintf(&b, "; a %s column (the bank's label, not the answer's category)", c.Col)
	}
	if c.Sections {
		b.WriteString(". The answer lists the rows as printed, section by section; checks in number order")
	}
	b.WriteString(". The fee totals, the average balance box and the notices are not transactions.")
	return b.String()
}
