package main

import (
	"fmt"
	"strings"
	"time"

	"github.com/docanalysis/service/infra/internal/blindkit"
)

// famBilingual: a Puerto Rico bank's bilingual business statement:
// Spanish first, English second on every heading, Spanish descriptions
// with accents, USD amounts and MM/DD/YYYY dates.
func famBilingual() blindkit.Family {
	return blindkit.Family{Name: "bilingual-pr", Tool: "chromium", Producer: "HeadlessChrome / Skia/PDF",
		Convention: "Puerto Rico bank business statement in Spanish and English (Spanish first on every heading: `Fecha / Date`, `Descripción / Description`, `Débitos / Debits`, `Créditos / Credits`, `Balance`; `Balance Anterior / Previous Balance`, `Balance Final / Ending Balance`, `Resumen de Cuenta / Account Summary`), Spanish descriptions with accents (`DEPÓSITO`, `CARGO POR SERVICIO`, `TRANSFERENCIA ATH MÓVIL`, `PAGO IVU HACIENDA`, `CHEQUE #`), USD amounts, `MM/DD/YYYY` dates, balance on every row, UTF-8 HTML printed by Chromium",
		Make: func() []*blindkit.Doc {
			return []*blindkit.Doc{
				biDoc("bilingual_pr_may26", blindkit.Day(2026, 5, 1), blindkit.Day(2026, 5, 31), 5301, false),
				biDoc("bilingual_pr_nov26_sobregiro", blindkit.Day(2026, 11, 1), blindkit.Day(2026, 11, 30), 5302, true),
			}
		}}
}

var prRegion = blindkit.Region{
	Merchants: []blindkit.Merchant{{Name: "SUPERMERCADO EL FARO #4", City: "CAGUAS", State: "PR"}, {Name: "FERRETERÍA LA PALMA", City: "BAYAMÓN", State: "PR"},
		{Name: "GASOLINERA TORRIMAR #22", City: "GUAYNABO", State: "PR"}, {Name: "FARMACIA CARIBE #112", City: "SAN JUAN", State: "PR"}, {Name: "AMAZON MKTPL*7R2KD1", City: "SEATTLE", State: "WA"},
		{Name: "DISTRIBUIDORA ISLEÑA", City: "CATAÑO", State: "PR"}, {Name: "OFFICE MAX #0388", City: "CAROLINA", State: "PR"}, {Name: "COSTCO WHSE #0365", City: "BAYAMÓN", State: "PR"}},
	Debits: []blindkit.Party{{Name: "ENERGÍA ISLEÑA SERV", Entry: "FACTURA LUZ"}, {Name: "ACUEDUCTO MUNICIPAL", Entry: "FACTURA AGUA"}, {Name: "TELECOM BORINQUEN", Entry: "SERVICIO"},
		{Name: "SEGUROS DEL ATLÁNTICO", Entry: "PRIMA"}, {Name: "DISTRIBUIDORA ISLEÑA", Entry: "PAGO SUPLIDOR"}, {Name: "PLAZA LAS AMÉRICAS LOCAL 2", Entry: "RENTA"}},
	Credits:  []blindkit.Party{{Name: "MUNICIPIO DE CAGUAS", Entry: "PAGO PROVEEDOR"}, {Name: "HOSPITAL SAN RAFAEL", Entry: "PAGO FACTURA"}, {Name: "UBER EATS", Entry: "PAYOUT"}},
	Payees:   []string{"JOSÉ A. RIVERA", "MARÍA DEL C. SANTIAGO", "LUIS ORTIZ NÚÑEZ", "CARMEN I. VÉLEZ"},
	Tax:      blindkit.Party{Name: "HACIENDA PR", Entry: "PAGO IVU"},
	Payroll:  blindkit.Party{Name: "NOMINAPR SERVICES", Entry: "NÓMINA"},
	WireTo:   "SUPLIDORA DEL ESTE INC",
	Holidays: blindkit.USHolidays,
}

