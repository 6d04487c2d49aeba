package main

// flow lays blocks down pages: a block that does not fit below the
// cursor opens a new page (and cont, if set, draws a continued heading
// there first).

type flow struct {
	r           *rawPDF
	pages       []*canvas
	y           float64
	top, bottom float64
	firstTop    float64
	cont        func(c *canvas, y float64) float64
	onNewPage   func(c *canvas, n int)
}

func (f *flow) cur() *canvas {
	if len(f.pages) == 0 {
		f.newPage()
	}
	return f.pages[len(f.pages)-1]
}

func (f *flow) newPage() {
	c := &canvas{r: f.r}
	f.pages = append(f.pages, c)
	f.y = f.top
	if len(f.pages) == 1 && f.firstTop != 0 {
		f.y = f.firstTop
	}
	if f.onNewPage != nil {
		f.onNewPage(c, len(f.pages))
	}
	if len(f.pages) > 1 && f.cont != nil {
		f.y -= f.cont(c, f.y)
	}
}

// put draws a block of height h at the cursor (top edge y), moving down.
func (f *flow) put(h float64, draw func(c *canvas, y float64)) {
	c := f.cur()
	if f.y-h < f.bottom {
		f.newPage()
		c = f.cur()
	}
	draw(c, f.y)
	f.y -= h
}

// need opens a new page unless h fits below the cursor.
func (f *flow) need(h float64) {
	f.cur()
	if f.y-h < f.bottom {
		f.newPage()
	}
}
