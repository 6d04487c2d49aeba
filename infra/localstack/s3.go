package localstack

import (
	"bytes"
	"cmp"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3bolt"
	"github.com/johannesboyne/gofakes3/backend/s3mem"
	bolt "go.etcd.io/bbolt"
)

// Notifier receives S3 event notifications.
type Notifier func(ctx context.Context, ev events.S3Event) error

// S3Server is gofakes3 on a loopback port with S3-style event
// notifications: after an object is created (PutObject, CopyObject or
// CompleteMultipartUpload) it builds the ObjectCreated event S3 would send
// and hands it to the notifier registered for the bucket, which in the
// local stack sends it to the ingest queue as S3 does in AWS.
type S3Server struct {
	URL  string
	srv  *http.Server
	db   *bolt.DB
	log  *slog.Logger
	mu   sync.Mutex
	subs map[string]subscription
}

type subscription struct {
	prefix string
	notify Notifier
}

// StartS3 serves S3 on a free loopback port. dataFile keeps objects across
// restarts (bolt); "" keeps them in memory.
func StartS3(dataFile string, log *slog.Logger) (*S3Server, error) {
	s := &S3Server{log: log, subs: map[string]subscription{}}
	var backend gofakes3.Backend
	if dataFile != "" {
		db, err := bolt.Open(dataFile, 0o600, &bolt.Options{Timeout: 5 * time.Second})
		if err != nil {
			return nil, fmt.Errorf("open %s: %w", dataFile, err)
		}
		s.db = db
		backend = s3bolt.New(db)
	} else {
		backend = s3mem.New()
	}
	faker := gofakes3.New(backend, gofakes3.WithAutoBucket(false), gofakes3.WithoutVersioning())
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	s.URL = "http://" + l.Addr().String()
	s.srv = &http.Server{Handler: s.notifying(faker.Server()), ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = s.srv.Serve(l) }()
	return s, nil
}

// Subscribe sends ObjectCreated events for keys under prefix in bucket to n.
func (s *S3Server) Subscribe(bucket, prefix string, n Notifier) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.subs[bucket] = subscription{prefix: prefix, notify: n}
}

// Close stops the server.
func (s *S3Server) Close() {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_ = s.srv.Shutdown(ctx)
	if s.db != nil {
		_ = s.db.Close()
	}
}

// bufferedWriter holds a response until the notification of the object
// it created is queued.
type bufferedWriter struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (b *bufferedWriter) Header() http.Header { return b.header }

func (b *bufferedWriter) WriteHeader(code int) {
	if b.status == 0 {
		b.status = code
	}
}

func (b *bufferedWriter) Write(p []byte) (int, error) {
	b.WriteHeader(http.StatusOK)
	return b.body.Write(p)
}

// flush sends the held response to w.
func (b *bufferedWriter) flush(w http.ResponseWriter) {
	for k, v := range b.header {
		w.Header()[k] = v
	}
	w.WriteHeader(cmp.Or(b.status, http.StatusOK))
	_, _ = w.Write(b.body.Bytes())
}

// createEvent names the ObjectCreated event a request would cause, or "".
func createEvent(r *http.Request) string {
	q := r.URL.Query()
	switch {
	case r.Method == http.MethodPut && r.Header.Get("X-Amz-Copy-Source") != "":
		return "ObjectCreated:Copy"
	case r.Method == http.MethodPut && !q.Has("uploadId") && !q.Has("partNumber") && !q.Has("tagging") && !q.Has("acl"):
		return "ObjectCreated:Put"
	case r.Method == http.MethodPost && q.Has("uploadId"):
		return "ObjectCreated:CompleteMultipartUpload"
	}
	return ""
}

// notifying answers a request that creates an object under a subscribed
// prefix only once its event notification is queued: if the queue cannot
// be reached, the request fails with 503 ServiceUnavailable (which the
// SDK retries), so that the API never accepts a document whose work was
// not durably queued. In AWS, S3 itself holds and delivers the event.
func (s *S3Server) notifying(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := createEvent(r)
		bucket, key, ok := strings.Cut(strings.TrimPrefix(r.URL.Path, "/"), "/")
		s.mu.Lock()
		sub, found := s.subs[bucket]
		s.mu.Unlock()
		if name == "" || !ok || key == "" || !found || !strings.HasPrefix(key, sub.prefix) {
			next.ServeHTTP(w, r)
			return
		}
		buf := &bufferedWriter{header: http.Header{}}
		next.ServeHTTP(buf, r)
		// gofakes3 answers a successful PutObject without writing a
		// status or body, which net/http sends as 200.
		if buf.status != 0 && buf.status != http.StatusOK {
			buf.flush(w)
			return
		}
		ev := events.S3Event{Records: []events.S3EventRecord{{
			EventVersion: "2.1",
			EventSource:  "aws:s3",
			AWSRegion:    "us-east-1",
			EventTime:    time.Now().UTC(),
			EventName:    name,
			S3: events.S3Entity{
				SchemaVersion:   "1.0",
				ConfigurationID: "uploads",
				Bucket:          events.S3Bucket{Name: bucket, Arn: "arn:aws:s3:::" + bucket},
				Object: events.S3Object{
					// S3 sends keys URL-encoded, with + for spaces.
					Key:  url.QueryEscape(key),
					ETag: strings.Trim(buf.header.Get("ETag"), `"`),
				},
			},
		}}}
		if err := sub.notify(context.WithoutCancel(r.Context()), ev); err != nil {
			s.log.Error("S3 notification failed; refusing the write", "bucket", bucket, "key", key, "err", err)
			w.Header().Set("Content-Type", "application/xml")
			w.WriteHeader(http.StatusServiceUnavailable)
			_, _ = io.WriteString(w, `<?xml version="1.0" encoding="UTF-8"?><Error><Code>ServiceUnavailable</Code><Message>The object's event notification could not be queued.</Message></Error>`)
			return
		}
		buf.flush(w)
	})
}
