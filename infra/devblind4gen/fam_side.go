package main

import (
	"fmt"
	"github.com/docanalysis/service/infra/internal/blindkit"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"
)

// famSideBySide: a credit union statement printed in two columns:
// deposits and credits in the left half (Date | Description | Amount),
// withdrawals and debits in the right half, both starting at the same
// height and running different lengths; then a Daily Balances grid three
// pairs across, and Previous Balance / New Balance in a summary box.
func famSideBySide() blindkit.Family {
	return blindkit.Family{Name: "side-by-side", Tool: "go", Producer: "FPDF",
		Convention: "credit union business share draft statement laid out in two columns: DEPOSITS AND CREDITS in the left half and WITHDRAWALS AND DEBITS in the right half (Date / Description / Amount each, descriptions wrapped in the narrow column), both starting at the same height and running different lengths across pages, each closed by its total; then DAILY BALANCES three date / balance pairs across; a summary box with Previous Balance, Deposits (n), Withdrawals (n), New Balance; `MM/DD` dates; courtesy-pay fees and negative daily balances in one statement; FPDF with the DejaVu Sans Condensed TTF font",
		Make: func() []*blindkit.Doc {
			return []*blindkit.Doc{
				sideDoc("side_by_side_may26", blindkit.Day(2026, 5, 1), blindkit.Day(2026, 5, 31), 4201),
				sideDoc("side_by_side_aug26_courtesypay", blindkit.Day(2026, 8, 1), blindkit.Day(2026, 8, 31), 4202),
			}
		}}
}

func sideDesc(r blindkit.Raw) (string, []string) {
	switch r.K {
	case "mca":
		e := "DAILY"
		if r.Weekly {
			e = "WEEKLY"
		}
		return "", blindkit.One(fmt.Sprintf("ACH WITHDRAWAL %s %s PMT %s", r.Party, e, r.ID))
	case "funding":
		return "", blindkit.One(fmt.Sprintf("ACH DEPOSIT %s FUNDING %s", r.Party, r.ID))
	case "settle":
		return "", blindkit.One(fmt.Sprintf("ACH DEPOSIT %s MERCH DEP %s", r.Party, r.Ref[:8]))
	case "achdebit", "payroll", "tax":
		return "", blindkit.One(fmt.Sprintf("ACH WITHDRAWAL %s %s", r.Party, r.Entry))
	case "achcredit":
		return "", blindkit.One(fmt.Sprintf("ACH DEPOSIT %s %s", r.Party, r.Entry))
	case "card":
		return "", blindkit.One(fmt.Sprintf("DEBIT CARD %s %s %s %s", r.Card.Format("01/02"), r.Party, r.City, r.State))
	case "deposit":
		return "", blindkit.One("DEPOSIT AT BRANCH 03")
	case "xferout":
		return "", blindkit.One("TRANSFER TO SHARE 01 SAVINGS")
	case "xferin":
		return "", blindkit.One("TRANSFER FROM SHARE 01 SAVINGS")
	case "zelleout":
		return "", blindkit.One("ZELLE TO " + r.Party)
	case "zellein":
		return "", blindkit.One("ZELLE FROM " + r.Party)
	case "wireout":
		return "", blindkit.One(fmt.Sprintf("WIRE OUT %s FED REF %s", r.Party, r.Ref[:10]))
	case "check":
		return "", blindkit.One(fmt.Sprintf("CHECK %d", r.Check))
	case "fee":
		return "", blindkit.One("BUSINESS ACCOUNT FEE")
	case "notice":
		return "", blindkit.One(r.Entry)
	case "nsf":
		return "", blindkit.One("COURTESY PAY FEE ITEM " + r.Ref)
	}
	return "", blindkit.One(r.Party)
}

// placed text for the FPDF renderer
type ptext struct {
	page       int
	x, y       float64 // y from the top, baseline
	s          string
	size       float64
	bold, rite bool
}

