package forms

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/color"
	"log/slog"
	"maps"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// fakeCells answers a cell by the characters it allows, and remembers
// what it was asked.
type fakeCells struct {
	byCharset map[string]string
	conf      float64
	asked     *[]string
	images    *[]*image.Gray
}

func (f fakeCells) ReadCell(_ context.Context, img *image.Gray, _ int, charset string) (string, float64, error) {
	if f.asked != nil {
		*f.asked = append(*f.asked, charset)
	}
	if f.images != nil {
		*f.images = append(*f.images, img)
	}
	return f.byCharset[charset], f.conf, nil
}

// TestCellReadAgain reads a scan of an application whose words lost the
// business's ZIP (the engine read nothing in its box): with a cell
// engine the ZIP's cell alone is read again, restricted to a ZIP's
// characters, and returned at a scan's lower confidence with the
// reading recorded; without one, or when the engine is unsure, the ZIP
// stays unread — nothing is inferred.
func TestCellReadAgain(t *testing.T) {
	const file = "app-capitalbridge-1-flat.pdf"
	lost := func(ws []pdftext.Word) []pdftext.Word {
		var out []pdftext.Word
		for _, w := range ws {
			if w.Text == "31401" && w.X0 < 500 { // the business's, not the owner's
				continue
			}
			out = append(out, w)
		}
		return out
	}
	pdf := loadInput(t, file).PDF
	for _, c := range []struct {
		name    string
		cells   CellEngine
		wantZip string
	}{
		{"no cell engine", nil, ""},
		{"read again", fakeCells{byCharset: map[string]string{cellCharsets["zip"]: "31401"}, conf: 95}, "31401"},
		{"engine unsure", fakeCells{byCharset: map[string]string{cellCharsets["zip"]: "31401"}, conf: 40}, ""},
		{"shape checked", fakeCells{byCharset: map[string]string{cellCharsets["zip"]: "314"}, conf: 95}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := ocrLike(t, file, lost)
			in.PDF, in.Cells = pdf, c.cells
			app, err := ReadApplication(context.Background(), in)
			if err != nil {
				t.Fatal(err)
			}
			got := ""
			for _, r := range app.Rows {
				if r.Name == "zip" && r.Owner == 0 {
					got = r.Value.(string)
					if r.Source != SourceOCR || r.Confidence != 0.6 {
						t.Errorf("zip row %+v: want source ocr, confidence 0.6", r)
					}
				}
			}
			if got != c.wantZip {
				t.Errorf("zip = %q, want %q", got, c.wantZip)
			}
			recorded := false
			for _, f := range app.Corrections {
				recorded = recorded || f.Why == WhyReread && f.To == "31401"
			}
			if recorded != (c.wantZip != "") {
				t.Errorf("correction recorded %v, corrections %+v", recorded, app.Corrections)
			}
		})
	}
}

// TestValueCell places the cell of a label left without a value: right
// of "Label:" up to the next label of its row, under a caption without a
// colon down to the next caption of its column, and none where no room
// is left.
func TestValueCell(t *testing.T) {
	rowsOf := func(lines ...[]tok) []row {
		var rs []row
		for _, l := range lines {
			rs = append(rs, row{Y0: l[0].Y0, Y1: l[0].Y1, Toks: l})
		}
		return rs
	}
	at := func(y float64, words ...any) []tok {
		ts := ocrToks(words...)
		for i := range ts {
			ts[i].Y0, ts[i].Y1 = y, y+10
		}
		return ts
	}
	for _, c := range []struct {
		name  string
		rows  []row
		label string
		want  [4]float64
		ok    bool
	}{
		{"beside", rowsOf(at(100, "State:", 300, "Zip:", 420)), "State", [4]float64{332, 96, 418, 114}, true},
		{"beside, to the margin", rowsOf(at(100, "Zip:", 420)), "Zip", [4]float64{442, 96, 592, 114}, true},
		{"no room", rowsOf(at(100, "State:", 300, "Zip:", 335)), "State", [4]float64{}, false},
		{"under", rowsOf(at(100, "State", 160, "Zip", 220), at(140, "Mobile", 35, "Phone", 70, "Email", 171)), "State", [4]float64{157, 111, 216, 133}, true},
		{"under, to the next caption", rowsOf(at(100, "State", 160, "Zip", 220), at(125, "Email", 171)), "State", [4]float64{157, 111, 216, 124.5}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			labels := findLabels(c.rows)
			li := -1
			for i, l := range labels {
				if strings.TrimSuffix(l.Text, ":") == c.label {
					li = i
				}
			}
			if li < 0 {
				t.Fatalf("no label %q in %v", c.label, labels)
			}
			got, ok := valueCell(c.rows, labels, li, 612)
			if ok != c.ok || ok && got != c.want {
				t.Errorf("cell %v %v, want %v %v", got, ok, c.want, c.ok)
			}
		})
	}
}

