package oauth

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"net/netip"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/platform/ids"
)

// URLGuard checks that a redirect URI is HTTPS and public
// (urlguard.Guard).
type URLGuard interface {
	Check(ctx context.Context, raw string) (*url.URL, []netip.Addr, error)
}

// Service is the authorization server's logic; the web layer only reads
// requests and writes answers.
type Service struct {
	Store    Store
	Accounts *account.Service
	Guard    URLGuard
	Now      func() time.Time
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now().UTC()
	}
	return time.Now().UTC()
}

// ErrFreePlan refuses client registration on the free plan, which has no
// API access.
var ErrFreePlan = errors.New("oauth: free-plan organizations cannot register OAuth clients; move the organization to the paid plan first")

// InputError is a registration the admin must correct; its message says
// how.
type InputError struct{ Msg string }

func (e *InputError) Error() string { return e.Msg }

// NewClient is the input of CreateClient.
type NewClient struct {
	OrgID, UserID string
	Name          string
	RedirectURIs  []string
	Scopes        []string
	// Public registers a client without a secret (Client.Public).
	Public bool
}

// CreateClient registers a client and returns it with its secret, which
// is not stored (only its hash) and so is shown this once; a public
// client has no secret ("").
func (s *Service) CreateClient(ctx context.Context, in NewClient) (Client, string, error) {
	org, err := s.Accounts.Store.GetOrg(ctx, in.OrgID)
	if err != nil {
		return Client{}, "", fmt.Errorf("oauth: organization %s: %w", in.OrgID, err)
	}
	if org.Plan != account.PlanPaid {
		return Client{}, "", ErrFreePlan
	}
	name := strings.TrimSpace(in.Name)
	if name == "" || len(name) > MaxNameLen {
		return Client{}, "", &InputError{fmt.Sprintf("Give the client a name of 1 to %d characters.", MaxNameLen)}
	}
	var uris []string
	for _, raw := range in.RedirectURIs {
		raw = strings.TrimSpace(raw)
		if raw == "" || slices.Contains(uris, raw) {
			continue
		}
		if err := s.checkRedirectURI(ctx, raw); err != nil {
			return Client{}, "", err
		}
		uris = append(uris, raw)
	}
	if len(uris) == 0 || len(uris) > MaxRedirectURIs {
		return Client{}, "", &InputError{fmt.Sprintf("Give 1 to %d redirect URIs.", MaxRedirectURIs)}
	}
	var scopes []string
	for _, sc := range in.Scopes {
		if !account.ValidScope(sc) {
			return Client{}, "", &InputError{"Unknown scope " + sc + "; use analyses:read and/or analyses:write."}
		}
		if !slices.Contains(scopes, sc) {
			scopes = append(scopes, sc)
		}
	}
	if len(scopes) == 0 {
		return Client{}, "", &InputError{"Choose at least one scope."}
	}
	slices.Sort(scopes)
	c := Client{
		ID: ids.Secret(ClientIDPrefix, 12), OrgID: in.OrgID, Name: name, Public: in.Public, RedirectURIs: uris, Scopes: scopes,
		CreatedBy: in.UserID, CreatedAt: s.now(),
	}
	var secret string
	if !in.Public {
		secret = ids.Secret(ClientSecretPrefix, 32)
		c.SecretHash, c.SecretPrefix = account.Hash(secret), secret[:len(ClientSecretPrefix)+8]
	}
	if err := s.Store.CreateOAuthClient(ctx, c); err != nil {
		return Client{}, "", fmt.Errorf("oauth: store client: %w", err)
	}
	return c, secret, nil
}

