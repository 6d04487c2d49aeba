package main

import (
	"fmt"
	"strings"
	"time"
)

// ---- trioacct: a community bank's combined business statement of three
// accounts: Business Operating Checking (the account the answer
// describes), Business Savings and Business Money Market.
//
// Modelled conventions: "COMBINED STATEMENT" with the period as "Jan 1,
// 2026 - Jan 31, 2026" and "Page x of y" in the running head; a
// "Summary of Your Accounts" table on page 1 (each account's number,
// previous balance and new balance, and their total); each account with
// its own summary (Beginning Balance on <date>, Deposits & Other Credits
// with a count, Withdrawals & Other Debits with a count, Ending Balance
// on <date>; the savings accounts add interest paid year to date and the
// annual percentage yield earned); the checking as one ledger DATE |
// DESCRIPTION | AMOUNT | BALANCE with `Jan 5` dates, debits with a
// trailing minus (95.00-) and a negative balance the same way; ACH rows
// in the busy months carry their addenda (ORIG CO NAME, ORIG ID, CO ENTRY
// DESCR, SEC, TRACE#, EED, IND NAME) over two or three continuation
// lines; the checking's BALANCE SUMMARY in date/ending-balance pairs four
// across; a marketing insert (a line of credit with its rates and
// limits) between the checking and the savings; the savings' own rows
// mirror the checking's transfers (TRANSFER FROM/TO CHECKING) with its
// monthly interest; the money market has one interest row. Printed by
// Ghostscript, fpdf, ReportLab and cairo.
func init() {
	gFamilies = append(gFamilies, fFamily{
		ID: 2, Name: "trioacct", Bank: "Cobalt Prairie Bank",
		Aliases: []string{"Cobalt Prairie Bank", "Cobalt Prairie", "Cobalt Prairie Bank, SSB"},
		Prepare: prepareTrioacct, Draw: drawTrioacct, PageOfN: true,
		Docs: []cDoc{{Variant: 0, Producer: "ghostscript"}, {Variant: 1, Producer: "fpdf-ttf"},
			{Variant: 2, Producer: "reportlab"}, {Variant: 3, Producer: "cairo"}},
	})
}

// taNumbers are the three accounts' numbers: checking, savings, money
// market (the checking's is the model's).
func taNumbers(fs *fstmt) (string, string, string) {
	return fs.AccountNo, digits(fs.Opening*41+7, 10), digits(fs.Opening*43+11, 10)
}

