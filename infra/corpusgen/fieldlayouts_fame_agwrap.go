package main

import (
	"fmt"
	"strings"
	"time"
)

// ---- agwrap: a small-town agricultural bank's statement, from "Osage
// Bend State Bank", typed as a word-processor document by its statement
// template and converted by LibreOffice, and printed from the same
// content as a print stream (Ghostscript, fpdf).
//
// Modelled conventions: every description begins with the bank's
// reference for the item (an ACH trace number, a card network reference
// such as S386…, a Fed IMAD, a posting sequence number) followed by long
// text that wraps over two to four lines in the description column: grain
// and livestock settlements by ACH with their contract, commodity and
// GROSS / LESS CHECKOFF / LESS DRYING / NET figures (NET is the amount),
// payroll with its pay period, utilities of the electric co-op and the
// water district with their service address, Zelle with the payer's memo,
// fee rows naming the item's date and amount ("IN THE AMOUNT OF
// $1,234.56"); Date | Description | Debits | Credits | Balance with M/D
// dates without a year and the balance on every row; an account summary
// across the page (Beginning Balance | Credits | Debits | Ending Balance
// with counts), agricultural loan notices with rates and dates, the
// error-resolution notice; Writer's running header with the account and
// period and its footer with "Page n of m"; a row may run over a page
// break, its lines on both pages. Checks print as CHECK 1234.

func init() {
	eFamilies = append(eFamilies, eFamily{
		Name: "agwrap", Bank: "Osage Bend State Bank", Aliases: []string{"OSAGE BEND STATE BANK", "Osage Bend State Bank, Osage Bend, Missouri"},
		Seed: 64500, Prepare: prepareAgwrap, Draw: drawAgwrap, Writer: writeAgwrap,
		Docs: []eDoc{{0, "libreoffice"}, {1, "libreoffice"}, {2, "libreoffice"}, {3, "libreoffice"},
			{0, "ghostscript"}, {2, "ghostscript"}, {3, "fpdf-words"}, {1, "fpdf-core"}},
	})
}

const agPhone, agWeb = "(417) 555-0133", "osagebend.bank"

var agBuyers = []struct{ Name, Commodity string }{
	{"MIDLAND CO-OP ELEVATOR", "YELLOW CORN #2"}, {"CARGILL GRAIN DIV", "SOYBEANS #1"}, {"ADM GRAIN CO", "HARD RED WINTER WHEAT"},
	{"VALLEY LIVESTOCK AUCTION", "FEEDER CATTLE"}, {"HEARTLAND PORK LLC", "MARKET HOGS"}, {"OZARK MILK MARKETING", "GRADE A MILK"},
}

var agMemos = []string{"HAY 40 BALES", "CUSTOM COMBINING", "FENCE REPAIR", "SEED WHEAT", "TRUCKING", "PASTURE RENT"}

func agCard(fs *fstmt) string { return digits(fs.Opening*59+7, 4) }

