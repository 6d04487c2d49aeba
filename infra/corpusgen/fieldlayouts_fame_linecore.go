package main

import (
	"fmt"
	"strings"
)

// ---- linecore: a community bank's statement as its core processor's
// print stream lays it out, from "Red Cedar State Bank".
//
// Modelled conventions: everything in one fixed-pitch font (Courier),
// columns aligned on a character grid, rules of dashes and equals signs,
// a presort mail line (*****AUTO**5-DIGIT 78701) over the address and
// RETURN SERVICE REQUESTED; a boxed message of asterisks; the account
// summary as BALANCE FORWARD (dated the day before the period), "14
// DEPOSITS/CREDITS", "38 CHECKS/DEBITS" (with a trailing minus), SERVICE
// CHARGE apart from the other debits, "INTEREST PAID .00" and ENDING
// BALANCE, then average ledger and low balances; DEPOSITS/CREDITS and
// CHECKS/DEBITS lists with the amount before the description (DATE |
// AMOUNT | DESCRIPTION; debits with a serial-number column and a
// trailing minus), descriptions of two or three short lines (ACH CREDIT
// name / entry detail / receiver; DEBIT CARD PURCHASE / merchant / card
// and date); checks in the CHECKS/DEBITS list as "CHECK" with the serial
// number in its column and again in CHECKS IN SERIAL ORDER three across
// with "*" for a break in sequence; DAILY BALANCE four across with
// negative balances as 1,234.56-; Reg DD overdraft and returned-item fee
// totals for the period and the year; running header "ACCOUNT NO … PAGE
// n" on every page after the first, "(CONTINUED)" section titles; the
// error-resolution notice and a balancing worksheet in capitals on the
// last page. MM/DD dates without a year.
//
// In fpdf-core and Ghostscript documents each printed line is one string
// padded with spaces (a line printer's record); fpdf-words and cairo
// documents place every field on its own.

func init() {
	eFamilies = append(eFamilies, eFamily{
		Name: "linecore", Bank: "Red Cedar State Bank", Aliases: []string{"RED CEDAR STATE BANK", "Red Cedar State Bank, Red Cedar, Iowa"},
		Seed: 64000, Prepare: prepareLinecore, Draw: drawLinecore,
		Docs: []eDoc{{0, "ghostscript"}, {1, "ghostscript"}, {2, "ghostscript"}, {3, "ghostscript"},
			{0, "fpdf-core"}, {2, "fpdf-core"}, {1, "fpdf-words"}, {3, "fpdf-words"}, {0, "cairo"}},
	})
}

const lcPhone, lcWeb = "(319) 555-0142", "WWW.REDCEDARSTATEBANK.COM"

func lcCard(fs *fstmt) string { return digits(fs.Opening*11+7, 4) }

