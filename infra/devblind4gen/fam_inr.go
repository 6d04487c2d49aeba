package main

import (
	"fmt"
	"github.com/docanalysis/service/infra/internal/blindkit"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"
)

// famINR: an Indian current account statement (INR): Date | Narration |
// Chq./Ref.No. | Value Dt | Withdrawal Amt. | Deposit Amt. | Closing
// Balance with dd/mm/yy dates, lakh grouping (1,23,456.78), NEFT / RTGS /
// IMPS / UPI / NACH narrations, GST on charges, and a STATEMENT SUMMARY
// (Opening Balance, Dr Count, Cr Count, Debits, Credits, Closing Bal).
func famINR() blindkit.Family {
	return blindkit.Family{Name: "inr-lakh", Tool: "go", Producer: "JasperReports / iText-style",
		Convention: "Indian current account statement (INR) on A4: account block (branch, IFSC, MICR, Cust ID, A/C open date, account type), `Statement of account From : 01/04/26 To : 30/04/26`, columns Date / Narration / Chq./Ref.No. / Value Dt / Withdrawal Amt. / Deposit Amt. / Closing Balance with `dd/mm/yy` dates and lakh grouping (`1,23,456.78`), narrations wrapped in the narrow column (`NEFT CR-<IFSC>-<name>-<ref>`, `RTGS DR-...`, `IMPS-<ref>-<name>-...`, `UPI-<name>-<vpa>-...`, `ACH D- <lender>-<umrn>` daily EDI debits, `CHQ PAID-MICR CTS-...`), charges with a separate `IGST @18%` row, a NACH return charge, STATEMENT SUMMARY (Opening Balance, Dr Count, Cr Count, Debits, Credits, Closing Bal) after the ledger, `Page No .: 2`; FPDF (Helvetica) with a JasperReports / iText producer string",
		Make: func() []*blindkit.Doc {
			return []*blindkit.Doc{
				inrDoc("inr_lakh_apr26", blindkit.Day(2026, 4, 1), blindkit.Day(2026, 4, 30), 4401),
				inrDoc("inr_lakh_jul26_bounce", blindkit.Day(2026, 7, 1), blindkit.Day(2026, 7, 31), 4402),
			}
		}}
}

var inHolidays = []string{"2026-01-26", "2026-03-04", "2026-04-03", "2026-04-14", "2026-05-01", "2026-08-15", "2026-10-02", "2026-11-09"}

var inRegion = blindkit.Region{
	Merchants: []blindkit.Merchant{{Name: "INDIAN OIL PETROL PUMP", City: "PUNE", State: "MH"}, {Name: "D MART AUNDH", City: "PUNE", State: "MH"}, {Name: "AMAZON SELLER SERVICES", City: "BENGALURU", State: "KA"},
		{Name: "RELIANCE DIGITAL", City: "PUNE", State: "MH"}, {Name: "METRO CASH N CARRY", City: "PUNE", State: "MH"}},
	Debits: []blindkit.Party{{Name: "MSEDCL ELECTRICITY", Entry: "BILL"}, {Name: "BHARTI AIRTEL LTD", Entry: "POSTPAID"}, {Name: "SHREE GANESH PACKAGING", Entry: "INV"},
		{Name: "KALYANI TRANSPORT CO", Entry: "FREIGHT"}, {Name: "PUNE MUNICIPAL CORP", Entry: "PROP TAX"}, {Name: "NEW INDIA ASSURANCE", Entry: "PREMIUM"}},
	Credits: []blindkit.Party{{Name: "SAHYADRI AGRO FOODS PVT LTD", Entry: "INV"}, {Name: "BHOSALE DISTRIBUTORS", Entry: "PAYMENT"}, {Name: "KONKAN RETAIL LLP", Entry: "BILL"},
		{Name: "NASHIK FRESH MARTS", Entry: "INV"}},
	Payees:  []string{"RAHUL DESHMUKH", "PRIYA KULKARNI", "SANDEEP JADHAV", "ANJALI PATIL"},
	Tax:     blindkit.Party{Name: "GST", Entry: "CHALLAN"},
	Payroll: blindkit.Party{Name: "SALARY", Entry: "BULK"},
	WireTo:  "MAHALAXMI STEEL TRADERS",
}

