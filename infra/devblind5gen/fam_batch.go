package main

import (
	"fmt"
	"strings"
	"time"

	"github.com/docanalysis/service/infra/internal/blindkit"
)

// famBatch: a merchant-services-heavy business account at a regional bank
// whose card batch deposits are followed by indented itemization lines
// (card brand and amount) that are not transactions, with a returned
// items and chargebacks section after the ledger.
func famBatch() blindkit.Family {
	return blindkit.Family{Name: "batch-itemized", Tool: "writer", Producer: "LibreOffice Writer (flat ODT), DejaVu Sans",
		Convention: "regional bank business checking of a card-taking merchant: Date / Description / Withdrawals / Deposits / Balance, `MM/DD/YY` dates, balance on every row; each `BATCH DEPOSIT n ITEMS` row (merchant ID on its second line) is followed by n indented italic itemization lines (`VISA 1,204.33`, `MASTERCARD ...`) in the description column that are not transactions; a chargeback row and a chargeback fee in the ledger, repeated after the ledger in a 'Returned Items and Chargebacks' section with reason codes; summary with counts, average ledger balance; flat ODT printed by LibreOffice Writer",
		Make: func() []*blindkit.Doc {
			return []*blindkit.Doc{
				batchDoc("batch_itemized_mar26", blindkit.Day(2026, 3, 1), blindkit.Day(2026, 3, 31), 5201, false),
				batchDoc("batch_itemized_aug26", blindkit.Day(2026, 8, 1), blindkit.Day(2026, 8, 31), 5202, true),
			}
		}}
}

type batchInfo struct {
	brands []string
	amts   []int64
}

