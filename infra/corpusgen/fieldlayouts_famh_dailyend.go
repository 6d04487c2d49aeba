package main

import (
	"fmt"
	"strings"
)

// ---- dailyend: a large bank's business checking statement as its
// statement service renders it to HTML and prints it with Chromium
// (Juniper Ridge Bank).
//
// Modelled conventions: the period as "January 1, 2026 through January
// 31, 2026"; a CHECKING SUMMARY with Instances and Amount columns
// (Beginning Balance; Deposits and Additions; Checks Paid; ATM & Debit
// Card Withdrawals; Electronic Withdrawals; Other Withdrawals; Fees;
// Ending Balance), so there is one credit total and count but the debits
// are split; hidden markers in the text layer (*start*checking summary,
// *end*checking summary, *start*transaction history, …) in 1 px white
// text; one Transaction history table Date | Check Number | Description
// | Deposits/Credits | Withdrawals/Debits | Ending daily balance, the date
// ("Jan 14, 2026") only on a day's first row and the balance only on its
// last, checks as "Check" with the number in its own column, a "Totals"
// row; purchase rows "Purchase authorized on 01/12 … Card 4471", ACH rows
// with their ORIG CO NAME … TRN addenda in the busy months; a Monthly
// service fee summary, an overdraft and returned item fee table with year
// to date, a line-of-credit insert and the error-resolution notice, all
// full of figures that are not transactions; "Page x of y" in the
// Chromium footer.
//
// PDF mechanics: a letter-spaced title (CSS letter-spacing) and
// small-capital section heads (font-variant), the activity in a condensed
// face (Nimbus Sans Narrow) at 6.5-7.5 pt, white heads on a dark bar,
// shaded alternate rows and rules, a logo drawn as an SVG, a watermark
// word (ORIGINAL or COPY) fixed on every page behind the text, the
// Ending daily balance figures printed a little left of their heading,
// and a description column narrow enough that most descriptions wrap.
func init() {
	hFamilies = append(hFamilies, fFamily{
		ID: 0, Name: "dailyend", Bank: "Juniper Ridge Bank",
		Aliases: []string{"Juniper Ridge Bank, N.A.", "Juniper Ridge", "JUNIPER RIDGE BANK"},
		Prepare: prepareDailyend, Markup: htmlDailyend, PageOfN: true,
		Docs: []cDoc{{Variant: 0, Producer: "chromium"}, {Variant: 1, Producer: "chromium"},
			{Variant: 2, Producer: "chromium"}, {Variant: 3, Producer: "chromium"}},
	})
}

// deCard is the last four of the holder's debit card.
func deCard(fs *fstmt) string { return digits(fs.Opening*29+3, 4) }

