package main

import (
	"fmt"
	"strings"
)

func init() {
	cFamilies = append(cFamilies, cFamily{
		ID: 5, Name: "ukbiz", Bank: "Thistlebrook Bank", Aliases: []string{"Thistlebrook Bank UK PLC", "Thistlebrook"},
		Prepare: prepareUKBiz, Draw: drawUKBiz,
		Docs: []cDoc{{Variant: 0, Producer: "reportlab"}, {Variant: 1, Producer: "reportlab"}, {Variant: 2, Producer: "reportlab", Seed: 9}, {Variant: 3, Producer: "reportlab"},
			{Variant: 0, Producer: "ghostscript"}, {Variant: 3, Producer: "ghostscript"}, {Variant: 2, Producer: "fpdf-ttf", Seed: 6}},
	})
}

var ukCities = []string{"LEEDS  LS1 4DY", "MANCHESTER  M1 3HU", "BRISTOL  BS1 6QF", "BIRMINGHAM  B3 2PA", "GLASGOW  G2 1QX", "NOTTINGHAM  NG1 5FW"}
var ukStreets = []string{"UNIT 4, 12 WELLINGTON STREET", "38 PORTLAND STREET", "7 QUEEN SQUARE", "FLOOR 2, 55 COLMORE ROW", "141 ST VINCENT STREET", "20 KING STREET"}

// ukSort is the account's sort code, 20-45-67.
func ukSort(fs *fstmt) string {
	s := "2" + digits(fs.Opening*29+3, 5)
	return s[:2] + "-" + s[2:4] + "-" + s[4:]
}

