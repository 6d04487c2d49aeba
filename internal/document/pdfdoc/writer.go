package pdfdoc

import (
	"bytes"
	"regexp"
	"sort"
)

// Writer is how the program that wrote the file's original section laid
// out its bytes: the header, the binary comment after it, whether the
// trailer carries a document ID, the order of dictionary keys and how
// reals are printed. Every PDF library has its own habits here, and a
// producer field set by hand does not change them, so the fraud score can
// tell a file a tool rewrote (keeping or forging the producer) from one
// its named producer wrote.
type Writer struct {
	// Version is the header's version ("1.4"); empty when there is no
	// header.
	Version string
	// Comment is the comment line right after the header: four binary
	// bytes for most writers, a signature for some (Skia writes "Skia"
	// with the high bits set, ReportLab names itself). Bytes, not text:
	// they are rarely UTF-8.
	Comment []byte
	// DocumentID is true when a trailer (or cross-reference stream)
	// carries an /ID array.
	DocumentID bool
	// Dicts counts the object dictionaries of the original section with
	// three or more keys; SortedDicts those whose keys are in sorted
	// order. Most writers put /Type first; a few libraries keep their
	// dictionaries in sorted maps and write them so.
	Dicts       int
	SortedDicts int
	// LongReals counts reals printed with twelve decimals in those
	// dictionaries ("612.000000000000"), pdfcpu's way of writing reals.
	LongReals int
	// LineDicts counts those dictionaries written one key to a line
	// ("<<\n/Type /Font\n/Subtype /Type1\n…>>"), Apache PDFBox's way and
	// the online toolkits' built on it.
	LineDicts int
	// SmallDicts counts the dictionaries of one or two keys, and
	// SmallLineDicts those written one key to a line ("<<\n/ca 1\n>>"):
	// a file whose larger dictionaries are all packed in object streams
	// shows its writer's hand only in these.
	SmallDicts, SmallLineDicts int
}

var (
	headerRe   = regexp.MustCompile(`^%PDF-(\d\.\d)`)
	objRe      = regexp.MustCompile(`(?:^|[\r\n\s])\d+\s+\d+\s+obj\b`)
	idRe       = regexp.MustCompile(`/ID\s*\[`)
	longRealRe = regexp.MustCompile(`\d\.\d{12}(?:[^\d]|$)`)
)

// Bounds of the scan: a writer's habits show in its first objects.
const (
	writerMaxObjects = 400
	writerMaxBytes   = 8 << 20
)

// readWriter reads the writer's habits from the file's original section
// (for a linearized file, both of its parts).
func readWriter(pdf []byte, revs []Revision) Writer {
	var w Writer
	if m := headerRe.FindSubmatch(pdf[:min(len(pdf), 16)]); m != nil {
		w.Version = string(m[1])
		rest := pdf[len("%PDF-1.x"):min(len(pdf), 200)]
		rest = bytes.TrimLeft(rest, "\r\n \t")
		if len(rest) > 0 && rest[0] == '%' {
			if i := bytes.IndexAny(rest, "\r\n"); i > 0 {
				w.Comment = append([]byte(nil), rest[1:i]...)
			}
		}
	}
	end := len(pdf)
	if len(revs) > 0 {
		end = revs[0].End
	}
	seg := pdf[:min(end, writerMaxBytes)]
	// The trailer of any section: a document ID is kept by every update.
	w.DocumentID = idRe.Match(trailers(pdf))
	locs := objRe.FindAllIndex(seg, writerMaxObjects)
	for i, l := range locs {
		stop := len(seg)
		if i+1 < len(locs) {
			stop = locs[i+1][0]
		}
		body := seg[l[1]:stop]
		if j := bytes.Index(body, []byte("stream")); j >= 0 {
			body = body[:j]
		}
		if j := bytes.Index(body, []byte("endobj")); j >= 0 {
			body = body[:j]
		}
		if bytes.Contains(body, []byte("/ID")) && idRe.Match(body) {
			w.DocumentID = true // a cross-reference stream's dictionary
		}
		keys := topKeys(body)
		if len(keys) == 0 {
			continue
		}
		if len(keys) < 3 {
			w.SmallDicts++
			if keysOnLines(body, keys) {
				w.SmallLineDicts++
			}
			continue
		}
		w.Dicts++
		if sort.StringsAreSorted(keys) {
			w.SortedDicts++
		}
		w.LongReals += len(longRealRe.FindAll(body, -1))
		if keysOnLines(body, keys) {
			w.LineDicts++
		}
	}
	return w
}