func prepareDailyend(fs *fstmt) {
	famRenumberChecks(fs)
	info := famClassify(fs)
	city, st := famCityState(fs)
	long := fs.LongDescs
	card := deCard(fs)
	sav := digits(fs.Opening*31+17, 4)
	addenda := func(i int, party, descr string) string {
		r := fs.Rows[i]
		return "Orig CO Name:" + famTitle(party) + " Orig ID:" + famDigits(fs, i, "oid", 10) + " Desc Date:" + r.Date.Format("060102") +
			" CO Entry Descr:" + descr + " Sec:CCD Trace#:" + famDigits(fs, i, "trace", 15) + " Eed:" + r.Date.Format("060102") +
			" Ind ID:" + famDigits(fs, i, "ind", 9) + " Ind Name:" + famTitle(fs.Holder) + " Trn: " + famDigits(fs, i, "trn", 10) + "Tc"
	}
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		switch r.Code {
		case kSquare:
			r.Desc = "Square Inc Deposit " + famAlnum(fs, i, "sq", 10) + " " + famTitle(fs.Holder)
		case kStripe:
			r.Desc = "Stripe Transfer " + strings.TrimPrefix(in.Ref, "ST-") + " " + famTitle(fs.Holder)
		case kClover:
			r.Desc = "Clover Merch Dep " + famDigits(fs, i, "cl", 12)
		case kShopify:
			r.Desc = "Shopify Transfer " + famAlnum(fs, i, "sh", 12)
		case kACHIn:
			if long && i%2 == 0 {
				r.Desc = addenda(i, in.Party, "Payment")
			} else {
				r.Desc = famTitle(in.Party) + " Payment " + famDigits(fs, i, "pay", 8)
			}
		case kTaxRefund:
			r.Desc = "IRS Treas 310 Tax Ref " + famDigits(fs, i, "irs", 15)
		case kZelleIn:
			r.Desc = "Zelle From " + famTitle(in.Party) + " on " + r.Date.Format("01/02") + " Ref # " + famAlnum(fs, i, "zi", 11)
		case kMobile:
			r.Desc = "Mobile Deposit : Ref Number :" + famDigits(fs, i, "mob", 12)
		case kBranchDep:
			r.Desc = "Deposit " + famDigits(fs, i, "dep", 10)
		case kXferIn:
			r.Desc = "Online Transfer From Sav ...." + sav + " Transaction#: " + famDigits(fs, i, "xi", 11)
		case kRefund:
			r.Desc = "Purchase Return authorized on " + in.AuthDay.Format("01/02") + " " + famTitle(in.Party) + " " + famTitle(city) + " " + st + " Card " + card
		case kFeeRev:
			r.Desc = "Overdraft Fee Reversal"
		case kFunding:
			r.Desc = "Fedwire Credit Via: Cross River Bank B/O: " + famTitle(in.Party) + " Ref: " + famAlnum(fs, i, "fw", 14)
		case kCard:
			r.Desc = "Purchase authorized on " + in.AuthDay.Format("01/02") + " " + famTitle(in.Party) + " " + famTitle(city) + " " + st
			if long {
				r.Desc += " S" + famDigits(fs, i, "s3", 15)
			}
			r.Desc += " Card " + card
		case kRecurring:
			r.Desc = "Recurring Payment authorized on " + in.AuthDay.Format("01/02") + " " + famTitle(in.Party) + " Card " + card
		case kCardPin:
			r.Desc = "Purchase with PIN on " + r.Date.Format("01/02") + " " + famTitle(in.Party) + " " + famTitle(city) + " " + st + " Card " + card
		case kATM:
			r.Desc = "ATM Withdrawal authorized on " + r.Date.Format("01/02") + " " + famTitle(fs.Street) + " " + famTitle(city) + " " + st + " Card " + card
		case kCheck:
		case kPayroll:
			if long {
				r.Desc = addenda(i, "ADP Wage Pay", "Wage Pay")
			} else {
				r.Desc = "ADP Wage Pay " + in.Ref + " " + famTitle(fs.Holder)
			}
		case kPayrollTax:
			r.Desc = "IRS Usataxpymt " + famDigits(fs, i, "eft", 15)
		case kUtility:
			r.Desc = famTitle(in.Party) + " Bill Pay " + famDigits(fs, i, "u", 9)
		case kBillPay:
			r.Desc = "Online Bill Payment to " + famTitle(in.Party) + " Ref " + famDigits(fs, i, "bp", 8)
		case kZelleOut:
			r.Desc = "Zelle to " + famTitle(in.Party) + " on " + r.Date.Format("01/02") + " Ref # " + famAlnum(fs, i, "zo", 11)
		case kXferOut:
			r.Desc = "Online Transfer to Sav ...." + sav + " Transaction#: " + famDigits(fs, i, "xo", 11)
		case kMCAPay:
			if long {
				r.Desc = addenda(i, in.Party, "ACH Pmt")
			} else {
				r.Desc = famTitle(in.Party) + " ACH Pmt " + famDigits(fs, i, "mca", 10)
			}
		case kLoanPay:
			r.Desc = famTitle(in.Party) + " Loan Pmt " + famDigits(fs, i, "ln", 10)
		case kWireOut:
			r.Desc = "Wire Trans Svc Debit Bnf: " + famTitle(in.Party) + " LLC ID: " + famAlnum(fs, i, "wo", 12)
		case kReturned:
			r.Desc = "Deposited Item Returned Unpaid Check " + famDigits(fs, i, "rck", 4)
		case kNSF:
			r.Desc = "Returned Item Fee for an item presented " + fs.Rows[max(0, in.Trigger)].Date.Format("01/02")
		case kOD:
			r.Desc = "Overdraft Fee for a Transaction Posted on " + fs.Rows[max(0, in.Trigger)].Date.Format("01/02")
		case kMonthly:
			r.Desc = "Monthly Service Fee"
		}
	}
}

// deGroups are the CHECKING SUMMARY's debit lines.
var deGroups = []struct {
	Title string
	Codes []string
}{
	{"Checks Paid", []string{kCheck}},
	{"ATM & Debit Card Withdrawals", []string{kCard, kCardPin, kRecurring, kATM}},
	{"Electronic Withdrawals", []string{kPayroll, kPayrollTax, kUtility, kBillPay, kZelleOut, kXferOut, kMCAPay, kLoanPay, kWireOut}},
	{"Other Withdrawals", []string{kReturned}},
	{"Fees", []string{kNSF, kOD, kMonthly}},
}

