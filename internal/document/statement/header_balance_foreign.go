package statement

import "strings"

// The period's opening and closing balances as statements print them in
// the languages whose word for a balance is saldo (Dutch, German,
// Indonesian and Malay, Spanish, Portuguese, Italian, the Nordic and
// Slavic languages) or solde (French): the same labels as the English
// ones, in the statement's own words. A bank statement is read whatever
// its language (field id_mutasi_giro, 'Saldo Awal' / 'Saldo Akhir'; nl_rabobank_inspire,
// 'Beginsaldo' / 'Eindsaldo'), and its printed balances are what makes
// it one.
const (
	foreignOpenLabel  = `\b(?:begin|start|anfangs|eröffnungs|eroffnungs|ingående\s+|ingaende\s+)saldo\b|\bsaldo\s+(?:awal|inicial|iniziale|anterior|precedente|vorig|poprzednie|początkowe|poczatkowe|pembukaan)\b|\balter\s+(?:saldo|kontostand)\b|\bsolde\s+(?:initial|précédent|precedent|d'ouverture|de\s+d[ée]but|au\s+d[ée]but)\b|\bancien\s+solde\b`
	foreignCloseLabel = `\b(?:eind|end|schluss|utgående\s+|utgaende\s+)saldo\b|\bsaldo\s+(?:akhir|final|finale|actual|nuevo|końcowe|koncowe|penutupan)\b|\bneuer\s+(?:saldo|kontostand)\b|\bsolde\s+(?:final|de\s+clôture|de\s+cloture|au\s+fin|à\s+la\s+fin|nouveau)\b|\bnouveau\s+solde\b`
)

// foreignBalanceWord says a lower-cased line names a balance in one of
// those languages.
func foreignBalanceWord(t string) bool {
	return strings.Contains(t, "saldo") || strings.Contains(t, "solde") || strings.Contains(t, "kontostand")
}
