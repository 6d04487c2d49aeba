package samtemplate

// These tests hold template.yaml against the code: every function has a Lambda
// handler package, every functions/* package is declared, every queue has a DLQ
// with redrive, SQS triggers report partial batch failures, every environment
// variable the code reads is set on the functions that read it, and the bucket,
// table and API have the properties the design depends on.

import (
	"bytes"
	"crypto/md5"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/build"
	"go/constant"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/aws/aws-lambda-go/events"

	"github.com/docanalysis/service/internal/domain/pipeline"
)

const (
	modulePath       = "github.com/docanalysis/service"
	lambdaPkg        = "github.com/aws/aws-lambda-go/lambda"
	httpAdapterPkg   = "github.com/awslabs/aws-lambda-go-api-proxy/httpadapter"
	dlqRetention     = 14 * 24 * 3600 // seconds, the SQS maximum
	visibilityFactor = 6              // AWS guidance: queue visibility >= 6x the function timeout
)

// The deployed build (Makefile): the env-var analysis sees the files Lambda runs.
var lambdaBuild = struct{ goos, goarch, tags string }{"linux", "arm64", "lambda.norpc"}

// runtimeEnv are variables the Lambda runtime sets itself (besides AWS_*).
var runtimeEnv = map[string]bool{
	"_HANDLER": true, "_X_AMZN_TRACE_ID": true, "LAMBDA_TASK_ROOT": true, "LAMBDA_RUNTIME_DIR": true,
	"LANG": true, "PATH": true, "LD_LIBRARY_PATH": true, "TZ": true,
}

// localOnlyEnv are variables only the local runner sets, read by function code that
// never runs them in Lambda. Add an entry only with a comment saying why.
var localOnlyEnv = map[string]bool{}

// ---------------------------------------------------------------- fixtures

var (
	rootOnce sync.Once
	rootDir  string
	rootErr  error
)

// repoRoot walks up from the package directory to the directory holding go.mod.
func repoRoot(t *testing.T) string {
	t.Helper()
	rootOnce.Do(func() {
		dir, err := os.Getwd()
		if err != nil {
			rootErr = err
			return
		}
		for {
			if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
				rootDir = dir
				return
			}
			parent := filepath.Dir(dir)
			if parent == dir {
				rootErr = errors.New("go.mod not found above the test directory")
				return
			}
			dir = parent
		}
	})
	if rootErr != nil {
		t.Fatal(rootErr)
	}
	return rootDir
}

func loadTemplate(t *testing.T) *Template {
	t.Helper()
	tpl, err := Load(filepath.Join(repoRoot(t), "template.yaml"))
	if err != nil {
		t.Fatalf("load template.yaml: %v", err)
	}
	return tpl
}

func resource(t *testing.T, tpl *Template, id, typ string) Resource {
	t.Helper()
	r, ok := tpl.Resources[id]
	if !ok {
		t.Fatalf("template.yaml has no resource %s", id)
	}
	if r.Type != typ {
		t.Fatalf("%s is %s, want %s", id, r.Type, typ)
	}
	return r
}

// dig follows keys (string for maps, int for lists) into a parsed value.
func dig(v any, path ...any) any {
	for _, p := range path {
		switch k := p.(type) {
		case string:
			v = asMap(v)[k]
		case int:
			l := asList(v)
			if k >= len(l) {
				return nil
			}
			v = l[k]
		}
	}
	return v
}

// ---------------------------------------------------------------- the loader

func TestParseShortFormIntrinsicsAndGlobals(t *testing.T) {
	src := `
Parameters:
  Size: {Type: Number, Default: 7}
  Name: {Type: String}
Globals:
  Function:
    Timeout: 11
    Environment:
      Variables:
        A: global
        B: !Ref Name
Resources:
  Q:
    Type: AWS::SQS::Queue
    Properties:
      VisibilityTimeout: !Ref Size
      RedrivePolicy: {deadLetterTargetArn: !GetAtt D.Arn, maxReceiveCount: "4"}
  D:
    Type: AWS::SQS::Queue
  F:
    Type: AWS::Serverless::Function
    Metadata: {BuildMethod: makefile, Package: ./functions/f}
    Properties:
      CodeUri: .
      Environment:
        Variables:
          B: literal
          C: !GetAtt Q.Arn
          D: !Sub "${Q}-x"
          E: 42
      Events:
        E1:
          Type: SQS
          Properties: {Queue: !GetAtt Q.Arn, FunctionResponseTypes: [ReportBatchItemFailures]}
        E2:
          Type: Api
          Properties: {Path: /x, Method: GET}
`
	tpl, err := Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	q := tpl.Queue("Q")
	if q == nil || q.VisibilityTimeout != 7 || q.DeadLetterQueue != "D" || q.MaxReceiveCount != 4 || q.MessageRetentionPeriod != DefaultMessageRetentionPeriod {
		t.Errorf("queue Q = %+v", q)
	}
	f := tpl.Function("F")
	if f == nil {
		t.Fatal("function F missing")
	}
	want := map[string]EnvValue{
		"A": {Literal: "global"}, "B": {Literal: "literal"}, "C": {GetAtt: "Q.Arn"}, "D": {Sub: "${Q}-x"}, "E": {Literal: "42"},
	}
	for k, v := range want {
		if f.Env[k] != v {
			t.Errorf("env %s = %+v, want %+v", k, f.Env[k], v)
		}
	}
	if f.CodeDir != "functions/f" || f.Timeout != 11 || !f.API || len(f.SQSTriggers) != 1 ||
		f.SQSTriggers[0] != (SQSTrigger{Queue: "Q", BatchSize: DefaultSQSBatchSize, ReportBatchItemFailures: true}) {
		t.Errorf("function F = %+v", f)
	}
	if d, ok := tpl.Parameters["Name"]; !ok || d != "" || tpl.Parameters["Size"] != "7" {
		t.Errorf("parameters = %v", tpl.Parameters)
	}
	if v, ok := f.Env["B"].Resolve(nil, nil); !ok || v != "literal" {
		t.Errorf("Resolve literal = %q %v", v, ok)
	}
	if v, ok := (EnvValue{Ref: "Name"}).Resolve(map[string]string{"Name": "acme"}, nil); !ok || v != "acme" {
		t.Errorf("Resolve ref = %q %v", v, ok)
	}

	if _, err := Parse([]byte("Resources:\n  X:\n    Type: AWS::SQS::Queue\n    Properties:\n      DelaySeconds: !Bogus 1\n")); err == nil {
		t.Error("an unknown tag should be an error")
	}
}

