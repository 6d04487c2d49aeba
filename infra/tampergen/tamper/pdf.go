// Package tamper forges bank statements the way people do: it edits the
// clean synthetic statements of testdata/corpus with pdfcpu (amounts
// retyped in place, rows copied, dates shifted, white boxes with new
// figures, metadata rewritten, edits saved as incremental updates) and
// retypes statements in a "word processor". Every output is deterministic
// and labelled with its kind, so infra/fraudbench can measure detection.
package tamper

import (
	"bytes"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf16"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"
)

var configOnce sync.Once

// file is an opened PDF: the original bytes and pdfcpu's object model.
type file struct {
	orig []byte
	ctx  *model.Context
	// changed lists the object numbers modified or added, for an
	// incremental save.
	changed map[int]bool
}

func open(pdf []byte) (*file, error) {
	configOnce.Do(api.DisableConfigDir)
	ctx, err := api.ReadContext(bytes.NewReader(pdf), model.NewDefaultConfiguration())
	if err != nil {
		return nil, fmt.Errorf("tamper: read: %w", err)
	}
	if err := ctx.EnsurePageCount(); err != nil {
		return nil, fmt.Errorf("tamper: pages: %w", err)
	}
	return &file{orig: pdf, ctx: ctx, changed: map[int]bool{}}, nil
}

// set replaces object n.
func (f *file) set(n int, o types.Object) {
	e, ok := f.ctx.Table[n]
	if !ok {
		g := 0
		e = &model.XRefTableEntry{Generation: &g}
		f.ctx.Table[n] = e
	}
	e.Object = o
	e.Free = false
	f.changed[n] = true
}

// add stores a new object and returns its reference.
func (f *file) add(o types.Object) types.IndirectRef {
	n := 0
	for k := range f.ctx.Table {
		n = max(n, k)
	}
	n++
	f.set(n, o)
	return *types.NewIndirectRef(n, 0)
}

// newStream builds an uncompressed stream object with content.
func newStream(d types.Dict, content []byte) types.StreamDict {
	if d == nil {
		d = types.NewDict()
	}
	sd := types.StreamDict{Dict: d, Content: content, Raw: content}
	sd.Delete("Filter")
	sd.Delete("DecodeParms")
	sd.Update("Length", types.Integer(len(content)))
	return sd
}

// info returns the information dictionary, creating one if needed.
func (f *file) info() types.Dict {
	if f.ctx.Info != nil {
		if d, err := f.ctx.DereferenceDict(*f.ctx.Info); err == nil && d != nil {
			f.changed[f.ctx.Info.ObjectNumber.Value()] = true
			return d
		}
	}
	d := types.NewDict()
	ir := f.add(d)
	f.ctx.Info = &ir
	return d
}

// setInfo sets string entries of the information dictionary; an empty
// value removes the entry.
func (f *file) setInfo(kv map[string]string) {
	d := f.info()
	for _, k := range sortedKeys(kv) {
		if kv[k] == "" {
			d.Delete(k)
			continue
		}
		d.Update(k, pdfText(kv[k]))
	}
}

// pdfText encodes s as a PDF text string: a literal when it is ASCII,
// else UTF-16BE with a byte-order mark.
func pdfText(s string) types.Object {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			ascii = false
		}
	}
	if ascii {
		return types.StringLiteral(escapeLiteral(s))
	}
	var b strings.Builder
	b.WriteString("FEFF")
	for _, u := range utf16.Encode([]rune(s)) {
		fmt.Fprintf(&b, "%04X", u)
	}
	return types.HexLiteral(b.String())
}

func escapeLiteral(s string) string {
	var b bytes.Buffer
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '(', ')', '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func objectBytes(n int, o types.Object) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%d 0 obj\n", n)
	switch v := o.(type) {
	case types.StreamDict:
		raw := v.Raw
		if raw == nil && v.Content != nil {
			if err := v.Encode(); err != nil {
				return nil, fmt.Errorf("encode object %d: %w", n, err)
			}
			raw = v.Raw
		}
		d := v.Dict.Clone().(types.Dict)
		d.Update("Length", types.Integer(len(raw)))
		b.WriteString(d.PDFString())
		b.WriteString("\nstream\n")
		b.Write(raw)
		b.WriteString("\nendstream")
	case types.Dict:
		b.WriteString(v.PDFString())
	default:
		if o == nil {
			b.WriteString("null")
		} else {
			b.WriteString(o.PDFString())
		}
	}
	b.WriteString("\nendobj\n")
	return b.Bytes(), nil
}

