// Package openapi holds the OpenAPI 3.1 description of the document-analysis
// HTTP API and a validator that API tests use to check real responses against
// it.
//
// The description is the published contract (served at
// GET /api/v1/openapi.json), so tests validate against the very bytes that
// clients download instead of against a hand-maintained copy of the schemas.
package openapi

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"mime"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

//go:embed openapi.json
var document []byte

// resourceURL is the base URI under which the document is registered with the
// JSON Schema compiler. It is never fetched: every $ref in the document is
// local ("#/components/..."), so it only has to be a well-formed absolute URL.
const resourceURL = "https://docanalysis.invalid/openapi.json"

// Document returns the OpenAPI description. It returns a copy so callers
// cannot corrupt the embedded bytes shared by Handler and the validator.
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

// Validator checks HTTP responses (and webhook deliveries) against the
// embedded description. All schemas are compiled up front by NewValidator, so
// a Validator is read-only afterwards and safe for concurrent use by parallel
// tests.
type Validator struct {
	doc     map[string]any
	routes  []route
	schemas map[string]*jsonschema.Schema // keyed by JSON pointer into the document
}

// route is one path template split into segments; params are "{name}".
type route struct {
	template string
	segments []string
	item     map[string]any
	pointer  string
}

// literals counts non-parameter segments; more literals means more specific,
// which is how OpenAPI says concrete paths win over templated ones
// (/api/v1/webhooks/test over /api/v1/webhooks/{id}).
func (r route) literals() int {
	n := 0
	for _, s := range r.segments {
		if !isParam(s) {
			n++
		}
	}
	return n
}

func isParam(seg string) bool {
	return strings.HasPrefix(seg, "{") && strings.HasSuffix(seg, "}")
}

// httpMethods are the Path Item fields that hold operations.
var httpMethods = []string{"get", "put", "post", "delete", "options", "head", "patch", "trace"}

// NewValidator parses the embedded document, checks that it is an OpenAPI
// 3.1 document whose every $ref resolves, and compiles every response,
// header and webhook schema. Failing here rather than in the first test that
// hits a broken schema keeps description bugs from hiding behind test bugs.
func NewValidator() (*Validator, error) {
	var doc map[string]any
	if err := json.Unmarshal(document, &doc); err != nil {
		return nil, fmt.Errorf("openapi.json is not valid JSON: %w", err)
	}
	if v, _ := doc["openapi"].(string); !strings.HasPrefix(v, "3.1.") {
		return nil, fmt.Errorf("openapi.json: openapi version %q, want 3.1.x", v)
	}
	if err := checkRefs(doc, doc, ""); err != nil {
		return nil, err
	}

	// The compiler gets its own decoding (json.Number) because that is what
	// jsonschema needs to tell integers from floats precisely.
	res, err := jsonschema.UnmarshalJSON(bytes.NewReader(document))
	if err != nil {
		return nil, fmt.Errorf("openapi.json: %w", err)
	}
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	// Formats (date, date-time, uuid, uri) are part of the contract, so they
	// are assertions here, not annotations.
	c.AssertFormat()
	if err := c.AddResource(resourceURL, res); err != nil {
		return nil, fmt.Errorf("openapi.json: add resource: %w", err)
	}

	v := &Validator{doc: doc, schemas: map[string]*jsonschema.Schema{}}
	compile := func(ptr string) error {
		if _, ok := v.schemas[ptr]; ok {
			return nil
		}
		s, err := c.Compile(resourceURL + "#" + strings.ReplaceAll(ptr, "%", "%25"))
		if err != nil {
			return fmt.Errorf("openapi.json: compile schema at %s: %w", ptr, err)
		}
		v.schemas[ptr] = s
		return nil
	}

	// Component schemas are compiled even if unused so a broken one is
	// reported instead of lurking.
	if comps, ok := doc["components"].(map[string]any); ok {
		if schemas, ok := comps["schemas"].(map[string]any); ok {
			for name := range schemas {
				if err := compile("/components/schemas/" + escape(name)); err != nil {
					return nil, err
				}
			}
		}
	}

	// Shared responses are compiled as well: RouteNotFound and
	// MethodNotAllowed are used by ValidateUnroutedResponse without being
	// referenced from any operation.
	if err := v.compileOperations(map[string]any{"get": map[string]any{"responses": componentResponseRefs(doc)}}, "/components/responses/-", compile); err != nil {
		return nil, err
	}

	paths, _ := doc["paths"].(map[string]any)
	if len(paths) == 0 {
		return nil, errors.New("openapi.json: no paths")
	}
	for tmpl, raw := range paths {
		item, ok := raw.(map[string]any)
		if !ok {
			return nil, fmt.Errorf("openapi.json: path %s is not an object", tmpl)
		}
		ptr := "/paths/" + escape(tmpl)
		v.routes = append(v.routes, route{template: tmpl, segments: strings.Split(tmpl, "/"), item: item, pointer: ptr})
		if err := v.compileOperations(item, ptr, compile); err != nil {
			return nil, err
		}
	}
	if hooks, ok := doc["webhooks"].(map[string]any); ok {
		for name, raw := range hooks {
			item, _ := raw.(map[string]any)
			if err := v.compileOperations(item, "/webhooks/"+escape(name), compile); err != nil {
				return nil, err
			}
		}
	}
	// Deterministic order keeps route selection independent of map order.
	sort.Slice(v.routes, func(i, j int) bool { return v.routes[i].template < v.routes[j].template })
	return v, nil
}

