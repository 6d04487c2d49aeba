package main

import (
	"fmt"
	"github.com/docanalysis/service/infra/internal/blindkit"
	"strings"
	"time"
)

// famBrowser: an online-banking account activity page printed from the
// browser. The browser's own header and footer (print date and time, the
// page title, the URL, '1/3') sit in the page margins; the page prints
// Date | Description | Debit | Credit | Balance with 'Nov 3, 2026' dates,
// a running balance on every row, beginning / ending balance lines and
// an 'Activity from ... to ...' range.
func famBrowser() blindkit.Family {
	return blindkit.Family{Name: "browser-history", Tool: "chromium",
		Convention: "online-banking account activity page printed from headless Chromium with the browser's header / footer (print date and time, page title, URL, `1/3`): Date / Description / Debit / Credit / Balance, `Nov 3, 2026` dates, balance on every row, beginning and ending balance lines, 'Activity from ... to ...'; one oldest first with a pending box, one newest first overdrawn",
		Make: func() []*blindkit.Doc {
			return []*blindkit.Doc{
				browserDoc("browser_history_nov26", blindkit.Day(2026, 11, 1), blindkit.Day(2026, 11, 27), false, 501),
				browserDoc("browser_history_sepoct26_newest", blindkit.Day(2026, 9, 8), blindkit.Day(2026, 10, 7), true, 502),
			}
		}}
}

func browserDesc(r blindkit.Raw) (string, []string) {
	w := func(s string) []string { return blindkit.Wrap(s, 58) }
	switch r.K {
	case "mca":
		e := "DAILY PMT"
		if r.Weekly {
			e = "WEEKLY PMT"
		}
		return "", w(fmt.Sprintf("ACH DEBIT %s %s %s", r.Party, e, r.ID))
	case "funding":
		return "", w(fmt.Sprintf("ACH CREDIT %s FUNDING %s", r.Party, r.ID))
	case "settle":
		return "", w(fmt.Sprintf("ACH CREDIT %s SETTLEMENT %s", r.Party, r.Ref[:10]))
	case "card":
		return "", w(fmt.Sprintf("DEBIT CARD PURCHASE %s %s %s %s", r.Card.Format("01/02"), r.Party, r.City, r.State))
	case "achdebit", "payroll", "tax":
		return "", w(fmt.Sprintf("ACH DEBIT %s %s %s", r.Party, r.Entry, r.Ref[:9]))
	case "deposit":
		return "", blindkit.One("MOBILE DEPOSIT REF " + r.Ref)
	case "achcredit":
		return "", w(fmt.Sprintf("ACH CREDIT %s %s", r.Party, r.Entry))
	case "xferout":
		return "", w("ONLINE TRANSFER TO SAVINGS ...8815 CONF " + r.Ref)
	case "xferin":
		return "", w("ONLINE TRANSFER FROM SAVINGS ...8815 CONF " + r.Ref)
	case "zelleout":
		return "", w(fmt.Sprintf("ZELLE PAYMENT TO %s CONF# %s", r.Party, r.Ref))
	case "zellein":
		return "", w(fmt.Sprintf("ZELLE PAYMENT FROM %s CONF# %s", r.Party, r.Ref))
	case "wireout":
		return "", w(fmt.Sprintf("OUTGOING DOMESTIC WIRE %s REF %s", r.Party, r.Ref))
	case "check":
		return "", blindkit.One(fmt.Sprintf("CHECK #%d", r.Check))
	case "nsf":
		return "", blindkit.One("OVERDRAFT ITEM FEE")
	case "fee":
		return "", blindkit.One("MONTHLY MAINTENANCE FEE")
	case "notice":
		return "", blindkit.One(r.Entry)
	}
	return "", blindkit.One(r.Party)
}

