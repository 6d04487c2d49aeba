package main

import (
	"fmt"
	"strings"
)

func init() {
	dFamilies = append(dFamilies, dFamily{
		Seed: 41400, Name: "concord", Bank: "Concord Citizens Bank", Aliases: []string{"Concord Citizens Bank, N.A.", "Concord Citizens"},
		Prepare: prepareConcord, Draw: drawConcord,
		Docs: []cDoc{dDoc(0, "reportlab"), dDoc(1, "reportlab"), dDoc(2, "reportlab"), dDoc(3, "reportlab"),
			dDoc(0, "ghostscript"), dDoc(2, "ghostscript"),
			dDoc(0, "fpdf-words"), dDoc(1, "fpdf-core"), dDoc(2, "fpdf-ttf"), dDoc(3, "fpdf-words")},
	})
}

// ccMasked is the debit card as the statement masks it.
func ccMasked(fs *fstmt) string { return "XXXXXXXXXXXX" + digits(fs.Opening*19+7, 4) }

// prepareConcord words the rows as a Citizens/M&T-style core prints them:
// card rows "DEBIT CARD PURCHASE XXXXXXXXXXXX1480 MERCHANT CITY ST" (the
// transaction date printed in a column of its own), ACH entries with the
// originator on the first line and "ACH CREDIT"/"ACH DEBIT", the entry
// description, class and company ID on the next, wires with FROM/TO and
// REF# lines, "ZELLE PAYMENT FROM/TO" with an ID line, "ONLINE BANKING
// TRANSFER TO/FROM XXXXXX1234", and fees that name the item.
func prepareConcord(fs *fstmt) {
	info := dPrepare(fs)
	city, st := famCityState(fs)
	card := ccMasked(fs)
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		k := r.Code
		yymmdd := r.Date.Format("060102")
		achIn := func(co, descr, id string) { setDesc(r, k, co, "ACH CREDIT "+descr+" CCD ID "+id) }
		achOut := func(co, descr, id string) { setDesc(r, k, co, "ACH DEBIT "+descr+" CCD ID "+id) }
		switch k {
		case kCheck:
			r.Code = kCheck + "|"
		case kSquare:
			achIn("SQUARE INC", "SQ"+yymmdd+" L"+strings.TrimPrefix(in.Ref, "SQ"), "9424300002")
		case kStripe:
			achIn("STRIPE", "TRANSFER "+strings.TrimPrefix(in.Ref, "ST-"), "1800948598")
		case kClover:
			achIn("CLOVER MERCH DEP", "DEPOSIT 52"+famDigits(fs, i, "mid", 10), "1411876543")
		case kShopify:
			achIn("SHOPIFY", "PAYOUT "+famAlnum(fs, i, "sh", 9), "1275364112")
		case kACHIn:
			achIn(in.Party, "PAYMENT "+in.Ref, "1"+dPartyID(in.Party, 9))
		case kTaxRefund:
			setDesc(r, k, "IRS TREAS 310", "ACH CREDIT TAX REF PPD ID 9111736000 "+famDigits(fs, i, "irs", 15))
		case kMobile:
			setDesc(r, k, "MOBILE DEPOSIT", "REF "+in.Ref+famDigits(fs, i, "m", 3))
		case kBranchDep:
			setDesc(r, k, "DEPOSIT", "BRANCH "+famDigits(fs, i, "br", 4)+" "+city+" "+st)
		case kZelleIn:
			setDesc(r, k, "ZELLE PAYMENT FROM "+in.Party, "ID: "+famAlnum(fs, i, "z", 11))
		case kXferIn:
			setDesc(r, k, "ONLINE BANKING TRANSFER FROM XXXXXX"+in.Acct4, "")
		case kRefund:
			m, _ := merchantOf("CARD PURCHASE 00/00 " + in.Party)
			setDesc(r, k, "DEBIT CARD CREDIT "+card+" "+m+" "+city+" "+st, "")
		case kFeeRev:
			setDesc(r, k, "FEE REFUND MAINTENANCE FEE", "")
		case kFunding:
			setDesc(r, k, "INCOMING WIRE TRANSFER", "FROM "+in.Party+" LLC REF# "+r.Date.Format("20060102")+"0000"+famDigits(fs, i, "wr", 4)+" OBI FUNDING "+in.Ref)
		case kCard, kRecurring:
			setDesc(r, dWithAuth(k, in.AuthDay), "DEBIT CARD PURCHASE "+card+" "+in.Party+" "+city+" "+st, "")
		case kCardPin:
			setDesc(r, dWithAuth(k, in.AuthDay), "POS DEBIT "+card+" "+in.Party+" "+city+" "+st, "")
		case kATM:
			setDesc(r, dWithAuth(k, in.AuthDay), "ATM WITHDRAWAL "+famDigits(fs, i, "atm", 6)+" "+dATMAddr(fs, i)+" "+city+" "+st, "")
		case kPayroll:
			achOut("ADP WAGE PAY", "WAGE PAY "+in.Ref, "9659605001")
		case kPayrollTax:
			achOut("IRS", "USATAXPYMT 270"+famDigits(fs, i, "tax", 12), "3387702000")
		case kUtility:
			achOut(in.Party, "UTIL PAYMT "+famDigits(fs, i, "u", 10), dPartyID(in.Party, 10))
		case kBillPay:
			setDesc(r, k, "ONLINE BILL PAY "+in.Party, "CONF "+famDigits(fs, i, "bp", 9))
		case kZelleOut:
			setDesc(r, k, "ZELLE PAYMENT TO "+in.Party, "ID: "+famAlnum(fs, i, "zo", 11))
		case kXferOut:
			setDesc(r, k, "ONLINE BANKING TRANSFER TO XXXXXX"+in.Acct4, "")
		case kMCAPay:
			achOut(in.Party, "DEBIT "+famDigits(fs, i, "mca", 9), dPartyID(in.Party, 10))
		case kLoanPay:
			achOut(in.Party, "LOAN PMT "+famDigits(fs, i, "loan", 9), dPartyID(in.Party, 10))
		case kWireOut:
			setDesc(r, k, "OUTGOING WIRE TRANSFER", "TO "+in.Party+" REF# "+r.Date.Format("20060102")+"0000"+famDigits(fs, i, "wo", 4)+" BNF BANK FIRST MERIDIAN BANK")
		case kReturned:
			setDesc(r, k, "RETURNED DEPOSIT ITEM", "ITEM "+famDigits(fs, i, "rck", 4)+" NSF")
		case kNSF, kOD:
			what := "NSF FEE ITEM PAID"
			if k == kOD {
				what = "OVERDRAFT ITEM FEE"
			}
			detail := ""
			if t := in.Trigger; t >= 0 {
				detail = "FOR ITEM OF $" + money(fs.Rows[t].Cents) + " ON " + fs.Rows[t].Date.Format("01/02")
			}
			setDesc(r, k, what, detail)
		case kMonthly:
			setDesc(r, k, "MAINTENANCE FEE", "")
		default:
			panic("concord: kind " + k)
		}
	}
}

