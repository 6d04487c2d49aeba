package console

import (
	"errors"
	"net/http"
	"net/url"
	"strings"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/oauth"
)

type clientsData struct {
	Clients []oauth.Client
	Scopes  []string
	// New and NewSecret are the client just created; the secret is shown
	// this once.
	New          *oauth.Client
	NewSecret    string
	PlanExcluded string
}

const clientsPlanExcluded = "plan_excluded: API access requires a paid plan, so this organization cannot register OAuth clients. " +
	"Ask us to move it to the paid plan (contact support or your account manager)."

func (h *Handler) clientsPage(w http.ResponseWriter, r *http.Request, pg page, status int, d clientsData, flash, errMsg string) {
	cs, err := h.cfg.OAuth.Clients(r.Context(), pg.p.Org.ID)
	if err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	d.Clients, d.Scopes = cs, []string{account.ScopeRead, account.ScopeWrite}
	if pg.p.Org.Plan != account.PlanPaid {
		d.PlanExcluded = clientsPlanExcluded
	}
	v := pg.view("OAuth clients", d)
	v.Flash, v.Error = flash, errMsg
	h.render(w, r, status, "oauth_clients.html", v)
}

func (h *Handler) oauthClients(w http.ResponseWriter, r *http.Request, pg page) {
	h.clientsPage(w, r, pg, http.StatusOK, clientsData{}, "", "")
}

