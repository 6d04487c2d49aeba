package main

import (
	"fmt"
	"strings"
)

// ---- citiactivity: a Citi-style business statement from "Cityline
// Bank" (CitylineBusiness® Streamlined Checking). Every page carries a
// boxed Account / Statement Period / Page panel at the top right. Page 1
// has an ACCOUNT SUMMARY of the relationship (the checking account and a
// savings account, beginning and ending balances, a total), a SERVICE
// CHARGE SUMMARY of the previous month with units and prices, and a
// marketing panel; then the CHECKING ACTIVITY section: a ruled grid Date
// | Description | Debits | Credits | Balance (debits before credits),
// MM/DD dates, a balance on every row, upper-case AFP-style descriptions
// that wrap ("ACH ELECTRONIC CREDIT ORIG CO NAME:… SEC:CCD TRACE#:…",
// "DEBIT CARD PURCHASE … CARD 4410", "INCOMING WIRE TRANSFER … FED REF",
// "CHECK NO. 1234"), payroll taxes, a federal tax refund, a returned
// deposited item; "Beginning Balance", "Total Debits/Credits" and
// "Ending Balance" rows inside the grid; legal notices with fee changes
// and the error-resolution rights. The Creator is the AFP converter's.

func prepareCitiActivity(fs *fstmt) {
	fbExtras(fs)
	holder := fs.Holder
	card := digits(fs.Opening+3, 4)
	sav := "XXXXXX" + digits(fs.Opening+5, 4)
	for i := range fs.Rows {
		r := &fs.Rows[i]
		ymd := r.Date.Format("060102")
		d := r.Desc
		switch {
		case isCard(*r):
			auth := fbBizDayBefore(r.Date)
			r.Desc = fmt.Sprintf("DEBIT CARD PURCHASE %s %s CARD %s", fbMerchant(fs, d), auth.Format("01/02"), card)
			if strings.Contains(d, " REF ") {
				r.Desc += " REF " + d[strings.LastIndex(d, " REF ")+5:]
			}
		case strings.HasPrefix(d, "REFUND "):
			r.Desc = fmt.Sprintf("DEBIT CARD CREDIT %s CARD %s", fbMerchant(fs, "CARD PURCHASE 00/00 "+strings.TrimPrefix(d, "REFUND ")), card)
		case d == "REVERSAL OF SERVICE FEE":
			r.Desc = "SERVICE CHARGE REVERSAL"
		case strings.HasPrefix(d, "SQUARE INC"):
			r.Desc = fmt.Sprintf("ACH ELECTRONIC CREDIT SQUARE INC SQ%s L2%s %s CCD", ymd, digits(r.Cents, 10), holder)
		case strings.HasPrefix(d, "STRIPE TRANSFER "):
			r.Desc = fmt.Sprintf("ACH ELECTRONIC CREDIT STRIPE TRANSFER %s %s CCD", strings.TrimPrefix(d, "STRIPE TRANSFER "), holder)
		case strings.HasPrefix(d, "ACH CREDIT "):
			rest := strings.TrimPrefix(d, "ACH CREDIT ")
			k := strings.Index(rest, " INV ")
			r.Desc = fmt.Sprintf("ACH ELECTRONIC CREDIT %s PAYMENT INV %s CCD", rest[:k], rest[k+5:])
		case strings.HasPrefix(d, "ORIG CO NAME:"):
			r.Desc = "ACH ELECTRONIC CREDIT " + d
		case strings.HasPrefix(d, "MOBILE DEPOSIT"):
			r.Desc = "MOBILE CHECK DEPOSIT REF " + strings.TrimPrefix(d, "MOBILE DEPOSIT REF ")
		case strings.HasPrefix(d, "ADP PAYROLL"):
			r.Desc = fmt.Sprintf("ACH ELECTRONIC DEBIT ADP WAGE PAY WAGE PAY %s %s CCD", ymd, digits(r.Cents, 7))
		case d == "PAYROLL TAXES":
			r.Desc = fmt.Sprintf("ACH ELECTRONIC DEBIT ADP TAX ADP TAX %s %s CCD", ymd, digits(r.Cents, 7))
		case d == "TAX REFUND":
			r.Desc = fmt.Sprintf("ACH ELECTRONIC CREDIT IRS TREAS 310 TAX REF %s %s %s CCD", ymd, digits(r.Cents, 15), holder)
		case d == "RETURNED ITEM FEE":
			r.Desc = "RETURNED DEPOSITED ITEM FEE"
		case strings.HasPrefix(d, "RETURNED ITEM "):
			r.Desc = fmt.Sprintf("DEPOSITED ITEM RETURNED UNPAID NSF REF %s DEPOSITED %s", digits(r.Cents, 9), strings.TrimPrefix(d, "RETURNED ITEM "))
		case strings.HasPrefix(d, "ONLINE TRANSFER FROM SAV"):
			r.Desc = fmt.Sprintf("FUNDS TRANSFER CREDIT ONLINE TRANSFER FROM SAVINGS %s REF %s", sav, digits(r.Cents, 10))
		case strings.HasPrefix(d, "ONLINE TRANSFER TO SAV"):
			r.Desc = fmt.Sprintf("FUNDS TRANSFER DEBIT ONLINE TRANSFER TO SAVINGS %s REF %s", sav, digits(r.Cents, 10))
		case strings.HasPrefix(d, "UTILITY PMT "):
			name := strings.ReplaceAll(strings.TrimPrefix(d, "UTILITY PMT "), "DUKE ENERGY", "DUKE-ENERGY")
			r.Desc = fmt.Sprintf("ACH ELECTRONIC DEBIT %s UTIL PYMT %s %s CCD", name, ymd, digits(r.Cents, 10))
		case strings.Contains(d, " FUNDING WIRE REF "):
			k := strings.Index(d, " FUNDING WIRE REF ")
			r.Desc = fmt.Sprintf("INCOMING WIRE TRANSFER FROM %s LLC VIA CROSS RIVER BANK FED REF %sB6B7HU3R%s OBI FUNDING REF %s", d[:k],
				r.Date.Format("20060102"), digits(r.Cents, 6), d[k+len(" FUNDING WIRE REF "):])
		case strings.HasSuffix(d, " ACH DEBIT PMT"):
			r.Desc = fmt.Sprintf("ACH ELECTRONIC DEBIT %s ACH PMT %s %s CCD", achName(strings.TrimSuffix(d, " ACH DEBIT PMT")), ymd, digits(int64(len(d))*7717, 9))
		case strings.HasSuffix(d, " LOAN PAYMENT ACH"):
			r.Desc = fmt.Sprintf("ACH ELECTRONIC DEBIT %s LOAN PMT %s %s CCD", strings.TrimSuffix(d, " LOAN PAYMENT ACH"), ymd, digits(r.Cents, 9))
		case strings.HasPrefix(d, "VENDOR PAYMENT WIRE OUT "):
			r.Desc = fmt.Sprintf("OUTGOING WIRE TRANSFER TO %s BNF BK BANK OF AMERICA N.A. REF %s%s IMAD %sB1QGC01R%s", strings.TrimPrefix(d, "VENDOR PAYMENT WIRE OUT "),
				ymd, digits(r.Cents, 5), r.Date.Format("20060102"), digits(r.Cents*3, 6))
		case r.Category == "nsf_fee" && i > 0 && strings.HasPrefix(d, "NSF"):
			r.Desc = "INSUFFICIENT FUNDS FEE ITEM PAID $" + money(fs.Rows[i-1].Cents)
		case r.Category == "nsf_fee" && i > 0:
			r.Desc = "OVERDRAFT FEE ITEM PAID $" + money(fs.Rows[i-1].Cents)
		case d == "MONTHLY SERVICE FEE":
			r.Desc = "SERVICE CHARGE - SEE SERVICE CHARGE SUMMARY"
		}
	}
}

