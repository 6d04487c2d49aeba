package statement

import (
	"context"
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// A statement printed as running text, with no header and no column
// lining up ("05/01 05/01 Direct Deposit EMPLOYER INC +$3,000.00
// $3,000.00"), reads its rows by order when their balances chain.
func TestField4FlowedRows(t *testing.T) {
	r := parse(t, mkPage(1,
		L(70, R(560, "CHASE")),
		L(90, C(72, "Account Number: ****1234")),
		L(104, C(72, "Statement Period: 05/01/2025 through 05/31/2025")),
		L(132, C(72, "05/01 05/01 Direct Deposit EMPLOYER INC +$3,000.00 $3,000.00")),
		L(146, C(72, "05/02 05/02 Debit Card Purchase GROCERY STORE -$150.00 $2,850.00")),
	))
	if v, failed := verdict(r); v != result.Verified {
		t.Errorf("parse_quality %s %v; checks %+v", v, failed, r.Checks)
	}
	want := "2025-05-01 credit 3000 Direct Deposit EMPLOYER INC\n2025-05-02 debit 150 Debit Card Purchase GROCERY STORE"
	if got := types(r); got != want {
		t.Errorf("rows:\n%s\nwant:\n%s", got, want)
	}
	// Balances that do not chain are no such reading.
	r2, err := Parse(context.Background(), []pdftext.Page{mkPage(1,
		L(90, C(72, "Account Number: ****1234")),
		L(104, C(72, "Statement Period: 05/01/2025 through 05/31/2025")),
		L(132, C(72, "05/01 05/01 Direct Deposit EMPLOYER INC +$3,000.00 $3,000.00")),
		L(146, C(72, "05/02 05/02 Debit Card Purchase GROCERY STORE -$150.00 $2,950.00")),
	)}, Options{})
	if err == nil && len(r2.Transactions) > 0 {
		t.Errorf("unchained running text read as rows:\n%s", types(r2))
	}
}
