package main

import (
	"fmt"
	"strings"
	"time"
)

func init() {
	cFamilies = append(cFamilies, cFamily{
		ID: 4, Name: "cadbank", Bank: "Northcrown Bank", Aliases: []string{"Northcrown Bank of Canada", "Banque Northcrown du Canada"},
		Prepare: prepareCadbank, Draw: drawCadbank,
		Docs: []cDoc{{Variant: 0, Producer: "cairo"}, {Variant: 1, Producer: "cairo"}, {Variant: 2, Producer: "cairo", Seed: 13}, {Variant: 3, Producer: "cairo"},
			{Variant: 0, Producer: "reportlab"}, {Variant: 2, Producer: "reportlab", Seed: 4}, {Variant: 1, Producer: "ghostscript"}},
	})
}

// cadHolidays are the bank holidays of the variants' periods on which a
// Canadian bank posts nothing: Remembrance Day is not one (banks in
// Ontario open), Family Day is.
var cadHolidays = map[string]bool{"2025-12-25": true, "2025-12-26": true, "2026-01-01": true, "2026-02-16": true}

// tint writes text in grey.
func (d *doc) tint(x float64, s string, size, gray float64, right bool) {
	d.ops = append(d.ops, op{Page: d.page, X: x, Y: d.y, Text: s, Size: size, Right: right, Gray: gray, Font: d.font})
}

