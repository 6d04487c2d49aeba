package main

func famNeobank() Family {
	return Family{Name: "neobank-moneyinout", Make: func() []*Doc { return nil }}
}
func famAmountFirst() Family { return Family{Name: "amount-first", Make: func() []*Doc { return nil }} }
