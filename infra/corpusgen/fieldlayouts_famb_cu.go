package main

import (
	"fmt"
	"strings"
	"time"
)

// ---- cudraft: a credit union member statement from "Northwoods
// Community Credit Union", printed the way credit union cores print them:
// furniture in a sans face, the accounts in a fixed-pitch face. Page 1:
// the credit union's address and phone numbers, a STATEMENT OF ACCOUNTS
// panel (member number, period, "Page 1 of N"), the member's address,
// an ANNOUNCEMENTS box (a holiday closing, a loan rate), and an ACCOUNT
// SUMMARY of both accounts (ID, description, Previous Balance, Deposits
// & Dividends, Withdrawals & Fees, New Balance). Then each account in
// turn: the SHARE SAVINGS (ID 00) and the SHARE DRAFT business checking
// (ID 10, the account the answer describes), each a Post Date | Eff Date
// | Transaction Description | Amount | Balance table opened by a
// "Previous Balance" row and closed by a "New Balance" row, with a
// signed amount (-125.00 for a withdrawal), descriptions in the core's
// "Deposit …"/"Withdrawal …" wording with ACH detail (TYPE: ID: DATA: CO:
// NAME: ENTRY CLASS CODE: ACH TRACE NUMBER:) running over two or three
// lines, the effective date beside the posting date (a card purchase
// takes effect the day it was authorized), share transfers on both
// accounts (and an overdraft transfer from the share in a low month),
// dividends with their APY on both accounts; the draft account closes
// with deposit and withdrawal counts and totals, a list of drafts paid
// and Reg DD fee totals; notices on the last page. The savings rows are
// not the answer's transactions.