func prepareTrioacct(fs *fstmt) {
	fs.Creator = "CPB Statement Print Stream"
	famRenumberChecks(fs)
	info := famClassify(fs)
	city, st := famCityState(fs)
	long := fs.LongDescs
	_, sav, _ := taNumbers(fs)
	sav4 := sav[len(sav)-4:]
	card := digits(fs.Opening*19+5, 4)
	addenda := func(i int, party, descr, sec string) string {
		r := fs.Rows[i]
		return "ORIG CO NAME:" + party + " ORIG ID:" + famDigits(fs, i, "oid", 10) + " DESC DATE:" + r.Date.Format("060102") +
			" CO ENTRY DESCR:" + descr + " SEC:" + sec + " TRACE#:" + famDigits(fs, i, "trace", 15) + " EED:" + r.Date.Format("060102") +
			" IND NAME:" + fs.Holder
	}
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		switch r.Code {
		case kSquare:
			r.Desc = "ELECTRONIC DEPOSIT SQUARE INC SQ" + famAlnum(fs, i, "sq", 10)
		case kStripe:
			r.Desc = "ELECTRONIC DEPOSIT STRIPE TRANSFER " + famAlnum(fs, i, "st", 10)
		case kClover:
			r.Desc = "ELECTRONIC DEPOSIT CLOVER SETTLEMENT " + famDigits(fs, i, "cl", 10)
		case kShopify:
			r.Desc = "ELECTRONIC DEPOSIT SHOPIFY PAYOUT " + famAlnum(fs, i, "sh", 10)
		case kACHIn:
			if long {
				r.Desc = "ELECTRONIC DEPOSIT " + addenda(i, in.Party, "PAYMENT", "CCD")
			} else {
				r.Desc = "ELECTRONIC DEPOSIT " + in.Party + " PAYMENT"
			}
		case kTaxRefund:
			r.Desc = "ELECTRONIC DEPOSIT IRS TREAS 310 TAX REF"
		case kZelleIn:
			r.Desc = "ZELLE CREDIT " + in.Party + " " + famAlnum(fs, i, "z", 11)
		case kMobile:
			r.Desc = "MOBILE CHECK DEPOSIT"
		case kBranchDep:
			r.Desc = "BRANCH DEPOSIT"
		case kXferIn:
			r.Desc = "TRANSFER FROM SAVINGS XXXXXX" + sav4
		case kRefund:
			r.Desc = "CARD RETURN " + in.Party + " " + city + " " + st
		case kFeeRev:
			r.Desc = "FEE REFUND"
		case kFunding:
			r.Desc = "WIRE CREDIT " + in.Party + " LLC REF " + famAlnum(fs, i, "w", 12)
		case kCard, kRecurring:
			r.Desc = "CARD " + card + " PURCHASE " + in.AuthDay.Format("01/02") + " " + in.Party + " " + city + " " + st
		case kCardPin:
			r.Desc = "CARD " + card + " POS " + in.Party + " " + city + " " + st
		case kATM:
			r.Desc = "CARD " + card + " ATM WITHDRAWAL " + city + " " + st
		case kCheck:
		case kPayroll:
			if long {
				r.Desc = "ELECTRONIC WITHDRAWAL " + addenda(i, "ADP WAGE PAY", "PAYROLL", "CCD")
			} else {
				r.Desc = "ELECTRONIC WITHDRAWAL ADP WAGE PAY " + in.Ref
			}
		case kPayrollTax:
			r.Desc = "ELECTRONIC WITHDRAWAL IRS USATAXPYMT " + famDigits(fs, i, "tax", 12)
		case kUtility:
			r.Desc = "ELECTRONIC WITHDRAWAL " + in.Party + " UTILITY"
		case kBillPay:
			r.Desc = "BILL PAYMENT " + in.Party
		case kZelleOut:
			r.Desc = "ZELLE DEBIT " + in.Party + " " + famAlnum(fs, i, "z", 11)
		case kXferOut:
			r.Desc = "TRANSFER TO SAVINGS XXXXXX" + sav4
		case kMCAPay:
			if long {
				r.Desc = "ELECTRONIC WITHDRAWAL " + addenda(i, in.Party, "DAILY ACH", "CCD")
			} else {
				r.Desc = "ELECTRONIC WITHDRAWAL " + in.Party + " DAILY ACH"
			}
		case kLoanPay:
			r.Desc = "ELECTRONIC WITHDRAWAL " + in.Party + " LOAN PMT"
		case kWireOut:
			r.Desc = "WIRE DEBIT " + in.Party + " LLC REF " + famAlnum(fs, i, "wo", 12)
		case kReturned:
			r.Desc = "RETURNED DEPOSIT ITEM"
		case kNSF:
			r.Desc = "INSUFFICIENT FUNDS FEE"
		case kOD:
			r.Desc = "OVERDRAFT FEE"
		case kMonthly:
			r.Desc = "ACCOUNT MAINTENANCE FEE"
		}
	}
}

// taRow is one row of the savings or money market ledger.
type taRow struct {
	D      time.Time
	Desc   string
	Cents  int64 // signed
	Credit bool
}

