package pdfdoc

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/docanalysis/service/internal/document/pdfcontent"
)

func TestReadRevisions(t *testing.T) {
	orig := "%PDF-1.4\n1 0 obj\n<</Type/Catalog/Pages 2 0 R>>\nendobj\n2 0 obj\n<</Length 20>>\nstream\n9 0 obj fake header\nendstream\nendobj\nxref\n0 3\n0000000000 65535 f \ntrailer\n<</Root 1 0 R>>\nstartxref\n60\n%%EOF\n"
	tests := []struct {
		name       string
		pdf        string
		xrefs      []string
		objects    [][]int
		linearized bool
	}{
		{name: "original only", pdf: orig, xrefs: []string{"table"}, objects: [][]int{{1, 2}}},
		{name: "one update", pdf: orig + "3 0 obj\n<</Producer(x)>>\nendobj\nxref\n3 1\n0000000200 00000 n \ntrailer\n<</Prev 60>>\nstartxref\n300\n%%EOF\n",
			xrefs: []string{"table", "table"}, objects: [][]int{{1, 2}, {3}}},
		{name: "update with an xref stream", pdf: orig + "4 0 obj\n<</Type/XRef/Size 5/Length 3>>\nstream\nabc\nendstream\nendobj\nstartxref\n400\n%%EOF\n",
			xrefs: []string{"table", "stream"}, objects: [][]int{{1, 2}, {4}}},
		{name: "hybrid", pdf: "%PDF-1.5\n1 0 obj\n<<>>\nendobj\nxref\n0 2\ntrailer\n<</XRefStm 99>>\nstartxref\n9\n%%EOF\n",
			xrefs: []string{"hybrid"}, objects: [][]int{{1}}},
		{name: "linearized first-page section belongs to the original",
			pdf:   "%PDF-1.6\n5 0 obj\n<</Linearized 1>>\nendobj\nxref\n5 1\ntrailer\n<<>>\nstartxref\n0\n%%EOF\n1 0 obj\n<<>>\nendobj\nxref\n0 2\ntrailer\n<<>>\nstartxref\n70\n%%EOF\n",
			xrefs: []string{"table"}, objects: [][]int{{5, 1}}, linearized: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			revs, lin := readRevisions([]byte(tt.pdf))
			var xrefs []string
			var objs [][]int
			for _, r := range revs {
				xrefs = append(xrefs, r.XRef)
				objs = append(objs, r.Objects)
			}
			if !reflect.DeepEqual(xrefs, tt.xrefs) || !reflect.DeepEqual(objs, tt.objects) || lin != tt.linearized {
				t.Errorf("xrefs %v objects %v linearized %v, want %v %v %v", xrefs, objs, lin, tt.xrefs, tt.objects, tt.linearized)
			}
		})
	}
}

func TestUpdateKind(t *testing.T) {
	for _, tt := range []struct {
		roles []string
		want  string
	}{
		{[]string{"content", "page", "metadata"}, "content"},
		{[]string{"font", "resources"}, "content"},
		{[]string{"page", "annotation", "signature", "form", "other"}, "signature"},
		{[]string{"page", "annotation"}, "annotation"},
		{[]string{"page"}, "content"},
		{[]string{"metadata", "catalog"}, "metadata"},
		{[]string{"metadata"}, "metadata"},
		{[]string{"other"}, "other"},
	} {
		set := map[string]bool{}
		for _, r := range tt.roles {
			set[r] = true
		}
		if got := updateKind(set); got != tt.want {
			t.Errorf("updateKind(%v) = %s, want %s", tt.roles, got, tt.want)
		}
	}
}

func TestParseXMP(t *testing.T) {
	attr := `<x:xmpmeta><rdf:RDF><rdf:Description pdf:Producer="Adobe PDF Library 15.0" xmp:CreatorTool="Acrobat PDFMaker 21 for Word" xmp:CreateDate="2026-02-02T10:00:00-05:00" xmp:ModifyDate="2026-02-03T11:00:00-05:00"/>` +
		`<rdf:Description><xmpMM:History><rdf:Seq><rdf:li stEvt:action="converted" stEvt:softwareAgent="Distiller"/>` +
		`<rdf:li rdf:parseType="Resource"><stEvt:action>saved</stEvt:action><stEvt:softwareAgent>Adobe Photoshop 25.0 &amp; more</stEvt:softwareAgent><stEvt:when>2026-02-04T09:00:00Z</stEvt:when></rdf:li></rdf:Seq></xmpMM:History></rdf:Description></rdf:RDF></x:xmpmeta>`
	x := parseXMP([]byte(attr))
	if x.Producer != "Adobe PDF Library 15.0" || x.CreatorTool != "Acrobat PDFMaker 21 for Word" {
		t.Errorf("producer %q creator tool %q", x.Producer, x.CreatorTool)
	}
	if !x.Created.Equal(time.Date(2026, 2, 2, 15, 0, 0, 0, time.UTC)) || !x.Modified.Equal(time.Date(2026, 2, 3, 16, 0, 0, 0, time.UTC)) {
		t.Errorf("dates %v %v", x.Created, x.Modified)
	}
	want := []XMPEvent{{Action: "converted", Agent: "Distiller"}, {Action: "saved", Agent: "Adobe Photoshop 25.0 & more", When: "2026-02-04T09:00:00Z"}}
	if !reflect.DeepEqual(x.History, want) {
		t.Errorf("history %+v", x.History)
	}
	elem := `<rdf:Description><pdf:Producer>Sejda</pdf:Producer><xmp:CreatorTool><rdf:Alt><rdf:li xml:lang="x-default">Writer</rdf:li></rdf:Alt></xmp:CreatorTool></rdf:Description>`
	if x := parseXMP([]byte(elem)); x.Producer != "Sejda" || x.CreatorTool != "Writer" {
		t.Errorf("element form: %+v", x)
	}
}

// TestReadAnnots: a page's annotations come with their subtype and a
// normalised rectangle; one without a rectangle is skipped.
func TestReadAnnots(t *testing.T) {
	objs := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << >> /Annots [4 0 R 5 0 R 6 0 R] >>",
		"<< /Type /Annot /Subtype /Ink /Rect [445 694 395 680] >>",
		"<< /Type /Annot /Subtype /Link /Rect [10 10 20 20] >>",
		"<< /Type /Annot /Subtype /Square >>",
	}
	doc, err := Read(context.Background(), writePDF(objs), Options{NoText: true})
	if err != nil {
		t.Fatal(err)
	}
	if doc.Structure == nil || len(doc.Structure.Pages) != 1 {
		t.Fatalf("structure %+v (error %q)", doc.Structure, doc.StructureErr)
	}
	got := doc.Structure.Pages[0].Annots
	want := []Annot{
		{Subtype: "Ink", Rect: pdfcontent.Rect{X0: 395, Y0: 680, X1: 445, Y1: 694}},
		{Subtype: "Link", Rect: pdfcontent.Rect{X0: 10, Y0: 10, X1: 20, Y1: 20}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("annots %+v, want %+v", got, want)
	}
}
