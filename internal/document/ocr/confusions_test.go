package ocr

import "testing"

func TestMoneyAlternatives(t *testing.T) {
	tests := []struct {
		in    string
		want  string // must be among the alternatives
		cents int64
	}{
		{"l,234.56", "1,234.56", 123456},
		{"-§55.37", "-555.37", -55537},
		{"§53.35", "553.35", 55335},
		{"S12.00", "$12.00", 1200},
		{"1O0.00", "100.00", 10000},
		{"4,1l3.7l", "4,113.71", 411371},
		{"B8.43", "88.43", 8843},
		{"1,234,56", "1,234.56", 123456},
		{"123456", "1,234.56", 123456},
		{"1.234.56", "1,234.56", 123456},
		{"-~616.67", "-616.67", -61667},
		{"616.67.", "616.67", 61667},
		{"2,158.3l", "2,158.31", 215831},
		{"563.35", "553.35", 55335}, // 6 read for 5
		{"13.00-", "18.00-", -1800}, // a look-alike digit with a trailing sign
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			alts := MoneyAlternatives(tt.in)
			for _, a := range alts {
				if a.Text == tt.want {
					if a.Cents != tt.cents {
						t.Errorf("%q: cents %d, want %d", a.Text, a.Cents, tt.cents)
					}
					if len(a.Changes) == 0 || a.Cost <= 0 {
						t.Errorf("%q: no changes recorded (%+v)", a.Text, a)
					}
					return
				}
			}
			t.Errorf("MoneyAlternatives(%q) = %v, want %q among them", tt.in, texts(alts), tt.want)
		})
	}
}

func TestMoneyAlternativesBounds(t *testing.T) {
	for _, in := range []string{"", "ACH", "1,234.56", "llllllllllllllll.ll", "OOOOOOOOOOOOOOOOOOOOOOO"} {
		alts := MoneyAlternatives(in)
		if len(alts) > 24 {
			t.Errorf("%q: %d alternatives", in, len(alts))
		}
		for _, a := range alts {
			if a.Text == in {
				t.Errorf("%q listed itself", in)
			}
			if !moneyShape.MatchString(a.Text) {
				t.Errorf("%q: %q is not an amount", in, a.Text)
			}
		}
		for i := 1; i < len(alts); i++ {
			if alts[i].Cost < alts[i-1].Cost {
				t.Errorf("%q: not sorted by cost", in)
			}
		}
	}
	// A clean amount only gets look-alike digits, all of cost 2.
	for _, a := range MoneyAlternatives("1,234.56") {
		if a.Cost != 2 {
			t.Errorf("clean amount: %+v", a)
		}
	}
}

func TestDateAlternatives(t *testing.T) {
	tests := []struct{ in, want string }{
		{"O1/l5/26", "01/15/26"},
		{"01115/26", "01/15/26"},
		{"0l/O5", "01/05"},
		{"12/3l/2025", "12/31/2025"},
		{"01/I5/26", "01/15/26"},
		{"07/15/26", "01/15/26"}, // 7 read for 1
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			alts := DateAlternatives(tt.in)
			for _, a := range alts {
				if a.Text == tt.want {
					return
				}
			}
			t.Errorf("DateAlternatives(%q) = %v, want %q among them", tt.in, texts(alts), tt.want)
		})
	}
	for _, a := range DateAlternatives("13/45/26") {
		t.Errorf("impossible date proposed: %+v", a)
	}
}

func texts(alts []Alternative) []string {
	var s []string
	for _, a := range alts {
		s = append(s, a.Text)
	}
	return s
}
