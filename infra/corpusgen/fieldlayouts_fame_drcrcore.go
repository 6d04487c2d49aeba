package main

import (
	"fmt"
	"math"
	"strings"
	"time"
)

// ---- drcrcore: a community bank's commercial interest checking
// statement from a second kind of core, "Millbrook National Bank".
//
// Modelled conventions: one ledger with the transactions interleaved by
// posting date, credits and debits in a single AMOUNT column marked CR or
// DR ("1,234.56 CR", "40.00 DR") and the balance after every row
// (negative balances 1,234.56-); a BALANCE LAST STATEMENT row at the top
// of the ledger and a BALANCE THIS STATEMENT row at its end, neither a
// transaction; an EFFECTIVE column filled only for items posted after
// their effective date; MM-DD dates; a summary with dotted leaders
// ("Previous Statement Balance on 12-31-25 ....", "19 Credits ....
// 62,743.23 CR", "27 Debits .... 26,752.78 DR", "Current Statement
// Balance", minimum and average balances); an INTEREST INFORMATION block
// (APY earned, rate, days, balance for APY, interest this period, paid
// year to date and, in a January statement, paid last year); ACH items
// with the full ORIG CO NAME / ORIG ID / DESC DATE / CO ENTRY DESCR /
// SEC / TRACE# / EED / IND ID / IND NAME / TRN addenda over three
// continuation lines, card rows "PURCHASE AUTHORIZED ON 01/03 … S3…
// CARD 4410", wires "WIRE TYPE:… BNF:… ID:…", fee rows naming the item;
// every page headed by the bank, ACCOUNT NUMBER, STATEMENT DATE and
// "PAGE n OF m", "*** CONTINUED ***" at the foot of a page the ledger
// runs over, a shaded insert between the summary and the ledger, a fee
// summary and the deposit notices at the end. Sans serif throughout.

func init() {
	eFamilies = append(eFamilies, eFamily{
		Name: "drcrcore", Bank: "Millbrook National Bank", Aliases: []string{"MILLBROOK NATIONAL BANK", "Millbrook National Bank, N.A."},
		Seed: 64100, Prepare: prepareDrcrcore, Draw: drawDrcrcore,
		Docs: []eDoc{{0, "reportlab"}, {1, "reportlab"}, {2, "reportlab"}, {3, "reportlab"},
			{0, "ghostscript"}, {3, "ghostscript"}, {1, "fpdf-ttf"}, {2, "fpdf-ttf"}, {0, "fpdf-core"}},
	})
}

const kInterest = "interest"

const dcPhone, dcWeb = "1-800-555-0187", "millbrooknational.com"

func dcCard(fs *fstmt) string { return digits(fs.Opening*13+5, 4) }

// dcRate is the interest rate of the account (0.10%).
const dcRate = 0.0010

// dcInterestBase is the average of the period's end-of-day balances
// without the interest row, the balance interest accrues on.
func dcInterestBase(fs *fstmt) int64 {
	var sum int64
	n := int64(0)
	for d := fs.Start; !d.After(fs.End); d = d.AddDate(0, 0, 1) {
		b := fs.Opening
		for _, r := range fs.Rows {
			if !r.Date.After(d) && eKind(r) != kInterest && r.Desc != "INTEREST" {
				if r.Credit {
					b += r.Cents
				} else {
					b -= r.Cents
				}
			}
		}
		sum += b
		n++
	}
	return sum / n
}

func dcDays(fs *fstmt) int { return int(fs.End.Sub(fs.Start).Hours()/24) + 1 }