// prepareCadbank moves postings off Canadian bank holidays and writes the
// rows as a Canadian chartered bank's statement does: Interac
// e-Transfer autodeposits and sends with their reference codes and the
// e-Transfer fee, Interac and Visa Debit purchases with the card's last
// four, preauthorized debits (Business PAD), Misc Payment for card
// processors, cheques, CRA payroll remittances after payroll and a
// GST/HST refund (Federal Payment) in the ordinary month.
func prepareCadbank(fs *fstmt) {
	fs.Currency = "CAD"
	// The holder's business is in Canada.
	k := int(fs.Opening % int64(len(cadCities)))
	fs.City = cadCities[k]
	fs.Street = cadStreets[k]
	for i := range fs.Rows {
		for cadHolidays[fs.Rows[i].Date.Format("2006-01-02")] || fs.Rows[i].Date.Weekday() == time.Saturday || fs.Rows[i].Date.Weekday() == time.Sunday {
			fs.Rows[i].Date = fs.Rows[i].Date.AddDate(0, 0, 1)
		}
		if fs.Rows[i].Date.After(fs.End) {
			fs.Rows[i].Date = fs.End
		}
	}
	card := digits(fs.Opening*19+5, 4)
	for i := 0; i < len(fs.Rows); i++ {
		r := &fs.Rows[i]
		d := r.Desc
		switch {
		case isCheck(*r):
		case strings.HasPrefix(d, "SQUARE INC DEPOSIT SQ"):
			r.Desc = "Misc Payment SQUARE CANADA SQ" + strings.TrimPrefix(d, "SQUARE INC DEPOSIT SQ")
		case strings.HasPrefix(d, "STRIPE TRANSFER "):
			r.Desc = "Deposit STRIPE PAYMENTS CANADA " + strings.TrimPrefix(d, "STRIPE TRANSFER ")
		case strings.HasPrefix(d, "ACH CREDIT "):
			name, inv, _ := strings.Cut(strings.TrimPrefix(d, "ACH CREDIT "), " INV ")
			r.Desc = "e-Transfer - Autodeposit " + name + " CA" + refHex(*r, 1, 8) + " INV " + inv
		case strings.HasPrefix(d, "ORIG CO NAME:"):
			// A US ACH entry in the model becomes a Canadian AFT credit.
			name, rest, _ := strings.Cut(strings.TrimPrefix(d, "ORIG CO NAME:"), " ORIG ID:")
			id, _, _ := strings.Cut(rest, " ")
			_, trace, _ := strings.Cut(rest, "TRACE#:")
			trace, _, _ = strings.Cut(trace, " ")
			r.Desc = "Misc Payment " + name + " AFT ORIGINATOR ID:" + id + " CROSS REF:" + trace + " PAYMENT"
		case strings.HasPrefix(d, "MOBILE DEPOSIT REF "):
			r.Desc = "Mobile cheque deposit " + strings.TrimPrefix(d, "MOBILE DEPOSIT REF ")
		case isCard(*r):
			m, rest := merchantOf(d)
			kind := "Interac purchase - "
			if strings.Contains(m, "AMAZON") || strings.Contains(m, "UBER") || rest != "" {
				kind = "Visa Debit purchase - "
			}
			r.Desc = kind + card + " " + m
		case r.Category == "payroll":
			no := strings.TrimPrefix(d, "ADP PAYROLL WAGE PAY ")
			r.Desc = "Payroll ADP CANADA PAY " + no
			rem := frow{txn: txn{Date: r.Date, Cents: r.Cents * 27 / 100, Category: "payroll", Desc: "Online Banking payment - " + digits(r.Cents, 4) + " CRA (REVENUE) PAYROLL SOURCE DED " + no}}
			fs.insertRow(i+1, rem)
			i++
		case r.Category == "own_transfer" && r.Credit:
			r.Desc = "Online Banking transfer - " + digits(r.Cents*3, 4) + " from Business Savings " + fs.AccountNo[4:8]
		case r.Category == "own_transfer":
			r.Desc = "Online Banking transfer - " + digits(r.Cents*3, 4) + " to Business Savings " + fs.AccountNo[4:8]
		case strings.HasPrefix(d, "REFUND "):
			m, _ := merchantOf("CARD PURCHASE 00/00 " + strings.TrimPrefix(d, "REFUND "))
			r.Desc = "Visa Debit refund - " + card + " " + m
		case d == "REVERSAL OF SERVICE FEE":
			r.Desc = "Fee reversal - monthly fee"
		case strings.HasPrefix(d, "UTILITY PMT "):
			payee := map[string]string{"DUKE ENERGY": "HYDRO ONE NETWORKS", "CITY WATER DEPT": "CITY OF TORONTO WATER", "ATT BUSINESS": "BELL CANADA"}[strings.TrimPrefix(d, "UTILITY PMT ")]
			if payee == "" {
				payee = strings.TrimPrefix(d, "UTILITY PMT ")
			}
			r.Desc = "Business PAD " + payee + " " + ref(*r, 3, 8)
		case r.Category == "loan_proceeds":
			funder, no, _ := strings.Cut(d, " FUNDING WIRE REF ")
			r.Desc = "Incoming wire payment " + funder + " CANADA INC REF " + no
		case r.Category == "mca_payment":
			r.Desc = "Business PAD " + strings.TrimSuffix(d, " ACH DEBIT PMT") + " " + ref(*r, 4, 7)
		case r.Category == "loan_payment":
			r.Desc = "Loan payment " + strings.TrimSuffix(d, " LOAN PAYMENT ACH") + " CANADA " + ref(*r, 5, 6)
		case strings.HasPrefix(d, "VENDOR PAYMENT WIRE OUT "):
			r.Desc = "e-Transfer sent " + strings.TrimPrefix(d, "VENDOR PAYMENT WIRE OUT ") + " " + refHex(*r, 6, 6)
			fee := frow{txn: txn{Date: r.Date, Cents: 150, Category: "fee", Desc: "INTERAC e-Transfer fee"}}
			fs.insertRow(i+1, fee)
			i++
		case r.Category == "nsf_fee" && strings.HasPrefix(d, "NSF"):
			r.Desc = "NSF item fee"
		case r.Category == "nsf_fee":
			r.Desc = "Overdraft handling fee"
		case d == "MONTHLY SERVICE FEE":
			r.Desc = "Monthly fee"
		}
	}
	if fs.Variant == 0 {
		k := len(fs.Rows) / 3
		for k > 0 && fs.Rows[k-1].Date.Equal(fs.Rows[k].Date) {
			k--
		}
		row := frow{txn: txn{Date: fs.Rows[k].Date, Cents: 96318, Credit: true, Category: "refund_reversal", Desc: "Federal Payment CANADA GST/HST REFUND"}}
		fs.insertRow(k, row)
	}
	fs.rebalance()
}

var cadCities = []string{"TORONTO ON  M5V 2T6", "MISSISSAUGA ON  L5B 3C2", "CALGARY AB  T2P 1J9", "VANCOUVER BC  V6B 1A1", "OTTAWA ON  K1P 5G4", "HALIFAX NS  B3J 1S9"}
var cadStreets = []string{"400-181 KING ST W", "55 CITY CENTRE DR UNIT 12", "808 1 ST SW", "2150 GRANVILLE ST", "90 SPARKS ST SUITE 300", "1505 BARRINGTON ST"}

