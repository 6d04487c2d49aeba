package main

import (
	"fmt"
	"strings"
)

// ---- relbox: a Comerica / Zions / Synovus / Frost-style regional
// commercial bank statement, from "Sabine Commerce Bank".
//
// Modelled conventions: page 1 is a relationship page. The logo is an
// image (a grey block) over a P.O. Box return address and a presort line;
// the holder is named only in the envelope-window mailing block (with a
// C/O, ATTN or managing-member line, or an OPERATING ACCOUNT line, by
// month); at the right "Statement Period" with the dates in words and
// "Customer Number" (not an account number), and a "Questions? Call" box.
// A Relationship Summary box lists the customer's accounts with their
// numbers — Commercial Checking (the statement's, in full or masked by
// month: XXXXXX1234, ***-***-1234, ******1234), a Business Money Market, a Commercial Line of Credit and in
// some months a Certificate of Deposit — with their balances and a total
// of deposit balances. The checking's own pages start on page 2 under a
// running head (product, masked account, statement date, Page x of y):
// an Account Summary by section with item counts (Beginning Balance on
// the day before the period, Deposits and Credits, Electronic Debits,
// Other Debits, Checks Paid, Ending Balance) beside average ledger and
// low balances; then the sections Deposits and Credits, Electronic
// Debits and Other Debits, each a table Date | Amount | Description |
// Bank Reference with MM/DD dates and unsigned amounts, the amount
// before the description, a ten-digit bank reference at the right (not
// part of the description), the description over two to four lines (the
// kind and party; the ACH entry description and class; Co ID / trace and
// addenda in the busy and Dec–Jan months; wire originator or beneficiary,
// their bank, reference and IMAD; card purchases with city, state, card
// and transaction date), each section closed by "Total Electronic
// Debits: 31 items $x"; fees in the bank's words (Overdraft Charge -
// Item Paid / Insufficient Funds Charge - Item Returned naming the item
// amount, Deposited Item Returned - Unpaid with its reason, Overdraft
// Charge Refund, Account Maintenance Charge); Checks Paid four across
// (Check No. | Date | Amount, '*' after a number that follows a gap) with
// a total and count; Daily Balances four across, negatives in
// parentheses; a fee table for the period and year to date; the error
// notice full of figures. Every page's footer carries the bank's name in
// the legal line and its web address.
func init() {
	qFamilies = append(qFamilies, fFamily{
		ID: 1, Name: "relbox", Bank: "Sabine Commerce Bank",
		Aliases: []string{"Sabine Commerce Bank, N.A.", "SABINE COMMERCE BANK", "Sabine Commerce", "sabinecommerce.com"},
		Prepare: prepareRelbox, Draw: drawRelbox, PageOfN: true,
		Docs: []cDoc{{Variant: 0, Producer: "ghostscript"}, {Variant: 2, Producer: "reportlab"},
			{Variant: 1, Producer: "ghostscript"}, {Variant: 3, Producer: "cairo"}},
	})
}

// relboxMM is the last four of the money market that the checking
// sweeps to and from.
func relboxMM(fs *fstmt) string { return digits(fs.Opening*41+9, 4) }