func prepareCUDraft(fs *fstmt) {
	fbExtras(fs)
	// An overdraft transfer from the share on the first day the draft
	// ends below zero, in a month without transfers of its own.
	if fs.LowBalance && !fs.Transfers {
		for _, e := range fs.dayEnds() {
			if e.B < 0 && e.D.After(fs.Start.AddDate(0, 0, 2)) {
				amt := (-e.B/50000 + 1) * 50000
				fbInsert(fs, frow{txn: txn{Date: e.D, Desc: "OVERDRAFT TRANSFER FROM SHARE", Cents: amt, Credit: true, Category: "own_transfer"}})
				fs.rebalance()
				break
			}
		}
	}
	// The dividend on the draft: 0.050% on the average balance, credited
	// on the last day before the service charge.
	if avg := fs.avgDaily(); avg > 0 {
		if div := avg * 5 / 10000 / 12; div > 0 {
			fbInsert(fs, frow{txn: txn{Date: fs.End, Desc: "DIVIDEND", Cents: div, Credit: true, Category: "other"}})
			fs.rebalance()
		}
	}
	holder := fs.Holder
	card := digits(fs.Opening+29, 4)
	trace := func(v int64) string { return "0" + digits(v, 14) }
	for i := range fs.Rows {
		r := &fs.Rows[i]
		ymd := r.Date.Format("060102")
		d := r.Desc
		ach := func(sign, co, typ, id, data string) string {
			s := fmt.Sprintf("%s ACH %s TYPE: %s ID: %s", sign, co, typ, id)
			if data != "" {
				s += " DATA: " + data
			}
			return s + fmt.Sprintf(" CO: %s NAME: %s ENTRY CLASS CODE: CCD ACH TRACE NUMBER: %s", co, achName(holder), trace(r.Cents))
		}
		switch {
		case isCard(*r):
			r.Desc = fmt.Sprintf("Withdrawal POS #%s %s Card %s", digits(r.Cents*17, 12), fbMerchant(fs, d), card)
		case strings.HasPrefix(d, "REFUND "):
			r.Desc = fmt.Sprintf("Deposit POS Return #%s %s Card %s", digits(r.Cents*19, 12), fbMerchant(fs, "CARD PURCHASE 00/00 "+strings.TrimPrefix(d, "REFUND ")), card)
		case d == "REVERSAL OF SERVICE FEE":
			r.Desc = "Deposit Fee Refund Business Account Service Charge"
		case strings.HasPrefix(d, "SQUARE INC"):
			r.Desc = ach("Deposit", "SQUARE INC", "SQ"+ymd, "9424300002", "L2"+digits(r.Cents, 6))
		case strings.HasPrefix(d, "STRIPE TRANSFER "):
			r.Desc = ach("Deposit", "STRIPE", "TRANSFER", "1800948598", strings.TrimPrefix(d, "STRIPE TRANSFER "))
		case strings.HasPrefix(d, "ACH CREDIT "):
			rest := strings.TrimPrefix(d, "ACH CREDIT ")
			k := strings.Index(rest, " INV ")
			r.Desc = ach("Deposit", achName(rest[:k]), "PAYMENT", digits(int64(k)*9973, 10), "INV "+rest[k+5:])
		case strings.HasPrefix(d, "ORIG CO NAME:"):
			co := strings.TrimPrefix(d[:strings.Index(d, " ORIG ID:")], "ORIG CO NAME:")
			id := d[strings.Index(d, "ORIG ID:")+8:]
			id = id[:strings.Index(id, " ")]
			r.Desc = ach("Deposit", achName(co), "PAYMENT", id, "")
		case strings.HasPrefix(d, "MOBILE DEPOSIT"):
			r.Desc = "Deposit Remote Deposit Capture Items 1 Ref " + strings.TrimPrefix(d, "MOBILE DEPOSIT REF ")
		case strings.HasPrefix(d, "ADP PAYROLL"):
			r.Desc = ach("Withdrawal", "ADP WAGE PAY", "WAGE PAY", "9659605001", digits(r.Cents, 8))
		case d == "PAYROLL TAXES":
			r.Desc = ach("Withdrawal", "ADP TAX", "ADP TAX", "1223003001", digits(r.Cents, 8))
		case d == "TAX REFUND":
			r.Desc = ach("Deposit", "IRS TREAS 310", "TAX REF", "9101036151", "")
		case d == "RETURNED ITEM FEE":
			r.Desc = "Withdrawal Fee Returned Deposit Item"
		case strings.HasPrefix(d, "RETURNED ITEM "):
			r.Desc = "Withdrawal Returned Deposit Item NSF Deposited " + strings.TrimPrefix(d, "RETURNED ITEM ")
		case strings.HasPrefix(d, "ONLINE TRANSFER FROM SAV"):
			r.Desc = "Deposit Transfer From Share 00 Home Banking"
		case strings.HasPrefix(d, "ONLINE TRANSFER TO SAV"):
			r.Desc = "Withdrawal Transfer To Share 00 Home Banking"
		case d == "OVERDRAFT TRANSFER FROM SHARE":
			r.Desc = "Deposit Overdraft Transfer From Share 00"
		case d == "DIVIDEND":
			r.Desc = fmt.Sprintf("Deposit Dividend 0.050%% Annual Percentage Yield Earned 0.05%% from %s through %s", fs.Start.Format("01/02/06"), fs.End.Format("01/02/06"))
		case strings.HasPrefix(d, "UTILITY PMT "):
			co := strings.TrimPrefix(d, "UTILITY PMT ")
			r.Desc = ach("Withdrawal", co, "UTIL PYMT", digits(int64(len(co))*7919, 10), digits(r.Cents, 9))
		case strings.Contains(d, " FUNDING WIRE REF "):
			k := strings.Index(d, " FUNDING WIRE REF ")
			r.Desc = fmt.Sprintf("Deposit Wire %s LLC Fed Ref %s%s OBI %s", d[:k], r.Date.Format("20060102"), digits(r.Cents, 6), d[k+len(" FUNDING WIRE REF "):])
		case strings.HasSuffix(d, " ACH DEBIT PMT"):
			co := achName(strings.TrimSuffix(d, " ACH DEBIT PMT"))
			r.Desc = ach("Withdrawal", co, "ACH PMT", digits(int64(len(co))*4421, 10), "")
		case strings.HasSuffix(d, " LOAN PAYMENT ACH"):
			co := strings.TrimSuffix(d, " LOAN PAYMENT ACH")
			r.Desc = ach("Withdrawal", co, "LOAN PMT", digits(int64(len(co))*3331, 10), "")
		case strings.HasPrefix(d, "VENDOR PAYMENT WIRE OUT "):
			r.Desc = fmt.Sprintf("Withdrawal Wire %s Fed Ref %s%s", strings.TrimPrefix(d, "VENDOR PAYMENT WIRE OUT "), r.Date.Format("20060102"), digits(r.Cents, 6))
		case r.Category == "nsf_fee" && strings.HasPrefix(d, "NSF"):
			r.Desc = "Withdrawal Fee NSF Item Paid"
		case r.Category == "nsf_fee":
			r.Desc = "Withdrawal Fee Courtesy Pay"
		case d == "MONTHLY SERVICE FEE":
			r.Desc = "Withdrawal Fee Business Account Service Charge"
		}
	}
}