// checkRedirectURI accepts an HTTPS URL whose host resolves only to public
// addresses (urlguard), or, for native apps (RFC 8252 section 7.3), an
// http URL on a loopback IP literal. No fragment (RFC 6749 section 3.1.2).
func (s *Service) checkRedirectURI(ctx context.Context, raw string) error {
	u, err := url.Parse(raw)
	if err != nil || !u.IsAbs() || u.Host == "" {
		return &InputError{"The redirect URI " + raw + " is not an absolute URL."}
	}
	if u.Fragment != "" || strings.Contains(raw, "#") {
		return &InputError{"The redirect URI " + raw + " must not have a fragment."}
	}
	if isLoopback(u) {
		return nil
	}
	if _, _, err := s.Guard.Check(ctx, raw); err != nil {
		return &InputError{"The redirect URI " + raw + " was refused: " + err.Error() +
			". Use an https URL on a public host, or http://127.0.0.1 or http://[::1] for a native app."}
	}
	return nil
}

// isLoopback reports whether u is a native app's loopback redirect: http
// on an IP literal of the loopback interface ("localhost" is not accepted,
// as RFC 8252 section 8.3 advises).
func isLoopback(u *url.URL) bool {
	if u.Scheme != "http" || u.User != nil {
		return false
	}
	a, err := netip.ParseAddr(u.Hostname())
	return err == nil && a.IsLoopback()
}

// matchRedirect reports whether the redirect_uri of a request is one the
// client registered: the same string, except that a loopback URI matches
// on any port (RFC 8252 section 7.3: the app picks its port at run time).
func (c Client) matchRedirect(raw string) bool {
	if slices.Contains(c.RedirectURIs, raw) {
		return true
	}
	u, err := url.Parse(raw)
	if err != nil || !isLoopback(u) {
		return false
	}
	for _, reg := range c.RedirectURIs {
		r, err := url.Parse(reg)
		if err == nil && isLoopback(r) && r.Hostname() == u.Hostname() && r.Path == u.Path && r.RawQuery == u.RawQuery {
			return true
		}
	}
	return false
}

// Clients lists an organization's clients, newest first.
func (s *Service) Clients(ctx context.Context, orgID string) ([]Client, error) {
	cs, err := s.Store.OAuthClients(ctx, orgID)
	if err != nil {
		return nil, fmt.Errorf("oauth: list clients of %s: %w", orgID, err)
	}
	slices.Reverse(cs)
	return cs, nil
}

// RevokeClient revokes a client of orgID and every grant it holds, so its
// tokens stop working at once. A client of another organization is
// ErrNotFound. It is safe to repeat (a failure half way is finished by
// the next attempt).
func (s *Service) RevokeClient(ctx context.Context, orgID, id string) error {
	c, err := s.Store.OAuthClient(ctx, id)
	if err != nil || c.OrgID != orgID {
		if err == nil || errors.Is(err, ErrNotFound) {
			return fmt.Errorf("oauth: client %s of %s: %w", id, orgID, ErrNotFound)
		}
		return fmt.Errorf("oauth: load client %s: %w", id, err)
	}
	if err := s.Store.RevokeOAuthClient(ctx, id); err != nil {
		return fmt.Errorf("oauth: revoke client %s: %w", id, err)
	}
	grants, err := s.Store.Grants(ctx, id)
	if err != nil {
		return fmt.Errorf("oauth: grants of client %s: %w", id, err)
	}
	for _, g := range grants {
		if err := s.revokeGrant(ctx, id, g.ID); err != nil {
			return err
		}
	}
	return nil
}

// revokeGrant marks the grant revoked, then revokes every access token
// recorded on it. The order matters: AddToGrant refuses a revoked grant,
// so a token issued concurrently is either listed here or revoked by its
// issuer.
func (s *Service) revokeGrant(ctx context.Context, clientID, grantID string) error {
	g, err := s.Store.RevokeGrant(ctx, clientID, grantID)
	if errors.Is(err, ErrNotFound) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("oauth: revoke grant %s: %w", grantID, err)
	}
	for _, id := range g.AccessTokenIDs {
		if err := s.Accounts.RevokeToken(ctx, id); err != nil {
			return fmt.Errorf("oauth: revoke grant %s: %w", grantID, err)
		}
	}
	return nil
}