// TestUnrule takes a box's rules out of a cell and leaves its digits:
// the engine read a box's side beside "41" as part of a figure.
func TestUnrule(t *testing.T) {
	img := image.NewGray(image.Rect(0, 0, 200, 60))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	ink := func(x0, y0, x1, y1 int) {
		for y := y0; y < y1; y++ {
			for x := x0; x < x1; x++ {
				img.SetGray(x, y, color.Gray{})
			}
		}
	}
	ink(10, 10, 190, 12) // the box's top
	ink(10, 48, 190, 50) // its bottom
	ink(10, 10, 12, 50)  // its left side
	ink(188, 10, 190, 50)
	ink(20, 20, 23, 40) // a "1": a stroke of the text's height
	ink(30, 30, 45, 33) // a "-"
	unrule(img, 24)
	dark := func(x, y int) bool { return img.GrayAt(x, y).Y < 128 }
	for _, p := range [][2]int{{100, 11}, {100, 49}, {11, 30}, {189, 30}} {
		if dark(p[0], p[1]) {
			t.Errorf("rule left at %v", p)
		}
	}
	for _, p := range [][2]int{{21, 30}, {40, 31}} {
		if !dark(p[0], p[1]) {
			t.Errorf("glyph taken out at %v", p)
		}
	}
}

// seqCells answers a cell by the figure whose box it was cut around,
// told by the cell's width (the test gives each its own), and counts the
// cells asked for.
type seqCells struct {
	answers map[int]cellReading
	asked   *int
}

type cellReading struct {
	text string
	conf float64
}

func (s seqCells) ReadCell(_ context.Context, img *image.Gray, _ int, _ string) (string, float64, error) {
	*s.asked++
	a := s.answers[img.Bounds().Dx()] // the test gives each figure its own width
	return a.text, a.conf, nil
}

// speckled is a page of isolated dark pixels: ink in every cell, no
// rule.
func speckled() *image.Gray {
	img := image.NewGray(image.Rect(0, 0, 1700, 3200))
	for i := range img.Pix {
		img.Pix[i] = 255
		if i%3 == 0 && (i/1700)%3 == 0 {
			img.Pix[i] = 0
		}
	}
	return img
}

// TestRereadFigures reads the OCR'd figures of a 1065 again where its
// checks stay open after the look-alikes: two figures misread on one
// check (salaries' 7 read as 1, a speck in depletion) close when the
// second reading of one is right and the other is then its look-alike;
// a second reading that closes nothing changes nothing; a return whose
// checks close is not read again at all.
func TestRereadFigures(t *testing.T) {
	truth := map[string]float64{}
	for _, r := range loadAnswers(t, "f1065-2025-flat.json") {
		if v, ok := r.Value.(float64); ok && r.Name != "tax_year" {
			truth[r.Name] = v
		}
	}
	if len(taxChecks(Form1065, truth)) == 0 || failing(Form1065, truth) {
		t.Fatal("the answer's arithmetic does not hold")
	}
	var names []string
	at := map[string]figureCell{}
	widths := map[string]int{}
	for n := range truth {
		names = append(names, n)
	}
	sort.Strings(names)
	for i, n := range names {
		// Each figure a box of its own width, so the fake engine
		// knows which it is asked for.
		at[n] = figureCell{page: 1, box: [4]float64{100, 40 + 9*float64(i), 140 + 2*float64(i), 46 + 9*float64(i)}}
	}
	page, scale := speckled(), float64(figureDPI)/72
	for n, c := range at {
		h := c.box[3] - c.box[1]
		cell := cutCell(page, scale, [4]float64{c.box[0] - 0.5*h, c.box[1] - 0.3*h, c.box[2] + 3*h, c.box[3] + 0.3*h}, h, 1)
		widths[n] = cell.Bounds().Dx()
	}
	alike := func(v float64) cellReading { return cellReading{money(v), 95} }
	for _, c := range []struct {
		name      string
		misread   map[string]float64
		again     map[string]cellReading
		want      map[string]float64 // after the look-alikes too
		wantReads bool
	}{
		{
			name:      "two misread on one check",
			misread:   map[string]float64{"salaries_wages": 135397, "depletion": 12145375},
			again:     map[string]cellReading{"salaries_wages": {"135,397", 77}, "depletion": {"121,375", 63}},
			want:      map[string]float64{"salaries_wages": 735397, "depletion": 121375},
			wantReads: true,
		},
		{
			name:      "read again no better",
			misread:   map[string]float64{"salaries_wages": 135397, "depletion": 12145375},
			again:     map[string]cellReading{"salaries_wages": {"135,397", 77}, "depletion": {"12,145,375", 80}},
			want:      map[string]float64{"salaries_wages": 135397, "depletion": 12145375},
			wantReads: true,
		},
		{
			// 1→7 in salaries or in depletion closes the check alike:
			// neither is made; read again, salaries reads the same.
			name:      "one misread, two look-alikes",
			misread:   map[string]float64{"salaries_wages": 135397},
			want:      map[string]float64{"salaries_wages": 135397},
			wantReads: true,
		},
		{
			name:    "closed by the look-alikes",
			misread: map[string]float64{"interest": 1765111},
			want:    map[string]float64{"interest": 176511},
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			values := maps.Clone(truth)
			maps.Copy(values, c.misread)
			answers := map[int]cellReading{}
			for n, v := range values {
				answers[widths[n]] = alike(v)
			}
			for n, a := range c.again {
				answers[widths[n]] = a
			}
			asked := 0
			cells := &cellReader{engine: seqCells{answers, &asked}, pages: map[[2]int]renderedPage{{1, figureDPI}: {img: page, scale: scale}}}
			_, sure := rereadFigures(context.Background(), cells, Form1065, values, at, names)
			closeArithmetic(Form1065, values, slices.DeleteFunc(slices.Clone(names), func(n string) bool { return sure[n] }))
			for n, want := range c.want {
				if values[n] != want {
					t.Errorf("%s = %v, want %v", n, values[n], want)
				}
			}
			if (asked > 0) != c.wantReads {
				t.Errorf("%d cells read again, want reads %v", asked, c.wantReads)
			}
		})
	}
}

