// Package console is the customer console: server-rendered pages under
// /console where an organization's users sign in, manage API keys, OAuth
// clients and webhook subscriptions, approve an application's OAuth
// request, read the delivery log and look at results.
//
// It is served by the API function, on the same handler as /api/v1
// (httpapi.Config.Console), and renders html/template pages with its
// assets embedded in the binary: there is no build step.
//
// Every page is answered with a strict Content-Security-Policy (no inline
// script or style, nothing from another origin), and every form carries a
// CSRF token: the session's synchronizer token once signed in, a
// double-submit cookie on the sign-in form. The session cookie is
// HttpOnly, SameSite=Lax and, deployed, Secure.
//
// Handlers call the domain services (console, account, webhook, analysis,
// client, billing, oauth) and never the store.
package console

import (
	"embed"
	"encoding/json"
	"errors"
	"html/template"
	"io/fs"
	"log/slog"
	"net/http"
	"net/url"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/billing"
	"github.com/docanalysis/service/internal/domain/client"
	"github.com/docanalysis/service/internal/domain/console"
	"github.com/docanalysis/service/internal/domain/oauth"
	"github.com/docanalysis/service/internal/domain/webhook"
	"github.com/docanalysis/service/internal/platform/apperr"
)

//go:embed templates/*.html
var templateFS embed.FS

//go:embed static
var staticFS embed.FS

// Prefix is where the console is mounted.
const Prefix = "/console"

// Cookie names. The login CSRF cookie exists only before sign-in.
const (
	sessionCookie    = "console_session"
	loginCSRFCookie  = "console_login_csrf"
	csrfField        = "csrf"
	contentSecPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
		"form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
)

// Config holds the console's dependencies.
type Config struct {
	Console  *console.Service
	Accounts *account.Service
	Webhooks *webhook.Service
	Analyses *analysis.Service
	// Billing, when set, adds the usage page; DefaultRateLimit is the
	// requests a minute of an organization without its own limit.
	Billing          *billing.Service
	DefaultRateLimit int
	// Clients, when set, adds the clients list and profile pages.
	Clients *client.Service
	// OAuth, when set, adds the OAuth clients page and the consent page
	// of the authorization-code flow.
	OAuth *oauth.Service
	// SecureCookies marks cookies Secure; set it wherever the console is
	// served over HTTPS (deployed).
	SecureCookies bool
	Log           *slog.Logger
}

// Handler serves /console.
type Handler struct {
	cfg   Config
	mux   *http.ServeMux
	pages map[string]*template.Template
	log   *slog.Logger
}