func prepareLinecore(fs *fstmt) {
	fs.Creator = "DOC1 PRINT STREAM V5.6 (SILVERLINE CORE)"
	info := ePrep(fs)
	card := lcCard(fs)
	city, st := famCityState(fs)
	indn := fs.Holder
	if len(indn) > 22 {
		indn = strings.TrimSpace(indn[:22])
	}
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		k := r.Code
		ymd := r.Date.Format("060102")
		switch k {
		case kSquare:
			eSet(r, k, "ACH CREDIT SQUARE INC", "SQ"+ymd+" L2"+famAlnum(fs, i, "sq", 12), indn)
		case kStripe:
			eSet(r, k, "ACH CREDIT STRIPE TRANSFER", strings.ToUpper(in.Ref)+" CO ID 1800948598", indn)
		case kClover:
			eSet(r, k, "ACH CREDIT CLOVER MERCH DEP", "MID 5437"+famDigits(fs, i, "mid", 8), indn)
		case kShopify:
			eSet(r, k, "ACH CREDIT SHOPIFY TRANSFER", "ST-"+famAlnum(fs, i, "sh", 12), indn)
		case kACHIn:
			if fs.LongDescs && famHash(fs, i, "long")%2 == 0 {
				eSet(r, k, "ACH CREDIT "+in.Party, "CO ID 1"+famDigits(fs, i, "oid", 9)+" ENTRY PAYMENT", "TRACE 0210000"+famDigits(fs, i, "tr", 8), "IND "+indn)
			} else {
				eSet(r, k, "ACH CREDIT "+in.Party, "VENDOR PMT "+strings.ReplaceAll(in.Ref, " ", ""))
			}
		case kTaxRefund:
			eSet(r, k, "ACH CREDIT IRS TREAS 310", "TAX REF "+ymd, indn)
		case kMobile:
			eSet(r, k, "MOBILE DEPOSIT", "REF "+famDigits(fs, i, "mob", 9))
		case kBranchDep:
			eSet(r, k, "DEPOSIT")
		case kZelleIn:
			eSet(r, k, "ZELLE CREDIT", "FROM "+in.Party, "REF "+famAlnum(fs, i, "z", 10))
		case kXferIn:
			eSet(r, k, "TRANSFER FROM SAVINGS", "ACCT XXXXXX"+in.Acct4)
		case kRefund:
			eSet(r, k, "POS RETURN "+in.Party, city+" "+st, "CARD "+card+" ON "+in.AuthDay.Format("01/02"))
		case kFeeRev:
			eSet(r, k, "SERVICE CHARGE REVERSAL")
		case kFunding:
			eSet(r, k, "INCOMING WIRE TRANSFER", "FROM "+in.Party+" LLC", "FED REF "+r.Date.Format("0102")+"B1QGC04C"+famDigits(fs, i, "imad", 6), "OBI FUNDING REF "+in.Ref)
		case kCheck:
			eSet(r, k, fmt.Sprintf("CHECK #%d", r.CheckNo))
		case kCard:
			eSet(r, k, "DEBIT CARD PURCHASE", lcWhere(in.Party, city, st), "CARD "+card+" ON "+in.AuthDay.Format("01/02")+" REF "+famDigits(fs, i, "ref", 9))
		case kCardPin:
			eSet(r, k, "POS DEBIT PIN "+in.Party, city+" "+st, "CARD "+card+" TERM "+famDigits(fs, i, "term", 6))
		case kRecurring:
			eSet(r, k, "RECURRING CARD PMT", lcWhere(in.Party, city, st), "CARD "+card)
		case kATM:
			eSet(r, k, "ATM WITHDRAWAL", "201 N MAIN ST RED CEDAR IA", "CARD "+card+" TRAN "+famDigits(fs, i, "atm", 4))
		case kPayroll:
			eSet(r, k, "ACH DEBIT ADP WAGE PAY", "WAGE PAY "+in.Ref, "CO ID 9659605001")
		case kPayrollTax:
			eSet(r, k, "ACH DEBIT ADP TAX", "TAX "+famDigits(fs, i, "adp", 6)+famAlnum(fs, i, "adpx", 4), "CO ID 9333006057")
		case kUtility:
			eSet(r, k, "ACH DEBIT "+in.Party, "UTIL PMT ACCT "+famDigits(fs, i, "ua", 10))
		case kBillPay:
			eSet(r, k, "BILL PAY "+in.Party, "CONF "+famDigits(fs, i, "bp", 8))
		case kZelleOut:
			eSet(r, k, "ZELLE DEBIT", "TO "+in.Party, "REF "+famAlnum(fs, i, "z", 10))
		case kXferOut:
			eSet(r, k, "TRANSFER TO SAVINGS", "ACCT XXXXXX"+in.Acct4)
		case kMCAPay:
			eSet(r, k, "ACH DEBIT "+in.Party, "PAYMENTS "+ymd+" ID "+famDigits(fs, i, "mca", 10))
		case kLoanPay:
			eSet(r, k, "ACH DEBIT "+in.Party+" INC", "LOAN PMT "+famDigits(fs, i, "loan", 10))
		case kWireOut:
			eSet(r, k, "OUTGOING WIRE TRANSFER", "TO "+in.Party, "FED REF "+r.Date.Format("0102")+"B1QGC04C"+famDigits(fs, i, "imad", 6))
		case kReturned:
			eSet(r, k, "RETURNED DEPOSITED ITEM", "NSF CK "+famDigits(fs, i, "rck", 4)+" DEP "+eBizDayBefore(r.Date).Format("01/02"))
		case kNSF:
			eSet(r, k, "NSF CHARGE", "ITEM AMT "+money(fs.Rows[in.Trigger].Cents))
		case kOD:
			eSet(r, k, "OVERDRAFT CHARGE", "ITEM AMT "+money(fs.Rows[in.Trigger].Cents))
		case kMonthly:
			eSet(r, k, "SERVICE CHARGE")
		default:
			panic("linecore: no wording for " + k)
		}
	}
}

