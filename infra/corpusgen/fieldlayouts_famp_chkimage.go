package main

import (
	"fmt"
	"strings"
)

// ---- chkimage: a BMO / First Citizens-style regional bank business
// statement ("Stonebridge Bank") with its check images on the last pages.
//
// Modelled conventions: the logo is an image (a grey block), and the
// bank's name is printed only in the "Stonebridge Bank, N.A. Member
// FDIC" line and the web address; the holder's name in an envelope-window
// mailing block, with a DBA line, a second owner ("OR …") or an
// "OPERATING ACCOUNT" line in some months; the product name and the
// account number masked differently in different months (XXXXXX1234,
// ****1234, ending in 1234) and, at the right, "Statement period"
// "January 1, 2026 to January 31, 2026" and "Page 1 of 5" (every page's
// head repeats the product, the masked number and the page); an
// "Account summary" (Beginning balance on …, Deposits and other credits,
// Withdrawals and other debits, Checks paid, each with its number of
// items, Ending balance on …) beside a box of the average ledger balance
// and fees charged; a marketing message full of figures; then the
// sections "Deposits and other credits" and "Withdrawals and other
// debits" (Date | Description | Amount, MM/DD dates, unsigned amounts,
// the first description line in sentence case over its detail lines —
// ACH company ID / entry description / trace, wire From/To, Ref, OBI,
// card purchases with city, state and card ending, Zelle counterparty —
// and a "Total deposits and other credits $x" line), fees in the bank's
// own words (Overdraft item fee, Returned item fee - NSF, Deposited item
// returned, Monthly maintenance fee, Overdraft fee refund); "Checks
// paid" three across (Number | Date | Amount, '*' after a number where
// the sequence has a gap) with a total; a "Daily balance summary" of
// date/balance pairs three across (negative as -1,234.56); the error
// notice; and then "Check images" pages: each check an image (a grey
// frame, no text) with its number, the date it was paid and its amount
// printed under it, eight to a page — not rows.
func init() {
	pFamilies = append(pFamilies, fFamily{
		ID: 2, Name: "chkimage", Bank: "Stonebridge Bank",
		Aliases: []string{"Stonebridge Bank, N.A.", "STONEBRIDGE BANK", "Stonebridge", "stonebridgebank.com"},
		Prepare: prepareChkimage, Draw: drawChkimage, PageOfN: true,
		Docs: []cDoc{{Variant: 0, Producer: "cairo"}, {Variant: 2, Producer: "ghostscript"},
			{Variant: 3, Producer: "reportlab"}, {Variant: 1, Producer: "cairo"}},
	})
}

