// Package openapi holds the OpenAPI 3.1 description of the document-analysis
// HTTP API, the published contract served at GET /api/v1/openapi.json.
//
// Tests validate real responses against these very bytes with
// openapitest, which is kept out of this package so that the API function
// serves the description without linking an OpenAPI library.
package openapi

import (
	"bytes"
	_ "embed"
	"net/http"
	"strconv"
)

//go:embed openapi.json
var document []byte

// Document returns the OpenAPI description. It returns a copy so callers
// cannot corrupt the embedded bytes that Handler serves.
func Document() []byte {
	return bytes.Clone(document)
}

// Handler serves the OpenAPI description as application/json. It is mounted
// without authentication at GET /api/v1/openapi.json; rate-limit headers are
// the responsibility of the surrounding middleware like for every /api/v1
// route.
func Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusMethodNotAllowed)
			_, _ = w.Write([]byte(`{"error":{"code":"method_not_allowed","message":"Use GET to fetch the OpenAPI document."}}`))
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Content-Length", strconv.Itoa(len(document)))
		if r.Method == http.MethodHead {
			return
		}
		_, _ = w.Write(document)
	})
}
