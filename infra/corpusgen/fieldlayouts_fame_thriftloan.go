package main

import (
	"fmt"
	"math"
	"strings"
	"time"
)

// ---- thriftloan: a savings and loan's combined statement, from "Marlow
// Federal Savings", of a business customer's commercial mortgage and
// business checking.
//
// Modelled conventions: a COMBINED STATEMENT headed by a customer number
// and the statement date in words; a Relationship Summary listing the
// loan's principal balance next to the checking balance; the loan first,
// with its terms (rate, maturity, payment due, amount due, escrow
// balance, interest and taxes paid year to date, the prior year's
// interest for Form 1098 in a January statement) and LOAN ACTIVITY in
// Date | Description | Total | Principal | Interest | Escrow | Fees |
// Principal Balance (a payment split into principal, interest and
// escrow, escrow disbursements for taxes and insurance): none of it is a
// deposit transaction; then the business checking: a summary with counts,
// and ACCOUNT ACTIVITY as Posting Date | Description | Debits | Credits |
// Daily Balance with the balance only on a day's last row and negative
// balances in parentheses, MM/DD/YY dates, the loan payment as a
// transfer out of checking, Title Case descriptions over one to three
// lines ("Preauthorized Credit", "POS Purchase", "Preauthorized Debit",
// "Check 1234"); a notice page with the escrow and error-resolution
// text. The answer is the checking account.

func init() {
	eFamilies = append(eFamilies, eFamily{
		Name: "thriftloan", Bank: "Marlow Federal Savings", Aliases: []string{"Marlow Federal Savings and Loan Association", "MARLOW FEDERAL SAVINGS", "Marlow Federal"},
		Seed: 64400, Prepare: prepareThriftloan, Draw: drawThriftloan,
		Docs: []eDoc{{0, "reportlab"}, {1, "reportlab"}, {2, "reportlab"}, {3, "reportlab"},
			{0, "cairo"}, {3, "cairo"}, {1, "fpdf-ttf"}, {2, "fpdf-core"}},
	})
}

const kLoanXfer = "loanxfer"

const tlPhone, tlWeb = "(573) 555-0148", "marlowfederal.com"

func tlLoanNo(fs *fstmt) string { return "8800" + digits(fs.Opening*43+9, 8) }
func tlCust(fs *fstmt) string   { return digits(fs.Opening*47+3, 8) }
func tlCard(fs *fstmt) string   { return digits(fs.Opening*53+1, 4) }

// tlLoan is the commercial mortgage: its balance at the start of the
// period, its payment and escrow.
type tlLoan struct {
	Start, PI, Escrow, EscrowBal int64
	Rate                         float64
}

func tlTerms(fs *fstmt) tlLoan {
	p := int64(25000000 + (fs.Opening*7919)%35000000)
	r := 0.0675
	// Level payment of a 25-year loan on the original balance.
	orig := float64(p) * 1.18
	m := r / 12
	pi := int64(math.Round(orig * m / (1 - math.Pow(1+m, -300))))
	return tlLoan{Start: p, PI: pi, Escrow: 65000 + fs.Opening%45000, EscrowBal: 380000 + fs.Opening%200000, Rate: r}
}

// tlPayDay is the day the loan payment posts: the first business day of
// a month in the period.
func tlPayDay(fs *fstmt) time.Time {
	for d := fs.Start; !d.After(fs.End); d = d.AddDate(0, 0, 1) {
		if d.Day() <= 5 && d.Weekday() != time.Saturday && d.Weekday() != time.Sunday && !famHolidays[d.Format("2006-01-02")] {
			return d
		}
	}
	panic("thriftloan: no payment day")
}

