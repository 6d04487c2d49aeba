package main

import (
	"fmt"
	"strings"
)

// ---- signsect: a Huntington / Fifth Third-style regional bank business
// checking statement, from "Olentangy National Bank".
//
// Modelled conventions: the bank's name is never printed at the top of
// the page: page 1 opens with a drawn logo (rules and blocks, no text),
// a return address of a P.O. Box only and a presort line, then the
// envelope-window mailing block where alone the holder is named (with an
// "ATTN: ACCOUNTS PAYABLE" line, a "DBA" trade name, a "C/O" line or the
// managing member ("TOM NGUYEN MBR") under the legal name, by month); at
// the right a box with the product (Unlimited Plus Business Checking),
// 'Statement Period Date: 1/1/2026 - 1/31/2026', the account number (in
// full, masked XXXXXXXX1234, XXXX-XXXX-1234 or "Ending in 1234" by
// month) and a "Questions? Call 1-800-555-0199 or visit
// olentangybank.com" line; the overdraft protection account
// (Business Money Market XXXXXX8812) printed beside the summary, a
// second account number on the page. The Account Summary lists the
// beginning balance, then by sign: Deposits / Credits (+), Checks (-),
// Withdrawals / Debits (-), Service Charges and Fees (-), each with its
// number of items, and the ending balance; beside it the average ledger
// and collected balances and the days in the period. The activity
// follows in the same sections, each under a heading 'Deposits /
// Credits (+)' with '23 items totaling $12,345.67' at its right: Date |
// Description | Amount with MM/DD dates and unsigned amounts, the
// description over up to four lines (the kind and party first, then the
// entry's own reference, then ACH CO ID / SEC / trace addenda in the busy
// and Dec–Jan months, wire originators with a Fed reference and IMAD,
// card purchases with the authorization date, city and state and the
// card's last four); Checks (-) as Check | Date Paid | Amount three
// across in number order with '*' at a break in the sequence; the
// bank's own fee wording (Overdraft Item Fee / Returned Item Fee naming
// the item's amount, Deposited Item Returned Unpaid, Overdraft Fee
// Refund) and, in the low-balance month, overdraft protection transfers
// from the money market; a Balance Activity grid of each active day's
// ending balance three across (negative ones with a leading minus), an
// overdraft and returned item fee table (this period and year to date)
// and the error notice full of figures. Every later page repeats the
// account number, the period and 'Page x of y'; every page's footer
// carries the only printed name of the bank, in a legal line. Printed by
// fpdf-core and ReportLab (Helvetica) and Ghostscript.
func init() {
	nFamilies = append(nFamilies, fFamily{
		ID: 1, Name: "signsect", Bank: "Olentangy National Bank",
		Aliases: []string{"Olentangy National Bank", "Olentangy", "olentangybank.com"},
		Prepare: prepareSignsect, Draw: drawSignsect, PageOfN: true,
		Docs: []cDoc{{Variant: 0, Producer: "fpdf-core"}, {Variant: 2, Producer: "reportlab"},
			{Variant: 1, Producer: "fpdf-core"}, {Variant: 3, Producer: "ghostscript"}},
	})
}

