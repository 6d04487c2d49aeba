package main

import (
	"fmt"
	"strings"
	"time"
)

func init() {
	cFamilies = append(cFamilies, cFamily{
		ID: 7, Name: "aubiz", Bank: "Wattle Bank", Aliases: []string{"Wattle Banking Corporation Limited", "Wattle Banking Corporation"},
		Prepare: prepareAUBiz, Draw: drawAUBiz,
		Docs: []cDoc{{Variant: 0, Producer: "ghostscript"}, {Variant: 1, Producer: "ghostscript"}, {Variant: 2, Producer: "ghostscript", Seed: 11}, {Variant: 3, Producer: "ghostscript", Seed: 12},
			{Variant: 0, Producer: "cairo"}, {Variant: 2, Producer: "fpdf-core", Seed: 5}},
	})
}

var auHolidays = map[string]bool{"2025-12-25": true, "2025-12-26": true, "2026-01-01": true, "2026-01-26": true}
var auCities = []string{"SYDNEY NSW 2000", "PARRAMATTA NSW 2150", "MELBOURNE VIC 3000", "BRISBANE QLD 4000", "ADELAIDE SA 5000", "PERTH WA 6000"}
var auStreets = []string{"LEVEL 3 88 PITT ST", "UNIT 7 14 CHURCH ST", "220 COLLINS ST", "41 QUEEN ST", "9 GRENFELL ST", "UNIT 2 180 ST GEORGES TCE"}

// auCR prints an Australian balance: $1,234.56 CR, or DR when overdrawn.
func auCR(c int64) string {
	if c < 0 {
		return "$" + money(c) + " DR"
	}
	return "$" + money(c) + " CR"
}