func prepareThriftloan(fs *fstmt) {
	fs.Creator = "Marlow Federal Savings - Statement Print"
	info := ePrep(fs)
	card := tlCard(fs)
	city, st := famCityState(fs)
	T := func(s string) string { return famTitle(s, "LLC", "SQ", "ADP", "IRS", "HOA", "ATM", "POS", "ACH", "ID") }
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		k := r.Code
		ymd := r.Date.Format("060102")
		switch k {
		case kSquare:
			eSet(r, k, "Preauthorized Credit Square Inc", "SQ"+ymd+" L2"+famAlnum(fs, i, "sq", 11))
		case kStripe:
			eSet(r, k, "Preauthorized Credit Stripe Transfer", strings.ToUpper(in.Ref))
		case kClover:
			eSet(r, k, "Preauthorized Credit Clover App Mkt", "Mtot Dep "+famDigits(fs, i, "mid", 12))
		case kShopify:
			eSet(r, k, "Preauthorized Credit Shopify Transfer", "ST-"+famAlnum(fs, i, "sh", 12))
		case kACHIn:
			eSet(r, k, "Preauthorized Credit "+T(in.Party), "Payment "+strings.ReplaceAll(in.Ref, " ", "")+" Co ID 1"+eID(fs, in.Party, "oid", 9))
		case kTaxRefund:
			eSet(r, k, "Preauthorized Credit IRS Treas 310", "Tax Ref "+ymd)
		case kMobile:
			eSet(r, k, "Mobile Banking Deposit", "Ref "+famDigits(fs, i, "mob", 9))
		case kBranchDep:
			eSet(r, k, "Deposit")
		case kZelleIn:
			eSet(r, k, "Zelle Transfer From "+T(in.Party), "Ref "+famAlnum(fs, i, "z", 10))
		case kXferIn:
			eSet(r, k, "Transfer From Savings XXXX"+in.Acct4)
		case kRefund:
			eSet(r, k, "POS Return "+T(in.Party), T(city)+" "+st+" Card "+card)
		case kFeeRev:
			eSet(r, k, "Service Charge Refund")
		case kFunding:
			eSet(r, k, "Wire Transfer In "+T(in.Party)+" LLC", "Ref "+in.Ref+" Imad "+r.Date.Format("20060102")+"MMQFMP"+famDigits(fs, i, "imad", 6))
		case kCheck:
			eSet(r, k, fmt.Sprintf("CHECK #%d", r.CheckNo))
		case kCard, kRecurring:
			eSet(r, k, "POS Purchase "+cmWhere(T(in.Party), T(city), st), "Card "+card+" "+in.AuthDay.Format("01/02"))
		case kCardPin:
			eSet(r, k, "POS Purchase PIN "+T(in.Party), T(city)+" "+st+" Card "+card+" "+in.AuthDay.Format("01/02"))
		case kATM:
			eSet(r, k, "ATM Withdrawal Marlow Federal", "Main Office Card "+card)
		case kPayroll:
			eSet(r, k, "Preauthorized Debit ADP Wage Pay", "Wage Pay "+in.Ref)
		case kPayrollTax:
			eSet(r, k, "Preauthorized Debit ADP Tax", "ADP Tax "+famDigits(fs, i, "adp", 6)+famAlnum(fs, i, "adpx", 4))
		case kUtility:
			eSet(r, k, "Preauthorized Debit "+T(in.Party), "Util Pmt "+eID(fs, in.Party, "ua", 10))
		case kBillPay:
			eSet(r, k, "Bill Pay "+T(in.Party), "Conf "+famDigits(fs, i, "bp", 8))
		case kZelleOut:
			eSet(r, k, "Zelle Transfer To "+T(in.Party), "Ref "+famAlnum(fs, i, "z", 10))
		case kXferOut:
			eSet(r, k, "Transfer To Savings XXXX"+in.Acct4)
		case kMCAPay:
			eSet(r, k, "Preauthorized Debit "+T(in.Party), "Debit Pmt ID "+eID(fs, in.Party, "mca", 12))
		case kLoanPay:
			eSet(r, k, "Preauthorized Debit "+T(in.Party)+" Inc", "Loan Pmt "+eID(fs, in.Party, "loan", 10))
		case kWireOut:
			eSet(r, k, "Wire Transfer Out "+T(in.Party), "Imad "+r.Date.Format("20060102")+"MMQFMP"+famDigits(fs, i, "imad", 6))
		case kReturned:
			eSet(r, k, "Returned Deposited Item", "Check "+famDigits(fs, i, "rck", 4)+" NSF")
		case kNSF:
			eSet(r, k, "Insufficient Funds Charge", "Item "+money(fs.Rows[in.Trigger].Cents))
		case kOD:
			eSet(r, k, "Overdraft Charge", "Item "+money(fs.Rows[in.Trigger].Cents))
		case kMonthly:
			eSet(r, k, "Account Maintenance Charge")
		default:
			panic("thriftloan: no wording for " + k)
		}
	}
	// The loan payment, drawn from checking on its payment day.
	lt := tlTerms(fs)
	pd := tlPayDay(fs)
	row := frow{txn: txn{Date: pd, Cents: lt.PI + lt.Escrow, Category: "loan_payment"}}
	eSet(&row, kLoanXfer, "Transfer To Loan "+tlLoanNo(fs), "Mortgage Payment")
	fbInsert(fs, row)
	fs.rebalance()
}

