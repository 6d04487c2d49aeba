package ddbstore

import (
	"testing"
	"time"
)

// TestKeyFormats pins every key shape to the text stored in the table: a
// change here strands the items written under the old format, so it must
// be a deliberate migration, never a refactoring.
func TestKeyFormats(t *testing.T) {
	at := time.Date(2026, 3, 2, 9, 30, 0, 123456000, time.FixedZone("CET", 3600))
	tests := []struct {
		name, got, want string
	}{
		{"org PK", orgPK("o1"), "ORG#o1"},
		{"org SK", orgSK, "ORG"},
		{"user SK", userSK("u1"), "USER#u1"},
		{"charge SK", chargeSK("d1"), "LEDGER#CHARGE#d1"},
		{"refund SK", refundSK("d1"), "LEDGER#REFUND#d1"},
		{"timed ledger SK", ledgerSK("top_up", at, "e1"), "LEDGER#top_up#2026-03-02T08:30:00.123456Z#e1"},
		{"ledger prefix", ledgerPrefix, "LEDGER#"},
		{"subscription SK", subscriptionSK("s1"), "WEBHOOK#s1"},
		{"subscription prefix", subscriptionPrefix, "WEBHOOK#"},
		{"credential PK", credPK("h1"), "CRED#h1"},
		{"credential SK", credSK, "CRED"},
		{"credential GSI1PK", credGSI1PK("c1"), "CREDID#c1"},
		{"rate PK", ratePK("k1"), "RATE#k1"},
		{"window SK", windowSK(at), "W#1772440200"},
		{"analysis PK", analysisPK("a1"), "ANALYSIS#a1"},
		{"analysis SK", analysisSK, "ANALYSIS"},
		{"analysis GSI1SK (time as given, not UTC)", analysisGSI1SK(at, "a1"), "ANALYSIS#2026-03-02T09:30:00.123456+01:00#a1"},
		{"open analysis GSI2PK (fnv-32a of the id, mod 8)", openGSI2PK("a1"), "OPEN#7"},
		{"open shard PK", openShardPK(3), "OPEN#3"},
		{"open analysis GSI2SK (fixed width, UTC)", openGSI2SK(at, "a1"), "2026-03-02T08:30:00.123456000Z#a1"},
		{"upload PK", uploadPK("u1"), "UPLOAD#u1"},
		{"upload SK", uploadSK, "UPLOAD"},
		{"delivery PK", deliveryPK("d1"), "DELIVERY#d1"},
		{"delivery SK", deliverySK, "DELIVERY"},
		{"subject GSI1PK", subjectGSI1PK("a1"), "SUBJECT#a1"},
		{"delivery GSI1SK (fixed width, UTC)", deliveryGSI1SK(at, "d1"), "DELIVERY#2026-03-02T08:30:00.123456000Z#d1"},
		{"delivery prefix", deliveryPrefix, "DELIVERY#"},
		{"attempt SK", attemptSK(7), "ATTEMPT#0007"},
		{"attempt prefix", attemptPrefix, "ATTEMPT#"},
		{"client PK", clientPK("c1"), "CLIENT#c1"},
		{"client SK", clientSK, "CLIENT"},
		{"client GSI1SK (time as given, not UTC)", clientGSI1SK(at, "c1"), "CLIENT#2026-03-02T09:30:00.123456+01:00#c1"},
		{"batch SK", batchSK("b1"), "BATCH#b1"},
		{"client document SK", clientDocSK("a1"), "DOC#a1"},
		{"API key SK", apiKeySK("c1"), "APIKEY#c1"},
		{"API key prefix", apiKeyPrefix, "APIKEY#"},
		{"login PK", loginPK("a@b.example"), "LOGIN#a@b.example"},
		{"login SK", loginSK, "LOGIN"},
		{"login prefix", loginPrefix, "LOGIN#"},
		{"session PK", sessionPK("h1"), "SESSION#h1"},
		{"session SK", sessionSK, "SESSION"},
		{"invitation PK", invitePK("h2"), "INVITE#h2"},
		{"invitation SK", inviteSK, "INVITE"},
		{"invitation GSI1SK (fixed width, UTC)", inviteGSI1SK(at, "h2"), "INVITE#2026-03-02T08:30:00.123456000Z#h2"},
		{"OAuth client PK", oauthClientPK("oac_1"), "OAUTHCLIENT#oac_1"},
		{"OAuth client SK", oauthClientSK, "OAUTHCLIENT"},
		{"OAuth client GSI1SK (fixed width, UTC)", oauthClientGSI1SK(at, "oac_1"), "OAUTHCLIENT#2026-03-02T08:30:00.123456000Z#oac_1"},
		{"OAuth client prefix", oauthClientPrefix, "OAUTHCLIENT#"},
		{"grant SK", grantSK("g1"), "GRANT#g1"},
		{"grant prefix", grantPrefix, "GRANT#"},
		{"OAuth code PK", oauthCodePK("h1"), "OAUTHCODE#h1"},
		{"OAuth code SK", oauthCodeSK, "OAUTHCODE"},
		{"OAuth refresh PK", oauthRefreshPK("h1"), "OAUTHREFRESH#h1"},
		{"OAuth refresh SK", oauthRefreshSK, "OAUTHREFRESH"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.got != tc.want {
				t.Fatalf("got %q, want %q", tc.got, tc.want)
			}
		})
	}
}