func prepareRelbox(fs *fstmt) {
	fs.Creator = "Sabine Commerce Statement Services 4.2"
	famRenumberChecks(fs)
	info := famClassify(fs)
	city, st := famCityState(fs)
	city, st = strings.ToUpper(city), strings.ToUpper(st)
	card := digits(fs.Opening*23+5, 4)
	mm := "XXXXXX" + relboxMM(fs)
	long := fs.LongDescs
	item := func(i int) string {
		if t := info[i].Trigger; t >= 0 {
			return "|Item Amount $" + money(fs.Rows[t].Cents) + " Posted " + fs.Rows[t].Date.Format("01/02")
		}
		return ""
	}
	// An originator keeps one company ID the whole month.
	ach := func(i int, kind, party, entry, class string) string {
		s := kind + " " + party + "|Entry Descr: " + entry + " Class: " + class
		if long {
			s += "|Co ID: " + famDigits(fs, 0, "rbcoid"+party, 10) + " Trace: " + famDigits(fs, i, "rbtrace", 15)
		}
		return s
	}
	banks := []string{"CROSS RIVER BANK", "CELTIC BANK", "FIRST HORIZON BANK", "CITIZENS BANK NA"}
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		td := in.AuthDay.Format("01/02")
		switch r.Code {
		case kSquare:
			r.Desc = ach(i, "ACH Credit", "SQUARE INC", "SQ"+famAlnum(fs, i, "rbsq", 8), "CCD")
		case kStripe:
			r.Desc = ach(i, "ACH Credit", "STRIPE", "TRANSFER", "CCD")
		case kClover:
			r.Desc = ach(i, "ACH Credit", "CLOVER APP", "DEPOSIT", "CCD")
		case kShopify:
			r.Desc = ach(i, "ACH Credit", "SHOPIFY", "TRANSFER", "CCD")
		case kACHIn:
			r.Desc = ach(i, "ACH Credit", in.Party, "PAYMENT", "CCD") + "|Addenda: " + in.Ref
		case kTaxRefund:
			r.Desc = "ACH Credit IRS TREAS 310|Entry Descr: TAX REF Class: PPD"
		case kZelleIn:
			r.Desc = "Zelle Credit From " + in.Party + "|Conf " + famAlnum(fs, i, "rbz", 10)
		case kMobile:
			r.Desc = "Mobile Deposit|Ref " + famDigits(fs, i, "rbmd", 9)
		case kBranchDep:
			r.Desc = "Banking Center Deposit|" + city + " " + st
		case kXferIn:
			r.Desc = "Transfer From Money Market|" + mm
		case kRefund:
			r.Desc = "Debit Card Credit " + in.Party + "|" + city + " " + st + " Card " + card + " Tran Date " + td
		case kFeeRev:
			r.Desc = "Service Charge Reversal"
		case kFunding:
			r.Desc = "Incoming Wire Transfer|Orig: " + in.Party + " LLC|Orig Bank: " + banks[famHash(fs, i, "rbb")%uint64(len(banks))] +
				" Ref: " + famDigits(fs, i, "rbw", 10) + "|IMAD: " + r.Date.Format("20060102") + "MMQFMP" + famDigits(fs, i, "rbimad", 6)
		case kCard:
			r.Desc = "Debit Card Purchase " + in.Party + "|" + city + " " + st + " Card " + card + " Tran Date " + td
		case kRecurring:
			r.Desc = "Debit Card Recurring " + in.Party + "|" + city + " " + st + " Card " + card + " Tran Date " + td
		case kCardPin:
			r.Desc = "Debit Card POS " + in.Party + "|" + city + " " + st + " Card " + card
		case kATM:
			r.Desc = "ATM Withdrawal|" + fs.Street + " " + city + " " + st + " Card " + card
		case kCheck:
			// famRenumberChecks wrote "CHECK #n"; the number is printed
			// in Checks Paid only.
		case kPayroll:
			r.Desc = ach(i, "ACH Debit", "ADP WAGE PAY", "WAGE PAY", "CCD")
		case kPayrollTax:
			r.Desc = "ACH Debit IRS USATAXPYMT|Entry Descr: USATAXPYMT Class: CCD|Addenda: 941 " + famDigits(fs, i, "rbtax", 12)
		case kUtility:
			r.Desc = ach(i, "ACH Debit", in.Party, "UTIL PYMT", "PPD")
		case kBillPay:
			r.Desc = "Online Bill Payment " + in.Party + "|Conf " + famDigits(fs, i, "rbbp", 8)
		case kZelleOut:
			r.Desc = "Zelle Debit To " + in.Party + "|Conf " + famAlnum(fs, i, "rbz", 10)
		case kXferOut:
			r.Desc = "Transfer To Money Market|" + mm
		case kMCAPay:
			r.Desc = ach(i, "ACH Debit", in.Party, "ACH PMT", "CCD")
		case kLoanPay:
			r.Desc = ach(i, "ACH Debit", in.Party, "LOAN PMT", "CCD")
		case kWireOut:
			r.Desc = "Outgoing Wire Transfer|Bnf: " + in.Party + " LLC|Bnf Bank: " + banks[famHash(fs, i, "rbbo")%uint64(len(banks))] +
				" Ref: " + famDigits(fs, i, "rbwo", 10) + "|IMAD: " + r.Date.Format("20060102") + "MMQFMP" + famDigits(fs, i, "rbimado", 6)
		case kReturned:
			r.Desc = "Deposited Item Returned - Unpaid|Reason: NSF - Insufficient Funds"
		case kNSF:
			r.Desc = "Insufficient Funds Charge - Item Returned" + item(i)
		case kOD:
			r.Desc = "Overdraft Charge - Item Paid" + item(i)
		case kMonthly:
			r.Desc = "Account Maintenance Charge"
		}
	}
}

