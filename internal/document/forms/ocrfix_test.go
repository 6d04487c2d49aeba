package forms

import (
	"context"
	"fmt"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
)

// ocrToks lays words out on one line as OCR gives them: each word its
// box at x, 10 points tall.
func ocrToks(words ...any) []tok {
	var out []tok
	for i := 0; i+1 < len(words); i += 2 {
		s, x := words[i].(string), float64(words[i+1].(int))
		out = append(out, tok{Text: s, X0: x, X1: x + 5*float64(len(s)), Y0: 100, Y1: 110})
	}
	return out
}

func texts(ts []tok) []string {
	out := []string{}
	for _, t := range ts {
		out = append(out, t.Text)
	}
	return out
}

func TestCleanOCR(t *testing.T) {
	for _, c := range []struct {
		name string
		in   []tok
		want []string
		why  []string
	}{
		{"box rule after a figure", ocrToks("1,633,921|", 500), []string{"1,633,921"}, []string{WhyBoxRule}},
		{"box rule before an EIN", ocrToks("|29-6092949", 400), []string{"29-6092949"}, []string{WhyBoxRule}},
		{"a rule alone", ocrToks("Name:", 36, "|", 150, "Ironwood", 158, "]", 570), []string{"Name:", "Ironwood"}, nil},
		{"figure split after the comma", ocrToks("1,034,", 500, "428", 531), []string{"1,034,428"}, []string{WhyGroupSplit}},
		{"figure split before the comma", ocrToks("1,034", 500, ",428", 527), []string{"1,034,428"}, []string{WhyGroupSplit}},
		{"figure split inside a group", ocrToks("5,2", 500, "90", 517), []string{"5,290"}, []string{WhyGroupSplit}},
		{"two figures of two columns", ocrToks("1,034", 300, "428", 340), []string{"1,034", "428"}, nil},
		{"no valid grouping", ocrToks("1,034,", 500, "42", 531), []string{"1,034,", "42"}, nil},
		{"O for 0", ocrToks("1,O34,428", 500), []string{"1,034,428"}, []string{WhyGlyph}},
		{"l for 1", ocrToks("l2,500", 500), []string{"12,500"}, []string{WhyGlyph}},
		{"S for the dollar sign", ocrToks("S38,000", 500), []string{"$38,000"}, []string{WhyGlyph}},
		{"year with O", ocrToks("2O24", 500), []string{"2024"}, []string{WhyGlyph}},
		{"colon for comma, speck after", ocrToks("2:901.", 500), []string{"2,901"}, []string{WhyFigure}},
		{"box edge read as parenthesis", ocrToks("2,320)", 500), []string{"2,320"}, []string{WhyFigure}},
		{"negative figure kept", ocrToks("(2,320)", 500), []string{"(2,320)"}, nil},
		{"form name kept", ocrToks("1120-S", 500), []string{"1120-S"}, nil},
		{"caption word kept", ocrToks("SO", 100, "Ill", 120), []string{"SO", "Ill"}, nil},
		{"dot leader kept", ocrToks("0...", 200), []string{"0..."}, nil},
		{"ticked box glued to its option", ocrToks("[X]LLC", 97), []string{"X", "LLC"}, []string{WhyCheckbox}},
		{"empty box glued to its option", ocrToks("[_]Corporation", 138), []string{"Corporation"}, []string{WhyCheckbox}},
		{"a note's number is no box", ocrToks("(1)", 114, "Cash", 126), []string{"(1)", "Cash"}, nil},
		{"label words run together", ocrToks("Doing", 36, "BusinessAs", 61), []string{"Doing", "Business", "As"}, nil},
		{"name kept whole", ocrToks("McDonald", 100), []string{"McDonald"}, nil},
		{"label with a speck", ocrToks("21.", 310, "Repairs", 328), []string{"21", "Repairs"}, nil},
		{"speck after a number in a leader", ocrToks("29.", 241, "2.", 263, "3,400", 300), []string{"29.", "2.", "3,400"}, nil},
		{"sub-line letter with a speck", ocrToks("b_", 80, "Returns", 92), []string{"b", "Returns"}, nil},
		{"1 read as l in a sub-line", ocrToks("la", 370, "1,394,070", 416), []string{"1a", "1,394,070"}, nil},
		{"millions' comma lost, T for 7", ocrToks("3", 531, "TI4,877", 538), []string{"3,714,877"}, []string{WhyGlyph, WhyGroupSplit}},
		{"a line number set off from its amount", ocrToks("3", 500, "714,877", 520), []string{"3", "714,877"}, nil},
		{"a thousands figure is no millions tail", ocrToks("3", 531, "877", 538), []string{"3", "877"}, nil},
		{"caption capitals kept", ocrToks("TOTAL", 100, "TIT", 140), []string{"TOTAL", "TIT"}, nil},
		{"of glued to its noun", ocrToks("Dateof", 256, "Birth:", 288), []string{"Date", "of", "Birth:"}, nil},
		{"of glued to its noun, its box over the next word", []tok{{Text: "Dateof", X0: 257, X1: 309, Y0: 148, Y1: 157}, {Text: "Birth:", X0: 288, X1: 309, Y0: 148, Y1: 157}}, []string{"Date", "of", "Birth:"}, nil},
		{"a word ending in of kept", ocrToks("Proof", 100, "Roof", 140, "Thereof", 180), []string{"Proof", "Roof", "Thereof"}, nil},
		{"percent sign glued to its caption", ocrToks("%of", 256, "Ownership:", 276), []string{"%", "of", "Ownership:"}, nil},
		{"box corner read as an underscore", ocrToks("_|89501", 405), []string{"89501"}, []string{WhyBoxRule}},
		{"line label's speck kept for labelSpecks", ocrToks("c_", 80, "Cost", 92), []string{"c", "Cost"}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, fixes := cleanOCR(c.in, 1)
			if !reflect.DeepEqual(texts(got), c.want) {
				t.Errorf("words %q, want %q", texts(got), c.want)
			}
			var why []string
			for _, f := range fixes {
				why = append(why, f.Why)
			}
			if !reflect.DeepEqual(why, c.why) {
				t.Errorf("corrections %v, want %v", fixes, c.why)
			}
		})
	}
}

