package forms

import "testing"

func TestParseMoney(t *testing.T) {
	for _, c := range []struct {
		in   string
		want float64
		ok   bool
	}{
		{"1,234,567", 1234567, true},
		{"$250,000.00", 250000, true},
		{"$ 1,128,515", 1128515, true},
		{"(12,345)", -12345, true},
		{"-4,200", -4200, true},
		{"945000", 945000, true},
		{"7205)", 0, false},
		{"(1)", 0, false},
		{"1125-A", 0, false},
		{"M-3", 0, false},
		{"", 0, false},
	} {
		got, ok := parseMoney(c.in)
		if ok != c.ok || ok && got != c.want {
			t.Errorf("parseMoney(%q) = %v, %v; want %v, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

// TestWrittenMoney: amounts as applicants write them in a money box.
func TestWrittenMoney(t *testing.T) {
	for _, c := range []struct {
		in   string
		want float64
		ok   bool
	}{
		{"$120K", 120000, true},
		{"120k", 120000, true},
		{"1.5M", 1500000, true},
		{"$2.25 million", 2250000, true},
		{"USD 50,000", 50000, true},
		{"$45,000/mo", 45000, true},
		{"approx. $80,000", 80000, true},
		{"$50,000 per month", 50000, true},
		{"$1,234.50", 1234.5, true},
		{"$50,000 - $75,000", 0, false},
		{"Inventory", 0, false},
		{"12 trucks", 0, false},
	} {
		got, ok := parseWrittenMoney(c.in)
		if ok != c.ok || ok && got != c.want {
			t.Errorf("parseWrittenMoney(%q) = %v, %v; want %v, %v", c.in, got, ok, c.want, c.ok)
		}
	}
	for _, c := range []struct {
		in   string
		want float64
	}{{"50 percent", 50}, {"33.5 %", 33.5}, {"100 pct", 100}} {
		if got, ok := parsePct(c.in); !ok || got != c.want {
			t.Errorf("parsePct(%q) = %v, %v", c.in, got, ok)
		}
	}
}

func TestNormalisers(t *testing.T) {
	cases := []struct {
		name string
		fn   func(string) (string, bool)
		in   string
		want string
	}{
		{"date", parseDate, "03/15/2016", "2016-03-15"},
		{"date", parseDate, "March 5, 2016", "2016-03-05"},
		{"date", parseDate, "Jan 2, 2006", "2006-01-02"},
		{"date", parseDate, "1/2/06", "2006-01-02"},
		{"date", parseDate, "2016-13-40", ""},
		{"ein", parseEIN, "071234567", "07-1234567"},
		{"ein", parseEIN, "07 1234567", "07-1234567"},
		{"ein", parseEIN, "12-34567", ""},
		{"ssn", ssnLast4, "912-34-5678", "5678"},
		{"ssn", ssnLast4, "XXX-XX-5678", "5678"},
		{"ssn", ssnLast4, "91234567", ""},
		{"phone", parsePhone, "(512) 555-0143", "512-555-0143"},
		{"phone", parsePhone, "+1 512 555 0143", "512-555-0143"},
		{"email", parseEmail, "Office@Example.com", "office@example.com"},
		{"email", parseEmail, "not an email", ""},
		{"website", parseWebsite, "https://www.Example.com/", "www.example.com"},
		{"state", parseState, "Texas", "TX"},
		{"state", parseState, "tx", "TX"},
		{"state", parseState, "N.Y.", "NY"},
		{"zip", parseZip, "78701-1234", "78701-1234"},
		{"entity", entityType, "Limited Liability Company", "llc"},
		{"entity", entityType, "L.L.C.", "llc"},
		{"entity", entityType, "S Corp", "s_corp"},
		{"entity", entityType, "Corporation", "c_corp"},
		{"entity", entityType, "General Partnership", "partnership"},
		{"entity", entityType, "Sole Prop.", "sole_proprietorship"},
		{"entity", entityType, "Bakery", ""},
		// As applicants write them.
		{"date", parseDate, "01-02-06", "2006-01-02"},
		{"date", parseDate, "2006/01/02", "2006-01-02"},
		{"date", parseDate, "Jan 2 2006", "2006-01-02"},
		{"date", parseDate, "2-Jan-2006", "2006-01-02"},
		{"phone", parsePhone, "(512) 555-0143 ext. 12", "512-555-0143"},
		{"phone", parsePhone, "512.555.0143 x204", "512-555-0143"},
		{"phone", parsePhone, "512-555-0143 ext 12345678", ""},
		{"entity", entityType, "PLLC", "llc"},
		{"entity", entityType, "Limited Liability Partnership", "partnership"},
		{"entity", entityType, "Limited Partnership", "partnership"},
		{"entity", entityType, "Subchapter S Corporation", "s_corp"},
		{"entity", entityType, "Incorporated", "c_corp"},
		{"entity", entityType, "Nonprofit Corporation", "non_profit"},
		{"entity", entityType, "501(c)(3)", "non_profit"},
		{"entity", entityType, "S", ""},
		{"entity", entityType, "Single-Member LLC", "llc"},
		{"entity", entityType, "Corporation (S)", "s_corp"},
		{"entity", entityType, "Corporation - C", "c_corp"},
		{"entity", entityType, "Sole Owner", "sole_proprietorship"},
	}
	for _, c := range cases {
		got, ok := c.fn(c.in)
		if ok != (c.want != "") || got != c.want {
			t.Errorf("%s(%q) = %q, %v; want %q", c.name, c.in, got, ok, c.want)
		}
	}
}

func TestSplitAddress(t *testing.T) {
	st, c, s, z, ok := splitAddress("9402 Ridge Rd, Tucson, AZ 85701")
	if !ok || st != "9402 Ridge Rd" || c != "Tucson" || s != "AZ" || z != "85701" {
		t.Errorf("got %q %q %q %q %v", st, c, s, z, ok)
	}
	if _, _, _, ok := cityStateZip("Austin TX"); ok {
		t.Error("a city and state without a ZIP split")
	}
}
