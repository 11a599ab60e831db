package catalog

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

func TestDecode(t *testing.T) {
	latin1 := []byte("sm\xf6rg\xe5sbord\n\xc5SNA\n\xe4pple\nid\xe9\n")
	for _, enc := range []string{"iso-8859-1", "ISO-8859-1", "latin1"} {
		r, err := Decode(enc, bytes.NewReader(latin1))
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(r)
		if err != nil || string(got) != "smörgåsbord\nÅSNA\näpple\nidé\n" {
			t.Errorf("Decode(%s) = %q, %v", enc, got, err)
		}
	}
	utf := "smörgåsbord\n"
	for _, enc := range []string{"", "utf-8", "UTF8"} {
		r, err := Decode(enc, strings.NewReader(utf))
		if got, _ := io.ReadAll(r); err != nil || string(got) != utf {
			t.Errorf("Decode(%q) = %q, %v", enc, got, err)
		}
	}
	if _, err := Decode("koi8-r", strings.NewReader("")); err == nil || !strings.Contains(err.Error(), `unknown encoding "koi8-r": expected utf-8 or iso-8859-1`) {
		t.Errorf("Decode(koi8-r) error %v", err)
	}
}
