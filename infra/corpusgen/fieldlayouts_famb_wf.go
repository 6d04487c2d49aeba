package main

import (
	"fmt"
	"strings"
)

// ---- wfledger: a Wells Fargo-style business checking statement from
// "Wellsford Bank". Page 1 carries the product name, "Account number: …
// • period • Page 1 of N", the holder's address beside a "Questions?"
// block of phone numbers and a mailing address, an "Account options"
// check-box panel, and an Activity summary ("Beginning balance on 7/1",
// Deposits/Credits, Withdrawals/Debits, "Ending balance on 7/31", the
// average ledger balance) beside the routing numbers. One "Transaction
// history" table follows: Date | Check Number | Description |
// Deposits/Credits | Withdrawals/Debits | Ending daily balance, with
// two-line column labels on a shaded band, M/D dates, the balance only on
// the last row of a day, descriptions in the bank's mixed-case wording
// that wrap over one to three lines ("Purchase authorized on 07/30 …
// S386… Card 4410", "Business to Business ACH Debit - …", "WT Fed#…
// /Org=… Srf# … Trn#… Rfb# …", "Overdraft Fee for a Transaction Posted on
// 02/13 $512.40 …"), checks as a number in the Check Number column with
// "Check" as the description; "Ending balance on" and "Totals" lines at
// the foot of the table. Then a summary of checks written (the same
// checks again), an Ending daily balance summary four across, a Monthly
// service fee summary with an account transaction fees table, and a page
// of account notices and error-resolution rights.

// wfRef is a deterministic online-banking reference (Ib0Kq8Xw2R).
func wfRef(v int64) string {
	const al = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789"
	s := digits(v, 14)
	b := []byte("Ib0")
	for i := 0; i+1 < len(s) && len(b) < 10; i += 2 {
		n := int(s[i]-'0')*10 + int(s[i+1]-'0')
		b = append(b, al[n%len(al)])
	}
	return string(b)
}

// wfShort is the first words of a description, as fee rows quote the item
// that caused them.
func wfShort(desc string, n int) string {
	w := strings.Fields(desc)
	if len(w) > n {
		w = w[:n]
	}
	return strings.Join(w, " ")
}

// achName cuts a company name to the sixteen characters of an ACH
// company-name field, at a word boundary where it can.
func achName(s string) string {
	if len(s) <= 16 {
		return s
	}
	return strings.TrimSpace(s[:16])
}