func htmlDailyend(fs *fstmt, producer string) string {
	var b strings.Builder
	rows := fs.visible()
	last4 := fs.AccountNo[len(fs.AccountNo)-4:]
	var cr, db, od, nsf int64
	var ncr, ndb int
	for _, r := range rows {
		if r.Credit {
			cr += r.Cents
			ncr++
		} else {
			db += r.Cents
			ndb++
		}
		switch r.Code {
		case kOD:
			od += r.Cents
		case kNSF:
			nsf += r.Cents
		}
	}
	famMust("dailyend ending", fs.OpenP+cr-db, fs.CloseP)
	period := fs.Start.Format("January 2, 2006") + " through " + fs.End.Format("January 2, 2006")
	wm, size, descW := "ORIGINAL", 7.5, 30
	switch fs.Variant {
	case 1:
		wm, descW = "COPY", 26
	case 2:
		size = 7
	case 3:
		size, descW = 6.5, 28
	}
	mark := func(s string) string { return `<span class="mk">*` + s + `</span>` }
	fmt.Fprintf(&b, `<!doctype html><html><head><meta charset="utf-8"><title>Juniper Ridge Bank statement</title><style>
@page { size: Letter; margin: 0.45in 0.45in 0.65in 0.45in;
  @bottom-left { content: "Juniper Ridge Bank, N.A.  Member FDIC  ·  Account ending %s"; font-family: 'Nimbus Sans', sans-serif; font-size: 6.5pt; color: #555; }
  @bottom-right { content: "Page " counter(page) " of " counter(pages); font-family: 'Nimbus Sans', sans-serif; font-size: 6.5pt; color: #555; } }
body { font-family: 'Nimbus Sans', sans-serif; font-size: 8pt; color: #1b1b1b; margin: 0; }
.wm { position: fixed; top: 3.4in; left: 0.6in; font: bold 92pt 'Nimbus Sans', sans-serif; color: #eef0ee; transform: rotate(-32deg); z-index: -1; }
.mk { font-size: 1px; color: #fff; }
table { border-collapse: collapse; }
.top td { vertical-align: top; }
.brand { font: bold 15pt 'URW Gothic', sans-serif; color: #234b33; letter-spacing: 0.5pt; }
.brand small { display: block; font: 7pt 'Nimbus Sans', sans-serif; color: #555; letter-spacing: 0; }
.ttl { font: bold 9pt 'Nimbus Sans', sans-serif; letter-spacing: 4pt; color: #234b33; text-align: right; }
.meta { text-align: right; font-size: 7.5pt; line-height: 1.45; }
.addr { margin: 16pt 0 0 30pt; font-size: 8.5pt; line-height: 1.35; }
h2 { font: bold 9pt 'C059', serif; font-variant: small-caps; letter-spacing: 0.6pt; color: #234b33; border-bottom: 1.2pt solid #234b33; margin: 14pt 0 4pt 0; padding-bottom: 1pt; }
.sum { width: 62%%; font-size: 8pt; }
.sum th { background: #234b33; color: #fff; font-weight: bold; padding: 2pt 5pt; text-align: right; }
.sum th.l { text-align: left; }
.sum td { padding: 2pt 5pt; border-bottom: 0.4pt solid #c9d3cc; }
.sum td.n { text-align: right; white-space: nowrap; }
.sum tr.end td { font-weight: bold; border-top: 0.8pt solid #234b33; }
.act { width: 100%%; table-layout: fixed; font-family: 'Nimbus Sans Narrow', 'Nimbus Sans', sans-serif; font-size: %.1fpt; }
.act th { background: #234b33; color: #fff; font-weight: bold; padding: 2pt 3pt; text-align: left; vertical-align: bottom; line-height: 1.15; }
.act th.n { text-align: right; }
.act td { padding: 1.8pt 3pt; vertical-align: top; border-bottom: 0.3pt solid #d6ddd8; line-height: 1.2; }
.act tr:nth-child(even) td { background: #eef3ef; }
.act td.n { text-align: right; white-space: nowrap; }
.act td.bal { text-align: right; white-space: nowrap; padding-right: 14pt; }
.act tr.tot td { font-weight: bold; border-top: 0.9pt solid #234b33; background: #fff; }
.box { border: 0.8pt solid #234b33; padding: 5pt 7pt; margin-top: 10pt; font-size: 7pt; line-height: 1.4; }
.box b { color: #234b33; }
.fees { font-size: 7.5pt; margin-top: 3pt; }
.fees td, .fees th { border: 0.4pt solid #8aa394; padding: 1.5pt 5pt; }
.fees td.n, .fees th.n { text-align: right; }
.legal { font-size: 6.5pt; line-height: 1.35; color: #333; margin-top: 10pt; }
</style></head><body><div class="wm">%s</div>`, last4, size, wm)

	fmt.Fprintf(&b, `<table class="top" style="width:100%%"><tr><td><svg width="30" height="30" viewBox="0 0 30 30" style="float:left;margin-right:6pt"><circle cx="15" cy="15" r="14" fill="#234b33"/><path d="M15 5 L24 22 L6 22 Z" fill="#fff"/><path d="M15 11 L20 21 L10 21 Z" fill="#7fae8c"/></svg><div class="brand">Juniper Ridge<small>Bank, N.A. &middot; PO Box 8800 &middot; Boise, ID 83707</small></div></td>
<td><div class="ttl">BUSINESS CHECKING STATEMENT</div><div class="meta">%s<br>Account Number: %s<br>Customer Service: 1-800-555-0148<br>jrbank.com/business</div></td></tr></table>`,
		esc(period), "000000"+fs.AccountNo[len(fs.AccountNo)-8:])
	fmt.Fprintf(&b, `<div class="addr">%s<br>%s<br>%s</div>`, esc(fs.Holder), esc(fs.Street), esc(fs.City))

	// CHECKING SUMMARY: instances and amounts.
	b.WriteString(mark("start*checking summary"))
	fmt.Fprintf(&b, `<h2>Checking Summary</h2><table class="sum"><tr><th class="l"></th><th>Instances</th><th>Amount</th></tr>`)
	fmt.Fprintf(&b, `<tr><td>Beginning Balance</td><td class="n"></td><td class="n">%s</td></tr>`, famfUSDHyphen(fs.OpenP))
	fmt.Fprintf(&b, `<tr><td>Deposits and Additions</td><td class="n">%d</td><td class="n">%s</td></tr>`, ncr, money(cr))
	var split int64
	for _, g := range deGroups {
		var t int64
		n := 0
		for _, r := range rows {
			if famCode(g.Codes...)(r) {
				t += r.Cents
				n++
			}
		}
		split += t
		if n == 0 {
			continue
		}
		fmt.Fprintf(&b, `<tr><td>%s</td><td class="n">%d</td><td class="n">-%s</td></tr>`, esc(g.Title), n, money(t))
	}
	famMust("dailyend summary debits", split, db)
	fmt.Fprintf(&b, `<tr class="end"><td>Ending Balance</td><td class="n">%d</td><td class="n">%s</td></tr></table>`, len(rows), famfUSDHyphen(fs.CloseP))
	b.WriteString(mark("end*checking summary"))

	// Transaction history.
	b.WriteString(mark("start*transaction history"))
	fmt.Fprintf(&b, `<h2>Transaction History</h2><table class="act"><colgroup><col style="width:11%%"><col style="width:7%%"><col style="width:%d%%"><col style="width:12%%"><col style="width:12%%"><col style="width:13%%"></colgroup>
<thead><tr><th>Date</th><th>Check<br>Number</th><th>Description</th><th class="n">Deposits/<br>Credits</th><th class="n">Withdrawals/<br>Debits</th><th class="n">Ending daily<br>balance</th></tr></thead><tbody>`, descW)
	// The description column takes what the others leave.
	for k, r := range rows {
		date := ""
		if k == 0 || !rows[k-1].Date.Equal(r.Date) {
			date = fs.date(&r, "Jan 2, 2006")
		}
		chk, desc := "", esc(r.Desc)
		if r.Code == kCheck {
			chk, desc = fmt.Sprint(r.CheckNo), "Check"
		}
		in, out := "", ""
		if r.Credit {
			in = money(r.Cents)
		} else {
			out = money(r.Cents)
		}
		bal := ""
		if lastOfDay(rows, k) {
			bal = signed(r.Balance)
		}
		fmt.Fprintf(&b, `<tr><td>%s</td><td>%s</td><td>%s</td><td class="n">%s</td><td class="n">%s</td><td class="bal">%s</td></tr>`,
			date, chk, desc, in, out, bal)
	}
	fmt.Fprintf(&b, `<tr class="tot"><td colspan="3">Ending balance on %s &nbsp; Totals</td><td class="n">$%s</td><td class="n">$%s</td><td class="bal">%s</td></tr></tbody></table>`,
		fs.End.Format("1/2"), money(cr), money(db), signed(fs.CloseP))
	b.WriteString(mark("end*transaction history"))
	b.WriteString(`<div class="legal">The Ending Daily Balance does not reflect any pending withdrawals or holds on deposited funds that may have been outstanding on your account when your transactions posted. If you had insufficient available funds when a transaction posted, fees may have been assessed.</div>`)

	// Monthly service fee summary.
	minBal, minDay := fbMinBal(fs)
	avg := fs.avgDaily()
	b.WriteString(mark("start*service fee summary"))
	fmt.Fprintf(&b, `<h2>Monthly service fee summary</h2><div class="box">For the fee period %s - %s the standard monthly service fee of <b>$15.00</b> was charged. To avoid the fee next period keep <b>$2,500.00</b> minimum daily balance (yours: %s on %s) or <b>$5,000.00</b> average ledger balance (yours: %s), or make 10 or more debit card purchases of at least $5.00 each. Enclosures: 0. Number of items deposited over the first 150 free items: 0 at $0.50 each.</div>`,
		fs.Start.Format("01/02/2006"), fs.End.Format("01/02/2006"), famfUSDHyphen(minBal), minDay.Format("01/02"), famfUSDHyphen(avg))
	var odPrior, nsfPrior int64
	if fs.Start.Year() == fs.End.Year() && fs.Start.Month() != 1 {
		odPrior, nsfPrior = 2*3500, 1*3500
	}
	yOD, yNSF := od+odPrior, nsf+nsfPrior
	if fs.Start.Year() != fs.End.Year() {
		yOD, yNSF = 0, 0
		for _, r := range rows {
			if r.Date.Year() == fs.End.Year() {
				switch r.Code {
				case kOD:
					yOD += r.Cents
				case kNSF:
					yNSF += r.Cents
				}
			}
		}
	}
	fmt.Fprintf(&b, `<table class="fees"><tr><th></th><th class="n">Total for this period</th><th class="n">Total year-to-date</th></tr><tr><td>Total Overdraft Fees</td><td class="n">$%s</td><td class="n">$%s</td></tr><tr><td>Total Returned Item Fees</td><td class="n">$%s</td><td class="n">$%s</td></tr></table>`,
		money(od), money(yOD), money(nsf), money(yNSF))
	b.WriteString(mark("end*service fee summary"))

	fmt.Fprintf(&b, `<div class="box"><b>GROW WITH A JUNIPER RIDGE BUSINESS LINE OF CREDIT.</b> Borrow $10,000 to $250,000 at Prime + 1.25%% (8.75%% APR as of %s), no annual fee in year one and no prepayment penalty. Link it as overdraft protection and each advance is $12.50 instead of a $35.00 overdraft fee. Offer ends %s. Call 1-800-555-0148, option 4.</div>`,
		fs.End.Format("01/02/2006"), fs.End.AddDate(0, 3, 0).Format("January 2, 2006"))
	fmt.Fprintf(&b, `<div class="legal"><p><b>In case of errors or questions about your electronic transfers</b>, telephone us at 1-800-555-0148 or write us at Juniper Ridge Bank, P.O. Box 8800, Boise, ID 83707 as soon as you can. We must hear from you no later than 60 days after we sent you the FIRST statement on which the problem or error appeared. Give us your name and account number (ending %s), describe the error and the dollar amount of the suspected error. We will investigate your complaint and correct any error promptly; if we take more than 10 business days (20 for new accounts) we will credit your account for the amount you think is in error, so that you will have use of the money during the time it takes us to complete our investigation, up to 45 days (90 days for point-of-sale and foreign transactions).</p>
<p>Overdraft fee $35.00 per item, up to 3 per business day ($105.00); no fee on items of $5.00 or less or when the account is overdrawn by $50.00 or less at the end of the day. Returned item fee $35.00. Juniper Ridge Bank, N.A. Member FDIC. Equal Housing Lender.</p></div></body></html>`, last4)

	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, Running: "day_end"})
	fs.Notes = append(fs.Notes, "The CHECKING SUMMARY gives instances and amounts of the deposits and of each kind of withdrawal (no single debit count); its Ending Balance instances are all rows. Hidden *start*/*end* markers in 1 px white text name the sections. The date is printed only on a day's first row and the Ending daily balance only on its last. Checks are printed as 'Check' with the number in the Check Number column. The Totals row, the monthly service fee summary (minimum and average balances), the overdraft/returned item fee table and the line-of-credit insert are not transactions.")
	return b.String()
}
