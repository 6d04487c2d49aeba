package main

import (
	"fmt"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"
	"github.com/docanalysis/service/infra/internal/blindkit"
)

// famLegal: a national bank statement whose disclosure page (dense
// two-column legal text full of dates, percentages, dollar limits and
// phone numbers) sits between the transaction pages: page 1 and page 3
// hold the ledger, page 2 is legal text; page 1 also carries an
// "Important account information" box.
func famLegal() blindkit.Family {
	return blindkit.Family{Name: "legal-interleaved", Tool: "go", Producer: "FPDF (core Helvetica)",
		Convention: "national bank business checking whose page 2 is a full page of two-column disclosures (error resolution, funds availability with dollar limits and dates, overdraft fee schedule, APY / interest rates, arbitration, phone numbers) printed between the transaction pages 1 and 3; page 1 carries an 'Important account information' box (fee changes effective on a date, new limits); ledger Date / Description / Credits / Debits / Daily Balance with `MM/DD` dates and the balance on a day's last row only, 'Transaction history continued on page 3' at the foot of page 1, 'Transaction history (continued)' with the column header again on page 3; FPDF with the core Helvetica font",
		Make: func() []*blindkit.Doc {
			return []*blindkit.Doc{
				legalDoc("legal_interleaved_jan26", blindkit.Day(2026, 1, 1), blindkit.Day(2026, 1, 31), 5401, false),
				legalDoc("legal_interleaved_jul26_overdrawn", blindkit.Day(2026, 7, 1), blindkit.Day(2026, 7, 31), 5402, true),
			}
		}}
}

func legalDesc(r blindkit.Raw) (string, []string) {
	code, ls := bankDesc(r)
	switch r.K {
	case "mca", "achdebit", "payroll", "tax":
		// two lines: the company and entry on one, the trace on the next
		return code, []string{ls[0] + " " + strings.SplitN(ls[1], " SEC:", 2)[0], ls[2]}
	case "nsf":
		return code, []string{"OVERDRAFT FEE FOR ITEM " + r.Ref}
	}
	return code, ls
}

