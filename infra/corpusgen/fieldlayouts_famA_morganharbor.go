package main

import (
	"fmt"
	"strings"
)

// ---- morganharbor: a Chase-style business checking statement.
//
// Modelled conventions: period "January 01, 2026 through January 31,
// 2026" (two-digit day) and "Account Number: 000000…" at the top right of
// every page; a customer service box; a mail-sort code line; a code
// printed sideways up the left margin; a CHECKING SUMMARY with INSTANCES
// and AMOUNT columns (subtractions "- 1,234.56"); sections DEPOSITS AND
// ADDITIONS, CHECKS PAID, ATM & DEBIT CARD WITHDRAWALS, ELECTRONIC
// WITHDRAWALS, OTHER WITHDRAWALS and FEES, each headed by a dark tab,
// repeated "(continued)" across pages, and closed by a Total line; checks
// three across with ^ (image) and * (gap) markers and their footnotes; an
// ATM & DEBIT CARD SUMMARY and a SERVICE CHARGE SUMMARY (counts and fee
// figures that are not transactions); a DAILY ENDING BALANCE table in
// date/amount pairs; white one-point markers (*start*deposits and
// additions …) in the text layer; ACH rows with Orig CO Name / Orig ID /
// Desc Date / CO Entry Descr / Sec / Trace# / Eed / Ind ID / Ind Name /
// Trn continuation lines; card rows "Card Purchase 01/04 … Card 4410"
// dated a day or two before they post; Fedwire credits and online wires
// with IMAD and TRN; Zelle; fees naming the item that caused them ("For A
// $245.10 Item"); a marketing insert between sections; error-resolution
// and overdraft text full of numbers.

