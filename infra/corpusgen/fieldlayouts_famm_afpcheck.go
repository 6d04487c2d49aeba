package main

import (
	"fmt"
	"strings"
)

// ---- afpcheck: a Citi-style business statement's CHECKING ACTIVITY as
// an AFP-to-PDF converter writes it, from "Harborgate Bank, N.A."
//
// Modelled conventions: the statement is AFP line data turned into PDF:
// every printed line is one text object in a fixed-pitch font, columns
// made of spaces; a page-1 block with the bank, the holder's address and,
// at the right, Account, Statement Period "Jan 1 - Jan 31, 2026" and
// "Page 1 of 3" (every page repeats them); a RELATIONSHIP SUMMARY of the
// checking account (Beginning and Ending Balance) and a savings account
// that is not the answer's; then CHECKING ACTIVITY, with a line of totals
// over it (Beginning Balance, Total Debits, Total Credits, Ending
// Balance) and the table Date | Description | Debits | Credits |
// Balance with MM/DD dates, debits before credits, the balance only on a
// day's last row, each description a kind line (ELECTRONIC CREDIT,
// DEBIT CARD PURCHASE, ELECTRONIC DEBIT, CHECK, FUNDS TRANSFER,
// ZELLE PAYMENT, SERVICE CHARGE …) over one or two detail lines;
// "Beginning Balance" as the first row and "Total Debits/Credits" and
// "Ending Balance" as the last rows of the table, none a transaction;
// negative balances as -1,234.56; a CHECKS PAID list in number order; a
// fee summary and the error-resolution notice. The Creator is the AFP
// converter's.
func init() {
	mFamilies = append(mFamilies, fFamily{
		ID: 2, Name: "afpcheck", Bank: "Harborgate Bank",
		Aliases: []string{"Harborgate Bank, N.A.", "HARBORGATE BANK", "Harborgate"},
		Prepare: prepareAfpcheck, Draw: drawAfpcheck, PageOfN: true,
		Docs: []cDoc{{Variant: 0, Producer: "ghostscript"}, {Variant: 3, Producer: "reportlab"},
			{Variant: 2, Producer: "cairo"}, {Variant: 1, Producer: "ghostscript"}},
	})
}

