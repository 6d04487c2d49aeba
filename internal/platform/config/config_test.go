package config

import (
	"errors"
	"strings"
	"testing"
)

// TestIntoNamesEveryMissingVariable: a cold start with two variables unset
// says both, not only the first.
func TestIntoNamesEveryMissingVariable(t *testing.T) {
	t.Setenv("CONFIG_TEST_SET", "x")
	t.Setenv("CONFIG_TEST_A", "")
	t.Setenv("CONFIG_TEST_B", "")
	var set, a, b string
	err := errors.Join(Into(&set, "CONFIG_TEST_SET"), Into(&a, "CONFIG_TEST_A"), Into(&b, "CONFIG_TEST_B"))
	if set != "x" || err == nil || !strings.Contains(err.Error(), "CONFIG_TEST_A") || !strings.Contains(err.Error(), "CONFIG_TEST_B") {
		t.Fatalf("set %q, err %v", set, err)
	}
}