func legalDoc(name string, start, end time.Time, seed uint64, od bool) *blindkit.Doc {
	holder, num := "GRANITE HOLLOW LANDSCAPING LLC", "000558310427"
	addr := []string{"GRANITE HOLLOW LANDSCAPING LLC", "77 QUARRY RD STE 4", "BARRE VT 05641-2210"}
	act := blindkit.Act{N: 30, MCA: []blindkit.MCA{{Funder: "CASCADE BRIDGE FUNDING", Cents: 142500, Weekly: true, ID: "CBF0098123"}},
		Processors: []string{"SQUARE INC", "INTUIT PYMT SOLN"}, Checks: 5, CheckStart: 1188, Fee: 1800, Notice: "WIRE FEE WAIVED - RELATIONSHIP"}
	if od {
		holder, num = "SEABRIGHT MOBILE DETAILING INC", "000558377061"
		addr = []string{"SEABRIGHT MOBILE DETAILING INC", "1290 HARBOR BLVD", "OXNARD CA 93035"}
		act = blindkit.Act{N: 26, MCA: []blindkit.MCA{{Funder: "VANTAGE POINT ADVANCE", Cents: 31900, ID: "VPA4471902"}},
			Funding: "VANTAGE POINT ADVANCE", FundID: "VPA4471902", Processors: []string{"STRIPE TRANSFER"}, Checks: 3, CheckStart: 4402, Fee: 1800}
	}
	s := &blindkit.Stmt{Bank: "Meridian National Bank", Aliases: []string{"MERIDIAN NATIONAL BANK", "Meridian National Bank, N.A."},
		Holder: holder, Number: num, Currency: "USD", Start: start, End: end}
	b := blindkit.NewB(seed, start, end, blindkit.USHolidays)
	blindkit.Activity(b, blindkit.USRegion, act, holder, legalDesc)
	var ov *blindkit.Overdraft
	if od {
		ov = blindkit.NewOverdraft(0.4, 2, 3500, holder, legalDesc, blindkit.USRegion)
	}
	b.Finish(s, 2200000, 100000, ov)
	rows := blindkit.Moving(s.Txns)
	all := s.Txns // with the notice
	cr, ncr, db, ndb := blindkit.Sums(rows)

	sh := newSheet("Helvetica", false)
	const L, R = 40.0, 572.0
	last4 := num[len(num)-4:]
	period := start.Format("January 2, 2006") + " through " + end.Format("January 2, 2006")
	p := 0
	sh.text(p, L, 54, 16, true, "MERIDIAN NATIONAL BANK")
	sh.text(p, L, 66, 7.5, false, "Business Banking  |  PO Box 31750, Columbus OH 43231  |  1-800-555-0163  |  meridiannb.example")
	sh.rtext(p, R, 54, 9, true, period)
	sh.rtext(p, R, 66, 8, false, "Account Number: "+num)
	sh.rtext(p, R, 77, 8, false, "Business Advantage Checking")
	for i, l := range addr {
		sh.text(p, L+18, 104+float64(i)*11, 9, false, l)
	}
	// summary (left) and important information (right)
	y := 160.0
	sh.text(p, L, y, 10, true, "Account summary")
	sh.rule(p, L, y+4, L+250, 0.8)
	sum := [][2]string{{"Beginning balance on " + start.Format("January 2"), "$" + blindkit.Signed(s.Open)},
		{fmt.Sprintf("Deposits and other credits (%d)", ncr), blindkit.Commas(cr)},
		{fmt.Sprintf("Withdrawals and other debits (%d)", ndb), "-" + blindkit.Commas(db)},
		{"Ending balance on " + end.Format("January 2, 2006"), "$" + blindkit.Signed(s.Close)}}
	for i, kv := range sum {
		yy := y + 17 + float64(i)*12
		sh.text(p, L, yy, 8, i == 3, kv[0])
		sh.rtext(p, L+250, yy, 8, i == 3, kv[1])
	}
	bx := L + 280.0
	sh.rect(p, bx, y-10, R-bx, 80, 0.8, false, 0)
	sh.text(p, bx+6, y+2, 8.5, true, "Important account information")
	info := fmt.Sprintf("Effective %s, the Overdraft Item Fee will change from $35.00 to $29.00 per item, and we will charge no more than 3 overdraft fees ($87.00) per business day. Mobile deposits of up to $5,000.00 per day (was $2,500.00) are available the next business day. Questions? Call 1-800-555-0163, 7 a.m. to 9 p.m. ET, Monday through Saturday.",
		end.AddDate(0, 2, 1).Format("01/02/2006"))
	sh.pdf.SetFont("Helvetica", "", 7)
	for i, l := range sh.pdf.SplitText(info, R-bx-12) {
		sh.text(p, bx+6, y+14+float64(i)*8.4, 7, false, l)
	}
	y += 90
	const xDate, xDesc, xCr, xDb, xBal = L, L + 34, 420.0, 490.0, R
	header := func(y float64) {
		sh.rect(p, L, y-9, R-L, 12, 0, true, 220)
		sh.text(p, xDate+2, y, 7.5, true, "Date")
		sh.text(p, xDesc, y, 7.5, true, "Description")
		sh.rtext(p, xCr, y, 7.5, true, "Credits")
		sh.rtext(p, xDb, y, 7.5, true, "Debits")
		sh.rtext(p, xBal, y, 7.5, true, "Daily balance")
	}
	sh.text(p, L, y, 10, true, "Transaction history")
	y += 16
	header(y)
	y += 13
	f := &blindkit.Figs{Rows: rows, Running: "day_end", RowBal: map[*blindkit.Txn]int64{}, Daily: nil,
		TotalCredits: blindkit.I64(cr), TotalDebits: blindkit.I64(db), CountCredits: blindkit.IPtr(ncr), CountDebits: blindkit.IPtr(ndb)}
	bottom := 730.0
	legalPages := map[int]bool{}
	for i, t := range all {
		lines := t.Lines
		h := float64(len(lines))*8.6 + 3
		if y+h > bottom {
			if p == 0 {
				sh.itext(p, L, y+6, 7.5, "Transaction history continued on page 3")
				// page 2: disclosures
				p = 1
				sh.pages++
				legalPages[1] = true
				p = 2
				sh.pages++
			} else {
				sh.itext(p, L, y+6, 7.5, fmt.Sprintf("Transaction history continued on page %d", p+2))
				p++
				sh.pages++
			}
			y = 92
			sh.text(p, L, y, 10, true, "Transaction history (continued)")
			y += 16
			header(y)
			y += 13
		}
		sh.text(p, xDate+2, y, 7.5, false, t.Date.Format("01/02"))
		for k, l := range lines {
			sh.text(p, xDesc, y+float64(k)*8.6, 7.5, false, l)
		}
		switch {
		case t.Cents > 0:
			sh.rtext(p, xCr, y, 7.5, false, blindkit.Commas(t.Cents))
		case t.Cents < 0:
			sh.rtext(p, xDb, y, 7.5, false, blindkit.Commas(t.Cents))
		default:
			sh.rtext(p, xDb, y, 7.5, false, "0.00")
		}
		if blindkit.LastOfDay(all, i) {
			sh.rtext(p, xBal, y, 7.5, false, blindkit.Signed(t.Bal))
			// the day-end balance belongs to the day's last moving row
			for j := i; j >= 0; j-- {
				if all[j].Cents != 0 {
					if all[j].Date.Equal(t.Date) {
						f.RowBal[all[j]] = t.Bal
					}
					break
				}
			}
		}
		y += h
	}
	y += 4
	sh.rule(p, xCr-70, y, R, 0.5)
	y += 10
	sh.text(p, xDesc, y, 7.5, true, "Totals")
	sh.rtext(p, xCr, y, 7.5, true, blindkit.Commas(cr))
	sh.rtext(p, xDb, y, 7.5, true, blindkit.Commas(db))
	y += 18
	if p == 0 {
		// everything fitted on page 1: the disclosures still follow as page 2
		legalPages[1] = true
		sh.pages++
	}
	sh.text(p, L, y, 7, false, "The Ending Daily Balance does not reflect any pending withdrawals or holds on deposited funds that may have been outstanding on your account when your transactions posted.")
	sh.text(p, L, y+9, 7, false, "If you had insufficient available funds when a transaction posted, fees may have been assessed. See the Overdraft Fee schedule on page 2.")
	// page 2: two columns of disclosures
	sh.pdf.SetFont("Helvetica", "", 6.2)
	colW := (R - L - 18) / 2
	var ls []string
	for _, para := range legalText(start, end) {
		ls = append(ls, sh.pdf.SplitText(para, colW)...)
		ls = append(ls, "")
	}
	x, yy := L, 96.0
	sh.text(1, L, 84, 9, true, "IMPORTANT INFORMATION ABOUT YOUR ACCOUNT")
	for _, l := range ls {
		if yy > 742 {
			if x > L {
				break
			}
			x, yy = L+colW+18, 96
		}
		bold := strings.HasPrefix(l, "§")
		sh.text(1, x, yy, 6.2, bold, strings.TrimPrefix(l, "§"))
		yy += 7.4
	}
	pdf := sh.render("Meridian Statement Composer 6.2", "", "Statement "+last4, func(pdf *fpdf.Fpdf, pg, n int) {
		if pg > 0 {
			pdf.SetFont("Helvetica", "B", 8.5)
			pdf.Text(L, 52, "MERIDIAN NATIONAL BANK")
			pdf.SetFont("Helvetica", "", 7.5)
			pdf.Text(L, 63, holder+"  |  Account Number: "+num+"  |  "+period)
			pdf.SetLineWidth(0.5)
			pdf.Line(L, 69, R, 69)
		}
		pdf.SetFont("Helvetica", "", 6.8)
		pdf.Text(L, 770, "Meridian National Bank, N.A.  Member FDIC.  Equal Housing Lender.  Account ending "+last4)
		pg1 := pageOf(pg, n)
		pdf.Text(R-pdf.GetStringWidth(pg1), 770, pg1)
	})
	f.Notes = "National bank business checking statement (FPDF, core Helvetica). Page 1: account summary (Beginning balance on, Deposits and other credits (n), Withdrawals and other debits (n) printed with a minus, Ending balance), an 'Important account information' box with a future fee change, dollar limits and a phone number (not transactions), and the start of the Transaction history Date / Description / Credits / Debits / Daily balance (`MM/DD`, year from the period; the balance printed on a day's last row only). Page 2 is a full page of two-column disclosures dense with dates, percentages, dollar amounts and phone numbers, printed between the transaction pages; page 3 continues the history under 'Transaction history (continued)' with the column header again, then a Totals line (credits and debits, not a row). ACH descriptions are two printed lines joined with one space."
	if od {
		f.Notes += " A tax payment overdraws the account; two 'OVERDRAFT FEE FOR ITEM' rows follow (number_of_nsf 2); negative daily balances print with a leading minus."
	} else {
		f.Notes += " 'WIRE FEE WAIVED - RELATIONSHIP' with 0.00 is a notice, not a transaction (the day's balance printed on it is that of the day's last moving row)."
	}
	f.Notes += " Fictional bank, holder and funders; generated by infra/devblind5gen."
	_ = legalPages
	d := &blindkit.Doc{Name: name, Stmt: s, Figs: f}
	d.Build = func(path string) error { return pdf.OutputFileAndClose(path) }
	return d
}