func prepareSignsect(fs *fstmt) {
	fs.Creator = "Olentangy DocPrint 7.1"
	famRenumberChecks(fs)
	info := famClassify(fs)
	city, st := famCityState(fs)
	city, st = strings.ToUpper(city), strings.ToUpper(st)
	card := "XXXX" + digits(fs.Opening*19+3, 4)
	mm := "XXXXXX" + signsectMM(fs)
	long := fs.LongDescs
	item := func(i int) string {
		if t := info[i].Trigger; t >= 0 {
			return "|Item Amount $" + money(fs.Rows[t].Cents)
		}
		return ""
	}
	// An originator keeps one company ID the whole month.
	ach := func(i int, kind, party, entry string) string {
		s := kind + " " + party + "|" + entry
		if long {
			s += "|CO ID " + famDigits(fs, 0, "sscoid"+party, 10) + " CCD TRACE " + famDigits(fs, i, "sstrace", 15)
		}
		return s
	}
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		md := in.AuthDay.Format("01/02")
		switch r.Code {
		case kSquare:
			r.Desc = ach(i, "ACH Credit", "SQUARE INC", "SQ"+famAlnum(fs, i, "sq", 10)+" SETTLEMENT")
		case kStripe:
			r.Desc = ach(i, "ACH Credit", "STRIPE", "TRANSFER ST-"+famAlnum(fs, i, "st", 10))
		case kClover:
			r.Desc = ach(i, "ACH Credit", "CLOVER APP", "MERCH DEP "+famDigits(fs, i, "cl", 9))
		case kShopify:
			r.Desc = ach(i, "ACH Credit", "SHOPIFY", "PAYOUT "+famAlnum(fs, i, "sh", 9))
		case kACHIn:
			r.Desc = ach(i, "ACH Credit", in.Party, "PAYMENT "+famDigits(fs, i, "inv", 6))
		case kTaxRefund:
			r.Desc = "ACH Credit IRS TREAS 310|TAX REF " + famDigits(fs, i, "tx", 8)
		case kZelleIn:
			r.Desc = "Zelle Payment From " + in.Party + "|Conf# " + famAlnum(fs, i, "z", 9)
		case kMobile:
			r.Desc = "Mobile Deposit|Ref# " + famDigits(fs, i, "md", 10)
		case kBranchDep:
			r.Desc = "Banking Center Deposit|" + city + " " + st
		case kXferIn:
			if fs.LowBalance {
				r.Desc = "Overdraft Protection Transfer|From Business Money Market " + mm
			} else {
				r.Desc = "Online Transfer From|Business Money Market " + mm
			}
		case kRefund:
			r.Desc = "Debit Card Credit " + in.Party + "|" + city + " " + st + " " + md + " Card " + card
		case kFeeRev:
			r.Desc = "Overdraft Fee Refund"
		case kFunding:
			r.Desc = "Incoming Wire Transfer|Orig: " + in.Party + " LLC|Fed Ref " + famDigits(fs, i, "ssfed", 6) + " IMAD " + r.Date.Format("20060102") + "MMQFMP" + famDigits(fs, i, "ssimad", 6)
		case kCard, kRecurring:
			r.Desc = "Debit Card Purchase " + md + " " + in.Party + "|" + city + " " + st + " Card " + card
		case kCardPin:
			r.Desc = "POS Purchase " + md + " " + in.Party + "|" + city + " " + st + " Card " + card
		case kATM:
			r.Desc = "ATM Withdrawal " + md + " " + strings.ToUpper(fs.Street) + "|" + city + " " + st + " Card " + card
		case kCheck:
		case kPayroll:
			r.Desc = ach(i, "ACH Debit", "ADP WAGE PAY", "WAGE PAY "+in.Ref)
		case kPayrollTax:
			r.Desc = "ACH Debit IRS USATAXPYMT|" + famDigits(fs, i, "tax", 15)
		case kUtility:
			r.Desc = ach(i, "ACH Debit", in.Party, "UTIL PYMT")
		case kBillPay:
			r.Desc = "Online Bill Payment " + in.Party + "|Conf# " + famDigits(fs, i, "bp", 8)
		case kZelleOut:
			r.Desc = "Zelle Payment To " + in.Party + "|Conf# " + famAlnum(fs, i, "z", 9)
		case kXferOut:
			r.Desc = "Online Transfer To|Business Money Market " + mm
		case kMCAPay:
			r.Desc = ach(i, "ACH Debit", in.Party, "DAILY ACH")
		case kLoanPay:
			r.Desc = ach(i, "ACH Debit", in.Party, "LOAN PYMT")
		case kWireOut:
			r.Desc = "Outgoing Wire Transfer|Bnf: " + in.Party + " LLC|Fed Ref " + famDigits(fs, i, "ssfedo", 6)
		case kReturned:
			r.Desc = "Deposited Item Returned Unpaid|Reason: Insufficient Funds"
		case kNSF:
			r.Desc = "Returned Item Fee" + item(i)
		case kOD:
			r.Desc = "Overdraft Item Fee" + item(i)
		case kMonthly:
			r.Desc = "Monthly Maintenance Fee"
		}
	}
}

// signsectMM is the last four of the overdraft protection money market.
func signsectMM(fs *fstmt) string { return digits(fs.Opening*43+7, 4) }