// prepareUKBiz moves the business to the UK and writes the rows as a UK
// clearing bank prints them, the payment type in words at the start of
// each description: Faster Payment received from / to, Bacs credit and
// payment, CHAPS, Direct Debit to, Standing Order to (the monthly rent,
// added), Card Payment to … On 04 Feb, Cheque, Transfer to Business
// Savings, Bill Payment to HMRC after payroll, and the charges
// (Commission for the period, Unpaid Item Charge, Unarranged Overdraft
// Charge).
func prepareUKBiz(fs *fstmt) {
	fs.Currency = "GBP"
	k := int(fs.Opening % int64(len(ukCities)))
	fs.City, fs.Street = ukCities[k], ukStreets[k]
	sav := digits(fs.Opening*31+7, 8)
	for i := 0; i < len(fs.Rows); i++ {
		r := &fs.Rows[i]
		d := r.Desc
		on := " On " + r.Date.Format("02 Jan")
		switch {
		case isCheck(*r):
		case strings.HasPrefix(d, "SQUARE INC DEPOSIT SQ"):
			r.Desc = "Faster Payment received from SQUARE EUROPE LTD Ref: SQ" + strings.TrimPrefix(d, "SQUARE INC DEPOSIT SQ") + " FP " + r.Date.Format("02/01/06") + " " + ref(*r, 1, 4)
		case strings.HasPrefix(d, "STRIPE TRANSFER "):
			r.Desc = "Bacs credit STRIPE PAYMENTS UK LTD Ref: " + strings.TrimPrefix(d, "STRIPE TRANSFER ")
		case strings.HasPrefix(d, "ACH CREDIT "):
			name, inv, _ := strings.Cut(strings.TrimPrefix(d, "ACH CREDIT "), " INV ")
			r.Desc = "Faster Payment received from " + name + " Ref: INV " + inv + " FP " + r.Date.Format("02/01/06") + " " + ref(*r, 2, 4)
		case strings.HasPrefix(d, "ORIG CO NAME:"):
			name, _, _ := strings.Cut(strings.TrimPrefix(d, "ORIG CO NAME:"), " ORIG ID:")
			r.Desc = "Bacs credit " + name + " Ref: REMITTANCE " + ref(*r, 3, 8) + " Payment for invoices per statement dated " + r.Date.AddDate(0, 0, -30).Format("02/01/2006")
		case strings.HasPrefix(d, "MOBILE DEPOSIT REF "):
			r.Desc = "Cheque deposit via app Ref: " + strings.TrimPrefix(d, "MOBILE DEPOSIT REF ")
		case isCard(*r):
			m, _ := merchantOf(d)
			m = map[string]string{"HOME DEPOT #4521": "SCREWFIX DIRECT", "AMAZON MKTPLACE PMTS": "AMAZON.CO.UK*MK2TL7", "SHELL OIL 57442": "SHELL HEATHROW 5744",
				"COSTCO WHSE #1123": "COSTCO WHOLESALE UK", "STAPLES 00123": "VIKING DIRECT", "UBER TRIP": "UBER *TRIP", "COMCAST CABLE": "VIRGIN MEDIA",
				"VERIZON WIRELESS": "EE LIMITED", "SYSCO FOODS": "BOOKER WHOLESALE 212", "GRAINGER 889": "TOOLSTATION 889"}[m]
			r.Desc = "Card Payment to " + m + on
		case r.Category == "payroll":
			no := strings.TrimPrefix(d, "ADP PAYROLL WAGE PAY ")
			r.Desc = "Bacs Payment to ADP PAYROLL SERVICES Ref: WAGES " + no
			paye := frow{txn: txn{Date: r.Date, Cents: r.Cents * 21 / 100, Category: "payroll", Desc: "Bill Payment to HMRC PAYE Ref: 475PA" + ref(*r, 4, 8)}}
			fs.insertRow(i+1, paye)
			i++
		case r.Category == "own_transfer" && r.Credit:
			r.Desc = "Transfer from Business Savings " + ukSort(fs) + " " + sav
		case r.Category == "own_transfer":
			r.Desc = "Transfer to Business Savings " + ukSort(fs) + " " + sav
		case strings.HasPrefix(d, "REFUND "):
			r.Desc = "Card Refund from AMAZON.CO.UK*RT4K9" + on
		case d == "REVERSAL OF SERVICE FEE":
			r.Desc = "Refund of Charges"
		case strings.HasPrefix(d, "UTILITY PMT "):
			payee := map[string]string{"DUKE ENERGY": "BRITISH GAS BUSINESS", "CITY WATER DEPT": "YORKSHIRE WATER", "ATT BUSINESS": "BT GROUP PLC"}[strings.TrimPrefix(d, "UTILITY PMT ")]
			r.Desc = "Direct Debit to " + payee + " Ref: " + ref(*r, 5, 9)
		case r.Category == "loan_proceeds":
			funder, no, _ := strings.Cut(d, " FUNDING WIRE REF ")
			r.Desc = "CHAPS Payment received from " + funder + " UK LTD Ref: ADVANCE " + no
		case r.Category == "mca_payment":
			r.Desc = "Direct Debit to " + strings.TrimSuffix(d, " ACH DEBIT PMT") + " UK Ref: MCA" + ref(*r, 6, 6)
		case r.Category == "loan_payment":
			r.Desc = "Direct Debit to " + strings.TrimSuffix(d, " LOAN PAYMENT ACH") + " LOAN Ref: " + ref(*r, 7, 8)
		case strings.HasPrefix(d, "VENDOR PAYMENT WIRE OUT "):
			r.Desc = "Faster Payment to " + strings.TrimPrefix(d, "VENDOR PAYMENT WIRE OUT ") + " Ref: SUPPLIER " + refHex(*r, 8, 6) + " Mobile"
		case r.Category == "nsf_fee" && strings.HasPrefix(d, "NSF"):
			r.Desc = "Unpaid Item Charge"
		case r.Category == "nsf_fee":
			r.Desc = "Unarranged Overdraft Charge"
		case d == "MONTHLY SERVICE FEE":
			r.Desc = "Commission for period " + strings.ToUpper(fs.Start.Format("02Jan")) + "-" + strings.ToUpper(fs.End.Format("02Jan"))
		}
	}
	// The monthly rent by standing order on the first business day after
	// the 1st of a month in the period.
	for i := range fs.Rows {
		if fs.Rows[i].Date.Day() >= 1 && fs.Rows[i].Date.Day() <= 5 && (i == 0 || fs.Rows[i-1].Date.Day() > 5 || fs.Rows[i-1].Date.Month() != fs.Rows[i].Date.Month()) {
			rent := frow{txn: txn{Date: fs.Rows[i].Date, Cents: 185000, Category: "other", Desc: "Standing Order to WELLINGTON ESTATES LTD Ref: RENT UNIT 4"}}
			fs.insertRow(i, rent)
			break
		}
	}
	fs.rebalance()
}

