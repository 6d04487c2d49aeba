package main

import (
	"fmt"
	"math"
	"strings"
	"time"
)

// ---- cumulti: a large credit union's business member statement, from
// "Anchorline Federal Credit Union".
//
// Modelled conventions: one "Statement of Account" for a member's four
// share accounts, headed on every page by the member's Access No. (not an
// account number), the statement period and "Page n of m"; a "Summary of
// your deposit accounts" table (Previous Balance | Deposits/Credits |
// Withdrawals/Debits | Ending Balance | YTD Dividends) with a Totals row
// over all accounts; then each account in its own section ("Business
// Checking - 7012345678") with Date | Transaction Detail | Amount($) |
// Balance($), a Beginning Balance row and an Ending Balance row, MM-DD
// dates, debits with a trailing minus (25.00-), a balance on every row;
// the union's own wording in mixed case ("Deposit - ACH Paid From Square
// Inc", "POS Debit- Debit Card 4410 Transaction 01-03-26", "ACH Paid To
// ADP Wage Pay", "Paid To - Duke Energy", "Deposit - Shared Branch",
// "Zelle CR", "Courtesy Pay Fee", "Transfer To Business Savings");
// dividends posted at the end of each calendar month in the period (so a
// December-January statement has one on 12-31); transfers between the
// member's checking and business savings appear on both accounts; a
// membership savings with no activity and a share certificate with only
// its dividend; average daily balance and dividend lines under each
// account; Reg DD fee totals; a dividend rate table and notices. Only the
// Business Checking is the answer.

func init() {
	eFamilies = append(eFamilies, eFamily{
		Name: "cumulti", Bank: "Anchorline Federal Credit Union", Aliases: []string{"Anchorline FCU", "ANCHORLINE FEDERAL CREDIT UNION", "Anchorline"},
		Seed: 64200, Prepare: prepareCumulti, Draw: drawCumulti,
		Docs: []eDoc{{0, "cairo"}, {1, "cairo"}, {2, "cairo"}, {3, "cairo"},
			{0, "fpdf-ttf"}, {3, "fpdf-ttf"}, {1, "fpdf-words"}, {2, "fpdf-core"}, {0, "reportlab"}},
	})
}

const kDividend = "dividend"

const cmPhone, cmWeb = "1-888-555-0163", "anchorlinefcu.org"

func cmCard(fs *fstmt) string   { return digits(fs.Opening*17+3, 4) }
func cmAccess(fs *fstmt) string { return digits(fs.Opening*19+11, 10) }
func cmChecking(fs *fstmt) string {
	return "70" + fs.AccountNo[4:]
}
func cmSavings(fs *fstmt) string { return "31" + digits(fs.Opening*23+1, 8) }
func cmShare(fs *fstmt) string   { return "00" + digits(fs.Opening*29+7, 8) }
func cmCert(fs *fstmt) string    { return "46" + digits(fs.Opening*31+5, 8) }

// cmDivDays are the month ends inside the period, when dividends post.
func cmDivDays(fs *fstmt) []time.Time {
	var out []time.Time
	for d := fs.Start; !d.After(fs.End); d = d.AddDate(0, 0, 1) {
		if d.AddDate(0, 0, 1).Day() == 1 {
			out = append(out, d)
		}
	}
	return out
}