var mhMonths = []string{"", "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}

func prepareMorganHarbor(fs *fstmt) {
	fs.Creator = "OpenText Output Transformation Engine - 23.4.0"
	famRenumberChecks(fs)
	info := famClassify(fs)
	card := "Card " + fs.AccountNo[6:10]
	city, st := famCityState(fs)
	holder := famTitle(fs.Holder)
	trn := func(i int, sfx string) string { return famDigits(fs, i, "trn", 10) + sfx }
	ach := func(i int, co, id, descr, sec, indID string) string {
		dd := fs.Rows[i].Date
		return fmt.Sprintf("Orig CO Name:%s Orig ID:%s Desc Date:%s CO Entry Descr:%s Sec:%s Trace#:%s Eed:%s Ind ID:%s Ind Name:%s Trn: %s",
			co, id, strings.ToUpper(dd.Format("Jan 02")), descr, sec, "0"+famDigits(fs, i, "trace", 14), dd.Format("060102"), indID, holder, trn(i, "Tc"))
	}
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		day := r.Date.Format("01/02")
		switch r.Code {
		case kSquare:
			r.Desc = ach(i, "Square Inc", "9424300002", r.Date.Format("060102")+"P2", "CCD", "L2"+famDigits(fs, i, "sq", 11))
		case kStripe:
			r.Desc = ach(i, "Stripe", "1800948598", "Transfer", "CCD", strings.ToUpper(in.Ref))
		case kClover:
			r.Desc = ach(i, "Clover App Mkt", "4445276820", "Mtot Dep", "CCD", famDigits(fs, i, "mid", 12))
		case kShopify:
			r.Desc = ach(i, "Shopify", "3364578900", "Transfer", "CCD", "St-"+famAlnum(fs, i, "sh", 12))
		case kACHIn:
			r.Desc = ach(i, famTitle(in.Party), "1"+famDigits(fs, i, "oid", 9), "Payment", "CCD", famTitle(in.Ref))
		case kTaxRefund:
			r.Desc = ach(i, "IRS Treas 310", "9101036151", "Tax Ref", "PPD", "XXXXXXXXX"+famDigits(fs, i, "tin", 3))
		case kZelleIn:
			r.Desc = fmt.Sprintf("Zelle Payment From %s %s", famTitle(in.Party), "Bac"+famAlnum(fs, i, "z", 9))
		case kMobile:
			r.Desc = "Remote Online Deposit " + in.Ref
		case kBranchDep:
			r.Desc = "Deposit " + famDigits(fs, i, "dep", 10)
		case kXferIn:
			r.Desc = fmt.Sprintf("Online Transfer From Sav ...%s Transaction#: %s", in.Acct4, famDigits(fs, i, "tx", 11))
		case kRefund:
			m := famTitle(in.Party)
			r.Desc = fmt.Sprintf("Purchase Return %s %s %s %s %s", in.AuthDay.Format("01/02"), m, famTitle(city), st, card)
		case kFeeRev:
			r.Desc = "Service Fee Reversal " + day
		case kFunding:
			r.Desc = fmt.Sprintf("Fedwire Credit Via: Eastbridge Bank/026013576 B/O: %s LLC New York NY 10018-2703 US Ref: Mhb Nyc/Ctr/Bnf=%s %s %s/Ac-00000000%s Rfb=%s Obi=Funding Adv %s Imad: %s Trn: %s",
				famTitle(in.Party), holder, famTitle(city), st, fs.AccountNo[8:], famDigits(fs, i, "rfb", 8), in.Ref,
				r.Date.Format("0102")+"B1Qgc0"+famDigits(fs, i, "imad", 1)+"C"+famDigits(fs, i, "imad2", 6), trn(i, "Ff"))
		case kCard:
			r.Desc = fmt.Sprintf("Card Purchase %s %s %s %s %s", in.AuthDay.Format("01/02"), famTitle(in.Party), famTitle(city), st, card)
			if strings.HasPrefix(in.Party, "AMAZON") {
				r.Desc = fmt.Sprintf("Card Purchase %s Amazon Mktpl*%s Amzn.Com/Bill WA %s", in.AuthDay.Format("01/02"), famAlnum(fs, i, "amz", 9), card)
			} else if strings.HasPrefix(in.Party, "UBER") {
				r.Desc = fmt.Sprintf("Card Purchase %s Uber *Trip Help.Uber.Com CA %s", in.AuthDay.Format("01/02"), card)
			}
		case kCardPin:
			r.Desc = fmt.Sprintf("Card Purchase With Pin %s %s %s %s %s", in.AuthDay.Format("01/02"), famTitle(in.Party), famTitle(city), st, card)
		case kRecurring:
			phone := map[bool]string{true: "800-266-2278 PA", false: "800-922-0204 NJ"}[strings.HasPrefix(in.Party, "COMCAST")]
			r.Desc = fmt.Sprintf("Recurring Card Purchase %s %s %s %s", in.AuthDay.Format("01/02"), famTitle(in.Party), phone, card)
		case kATM:
			r.Desc = fmt.Sprintf("ATM Withdrawal %s %s %s %s %s", day, famTitle(fs.Street), famTitle(city), st, card)
		case kPayroll:
			r.Desc = ach(i, "ADP Wage Pay", "9659605001", "Wage Pay", "CCD", in.Ref)
		case kPayrollTax:
			r.Desc = ach(i, "ADP Tax", "9333006057", "ADP Tax", "CCD", famDigits(fs, i, "adp", 6)+" "+famAlnum(fs, i, "adpx", 6))
		case kUtility:
			co := map[string]string{"DUKE ENERGY": "Duke Energy Pay", "ATT BUSINESS": "Att"}[in.Party]
			r.Desc = ach(i, co, "1"+famDigits(fs, i, "uid", 9), "Payment", "PPD", famDigits(fs, i, "uacct", 12))
		case kBillPay:
			r.Desc = fmt.Sprintf("Online Payment %s To %s %s", famDigits(fs, i, "bp", 11), famTitle(in.Party), day)
		case kZelleOut:
			r.Desc = fmt.Sprintf("Zelle Payment To %s Mhb%s", famTitle(in.Party), famAlnum(fs, i, "z", 9))
		case kXferOut:
			r.Desc = fmt.Sprintf("Online Transfer To Sav ...%s Transaction#: %s", in.Acct4, famDigits(fs, i, "tx", 11))
		case kMCAPay:
			r.Desc = ach(i, famTitle(in.Party), "1"+famDigits(fs, i, "mid", 9), "Ach Pmt", "CCD", famDigits(fs, i, "mca", 15))
		case kLoanPay:
			r.Desc = ach(i, famTitle(in.Party)+" Loan", "1"+famDigits(fs, i, "lid", 9), "Loan Pymt", "CCD", famDigits(fs, i, "loan", 10))
		case kWireOut:
			r.Desc = fmt.Sprintf("Online Domestic Wire Transfer Via: Harbor Trust Co/121000248 A/C: %s LLC Phoenix AZ 85004 US Ref: Inv %s Imad: %s Trn: %s",
				famTitle(in.Party), famDigits(fs, i, "inv", 4), r.Date.Format("0102")+"Mmqfmp2K"+famDigits(fs, i, "imad", 6), trn(i, "Es"))
		case kReturned:
			r.Desc = fmt.Sprintf("Deposited Item Returned Nsf Ref # %s Item Deposited %s", famDigits(fs, i, "ret", 9), r.Date.AddDate(0, 0, -3).Format("01/02"))
		case kNSF, kOD:
			if in.Trigger < 0 {
				panic("morganharbor: a fee with no item before it")
			}
			label := "Insufficient Funds Fee"
			if r.Code == kOD {
				label = "Overdraft Fee"
			}
			t := fs.Rows[in.Trigger]
			what, det := "Item", ""
			switch t.Code {
			case kCard, kCardPin, kRecurring, kATM:
				what = "Card Purchase"
				det = firstWords(strings.TrimPrefix(t.Desc, "Card Purchase "), 5)
			case kCheck:
				det = fmt.Sprintf("Check %d", t.CheckNo)
			default:
				det = firstWords(t.Desc, 5)
				if k := strings.Index(det, " Orig ID:"); k > 0 {
					det = det[:k]
				}
			}
			r.Desc = fmt.Sprintf("%s For A $%s %s - Details: %s", label, money(t.Cents), what, det)
		case kMonthly:
			r.Desc = "Service Charges For The Month of " + mhMonths[r.Date.Month()]
		}
	}
}