// TestCorrectionMasksIdentifiers: a correction of a word holding an SSN
// records only its last four digits.
func TestCorrectionMasksIdentifiers(t *testing.T) {
	_, fixes := cleanOCR(ocrToks("|900-12-3456|", 400), 1)
	if len(fixes) != 1 || strings.Contains(fixes[0].From+fixes[0].To, "900") || !strings.HasSuffix(fixes[0].To, "3456") {
		t.Fatalf("%+v", fixes)
	}
}

// ocrLike copies a corpus form's words and changes them as a scan's
// reading would, then marks them as OCR.
func ocrLike(t *testing.T, file string, change func(ws []pdftext.Word) []pdftext.Word) Input {
	t.Helper()
	in := loadInput(t, file)
	doc := *in.Doc
	doc.Pages = append([]pdftext.Page(nil), doc.Pages...)
	for i := range doc.Pages {
		doc.Pages[i].Words = change(append([]pdftext.Word(nil), doc.Pages[i].Words...))
		doc.Pages[i].OCR = true
	}
	return Input{Doc: &doc, WordSource: SourceOCR}
}

// retext changes the text of every word equal to from.
func retext(from, to string) func([]pdftext.Word) []pdftext.Word {
	return func(ws []pdftext.Word) []pdftext.Word {
		for i := range ws {
			if ws[i].Text == from {
				ws[i].Text = to
			}
		}
		return ws
	}
}

