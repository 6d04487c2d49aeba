package main

import (
	"fmt"
	"github.com/docanalysis/service/infra/internal/blindkit"
	"time"
)

var ukRegion = blindkit.Region{
	Merchants: []blindkit.Merchant{{Name: "TESCO STORES 2231", City: "LONDON", State: ""}, {Name: "BOOKER WHOLESALE", City: "ENFIELD", State: ""}, {Name: "SCREWFIX DIRECT", City: "YEOVIL", State: ""},
		{Name: "AMAZON.CO.UK*H72KD0", City: "AMAZON.CO.UK", State: ""}, {Name: "SHELL HORNSEY RD", City: "LONDON", State: ""}, {Name: "ROYAL MAIL", City: "LONDON", State: ""},
		{Name: "COSTCO WHOLESALE UK", City: "WATFORD", State: ""}, {Name: "MAKRO UK", City: "BARNSLEY", State: ""}, {Name: "TFL TRAVEL CH", City: "LONDON", State: ""}},
	Debits: []blindkit.Party{{Name: "BRITISH GAS BUSINESS", Entry: "DD"}, {Name: "BT GROUP PLC", Entry: "DD"}, {Name: "AXA INSURANCE UK", Entry: "DD"},
		{Name: "ISLINGTON NNDR", Entry: "DD"}, {Name: "KINGSWAY ESTATES", Entry: "SO"}, {Name: "LEX AUTOLEASE", Entry: "DD"}, {Name: "BIDFOOD LTD", Entry: "BP"},
		{Name: "THAMES WATER", Entry: "DD"}, {Name: "XERO UK", Entry: "DD"}},
	Credits: []blindkit.Party{{Name: "DELIVEROO UK", Entry: "FPI"}, {Name: "JUST EAT", Entry: "FPI"}, {Name: "HOLLOWAY PRIMARY SCH", Entry: "FPI"},
		{Name: "ARCHWAY OFFICES LTD", Entry: "FPI"}, {Name: "UBER EATS UK", Entry: "FPI"}},
	Payees:   []string{"J SMITH", "A KOWALSKA", "R PATEL", "M O'CONNOR", "T ADEYEMI"},
	Tax:      blindkit.Party{Name: "HMRC VAT", Entry: "BP"},
	Payroll:  blindkit.Party{Name: "PAYROLL BUREAU", Entry: "BP"},
	WireTo:   "CONTINENTAL FLOUR BV",
	Holidays: blindkit.UKHolidays,
}

// famUK: a UK business current account statement in pounds.
func famUK() blindkit.Family {
	return blindkit.Family{Name: "uk-business", Tool: "writer",
		Convention: "UK business current account statement (GBP): Date / Payment type and details (a type-code sub-column DD, SO, BP, FPI, FPO, CR, VIS, CHQ, DR and the details) / Paid out / Paid in / Balance, `05 Jan 26` dates printed only on a day's first row, balance on a day's last row, BALANCE BROUGHT FORWARD / BALANCE CARRIED FORWARD on every page, overdrawn balances with a `D` suffix, sort code and account number, IBAN; flat ODT printed by LibreOffice Writer on A4, DejaVu Sans",
		Make: func() []*blindkit.Doc {
			return []*blindkit.Doc{
				ukDoc("uk_business_jan26", blindkit.Day(2026, 1, 1), blindkit.Day(2026, 1, 31), false, 801),
				ukDoc("uk_business_febmar26_overdrawn", blindkit.Day(2026, 2, 14), blindkit.Day(2026, 3, 13), true, 802),
			}
		}}
}

