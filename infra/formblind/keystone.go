package main

import (
	"fmt"
	"time"
)

// keystone models a broker's (ISO's) deal-submission sheet, the form a
// broker fills from a phone interview and sends to several funders: the
// broker's company, rep, phone and e-mail head the page; the business and
// the first owner stand in two columns with "Label:" left of a ruled line;
// the entity is typed as words ("Limited Liability Company"); both annual
// revenue and average monthly sales are stated; a deposit-history table
// and an open-positions table are full of other amounts and dates; a
// second owner (blank for one owner) and the signatures are on page 2.
// Field names are a developer's (txtLegalName, txtOwn2SSN). Values:
// 25,000 without a dollar sign, Mar 14, 2016, 321-555-0105, 55%.
func drawKeystone(d *doc, b business) {
	const L, M, R = 36.0, 306.0, 576.0
	band := func(x, x2, y float64, t string) { d.band(x, y, x2-x, 14, 35, 8.5, t) }
	// lv draws "label:" then a ruled line holding the value.
	lv := func(name, label string, x, lw, x2, y float64, value string) {
		d.text(x, y+10, "B", 7.5, label)
		d.line(x+lw, y+12, x2, y+12, 0.4)
		d.input(name, x+lw, y, x2-x-lw, 12, value)
	}
	short := func(t time.Time) string { return t.Format("Jan 2, 2006") }
	entityWords := map[string]string{"llc": "Limited Liability Company", "s_corp": "S Corporation", "c_corp": "C Corporation", "partnership": "General Partnership", "sole_proprietorship": "Sole Proprietorship"}

	d.f.SetTextColor(35, 90, 60)
	d.text(L, 44, "B", 15, b.Broker.Company)
	d.f.SetTextColor(0, 0, 0)
	d.text(L, 56, "", 7.5, "Your Partner in Business Funding  |  ISO "+b.Broker.ISONumber)
	d.textR(R, 36, "B", 10, "DEAL SUBMISSION FORM")
	d.textR(R, 47, "", 7.5, "Rep: "+b.Broker.Rep)
	d.textR(R, 56, "", 7.5, "Direct: "+b.Broker.Phone+"  |  "+b.Broker.Email)
	d.line(L, 62, R, 62, 1)

	y := 70.0
	band(L, M-6, y, "MERCHANT INFORMATION")
	band(M+6, R, y, "OWNER #1")
	ly, ry := y+18, y+18
	left := func(name, label string, value string) {
		lv(name, label, L, 92, M-6, ly, value)
		ly += 17
	}
	right := func(name, label string, value string) {
		lv(name, label, M+6, 78, R, ry, value)
		ry += 17
	}
	left("txtLegalName", "Legal Name:", b.Legal)
	d.ans("business_legal_name", "Legal Name", b.Legal, 0)
	left("txtDBA", "DBA:", b.DBA)
	d.ans("dba", "DBA", b.DBA, 0)
	left("txtAddress", "Address:", b.Street)
	d.ans("street", "Address", b.Street, 0)
	left("txtCSZ", "City/State/Zip:", cityLine(b.City, b.State, b.Zip))
	d.ans("city", "City/State/Zip", b.City, 0)
	d.ans("state", "City/State/Zip", b.State, 0)
	d.ans("zip", "City/State/Zip", b.Zip, 0)
	left("txtPhone", "Phone:", b.Phone)
	d.ans("phone", "Phone", b.Phone, 0)
	left("txtEmail", "Email:", b.Email)
	d.ans("email", "Email", b.Email, 0)
	left("txtTaxID", "Tax ID:", b.EIN)
	d.ans("ein", "Tax ID", b.EIN, 0)
	d.ans("ein_last4", "Tax ID", last4(b.EIN), 0)
	left("txtEntity", "Entity Type:", entityWords[b.Entity])
	d.ans("entity_type", "Entity Type", b.Entity, 0)
	left("txtStart", "Start Date:", short(b.Start))
	d.ans("start_date", "Start Date", iso(b.Start), 0)
	left("txtIndustry", "Industry:", b.Industry)
	d.ans("industry", "Industry", b.Industry, 0)
	left("txtAnnual", "Annual Revenue:", commas(b.AnnualRev))
	d.ans("annual_revenue", "Annual Revenue", b.AnnualRev, 0)
	left("txtMonthly", "Avg. Monthly Sales:", commas(b.MonthlyRev))
	d.ans("monthly_revenue", "Avg. Monthly Sales", b.MonthlyRev, 0)
	left("txtCC", "Monthly CC Volume:", commas(b.MonthlyCC))
	d.ans("monthly_cc_volume", "Monthly CC Volume", b.MonthlyCC, 0)
	left("txtAmount", "Amount Requested:", commas(b.Requested))
	d.ans("requested_amount", "Amount Requested", b.Requested, 0)
	left("txtUse", "Use of Funds:", b.UseOfFunds)
	d.ans("use_of_funds", "Use of Funds", b.UseOfFunds, 0)

	owner := func(k int, o person, put bool, field func(name, label, value string)) {
		ans := func(canon, label string, v any) {
			if put {
				d.ans(canon, label, v, k)
			}
		}
		val := func(s string) string {
			if put {
				return s
			}
			return ""
		}
		p := fmt.Sprintf("txtOwn%d", k)
		field(p+"Name", "Full Name:", val(o.Name()))
		ans("owner_name", "Full Name", o.Name())
		field(p+"Title", "Title:", val(o.Title))
		ans("owner_title", "Title", o.Title)
		field(p+"Pct", "Ownership:", val(pctSign(o.Pct)))
		ans("owner_ownership_pct", "Ownership", o.Pct)
		field(p+"SSN", "SSN:", val(o.SSN))
		ans("owner_ssn_last4", "SSN", last4(o.SSN))
		field(p+"DOB", "DOB:", val(mmddyyyy(o.DOB)))
		ans("owner_dob", "DOB", iso(o.DOB))
		field(p+"Home", "Home Address:", val(o.Street))
		ans("owner_street", "Home Address", o.Street)
		field(p+"City", "City:", val(o.City))
		ans("owner_city", "City", o.City)
		field(p+"State", "State:", val(o.State))
		ans("owner_state", "State", o.State)
		field(p+"Zip", "Zip:", val(o.Zip))
		ans("owner_zip", "Zip", o.Zip)
		field(p+"Cell", "Cell:", val(o.Phone))
		ans("owner_phone", "Cell", o.Phone)
		field(p+"Email", "Email:", val(o.Email))
		ans("owner_email", "Email", o.Email)
		field(p+"FICO", "Est. FICO:", val(fmt.Sprint(640+(int(o.Pct)*7)%150)))
	}
	owner(1, b.Owners[0], true, right)

	y = max(ly, ry) + 12
	band(L, R, y, "DEPOSIT HISTORY (LAST 4 MONTHS)")
	y += 18
	cols := []float64{L, 150, 270, 390, 480, R}
	for i, h := range []string{"Month", "Total Deposits", "# of Deposits", "Avg Daily Balance", "NSFs"} {
		d.text(cols[i]+3, y+9, "B", 7.5, h)
	}
	d.line(L, y+12, R, y+12, 0.6)
	y += 13
	for m := 0; m < 4; m++ {
		month := b.Signed.AddDate(0, -4+m, 0)
		dep := b.MonthlyRev * int64(90+(m*7+int(b.MonthlyRev/1000))%25) / 100
		vals := []string{month.Format("Jan 2006"), commas(dep), fmt.Sprint(20 + (m*13+int(dep%17))%40), commas(dep / int64(5+m)), fmt.Sprint((m * int(dep%3)) % 3)}
		for c, v := range vals {
			d.input(fmt.Sprintf("txtDep%d_%d", m+1, c+1), cols[c], y, cols[c+1]-cols[c], 13, v)
		}
		d.line(L, y+13, R, y+13, 0.3)
		y += 14
	}
	y += 10
	band(L, R, y, "OPEN POSITIONS / EXISTING ADVANCES")
	y += 18
	cols = []float64{L, 230, 330, 430, R}
	for i, h := range []string{"Funder", "Funded Amount", "Balance", "Payment / Frequency"} {
		d.text(cols[i]+3, y+9, "B", 7.5, h)
	}
	d.line(L, y+12, R, y+12, 0.6)
	y += 13
	for m := 0; m < 3; m++ {
		vals := []string{"", "", "", ""}
		if m < len(b.OpenBalances) {
			p := b.OpenBalances[m]
			vals = []string{p.Funder, commas(p.Balance * 3 / 2), commas(p.Balance), commas(p.Payment) + " / " + p.Freq}
		}
		for c, v := range vals {
			d.input(fmt.Sprintf("txtPos%d_%d", m+1, c+1), cols[c], y, cols[c+1]-cols[c], 13, v)
		}
		d.line(L, y+13, R, y+13, 0.3)
		y += 14
	}
	y += 10
	band(L, R, y, "BANK")
	y += 18
	lv("txtBank", "Bank:", L, 40, 230, y, b.Bank.Name)
	lv("txtAcct", "Acct #:", 240, 36, 400, y, b.Bank.Account)
	lv("txtABA", "ABA:", 410, 28, R, y, b.Bank.Routing)
	y += 20
	own := "Leases - landlord " + b.Landlord.Name + ", " + b.Landlord.Phone
	if b.Landlord.Own {
		own = "Owns - mortgage with " + b.Landlord.Name + ", " + b.Landlord.Phone
	}
	lv("txtProperty", "Property:", L, 40, R, y, own)
	d.textR(R, 770, "", 6.5, "Page 1 of 2")

	d.newPage()
	d.text(L, 44, "B", 11, b.Broker.Company+"  -  Deal Submission Form (cont.)")
	y = 56.0
	band(L, R, y, "OWNER #2 (IF APPLICABLE)")
	y += 18
	var o2 person
	if len(b.Owners) > 1 {
		o2 = b.Owners[1]
	}
	col := 0
	yy := [2]float64{y, y}
	owner(2, o2, len(b.Owners) > 1, func(name, label, value string) {
		x, x2 := L, M-6
		if col == 1 {
			x, x2 = M+6, R
		}
		lv(name, label, x, 78, x2, yy[col], value)
		yy[col] += 17
		col = 1 - col
	})
	y = max(yy[0], yy[1]) + 12
	band(L, R, y, "MERCHANT AUTHORIZATION")
	y += 20
	legal := "By signing below, the Merchant and each Owner authorize " + b.Broker.Company + " (\"Broker\") to submit this application and the " +
		"accompanying bank statements to one or more funding sources, and authorize each such funding source and its agents to obtain " +
		"consumer and business credit reports, to verify the information given, and to contact the Merchant's bank, landlord and " +
		"creditors. The Merchant understands that Broker is not a lender, that any funding is subject to the funding source's own " +
		"approval and terms, and that Broker may be paid a commission by the funding source. Each signer certifies that the " +
		"information above is true and complete as of the date signed. A copy or electronic image of this authorization is as valid " +
		"as the original."
	y = d.para(L, y, R-L, "", 7.2, legal) + 18
	for i := 0; i < 2; i++ {
		var name, date string
		if i < len(b.Owners) {
			name, date = b.Owners[i].Name(), short(b.Signed)
		}
		lv(fmt.Sprintf("txtSig%d", i+1), fmt.Sprintf("Owner #%d Signature:", i+1), L, 92, 250, y, "")
		lv(fmt.Sprintf("txtSigName%d", i+1), "Name:", 260, 30, 430, y, name)
		lv(fmt.Sprintf("txtSigDate%d", i+1), "Date:", 440, 26, R, y, date)
		y += 26
	}
	d.textR(R, 770, "", 6.5, "Page 2 of 2")
}