// TestOCRTaxReturn reads a 1120-S whose words were changed as a scan's
// reading changes them, each case one kind of change, and expects every
// value of the text layer, source ocr, with a lower confidence.
func TestOCRTaxReturn(t *testing.T) {
	const file = "f1120s-2024-flat.pdf"
	want := map[string]any{}
	for _, r := range loadAnswers(t, "f1120s-2024-flat.json") {
		want[r.Name] = r.Value
	}
	for _, c := range []struct {
		name   string
		change func([]pdftext.Word) []pdftext.Word
		fixed  string // a correction's why the reading must record
	}{
		{"as read", func(ws []pdftext.Word) []pdftext.Word { return ws }, ""},
		{"box rules", func(ws []pdftext.Word) []pdftext.Word {
			for i := range ws {
				if isAmountTok(ws[i].Text) && strings.Contains(ws[i].Text, ",") {
					ws[i].Text += "|"
				}
			}
			return ws
		}, WhyBoxRule},
		{"figure split", func(ws []pdftext.Word) []pdftext.Word {
			for i, w := range ws {
				if w.Text == "1,633,921" {
					head, tail := w, w
					head.Text, head.X1 = "1,633,", w.X0+0.6*(w.X1-w.X0)
					tail.Text, tail.X0 = "921", head.X1+2
					return append(append(ws[:i:i], head, tail), ws[i+1:]...)
				}
			}
			t.Fatal("no 1,633,921 on the form")
			return nil
		}, WhyGroupSplit},
		{"letter in figure", retext("1,034,428", "1,O34,428"), WhyGlyph},
		{"caption garbled", func(ws []pdftext.Word) []pdftext.Word {
			// "3 Gross profit. Subtract line 2 from line 1c" read as noise:
			// only the marker before the amount says it is line 3.
			for i := range ws {
				if ws[i].Text == "Gross" && i+1 < len(ws) && strings.HasPrefix(ws[i+1].Text, "profit") {
					ws[i].Text, ws[i+1].Text = "SUbirACHlNE", "[TOMI"
				}
			}
			return ws
		}, ""},
		{"1a read as la", retext("1a", "la"), ""},
		{"digit read as its look-alike", retext("199,434", "799,434"), WhyArithmetic},
		{"speck read as a digit", retext("35,645", "355,645"), WhyArithmetic},
	} {
		t.Run(c.name, func(t *testing.T) {
			tr, err := ReadTaxReturn(context.Background(), ocrLike(t, file, c.change))
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]any{}
			for _, r := range tr.Rows {
				got[r.Name] = r.Value
				if r.Source != SourceOCR || r.Confidence > 0.92 {
					t.Errorf("%s: source %s, confidence %v", r.Name, r.Source, r.Confidence)
				}
			}
			for n, v := range want {
				if !sameValue(got[n], v) {
					t.Errorf("%s = %v, want %v", n, got[n], v)
				}
			}
			if tr.Flagged {
				t.Errorf("flagged: %+v", tr.Checks)
			}
			found := c.fixed == ""
			for _, f := range tr.Corrections {
				found = found || strings.HasPrefix(f.Why, c.fixed)
			}
			if !found {
				t.Errorf("no %q correction in %+v", c.fixed, tr.Corrections)
			}
		})
	}
}

// TestOCRArithmeticHonest: a misread figure with no look-alike that
// closes the arithmetic is left as read, and the checks say so.
func TestOCRArithmeticHonest(t *testing.T) {
	for _, c := range []struct{ name, from, to string }{
		{"no look-alike closes it", "225,994", "229,994"},
		{"two look-alikes close it", "225,994", "226,994"}, // 6→5 here, or 9→8 in officers' 199,434
	} {
		t.Run(c.name, func(t *testing.T) {
			tr, err := ReadTaxReturn(context.Background(), ocrLike(t, "f1120s-2024-flat.pdf", retext(c.from, c.to)))
			if err != nil {
				t.Fatal(err)
			}
			if !tr.Flagged {
				t.Errorf("not flagged: %+v", tr.Checks)
			}
			for _, f := range tr.Corrections {
				if strings.HasPrefix(f.Why, WhyArithmetic) {
					t.Errorf("guessed %+v", f)
				}
			}
		})
	}
}

