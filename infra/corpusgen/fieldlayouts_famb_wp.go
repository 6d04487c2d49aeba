package main

import (
	"fmt"
	"html"
	"strings"
)

// ---- wpledger: a community bank's business checking statement typed up
// in a word processor (the Woodforest kind), from "Cypress Hollow Bank".
// Every page starts with "Page 1 of 3" and "Statement Period February 1 –
// February 28, 2026" at the top right. Page 1: "Account Information &
// Customer Service" with a phone number, a routing line of digits over
// the holder's address, the bank's street address and web address, then
// a "Summary of Accounts" (ACCOUNT TYPE AND NUMBER | BALANCE FORWARD |
// TOTAL DEBITS | TOTAL CREDITS | CLOSING BALANCE, two-line labels); the
// account's "Transactions": one table Date | Credits | Debits | Balance |
// Description with DD-Mon-YY dates (03-Feb-26), a balance on every row,
// the description last and wrapping inside its column, fee rows tagged
// "SVC CH*" at the column's right; Reg DD overdraft and insufficient-item
// fee totals for the statement and the year; an Account Summary of
// average, collected and minimum balances; a Daily Closing Balance
// Summary three across; the error-resolution notice and an account
// reconciliation worksheet on the last page. Two renderings: ops in a
// Times face (fpdf, and Ghostscript as a Word document printed through a
// PostScript driver), and a Flat ODT document converted by LibreOffice
// Writer, whose own table layout, header fields and page breaks decide
// where lines wrap and pages end.

