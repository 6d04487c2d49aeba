package main

import (
	"fmt"
	"strings"
)

// ---- currcode: the USD statement of a multi-currency business account
// (Wise/Airwallex/Payoneer-style), printed from HTML by Chromium and by
// LibreOffice.
//
// Modelled conventions: every amount carries its currency. Rows print
// "USD 1,234.56" in Money in / Money out and "USD 12,345.67" (or "USD
// -312.40") as the balance; the summary prints the dollar sign set apart
// from the figure, as an accounting format does ("$" at the left edge of
// its cell, the figure right-aligned); limits and plan terms print whole
// dollars ($25,000, $1,500), and the pricing table dollars and cents.
// The period carries its time zone ("January 1, 2026 [GMT-05:00]"),
// dates are MM-DD-YYYY, and the descriptions are written as the app
// writes them: "Received money from … with reference …", "Card
// transaction of 45.20 USD issued by …" (the row's own amount in the
// description), conversions between the account's own currency balances
// ("Converted 1,234.56 USD to 1,139.42 EUR") and payments received in
// euros and converted ("Received 1,187.00 EUR from …, converted at 1 EUR
// = 1.08350 USD"), so descriptions hold amounts that are not the row's; a
// Reference column of transfer IDs beside the description.
func init() {
	fFamilies = append(fFamilies, fFamily{
		ID: 4, Name: "currcode", Bank: "Orbitra",
		Aliases: []string{"Orbitra Payments Inc.", "Orbitra Payments", "Commonwealth Harbor Bank"},
		Prepare: prepareCurrCode, Markup: htmlCurrCode, PageOfN: false,
		Docs: []cDoc{{Variant: 0, Producer: "chromium"}, {Variant: 1, Producer: "chromium"}, {Variant: 2, Producer: "chromium"},
			{Variant: 3, Producer: "chromium"}, {Variant: 0, Producer: "libreoffice"}, {Variant: 1, Producer: "libreoffice"},
			{Variant: 3, Producer: "libreoffice"}},
	})
}

// ccUSD is a row amount with its code: USD 1,234.56 (USD -312.40).
func ccUSD(c int64) string {
	if c < 0 {
		return "USD -" + money(c)
	}
	return "USD " + money(c)
}

// ccFX returns a foreign amount and the rate for a USD amount: the
// account converted at a rate of about 1.08 USD per EUR.
func ccFX(c int64, salt uint64) (eur int64, rate string) {
	r := 107900 + int64(salt%900) // 1.07900 … 1.08799, in 1/100000
	eur = (c*100000 + r/2) / r
	return eur, fmt.Sprintf("%d.%05d", r/100000, r%100000)
}

func prepareCurrCode(fs *fstmt) {
	famRenumberChecks(fs)
	info := famClassify(fs)
	city, st := famCityState(fs)
	t := func(s string) string { return famTitle(s) }
	achN := 0
	for i := range fs.Rows {
		r := &fs.Rows[i]
		in := info[i]
		id := "TRANSFER-" + famDigits(fs, i, "tid", 9)
		set := func(desc string) { r.Desc, r.Code = desc, id }
		amt := money(r.Cents)
		switch r.Code {
		case kSquare:
			set("Received money from SQUARE INC with reference SQ" + r.Date.Format("060102") + " " + famAlnum(fs, i, "sq", 8))
		case kStripe:
			set("Received money from STRIPE with reference " + in.Ref)
		case kClover:
			set("Received money from CLOVER MERCHANT SERVICES with reference MID " + famDigits(fs, i, "mid", 10))
		case kShopify:
			set("Received money from SHOPIFY INC with reference payout " + famAlnum(fs, i, "sh", 8))
		case kACHIn:
			achN++
			if achN%3 == 0 {
				eur, rate := ccFX(r.Cents, famHash(fs, i, "fx"))
				set(fmt.Sprintf("Received %s EUR from %s GMBH, converted at 1 EUR = %s USD, reference %s", money(eur), in.Party, rate, in.Ref))
			} else {
				set("Received money from " + in.Party + " with reference " + in.Ref)
			}
		case kTaxRefund:
			set("Received money from IRS TREAS 310 with reference TAX REF")
		case kZelleIn:
			set("Received money from " + in.Party + " with reference invoice " + r.Date.AddDate(0, 0, -3).Format("0102"))
		case kMobile:
			set("Check deposit " + in.Ref + " (mobile)")
		case kBranchDep:
			set("Received wire from " + customers[famHash(fs, i, "bdc")%uint64(len(customers))] + " with reference " + famDigits(fs, i, "bd", 6))
		case kXferIn:
			eur, rate := ccFX(r.Cents, famHash(fs, i, "fx"))
			set(fmt.Sprintf("Converted %s EUR to %s USD at 1 EUR = %s USD", money(eur), amt, rate))
		case kRefund:
			set("Card transaction refund of " + amt + " USD by " + t(in.Party))
		case kFeeRev:
			set("Refund of Orbitra fees")
		case kFunding:
			set("Received money from " + in.Party + " LLC with reference FUNDING " + in.Ref)
		case kCard, kRecurring, kCardPin:
			set("Card transaction of " + amt + " USD issued by " + t(in.Party) + " " + city + " " + st)
		case kATM:
			set("Cash withdrawal of " + amt + " USD at ALLPOINT " + t(fs.Street) + " " + city + " " + st)
		case kCheck:
			r.Code = id
		case kPayroll:
			set("Sent money to ADP WAGE PAY with reference payroll " + in.Ref)
		case kPayrollTax:
			set("Sent money to IRS USATAXPYMT with reference 941 " + fs.Start.Format("2006") + "Q" + fmt.Sprint((int(fs.Start.Month())+2)/3))
		case kUtility, kBillPay:
			set("Sent money to " + in.Party + " with reference acct " + famDigits(fs, i, "u", 8))
		case kZelleOut:
			set("Sent money to " + in.Party)
		case kXferOut:
			eur, rate := ccFX(r.Cents, famHash(fs, i, "fx"))
			set(fmt.Sprintf("Converted %s USD to %s EUR at 1 EUR = %s USD", amt, money(eur), rate))
		case kMCAPay:
			set("Direct debit payment to " + in.Party + " " + famDigits(fs, i, "mca", 8))
		case kLoanPay:
			set("Direct debit payment to " + in.Party + " loan " + famDigits(fs, i, "loan", 8))
		case kWireOut:
			set("Sent money to " + in.Party + " LLC by wire with reference INV " + famDigits(fs, i, "wi", 5))
		case kReturned:
			set("Returned check deposit " + famDigits(fs, i, "rck", 5))
		case kNSF:
			set("Returned direct debit fee")
		case kOD:
			set("Negative balance fee")
		case kMonthly:
			set("Orbitra Business plan fee for " + r.Date.Format("January 2006"))
		}
	}
}