func browserDoc(name string, start, end time.Time, newest bool, seed uint64) *blindkit.Doc {
	holder := "Granite & Oak Landscaping LLC"
	num := "3308816402"
	s := &blindkit.Stmt{Bank: "Kestrel Valley Bank", Aliases: []string{"KESTREL VALLEY BANK", "Kestrel Valley Bank, N.A."},
		Holder: holder, Number: num, Currency: "USD", Start: start, End: end}
	b := blindkit.NewB(seed, start, end, blindkit.USHolidays)
	act := blindkit.Act{N: 44, Processors: []string{"SQUARE INC", "STRIPE"}, Checks: 4, CheckStart: 2207,
		MCA: []blindkit.MCA{{Funder: "KINGSBRIDGE FUND", Cents: 28900, ID: "KB77812"}}}
	var od *blindkit.Overdraft
	if newest {
		act = blindkit.Act{N: 30, Processors: []string{"CLOVER"}, Checks: 3, CheckStart: 1180, Fee: 1500,
			MCA:     []blindkit.MCA{{Funder: "BLUEPATH ADVANCE", Cents: 61450, Weekly: true, ID: "BPA3391"}, {Funder: "RIVERTON CAP", Cents: 17500, ID: "RC2291"}},
			Funding: "RIVERTON CAP", FundID: "RC2291"}
		od = blindkit.NewOverdraft(0.55, 2, 3500, holder, browserDesc, blindkit.USRegion)
	}
	blindkit.Activity(b, blindkit.USRegion, act, holder, browserDesc)
	b.Finish(s, 1250000, 80000, od)

	rows := blindkit.Moving(s.Txns)
	printed := rows
	if newest {
		printed = blindkit.Reversed(rows)
	}
	cr, _, db, _ := blindkit.Sums(rows)
	money := func(c int64) string { return blindkit.Cur("$", c) }
	title := "Account Activity - Business Checking ...6402 | Kestrel Valley Bank Online"
	url := "https://secure.kestrelvalleybank.com/olb/accounts/activity?acct=6402&range=custom"
	stamp := "11/28/26, 4:47 PM"
	if newest {
		stamp = "10/8/26, 9:12 AM"
	}
	css := fmt.Sprintf(`@page { size: 8.5in 11in; margin: 0.42in 0.4in 0.45in 0.4in;
 @top-left { content: "%s"; font: 8px "DejaVu Sans" } @top-center { content: "%s"; font: 8px "DejaVu Sans" }
 @bottom-left { content: "%s"; font: 8px "DejaVu Sans" } @bottom-right { content: counter(page) "/" counter(pages); font: 8px "DejaVu Sans" } }
body { font-family: "DejaVu Sans"; font-size: 9.5px; color: #222 }
.nav { background: #0d3b4f; color: #fff; padding: 6px 10px; font-size: 11px } .nav b { font-size: 14px; margin-right: 24px } .nav span { margin-right: 14px }
.crumb { color: #0d5f86; margin: 8px 0 2px 0 } h1 { font-size: 17px; margin: 2px 0 6px 0; font-weight: normal }
.bal td { padding: 2px 18px 2px 0 } .bal .big { font-size: 14px; font-weight: bold }
.range { margin: 10px 0 6px 0; padding: 5px 8px; background: #eef3f6; border: 1px solid #c9d6de }
.act { width: 100%%; margin-top: 4px } .act th { text-align: left; border-bottom: 2px solid #0d3b4f; padding: 4px 5px; font-size: 9px; color: #0d3b4f }
.act th.r { text-align: right } .act td { border-bottom: 1px solid #dde3e7; padding: 3px 5px } .act td.d { width: 55%% }
.edge td { background: #f6f8f9; font-weight: bold }
.pend { width: 100%%; margin: 4px 0 10px 0; color: #666 } .pend td { border-bottom: 1px dotted #ccc; padding: 2px 5px }
.fine { color: #666; font-size: 8px; margin-top: 14px; white-space: normal }`, stamp, title, url)

	var body strings.Builder
	body.WriteString(`<div class="nav"><b>Kestrel Valley Bank</b><span>Accounts</span><span>Transfers &amp; Payments</span><span>Bill Pay</span><span>Statements &amp; Documents</span><span>Sign Off</span></div>`)
	body.WriteString(`<div class="crumb">Accounts &rsaquo; Business Checking ...6402 &rsaquo; Activity</div>`)
	fmt.Fprintf(&body, `<h1>BUSINESS CHECKING ...6402</h1><div>Account owner: %s &nbsp;&middot;&nbsp; Account number ******6402 &nbsp;&middot;&nbsp; Routing number 111904417</div>`, blindkit.Esc(holder))
	pendTotal := int64(0)
	pend := []struct {
		desc string
		c    int64
	}{{"DEBIT CARD AUTHORIZATION SHELL OIL 57442331 ROUND ROCK TX", 8412}, {"DEBIT CARD AUTHORIZATION HOME DEPOT #6512 AUSTIN TX", 21988}}
	for _, p := range pend {
		pendTotal += p.c
	}
	avail := s.Close - pendTotal
	if newest {
		avail = s.Close
	}
	fmt.Fprintf(&body, `<table class="bal" style="margin-top:8px"><tr><td>Current balance</td><td>Available balance</td><td>Pending transactions</td></tr>
<tr><td class="big">%s</td><td class="big">%s</td><td class="big">%s</td></tr></table>`, money(s.Close), money(avail), money(s.Close-avail))
	fmt.Fprintf(&body, `<div class="range">Activity from <b>%s</b> to <b>%s</b> &nbsp;&middot;&nbsp; Showing: All transactions &nbsp;&middot;&nbsp; Sort: Date (%s)</div>`,
		start.Format("Jan 2, 2006"), end.Format("Jan 2, 2006"), map[bool]string{true: "newest first", false: "oldest first"}[newest])
	if !newest {
		body.WriteString(`<div><b>Pending</b> (not yet posted; the balance does not include these)</div><table class="pend">`)
		for _, p := range pend {
			fmt.Fprintf(&body, `<tr><td>Pending</td><td style="width:70%%">%s</td><td class="r">%s</td></tr>`, blindkit.Esc(p.desc), money(p.c))
		}
		body.WriteString(`</table>`)
	}
	fmt.Fprintf(&body, `<div style="margin:6px 0"><b>Posted transactions</b> &nbsp; Total debits %s &nbsp; Total credits %s</div>`, money(db), money(cr))
	cols := []blindkit.HCol{
		{Head: "Date", Class: "", Cell: func(i int, t *blindkit.Txn) []string { return blindkit.One(t.Date.Format("Jan 2, 2006")) }},
		{Head: "Description", Class: "d", Cell: func(i int, t *blindkit.Txn) []string { return t.Lines }},
		{Head: "Debit", Class: "r", Cell: func(i int, t *blindkit.Txn) []string {
			if t.Cents < 0 {
				return blindkit.One(money(-t.Cents))
			}
			return blindkit.One("")
		}},
		{Head: "Credit", Class: "r", Cell: func(i int, t *blindkit.Txn) []string {
			if t.Cents > 0 {
				return blindkit.One(money(t.Cents))
			}
			return blindkit.One("")
		}},
		{Head: "Balance", Class: "r", Cell: func(i int, t *blindkit.Txn) []string { return blindkit.One(money(t.Bal)) }},
	}
	begin := fmt.Sprintf(`<tr class="edge"><td></td><td>Beginning balance as of %s</td><td></td><td></td><td class="r">%s</td></tr>`, start.Format("Jan 2, 2006"), money(s.Open))
	ending := fmt.Sprintf(`<tr class="edge"><td></td><td>Ending balance as of %s</td><td></td><td></td><td class="r">%s</td></tr>`, end.Format("Jan 2, 2006"), money(s.Close))
	if newest {
		body.WriteString(blindkit.HTable("act", cols, printed, ending, begin))
	} else {
		body.WriteString(blindkit.HTable("act", cols, printed, begin, ending))
	}
	body.WriteString(`<div class="fine">Transactions are shown as of 11:59 PM Eastern Time on the date posted. Pending transactions are subject to change and may not appear in the order they will post. The available balance may not reflect all of your transactions, such as checks you have written or debit card transactions approved but not yet submitted for payment. For questions call 1-888-555-0142, 24 hours a day, 7 days a week. Kestrel Valley Bank, N.A. Member FDIC. Equal Housing Lender. NMLS #449107. &copy; 2026 Kestrel Valley Bank. Routing 111904417. Online Banking Service Agreement rev. 03/01/2026, section 12.4.</div>`)

	f := &blindkit.Figs{Rows: printed, NewestFirst: newest, Running: "every_row", RowBal: map[*blindkit.Txn]int64{}, TotalCredits: blindkit.I64(cr), TotalDebits: blindkit.I64(db)}
	for _, t := range rows {
		f.RowBal[t] = t.Bal
	}
	order := "oldest first"
	if newest {
		order = "newest first (the running balance reads bottom-up)"
	}
	f.Notes = fmt.Sprintf("Online-banking 'Account Activity' page of a business checking account printed from the browser (headless Chromium) with the browser's header and footer: print date and time, page title, URL, page n/N. Rows printed %s with a balance on every row; beginning and ending balance lines inside the table and a 'Total debits / Total credits' line above it. ", order)
	if !newest {
		f.Notes += "Two pending card authorizations in a box above the posted table are not transactions (not posted, no balance); Current balance is the ending balance, Available balance is lower by the pending amount. "
	} else {
		f.Notes += "An IRS payment overdraws the account; two Overdraft Item Fee rows follow. "
	}
	f.Notes += "Fictional bank and holder; generated by infra/devblind3gen."
	return &blindkit.Doc{Name: name, Stmt: s, Figs: f, Src: blindkit.Page(title, css, body.String())}
}