// rewrite writes the whole document anew, the way an editor's "save as"
// does: every live object once, one cross-reference table, no history.
func (f *file) rewrite() ([]byte, error) {
	var b bytes.Buffer
	v := "1.4"
	if f.ctx.HeaderVersion != nil {
		v = f.ctx.HeaderVersion.String()
	}
	fmt.Fprintf(&b, "%%PDF-%s\n%%\xe2\xe3\xcf\xd3\n", v)
	// Like an editor's "save as", keep only the objects the document
	// still uses: replaced content streams do not survive.
	live := f.reachable()
	var nums []int
	for n, e := range f.ctx.Table {
		if n == 0 || e == nil || e.Free || e.Object == nil || !live[n] {
			continue
		}
		if sd, ok := e.Object.(types.StreamDict); ok {
			if t := sd.Type(); t != nil && (*t == "XRef" || *t == "ObjStm") {
				continue
			}
		}
		nums = append(nums, n)
	}
	sort.Ints(nums)
	offsets := map[int]int{}
	for _, n := range nums {
		ob, err := objectBytes(n, f.ctx.Table[n].Object)
		if err != nil {
			return nil, err
		}
		offsets[n] = b.Len()
		b.Write(ob)
	}
	size := 1
	if len(nums) > 0 {
		size = nums[len(nums)-1] + 1
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", size)
	for n := 1; n < size; n++ {
		if off, ok := offsets[n]; ok {
			fmt.Fprintf(&b, "%010d 00000 n \n", off)
		} else {
			b.WriteString("0000000000 65535 f \n")
		}
	}
	b.WriteString(f.trailer(size, -1))
	fmt.Fprintf(&b, "\nstartxref\n%d\n%%%%EOF\n", xref)
	return b.Bytes(), nil
}

func (f *file) trailer(size int, prev int) string {
	d := types.NewDict()
	d.Insert("Size", types.Integer(size))
	if f.ctx.Root != nil {
		d.Insert("Root", *f.ctx.Root)
	}
	if f.ctx.Info != nil {
		d.Insert("Info", *f.ctx.Info)
	}
	if f.ctx.ID != nil {
		d.Insert("ID", f.ctx.ID)
	}
	if prev >= 0 {
		d.Insert("Prev", types.Integer(prev))
	}
	return "trailer\n" + d.PDFString()
}

var startxrefRe = regexp.MustCompile(`startxref\s+(\d+)\s+%%EOF\s*$`)

// increment appends the changed objects to the original bytes as an
// incremental update, the way a viewer's "save" does: the original file
// stays intact in front of the new section.
func (f *file) increment() ([]byte, error) {
	m := startxrefRe.FindSubmatch(f.orig)
	if m == nil {
		return nil, fmt.Errorf("tamper: original has no startxref")
	}
	prev, _ := strconv.Atoi(string(m[1]))
	var b bytes.Buffer
	b.Write(f.orig)
	if !bytes.HasSuffix(f.orig, []byte("\n")) {
		b.WriteByte('\n')
	}
	var nums []int
	for n := range f.changed {
		nums = append(nums, n)
	}
	sort.Ints(nums)
	offsets := map[int]int{}
	size := 0
	for n := range f.ctx.Table {
		size = max(size, n+1)
	}
	for _, n := range nums {
		ob, err := objectBytes(n, f.ctx.Table[n].Object)
		if err != nil {
			return nil, err
		}
		offsets[n] = b.Len()
		b.Write(ob)
	}
	xref := b.Len()
	b.WriteString("xref\n")
	for i := 0; i < len(nums); {
		j := i
		for j+1 < len(nums) && nums[j+1] == nums[j]+1 {
			j++
		}
		fmt.Fprintf(&b, "%d %d\n", nums[i], j-i+1)
		for k := i; k <= j; k++ {
			fmt.Fprintf(&b, "%010d 00000 n \n", offsets[nums[k]])
		}
		i = j + 1
	}
	b.WriteString(f.trailer(size, prev))
	fmt.Fprintf(&b, "\nstartxref\n%d\n%%%%EOF\n", xref)
	return b.Bytes(), nil
}

// pageDict returns page n's dictionary and object number.
func (f *file) pageDict(n int) (types.Dict, int, error) {
	d, ir, _, err := f.ctx.PageDict(n, false)
	if err != nil || d == nil || ir == nil {
		return nil, 0, fmt.Errorf("tamper: page %d: %v", n, err)
	}
	return d, ir.ObjectNumber.Value(), nil
}

// setContent replaces page n's content with one new stream object.
func (f *file) setContent(n int, content []byte) error {
	d, num, err := f.pageDict(n)
	if err != nil {
		return err
	}
	ref := f.add(newStream(nil, content))
	d.Update("Contents", ref)
	f.set(num, d)
	return nil
}

// pageContent returns page n's decoded content (all streams joined).
func (f *file) pageContent(n int) ([]byte, error) {
	d, _, err := f.pageDict(n)
	if err != nil {
		return nil, err
	}
	b, err := f.ctx.PageContent(d, n)
	if err != nil {
		return nil, fmt.Errorf("tamper: page %d content: %w", n, err)
	}
	return append([]byte(nil), b...), nil
}

// reachable returns the objects reachable from the trailer.
func (f *file) reachable() map[int]bool {
	seen := map[int]bool{}
	var walk func(o types.Object)
	walk = func(o types.Object) {
		switch v := o.(type) {
		case types.IndirectRef:
			n := v.ObjectNumber.Value()
			if seen[n] {
				return
			}
			seen[n] = true
			if e, ok := f.ctx.Table[n]; ok && e != nil {
				walk(e.Object)
			}
		case types.Dict:
			for _, k := range sortedKeys(v) {
				walk(v[k])
			}
		case types.StreamDict:
			walk(v.Dict)
		case types.Array:
			for _, x := range v {
				walk(x)
			}
		}
	}
	if f.ctx.Root != nil {
		walk(*f.ctx.Root)
	}
	if f.ctx.Info != nil {
		walk(*f.ctx.Info)
	}
	return seen
}
