// Command ocr is the Lambda fed by the OCR queue: for a document the parser
// stage found to have pages without a usable text layer, it reads those
// pages with Tesseract, parses the statement from the merged words, and
// queues the fraud stage. It ships as a container image with the
// tesseract command (infra/ocrimage/Dockerfile).
package main

import (
	"errors"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/aws/aws-lambda-go/lambda"

	"github.com/docanalysis/service/internal/aws/awsconf"
	"github.com/docanalysis/service/internal/aws/lambdasqs"
	"github.com/docanalysis/service/internal/document/ocr"
	"github.com/docanalysis/service/internal/document/reader"
	"github.com/docanalysis/service/internal/platform/config"
	"github.com/docanalysis/service/internal/wiring/core"
	"github.com/docanalysis/service/internal/wiring/ocrfn"
)

func main() {
	lambda.Start(core.SQSHandler("ocr", 1, loadConfig, build))
}

// documentTimeout bounds one document, OCR included; the function's own
// timeout (template.yaml) leaves room for writing the result after it.
const documentTimeout = 10 * time.Minute

func build(c awsconf.Clients, cfg ocrfn.Config, log *slog.Logger) (lambdasqs.Handler, error) {
	pages, err := strconv.Atoi(config.Lookup(config.OCRMaxPages, "40"))
	if err != nil || pages <= 0 {
		pages = 40
	}
	// The engine's page images go to a directory of its own, emptied
	// here: a cold start follows a run killed mid-page (timeout, out of
	// memory), whose files nothing else would remove.
	eng := ocr.Tesseract{TempDir: filepath.Join(os.TempDir(), "ocr-engine")}
	if _, err := eng.Available(); err != nil {
		return nil, err
	}
	if err := eng.ClearTempDir(); err != nil {
		return nil, err
	}
	r := reader.Reader{Timeout: documentTimeout, OCR: ocr.NewReader(ocr.Options{Engine: eng, MaxPages: pages}), Log: log}
	if err := r.Warm(); err != nil {
		return nil, err
	}
	return ocrfn.New(c, cfg, log, r, documentTimeout).Handle, nil
}

func loadConfig() (cfg ocrfn.Config, err error) {
	err = errors.Join(
		config.Into(&cfg.Table, config.TableName),
		config.Into(&cfg.Bucket, config.BucketName),
		config.Into(&cfg.FraudQueue, config.FraudQueueURL),
		config.Into(&cfg.AggregateQueue, config.AggregateQueueURL),
		config.Into(&cfg.WebhookQueue, config.WebhookQueueURL),
	)
	return cfg, err
}