// lcWhere is a card merchant with the location its network prints.
func lcWhere(m, city, st string) string {
	switch {
	case strings.HasPrefix(m, "AMAZON"):
		return m + " AMZN.COM/BILL WA"
	case strings.HasPrefix(m, "UBER"):
		return m + " HELP.UBER.COM CA"
	case strings.HasPrefix(m, "COMCAST"):
		return m + " 800-266-2278 PA"
	case strings.HasPrefix(m, "VERIZON"):
		return m + " 800-922-0204 NJ"
	}
	return m + " " + city + " " + st
}

func drawLinecore(fs *fstmt, producer string) *doc {
	const (
		W      = 104 // characters per line
		top    = 52.0
		bottom = 742.0
		dcol   = 32 // description column
	)
	d := newDoc()
	g := &grid{d: d, x0: 42, size: 8, lh: 9.6, lines: producer == "fpdf-core" || producer == "ghostscript"}
	acct := fs.AccountNo
	stmtDate := fs.End.Format("01/02/06")
	dashes := strings.Repeat("-", W)
	equals := strings.Repeat("=", W)
	title := func(s string) gcell {
		t := " " + s + " "
		n := (W - len(t)) / 2
		return at(0, strings.Repeat("-", n)+t+strings.Repeat("-", W-n-len(t)))
	}
	d.header = func(d *doc) {
		d.y = top
		g.line(at(0, "RED CEDAR STATE BANK"), at(44, "ACCOUNT NO "+acct), at(76, stmtDate), ra(W, fmt.Sprintf("PAGE %4d", d.page)))
		g.line(at(0, fs.Holder))
		g.line(at(0, equals))
		d.nl(g.lh)
	}
	var heads []gcell
	var sectName string
	need := func(lines int) {
		if d.y+float64(lines)*g.lh <= bottom {
			return
		}
		d.page++
		d.header(d)
		if sectName != "" {
			g.line(title(sectName + " (CONTINUED)"))
			g.line(heads...)
		}
	}
	open := func(name string, h ...gcell) {
		need(5)
		d.nl(g.lh)
		sectName, heads = name, h
		g.line(title(name))
		g.line(h...)
	}

	// Page 1: bank block, statement block, mailing address.
	d.y = top
	period := fs.Start.Format("01/02/06") + " THRU " + stmtDate
	g.line(at(0, "RED CEDAR STATE BANK"), at(62, "STATEMENT DATE"), ra(W, stmtDate))
	g.line(at(0, "201 N MAIN ST  PO BOX 460"), at(62, "ACCOUNT NUMBER"), ra(W, acct))
	g.line(at(0, "RED CEDAR IA 52361-0460"), at(62, "PAGE"), ra(W, "1"))
	g.line(at(0, lcPhone+"  "+lcWeb), at(62, "STATEMENT DATES "+period))
	d.nl(g.lh * 2)
	zip := fs.City[strings.LastIndex(fs.City, " ")+1:]
	g.line(at(4, "RETURN SERVICE REQUESTED"))
	d.nl(g.lh)
	g.line(at(6, "*****************AUTO**5-DIGIT "+zip))
	g.line(at(6, fs.Holder))
	g.line(at(6, fs.Street))
	g.line(at(6, fs.City))
	d.nl(g.lh * 2)

	// Boxed message.
	msg := []string{
		fmt.Sprintf("EFFECTIVE %s THE OVERDRAFT ITEM FEE IS $35.00 PER ITEM, LIMITED TO 5 ITEMS", fs.End.AddDate(0, 2, 1-fs.End.Day()).Format("01/02/2006")),
		"($175.00) PER BUSINESS DAY. NO FEE IS CHARGED ON ITEMS OF $5.00 OR LESS OR WHEN",
		"THE ACCOUNT IS OVERDRAWN BY $25.00 OR LESS AT THE END OF THE BUSINESS DAY.",
		"ASK ABOUT OUR AG OPERATING LINES - CALL " + lcPhone + " OR VISIT " + lcWeb + ".",
	}
	stars := strings.Repeat("*", W)
	g.line(at(0, stars))
	for _, m := range msg {
		g.line(at(0, "*"), at(3, m), at(W-1, "*"))
	}
	g.line(at(0, stars))
	d.nl(g.lh)

	// Account summary.
	credits, debits, fees := []frow{}, []frow{}, []frow{}
	var checks []frow
	for _, r := range fs.Rows {
		switch {
		case r.Credit:
			credits = append(credits, r)
		case eKind(r) == kMonthly:
			fees = append(fees, r)
			debits = append(debits, r)
		default:
			debits = append(debits, r)
		}
		if eKind(r) == kCheck {
			checks = append(checks, r)
		}
	}
	crTot := total(credits)
	svc := total(fees)
	dbTot := total(debits) - svc
	nDeb := len(debits) - len(fees)
	g.line(at(0, equals))
	g.line(at(0, "BUSINESS CHECKING"), at(40, "ACCOUNT NUMBER"), at(56, acct))
	g.line(at(0, equals))
	fwd := eDayBefore(fs.Start).Format("01/02/06")
	g.line(at(2, "BALANCE FORWARD"), at(22, fwd), ra(62, trail(fs.OpenP)))
	g.line(ra(8, fmt.Sprint(len(credits))), at(9, "DEPOSITS/CREDITS"), ra(62, money(crTot)))
	g.line(ra(8, fmt.Sprint(nDeb)), at(9, "CHECKS/DEBITS"), ra(62, trailAmt(dbTot, true)))
	g.line(at(9, "SERVICE CHARGE"), ra(62, trailAmt(svc, true)))
	g.line(at(9, "INTEREST PAID"), ra(62, ".00"))
	g.line(at(2, "ENDING BALANCE"), at(22, stmtDate), ra(62, trail(fs.CloseP)))
	d.nl(g.lh)
	replay := eReplay(fs)
	var sum int64
	for _, b := range replay {
		sum += b
	}
	avg := fs.avgDaily()
	eCheck(fs, "average ledger balance", avg, sum/int64(len(replay)))
	low, lowDay := eMinBal(fs)
	eCheck(fs, "low balance", low, replay[lowDay.Format("2006-01-02")])
	for _, b := range replay {
		if b < low {
			eCheck(fs, "low balance is the lowest", low, b)
		}
	}
	days := len(replay)
	g.line(at(2, "AVERAGE LEDGER BALANCE"), ra(44, trail(avg)), at(50, "LOW BALANCE"), ra(78, trail(low)), at(80, "ON "+lowDay.Format("01/02")))
	g.line(at(2, "DAYS THIS STATEMENT PERIOD"), ra(44, fmt.Sprint(days)), at(50, "ITEMS ENCLOSED"), ra(78, "0"))
	eCheck(fs, "summary", fs.OpenP+crTot-dbTot-svc, fs.CloseP)
	eCheck(fs, "checks total", total(checks), total(fs.pick(isCheck)))

	// Deposits/credits: DATE | AMOUNT | DESCRIPTION.
	lines := func(r frow, serial bool) {
		ls := eLines(r, W-dcol)
		need(len(ls))
		cells := []gcell{at(1, fs.date(&r, "01/02"))}
		if serial && eKind(r) == kCheck {
			cells = append(cells, ra(16, fmt.Sprint(r.CheckNo)))
			ls = []string{"CHECK"}
		}
		if r.Credit {
			cells = append(cells, ra(29, money(r.Cents)))
		} else {
			cells = append(cells, ra(30, money(r.Cents)+"-"))
		}
		cells = append(cells, at(dcol, ls[0]))
		g.line(cells...)
		for _, l := range ls[1:] {
			g.line(at(dcol, l))
		}
	}
	if len(credits) > 0 {
		open("DEPOSITS/CREDITS", at(1, "DATE"), ra(29, "AMOUNT"), at(dcol, "DESCRIPTION"))
		for _, r := range credits {
			lines(r, false)
		}
		sectName = ""
	}
	open("CHECKS/DEBITS", at(1, "DATE"), ra(16, "SERIAL NO"), ra(29, "AMOUNT"), at(dcol, "DESCRIPTION"))
	for _, r := range debits {
		lines(r, true)
	}
	sectName = ""

	// Checks in serial order, three across (row by row).
	if len(checks) > 0 {
		sorted := byCheckNo(checks)
		h := []gcell{}
		for k := 0; k < 3; k++ {
			o := k * 35
			h = append(h, ra(o+9, "NUMBER"), at(o+12, "DATE"), ra(o+30, "AMOUNT"))
		}
		open("CHECKS IN SERIAL ORDER", h...)
		for i := 0; i < len(sorted); i += 3 {
			need(1)
			var cells []gcell
			for k := 0; k < 3 && i+k < len(sorted); k++ {
				c := sorted[i+k]
				o := k * 35
				no := fmt.Sprint(c.CheckNo)
				if i+k > 0 && c.CheckNo != sorted[i+k-1].CheckNo+1 {
					no += "*"
				} else {
					no += " "
				}
				cells = append(cells, ra(o+10, no), at(o+12, c.Date.Format("01/02")), ra(o+30, money(c.Cents)))
			}
			g.line(cells...)
		}
		sectName = ""
		need(2)
		g.line(at(1, "* INDICATES A BREAK IN CHECK SEQUENCE"), ra(W, fmt.Sprintf("%d CHECK(S) TOTALING %s", len(checks), money(total(checks)))))
	}

	// Daily balance, four across.
	ends := fs.dayEnds()
	h := []gcell{}
	for k := 0; k < 4; k++ {
		o := k * 26
		h = append(h, at(o+1, "DATE"), ra(o+21, "BALANCE"))
	}
	open("DAILY BALANCE", h...)
	for i := 0; i < len(ends); i += 4 {
		need(1)
		var cells []gcell
		for k := 0; k < 4 && i+k < len(ends); k++ {
			e := ends[i+k]
			eCheck(fs, "daily balance "+e.D.Format("01/02"), e.B, replay[e.D.Format("2006-01-02")])
			o := k * 26
			b := trail(e.B)
			if e.B >= 0 {
				b += " "
			}
			cells = append(cells, at(o+1, e.D.Format("01/02")), ra(o+22, b))
		}
		g.line(cells...)
	}
	sectName = ""

	// Reg DD fee totals.
	var od, nsf, odYTD, nsfYTD int64
	for _, r := range fs.Rows {
		ytd := r.Date.Year() == fs.End.Year()
		switch eKind(r) {
		case kOD:
			od += r.Cents
			if ytd {
				odYTD += r.Cents
			}
		case kNSF:
			nsf += r.Cents
			if ytd {
				nsfYTD += r.Cents
			}
		}
	}
	need(6)
	d.nl(g.lh)
	g.line(at(0, dashes))
	g.line(ra(58, "TOTAL FOR"), ra(80, "TOTAL"))
	g.line(ra(58, "THIS PERIOD"), ra(80, "YEAR-TO-DATE"))
	g.line(at(2, "TOTAL OVERDRAFT FEES"), ra(58, trailAmt(od, false)), ra(80, trailAmt(odYTD+eYTDPrior(fs, 3500), false)))
	g.line(at(2, "TOTAL RETURNED ITEM FEES"), ra(58, trailAmt(nsf, false)), ra(80, trailAmt(nsfYTD, false)))
	g.line(at(0, dashes))

	// Last page: error resolution and the balancing worksheet.
	legal := []string{
		"IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC TRANSFERS TELEPHONE US AT " + lcPhone + " OR WRITE US AT RED CEDAR STATE BANK, PO BOX 460, RED CEDAR IA 52361-0460 AS SOON AS YOU CAN, IF YOU THINK YOUR STATEMENT OR RECEIPT IS WRONG OR IF YOU NEED MORE INFORMATION ABOUT A TRANSFER LISTED ON THE STATEMENT OR RECEIPT. WE MUST HEAR FROM YOU NO LATER THAN 60 DAYS AFTER WE SENT THE FIRST STATEMENT ON WHICH THE PROBLEM OR ERROR APPEARED.",
		"(1) TELL US YOUR NAME AND ACCOUNT NUMBER (IF ANY). (2) DESCRIBE THE ERROR OR THE TRANSFER YOU ARE UNSURE ABOUT, AND EXPLAIN AS CLEARLY AS YOU CAN WHY YOU BELIEVE IT IS AN ERROR OR WHY YOU NEED MORE INFORMATION. (3) TELL US THE DOLLAR AMOUNT OF THE SUSPECTED ERROR.",
		"WE WILL INVESTIGATE YOUR COMPLAINT AND WILL CORRECT ANY ERROR PROMPTLY. IF WE TAKE MORE THAN 10 BUSINESS DAYS TO DO THIS, WE WILL CREDIT YOUR ACCOUNT FOR THE AMOUNT YOU THINK IS IN ERROR, SO THAT YOU WILL HAVE THE USE OF THE MONEY DURING THE TIME IT TAKES US TO COMPLETE OUR INVESTIGATION (20 BUSINESS DAYS AND 90 DAYS FOR NEW ACCOUNTS AND POINT-OF-SALE OR FOREIGN TRANSFERS). BUSINESS ACCOUNTS ARE GOVERNED BY THE DEPOSIT AGREEMENT AND NACHA RULES; REPORT UNAUTHORIZED ACH DEBITS WITHIN 2 BANKING DAYS.",
	}
	d.page++
	d.header(d)
	g.line(centre(W, "BALANCING YOUR ACCOUNT"))
	d.nl(g.lh)
	for _, s := range []string{
		"1. ENTER THE ENDING BALANCE SHOWN ON THIS STATEMENT .......... $____________",
		"2. ADD DEPOSITS MADE AFTER THE STATEMENT DATE ................. $____________",
		"3. SUBTOTAL (LINE 1 PLUS LINE 2) .............................. $____________",
		"4. SUBTRACT CHECKS AND DEBITS OUTSTANDING ..................... $____________",
		"5. BALANCE (SHOULD AGREE WITH YOUR CHECKBOOK REGISTER) ........ $____________",
	} {
		g.line(at(4, s))
	}
	d.nl(g.lh)
	g.line(at(4, "CHECKS OUTSTANDING"), at(40, "NO.      AMOUNT"), at(64, "NO.      AMOUNT"))
	for k := 0; k < 5; k++ {
		g.line(at(40, "____  __________"), at(64, "____  __________"))
	}
	d.nl(g.lh)
	for _, p := range legal {
		for _, l := range wrapWords(p, W-4) {
			need(1)
			g.line(at(2, l))
		}
		d.nl(g.lh / 2)
	}
	d.nl(g.lh)
	g.line(centre(W, "MEMBER FDIC  -  EQUAL HOUSING LENDER"))

	d.footer = func(d *doc, page, total int) {
		save := d.y
		d.y = 770
		g.line(at(0, "RED CEDAR STATE BANK  "+lcPhone), ra(W, fmt.Sprintf("PAGE %d OF %d", page, total)))
		d.y = save
	}
	d.finish()
	fs.printTotals(shows{Credits: true, CountCredits: true, Daily: true})
	fs.Notes = append(fs.Notes, "Rows are answered in printed order: DEPOSITS/CREDITS, then CHECKS/DEBITS (which includes the checks, printed as CHECK with the serial number in its own column, and the SERVICE CHARGE row).",
		"CHECKS IN SERIAL ORDER lists the same checks again and DAILY BALANCE the day-end balances; neither adds transactions.",
		"The summary's CHECKS/DEBITS figure excludes the SERVICE CHARGE, which it prints on its own line, so no printed figure is the total of all debits.")
	fs.Rows = append(append([]frow(nil), credits...), debits...)
	return d
}
