// Package openapitest checks the service's HTTP traffic against its
// OpenAPI 3.1 description (internal/web/openapi) with
// github.com/pb33f/libopenapi-validator.
//
// It is for tests only: the API function serves the description but never
// validates against it, so it must not link libopenapi (see
// internal/wiring/deps_test.go). Tests validate against the very bytes that
// clients download rather than a hand-kept copy of the schemas.
package openapitest

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/pb33f/libopenapi"
	libvalidator "github.com/pb33f/libopenapi-validator"
	"github.com/pb33f/libopenapi-validator/config"
	verrors "github.com/pb33f/libopenapi-validator/errors"
	"github.com/pb33f/libopenapi-validator/paths"
	"github.com/pb33f/libopenapi-validator/schema_validation"
	"github.com/pb33f/libopenapi/datamodel"
	v3 "github.com/pb33f/libopenapi/datamodel/high/v3"
	"github.com/pb33f/libopenapi/orderedmap"

	"github.com/docanalysis/service/internal/web/openapi"
)

// Validator checks responses of the API and webhook deliveries against the
// description. It is read-only after New and safe for concurrent use by
// parallel tests.
type Validator struct {
	model *v3.Document
	v     libvalidator.Validator
	opts  *config.ValidationOptions // for path lookups
}

// options are the library settings every check uses. Formats (date,
// date-time, uuid, uri) are part of the contract, so they are assertions,
// not annotations.
func options() []config.Option {
	return []config.Option{config.WithFormatAssertions()}
}

// New builds a Validator over the embedded description.
func New() (*Validator, error) {
	return newValidator(openapi.Document())
}

// newValidator parses spec, refuses anything but a valid OpenAPI 3.1
// document whose every $ref resolves, and compiles every component schema,
// so that a broken description fails here rather than hiding behind the
// first test that happens to reach the broken part.
func newValidator(spec []byte) (*Validator, error) {
	// The library logs what it also returns; every $ref is local, so
	// neither files nor the network are ever read.
	doc, err := libopenapi.NewDocumentWithConfiguration(spec, &datamodel.DocumentConfiguration{
		Logger: slog.New(slog.DiscardHandler),
	})
	if err != nil {
		return nil, fmt.Errorf("openapi.json: %w", err)
	}
	if v := doc.GetVersion(); !strings.HasPrefix(v, "3.1.") {
		return nil, fmt.Errorf("openapi.json: openapi version %q, want 3.1.x", v)
	}
	built, err := doc.BuildV3Model()
	if err != nil {
		return nil, fmt.Errorf("openapi.json: %w", err)
	}
	v, errs := libvalidator.NewValidator(doc, options()...)
	if len(errs) > 0 {
		return nil, fmt.Errorf("openapi.json: %w", errors.Join(errs...))
	}
	if ok, verrs := v.ValidateDocument(); !ok {
		return nil, fmt.Errorf("openapi.json is not a valid OpenAPI 3.1 document: %w", join(verrs))
	}
	if err := compileComponents(&built.Model); err != nil {
		return nil, err
	}
	return &Validator{model: &built.Model, v: v, opts: config.NewValidationOptions(options()...)}, nil
}

// compileComponents compiles every component schema, used or not.
func compileComponents(m *v3.Document) error {
	if m.Components == nil || m.Components.Schemas == nil {
		return nil
	}
	opts := config.NewValidationOptions(options()...)
	for name, proxy := range m.Components.Schemas.FromOldest() {
		s := proxy.Schema()
		if s == nil {
			return fmt.Errorf("openapi.json: components/schemas/%s: %w", name, proxy.GetBuildError())
		}
		if _, err := schema_validation.CompileSchemaForValidation(s, schema_validation.SchemaValidationPurposeGeneric, opts, 3.1); err != nil {
			return fmt.Errorf("openapi.json: components/schemas/%s: %w", name, err)
		}
	}
	return nil
}