func prepareWFLedger(fs *fstmt) {
	fbExtras(fs)
	holder := fbTitle(fs.Holder)
	card := digits(fs.Opening+7, 4)
	sav := digits(fs.Opening+11, 4)
	for i := range fs.Rows {
		r := &fs.Rows[i]
		ymd := r.Date.Format("060102")
		d := r.Desc
		switch {
		case d == "PAYROLL TAXES":
			r.Desc = fmt.Sprintf("ADP Tax ADP Tax %s %s %s", ymd, digits(r.Cents, 6)+"V", holder)
		case d == "TAX REFUND":
			r.Desc = fmt.Sprintf("IRS Treas 310 Tax Ref %s xxxxx%s %s", ymd, digits(r.Cents, 4), holder)
		case d == "RETURNED ITEM FEE":
			r.Desc = "Deposited Item Returned Fee"
		case strings.HasPrefix(d, "RETURNED ITEM "):
			r.Desc = "Deposited Item Returned Nsf Deposited on " + strings.TrimPrefix(d, "RETURNED ITEM ") + " Ref #" + digits(r.Cents, 9)
		case isCard(*r):
			auth := r.Date
			if r.Cents%3 != 0 {
				auth = fbBizDayBefore(r.Date)
			}
			r.Desc = fmt.Sprintf("Purchase authorized on %s %s S%s Card %s", auth.Format("01/02"), fbTitle(fbMerchant(fs, d)), digits(r.Cents*31, 15), card)
		case strings.HasPrefix(d, "REFUND "):
			r.Desc = fmt.Sprintf("Purchase Return authorized on %s %s S%s Card %s", fbBizDayBefore(r.Date).Format("01/02"),
				fbTitle(fbMerchant(fs, "CARD PURCHASE 00/00 "+strings.TrimPrefix(d, "REFUND "))), digits(r.Cents*37, 15), card)
		case d == "REVERSAL OF SERVICE FEE":
			r.Desc = "Monthly Service Fee Refund"
		case strings.HasPrefix(d, "SQUARE INC"):
			r.Desc = fmt.Sprintf("Square Inc %sP2 L2%s %s", ymd, digits(r.Cents, 11), holder)
		case strings.HasPrefix(d, "STRIPE TRANSFER "):
			r.Desc = fmt.Sprintf("Stripe Transfer %s %s %s", strings.TrimPrefix(d, "STRIPE TRANSFER "), ymd, holder)
		case strings.HasPrefix(d, "ACH CREDIT "):
			rest := strings.TrimPrefix(d, "ACH CREDIT ")
			k := strings.Index(rest, " INV ")
			r.Desc = fmt.Sprintf("%s ACH Pmt %s Inv %s %s", fbTitle(achName(rest[:k])), ymd, rest[k+5:], holder)
		case strings.HasPrefix(d, "ORIG CO NAME:"):
			co := strings.TrimPrefix(d[:strings.Index(d, " ORIG ID:")], "ORIG CO NAME:")
			id := d[strings.Index(d, "ORIG ID:")+8:]
			id = id[:strings.Index(id, " ")]
			r.Desc = fmt.Sprintf("%s Payment %s %s %s", fbTitle(achName(co)), ymd, id, holder)
		case strings.HasPrefix(d, "MOBILE DEPOSIT"):
			r.Desc = "Mobile Deposit : Ref Number :" + digits(r.Cents*13, 12)
		case strings.HasPrefix(d, "ADP PAYROLL"):
			r.Desc = fmt.Sprintf("ADP Wage Pay Wage Pay %s %s %s", ymd, digits(r.Cents, 6)+"V", holder)
		case strings.HasPrefix(d, "ONLINE TRANSFER FROM SAV"):
			r.Desc = fmt.Sprintf("Online Transfer From %s Business Market Rate Savings xxxxxx%s Ref #%s on %s", holder, sav, wfRef(r.Cents), r.Date.Format("01/02/06"))
		case strings.HasPrefix(d, "ONLINE TRANSFER TO SAV"):
			r.Desc = fmt.Sprintf("Online Transfer to %s Business Market Rate Savings xxxxxx%s Ref #%s on %s", holder, sav, wfRef(r.Cents), r.Date.Format("01/02/06"))
		case strings.HasPrefix(d, "UTILITY PMT "):
			r.Desc = fmt.Sprintf("Business to Business ACH Debit - %s Utilpymt %s %s %s", fbTitle(strings.TrimPrefix(d, "UTILITY PMT ")), ymd, digits(r.Cents, 10), holder)
		case strings.Contains(d, " FUNDING WIRE REF "):
			k := strings.Index(d, " FUNDING WIRE REF ")
			r.Desc = fmt.Sprintf("WT Fed#%s Cross River Bank /Org=%s LLC Srf# %s Trn#%s%s Rfb# %s", digits(r.Cents, 5), fbTitle(d[:k]),
				digits(r.Cents*3, 10), ymd, digits(r.Cents*5, 6), d[k+len(" FUNDING WIRE REF "):])
		case strings.HasSuffix(d, " ACH DEBIT PMT"):
			name := strings.TrimSuffix(d, " ACH DEBIT PMT")
			r.Desc = fmt.Sprintf("%s Debit %s %s %s", fbTitle(achName(name)), ymd, "FF"+digits(int64(len(name))*977, 7), holder)
		case strings.HasSuffix(d, " LOAN PAYMENT ACH"):
			r.Desc = fmt.Sprintf("%s Loan Pymt %s %s %s", fbTitle(strings.TrimSuffix(d, " LOAN PAYMENT ACH")), ymd, digits(r.Cents, 9), holder)
		case strings.HasPrefix(d, "VENDOR PAYMENT WIRE OUT "):
			r.Desc = fmt.Sprintf("WT %s-%s Bank of America, N /Bnf=%s Srf# %s Trn#%s%s Rfb#", ymd, digits(r.Cents, 5),
				fbTitle(strings.TrimPrefix(d, "VENDOR PAYMENT WIRE OUT ")), digits(r.Cents*7, 10), ymd, digits(r.Cents*11, 6))
		case r.Category == "nsf_fee" && i > 0:
			prev := fs.Rows[i-1]
			q := wfShort(prev.Desc, 4)
			if prev.CheckNo > 0 {
				q = fmt.Sprintf("Check # %d", prev.CheckNo)
			}
			if strings.HasPrefix(d, "NSF") {
				r.Desc = fmt.Sprintf("Overdraft Fee for a Transaction Received on %s $%s %s", prev.Date.Format("01/02"), money(prev.Cents), q)
			} else {
				r.Desc = fmt.Sprintf("Overdraft Fee for a Transaction Posted on %s $%s %s", prev.Date.Format("01/02"), money(prev.Cents), q)
			}
		case d == "MONTHLY SERVICE FEE":
			r.Desc = "Monthly Service Fee"
		}
	}
}