// oneCell answers every cell alike and counts the cells asked for.
type oneCell struct {
	reading cellReading
	asked   *int
}

func (o oneCell) ReadCell(context.Context, *image.Gray, int, string) (string, float64, error) {
	*o.asked++
	return o.reading.text, o.reading.conf, nil
}

// TestAssetsAgain reads a scanned return's total assets again when its
// first reading is no grouped figure: the second is taken when it is one,
// read with confidence, or at all when the first was no figure.
func TestAssetsAgain(t *testing.T) {
	for _, c := range []struct {
		first  string
		again  cellReading
		want   string
		ok     bool
		asking bool
	}{
		{"2 ADD, 677", cellReading{"2,122,677", 95}, "2,122,677", true, true},
		{"23977282", cellReading{"2,397,282", 95}, "2,397,282", true, true},
		{"23977282", cellReading{"2,397,282", 70}, "", false, true}, // the first is a figure: the second must be sure
		{"2 ADD, 677", cellReading{"2,122,677", 70}, "2,122,677", true, true},
		{"23977282", cellReading{"23977282", 95}, "", false, true},    // read alike
		{"1,757,563", cellReading{"1,757,568", 95}, "", false, false}, // well formed: not read again
	} {
		asked := 0
		pages := map[[2]int]renderedPage{{1, figureDPI}: {img: speckled(), scale: figureDPI / 72.0}, {1, cellDPI}: {img: speckled(), scale: cellDPI / 72.0}}
		cells := &cellReader{engine: oneCell{c.again, &asked}, pages: pages}
		got, ok := assetsAgain(context.Background(), cells, 1, c.first, [4]float64{100, 100, 140, 107})
		if got != c.want || ok != c.ok || (asked > 0) != c.asking {
			t.Errorf("%q read again as %+v: %q %v (%d reads), want %q %v", c.first, c.again, got, ok, asked, c.want, c.ok)
		}
	}
}

// failingCells is an engine that fails every cell; with cancel set, the
// document's deadline passes while it reads.
type failingCells struct {
	asked  *int
	cancel context.CancelFunc
}

func (f failingCells) ReadCell(context.Context, *image.Gray, int, string) (string, float64, error) {
	*f.asked++
	if f.cancel != nil {
		f.cancel()
		return "", 0, context.Canceled
	}
	return "", 0, errors.New("engine crashed")
}

// TestCellReadFailureLogged: a re-read the engine fails leaves the value
// as the page's OCR read it (nothing is made up) and is logged with the
// page, so an engine that fails in production is seen; a read ended by
// the document's deadline is not the engine's failure and is not logged.
func TestCellReadFailureLogged(t *testing.T) {
	for _, c := range []struct {
		name    string
		cancel  bool
		wantLog bool
	}{
		{"engine fails", false, true},
		{"deadline passed", true, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			var buf bytes.Buffer
			asked := 0
			pages := map[[2]int]renderedPage{{1, cellDPI}: {img: speckled(), scale: cellDPI / 72.0}}
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			engine := failingCells{asked: &asked}
			if c.cancel {
				engine.cancel = cancel
			}
			cells := &cellReader{engine: engine, pages: pages, log: slog.New(slog.NewJSONHandler(&buf, nil))}
			text, conf := cells.read(ctx, 1, [4]float64{100, 100, 140, 107}, 7, "0123456789", cellDPI)
			if text != "" || conf != 0 {
				t.Errorf("failed re-read gave %q (%v), want nothing", text, conf)
			}
			logged := strings.Contains(buf.String(), `"msg":"form cell re-read failed"`) && strings.Contains(buf.String(), `"page":1`)
			if logged != c.wantLog {
				t.Errorf("logged %v, want %v: %s", logged, c.wantLog, buf.String())
			}
			if asked != 1 {
				t.Errorf("engine asked %d times, want 1", asked)
			}
		})
	}
}
