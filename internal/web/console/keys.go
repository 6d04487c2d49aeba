package console

import (
	"errors"
	"net/http"
	"slices"

	"github.com/docanalysis/service/internal/domain/account"
)

type keysData struct {
	Keys   []account.Credential
	Scopes []string
	// NewKey is the secret of the key just created, shown this once.
	NewKey string
	Plan   account.Plan
	// PlanExcluded explains why the organization cannot create keys.
	PlanExcluded string
}

// planExcluded is the console's plan_excluded explanation, with what to do.
const planExcluded = "plan_excluded: API access requires a paid plan, so this organization cannot create API keys. " +
	"Ask us to move it to the paid plan (contact support or your account manager); keys can be created here right after."

func (h *Handler) keysPage(w http.ResponseWriter, r *http.Request, pg page, status int, d keysData, flash, errMsg string) {
	keys, err := h.cfg.Accounts.Keys(r.Context(), pg.p.Org.ID)
	if err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	d.Keys, d.Scopes, d.Plan = keys, []string{account.ScopeRead, account.ScopeWrite}, pg.p.Org.Plan
	if pg.p.Org.Plan != account.PlanPaid {
		d.PlanExcluded = planExcluded
	}
	v := pg.view("API keys", d)
	v.Flash, v.Error = flash, errMsg
	h.render(w, r, status, "keys.html", v)
}

func (h *Handler) keys(w http.ResponseWriter, r *http.Request, pg page) {
	h.keysPage(w, r, pg, http.StatusOK, keysData{}, "", "")
}

// createKey issues a key and shows its secret in this one response; it is
// never shown again (only its hash is stored).
func (h *Handler) createKey(w http.ResponseWriter, r *http.Request, pg page) {
	var scopes []string
	for _, s := range r.PostForm["scopes"] {
		if !account.ValidScope(s) {
			h.keysPage(w, r, pg, http.StatusBadRequest, keysData{}, "", "Unknown scope "+s+".")
			return
		}
		if !slices.Contains(scopes, s) {
			scopes = append(scopes, s)
		}
	}
	if len(scopes) == 0 {
		h.keysPage(w, r, pg, http.StatusBadRequest, keysData{}, "", "Choose at least one scope.")
		return
	}
	slices.Sort(scopes)
	_, secret, err := h.cfg.Accounts.CreateAPIKey(r.Context(), pg.p.Org.ID, pg.sess.UserID, scopes)
	if errors.Is(err, account.ErrFreePlanKey) {
		h.keysPage(w, r, pg, http.StatusPaymentRequired, keysData{}, "", planExcluded)
		return
	}
	if err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	h.keysPage(w, r, pg, http.StatusCreated, keysData{NewKey: secret}, "Key created. Copy it now: it will not be shown again.", "")
}

func (h *Handler) revokeKey(w http.ResponseWriter, r *http.Request, pg page) {
	err := h.cfg.Accounts.RevokeKey(r.Context(), pg.p.Org.ID, r.PathValue("id"))
	if errors.Is(err, account.ErrNotFound) {
		h.keysPage(w, r, pg, http.StatusNotFound, keysData{}, "", "There is no such key in this organization.")
		return
	}
	if err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	h.keysPage(w, r, pg, http.StatusOK, keysData{}, "Key revoked: requests with it now get 401.", "")
}