func prepareAfpcheck(fs *fstmt) {
	fs.Creator = "AFP2PDF Plus 5.2"
	famRenumberChecks(fs)
	info := famClassify(fs)
	city, st := famCityState(fs)
	city, st = strings.ToUpper(city), strings.ToUpper(st)
	card := digits(fs.Opening*13+5, 4)
	sav := digits(fs.Opening*41+3, 4)
	item := func(i int) string {
		if t := info[i].Trigger; t >= 0 {
			return " FOR ITEM " + money(fs.Rows[t].Cents)
		}
		return ""
	}
	ach := func(i int, kind, party, entry string) string {
		s := kind + " " + party + " " + entry
		if fs.LongDescs {
			s += " CO ID " + famDigits(fs, 0, "afpco"+party, 10) + " PPD/CCD TRACE " + famDigits(fs, i, "afptr", 15)
		}
		return s
	}
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		md := in.AuthDay.Format("01/02")
		switch r.Code {
		case kSquare:
			r.Desc = ach(i, "ELECTRONIC CREDIT", "SQUARE INC", "SQ"+famAlnum(fs, i, "sq", 9))
		case kStripe:
			r.Desc = ach(i, "ELECTRONIC CREDIT", "STRIPE", "TRANSFER "+famAlnum(fs, i, "st", 9))
		case kClover:
			r.Desc = ach(i, "ELECTRONIC CREDIT", "CLOVER APP", "DEPOSIT "+famDigits(fs, i, "cl", 9))
		case kShopify:
			r.Desc = ach(i, "ELECTRONIC CREDIT", "SHOPIFY", "TRANSFER "+famAlnum(fs, i, "sh", 9))
		case kACHIn:
			r.Desc = ach(i, "ELECTRONIC CREDIT", in.Party, "PAYMENTS")
		case kTaxRefund:
			r.Desc = "ELECTRONIC CREDIT IRS TREAS 310 TAX REF"
		case kZelleIn:
			r.Desc = "ZELLE PAYMENT FROM " + in.Party + " REF " + famAlnum(fs, i, "z", 10)
		case kMobile:
			r.Desc = "MOBILE DEPOSIT REF " + famDigits(fs, i, "md", 9)
		case kBranchDep:
			r.Desc = "DEPOSIT " + city + " BRANCH"
		case kXferIn:
			r.Desc = "FUNDS TRANSFER FROM SAVINGS XXXXXX" + sav
		case kRefund:
			r.Desc = "DEBIT CARD CREDIT " + in.Party + " " + city + " " + st + " " + md + " CARD " + card
		case kFeeRev:
			r.Desc = "SERVICE CHARGE REVERSAL OVERDRAFT FEE"
		case kFunding:
			r.Desc = "INCOMING WIRE TRANSFER " + in.Party + " LLC FED REF " + famDigits(fs, i, "afw", 10)
		case kCard, kRecurring:
			r.Desc = "DEBIT CARD PURCHASE " + in.Party + " " + city + " " + st + " " + md + " CARD " + card
		case kCardPin:
			r.Desc = "DEBIT CARD PIN PURCHASE " + in.Party + " " + city + " " + st + " " + md + " CARD " + card
		case kATM:
			r.Desc = "ATM WITHDRAWAL " + strings.ToUpper(fs.Street) + " " + city + " " + st + " " + md + " CARD " + card
		case kCheck:
			r.Desc = fmt.Sprintf("CHECK %d", r.CheckNo)
		case kPayroll:
			r.Desc = ach(i, "ELECTRONIC DEBIT", "ADP WAGE PAY", in.Ref)
		case kPayrollTax:
			r.Desc = "ELECTRONIC DEBIT IRS USATAXPYMT " + famDigits(fs, i, "afptax", 15)
		case kUtility:
			r.Desc = ach(i, "ELECTRONIC DEBIT", in.Party, "UTILITY PMT")
		case kBillPay:
			r.Desc = "BILL PAYMENT " + in.Party + " CONF " + famDigits(fs, i, "bp", 8)
		case kZelleOut:
			r.Desc = "ZELLE PAYMENT TO " + in.Party + " REF " + famAlnum(fs, i, "z", 10)
		case kXferOut:
			r.Desc = "FUNDS TRANSFER TO SAVINGS XXXXXX" + sav
		case kMCAPay:
			r.Desc = ach(i, "ELECTRONIC DEBIT", in.Party, "ACH DEBIT")
		case kLoanPay:
			r.Desc = ach(i, "ELECTRONIC DEBIT", in.Party, "LOAN PYMT")
		case kWireOut:
			r.Desc = "OUTGOING WIRE TRANSFER " + in.Party + " LLC FED REF " + famDigits(fs, i, "afwo", 10)
		case kReturned:
			r.Desc = "DEPOSITED ITEM RETURNED UNPAID"
		case kNSF:
			r.Desc = "SERVICE CHARGE INSUFFICIENT FUNDS FEE" + item(i)
		case kOD:
			r.Desc = "SERVICE CHARGE OVERDRAFT FEE" + item(i)
		case kMonthly:
			r.Desc = "SERVICE CHARGE MONTHLY MAINTENANCE FEE"
		}
		r.Desc = strings.Join(strings.Fields(strings.ToUpper(r.Desc)), " ")
	}
}

// afpKinds are the first words of a description that its kind line
// prints (the longest first).
var afpKinds = []string{"SERVICE CHARGE REVERSAL", "SERVICE CHARGE", "ELECTRONIC CREDIT", "ELECTRONIC DEBIT",
	"DEBIT CARD PIN PURCHASE", "DEBIT CARD PURCHASE", "DEBIT CARD CREDIT", "ZELLE PAYMENT FROM", "ZELLE PAYMENT TO",
	"FUNDS TRANSFER FROM", "FUNDS TRANSFER TO", "INCOMING WIRE TRANSFER", "OUTGOING WIRE TRANSFER",
	"MOBILE DEPOSIT", "BILL PAYMENT", "ATM WITHDRAWAL", "DEPOSITED ITEM RETURNED UNPAID"}

// afpLines splits a description into its kind line and detail lines of
// at most n characters.
func afpLines(desc string, n int) []string {
	for _, k := range afpKinds {
		if strings.HasPrefix(desc, k+" ") {
			return append([]string{k}, wrapWords(strings.TrimPrefix(desc, k+" "), n)...)
		}
	}
	return wrapWords(desc, n)
}

func afpBal(c int64) string {
	if c < 0 {
		return "-" + money(c)
	}
	return money(c)
}

