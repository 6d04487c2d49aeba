// Command pdfiumcache writes the wazero compilation cache for the PDFium
// WebAssembly module, so the Lambda package can ship it and set
// PDFIUM_CACHE_DIR to it. Without the cache every cold start spends ~3 s
// compiling; with it, ~0.1 s. Run it for the target GOOS/GOARCH (the
// cache is machine code) with the wazero version in go.mod.
//
//	go run ./infra/pdfiumcache -dir build/pdfium-cache
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/docanalysis/service/internal/document/pdftext"
)

func main() {
	dir := flag.String("dir", "build/pdfium-cache", "cache directory to create or refresh")
	flag.Parse()
	start := time.Now()
	if err := pdftext.BuildCache(*dir); err != nil {
		fmt.Fprintln(os.Stderr, "pdfiumcache:", err)
		os.Exit(1)
	}
	fmt.Printf("pdfium compilation cache in %s (%s)\n", *dir, time.Since(start).Round(time.Millisecond))
}