// AuthenticateClient checks a client's id and secret: a confidential
// client must send its secret, a public one none (its client_id is an
// identifier, not a credential: RFC 6749 section 2.1, whose code grant is
// held to PKCE). Every failure is ErrInvalidClient.
func (s *Service) AuthenticateClient(ctx context.Context, id, secret string) (Client, error) {
	if id == "" {
		return Client{}, ErrInvalidClient
	}
	c, err := s.Store.OAuthClient(ctx, id)
	if errors.Is(err, ErrNotFound) {
		return Client{}, ErrInvalidClient
	}
	if err != nil {
		return Client{}, fmt.Errorf("oauth: load client: %w", err)
	}
	if c.Revoked {
		return Client{}, ErrInvalidClient
	}
	if c.Public {
		// A secret sent for a client that has none is a client that
		// does not know what it is: refused rather than ignored.
		if secret != "" {
			return Client{}, ErrInvalidClient
		}
		return c, nil
	}
	if secret == "" || subtle.ConstantTimeCompare([]byte(account.Hash(secret)), []byte(c.SecretHash)) != 1 {
		return Client{}, ErrInvalidClient
	}
	return c, nil
}

// parseScope reads a scope parameter (space-delimited, RFC 6749 section
// 3.3) and checks it against allowed; an empty one is all of allowed.
func parseScope(raw string, allowed []string) ([]string, error) {
	fields := strings.Fields(raw)
	if len(fields) == 0 {
		return slices.Clone(allowed), nil
	}
	var out []string
	for _, f := range fields {
		if !account.ValidScope(f) {
			return nil, invalidScope(fmt.Sprintf("Unknown scope %q; the scopes are analyses:read and analyses:write.", f))
		}
		if !slices.Contains(allowed, f) {
			return nil, invalidScope(fmt.Sprintf("The scope %s is beyond what was granted to this client (%s).", f, strings.Join(allowed, " ")))
		}
		if !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	slices.Sort(out)
	return out, nil
}

// AuthRequest is an authorization request (RFC 6749 section 4.1.1 with
// RFC 7636's parameters).
type AuthRequest struct {
	ClientID, RedirectURI, ResponseType, Scope, State, CodeChallenge, CodeChallengeMethod string
}

// ParseAuthRequest reads an authorization request's parameters.
func ParseAuthRequest(q url.Values) AuthRequest {
	return AuthRequest{
		ClientID: q.Get("client_id"), RedirectURI: q.Get("redirect_uri"), ResponseType: q.Get("response_type"),
		Scope: q.Get("scope"), State: q.Get("state"), CodeChallenge: q.Get("code_challenge"),
		CodeChallengeMethod: q.Get("code_challenge_method"),
	}
}

// Values is the request as query parameters, to carry it through the
// consent form.
func (r AuthRequest) Values() url.Values {
	v := url.Values{}
	for k, x := range map[string]string{
		"client_id": r.ClientID, "redirect_uri": r.RedirectURI, "response_type": r.ResponseType, "scope": r.Scope,
		"state": r.State, "code_challenge": r.CodeChallenge, "code_challenge_method": r.CodeChallengeMethod,
	} {
		if x != "" {
			v.Set(k, x)
		}
	}
	return v
}

// Consent is a checked authorization request, ready to be shown to an
// admin.
type Consent struct {
	Client  Client
	Request AuthRequest
	Scopes  []string
}

// validVerifier reports whether s has the form of a PKCE code_verifier
// (RFC 7636 section 4.1); an S256 code_challenge is 43 characters of the
// same alphabet.
func validVerifier(s string, minLen, maxLen int) bool {
	if len(s) < minLen || len(s) > maxLen {
		return false
	}
	for _, r := range s {
		if !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || strings.ContainsRune("-._~", r)) {
			return false
		}
	}
	return true
}