// prepareAUBiz moves the business to Australia and the postings off
// Australian public holidays, and writes the rows as an Australian bank
// prints them: Direct Credit and Direct Debit with the user ID, Osko and
// Fast Transfer payments, BPAY bills with their reference, card
// purchases with "Value Date: dd/mm/yyyy" (a date inside the
// description), cheques as "Chq", an ATO BAS payment, and the bank's
// fees (Account Fee, Dishonour Fee, Overdrawn Fee).
func prepareAUBiz(fs *fstmt) {
	fs.Currency = "AUD"
	k := int(fs.Opening % int64(len(auCities)))
	fs.City, fs.Street = auCities[k], auStreets[k]
	for i := range fs.Rows {
		for auHolidays[fs.Rows[i].Date.Format("2006-01-02")] || (fs.Rows[i].Date.Weekday() == time.Saturday || fs.Rows[i].Date.Weekday() == time.Sunday) && !fs.Rows[i].Date.Equal(fs.End) {
			fs.Rows[i].Date = fs.Rows[i].Date.AddDate(0, 0, 1)
		}
		if fs.Rows[i].Date.After(fs.End) {
			fs.Rows[i].Date = fs.End
		}
	}
	city, _, _ := strings.Cut(fs.City, " ")
	card := digits(fs.Opening*53+1, 4)
	for i := 0; i < len(fs.Rows); i++ {
		r := &fs.Rows[i]
		d := r.Desc
		value := r.Date.AddDate(0, 0, -1-int(r.Cents%3))
		switch {
		case isCheck(*r):
			// Printed "Chq 001301": the answer keeps the printed serial,
			// leading zeros and all, as every other family's does.
			r.Desc = fmt.Sprintf("Chq %06d", r.CheckNo)
		case strings.HasPrefix(d, "SQUARE INC DEPOSIT SQ"):
			r.Desc = "Direct Credit 515180 SQUARE AUSTRALIA SQ" + strings.TrimPrefix(d, "SQUARE INC DEPOSIT SQ")
		case strings.HasPrefix(d, "STRIPE TRANSFER "):
			r.Desc = "Direct Credit 397718 STRIPE PAYMENTS AU " + strings.TrimPrefix(d, "STRIPE TRANSFER ")
		case strings.HasPrefix(d, "ACH CREDIT "):
			name, inv, _ := strings.Cut(strings.TrimPrefix(d, "ACH CREDIT "), " INV ")
			if r.Cents%2 == 0 {
				r.Desc = "Osko payment received from " + name + " INV " + inv
			} else {
				r.Desc = "Fast Transfer From " + name + " INV" + inv + " " + value.Format("02/01")
			}
		case strings.HasPrefix(d, "ORIG CO NAME:"):
			name, _, _ := strings.Cut(strings.TrimPrefix(d, "ORIG CO NAME:"), " ORIG ID:")
			r.Desc = "Direct Credit " + ref(*r, 1, 6) + " " + name + " REMITTANCE " + ref(*r, 2, 10) + " Payment of invoices as per remittance advice emailed " + value.Format("02/01/2006")
		case strings.HasPrefix(d, "MOBILE DEPOSIT REF "):
			r.Desc = "Cheque deposit via app " + strings.TrimPrefix(d, "MOBILE DEPOSIT REF ")
		case isCard(*r):
			m, _ := merchantOf(d)
			m = map[string]string{"HOME DEPOT #4521": "BUNNINGS 452000", "AMAZON MKTPLACE PMTS": "AMAZON MKTPLC AU", "SHELL OIL 57442": "AMPOL FOODARY 5744",
				"COSTCO WHSE #1123": "COSTCO WHOLESALE 1123", "STAPLES 00123": "OFFICEWORKS 0123", "UBER TRIP": "UBER *TRIP HELP.UBER.COM", "COMCAST CABLE": "TELSTRA CORP LTD",
				"VERIZON WIRELESS": "OPTUS BILLING", "SYSCO FOODS": "BIDFOOD AUSTRALIA", "GRAINGER 889": "BLACKWOODS 889"}[m]
			r.Desc = fmt.Sprintf("%s %s AU Card xx%s Value Date: %s", m, strings.ToUpper(city), card, value.Format("02/01/2006"))
		case r.Category == "payroll":
			no := strings.TrimPrefix(d, "ADP PAYROLL WAGE PAY ")
			r.Desc = "Direct Debit 063812 ADP PAYROLL AU WAGES " + no
		case r.Category == "own_transfer" && r.Credit:
			r.Desc = "Transfer from xx" + fs.AccountNo[4:8] + " Business Online Saver"
		case r.Category == "own_transfer":
			r.Desc = "Transfer to xx" + fs.AccountNo[4:8] + " Business Online Saver"
		case strings.HasPrefix(d, "REFUND "):
			r.Desc = "Refund AMAZON MKTPLC AU Card xx" + card + " Value Date: " + value.Format("02/01/2006")
		case d == "REVERSAL OF SERVICE FEE":
			r.Desc = "Fee Reversal Account Fee"
		case strings.HasPrefix(d, "UTILITY PMT "):
			biller := map[string][2]string{"DUKE ENERGY": {"ORIGIN ENERGY", "4820"}, "CITY WATER DEPT": {"SYDNEY WATER", "2035"}, "ATT BUSINESS": {"TELSTRA", "23796"}}[strings.TrimPrefix(d, "UTILITY PMT ")]
			r.Desc = "BPAY " + biller[0] + " Biller " + biller[1] + " Ref " + ref(*r, 3, 10)
		case r.Category == "loan_proceeds":
			funder, no, _ := strings.Cut(d, " FUNDING WIRE REF ")
			r.Desc = "Direct Credit 601144 " + funder + " AU PTY LTD ADVANCE " + no
		case r.Category == "mca_payment":
			r.Desc = "Direct Debit 482210 " + strings.TrimSuffix(d, " ACH DEBIT PMT") + " AU " + ref(*r, 4, 8)
		case r.Category == "loan_payment":
			r.Desc = "Direct Debit 317040 " + strings.TrimSuffix(d, " LOAN PAYMENT ACH") + " LOAN " + ref(*r, 5, 8)
		case strings.HasPrefix(d, "VENDOR PAYMENT WIRE OUT "):
			r.Desc = "Transfer To " + strings.TrimPrefix(d, "VENDOR PAYMENT WIRE OUT ") + " PTY LTD NetBank INV " + ref(*r, 6, 5)
		case r.Category == "nsf_fee" && strings.HasPrefix(d, "NSF"):
			r.Desc = "Dishonour Fee"
		case r.Category == "nsf_fee":
			r.Desc = "Overdrawn Fee"
		case d == "MONTHLY SERVICE FEE":
			r.Desc = "Account Fee"
		}
	}
	// The quarterly BAS to the ATO on the 28th's nearest row in the busy
	// and low-balance months.
	if fs.Variant == 2 || fs.Variant == 3 {
		for i := range fs.Rows {
			if fs.Rows[i].Date.Day() >= 20 {
				bas := frow{txn: txn{Date: fs.Rows[i].Date, Cents: 318200 + fs.Opening%100000, Category: "other",
					Desc: "BPAY ATO Biller 75556 Ref 551004" + ref(fs.Rows[i], 7, 10) + " BAS Q2"}}
				fs.insertRow(i, bas)
				break
			}
		}
	}
	fs.rebalance()
}

