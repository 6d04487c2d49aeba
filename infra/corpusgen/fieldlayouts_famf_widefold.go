package main

import (
	"fmt"
	"sort"
	"strings"
	"time"
)

// ---- widefold: a commercial bank's treasury-style account statement
// whose activity detail is printed on landscape pages, as an account
// analysis or cash-management report is.
//
// Modelled conventions: page 1 is portrait (letterhead, a boxed
// statement block with "Page 1 of N", the window-envelope address, an
// account summary with average ledger and collected balances, a legend
// of the BAI-style transaction codes the statement uses, important
// account information); every following page is landscape and carries
// ACCOUNT ACTIVITY DETAIL in many narrow columns: Post Date | Value Date
// | Tran Code | Description | Bank Reference | Customer Reference / Memo
// | Debits | Credits | Ledger Balance, with two-line column labels in a
// shaded band, alternate rows shaded, data in a fixed-pitch face, dates
// MM/DD/YY, a check's number in the Bank Reference column and "CHECK
// PAID" as its description, the description and the memo each wrapping
// in its own narrow column, negative ledger balances with a trailing
// minus, a BALANCE FORWARD row first and a TOTALS row last (neither a
// transaction), a value date a business day after posting for deposited
// checks, then a DAILY BALANCE SUMMARY (ledger, collected, float; three
// across) and the disclosures. ReportLab and cairo print landscape pages
// (a 792 x 612 MediaBox); Ghostscript prints them as a Windows driver
// prints landscape (portrait sheets, content turned, /Rotate set).
func init() {
	fFamilies = append(fFamilies, fFamily{
		ID: 2, Name: "widefold", Bank: "Carrow Valley Bank",
		Aliases: []string{"Carrow Valley Bank, N.A.", "Carrow Valley"},
		Prepare: prepareWidefold, Draw: drawWidefold, PageOfN: true,
		Docs: []cDoc{{Variant: 0, Producer: "reportlab"}, {Variant: 1, Producer: "reportlab"}, {Variant: 2, Producer: "reportlab"},
			{Variant: 3, Producer: "reportlab"}, {Variant: 0, Producer: "cairo"}, {Variant: 3, Producer: "cairo"},
			{Variant: 0, Producer: "ghostscript"}, {Variant: 2, Producer: "ghostscript"}},
	})
}

// wfCodes are the transaction codes of the legend.
var wfCodes = map[string]string{
	"142": "ACH Credit Received", "165": "Preauthorized ACH Credit", "195": "Incoming Money Transfer", "206": "Book Transfer Credit",
	"301": "Commercial Deposit", "399": "Miscellaneous Credit", "451": "ACH Debit Received", "455": "Preauthorized ACH Debit",
	"475": "Check Paid", "495": "Outgoing Money Transfer", "506": "Book Transfer Debit", "555": "Deposited Item Returned",
	"698": "Miscellaneous Fee", "699": "Miscellaneous Debit",
}

// wfRow is what the activity detail prints besides date, description
// and amount, kept per row in Code as "tran|reference|memo|valuedays".
func wfSet(r *frow, tran, ref, memo string, valueDays int, desc string) {
	r.Code = fmt.Sprintf("%s|%s|%s|%d", tran, ref, memo, valueDays)
	r.Desc = desc
}

func wfGet(r frow) (tran, ref, memo string, valueDays int) {
	p := strings.SplitN(r.Code, "|", 4)
	fmt.Sscan(p[3], &valueDays)
	return p[0], p[1], p[2], valueDays
}