func sideDoc(name string, start, end time.Time, seed uint64) *blindkit.Doc {
	holder := "MESA VERDE PET GROOMING LLC"
	num := "48107733"
	act := blindkit.Act{N: 38, MCA: []blindkit.MCA{{Funder: "QUARRY HILL FUNDING", Cents: 48500, Weekly: true, ID: "QHF2207"}}, Processors: []string{"SQUARE", "CLOVER"},
		Checks: 4, CheckStart: 311, Fee: 800, Weights: [10]int{24, 16, 10, 8, 5, 4, 8, 2, 8, 3}}
	var od *blindkit.Overdraft
	cp := strings.HasSuffix(name, "courtesypay")
	if cp {
		holder = "SAGEBRUSH MOBILE TIRE LLC"
		num = "48119025"
		act.MCA = []blindkit.MCA{{Funder: "QUARRY HILL FUNDING", Cents: 16600, ID: "QHF3391"}}
		act.Funding, act.FundID = "CANYON EDGE CAPITAL", "CEC7702"
		act.CheckStart = 1120
		act.N = 30
		od = blindkit.NewOverdraft(0.35, 2, 3000, holder, sideDesc, blindkit.USRegion)
		od.Days = 3
	}
	s := &blindkit.Stmt{Bank: "Red Mesa Federal Credit Union", Aliases: []string{"RED MESA FEDERAL CREDIT UNION", "Red Mesa FCU"},
		Holder: holder, Number: num, Currency: "USD", Start: start, End: end}
	b := blindkit.NewB(seed, start, end, blindkit.USHolidays)
	blindkit.Activity(b, blindkit.USRegion, act, holder, sideDesc)
	b.Finish(s, 780000, 50000, od)
	var left, right []*blindkit.Txn
	for _, t := range s.Txns {
		if t.Kind == blindkit.KCheck {
			t.Say = fmt.Sprintf("CHECK #%d", t.Check)
		}
		if t.Cents > 0 {
			left = append(left, t)
		} else if t.Cents < 0 {
			right = append(right, t)
		}
	}
	cr, ncr, _, _ := blindkit.Sums(left)
	_, _, db, ndb := blindkit.Sums(right)

	var pt []ptext
	put := func(p int, x, y float64, sz float64, bold, rite bool, s string) {
		pt = append(pt, ptext{p, x, y, s, sz, bold, rite})
	}
	const fs = 7.4
	const lh = 9.2
	// page 1 furniture and summary box
	put(0, 36, 52, 14, true, false, "RED MESA FEDERAL CREDIT UNION")
	put(0, 36, 64, 7.5, false, false, "2250 E Main St  |  Farmington, NM 87401  |  (505) 555-0163  |  redmesafcu.example")
	put(0, 36, 100, 8.5, false, false, holder)
	put(0, 36, 110, 8.5, false, false, "7791 E 30TH ST")
	put(0, 36, 120, 8.5, false, false, "FARMINGTON NM 87402-4410")
	put(0, 380, 100, 8, false, false, "BUSINESS SHARE DRAFT")
	put(0, 380, 110, 8, false, false, "Member Number: "+num)
	put(0, 380, 120, 8, false, false, "Statement Period: "+start.Format("01/02/2006")+" - "+end.Format("01/02/2006"))
	boxY := 140.0
	labels := []string{"Previous Balance", fmt.Sprintf("Deposits (%d)", ncr), fmt.Sprintf("Withdrawals (%d)", ndb), "New Balance"}
	vals := []string{blindkit.Signed(s.Open), blindkit.Commas(cr), blindkit.Commas(db), blindkit.Signed(s.Close)}
	for i := range labels {
		x := 36 + float64(i)*135
		put(0, x+6, boxY+12, 7.5, false, false, labels[i])
		put(0, x+129, boxY+26, 10, true, true, vals[i])
	}
	// two columns
	type col struct {
		x0, w float64
		title string
		rows  []*blindkit.Txn
		total string
		page  int
		y     float64
	}
	top1, topN, bottom := 196.0, 92.0, 740.0
	cols := []*col{{x0: 36, w: 264, title: "DEPOSITS AND CREDITS", rows: left, total: "Total Deposits and Credits"},
		{x0: 312, w: 264, title: "WITHDRAWALS AND DEBITS", rows: right, total: "Total Withdrawals and Debits"}}
	for _, c := range cols {
		c.y = top1
		head := func() {
			put(c.page, c.x0, c.y, 8.5, true, false, c.title)
			c.y += lh + 2
			put(c.page, c.x0, c.y, 6.8, true, false, "Date")
			put(c.page, c.x0+32, c.y, 6.8, true, false, "Description")
			put(c.page, c.x0+c.w, c.y, 6.8, true, true, "Amount")
			c.y += lh + 2
		}
		head()
		for _, t := range c.rows {
			lines := blindkit.Wrap(t.Lines[0], 41)
			t.Lines = lines
			h := float64(len(lines))*lh + 1.5
			if c.y+h > bottom {
				c.page++
				c.y = topN
				head()
			}
			put(c.page, c.x0, c.y, fs, false, false, t.Date.Format("01/02"))
			for i, l := range lines {
				put(c.page, c.x0+32, c.y+float64(i)*lh, fs, false, false, l)
			}
			put(c.page, c.x0+c.w, c.y, fs, false, true, blindkit.Commas(t.Cents))
			c.y += h
		}
		c.y += 4
		var sum int64
		for _, t := range c.rows {
			sum += t.Abs()
		}
		put(c.page, c.x0+32, c.y, fs, true, false, c.total)
		put(c.page, c.x0+c.w, c.y, fs, true, true, blindkit.Commas(sum))
		c.y += lh * 2
	}
	// the rule between the columns runs as far as the columns do on each page
	ruleEnd := map[int]float64{}
	for _, t := range pt {
		if t.y > 180 && t.y+4 > ruleEnd[t.page] {
			ruleEnd[t.page] = t.y + 4
		}
	}
	// daily balances, three pairs across, below the longer column
	pg, y := cols[0].page, cols[0].y
	if cols[1].page > pg || (cols[1].page == pg && cols[1].y > y) {
		pg, y = cols[1].page, cols[1].y
	}
	days := blindkit.DayEnds(blindkit.Moving(s.Txns))
	rowsN := (len(days) + 2) / 3
	if y+float64(rowsN+2)*lh > bottom {
		pg++
		y = topN
	}
	put(pg, 36, y, 8.5, true, false, "DAILY BALANCES")
	y += lh + 2
	for k := 0; k < 3; k++ {
		x := 36 + float64(k)*180
		put(pg, x, y, 6.8, true, false, "Date")
		put(pg, x+130, y, 6.8, true, true, "Balance")
	}
	y += lh + 1
	for i, d := range days {
		k, row := i/rowsN, i%rowsN
		x := 36 + float64(k)*180
		put(pg, x, y+float64(row)*lh, fs, false, false, d.Date.Format("01/02"))
		put(pg, x+130, y+float64(row)*lh, fs, false, true, blindkit.Signed(d.Bal))
	}
	y += float64(rowsN)*lh + 10
	legal := []string{
		"Courtesy Pay: we may pay an item that overdraws your share draft for a $30.00 fee per item (no more than 4 per day). Negative balances must be",
		"repaid within 30 days. Dividends on share drafts are not paid below $1,000.00. Federally insured by NCUA up to $250,000. Questions about an",
		"electronic transfer: call (505) 555-0163 or write P.O. Box 1170, Farmington, NM 87499-1170 no later than 60 days after the statement date.",
	}
	if y+float64(len(legal))*8+4 > bottom {
		pg++
		y = topN
	}
	for _, l := range legal {
		put(pg, 36, y, 6.3, false, false, l)
		y += 8
	}
	npages := pg + 1

	pdf := fpdf.New("P", "pt", "Letter", dejavuDir)
	pdf.AddUTF8Font("DejaVuC", "", "DejaVuSansCondensed.ttf")
	pdf.AddUTF8Font("DejaVuC", "B", "DejaVuSansCondensed-Bold.ttf")
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetCreator("CU Statement Print 3.4", false)
	pdf.SetTitle("Red Mesa FCU Statement", false)
	fixed := time.Date(2026, 12, 1, 8, 30, 0, 0, time.UTC)
	pdf.SetCreationDate(fixed)
	pdf.SetModificationDate(fixed)
	pdf.SetCompression(true)
	pdf.SetCatalogSort(true)
	for p := 0; p < npages; p++ {
		pdf.AddPage()
		if p == 0 {
			pdf.SetDrawColor(60, 60, 60)
			pdf.SetLineWidth(0.6)
			pdf.Rect(36, boxY, 540, 34, "D")
			for i := 1; i < 4; i++ {
				pdf.Line(36+float64(i)*135, boxY, 36+float64(i)*135, boxY+34)
			}
		} else {
			pdf.SetFont("DejaVuC", "B", 9)
			pdf.Text(36, 48, "RED MESA FEDERAL CREDIT UNION")
			pdf.SetFont("DejaVuC", "", 7.5)
			pdf.Text(36, 60, holder+"   Member Number: "+num+"   Statement Period: "+start.Format("01/02/2006")+" - "+end.Format("01/02/2006"))
		}
		pdf.SetLineWidth(0.4)
		if end, ok := ruleEnd[p]; ok {
			from := 186.0
			if p > 0 {
				from = topN - 10
			}
			pdf.Line(306, from, 306, end)
		}
		pdf.SetFont("DejaVuC", "", 6.8)
		pdf.Text(36, 770, "Federally insured by NCUA. Red Mesa Federal Credit Union, Charter 24418. Routing 307075521.")
		page := fmt.Sprintf("Page %d of %d", p+1, npages)
		pdf.Text(576-pdf.GetStringWidth(page), 770, page)
		for _, t := range pt {
			if t.page != p {
				continue
			}
			st := ""
			if t.bold {
				st = "B"
			}
			pdf.SetFont("DejaVuC", st, t.size)
			x := t.x
			if t.rite {
				x -= pdf.GetStringWidth(t.s)
			}
			pdf.Text(x, t.y, t.s)
		}
	}
	rows := append(append([]*blindkit.Txn{}, left...), right...)
	f := &blindkit.Figs{Rows: rows, Daily: days, TotalCredits: blindkit.I64(cr), TotalDebits: blindkit.I64(db), CountCredits: blindkit.IPtr(ncr), CountDebits: blindkit.IPtr(ndb),
		Sections: []blindkit.Section{{Name: "left", Credit: true, Rows: left, Total: cr, Count: ncr}, {Name: "right", Credit: false, Rows: right, Total: db, Count: ndb}}}
	f.Notes = "Credit union business share draft statement (FPDF, DejaVu Sans Condensed TTF) printed in two columns: DEPOSITS AND CREDITS on the left half and WITHDRAWALS AND DEBITS on the right half, each Date / Description / Amount, both starting at the same height and running different lengths (across pages), each closed by its total; descriptions wrap inside the narrow column and are joined with one space. Rows are answered column by column (all credits, then all debits), each in date order. Summary box: Previous Balance, Deposits (n), Withdrawals (n), New Balance; DAILY BALANCES grid three date / balance pairs across, read down each pair of columns, checked against the rows' day-end balance. No running balance. Checks print `CHECK 1120` and are answered CHECK #<number>."
	if cp {
		f.Notes += " A tax payment overdraws the share draft; two COURTESY PAY FEE rows follow (number_of_nsf 2); the daily balances print the negative days with a minus."
	}
	f.Notes += " Fictional credit union and holder; generated by infra/devblind4gen."
	d := &blindkit.Doc{Name: name, Stmt: s, Figs: f}
	d.Build = func(path string) error { return pdf.OutputFileAndClose(path) }
	return d
}

const dejavuDir = "/usr/share/fonts/truetype/dejavu"
