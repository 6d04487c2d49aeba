package main

import (
	"fmt"
	"github.com/docanalysis/service/infra/internal/blindkit"
	"math/big"
	"strings"
	"time"
)

// famEuro: a eurozone business account statement in English (EUR):
// Booking date | Value date | Description | Amount with `05.01.2026`
// dates, amounts with dot thousands and a decimal comma (`-1.234,56`),
// Old balance / New balance lines, IBAN and BIC, SEPA rows whose
// descriptions wrap over two or three lines with EndToEnd and Mandate
// references.
func famEuro() blindkit.Family {
	return blindkit.Family{Name: "euro-decimal-comma", Tool: "writer", Producer: "Writer / LibreOffice",
		Convention: "eurozone business current account statement in English (EUR) on A4: IBAN (German-shaped, fictional, valid check digits) and BIC, Statement no. / sheet, Booking date / Value date / Description / Amount with `05.01.2026` dates, signed amounts with dot thousands and a decimal comma (`-1.234,56`, `2.500,00`), `Old balance as of 28.02.2026` and `New balance as of 31.03.2026` lines in the table, SEPA credit transfer / direct debit / card rows whose descriptions wrap over two or three lines (counterparty, IBAN, `EndToEnd:`, `Mandate:`, `Creditor ID:`), a totals line (credits / debits) after the new balance; no running balance; LibreOffice Writer (flat ODT), DejaVu Sans",
		Make: func() []*blindkit.Doc {
			return []*blindkit.Doc{
				euroDoc("euro_decimal_comma_mar26", blindkit.Day(2026, 3, 1), blindkit.Day(2026, 3, 31), 4301),
				euroDoc("euro_decimal_comma_oct26_overdrawn", blindkit.Day(2026, 10, 1), blindkit.Day(2026, 10, 31), 4302),
			}
		}}
}

var euHolidays = []string{"2026-01-01", "2026-04-03", "2026-04-06", "2026-05-01", "2026-12-25", "2026-12-26"}

var euRegion = blindkit.Region{
	Merchants: []blindkit.Merchant{{Name: "ARAL STATION 2841", City: "KOELN", State: "DE"}, {Name: "METRO CASH+CARRY 0412", City: "DUESSELDORF", State: "DE"},
		{Name: "BAUHAUS FILIALE 611", City: "BONN", State: "DE"}, {Name: "AMAZON EU SARL", City: "LUXEMBOURG", State: "LU"}, {Name: "DEUTSCHE BAHN ONLINE", City: "BERLIN", State: "DE"},
		{Name: "IKEA KOELN-GODORF", City: "KOELN", State: "DE"}, {Name: "SHELL 1047", City: "KOELN", State: "DE"}},
	Debits: []blindkit.Party{{Name: "Stadtwerke Rheinau GmbH", Entry: "Electricity 03/2026"}, {Name: "Telenord Business GmbH", Entry: "Invoice TB-2026"},
		{Name: "Allvera Versicherung AG", Entry: "Business liability premium"}, {Name: "Bergmann Grosshandel KG", Entry: "Invoice RE-"},
		{Name: "Kessler Immobilien GmbH", Entry: "Rent unit 4"}, {Name: "Datev-style Buchhaltung eG", Entry: "Licence fee"}},
	Credits: []blindkit.Party{{Name: "Hoffmann Bau GmbH", Entry: "Invoice 2026-"}, {Name: "Lindqvist Trading AB", Entry: "INV "}, {Name: "Van Dijk Logistiek BV", Entry: "Factuur "},
		{Name: "Moreau Distribution SAS", Entry: "Facture "}},
	Payees:  []string{"Jana Weber", "Lukas Schmitt", "Aylin Demir", "Marco Rossi"},
	Tax:     blindkit.Party{Name: "Finanzamt Koeln-Mitte", Entry: "VAT prepayment"},
	Payroll: blindkit.Party{Name: "Salary batch", Entry: "Payroll"},
	WireTo:  "Tanaka Seiki Co Ltd",
}

// ibanDE builds a German-shaped IBAN with valid check digits.
func ibanDE(blz, acct string) string {
	bban := blz + acct
	n, _ := new(big.Int).SetString(bban+"131400", 10) // D=13 E=14, 00
	m := new(big.Int).Mod(n, big.NewInt(97)).Int64()
	s := fmt.Sprintf("DE%02d%s", 98-m, bban)
	var out []string
	for i := 0; i < len(s); i += 4 {
		j := i + 4
		if j > len(s) {
			j = len(s)
		}
		out = append(out, s[i:j])
	}
	return strings.Join(out, " ")
}