// ---- aubiz: an Australian business transaction account (AUD) in the
// look of the big four. "Period 1 Feb 2026 - 28 Feb 2026"; BSB and
// account number; a transaction summary printed as one equation
// (Opening balance - Total debits + Total credits = Closing balance)
// with the figures beneath; Date | Transaction | Debit | Credit |
// Balance with `03 Feb` dates, balances with CR or DR, OPENING BALANCE
// and CLOSING BALANCE rows inside the table, the balance printed on a
// day's last row only, descriptions with a value date inside them;
// "Statement 42 (Page 2 of 4)" and the ABN/AFSL line in the footer.
func drawAUBiz(fs *fstmt) *doc {
	d := newDoc()
	bsb := "06" + digits(fs.Opening*59+3, 1) + "-" + digits(fs.Opening*61+5, 3)
	acct := fs.AccountNo[4:8] + " " + fs.AccountNo[8:]
	period := fmt.Sprintf("%d %s - %d %s", fs.Start.Day(), fs.Start.Format("Jan 2006"), fs.End.Day(), fs.End.Format("Jan 2006"))
	stmtNo := 40 + int(fs.End.Month())
	cols := []tcol{{"Date", 40, false}, {"Transaction", 84, false}, {"Debit", 392, true}, {"Credit", 466, true}, {"Balance", 570, true}}
	heads := func() {
		d.hline(40, 572)
		d.nl(11)
		d.heads(cols, 8)
		d.nl(-3)
		d.hline(40, 572)
		d.nl(11)
	}
	d.header = func(d *doc) {
		d.y = 40
		d.text(40, "Wattle Bank", 11, true)
		d.rtext(572, "Business Transaction Account", 8, true)
		d.nl(10)
		d.rtext(572, "BSB "+bsb+"  Account Number "+acct+"  ·  Period "+period, 7.5, false)
		d.y = topY + 10
		heads()
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 754
		d.tint(40, "Wattle Banking Corporation Limited ABN 48 123 456 789 AFSL and Australian credit licence 234590", 6, 0.35, false)
		d.rtext(572, fmt.Sprintf("Statement %d", stmtNo), 7, false)
		d.nl(8)
		d.rtext(572, fmt.Sprintf("(Page %d of %d)", page, total), 7, false)
	})
	d.y = 58
	d.text(40, "Wattle Bank", 22, true)
	d.nl(11)
	d.tint(40, "GPO Box 2719 Sydney NSW 2001  ·  Business enquiries 13 22 61  ·  wattlebank.example/business", 7, 0.35, false)
	addressBlock(d, fs.stmt, 52, 100)
	d.y = 98
	for _, kv := range [][2]string{{"Statement", fmt.Sprint(stmtNo)}, {"Period", period}, {"Closing Balance", auCR(fs.CloseP)}, {"Enquiries", "13 22 61"}, {"", "(24 hours a day, 7 days a week)"}} {
		d.tint(360, kv[0], 7.5, 0.35, false)
		d.rtext(572, kv[1], 7.5, kv[0] == "Closing Balance")
		d.nl(11)
	}
	d.y = 170
	d.text(40, "Business Transaction Account", 12, true)
	d.nl(12)
	d.text(40, "Name:  "+fs.Holder, 8, false)
	d.nl(10)
	d.text(40, "Note: Have you checked your statement today? It's easy to find out more information about each of your transactions by logging on to Wattle Business Online.", 7, false)
	d.nl(14)
	d.text(40, "BSB "+bsb+"   Account Number "+acct, 9, true)
	d.nl(16)
	dep, _ := fs.credits()
	wd, _ := fs.debits()
	d.bar(40, 572, 12, 0.9)
	d.text(44, "Account Summary", 8.5, true)
	d.nl(14)
	xs := []float64{130, 250, 370, 500}
	labels := []string{"Opening balance", "Total debits", "Total credits", "Closing balance"}
	for i, l := range labels {
		d.rtext(xs[i], l, 7.5, false)
	}
	d.nl(11)
	vals := []string{auCR(fs.OpenP), "$" + money(wd), "$" + money(dep), auCR(fs.CloseP)}
	for i, v := range vals {
		d.rtext(xs[i], v, 9, true)
		if i < 3 {
			d.text(xs[i]+14, []string{"-", "+", "="}[i], 10, true)
		}
	}
	d.nl(22)
	lh := 10.0
	heads()
	put := func(date string, desc []string, dr, cr, bal string) {
		d.need(float64(len(desc))*lh + 2)
		d.cells(cols, [][]string{one(date), desc, one(dr), one(cr), one(bal)}, 7.8, lh)
		d.nl(2)
	}
	put(fs.Start.Format("02 Jan"), one("OPENING BALANCE"), "", "", auCR(fs.OpenP))
	rows := fs.visible()
	for i, r := range rows {
		var dr, cr, bal string
		if r.Credit {
			cr = money(r.Cents)
		} else {
			dr = money(r.Cents)
		}
		if lastOfDay(rows, i) {
			bal = auCR(r.Balance)
		}
		desc := wrapWords(r.Desc, 60)
		if isCheck(r) {
			desc = one(fmt.Sprintf("Chq %06d", r.CheckNo))
		}
		put(fs.date(&r, "02 Jan"), desc, dr, cr, bal)
	}
	put(fs.End.Format("02 Jan"), one("CLOSING BALANCE"), "", "", auCR(fs.CloseP))
	d.nl(6)
	d.need(24)
	d.text(84, "Opening balance - Total debits + Total credits = Closing balance", 7.5, false)
	d.nl(10)
	d.text(84, auCR(fs.OpenP)+"  -  $"+money(wd)+"  +  $"+money(dep)+"  =  "+auCR(fs.CloseP), 7.5, true)
	d.nl(16)
	d.need(60)
	d.para("Important: Please check all entries on this statement and promptly inform Wattle Bank of any possible error or unauthorised transaction. Dishonour fee: $9.50 per item. Overdrawn fee: $15.00 per day on which the account is overdrawn, plus interest at 17.95% p.a. on the overdrawn balance. Account fee: $10.00 per month, waived in any month your deposits exceed $2,000.00. Cheques are shown with their six-digit serial number.", 135, 6.8)
	d.para("The ePayments Code applies to electronic transactions. If you believe a card transaction is incorrect, call us on 13 22 61 within 30 days of this statement. Wattle Bank is an authorised deposit-taking institution; deposits are covered by the Financial Claims Scheme up to $250,000 per account holder.", 135, 6.8)
	fs.printTotals(shows{Credits: true, Debits: true, Running: "day_end"})
	d.finish()
	return d
}
