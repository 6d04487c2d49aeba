package main

import (
	"fmt"
	"strings"
)

// ---- keel: a KeyBank-style business checking statement (a regional
// bank of the Great Lakes).
//
// Modelled conventions: dates as month-day without zeros (1-5) and
// month-day-year in the summary (Beginning balance 12-31-25, the day
// before the period; Ending balance 1-31-26); a summary of "14 Additions
// +23,456.78", "55 Subtractions -21,000.00", "Net fees and charges
// -85.00"; sections Additions (Deposits: Date | Serial # | Source, the
// serial column empty), Subtractions (Paper Checks three across with "*
// check missing from sequence" and a "Paper Checks Paid" line, then
// Withdrawals: Date | Serial # | Location) with "Total additions" and
// "Total subtractions"; Fees and charges as Date | Quantity | Unit Charge
// with "Fees and charges assessed this period"; card rows "Debit Card
// Purchase at HOME DEPOT #4521, COLUMBUS, OH on 010426 from card ending
// in 4410"; no daily balance table; a running line "page 2 of 4"; a
// contact block with hours; a rewards insert between sections.

func prepareKeel(fs *fstmt) {
	fs.Creator = "Compart DocBridge Mill"
	famRenumberChecks(fs)
	info := famClassify(fs)
	city, st := famCityState(fs)
	c4 := fs.AccountNo[6:10]
	t := func(s string) string { return famTitle(s) }
	at := func(kind, where string, day string) string {
		return fmt.Sprintf("%s at %s on %s from card ending in %s", kind, where, day, c4)
	}
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		auth := in.AuthDay.Format("010206")
		switch r.Code {
		case kSquare:
			r.Desc = "Direct Deposit, Square Inc " + r.Date.Format("060102") + "P2 L2" + famDigits(fs, i, "sq", 11)
		case kStripe:
			r.Desc = "Direct Deposit, Stripe Transfer " + in.Ref
		case kClover:
			r.Desc = "Direct Deposit, Clover App Mkt Mtot Dep " + famDigits(fs, i, "mid", 12)
		case kShopify:
			r.Desc = "Direct Deposit, Shopify Transfer St-" + famAlnum(fs, i, "sh", 12)
		case kACHIn:
			r.Desc = "Direct Deposit, " + t(in.Party) + " Payment " + strings.ReplaceAll(t(in.Ref), " ", "")
		case kTaxRefund:
			r.Desc = "Direct Deposit, IRS Treas 310 Tax Ref"
		case kZelleIn:
			r.Desc = "Zelle Pmt From " + t(in.Party) + " Conf# " + strings.ToLower(famAlnum(fs, i, "z", 10))
		case kMobile:
			r.Desc = "Mobile Deposit"
		case kBranchDep:
			r.Desc = fmt.Sprintf("Deposit Branch %04d %s", 100+famHash(fs, i, "br")%900, keelState(st))
		case kXferIn:
			r.Desc = "Internet Trf Fr SAV " + in.Acct4
		case kRefund:
			r.Desc = at("Debit Card Credit", in.Party+", "+city+", "+st, auth)
		case kFeeRev:
			r.Desc = "Maintenance Fee Reversal"
		case kFunding:
			r.Desc = "Incoming Wire " + t(in.Party) + " LLC Ref " + in.Ref
		case kCard:
			where := in.Party + ", " + city + ", " + st
			if strings.HasPrefix(in.Party, "AMAZON") {
				where = "AMAZON MKTPL, AMZN.COM/BILL, WA"
			}
			r.Desc = at("Debit Card Purchase", where, auth)
		case kRecurring:
			ph := "800-266-2278, PA"
			if strings.HasPrefix(in.Party, "VERIZON") {
				ph = "800-922-0204, NJ"
			}
			r.Desc = at("Recurring Debit Card Purchase", in.Party+", "+ph, auth)
		case kCardPin:
			r.Desc = at("POS Withdrawal", in.Party+", "+city+", "+st, auth)
		case kATM:
			r.Desc = at("ATM Withdrawal", fs.Street+", "+city+", "+st, auth)
		case kPayroll:
			r.Desc = "Direct Withdrawal, ADP Wage Pay Wage Pay " + in.Ref
		case kPayrollTax:
			r.Desc = "Direct Withdrawal, ADP Tax ADP Tax " + famDigits(fs, i, "adp", 6)
		case kUtility:
			r.Desc = "Direct Withdrawal, " + t(in.Party) + " Payment " + famDigits(fs, i, "uacct", 10)
		case kBillPay:
			r.Desc = "Online Bill Pay " + t(in.Party) + " Conf " + famDigits(fs, i, "bp", 8)
		case kZelleOut:
			r.Desc = "Zelle Pmt To " + t(in.Party) + " Conf# " + strings.ToLower(famAlnum(fs, i, "z", 10))
		case kXferOut:
			r.Desc = "Internet Trf To SAV " + in.Acct4
		case kMCAPay:
			r.Desc = "Direct Withdrawal, " + t(in.Party) + " Ach Pmt " + famDigits(fs, i, "mca", 10)
		case kLoanPay:
			r.Desc = "Direct Withdrawal, " + t(in.Party) + " Inc Loan Pymt " + famDigits(fs, i, "loan", 8)
		case kWireOut:
			r.Desc = "Outgoing Wire Transfer " + t(in.Party) + " LLC Fed Ref " + famDigits(fs, i, "fed", 6)
		case kReturned:
			r.Desc = "Returned Deposit Item Check " + famDigits(fs, i, "rck", 4)
		case kNSF:
			r.Desc = "Returned Item Fee"
		case kOD:
			r.Desc = "Overdraft Item Fee"
		case kMonthly:
			r.Desc = "Maintenance Fee"
		}
	}
}

