package main

import (
	"fmt"
	"strings"
)

// ---- unitedplains: a U.S. Bank-style business statement.
//
// Modelled conventions: a right-hand block "Business Statement /
// Account Number: / 1 234 5678 9012 / Statement Period: / Jan 1, 2026 /
// through / Jan 31, 2026 / Page 1 of 3" on every page; "To Contact United
// Plains Bank" phone lines; an INFORMATION YOU SHOULD KNOW box of dated
// notices; an Account Summary with "# Items", "$" set apart from the
// figures and withdrawals with a trailing minus (95.00-); Customer
// Deposits two across (Number | Date | Ref Number | Amount), which print
// no description; Other Deposits, Card Deposits, Card Withdrawals (per
// card number) and Other Withdrawals as Date | Description of Transaction
// | Ref Number | Amount, descriptions on two lines with the REF= trace and
// the originator's ID glued to the SEC code and entry description
// (1800948598CCDTRANSFER), card rows "Debit Purchase - VISA On 010426 …";
// Checks Presented Conventionally three across with a gap star and
// "Conventional Checks Paid (5)"; "Total … $ 1,234.56-"; dates `Jan 5`;
// a Balance Summary of date/balance pairs three across; data in a
// fixed-pitch face.

func prepareUnitedPlains(fs *fstmt) {
	fs.Creator = "AIM, F3"
	famRenumberChecks(fs)
	info := famClassify(fs)
	city, st := famCityState(fs)
	ref := func(i int) string { return "REF=" + famDigits(fs, i, "ref", 15) + "N00" }
	dep := func(i int, co, id, sec, descr string) string {
		return fmt.Sprintf("Electronic Deposit From %s %s %s%s%s", co, ref(i), id, sec, descr)
	}
	wd := func(i int, co, id, sec, descr string) string {
		return fmt.Sprintf("Electronic Withdrawal To %s %s %s%s%s", co, ref(i), id, sec, descr)
	}
	card := func(i int, kind string, day string, where, what string) string {
		return fmt.Sprintf("%s On %s %s %s REF # %s", kind, day, where, what, "2"+famDigits(fs, i, "arn", 22))
	}
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		switch r.Code {
		case kSquare:
			r.Desc = dep(i, "SQUARE INC", "9424300002", "CCD", r.Date.Format("060102")+"P2")
		case kStripe:
			r.Desc = dep(i, "STRIPE", "1800948598", "CCD", "TRANSFER")
		case kClover:
			r.Desc = dep(i, "CLOVER APP MKT", "4445276820", "CCD", "MTOT DEP")
		case kShopify:
			r.Desc = dep(i, "SHOPIFY", "3364578900", "CCD", "TRANSFER")
		case kACHIn:
			r.Desc = dep(i, in.Party, "1"+famDigits(fs, i, "oid", 9), "CCD", "PAYMENT")
		case kTaxRefund:
			r.Desc = dep(i, "IRS TREAS 310", "9101036151", "CCD", "TAX REF")
		case kZelleIn:
			r.Desc = "Zelle Instant Pmt From " + in.Party + " REF=ZL" + famAlnum(fs, i, "z", 10)
		case kMobile, kBranchDep:
			// Customer Deposits print no description: a deposit grid's
			// row is named by its ticket ("DEPOSIT #<ref>", the rule of
			// docs/parsing.md "Descriptions of checks").
			r.Desc = "DEPOSIT #" + famDigits(fs, i, "rn", 10)
		case kXferIn:
			r.Desc = "Internet Banking Transfer From Account " + fs.AccountNo[:8] + in.Acct4
		case kRefund:
			r.Desc = card(i, "Debit Card Return - VISA", in.AuthDay.Format("010206"), city+" "+st, in.Party)
		case kFeeRev:
			r.Desc = "Maintenance Fee Reversal"
		case kFunding:
			r.Desc = "Wire Credit REF" + famDigits(fs, i, "wref", 6) + " " + in.Party + " LLC OBI FUNDING ADV " + in.Ref
		case kCard:
			where := city + " " + st
			if strings.HasPrefix(in.Party, "AMAZON") {
				where = "AMZN.COM/BILL WA"
			}
			r.Desc = card(i, "Debit Purchase - VISA", in.AuthDay.Format("010206"), where, in.Party)
		case kRecurring:
			ph := "8002662278 PA"
			if strings.HasPrefix(in.Party, "VERIZON") {
				ph = "8009220204 NJ"
			}
			r.Desc = card(i, "Recurring Debit Purchase - VISA", in.AuthDay.Format("010206"), ph, in.Party)
		case kCardPin:
			r.Desc = card(i, "Debit Purchase - PIN", in.AuthDay.Format("010206"), city+" "+st, in.Party)
		case kATM:
			r.Desc = "ATM Withdrawal " + fs.Street + " " + city + " " + st + " REF # " + famDigits(fs, i, "atm", 12)
		case kPayroll:
			r.Desc = wd(i, "ADP WAGE PAY", "9659605001", "CCD", "WAGE PAY")
		case kPayrollTax:
			r.Desc = wd(i, "ADP TAX", "9333006057", "CCD", "ADP TAX")
		case kUtility:
			r.Desc = wd(i, in.Party, "1"+famDigits(fs, i, "uid", 9), "PPD", "PAYMENT")
		case kBillPay:
			r.Desc = "Web Bill Pay To " + in.Party + " " + ref(i)
		case kZelleOut:
			r.Desc = "Zelle Instant Pmt To " + in.Party + " REF=ZL" + famAlnum(fs, i, "z", 10)
		case kXferOut:
			r.Desc = "Internet Banking Transfer To Account " + fs.AccountNo[:8] + in.Acct4
		case kMCAPay:
			r.Desc = wd(i, in.Party, "1"+famDigits(fs, i, "mid", 9), "CCD", "ACH PMT")
		case kLoanPay:
			r.Desc = wd(i, in.Party+" INC", "1"+famDigits(fs, i, "lid", 9), "CCD", "LOAN PYMT")
		case kWireOut:
			r.Desc = "Wire Debit REF" + famDigits(fs, i, "wref", 6) + " BNF: " + in.Party + " LLC ID: " + famDigits(fs, i, "bnf", 12)
		case kReturned:
			r.Desc = "Returned Item Deposited " + r.Date.AddDate(0, 0, -3).Format("Jan 2") + " Check " + famDigits(fs, i, "rck", 4)
		case kNSF:
			r.Desc = "Insufficient Funds Fee Re Item " + money(fs.Rows[in.Trigger].Cents)
		case kOD:
			r.Desc = "Overdraft Paid Fee Re Item " + money(fs.Rows[in.Trigger].Cents)
		case kMonthly:
			r.Desc = "Monthly Maintenance Fee"
		}
	}
	fs.Notes = append(fs.Notes, "Customer Deposits (mobile and branch deposits) are printed two across with a date, a reference number and an amount and no description; their answer descriptions are DEPOSIT #<ref>.")
}

