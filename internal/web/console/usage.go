package console

import (
	"net/http"

	"github.com/docanalysis/service/internal/domain/account"
	"github.com/docanalysis/service/internal/domain/billing"
)

// UsageDays is how far back the usage page goes.
const UsageDays = 30

type usageData struct {
	Org  account.Org
	Days []billing.UsageDay
	// Documents is the documents charged over the period, net of refunds.
	Documents int64
	Period    int
	// RateLimit is the requests a minute a token of the organization may
	// make.
	RateLimit int
}

// usage shows the credit balance, the plan and the ledger summed by day:
// what the organization spent, and what it was given or bought.
func (h *Handler) usage(w http.ResponseWriter, r *http.Request, pg page) {
	days, err := h.cfg.Billing.Usage(r.Context(), pg.p.Org.ID, UsageDays)
	if err != nil {
		h.fail(w, r, err, http.StatusInternalServerError, "")
		return
	}
	d := usageData{Org: pg.p.Org, Days: days, Period: UsageDays, RateLimit: pg.p.Org.RateLimit}
	if d.RateLimit == 0 {
		d.RateLimit = h.cfg.DefaultRateLimit
	}
	for _, day := range days {
		d.Documents += day.Documents - day.Refunded
	}
	h.render(w, r, http.StatusOK, "usage.html", pg.view("Usage", d))
}