// relboxBal prints a daily balance: 1,234.56 or (1,234.56).
func relboxBal(c int64) string {
	if c < 0 {
		return "(" + money(c) + ")"
	}
	return money(c)
}

// relboxRef is a row's ten-digit bank reference.
func relboxRef(fs *fstmt, r frow) string {
	return famDigits(fs, int(r.Cents%100000), "rbref"+r.Date.Format("0102")+r.Desc, 10)
}

func drawRelbox(fs *fstmt) *doc {
	d := newDoc()
	g := famSplit(fs, func(r frow) bool { return r.Credit }, famCode(kCheck),
		famCode(kATM, kXferOut, kReturned, kNSF, kOD, kMonthly), func(r frow) bool { return !r.Credit })
	cRows, kRows, oRows, eRows := g[0], g[1], g[2], g[3]
	dayEnds := famDayEnds(fs)
	acct := fs.AccountNo
	last4 := acct[len(acct)-4:]
	var shown string
	switch fs.Variant {
	case 0:
		shown = acct
	case 1:
		shown = "XXXXXX" + last4
	case 2:
		shown = "***-***-" + last4
	default:
		shown = "******" + last4
	}
	product := "Commercial Analyzed Checking"
	if fs.Variant == 2 {
		product = "Business Interest Checking"
	}
	before := fs.Start.AddDate(0, 0, -1)
	stmtDate := fs.End.Format("01/02/06")
	const L, R = 40.0, 572.0
	d.font = ""

	// Page 1: the relationship page.
	d.ops = append(d.ops, op{Page: 1, Kind: "rect", X: L, Y: 34, W: 150, H: 30, Gray: 0.55})
	d.y = 78
	d.text(L, "P.O. Box 3310", 7.5, false)
	d.nl(9)
	d.text(L, "Shreveport, LA 71133-3310", 7.5, false)
	d.y = 112
	d.text(L+24, "*******AUTO**MIXED AADC 750 T"+fmt.Sprint(10+famHash(fs, 0, "rbpre")%80)+" P1", 7, false)
	d.nl(12)
	mail := []string{fs.Holder}
	person := famPeople[famHash(fs, 0, "rbown")%uint64(len(famPeople))]
	switch fs.Variant {
	case 1:
		mail = append(mail, "C/O "+person+" CPA")
	case 2:
		mail = append(mail, person+", MANAGING MEMBER")
	case 3:
		mail = append(mail, "OPERATING ACCOUNT", "ATTN: "+person)
	}
	mail = append(mail, fs.Street, fs.City)
	for _, l := range mail {
		d.text(L+24, l, 9.5, false)
		d.nl(11.5)
	}
	cust := famDigits(fs, 0, "rbcust", 9)
	d.y = 40
	for _, kv := range [][2]string{{"Statement Period", fs.Start.Format("January 2, 2006") + " - " + fs.End.Format("January 2, 2006")},
		{"Customer Number", cust}, {"Statement Date", stmtDate}} {
		d.text(330, kv[0], 7.5, false)
		d.rtext(R, kv[1], 8.5, true)
		d.nl(12)
	}
	d.y = 96
	d.box(360, d.y, R, d.y+52, 0.4)
	d.y += 13
	d.text(368, "Questions? Call Business Banking", 8, true)
	d.nl(11)
	d.text(368, "1-800-555-0143, Monday - Friday 7 a.m. to 7 p.m. CT", 7.5, false)
	d.nl(10)
	d.text(368, "Or visit sabinecommerce.com/business", 7.5, false)
	d.nl(10)
	d.text(368, "TDD/TTY 1-800-555-0144", 7.5, false)

	// The Relationship Summary box.
	mmBal := 25000_00 + int64(famHash(fs, 0, "rbmmbal")%9000000)
	locBal := 40000_00 + int64(famHash(fs, 0, "rblocbal")%6000000)
	cdBal := 100000_00 + int64(famHash(fs, 0, "rbcdbal")%5000000)
	type relAcctLine struct{ name, no, label string }
	accts := []relAcctLine{{product, shown, ""}, {"Business Money Market", "XXXXXX" + relboxMM(fs), ""}}
	bals := []int64{fs.CloseP, mmBal}
	if fs.Variant == 3 {
		accts = append(accts, relAcctLine{"Certificate of Deposit - 12 Month", "XXXXXX" + digits(fs.Opening*53+1, 4), ""})
		bals = append(bals, cdBal)
	}
	var dep int64
	for _, b := range bals {
		dep += b
	}
	d.y = 214
	d.text(L, "Relationship Summary", 12, true)
	d.nl(6)
	d.hline(L, R)
	d.nl(12)
	d.text(L, "Deposit Accounts", 8, true)
	d.text(250, "Account Number", 8, true)
	d.rtext(R, "Ending Balance", 8, true)
	d.nl(12)
	for k, a := range accts {
		d.text(L+8, a.name, 8.5, false)
		d.text(250, a.no, 8.5, false)
		d.rtext(R, c2(bals[k]), 8.5, false)
		d.nl(12)
	}
	d.hline(360, R)
	d.nl(11)
	d.text(L+8, "Total Deposit Balances", 8.5, true)
	d.rtext(R, c2(dep), 8.5, true)
	d.nl(18)
	d.text(L, "Loan Accounts", 8, true)
	d.text(250, "Account Number", 8, true)
	d.text(380, "Next Payment Due", 8, true)
	d.rtext(R, "Principal Balance", 8, true)
	d.nl(12)
	d.text(L+8, "Commercial Line of Credit", 8.5, false)
	d.text(250, "XXXXXXX"+digits(fs.Opening*61+7, 4)+"-0001", 8.5, false)
	d.text(380, fs.End.AddDate(0, 0, 15).Format("01/02/2006"), 8.5, false)
	d.rtext(R, c2(locBal), 8.5, false)
	d.nl(12)
	d.text(L+8, "Available Credit $"+money(150000_00-locBal)+" of $150,000.00 line; rate Prime + 1.25% (8.75%)", 7.5, false)
	d.nl(22)
	d.hline(L, R)
	d.nl(12)
	for _, l := range []string{
		"The balances above are as of the statement date of each account. Loan and certificate accounts are described on their own statements.",
		"Treasury Management: enroll in Positive Pay by March 31, 2026 and pay no setup fee ($150.00 value). Fraud losses on checks rose 24% in 2025.",
		"Sabine Commerce Bank will be closed Monday, February 16, 2026 for Presidents' Day. Deposits made that day post on February 17, 2026.",
	} {
		d.text(L, l, 7.5, false)
		d.nl(11)
	}

	// The checking's own pages.
	d.header = func(d *doc) {
		d.y = 42
		d.text(L, product, 8.5, true)
		d.text(220, "Account "+shown, 8.5, false)
		d.text(400, "Statement Date "+stmtDate, 8.5, false)
		d.nl(6)
		d.hline(L, R)
		d.nl(18)
	}
	d.page++
	d.header(d)
	d.text(L, strings.ToUpper(product), 12, true)
	d.nl(14)
	d.text(L, fs.Holder, 8.5, false)
	d.text(300, "Account Number", 8, false)
	d.text(380, shown, 8.5, true)
	d.nl(20)
	d.text(L, "Account Summary", 10, true)
	d.nl(6)
	d.hline(L, 330)
	d.nl(12)
	sl := func(n int, label string, c int64, sign string, bold bool) {
		if n >= 0 {
			d.rtext(L+18, fmt.Sprint(n), 8.5, bold)
		}
		d.text(L+26, label, 8.5, bold)
		d.rtext(330, sign+money(c), 8.5, bold)
		d.nl(12.5)
	}
	open, closing := "$"+money(fs.OpenP), "$"+money(fs.CloseP)
	if fs.OpenP < 0 {
		open = "-" + open
	}
	if fs.CloseP < 0 {
		closing = "-" + closing
	}
	d.text(L, "Beginning Balance on "+before.Format("01/02/06"), 8.5, true)
	d.rtext(330, open, 8.5, true)
	d.nl(12.5)
	sl(len(cRows), "Deposits and Credits", total(cRows), "+", false)
	sl(len(eRows), "Electronic Debits", total(eRows), "-", false)
	sl(len(oRows), "Other Debits", total(oRows), "-", false)
	sl(len(kRows), "Checks Paid", total(kRows), "-", false)
	d.hline(L, 330)
	d.nl(11)
	d.text(L, "Ending Balance on "+fs.End.Format("01/02/06"), 8.5, true)
	d.rtext(330, closing, 8.5, true)
	d.nl(12.5)
	famMust("relbox closing", fs.OpenP+total(cRows)-total(eRows)-total(oRows)-total(kRows), fs.CloseP)
	low := fs.Opening
	for _, e := range dayEnds {
		if e.B < low {
			low = e.B
		}
	}
	y := d.y
	d.y = y - 76
	d.box(370, d.y-10, R, d.y+52, 0.4)
	d.y += 4
	for _, kv := range [][2]string{{"Average Ledger Balance", c2(fs.avgDaily())}, {"Low Balance", c2(low)},
		{"Days in Statement Period", fmt.Sprint(int(fs.End.Sub(fs.Start).Hours()/24) + 1)}, {"Enclosures", fmt.Sprint(len(kRows))}} {
		d.text(378, kv[0], 8, false)
		d.rtext(R-8, kv[1], 8, false)
		d.nl(12)
	}
	d.y = y + 14

	p := &pager{d: d, bottom: 724}
	const xAmt, xDesc, xRef = 128.0, 142.0, 572.0
	section := func(title, word string, rs []frow) {
		if len(rs) == 0 {
			return
		}
		heads := func(d *doc) {
			d.text(L, "Date", 7.5, true)
			d.rtext(xAmt, "Amount", 7.5, true)
			d.text(xDesc, "Description", 7.5, true)
			d.rtext(xRef, "Bank Reference", 7.5, true)
			d.nl(4)
			d.hline(L, R)
			d.nl(10)
		}
		p.need(52)
		d.text(L, title, 10.5, true)
		d.nl(14)
		heads(d)
		p.after = func(d *doc) {
			d.text(L, title+" (continued)", 10, true)
			d.nl(14)
			heads(d)
		}
		for k := range rs {
			r := rs[k]
			ls := famnLines(r.Desc)
			p.need(float64(len(ls))*9.5 + 1)
			d.text(L, fs.date(&r, "01/02"), 8, false)
			d.rtext(xAmt, money(r.Cents), 8, false)
			d.text(xDesc, ls[0], 8, false)
			d.rtext(xRef, relboxRef(fs, r), 7.5, false)
			d.nl(9.5)
			for _, l := range ls[1:] {
				d.text(xDesc+8, l, 7.5, false)
				d.nl(9)
			}
			d.nl(1.5)
		}
		p.need(18)
		d.hline(L, R)
		d.nl(10)
		d.text(L, fmt.Sprintf("Total %s: %d items", word, len(rs)), 8, true)
		d.rtext(xAmt+160, "$"+money(total(rs)), 8, true)
		d.nl(20)
		p.after = nil
	}
	section("Deposits and Credits", "Deposits and Credits", cRows)
	section("Electronic Debits", "Electronic Debits", eRows)
	section("Other Debits", "Other Debits", oRows)

	// Checks Paid, four across in number order.
	ks := byCheckNo(kRows)
	xs := []float64{L, L + 134, L + 268, L + 402}
	if len(ks) > 0 {
		// The grid runs down each column first, so it is kept on one page
		// when it fits on one.
		p.need(min(50+float64((len(ks)+3)/4)*10, 300))
		d.text(L, "Checks Paid", 10.5, true)
		d.nl(14)
		ch := func(d *doc) {
			for _, x := range xs {
				d.text(x, "Check No.", 7.5, true)
				d.text(x+44, "Date", 7.5, true)
				d.rtext(x+124, "Amount", 7.5, true)
			}
			d.nl(4)
			d.hline(L, R)
			d.nl(10)
		}
		ch(d)
		p.after = func(d *doc) {
			d.text(L, "Checks Paid (continued)", 10, true)
			d.nl(14)
			ch(d)
		}
		per := (len(ks) + 3) / 4
		for k := 0; k < per; k++ {
			p.need(10)
			for c := 0; c < 4; c++ {
				j := c*per + k
				if j >= len(ks) {
					continue
				}
				no := fmt.Sprint(ks[j].CheckNo)
				if j > 0 && ks[j].CheckNo != ks[j-1].CheckNo+1 {
					no += "*"
				}
				d.text(xs[c], no, 8, false)
				d.text(xs[c]+44, ks[j].Date.Format("01/02"), 8, false)
				d.rtext(xs[c]+124, money(ks[j].Cents), 8, false)
			}
			d.nl(10)
		}
		p.after = nil
		d.hline(L, R)
		d.nl(10)
		d.text(L, fmt.Sprintf("Total Checks Paid: %d items", len(ks)), 8, true)
		d.rtext(xAmt+160, "$"+money(total(ks)), 8, true)
		d.nl(10)
		d.text(L, "* Indicates a gap in the check number sequence. The check may have been paid on a prior statement or may still be outstanding.", 7, false)
		d.nl(20)
	}

	// Daily Balances, four across, on one page when they fit.
	p.need(min(50+float64((len(dayEnds)+3)/4)*10, 300))
	d.text(L, "Daily Balances", 10.5, true)
	d.nl(14)
	bh := func(d *doc) {
		for _, x := range xs {
			d.text(x, "Date", 7.5, true)
			d.rtext(x+124, "Balance", 7.5, true)
		}
		d.nl(4)
		d.hline(L, R)
		d.nl(10)
	}
	bh(d)
	p.after = func(d *doc) {
		d.text(L, "Daily Balances (continued)", 10, true)
		d.nl(14)
		bh(d)
	}
	per := (len(dayEnds) + 3) / 4
	for k := 0; k < per; k++ {
		p.need(10)
		for c := 0; c < 4; c++ {
			if j := c*per + k; j < len(dayEnds) {
				d.text(xs[c], dayEnds[j].D.Format("01/02"), 8, false)
				d.rtext(xs[c]+124, relboxBal(dayEnds[j].B), 8, false)
			}
		}
		d.nl(10)
	}
	p.after = nil
	d.nl(12)

	// Fees for the period and the year to date.
	var od, nsf int64
	var odY, nsfY int64
	for _, r := range fs.visible() {
		inYear := r.Date.Year() == fs.End.Year()
		switch r.Code {
		case kOD:
			od += r.Cents
			if inYear {
				odY += r.Cents
			}
		case kNSF:
			nsf += r.Cents
			if inYear {
				nsfY += r.Cents
			}
		}
	}
	if fs.Start.Month() != 1 || fs.Start.Year() != fs.End.Year() {
		// Months before this one in the same year.
		if fs.Start.Year() == fs.End.Year() {
			odY += 35_00 * int64(famHash(fs, 0, "rbytd")%4)
			nsfY += 35_00 * int64(famHash(fs, 0, "rbytn")%3)
		}
	}
	p.need(60)
	d.text(L, "Overdraft and Returned Item Charges", 10.5, true)
	d.nl(14)
	d.text(300, "Total for this period", 7.5, true)
	d.rtext(R, "Total year-to-date", 7.5, true)
	d.nl(4)
	d.hline(L, R)
	d.nl(10)
	for _, f := range []struct {
		l    string
		a, y int64
	}{{"Total Overdraft Charges", od, odY}, {"Total Insufficient Funds Charges", nsf, nsfY}} {
		d.text(L, f.l, 8, false)
		d.rtext(380, "$"+money(f.a), 8, false)
		d.rtext(R, "$"+money(f.y), 8, false)
		d.nl(11)
	}
	d.nl(10)
	for _, para := range []string{
		"An Overdraft Charge of $35.00 applies to each item paid and an Insufficient Funds Charge of $35.00 to each item returned when the available balance is not enough to pay it, up to 5 charges ($175.00) per business day. Items of $5.00 or less are not charged.",
		"In case of errors or questions about your electronic transfers, call 1-800-555-0143 or write to Sabine Commerce Bank, P.O. Box 3310, Shreveport, LA 71133-3310, as soon as you can. We must hear from you no later than 60 days after we sent the FIRST statement on which the problem appeared. For business accounts the period is 30 days.",
	} {
		wrapPara(p, L, para, 150, 7, 9)
		d.nl(5)
	}
	d.footer = func(d *doc, page, total int) {
		d.y = 760
		d.text(L, "Sabine Commerce Bank, N.A.  Member FDIC  Equal Housing Lender  sabinecommerce.com", 6.5, false)
		d.rtext(R, fmt.Sprintf("Page %d of %d", page, total), 7, false)
	}
	d.finish()
	famPrintedOrder(fs, cRows, eRows, oRows, ks)
	famnJoin(fs)
	fs.printTotals(shows{Credits: true, CountCredits: true, Daily: true})
	fs.Notes = append(fs.Notes, "Page 1 is a relationship page: the Relationship Summary lists the checking with a money market, a line of credit and in some months a certificate of deposit (their numbers and balances are not the statement's; the customer number is not an account number). The checking's activity is in sections by kind: Deposits and Credits, Electronic Debits, Other Debits (ATM, transfers to the money market, fees and returned items), Checks Paid four across; unsigned amounts printed before the description, the section gives the sign; the Bank Reference column is not part of the description; each description's lines are joined in the answer. The answer lists the rows as printed: credits, electronic debits, other debits, then checks in number order. The account summary, the balance box, the section totals, Daily Balances and the charge totals are not transactions.")
	return d
}