func htmlCurrCode(fs *fstmt, producer string) string {
	last4 := fs.AccountNo[len(fs.AccountNo)-4:]
	rows := fs.visible()
	var cr, db int64
	for _, r := range rows {
		if r.Credit {
			cr += r.Cents
		} else {
			db += r.Cents
		}
	}
	tz := "[GMT-05:00]"
	per := fs.Start.Format("January 2, 2006") + " " + tz + " - " + fs.End.Format("January 2, 2006") + " " + tz
	var b strings.Builder
	b.WriteString(`<!doctype html><html><head><meta charset="utf-8"><title>Orbitra USD statement</title><style>`)
	if producer == "chromium" {
		b.WriteString(`@page { size: Letter; margin: 0.5in 0.55in 0.6in 0.55in;
  @bottom-center { content: "Orbitra Payments Inc. · USD statement · ` + fs.Holder + ` · " counter(page) " / " counter(pages); font-family: 'Liberation Sans', sans-serif; font-size: 6.5pt; color: #68707a; } }
`)
	}
	b.WriteString(`body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 8pt; color: #0e1726; margin: 0; }
table { border-collapse: collapse; }
.logo { font-size: 18pt; font-weight: bold; color: #2a4bd7; }
.kv td { padding: 1.5pt 10pt 1.5pt 0; vertical-align: top; font-size: 8pt; }
.kv td.k { color: #68707a; }
.sum { margin-top: 12pt; border: 0.75pt solid #c9ced6; }
.sum td { padding: 4pt 8pt; font-size: 9pt; }
.sum td.cur { padding-right: 0; width: 14pt; }
.sum td.fig { text-align: right; padding-left: 2pt; width: 80pt; }
.sum tr.tot td { border-top: 0.75pt solid #0e1726; font-weight: bold; }
h2 { font-size: 10.5pt; margin: 16pt 0 5pt 0; }
.tx { width: 100%; }
.tx th { text-align: left; font-size: 7pt; color: #68707a; font-weight: normal; border-bottom: 0.75pt solid #0e1726; padding: 3pt 4pt; }
.tx td { padding: 4pt 4pt; border-bottom: 0.4pt solid #e3e6ea; vertical-align: top; }
.tx .n { text-align: right; white-space: nowrap; }
.tx .ref { font-size: 6.5pt; color: #68707a; white-space: nowrap; }
.box { margin-top: 14pt; width: 100%; }
.box td { vertical-align: top; padding: 0 12pt 0 0; font-size: 7pt; line-height: 1.4; }
.legal { font-size: 6.5pt; color: #4a525c; margin-top: 12pt; line-height: 1.4; }
</style></head><body>`)
	fmt.Fprintf(&b, `<table width="100%%"><tr><td class="logo"><font color="#2a4bd7" size="5"><b>orbitra</b></font></td><td align="right"><b>USD statement</b><br>%s</td></tr></table>`, esc(per))
	b.WriteString(`<table class="kv" style="margin-top:12pt"><tr><td width="50%">`)
	fmt.Fprintf(&b, `<b>%s</b><br>%s<br>%s</td><td><table>`, esc(fs.Holder), esc(fs.Street), esc(fs.City))
	for _, kv := range [][2]string{{"Account number", "83100" + fs.AccountNo[len(fs.AccountNo)-7:]}, {"Routing number (ACH)", "026073150"},
		{"Bank", "Commonwealth Harbor Bank, 30 W 26th St, New York, NY 10010"}, {"Generated on", fs.End.AddDate(0, 0, 1).Format("January 2, 2006")}} {
		fmt.Fprintf(&b, `<tr><td class="k">%s</td><td>%s</td></tr>`, kv[0], esc(kv[1]))
	}
	b.WriteString(`</table></td></tr></table>`)
	// Summary: the dollar sign set apart from its figure.
	b.WriteString(`<table class="sum">`)
	for k, kv := range []struct {
		l string
		v int64
	}{{"Balance on " + fs.Start.Format("January 2, 2006"), fs.OpenP}, {"Money in", cr}, {"Money out", -db}, {"Balance on " + fs.End.Format("January 2, 2006"), fs.CloseP}} {
		cls := ""
		if k == 3 {
			cls = ` class="tot"`
		}
		fig := money(kv.v)
		if kv.v < 0 {
			fig = "(" + fig + ")"
		}
		fmt.Fprintf(&b, `<tr%s><td>%s</td><td class="cur">$</td><td class="fig" align="right">%s</td></tr>`, cls, esc(kv.l), fig)
	}
	b.WriteString(`</table>`)
	b.WriteString(`<h2>Transactions</h2><table class="tx" width="100%"><thead><tr><th width="11%">Date</th><th>Description</th><th width="17%">Reference</th><th class="n" width="12%" align="right">Money in</th><th class="n" width="12%" align="right">Money out</th><th class="n" width="13%" align="right">Balance</th></tr></thead><tbody>`)
	for _, r := range rows {
		desc := r.Desc
		if r.CheckNo > 0 {
			desc = fmt.Sprintf("Check #%d", r.CheckNo)
		}
		in, out := "", ""
		if r.Credit {
			in = ccUSD(r.Cents)
		} else {
			out = ccUSD(r.Cents)
		}
		fmt.Fprintf(&b, `<tr><td align="left">%s</td><td align="left">%s</td><td class="ref" align="left"><font size="1">%s</font></td><td class="n" align="right">%s</td><td class="n" align="right">%s</td><td class="n" align="right">%s</td></tr>`,
			fs.date(&r, "01-02-2006"), nobrHyphens(desc), r.Code, in, out, ccUSD(r.Balance))
	}
	b.WriteString(`</tbody></table>`)
	// Limits in whole dollars, pricing in dollars and cents.
	fmt.Fprintf(&b, `<table class="box"><tr><td width="50%%"><b>Your limits</b><br>Card spending: $25,000 per month<br>ATM withdrawals: $1,500 per day, 2 free per month<br>Same-day ACH: $100,000 per payment<br>Account ending %s &middot; Business plan</td>`, last4)
	b.WriteString(`<td><b>Pricing</b><br>Business plan: $15.00 per month<br>Receiving USD wires: $6.11 each<br>Sending domestic wires: $15.00 each<br>Converting USD to EUR: 0.43% of the amount converted</td></tr></table>`)
	fmt.Fprintf(&b, `<div class="legal">Orbitra Payments Inc. is a licensed money transmitter (NMLS ID 2042217) and not a bank. USD account details are provided by Commonwealth Harbor Bank, Member FDIC; balances held at Commonwealth Harbor Bank are eligible for pass-through deposit insurance up to $250,000. Balances held in currencies other than USD are not FDIC insured. Exchange rates shown are the rates applied at the time of conversion and include Orbitra's fee. For errors or questions about your electronic transfers, contact us at support@orbitra.example or 1-866-555-0175 no later than 60 days after we sent you the first statement on which the problem appeared; give your name, the account number ending %s, the transfer ID from the Reference column and the amount. We will tell you the results of our investigation within 10 business days (or 45 days if we need more time) and correct any error promptly. Statement period %s.</div></body></html>`,
		last4, esc(per))
	fs.printTotals(shows{Credits: true, Debits: true, Running: "every_row"})
	fs.Notes = append(fs.Notes, "Every amount carries its currency (USD 1,234.56; the summary's $ stands apart from the figure, and Money out is in parentheses there). Descriptions hold amounts that are not the row's (euro amounts of conversions and received payments) and, for card rows, the row's own amount; the Reference column (transfer IDs) is not part of the description. The limits ($25,000, $1,500) and pricing are not transactions.")
	return b.String()
}

// nobrHyphens escapes s and keeps every hyphenated word on one line, as
// the statement's own template does for references (ST-3E866BC8).
func nobrHyphens(s string) string {
	ws := strings.Fields(s)
	for i, w := range ws {
		ws[i] = esc(w)
		if strings.Contains(w, "-") {
			ws[i] = "<nobr>" + ws[i] + "</nobr>"
		}
	}
	return strings.Join(ws, " ")
}
