package main

import (
	"fmt"
	"time"

	"github.com/docanalysis/service/infra/internal/blindkit"
)

// famTwoBal: every row prints both a ledger and an available balance;
// mobile deposits are partly held and the holds are released later by
// "HOLD RELEASE" notice lines that carry no amount.
func famTwoBal() blindkit.Family {
	return blindkit.Family{Name: "two-balances", Tool: "writer", Producer: "LibreOffice Writer (flat ODT), Liberation Sans",
		Convention: "business checking whose ledger prints Date / Description / Amount / Ledger Balance / Available Balance on every row: signed amounts (`-1,234.56`), the available balance lower than the ledger while a mobile deposit is on hold (first $225.00 available at once, the rest held two business days), 'HOLD RELEASE' notice lines with no amount that raise only the available balance; summary with Beginning / Ending Ledger Balance, Ending Available Balance, credits and debits with counts; the statement's ending balance is the ledger one; flat ODT printed by LibreOffice Writer",
		Make: func() []*blindkit.Doc {
			return []*blindkit.Doc{
				tbDoc("two_balances_apr26", blindkit.Day(2026, 4, 1), blindkit.Day(2026, 4, 30), 5601, false),
				tbDoc("two_balances_sep26_overdrawn", blindkit.Day(2026, 9, 1), blindkit.Day(2026, 9, 30), 5602, true),
			}
		}}
}

func tbDesc(r blindkit.Raw) (string, []string) {
	switch r.K {
	case "deposit":
		return "", []string{"MOBILE DEPOSIT REF " + r.Ref}
	case "nsf":
		return "", []string{"OVERDRAFT FEE - PAID ITEM", "ITEM REF " + r.Ref}
	}
	return bankDesc(r)
}