// lakh groups rupees the Indian way: 12,34,567.89.
func lakh(c int64) string {
	if c < 0 {
		c = -c
	}
	s := fmt.Sprintf("%d", c/100)
	if len(s) > 3 {
		head, tail := s[:len(s)-3], s[len(s)-3:]
		var parts []string
		for len(head) > 2 {
			parts = append([]string{head[len(head)-2:]}, parts...)
			head = head[:len(head)-2]
		}
		if head != "" {
			parts = append([]string{head}, parts...)
		}
		s = strings.Join(parts, ",") + "," + tail
	}
	return fmt.Sprintf("%s.%02d", s, c%100)
}

var ifscs = []string{"SBIN0004521", "ICIC0000187", "UTIB0000312", "KKBK0001774", "PUNB0093200", "BARB0SHIVAJ"}

func inrDesc(r blindkit.Raw) (string, []string) {
	a := r.Amount
	if a < 0 {
		a = -a
	}
	ifsc := ifscs[int(a%int64(len(ifscs)))]
	ref := r.Ref
	if len(ref) < 12 {
		ref = (ref + "000000000000")[:12]
	}
	var n string
	code := ""
	switch r.K {
	case "mca":
		e := "DAILY EDI"
		if r.Weekly {
			e = "WEEKLY EMI"
		}
		n, code = fmt.Sprintf("ACH D- %s-%s %s", r.Party, r.ID, e), "0000"+ref[:12]
	case "funding":
		n, code = fmt.Sprintf("RTGS CR-%s-%s-LOAN DISB %s", ifsc, r.Party, r.ID), ifsc[:4]+"R52026"+ref[:6]
	case "settle":
		n, code = fmt.Sprintf("NEFT CR-%s-%s-SETTLEMENT-N%s", ifsc, r.Party, ref[:9]), "N"+ref[:15]
	case "achdebit":
		n, code = fmt.Sprintf("NEFT DR-%s-%s-%s %s-N%s", ifsc, r.Party, r.Entry, ref[:4], ref[:9]), "N"+ref[:15]
	case "payroll":
		n, code = fmt.Sprintf("SALARY BULK UPLOAD %s-24 TXNS", r.Date.Format("JAN06")), "BLK"+ref[:9]
	case "tax":
		n, code = fmt.Sprintf("GST CHALLAN CPIN 26%s27%s CBIC", ref[:6], ref[6:12]), "CPIN"+ref[:10]
	case "achcredit":
		n, code = fmt.Sprintf("NEFT CR-%s-%s-%s %s", ifsc, r.Party, r.Entry, ref[:5]), "N"+ref[:15]
	case "card":
		n, code = fmt.Sprintf("POS %s %s DEBIT CARD 5241XXXXXXXX0917", r.Party, r.City), "0000"+ref[:12]
	case "deposit":
		n, code = "CASH DEPOSIT BY SELF-SHIVAJINAGAR BRANCH", "0000"+ref[:9]
	case "xferout":
		n, code = "FUNDS TRF TO 50200041187732-OD ACCOUNT", "0000"+ref[:10]
	case "xferin":
		n, code = "FUNDS TRF FROM 50200041187732-OD ACCOUNT", "0000"+ref[:10]
	case "zelleout":
		vpa := strings.ToLower(strings.Fields(r.Party)[0]) + "@okaxis"
		n, code = fmt.Sprintf("UPI-%s-%s-UTIB0000312-%s-PAYMENT", r.Party, vpa, ref[:12]), "0000"+ref[:12]
	case "zellein":
		n, code = fmt.Sprintf("IMPS-%s-%s-SBIN-XXXXXXXX4471-ADVANCE", ref[:12], r.Party), "0000"+ref[:12]
	case "wireout":
		n, code = fmt.Sprintf("RTGS DR-%s-%s-PURCHASE-%s", ifsc, r.Party, ref[:8]), ifsc[:4]+"R52026"+ref[:6]
	case "check":
		n, code = fmt.Sprintf("CHQ PAID-MICR CTS-PN-%s", payeesIN[r.Check%len(payeesIN)]), fmt.Sprintf("%012d", r.Check)
	case "fee":
		n, code = "CHRG: QTRLY AVG BAL NON MAINT", "0000"+fmt.Sprint(r.Date.Format("020106"))
	case "notice":
		n, code = r.Entry, ""
	case "nsf":
		n, code = "ACH DEBIT RETURN CHARGES-"+r.Ref, "0000"+r.Ref
	}
	return code, chop(n, 34)
}

