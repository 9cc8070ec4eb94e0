package lintercop

import (
	"slices"
	"testing"
)

func TestSubscriberTemplates(t *testing.T) {
	acr := newAcronyms([]string{"Http", "HTTP", " ", "Acme"})
	values := [3]string{"G/L Entry", "OnAfterCalcBalanceLCY", "Sales & Receivables Setup"}
	for _, tc := range []struct {
		template string
		values   [3]string
		want     []string
	}{
		{defaultSubscriberTemplate, values, []string{"G/L Entry_OnAfterCalcBalanceLCY_Sales & Receivables Setup"}},
		{defaultSubscriberTemplate, [3]string{"Customer", "OnAfterInsertEvent", ""}, []string{"Customer_OnAfterInsertEvent"}},
		{"On{EventSource}_{EventName}[_{ElementName}]", values, []string{"OnGLEntry_OnAfterCalcBalanceLCY_SalesReceivablesSetup"}},
		{"{eventSource}-{event_name}-{element-name}", values, []string{"gLEntry-on_after_calc_balance_lcy-sales-receivables-setup"}},
		{"{EventSource}{Unknown}[x{Event Source]{ElementName}", [3]string{"line discount %", "E", "http acme ID"},
			[]string{"LineDiscount{Unknown}x{Event Source]{ElementName}"}},
		{"{ElementName}", [3]string{"S", "E", "http acme ID"}, []string{"HTTPAcmeId"}},
		{"[{ElementName}_]{EventName}", [3]string{"S", "OnX", ""}, []string{"OnX"}},
		{"{EventSource", [3]string{"S", "E", ""}, []string{"{EventSource"}},
		{"{EventName}", [3]string{"S", "OnHttpCall", ""}, []string{"OnHttpCall", "OnHTTPCall"}},
	} {
		got := renderTemplate(parseSubscriberTemplate(tc.template), tc.values, acr)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s over %q: %q, want %q", tc.template, tc.values, got, tc.want)
		}
	}
}

func TestSplitWords(t *testing.T) {
	for in, want := range map[string][]string{
		"Sales Header":         {"Sales", "Header"},
		"HTTPServerName":       {"HTTP", "Server", "Name"},
		"OnAfterValidateEvent": {"On", "After", "Validate", "Event"},
		"Gen. Journal (LCY) %": {"Gen", "Journal", "LCY"},
		"IDCard":               {"ID", "Card"},
		"":                     nil,
		"Übergröße Außenmaß":   {"Übergröße", "Außenmaß"},
	} {
		if got := splitWords(in); !slices.Equal(got, want) {
			t.Errorf("splitWords(%q) = %q, want %q", in, got, want)
		}
	}
}
