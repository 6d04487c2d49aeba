// Package pdfcontent reads PDF page content streams: it splits them into
// operators and follows the graphics and text state far enough to say where
// each piece of text is painted on the page, in which font, and which areas
// are filled, in painting order.
//
// It exists for document forensics, not rendering: the fraud score asks
// "was a box painted over text after the text was drawn?" and the tamper
// generator asks "which bytes print this amount?". Both need painting order
// and byte offsets, which a text extractor does not give.
package pdfcontent

import (
	"bytes"
	"fmt"
	"strconv"
)

// Kind is the type of an operand.
type Kind uint8

const (
	Number Kind = iota
	Name
	String  // literal or hex string; Bytes holds the decoded bytes
	Array   // Elems holds the elements
	Dict    // an inline dictionary (marked-content properties); skipped
	Keyword // true, false, null
)

// Operand is one operand of an operator. Start and End are byte offsets in
// the content stream.
type Operand struct {
	Kind  Kind
	Num   float64
	Bytes []byte
	Elems []Operand
	Hex   bool // a string written as <hex>
	Start int
	End   int
}

// Op is one operator with its operands. Start is the offset of its first
// operand (or of the operator when it has none); End is the offset just
// past the operator keyword.
type Op struct {
	Name  string
	Args  []Operand
	Start int
	End   int
}

// Parse splits a content stream into operators under DefaultLimits.
// Inline images (BI … ID … EI) are returned as one "BI" operator without
// operands. Content that passes a limit returns the operators before it
// and an error wrapping ErrLimit.
func Parse(b []byte) ([]Op, error) { return DefaultLimits.Parse(b) }

// Parse is the package's Parse under l.
func (l Limits) Parse(b []byte) ([]Op, error) { return parse(b, newBudget(l)) }

func parse(b []byte, bud *budget) ([]Op, error) {
	if err := bud.read(len(b)); err != nil {
		return nil, err
	}
	l := lexer{b: b, bud: bud}
	var ops []Op
	var args []Operand
	argStart := -1
	for {
		l.skipSpace()
		if l.i >= len(b) {
			return ops, nil
		}
		start := l.i
		c := b[l.i]
		if err := bud.take(1); err != nil {
			return ops, err
		}
		if isRegular(c) && !isNumberStart(b, l.i) {
			kw := l.keyword()
			switch kw {
			case "true", "false", "null":
				args = append(args, Operand{Kind: Keyword, Bytes: []byte(kw), Start: start, End: l.i})
				if argStart < 0 {
					argStart = start
				}
				continue
			case "BI":
				if err := l.skipInlineImage(); err != nil {
					return ops, err
				}
				ops = append(ops, Op{Name: "BI", Start: start, End: l.i})
				args, argStart = nil, -1
				continue
			}
			s := start
			if argStart >= 0 {
				s = argStart
			}
			ops = append(ops, Op{Name: kw, Args: args, Start: s, End: l.i})
			args, argStart = nil, -1
			continue
		}
		if len(args) >= maxArgs {
			return ops, fmt.Errorf("%w: more than %d operands before an operator", ErrLimit, maxArgs)
		}
		o, err := l.operand(0)
		if err != nil {
			return ops, err
		}
		if argStart < 0 {
			argStart = start
		}
		args = append(args, o)
	}
}

type lexer struct {
	b   []byte
	i   int
	bud *budget
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == 0
}

func isDelim(c byte) bool {
	switch c {
	case '(', ')', '<', '>', '[', ']', '{', '}', '/', '%':
		return true
	}
	return false
}

func isRegular(c byte) bool { return !isSpace(c) && !isDelim(c) }

func isNumberStart(b []byte, i int) bool {
	c := b[i]
	if c >= '0' && c <= '9' || c == '.' {
		return true
	}
	if (c == '-' || c == '+') && i+1 < len(b) {
		n := b[i+1]
		return n >= '0' && n <= '9' || n == '.'
	}
	return false
}

func (l *lexer) skipSpace() {
	for l.i < len(l.b) {
		c := l.b[l.i]
		if isSpace(c) {
			l.i++
			continue
		}
		if c == '%' {
			for l.i < len(l.b) && l.b[l.i] != '\n' && l.b[l.i] != '\r' {
				l.i++
			}
			continue
		}
		return
	}
}

func (l *lexer) keyword() string {
	s := l.i
	for l.i < len(l.b) && isRegular(l.b[l.i]) {
		l.i++
	}
	return string(l.b[s:l.i])
}

