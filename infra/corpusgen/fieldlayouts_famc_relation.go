package main

import (
	"fmt"
	"sort"
	"strings"
	"time"
)

func init() {
	cFamilies = append(cFamilies, cFamily{
		ID: 6, Name: "relation", Bank: "Copperline Bank", Aliases: []string{"Copperline Bank, N.A.", "Copperline"},
		Prepare: prepareRelation, Draw: drawRelation,
		Docs: []cDoc{{Variant: 0, Producer: "cairo"}, {Variant: 1, Producer: "cairo"}, {Variant: 2, Producer: "cairo"}, {Variant: 3, Producer: "cairo"},
			{Variant: 1, Producer: "reportlab"}, {Variant: 0, Producer: "fpdf-words"}, {Variant: 3, Producer: "fpdf-core"}},
	})
}

// relSavings and relMM are the last four of the relationship's savings
// and money market accounts.
func relSavings(fs *fstmt) string { return digits(fs.Opening*37+1, 4) }
func relMM(fs *fstmt) string      { return digits(fs.Opening*41+9, 4) }

// relKind is the checking section a row is printed in.
func relKind(r frow) string {
	switch {
	case r.Credit:
		return "dep"
	case isCheck(r):
		return "chk"
	case strings.HasPrefix(r.Desc, "PURCHASE AUTHORIZED ON") || strings.HasPrefix(r.Desc, "RECURRING PAYMENT AUTHORIZED ON"):
		return "card"
	case isFee(r):
		return "fee"
	}
	return "elec"
}

// relACH writes an ACH entry with every field of the addenda as the
// bank's core prints it over two or three lines.
func relACH(fs *fstmt, r frow, co, coid, descr, sec, indID string, salt int64) string {
	dd := r.Date.Format("060102")
	return fmt.Sprintf("ORIG CO NAME:%s ORIG ID:%s DESC DATE:%s CO ENTRY DESCR:%s SEC:%s TRACE#:%s EED:%s IND ID:%s IND NAME:%s TRN:%s",
		co, coid, dd, descr, sec, "0210000"+ref(r, salt, 8), dd, indID, fs.Holder, ref(r, salt+1, 10)+"TC")
}

