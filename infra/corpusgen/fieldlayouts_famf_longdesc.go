package main

import (
	"fmt"
	"strings"
	"time"
)

// ---- longdesc: a regional bank's business statement whose entries
// carry everything the payment carried: descriptions of four and five
// lines full of amounts and dates that are not the row's.
//
// Modelled conventions: one ledger Date | Transaction Detail | Amount |
// Balance, debits in parentheses, the balance only on a day's last row;
// descriptions wrapped over up to five lines, the amount on the first;
// inside them: a card's ORIG AMT and TIP (the row is their sum), a check
// deposit's items, cash and checks of a branch deposit, ACH addenda with
// DESC DATE/EED and remittance ("FOR INVOICE 2026-01-15 ORIGINAL AMT
// 1,500.00"), pay periods and check dates of payroll, a loan payment's
// principal and interest, an MCA funding's gross and origination fee, a
// utility's service period and previous balance, fees naming the item
// (and its amount) that caused them, a maintenance fee naming the
// minimum balance not met; a summary box with the days in the cycle and
// the minimum balance; the period in words; serif body; "Page x of N"
// centred in the footer. Printed by fpdf, Ghostscript and cairo.
func init() {
	fFamilies = append(fFamilies, fFamily{
		ID: 5, Name: "longdesc", Bank: "Larchmont National Bank",
		Aliases: []string{"Larchmont National Bank, N.A.", "Larchmont National", "Larchmont Bank"},
		Prepare: prepareLongDesc, Draw: drawLongDesc, PageOfN: true,
		Docs: []cDoc{{Variant: 0, Producer: "fpdf-words"}, {Variant: 1, Producer: "fpdf-core"}, {Variant: 2, Producer: "fpdf-ttf"},
			{Variant: 3, Producer: "fpdf-words"}, {Variant: 0, Producer: "ghostscript"}, {Variant: 2, Producer: "ghostscript"},
			{Variant: 1, Producer: "cairo"}, {Variant: 3, Producer: "cairo"}},
	})
}

var ldRestaurants = []string{"BLUE FIN SUSHI", "LUPE'S TAQUERIA", "THE COPPER POT", "MAIN ST DINER", "GOLDEN WOK #12"}

// ldSplit cuts c cents into n positive parts (in a fixed pattern).
func ldSplit(c int64, n int, h uint64) []int64 {
	if c < int64(n)*100 {
		return []int64{c}
	}
	var out []int64
	rest := c
	for k := n; k > 1; k-- {
		part := rest * int64(30+h%40) / 100 / int64(k-1)
		if part < 100 {
			part = 100
		}
		out = append(out, part)
		rest -= part
		h /= 7
	}
	return append(out, rest)
}