// TestLoadTemplate pins the names and shapes the rest of the code relies on.
func TestLoadTemplate(t *testing.T) {
	tpl := loadTemplate(t)

	if len(tpl.Tables) != 1 {
		t.Fatalf("tables = %+v, want exactly Table", tpl.Tables)
	}
	tb := tpl.Tables[0]
	if tb.LogicalID != "Table" || tb.HashKey != "PK" || tb.RangeKey != "SK" || tb.TTLAttribute != "ttl" {
		t.Errorf("table = %+v", tb)
	}
	for _, a := range []string{"PK", "SK", "GSI1PK", "GSI1SK", "GSI2PK", "GSI2SK"} {
		if tb.AttributeTypes[a] != "S" {
			t.Errorf("attribute %s type = %q, want S", a, tb.AttributeTypes[a])
		}
	}
	if !slices.Equal(tb.GSIs, []GSI{
		{Name: "GSI1", HashKey: "GSI1PK", RangeKey: "GSI1SK", ProjectionType: "ALL"},
		{Name: "GSI2", HashKey: "GSI2PK", RangeKey: "GSI2SK", ProjectionType: "ALL"},
	}) {
		t.Errorf("GSIs = %+v", tb.GSIs)
	}

	if !slices.Equal(tpl.Buckets, []Bucket{{LogicalID: "DocumentBucket", NotifyQueue: "IngestQueue", NotifyPrefix: "uploads/"}}) {
		t.Errorf("buckets = %+v", tpl.Buckets)
	}

	functions := []struct {
		id, dir string
		api     bool
		queue   string
		batch   int
		env     []string
	}{
		{"ApiFunction", "functions/api", true, "", 0, []string{"BUCKET_NAME", "WEBHOOK_QUEUE_URL", "AGGREGATE_QUEUE_URL", "TOP_UP_CREDITS", "DEFAULT_RATE_LIMIT", "MAX_INLINE_UPLOAD_BYTES", "WEBHOOK_ALLOW_INSECURE"}},
		{"ParserFunction", "functions/parser", false, "IngestQueue", 1, []string{"BUCKET_NAME", "FRAUD_QUEUE_URL", "OCR_QUEUE_URL", "AGGREGATE_QUEUE_URL", "WEBHOOK_QUEUE_URL", "PDFIUM_CACHE_DIR"}},
		{"OcrFunction", "functions/ocr", false, "OcrQueue", 1, []string{"BUCKET_NAME", "FRAUD_QUEUE_URL", "AGGREGATE_QUEUE_URL", "WEBHOOK_QUEUE_URL", "OCR_MAX_PAGES", "PDFIUM_CACHE_DIR"}},
		{"FraudFunction", "functions/fraud", false, "FraudQueue", 5, []string{"BUCKET_NAME", "AGGREGATE_QUEUE_URL", "WEBHOOK_QUEUE_URL", "PDFIUM_CACHE_DIR", "VISUAL_MODEL_ID"}},
		{"AggregatorFunction", "functions/aggregator", false, "AggregateQueue", 10, []string{"BUCKET_NAME", "WEBHOOK_QUEUE_URL"}},
		{"WebhookFunction", "functions/webhook", false, "WebhookQueue", 10, []string{"BUCKET_NAME", "WEBHOOK_QUEUE_URL", "WEBHOOK_RETRY_DELAYS", "WEBHOOK_ALLOW_INSECURE"}},
		{"SweeperFunction", "functions/sweeper", false, "", 0, []string{"BUCKET_NAME", "INGEST_QUEUE_URL", "OCR_QUEUE_URL", "FRAUD_QUEUE_URL", "AGGREGATE_QUEUE_URL", "WEBHOOK_QUEUE_URL"}},
	}
	if len(tpl.Functions) != len(functions) {
		t.Errorf("template declares %d functions, want %d", len(tpl.Functions), len(functions))
	}
	for _, want := range functions {
		t.Run(want.id, func(t *testing.T) {
			f := tpl.Function(want.id)
			if f == nil {
				t.Fatalf("function %s missing", want.id)
			}
			if f.CodeDir != want.dir || f.API != want.api {
				t.Errorf("CodeDir=%q API=%v, want %q %v", f.CodeDir, f.API, want.dir, want.api)
			}
			if want.queue == "" {
				if len(f.SQSTriggers) != 0 {
					t.Errorf("unexpected SQS triggers %+v", f.SQSTriggers)
				}
			} else if len(f.SQSTriggers) != 1 || f.SQSTriggers[0].Queue != want.queue || f.SQSTriggers[0].BatchSize != want.batch {
				t.Errorf("SQS triggers = %+v, want %s batch %d", f.SQSTriggers, want.queue, want.batch)
			}
			wantEnv := append([]string{"TABLE_NAME", "LOG_LEVEL", "TENANT_ID"}, want.env...)
			sort.Strings(wantEnv)
			var got []string
			for k := range f.Env {
				got = append(got, k)
			}
			sort.Strings(got)
			if !slices.Equal(got, wantEnv) {
				t.Errorf("env = %v, want %v", got, wantEnv)
			}
		})
	}

	for _, p := range []string{"TenantId", "Stage", "LogLevel", "RetentionDays", "TopUpCredits", "DefaultRateLimit", "WebhookRetryDelays", "AlarmEmail"} {
		if _, ok := tpl.Parameters[p]; !ok {
			t.Errorf("parameter %s missing", p)
		}
	}
	for p, want := range map[string]string{"RetentionDays": "90", "TopUpCredits": "100", "DefaultRateLimit": "120", "WebhookRetryDelays": "60s,60s,300s,900s", "AlarmEmail": ""} {
		if got := tpl.Parameters[p]; got != want {
			t.Errorf("parameter %s default = %q, want %q", p, got, want)
		}
	}
}

// ---------------------------------------------------------------- references

func TestEnvironmentReferencesResolve(t *testing.T) {
	tpl := loadTemplate(t)
	for _, f := range tpl.Functions {
		for name, v := range f.Env {
			switch {
			case v.Ref != "":
				_, isParam := tpl.Parameters[v.Ref]
				_, isResource := tpl.Resources[v.Ref]
				if !isParam && !isResource && !strings.HasPrefix(v.Ref, "AWS::") {
					t.Errorf("%s: %s = !Ref %s names no parameter or resource", f.LogicalID, name, v.Ref)
				}
			case v.GetAtt != "":
				res, _, _ := strings.Cut(v.GetAtt, ".")
				if _, ok := tpl.Resources[res]; !ok {
					t.Errorf("%s: %s = !GetAtt %s names no resource", f.LogicalID, name, v.GetAtt)
				}
			}
		}
	}
}

// ---------------------------------------------------------------- handlers

// TestFunctionsHaveHandlerPackages: each function's CodeDir holds a package main
// whose main calls lambda.Start (directly or through a function of the same
// package), and the Makefile target SAM runs builds exactly that package.
func TestFunctionsHaveHandlerPackages(t *testing.T) {
	root := repoRoot(t)
	tpl := loadTemplate(t)
	for _, f := range tpl.Functions {
		t.Run(f.LogicalID, func(t *testing.T) {
			if f.CodeDir == "" {
				t.Fatalf("%s has no Metadata.Package (CodeUri is \".\" for the makefile build method)", f.LogicalID)
			}
			md := tpl.Resources[f.LogicalID].Metadata
			if scalarString(tpl.Resources[f.LogicalID].Properties["PackageType"]) == "Image" {
				// A container image: SAM builds its Dockerfile, which must
				// build this function's package.
				df := scalarString(md["Dockerfile"])
				b, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(df)))
				if err != nil {
					t.Fatalf("Metadata.Dockerfile %q: %v", df, err)
				}
				if !strings.Contains(string(b), "./"+f.CodeDir) {
					t.Errorf("%s does not build ./%s", df, f.CodeDir)
				}
				if p := tpl.Resources[f.LogicalID].Properties; p["Runtime"] != nil || p["Handler"] != nil {
					t.Errorf("an Image function must not set Runtime or Handler (SAM refuses them)")
				}
			} else if scalarString(md["BuildMethod"]) != "makefile" {
				t.Errorf("Metadata.BuildMethod = %v, want makefile", md["BuildMethod"])
			}
			dir := filepath.Join(root, filepath.FromSlash(f.CodeDir))
			if err := checkLambdaMain(dir); err != nil {
				t.Error(err)
			}
		})
	}
}

func lambdaBuildContext() build.Context {
	ctx := build.Default
	ctx.GOOS, ctx.GOARCH, ctx.CgoEnabled = lambdaBuild.goos, lambdaBuild.goarch, false
	ctx.BuildTags = strings.Split(lambdaBuild.tags, ",")
	return ctx
}