// cadBal prints a balance as the bank does: 1,234.56 or -1,234.56.
func cadBal(c int64) string { return signed(c) }

// ---- cadbank: a Canadian chartered bank's business account statement
// (CAD). "Business Account Statement" for the period "from 1 Feb 2026 to
// 28 Feb 2026"; transit, institution and account numbers; a bilingual
// summary (English, the French beneath in grey) with "Opening balance on
// …", "Total deposits & credits (n)", "Total cheques & debits (n)",
// "Closing balance on … ="; the activity table Date | Description |
// Cheques & Debits ($) | Deposits & Credits ($) | Balance ($) with
// two-line bilingual headings, the date only on a day's first row
// ("3 Feb"), the balance only on its last, an "Opening balance" row and a
// "Closing balance" row inside the table, wrapped descriptions with the
// amount on their last line; postings moved off Canadian bank holidays;
// Interac e-Transfer wording; CDIC and trademark small print and
// "Page N of M" in a running footer, with the account and period in a
// running header.
func drawCadbank(fs *fstmt) *doc {
	d := newDoc()
	transit := "0" + digits(fs.Opening*23+1, 4)
	acct := transit + "-" + fs.AccountNo[5:8] + "-" + fs.AccountNo[8:]
	period := fmt.Sprintf("from %d %s to %d %s", fs.Start.Day(), fs.Start.Format("Jan 2006"), fs.End.Day(), fs.End.Format("Jan 2006"))
	cols := []tcol{{"Date", 40, false}, {"Description", 84, false}, {"", 398, true}, {"", 482, true}, {"", 570, true}}
	heads := func() {
		d.hline(40, 572)
		d.nl(10)
		d.text(40, "Date", 7.5, true)
		d.text(84, "Description", 7.5, true)
		d.rtext(398, "Cheques & Debits ($)", 7.5, true)
		d.rtext(482, "Deposits & Credits ($)", 7.5, true)
		d.rtext(570, "Balance ($)", 7.5, true)
		d.nl(8.5)
		d.tint(40, "Date", 6, 0.4, false)
		d.tint(84, "Description", 6, 0.4, false)
		d.tint(398, "Chèques et débits ($)", 6, 0.4, true)
		d.tint(482, "Dépôts et crédits ($)", 6, 0.4, true)
		d.tint(570, "Solde ($)", 6, 0.4, true)
		d.nl(4)
		d.hline(40, 572)
		d.nl(11)
	}
	d.header = func(d *doc) {
		d.y = 38
		d.text(40, "NORTHCROWN BANK", 9, true)
		d.rtext(572, "Business Account Statement "+period, 7.5, false)
		d.nl(10)
		d.rtext(572, fs.Holder+"   Account number: "+acct, 7.5, false)
		d.y = topY + 10
		heads()
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.y = 752
		d.hline(40, 572)
		d.nl(9)
		d.tint(40, "® / ™ Trademark(s) of Northcrown Bank of Canada. Northcrown Bank is a member of the Canada Deposit Insurance Corporation (CDIC).", 5.8, 0.3, false)
		d.rtext(572, fmt.Sprintf("%d of %d", page, total), 7.5, false)
		d.nl(7)
		d.tint(40, "Marques de commerce de la Banque Northcrown du Canada. Membre de la Société d'assurance-dépôts du Canada (SADC).", 5.8, 0.3, false)
	})
	// Page 1: the bank, the holder, the account and the summary.
	d.y = 50
	d.text(40, "NORTHCROWN BANK", 20, true)
	d.nl(13)
	d.tint(40, "BANQUE NORTHCROWN · Business Banking · Services bancaires aux entreprises", 6.5, 0.35, false)
	d.y = 50
	d.rtext(572, "Business Account Statement", 12, true)
	d.nl(11)
	d.tint(572, "Relevé de compte d'entreprise", 8, 0.35, true)
	d.nl(11)
	d.rtext(572, "For the period "+period, 8.5, false)
	addressBlock(d, fs.stmt, 52, 112)
	top := 112.0
	d.y = top
	for _, kv := range [][2]string{{"Business account", "Northcrown Business Essentials® Account"}, {"Transit number", transit}, {"Institution", "009"},
		{"Account number", acct}, {"How to reach us:", "1-800-555-0177"}, {"", "www.northcrownbank.example/business"}} {
		d.tint(330, kv[0], 7.5, 0.35, false)
		d.text(420, kv[1], 7.5, false)
		d.nl(10.5)
	}
	d.y = 190
	dep, ndep := fs.credits()
	wd, nwd := fs.debits()
	d.bar(40, 572, 14, 0.9)
	d.text(44, "Summary of account activity", 9.5, true)
	d.tint(200, "Sommaire des opérations du compte", 7, 0.35, false)
	d.nl(18)
	sum := func(en, fr, v string, bold bool) {
		d.text(48, en, 8.5, bold)
		d.rtext(482, v, 8.5, bold)
		d.nl(9)
		d.tint(48, fr, 6.3, 0.4, false)
		d.nl(10)
	}
	sum("Opening balance on "+fs.Start.Format("January 2, 2006"), "Solde d'ouverture au "+frDate(fs.Start), "$"+cadBal(fs.OpenP), false)
	sum(fmt.Sprintf("Total deposits & credits (%d)", ndep), "Total des dépôts et crédits", "+ "+money(dep), false)
	sum(fmt.Sprintf("Total cheques & debits (%d)", nwd), "Total des chèques et débits", "- "+money(wd), false)
	sum("Closing balance on "+fs.End.Format("January 2, 2006"), "Solde de clôture au "+frDate(fs.End), "= $"+cadBal(fs.CloseP), true)
	d.nl(6)
	d.para("Interac e-Transfer® for Business: send up to $25,000 a day and receive payments with Autodeposit. Each e-Transfer sent costs $1.50 on the Business Essentials® plan after your 10 free transfers. Overdraft protection of $5,000 at 21.0% per annum is available on request.", 130, 7)
	d.nl(8)
	d.text(40, "Details of your account activity", 10, true)
	d.tint(210, "Détail des opérations de votre compte", 7, 0.35, false)
	d.nl(10)
	heads()
	lh := 10.0
	put := func(date string, desc []string, dr, cr, bal string) {
		n := len(desc)
		d.need(float64(n)*lh + 2) // a new page repeats the headings
		cells := [][]string{one(date), desc, nil, nil, nil}
		pad := func(s string) []string {
			if s == "" {
				return nil
			}
			out := make([]string, n)
			out[n-1] = s
			return out
		}
		cells[2], cells[3], cells[4] = pad(dr), pad(cr), pad(bal)
		d.cells(cols, cells, 8, lh)
		d.nl(1.5)
	}
	put(fs.Start.Format("2 Jan"), one("Opening balance"), "", "", cadBal(fs.OpenP))
	rows := fs.visible()
	for i, r := range rows {
		date := ""
		if i == 0 || !rows[i-1].Date.Equal(r.Date) {
			date = fs.date(&r, "2 Jan")
		}
		var dr, cr, bal string
		if r.Credit {
			cr = money(r.Cents)
		} else {
			dr = money(r.Cents)
		}
		if lastOfDay(rows, i) {
			bal = cadBal(r.Balance)
		}
		desc := r.Desc
		if isCheck(r) {
			desc = fmt.Sprintf("Cheque - %d", r.CheckNo)
		}
		put(date, wrapWords(desc, 58), dr, cr, bal)
	}
	put(fs.End.Format("2 Jan"), one("Closing balance"), "", "", cadBal(fs.CloseP))
	d.nl(4)
	d.hline(40, 572)
	d.nl(14)
	d.need(70)
	d.para("Please check this statement without delay and advise us of any error or omission within 30 days of the statement date. If you do not, the entries and balances shown will be considered correct, except for amounts credited in error. NSF item fee: $48.00 per item. Overdraft handling fee: $5.00 per day the account is overdrawn, plus interest at 21.0% per annum calculated daily and charged monthly. Cheque images are available for 7 years through Online Banking.", 135, 6.8)
	d.para("Veuillez vérifier ce relevé sans tarder et nous signaler toute erreur ou omission dans les 30 jours suivant la date du relevé.", 135, 6.8)
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "day_end"})
	d.finish()
	return d
}

// frDate writes a date in French: 1er février 2026, 14 janvier 2026.
func frDate(t time.Time) string {
	months := []string{"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"}
	day := fmt.Sprint(t.Day())
	if t.Day() == 1 {
		day = "1er"
	}
	return day + " " + months[t.Month()-1] + " " + fmt.Sprint(t.Year())
}