func biDesc(r blindkit.Raw) (string, []string) {
	switch r.K {
	case "mca":
		e := "PAGO DIARIO"
		if r.Weekly {
			e = "PAGO SEMANAL"
		}
		return "", []string{"DÉBITO ACH " + r.Party, e + " ID:" + r.ID + " REF:" + r.Ref}
	case "funding":
		return "", []string{"CRÉDITO ACH " + r.Party, "DESEMBOLSO ADELANTO ID:" + r.ID}
	case "settle":
		return "", []string{"DEPÓSITO LIQUIDACIÓN " + r.Party, "COMERCIO " + r.Ref[:10]}
	case "card":
		return "", []string{fmt.Sprintf("COMPRA CON TARJETA %s", r.Card.Format("01/02")), fmt.Sprintf("%s %s %s", r.Party, r.City, r.State)}
	case "achdebit", "payroll":
		return "", []string{"PAGO ACH " + r.Party, r.Entry + " REF:" + r.Ref}
	case "tax":
		if (r.Ref[0]-'0')%2 == 0 {
			return "", []string{"PAGO IVU HACIENDA PR", "PLANILLA MENSUAL REF:" + r.Ref}
		}
		return "", []string{"PAGO ACH IRS USATAXPYMT", "IMPUESTO FEDERAL REF:" + r.Ref}
	case "achcredit":
		return "", []string{"CRÉDITO ACH " + r.Party, r.Entry + " REF:" + r.Ref}
	case "deposit":
		return "", []string{"DEPÓSITO", "SUCURSAL CAGUAS " + r.Ref[:6]}
	case "xferout":
		return "", []string{"TRANSFERENCIA A CUENTA DE AHORROS ***" + r.Ref[:4]}
	case "xferin":
		return "", []string{"TRANSFERENCIA DE CUENTA DE AHORROS ***" + r.Ref[:4]}
	case "zelleout":
		return "", []string{"TRANSFERENCIA ATH MÓVIL A " + r.Party, "REF:" + r.Ref}
	case "zellein":
		return "", []string{"TRANSFERENCIA ATH MÓVIL DE " + r.Party, "REF:" + r.Ref}
	case "wireout":
		return "", []string{"TRANSFERENCIA CABLEGRÁFICA ENVIADA", "BENEFICIARIO: " + r.Party + " REF:" + r.Ref[:12]}
	case "check":
		return "", []string{fmt.Sprintf("CHEQUE #%d", r.Check)}
	case "fee":
		return "", []string{"CARGO POR SERVICIO"}
	case "nsf":
		return "", []string{"CARGO POR SOBREGIRO", "PARTIDA PAGADA REF:" + r.Ref}
	case "notice":
		return "", []string{r.Entry}
	}
	return "", []string{r.Party}
}