// componentResponseRefs builds a responses map that references every
// components/responses entry, so compileOperations can compile them.
func componentResponseRefs(doc map[string]any) map[string]any {
	out := map[string]any{}
	comps, _ := doc["components"].(map[string]any)
	responses, _ := comps["responses"].(map[string]any)
	for name := range responses {
		out[name] = map[string]any{"$ref": "#/components/responses/" + escape(name)}
	}
	return out
}

// compileOperations compiles every schema reachable from the operations of
// one Path Item: parameters, request bodies, response headers and bodies.
func (v *Validator) compileOperations(item map[string]any, itemPtr string, compile func(string) error) error {
	for _, m := range httpMethods {
		op, ok := item[m].(map[string]any)
		if !ok {
			continue
		}
		opPtr := itemPtr + "/" + m
		params, _ := op["parameters"].([]any)
		for i := range params {
			p, pPtr, err := v.resolve(params[i], fmt.Sprintf("%s/parameters/%d", opPtr, i))
			if err != nil {
				return err
			}
			if _, ok := p["schema"]; ok {
				if err := compile(pPtr + "/schema"); err != nil {
					return err
				}
			}
		}
		if rb, ok := op["requestBody"]; ok {
			body, bPtr, err := v.resolve(rb, opPtr+"/requestBody")
			if err != nil {
				return err
			}
			if err := v.compileContent(body, bPtr, compile); err != nil {
				return err
			}
		}
		responses, _ := op["responses"].(map[string]any)
		if len(responses) == 0 {
			return fmt.Errorf("openapi.json: %s has no responses", opPtr)
		}
		for status, raw := range responses {
			resp, rPtr, err := v.resolve(raw, opPtr+"/responses/"+escape(status))
			if err != nil {
				return err
			}
			if err := v.compileContent(resp, rPtr, compile); err != nil {
				return err
			}
			headers, _ := resp["headers"].(map[string]any)
			for name, hraw := range headers {
				h, hPtr, err := v.resolve(hraw, rPtr+"/headers/"+escape(name))
				if err != nil {
					return err
				}
				if _, ok := h["schema"]; ok {
					if err := compile(hPtr + "/schema"); err != nil {
						return err
					}
				}
			}
		}
	}
	return nil
}

func (v *Validator) compileContent(obj map[string]any, ptr string, compile func(string) error) error {
	content, _ := obj["content"].(map[string]any)
	for mt, raw := range content {
		m, _ := raw.(map[string]any)
		if _, ok := m["schema"]; ok {
			if err := compile(ptr + "/content/" + escape(mt) + "/schema"); err != nil {
				return err
			}
		}
	}
	return nil
}

// ValidateResponse checks one response of the API against the description:
// the concrete path (query string allowed and ignored) must match a
// documented path template, the method must be documented for it, the status
// must be documented (exact code, then "4XX"-style range, then "default"),
// the Content-Type must be one the response declares, the body must satisfy
// the response schema, and every header the response marks required must be
// present and match its schema. Anything undocumented is an error, so a test
// cannot pass by exercising a route or status the description does not know.
func (v *Validator) ValidateResponse(method, path string, status int, header http.Header, body []byte) error {
	path, _, _ = strings.Cut(path, "?")
	rt, op, err := v.findOperation(method, path)
	if err != nil {
		return err
	}
	where := fmt.Sprintf("%s %s (%s) -> %d", strings.ToUpper(method), path, rt.template, status)
	resp, rPtr, err := v.findResponse(op, rt.pointer+"/"+strings.ToLower(method), status)
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	if err := v.checkHeaders(resp, rPtr, header); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	if err := v.checkBody(resp, rPtr, header, body); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	return nil
}