// createOAuthClient registers a client and shows its secret in this one
// response.
func (h *Handler) createOAuthClient(w http.ResponseWriter, r *http.Request, pg page) {
	c, secret, err := h.cfg.OAuth.CreateClient(r.Context(), oauth.NewClient{
		OrgID: pg.p.Org.ID, UserID: pg.sess.UserID, Name: r.PostForm.Get("name"),
		RedirectURIs: strings.Split(strings.ReplaceAll(r.PostForm.Get("redirect_uris"), "\r", ""), "\n"),
		Scopes:       r.PostForm["scopes"],
		Public:       r.PostForm.Get("public") == "on",
	})
	var in *oauth.InputError
	switch {
	case errors.As(err, &in):
		h.clientsPage(w, r, pg, http.StatusBadRequest, clientsData{}, "", in.Msg)
		return
	case errors.Is(err, oauth.ErrFreePlan):
		h.clientsPage(w, r, pg, http.StatusPaymentRequired, clientsData{}, "", clientsPlanExcluded)
		return
	case err != nil:
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	flash := "Client created. Copy the secret now: it will not be shown again."
	if c.Public {
		flash = "Public client created. It has no secret: it identifies itself with its client id and must use PKCE."
	}
	h.clientsPage(w, r, pg, http.StatusCreated, clientsData{New: &c, NewSecret: secret}, flash, "")
}

func (h *Handler) revokeOAuthClient(w http.ResponseWriter, r *http.Request, pg page) {
	err := h.cfg.OAuth.RevokeClient(r.Context(), pg.p.Org.ID, r.PathValue("id"))
	if errors.Is(err, oauth.ErrNotFound) {
		h.clientsPage(w, r, pg, http.StatusNotFound, clientsData{}, "", "There is no such OAuth client in this organization.")
		return
	}
	if err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	h.clientsPage(w, r, pg, http.StatusOK, clientsData{}, "Client revoked: it can no longer get tokens, and the tokens it had now get 401.", "")
}

type consentData struct {
	Client  oauth.Client
	Scopes  []string
	Request oauth.AuthRequest
	// Hidden carries the request through the form.
	Hidden url.Values
}

// checkConsent validates the authorization request of r for the
// session's organization. It answers the browser itself, and returns
// false, when the request is refused: to the client's redirect URI when
// that can be trusted, on an error page otherwise.
func (h *Handler) checkConsent(w http.ResponseWriter, r *http.Request, pg page, req oauth.AuthRequest) (oauth.Consent, bool) {
	c, err := h.cfg.OAuth.CheckAuthorization(r.Context(), pg.p.Org.ID, req)
	var ae *oauth.AuthError
	switch {
	case errors.As(err, &ae) && ae.Redirect:
		http.Redirect(w, r, ae.ErrorRedirect(req), http.StatusSeeOther)
		return c, false
	case errors.As(err, &ae):
		status := http.StatusBadRequest
		if ae.Err.Code == oauth.CodeAccessDenied {
			status = http.StatusForbidden
		}
		h.fail(w, r, nil, status, "This authorization request was refused: "+ae.Err.Description)
		return c, false
	case err != nil:
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return c, false
	}
	return c, true
}

// consent shows an application's request to an admin, who approves or
// denies it. A member sees it without the form.
func (h *Handler) consent(w http.ResponseWriter, r *http.Request, pg page) {
	req := oauth.ParseAuthRequest(r.URL.Query())
	c, ok := h.checkConsent(w, r, pg, req)
	if !ok {
		return
	}
	// The approval's answer redirects to the client: a form may only be
	// sent, and so redirected, where form-action allows.
	if u, err := url.Parse(req.RedirectURI); err == nil && !strings.ContainsAny(u.Host, " ;,'\"") {
		w.Header().Set("Content-Security-Policy",
			strings.Replace(contentSecPolicy, "form-action 'self'", "form-action 'self' "+u.Scheme+"://"+u.Host, 1))
	}
	h.render(w, r, http.StatusOK, "consent.html", pg.view("Connect "+c.Client.Name,
		consentData{Client: c.Client, Scopes: c.Scopes, Request: req, Hidden: req.Values()}))
}

// decide is the admin's answer: a code sent to the client, or
// access_denied.
func (h *Handler) decide(w http.ResponseWriter, r *http.Request, pg page) {
	req := oauth.ParseAuthRequest(r.PostForm)
	c, ok := h.checkConsent(w, r, pg, req)
	if !ok {
		return
	}
	if r.PostForm.Get("decision") != "approve" {
		http.Redirect(w, r, c.Deny(), http.StatusSeeOther)
		return
	}
	to, err := h.cfg.OAuth.Approve(r.Context(), c, pg.sess.UserID)
	if err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	http.Redirect(w, r, to, http.StatusSeeOther)
}

type connectionsData struct {
	Connections []oauth.Connection
	// Users names the users who approved, by id.
	Users map[string]string
}

func (h *Handler) connectionsPage(w http.ResponseWriter, r *http.Request, pg page, status int, flash, errMsg string) {
	cs, err := h.cfg.OAuth.Connections(r.Context(), pg.p.Org.ID)
	if err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	users, err := h.cfg.Console.Users(r.Context(), pg.p.Org.ID)
	if err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	d := connectionsData{Connections: cs, Users: map[string]string{}}
	for _, u := range users {
		d.Users[u.UserID] = u.Email
	}
	v := pg.view("Connected apps", d)
	v.Flash, v.Error = flash, errMsg
	h.render(w, r, status, "connected_apps.html", v)
}

// connectedApps lists the applications connected to the organization:
// each live grant, with who approved it, its scopes and the tokens issued
// under it.
func (h *Handler) connectedApps(w http.ResponseWriter, r *http.Request, pg page) {
	h.connectionsPage(w, r, pg, http.StatusOK, "", "")
}

// revokeConnection disconnects one grant: its access and refresh tokens
// stop working at once, the client stays registered.
func (h *Handler) revokeConnection(w http.ResponseWriter, r *http.Request, pg page) {
	err := h.cfg.OAuth.RevokeGrant(r.Context(), pg.p.Org.ID, r.PathValue("client"), r.PathValue("grant"))
	if errors.Is(err, oauth.ErrNotFound) {
		h.connectionsPage(w, r, pg, http.StatusNotFound, "", "There is no such connection in this organization.")
		return
	}
	if err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	h.connectionsPage(w, r, pg, http.StatusOK, "Disconnected: the application's tokens now get 401, and it must ask for authorization again.", "")
}
