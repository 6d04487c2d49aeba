package wiring_test

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/testkit/repo"
)

// TestFunctionsLinkOnlyWhatTheyUse lists each function's imports and
// fails when one links what it never runs: a PDF engine outside the
// parser, OCR and fraud functions, the HTTP server outside the API, and
// the OpenAPI validator (tests only: internal/web/openapi/openapitest)
// anywhere.
func TestFunctionsLinkOnlyWhatTheyUse(t *testing.T) {
	pdf := []string{
		"github.com/pdfcpu/pdfcpu",
		"github.com/klippa-app/go-pdfium",
		"github.com/tetratelabs/wazero",
		"github.com/docanalysis/service/internal/document/",
	}
	http := []string{
		"github.com/docanalysis/service/internal/web/",
		"github.com/awslabs/aws-lambda-go-api-proxy",
		"github.com/pb33f/",
	}
	forbidden := map[string][]string{
		"webhook":    append(append([]string{}, pdf...), http...),
		"aggregator": append(append([]string{}, pdf...), http...),
		"sweeper":    append(append([]string{}, pdf...), http...),
		"api":        append(append([]string{}, pdf...), "github.com/pb33f/"),
		"parser":     http,
		"fraud":      http,
		"ocr":        http,
	}
	for fn, bad := range forbidden {
		t.Run(fn, func(t *testing.T) {
			cmd := exec.Command("go", "list", "-deps", "./functions/"+fn)
			cmd.Dir = repo.Root()
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("go list: %v\n%s", err, out)
			}
			for _, dep := range strings.Fields(string(out)) {
				for _, b := range bad {
					if strings.HasPrefix(dep, b) {
						t.Errorf("functions/%s links %s", fn, dep)
					}
				}
			}
		})
	}
}

// TestBuildOutputsAreIgnored: `go build ./infra/<name>` writes a binary
// named <name> into the working directory; .gitignore must keep every one
// of them out of commits.
func TestBuildOutputsAreIgnored(t *testing.T) {
	b := repo.Read(t, ".gitignore")
	ignored := map[string]bool{}
	for _, l := range strings.Split(string(b), "\n") {
		ignored[strings.TrimSpace(l)] = true
	}
	for _, dir := range []string{"infra", "functions"} {
		mains, err := filepath.Glob(repo.Path(dir, "*", "main.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range mains {
			name := filepath.Base(filepath.Dir(m))
			if !ignored["/"+name] {
				t.Errorf(".gitignore lacks /%s (the binary `go build ./%s/%s` writes)", name, dir, name)
			}
		}
	}
}
