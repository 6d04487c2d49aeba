// Command devblind4gen writes the "devblind4" development set: bank
// statement PDFs in seven layout families taken from how real statements
// are printed and produced (a composition engine's word-by-word,
// out-of-reading-order content stream, a two-column credit union page, a
// eurozone statement with decimal commas, an Indian current account with
// lakh grouping, a fintech ledger with pending and FX rows, a rotated
// green-bar core print and a bottom-aligned regional ledger), written
// without reading the statement engine, with an exact answer file per PDF.
//
//	go run ./infra/devblind4gen -out testdata/devblind4
//
// Rows and figures come from fixed seeds; every answer is re-checked
// (opening + credits - debits = closing, printed totals, counts, running
// and daily balances) before it is written.
package main

import (
	"flag"
	"github.com/docanalysis/service/infra/internal/blindkit"
	"log"
)

func families() []blindkit.Family {
	return []blindkit.Family{famComposition(), famSideBySide(), famEuro(), famINR(), famPending(), famRotated(), famBottom()}
}

func main() {
	out := flag.String("out", "testdata/devblind4", "output folder")
	only := flag.String("only", "", "comma-separated family names (default all)")
	flag.Parse()
	if err := blindkit.Generate(*out, *only, families()); err != nil {
		log.Fatal(err)
	}
}
