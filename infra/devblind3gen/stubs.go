package main

func famAmountFirst() Family { return Family{Name: "amount-first", Make: func() []*Doc { return nil }} }