// New returns the console handler.
func New(cfg Config) *Handler {
	if cfg.Log == nil {
		cfg.Log = slog.Default()
	}
	h := &Handler{cfg: cfg, mux: http.NewServeMux(), pages: parsePages(), log: cfg.Log}
	static, _ := fs.Sub(staticFS, "static")
	h.mux.Handle("GET "+Prefix+"/static/", http.StripPrefix(Prefix+"/static/", http.FileServerFS(static)))
	h.mux.HandleFunc("GET "+Prefix+"/{$}", h.home)
	h.mux.HandleFunc("GET "+Prefix+"/login", h.loginForm)
	h.mux.HandleFunc("POST "+Prefix+"/login", h.login)
	h.mux.HandleFunc("POST "+Prefix+"/logout", h.signedIn(member, h.logout))
	h.mux.HandleFunc("GET "+Prefix+"/keys", h.signedIn(member, h.keys))
	h.mux.HandleFunc("POST "+Prefix+"/keys", h.signedIn(admin, h.createKey))
	h.mux.HandleFunc("POST "+Prefix+"/keys/{id}/revoke", h.signedIn(admin, h.revokeKey))
	h.mux.HandleFunc("GET "+Prefix+"/webhooks", h.signedIn(member, h.webhooks))
	h.mux.HandleFunc("POST "+Prefix+"/webhooks", h.signedIn(admin, h.createWebhook))
	h.mux.HandleFunc("POST "+Prefix+"/webhooks/{id}/delete", h.signedIn(admin, h.deleteWebhook))
	h.mux.HandleFunc("POST "+Prefix+"/webhooks/test", h.signedIn(admin, h.testWebhook))
	h.mux.HandleFunc("GET "+Prefix+"/deliveries", h.signedIn(member, h.deliveries))
	h.mux.HandleFunc("POST "+Prefix+"/deliveries/{id}/redeliver", h.signedIn(admin, h.redeliver))
	h.mux.HandleFunc("GET "+Prefix+"/users", h.signedIn(member, h.users))
	h.mux.HandleFunc("POST "+Prefix+"/users", h.signedIn(admin, h.invite))
	h.mux.HandleFunc("POST "+Prefix+"/invitations/{hash}/revoke", h.signedIn(admin, h.revokeInvitation))
	h.mux.HandleFunc("GET "+Prefix+"/invitation", h.invitation)
	h.mux.HandleFunc("POST "+Prefix+"/invitation", h.acceptInvitation)
	h.mux.HandleFunc("GET "+Prefix+"/analyses", h.signedIn(member, h.analyses))
	h.mux.HandleFunc("GET "+Prefix+"/analyses/{id}", h.signedIn(member, h.analysis))
	h.mux.HandleFunc("GET "+Prefix+"/analyses/{id}/pages/{page}", h.signedIn(member, h.pageImage))
	if cfg.Billing != nil {
		h.mux.HandleFunc("GET "+Prefix+"/usage", h.signedIn(member, h.usage))
	}
	if cfg.Clients != nil {
		h.mux.HandleFunc("GET "+Prefix+"/clients", h.signedIn(member, h.clients))
		h.mux.HandleFunc("GET "+Prefix+"/clients/{id}", h.signedIn(member, h.clientProfile))
	}
	if cfg.OAuth != nil {
		h.mux.HandleFunc("GET "+Prefix+"/oauth-clients", h.signedIn(member, h.oauthClients))
		h.mux.HandleFunc("POST "+Prefix+"/oauth-clients", h.signedIn(admin, h.createOAuthClient))
		h.mux.HandleFunc("POST "+Prefix+"/oauth-clients/{id}/revoke", h.signedIn(admin, h.revokeOAuthClient))
		h.mux.HandleFunc("GET "+Prefix+"/connected-apps", h.signedIn(member, h.connectedApps))
		h.mux.HandleFunc("POST "+Prefix+"/connected-apps/{client}/grants/{grant}/revoke", h.signedIn(admin, h.revokeConnection))
		// A member may look at a request (to know what to ask an admin
		// for); only an admin answers it.
		h.mux.HandleFunc("GET "+Prefix+"/oauth/authorize", h.signedIn(member, h.consent))
		h.mux.HandleFunc("POST "+Prefix+"/oauth/authorize", h.signedIn(admin, h.decide))
	}
	return h
}

func parsePages() map[string]*template.Template {
	funcs := template.FuncMap{
		"when": func(t time.Time) string {
			if t.IsZero() {
				return "never"
			}
			return t.UTC().Format("2006-01-02 15:04 UTC")
		},
		"whenp": func(t *time.Time) string {
			if t == nil {
				return ""
			}
			return t.UTC().Format("2006-01-02 15:04:05 UTC")
		},
		"num": num,
		"evidence": func(m map[string]any) string {
			if len(m) == 0 {
				return ""
			}
			b, _ := json.Marshal(m)
			return string(b)
		},
		"deref": func(p any) any {
			switch v := p.(type) {
			case *int:
				if v == nil {
					return ""
				}
				return *v
			case *string:
				if v == nil {
					return ""
				}
				return *v
			case *bool:
				return v != nil && *v
			}
			return p
		},
	}
	names, err := fs.Glob(templateFS, "templates/*.html")
	if err != nil {
		panic(err)
	}
	pages := map[string]*template.Template{}
	for _, n := range names {
		if n == "templates/layout.html" {
			continue
		}
		t := template.Must(template.New("layout.html").Funcs(funcs).ParseFS(templateFS, "templates/layout.html", n))
		pages[n[len("templates/"):]] = t
	}
	return pages
}

// ServeHTTP implements http.Handler: the security headers of every
// answer, the same-origin check of every POST, then the page.
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	hd := w.Header()
	hd.Set("Content-Security-Policy", contentSecPolicy)
	hd.Set("X-Content-Type-Options", "nosniff")
	hd.Set("X-Frame-Options", "DENY")
	hd.Set("Referrer-Policy", "same-origin")
	hd.Set("Cache-Control", "no-store")
	if r.URL.Path == Prefix {
		http.Redirect(w, r, Prefix+"/", http.StatusFound)
		return
	}
	if r.Method == http.MethodPost && !sameOrigin(r) {
		h.fail(w, r, nil, http.StatusForbidden, "This form was posted from another site and was refused.")
		return
	}
	h.mux.ServeHTTP(w, r)
}

