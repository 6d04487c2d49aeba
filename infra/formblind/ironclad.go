package main

import "fmt"

// ironclad models a merchant-cash-advance funder's two-page application:
// labels left of their boxes in two columns, navy section bands with white
// capitals, entity check boxes, a bank block with the bank's own phone, a
// landlord line, the owners on page 2 (two slots, the second left empty
// for a single owner), an ISO box with the broker's name, phone and email,
// and an authorization full of legal text with signature dates. Field
// names are plain words the way a designer types them in Acrobat
// ("Legal Corporate Name", "Owner Name_2"). Values: $25,000, 3/14/2016,
// (321) 555-0105, 55%.
func drawIronclad(d *doc, b business) {
	const L, R = 36.0, 576.0
	navy := func(y float64, title string) {
		d.f.SetFillColor(20, 36, 84)
		d.f.Rect(L, y, R-L, 15, "F")
		d.f.SetTextColor(255, 255, 255)
		d.text(L+6, y+11, "B", 9, title)
		d.f.SetTextColor(0, 0, 0)
	}
	// lf draws "label:" at x and the box right of it, ending at x2.
	lf := func(name, label string, x, lw, x2, y float64, value string) {
		d.text(x, y+11, "", 8, label)
		d.rect(x+lw, y+1, x2-x-lw, 14, 0.5)
		d.input(name, x+lw, y+1, x2-x-lw, 14, value)
	}
	d.text(L, 50, "B", 20, "IRONCLAD")
	d.text(L+d.width("B", 20, "IRONCLAD ")+2, 50, "", 20, "Merchant Funding")
	d.textR(R, 40, "B", 10, "MERCHANT CASH ADVANCE APPLICATION")
	d.textR(R, 53, "", 7.5, "Funding desk (646) 555-0100  |  Fax (646) 555-0101")
	d.line(L, 58, R, 58, 1.2)
	d.text(L, 66, "", 7, "Submit completed applications with 4 months of bank statements to deals@ironcladmf.example")

	y := 74.0
	navy(y, "BUSINESS INFORMATION")
	y += 20
	lf("Legal Corporate Name", "Legal/Corporate Name:", L, 100, R, y, b.Legal)
	d.ans("business_legal_name", "Legal/Corporate Name", b.Legal, 0)
	y += 19
	lf("DBA", "DBA:", L, 100, R, y, b.DBA)
	d.ans("dba", "DBA", b.DBA, 0)
	y += 19
	lf("Physical Address", "Physical Address:", L, 100, 356, y, b.Street)
	d.ans("street", "Physical Address", b.Street, 0)
	lf("Address City", "City:", 362, 22, R, y, b.City)
	d.ans("city", "City", b.City, 0)
	y += 19
	lf("Address State", "State:", L, 100, 190, y, b.State)
	d.ans("state", "State", b.State, 0)
	lf("Address Zip", "Zip:", 200, 20, 290, y, b.Zip)
	d.ans("zip", "Zip", b.Zip, 0)
	lf("Business Phone", "Business Phone:", 300, 70, R, y, phoneParen(b.Phone))
	d.ans("phone", "Business Phone", b.Phone, 0)
	y += 19
	lf("Fed Tax ID", "Federal Tax ID:", L, 100, 290, y, b.EIN)
	d.ans("ein", "Federal Tax ID", b.EIN, 0)
	d.ans("ein_last4", "Federal Tax ID", last4(b.EIN), 0)
	lf("Fax", "Fax:", 300, 70, R, y, phoneParen(b.Fax))
	y += 19
	lf("Business Start Date", "Business Start Date:", L, 100, 290, y, mdy(b.Start))
	d.ans("start_date", "Business Start Date", iso(b.Start), 0)
	lf("Business Email", "Email:", 300, 70, R, y, b.Email)
	d.ans("email", "Email", b.Email, 0)
	y += 19
	lf("Industry", "Industry / Nature of Business:", L, 128, 290, y, b.Industry)
	d.ans("industry", "Industry / Nature of Business", b.Industry, 0)
	lf("Website", "Website:", 300, 70, R, y, b.Website)
	d.ans("website", "Website", b.Website, 0)
	y += 21
	d.text(L, y+9, "", 8, "Type of Entity:")
	x := L + 100
	for _, o := range []struct{ label, val string }{{"LLC", "llc"}, {"Corp", "c_corp"}, {"S-Corp", "s_corp"}, {"Sole Prop", "sole_proprietorship"}, {"Partnership", "partnership"}, {"Non-Profit", ""}} {
		d.checkbox("Entity "+o.label, x, y+1, 9, o.val == b.Entity)
		d.text(x+12, y+9, "", 8, o.label)
		x += 16 + d.width("", 8, o.label) + 14
	}
	d.ans("entity_type", "Type of Entity", b.Entity, 0)
	y += 18
	lf("Gross Annual Sales", "Gross Annual Sales:", L, 100, 290, y, dollars(b.AnnualRev))
	d.ans("annual_revenue", "Gross Annual Sales", b.AnnualRev, 0)
	lf("Monthly CC Volume", "Monthly Credit Card Volume:", 300, 118, R, y, dollars(b.MonthlyCC))
	d.ans("monthly_cc_volume", "Monthly Credit Card Volume", b.MonthlyCC, 0)
	y += 19
	lf("Amount Requested", "Amount Requested:", L, 100, 290, y, dollars(b.Requested))
	d.ans("requested_amount", "Amount Requested", b.Requested, 0)
	lf("Use of Proceeds", "Use of Proceeds:", 300, 70, R, y, b.UseOfFunds)
	d.ans("use_of_funds", "Use of Proceeds", b.UseOfFunds, 0)
	y += 19
	own := "Lease"
	if b.Landlord.Own {
		own = "Own"
	}
	lf("Own or Lease", "Own / Lease:", L, 100, 190, y, own)
	lf("Landlord Name", "Landlord / Mortgage Co:", 200, 96, R, y, b.Landlord.Name)
	y += 19
	lf("Landlord Phone", "Landlord Phone:", L, 100, 290, y, phoneParen(b.Landlord.Phone))
	lf("Monthly Rent", "Monthly Rent/Mortgage:", 300, 100, R, y, dollars(b.Landlord.Rent))

	y += 28
	navy(y, "BANK INFORMATION")
	y += 20
	lf("Bank Name", "Bank Name:", L, 100, 290, y, b.Bank.Name)
	lf("Bank Contact", "Bank Contact:", 300, 70, R, y, b.Bank.Officer)
	y += 19
	lf("Account Number", "Account #:", L, 100, 290, y, b.Bank.Account)
	lf("Routing Number", "Routing #:", 300, 70, R, y, b.Bank.Routing)
	y += 19
	lf("Bank Phone", "Bank Phone:", L, 100, 290, y, phoneParen(b.Bank.Phone))

	y += 28
	navy(y, "CURRENT ADVANCES / LOANS")
	y += 20
	cols := []float64{L, 230, 340, 450, R}
	for i, h := range []string{"Funder / Lender", "Balance", "Payment", "Frequency"} {
		d.text(cols[i]+3, y+10, "B", 8, h)
	}
	d.rect(L, y, R-L, 14, 0.5)
	for i := 0; i < 3; i++ {
		ry := y + 14 + float64(i)*14
		d.rect(L, ry, R-L, 14, 0.5)
		for _, cx := range cols[1:4] {
			d.line(cx, ry, cx, ry+14, 0.5)
		}
		var p position
		if i < len(b.OpenBalances) {
			p = b.OpenBalances[i]
		}
		vals := []string{p.Funder, "", "", p.Freq}
		if p.Funder != "" {
			vals[1], vals[2] = dollars(p.Balance), dollars(p.Payment)
		}
		for c, v := range vals {
			d.input(fmt.Sprintf("Advance %d %s", i+1, []string{"Funder", "Balance", "Payment", "Frequency"}[c]), cols[c], ry, cols[c+1]-cols[c], 14, v)
		}
	}
	d.text(L, 770, "I", 6.5, "Ironclad Merchant Funding purchases future receivables; this is not a loan. Page 1 of 2")

	// Page 2: owners, ISO, authorization.
	d.newPage()
	d.text(L, 44, "B", 11, "IRONCLAD Merchant Funding - Application (continued)")
	d.textR(R, 44, "", 8, "Merchant: "+b.DBA)
	y = 56.0
	for i := 0; i < 2; i++ {
		navy(y, fmt.Sprintf("OWNER / OFFICER #%d", i+1))
		var o person
		has := i < len(b.Owners)
		if has {
			o = b.Owners[i]
		}
		sfx := ""
		if i == 1 {
			sfx = "_2"
		}
		put := func(name, label string, v any) {
			if has {
				d.ans(name, label, v, i+1)
			}
		}
		pv := func(f func(person) string) string {
			if has {
				return f(o)
			}
			return ""
		}
		y += 20
		lf("Owner Name"+sfx, "Owner Name:", L, 80, 356, y, pv(func(p person) string { return p.Name() }))
		put("owner_name", "Owner Name", o.Name())
		lf("Title"+sfx, "Title:", 362, 30, R, y, o.Title)
		put("owner_title", "Title", o.Title)
		y += 19
		lf("Ownership"+sfx, "Ownership %:", L, 80, 190, y, pv(func(p person) string { return pctSign(p.Pct) }))
		put("owner_ownership_pct", "Ownership %", o.Pct)
		lf("DOB"+sfx, "Date of Birth:", 200, 62, 356, y, pv(func(p person) string { return mdy(p.DOB) }))
		put("owner_dob", "Date of Birth", iso(o.DOB))
		lf("SSN"+sfx, "SSN:", 362, 30, R, y, o.SSN)
		put("owner_ssn_last4", "SSN", pv(func(p person) string { return last4(p.SSN) }))
		y += 19
		lf("Home Address"+sfx, "Home Address:", L, 80, 356, y, o.Street)
		put("owner_street", "Home Address", o.Street)
		lf("Home City"+sfx, "City:", 362, 30, R, y, o.City)
		put("owner_city", "City", o.City)
		y += 19
		lf("Home State"+sfx, "State:", L, 80, 190, y, o.State)
		put("owner_state", "State", o.State)
		lf("Home Zip"+sfx, "Zip:", 200, 62, 356, y, o.Zip)
		put("owner_zip", "Zip", o.Zip)
		lf("Cell"+sfx, "Cell:", 362, 30, R, y, pv(func(p person) string { return phoneParen(p.Phone) }))
		put("owner_phone", "Cell", o.Phone)
		y += 19
		lf("Owner Email"+sfx, "Email:", L, 80, 356, y, o.Email)
		put("owner_email", "Email", o.Email)
		y += 28
	}
	navy(y, "ISO / BROKER INFORMATION (FOR OFFICE USE)")
	y += 20
	lf("ISO Name", "ISO Name:", L, 60, 356, y, b.Broker.Company)
	lf("ISO Number", "ISO #:", 362, 30, R, y, b.Broker.ISONumber)
	y += 19
	lf("ISO Rep", "Rep Name:", L, 60, 210, y, b.Broker.Rep)
	lf("ISO Phone", "Phone:", 216, 30, 356, y, phoneParen(b.Broker.Phone))
	lf("ISO Email", "Email:", 362, 30, R, y, b.Broker.Email)
	y += 28
	navy(y, "AUTHORIZATION AND AGREEMENT")
	y += 20
	legal := "By signing below, each of the above listed business and business owner(s)/officer(s) (individually and collectively, \"you\") " +
		"authorize Ironclad Merchant Funding (\"IMF\") and each of its representatives, successors, assigns and designees (\"Recipients\") " +
		"that may be involved with or acquire commercial loans having daily repayment features or purchases of future receivables " +
		"including Merchant Cash Advance transactions, including without limitation the application therefor (collectively, " +
		"\"Transactions\") to obtain consumer or personal, business and investigative reports and other information about you, " +
		"including credit card processor statements and bank statements, from one or more consumer reporting agencies, such as " +
		"TransUnion, Experian and Equifax, and from other credit bureaus, banks, creditors and other third parties. You also " +
		"authorize IMF to transmit this application form, along with any of the foregoing information obtained in connection with " +
		"this application, to any or all of the Recipients for the foregoing purposes. You also consent to the release, by any " +
		"creditor or financial institution, of any information relating to any of you, to IMF and to each of the Recipients, on " +
		"its own behalf. You certify that all information and documents submitted in connection with this application are true, " +
		"correct and complete, and that the business is not contemplating bankruptcy or the closing of its operations."
	y = d.para(L, y, R-L, "", 7, legal) + 16
	for i := 0; i < 2; i++ {
		var o person
		var date string
		if i < len(b.Owners) {
			o = b.Owners[i]
			date = mdy(b.Signed)
		}
		d.line(L, y+14, 250, y+14, 0.6)
		d.text(L, y+23, "", 7, fmt.Sprintf("Signature of Owner #%d", i+1))
		lf(fmt.Sprintf("Print Name %d", i+1), "Print Name:", 262, 48, 440, y, o.Name())
		lf(fmt.Sprintf("Sign Date %d", i+1), "Date:", 450, 24, R, y, date)
		y += 36
	}
	d.text(L, 770, "I", 6.5, "Ironclad Merchant Funding purchases future receivables; this is not a loan. Page 2 of 2")
}
