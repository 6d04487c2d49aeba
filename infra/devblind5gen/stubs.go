package main

func famTwoBal() Family   { return Family{Name: "two-balances", Make: func() []*Doc { return nil }} }
func famTypeCode() Family { return Family{Name: "type-code-drcr", Make: func() []*Doc { return nil }} }