// keysOnLines reports whether the first dictionary of body opens with a
// line break and every one of its top-level keys starts a line.
func keysOnLines(body []byte, keys []string) bool {
	i := bytes.Index(body, []byte("<<"))
	if i < 0 {
		return false
	}
	rest := bytes.TrimLeft(body[i+2:], " \t")
	if len(rest) == 0 || (rest[0] != '\n' && rest[0] != '\r') {
		return false
	}
	for _, k := range keys {
		if !bytes.Contains(rest, []byte("\n/"+k)) {
			return false
		}
	}
	return true
}

// trailers returns the text of the file's trailer dictionaries.
func trailers(pdf []byte) []byte {
	var out []byte
	for i := 0; ; {
		j := bytes.Index(pdf[i:], []byte("trailer"))
		if j < 0 {
			return out
		}
		i += j
		e := min(len(pdf), i+2048)
		if k := bytes.Index(pdf[i:e], []byte("startxref")); k >= 0 {
			e = i + k
		}
		out = append(out, pdf[i:e]...)
		i = e
	}
}

// topKeys returns the keys of the first dictionary in body, in the order
// they are written, without reading nested dictionaries' keys. Values are
// skipped by their syntax: a name, a number or reference, a string, an
// array or a dictionary.
func topKeys(body []byte) []string {
	i := bytes.Index(body, []byte("<<"))
	if i < 0 {
		return nil
	}
	var keys []string
	depth, expectKey := 0, true
	for i < len(body) {
		c := body[i]
		switch {
		case c == '<' && i+1 < len(body) && body[i+1] == '<':
			depth++
			i += 2
		case c == '>' && i+1 < len(body) && body[i+1] == '>':
			depth--
			i += 2
			if depth == 0 {
				return keys
			}
			if depth == 1 {
				expectKey = true
			}
		case c == '[' || c == '(' || c == '<':
			i = skipValue(body, i)
			if depth == 1 {
				expectKey = true
			}
		case c == '/':
			j := i + 1
			for j < len(body) && !isDelim(body[j]) {
				j++
			}
			if depth == 1 {
				if expectKey {
					keys = append(keys, string(body[i+1:j]))
				}
				expectKey = !expectKey
			}
			i = j
		case isSpace(c):
			i++
		default:
			j := i
			for j < len(body) && !isDelim(body[j]) {
				j++
			}
			if j == i {
				j++
			}
			// A number, a reference's tail or a keyword: a value when a
			// value is due, else the rest of a reference.
			if depth == 1 && !expectKey {
				expectKey = true
			}
			i = j
		}
	}
	return nil // unterminated: not counted
}

// skipValue returns the index after the array, string or hex string that
// starts at i.
func skipValue(b []byte, i int) int {
	switch b[i] {
	case '<':
		if j := bytes.IndexByte(b[i:], '>'); j >= 0 {
			return i + j + 1
		}
		return len(b)
	case '(':
		n := 0
		for j := i; j < len(b); j++ {
			switch b[j] {
			case '\\':
				j++
			case '(':
				n++
			case ')':
				n--
				if n == 0 {
					return j + 1
				}
			}
		}
		return len(b)
	}
	n := 0
	for j := i; j < len(b); j++ {
		switch b[j] {
		case '(':
			j = skipValue(b, j) - 1
		case '[':
			n++
		case ']':
			n--
			if n == 0 {
				return j + 1
			}
		}
	}
	return len(b)
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == 0
}

func isDelim(c byte) bool {
	return isSpace(c) || bytes.IndexByte([]byte("/<>[]()%{}"), c) >= 0
}
