package main

import (
	"fmt"
	"strings"
	"time"

	"github.com/docanalysis/service/infra/internal/blindkit"
)

// famFintech: a business fintech account's statement export: Date & time
// (`Jan 5, 2026, 10:32 AM`) | Description | Reference (`txn_1Qx9...`) |
// Status | Amount (`-$1,234.56`) | Balance, with a summary header.
func famFintech() blindkit.Family {
	return blindkit.Family{Name: "fintech-timestamps", Tool: "chromium", Producer: "HeadlessChrome / Skia/PDF",
		Convention: "business fintech account statement export: summary header (Starting balance, Total in, Total out, Ending balance), one table Date & time (`Jan 5, 2026, 10:32 AM`, Eastern Time) / Description / Reference (long IDs `txn_1Qx9...`) / Status (Completed; one Failed row that moves nothing in the newest-first statement) / Amount (`-$1,234.56`, `$1,234.56`) / Balance; one statement oldest first, one newest first; partner-bank disclosure in the footer; HTML printed by Chromium",
		Make: func() []*blindkit.Doc {
			return []*blindkit.Doc{
				ftDoc("fintech_timestamps_jan26", blindkit.Day(2026, 1, 1), blindkit.Day(2026, 1, 31), 5501, false),
				ftDoc("fintech_timestamps_jun26_newest", blindkit.Day(2026, 6, 1), blindkit.Day(2026, 6, 30), 5502, true),
			}
		}}
}

func ftDesc(r blindkit.Raw) (string, []string) {
	switch r.K {
	case "mca":
		e := "DAILY PMT"
		if r.Weekly {
			e = "WEEKLY PMT"
		}
		return "", []string{titleCase(r.Party) + " · ACH pull · " + e}
	case "funding":
		return "", []string{titleCase(r.Party) + " · ACH push · ADVANCE " + r.ID}
	case "settle":
		return "", []string{titleCase(r.Party) + " payout"}
	case "card":
		return "", []string{titleCase(r.Party) + " · Card ••2290"}
	case "achdebit", "payroll", "tax":
		return "", []string{titleCase(r.Party) + " · ACH pull · " + r.Entry}
	case "achcredit":
		return "", []string{titleCase(r.Party) + " · ACH push · " + r.Entry}
	case "deposit":
		return "", []string{"Mobile check deposit"}
	case "xferout":
		return "", []string{"Transfer to Reserve ••7716"}
	case "xferin":
		return "", []string{"Transfer from Reserve ••7716"}
	case "zelleout":
		return "", []string{"Sent to " + titleCase(r.Party) + " · Instant payment"}
	case "zellein":
		return "", []string{"Received from " + titleCase(r.Party) + " · Instant payment"}
	case "wireout":
		return "", []string{"Wire to " + titleCase(r.Party)}
	case "check":
		return "", []string{fmt.Sprintf("CHECK #%d", r.Check)}
	case "nsf":
		return "", []string{"Overdraft fee"}
	case "notice":
		return "", []string{r.Entry}
	}
	return "", []string{r.Party}
}

const alnum = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

func txnID(b *blindkit.B) string {
	x := make([]byte, 24)
	for i := range x {
		x[i] = alnum[b.IntN(len(alnum))]
	}
	return "txn_1" + string(x)
}

