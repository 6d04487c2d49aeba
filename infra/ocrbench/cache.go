package main

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"image"
	"os"
	"path/filepath"

	"github.com/docanalysis/service/internal/document/forms"
	"github.com/docanalysis/service/internal/document/ocr"
)

// cachedEngine remembers what the engine read from each image, keyed by
// the image's pixels and the options, so a change to the pre-processing
// that leaves an image as it was, or to what is done with the words
// after (normalisation, the statement engine), is measured without
// running the engine again. A changed image is a miss and is read.
type cachedEngine struct {
	ocr.Engine
	dir   string
	extra string // engine settings the key must include (psm)
}

func (c cachedEngine) Recognize(ctx context.Context, img *image.Gray, opt ocr.RecognizeOptions) ([]ocr.RawWord, error) {
	h := sha256.New()
	var hdr [32]byte
	b := img.Bounds()
	for i, v := range []int{b.Min.X, b.Min.Y, b.Max.X, b.Max.Y} {
		binary.LittleEndian.PutUint64(hdr[i*8:], uint64(int64(v)))
	}
	h.Write(hdr[:])
	fmt.Fprintf(h, "%d|%s|%s|", opt.DPI, c.extra, c.Engine.Name())
	for y := b.Min.Y; y < b.Max.Y; y++ {
		i := img.PixOffset(b.Min.X, y)
		h.Write(img.Pix[i : i+b.Dx()])
	}
	path := filepath.Join(c.dir, hex.EncodeToString(h.Sum(nil))+".json")
	if data, err := os.ReadFile(path); err == nil {
		var ws []ocr.RawWord
		if json.Unmarshal(data, &ws) == nil {
			return ws, nil
		}
	}
	ws, err := c.Engine.Recognize(ctx, img, opt)
	if err != nil {
		return nil, err
	}
	if data, err := json.Marshal(ws); err == nil {
		tmp := path + ".tmp"
		if os.WriteFile(tmp, data, 0o644) == nil {
			_ = os.Rename(tmp, path)
		}
	}
	return ws, nil
}

// cachedCells is cachedEngine for the forms reader's second reading of
// a cell, keyed by the cell's pixels and the characters allowed.
type cachedCells struct {
	forms.CellEngine
	dir string
}

type cellReading struct {
	Text string
	Conf float64
}

func (c cachedCells) ReadCell(ctx context.Context, img *image.Gray, dpi int, charset string) (string, float64, error) {
	h := sha256.New()
	b := img.Bounds()
	fmt.Fprintf(h, "cell|%d|%d|%d|%s|", b.Dx(), b.Dy(), dpi, charset)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		i := img.PixOffset(b.Min.X, y)
		h.Write(img.Pix[i : i+b.Dx()])
	}
	path := filepath.Join(c.dir, "cell-"+hex.EncodeToString(h.Sum(nil))+".json")
	var r cellReading
	if data, err := os.ReadFile(path); err == nil && json.Unmarshal(data, &r) == nil {
		return r.Text, r.Conf, nil
	}
	text, conf, err := c.CellEngine.ReadCell(ctx, img, dpi, charset)
	if err != nil {
		return "", 0, err
	}
	if data, err := json.Marshal(cellReading{text, conf}); err == nil {
		tmp := path + ".tmp"
		if os.WriteFile(tmp, data, 0o644) == nil {
			_ = os.Rename(tmp, path)
		}
	}
	return text, conf, nil
}

var dumpWords = new(bool)

// printLines is -lines.
var printLines bool

// jsonDir, when set (-json), receives each document's statement result.
var jsonDir string

// writeJSON writes v indented to path, creating its directory.
func writeJSON(path string, v any) {
	data, err := json.MarshalIndent(v, "", "  ")
	if err == nil {
		err = os.MkdirAll(filepath.Dir(path), 0o755)
	}
	if err == nil {
		err = os.WriteFile(path, data, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "ocrbench:", err)
	}
}

// dump prints the words of each OCR'd page a line at a time, each with
// its left edge and the gap to the previous word (points), and what the
// normalisation changed: what -v's problems are read against.
func dump(set, name string, res *ocr.Result) {
	for _, p := range res.Pages {
		fmt.Printf("== %s/%s page %d (%d words)\n", set, name, p.Number, len(p.Words))
		for _, c := range p.Corrections {
			fmt.Printf("   fix %d %q→%q: %s\n", c.Word, c.From, c.To, c.Why)
		}
		var line []string
		prevY, prevX1 := -1.0, 0.0
		for i, w := range p.Words {
			if prevY >= 0 && (w.Y0 > prevY+3 || w.X0 < prevX1-1) {
				fmt.Println("  ", line)
				line = nil
			}
			gap := w.X0 - prevX1
			if line == nil {
				gap = 0
			}
			line = append(line, fmt.Sprintf("%s@%.0f+%.1f(%.0f)", w.Text, w.X0, gap, p.Conf[i]))
			prevY, prevX1 = w.Y0, w.X1
		}
		fmt.Println("  ", line)
	}
}
