package main

import (
	"fmt"
	"strings"
)

func init() {
	dFamilies = append(dFamilies, dFamily{
		Seed: 41000, Name: "capprime", Bank: "Capital Prime", Aliases: []string{"Capital Prime, N.A.", "Capital Prime Bank"},
		Prepare: prepareCapPrime, Draw: drawCapPrime,
		Docs: []cDoc{dDoc(0, "cairo"), dDoc(1, "cairo"), dDoc(2, "cairo"), dDoc(3, "cairo"),
			dDoc(0, "reportlab"), dDoc(3, "reportlab"),
			dDoc(0, "fpdf-core"), dDoc(1, "fpdf-ttf"), dDoc(2, "fpdf-words"), dDoc(3, "fpdf-core")},
	})
}

// cpCard is the last four of the business debit card.
func cpCard(fs *fstmt) string { return digits(fs.Opening*13+5, 4) }

// prepareCapPrime words the rows as a Capital One-style business checking
// statement does: "Debit Card Purchase - MERCHANT CITY ST" with the card
// and the day it was authorized on a second line, "ACH Deposit" and "ACH
// Withdrawal" with the originator's name and its ID and entry on the
// next line, "Zelle money received from"/"Zelle money sent to", wires
// with their BNF/ORG and IMAD lines, transfers to and from the business
// savings account ...1234, and fees that name the item that caused them.
func prepareCapPrime(fs *fstmt) {
	info := dPrepare(fs)
	city, st := famCityState(fs)
	card := cpCard(fs)
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		k := r.Code
		yymmdd := r.Date.Format("060102")
		switch k {
		case kCheck:
			r.Code = kCheck + "|"
		case kSquare:
			setDesc(r, k, "ACH Deposit SQUARE INC", fmt.Sprintf("SQ%s L%s ID:9424300002 CCD", yymmdd, strings.TrimPrefix(in.Ref, "SQ")))
		case kStripe:
			setDesc(r, k, "ACH Deposit STRIPE TRANSFER", fmt.Sprintf("%s ID:1800948598 CCD", in.Ref))
		case kClover:
			setDesc(r, k, "ACH Deposit CLOVER MERCH DEP", fmt.Sprintf("MID 52%s BATCH %s ID:1411876543 CCD", famDigits(fs, i, "mid", 10), famDigits(fs, i, "b", 6)))
		case kShopify:
			setDesc(r, k, "ACH Deposit SHOPIFY PAYOUT", fmt.Sprintf("%s ID:1275364112 CCD", famAlnum(fs, i, "sh", 10)))
		case kACHIn:
			setDesc(r, k, "ACH Deposit "+in.Party, fmt.Sprintf("VENDOR PMT %s ID:1%s CCD", in.Ref, dPartyID(in.Party, 9)))
		case kTaxRefund:
			setDesc(r, k, "ACH Deposit IRS TREAS 310", "TAX REF "+famDigits(fs, i, "irs", 15)+" ID:9111736000 PPD")
		case kMobile:
			setDesc(r, k, "Mobile Check Deposit", "Deposit ID "+in.Ref+famDigits(fs, i, "m", 4))
		case kBranchDep:
			setDesc(r, k, "Deposit at Branch", city+" "+st+" BR "+famDigits(fs, i, "br", 4))
		case kZelleIn:
			setDesc(r, k, "Zelle money received from "+in.Party, "Conf# "+strings.ToLower(famAlnum(fs, i, "z", 9)))
		case kXferIn:
			setDesc(r, k, "Transfer from Business Savings ..."+in.Acct4, "")
		case kRefund:
			m, _ := merchantOf("CARD PURCHASE 00/00 " + in.Party)
			setDesc(r, k, "Debit Card Credit - "+m+" "+city+" "+st, "Card ending in "+card+" on "+in.AuthDay.Format("01/02"))
		case kFeeRev:
			setDesc(r, k, "Fee Reversal - Monthly Service Fee", "")
		case kFunding:
			setDesc(r, k, "Wire Transfer Credit "+in.Party+" LLC", fmt.Sprintf("ORG: %s LLC REF %s IMAD: %sQMGFT0%s", in.Party, in.Ref, r.Date.Format("20060102"), famDigits(fs, i, "imad", 5)))
		case kCard, kCardPin, kRecurring:
			kind := "Debit Card Purchase - "
			if k == kCardPin {
				kind = "Debit Card PIN Purchase - "
			} else if k == kRecurring {
				kind = "Debit Card Recurring Payment - "
			}
			setDesc(r, k, kind+in.Party+" "+city+" "+st, "Card ending in "+card+" on "+in.AuthDay.Format("01/02"))
		case kATM:
			setDesc(r, k, "ATM Withdrawal - "+dATMAddr(fs, i)+" "+city+" "+st, "Card ending in "+card)
		case kPayroll:
			setDesc(r, k, "ACH Withdrawal ADP WAGE PAY", fmt.Sprintf("WAGE PAY %s ID:9659605001 CCD", in.Ref))
		case kPayrollTax:
			setDesc(r, k, "ACH Withdrawal IRS USATAXPYMT", "270"+famDigits(fs, i, "tax", 12)+" ID:3387702000 CCD")
		case kUtility:
			setDesc(r, k, "ACH Withdrawal "+in.Party, "UTIL PAYMT "+famDigits(fs, i, "u", 9)+" ID:"+dPartyID(in.Party, 10)+" PPD")
		case kBillPay:
			setDesc(r, k, "Bill Payment - "+in.Party, "Confirmation "+famDigits(fs, i, "bp", 8))
		case kZelleOut:
			setDesc(r, k, "Zelle money sent to "+in.Party, "Conf# "+strings.ToLower(famAlnum(fs, i, "zo", 9)))
		case kXferOut:
			setDesc(r, k, "Transfer to Business Savings ..."+in.Acct4, "")
		case kMCAPay:
			setDesc(r, k, "ACH Withdrawal "+in.Party, "DEBIT "+famDigits(fs, i, "mca", 8)+" ID:"+dPartyID(in.Party, 10)+" CCD")
		case kLoanPay:
			setDesc(r, k, "ACH Withdrawal "+in.Party+" LOAN PMT", famDigits(fs, i, "loan", 9)+" ID:"+dPartyID(in.Party, 10)+" CCD")
		case kWireOut:
			setDesc(r, k, "Wire Transfer Debit "+in.Party, fmt.Sprintf("BNF: %s ACCT ****%s REF %s", in.Party, famDigits(fs, i, "bnf", 4), famAlnum(fs, i, "wref", 12)))
		case kReturned:
			setDesc(r, k, "Deposited Item Returned", "Check "+famDigits(fs, i, "rck", 4)+" Reason: NSF Refer to Maker")
		case kNSF, kOD:
			what := "Insufficient Funds Fee - Item Paid"
			if k == kOD {
				what = "Overdraft Item Fee"
			}
			detail := ""
			if t := in.Trigger; t >= 0 {
				detail = "Item amount $" + money(fs.Rows[t].Cents) + " posted " + fs.Rows[t].Date.Format("01/02")
			}
			setDesc(r, k, what, detail)
		case kMonthly:
			setDesc(r, k, "Monthly Service Fee", "")
		default:
			panic("capprime: kind " + k)
		}
	}
}

