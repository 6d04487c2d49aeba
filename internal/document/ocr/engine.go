package ocr

import (
	"bufio"
	"bytes"
	"context"
	binenc "encoding/binary"
	"errors"
	"fmt"
	"image"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Engine reads the words of one prepared page image. It is an interface
// so a managed OCR service can replace the local Tesseract binary without
// touching pre-processing or the mapping back to page coordinates.
type Engine interface {
	// Recognize returns the words of img in its pixel coordinates.
	Recognize(ctx context.Context, img *image.Gray, opt RecognizeOptions) ([]RawWord, error)
	// Name identifies the engine and its version in results.
	Name() string
}

// BatchEngine is an Engine that reads several images in one run, paying
// its start-up (loading the model: about 0.2 s of CPU for Tesseract) once
// for a document's pages instead of once a page.
type BatchEngine interface {
	Engine
	// RecognizeBatch returns the words of each image, as Recognize would.
	RecognizeBatch(ctx context.Context, imgs []*image.Gray, opt RecognizeOptions) ([][]RawWord, error)
}

// RecognizeOptions are hints for one image.
type RecognizeOptions struct {
	// DPI is the resolution of the image; engines size their models by it.
	DPI int
}

// RawWord is a word as an engine reports it, in pixels of the image it
// was given (top-left origin).
type RawWord struct {
	Text string
	Box  image.Rectangle
	// Conf is the engine's confidence, 0 to 100.
	Conf float64
	// Line identifies the text line (unique within one image) and LineBox
	// bounds it; layout code sizes words by their line, not their glyphs.
	Line    int
	LineBox image.Rectangle
}

// Error codes of this package, in the style of pdftext's.
const (
	CodeEngineMissing = "ocr_engine_missing"
	CodeEngineFailed  = "ocr_engine_failed"
	CodeTimeout       = "ocr_timeout"
	CodeImageTooLarge = "ocr_image_too_large"
	CodeOutputTooLong = "ocr_output_too_large"
)

// Error is an OCR failure with a stable code.
type Error struct {
	Code string
	Msg  string
	Err  error
}

func (e *Error) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("%s: %s: %v", e.Code, e.Msg, e.Err)
	}
	return e.Code + ": " + e.Msg
}

func (e *Error) Unwrap() error { return e.Err }

// Is matches on the code alone: errors.Is(err, &ocr.Error{Code: X}).
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	return ok && t.Code == e.Code
}

// Tesseract runs the tesseract command (5.x) once per image or per batch
// of images (RecognizeBatch), from TIFF files, reading TSV from stdout. A subprocess rather than cgo keeps
// the Go binary static (CGO_ENABLED=0, as every function of the service
// is built) and lets a hung or crashing engine be killed without taking
// the process with it. The zero value uses "tesseract" from PATH, English,
// LSTM only and block mode (psm 6), which reads statement tables best.
type Tesseract struct {
	// Path of the binary (default "tesseract").
	Path string
	// Lang is the traineddata name (default "eng").
	Lang string
	// TessdataDir overrides the model directory (--tessdata-dir).
	TessdataDir string
	// PSM is the page segmentation mode (default 6: one uniform block of
	// text; 4 and 3 split columns and lose table rows).
	PSM int
	// OEM is the engine mode (default 1: LSTM only, the one model
	// Debian's tesseract-ocr-eng ships).
	OEM int
	// Timeout bounds one image (default 30 s); the context may end it
	// earlier.
	Timeout time.Duration
	// MaxPixels refuses larger images (default 40 million: a letter
	// page at 600 dpi).
	MaxPixels int
	// MaxOutput bounds the TSV read back (default 8 MiB; a dense page is
	// about 40 KiB).
	MaxOutput int
	// Threads is OMP_THREAD_LIMIT (default 1: one Lambda vCPU; more
	// threads only add contention there).
	Threads int
	// Preload is a shared library the engine loads first (LD_PRELOAD)
	// when it runs on one thread: infra/ocrimage/serialomp.c, the serial
	// stand-ins for the OpenMP calls of libtesseract, which saves the
	// system call libgomp makes at the end of every parallel region
	// (about a seventh of the engine's CPU; the words are the same).
	// Default: libserialomp.so beside the running binary, where the
	// container image puts it (infra/ocrimage/Dockerfile); "-" preloads
	// nothing; a path that does not exist is ignored.
	Preload string
	// Vars are extra -c settings.
	Vars map[string]string
	// Stats, when set, accumulates the cost of every run (for
	// benchmarks; Lambda reports its own).
	Stats *EngineStats
	// TempDir holds the page images and page lists handed to the engine
	// (default os.TempDir()). Every run removes its own files, but a
	// process killed mid-run (a Lambda timeout, out of memory) cannot;
	// the OCR function gives its runs a directory of their own and
	// empties it when it starts (ClearTempDir), so a warm environment's
	// /tmp does not fill with the pages of runs that were killed.
	TempDir string
}