func prepareAgwrap(fs *fstmt) {
	fs.Creator = "Osage Bend State Bank statement template"
	info := ePrep(fs)
	card := agCard(fs)
	city, st := famCityState(fs)
	trace := func(i int) string { return "0865000" + famDigits(fs, i, "trace", 8) }
	seq := func(i int) string { return "SEQ " + famDigits(fs, i, "seq", 6) }
	imad := func(i int, r frow) string {
		return r.Date.Format("20060102") + "L1LFAR1C" + famDigits(fs, i, "imad", 6)
	}
	util := map[string]string{"DUKE ENERGY": "OSAGE VALLEY ELECTRIC CO-OP", "ATT BUSINESS": "ATT BUSINESS", "CITY WATER DEPT": "PUBLIC WATER DIST NO 2"}
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		k := r.Code
		ymd := r.Date.Format("060102")
		mdy := r.Date.Format("01/02/06")
		switch k {
		case kSquare:
			eSet(r, k, trace(i)+" ACH CREDIT SQUARE INC SDR SQ"+ymd+" L2"+famAlnum(fs, i, "sq", 11)+" "+fs.Holder+" MERCHANT SETTLEMENT FOR CARD SALES BATCH CLOSED "+eBizDayBefore(r.Date).Format("01/02/06")+" CO ID 9424300002 CCD")
		case kStripe:
			eSet(r, k, trace(i)+" ACH CREDIT STRIPE TRANSFER "+strings.ToUpper(in.Ref)+" "+fs.Holder+" PAYOUT OF AVAILABLE BALANCE CO ID 1800948598 CCD")
		case kClover:
			eSet(r, k, trace(i)+" ACH CREDIT CLOVER APP MKT MTOT DEP "+famDigits(fs, i, "mid", 12)+" "+fs.Holder+" CARD SETTLEMENT NET OF PROCESSING FEES CO ID 4445276820 CCD")
		case kShopify:
			eSet(r, k, trace(i)+" ACH CREDIT SHOPIFY TRANSFER ST-"+famAlnum(fs, i, "sh", 12)+" "+fs.Holder+" PAYOUT FOR ORDERS THROUGH "+eBizDayBefore(r.Date).Format("01/02/06")+" CO ID 3364578900 CCD")
		case kACHIn:
			b := agBuyers[famHash(fs, i, "buyer")%uint64(len(agBuyers))]
			chk := r.Cents / 400
			dry := int64(0)
			if strings.Contains(b.Commodity, "CORN") || strings.Contains(b.Commodity, "SOYBEANS") {
				dry = r.Cents / 60
			}
			gross := r.Cents + chk + dry
			text := fmt.Sprintf("%s ACH CREDIT %s SETTLEMENT CONTRACT %s %s GROSS %s LESS CHECKOFF %s", trace(i), b.Name, famDigits(fs, i, "ctr", 5), b.Commodity, money(gross), money(chk))
			if dry > 0 {
				text += " LESS DRYING " + money(dry)
			}
			eSet(r, k, text+" NET "+money(r.Cents)+" PAID TO "+fs.Holder+" CCD")
		case kTaxRefund:
			eSet(r, k, trace(i)+" ACH CREDIT IRS TREAS 310 TAX REF "+ymd+" "+fs.Holder+" FEDERAL TAX REFUND PPD")
		case kMobile:
			eSet(r, k, seq(i)+" REMOTE DEPOSIT CAPTURE 1 ITEM(S) DEPOSITED "+mdy+" BY MOBILE BANKING")
		case kBranchDep:
			eSet(r, k, seq(i)+" DEPOSIT MAIN OFFICE")
		case kZelleIn:
			eSet(r, k, famAlnum(fs, i, "z", 11)+" ZELLE PAYMENT FROM "+in.Party+" MEMO: "+agMemos[famHash(fs, i, "memo")%uint64(len(agMemos))])
		case kXferIn:
			eSet(r, k, seq(i)+" TRANSFER FROM SAVINGS ACCOUNT ENDING "+in.Acct4+" BY INTERNET BANKING")
		case kRefund:
			eSet(r, k, "S"+famDigits(fs, i, "s", 15)+" PURCHASE RETURN AUTHORIZED ON "+in.AuthDay.Format("01/02")+" "+lcWhere(in.Party, city, st)+" CARD "+card)
		case kFeeRev:
			eSet(r, k, seq(i)+" SERVICE CHARGE REVERSED BY OFFICER")
		case kFunding:
			eSet(r, k, "FED "+imad(i, *r)+" INCOMING WIRE FROM "+in.Party+" LLC ORIGINATOR BANK FIRST MERIDIAN BANK OBI: FUNDING ADVANCE REF "+in.Ref+" CREDITED TO "+fs.Holder)
		case kCheck:
			eSet(r, k, fmt.Sprintf("CHECK #%d", r.CheckNo))
		case kCard:
			eSet(r, k, "S"+famDigits(fs, i, "s", 15)+" PURCHASE AUTHORIZED ON "+in.AuthDay.Format("01/02")+" "+lcWhere(in.Party, city, st)+" CARD "+card)
		case kCardPin:
			eSet(r, k, "P"+famDigits(fs, i, "p", 15)+" PURCHASE WITH PIN ON "+in.AuthDay.Format("01/02")+" "+in.Party+" "+city+" "+st+" CARD "+card)
		case kRecurring:
			eSet(r, k, "S"+famDigits(fs, i, "s", 15)+" RECURRING PAYMENT AUTHORIZED ON "+in.AuthDay.Format("01/02")+" "+lcWhere(in.Party, city, st)+" CARD "+card)
		case kATM:
			eSet(r, k, famDigits(fs, i, "atm", 6)+" ATM CASH WITHDRAWAL 114 MAIN ST OSAGE BEND MO ON "+r.Date.Format("01/02")+" CARD "+card)
		case kPayroll:
			pe := eBizDayBefore(r.Date.AddDate(0, 0, -2))
			eSet(r, k, trace(i)+" ACH DEBIT ADP WAGE PAY WAGE PAY "+in.Ref+" FOR PAY PERIOD ENDING "+pe.Format("01/02/06")+" "+fs.Holder+" CO ID 9659605001 CCD")
		case kPayrollTax:
			eSet(r, k, trace(i)+" ACH DEBIT ADP TAX ADP TAX "+famDigits(fs, i, "adp", 6)+famAlnum(fs, i, "adpx", 4)+" FEDERAL AND STATE WITHHOLDING FOR PAY DATE "+mdy+" CO ID 9333006057 CCD")
		case kUtility:
			p := util[in.Party]
			eSet(r, k, trace(i)+" ACH DEBIT "+p+" UTILITY PAYMENT ACCOUNT "+eID(fs, p, "ua", 9)+" SERVICE ADDRESS "+fs.Street+" "+city+" "+st+" PPD")
		case kBillPay:
			eSet(r, k, seq(i)+" BILL PAY TO "+util[in.Party]+" SCHEDULED "+eBizDayBefore(r.Date).Format("01/02/06")+" CONFIRMATION "+famDigits(fs, i, "bp", 9))
		case kZelleOut:
			eSet(r, k, famAlnum(fs, i, "z", 11)+" ZELLE PAYMENT TO "+in.Party+" MEMO: "+agMemos[famHash(fs, i, "memo")%uint64(len(agMemos))])
		case kXferOut:
			eSet(r, k, seq(i)+" TRANSFER TO SAVINGS ACCOUNT ENDING "+in.Acct4+" BY INTERNET BANKING")
		case kMCAPay:
			eSet(r, k, trace(i)+" ACH DEBIT "+in.Party+" DAILY REMITTANCE MERCHANT ID "+eID(fs, in.Party, "mca", 12)+" "+fs.Holder+" CCD")
		case kLoanPay:
			eSet(r, k, trace(i)+" ACH DEBIT "+in.Party+" INC LOAN PAYMENT LOAN ID "+eID(fs, in.Party, "loan", 10)+" "+fs.Holder+" CCD")
		case kWireOut:
			eSet(r, k, "FED "+imad(i, *r)+" OUTGOING WIRE TO "+in.Party+" BENEFICIARY BANK HARBOR TRUST CO ABA 121000248 FOR INVOICE "+famDigits(fs, i, "inv", 5))
		case kReturned:
			eSet(r, k, seq(i)+" RETURNED DEPOSIT ITEM CHECK "+famDigits(fs, i, "rck", 4)+" DEPOSITED "+eBizDayBefore(eBizDayBefore(r.Date)).Format("01/02/06")+" REASON: NSF - NOT SUFFICIENT FUNDS")
		case kNSF:
			t := fs.Rows[in.Trigger]
			eSet(r, k, seq(i)+" NSF ITEM FEE FOR ITEM PRESENTED "+t.Date.Format("01/02/06")+" IN THE AMOUNT OF $"+money(t.Cents))
		case kOD:
			t := fs.Rows[in.Trigger]
			eSet(r, k, seq(i)+" OVERDRAFT ITEM FEE FOR ITEM PAID "+t.Date.Format("01/02/06")+" IN THE AMOUNT OF $"+money(t.Cents))
		case kMonthly:
			eSet(r, k, seq(i)+" MONTHLY MAINTENANCE FEE AG BUSINESS CHECKING")
		default:
			panic("agwrap: no wording for " + k)
		}
	}
}