func prepareWPLedger(fs *fstmt) {
	fbExtras(fs)
	card := digits(fs.Opening+19, 4)
	sav := digits(fs.Opening+23, 4)
	holder := fs.Holder
	for i := range fs.Rows {
		r := &fs.Rows[i]
		ymd := r.Date.Format("060102")
		d := r.Desc
		switch {
		case isCard(*r):
			auth := fbBizDayBefore(r.Date)
			r.Desc = fmt.Sprintf("DBT CRD %s %s %s %s C#%s", digits(r.Cents, 4), auth.Format("01/02/06"), digits(r.Cents*7, 8), fbMerchant(fs, d), card)
		case strings.HasPrefix(d, "REFUND "):
			r.Desc = fmt.Sprintf("CRD RETURN %s %s C#%s", r.Date.Format("01/02/06"), fbMerchant(fs, "CARD PURCHASE 00/00 "+strings.TrimPrefix(d, "REFUND ")), card)
		case d == "REVERSAL OF SERVICE FEE":
			r.Desc = "MAINTENANCE FEE REVERSAL SVC CH*"
		case strings.HasPrefix(d, "SQUARE INC"):
			r.Desc = fmt.Sprintf("ACH DEPOSIT SQUARE INC SQ%s L2%s %s", ymd, digits(r.Cents, 7), holder)
		case strings.HasPrefix(d, "STRIPE TRANSFER "):
			r.Desc = fmt.Sprintf("ACH DEPOSIT STRIPE TRANSFER %s %s", strings.TrimPrefix(d, "STRIPE TRANSFER "), holder)
		case strings.HasPrefix(d, "ACH CREDIT "):
			rest := strings.TrimPrefix(d, "ACH CREDIT ")
			k := strings.Index(rest, " INV ")
			r.Desc = fmt.Sprintf("ACH DEPOSIT %s PAYABLES INV %s", achName(rest[:k]), rest[k+5:])
		case strings.HasPrefix(d, "ORIG CO NAME:"):
			co := strings.TrimPrefix(d[:strings.Index(d, " ORIG ID:")], "ORIG CO NAME:")
			id := d[strings.Index(d, "ORIG ID:")+8:]
			id = id[:strings.Index(id, " ")]
			r.Desc = fmt.Sprintf("ACH DEPOSIT %s PAYMENT ORIG ID %s IND NAME %s", achName(co), id, holder)
		case strings.HasPrefix(d, "MOBILE DEPOSIT"):
			r.Desc = "REMOTE DEPOSIT"
		case strings.HasPrefix(d, "ADP PAYROLL"):
			r.Desc = fmt.Sprintf("ACH DEBIT ADP WAGE PAY %s %s", ymd, digits(r.Cents, 9))
		case d == "PAYROLL TAXES":
			r.Desc = fmt.Sprintf("ACH DEBIT ADP TAX %s %s", ymd, digits(r.Cents, 9))
		case d == "TAX REFUND":
			r.Desc = "ACH DEPOSIT IRS TREAS 310 TAX REF " + ymd
		case d == "RETURNED ITEM FEE":
			r.Desc = "RETURN DEPOSIT ITEM FEE SVC CH*"
		case strings.HasPrefix(d, "RETURNED ITEM "):
			r.Desc = "RETURN DEPOSIT ITEM NSF DEPOSITED " + strings.TrimPrefix(d, "RETURNED ITEM ")
		case strings.HasPrefix(d, "ONLINE TRANSFER FROM SAV"):
			r.Desc = "INTERNET TRANSFER FROM SAVINGS XXXXXX" + sav
		case strings.HasPrefix(d, "ONLINE TRANSFER TO SAV"):
			r.Desc = "INTERNET TRANSFER TO SAVINGS XXXXXX" + sav
		case strings.HasPrefix(d, "UTILITY PMT "):
			r.Desc = fmt.Sprintf("ACH DEBIT %s ONLINE PMT %s", strings.TrimPrefix(d, "UTILITY PMT "), digits(r.Cents, 10))
		case strings.Contains(d, " FUNDING WIRE REF "):
			k := strings.Index(d, " FUNDING WIRE REF ")
			r.Desc = fmt.Sprintf("INCOMING WIRE %s LLC REF %s", d[:k], d[k+len(" FUNDING WIRE REF "):])
		case strings.HasSuffix(d, " ACH DEBIT PMT"):
			r.Desc = fmt.Sprintf("ACH DEBIT %s DAILY PMT %s", achName(strings.TrimSuffix(d, " ACH DEBIT PMT")), ymd)
		case strings.HasSuffix(d, " LOAN PAYMENT ACH"):
			r.Desc = fmt.Sprintf("ACH DEBIT %s LOAN PAYMENT %s", strings.TrimSuffix(d, " LOAN PAYMENT ACH"), ymd)
		case strings.HasPrefix(d, "VENDOR PAYMENT WIRE OUT "):
			r.Desc = fmt.Sprintf("OUTGOING WIRE %s FED REF %s", strings.TrimPrefix(d, "VENDOR PAYMENT WIRE OUT "), digits(r.Cents, 6))
		case r.Category == "nsf_fee" && i > 0 && strings.HasPrefix(d, "NSF"):
			r.Desc = fmt.Sprintf("NSF ITEM FEE %s SVC CH*", money(fs.Rows[i-1].Cents))
		case r.Category == "nsf_fee" && i > 0:
			r.Desc = fmt.Sprintf("OVERDRAFT ITEM FEE %s SVC CH*", money(fs.Rows[i-1].Cents))
		case d == "MONTHLY SERVICE FEE":
			r.Desc = "MAINTENANCE FEE SVC CH*"
		case r.CheckNo > 0:
			r.Desc = fmt.Sprintf("CHECK #%d", r.CheckNo)
		}
		// This core prints references without hyphens (8009220204,
		// ST4239471D); Writer would otherwise break a line after one.
		r.Desc = strings.ReplaceAll(r.Desc, "-", "")
	}
}

// wpContent is what both renderings print.
type wpContent struct {
	Period, AcctTitle string
	Summary           [4]string // balance forward, total debits, total credits, closing
	Rows              [][5]string
	Fees              [][3]string // label, this statement, this year
	Acct              [][2]string // Account Summary pairs
	Daily             [][2]string
	RoutingLine       string
}

// wpCode is the fee tag printed at the right of a description.
const wpCode = " SVC CH*"