// ukOD prints a balance with OD when overdrawn.
func ukOD(c int64) string {
	if c < 0 {
		return money(c) + " OD"
	}
	return money(c)
}

// ---- ukbiz: a UK business current account (GBP). Period "01 February
// 2026 - 28 February 2026"; sort code, account number, IBAN and BIC; a
// sheet number; "Your account summary" with the balance on the first
// and last day, money in and money out (£); Date | Description | Money
// out | Money in | Balance with `1 February` dates on a day's first row,
// a balance on every row, overdrawn balances marked OD; "Balance brought
// forward" opening every page and "Balance carried forward" closing
// every page but the last (not transactions); the payment type in words
// inside the description; FSCS and PRA/FCA small print, "Page N of M".
func drawUKBiz(fs *fstmt) *doc {
	d := newDoc()
	sort := ukSort(fs)
	acctNo := fs.AccountNo[4:]
	period := fs.Start.Format("02 January 2006") + " - " + fs.End.Format("02 January 2006")
	sheet := 30 + int(fs.Start.Month())
	cols := []tcol{{"Date", 40, false}, {"Description", 112, false}, {"Money out", 418, true}, {"Money in", 492, true}, {"Balance", 572, true}}
	heads := func() {
		d.bar(40, 572, 13, 0.82)
		for _, c := range cols {
			if c.Right {
				d.rtext(c.X-2, c.Title, 8, true)
			} else {
				d.text(c.X+3, c.Title, 8, true)
			}
		}
		d.nl(14)
	}
	d.header = func(d *doc) {
		d.y = 40
		d.font = "serif"
		d.text(40, "Thistlebrook", 14, true)
		d.font = ""
		d.rtext(572, fs.Holder, 8, true)
		d.nl(10)
		d.rtext(572, "Sort code "+sort+"  ·  Account "+acctNo+"  ·  Sheet "+fmt.Sprint(sheet), 7.5, false)
		d.nl(9)
		d.rtext(572, period, 7.5, false)
		d.y = topY + 16
		heads()
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 748
		d.tint(40, "Thistlebrook Bank UK PLC. Registered in England and Wales No. 09740322. Registered office: 33 Lowther Street, Leeds LS1 4AX.", 5.8, 0.3, false)
		d.rtext(572, fmt.Sprintf("Page %d of %d", page, total), 7.5, false)
		d.nl(7.5)
		d.tint(40, "Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (Financial Services Register No. 759676).", 5.8, 0.3, false)
	})
	d.y = 56
	d.font = "serif"
	d.text(40, "Thistlebrook", 24, true)
	d.font = ""
	d.nl(12)
	d.tint(40, "Business Banking", 8, 0.35, false)
	d.y = 52
	d.rtext(572, "Business Current Account", 11, true)
	d.nl(12)
	d.rtext(572, "Statement "+period, 8, false)
	d.nl(10)
	d.rtext(572, fmt.Sprintf("Sheet number %d", sheet), 8, false)
	d.nl(10)
	d.rtext(572, "Issued "+fs.End.AddDate(0, 0, 2).Format("02 January 2006"), 8, false)
	addressBlock(d, fs.stmt, 52, 112)
	d.y = 168
	dep, _ := fs.credits()
	wd, _ := fs.debits()
	top := d.y
	d.text(40, "Your account summary", 10, true)
	d.nl(6)
	d.hline(40, 290)
	d.nl(12)
	sum := func(c int64) string {
		if c < 0 {
			return "£" + money(c) + " OD"
		}
		return "£" + money(c)
	}
	for _, kv := range [][2]string{
		{"Balance on " + fs.Start.Format("2 January"), sum(fs.OpenP)},
		{"Money in", "£" + money(dep)},
		{"Money out", "£" + money(wd)},
		{"Balance on " + fs.End.Format("2 January"), sum(fs.CloseP)},
	} {
		d.text(40, kv[0], 8.5, strings.HasPrefix(kv[0], "Balance on "+fs.End.Format("2 January")))
		d.rtext(290, kv[1], 8.5, false)
		d.nl(12)
	}
	d.y = top
	d.text(330, "Your account details", 10, true)
	d.nl(6)
	d.hline(330, 572)
	d.nl(12)
	iban := "GB" + digits(fs.Opening+5, 2) + " THBK " + strings.ReplaceAll(sort, "-", "")[:4] + " " + strings.ReplaceAll(sort, "-", "")[4:] + acctNo[:2] + " " + acctNo[2:6] + " " + acctNo[6:]
	for _, kv := range [][2]string{{"Account name", fs.Holder}, {"Sort code", sort}, {"Account number", acctNo}, {"IBAN", iban}, {"BIC", "THBKGB21"},
		{"Arranged overdraft limit", "£2,500.00"}} {
		d.tint(330, kv[0], 7.5, 0.35, false)
		d.text(438, kv[1], 7.5, false)
		d.nl(10.5)
	}
	d.y = top + 84
	d.bar(40, 572, 24, 0.93)
	d.nl(-5)
	d.text(46, "Fraudsters may pretend to be us. We will never ask you to move money to a 'safe account' or to share a one-time passcode.", 7.5, false)
	d.nl(9)
	d.text(46, "If in doubt, hang up and call us on 0345 555 0171 (+44 113 555 0171 from abroad). Lines open 8am to 8pm, Monday to Saturday.", 7.5, false)
	d.nl(22)
	d.text(40, "Your transactions", 10, true)
	d.nl(12)
	heads()
	lh := 10.5
	prev := fs.OpenP
	put := func(date string, desc []string, out, in, bal string) {
		d.cells(cols, [][]string{one(date), desc, one(out), one(in), one(bal)}, 8, lh)
		d.nl(2)
	}
	put(fs.Start.Format("2 January"), one("Balance brought forward"), "", "", ukOD(fs.OpenP))
	rows := fs.visible()
	for i, r := range rows {
		desc := wrapWords(r.Desc, 56)
		if isCheck(r) {
			desc = one(fmt.Sprintf("Cheque %d", r.CheckNo))
		}
		h := float64(len(desc))*lh + 2
		newPage := false
		if d.y+h+lh+2 > bottomY {
			put("", one("Balance carried forward"), "", "", ukOD(prev))
			d.need(1000)
			put("", one("Balance brought forward"), "", "", ukOD(prev))
			newPage = true
		}
		date := ""
		if newPage || i == 0 || !rows[i-1].Date.Equal(r.Date) {
			date = fs.date(&r, "2 January")
		}
		var out, in string
		if r.Credit {
			in = money(r.Cents)
		} else {
			out = money(r.Cents)
		}
		put(date, desc, out, in, ukOD(r.Balance))
		prev = r.Balance
	}
	d.hline(40, 572)
	d.nl(14)
	d.need(80)
	d.para("Your deposit is eligible for protection under the Financial Services Compensation Scheme (FSCS) up to £85,000. Please check your statement and tell us straight away about any entry you do not recognise. If you have a complaint, you may be able to refer it to the Financial Ombudsman Service once you have received our final response, or after 8 weeks. Unarranged overdraft charge: £6.00 per day, up to £30.00 a month; unpaid item charge: £8.00 per item. Overdraft interest of 12.9% EAR (variable) on arranged borrowing.", 130, 7)
	fs.printTotals(shows{Credits: true, Debits: true, Running: "every_row"})
	d.finish()
	return d
}
