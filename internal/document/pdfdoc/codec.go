package pdfdoc

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// formatVersion changes when the encoding does; Decode refuses other
// versions rather than misread them (the stage then reads the PDF again).
const formatVersion = 1

// MaxDecoded bounds what Decode inflates: far above any real document's
// facts (a 200-page statement encodes to a few MB), far below a Lambda's
// memory.
const MaxDecoded = 64 << 20

// ContentType is the media type of an encoded Document.
const ContentType = "application/json+gzip"

type wire struct {
	V            int        `json:"v"`
	Pages        int        `json:"pages"`
	Structure    *Structure `json:"structure,omitempty"`
	StructureErr string     `json:"structure_err,omitempty"`
	Text         *wireText  `json:"text,omitempty"`
}

type wireText struct {
	Title    string     `json:"title,omitempty"`
	Author   string     `json:"author,omitempty"`
	Creator  string     `json:"creator,omitempty"`
	Producer string     `json:"producer,omitempty"`
	Created  string     `json:"created,omitempty"` // YYYY-MM-DD
	Fonts    []string   `json:"fonts"`             // font names, indexed by wirePage.Font
	Pages    []wirePage `json:"pages"`
}

// wirePage stores a page's words column by column: a word's fields are
// at the same index of each slice. Coordinates keep full precision, so
// what the fraud stage reads is exactly what the parser read.
type wirePage struct {
	Number int       `json:"n"`
	Width  float64   `json:"w"`
	Height float64   `json:"h"`
	Text   []string  `json:"t"`
	X0     []float64 `json:"x0"`
	Y0     []float64 `json:"y0"`
	X1     []float64 `json:"x1"`
	Y1     []float64 `json:"y1"`
	Font   []int     `json:"f"`
	Size   []float64 `json:"s"`
	// Slanted lists the indexes of the words drawn at an angle.
	Slanted []int `json:"sl,omitempty"`
}

// Encode writes d in its compact stored form (gzipped JSON).
func (d *Document) Encode() ([]byte, error) {
	w := wire{V: formatVersion, Pages: d.Pages, Structure: d.Structure, StructureErr: d.StructureErr}
	if d.Text != nil {
		t := &wireText{Title: d.Text.Title, Author: d.Text.Author, Creator: d.Text.Creator, Producer: d.Text.Producer, Fonts: []string{}}
		if !d.Text.Created.IsZero() {
			t.Created = d.Text.Created.Format("2006-01-02")
		}
		fonts := map[string]int{}
		for _, p := range d.Text.Pages {
			wp := wirePage{Number: p.Number, Width: p.Width, Height: p.Height}
			n := len(p.Words)
			wp.Text, wp.Font = make([]string, 0, n), make([]int, 0, n)
			wp.X0, wp.Y0, wp.X1, wp.Y1, wp.Size = make([]float64, 0, n), make([]float64, 0, n), make([]float64, 0, n), make([]float64, 0, n), make([]float64, 0, n)
			for _, w := range p.Words {
				fi, ok := fonts[w.FontName]
				if !ok {
					fi = len(t.Fonts)
					fonts[w.FontName] = fi
					t.Fonts = append(t.Fonts, w.FontName)
				}
				wp.Text = append(wp.Text, w.Text)
				wp.X0, wp.Y0, wp.X1, wp.Y1 = append(wp.X0, w.X0), append(wp.Y0, w.Y0), append(wp.X1, w.X1), append(wp.Y1, w.Y1)
				wp.Font, wp.Size = append(wp.Font, fi), append(wp.Size, w.FontSize)
				if w.Slanted {
					wp.Slanted = append(wp.Slanted, len(wp.Text)-1)
				}
			}
			t.Pages = append(t.Pages, wp)
		}
		w.Text = t
	}
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	if err := json.NewEncoder(zw).Encode(w); err != nil {
		return nil, fmt.Errorf("encode document facts: %w", err)
	}
	if err := zw.Close(); err != nil {
		return nil, fmt.Errorf("encode document facts: %w", err)
	}
	return buf.Bytes(), nil
}

// ErrFormat is returned for stored facts of another format version.
var ErrFormat = errors.New("pdfdoc: stored facts are of another format version")

// Decode reads a Document written by Encode.
func Decode(b []byte) (*Document, error) {
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("decode document facts: %w", err)
	}
	raw, err := io.ReadAll(io.LimitReader(zr, MaxDecoded+1))
	if err != nil {
		return nil, fmt.Errorf("decode document facts: %w", err)
	}
	if len(raw) > MaxDecoded {
		return nil, fmt.Errorf("decode document facts: more than %d bytes", MaxDecoded)
	}
	var w wire
	if err := json.Unmarshal(raw, &w); err != nil {
		return nil, fmt.Errorf("decode document facts: %w", err)
	}
	if w.V != formatVersion {
		return nil, fmt.Errorf("%w: %d", ErrFormat, w.V)
	}
	d := &Document{Pages: w.Pages, Structure: w.Structure, StructureErr: w.StructureErr}
	if t := w.Text; t != nil {
		d.Text = &pdftext.Document{Title: t.Title, Author: t.Author, Creator: t.Creator, Producer: t.Producer}
		d.Text.Created, _ = pdftext.ParseDate(strings.ReplaceAll(t.Created, "-", ""))
		for _, wp := range t.Pages {
			n := len(wp.Text)
			if len(wp.X0) != n || len(wp.Y0) != n || len(wp.X1) != n || len(wp.Y1) != n || len(wp.Font) != n || len(wp.Size) != n {
				return nil, fmt.Errorf("decode document facts: page %d: columns of different lengths", wp.Number)
			}
			p := pdftext.Page{Number: wp.Number, Width: wp.Width, Height: wp.Height, Words: make([]pdftext.Word, n)}
			for i := range n {
				font := ""
				if f := wp.Font[i]; f >= 0 && f < len(t.Fonts) {
					font = t.Fonts[f]
				}
				p.Words[i] = pdftext.Word{Text: wp.Text[i], X0: wp.X0[i], Y0: wp.Y0[i], X1: wp.X1[i], Y1: wp.Y1[i], FontName: font, FontSize: wp.Size[i]}
			}
			for _, i := range wp.Slanted {
				if i >= 0 && i < n {
					p.Words[i].Slanted = true
				}
			}
			d.Text.Pages = append(d.Text.Pages, p)
		}
	}
	return d, nil
}