func drawCitiActivity(fs *fstmt) *doc {
	fs.Creator = "Ricoh Americas Corporation, AFP2PDF Plus Version: 3.12.4"
	const (
		L, R   = 36.0, 576.0
		bottom = 716.0
		size   = 7.5
		lh     = 9.2
	)
	d := newDoc()
	product := "CitylineBusiness® Streamlined Checking"
	acct := fs.AccountNo[2:]
	period := fs.Start.Format("Jan 2") + " - " + fs.End.Format("Jan 2, 2006")
	if fs.Start.Year() != fs.End.Year() {
		period = fs.Start.Format("Jan 2, 2006") + " - " + fs.End.Format("Jan 2, 2006")
	}
	// The activity grid: Date | Description | Debits | Credits | Balance.
	xDate, xDesc, xDb, xCr, xBal := L+4, 80.0, 414.0, 494.0, R-4
	rules := []float64{L, 76, 340, 418, 498, R}
	inTable := false
	frameTop := 0.0
	gridHead := func(d *doc) {
		frameTop = d.y
		d.fbBand(L, d.y, R, 13, 0.8)
		d.fbAt(xDate, d.y+9.5, "Date", 7.5, true, false)
		d.fbAt(xDesc, d.y+9.5, "Description", 7.5, true, false)
		d.fbAt(xDb, d.y+9.5, "Debits", 7.5, true, true)
		d.fbAt(xCr, d.y+9.5, "Credits", 7.5, true, true)
		d.fbAt(xBal, d.y+9.5, "Balance", 7.5, true, true)
		d.nl(13 + lh)
	}
	gridClose := func(d *doc) {
		end := d.y - lh + 3
		for _, x := range rules {
			d.ops = append(d.ops, op{Page: d.page, Kind: "line", X: x, Y: frameTop, H: end - frameTop, Gray: 0.45})
		}
		d.fbRule(L, R, end, 0.45)
		d.fbRule(L, R, frameTop, 0.45)
	}
	d.header = func(d *doc) {
		d.y = 104
		if inTable {
			d.fbBand(L, d.y-11, R, 15, 0.15)
			d.ops = append(d.ops, op{Page: d.page, X: L + 6, Y: d.y, Text: "CHECKING ACTIVITY - Continued", Size: 9, Bold: true, Gray: 1})
			d.nl(10)
			gridHead(d)
		}
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.fbBox(372, 34, R, 46, 0.35)
		for k, kv := range [][2]string{{"Account", acct}, {"Statement Period", period}, {"Page", fmt.Sprintf("%d of %d", page, total)}} {
			y := 46 + float64(k)*13
			d.fbAt(378, y, kv[0], 7.5, true, false)
			d.fbAt(R-6, y, kv[1], 7.5, false, true)
		}
		if page > 1 {
			d.fbAt(L, 50, "CitylineBusiness®", 13, true, false)
			d.fbAt(L, 62, fs.Holder, 7.5, false, false)
		}
		d.fbAt(L, 748, fmt.Sprintf("000/R1/20F000/0 %06d %03d", 400000+int(fs.Opening%99999), page), 6, false, false)
		d.fbAt(R, 748, "Cityline Bank, N.A. Member FDIC  |  Equal Housing Lender", 6, false, true)
	})

	// Page 1.
	d.y = 50
	d.text(L, "CitylineBusiness®", 17, true)
	d.nl(12)
	d.text(L, "CITYLINE BANK, N. A.", 7, true)
	d.nl(8.5)
	d.text(L, "P.O. BOX 6200  SIOUX FALLS, SD 57117-6200", 7, false)
	d.y = 126
	for _, l := range []string{fs.Holder, fs.Street, fs.City} {
		d.text(64, l, 9, false)
		d.nl(11)
	}
	d.y = 100
	for k, l := range []string{"CitylineBusiness® Customer Service:", "24 hours a day, 7 days a week", "1-877-528-0990",
		"For speech and hearing impaired customers only", "TDD: 1-800-945-0258", "Website: www.cityline.com/business"} {
		d.text(372, l, 7.5, k == 0)
		d.nl(9)
	}
	// ACCOUNT SUMMARY with a savings account.
	var toSav, fromSav int64
	for _, r := range fs.Rows {
		if r.Category == "own_transfer" {
			if r.Credit {
				fromSav += r.Cents
			} else {
				toSav += r.Cents
			}
		}
	}
	savOpen := 4000000 + fromSav + fs.Opening%300000
	savInt := savOpen / 12 / 1000
	savClose := savOpen + toSav - fromSav + savInt
	d.y = 196
	d.fbBand(L, d.y-10, R, 14, 0.15)
	d.ops = append(d.ops, op{Page: 1, X: L + 6, Y: d.y, Text: "ACCOUNT SUMMARY", Size: 9, Bold: true, Gray: 1})
	d.nl(16)
	d.text(L+4, "Type of Account", 7.5, true)
	d.text(262, "Account Number", 7.5, true)
	d.rtext(470, "Beginning Balance", 7.5, true)
	d.rtext(R-4, "Ending Balance", 7.5, true)
	d.fbRule(L, R, d.y+3, 0.5)
	d.nl(12)
	d.text(L+4, "Checking", 7.5, true)
	d.nl(lh)
	d.text(L+12, product, 7.5, false)
	d.text(262, acct, 7.5, false)
	d.rtext(470, usd(fs.OpenP), 7.5, false)
	d.rtext(R-4, usd(fs.CloseP), 7.5, false)
	d.nl(lh + 2)
	d.text(L+4, "Savings", 7.5, true)
	d.nl(lh)
	d.text(L+12, "CitylineBusiness® Savings", 7.5, false)
	d.text(262, digits(fs.Opening+5, 4)+digits(fs.Opening+9, 6), 7.5, false)
	d.rtext(470, usd(savOpen), 7.5, false)
	d.rtext(R-4, usd(savClose), 7.5, false)
	d.nl(4)
	d.fbRule(L, R, d.y, 0.5)
	d.nl(lh)
	d.text(L+4, "Total Deposit Balances", 7.5, true)
	d.rtext(470, usd(fs.OpenP+savOpen), 7.5, true)
	d.rtext(R-4, usd(fs.CloseP+savClose), 7.5, true)
	d.nl(lh + 10)

	// SERVICE CHARGE SUMMARY of the previous month.
	pm := fs.Start.AddDate(0, 0, -fs.Start.Day()+1).AddDate(0, -1, 0)
	if fs.Start.Day() != 1 {
		pm = fs.Start.AddDate(0, -1, 0)
	}
	pe := pm.AddDate(0, 1, -1)
	d.text(L, fmt.Sprintf("SERVICE CHARGE SUMMARY FROM %s THRU %s", strings.ToUpper(pm.Format("January 2, 2006")), strings.ToUpper(pe.Format("January 2, 2006"))), 8, true)
	d.nl(11)
	d.text(L+4, "Type of Charge", 7.5, true)
	d.rtext(330, "No./Units", 7.5, true)
	d.rtext(430, "Price/Unit", 7.5, true)
	d.rtext(R-4, "Amount", 7.5, true)
	d.fbRule(L, R, d.y+3, 0.5)
	d.nl(11)
	_, ncr := fs.credits()
	_, ndb := fs.debits()
	nchk := len(fs.pick(isCheck))
	for _, row := range [][4]string{{"Checks Paid", fmt.Sprint(nchk + 1), "0.0000", "0.00"}, {"Deposits Credited", fmt.Sprint(ncr - 1), "0.0000", "0.00"},
		{"Electronic Debits", fmt.Sprint(ndb - nchk), "0.0000", "0.00"}, {"Deposited Items", fmt.Sprint(ncr + 3), "0.0000", "0.00"},
		{"Monthly Maintenance Fee", "1", "15.0000", "15.00"}} {
		d.text(L+4, row[0], 7.5, false)
		d.rtext(330, row[1], 7.5, false)
		d.rtext(430, row[2], 7.5, false)
		d.rtext(R-4, row[3], 7.5, false)
		d.nl(lh)
	}
	d.text(L+4, "Total Charges for Services", 7.5, true)
	d.rtext(R-4, "$15.00", 7.5, true)
	d.nl(lh)
	d.text(L+4, "Net Service Charge", 7.5, true)
	d.rtext(R-4, "$15.00", 7.5, true)
	d.nl(lh + 8)
	// Marketing panel.
	d.fbBox(L, d.y-9, R, 36, 0.6)
	d.text(L+8, "NEW: Approve payments on the go", 8.5, true)
	d.nl(10)
	for _, l := range wrapWords("CitylineBusiness® Online now lets you approve ACH batches of up to $250,000.00 from the Cityline Mobile® app. Enroll by "+fs.End.AddDate(0, 3, 0).Format("01/02/2006")+" and your first 3 months of Positive Pay are free (a $45.00 value). Call 1-877-528-0990 for details.", 140) {
		d.text(L+8, l, 7, false)
		d.nl(8.5)
	}
	d.nl(12)

	// CHECKING ACTIVITY.
	d.fbBand(L, d.y-11, R, 15, 0.15)
	d.ops = append(d.ops, op{Page: d.page, X: L + 6, Y: d.y, Text: "CHECKING ACTIVITY", Size: 9, Bold: true, Gray: 1})
	d.nl(14)
	d.text(L+4, product+"  "+acct, 8, true)
	d.nl(8)
	gridHead(d)
	inTable = true
	row := func(date, desc string, db, cr, bal string, bold bool) {
		lines := wrapWords(desc, 50)
		h := lh * float64(len(lines))
		if d.y+h > bottom {
			gridClose(d)
			d.fbBreak(h, bottom, 0)
		}
		d.text(xDate, date, size, bold)
		d.rtext(xDb, db, size, bold)
		d.rtext(xCr, cr, size, bold)
		d.rtext(xBal, bal, size, bold)
		for _, l := range lines {
			d.text(xDesc, l, size, bold)
			d.nl(lh)
		}
	}
	row(fs.Start.Format("01/02"), "Beginning Balance", "", "", signed(fs.OpenP), false)
	rows := fs.visible()
	for i := range rows {
		r := &rows[i]
		desc := r.Desc
		if r.CheckNo > 0 {
			desc = fmt.Sprintf("CHECK NO. %d", r.CheckNo)
		}
		var db, cr string
		if r.Credit {
			cr = money(r.Cents)
		} else {
			db = money(r.Cents)
		}
		row(fs.date(r, "01/02"), desc, db, cr, signed(r.Balance), false)
	}
	dep, _ := fs.credits()
	wd, _ := fs.debits()
	row("", "Total Debits/Credits", money(wd), money(dep), "", true)
	row(fs.End.Format("01/02"), "Ending Balance", "", "", signed(fs.CloseP), true)
	gridClose(d)
	inTable = false
	d.nl(6)

	// Notices.
	for _, p := range []struct {
		title, body string
	}{
		{"IMPORTANT INFORMATION ABOUT YOUR ACCOUNT", fmt.Sprintf("Effective %s, the fee for an Incoming Domestic Wire Transfer will increase from $15.00 to $17.50, and the fee for an Outgoing Domestic Wire Transfer initiated in a branch will increase from $30.00 to $35.00. The Monthly Maintenance Fee of $15.00 is waived when you maintain a combined average daily balance of $5,000.00 or more in your linked CitylineBusiness accounts.", longDate(fs.End.AddDate(0, 2, 1-fs.End.Day())))},
		{"In Case of Errors or Questions About Your Electronic Fund Transfers", "If you think your statement or receipt is wrong, or if you need more information about an electronic fund transfer, call 1-877-528-0990 or write to Cityline Bank, N.A., P.O. Box 769004, San Antonio, TX 78245-9004 as soon as you can. We must hear from you no later than 60 days after we sent you the FIRST statement on which the problem appeared. Give us your name and account number, describe the error or the transfer you are unsure about and the dollar amount of the suspected error. We will tell you the results of our investigation within 10 business days (20 business days for new accounts) and will correct any error promptly; if we need more time, we may take up to 45 days (90 days for point-of-sale and foreign transactions). Business accounts: see your Client Manual for the 30-day notice that applies to you."},
		{"Deposit Insurance", "Deposits at Cityline Bank, N.A. are insured by the FDIC up to $250,000 per depositor, for each account ownership category. For more information visit www.fdic.gov or call 1-877-275-3342."},
	} {
		d.fbBreak(40, bottom, 0)
		d.text(L, p.title, 8, true)
		d.nl(10)
		d.fbPara(L, p.body, 155, 7, 8.5, bottom, 0, false)
		d.nl(6)
	}
	fs.Notes = append(fs.Notes, "The Beginning Balance, Total Debits/Credits and Ending Balance rows inside the activity grid are not transactions; the account summary also lists a savings account whose balances are not this account's.")
	fs.printTotals(shows{Credits: true, Debits: true, Running: "every_row"})
	d.finish()
	return d
}