func wpBuild(fs *fstmt) wpContent {
	c := wpContent{AcctTitle: "Business Checking " + fs.AccountNo[2:]}
	c.Period = fs.Start.Format("January 2") + " – " + fs.End.Format("January 2, 2006")
	if fs.Start.Month() == fs.End.Month() {
		c.Period = fs.Start.Format("January 2") + " – " + fs.End.Format("2, 2006")
	}
	if fs.Start.Year() != fs.End.Year() {
		c.Period = fs.Start.Format("January 2, 2006") + " – " + fs.End.Format("January 2, 2006")
	}
	dep, _ := fs.credits()
	wd, _ := fs.debits()
	c.Summary = [4]string{signed(fs.OpenP), money(wd), money(dep), signed(fs.CloseP)}
	for i := range fs.Rows {
		r := &fs.Rows[i]
		if r.Hidden {
			continue
		}
		var cr, db string
		if r.Credit {
			cr = money(r.Cents)
		} else {
			db = money(r.Cents)
		}
		desc := r.Desc
		if r.CheckNo > 0 {
			desc = fmt.Sprintf("CHECK %d", r.CheckNo)
		}
		c.Rows = append(c.Rows, [5]string{fs.date(r, "02-Jan-06"), cr, db, signed(r.Balance), desc})
	}
	var od, nsf int64
	for _, r := range fs.Rows {
		switch {
		case strings.HasPrefix(r.Desc, "OVERDRAFT ITEM FEE"):
			od += r.Cents
		case r.Category == "nsf_fee":
			nsf += r.Cents
		}
	}
	yr := int64(fs.End.YearDay()/30) * 3500
	c.Fees = [][3]string{{"Total Overdraft Fees", usd(od), usd(od + yr)}, {"Total Insufficient Items Fees", usd(nsf), usd(nsf + yr/2)}}
	minB, minD := fbMinBal(fs)
	avg := fbAvgLedger(fs)
	days := int(fs.End.Sub(fs.Start).Hours()/24) + 1
	c.Acct = [][2]string{{"Average Balance", usd(avg)}, {"Average Collected Balance for APY", usd(avg - avg/40)},
		{"Average Collected Balance", usd(avg - avg/40)}, {"Number of Days in Cycle", fmt.Sprint(days)},
		{"Minimum Balance on " + minD.Format("01/02/2006"), usd(minB)}, {"", ""}}
	for _, e := range fbDayEnds(fs) {
		c.Daily = append(c.Daily, [2]string{e.D.Format("02-Jan"), signed(e.B)})
	}
	c.RoutingLine = fmt.Sprintf("%08d TW100T%s%s 3 000000000   %s", 1040+fs.Start.YearDay(), fs.AccountNo, digits(fs.Opening, 4), digits(fs.Closing, 10))
	return c
}

var wpLegal = []string{
	"In case of errors or questions about your electronic transfers, telephone us at 1-(936)-555-0184, write us at Cypress Hollow Bank, P.O. Box 7889, The Woodlands, TX 77387-7889, or e-mail us through Online Banking as soon as you can, if you think your statement or receipt is wrong or if you need more information about a transfer listed on the statement or receipt. We must hear from you no later than 60 days after we sent the FIRST statement on which the problem or error appeared.",
	"(1) Tell us your name and account number (if any). (2) Describe the error or the transfer you are unsure about, and explain as clearly as you can why you believe it is an error or why you need more information. (3) Tell us the dollar amount of the suspected error. If you tell us orally, we may require that you send us your complaint or question in writing within 10 business days.",
	"We will determine whether an error occurred within 10 business days (20 business days if the transfer involved a new account) after we hear from you and will correct any error promptly. If we need more time, however, we may take up to 45 days (90 days if the transfer involved a new account, a point-of-sale transaction, or a foreign-initiated transfer) to investigate. This notice applies to consumer accounts only; business accounts are governed by the Commercial Account Agreement, which requires notice within 30 days.",
}

var wpRecon = []string{"Ending balance shown on this statement", "Add deposits not shown on this statement", "Subtotal",
	"Subtract checks and withdrawals outstanding", "Balance (should agree with your checkbook register)"}

