module github.com/docanalysis/service

go 1.26.8