func biDoc(name string, start, end time.Time, seed uint64, od bool) *blindkit.Doc {
	holder, num := "PANADERÍA LA CEIBA, LLC", "0318240776"
	addr := []string{"PANADERÍA LA CEIBA, LLC", "CALLE GAUTIER BENÍTEZ 45", "CAGUAS PR 00725-3312"}
	act := blindkit.Act{N: 44, MCA: []blindkit.MCA{{Funder: "BORINQUEN ADVANCE LLC", Cents: 23400, ID: "BAL0071452"}},
		Processors: []string{"CLOVER", "ATH BUSINESS"}, Checks: 5, CheckStart: 3120, Fee: 1200, Notice: "CARGO POR ESTADO DE CUENTA EXONERADO"}
	if od {
		holder, num = "TALLER HERMANOS ORTIZ, INC.", "0318255093"
		addr = []string{"TALLER HERMANOS ORTIZ, INC.", "CARR. 2 KM 14.7 BO. HATO TEJAS", "BAYAMÓN PR 00959"}
		act = blindkit.Act{N: 36, MCA: []blindkit.MCA{{Funder: "COQUÍ CAPITAL FUNDING", Cents: 65000, Weekly: true, ID: "CCF5530091"}},
			Funding: "COQUÍ CAPITAL FUNDING", FundID: "CCF5530091", Processors: []string{"ATH BUSINESS", "SQUARE"}, Checks: 4, CheckStart: 760, Fee: 1500}
	}
	s := &blindkit.Stmt{Bank: "Banco Solar de Puerto Rico", Aliases: []string{"BANCO SOLAR DE PUERTO RICO", "Banco Solar", "Banco Solar de PR"},
		Holder: holder, Number: num, Currency: "USD", Start: start, End: end}
	b := blindkit.NewB(seed, start, end, blindkit.USHolidays)
	blindkit.Activity(b, prRegion, act, holder, biDesc)
	var ov *blindkit.Overdraft
	if od {
		ov = blindkit.NewOverdraft(0.62, 3, 2500, holder, biDesc, prRegion)
		ov.Days = 3
		// the overdrawing payment is the monthly IVU (sales tax) return
		ov.Big = func(b *blindkit.B, d time.Time, c int64) *blindkit.Txn {
			return b.Add(d, c, blindkit.KDebit, "PAGO IVU HACIENDA PR", "PLANILLA MENSUAL REF:"+b.Digits(12))
		}
	}
	b.Finish(s, 1260000, 90000, ov)
	for _, t := range s.Txns {
		if t.Check != 0 {
			t.Say = fmt.Sprintf("CHECK #%d", t.Check)
		}
	}
	rows := blindkit.Moving(s.Txns)
	cr, ncr, db, ndb := blindkit.Sums(rows)
	mdy := func(d time.Time) string { return d.Format("01/02/2006") }
	css := `@page { size: 8.5in 11in; margin: 0.7in 0.55in 0.75in 0.55in;
 @top-left { content: "BANCO SOLAR DE PUERTO RICO  ·  Cuenta / Account ` + num + `"; font: 7.5pt "DejaVu Sans"; color: #333 }
 @top-right { content: "` + mdy(start) + ` - ` + mdy(end) + `"; font: 7.5pt "DejaVu Sans"; color: #333 }
 @bottom-left { content: "Depósitos asegurados por FDIC / Deposits insured by FDIC  ·  Servicio al Cliente / Customer Service 787-555-0134"; font: 6.5pt "DejaVu Sans"; color: #555 }
 @bottom-right { content: "Página / Page " counter(page) " de / of " counter(pages); font: 7.5pt "DejaVu Sans"; color: #333 } }
body { font-family: "DejaVu Sans"; font-size: 8pt; color: #000 }
.bank { font-size: 16pt; font-weight: bold; color: #b45309 } .en { color: #555; font-weight: normal }
h3 { font-size: 9.5pt; margin: 14px 0 4px 0; border-bottom: 1.2px solid #b45309; padding-bottom: 2px }
.sum { border: 1px solid #999; margin-top: 8px } .sum td { padding: 3px 10px }
.tx { width: 100% } .tx th { background: #fde68a; font-size: 7.3pt; text-align: left; padding: 3px 4px; border-bottom: 1px solid #000 } .tx th.r { text-align: right }
.tx td { padding: 2px 4px; border-bottom: 0.5px solid #ddd } .tx td.d { width: 52%; white-space: normal }
.fine { font-size: 6.6pt; white-space: normal; margin-top: 8px; text-align: justify }`
	var body strings.Builder
	fmt.Fprintf(&body, `<table style="width:100%%"><tr><td><div class="bank">Banco Solar</div><div>de Puerto Rico · Banca Comercial / Commercial Banking</div><div>PO Box 9021150, San Juan PR 00902-1150</div></td><td class="r"><b>Estado de Cuenta / Account Statement</b><br>Cuenta Comercial / Business Checking<br>Número de Cuenta / Account Number: %s<br>Período / Period: %s - %s</td></tr></table><br>`, num, mdy(start), mdy(end))
	for _, l := range addr {
		fmt.Fprintf(&body, `<div><b>%s</b></div>`, blindkit.Esc(l))
	}
	body.WriteString(`<h3>Resumen de Cuenta <span class="en">/ Account Summary</span></h3><table class="sum">`)
	var avg int64
	des := blindkit.DayEnds(rows)
	for _, e := range des {
		avg += e.Bal
	}
	avg /= int64(len(des))
	sum := [][2]string{{"Balance Anterior / Previous Balance " + mdy(start.AddDate(0, 0, -1)), blindkit.Signed(s.Open)},
		{fmt.Sprintf("Créditos / Credits (%d)", ncr), blindkit.Commas(cr)},
		{fmt.Sprintf("Débitos / Debits (%d)", ndb), blindkit.Commas(db)},
		{"Balance Final / Ending Balance " + mdy(end), blindkit.Signed(s.Close)},
		{"Balance Promedio / Average Balance", blindkit.Signed(avg)}}
	for i, kv := range sum {
		st := ""
		if i == 3 {
			st = ` style="font-weight:bold"`
		}
		fmt.Fprintf(&body, `<tr%s><td>%s</td><td class="r">$%s</td></tr>`, st, blindkit.Esc(kv[0]), kv[1])
	}
	body.WriteString(`</table>`)
	body.WriteString(`<h3>Detalle de Transacciones <span class="en">/ Transaction Detail</span></h3><table class="tx"><thead><tr><th>Fecha / Date</th><th>Descripción / Description</th><th class="r">Débitos / Debits</th><th class="r">Créditos / Credits</th><th class="r">Balance</th></tr></thead><tbody>`)
	fmt.Fprintf(&body, `<tr><td>%s</td><td class="d"><b>BALANCE ANTERIOR / PREVIOUS BALANCE</b></td><td></td><td></td><td class="r">%s</td></tr>`, mdy(start), blindkit.Signed(s.Open))
	for _, t := range s.Txns {
		dbs, crs := "", ""
		switch {
		case t.Cents < 0:
			dbs = blindkit.Commas(t.Cents)
		case t.Cents > 0:
			crs = blindkit.Commas(t.Cents)
		default:
			dbs = "0.00"
		}
		fmt.Fprintf(&body, `<tr><td>%s</td><td class="d">%s</td><td class="r">%s</td><td class="r">%s</td><td class="r">%s</td></tr>`,
			mdy(t.Date), blindkit.Brs(t.Lines), dbs, crs, blindkit.Signed(t.Bal))
	}
	fmt.Fprintf(&body, `<tr><td>%s</td><td class="d"><b>BALANCE FINAL / ENDING BALANCE</b></td><td class="r"><b>%s</b></td><td class="r"><b>%s</b></td><td class="r"><b>%s</b></td></tr>`, mdy(end), blindkit.Commas(db), blindkit.Commas(cr), blindkit.Signed(s.Close))
	body.WriteString(`</tbody></table>`)
	body.WriteString(`<div class="fine"><b>Aviso importante / Important notice.</b> En caso de errores o preguntas sobre sus transferencias electrónicas, llame al 787-555-0134 o escriba a Banco Solar de Puerto Rico, PO Box 9021150, San Juan PR 00902-1150, no más tarde de 60 días después de la fecha del PRIMER estado de cuenta en que apareció el error. / In case of errors or questions about your electronic transfers, call 787-555-0134 or write to us no later than 60 days after we sent the FIRST statement on which the problem appeared. Cargo por sobregiro / Overdraft fee: $25.00 por partida / per item, máximo 3 por día / maximum 3 per day. Los depósitos hechos después de las 3:00 p.m. AST se acreditan el próximo día laborable / Deposits made after 3:00 p.m. AST are credited the next business day. Miembro FDIC / Member FDIC.</div>`)
	f := &blindkit.Figs{Rows: rows, Running: "every_row", RowBal: map[*blindkit.Txn]int64{},
		TotalCredits: blindkit.I64(cr), TotalDebits: blindkit.I64(db), CountCredits: blindkit.IPtr(ncr), CountDebits: blindkit.IPtr(ndb)}
	for _, t := range rows {
		f.RowBal[t] = t.Bal
	}
	f.Notes = "Puerto Rico bank business statement in Spanish and English (HTML printed by headless Chromium, DejaVu Sans, UTF-8 accents): every heading prints Spanish first and English second (`Fecha / Date`, `Descripción / Description`, `Débitos / Debits`, `Créditos / Credits`, `Balance`; `Resumen de Cuenta / Account Summary` with `Balance Anterior / Previous Balance`, `Créditos / Credits (n)`, `Débitos / Debits (n)`, `Balance Final / Ending Balance`, `Balance Promedio / Average Balance` (not a transaction)). `MM/DD/YYYY` dates, USD amounts, a balance on every row; the `BALANCE ANTERIOR / PREVIOUS BALANCE` and `BALANCE FINAL / ENDING BALANCE` lines in the table are not rows (the latter prints the debit and credit totals). Descriptions are Spanish and keep their accents (`DEPÓSITO`, `TRANSFERENCIA ATH MÓVIL DE ...`, `CARGO POR SERVICIO`), printed lines joined with one space. Checks print `CHEQUE #3121` and are answered `CHECK #3121` (the check-label rule)."
	if od {
		f.Notes += " The monthly IVU (sales tax) payment overdraws the account; three `CARGO POR SOBREGIRO` (overdraft fee) rows follow (number_of_nsf 3); negative balances print with a leading minus."
	} else {
		f.Notes += " `CARGO POR ESTADO DE CUENTA EXONERADO` with 0.00 is a notice, not a transaction."
	}
	f.Notes += " Fictional bank, holder and funders; generated by infra/devblind5gen."
	return &blindkit.Doc{Name: name, Stmt: s, Figs: f, Src: blindkit.Page("Estado de Cuenta", css, body.String())}
}
