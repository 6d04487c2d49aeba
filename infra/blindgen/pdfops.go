package main

import (
	"bytes"
	"compress/zlib"
	"crypto/md5"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// This file is the forger's toolbox: it opens a PDF the way a PDF editor
// does (qpdf's QDF form, uncompressed and annotated), changes text runs in
// a page's content stream, rewrites the document information, and saves
// either as a rewritten file or as an incremental update appended to the
// original bytes.

// textEdit replaces one text run on a page. X and Y are the run's start
// in PDF user space (origin bottom left); Font and Size help to place
// runs that a producer packed into one TJ array.
type textEdit struct {
	Page     int
	X, Y     float64
	Font     string
	Size     float64
	Old, New string
}

// show is one string operand of Tj/TJ found in a content stream.
type show struct {
	x, y       float64
	text       string
	start, end int // byte span of the string literal
}

// pdfUnescape decodes the body of a literal string.
func pdfUnescape(b []byte) string {
	var out []byte
	for i := 0; i < len(b); i++ {
		c := b[i]
		if c != '\\' || i+1 >= len(b) {
			out = append(out, c)
			continue
		}
		i++
		switch b[i] {
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'b':
			out = append(out, '\b')
		case 'f':
			out = append(out, '\f')
		case '\n':
		default:
			if b[i] >= '0' && b[i] <= '7' {
				v, n := 0, 0
				for n < 3 && i < len(b) && b[i] >= '0' && b[i] <= '7' {
					v = v*8 + int(b[i]-'0')
					i++
					n++
				}
				i--
				out = append(out, byte(v))
			} else {
				out = append(out, b[i])
			}
		}
	}
	// Latin-1 to UTF-8.
	var s strings.Builder
	for _, c := range out {
		s.WriteRune(rune(c))
	}
	return s.String()
}

// pdfEscape writes s as a literal string in Latin-1.
func pdfEscape(s string) string { return psString(s) }

// scanShows walks a content stream and returns every shown string with
// the text position it is drawn at.
func scanShows(c []byte) []show {
	var shows []show
	var operands []any // float64, lit{...}, []any (array)
	type lit struct {
		text       string
		start, end int
	}
	var tx, ty, lx, ly, tl float64
	var stack [][]any
	num := func(v any) float64 {
		if f, ok := v.(float64); ok {
			return f
		}
		return 0
	}
	push := func(v any) {
		if len(stack) > 0 {
			stack[len(stack)-1] = append(stack[len(stack)-1], v)
		} else {
			operands = append(operands, v)
		}
	}
	i := 0
	for i < len(c) {
		ch := c[i]
		switch {
		case ch == '%':
			for i < len(c) && c[i] != '\n' && c[i] != '\r' {
				i++
			}
		case ch == ' ' || ch == '\n' || ch == '\r' || ch == '\t' || ch == '\f' || ch == 0:
			i++
		case ch == '(':
			depth := 0
			j := i
			for ; j < len(c); j++ {
				if c[j] == '\\' {
					j++
					continue
				}
				if c[j] == '(' {
					depth++
				} else if c[j] == ')' {
					depth--
					if depth == 0 {
						break
					}
				}
			}
			push(lit{pdfUnescape(c[i+1 : j]), i, j + 1})
			i = j + 1
		case ch == '<' && i+1 < len(c) && c[i+1] == '<':
			i += 2
		case ch == '>' && i+1 < len(c) && c[i+1] == '>':
			i += 2
		case ch == '<':
			j := bytes.IndexByte(c[i:], '>')
			if j < 0 {
				return shows
			}
			push(lit{"", i, i + j + 1}) // hex strings: glyph codes we cannot read
			i += j + 1
		case ch == '[':
			stack = append(stack, nil)
			i++
		case ch == ']':
			if len(stack) > 0 {
				arr := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				push(arr)
			}
			i++
		case ch == '/':
			j := i + 1
			for j < len(c) && !strings.ContainsRune(" \n\r\t/[]<>()%", rune(c[j])) {
				j++
			}
			push("/" + string(c[i+1:j]))
			i = j
		default:
			j := i
			for j < len(c) && !strings.ContainsRune(" \n\r\t/[]<>()%", rune(c[j])) {
				j++
			}
			if j == i {
				i++
				continue
			}
			tok := string(c[i:j])
			i = j
			if f, err := strconv.ParseFloat(tok, 64); err == nil {
				push(f)
				continue
			}
			op := operands
			operands = nil
			arg := func(k int) float64 {
				if len(op) >= k {
					return num(op[len(op)-k])
				}
				return 0
			}
			switch tok {
			case "BT":
				tx, ty, lx, ly = 0, 0, 0, 0
			case "Tm":
				tx, ty = arg(2), arg(1)
				lx, ly = tx, ty
			case "Td":
				lx += arg(2)
				ly += arg(1)
				tx, ty = lx, ly
			case "TD":
				lx += arg(2)
				ly += arg(1)
				tl = -arg(1)
				tx, ty = lx, ly
			case "TL":
				tl = arg(1)
			case "T*":
				ly -= tl
				tx, ty = lx, ly
			case "Tj", "'":
				if tok == "'" {
					ly -= tl
					tx, ty = lx, ly
				}
				if len(op) > 0 {
					if l, ok := op[len(op)-1].(lit); ok {
						shows = append(shows, show{tx, ty, l.text, l.start, l.end})
					}
				}
			case "TJ":
				if len(op) > 0 {
					if arr, ok := op[len(op)-1].([]any); ok {
						// The array is kept as a marked sequence: locate
						// places its pieces from widths and kerning.
						shows = append(shows, show{tx, ty, "\x00TJ", -1, -1})
						for _, v := range arr {
							switch v := v.(type) {
							case lit:
								shows = append(shows, show{0, 0, "\x01" + v.text, v.start, v.end})
							case float64:
								shows = append(shows, show{v, 0, "\x02", -1, -1})
							}
						}
						shows = append(shows, show{0, 0, "\x03", -1, -1})
					}
				}
			}
		}
	}
	return shows
}

// locate finds the string literal drawn at (x, y) with text old.
func locate(shows []show, e textEdit) (show, bool) {
	const tol = 1.2
	var hits []show
	for i := 0; i < len(shows); i++ {
		s := shows[i]
		if s.text == "\x00TJ" {
			// Walk the array, advancing by widths and kerning.
			x := s.x
			for i++; i < len(shows) && shows[i].text != "\x03"; i++ {
				p := shows[i]
				switch {
				case strings.HasPrefix(p.text, "\x01"):
					t := p.text[1:]
					if t == e.Old && math.Abs(x-e.X) < tol && math.Abs(s.y-e.Y) < tol {
						hits = append(hits, show{x, s.y, t, p.start, p.end})
					}
					x += textWidth(t, e.Font, e.Size)
				case p.text == "\x02":
					x -= p.x / 1000 * e.Size
				}
			}
			continue
		}
		if strings.HasPrefix(s.text, "\x01") || s.text == "\x02" || s.text == "\x03" || s.start < 0 {
			continue
		}
		if s.text == e.Old && math.Abs(s.x-e.X) < tol && math.Abs(s.y-e.Y) < tol {
			hits = append(hits, s)
		}
	}
	if len(hits) == 0 {
		// Fall back on a run that is unique on the page.
		var same []show
		for _, s := range shows {
			t := strings.TrimPrefix(s.text, "\x01")
			if t == e.Old && s.start >= 0 {
				same = append(same, s)
			}
		}
		if len(same) == 1 {
			return same[0], true
		}
		return show{}, false
	}
	return hits[0], true
}

// qdfPages splits a QDF file into each page's content stream: the byte
// span of the stream data and the original object number.
type qdfStream struct {
	page       int
	orig       int
	start, end int // stream data span in the QDF bytes
}

var (
	reContents = regexp.MustCompile(`%% Contents for page (\d+)\n%% Original object ID: (\d+) 0\n\d+ 0 obj\n`)
)

func qdfStreams(q []byte) ([]qdfStream, error) {
	var out []qdfStream
	for _, m := range reContents.FindAllSubmatchIndex(q, -1) {
		page, _ := strconv.Atoi(string(q[m[2]:m[3]]))
		orig, _ := strconv.Atoi(string(q[m[4]:m[5]]))
		rest := q[m[1]:]
		s := bytes.Index(rest, []byte("stream\n"))
		e := bytes.Index(rest, []byte("\nendstream"))
		if s < 0 || e < 0 {
			return nil, fmt.Errorf("qdf: no stream for page %d", page)
		}
		out = append(out, qdfStream{page, orig, m[1] + s + 7, m[1] + e})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("qdf: no page contents found")
	}
	return out, nil
}

func sh(name string, args ...string) error {
	if msg, err := exec.Command(name, args...).CombinedOutput(); err != nil {
		return fmt.Errorf("%s %s: %w: %s", name, strings.Join(args, " "), err, msg)
	}
	return nil
}

// toQDF writes the QDF form of src into dir and returns its bytes.
func toQDF(src, dir string) ([]byte, error) {
	q := filepath.Join(dir, "in.qdf.pdf")
	if err := sh("qpdf", "--qdf", "--object-streams=disable", src, q); err != nil {
		return nil, err
	}
	return os.ReadFile(q)
}

// editStreams applies text edits to the QDF bytes; it returns the new
// bytes and, per edited page, the new stream data and original object.
func editStreams(q []byte, edits []textEdit) ([]byte, map[int]qdfStream, map[int][]byte, error) {
	streams, err := qdfStreams(q)
	if err != nil {
		return nil, nil, nil, err
	}
	byPage := map[int][]textEdit{}
	for _, e := range edits {
		byPage[e.Page] = append(byPage[e.Page], e)
	}
	type rep struct {
		start, end int
		text       string
	}
	touched := map[int]qdfStream{}
	newData := map[int][]byte{}
	var reps []rep
	for _, s := range streams {
		es := byPage[s.page]
		if len(es) == 0 {
			continue
		}
		data := q[s.start:s.end]
		shows := scanShows(data)
		var local []rep
		for _, e := range es {
			hit, ok := locate(shows, e)
			if !ok {
				return nil, nil, nil, fmt.Errorf("page %d: text %q at %.1f,%.1f not found", e.Page, e.Old, e.X, e.Y)
			}
			local = append(local, rep{hit.start, hit.end, pdfEscape(e.New)})
		}
		// Apply this page's replacements to its own data too.
		nd := applyReps(data, local, func(r rep) (int, int, string) { return r.start, r.end, r.text })
		newData[s.page] = nd
		touched[s.page] = s
		for _, r := range local {
			reps = append(reps, rep{s.start + r.start, s.start + r.end, r.text})
		}
		delete(byPage, s.page)
	}
	if len(byPage) > 0 {
		return nil, nil, nil, fmt.Errorf("edits for pages without contents")
	}
	out := applyReps(q, reps, func(r rep) (int, int, string) { return r.start, r.end, r.text })
	return out, touched, newData, nil
}

// applyReps replaces non-overlapping spans, last first.
func applyReps[T any](b []byte, reps []T, span func(T) (int, int, string)) []byte {
	out := append([]byte(nil), b...)
	sorted := append([]T(nil), reps...)
	for i := 1; i < len(sorted); i++ {
		for j := i; j > 0; j-- {
			a, _, _ := span(sorted[j-1])
			c, _, _ := span(sorted[j])
			if a < c {
				sorted[j-1], sorted[j] = sorted[j], sorted[j-1]
			}
		}
	}
	for _, r := range sorted {
		s, e, t := span(r)
		out = append(out[:s], append([]byte(t), out[e:]...)...)
	}
	return out
}

// infoObj finds the Info dictionary object number from a QDF trailer.
var reInfoRef = regexp.MustCompile(`/Info (\d+) 0 R`)

// setInfoQDF rewrites entries of the Info dictionary in QDF bytes.
func setInfoQDF(q []byte, kv map[string]string) ([]byte, error) {
	ms := reInfoRef.FindAllSubmatch(q, -1)
	if len(ms) == 0 {
		return nil, fmt.Errorf("qdf: no /Info")
	}
	n := string(ms[len(ms)-1][1])
	head := []byte("\n" + n + " 0 obj\n")
	i := bytes.Index(q, head)
	if i < 0 {
		return nil, fmt.Errorf("qdf: info object %s not found", n)
	}
	j := bytes.Index(q[i:], []byte("\nendobj"))
	body := string(q[i+len(head) : i+j])
	dict := parseInfo(body)
	for k, v := range kv {
		if v == "" {
			delete(dict, k)
		} else {
			dict[k] = pdfEscape(v)
		}
	}
	var b strings.Builder
	b.WriteString("<<\n")
	for _, k := range sortedKeys(dict) {
		fmt.Fprintf(&b, "  /%s %s\n", k, dict[k])
	}
	b.WriteString(">>")
	out := append([]byte(nil), q[:i+len(head)]...)
	out = append(out, b.String()...)
	return append(out, q[i+j:]...), nil
}

// parseInfo reads a flat dictionary of /Key value pairs, values kept raw.
func parseInfo(s string) map[string]string {
	out := map[string]string{}
	s = strings.TrimSpace(s)
	s = strings.TrimPrefix(s, "<<")
	s = strings.TrimSuffix(s, ">>")
	i := 0
	for i < len(s) {
		for i < len(s) && s[i] != '/' {
			i++
		}
		if i >= len(s) {
			break
		}
		j := i + 1
		for j < len(s) && !strings.ContainsRune(" \n\r\t/(<[", rune(s[j])) {
			j++
		}
		key := s[i+1 : j]
		for j < len(s) && strings.ContainsRune(" \n\r\t", rune(s[j])) {
			j++
		}
		k := j
		switch {
		case k < len(s) && s[k] == '(':
			depth := 0
			for ; k < len(s); k++ {
				if s[k] == '\\' {
					k++
					continue
				}
				if s[k] == '(' {
					depth++
				} else if s[k] == ')' {
					depth--
					if depth == 0 {
						k++
						break
					}
				}
			}
		case k < len(s) && s[k] == '<':
			k = k + strings.IndexByte(s[k:], '>') + 1
		case k < len(s) && s[k] == '/':
			k++
			for k < len(s) && !strings.ContainsRune(" \n\r\t/<>[]()", rune(s[k])) {
				k++
			}
		default:
			for k < len(s) && !strings.ContainsRune("\n/", rune(s[k])) {
				k++
			}
		}
		out[key] = strings.TrimSpace(s[j:k])
		i = k
	}
	return out
}

func sortedKeys(m map[string]string) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	for i := 1; i < len(ks); i++ {
		for j := i; j > 0 && ks[j] < ks[j-1]; j-- {
			ks[j], ks[j-1] = ks[j-1], ks[j]
		}
	}
	return ks
}