// firstWords returns the first n words of s.
func firstWords(s string, n int) string {
	f := strings.Fields(s)
	if len(f) > n {
		f = f[:n]
	}
	return strings.Join(f, " ")
}

func drawMorganHarbor(fs *fstmt) *doc {
	const L, R = 36.0, 576.0
	d := newDoc()
	acct := "000000" + fs.AccountNo
	period := zday(fs.Start) + " through " + zday(fs.End)
	sortCode := fmt.Sprintf("%08d DRE 021 142 %03d%02d NNNNNNNNNNN T 1 000000000 61 0000", fs.Opening%100000000, fs.End.YearDay(), fs.End.Year()%100)
	side := fmt.Sprintf("*%s%s0000000%d*", fs.AccountNo[:6], fs.End.Format("060102"), len(fs.Rows))
	d.header = func(d *doc) {
		d.y = 40
		d.rtext(R, period, 8, false)
		d.nl(10)
		d.rtext(R, "Account Number:  "+acct, 8, false)
		d.y = 78
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 770
		d.rtext(R, fmt.Sprintf("Page %d of %d", page, total), 8, false)
		d.rotated(22, 700, side, 6, 90)
	})
	p := &pager{d: d, bottom: 742}
	// Page 1: logo, bank address, period, customer service box.
	d.y = 48
	d.text(L, "MORGAN HARBOR", 20, true)
	d.y = 40
	d.rtext(R, period, 8, false)
	d.nl(10)
	d.rtext(R, "Account Number:  "+acct, 8, false)
	d.y = 66
	d.text(L, "Morgan Harbor Bank, N.A.", 7.5, true)
	d.nl(9)
	d.text(L, "P O Box 659754", 7.5, false)
	d.nl(9)
	d.text(L, "San Antonio, TX 78265 - 9754", 7.5, false)
	d.y = 70
	d.box(352, 60, R, 138, 0.4)
	d.y = 72
	d.text(360, "CUSTOMER SERVICE INFORMATION", 7.5, true)
	d.nl(12)
	for _, kv := range [][2]string{{"Web site:", "morganharbor.com"}, {"Service Center:", "1-877-425-8100"},
		{"Deaf and Hard of Hearing:", "711"}, {"Para Espanol:", "1-888-622-4273"}, {"International Calls:", "1-713-262-1679"}} {
		d.text(360, kv[0], 7.5, false)
		d.text(472, kv[1], 7.5, false)
		d.nl(11)
	}
	d.y = 112
	d.text(L, sortCode, 6, false)
	d.y = 126
	for _, l := range []string{fs.Holder, fs.Street, fs.City} {
		d.text(L+18, l, 9, false)
		d.nl(11)
	}
	// A notice box of the kind printed above the summary.
	d.y = 178
	d.hidden(L, "*start*post summary message1")
	d.box(L, 168, R, 204, 0.55)
	d.text(L+6, "Important update about overdraft fees", 8, true)
	d.nl(10)
	for _, l := range wrapWords(fmt.Sprintf("Effective %s, the Insufficient Funds Fee and the Overdraft Fee are $34 per item, with a maximum of 3 fees per business day ($102). We will not charge either fee if your account is overdrawn by $50 or less at the end of the business day, or for items of $5 or less.", zday(fs.End.AddDate(0, 2, 0))), 130) {
		d.text(L+6, l, 7, false)
		d.nl(9)
	}
	d.hidden(L, "*end*post summary message1")
	d.y = 222

	tab := func(title string) {
		w := float64(len(title))*5.6 + 14
		d.bar(L, L+w, 13, 0.18)
		d.textc(L+6, title, 8.5, true, 1)
		d.ops = append(d.ops, op{Page: d.page, Kind: "line", X: L + w, Y: d.y + 3, W: R - L - w, Gray: 0.18})
		d.nl(15)
	}

	groups := famSplit(fs,
		func(r frow) bool { return r.Credit },
		famCode(kCheck),
		famCode(kCard, kCardPin, kRecurring, kATM),
		famCode(kPayroll, kPayrollTax, kUtility, kBillPay, kZelleOut, kXferOut, kMCAPay, kLoanPay, kWireOut),
		famCode(kReturned),
		famCode(kNSF, kOD, kMonthly))
	deps, checks, cards, elec, other, fees := groups[0], byCheckNo(groups[1]), groups[2], groups[3], groups[4], groups[5]
	cr, ncr := fs.credits()
	_, ndb := fs.debits()

	// CHECKING SUMMARY.
	d.hidden(L, "*start*summary")
	tab("CHECKING SUMMARY")
	d.y -= 15
	d.rtext(R, "Morgan Harbor Business Complete Checking", 8, true)
	d.nl(15)
	d.rtext(390, "INSTANCES", 7, true)
	d.rtext(500, "AMOUNT", 7, true)
	d.nl(11)
	sline := func(label string, n int, amt string, bold bool) {
		d.text(L, label, 8, bold)
		if n >= 0 {
			d.rtext(390, fmt.Sprint(n), 8, bold)
		}
		d.rtext(500, amt, 8, bold)
		d.nl(11)
	}
	sline("Beginning Balance", -1, usd(fs.OpenP), false)
	sline("Deposits and Additions", ncr, money(cr), false)
	sum := cr
	for _, s := range []struct {
		label string
		rows  []frow
	}{{"Checks Paid", checks}, {"ATM & Debit Card Withdrawals", cards}, {"Electronic Withdrawals", elec}, {"Other Withdrawals", other}, {"Fees", fees}} {
		if len(s.rows) > 0 {
			sline(s.label, len(s.rows), "- "+money(total(s.rows)), false)
			sum -= total(s.rows)
		}
	}
	famMust("ending balance", fs.OpenP+sum, fs.CloseP)
	sline("Ending Balance", ncr+ndb, usd(fs.CloseP), true)
	d.hidden(L, "*end*summary")
	d.nl(6)
	famMust("instances", int64(ncr+ndb), int64(len(fs.visible())))

	cols := func() {
		d.text(L, "DATE", 7, true)
		d.text(L+48, "DESCRIPTION", 7, true)
		d.rtext(R, "AMOUNT", 7, true)
		d.nl(3)
		d.hline(L, R)
		d.nl(9)
	}
	section := func(title, totalLabel, marker string, rows []frow) {
		if len(rows) == 0 {
			return
		}
		p.need(60)
		d.nl(8)
		d.hidden(L, "*start*"+marker)
		tab(title)
		cols()
		p.after = func(d *doc) {
			tab(title + " (continued)")
			cols()
		}
		for k, r := range rows {
			lines := wrapWords(r.Desc, 92)
			p.need(float64(len(lines))*9.5 + 2)
			d.text(L, fs.date(&r, "01/02"), 8, false)
			a := money(r.Cents)
			if k == 0 {
				a = "$" + a
			}
			d.rtext(R, a, 8, false)
			for _, l := range lines {
				d.text(L+48, l, 8, false)
				d.nl(9.5)
			}
			d.nl(1.5)
		}
		p.after = nil
		p.need(16)
		d.ops = append(d.ops, op{Page: d.page, Kind: "line", X: R - 70, Y: d.y - 7, W: 70, Gray: 0.3})
		d.nl(3)
		d.text(L, totalLabel, 8, true)
		d.rtext(R, "$"+money(total(rows)), 8, true)
		d.nl(4)
		d.hidden(L, "*end*"+marker)
		d.nl(8)
	}

	section("DEPOSITS AND ADDITIONS", "Total Deposits and Additions", "deposits and additions", deps)
	famMust("deposits total", total(deps), cr)

	// Marketing insert between sections.
	p.need(62)
	d.nl(4)
	top := d.y - 9
	d.ops = append(d.ops, op{Page: d.page, Kind: "rect", X: L, Y: top, W: R - L, H: 52, Gray: 0.93})
	d.y = top + 13
	d.text(L+8, "Get paid the way your customers want to pay", 9, true)
	d.nl(11)
	for _, l := range wrapWords("Accept cards in store, online and on the go with Morgan Harbor Payment Solutions(SM). Sales you process by 8:00 PM ET Monday through Friday are deposited into your Morgan Harbor business checking account the same day at no additional cost. Call 1-877-806-5571 or visit morganharbor.com/merchant. Same-day funding requires a Morgan Harbor business checking account; other terms apply.", 140) {
		d.text(L+8, l, 7, false)
		d.nl(8.5)
	}
	d.y = top + 58

	// CHECKS PAID, three across.
	if len(checks) > 0 {
		p.need(70)
		d.nl(8)
		d.hidden(L, "*start*checks paid section3")
		tab("CHECKS PAID")
		xs := []float64{L, L + 184, L + 368}
		heads := func() {
			for _, x := range xs {
				d.text(x, "CHECK", 6.5, true)
				d.text(x+62, "DATE", 6.5, true)
				d.rtext(x+166, "AMOUNT", 6.5, true)
			}
			d.nl(7.5)
			for _, x := range xs {
				d.text(x, "NUMBER", 6.5, true)
				d.text(x+62, "PAID", 6.5, true)
			}
			d.nl(3)
			d.hline(L, R)
			d.nl(9)
		}
		heads()
		p.after = func(d *doc) {
			tab("CHECKS PAID (continued)")
			heads()
		}
		prev := 0
		for k := 0; k < len(checks); k += 3 {
			p.need(11)
			for c := 0; c < 3 && k+c < len(checks); c++ {
				r := checks[k+c]
				no := fmt.Sprintf("%d ^", r.CheckNo)
				if prev != 0 && r.CheckNo != prev+1 {
					no = fmt.Sprintf("%d * ^", r.CheckNo)
				}
				prev = r.CheckNo
				d.text(xs[c], no, 8, false)
				d.text(xs[c]+62, fs.date(&r, "01/02"), 8, false)
				d.rtext(xs[c]+166, money(r.Cents), 8, false)
			}
			d.nl(10.5)
		}
		p.after = nil
		p.need(60)
		d.nl(3)
		d.text(L, "Total Checks Paid", 8, true)
		d.rtext(R, "$"+money(total(checks)), 8, true)
		d.nl(12)
		wrapPara(p, L, "If you see a description in the Checks Paid section, it means that we received only electronic information about the check, not the original or an image of the check. As a result, we're not able to return the check to you or show you an image.", 150, 6.5, 8)
		wrapPara(p, L, "* All of your recent checks may not be on this statement, either because they haven't cleared yet or they were listed on one of your previous statements.", 150, 6.5, 8)
		wrapPara(p, L, "^ An image of this check may be available for you to view on morganharbor.com.", 150, 6.5, 8)
		d.hidden(L, "*end*checks paid section3")
		d.nl(6)
	}

	section("ATM & DEBIT CARD WITHDRAWALS", "Total ATM & Debit Card Withdrawals", "atm debit withdrawal", cards)
	if len(cards) > 0 {
		var atm, buy, back int64
		for _, r := range cards {
			if r.Code == kATM {
				atm += r.Cents
			} else {
				buy += r.Cents
			}
		}
		for _, r := range deps {
			if r.Code == kRefund {
				back += r.Cents
			}
		}
		p.need(70)
		d.nl(4)
		d.hidden(L, "*start*atm debit summary")
		tab("ATM & DEBIT CARD SUMMARY")
		d.text(L, fs.Holder+" Card "+fs.AccountNo[6:10], 8, false)
		d.nl(11)
		for _, kv := range [][2]string{{"Total ATM Withdrawals & Debits", usd(atm)}, {"Total Card Purchases", usd(buy)}, {"Total Card Deposits & Credits", usd(back)}} {
			d.text(L+18, kv[0], 8, false)
			d.rtext(420, kv[1], 8, false)
			d.nl(10)
		}
		d.text(L, "ATM & Debit Card Totals", 8, true)
		d.nl(10)
		for _, kv := range [][2]string{{"Total ATM Withdrawals & Debits", usd(atm)}, {"Total Card Purchases", usd(buy)}, {"Total Card Deposits & Credits", usd(back)}} {
			d.text(L+18, kv[0], 8, false)
			d.rtext(420, kv[1], 8, false)
			d.nl(10)
		}
		famMust("card summary", atm+buy, total(cards))
		d.hidden(L, "*end*atm debit summary")
		d.nl(6)
	}
	section("ELECTRONIC WITHDRAWALS", "Total Electronic Withdrawals", "electronic withdrawal", elec)
	section("OTHER WITHDRAWALS", "Total Other Withdrawals", "other withdrawals", other)
	section("FEES", "Total Fees", "fees section", fees)

	// DAILY ENDING BALANCE: date/amount pairs, down the columns.
	e := famDayEnds(fs)
	famMust("last daily balance", e[len(e)-1].B, fs.CloseP)
	pairs := 2
	if len(e) > 16 {
		pairs = 3
	}
	per := (len(e) + pairs - 1) / pairs
	p.need(min(float64(per)*10+48, 400))
	d.nl(8)
	d.hidden(L, "*start*daily ending balance"+fmt.Sprint(pairs))
	tab("DAILY ENDING BALANCE")
	w := (R - L) / float64(pairs)
	dheads := func() {
		for c := 0; c < pairs; c++ {
			x := L + float64(c)*w
			d.text(x, "DATE", 7, true)
			d.rtext(x+w-24, "AMOUNT", 7, true)
		}
		d.nl(3)
		d.hline(L, R)
		d.nl(9)
	}
	dheads()
	p.after = func(d *doc) {
		tab("DAILY ENDING BALANCE (continued)")
		dheads()
	}
	for i := 0; i < per; i++ {
		p.need(10)
		for c := 0; c < pairs; c++ {
			if k := c*per + i; k < len(e) {
				x := L + float64(c)*w
				d.text(x, e[k].D.Format("01/02"), 8, false)
				d.rtext(x+w-24, signed(e[k].B), 8, false)
			}
		}
		d.nl(10)
	}
	p.after = nil
	d.hidden(L, "*end*daily ending balance"+fmt.Sprint(pairs))

	// SERVICE CHARGE SUMMARY: counts and fee figures, not transactions.
	var svc int64
	for _, r := range fees {
		if r.Code == kMonthly {
			svc += r.Cents
		}
	}
	items := 0
	for _, r := range deps {
		if r.Code == kMobile || r.Code == kBranchDep {
			items += 1 + int(r.Cents%4)
		}
	}
	p.need(150)
	d.nl(10)
	d.hidden(L, "*start*service charge summary")
	tab("SERVICE CHARGE SUMMARY")
	d.text(L, "TRANSACTIONS FOR SERVICE FEE CALCULATION", 7, true)
	d.rtext(R, "NUMBER OF TRANSACTIONS", 7, true)
	d.nl(3)
	d.hline(L, R)
	d.nl(9)
	for _, kv := range []struct {
		l string
		n int
	}{{"Checks Paid / Debits", ndb}, {"Deposits / Credits", ncr}, {"Deposited Items", items}, {"Transaction Total", ndb + ncr + items}} {
		d.text(L, kv.l, 8, kv.l == "Transaction Total")
		d.rtext(R, fmt.Sprint(kv.n), 8, kv.l == "Transaction Total")
		d.nl(10)
	}
	d.nl(4)
	d.text(L, "SERVICE FEE CALCULATION", 7, true)
	d.rtext(R, "AMOUNT", 7, true)
	d.nl(3)
	d.hline(L, R)
	d.nl(9)
	for _, kv := range [][2]string{{"Service Fee", usd(svc)}, {"Service Fee Credit", "$0.00"}, {"Net Service Fee", usd(svc)},
		{"Excessive Transaction Fees (Above 100)", "$0.00"}, {"Total Service Fees", usd(svc)}} {
		d.text(L, kv[0], 8, kv[0] == "Total Service Fees")
		d.rtext(R, kv[1], 8, kv[0] == "Total Service Fees")
		d.nl(10)
	}
	d.hidden(L, "*end*service charge summary")

	// Legal text.
	p.need(200)
	d.nl(12)
	d.hidden(L, "*start*dre portrait disclosure message area")
	d.text(L, "IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC FUNDS TRANSFERS:", 7.5, true)
	d.nl(10)
	wrapPara(p, L, "Call us at 1-866-564-2262 or write us at the address on the front of this statement (non-personal accounts contact Customer Service) immediately if you think your statement or receipt is incorrect or if you need more information about a transfer listed on the statement or receipt. For personal accounts only: we must hear from you no later than 60 days after we sent you the FIRST statement on which the problem or error appeared. Be prepared to give us your name and account number, the dollar amount of the suspected error, and a description of the error or transfer you are unsure of. We will investigate your complaint and will correct any error promptly. If we take more than 10 business days (or 20 business days for new accounts) to do this, we will credit your account for the amount you think is in error so that you will have use of the money during the time it takes us to complete our investigation, which may take up to 45 days (or 90 days for new accounts and foreign-initiated or point-of-sale transfers).", 150, 6.5, 8)
	d.nl(4)
	d.text(L, "IN CASE OF ERRORS OR QUESTIONS ABOUT NON-ELECTRONIC TRANSACTIONS:", 7.5, true)
	d.nl(10)
	wrapPara(p, L, "Contact the bank immediately if your statement is incorrect or if you need more information about any non-electronic transactions (checks or deposits) on this statement. If any such error appears, you must notify the bank in writing no later than 30 days after the statement was made available to you. For more complete details, see the Account Rules and Regulations or other applicable account agreement that governs your account. Deposit products provided by Morgan Harbor Bank, N.A. Member FDIC.", 150, 6.5, 8)
	d.nl(6)
	d.rtext(R, "Morgan Harbor Bank, N.A. Member FDIC", 7.5, true)
	d.nl(10)
	d.hidden(L, "*end*dre portrait disclosure message area")

	fs.printTotals(shows{Credits: true, CountCredits: true, CountDebits: true, Daily: true})
	famPrintedOrder(fs, deps, checks, cards, elec, other, fees)
	d.finish()
	return d
}
