// Package apifn wires the API function: the /api/v1 handler over the
// account, billing, analysis, client and webhook services, with the
// customer console under /console and the OAuth endpoints (/oauth/…) on
// the same handler.
package apifn

import (
	"log/slog"
	"net/http"

	"github.com/docanalysis/service/internal/aws/awsconf"
	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/analysis"
	"github.com/docanalysis/service/internal/domain/billing"
	"github.com/docanalysis/service/internal/domain/client"
	"github.com/docanalysis/service/internal/domain/console"
	"github.com/docanalysis/service/internal/domain/oauth"
	"github.com/docanalysis/service/internal/domain/ratelimit"
	webconsole "github.com/docanalysis/service/internal/web/console"
	"github.com/docanalysis/service/internal/web/httpapi"
	"github.com/docanalysis/service/internal/web/oauthapi"
	"github.com/docanalysis/service/internal/wiring/core"
)

// Config is what the API function reads from its environment.
type Config struct {
	core.Config
	TopUpCredits   int64
	RateLimit      int
	MaxInlineBytes int64
	// MaxClientInlineBytes bounds POST /api/v1/clients bodies; zero is
	// MaxInlineBytes.
	MaxClientInlineBytes int64
	// InsecureCookies drops the Secure flag of the console's cookies, for
	// the local stack served over plain HTTP; deployed, it stays false.
	InsecureCookies bool
}

// API holds the API function's services.
type API struct {
	*core.Base
	Accounts *account.Service
	Billing  *billing.Service
	Analyses *analysis.Service
	Uploads  *analysis.Uploads
	Clients  *client.Service
	Console  *console.Service
	OAuth    *oauth.Service
	Limiter  *ratelimit.Limiter
	// AnonLimiter counts requests without a valid token per client
	// address, in this instance's memory.
	AnonLimiter *ratelimit.Limiter
	cfg         Config
}

// New wires the API function.
func New(c awsconf.Clients, cfg Config, log *slog.Logger) *API {
	b := core.New(c, cfg.Config, log)
	a := &API{Base: b, cfg: cfg}
	a.Accounts = &account.Service{Store: b.Store}
	a.Billing = &billing.Service{Store: b.Store, TopUp: max(cfg.TopUpCredits, 1)}
	a.Uploads = &analysis.Uploads{Store: b.Store, Staging: b.Bucket}
	a.Analyses = &analysis.Service{
		Store: b.Store, Blobs: b.Bucket, Uploads: a.Uploads, Billing: a.Billing,
		URLs: b.Guard, Events: b.Events, Lister: b.Store, Log: log,
	}
	a.Clients = &client.Service{
		Store: b.Store, Lister: b.Store, Analyses: a.Analyses, Billing: a.Billing, AggregateQueue: b.Aggregate, Webhooks: b.Webhooks, Log: log,
	}
	a.Analyses.Clients = a.Clients
	a.Limiter = &ratelimit.Limiter{Counter: b.Store}
	a.AnonLimiter = &ratelimit.Limiter{Counter: &ratelimit.Memory{}}
	// Sign-in attempts count on the table, so the limit holds across
	// instances.
	a.Console = &console.Service{Store: b.Store, Accounts: a.Accounts, Limiter: a.Limiter}
	a.OAuth = &oauth.Service{Store: b.Store, Accounts: a.Accounts, Guard: b.Guard}
	return a
}

// Handler returns the /api/v1 handler; requestID reads the request id of
// a request for the logs (API Gateway's, deployed).
func (a *API) Handler(requestID func(*http.Request) string) *httpapi.Server {
	return httpapi.New(httpapi.Config{
		Accounts: a.Accounts, Analyses: a.Analyses, Uploads: a.Uploads, Webhooks: a.Webhooks, Clients: a.Clients, Limiter: a.Limiter, AnonLimiter: a.AnonLimiter, Log: a.Log,
		RateLimit: a.cfg.RateLimit, MaxInlineBytes: a.cfg.MaxInlineBytes, MaxClientInlineBytes: a.cfg.MaxClientInlineBytes, RequestID: requestID,
		Console: webconsole.New(webconsole.Config{
			Console: a.Console, Accounts: a.Accounts, Webhooks: a.Webhooks, Analyses: a.Analyses, Clients: a.Clients, OAuth: a.OAuth,
			Billing: a.Billing, DefaultRateLimit: defaultRateLimit(a.cfg.RateLimit),
			SecureCookies: !a.cfg.InsecureCookies, Log: a.Log,
		}),
		OAuth: oauthapi.New(oauthapi.Config{OAuth: a.OAuth, Limiter: a.Limiter, Log: a.Log}),
	})
}

// defaultRateLimit is the /api/v1 default the console shows, as
// httpapi.New settles it.
func defaultRateLimit(n int) int {
	if n <= 0 {
		return 120
	}
	return n
}