func ukDesc(r blindkit.Raw) (string, []string) {
	switch r.K {
	case "mca":
		return "DD", []string{r.Party, fmt.Sprintf("BCA REPAY %s", r.ID)}
	case "funding":
		return "FPI", []string{r.Party, fmt.Sprintf("ADVANCE %s", r.ID)}
	case "settle":
		return "CR", []string{r.Party, "SETTLEMENT " + r.Ref[:8]}
	case "card":
		return "VIS", []string{r.Party, r.City}
	case "achdebit":
		if r.Entry == "SO" {
			return "SO", []string{r.Party, "RENT UNIT 4"}
		}
		return r.Entry, blindkit.One(r.Party)
	case "payroll":
		return "BP", []string{"PAYROLL BUREAU", fmt.Sprintf("STAFF WAGES WK%02d", week(r.Date))}
	case "tax":
		if r.Ref[0] < '5' {
			return "BP", []string{"HMRC PAYE NIC", "120PW00" + r.Ref[:6]}
		}
		return "BP", []string{"HMRC VAT", "VAT NO 2" + r.Ref[:8]}
	case "achcredit":
		return "FPI", []string{r.Party, "INV " + r.Ref[:4]}
	case "deposit":
		return "CR", []string{"PAID IN AT ISLINGTON", "400127"}
	case "xferout":
		return "BP", []string{"THAMESBROOK BUS SAVER", "40-19-27 71834550"}
	case "xferin":
		return "CR", []string{"THAMESBROOK BUS SAVER", "40-19-27 71834550"}
	case "zelleout":
		return "FPO", []string{r.Party, "REF " + r.Ref[:6]}
	case "zellein":
		return "FPI", []string{r.Party, "REF " + r.Ref[:6]}
	case "wireout":
		return "FPO", []string{r.Party, "INV " + r.Ref[:6]}
	case "check":
		return "CHQ", blindkit.One(fmt.Sprint(r.Check))
	case "nsf":
		if r.Ref[0] < '5' {
			return "DR", blindkit.One("UNPAID ITEM CHARGE")
		}
		return "DR", blindkit.One("UNARRANGED OVERDRAFT FEE")
	case "fee":
		return "DR", []string{"SERVICE CHARGES", "SEE SEPARATE ADVICE"}
	}
	return "", blindkit.One(r.Party)
}