func checkLambdaMain(dir string) error {
	ctx := lambdaBuildContext()
	bp, err := ctx.ImportDir(dir, 0)
	if err != nil {
		return fmt.Errorf("%s: %v", dir, err)
	}
	if bp.Name != "main" {
		return fmt.Errorf("%s: package %s, want package main", dir, bp.Name)
	}
	fset := token.NewFileSet()
	funcs := map[string]*ast.FuncDecl{}
	lambdaNames := map[*ast.FuncDecl]map[string]bool{} // func -> local names of the lambda import in its file
	for _, name := range bp.GoFiles {
		file, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		names := map[string]bool{}
		for _, imp := range file.Imports {
			if p, _ := strconv.Unquote(imp.Path.Value); p == lambdaPkg {
				local := "lambda"
				if imp.Name != nil {
					local = imp.Name.Name
				}
				names[local] = true
			}
		}
		for _, d := range file.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && fd.Body != nil {
				funcs[fd.Name.Name] = fd
				lambdaNames[fd] = names
			}
		}
	}
	main, ok := funcs["main"]
	if !ok {
		return fmt.Errorf("%s: package main has no func main", dir)
	}
	// Breadth-first over same-package functions reachable from main.
	seen := map[string]bool{"main": true}
	queue := []*ast.FuncDecl{main}
	for len(queue) > 0 {
		fd := queue[0]
		queue = queue[1:]
		found := false
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			switch fun := call.Fun.(type) {
			case *ast.SelectorExpr:
				if x, ok := fun.X.(*ast.Ident); ok && lambdaNames[fd][x.Name] && strings.HasPrefix(fun.Sel.Name, "Start") {
					found = true
				}
			case *ast.Ident:
				if callee, ok := funcs[fun.Name]; ok && !seen[fun.Name] {
					seen[fun.Name] = true
					queue = append(queue, callee)
				}
			}
			return !found
		})
		if found {
			return nil
		}
	}
	return fmt.Errorf("%s: func main does not call lambda.Start (%s)", dir, lambdaPkg)
}

func TestEveryFunctionDirIsDeclared(t *testing.T) {
	root := repoRoot(t)
	tpl := loadTemplate(t)
	declared := map[string]bool{}
	for _, f := range tpl.Functions {
		declared[f.CodeDir] = true
	}
	entries, err := os.ReadDir(filepath.Join(root, "functions"))
	if errors.Is(err, os.ErrNotExist) {
		t.Fatal("functions/ does not exist; template.yaml declares handler packages there")
	}
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		dir := "functions/" + e.Name()
		if !declared[dir] {
			t.Errorf("%s is not declared in template.yaml (no function has Metadata.Package: %s)", dir, dir)
		}
	}
}

// TestOnlyTextStagesLinkPDFium: PDFium (WebAssembly) and its compilation
// cache belong to the functions that read text, the parser, the OCR stage
// and the fraud score; the others must not carry it (size, cold start).
func TestOnlyTextStagesLinkPDFium(t *testing.T) {
	root := repoRoot(t)
	tpl := loadTemplate(t)
	pkgs := listPackages(t, root, tpl)
	want := map[string]bool{"ParserFunction": true, "FraudFunction": true, "OcrFunction": true}
	for _, f := range tpl.Functions {
		main, ok := pkgs[modulePath+"/"+f.CodeDir]
		if !ok {
			t.Fatalf("%s not listed", f.CodeDir)
		}
		links := slices.Contains(main.Deps, "github.com/klippa-app/go-pdfium")
		if links != want[f.LogicalID] {
			t.Errorf("%s links PDFium: %v, want %v", f.LogicalID, links, want[f.LogicalID])
		}
		if _, ok := f.Env["PDFIUM_CACHE_DIR"]; links && !ok {
			t.Errorf("%s links PDFium but sets no PDFIUM_CACHE_DIR", f.LogicalID)
		}
	}
}

// TestMakefileBuildsEachFunction dry-runs the target SAM calls for each function.
func TestMakefileBuildsEachFunction(t *testing.T) {
	if _, err := exec.LookPath("make"); err != nil {
		t.Skip("make not installed")
	}
	root := repoRoot(t)
	tpl := loadTemplate(t)
	all := runMake(t, root, "build")
	for _, f := range tpl.Functions {
		if scalarString(tpl.Resources[f.LogicalID].Properties["PackageType"]) == "Image" {
			continue // built by its Dockerfile (TestFunctionsHaveHandlerPackages)
		}
		t.Run(f.LogicalID, func(t *testing.T) {
			artifacts := filepath.Join(t.TempDir(), "artifacts")
			out := runMake(t, root, "build-"+f.LogicalID, "ARTIFACTS_DIR="+artifacts)
			for _, want := range []string{
				"GOOS=linux", "GOARCH=arm64", "CGO_ENABLED=0", "go build", "-tags lambda.norpc", "-trimpath",
				fmt.Sprintf(`-o "%s/bootstrap"`, artifacts), " ./" + f.CodeDir,
			} {
				if !strings.Contains(out, want) {
					t.Errorf("make -n build-%s does not contain %q:\n%s", f.LogicalID, want, out)
				}
			}
			if !strings.Contains(all, "build/"+f.LogicalID+"/bootstrap") {
				t.Errorf("make build does not build %s into build/%s/bootstrap", f.LogicalID, f.LogicalID)
			}
		})
	}
}