// fromQDF fixes a hand-edited QDF file and saves it compressed, as an
// editor's "Save As" would.
func fromQDF(q []byte, dir, dst string) error {
	raw := filepath.Join(dir, "edited.qdf.pdf")
	if err := os.WriteFile(raw, q, 0o644); err != nil {
		return fmt.Errorf("write qdf: %w", err)
	}
	fixed := filepath.Join(dir, "fixed.qdf.pdf")
	out, err := exec.Command("fix-qdf", raw).Output()
	if err != nil {
		return fmt.Errorf("fix-qdf: %w", err)
	}
	if err := os.WriteFile(fixed, out, 0o644); err != nil {
		return fmt.Errorf("write fixed qdf: %w", err)
	}
	return sh("qpdf", "--compress-streams=y", "--recompress-flate", "--object-streams=generate", fixed, dst)
}

var (
	reStartXref = regexp.MustCompile(`startxref\s+(\d+)\s+%%EOF\s*$`)
	reTrailer   = regexp.MustCompile(`(?s)trailer\s*<<(.*?)>>\s*startxref`)
	reRootRef   = regexp.MustCompile(`/Root (\d+) 0 R`)
	reSize      = regexp.MustCompile(`/Size (\d+)`)
	reID        = regexp.MustCompile(`(?s)/ID\s*\[\s*<([0-9A-Fa-f]+)>`)
)

