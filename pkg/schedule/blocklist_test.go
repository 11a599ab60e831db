package schedule

import (
	"slices"
	"testing"
)

func TestInflections(t *testing.T) {
	got := Inflections([]string{"bitch", "dick", "boob", "grope", "cum", "pussy", "tit", "tits", "xx", "s&m", "2g1c"})
	for _, w := range []string{"bitched", "bitching", "bitches", "dicked", "dicking", "dicks", "boobie", "boobies", "boobs",
		"groped", "groping", "cummed", "cumming", "pussies", "titted", "titties"} {
		if _, ok := slices.BinarySearch(got, w); !ok {
			t.Errorf("%s is not blocked", w)
		}
	}
	for _, w := range []string{"tits", "bitch", "cocky", "dicker", "grope", "xxs", "s&ms"} {
		if _, ok := slices.BinarySearch(got, w); ok {
			t.Errorf("%s is among the inflections", w)
		}
	}
	if !slices.IsSorted(got) || len(slices.Compact(slices.Clone(got))) != len(got) {
		t.Error("not sorted without repeats")
	}
}
