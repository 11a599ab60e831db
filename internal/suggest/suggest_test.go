package suggest

import "testing"

// TestEditDistance checks EditDistance on cases worked by hand, both
// ways round.
func TestEditDistance(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"", "abc", 3},
		{"abc", "", 3},
		{"rank", "rank", 0},
		{"rnak", "rank", 1},  // a transposition
		{"nty", "nyt", 1},    // a transposition
		{"rak", "rank", 1},   // an insertion
		{"rannk", "rank", 1}, // a deletion
		{"rink", "rank", 1},  // a substitution
		{"kitten", "sitting", 3},
		{"ca", "abc", 3}, // optimal string alignment, not Damerau's unrestricted 2
		{"sowpod", "sowpods", 1},
		{"top", "bottom", 4},
	}
	for _, tt := range tests {
		if got := EditDistance(tt.a, tt.b); got != tt.want {
			t.Errorf("EditDistance(%q, %q) = %d; want %d", tt.a, tt.b, got, tt.want)
		}
		if got := EditDistance(tt.b, tt.a); got != tt.want {
			t.Errorf("EditDistance(%q, %q) = %d; want %d (symmetric)", tt.b, tt.a, got, tt.want)
		}
	}
}

// TestEditDistanceBruteForce checks EditDistance against the recursive
// definition on every pair of short strings over a two-letter alphabet.
func TestEditDistanceBruteForce(t *testing.T) {
	var strs []string
	var gen func(s string)
	gen = func(s string) {
		strs = append(strs, s)
		if len(s) < 4 {
			gen(s + "a")
			gen(s + "b")
		}
	}
	gen("")
	var osa func(a, b string) int
	osa = func(a, b string) int {
		switch {
		case a == "":
			return len(b)
		case b == "":
			return len(a)
		}
		cost := 1
		if a[len(a)-1] == b[len(b)-1] {
			cost = 0
		}
		d := min(osa(a[:len(a)-1], b)+1, osa(a, b[:len(b)-1])+1, osa(a[:len(a)-1], b[:len(b)-1])+cost)
		if len(a) > 1 && len(b) > 1 && a[len(a)-1] == b[len(b)-2] && a[len(a)-2] == b[len(b)-1] {
			d = min(d, osa(a[:len(a)-2], b[:len(b)-2])+1)
		}
		return d
	}
	for _, a := range strs {
		for _, b := range strs {
			if got, want := EditDistance(a, b), osa(a, b); got != want {
				t.Fatalf("EditDistance(%q, %q) = %d; want %d", a, b, got, want)
			}
		}
	}
}

// TestDidYouMean checks which names get a suggestion, and which one.
func TestDidYouMean(t *testing.T) {
	commands := []string{"rank", "solve", "score", "compare", "lists", "help"}
	tests := []struct {
		name string
		in   []string
		want string
	}{
		{"rnak", commands, " (did you mean rank?)"},
		{"sovle", commands, " (did you mean solve?)"},
		{"comapre", commands, " (did you mean compare?)"},
		{"list", commands, " (did you mean lists?)"},
		{"RANK", commands, ""}, // the name itself, in other case
		{"frob", commands, ""},
		{"x", commands, ""},
		{"nty", []string{"nyt", "editor"}, " (did you mean nyt?)"},
		{"editer", []string{"nyt", "editor"}, " (did you mean editor?)"},
		{"sowpod", []string{"enable1", "sowpods", "web2"}, " (did you mean sowpods?)"},
		{"enable", []string{"enable1", "sowpods", "web2"}, " (did you mean enable1?)"},
		{"tpo", []string{"top", "bottom"}, " (did you mean top?)"},
		{"wbritish", []string{"wamerican", "wbritish-huge", "web2"}, " (did you mean wbritish-huge?)"}, // the one that starts so
		{"count", []string{"count_1w", "count_1w_100k"}, ""},                                           // two start so
		{"web", []string{"web2", "webster"}, " (did you mean web2?)"},
	}
	for _, tt := range tests {
		if got := DidYouMean(tt.name, tt.in); got != tt.want {
			t.Errorf("DidYouMean(%q, %q) = %q; want %q", tt.name, tt.in, got, tt.want)
		}
	}
}