func prepareChkimage(fs *fstmt) {
	fs.Creator = "Exstream Dialogue 16.6"
	famRenumberChecks(fs)
	info := famClassify(fs)
	city, st := famCityState(fs)
	city = famTitle(city)
	card := digits(fs.Opening*19+7, 4)
	sav := digits(fs.Opening*37+1, 4)
	long := fs.LongDescs
	ach := func(i int, head, co, entry string) string {
		s := head + " " + co + " " + entry
		if long {
			s += " ID: " + famDigits(fs, 0, "ciid"+co, 10) + " Entry: " + entry + " Ind: " + famAlnum(fs, i, "ciind", 8) + " Trace: " + famDigits(fs, i, "citr", 15)
		}
		return s
	}
	item := func(i int) string {
		if k := info[i].Trigger; k >= 0 {
			return " Item amount $" + money(fs.Rows[k].Cents)
		}
		return ""
	}
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		md := in.AuthDay.Format("01/02")
		switch r.Code {
		case kSquare:
			r.Desc = ach(i, "ACH credit", "SQUARE INC", "SQ"+famAlnum(fs, i, "sq", 9))
		case kStripe:
			r.Desc = ach(i, "ACH credit", "STRIPE", "TRANSFER")
		case kClover:
			r.Desc = ach(i, "ACH credit", "CLOVER APP", "DEPOSIT")
		case kShopify:
			r.Desc = ach(i, "ACH credit", "SHOPIFY", "TRANSFER")
		case kACHIn:
			r.Desc = ach(i, "ACH credit", in.Party, "PAYMENT")
		case kTaxRefund:
			r.Desc = "ACH credit IRS TREAS 310 TAX REF"
		case kZelleIn:
			r.Desc = "Zelle payment from " + in.Party + " Conf " + famAlnum(fs, i, "z", 10)
		case kMobile:
			r.Desc = "Mobile banking deposit Ref " + famDigits(fs, i, "md", 9)
		case kBranchDep:
			r.Desc = "Deposit " + city + " " + st + " branch"
		case kXferIn:
			r.Desc = "Online transfer from savings ending in " + sav
		case kRefund:
			r.Desc = "POS return " + in.Party + " " + strings.ToUpper(city) + " " + st + " card ending in " + card + " on " + md
		case kFeeRev:
			r.Desc = "Overdraft fee refund"
		case kFunding:
			r.Desc = "Incoming wire transfer From: " + in.Party + " LLC Ref: " + famDigits(fs, i, "ciw", 10) + " OBI: FUNDING " + famAlnum(fs, i, "ciobi", 6)
		case kCard, kRecurring:
			r.Desc = "POS purchase " + in.Party + " " + strings.ToUpper(city) + " " + st + " card ending in " + card + " on " + md
		case kCardPin:
			r.Desc = "POS PIN purchase " + in.Party + " " + strings.ToUpper(city) + " " + st + " card ending in " + card + " on " + md
		case kATM:
			r.Desc = "ATM withdrawal " + fs.Street + " " + strings.ToUpper(city) + " " + st + " card ending in " + card
		case kCheck:
			r.Desc = fmt.Sprintf("Check %d", r.CheckNo)
		case kPayroll:
			r.Desc = ach(i, "ACH debit", "ADP WAGE PAY", "PAYROLL")
		case kPayrollTax:
			r.Desc = "ACH debit IRS USATAXPYMT " + famDigits(fs, i, "citax", 15)
		case kUtility:
			r.Desc = ach(i, "ACH debit", in.Party, "UTIL PYMT")
		case kBillPay:
			r.Desc = "Online bill pay " + in.Party + " Conf " + famDigits(fs, i, "bp", 8)
		case kZelleOut:
			r.Desc = "Zelle payment to " + in.Party + " Conf " + famAlnum(fs, i, "z", 10)
		case kXferOut:
			r.Desc = "Online transfer to savings ending in " + sav
		case kMCAPay:
			r.Desc = ach(i, "ACH debit", in.Party, "ACH PMT")
		case kLoanPay:
			r.Desc = ach(i, "ACH debit", in.Party, "LOAN PMT")
		case kWireOut:
			r.Desc = "Outgoing wire transfer To: " + in.Party + " LLC Ref: " + famDigits(fs, i, "ciwo", 10)
		case kReturned:
			r.Desc = "Deposited item returned Reason: NSF"
		case kNSF:
			r.Desc = "Returned item fee - NSF" + item(i)
		case kOD:
			r.Desc = "Overdraft item fee" + item(i)
		case kMonthly:
			r.Desc = "Monthly maintenance fee"
		}
		r.Desc = strings.Join(strings.Fields(r.Desc), " ")
	}
}

// ciLines splits a description into its first line (the kind and the
// party) and detail lines of at most n characters that start at the
// first labelled field (ID:, From:, Ref:, Reason: …).
func ciLines(desc string, n int) []string {
	ws := strings.Fields(desc)
	for k, w := range ws {
		if k > 0 && strings.HasSuffix(w, ":") {
			first := strings.Join(ws[:k], " ")
			if len(desc) <= n && !strings.HasPrefix(desc, "Incoming wire") && !strings.HasPrefix(desc, "Outgoing wire") {
				return []string{desc}
			}
			return append([]string{first}, wrapWords(strings.Join(ws[k:], " "), n)...)
		}
	}
	return wrapWords(desc, n)
}

func ciBal(c int64) string {
	if c < 0 {
		return "-" + money(c)
	}
	return money(c)
}