// TestOCRApplication reads an application whose words carry a scan's
// box rules, a checkbox glued to its option and a site split after its
// dot.
func TestOCRApplication(t *testing.T) {
	in := ocrLike(t, "app-apex-1-flat.pdf", func(ws []pdftext.Word) []pdftext.Word {
		// The ticked box and its option, read as one word.
		mark := -1
		for i, w := range ws {
			if w.Text == "X" {
				mark = i
			}
		}
		if mark < 0 {
			t.Fatal("no ticked box on the form")
		}
		var out []pdftext.Word
		for i, w := range ws {
			switch {
			case i == mark:
				continue
			case w.Text == "LLC" && math.Abs(w.Y0-ws[mark].Y0) < 3 && w.X0 > ws[mark].X1:
				w.Text, w.X0 = "[X]LLC", ws[mark].X0-3
			case w.Text == "www.juniper-print.example":
				head, tail := w, w
				head.Text, head.X1 = "www.", w.X0+20
				tail.Text, tail.X0 = "juniper-print.example", w.X0+24
				out = append(out, head, tail)
				continue
			case w.Text == "97-3650438":
				w.Text = "|97-3650438|"
			case w.Text == "Tampa,":
				w.Text = "tampa," // a capital read as the small letter
			}
			out = append(out, w)
		}
		return out
	})
	app, err := ReadApplication(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]any{}
	for _, r := range app.Rows {
		if r.Owner == 0 {
			got[r.Name] = r.Value
		}
		if r.Confidence > 0.8 {
			t.Errorf("%s: confidence %v on a scan", r.Name, r.Confidence)
		}
	}
	whys := map[string]bool{}
	for _, c := range app.Corrections {
		whys[c.Why] = true
	}
	if !whys[WhyCheckbox] || !whys[WhyBoxRule] {
		t.Errorf("corrections not recorded: %+v", app.Corrections)
	}
	for n, v := range map[string]any{"entity_type": "llc", "website": "www.juniper-print.example", "ein": "97-3650438", "city": "Tampa"} {
		if got[n] != v {
			t.Errorf("%s = %v, want %v", n, got[n], v)
		}
	}
}

func TestFigureAlternatives(t *testing.T) {
	alts := figureAlternatives(135397)
	has := func(v float64) bool {
		for _, a := range alts {
			if a == v {
				return true
			}
		}
		return false
	}
	if !has(735397) || !has(13597) || has(135397) {
		t.Errorf("%v", alts)
	}
}