func ukDoc(name string, start, end time.Time, od bool, seed uint64) *blindkit.Doc {
	holder := "CORNER LOAF BAKERY LTD"
	num := "71834526"
	if od {
		holder, num = "HOLLOWAY FIXINGS LTD", "71902284"
	}
	s := &blindkit.Stmt{Bank: "Thamesbrook Bank plc", Aliases: []string{"Thamesbrook Bank", "THAMESBROOK BANK PLC"},
		Holder: holder, Number: num, Currency: "GBP", Start: start, End: end}
	b := blindkit.NewB(seed, start, end, blindkit.UKHolidays)
	act := blindkit.Act{N: 44, Processors: []string{"SUMUP PAYMENTS LTD", "DOJO"}, Checks: 2, CheckStart: 100231, Fee: 2350, Scale: 0.8,
		MCA: []blindkit.MCA{{Funder: "HARBOURSIDE CAPITAL", Cents: 14500, ID: "HC4471"}}}
	var ovd *blindkit.Overdraft
	if od {
		act = blindkit.Act{N: 32, Processors: []string{"WORLDPAY"}, Checks: 3, CheckStart: 200418, Fee: 1800, Scale: 0.8,
			MCA: []blindkit.MCA{{Funder: "ALDGATE BUSINESS FINANCE", Cents: 52000, Weekly: true, ID: "ABF0932"}}, Funding: "ALDGATE BUSINESS FINANCE", FundID: "ABF0932"}
		ovd = blindkit.NewOverdraft(0.45, 2, 2500, holder, ukDesc, ukRegion)
		ovd.Days = 3
	}
	blindkit.Activity(b, ukRegion, act, holder, ukDesc)
	b.Finish(s, 736211, 50000, ovd)
	for _, t := range s.Txns {
		if t.Kind == blindkit.KCheck {
			t.Say = fmt.Sprintf("CHECK #%d", t.Check)
		}
	}
	rows := blindkit.Moving(s.Txns)
	cr, _, db, _ := blindkit.Sums(rows)
	bal := func(c int64) string {
		if c < 0 {
			return blindkit.Commas(c) + " D"
		}
		return blindkit.Commas(c)
	}
	long := func(d time.Time) string { return d.Format("2 January 2006") }
	sc := "40-19-27"

	d := &blindkit.FODT{Font: "DejaVu Sans", Size: "7.5pt", PageW: "8.27in", PageH: "11.69in"}
	d.Header = `<text:p text:style-name="CB">Thamesbrook Bank plc</text:p><text:p text:style-name="P">Your Business Current Account details &#x2003; Sort Code ` + sc + ` &#x2003; Account Number ` + num + ` &#x2003; ` + blindkit.XEsc(long(start)+" to "+long(end)) + `</text:p>`
	d.Footer = `<text:p text:style-name="P">Thamesbrook Bank plc. Registered in England and Wales number 00014259. Registered office: 41 Ludgate Row, London EC4M 7RB. ` + blindkit.PageXofY + `</text:p>`
	d.P("Title", "Thamesbrook Bank")
	d.P("P", "Business Banking, PO Box 3391, Leeds LS1 9TB  ·  Telephone 0345 600 2291 (Textphone 0345 600 2292)")
	d.P("P", " ")
	for _, l := range []string{holder, "UNIT 4, 12 HORNSEY ROAD", "LONDON", "N7 7BP"} {
		d.P("PB", l)
	}
	d.P("P", " ")
	d.P("P", "Your Statement  ·  Business Current Account  ·  "+long(start)+" to "+long(end)+"  ·  Sheet Number 118")
	iban := "GB29 TBRK 4019 27" + num[:2] + " " + num[2:6] + " " + num[6:]
	d.P("P", "Sort Code "+sc+"  ·  Account Number "+num+"  ·  International Bank Account Number "+iban+"  ·  BIC TBRKGB2L")
	d.P("P", " ")
	box := [][]blindkit.TCell{
		{{Lines: blindkit.One("Opening Balance"), CStyle: "Box"}, {Lines: blindkit.One(bal(s.Open)), PStyle: "CR", CStyle: "Box"}},
		{{Lines: blindkit.One("Payments In"), CStyle: "Box"}, {Lines: blindkit.One(blindkit.Commas(cr)), PStyle: "CR", CStyle: "Box"}},
		{{Lines: blindkit.One("Payments Out"), CStyle: "Box"}, {Lines: blindkit.One(blindkit.Commas(db)), PStyle: "CR", CStyle: "Box"}},
		{{Lines: blindkit.One("Closing Balance"), CStyle: "Box", PStyle: "CB"}, {Lines: blindkit.One(bal(s.Close)), PStyle: "CRB", CStyle: "Box"}},
		{{Lines: blindkit.One("Arranged Overdraft Limit"), CStyle: "Box"}, {Lines: blindkit.One(map[bool]string{true: "0.00", false: "2,500.00"}[od]), PStyle: "CR", CStyle: "Box"}},
	}
	d.Table([]float64{2.2, 1.2}, nil, box, false)
	d.P("H", "Your Business Current Account details")

	widths := []float64{0.75, 0.42, 2.88, 0.95, 0.95, 1.1}
	head := [][]blindkit.TCell{{{Lines: blindkit.One("Date"), PStyle: "CH", CStyle: "Head"}, {Lines: blindkit.One("Payment type and details"), PStyle: "CH", CStyle: "Head", Span: 2},
		{Lines: blindkit.One("Paid out"), PStyle: "CRH", CStyle: "Head"}, {Lines: blindkit.One("Paid in"), PStyle: "CRH", CStyle: "Head"}, {Lines: blindkit.One("Balance"), PStyle: "CRH", CStyle: "Head"}}}
	// pages of rows: page 1 holds fewer lines
	budget := 44
	var pagesRows [][]*blindkit.Txn
	var cur []*blindkit.Txn
	used := 0
	for _, t := range rows {
		n := len(t.Lines)
		if used+n > budget && len(cur) > 0 {
			pagesRows = append(pagesRows, cur)
			cur, used, budget = nil, 0, 62
		}
		cur = append(cur, t)
		used += n
	}
	pagesRows = append(pagesRows, cur)
	f := &blindkit.Figs{Rows: rows, Running: "day_end", RowBal: map[*blindkit.Txn]int64{}, TotalCredits: blindkit.I64(cr), TotalDebits: blindkit.I64(db)}
	running := s.Open
	bbfDate := start
	for pi, pr := range pagesRows {
		if pi > 0 {
			d.P("PBreak", " ")
		}
		var trs [][]blindkit.TCell
		trs = append(trs, []blindkit.TCell{{Lines: blindkit.One(bbfDate.Format("02 Jan 06"))}, {Lines: blindkit.One("BALANCE BROUGHT FORWARD"), Span: 2, PStyle: "CB"}, {}, {}, {Lines: blindkit.One(bal(running)), PStyle: "CRB"}})
		for i, t := range pr {
			ds := ""
			if i == 0 || !pr[i-1].Date.Equal(t.Date) {
				ds = t.Date.Format("02 Jan 06")
			}
			out, in, bl := "", "", ""
			if t.Cents < 0 {
				out = blindkit.Commas(t.Cents)
			} else {
				in = blindkit.Commas(t.Cents)
			}
			k := indexOf(rows, t)
			if blindkit.LastOfDay(rows, k) {
				bl = bal(t.Bal)
				f.RowBal[t] = t.Bal
			}
			running = t.Bal
			trs = append(trs, []blindkit.TCell{{Lines: blindkit.One(ds)}, {Lines: blindkit.One(t.Code)}, {Lines: t.Lines}, {Lines: blindkit.One(out), PStyle: "CR"}, {Lines: blindkit.One(in), PStyle: "CR"}, {Lines: blindkit.One(bl), PStyle: "CR"}})
		}
		last := pr[len(pr)-1].Date
		trs = append(trs, []blindkit.TCell{{Lines: blindkit.One(last.Format("02 Jan 06"))}, {Lines: blindkit.One("BALANCE CARRIED FORWARD"), Span: 2, PStyle: "CB"}, {}, {}, {Lines: blindkit.One(bal(running)), PStyle: "CRB"}})
		bbfDate = last
		d.Table(widths, head, trs, false)
	}
	d.P("P", " ")
	for _, l := range ukLegal {
		d.P("Small", l)
	}
	f.Notes = "UK business current account statement in pounds sterling (LibreOffice Writer, A4): summary box (Opening Balance, Payments In, Payments Out, Closing Balance, Arranged Overdraft Limit), then Date / Payment type and details / Paid out / Paid in / Balance. The payment type code (DD, SO, BP, FPI, FPO, CR, VIS, CHQ, DR) is a sub-column of its own and is not description; the details print on one or two lines and are joined with one space. Dates `05 Jan 26` are printed only on a day's first row (and on the first row of each page); the balance is printed on a day's last row; each page opens with BALANCE BROUGHT FORWARD and closes with BALANCE CARRIED FORWARD (not transactions). CHQ rows answer 'CHECK #<number>' (check-label rule). "
	if od {
		f.Notes += "A HMRC payment overdraws the account (balances printed with a D suffix); an unpaid item charge and an unarranged overdraft fee follow, both counted in number_of_nsf. "
	}
	f.Notes += "Fictional bank and holder; generated by infra/devblind3gen."
	return &blindkit.Doc{Name: name, Stmt: s, Figs: f, Src: d.String()}
}

