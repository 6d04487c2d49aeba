package main

import (
	"fmt"
	"strings"
	"time"
)

// ---- leaderdr: a federal credit union's business member statement
// (Bellhaven Federal Credit Union) of two shares: Share Savings (S01)
// and Business Share Draft (S10, the account the answer describes).
//
// Modelled conventions: "Statement Period Dec 15, 2025 thru Jan 14,
// 2026" and "Member Number" with "Page x of y" on every page; a Summary
// of Accounts (Previous Balance, Deposits, Withdrawals, New Balance per
// share and their total); each share's summary written as arithmetic
// across the page (PREVIOUS BALANCE + n DEPOSITS/CREDITS - n
// WITHDRAWALS/DEBITS = NEW BALANCE); each share's activity as one list in
// posting order whose description runs into dotted leaders up to the
// amount, the amount marked CR or DR (the suffix standing out to the
// right of the Amount heading), the balance on every row (a negative one
// in parentheses) printed a little left of its heading, "Jan 5" dates,
// descriptions wrapping at a narrow width under the first line (ACH
// entries with CO ID, ENTRY CLASS and TRACE in the busy months), drafts
// as "DRAFT 1043"; the savings' rows mirror the draft's own transfers,
// with its monthly dividend; a two-column BALANCE ACTIVITY HISTORY of the
// draft's day-end balances; year-to-date dividends and courtesy pay
// fees; an auto and equipment loan rate insert and the error-resolution
// notice full of figures.
//
// PDF mechanics, by producer: Ghostscript from PostScript in which each
// page's activity is drawn inside a Form XObject (pdfmark /BP … /EP,
// placed with /SP), every amount and balance is shown with explicit
// per-glyph advances (xshow, kerned after a "1"), the leaders are strings
// of their own, headings are small capitals built from two sizes of
// capitals, and a raster logo. ReportLab: the furniture in a Form
// XObject, each page's text drawn column by column (all balances, then
// amounts, leaders, descriptions, dates), white titles on a dark bar.
// cairo: a COPY watermark under every page, the text bottom to top, the
// notices in Nimbus Sans Narrow at 6.5 pt. fpdf-core: the ops as they
// are.
func init() {
	hFamilies = append(hFamilies, fFamily{
		ID: 2, Name: "leaderdr", Bank: "Bellhaven Federal Credit Union",
		Aliases: []string{"Bellhaven FCU", "Bellhaven Federal CU", "BELLHAVEN FEDERAL CREDIT UNION", "Bellhaven"},
		Prepare: prepareLeaderdr, Draw: drawLeaderdr, PageOfN: true,
		Docs: []cDoc{{Variant: 0, Producer: "reportlab"}, {Variant: 1, Producer: "ghostscript"},
			{Variant: 2, Producer: "ghostscript"}, {Variant: 3, Producer: "cairo"}, {Variant: 2, Producer: "fpdf-core"}},
	})
}

// ldMember is the member number; the draft's account number is the model's.
func ldMember(fs *fstmt) string { return digits(fs.Opening*47+3, 7) }