func ftDoc(name string, start, end time.Time, seed uint64, newest bool) *blindkit.Doc {
	holder, num := "Saltgrass Supply Co.", "201448870019"
	act := blindkit.Act{N: 40, MCA: []blindkit.MCA{{Funder: "KAPSTONE ADVANCE", Cents: 31250, ID: "KSA8812"}},
		Processors: []string{"STRIPE", "SHOPIFY"}, Notice: "Domestic wire fee waived", Weights: [10]int{24, 16, 3, 16, 6, 5, 8, 3, 8, 3}}
	if newest {
		holder, num = "Orchid Lane Events LLC", "201449932264"
		act = blindkit.Act{N: 34, MCA: []blindkit.MCA{{Funder: "BRAYFIELD CAPITAL", Cents: 88000, Weekly: true, ID: "BFC4420"}},
			Funding: "BRAYFIELD CAPITAL", FundID: "BFC4420", Processors: []string{"STRIPE", "SQUARE"}, Weights: [10]int{24, 16, 3, 16, 6, 5, 8, 3, 8, 3}}
	}
	s := &blindkit.Stmt{Bank: "Tidewell", Aliases: []string{"Tidewell Financial", "Tidewell Business", "Harborline Bank", "Harborline Bank, N.A."},
		Holder: holder, Number: num, Currency: "USD", Start: start, End: end}
	b := blindkit.NewB(seed, start, end, blindkit.USHolidays)
	blindkit.Activity(b, blindkit.USRegion, act, holder, ftDesc)
	b.Finish(s, 1575000, 80000, nil)
	// times of day: increasing within each day
	times := map[*blindkit.Txn]time.Time{}
	refs := map[*blindkit.Txn]string{}
	var prev time.Time
	for _, t := range s.Txns {
		if !t.Date.Equal(prev) {
			prev = t.Date
			prev2 := t.Date.Add(time.Duration(5*60+b.IntN(120)) * time.Minute)
			times[t] = prev2
		}
	}
	var last time.Time
	for _, t := range s.Txns {
		if tt, ok := times[t]; ok {
			last = tt
		} else {
			last = last.Add(time.Duration(3+b.IntN(70)) * time.Minute)
			times[t] = last
		}
		refs[t] = txnID(b)
	}
	type prow struct {
		t      *blindkit.Txn
		when   time.Time
		status string
		amt    int64
		bal    int64
		desc   string
		ref    string
	}
	var printed []prow
	for _, t := range s.Txns {
		printed = append(printed, prow{t, times[t], "Completed", t.Cents, t.Bal, t.Lines[0], refs[t]})
	}
	if newest {
		// a card payment that failed: printed, moves nothing
		k := len(printed) / 2
		ft := printed[k]
		fail := prow{nil, ft.when.Add(7 * time.Minute), "Failed", -b.Amt(180, 900), ft.bal, "Crestline Party Rentals · ACH pull · INVOICE", txnID(b)}
		printed = append(printed[:k+1], append([]prow{fail}, printed[k+1:]...)...)
	}
	rows := blindkit.Moving(s.Txns)
	cr, ncr, db, ndb := blindkit.Sums(rows)
	stamp := func(t time.Time) string { return t.Format("Jan 2, 2006, 3:04 PM") }
	css := `@page { size: 11in 8.5in; margin: 0.5in 0.5in 0.7in 0.5in;
 @top-left { content: "Tidewell  ·  ` + blindkit.Esc(holder) + `  ·  Checking ••` + num[len(num)-4:] + `"; font: 7.5pt "DejaVu Sans"; color: #555 }
 @top-right { content: "Statement ` + start.Format("Jan 2, 2006") + ` – ` + end.Format("Jan 2, 2006") + `"; font: 7.5pt "DejaVu Sans"; color: #555 }
 @bottom-left { content: "Tidewell is a financial technology company, not a bank. Banking services provided by Harborline Bank, N.A., Member FDIC. Times are Eastern Time (ET)."; font: 6.5pt "DejaVu Sans"; color: #777 }
 @bottom-right { content: "Page " counter(page) " of " counter(pages); font: 7.5pt "DejaVu Sans"; color: #555 } }
body { font-family: "DejaVu Sans"; font-size: 7.8pt; color: #111 }
.brand { font-size: 17pt; font-weight: bold; color: #0f766e }
.muted { color: #6b7280 }
.cards { width: 100%; margin: 10px 0 12px 0 } .cards td { border: 1px solid #d1d5db; padding: 6px 10px; width: 25% } .cards .v { font-size: 12pt; font-weight: bold }
.tx { width: 100% } .tx th { text-align: left; font-weight: bold; color: #374151; border-bottom: 1.2px solid #111; padding: 4px 5px; font-size: 7.3pt } .tx th.r { text-align: right }
.tx td { padding: 3px 5px; border-bottom: 1px solid #e5e7eb } .mono { font-family: "DejaVu Sans Mono"; font-size: 7pt; color: #374151 }
.failed td { color: #9ca3af }`
	var body strings.Builder
	fmt.Fprintf(&body, `<table style="width:100%%"><tr><td><div class="brand">tidewell</div><div class="muted">Business account statement</div></td><td class="r"><b>%s</b><br><span class="muted">Checking ••%s · Routing 053112087 · Account %s</span><br><span class="muted">%s – %s</span></td></tr></table>`,
		blindkit.Esc(holder), num[len(num)-4:], num, start.Format("January 2, 2006"), end.Format("January 2, 2006"))
	fmt.Fprintf(&body, `<table class="cards"><tr><td><div class="muted">Starting balance</div><div class="v">%s</div></td><td><div class="muted">Total in (%d)</div><div class="v">%s</div></td><td><div class="muted">Total out (%d)</div><div class="v">%s</div></td><td><div class="muted">Ending balance</div><div class="v">%s</div></td></tr></table>`,
		blindkit.Cur("$", s.Open), ncr, blindkit.Cur("$", cr), ndb, blindkit.Cur("$", -db), blindkit.Cur("$", s.Close))
	order := "oldest first"
	if newest {
		order = "newest first"
	}
	fmt.Fprintf(&body, `<div class="muted" style="margin-bottom:4px">Transactions (%s) · all times ET</div>`, order)
	body.WriteString(`<table class="tx"><thead><tr><th>Date &amp; time</th><th>Description</th><th>Reference</th><th>Status</th><th class="r">Amount</th><th class="r">Balance</th></tr></thead><tbody>`)
	if newest {
		for i, j := 0, len(printed)-1; i < j; i, j = i+1, j-1 {
			printed[i], printed[j] = printed[j], printed[i]
		}
	}
	for _, p := range printed {
		cls := ""
		if p.status == "Failed" {
			cls = ` class="failed"`
		}
		amt := blindkit.Cur("$", p.amt)
		fmt.Fprintf(&body, `<tr%s><td>%s</td><td>%s</td><td class="mono">%s</td><td>%s</td><td class="r">%s</td><td class="r">%s</td></tr>`,
			cls, stamp(p.when), blindkit.Esc(p.desc), p.ref, p.status, amt, blindkit.Cur("$", p.bal))
	}
	body.WriteString(`</tbody></table>`)
	body.WriteString(`<p class="muted" style="white-space:normal;font-size:6.8pt;margin-top:10px">Failed and canceled transactions are shown for reference and are not included in balances or totals. Deposits are held at Harborline Bank, N.A., Member FDIC, insured up to $250,000 per depositor. Report errors within 60 days of ` + end.AddDate(0, 0, 1).Format("Jan 2, 2006") + ` at support@tidewell.example or 1-888-555-0117.</p>`)
	f := &blindkit.Figs{Rows: rows, Running: "every_row", RowBal: map[*blindkit.Txn]int64{},
		TotalCredits: blindkit.I64(cr), TotalDebits: blindkit.I64(db), CountCredits: blindkit.IPtr(ncr), CountDebits: blindkit.IPtr(ndb)}
	if newest {
		f.Rows, f.NewestFirst = blindkit.Reversed(rows), true
	}
	for _, t := range rows {
		f.RowBal[t] = t.Bal
	}
	f.Notes = "Business fintech account statement export (HTML printed by headless Chromium on landscape Letter, DejaVu Sans): summary cards Starting balance, Total in (n), Total out (n) printed negative, Ending balance; one table Date & time (`Jan 5, 2026, 10:32 AM`, Eastern Time; the date is the row's date) / Description (one line) / Reference (`txn_1...` IDs, not description) / Status / Amount (`-$1,234.56` debits, `$1,234.56` credits) / Balance on every row."
	if newest {
		f.Notes += " Rows are printed newest first (the answer lists them in printed order; running balance checked bottom-up). One row with Status Failed (`Crestline Party Rentals · ACH pull · INVOICE`, greyed) moves nothing: its balance equals its neighbour's and it is not a transaction."
	} else {
		f.Notes += " Rows oldest first. `Domestic wire fee waived` with $0.00 is a notice, not a transaction."
	}
	f.Notes += " bank_name is the brand printed as the statement's issuer; the partner bank in the footer is an alias. Fictional brand, bank, holder and funders; generated by infra/devblind5gen."
	return &blindkit.Doc{Name: name, Stmt: s, Figs: f, Src: blindkit.Page("Tidewell statement", css, body.String())}
}