func prepareWidefold(fs *fstmt) {
	fs.Creator = "CVB Statement Services DDA-DTL 4.2"
	famRenumberChecks(fs)
	info := famClassify(fs)
	city, st := famCityState(fs)
	sav := "XXXXXX" + digits(fs.Opening*19+5, 4)
	card := digits(fs.Opening*23+1, 4)
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		bref := famDigits(fs, i, "bref", 10)
		switch r.Code {
		case kSquare:
			wfSet(r, "165", bref, "SQ"+r.Date.Format("060102"), 0, "PREAUTHORIZED ACH CREDIT SQUARE INC "+r.Date.Format("060102")+"P2 CO ID:9424300002 SEC:CCD")
		case kStripe:
			wfSet(r, "165", bref, in.Ref, 0, "PREAUTHORIZED ACH CREDIT STRIPE TRANSFER CO ID:1800948598 SEC:CCD")
		case kClover:
			wfSet(r, "165", bref, "MID "+famDigits(fs, i, "mid", 12), 0, "PREAUTHORIZED ACH CREDIT CLOVER APP MKT MTOT DEP CO ID:1113000145 SEC:CCD")
		case kShopify:
			wfSet(r, "165", bref, famAlnum(fs, i, "sh", 10), 0, "PREAUTHORIZED ACH CREDIT SHOPIFY TRANSFER CO ID:3770472384 SEC:CCD")
		case kACHIn:
			wfSet(r, "142", famDigits(fs, i, "trace", 15), in.Ref+" REMIT "+famDigits(fs, i, "remit", 6), 0,
				"ACH CREDIT RECEIVED "+in.Party+" PAYMENTS CO ID:"+famDigits(fs, i, "coid", 10)+" SEC:CCD")
		case kTaxRefund:
			wfSet(r, "165", famDigits(fs, i, "trace", 15), "TAX REF", 0, "PREAUTHORIZED ACH CREDIT IRS TREAS 310 CO ID:3396000000 SEC:PPD")
		case kZelleIn:
			wfSet(r, "399", famAlnum(fs, i, "z", 11), "FOR INVOICE", 0, "ZELLE PAYMENT FROM "+in.Party)
		case kMobile:
			wfSet(r, "301", bref, fmt.Sprintf("RDC DEP %s %d ITEMS", in.Ref, 1+famHash(fs, i, "it")%4), 1, "REMOTE DEPOSIT CAPTURE")
		case kBranchDep:
			wfSet(r, "301", bref, "", 1, fmt.Sprintf("BRANCH DEPOSIT %s OFFICE %03d", city, famHash(fs, i, "off")%400))
		case kXferIn:
			wfSet(r, "206", bref, "SWEEP", 0, "BOOK TRANSFER CREDIT FROM ACCT "+sav[:6]+in.Acct4)
		case kRefund:
			wfSet(r, "399", bref, "", 0, "POS RETURN "+in.Party+" "+city+" "+st+" CARD "+card)
		case kFeeRev:
			wfSet(r, "399", bref, "ADJ", 0, "FEE REVERSAL ACCOUNT ANALYSIS CHARGE")
		case kFunding:
			wfSet(r, "195", r.Date.Format("20060102")+"B1Q8"+famDigits(fs, i, "imad", 6), "FUNDING "+in.Ref, 0,
				"INCOMING WIRE TRANSFER ORG:"+in.Party+" LLC OBI:MERCHANT AGREEMENT "+famDigits(fs, i, "agr", 7))
		case kCard, kRecurring, kCardPin:
			wfSet(r, "699", famDigits(fs, i, "auth", 12), "", 0, "POS PURCHASE "+in.Party+" "+city+" "+st+" CARD "+card)
		case kATM:
			wfSet(r, "699", famDigits(fs, i, "atm", 12), "", 0, "ATM WITHDRAWAL "+fs.Street+" "+city+" "+st+" CARD "+card)
		case kCheck:
			wfSet(r, "475", fmt.Sprint(r.CheckNo), "", 0, fmt.Sprintf("CHECK #%d", r.CheckNo))
		case kPayroll:
			wfSet(r, "455", famDigits(fs, i, "trace", 15), "PAYROLL PE "+famfPrevBusinessDay(r.Date).Format("01/02/06"), 0,
				"PREAUTHORIZED ACH DEBIT ADP WAGE PAY CO ID:9659605001 SEC:CCD")
		case kPayrollTax:
			wfSet(r, "455", famDigits(fs, i, "trace", 15), "941 DEPOSIT", 0, "PREAUTHORIZED ACH DEBIT ADP TAX CO ID:9659609992 SEC:CCD")
		case kUtility:
			wfSet(r, "451", famDigits(fs, i, "trace", 15), "ACCT "+famDigits(fs, i, "u", 8), 0, "ACH DEBIT RECEIVED "+in.Party+" UTILITYPMT SEC:PPD")
		case kBillPay:
			wfSet(r, "699", bref, "ACCT "+famDigits(fs, i, "u", 8), 0, "ONLINE BILL PAYMENT "+in.Party)
		case kZelleOut:
			wfSet(r, "699", famAlnum(fs, i, "z", 11), "", 0, "ZELLE PAYMENT TO "+in.Party)
		case kXferOut:
			wfSet(r, "506", bref, "SWEEP", 0, "BOOK TRANSFER DEBIT TO ACCT "+sav[:6]+in.Acct4)
		case kMCAPay:
			wfSet(r, "451", famDigits(fs, i, "trace", 15), "DAILY REMIT", 0, "ACH DEBIT RECEIVED "+in.Party+" ACH PMT SEC:CCD")
		case kLoanPay:
			wfSet(r, "455", famDigits(fs, i, "trace", 15), "LOAN "+famDigits(fs, i, "loan", 8), 0, "PREAUTHORIZED ACH DEBIT "+in.Party+" LOAN PYMT SEC:CCD")
		case kWireOut:
			wfSet(r, "495", r.Date.Format("20060102")+"B1Q8"+famDigits(fs, i, "omad", 6), "VENDOR INV "+famDigits(fs, i, "vi", 5), 0,
				"OUTGOING WIRE TRANSFER BNF:"+in.Party+" LLC BNF BK:FIRST MERIDIAN BANK")
		case kReturned:
			wfSet(r, "555", bref, "RETURN REASON NSF", 0, "DEPOSITED ITEM RETURNED CHECK "+famDigits(fs, i, "rck", 4))
		case kNSF:
			wfSet(r, "698", bref, "", 0, "NSF ITEM FEE")
		case kOD:
			wfSet(r, "698", bref, "", 0, "OVERDRAFT ITEM FEE")
		case kMonthly:
			prev := fs.Start.AddDate(0, -1, 0)
			wfSet(r, "698", bref, "", 0, "ACCOUNT ANALYSIS FEE "+strings.ToUpper(prev.Format("Jan 2006")))
		}
	}
}