func prepareDrcrcore(fs *fstmt) {
	fs.Creator = "Millbrook NB Statement Render 3.2 (FIS)"
	info := ePrep(fs)
	card := dcCard(fs)
	city, st := famCityState(fs)
	indn := fs.Holder
	if len(indn) > 22 {
		indn = strings.TrimSpace(indn[:22])
	}
	ach := func(r *frow, i int, kind, head, co, coid, descr, sec, indid string) {
		ymd := r.Date.Format("060102")
		eSet(r, kind, head+" "+co,
			"ORIG CO NAME:"+co+" ORIG ID:"+coid+" DESC DATE:"+ymd+" CO ENTRY DESCR:"+descr,
			"SEC:"+sec+" TRACE#:0910000"+famDigits(fs, i, "trace", 8)+" EED:"+ymd+" IND ID:"+indid,
			"IND NAME:"+indn+" TRN:"+famDigits(fs, i, "trn", 10)+"TC")
	}
	wire := func(r *frow, i int, kind, head, typ, party string) {
		eSet(r, kind, head,
			"WIRE TYPE:"+typ+" DATE:"+r.Date.Format("060102")+" TIME:"+fmt.Sprintf("%02d%02d", 9+famHash(fs, i, "h")%7, famHash(fs, i, "m")%60)+" ET",
			"TRN:"+r.Date.Format("20060102")+famDigits(fs, i, "trn", 8)+" BNF:"+party+" ID:"+famDigits(fs, i, "bnf", 10))
	}
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		k := r.Code
		switch k {
		case kSquare:
			ach(r, i, k, "ELECTRONIC DEPOSIT", "SQUARE INC", "9424300002", "SDR SQ"+r.Date.Format("060102"), "CCD", "L2"+famAlnum(fs, i, "sq", 11))
		case kStripe:
			ach(r, i, k, "ELECTRONIC DEPOSIT", "STRIPE", "1800948598", "TRANSFER", "CCD", strings.ToUpper(in.Ref))
		case kClover:
			ach(r, i, k, "ELECTRONIC DEPOSIT", "CLOVER APP MKT", "4445276820", "MTOT DEP", "CCD", famDigits(fs, i, "mid", 12))
		case kShopify:
			ach(r, i, k, "ELECTRONIC DEPOSIT", "SHOPIFY", "3364578900", "TRANSFER", "CCD", "ST-"+famAlnum(fs, i, "sh", 12))
		case kACHIn:
			if fs.LongDescs || famHash(fs, i, "long")%2 == 0 {
				ach(r, i, k, "ELECTRONIC DEPOSIT", in.Party, "1"+eID(fs, in.Party, "oid", 9), "PAYMENT", "CCD", strings.ReplaceAll(in.Ref, " ", ""))
			} else {
				eSet(r, k, "ELECTRONIC DEPOSIT "+in.Party, "VENDOR PAYMENT "+in.Ref)
			}
		case kTaxRefund:
			ach(r, i, k, "ELECTRONIC DEPOSIT", "IRS TREAS 310", "9101036151", "TAX REF", "PPD", "XXXXX"+famDigits(fs, i, "tin", 4))
		case kMobile:
			eSet(r, k, "MOBILE DEPOSIT", "ITEM COUNT 1 CONF "+famDigits(fs, i, "mob", 9))
		case kBranchDep:
			eSet(r, k, "BRANCH DEPOSIT", "MAIN OFFICE TELLER "+famDigits(fs, i, "tl", 2))
		case kZelleIn:
			eSet(r, k, "ZELLE PAYMENT FROM "+in.Party, "CONF# "+strings.ToLower(famAlnum(fs, i, "z", 9)))
		case kXferIn:
			eSet(r, k, "INTERNET TRANSFER FROM SAVINGS", "XXXXXX"+in.Acct4+" CONF "+famDigits(fs, i, "cf", 7))
		case kRefund:
			eSet(r, k, "PURCHASE RETURN AUTHORIZED ON "+in.AuthDay.Format("01/02")+" "+in.Party, city+" "+st+" S"+famDigits(fs, i, "s", 15)+" CARD "+card)
		case kFeeRev:
			eSet(r, k, "MAINTENANCE FEE REFUND")
		case kFunding:
			wire(r, i, k, "INCOMING WIRE "+in.Party+" LLC", "FED IN", fs.Holder)
		case kCheck:
			eSet(r, k, fmt.Sprintf("CHECK #%d", r.CheckNo))
		case kCard:
			eSet(r, k, "PURCHASE AUTHORIZED ON "+in.AuthDay.Format("01/02")+" "+in.Party, city+" "+st+" S"+famDigits(fs, i, "s", 15)+" CARD "+card)
		case kCardPin:
			eSet(r, k, "PURCHASE WITH PIN ON "+in.AuthDay.Format("01/02")+" "+in.Party, city+" "+st+" P"+famDigits(fs, i, "p", 15)+" CARD "+card)
		case kRecurring:
			eSet(r, k, "RECURRING PAYMENT AUTHORIZED ON "+in.AuthDay.Format("01/02"), lcWhere(in.Party, city, st)+" S"+famDigits(fs, i, "s", 15)+" CARD "+card)
		case kATM:
			eSet(r, k, "ATM WITHDRAWAL AUTHORIZED ON "+r.Date.Format("01/02"), "14 MILL ST MILLBROOK PA 0000"+famDigits(fs, i, "atm", 4)+" ATM ID 0031 CARD "+card)
		case kPayroll:
			ach(r, i, k, "ELECTRONIC WITHDRAWAL", "ADP WAGE PAY", "9659605001", "WAGE PAY", "CCD", in.Ref)
		case kPayrollTax:
			ach(r, i, k, "ELECTRONIC WITHDRAWAL", "ADP TAX", "9333006057", "ADP TAX", "CCD", famDigits(fs, i, "adp", 6)+famAlnum(fs, i, "adpx", 4))
		case kUtility:
			co := map[string]string{"DUKE ENERGY": "DUKE ENERGY", "ATT BUSINESS": "ATT"}[in.Party]
			ach(r, i, k, "ELECTRONIC WITHDRAWAL", co, "1"+eID(fs, co, "uid", 9), "UTIL PAYMT", "PPD", eID(fs, co, "ua", 12))
		case kBillPay:
			eSet(r, k, "BILL PAYMENT "+in.Party, "ON-LINE CONF# "+famDigits(fs, i, "bp", 8))
		case kZelleOut:
			eSet(r, k, "ZELLE PAYMENT TO "+in.Party, "CONF# "+strings.ToLower(famAlnum(fs, i, "z", 9)))
		case kXferOut:
			eSet(r, k, "INTERNET TRANSFER TO SAVINGS", "XXXXXX"+in.Acct4+" CONF "+famDigits(fs, i, "cf", 7))
		case kMCAPay:
			ach(r, i, k, "ELECTRONIC WITHDRAWAL", in.Party, "1"+eID(fs, in.Party, "mid", 9), "DAILY PMT", "CCD", eID(fs, in.Party, "mca", 15))
		case kLoanPay:
			ach(r, i, k, "ELECTRONIC WITHDRAWAL", in.Party+" INC", "1"+eID(fs, in.Party, "lid", 9), "LOAN PYMT", "CCD", eID(fs, in.Party, "loan", 10))
		case kWireOut:
			wire(r, i, k, "OUTGOING WIRE "+in.Party, "FED OUT", in.Party)
		case kReturned:
			eSet(r, k, "RETURN DEPOSITED ITEM", "CHECK "+famDigits(fs, i, "rck", 4)+" DEPOSITED "+eBizDayBefore(eBizDayBefore(r.Date)).Format("01/02")+" REASON NSF")
		case kNSF:
			t := fs.Rows[in.Trigger]
			eSet(r, k, "NSF RETURN ITEM FEE", "FOR ITEM "+money(t.Cents)+" ON "+t.Date.Format("01/02"))
		case kOD:
			t := fs.Rows[in.Trigger]
			eSet(r, k, "OVERDRAFT PAID ITEM FEE", "FOR ITEM "+money(t.Cents)+" ON "+t.Date.Format("01/02"))
		case kMonthly:
			eSet(r, k, "MAINTENANCE FEE")
		default:
			panic("drcrcore: no wording for " + k)
		}
	}
	// Interest accrues on the average balance and posts before the
	// maintenance fee on the last day.
	if base := dcInterestBase(fs); base > 0 {
		if in := int64(math.Round(float64(base) * dcRate * float64(dcDays(fs)) / 365)); in > 0 {
			k := len(fs.Rows)
			for k > 0 && fs.Rows[k-1].Date.Equal(fs.End) {
				k--
			}
			row := frow{txn: txn{Date: fs.End, Cents: in, Credit: true, Category: "other"}}
			eSet(&row, kInterest, "INTEREST PAID")
			fs.insertRow(k, row)
			fs.rebalance()
		}
	}
	// An item posted after its effective date: an ACH credit received
	// late in the day before.
	for i := range fs.Rows {
		r := &fs.Rows[i]
		if (eKind(*r) == kACHIn || eKind(*r) == kSquare) && famHash(fs, i, "eff")%4 == 0 && r.Date.After(fs.Start) {
			r.PrintedDate = "eff:" + eBizDayBefore(r.Date).Format("01-02")
		}
	}
}