func indexOf(ts []*blindkit.Txn, t *blindkit.Txn) int {
	for i, x := range ts {
		if x == t {
			return i
		}
	}
	return -1
}

var ukLegal = []string{
	"Your deposit is eligible for protection by the Financial Services Compensation Scheme (FSCS) up to £85,000 per eligible depositor. For further information see fscs.org.uk or call 0800 678 1100. Information sheet and exclusions list issued 01/01/2026.",
	"Unarranged overdraft: if you make a payment that would take you over your arranged limit we may refuse it; an unpaid item charge of £25.00 applies to each item we return, up to a maximum of 3 per day, and an unarranged overdraft fee of £25.00 per item paid, capped at £75.00 per monthly charging period. Interest on overdrawn balances is charged at 19.90% EAR (variable) from 06/04/2026.",
	"Thamesbrook Bank plc is authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority (Financial Services Register number 114216). Registered in England and Wales number 00014259. Registered office: 41 Ludgate Row, London EC4M 7RB. Calls may be recorded. If you have a complaint, the Financial Ombudsman Service can be reached on 0800 023 4567 within 6 months of our final response.",
}

// week is the UK tax week (6 April starts week 1).
func week(d time.Time) int {
	y := d.Year()
	if d.Before(time.Date(y, 4, 6, 0, 0, 0, 0, time.UTC)) {
		y--
	}
	return int(d.Sub(time.Date(y, 4, 6, 0, 0, 0, 0, time.UTC)).Hours()/24)/7 + 1
}