// ClearTempDir empties t.TempDir, creating it if needed. Call it only
// when no run of this engine can be under way (a function's cold start):
// the files it removes belong to runs that were killed.
func (t Tesseract) ClearTempDir() error {
	if t.TempDir == "" {
		return errors.New("ocr: ClearTempDir needs a TempDir of the engine's own")
	}
	if err := os.RemoveAll(t.TempDir); err != nil {
		return fmt.Errorf("ocr: clearing %s: %w", t.TempDir, err)
	}
	return os.MkdirAll(t.TempDir, 0o700)
}

// EngineStats is what the engine runs cost: CPU time from the kernel's
// accounting of each child, peak resident memory sampled from /proc
// while it runs (Linux; the kernel's own maxrss of a child is inherited
// from the parent at fork and so useless here).
type EngineStats struct {
	mu        sync.Mutex
	runs      int
	cpu       time.Duration
	peakRSSKB int64
}

// Snapshot returns the runs so far, their total CPU time and the largest
// resident set seen, in KiB.
func (s *EngineStats) Snapshot() (runs int, cpu time.Duration, peakRSSKB int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.runs, s.cpu, s.peakRSSKB
}

func (s *EngineStats) record(cpu time.Duration, rss int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.runs++
	s.cpu += cpu
	s.peakRSSKB = max(s.peakRSSKB, rss)
}

// watchRSS samples the VmHWM of pid until done is closed and returns the
// largest value (KiB). VmHWM is the kernel's own high-water mark, so one
// sample holds the peak so far, and the engine's memory only falls once
// it writes a page's words (recognition is over): a sample is taken
// whenever output arrives (the returned func, which the reader of the
// engine's output calls), and on a slow tick in case it never does.
// The status file is opened once and read in place. The watcher's CPU
// counts in the benchmark's process CPU: at a tick of 20 ms it was
// about a fifth of a second a page on a loaded machine, where a page's
// run took 15 s of wall clock.
func watchRSS(pid int, done <-chan struct{}) (<-chan int64, func()) {
	out := make(chan int64, 1)
	var mu sync.Mutex
	var peak int64
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		out <- 0
		return out, func() {}
	}
	buf := make([]byte, 4096)
	var last time.Time
	sample := func(force bool) {
		mu.Lock()
		defer mu.Unlock()
		if !force && time.Since(last) < 5*time.Millisecond {
			return
		}
		last = time.Now()
		if n, _ := f.ReadAt(buf, 0); n > 0 {
			peak = max(peak, statusKB(buf[:n], "VmHWM:"))
		}
	}
	go func() {
		defer f.Close()
		t := time.NewTicker(250 * time.Millisecond)
		defer t.Stop()
		for {
			sample(true)
			select {
			case <-done:
				mu.Lock()
				out <- peak
				mu.Unlock()
				return
			case <-t.C:
			}
		}
	}()
	return out, func() { sample(false) }
}

// sampledReader calls sample before passing on each read of r.
type sampledReader struct {
	r      io.Reader
	sample func()
}

func (s sampledReader) Read(p []byte) (int, error) {
	n, err := s.r.Read(p)
	if n > 0 {
		s.sample()
	}
	return n, err
}

