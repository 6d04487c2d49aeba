package main

import (
	"fmt"
	"os"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"
)

const ttfDir = "/usr/share/fonts/truetype/dejavu/"

// famBAI: a treasury "Transaction Detail Report" of a business account
// (go-pdf/fpdf with a TrueType font, landscape): the report run date and
// time in the header, per day an Opening Ledger line, the day's rows with
// a BAI type code column, Bank Reference and Customer Reference columns,
// Credit Amount / Debit Amount columns, then Closing Ledger and Closing
// Collected lines.
func famBAI() Family {
	return Family{Name: "bai-report", Tool: "fpdf",
		Convention: "treasury Transaction Detail Report (landscape): report run date and time, account summary, per day Opening Ledger / rows / Closing Ledger / Closing Collected, BAI type code column (165, 195, 206, 301, 455, 475, 495, 506, 698, 699), Bank Reference and Customer Reference columns, Credit Amount / Debit Amount columns, multi-line detail text; go-pdf/fpdf with DejaVu Sans Condensed (TrueType)",
		Make: func() []*Doc {
			mk := func(name, holder string, start, end time.Time, num string, run time.Time, p Profile) *Doc {
				s := &Stmt{Name: name, Bank: "Northgate Commerce Bank", Aliases: []string{"NORTHGATE COMMERCE BANK", "Northgate Commerce Bank, N.A."},
					Holder: holder, Start: start, End: end, Card: "2290", MixedHolder: true}
				p.Start, p.End, p.Card = s.Start, s.End, s.Card
				a, _ := genActivity(p)
				a.Title, a.Number = "Commercial Analyzed Checking", num
				for _, t := range a.Txns {
					t.Lines = baiDesc(t, s)
				}
				s.Accounts = append(s.Accounts, a)
				return renderBAI(s, a, run)
			}
			return []*Doc{
				mk("bai_report_feb26", "Cascade Ridge Mechanical Inc.", day(2026, 2, 1), day(2026, 2, 28), "600118823381", time.Date(2026, 3, 2, 6, 14, 52, 0, time.UTC),
					Profile{Seed: 2301, Open: 4812230, Rows: 46, Scale: 1.6, MCA: []MCA{{Funder: "BRIGHTWATER BUSINESS CAPITAL", Cents: 52500, ID: "BBC40981"}},
						Processors: []string{"CLOVER MERCHANT"}, Checks: 6, CheckStart: 40115, WiresIn: 3}),
				mk("bai_report_nov26_overdrawn", "Puget Sound Signworks LLC", day(2026, 11, 1), day(2026, 11, 30), "600118827604", time.Date(2026, 12, 1, 7, 2, 9, 0, time.UTC),
					Profile{Seed: 2302, Open: 1204410, Rows: 40, MCA: []MCA{{Funder: "EVERLINE FUNDING", Cents: 27500, ID: "EVL2201"}, {Funder: "MERIDIAN ADVANCE CO", Cents: 98000, ID: "MAC0730", Weekly: true}},
						Processors: []string{"STRIPE"}, Checks: 4, CheckStart: 7711, WiresIn: 1, Overdraft: 2, NoFee: true}),
			}
		}}
}

// baiType is the BAI2 type code and its name for a row.
// addTTF registers a TrueType font from the system's DejaVu folder.
func addTTF(f *fpdf.Fpdf, family, style, file string) {
	b, err := os.ReadFile(ttfDir + file)
	if err != nil {
		panic(err)
	}
	f.AddUTF8FontFromBytes(family, style, b)
}

func baiType(t *Txn) (string, string) {
	switch t.Kind {
	case KSettle, KACHCredit, KFunding:
		return "165", "Preauthorized ACH Credit"
	case KWireIn:
		return "195", "Incoming Money Transfer"
	case KTransferIn:
		return "206", "Book Transfer Credit"
	case KDeposit:
		return "301", "Commercial Deposit"
	case KMCA:
		return "455", "Preauthorized ACH Debit"
	case KACHDebit:
		if t.Party == "ZELLE" {
			return "699", "Miscellaneous Debit"
		}
		return "455", "Preauthorized ACH Debit"
	case KCheck:
		return "475", "Check Paid"
	case KWireOut:
		return "495", "Outgoing Money Transfer"
	case KTransferOut:
		return "506", "Book Transfer Debit"
	case KFee, KODFee, KNotice:
		return "698", "Miscellaneous Fees"
	}
	return "699", "Miscellaneous Debit"
}