func euro(c int64) string {
	s := blindkit.Commas(c)
	s = strings.NewReplacer(",", ".", ".", ",").Replace(s)
	if c < 0 {
		return "-" + s
	}
	return s
}

func euroAbs(c int64) string {
	if c < 0 {
		c = -c
	}
	return euro(c)
}

func fakeIBAN(seed string) string {
	h := blindkit.OrigID(seed)
	return ibanDE("3"+h[:7], "00"+h[2:10])
}

func euroDesc(r blindkit.Raw) (string, []string) {
	e2e := ""
	if len(r.Ref) >= 6 {
		e2e = "E2E" + r.Date.Format("20060102") + r.Ref[:6]
	}
	switch r.K {
	case "mca":
		freq := "Daily"
		if r.Weekly {
			freq = "Weekly"
		}
		return "", blindkit.Wrap(fmt.Sprintf("SEPA Direct Debit (B2B) %s %s repayment contract %s EndToEnd: %s Mandate: %s-01 Creditor ID: DE71ZZZ0000%s", r.Party, freq, r.ID, e2e, r.ID, r.Ref[:7]), 60)
	case "funding":
		return "", blindkit.Wrap(fmt.Sprintf("SEPA Credit Transfer %s IBAN %s Financing agreement %s payout EndToEnd: %s", r.Party, fakeIBAN(r.Party), r.ID, e2e), 60)
	case "settle":
		return "", blindkit.Wrap(fmt.Sprintf("SEPA Credit Transfer %s Settlement batch %s EndToEnd: %s", r.Party, r.Ref[:9], e2e), 60)
	case "achdebit":
		return "", blindkit.Wrap(fmt.Sprintf("SEPA Direct Debit %s %s EndToEnd: %s Mandate: MD-%s Creditor ID: DE%sZZZ0000%s", r.Party, withRef(r.Entry, r.Ref), e2e, r.Ref[4:10], r.Ref[10:12], r.Ref[:7]), 60)
	case "payroll":
		return "", blindkit.Wrap(fmt.Sprintf("SEPA Credit Transfer Collective order Salary %s 14 items", r.Date.Format("01/2006")), 60)
	case "tax":
		return "", blindkit.Wrap(fmt.Sprintf("SEPA Credit Transfer %s Tax no. 214/5718/0933 %s EndToEnd: %s", r.Party, r.Entry, e2e), 60)
	case "achcredit":
		return "", blindkit.Wrap(fmt.Sprintf("SEPA Credit Transfer %s IBAN %s %s EndToEnd: %s", r.Party, fakeIBAN(r.Party), withRef(r.Entry, r.Ref), e2e), 60)
	case "card":
		return "", blindkit.Wrap(fmt.Sprintf("Card payment %s %s %s Card no. 4871 XXXX XXXX 2290", r.Card.Format("02.01."), r.Party, r.City), 60)
	case "deposit":
		return "", blindkit.One("Cash deposit branch Koeln-Ehrenfeld")
	case "xferout":
		return "", blindkit.Wrap("Transfer to own account Reserve "+ibanDE("37040044", "0532014400"), 60)
	case "xferin":
		return "", blindkit.Wrap("Transfer from own account Reserve "+ibanDE("37040044", "0532014400"), 60)
	case "zelleout":
		return "", blindkit.Wrap(fmt.Sprintf("SEPA Instant Credit Transfer %s Expenses refund EndToEnd: %s", r.Party, e2e), 60)
	case "zellein":
		return "", blindkit.Wrap(fmt.Sprintf("SEPA Instant Credit Transfer %s Loan repayment EndToEnd: %s", r.Party, e2e), 60)
	case "wireout":
		return "", blindkit.Wrap(fmt.Sprintf("Foreign transfer (SWIFT) %s JP BIC TSCOJPJT Invoice TS-%s charges OUR", r.Party, r.Ref[:6]), 60)
	case "fee":
		return "", blindkit.One("Account maintenance fee " + r.Date.Format("01/2006"))
	case "notice":
		return "", blindkit.One(r.Entry)
	case "nsf":
		return "", blindkit.One("Charge for unauthorised overdraft ref. " + r.Ref)
	}
	return "", blindkit.One(r.Party)
}

