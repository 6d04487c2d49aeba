package main

import (
	"fmt"
	"strings"
	"time"
)

func init() {
	dFamilies = append(dFamilies, dFamily{
		Seed: 41600, Name: "chaseprint", Bank: "Chasewood", Aliases: []string{"Chasewood Bank, N.A.", "Chasewood Bank", "Chasewood & Co."},
		Prepare: prepareChasePrint, Markup: htmlChasePrint, WKArgs: wkWebPrint,
		Docs: []cDoc{dDoc(0, "chromium"), dDoc(1, "chromium"), dDoc(2, "chromium"), dDoc(3, "chromium"),
			dDoc(0, "wkhtmltopdf"), dDoc(2, "wkhtmltopdf")},
	})
}

// wkWebPrint is wkhtmltopdf's page setup for the browser prints: no
// margins, the generator lays out the pages with their own header and
// footer.
func wkWebPrint(fs *fstmt) []string {
	return []string{"-s", "Letter", "-T", "0", "-B", "0", "-L", "0", "-R", "0"}
}

// cwType is the Type column of the activity page.
var cwType = map[string]string{
	kSquare: "ACH credit", kStripe: "ACH credit", kClover: "ACH credit", kShopify: "ACH credit", kACHIn: "ACH credit", kTaxRefund: "ACH credit",
	kMobile: "Check deposit", kBranchDep: "Deposit", kZelleIn: "Zelle credit", kXferIn: "Account transfer", kRefund: "Refund",
	kFeeRev: "Misc. credit", kFunding: "Wire incoming", kCard: "Debit card", kCardPin: "Debit card", kRecurring: "Debit card",
	kATM: "ATM", kCheck: "Check", kPayroll: "ACH debit", kPayrollTax: "ACH debit", kUtility: "ACH debit", kMCAPay: "ACH debit",
	kLoanPay: "Loan payment", kBillPay: "Bill payment", kZelleOut: "Zelle debit", kXferOut: "Account transfer",
	kWireOut: "Wire outgoing", kReturned: "Returned item", kNSF: "Fee", kOD: "Fee", kMonthly: "Fee",
}

// cwACH is an ACH entry with every field of the addenda, as the activity
// page shows it (the receiver's name cut at 22 characters).
func cwACH(fs *fstmt, i int, r frow, co, coid, descr, sec, indID string) string {
	dd := r.Date.Format("060102")
	ind := fs.Holder
	if len(ind) > 22 {
		ind = strings.TrimSpace(ind[:22])
	}
	return fmt.Sprintf("ORIG CO NAME:%s ORIG ID:%s DESC DATE:%s CO ENTRY DESCR:%s SEC:%s TRACE#:0210000%s EED:%s IND ID:%s IND NAME:%s TRN:%sTC",
		co, coid, dd, descr, sec, famDigits(fs, i, "trace", 8), dd, indID, ind, famDigits(fs, i, "trn", 10))
}