func drawChkimage(fs *fstmt) *doc {
	d := newDoc()
	credits := func(r frow) bool { return r.Credit }
	checks := famCode(kCheck)
	debits := func(r frow) bool { return !r.Credit }
	g := famSplit(fs, credits, checks, debits)
	cRows, kRows, wRows := g[0], g[1], g[2]
	dayEnds := famDayEnds(fs)
	last4 := fs.AccountNo[len(fs.AccountNo)-4:]
	var mask string
	switch fs.Variant {
	case 0:
		mask = "XXXXXX" + last4
	case 1:
		mask = "****" + last4
	case 2:
		mask = "ending in " + last4
	default:
		mask = "XXXX XXXX " + last4
	}
	product := "Business Advantage Checking"
	if fs.Variant == 3 {
		product = "Business Platinum Checking"
	}
	period := fs.Start.Format("January 2, 2006") + " to " + fs.End.Format("January 2, 2006")
	const L, R = 42.0, 570.0
	var avg = fs.avgDaily()
	var fees int64
	for _, r := range fs.visible() {
		if r.Code == kNSF || r.Code == kOD || r.Code == kMonthly {
			fees += r.Cents
		}
	}
	d.font = ""
	d.header = func(d *doc) {
		d.y = 42
		d.text(L, product+"  Account number: "+mask, 8, true)
		d.nl(6)
		d.hline(L, R)
		d.nl(18)
	}
	// Page 1.
	d.ops = append(d.ops, op{Page: 1, Kind: "rect", X: L, Y: 36, W: 130, H: 34, Gray: 0.6})
	d.y = 84
	d.text(L, "P.O. Box 20418", 7, false)
	d.nl(8.5)
	d.text(L, "Raleigh, NC 27619-0418", 7, false)
	d.y = 124
	mail := []string{strings.ToUpper(fs.Holder)}
	switch fs.Variant {
	case 0:
		if !strings.Contains(fs.Holder, " DBA ") {
			w := strings.Fields(fs.Holder)
			mail = append(mail, "DBA "+strings.Join(w[:len(w)-1], " ")+" CO")
		}
	case 2:
		mail = append(mail, "OR "+famPeople[famHash(fs, 0, "ciown")%uint64(len(famPeople))])
	case 3:
		mail = append(mail, "OPERATING ACCOUNT")
	}
	mail = append(mail, strings.ToUpper(fs.Street), strings.ToUpper(fs.City))
	for _, l := range mail {
		d.text(L+30, l, 9.5, false)
		d.nl(11.5)
	}
	d.y = 44
	d.rtext(R, "Statement period", 7.5, false)
	d.nl(10)
	d.rtext(R, period, 9, true)
	d.nl(16)
	d.rtext(R, product, 8, false)
	d.nl(10)
	d.rtext(R, "Account number: "+mask, 9, true)
	d.nl(16)
	d.rtext(R, "Questions? 1-800-555-0177", 8, false)
	d.nl(10)
	d.rtext(R, "stonebridgebank.com/business", 8, false)

	// Account summary and the box beside it.
	d.y = 214
	d.text(L, "Account summary", 12, true)
	d.nl(6)
	d.hline(L, 330)
	d.nl(13)
	sl := func(label string, n int, c int64, bold bool) {
		d.text(L, label, 8.5, bold)
		if n >= 0 {
			d.rtext(250, fmt.Sprint(n), 8.5, bold)
		}
		d.rtext(330, c2(c), 8.5, bold)
		d.nl(12.5)
	}
	d.rtext(250, "Items", 7.5, true)
	d.nl(11)
	sl("Beginning balance on "+fs.Start.Format("January 2, 2006"), -1, fs.OpenP, false)
	sl("Deposits and other credits", len(cRows), total(cRows), false)
	sl("Withdrawals and other debits", len(wRows), -total(wRows), false)
	sl("Checks paid", len(kRows), -total(kRows), false)
	d.hline(L, 330)
	d.nl(11)
	sl("Ending balance on "+fs.End.Format("January 2, 2006"), -1, fs.CloseP, true)
	famMust("chkimage closing", fs.OpenP+total(cRows)-total(wRows)-total(kRows), fs.CloseP)
	y := 214.0
	d.box(370, y-10, R, y+70, 0.4)
	d.y = y + 6
	for _, kv := range [][2]string{{"Average ledger balance", c2(avg)}, {"Fees charged this period", "$" + money(fees)},
		{"Days in statement period", fmt.Sprint(int(fs.End.Sub(fs.Start).Hours()/24) + 1)}} {
		d.text(378, kv[0], 8, false)
		d.rtext(R-8, kv[1], 8, false)
		d.nl(13)
	}
	d.y = 330
	d.box(L, d.y-10, R, d.y+26, 0.6)
	d.y += 2
	d.text(L+8, "Grow with a Business Line of Credit: rates as low as 8.24% APR on lines from $10,000 to $250,000, no annual fee in the first year.", 7.5, false)
	d.nl(10)
	d.text(L+8, "Offer valid through March 31, 2026. Subject to credit approval. Ask about our 0.75% APY Business Premium Money Market.", 7.5, false)
	d.y = 384

	p := &pager{d: d, bottom: 728}
	const xDesc, xAmt = 92.0, 568.0
	section := func(title, totalLabel string, rs []frow) {
		heads := func(d *doc) {
			d.text(L, "Date", 7.5, true)
			d.text(xDesc, "Description", 7.5, true)
			d.rtext(xAmt, "Amount", 7.5, true)
			d.nl(4)
			d.hline(L, R)
			d.nl(10)
		}
		p.need(50)
		d.text(L, title, 11, true)
		d.nl(15)
		heads(d)
		p.after = func(d *doc) {
			d.text(L, title+" (continued)", 10, true)
			d.nl(14)
			heads(d)
		}
		for k := range rs {
			r := &rs[k]
			ls := ciLines(r.Desc, 78)
			p.need(float64(len(ls)) * 10)
			d.text(L, fs.date(r, "01/02"), 8, false)
			d.text(xDesc, ls[0], 8, false)
			d.rtext(xAmt, money(r.Cents), 8, false)
			d.nl(10)
			for _, l := range ls[1:] {
				d.text(xDesc+10, l, 7.5, false)
				d.nl(9.5)
			}
		}
		p.need(16)
		d.hline(L, R)
		d.nl(10)
		d.text(xDesc, totalLabel, 8, true)
		d.rtext(xAmt, "$"+money(total(rs)), 8, true)
		d.nl(20)
		p.after = nil
	}
	section("Deposits and other credits", "Total deposits and other credits", cRows)
	section("Withdrawals and other debits", "Total withdrawals and other debits", wRows)

	// Checks paid, three across in number order.
	ks := byCheckNo(kRows)
	if len(ks) > 0 {
		p.need(46)
		d.text(L, "Checks paid", 11, true)
		d.nl(15)
		xs := []float64{L, L + 176, L + 352}
		ch := func(d *doc) {
			for _, x := range xs {
				d.text(x, "Number", 7.5, true)
				d.text(x+50, "Date", 7.5, true)
				d.rtext(x+150, "Amount", 7.5, true)
			}
			d.nl(4)
			d.hline(L, R)
			d.nl(10)
		}
		ch(d)
		per := (len(ks) + 2) / 3
		for k := 0; k < per; k++ {
			p.need(10)
			for c := 0; c < 3; c++ {
				j := c*per + k
				if j >= len(ks) {
					continue
				}
				no := fmt.Sprint(ks[j].CheckNo)
				if j > 0 && ks[j].CheckNo != ks[j-1].CheckNo+1 {
					no += "*"
				}
				d.text(xs[c], no, 8, false)
				d.text(xs[c]+50, ks[j].Date.Format("01/02"), 8, false)
				d.rtext(xs[c]+150, money(ks[j].Cents), 8, false)
			}
			d.nl(10)
		}
		d.hline(L, R)
		d.nl(10)
		d.text(L, fmt.Sprintf("Total checks paid (%d)", len(ks)), 8, true)
		d.rtext(xAmt, "$"+money(total(ks)), 8, true)
		d.nl(10)
		d.text(L, "* Indicates a break in the check number sequence.", 7, false)
		d.nl(20)
	}

	// Daily balance summary, three across.
	p.need(46)
	d.text(L, "Daily balance summary", 11, true)
	d.nl(15)
	xs := []float64{L, L + 176, L + 352}
	bh := func(d *doc) {
		for _, x := range xs {
			d.text(x, "Date", 7.5, true)
			d.rtext(x+150, "Balance", 7.5, true)
		}
		d.nl(4)
		d.hline(L, R)
		d.nl(10)
	}
	bh(d)
	p.after = func(d *doc) {
		d.text(L, "Daily balance summary (continued)", 10, true)
		d.nl(14)
		bh(d)
	}
	per := (len(dayEnds) + 2) / 3
	for k := 0; k < per; k++ {
		p.need(10)
		for c := 0; c < 3; c++ {
			if j := c*per + k; j < len(dayEnds) {
				d.text(xs[c], dayEnds[j].D.Format("01/02"), 8, false)
				d.rtext(xs[c]+150, ciBal(dayEnds[j].B), 8, false)
			}
		}
		d.nl(10)
	}
	p.after = nil
	d.nl(14)
	for _, para := range []string{
		"Overdraft and returned item fees: an Overdraft item fee of $36.00 or a Returned item fee - NSF of $36.00 may be charged for each item presented against insufficient available funds, up to 4 fees per business day. No fee is charged for items of $5.00 or less.",
		"In case of errors or questions about your electronic transfers, telephone us at 1-800-555-0177 or write to us at P.O. Box 20418, Raleigh, NC 27619-0418 as soon as you can. We must hear from you no later than 60 days after we sent you the FIRST statement on which the problem appeared.",
	} {
		wrapPara(p, L, para, 140, 7, 9)
		d.nl(5)
	}

	// Check images: eight to a page, two across.
	if len(ks) > 0 {
		for k := 0; k < len(ks); k += 8 {
			d.page++
			d.y = topY
			d.header(d)
			d.text(L, "Check images", 11, true)
			d.nl(12)
			d.text(L, "Images of the checks paid this period, for "+period+".", 7.5, false)
			top := d.y + 14
			for n := 0; n < 8 && k+n < len(ks); n++ {
				c := ks[k+n]
				x := L + float64(n%2)*268
				y := top + float64(n/2)*152
				d.ops = append(d.ops, op{Page: d.page, Kind: "rect", X: x, Y: y, W: 252, H: 118, Gray: 0.88})
				d.box(x, y, x+252, y+118, 0.45)
				d.ops = append(d.ops, op{Page: d.page, X: x, Y: y + 130, Text: fmt.Sprintf("Check %d", c.CheckNo), Size: 7.5, Bold: true},
					op{Page: d.page, X: x + 90, Y: y + 130, Text: "Paid " + c.Date.Format("01/02/2006"), Size: 7.5},
					op{Page: d.page, X: x + 252, Y: y + 130, Text: "$" + money(c.Cents), Size: 7.5, Right: true})
			}
		}
	}
	d.footer = func(d *doc, page, total int) {
		d.y = 762
		d.text(L, "Stonebridge Bank, N.A. Member FDIC. Equal Housing Lender.", 6.5, false)
		d.rtext(R, fmt.Sprintf("Page %d of %d", page, total), 7, false)
	}
	d.finish()
	famPrintedOrder(fs, cRows, wRows, ks)
	fs.printTotals(shows{Credits: true, CountCredits: true, Daily: true})
	fs.Notes = append(fs.Notes, "Sections by kind: Deposits and other credits, Withdrawals and other debits (fees included), Checks paid three across; unsigned amounts, the section gives the sign; each description a first line over detail lines, joined in the answer. The answer lists the rows as printed: credits, then withdrawals, then checks, each in date order. The account summary, the average-balance box, the Daily balance summary and the Check images pages (images with the check number, date paid and amount under each) are not transactions.")
	return d
}

// c2 prints a summary amount: $1,234.56 or -$1,234.56.
func c2(c int64) string {
	if c < 0 {
		return "-$" + money(c)
	}
	return "$" + money(c)
}