// cpAmt prints an amount as the statement does: "+ $1,234.56" or
// "- $84.20"; cpBal a balance, "- $84.20" when negative.
func cpAmt(r frow) string {
	if r.Credit {
		return "+ $" + money(r.Cents)
	}
	return "- $" + money(r.Cents)
}

func cpBal(c int64) string {
	if c < 0 {
		return "- $" + money(c)
	}
	return "$" + money(c)
}

// ---- capprime: a Capital One-style business checking statement. The
// brand top left and the product, the period and "Page N of M" top right;
// a Contact Us box beside the address; an ACCOUNT SUMMARY band with
// Opening Balance, Deposits/Credits (count), Withdrawals/Debits (count)
// and Closing Balance beside Days in Statement Cycle and Average Daily
// Balance; a shaded insert; ACCOUNT DETAIL with DATE | DESCRIPTION |
// CATEGORY | AMOUNT | RESULTING BALANCE (the last label over two lines),
// an Opening Balance row and a Closing Balance row inside the table,
// `Jan 5` dates, Category "Credit"/"Debit", "+ $"/"- $" amounts and a
// balance on every row; fees this period and year to date; Important
// Information full of dates, figures and phone numbers.
func drawCapPrime(fs *fstmt) *doc {
	dLedgerCheck(fs)
	d := newDoc()
	last4 := fs.AccountNo[len(fs.AccountNo)-4:]
	product := "Business Basic Checking ..." + last4
	period := fs.Start.Format("Jan 2, 2006") + " - " + fs.End.Format("Jan 2, 2006")
	const bottom = 722.0
	cols := []tcol{{"DATE", 40, false}, {"DESCRIPTION", 82, false}, {"CATEGORY", 352, false}, {"AMOUNT", 470, true}, {"RESULTING", 568, true}}
	heads := func(d *doc) {
		d.fbBand(40, d.y-9, 572, 22, 0.9)
		d.y -= 1
		for _, c := range cols[:4] {
			if c.Right {
				d.rtext(c.X, c.Title, 7, true)
			} else {
				d.text(c.X+2, c.Title, 7, true)
			}
		}
		d.rtext(568, "RESULTING", 7, true)
		d.nl(8)
		d.rtext(568, "BALANCE", 7, true)
		d.nl(14)
	}
	band := func(d *doc, title string) {
		d.fbBand(40, d.y-11, 572, 16, 0.22)
		d.textc(46, title, 9, true, 1)
		d.nl(18)
	}
	top := func(d *doc, page int) {
		d.y = 46
		d.text(40, "Capital Prime", 19, true)
		d.fbRule(40, 150, 52, 0.45)
		d.y = 62
		d.textc(40, "BUSINESS", 7, true, 0.4)
		d.y = 40
		d.rtext(572, product, 9, true)
		d.nl(11)
		d.rtext(572, period, 8, false)
	}
	d.header = func(d *doc) {
		top(d, d.page)
		d.y = 92
		band(d, "ACCOUNT DETAIL (continued)")
		heads(d)
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 61
		d.rtext(572, fmt.Sprintf("Page %d of %d", page, total), 8, false)
		d.y = 760
		d.fbRule(40, 572, 748, 0.7)
		d.textc(40, "Capital Prime, N.A.  |  Member FDIC  |  Equal Housing Lender", 6.5, false, 0.35)
		d.tint(572, "capitalprime.example/business  |  1-888-555-0142", 6.5, 0.35, true)
	})
	top(d, 1)
	addressBlock(d, fs.stmt, 52, 118)
	// Contact Us box.
	d.fbBox(340, 96, 572, 74, 0.55)
	d.y = 108
	d.text(348, "Contact Us", 8.5, true)
	d.nl(11)
	for _, l := range []string{"Business Customer Service 1-888-555-0142", "Mon-Fri 8 a.m.-8 p.m. ET, Sat-Sun 9 a.m.-5 p.m. ET",
		"Online: capitalprime.example/business", "Capital Prime, N.A., P.O. Box 85123, Richmond, VA 23285"} {
		d.text(348, l, 7, false)
		d.nl(9.5)
	}
	// ACCOUNT SUMMARY.
	d.y = 196
	band(d, "ACCOUNT SUMMARY")
	dep, ndep := fs.credits()
	wd, nwd := fs.debits()
	sumTop := d.y
	for i, kv := range [][2]string{
		{"Opening Balance " + fs.Start.Format("Jan 2"), cpBal(fs.OpenP)},
		{fmt.Sprintf("Deposits/Credits (%d)", ndep), "+ $" + money(dep)},
		{fmt.Sprintf("Withdrawals/Debits (%d)", nwd), "- $" + money(wd)},
		{"Closing Balance " + fs.End.Format("Jan 2"), cpBal(fs.CloseP)},
	} {
		d.text(46, kv[0], 8.5, i == 3)
		d.rtext(290, kv[1], 8.5, i == 3)
		if i == 2 {
			d.fbRule(46, 290, d.y+4, 0.5)
		}
		d.nl(13)
	}
	d.y = sumTop
	days := int(fs.End.Sub(fs.Start).Hours()/24) + 1
	for _, kv := range [][2]string{
		{"Days in Statement Cycle", fmt.Sprint(days)},
		{"Average Daily Balance", cpBal(fs.avgDaily())},
		{"Annual Percentage Yield Earned", "0.00%"},
		{"Account Number", "..." + last4},
	} {
		d.text(330, kv[0], 8.5, false)
		d.rtext(566, kv[1], 8.5, false)
		d.nl(13)
	}
	d.nl(8)
	// Marketing insert.
	d.fbBand(40, d.y, 572, 34, 0.94)
	d.y += 13
	d.text(50, "Pay vendors faster with Capital Prime Business Bill Pay.", 8.5, true)
	d.nl(11)
	d.text(50, "No fee for your first 25 payments each month through 06/30/2026. Enroll at capitalprime.example/billpay or call 1-888-555-0142.", 7, false)
	d.nl(24)
	band(d, "ACCOUNT DETAIL")
	heads(d)
	p := &pager{d: d, bottom: bottom}
	lh := 10.0
	row := func(date string, lines []string, cat, amt, bal string, bold bool) {
		p.need(float64(len(lines))*lh + 4)
		d.text(42, date, 8, bold)
		for k, l := range lines {
			d.text(84, l, 8, bold && k == 0)
			if k == 0 {
				d.text(354, cat, 8, false)
				d.rtext(470, amt, 8, false)
				d.rtext(568, bal, 8, bold)
			}
			d.nl(lh)
		}
		d.fbRule(40, 572, d.y-6, 0.85)
		d.nl(3)
	}
	row(fs.Start.Format("Jan 2"), one("Opening Balance"), "", "", cpBal(fs.OpenP), true)
	rows := fs.visible()
	for _, r := range rows {
		lines := dLines(r, 52)
		if isCheck(r) {
			lines = one(fmt.Sprintf("Check #%d", r.CheckNo))
		}
		cat := "Debit"
		if r.Credit {
			cat = "Credit"
		}
		row(fs.date(&r, "Jan 2"), lines, cat, cpAmt(r), cpBal(r.Balance), false)
	}
	row(fs.End.Format("Jan 2"), one("Closing Balance"), "", "", cpBal(fs.CloseP), true)
	dMust("closing", fs.CloseP, rows[len(rows)-1].Balance)
	// Fees, this period and year to date (Reg DD).
	// Both fees are charged for items paid into an overdraft; no item
	// was returned for want of funds, so returned-item fees are $0.00
	// this period. The year to date restarts in January.
	var od, rt, odY, rtY int64
	for _, r := range rows {
		if k := dKind(r); k == kOD || k == kNSF {
			od += r.Cents
			if r.Date.Year() == fs.End.Year() {
				odY += r.Cents
			}
		}
	}
	if fs.End.Month() != 1 {
		odY += (fs.Opening % 4) * 3500
		rtY += (fs.Opening % 3) * 3500
	}
	p.need(80)
	d.nl(10)
	band(d, "FEES")
	d.text(46, "", 8, true)
	d.rtext(440, "Total for This Period", 8, true)
	d.rtext(566, fmt.Sprintf("Total %d Year-to-Date", fs.End.Year()), 8, true)
	d.nl(12)
	for _, f := range []struct {
		l    string
		a, y int64
	}{{"Total Overdraft Fees", od, odY}, {"Total Returned Item Fees", rt, rtY}} {
		d.text(46, f.l, 8, false)
		d.rtext(440, "$"+money(f.a), 8, false)
		d.rtext(566, "$"+money(f.y), 8, false)
		d.nl(11)
	}
	d.nl(12)
	p.need(40)
	band(d, "IMPORTANT INFORMATION")
	for _, para := range []string{
		"Deposits received by 8:00 p.m. ET on a business day are credited that day; deposits received after that time, or on a weekend or federal holiday, are credited on the next business day. Items presented against insufficient available funds may be paid (Overdraft Item Fee $35.00) or returned (Returned Item Fee $35.00), up to 3 fees per business day.",
		"In case of errors or questions about your electronic transfers, call 1-888-555-0142 or write to Capital Prime, P.O. Box 85123, Richmond, VA 23285 as soon as you can. We must hear from you no later than 60 days after we sent the FIRST statement on which the error appeared. Tell us your name and account number, describe the error or the transfer you are unsure about, and the dollar amount. We will tell you the results of our investigation within 10 business days (20 business days for new accounts) and will correct any error promptly; if we need more time, we may take up to 45 days (90 days for point-of-sale or foreign transactions). For business accounts, the Business Deposit Agreement governs error claims.",
		"Your deposits are insured by the FDIC up to $250,000 per depositor, for each account ownership category. Capital Prime, N.A., Member FDIC. Statement generated " + fs.End.AddDate(0, 0, 1).Format("01/02/2006") + ".",
	} {
		for _, l := range wrapWords(para, 150) {
			p.need(9)
			d.text(46, l, 6.8, false)
			d.nl(8.5)
		}
		d.nl(5)
	}
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "every_row"})
	fs.Notes = append(fs.Notes, "The Opening Balance and Closing Balance rows of the ACCOUNT DETAIL table and the FEES table (this period and year to date) are not transactions; CATEGORY (Credit/Debit) is a column of its own, not part of the description.")
	d.finish()
	return d
}
