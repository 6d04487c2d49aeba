package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"time"
)

// famAnalysis: a business account with an account-analysis statement full
// of numbers that are not rows (service volumes, unit prices, charges,
// earnings credit rate, average collected balance), an overdraft-fee table
// 'Total for this period / Total year-to-date', interest paid this period
// and year to date, APY earned; the ledger itself in Deposits and Other
// Credits / Withdrawals and Other Debits sections. groff -Tpdf, Helvetica.
func famAnalysis() Family {
	return Family{Name: "analysis-fees", Tool: "groff",
		Convention: "business analyzed checking: summary with counts, average ledger / collected balances, interest paid this period / year to date and APY earned, overdraft and returned item fee table 'Total for this period / Total year-to-date', Deposits and Other Credits / Withdrawals and Other Debits sections with totals, Daily Balances, and an Account Analysis statement of the prior month (service, volume, unit price, charge; earnings credit rate and allowance; net service charge debited in this period); groff -Tpdf, Helvetica",
		Make: func() []*Doc {
			mk := func(name, holder string, addr []string, start, end time.Time, num string, ytdOD, ytdRet int, ytdInt int64, p Profile) *Doc {
				s := &Stmt{Name: name, Bank: "Ozark Summit Bank", Aliases: []string{"OZARK SUMMIT BANK", "Ozark Summit Bank & Trust"},
					Holder: holder, HolderAddr: addr, Start: start, End: end, Card: "4126"}
				p.NoFee = true
				a := s.addAccount("COMMERCIAL ANALYSIS CHECKING", num, p, styleUpper, 72)
				return renderAnalysis(s, a, p.Seed, ytdOD, ytdRet, ytdInt)
			}
			return []*Doc{
				mk("analysis_fees_mar26_overdrawn", "Table Rock Outfitters Inc", []string{"3305 W 76 COUNTRY BLVD", "BRANSON MO 65616-3541"}, day(2026, 3, 1), day(2026, 3, 31), "552209173",
					3, 1, 1874, Profile{Seed: 2701, Open: 1832040, Rows: 46, MCA: []MCA{{Funder: "LAKESHORE CAPITAL ADVANCE", Cents: 36900, ID: "LCA88120"}},
						Processors: []string{"CLOVER MERCHANT", "SHOPIFY"}, Checks: 4, CheckStart: 6601, Overdraft: 2, WiresIn: 1}),
				mk("analysis_fees_jul26", "Springfield Mill Works LLC", []string{"1840 N KANSAS EXPY", "SPRINGFIELD MO 65803"}, day(2026, 7, 1), day(2026, 7, 31), "552211408",
					0, 0, 9412, Profile{Seed: 2702, Open: 6120005, Rows: 58, Scale: 1.4, MCA: []MCA{{Funder: "GATEWAY BUSINESS FUNDING", Cents: 145000, ID: "GBF2207", Weekly: true}},
						Processors: []string{"STRIPE", "AMERICAN EXPRESS"}, Checks: 7, CheckStart: 20431, WiresIn: 2}),
			}
		}}
}

type svcLine struct {
	name  string
	vol   int
	price int64 // ten-thousandths of a dollar
}