// statusKB returns the value in KiB of the field key ("VmHWM:") of a
// /proc status file's text, or 0.
func statusKB(b []byte, key string) int64 {
	i := bytes.Index(b, []byte("\n"+key))
	if i < 0 {
		return 0
	}
	line := b[i+1+len(key):]
	if j := bytes.IndexByte(line, '\n'); j >= 0 {
		line = line[:j]
	}
	kb, _ := strconv.ParseInt(string(bytes.TrimSpace(bytes.TrimSuffix(bytes.TrimSpace(line), []byte("kB")))), 10, 64)
	return kb
}

func (t Tesseract) path() string {
	if t.Path != "" {
		return t.Path
	}
	return "tesseract"
}

// Name implements Engine.
func (t Tesseract) Name() string {
	return "tesseract"
}

// Available reports whether the binary runs, with its version line.
func (t Tesseract) Available() (string, error) {
	out, err := exec.Command(t.path(), "--version").CombinedOutput()
	if err != nil {
		return "", &Error{Code: CodeEngineMissing, Msg: t.path() + " --version", Err: err}
	}
	line, _, _ := strings.Cut(string(out), "\n")
	return strings.TrimSpace(line), nil
}

// Recognize implements Engine.
func (t Tesseract) Recognize(ctx context.Context, img *image.Gray, opt RecognizeOptions) ([]RawWord, error) {
	pages, err := t.RecognizeBatch(ctx, []*image.Gray{img}, opt)
	if err != nil || len(pages) == 0 {
		return nil, err
	}
	return pages[0], nil
}

// RecognizeBatch implements BatchEngine: the images are written to files
// and the engine reads a list of them (one process; the words of each
// image are the same as a run of its own gives). Time and output limits
// are per image.
func (t Tesseract) RecognizeBatch(ctx context.Context, imgs []*image.Gray, opt RecognizeOptions) ([][]RawWord, error) {
	maxPx := t.MaxPixels
	if maxPx <= 0 {
		maxPx = 40_000_000
	}
	out := make([][]RawWord, len(imgs))
	var paths []string
	var index []int // out index of each file the engine reads
	defer func() {
		for _, p := range paths {
			os.Remove(p)
		}
	}()
	for i, img := range imgs {
		b := img.Bounds()
		if b.Dx() <= 0 || b.Dy() <= 0 {
			continue
		}
		if b.Dx()*b.Dy() > maxPx {
			return nil, &Error{Code: CodeImageTooLarge, Msg: fmt.Sprintf("%dx%d pixels, limit %d", b.Dx(), b.Dy(), maxPx)}
		}
		// The image goes through a file: the engine reads stdin a
		// character at a time and leptonica reads a PGM a pixel at a
		// time (together about a tenth of the engine's CPU on a 300 dpi
		// page). An uncompressed 8-bit grey TIFF is read in one block
		// with no palette: leptonica turned an 8-bit BMP's palette of
		// greys back into grey levels in a pass of its own (about 3 % of
		// the engine's CPU in a perf profile, and 8 MiB of its peak
		// memory at 300 dpi); the engine's words are byte for byte the
		// same (docs/ocr.md, "Speed, 2026-11-29, sixth session").
		in, err := writeTIFF(t.TempDir, img, opt.DPI)
		if err != nil {
			return nil, &Error{Code: CodeEngineFailed, Msg: "writing the page image", Err: err}
		}
		paths = append(paths, in)
		index = append(index, i)
	}
	if len(paths) == 0 {
		return out, nil
	}
	in := paths[0]
	if len(paths) > 1 {
		f, err := os.CreateTemp(t.TempDir, "ocr-pages-*.txt")
		if err != nil {
			return nil, &Error{Code: CodeEngineFailed, Msg: "writing the page list", Err: err}
		}
		_, err = io.WriteString(f, strings.Join(paths, "\n")+"\n")
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		paths = append(paths, f.Name())
		if err != nil {
			return nil, &Error{Code: CodeEngineFailed, Msg: "writing the page list", Err: err}
		}
		in = f.Name()
	}
	pages, err := t.run(ctx, in, len(index), opt)
	if err != nil {
		return nil, err
	}
	for k, ws := range pages {
		if k < len(index) {
			out[index[k]] = ws
		}
	}
	return out, nil
}

