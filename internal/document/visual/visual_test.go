package visual

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/png"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/domain/result"
	"github.com/docanalysis/service/internal/testkit/repo"

	"codeberg.org/go-pdf/fpdf"

	"github.com/docanalysis/service/internal/document/pdftext"
)

func obj(page int, text string, x0, y0, x1, y1 float64, visible bool) pdftext.TextObject {
	return pdftext.TextObject{Page: page, Text: text, X0: x0, Y0: y0, X1: x1, Y1: y1, Visible: visible}
}

func TestCompare(t *testing.T) {
	var visible []pdftext.TextObject
	for i := 0; i < 12; i++ {
		visible = append(visible, obj(1, "word", 10, float64(20*i), 40, float64(20*i+10), true))
	}
	tests := []struct {
		name  string
		objs  []pdftext.TextObject
		codes []string
		text  string // first hidden text
	}{
		{"all visible", visible, nil, ""},
		{"one hidden amount", append(visible[:11:11], obj(1, "1,200.00", 300, 100, 340, 110, false)), []string{"hidden_text"}, "1,200.00"},
		{"glyph per object joined", append(visible[:11:11],
			obj(2, "9", 300, 100, 305, 110, false), obj(2, ",", 305, 100, 307, 110, false), obj(2, "1", 307, 100, 312, 110, false)),
			[]string{"hidden_text"}, "9,1"},
		{"image page with an invisible text layer", func() []pdftext.TextObject {
			var o []pdftext.TextObject
			for _, v := range visible {
				v.Visible = false
				o = append(o, v)
			}
			return o
		}(), []string{"invisible_text_layer"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := compare(tt.objs)
			var codes []string
			for _, f := range got {
				codes = append(codes, f.Code)
				if f.Provider != ProviderRender || f.Weight != Weights[f.Code] || f.Page == nil {
					t.Errorf("finding %+v", f)
				}
			}
			if strings.Join(codes, ",") != strings.Join(tt.codes, ",") {
				t.Fatalf("codes %v, want %v", codes, tt.codes)
			}
			if tt.text != "" {
				if h := got[0].Evidence["hidden"].([]map[string]any)[0]["text"]; h != tt.text {
					t.Errorf("hidden text %q, want %q", h, tt.text)
				}
			}
		})
	}
}