// agDate prints M/D without zeros.
func agDate(t time.Time) string { return fmt.Sprintf("%d/%d", t.Month(), t.Day()) }

// agNotices are the statement's notices.
func agNotices(fs *fstmt) []struct{ T, B string } {
	spring := time.Date(fs.End.Year()+map[bool]int{true: 1, false: 0}[fs.End.Month() >= time.November], 3, 1, 0, 0, 0, 0, time.UTC)
	return []struct{ T, B string }{
		{"2026 OPERATING LINES", fmt.Sprintf("Operating lines of credit for the %d crop year are available from 7.25%% APR for up to 12 months, with FSA guarantees to 95%%. Applications received before %s are decided within 10 business days. Call our ag lending team at %s.", spring.Year(), spring.Format("January 2, 2006"), agPhone)},
		{"IN CASE OF ERRORS OR QUESTIONS ABOUT YOUR ELECTRONIC TRANSFERS", "Telephone us at " + agPhone + " or write us at Osage Bend State Bank, 114 Main Street, PO Box 7, Osage Bend, MO 65559 as soon as you can if you think your statement or receipt is wrong or if you need more information about a transfer listed on the statement or receipt. We must hear from you no later than 60 days after we sent the FIRST statement on which the problem or error appeared. Tell us your name and account number, describe the error or the transfer you are unsure about, and tell us the dollar amount of the suspected error. We will investigate your complaint and correct any error promptly. If we take more than 10 business days to do this, we will credit your account for the amount you think is in error."},
		{"OVERDRAFT AND RETURNED ITEM FEES", "An overdraft item fee of $35.00 applies to each item we pay into overdraft and an NSF item fee of $35.00 to each item we return, up to 4 fees per day. Member FDIC. Equal Housing Lender."},
	}
}

