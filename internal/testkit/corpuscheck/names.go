package corpuscheck

import (
	"os"
	"strings"
)

// ReadNames reads a sample's list of corpus document names: one a line,
// with or without the .pdf or .json extension, blank lines and '#'
// comments ignored. infra/scangen and infra/ocrbench take such a list
// (-names) so that a measure before and after a change reads the same
// documents while the corpus grows under -every.
func ReadNames(path string) (map[string]bool, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	names := map[string]bool{}
	for _, line := range strings.Split(string(b), "\n") {
		line, _, _ = strings.Cut(line, "#")
		if line = strings.TrimSpace(line); line != "" {
			names[strings.TrimSuffix(strings.TrimSuffix(line, ".json"), ".pdf")] = true
		}
	}
	return names, nil
}
