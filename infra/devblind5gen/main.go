// Command devblind5gen writes the "devblind5" development set: bank
// statement PDFs in seven layout families taken from how real statements
// are printed and produced (a table header on the first page only with
// page subtotals, merchant batch deposits with itemization lines, a
// bilingual Puerto Rico statement, disclosure pages between transaction
// pages, a fintech export with timestamps and reference IDs, ledger and
// available balances side by side, and a core-banking DR/CR print),
// written without reading the statement engine, with an exact answer
// file per PDF.
//
//	go run ./infra/devblind5gen -out testdata/devblind5
//
// Rows and figures come from fixed seeds; every answer is re-checked
// (opening + credits - debits = closing, printed totals, counts, running,
// page-subtotal and daily balances) before it is written.
package main

import (
	"flag"
	"github.com/docanalysis/service/infra/internal/blindkit"
	"log"
)

func families() []blindkit.Family {
	return []blindkit.Family{famHeaderless(), famBatch(), famBilingual(), famLegal(), famFintech(), famTwoBal(), famTypeCode()}
}

func main() {
	out := flag.String("out", "testdata/devblind5", "output folder")
	only := flag.String("only", "", "comma-separated family names (default all)")
	flag.Parse()
	if err := blindkit.Generate(*out, *only, families()); err != nil {
		log.Fatal(err)
	}
}