// appendUpdate writes src's bytes followed by an incremental update that
// replaces the given objects, the way Acrobat saves an edit.
func appendUpdate(src, dst string, objs map[int][]byte) error {
	orig, err := os.ReadFile(src)
	if err != nil {
		return fmt.Errorf("read %s: %w", src, err)
	}
	m := reStartXref.FindSubmatch(orig)
	if m == nil {
		return fmt.Errorf("%s: no startxref", src)
	}
	prev := string(m[1])
	tr := reTrailer.FindAllSubmatch(orig, -1)
	if tr == nil {
		return fmt.Errorf("%s: no classic trailer (xref stream)", src)
	}
	trailer := string(tr[len(tr)-1][1])
	root := reRootRef.FindStringSubmatch(trailer)
	size := reSize.FindStringSubmatch(trailer)
	if root == nil || size == nil {
		return fmt.Errorf("%s: trailer lacks /Root or /Size", src)
	}
	var b bytes.Buffer
	b.Write(orig)
	if orig[len(orig)-1] != '\n' {
		b.WriteByte('\n')
	}
	offsets := map[int]int{}
	var nums []int
	for n := range objs {
		nums = append(nums, n)
	}
	for i := 1; i < len(nums); i++ {
		for j := i; j > 0 && nums[j] < nums[j-1]; j-- {
			nums[j], nums[j-1] = nums[j-1], nums[j]
		}
	}
	for _, n := range nums {
		offsets[n] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n", n)
		b.Write(objs[n])
		b.WriteString("\nendobj\n")
	}
	xref := b.Len()
	b.WriteString("xref\n0 1\n0000000000 65535 f \n")
	for _, n := range nums {
		fmt.Fprintf(&b, "%d 1\n%010d 00000 n \n", n, offsets[n])
	}
	extra := ""
	if inf := reInfoRef.FindStringSubmatch(trailer); inf != nil {
		extra += " /Info " + inf[1] + " 0 R"
	}
	if id := reID.FindStringSubmatch(trailer); id != nil {
		extra += fmt.Sprintf(" /ID [<%s> <%s>]", id[1], strings.ToUpper(fmt.Sprintf("%x", md5sum(b.Bytes()))))
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %s /Root %s 0 R /Prev %s%s >>\nstartxref\n%d\n%%%%EOF\n", size[1], root[1], prev, extra, xref)
	return os.WriteFile(dst, b.Bytes(), 0o644)
}

// streamObj is a Flate-compressed stream object body.
func streamObj(data []byte) []byte {
	var z bytes.Buffer
	w := zlib.NewWriter(&z)
	w.Write(data)
	w.Close()
	return []byte(fmt.Sprintf("<< /Length %d /Filter /FlateDecode >>\nstream\n%s\nendstream", z.Len(), z.Bytes()))
}

func md5sum(b []byte) [16]byte { return md5.Sum(b) }
