package main

// tcol is a table column: the header title and where its text goes.
type tcol struct {
	Title string
	X     float64
	Right bool
}

type tableOpts struct {
	Size      float64 // font size of rows
	LH        float64 // line height
	Repeat    bool    // repeat title+header on continuation pages
	ContTitle string  // title used on continuation pages ("" = Title + " (continued)")
	WrapCol   int     // column whose text wraps (-1 none)
	WrapN     int     // characters per wrapped line
	NoHeader  bool
	// DateOnBreak, when set, gives the text for column 0 of row i when
	// that row starts a new page (it may have been left blank).
	DateOnBreak func(i int) string
}

func (d *doc) header1(cols []tcol, size float64) {
	for _, c := range cols {
		if c.Right {
			d.rtext(c.X, c.Title, size, true)
		} else {
			d.text(c.X, c.Title, size, true)
		}
	}
	d.nl(size + 5)
}

// table draws a titled table. Each row is one cell per column.
func (d *doc) table(title string, cols []tcol, rows [][]string, o tableOpts) {
	if o.LH == 0 {
		o.LH = o.Size + 3.5
	}
	d.need(o.LH * 4)
	if title != "" {
		d.nl(6)
		d.text(40, title, o.Size+2, true)
		d.nl(o.Size + 8)
	}
	if !o.NoHeader {
		d.header1(cols, o.Size)
	}
	for ri, row := range rows {
		lines := [][]string{row}
		if o.WrapCol >= 0 && o.WrapN > 0 && len(row[o.WrapCol]) > o.WrapN {
			parts := wrapWords(row[o.WrapCol], o.WrapN)
			first := append([]string(nil), row...)
			first[o.WrapCol] = parts[0]
			lines = [][]string{first}
			for _, p := range parts[1:] {
				l := make([]string, len(row))
				l[o.WrapCol] = p
				lines = append(lines, l)
			}
		}
		if o.DateOnBreak != nil && d.y+o.LH*float64(len(lines)) > bottomY {
			first := append([]string(nil), lines[0]...)
			first[0] = o.DateOnBreak(ri)
			lines[0] = first
		}
		if d.need(o.LH * float64(len(lines))) {
			if o.Repeat {
				t := o.ContTitle
				if t == "" {
					t = title + " (continued)"
				}
				if title != "" {
					d.text(40, t, o.Size+2, true)
					d.nl(o.Size + 8)
				}
				if !o.NoHeader {
					d.header1(cols, o.Size)
				}
			}
		}
		for _, l := range lines {
			for i, c := range cols {
				if l[i] == "" {
					continue
				}
				if c.Right {
					d.rtext(c.X, l[i], o.Size, false)
				} else {
					d.text(c.X, l[i], o.Size, false)
				}
			}
			d.nl(o.LH)
		}
	}
}

// kv draws "label ....... value" summary lines.
func (d *doc) kv(label, value string, size float64, valueX float64) {
	d.need(size + 4)
	d.text(40, label, size, false)
	d.rtext(valueX, value, size, false)
	d.nl(size + 4)
}
