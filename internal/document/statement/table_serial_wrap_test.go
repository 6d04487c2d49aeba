package statement

import (
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
	"github.com/docanalysis/service/internal/domain/result"
)

// TestSerialBesideWrappedRemark: an export that numbers its rows in an
// "S No." column centres the serial on the row's cell, so a remark over
// three lines prints the serial beside its second line: that line and the
// one under it are more of the row's remark, the serial no part of it.
func TestSerialBesideWrappedRemark(t *testing.T) {
	runOracle(t, []oracleCase{{
		name: "a three-line remark with the serial on its second line",
		pages: []pdftext.Page{mkPage(1,
			L(60, C(40, "Transaction Date from 27/07/2019 to 27/11/2019")),
			L(100, C(20, "S No."), C(50, "Value Date"), C(110, "Transaction Date"), C(180, "Cheque Number"), C(250, "Transaction Remarks"),
				R(450, "Withdrawal Amount"), R(520, "Deposit Amount"), R(590, "Balance")),
			L(118, C(20, "1"), C(50, "30/07/2019"), C(110, "30/07/2019"), C(180, "-"), C(250, "BIL/INFT/001763870642/Friends/"),
				R(450, "1000.0"), R(520, "0.0"), R(590, "100203.79")),
			L(140, C(50, "30/09/2019"), C(110, "30/09/2019"), C(180, "-"), C(250, "NEFT-N273190939817513-RELIANCE"),
				R(450, "0.0"), R(520, "56142.0"), R(590, "156345.79")),
			L(150, C(20, "2"), C(250, "DIGITAL PLATFORM AND PROJE-")),
			L(160, C(250, "55028703-575000003889")),
			L(182, C(20, "3"), C(50, "01/10/2019"), C(110, "01/10/2019"), C(180, "-"), C(250, "NFS/ATM0003/CASH WDL/01-10-19"),
				R(450, "700.0"), R(520, "0.0"), R(590, "155645.79")),
		)},
		want: "2019-07-30 debit 1000 BIL/INFT/001763870642/Friends/\n" +
			"2019-09-30 credit 56142 NEFT-N273190939817513-RELIANCE DIGITAL PLATFORM AND PROJE- 55028703-575000003889\n" +
			"2019-10-01 debit 700 NFS/ATM0003/CASH WDL/01-10-19",
		verdict: result.Verified,
	}})
}
