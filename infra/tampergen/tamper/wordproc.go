package tamper

import (
	"bytes"
	"fmt"
	"math"
	"time"

	"codeberg.org/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

// wordProcessors are the producer and creator strings of the programs a
// statement gets retyped in.
var wordProcessors = []struct{ producer, creator string }{
	{"Microsoft® Word for Microsoft 365", "Microsoft® Word for Microsoft 365"},
	{"Microsoft® Word 2019", "Microsoft® Word 2019"},
	{"LibreOffice 7.6", "Writer"},
	{"Skia/PDF m120 Google Docs Renderer", ""},
}

// wordProcessor retypes the statement from its figures in a plain table,
// the way a forger rebuilds a statement in Word: the balances reconcile,
// but the file is the word processor's.
func wordProcessor(s Source, i int) ([]byte, string, map[string]any, error) {
	wp := wordProcessors[i%len(wordProcessors)]
	pdf, err := typeset(s.Truth, wp.producer, wp.creator)
	return pdf, "retyped", map[string]any{"producer": wp.producer, "creator": wp.creator}, err
}

func typeset(t *groundtruth.Truth, producer, creator string) ([]byte, error) {
	if t.StartingBalance == nil {
		return nil, notApplicable("no starting balance")
	}
	end, err := time.Parse("2006-01-02", t.PeriodEnd)
	if err != nil {
		return nil, notApplicable("no period")
	}
	start, _ := time.Parse("2006-01-02", t.PeriodStart)
	created := end.AddDate(0, 0, 5).Add(9 * time.Hour)

	f := fpdf.New("P", "pt", "Letter", "")
	f.SetCatalogSort(true)
	f.SetCreationDate(created)
	f.SetModificationDate(created)
	f.SetProducer(producer, true)
	if creator != "" {
		f.SetCreator(creator, true)
	}
	f.SetAutoPageBreak(false, 0)
	f.AddUTF8FontFromBytes("Calibri", "", goregular.TTF)
	f.AddUTF8FontFromBytes("Calibri", "B", gobold.TTF)

	var dep, wd float64
	for _, x := range t.Transactions {
		if x.Type == "credit" {
			dep += x.Amount
		} else {
			wd += x.Amount
		}
	}
	closing := *t.StartingBalance + dep - wd

	const left, right, bottom = 50.0, 562.0, 740.0
	cols := []float64{50, 118, 410, 486, 562} // date | description | deposits | withdrawals | balance (right edges from col 2)
	header := func() float64 {
		f.SetFont("Calibri", "B", 9)
		f.Text(cols[0], 80, "Date")
		f.Text(cols[1], 80, "Description")
		for k, h := range []string{"Deposits", "Withdrawals", "Balance"} {
			f.Text(cols[2+k]-f.GetStringWidth(h), 80, h)
		}
		return 96
	}
	f.AddPage()
	f.SetFont("Calibri", "B", 18)
	f.Text(left, 70, t.BankName)
	f.SetFont("Calibri", "", 10)
	f.Text(left, 88, "Business Checking Account Statement")
	f.Text(left, 118, t.AccountHolderName)
	last4 := t.AccountLast4
	f.Text(right-f.GetStringWidth("Account Number: ****"+last4), 118, "Account Number: ****"+last4)
	period := fmt.Sprintf("Statement Period: %s to %s", start.Format("01/02/2006"), end.Format("01/02/2006"))
	f.Text(right-f.GetStringWidth(period), 132, period)
	y := 170.0
	f.SetFont("Calibri", "B", 11)
	f.Text(left, y, "Account Summary")
	f.SetFont("Calibri", "", 10)
	for _, r := range []struct {
		l string
		v float64
	}{{"Beginning Balance", *t.StartingBalance}, {"Total Deposits", dep}, {"Total Withdrawals", wd}, {"Ending Balance", closing}} {
		y += 15
		f.Text(left, y, r.l)
		v := "$" + money(r.v)
		if r.v < 0 {
			v = "-" + v
		}
		f.Text(300-f.GetStringWidth(v), y, v)
	}
	y += 35
	f.SetFont("Calibri", "B", 11)
	f.Text(left, y, "Account Activity")
	y += 18
	f.SetFont("Calibri", "B", 9)
	f.Text(cols[0], y, "Date")
	f.Text(cols[1], y, "Description")
	for k, h := range []string{"Deposits", "Withdrawals", "Balance"} {
		f.Text(cols[2+k]-f.GetStringWidth(h), y, h)
	}
	y += 16
	bal := *t.StartingBalance
	for _, x := range t.Transactions {
		if y > bottom {
			f.AddPage()
			y = header()
		}
		f.SetFont("Calibri", "", 9)
		d, _ := time.Parse("2006-01-02", x.Date)
		f.Text(cols[0], y, d.Format("01/02/2006"))
		desc := x.Description
		for f.GetStringWidth(desc) > cols[2]-cols[1]-60 && len(desc) > 10 {
			desc = desc[:len(desc)-1]
		}
		f.Text(cols[1], y, desc)
		amt := money(x.Amount)
		col := cols[3]
		if x.Type == "credit" {
			col = cols[2]
			bal += x.Amount
		} else {
			bal -= x.Amount
		}
		f.Text(col-f.GetStringWidth(amt), y, amt)
		b := money(bal)
		if math.Round(bal*100) < 0 {
			b = "-" + b
		}
		f.Text(cols[4]-f.GetStringWidth(b), y, b)
		y += 13
	}
	total := f.PageCount()
	for p := 1; p <= total; p++ {
		f.SetPage(p)
		f.SetFont("Calibri", "", 8)
		s := fmt.Sprintf("Page %d of %d", p, total)
		f.Text(right-f.GetStringWidth(s), 770, s)
	}
	var buf bytes.Buffer
	if err := f.Output(&buf); err != nil {
		return nil, fmt.Errorf("tamper: typeset: %w", err)
	}
	return buf.Bytes(), nil
}
