package main

import (
	"fmt"
	"strings"
	"time"
)

func init() {
	dFamilies = append(dFamilies, dFamily{
		Seed: 41800, Name: "amerprint", Bank: "Bank of Amerigo", Aliases: []string{"Bank of Amerigo, N.A.", "Amerigo"},
		Prepare: prepareAmerPrint, Markup: htmlAmerPrint, WKArgs: wkWebPrint,
		Docs: []cDoc{dDoc(0, "chromium"), dDoc(1, "chromium"), dDoc(2, "chromium"), dDoc(3, "chromium"),
			dDoc(0, "wkhtmltopdf"), dDoc(3, "wkhtmltopdf")},
	})
}

// amINDN is the receiver's name as the ACH entry carries it (22
// characters).
func amINDN(fs *fstmt) string {
	if len(fs.Holder) > 22 {
		return strings.TrimSpace(fs.Holder[:22])
	}
	return fs.Holder
}

// prepareAmerPrint words the rows as a Bank of America-style activity
// page shows them: ACH entries as "NAME DES:… ID:… INDN:… CO ID:… CCD",
// "CHECKCARD 0103 MERCHANT CITY ST" with a 23-digit reference (and
// RECURRING), "PURCHASE 0102 …" for PIN purchases, "AMERIGO MOBILE 01/05
// … DEPOSIT *MOBILE", Zelle with the memo in quotes and a Conf#, "Online
// Banking transfer to SAV 1234 Confirmation# …", wires as "WIRE
// TYPE:WIRE IN DATE:… TRN:… ORIG:… SND BK:…", and overdraft fees "FOR
// ACTIVITY OF 02-04 … POSTING SEQ".
func prepareAmerPrint(fs *fstmt) {
	info := dPrepare(fs)
	city, st := famCityState(fs)
	indn := amINDN(fs)
	ach := func(co, des, id, coid, sec string) string {
		return fmt.Sprintf("%s DES:%s ID:%s INDN:%s CO ID:%s %s", co, des, id, indn, coid, sec)
	}
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		k := r.Code
		mmdd := func(t time.Time) string { return t.Format("0102") }
		cardRef := "24" + famDigits(fs, i, "arn", 21)
		switch k {
		case kCheck:
			r.Code = kCheck + "|"
		case kSquare:
			setDesc(r, k, ach("SQUARE INC", "SQ"+r.Date.Format("060102"), "L"+strings.TrimPrefix(in.Ref, "SQ"), "9424300002", "CCD"), "")
		case kStripe:
			setDesc(r, k, ach("STRIPE", "TRANSFER", strings.TrimPrefix(in.Ref, "ST-"), "1800948598", "CCD"), "")
		case kClover:
			setDesc(r, k, ach("CLOVER MERCH DEP", "DEPOSIT", "52"+famDigits(fs, i, "mid", 10), "1411876543", "CCD"), "")
		case kShopify:
			setDesc(r, k, ach("SHOPIFY", "PAYOUT", famAlnum(fs, i, "sh", 9), "1275364112", "CCD"), "")
		case kACHIn:
			setDesc(r, k, ach(in.Party, "PAYMENT", strings.ReplaceAll(in.Ref, " ", ""), "1"+dPartyID(in.Party, 9), "CCD"), "")
		case kTaxRefund:
			setDesc(r, k, ach("IRS TREAS 310", "TAX REF", famDigits(fs, i, "irs", 15), "9111736000", "PPD"), "")
		case kMobile:
			setDesc(r, k, "AMERIGO MOBILE "+r.Date.Format("01/02")+" "+famDigits(fs, i, "mob", 10)+" DEPOSIT *MOBILE "+st, "")
		case kBranchDep:
			setDesc(r, k, "COUNTER CREDIT "+city+" "+st+" BC "+famDigits(fs, i, "bc", 6), "")
		case kZelleIn:
			setDesc(r, k, fmt.Sprintf(`Zelle payment from %s for "INV %s"; Conf# %s`, in.Party, famDigits(fs, i, "zi", 4), strings.ToLower(famAlnum(fs, i, "z", 9))), "")
		case kXferIn:
			setDesc(r, k, "Online Banking transfer from SAV "+in.Acct4+" Confirmation# "+famDigits(fs, i, "xf", 10), "")
		case kRefund:
			m, _ := merchantOf("CARD PURCHASE 00/00 " + in.Party)
			setDesc(r, k, "CHECKCARD "+mmdd(in.AuthDay)+" "+m+" "+city+" "+st+" "+cardRef, "")
		case kFeeRev:
			setDesc(r, k, "Monthly Fee Business Adv Fundamentals Refund", "")
		case kFunding:
			setDesc(r, k, fmt.Sprintf("WIRE TYPE:WIRE IN DATE: %s TIME:1104 ET TRN:%s SEQ:%s/%s ORIG:%s LLC ID:%s SND BK:CITIBANK N.A. ID:0008 PMT DET:FUNDING REF %s",
				r.Date.Format("060102"), r.Date.Format("20060102")+"00"+famDigits(fs, i, "trn", 6), famDigits(fs, i, "seq", 6), famDigits(fs, i, "seq2", 6), in.Party, famDigits(fs, i, "oid", 9), in.Ref), "")
		case kCard:
			setDesc(r, k, "CHECKCARD "+mmdd(in.AuthDay)+" "+in.Party+" "+city+" "+st+" "+cardRef, "")
		case kRecurring:
			setDesc(r, k, "CHECKCARD "+mmdd(in.AuthDay)+" "+in.Party+" "+city+" "+st+" "+cardRef+" RECURRING", "")
		case kCardPin:
			setDesc(r, k, "PURCHASE "+mmdd(in.AuthDay)+" "+in.Party+" "+city+" "+st, "")
		case kATM:
			setDesc(r, k, "AMERIGO ATM "+r.Date.Format("01/02")+" #00000"+famDigits(fs, i, "atm", 4)+" WITHDRWL "+dATMAddr(fs, i)+" "+city+" "+st, "")
		case kPayroll:
			setDesc(r, k, ach("ADP WAGE PAY", "WAGE PAY", in.Ref, "9659605001", "CCD"), "")
		case kPayrollTax:
			setDesc(r, k, ach("IRS", "USATAXPYMT", "270"+famDigits(fs, i, "tax", 12), "3387702000", "CCD"), "")
		case kUtility:
			setDesc(r, k, ach(in.Party, "UTIL PAYMT", famDigits(fs, i, "u", 10), dPartyID(in.Party, 10), "PPD"), "")
		case kBillPay:
			setDesc(r, k, "Online Banking payment to "+in.Party+" Confirmation# "+famDigits(fs, i, "bp", 10), "")
		case kZelleOut:
			setDesc(r, k, fmt.Sprintf(`Zelle payment to %s for "labor"; Conf# %s`, in.Party, strings.ToLower(famAlnum(fs, i, "zo", 9))), "")
		case kXferOut:
			setDesc(r, k, "Online Banking transfer to SAV "+in.Acct4+" Confirmation# "+famDigits(fs, i, "xt", 10), "")
		case kMCAPay:
			setDesc(r, k, ach(in.Party, "DEBIT", famDigits(fs, i, "mca", 9), dPartyID(in.Party, 10), "CCD"), "")
		case kLoanPay:
			setDesc(r, k, ach(in.Party, "LOAN PMT", famDigits(fs, i, "loan", 9), dPartyID(in.Party, 10), "CCD"), "")
		case kWireOut:
			setDesc(r, k, fmt.Sprintf("WIRE TYPE:WIRE OUT DATE:%s TIME:1034 ET TRN:%s SERVICE REF:%s BNF:%s ID:%s BNF BK:FIRST MERIDIAN BANK ID:%s PMT DET:INV %s",
				r.Date.Format("060102"), r.Date.Format("20060102")+"00"+famDigits(fs, i, "wtrn", 6), famDigits(fs, i, "sref", 6), in.Party, famDigits(fs, i, "bid", 9), famDigits(fs, i, "bbk", 9), famDigits(fs, i, "inv", 4)), "")
		case kReturned:
			setDesc(r, k, "DEPOSITED ITEM RETURNED CHARGEBACK ITEM "+famDigits(fs, i, "rck", 4)+" REASON NSF", "")
		case kNSF, kOD:
			what := "ELECTRONIC TRANSACTION"
			if t := in.Trigger; t >= 0 && dKind(fs.Rows[t]) == kCheck {
				what = "CHECK"
			}
			seq := famDigits(fs, i, "seq", 2)
			setDesc(r, k, fmt.Sprintf("OVERDRAFT ITEM FEE FOR ACTIVITY OF %s %s POSTING DATE %s POSTING SEQ 000%s",
				r.Date.Format("01-02"), what, r.Date.Format("01-02-06"), seq), "")
		case kMonthly:
			setDesc(r, k, "Monthly Fee Business Adv Fundamentals", "")
		default:
			panic("amerprint: kind " + k)
		}
	}
}