// Model is the parsed description, for tests that check the document's
// own structure (every error response uses the envelope, and so on).
func (v *Validator) Model() *v3.Document { return v.model }

// ValidateResponse checks one response of the API: the path (a query
// string is ignored) must match a documented template, the method and the
// status must be documented for it, the Content-Type must be declared, the
// body must satisfy the schema and every required header must be present
// and match its schema. Anything undocumented is an error, so a test
// cannot pass by exercising a route or status the description does not
// know.
func (v *Validator) ValidateResponse(method, path string, status int, header http.Header, body []byte) error {
	req, resp := exchange(method, path, status, header, body)
	where := fmt.Sprintf("%s %s -> %d", req.Method, req.URL.Path, status)
	item, tmpl, err := v.find(req)
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	op := operation(item, req.Method)
	if r := lookupResponse(op, status); r != nil {
		if err := checkPresence(r, body); err != nil {
			return fmt.Errorf("%s (%s): %w", where, tmpl, err)
		}
	}
	if ok, verrs := v.v.GetResponseBodyValidator().ValidateResponseBodyWithPathItem(req, resp, item, tmpl); !ok {
		return fmt.Errorf("%s (%s): %w", where, tmpl, join(verrs))
	}
	return nil
}

// ValidateUnroutedResponse checks the answers to requests the description
// has no operation for: 404 route_not_found (components/responses/
// RouteNotFound) for a path that matches no template, and 405
// method_not_allowed (MethodNotAllowed, with an Allow header naming every
// documented method) for a documented path with an undocumented method.
// It refuses documented operations so that it cannot be used to dodge
// ValidateResponse.
func (v *Validator) ValidateUnroutedResponse(method, path string, status int, header http.Header, body []byte) error {
	req, resp := exchange(method, path, status, header, body)
	where := fmt.Sprintf("%s %s -> %d", req.Method, req.URL.Path, status)
	item, tmpl, err := v.find(req)
	var name string
	switch {
	case item == nil:
		if status != http.StatusNotFound {
			return fmt.Errorf("%s: path matches no documented template; expected 404 route_not_found", where)
		}
		name = "RouteNotFound"
	case err == nil:
		return fmt.Errorf("%s: operation is documented at %s; use ValidateResponse", where, tmpl)
	default:
		if status != http.StatusMethodNotAllowed {
			return fmt.Errorf("%s: method is not documented for %s; expected 405 method_not_allowed", where, tmpl)
		}
		name = "MethodNotAllowed"
		allowed := map[string]bool{}
		for _, a := range strings.Split(header.Get("Allow"), ",") {
			allowed[strings.ToUpper(strings.TrimSpace(a))] = true
		}
		for m := range item.GetOperations().KeysFromOldest() {
			if !allowed[strings.ToUpper(m)] {
				return fmt.Errorf("%s: Allow header %q does not list documented method %s", where, header.Get("Allow"), strings.ToUpper(m))
			}
		}
	}
	r, ok := v.model.Components.Responses.Get(name)
	if !ok {
		return fmt.Errorf("openapi.json: components/responses/%s is missing", name)
	}
	// The library validates responses of operations, so the shared
	// response is checked as the only response of a stand-in operation.
	codes := orderedmap.New[string, *v3.Response]()
	codes.Set(fmt.Sprint(status), r)
	stand := &v3.PathItem{}
	setOperation(stand, req.Method, &v3.Operation{Responses: &v3.Responses{Codes: codes}})
	if ok, verrs := v.v.GetResponseBodyValidator().ValidateResponseBodyWithPathItem(req, resp, stand, "components/responses/"+name); !ok {
		return fmt.Errorf("%s: %w", where, join(verrs))
	}
	return nil
}