// baiDesc is the detail text of a row (the type name is in the Type
// column's legend, not in the description).
func baiDesc(t *Txn, s *Stmt) []string {
	h := strings.ToUpper(strings.TrimSuffix(s.Holder, "."))
	switch t.Kind {
	case KSettle, KACHCredit, KFunding, KMCA:
		return []string{t.Party + " " + entryDescr(t), "CO ID:" + origID(t.Party) + " SEC:CCD IND NAME:" + h}
	case KACHDebit:
		if t.Party == "ZELLE" {
			return []string{"ZELLE BUSINESS PAYMENT TO " + t.City, "CONF " + t.Ref[:10]}
		}
		return []string{t.Party + " " + t.City, "CO ID:" + origID(t.Party) + " SEC:CCD IND NAME:" + h}
	case KWireIn:
		return []string{"FEDWIRE CREDIT ORG:" + t.Party, "IMAD:20" + t.Ref[:6] + "QMGFT0" + t.Ref[6:12]}
	case KWireOut:
		return []string{"FEDWIRE DEBIT BNF:" + t.Party, "IMAD:20" + t.Ref[:6] + "QMGFT0" + t.Ref[6:12]}
	case KTransferIn:
		return []string{"BOOK TRANSFER FROM ACCT XXXXXX" + t.Ref}
	case KTransferOut:
		return []string{"BOOK TRANSFER TO ACCT XXXXXX" + t.Ref}
	case KDeposit:
		return []string{"BRANCH DEPOSIT"}
	case KCheck:
		return []string{fmt.Sprintf("CHECK #%d", t.Check)}
	case KCard:
		return []string{"DEBIT CARD PURCHASE " + t.Party, t.City + " CARD " + s.Card}
	case KATM:
		return []string{"ATM WITHDRAWAL CARD " + s.Card}
	case KODFee:
		return []string{"OVERDRAFT ITEM FEE"}
	case KFee:
		return []string{"ACCOUNT MAINTENANCE FEE"}
	}
	return []string{t.Party}
}

func baiRef(t *Txn) (bank, cust string) {
	bank = t.Date.Format("060102") + "0" + origID(fmt.Sprint(t.Date, t.Cents, t.Ref, t.Check))[:8]
	switch t.Kind {
	case KCheck:
		return bank, fmt.Sprint(t.Check)
	case KSettle, KACHCredit, KFunding, KMCA, KACHDebit:
		return bank, t.Ref[:10]
	case KWireIn, KWireOut:
		return bank, t.Ref[6:16]
	}
	return bank, "NONREF"
}

