package main

import (
	"fmt"
	"strings"
)

// ---- americas: a Bank of America-style business checking statement.
//
// Modelled conventions: "Your Business Advantage Relationship Banking for
// January 1, 2026 to January 31, 2026"; an "Account summary" box
// ("Beginning balance on January 1, 2026"; Deposits and other additions;
// Withdrawals and other subtractions; Checks; Service fees; "Ending
// balance on January 31, 2026") with the counts, days in cycle and
// average ledger balance below it; MM/DD/YY dates; deposits unsigned and
// every subtraction printed negative (-1,234.56); "Withdrawals and other
// subtractions" in subsections: "ATM and debit card subtractions", split
// per card ("Card account # XXXX XXXX XXXX 4410", a second card for an
// employee) each with its "Subtotal for card account", and "Other
// subtractions"; "Total … " lines with -$; checks two across (Date |
// Check # | Amount) with a gap star, "Total checks" and "Total # of
// checks"; Service fees with a $0.00 waived notice row that is not a
// transaction; "Daily ledger balances" in two date/balance pairs;
// "continued on the next page" before a break and "- continued" after
// it; a running header "holder | Account # … | period"; upper-case ACH
// descriptions "CO NAME DES:… ID:… INDN:… CO ID:… CCD", CHECKCARD rows
// with a 23-digit reference and a masked card number, WIRE TYPE:… BNF:…
// ID:… wires, Zelle with Conf#, fee rows naming the posting date and
// sequence of the item; a marketing insert and the deposit-account
// notices on the last page.