// CheckAuthorization validates an authorization request for orgID's
// consent page. An unknown or revoked client, a redirect URI it did not
// register, or a client of another organization is an AuthError that must
// not redirect; the other faults redirect with the error.
func (s *Service) CheckAuthorization(ctx context.Context, orgID string, r AuthRequest) (Consent, error) {
	noRedirect := func(desc string) error {
		return &AuthError{Err: invalidRequest(desc)}
	}
	if r.ClientID == "" {
		return Consent{}, noRedirect("The request has no client_id.")
	}
	c, err := s.Store.OAuthClient(ctx, r.ClientID)
	if errors.Is(err, ErrNotFound) || (err == nil && c.Revoked) {
		return Consent{}, noRedirect("There is no such client, or it was revoked.")
	}
	if err != nil {
		return Consent{}, fmt.Errorf("oauth: load client: %w", err)
	}
	if r.RedirectURI == "" || !c.matchRedirect(r.RedirectURI) {
		return Consent{}, noRedirect("The redirect_uri is missing or is not one this client registered.")
	}
	if c.OrgID != orgID {
		return Consent{}, &AuthError{Err: newError(CodeAccessDenied, 403,
			"This application is registered with another organization; sign in as an admin of that organization.")}
	}
	redirect := func(e *Error) error { return &AuthError{Err: e, Redirect: true} }
	if r.ResponseType != "code" {
		return Consent{}, redirect(newError(CodeUnsupportedResponseType, 400, "response_type must be code."))
	}
	if r.CodeChallengeMethod != "S256" || !validVerifier(r.CodeChallenge, 43, 43) {
		return Consent{}, redirect(invalidRequest("PKCE is required: send a code_challenge (43 characters, BASE64URL of SHA-256) with code_challenge_method=S256."))
	}
	scopes, err := parseScope(r.Scope, c.Scopes)
	if err != nil {
		var e *Error
		errors.As(err, &e)
		return Consent{}, redirect(e)
	}
	return Consent{Client: c, Request: r, Scopes: scopes}, nil
}

// redirectTo adds params to the client's redirect URI, keeping its own
// query.
func redirectTo(raw string, params url.Values) string {
	u, err := url.Parse(raw)
	if err != nil {
		return raw
	}
	q := u.Query()
	for k, v := range params {
		q[k] = v
	}
	u.RawQuery = q.Encode()
	return u.String()
}

// ErrorRedirect is where a refused request sends the browser: the
// redirect URI with error, error_description and state.
func (c Consent) ErrorRedirect(e *Error) string {
	p := url.Values{"error": {e.Code}, "error_description": {e.Description}}
	if c.Request.State != "" {
		p.Set("state", c.Request.State)
	}
	return redirectTo(c.Request.RedirectURI, p)
}

// ErrorRedirect is AuthError's redirect for request r.
func (e *AuthError) ErrorRedirect(r AuthRequest) string {
	return Consent{Request: r}.ErrorRedirect(e.Err)
}

// Deny is where the browser goes when the admin refuses.
func (c Consent) Deny() string {
	return c.ErrorRedirect(newError(CodeAccessDenied, 403, "The organization's admin denied the request."))
}

// Approve issues a code for a checked consent, approved by userID, and
// returns the redirect that carries it to the client.
func (s *Service) Approve(ctx context.Context, c Consent, userID string) (string, error) {
	now := s.now()
	code := ids.Secret("", 32)
	g := Grant{ID: ids.New(), ClientID: c.Client.ID, OrgID: c.Client.OrgID, UserID: userID, Scopes: c.Scopes,
		CreatedAt: now, ExpiresAt: now.Add(CodeTTL)}
	if err := s.Store.PutGrant(ctx, g); err != nil {
		return "", fmt.Errorf("oauth: store grant: %w", err)
	}
	err := s.Store.PutCode(ctx, Code{
		Hash: account.Hash(code), ClientID: c.Client.ID, OrgID: c.Client.OrgID, UserID: userID, GrantID: g.ID,
		RedirectURI: c.Request.RedirectURI, Scopes: c.Scopes, Challenge: c.Request.CodeChallenge,
		CreatedAt: now, ExpiresAt: now.Add(CodeTTL),
	})
	if err != nil {
		return "", fmt.Errorf("oauth: store code: %w", err)
	}
	p := url.Values{"code": {code}}
	if c.Request.State != "" {
		p.Set("state", c.Request.State)
	}
	return redirectTo(c.Request.RedirectURI, p), nil
}