func signsectBal(c int64) string {
	if c < 0 {
		return "-" + money(c)
	}
	return money(c)
}

// signsectSection is one section of the activity, by sign.
type signsectSection struct {
	Title string
	Rows  []frow
}

func drawSignsect(fs *fstmt) *doc {
	const L, R = 40.0, 572.0
	const lh, fsz = 9.4, 7.8
	d := newDoc()
	rows := fs.visible()
	var cr, db int64
	for _, r := range rows {
		if r.Credit {
			cr += r.Cents
		} else {
			db += r.Cents
		}
	}
	famMust("signsect closing", fs.OpenP+cr-db, fs.CloseP)
	groups := famSplit(fs,
		func(r frow) bool { return r.Credit },
		famCode(kCheck),
		famCode(kNSF, kOD, kMonthly),
		func(r frow) bool { return true })
	deps, checks, fees, wds := groups[0], byCheckNo(groups[1]), groups[2], groups[3]
	acct := fs.AccountNo
	last4 := acct[len(acct)-4:]
	var acctShown string
	switch fs.Variant {
	case 0:
		acctShown = acct
	case 2:
		acctShown = "XXXXXXXX" + last4
	case 3:
		acctShown = "Ending in " + last4
	default:
		acctShown = "XXXX-XXXX-" + last4
	}
	period := fmt.Sprintf("%d/%d/%d - %d/%d/%d", fs.Start.Month(), fs.Start.Day(), fs.Start.Year(), fs.End.Month(), fs.End.Day(), fs.End.Year())
	mm := "XXXXXX" + signsectMM(fs)

	logo := func(d *doc, x, y float64) {
		// A drawn mark: three bars and a block, no text.
		d.ops = append(d.ops,
			op{Page: d.page, Kind: "rect", X: x, Y: y, W: 22, H: 22, Gray: 0.25},
			op{Page: d.page, Kind: "rect", X: x + 5, Y: y + 5, W: 12, H: 12, Gray: 1},
			op{Page: d.page, Kind: "rect", X: x + 28, Y: y + 3, W: 70, H: 5, Gray: 0.25},
			op{Page: d.page, Kind: "rect", X: x + 28, Y: y + 11, W: 52, H: 3, Gray: 0.5},
			op{Page: d.page, Kind: "rect", X: x + 28, Y: y + 17, W: 60, H: 3, Gray: 0.5})
	}
	d.header = func(d *doc) {
		logo(d, L, 26)
		d.y = 34
		d.rtext(R, "Unlimited Plus Business Checking", 8, true)
		d.nl(9)
		d.rtext(R, "Account: "+acctShown, 7.5, false)
		d.nl(9)
		d.rtext(R, "Statement Period Date: "+period, 7.5, false)
		d.y = 68
		d.hline(L, R)
		d.y = 84
	}

	// Page 1: logo, return address, mailing block.
	logo(d, L, 30)
	d.y = 66
	d.text(L, "P.O. Box 182519", 6.8, false)
	d.nl(8)
	d.text(L, "Columbus, Ohio 43218-2519", 6.8, false)
	d.nl(8)
	d.text(L, "RETURN SERVICE REQUESTED", 6.8, false)
	d.y = 122
	d.text(L+30, fmt.Sprintf("*AUTO**5-DIGIT %s %s 1 MB 0.459", famZip(fs), digits(fs.Opening*3+11, 7)), 6.5, false)
	d.nl(12)
	mail := []string{fs.Holder}
	switch fs.Variant {
	case 0:
		mail = append(mail, "ATTN: ACCOUNTS PAYABLE")
	case 2:
		mail = append(mail, "C/O "+famPeople[famHash(fs, 0, "sscpa")%uint64(len(famPeople))]+" CPA")
	case 1:
		mail = append(mail, "DBA "+signsectDBA(fs.Holder))
	case 3:
		mail = append(mail, famPeople[famHash(fs, 0, "ssmbr")%uint64(len(famPeople))]+" MBR")
	}
	mail = append(mail, fs.Street, fs.City)
	for _, l := range mail {
		d.text(L+30, l, 9, false)
		d.nl(11)
	}
	// The product box at the right.
	bx := 350.0
	d.box(bx, 34, R, 118, 0.4)
	d.y = 48
	d.text(bx+8, "Unlimited Plus Business Checking", 9.5, true)
	d.nl(13)
	for _, kv := range [][2]string{
		{"Statement Period Date:", period},
		{"Account:", acctShown},
		{"Page:", "1 of %N"},
	} {
		d.text(bx+8, kv[0], 7.5, false)
		if kv[0] == "Page:" {
			d.ops = append(d.ops, op{Page: 1, Kind: "pageofn", X: bx + 100, Y: d.y, Size: 7.5})
		} else {
			d.text(bx+100, kv[1], 7.5, false)
		}
		d.nl(10)
	}
	d.nl(4)
	d.text(bx+8, "Questions? Call 1-800-555-0199", 7.5, true)
	d.nl(9)
	d.text(bx+8, "or visit olentangybank.com/business", 7.5, false)
	d.y = 140
	d.text(bx+8, "Banking Center: "+signsectCenter(fs), 7.2, false)
	d.nl(9)
	d.text(bx+8, "Banking Center Phone: 614-555-0142", 7.2, false)

	// Account Summary.
	d.y = 214
	d.ops = append(d.ops, op{Page: 1, Kind: "rect", X: L, Y: d.y - 10, W: R - L, H: 14, Gray: 0.88})
	d.text(L+4, "Account Summary ("+acctShown+")", 9, true)
	d.nl(16)
	days := int(fs.End.Sub(fs.Start).Hours()/24) + 1
	avg := fs.avgDaily()
	coll := avg - int64(famHash(fs, 0, "sscoll")%90000)
	top := d.y
	d.text(L+4, "Beginning Balance", 8, false)
	d.rtext(L+270, "$"+signsectBal(fs.OpenP), 8, false)
	d.nl(11)
	sum := []struct {
		n    string
		rows []frow
	}{{"Deposits / Credits (+)", deps}, {"Checks (-)", checks}, {"Withdrawals / Debits (-)", wds}, {"Service Charges and Fees (-)", fees}}
	d.text(L+180, "Items", 7, true)
	d.nl(9)
	for _, s := range sum {
		d.text(L+4, s.n, 8, false)
		d.rtext(L+195, fmt.Sprint(len(s.rows)), 8, false)
		d.rtext(L+270, money(total(s.rows)), 8, false)
		d.nl(11)
	}
	d.text(L+4, "Ending Balance", 8, true)
	d.rtext(L+270, "$"+signsectBal(fs.CloseP), 8, true)
	d.y = top
	for _, kv := range [][2]string{
		{"Average Ledger Balance", "$" + signsectBal(avg)},
		{"Average Collected Balance", "$" + signsectBal(coll)},
		{"Number of Days in Statement Period", fmt.Sprint(days)},
		{"Overdraft Protection Account", "Business Money Market " + mm},
	} {
		d.text(340, kv[0], 7.5, false)
		d.rtext(R-4, kv[1], 7.5, false)
		d.nl(11)
	}
	d.y = top + 7*11 + 10
	// An insert between the summary and the activity.
	d.box(L, d.y, R, d.y+34, 0.6)
	d.nl(12)
	d.text(L+8, "Business Bill Pay is now free with Unlimited Plus. Pay up to 50 payees a month at no charge; same-day payments", 7.2, false)
	d.nl(9)
	d.text(L+8, "submitted by 4:00 p.m. ET. Ask your banker about Positive Pay for checks over $2,500.00.", 7.2, false)
	d.y += 30

	p := &pager{d: d, bottom: 728}
	heads := func(d *doc) {
		d.text(L, "Date", 7.5, true)
		d.text(L+48, "Description", 7.5, true)
		d.rtext(R, "Amount", 7.5, true)
		d.nl(3)
		d.ops = append(d.ops, op{Page: d.page, Kind: "line", X: L, Y: d.y, W: R - L, Gray: 0.4})
		d.nl(9)
	}
	title := func(d *doc, t string, n int, amt int64, cont bool) {
		d.ops = append(d.ops, op{Page: d.page, Kind: "rect", X: L, Y: d.y - 9, W: R - L, H: 13, Gray: 0.9})
		if cont {
			d.text(L+4, t+" (continued)", 8.5, true)
		} else {
			d.text(L+4, t, 8.5, true)
			d.rtext(R-4, fmt.Sprintf("%d %s totaling $%s", n, signsectItems(n), money(amt)), 7.5, false)
		}
		d.nl(14)
	}
	listed := func(t string, rs []frow) {
		if len(rs) == 0 {
			return
		}
		p.need(40)
		title(d, t, len(rs), total(rs), false)
		heads(d)
		p.after = func(d *doc) {
			title(d, t, 0, 0, true)
			heads(d)
		}
		for _, r := range rs {
			ls := famnLines(r.Desc)
			var wrapped []string
			for _, l := range ls {
				wrapped = append(wrapped, famfWrap(l, 80)...)
			}
			p.need(float64(len(wrapped)) * lh)
			d.text(L, fs.date(&r, "01/02"), fsz, false)
			d.rtext(R, money(r.Cents), fsz, false)
			for k, l := range wrapped {
				x := L + 48
				if k > 0 {
					x += 6
				}
				d.text(x, l, fsz, false)
				d.nl(lh)
			}
		}
		p.after = nil
		d.nl(10)
	}
	listed("Deposits / Credits (+)", deps)

	// Checks three across.
	if len(checks) > 0 {
		w := (R - L) / 3
		p.need(44)
		title(d, "Checks (-)", len(checks), total(checks), false)
		cheads := func(d *doc) {
			for c := 0; c < 3; c++ {
				x := L + float64(c)*w
				d.text(x, "Check", 7.5, true)
				d.text(x+46, "Date Paid", 7.5, true)
				d.rtext(x+w-16, "Amount", 7.5, true)
			}
			d.nl(3)
			d.ops = append(d.ops, op{Page: d.page, Kind: "line", X: L, Y: d.y, W: R - L, Gray: 0.4})
			d.nl(9)
		}
		cheads(d)
		p.after = func(d *doc) {
			title(d, "Checks (-)", 0, 0, true)
			cheads(d)
		}
		per := (len(checks) + 2) / 3
		for k := 0; k < per; k++ {
			p.need(lh)
			for c := 0; c < 3; c++ {
				j := c*per + k
				if j >= len(checks) {
					continue
				}
				x := L + float64(c)*w
				no := fmt.Sprint(checks[j].CheckNo)
				if j > 0 && checks[j].CheckNo != checks[j-1].CheckNo+1 {
					no += "*"
				}
				d.text(x, no, fsz, false)
				d.text(x+46, fs.date(&checks[j], "01/02"), fsz, false)
				d.rtext(x+w-16, money(checks[j].Cents), fsz, false)
			}
			d.nl(lh)
		}
		p.after = nil
		d.nl(2)
		p.need(lh)
		d.text(L, "* Indicates a break in check number sequence", 6.8, false)
		d.nl(16)
	}
	listed("Withdrawals / Debits (-)", wds)
	listed("Service Charges and Fees (-)", fees)

	// Balance Activity three across.
	ends := fs.dayEnds()
	w := (R - L) / 3
	p.need(44)
	d.ops = append(d.ops, op{Page: d.page, Kind: "rect", X: L, Y: d.y - 9, W: R - L, H: 13, Gray: 0.9})
	d.text(L+4, "Balance Activity", 8.5, true)
	d.nl(14)
	bheads := func(d *doc) {
		for c := 0; c < 3; c++ {
			x := L + float64(c)*w
			d.text(x, "Date", 7.5, true)
			d.rtext(x+w-16, "Balance", 7.5, true)
		}
		d.nl(3)
		d.ops = append(d.ops, op{Page: d.page, Kind: "line", X: L, Y: d.y, W: R - L, Gray: 0.4})
		d.nl(9)
	}
	bheads(d)
	p.after = func(d *doc) {
		d.text(L+4, "Balance Activity (continued)", 8.5, true)
		d.nl(14)
		bheads(d)
	}
	per := (len(ends) + 2) / 3
	for k := 0; k < per; k++ {
		p.need(lh)
		for c := 0; c < 3; c++ {
			if j := c*per + k; j < len(ends) {
				x := L + float64(c)*w
				d.text(x, ends[j].D.Format("01/02"), fsz, false)
				d.rtext(x+w-16, signsectBal(ends[j].B), fsz, false)
			}
		}
		d.nl(lh)
	}
	p.after = nil
	d.nl(14)

	// Overdraft and returned item fees (Reg DD).
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
		prior = 3700 * int64(famHash(fs, 0, "ssytd")%3)
	}
	p.need(50)
	d.text(L, "Overdraft and Returned Item Fees", 8.5, true)
	d.rtext(400, "Total for This Period", 7.2, true)
	d.rtext(R, "Total Year-to-Date", 7.2, true)
	d.nl(11)
	for _, f := range []struct {
		n    string
		a, y int64
	}{{"Total Overdraft Fees", od, od + prior}, {"Total Returned Item Fees", nsf, nsf}} {
		d.text(L, f.n, 7.8, false)
		d.rtext(400, "$"+money(f.a), 7.8, false)
		d.rtext(R, "$"+money(f.y), 7.8, false)
		d.nl(10)
	}
	d.nl(12)
	for _, para := range []string{
		"In Case of Errors or Questions About Your Electronic Transfers: Call 1-800-555-0199 or write to P.O. Box 182519, Columbus, Ohio 43218-2519 as soon as you can if you think your statement or receipt is wrong or if you need more information about a transfer listed on the statement. We must hear from you no later than 60 days after we sent you the FIRST statement on which the problem or error appeared. We will investigate your complaint and will correct any error promptly. If we take more than 10 business days (20 business days for new accounts) to do this, we will credit your account for the amount you think is in error.",
		"An Overdraft Item Fee of $36.00 may be charged for each item paid when your available balance is less than $50.00, and a Returned Item Fee of $36.00 for each item returned unpaid, up to 3 fees ($108.00) per business day. Overdraft protection transfers from your linked Business Money Market are free.",
	} {
		for _, l := range wrapWords(para, 150) {
			p.need(9)
			d.text(L, l, 6.6, false)
			d.nl(8.4)
		}
		d.nl(5)
	}
	d.footer = func(d *doc, page, total int) {
		if page > 1 {
			d.y = 61
			d.rtext(R, fmt.Sprintf("Page %d of %d", page, total), 7.5, false)
		}
		d.y = 764
		d.text(L, "Member FDIC. Olentangy(R) and Olentangy National Bank(R) are federally registered service marks. (c)2026 Olentangy National Bank.", 6.2, false)
		d.nl(8)
		d.text(L, "olentangybank.com", 6.2, false)
		d.rtext(R, fmt.Sprintf("%s %04d", fs.End.Format("010206"), page), 6.2, false)
	}
	d.finish()
	// The page count in the product box.
	total := d.page
	for k := range d.ops {
		if d.ops[k].Kind == "pageofn" {
			d.ops[k].Kind, d.ops[k].Text = "", fmt.Sprintf("1 of %d", total)
		}
	}
	fs.printTotals(shows{Credits: true, CountCredits: true, Daily: true})
	fs.Notes = append(fs.Notes, "The activity is printed by sign in sections (Deposits / Credits (+), Checks (-), Withdrawals / Debits (-), Service Charges and Fees (-)), each Date | Description | Amount with unsigned amounts and 'n items totaling $x' in its heading; the answer lists the rows in that printed order, the checks in number order. A description runs over up to four lines (kind and party, reference, addenda). The Account Summary, the average balances, the overdraft protection account, the Balance Activity grid (each active day's ending balance), the fee table and the insert are not transactions.")
	famPrintedOrder(fs, deps, checks, wds, fees)
	famnJoin(fs)
	return d
}

// famZip is the holder's ZIP code.
func famZip(fs *fstmt) string {
	f := strings.Fields(fs.City)
	return f[len(f)-1]
}

// signsectCenter is the holder's banking center.
func signsectCenter(fs *fstmt) string {
	c, _ := famCityState(fs)
	return famTitle(c) + " Main Office"
}

// signsectDBA is a trade name for the mailing block's DBA line.
func signsectDBA(holder string) string {
	name := strings.TrimSuffix(strings.TrimSuffix(holder, " LLC"), " INC")
	if i := strings.Index(name, " DBA "); i >= 0 {
		return name[i+5:]
	}
	return name + " CO"
}

func signsectItems(n int) string {
	if n == 1 {
		return "item"
	}
	return "items"
}