// sameOrigin reports whether a POST comes from this site, by its Origin
// header (or Referer, when a browser sends no Origin). A request with
// neither is let through to the CSRF token check, which every form has.
func sameOrigin(r *http.Request) bool {
	src := r.Header.Get("Origin")
	if src == "" {
		src = r.Header.Get("Referer")
	}
	if src == "" {
		return true
	}
	u, err := url.Parse(src)
	return err == nil && u.Host == r.Host
}

// role is the least a route needs.
type role int

const (
	member role = iota
	admin
)

// page is what a signed-in handler gets.
type page struct {
	sess console.Session
	p    account.Principal
}

// signedIn wraps a handler that needs a session of at least need, and, for
// a POST, a valid CSRF token. Without a session a GET goes to the sign-in
// page (and back after it); a POST is refused.
func (h *Handler) signedIn(need role, fn func(w http.ResponseWriter, r *http.Request, pg page)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var token string
		if c, err := r.Cookie(sessionCookie); err == nil {
			token = c.Value
		}
		sess, err := h.cfg.Console.Session(r.Context(), token)
		if errors.Is(err, console.ErrNoSession) {
			if r.Method == http.MethodGet {
				http.Redirect(w, r, Prefix+"/login?next="+url.QueryEscape(r.URL.RequestURI()), http.StatusFound)
				return
			}
			h.fail(w, r, nil, http.StatusUnauthorized, "Your session has ended. Sign in again.")
			return
		}
		if err != nil {
			h.fail(w, r, err, http.StatusInternalServerError, "")
			return
		}
		pg := page{sess: sess}
		if r.Method == http.MethodPost {
			if err := r.ParseForm(); err != nil || !sess.ValidCSRF(r.PostForm.Get(csrfField)) {
				h.fail(w, r, nil, http.StatusForbidden, "The form was stale or not sent by this console (CSRF check). Reload the page and try again.")
				return
			}
		}
		if need == admin && sess.Role != console.RoleAdmin {
			h.fail(w, r, nil, http.StatusForbidden, "Only an organization admin can do this. Ask an admin of your organization.")
			return
		}
		pg.p, err = h.cfg.Console.Principal(r.Context(), sess)
		if err != nil {
			h.fail(w, r, err, http.StatusInternalServerError, "")
			return
		}
		fn(w, r, pg)
	}
}

// view is the data every page template gets.
type view struct {
	Title   string
	Session *console.Session
	Admin   bool
	CSRF    string
	Flash   string
	Error   string
	Data    any
}

func (pg page) view(title string, data any) view {
	return view{Title: title, Session: &pg.sess, Admin: pg.sess.Role == console.RoleAdmin, CSRF: pg.sess.CSRF, Data: data}
}

// render writes a page.
func (h *Handler) render(w http.ResponseWriter, r *http.Request, status int, name string, v view) {
	t, ok := h.pages[name]
	if !ok {
		h.fail(w, r, errors.New("console: no template "+name), http.StatusInternalServerError, "")
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	if err := t.Execute(w, v); err != nil {
		h.log.ErrorContext(r.Context(), "console: render", "page", name, "err", err)
	}
}

// fail renders the error page. An internal error (err set) is logged and
// shown only as a generic message.
func (h *Handler) fail(w http.ResponseWriter, r *http.Request, err error, status int, msg string) {
	if err != nil {
		h.log.ErrorContext(r.Context(), "console: request failed", "method", r.Method, "path", r.URL.Path, "err", err)
		msg = "Something went wrong on our side. Try again; if it keeps failing, contact support."
	}
	h.render(w, r, status, "error.html", view{Title: http.StatusText(status), Error: msg})
}

// message is what a domain error may tell the user: an apperr's message
// is written for clients; anything else is internal.
func message(err error) (string, bool) {
	if e, ok := apperr.As(err); ok && e.Kind != apperr.Internal && e.Err == nil {
		return e.Message, true
	}
	return "", false
}

func (h *Handler) home(w http.ResponseWriter, r *http.Request) {
	http.Redirect(w, r, Prefix+"/keys", http.StatusFound)
}