// ccMinus prints a debit as the statement does: 1,234.56- ; ccBal a
// balance with a trailing minus when negative.
func ccMinus(c int64) string { return money(c) + "-" }

// ---- concord: a Citizens/M&T-style business statement. The brand and a
// boxed block (Statement Period 01/01/26 - 01/31/26, Account Number,
// Page N of M); "Balance Calculation" with the signs before the figures
// (Previous Balance, - Checks, - Debits, + Deposits & Credits,
// = Current Balance); a line-of-credit insert; Checks two across in the
// order Check # | Amount | Date with "*" at a break; Debits in
// subsections ATM/Purchases (Posted and Trans. dates side by side),
// Electronic Debits and Fees & Charges, every debit with a trailing
// minus and each subsection with its total; Deposits & Credits; a Daily
// Balance grid four across with trailing minus for overdrawn days;
// Overdraft and Returned Item fees this period and year to date; a
// running one-line header on later pages.
func drawConcord(fs *fstmt) *doc {
	dLedgerCheck(fs)
	d := newDoc()
	last4 := fs.AccountNo[len(fs.AccountNo)-4:]
	acct := "XXXXXXXX" + last4
	period := fs.Start.Format("01/02/06") + " - " + fs.End.Format("01/02/06")
	const bottom = 718.0
	d.header = func(d *doc) {
		d.fbBand(40, 36, 572, 18, 0.9)
		d.y = 48
		d.text(46, "Concord Citizens Bank", 8, true)
		d.text(160, fs.Holder, 7.5, false)
		d.text(330, "Account "+acct, 7.5, false)
		d.text(432, "Period "+period, 7.5, false)
		d.y = 72
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		if page == 1 {
			d.y = 98
			d.rtext(566, fmt.Sprintf("Page %d of %d", page, total), 8, false)
		} else {
			d.y = 48
			d.rtext(566, fmt.Sprintf("Page %d of %d", page, total), 7.5, true)
		}
		d.y = 754
		d.tint(40, "Concord Citizens Bank, N.A.  Member FDIC  |  One Citizens Plaza, Providence, RI 02903  |  concordcitizens.example  |  1-800-555-0131", 6.5, 0.3, false)
	})
	// Page 1: brand, statement box, address.
	d.y = 58
	d.fbBand(40, 38, 54, 24, 0.25)
	d.text(60, "Concord Citizens", 17, true)
	d.nl(12)
	d.tint(60, "Business Banking", 8, 0.35, false)
	d.fbBox(370, 40, 572, 68, 0.3)
	d.y = 54
	d.text(378, "Business Checking Statement", 9, true)
	d.nl(12)
	d.text(378, "Statement Period", 8, false)
	d.rtext(566, period, 8, false)
	d.nl(11)
	d.text(378, "Account Number", 8, false)
	d.rtext(566, acct, 8, false)
	d.nl(11)
	d.text(378, "Customer Service", 8, false)
	d.rtext(566, "1-800-555-0131", 8, false)
	addressBlock(d, fs.stmt, 56, 132)
	d.y = 132
	d.text(370, "CLEARPATH BUSINESS CHECKING", 8.5, true)
	d.nl(11)
	d.text(370, fs.Holder, 8, false)
	d.nl(10)
	d.text(370, "Account "+fs.AccountNo[:4]+"-"+fs.AccountNo[4:8]+"-"+last4, 8, false)
	// Balance Calculation.
	secs := map[string][]frow{}
	for _, r := range fs.visible() {
		s := "dep"
		switch k := dKind(r); {
		case r.Credit:
		case isCheck(r):
			s = "chk"
		case k == kCard || k == kCardPin || k == kRecurring || k == kATM:
			s = "atm"
		case isFee(r):
			s = "fee"
		default:
			s = "elec"
		}
		secs[s] = append(secs[s], r)
	}
	chk := total(secs["chk"])
	debits := total(secs["atm"]) + total(secs["elec"]) + total(secs["fee"])
	dep, _ := fs.credits()
	dMust("concord balance calculation", fs.OpenP-chk-debits+dep, fs.CloseP)
	d.y = 200
	d.text(40, "Balance Calculation", 10, true)
	d.nl(5)
	d.fbRule(40, 300, d.y, 0.2)
	d.nl(12)
	sign := func(c int64) string {
		if c < 0 {
			return "-" + money(c)
		}
		return money(c)
	}
	for _, l := range [][3]string{
		{"Previous Balance", "", sign(fs.OpenP)},
		{"Checks", "-", money(chk)},
		{"Debits", "-", money(debits)},
		{"Deposits & Credits", "+", money(dep)},
		{"Current Balance", "=", sign(fs.CloseP)},
	} {
		b := strings.HasSuffix(l[0], "Balance")
		d.text(44, l[0], 8.5, b)
		d.text(200, l[1], 8.5, b)
		d.rtext(296, l[2], 8.5, b)
		d.nl(12)
	}
	// Insert beside it.
	d.y = 214
	d.fbBox(330, d.y-10, 572, 62, 0.6)
	d.text(338, "Need working capital?", 8.5, true)
	d.nl(11)
	for _, l := range wrapWords("A Concord Citizens Business Line of Credit gives you up to $100,000 at Prime + 1.75% (9.25% APR as of "+fs.End.Format("01/02/2006")+"). No annual fee the first year. Visit concordcitizens.example/credit.", 56) {
		d.text(338, l, 7, false)
		d.nl(9)
	}
	d.y = 290
	p := &pager{d: d, bottom: bottom}
	var cont func()
	p.after = func(d *doc) {
		if cont != nil {
			cont()
		}
	}
	lh := 10.0
	big := func(t string) {
		cont = nil
		p.need(50)
		d.nl(4)
		d.fbRule(40, 572, d.y-10, 0.1)
		d.fbRule(40, 572, d.y-9, 0.1)
		d.text(40, t, 10, true)
		d.nl(15)
	}
	// Checks two across.
	checks := byCheckNo(secs["chk"])
	if len(checks) > 0 {
		big("Checks")
		xs := []float64{40, 310}
		ch := func() {
			for _, x := range xs {
				d.text(x, "Check #", 7.5, true)
				d.rtext(x+150, "Amount", 7.5, true)
				d.text(x+178, "Date", 7.5, true)
			}
			d.nl(11)
		}
		ch()
		cont = func() { d.text(40, "Checks (continued)", 9, true); d.nl(13); ch() }
		per := (len(checks) + 1) / 2
		gap := false
		for k := 0; k < per; k++ {
			p.need(lh)
			for c := 0; c < 2; c++ {
				n := c*per + k
				if n >= len(checks) {
					continue
				}
				r := checks[n]
				no := fmt.Sprint(r.CheckNo)
				if n > 0 && checks[n-1].CheckNo != r.CheckNo-1 {
					no = "*" + no
					gap = true
				}
				d.text(xs[c], no, 8, false)
				d.rtext(xs[c]+150, money(r.Cents), 8, false)
				d.text(xs[c]+178, fs.date(&r, "01/02"), 8, false)
			}
			d.nl(lh)
		}
		p.need(24)
		d.nl(2)
		noun := "Checks"
		if len(checks) == 1 {
			noun = "Check"
		}
		d.text(40, fmt.Sprintf("%d %s totaling", len(checks), noun), 8, true)
		d.rtext(190, ccMinus(chk), 8, true)
		d.nl(lh)
		if gap {
			d.text(40, "* Indicates a gap in check number sequence", 7, false)
			d.nl(lh)
		}
	}
	// Debits in subsections, then deposits.
	sub := func(t string, rows []frow, posted bool, credit bool) {
		if len(rows) == 0 {
			return
		}
		p.need(40)
		d.text(40, t, 8.5, true)
		d.nl(11)
		h := func() {
			if posted {
				d.text(40, "Posted", 7.5, true)
				d.text(76, "Trans.", 7.5, true)
			} else {
				d.text(40, "Date", 7.5, true)
			}
			d.text(116, "Description", 7.5, true)
			d.rtext(568, "Amount", 7.5, true)
			d.nl(10)
		}
		h()
		cont = func() { d.text(40, t+" (continued)", 8.5, true); d.nl(11); h() }
		for _, r := range rows {
			lines := dLines(r, 76)
			if len(lines[0]) > 76 {
				lines = append(wrapWords(lines[0], 76), lines[1:]...)
			}
			p.need(float64(len(lines)) * lh)
			d.text(40, fs.date(&r, "01/02"), 8, false)
			if posted {
				d.text(76, dAuth(r).Format("01/02"), 8, false)
			}
			for k, l := range lines {
				d.text(116, l, 8, false)
				if k == 0 {
					if credit {
						d.rtext(568, money(r.Cents), 8, false)
					} else {
						d.rtext(572, ccMinus(r.Cents), 8, false)
					}
				}
				d.nl(lh)
			}
		}
		p.need(14)
		d.fbRule(470, 572, d.y-9, 0.5)
		d.text(300, fmt.Sprintf("Total %s (%d)", t, len(rows)), 8, true)
		if credit {
			d.rtext(568, money(total(rows)), 8, true)
		} else {
			d.rtext(572, ccMinus(total(rows)), 8, true)
		}
		d.nl(18)
	}
	big("Debits")
	sub("ATM/Purchases", secs["atm"], true, false)
	sub("Electronic Debits", secs["elec"], false, false)
	sub("Fees & Charges", secs["fee"], false, false)
	big("Deposits & Credits")
	sub("Deposits & Credits", secs["dep"], false, true)
	// Daily Balance four across.
	ends := fs.dayEnds()
	big("Daily Balance")
	xs := []float64{40, 175, 310, 445}
	dh := func() {
		for _, x := range xs {
			d.text(x, "Date", 7.5, true)
			d.rtext(x+118, "Balance", 7.5, true)
		}
		d.nl(10)
	}
	dh()
	cont = func() { d.text(40, "Daily Balance (continued)", 9, true); d.nl(13); dh() }
	per := (len(ends) + 3) / 4
	for k := 0; k < per; k++ {
		p.need(lh)
		for c := 0; c < 4; c++ {
			if n := c*per + k; n < len(ends) {
				b := money(ends[n].B)
				if ends[n].B < 0 {
					b += "-"
				}
				d.text(xs[c], ends[n].D.Format("01/02"), 8, false)
				d.rtext(xs[c]+118+boolPt(ends[n].B < 0, 4), b, 8, false)
			}
		}
		d.nl(lh)
	}
	dMust("concord last daily balance", ends[len(ends)-1].B, fs.CloseP)
	// Overdraft and returned item fees.
	var od, odY int64
	for _, r := range secs["fee"] {
		if k := dKind(r); k == kOD || k == kNSF {
			od += r.Cents
			if r.Date.Year() == fs.End.Year() {
				odY += r.Cents
			}
		}
	}
	if fs.End.Month() != 1 {
		odY += (fs.Opening%5 + 1) * 3500
	}
	cont = nil
	p.need(70)
	d.nl(8)
	d.fbBox(40, d.y-10, 572, 46, 0.4)
	d.text(48, "Overdraft and Returned Item Fees", 8.5, true)
	d.rtext(430, "Total for this period", 8, true)
	d.rtext(564, "Total year-to-date", 8, true)
	d.nl(12)
	d.text(48, "Total Overdraft Fees", 8, false)
	d.rtext(430, "$"+money(od), 8, false)
	d.rtext(564, "$"+money(odY), 8, false)
	d.nl(11)
	d.text(48, "Total Returned Item Fees", 8, false)
	d.rtext(430, "$0.00", 8, false)
	d.rtext(564, "$0.00", 8, false)
	d.nl(24)
	for _, para := range []string{
		"Please examine this statement at once. For business accounts, unauthorized signatures, alterations and errors must be reported within 30 days of the statement date (14 days for ACH debits under our Business Deposit Account Agreement), or the account holder may lose the right to recover. Call 1-800-555-0131 (TTY 711), 24 hours a day, or write to Concord Citizens Bank, Attn: Deposit Servicing RDC 110, P.O. Box 7000, Providence, RI 02940.",
		"Overdraft Item Fee $35.00 per item paid, NSF Fee $35.00 per item, maximum of 5 fees per business day; no fee on items of $5.00 or less. Transactions are posted in this order each business night: deposits and credits, then wires and debit card purchases by time, then checks in check-number order, then other debits from smallest to largest.",
		"Posted is the date an item was charged to your account; Trans. is the date you made the purchase or withdrawal. The Daily Balance shows your ledger balance at the end of each business day with activity; a trailing minus (-) shows an overdrawn balance.",
	} {
		for _, l := range wrapWords(para, 140) {
			p.need(10)
			d.text(40, l, 7, false)
			d.nl(9)
		}
		d.nl(6)
	}
	fs.printTotals(shows{Credits: true, Daily: true})
	fs.Notes = append(fs.Notes, "Rows are listed as printed: Checks (in check-number order, two across), then Debits (ATM/Purchases, Electronic Debits, Fees & Charges), then Deposits & Credits. Debits are printed with a trailing minus; ATM/Purchases rows print a transaction date beside the posting date (the answer's date is the posting date). The Balance Calculation splits the debits into Checks and Debits; subsection totals, the Daily Balance grid and the fee totals are not transactions.")
	famPrintedOrder(fs, checks, secs["atm"], secs["elec"], secs["fee"], secs["dep"])
	d.finish()
	return d
}

// boolPt is pt when b, else 0 (to hang a trailing minus in the margin).
func boolPt(b bool, pt float64) float64 {
	if b {
		return pt
	}
	return 0
}
