package result_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/docanalysis/service/internal/domain/result"
)

func TestFindingBoxes(t *testing.T) {
	two := 2
	tests := []struct {
		name     string
		page     *int
		evidence string
		want     []result.Box
		pages    []int
	}{
		{"no coordinates", &two, `{"producer":"ILovePDF"}`, nil, []int{2}},
		{"top-level box on the finding's page", &two, `{"box":[10,20,110,40]}`, []result.Box{{Page: 2, X0: 10, Y0: 20, X1: 110, Y1: 40}}, []int{2}},
		{"boxes in a list, each with its page", nil, `{"hits":[{"page":3,"box":[1,2,3,4]},{"page":1,"box":[5,6,7,8],"text":"x"}]}`,
			[]result.Box{{Page: 1, X0: 5, Y0: 6, X1: 7, Y1: 8}, {Page: 3, X0: 1, Y0: 2, X1: 3, Y1: 4}}, []int{1, 3}},
		{"a box without any page", nil, `{"box":[1,2,3,4]}`, nil, nil},
		{"not four numbers, or inverted", &two, `{"a":{"box":[1,2,3]},"b":{"box":[1,2,"3",4]},"c":{"box":[5,5,1,1]}}`, nil, []int{2}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := result.Finding{Page: tc.page}
			if err := json.Unmarshal([]byte(tc.evidence), &f.Evidence); err != nil {
				t.Fatal(err)
			}
			if got := f.Boxes(); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Boxes = %+v, want %+v", got, tc.want)
			}
			if got := f.Pages(); !reflect.DeepEqual(got, tc.pages) {
				t.Errorf("Pages = %v, want %v", got, tc.pages)
			}
		})
	}
	// As the checks build evidence, before a JSON round trip.
	f := result.Finding{Evidence: map[string]any{"page": 4, "box": []float64{1, 2, 3, 4}}}
	if got := f.Boxes(); len(got) != 1 || got[0].Page != 4 {
		t.Errorf("Boxes of built evidence = %+v", got)
	}
}