func legalText(start, end time.Time) []string {
	nxt := end.AddDate(0, 0, 1).Format("01/02/2006")
	return []string{
		"§In Case of Errors or Questions About Your Electronic Transfers",
		"Telephone us at 1-800-555-0163 (TTY 1-800-555-0164) or write us at Meridian National Bank, Attn: Deposit Research, PO Box 31750, Columbus OH 43231-0750, as soon as you can, if you think your statement or receipt is wrong or if you need more information about a transfer listed on the statement or receipt. We must hear from you no later than 60 days after we sent the FIRST statement on which the problem or error appeared. (1) Tell us your name and account number. (2) Describe the error or the transfer you are unsure about, and explain as clearly as you can why you believe it is an error or why you need more information. (3) Tell us the dollar amount of the suspected error. We will investigate your complaint and will correct any error promptly. If we take more than 10 business days (20 business days for new accounts) to do this, we will credit your account for the amount you think is in error, so that you will have the use of the money during the time it takes us to complete our investigation. For business accounts, Regulation E does not apply; you must notify us within 30 days of " + nxt + ".",
		"§Funds Availability",
		"Cash and electronic direct deposits are available on the day we receive them. The first $275.00 of a day's check deposits is available on the first business day after the day of deposit; the rest is available on the second business day. Deposits of more than $6,725.00 in one day, redeposited checks and accounts repeatedly overdrawn in the last 6 months may be held up to 7 business days. Mobile deposits made before 9:00 p.m. ET are available the next business day, up to $5,000.00 per day and $25,000.00 per rolling 30 days.",
		"§Overdraft and Returned Item Fees",
		"Overdraft Item Fee $35.00 per item (changing to $29.00 on 03/01/2027). Returned Item (NSF) Fee $35.00 per item. We will not charge more than 3 overdraft or returned item fees per business day ($105.00). No fee is charged on items of $5.00 or less, or if your account is overdrawn by $50.00 or less at the end of the business day. Extended Overdraft Charge: $7.50 per day after the 5th consecutive calendar day overdrawn, up to $52.50 per period. Overdraft Protection Transfer Fee: $12.00 per transfer from a linked savings account; $0.00 from a linked line of credit.",
		"§Interest and Annual Percentage Yield",
		"Business Advantage Checking does not earn interest. Business Money Market: balances of $0.00 to $9,999.99 earn 0.05% (APY 0.05%); $10,000.00 to $49,999.99 earn 0.15% (APY 0.15%); $50,000.00 and above earn 0.45% (APY 0.45%). Rates as of " + start.Format("01/02/2006") + " and may change at any time after the account is opened. Interest is compounded and credited monthly, on the daily balance method.",
		"§Monthly Service Fee",
		"The $18.00 monthly service fee is waived in any period with an average ledger balance of $7,500.00, or $15,000.00 in combined business deposits, or 10 or more debit card purchases posting during the period. Transaction limits: 200 items per period free, then $0.50 per item; cash deposits up to $10,000.00 per period free, then $0.30 per $100.00.",
		"§Arbitration and Waiver of Jury Trial",
		"Either you or we may elect to resolve a dispute by binding arbitration administered under the Commercial Arbitration Rules in effect on " + start.AddDate(-1, 0, 0).Format("01/02/2006") + ". Claims of $10,000.00 or less may be heard in small claims court. You may reject this provision by writing to us within 45 days of account opening at PO Box 31752, Columbus OH 43231.",
		"§Change of Address and Contact",
		"Please notify us promptly of a change of address. Business Banking 1-800-555-0163; international collect 1-614-555-0188; lost or stolen cards 1-800-555-0170, 24 hours. Meridian National Bank, N.A., Member FDIC. Deposits are insured up to $250,000.00 per depositor, per insured bank, for each account ownership category.",
		"§Electronic Fund Transfer Limits",
		"Business debit card purchases are limited to $7,500.00 per day and ATM withdrawals to $1,000.00 per day; Meridian Business Online transfers to other banks to $25,000.00 per day and $100,000.00 per rolling 30 days; same-day ACH origination requires an approved limit. Wires initiated online before 5:00 p.m. ET are sent the same business day: domestic outgoing wire $30.00, international outgoing wire $45.00 (USD) or $35.00 (foreign currency), incoming wire $15.00. Zelle payments for business accounts are limited to $5,000.00 per day and $20,000.00 per rolling 30 days.",
		"§Stop Payments and Postdated Items",
		"A stop payment order on a check is effective for 6 months and costs $32.00 ($25.00 when placed online); it may be renewed for another 6 months for the same fee. We may pay a check dated more than 6 months before it is presented, and a postdated check before its date, unless you give us notice describing it with reasonable certainty. Stopping a preauthorized ACH debit: call 1-800-555-0163 at least 3 business days before the payment is scheduled.",
		"§Substitute Checks and Your Rights",
		"If you believe a substitute check you received caused an improper charge to your account, you may be entitled to an expedited recredit of up to $2,500.00 of the amount; we will credit the remainder, with interest if your account earns interest, no later than 45 calendar days after we receive your claim. Contact us within 40 calendar days of the later of the date we mailed the substitute check or " + end.Format("01/02/2006") + ".",
		"§Privacy Notice Summary",
		"Federal law gives you the right to limit some but not all sharing of your information. Call 1-800-555-0165 or visit meridiannb.example/privacy to limit sharing; your choices take effect 30 days after we receive them. We have not changed our privacy practices since 04/01/2025.",
		"§Check Clearing and Cut-off Times",
		"The cut-off time for deposits at a branch is 4:00 p.m. local time, at an ATM 8:00 p.m. ET, and for transfers between Meridian accounts 11:59 p.m. ET. Items deposited on a Saturday, Sunday or federal holiday (such as 01/19/2026, 05/25/2026, 07/03/2026 and 09/07/2026) are considered received on the next business day. A returned deposited item is charged back with a $12.00 fee; a second return of the same item costs $0.00.",
		"§Reconcile Your Account",
		"1. List outstanding checks and withdrawals not shown on this statement. 2. Add deposits made after " + end.Format("01/02/2006") + ". 3. Subtract outstanding items from the total. 4. The result should equal your register balance. Differences of $0.01 to $9.99 are usually arithmetic; call us for differences above $100.00.",
	}
}