// ValidateUnroutedResponse checks the responses for requests the description
// has no operation for: 404 route_not_found for a path that matches no
// template, and 405 method_not_allowed (with an Allow header naming every
// documented method) for a documented path with an undocumented method. It
// refuses documented operations so it cannot be used to dodge
// ValidateResponse.
func (v *Validator) ValidateUnroutedResponse(method, path string, status int, header http.Header, body []byte) error {
	path, _, _ = strings.Cut(path, "?")
	where := fmt.Sprintf("%s %s -> %d", strings.ToUpper(method), path, status)
	candidates := v.matchRoutes(path)
	var name string
	switch {
	case len(candidates) == 0:
		if status != http.StatusNotFound {
			return fmt.Errorf("%s: path matches no documented template; expected 404 route_not_found", where)
		}
		name = "RouteNotFound"
	default:
		for _, rt := range candidates {
			if _, ok := rt.item[strings.ToLower(method)]; ok {
				return fmt.Errorf("%s: operation is documented at %s; use ValidateResponse", where, rt.template)
			}
		}
		if status != http.StatusMethodNotAllowed {
			return fmt.Errorf("%s: method is not documented for %s; expected 405 method_not_allowed", where, candidates[0].template)
		}
		name = "MethodNotAllowed"
		allowed := map[string]bool{}
		for _, a := range strings.Split(header.Get("Allow"), ",") {
			allowed[strings.ToUpper(strings.TrimSpace(a))] = true
		}
		for _, rt := range candidates {
			for _, m := range httpMethods {
				if _, ok := rt.item[m]; ok && !allowed[strings.ToUpper(m)] {
					return fmt.Errorf("%s: Allow header %q does not list documented method %s", where, header.Get("Allow"), strings.ToUpper(m))
				}
			}
		}
	}
	ptr := "/components/responses/" + name
	resp, rPtr, err := v.resolve(map[string]any{"$ref": "#" + ptr}, ptr)
	if err != nil {
		return err
	}
	if err := v.checkHeaders(resp, rPtr, header); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	if err := v.checkBody(resp, rPtr, header, body); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	return nil
}

// ValidateWebhook checks an outgoing webhook delivery request against the
// description's webhooks section: event is the webhook key (the event kind,
// e.g. "analysis.completed", or "webhook.test"), header the request headers
// (required ones such as X-Service-Signature must be present and match their
// schemas) and body the raw request body.
func (v *Validator) ValidateWebhook(event string, header http.Header, body []byte) error {
	hooks, _ := v.doc["webhooks"].(map[string]any)
	item, ok := hooks[event].(map[string]any)
	if !ok {
		return fmt.Errorf("webhook %q is not documented", event)
	}
	op, ok := item["post"].(map[string]any)
	if !ok {
		return fmt.Errorf("webhook %q has no POST operation", event)
	}
	opPtr := "/webhooks/" + escape(event) + "/post"
	where := "webhook " + event
	params, _ := op["parameters"].([]any)
	for i := range params {
		p, pPtr, err := v.resolve(params[i], fmt.Sprintf("%s/parameters/%d", opPtr, i))
		if err != nil {
			return err
		}
		if in, _ := p["in"].(string); in != "header" {
			continue
		}
		if err := v.checkHeader(p, pPtr, p["name"].(string), header); err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
	}
	rb, bPtr, err := v.resolve(op["requestBody"], opPtr+"/requestBody")
	if err != nil {
		return err
	}
	if err := v.checkBody(rb, bPtr, header, body); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	return nil
}

// matchRoutes returns the templates matching path, most specific first. A
// parameter matches one whole segment, including an empty one, because the
// API answers /api/v1/clients//open-banking with 400 id_required and tests
// must be able to validate that response.
func (v *Validator) matchRoutes(path string) []route {
	segs := strings.Split(path, "/")
	var out []route
	for _, rt := range v.routes {
		if len(rt.segments) != len(segs) {
			continue
		}
		ok := true
		for i, s := range rt.segments {
			if isParam(s) {
				continue
			}
			if s != segs[i] {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, rt)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].literals() > out[j].literals() })
	return out
}

// findOperation picks the most specific template that documents method.
// Falling back to a less specific template mirrors how net/http.ServeMux
// routes DELETE /api/v1/webhooks/test to the DELETE /api/v1/webhooks/{id}
// pattern.
func (v *Validator) findOperation(method, path string) (route, map[string]any, error) {
	candidates := v.matchRoutes(path)
	if len(candidates) == 0 {
		return route{}, nil, fmt.Errorf("%s %s: no documented path matches", strings.ToUpper(method), path)
	}
	m := strings.ToLower(method)
	for _, rt := range candidates {
		if op, ok := rt.item[m].(map[string]any); ok {
			return rt, op, nil
		}
	}
	var documented []string
	for _, rt := range candidates {
		for _, hm := range httpMethods {
			if _, ok := rt.item[hm]; ok {
				documented = append(documented, strings.ToUpper(hm)+" "+rt.template)
			}
		}
	}
	return route{}, nil, fmt.Errorf("%s %s: method not documented (documented: %s)", strings.ToUpper(method), path, strings.Join(documented, ", "))
}