func prepareLongDesc(fs *fstmt) {
	fs.Creator = "Larchmont National Bank DocStream 7"
	famRenumberChecks(fs)
	info := famClassify(fs)
	city, st := famCityState(fs)
	card := digits(fs.Opening*37+11, 4)
	sav := digits(fs.Opening*41+3, 4)
	nCard, nMCA := 0, 0
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		h := famHash(fs, i, "ld")
		day := r.Date
		switch r.Code {
		case kSquare:
			r.Desc = fmt.Sprintf("SQUARE INC DES:%sP2 ID:%s INDN:%s CO ID:9424300002 CCD SETTLEMENT FOR SALES OF %s",
				day.Format("060102"), famAlnum(fs, i, "sq", 12), fs.Holder, famfPrevBusinessDay(day).Format("01/02/2006"))
		case kStripe:
			r.Desc = "STRIPE DES:TRANSFER ID:" + in.Ref + " INDN:" + fs.Holder + " CO ID:1800948598 CCD PAYOUT FOR CHARGES " +
				famfPrevBusinessDay(day).AddDate(0, 0, -2).Format("01/02") + "-" + famfPrevBusinessDay(day).Format("01/02")
		case kClover:
			r.Desc = "CLOVER APP MKT DES:MTOT DEP ID:" + famDigits(fs, i, "mid", 15) + " INDN:" + fs.Holder + " CO ID:1113000145 CCD BATCH " + famDigits(fs, i, "bt", 4)
		case kShopify:
			r.Desc = "SHOPIFY DES:TRANSFER ID:" + famAlnum(fs, i, "sh", 12) + " INDN:" + fs.Holder + " CO ID:3770472384 CCD"
		case kACHIn:
			inv := day.AddDate(0, 0, -int(15+h%20))
			orig := r.Cents + r.Cents*int64(h%3)/50 // an early-payment discount or none
			invNo := strings.TrimPrefix(strings.ReplaceAll(in.Ref, " ", ""), "INV")
			r.Desc = fmt.Sprintf("ORIG CO NAME:%s ORIG ID:%s DESC DATE:%s CO ENTRY DESCR:PAYMENT SEC:CCD TRACE#:%s EED:%s IND ID:%s IND NAME:%s TRN:%sTC RMR*IV*%s*PI*%d.%02d\\ FOR INVOICE %s ORIGINAL AMT %s",
				in.Party, famDigits(fs, i, "oid", 10), famfPrevBusinessDay(day).Format("060102"), famDigits(fs, i, "tr", 15), day.Format("060102"),
				strings.ReplaceAll(in.Ref, " ", ""), fs.Holder, famDigits(fs, i, "trn", 10), invNo, orig/100, orig%100, inv.Format("2006-01-02"), money(orig))
		case kTaxRefund:
			r.Desc = fmt.Sprintf("IRS TREAS 310 DES:TAX REF ID:%s INDN:%s CO ID:3396000000 PPD TAX YEAR %d INCLUDES INTEREST %s",
				famDigits(fs, i, "irs", 15), fs.Holder, day.Year()-1, money(r.Cents*int64(1+h%3)/100))
		case kZelleIn:
			n := int64(2 + h%3)
			r.Desc = fmt.Sprintf("ZELLE PAYMENT FROM %s CONF# %s MEMO %s %d X %s", in.Party, strings.ToLower(famAlnum(fs, i, "z", 10)),
				strings.ToUpper(day.AddDate(0, 0, -int(1+h%6)).Format("Jan 2")), n, money(r.Cents/n))
		case kMobile:
			parts := ldSplit(r.Cents, int(2+h%2), h)
			var ps []string
			for _, p := range parts {
				ps = append(ps, money(p))
			}
			r.Desc = fmt.Sprintf("MOBILE DEPOSIT REF %s %d ITEMS %s", in.Ref, len(parts), strings.Join(ps, " "))
		case kBranchDep:
			parts := ldSplit(r.Cents, 2, h)
			r.Desc = fmt.Sprintf("BRANCH DEPOSIT OFFICE %03d %s CASH %s CHECKS %s", h%300, city, money(parts[0]), money(parts[len(parts)-1]))
		case kXferIn:
			r.Desc = "ONLINE TRANSFER FROM SAV XXXXXX" + in.Acct4 + " REF #IB" + famAlnum(fs, i, "ib", 8) + " ON " + day.Format("01/02/06") + " SCHEDULED " + day.AddDate(0, 0, -1).Format("01/02/06")
		case kRefund:
			orig := r.Cents * int64(2+h%3)
			r.Desc = fmt.Sprintf("PURCHASE RETURN AUTHORIZED ON %s %s %s %s CARD %s PARTIAL REFUND ORIGINAL AMT %s",
				in.AuthDay.Format("01/02"), in.Party, city, st, card, money(orig))
		case kFeeRev:
			r.Desc = "REVERSAL OF MONTHLY MAINTENANCE FEE CHARGED " + fs.Start.AddDate(0, 0, -1).Format("01/02/06") + " COURTESY"
		case kFunding:
			fee := r.Cents * 3 / 100
			r.Desc = fmt.Sprintf("WIRE TRANSFER IN FED REF %s ORIG:%s LLC ORIG BK:CITIBANK N.A. OBI:MERCHANT CASH ADVANCE GROSS %s LESS ORIGINATION FEE %s NET FUNDED",
				r.Date.Format("20060102")+"L1B7"+famDigits(fs, i, "imad", 6), in.Party, money(r.Cents+fee), money(fee))
		case kCard, kRecurring, kCardPin:
			nCard++
			party := in.Party
			tail := ""
			if r.Code == kCard && nCard%3 == 1 {
				party = ldRestaurants[h%uint64(len(ldRestaurants))]
				tip := r.Cents * 18 / 118
				tail = " ORIG AMT " + money(r.Cents-tip) + " TIP " + money(tip)
			}
			r.Desc = fmt.Sprintf("PURCHASE AUTHORIZED ON %s %s %s %s S%s CARD %s%s", in.AuthDay.Format("01/02"), party, city, st,
				famDigits(fs, i, "s", 15), card, tail)
		case kATM:
			r.Desc = fmt.Sprintf("ATM WITHDRAWAL AUTHORIZED ON %s %s %s %s %s CARD %s", in.AuthDay.Format("01/02"), fs.Street, city, st,
				famDigits(fs, i, "atm", 7), card)
		case kCheck:
			// printed "CHECK 1043": the answer is CHECK #1043.
		case kPayroll:
			end := famfPrevBusinessDay(day)
			r.Desc = fmt.Sprintf("ADP WAGE PAY DES:WAGE PAY ID:%s INDN:%s CO ID:9659605001 CCD PAY PERIOD %s-%s CHECK DATE %s",
				in.Ref, fs.Holder, end.AddDate(0, 0, -13).Format("01/02/2006"), end.Format("01/02/2006"), day.Format("01/02/2006"))
		case kPayrollTax:
			r.Desc = fmt.Sprintf("IRS DES:USATAXPYMT ID:2701%s INDN:%s CO ID:3387702000 CCD FORM 941 TAX PERIOD %s",
				famDigits(fs, i, "eft", 11), fs.Holder, fs.Start.AddDate(0, -1, 0).Format("2006-01"))
		case kUtility, kBillPay:
			from := time.Date(day.Year(), day.Month()-1, 1, 0, 0, 0, 0, time.UTC)
			r.Desc = fmt.Sprintf("%s DES:UTIL PMT ID:%s INDN:%s CO ID:%s PPD SERVICE %s-%s PREV BAL %s",
				in.Party, famDigits(fs, i, "u", 10), fs.Holder, famDigits(fs, i, "uco", 10), from.Format("01/02/06"), from.AddDate(0, 1, -1).Format("01/02/06"),
				money(r.Cents+int64(h%5000)))
		case kZelleOut:
			r.Desc = fmt.Sprintf("ZELLE PAYMENT TO %s CONF# %s MEMO REIMB %s", in.Party, strings.ToLower(famAlnum(fs, i, "z", 10)),
				strings.ToUpper(day.AddDate(0, 0, -int(2+h%9)).Format("Jan 2")))
		case kXferOut:
			r.Desc = "ONLINE TRANSFER TO SAV XXXXXX" + sav + " REF #IB" + famAlnum(fs, i, "ib", 8) + " ON " + day.Format("01/02/06")
		case kMCAPay:
			nMCA++
			r.Desc = fmt.Sprintf("%s DES:ACH PMT ID:%s INDN:%s CO ID:%s CCD DAILY REMIT PMT %d OF 120", in.Party, famDigits(fs, i, "mca", 10),
				fs.Holder, famDigits(fs, 0, "mcaco", 10), nMCA+int(fs.Opening%40))
		case kLoanPay:
			interest := r.Cents * int64(12+h%10) / 100
			r.Desc = fmt.Sprintf("%s DES:LOAN PMT ID:%s INDN:%s CCD PRINCIPAL %s INTEREST %s DUE %s",
				in.Party, famDigits(fs, i, "loan", 10), fs.Holder, money(r.Cents-interest), money(interest), day.AddDate(0, 0, -1).Format("01/02/2006"))
		case kWireOut:
			r.Desc = fmt.Sprintf("WIRE TRANSFER OUT FED REF %s BNF:%s LLC BNF BK:FIRST MERIDIAN BANK ID:%s OBI:INV %s DATED %s",
				r.Date.Format("20060102")+"L1B7"+famDigits(fs, i, "omad", 6), in.Party, famDigits(fs, i, "bnfbk", 9), famDigits(fs, i, "wi", 5),
				day.AddDate(0, 0, -int(10+h%20)).Format("01/02/2006"))
		case kReturned:
			dep := day.AddDate(0, 0, -int(2+h%3))
			r.Desc = fmt.Sprintf("RETURNED DEPOSITED ITEM CHECK %s DRAWN ON %s DEPOSITED %s REASON NSF", famDigits(fs, i, "rck", 4),
				customers[h%uint64(len(customers))], dep.Format("01/02/2006"))
		case kNSF, kOD:
			what := "NSF RETURNED ITEM FEE FOR ITEM"
			if r.Code == kOD {
				what = "OVERDRAFT ITEM FEE FOR ITEM"
			}
			item := "PRESENTED"
			var amt int64
			if t := in.Trigger; t >= 0 {
				amt = fs.Rows[t].Cents
			}
			r.Desc = fmt.Sprintf("%s %s %s %s", what, money(amt), item, day.Format("01/02"))
		case kMonthly:
			r.Desc = "MONTHLY MAINTENANCE FEE MINIMUM DAILY BALANCE 1,500.00 NOT MET PERIOD " + fs.Start.Format("01/02") + "-" + fs.End.Format("01/02")
		}
	}
}