func batchDoc(name string, start, end time.Time, seed uint64, second bool) *blindkit.Doc {
	holder, num, mid := "COPPER KETTLE DINER LLC", "7702019448", "8841207733"
	addr := []string{"COPPER KETTLE DINER LLC", "DBA COPPER KETTLE", "5520 LEMMON AVE", "DALLAS TX 75209"}
	act := blindkit.Act{N: 22, MCA: []blindkit.MCA{{Funder: "BRIGHTWATER MERCHANT FUNDING", Cents: 26500, ID: "BMF2209914"}},
		Checks: 3, CheckStart: 1307, Fee: 2500, Weights: [10]int{30, 20, 0, 6, 4, 2, 6, 2, 10, 4}}
	nb := 13
	if second {
		holder, num, mid = "LUMEN CYCLE WORKS INC", "7702044170", "8841330256"
		addr = []string{"LUMEN CYCLE WORKS INC", "2808 S CONGRESS AVE", "AUSTIN TX 78704"}
		act = blindkit.Act{N: 26, MCA: []blindkit.MCA{{Funder: "NORTHPEAK REVENUE CAPITAL", Cents: 112500, Weekly: true, ID: "NRC5520017"}},
			Funding: "NORTHPEAK REVENUE CAPITAL", FundID: "NRC5520017", Checks: 4, CheckStart: 882, Fee: 2500, Weights: [10]int{26, 20, 0, 6, 4, 2, 6, 3, 10, 4}}
		nb = 16
	}
	s := &blindkit.Stmt{Bank: "Bluebonnet Trust Bank", Aliases: []string{"BLUEBONNET TRUST BANK", "Bluebonnet Trust Bank, N.A."},
		Holder: holder, Number: num, Currency: "USD", Start: start, End: end}
	b := blindkit.NewB(seed, start, end, blindkit.USHolidays)
	blindkit.Activity(b, blindkit.USRegion, act, holder, bankDesc)
	// card batches: one per chosen business day, itemized by brand
	info := map[*blindkit.Txn]*batchInfo{}
	ds := b.BDays()
	used := map[int]bool{}
	brands := []string{"VISA", "MASTERCARD", "AMEX", "DISCOVER"}
	for i := 0; i < nb; i++ {
		k := b.IntN(len(ds))
		for used[k] {
			k = (k + 1) % len(ds)
		}
		used[k] = true
		n := 2 + b.IntN(3)
		bi := &batchInfo{}
		var tot int64
		for j := 0; j < n; j++ {
			a := b.Amt(60, 1900)
			if brands[j] == "AMEX" || brands[j] == "DISCOVER" {
				a = b.Amt(20, 420)
			}
			bi.brands = append(bi.brands, brands[j])
			bi.amts = append(bi.amts, a)
			tot += a
		}
		t := b.Add(ds[k], tot, blindkit.KCredit, fmt.Sprintf("BATCH DEPOSIT %d ITEMS", n), "PAYRAIL MERCHANT SVCS MID "+mid)
		info[t] = bi
	}
	// merchant discount fee and chargebacks
	b.Add(ds[2], -b.Amt(180, 420), blindkit.KDebit, "PAYRAIL MERCHANT SVCS", "MONTHLY DISCOUNT FEE MID "+mid)
	type cbk struct {
		t      *blindkit.Txn
		reason string
		orig   time.Time
		brand  string
	}
	var cbs []cbk
	reasons := []string{"10.4 OTHER FRAUD - CARD ABSENT", "13.1 MERCHANDISE/SERVICES NOT RECEIVED", "4853 CARDHOLDER DISPUTE"}
	ncb := 1
	if second {
		ncb = 2
	}
	for i := 0; i < ncb; i++ {
		d := ds[len(ds)/3+i*7]
		brand := []string{"VISA", "MASTERCARD"}[i%2]
		caseNo := "CB" + b.Digits(8)
		t := b.Add(d, -b.Amt(85, 640), blindkit.KDebit, "CHARGEBACK "+brand+" CASE "+caseNo, "PAYRAIL MERCHANT SVCS MID "+mid)
		b.Add(d, -2500, blindkit.KFee, "CHARGEBACK FEE CASE "+caseNo)
		rs := reasons[(i+int(seed))%2]
		if brand == "MASTERCARD" {
			rs = reasons[2]
		}
		cbs = append(cbs, cbk{t, rs, d.AddDate(0, 0, -19-i*4), brand})
	}
	b.Finish(s, 960000, 150000, nil)
	rows := blindkit.Moving(s.Txns)
	cr, ncr, db, ndb := blindkit.Sums(rows)
	var avg int64
	for _, e := range blindkit.DayEnds(rows) {
		avg += e.Bal
	}
	avg /= int64(len(blindkit.DayEnds(rows)))

	d := &blindkit.FODT{Font: "DejaVu Sans", Size: "7.8pt"}
	d.Styles.WriteString(`<style:style style:name="CI" style:family="paragraph"><style:paragraph-properties fo:margin-left="0.28in"/><style:text-properties fo:font-size="7pt" fo:font-style="italic" fo:color="#444444"/></style:style>`)
	period := start.Format("01/02/06") + " through " + end.Format("01/02/06")
	d.Header = `<text:p text:style-name="CB">BLUEBONNET TRUST BANK</text:p><text:p text:style-name="P">` + blindkit.XEsc(holder) + ` &#x2003; Account ` + num + ` &#x2003; ` + period + `</text:p>`
	d.Footer = `<text:p text:style-name="P">Bluebonnet Trust Bank, N.A. · Member FDIC · 3100 McKinney Ave, Dallas TX 75204 · 1-888-555-0172 &#x2003; ` + blindkit.PageXofY + `</text:p>`
	d.P("Title", "Bluebonnet Trust Bank")
	d.P("P", "Commercial Banking · 3100 McKinney Ave · Dallas, TX 75204")
	d.P("P", " ")
	for _, l := range addr {
		d.P("PB", l)
	}
	d.P("P", " ")
	d.P("H", "MERCHANT ADVANTAGE CHECKING  ·  "+num+"  ·  "+period)
	d.Table([]float64{2.4, 1.1, 0.3, 2.3, 1.1}, nil, [][]blindkit.TCell{
		{{Lines: blindkit.One("Beginning balance " + start.Format("01/02/06"))}, {Lines: blindkit.One(blindkit.Signed(s.Open)), PStyle: "CR"}, {}, {Lines: blindkit.One("Average ledger balance")}, {Lines: blindkit.One(blindkit.Signed(avg)), PStyle: "CR"}},
		{{Lines: blindkit.One(fmt.Sprintf("%d Deposits and other credits", ncr))}, {Lines: blindkit.One(blindkit.Commas(cr)), PStyle: "CR"}, {}, {Lines: blindkit.One("Merchant batches this period")}, {Lines: blindkit.One(fmt.Sprint(nb)), PStyle: "CR"}},
		{{Lines: blindkit.One(fmt.Sprintf("%d Withdrawals and other debits", ndb))}, {Lines: blindkit.One(blindkit.Commas(db)), PStyle: "CR"}, {}, {Lines: blindkit.One("Chargebacks this period")}, {Lines: blindkit.One(fmt.Sprint(ncb)), PStyle: "CR"}},
		{{Lines: blindkit.One("Ending balance " + end.Format("01/02/06")), PStyle: "CB"}, {Lines: blindkit.One(blindkit.Signed(s.Close)), PStyle: "CRB"}, {}, {}, {}},
	}, false)
	d.P("H", "ACCOUNT ACTIVITY")
	hc := func(s string, r bool) blindkit.TCell {
		ps := "CH"
		if r {
			ps = "CRH"
		}
		return blindkit.TCell{Lines: blindkit.One(s), PStyle: ps, CStyle: "Head"}
	}
	head := [][]blindkit.TCell{{hc("Date", false), hc("Description", false), hc("Withdrawals", true), hc("Deposits", true), hc("Balance", true)}}
	var trs [][]blindkit.TCell
	trs = append(trs, []blindkit.TCell{{Lines: blindkit.One(start.Format("01/02/06"))}, {Lines: blindkit.One("Beginning balance"), PStyle: "CB"}, {}, {}, {Lines: blindkit.One(blindkit.Signed(s.Open)), PStyle: "CR"}})
	f := &blindkit.Figs{Rows: rows, Running: "every_row", RowBal: map[*blindkit.Txn]int64{},
		TotalCredits: blindkit.I64(cr), TotalDebits: blindkit.I64(db), CountCredits: blindkit.IPtr(ncr), CountDebits: blindkit.IPtr(ndb)}
	for _, t := range rows {
		w, dp := "", ""
		if t.Cents < 0 {
			w = blindkit.Commas(t.Cents)
		} else {
			dp = blindkit.Commas(t.Cents)
		}
		bi := info[t]
		cs := "Line"
		if bi != nil {
			cs = "Cell"
		}
		trs = append(trs, []blindkit.TCell{{Lines: blindkit.One(t.Date.Format("01/02/06")), CStyle: cs}, {Lines: t.Lines, CStyle: cs}, {Lines: blindkit.One(w), PStyle: "CR", CStyle: cs}, {Lines: blindkit.One(dp), PStyle: "CR", CStyle: cs}, {Lines: blindkit.One(blindkit.Signed(t.Bal)), PStyle: "CR", CStyle: cs}})
		f.RowBal[t] = t.Bal
		if bi != nil {
			var ls []string
			for j := range bi.brands {
				ls = append(ls, fmt.Sprintf("%-10s %s", bi.brands[j], blindkit.Commas(bi.amts[j])))
			}
			trs = append(trs, []blindkit.TCell{{CStyle: "Line"}, {Lines: ls, PStyle: "CI", CStyle: "Line"}, {CStyle: "Line"}, {CStyle: "Line"}, {CStyle: "Line"}})
		}
	}
	trs = append(trs, []blindkit.TCell{{Lines: blindkit.One(end.Format("01/02/06"))}, {Lines: blindkit.One("Ending balance"), PStyle: "CB"}, {}, {}, {Lines: blindkit.One(blindkit.Signed(s.Close)), PStyle: "CRB"}})
	d.Table([]float64{0.65, 3.75, 0.95, 0.95, 1.0}, head, trs, true)
	d.P("H", "RETURNED ITEMS AND CHARGEBACKS")
	d.P("P", "The items below were charged to your account during this period and are included in Account Activity above. They are listed again here with the reason reported by the card network.")
	cbHead := [][]blindkit.TCell{{hc("Date", false), hc("Item", false), hc("Original sale", false), hc("Reason code", false), hc("Amount", true)}}
	var cbr [][]blindkit.TCell
	var cbt int64
	for _, c := range cbs {
		cbr = append(cbr, []blindkit.TCell{{Lines: blindkit.One(c.t.Date.Format("01/02/06")), CStyle: "Line"}, {Lines: blindkit.One(strings.TrimPrefix(c.t.Lines[0], "CHARGEBACK ")), CStyle: "Line"}, {Lines: blindkit.One(c.orig.Format("01/02/06")), CStyle: "Line"}, {Lines: blindkit.One(c.reason), CStyle: "Line"}, {Lines: blindkit.One(blindkit.Commas(c.t.Cents)), PStyle: "CR", CStyle: "Line"}})
		cbt += c.t.Abs()
	}
	cbr = append(cbr, []blindkit.TCell{{}, {Lines: blindkit.One(fmt.Sprintf("Total chargebacks (%d)", len(cbs))), PStyle: "CB"}, {}, {}, {Lines: blindkit.One(blindkit.Commas(cbt)), PStyle: "CRB"}})
	d.Table([]float64{0.65, 2.5, 0.9, 2.3, 0.95}, cbHead, cbr, false)
	d.P("P", " ")
	for _, l := range []string{
		"Merchant batch detail is shown for your information only: each BATCH DEPOSIT is credited as one item and the card-brand amounts listed under it are not separate deposits. Funds from batches settled by 8:00 p.m. CT are available the next business day.",
		"Chargebacks: you may respond to a chargeback within 20 calendar days of the date it posts by calling Merchant Services at 1-888-555-0190 (option 3). A $25.00 chargeback fee applies per case; fees are refunded if the dispute is reversed in your favor.",
		"In case of errors or questions about your electronic transfers, call 1-888-555-0172 or write to Bluebonnet Trust Bank, PO Box 660172, Dallas TX 75266, no later than 60 days after we sent the FIRST statement on which the problem appeared. Business accounts are subject to the Commercial Deposit Agreement effective 01/01/2026.",
	} {
		d.P("Small", l)
	}
	f.Notes = "Regional bank merchant checking statement (flat ODT printed by LibreOffice Writer, DejaVu Sans): summary (Beginning balance, n Deposits and other credits, n Withdrawals and other debits, Ending balance; average ledger balance, number of merchant batches and of chargebacks are not transactions), then Account Activity Date / Description / Withdrawals / Deposits / Balance with `MM/DD/YY` dates and a balance on every row, header repeated on each page, Beginning / Ending balance lines in the table (not rows). Each `BATCH DEPOSIT n ITEMS` row (second line `PAYRAIL MERCHANT SVCS MID ...`) is followed by n indented italic itemization lines in the description column (`VISA 1,204.33`, `MASTERCARD ...`) that add up to the deposit; they are not transactions and not part of the row's description (the answer is the row's own two lines joined). The chargeback rows and their CHARGEBACK FEE rows are ledger rows; the 'Returned Items and Chargebacks' table after the ledger lists the chargebacks again with reason codes and is not answered again. CHARGEBACK FEE is not an NSF/overdraft fee. Fictional bank, holder, processor and funders; generated by infra/devblind5gen."
	return &blindkit.Doc{Name: name, Stmt: s, Figs: f, Src: d.String()}
}