// findResponse applies OpenAPI precedence: exact status, then the "4XX"
// range, then "default".
func (v *Validator) findResponse(op map[string]any, opPtr string, status int) (map[string]any, string, error) {
	responses, _ := op["responses"].(map[string]any)
	code := strconv.Itoa(status)
	for _, key := range []string{code, code[:1] + "XX", "default"} {
		if raw, ok := responses[key]; ok {
			return v.resolve(raw, opPtr+"/responses/"+escape(key))
		}
	}
	var documented []string
	for k := range responses {
		documented = append(documented, k)
	}
	sort.Strings(documented)
	return nil, "", fmt.Errorf("status %d not documented (documented: %s)", status, strings.Join(documented, ", "))
}

func (v *Validator) checkHeaders(resp map[string]any, rPtr string, header http.Header) error {
	headers, _ := resp["headers"].(map[string]any)
	names := make([]string, 0, len(headers))
	for name := range headers {
		names = append(names, name)
	}
	sort.Strings(names)
	var errs []error
	for _, name := range names {
		if strings.EqualFold(name, "Content-Type") {
			continue // OpenAPI says Content-Type is described by content, not headers
		}
		h, hPtr, err := v.resolve(headers[name], rPtr+"/headers/"+escape(name))
		if err != nil {
			return err
		}
		if err := v.checkHeader(h, hPtr, name, header); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// checkHeader enforces presence of a required header and validates a present
// value against its schema. Header values are strings on the wire, so values
// whose schema says integer/number/boolean are decoded first.
func (v *Validator) checkHeader(h map[string]any, hPtr, name string, header http.Header) error {
	values := header.Values(name)
	if len(values) == 0 {
		if req, _ := h["required"].(bool); req {
			return fmt.Errorf("required header %s missing (%s)", name, hPtr)
		}
		return nil
	}
	if _, ok := h["schema"]; !ok {
		return nil
	}
	sch, ok := v.schemas[hPtr+"/schema"]
	if !ok {
		// Never skip silently: a schema that was not compiled is a validator bug.
		return fmt.Errorf("header %s: schema at %s was not compiled", name, hPtr)
	}
	val := strings.TrimSpace(values[0])
	var inst any = val
	if s, ok := h["schema"].(map[string]any); ok {
		switch s["type"] {
		case "integer", "number":
			n := json.Number(val)
			if _, err := n.Float64(); err != nil {
				return fmt.Errorf("header %s: %q is not a number (%s)", name, val, hPtr)
			}
			inst = n
		case "boolean":
			b, err := strconv.ParseBool(val)
			if err != nil {
				return fmt.Errorf("header %s: %q is not a boolean (%s)", name, val, hPtr)
			}
			inst = b
		}
	}
	if err := sch.Validate(inst); err != nil {
		return fmt.Errorf("header %s: %w", name, err)
	}
	return nil
}

// checkBody matches the Content-Type against the declared media types and
// validates JSON bodies. A response without content must have an empty body
// (e.g. 204), and a response with content must not be empty.
func (v *Validator) checkBody(obj map[string]any, ptr string, header http.Header, body []byte) error {
	content, _ := obj["content"].(map[string]any)
	if len(content) == 0 {
		if len(bytes.TrimSpace(body)) != 0 {
			return fmt.Errorf("body present but %s declares no content", ptr)
		}
		return nil
	}
	ct := header.Get("Content-Type")
	if ct == "" {
		return fmt.Errorf("Content-Type header missing (%s declares %s)", ptr, strings.Join(sortedKeys(content), ", "))
	}
	mt, _, err := mime.ParseMediaType(ct)
	if err != nil {
		return fmt.Errorf("Content-Type %q: %w", ct, err)
	}
	key, ok := matchMediaType(content, mt)
	if !ok {
		return fmt.Errorf("Content-Type %q not declared (%s declares %s)", mt, ptr, strings.Join(sortedKeys(content), ", "))
	}
	if len(bytes.TrimSpace(body)) == 0 {
		return fmt.Errorf("empty body; %s declares %s", ptr, key)
	}
	if !isJSON(mt) {
		return nil // only JSON bodies are described by schemas here
	}
	media, _ := content[key].(map[string]any)
	if _, ok := media["schema"]; !ok {
		return nil // media type declared without a schema: any JSON is allowed
	}
	sch, ok := v.schemas[ptr+"/content/"+escape(key)+"/schema"]
	if !ok {
		// Never skip silently: a schema that was not compiled is a validator bug.
		return fmt.Errorf("schema at %s/content/%s was not compiled", ptr, escape(key))
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(body))
	if err != nil {
		return fmt.Errorf("body is not valid JSON: %w", err)
	}
	if err := sch.Validate(inst); err != nil {
		return fmt.Errorf("body does not match %s/content/%s/schema: %w", ptr, escape(key), err)
	}
	return nil
}

// matchMediaType prefers an exact media type, then "type/*", then "*/*".
func matchMediaType(content map[string]any, mt string) (string, bool) {
	if _, ok := content[mt]; ok {
		return mt, true
	}
	if major, _, ok := strings.Cut(mt, "/"); ok {
		if _, ok := content[major+"/*"]; ok {
			return major + "/*", true
		}
	}
	if _, ok := content["*/*"]; ok {
		return "*/*", true
	}
	return "", false
}

func isJSON(mt string) bool {
	return mt == "application/json" || strings.HasSuffix(mt, "+json")
}

// resolve follows $ref chains (Reference Objects for responses, headers,
// parameters and request bodies) and returns the final object together with
// its JSON pointer, which is what schema compilation is keyed by.
func (v *Validator) resolve(raw any, ptr string) (map[string]any, string, error) {
	for range 32 {
		obj, ok := raw.(map[string]any)
		if !ok {
			return nil, "", fmt.Errorf("openapi.json: %s is not an object", ptr)
		}
		ref, ok := obj["$ref"].(string)
		if !ok {
			return obj, ptr, nil
		}
		target, err := lookup(v.doc, ref)
		if err != nil {
			return nil, "", fmt.Errorf("openapi.json: %s: %w", ptr, err)
		}
		raw, ptr = target, strings.TrimPrefix(ref, "#")
	}
	return nil, "", fmt.Errorf("openapi.json: %s: $ref chain too long", ptr)
}

// checkRefs verifies that every $ref in the document is a local reference
// that resolves, so a typo in a component name fails NewValidator instead of
// silently validating nothing.
func checkRefs(doc map[string]any, node any, ptr string) error {
	switch n := node.(type) {
	case map[string]any:
		if ref, ok := n["$ref"].(string); ok {
			if _, err := lookup(doc, ref); err != nil {
				return fmt.Errorf("openapi.json: %s/$ref: %w", ptr, err)
			}
		}
		for _, k := range sortedKeys(n) {
			if err := checkRefs(doc, n[k], ptr+"/"+escape(k)); err != nil {
				return err
			}
		}
	case []any:
		for i, e := range n {
			if err := checkRefs(doc, e, fmt.Sprintf("%s/%d", ptr, i)); err != nil {
				return err
			}
		}
	}
	return nil
}

// lookup resolves a local reference "#/a/b" (RFC 6901 pointer, optionally
// percent-encoded as a URI fragment) within doc.
func lookup(doc map[string]any, ref string) (any, error) {
	frag, ok := strings.CutPrefix(ref, "#")
	if !ok {
		return nil, fmt.Errorf("$ref %q is not local", ref)
	}
	frag, err := url.PathUnescape(frag)
	if err != nil {
		return nil, fmt.Errorf("$ref %q: %w", ref, err)
	}
	var cur any = doc
	if frag == "" {
		return cur, nil
	}
	if !strings.HasPrefix(frag, "/") {
		return nil, fmt.Errorf("$ref %q: not a JSON pointer", ref)
	}
	for _, tok := range strings.Split(frag[1:], "/") {
		tok = strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")
		switch c := cur.(type) {
		case map[string]any:
			next, ok := c[tok]
			if !ok {
				return nil, fmt.Errorf("$ref %q does not resolve (no %q)", ref, tok)
			}
			cur = next
		case []any:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(c) {
				return nil, fmt.Errorf("$ref %q does not resolve (bad index %q)", ref, tok)
			}
			cur = c[i]
		default:
			return nil, fmt.Errorf("$ref %q does not resolve (%q under a scalar)", ref, tok)
		}
	}
	return cur, nil
}

// escape encodes one JSON pointer reference token (RFC 6901).
func escape(tok string) string {
	return strings.ReplaceAll(strings.ReplaceAll(tok, "~", "~0"), "/", "~1")
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
