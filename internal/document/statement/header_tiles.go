package statement

import (
	"math"
	"regexp"
	"strings"
)

// Balance tiles. An online account-activity page printed from the
// browser shows the account's balances as tiles, the figure over its
// caption ("$44,292.34" over "Present balance"). The present (or
// current) balance is the ledger balance after the newest posted row:
// the closing figure of the activity listed, which such a print states
// nowhere else. The available balance is not (it nets pending items and
// holds).

// tileCloseRe is the caption of a balance tile that closes the activity.
var tileCloseRe = regexp.MustCompile(`(?i)^(present|current)\s+balance$`)

// tileBalances returns the closing balances printed as tiles in ls: a
// line's figure with the caption on the line right below it, starting
// where the figure starts.
func tileBalances(ls []line) []balHit {
	var out []balHit
	for i := 0; i+1 < len(ls); i++ {
		l, caption := ls[i], ls[i+1]
		if caption.Page != l.Page || lineHasMoney(caption) || isRowLine(l) || caption.Y0-l.Y1 > 1.5*l.height() {
			continue
		}
		for _, w := range l.Words {
			v, ok := headerAmount(w.Text)
			if !ok {
				continue
			}
			for _, seg := range segments(caption) {
				if math.Abs(seg[0].X0-w.X0) > math.Max(em(w), 4) {
					continue
				}
				if tileCloseRe.MatchString(strings.TrimSpace(joinWords(seg))) {
					out = append(out, balHit{cents: v, line: i})
				}
			}
		}
	}
	return out
}