// chop breaks a narration every n characters, inside words too, as core
// banking narration columns do; spaces at a break are dropped.
func chop(s string, n int) []string {
	var out []string
	for len(s) > n {
		out = append(out, strings.TrimSpace(s[:n]))
		s = strings.TrimSpace(s[n:])
	}
	if s != "" {
		out = append(out, s)
	}
	return out
}

var payeesIN = []string{"VINAYAK ELECTRICALS", "OM SAI HARDWARE", "GAJANAN ENTERPRISES", "SHREE SAMARTH TRADERS"}

func inrDoc(name string, start, end time.Time, seed uint64) *blindkit.Doc {
	holder := "M/S SAHYADRI SPICE WORKS"
	num := "50200041187519"
	bounce := strings.HasSuffix(name, "bounce")
	act := blindkit.Act{N: 38, Scale: 40, MCA: []blindkit.MCA{{Funder: "KAVERI FINTECH CAPITAL", Cents: 650000, ID: "KFC0091842"}},
		Processors: []string{"RAZORPAY SOFTWARE PVT LTD", "PINE LABS PVT LTD"}, Checks: 4, CheckStart: 118402, Fee: 0,
		Notice: "", Weights: [10]int{8, 16, 10, 14, 4, 4, 10, 3, 6, 4}}
	if bounce {
		holder = "M/S DECCAN AUTO COMPONENTS"
		num = "50200041190266"
		act.MCA = []blindkit.MCA{{Funder: "KAVERI FINTECH CAPITAL", Cents: 1250000, ID: "KFC0104417"}, {Funder: "UDAAN MSME CREDIT", Cents: 4500000, Weekly: true, ID: "UMC7720"}}
		act.Funding, act.FundID = "UDAAN MSME CREDIT", "UMC7720"
		act.CheckStart = 204417
		act.N = 34
	}
	s := &blindkit.Stmt{Bank: "Deccan Mercantile Bank Ltd", Aliases: []string{"Deccan Mercantile Bank", "DECCAN MERCANTILE BANK LTD"}, Holder: holder, Number: num, Currency: "INR", Start: start, End: end}
	b := blindkit.NewB(seed, start, end, inHolidays)
	blindkit.Activity(b, inRegion, act, holder, inrDesc)
	put := func(d time.Time, c int64, k blindkit.Kind, r blindkit.Raw) {
		r.Date, r.Amount = d, c
		code, lines := inrDesc(r)
		t := b.Add(d, c, k, lines...)
		t.Code = code
	}
	ds := b.BDays()
	// quarterly / monthly charges with GST on them, as two rows
	if !bounce {
		put(ds[len(ds)-1], -150000, blindkit.KFee, blindkit.Raw{K: "fee"})
		b.Add(ds[len(ds)-1], -27000, blindkit.KFee, chop("IGST @18% ON CHRG: QTRLY AVG BAL NON MAINT", 34)...).Code = "0000" + ds[len(ds)-1].Format("020106")
	} else {
		// a daily EDI presented on an empty account comes back: the return
		// charge and GST on it
		d := ds[len(ds)/2]
		put(d, -59000, blindkit.KNSF, blindkit.Raw{K: "nsf", Ref: "KFC0104417"})
		b.Add(d, -10620, blindkit.KFee, chop("IGST @18% ON ACH DEBIT RETURN CHARGES", 34)...).Code = "0000KFC0104417"
	}
	b.Finish(s, 42000000, 2500000, nil)
	if bounce {
		// the EDI of the bounce day was not paid: drop it
		var keep []*blindkit.Txn
		var bd time.Time
		for _, t := range s.Txns {
			if t.Kind == blindkit.KNSF {
				bd = t.Date
			}
		}
		dropped := false
		for _, t := range s.Txns {
			if !dropped && t.Date.Equal(bd) && strings.HasPrefix(t.Lines[0], "ACH D- KAVERI") {
				dropped = true
				continue
			}
			keep = append(keep, t)
		}
		bal := s.Open
		for _, t := range keep {
			bal += t.Cents
			t.Bal = bal
		}
		s.Txns, s.Close = keep, bal
	}
	rows := blindkit.Moving(s.Txns)
	cr, ncr, db, ndb := blindkit.Sums(rows)

	pdf := fpdf.New("P", "pt", "A4", "")
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetCreator("JasperReports Library version 6.20.0-2bc7ab61c56f459e8176eb05c7705e145cd400ad", false)
	pdf.SetProducer("iText 2.1.7 by 1T3XT", false)
	pdf.SetTitle("Account Statement", false)
	fixed := time.Date(2026, 12, 1, 10, 12, 44, 0, time.FixedZone("IST", 19800))
	pdf.SetCreationDate(fixed)
	pdf.SetModificationDate(fixed)
	pdf.SetCompression(true)
	pdf.SetCatalogSort(true)
	const fs = 6.8
	const lh = 8.4
	x := map[string]float64{"date": 22, "narr": 58, "ref": 226, "vdt": 302, "wd": 398, "dep": 470, "bal": 572}
	dmy := func(d time.Time) string { return d.Format("02/01/06") }
	page := 0
	var y float64
	rtext := func(xr, yy float64, s string) { pdf.Text(xr-pdf.GetStringWidth(s), yy, s) }
	header := func() {
		pdf.AddPage()
		page++
		pdf.SetFont("Helvetica", "B", 11)
		pdf.Text(22, 36, "DECCAN MERCANTILE BANK LTD")
		pdf.SetFont("Helvetica", "", 7)
		rtext(572, 36, fmt.Sprintf("Page No .: %d", page))
		if page == 1 {
			left := []string{holder, "PLOT 14 MIDC BHOSARI", "PUNE 411026", "MAHARASHTRA INDIA", "JOINT HOLDERS :", "", "Nomination : Registered"}
			right := []string{"Account Branch : SHIVAJINAGAR PUNE", "Address : 1181 FC ROAD SHIVAJINAGAR PUNE 411005", "Phone no. : 02025550187",
				"Cust ID : 88410327", "Account No : " + num + "  CURRENT", "A/C Open Date : 14/08/2019", "Account Status : Regular",
				"RTGS/NEFT IFSC : DMBL0000412   MICR : 411195012", "Branch Code : 0412   Product Code : 201"}
			for i, l := range left {
				pdf.Text(22, 58+float64(i)*9, l)
			}
			for i, l := range right {
				pdf.Text(330, 58+float64(i)*9, l)
			}
			pdf.SetFont("Helvetica", "B", 7.5)
			pdf.Text(22, 148, fmt.Sprintf("Statement of account   From : %s   To : %s", dmy(start), dmy(end)))
			y = 160
		} else {
			pdf.Text(22, 48, fmt.Sprintf("%s   Account No : %s   Statement From : %s To : %s", holder, num, dmy(start), dmy(end)))
			y = 62
		}
		pdf.SetLineWidth(0.5)
		pdf.Line(20, y, 575, y)
		pdf.SetFont("Helvetica", "B", 6.8)
		pdf.Text(x["date"], y+9, "Date")
		pdf.Text(x["narr"], y+9, "Narration")
		pdf.Text(x["ref"], y+9, "Chq./Ref.No.")
		pdf.Text(x["vdt"], y+9, "Value Dt")
		rtext(x["wd"], y+9, "Withdrawal Amt.")
		rtext(x["dep"], y+9, "Deposit Amt.")
		rtext(x["bal"], y+9, "Closing Balance")
		pdf.Line(20, y+13, 575, y+13)
		y += 22
	}
	footer := func() {
		pdf.SetFont("Helvetica", "", 5.8)
		pdf.Text(22, 800, "*Closing balance includes funds earmarked for hold and uncleared funds. Contents of this statement will be considered correct if no error is reported within")
		pdf.Text(22, 807, "30 days of receipt of statement. The address on this statement is that on record with the Bank as at the day of requesting this statement.")
		pdf.Text(22, 814, "State account branch GSTN : 27AAACD4471M1Z5    Deccan Mercantile Bank GSTIN number details are available at www.deccanmercantile.example/gst")
	}
	header()
	const bottom = 780.0
	for _, t := range rows {
		h := float64(len(t.Lines)) * lh
		if y+h > bottom {
			footer()
			header()
		}
		pdf.SetFont("Helvetica", "", fs)
		pdf.Text(x["date"], y, dmy(t.Date))
		for i, l := range t.Lines {
			pdf.Text(x["narr"], y+float64(i)*lh, l)
		}
		pdf.Text(x["ref"], y, t.Code)
		pdf.Text(x["vdt"], y, dmy(t.Date))
		if t.Cents < 0 {
			rtext(x["wd"], y, lakh(t.Cents))
		} else {
			rtext(x["dep"], y, lakh(t.Cents))
		}
		rtext(x["bal"], y, lakh(t.Bal))
		y += h + 2
	}
	if y+90 > bottom {
		footer()
		header()
	}
	y += 10
	pdf.SetFont("Helvetica", "B", 7.5)
	pdf.Text(22, y, "STATEMENT SUMMARY :-")
	y += 12
	pdf.SetFont("Helvetica", "B", 6.8)
	heads := []string{"Opening Balance", "Dr Count", "Cr Count", "Debits", "Credits", "Closing Bal"}
	vals := []string{lakh(s.Open), fmt.Sprint(ndb), fmt.Sprint(ncr), lakh(db), lakh(cr), lakh(s.Close)}
	for i := range heads {
		rtext(95+float64(i)*92, y, heads[i])
	}
	y += 10
	pdf.SetFont("Helvetica", "", 6.8)
	for i := range vals {
		rtext(95+float64(i)*92, y, vals[i])
	}
	y += 16
	pdf.SetFont("Helvetica", "", 6)
	pdf.Text(22, y, "Generated On: "+end.AddDate(0, 0, 1).Format("02-Jan-2006")+" 10:12:44  Generated By: 88410327  Requesting Branch Code: NET")
	pdf.Text(22, y+8, "This is a computer generated statement and does not require signature.")
	footer()
	npages := page
	f := &blindkit.Figs{Rows: rows, Running: "every_row", RowBal: map[*blindkit.Txn]int64{}, TotalCredits: blindkit.I64(cr), TotalDebits: blindkit.I64(db), CountCredits: blindkit.IPtr(ncr), CountDebits: blindkit.IPtr(ndb)}
	for _, t := range rows {
		f.RowBal[t] = t.Bal
	}
	_ = npages
	f.Notes = "Indian current account statement (INR) made with FPDF under a JasperReports / iText producer string: Date / Narration / Chq./Ref.No. / Value Dt / Withdrawal Amt. / Deposit Amt. / Closing Balance with dd/mm/yy dates and lakh grouping (1,23,456.78), a closing balance on every row, STATEMENT SUMMARY (Opening Balance, Dr Count, Cr Count, Debits, Credits, Closing Bal) after the ledger. Narrations are cut every 34 characters, inside words too (`...-UTIB0000312-6` / `12345678901-PAYMENT`), as the core system prints them, and the printed lines are joined with one space, a space also where a word was cut; Chq./Ref.No. and Value Dt are separate columns, not description; cheque rows are answered with their narration (`CHQ PAID-MICR CTS-PN-...`), the cheque number being in the Chq./Ref.No. column. Charges print as two rows: the charge and `IGST @18%` on it (both debits)."
	if bounce {
		f.Notes += " A daily EDI presented mid-month is returned unpaid (no row); 'ACH DEBIT RETURN CHARGES' is counted in number_of_nsf (1) and its IGST row is a separate debit that is not an NSF fee."
	}
	f.Notes += " Fictional bank, branch, IFSC and holder; generated by infra/devblind4gen."
	d := &blindkit.Doc{Name: name, Stmt: s, Figs: f, Money: lakh}
	d.Build = func(path string) error { return pdf.OutputFileAndClose(path) }
	return d
}