// run runs the engine on in (an image, or a list of n images) and
// returns the words of each image.
func (t Tesseract) run(ctx context.Context, in string, n int, opt RecognizeOptions) ([][]RawWord, error) {
	timeout := t.Timeout
	if timeout <= 0 {
		timeout = 30 * time.Second
	}
	timeout *= time.Duration(n)
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()

	psm, oem := t.PSM, t.OEM
	if psm == 0 {
		psm = 4
	}
	if oem == 0 {
		oem = 1
	}
	lang := t.Lang
	if lang == "" {
		lang = "eng"
	}
	args := []string{in, "stdout", "-l", lang, "--psm", strconv.Itoa(psm), "--oem", strconv.Itoa(oem)}
	if opt.DPI > 0 {
		args = append(args, "--dpi", strconv.Itoa(opt.DPI))
	}
	if t.TessdataDir != "" {
		args = append(args, "--tessdata-dir", t.TessdataDir)
	}
	vars := map[string]string{
		// Statements print dark on light: the second recognition of
		// every line as inverted text costs a fifth of the engine's time
		// and finds nothing.
		"tessedit_do_invert": "0",
		// The word lists help prose, not figures and references, and
		// loading them costs about a tenth of a page's time; the
		// readings of the scan sets were the same without them
		// (docs/ocr.md).
		"load_system_dawg": "0",
		"load_freq_dawg":   "0",
		// Statements are set in proportional type (figures in tabular
		// digits are still proportional text to the engine): the
		// fixed-pitch test of every row costs a twentieth of the
		// engine's time and changed no word of the sample pages.
		"textord_all_prop": "1",
	}
	for k, v := range t.Vars {
		vars[k] = v
	}
	keys := make([]string, 0, len(vars))
	for k := range vars {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		args = append(args, "-c", k+"="+vars[k])
	}
	args = append(args, "tsv")
	cmd := exec.CommandContext(ctx, t.path(), args...)
	threads := t.Threads
	if threads <= 0 {
		threads = 1
	}
	cmd.Env = t.env(os.Environ(), threads)
	cmd.WaitDelay = time.Second
	var stderr bytes.Buffer
	cmd.Stderr = &limitedWriter{w: &stderr, n: 4 << 10}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, &Error{Code: CodeEngineFailed, Msg: "stdout pipe", Err: err}
	}
	if err := cmd.Start(); err != nil {
		if errors.Is(err, exec.ErrNotFound) || errors.Is(err, os.ErrNotExist) {
			return nil, &Error{Code: CodeEngineMissing, Msg: t.path(), Err: err}
		}
		return nil, &Error{Code: CodeEngineFailed, Msg: "start", Err: err}
	}
	var rss <-chan int64
	done := make(chan struct{})
	var out io.Reader = stdout
	if t.Stats != nil {
		var sample func()
		rss, sample = watchRSS(cmd.Process.Pid, done)
		out = sampledReader{stdout, sample}
	}
	maxOut := t.MaxOutput
	if maxOut <= 0 {
		maxOut = 8 << 20
	}
	maxOut *= n
	words, perr := parseTSVPages(io.LimitReader(out, int64(maxOut)+1), maxOut, n)
	if perr != nil {
		// Stop the engine before waiting: it may still be writing.
		_ = cmd.Process.Kill()
	}
	werr := cmd.Wait()
	close(done)
	if t.Stats != nil && cmd.ProcessState != nil {
		t.Stats.record(cmd.ProcessState.UserTime()+cmd.ProcessState.SystemTime(), <-rss)
	}
	switch {
	case ctx.Err() != nil:
		return nil, &Error{Code: CodeTimeout, Msg: fmt.Sprintf("tesseract exceeded %v or the deadline", timeout), Err: ctx.Err()}
	case perr != nil:
		return nil, perr
	case werr != nil:
		return nil, &Error{Code: CodeEngineFailed, Msg: strings.TrimSpace(stderr.String()), Err: werr}
	}
	return words, nil
}

