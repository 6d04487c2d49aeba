package console

import (
	"crypto/subtle"
	"errors"
	"net/http"
	"strings"

	"github.com/docanalysis/service/internal/domain/console"
	"github.com/docanalysis/service/internal/platform/ids"
	"github.com/docanalysis/service/internal/web/clientaddr"
)

type loginData struct {
	Email string
	Next  string
}

// loginForm shows the sign-in form with a fresh double-submit CSRF token:
// a cookie and the same value in the form, which another site can neither
// read nor set.
func (h *Handler) loginForm(w http.ResponseWriter, r *http.Request) {
	h.showLogin(w, r, http.StatusOK, loginData{Next: safeNext(r.URL.Query().Get("next"))}, "")
}

func (h *Handler) showLogin(w http.ResponseWriter, r *http.Request, status int, d loginData, msg string) {
	h.render(w, r, status, "login.html", view{Title: "Sign in", CSRF: h.preSessionCSRF(w), Error: msg, Data: d})
}

// preSessionCSRF sets the double-submit CSRF cookie of a form shown
// before there is a session (sign-in, accepting an invitation) and
// returns the value the form must send back.
func (h *Handler) preSessionCSRF(w http.ResponseWriter) string {
	tok := ids.Secret("", 24)
	http.SetCookie(w, h.cookie(loginCSRFCookie, tok, 3600))
	return tok
}

// preSessionForm parses a form posted before there is a session and
// checks its CSRF value against the cookie preSessionCSRF set. It answers
// the request itself and reports false when either fails.
func (h *Handler) preSessionForm(w http.ResponseWriter, r *http.Request, what string) bool {
	if err := r.ParseForm(); err != nil {
		h.fail(w, r, nil, http.StatusBadRequest, what+" could not be read.")
		return false
	}
	c, err := r.Cookie(loginCSRFCookie)
	form := r.PostForm.Get(csrfField)
	if err != nil || form == "" || subtle.ConstantTimeCompare([]byte(c.Value), []byte(form)) != 1 {
		h.fail(w, r, nil, http.StatusForbidden, "The form was stale or not sent by this console (CSRF check). Reload the page and try again.")
		return false
	}
	return true
}

func (h *Handler) login(w http.ResponseWriter, r *http.Request) {
	if !h.preSessionForm(w, r, "The sign-in form") {
		return
	}
	d := loginData{Email: r.PostForm.Get("email"), Next: safeNext(r.PostForm.Get("next"))}
	_, token, err := h.cfg.Console.SignIn(r.Context(), d.Email, r.PostForm.Get("password"), clientAddr(r))
	switch {
	case errors.Is(err, console.ErrBadCredentials):
		h.showLogin(w, r, http.StatusUnauthorized, d, "The e-mail or password is wrong.")
		return
	case errors.Is(err, console.ErrTooManyAttempts):
		w.Header().Set("Retry-After", "60")
		h.showLogin(w, r, http.StatusTooManyRequests, d, "Too many sign-in attempts. Wait a minute and try again.")
		return
	case err != nil:
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	http.SetCookie(w, h.cookie(loginCSRFCookie, "", -1))
	http.SetCookie(w, h.cookie(sessionCookie, token, int(h.cfg.Console.SessionTTLOrDefault().Seconds())))
	next := d.Next
	if next == "" {
		next = Prefix + "/keys"
	}
	http.Redirect(w, r, next, http.StatusSeeOther)
}

func (h *Handler) logout(w http.ResponseWriter, r *http.Request, _ page) {
	var token string
	if c, err := r.Cookie(sessionCookie); err == nil {
		token = c.Value
	}
	if err := h.cfg.Console.SignOut(r.Context(), token); err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	http.SetCookie(w, h.cookie(sessionCookie, "", -1))
	http.Redirect(w, r, Prefix+"/login", http.StatusSeeOther)
}

// cookie is a console cookie: HttpOnly, SameSite=Lax (so that the OAuth
// consent screen, reached by a redirect from a partner's site, still sees
// the session; every state change is a CSRF-checked POST), scoped to the
// console, Secure when deployed. maxAge < 0 deletes it.
func (h *Handler) cookie(name, value string, maxAge int) *http.Cookie {
	return &http.Cookie{Name: name, Value: value, Path: Prefix, MaxAge: maxAge, HttpOnly: true,
		SameSite: http.SameSiteLaxMode, Secure: h.cfg.SecureCookies}
}

// safeNext keeps a post-sign-in destination only if it is a console path,
// so the sign-in page cannot be used as an open redirect.
func safeNext(next string) string {
	if !strings.HasPrefix(next, Prefix+"/") || strings.HasPrefix(next, "//") || strings.ContainsAny(next, "\\\r\n") {
		return ""
	}
	return next
}

// clientAddr keys a rate limit by the client's address (clientaddr.Key).
func clientAddr(r *http.Request) string { return clientaddr.Key(r) }