func drawTrioacct(fs *fstmt) *doc {
	const L, R = 36.0, 576.0
	const xDesc, xAmt = L + 42, 480.0
	d := newDoc()
	chk, sav, mm := taNumbers(fs)
	mask := func(n string) string { return strings.Repeat("X", len(n)-4) + n[len(n)-4:] }
	rows := fs.visible()
	var cr, db int64
	var ncr, ndb int
	for _, r := range rows {
		if r.Credit {
			cr += r.Cents
			ncr++
		} else {
			db += r.Cents
			ndb++
		}
	}
	famMust("trioacct ending", fs.OpenP+cr-db, fs.CloseP)
	period := fs.Start.Format("Jan 2, 2006") + " - " + fs.End.Format("Jan 2, 2006")

	// The savings mirrors the checking's transfers; its opening covers
	// every transfer out of it. Interest at 0.35% a year on the average.
	var savRows []taRow
	savOpen := 1800000 + (fs.Opening%9)*125000
	for _, r := range rows {
		switch r.Code {
		case kXferIn:
			savOpen += r.Cents
			savRows = append(savRows, taRow{r.Date, "TRANSFER TO CHECKING XXXXXX" + chk[len(chk)-4:], r.Cents, false})
		case kXferOut:
			savRows = append(savRows, taRow{r.Date, "TRANSFER FROM CHECKING XXXXXX" + chk[len(chk)-4:], r.Cents, true})
		}
	}
	days := int64(fs.End.Sub(fs.Start).Hours()/24) + 1
	savInt := savOpen * 35 * days / 10000 / 365
	savRows = append(savRows, taRow{fs.End, "INTEREST PAID", savInt, true})
	mmOpen := 4200000 + (fs.Opening%13)*310000
	mmInt := mmOpen * 125 * days / 10000 / 365
	mmRows := []taRow{{fs.End, "INTEREST PAID", mmInt, true}}
	ledgerEnd := func(open int64, rs []taRow) (int64, int64, int, int64, int) {
		var c, dbt int64
		var nc, nd int
		for _, r := range rs {
			if r.Credit {
				c += r.Cents
				nc++
			} else {
				dbt += r.Cents
				nd++
			}
		}
		return open + c - dbt, c, nc, dbt, nd
	}
	savClose, _, _, _, _ := ledgerEnd(savOpen, savRows)
	mmClose, _, _, _, _ := ledgerEnd(mmOpen, mmRows)

	var marks []op
	d.header = func(d *doc) {
		d.y = 38
		d.text(L, "COBALT PRAIRIE BANK", 10, true)
		d.rtext(R-70, "COMBINED STATEMENT  "+period, 7.5, false)
		marks = append(marks, op{Page: d.page, X: R, Y: d.y, Size: 7.5, Right: true})
		d.nl(10)
		d.text(L, fs.Holder, 7.5, false)
		d.nl(5)
		d.hline(L, R)
		d.y = 72
	}
	// Page 1.
	d.y = 44
	d.text(L, "COBALT PRAIRIE", 19, true)
	d.nl(13)
	d.text(L, "B A N K", 9, false)
	d.nl(10)
	d.text(L, "PO Box 4410  Hutchinson, KS 67504  |  (620) 555-0177  |  cobaltprairie.bank", 7, false)
	d.y = 44
	d.rtext(R-70, "COMBINED STATEMENT", 10, true)
	marks = append(marks, op{Page: 1, X: R, Y: d.y, Size: 7.5, Right: true})
	d.nl(12)
	d.rtext(R, period, 8, false)
	d.nl(10)
	d.rtext(R, "Primary Account: "+mask(chk), 8, false)
	d.y = 116
	for _, l := range []string{fs.Holder, fs.Street, fs.City} {
		d.text(60, l, 9, false)
		d.nl(11)
	}
	d.y = 178
	d.text(L, "Summary of Your Accounts", 10, true)
	d.nl(13)
	cols := []float64{L + 4, 250, 400, R - 4}
	d.ops = append(d.ops, op{Page: 1, Kind: "rect", X: L, Y: d.y - 9, W: R - L, H: 12, Gray: 0.85})
	d.text(cols[0], "Account", 7.5, true)
	d.text(cols[1], "Account Number", 7.5, true)
	d.rtext(cols[2]+40, "Previous Balance", 7.5, true)
	d.rtext(cols[3], "New Balance", 7.5, true)
	d.nl(13)
	tot := func(c int64) string {
		if c < 0 {
			return money(c) + "-"
		}
		return money(c)
	}
	for _, a := range []struct {
		name, no    string
		open, close int64
	}{{"Business Operating Checking", chk, fs.OpenP, fs.CloseP}, {"Business Savings", sav, savOpen, savClose}, {"Business Money Market", mm, mmOpen, mmClose}} {
		d.text(cols[0], a.name, 8, false)
		d.text(cols[1], mask(a.no), 8, false)
		d.rtext(cols[2]+40, tot(a.open), 8, false)
		d.rtext(cols[3], tot(a.close), 8, false)
		d.nl(11)
	}
	d.ops = append(d.ops, op{Page: 1, Kind: "line", X: cols[1], Y: d.y - 7, W: R - 4 - cols[1], Gray: 0.4})
	d.nl(2)
	d.text(cols[1], "Total", 8, true)
	d.rtext(cols[2]+40, tot(fs.OpenP+savOpen+mmOpen), 8, true)
	d.rtext(cols[3], tot(fs.CloseP+savClose+mmClose), 8, true)
	d.nl(22)

	p := &pager{d: d, bottom: 730}
	trail := func(c int64, credit bool) string {
		if credit {
			return money(c)
		}
		return money(c) + "-"
	}
	acctSummary := func(name, no string, open, close int64, c int64, nc int, dbt int64, nd int, extra [][2]string) {
		p.need(90)
		d.ops = append(d.ops, op{Page: d.page, Kind: "rect", X: L, Y: d.y - 10, W: R - L, H: 14, Gray: 0.2})
		d.textc(L+4, name, 9, true, 1)
		d.rtext(R-4, "", 1, false)
		d.ops = append(d.ops, op{Page: d.page, X: R - 4, Y: d.y, Text: "Account Number " + mask(no), Size: 8, Right: true, Gray: 1})
		d.nl(16)
		lines := [][2]string{
			{"Beginning Balance on " + fs.Start.Format("Jan 2, 2006"), tot(open)},
			{fmt.Sprintf("Deposits & Other Credits (%d)", nc), money(c)},
			{fmt.Sprintf("Withdrawals & Other Debits (%d)", nd), trail(dbt, dbt == 0)},
			{"Ending Balance on " + fs.End.Format("Jan 2, 2006"), tot(close)},
		}
		top := d.y
		for k, kv := range lines {
			d.text(L+4, kv[0], 8, k == 3)
			d.rtext(L+280, kv[1], 8, k == 3)
			d.nl(10.5)
		}
		end := d.y
		d.y = top
		for _, kv := range extra {
			d.text(L+320, kv[0], 8, false)
			d.rtext(R-4, kv[1], 8, false)
			d.nl(10.5)
		}
		if d.y < end {
			d.y = end
		}
		d.nl(8)
	}
	const lh = 9.5
	avg := fs.avgDaily()
	acctSummary("Business Operating Checking", chk, fs.OpenP, fs.CloseP, cr, ncr, db, ndb,
		[][2]string{{"Average Daily Balance", tot(avg)}, {"Days in Statement Period", fmt.Sprint(days)}})
	ledgerHeads := func(d *doc) {
		d.text(L, "DATE", 7, true)
		d.text(xDesc, "DESCRIPTION", 7, true)
		d.rtext(xAmt, "AMOUNT", 7, true)
		d.rtext(R, "BALANCE", 7, true)
		d.nl(3)
		d.ops = append(d.ops, op{Page: d.page, Kind: "line", X: L, Y: d.y, W: R - L, Gray: 0.5})
		d.nl(9)
	}
	d.text(L, "Account Activity", 9, true)
	d.nl(12)
	ledgerHeads(d)
	p.after = func(d *doc) {
		d.text(L, "Business Operating Checking "+mask(chk)+" - Account Activity (continued)", 8.5, true)
		d.nl(12)
		ledgerHeads(d)
	}
	for _, r := range rows {
		lines := famfWrap(r.Desc, 60)
		for k := 1; k < len(lines); k++ {
			// continuation lines are indented under the first
			lines[k] = "  " + lines[k]
		}
		p.need(float64(len(lines)) * lh)
		d.text(L, fs.date(&r, "Jan 2"), 7.5, false)
		d.rtext(xAmt, trail(r.Cents, r.Credit), 7.5, false)
		d.rtext(R, tot(r.Balance), 7.5, false)
		for _, l := range lines {
			d.text(xDesc, strings.TrimSpace(l), 7.5, false)
			if strings.HasPrefix(l, "  ") {
				d.ops[len(d.ops)-1].X += 8
			}
			d.nl(lh)
		}
	}
	p.after = nil
	d.nl(10)
	// Balance summary: date / ending balance pairs four across.
	ends := fs.dayEnds()
	p.need(50)
	d.text(L, "BALANCE SUMMARY", 9, true)
	d.nl(12)
	w := (R - L) / 4
	bheads := func(d *doc) {
		for c := 0; c < 4; c++ {
			d.text(L+float64(c)*w, "Date", 7, true)
			d.rtext(L+float64(c)*w+w-16, "Ending Balance", 7, true)
		}
		d.nl(11)
	}
	bheads(d)
	p.after = func(d *doc) {
		d.text(L, "BALANCE SUMMARY (continued)", 9, true)
		d.nl(12)
		bheads(d)
	}
	per := (len(ends) + 3) / 4
	for k := 0; k < per; k++ {
		p.need(lh)
		for c := 0; c < 4; c++ {
			if j := c*per + k; j < len(ends) {
				d.text(L+float64(c)*w, ends[j].D.Format("Jan 2"), 7.5, false)
				d.rtext(L+float64(c)*w+w-16, tot(ends[j].B), 7.5, false)
			}
		}
		d.nl(lh)
	}
	p.after = nil
	d.nl(14)

	// The insert between the accounts.
	p.need(70)
	top := d.y
	d.box(L, top, R, top+58, 0.4)
	d.y = top + 14
	d.text(L+10, "NEED WORKING CAPITAL? A COBALT PRAIRIE BUSINESS LINE OF CREDIT", 8.5, true)
	d.nl(11)
	for _, l := range []string{
		"Lines from $10,000 to $250,000 at rates as low as 7.25% APR (Prime + 0.75%) with no annual fee the first year.",
		"Apply by " + fs.End.AddDate(0, 2, 0).Format("01/02/2006") + " and we waive the $150.00 origination fee. Call (620) 555-0177 or visit any of our 14 branches.",
		"Rates as of " + fs.End.Format("01/02/2006") + "; subject to credit approval. Variable rate may change; maximum 18.00% APR.",
	} {
		d.text(L+10, l, 7, false)
		d.nl(9.5)
	}
	d.y = top + 74

	savTable := func(name, no string, open int64, rs []taRow, apy string) {
		close, c, nc, dbt, nd := ledgerEnd(open, rs)
		var ytd int64
		for _, r := range rs {
			if r.Desc == "INTEREST PAID" {
				ytd += r.Cents
			}
		}
		if fs.Start.Month() != 1 && fs.Start.Year() == fs.End.Year() {
			ytd += ytd * int64(fs.Start.Month()-1)
		}
		acctSummary(name, no, open, close, c, nc, dbt, nd, [][2]string{{"Annual Percentage Yield Earned", apy},
			{"Interest Paid Year-to-Date", money(ytd)}})
		p.need(30)
		d.text(L, "Account Activity", 9, true)
		d.nl(12)
		ledgerHeads(d)
		p.after = func(d *doc) {
			d.text(L, name+" "+mask(no)+" - Account Activity (continued)", 8.5, true)
			d.nl(12)
			ledgerHeads(d)
		}
		bal := open
		for _, r := range rs {
			p.need(lh)
			if r.Credit {
				bal += r.Cents
			} else {
				bal -= r.Cents
			}
			d.text(L, fmtDate("Jan 2", r.D.Year(), r.D.Month(), r.D.Day()), 7.5, false)
			d.text(xDesc, r.Desc, 7.5, false)
			d.rtext(xAmt, trail(r.Cents, r.Credit), 7.5, false)
			d.rtext(R, tot(bal), 7.5, false)
			d.nl(lh)
		}
		p.after = nil
		d.nl(14)
	}
	savTable("Business Savings", sav, savOpen, savRows, "0.35%")
	savTable("Business Money Market", mm, mmOpen, mmRows, "1.25%")

	p.need(40)
	for _, para := range []string{
		"IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC TRANSFERS: Call (620) 555-0177 or write Cobalt Prairie Bank, PO Box 4410, Hutchinson, KS 67504 as soon as you can. We must hear from you no later than 60 days after we sent the FIRST statement on which the problem appeared. We will investigate within 10 business days (20 for new accounts) and may take up to 45 days (90 for POS or foreign transactions).",
		"Overdraft fee $35.00 per item; insufficient funds fee $35.00 per item; no more than 4 fees per business day. Cobalt Prairie Bank, SSB. Member FDIC.",
	} {
		for _, l := range wrapWords(para, 150) {
			p.need(9)
			d.text(L, l, 6.8, false)
			d.nl(8.5)
		}
		d.nl(4)
	}
	d.footer = func(d *doc, page, total int) {
		for _, m := range marks {
			if m.Page == page {
				d.y = m.Y
				d.rtext(m.X, fmt.Sprintf("Page %d of %d", page, total), m.Size, m.Bold)
			}
		}
		d.y = 772
		d.text(L, "Cobalt Prairie Bank, SSB - Member FDIC - Equal Housing Lender", 6.5, false)
		d.rtext(R, "CPB-"+fs.End.Format("200601")+fmt.Sprintf("-%03d", page), 6.5, false)
	}
	d.finish()
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "every_row", Daily: true})
	fs.Notes = append(fs.Notes, "A combined statement of three accounts, each with its own summary: the answer describes the Business Operating Checking (the first account); the Business Savings and Business Money Market ledgers that follow, and the Summary of Your Accounts totals, are not its rows. Debits and negative balances carry a trailing minus (95.00-). ACH rows continue over indented lines with their addenda. The balance summary in date/ending-balance pairs and the line-of-credit insert are not transactions. The savings' transfers mirror the checking's own transfers.")
	return d
}
