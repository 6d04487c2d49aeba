package main

import (
	"fmt"
	"strings"
)

// ---- threerivers: a PNC-style business checking statement.
//
// Modelled conventions: "For the period 01/01/2026 to 01/31/2026",
// "Primary account number: XX-XXXX-1234", "Number of enclosures: 0" and
// "Page 1 of 4" at the top right of every page; a contact block full of
// phone numbers and a post-office box; a Balance Summary with two-line
// column heads (Beginning balance | Deposits and other additions | Checks
// and other deductions | Ending balance) and average ledger and average
// collected balances under it; an Overdraft and Returned Item Fee Summary
// with this-period and year-to-date totals; a Transaction Summary of
// counts; an Activity Detail in sub-tables whose headings carry a count
// and a total ("ACH Additions  12 transactions for a total of $8,211.40"),
// each row printed Date posted | Amount | Transaction description |
// Reference number, the amount before the description; checks two across
// with a gap marker; descriptions such as "Corporate ACH Settlement
// Square Inc", "4410 Debit Card Purchase Home Depot #4521" and "Service
// Charge Period Ending 01/31/2026"; a Daily Balance Detail of ledger and
// collected balances; the overdraft notice and Member FDIC text.

func prepareThreeRivers(fs *fstmt) {
	fs.Creator = "Exstream Dialogue 16.6"
	famRenumberChecks(fs)
	info := famClassify(fs)
	city, st := famCityState(fs)
	c4 := fs.AccountNo[6:10]
	t := func(s string) string { return famTitle(s) }
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		switch r.Code {
		case kSquare:
			r.Desc = "Corporate ACH Settlement Square Inc " + "L2" + famDigits(fs, i, "sq", 11)
		case kStripe:
			r.Desc = "Corporate ACH Transfer Stripe " + in.Ref
		case kClover:
			r.Desc = "Corporate ACH Mtot Dep Clover App Mkt " + famDigits(fs, i, "mid", 12)
		case kShopify:
			r.Desc = "Corporate ACH Transfer Shopify St-" + famAlnum(fs, i, "sh", 12)
		case kACHIn:
			r.Desc = "Corporate ACH Payment " + t(in.Party) + " " + strings.ReplaceAll(t(in.Ref), " ", "")
		case kTaxRefund:
			r.Desc = "ACH Credit Tax Ref IRS Treas 310 XXXXXXXXX" + famDigits(fs, i, "tin", 3)
		case kZelleIn:
			r.Desc = "Zelle From " + t(in.Party) + " Ref# " + famAlnum(fs, i, "z", 8)
		case kMobile:
			r.Desc = "Mobile Deposit"
		case kBranchDep:
			r.Desc = "Deposit"
		case kXferIn:
			r.Desc = "Online Transfer From Xxxxx" + in.Acct4 + " Reference # " + famDigits(fs, i, "ref", 8)
		case kRefund:
			r.Desc = c4 + " Debit Card Credit " + t(in.Party) + " " + t(city) + " " + st
		case kFeeRev:
			r.Desc = "Service Charge Reversal"
		case kFunding:
			r.Desc = "Federal Reserve Wire In " + t(in.Party) + " LLC Ref " + in.Ref + " Imad " + r.Date.Format("20060102") + "B1Q8021C" + famDigits(fs, i, "imad", 6)
		case kCard:
			r.Desc = c4 + " Debit Card Purchase " + t(in.Party)
		case kRecurring:
			r.Desc = c4 + " Recurring Debit Card " + t(in.Party)
		case kCardPin:
			r.Desc = c4 + " Debit Card Purchase-POS " + t(in.Party) + " " + t(city) + " " + st
		case kATM:
			r.Desc = "ATM Withdrawal " + t(fs.Street) + " " + t(city) + " " + st + " " + c4
		case kPayroll:
			r.Desc = "Corporate ACH Payroll ADP Wage Pay " + in.Ref
		case kPayrollTax:
			r.Desc = "Corporate ACH Tax ADP Tax " + famDigits(fs, i, "adp", 6) + famAlnum(fs, i, "adpx", 4)
		case kUtility:
			r.Desc = "ACH Web Payment " + t(in.Party) + " " + famDigits(fs, i, "uacct", 12)
		case kBillPay:
			r.Desc = "Online Bill Payment " + t(in.Party) + " " + famDigits(fs, i, "bp", 11)
		case kZelleOut:
			r.Desc = "Zelle To " + t(in.Party) + " Ref# " + famAlnum(fs, i, "z", 8)
		case kXferOut:
			r.Desc = "Online Transfer To Xxxxx" + in.Acct4 + " Reference # " + famDigits(fs, i, "ref", 8)
		case kMCAPay:
			r.Desc = "Corporate ACH Ach Pmt " + t(in.Party) + " " + famDigits(fs, i, "mca", 15)
		case kLoanPay:
			r.Desc = "Corporate ACH Loan Pymt " + t(in.Party) + " Inc " + famDigits(fs, i, "loan", 10)
		case kWireOut:
			r.Desc = "Outgoing Wire Transfer " + t(in.Party) + " LLC Fed Ref " + famDigits(fs, i, "fed", 6) + " Bnf Acct " + famDigits(fs, i, "bnf", 4)
		case kReturned:
			r.Desc = "Returned Deposited Item Check " + famDigits(fs, i, "rck", 4) + " Deposited " + r.Date.AddDate(0, 0, -3).Format("01/02")
		case kNSF:
			r.Desc = "Returned Item Fee 1 Item"
		case kOD:
			r.Desc = "Overdraft Item Fee 1 Item"
		case kMonthly:
			r.Desc = "Service Charge Period Ending " + fs.End.Format("01/02/2006")
		}
	}
}