func prepareAmericas(fs *fstmt) {
	fs.Creator = "TargetStream StreamEDS"
	famRenumberChecks(fs)
	info := famClassify(fs)
	city, st := famCityState(fs)
	indn := fs.Holder
	if len(indn) > 22 {
		indn = strings.TrimSpace(indn[:22])
	}
	mcc := map[string]string{"HOME": "5200", "AMAZON": "5999", "SHELL": "5542", "COSTCO": "5300", "STAPLES": "5943", "UBER": "4121",
		"COMCAST": "4899", "VERIZON": "4814", "SYSCO": "5141", "GRAINGER": "5085"}
	des := func(i int, co, d, id, coid, sec string) string {
		return fmt.Sprintf("%s DES:%s ID:%s INDN:%s CO ID:%s %s", co, d, id, indn, coid, sec)
	}
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		card := americasCard(fs, i)
		switch r.Code {
		case kSquare:
			r.Desc = des(i, "SQUARE INC", r.Date.Format("060102")+"P2", "L2"+famDigits(fs, i, "sq", 11), "9424300002", "CCD")
		case kStripe:
			r.Desc = des(i, "STRIPE", "TRANSFER", strings.ToUpper(in.Ref), "1800948598", "CCD")
		case kClover:
			r.Desc = des(i, "CLOVER APP MKT", "MTOT DEP", famDigits(fs, i, "mid", 12), "4445276820", "CCD")
		case kShopify:
			r.Desc = des(i, "SHOPIFY", "TRANSFER", "ST-"+famAlnum(fs, i, "sh", 12), "3364578900", "CCD")
		case kACHIn:
			r.Desc = des(i, in.Party, "PAYMENT", strings.ReplaceAll(in.Ref, " ", ""), "1"+famDigits(fs, i, "oid", 9), "CCD")
		case kTaxRefund:
			r.Desc = des(i, "IRS TREAS 310", "TAX REF", "XXXXXXXXX"+famDigits(fs, i, "tin", 3), "9101036151", "CCD")
		case kZelleIn:
			r.Desc = fmt.Sprintf("Zelle payment from %s for \"Inv %s\"; Conf# %s", in.Party, famDigits(fs, i, "inv", 4), strings.ToLower(famAlnum(fs, i, "z", 9)))
		case kMobile:
			r.Desc = fmt.Sprintf("BKOFAMERICAS MOBILE %s %s DEPOSIT *MOBILE %s", r.Date.Format("01/02"), famDigits(fs, i, "mob", 10), st)
		case kBranchDep:
			r.Desc = "DEPOSIT"
		case kXferIn:
			r.Desc = fmt.Sprintf("Online Banking transfer from SAV %s Confirmation# %s", in.Acct4, famDigits(fs, i, "cf", 10))
		case kRefund:
			m, _ := famMCC(in.Party, mcc)
			r.Desc = fmt.Sprintf("CHECKCARD %s %s %s %s %s RETURN CKCD %s XXXXXXXXXXXX%s", in.AuthDay.Format("0102"), in.Party, city, st, "7"+famDigits(fs, i, "arn", 22), m, card)
		case kFeeRev:
			r.Desc = "MONTHLY FEE REFUND BUSINESS ADV RELATIONSHIP"
		case kFunding:
			r.Desc = fmt.Sprintf("WIRE TYPE:FED IN DATE:%s TIME:%s ET TRN:%s SEQ:%s/%s ORIG:%s LLC ID:%s SND BK:EASTBRIDGE BANK ID:026013576 PMT DET:FUNDING ADV %s",
				r.Date.Format("060102"), "09"+famDigits(fs, i, "tm", 2)[:1]+"2", r.Date.Format("20060102")+famDigits(fs, i, "trn", 8),
				r.Date.Format("20060102")+famDigits(fs, i, "seq", 6), famDigits(fs, i, "seq2", 6), in.Party, famDigits(fs, i, "oid", 12), in.Ref)
		case kCard, kRecurring:
			m, _ := famMCC(in.Party, mcc)
			where := city + " " + st
			switch {
			case strings.HasPrefix(in.Party, "AMAZON"):
				where = "AMZN.COM/BILL WA"
			case strings.HasPrefix(in.Party, "COMCAST"):
				where = "800-266-2278 PA"
			case strings.HasPrefix(in.Party, "VERIZON"):
				where = "800-922-0204 NJ"
			}
			rec := ""
			if r.Code == kRecurring {
				rec = "RECURRING "
			}
			r.Desc = fmt.Sprintf("CHECKCARD %s %s %s %s %sCKCD %s XXXXXXXXXXXX%s XXXX XXXX XXXX %s", in.AuthDay.Format("0102"), in.Party, where,
				"2"+famDigits(fs, i, "arn", 22), rec, m, card, card)
		case kCardPin:
			r.Desc = fmt.Sprintf("PURCHASE %s %s %s %s", in.AuthDay.Format("0102"), in.Party, city, st)
		case kATM:
			r.Desc = fmt.Sprintf("BKOFAMERICAS ATM %s #00000%s WITHDRWL %s %s %s", r.Date.Format("01/02"), famDigits(fs, i, "atm", 4), fs.Street, city, st)
		case kPayroll:
			r.Desc = des(i, "ADP WAGE PAY", "WAGE PAY", in.Ref, "9659605001", "CCD")
		case kPayrollTax:
			r.Desc = des(i, "ADP TAX", "ADP TAX", famDigits(fs, i, "adp", 6)+famAlnum(fs, i, "adpx", 6), "9333006057", "CCD")
		case kUtility:
			co := map[string]string{"DUKE ENERGY": "DUKE ENERGY", "ATT BUSINESS": "ATT"}[in.Party]
			r.Desc = des(i, co, "PAYMENT", famDigits(fs, i, "uacct", 12), "1"+famDigits(fs, i, "uid", 9), "PPD")
		case kBillPay:
			r.Desc = fmt.Sprintf("%s DES:BILL PAYMT ID:%s CO ID:%s WEB", in.Party, famDigits(fs, i, "bp", 11), "1"+famDigits(fs, i, "bpc", 9))
		case kZelleOut:
			r.Desc = fmt.Sprintf("Zelle payment to %s Conf# %s", in.Party, strings.ToLower(famAlnum(fs, i, "z", 9)))
		case kXferOut:
			r.Desc = fmt.Sprintf("Online Banking transfer to SAV %s Confirmation# %s", in.Acct4, famDigits(fs, i, "cf", 10))
		case kMCAPay:
			r.Desc = des(i, in.Party, "ACH PMT", famDigits(fs, i, "mca", 15), "1"+famDigits(fs, i, "mid", 9), "CCD")
		case kLoanPay:
			r.Desc = des(i, in.Party+" INC", "LOAN PYMT", famDigits(fs, i, "loan", 10), "1"+famDigits(fs, i, "lid", 9), "CCD")
		case kWireOut:
			r.Desc = fmt.Sprintf("WIRE TYPE:WIRE OUT DATE:%s TIME:14%s ET TRN:%s SERVICE REF:%s BNF:%s LLC ID:%s BNF BK:HARBOR TRUST CO ID:121000248 PMT DET:INV %s",
				r.Date.Format("060102"), famDigits(fs, i, "tm", 2), r.Date.Format("20060102")+famDigits(fs, i, "trn", 8), famDigits(fs, i, "sref", 6),
				in.Party, famDigits(fs, i, "bnf", 12), famDigits(fs, i, "inv", 4))
		case kReturned:
			r.Desc = fmt.Sprintf("DEPOSITED ITEM RETURNED (DEPOSITED ON %s) CHECK # %s REF %s", r.Date.AddDate(0, 0, -3).Format("01-02"), famDigits(fs, i, "rck", 4), famDigits(fs, i, "ret", 9))
		case kNSF, kOD:
			t := fs.Rows[in.Trigger]
			label := "NSF: RETURNED ITEM FEE"
			if r.Code == kOD {
				label = "OVERDRAFT ITEM FEE"
			}
			what := "ELECTRONIC TRANSACTION"
			if t.Code == kCheck {
				what = fmt.Sprintf("CHECK %d", t.CheckNo)
			}
			seq := 1
			for j := in.Trigger - 1; j >= 0 && fs.Rows[j].Date.Equal(t.Date); j-- {
				seq++
			}
			r.Desc = fmt.Sprintf("%s FOR ACTIVITY OF %s %s POSTING DATE %s POSTING SEQ %05d", label, t.Date.Format("01-02"), what, t.Date.Format("01-02-06"), seq)
		case kMonthly:
			r.Desc = "Monthly Fee Business Adv Relationship"
		}
	}
}

