package main

import "fmt"

// bluewater models an online lender's "quick application" printed from
// its portal: numbered plain-language questions with the answer box under
// each ("How much funding are you looking for?"), Yes / No check boxes,
// the owners as a table with one row per owner (and a second table for
// their home addresses, the whole address in one cell), a bank block and
// an e-sign consent with a typed /s/ signature. Check boxes export "On".
// Field names are Q1, Q2, Q3a..., OwnerName_1. Values mix spellings in
// one form as applicants do: $85,000 and 42000, 03/14/2016 and 7/2/1968,
// (321) 555-0105 and 3215550105, 50%.
func drawBluewater(d *doc, b business) {
	const L, R = 40.0, 572.0
	d.mark = "check"
	blue := func() { d.f.SetTextColor(16, 70, 140) }
	black := func() { d.f.SetTextColor(0, 0, 0) }
	part := func(y float64, t string) {
		d.f.SetFillColor(16, 70, 140)
		d.f.Rect(L, y, R-L, 16, "F")
		d.f.SetTextColor(255, 255, 255)
		d.text(L+6, y+11.5, "B", 9.5, t)
		black()
	}
	// q prints a numbered question and the answer box under it.
	q := func(num, question, name string, x, x2, y float64, value string) {
		if num != "" {
			blue()
			d.text(x, y+8, "B", 8, num)
			black()
		}
		d.text(x+14, y+8, "", 8, question)
		d.f.SetDrawColor(120, 140, 170)
		d.rect(x+14, y+11, x2-x-14, 15, 0.6)
		d.f.SetDrawColor(0, 0, 0)
		d.input(name, x+14, y+11, x2-x-14, 15, value)
	}
	sub := func(caption, name string, x, x2, y float64, value string) {
		d.f.SetDrawColor(120, 140, 170)
		d.rect(x, y, x2-x, 15, 0.6)
		d.f.SetDrawColor(0, 0, 0)
		d.input(name, x, y, x2-x, 15, value)
		d.f.SetTextColor(100, 100, 100)
		d.text(x, y+22, "", 6.5, caption)
		black()
	}
	yesNo := func(name string, x, y float64, yes bool) {
		d.checkbox(name+"_Yes", x, y, 8, yes)
		d.text(x+11, y+7, "", 8, "Yes")
		d.checkbox(name+"_No", x+36, y, 8, !yes)
		d.text(x+47, y+7, "", 8, "No")
	}

	blue()
	d.text(L, 44, "B", 18, "bluewater")
	black()
	d.text(L+d.width("B", 18, "bluewater")+4, 44, "", 18, "lending")
	d.textR(R, 38, "B", 11, "Quick Application")
	d.textR(R, 50, "", 7.5, "Printed from portal.bluewaterlending.example  -  Application #BWL-"+b.EIN[3:9])
	y := 62.0
	part(y, "PART 1  -  TELL US ABOUT YOUR BUSINESS")
	y += 22
	q("1.", "What is the legal name of your business?", "Q1", L, R, y, b.Legal)
	d.ans("business_legal_name", "What is the legal name of your business?", b.Legal, 0)
	y += 30
	q("2.", "Does your business operate under another name? If so, what is it (DBA)?", "Q2", L, R, y, b.DBA)
	d.ans("dba", "Does your business operate under another name? If so, what is it (DBA)?", b.DBA, 0)
	y += 30
	q("3.", "Where is your business located?", "Q3a", L, 300, y, b.Street)
	d.ans("street", "Where is your business located?", b.Street, 0)
	d.f.SetTextColor(100, 100, 100)
	d.text(L+14, y+33, "", 6.5, "Street address and suite")
	black()
	sub("City", "Q3b", 310, 440, y+11, b.City)
	d.ans("city", "City", b.City, 0)
	sub("State", "Q3c", 450, 490, y+11, b.State)
	d.ans("state", "State", b.State, 0)
	sub("ZIP", "Q3d", 500, R, y+11, b.Zip)
	d.ans("zip", "ZIP", b.Zip, 0)
	y += 40
	q("4.", "When did the business start? (MM/DD/YYYY)", "Q4", L, 300, y, mmddyyyy(b.Start))
	d.ans("start_date", "When did the business start? (MM/DD/YYYY)", iso(b.Start), 0)
	q("5.", "Federal Tax ID (EIN)", "Q5", 310, R, y, b.EIN)
	d.ans("ein", "Federal Tax ID (EIN)", b.EIN, 0)
	d.ans("ein_last4", "Federal Tax ID (EIN)", last4(b.EIN), 0)
	y += 32
	blue()
	d.text(L, y+8, "B", 8, "6.")
	black()
	d.text(L+14, y+8, "", 8, "How is your business organized?")
	x := L + 14
	for i, o := range []struct{ label, val string }{{"Sole Proprietorship", "sole_proprietorship"}, {"Partnership", "partnership"}, {"LLC", "llc"}, {"Corporation (C)", "c_corp"}, {"Corporation (S)", "s_corp"}} {
		d.checkbox(fmt.Sprintf("Q6_%d", i+1), x, y+13, 8, o.val == b.Entity)
		d.fields[len(d.fields)-1].Export = "On"
		d.text(x+11, y+20, "", 8, o.label)
		x += 11 + d.width("", 8, o.label) + 16
	}
	d.ans("entity_type", "How is your business organized?", b.Entity, 0)
	y += 30
	q("7.", "What does your business do?", "Q7", L, R, y, b.Industry)
	d.ans("industry", "What does your business do?", b.Industry, 0)
	y += 30
	q("8.", "What are your average monthly sales?", "Q8", L, 300, y, plain(b.MonthlyRev))
	d.ans("monthly_revenue", "What are your average monthly sales?", b.MonthlyRev, 0)
	q("9.", "How much of that comes from card sales each month?", "Q9", 310, R, y, plain(b.MonthlyCC))
	d.ans("monthly_cc_volume", "How much of that comes from card sales each month?", b.MonthlyCC, 0)
	y += 30
	q("10.", "How much funding are you looking for?", "Q10", L, 300, y, dollars(b.Requested))
	d.ans("requested_amount", "How much funding are you looking for?", b.Requested, 0)
	q("11.", "How will you use the funds?", "Q11", 310, R, y, b.UseOfFunds)
	d.ans("use_of_funds", "How will you use the funds?", b.UseOfFunds, 0)
	y += 30
	blue()
	d.text(L, y+8, "B", 8, "12.")
	black()
	d.text(L+14, y+8, "", 8, "How can we reach the business?")
	sub("Business phone", "Q12a", L+14, 200, y+11, phoneParen(b.Phone))
	d.ans("phone", "Business phone", b.Phone, 0)
	sub("Business email", "Q12b", 210, 400, y+11, b.Email)
	d.ans("email", "Business email", b.Email, 0)
	sub("Website", "Q12c", 410, R, y+11, b.Website)
	d.ans("website", "Website", b.Website, 0)
	y += 40
	blue()
	d.text(L, y+8, "B", 8, "13.")
	black()
	d.text(L+14, y+8, "", 8, "Do you currently have any business loans or cash advances?")
	yesNo("Q13", 330, y+1, len(b.OpenBalances) > 0)
	detail := ""
	for i, p := range b.OpenBalances {
		if i > 0 {
			detail += "; "
		}
		detail += fmt.Sprintf("%s, balance %s, %s %s", p.Funder, dollars(p.Balance), dollars(p.Payment), p.Freq)
	}
	q("", "If yes, with whom, the balance and the payment:", "Q13a", L, R, y+12, detail)
	y += 44
	blue()
	d.text(L, y+8, "B", 8, "14.")
	black()
	d.text(L+14, y+8, "", 8, "Has the business or any owner filed for bankruptcy in the last 7 years?")
	yesNo("Q14", 330, y+1, false)
	y += 16
	blue()
	d.text(L, y+8, "B", 8, "15.")
	black()
	d.text(L+14, y+8, "", 8, "Do you rent or own your business location?")
	d.checkbox("Q15_Rent", 330, y+1, 8, !b.Landlord.Own)
	d.fields[len(d.fields)-1].Export = "On"
	d.text(341, y+8, "", 8, "Rent")
	d.checkbox("Q15_Own", 366, y+1, 8, b.Landlord.Own)
	d.fields[len(d.fields)-1].Export = "On"
	d.text(377, y+8, "", 8, "Own")
	sub("Landlord or mortgage lender", "Q15a", L+14, 250, y+13, b.Landlord.Name)
	sub("Their phone", "Q15b", 260, 360, y+13, phoneBare(b.Landlord.Phone))
	sub("Monthly rent or mortgage", "Q15c", 370, R, y+13, plain(b.Landlord.Rent))

	d.newPage()
	y = 40.0
	part(y, "PART 2  -  OWNERS (EVERYONE WITH 20% OR MORE)")
	y += 24
	table := func(y float64, cols []float64, heads []string, cells func(row int) []string, name func(row, col int) string) float64 {
		d.fill(cols[0], y, cols[len(cols)-1]-cols[0], 14, 225)
		for i, h := range heads {
			d.text(cols[i]+3, y+10, "B", 7.5, h)
		}
		d.rect(cols[0], y, cols[len(cols)-1]-cols[0], 14, 0.5)
		y += 14
		for r := 0; r < 3; r++ {
			vals := cells(r)
			for c := 0; c+1 < len(cols); c++ {
				d.rect(cols[c], y, cols[c+1]-cols[c], 16, 0.5)
				d.input(name(r, c), cols[c], y+0.5, cols[c+1]-cols[c], 15, vals[c])
			}
			y += 16
		}
		return y
	}
	cols := []float64{L, 170, 255, 300, 370, 450, R}
	y = table(y, cols, []string{"Owner Name", "Title", "% Own", "Date of Birth", "SSN", "Mobile"}, func(r int) []string {
		if r >= len(b.Owners) {
			return make([]string, 6)
		}
		o := b.Owners[r]
		d.ans("owner_name", "Owner Name", o.Name(), r+1)
		d.ans("owner_title", "Title", o.Title, r+1)
		d.ans("owner_ownership_pct", "% Own", o.Pct, r+1)
		d.ans("owner_dob", "Date of Birth", iso(o.DOB), r+1)
		d.ans("owner_ssn_last4", "SSN", last4(o.SSN), r+1)
		d.ans("owner_phone", "Mobile", o.Phone, r+1)
		return []string{o.Name(), o.Title, pctSign(o.Pct), mdy(o.DOB), o.SSN, phoneBare(o.Phone)}
	}, func(r, c int) string {
		return fmt.Sprintf("Owner%s_%d", []string{"Name", "Title", "Pct", "DOB", "SSN", "Mobile"}[c], r+1)
	})
	y += 14
	cols = []float64{L, 170, 420, R}
	y = table(y, cols, []string{"Owner Name", "Home Address (street, city, state, ZIP)", "Personal Email"}, func(r int) []string {
		if r >= len(b.Owners) {
			return make([]string, 3)
		}
		o := b.Owners[r]
		const lab = "Home Address (street, city, state, ZIP)"
		d.ans("owner_street", lab, o.Street, r+1)
		d.ans("owner_city", lab, o.City, r+1)
		d.ans("owner_state", lab, o.State, r+1)
		d.ans("owner_zip", lab, o.Zip, r+1)
		d.ans("owner_email", "Personal Email", o.Email, r+1)
		return []string{o.Name(), o.Street + ", " + cityLine(o.City, o.State, o.Zip), o.Email}
	}, func(r, c int) string {
		return fmt.Sprintf("Owner%s_%d", []string{"Name2", "HomeAddress", "Email"}[c], r+1)
	})
	y += 20
	part(y, "PART 3  -  WHERE DO YOU BANK?")
	y += 24
	sub("Bank name", "BankName", L, 220, y, b.Bank.Name)
	sub("Business checking account number", "BankAcct", 230, 400, y, b.Bank.Account)
	sub("Routing number", "BankRouting", 410, R, y, b.Bank.Routing)
	y += 36
	part(y, "PART 4  -  CONSENT AND E-SIGNATURE")
	y += 22
	consent := []string{
		"By checking the box below and typing your name, you agree to the Bluewater Lending Terms of Use and E-Sign Consent, and you " +
			"certify that the information in this application is accurate and complete. You authorize Bluewater Lending, LLC and its " +
			"partners to obtain personal and business credit reports on you and the business, to connect to and review the business's " +
			"bank account data, and to verify any information you have provided, now and for as long as you have an account with us.",
		"You agree that we may contact you at the phone numbers and email addresses above, including by text message and " +
			"autodialed or prerecorded calls, for servicing and marketing. Message and data rates may apply. You can opt out of " +
			"marketing messages at any time by replying STOP.",
		"Bluewater Lending products are commercial financing for business purposes only and are not consumer loans. Applications " +
			"are subject to review and approval; not all applicants will qualify.",
	}
	for _, c := range consent {
		y = d.para(L, y, R-L, "", 7.2, c) + 5
	}
	y += 6
	d.checkbox("Consent", L, y, 8, true)
	d.fields[len(d.fields)-1].Export = "On"
	d.text(L+12, y+7, "", 8, "I have read and agree to the terms above.")
	y += 18
	for i, o := range b.Owners {
		sub(fmt.Sprintf("Owner %d signature (type /s/ and your name)", i+1), fmt.Sprintf("Sig_%d", i+1), L, 300, y, "/s/ "+o.Name())
		sub("Date signed", fmt.Sprintf("SigDate_%d", i+1), 310, 420, y, mdy(b.Signed))
		y += 32
	}
	d.text(L, 770, "", 6.5, "Bluewater Lending, LLC  -  NMLS-exempt commercial lender  -  This copy was printed for your records.")
}