func prepareCumulti(fs *fstmt) {
	fs.Creator = "Anchorline FCU eStatements"
	info := ePrep(fs)
	card := cmCard(fs)
	city, st := famCityState(fs)
	sav4 := cmSavings(fs)[6:]
	T := func(s string) string { return famTitle(s, "SQ", "ID", "ACH", "IRS", "ADP", "LLC", "CCD", "PPD", "HOA") }
	holder := T(fs.Holder)
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		k := r.Code
		ymd := r.Date.Format("060102")
		switch k {
		case kSquare:
			eSet(r, k, "Deposit - ACH Paid From Square Inc", "Sq"+ymd+" L2"+famAlnum(fs, i, "sq", 11)+" "+holder)
		case kStripe:
			eSet(r, k, "Deposit - ACH Paid From Stripe Transfer", strings.ToUpper(in.Ref)+" "+holder)
		case kClover:
			eSet(r, k, "Deposit - ACH Paid From Clover App Mkt Mtot Dep", famDigits(fs, i, "mid", 12)+" "+holder)
		case kShopify:
			eSet(r, k, "Deposit - ACH Paid From Shopify Transfer", "ST-"+famAlnum(fs, i, "sh", 12)+" "+holder)
		case kACHIn:
			if fs.LongDescs && famHash(fs, i, "long")%2 == 0 {
				eSet(r, k, "Deposit - ACH Paid From "+T(in.Party), "Payment "+strings.ReplaceAll(in.Ref, " ", "")+" Co ID 1"+eID(fs, in.Party, "oid", 9)+" CCD", "Trace 2560"+famDigits(fs, i, "tr", 11))
			} else {
				eSet(r, k, "Deposit - ACH Paid From "+T(in.Party), "Payment "+strings.ReplaceAll(in.Ref, " ", ""))
			}
		case kTaxRefund:
			eSet(r, k, "Deposit - ACH Paid From IRS Treas 310 Tax Ref", "XXXXX"+famDigits(fs, i, "tin", 4)+" "+holder)
		case kMobile:
			eSet(r, k, "Deposit - Mobile Check", "Conf "+famDigits(fs, i, "mob", 8))
		case kBranchDep:
			eSet(r, k, "Deposit - Shared Branch", "CU Service Center "+famDigits(fs, i, "csc", 4)+" "+famTitle(city)+" "+st)
		case kZelleIn:
			eSet(r, k, "Zelle CR "+T(in.Party), "Conf "+strings.ToLower(famAlnum(fs, i, "z", 9)))
		case kXferIn:
			eSet(r, k, "Transfer From Business Savings", "XXXXXX"+sav4)
		case kRefund:
			eSet(r, k, "POS Credit Adjustment - Debit Card "+card+" Transaction "+in.AuthDay.Format("01-02-06"), T(in.Party)+" "+famTitle(city)+" "+st)
		case kFeeRev:
			eSet(r, k, "Fee Reversal - Business Checking Monthly Fee")
		case kFunding:
			eSet(r, k, "Deposit - Wire Transfer In", "From "+T(in.Party)+" LLC Ref "+in.Ref, "Fed Imad "+r.Date.Format("20060102")+"QMGFT0"+famDigits(fs, i, "imad", 8))
		case kCheck:
			eSet(r, k, fmt.Sprintf("CHECK #%d", r.CheckNo))
		case kCard:
			eSet(r, k, "POS Debit- Debit Card "+card+" Transaction "+in.AuthDay.Format("01-02-06"), cmWhere(T(in.Party), famTitle(city), st))
		case kCardPin:
			eSet(r, k, "POS Debit- Debit Card "+card+" PIN Transaction "+in.AuthDay.Format("01-02-06"), T(in.Party)+" "+famTitle(city)+" "+st)
		case kRecurring:
			eSet(r, k, "POS Debit- Debit Card "+card+" Recurring "+in.AuthDay.Format("01-02-06"), cmWhere(T(in.Party), famTitle(city), st))
		case kATM:
			eSet(r, k, "ATM Withdrawal - Anchorline Branch 0"+famDigits(fs, i, "br", 3), famTitle(city)+" "+st+" Card "+card)
		case kPayroll:
			eSet(r, k, "ACH Paid To ADP Wage Pay", "Wage Pay "+in.Ref+" Co ID 9659605001")
		case kPayrollTax:
			eSet(r, k, "ACH Paid To ADP Tax", "ADP Tax "+famDigits(fs, i, "adp", 6)+famAlnum(fs, i, "adpx", 4)+" Co ID 9333006057")
		case kUtility:
			eSet(r, k, "Paid To - "+T(in.Party), "Util Pmt "+eID(fs, in.Party, "ua", 10))
		case kBillPay:
			eSet(r, k, "Bill Pay - "+T(in.Party), "Conf "+famDigits(fs, i, "bp", 8))
		case kZelleOut:
			eSet(r, k, "Zelle DR "+T(in.Party), "Conf "+strings.ToLower(famAlnum(fs, i, "z", 9)))
		case kXferOut:
			eSet(r, k, "Transfer To Business Savings", "XXXXXX"+sav4)
		case kMCAPay:
			eSet(r, k, "ACH Paid To "+T(in.Party), "Daily Pmt ID "+eID(fs, in.Party, "mca", 12))
		case kLoanPay:
			eSet(r, k, "ACH Paid To "+T(in.Party)+" Inc", "Loan Pmt "+eID(fs, in.Party, "loan", 10))
		case kWireOut:
			eSet(r, k, "Wire Transfer Out", "To "+T(in.Party)+" Ref "+famDigits(fs, i, "wref", 6), "Fed Imad "+r.Date.Format("20060102")+"QMGFT0"+famDigits(fs, i, "imad", 8))
		case kReturned:
			eSet(r, k, "Returned Deposit Item", "Check "+famDigits(fs, i, "rck", 4)+" Dep "+eBizDayBefore(eBizDayBefore(r.Date)).Format("01-02")+" Reason NSF")
		case kNSF:
			eSet(r, k, "NSF Fee", "Item "+money(fs.Rows[in.Trigger].Cents))
		case kOD:
			eSet(r, k, "Courtesy Pay Fee", "Item "+money(fs.Rows[in.Trigger].Cents))
		case kMonthly:
			eSet(r, k, "Business Checking Monthly Fee")
		default:
			panic("cumulti: no wording for " + k)
		}
	}
	// Dividends on the checking post at each month end in the period, on
	// the average balance of the month's days in the period.
	for _, dd := range cmDivDays(fs) {
		var sum, n int64
		b, j := fs.Opening, 0
		for d := fs.Start; !d.After(dd); d = d.AddDate(0, 0, 1) {
			for j < len(fs.Rows) && !fs.Rows[j].Date.After(d) {
				b = fs.Rows[j].Balance
				j++
			}
			if d.Month() == dd.Month() {
				sum += b
				n++
			}
		}
		div := int64(math.Round(float64(sum/n) * 0.0005 * float64(dd.Day()) / 365))
		if sum <= 0 || div <= 0 {
			continue
		}
		row := frow{txn: txn{Date: dd, Cents: div, Credit: true, Category: "other"}}
		eSet(&row, kDividend, "Dividend")
		k := len(fs.Rows)
		for k > 0 && fs.Rows[k-1].Date.After(dd) {
			k--
		}
		for k > 0 && fs.Rows[k-1].Date.Equal(dd) && eKind(fs.Rows[k-1]) == kMonthly {
			k--
		}
		fs.insertRow(k, row)
		fs.rebalance()
	}
}

