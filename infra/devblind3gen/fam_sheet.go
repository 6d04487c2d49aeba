package main

import (
	"fmt"
	"github.com/docanalysis/service/infra/internal/blindkit"
	"strings"
	"time"
)

// famSheet: an account-activity CSV download opened in LibreOffice Calc
// and printed: a summary block at the top (Beginning balance as of
// MM/DD/YYYY, Total credits, Total debits, Ending balance as of ...),
// then Date | Description | Amount | Running Bal. with signed amounts, a
// 'Beginning balance' row inside the table, gridlines, rows split across
// pages with the head row repeated (July) or not (December).
func famSheet() blindkit.Family {
	return blindkit.Family{Name: "spreadsheet-export", Tool: "calc",
		Convention: "account-activity CSV download printed from LibreOffice Calc: summary block (Beginning balance as of MM/DD/YYYY, Total credits, Total debits, Ending balance as of ...), then Date / Description / Amount / Running Bal. with signed amounts and a 'Beginning balance as of' row, gridlines, long descriptions wrapped in the cell, head row repeated on each page (one) or not (the other)",
		Make: func() []*blindkit.Doc {
			return []*blindkit.Doc{
				sheetDoc("spreadsheet_export_jul26", blindkit.Day(2026, 7, 1), blindkit.Day(2026, 7, 31), true, false, 601),
				sheetDoc("spreadsheet_export_dec25_overdrawn", blindkit.Day(2025, 12, 1), blindkit.Day(2025, 12, 31), false, true, 602),
			}
		}}
}

func sheetDesc(holder string) blindkit.Desc {
	indn := strings.ToUpper(holder)
	if len(indn) > 22 {
		indn = strings.TrimSpace(indn[:22])
	}
	return func(r blindkit.Raw) (string, []string) {
		w := func(s string) []string { return blindkit.Wrap(s, 64) }
		ach := func(party, entry, id string) []string {
			return w(fmt.Sprintf("%s DES:%s ID:%s INDN:%s CO ID:%s CCD", party, entry, id, indn, blindkit.OrigID(party)))
		}
		switch r.K {
		case "mca":
			e := "DAILY PMT"
			if r.Weekly {
				e = "WEEKLY PMT"
			}
			return "", ach(r.Party, e, r.ID)
		case "funding":
			return "", ach(r.Party, "FUNDING", r.ID)
		case "settle":
			e := "SETTLEMENT"
			if r.Party == "SHOPIFY" {
				e = "PAYOUT"
			}
			return "", ach(r.Party, e, r.Ref[:8])
		case "achdebit", "achcredit", "payroll", "tax":
			return "", ach(r.Party, r.Entry, r.Ref[:9])
		case "card":
			return "", w(fmt.Sprintf("CHECKCARD %s %s %s %s %s", r.Card.Format("0102"), r.Party, r.City, r.State, r.Ref[:12]))
		case "deposit":
			return "", blindkit.One("MOBILE DEPOSIT REF #" + r.Ref)
		case "xferout":
			return "", blindkit.One("Online Banking transfer to SAV 7702 Confirmation# " + r.Ref)
		case "xferin":
			return "", blindkit.One("Online Banking transfer from SAV 7702 Confirmation# " + r.Ref)
		case "zelleout":
			return "", blindkit.One(fmt.Sprintf("Zelle payment to %s Conf# %s", r.Party, r.Ref[:9]))
		case "zellein":
			return "", blindkit.One(fmt.Sprintf("Zelle payment from %s Conf# %s", r.Party, r.Ref[:9]))
		case "wireout":
			return "", w(fmt.Sprintf("WIRE TYPE:WIRE OUT DATE:%s TIME:1041 ET TRN:%s BNF:%s", r.Date.Format("060102"), r.Ref, r.Party))
		case "check":
			return "", blindkit.One(fmt.Sprintf("CHECK #%d", r.Check))
		case "nsf":
			return "", w(fmt.Sprintf("OVERDRAFT ITEM FEE FOR ACTIVITY OF %s ELECTRONIC TRANSACTION POSTING SEQ %s", r.Date.Format("01-02"), r.Ref[:5]))
		case "fee":
			return "", blindkit.One("MONTHLY MAINTENANCE FEE")
		}
		return "", blindkit.One(r.Party)
	}
}

