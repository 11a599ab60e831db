package archive

import "testing"

func TestSniff(t *testing.T) {
	tests := []struct {
		head string
		want Form
	}{
		{"", Unknown},
		{"\n\n  \n", Unknown},
		{"{\n  \"displayWeekday\": \"Sunday\",\n  \"printDate\": \"2023-01-01\",\n", JSON},
		{"\xef\xbb\xbf[{\"printDate\": \"2024-01-04\"}]\n", JSON},
		{"{\"today\": {\"centerLetter\": \"j\"}}", JSON},
		{"{\"aardvark\": 1, \"aback\": 1}\n", Unknown}, // a JSON word list
		{"# NYT puzzles\n\n2024-01-04 bejkoux j joke juke jukebox\n", Lines},
		{"2024-01-04\n", Lines},
		{"aa\naah\naahed\n", WordList},
		{"the 23135851162\nof 13151942776\n", WordList},
		{"Aaron's\nAB\n", WordList},
		{"amalgam amalgamation cacciatore\n", WordList},
		{"aardvark", Unknown}, // a line cut off: not judged
		{"<html>\n", Unknown},
		{"01/04/2024 bejkoux\n", Unknown},
	}
	for _, tt := range tests {
		if got := Sniff([]byte(tt.head)); got != tt.want {
			t.Errorf("Sniff(%q) = %v; want %v", tt.head, got, tt.want)
		}
	}
}

func FuzzSniff(f *testing.F) {
	f.Add([]byte("2024-01-04 bejkoux j joke\n"))
	f.Add([]byte("{}"))
	f.Fuzz(func(t *testing.T, head []byte) {
		if got := Sniff(head); got < Unknown || got > WordList {
			t.Fatalf("Sniff(%q) = %d", head, got)
		}
	})
}