func cmWhere(m, city, st string) string {
	switch {
	case strings.HasPrefix(m, "Amazon"):
		return m + " Amzn.com/bill WA"
	case strings.HasPrefix(m, "Uber"):
		return m + " Help.uber.com CA"
	case strings.HasPrefix(m, "Comcast"):
		return m + " 800-266-2278 PA"
	case strings.HasPrefix(m, "Verizon"):
		return m + " 800-922-0204 NJ"
	}
	return m + " " + city + " " + st
}

// cmLine is a row of another share account.
type cmLine struct {
	D      time.Time
	Desc   string
	Cents  int64
	Credit bool
	Bal    int64
}

// cmAcct is one share account of the statement.
type cmAcct struct {
	Name, No   string
	Open, Clos int64
	Rows       []cmLine
	Div, YTD   int64
	Rate       string
	Extra      []string
}

// cmOthers builds the member's other share accounts from the checking:
// the business savings mirrors the transfers and earns dividends, the
// membership share holds its $5.00 par value, the certificate earns its
// dividend.
func cmOthers(fs *fstmt) (share, sav, cert cmAcct) {
	share = cmAcct{Name: "Membership Savings", No: cmShare(fs), Open: 500, Clos: 500, Rate: "0.25%", YTD: eYTDPrior(fs, 0)}
	sav = cmAcct{Name: "Business Savings", No: cmSavings(fs), Open: 1200000 + fs.Opening%1000000, Rate: "0.25%"}
	bal := sav.Open
	for _, r := range fs.Rows {
		switch eKind(r) {
		case kXferOut:
			bal += r.Cents
			sav.Rows = append(sav.Rows, cmLine{r.Date, "Transfer From Business Checking XXXXXX" + fs.AccountNo[len(fs.AccountNo)-4:], r.Cents, true, bal})
		case kXferIn:
			bal -= r.Cents
			sav.Rows = append(sav.Rows, cmLine{r.Date, "Transfer To Business Checking XXXXXX" + fs.AccountNo[len(fs.AccountNo)-4:], r.Cents, false, bal})
		}
	}
	for _, dd := range cmDivDays(fs) {
		div := max(1, bal*25/10000*int64(dd.Day())/365)
		bal += div
		k := len(sav.Rows)
		for k > 0 && sav.Rows[k-1].D.After(dd) {
			k--
		}
		sav.Rows = append(sav.Rows[:k:k], append([]cmLine{{dd, "Dividend", div, true, 0}}, sav.Rows[k:]...)...)
		sav.Div += div
		if dd.Year() == fs.End.Year() {
			sav.YTD += div
		}
	}
	b := sav.Open
	for i := range sav.Rows {
		if sav.Rows[i].Credit {
			b += sav.Rows[i].Cents
		} else {
			b -= sav.Rows[i].Cents
		}
		sav.Rows[i].Bal = b
	}
	if b < 0 || b >= 5000000 {
		panic("cumulti: business savings outside its rate tier")
	}
	sav.Clos = b
	sav.YTD += eYTDPrior(fs, 287)
	cert = cmAcct{Name: "12 Month Share Certificate", No: cmCert(fs), Open: 2500000, Rate: "3.78%"}
	cb := cert.Open
	for _, dd := range cmDivDays(fs) {
		div := cb * 385 / 10000 * int64(dd.Day()) / 365
		cb += div
		cert.Rows = append(cert.Rows, cmLine{dd, "Dividend", div, true, cb})
		cert.Div += div
		if dd.Year() == fs.End.Year() {
			cert.YTD += div
		}
	}
	cert.Clos = cb
	cert.YTD += eYTDPrior(fs, 8020)
	mat := time.Date(fs.End.Year()+1, 4, 18, 0, 0, 0, 0, time.UTC)
	cert.Extra = []string{"Maturity Date " + mat.Format("01/02/2006") + "   Dividend Rate 3.78%   Annual Percentage Yield 3.85%   Dividends are credited monthly to this certificate."}
	return
}