type sheetRow struct {
	cells []sheetCell
	lines int
	head  bool
}

type sheetCell struct {
	text []string
	num  *int64 // cents, a float cell
	wrap bool
}

func sheetDoc(name string, start, end time.Time, repeat, od bool, seed uint64) *blindkit.Doc {
	holder := "Brightwater Dental Studio PLLC"
	num := "004733195521"
	if od {
		holder, num = "Sable Creek Auto Glass Inc", "004761208830"
	}
	s := &blindkit.Stmt{Bank: "Harrow Point Bank", Aliases: []string{"HARROW POINT BANK", "Harrow Point Bank, N.A."},
		Holder: strings.ToUpper(holder), Number: num, Currency: "USD", Start: start, End: end}
	desc := sheetDesc(holder)
	b := blindkit.NewB(seed, start, end, blindkit.USHolidays)
	act := blindkit.Act{N: 46, Processors: []string{"STRIPE", "SHOPIFY"}, Checks: 3, CheckStart: 5102,
		MCA: []blindkit.MCA{{Funder: "OAKMONT CAPITAL", Cents: 79500, Weekly: true, ID: "OMC55120"}}}
	var ovd *blindkit.Overdraft
	if od {
		act = blindkit.Act{N: 34, Processors: []string{"SQUARE INC"}, Checks: 2, CheckStart: 880, Fee: 1600,
			MCA: []blindkit.MCA{{Funder: "KINGSBRIDGE FUND", Cents: 31900, ID: "KB90214"}}, Funding: "KINGSBRIDGE FUND", FundID: "KB90214"}
		ovd = blindkit.NewOverdraft(0.6, 2, 3500, holder, desc, blindkit.USRegion)
	}
	blindkit.Activity(b, blindkit.USRegion, act, holder, desc)
	b.Finish(s, 905511, 60000, ovd)
	rows := blindkit.Moving(s.Txns)
	cr, _, db, _ := blindkit.Sums(rows)
	mmdd := func(d time.Time) string { return d.Format("01/02/2006") }

	txt := func(x ...string) sheetCell { return sheetCell{text: x} }
	wtxt := func(x ...string) sheetCell { return sheetCell{text: x, wrap: true} }
	numc := func(c int64) sheetCell { return sheetCell{num: &c} }
	var out []sheetRow
	out = append(out, sheetRow{cells: []sheetCell{txt(s.Bank + " - Business Advantage Checking - " + num[:4] + " " + num[4:8] + " " + num[8:])}, lines: 1})
	out = append(out, sheetRow{cells: []sheetCell{txt(strings.ToUpper(holder))}, lines: 1})
	out = append(out, sheetRow{cells: []sheetCell{txt("Description"), txt(""), txt("Summary Amt.")}, lines: 1})
	out = append(out, sheetRow{cells: []sheetCell{txt("Beginning balance as of " + mmdd(start)), txt(""), numc(s.Open)}, lines: 1})
	out = append(out, sheetRow{cells: []sheetCell{txt("Total credits"), txt(""), numc(cr)}, lines: 1})
	out = append(out, sheetRow{cells: []sheetCell{txt("Total debits"), txt(""), numc(-db)}, lines: 1})
	out = append(out, sheetRow{cells: []sheetCell{txt("Ending balance as of " + mmdd(end)), txt(""), numc(s.Close)}, lines: 1})
	out = append(out, sheetRow{cells: []sheetCell{txt("")}, lines: 1})
	out = append(out, sheetRow{cells: []sheetCell{txt("Date"), txt("Description"), txt("Amount"), txt("Running Bal.")}, lines: 1, head: true})
	out = append(out, sheetRow{cells: []sheetCell{txt(mmdd(start)), txt("Beginning balance as of " + mmdd(start)), txt(""), numc(s.Open)}, lines: 1})
	for _, t := range rows {
		out = append(out, sheetRow{cells: []sheetCell{txt(mmdd(t.Date)), wtxt(t.Lines...), numc(t.Cents), numc(t.Bal)}, lines: len(t.Lines)})
	}
	sheet := fmt.Sprintf("stmt_%s", end.Format("2006-01"))
	footer := `<text:p>Page <text:page-number>1</text:page-number> of <text:page-count>1</text:page-count></text:p>`
	if !repeat {
		footer = `<text:p>Page <text:page-number>1</text:page-number></text:p>`
	}
	src := fods(sheet, []float64{0.85, 4.45, 0.95, 1.05}, out, repeat, `<text:p><text:sheet-name>???</text:sheet-name></text:p>`, footer)

	f := &blindkit.Figs{Rows: rows, Running: "every_row", RowBal: map[*blindkit.Txn]int64{}, TotalCredits: blindkit.I64(cr), TotalDebits: blindkit.I64(db)}
	for _, t := range rows {
		f.RowBal[t] = t.Bal
	}
	f.Notes = "Account-activity CSV download (Date, Description, Amount, Running Bal.) opened in LibreOffice Calc and printed with gridlines: an account line and the holder in the first rows, a summary block (Beginning balance as of, Total credits, Total debits printed negative, Ending balance as of), then the rows with signed amounts and a running balance on every row; the table's first row 'Beginning balance as of ...' has no amount and is not a transaction. Long descriptions wrap inside their cell and are joined with single spaces. "
	if repeat {
		f.Notes += "The head row is repeated on every printed page; footer 'Page X of Y', header the sheet name. "
	} else {
		f.Notes += "The head row is not repeated on later pages; footer 'Page X' only. An IRS payment overdraws the account and two OVERDRAFT ITEM FEE rows follow. "
	}
	f.Notes += "Fictional bank and holder; generated by infra/devblind3gen."
	return &blindkit.Doc{Name: name, Stmt: s, Figs: f, Src: src}
}