// prepareChasePrint words the rows as a Chase-style online activity page
// shows them: full ACH addenda (ORIG CO NAME: … TRN:), card purchases as
// the merchant, city and state with the day it was made at the end,
// "CARD PURCHASE WITH PIN", "REMOTE ONLINE DEPOSIT # 1", "Zelle payment
// from/to NAME" with its code, "Online Transfer to SAV ...1234
// transaction#: …", FEDWIRE CREDIT VIA: … B/O: … IMAD:, "Online Domestic
// Wire Transfer Via: … A/C: …", "CHECK 1234" and fees "FOR A $… ITEM -
// DETAILS: …".
func prepareChasePrint(fs *fstmt) {
	info := dPrepare(fs)
	city, st := famCityState(fs)
	card := digits(fs.Opening*23+9, 4)
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		k := r.Code
		switch k {
		case kCheck:
			r.Code = kCheck + "|"
		case kSquare:
			setDesc(r, k, cwACH(fs, i, *r, "SQUARE INC", "9424300002", "SQ"+r.Date.Format("060102"), "CCD", "L"+strings.TrimPrefix(in.Ref, "SQ")), "")
		case kStripe:
			setDesc(r, k, cwACH(fs, i, *r, "STRIPE", "1800948598", "TRANSFER", "CCD", strings.TrimPrefix(in.Ref, "ST-")), "")
		case kClover:
			setDesc(r, k, cwACH(fs, i, *r, "CLOVER MERCH DEP", "1411876543", "DEPOSIT", "CCD", "52"+famDigits(fs, i, "mid", 10)), "")
		case kShopify:
			setDesc(r, k, cwACH(fs, i, *r, "SHOPIFY", "1275364112", "PAYOUT", "CCD", famAlnum(fs, i, "sh", 9)), "")
		case kACHIn:
			setDesc(r, k, cwACH(fs, i, *r, in.Party, "1"+dPartyID(in.Party, 9), "PAYMENT", "CCD", strings.ReplaceAll(in.Ref, " ", "")), "")
		case kTaxRefund:
			setDesc(r, k, cwACH(fs, i, *r, "IRS TREAS 310", "9111736000", "TAX REF", "PPD", famDigits(fs, i, "irs", 15)), "")
		case kMobile:
			setDesc(r, k, "REMOTE ONLINE DEPOSIT # 1", "")
		case kBranchDep:
			setDesc(r, k, "DEPOSIT ID NUMBER "+famDigits(fs, i, "br", 6), "")
		case kZelleIn:
			setDesc(r, k, "Zelle payment from "+in.Party+" BAC"+strings.ToLower(famAlnum(fs, i, "z", 9)), "")
		case kXferIn:
			setDesc(r, k, "Online Transfer from SAV ..."+in.Acct4+" transaction#: "+famDigits(fs, i, "xf", 11), "")
		case kRefund:
			m, _ := merchantOf("CARD PURCHASE 00/00 " + in.Party)
			setDesc(r, k, m+" "+city+" "+st+" "+in.AuthDay.Format("01/02"), "")
		case kFeeRev:
			setDesc(r, k, "MONTHLY SERVICE FEE REVERSAL", "")
		case kFunding:
			setDesc(r, k, fmt.Sprintf("FEDWIRE CREDIT VIA: CITIBANK N.A./021000089 B/O: %s LLC NEW YORK NY 10017 REF: CHASEWOOD NYC/CTR/BNF=%s %s %s/AC-00000000%s RFB=O/B CITI NYC OBI=FUNDING REF %s IMAD: %sB1QGC01C00%s TRN: %sFF YOUR REF: O/B CITI NYC",
				in.Party, fs.Holder, city, st, fs.AccountNo[len(fs.AccountNo)-4:], in.Ref, r.Date.Format("0102"), famDigits(fs, i, "imad", 4), famDigits(fs, i, "trn", 10)), "")
		case kCard, kRecurring:
			setDesc(r, k, in.Party+" "+city+" "+st+" "+in.AuthDay.Format("01/02"), "")
		case kCardPin:
			setDesc(r, k, "CARD PURCHASE WITH PIN "+in.AuthDay.Format("01/02")+" "+in.Party+" "+city+" "+st+" CARD "+card, "")
		case kATM:
			setDesc(r, k, "ATM WITHDRAWAL "+famDigits(fs, i, "atm", 6)+" "+r.Date.Format("01/02")+" "+dATMAddr(fs, i)+" "+city+" "+st, "")
		case kPayroll:
			setDesc(r, k, cwACH(fs, i, *r, "ADP WAGE PAY", "9659605001", "WAGE PAY", "CCD", in.Ref), "")
		case kPayrollTax:
			setDesc(r, k, cwACH(fs, i, *r, "IRS", "3387702000", "USATAXPYMT", "CCD", "270"+famDigits(fs, i, "tax", 12)), "")
		case kUtility:
			setDesc(r, k, cwACH(fs, i, *r, in.Party, dPartyID(in.Party, 10), "UTIL PAYMT", "PPD", famDigits(fs, i, "u", 10)), "")
		case kBillPay:
			setDesc(r, k, "Online Payment "+famDigits(fs, i, "bp", 10)+" To "+in.Party+" "+r.Date.Format("01/02"), "")
		case kZelleOut:
			setDesc(r, k, "Zelle payment to "+in.Party+" JPM99"+strings.ToLower(famAlnum(fs, i, "zo", 7)), "")
		case kXferOut:
			setDesc(r, k, "Online Transfer to SAV ..."+in.Acct4+" transaction#: "+famDigits(fs, i, "xt", 11)+" "+r.Date.Format("01/02"), "")
		case kMCAPay:
			setDesc(r, k, cwACH(fs, i, *r, in.Party, dPartyID(in.Party, 10), "DEBIT", "CCD", famDigits(fs, i, "mca", 9)), "")
		case kLoanPay:
			setDesc(r, k, cwACH(fs, i, *r, in.Party, dPartyID(in.Party, 10), "LOAN PMT", "CCD", famDigits(fs, i, "loan", 9)), "")
		case kWireOut:
			setDesc(r, k, fmt.Sprintf("Online Domestic Wire Transfer Via: FIRST MERIDIAN/121000248 A/C: %s %s %s US Ref: Inv %s Imad: %sMMQFMP2L00%s Trn: %sEs",
				in.Party, city, st, famDigits(fs, i, "inv", 4), r.Date.Format("0102"), famDigits(fs, i, "wimad", 4), famDigits(fs, i, "wtrn", 10)), "")
		case kReturned:
			setDesc(r, k, "DEPOSITED ITEM RETURNED "+famDigits(fs, i, "rck", 4)+" NSF", "")
		case kNSF, kOD:
			what := "INSUFFICIENT FUNDS FEE FOR A $"
			if k == kOD {
				what = "OVERDRAFT FEE FOR A $"
			}
			det := "ITEM"
			if t := in.Trigger; t >= 0 {
				tr := fs.Rows[t]
				name := info[t].Party
				if name == "" {
					name = strings.ToUpper(cwType[dKind(tr)])
				}
				setDesc(r, k, what+money(tr.Cents)+" "+det+" - DETAILS: "+tr.Date.Format("0102")+name, "")
			} else {
				setDesc(r, k, strings.TrimSuffix(what, " FOR A $"), "")
			}
		case kMonthly:
			setDesc(r, k, "MONTHLY SERVICE FEE", "")
		default:
			panic("chaseprint: kind " + k)
		}
	}
}