// TestOCRLostOwnerHeading: a scan that lost the "Owner #2 Information"
// heading still reads the second owner's block as owner 2.
func TestOCRLostOwnerHeading(t *testing.T) {
	in := ocrLike(t, "app-capitalbridge-2-flat.pdf", func(ws []pdftext.Word) []pdftext.Word {
		y := -1.0
		for _, w := range ws {
			if w.Text == "#2" {
				y = w.Y0
			}
		}
		if y < 0 {
			t.Fatal("no owner #2 heading on the form")
		}
		var out []pdftext.Word
		for _, w := range ws {
			if w.Y0 > y-2 && w.Y0 < y+2 {
				continue
			}
			out = append(out, w)
		}
		return out
	})
	app, err := ReadApplication(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	want := map[int]string{1: "Tomas Quintero", 2: "Hannah Lindqvist"}
	for _, r := range app.Rows {
		if r.Name == "owner_name" && want[r.Owner] == r.Value {
			delete(want, r.Owner)
		}
	}
	if len(want) > 0 {
		t.Errorf("owners not read: %v", want)
	}
}

func TestOCRPct(t *testing.T) {
	for _, c := range []struct {
		in   string
		want float64
		ok   bool
	}{
		{"593", 59, true}, {"1003", 100, true}, {"413", 41, true}, {"258", 25, true},
		{"33", 0, false}, {"100", 0, false}, {"594", 0, false}, {"003", 0, false},
	} {
		v, _, ok := ocrPct(c.in)
		if ok != c.ok || v != c.want {
			t.Errorf("%q: %v %v, want %v %v", c.in, v, ok, c.want, c.ok)
		}
	}
}

// TestOCRPinnacleOwners reads a two-owner application whose words were
// changed as a scan of it reads them: the second owner's "% of" read as
// one word (it must stay a label, not become a heading naming owner 1),
// the first owner's SSN a digit short in its first group, a house number
// read as two numbers, and a ZIP after a box corner read as "_". Every
// owner value lands on its own owner.
func TestOCRPinnacleOwners(t *testing.T) {
	var street string
	ssnCut := 0
	in := ocrLike(t, "app-pinnacle-2-flat.pdf", func(ws []pdftext.Word) []pdftext.Word {
		var out []pdftext.Word
		pct := 0
		for i := 0; i < len(ws); i++ {
			w := ws[i]
			switch {
			case w.Text == "%" && i+1 < len(ws) && ws[i+1].Text == "of":
				pct++
				if pct == 2 {
					w.Text, w.X1 = "%of", ws[i+1].X1
					i++
				}
			case ssnRe.MatchString(w.Text) && ssnCut == 0:
				w.Text = w.Text[1:] // the first owner's "9xx-" read "xx-"
				ssnCut++
			case len(w.Text) == 4 && digits(w.Text) == w.Text && street == "" && i+1 < len(ws) && ws[i+1].Text == "Harbor":
				street = w.Text + " Harbor"
				head, tail := w, w
				head.Text, head.X1 = w.Text[:2], w.X0+10
				tail.Text, tail.X0 = w.Text[2:], w.X0+13
				out = append(out, head, tail)
				continue
			case w.Text == "53703":
				w.Text = "_|53703"
			}
			out = append(out, w)
		}
		return out
	})
	if street == "" || ssnCut == 0 {
		t.Fatal("no house number or SSN on the form")
	}
	app, err := ReadApplication(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]any{}
	for _, r := range app.Rows {
		got[fmt.Sprintf("%s/%d", r.Name, r.Owner)] = r.Value
	}
	for k, v := range map[string]any{
		"owner_ssn_last4/1": "1637", "owner_ssn_last4/2": "9699",
		"owner_title/2": "Vice President", "owner_ownership_pct/2": 48.0,
		"owner_zip/2": "53703", "owner_street/1": street + " Blvd",
	} {
		if got[k] != v {
			t.Errorf("%s = %v, want %v", k, got[k], v)
		}
	}
	whys := map[string]bool{}
	for _, c := range app.Corrections {
		whys[c.Why] = true
	}
	if !whys[WhyHouseNumber] {
		t.Errorf("house number join not recorded: %+v", app.Corrections)
	}
}

func TestJoinHouseNumber(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"71 17 Harbor Blvd", "7117 Harbor Blvd"},
		{"4 082 Commerce St", "4082 Commerce St"},
		{"4082 Commerce St", ""},
		{"12 34th St", ""},
		{"123 4567 Main St", ""},
	} {
		got, ok := joinHouseNumber(c.in)
		if ok != (c.want != "") || got != c.want {
			t.Errorf("%q: %q %v, want %q", c.in, got, ok, c.want)
		}
	}
}

func TestOCRDate(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"zune 17, 1982", "1982-06-17"},
		{"october 2; 1957", "1957-10-02"},
		{"Decenber 5, 2011", "2011-12-05"},
		{"jure 17, 1982", "1982-06-17"},
		{"julv 4, 1990", "1990-07-04"},
		{"Sumner 4, 1990", ""}, // no month a letter away
		{"17 zune 1982", ""},
		{"zune 17", ""},
	} {
		got, _, ok := ocrDate(c.in)
		if ok != (c.want != "") || got != c.want {
			t.Errorf("%q: %q %v, want %q", c.in, got, ok, c.want)
		}
	}
}

// TestOCRAppValues: values of an application as a scan reads them, each
// read through appRows as the reader reads a label's value.
func TestOCRAppValues(t *testing.T) {
	for _, c := range []struct {
		key, raw, name string
		want           any
	}{
		{"owner_ssn", ":90-12-3456", "owner_ssn_last4", "3456"}, // a speck before, a digit lost
		{"owner_ssn", "91-23-4567", "owner_ssn_last4", "4567"},
		{"owner_ssn", "1637", "owner_ssn_last4", "1637"},
		{"owner_ssn", "96-31-163", "", nil},
		{"website", "www.summit—plumb.example", "website", "www.summit-plumb.example"},
		{"email", "office@summit–plumb.example", "email", "office@summit-plumb.example"},
		{"owner_dob", "zune 17, 1982", "owner_dob", "1982-06-17"},
		{"owner_street", "71 17 Harbor Blvd", "owner_street", "7117 Harbor Blvd"},
		{"state", "wr", "state", "WR"}, // kept for stateByZip
	} {
		var fixes []Correction
		rows := appRows(appLabel{key: c.key}, c.raw, 0, 1, SourceOCR, &fixes)
		var got any
		for _, r := range rows {
			if r.Name == c.name {
				got = r.Value
			}
		}
		if got != c.want {
			t.Errorf("%s %q: %v, want %v", c.key, c.raw, got, c.want)
		}
		// The text layer's value is never changed this way.
		if c.key == "owner_dob" || c.key == "website" {
			for _, r := range appRows(appLabel{key: c.key}, c.raw, 0, 1, SourceText, nil) {
				if r.Value == c.want {
					t.Errorf("%s %q read as %v from a text layer", c.key, c.raw, r.Value)
				}
			}
		}
	}
}