// fods writes a flat OpenDocument spreadsheet: one sheet, gridlines
// printed, Letter portrait, the head row repeated on each page when
// repeat is set.
func fods(sheet string, widths []float64, rows []sheetRow, repeat bool, header, footer string) string {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:font-face-decls><style:font-face style:name="DejaVu Sans" svg:font-family="'DejaVu Sans'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="table-cell"><style:paragraph-properties style:tab-stop-distance="0.5in"/><style:text-properties style:font-name="DejaVu Sans" fo:font-size="8pt"/></style:default-style>
<style:style style:name="Default" style:family="table-cell"/>
</office:styles>
<office:automatic-styles>
<number:number-style style:name="N0"><number:number number:decimal-places="2" number:min-decimal-places="2" number:min-integer-digits="1" number:grouping="true"/></number:number-style>
<style:style style:name="co0" style:family="table-column"><style:table-column-properties style:column-width="` + fmt.Sprintf("%.2fin", widths[0]) + `"/></style:style>
<style:style style:name="co1" style:family="table-column"><style:table-column-properties style:column-width="` + fmt.Sprintf("%.2fin", widths[1]) + `"/></style:style>
<style:style style:name="co2" style:family="table-column"><style:table-column-properties style:column-width="` + fmt.Sprintf("%.2fin", widths[2]) + `"/></style:style>
<style:style style:name="co3" style:family="table-column"><style:table-column-properties style:column-width="` + fmt.Sprintf("%.2fin", widths[3]) + `"/></style:style>
<style:style style:name="ro1" style:family="table-row"><style:table-row-properties style:row-height="0.17in" style:use-optimal-row-height="false"/></style:style>
<style:style style:name="ro2" style:family="table-row"><style:table-row-properties style:row-height="0.31in" style:use-optimal-row-height="false"/></style:style>
<style:style style:name="ro3" style:family="table-row"><style:table-row-properties style:row-height="0.45in" style:use-optimal-row-height="false"/></style:style>
<style:style style:name="ce0" style:family="table-cell" style:parent-style-name="Default"><style:table-cell-properties style:vertical-align="top"/></style:style>
<style:style style:name="ce1" style:family="table-cell" style:parent-style-name="Default"><style:table-cell-properties fo:wrap-option="wrap" style:vertical-align="top"/></style:style>
<style:style style:name="ce2" style:family="table-cell" style:parent-style-name="Default" style:data-style-name="N0"><style:table-cell-properties style:vertical-align="top"/></style:style>
<style:style style:name="ce3" style:family="table-cell" style:parent-style-name="Default"><style:table-cell-properties style:vertical-align="top"/><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="ta1" style:family="table" style:master-page-name="PageStyle_1"><style:table-properties table:display="true"/></style:style>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="8.5in" fo:page-height="11in" style:print-orientation="portrait" fo:margin-top="0.4in" fo:margin-bottom="0.4in" fo:margin-left="0.5in" fo:margin-right="0.5in" style:print="grid charts drawings objects zero-values" style:print-page-order="ttb" style:scale-to="100%"/>
<style:header-style><style:header-footer-properties fo:min-height="0.2in" fo:margin-bottom="0.1in"/></style:header-style>
<style:footer-style><style:header-footer-properties fo:min-height="0.2in" fo:margin-top="0.1in"/></style:footer-style></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="PageStyle_1" style:page-layout-name="pm1">
<style:header><style:region-center>` + header + `</style:region-center></style:header>
<style:footer><style:region-center>` + footer + `</style:region-center></style:footer>
</style:master-page></office:master-styles>
<office:body><office:spreadsheet><table:table table:name="` + blindkit.XEsc(sheet) + `" table:style-name="ta1">
<table:table-column table:style-name="co0"/><table:table-column table:style-name="co1"/><table:table-column table:style-name="co2"/><table:table-column table:style-name="co3"/>
`)
	for _, r := range rows {
		rs := "ro1"
		if r.lines == 2 {
			rs = "ro2"
		} else if r.lines > 2 {
			rs = "ro3"
		}
		if r.head && repeat {
			b.WriteString(`<table:table-header-rows>`)
		}
		fmt.Fprintf(&b, `<table:table-row table:style-name="%s">`, rs)
		for _, c := range r.cells {
			switch {
			case c.num != nil:
				fmt.Fprintf(&b, `<table:table-cell table:style-name="ce2" office:value-type="float" office:value="%s"><text:p>%s</text:p></table:table-cell>`, fmt.Sprintf("%.2f", blindkit.F64(*c.num)), blindkit.Signed(*c.num))
			case len(c.text) == 0 || c.text[0] == "":
				b.WriteString(`<table:table-cell/>`)
			default:
				st := "ce0"
				if c.wrap {
					st = "ce1"
				}
				if r.head {
					st = "ce3"
				}
				fmt.Fprintf(&b, `<table:table-cell table:style-name="%s" office:value-type="string">`, st)
				for _, l := range c.text {
					fmt.Fprintf(&b, `<text:p>%s</text:p>`, blindkit.XEsc(l))
				}
				b.WriteString(`</table:table-cell>`)
			}
		}
		b.WriteString(`</table:table-row>`)
		if r.head && repeat {
			b.WriteString(`</table:table-header-rows>`)
		}
	}
	b.WriteString(`</table:table></office:spreadsheet></office:body></office:document>
`)
	return b.String()
}
