package main

func famFintech() Family {
	return Family{Name: "fintech-timestamps", Make: func() []*Doc { return nil }}
}
func famTwoBal() Family   { return Family{Name: "two-balances", Make: func() []*Doc { return nil }} }
func famTypeCode() Family { return Family{Name: "type-code-drcr", Make: func() []*Doc { return nil }} }