func drawWPLedger(fs *fstmt) *doc {
	fs.Creator = "Microsoft® Word for Microsoft 365"
	c := wpBuild(fs)
	const (
		L, R   = 40.0, 572.0
		bottom = 712.0
		lh     = 11.0
	)
	d := newDoc()
	d.font = "serif"
	xDate, xCr, xDb, xBal, xDesc := 46.0, 178.0, 262.0, 346.0, 362.0
	inTable := false
	head := func(d *doc) {
		d.text(xDate, "Date", 9, true)
		d.rtext(xCr, "Credits", 9, true)
		d.rtext(xDb, "Debits", 9, true)
		d.rtext(xBal, "Balance", 9, true)
		d.text(xDesc, "Description", 9, true)
		d.fbRule(L, R, d.y+3, 0)
		d.fbRule(L, R, d.y+5, 0)
		d.nl(16)
	}
	d.header = func(d *doc) {
		d.y = 92
		if inTable {
			d.text(L, c.AcctTitle, 10, true)
			d.nl(13)
			d.text(L, "Transactions (continued)", 10, true)
			d.nl(14)
			head(d)
		}
	}
	d.footer = footerWith(func(d *doc, page, total int) {
		d.font = "serif"
		d.fbAt(R, 40, fmt.Sprintf("Page %d of %d", page, total), 9, false, true)
		d.fbAt(R, 52, "Statement Period "+c.Period, 9, false, true)
		d.fbAt(150, 752, "MEMBER FDIC          EQUAL HOUSING LENDER  •  AN EQUAL OPPORTUNITY EMPLOYER", 7, true, false)
	})
	// Page 1.
	d.y = 76
	d.rtext(R, "Account Information & Customer Service", 9, true)
	d.nl(11)
	d.rtext(R, "1-(936)-555-0184", 9, false)
	d.y = 100
	save := d.font
	d.font = "mono"
	d.text(54, c.RoutingLine, 7, false)
	d.font = save
	d.rtext(R, "2200 TIMBERLOCH PL STE 210 THE WOODLANDS TX 77380", 7.5, false)
	d.y = 122
	for _, l := range []string{fs.Holder, fs.Street, fs.City} {
		d.text(54, l, 10, false)
		d.nl(12)
	}
	d.y = 134
	d.rtext(R, "Visit Us Online at www.cypresshollow.bank", 9, false)
	d.nl(12)
	d.rtext(R, "Like Us On Facebook     Follow Us on X", 8, false)
	d.y = 196
	d.text(250, "Summary of Accounts", 11, true)
	d.nl(16)
	for k, h := range [][2]string{{"BALANCE", "FORWARD"}, {"TOTAL", "DEBITS"}, {"TOTAL", "CREDITS"}, {"CLOSING", "BALANCE"}} {
		x := 340 + float64(k)*77
		d.fbAt(x, d.y, h[0], 8, true, true)
		d.fbAt(x, d.y+10, h[1], 8, true, true)
	}
	d.nl(10)
	d.text(L, "ACCOUNT TYPE AND NUMBER", 8, true)
	d.fbRule(L, R, d.y+3, 0)
	d.nl(14)
	d.text(L, c.AcctTitle, 9, false)
	for k, v := range c.Summary {
		d.rtext(340+float64(k)*77, v, 9, false)
	}
	d.nl(24)
	d.text(L, c.AcctTitle, 10, true)
	d.nl(16)
	d.text(L, "Transactions", 10, true)
	d.nl(14)
	head(d)
	inTable = true
	for _, row := range c.Rows {
		desc, code := row[4], ""
		if strings.HasSuffix(desc, wpCode) {
			desc, code = strings.TrimSuffix(desc, wpCode), strings.TrimSpace(wpCode)
		}
		lines := wrapWords(desc, 34)
		d.fbBreak(lh*float64(len(lines)), bottom, 0)
		d.text(xDate, row[0], 9, false)
		d.rtext(xCr, row[1], 9, false)
		d.rtext(xDb, row[2], 9, false)
		d.rtext(xBal, row[3], 9, false)
		if code != "" {
			d.rtext(R, code, 9, false)
		}
		for _, l := range lines {
			d.text(xDesc, l, 9, false)
			d.nl(lh)
		}
	}
	inTable = false
	d.nl(14)
	d.fbBreak(50, bottom, 0)
	d.rtext(400, "Total for", 9, true)
	d.rtext(520, "Total for", 9, true)
	d.nl(11)
	d.rtext(400, "This Statement", 9, true)
	d.rtext(520, "This Year", 9, true)
	d.nl(12)
	for _, f := range c.Fees {
		d.text(L, f[0], 9, false)
		d.rtext(400, f[1], 9, false)
		d.rtext(520, f[2], 9, false)
		d.nl(12)
	}
	d.nl(12)
	d.fbBreak(60, bottom, 0)
	d.text(L, "Account Summary", 10, true)
	d.nl(13)
	for k := 0; k < len(c.Acct); k += 2 {
		d.text(L, c.Acct[k][0], 9, false)
		d.rtext(290, c.Acct[k][1], 9, false)
		d.text(310, c.Acct[k+1][0], 9, false)
		d.rtext(R, c.Acct[k+1][1], 9, false)
		d.nl(11)
	}
	d.nl(6)
	per := (len(c.Daily) + 2) / 3
	d.fbBreak(40, bottom, 0)
	d.text(L, "Daily Closing Balance Summary", 10, true)
	d.nl(13)
	dh := func(d *doc) {
		for q := 0; q < 3; q++ {
			x := L + float64(q)*180
			d.fbAt(x, d.y, "Date", 9, true, false)
			d.fbAt(x+130, d.y, "Balance", 9, true, true)
		}
		d.nl(12)
	}
	dh(d)
	for k := 0; k < per; k++ {
		if d.fbBreak(11, bottom, 0) {
			dh(d)
		}
		for q := 0; q < 3; q++ {
			if n := q*per + k; n < len(c.Daily) {
				x := L + float64(q)*180
				d.fbAt(x, d.y, c.Daily[n][0], 9, false, false)
				d.fbAt(x+130, d.y, c.Daily[n][1], 9, false, true)
			}
		}
		d.nl(11)
	}
	// The notices start a page of their own.
	d.fbBreak(bottom, bottom, 0)
	d.y = 84
	d.text(L, "In Case Of Errors Or Questions About Your Electronic Transfers", 10, true)
	d.nl(12)
	d.text(L, "For Consumer Accounts Only", 9, true)
	d.nl(13)
	for _, p := range wpLegal {
		d.fbPara(L, p, 66, 8, 10, bottom, 0, false)
		d.nl(5)
	}
	d.y = 84
	d.text(340, "ACCOUNT RECONCILIATION", 10, true)
	d.nl(16)
	for _, l := range wpRecon {
		for _, w := range wrapWords(l, 34) {
			d.text(340, w, 8, false)
			d.nl(10)
		}
		d.text(500, "$", 8, false)
		d.fbRule(508, R, d.y-8, 0.2)
		d.nl(10)
	}
	d.finish()
	fs.Notes = append(fs.Notes, "Fee rows end with the tag SVC CH*, printed at the right of the description column; it is part of the description.")
	fs.printTotals(shows{Credits: true, Debits: true, Running: "every_row", Daily: true})
	return d
}

