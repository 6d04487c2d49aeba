// Command devblind3gen writes the "devblind3" development set: bank
// statement PDFs in seven layout families taken from how real statements
// are printed (online-banking pages printed from a browser, spreadsheet
// exports, Canadian, UK, credit-union, neobank and amount-first regional
// layouts), written without reading the statement engine, with an exact
// answer file per PDF.
//
//	go run ./infra/devblind3gen -out testdata/devblind3
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
	return []blindkit.Family{famBrowser(), famSheet(), famCanada(), famUK(), famCU(), famNeobank(), famAmountFirst()}
}

func main() {
	out := flag.String("out", "testdata/devblind3", "output folder")
	only := flag.String("only", "", "comma-separated family names (default all)")
	flag.Parse()
	if err := blindkit.Generate(*out, *only, families()); err != nil {
		log.Fatal(err)
	}
}