// overlayPDF is a statement line whose amount is hidden under a white box
// with another amount typed on top.
func overlayPDF(t *testing.T) []byte {
	f := fpdf.New("P", "pt", "Letter", "")
	f.AddPage()
	f.SetFont("Helvetica", "", 10)
	f.Text(40, 100, "01/05 MOBILE DEPOSIT REF 81419")
	f.Text(400, 100, "1,200.00")
	f.SetFillColor(255, 255, 255)
	f.Rect(398, 90, 50, 14, "F")
	f.Text(400, 100, "9,200.00")
	var b bytes.Buffer
	if err := f.Output(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// fakeConverser is the model's client: it records the call and answers
// with a fixed text or error.
type fakeConverser struct {
	answer  string
	err     error
	modelID string
	system  string
	turn    []Block
	tokens  int
}

func (f *fakeConverser) Converse(_ context.Context, modelID, system string, turn []Block, maxTokens int) (string, error) {
	f.modelID, f.system, f.turn, f.tokens = modelID, system, turn, maxTokens
	return f.answer, f.err
}

func newModel(f *fakeConverser) *Bedrock {
	return &Bedrock{ModelID: "anthropic.claude-3-5-sonnet-20240620-v1:0", API: f}
}

func TestPassWithModel(t *testing.T) {
	srv := &fakeConverser{answer: "Here is my assessment:\n```json\n" +
		`{"findings":[{"code":"visual_font_mismatch","severity":"high","page":1,"message":"The amount 9,200.00 is in a different font.","evidence":{"region":"right column","text":"9,200.00"}},` +
		`{"code":"made_up","severity":"extreme","page":7,"message":""}],"summary":"One amount looks retyped."}` + "\n```"}
	findings, err := Pass{Model: newModel(srv)}.Run(context.Background(), overlayPDF(t))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range findings {
		p := 0
		if f.Page != nil {
			p = *f.Page
		}
		got = append(got, f.Code+"/"+f.Provider+"/"+strconv.Itoa(f.Weight)+"/"+strconv.Itoa(p))
	}
	want := []string{"hidden_text/render/45/1",
		"visual_font_mismatch/bedrock:anthropic.claude-3-5-sonnet-20240620-v1:0/40/1",
		"visual_other/bedrock:anthropic.claude-3-5-sonnet-20240620-v1:0/10/0"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("findings\n%v\nwant\n%v", got, want)
	}
	// The request: the model, the forensic system prompt and one PNG per
	// page, each after a line that names its page.
	if srv.modelID != "anthropic.claude-3-5-sonnet-20240620-v1:0" || !strings.Contains(srv.system, "forensic document examiner") || srv.tokens != 2000 {
		t.Errorf("model %q tokens %d system %.40q", srv.modelID, srv.tokens, srv.system)
	}
	var imgs int
	for _, b := range srv.turn {
		if b.PNG == nil {
			continue
		}
		imgs++
		im, err := png.Decode(bytes.NewReader(b.PNG))
		if err != nil || im.Bounds() != image.Rect(0, 0, 918, 1188) {
			t.Errorf("image %v %v", err, im.Bounds())
		}
	}
	if imgs != 1 {
		t.Errorf("%d images in %+v", imgs, srv.turn)
	}
}

func TestModelFailures(t *testing.T) {
	for _, tc := range []struct {
		name   string
		srv    *fakeConverser
		errSub string
	}{
		{"the client fails", &fakeConverser{err: errors.New("bedrock: converse: ThrottlingException")}, "ThrottlingException"},
		{"not JSON", &fakeConverser{answer: "I cannot help with that."}, "not JSON"},
		{"wrong JSON", &fakeConverser{answer: `{"findings": "none"}`}, "requested JSON"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := newModel(tc.srv).Inspect(context.Background(), []Image{{Page: 1, PNG: []byte("png")}})
			if err == nil || !strings.Contains(err.Error(), tc.errSub) {
				t.Fatalf("err = %v, want %q", err, tc.errSub)
			}
		})
	}
}

func TestPassOnCorpus(t *testing.T) {
	pdf := repo.Read(t, "testdata", "corpus", "chromium_html-running_month.pdf")
	got, err := Pass{}.Run(context.Background(), pdf)
	if err != nil || len(got) != 0 {
		t.Errorf("clean statement: %v %v", got, err)
	}
	got, err = Pass{}.Run(context.Background(), overlayPDF(t))
	if err != nil || len(got) != 1 || got[0].Code != "hidden_text" || got[0].Severity != result.SeverityHigh {
		t.Errorf("overlay: %+v %v", got, err)
	}
}

// TestDocumentedWeights holds the visual pass's tables in docs/fraud.md
// to the code.
func TestDocumentedWeights(t *testing.T) {
	b := repo.Read(t, "docs", "fraud.md")
	_, text, ok := strings.Cut(string(b), "## Visual pass")
	if !ok {
		t.Fatal("docs/fraud.md has no Visual pass section")
	}
	text, _, _ = strings.Cut(text, "\n## ")
	doc := map[string]int{}
	for _, m := range regexp.MustCompile("(?m)^\\| `([a-z_]+)` \\| (\\d+) \\|").FindAllStringSubmatch(text, -1) {
		n, _ := strconv.Atoi(m[2])
		doc[m[1]] = n
	}
	for _, m := range regexp.MustCompile(`(?m)^\| (high|medium|low) \| (\d+) \|`).FindAllStringSubmatch(text, -1) {
		n, _ := strconv.Atoi(m[2])
		doc["severity:"+m[1]] = n
	}
	want := map[string]int{}
	for k, v := range Weights {
		want[k] = v
	}
	for k, v := range ModelWeights {
		want["severity:"+k] = v
	}
	if len(doc) != len(want) {
		t.Errorf("documented %v, code %v", doc, want)
	}
	for k, v := range want {
		if doc[k] != v {
			t.Errorf("%s: documented %d, code %d", k, doc[k], v)
		}
	}
}