// ---- the Writer rendering (Flat ODT).

func wpX(s string) string { return html.EscapeString(s) }

// wpCell is one table cell: text, paragraph style, cell style.
func wpCell(text, pstyle, cstyle string) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<table:table-cell table:style-name="%s" office:value-type="string"><text:p text:style-name="%s">`, cstyle, pstyle)
	b.WriteString(text)
	b.WriteString(`</text:p></table:table-cell>`)
	return b.String()
}

func wpTable(name string, widths []float64, header []string, rows []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<table:table table:name="%s" table:style-name="%s">`, name, name)
	for k := range widths {
		fmt.Fprintf(&b, `<table:table-column table:style-name="%s.C%d"/>`, name, k)
	}
	if len(header) > 0 {
		b.WriteString(`<table:table-header-rows>`)
		for _, h := range header {
			b.WriteString(h)
		}
		b.WriteString(`</table:table-header-rows>`)
	}
	for _, r := range rows {
		b.WriteString(r)
	}
	b.WriteString(`</table:table>`)
	return b.String()
}

func wpTableStyle(name string, widths []float64) string {
	var b strings.Builder
	total := 0.0
	for _, w := range widths {
		total += w
	}
	fmt.Fprintf(&b, `<style:style style:name="%s" style:family="table"><style:table-properties style:width="%.2fin" table:align="left" fo:margin-top="0.04in" fo:margin-bottom="0.08in"/></style:style>`, name, total)
	for k, w := range widths {
		fmt.Fprintf(&b, `<style:style style:name="%s.C%d" style:family="table-column"><style:table-column-properties style:column-width="%.2fin"/></style:style>`, name, k, w)
	}
	return b.String()
}

