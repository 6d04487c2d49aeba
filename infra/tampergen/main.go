// Command tampergen writes the labelled tampered corpus: every tamper
// kind of package tamper applied to every clean statement of the
// synthetic corpus that it fits. Output is deterministic (the same corpus
// gives the same bytes), so the benchmark's numbers can be reproduced.
//
//	go run ./infra/tampergen -corpus testdata/corpus -out testdata/tampered
//
// It writes KIND__SOURCE.pdf files and labels.json, one entry per file
// (kind, technique, what was changed) plus the documents a technique did
// not fit and why.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"

	"github.com/docanalysis/service/infra/tampergen/tamper"
)

func main() {
	corpus := flag.String("corpus", "testdata/corpus", "clean corpus directory")
	out := flag.String("out", "testdata/tampered", "output directory")
	flag.Parse()
	m, err := tamper.Build(*corpus, *out)
	if err != nil {
		log.Fatal(err)
	}
	counts := map[string]int{}
	for _, l := range m.Labels {
		counts[l.Kind]++
	}
	for _, k := range tamper.Kinds {
		fmt.Fprintf(os.Stderr, "%-22s %3d documents\n", k.Name, counts[k.Name])
	}
	fmt.Fprintf(os.Stderr, "%d tampered documents in %s (%d source/kind pairs not applicable, see labels.json)\n", len(m.Labels), *out, len(m.Skipped))
}