func prepareLeaderdr(fs *fstmt) {
	fs.Creator = "Bellhaven FCU Statement Services"
	famRenumberChecks(fs)
	info := famClassify(fs)
	city, st := famCityState(fs)
	long := fs.LongDescs
	card := digits(fs.Opening*53+1, 4)
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		achIn := func(co, entry string) string {
			d := "ACH DEPOSIT " + co + " " + entry
			if long {
				d += " CO ID " + famDigits(fs, i, "coid", 10) + " ENTRY CLASS CCD TRACE " + famDigits(fs, i, "trace", 15)
			}
			return d
		}
		achOut := func(co, entry string) string {
			d := "ACH WITHDRAWAL " + co + " " + entry
			if long {
				d += " CO ID " + famDigits(fs, i, "coid", 10) + " ENTRY CLASS CCD TRACE " + famDigits(fs, i, "trace", 15)
			}
			return d
		}
		switch r.Code {
		case kSquare:
			r.Desc = achIn("SQUARE INC", "SQ"+famAlnum(fs, i, "sq", 10))
		case kStripe:
			r.Desc = achIn("STRIPE", "TRANSFER "+strings.TrimPrefix(in.Ref, "ST-"))
		case kClover:
			r.Desc = achIn("CLOVER", "SETTLEMENT "+famDigits(fs, i, "cl", 8))
		case kShopify:
			r.Desc = achIn("SHOPIFY", "PAYOUT "+famAlnum(fs, i, "sh", 8))
		case kACHIn:
			r.Desc = achIn(in.Party, "PAYMENT")
		case kTaxRefund:
			r.Desc = "ACH DEPOSIT IRS TREAS 310 TAX REF"
		case kMobile:
			r.Desc = "MOBILE DEPOSIT CONF " + famDigits(fs, i, "mob", 9)
		case kBranchDep:
			r.Desc = "DEPOSIT AT " + city + " BRANCH"
		case kZelleIn:
			r.Desc = "ZELLE CR " + in.Party + " " + famAlnum(fs, i, "zi", 10)
		case kXferIn:
			r.Desc = "TRANSFER FROM SHARE SAVINGS S01"
		case kRefund:
			r.Desc = "POS CREDIT " + in.Party + " " + city + " " + st
		case kFeeRev:
			r.Desc = "COURTESY PAY FEE REFUND"
		case kFunding:
			r.Desc = "INCOMING WIRE " + in.Party + " LLC IMAD " + fs.Rows[i].Date.Format("20060102") + famAlnum(fs, i, "imad", 8)
		case kCard:
			r.Desc = "POS DEBIT " + in.Party + " " + city + " " + st + " CARD " + card + " " + in.AuthDay.Format("01/02")
		case kRecurring:
			r.Desc = "POS DEBIT RECURRING " + in.Party + " CARD " + card
		case kCardPin:
			r.Desc = "POS DEBIT PIN " + in.Party + " " + city + " " + st
		case kATM:
			r.Desc = "ATM WITHDRAWAL " + fs.Street + " " + city + " " + st
		case kCheck:
			r.Desc = fmt.Sprintf("DRAFT %d", r.CheckNo)
		case kPayroll:
			r.Desc = achOut("ADP", "WAGE PAY "+in.Ref)
		case kPayrollTax:
			r.Desc = achOut("IRS", "USATAXPYMT "+famDigits(fs, i, "tax", 10))
		case kUtility:
			r.Desc = achOut(in.Party, "UTIL PMT")
		case kBillPay:
			r.Desc = "BILL PAY " + in.Party + " CONF " + famDigits(fs, i, "bp", 7)
		case kZelleOut:
			r.Desc = "ZELLE DR " + in.Party + " " + famAlnum(fs, i, "zo", 10)
		case kXferOut:
			r.Desc = "TRANSFER TO SHARE SAVINGS S01"
		case kMCAPay:
			r.Desc = achOut(in.Party, "DAILY PMT")
		case kLoanPay:
			r.Desc = achOut(in.Party, "LOAN PMT")
		case kWireOut:
			r.Desc = "OUTGOING WIRE " + in.Party + " LLC FED REF " + famAlnum(fs, i, "wo", 10)
		case kReturned:
			r.Desc = "RETURNED DEPOSITED ITEM " + famDigits(fs, i, "rt", 6)
		case kNSF:
			r.Desc = "NSF FEE RETURNED ITEM"
		case kOD:
			r.Desc = "COURTESY PAY FEE"
		case kMonthly:
			r.Desc = "BUSINESS ACCOUNT MAINTENANCE FEE"
		}
	}
}

// ldLine is one row of a share's list.
type ldLine struct {
	D      time.Time
	Desc   string
	Cents  int64
	Credit bool
	Bal    int64
}

// Fonts and roles of leaderdr's ops (see fieldlayouts_famh_print.go).
const (
	ldDate  = "/date"
	ldDesc  = "/desc"
	ldLead  = "/lead"
	ldAmt   = "/amt"
	ldBal   = "/bal"
	ldSC    = "/sc" // a heading in small capitals
	ldNotes = "nar/"
)

func ldMoney(c int64) string {
	if c < 0 {
		return "(" + money(c) + ")"
	}
	return money(c)
}