func writeWPLedger(fs *fstmt) string {
	c := wpBuild(fs)
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
`)
	fmt.Fprintf(&b, `<office:meta><dc:title>%s</dc:title><meta:initial-creator>CHB Statements</meta:initial-creator><meta:creation-date>%s</meta:creation-date></office:meta>
`, wpX(fs.Bank+" statement"), fixedTime.Format("2006-01-02T15:04:05"))
	b.WriteString(`<office:font-face-decls><style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'" style:font-family-generic="roman" style:font-pitch="variable"/><style:font-face style:name="Liberation Mono" svg:font-family="'Liberation Mono'" style:font-family-generic="modern" style:font-pitch="fixed"/></office:font-face-decls>
<office:styles><style:default-style style:family="paragraph"><style:paragraph-properties fo:margin-top="0in" fo:margin-bottom="0in" fo:line-height="100%"/><style:text-properties style:font-name="Liberation Serif" fo:font-size="9pt" fo:language="en" fo:country="US"/></style:default-style><style:style style:name="Standard" style:family="paragraph" style:class="text"/></office:styles>
<office:automatic-styles>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="8.5in" fo:page-height="11in" style:print-orientation="portrait" fo:margin-top="0.45in" fo:margin-bottom="0.4in" fo:margin-left="0.55in" fo:margin-right="0.55in"/><style:header-style><style:header-footer-properties fo:min-height="0in" fo:margin-bottom="0.18in"/></style:header-style><style:footer-style><style:header-footer-properties fo:min-height="0in" fo:margin-top="0.12in"/></style:footer-style></style:page-layout>
<style:style style:name="PR" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/></style:style>
<style:style style:name="PRB" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="PC" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/></style:style>
<style:style style:name="PCB" style:family="paragraph"><style:paragraph-properties fo:text-align="center" fo:margin-top="0.12in" fo:margin-bottom="0.05in"/><style:text-properties fo:font-size="11pt" fo:font-weight="bold"/></style:style>
<style:style style:name="PF" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="7pt" fo:font-weight="bold"/></style:style>
<style:style style:name="PB" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.1in" fo:margin-bottom="0.03in"/><style:text-properties fo:font-size="10pt" fo:font-weight="bold"/></style:style>
<style:style style:name="PH" style:family="paragraph"><style:text-properties fo:font-size="8pt" fo:font-weight="bold"/></style:style>
<style:style style:name="PHR" style:family="paragraph"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-size="8pt" fo:font-weight="bold"/></style:style>
<style:style style:name="PA" style:family="paragraph"><style:text-properties fo:font-size="10pt"/></style:style>
<style:style style:name="PM" style:family="paragraph"><style:paragraph-properties fo:margin-top="0.1in" fo:margin-bottom="0.08in"/><style:text-properties style:font-name="Liberation Mono" fo:font-size="7pt"/></style:style>
<style:style style:name="PL" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.06in" fo:text-align="justify"/><style:text-properties fo:font-size="8pt"/></style:style>
<style:style style:name="PD" style:family="paragraph"><style:paragraph-properties><style:tab-stops><style:tab-stop style:position="3.55in" style:type="right"/></style:tab-stops></style:paragraph-properties></style:style>
<style:style style:name="PBR" style:family="paragraph"><style:paragraph-properties fo:break-before="page"/><style:text-properties fo:font-size="10pt" fo:font-weight="bold"/></style:style>
<style:style style:name="CH" style:family="table-cell"><style:table-cell-properties fo:padding="0.02in" fo:border-top="none" fo:border-left="none" fo:border-right="none" fo:border-bottom="1.1pt double #000000"/></style:style>
<style:style style:name="CN" style:family="table-cell"><style:table-cell-properties fo:padding-top="0.01in" fo:padding-bottom="0.01in" fo:padding-left="0.03in" fo:padding-right="0.06in" fo:border="none"/></style:style>
`)
	cols := []float64{0.8, 0.95, 0.95, 0.95, 3.75}
	b.WriteString(wpTableStyle("Txn", cols))
	sumCols := []float64{3.0, 1.05, 1.05, 1.05, 1.25}
	b.WriteString(wpTableStyle("Sum", sumCols))
	feeCols := []float64{3.0, 1.3, 1.3}
	b.WriteString(wpTableStyle("Fees", feeCols))
	acCols := []float64{2.35, 1.25, 2.5, 1.3}
	b.WriteString(wpTableStyle("Acct", acCols))
	dCols := []float64{0.9, 1.5, 0.9, 1.5, 0.9, 1.5}
	b.WriteString(wpTableStyle("Daily", dCols))
	addrCols := []float64{3.7, 3.7}
	b.WriteString(wpTableStyle("Addr", addrCols))
	b.WriteString(`</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:header>`)
	b.WriteString(`<text:p text:style-name="PR">Page <text:page-number text:select-page="current">1</text:page-number> of <text:page-count>1</text:page-count></text:p>`)
	fmt.Fprintf(&b, `<text:p text:style-name="PR">Statement Period %s</text:p>`, wpX(c.Period))
	b.WriteString(`</style:header><style:footer><text:p text:style-name="PF">MEMBER FDIC<text:s text:c="10"/>EQUAL HOUSING LENDER • AN EQUAL OPPORTUNITY EMPLOYER</text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
`)
	p := func(style, s string) { fmt.Fprintf(&b, `<text:p text:style-name="%s">%s</text:p>`, style, s) }
	p("PRB", "Account Information &amp; Customer Service")
	p("PR", "1-(936)-555-0184")
	p("PM", wpX(c.RoutingLine))
	// Address block and the bank's details side by side.
	left := []string{fs.Holder, fs.Street, fs.City}
	right := []string{"2200 TIMBERLOCH PL STE 210 THE WOODLANDS TX 77380", "Visit Us Online at www.cypresshollow.bank", "Like Us On Facebook<text:s text:c=\"4\"/>Follow Us on X"}
	var ar []string
	for k := range left {
		ar = append(ar, "<table:table-row>"+wpCell(wpX(left[k]), "PA", "CN")+wpCell(right[k], "PR", "CN")+"</table:table-row>")
	}
	b.WriteString(wpTable("Addr", addrCols, nil, ar))
	p("PCB", "Summary of Accounts")
	sh := []string{"<table:table-row>" + wpCell("", "PH", "CN") + wpCell("BALANCE", "PHR", "CN") + wpCell("TOTAL", "PHR", "CN") + wpCell("TOTAL", "PHR", "CN") + wpCell("CLOSING", "PHR", "CN") + "</table:table-row>",
		"<table:table-row>" + wpCell("ACCOUNT TYPE AND NUMBER", "PH", "CH") + wpCell("FORWARD", "PHR", "CH") + wpCell("DEBITS", "PHR", "CH") + wpCell("CREDITS", "PHR", "CH") + wpCell("BALANCE", "PHR", "CH") + "</table:table-row>"}
	sr := []string{"<table:table-row>" + wpCell(wpX(c.AcctTitle), "Standard", "CN") + wpCell(c.Summary[0], "PR", "CN") + wpCell(c.Summary[1], "PR", "CN") +
		wpCell(c.Summary[2], "PR", "CN") + wpCell(c.Summary[3], "PR", "CN") + "</table:table-row>"}
	b.WriteString(wpTable("Sum", sumCols, sh, sr))
	p("PB", wpX(c.AcctTitle))
	p("PB", "Transactions")
	th := []string{"<table:table-row>" + wpCell("Date", "PH", "CH") + wpCell("Credits", "PHR", "CH") + wpCell("Debits", "PHR", "CH") + wpCell("Balance", "PHR", "CH") + wpCell("Description", "PH", "CH") + "</table:table-row>"}
	var tr []string
	for _, row := range c.Rows {
		desc := wpX(row[4])
		if strings.HasSuffix(row[4], wpCode) {
			desc = wpX(strings.TrimSuffix(row[4], wpCode)) + "<text:tab/>" + strings.TrimSpace(wpCode)
		}
		tr = append(tr, "<table:table-row>"+wpCell(row[0], "Standard", "CN")+wpCell(row[1], "PR", "CN")+wpCell(row[2], "PR", "CN")+wpCell(row[3], "PR", "CN")+wpCell(desc, "PD", "CN")+"</table:table-row>")
	}
	b.WriteString(wpTable("Txn", cols, th, tr))
	fh := []string{"<table:table-row>" + wpCell("", "PH", "CN") + wpCell("Total for<text:line-break/>This Statement", "PHR", "CN") + wpCell("Total for<text:line-break/>This Year", "PHR", "CN") + "</table:table-row>"}
	var fr []string
	for _, f := range c.Fees {
		fr = append(fr, "<table:table-row>"+wpCell(f[0], "Standard", "CN")+wpCell(f[1], "PR", "CN")+wpCell(f[2], "PR", "CN")+"</table:table-row>")
	}
	b.WriteString(wpTable("Fees", feeCols, fh, fr))
	p("PB", "Account Summary")
	var acr []string
	for k := 0; k < len(c.Acct); k += 2 {
		acr = append(acr, "<table:table-row>"+wpCell(wpX(c.Acct[k][0]), "Standard", "CN")+wpCell(c.Acct[k][1], "PR", "CN")+
			wpCell(wpX(c.Acct[k+1][0]), "Standard", "CN")+wpCell(c.Acct[k+1][1], "PR", "CN")+"</table:table-row>")
	}
	b.WriteString(wpTable("Acct", acCols, nil, acr))
	p("PB", "Daily Closing Balance Summary")
	dh := "<table:table-row>"
	for q := 0; q < 3; q++ {
		dh += wpCell("Date", "PH", "CN") + wpCell("Balance", "PHR", "CN")
	}
	dh += "</table:table-row>"
	per := (len(c.Daily) + 2) / 3
	var dr []string
	for k := 0; k < per; k++ {
		row := "<table:table-row>"
		for q := 0; q < 3; q++ {
			if n := q*per + k; n < len(c.Daily) {
				row += wpCell(c.Daily[n][0], "Standard", "CN") + wpCell(c.Daily[n][1], "PR", "CN")
			} else {
				row += wpCell("", "Standard", "CN") + wpCell("", "PR", "CN")
			}
		}
		dr = append(dr, row+"</table:table-row>")
	}
	b.WriteString(wpTable("Daily", dCols, []string{dh}, dr))
	p("PBR", "In Case Of Errors Or Questions About Your Electronic Transfers")
	p("PH", "For Consumer Accounts Only")
	for _, l := range wpLegal {
		p("PL", wpX(l))
	}
	p("PB", "ACCOUNT RECONCILIATION")
	for _, l := range wpRecon {
		p("PL", wpX(l)+"<text:tab/>$ ____________________")
	}
	b.WriteString("\n</office:text></office:body></office:document>\n")
	fs.Notes = append(fs.Notes, "Fee rows end with the tag SVC CH*, printed at the right of the description column; it is part of the description.")
	fs.printTotals(shows{Credits: true, Debits: true, Running: "every_row", Daily: true})
	return b.String()
}
