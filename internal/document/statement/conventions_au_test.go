package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// shortYearPage is a statement whose rows and period are dated day,
// month and a two-digit year in separate words ("16 DEC 25"), with the
// holder named after "Account of:".
func shortYearPage() pdftext.Page {
	return mkPage(1,
		L(40, Big(40, "bankwest")),
		L(70, R(572, "Period 15 Dec 25 - 14 Jan 26")),
		L(82, R(572, "Account Number 0155004")),
		L(100, C(40, "MISS Z KAMARA")),
		L(111, C(40, "29 GANSHA STREET")),
		L(122, C(40, "WEIR VIEWS VIC 3338")),
		L(150, C(40, "Account of: ZAINAB KAMARA")),
		L(200, C(40, "Date"), C(110, "Particulars"), R(392, "Debit"), R(466, "Credit"), R(570, "Balance")),
		L(212, C(40, "15 DEC 25"), C(110, "OPENING BALANCE"), R(570, "$301.44")),
		L(224, C(40, "16 DEC 25"), C(110, "CREDIT INTEREST"), R(466, "$0.21"), R(570, "$301.65")),
		L(236, C(40, "22 DEC 25"), C(110, "IB TRANSFER 781752755"), R(392, "$50.00"), R(570, "$251.65")),
		L(248, C(40, "05 JAN 26"), C(110, "23 CAFE SYDNEY"), R(392, "$1.65"), R(570, "$250.00")),
		L(260, C(40, "14 JAN 26"), C(110, "CLOSING BALANCE"), R(570, "$250.00")),
	)
}

// TestOracleShortYearDates: "16 DEC 25" is a date with its year, not a
// date followed by a description starting "25"; the period "15 Dec 25 -
// 14 Jan 26" is read whole.
func TestOracleShortYearDates(t *testing.T) {
	runOracle(t, []oracleCase{{
		name:    "day, month and two-digit year in separate words",
		pages:   []pdftext.Page{shortYearPage()},
		want:    "2025-12-16 credit 0.21 CREDIT INTEREST\n2025-12-22 debit 50 IB TRANSFER 781752755\n2026-01-05 debit 1.65 23 CAFE SYDNEY",
		verdict: result.Verified,
	}})
	r := parse(t, shortYearPage())
	if r.PeriodStart == nil || *r.PeriodStart != "2025-12-15" || r.PeriodEnd == nil || *r.PeriodEnd != "2026-01-14" {
		t.Errorf("period %v - %v, want 2025-12-15 - 2026-01-14", str(r.PeriodStart), str(r.PeriodEnd))
	}
	if r.AccountHolderName == nil || *r.AccountHolderName != "ZAINAB KAMARA" {
		t.Errorf("holder %v, want the name after 'Account of:'", str(r.AccountHolderName))
	}
	if r.BankName == nil || *r.BankName != "Bankwest" {
		t.Errorf("bank %v, want the wordmark's known bank Bankwest", str(r.BankName))
	}
}

func str(s *string) string {
	if s == nil {
		return "<nil>"
	}
	return *s
}

// A two-digit number after day and month that changes from row to row is
// a reference, not a year.
func TestShortYearDatesNeedProof(t *testing.T) {
	ls := func(refs ...string) []line {
		var out []line
		for i, r := range refs {
			p := mkPage(1, L(40, C(40, "0"+string(rune('1'+i))), C(60, "Jan"), C(90, r), C(120, "PAYMENT")))
			out = append(out, line{Words: p.Words})
		}
		return out
	}
	if !shortYearDates(ls("26", "26", "26")) {
		t.Error("a constant two-digit year not accepted")
	}
	if shortYearDates(ls("26", "41", "17")) {
		t.Error("changing references taken for years")
	}
	if shortYearDates(ls("26", "26")) {
		t.Error("two lines taken for proof")
	}
}

func TestKnownBanksAUIN(t *testing.T) {
	for in, want := range map[string]string{
		"bankwest": "Bankwest",
		"Bankwest, a division of Commonwealth Bank of Australia": "Bankwest",
		"CommBank":             "Commonwealth Bank of Australia",
		"Westpac Choice Basic": "Westpac",
		"HDFC BANK LIMITED":    "HDFC Bank",
		"Tangled Bank":         "",
	} {
		got, _ := knownBank(in)
		if got != want {
			t.Errorf("knownBank(%q) = %q, want %q", in, got, want)
		}
	}
}

// An Australian everyday account named by its product labels its own
// number ("Orange Everyday number: 317555692"); the client and BSB numbers
// beside it are not the account's.
func TestEverydayProductNumber(t *testing.T) {
	f := headerOf(nil, mkPage(1, append([]tl{
		L(40, R(572, "Client number: 93336029")),
		L(52, R(572, "BSB number: 923 100")),
		L(64, C(76, "Miss Jade Michael"), R(572, "Orange Everyday number: 317555692")),
	}, ledger(200)...)...))
	if f.Last4 != "5692" {
		t.Errorf("last4 %q, want 5692", f.Last4)
	}
}

// TestCommonwealthIsNotAlwaysAustralian: a US bank called Commonwealth
// Bank ("Commonwealth Bank & Trust Company") is not the Commonwealth Bank
// of Australia, and its dollar is not the Australian one.
func TestCommonwealthIsNotAlwaysAustralian(t *testing.T) {
	f := headerOf(nil, mkPage(1, append([]tl{
		L(40, C(40, "Commonwealth Bank & Trust Company"), R(572, "Page 1 of 2")),
		L(52, R(572, "Statement Period: 03/01/2026 - 03/31/2026")),
	}, ledger(120)...)...))
	if f.Bank == "Commonwealth Bank of Australia" || f.Currency == "AUD" {
		t.Errorf("bank %q currency %q, want a US bank's name and not AUD", f.Bank, f.Currency)
	}
}