// prepareRelation writes the checking account's rows as a traditional
// bank's core prints them (full ACH addenda, PURCHASE AUTHORIZED ON with
// the authorization date a day or two before posting, Square, Clover and
// American Express settlements, wires with every
// field, Zelle both ways with a weekly contractor payment added,
// NSF and overdraft fees that name the amount of the item, online
// transfers to the relationship's savings) and adds the interest the
// checking earns.
func prepareRelation(fs *fstmt) {
	city, st := cityOf(fs)
	card := digits(fs.Opening*43+7, 4)
	sav := "XXXXXX" + relSavings(fs)
	n := 0
	for i := 0; i < len(fs.Rows); i++ {
		r := &fs.Rows[i]
		d := r.Desc
		switch {
		case isCheck(*r):
		case strings.HasPrefix(d, "SQUARE INC DEPOSIT SQ") && r.Cents%3 == 1:
			r.Desc = "CLOVER MERCH DEP " + r.Date.Format("060102") + " MID 52" + ref(*r, 26, 10) + " BATCH " + strings.TrimPrefix(d, "SQUARE INC DEPOSIT SQ")
		case strings.HasPrefix(d, "STRIPE TRANSFER ") && r.Cents%3 == 2:
			r.Desc = "AMERICAN EXPRESS SETTLEMENT " + r.Date.Format("060102") + " SE 93" + ref(*r, 27, 8) + " " + fs.Holder
		case strings.HasPrefix(d, "SQUARE INC DEPOSIT SQ"):
			r.Desc = relACH(fs, *r, "SQUARE INC", "9424300002", "SQ"+r.Date.Format("060102"), "CCD", "L"+strings.TrimPrefix(d, "SQUARE INC DEPOSIT SQ"), 1)
		case strings.HasPrefix(d, "ACH CREDIT "):
			n++
			name, inv, _ := strings.Cut(strings.TrimPrefix(d, "ACH CREDIT "), " INV ")
			if n%2 == 1 {
				r.Desc = "ZELLE FROM " + name + " ON " + r.Date.Format("01/02") + " REF # BAC" + refHex(*r, 2, 9) + " INV " + inv
			} else {
				r.Desc = relACH(fs, *r, name, "1"+ref(*r, 3, 9), "PAYMENT", "CCD", "INV "+inv, 3)
			}
		case strings.HasPrefix(d, "ORIG CO NAME:"):
			name, _, _ := strings.Cut(strings.TrimPrefix(d, "ORIG CO NAME:"), " ORIG ID:")
			r.Desc = relACH(fs, *r, name, "1"+ref(*r, 4, 9), "PAYMENT", "CCD", ref(*r, 5, 12), 5)
		case strings.HasPrefix(d, "MOBILE DEPOSIT REF "):
			r.Desc = "MOBILE DEPOSIT : REF NUMBER :8" + strings.TrimPrefix(d, "MOBILE DEPOSIT REF ") + ref(*r, 6, 4)
		case isCard(*r):
			m, _ := merchantOf(d)
			auth := r.Date.AddDate(0, 0, -1-int(r.Cents%2))
			kind := "PURCHASE AUTHORIZED ON "
			if strings.Contains(m, "COMCAST") || strings.Contains(m, "VERIZON") {
				kind = "RECURRING PAYMENT AUTHORIZED ON "
			}
			r.Desc = kind + auth.Format("01/02") + " " + m + " " + city + " " + st + " S38" + ref(*r, 7, 13) + " CARD " + card
		case r.Category == "payroll":
			r.Desc = relACH(fs, *r, "ADP WAGE PAY", "9659605001", "WAGE PAY", "CCD", strings.TrimPrefix(d, "ADP PAYROLL WAGE PAY "), 8)
		case r.Category == "own_transfer" && r.Credit:
			r.Desc = "ONLINE TRANSFER FROM BUSINESS SAVINGS " + sav + " REF #IB0" + ref(*r, 9, 7)
		case r.Category == "own_transfer":
			r.Desc = "ONLINE TRANSFER TO BUSINESS SAVINGS " + sav + " REF #IB0" + ref(*r, 10, 7)
		case strings.HasPrefix(d, "REFUND "):
			m, _ := merchantOf("CARD PURCHASE 00/00 " + strings.TrimPrefix(d, "REFUND "))
			r.Desc = "PURCHASE RETURN AUTHORIZED ON " + r.Date.AddDate(0, 0, -1).Format("01/02") + " " + m + " " + city + " " + st + " S58" + ref(*r, 11, 13) + " CARD " + card
		case d == "REVERSAL OF SERVICE FEE":
			r.Desc = "SERVICE CHARGE REVERSAL"
		case strings.HasPrefix(d, "UTILITY PMT "):
			payee := strings.ReplaceAll(strings.TrimPrefix(d, "UTILITY PMT "), " ", "-")
			r.Desc = payee + " BILL PAY " + r.Date.Format("060102") + " ACCT " + ref(*r, 12, 9)
		case r.Category == "loan_proceeds":
			funder, no, _ := strings.Cut(d, " FUNDING WIRE REF ")
			r.Desc = fmt.Sprintf("WIRE TYPE:FED IN DATE:%s TIME:1104 ET TRN:%s SEQ:%s/%s ORIG:%s LLC ID:%s SND BK:CITIBANK N.A. ID:021000089 PMT DET:FUNDING REF %s",
				r.Date.Format("060102"), r.Date.Format("20060102")+"00"+ref(*r, 13, 6), r.Date.Format("20060102")+ref(*r, 14, 6), ref(*r, 15, 6), funder, ref(*r, 16, 9), no)
		case r.Category == "mca_payment":
			r.Desc = relACH(fs, *r, strings.TrimSuffix(d, " ACH DEBIT PMT"), "1"+ref(*r, 17, 9), "DEBIT", "CCD", ref(*r, 18, 9), 18)
		case r.Category == "loan_payment":
			r.Desc = strings.TrimSuffix(d, " LOAN PAYMENT ACH") + " LOAN PMT " + r.Date.Format("060102") + " " + ref(*r, 20, 9)
		case strings.HasPrefix(d, "VENDOR PAYMENT WIRE OUT "):
			bnf := strings.TrimPrefix(d, "VENDOR PAYMENT WIRE OUT ")
			r.Desc = fmt.Sprintf("WIRE TYPE:WIRE OUT DATE:%s TIME:1034 ET TRN:%s SERVICE REF:%s BNF:%s ID:%s BNF BK:FIRST MERIDIAN BANK ID:%s PMT DET:SUPPLIER INVOICE",
				r.Date.Format("060102"), r.Date.Format("20060102")+"00"+ref(*r, 21, 6), ref(*r, 22, 6), bnf, ref(*r, 23, 9), ref(*r, 24, 9))
		case r.Category == "nsf_fee":
			item := fs.Rows[i-1]
			kind := "INSUFFICIENT FUNDS FEE FOR A $"
			if !strings.HasPrefix(d, "NSF") {
				kind = "OVERDRAFT FEE FOR A $"
			}
			what := strings.Join(strings.Fields(item.Desc)[:min(3, len(strings.Fields(item.Desc)))], " ")
			if name, ok := strings.CutPrefix(item.Desc, "ORIG CO NAME:"); ok {
				what, _, _ = strings.Cut(name, " ORIG ID:")
			}
			r.Desc = kind + money(item.Cents) + " ITEM - DETAILS: " + what
		}
	}
	// A contractor paid by Zelle every Friday.
	for i := 0; i < len(fs.Rows); i++ {
		if fs.Rows[i].Date.Weekday() != time.Friday || (i+1 < len(fs.Rows) && fs.Rows[i+1].Date.Equal(fs.Rows[i].Date)) {
			continue
		}
		z := frow{txn: txn{Date: fs.Rows[i].Date, Cents: 62500 + int64(fs.Rows[i].Date.Day())*100, Category: "other"}}
		z.Desc = "ZELLE TO RAMIREZ CONTRACTING ON " + z.Date.Format("01/02") + " REF # PP0" + refHex(z, 25, 7) + " LABOR"
		fs.insertRow(i+1, z)
		i++
	}
	fs.rebalance()
	if in := fs.avgDaily() * 5 / 10000 * int64(fs.End.Sub(fs.Start).Hours()/24+1) / 365; in > 0 {
		k := len(fs.Rows)
		for k > 0 && fs.Rows[k-1].Date.Equal(fs.End) {
			k--
		}
		fs.insertRow(k, frow{txn: txn{Date: fs.End, Desc: "INTEREST PAYMENT", Cents: in, Credit: true, Category: "other"}})
		fs.rebalance()
	}
}

