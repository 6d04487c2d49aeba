package statement

// codeSpace is what mergeMoney keeps between a currency code or sign and
// the figure printed a space after it: the space itself, so that the
// joined word reads as printed where a description quotes a foreign
// amount or a fee ("Sweden EUR 13.96 On 30 Dec at VISA Exchange Rate
// 1.15", "Non-Sterling Transaction Fee of £ 0.01"), while parseAmount,
// which drops spaces, still reads it as one amount in a money column
// ("USD 1,234.56", "Rs. 2,000.00"). A dollar sign or a minus set apart is
// joined as before: neither is a word of a description.
func codeSpace(sign string) string {
	if isCurrencyCode(sign) {
		return " "
	}
	return ""
}