// cwMoney prints an amount or balance as the page does: $1,234.56 or
// -$84.20.
func cwMoney(c int64) string { return usd(c) }

// cwPending are authorizations not yet posted when the page was printed:
// shown at the top, in no balance, and not rows of the statement.
type cwPend struct {
	Date       time.Time
	Desc, Type string
	Cents      int64
	Credit     bool
}

func cwPendings(fs *fstmt) []cwPend {
	city, st := famCityState(fs)
	base := fs.Opening%9000 + 1200
	return []cwPend{
		{fs.End.AddDate(0, 0, 1), "Zelle payment to RAMIREZ CONTRACTING JPM99" + strings.ToLower(digits(fs.Opening, 6)), "Zelle debit", 45000 + base%20000, false},
		{fs.End.AddDate(0, 0, 1), "SHELL OIL 57442 " + city + " " + st, "Debit card", 4000 + base%6000, false},
		{fs.End, "AMAZON MKTPLACE PMTS AMZN.COM/BILL WA", "Debit card", 2100 + base%9000, false},
		{fs.End, "ORIG CO NAME:STRIPE ORIG ID:1800948598 CO ENTRY DESCR:TRANSFER", "ACH credit", 90000 + base*7, true},
	}
}

// ---- chaseprint: the account-activity page of a Chase-style online
// banking site, printed from the browser (Chromium; wkhtmltopdf lays out
// the same page on pages of its own with the same print header and
// footer). The site's bar and the account's tile (Present balance,
// Available balance), tabs, the filter line "Showing: 01/01/2026 -
// 01/31/2026", a Pending group whose rows carry no balance and are not
// posted, then the posted rows newest first in Date | Description | Type
// | Amount | Balance with `Jan 31, 2026` dates, -$ amounts and a balance
// on every row; no summary, no opening balance. The browser prints the
// date and time and the page title at the top of every page and the
// page's address and "1/3" at the bottom.
func htmlChasePrint(fs *fstmt, producer string) string {
	dLedgerCheck(fs)
	last4 := fs.AccountNo[len(fs.AccountNo)-4:]
	printed := fs.End.AddDate(0, 0, 2)
	stamp := fmt.Sprintf("%d/%d/%02d, 9:14 AM", int(printed.Month()), printed.Day(), printed.Year()%100)
	title := "Account activity | Chasewood Business"
	url := "https://secure.chasewood.example/web/auth/dashboard#/dashboard/accountDetails/DDA;acctId=" + digits(fs.Opening*29+3, 9)
	css := `body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 14px; color: #1b1b1b; }
.nav { background: #0b2d5b; color: #fff; padding: 10px 14px; }
.nav b { font-size: 20px; letter-spacing: 3px; }
.nav span { margin-left: 22px; font-size: 13px; }
.acct { margin-top: 14px; border-bottom: 1px solid #ccc; padding-bottom: 10px; }
.acct h1 { font-size: 20px; margin: 0 0 4px 0; font-weight: normal; }
.tiles td { padding: 6px 26px 2px 0; vertical-align: top; }
.tiles .v { font-size: 22px; }
.tiles .l { font-size: 12px; color: #555; }
.tabs { margin: 10px 0 6px 0; font-size: 13px; }
.tabs span { margin-right: 20px; }
.tabs .on { font-weight: bold; border-bottom: 3px solid #0b6efd; }
.filt { font-size: 13px; color: #333; margin: 6px 0 8px 0; }
table.tx { border-collapse: collapse; width: 100%; }
.tx th { text-align: left; font-size: 12px; color: #555; border-bottom: 2px solid #999; padding: 6px 6px; }
.tx td { padding: 5px 6px; border-bottom: 1px solid #e1e1e1; vertical-align: top; }
.tx .n { text-align: right; white-space: nowrap; }
.tx .d { white-space: nowrap; }
.tx tr.g td { background: #f2f4f7; font-weight: bold; font-size: 13px; }
.tx tr.p td { color: #555; }
.tx tr { page-break-inside: avoid; }
.end { font-size: 12px; color: #555; margin-top: 8px; }
.legal { font-size: 11px; color: #555; margin-top: 14px; line-height: 1.4; }
`
	var head strings.Builder
	head.WriteString(`<div class="nav"><b>CHASEWOOD</b><span>Accounts</span><span>Pay &amp; transfer</span><span>Collect &amp; deposit</span><span>Plan &amp; track</span><span>Explore products</span><span style="float:right">Sign out</span></div>`)
	pend := cwPendings(fs)
	var pendDebits int64
	for _, p := range pend {
		if !p.Credit {
			pendDebits += p.Cents
		}
	}
	fmt.Fprintf(&head, `<div class="acct"><h1>BUSINESS COMPLETE CHECKING (...%s)</h1><div style="font-size:13px">%s</div><table class="tiles"><tr><td><div class="v">%s</div><div class="l">Present balance</div></td><td><div class="v">%s</div><div class="l">Available balance</div></td><td><div class="l" style="padding-top:8px">Routing number 0210%s<br>Account number ending in %s</div></td></tr></table></div>`,
		last4, esc(fs.Holder), cwMoney(fs.CloseP), cwMoney(fs.CloseP-pendDebits), digits(fs.Opening*31, 5), last4)
	head.WriteString(`<div class="tabs"><span class="on">Activity</span><span>Account details</span><span>Statements &amp; documents</span><span>Manage account</span></div>`)
	fmt.Fprintf(&head, `<div class="filt">Showing: <b>%s - %s</b> &nbsp;|&nbsp; All transactions &nbsp;|&nbsp; Sorted by date, newest first</div>`,
		fs.Start.Format("01/02/2006"), fs.End.Format("01/02/2006"))
	w := &dWeb{}
	w.block(head.String(), 250)
	cols := `<table class="tx"><thead><tr><th style="width:15%">Date</th><th>Description</th><th style="width:13%">Type</th><th class="n" style="width:12%">Amount</th><th class="n" style="width:13%">Balance</th></tr></thead><tbody>`
	w.table(cols, cols, 34, 34, 120)
	rowH := func(desc string) float64 { return float64(estLines(desc, 54))*18 + 12 }
	w.block(`<tr class="g"><td colspan="5">Pending</td></tr>`, 32)
	for _, p := range pend {
		amt := "-" + usd(p.Cents)
		if p.Credit {
			amt = usd(p.Cents)
		}
		w.block(fmt.Sprintf(`<tr class="p"><td class="d">%s</td><td>%s</td><td>%s</td><td class="n">%s</td><td class="n"></td></tr>`,
			p.Date.Format("Jan 2, 2006"), esc(p.Desc), p.Type, amt), rowH(p.Desc))
	}
	w.block(`<tr class="g"><td colspan="5">Posted</td></tr>`, 32)
	rows := fs.visible()
	for i := len(rows) - 1; i >= 0; i-- {
		r := rows[i]
		desc := r.Desc
		if isCheck(r) {
			desc = fmt.Sprintf("CHECK %d", r.CheckNo)
		}
		amt := usd(r.Cents)
		if !r.Credit {
			amt = "-" + usd(r.Cents)
		}
		w.block(fmt.Sprintf(`<tr><td class="d">%s</td><td>%s</td><td>%s</td><td class="n">%s</td><td class="n">%s</td></tr>`,
			fs.date(&r, "Jan 2, 2006"), esc(desc), cwType[dKind(r)], amt, cwMoney(r.Balance)), rowH(desc))
	}
	w.end(fmt.Sprintf(`</tbody></table><div class="end">Showing 1 - %d of %d posted transactions. There are no more transactions for this date range.</div>`, len(rows), len(rows)), 30)
	w.block(`<div class="legal">Pending transactions are authorizations that have not yet posted to your account; they are not included in your present balance and the amount that posts may differ. Present balance includes all transactions that have posted through the end of the previous business day. Available balance is your present balance less pending debit card transactions and holds, plus any deposits made available to you.<br><br>Deposit products provided by Chasewood Bank, N.A. Member FDIC. Equal Housing Opportunity. &copy; 2026 Chasewood &amp; Co. Questions? Call 1-800-555-0112 (business customers 1-877-555-0160), or visit a branch.</div>`, 130)
	var b strings.Builder
	b.WriteString(dWebPrint(producer, title, stamp, url, css))
	if producer == "chromium" {
		b.WriteString(w.flow())
	} else {
		b.WriteString(dWebPages(w.paged(1200), title, stamp, url))
	}
	b.WriteString(`</body></html>`)
	fs.printTotals(shows{Running: "every_row"})
	fs.Notes = append(fs.Notes, "A browser print of the online account-activity page filtered to the period, newest first: the answer lists the posted rows in that order. "+
		"The Pending rows at the top are authorizations not yet posted (no balance, not in the present balance) and are not transactions; Type is a column of its own. "+
		"The ending balance is the newest posted row's balance (also the Present balance tile); the Available balance tile is not the ending balance. "+dStartNote)
	dNewestFirst(fs)
	return b.String()
}
