package main

import (
	"fmt"
	"math/rand/v2"
	"time"
)

// person is a fake owner or proprietor. SSNs use the 9xx area, which the
// SSA never issues, so no value in the corpus is anyone's number.
type person struct {
	First, Last string
	Title       string
	Pct         float64
	DOB         time.Time
	SSN         string // ddd-dd-dddd, area 9xx
	Email       string
	Phone       string
	Street      string
	City, State string
	Zip         string
}

func (p person) Name() string { return p.First + " " + p.Last }

// business is a fake applicant. EIN prefixes come from the ranges the IRS
// does not assign (07-09, 17-19, 28-29, 49, 69-70, 78-79, 89, 96-97).
type business struct {
	Legal, DBA   string
	EIN          string
	Entity       string // canonical entity_type value
	Industry     string
	Start        time.Time
	Street       string
	City, State  string
	Zip          string
	Phone, Email string
	Website      string
	AnnualRev    int64
	MonthlyCC    int64
	Requested    int64
	UseOfFunds   string
	Owners       []person
}

var (
	firstNames = []string{"Maria", "James", "Aisha", "Tomas", "Linh", "Derek", "Priya", "Owen", "Camila", "Victor", "Hannah", "Rafael", "Grace", "Malik", "Sofia", "Ethan"}
	lastNames  = []string{"Delgado", "Whitaker", "Okafor", "Brennan", "Nguyen", "Castellano", "Iyer", "Fairbanks", "Moreau", "Kowalski", "Ashdown", "Ferreira", "Lindqvist", "Harrow", "Quintero", "Pellham"}
	bizWords   = []string{"Harbor", "Summit", "Copperline", "Bluebird", "Granite", "Maple Row", "Northgate", "Sierra", "Lakeshore", "Ironwood", "Pinecrest", "Redfern", "Silverleaf", "Tidewater", "Westbrook", "Juniper"}
	bizKinds   = []struct{ Suffix, Industry string }{
		{"Bakery", "Bakery / Food Service"}, {"Auto Repair", "Automotive Repair"}, {"Landscaping", "Landscaping Services"},
		{"Dental Studio", "Dental Practice"}, {"Logistics", "Trucking / Freight"}, {"Coffee Roasters", "Coffee Shop"},
		{"Plumbing", "Plumbing Contractor"}, {"Fitness", "Fitness Center"}, {"Print Shop", "Commercial Printing"},
		{"Pet Supply", "Retail - Pet Supplies"}, {"Electric", "Electrical Contractor"}, {"Bistro", "Restaurant"},
	}
	streets = []string{"Commerce St", "Industrial Pkwy", "Main St", "Oak Ave", "Harbor Blvd", "Mill Rd", "Elm St", "Market St", "Cedar Ln", "Ridge Rd"}
	places  = []struct{ City, State, Zip string }{
		{"Austin", "TX", "78701"}, {"Tampa", "FL", "33602"}, {"Columbus", "OH", "43215"}, {"Boise", "ID", "83702"},
		{"Raleigh", "NC", "27601"}, {"Tucson", "AZ", "85701"}, {"Spokane", "WA", "99201"}, {"Albany", "NY", "12207"},
		{"Omaha", "NE", "68102"}, {"Madison", "WI", "53703"}, {"Reno", "NV", "89501"}, {"Savannah", "GA", "31401"},
	}
	einPrefixes = []string{"07", "08", "09", "17", "18", "19", "28", "29", "49", "69", "70", "78", "79", "89", "96", "97"}
	entities    = []string{"llc", "s_corp", "c_corp", "partnership", "sole_proprietorship"}
	uses        = []string{"Working capital", "Equipment purchase", "Inventory", "Expansion / second location", "Payroll", "Marketing", "Debt refinance"}
)

func pick[T any](r *rand.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

func fakeSSN(r *rand.Rand) string {
	return fmt.Sprintf("9%02d-%02d-%04d", r.IntN(100), 1+r.IntN(99), 1+r.IntN(9999))
}

func fakeEIN(r *rand.Rand) string {
	return fmt.Sprintf("%s-%07d", pick(r, einPrefixes), r.IntN(10000000))
}

// fakePhone uses the 555-01xx numbers reserved for fiction.
func fakePhone(r *rand.Rand) string {
	return fmt.Sprintf("%03d-555-01%02d", 200+r.IntN(700), r.IntN(100))
}

func newPerson(r *rand.Rand, title string, pct float64) person {
	pl := pick(r, places)
	p := person{
		First: pick(r, firstNames), Last: pick(r, lastNames), Title: title, Pct: pct,
		DOB:    time.Date(1955+r.IntN(40), time.Month(1+r.IntN(12)), 1+r.IntN(28), 0, 0, 0, 0, time.UTC),
		SSN:    fakeSSN(r),
		Phone:  fakePhone(r),
		Street: fmt.Sprintf("%d %s", 100+r.IntN(9800), pick(r, streets)),
		City:   pl.City, State: pl.State, Zip: pl.Zip,
	}
	p.Email = fmt.Sprintf("%s.%s@example.com", lower(p.First), lower(p.Last))
	return p
}

func lower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 32
		}
	}
	return string(b)
}

func newBusiness(r *rand.Rand, owners int) business {
	k := pick(r, bizKinds)
	word := pick(r, bizWords)
	pl := pick(r, places)
	b := business{
		DBA:      word + " " + k.Suffix,
		EIN:      fakeEIN(r),
		Entity:   pick(r, entities),
		Industry: k.Industry,
		Start:    time.Date(2005+r.IntN(17), time.Month(1+r.IntN(12)), 1+r.IntN(28), 0, 0, 0, 0, time.UTC),
		Street:   fmt.Sprintf("%d %s", 100+r.IntN(9800), pick(r, streets)),
		City:     pl.City, State: pl.State, Zip: pl.Zip,
		Phone:      fakePhone(r),
		AnnualRev:  int64(240+r.IntN(4000)) * 1000,
		UseOfFunds: pick(r, uses),
	}
	suffix := map[string]string{"llc": " LLC", "s_corp": " Inc.", "c_corp": " Corp.", "partnership": " Partners LP", "sole_proprietorship": ""}[b.Entity]
	b.Legal = word + " " + k.Suffix + " Group" + suffix
	host := lower(word) + "-" + lower(k.Suffix[:min(len(k.Suffix), 5)])
	b.Website = "www." + clean(host) + ".example"
	b.Email = "office@" + clean(host) + ".example"
	b.MonthlyCC = b.AnnualRev / 12 * int64(30+r.IntN(50)) / 100 / 100 * 100
	b.Requested = int64(25+r.IntN(300)) * 1000
	if owners == 1 {
		b.Owners = []person{newPerson(r, "Owner", 100)}
	} else {
		pct := float64(51 + r.IntN(25))
		b.Owners = []person{newPerson(r, "President", pct), newPerson(r, "Vice President", 100-pct)}
	}
	return b
}

func clean(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' {
			b = append(b, c)
		}
	}
	return string(b)
}