// Tokens is a successful token response (RFC 6749 section 5.1).
type Tokens struct {
	AccessToken  string `json:"access_token"`
	TokenType    string `json:"token_type"`
	ExpiresIn    int64  `json:"expires_in"`
	RefreshToken string `json:"refresh_token,omitempty"`
	Scope        string `json:"scope"`
}

// ExchangeCode is the authorization_code grant. The code is spent before
// anything else is checked, so a failed attempt cannot be retried with
// another verifier; a code presented a second time revokes every token
// issued from it (RFC 6749 section 4.1.2).
func (s *Service) ExchangeCode(ctx context.Context, cl Client, code, redirectURI, verifier string) (Tokens, error) {
	if code == "" || redirectURI == "" || verifier == "" {
		return Tokens{}, invalidRequest("code, redirect_uri and code_verifier are required.")
	}
	if !validVerifier(verifier, 43, 128) {
		return Tokens{}, invalidRequest("code_verifier must be 43 to 128 characters of A-Z, a-z, 0-9 and -._~ (RFC 7636).")
	}
	c, err := s.Store.UseCode(ctx, account.Hash(code))
	switch {
	case errors.Is(err, ErrNotFound):
		return Tokens{}, invalidGrant("The code is unknown.")
	case errors.Is(err, ErrUsed):
		if err := s.revokeGrant(ctx, c.ClientID, c.GrantID); err != nil {
			return Tokens{}, err
		}
		return Tokens{}, invalidGrant("The code was already used; the tokens issued from it are revoked.")
	case err != nil:
		return Tokens{}, fmt.Errorf("oauth: use code: %w", err)
	}
	if c.ClientID != cl.ID {
		return Tokens{}, invalidGrant("The code was issued to another client.")
	}
	if !s.now().Before(c.ExpiresAt) {
		return Tokens{}, invalidGrant("The code has expired; start the authorization again.")
	}
	if c.RedirectURI != redirectURI {
		return Tokens{}, invalidGrant("redirect_uri differs from the one of the authorization request.")
	}
	sum := sha256.Sum256([]byte(verifier))
	if subtle.ConstantTimeCompare([]byte(base64.RawURLEncoding.EncodeToString(sum[:])), []byte(c.Challenge)) != 1 {
		return Tokens{}, invalidGrant("code_verifier does not match the code_challenge (PKCE).")
	}
	return s.issue(ctx, Grant{ID: c.GrantID, ClientID: cl.ID, OrgID: c.OrgID, UserID: c.UserID, Scopes: c.Scopes}, c.Scopes, true)
}

// ClientCredentials is the client_credentials grant: a token for the
// client's own organization, acting as the admin who registered it, with
// no refresh token (RFC 6749 section 4.4.3). Confidential clients only
// (section 4.4). Each exchange is a grant of
// its own, so revoking the client finds the token.
func (s *Service) ClientCredentials(ctx context.Context, cl Client, scope string) (Tokens, error) {
	if cl.Public {
		// Anyone can present a public client's id: it must not get a
		// token of the organization on its own.
		return Tokens{}, ErrPublicClientCredentials
	}
	scopes, err := parseScope(scope, cl.Scopes)
	if err != nil {
		return Tokens{}, err
	}
	now := s.now()
	g := Grant{ID: ids.New(), ClientID: cl.ID, OrgID: cl.OrgID, UserID: cl.CreatedBy, Scopes: scopes,
		CreatedAt: now, ExpiresAt: now.Add(AccessTokenTTL)}
	if err := s.Store.PutGrant(ctx, g); err != nil {
		return Tokens{}, fmt.Errorf("oauth: store grant: %w", err)
	}
	return s.issue(ctx, g, scopes, false)
}

