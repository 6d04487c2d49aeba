package main

import (
	"fmt"
	"hash/fnv"
	"strings"
)

// ---- jhcore: a Jack Henry / Fiserv-style community-bank core print of a
// business checking account, from "Kittredge County Bank".
//
// Modelled conventions: everything in capitals and in one fixed-pitch
// font on a character grid, each printed line one string (a line
// printer's record); rules of dashes and equals signs; a page-1 block
// with the bank's name and address, the holder's address and, at the
// right, STATEMENT DATE 01/31/26, ACCOUNT NUMBER, PAGE n; a summary
// block (BALANCE FORWARD with the previous statement's date, DEPOSITS
// with an ITEMS count, WITHDRAWALS with an ITEMS count and a trailing
// minus, ENDING BALANCE, AVERAGE BALANCE, LOW BALANCE with its date,
// DAYS IN PERIOD); then one register DATE | TC | DESCRIPTION | ITEMS |
// AMOUNT | BALANCE in posting order, MM/DD dates without a year, the
// transaction code in a column of its own (DEP deposit, MDP mobile
// deposit, ACH, POS, ATM, CHK, XFR, WIR, ZEL, BPY, RTN, FEE, SC, ADJ),
// the number of items deposited in the ITEMS column of a deposit and
// blank elsewhere, debits with a trailing minus (84.20-) and a balance
// on every row (negative balances 1,234.56-); a BALANCE FORWARD line
// opens the register and is not a transaction; descriptions of one or
// two lines in capitals (ACH CREDIT SQUARE INC …, POS PURCHASE 01/02
// HOME DEPOT …, CHECK 1043, NSF FEE ITEM $45.00); a legend of the
// transaction codes, Reg DD overdraft / returned-item fee totals for the
// period and the year, and the error-resolution notice in capitals. Page
// after page: "ACCOUNT NUMBER … PAGE n" and "(CONTINUED)".
func init() {
	mFamilies = append(mFamilies, fFamily{
		ID: 1, Name: "jhcore", Bank: "Kittredge County Bank",
		Aliases: []string{"KITTREDGE COUNTY BANK", "Kittredge County Bank", "kittredgebank.com"},
		Prepare: prepareJhcore, Draw: drawJhcore,
		Docs: []cDoc{{Variant: 0, Producer: "fpdf-core"}, {Variant: 2, Producer: "ghostscript"},
			{Variant: 1, Producer: "fpdf-core"}, {Variant: 3, Producer: "reportlab"}},
	})
}