// operand reads one operand; depth is how many arrays enclose it.
func (l *lexer) operand(depth int) (Operand, error) {
	start := l.i
	c := l.b[l.i]
	switch {
	case isNumberStart(l.b, l.i):
		l.i++
		for l.i < len(l.b) && (l.b[l.i] >= '0' && l.b[l.i] <= '9' || l.b[l.i] == '.') {
			l.i++
		}
		f, err := strconv.ParseFloat(string(l.b[start:l.i]), 64)
		if err != nil {
			// Malformed numbers such as "1.2.3" or "--5" occur in the
			// wild; readers treat them as 0.
			f = 0
		}
		return Operand{Kind: Number, Num: f, Start: start, End: l.i}, nil
	case c == '/':
		l.i++
		s := l.i
		for l.i < len(l.b) && isRegular(l.b[l.i]) {
			l.i++
		}
		return Operand{Kind: Name, Bytes: unescapeName(l.b[s:l.i]), Start: start, End: l.i}, nil
	case c == '(':
		s, err := l.literal()
		return Operand{Kind: String, Bytes: s, Start: start, End: l.i}, err
	case c == '<' && l.i+1 < len(l.b) && l.b[l.i+1] == '<':
		if err := l.skipDict(); err != nil {
			return Operand{}, err
		}
		return Operand{Kind: Dict, Start: start, End: l.i}, nil
	case c == '<':
		s, err := l.hex()
		return Operand{Kind: String, Bytes: s, Hex: true, Start: start, End: l.i}, err
	case c == '[':
		if err := l.bud.tooDeep(depth + 1); err != nil {
			return Operand{}, err
		}
		l.i++
		var elems []Operand
		for {
			l.skipSpace()
			if l.i >= len(l.b) {
				return Operand{}, fmt.Errorf("pdfcontent: unterminated array at %d", start)
			}
			if l.b[l.i] == ']' {
				l.i++
				return Operand{Kind: Array, Elems: elems, Start: start, End: l.i}, nil
			}
			if err := l.bud.take(1); err != nil {
				return Operand{}, err
			}
			if isRegular(l.b[l.i]) && !isNumberStart(l.b, l.i) {
				kw := l.keyword()
				elems = append(elems, Operand{Kind: Keyword, Bytes: []byte(kw)})
				continue
			}
			e, err := l.operand(depth + 1)
			if err != nil {
				return Operand{}, err
			}
			elems = append(elems, e)
		}
	}
	// A stray delimiter (")", "]", ">", "{", "}"): skip it.
	l.i++
	return Operand{Kind: Keyword, Bytes: []byte{c}, Start: start, End: l.i}, nil
}

func (l *lexer) literal() ([]byte, error) {
	start := l.i
	l.i++ // (
	depth := 1
	var out []byte
	for l.i < len(l.b) {
		c := l.b[l.i]
		l.i++
		switch c {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return out, nil
			}
		case '\\':
			if l.i >= len(l.b) {
				continue
			}
			e := l.b[l.i]
			l.i++
			switch e {
			case 'n':
				c = '\n'
			case 'r':
				c = '\r'
			case 't':
				c = '\t'
			case 'b':
				c = '\b'
			case 'f':
				c = '\f'
			case '\r':
				if l.i < len(l.b) && l.b[l.i] == '\n' {
					l.i++
				}
				continue
			case '\n':
				continue
			default:
				if e >= '0' && e <= '7' {
					v := int(e - '0')
					for k := 0; k < 2 && l.i < len(l.b) && l.b[l.i] >= '0' && l.b[l.i] <= '7'; k++ {
						v = v*8 + int(l.b[l.i]-'0')
						l.i++
					}
					c = byte(v)
				} else {
					c = e
				}
			}
		}
		out = append(out, c)
	}
	return out, fmt.Errorf("pdfcontent: unterminated string at %d", start)
}

func (l *lexer) hex() ([]byte, error) {
	start := l.i
	l.i++ // <
	var out []byte
	var hi byte
	half := false
	for l.i < len(l.b) {
		c := l.b[l.i]
		l.i++
		if c == '>' {
			if half {
				out = append(out, hi<<4)
			}
			return out, nil
		}
		v, ok := hexVal(c)
		if !ok {
			continue
		}
		if half {
			out = append(out, hi<<4|v)
		} else {
			hi = v
		}
		half = !half
	}
	return out, fmt.Errorf("pdfcontent: unterminated hex string at %d", start)
}

func hexVal(c byte) (byte, bool) {
	switch {
	case c >= '0' && c <= '9':
		return c - '0', true
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10, true
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

func (l *lexer) skipDict() error {
	start := l.i
	depth := 0
	for l.i < len(l.b) {
		switch {
		case bytes.HasPrefix(l.b[l.i:], []byte("<<")):
			depth++
			l.i += 2
		case bytes.HasPrefix(l.b[l.i:], []byte(">>")):
			depth--
			l.i += 2
			if depth == 0 {
				return nil
			}
		case l.b[l.i] == '(':
			if _, err := l.literal(); err != nil {
				return err
			}
		default:
			l.i++
		}
	}
	return fmt.Errorf("pdfcontent: unterminated dictionary at %d", start)
}

// skipInlineImage moves past "… ID <data> EI". The data is binary, so the
// end is the first "EI" that stands between white space.
func (l *lexer) skipInlineImage() error {
	start := l.i
	idx := bytes.Index(l.b[l.i:], []byte("ID"))
	if idx < 0 {
		return fmt.Errorf("pdfcontent: inline image without ID at %d", start)
	}
	l.i += idx + 3
	for l.i+1 < len(l.b) {
		if l.b[l.i] == 'E' && l.b[l.i+1] == 'I' && isSpace(l.b[l.i-1]) && (l.i+2 == len(l.b) || isSpace(l.b[l.i+2])) {
			l.i += 2
			return nil
		}
		l.i++
	}
	return fmt.Errorf("pdfcontent: inline image without EI at %d", start)
}

func unescapeName(b []byte) []byte {
	if bytes.IndexByte(b, '#') < 0 {
		return b
	}
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); i++ {
		if b[i] == '#' && i+2 < len(b) {
			h, ok1 := hexVal(b[i+1])
			lo, ok2 := hexVal(b[i+2])
			if ok1 && ok2 {
				out = append(out, h<<4|lo)
				i += 2
				continue
			}
		}
		out = append(out, b[i])
	}
	return out
}