// RefreshTokens is the refresh_token grant, with rotation: the refresh
// token is spent and a new one issued with the grant's scopes, while the
// access token may be narrowed with scope. A refresh token presented a
// second time revokes the grant (theft is assumed).
func (s *Service) RefreshTokens(ctx context.Context, cl Client, refresh, scope string) (Tokens, error) {
	if refresh == "" {
		return Tokens{}, invalidRequest("refresh_token is required.")
	}
	hash := account.Hash(refresh)
	// Read first, so that a request with another client's token or a
	// scope too wide does not spend the token.
	rt, err := s.Store.Refresh(ctx, hash)
	if errors.Is(err, ErrNotFound) {
		return Tokens{}, invalidGrant("The refresh token is unknown.")
	}
	if err != nil {
		return Tokens{}, fmt.Errorf("oauth: load refresh token: %w", err)
	}
	if rt.ClientID != cl.ID {
		return Tokens{}, invalidGrant("The refresh token was issued to another client.")
	}
	if !s.now().Before(rt.ExpiresAt) {
		return Tokens{}, invalidGrant("The refresh token has expired; ask for authorization again.")
	}
	scopes, err := parseScope(scope, rt.Scopes)
	if err != nil {
		return Tokens{}, err
	}
	rt, err = s.Store.UseRefresh(ctx, hash)
	switch {
	case errors.Is(err, ErrUsed):
		if err := s.revokeGrant(ctx, rt.ClientID, rt.GrantID); err != nil {
			return Tokens{}, err
		}
		return Tokens{}, invalidGrant("The refresh token was already used; the grant is revoked.")
	case err != nil:
		return Tokens{}, fmt.Errorf("oauth: use refresh token: %w", err)
	}
	g, err := s.Store.Grant(ctx, cl.ID, rt.GrantID)
	if errors.Is(err, ErrNotFound) || (err == nil && g.Revoked) {
		return Tokens{}, invalidGrant("The grant was revoked; ask for authorization again.")
	}
	if err != nil {
		return Tokens{}, fmt.Errorf("oauth: load grant: %w", err)
	}
	return s.issue(ctx, Grant{ID: rt.GrantID, ClientID: cl.ID, OrgID: rt.OrgID, UserID: rt.UserID, Scopes: rt.Scopes}, scopes, true)
}

// issue makes an access token (with scopes) and, with refresh, a refresh
// token (with the grant's scopes) under g, then records the access token
// on the grant. If the grant was revoked meanwhile the token is revoked
// and the request fails.
func (s *Service) issue(ctx context.Context, g Grant, scopes []string, refresh bool) (Tokens, error) {
	cred, access, err := s.Accounts.IssueOAuthToken(ctx, account.OAuthGrant{
		OrgID: g.OrgID, UserID: g.UserID, ClientID: g.ClientID, GrantID: g.ID, Scopes: scopes,
	}, AccessTokenTTL)
	if err != nil {
		return Tokens{}, fmt.Errorf("oauth: issue access token: %w", err)
	}
	out := Tokens{AccessToken: access, TokenType: "Bearer", ExpiresIn: int64(AccessTokenTTL / time.Second), Scope: strings.Join(scopes, " ")}
	until := cred.ExpiresAt
	if refresh {
		out.RefreshToken = ids.Secret(RefreshTokenPrefix, 32)
		now := s.now()
		rt := RefreshToken{Hash: account.Hash(out.RefreshToken), ClientID: g.ClientID, GrantID: g.ID, OrgID: g.OrgID,
			UserID: g.UserID, Scopes: g.Scopes, CreatedAt: now, ExpiresAt: now.Add(RefreshTokenTTL)}
		if err := s.Store.PutRefresh(ctx, rt); err != nil {
			return Tokens{}, fmt.Errorf("oauth: store refresh token: %w", err)
		}
		until = rt.ExpiresAt
	}
	err = s.Store.AddToGrant(ctx, g.ClientID, g.ID, cred.ID, until)
	if errors.Is(err, ErrRevoked) || errors.Is(err, ErrNotFound) {
		if err := s.Accounts.RevokeToken(ctx, cred.ID); err != nil {
			return Tokens{}, err
		}
		return Tokens{}, invalidGrant("The grant was revoked; ask for authorization again.")
	}
	if err != nil {
		return Tokens{}, fmt.Errorf("oauth: record token on grant: %w", err)
	}
	return out, nil
}