// agSummary gives the summary's figures.
func agSummary(fs *fstmt) (cr int64, ncr int, db int64, ndb int) {
	cr, ncr = fs.credits()
	db, ndb = fs.debits()
	eCheck(fs, "summary", fs.OpenP+cr-db, fs.CloseP)
	return
}

func drawAgwrap(fs *fstmt, producer string) *doc {
	const (
		L, R   = 40.0, 572.0
		bottom = 724.0
		size   = 7.8
		lh     = 9.4
	)
	d := newDoc()
	acct4 := fs.AccountNo[len(fs.AccountNo)-4:]
	period := fs.Start.Format("01/02/2006") + " - " + fs.End.Format("01/02/2006")
	xD, xDesc, xDb, xCr, xB := L+2, 74.0, 430.0, 496.0, R-2
	inTable := false
	heads := func() {
		d.fbBand(L, d.y-9, R, 12, 0.78)
		d.text(xD, "Date", 7.4, true)
		d.text(xDesc, "Description", 7.4, true)
		d.rtext(xDb, "Debits", 7.4, true)
		d.rtext(xCr, "Credits", 7.4, true)
		d.rtext(xB, "Balance", 7.4, true)
		d.nl(lh + 4)
	}
	d.header = func(d *doc) {
		d.y = 40
		d.text(L, "OSAGE BEND STATE BANK   |   Ag Business Checking XXXXXX"+acct4+"   |   Statement Period "+period, 7, false)
		d.fbRule(L, R, 44, 0.5)
		d.y = 62
		if inTable {
			heads()
		}
	}
	need := func(h float64) {
		if d.y+h > bottom {
			d.page++
			d.header(d)
		}
	}
	d.header(d)
	d.y = 70
	d.text(L, "Osage Bend State Bank", 17, true)
	d.nl(12)
	d.text(L, "114 Main Street  •  PO Box 7  •  Osage Bend, Missouri 65559  •  "+agPhone+"  •  "+agWeb, 7.4, false)
	d.nl(26)
	ay := d.y
	for _, l := range []string{fs.Holder, fs.Street, fs.City} {
		d.text(L+10, l, 9, false)
		d.nl(11)
	}
	d.y = ay
	for _, kv := range [][2]string{{"Account Statement", ""}, {"Account Number", fs.AccountNo}, {"Account Type", "Ag Business Checking"},
		{"Statement Period", period}, {"Statement Date", fs.End.Format("January 2, 2006")}} {
		d.text(340, kv[0], 7.8, kv[1] == "")
		d.rtext(R, kv[1], 7.8, false)
		d.nl(10)
	}
	d.nl(16)
	cr, ncr, db, ndb := agSummary(fs)
	cols := []float64{L + 120, L + 250, L + 380, R - 4}
	d.fbBand(L, d.y-9, R, 12, 0.78)
	d.text(L+4, "Account Summary", 7.6, true)
	for i, h := range []string{"Beginning Balance", fmt.Sprintf("Credits (%d)", ncr), fmt.Sprintf("Debits (%d)", ndb), "Ending Balance"} {
		d.rtext(cols[i], h, 7.6, true)
	}
	d.nl(lh + 4)
	for i, v := range []string{ctSigned(fs.OpenP), money(cr), money(db), ctSigned(fs.CloseP)} {
		d.rtext(cols[i], v, 8.4, true)
	}
	d.nl(lh + 16)
	d.text(L, "Transactions", 9.5, true)
	d.nl(13)
	heads()
	inTable = true
	rows := fs.visible()
	eRunning(fs, rows)
	for i := range rows {
		r := &rows[i]
		ls := eLinesW(*r, xDb-xDesc-58, size)
		if eKind(*r) == kCheck {
			ls = []string{fmt.Sprintf("CHECK %d", r.CheckNo)}
		}
		need(lh*float64(len(ls)) + 2)
		d.text(xD, agDate(r.Date), size, false)
		if r.Credit {
			d.rtext(xCr, money(r.Cents), size, false)
		} else {
			d.rtext(xDb, money(r.Cents), size, false)
		}
		d.rtext(xB, ctSigned(r.Balance), size, false)
		for _, l := range ls {
			d.text(xDesc, l, size, false)
			d.nl(lh)
		}
		d.nl(2)
	}
	inTable = false
	need(30)
	d.fbRule(L, R, d.y-5, 0.5)
	d.nl(5)
	d.text(xDesc, "Ending Balance", size, true)
	d.rtext(xDb, money(db), size, true)
	d.rtext(xCr, money(cr), size, true)
	d.rtext(xB, ctSigned(fs.CloseP), size, true)
	d.nl(lh + 14)
	for _, n := range agNotices(fs) {
		need(30)
		d.text(L, n.T, 7.6, true)
		d.nl(lh)
		for _, l := range wrapWidth(n.B, R-L, 7.2, false) {
			need(lh)
			d.text(L, l, 7.2, false)
			d.nl(8.8)
		}
		d.nl(6)
	}
	d.footer = func(d *doc, page, total int) {
		d.fbAt(L, 760, "Member FDIC  •  "+agWeb+"  •  "+agPhone, 6.8, false, false)
		d.fbAt(R, 760, fmt.Sprintf("Page %d of %d", page, total), 7, false, true)
	}
	d.finish()
	agFinish(fs)
	return d
}