// amNum prints an amount or balance as the page does: no dollar sign,
// a minus in front of debits and overdrawn balances.
func amNum(c int64) string { return signed(c) }

// ---- amerprint: the account-activity page of a Bank of America-style
// online banking site printed from the browser (Chromium, and wkhtmltopdf
// on pages laid out by the generator). The site's header and the
// account's name with its last four, "Balance summary" with the
// available balance as of the print date, tabs, a statement-period
// chooser and a summary strip (Beginning balance as of the day before
// the period, Total credits, Total debits, Ending balance as of the last
// day); "Processing" rows first (not yet posted, no running balance,
// not transactions), then the posted rows newest first in Date |
// Transaction description | Amount | Running balance with 01/31/2026
// dates and unsigned-dollar figures (-45.67), a "Beginning balance as
// of 12/31/2025" row at the end (not a transaction).
func htmlAmerPrint(fs *fstmt, producer string) string {
	dLedgerCheck(fs)
	last4 := fs.AccountNo[len(fs.AccountNo)-4:]
	printed := fs.End.AddDate(0, 0, 3)
	stamp := fmt.Sprintf("%d/%d/%02d, 4:37 PM", int(printed.Month()), printed.Day(), printed.Year()%100)
	title := "Bank of Amerigo | Online Banking | Accounts | Account Details | Activity"
	url := "https://secure.bankofamerigo.example/myaccounts/details/deposit/account-details.go?adx=" + strings.ToLower(famAlnum(fs, 0, "adx", 24))
	css := `body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 13px; color: #333; }
.top { border-bottom: 4px solid #c41230; padding: 6px 0 8px 0; }
.top .logo { font-size: 21px; font-weight: bold; color: #012169; }
.top .ob { font-size: 13px; color: #012169; margin-left: 8px; }
.menu { background: #012169; color: #fff; font-size: 12px; padding: 7px 10px; }
.menu span { margin-right: 18px; }
h1 { font-size: 19px; font-weight: normal; color: #012169; margin: 14px 0 2px 0; }
.bs { font-size: 12px; margin: 4px 0 10px 0; }
.bs b { font-size: 17px; }
.tabs { border-bottom: 1px solid #bbb; font-size: 13px; padding-bottom: 4px; }
.tabs span { margin-right: 22px; }
.tabs .on { font-weight: bold; color: #c41230; }
.per { font-size: 12px; margin: 8px 0; }
.strip { border-collapse: collapse; width: 100%; margin: 4px 0 10px 0; }
.strip td { border: 1px solid #ccc; padding: 6px 8px; font-size: 12px; }
.strip td b { display: block; font-size: 15px; }
table.tx { border-collapse: collapse; width: 100%; }
.tx th { text-align: left; font-size: 12px; background: #e8e8e8; padding: 6px; border-top: 1px solid #999; border-bottom: 1px solid #999; }
.tx td { padding: 5px 6px; vertical-align: top; border-bottom: 1px solid #ddd; }
.tx tr:nth-child(even) td { background: #f7f7f7; }
.tx .n { text-align: right; white-space: nowrap; }
.tx .d { white-space: nowrap; }
.tx tr.pr td { font-style: italic; color: #555; }
.tx tr.beg td { font-weight: bold; }
.tx tr { page-break-inside: avoid; }
.legal { font-size: 10.5px; color: #555; margin-top: 12px; line-height: 1.4; }
`
	var head strings.Builder
	head.WriteString(`<div class="top"><span class="logo">BANK OF AMERIGO</span><span class="ob">Online Banking</span><span style="float:right;font-size:12px">Locations &nbsp; Contact Us &nbsp; Help &amp; Support &nbsp; Sign Out</span></div>`)
	head.WriteString(`<div class="menu"><span>Accounts</span><span>Bill Pay</span><span>Transfer | Zelle</span><span>Tools &amp; Investing</span><span>Open an Account</span><span>Help &amp; Support</span></div>`)
	proc := amProcessing(fs)
	var procDebits int64
	for _, p := range proc {
		if !p.Credit {
			procDebits += p.Cents
		}
	}
	fmt.Fprintf(&head, `<h1>Business Advantage Fundamentals&trade; Banking - %s</h1><div style="font-size:12px">%s</div>`, last4, esc(fs.Holder))
	fmt.Fprintf(&head, `<div class="bs">Balance summary: Available balance <b>$%s</b> as of %s &nbsp;&nbsp; Processing items: -%s</div>`,
		amNum(fs.CloseP-procDebits), printed.Format("01/02/2006"), money(procDebits))
	head.WriteString(`<div class="tabs"><span class="on">Activity</span><span>Information &amp; Services</span><span>Statements &amp; Documents</span><span>Special Offers &amp; Deals</span></div>`)
	fmt.Fprintf(&head, `<div class="per">Transactions: <b>Statement period %s - %s</b> &nbsp;&#9662; &nbsp;&nbsp; Download &nbsp; Print</div>`,
		fs.Start.Format("01/02/2006"), fs.End.Format("01/02/2006"))
	dep, _ := fs.credits()
	wd, _ := fs.debits()
	before := fs.Start.AddDate(0, 0, -1)
	fmt.Fprintf(&head, `<table class="strip"><tr><td>Beginning balance as of %s<b>$%s</b></td><td>Total credits<b>$%s</b></td><td>Total debits<b>-$%s</b></td><td>Ending balance as of %s<b>$%s</b></td></tr></table>`,
		before.Format("01/02/2006"), amNum(fs.OpenP), money(dep), money(wd), fs.End.Format("01/02/2006"), amNum(fs.CloseP))
	w := &dWeb{}
	w.block(head.String(), 310)
	cols := `<table class="tx"><thead><tr><th style="width:13%">Date</th><th>Transaction description</th><th class="n" style="width:13%">Amount</th><th class="n" style="width:15%">Running balance</th></tr></thead><tbody>`
	w.table(cols, cols, 32, 32, 120)
	rowH := func(desc string) float64 { return float64(estLines(desc, 64))*17 + 12 }
	for _, p := range proc {
		a := "-" + money(p.Cents)
		if p.Credit {
			a = money(p.Cents)
		}
		w.block(fmt.Sprintf(`<tr class="pr"><td class="d">Processing</td><td>%s</td><td class="n">%s</td><td class="n"></td></tr>`, esc(p.Desc), a), rowH(p.Desc))
	}
	rows := fs.visible()
	for i := len(rows) - 1; i >= 0; i-- {
		r := rows[i]
		desc := r.Desc
		if isCheck(r) {
			desc = fmt.Sprintf("Check %d", r.CheckNo)
		}
		a := money(r.Cents)
		if !r.Credit {
			a = "-" + a
		}
		w.block(fmt.Sprintf(`<tr><td class="d">%s</td><td>%s</td><td class="n">%s</td><td class="n">%s</td></tr>`,
			fs.date(&r, "01/02/2006"), esc(desc), a, amNum(r.Balance)), rowH(desc))
	}
	w.block(fmt.Sprintf(`<tr class="beg"><td class="d"></td><td>Beginning balance as of %s</td><td class="n"></td><td class="n">%s</td></tr>`, before.Format("01/02/2006"), amNum(fs.OpenP)), 30)
	w.end(`</tbody></table>`, 4)
	w.block(fmt.Sprintf(`<div class="legal">Processing transactions have not posted to your account; they are shown for your information and are not included in the running balance. The running balance reflects posted transactions in the order they posted and may not match the available balance. Transactions dated on or after %s may appear on your next statement.<br><br>Bank of Amerigo, N.A. Member FDIC. Equal Housing Lender. &copy; 2026 Bank of Amerigo Corporation. Business customer service 1-888-555-0172, Mon-Fri 7 a.m.-10 p.m. ET.</div>`,
		fs.End.AddDate(0, 0, 1).Format("01/02/2006")), 120)
	var b strings.Builder
	b.WriteString(dWebPrint(producer, title, stamp, url, css))
	if producer == "chromium" {
		b.WriteString(w.flow())
	} else {
		b.WriteString(dWebPages(w.paged(1190), title, stamp, url))
	}
	b.WriteString(`</body></html>`)
	fs.printTotals(shows{Credits: true, Debits: true, Running: "every_row"})
	fs.Notes = append(fs.Notes, "A browser print of the online account-activity page for the statement period, newest first: the answer lists the posted rows in that order. "+
		"The Processing rows at the top are not posted (no running balance) and are not transactions; the Beginning balance row at the end, the Balance summary (available balance as of the print date) and the summary strip are not transactions. "+
		"Amounts and balances are printed without a dollar sign, debits and overdrawn balances with a leading minus.")
	dNewestFirst(fs)
	return b.String()
}

// amPending is a card authorization or transfer still processing when
// the page was printed.
type amPending struct {
	Desc   string
	Cents  int64
	Credit bool
}

func amProcessing(fs *fstmt) []amPending {
	city, st := famCityState(fs)
	base := fs.Opening%7000 + 900
	next := fs.End.AddDate(0, 0, 1)
	return []amPending{
		{"CHECKCARD " + next.Format("0102") + " SYSCO FOODS " + city + " " + st + " 24" + digits(fs.Opening*3, 21), 18000 + base*3, false},
		{"PURCHASE " + fs.End.Format("0102") + " SHELL OIL 57442 " + city + " " + st, 3500 + base, false},
		{"Online Banking transfer to SAV " + digits(fs.Opening*11, 4) + " Confirmation# " + digits(fs.Opening*13, 10), 50000, false},
	}
}