func runMake(t *testing.T, root string, args ...string) string {
	t.Helper()
	cmd := exec.Command("make", append([]string{"-n", "-s", "-C", root}, args...)...)
	cmd.Env = append(os.Environ(), "ARTIFACTS_DIR=") // ignore a caller's ARTIFACTS_DIR unless passed
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("make -n %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// ---------------------------------------------------------------- queues

func TestQueuesHaveDeadLetterQueues(t *testing.T) {
	tpl := loadTemplate(t)
	isDLQ := map[string]bool{}
	for _, q := range tpl.Queues {
		if q.DeadLetterQueue != "" {
			isDLQ[q.DeadLetterQueue] = true
		}
	}
	for _, q := range tpl.Queues {
		t.Run(q.LogicalID, func(t *testing.T) {
			if isDLQ[q.LogicalID] {
				if q.DeadLetterQueue != "" {
					t.Errorf("dead-letter queue %s redrives to %s", q.LogicalID, q.DeadLetterQueue)
				}
				if q.MessageRetentionPeriod != dlqRetention {
					t.Errorf("dead-letter queue %s keeps messages %ds, want %ds (14 days)", q.LogicalID, q.MessageRetentionPeriod, dlqRetention)
				}
				return
			}
			if q.DeadLetterQueue == "" {
				t.Fatalf("queue %s has no RedrivePolicy", q.LogicalID)
			}
			dlq := tpl.Queue(q.DeadLetterQueue)
			if dlq == nil {
				t.Fatalf("%s redrives to %s, which is not a queue of the template", q.LogicalID, q.DeadLetterQueue)
			}
			for _, other := range tpl.Queues {
				if other.LogicalID != q.LogicalID && other.DeadLetterQueue == q.DeadLetterQueue {
					t.Errorf("%s and %s share the dead-letter queue %s", q.LogicalID, other.LogicalID, q.DeadLetterQueue)
				}
			}
			if q.MaxReceiveCount < 1 || q.MaxReceiveCount > 5 {
				t.Errorf("maxReceiveCount = %d, want 1..5", q.MaxReceiveCount)
			}
			if q.MessageRetentionPeriod > dlq.MessageRetentionPeriod {
				t.Errorf("retention %ds is longer than its DLQ's %ds (messages would expire in the DLQ early)", q.MessageRetentionPeriod, dlq.MessageRetentionPeriod)
			}
			if r := tpl.Resources[q.LogicalID]; r.Properties["SqsManagedSseEnabled"] != true && r.Properties["KmsMasterKeyId"] == nil {
				t.Errorf("queue %s is not encrypted", q.LogicalID)
			}
		})
	}
}

func TestSQSTriggers(t *testing.T) {
	tpl := loadTemplate(t)
	consumers := map[string][]string{}
	for _, f := range tpl.Functions {
		for _, tr := range f.SQSTriggers {
			consumers[tr.Queue] = append(consumers[tr.Queue], f.LogicalID)
			name := f.LogicalID + "/" + tr.Queue
			q := tpl.Queue(tr.Queue)
			if q == nil {
				t.Errorf("%s: trigger queue is not a queue of the template", name)
				continue
			}
			if !tr.ReportBatchItemFailures {
				t.Errorf("%s: FunctionResponseTypes lacks ReportBatchItemFailures", name)
			}
			if tr.BatchSize < 1 || tr.BatchSize > 10 {
				t.Errorf("%s: BatchSize %d, want 1..10", name, tr.BatchSize)
			}
			if q.VisibilityTimeout < visibilityFactor*f.Timeout {
				t.Errorf("%s: VisibilityTimeout %ds < %d x function Timeout %ds", name, q.VisibilityTimeout, visibilityFactor, f.Timeout)
			}
			if q.DeadLetterQueue == "" {
				t.Errorf("%s: a consumed queue without a DLQ", name)
			}
		}
	}
	for _, q := range tpl.Queues {
		if q.DeadLetterQueue != "" && len(consumers[q.LogicalID]) == 0 {
			t.Errorf("queue %s has no consuming function", q.LogicalID)
		}
		if len(consumers[q.LogicalID]) > 1 {
			t.Errorf("queue %s has several consumers %v", q.LogicalID, consumers[q.LogicalID])
		}
	}
}

func TestBucketNotifiesIngestQueue(t *testing.T) {
	tpl := loadTemplate(t)
	for _, b := range tpl.Buckets {
		if b.NotifyQueue == "" {
			continue
		}
		if tpl.Queue(b.NotifyQueue) == nil {
			t.Errorf("%s notifies %s, which is not a queue", b.LogicalID, b.NotifyQueue)
		}
		// A queue policy must let S3 send to the queue, and the bucket must wait for it.
		allowed := false
		for id, r := range tpl.Resources {
			if r.Type != "AWS::SQS::QueuePolicy" {
				continue
			}
			refsQueue := false
			for _, q := range asList(r.Properties["Queues"]) {
				if ref, _ := logicalIDOf(q); ref == b.NotifyQueue {
					refsQueue = true
				}
			}
			body, _ := json.Marshal(r.Properties["PolicyDocument"])
			if refsQueue && bytes.Contains(body, []byte("s3.amazonaws.com")) && bytes.Contains(body, []byte("sqs:SendMessage")) {
				allowed = true
				if !slices.Contains(tpl.Resources[b.LogicalID].DependsOn, id) {
					t.Errorf("%s should DependsOn %s (S3 validates the notification target on create)", b.LogicalID, id)
				}
			}
		}
		if !allowed {
			t.Errorf("no AWS::SQS::QueuePolicy lets s3.amazonaws.com send to %s", b.NotifyQueue)
		}
	}
}

// ---------------------------------------------------------------- storage and API

func TestBucketIsPrivateAndEncrypted(t *testing.T) {
	tpl := loadTemplate(t)
	for _, b := range tpl.Buckets {
		p := resource(t, tpl, b.LogicalID, TypeBucket).Properties
		for _, k := range []string{"BlockPublicAcls", "BlockPublicPolicy", "IgnorePublicAcls", "RestrictPublicBuckets"} {
			if dig(p, "PublicAccessBlockConfiguration", k) != true {
				t.Errorf("%s: PublicAccessBlockConfiguration.%s is not true", b.LogicalID, k)
			}
		}
		if got := dig(p, "OwnershipControls", "Rules", 0, "ObjectOwnership"); got != "BucketOwnerEnforced" {
			t.Errorf("%s: ObjectOwnership = %v, want BucketOwnerEnforced", b.LogicalID, got)
		}
		if alg := scalarString(dig(p, "BucketEncryption", "ServerSideEncryptionConfiguration", 0, "ServerSideEncryptionByDefault", "SSEAlgorithm")); alg != "AES256" && !strings.HasPrefix(alg, "aws:kms") {
			t.Errorf("%s: no default encryption (SSEAlgorithm %q)", b.LogicalID, alg)
		}
		if _, ok := dig(p, "BucketName").(map[string]any)["Fn::Sub"]; !ok {
			t.Errorf("%s: BucketName must be constructed with !Sub so the queue policy can name it without a cycle", b.LogicalID)
		}

		rules := map[string]any{}
		abort := false
		for _, r := range asList(dig(p, "LifecycleConfiguration", "Rules")) {
			if dig(r, "Status") != "Enabled" {
				continue
			}
			if prefix := scalarString(dig(r, "Prefix")); prefix != "" {
				rules[prefix] = dig(r, "ExpirationInDays")
			}
			if dig(r, "AbortIncompleteMultipartUpload", "DaysAfterInitiation") != nil {
				abort = true
			}
		}
		if rules["staging/"] != 1 {
			t.Errorf("%s: staging/ should expire after 1 day, lifecycle = %v", b.LogicalID, rules)
		}
		for _, prefix := range []string{"uploads/", "results/", "webhooks/"} {
			if ref, _ := logicalIDOf(rules[prefix]); ref != "RetentionDays" {
				t.Errorf("%s: %s should expire after !Ref RetentionDays, got %v", b.LogicalID, prefix, rules[prefix])
			}
		}
		if !abort {
			t.Errorf("%s: no AbortIncompleteMultipartUpload rule", b.LogicalID)
		}

		tlsOnly := false
		for _, r := range tpl.Resources {
			if r.Type != "AWS::S3::BucketPolicy" {
				continue
			}
			if ref, _ := logicalIDOf(r.Properties["Bucket"]); ref != b.LogicalID {
				continue
			}
			for _, st := range asList(dig(r.Properties, "PolicyDocument", "Statement")) {
				if dig(st, "Effect") == "Deny" && scalarString(dig(st, "Condition", "Bool", "aws:SecureTransport")) == "false" {
					tlsOnly = true
				}
			}
		}
		if !tlsOnly {
			t.Errorf("%s: no bucket policy denying requests without TLS", b.LogicalID)
		}
	}
}

func TestTable(t *testing.T) {
	tpl := loadTemplate(t)
	for _, tb := range tpl.Tables {
		p := resource(t, tpl, tb.LogicalID, TypeTable).Properties
		if tb.TTLAttribute == "" {
			t.Errorf("%s: TTL is not enabled", tb.LogicalID)
		}
		if dig(p, "BillingMode") != "PAY_PER_REQUEST" {
			t.Errorf("%s: BillingMode = %v", tb.LogicalID, dig(p, "BillingMode"))
		}
		if dig(p, "SSESpecification", "SSEEnabled") != true {
			t.Errorf("%s: SSE is not enabled", tb.LogicalID)
		}
		if dig(p, "PointInTimeRecoverySpecification", "PointInTimeRecoveryEnabled") != true {
			t.Errorf("%s: point-in-time recovery is not enabled", tb.LogicalID)
		}
		keys := []string{tb.HashKey, tb.RangeKey}
		for _, g := range tb.GSIs {
			keys = append(keys, g.HashKey, g.RangeKey)
		}
		for _, k := range keys {
			if _, ok := tb.AttributeTypes[k]; k != "" && !ok {
				t.Errorf("%s: key attribute %s has no AttributeDefinition", tb.LogicalID, k)
			}
		}
	}
}

func TestAPIIsRESTWithGatewayResponses(t *testing.T) {
	tpl := loadTemplate(t)
	api := resource(t, tpl, "Api", TypeRestAPI).Properties

	var media []string
	for _, m := range asList(api["BinaryMediaTypes"]) {
		media = append(media, strings.ReplaceAll(scalarString(m), "~1", "/"))
	}
	for _, want := range []string{"multipart/form-data", "application/pdf"} {
		if !slices.Contains(media, want) {
			t.Errorf("BinaryMediaTypes %v lack %s", media, want)
		}
	}

	responses := []struct {
		kind, status, code string
		extra              []string
	}{
		{"REQUEST_TOO_LARGE", "413", "file_too_large", []string{"POST /api/v1/uploads", `"upload_endpoint":"/api/v1/uploads"`}},
		{"DEFAULT_4XX", "", "", nil},
		{"DEFAULT_5XX", "", "internal_error", nil},
	}
	for _, r := range responses {
		gr := asMap(dig(api, "GatewayResponses", r.kind))
		if gr == nil {
			t.Errorf("GatewayResponses.%s missing", r.kind)
			continue
		}
		if r.status != "" && scalarString(gr["StatusCode"]) != r.status {
			t.Errorf("%s: StatusCode = %v, want %s", r.kind, gr["StatusCode"], r.status)
		}
		body := scalarString(dig(gr, "ResponseTemplates", "application/json"))
		// Templates may hold $context variables; substitute before parsing.
		parsable := strings.ReplaceAll(body, "$context.error.messageString", `"m"`)
		var env struct {
			Error map[string]any `json:"error"`
		}
		if err := json.Unmarshal([]byte(parsable), &env); err != nil || env.Error["code"] == nil || env.Error["message"] == nil {
			t.Errorf("%s: template is not an error envelope: %s (%v)", r.kind, body, err)
			continue
		}
		if r.code != "" && env.Error["code"] != r.code {
			t.Errorf("%s: code = %v, want %s", r.kind, env.Error["code"], r.code)
		}
		for _, x := range r.extra {
			if !strings.Contains(body, x) {
				t.Errorf("%s: body lacks %q", r.kind, x)
			}
		}
	}

	// Every API event goes to this REST API, on /api/v1 and /api/v1/{proxy+},
	// the console's /console and /console/{proxy+}, and the OAuth endpoints
	// (/oauth/{proxy+} and the RFC 8414 metadata).
	for _, f := range tpl.Functions {
		if !f.API {
			continue
		}
		var paths []string
		for name, ev := range asMap(tpl.Resources[f.LogicalID].Properties["Events"]) {
			if dig(ev, "Type") == "HttpApi" {
				t.Errorf("%s: event %s is an HttpApi event; the service uses the REST API", f.LogicalID, name)
			}
			if dig(ev, "Type") != "Api" {
				continue
			}
			if ref, _ := logicalIDOf(dig(ev, "Properties", "RestApiId")); ref != "Api" {
				t.Errorf("%s: event %s is not attached to RestApiId !Ref Api", f.LogicalID, name)
			}
			paths = append(paths, scalarString(dig(ev, "Properties", "Method"))+" "+scalarString(dig(ev, "Properties", "Path")))
		}
		sort.Strings(paths)
		if want := []string{"ANY /api/v1", "ANY /api/v1/{proxy+}", "ANY /console", "ANY /console/{proxy+}",
			"ANY /oauth/{proxy+}", "GET /.well-known/oauth-authorization-server"}; !slices.Equal(paths, want) {
			t.Errorf("%s: routes %v, want %v", f.LogicalID, paths, want)
		}
	}
}

// ---------------------------------------------------------------- environment variables

// TestEnvironmentVariablesReadByCodeAreSet finds every environment variable the code
// of each function reads (its package and, transitively, every package of this
// module it imports; _test.go files excluded) and requires the function to set it.
// A read is a call with a constant string (constants resolved with go/types) as the
// name argument of
//   - os.Getenv / os.LookupEnv (syscall.Getenv),
//   - a function or method of this module named Getenv, Lookup, LookupEnv or Env
//     (also Must…/…Int-style variants), first argument,
//   - any function of this module that passes one of its parameters on as the name
//     argument of such a call (config.Require, config.Int, … wrappers), found to a
//     fixpoint.
func TestEnvironmentVariablesReadByCodeAreSet(t *testing.T) {
	root := repoRoot(t)
	tpl := loadTemplate(t)
	pkgs := listPackages(t, root, tpl)

	reads, err := envReads(pkgs)
	if err != nil {
		t.Fatal(err)
	}
	if len(reads) == 0 {
		t.Fatal("found no environment variable reads at all; the analysis is broken")
	}

	for _, f := range tpl.Functions {
		t.Run(f.LogicalID, func(t *testing.T) {
			main, ok := pkgs[modulePath+"/"+f.CodeDir]
			if !ok || main.Error != nil {
				t.Fatalf("%s is not a loadable package of this module (does it exist?)", f.CodeDir)
			}
			needed := map[string]envRead{}
			for _, path := range append([]string{main.ImportPath}, main.Deps...) {
				for _, r := range reads[path] {
					if _, seen := needed[r.name]; !seen {
						needed[r.name] = r
					}
				}
			}
			var names []string
			for name := range needed {
				names = append(names, name)
			}
			sort.Strings(names)
			for _, name := range names {
				if _, ok := f.Env[name]; !ok {
					t.Errorf("the code reads %s (%s) but template.yaml does not set it on %s", name, needed[name].pos, f.LogicalID)
				}
			}
			for name := range f.Env {
				if _, ok := needed[name]; !ok {
					t.Logf("note: %s sets %s, which no code of the function reads", f.LogicalID, name)
				}
			}
		})
	}
}

type envRead struct {
	name string
	pos  string // file:line relative to the repository root
}

type listedPackage struct {
	ImportPath string
	Dir        string
	Name       string
	GoFiles    []string
	CgoFiles   []string
	Export     string
	Standard   bool
	Deps       []string
	Module     *struct{ Path string }
	Error      *struct{ Err string }
}

func (p *listedPackage) inModule() bool { return p.Module != nil && p.Module.Path == modulePath }

var (
	listOnce sync.Once
	listed   map[string]*listedPackage
	listErr  error
)

// listPackages runs `go list -deps -export` over every function package for the
// deployed build configuration, once per test binary.
func listPackages(t *testing.T, root string, tpl *Template) map[string]*listedPackage {
	t.Helper()
	listOnce.Do(func() {
		args := []string{"list", "-e", "-deps", "-export", "-tags", lambdaBuild.tags,
			"-json=ImportPath,Dir,Name,GoFiles,CgoFiles,Export,Standard,Deps,Module,Error"}
		for _, f := range tpl.Functions {
			if f.CodeDir != "" {
				args = append(args, "./"+f.CodeDir)
			}
		}
		cmd := exec.Command("go", args...)
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "GOOS="+lambdaBuild.goos, "GOARCH="+lambdaBuild.goarch, "CGO_ENABLED=0")
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			listErr = fmt.Errorf("go %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
			return
		}
		listed = map[string]*listedPackage{}
		dec := json.NewDecoder(bytes.NewReader(out))
		for {
			var p listedPackage
			if err := dec.Decode(&p); err == io.EOF {
				break
			} else if err != nil {
				listErr = err
				return
			}
			listed[p.ImportPath] = &p
		}
	})
	if listErr != nil {
		t.Fatal(listErr)
	}
	var broken []string
	for _, p := range listed {
		if p.Error != nil && p.inModule() {
			broken = append(broken, p.ImportPath+": "+p.Error.Err)
		}
	}
	if len(broken) > 0 {
		sort.Strings(broken)
		t.Fatalf("packages do not load:\n%s", strings.Join(broken, "\n"))
	}
	return listed
}

var envFuncName = regexp.MustCompile(`^(Must)?(Getenv|LookupEnv|Lookup|Env)([A-Z][A-Za-z0-9]*)?$`)
var envVarName = regexp.MustCompile(`^[A-Z_][A-Z0-9_]*$`)

// callSite is one call in a package of this module, reduced to what the analysis
// needs. Functions are identified by types.Func.FullName, which is the same whether
// the function was type-checked from source or imported from export data.
type callSite struct {
	pkg    string         // import path of the calling package
	caller string         // FullName of the enclosing top-level function or method, "" outside one
	callee string         // FullName of the called function or method
	consts map[int]string // argument index -> constant string value
	params map[int]int    // argument index -> index of the caller's parameter passed through unchanged
	pos    string         // file:line relative to the repository root
}

// envReads returns, per import path of this module, the environment variables the
// package reads.
func envReads(all map[string]*listedPackage) (map[string][]envRead, error) {
	var sites []callSite
	var paths []string
	for path, p := range all {
		if p.inModule() {
			paths = append(paths, path)
		}
	}
	sort.Strings(paths)
	for _, path := range paths {
		s, err := callSites(all[path], all)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		sites = append(sites, s...)
	}

	// readers: function -> indexes of its parameters that name an environment variable.
	readers := map[string]map[int]bool{
		"os.Getenv": {0: true}, "os.LookupEnv": {0: true}, "syscall.Getenv": {0: true},
	}
	isReader := func(callee string, arg int) bool {
		if readers[callee][arg] {
			return true
		}
		if arg != 0 || !strings.HasPrefix(callee, modulePath) && !strings.HasPrefix(callee, "("+modulePath) && !strings.HasPrefix(callee, "(*"+modulePath) {
			return false
		}
		name := callee[strings.LastIndex(callee, ".")+1:]
		return envFuncName.MatchString(name)
	}
	for changed := true; changed; {
		changed = false
		for _, c := range sites {
			if c.caller == "" {
				continue
			}
			for arg, param := range c.params {
				if isReader(c.callee, arg) && !readers[c.caller][param] {
					if readers[c.caller] == nil {
						readers[c.caller] = map[int]bool{}
					}
					readers[c.caller][param] = true
					changed = true
				}
			}
		}
	}

	reads := map[string][]envRead{}
	for _, c := range sites {
		for arg, v := range c.consts {
			if !isReader(c.callee, arg) || !envVarName.MatchString(v) ||
				strings.HasPrefix(v, "AWS_") || runtimeEnv[v] || localOnlyEnv[v] {
				continue
			}
			reads[c.pkg] = append(reads[c.pkg], envRead{name: v, pos: c.pos})
		}
	}
	return reads, nil
}

// callSites type-checks one package of this module from source (its imports from
// export data) and returns its calls.
func callSites(p *listedPackage, all map[string]*listedPackage) ([]callSite, error) {
	fset := token.NewFileSet()
	var files []*ast.File
	for _, name := range append(slices.Clone(p.GoFiles), p.CgoFiles...) {
		f, err := parser.ParseFile(fset, filepath.Join(p.Dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	lookup := func(path string) (io.ReadCloser, error) {
		dep, ok := all[path]
		if !ok || dep.Export == "" {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(dep.Export)
	}
	info := &types.Info{
		Types:      map[ast.Expr]types.TypeAndValue{},
		Defs:       map[*ast.Ident]types.Object{},
		Uses:       map[*ast.Ident]types.Object{},
		Selections: map[*ast.SelectorExpr]*types.Selection{},
	}
	conf := types.Config{
		Importer:    importer.ForCompiler(fset, "gc", lookup),
		Sizes:       types.SizesFor("gc", lambdaBuild.goarch),
		FakeImportC: true,
	}
	if _, err := conf.Check(p.ImportPath, fset, files, info); err != nil {
		return nil, fmt.Errorf("type-check: %w", err)
	}

	var sites []callSite
	visit := func(node ast.Node, caller string, params map[*types.Var]int) {
		ast.Inspect(node, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) == 0 {
				return true
			}
			fn := callee(info, call.Fun)
			if fn == nil || fn.Pkg() == nil {
				return true
			}
			c := callSite{pkg: p.ImportPath, caller: caller, callee: fn.FullName(), consts: map[int]string{}, params: map[int]int{}}
			for i, arg := range call.Args {
				if tv := info.Types[arg]; tv.Value != nil && tv.Value.Kind() == constant.String {
					c.consts[i] = constant.StringVal(tv.Value)
				} else if id, ok := ast.Unparen(arg).(*ast.Ident); ok {
					if v, ok := info.Uses[id].(*types.Var); ok {
						if idx, ok := params[v]; ok {
							c.params[i] = idx
						}
					}
				}
			}
			if len(c.consts) == 0 && len(c.params) == 0 {
				return true
			}
			pos := fset.Position(call.Pos())
			rel, err := filepath.Rel(rootDir, pos.Filename)
			if err != nil {
				rel = pos.Filename
			}
			c.pos = fmt.Sprintf("%s:%d", filepath.ToSlash(rel), pos.Line)
			sites = append(sites, c)
			return true
		})
	}
	for _, file := range files {
		for _, decl := range file.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok {
				visit(decl, "", nil)
				continue
			}
			if fd.Body == nil {
				continue
			}
			obj, _ := info.Defs[fd.Name].(*types.Func)
			params := map[*types.Var]int{}
			if obj != nil {
				sig := obj.Type().(*types.Signature)
				for i := 0; i < sig.Params().Len(); i++ {
					params[sig.Params().At(i)] = i
				}
			}
			name := ""
			if obj != nil {
				name = obj.FullName()
			}
			visit(fd.Body, name, params)
		}
	}
	return sites, nil
}

// callee returns the function or method a call expression calls, or nil.
func callee(info *types.Info, fun ast.Expr) *types.Func {
	var obj types.Object
	switch f := ast.Unparen(fun).(type) {
	case *ast.Ident:
		obj = info.Uses[f]
	case *ast.SelectorExpr:
		if sel, ok := info.Selections[f]; ok {
			obj = sel.Obj()
		} else {
			obj = info.Uses[f.Sel]
		}
	case *ast.IndexExpr:
		return callee(info, f.X)
	case *ast.IndexListExpr:
		return callee(info, f.X)
	}
	fn, _ := obj.(*types.Func)
	if fn != nil {
		fn = fn.Origin()
	}
	return fn
}

// TestAPIFunctionSpeaksRESTPayload: a REST API delivers payload format 1.0
// (events.APIGatewayProxyRequest); aws-lambda-go-api-proxy's V2 adapter would
// reject every request.
func TestAPIFunctionSpeaksRESTPayload(t *testing.T) {
	root := repoRoot(t)
	tpl := loadTemplate(t)
	pkgs := listPackages(t, root, tpl)
	for _, f := range tpl.Functions {
		if !f.API {
			continue
		}
		main := pkgs[modulePath+"/"+f.CodeDir]
		if main == nil || main.Error != nil {
			t.Fatalf("%s is not a loadable package of this module (does it exist?)", f.CodeDir)
		}
		for _, path := range append([]string{main.ImportPath}, main.Deps...) {
			p := pkgs[path]
			if p == nil || !p.inModule() {
				continue
			}
			for _, name := range p.GoFiles {
				file, err := parser.ParseFile(token.NewFileSet(), filepath.Join(p.Dir, name), nil, parser.SkipObjectResolution)
				if err != nil {
					t.Fatal(err)
				}
				local := ""
				for _, imp := range file.Imports {
					if ip, _ := strconv.Unquote(imp.Path.Value); ip == httpAdapterPkg {
						local = "httpadapter"
						if imp.Name != nil {
							local = imp.Name.Name
						}
					}
				}
				if local == "" {
					continue
				}
				ast.Inspect(file, func(n ast.Node) bool {
					if sel, ok := n.(*ast.SelectorExpr); ok {
						if x, ok := sel.X.(*ast.Ident); ok && x.Name == local && strings.HasSuffix(sel.Sel.Name, "V2") {
							t.Errorf("%s/%s uses httpadapter.%s (HTTP API payload 2.0); the REST API sends 1.0: use httpadapter.New", p.ImportPath, name, sel.Sel.Name)
						}
					}
					return true
				})
			}
		}
	}
}

// ---------------------------------------------------------------- sample events

func TestSampleEvents(t *testing.T) {
	root := repoRoot(t)
	tpl := loadTemplate(t)
	for _, f := range tpl.Functions {
		t.Run(f.LogicalID, func(t *testing.T) {
			dir := filepath.Join(root, "events", filepath.Base(f.CodeDir))
			paths, _ := filepath.Glob(filepath.Join(dir, "*.json"))
			if len(paths) == 0 {
				t.Fatalf("no sample events in %s", dir)
			}
			for _, p := range paths {
				data, err := os.ReadFile(p)
				if err != nil {
					t.Fatal(err)
				}
				var ev map[string]any
				if err := json.Unmarshal(data, &ev); err != nil {
					t.Errorf("%s: %v", p, err)
					continue
				}
				name := filepath.Base(p)
				switch {
				case f.API:
					checkAPIEvent(t, name, ev)
					var req events.APIGatewayProxyRequest
					if err := json.Unmarshal(data, &req); err != nil || req.HTTPMethod == "" || req.RequestContext.Stage == "" ||
						req.RequestContext.RequestID == "" || req.RequestContext.Identity.SourceIP == "" {
						t.Errorf("%s: does not decode as events.APIGatewayProxyRequest (%v)", name, err)
					}
				case len(f.SQSTriggers) > 0:
					checkSQSEvent(t, name, ev, tpl, f)
					var sqs events.SQSEvent
					if err := json.Unmarshal(data, &sqs); err != nil || len(sqs.Records) == 0 || sqs.Records[0].MessageId == "" || sqs.Records[0].Body == "" {
						t.Errorf("%s: does not decode as events.SQSEvent (%v)", name, err)
					}
				}
			}
		})
	}
}

func checkAPIEvent(t *testing.T, name string, ev map[string]any) {
	path := scalarString(ev["path"])
	if !strings.HasPrefix(path, "/api/v1") || ev["httpMethod"] == nil {
		t.Errorf("%s: not a REST proxy event under /api/v1 (path %q)", name, path)
	}
	res := scalarString(ev["resource"])
	if res != "/api/v1" && res != "/api/v1/{proxy+}" {
		t.Errorf("%s: resource %q is not a declared route", name, res)
	}
	if rp := scalarString(dig(ev, "requestContext", "resourcePath")); rp != res {
		t.Errorf("%s: requestContext.resourcePath %q != resource %q", name, rp, res)
	}
	if res == "/api/v1/{proxy+}" && "/api/v1/"+scalarString(dig(ev, "pathParameters", "proxy")) != path {
		t.Errorf("%s: pathParameters.proxy does not match path %q", name, path)
	}
	if ev["isBase64Encoded"] == true {
		if _, err := base64.StdEncoding.DecodeString(scalarString(ev["body"])); err != nil {
			t.Errorf("%s: isBase64Encoded but body is not base64: %v", name, err)
		}
	}
}

func checkSQSEvent(t *testing.T, name string, ev map[string]any, tpl *Template, f Function) {
	records := asList(ev["Records"])
	if len(records) == 0 {
		t.Errorf("%s: no Records", name)
	}
	for i, r := range records {
		body := scalarString(dig(r, "body"))
		sum := md5.Sum([]byte(body))
		if dig(r, "eventSource") != "aws:sqs" || dig(r, "messageId") == nil || dig(r, "receiptHandle") == nil ||
			dig(r, "attributes", "ApproximateReceiveCount") == nil || !strings.HasPrefix(scalarString(dig(r, "eventSourceARN")), "arn:aws:sqs:") {
			t.Errorf("%s: record %d is not an SQS record", name, i)
		}
		if dig(r, "md5OfBody") != hex.EncodeToString(sum[:]) {
			t.Errorf("%s: record %d md5OfBody does not match its body", name, i)
		}
		var msg map[string]any
		if err := json.Unmarshal([]byte(body), &msg); err != nil {
			t.Errorf("%s: record %d body is not JSON: %v", name, i, err)
			continue
		}
		// An S3 notification for a bucket that notifies this function's queue.
		for _, b := range tpl.Buckets {
			if b.NotifyQueue != f.SQSTriggers[0].Queue || msg["Event"] == "s3:TestEvent" {
				continue
			}
			s3 := asList(msg["Records"])
			if len(s3) == 0 || dig(s3[0], "eventSource") != "aws:s3" || !strings.HasPrefix(scalarString(dig(s3[0], "eventName")), "ObjectCreated:") {
				t.Errorf("%s: record %d body is not an S3 ObjectCreated notification", name, i)
				continue
			}
			var s3ev events.S3Event
			if err := json.Unmarshal([]byte(body), &s3ev); err != nil || len(s3ev.Records) == 0 || s3ev.Records[0].S3.Bucket.Name == "" {
				t.Errorf("%s: record %d body does not decode as events.S3Event (%v)", name, i, err)
			}
			if key := scalarString(dig(s3[0], "s3", "object", "key")); !strings.HasPrefix(key, b.NotifyPrefix) {
				t.Errorf("%s: object key %q lies outside the notification prefix %q", name, key, b.NotifyPrefix)
			}
		}
	}
}

// ---------------------------------------------------------------- cfn-lint

// TestCfnLint runs cfn-lint (which applies the SAM transform) when it is installed.
func TestCfnLint(t *testing.T) {
	bin, err := exec.LookPath("cfn-lint")
	if err != nil {
		t.Skip("cfn-lint not installed")
	}
	cmd := exec.Command(bin, "--format", "parseable", filepath.Join(repoRoot(t), "template.yaml"))
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		// cfn-lint's exit code is a bit mask: 2 errors, 4 warnings, 8 informational.
		if code := exit.ExitCode(); code&3 != 0 {
			t.Errorf("cfn-lint found errors (exit %d):\n%s", code, out)
		} else {
			t.Logf("cfn-lint (exit %d):\n%s", code, out)
		}
	} else if err != nil {
		t.Fatal(err)
	}
}

// ---------------------------------------------------------------- the sweeper

// TestSweeperIsScheduledAndOutwaitsEachStage: the sweeper runs on a
// schedule, and re-drives a stage only after longer than that stage's
// function may legitimately run, so it never hands a document that is
// still being read to a second reader.
func TestSweeperIsScheduledAndOutwaitsEachStage(t *testing.T) {
	tpl := loadTemplate(t)
	r := resource(t, tpl, "SweeperFunction", "AWS::Serverless::Function")
	scheduled := false
	for _, ev := range asMap(r.Properties["Events"]) {
		if scalarString(dig(ev, "Type")) == "Schedule" && strings.HasPrefix(scalarString(dig(ev, "Properties", "Schedule")), "rate(") {
			scheduled = true
		}
	}
	if !scheduled {
		t.Error("SweeperFunction has no Schedule event with a rate()")
	}
	b := pipeline.DefaultSweepBounds
	for fn, bound := range map[string]time.Duration{
		"ParserFunction": b.Parse, "OcrFunction": b.OCR, "FraudFunction": b.Fraud,
	} {
		f := tpl.Function(fn)
		if f == nil {
			t.Fatalf("%s missing", fn)
		}
		if timeout := time.Duration(f.Timeout) * time.Second; bound <= timeout {
			t.Errorf("pipeline.DefaultSweepBounds for %s is %v, not above its Timeout %v", fn, bound, timeout)
		}
	}
	if b.Pending <= 0 || b.Pending > 5*time.Minute {
		t.Errorf("pending bound %v: a lost upload notification should be re-sent within minutes", b.Pending)
	}
	// A pending analysis past the bound whose upload is missing is
	// withdrawn (failed and refunded): the API must be done storing it by
	// then, so the bound outlasts the API function.
	if api := tpl.Function("ApiFunction"); api == nil {
		t.Fatal("ApiFunction missing")
	} else if timeout := time.Duration(api.Timeout) * time.Second; b.Pending <= 2*timeout {
		t.Errorf("pending bound %v is not well above ApiFunction's Timeout %v: the sweeper could withdraw a submission still storing its upload", b.Pending, timeout)
	}
}

// ---------------------------------------------------------------- operators

// alarmsOn returns the alarms of the template on metric in namespace whose
// dimension dim names the resource id (through !Ref or !GetAtt), by
// logical id.
func alarmsOn(tpl *Template, namespace, metric, dim, id string) []Resource {
	var out []Resource
	for _, r := range tpl.Resources {
		if r.Type != "AWS::CloudWatch::Alarm" || scalarString(r.Properties["Namespace"]) != namespace || scalarString(r.Properties["MetricName"]) != metric {
			continue
		}
		for _, d := range asList(r.Properties["Dimensions"]) {
			if ref, _ := logicalIDOf(dig(d, "Value")); scalarString(dig(d, "Name")) == dim && ref == id {
				out = append(out, r)
			}
		}
	}
	return out
}

// TestOperatorsSeeTrouble: every function has its own log group, kept
// RetentionDays, and alarms on errors, throttles and runs near its
// timeout; every consumed queue alarms on the age of its oldest message
// and every dead-letter queue on its depth; the API alarms on 5XX and
// latency, and dead webhook deliveries alarm too. Every alarm notifies
// AlarmTopic, and the dashboard exists.
func TestOperatorsSeeTrouble(t *testing.T) {
	tpl := loadTemplate(t)
	for _, f := range tpl.Functions {
		t.Run(f.LogicalID, func(t *testing.T) {
			lg := resource(t, tpl, f.LogicalID+"LogGroup", "AWS::Logs::LogGroup").Properties
			if name := scalarString(dig(lg, "LogGroupName", "Fn::Sub")); name != "/aws/lambda/${"+f.LogicalID+"}" {
				t.Errorf("LogGroupName = %v, want !Sub /aws/lambda/${%s} (the group Lambda writes to)", lg["LogGroupName"], f.LogicalID)
			}
			if ref, _ := logicalIDOf(lg["RetentionInDays"]); ref != "RetentionDays" {
				t.Errorf("RetentionInDays = %v, want !Ref RetentionDays", lg["RetentionInDays"])
			}
			for _, m := range []string{"Errors", "Throttles", "Duration"} {
				alarms := alarmsOn(tpl, "AWS/Lambda", m, "FunctionName", f.LogicalID)
				if len(alarms) != 1 {
					t.Errorf("%d alarms on %s, want 1", len(alarms), m)
					continue
				}
				th, _ := strconv.ParseFloat(scalarString(alarms[0].Properties["Threshold"]), 64)
				if m == "Duration" && th != float64(f.Timeout)*1000*0.8 {
					t.Errorf("Duration alarm threshold %v ms, want 80%% of the %d s Timeout", th, f.Timeout)
				}
			}
		})
	}
	consumed := map[string]bool{}
	for _, f := range tpl.Functions {
		for _, tr := range f.SQSTriggers {
			consumed[tr.Queue] = true
		}
	}
	for _, q := range tpl.Queues {
		if consumed[q.LogicalID] && len(alarmsOn(tpl, "AWS/SQS", "ApproximateAgeOfOldestMessage", "QueueName", q.LogicalID)) != 1 {
			t.Errorf("queue %s has no alarm on the age of its oldest message", q.LogicalID)
		}
		if q.DeadLetterQueue != "" && len(alarmsOn(tpl, "AWS/SQS", "ApproximateNumberOfMessagesVisible", "QueueName", q.DeadLetterQueue)) != 1 {
			t.Errorf("dead-letter queue %s has no depth alarm", q.DeadLetterQueue)
		}
	}
	apiAlarms := map[string]bool{}
	deadAlarm := false
	for id, r := range tpl.Resources {
		if r.Type != "AWS::CloudWatch::Alarm" {
			continue
		}
		p := r.Properties
		if scalarString(p["Namespace"]) == "AWS/ApiGateway" {
			apiAlarms[scalarString(p["MetricName"])] = true
		}
		if scalarString(p["MetricName"]) == "WebhookDeliveriesDead" {
			deadAlarm = true
		}
		actions := dig(p, "AlarmActions", "Fn::If")
		if scalarString(dig(actions, 0)) != "HasAlarmEmail" {
			t.Errorf("%s: AlarmActions is not !If [HasAlarmEmail, [!Ref AlarmTopic], ...]", id)
		} else if ref, _ := logicalIDOf(dig(actions, 1, 0)); ref != "AlarmTopic" {
			t.Errorf("%s: alarm does not notify AlarmTopic", id)
		}
	}
	if !apiAlarms["5XXError"] || !apiAlarms["Latency"] {
		t.Errorf("API alarms on %v, want 5XXError and Latency", apiAlarms)
	}
	// Dead deliveries are counted from the webhook function's log line.
	mf := resource(t, tpl, "WebhookDeadMetricFilter", "AWS::Logs::MetricFilter").Properties
	if ref, _ := logicalIDOf(mf["LogGroupName"]); ref != "WebhookFunctionLogGroup" || !strings.Contains(scalarString(mf["FilterPattern"]), `"dead"`) ||
		scalarString(dig(mf, "MetricTransformations", 0, "MetricName")) != "WebhookDeliveriesDead" || !deadAlarm {
		t.Errorf("dead webhook deliveries: filter %v, alarm %v", mf, deadAlarm)
	}
	d := resource(t, tpl, "Dashboard", "AWS::CloudWatch::Dashboard").Properties
	body := scalarString(dig(d, "DashboardBody", "Fn::Sub"))
	var parsed struct{ Widgets []map[string]any }
	if err := json.Unmarshal([]byte(body), &parsed); err != nil || len(parsed.Widgets) < 5 {
		t.Errorf("dashboard body is not JSON with widgets: %v", err)
	}
	for _, f := range tpl.Functions {
		if !strings.Contains(body, "${"+f.LogicalID+"}") {
			t.Errorf("the dashboard does not show %s", f.LogicalID)
		}
	}
}