// Revoke is RFC 7009's revocation by cl of one of its tokens: an access
// token is revoked alone; a refresh token revokes its grant and so every
// token issued under it. An unknown, expired or already revoked token is
// no error (section 2.2); another client's token is unauthorized_client.
func (s *Service) Revoke(ctx context.Context, cl Client, token string) error {
	if token == "" {
		return invalidRequest("token is required.")
	}
	notYours := newError(CodeUnauthorizedClient, 400, "The token was not issued to this client.")
	switch {
	case strings.HasPrefix(token, account.OAuthTokenPrefix):
		c, err := s.Accounts.CredentialByToken(ctx, token)
		if errors.Is(err, account.ErrNotFound) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("oauth: load token: %w", err)
		}
		if c.Kind != account.KindOAuth || c.ClientID != cl.ID {
			if c.Kind == account.KindOAuth && c.ClientID != "" {
				return notYours
			}
			return nil
		}
		return s.Accounts.RevokeToken(ctx, c.ID)
	case strings.HasPrefix(token, RefreshTokenPrefix):
		rt, err := s.Store.Refresh(ctx, account.Hash(token))
		if errors.Is(err, ErrNotFound) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("oauth: load refresh token: %w", err)
		}
		if rt.ClientID != cl.ID {
			return notYours
		}
		return s.revokeGrant(ctx, rt.ClientID, rt.GrantID)
	}
	return nil
}

// Connection is a live grant of one of an organization's clients: an
// application connected through a consent, or a client-credentials
// exchange whose token may still be live.
type Connection struct {
	Client Client
	Grant  Grant
}

// Connections lists the live grants of an organization's clients (not
// revoked, not expired), newest first: the console's connected apps.
func (s *Service) Connections(ctx context.Context, orgID string) ([]Connection, error) {
	cs, err := s.Store.OAuthClients(ctx, orgID)
	if err != nil {
		return nil, fmt.Errorf("oauth: list clients of %s: %w", orgID, err)
	}
	now := s.now()
	var out []Connection
	for _, c := range cs {
		if c.Revoked {
			continue
		}
		gs, err := s.Store.Grants(ctx, c.ID)
		if err != nil {
			return nil, fmt.Errorf("oauth: grants of client %s: %w", c.ID, err)
		}
		for _, g := range gs {
			if !g.Revoked && now.Before(g.ExpiresAt) {
				out = append(out, Connection{Client: c, Grant: g})
			}
		}
	}
	slices.SortFunc(out, func(a, b Connection) int { return b.Grant.CreatedAt.Compare(a.Grant.CreatedAt) })
	return out, nil
}

// RevokeGrant revokes one grant of a client of orgID, and so every token
// issued under it (its refresh token too: a refresh needs a live grant).
// Another organization's client, or an unknown grant, is ErrNotFound.
func (s *Service) RevokeGrant(ctx context.Context, orgID, clientID, grantID string) error {
	c, err := s.Store.OAuthClient(ctx, clientID)
	if err != nil || c.OrgID != orgID {
		if err == nil || errors.Is(err, ErrNotFound) {
			return fmt.Errorf("oauth: client %s of %s: %w", clientID, orgID, ErrNotFound)
		}
		return fmt.Errorf("oauth: load client %s: %w", clientID, err)
	}
	if _, err := s.Store.Grant(ctx, clientID, grantID); err != nil {
		if errors.Is(err, ErrNotFound) {
			return fmt.Errorf("oauth: grant %s of %s: %w", grantID, clientID, ErrNotFound)
		}
		return fmt.Errorf("oauth: load grant %s: %w", grantID, err)
	}
	return s.revokeGrant(ctx, clientID, grantID)
}