// dcCRDR prints an amount with its CR or DR mark.
func dcCRDR(r frow) string {
	if r.Credit {
		return money(r.Cents) + " CR"
	}
	return money(r.Cents) + " DR"
}

func drawDrcrcore(fs *fstmt, producer string) *doc {
	const (
		L, R   = 40.0, 572.0
		top    = 40.0
		bottom = 724.0
		size   = 7.6
		lh     = 9.3
	)
	d := newDoc()
	acct := fs.AccountNo
	stmtDate := fs.End.Format("01/02/2006")
	xDate, xEff, xDesc, xAmt, xBal := L+2, 68.0, 114.0, 506.0, R-2
	inLedger := false
	heads := func() {
		d.fbBand(L, d.y-8, R, 11, 0.86)
		d.text(xDate, "DATE", 6.8, true)
		d.text(xEff, "EFFECTIVE", 6, true)
		d.text(xDesc, "DESCRIPTION", 6.8, true)
		d.rtext(xAmt, "AMOUNT", 6.8, true)
		d.rtext(xBal, "BALANCE", 6.8, true)
		d.nl(lh + 3)
	}
	d.header = func(d *doc) {
		d.y = top
		d.text(L, "MILLBROOK NATIONAL BANK", 11, true)
		d.fbAt(370, top-2, "ACCOUNT NUMBER", 6.8, true, false)
		d.fbAt(R, top-2, acct, 7.2, false, true)
		d.fbAt(370, top+7, "STATEMENT DATE", 6.8, true, false)
		d.fbAt(R, top+7, stmtDate, 7.2, false, true)
		d.fbAt(370, top+16, "PAGE", 6.8, true, false)
		d.nl(9)
		d.text(L, "14 MILL STREET  •  MILLBROOK, PA 17046", 6.5, false)
		d.fbRule(L, R, top+22, 0.3)
		d.y = top + 40
		if inLedger {
			d.text(L, "COMMERCIAL INTEREST CHECKING  "+acct+"  (CONTINUED)", 8, true)
			d.nl(lh + 3)
			heads()
		}
	}
	need := func(h float64) {
		if d.y+h <= bottom {
			return
		}
		if inLedger {
			d.fbAt(306, bottom+12, "*** CONTINUED ***", 7.5, true, false)
		}
		d.page++
		d.header(d)
	}
	d.header(d)

	// Address and statement period.
	d.y = 100
	d.text(L+30, fs.End.Format("060102")+" 0"+digits(fs.Opening, 4)+" 01 SP 0.573 **AUTOMATIC", 5.8, false)
	d.nl(10)
	for _, l := range []string{fs.Holder, fs.Street, fs.City} {
		d.text(L+30, l, 8.5, false)
		d.nl(10.5)
	}
	d.y = 100
	d.text(370, "STATEMENT PERIOD", 6.8, true)
	d.nl(9)
	d.text(370, fs.Start.Format("01/02/2006")+" THROUGH "+stmtDate, 7.5, false)
	d.nl(13)
	d.text(370, "QUESTIONS? CALL "+dcPhone, 6.8, true)
	d.nl(9)
	d.text(370, "OR VISIT "+strings.ToUpper(dcWeb), 6.8, false)

	// Summary with dotted leaders and the interest block.
	d.y = 176
	d.fbRule(L, R, d.y-10, 0.3)
	d.text(L, "COMMERCIAL INTEREST CHECKING", 9, true)
	d.rtext(R, "ACCOUNT "+acct, 8, true)
	d.nl(14)
	cr, ncr := fs.credits()
	db, ndb := fs.debits()
	replay := eReplay(fs)
	low, lowDay := eMinBal(fs)
	eCheck(fs, "minimum balance", low, replay[lowDay.Format("2006-01-02")])
	var sum int64
	for _, b := range replay {
		sum += b
	}
	avg := fs.avgDaily()
	eCheck(fs, "average balance", avg, sum/int64(len(replay)))
	eCheck(fs, "summary", fs.OpenP+cr-db, fs.CloseP)
	leader := func(x, w float64, label, val string, bold bool) {
		d.text(x, label, size, bold)
		lw := helvW(label, size, bold) + 3
		n := int((w - lw - helvW(val, size, bold) - 6) / helvW(".", size, false))
		if n > 0 {
			d.text(x+lw, strings.Repeat(".", n), size, false)
		}
		d.rtext(x+w, val, size, bold)
	}
	sy := d.y
	sumRows := [][2]string{
		{"Previous Statement Balance on " + eDayBefore(fs.Start).Format("01-02-06"), trail(fs.OpenP) + "   "},
		{fmt.Sprintf("%d Credits", ncr), money(cr) + " CR"},
		{fmt.Sprintf("%d Debits", ndb), money(db) + " DR"},
		{"Current Statement Balance on " + fs.End.Format("01-02-06"), trail(fs.CloseP) + "   "},
		{"Minimum Balance on " + lowDay.Format("01-02"), trail(low) + "   "},
		{"Average Ledger Balance", trail(avg) + "   "},
	}
	for k, t := range sumRows {
		leader(L+4, 250, t[0], t[1], k == 0 || k == 3)
		d.nl(lh + 1)
	}
	endY := d.y
	d.y = sy
	var intr, intrYTD int64
	for _, r := range fs.Rows {
		if eKind(r) == kInterest {
			intr += r.Cents
			if r.Date.Year() == fs.End.Year() {
				intrYTD += r.Cents
			}
		}
	}
	base := dcInterestBase(fs)
	apy := "0.00%"
	if intr > 0 && base > 0 {
		apy = fmt.Sprintf("%.2f%%", 100*(math.Pow(1+float64(intr)/float64(base), 365/float64(dcDays(fs)))-1))
	}
	bx := 320.0
	d.text(bx, "INTEREST INFORMATION", 7.5, true)
	d.nl(lh + 1)
	info := [][2]string{
		{"Annual Percentage Yield Earned", apy},
		{"Interest Rate", fmt.Sprintf("%.2f%%", dcRate*100)},
		{"Days in Statement Period", fmt.Sprint(dcDays(fs))},
		{"Balance Used for APY Earned", trail(max(base, 0))},
		{"Interest Earned This Period", money(intr)},
		{"Interest Paid Year-to-Date", money(intrYTD + eYTDPrior(fs, 173))},
	}
	if fs.End.Month() == time.January {
		info = append(info, [2]string{"Interest Paid in " + fmt.Sprint(fs.End.Year()-1), money(2019 + fs.Opening%700)})
	}
	for _, t := range info {
		leader(bx, R-bx, t[0], t[1], false)
		d.nl(lh)
	}
	d.y = max(d.y, endY) + 8

	// A shaded insert.
	d.fbBand(L, d.y-9, R, 30, 0.9)
	d.text(L+8, "MILLBROOK BUSINESS REMOTE DEPOSIT — NOW $15.00 PER MONTH", 7.6, true)
	d.nl(lh)
	d.text(L+8, "Scan up to 150 checks a month from your office; deposits received by 6:00 p.m. ET post the same business day. Call "+dcPhone+" ext. 4 or visit "+dcWeb+"/rdc.", 6.6, false)
	d.nl(lh)
	d.text(L+8, fmt.Sprintf("Offer valid through %s. Subject to approval; a $250.00 scanner deposit applies.", fs.End.AddDate(0, 3, 0).Format("01/02/2006")), 6.6, false)
	d.nl(lh + 12)

	// The ledger.
	d.text(L, "ACCOUNT ACTIVITY", 8.5, true)
	d.nl(lh + 3)
	heads()
	inLedger = true
	d.text(xDesc, "BALANCE LAST STATEMENT", size, true)
	d.rtext(xBal, trail(fs.OpenP), size, false)
	d.nl(lh)
	rows := fs.visible()
	eRunning(fs, rows)
	for i := range rows {
		r := &rows[i]
		var ls []string
		if eKind(*r) == kCheck {
			ls = []string{fmt.Sprintf("CHECK %d", r.CheckNo)}
		} else {
			ls = eLinesW(*r, 326, size)
		}
		need(lh * float64(len(ls)))
		d.text(xDate, r.Date.Format("01-02"), size, false)
		if eff, ok := strings.CutPrefix(r.PrintedDate, "eff:"); ok {
			d.text(xEff+4, eff, size, false)
		}
		d.rtext(xAmt, dcCRDR(*r), size, false)
		d.rtext(xBal, trail(r.Balance), size, false)
		for _, l := range ls {
			d.text(xDesc, l, size, false)
			d.nl(lh)
		}
	}
	need(lh * 2)
	d.text(xDesc, "BALANCE THIS STATEMENT", size, true)
	d.rtext(xBal, trail(fs.CloseP), size, true)
	d.nl(lh)
	d.fbRule(L, R, d.y-6, 0.3)
	inLedger = false
	d.nl(lh)
	d.text(xDesc, fmt.Sprintf("TOTAL CREDITS (%d)", ncr), size, true)
	d.rtext(xAmt, money(cr)+" CR", size, true)
	d.nl(lh)
	d.text(xDesc, fmt.Sprintf("TOTAL DEBITS (%d)", ndb), size, true)
	d.rtext(xAmt, money(db)+" DR", size, true)
	d.nl(lh * 2)

	// Fee summary.
	var od, nsf, odY, nsfY int64
	for _, r := range fs.Rows {
		y := r.Date.Year() == fs.End.Year()
		switch eKind(r) {
		case kOD:
			od += r.Cents
			if y {
				odY += r.Cents
			}
		case kNSF:
			nsf += r.Cents
			if y {
				nsfY += r.Cents
			}
		}
	}
	need(50)
	d.text(L, "OVERDRAFT AND RETURNED ITEM FEES", 7.5, true)
	d.rtext(400, "THIS PERIOD", 7, true)
	d.rtext(R-2, "YEAR-TO-DATE", 7, true)
	d.nl(lh)
	for _, t := range [][3]int64{{0, od, odY + eYTDPrior(fs, 3500)}, {1, nsf, nsfY}} {
		label := []string{"Total Overdraft Fees", "Total Returned Item Fees"}[t[0]]
		d.text(L+6, label, size, false)
		d.rtext(400, "$"+money(t[1]), size, false)
		d.rtext(R-2, "$"+money(t[2]), size, false)
		d.nl(lh)
	}
	d.nl(lh)

	// Notices.
	notes := []struct{ t, b string }{
		{"IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC TRANSFERS", "Call " + dcPhone + " or write Millbrook National Bank, Deposit Operations, P.O. Box 250, Millbrook, PA 17046-0250 as soon as you can if you think your statement or receipt is wrong or if you need more information about a transfer listed on it. We must hear from you no later than 60 days after we sent the FIRST statement on which the problem appeared. We will tell you the results of our investigation within 10 business days (20 business days for new accounts) and will correct any error promptly; if we need more time, we may take up to 45 days (90 days for point-of-sale, foreign-initiated and new-account transfers)."},
		{"INTEREST", fmt.Sprintf("Interest is compounded daily and credited monthly on the last day of the statement cycle at the rate of %.2f%% in effect on %s. Balances below $1,000.00 earn no interest. The rate may change at any time.", dcRate*100, fs.End.Format("01/02/2006"))},
		{"OVERDRAFTS", "We charge $35.00 for each item paid into overdraft and $35.00 for each item returned unpaid, no more than 4 fees ($140.00) per business day. No fee applies to items of $5.00 or less. A sustained overdraft fee of $7.00 per day applies from the 6th consecutive business day overdrawn."},
		{"MEMBER FDIC", "Deposits are insured by the FDIC up to $250,000 per depositor, per insured bank, for each account ownership category. Equal Housing Lender."},
	}
	for _, n := range notes {
		need(30)
		d.text(L, n.t, 7, true)
		d.nl(lh)
		for _, l := range wrapWords(n.b, 150) {
			need(lh)
			d.text(L, l, 6.6, false)
			d.nl(lh - 1)
		}
		d.nl(5)
	}
	d.footer = func(d *doc, page, total int) {
		d.fbAt(R, top+16, fmt.Sprintf("%d OF %d", page, total), 7.2, false, true)
		d.fbAt(L, 760, "Millbrook National Bank  •  Member FDIC  •  "+dcWeb, 6.2, false, false)
		d.fbAt(R, 760, acct+"  "+stmtDate, 6.2, false, true)
	}
	d.finish()
	for i := range fs.Rows {
		if strings.HasPrefix(fs.Rows[i].PrintedDate, "eff:") {
			fs.Rows[i].PrintedDate = ""
		}
	}
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "every_row"})
	fs.Notes = append(fs.Notes, "One ledger in posting order with a balance on every row; amounts carry CR or DR. The EFFECTIVE column (an earlier effective date on a few ACH credits) is not the posting date.",
		"BALANCE LAST STATEMENT and BALANCE THIS STATEMENT rows, the TOTAL CREDITS/DEBITS lines, the interest information block and the fee summary are not transactions; INTEREST PAID is.")
	return d
}