// env is the engine's environment: base with the thread limit, the
// preloaded library when the engine runs on one thread, and glibc's
// malloc told to back its heap with transparent huge pages where the
// kernel offers them on request (glibc.malloc.hugetlb=1, glibc 2.35
// and later; older ones ignore it): a 300 dpi page touches about 65 MiB
// of fresh memory, and the page faults of 4 KiB pages cost about a
// twentieth of the engine's CPU. Neither changes a word read.
func (t Tesseract) env(base []string, threads int) []string {
	env := make([]string, 0, len(base)+3)
	tunables := "glibc.malloc.hugetlb=1"
	preloads := ""
	for _, kv := range base {
		switch k, v, _ := strings.Cut(kv, "="); k {
		case "OMP_THREAD_LIMIT":
			continue
		case "LD_PRELOAD":
			preloads = v
			continue
		case "GLIBC_TUNABLES":
			if v != "" && !strings.Contains(v, "glibc.malloc.hugetlb=") {
				tunables = v + ":" + tunables
			} else if v != "" {
				tunables = v
			}
			continue
		}
		env = append(env, kv)
	}
	env = append(env, "OMP_THREAD_LIMIT="+strconv.Itoa(threads), "GLIBC_TUNABLES="+tunables)
	pre := t.Preload
	if pre == "" {
		if exe, err := os.Executable(); err == nil {
			pre = filepath.Join(filepath.Dir(exe), "libserialomp.so")
		}
	}
	if pre != "" && pre != "-" && threads == 1 && !slices.Contains(strings.FieldsFunc(preloads, func(r rune) bool { return r == ':' || r == ' ' }), pre) {
		if _, err := os.Stat(pre); err == nil {
			preloads = strings.TrimSuffix(pre+":"+preloads, ":")
		}
	}
	if preloads != "" {
		env = append(env, "LD_PRELOAD="+preloads)
	}
	return env
}

// writeTIFF writes img to a temporary uncompressed 8-bit grey TIFF file
// in dir ("" is os.TempDir()) and returns its path; the caller removes it. dpi, when known, is
// stored as the file's resolution (the engine is told it with --dpi as
// well).
func writeTIFF(dir string, img *image.Gray, dpi int) (string, error) {
	f, err := os.CreateTemp(dir, "ocr-page-*.tif")
	if err != nil {
		return "", err
	}
	err = encodeTIFF(f, img, dpi)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(f.Name())
		return "", err
	}
	return f.Name(), nil
}

