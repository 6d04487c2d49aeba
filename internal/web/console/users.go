package console

import (
	"errors"
	"net/http"
	"net/url"

	"github.com/docanalysis/service/internal/domain/console"
)

type usersData struct {
	Users       []console.Login
	Invitations []console.Invitation
	Roles       []console.Role
	// Link is the invitation link just created, shown this once: only
	// its token's hash is stored.
	Link string
	// Invited is the invitation Link opens.
	Invited *console.Invitation
}

// invitationMessages words the invitation errors for the page.
var invitationMessages = map[error]string{
	console.ErrInvalidInvitation: "This invitation link is not valid: it was used already, has expired, or was mistyped. Ask an admin of your organization for a new one.",
	console.ErrInvalidEmail:      "Enter the e-mail address of the person to invite.",
	console.ErrInvalidRole:       "Choose a role: admin or member.",
	console.ErrAlreadyMember:     "This e-mail is already a user of this organization.",
	console.ErrLoginExists:       "This e-mail already has a console login. Sign in with it, or ask to be invited with another address.",
	console.ErrWeakPassword:      "Choose a password of 12 to 72 characters.",
}

func invitationMessage(err error) (string, bool) {
	for e, msg := range invitationMessages {
		if errors.Is(err, e) {
			return msg, true
		}
	}
	return "", false
}

func (h *Handler) usersPage(w http.ResponseWriter, r *http.Request, pg page, status int, d usersData, flash, errMsg string) {
	var err error
	if d.Users, err = h.cfg.Console.Users(r.Context(), pg.p.Org.ID); err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	if d.Invitations, err = h.cfg.Console.PendingInvitations(r.Context(), pg.p.Org.ID); err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	d.Roles = []console.Role{console.RoleMember, console.RoleAdmin}
	v := pg.view("Users", d)
	v.Flash, v.Error = flash, errMsg
	h.render(w, r, status, "users.html", v)
}

func (h *Handler) users(w http.ResponseWriter, r *http.Request, pg page) {
	h.usersPage(w, r, pg, http.StatusOK, usersData{}, "", "")
}

// invite creates an invitation and shows its link in this one response.
// The console sends no e-mail: the admin passes the link on.
func (h *Handler) invite(w http.ResponseWriter, r *http.Request, pg page) {
	inv, token, err := h.cfg.Console.Invite(r.Context(), pg.p.Org.ID, pg.sess.UserID, r.PostForm.Get("email"), console.Role(r.PostForm.Get("role")))
	if msg, ok := invitationMessage(err); ok {
		h.usersPage(w, r, pg, http.StatusBadRequest, usersData{}, "", msg)
		return
	}
	if err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	link := baseURL(r) + Prefix + "/invitation?token=" + url.QueryEscape(token)
	h.usersPage(w, r, pg, http.StatusCreated, usersData{Link: link, Invited: &inv},
		"Invitation created. Copy the link now and send it to "+inv.Email+": it is shown only this once, works once, and expires "+
			inv.ExpiresAt.UTC().Format("2006-01-02 15:04 UTC")+".", "")
}

// baseURL is the scheme and host the browser reached the console at
// (X-Forwarded-Proto and Host, as API Gateway sends them).
func baseURL(r *http.Request) string {
	scheme := "https"
	if p := r.Header.Get("X-Forwarded-Proto"); p == "http" || (p == "" && r.TLS == nil) {
		scheme = "http"
	}
	return scheme + "://" + r.Host
}

type acceptData struct {
	Token string
	Email string
	Org   string
	Role  console.Role
}

// invitation is where an invitation link lands: the invitee, signed out,
// chooses a password. The form has the sign-in form's double-submit CSRF
// token.
func (h *Handler) invitation(w http.ResponseWriter, r *http.Request) {
	h.showInvitation(w, r, http.StatusOK, r.URL.Query().Get("token"), "")
}

func (h *Handler) showInvitation(w http.ResponseWriter, r *http.Request, status int, token, msg string) {
	inv, err := h.cfg.Console.InvitationByToken(r.Context(), token)
	if m, ok := invitationMessage(err); ok {
		h.fail(w, r, nil, http.StatusNotFound, m)
		return
	}
	if err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	d := acceptData{Token: token, Email: inv.Email, Role: inv.Role}
	if org, err := h.cfg.Accounts.Store.GetOrg(r.Context(), inv.OrgID); err == nil {
		d.Org = org.Name
	}
	h.render(w, r, status, "invitation.html", view{Title: "Join the console", CSRF: h.preSessionCSRF(w), Error: msg, Data: d})
}

// acceptInvitation sets the invitee's password, spends the link and signs
// them in.
func (h *Handler) acceptInvitation(w http.ResponseWriter, r *http.Request) {
	if !h.preSessionForm(w, r, "The form") {
		return
	}
	token, pw := r.PostForm.Get("token"), r.PostForm.Get("password")
	if pw != r.PostForm.Get("password_again") {
		h.showInvitation(w, r, http.StatusBadRequest, token, "The two passwords differ.")
		return
	}
	_, session, err := h.cfg.Console.AcceptInvitation(r.Context(), token, pw)
	switch msg, ok := invitationMessage(err); {
	case errors.Is(err, console.ErrWeakPassword):
		h.showInvitation(w, r, http.StatusBadRequest, token, msg)
		return
	case ok:
		h.fail(w, r, nil, http.StatusNotFound, msg)
		return
	case err != nil:
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	http.SetCookie(w, h.cookie(loginCSRFCookie, "", -1))
	http.SetCookie(w, h.cookie(sessionCookie, session, int(h.cfg.Console.SessionTTLOrDefault().Seconds())))
	http.Redirect(w, r, Prefix+"/analyses", http.StatusSeeOther)
}

// revokeInvitation withdraws a pending invitation: its link stops working.
func (h *Handler) revokeInvitation(w http.ResponseWriter, r *http.Request, pg page) {
	err := h.cfg.Console.RevokeInvitation(r.Context(), pg.p.Org.ID, r.PathValue("hash"))
	if errors.Is(err, console.ErrInvalidInvitation) {
		h.usersPage(w, r, pg, http.StatusNotFound, usersData{}, "", "There is no such pending invitation in this organization.")
		return
	}
	if err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	h.usersPage(w, r, pg, http.StatusOK, usersData{}, "Invitation withdrawn: its link no longer works.", "")
}