func renderBAI(s *Stmt, a *Account, run time.Time) *Doc {
	setup := func(f *fpdf.Fpdf) {
		addTTF(f, "DejaVuCond", "", "DejaVuSansCondensed.ttf")
		addTTF(f, "DejaVuCond", "B", "DejaVuSansCondensed-Bold.ttf")
	}
	last4 := a.Number[len(a.Number)-4:]
	var w *fw
	w = newFWO("L", setup, "Northgate Treasury Connect 7.4", 0, 566, 8.6, func(w *fw) {
		w.SetFont("DejaVuCond", "B", 12)
		w.at(40, 38, "Northgate Commerce Bank")
		w.SetFont("DejaVuCond", "", 8)
		w.at(40, 50, "Treasury Connect  |  Information Reporting")
		w.SetFont("DejaVuCond", "B", 11)
		w.cat(396, 38, "Transaction Detail Report")
		w.SetFont("DejaVuCond", "", 8)
		w.cat(396, 50, "Date Range: "+slashDate(s.Start)+" - "+slashDate(s.End)+"   Previous Day Reporting")
		w.rat(752, 38, "Report Run: "+run.Format("01/02/2006 03:04:05 PM")+" ET")
		w.rat(752, 50, fmt.Sprintf("Page %d of {nb}", w.PageNo()))
		w.at(40, 66, fmt.Sprintf("Account: %s  ****%s   %s   Currency: USD", a.Title, last4, s.Holder))
		w.Line(40, 71, 752, 71)
		w.top = 86
	}, func(w *fw) {
		w.SetFont("DejaVuCond", "", 6.5)
		w.at(40, 592, "Information reported is preliminary and subject to change until final posting. Northgate Commerce Bank, N.A. Member FDIC. User: TREASURY_ADMIN  Report ID: TDR-0042")
	})
	font := func(style string, size float64) { w.SetFont("DejaVuCond", style, size) }
	cols := []col{{40, false, "Type"}, {72, false, "Description"}, {372, false, "Bank Reference"}, {480, false, "Customer Reference"}, {650, true, "Credit Amount"}, {752, true, "Debit Amount"}}
	cr, ncr := sumCredits(a.Txns)
	db, ndb := sumDebits(a.Txns)
	font("B", 9)
	w.at(40, w.y, "Account Summary")
	w.nl(1.4)
	font("", 8)
	sum := [][2]string{
		{"Opening Ledger " + slashDate(s.Start), dollars(a.Open)},
		{fmt.Sprintf("Total Credits (%d)", ncr), dollars(cr)},
		{fmt.Sprintf("Total Debits (%d)", ndb), dollars(db)},
		{"Closing Ledger " + slashDate(s.End), dollars(a.Close)},
	}
	for _, r := range sum {
		w.at(50, w.y, r[0])
		w.rat(330, w.y, r[1])
		w.nl(1.1)
	}
	w.nl(0.3)
	font("", 7)
	w.at(50, w.y, "BAI type codes: 165 Preauthorized ACH Credit, 195 Incoming Money Transfer, 206 Book Transfer Credit, 301 Commercial Deposit, 455 Preauthorized ACH Debit,")
	w.nl(1)
	w.at(50, w.y, "475 Check Paid, 495 Outgoing Money Transfer, 506 Book Transfer Debit, 698 Miscellaneous Fees, 699 Miscellaneous Debit.")
	w.nl(2)
	heads := func() {
		font("B", 7.5)
		w.heads(cols)
		font("", 7.5)
	}
	heads()
	var f Figs
	var daily []DayBal
	days := sortedDays(a.Txns)
	bal := a.Open
	for _, d := range days {
		rows := pick(a.Txns, func(t *Txn) bool { return t.Date.Equal(d) })
		credits := pick(rows, func(t *Txn) bool { return t.Cents > 0 })
		debits := pick(rows, func(t *Txn) bool { return t.Cents <= 0 })
		open := bal
		w.need(4 * w.lh)
		font("B", 8)
		w.at(40, w.y, "As of Date: "+slashDate(d)+" ("+d.Weekday().String()+")")
		font("", 7.5)
		w.rat(752, w.y, "Opening Ledger  "+signed(open))
		w.nl(1.25)
		font("", 7.5)
		w.onBreak = func() {
			heads()
			font("B", 8)
			w.at(40, w.y, "As of Date: "+slashDate(d)+" (continued)")
			w.nl(1.25)
			font("", 7.5)
		}
		var float int64
		all := append(credits, debits...)
		for i, t := range all {
			if i == len(all)-1 {
				w.need(float64(len(t.Lines))*w.lh + 1.4*w.lh)
			}
			code, _ := baiType(t)
			br, cu := baiRef(t)
			cells := [][]string{{code}, t.Lines, {br}, {cu}, nil, nil}
			if t.Cents > 0 {
				cells[4] = []string{money(t.Abs())}
			} else {
				cells[5] = []string{money(t.Abs())}
			}
			w.row(cols, cells)
			w.nl(0.15)
			bal += t.Cents
			if t.Kind == KDeposit {
				float += t.Cents
			}
			f.Rows = append(f.Rows, t)
		}
		w.onBreak = func() { heads() }
		w.need(1.2 * w.lh)
		w.Line(420, w.y-6, 752, w.y-6)
		font("B", 7.5)
		w.rat(560, w.y+1, "Closing Ledger  "+signed(bal))
		font("", 7.5)
		w.rat(752, w.y+1, "Closing Collected  "+signed(bal-float))
		w.nl(1.9)
		daily = append(daily, DayBal{d, bal})
	}
	w.onBreak = nil
	w.need(3 * w.lh)
	font("B", 8.5)
	w.at(40, w.y, "Report Totals")
	font("", 8)
	w.rat(650, w.y, money(cr))
	w.rat(752, w.y, money(db))
	w.nl(1.2)
	w.at(40, w.y, fmt.Sprintf("%d credits, %d debits. Closing Ledger %s %s.", ncr, ndb, slashDate(s.End), signed(a.Close)))
	w.nl(2)
	w.SetFont("DejaVuCond", "", 6.5)
	for _, p := range legalText(s.Bank, "1-877-555-0127", "Northgate Commerce Bank, Treasury Services, 1 Union Square, Seattle WA 98101", s.Start.AddDate(0, -6, 0)) {
		w.para(p, 712)
		w.nl(0.4)
	}
	f.Daily = daily
	f.TotalCredits, f.TotalDebits, f.CountCredits, f.CountDebits = i64(cr), i64(db), iptr(ncr), iptr(ndb)
	f.PagesPrinted = w.PageNo()
	f.Notes = fmt.Sprintf("Blind layout 'bai-report' (go-pdf/fpdf, DejaVu Sans Condensed TrueType, landscape): a treasury Transaction Detail Report of %s's %s at %s, %s to %s, run %s. Per day with activity: an Opening Ledger line, the rows (credits first) with a BAI type code column, the detail text (one to three lines, joined with one space), Bank Reference and Customer Reference columns, Credit Amount / Debit Amount, then Closing Ledger and Closing Collected (the ledger less that day's branch deposits, which are not yet collected). Type codes and reference columns are not description; the Closing Ledger lines are the day-end balances, printed below the day's rows rather than on a row, and are recorded as a daily balance table and checked. Report Totals and the Account Summary print credit and debit counts and totals. %s",
		s.Holder, a.Title, s.Bank, iso(s.Start), iso(s.End), run.Format("2006-01-02 15:04:05"), odNote(a))
	return &Doc{Name: s.Name, Stmt: s, Answer: a, Figs: &f, PDF: w.bytes()}
}
