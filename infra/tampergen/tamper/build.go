package tamper

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// Manifest is labels.json: what each tampered file is, and which
// source/kind pairs the techniques did not fit.
type Manifest struct {
	Labels  []Label `json:"labels"`
	Skipped []Skip  `json:"skipped"`
}

// Skip records a source a technique did not fit.
type Skip struct {
	Kind   string `json:"kind"`
	Source string `json:"source"`
	Reason string `json:"reason"`
}

// Build forges every kind from every clean statement of the corpus
// directory into dir, writes labels.json there and returns the manifest.
func Build(corpus, dir string) (*Manifest, error) {
	srcs, err := LoadSources(corpus)
	if err != nil {
		return nil, err
	}
	if len(srcs) == 0 {
		return nil, fmt.Errorf("tamper: no clean statements in %s", corpus)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	m := &Manifest{Labels: []Label{}, Skipped: []Skip{}}
	for _, k := range Kinds {
		for i, s := range srcs {
			pdf, label, err := Generate(k, s, i)
			if errors.Is(err, ErrNotApplicable) {
				m.Skipped = append(m.Skipped, Skip{k.Name, s.Name + ".pdf", err.Error()})
				continue
			}
			if err != nil {
				return nil, fmt.Errorf("tamper: %s of %s: %w", k.Name, s.Name, err)
			}
			if err := os.WriteFile(filepath.Join(dir, label.File), pdf, 0o644); err != nil {
				return nil, err
			}
			m.Labels = append(m.Labels, label)
		}
	}
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return nil, err
	}
	return m, os.WriteFile(filepath.Join(dir, "labels.json"), append(b, '\n'), 0o644)
}

// LoadManifest reads dir/labels.json.
func LoadManifest(dir string) (*Manifest, error) {
	b, err := os.ReadFile(filepath.Join(dir, "labels.json"))
	if err != nil {
		return nil, err
	}
	var m Manifest
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("tamper: %s/labels.json: %w", dir, err)
	}
	return &m, nil
}