func euroDoc(name string, start, end time.Time, seed uint64) *blindkit.Doc {
	holder := "Rheinblick Feinkost GmbH"
	acct := "0716339001"
	act := blindkit.Act{N: 42, MCA: []blindkit.MCA{{Funder: "Nordlicht Revenue Finance GmbH", Cents: 21000, ID: "NRF-55120"}},
		Processors: []string{"Adyen N.V.", "Stripe Payments Europe Ltd"}, Fee: 1490, Weights: [10]int{14, 18, 3, 14, 4, 4, 6, 2, 4, 3}}
	var od *blindkit.Overdraft
	overdrawn := strings.HasSuffix(name, "overdrawn")
	if overdrawn {
		holder = "Atelier Voss Moebelbau GmbH"
		acct = "0716352218"
		act.MCA = []blindkit.MCA{{Funder: "Nordlicht Revenue Finance GmbH", Cents: 68500, Weekly: true, ID: "NRF-60418"}}
		act.Funding, act.FundID = "Nordlicht Revenue Finance GmbH", "NRF-60418"
		act.N = 38
		act.Fee = 0
		act.Notice = "Account maintenance fee 10/2026 waived"
		od = blindkit.NewOverdraft(0.55, 1, 850, holder, euroDesc, euRegion)
	}
	iban := ibanDE("37040044", acct)
	s := &blindkit.Stmt{Bank: "Rheinau Handelsbank AG", Aliases: []string{"Rheinau Handelsbank"}, Holder: holder, Number: strings.ReplaceAll(iban, " ", ""), Currency: "EUR", Start: start, End: end}
	b := blindkit.NewB(seed, start, end, euHolidays)
	blindkit.Activity(b, euRegion, act, holder, euroDesc)
	b.Finish(s, 1450000, 80000, od)
	// value dates: card payments value on the card date, a few debits
	// one business day before booking
	for _, t := range s.Txns {
		t.Post = t.Date
		if strings.HasPrefix(t.Lines[0], "Card payment ") {
			// the card date printed in the description is the value date
			dm := strings.Fields(t.Lines[0])[2]
			if v, err := time.Parse("02.01.2006", dm+fmt.Sprint(t.Date.Year())); err == nil {
				t.Post = v
			}
		}
	}
	rows := blindkit.Moving(s.Txns)
	cr, ncr, db, ndb := blindkit.Sums(rows)
	dmy := func(d time.Time) string { return d.Format("02.01.2006") }
	d := &blindkit.FODT{Font: "DejaVu Sans", Size: "7.6pt", PageW: "8.27in", PageH: "11.69in"}
	stno := fmt.Sprintf("%d/%d", int(start.Month()), start.Year())
	d.Header = `<text:p text:style-name="CB">Rheinau Handelsbank AG</text:p><text:p text:style-name="P">Account statement ` + stno + ` &#x2003; IBAN ` + iban + ` &#x2003; ` + blindkit.XEsc(holder) + `</text:p>`
	d.Footer = `<text:p text:style-name="P">Rheinau Handelsbank AG · Domstrasse 18 · 50668 Koeln · Local court Koeln HRB 40311 · VAT ID DE 812 004 771 · ` + blindkit.PageXofY + `</text:p>`
	d.P("Title", "Rheinau Handelsbank")
	d.P("P", "Business Banking · Domstrasse 18 · 50668 Koeln · Germany · +49 221 555 0190")
	d.P("P", " ")
	for _, l := range []string{holder, "Attn. Accounts Payable", "Venloer Strasse 233", "50823 Koeln"} {
		d.P("PB", l)
	}
	d.P("P", " ")
	d.P("H", "Account statement "+stno+" · Business current account (EUR)")
	d.P("P", "IBAN "+iban+"   BIC RHHADE3KXXX   Account no. "+acct+"   Period "+dmy(start)+" - "+dmy(end)+"   Sheet 1")
	d.P("P", " ")
	widths := []float64{0.8, 0.8, 4.1, 1.1}
	head := [][]blindkit.TCell{{{Lines: blindkit.One("Booking date"), PStyle: "CH", CStyle: "Head"}, {Lines: blindkit.One("Value date"), PStyle: "CH", CStyle: "Head"},
		{Lines: blindkit.One("Description"), PStyle: "CH", CStyle: "Head"}, {Lines: blindkit.One("Amount EUR"), PStyle: "CRH", CStyle: "Head"}}}
	var trs [][]blindkit.TCell
	trs = append(trs, []blindkit.TCell{{}, {}, {Lines: blindkit.One("Old balance as of " + dmy(start.AddDate(0, 0, -1))), PStyle: "CB", CStyle: "Line"}, {Lines: blindkit.One(euro(s.Open)), PStyle: "CRB", CStyle: "Line"}})
	for _, t := range s.Txns {
		trs = append(trs, []blindkit.TCell{{Lines: blindkit.One(dmy(t.Date)), CStyle: "Line"}, {Lines: blindkit.One(dmy(t.Post)), CStyle: "Line"}, {Lines: t.Lines, CStyle: "Line"}, {Lines: blindkit.One(euro(t.Cents)), PStyle: "CR", CStyle: "Line"}})
	}
	trs = append(trs, []blindkit.TCell{{}, {}, {Lines: blindkit.One("New balance as of " + dmy(end)), PStyle: "CB", CStyle: "Line"}, {Lines: blindkit.One(euro(s.Close)), PStyle: "CRB", CStyle: "Line"}})
	d.Table(widths, head, trs, true)
	d.P("P", " ")
	d.Table([]float64{2.4, 0.9, 1.2}, nil, [][]blindkit.TCell{
		{{Lines: blindkit.One("Total credits"), CStyle: "Box"}, {Lines: blindkit.One(fmt.Sprintf("%d items", ncr)), CStyle: "Box", PStyle: "CR"}, {Lines: blindkit.One(euroAbs(cr)), CStyle: "Box", PStyle: "CR"}},
		{{Lines: blindkit.One("Total debits"), CStyle: "Box"}, {Lines: blindkit.One(fmt.Sprintf("%d items", ndb)), CStyle: "Box", PStyle: "CR"}, {Lines: blindkit.One(euro(-db)), CStyle: "Box", PStyle: "CR"}},
	}, false)
	d.P("P", " ")
	for _, l := range []string{
		"Please check this statement. Objections must be raised within six weeks of receipt (No. 7 (3) General Business Conditions, version 01.2026); failure to object in time counts as approval. Value dates determine interest; booking dates determine the statement.",
		"Arranged overdraft limit EUR 10.000,00 at 11,25 % p.a.; overdraft beyond the limit 16,25 % p.a. Interest and charges are settled quarterly on 31.03., 30.06., 30.09. and 31.12. Deposits are protected by the statutory deposit guarantee scheme up to EUR 100.000 (EdB, www.edb-banken.example).",
	} {
		d.P("Small", l)
	}
	f := &blindkit.Figs{Rows: rows, TotalCredits: blindkit.I64(cr), TotalDebits: blindkit.I64(db), CountCredits: blindkit.IPtr(ncr), CountDebits: blindkit.IPtr(ndb)}
	f.Notes = "Eurozone business current account statement in English (EUR), LibreOffice Writer: Booking date / Value date / Description / Amount EUR with `05.03.2026` dates and signed amounts with dot thousands and a decimal comma (`-1.234,56`, `2.500,00`); 'Old balance as of ...' and 'New balance as of ...' lines in the table are the opening and closing balances, not transactions; Total credits / Total debits with item counts after the table; no running balance. The answer's date is the booking date (card payments print the card date, one or two days earlier, as the value date and in the description). SEPA descriptions print over two or three lines (counterparty, IBAN, EndToEnd, Mandate, Creditor ID) and are joined with one space; account_number_last4 is the last four digits of the account part of the IBAN (= the account number)."
	if overdrawn {
		f.Notes += " A VAT prepayment overdraws the account beyond the arranged limit; a 'Charge for unauthorised overdraft' row follows (counted in number_of_nsf as an overdraft fee: 1). 'Account maintenance fee 10/2026 waived' with 0,00 is a notice, not a transaction."
	}
	f.Notes += " Fictional bank, holder, IBANs and creditor IDs; generated by infra/devblind4gen."
	return &blindkit.Doc{Name: name, Stmt: s, Figs: f, Src: d.String(), Money: euroAbs}
}

// withRef appends a reference number to an entry that ends with a
// separator ("Invoice RE-", "INV ").
func withRef(entry, ref string) string {
	if strings.HasSuffix(entry, "-") || strings.HasSuffix(entry, " ") {
		return entry + ref[:4]
	}
	return entry
}
