module github.com/docanalysis/service

go 1.26.8

require (
	codeberg.org/go-pdf/fpdf v0.12.0
	github.com/klippa-app/go-pdfium v1.19.0
	github.com/tetratelabs/wazero v1.11.0
	golang.org/x/image v0.47.0
)

require (
	github.com/google/uuid v1.6.0 // indirect
	github.com/jolestar/go-commons-pool/v2 v2.1.2 // indirect
	golang.org/x/net v0.53.0 // indirect
	golang.org/x/sys v0.49.0 // indirect
	golang.org/x/text v0.43.0 // indirect
)
