package main

func famEuro() Family { return Family{Name: "euro-decimal-comma", Make: func() []*Doc { return nil }} }
func famINR() Family  { return Family{Name: "inr-lakh", Make: func() []*Doc { return nil }} }