func drawThriftloan(fs *fstmt, producer string) *doc {
	const (
		L, R   = 42.0, 570.0
		bottom = 726.0
		size   = 7.8
		lh     = 9.6
	)
	d := newDoc()
	cust := tlCust(fs)
	loanNo := tlLoanNo(fs)
	chk4 := fs.AccountNo[len(fs.AccountNo)-4:]
	stmtDate := fs.End.Format("January 2, 2006")
	var cont func()
	d.header = func(d *doc) {
		d.y = 40
		d.text(L, "Marlow Federal Savings", 10, true)
		d.fbAt(R, 40, "Customer Number "+cust, 7.5, false, true)
		d.fbAt(R, 49, "Statement Date "+stmtDate, 7.5, false, true)
		d.fbRule(L, R, 56, 0.5)
		d.y = 74
		if cont != nil {
			cont()
		}
	}
	need := func(h float64) bool {
		if d.y+h > bottom {
			d.page++
			d.header(d)
			return true
		}
		return false
	}
	// Page 1.
	d.y = 50
	d.text(L, "MARLOW FEDERAL SAVINGS", 15, true)
	d.nl(11)
	d.text(L, "A Savings and Loan Association  •  Serving Marlow County Since 1889", 7.2, false)
	d.nl(9)
	d.text(L, "301 Courthouse Square  •  Marlow, MO 65401  •  "+tlPhone+"  •  "+tlWeb, 7.2, false)
	d.fbBox(380, 36, R, 46, 0.4)
	d.fbAt(388, 48, "COMBINED STATEMENT", 9, true, false)
	d.fbAt(388, 59, "Statement Date: "+stmtDate, 7.5, false, false)
	d.fbAt(388, 68, "Customer Number: "+cust, 7.5, false, false)
	d.fbAt(388, 77, "Period: "+fs.Start.Format("01/02/06")+" to "+fs.End.Format("01/02/06"), 7.5, false, false)
	d.y = 112
	for _, l := range []string{fs.Holder, fs.Street, fs.City} {
		d.text(L+28, l, 9, false)
		d.nl(11)
	}

	// The loan's month.
	lt := tlTerms(fs)
	pd := tlPayDay(fs)
	prevEnd := time.Date(pd.Year(), pd.Month(), 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, -1)
	interest := int64(math.Round(float64(lt.Start) * lt.Rate * float64(prevEnd.Day()) / 365))
	princ := lt.PI - interest
	endPrinc := lt.Start - princ
	escrowBal := lt.EscrowBal + lt.Escrow
	type lrow struct {
		D                              time.Time
		Desc                           string
		Tot, Pr, In, Es, Fee, PrincBal int64
	}
	lrows := []lrow{{pd, "Payment Received - Thank You", lt.PI + lt.Escrow, princ, interest, lt.Escrow, 0, endPrinc}}
	var disb int64
	var disbWhat string
	switch fs.End.Month() {
	case time.November:
		disb, disbWhat = 312000+fs.Opening%90000, "Escrow Disbursement - Marlow County Collector 2025 Taxes"
	case time.February:
		disb, disbWhat = 248500+fs.Opening%60000, "Escrow Disbursement - Show-Me Mutual Hazard Insurance"
	}
	if disb > escrowBal {
		disb = escrowBal - 10000
	}
	if disb > 0 {
		dd := eBizDayBefore(fs.End.AddDate(0, 0, -6))
		lrows = append(lrows, lrow{dd, disbWhat, disb, 0, 0, -disb, 0, endPrinc})
		escrowBal -= disb
	}
	var tax int64
	if fs.End.Month() == time.November {
		tax = disb + 298000
	}
	eCheck(fs, "loan principal", lt.Start-princ, endPrinc)
	eCheck(fs, "loan payment split", princ+interest+lt.Escrow, lt.PI+lt.Escrow)
	var loanXfer int64
	for _, r := range fs.Rows {
		if eKind(r) == kLoanXfer {
			loanXfer += r.Cents
		}
	}
	eCheck(fs, "loan payment from checking", loanXfer, lt.PI+lt.Escrow)
	intYTD := interest + eYTDPrior(fs, interest+811)
	if pd.Year() != fs.End.Year() {
		intYTD = eYTDPrior(fs, interest+811)
	}
	nextDue := time.Date(pd.Year(), pd.Month()+1, 1, 0, 0, 0, 0, time.UTC)
	chkEnd := fs.CloseP

	// Relationship summary.
	d.y = 172
	d.text(L, "RELATIONSHIP SUMMARY", 9.5, true)
	d.fbRule(L, R, d.y+3, 0.5)
	d.nl(14)
	d.text(L+4, "Account", 7.2, true)
	d.text(250, "Account Number", 7.2, true)
	d.rtext(R-4, "Balance", 7.2, true)
	d.nl(lh + 1)
	for _, t := range [][3]string{
		{"Commercial Real Estate Loan (principal)", loanNo, "$" + money(endPrinc)},
		{"Business Checking", fs.AccountNo, tlParen(chkEnd)},
	} {
		d.text(L+4, t[0], size, false)
		d.text(250, t[1], size, false)
		d.rtext(R-4, t[2], size, false)
		d.nl(lh)
	}
	d.nl(14)

	// The loan.
	d.fbBand(L, d.y-10, R, 14, 0.82)
	d.text(L+4, "COMMERCIAL REAL ESTATE LOAN", 9, true)
	d.rtext(R-4, "Loan Number "+loanNo, 8, true)
	d.nl(17)
	terms := [][2]string{
		{"Principal Balance", "$" + money(endPrinc)}, {"Interest Rate", fmt.Sprintf("%.3f%%", lt.Rate*100)},
		{"Maturity Date", "06/01/2046"}, {"Next Payment Due", nextDue.Format("01/02/2006")},
		{"Principal and Interest", "$" + money(lt.PI)}, {"Escrow Payment", "$" + money(lt.Escrow)},
		{"Total Amount Due", "$" + money(lt.PI+lt.Escrow)}, {"Escrow Balance", "$" + money(escrowBal)},
		{"Interest Paid Year-to-Date", "$" + money(intYTD)}, {"Taxes Disbursed Year-to-Date", "$" + money(tax)},
		{"Past Due Amount", "$0.00"}, {"Late Charge if Paid After", nextDue.AddDate(0, 0, 14).Format("01/02/2006") + "  $" + money((lt.PI+lt.Escrow)*5/100)},
	}
	if fs.End.Month() == time.January {
		terms = append(terms, [2]string{fmt.Sprintf("Interest Paid in %d (Form 1098)", fs.End.Year()-1), "$" + money(12*interest+fs.Opening%10000)},
			[2]string{fmt.Sprintf("Property Taxes Paid in %d", fs.End.Year()-1), "$" + money(610000+fs.Opening%90000)})
	}
	for k := 0; k < len(terms); k += 2 {
		for c := 0; c < 2 && k+c < len(terms); c++ {
			x := L + 4 + float64(c)*268
			d.text(x, terms[k+c][0], size, false)
			d.rtext(x+250, terms[k+c][1], size, false)
		}
		d.nl(lh)
	}
	d.nl(8)
	d.text(L, "LOAN ACTIVITY", 8, true)
	d.nl(lh + 2)
	lx := []float64{L + 2, 92, 340, 390, 440, 485, 515, R - 2}
	lh1 := []string{"Date", "Description", "Total", "Principal", "Interest", "Escrow", "Fees", "Principal Bal"}
	for i, h := range lh1 {
		if i < 2 {
			d.text(lx[i], h, 6.8, true)
		} else {
			d.rtext(lx[i], h, 6.8, true)
		}
	}
	d.fbRule(L, R, d.y+3, 0.4)
	d.nl(lh + 3)
	d.text(lx[0], fs.Start.Format("01/02/06"), size, false)
	d.text(lx[1], "Beginning Principal Balance", size, false)
	d.rtext(lx[7], money(lt.Start), size, false)
	d.nl(lh)
	for _, r := range lrows {
		d.text(lx[0], r.D.Format("01/02/06"), size, false)
		d.text(lx[1], r.Desc, size, false)
		d.rtext(lx[2], money(r.Tot), size, false)
		for i, v := range []int64{r.Pr, r.In, r.Es, r.Fee} {
			s := ""
			switch {
			case v > 0:
				s = money(v)
			case v < 0:
				s = "-" + money(v)
			}
			d.rtext(lx[3+i], s, size, false)
		}
		d.rtext(lx[7], money(r.PrincBal), size, false)
		d.nl(lh)
	}
	d.text(lx[0], fs.End.Format("01/02/06"), size, false)
	d.text(lx[1], "Ending Principal Balance", size, false)
	d.rtext(lx[7], money(endPrinc), size, false)
	d.nl(lh + 14)

	// Business checking.
	cr, ncr := fs.credits()
	db, ndb := fs.debits()
	eCheck(fs, "checking summary", fs.OpenP+cr-db, fs.CloseP)
	need(120)
	d.fbBand(L, d.y-10, R, 14, 0.82)
	d.text(L+4, "BUSINESS CHECKING", 9, true)
	d.rtext(R-4, "Account Number "+fs.AccountNo, 8, true)
	d.nl(17)
	for _, t := range [][3]string{
		{"Beginning Balance " + fs.Start.Format("01/02/06"), "", tlParen(fs.OpenP)},
		{"Deposits and Credits", fmt.Sprint(ncr), money(cr)},
		{"Withdrawals and Debits", fmt.Sprint(ndb), money(db)},
		{"Ending Balance " + fs.End.Format("01/02/06"), "", tlParen(fs.CloseP)},
	} {
		b := strings.HasPrefix(t[0], "Ending")
		d.text(L+4, t[0], size, b)
		d.rtext(250, t[1], size, false)
		d.rtext(330, t[2], size, b)
		d.nl(lh)
	}
	low, lowDay := eMinBal(fs)
	d.fbAt(370, d.y-4*lh, "Low Balance "+lowDay.Format("01/02/06"), size, false, false)
	d.fbAt(R-4, d.y-4*lh, tlParen(low), size, false, true)
	d.fbAt(370, d.y-3*lh, "Average Balance", size, false, false)
	d.fbAt(R-4, d.y-3*lh, tlParen(fs.avgDaily()), size, false, true)
	d.fbAt(370, d.y-2*lh, "Items Enclosed", size, false, false)
	d.fbAt(R-4, d.y-2*lh, "0", size, false, true)
	d.nl(10)
	xD, xDesc, xDb, xCr, xB := L+2, 88.0, 410.0, 480.0, R-2
	heads := func() {
		d.fbRule(L, R, d.y-9, 0.4)
		d.text(xD, "Posting Date", 6.8, true)
		d.text(xDesc, "Description", 6.8, true)
		d.rtext(xDb, "Debits", 6.8, true)
		d.rtext(xCr, "Credits", 6.8, true)
		d.rtext(xB, "Daily Balance", 6.8, true)
		d.fbRule(L, R, d.y+3, 0.4)
		d.nl(lh + 3)
	}
	need(50)
	d.text(L, "ACCOUNT ACTIVITY", 8, true)
	d.nl(lh + 3)
	heads()
	cont = func() {
		d.text(L, "BUSINESS CHECKING "+fs.AccountNo+" - ACCOUNT ACTIVITY (continued)", 8, true)
		d.nl(lh + 3)
		heads()
	}
	rows := fs.visible()
	replay := eReplay(fs)
	for i := range rows {
		r := &rows[i]
		ls := eLinesW(*r, xDb-xDesc-62, size)
		if eKind(*r) == kCheck {
			ls = []string{fmt.Sprintf("Check %d", r.CheckNo)}
		}
		need(lh * float64(len(ls)))
		d.text(xD, r.Date.Format("01/02/06"), size, false)
		if r.Credit {
			d.rtext(xCr, money(r.Cents), size, false)
		} else {
			d.rtext(xDb, money(r.Cents), size, false)
		}
		if lastOfDay(rows, i) {
			eCheck(fs, "day-end balance "+r.Date.Format("01/02"), r.Balance, replay[r.Date.Format("2006-01-02")])
			d.rtext(xB, tlParen(r.Balance), size, false)
		}
		for _, l := range ls {
			d.text(xDesc, l, size, false)
			d.nl(lh)
		}
	}
	d.fbRule(L, R, d.y-6, 0.4)
	d.nl(4)
	d.text(xDesc, "Totals", size, true)
	d.rtext(xDb, money(db), size, true)
	d.rtext(xCr, money(cr), size, true)
	d.nl(lh * 2)
	cont = nil

	// Notices.
	for _, p := range []struct{ t, b string }{
		{"Escrow", "Your escrow payment is reviewed once a year. An escrow analysis will be mailed to you in " + time.Date(fs.End.Year()+1, 3, 1, 0, 0, 0, 0, time.UTC).Format("January 2006") + ". Property taxes are paid from escrow on or before December 31; hazard insurance is paid on its renewal date."},
		{"Payments", "Loan payments are due on the 1st of each month and are late after the 15th. A late charge of 5% of the payment due applies. Payments by automatic transfer from your Marlow Federal checking post on the first business day of the month."},
		{"In case of errors or questions about your electronic transfers", "Telephone us at " + tlPhone + " or write to Marlow Federal Savings, 301 Courthouse Square, Marlow, MO 65401 as soon as you can. We must hear from you no later than 60 days after we sent the FIRST statement on which the problem appeared. We will investigate and correct any error promptly; if we take more than 10 business days we will credit your account for the amount in question while we finish our investigation (up to 45 days)."},
		{"Overdrafts", "An Overdraft Charge of $35.00 applies to each item we pay when the available balance is insufficient and an Insufficient Funds Charge of $35.00 to each item returned. Deposits are insured by the FDIC to at least $250,000. Member FDIC. Equal Housing Lender. NMLS #410922."},
	} {
		need(36)
		d.text(L, p.t, 7.4, true)
		d.nl(lh)
		for _, l := range wrapWidth(p.b, R-L, 7, false) {
			need(lh)
			d.text(L, l, 7, false)
			d.nl(8.8)
		}
		d.nl(5)
	}
	d.footer = func(d *doc, page, total int) {
		d.fbAt(306, 758, fmt.Sprintf("Page %d of %d", page, total), 7.5, false, false)
		d.fbAt(L, 758, "Member FDIC", 6.8, true, false)
		d.fbAt(R, 758, "Marlow Federal Savings  •  "+tlWeb, 6.8, false, true)
	}
	d.finish()
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "day_end"})
	fs.Notes = append(fs.Notes, "A combined statement: the answer is the Business Checking (account ending "+chk4+"). The commercial real estate loan's principal balance, terms and LOAN ACTIVITY (payment split into principal, interest and escrow; escrow disbursements) are not deposit transactions; the checking's Transfer To Loan row is.",
		"The balance is printed only on each day's last row (in parentheses when negative).")
	return d
}

// tlParen prints a balance, negative in parentheses.
func tlParen(c int64) string {
	if c < 0 {
		return "(" + money(c) + ")"
	}
	return money(c)
}
