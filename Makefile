# Build entry points. `sam build` calls the build-<LogicalId> targets (Metadata:
# BuildMethod: makefile in template.yaml) with ARTIFACTS_DIR set; run by hand they
# write to build/<LogicalId>/bootstrap.

SHELL := /bin/bash

FUNCTIONS := ApiFunction ParserFunction FraudFunction AggregatorFunction WebhookFunction SweeperFunction

GO ?= go
GO_BUILD_ENV := GOOS=linux GOARCH=arm64 CGO_ENABLED=0
GO_BUILD_FLAGS := -tags lambda.norpc -trimpath -ldflags='-s -w'

# $(call go-build,<LogicalId>,<package>): build <package> as the provided.al2023/arm64
# bootstrap into ARTIFACTS_DIR (build/<LogicalId> unless SAM sets it).
define go-build
	@mkdir -p "$(or $(ARTIFACTS_DIR),build/$(1))"
	$(GO_BUILD_ENV) $(GO) build $(GO_BUILD_FLAGS) -o "$(or $(ARTIFACTS_DIR),build/$(1))/bootstrap" $(2)
endef

.PHONY: build $(addprefix build-,$(FUNCTIONS)) run test clean

build: $(addprefix build-,$(FUNCTIONS))

build-ApiFunction:
	$(call go-build,ApiFunction,./functions/api)

# The parser and the fraud function (the fraud score reads the text layer too)
# ship the wazero compilation cache for PDFium next to bootstrap
# (PDFIUM_CACHE_DIR=/var/task/pdfium-cache in template.yaml). The cache is machine
# code for one architecture, so it is built by an arm64 binary: natively on an
# arm64 host, under qemu-aarch64 (Debian's qemu-user) elsewhere. Without either the
# function still works; it compiles PDFium at cold start (about 3 s instead of 0.1 s).
#
# $(call pdfium-cache,<dir>): build the cache into <dir>/pdfium-cache.
define pdfium-cache
	GOOS=linux GOARCH=arm64 CGO_ENABLED=0 $(GO) build -trimpath -o "$(1)/.pdfiumcache" ./infra/pdfiumcache
	if [ "$$(uname -m)" = aarch64 ]; then "$(1)/.pdfiumcache" -dir "$(1)/pdfium-cache"; \
	elif command -v qemu-aarch64 >/dev/null 2>&1; then qemu-aarch64 "$(1)/.pdfiumcache" -dir "$(1)/pdfium-cache"; \
	else echo "warning: no arm64 host or qemu-aarch64; shipping $(1) without a PDFium compilation cache" >&2; fi
	rm -f "$(1)/.pdfiumcache"
	# Lambda runs the code as a non-root user: the cache must be world-readable.
	if [ -d "$(1)/pdfium-cache" ]; then chmod -R a+rX "$(1)/pdfium-cache"; fi
endef

PARSER_DIR = $(or $(ARTIFACTS_DIR),build/ParserFunction)
build-ParserFunction:
	$(call go-build,ParserFunction,./functions/parser)
	$(call pdfium-cache,$(PARSER_DIR))

FRAUD_DIR = $(or $(ARTIFACTS_DIR),build/FraudFunction)
build-FraudFunction:
	$(call go-build,FraudFunction,./functions/fraud)
	$(call pdfium-cache,$(FRAUD_DIR))

build-AggregatorFunction:
	$(call go-build,AggregatorFunction,./functions/aggregator)

build-WebhookFunction:
	$(call go-build,WebhookFunction,./functions/webhook)

build-SweeperFunction:
	$(call go-build,SweeperFunction,./functions/sweeper)

# The whole service on this machine: installs the pinned emulators (npm ci) and
# Go modules, starts DynamoDB Local, the SQS emulator and S3 on 127.0.0.1, and
# serves the API on http://127.0.0.1:8080 (API_ADDR=host:port to change it).
# Stays in the foreground; Ctrl-C stops everything it started and exits cleanly.
run:
	@mkdir -p .local/bin
	$(GO) build -o .local/bin/local ./infra/local
	@# exec: Ctrl-C reaches the runner itself, which stops everything and
	@# exits 0 (under `go run` the go command would report exit status 1).
	exec .local/bin/local run

# Every test: starts in-memory emulators, runs go test with their endpoints in
# the environment (emulator-backed tests fail rather than skip under it), and
# stops them.
TESTFLAGS ?= -count=1 -timeout 20m
test:
	$(GO) vet ./...
	$(GO) run ./infra/local exec -- $(GO) test $(TESTFLAGS) ./...

clean:
	rm -rf build .aws-sam
