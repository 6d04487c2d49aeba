package ocr

import (
	"strings"
	"testing"

	"github.com/docanalysis/service/internal/document/pdftext"
)

func TestMoneyAlternatives(t *testing.T) {
	tests := []struct {
		in    string
		want  string // must be among the alternatives
		cents int64
	}{
		{"l,234.56", "1,234.56", 123456},
		{"-§55.37", "-555.37", -55537},
		{"§53.35", "553.35", 55335},
		{"S12.00", "$12.00", 1200},
		{"1O0.00", "100.00", 10000},
		{"4,1l3.7l", "4,113.71", 411371},
		{"B8.43", "88.43", 8843},
		{"1,234,56", "1,234.56", 123456},
		{"123456", "1,234.56", 123456},
		{"1.234.56", "1,234.56", 123456},
		{"-~616.67", "-616.67", -61667},
		{"616.67.", "616.67", 61667},
		{"2,158.3l", "2,158.31", 215831},
		{"563.35", "553.35", 55335}, // 6 read for 5
		{"13.00-", "18.00-", -1800}, // a look-alike digit with a trailing sign
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			alts := MoneyAlternatives(tt.in)
			for _, a := range alts {
				if a.Text == tt.want {
					if a.Cents != tt.cents {
						t.Errorf("%q: cents %d, want %d", a.Text, a.Cents, tt.cents)
					}
					if len(a.Changes) == 0 || a.Cost <= 0 {
						t.Errorf("%q: no changes recorded (%+v)", a.Text, a)
					}
					return
				}
			}
			t.Errorf("MoneyAlternatives(%q) = %v, want %q among them", tt.in, texts(alts), tt.want)
		})
	}
}

func TestMoneyAlternativesBounds(t *testing.T) {
	for _, in := range []string{"", "ACH", "1,234.56", "llllllllllllllll.ll", "OOOOOOOOOOOOOOOOOOOOOOO"} {
		alts := MoneyAlternatives(in)
		if len(alts) > 24 {
			t.Errorf("%q: %d alternatives", in, len(alts))
		}
		for _, a := range alts {
			if a.Text == in {
				t.Errorf("%q listed itself", in)
			}
			if !moneyShape.MatchString(a.Text) {
				t.Errorf("%q: %q is not an amount", in, a.Text)
			}
		}
		for i := 1; i < len(alts); i++ {
			if alts[i].Cost < alts[i-1].Cost {
				t.Errorf("%q: not sorted by cost", in)
			}
		}
	}
	// A clean amount only gets look-alike digits, all of cost 2.
	for _, a := range MoneyAlternatives("1,234.56") {
		if a.Cost != 2 {
			t.Errorf("clean amount: %+v", a)
		}
	}
}

func TestDateAlternatives(t *testing.T) {
	tests := []struct{ in, want string }{
		{"O1/l5/26", "01/15/26"},
		{"01115/26", "01/15/26"},
		{"0l/O5", "01/05"},
		{"12/3l/2025", "12/31/2025"},
		{"01/I5/26", "01/15/26"},
		{"07/15/26", "01/15/26"}, // 7 read for 1
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			alts := DateAlternatives(tt.in)
			for _, a := range alts {
				if a.Text == tt.want {
					return
				}
			}
			t.Errorf("DateAlternatives(%q) = %v, want %q among them", tt.in, texts(alts), tt.want)
		})
	}
	for _, a := range DateAlternatives("13/45/26") {
		t.Errorf("impossible date proposed: %+v", a)
	}
}

func texts(alts []Alternative) []string {
	var s []string
	for _, a := range alts {
		s = append(s, a.Text)
	}
	return s
}

