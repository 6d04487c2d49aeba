package main

import (
	"fmt"
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

// HTML statements printed by headless Chromium are a second, unrelated
// PDF producer: Skia output, subset CID fonts, text scaled through the
// matrix, table layout and line wrapping decided by the browser. Chromium
// output is not byte-deterministic (document IDs), so these files are
// committed fixtures regenerated only on demand:
//
//	go run ./infra/corpusgen -out testdata/corpus -chromium chromium-headless-shell
var htmlLayouts = []struct {
	Name, Bank string
	Draw       func(s stmt) string
}{
	{"html-sections", "Harbor Savings Bank", htmlSections},
	{"html-running", "Citibank", htmlRunning},
	{"html-neobank", "Northwind Bank", htmlNeobank},
	{"html-headerless", "Prairie State Bank", htmlHeaderless},
}

const htmlHead = `<!doctype html><html><head><meta charset="utf-8"><style>
@page { size: Letter; margin: 0.55in 0.6in; }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 8pt; color: #111; }
h1 { font-size: 17pt; margin: 0 0 2pt 0; }
h3 { font-size: 10pt; margin: 12pt 0 4pt 0; border-bottom: 1px solid #888; }
.top { display: flex; justify-content: space-between; }
.right { text-align: right; font-size: 9pt; }
.addr { margin: 22pt 0 18pt 30pt; font-size: 9pt; line-height: 1.25; }
table { border-collapse: collapse; width: 100%; }
th { text-align: left; font-size: 7.5pt; border-bottom: 1px solid #444; padding: 2pt 4pt; }
td { vertical-align: top; padding: 1.5pt 4pt; }
th.n, td.n { text-align: right; white-space: nowrap; }
td.d { white-space: nowrap; }
table.sum { width: 45%; }
</style></head><body>`

func esc(s string) string { return html.EscapeString(s) }

func htmlTop(s stmt, bank, period, acct string) string {
	var b strings.Builder
	b.WriteString(htmlHead)
	fmt.Fprintf(&b, `<div class="top"><div><h1>%s</h1><div>Member FDIC</div></div><div class="right">%s<br>%s</div></div>`,
		esc(bank), esc(period), esc(acct))
	fmt.Fprintf(&b, `<div class="addr">%s<br>%s<br>%s</div>`, esc(s.Holder), esc(s.Street), esc(s.City))
	return b.String()
}

func htmlSections(s stmt) string {
	var b strings.Builder
	b.WriteString(htmlTop(s, "Harbor Savings Bank", "Statement Period: "+longDate(s.Start)+" - "+longDate(s.End), "Account Number: "+s.AccountNo))
	// Cells centred vertically: a wrapped description puts its date on
	// the first line and its amount on a later one.
	b.WriteString(`<style>td { vertical-align: middle; }</style>`)
	dep, _ := sum(s, true, nil)
	wd, _ := sum(s, false, nil)
	fmt.Fprintf(&b, `<table class="sum"><tr><td>Beginning Balance</td><td class="n">$%s</td></tr><tr><td>Deposits and Credits</td><td class="n">%s</td></tr><tr><td>Withdrawals and Debits</td><td class="n">%s</td></tr><tr><td>Ending Balance</td><td class="n">$%s</td></tr></table>`,
		signed(s.Opening), money(dep), money(wd), signed(s.Closing))
	sect := func(title string, ts []txn, check bool) {
		if len(ts) == 0 {
			return
		}
		fmt.Fprintf(&b, "<h3>%s</h3><table><thead><tr>", esc(title))
		if check {
			b.WriteString(`<th style="width:14%">Date</th><th>Check No.</th><th class="n">Amount</th>`)
		} else {
			b.WriteString(`<th style="width:14%">Date</th><th>Description</th><th class="n">Amount</th>`)
		}
		b.WriteString("</tr></thead><tbody>")
		var tot int64
		for _, t := range ts {
			mid := esc(t.Desc)
			if check {
				mid = fmt.Sprint(t.CheckNo)
			}
			fmt.Fprintf(&b, `<tr><td class="d" nowrap>%s</td><td>%s</td><td class="n">%s</td></tr>`, t.Date.Format("01/02"), mid, money(t.Cents))
			tot += t.Cents
		}
		fmt.Fprintf(&b, `<tr><td colspan="2">Total %s</td><td class="n">$%s</td></tr></tbody></table>`, esc(strings.ToLower(title)), money(tot))
	}
	sect("Deposits and Credits", filter(s, func(t txn) bool { return t.Credit }), false)
	sect("Checks Paid", filter(s, func(t txn) bool { return t.CheckNo > 0 }), true)
	sect("Withdrawals and Debits", filter(s, func(t txn) bool { return !t.Credit && t.CheckNo == 0 }), false)
	b.WriteString(`<h3>Daily Balance Summary</h3><table class="sum"><thead><tr><th>Date</th><th class="n">Balance</th></tr></thead><tbody>`)
	for _, e := range eod(s) {
		fmt.Fprintf(&b, `<tr><td>%s</td><td class="n">%s</td></tr>`, e.D.Format("01/02"), signed(e.B))
	}
	b.WriteString("</tbody></table></body></html>")
	return b.String()
}

func htmlRunning(s stmt) string {
	var b strings.Builder
	b.WriteString(htmlTop(s, "Citibank", "Statement Period: "+s.Start.Format("Jan 2, 2006")+" - "+s.End.Format("Jan 2, 2006"),
		"Account Number: XXXXXX"+s.AccountNo[8:]))
	fmt.Fprintf(&b, `<table class="sum"><tr><td>Opening Balance</td><td class="n">$%s</td></tr><tr><td>Closing Balance</td><td class="n">$%s</td></tr></table>`,
		signed(s.Opening), signed(s.Closing))
	b.WriteString(`<h3>Account Activity</h3><table><thead><tr><th style="width:10%">Date</th><th style="width:48%">Description</th><th class="n">Withdrawals</th><th class="n">Deposits</th><th class="n">Balance</th></tr></thead><tbody>`)
	for _, t := range s.Txns {
		w, d := "", ""
		if t.Credit {
			d = money(t.Cents)
		} else {
			w = money(t.Cents)
		}
		desc := t.Desc
		if t.CheckNo > 0 {
			desc = fmt.Sprintf("CHECK #%d", t.CheckNo)
		}
		fmt.Fprintf(&b, `<tr><td class="d" nowrap>%s</td><td>%s</td><td class="n">%s</td><td class="n">%s</td><td class="n">%s</td></tr>`,
			t.Date.Format("Jan 02"), esc(desc), w, d, signed(t.Balance))
	}
	b.WriteString("</tbody></table></body></html>")
	return b.String()
}

// htmlNeobank: one signed "Amount" column with "$" and parentheses,
// two-line column labels, the date only on a day's first row, a masked
// account number with bullets, a period whose first date has no year,
// opening and closing balances as table rows, and cleared checks listed
// again side by side after the activity (they must not count twice).
func htmlNeobank(s stmt) string {
	var b strings.Builder
	period := s.Start.Format("Jan 2") + " - " + s.End.Format("Jan 2, 2006")
	b.WriteString(htmlTop(s, "Northwind Bank", "Statement period "+period, "Business Checking ••••"+s.AccountNo[8:]))
	b.WriteString(`<h3>Transactions</h3><table><thead><tr><th style="width:11%">Posted<br>Date</th><th style="width:52%">Description</th><th class="n">Amount</th><th class="n">Running<br>Balance</th></tr></thead><tbody>`)
	usd := func(c int64) string {
		if c < 0 {
			return "($" + money(c) + ")"
		}
		return "$" + money(c)
	}
	fmt.Fprintf(&b, `<tr><td class="d" nowrap>%s</td><td>Beginning Balance</td><td class="n"></td><td class="n">%s</td></tr>`, s.Start.Format("Jan 2"), usd(s.Opening))
	prev := s.Start
	for _, t := range s.Txns {
		ds := t.Date.Format("Jan 2")
		if t.Date.Equal(prev) {
			ds = ""
		}
		prev = t.Date
		a := t.Cents
		if !t.Credit {
			a = -a
		}
		desc := t.Desc
		if t.CheckNo > 0 {
			desc = fmt.Sprintf("CHECK #%d", t.CheckNo)
		}
		fmt.Fprintf(&b, `<tr><td class="d" nowrap>%s</td><td>%s</td><td class="n">%s</td><td class="n">%s</td></tr>`, ds, esc(desc), usd(a), usd(t.Balance))
	}
	fmt.Fprintf(&b, `<tr><td class="d" nowrap></td><td>Ending Balance</td><td class="n"></td><td class="n">%s</td></tr></tbody></table>`, usd(s.Closing))
	checks := filter(s, func(t txn) bool { return t.CheckNo > 0 })
	if len(checks) > 0 {
		b.WriteString(`<h3>Checks Cleared</h3><table><thead><tr><th>Check #</th><th>Date</th><th class="n">Amount</th><th>Check #</th><th>Date</th><th class="n">Amount</th></tr></thead><tbody>`)
		for i := 0; i < len(checks); i += 2 {
			c2 := `<td></td><td></td><td class="n"></td>`
			if i+1 < len(checks) {
				c := checks[i+1]
				c2 = fmt.Sprintf(`<td>%d</td><td>%s</td><td class="n">%s</td>`, c.CheckNo, c.Date.Format("01/02"), money(c.Cents))
			}
			c := checks[i]
			fmt.Fprintf(&b, `<tr><td>%d</td><td>%s</td><td class="n">%s</td>%s</tr>`, c.CheckNo, c.Date.Format("01/02"), money(c.Cents), c2)
		}
		b.WriteString("</tbody></table>")
	}
	b.WriteString("</body></html>")
	return b.String()
}

// htmlHeaderless prints the activity with no column header row at all:
// the columns (date, description, signed amount, balance) exist only as
// geometry, as on some small-bank statements.
func htmlHeaderless(s stmt) string {
	var b strings.Builder
	b.WriteString(htmlTop(s, "Prairie State Bank", "Statement Period "+s.Start.Format("01/02/2006")+" thru "+s.End.Format("01/02/2006"),
		"Acct No. "+s.AccountNo[:4]+"-"+s.AccountNo[4:8]+"-"+s.AccountNo[8:]))
	fmt.Fprintf(&b, `<p>Previous Balance $%s<br>Ending Balance $%s</p>`, signed(s.Opening), signed(s.Closing))
	// Date at the top of the cell, amounts at the bottom.
	b.WriteString(`<style>td { vertical-align: bottom; } td.d { vertical-align: top; }</style>`)
	b.WriteString(`<h3>Account Activity</h3><table><tbody>`)
	for _, t := range s.Txns {
		a := money(t.Cents)
		if !t.Credit {
			a = "-" + a
		}
		desc := t.Desc
		if t.CheckNo > 0 {
			desc = fmt.Sprintf("CHECK #%d", t.CheckNo)
		}
		fmt.Fprintf(&b, `<tr><td class="d" nowrap style="width:9%%">%s</td><td style="width:55%%">%s</td><td class="n">%s</td><td class="n">%s</td></tr>`,
			t.Date.Format("01/02"), esc(desc), a, signed(t.Balance))
	}
	b.WriteString("</tbody></table></body></html>")
	return b.String()
}

// buildLibreOffice converts the same HTML statements with LibreOffice
// Writer (a third, unrelated producer: A4 pages, its own table layout,
// left-aligned numbers, Liberation fallback fonts) into libreoffice_*
// fixtures:
//
//	go run ./infra/corpusgen -out testdata/corpus -libreoffice soffice
func buildLibreOffice(bin, out string) error {
	tmp, err := os.MkdirTemp("", "corpusgen-lo")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	for li, l := range htmlLayouts {
		for vi, v := range variants {
			s := simulate(uint64(500+li*10+vi), l.Bank, v.Start, v.End, v.Opts)
			name := fmt.Sprintf("libreoffice_%s_%s", l.Name, v.Name)
			src := filepath.Join(tmp, name+".html")
			if err := os.WriteFile(src, []byte(l.Draw(s)), 0o644); err != nil {
				return err
			}
			cmd := exec.Command(bin, "--headless", "--infilter=HTML (StarWriter)", "--convert-to", "pdf:writer_pdf_Export", "--outdir", out, src)
			if msg, err := cmd.CombinedOutput(); err != nil {
				return fmt.Errorf("libreoffice %s: %w: %s", name, err, msg)
			}
			t := truthOf(s, layout{Name: "lo-" + strings.TrimPrefix(l.Name, "html-"), Bank: l.Bank}, producer{Name: "libreoffice"}, 0)
			t.File = name + ".pdf"
			if err := writeJSON(filepath.Join(out, name+".json"), t); err != nil {
				return err
			}
		}
	}
	return nil
}

// buildChromium prints every HTML layout × scenario with Chromium and
// writes chromium_* PDFs and truths into out.
func buildChromium(bin, out string) error {
	tmp, err := os.MkdirTemp("", "corpusgen-html")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	for li, l := range htmlLayouts {
		for vi, v := range variants {
			s := simulate(uint64(500+li*10+vi), l.Bank, v.Start, v.End, v.Opts)
			name := fmt.Sprintf("chromium_%s_%s", l.Name, v.Name)
			src := filepath.Join(tmp, name+".html")
			if err := os.WriteFile(src, []byte(l.Draw(s)), 0o644); err != nil {
				return err
			}
			dst := filepath.Join(out, name+".pdf")
			cmd := exec.Command(bin, "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
				"--print-to-pdf="+dst, "file://"+src)
			if msg, err := cmd.CombinedOutput(); err != nil {
				return fmt.Errorf("chromium %s: %w: %s", name, err, msg)
			}
			t := truthOf(s, layout{Name: l.Name, Bank: l.Bank}, producer{Name: "chromium"}, 0)
			t.File = name + ".pdf"
			if err := writeJSON(filepath.Join(out, name+".json"), t); err != nil {
				return err
			}
		}
	}
	return nil
}

func writeJSON(path string, t groundtruth.Truth) error {
	b, err := marshalTruth(t)
	if err != nil {
		return err
	}
	return os.WriteFile(path, b, 0o644)
}