func drawThreeRivers(fs *fstmt) *doc {
	const L, R = 36.0, 576.0
	d := newDoc()
	acct := "XX-XXXX-" + fs.AccountNo[8:]
	period := "For the period " + fs.Start.Format("01/02/2006") + " to " + fs.End.Format("01/02/2006")
	const title = "Business Checking Plus Statement"
	var pageMarks []int
	d.header = func(d *doc) {
		d.y = 34
		d.text(L, "THREE RIVERS", 11, true)
		d.rtext(R, title, 9, true)
		d.nl(11)
		d.rtext(R, "Three Rivers National Bank", 7.5, false)
		d.nl(9.5)
		d.rtext(R, period, 7.5, false)
		d.nl(9.5)
		d.rtext(R, fs.Holder, 7.5, false)
		d.nl(9.5)
		d.rtext(R, "Primary account number: "+acct, 7.5, false)
		d.nl(9.5)
		pageMarks = append(pageMarks, len(d.ops))
		d.nl(6)
		d.hline(L, R)
		d.y = 104
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 770
		d.text(L, "Member FDIC   Equal Housing Lender", 6.5, false)
		d.rtext(R, title, 6.5, false)
	})
	p := &pager{d: d, bottom: 748}
	d.font = ""

	// Page 1.
	d.y = 48
	d.text(L, "THREE RIVERS", 18, true)
	d.nl(11)
	d.text(L, "NATIONAL BANK", 8, true)
	d.y = 40
	d.rtext(R, title, 11, true)
	d.nl(12)
	d.rtext(R, period, 8, false)
	d.nl(10)
	d.rtext(R, "Primary account number: "+acct, 8, false)
	d.nl(10)
	pageMarks = append(pageMarks, len(d.ops))
	d.nl(10)
	d.rtext(R, "Number of enclosures: 0", 8, false)
	d.y = 96
	d.text(L, fs.Holder, 9, false)
	d.nl(11)
	d.text(L, fs.Street, 9, false)
	d.nl(11)
	d.text(L, fs.City, 9, false)
	d.y = 102
	for _, l := range []string{
		"For 24-hour banking sign on to",
		"Three Rivers Online Banking on threeriversbank.com",
		"For customer service call 1-877-287-2654",
		"Three Rivers accepts Telecommunications Relay Service (TRS) calls.",
		"Para servicio en espanol, 1-877-842-7622",
		"Moving? Please contact your local branch.",
		"Write to: Customer Service",
		"PO Box 609",
		"Pittsburgh, PA 15230-9738",
		"Visit us at threeriversbank.com/smallbusiness",
	} {
		d.text(372, l, 7, false)
		d.nl(8.5)
	}

	groups := famSplit(fs,
		famCode(kMobile, kBranchDep),
		famCode(kSquare, kStripe, kClover, kShopify, kACHIn, kTaxRefund),
		func(r frow) bool { return r.Credit },
		famCode(kCheck),
		famCode(kCard, kRecurring),
		famCode(kCardPin),
		famCode(kPayroll, kPayrollTax, kUtility, kMCAPay, kLoanPay),
		famCode(kNSF, kOD, kMonthly),
		func(r frow) bool { return !r.Credit })
	dep, achAdd, othAdd, checks, dcp, pos, achDed, fees, othDed := groups[0], groups[1], groups[2], byCheckNo(groups[3]), groups[4], groups[5], groups[6], groups[7], groups[8]
	cr, _ := fs.credits()
	db, _ := fs.debits()

	d.y = 200
	d.ops = append(d.ops, op{Page: d.page, Kind: "rect", X: L, Y: d.y - 11, W: R - L, H: 15, Gray: 0.82})
	d.text(L+4, "Business Checking Plus Account Summary", 10, true)
	d.nl(18)
	d.text(L, "Account number: "+acct, 8, true)
	d.nl(10)
	d.text(L, fs.Holder, 8, false)
	d.nl(10)
	d.text(L, "Overdraft Protection has not been established for this account. Please contact us if you would like to set up this service.", 7.5, false)
	d.nl(16)

	// Balance Summary, two-line heads.
	d.font = "serif"
	d.text(L, "Balance Summary", 10, true)
	d.font = ""
	d.nl(13)
	xs := []float64{150, 280, 410, R}
	for k, h := range [][2]string{{"Beginning", "balance"}, {"Deposits and", "other additions"}, {"Checks and other", "deductions"}, {"Ending", "balance"}} {
		d.rtext(xs[k], h[0], 7.5, true)
		d.nl(8.5)
		d.rtext(xs[k], h[1], 7.5, true)
		d.y -= 8.5
	}
	d.nl(19)
	for k, v := range []int64{fs.OpenP, cr, db, fs.CloseP} {
		d.rtext(xs[k], signed(v), 8.5, false)
	}
	famMust("threerivers ending", fs.OpenP+cr-db, fs.CloseP)
	d.nl(16)
	avg := fs.avgDaily()
	coll := threeRiversCollected(fs)
	var avgColl int64
	for _, c := range coll {
		avgColl += c
	}
	avgColl /= int64(len(coll))
	for k, h := range [][2]string{{"Average ledger", "balance"}, {"Average collected", "balance"}} {
		d.rtext(xs[k+1], h[0], 7.5, true)
		d.nl(8.5)
		d.rtext(xs[k+1], h[1], 7.5, true)
		d.y -= 8.5
	}
	d.nl(19)
	d.rtext(xs[1], signed(avg), 8.5, false)
	d.rtext(xs[2], signed(avgColl), 8.5, false)
	d.nl(20)

	// Overdraft and Returned Item Fee Summary.
	var nsfP, odP int64
	for _, r := range fees {
		switch r.Code {
		case kNSF:
			nsfP += r.Cents
		case kOD:
			odP += r.Cents
		}
	}
	ytd := func(period int64, salt string) int64 {
		// Fees of this period posted in the statement's closing year,
		// plus the earlier months of that year.
		var y int64
		for _, r := range fees {
			if (salt == "nsf" && r.Code == kNSF || salt == "od" && r.Code == kOD) && r.Date.Year() == fs.End.Year() {
				y += r.Cents
			}
		}
		if fs.End.Month() > 1 {
			y += int64(famHash(fs, 0, salt)%5) * 3500
		}
		return y
	}
	d.font = "serif"
	d.text(L, "Overdraft and Returned Item Fee Summary", 10, true)
	d.font = ""
	d.nl(13)
	d.rtext(400, "Total for", 7.5, true)
	d.rtext(500, "Total", 7.5, true)
	d.nl(8.5)
	d.rtext(400, "this Period", 7.5, true)
	d.rtext(500, "Year to Date", 7.5, true)
	d.nl(11)
	for _, row := range []struct {
		l       string
		p, y    int64
		ytdSalt string
	}{{"Total Returned Item Fees (NSF)", nsfP, ytd(nsfP, "nsf"), "nsf"}, {"Total Overdraft Fees", odP, ytd(odP, "od"), "od"}} {
		d.text(L, row.l, 8, false)
		d.rtext(400, usd(row.p), 8, false)
		d.rtext(500, usd(row.y), 8, false)
		d.nl(11)
	}
	d.nl(8)

	// Transaction Summary: counts.
	d.font = "serif"
	d.text(L, "Transaction Summary", 10, true)
	d.font = ""
	d.nl(13)
	deposited := 0
	for _, r := range dep {
		deposited += 1 + int(r.Cents%3)
	}
	left := []struct {
		l string
		n int
	}{{"Checks paid", len(checks)}, {"Check card & debit card purchases", len(dcp)}, {"POS purchases", len(pos)},
		{"ACH deductions", len(achDed)}, {"Service charges and fees", len(fees)}, {"Other deductions", len(othDed)}}
	right := []struct {
		l string
		n int
	}{{"Deposits", len(dep)}, {"Checks deposited", deposited}, {"ACH additions", len(achAdd)}, {"Other additions", len(othAdd)}}
	y0 := d.y
	for _, kv := range left {
		d.text(L, kv.l, 8, false)
		d.rtext(250, fmt.Sprint(kv.n), 8, false)
		d.nl(10.5)
	}
	y1 := d.y
	d.y = y0
	for _, kv := range right {
		d.text(310, kv.l, 8, false)
		d.rtext(500, fmt.Sprint(kv.n), 8, false)
		d.nl(10.5)
	}
	d.y = y1 + 10

	// Activity Detail.
	heads := func() {
		d.text(L, "Date", 7, true)
		d.rtext(L+118, "Amount", 7, true)
		d.text(L+132, "Transaction", 7, true)
		d.text(470, "Reference", 7, true)
		d.nl(8)
		d.text(L, "posted", 7, true)
		d.text(L+132, "description", 7, true)
		d.text(470, "number", 7, true)
		d.nl(3)
		d.hline(L, R)
		d.nl(9)
	}
	sub := func(name string, rows []frow, salt string) {
		if len(rows) == 0 {
			return
		}
		p.need(52)
		d.text(L, name, 9, true)
		noun := "transactions"
		if len(rows) == 1 {
			noun = "transaction"
		}
		d.rtext(R, fmt.Sprintf("%d %s for a total of $%s", len(rows), noun, money(total(rows))), 8, false)
		d.nl(12)
		heads()
		p.after = func(d *doc) {
			d.text(L, name+" - continued", 9, true)
			d.nl(12)
			heads()
		}
		for _, r := range rows {
			lines := wrapWords(r.Desc, 64)
			p.need(float64(len(lines))*9.5 + 1.5)
			d.text(L, fs.date(&r, "01/02"), 8, false)
			d.rtext(L+118, money(r.Cents), 8, false)
			d.text(470, famDigits(fs, indexOf(fs, r), salt, 17), 7.5, false)
			for _, l := range lines {
				d.text(L+132, l, 8, false)
				d.nl(9.5)
			}
			d.nl(1.5)
		}
		p.after = nil
		d.nl(8)
	}
	activity := func(name string) {
		p.need(70)
		d.nl(4)
		d.ops = append(d.ops, op{Page: d.page, Kind: "rect", X: L, Y: d.y - 10, W: R - L, H: 14, Gray: 0.9})
		d.font = "serif"
		d.text(L+4, name, 10, true)
		d.font = ""
		d.nl(18)
	}
	activity("Activity Detail")
	d.font = "serif"
	d.text(L, "Deposits and Other Additions", 10, true)
	d.font = ""
	d.nl(14)
	sub("Deposits", dep, "rd")
	sub("ACH Additions", achAdd, "ra")
	sub("Other Additions", othAdd, "ro")
	famMust("threerivers additions", total(dep)+total(achAdd)+total(othAdd), cr)

	p.need(60)
	d.font = "serif"
	d.text(L, "Checks and Other Deductions", 10, true)
	d.font = ""
	d.nl(14)
	if len(checks) > 0 {
		p.need(52)
		d.text(L, "Checks and Substitute Checks", 9, true)
		d.rtext(R, fmt.Sprintf("%d checks for a total of $%s", len(checks), money(total(checks))), 8, false)
		d.nl(12)
		xs := []float64{L, 306}
		cheads := func() {
			for _, x := range xs {
				d.text(x, "Check", 7, true)
				d.rtext(x+110, "Amount", 7, true)
				d.text(x+122, "Date", 7, true)
				d.text(x+162, "Reference", 7, true)
			}
			d.nl(8)
			for _, x := range xs {
				d.text(x, "number", 7, true)
				d.text(x+122, "paid", 7, true)
				d.text(x+162, "number", 7, true)
			}
			d.nl(3)
			d.hline(L, R)
			d.nl(9)
		}
		cheads()
		p.after = func(d *doc) {
			d.text(L, "Checks and Substitute Checks - continued", 9, true)
			d.nl(12)
			cheads()
		}
		prev := 0
		for k := 0; k < len(checks); k += 2 {
			p.need(10.5)
			for c := 0; c < 2 && k+c < len(checks); c++ {
				r := checks[k+c]
				no := fmt.Sprint(r.CheckNo)
				if prev != 0 && r.CheckNo != prev+1 {
					no += " *"
				}
				prev = r.CheckNo
				d.text(xs[c], no, 8, false)
				d.rtext(xs[c]+110, money(r.Cents), 8, false)
				d.text(xs[c]+122, fs.date(&r, "01/02"), 8, false)
				d.text(xs[c]+162, famDigits(fs, indexOf(fs, r), "rc", 9), 7.5, false)
			}
			d.nl(10.5)
		}
		p.after = nil
		d.nl(2)
		d.text(L, "* Gap in check sequence", 7, false)
		d.nl(16)
	}
	sub("Debit Card Purchases", dcp, "rp")
	sub("POS Purchases", pos, "rs")
	sub("ACH Deductions", achDed, "rh")
	sub("Service Charges and Fees", fees, "rf")
	sub("Other Deductions", othDed, "rx")
	famMust("threerivers deductions", total(checks)+total(dcp)+total(pos)+total(achDed)+total(fees)+total(othDed), db)

	// Daily Balance Detail: ledger and collected, two sets across.
	e := famDayEnds(fs)
	famMust("threerivers daily", e[len(e)-1].B, fs.CloseP)
	collOf := threeRiversCollectedByDay(fs)
	per := (len(e) + 1) / 2
	p.need(min(float64(per)*10.5+50, 420))
	activity("Daily Balance Detail")
	bx := []float64{L, 306}
	bheads := func() {
		for _, x := range bx {
			d.text(x, "Date", 7, true)
			d.rtext(x+130, "Ledger", 7, true)
			d.rtext(x+230, "Collected", 7, true)
		}
		d.nl(8)
		for _, x := range bx {
			d.rtext(x+130, "balance", 7, true)
			d.rtext(x+230, "balance", 7, true)
		}
		d.nl(3)
		d.hline(L, R)
		d.nl(9)
	}
	bheads()
	p.after = func(d *doc) {
		d.text(L, "Daily Balance Detail - continued", 9, true)
		d.nl(12)
		bheads()
	}
	for i := 0; i < per; i++ {
		p.need(10.5)
		for c := 0; c < 2; c++ {
			if k := c*per + i; k < len(e) {
				d.text(bx[c], e[k].D.Format("01/02"), 8, false)
				d.rtext(bx[c]+130, signed(e[k].B), 8, false)
				d.rtext(bx[c]+230, signed(collOf[e[k].D.Format("0102")]), 8, false)
			}
		}
		d.nl(10.5)
	}
	p.after = nil

	// Notices.
	p.need(150)
	d.nl(14)
	d.font = "serif"
	d.text(L, "Important Information About Overdrafts and Returned Items", 9, true)
	d.font = ""
	d.nl(12)
	for _, s := range []string{
		"An overdraft occurs when you do not have enough money in your account to cover a transaction, but we pay it anyway. We may charge an Overdraft Item Fee of $35.00 for each item we pay into overdraft, up to a maximum of 4 fees ($140.00) per business day. We will not charge an Overdraft Item Fee if your account is overdrawn by $5.00 or less after the last transaction is posted. An Extended Overdraft Fee of $7.00 per business day may be charged beginning on the 5th consecutive business day your account remains overdrawn, up to $98.00.",
		"If we return an item unpaid, we may charge a Returned Item Fee of $35.00 per item. Fees shown in the Overdraft and Returned Item Fee Summary include fees charged from January 1 through the end of this statement period.",
		"In case of errors or questions about your electronic transfers, call 1-877-287-2654 or write to us at Three Rivers National Bank, PO Box 609, Pittsburgh, PA 15230-9738 as soon as you can. We must hear from you no later than 60 days after we sent you the FIRST statement on which the error or problem appeared. We will tell you the results of our investigation within 10 business days (20 business days for new accounts) and will correct any error promptly.",
	} {
		wrapPara(p, L, s, 160, 6.5, 8)
		d.nl(3)
	}

	fs.printTotals(shows{Credits: true, Debits: true, Daily: true})
	famPrintedOrder(fs, dep, achAdd, othAdd, checks, dcp, pos, achDed, fees, othDed)
	d.finish()
	// "Page x of y" at the marks left in the top-right block.
	total := d.page
	var extra []op
	for _, m := range pageMarks {
		o := d.ops[m-1]
		extra = append(extra, op{Page: o.Page, X: R, Y: o.Y + 10, Text: fmt.Sprintf("Page %d of %d", o.Page, total), Size: 7.5, Right: true})
	}
	d.ops = append(d.ops, extra...)
	return d
}

// threeRiversCollected is each calendar day's collected balance: the
// ledger balance less deposits of checks made that day, which are
// collected the next business day.
func threeRiversCollected(fs *fstmt) []int64 {
	by := threeRiversCollectedByDay(fs)
	var out []int64
	bal, i := fs.Opening, 0
	for d := fs.Start; !d.After(fs.End); d = d.AddDate(0, 0, 1) {
		for i < len(fs.Rows) && !fs.Rows[i].Date.After(d) {
			bal = fs.Rows[i].Balance
			i++
		}
		if c, ok := by[d.Format("0102")]; ok {
			out = append(out, c)
		} else {
			out = append(out, bal)
		}
	}
	return out
}

func threeRiversCollectedByDay(fs *fstmt) map[string]int64 {
	out := map[string]int64{}
	for _, e := range fs.dayEnds() {
		held := int64(0)
		for _, r := range fs.Rows {
			if r.Date.Equal(e.D) && (r.Code == kMobile || r.Code == kBranchDep) {
				held += r.Cents
			}
		}
		out[e.D.Format("0102")] = e.B - held
	}
	return out
}