func TestNormalizeToken(t *testing.T) {
	tests := []struct{ in, want string }{
		{"—4,644.39", "-4,644.39"},
		{"–$12.00", "-$12.00"},
		{"11/2@", "11/20"},
		{"949.35,", "949.35"},
		{"Q1/02/26", "01/02/26"},
		{"ST-AQ@350C66", "ST-AQ@350C66"}, // "Q@" may be one zero read as two
		{"ST-230BOD9B", "ST-230B0D9B"},
		{"ST-AO5EF85E", "ST-A05EF85E"},
		{"1D:1349095477", "ID:1349095477"},
		{"|D:1609012796", "ID:1609012796"},
		{"ID:1349095477", "ID:1349095477"},
		{"10:1349095477", "10:1349095477"}, // no letter: a time or a ratio
		{"ST-419780@DB", "ST-4197800DB"},
		{"SQ2O4317", "SQ2O4317"}, // a two-letter prefix glued on: not a reference shape
		{"ORIGINAL", "ORIGINAL"},
		{"BOOKED", "BOOKED"},
		{":1,234.56", "1,234.56"},
		{"=28,519.35", "28,519.35"},
		{"5'.55", "5.55"},
		{"$1,204’.10", "$1,204.10"},
		{"1'234.56", "1'234.56"}, // a Swiss thousands mark stands between digits
		{"=", "="},
		{"=A1", "=A1"},
		{"-12.00.", "-12.00"},
		{"12,", "12,"}, // not a figure with cents
		{"1,2O5.00", "1,205.00"},
		{"O1/l4", "01/14"},
		{"1l/14/2025", "11/14/2025"},
		{"NAME:‘JOHNSON", "NAME:JOHNSON"},
		{"338.00107/11/25", "338.00 07/11/25"}, // a grid's column rule between a figure and the next cell's date
		{"1,453.84|07/14/2025", "1,453.84 07/14/2025"},
		{"338.00199/11/25", "338.00199/11/25"}, // no date after the rule: left
		{"33800107/11/25", "33800107/11/25"},   // no figure with cents before it
		{"«$1,540.64", "$1,540.64"},            // a speck read as a guillemet
		{"1,540.64»", "1,540.64"},
		{"TRACE#:|PAYROLL", "TRACE#:PAYROLL"},
		{"NAME:‘J", "NAME:‘J"},             // one letter: too little to call the mark a speck
		{"Name:‘JOHNSON", "Name:‘JOHNSON"}, // not a label of capitals
		// Left alone: not figures, or ambiguous glyphs.
		{"ORIG", "ORIG"},
		{"§53.35", "§53.35"},
		{"S12.00", "S12.00"},
		{"—", "—"},
		{"IOU", "IOU"},
		{"1OOO", "1OOO"}, // not a money or date shape
		// "@" for a zero inside a number, masked or not.
		{"XXXXXX75@1", "XXXXXX7501"},
		{"XXXX@123", "XXXX0123"},
		{"12@456", "120456"},
		{"1@2@3@4", "1@2@3@4"}, // too many marks for the digits
		{"75@@1", "75@@1"},     // one zero read twice? the length is in doubt
		{"@123", "@123"},       // "at 123": nothing on its left
		{"123@", "123@"},       // nothing on its right
		{"user@1234", "user@1234"},
		{"$Q221129", "SQ221129"},
		{"$q260204", "Sq260204"}, // a mixed-case description
		{"$Qa1234", "SQa1234"},
		{"$ab1234", "$ab1234"}, // two small letters: no reference shape seen
		{"~-2,007.41", "-2,007.41"},
		{"~-$12.00", "-$12.00"},
		{"~-", "~-"},
		{"—-8,632.42", "-8,632.42"}, {"–-12.00", "-12.00"},
		// A dash or tilde read into a row's shading before a word of
		// capitals is a mark like "=" (s300 reportlab_thriftloan_decjan:
		// "—PREAUTHORIZED", "~=PREAUTHORIZED").
		{"—-ABC", "ABC"}, {"~-ABC", "ABC"}, {"—PREAUTHORIZED", "PREAUTHORIZED"}, {"~=PREAUTHORIZED", "PREAUTHORIZED"},
		{"–CREDIT", "CREDIT"}, {"—Ab", "—Ab"}, {"—Preauthorized", "Preauthorized"}, {"~=Preauthorized", "Preauthorized"},
		{"-Preauthorized", "-Preauthorized"},
		{"$12.00", "$12.00"},
		{"|ONLINE", "ONLINE"}, {"‘UTILITY", "UTILITY"}, {"-PROPERTIES", "PROPERTIES"}, {"PMTS_", "PMTS"}, {"PMTS__", "PMTS"},
		{"_IRS", "IRS"}, {"‘Forward", "Forward"}, {"|Shopify", "Shopify"}, {"-Forward", "-Forward"}, {"‘Fo", "‘Fo"}, {"‘FORWARD’", "‘FORWARD’"},
		{"2026022QMMQFMP9Z172076", "20260220MMQFMP9Z172076"}, // an IMAD's date
		{"20251105B1QGCO1R48752O", "20251105B1QGCO1R487520"}, // its sequence; the source left
		{"20260220MMQFMP9Z172076", "20260220MMQFMP9Z172076"},
		{"2026132QMMQFMP9Z172076", "2026132QMMQFMP9Z172076"}, // month 13: no IMAD
		{"2026022QMMQFMP9Z17207", "2026022QMMQFMP9Z17207"},   // 21 characters
		{"=ORIG", "ORIG"}, {"§©=COMCAST", "COMCAST"}, {"©=AMAZON", "AMAZON"}, {"=§©|ONLINE", "=§©|ONLINE"}, {"=AB", "=AB"}, {"=12", "=12"},
		{"-12", "-12"}, {"-Ab", "-Ab"}, {"‘QUOTED’", "‘QUOTED’"}, {"A_", "A_"},
		// A row's rule read as marks around its figure (Trustmark's scan).
		{"_—-3,624.39_", "3,624.39"}, {"—=—‘1,221.32", "1,221.32"}, {"-—-—=—«534.18", "534.18"}, {"_—*'1,015.14_", "1,015.14"},
		{"=_$12.00", "$12.00"}, {"--12.00", "--12.00"}, {"_—-3,62", "_—-3,62"},
		// A mark read glued before a row's date (Bank of Tennessee's
		// scan: "§=7/31" at confidence 5).
		{"§=7/31", "7/31"}, {"|07/14/25", "07/14/25"}, {"~12/05", "12/05"}, {"=13/45", "=13/45"}, {"-7/31", "-7/31"}, {"§=7/3", "7/3"},
		{"12/38", "12/30"}, {"01/85", "01/05"}, {"01/89/26", "01/09/26"},
		{"25/12", "25/12"}, // a day/month date
		{"61/85", "61/85"}, // two digits wrong
		{"13/13", "13/13"}, // no look-alike makes it a date
		{"12.38", "12.38"}, // an amount
		{"12-38", "12-38"},
		{"08/38", "08/30"}, // the only look-alike that makes a date
		{"ST-9FDD@AED", "ST-9FDD0AED"},
		{"ST-DECADE", "ST-DECADE"},
		{"ST-DEC@DE", "ST-DEC@DE"}, // no digit at all
		{"SQ2750@52", "SQ2750@52"}, // "0@" may be one zero read twice
		{"SQ2751@52", "SQ2751052"},
		{"XXXX0@12", "XXXX0@12"},
		{"SQ@27505", "SQ@27505"}, // after letters "@" must stand between digits
		{"ST-12@45", "ST-12045"},
		// "$" read for the S of a long reference.
		{"$333169950333169", "S333169950333169"},
		{"S$334508261334508", "S334508261334508"},
		{"$3331699503", "S3331699503"},
		{"$333169950", "$333169950"},        // nine digits: could be an amount without its point
		{"$3,331,699.50", "$3,331,699.50"},  // an amount
		{"1ID:1355086892", "ID:1355086892"}, // the I's stroke read twice
		{"|ID:1355086892", "ID:1355086892"},
		{"1D:1355086892", "ID:1355086892"},
		{"1!D:1543584796", "ID:1543584796"}, // the I's stroke read as "1" and "!"
		{"!D:1543584796", "ID:1543584796"},
		{"!ID:1808777111", "ID:1808777111"},
		{"I1D:1141937496", "ID:1141937496"},
		{"IID:1141937496", "ID:1141937496"},
		{"II:1141937496", "II:1141937496"}, // no letter but strokes: a roman numeral?
		{"11:1141937496", "11:1141937496"},
		{"1!:1543584796", "1!:1543584796"},   // no letter: not a label
		{"1D:3739646585;", "ID:3739646585;"}, // a label in a list separated by semicolons
		{"1ID:4894846548;", "ID:4894846548;"},
		{"1D:L273676;", "ID:L273676;"}, // a reference of a letter and digits
		{"1D:ST-5E448B3F;", "ID:ST-5E448B3F;"},
		{"1D:LAKESIDE;", "1D:LAKESIDE;"}, // no digits: not sure it is a reference
		{"A1:B2", "A1:B2"},
		{"3,875:52", "3,875.52"}, // the decimal point read as a colon
		{"-$12,345;07", "-$12,345.07"},
		{"12:30", "12:30"},                                    // a time
		{"875:52", "875:52"},                                  // no thousands: could be a time
		{"TRACE.#:021000072086212", "TRACE#:021000072086212"}, // a speck inside the label
		{"TRACE:#:021000060855750", "TRACE#:021000060855750"},
		{"TRACE#:021000060855750", "TRACE#:021000060855750"},
		{"XXXXXX7S01", "XXXXXX7501"}, // the last digits after a mask
		{"XXXXXXB949", "XXXXXX8949"},
		{"****1O23.", "****1023."},
		{"XXXXXX7501", "XXXXXX7501"},
		{"XXXXSB", "XXXXSB"},   // no digit read: no number seen
		{"XXXS01", "XXXS01"},   // a mask of three: not sure it is one
		{"XXXXLBS", "XXXXLBS"}, // letters, not a number
	}
	for _, tt := range tests {
		got, why := normalizeToken(tt.in)
		if got != tt.want {
			t.Errorf("normalizeToken(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if (why != "") != (tt.in != tt.want) {
			t.Errorf("normalizeToken(%q): why %q", tt.in, why)
		}
	}
}

func TestNormalizeMonthDay(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Jan5", "Jan 5"}, {"Janl", "Jan 1"}, {"Jan12", "Jan 12"}, {"Sept3", "Sept 3"}, {"JAN.O7", "JAN 07"},
		{"11NOV_", "11 NOV"}, {"5Nov", "5 Nov"}, {"11NOV", "11 NOV"}, {"45NOV", "45NOV"}, {"11NOVEMBER", "11NOVEMBER"}, {"11NOV25", "11NOV25"},
		{"Jang", "Jan 9"}, {"JANG", "JANG"}, {"Jan", "Jan"}, {"Jan45", "Jan45"}, {"January", "January"},
	}
	for _, tt := range tests {
		if got, _ := normalizeToken(tt.in); got != tt.want {
			t.Errorf("normalizeToken(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	ws, conf, fixes := normalizeWords([]pdftext.Word{{Text: "Jan5", X0: 10, X1: 30}, {Text: "DEPOSIT", X0: 40, X1: 80}}, []float64{90, 95})
	if len(ws) != 3 || ws[0].Text != "Jan" || ws[1].Text != "5" || ws[1].X1 != 30 || ws[0].X1 >= ws[1].X0 || len(conf) != 3 || len(fixes) != 1 {
		t.Errorf("split: %+v %v %+v", ws, conf, fixes)
	}
}

func TestNormalizeWordsContext(t *testing.T) {
	w := func(text string, x0, x1 float64) pdftext.Word {
		return pdftext.Word{Text: text, X0: x0, X1: x1, Y0: 100, Y1: 108}
	}
	below := func(text string, x0, x1 float64) pdftext.Word {
		return pdftext.Word{Text: text, X0: x0, X1: x1, Y0: 120, Y1: 128}
	}
	tests := []struct {
		name  string
		in    []pdftext.Word
		want  []string
		fixes int
	}{
		{"trace split 8+7", []pdftext.Word{w("SEC:CCD", 10, 40), w("TRACE#:02100001", 43, 110), w("1575913", 113, 140), w("IND", 144, 160)},
			[]string{"SEC:CCD", "TRACE#:021000011575913", "IND"}, 1},
		{"trace split 2+13", []pdftext.Word{w("TRACE#:02", 43, 80), w("1000025778010", 83, 140)},
			[]string{"TRACE#:021000025778010"}, 1},
		{"trace split 2+13, mixed case", []pdftext.Word{w("Trace#:02", 100, 135), w("1000077879654", 137, 195), w("Ind", 197, 208)},
			[]string{"Trace#:021000077879654", "Ind"}, 1},
		{"trace split twice", []pdftext.Word{w("TRACE#:02", 43, 60), w("100001", 63, 90), w("1069763", 93, 130), w("IND", 134, 150)},
			[]string{"TRACE#:021000011069763", "IND"}, 1},
		{"trace pieces too long", []pdftext.Word{w("TRACE#:02", 43, 60), w("100001", 63, 90), w("10697634", 93, 130)},
			[]string{"TRACE#:02", "100001", "10697634"}, 0},
		{"trace piece not digits", []pdftext.Word{w("TRACE#:02", 43, 60), w("1000-1", 63, 90), w("1069763", 93, 130)},
			[]string{"TRACE#:02", "1000-1", "1069763"}, 0},
		{"trace after its label", []pdftext.Word{w("TRACE", 10, 40), w("0719476373", 43, 90), w("15928", 93, 120), w("X", 124, 130)},
			[]string{"TRACE", "071947637315928", "X"}, 1},
		{"trace after its mixed-case label", []pdftext.Word{w("Trace", 191, 210), w("0719365", 212, 239), w("16932774", 241, 270)},
			[]string{"Trace", "071936516932774"}, 1},
		{"trace after its label, whole", []pdftext.Word{w("TRACE", 10, 40), w("071947637315928", 43, 120), w("12345", 124, 150)},
			[]string{"TRACE", "071947637315928", "12345"}, 0},
		{"trace after its label, too short", []pdftext.Word{w("TRACE", 10, 40), w("0719476373", 43, 90), w("1592", 93, 120)},
			[]string{"TRACE", "0719476373", "1592"}, 0},
		{"trace whole", []pdftext.Word{w("TRACE#:021000025778010", 43, 140), w("1234", 143, 160)},
			[]string{"TRACE#:021000025778010", "1234"}, 0},
		{"trace wrong length", []pdftext.Word{w("TRACE#:02100001", 43, 110), w("157591", 113, 140)},
			[]string{"TRACE#:02100001", "157591"}, 0},
		{"trace next line", []pdftext.Word{w("TRACE#:02100001", 43, 110), below("1575913", 10, 40)},
			[]string{"TRACE#:02100001", "1575913"}, 0},
		{"trace far right", []pdftext.Word{w("TRACE#:02100001", 43, 110), w("1575913", 300, 340)},
			[]string{"TRACE#:02100001", "1575913"}, 0},
		{"day before month", []pdftext.Word{w("@6", 10, 20), w("NOV", 23, 40)}, []string{"06", "NOV"}, 1},
		{"day after month", []pdftext.Word{w("Nov", 10, 25), w("1@", 28, 38)}, []string{"Nov", "10"}, 1},
		{"no month", []pdftext.Word{w("@6", 10, 20), w("SHARES", 23, 60)}, []string{"@6", "SHARES"}, 0},
		{"not a day", []pdftext.Word{w("4@", 10, 20), w("NOV", 23, 40)}, []string{"4@", "NOV"}, 0},
		{"Q for a zero", []pdftext.Word{w("Q6", 10, 20), w("Nov", 23, 40)}, []string{"06", "Nov"}, 1},
		{"one zero read twice", []pdftext.Word{w("Q@1", 10, 20), w("Nov", 23, 40)}, []string{"01", "Nov"}, 1},
		{"zero then its mark", []pdftext.Word{w("0@1", 10, 20), w("Nov", 23, 40)}, []string{"01", "Nov"}, 1},
		{"strokes for ones", []pdftext.Word{w("lI", 10, 20), w("Nov", 23, 40)}, []string{"11", "Nov"}, 1},
		{"a lone letter", []pdftext.Word{w("I", 10, 20), w("MAY", 23, 40)}, []string{"I", "MAY"}, 0},
		{"a word", []pdftext.Word{w("DO", 10, 20), w("MAY", 23, 40)}, []string{"DO", "MAY"}, 0},
		{"check image mark", []pdftext.Word{w("A", 110, 117), w("11/11", 300, 330), w("$392.25", 546, 580)}, []string{"^", "11/11", "$392.25"}, 1},
		{"a word beside it", []pdftext.Word{w("PLAN", 80, 105), w("A", 110, 117), w("11/11", 300, 330)}, []string{"PLAN", "A", "11/11"}, 0},
		{"three digits", []pdftext.Word{w("1@l", 10, 20), w("Nov", 23, 40)}, []string{"1@l", "Nov"}, 0},
		{"month on another line", []pdftext.Word{w("@6", 10, 20), below("NOV", 23, 40)}, []string{"@6", "NOV"}, 0},
		{"a minus read as a dash apart", []pdftext.Word{w("Debit", 362, 380), w("—", 441, 446), w("$385.50", 449, 475), w("$58,716.91", 535, 570)},
			[]string{"Debit", "-$385.50", "$58,716.91"}, 1},
		{"a hyphen apart, no dollar", []pdftext.Word{w("NJ", 300, 310), w("-", 430, 433), w("6,331.27", 436, 470)},
			[]string{"NJ", "-6,331.27"}, 1},
		{"the line's first word", []pdftext.Word{w("–", 430, 433), w("12.00", 436, 460)}, []string{"-12.00"}, 1},
		{"a dash between words of a description", []pdftext.Word{w("Payment", 106, 138), w("-", 140, 143), w("385.50", 147, 170)},
			[]string{"Payment", "-", "385.50"}, 0},
		{"a dash far from the figure", []pdftext.Word{w("Debit", 362, 380), w("—", 420, 425), w("$385.50", 449, 475)},
			[]string{"Debit", "—", "$385.50"}, 0},
		// First Century Bank's scan: "§" for the "$" of a figure on a
		// page of "$" figures; elsewhere "§" may be a 5 and is left.
		{"a section sign on a page of dollar figures", []pdftext.Word{w("$1,600.69", 300, 340), below("§2,906.99", 300, 340),
			below("$683.00", 350, 380), below("$1,644.00", 390, 430), below("-§588.00", 440, 470)},
			[]string{"$1,600.69", "$2,906.99", "$683.00", "$1,644.00", "-$588.00"}, 2},
		{"a section sign, too few dollar figures", []pdftext.Word{w("$1,600.69", 300, 340), below("§2,906.99", 300, 340),
			below("683.00", 350, 380), below("$1,644.00", 390, 430)},
			[]string{"$1,600.69", "§2,906.99", "683.00", "$1,644.00"}, 0},
		{"a dash before a figure with its own sign", []pdftext.Word{w("Debit", 362, 380), w("—", 441, 446), w("-$385.50", 449, 478)},
			[]string{"Debit", "—", "-$385.50"}, 0},
		{"a dash before a reference", []pdftext.Word{w("Debit", 362, 380), w("—", 441, 446), w("385", 449, 465)},
			[]string{"Debit", "—", "385"}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			conf := make([]float64, len(tt.in))
			ws, cs, fixes := normalizeWords(tt.in, conf)
			var got []string
			for _, x := range ws {
				got = append(got, x.Text)
			}
			if strings.Join(got, "|") != strings.Join(tt.want, "|") || len(cs) != len(ws) || len(fixes) != tt.fixes {
				t.Errorf("got %q (%d conf), fixes %+v; want %q, %d fixes", got, len(cs), fixes, tt.want, tt.fixes)
			}
			for _, f := range fixes {
				if f.Why == "" || f.Word >= len(ws) || ws[f.Word].Text != f.To {
					t.Errorf("correction not recorded against its word: %+v", f)
				}
			}
		})
	}
}

func TestCaretConfidence(t *testing.T) {
	// A lone letter in a check table's description column: the mark
	// "^" read as another letter at a low confidence, or a printed
	// letter read sure.
	w := func(s string, x0, x1 float64) pdftext.Word {
		return pdftext.Word{Text: s, X0: x0, X1: x1, Y0: 100, Y1: 110}
	}
	tests := []struct {
		letter string
		conf   float64
		want   string
	}{
		{"N", 0, "^"},
		{"s", 12, "^"},
		{"i", 29, "^"},
		{"A", 80, "^"},
		{"N", 60, "N"},
		{"S", 96, "S"},
		{"A", 95, "A"},
		{"7", 0, "7"},
	}
	for _, tt := range tests {
		in := []pdftext.Word{w(tt.letter, 114, 120), w("11/11", 305, 330), w("$392.25", 547, 580)}
		ws, _, _ := normalizeWords(in, []float64{tt.conf, 96, 96})
		if ws[0].Text != tt.want {
			t.Errorf("%q at %.0f → %q, want %q", tt.letter, tt.conf, ws[0].Text, tt.want)
		}
	}
	// Alone on a line of its own, between two rows: a speck, not a mark.
	below := func(s string, x0, x1 float64) pdftext.Word {
		return pdftext.Word{Text: s, X0: x0, X1: x1, Y0: 112, Y1: 122}
	}
	in := []pdftext.Word{w("3053", 255, 275), below("j", 391, 395), {Text: "1-28", X0: 141, X1: 160, Y0: 124, Y1: 134}}
	if ws, _, _ := normalizeWords(in, []float64{96, 22, 97}); ws[1].Text != "j" {
		t.Errorf("a speck between rows became %q", ws[1].Text)
	}
	// A speck's flat box inside the height of the row above.
	in = []pdftext.Word{{Text: "3053", X0: 255, X1: 275, Y0: 375.2, Y1: 384}, {Text: "j", X0: 391, X1: 393, Y0: 382.3, Y1: 382.6},
		{Text: "1-28", X0: 141, X1: 160, Y0: 387, Y1: 395.5}}
	if ws, _, _ := normalizeWords(in, []float64{96, 22, 97}); ws[1].Text != "j" {
		t.Errorf("a flat speck between rows became %q", ws[1].Text)
	}
	// A small letter's box on its row, a third of the amount's height.
	in = []pdftext.Word{{Text: "s", X0: 114, X1: 118, Y0: 420.9, Y1: 424.1}, {Text: "11/19", X0: 305, X1: 330, Y0: 419.5, Y1: 428.2}}
	if ws, _, _ := normalizeWords(in, []float64{0, 97}); ws[0].Text != "^" {
		t.Errorf("the mark on its row became %q", ws[0].Text)
	}
}

func TestGluedTerms(t *testing.T) {
	tests := []struct {
		in   string
		conf float64
		want string
	}{
		{"POSPURCHASE", 78, "POS|PURCHASE"},
		{"ACHDEBIT", 60, "ACH|DEBIT"},
		{"POSPURCHASE", 95, "POSPURCHASE"}, // read sure: printed so
		{"CHECKCARD", 50, "CHECKCARD"},     // a word of its own
		{"PINCOSTCO", 50, "PINCOSTCO"},     // a name is no term
		{"POSTAGE", 50, "POSTAGE"},
		{"CREDIT", 50, "CREDIT"},
		{"PosPurchase", 50, "PosPurchase"},
	}
	for _, tt := range tests {
		in := []pdftext.Word{{Text: tt.in, X0: 85, X1: 140, Y0: 100, Y1: 110}}
		ws, cs, fixes := normalizeWords(in, []float64{tt.conf})
		var got []string
		for _, w := range ws {
			got = append(got, w.Text)
		}
		if strings.Join(got, "|") != tt.want || len(cs) != len(ws) {
			t.Errorf("%q at %.0f → %q, want %q", tt.in, tt.conf, got, tt.want)
		}
		if (len(ws) == 2) != (len(fixes) == 1) {
			t.Errorf("%q: fixes %+v", tt.in, fixes)
		}
		if len(ws) == 2 && !(ws[0].X1 < ws[1].X0 && ws[0].X0 == 85 && ws[1].X1 == 140) {
			t.Errorf("%q: boxes %+v", tt.in, ws)
		}
	}
}

// TestNormalizeWordsUnsureSign: a currency sign naming one currency, in
// a word the engine all but rejected (Centier's fine print "¥8-2" at 4),
// is dropped; read sure, it stays.
func TestNormalizeWordsUnsureSign(t *testing.T) {
	in := []pdftext.Word{{Text: "¥8-2", X0: 10, X1: 30}, {Text: "£12.00", X0: 40, X1: 70}, {Text: "€5", X0: 80, X1: 90}}
	ws, _, fixes := normalizeWords(in, []float64{4, 95, 20})
	var got []string
	for _, w := range ws {
		got = append(got, w.Text)
	}
	if strings.Join(got, " ") != "8-2 £12.00 5" || len(fixes) != 2 {
		t.Errorf("got %q with %d fixes, want \"8-2 £12.00 5\" with 2", got, len(fixes))
	}
}

// TestSlashlessDates: a date column's "613" and "65" among dates of June
// are 6/13 and 6/5 (Trustmark's scan); a number elsewhere on the line, a
// column of two months and a number that is no day of the month stay.
func TestSlashlessDates(t *testing.T) {
	row := func(y float64, date, amount string) []pdftext.Word {
		return []pdftext.Word{{Text: date, X0: 40, X1: 60, Y0: y, Y1: y + 10}, {Text: amount, X0: 120, X1: 160, Y0: y, Y1: y + 10}}
	}
	var in []pdftext.Word
	for k, r := range [][2]string{{"6/12", "1.00"}, {"613", "612"}, {"6/16", "3.00"}, {"65", "4.00"}, {"6/17", "5.00"}, {"640", "6.00"}} {
		in = append(in, row(float64(20*k), r[0], r[1])...)
	}
	ws, _, _ := normalizeWords(in, make([]float64, len(in)))
	var got []string
	for _, w := range ws {
		if w.X0 == 40 {
			got = append(got, w.Text)
		}
	}
	if strings.Join(got, " ") != "6/12 6/13 6/16 6/5 6/17 640" || ws[3].Text != "612" {
		t.Errorf("date column read %q (amount %q)", got, ws[3].Text)
	}
	// Two months in the column: which month a slashless date is of is
	// not known.
	in = nil
	for k, d := range []string{"6/29", "6/30", "7/1", "7/2", "7/3", "6/4", "613"} {
		in = append(in, row(float64(20*k), d, "1.00")...)
	}
	if got := slashlessDates(in); len(got) != 0 {
		t.Errorf("a column of two months: %v", got)
	}
}