// ldAmount prints an amount, debits in parentheses.
func ldAmount(r frow) string {
	if r.Credit {
		return money(r.Cents)
	}
	return "(" + money(r.Cents) + ")"
}

func drawLongDesc(fs *fstmt) *doc {
	const L, R = 44.0, 568.0
	d := newDoc()
	last4 := fs.AccountNo[len(fs.AccountNo)-4:]
	mask := "***-****-" + last4
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
	famMust("longdesc ending", fs.OpenP+cr-db, fs.CloseP)
	minBal := fs.Opening
	for _, e := range fs.dayEnds() {
		minBal = min(minBal, e.B)
	}
	periodWords := fs.Start.Format("January 2, 2006") + " through " + fs.End.Format("January 2, 2006")
	d.header = func(d *doc) {
		d.y = 42
		d.font = ""
		d.text(L, "Larchmont National Bank", 9, true)
		d.rtext(R, "Business Checking  "+mask, 8, false)
		d.nl(10)
		d.font = "serif"
		d.text(L, fs.Holder, 8, false)
		d.rtext(R, periodWords, 8, false)
		d.nl(5)
		d.hline(L, R)
		d.y = 80
	}
	// Page 1.
	d.font = ""
	d.y = 52
	d.text(L, "Larchmont", 22, true)
	d.nl(14)
	d.text(L, "NATIONAL BANK", 9, false)
	d.font = "serif"
	d.y = 46
	d.rtext(R, "Business Account Statement", 12, true)
	d.nl(13)
	d.rtext(R, periodWords, 8.5, false)
	d.nl(11)
	d.rtext(R, "Account number "+mask, 8.5, false)
	d.y = 122
	for _, l := range []string{fs.Holder, fs.Street, fs.City} {
		d.text(64, l, 9.5, false)
		d.nl(12)
	}
	d.y = 118
	d.text(350, "Contact us", 9, true)
	d.nl(11)
	for _, l := range []string{"Business Service Center 1-877-555-0146", "Mon-Fri 7 a.m.-9 p.m., Sat 8 a.m.-5 p.m. ET", "larchmontbank.example/business",
		"Larchmont National Bank, N.A., 88 Harbor Street, Stamford, CT 06901"} {
		d.text(350, l, 7.5, false)
		d.nl(9.5)
	}
	// Summary box.
	d.y = 196
	top := d.y
	d.box(L, top, R, top+84, 0.35)
	d.ops = append(d.ops, op{Page: 1, Kind: "rect", X: L, Y: top, W: R - L, H: 15, Gray: 0.86})
	d.y += 11
	d.font = ""
	d.text(L+6, "Summary of Account Activity", 8.5, true)
	d.font = "serif"
	d.nl(16)
	for k, kv := range [][4]string{
		{"Beginning Balance " + fs.Start.Format("01/02/2006"), signed(fs.OpenP), "Number of Days in Cycle", fmt.Sprint(int(fs.End.Sub(fs.Start).Hours()/24) + 1)},
		{fmt.Sprintf("Credits (+)  %d items", ncr), money(cr), "Minimum Balance", signed(minBal)},
		{fmt.Sprintf("Debits (-)  %d items", ndb), "(" + money(db) + ")", "Average Ledger Balance", signed(fs.avgDaily())},
		{"Ending Balance " + fs.End.Format("01/02/2006"), signed(fs.CloseP), "Overdraft Protection", "Not enrolled"},
	} {
		d.text(L+8, kv[0], 8.5, k == 3)
		d.rtext(290, kv[1], 8.5, k == 3)
		d.text(330, kv[2], 8.5, false)
		d.rtext(R-8, kv[3], 8.5, false)
		d.nl(13)
	}
	d.y = top + 100
	// Insert.
	d.font = ""
	d.ops = append(d.ops, op{Page: 1, Kind: "rect", X: L, Y: d.y - 9, W: R - L, H: 30, Gray: 0.93})
	d.text(L+8, "Get paid faster with Larchmont Merchant Services", 8, true)
	d.nl(10)
	d.font = "serif"
	d.text(L+8, "Next-day funding on card sales settled by 10:00 p.m. ET, with rates from 2.49% + $0.10 per swipe. Call 1-877-555-0190 by "+fs.End.AddDate(0, 2, 0).Format("01/02/2006")+".", 7.5, false)
	d.y += 34

	cols := struct{ date, desc, amt, bal float64 }{L, L + 44, 470, R}
	const lh = 10.0
	heads := func(d *doc) {
		d.font = ""
		d.hline(L, R)
		d.nl(10)
		d.text(cols.date, "Date", 7.5, true)
		d.text(cols.desc, "Transaction Detail", 7.5, true)
		d.rtext(cols.amt, "Amount", 7.5, true)
		d.rtext(cols.bal, "Balance", 7.5, true)
		d.nl(4)
		d.hline(L, R)
		d.nl(11)
		d.font = "serif"
	}
	p := &pager{d: d, bottom: 736, after: heads}
	d.font = ""
	d.text(L, "Transaction Detail", 10, true)
	d.nl(6)
	heads(d)
	d.text(cols.desc, "Beginning balance", 8.5, false)
	d.rtext(cols.bal, signed(fs.OpenP), 8.5, false)
	d.nl(lh + 3)
	for k, r := range rows {
		desc := r.Desc
		if r.CheckNo > 0 {
			desc = fmt.Sprintf("CHECK %d", r.CheckNo)
		}
		lines := wrapWords(desc, 62)
		p.need(float64(len(lines))*lh + 3)
		d.font = "serif"
		d.text(cols.date, fs.date(&r, "01/02"), 8.5, false)
		d.rtext(cols.amt, ldAmount(r), 8.5, false)
		if lastOfDay(rows, k) {
			d.rtext(cols.bal, signed(r.Balance), 8.5, false)
		}
		for _, l := range lines {
			d.text(cols.desc, l, 8.5, false)
			d.nl(lh)
		}
		d.nl(3)
	}
	p.need(30)
	d.hline(L, R)
	d.nl(11)
	d.text(cols.desc, "Ending balance", 8.5, true)
	d.rtext(cols.bal, signed(fs.CloseP), 8.5, true)
	d.nl(12)
	d.text(cols.desc, fmt.Sprintf("Total credits %s  Total debits (%s)", money(cr), money(db)), 8.5, false)
	d.nl(24)
	p.after = nil
	for _, para := range []string{
		"Your balance on any day is shown on the last transaction posted that day. Amounts in parentheses are debits. Amounts that appear inside a transaction's detail (original amounts, tips, items, invoices, principal and interest) are the details received with the payment and are not separate transactions.",
		"ELECTRONIC FUND TRANSFERS - IN CASE OF ERRORS OR QUESTIONS: call 1-877-555-0146 or write to Larchmont National Bank, Attn: Research, P.O. Box 5120, Stamford, CT 06904. For business accounts, notify us within 30 days of the statement date of any unauthorized or erroneous entry; ACH entries must be disputed within 2 banking days under the NACHA Operating Rules.",
		"OVERDRAFT AND RETURNED ITEM FEES: $35.00 per item, one per business day. Total overdraft and returned item fees appear in the transaction detail. Deposits are FDIC insured up to $250,000 per depositor. Member FDIC. Equal Housing Lender.",
	} {
		for _, l := range wrapWords(para, 135) {
			p.need(9)
			d.text(L, l, 7, false)
			d.nl(8.5)
		}
		d.nl(4)
	}
	d.footer = func(d *doc, page, total int) {
		d.font = ""
		d.y = 764
		d.ops = append(d.ops, op{Page: page, X: 306 - 20, Y: d.y, Text: fmt.Sprintf("Page %d of %d", page, total), Size: 7.5})
		d.rtext(R, "LNB-BC "+fs.End.Format("20060102")+fmt.Sprintf("-%03d", page), 6, false)
	}
	d.finish()
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "day_end"})
	fs.Notes = append(fs.Notes, "Descriptions run to four or five lines and hold amounts and dates that are not the row's (ORIGINAL AMT, TIP, items of a deposit, invoice dates, pay periods, principal and interest, the amount of the item a fee was charged for); the row's amount is in the Amount column, debits in parentheses. The balance is printed only on a day's last row. The Beginning balance and Ending balance lines are not transactions.")
	return d
}