// encodeTIFF writes img as a little-endian baseline TIFF: one strip of
// 8-bit grey pixels (black is zero), top row first, after the 8-byte
// header; the directory and the resolution follow the pixels.
func encodeTIFF(w io.Writer, img *image.Gray, dpi int) error {
	b := img.Bounds()
	W, H := b.Dx(), b.Dy()
	le := binenc.LittleEndian
	const tags = 11
	pixels := W * H
	ifd := 8 + pixels + pixels&1 // the directory starts on a word boundary
	res := ifd + 2 + tags*12 + 4
	if dpi <= 0 {
		dpi = 72
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	hdr := make([]byte, 8)
	copy(hdr, "II")
	le.PutUint16(hdr[2:], 42)
	le.PutUint32(hdr[4:], uint32(ifd))
	bw.Write(hdr)
	if off := img.PixOffset(b.Min.X, b.Min.Y); img.Stride == W && off+pixels <= len(img.Pix) {
		// Rows back to back: one write, which the buffer passes on
		// without copying most of it.
		bw.Write(img.Pix[off : off+pixels])
	} else {
		for y := b.Min.Y; y < b.Max.Y; y++ {
			off := img.PixOffset(b.Min.X, y)
			bw.Write(img.Pix[off : off+W])
		}
	}
	if pixels&1 == 1 {
		bw.WriteByte(0)
	}
	const short, long, rational = 3, 4, 5
	dir := make([]byte, 2, 2+tags*12+4+16)
	le.PutUint16(dir, tags)
	for _, e := range [tags][3]uint32{
		{256, long, uint32(W)},           // ImageWidth
		{257, long, uint32(H)},           // ImageLength
		{258, short, 8},                  // BitsPerSample
		{259, short, 1},                  // Compression: none
		{262, short, 1},                  // PhotometricInterpretation: black is zero
		{273, long, 8},                   // StripOffsets
		{277, short, 1},                  // SamplesPerPixel
		{278, long, uint32(H)},           // RowsPerStrip
		{279, long, uint32(pixels)},      // StripByteCounts
		{282, rational, uint32(res)},     // XResolution
		{283, rational, uint32(res + 8)}, // YResolution
	} {
		var ent [12]byte
		le.PutUint16(ent[0:], uint16(e[0]))
		le.PutUint16(ent[2:], uint16(e[1]))
		le.PutUint32(ent[4:], 1)
		if e[1] == short {
			le.PutUint16(ent[8:], uint16(e[2]))
		} else {
			le.PutUint32(ent[8:], e[2])
		}
		dir = append(dir, ent[:]...)
	}
	dir = le.AppendUint32(dir, 0) // no next directory
	for range 2 {
		dir = le.AppendUint32(dir, uint32(dpi))
		dir = le.AppendUint32(dir, 1)
	}
	bw.Write(dir)
	return bw.Flush()
}

// limitedWriter keeps the first n bytes and discards the rest, so a
// chatty engine cannot grow memory through stderr.
type limitedWriter struct {
	w io.Writer
	n int
}

func (l *limitedWriter) Write(p []byte) (int, error) {
	if l.n > 0 {
		k := min(len(p), l.n)
		l.n -= k
		if _, err := l.w.Write(p[:k]); err != nil {
			return 0, err
		}
	}
	return len(p), nil
}

// parseTSV reads Tesseract's TSV of one image.
func parseTSV(r io.Reader, maxOut int) ([]RawWord, error) {
	pages, err := parseTSVPages(r, maxOut, 1)
	if err != nil {
		return nil, err
	}
	return pages[0], nil
}

// parseTSVPages reads Tesseract's TSV of several images: level 4 rows are
// lines, level 5 words. Columns: level page block par line word left top
// width height conf text; page counts the images from 1. Line numbers
// run on across images.
func parseTSVPages(r io.Reader, maxOut, images int) ([][]RawWord, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	words := make([][]RawWord, images)
	var lineBox image.Rectangle
	line, read := 0, 0
	for sc.Scan() {
		row := sc.Text()
		read += len(row) + 1
		if read > maxOut {
			return nil, &Error{Code: CodeOutputTooLong, Msg: fmt.Sprintf("more than %d bytes of TSV", maxOut)}
		}
		f := strings.SplitN(row, "\t", 12)
		if len(f) < 11 || f[0] == "level" {
			continue
		}
		level, err := strconv.Atoi(f[0])
		if err != nil {
			continue
		}
		var n [4]int
		ok := true
		for i := range n {
			if n[i], err = strconv.Atoi(f[6+i]); err != nil {
				ok = false
			}
		}
		if !ok {
			continue
		}
		box := image.Rect(n[0], n[1], n[0]+n[2], n[1]+n[3])
		switch level {
		case 4:
			line++
			lineBox = box
		case 5:
			if len(f) < 12 {
				continue
			}
			text := strings.TrimSpace(f[11])
			if text == "" {
				continue
			}
			conf, _ := strconv.ParseFloat(f[10], 64)
			page, err := strconv.Atoi(f[1])
			if err != nil || page < 1 || page > images {
				continue
			}
			words[page-1] = append(words[page-1], RawWord{Text: text, Box: box, Conf: conf, Line: line, LineBox: lineBox})
		}
	}
	if err := sc.Err(); err != nil {
		return nil, &Error{Code: CodeEngineFailed, Msg: "read TSV", Err: err}
	}
	return words, nil
}