// cuEff is the effective date printed beside a row's posting date.
func cuEff(r frow) time.Time {
	if strings.HasPrefix(r.Desc, "Withdrawal POS") {
		return fbBizDayBefore(r.Date)
	}
	return r.Date
}

// cuSign prints a signed amount.
func cuSign(r frow) string {
	if r.Credit {
		return money(r.Cents)
	}
	return "-" + money(r.Cents)
}

func drawCUDraft(fs *fstmt) *doc {
	const (
		L, R   = 36.0, 576.0
		bottom = 716.0
		size   = 7.5
		lh     = 9.0
	)
	d := newDoc()
	member := fs.AccountNo[4:10]
	period := fs.Start.Format("01/02/06") + " - " + fs.End.Format("01/02/06")
	cu := "Northwoods Community Credit Union"
	xPost, xEff, xDesc, xAmt, xBal := L+2, 74.0, 112.0, 470.0, R-2
	curAcct := ""
	inTable := false
	head := func(d *doc) {
		d.fbBand(L, d.y-8, R, 11, 0.88)
		d.text(xPost, "Post", 7, true)
		d.text(xEff, "Eff", 7, true)
		d.text(xDesc, "Transaction Description", 7, true)
		d.rtext(xAmt, "Amount", 7, true)
		d.rtext(xBal, "Balance", 7, true)
		d.nl(11)
	}
	d.header = func(d *doc) {
		d.y = 80
		if inTable {
			d.text(L, curAcct+" (continued)", 8.5, true)
			d.nl(13)
			head(d)
		}
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		if page > 1 {
			d.fbAt(L, 44, cu, 9, true, false)
			d.fbAt(R, 44, fmt.Sprintf("Member # %s   Statement Period %s   Page %d of %d", member, period, page, total), 7.5, false, true)
			d.fbRule(L, R, 50, 0.4)
		} else {
			d.fbAt(R-8, 84, fmt.Sprintf("Page %d of %d", page, total), 8, false, true)
		}
		d.fbAt(L, 752, "Federally insured by NCUA", 6.5, true, false)
		d.fbAt(306, 752, "EQUAL HOUSING OPPORTUNITY", 6.5, false, false)
		d.fbAt(R, 752, fmt.Sprintf("%s-%03d", fs.End.Format("0601"), page), 6.5, false, true)
	})
	// Page 1.
	d.y = 48
	d.text(L, cu, 14, true)
	d.nl(11)
	for _, l := range []string{"PO Box 4410  Duluth, MN 55802-4410", "(218) 555-0134  •  Toll free 1-800-555-0177  •  northwoodscu.org",
		"Routing Number 291975513"} {
		d.text(L, l, 7.5, false)
		d.nl(9)
	}
	d.fbBox(392, 40, R, 52, 0.3)
	d.fbBand(392, 40, R, 12, 0.25)
	d.ops = append(d.ops, op{Page: 1, X: 400, Y: 49, Text: "STATEMENT OF ACCOUNTS", Size: 8, Bold: true, Gray: 1})
	d.fbAt(400, 62, "Member Number", 7.5, false, false)
	d.fbAt(R-8, 62, member, 7.5, true, true)
	d.fbAt(400, 73, "Statement Period", 7.5, false, false)
	d.fbAt(R-8, 73, period, 7.5, false, true)
	d.y = 124
	for _, l := range []string{fs.Holder, fs.Street, fs.City} {
		d.text(62, l, 9, false)
		d.nl(11)
	}
	// Announcements.
	d.y = 116
	d.fbBox(330, 106, R, 66, 0.5)
	d.text(338, "ANNOUNCEMENTS", 7.5, true)
	d.nl(9.5)
	holiday := "Monday, February 16, 2026 for Presidents' Day"
	if fs.Start.Month() == time.November || fs.Start.Month() == time.December {
		holiday = "Thursday, December 25, 2025 and Thursday, January 1, 2026"
	}
	for _, l := range wrapWords("All branches will be closed "+holiday+". Business term loans from 6.24% APR* for 36 months; lines of credit up to $250,000. *APR = Annual Percentage Rate, as of "+fs.End.Format("01/02/2006")+"; rates subject to change.", 62) {
		d.text(338, l, 7, false)
		d.nl(8.5)
	}

	// The savings account mirrors the draft's transfers and earns a
	// dividend; it never goes below its $5.00 par value.
	var sav []frow
	var savIn, savOut int64
	for _, r := range fs.Rows {
		if r.Category != "own_transfer" {
			continue
		}
		m := frow{txn: txn{Date: r.Date, Cents: r.Cents, Credit: !r.Credit}}
		switch {
		case strings.HasPrefix(r.Desc, "Deposit Overdraft"):
			m.Desc = "Withdrawal Overdraft Transfer To Share 10"
		case r.Credit:
			m.Desc = "Withdrawal Transfer To Share 10 Home Banking"
		default:
			m.Desc = "Deposit Transfer From Share 10 Home Banking"
		}
		if m.Credit {
			savIn += m.Cents
		} else {
			savOut += m.Cents
		}
		sav = append(sav, m)
	}
	savOpen := 500 + savOut + 250000 + fs.Opening%700000
	savDiv := (savOpen + savIn/2) * 10 / 10000 / 12
	if savDiv > 0 {
		sav = append(sav, frow{txn: txn{Date: fs.End, Cents: savDiv, Credit: true,
			Desc: fmt.Sprintf("Deposit Dividend 0.100%% Annual Percentage Yield Earned 0.10%% from %s through %s", fs.Start.Format("01/02/06"), fs.End.Format("01/02/06"))}})
	}
	bal := savOpen
	for i := range sav {
		if sav[i].Credit {
			bal += sav[i].Cents
		} else {
			bal -= sav[i].Cents
		}
		sav[i].Balance = bal
		if bal < 500 {
			panic("cudraft: share below par")
		}
	}
	savClose := bal
	dep, ncr := fs.credits()
	wd, ndb := fs.debits()

	// ACCOUNT SUMMARY.
	d.y = 196
	d.text(L, "ACCOUNT SUMMARY", 9, true)
	d.nl(6)
	d.fbRule(L, R, d.y, 0.2)
	d.nl(10)
	sc := []struct {
		x     float64
		right bool
	}{{L + 2, false}, {64, false}, {330, true}, {410, true}, {490, true}, {R - 2, true}}
	for k, h := range []string{"ID", "Account Description", "Previous Balance", "Deposits & Dividends", "Withdrawals & Fees", "New Balance"} {
		d.fbAt(sc[k].x, d.y, h, 7, true, sc[k].right)
	}
	d.nl(10)
	save := d.font
	d.font = "mono"
	var sIn, sOut int64
	for _, r := range sav {
		if r.Credit {
			sIn += r.Cents
		} else {
			sOut += r.Cents
		}
	}
	for _, row := range [][6]string{{"00", "SHARE SAVINGS", money(savOpen), money(sIn), money(sOut), money(savClose)},
		{"10", "SHARE DRAFT - BUSINESS CHECKING", signed(fs.OpenP), money(dep), money(wd), signed(fs.CloseP)}} {
		for k, v := range row {
			d.fbAt(sc[k].x, d.y, v, size, false, sc[k].right)
		}
		d.nl(lh)
	}
	d.font = save
	d.fbRule(L, R, d.y-6, 0.5)
	d.nl(3)
	d.text(64, "Total of All Shares", 7.5, true)
	d.rtext(330, signed(savOpen+fs.OpenP), 7.5, true)
	d.rtext(R-2, signed(savClose+fs.CloseP), 7.5, true)
	d.nl(20)

	section := func(title, sub string, open, close int64, rows []frow, tail func()) {
		curAcct = title
		d.fbBreak(60, bottom, 0)
		d.fbBand(L, d.y-10, R, 14, 0.2)
		d.ops = append(d.ops, op{Page: d.page, X: L + 6, Y: d.y, Text: title, Size: 8.5, Bold: true, Gray: 1})
		d.nl(14)
		d.text(L+2, sub, 7.5, false)
		d.nl(12)
		head(d)
		inTable = true
		d.font = "mono"
		line := func(post, eff, desc, amt, bal string, bold bool) {
			lines := wrapWords(desc, 56)
			d.fbBreak(lh*float64(len(lines)), bottom, 0)
			d.font = "mono"
			d.text(xPost, post, size, bold)
			d.text(xEff, eff, size, bold)
			d.rtext(xAmt, amt, size, bold)
			d.rtext(xBal, bal, size, bold)
			for _, l := range lines {
				d.text(xDesc, l, size, bold)
				d.nl(lh)
			}
		}
		line(fs.Start.Format("01/02"), "", "Previous Balance", "", signed(open), true)
		for i := range rows {
			r := &rows[i]
			desc := r.Desc
			if r.CheckNo > 0 {
				desc = fmt.Sprintf("Draft %d", r.CheckNo)
			}
			line(fs.date(r, "01/02"), cuEff(*r).Format("01/02"), desc, cuSign(*r), signed(r.Balance), false)
		}
		line(fs.End.Format("01/02"), "", "New Balance", "", signed(close), true)
		inTable = false
		d.font = save
		d.nl(4)
		tail()
		d.nl(10)
	}
	section("SHARE SAVINGS   ID 00", "Dividend rate 0.100%  •  Annual Percentage Yield 0.10%  •  Dividends compounded and credited monthly", savOpen, savClose, sav, func() {
		d.text(L+2, fmt.Sprintf("Dividends Paid Year-to-Date %s      Minimum balance (par value) $5.00", usd(savDiv*int64(int(fs.End.Month())))), 7.5, false)
		d.nl(10)
	})
	section("SHARE DRAFT - BUSINESS CHECKING   ID 10", "MICR Account Number "+fs.AccountNo+"  •  Dividend rate 0.050%  •  APY 0.05%", fs.OpenP, fs.CloseP, fs.visible(), func() {
		d.fbBreak(40, bottom, 0)
		d.text(L+2, fmt.Sprintf("Total Deposits and Credits (%d)", ncr), 7.5, true)
		d.rtext(xAmt, money(dep), 7.5, true)
		d.nl(10)
		d.text(L+2, fmt.Sprintf("Total Withdrawals and Debits (%d)", ndb), 7.5, true)
		d.rtext(xAmt, "-"+money(wd), 7.5, true)
		d.nl(14)
		if checks := fs.pick(isCheck); len(checks) > 0 {
			d.fbBreak(24+9*float64((len(checks)+2)/3), bottom, 0)
			d.text(L+2, "DRAFTS PAID", 8, true)
			d.text(L+70, "(* indicates a break in draft number sequence)", 7, false)
			d.nl(10)
			per := (len(checks) + 2) / 3
			for q := 0; q < 3; q++ {
				x := L + 2 + float64(q)*180
				d.fbAt(x, d.y, "Draft #", 7, true, false)
				d.fbAt(x+56, d.y, "Date", 7, true, false)
				d.fbAt(x+150, d.y, "Amount", 7, true, true)
			}
			d.nl(9)
			d.font = "mono"
			for k := 0; k < per; k++ {
				for q := 0; q < 3; q++ {
					n := q*per + k
					if n >= len(checks) {
						continue
					}
					c := checks[n]
					no := fmt.Sprint(c.CheckNo)
					if n > 0 && checks[n-1].CheckNo+1 != c.CheckNo {
						no += "*"
					}
					x := L + 2 + float64(q)*180
					d.fbAt(x, d.y, no, size, false, false)
					d.fbAt(x+56, d.y, fs.date(&c, "01/02"), size, false, false)
					d.fbAt(x+150, d.y, money(c.Cents), size, false, true)
				}
				d.nl(lh)
			}
			d.font = save
			d.nl(6)
		}
		var cp, nsf int64
		for _, r := range fs.Rows {
			switch r.Desc {
			case "Withdrawal Fee Courtesy Pay":
				cp += r.Cents
			case "Withdrawal Fee NSF Item Paid", "Withdrawal Fee Returned Deposit Item":
				nsf += r.Cents
			}
		}
		d.fbBreak(36, bottom, 0)
		d.rtext(400, "Total For This Period", 7, true)
		d.rtext(500, "Total Year-To-Date", 7, true)
		d.nl(9)
		ytd := int64(fs.End.Month()-1) * 3000
		d.text(L+2, "Total Courtesy Pay (Overdraft) Fees", 7.5, false)
		d.rtext(400, usd(cp), 7.5, false)
		d.rtext(500, usd(cp+ytd), 7.5, false)
		d.nl(9)
		d.text(L+2, "Total Returned Item (NSF) Fees", 7.5, false)
		d.rtext(400, usd(nsf), 7.5, false)
		d.rtext(500, usd(nsf), 7.5, false)
		d.nl(9)
	})
	// Notices.
	for _, p := range []struct{ title, body string }{
		{"COURTESY PAY", "Courtesy Pay is a discretionary service. We may pay an item that overdraws your share draft account by up to $500.00 ($1,000.00 for business members in good standing) for a fee of $30.00 per item, up to 4 items ($120.00) per day. Items of $10.00 or less are not charged a fee. You may link your Share Savings (ID 00) for overdraft transfers at no charge."},
		{"IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC TRANSFERS", "Call us at (218) 555-0134 or 1-800-555-0177, or write to Northwoods Community Credit Union, Attn: Member Services, PO Box 4410, Duluth, MN 55802-4410 as soon as you can if you think your statement or receipt is wrong or if you need more information about a transfer listed on the statement or receipt. We must hear from you no later than 60 days after we sent the FIRST statement on which the problem or error appeared. (1) Tell us your name and account number. (2) Describe the error or the transfer you are unsure about. (3) Tell us the dollar amount of the suspected error. We will investigate your complaint and will correct any error promptly. If we take more than 10 business days (20 for new accounts) to do this, we will credit your account for the amount you think is in error."},
		{"DIVIDENDS", fmt.Sprintf("Dividends are calculated by the average daily balance method and are compounded and credited monthly. The dividend period for this statement began %s and ended %s. Rates are set by the Board of Directors and may change at any time.", fs.Start.Format("01/02/2006"), fs.End.Format("01/02/2006"))},
	} {
		d.fbBreak(40, bottom, 0)
		d.text(L, p.title, 7.5, true)
		d.nl(9)
		d.fbPara(L, p.body, 165, 6.5, 8, bottom, 0, false)
		d.nl(6)
	}
	fs.Notes = append(fs.Notes, "Two accounts in one member statement: the answer is the share draft (business checking, ID 10, MICR account number); the share savings (ID 00) rows and balances are not its transactions. Drafts (checks) are printed as 'Draft 1234' and answered as CHECK #1234.")
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "every_row"})
	d.finish()
	return d
}