func drawWFLedger(fs *fstmt) *doc {
	const (
		L, R   = 36.0, 576.0
		bottom = 724.0
		lh     = 9.0
		size   = 7.5
	)
	d := newDoc()
	product := "Navigator Business Checking"
	period := longDate(fs.Start) + " - " + longDate(fs.End)
	acct := fs.AccountNo[2:]
	_, st := fbCity(fs.City)
	stateName := map[string]string{"TX": "Texas", "OH": "Ohio", "FL": "Florida", "CO": "Colorado", "NJ": "New Jersey", "AZ": "Arizona"}[st]
	// Column geometry: Date | Check Number | Description | Deposits/Credits
	// | Withdrawals/Debits | Ending daily balance.
	xDate, xNo, xDesc, xCr, xDb, xBal := L, 68.0, 106.0, 432.0, 504.0, R-2
	inTable := false
	tableHead := func(d *doc) {
		d.fbBand(L, d.y, R, 21, 0.86)
		y1, y2 := d.y+8.5, d.y+17
		d.fbAt(xDate+2, y2, "Date", 7, true, false)
		d.fbAt(xNo, y1, "Check", 7, true, false)
		d.fbAt(xNo, y2, "Number", 7, true, false)
		d.fbAt(xDesc, y2, "Description", 7, true, false)
		d.fbAt(xCr, y1, "Deposits/", 7, true, true)
		d.fbAt(xCr, y2, "Credits", 7, true, true)
		d.fbAt(xDb, y1, "Withdrawals/", 7, true, true)
		d.fbAt(xDb, y2, "Debits", 7, true, true)
		d.fbAt(xBal, y1, "Ending daily", 7, true, true)
		d.fbAt(xBal, y2, "balance", 7, true, true)
		d.nl(21 + lh)
	}
	d.header = func(d *doc) {
		d.y = 50
		d.text(L, product, 9, true)
		d.y = 84
		if inTable {
			d.text(L, "Transaction history (continued)", 10, true)
			d.nl(8)
			tableHead(d)
		}
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		top := fmt.Sprintf("Account number: %s  •  %s  •  Page %d of %d", acct, period, page, total)
		if page == 1 {
			d.fbAt(R, 60, top, 8, false, true)
		} else {
			d.fbAt(R, 50, top, 7.5, false, true)
			d.fbRule(L, R, 58, 0.5)
		}
		d.fbAt(L, 752, fmt.Sprintf("Sheet Seq = %07d", 184000+int(fs.Opening%9000)+page), 6, false, false)
		d.fbAt(L, 760, fmt.Sprintf("Sheet %05d of %05d", page, total), 6, false, false)
		d.fbAt(R, 756, "©2026 Wellsford Bank, N.A. All rights reserved. Member FDIC. NMLSR ID 399812", 6, false, true)
	})

	// Page 1: brand, product, addresses.
	d.y = 52
	d.text(L, "Wellsford", 20, true)
	d.fbAt(L+1, 63, "BANK", 7, true, false)
	d.fbAt(R, 46, product, 12, true, true)
	d.y = 104
	for _, l := range []string{fs.Holder, fs.Street, fs.City} {
		d.text(L+18, l, 9, false)
		d.nl(11)
	}
	d.y = 92
	d.text(352, "Questions?", 9, true)
	d.nl(11)
	for _, l := range []string{"Available by phone 24 hours a day, 7 days a week:", "We accept all relay calls, including 711",
		"1-800-WELLSFD (1-800-935-5737)", "En español: 1-877-727-2932", "", "Online: wellsfordbank.com/biz", "",
		"Write: Wellsford Bank, N.A. (182)", "P.O. Box 6400", "Portland, OR 97228-6400"} {
		d.text(352, l, 7.5, false)
		d.nl(9)
	}
	d.y = 222
	d.text(L, "Your Business and Wellsford", 10, true)
	d.nl(12)
	for _, l := range wrapWords(fmt.Sprintf("Cash flow is the heartbeat of a small business. Our bankers can review your receivables and payables with you at no cost: call 1-800-935-5737 Monday through Friday, 7:00 a.m. to 11:00 p.m. Eastern, or visit wellsfordbank.com/cashflow. Transfers of $25,000.00 or more scheduled before 7:00 p.m. Central post the same business day."), 140) {
		d.text(L, l, 7.5, false)
		d.nl(9)
	}
	// Account options panel.
	d.nl(6)
	oy := d.y
	d.fbBox(L, oy-8, R, 58, 0.55)
	d.fbAt(L+6, oy+2, "Account options", 8.5, true, false)
	d.y = oy + 12
	for _, l := range wrapWords("A check mark in the box indicates you have these convenient services with your account(s). Go to wellsfordbank.com/biz or call the number above if you have questions or if you would like to add new services.", 86) {
		d.text(L+6, l, 7, false)
		d.nl(8.5)
	}
	opts := []struct {
		name string
		on   bool
	}{{"Business Online Banking", true}, {"Online Statements", true}, {"Business Bill Pay", fs.Opening%2 == 0}, {"Business Spending Report", true},
		{"Overdraft Protection", false}}
	for k, o := range opts {
		x := 360.0
		y := oy + 2 + float64(k)*9
		d.fbAt(x, y, o.name, 7, false, false)
		d.fbBox(548, y-6.5, 555, 7, 0.3)
		if o.on {
			d.fbAt(549, y, "X", 6.5, true, false)
		}
	}
	// Activity summary and account facts.
	d.y = oy + 62
	sy := d.y
	dep, _ := fs.credits()
	wd, _ := fs.debits()
	d.text(L, "Activity summary", 10, true)
	d.nl(14)
	sum := [][2]string{{"Beginning balance on " + fs.Start.Format("1/2"), usd(fs.OpenP)},
		{"Deposits/Credits", money(dep)}, {"Withdrawals/Debits", "- " + money(wd)}}
	for _, kv := range sum {
		d.text(L+4, kv[0], 8, false)
		d.rtext(300, kv[1], 8, false)
		d.nl(11)
	}
	d.fbRule(L+4, 300, d.y-8, 0.3)
	d.nl(2)
	d.text(L+4, "Ending balance on "+fs.End.Format("1/2"), 8, true)
	d.rtext(300, usd(fs.CloseP), 8, true)
	d.nl(14)
	d.text(L+4, "Average ledger balance this period", 8, false)
	d.rtext(300, usd(fbAvgLedger(fs)), 8, false)
	d.y = sy + 14
	for _, l := range []string{"Account number: " + acct, fs.Holder, stateName + " account terms and conditions apply",
		"For Direct Deposit use", "Routing Number (RTN): 111904752", "", "For Wire Transfers use", "Routing Number (RTN): 121000497"} {
		d.text(352, l, 7.5, false)
		d.nl(9)
	}
	d.y = sy + 102
	d.text(L, "Overdraft Protection", 8.5, true)
	d.nl(10)
	for _, l := range wrapWords("This account is not currently covered by Overdraft Protection. If you would like more information regarding Overdraft Protection and eligibility requirements please call the number listed on your statement or visit your Wellsford branch.", 140) {
		d.text(L, l, 7.5, false)
		d.nl(9)
	}
	d.nl(10)
	d.text(L, "Transaction history", 11, true)
	d.nl(8)
	tableHead(d)
	inTable = true
	rows := fs.visible()
	for i := range rows {
		r := &rows[i]
		var cr, db, no string
		desc := r.Desc
		if r.CheckNo > 0 {
			no, desc = fmt.Sprint(r.CheckNo), "Check"
		}
		if r.Credit {
			cr = money(r.Cents)
		} else {
			db = money(r.Cents)
		}
		last := i+1 == len(rows) || !rows[i+1].Date.Equal(r.Date)
		lines := wrapWords(desc, 56)
		d.fbBreak(lh*float64(len(lines)), bottom, 0)
		d.text(xDate+2, fs.date(r, "1/2"), size, false)
		d.text(xNo, no, size, false)
		d.rtext(xCr, cr, size, false)
		d.rtext(xDb, db, size, false)
		if last {
			d.rtext(xBal, signed(r.Balance), size, false)
		}
		for _, l := range lines {
			d.text(xDesc, l, size, false)
			d.nl(lh)
		}
		if last {
			d.nl(2.5)
		}
	}
	inTable = false
	d.fbBreak(60, bottom, 0)
	d.fbRule(L, R, d.y-5, 0.3)
	d.nl(6)
	d.text(L+2, "Ending balance on "+fs.End.Format("1/2"), size+0.5, true)
	d.rtext(xBal, signed(fs.CloseP), size+0.5, true)
	d.nl(lh + 2)
	d.text(L+2, "Totals", size+0.5, true)
	d.rtext(xCr, "$"+money(dep), size+0.5, true)
	d.rtext(xDb, "$"+money(wd), size+0.5, true)
	d.nl(lh + 6)
	d.fbPara(L, "The Ending Daily Balance does not reflect any pending withdrawals or holds on deposited funds that may have been outstanding on your account when your transactions posted. If you had insufficient available funds when a transaction posted, fees may have been assessed.", 150, 7, 8.5, bottom, 100, false)
	d.nl(10)

	// Summary of checks written, four across.
	if checks := fs.pick(isCheck); len(checks) > 0 {
		per := (len(checks) + 3) / 4
		d.fbBreak(30+float64(per)*9, bottom, 100)
		d.text(L, "Summary of checks written", 10, true)
		d.text(L+146, "(checks listed are also displayed in the preceding Transaction history)", 7.5, false)
		d.nl(12)
		for q := 0; q < 4; q++ {
			x := L + float64(q)*135
			d.fbAt(x, d.y, "Number", 7, true, false)
			d.fbAt(x+42, d.y, "Date", 7, true, false)
			d.fbAt(x+118, d.y, "Amount", 7, true, true)
		}
		d.fbRule(L, R, d.y+2.5, 0.4)
		d.nl(10)
		gap := false
		for k := 0; k < per; k++ {
			for q := 0; q < 4; q++ {
				n := q*per + k
				if n >= len(checks) {
					continue
				}
				c := checks[n]
				x := L + float64(q)*135
				no := fmt.Sprint(c.CheckNo)
				if n > 0 && checks[n-1].CheckNo+1 != c.CheckNo {
					no += " *"
					gap = true
				}
				d.fbAt(x, d.y, no, 7.5, false, false)
				d.fbAt(x+42, d.y, fs.date(&c, "1/2"), 7.5, false, false)
				d.fbAt(x+118, d.y, money(c.Cents), 7.5, false, true)
			}
			d.nl(9)
		}
		if gap {
			d.text(L, "* Gap in check sequence.", 6.5, false)
			d.nl(9)
		}
		d.nl(8)
	}

	// Ending daily balance summary, four pairs across.
	ends := fbDayEnds(fs)
	per := (len(ends) + 3) / 4
	d.fbBreak(30+float64(per)*9, bottom, 100)
	d.text(L, "Ending daily balance summary", 10, true)
	d.nl(12)
	for q := 0; q < 4; q++ {
		x := L + float64(q)*135
		d.fbAt(x, d.y, "Date", 7, true, false)
		d.fbAt(x+110, d.y, "Balance", 7, true, true)
	}
	d.fbRule(L, R, d.y+2.5, 0.4)
	d.nl(10)
	for k := 0; k < per; k++ {
		for q := 0; q < 4; q++ {
			n := q*per + k
			if n >= len(ends) {
				continue
			}
			x := L + float64(q)*135
			d.fbAt(x, d.y, ends[n].D.Format("1/2"), 7.5, false, false)
			d.fbAt(x+110, d.y, signed(ends[n].B), 7.5, false, true)
		}
		d.nl(9)
	}
	d.nl(10)

	// Monthly service fee summary.
	d.fbBreak(190, bottom, 100)
	d.text(L, "Monthly service fee summary", 10, true)
	d.nl(12)
	d.fbPara(L, "For a complete list of fees and detailed account information, see the Wellsford Business Account Fee and Information Schedule and Account Agreement applicable to your account (EasyPay Card Terms and Conditions for prepaid cards) or talk to a banker. Go to wellsfordbank.com/feefaq for a link to these documents, and answers to common monthly service fee questions.", 150, 7, 8.5, bottom, 100, false)
	d.nl(4)
	avg := fbAvgLedger(fs)
	d.text(L, "Fee period "+fs.Start.Format("01/02/2006")+" - "+fs.End.Format("01/02/2006"), 7.5, false)
	d.rtext(400, "Standard monthly service fee $15.00", 7.5, false)
	d.rtext(R, "You paid $15.00", 7.5, true)
	d.nl(12)
	d.text(L, "How to avoid the monthly service fee", 7.5, true)
	d.rtext(440, "Minimum required", 7.5, true)
	d.rtext(R, "This fee period", 7.5, true)
	d.nl(10)
	d.text(L, "Have any ONE of the following account requirements", 7.5, false)
	d.nl(9)
	// The fee was charged, so no requirement was met: the minimum
	// balance is the first tier above this period's average.
	need := int64(750000)
	for _, t := range []int64{750000, 2500000, 5000000, 10000000, 25000000} {
		need = t
		if t > avg {
			break
		}
	}
	d.text(L+8, "· Average ledger balance", 7.5, false)
	d.rtext(440, usd(need), 7.5, false)
	d.rtext(R, usd(avg), 7.5, false)
	d.nl(9)
	d.text(L+8, "· Qualifying transaction from a linked Wellsford Business Payroll Services account", 7.5, false)
	d.rtext(440, "1", 7.5, false)
	d.rtext(R, "0", 7.5, false)
	d.nl(9)
	d.text(L+8, "· Enrollment in Wellsford Merchant Services with a deposit this fee period", 7.5, false)
	d.rtext(440, "1", 7.5, false)
	d.rtext(R, "0", 7.5, false)
	d.nl(14)
	d.text(L, "Account transaction fees summary", 8.5, true)
	d.nl(10)
	heads := []struct {
		x     float64
		a, b  string
		right bool
	}{{L, "", "Service charge description", false}, {300, "Units", "used", true}, {350, "Units", "included", true}, {400, "Excess", "units", true},
		{480, "Service charge per", "excess units ($)", true}, {R, "Total service", "charge ($)", true}}
	for _, h := range heads {
		d.fbAt(h.x, d.y, h.a, 6.5, true, h.right)
		d.fbAt(h.x, d.y+8, h.b, 6.5, true, h.right)
	}
	d.fbRule(L, R, d.y+10.5, 0.4)
	d.nl(18)
	var cash int64
	for _, r := range fs.Rows {
		if strings.HasPrefix(r.Desc, "Deposit Made In A Branch") {
			cash += r.Cents
		}
	}
	_, ncr := fs.credits()
	_, ndb := fs.debits()
	for _, row := range [][6]string{{"Cash Deposited ($)", fmt.Sprint(cash / 100), "7,500", "0", "0.0030", "0.00"},
		{"Transactions", fmt.Sprint(ncr + ndb), "200", fmt.Sprint(max(0, ncr+ndb-200)), "0.50", money(int64(max(0, ncr+ndb-200)) * 50)}} {
		d.text(L, row[0], 7.5, false)
		for k, x := range []float64{300, 350, 400, 480, R} {
			d.rtext(x, row[k+1], 7.5, false)
		}
		d.nl(9)
	}
	d.fbRule(L, R, d.y-6.5, 0.4)
	d.text(L, "Total service charges", 7.5, true)
	d.rtext(R, money(int64(max(0, ncr+ndb-200))*50), 7.5, true)
	d.nl(16)

	// Notices: an insert and the error-resolution rights.
	d.fbBreak(120, bottom, 100)
	d.fbBand(L, d.y-9, R, 14, 0.2)
	d.ops = append(d.ops, op{Page: d.page, X: L + 6, Y: d.y, Text: "IMPORTANT ACCOUNT INFORMATION", Size: 9, Bold: true, Gray: 1})
	d.nl(16)
	for _, p := range []string{
		fmt.Sprintf("Effective %s, the overdraft fee will be $35.00 per item, and we will charge no more than 3 overdraft and/or returned item fees per business day, for a maximum of $105.00 per day. We will not charge an overdraft fee on items of $5.00 or less, or if your account is overdrawn by $50.00 or less at the end of the business day.", longDate(fs.End.AddDate(0, 2, 1-fs.End.Day()))),
		"Wire transfer pricing: incoming domestic wires $15.00; outgoing domestic wires $30.00 ($25.00 when sent through Business Online Banking); outgoing international wires $45.00. Stop payment requests $31.00 each.",
		"Other Wellsford accounts you may be interested in: a Business Market Rate Savings account earning 0.01% APY on balances under $100,000.00 and 0.05% APY on balances of $100,000.00 or more (rates as of " + fs.End.Format("01/02/06") + ", subject to change).",
	} {
		d.fbPara(L, p, 150, 7, 8.5, bottom, 100, false)
		d.nl(5)
	}
	d.nl(4)
	d.fbBreak(40, bottom, 100)
	d.text(L, "In case of errors or questions about your electronic transfers", 8.5, true)
	d.nl(11)
	for _, p := range []string{
		"Telephone us at the number printed on the front of this statement or write us at Wellsford Bank, N.A., P.O. Box 6995, Portland, OR 97228-6995 as soon as you can, if you think your statement or receipt is wrong or if you need more information about a transfer on the statement or receipt. We must hear from you no later than 60 days after we sent you the FIRST statement on which the error or problem appeared.",
		"1. Tell us your name and account number (if any). 2. Describe the error or the transfer you are unsure about, and explain as clearly as you can why you believe it is an error or why you need more information. 3. Tell us the dollar amount of the suspected error.",
		"We will investigate your complaint and will correct any error promptly. If we take more than 10 business days (or 20 business days for new accounts) to do this, we will credit your account for the amount you think is in error, so that you will have use of the money during the time it takes us to complete our investigation. For business accounts, the 60-day notice period in your Business Account Agreement applies.",
	} {
		d.fbPara(L, p, 150, 7, 8.5, bottom, 100, false)
		d.nl(5)
	}
	fs.Notes = append(fs.Notes, "The Ending daily balance column is printed only on the last row of a day; the summary of checks written repeats the checks of the transaction history and is not a second set of transactions.")
	fs.printTotals(shows{Credits: true, Debits: true, Running: "day_end", Daily: true})
	d.finish()
	return d
}