func keelState(st string) string {
	m := map[string]string{"TX": "Texas", "OH": "Ohio", "FL": "Florida", "CO": "Colorado", "NJ": "New Jersey", "AZ": "Arizona"}
	if s, ok := m[st]; ok {
		return s
	}
	return st
}

func drawKeel(fs *fstmt) *doc {
	const L, R = 40.0, 572.0
	d := newDoc()
	acctMask := "XXXXXX" + fs.AccountNo[8:]
	product := "Keel Business Reward Checking"
	before := fs.Start.AddDate(0, 0, -1)
	var marks []op
	d.header = func(d *doc) {
		d.y = 40
		d.text(L, "Keel", 13, true)
		d.text(L+30, "Bank", 9, false)
		d.rtext(R, fs.End.Format("January 2, 2006"), 8, false)
		d.nl(10)
		marks = append(marks, op{Page: d.page, X: R, Y: d.y, Size: 8, Right: true})
		d.nl(14)
		d.text(L, product, 8.5, true)
		d.text(L+150, acctMask, 8.5, false)
		d.nl(4)
		d.hline(L, R)
		d.y = 100
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 772
		d.text(L, fmt.Sprintf("KBB %s %04d %d", fs.End.Format("0601"), 31+page, page%7), 6, false)
		d.rtext(R, "Keel Bank, N.A. Member FDIC", 6.5, false)
	})
	p := &pager{d: d, bottom: 748}

	// Page 1.
	d.y = 50
	d.text(L, "Keel", 24, true)
	d.text(L+56, "Bank", 14, false)
	d.y = 40
	d.rtext(R, product, 10, true)
	d.nl(12)
	d.rtext(R, fs.End.Format("January 2, 2006"), 8, false)
	d.nl(10)
	marks = append(marks, op{Page: 1, X: R, Y: d.y, Size: 8, Right: true})
	d.y = 100
	for _, l := range []string{fs.Holder, fs.Street, fs.City} {
		d.text(L+16, l, 9, false)
		d.nl(11)
	}
	d.y = 84
	d.text(330, "Questions or comments?", 8, true)
	d.nl(10)
	for _, l := range []string{"Call our Business Banking Center", "1-888-539-3225", "Monday - Friday 8am to 9pm ET", "Saturday 9am to 5pm ET",
		"For the hearing impaired 1-800-539-8336", "Online: keelbank.com/business"} {
		d.text(330, l, 7.5, false)
		d.nl(9)
	}

	groups := famSplit(fs,
		func(r frow) bool { return r.Credit },
		famCode(kCheck),
		famCode(kNSF, kOD, kMonthly),
		func(r frow) bool { return !r.Credit })
	adds, checks, fees, wds := groups[0], byCheckNo(groups[1]), groups[2], groups[3]
	cr, ncr := fs.credits()
	subs := total(checks) + total(wds)

	// Summary.
	d.y = 170
	d.ops = append(d.ops, op{Page: 1, Kind: "rect", X: L, Y: d.y - 11, W: R - L, H: 15, Gray: 0.9})
	d.text(L+4, product, 10, true)
	d.rtext(R-4, acctMask, 9, false)
	d.nl(16)
	d.text(L+4, fs.Holder, 8, false)
	d.nl(16)
	sl := func(label, v string, x float64, bold bool) {
		d.text(x, label, 8.5, bold)
		d.rtext(330, v, 8.5, bold)
		d.nl(12)
	}
	sl("Beginning balance "+before.Format("1-2-06"), usd(fs.OpenP), L+4, false)
	sl(fmt.Sprintf("%d Additions", ncr), "+"+money(cr), L+16, false)
	sl(fmt.Sprintf("%d Subtractions", len(checks)+len(wds)), "-"+money(subs), L+16, false)
	sl("Net fees and charges", "-"+money(total(fees)), L+16, false)
	famMust("keel ending", fs.OpenP+cr-subs-total(fees), fs.CloseP)
	d.hline(L+4, 330)
	d.nl(10)
	sl("Ending balance "+fs.End.Format("1-2-06"), usd(fs.CloseP), L+4, true)
	d.nl(12)

	title := func(t string) {
		d.text(L, t, 11, true)
		d.nl(4)
		d.ops = append(d.ops, op{Page: d.page, Kind: "rect", X: L, Y: d.y, W: R - L, H: 1.4, Gray: 0.35})
		d.nl(13)
	}
	list := func(name, place string, rows []frow, sign string) {
		heads := func() {
			d.text(L, name, 8.5, true)
			d.text(L+90, "Date", 7.5, true)
			d.text(L+122, "Serial #", 7.5, true)
			d.text(L+170, place, 7.5, true)
			d.nl(11)
		}
		heads()
		outer := p.after
		p.after = func(d *doc) {
			if outer != nil {
				outer(d)
			}
			heads()
		}
		for k, r := range rows {
			lines := wrapWords(r.Desc, 70)
			p.need(float64(len(lines))*9.5 + 2)
			d.text(L+90, fs.date(&r, "1-2"), 8, false)
			a := money(r.Cents)
			if k == 0 {
				a = "$" + a
			}
			d.rtext(R, sign+a, 8, false)
			for _, l := range lines {
				d.text(L+170, l, 8, false)
				d.nl(9.5)
			}
			d.nl(2)
		}
		p.after = outer
	}
	totalLine := func(label, v string) {
		p.need(16)
		d.nl(2)
		d.text(L, label, 8.5, true)
		d.rtext(R, v, 8.5, true)
		d.nl(18)
	}

	// Additions.
	p.need(60)
	title("Additions")
	p.after = func(d *doc) { title("Additions (con't)") }
	list("Deposits", "Source", adds, "")
	p.after = nil
	totalLine("Total additions", "$"+money(total(adds)))

	// Rewards insert.
	p.need(52)
	d.box(L, d.y-9, R, d.y+33, 0.55)
	d.text(L+8, "Keel Business Rewards", 9, true)
	d.nl(10)
	for _, l := range wrapWords(fmt.Sprintf("Earn 1 point for every $1 in eligible Keel Business debit card purchases and a 5,000 point bonus when you open a Keel Business Rewards credit card by %s. Points can be redeemed for statement credits starting at 2,500 points. Terms apply; see keelbank.com/businessrewards.", fs.End.AddDate(0, 3, 0).Format("January 2, 2006")), 140) {
		d.text(L+8, l, 7, false)
		d.nl(8.5)
	}
	d.nl(16)

	// Subtractions.
	if len(checks)+len(wds) > 0 {
		p.need(70)
		title("Subtractions")
		p.after = func(d *doc) { title("Subtractions (con't)") }
		if len(checks) > 0 {
			d.text(L, "Paper Checks", 8.5, true)
			d.text(L+90, "* check missing from sequence", 7, false)
			d.nl(11)
			xs := []float64{L, L + 180, L + 360}
			cheads := func() {
				for _, x := range xs {
					d.text(x, "Check", 7.5, true)
					d.text(x+48, "Date", 7.5, true)
					d.rtext(x+160, "Amount", 7.5, true)
				}
				d.nl(11)
			}
			cheads()
			inner := p.after
			p.after = func(d *doc) {
				inner(d)
				cheads()
			}
			prev := 0
			for k := 0; k < len(checks); k += 3 {
				p.need(10)
				for c := 0; c < 3 && k+c < len(checks); c++ {
					r := checks[k+c]
					no := fmt.Sprint(r.CheckNo)
					if prev != 0 && r.CheckNo != prev+1 {
						no += " *"
					}
					prev = r.CheckNo
					d.text(xs[c], no, 8, false)
					d.text(xs[c]+48, fs.date(&r, "1-2"), 8, false)
					a := money(r.Cents)
					if k+c == 0 {
						a = "$" + a
					}
					d.rtext(xs[c]+160, a, 8, false)
				}
				d.nl(10)
			}
			p.after = inner
			p.need(14)
			d.nl(2)
			d.text(L+300, "Paper Checks Paid", 8, false)
			d.rtext(R, "$"+money(total(checks)), 8, false)
			d.nl(16)
		}
		if len(wds) > 0 {
			list("Withdrawals", "Location", wds, "")
		}
		p.after = nil
		totalLine("Total subtractions", "$"+money(subs))
	}

	// Fees and charges.
	if len(fees) > 0 {
		p.need(60)
		title("Fees and charges")
		d.text(L, "See your Account Analysis statement for details.", 7.5, false)
		d.nl(12)
		fheads := func() {
			d.text(L, "Date", 7.5, true)
			d.rtext(L+100, "Quantity", 7.5, true)
			d.rtext(L+160, "Unit Charge", 7.5, true)
			d.text(L+180, "Description", 7.5, true)
			d.nl(11)
		}
		fheads()
		p.after = func(d *doc) {
			title("Fees and charges (con't)")
			fheads()
		}
		for _, r := range fees {
			p.need(11)
			d.text(L, fs.date(&r, "1-2-06"), 8, false)
			d.rtext(L+100, "1", 8, false)
			d.rtext(L+160, money(r.Cents), 8, false)
			d.text(L+180, r.Desc, 8, false)
			d.rtext(R, "-$"+money(r.Cents), 8, false)
			d.nl(11)
		}
		p.after = nil
		totalLine("Fees and charges assessed this period", "-$"+money(total(fees)))
	}

	// Notices.
	p.need(130)
	d.nl(8)
	d.text(L, "Important information about your account", 8.5, true)
	d.nl(11)
	for _, s := range []string{
		"Errors or questions about electronic transfers: Telephone us at 1-888-539-3225 or write to us at Keel Bank, Attn: Research, OH-01-51-0511, 4910 Tiedeman Road, Brooklyn, OH 44144 as soon as you can if you think your statement or receipt is wrong. We must hear from you no later than 60 days after we sent you the FIRST statement on which the problem or error appeared. We will investigate and determine whether an error occurred within 10 business days (20 business days for new accounts) and will correct any error promptly. If we need more time, we may take up to 45 days (90 days for new accounts, point-of-sale and foreign-initiated transfers).",
		"Overdrafts: An Overdraft Item Fee of $35.00 may be charged for each item paid when your available balance is insufficient, up to 6 per day ($210.00); a Returned Item Fee of $35.00 may be charged for each item returned unpaid. No fee is charged for items of $5.00 or less or when the account is overdrawn by $20.00 or less at the end of the day.",
	} {
		wrapPara(p, L, s, 150, 6.5, 8)
		d.nl(3)
	}

	fs.printTotals(shows{Credits: true, CountCredits: true})
	famPrintedOrder(fs, adds, checks, wds, fees)
	d.finish()
	for _, m := range marks {
		m.Text = fmt.Sprintf("page %d of %d", m.Page, d.page)
		d.ops = append(d.ops, m)
	}
	return d
}