// TestOCRGluedOfLabel: "Dateof" whose box the engine ran over "Birth:"
// is still the date-of-birth label once split, and its value is read.
func TestOCRGluedOfLabel(t *testing.T) {
	ts, _ := cleanOCR([]tok{
		{Text: "Dateof", X0: 257, X1: 309, Y0: 148, Y1: 157},
		{Text: "Birth:", X0: 288, X1: 309, Y0: 148, Y1: 157},
		{Text: "05-17-1974", X0: 349, X1: 398, Y0: 148, Y1: 157},
	}, 1)
	var keys []string
	for _, l := range findLabels(groupRows(ts, nil)) {
		keys = append(keys, l.key)
	}
	if !reflect.DeepEqual(keys, []string{"owner_dob"}) {
		t.Errorf("labels %v, want the date of birth", keys)
	}
}

// TestOCRLostAllHeadings reads a two-owner application whose section
// headings were all lost, as a scan loses headings printed white on a
// dark bar: only the owner's name label, printed again for the second
// owner in the same column, says where each owner's block begins. Every
// owner value must land on its own owner, and the business's on none.
func TestOCRLostAllHeadings(t *testing.T) {
	const file = "app-capitalbridge-2-flat"
	in := ocrLike(t, file+".pdf", func(ws []pdftext.Word) []pdftext.Word {
		drop := map[float64]bool{}
		for _, w := range ws {
			if w.Text == "Information" || w.Text == "Request" {
				drop[math.Round(w.Y0)] = true
			}
		}
		if len(drop) != 4 {
			t.Fatalf("%d heading rows on the form, want 4", len(drop))
		}
		var out []pdftext.Word
		for _, w := range ws {
			if !drop[math.Round(w.Y0)] {
				out = append(out, w)
			}
		}
		return out
	})
	app, err := ReadApplication(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]any{}
	for _, r := range app.Rows {
		got[fmt.Sprintf("%s/%d", r.Name, r.Owner)] = r.Value
	}
	for _, w := range loadAnswers(t, file+".json") {
		k := fmt.Sprintf("%s/%d", w.Name, w.Owner)
		if !IsCore(w.Name) {
			continue
		}
		if fmt.Sprint(got[k]) != fmt.Sprint(w.Value) {
			t.Errorf("%s = %v, want %v", k, got[k], w.Value)
		}
	}
}

// TestOCRValueNamingOwner reads a one-owner application whose headings a
// scan lost: the owner's title "Owner", printed right of its label, is
// the title's value, not a heading that starts owner 1's section where
// the label stands outside it (the title was dropped as the business's).
func TestOCRValueNamingOwner(t *testing.T) {
	in := ocrLike(t, "app-capitalbridge-1-flat.pdf", func(ws []pdftext.Word) []pdftext.Word {
		drop := map[float64]bool{}
		for _, w := range ws {
			if w.Text == "Information" || w.Text == "Request" {
				drop[math.Round(w.Y0)] = true
			}
		}
		var out []pdftext.Word
		for _, w := range ws {
			if !drop[math.Round(w.Y0)] {
				out = append(out, w)
			}
		}
		return out
	})
	app, err := ReadApplication(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range app.Rows {
		if r.Name == "owner_title" && r.Owner == 1 && r.Value == "Owner" {
			return
		}
	}
	t.Errorf("owner 1's title not read: %+v", app.Rows)
}
