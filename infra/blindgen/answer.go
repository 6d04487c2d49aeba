package main

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/docanalysis/service/internal/testkit/groundtruth"
)

// truth builds the answer file for a printed statement.
func truth(st *Statement, res *Result, pages int) *groundtruth.Truth {
	f := st.Fam
	t := &groundtruth.Truth{
		File:              st.Name + ".pdf",
		Layout:            f.Key,
		Producer:          st.Producer,
		PagesPresent:      pages,
		ParseQuality:      "verified",
		BankName:          f.Bank,
		BankNameAliases:   f.Aliases,
		AccountHolderName: res.Holder,
		AccountLast4:      st.Last4(),
		Currency:          f.Currency,
		PeriodStart:       st.Start.Format("2006-01-02"),
		PeriodEnd:         st.End.Format("2006-01-02"),
		NumberOfNSF:       st.NSFCount(),
		NegativeDays:      st.NegativeDays(),
		Notes:             res.Notes,
	}
	if res.PageNumbers {
		t.PagesExpected = pages
	}
	p := res.Printed
	t.Printed = &p
	if st.Unverified {
		t.ParseQuality = "unverified"
	} else {
		t.StartingBalance = ptrF(st.Opening)
		t.EndingBalance = ptrF(st.Closing())
	}
	for _, r := range res.Rows {
		typ := "debit"
		if r.T.Credit {
			typ = "credit"
		}
		t.Transactions = append(t.Transactions, groundtruth.Transaction{
			Date:        r.T.Date.Format("2006-01-02"),
			Description: r.Desc,
			Amount:      float64(r.T.Cents) / 100,
			Type:        typ,
			Category:    "",
		})
	}
	return t
}

// checkResult makes sure the layout printed every real transaction once.
func checkResult(st *Statement, res *Result) error {
	seen := map[*Txn]int{}
	for _, r := range res.Rows {
		seen[r.T]++
		if r.Desc == "" {
			return fmt.Errorf("%s: empty description for %v", st.Name, r.T.Kind)
		}
	}
	for _, t := range st.Posted() {
		if seen[t] != 1 {
			return fmt.Errorf("%s: transaction %d (%v %s) printed %d times", st.Name, t.Seq, t.Kind, money(t.Cents), seen[t])
		}
	}
	if len(res.Rows) != len(st.Posted()) {
		return fmt.Errorf("%s: %d rows printed, %d posted", st.Name, len(res.Rows), len(st.Posted()))
	}
	return nil
}

func writeJSON(path string, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return fmt.Errorf("encode %s: %w", path, err)
	}
	if err := os.WriteFile(path, append(b, '\n'), 0o644); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}