// wfValueDate is a row's value date: deposited checks a business day
// after posting.
func wfValueDate(r frow) time.Time {
	_, _, _, n := wfGet(r)
	d := r.Date
	for k := 0; k < n; k++ {
		d = d.AddDate(0, 0, 1)
		for d.Weekday() == time.Saturday || d.Weekday() == time.Sunday || famfHoliday(d) {
			d = d.AddDate(0, 0, 1)
		}
	}
	return d
}

// wfLedger prints a ledger balance with a trailing minus when negative.
func wfLedger(c int64) string {
	if c < 0 {
		return money(c) + "-"
	}
	return money(c) + " "
}

func drawWidefold(fs *fstmt) *doc {
	d := newDoc()
	last4 := fs.AccountNo[len(fs.AccountNo)-4:]
	mask := "XXXXXX" + last4
	per := fs.Start.Format("01/02/06") + " through " + fs.End.Format("01/02/06")
	rows := fs.visible()
	var cr, db int64
	var ncr, ndb int
	for _, r := range rows {
		if r.Credit {
			cr += r.Cents
			ncr++
		} else {
			db += r.Cents
			ndb++
		}
	}
	// Daily ledger, collected and float.
	type day struct {
		D                   time.Time
		Ledger, Float, Coll int64
	}
	var days []day
	floatOn := map[string]int64{}
	for _, r := range rows {
		if _, _, _, n := wfGet(r); n > 0 {
			floatOn[r.Date.Format("20060102")] += r.Cents
		}
	}
	var sumL, sumC int64
	bal, i := fs.Opening, 0
	n := int64(0)
	for t := fs.Start; !t.After(fs.End); t = t.AddDate(0, 0, 1) {
		active := false
		for i < len(rows) && !rows[i].Date.After(t) {
			bal = rows[i].Balance
			i++
			active = true
		}
		fl := floatOn[t.Format("20060102")]
		sumL += bal
		sumC += bal - fl
		n++
		if active {
			days = append(days, day{t, bal, fl, bal - fl})
		}
	}

	// Page 1, portrait.
	const L, R = 40.0, 572.0
	d.font = "serif"
	d.y = 56
	d.text(L, "CARROW VALLEY BANK", 17, true)
	d.nl(12)
	d.font = ""
	d.text(L, "Commercial Banking  ·  P.O. Box 2290  ·  Harrisburg, PA 17105-2290", 7, false)
	d.box(372, 36, R, 112, 0.3)
	d.y = 50
	d.text(380, "COMMERCIAL ACCOUNT STATEMENT", 8, true)
	for _, kv := range [][2]string{{"Statement Date", fs.End.AddDate(0, 0, 1).Format("01/02/06")}, {"Account Number", mask},
		{"Statement Period", per}, {"Customer Service", "1-800-555-0182"}} {
		d.nl(11)
		d.text(380, kv[0]+":", 7.5, false)
		d.text(462, kv[1], 7.5, false)
	}
	d.nl(11)
	pageOneY := d.y
	d.y = 150
	for _, l := range []string{fs.Holder, fs.Street, fs.City} {
		d.text(72, l, 9.5, false)
		d.nl(12)
	}
	d.y = 222
	d.bar(L, R, 14, 0.82)
	d.text(L+4, "ACCOUNT SUMMARY", 8.5, true)
	d.rtext(R-4, "Commercial Analyzed Checking  "+mask, 8, false)
	d.nl(18)
	famMust("widefold closing", fs.OpenP+cr-db, fs.CloseP)
	left := [][2]string{{"Opening Ledger Balance " + fs.Start.Format("01/02/06"), usd(fs.OpenP)}, {fmt.Sprintf("Total Credits (%d)", ncr), money(cr)},
		{fmt.Sprintf("Total Debits (%d)", ndb), money(db)}, {"Closing Ledger Balance " + fs.End.Format("01/02/06"), usd(fs.CloseP)}}
	right := [][2]string{{"Average Ledger Balance", usd(sumL / n)}, {"Average Collected Balance", usd(sumC / n)},
		{"Days in Statement Period", fmt.Sprint(n)}, {"Earnings Credit Rate", "0.45%"}}
	for k := range left {
		d.text(L+4, left[k][0], 8, k == 3)
		d.rtext(290, left[k][1], 8, k == 3)
		d.text(320, right[k][0], 8, false)
		d.rtext(R-4, right[k][1], 8, false)
		d.nl(12)
	}
	d.nl(10)
	d.bar(L, R, 14, 0.82)
	d.text(L+4, "TRANSACTION CODES USED ON THIS STATEMENT", 8.5, true)
	d.nl(16)
	used := map[string]bool{}
	for _, r := range rows {
		t, _, _, _ := wfGet(r)
		used[t] = true
	}
	var codes []string
	for c := range used {
		codes = append(codes, c)
	}
	sort.Strings(codes)
	for k, c := range codes {
		x := L + 4 + float64(k%3)*178
		d.font = "mono"
		d.text(x, c, 7.5, false)
		d.font = ""
		d.text(x+22, wfCodes[c], 7.5, false)
		if k%3 == 2 || k == len(codes)-1 {
			d.nl(10.5)
		}
	}
	d.nl(10)
	d.bar(L, R, 14, 0.82)
	d.text(L+4, "IMPORTANT ACCOUNT INFORMATION", 8.5, true)
	d.nl(16)
	for _, para := range []string{
		fmt.Sprintf("Effective %s, the earnings credit rate applied in Account Analysis will change from 0.45%% to 0.40%%, and the Positive Pay exception decision deadline will move from 11:00 a.m. ET to 10:30 a.m. ET. The monthly maintenance charge of $25.00 and the per-item charge of $0.22 for ACH debits received are unchanged.",
			time.Date(fs.End.Year(), fs.End.Month()+2, 1, 0, 0, 0, 0, time.UTC).Format("January 2, 2006")),
		"Account activity detail follows on the next pages, printed in landscape format. Value dates show when deposited funds were made available; ledger balances are stated as of the close of each business day. Transaction codes are listed above.",
		"Carrow Valley Bank will be closed Monday, February 16, 2026 (Presidents Day). Transfers initiated on a holiday are processed the next business day.",
	} {
		for _, l := range wrapWords(para, 118) {
			d.text(L+4, l, 7.5, false)
			d.nl(9.5)
		}
		d.nl(5)
	}
	d.y = 760
	d.text(L, "Member FDIC  ·  Equal Housing Lender  ·  carrowvalley.example", 7, false)

	// Landscape pages.
	const LL, LR = 30.0, 762.0
	cols := struct{ post, value, code, desc, ref, memo, deb, cred, bal float64 }{30, 72, 114, 140, 334, 412, 592, 672, 760}
	d.header = func(d *doc) {
		d.pageSize(792, 612)
		d.y = 32
		d.font = "serif"
		d.text(LL, "CARROW VALLEY BANK", 11, true)
		d.font = ""
		d.text(330, "ACCOUNT ACTIVITY DETAIL", 10, true)
		d.nl(12)
		d.text(LL, "Account "+mask+"   "+fs.Holder+"   Statement Period "+per, 7.5, false)
		d.y = 62
	}
	heads := func(d *doc) {
		d.ops = append(d.ops, op{Page: d.page, Kind: "rect", X: LL, Y: d.y - 8, W: LR - LL, H: 22, Gray: 0.84})
		two := func(x float64, a, b string, right bool) {
			if right {
				d.rtext(x, a, 6.5, true)
				d.y += 8
				d.rtext(x, b, 6.5, true)
				d.y -= 8
				return
			}
			d.text(x, a, 6.5, true)
			d.y += 8
			d.text(x, b, 6.5, true)
			d.y -= 8
		}
		two(cols.post, "Post", "Date", false)
		two(cols.value, "Value", "Date", false)
		two(cols.code, "Tran", "Code", false)
		two(cols.desc, "", "Description", false)
		two(cols.ref, "Bank", "Reference", false)
		two(cols.memo, "Customer Reference /", "Memo", false)
		two(cols.deb, "", "Debits", true)
		two(cols.cred, "", "Credits", true)
		two(cols.bal, "Ledger", "Balance", true)
		d.y += 24
	}
	p := &pager{d: d, bottom: 572, after: heads}
	d.page++
	d.y = topY
	d.header(d)
	heads(d)
	d.font = "mono"
	const lh = 9.0
	d.text(cols.post, fs.Start.Format("01/02/06"), 7, false)
	d.text(cols.desc, "BALANCE FORWARD", 7, false)
	d.rtext(cols.bal, wfLedger(fs.OpenP), 7, false)
	d.nl(lh + 3)
	for k, r := range rows {
		tran, ref, memo, _ := wfGet(r)
		desc := famfWrap(r.Desc, 44)
		if r.CheckNo > 0 {
			desc = []string{"CHECK PAID"}
		}
		mem := famfWrap(memo, 25)
		h := float64(max(len(desc), len(mem)))*lh + 3
		p.need(h)
		d.font = "mono"
		if k%2 == 1 {
			d.ops = append(d.ops, op{Page: d.page, Kind: "rect", X: LL, Y: d.y - 7, W: LR - LL, H: h, Gray: 0.94})
		}
		d.text(cols.post, fs.date(&r, "01/02/06"), 7, false)
		d.text(cols.value, wfValueDate(r).Format("01/02/06"), 7, false)
		d.text(cols.code, tran, 7, false)
		d.text(cols.ref, ref, 7, false)
		if r.Credit {
			d.rtext(cols.cred, money(r.Cents), 7, false)
		} else {
			d.rtext(cols.deb, money(r.Cents), 7, false)
		}
		d.rtext(cols.bal, wfLedger(r.Balance), 7, false)
		y := d.y
		for _, l := range desc {
			d.text(cols.desc, l, 7, false)
			d.nl(lh)
		}
		d.y = y
		for _, l := range mem {
			d.text(cols.memo, l, 7, false)
			d.nl(lh)
		}
		d.y = y + h
	}
	p.need(30)
	d.hline(LL, LR)
	d.nl(10)
	d.text(cols.desc, "TOTALS", 7, true)
	d.rtext(cols.deb, money(db), 7, true)
	d.rtext(cols.cred, money(cr), 7, true)
	d.rtext(cols.bal, wfLedger(fs.CloseP), 7, true)
	d.nl(lh)
	d.text(cols.desc, fmt.Sprintf("NUMBER OF DEBITS %d  NUMBER OF CREDITS %d", ndb, ncr), 7, false)
	d.nl(lh * 2.5)

	// Daily balance summary, three across.
	p.after = nil
	dheads := func(d *doc) {
		d.font = ""
		d.text(LL, "DAILY BALANCE SUMMARY", 8.5, true)
		d.nl(12)
		for c := 0; c < 3; c++ {
			x := LL + float64(c)*245
			d.text(x, "Date", 6.5, true)
			d.rtext(x+100, "Ledger", 6.5, true)
			d.rtext(x+165, "Float", 6.5, true)
			d.rtext(x+230, "Collected", 6.5, true)
		}
		d.nl(10)
		d.font = "mono"
	}
	p.need(40)
	dheads(d)
	p.after = dheads
	per3 := (len(days) + 2) / 3
	for k := 0; k < per3; k++ {
		p.need(lh)
		for c := 0; c < 3; c++ {
			if j := c*per3 + k; j < len(days) {
				x := LL + float64(c)*245
				d.text(x, days[j].D.Format("01/02/06"), 7, false)
				d.rtext(x+100, wfLedger(days[j].Ledger), 7, false)
				d.rtext(x+165, money(days[j].Float)+" ", 7, false)
				d.rtext(x+230, wfLedger(days[j].Coll), 7, false)
			}
		}
		d.nl(lh)
	}
	p.after = nil
	d.font = ""
	d.nl(12)
	legal := []string{
		"IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC TRANSFERS: Telephone us at 1-800-555-0182 or write to Carrow Valley Bank, Deposit Operations, P.O. Box 2290, Harrisburg, PA 17105-2290 as soon as you can. For accounts established primarily for business purposes, the rights of consumers under Regulation E do not apply; you must report an unauthorized or erroneous ACH entry within 2 business days of the settlement date under the NACHA Operating Rules, and any other error within 30 days of the date this statement was made available.",
		"OVERDRAFT AND RETURNED ITEMS: An Overdraft Item Fee of $35.00 is charged for each item paid into an overdraft and an NSF Item Fee of $35.00 for each item returned, up to 6 items per business day. Deposited items returned unpaid are charged back to the account on the day of return; a Deposited Item Returned fee of $12.00 is billed through Account Analysis.",
		"Account Analysis charges for the prior month are debited on the last business day of the statement period. Deposits are insured by the FDIC up to $250,000 per depositor, per insured bank, for each account ownership category.",
	}
	for _, para := range legal {
		for _, l := range wrapWords(para, 190) {
			p.need(9)
			d.text(LL, l, 6.5, false)
			d.nl(8.5)
		}
		d.nl(4)
	}
	d.footer = func(d *doc, page, total int) {
		d.font = ""
		if page == 1 {
			d.y = pageOneY
			d.text(380, "Page:", 7.5, false)
			d.text(462, fmt.Sprintf("1 of %d", total), 7.5, false)
			return
		}
		d.y = 32
		d.rtext(LR, fmt.Sprintf("Page %d of %d", page, total), 8, true)
		d.y = 596
		d.text(LL, "Carrow Valley Bank  ·  Member FDIC  ·  carrowvalley.example  ·  1-800-555-0182", 6.5, false)
		d.rtext(LR, "CVB-DDA-DTL-L  "+fs.End.Format("0106")+fmt.Sprintf("  %04d", 17+page), 6.5, false)
	}
	d.finish()
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "every_row", Daily: true})
	fs.Notes = append(fs.Notes, "Page 1 is portrait; the activity detail pages are landscape. The description is the Description column only: the Tran Code, Bank Reference and Customer Reference / Memo columns are not part of it, and a check's number is in the Bank Reference column (CHECK PAID). The BALANCE FORWARD and TOTALS rows and the daily balance summary are not transactions; the value date is ignored.")
	return d
}
