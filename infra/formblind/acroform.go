package main

import (
	"bytes"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// addAcroForm appends the fields to a finished fpdf file as one
// incremental update, the way a viewer saves a filled form: the field
// and widget objects with their appearance streams, the page objects
// again with /Annots, the catalog again with /AcroForm, and a new xref
// section chained to the old one with /Prev.
func addAcroForm(pdf []byte, fields []field) ([]byte, error) {
	num := func(re string) (int, error) {
		m := regexp.MustCompile(re).FindAllSubmatch(pdf, -1)
		if len(m) == 0 {
			return 0, fmt.Errorf("acroform: %s not found", re)
		}
		return strconv.Atoi(string(m[len(m)-1][1]))
	}
	size, err := num(`/Size (\d+)`)
	if err != nil {
		return nil, err
	}
	root, err := num(`/Root (\d+) 0 R`)
	if err != nil {
		return nil, err
	}
	info, err := num(`/Info (\d+) 0 R`)
	if err != nil {
		return nil, err
	}
	prev, err := num(`startxref\s+(\d+)`)
	if err != nil {
		return nil, err
	}
	kids := regexp.MustCompile(`/Type /Pages\s*/Kids \[([^\]]*)\]`).FindSubmatch(pdf)
	if kids == nil {
		return nil, fmt.Errorf("acroform: no page tree")
	}
	var pages []int
	for _, m := range regexp.MustCompile(`(\d+) 0 R`).FindAllSubmatch(kids[1], -1) {
		n, _ := strconv.Atoi(string(m[1]))
		pages = append(pages, n)
	}
	objText := func(n int) (string, error) {
		key := []byte(fmt.Sprintf("\n%d 0 obj\n", n))
		i := bytes.Index(pdf, key)
		if i < 0 {
			return "", fmt.Errorf("acroform: object %d not found", n)
		}
		rest := pdf[i+len(key):]
		j := bytes.Index(rest, []byte("endobj"))
		if j < 0 {
			return "", fmt.Errorf("acroform: object %d not closed", n)
		}
		return strings.TrimSpace(string(rest[:j])), nil
	}

	next := size
	alloc := func() int { next++; return next - 1 }
	objs := map[int]string{}
	helv, cour, zadb := alloc(), alloc(), alloc()
	objs[helv] = "<</Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding>>"
	objs[cour] = "<</Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding>>"
	objs[zadb] = "<</Type /Font /Subtype /Type1 /BaseFont /ZapfDingbats>>"
	fonts := fmt.Sprintf("/Font <</Helv %d 0 R /Cour %d 0 R /ZaDb %d 0 R>>", helv, cour, zadb)
	res := alloc()
	objs[res] = "<<" + fonts + ">>"

	stream := func(w, h float64, content string) int {
		n := alloc()
		objs[n] = fmt.Sprintf("<</Type /XObject /Subtype /Form /BBox [0 0 %s %s] /Resources %d 0 R /Length %d>>\nstream\n%s\nendstream",
			ff(w), ff(h), res, len(content), content)
		return n
	}

	// The field tree: dotted names are parents and kids.
	type node struct {
		part   string
		obj    int
		kids   []*node
		parent *node
		f      *field   // terminal text field or check box (merged with its widget)
		radios []*field // radio group: its widgets
	}
	var top []*node
	find := func(list *[]*node, part string, parent *node) *node {
		for _, k := range *list {
			if k.part == part {
				return k
			}
		}
		k := &node{part: part, parent: parent}
		*list = append(*list, k)
		return k
	}
	for i := range fields {
		fl := &fields[i]
		parts := strings.Split(fl.Name, ".")
		list := &top
		var parent *node
		var n *node
		for _, p := range parts {
			n = find(list, p, parent)
			parent = n
			list = &n.kids
		}
		if fl.Kind == kindRadio {
			n.radios = append(n.radios, fl)
		} else {
			if n.f != nil {
				return nil, fmt.Errorf("acroform: field %q twice", fl.Name)
			}
			n.f = fl
		}
	}
	annots := map[int][]int{} // page -> widget objects
	rect := func(fl *field) string {
		return fmt.Sprintf("/Rect [%s %s %s %s]", ff(fl.X), ff(792-fl.Y-fl.H), ff(fl.X+fl.W), ff(792-fl.Y))
	}
	pageRef := func(fl *field) string { return fmt.Sprintf("/P %d 0 R", pages[fl.Page-1]) }
	var walk func(n *node) error
	walk = func(n *node) error {
		n.obj = alloc()
		var b strings.Builder
		fmt.Fprintf(&b, "<</T (%s)", pdfString(n.part))
		if n.parent != nil {
			fmt.Fprintf(&b, " /Parent %d 0 R", n.parent.obj)
		}
		switch {
		case n.f != nil && n.f.Kind == kindText:
			fl := n.f
			font := "Helv"
			if fl.Mono {
				font = "Cour"
			}
			ap := stream(fl.W, fl.H, fmt.Sprintf("/Tx BMC\nq\n1 1 %s %s re W n\nBT\n/%s %s Tf\n0 g\n2 %s Td\n(%s) Tj\nET\nQ\nEMC",
				ff(fl.W-2), ff(fl.H-2), font, ff(fl.Size), ff(fl.H/2-fl.Size*0.33), pdfString(fl.Value)))
			fmt.Fprintf(&b, " /FT /Tx /V (%s) /DA (/%s %s Tf 0 g) /Type /Annot /Subtype /Widget %s /F 4 %s /MK <<>> /AP <</N %d 0 R>>",
				pdfString(fl.Value), font, ff(fl.Size), rect(fl), pageRef(fl), ap)
			annots[fl.Page] = append(annots[fl.Page], n.obj)
		case n.f != nil && n.f.Kind == kindCheck:
			fl := n.f
			on := stream(fl.W, fl.H, fmt.Sprintf("q\nBT\n0 g\n/ZaDb %s Tf\n%s %s Td\n(4) Tj\nET\nQ", ff(fl.H*0.8), ff(fl.W*0.15), ff(fl.H*0.2)))
			off := stream(fl.W, fl.H, "")
			state := "Off"
			if fl.On {
				state = pdfName(fl.Export)
			}
			fmt.Fprintf(&b, " /FT /Btn /V /%s /AS /%s /DA (/ZaDb 0 Tf 0 g) /Type /Annot /Subtype /Widget %s /F 4 %s /MK <</CA (4)>> /AP <</N <</%s %d 0 R /Off %d 0 R>>>>",
				state, state, rect(fl), pageRef(fl), pdfName(fl.Export), on, off)
			annots[fl.Page] = append(annots[fl.Page], n.obj)
		case len(n.radios) > 0:
			state := "Off"
			var kidObjs []string
			for _, fl := range n.radios {
				if fl.On {
					state = pdfName(fl.Export)
				}
			}
			for _, fl := range n.radios {
				w := alloc()
				on := stream(fl.W, fl.H, fmt.Sprintf("q\nBT\n0 g\n/ZaDb %s Tf\n%s %s Td\n(l) Tj\nET\nQ", ff(fl.H*0.6), ff(fl.W*0.2), ff(fl.H*0.28)))
				off := stream(fl.W, fl.H, "")
				as := "Off"
				if fl.On {
					as = pdfName(fl.Export)
				}
				objs[w] = fmt.Sprintf("<</Type /Annot /Subtype /Widget /Parent %d 0 R %s /F 4 %s /AS /%s /MK <</CA (l)>> /AP <</N <</%s %d 0 R /Off %d 0 R>>>>>>",
					n.obj, rect(fl), pageRef(fl), as, pdfName(fl.Export), on, off)
				kidObjs = append(kidObjs, fmt.Sprintf("%d 0 R", w))
				annots[fl.Page] = append(annots[fl.Page], w)
			}
			fmt.Fprintf(&b, " /FT /Btn /Ff 49152 /V /%s /DA (/ZaDb 0 Tf 0 g) /Kids [%s]", state, strings.Join(kidObjs, " "))
		}
		if len(n.kids) > 0 {
			if n.f != nil || len(n.radios) > 0 {
				return fmt.Errorf("acroform: %q is both a field and a parent", n.part)
			}
			var ks []string
			for _, k := range n.kids {
				if err := walk(k); err != nil {
					return err
				}
				ks = append(ks, fmt.Sprintf("%d 0 R", k.obj))
			}
			fmt.Fprintf(&b, " /Kids [%s]", strings.Join(ks, " "))
		}
		b.WriteString(">>")
		objs[n.obj] = b.String()
		return nil
	}
	var tops []string
	for _, n := range top {
		if err := walk(n); err != nil {
			return nil, err
		}
		tops = append(tops, fmt.Sprintf("%d 0 R", n.obj))
	}
	acro := alloc()
	objs[acro] = fmt.Sprintf("<</Fields [%s] /DR <<%s>> /DA (/Helv 0 Tf 0 g)>>", strings.Join(tops, " "), fonts)
	for i, p := range pages {
		ws := annots[i+1]
		if len(ws) == 0 {
			continue
		}
		t, err := objText(p)
		if err != nil {
			return nil, err
		}
		var refs []string
		for _, w := range ws {
			refs = append(refs, fmt.Sprintf("%d 0 R", w))
		}
		objs[p] = strings.TrimSuffix(t, ">>") + "\n/Annots [" + strings.Join(refs, " ") + "]>>"
	}
	cat, err := objText(root)
	if err != nil {
		return nil, err
	}
	objs[root] = strings.TrimSuffix(cat, ">>") + fmt.Sprintf("/AcroForm %d 0 R\n>>", acro)

	var out bytes.Buffer
	out.Write(pdf)
	if !bytes.HasSuffix(pdf, []byte("\n")) {
		out.WriteByte('\n')
	}
	var nums []int
	for n := range objs {
		nums = append(nums, n)
	}
	sort.Ints(nums)
	offs := map[int]int{}
	for _, n := range nums {
		offs[n] = out.Len()
		fmt.Fprintf(&out, "%d 0 obj\n%s\nendobj\n", n, objs[n])
	}
	xref := out.Len()
	out.WriteString("xref\n")
	for i := 0; i < len(nums); {
		j := i
		for j+1 < len(nums) && nums[j+1] == nums[j]+1 {
			j++
		}
		fmt.Fprintf(&out, "%d %d\n", nums[i], j-i+1)
		for k := i; k <= j; k++ {
			fmt.Fprintf(&out, "%010d 00000 n \n", offs[nums[k]])
		}
		i = j + 1
	}
	fmt.Fprintf(&out, "trailer\n<<\n/Size %d\n/Root %d 0 R\n/Info %d 0 R\n/Prev %d\n>>\nstartxref\n%d\n%%%%EOF\n", next, root, info, prev, xref)
	return out.Bytes(), nil
}

// ff prints a coordinate with at most two decimals.
func ff(v float64) string {
	s := strconv.FormatFloat(v, 'f', 2, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "" || s == "-" {
		return "0"
	}
	return s
}

func pdfString(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `(`, `\(`, `)`, `\)`)
	return r.Replace(s)
}

// pdfName escapes a name's characters outside the regular set.
func pdfName(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.' {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "#%02X", c)
		}
	}
	return b.String()
}