func tbDoc(name string, start, end time.Time, seed uint64, od bool) *blindkit.Doc {
	holder, num := "Juniper Ridge Veterinary PLLC", "3309127745"
	addr := []string{"JUNIPER RIDGE VETERINARY PLLC", "880 E CAMELBACK RD", "PHOENIX AZ 85014"}
	act := blindkit.Act{N: 36, MCA: []blindkit.MCA{{Funder: "REDWOOD LANE CAPITAL", Cents: 38700, ID: "RLC1104477"}},
		Processors: []string{"SQUARE INC", "CLOVER NETWORK"}, Checks: 3, CheckStart: 6021, Fee: 1400,
		Weights: [10]int{22, 16, 20, 10, 5, 4, 8, 3, 8, 3}}
	if od {
		holder, num = "Basalt Creek Roofing Inc", "3309188260"
		addr = []string{"BASALT CREEK ROOFING INC", "4100 W INA RD UNIT 12", "TUCSON AZ 85741"}
		act = blindkit.Act{N: 32, MCA: []blindkit.MCA{{Funder: "HIGHMARK BUSINESS FUNDING", Cents: 54500, Weekly: true, ID: "HBF7720031"}, {Funder: "QUICKSILVER MERCHANT CAP", Cents: 17900, ID: "QMC2231198"}},
			Funding: "QUICKSILVER MERCHANT CAP", FundID: "QMC2231198", Checks: 4, CheckStart: 3350, Fee: 1400,
			Weights: [10]int{22, 16, 22, 10, 5, 4, 8, 3, 8, 3}}
	}
	s := &blindkit.Stmt{Bank: "Saguaro State Bank", Aliases: []string{"SAGUARO STATE BANK", "Saguaro State Bank, Member FDIC"},
		Holder: addr[0], Number: num, Currency: "USD", Start: start, End: end}
	b := blindkit.NewB(seed, start, end, blindkit.USHolidays)
	blindkit.Activity(b, blindkit.USRegion, act, holder, tbDesc)
	var ov *blindkit.Overdraft
	if od {
		ov = blindkit.NewOverdraft(0.5, 2, 3200, holder, tbDesc, blindkit.USRegion)
		ov.Days = 3
	}
	b.Finish(s, 1120000, 90000, ov)
	rows := blindkit.Moving(s.Txns)
	cr, ncr, db, ndb := blindkit.Sums(rows)
	// holds: mobile deposits make the first $225.00 available at once;
	// the rest is held until the second business day after
	ds := b.BDays()
	idx := map[string]int{}
	for i, d := range ds {
		idx[blindkit.ISO(d)] = i
	}
	type hold struct {
		t    *blindkit.Txn
		amt  int64
		rel  time.Time
		open bool
	}
	var holds []*hold
	for _, t := range s.Txns {
		if t.Kind == blindkit.KDeposit && t.Cents > 22500 {
			i := idx[blindkit.ISO(t.Date)] + 2
			rel := end.AddDate(0, 0, 1)
			if i < len(ds) {
				rel = ds[i]
			}
			holds = append(holds, &hold{t: t, amt: t.Cents - 22500, rel: rel})
		}
	}
	type prow struct {
		date  time.Time
		lines []string
		amt   string
		led   int64
		avail int64
	}
	var printed []prow
	var held int64
	led := s.Open
	var prev time.Time
	for _, t := range s.Txns {
		if !t.Date.Equal(prev) {
			prev = t.Date
			for _, h := range holds {
				if h.open && !h.rel.After(t.Date) {
					h.open = false
					held -= h.amt
					printed = append(printed, prow{h.rel, []string{"HOLD RELEASE", fmt.Sprintf("MOBILE DEPOSIT %s %s", h.t.Date.Format("01/02"), h.t.Lines[0][len("MOBILE DEPOSIT "):])}, "", led, led - held})
				}
			}
		}
		for _, h := range holds {
			if h.t == t {
				h.open = true
				held += h.amt
			}
		}
		led = t.Bal
		amt := blindkit.Signed(t.Cents)
		lines := t.Lines
		printed = append(printed, prow{t.Date, lines, amt, t.Bal, t.Bal - held})
	}
	// releases due after the last row's day but inside the period
	for _, h := range holds {
		if h.open && !h.rel.After(end) {
			h.open = false
			held -= h.amt
			printed = append(printed, prow{h.rel, []string{"HOLD RELEASE", fmt.Sprintf("MOBILE DEPOSIT %s %s", h.t.Date.Format("01/02"), h.t.Lines[0][len("MOBILE DEPOSIT "):])}, "", led, led - held})
		}
	}
	endAvail := s.Close - held

	d := &blindkit.FODT{Font: "Liberation Sans", Size: "8pt"}
	period := start.Format("01/02/2006") + " to " + end.Format("01/02/2006")
	d.Header = `<text:p text:style-name="CB">SAGUARO STATE BANK</text:p><text:p text:style-name="P">` + blindkit.XEsc(addr[0]) + ` &#x2003; Business Checking ` + num + ` &#x2003; ` + period + `</text:p>`
	d.Footer = `<text:p text:style-name="P">Saguaro State Bank · Member FDIC · 2 N Central Ave, Phoenix AZ 85004 · 602-555-0119 &#x2003; ` + blindkit.PageXofY + `</text:p>`
	d.P("Title", "Saguaro State Bank")
	d.P("P", "Business Checking Statement · "+period)
	d.P("P", " ")
	for _, l := range addr {
		d.P("P", l)
	}
	d.P("H", "Account Summary · Business Checking "+num)
	d.Table([]float64{2.5, 1.1, 0.3, 2.2, 1.1}, nil, [][]blindkit.TCell{
		{{Lines: blindkit.One("Beginning Ledger Balance")}, {Lines: blindkit.One(blindkit.Signed(s.Open)), PStyle: "CR"}, {}, {Lines: blindkit.One("Ending Ledger Balance"), PStyle: "CB"}, {Lines: blindkit.One(blindkit.Signed(s.Close)), PStyle: "CRB"}},
		{{Lines: blindkit.One(fmt.Sprintf("Credits (%d)", ncr))}, {Lines: blindkit.One(blindkit.Commas(cr)), PStyle: "CR"}, {}, {Lines: blindkit.One("Ending Available Balance")}, {Lines: blindkit.One(blindkit.Signed(endAvail)), PStyle: "CR"}},
		{{Lines: blindkit.One(fmt.Sprintf("Debits (%d)", ndb))}, {Lines: blindkit.One("-" + blindkit.Commas(db)), PStyle: "CR"}, {}, {Lines: blindkit.One("Funds on hold at period end")}, {Lines: blindkit.One(blindkit.Commas(held)), PStyle: "CR"}},
	}, false)
	d.P("H", "Account Activity")
	hc := func(s string, r bool) blindkit.TCell {
		ps := "CH"
		if r {
			ps = "CRH"
		}
		return blindkit.TCell{Lines: blindkit.One(s), PStyle: ps, CStyle: "Head"}
	}
	head := [][]blindkit.TCell{{hc("Date", false), hc("Description", false), hc("Amount", true), hc("Ledger Balance", true), hc("Available Balance", true)}}
	var trs [][]blindkit.TCell
	trs = append(trs, []blindkit.TCell{{Lines: blindkit.One(start.Format("01/02"))}, {Lines: blindkit.One("Beginning Balance"), PStyle: "CB"}, {}, {Lines: blindkit.One(blindkit.Signed(s.Open)), PStyle: "CR"}, {Lines: blindkit.One(blindkit.Signed(s.Open)), PStyle: "CR"}})
	for _, p := range printed {
		trs = append(trs, []blindkit.TCell{{Lines: blindkit.One(p.date.Format("01/02")), CStyle: "Line"}, {Lines: p.lines, CStyle: "Line"}, {Lines: blindkit.One(p.amt), PStyle: "CR", CStyle: "Line"},
			{Lines: blindkit.One(blindkit.Signed(p.led)), PStyle: "CR", CStyle: "Line"}, {Lines: blindkit.One(blindkit.Signed(p.avail)), PStyle: "CR", CStyle: "Line"}})
	}
	trs = append(trs, []blindkit.TCell{{Lines: blindkit.One(end.Format("01/02"))}, {Lines: blindkit.One("Ending Balance"), PStyle: "CB"}, {}, {Lines: blindkit.One(blindkit.Signed(s.Close)), PStyle: "CRB"}, {Lines: blindkit.One(blindkit.Signed(endAvail)), PStyle: "CRB"}})
	d.Table([]float64{0.55, 3.5, 1.0, 1.1, 1.1}, head, trs, true)
	d.P("P", " ")
	for _, l := range []string{
		"Ledger Balance is the balance of all posted transactions. Available Balance is the Ledger Balance less deposits on hold and is the balance we use to decide whether to pay an item. Mobile deposits: the first $225.00 is available immediately; the remainder is available on the second business day after the day of deposit, shown above as a HOLD RELEASE line.",
		"Overdraft Fee $32.00 per item paid into overdraft; maximum of 4 fees per day. Call 602-555-0119 or write PO Box 20119, Phoenix AZ 85036 within 60 days of the statement date with questions about electronic transfers.",
	} {
		d.P("Small", l)
	}
	f := &blindkit.Figs{Rows: rows, Running: "every_row", RowBal: map[*blindkit.Txn]int64{},
		TotalCredits: blindkit.I64(cr), TotalDebits: blindkit.I64(db), CountCredits: blindkit.IPtr(ncr), CountDebits: blindkit.IPtr(ndb)}
	for _, t := range rows {
		f.RowBal[t] = t.Bal
	}
	f.Notes = "Business checking statement (flat ODT printed by LibreOffice Writer, Liberation Sans) whose Account Activity prints Date / Description / Amount / Ledger Balance / Available Balance on every row (`MM/DD`, year from the period; signed amounts `-1,234.56`). Mobile deposits make the first $225.00 available at once and hold the rest until the second business day after; the Available Balance is the Ledger Balance less the holds. 'HOLD RELEASE / MOBILE DEPOSIT MM/DD REF ...' lines have no amount, leave the Ledger Balance unchanged and raise only the Available Balance: they are not transactions. The running balance checked is the ledger one; the statement's starting and ending balances are the Beginning / Ending Ledger Balance (the summary also prints the Ending Available Balance and the funds on hold at period end, not transactions). Beginning / Ending Balance lines in the table are not rows."
	if od {
		f.Notes += " A tax payment overdraws the ledger; two 'OVERDRAFT FEE - PAID ITEM' rows follow (number_of_nsf 2); negative days are counted on the ledger balance."
	}
	f.Notes += " Fictional bank, holder and funders; generated by infra/devblind5gen."
	return &blindkit.Doc{Name: name, Stmt: s, Figs: f, Src: d.String()}
}