func drawLeaderdr(fs *fstmt) *doc {
	const L, R = 40.0, 572.0
	const size, lh = 7.2, 8.8
	const xDesc, descW = L + 34, 205.0
	const xAmt = L + 352 // the Amount heading's right edge
	const xBal = R - 12  // balances stand a little left of their heading
	d := newDoc()
	rows := fs.visible()
	member := ldMember(fs)
	last4 := fs.AccountNo[len(fs.AccountNo)-4:]
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
	famMust("leaderdr ending", fs.OpenP+cr-db, fs.CloseP)
	with := func(font string, f func()) {
		save := d.font
		d.font = font
		f()
		d.font = save
	}
	// The savings mirrors the draft's transfers and earns its dividend.
	savOpen := 1250000 + (fs.Opening%11)*97000
	var sav []ldLine
	for _, r := range rows {
		switch r.Code {
		case kXferIn:
			savOpen += r.Cents
			sav = append(sav, ldLine{D: r.Date, Desc: "TRANSFER TO BUSINESS SHARE DRAFT S10", Cents: r.Cents})
		case kXferOut:
			sav = append(sav, ldLine{D: r.Date, Desc: "TRANSFER FROM BUSINESS SHARE DRAFT S10", Cents: r.Cents, Credit: true})
		}
	}
	days := int64(fs.End.Sub(fs.Start).Hours()/24) + 1
	div := savOpen * 40 * days / 10000 / 365
	sav = append(sav, ldLine{D: fs.End, Desc: fmt.Sprintf("DIVIDEND 0.40%% APY EARNED %s - %s", fs.Start.Format("01/02"), fs.End.Format("01/02")), Cents: div, Credit: true})
	bal := savOpen
	var scr, sdb int64
	var nscr, nsdb int
	for k := range sav {
		if sav[k].Credit {
			bal += sav[k].Cents
			scr += sav[k].Cents
			nscr++
		} else {
			bal -= sav[k].Cents
			sdb += sav[k].Cents
			nsdb++
		}
		sav[k].Bal = bal
	}
	savClose := bal

	var marks []op
	head := func(d *doc) {
		with("/hdr", func() {
			d.y = 42
			d.text(L+32, "BELLHAVEN", 13, true)
			d.nl(10)
			d.text(L+32, "FEDERAL CREDIT UNION", 7, false)
			d.nl(8)
			d.text(L+32, "PO Box 1190  Bellhaven, WA 98226  (360) 555-0104", 6.5, false)
			d.y = 42
			d.rtext(R, "Statement Period "+fs.Start.Format("Jan 2, 2006")+" thru "+fs.End.Format("Jan 2, 2006"), 7.5, false)
			d.nl(9)
			d.rtext(R, "Member Number "+member, 7.5, false)
			d.nl(9)
			marks = append(marks, op{Page: d.page, X: R, Y: d.y, Size: 7.5, Right: true})
			d.nl(6)
			d.ops = append(d.ops, op{Page: d.page, Kind: "line", X: L, Y: d.y, W: R - L, Gray: 0.3, Font: "/hdr"})
		})
		d.y = 88
	}
	d.header = head
	head(d)
	d.y = 96
	with(ldSC, func() { d.text(L, "Statement of Account", 9, true) })
	d.y = 116
	with("", func() {
		for _, l := range []string{fs.Holder, fs.Street, fs.City} {
			d.text(L+24, l, 8.5, false)
			d.nl(10.5)
		}
	})
	d.y = 116
	with(ldNotes, func() {
		for _, l := range []string{"Questions? Call Member Services (360) 555-0104", "Mon-Fri 8:00 AM - 6:00 PM, Sat 9:00 AM - 1:00 PM", "bellhavenfcu.org  |  Routing 325180447"} {
			d.text(360, l, 6.8, false)
			d.nl(8.5)
		}
	})
	d.y = 170
	p := &pager{d: d, bottom: 738}
	bar := func(title string) {
		p.need(28)
		d.ops = append(d.ops, op{Page: d.page, Kind: "rect", X: L, Y: d.y - 9, W: R - L, H: 12.5, Gray: 0.25})
		d.textc(L+4, title, 8.5, true, 1)
		d.nl(15)
	}
	bar("SUMMARY OF ACCOUNTS")
	with("", func() {
		xs := []float64{L + 4, L + 150, L + 250, L + 340, L + 430, R - 4}
		for k, h := range []string{"Share", "Account", "Previous Balance", "Deposits", "Withdrawals", "New Balance"} {
			if k < 2 {
				d.text(xs[k], h, 7, true)
			} else {
				d.rtext(xs[k], h, 7, true)
			}
		}
		d.nl(10)
		for _, a := range []struct {
			name, no           string
			open, c, dbt, clos int64
		}{{"S01 Share Savings", "XXXXXX" + digits(fs.Opening*59+7, 4), savOpen, scr, sdb, savClose},
			{"S10 Business Share Draft", "XXXXXX" + last4, fs.OpenP, cr, db, fs.CloseP}} {
			d.text(xs[0], a.name, 7.5, false)
			d.text(xs[1], a.no, 7.5, false)
			d.rtext(xs[2], ldMoney(a.open), 7.5, false)
			d.rtext(xs[3], money(a.c), 7.5, false)
			d.rtext(xs[4], money(a.dbt), 7.5, false)
			d.rtext(xs[5], ldMoney(a.clos), 7.5, false)
			d.nl(9.5)
		}
		d.ops = append(d.ops, op{Page: d.page, Kind: "line", X: xs[1], Y: d.y - 7, W: R - 4 - xs[1], Gray: 0.4})
		d.nl(1)
		d.text(xs[1], "Total", 7.5, true)
		d.rtext(xs[2], ldMoney(savOpen+fs.OpenP), 7.5, true)
		d.rtext(xs[5], ldMoney(savClose+fs.CloseP), 7.5, true)
		d.nl(18)
	})

	listHeads := func(d *doc) {
		with("", func() {
			d.text(L, "Date", 7, true)
			d.text(xDesc, "Transaction Description", 7, true)
			d.rtext(xAmt, "Amount", 7, true)
			d.rtext(R, "Balance", 7, true)
			d.nl(3)
			d.ops = append(d.ops, op{Page: d.page, Kind: "line", X: L, Y: d.y, W: R - L, Gray: 0.5})
			d.nl(8)
		})
	}
	share := func(title, no string, open, c int64, nc int, dbt int64, nd int, close int64, lines []ldLine) {
		p.need(60)
		with(ldSC, func() { d.text(L, title, 9, true) })
		with("", func() { d.rtext(R, "Account "+no, 7.5, false) })
		d.nl(12)
		with("", func() {
			sum := fmt.Sprintf("PREVIOUS BALANCE %s  +  %d DEPOSITS/CREDITS %s  -  %d WITHDRAWALS/DEBITS %s  =  NEW BALANCE %s",
				ldMoney(open), nc, money(c), nd, money(dbt), ldMoney(close))
			d.text(L, sum, 7.2, false)
		})
		d.nl(12)
		listHeads(d)
		p.after = func(d *doc) {
			with(ldSC, func() { d.text(L, title+" (continued)", 8.5, true) })
			d.nl(11)
			listHeads(d)
		}
		with("", func() {
			d.text(L, fs.Start.AddDate(0, 0, -1).Format("Jan 2"), size, false)
			d.text(xDesc, "PREVIOUS BALANCE", size, false)
			d.rtext(xBal, ldMoney(open), size, false)
		})
		d.nl(lh)
		for _, l := range lines {
			ws := wrapWidth(l.Desc, descW, size, false)
			p.need(float64(len(ws)) * lh)
			amt := money(l.Cents) + " DR"
			if l.Credit {
				amt = money(l.Cents) + " CR"
			}
			with(ldDate, func() { d.text(L, fmtDate("Jan 2", l.D.Year(), l.D.Month(), l.D.Day()), size, false) })
			with(ldAmt, func() { d.rtext(xAmt+helvW(" DR", size, false), amt, size, false) })
			with(ldBal, func() { d.rtext(xBal, ldMoney(l.Bal), size, false) })
			// Leaders from the first line's end to the amount.
			from := xDesc + helvW(ws[0], size, false) + 2
			to := xAmt + helvW(" DR", size, false) - helvW(amt, size, false) - 2
			if n := int((to - from) / helvW(".", size, false)); n > 2 {
				with(ldLead, func() { d.text(from, strings.Repeat(".", n), size, false) })
			}
			for _, w := range ws {
				with(ldDesc, func() { d.text(xDesc, w, size, false) })
				d.nl(lh)
			}
		}
		p.after = nil
		with("", func() {
			d.text(xDesc, "NEW BALANCE", size, true)
			d.rtext(xBal, ldMoney(close), size, true)
		})
		d.nl(16)
	}
	bar("SHARE ACCOUNTS")
	share("Share Savings", "S01", savOpen, scr, nscr, sdb, nsdb, savClose, sav)
	var draft []ldLine
	for _, r := range rows {
		draft = append(draft, ldLine{D: r.Date, Desc: r.Desc, Cents: r.Cents, Credit: r.Credit, Bal: r.Balance})
	}
	share("Business Share Draft", "S10", fs.OpenP, cr, ncr, db, ndb, fs.CloseP, draft)

	// BALANCE ACTIVITY HISTORY: the draft's day-end balances, two columns.
	ends := famDayEnds(fs)
	p.need(50)
	with(ldSC, func() { d.text(L, "Balance Activity History", 9, true) })
	with("", func() { d.rtext(R, "Business Share Draft S10", 7.5, false) })
	d.nl(12)
	xs := []float64{L, L + 270}
	bheads := func(d *doc) {
		with("", func() {
			for _, x := range xs {
				d.text(x, "DATE", 7, true)
				d.rtext(x+170, "BALANCE", 7, true)
			}
			d.nl(10)
		})
	}
	bheads(d)
	p.after = func(d *doc) {
		with(ldSC, func() { d.text(L, "Balance Activity History (continued)", 8.5, true) })
		d.nl(11)
		bheads(d)
	}
	per := (len(ends) + 1) / 2
	for k := 0; k < per; k++ {
		p.need(lh)
		for c, x := range xs {
			if j := c*per + k; j < len(ends) {
				with(ldDate, func() { d.text(x, ends[j].D.Format("01/02"), size, false) })
				with(ldBal, func() { d.rtext(x+170, ldMoney(ends[j].B), size, false) })
			}
		}
		d.nl(lh)
	}
	p.after = nil
	d.nl(12)

	// Year to date.
	var cp int64
	for _, r := range rows {
		if r.Code == kOD || r.Code == kNSF {
			cp += r.Cents
		}
	}
	ytdDiv, ytdCP := div, cp
	if fs.Start.Year() == fs.End.Year() && fs.Start.Month() != 1 {
		ytdDiv += div * int64(fs.Start.Month()-1)
		ytdCP += 7000
	} else if fs.Start.Year() != fs.End.Year() {
		ytdCP = gsYear(rows, kOD, fs.End.Year()) + gsYear(rows, kNSF, fs.End.Year())
	}
	p.need(40)
	with(ldSC, func() { d.text(L, "Year-to-Date Totals", 9, true) })
	d.nl(12)
	with("", func() {
		for _, kv := range [][2]string{{"Dividends Paid S01 Share Savings", money(ytdDiv)},
			{"Courtesy Pay and NSF Fees S10 Business Share Draft", money(ytdCP)},
			{"Total Courtesy Pay and NSF Fees this period", money(cp)}} {
			d.text(L, kv[0], 7.2, false)
			d.rtext(L+330, kv[1], 7.2, false)
			d.nl(9)
		}
	})
	d.nl(10)
	p.need(64)
	with(ldNotes, func() {
		top := d.y - 9
		d.box(L, top, R, top+54, 0.35)
		d.text(L+8, "EQUIPMENT AND VEHICLE LOANS FOR YOUR BUSINESS", 8, true)
		d.nl(10)
		for _, l := range []string{
			"New vehicles as low as 5.24% APR for up to 72 months; used 2019 and newer 5.74% APR for up to 60 months; equipment 7.49% APR for up to 84 months.",
			"Example: $40,000.00 at 5.24% APR for 72 months is 72 payments of $648.94. Rates effective " + fs.End.Format("01/02/2006") + " and subject to change; 0.25% discount with",
			"automatic payment from a Bellhaven share draft. Apply at bellhavenfcu.org/business or call (360) 555-0104 ext. 3.",
		} {
			d.text(L+8, l, 6.5, false)
			d.nl(8.5)
		}
		d.y = top + 70
	})
	with(ldNotes, func() {
		for _, para := range []string{
			"IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC TRANSFERS: Telephone (360) 555-0104 or write Bellhaven Federal Credit Union, PO Box 1190, Bellhaven, WA 98226 as soon as you can. We must hear from you no later than 60 days after we sent the FIRST statement on which the problem appeared. We will determine whether an error occurred within 10 business days (20 for new accounts) and correct it promptly; if we need more time we may take up to 45 days (90 days for POS and foreign transactions) and will credit your account within 10 business days for the amount you think is in error.",
			"Courtesy Pay Fee $30.00 per item; NSF Fee $30.00 per item; no more than 5 fees per day. Dividends are calculated by the average daily balance method. Federally insured by NCUA.",
		} {
			for _, l := range wrapWords(para, 170) {
				p.need(8)
				d.text(L, l, 6.5, false)
				d.nl(8)
			}
			d.nl(3)
		}
	})
	d.footer = func(d *doc, page, total int) {
		for _, m := range marks {
			if m.Page == page {
				d.y = m.Y
				with("/pno", func() { d.rtext(m.X, fmt.Sprintf("Page %d of %d", page, total), m.Size, false) })
			}
		}
		with("/hdr", func() {
			d.y = 772
			d.text(L, "Bellhaven Federal Credit Union  -  Federally insured by NCUA  -  Equal Housing Opportunity", 6, false)
		})
	}
	d.finish()
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "every_row", Daily: true})
	fs.Notes = append(fs.Notes, "A member statement of two shares: the answer describes S10 Business Share Draft; the S01 Share Savings list (which mirrors the draft's own transfers and adds its dividend) and the Summary of Accounts totals are not its rows. Amounts carry CR or DR; negative balances are in parentheses. PREVIOUS BALANCE and NEW BALANCE lines inside the lists, the dotted leaders, the BALANCE ACTIVITY HISTORY (day-end balances in two columns), the year-to-date totals and the loan rate insert are not transactions. Drafts are printed 'DRAFT 1043' and answered as checks.")
	return d
}