func prepareJhcore(fs *fstmt) {
	fs.Creator = "SLSTMT PRINT RENDER 12.4"
	famRenumberChecks(fs)
	info := famClassify(fs)
	city, st := famCityState(fs)
	city, st = strings.ToUpper(city), strings.ToUpper(st)
	card := digits(fs.Opening*23+7, 4)
	sav := digits(fs.Opening*31+9, 4)
	item := func(i int) string {
		if t := info[i].Trigger; t >= 0 {
			return " ITEM $" + money(fs.Rows[t].Cents)
		}
		return ""
	}
	ach := func(i int, party, entry string) string {
		s := party + " " + entry
		if fs.LongDescs {
			s += " ID " + famDigits(fs, 0, "coid"+party, 10) + " CCD " + famDigits(fs, i, "trace", 15)
		}
		return s
	}
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		md := in.AuthDay.Format("01/02")
		switch r.Code {
		case kSquare:
			r.Desc = "ACH CREDIT " + ach(i, "SQUARE INC", "SQ"+famAlnum(fs, i, "sq", 8))
		case kStripe:
			r.Desc = "ACH CREDIT " + ach(i, "STRIPE", "TRANSFER ST-"+famAlnum(fs, i, "st", 8))
		case kClover:
			r.Desc = "ACH CREDIT " + ach(i, "CLOVER APP", "MERCH DEP "+famDigits(fs, i, "cl", 8))
		case kShopify:
			r.Desc = "ACH CREDIT " + ach(i, "SHOPIFY", "PAYOUT "+famAlnum(fs, i, "sh", 8))
		case kACHIn:
			r.Desc = "ACH CREDIT " + ach(i, in.Party, "PAYMENT")
		case kTaxRefund:
			r.Desc = "ACH CREDIT IRS TREAS 310 TAX REF"
		case kZelleIn:
			r.Desc = "ZELLE FROM " + in.Party + " " + famAlnum(fs, i, "z", 9)
		case kMobile:
			r.Desc = "MOBILE DEPOSIT"
		case kBranchDep:
			r.Desc = "DEPOSIT"
		case kXferIn:
			r.Desc = "TRANSFER FROM SAV XXXXXX" + sav
		case kRefund:
			r.Desc = "POS RETURN " + md + " " + in.Party + " " + city + " " + st + " XX" + card
		case kFeeRev:
			r.Desc = "OVERDRAFT FEE REFUND"
		case kFunding:
			r.Desc = "INCOMING WIRE " + in.Party + " LLC FED " + famDigits(fs, i, "fed", 8)
		case kCard, kRecurring:
			r.Desc = "POS PURCHASE " + md + " " + in.Party + " " + city + " " + st + " XX" + card
		case kCardPin:
			r.Desc = "POS PIN PURCHASE " + md + " " + in.Party + " " + city + " " + st + " XX" + card
		case kATM:
			r.Desc = "ATM WITHDRAWAL " + md + " " + strings.ToUpper(fs.Street) + " " + city + " " + st + " XX" + card
		case kCheck:
			r.Desc = fmt.Sprintf("CHECK %d", r.CheckNo)
		case kPayroll:
			r.Desc = "ACH DEBIT " + ach(i, "ADP WAGE PAY", in.Ref)
		case kPayrollTax:
			r.Desc = "ACH DEBIT IRS USATAXPYMT " + famDigits(fs, i, "tax", 15)
		case kUtility:
			r.Desc = "ACH DEBIT " + ach(i, in.Party, "UTIL PMT")
		case kBillPay:
			r.Desc = "BILL PAY " + in.Party
		case kZelleOut:
			r.Desc = "ZELLE TO " + in.Party + " " + famAlnum(fs, i, "z", 9)
		case kXferOut:
			r.Desc = "TRANSFER TO SAV XXXXXX" + sav
		case kMCAPay:
			r.Desc = "ACH DEBIT " + ach(i, in.Party, "DAILY PMT")
		case kLoanPay:
			r.Desc = "ACH DEBIT " + ach(i, in.Party, "LOAN PMT")
		case kWireOut:
			r.Desc = "OUTGOING WIRE " + in.Party + " LLC FED " + famDigits(fs, i, "fedo", 8)
		case kReturned:
			r.Desc = "RETURN DEPOSITED ITEM"
		case kNSF:
			r.Desc = "NSF FEE" + item(i)
		case kOD:
			r.Desc = "OD ITEM FEE" + item(i)
		case kMonthly:
			r.Desc = "SERVICE CHARGE"
		}
		r.Desc = strings.Join(strings.Fields(strings.ToUpper(r.Desc)), " ")
	}
}

// jhTC is a row's transaction code.
func jhTC(r frow) string {
	switch r.Code {
	case kBranchDep:
		return "DEP"
	case kMobile:
		return "MDP"
	case kSquare, kStripe, kClover, kShopify, kACHIn, kTaxRefund, kPayroll, kPayrollTax, kUtility, kMCAPay, kLoanPay:
		return "ACH"
	case kCard, kRecurring, kCardPin, kRefund:
		return "POS"
	case kATM:
		return "ATM"
	case kCheck:
		return "CHK"
	case kXferIn, kXferOut:
		return "XFR"
	case kFunding, kWireOut:
		return "WIR"
	case kZelleIn, kZelleOut:
		return "ZEL"
	case kBillPay:
		return "BPY"
	case kReturned:
		return "RTN"
	case kNSF, kOD:
		return "FEE"
	case kMonthly:
		return "SC"
	case kFeeRev:
		return "ADJ"
	}
	if r.Credit {
		return "CR"
	}
	return "DR"
}

// jhItems is the number of items in a deposit ("" for other rows).
func jhItems(fs *fstmt, r frow) string {
	switch r.Code {
	case kBranchDep:
		h := fnv.New32a()
		fmt.Fprintf(h, "%s|%s|%d", fs.AccountNo, r.Date.Format("20060102"), r.Cents)
		return fmt.Sprint(1 + h.Sum32()%7)
	case kMobile:
		return "1"
	}
	return ""
}

// jhAmt prints a figure with a trailing minus when minus (a debit) or
// when it is negative (a balance).
func jhAmt(c int64, minus bool) string {
	s := money(c)
	if minus || c < 0 {
		s += "-"
	}
	return s
}

