package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"time"
)

// The fake data of the blind set. The name lists are the blind set's own
// (no name of the forms corpus recurs), and the conventions are formgen's:
// SSNs in the 9xx area, EIN prefixes the IRS does not assign, phone numbers
// 555-01xx, hosts under .example.

// person is a fake owner or guarantor.
type person struct {
	First, Last string
	Title       string
	Pct         float64
	DOB         time.Time
	SSN         string // ddd-dd-dddd, area 9xx
	Email       string
	Phone       string // ddd-555-01dd
	Street      string // with an apartment or unit for some
	City, State string
	Zip         string
}

func (p person) Name() string { return p.First + " " + p.Last }

// broker is the ISO or broker that submits the file: its name, phone and
// email are printed on the form and are never the business's.
type broker struct {
	Company, Rep string
	Phone, Email string
	ISONumber    string
}

// bank is the business's operating account.
type bank struct {
	Name             string
	Account, Routing string
	Officer, Phone   string
}

// landlord is who the business pays rent or mortgage to.
type landlord struct {
	Name                string
	Phone               string
	Street, City, State string
	Zip                 string
	Rent                int64
	Own                 bool // mortgage rather than lease
}

// business is a fake applicant.
type business struct {
	Legal, DBA   string
	EIN          string
	Entity       string // canonical entity_type value
	Industry     string
	Start        time.Time
	Street       string // number, street and suite
	City, State  string
	Zip          string
	Phone, Fax   string
	Email        string
	Website      string
	AnnualRev    int64
	MonthlyRev   int64
	MonthlyCC    int64
	Requested    int64
	UseOfFunds   string
	Owners       []person
	Broker       broker
	Bank         bank
	Landlord     landlord
	Signed       time.Time // date of the signatures
	OpenBalances []position
}

// position is an open advance or loan the applicant lists.
type position struct {
	Funder  string
	Balance int64
	Payment int64
	Freq    string
}

