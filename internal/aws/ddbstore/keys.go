package ddbstore

import (
	"fmt"
	"hash/fnv"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

// This file holds every key shape of the table, so that the data model in
// docs/data-model.md can be checked against one place and no other file
// spells a key prefix. The item kinds, by partition:
//
//	ORG#<org>          ORG                              organization (balance in credits)
//	                   USER#<user>                      user
//	                   LEDGER#CHARGE#<document>         charge, one per document ever
//	                   LEDGER#REFUND#<document>         refund, one per charged document ever
//	                   LEDGER#<kind>#<time>#<id>        grant, adjustment, top-up
//	                   WEBHOOK#<subscription>           webhook subscription
//	                   APIKEY#<credential>              an API key, listed for the console
//	CRED#<hash>        CRED                             API key or OAuth token
//	                                                    (GSI1 CREDID#<id> / CRED#<hash>)
//	RATE#<key>         W#<window start, unix seconds>   rate-limit window
//	ANALYSIS#<id>      ANALYSIS                         analysis
//	                                                    (GSI1 ORG#<org> / ANALYSIS#<created>#<id>;
//	                                                    while not terminal, GSI2 OPEN#<shard> / <created>#<id>)
//	UPLOAD#<id>        UPLOAD                           staged upload
//	DELIVERY#<id>      DELIVERY                         webhook delivery
//	                                                    (GSI1 SUBJECT#<subject> / DELIVERY#<created>#<id>)
//	                   ATTEMPT#<nnnn>                   delivery attempt
//	LOGIN#<email>      LOGIN                            console sign-in of a user
//	                                                    (GSI1 ORG#<org> / LOGIN#<email>)
//	SESSION#<hash>     SESSION                          console session (TTL)
//	INVITE#<hash>      INVITE                           console invitation, until accepted (TTL)
//	                                                    (GSI1 ORG#<org> / INVITE#<created>#<hash>)
//	OAUTHCLIENT#<id>   OAUTHCLIENT                      OAuth client
//	                                                    (GSI1 ORG#<org> / OAUTHCLIENT#<created>#<id>)
//	                   GRANT#<grant>                    OAuth grant and the tokens issued under it (TTL)
//	OAUTHCODE#<hash>   OAUTHCODE                        OAuth authorization code (TTL)
//	OAUTHREFRESH#<hash> OAUTHREFRESH                    OAuth refresh token (TTL)
//	CLIENT#<client>    CLIENT                           client
//	                                                    (GSI1 ORG#<org> / CLIENT#<created>#<client>)
//	                   BATCH#<batch>                    batch of a client
//	                   DOC#<analysis>                   document of a client
//
// The key formats are part of the stored data: changing one strands the
// items already written under the old one.

// Attribute names of the primary key and of the one global secondary
// index, and the index's name.
const (
	attrPK     = "PK"
	attrSK     = "SK"
	attrGSI1PK = "GSI1PK"
	attrGSI1SK = "GSI1SK"
	gsi1       = "GSI1"
	// GSI2 is sparse: only analyses that are not terminal carry its keys,
	// so the sweeper reads the open ones without scanning the table.
	attrGSI2PK = "GSI2PK"
	attrGSI2SK = "GSI2SK"
	gsi2       = "GSI2"
)

// Sort keys of the items that are alone in their partition or head it.
const (
	orgSK          = "ORG"
	credSK         = "CRED"
	analysisSK     = "ANALYSIS"
	uploadSK       = "UPLOAD"
	deliverySK     = "DELIVERY"
	clientSK       = "CLIENT"
	loginSK        = "LOGIN"
	sessionSK      = "SESSION"
	inviteSK       = "INVITE"
	oauthClientSK  = "OAUTHCLIENT"
	oauthCodeSK    = "OAUTHCODE"
	oauthRefreshSK = "OAUTHREFRESH"
)

// Prefixes that queries select with begins_with, or that tell the items of
// one partition apart.
const (
	ledgerPrefix       = "LEDGER#"
	subscriptionPrefix = "WEBHOOK#"
	attemptPrefix      = "ATTEMPT#"
	batchPrefix        = "BATCH#"
	clientDocPrefix    = "DOC#"
	// The GSI1 sort keys of analyses, deliveries and clients start with
	// the same word as their partition keys.
	analysisPrefix    = "ANALYSIS#"
	deliveryPrefix    = "DELIVERY#"
	clientPrefix      = "CLIENT#"
	credPrefix        = "CRED#"
	loginPrefix       = "LOGIN#"
	invitePrefix      = "INVITE#"
	apiKeyPrefix      = "APIKEY#"
	oauthClientPrefix = "OAUTHCLIENT#"
	grantPrefix       = "GRANT#"
)

// Organization partition.

func orgPK(org string) string   { return "ORG#" + org }
func userSK(user string) string { return "USER#" + user }

// chargeSK and refundSK are keyed by document, which is what makes a
// charge and its refund happen at most once.
func chargeSK(doc string) string { return ledgerPrefix + "CHARGE#" + doc }
func refundSK(doc string) string { return ledgerPrefix + "REFUND#" + doc }

// ledgerSK keys the other entries (grants, adjustments, top-ups) by time
// and a random id.
func ledgerSK(kind string, at time.Time, id string) string {
	return fmt.Sprintf("%s%s#%s#%s", ledgerPrefix, kind, at.UTC().Format(time.RFC3339Nano), id)
}

func subscriptionSK(id string) string { return subscriptionPrefix + id }
func apiKeySK(id string) string       { return apiKeyPrefix + id }

// Credentials: keyed by the hash of the secret for authentication, and
// indexed by id for revocation.

func credPK(hash string) string   { return credPrefix + hash }
func credGSI1PK(id string) string { return "CREDID#" + id }

// Rate-limit windows.

func ratePK(key string) string { return "RATE#" + key }
func windowSK(start time.Time) string {
	return fmt.Sprintf("W#%d", start.Unix())
}

// Analyses and staged uploads. The GSI1 sort key lists an organization's
// analyses by creation time.

func analysisPK(id string) string { return analysisPrefix + id }
func analysisGSI1SK(created time.Time, id string) string {
	return analysisPrefix + created.Format(time.RFC3339Nano) + "#" + id
}
func uploadPK(id string) string { return "UPLOAD#" + id }

// openShards spreads the open analyses over several GSI2 partitions, so
// that the writes of a busy tenant do not all land on one index
// partition; the sweeper queries each shard.
const openShards = 8

// openGSI2PK is the GSI2 partition of an open analysis, chosen by its id.
func openGSI2PK(id string) string {
	h := fnv.New32a()
	h.Write([]byte(id))
	return openShardPK(int(h.Sum32() % openShards))
}
func openShardPK(shard int) string { return fmt.Sprintf("OPEN#%d", shard) }

// openGSI2SK orders the open analyses of a shard by creation time (fixed
// width, UTC, so shards merge by comparing text).
func openGSI2SK(created time.Time, id string) string { return sortTime(created) + "#" + id }

// Webhook deliveries and their attempts. The GSI1 sort key lists the
// deliveries of one subject (an analysis or a batch) by creation time.

func deliveryPK(id string) string         { return deliveryPrefix + id }
func subjectGSI1PK(subject string) string { return "SUBJECT#" + subject }
func deliveryGSI1SK(created time.Time, id string) string {
	return deliveryPrefix + sortTime(created) + "#" + id
}

// attemptSK pads the number so attempts sort in order.
func attemptSK(n int) string { return fmt.Sprintf("%s%04d", attemptPrefix, n) }

// sortTime formats t with a fixed width, so that sort keys order by time.
func sortTime(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05.000000000Z") }

// Clients: one partition per client, with its batches and documents, so
// one consistent Query reads the whole client.

func clientPK(id string) string { return clientPrefix + id }
func clientGSI1SK(created time.Time, id string) string {
	return clientPrefix + created.Format(time.RFC3339Nano) + "#" + id
}
func batchSK(id string) string             { return batchPrefix + id }
func clientDocSK(analysisID string) string { return clientDocPrefix + analysisID }

// Console logins, by normalized e-mail (the GSI1 sort key lists an
// organization's users), and sessions, by the hash of their token.

func loginPK(email string) string  { return loginPrefix + email }
func sessionPK(hash string) string { return "SESSION#" + hash }

// Invitations, by the hash of their link's token; the GSI1 sort key lists
// an organization's by creation time.

func invitePK(hash string) string { return invitePrefix + hash }
func inviteGSI1SK(created time.Time, hash string) string {
	return invitePrefix + sortTime(created) + "#" + hash
}

// OAuth: a client's partition holds the client and its grants, so that
// revoking a client reads its grants with one query; the GSI1 sort key
// lists an organization's clients by creation time. Codes and refresh
// tokens are keyed by the hash of their secret, like credentials.

func oauthClientPK(id string) string { return oauthClientPrefix + id }
func oauthClientGSI1SK(created time.Time, id string) string {
	return oauthClientPrefix + sortTime(created) + "#" + id
}
func grantSK(id string) string          { return grantPrefix + id }
func oauthCodePK(hash string) string    { return "OAUTHCODE#" + hash }
func oauthRefreshPK(hash string) string { return "OAUTHREFRESH#" + hash }

// key builds a primary key.
func key(pk, sk string) map[string]types.AttributeValue {
	return map[string]types.AttributeValue{
		attrPK: &types.AttributeValueMemberS{Value: pk},
		attrSK: &types.AttributeValueMemberS{Value: sk},
	}
}