func drawJhcore(fs *fstmt) *doc {
	const width = 104
	d := newDoc()
	g := &grid{d: d, x0: 36, size: 8, lh: 10, lines: true}
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
	famMust("jhcore closing", fs.OpenP+cr-db, fs.CloseP)
	acct := fs.AccountNo
	mask := strings.Repeat("X", len(acct)-4) + acct[len(acct)-4:]
	prev := fs.Start.AddDate(0, 0, -1)
	bank := "KITTREDGE COUNTY BANK"
	d.header = func(d *doc) {
		d.y = 40
		g.line(at(0, bank), ra(width, "ACCOUNT NUMBER "+mask))
		g.line(at(0, "BUSINESS CHECKING"), at(44, fmt.Sprintf("PAGE %d", d.page)), ra(width, "STATEMENT DATE "+fs.End.Format("01/02/06")))
		g.line(at(0, strings.Repeat("=", width)))
		d.y += 4
	}
	// Page 1.
	d.y = 44
	g.line(centre(width, bank))
	g.line(centre(width, "PO BOX 410  CONCORDIA KS 66901-0410"))
	g.line(centre(width, "MEMBER FDIC    (785) 555-0118    KITTREDGEBANK.COM"))
	d.y += 16
	right := [][2]string{
		{"STATEMENT DATE", fs.End.Format("01/02/06")},
		{"ACCOUNT NUMBER", mask},
		{"PAGE", "1"},
	}
	addr := []string{strings.ToUpper(fs.Holder), strings.ToUpper(fs.Street), strings.ToUpper(fs.City)}
	for k := 0; k < 4; k++ {
		var cells []gcell
		if k < len(addr) {
			cells = append(cells, at(6, addr[k]))
		}
		if k < len(right) {
			cells = append(cells, at(66, right[k][0]), ra(width, right[k][1]))
		}
		g.line(cells...)
	}
	d.y += 14
	g.line(at(0, strings.Repeat("*", width)))
	g.line(centre(width, "NEW ONLINE BANKING FEATURES ARE HERE. ASK ANY BRANCH ABOUT MOBILE DEPOSIT LIMITS."))
	g.line(at(0, strings.Repeat("*", width)))
	d.y += 10
	g.line(at(0, "BUSINESS CHECKING"), at(40, "ACCOUNT NUMBER "+mask))
	g.line(at(0, strings.Repeat("-", width)))
	ends := fs.dayEnds()
	low, lowD := fs.OpenP, fs.Start
	for _, e := range ends {
		if e.B < low {
			low, lowD = e.B, e.D
		}
	}
	days := int(fs.End.Sub(fs.Start).Hours()/24) + 1
	sum := []struct{ l, n, a, rl, ra string }{
		{"BALANCE FORWARD  " + prev.Format("01/02/06"), "", jhAmt(fs.OpenP, false), "AVERAGE BALANCE", jhAmt(fs.avgDaily(), false)},
		{"DEPOSITS", fmt.Sprint(ncr), money(cr), "LOW BALANCE  " + lowD.Format("01/02/06"), jhAmt(low, false)},
		{"WITHDRAWALS", fmt.Sprint(ndb), jhAmt(db, true), "DAYS IN PERIOD", fmt.Sprint(days)},
		{"ENDING BALANCE   " + fs.End.Format("01/02/06"), "", jhAmt(fs.CloseP, false), "", ""},
	}
	g.line(ra(32, "ITEMS"))
	for _, s := range sum {
		cells := []gcell{at(0, s.l), ra(32, s.n), ra(50, s.a)}
		if s.rl != "" {
			cells = append(cells, at(62, s.rl), ra(width, s.ra))
		}
		g.line(cells...)
	}
	d.y += 12

	const cTC, cDesc, cItems, cAmt, cBal = 8, 14, 68, 86, width
	p := &pager{d: d, bottom: 740}
	heads := func(d *doc) {
		g.bline(at(0, "DATE"), at(cTC, "TC"), at(cDesc, "DESCRIPTION"), ra(cItems, "ITEMS"), ra(cAmt, "AMOUNT"), ra(cBal, "BALANCE"))
		g.line(at(0, strings.Repeat("-", width)))
	}
	g.bline(at(0, "ACCOUNT ACTIVITY"))
	heads(d)
	p.after = func(d *doc) {
		g.bline(at(0, "ACCOUNT ACTIVITY (CONTINUED)"))
		heads(d)
	}
	g.line(at(0, prev.Format("01/02")), at(cDesc, "BALANCE FORWARD"), ra(cBal, jhAmt(fs.OpenP, false)))
	for _, r := range rows {
		ls := wrapWords(r.Desc, 44)
		p.need(float64(len(ls)) * g.lh)
		g.line(at(0, fs.date(&r, "01/02")), at(cTC, jhTC(r)), at(cDesc, ls[0]), ra(cItems, jhItems(fs, r)),
			ra(cAmt, jhAmt(r.Cents, !r.Credit)), ra(cBal, jhAmt(r.Balance, false)))
		for _, l := range ls[1:] {
			g.line(at(cDesc+2, l))
		}
	}
	p.after = nil
	g.line(at(0, strings.Repeat("-", width)))
	g.line(at(cDesc, "ENDING BALANCE"), ra(cBal, jhAmt(fs.CloseP, false)))
	d.y += 12

	// Overdraft and returned-item fees (Reg DD).
	var od, nsf int64
	for _, r := range rows {
		switch r.Code {
		case kOD:
			od += r.Cents
		case kNSF:
			nsf += r.Cents
		}
	}
	prior := int64(0)
	if fs.Start.Month() != 1 && fs.Start.Year() == fs.End.Year() {
		prior = 3400 * int64(famHash(fs, 0, "jhytd")%3)
	}
	p.need(60)
	g.line(at(20, strings.Repeat("=", 60)))
	g.line(at(44, "TOTAL FOR"), at(64, "TOTAL"))
	g.line(at(44, "THIS PERIOD"), at(64, "YEAR-TO-DATE"))
	g.line(at(20, strings.Repeat("=", 60)))
	g.line(at(20, "TOTAL OVERDRAFT FEES"), ra(55, money(od)), ra(76, money(od+prior)))
	g.line(at(20, "TOTAL RETURNED ITEM FEES"), ra(55, money(nsf)), ra(76, money(nsf)))
	g.line(at(20, strings.Repeat("=", 60)))
	d.y += 12
	p.need(50)
	g.line(at(0, "TRANSACTION CODES:"))
	for _, l := range []string{
		"DEP DEPOSIT         MDP MOBILE DEPOSIT    ACH AUTOMATED CLEARING HOUSE   POS POINT OF SALE   ATM ATM",
		"CHK CHECK           XFR TRANSFER          WIR WIRE TRANSFER              ZEL ZELLE           BPY BILL PAY",
		"RTN RETURNED ITEM   FEE FEE               SC  SERVICE CHARGE             ADJ ADJUSTMENT",
	} {
		g.line(at(2, l))
	}
	d.y += 12
	for _, para := range []string{
		"IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC TRANSFERS CALL (785) 555-0118 OR WRITE KITTREDGE COUNTY BANK, PO BOX 410, CONCORDIA KS 66901 AS SOON AS YOU CAN. WE MUST HEAR FROM YOU NO LATER THAN 60 DAYS AFTER WE SENT THE FIRST STATEMENT ON WHICH THE PROBLEM APPEARED. WE WILL INVESTIGATE WITHIN 10 BUSINESS DAYS AND MAY TAKE UP TO 45 DAYS.",
		"AN OVERDRAFT FEE OF $34.00 MAY BE CHARGED FOR EACH ITEM PAID INTO OVERDRAFT AND AN NSF FEE OF $34.00 FOR EACH ITEM RETURNED, UP TO 4 ITEMS PER DAY.",
	} {
		for _, l := range wrapWords(para, width) {
			p.need(g.lh)
			g.line(at(0, l))
		}
		d.y += 6
	}
	d.finish()
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "every_row"})
	fs.Notes = append(fs.Notes, "One register DATE | TC | DESCRIPTION | ITEMS | AMOUNT | BALANCE in capitals and a fixed-pitch font: the TC column (DEP, MDP, ACH, POS, CHK, XFR, WIR, ZEL, BPY, RTN, FEE, SC, ADJ) is the transaction code, not part of the description; ITEMS is the number of items in a deposit, not an amount; a trailing minus (84.20-) marks a debit or a negative balance. The BALANCE FORWARD line (dated the previous statement date) and the ENDING BALANCE line are not transactions, nor are the summary, the fee totals and the code legend.")
	return d
}