var (
	firstNames = []string{"Beatriz", "Corwin", "Dalia", "Emeka", "Felicity", "Gustavo", "Imogen", "Jasper", "Keiko", "Lorenzo", "Marisol", "Nikolai", "Odette", "Percival", "Rosalind", "Tobias", "Yolanda", "Zane"}
	lastNames  = []string{"Abernathy", "Bouchard", "Calloway", "Draper", "Esposito", "Gallagher", "Halvorsen", "Ibarra", "Jablonski", "Kearney", "Montague", "Nakamura", "Ostrowski", "Prescott", "Rasmussen", "Szabo", "Thornbury", "Vasquez",
		"Achterberg", "Beaumont", "Cardenas", "Dunleavy", "Eriksen", "Fontaine", "Greenhalgh", "Hollis", "Ingram", "Juarez", "Kowalczyk", "Lachance",
		"Merriweather", "Novak", "Oyelaran", "Pastore", "Quackenbush", "Rutledge", "Whitcombe", "Tremblay", "Underhill", "Valdivia", "Wexler", "Yamamoto",
		"Zielinski", "Beckford", "Castellanos", "Delacroix", "Ellingson", "Fairweather", "Gutierrez", "Hargrove"}
	bizWords = []string{"Foxglove", "Amberly", "Stonebridge", "Cobalt Bay", "Wrenfield", "Old Mission", "Brightwater", "Kestrel", "Marigold", "Quarry Hill", "Saltmarsh", "Tanager", "Valley Forge", "Windrose", "Alder Creek", "Harvest Moon"}
	bizKinds = []struct{ Suffix, Industry string }{
		{"Tire & Lube", "Automotive Service"}, {"Taqueria", "Restaurant - Mexican"}, {"Nail Lounge", "Beauty Salon / Nail Care"},
		{"Roofing", "Roofing Contractor"}, {"Veterinary Clinic", "Veterinary Services"}, {"Liquor Mart", "Retail - Beer, Wine & Liquor"},
		{"Daycare", "Child Day Care Services"}, {"HVAC", "Heating & Air Conditioning Contractor"}, {"Florist", "Retail Florist"},
		{"Transport", "Trucking - Long Haul"}, {"Physical Therapy", "Physical Therapy Clinic"}, {"Brewing Co", "Craft Brewery / Taproom"},
		{"Dry Cleaners", "Dry Cleaning & Laundry"}, {"Hardware", "Retail Hardware Store"},
	}
	streets = []string{"Lincoln Ave", "Frontage Rd", "Church St", "Sycamore Dr", "Depot St", "Route 9", "Quarry Rd", "Washington Blvd", "Birch Ct", "Canal St", "Prospect Ave", "Airport Rd"}
	suites  = []string{"Suite 210", "Ste 4", "Unit B", "Suite 1150", "Bldg 2", "Ste. 300", "#12"}
	units   = []string{"Apt 4B", "Apt 12", "Unit 7", "#305"}
	places  = []struct{ City, State, Zip string }{
		{"Fresno", "CA", "93721"}, {"El Paso", "TX", "79901"}, {"Knoxville", "TN", "37902"}, {"Des Moines", "IA", "50309"},
		{"Providence", "RI", "02903"}, {"Little Rock", "AR", "72201"}, {"Billings", "MT", "59101"}, {"Chattanooga", "TN", "37402"},
		{"Rochester", "NY", "14604"}, {"Wichita", "KS", "67202"}, {"Newark", "NJ", "07102"}, {"Tulsa", "OK", "74103"},
		{"Allentown", "PA", "18101"}, {"Sioux Falls", "SD", "57104"}, {"Baton Rouge", "LA", "70801"}, {"Bend", "OR", "97701"},
	}
	einPrefixes = []string{"07", "08", "09", "17", "18", "19", "28", "29", "49", "69", "70", "78", "79", "89", "96", "97"}
	uses        = []string{"Working capital", "Purchase new equipment", "Inventory for the holiday season", "Renovation of second location", "Payroll and hiring", "Pay off existing advance", "Truck repairs", "Marketing campaign"}
	brokers     = []struct{ Company, Host string }{
		{"Lantern Funding Partners", "lanternfunding"}, {"Crossway Capital Advisors", "crosswaycap"}, {"Bluepeak Business Brokers", "bluepeakbb"},
		{"Firstlight ISO Group", "firstlightiso"}, {"Meadowlark Merchant Services", "meadowlarkms"},
	}
	banks   = []string{"Tallgrass Federal Bank", "Lakemont Savings Bank", "Pioneer Ridge Bank", "Coastal Mutual Bank", "Granary Community Bank", "Red Mesa Credit Union"}
	funders = []string{"Rapid Ledger Funding", "Bright Arc Capital", "Northpoint Advance", "Sterling Day Funding"}
	// entity types of the two businesses of each design, in design order:
	// every value occurs, and a business with two owners is never a sole
	// proprietorship.
	entityPlan = [][2]string{
		{"llc", "s_corp"}, {"sole_proprietorship", "partnership"}, {"c_corp", "llc"},
		{"s_corp", "c_corp"}, {"llc", "partnership"}, {"sole_proprietorship", "s_corp"},
	}
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
	return fmt.Sprintf("%03d-555-01%02d", 201+r.IntN(699), r.IntN(100))
}

func fakeDigits(r *rand.Rand, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + r.IntN(10))
	}
	if b[0] == '0' {
		b[0] = '4'
	}
	return string(b)
}

// used keeps every name, surname and business word of the set distinct
// (cases resets it).
var used = map[string]bool{}

// fresh picks from xs a value not used yet.
func fresh(r *rand.Rand, xs []string) string {
	for {
		v := pick(r, xs)
		if !used[v] {
			used[v] = true
			return v
		}
	}
}

func newPerson(r *rand.Rand, title string, pct float64, unit bool) person {
	pl := pick(r, places)
	p := person{
		First: pick(r, firstNames), Last: fresh(r, lastNames), Title: title, Pct: pct,
		DOB:    time.Date(1956+r.IntN(40), time.Month(1+r.IntN(12)), 1+r.IntN(28), 0, 0, 0, 0, time.UTC),
		SSN:    fakeSSN(r),
		Phone:  fakePhone(r),
		Street: fmt.Sprintf("%d %s", 10+r.IntN(9900), pick(r, streets)),
		City:   pl.City, State: pl.State, Zip: pl.Zip,
	}
	if unit {
		p.Street += " " + pick(r, units)
	}
	p.Email = strings.ToLower(p.First[:1] + p.Last + "@mailbox.example")
	return p
}