func drawAfpcheck(fs *fstmt) *doc {
	const width = 118
	d := newDoc()
	g := &grid{d: d, x0: 34, size: 7.6, lh: 9.4, lines: true}
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
	famMust("afpcheck closing", fs.OpenP+cr-db, fs.CloseP)
	acct := fs.AccountNo
	savAcct := digits(fs.Opening*41+3, 10)
	savOpen := 500000 + int64(famHash(fs, 0, "afpsav")%4000000)
	var savIn, savOut int64
	for _, r := range rows {
		switch r.Code {
		case kXferOut:
			savIn += r.Cents
		case kXferIn:
			savOut += r.Cents
		}
	}
	savInt := (savOpen + savIn/2) * 5 / 10000 / 12
	if savOpen+savIn-savOut < 0 {
		savOpen += savOut
	}
	savClose := savOpen + savIn - savOut + savInt
	period := fs.Start.Format("Jan 2") + " - " + fs.End.Format("Jan 2, 2006")
	if fs.Start.Year() != fs.End.Year() {
		period = fs.Start.Format("Jan 2, 2006") + " - " + fs.End.Format("Jan 2, 2006")
	}
	var marks []struct {
		page int
		y    float64
	}
	block := func() {
		g.line(at(74, "Account"), ra(width, acct))
		g.line(at(74, "Statement Period"), ra(width, period))
		marks = append(marks, struct {
			page int
			y    float64
		}{d.page, d.y})
		d.nl(g.lh)
	}
	d.header = func(d *doc) {
		d.y = 36
		g.line(at(0, "HARBORGATE BANK, N.A."))
		d.y = 36
		block()
		g.line(at(0, strings.Repeat("-", width)))
		d.y += 4
	}
	// Page 1.
	d.y = 40
	g.bline(at(0, "HARBORGATE BANK, N.A."))
	g.line(at(0, "HARBORGATE BUSINESS"))
	g.line(at(0, "P.O. BOX 6201  SIOUX FALLS SD 57117-6201"))
	d.y = 40
	block()
	d.y = 110
	for _, l := range []string{strings.ToUpper(fs.Holder), strings.ToUpper(fs.Street), strings.ToUpper(fs.City)} {
		g.line(at(6, l))
	}
	d.y = 110
	for _, l := range []string{"HARBORGATE BUSINESS SERVICE CENTER", "1-888-555-0190 (24 HOURS)", "WWW.HARBORGATE.COM/BUSINESS"} {
		g.line(at(74, l))
	}
	d.y = 160
	g.bline(at(0, "RELATIONSHIP SUMMARY:"))
	g.line(at(0, strings.Repeat("-", width)))
	g.line(at(0, "Checking"), ra(84, "Beginning Balance"), ra(width, "Ending Balance"))
	g.line(at(2, "Streamlined Checking"), at(30, acct), ra(84, "$"+afpBal(fs.OpenP)), ra(width, "$"+afpBal(fs.CloseP)))
	g.line(at(0, "Savings"))
	g.line(at(2, "Business Savings"), at(30, savAcct), ra(84, "$"+afpBal(savOpen)), ra(width, "$"+afpBal(savClose)))
	g.line(at(0, strings.Repeat("-", width)))
	d.y += 10

	const cDesc, cDeb, cCred, cBal = 8, 82, 100, width
	p := &pager{d: d, bottom: 736}
	g.bline(at(0, "CHECKING ACTIVITY"))
	g.line(at(0, "Streamlined Checking"), at(30, acct))
	d.y += 4
	g.line(at(0, "Beginning Balance:"), ra(40, "$"+afpBal(fs.OpenP)), at(48, "Total Debits:"), ra(80, fmt.Sprintf("$%s (%d)", money(db), ndb)))
	g.line(at(0, "Ending Balance:"), ra(40, "$"+afpBal(fs.CloseP)), at(48, "Total Credits:"), ra(80, fmt.Sprintf("$%s (%d)", money(cr), ncr)))
	d.y += 6
	heads := func(d *doc) {
		g.bline(at(0, "Date"), at(cDesc, "Description"), ra(cDeb, "Debits"), ra(cCred, "Credits"), ra(cBal, "Balance"))
		g.line(at(0, strings.Repeat("-", width)))
	}
	heads(d)
	p.after = func(d *doc) {
		g.bline(at(0, "CHECKING ACTIVITY (Continued)"))
		heads(d)
	}
	g.line(at(0, fs.Start.Format("01/02")), at(cDesc, "Beginning Balance"), ra(cBal, afpBal(fs.OpenP)))
	for k, r := range rows {
		ls := afpLines(r.Desc, 60)
		p.need(float64(len(ls)) * g.lh)
		last := k == len(rows)-1 || !rows[k+1].Date.Equal(r.Date)
		cells := []gcell{at(0, fs.date(&r, "01/02")), at(cDesc, ls[0])}
		if r.Credit {
			cells = append(cells, ra(cCred, money(r.Cents)))
		} else {
			cells = append(cells, ra(cDeb, money(r.Cents)))
		}
		if last && len(ls) == 1 {
			cells = append(cells, ra(cBal, afpBal(r.Balance)))
		}
		g.line(cells...)
		for n, l := range ls[1:] {
			c := []gcell{at(cDesc+2, l)}
			if last && n == len(ls)-2 {
				c = append(c, ra(cBal, afpBal(r.Balance)))
			}
			g.line(c...)
		}
	}
	p.need(3 * g.lh)
	g.line(at(cDesc, "Total Debits/Credits"), ra(cDeb, money(db)), ra(cCred, money(cr)))
	g.line(at(0, fs.End.Format("01/02")), at(cDesc, "Ending Balance"), ra(cBal, afpBal(fs.CloseP)))
	p.after = nil
	g.line(at(0, strings.Repeat("-", width)))
	d.y += 10

	// Checks paid in number order.
	var checks []frow
	for _, r := range rows {
		if r.Code == kCheck {
			checks = append(checks, r)
		}
	}
	checks = byCheckNo(checks)
	if len(checks) > 0 {
		p.need(4 * g.lh)
		g.bline(at(0, "CHECKS PAID"))
		ch := func(d *doc) {
			g.line(at(0, "Check"), at(10, "Date Paid"), ra(36, "Amount"), at(44, "Check"), at(54, "Date Paid"), ra(80, "Amount"))
		}
		ch(d)
		p.after = func(d *doc) {
			g.bline(at(0, "CHECKS PAID (Continued)"))
			ch(d)
		}
		per := (len(checks) + 1) / 2
		for k := 0; k < per; k++ {
			p.need(g.lh)
			var cells []gcell
			for c := 0; c < 2; c++ {
				if j := c*per + k; j < len(checks) {
					x := c * 44
					cells = append(cells, at(x, fmt.Sprint(checks[j].CheckNo)), at(x+10, checks[j].Date.Format("01/02")), ra(x+36, money(checks[j].Cents)))
				}
			}
			g.line(cells...)
		}
		p.after = nil
		g.line(at(0, fmt.Sprintf("Total Checks Paid (%d)", len(checks))), ra(80, money(total(checks))))
		d.y += 10
	}

	// Fee summary.
	var od, nsf, mnt int64
	for _, r := range rows {
		switch r.Code {
		case kOD:
			od += r.Cents
		case kNSF:
			nsf += r.Cents
		case kMonthly:
			mnt += r.Cents
		}
	}
	p.need(7 * g.lh)
	g.bline(at(0, "FEE SUMMARY"))
	g.line(ra(70, "This Period"), ra(90, "Year-to-Date"))
	ytd := func(c int64, salt string) int64 {
		if fs.Start.Month() == 1 || fs.Start.Year() != fs.End.Year() {
			return c
		}
		return c + 3500*int64(famHash(fs, 0, salt)%3)
	}
	g.line(at(2, "Total Overdraft Fees"), ra(70, "$"+money(od)), ra(90, "$"+money(ytd(od, "afpod"))))
	g.line(at(2, "Total Returned Item Fees"), ra(70, "$"+money(nsf)), ra(90, "$"+money(ytd(nsf, "afpnsf"))))
	g.line(at(2, "Monthly Service Fee"), ra(70, "$"+money(mnt)), ra(90, "$"+money(ytd(mnt, "afpmnt"))))
	d.y += 10
	for _, para := range []string{
		"In Case of Errors or Questions About Your Electronic Transfers: call 1-888-555-0190 or write to Harborgate Bank, P.O. Box 6201, Sioux Falls, SD 57117 as soon as you can if you think your statement or receipt is wrong. We must hear from you no later than 60 days after we sent you the FIRST statement on which the problem appeared.",
		"The Streamlined Checking monthly service fee of $15.00 is waived with an average daily collected balance of $5,000.00. An overdraft fee of $34.00 is charged per item, up to 4 items per day.",
	} {
		for _, l := range wrapWords(para, width) {
			p.need(g.lh)
			g.line(at(0, l))
		}
		d.y += 5
	}
	d.footer = func(d *doc, page, total int) {
		for _, m := range marks {
			if m.page == page {
				d.y = m.y
				g.row(false, at(74, "Page"), ra(width, fmt.Sprintf("%d of %d", page, total)))
			}
		}
	}
	d.finish()
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "day_end"})
	fs.Notes = append(fs.Notes, "AFP line data: every printed line is one text object in a fixed-pitch font. CHECKING ACTIVITY is Date | Description | Debits | Credits | Balance, debits before credits, the balance only on a day's last row; each description is a kind line (ELECTRONIC CREDIT, DEBIT CARD PURCHASE …) over its detail lines, joined in the answer. Beginning Balance, Total Debits/Credits and Ending Balance rows, the Relationship Summary (with a savings account that is not the answer's), the CHECKS PAID list (the same checks as the activity's CHECK rows) and the fee summary are not transactions.")
	return d
}