// relAcct is one of the relationship's other accounts.
type relAcct struct {
	Title, No   string
	Open, Close int64
	Rows        []subRow
	Rate, APY   string
}

// ---- relation: a business relationship statement of a traditional
// bank: checking, savings and money market in one document, each with its
// own summary; the checking carries the activity and is the account the
// answer describes. A relationship summary on page 1 (each account's
// beginning and ending balance and the total); the checking's summary
// with its debits split into checks, card purchases, electronic payments
// and fees under one total; sections Deposits and other credits, Checks
// paid (three across, * for a break in the sequence), Card purchases,
// Electronic payments and transfers, Service charges and fees, each with
// a Total line; an overdraft and returned item fee table (this period
// and year to date); a daily balance summary three across; the savings
// (with the checking's transfers seen from the other side and interest)
// and the money market (a rate tier table and its interest) with their
// own activity and running balances; furniture with the relationship
// number, the period and "Page N of M". The answer lists the checking's
// rows section by section, as printed.
func drawRelation(fs *fstmt) *doc {
	d := newDoc()
	acct := "XXXXXX" + fs.AccountNo[8:]
	relNo := "0012-" + digits(fs.Opening*47+3, 6)
	period := longDate(fs.Start) + " - " + longDate(fs.End)
	days := int64(fs.End.Sub(fs.Start).Hours()/24) + 1
	// The chronological day ends, before the rows are listed by section.
	type de struct {
		D time.Time
		B int64
	}
	var ends []de
	for _, e := range fs.dayEnds() {
		ends = append(ends, de{e.D, e.B})
	}
	avg := fs.avgDaily()
	// Savings: the checking's transfers from the other side, and interest.
	sv := relAcct{Title: "BUSINESS SAVINGS", No: "XXXXXX" + relSavings(fs), Rate: "0.35%", APY: "0.35%"}
	var need int64
	for _, r := range fs.visible() {
		if r.Category != "own_transfer" {
			continue
		}
		s := subRow{Date: r.Date, Cents: r.Cents, Credit: !r.Credit}
		if r.Credit {
			s.Desc = "ONLINE TRANSFER TO BUSINESS CHECKING " + acct
			need += r.Cents
		} else {
			s.Desc = "ONLINE TRANSFER FROM BUSINESS CHECKING " + acct
		}
		sv.Rows = append(sv.Rows, s)
	}
	sv.Open = need + 1500000 + fs.Opening%700000
	mm := relAcct{Title: "BUSINESS PREMIUM MONEY MARKET", No: "XXXXXX" + relMM(fs), Open: 10500000 + fs.Opening%3000000, Rate: "2.15%", APY: "2.17%"}
	for _, a := range []*relAcct{&sv, &mm} {
		bal := a.Open
		for _, s := range a.Rows {
			if s.Credit {
				bal += s.Cents
			} else {
				bal -= s.Cents
			}
		}
		bp := int64(35)
		if a == &mm {
			bp = 215
		}
		a.Rows = append(a.Rows, subRow{Date: fs.End, Desc: "INTEREST PAYMENT", Cents: max(1, a.Open*bp*days/365/10000), Credit: true})
		bal = a.Open
		for i := range a.Rows {
			if a.Rows[i].Credit {
				bal += a.Rows[i].Cents
			} else {
				bal -= a.Rows[i].Cents
			}
			a.Rows[i].Bal = bal
		}
		a.Close = bal
	}

	d.header = func(d *doc) {
		d.y = 36
		d.text(40, "COPPERLINE BANK", 9, true)
		d.rtext(572, "Business Relationship Statement", 8, true)
		d.nl(9)
		d.text(40, fs.Holder, 7.5, false)
		d.rtext(572, period+"   Relationship "+relNo, 7.5, false)
		d.nl(5)
		d.hline(40, 572)
		d.y = topY + 8
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 758
		d.text(40, "Copperline Bank, N.A.  Member FDIC  ·  Equal Housing Lender  ·  copperlinebank.example  ·  1-877-555-0182", 6.5, false)
		d.rtext(572, fmt.Sprintf("Page %d of %d", page, total), 7, false)
	})
	// Page 1.
	d.y = 54
	d.text(40, "COPPERLINE", 22, true)
	d.nl(11)
	d.text(40, "BANK", 9, true)
	d.text(70, "P.O. Box 6270, Tulsa, OK 74148-0270", 7, false)
	d.y = 50
	d.rtext(572, "Business Relationship Statement", 12, true)
	d.nl(12)
	d.rtext(572, "Statement period: "+period, 8, false)
	d.nl(10)
	d.rtext(572, "Relationship number: "+relNo, 8, false)
	d.nl(10)
	d.rtext(572, "Questions? Call 1-877-555-0182 (TTY 711)", 8, false)
	addressBlock(d, fs.stmt, 56, 104)
	d.y = 160
	d.hline(40, 572)
	d.nl(3)
	d.hline(40, 572)
	d.nl(13)
	d.text(40, "Relationship summary", 10, true)
	d.nl(14)
	rc := []tcol{{"Account", 40, false}, {"Account number", 230, false}, {"Beginning balance", 440, true}, {"Ending balance", 572, true}}
	d.heads(rc, 7.5)
	for _, a := range []struct {
		t, no string
		o, c  int64
	}{{"Business Interest Checking", acct, fs.OpenP, fs.CloseP}, {"Business Savings", sv.No, sv.Open, sv.Close}, {"Business Premium Money Market", mm.No, mm.Open, mm.Close}} {
		d.cells(rc, [][]string{one(a.t), one(a.no), one(usd(a.o)), one(usd(a.c))}, 8, 11)
	}
	d.hline(300, 572)
	d.nl(9)
	d.cells(rc, [][]string{one("Total relationship balances"), nil, one(usd(fs.OpenP + sv.Open + mm.Open)), one(usd(fs.CloseP + sv.Close + mm.Close))}, 8, 11)
	d.nl(4)
	d.para("Your Premier Business relationship: because your combined balances were $100,000.00 or more, the monthly service fee on your checking account is reduced to $15.00 and incoming domestic wires are free.", 130, 7)
	d.nl(6)

	title := func(t, no string) {
		d.need(60)
		d.nl(4)
		d.bar(40, 572, 15, 0.15)
		d.ops = append(d.ops, op{Page: d.page, X: 45, Y: d.y, Text: t, Size: 10, Bold: true, Gray: 1})
		d.ops = append(d.ops, op{Page: d.page, X: 567, Y: d.y, Text: "Account number " + no, Size: 8, Right: true, Gray: 1})
		d.nl(18)
	}
	sub := func(t string) {
		d.need(40)
		d.nl(4)
		d.text(40, t, 9, true)
		d.nl(3)
		d.hline(40, 572)
		d.nl(10)
	}
	// Checking.
	title("BUSINESS INTEREST CHECKING", acct)
	rows := fs.visible()
	var secs = map[string][]frow{}
	for _, r := range rows {
		secs[relKind(r)] = append(secs[relKind(r)], r)
	}
	sort.SliceStable(secs["chk"], func(i, j int) bool { return secs["chk"][i].CheckNo < secs["chk"][j].CheckNo })
	dep, ndep := fs.credits()
	wd, nwd := fs.debits()
	top := d.y
	line := func(x float64, label string, n int, v string, bold bool) {
		d.text(x, label, 8, bold)
		if n >= 0 {
			d.rtext(270, fmt.Sprint(n), 8, bold)
		}
		d.rtext(340, v, 8, bold)
		d.nl(11)
	}
	d.tint(270, "Items", 6.5, 0.4, true)
	d.nl(9)
	line(40, "Beginning balance on "+fs.Start.Format("January 2"), -1, usd(fs.OpenP), false)
	line(40, "Deposits and other credits", ndep, "+ "+money(dep), false)
	line(40, "Withdrawals and other debits", nwd, "- "+money(wd), false)
	for _, k := range []struct{ key, label string }{{"chk", "Checks paid"}, {"card", "Card purchases"}, {"elec", "Electronic payments and transfers"}, {"fee", "Service charges and fees"}} {
		d.tint(52, k.label, 7.5, 0.3, false)
		d.tint(270, fmt.Sprint(len(secs[k.key])), 7.5, 0.3, true)
		d.tint(330, money(total(secs[k.key])), 7.5, 0.3, true)
		d.nl(10)
	}
	line(40, "Ending balance on "+fs.End.Format("January 2"), -1, usd(fs.CloseP), true)
	bottom := d.y
	d.y = top + 9
	var intr int64
	for _, r := range rows {
		if r.Desc == "INTEREST PAYMENT" {
			intr = r.Cents
		}
	}
	for _, kv := range [][2]string{{"Average ledger balance", usd(avg)}, {"Days in statement period", fmt.Sprint(days)}, {"Interest earned this period", "$" + money(intr)},
		{"Annual percentage yield earned", "0.05%"}, {"Interest paid year-to-date", "$" + money(intr*int64(fs.End.Month()))}} {
		d.text(380, kv[0], 7.5, false)
		d.rtext(572, kv[1], 7.5, false)
		d.nl(11)
	}
	d.y = max(bottom, d.y) + 4
	cols := []tcol{{"Date", 40, false}, {"Description", 84, false}, {"Amount", 572, true}}
	section := func(key, t, tot string) {
		rs := secs[key]
		if len(rs) == 0 {
			return
		}
		sub(t)
		d.heads([]tcol{{"Date", 40, false}, {"Description", 84, false}, {"Amount", 572, true}}, 7)
		for _, r := range rs {
			desc := wrapWords(r.Desc, 100)
			if d.need(float64(len(desc))*9.5 + 2) {
				d.text(40, t+" (continued)", 8.5, true)
				d.nl(12)
			}
			d.cells(cols, [][]string{one(fs.date(&r, "01/02")), desc, one(money(r.Cents))}, 7.6, 9.5)
			d.nl(1.5)
		}
		d.need(14)
		d.hline(440, 572)
		d.nl(9)
		d.text(84, tot, 8, true)
		d.rtext(572, "$"+money(total(rs)), 8, true)
		d.nl(8)
	}
	section("dep", "Deposits and other credits", "Total deposits and other credits")
	if cs := secs["chk"]; len(cs) > 0 {
		sub("Checks paid")
		x := []float64{40, 217, 394}
		for k := range x {
			d.text(x[k], "Number", 7, true)
			d.text(x[k]+50, "Date", 7, true)
			d.rtext(x[k]+160, "Amount", 7, true)
		}
		d.nl(11)
		gap := false
		for i := 0; i < len(cs); i += 3 {
			d.need(11)
			for k := 0; k < 3 && i+k < len(cs); k++ {
				r := cs[i+k]
				no := fmt.Sprint(r.CheckNo)
				if i+k > 0 && r.CheckNo != cs[i+k-1].CheckNo+1 {
					no += "*"
					gap = true
				}
				d.text(x[k], no, 7.8, false)
				d.text(x[k]+50, fs.date(&r, "01/02"), 7.8, false)
				d.rtext(x[k]+160, money(r.Cents), 7.8, false)
			}
			d.nl(10.5)
		}
		d.need(24)
		d.hline(440, 572)
		d.nl(9)
		d.text(84, fmt.Sprintf("Total checks paid (%d)", len(cs)), 8, true)
		d.rtext(572, "$"+money(total(cs)), 8, true)
		d.nl(10)
		if gap {
			d.tint(40, "* Indicates a break in the check number sequence: the check was paid in an earlier period, is outstanding, or was voided.", 6.8, 0.3, false)
			d.nl(10)
		}
	}
	section("card", "Card purchases", "Total card purchases")
	section("elec", "Electronic payments and transfers", "Total electronic payments and transfers")
	section("fee", "Service charges and fees", "Total service charges and fees")
	// Overdraft and returned item fees (Regulation DD).
	var od, nsf int64
	for _, r := range rows {
		if r.Category == "nsf_fee" && strings.HasPrefix(r.Desc, "OVERDRAFT") {
			od += r.Cents
		} else if r.Category == "nsf_fee" {
			nsf += r.Cents
		}
	}
	d.need(50)
	d.nl(6)
	fc := []tcol{{"", 84, false}, {"Total for this period", 420, true}, {"Total year-to-date", 572, true}}
	d.heads(fc, 7.5)
	ytd := func(c int64) string {
		if fs.End.Month() == 1 {
			return "$" + money(c)
		}
		return "$" + money(c+3500*int64(fs.End.Month()%4))
	}
	d.cells(fc, [][]string{one("Total overdraft fees"), one("$" + money(od)), one(ytd(od))}, 8, 11)
	d.cells(fc, [][]string{one("Total returned item fees"), one("$" + money(nsf)), one(ytd(nsf))}, 8, 11)
	// Daily balance summary, three across.
	sub("Daily balance summary")
	x := []float64{40, 217, 394}
	per := (len(ends) + 2) / 3
	for k := range x {
		d.text(x[k], "Date", 7, true)
		d.rtext(x[k]+150, "Balance", 7, true)
	}
	d.nl(11)
	for i := 0; i < per; i++ {
		d.need(10)
		for k := range x {
			if j := k*per + i; j < len(ends) {
				d.text(x[k], ends[j].D.Format("01/02"), 7.8, false)
				d.rtext(x[k]+150, signed(ends[j].B), 7.8, false)
			}
		}
		d.nl(10)
	}
	// Savings and money market.
	ac := []tcol{{"Date", 40, false}, {"Description", 84, false}, {"Deposits", 400, true}, {"Withdrawals", 486, true}, {"Balance", 572, true}}
	other := func(a relAcct, tiers bool) {
		d.nl(8)
		title(a.Title, a.No)
		var in, out int64
		var nin, nout int
		for _, s := range a.Rows {
			if s.Credit {
				in += s.Cents
				nin++
			} else {
				out += s.Cents
				nout++
			}
		}
		top := d.y
		for _, kv := range []struct {
			l string
			n int
			v string
		}{{"Beginning balance on " + fs.Start.Format("January 2"), -1, usd(a.Open)}, {"Deposits and other credits", nin, "+ " + money(in)},
			{"Withdrawals and other debits", nout, "- " + money(out)}, {"Ending balance on " + fs.End.Format("January 2"), -1, usd(a.Close)}} {
			line(40, kv.l, kv.n, kv.v, false)
		}
		d.y = top
		for _, kv := range [][2]string{{"Interest rate", a.Rate}, {"Annual percentage yield earned", a.APY}, {"Interest paid this period", "$" + money(a.Rows[len(a.Rows)-1].Cents)}} {
			d.text(380, kv[0], 7.5, false)
			d.rtext(572, kv[1], 7.5, false)
			d.nl(11)
		}
		d.y = top + 48
		if tiers {
			d.need(60)
			tc := []tcol{{"Balance tier", 84, false}, {"Interest rate", 400, true}, {"APY", 486, true}}
			d.heads(tc, 7)
			for _, t := range [][3]string{{"$0.00 - $9,999.99", "0.10%", "0.10%"}, {"$10,000.00 - $99,999.99", "1.25%", "1.26%"}, {"$100,000.00 - $249,999.99", "2.15%", "2.17%"}, {"$250,000.00 and over", "2.40%", "2.43%"}} {
				d.cells(tc, [][]string{one(t[0]), one(t[1]), one(t[2])}, 7.5, 10)
			}
			d.nl(6)
		}
		sub("Account activity")
		d.heads(ac, 7)
		d.cells(ac, [][]string{one(fs.Start.Format("01/02")), one("Beginning balance"), nil, nil, one(money(a.Open))}, 7.8, 10)
		for _, s := range a.Rows {
			d.need(10)
			var dp, wd string
			if s.Credit {
				dp = money(s.Cents)
			} else {
				wd = money(s.Cents)
			}
			d.cells(ac, [][]string{one(s.Date.Format("01/02")), one(s.Desc), one(dp), one(wd), one(money(s.Bal))}, 7.8, 10)
		}
		d.cells(ac, [][]string{one(fs.End.Format("01/02")), one("Ending balance"), nil, nil, one(money(a.Close))}, 7.8, 10)
	}
	other(sv, false)
	other(mm, true)
	d.nl(12)
	d.need(90)
	d.text(40, "Important information about your accounts", 9, true)
	d.nl(12)
	d.para("OVERDRAFT AND RETURNED ITEM FEES. We may pay or return an item when your available balance is not enough to cover it. We charge $35.00 for each item we pay into overdraft (Overdraft Fee) and $35.00 for each item we return unpaid (Insufficient Funds Fee), up to 4 fees per business day; no fee is charged for items of $5.00 or less or when your account is overdrawn by $50.00 or less at the end of the business day.", 140, 6.8)
	d.para("IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC TRANSFERS, call 1-877-555-0182 or write to Copperline Bank, Attn: Deposit Operations, P.O. Box 6270, Tulsa, OK 74148-0270, as soon as you can. We must hear from you no later than 60 days after we sent the FIRST statement on which the problem or error appeared. We will investigate and tell you the results within 10 business days (20 for new accounts), or take up to 45 days (90 for point-of-sale and foreign transfers) and provisionally credit your account.", 140, 6.8)
	d.para("Business accounts: please review your statement promptly; claims concerning unauthorized or altered items must be made within 30 days of the statement date. Copperline Bank, N.A. Member FDIC.", 140, 6.8)
	// The answer lists the checking's rows in the order they are printed.
	var printed []frow
	for _, k := range []string{"dep", "chk", "card", "elec", "fee"} {
		printed = append(printed, secs[k]...)
	}
	fs.Rows = printed
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Daily: true})
	fs.Notes = append(fs.Notes, fmt.Sprintf("A relationship statement of three accounts; the answer describes the Business Interest Checking %s, whose rows are listed section by section as printed (deposits, checks paid in number order, card purchases, electronic payments, fees). The Business Savings %s (%s to %s, the checking's transfers from the other side and interest) and the Business Premium Money Market %s (%s to %s, interest only) are not in the answer; nor are the relationship summary, the fee table and the daily balance summary.",
		acct, sv.No, usd(sv.Open), usd(sv.Close), mm.No, usd(mm.Open), usd(mm.Close)))
	d.finish()
	return d
}