// upLines splits a description where the bank starts its second line:
// before the REF trace, else at 56 characters.
func upLines(s string) []string {
	for _, k := range []string{" REF=", " REF # ", " OBI ", " BNF: "} {
		if i := strings.Index(s, k); i > 0 {
			return append(wrapWords(s[:i], 56), wrapWords(s[i+1:], 56)...)
		}
	}
	return wrapWords(s, 56)
}

func drawUnitedPlains(fs *fstmt) *doc {
	const L, R = 42.0, 570.0
	d := newDoc()
	acct := fs.AccountNo[:1] + " " + fs.AccountNo[1:4] + " " + fs.AccountNo[4:8] + " " + fs.AccountNo[8:]
	var marks []op
	block := func(d *doc, y float64) {
		d.y = y
		for _, l := range []string{"Business Statement", "Account Number:", acct, "Statement Period:", fs.Start.Format("Jan 2, 2006"), "through", fs.End.Format("Jan 2, 2006")} {
			d.rtext(R, l, 7.5, l == "Business Statement")
			d.nl(9)
		}
		marks = append(marks, op{Page: d.page, X: R, Y: d.y + 4, Size: 7.5, Right: true})
	}
	d.header = func(d *doc) {
		d.y = 40
		d.text(L, "UNITED PLAINS BANK", 10, true)
		d.nl(10)
		d.text(L, fs.Holder, 7.5, false)
		block(d, 36)
		d.y = 116
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 772
		d.text(L, "United Plains Bank National Association   Member FDIC", 6.5, false)
		d.rtext(R, "unitedplains.com/business", 6.5, false)
	})
	p := &pager{d: d, bottom: 750}

	// Page 1.
	d.y = 44
	d.text(L, "UNITED PLAINS BANK", 17, true)
	d.nl(12)
	d.text(L, "P.O. Box 1800", 7.5, false)
	d.nl(9)
	d.text(L, "Saint Paul, Minnesota 55101-0800", 7.5, false)
	d.nl(9)
	d.text(L, fmt.Sprintf("%06d TRN 1 AT 0.460 %s", fs.Opening%1000000, fs.End.Format("0102")), 6, false)
	block(d, 40)
	d.y = 112
	for _, l := range []string{fs.Holder, fs.Street, fs.City} {
		d.text(L+24, l, 9, false)
		d.nl(11)
	}
	d.y = 112
	d.text(300, "To Contact United Plains Bank", 8, true)
	d.nl(10)
	for _, kv := range [][2]string{{"24-Hour Business", ""}, {"Solutions:", "1-800-673-3555"}, {"Telecommunications Device", ""},
		{"for the Deaf:", "1-800-685-5065"}, {"Internet:", "unitedplains.com/business"}} {
		d.text(300, kv[0], 7, false)
		d.text(410, kv[1], 7, false)
		d.nl(8.5)
	}
	d.y = 186
	d.box(L, 176, R, 236, 0.3)
	d.text(L+6, "INFORMATION YOU SHOULD KNOW", 8, true)
	d.nl(10)
	for _, l := range wrapWords(fmt.Sprintf("Effective %s, the Overdraft Paid Fee and the Insufficient Funds Fee will be $36.50 per item, up to four (4) per day. The Continuous Overdraft Fee of $25.00 will be charged on the 7th calendar day your account remains overdrawn. Wire transfer fees change to $30.00 (domestic incoming $20.00) on %s. Please refer to your Business Pricing Information, revised %s, or call 1-800-673-3555 for details.",
		fs.End.AddDate(0, 1, 1).Format("January 2, 2006"), fs.End.AddDate(0, 2, 0).Format("January 2, 2006"), fs.End.Format("01/2006")), 128) {
		d.text(L+6, l, 7, false)
		d.nl(8.5)
	}
	d.y = 258

	groups := famSplit(fs,
		famCode(kMobile, kBranchDep),
		famCode(kRefund),
		func(r frow) bool { return r.Credit },
		func(r frow) bool {
			return famCode(kCard, kCardPin, kRecurring, kATM)(r) && upCard(fs, r) == fs.AccountNo[6:10]
		},
		famCode(kCard, kCardPin, kRecurring, kATM),
		famCode(kCheck),
		func(r frow) bool { return !r.Credit })
	cust, cardDep, othDep, card1, card2, checks, othWd := groups[0], groups[1], groups[2], groups[3], groups[4], byCheckNo(groups[5]), groups[6]

	// Product band and Account Summary.
	d.ops = append(d.ops, op{Page: d.page, Kind: "rect", X: L, Y: d.y - 10, W: R - L, H: 14, Gray: 0.85})
	d.text(L+4, "GOLD BUSINESS CHECKING", 9.5, true)
	d.rtext(R-4, "Member FDIC", 7.5, false)
	d.nl(16)
	d.text(L, "United Plains Bank National Association", 8, false)
	d.rtext(R, "Account Number "+acct, 8, false)
	d.nl(16)
	d.text(L, "Account Summary", 9.5, true)
	d.nl(12)
	d.font = "mono"
	d.rtext(330, "# Items", 7.5, false)
	d.nl(10)
	const dollar, amt = 430.0, 530.0
	d.text(L, "Beginning Balance on "+fs.Start.Format("Jan 2"), 7.5, false)
	d.text(dollar, "$", 7.5, false)
	d.rtext(amt, trail(fs.OpenP), 7.5, false)
	d.nl(10)
	end := fs.OpenP
	for _, s := range []struct {
		l    string
		rows []frow
		cr   bool
	}{{"Customer Deposits", cust, true}, {"Other Deposits", othDep, true}, {"Card Deposits", cardDep, true},
		{"Card Withdrawals", append(append([]frow(nil), card1...), card2...), false}, {"Other Withdrawals", othWd, false}, {"Checks Paid", checks, false}} {
		v := money(total(s.rows))
		if s.cr {
			end += total(s.rows)
		} else {
			end -= total(s.rows)
			v += "-"
		}
		d.text(L, s.l, 7.5, false)
		d.rtext(330, fmt.Sprint(len(s.rows)), 7.5, false)
		d.rtext(amt, v, 7.5, false)
		d.nl(10)
	}
	famMust("unitedplains ending", end, fs.CloseP)
	d.text(L+120, "Ending Balance on "+fs.End.Format("Jan 2, 2006"), 7.5, true)
	d.text(dollar, "$", 7.5, true)
	d.rtext(amt, trail(fs.CloseP), 7.5, true)
	d.nl(12)
	d.font = ""

	cols := func() {
		d.text(L, "Date", 7.5, true)
		d.text(L+40, "Description of Transaction", 7.5, true)
		d.text(440, "Ref Number", 7.5, true)
		d.rtext(R, "Amount", 7.5, true)
		d.nl(3)
		d.hline(L, R)
		d.nl(9)
	}
	titleLine := func(t string) {
		d.text(L, t, 9.5, true)
		d.nl(12)
	}
	totalLine := func(label string, v int64, credit bool) {
		p.need(14)
		s := money(v)
		if !credit {
			s += "-"
		}
		d.font = "mono"
		d.text(300, label, 7.5, true)
		d.text(dollar+40, "$", 7.5, true)
		d.rtext(R, s, 7.5, true)
		d.font = ""
		d.nl(16)
	}
	sect := func(title string, rows []frow, credit bool, sub string, showTitle bool) {
		if len(rows) == 0 {
			return
		}
		p.need(50)
		if showTitle {
			titleLine(title)
		}
		if sub != "" {
			d.text(L, sub, 7.5, false)
			d.nl(10)
		}
		cols()
		p.after = func(d *doc) {
			titleLine(title + " (continued)")
			cols()
		}
		for _, r := range rows {
			lines := upLines(r.Desc)
			p.need(float64(len(lines))*9 + 2)
			d.font = "mono"
			d.text(L, fs.date(&r, "Jan 2"), 7.5, false)
			d.text(440, famDigits(fs, indexOf(fs, r), "rn", 10), 7.5, false)
			a := money(r.Cents)
			if !credit {
				a += "-"
			}
			d.rtext(R, a, 7.5, false)
			for _, l := range lines {
				d.text(L+40, l, 7.5, false)
				d.nl(9)
			}
			d.font = ""
			d.nl(2)
		}
		p.after = nil
	}

	// Customer Deposits, two across, no description.
	if len(cust) > 0 {
		p.need(50)
		titleLine("Customer Deposits")
		xs := []float64{L, 310}
		heads := func() {
			for _, x := range xs {
				d.text(x, "Number", 7.5, true)
				d.text(x+46, "Date", 7.5, true)
				d.text(x+92, "Ref Number", 7.5, true)
				d.rtext(x+250, "Amount", 7.5, true)
			}
			d.nl(3)
			d.hline(L, R)
			d.nl(9)
		}
		heads()
		p.after = func(d *doc) {
			titleLine("Customer Deposits (continued)")
			heads()
		}
		d.font = "mono"
		for k := 0; k < len(cust); k += 2 {
			p.need(10)
			for c := 0; c < 2 && k+c < len(cust); c++ {
				r := cust[k+c]
				d.text(xs[c]+46, fs.date(&r, "Jan 2"), 7.5, false)
				d.text(xs[c]+92, famDigits(fs, indexOf(fs, r), "rn", 10), 7.5, false)
				d.rtext(xs[c]+250, money(r.Cents), 7.5, false)
			}
			d.nl(10)
		}
		d.font = ""
		p.after = nil
		totalLine("Total Customer Deposits", total(cust), true)
	}
	sect("Other Deposits", othDep, true, "", true)
	if len(othDep) > 0 {
		totalLine("Total Other Deposits", total(othDep), true)
	}
	sect("Card Deposits", cardDep, true, "", true)
	if len(cardDep) > 0 {
		totalLine("Total Card Deposits", total(cardDep), true)
	}
	if len(card1)+len(card2) > 0 {
		sect("Card Withdrawals", card1, false, "Card Number: xxxx-xxxx-xxxx-"+fs.AccountNo[6:10], true)
		if len(card1) > 0 {
			totalLine("Card "+fs.AccountNo[6:10]+" Withdrawals Subtotal", total(card1), false)
		}
		sect("Card Withdrawals", card2, false, "Card Number: xxxx-xxxx-xxxx-"+fs.AccountNo[2:6], len(card1) == 0)
		if len(card2) > 0 {
			totalLine("Card "+fs.AccountNo[2:6]+" Withdrawals Subtotal", total(card2), false)
		}
		totalLine("Total Card Withdrawals", total(card1)+total(card2), false)
	}
	sect("Other Withdrawals", othWd, false, "", true)
	if len(othWd) > 0 {
		totalLine("Total Other Withdrawals", total(othWd), false)
	}

	// Checks Presented Conventionally, three across.
	if len(checks) > 0 {
		p.need(50)
		titleLine("Checks Presented Conventionally")
		xs := []float64{L, L + 178, L + 356}
		heads := func() {
			for _, x := range xs {
				d.text(x, "Check", 7.5, true)
				d.text(x+38, "Date", 7.5, true)
				d.text(x+74, "Ref Number", 7.5, true)
				d.rtext(x+170, "Amount", 7.5, true)
			}
			d.nl(3)
			d.hline(L, R)
			d.nl(9)
		}
		heads()
		p.after = func(d *doc) {
			titleLine("Checks Presented Conventionally (continued)")
			heads()
		}
		d.font = "mono"
		prev := 0
		for k := 0; k < len(checks); k += 3 {
			p.need(10)
			for c := 0; c < 3 && k+c < len(checks); c++ {
				r := checks[k+c]
				no := fmt.Sprint(r.CheckNo)
				if prev != 0 && r.CheckNo != prev+1 {
					no += "*"
				}
				prev = r.CheckNo
				d.text(xs[c], no, 7.5, false)
				d.text(xs[c]+38, fs.date(&r, "Jan 2"), 7.5, false)
				d.text(xs[c]+74, famDigits(fs, indexOf(fs, r), "rn", 10), 7.5, false)
				d.rtext(xs[c]+170, money(r.Cents), 7.5, false)
			}
			d.nl(10)
		}
		d.font = ""
		p.after = nil
		d.text(L, "* Gap in check sequence", 6.5, false)
		d.nl(2)
		totalLine(fmt.Sprintf("Conventional Checks Paid (%d)", len(checks)), total(checks), false)
	}

	// Balance Summary, three pairs across.
	e := famDayEnds(fs)
	famMust("unitedplains daily", e[len(e)-1].B, fs.CloseP)
	per := (len(e) + 2) / 3
	p.need(min(float64(per)*10+40, 400))
	titleLine("Balance Summary")
	bx := []float64{L, L + 178, L + 356}
	bheads := func() {
		for _, x := range bx {
			d.text(x, "Date", 7.5, true)
			d.rtext(x+150, "Ending Balance", 7.5, true)
		}
		d.nl(3)
		d.hline(L, R)
		d.nl(9)
	}
	bheads()
	p.after = func(d *doc) {
		titleLine("Balance Summary (continued)")
		bheads()
	}
	d.font = "mono"
	for i := 0; i < per; i++ {
		p.need(10)
		for c := 0; c < 3; c++ {
			if k := c*per + i; k < len(e) {
				d.text(bx[c], e[k].D.Format("Jan 2"), 7.5, false)
				d.rtext(bx[c]+150, trail(e[k].B), 7.5, false)
			}
		}
		d.nl(10)
	}
	d.font = ""
	p.after = nil
	d.text(L, "Balances only appear for days reflecting change.", 6.5, false)
	d.nl(16)

	// Legal text.
	p.need(120)
	d.text(L, "IMPORTANT INFORMATION ABOUT YOUR ACCOUNT", 8, true)
	d.nl(10)
	for _, s := range []string{
		"BUSINESS ACCOUNTS: Please examine this statement and report any discrepancy within 30 days. For electronic transfers, if you think your statement is wrong or you need more information, call 1-800-673-3555 or write United Plains Bank, P.O. Box 1800, Saint Paul, MN 55101-0800 no later than 60 days after we sent the FIRST statement on which the problem appeared. Tell us your name and account number, describe the error, and tell us the dollar amount of the suspected error.",
		"OVERDRAFT: Items presented against insufficient available funds may be paid or returned at our discretion. Each paid item may incur an Overdraft Paid Fee and each returned item an Insufficient Funds Fee; see your Business Pricing Information. Deposits made after 8:00 p.m. CT or on a weekend or holiday are processed the next business day.",
	} {
		wrapPara(p, L, s, 150, 6.5, 8)
		d.nl(3)
	}

	fs.printTotals(shows{Daily: true})
	famPrintedOrder(fs, cust, othDep, cardDep, card1, card2, othWd, checks)
	d.finish()
	for _, m := range marks {
		m.Text = fmt.Sprintf("Page %d of %d", m.Page, d.page)
		d.ops = append(d.ops, m)
	}
	return d
}

// upCard is the card a card row was made with: mostly the owner's, some
// an employee's.
func upCard(fs *fstmt, r frow) string {
	if famHash(fs, indexOf(fs, r), "upcard")%4 == 0 {
		return fs.AccountNo[2:6]
	}
	return fs.AccountNo[6:10]
}
