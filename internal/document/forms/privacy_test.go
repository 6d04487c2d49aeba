package forms

import "testing"

func TestWithoutFullSSN(t *testing.T) {
	rows := []Row{
		{Name: "owner_phone", Value: "940-83-5018", Label: "Cell"},             // an SSN box read as a phone
		{Name: "owner_ssn_last4", Value: "5018", Label: "SSN"},                 // what the SSN rules keep
		{Name: "reference", Value: "Jane Roe 940 83 5018", Label: "Reference"}, // spaced
		{Name: "owner_dob", Value: "1971-04-09", Label: "SSN 940.83.5018 DOB"}, // a caption that swallowed the value
		{Name: "phone", Value: "555-010-1234", Label: "Phone"},                 // a phone stays
		{Name: "ein", Value: "97-3650438", Label: "Tax ID"},                    // an EIN stays
		{Name: "routing", Value: "021000021", Label: "ABA"},                    // nine bare digits stay
		{Name: "requested_amount", Value: 25000.0, Label: "Amount"},
	}
	fixes := []Correction{{From: "94O-83-5018", To: "940-83-5018"}, {From: "S5,000", To: "55,000"}}
	got, fx := withoutFullSSN(rows, fixes)
	var names []string
	for _, r := range got {
		names = append(names, r.Name)
	}
	want := []string{"owner_ssn_last4", "phone", "ein", "routing", "requested_amount"}
	if len(names) != len(want) {
		t.Fatalf("rows kept %v, want %v", names, want)
	}
	for i := range want {
		if names[i] != want[i] {
			t.Fatalf("rows kept %v, want %v", names, want)
		}
	}
	if len(fx) != 1 || fx[0].To != "55,000" {
		t.Errorf("corrections kept %+v, want only the amount's", fx)
	}
	if !fullSSNRe.MatchString("940-83-5018") || fullSSNRe.MatchString("555-010-1234") || fullSSNRe.MatchString("1940-83-50189") {
		t.Error("hasFullSSN shapes")
	}
}