func renderAnalysis(s *Stmt, a *Account, seed uint64, ytdOD, ytdRet int, ytdInt int64) *Doc {
	r := rand.New(rand.NewPCG(seed, 99))
	// prior month's analysis
	prevEnd := s.Start.AddDate(0, 0, -1)
	prevStart := time.Date(prevEnd.Year(), prevEnd.Month(), 1, 0, 0, 0, 0, time.UTC)
	days := int64(prevEnd.Day())
	avgLedger := a.Open + int64(r.IntN(800000)) - 200000
	float := int64(50000 + r.IntN(250000))
	avgColl := avgLedger - float
	reserve := avgColl / 10
	invest := avgColl - reserve
	const ecrBP = 25 // 0.25%
	ecr := (invest*ecrBP*days + 5000*365) / (10000 * 365)
	svcs := []svcLine{
		{"ACCOUNT MAINTENANCE", 1, 250000},
		{"ACH CREDIT ITEM", 18 + r.IntN(20), 1500},
		{"ACH DEBIT ITEM", 20 + r.IntN(20), 1500},
		{"CHECKS PAID", 3 + r.IntN(8), 2000},
		{"DEPOSITED ITEMS", 6 + r.IntN(14), 1000},
		{"BRANCH DEPOSIT", 2 + r.IntN(4), 12500},
		{"WIRE TRANSFER OUT DOMESTIC", 1 + r.IntN(2), 250000},
		{"REMOTE DEPOSIT CAPTURE MONTHLY", 1, 300000},
		{"ONLINE BANKING BUSINESS", 1, 150000},
	}
	var total int64
	charges := make([]int64, len(svcs))
	for i, v := range svcs {
		charges[i] = (int64(v.vol)*v.price + 50) / 100
		total += charges[i]
	}
	net := total - ecr
	bd := businessDays(s.Start, s.End)
	// the analysis charge of the prior month posts on the 8th business day
	addRow(a, &Txn{Date: bd[7], Kind: KFee, Cents: -net, Lines: []string{"ACCOUNT ANALYSIS FEE " + strings.ToUpper(prevStart.Format("Jan 2006"))}})
	// interest on the month's average balance at the APY
	const apyBP = 15 // 0.15%
	avg := avgDay(a, s.Start, s.End)
	interest := max(int64(1), avg*apyBP*int64(s.End.Day())/(10000*365))
	addRow(a, &Txn{Date: s.End, Kind: KDividend, Cents: interest, Lines: []string{"INTEREST PAYMENT"}})
	nOD := len(pick(a.Txns, func(t *Txn) bool { return t.Kind == KODFee }))
	odPer := int64(nOD) * 3600

	const sz, lh = 8.4, 10.4
	const xD, xDesc, xAmt = 50.0, 96.0, 562.0
	cr, ncr := sumCredits(a.Txns)
	db, ndb := sumDebits(a.Txns)
	avgEnd := avgDay(a, s.Start, s.End)
	p := newPager(600)
	p.add(line(12, L(66, "R", 9.5, strings.ToUpper(s.Holder))), line(11.5, L(66, "R", 9.5, s.HolderAddr[0])), line(11.5, L(66, "R", 9.5, s.HolderAddr[1])), blank(22))
	two := func(l, rr string, b bool) Ln {
		f := "R"
		if b {
			f = "B"
		}
		return line(lh+1, L(60, f, sz, l), R(330, f, sz, rr))
	}
	p.add(line(14, L(50, "B", 10.5, a.Title+" SUMMARY")), line(9, rule(50, 512)),
		two("Beginning Balance "+slashDate(s.Start), dollars(a.Open), false),
		two(fmt.Sprintf("Deposits and Other Credits (%d)", ncr), dollars(cr), false),
		two(fmt.Sprintf("Withdrawals and Other Debits (%d)", ndb), dollars(db), false),
		two("Ending Balance "+slashDate(s.End), dollars(a.Close), true),
		blank(4),
		two("Average Ledger Balance", dollars(avgEnd), false),
		two(fmt.Sprintf("Days in Statement Period"), fmt.Sprint(s.End.Day()), false),
		blank(8))
	p.add(line(13, L(50, "B", 9.5, "INTEREST SUMMARY")), line(9, rule(50, 512)),
		two("Interest Paid This Period", dollars(interest), false),
		two("Interest Paid Year-to-Date", dollars(ytdInt+interest), false),
		two("Annual Percentage Yield Earned", "0.15%", false),
		two("Interest Rate", "0.15%", false),
		blank(8))
	p.add(line(13, L(50, "B", 9.5, "OVERDRAFT AND RETURNED ITEM FEES")), line(9, rule(50, 512)),
		line(lh+1, R(400, "B", sz, "Total for this period"), R(520, "B", sz, "Total year-to-date")),
		line(lh+1, L(60, "R", sz, "Total Overdraft Fees"), R(400, "R", sz, dollars(odPer)), R(520, "R", sz, dollars(odPer+int64(ytdOD)*3600))),
		line(lh+1, L(60, "R", sz, "Total Returned Item Fees"), R(400, "R", sz, dollars(0)), R(520, "R", sz, dollars(int64(ytdRet)*3600))),
		blank(12))
	var f Figs
	var secs []Section
	section := func(title, totLabel string, rows []*Txn, credit bool) {
		head := []Ln{line(13, L(50, "B", 9.5, title)), line(12, L(xD, "B", sz, "Date"), L(xDesc, "B", sz, "Description"), R(xAmt, "B", sz, "Amount")), line(6, rule(50, 512))}
		first := true
		p.brk = func() (foot, hd []Ln) {
			return nil, append([]Ln{line(13, L(50, "B", 9.5, title+" (continued)"))}, head[1:]...)
		}
		for _, t := range rows {
			blk := []Ln{line(lh, L(xD, "R", sz, t.Date.Format("01/02")), L(xDesc, "R", sz, t.Lines[0]), R(xAmt, "R", sz, money(t.Abs())))}
			for _, l := range t.Lines[1:] {
				blk = append(blk, line(lh, L(xDesc, "R", sz, l)))
			}
			blk[len(blk)-1].H += 1
			if first {
				blk = append(append([]Ln{}, head...), blk...)
				first = false
			}
			p.add(blk...)
			f.Rows = append(f.Rows, t)
		}
		p.brk = nil
		tot := sumAbs(rows)
		p.add(line(8, rule(440, 122)), line(lh+2, L(xDesc, "B", sz, totLabel), R(xAmt, "B", sz, money(tot))), blank(10))
		secs = append(secs, Section{Name: title, Credit: credit, Rows: rows, Total: tot, Count: -1})
	}
	section("DEPOSITS AND OTHER CREDITS", "Total Deposits and Other Credits", pick(a.Txns, func(t *Txn) bool { return t.Cents > 0 }), true)
	section("WITHDRAWALS AND OTHER DEBITS", "Total Withdrawals and Other Debits", pick(a.Txns, func(t *Txn) bool { return t.Cents < 0 }), false)
	de := dayEnds(a)
	n := (len(de) + 2) / 3
	dl := []Ln{line(13, L(50, "B", 9.5, "DAILY BALANCES")), line(6, rule(50, 512))}
	for i := 0; i < n; i++ {
		var its []It
		for k := 0; k < 3; k++ {
			j := k*n + i
			if j < len(de) {
				x := 60 + float64(k)*170
				its = append(its, L(x, "R", sz, de[j].Date.Format("01/02")), R(x+120, "R", sz, signed(de[j].Bal)))
			}
		}
		dl = append(dl, line(lh, its...))
	}
	p.add(append(dl, blank(12))...)
	// the account analysis statement
	an := []Ln{line(14, L(50, "B", 10.5, "ACCOUNT ANALYSIS STATEMENT")), line(11, L(50, "R", 8, "Analysis period "+slashDate(prevStart)+" - "+slashDate(prevEnd)+"   Settlement: net service charge debited "+slashDate(bd[7]))), line(8, rule(50, 512))}
	bl := func(l string, v string) Ln { return line(lh, L(60, "R", sz, l), R(330, "R", sz, v)) }
	an = append(an,
		bl("Average Ledger Balance", money(avgLedger)),
		bl("Less Average Float", money(float)),
		bl("Average Collected Balance", money(avgColl)),
		bl("Less Reserve Requirement (10.00%)", money(reserve)),
		bl("Investable Balance", money(invest)),
		bl("Earnings Credit Rate", "0.2500%"),
		bl(fmt.Sprintf("Earnings Credit Allowance (%d days)", days), money(ecr)),
		blank(8),
		line(12, L(60, "B", sz, "Service Description"), R(360, "B", sz, "Volume"), R(440, "B", sz, "Unit Price"), R(520, "B", sz, "Service Charge")),
		line(6, rule(50, 512)))
	for i, v := range svcs {
		an = append(an, line(lh, L(60, "R", sz, v.name), R(360, "R", sz, fmt.Sprint(v.vol)), R(440, "R", sz, fmt.Sprintf("%d.%04d", v.price/10000, v.price%10000)), R(520, "R", sz, money(charges[i]))))
	}
	an = append(an, line(8, rule(440, 82)),
		line(lh, L(60, "R", sz, "Total Service Charges"), R(520, "R", sz, money(total))),
		line(lh, L(60, "R", sz, "Less Earnings Credit Allowance"), R(520, "R", sz, money(ecr))),
		line(lh+2, L(60, "B", sz, "Net Service Charge"), R(520, "B", sz, money(net))),
		blank(12))
	p.add(an...)
	p.add(line(12, L(50, "B", 9, "IMPORTANT INFORMATION")))
	for _, para := range legalText(s.Bank, "(417) 555-0135", "Ozark Summit Bank, 1200 E Sunshine St, Springfield MO 65804", s.Start.AddDate(0, -7, 0)) {
		for _, l := range wrap(para, 128) {
			p.add(line(9, L(50, "R", 7, l)))
		}
		p.add(blank(5))
	}
	d := &doc{top: 122, headY: 44, footY: 758, pages: p.pages}
	d.head = func(n, tot int) []Ln {
		return []Ln{
			line(17, L(50, "B", 15, "Ozark Summit Bank"), R(562, "R", 8.5, "Statement Period "+slashDate(s.Start)+" through "+slashDate(s.End))),
			line(11, L(50, "R", 8, "1200 E Sunshine St  Springfield, MO 65804  (417) 555-0135"), R(562, "R", 8.5, "Account Number "+a.Number)),
			line(11, R(562, "R", 8.5, fmt.Sprintf("Page %d of %d", n, tot))),
			line(8, rule(50, 512)),
		}
	}
	d.foot = func(n, tot int) []Ln {
		return []Ln{line(9, L(50, "R", 6.8, "Ozark Summit Bank - Member FDIC - "+a.Title+" "+a.Number+" - "+s.End.Format("January 2006")))}
	}
	f.Sections = secs
	f.Daily = de
	f.TotalCredits, f.TotalDebits, f.CountCredits, f.CountDebits = i64(cr), i64(db), iptr(ncr), iptr(ndb)
	f.PagesPrinted = len(p.pages)
	f.Notes = fmt.Sprintf("Blind layout 'analysis-fees' (groff -Tpdf, Helvetica): %s %s of %s, %s to %s. The ledger is in two sections, DEPOSITS AND OTHER CREDITS and WITHDRAWALS AND OTHER DEBITS, each closed by a Total line, with DAILY BALANCES after them. Around it are many figures that are not rows: the summary's average ledger balance, the INTEREST SUMMARY (interest paid this period %s, which is also the INTEREST PAYMENT credit row, and year to date, APY earned), the OVERDRAFT AND RETURNED ITEM FEES table (Total for this period / Total year-to-date) and the ACCOUNT ANALYSIS STATEMENT of %s (average ledger, float, collected, reserve and investable balances, earnings credit rate and allowance, service lines 'NAME VOLUME UNIT-PRICE CHARGE', total, net service charge). The net service charge %s is debited in this period as ACCOUNT ANALYSIS FEE, a row. %s",
		s.Bank, a.Title, s.Holder, iso(s.Start), iso(s.End), money(interest), prevStart.Format("January 2006"), money(net), odNote(a))
	return &Doc{Name: s.Name, Stmt: s, Answer: a, Figs: &f, Src: d.groff()}
}