// ValidateWebhook checks an outgoing webhook delivery against the
// description's webhooks section: event is the webhook's key (the event
// kind, such as "analysis.completed", or "webhook.test"), header the
// request headers (required ones such as X-Service-Signature must be
// present and match their schemas) and body the raw request body.
func (v *Validator) ValidateWebhook(event string, header http.Header, body []byte) error {
	item, ok := v.model.Webhooks.Get(event)
	if !ok || item == nil {
		return fmt.Errorf("webhook %q is not documented", event)
	}
	if item.Post == nil {
		return fmt.Errorf("webhook %q has no POST operation", event)
	}
	req := httptest.NewRequest(http.MethodPost, "https://receiver.invalid/", bytes.NewReader(body))
	req.Header = header.Clone()
	if ok, verrs := v.v.ValidateHttpRequestSyncWithPathItem(req, item, "webhooks/"+event); !ok {
		return fmt.Errorf("webhook %s: %w", event, join(verrs))
	}
	return nil
}

// find locates the documented path item for req. It returns the item and
// its template also when the path is documented without req's method,
// together with an error saying so.
func (v *Validator) find(req *http.Request) (*v3.PathItem, string, error) {
	item, verrs, tmpl := paths.FindPath(req, v.model, v.opts)
	if len(verrs) > 0 {
		return item, tmpl, join(verrs)
	}
	return item, tmpl, nil
}

// exchange builds the request and response the library validates.
func exchange(method, path string, status int, header http.Header, body []byte) (*http.Request, *http.Response) {
	req := httptest.NewRequest(strings.ToUpper(method), "http://api.invalid"+path, nil)
	resp := &http.Response{StatusCode: status, Header: header.Clone(), Body: io.NopCloser(bytes.NewReader(body)), Request: req}
	if resp.Header == nil {
		resp.Header = http.Header{}
	}
	return req, resp
}

// operation returns item's operation for method.
func operation(item *v3.PathItem, method string) *v3.Operation {
	op, _ := item.GetOperations().Get(strings.ToLower(method))
	return op
}

func setOperation(item *v3.PathItem, method string, op *v3.Operation) {
	switch method {
	case http.MethodGet, http.MethodHead:
		item.Get = op
	case http.MethodPost:
		item.Post = op
	case http.MethodPut:
		item.Put = op
	case http.MethodDelete:
		item.Delete = op
	case http.MethodPatch:
		item.Patch = op
	case http.MethodOptions:
		item.Options = op
	case http.MethodTrace:
		item.Trace = op
	}
}

// lookupResponse applies OpenAPI's precedence: the exact status, then its
// range ("4XX"), then default.
func lookupResponse(op *v3.Operation, status int) *v3.Response {
	if op == nil || op.Responses == nil {
		return nil
	}
	code := fmt.Sprint(status)
	for _, key := range []string{code, code[:1] + "XX"} {
		if r, ok := op.Responses.Codes.Get(key); ok {
			return r
		}
	}
	return op.Responses.Default
}

// checkPresence holds a response that declares no content (a 204) to an
// empty body, and one that declares content to a body, which the library
// checks neither way.
func checkPresence(r *v3.Response, body []byte) error {
	declared := orderedmap.Len(r.Content) > 0
	switch empty := len(bytes.TrimSpace(body)) == 0; {
	case !declared && !empty:
		return errors.New("body present but the response declares no content")
	case declared && empty:
		return errors.New("empty body but the response declares content")
	}
	return nil
}

// join turns the library's findings into one error that names each
// finding and, for schema failures, the field and the reason.
func join(verrs []*verrors.ValidationError) error {
	var errs []error
	for _, e := range verrs {
		msg := e.Message
		if e.Reason != "" {
			msg += ": " + e.Reason
		}
		for _, f := range e.SchemaValidationErrors {
			loc := f.FieldPath
			if loc == "" {
				loc = f.KeywordLocation
			}
			msg += fmt.Sprintf("\n\t%s: %s (%s)", loc, f.Reason, f.KeywordLocation)
		}
		errs = append(errs, errors.New(msg))
	}
	return errors.Join(errs...)
}
