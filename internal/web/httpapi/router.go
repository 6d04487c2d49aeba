package httpapi

import (
	"net/http"
	"slices"
	"strings"
)

// route is one endpoint. Scope is the scope it requires; "" means public.
// A route with emptyParams matches a path whose {name} segment is empty
// (GET /api/v1/clients//open-banking, GET /api/v1/clients/), so that its
// handler can answer id_required instead of the router answering 404.
type route struct {
	method      string
	pattern     []string
	scope       string
	handle      func(w http.ResponseWriter, r *http.Request, c *call)
	emptyParams bool
}

// router matches method and path, filling {name} path values. It exists
// (instead of http.ServeMux) so that unknown paths and wrong methods answer
// in the error envelope with rate-limit headers like every other response.
type router struct{ routes []route }

func (rt *router) add(method, path, scope string, h func(http.ResponseWriter, *http.Request, *call)) {
	rt.routes = append(rt.routes, route{method: method, pattern: split(path), scope: scope, handle: h})
}

// addEmptyParams adds a route whose path parameters may be empty.
func (rt *router) addEmptyParams(method, path, scope string, h func(http.ResponseWriter, *http.Request, *call)) {
	rt.routes = append(rt.routes, route{method: method, pattern: split(path), scope: scope, handle: h, emptyParams: true})
}

func split(p string) []string { return strings.Split(strings.Trim(p, "/"), "/") }

// match returns the route for r, or nil and the methods allowed on the path.
func (rt *router) match(r *http.Request) (*route, []string) {
	// A trailing slash leaves an empty last parameter: only a route that
	// takes empty parameters, with the request's method, matches it as
	// such; any other path is matched without the slash.
	if raw := strings.Split(strings.TrimPrefix(r.URL.Path, "/"), "/"); len(raw) > 1 && raw[len(raw)-1] == "" {
		for i := range rt.routes {
			rr := &rt.routes[i]
			if !rr.emptyParams || rr.method != r.Method {
				continue
			}
			if params, ok := matchPath(rr.pattern, raw, true); ok {
				for k, v := range params {
					r.SetPathValue(k, v)
				}
				return rr, nil
			}
		}
	}
	segs := split(r.URL.Path)
	var allowed []string
	for i := range rt.routes {
		rr := &rt.routes[i]
		params, ok := matchPath(rr.pattern, segs, rr.emptyParams)
		if !ok {
			continue
		}
		if rr.method != r.Method {
			allowed = append(allowed, rr.method)
			continue
		}
		for k, v := range params {
			r.SetPathValue(k, v)
		}
		return rr, nil
	}
	slices.Sort(allowed)
	return nil, slices.Compact(allowed)
}

func matchPath(pattern, segs []string, emptyParams bool) (map[string]string, bool) {
	if len(pattern) != len(segs) {
		return nil, false
	}
	var params map[string]string
	for i, p := range pattern {
		if strings.HasPrefix(p, "{") && strings.HasSuffix(p, "}") {
			if segs[i] == "" && !emptyParams {
				return nil, false
			}
			if params == nil {
				params = map[string]string{}
			}
			params[p[1:len(p)-1]] = segs[i]
			continue
		}
		if p != segs[i] {
			return nil, false
		}
	}
	return params, true
}