// famMCC is a merchant's category code.
func famMCC(party string, mcc map[string]string) (string, bool) {
	for k, v := range mcc {
		if strings.HasPrefix(party, k) {
			return v, true
		}
	}
	return "5999", false
}

// americasCard is the last four of the card a row was made with: most on
// the owner's card, some on an employee's.
func americasCard(fs *fstmt, i int) string {
	if famHash(fs, i, "card")%3 == 0 {
		return fs.AccountNo[2:6]
	}
	return fs.AccountNo[6:10]
}

func drawAmericas(fs *fstmt) *doc {
	const L, R = 45.0, 567.0
	d := newDoc()
	acct := fs.AccountNo[:4] + " " + fs.AccountNo[4:8] + " " + fs.AccountNo[8:]
	period := longDate(fs.Start) + " to " + longDate(fs.End)
	d.header = func(d *doc) {
		d.y = 36
		d.text(L, fs.Holder+"  |  Account # "+acct+"  |  "+period, 7.5, false)
		d.nl(16)
		d.rtext(R, "Your checking account", 9, true)
		d.y = 72
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 762
		d.hline(L, R)
		d.nl(10)
		d.text(L, "Bank of the Americas, N.A. Member FDIC and Equal Housing Lender", 6.5, false)
		d.rtext(R, fmt.Sprintf("Page %d of %d", page, total), 7.5, false)
	})
	cont := func(d *doc) {
		d.y = 742
		d.rtext(R, "continued on the next page", 7, false)
	}
	p := &pager{d: d, bottom: 732, before: cont}

	// Page 1.
	d.y = 50
	d.text(L, "BANK OF THE AMERICAS", 16, true)
	d.nl(12)
	d.text(L, "P.O. Box 15284", 7, false)
	d.nl(8.5)
	d.text(L, "Wilmington, DE 19850", 7, false)
	d.y = 42
	d.text(372, "Customer service information", 8, true)
	d.nl(11)
	for _, l := range []string{"1.888.BUSINESS (1.888.287.4637)", "bankoftheamericas.com", "Bank of the Americas, N.A.", "P.O. Box 25118", "Tampa, FL 33622-5118"} {
		d.text(372, l, 7, false)
		d.nl(9)
	}
	d.y = 104
	for _, l := range []string{fs.Holder, fs.Street, fs.City} {
		d.text(L+12, l, 8.5, false)
		d.nl(10.5)
	}
	d.y = 170
	d.text(L, "Your Business Advantage Relationship Banking", 12, true)
	d.nl(14)
	d.text(L, "for "+period, 8, false)
	d.rtext(R, "Account number:  "+acct, 8, false)
	d.nl(10)
	d.text(L, fs.Holder, 8, false)
	d.nl(6)
	d.ops = append(d.ops, op{Page: d.page, Kind: "rect", X: L, Y: d.y, W: R - L, H: 1.6, Gray: 0.1})
	d.nl(18)

	groups := famSplit(fs,
		func(r frow) bool { return r.Credit },
		func(r frow) bool {
			return famCode(kCard, kCardPin, kRecurring, kATM)(r) && americasCard(fs, indexOf(fs, r)) == fs.AccountNo[6:10]
		},
		famCode(kCard, kCardPin, kRecurring, kATM),
		famCode(kPayroll, kPayrollTax, kUtility, kBillPay, kZelleOut, kXferOut, kMCAPay, kLoanPay, kWireOut, kReturned),
		famCode(kCheck),
		famCode(kNSF, kOD, kMonthly))
	deps, card1, card2, other, checks, fees := groups[0], groups[1], groups[2], groups[3], byCheckNo(groups[4]), groups[5]
	cr, ncr := fs.credits()
	_, ndb := fs.debits()
	wd := total(card1) + total(card2) + total(other)

	// Account summary, then the counts under it.
	top := d.y
	d.text(L, "Account summary", 10, true)
	d.nl(14)
	sum := func(label, v string, bold bool) {
		d.text(L+4, label, 8.5, bold)
		d.rtext(330, v, 8.5, bold)
		d.nl(12.5)
	}
	sum("Beginning balance on "+longDate(fs.Start), usd(fs.OpenP), false)
	sum("Deposits and other additions", money(cr), false)
	sum("Withdrawals and other subtractions", negMoney(wd), false)
	sum("Checks", negMoney(total(checks)), false)
	sum("Service fees", negMoney(total(fees)), false)
	d.hline(L, 330)
	d.nl(11)
	famMust("americas ending", fs.OpenP+cr-wd-total(checks)-total(fees), fs.CloseP)
	sum("Ending balance on "+longDate(fs.End), usd(fs.CloseP), true)
	d.y = top + 14
	days := int(fs.End.Sub(fs.Start).Hours()/24) + 1
	for _, kv := range [][2]string{{"# of deposits/credits:", fmt.Sprint(ncr)}, {"# of withdrawals/debits:", fmt.Sprint(ndb)},
		{"# of days in cycle:", fmt.Sprint(days)}, {"Average ledger balance:", usd(fs.avgDaily())}} {
		d.text(360, kv[0], 8, false)
		d.rtext(R, kv[1], 8, false)
		d.nl(12.5)
	}
	d.y = top + 14 + 7*12.5 + 10
	d.box(L, d.y-9, R, d.y+45, 0.5)
	d.text(L+8, "Preferred Rewards for Business", 9, true)
	d.nl(11)
	for _, l := range wrapWords("Earn up to 75% more on your card rewards and get interest rate booster on savings when you enroll. Qualify with a 3-month combined average daily balance of $20,000 or more in your business deposit and investment accounts. Learn more at bankoftheamericas.com/preferredrewards or call 1.888.287.4637 (Monday - Friday 8 a.m. - 8 p.m. ET).", 135) {
		d.text(L+8, l, 7, false)
		d.nl(8.5)
	}
	d.y += 26
	d.text(L, "PULL: E  CYCLE: "+fmt.Sprint(fs.End.Day()+40)+"  SPEC: E  DELIVERY: E  TYPE:  IMAGE: I  BC: "+fs.City[len(fs.City)-8:len(fs.City)-6], 5.5, false)
	d.nl(14)

	cols := func() {
		d.ops = append(d.ops, op{Page: d.page, Kind: "rect", X: L, Y: d.y - 8, W: R - L, H: 11, Gray: 0.9})
		d.text(L+2, "Date", 7.5, true)
		d.text(L+50, "Description", 7.5, true)
		d.rtext(R-2, "Amount", 7.5, true)
		d.nl(12)
	}
	title := func(t string) {
		d.text(L, t, 10.5, true)
		d.nl(4)
		d.ops = append(d.ops, op{Page: d.page, Kind: "rect", X: L, Y: d.y, W: R - L, H: 1.2, Gray: 0.1})
		d.nl(12)
	}
	rows := func(name string, rs []frow, neg bool) {
		outer := p.after
		defer func() { p.after = outer }()
		p.after = func(d *doc) {
			title(name + " - continued")
			cols()
		}
		for _, r := range rs {
			lines := wrapWords(r.Desc, 78)
			p.need(float64(len(lines))*9.5 + 3)
			d.text(L+2, fs.date(&r, "01/02/06"), 8, false)
			a := money(r.Cents)
			if neg {
				a = negMoney(r.Cents)
			}
			d.rtext(R-2, a, 8, false)
			for _, l := range lines {
				d.text(L+50, l, 8, false)
				d.nl(9.5)
			}
			d.nl(3)
		}
	}
	totalLine := func(label, v string) {
		p.need(16)
		d.ops = append(d.ops, op{Page: d.page, Kind: "line", X: R - 90, Y: d.y - 8, W: 90, Gray: 0.3})
		d.nl(2)
		d.text(L+50, label, 8, true)
		d.rtext(R-2, v, 8, true)
		d.nl(16)
	}

	if len(deps) > 0 {
		p.need(70)
		title("Deposits and other additions")
		cols()
		rows("Deposits and other additions", deps, false)
		totalLine("Total deposits and other additions", "$"+money(total(deps)))
	}
	if len(card1)+len(card2)+len(other) > 0 {
		p.need(80)
		d.nl(6)
		title("Withdrawals and other subtractions")
		p.after = func(d *doc) { title("Withdrawals and other subtractions - continued") }
		if len(card1)+len(card2) > 0 {
			d.text(L, "ATM and debit card subtractions", 9, true)
			d.nl(12)
			for _, c := range []struct {
				no string
				rs []frow
			}{{fs.AccountNo[6:10], card1}, {fs.AccountNo[2:6], card2}} {
				if len(c.rs) == 0 {
					continue
				}
				p.need(50)
				lab := "Card account # XXXX XXXX XXXX " + c.no
				d.text(L, lab, 8, false)
				d.nl(11)
				cols()
				rows("Withdrawals and other subtractions", c.rs, true)
				totalLine("Subtotal for card account # XXXX XXXX XXXX "+c.no, "-$"+money(total(c.rs)))
			}
		}
		if len(other) > 0 {
			p.need(50)
			d.text(L, "Other subtractions", 9, true)
			d.nl(12)
			cols()
			rows("Withdrawals and other subtractions", other, true)
		}
		totalLine("Total withdrawals and other subtractions", "-$"+money(wd))
		p.after = nil
	}

	// Marketing insert between sections.
	p.need(56)
	d.nl(4)
	d.text(L, "Business Advantage 360, our small business online banking", 9, true)
	d.nl(11)
	for _, l := range wrapWords("See all your accounts, send invoices and get paid with Zelle(R) in one place. Cash flow insights are available for accounts open 90 days or more. Data connection charges may apply. Zelle and the Zelle related marks are property of Early Warning Services, LLC.", 140) {
		d.text(L, l, 7, false)
		d.nl(8.5)
	}
	d.nl(10)

	if len(checks) > 0 {
		p.need(60)
		title("Checks")
		xs := []float64{L, L + 266}
		heads := func() {
			d.ops = append(d.ops, op{Page: d.page, Kind: "rect", X: L, Y: d.y - 8, W: R - L, H: 11, Gray: 0.9})
			for _, x := range xs {
				d.text(x+2, "Date", 7.5, true)
				d.text(x+60, "Check #", 7.5, true)
				d.rtext(x+250, "Amount", 7.5, true)
			}
			d.nl(12)
		}
		heads()
		p.after = func(d *doc) {
			title("Checks - continued")
			heads()
		}
		prev := 0
		for k := 0; k < len(checks); k += 2 {
			p.need(11)
			for c := 0; c < 2 && k+c < len(checks); c++ {
				r := checks[k+c]
				no := fmt.Sprint(r.CheckNo)
				if prev != 0 && r.CheckNo != prev+1 {
					no += "*"
				}
				prev = r.CheckNo
				d.text(xs[c]+2, fs.date(&r, "01/02/06"), 8, false)
				d.text(xs[c]+60, no, 8, false)
				d.rtext(xs[c]+250, negMoney(r.Cents), 8, false)
			}
			d.nl(11)
		}
		p.after = nil
		totalLine("Total checks", "-$"+money(total(checks)))
		d.y -= 6
		d.text(L+50, "Total # of checks", 8, false)
		d.rtext(R-2, fmt.Sprint(len(checks)), 8, false)
		d.nl(11)
		d.text(L, "* There is a gap in sequential check numbers", 7, false)
		d.nl(16)
	}

	if len(fees) > 0 {
		p.need(60)
		title("Service fees")
		cols()
		rows("Service fees", fees, true)
		// A notice row that is not a transaction.
		p.need(12)
		d.text(L+2, fs.End.Format("01/02/06"), 8, false)
		d.text(L+50, "Paper Statement Fee waived - you receive electronic statements", 8, false)
		d.rtext(R-2, "0.00", 8, false)
		d.nl(12)
		totalLine("Total service fees", "-$"+money(total(fees)))
		d.y -= 6
		d.text(L, "Note your Ending Balance already reflects the subtraction of Service Fees.", 7, false)
		d.nl(16)
	}

	// Daily ledger balances, two date/balance pairs across.
	e := famDayEnds(fs)
	famMust("americas daily", e[len(e)-1].B, fs.CloseP)
	per := (len(e) + 1) / 2
	p.need(min(float64(per)*11+40, 400))
	title("Daily ledger balances")
	xs := []float64{L, L + 266}
	heads := func() {
		d.ops = append(d.ops, op{Page: d.page, Kind: "rect", X: L, Y: d.y - 8, W: R - L, H: 11, Gray: 0.9})
		for _, x := range xs {
			d.text(x+2, "Date", 7.5, true)
			d.rtext(x+200, "Balance ($)", 7.5, true)
		}
		d.nl(12)
	}
	heads()
	p.after = func(d *doc) {
		title("Daily ledger balances - continued")
		heads()
	}
	for i := 0; i < per; i++ {
		p.need(11)
		for c := 0; c < 2; c++ {
			if k := c*per + i; k < len(e) {
				d.text(xs[c]+2, e[k].D.Format("01/02"), 8, false)
				d.rtext(xs[c]+200, signed(e[k].B), 8, false)
			}
		}
		d.nl(11)
	}
	p.after = nil

	// Notices.
	p.before = nil
	p.need(240)
	d.nl(14)
	d.text(L, "IMPORTANT INFORMATION: BANK DEPOSIT ACCOUNTS", 8.5, true)
	d.nl(12)
	for _, s := range []string{
		"How to Contact Us - You may call us at the telephone number listed on this statement. You may also write to us at Bank of the Americas, N.A., P.O. Box 15284, Wilmington, DE 19850.",
		"Updating your contact information - We encourage you to keep your contact information up-to-date. This includes address, email and phone number. If your information has changed, the easiest way to update it is by visiting the Help & Support tab of Online Banking.",
		"Deposit agreement - When you opened your account, you received a deposit agreement and fee schedule and agreed that your account would be governed by the terms of these documents, as we may amend them from time to time. These documents are part of the contract for your deposit account and govern all transactions relating to your account, including all deposits and withdrawals. Copies of both the deposit agreement and fee schedule which contain the current version of the terms and conditions of your account relationship may be obtained at our financial centers.",
		"Electronic transfers: In case of errors or questions about your electronic transfers - If you think your statement or receipt is wrong or you need more information about an electronic transfer (e.g., ATM transactions, direct deposits or withdrawals, point-of-sale transactions) on the statement or receipt, telephone or write us at the address and number listed on this statement as soon as you can. We must hear from you no later than 60 days after we sent you the FIRST statement on which the error or problem appeared. For business accounts, you must report it within 30 days.",
		"Reporting other problems - You must examine your statement carefully and promptly. You are in the best position to discover errors and unauthorized transactions on your account. If you fail to notify us in writing of suspected problems or an unauthorized transaction within the time period specified in the deposit agreement (which periods are no more than 60 days after we make the statement available to you and in some cases are 30 days or less), we are not liable to you for, and you agree not to make a claim against us for the problems or unauthorized transactions.",
		"Direct deposits - If you have arranged to have direct deposits made to your account at least once every 60 days from the same person or company, you may call us at 1.800.432.1000 to find out if the deposit was made as scheduled. You may also review your activity online or visit a financial center for information.",
	} {
		wrapPara(p, L, s, 165, 6.5, 8)
		d.nl(3)
	}

	fs.printTotals(shows{Credits: true, CountCredits: true, CountDebits: true, Daily: true})
	famPrintedOrder(fs, deps, card1, card2, other, checks, fees)
	d.finish()
	return d
}

// indexOf is the index in fs.Rows of row r (same date, description,
// amount and direction).
func indexOf(fs *fstmt, r frow) int {
	for i, x := range fs.Rows {
		if x.Date.Equal(r.Date) && x.Desc == r.Desc && x.Cents == r.Cents && x.Credit == r.Credit {
			return i
		}
	}
	return -1
}
