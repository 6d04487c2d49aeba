package main

import (
	"github.com/docanalysis/service/infra/internal/blindkit"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/docanalysis/service/internal/testkit/repo"
)

// calcInstalled: LibreOffice without its Calc component converts a .fods
// as plain text, so the spreadsheet family needs libsclo next to soffice.
func calcInstalled() bool {
	p, err := exec.LookPath("soffice")
	if err != nil {
		return false
	}
	if r, err := filepath.EvalSymlinks(p); err == nil {
		p = r
	}
	_, err = os.Stat(filepath.Join(filepath.Dir(p), "libsclo.so"))
	return err == nil
}

// TestRegenerate writes the whole set into a temporary folder and holds
// every answer to its own arithmetic, to the committed answer and to the
// PDF's text: pdftotext -layout must show every transaction's amount and
// every printed line of its description.
func TestRegenerate(t *testing.T) {
	if testing.Short() {
		t.Skip("regenerating runs chromium and LibreOffice")
	}
	for _, tool := range []string{"chromium", "soffice", "pdftotext", "pdfinfo"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed", tool)
		}
	}
	if !calcInstalled() {
		t.Skip("LibreOffice Calc (libreoffice-calc) not installed")
	}
	blindkit.TestSet(t, families(), repo.Path("testdata", "devblind3"))
}

// TestCheckRefuses: the generator's check refuses an answer one cent off,
// and a printed running balance that does not follow the rows.
func TestCheckRefuses(t *testing.T) {
	for _, f := range []blindkit.Family{famBrowser(), famAmountFirst()} {
		d := f.Make()[1]
		d.Family = f.Name
		tr := blindkit.BuildTruth(d.Name, d.Family, d.Stmt, d.Figs, 2, "x")
		if err := blindkit.CheckTruth(tr, d.Stmt, d.Figs); err != nil {
			t.Fatalf("%s: consistent answer refused: %v", d.Name, err)
		}
		tr.Transactions[3].Amount += 0.01
		if err := blindkit.CheckTruth(tr, d.Stmt, d.Figs); err == nil {
			t.Fatalf("%s: an answer one cent off was accepted", d.Name)
		}
	}
	d := famBrowser().Make()[0]
	tr := blindkit.BuildTruth(d.Name, d.Family, d.Stmt, d.Figs, 2, "x")
	for k := range d.Figs.RowBal {
		d.Figs.RowBal[k] += 100
		break
	}
	if err := blindkit.CheckTruth(tr, d.Stmt, d.Figs); err == nil {
		t.Fatal("a running balance one dollar off was accepted")
	}
}
