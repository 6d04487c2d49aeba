package hostile

import (
	"bytes"
	"compress/zlib"
	"io"
	"testing"
)

// The hand-built bombs are valid zlib streams of exactly the zeros they
// claim, checksum included.
func TestDeflate(t *testing.T) {
	for _, n := range []int{1 << 20, 3 << 20, 64 << 20} {
		zr, err := zlib.NewReader(bytes.NewReader(deflate(n)))
		if err != nil {
			t.Fatal(err)
		}
		var got int64
		buf := make([]byte, 1<<20)
		for {
			k, err := zr.Read(buf)
			if bytes.ContainsFunc(buf[:k], func(r rune) bool { return r != 0 }) {
				t.Fatal("non-zero byte")
			}
			got += int64(k)
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("%d MiB: %v after %d bytes", n>>20, err, got)
			}
		}
		if got != int64(n) {
			t.Errorf("inflates to %d bytes, want %d", got, n)
		}
	}
}