func agFinish(fs *fstmt) {
	fs.printTotals(shows{Credits: true, Debits: true, CountCredits: true, CountDebits: true, Running: "every_row"})
	fs.Notes = append(fs.Notes, "Every description begins with the bank's reference for the item (ACH trace number, card network reference, Fed IMAD, posting sequence number); it is part of the printed description. Settlement rows print GROSS, LESS and NET figures inside the description: NET is the row's amount.",
		"The Ending Balance line under the table and the account summary are not transactions.")
}

// writeAgwrap is the statement as a Writer document (flat ODT): Writer
// wraps the long descriptions in its own table cells and numbers the
// pages in its footer.
func writeAgwrap(fs *fstmt) string {
	acct4 := fs.AccountNo[len(fs.AccountNo)-4:]
	period := fs.Start.Format("01/02/2006") + " - " + fs.End.Format("01/02/2006")
	f := &fodt{Title: "Osage Bend State Bank statement " + period}
	f.styles.WriteString(`<style:style style:name="AT" style:family="paragraph"><style:text-properties fo:font-family="'Liberation Serif'" fo:font-size="18pt" fo:font-weight="bold" fo:color="#2e4a1e"/></style:style>`)
	f.styles.WriteString(`<style:style style:name="AA" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.12in"/><style:text-properties fo:font-family="'Liberation Serif'" fo:font-size="8pt" fo:color="#2e4a1e"/></style:style>`)
	f.styles.WriteString(`<style:style style:name="AN" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.14in" fo:margin-bottom="0.03in"/><style:text-properties fo:font-size="8.5pt" fo:font-weight="bold"/></style:style>`)
	f.styles.WriteString(`<style:style style:name="AH" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.18in" fo:margin-bottom="0.04in"/><style:text-properties fo:font-family="'Liberation Serif'" fo:font-size="11pt" fo:font-weight="bold" fo:color="#2e4a1e"/></style:style>`)
	f.styles.WriteString(`<style:style style:name="ARB" style:family="paragraph" style:parent-style-name="P"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-weight="bold"/></style:style>`)
	f.styles.WriteString(`<style:style style:name="Ag" style:family="table-cell"><style:table-cell-properties fo:background-color="#dfe8d2" fo:padding="0.035in" fo:border-top="0.75pt solid #2e4a1e" fo:border-bottom="0.75pt solid #2e4a1e" fo:border-left="none" fo:border-right="none"/></style:style>`)
	f.styles.WriteString(`<style:style style:name="Ad" style:family="table-cell"><style:table-cell-properties fo:padding-top="0.03in" fo:padding-bottom="0.03in" fo:padding-left="0.03in" fo:padding-right="0.03in" fo:border="none"/></style:style>`)
	f.styles.WriteString(`<style:style style:name="Az" style:family="table-cell"><style:table-cell-properties fo:background-color="#f4f7ef" fo:padding-top="0.03in" fo:padding-bottom="0.03in" fo:padding-left="0.03in" fo:padding-right="0.03in" fo:border="none"/></style:style>`)
	f.Header = fmt.Sprintf(`<text:p text:style-name="HD">OSAGE BEND STATE BANK   |   Ag Business Checking XXXXXX%s   |   Statement Period %s</text:p>`, acct4, esc(period))
	f.Footer = `<text:p text:style-name="FT">Member FDIC  •  ` + agWeb + `  •  ` + esc(agPhone) + `<text:tab/>` + pageNumbers + `</text:p>`
	f.p("AT", "Osage Bend State Bank")
	f.p("AA", "114 Main Street  •  PO Box 7  •  Osage Bend, Missouri 65559  •  "+agPhone+"  •  "+agWeb)
	// Address and account block side by side.
	f.table([]float64{3.6, 1.5, 2.15}, nil, nil)
	addr := fs.Holder + "\n" + fs.Street + "\n" + fs.City
	info := [][2]string{{"Account Statement", ""}, {"Account Number", fs.AccountNo}, {"Account Type", "Ag Business Checking"},
		{"Statement Period", period}, {"Statement Date", fs.End.Format("January 2, 2006")}}
	for k, kv := range info {
		a := ""
		if k < 3 {
			a = strings.Split(addr, "\n")[k]
		}
		agRow(f, "Cn", []string{a, kv[0], kv[1]}, []string{"P", map[bool]string{true: "B", false: "P"}[kv[1] == ""], "R"})
	}
	f.endTable()
	cr, ncr, db, ndb := agSummary(fs)
	f.p("AH", "Account Summary")
	f.table([]float64{1.8, 1.8, 1.8, 1.85}, nil, nil)
	agRow(f, "Ag", []string{"Beginning Balance", fmt.Sprintf("Credits (%d)", ncr), fmt.Sprintf("Debits (%d)", ndb), "Ending Balance"}, []string{"ARB", "ARB", "ARB", "ARB"})
	agRow(f, "Ad", []string{ctSigned(fs.OpenP), money(cr), money(db), ctSigned(fs.CloseP)}, []string{"ARB", "ARB", "ARB", "ARB"})
	f.endTable()
	f.p("AH", "Transactions")
	// The table with its heading row repeated on every page.
	f.ntab++
	name := fmt.Sprintf("T%d", f.ntab)
	widths := []float64{0.5, 3.85, 0.95, 0.95, 1.0}
	fmt.Fprintf(&f.styles, `<style:style style:name="%s" style:family="table"><style:table-properties style:width="7.25in" table:align="left"/></style:style>`, name)
	fmt.Fprintf(&f.body, `<table:table table:name="%s" table:style-name="%s">`, name, name)
	for i, w := range widths {
		fmt.Fprintf(&f.styles, `<style:style style:name="%s.%d" style:family="table-column"><style:table-column-properties style:column-width="%.2fin"/></style:style>`, name, i, w)
		fmt.Fprintf(&f.body, `<table:table-column table:style-name="%s.%d"/>`, name, i)
	}
	f.body.WriteString(`<table:table-header-rows>`)
	agRow(f, "Ag", []string{"Date", "Description", "Debits", "Credits", "Balance"}, []string{"B", "B", "ARB", "ARB", "ARB"})
	f.body.WriteString(`</table:table-header-rows>`)
	rows := fs.visible()
	eRunning(fs, rows)
	for i, r := range rows {
		// The core sends the description in lines that fit the column;
		// the template keeps them (Writer would otherwise break after a
		// hyphen, ST- / RESLRSJBQ0SE).
		desc := strings.Join(eLinesW(r, 250, 8), "\n")
		if eKind(r) == kCheck {
			desc = fmt.Sprintf("CHECK %d", r.CheckNo)
		}
		var dbs, crs string
		if r.Credit {
			crs = money(r.Cents)
		} else {
			dbs = money(r.Cents)
		}
		cell := "Ad"
		if i%2 == 1 {
			cell = "Az"
		}
		agRow(f, cell, []string{agDate(r.Date), desc, dbs, crs, ctSigned(r.Balance)}, []string{"P", "P", "R", "R", "R"})
	}
	agRow(f, "Ag", []string{"", "Ending Balance", money(db), money(cr), ctSigned(fs.CloseP)}, []string{"B", "B", "ARB", "ARB", "ARB"})
	f.endTable()
	for _, n := range agNotices(fs) {
		f.p("AN", n.T)
		f.p("S", n.B)
	}
	agFinish(fs)
	return f.String()
}

// agRow writes a table row whose cells have the given paragraph styles.
func agRow(f *fodt, cell string, cells, styles []string) {
	f.body.WriteString(`<table:table-row>`)
	for i, c := range cells {
		fmt.Fprintf(&f.body, `<table:table-cell table:style-name="%s" office:value-type="string"><text:p text:style-name="%s">%s</text:p></table:table-cell>`, cell, styles[i],
			strings.ReplaceAll(esc(c), "\n", "<text:line-break/>"))
	}
	f.body.WriteString(`</table:table-row>`)
}