func drawCumulti(fs *fstmt, producer string) *doc {
	const (
		L, R   = 36.0, 576.0
		bottom = 728.0
		size   = 7.8
		lh     = 9.6
	)
	d := newDoc()
	period := fs.Start.Format("01/02/06") + " - " + fs.End.Format("01/02/06")
	access := cmAccess(fs)
	xDate, xDesc, xAmt, xBal := L+4, 78.0, 476.0, R-6
	var cont func()
	d.header = func(d *doc) {
		d.y = 40
		d.text(L, "Anchorline", 14, true)
		d.text(L+78, "Federal Credit Union", 9, false)
		d.fbAt(R, 34, "Statement of Account", 10, true, true)
		d.fbAt(R, 45, "Access No. "+access, 7.5, false, true)
		d.fbAt(R, 54, "Statement Period "+period, 7.5, false, true)
		d.fbRule(L, R, 68, 0.2)
		d.y = 84
		if cont != nil {
			cont()
		}
	}
	need := func(h float64) {
		if d.y+h > bottom {
			d.page++
			d.header(d)
		}
	}
	d.header(d)

	// Address and message box.
	d.y = 98
	for _, l := range []string{fs.Holder, fs.Street, fs.City} {
		d.text(L+24, l, 9, false)
		d.nl(11)
	}
	d.fbBox(330, 88, R, 50, 0.5)
	d.fbAt(338, 100, "Questions about your statement?", 8, true, false)
	d.fbAt(338, 110, "Call 24/7: "+cmPhone+"   Collect internationally: 1-703-555-0163", 7, false, false)
	d.fbAt(338, 119, "Online: "+cmWeb+"   Mail: P.O. Box 3400, Merrifield, VA 22119-3400", 7, false, false)
	d.fbAt(338, 128, "Federally insured by NCUA", 7, true, false)

	share, sav, cert := cmOthers(fs)
	cr, _ := fs.credits()
	db, _ := fs.debits()
	var chkDivYTD int64
	for _, r := range fs.Rows {
		if eKind(r) == kDividend && r.Date.Year() == fs.End.Year() {
			chkDivYTD += r.Cents
		}
	}
	chkDivYTD += eYTDPrior(fs, 41)
	chk := cmAcct{Name: "Business Checking", No: cmChecking(fs), Open: fs.OpenP, Clos: fs.CloseP, YTD: chkDivYTD}
	accts := []struct {
		a      cmAcct
		cr, db int64
	}{{share, 0, 0}, {chk, cr, db}, {sav, 0, 0}, {cert, 0, 0}}
	for i := range accts {
		if i == 1 {
			continue
		}
		for _, r := range accts[i].a.Rows {
			if r.Credit {
				accts[i].cr += r.Cents
			} else {
				accts[i].db += r.Cents
			}
		}
		eCheck(fs, accts[i].a.Name+" balance", accts[i].a.Open+accts[i].cr-accts[i].db, accts[i].a.Clos)
	}

	// Summary of deposit accounts.
	d.y = 162
	d.text(L, "Summary of your deposit accounts", 10, true)
	d.nl(14)
	cols := []float64{250, 330, 415, 497, R - 4}
	d.fbBand(L, d.y-9, R, 22, 0.88)
	for i, h := range [][2]string{{"Previous", "Balance"}, {"Deposits/", "Credits"}, {"Withdrawals/", "Debits"}, {"Ending", "Balance"}, {"YTD", "Dividends"}} {
		d.fbAt(cols[i], d.y, h[0], 7, true, true)
		d.fbAt(cols[i], d.y+8, h[1], 7, true, true)
	}
	d.nl(20)
	var tot [5]int64
	for _, a := range accts {
		d.text(L+4, a.a.Name, size, false)
		vals := []int64{a.a.Open, a.cr, a.db, a.a.Clos, a.a.YTD}
		for i, v := range vals {
			d.rtext(cols[i], "$"+trail(v), size, false)
			tot[i] += v
		}
		d.nl(lh + 2)
	}
	d.fbRule(L, R, d.y-8, 0.3)
	d.text(L+4, "Totals", size, true)
	for i, v := range tot {
		d.rtext(cols[i], "$"+trail(v), size, true)
	}
	d.nl(lh + 14)

	// One section per account.
	section := func(a cmAcct, title string) {
		need(60)
		d.fbBand(L, d.y-10, R, 14, 0.25)
		d.textc(L+4, title, 9, true, 1)
		d.nl(16)
		heads := func() {
			d.text(xDate, "Date", 7.2, true)
			d.text(xDesc, "Transaction Detail", 7.2, true)
			d.rtext(xAmt, "Amount($)", 7.2, true)
			d.rtext(xBal, "Balance($)", 7.2, true)
			d.fbRule(L, R, d.y+3, 0.4)
			d.nl(lh + 3)
		}
		heads()
		cont = func() {
			d.text(L, title+" (continued)", 8.5, true)
			d.nl(13)
			heads()
		}
	}
	endSection := func() { cont = nil }
	other := func(a cmAcct) {
		section(a, a.Name+" - "+a.No)
		d.text(xDate, fs.Start.Format("01-02"), size, false)
		d.text(xDesc, "Beginning Balance", size, false)
		d.rtext(xBal, trail(a.Open), size, false)
		d.nl(lh)
		if len(a.Rows) == 0 {
			d.text(xDesc, "No Transactions This Period", size, false)
			d.nl(lh)
		}
		for _, r := range a.Rows {
			need(lh)
			d.text(xDate, r.D.Format("01-02"), size, false)
			d.text(xDesc, r.Desc, size, false)
			if r.Credit {
				d.rtext(xAmt, money(r.Cents), size, false)
			} else {
				d.rtext(xAmt+3.5, money(r.Cents)+"-", size, false)
			}
			d.rtext(xBal, trail(r.Bal), size, false)
			d.nl(lh)
		}
		need(3 * lh)
		d.text(xDate, fs.End.Format("01-02"), size, false)
		d.text(xDesc, "Ending Balance", size, true)
		d.rtext(xBal, trail(a.Clos), size, true)
		d.nl(lh + 3)
		endSection()
		d.text(xDesc, fmt.Sprintf("Dividends this period $%s   YTD Dividends $%s   Dividend Rate %s", money(a.Div), money(a.YTD), a.Rate), 7, false)
		d.nl(lh)
		for _, e := range a.Extra {
			d.text(xDesc, e, 7, false)
			d.nl(lh)
		}
		d.nl(10)
	}
	other(share)

	// Business checking.
	section(chk, "Business Checking - "+chk.No)
	d.text(xDate, fs.Start.Format("01-02"), size, false)
	d.text(xDesc, "Beginning Balance", size, false)
	d.rtext(xBal, trail(fs.OpenP), size, false)
	d.nl(lh)
	rows := fs.visible()
	eRunning(fs, rows)
	for i := range rows {
		r := &rows[i]
		ls := eLinesW(*r, xAmt-xDesc-60, size)
		if eKind(*r) == kCheck {
			ls = []string{fmt.Sprintf("Check %d", r.CheckNo)}
		}
		need(lh * float64(len(ls)))
		d.text(xDate, r.Date.Format("01-02"), size, false)
		if r.Credit {
			d.rtext(xAmt, money(r.Cents), size, false)
		} else {
			d.rtext(xAmt+3.5, money(r.Cents)+"-", size, false)
		}
		d.rtext(xBal, trail(r.Balance), size, false)
		for _, l := range ls {
			d.text(xDesc, l, size, false)
			d.nl(lh)
		}
	}
	need(3 * lh)
	d.text(xDate, fs.End.Format("01-02"), size, false)
	d.text(xDesc, "Ending Balance", size, true)
	d.rtext(xBal, trail(fs.CloseP), size, true)
	d.nl(lh + 3)
	endSection()
	var chkDiv int64
	for _, r := range fs.Rows {
		if eKind(r) == kDividend {
			chkDiv += r.Cents
		}
	}
	avg := fs.avgDaily()
	replay := eReplay(fs)
	var sum int64
	for _, b := range replay {
		sum += b
	}
	eCheck(fs, "average daily balance", avg, sum/int64(len(replay)))
	d.text(xDesc, fmt.Sprintf("Average Daily Balance $%s   Dividends this period $%s   YTD Dividends $%s   Dividend Rate 0.05%%", trail(avg), money(chkDiv), money(chkDivYTD)), 7, false)
	d.nl(lh)
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
	need(4 * lh)
	d.nl(4)
	d.rtext(420, "Total This Period", 7, true)
	d.rtext(R-6, "Total Year-to-Date", 7, true)
	d.nl(lh)
	d.text(xDesc, "Total Courtesy Pay Fees", 7.2, false)
	d.rtext(420, "$"+money(od), 7.2, false)
	d.rtext(R-6, "$"+money(odY+eYTDPrior(fs, 2000)), 7.2, false)
	d.nl(lh)
	d.text(xDesc, "Total Returned Item (NSF) Fees", 7.2, false)
	d.rtext(420, "$"+money(nsf), 7.2, false)
	d.rtext(R-6, "$"+money(nsfY), 7.2, false)
	d.nl(lh + 12)

	other(sav)
	other(cert)

	// Rates and notices.
	need(90)
	d.text(L, "Dividend Rates", 9, true)
	d.nl(12)
	for _, t := range [][3]string{{"Account", "Dividend Rate", "APY"}, {"Membership Savings", "0.25%", "0.25%"}, {"Business Savings ($0 - $49,999.99)", "0.25%", "0.25%"},
		{"Business Savings ($50,000.00 and over)", "0.35%", "0.35%"}, {"Business Checking ($1,000.00 and over)", "0.05%", "0.05%"}, {"12 Month Share Certificate ($1,000.00 minimum)", "3.78%", "3.85%"}} {
		b := t[0] == "Account"
		d.text(L+4, t[0], 7.2, b)
		d.rtext(330, t[1], 7.2, b)
		d.rtext(400, t[2], 7.2, b)
		d.nl(lh)
	}
	d.nl(8)
	for _, p := range []string{
		"Dividends are declared monthly by the Board of Directors and are paid on the last day of each month on the average daily balance of the month. Rates are effective " + fs.Start.Format("January 2, 2006") + " and may change after the account is opened.",
		"In case of errors or questions about your electronic transfers, call " + cmPhone + " or write to Anchorline Federal Credit Union, P.O. Box 3400, Merrifield, VA 22119-3400, as soon as you can. We must hear from you no later than 60 days after we sent the FIRST statement on which the problem appeared. We will investigate and tell you the results within 10 business days (20 business days for new accounts); if we need more time we may take up to 45 days (90 days for POS, foreign and new-account transfers).",
		"Courtesy Pay: we may pay items that overdraw your account for a fee of $35.00 per item, up to 6 per day; items of $5.00 or less are not charged. The NSF fee for an item returned unpaid is $35.00. Your savings are federally insured to at least $250,000 and backed by the full faith and credit of the United States Government. National Credit Union Administration, a U.S. Government Agency.",
	} {
		for _, l := range wrapWidth(p, R-L, 7, false) {
			need(lh)
			d.text(L, l, 7, false)
			d.nl(lh - 0.8)
		}
		d.nl(6)
	}
	d.footer = func(d *doc, page, total int) {
		d.fbAt(R, 63, fmt.Sprintf("Page %d of %d", page, total), 7.5, false, true)
		d.fbAt(L, 760, "Anchorline Federal Credit Union  •  "+cmWeb+"  •  "+cmPhone+"  •  Federally insured by NCUA", 6.3, false, false)
	}
	d.finish()
	fs.printTotals(shows{Credits: true, Debits: true, Running: "every_row"})
	fs.Notes = append(fs.Notes, "A member statement of four share accounts; the answer is the Business Checking (its own number's last four), not the Access No. or the other accounts.",
		"The summary table's Totals row and the Membership Savings, Business Savings and share certificate sections are not this account: transfers between checking and business savings appear on both, dividends on each.",
		"Beginning Balance and Ending Balance rows are balances, not transactions; the checking's Dividend rows are transactions.")
	return d
}