func newBusiness(r *rand.Rand, entity string, owners int) business {
	k := pick(r, bizKinds)
	word := fresh(r, bizWords)
	pl := pick(r, places)
	b := business{
		DBA:      word + " " + k.Suffix,
		EIN:      fakeEIN(r),
		Entity:   entity,
		Industry: k.Industry,
		Start:    time.Date(2004+r.IntN(19), time.Month(1+r.IntN(12)), 1+r.IntN(28), 0, 0, 0, 0, time.UTC),
		Street:   fmt.Sprintf("%d %s", 100+r.IntN(9800), pick(r, streets)),
		City:     pl.City, State: pl.State, Zip: pl.Zip,
		Phone: fakePhone(r), Fax: fakePhone(r),
		UseOfFunds: pick(r, uses),
	}
	if r.IntN(3) > 0 {
		b.Street += ", " + pick(r, suites)
	}
	b.MonthlyRev = int64(20+r.IntN(380)) * 500
	b.AnnualRev = b.MonthlyRev * 12
	b.MonthlyCC = b.MonthlyRev * int64(25+r.IntN(50)) / 100 / 100 * 100
	b.Requested = int64(10+r.IntN(60)) * 2500
	suffix := map[string]string{"llc": " LLC", "s_corp": " Inc.", "c_corp": " Corporation", "partnership": " LP", "sole_proprietorship": ""}[entity]
	if entity == "sole_proprietorship" {
		b.Legal = "" // filled in from the owner below
	} else {
		b.Legal = word + " " + k.Suffix + pick(r, []string{" Holdings", " Group", " Enterprises", "", " Services"}) + suffix
	}
	host := strings.ToLower(strings.ReplaceAll(word, " ", "")) + strings.ToLower(strings.Fields(k.Suffix)[0])
	host = clean(host)
	b.Website = "www." + host + ".example"
	b.Email = "info@" + host + ".example"
	if owners == 1 {
		b.Owners = []person{newPerson(r, "Owner", 100, r.IntN(2) == 0)}
		if entity != "sole_proprietorship" {
			b.Owners[0].Title = pick(r, []string{"Managing Member", "President", "CEO"})
		}
	} else {
		pct := float64(50 + 5*r.IntN(6))
		t1, t2 := "President", "Secretary"
		if entity == "llc" {
			t1, t2 = "Managing Member", "Member"
		}
		if entity == "partnership" {
			t1, t2 = "General Partner", "Partner"
		}
		b.Owners = []person{newPerson(r, t1, pct, false), newPerson(r, t2, 100-pct, true)}
	}
	if entity == "sole_proprietorship" {
		b.Legal = b.Owners[0].Name()
	}
	bk := pick(r, brokers)
	b.Broker = broker{Company: bk.Company, Rep: pick(r, firstNames) + " " + fresh(r, lastNames), Phone: fakePhone(r), ISONumber: fmt.Sprintf("ISO-%04d", r.IntN(10000))}
	b.Broker.Email = strings.ToLower(strings.Fields(b.Broker.Rep)[0]) + "@" + bk.Host + ".example"
	b.Bank = bank{Name: pick(r, banks), Account: fakeDigits(r, 10+r.IntN(3)), Routing: "5" + fakeDigits(r, 8), Officer: pick(r, firstNames) + " " + fresh(r, lastNames), Phone: fakePhone(r)}
	lp := pick(r, places)
	b.Landlord = landlord{Name: pick(r, []string{"Brightline Property Mgmt", "Halverson Realty Trust", "Corner Lot Properties LLC", "Sandoval Commercial Group"}),
		Phone: fakePhone(r), Street: fmt.Sprintf("%d %s, Suite %d", 100+r.IntN(9800), pick(r, streets), 100+r.IntN(800)), City: lp.City, State: lp.State, Zip: lp.Zip,
		Rent: int64(15+r.IntN(100)) * 100, Own: r.IntN(4) == 0}
	b.Signed = time.Date(2026, time.Month(8+r.IntN(3)), 1+r.IntN(28), 0, 0, 0, 0, time.UTC)
	for i := 0; i < r.IntN(3); i++ {
		bal := int64(5+r.IntN(60)) * 1000
		b.OpenBalances = append(b.OpenBalances, position{Funder: funders[(i+r.IntN(2))%len(funders)], Balance: bal, Payment: bal / int64(90+r.IntN(60)), Freq: pick(r, []string{"Daily", "Weekly"})})
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
