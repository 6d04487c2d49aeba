package main

import "fmt"

// northstar models a traditional paper application turned into a PDF:
// values sit on underlines with the caption printed under the line,
// section titles are centred and underlined, the entity options print
// their word before the box ("LLC [ ]"), "Years in Business" stands beside
// "Date Business Began", bank and trade references and a landlord line
// carry their own phones, and the principals are on page 2 with a
// signature block whose captions are also under the lines. Field names
// are what Acrobat's field detection makes of captions under lines
// (undefined, undefined_2, Check Box4). Values: $1,218,000, 03/14/2016,
// (321)555-0105, 55%.
func drawNorthstar(d *doc, b business) {
	const L, R = 42.0, 570.0
	n, nc := 0, 0
	next := func() string {
		n++
		if n == 1 {
			return "undefined"
		}
		return fmt.Sprintf("undefined_%d", n)
	}
	// ul draws an underline from x to x2 with its caption beneath, and the
	// field just above the line.
	ul := func(caption string, x, x2, y float64, value string) {
		d.line(x, y+14, x2, y+14, 0.6)
		d.text(x, y+21, "", 6.8, caption)
		d.input(next(), x, y+1, x2-x, 13, value)
	}
	title := func(y float64, s string) {
		w := d.width("B", 10, s)
		d.textC((L+R)/2, y, "B", 10, s)
		d.line((L+R)/2-w/2, y+1.5, (L+R)/2+w/2, y+1.5, 0.7)
	}
	phone := func(p string) string { return "(" + p[:3] + ")" + p[4:] }

	d.textC((L+R)/2, 46, "B", 16, "NORTHSTAR CAPITAL GROUP")
	d.textC((L+R)/2, 59, "", 9, "APPLICATION FOR BUSINESS FUNDING")
	d.textC((L+R)/2, 70, "", 7, "1200 Harbor Point Dr, Suite 400, Wilmington, DE 19801  *  (888) 555-0142  *  apply@northstarcg.example")
	y := 92.0
	title(y, "BUSINESS INFORMATION")
	y += 8
	ul("Company Legal Name", L, 330, y, b.Legal)
	d.ans("business_legal_name", "Company Legal Name", b.Legal, 0)
	ul("Trade Name (d/b/a)", 345, R, y, b.DBA)
	d.ans("dba", "Trade Name (d/b/a)", b.DBA, 0)
	y += 30
	ul("Street Address (include Suite #)", L, 290, y, b.Street)
	d.ans("street", "Street Address (include Suite #)", b.Street, 0)
	ul("City", 305, 440, y, b.City)
	d.ans("city", "City", b.City, 0)
	ul("State", 455, 495, y, b.State)
	d.ans("state", "State", b.State, 0)
	ul("Zip", 510, R, y, b.Zip)
	d.ans("zip", "Zip", b.Zip, 0)
	y += 30
	ul("Telephone", L, 160, y, phone(b.Phone))
	d.ans("phone", "Telephone", b.Phone, 0)
	ul("Fed. Tax ID / EIN", 175, 290, y, b.EIN)
	d.ans("ein", "Fed. Tax ID / EIN", b.EIN, 0)
	d.ans("ein_last4", "Fed. Tax ID / EIN", last4(b.EIN), 0)
	ul("Date Business Began", 305, 420, y, mmddyyyy(b.Start))
	d.ans("start_date", "Date Business Began", iso(b.Start), 0)
	ul("Years in Business", 435, R, y, fmt.Sprintf("%d yrs", b.Signed.Year()-b.Start.Year()))
	y += 32
	d.text(L, y+10, "B", 8, "Business Structure:")
	x := L + 90
	for _, o := range []struct{ label, val string }{{"Corporation", "c_corp"}, {"S-Corp", "s_corp"}, {"LLC", "llc"}, {"Partnership", "partnership"}, {"Sole Proprietor", "sole_proprietorship"}} {
		d.text(x, y+10, "", 8, o.label)
		x += d.width("", 8, o.label) + 3
		nc++
		d.checkbox(fmt.Sprintf("Check Box%d", nc), x, y+2.5, 8.5, o.val == b.Entity)
		x += 24
	}
	d.ans("entity_type", "Business Structure", b.Entity, 0)
	y += 20
	ul("Type of Business / Industry", L, 220, y, b.Industry)
	d.ans("industry", "Type of Business / Industry", b.Industry, 0)
	ul("E-mail Address", 235, 420, y, b.Email)
	d.ans("email", "E-mail Address", b.Email, 0)
	ul("Web Site", 435, R, y, b.Website)
	d.ans("website", "Web Site", b.Website, 0)
	y += 30
	ul("Gross Annual Sales", L, 160, y, dollars(b.AnnualRev))
	d.ans("annual_revenue", "Gross Annual Sales", b.AnnualRev, 0)
	ul("Amount Requested", 175, 290, y, dollars(b.Requested))
	d.ans("requested_amount", "Amount Requested", b.Requested, 0)
	ul("Use of Proceeds", 305, R, y, b.UseOfFunds)
	d.ans("use_of_funds", "Use of Proceeds", b.UseOfFunds, 0)

	y += 44
	title(y, "BANK & TRADE REFERENCES")
	y += 8
	ul("Bank Name", L, 200, y, b.Bank.Name)
	ul("Account Number", 215, 330, y, b.Bank.Account)
	ul("Routing Number", 345, 450, y, b.Bank.Routing)
	ul("Branch Phone", 465, R, y, phone(b.Bank.Phone))
	y += 30
	trades := []struct{ name, contact, phone string }{
		{"Valley Wholesale Supply", "Accounts Receivable", "402-555-0111"},
		{"Summit Equipment Rental", "Dana Whitlock", "719-555-0163"},
	}
	for i, t := range trades {
		ul(fmt.Sprintf("Trade Reference %d", i+1), L, 250, y, t.name)
		ul("Contact", 265, 420, y, t.contact)
		ul("Phone", 435, R, y, phone(t.phone))
		y += 30
	}
	y += 14
	title(y, "PROPERTY")
	y += 8
	status := "Lease"
	if b.Landlord.Own {
		status = "Own"
	}
	ul("Own / Lease", L, 110, y, status)
	ul("Landlord / Mortgage Holder", 125, 330, y, b.Landlord.Name)
	ul("Landlord Phone", 345, 450, y, phone(b.Landlord.Phone))
	ul("Monthly Payment", 465, R, y, dollars(b.Landlord.Rent))
	y += 30
	ul("Landlord Address", L, 330, y, b.Landlord.Street)
	ul("City", 345, 450, y, b.Landlord.City)
	ul("State", 465, 505, y, b.Landlord.State)
	ul("Zip", 520, R, y, b.Landlord.Zip)
	d.text(L, 760, "", 6.5, "NCG-APP 2025.2")
	d.textR(R, 760, "", 6.5, "Page 1 of 2")

	d.newPage()
	y = 50.0
	title(y, "OWNER / PRINCIPAL INFORMATION")
	d.textC((L+R)/2, y+13, "I", 7, "Complete for every owner of 20% or more. Attach a separate sheet for additional owners.")
	y += 24
	for i, o := range b.Owners {
		k := i + 1
		d.text(L, y+8, "B", 8.5, fmt.Sprintf("PRINCIPAL #%d", k))
		y += 10
		ul("Name", L, 270, y, o.Name())
		d.ans("owner_name", "Name", o.Name(), k)
		ul("Title", 285, 450, y, o.Title)
		d.ans("owner_title", "Title", o.Title, k)
		ul("% of Ownership", 465, R, y, pctSign(o.Pct))
		d.ans("owner_ownership_pct", "% of Ownership", o.Pct, k)
		y += 30
		ul("Home Address", L, 270, y, o.Street)
		d.ans("owner_street", "Home Address", o.Street, k)
		ul("City", 285, 420, y, o.City)
		d.ans("owner_city", "City", o.City, k)
		ul("State", 435, 480, y, o.State)
		d.ans("owner_state", "State", o.State, k)
		ul("Zip", 495, R, y, o.Zip)
		d.ans("owner_zip", "Zip", o.Zip, k)
		y += 30
		ul("Social Security Number", L, 160, y, o.SSN)
		d.ans("owner_ssn_last4", "Social Security Number", last4(o.SSN), k)
		ul("Date of Birth", 175, 270, y, mdy(o.DOB))
		d.ans("owner_dob", "Date of Birth", iso(o.DOB), k)
		ul("Cell Phone", 285, 400, y, phone(o.Phone))
		d.ans("owner_phone", "Cell Phone", o.Phone, k)
		ul("E-mail", 415, R, y, o.Email)
		d.ans("owner_email", "E-mail", o.Email, k)
		y += 40
	}
	y += 6
	title(y, "AUTHORIZATION / CERTIFICATION")
	y += 10
	legal := []string{
		"The Merchant and each Owner signing below (each, an \"Applicant\") represent and warrant that all information provided in this " +
			"application and in any supporting documents is true, accurate and complete, and acknowledge that Northstar Capital Group, " +
			"LLC (\"Northstar\") and its funding partners will rely on it in deciding whether to purchase future receivables from, or " +
			"extend credit to, the Merchant.",
		"Each Applicant authorizes Northstar, its agents, assigns and funding partners to obtain business and personal credit reports, " +
			"bank statements, merchant processing statements and tax information, to verify any information given, and to contact any " +
			"bank, landlord, trade reference or creditor listed. This authorization remains valid for any renewal, extension or future " +
			"transaction. Applicants consent to receive calls and text messages, including by automated means, at the numbers provided.",
		"Federal law requires us to obtain, verify and record information that identifies each person who opens an account. Northstar " +
			"does not discriminate on the basis of race, color, religion, national origin, sex, marital status or age.",
	}
	for _, p := range legal {
		y = d.para(L, y, R-L, "", 7, p) + 5
	}
	y += 12
	for i := 0; i < 2; i++ {
		var name, date string
		if i < len(b.Owners) {
			name, date = b.Owners[i].Name(), mmddyyyy(b.Signed)
		}
		ul(fmt.Sprintf("Signature of Principal #%d", i+1), L, 230, y, "")
		ul("Print Name", 245, 450, y, name)
		ul("Date", 465, R, y, date)
		y += 34
	}
	d.text(L, 760, "", 6.5, "NCG-APP 2025.2")
	d.textR(R, 760, "", 6.5, "Page 2 of 2")
}
