// Package samtemplate reads the service's SAM template (template.yaml) into the
// few facts other code needs: the DynamoDB tables, SQS queues, S3 buckets and Lambda
// functions with their environment and triggers. The local stack creates its
// emulated resources from it, so local and deployed definitions cannot drift, and
// template_test.go holds the template against the code.
//
// The template is parsed with gopkg.in/yaml.v3; CloudFormation's short intrinsic
// tags (!Ref, !GetAtt, !Sub, !If, ...) are turned into their long forms
// ({"Ref": ...}, {"Fn::GetAtt": [...]}, ...) before interpretation. SAM Globals
// (Globals.Function) are merged into each function the way SAM merges them.
package samtemplate

import (
	"errors"
	"fmt"
	"os"
	"path"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// Resource types the loader interprets.
const (
	TypeTable    = "AWS::DynamoDB::Table"
	TypeQueue    = "AWS::SQS::Queue"
	TypeBucket   = "AWS::S3::Bucket"
	TypeFunction = "AWS::Serverless::Function"
	TypeRestAPI  = "AWS::Serverless::Api"
	TypeHTTPAPI  = "AWS::Serverless::HttpApi"
)

// SQS defaults that apply when the template leaves a property out.
const (
	DefaultVisibilityTimeout      = 30
	DefaultMessageRetentionPeriod = 345600 // 4 days
	DefaultSQSBatchSize           = 10
	DefaultFunctionTimeout        = 3 // SAM's default when neither Globals nor the function set one
)

// Template is what the rest of the code needs from template.yaml. Slices are sorted
// by LogicalID.
type Template struct {
	Tables    []Table
	Queues    []Queue
	Buckets   []Bucket
	Functions []Function
	// Parameters maps every declared parameter to its Default ("" when it has none,
	// e.g. TenantId).
	Parameters map[string]string
	// Resources holds every resource as parsed, intrinsics in long form
	// ({"Ref": "X"}, {"Fn::GetAtt": ["X", "Arn"]}, {"Fn::Sub": "..."}), for checks
	// that go beyond the typed view above.
	Resources map[string]Resource
}

// Resource is one raw resource of the template.
type Resource struct {
	Type       string
	Properties map[string]any
	Metadata   map[string]any
	DependsOn  []string
}

// Table is an AWS::DynamoDB::Table.
type Table struct {
	LogicalID      string
	HashKey        string
	RangeKey       string
	AttributeTypes map[string]string // attribute name -> S, N or B
	GSIs           []GSI
	TTLAttribute   string // "" when TTL is not enabled
}

// GSI is a global secondary index of a Table.
type GSI struct {
	Name, HashKey, RangeKey, ProjectionType string
}

// Queue is an AWS::SQS::Queue. Seconds throughout; SQS defaults fill absent values.
type Queue struct {
	LogicalID              string
	VisibilityTimeout      int
	MessageRetentionPeriod int
	DelaySeconds           int
	MaxReceiveCount        int    // 0 without a RedrivePolicy
	DeadLetterQueue        string // logical id of the DLQ, or ""
}

// Bucket is an AWS::S3::Bucket with its (single) queue notification.
type Bucket struct {
	LogicalID    string
	NotifyQueue  string // logical id of the queue receiving s3:ObjectCreated:* events, or ""
	NotifyPrefix string // key prefix filter of that notification, e.g. "uploads/"
}

// Function is an AWS::Serverless::Function with Globals merged in.
type Function struct {
	LogicalID string
	// CodeDir is the Go package directory relative to the repository root, e.g.
	// "functions/api", from Metadata.Package (CodeUri is "." for the makefile build
	// method); without it, a CodeUri other than ".".
	CodeDir     string
	Timeout     int // seconds
	Env         map[string]EnvValue
	SQSTriggers []SQSTrigger
	API         bool // has an Api (REST) or HttpApi event
}

// SQSTrigger is an SQS event source of a Function.
type SQSTrigger struct {
	Queue                   string // logical id
	BatchSize               int
	ReportBatchItemFailures bool
}

// EnvValue is the value of one environment variable. Exactly one field is set.
type EnvValue struct {
	Literal string // a plain value
	Ref     string // !Ref: a resource logical id, a parameter name or a pseudo parameter (AWS::Region)
	GetAtt  string // !GetAtt in dotted form: "LogicalId.Attribute"
	Sub     string // !Sub: the unexpanded template string
}

// IsRef reports whether the value is a !Ref.
func (v EnvValue) IsRef() bool { return v.Ref != "" }

// String renders the value the way it is written in the template.
func (v EnvValue) String() string {
	switch {
	case v.Ref != "":
		return "!Ref " + v.Ref
	case v.GetAtt != "":
		return "!GetAtt " + v.GetAtt
	case v.Sub != "":
		return "!Sub " + v.Sub
	}
	return strconv.Quote(v.Literal)
}

// Resolve returns the value with !Ref parameters replaced by params (or their
// defaults) and !Ref resources by resources[logicalID]; ok is false when nothing
// resolves it. It is what the local stack uses to build a function's environment.
func (v EnvValue) Resolve(params map[string]string, resources map[string]string) (string, bool) {
	switch {
	case v.Ref != "":
		if s, ok := params[v.Ref]; ok {
			return s, true
		}
		s, ok := resources[v.Ref]
		return s, ok
	case v.GetAtt != "":
		s, ok := resources[v.GetAtt]
		return s, ok
	case v.Sub != "":
		return "", false
	}
	return v.Literal, true
}

// Function returns the function with the logical id, or nil.
func (t *Template) Function(logicalID string) *Function {
	for i := range t.Functions {
		if t.Functions[i].LogicalID == logicalID {
			return &t.Functions[i]
		}
	}
	return nil
}

// Queue returns the queue with the logical id, or nil.
func (t *Template) Queue(logicalID string) *Queue {
	for i := range t.Queues {
		if t.Queues[i].LogicalID == logicalID {
			return &t.Queues[i]
		}
	}
	return nil
}

// Load reads and interprets the SAM template at path.
func Load(path string) (*Template, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	t, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}

// Parse interprets a SAM template.
func Parse(data []byte) (*Template, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, err
	}
	raw, err := decode(&doc)
	if err != nil {
		return nil, err
	}
	root, ok := raw.(map[string]any)
	if !ok {
		return nil, errors.New("template is not a mapping")
	}

	t := &Template{Parameters: map[string]string{}, Resources: map[string]Resource{}}
	for name, p := range asMap(root["Parameters"]) {
		t.Parameters[name] = scalarString(asMap(p)["Default"])
	}

	resources := asMap(root["Resources"])
	if len(resources) == 0 {
		return nil, errors.New("template has no Resources")
	}
	for id, r := range resources {
		rm := asMap(r)
		typ, _ := rm["Type"].(string)
		if typ == "" {
			return nil, fmt.Errorf("resource %s has no Type", id)
		}
		res := Resource{Type: typ, Properties: asMap(rm["Properties"]), Metadata: asMap(rm["Metadata"])}
		switch d := rm["DependsOn"].(type) {
		case string:
			res.DependsOn = []string{d}
		case []any:
			for _, x := range d {
				res.DependsOn = append(res.DependsOn, scalarString(x))
			}
		}
		t.Resources[id] = res
	}

	globals := asMap(asMap(root["Globals"])["Function"])
	ids := make([]string, 0, len(t.Resources))
	for id := range t.Resources {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		r := t.Resources[id]
		var err error
		switch r.Type {
		case TypeTable:
			var tb Table
			tb, err = parseTable(id, r.Properties)
			t.Tables = append(t.Tables, tb)
		case TypeQueue:
			var q Queue
			q, err = t.parseQueue(id, r.Properties)
			t.Queues = append(t.Queues, q)
		case TypeBucket:
			var b Bucket
			b, err = parseBucket(id, r.Properties)
			t.Buckets = append(t.Buckets, b)
		case TypeFunction:
			var f Function
			f, err = t.parseFunction(id, r, globals)
			t.Functions = append(t.Functions, f)
		}
		if err != nil {
			return nil, fmt.Errorf("resource %s: %w", id, err)
		}
	}
	return t, nil
}

func parseTable(id string, p map[string]any) (Table, error) {
	tb := Table{LogicalID: id, AttributeTypes: map[string]string{}}
	for _, a := range asList(p["AttributeDefinitions"]) {
		am := asMap(a)
		tb.AttributeTypes[scalarString(am["AttributeName"])] = scalarString(am["AttributeType"])
	}
	tb.HashKey, tb.RangeKey = keySchema(p["KeySchema"])
	if tb.HashKey == "" {
		return tb, errors.New("table has no HASH key")
	}
	for _, g := range asList(p["GlobalSecondaryIndexes"]) {
		gm := asMap(g)
		gsi := GSI{Name: scalarString(gm["IndexName"]), ProjectionType: scalarString(asMap(gm["Projection"])["ProjectionType"])}
		gsi.HashKey, gsi.RangeKey = keySchema(gm["KeySchema"])
		tb.GSIs = append(tb.GSIs, gsi)
	}
	if ttl := asMap(p["TimeToLiveSpecification"]); ttl != nil && truthy(ttl["Enabled"]) {
		tb.TTLAttribute = scalarString(ttl["AttributeName"])
	}
	return tb, nil
}

func keySchema(v any) (hash, rng string) {
	for _, k := range asList(v) {
		km := asMap(k)
		switch scalarString(km["KeyType"]) {
		case "HASH":
			hash = scalarString(km["AttributeName"])
		case "RANGE":
			rng = scalarString(km["AttributeName"])
		}
	}
	return hash, rng
}

func (t *Template) parseQueue(id string, p map[string]any) (Queue, error) {
	q := Queue{LogicalID: id}
	var err error
	if q.VisibilityTimeout, err = t.intProp(p, "VisibilityTimeout", DefaultVisibilityTimeout); err != nil {
		return q, err
	}
	if q.MessageRetentionPeriod, err = t.intProp(p, "MessageRetentionPeriod", DefaultMessageRetentionPeriod); err != nil {
		return q, err
	}
	if q.DelaySeconds, err = t.intProp(p, "DelaySeconds", 0); err != nil {
		return q, err
	}
	if rp := asMap(p["RedrivePolicy"]); rp != nil {
		dlq, ok := logicalIDOf(rp["deadLetterTargetArn"])
		if !ok {
			return q, errors.New("RedrivePolicy.deadLetterTargetArn must be !GetAtt <Queue>.Arn")
		}
		q.DeadLetterQueue = dlq
		if q.MaxReceiveCount, err = t.intProp(rp, "maxReceiveCount", 0); err != nil {
			return q, err
		}
	}
	return q, nil
}

func parseBucket(id string, p map[string]any) (Bucket, error) {
	b := Bucket{LogicalID: id}
	qcs := asList(asMap(p["NotificationConfiguration"])["QueueConfigurations"])
	if len(qcs) > 1 {
		return b, errors.New("more than one QueueConfiguration is not supported")
	}
	for _, qc := range qcs {
		qm := asMap(qc)
		q, ok := logicalIDOf(qm["Queue"])
		if !ok {
			return b, errors.New("notification Queue must be !GetAtt <Queue>.Arn")
		}
		b.NotifyQueue = q
		for _, rule := range asList(asMap(asMap(qm["Filter"])["S3Key"])["Rules"]) {
			rm := asMap(rule)
			if strings.EqualFold(scalarString(rm["Name"]), "prefix") {
				b.NotifyPrefix = scalarString(rm["Value"])
			}
		}
	}
	return b, nil
}

func (t *Template) parseFunction(id string, r Resource, globals map[string]any) (Function, error) {
	p := mergeGlobals(globals, r.Properties)
	f := Function{LogicalID: id, Env: map[string]EnvValue{}}

	if pkg := scalarString(r.Metadata["Package"]); pkg != "" {
		f.CodeDir = path.Clean(strings.TrimPrefix(pkg, "./"))
	} else if cu := scalarString(p["CodeUri"]); cu != "" && cu != "." {
		f.CodeDir = path.Clean(strings.TrimPrefix(cu, "./"))
	}

	var err error
	if f.Timeout, err = t.intProp(p, "Timeout", DefaultFunctionTimeout); err != nil {
		return f, err
	}

	for name, v := range asMap(asMap(p["Environment"])["Variables"]) {
		ev, err := envValue(v)
		if err != nil {
			return f, fmt.Errorf("environment variable %s: %w", name, err)
		}
		f.Env[name] = ev
	}

	evNames := make([]string, 0)
	events := asMap(p["Events"])
	for name := range events {
		evNames = append(evNames, name)
	}
	sort.Strings(evNames)
	for _, name := range evNames {
		ev := asMap(events[name])
		props := asMap(ev["Properties"])
		switch scalarString(ev["Type"]) {
		case "Api", "HttpApi":
			f.API = true
		case "SQS":
			q, ok := logicalIDOf(props["Queue"])
			if !ok {
				return f, fmt.Errorf("event %s: Queue must be !GetAtt <Queue>.Arn", name)
			}
			tr := SQSTrigger{Queue: q}
			if tr.BatchSize, err = t.intProp(props, "BatchSize", DefaultSQSBatchSize); err != nil {
				return f, fmt.Errorf("event %s: %w", name, err)
			}
			for _, rt := range asList(props["FunctionResponseTypes"]) {
				if scalarString(rt) == "ReportBatchItemFailures" {
					tr.ReportBatchItemFailures = true
				}
			}
			f.SQSTriggers = append(f.SQSTriggers, tr)
		}
	}
	return f, nil
}

// mergeGlobals applies SAM's Globals merge: maps merge recursively (the function
// wins), anything else in the function replaces the global value.
func mergeGlobals(global, local map[string]any) map[string]any {
	out := make(map[string]any, len(global)+len(local))
	for k, v := range global {
		out[k] = v
	}
	for k, v := range local {
		gm, gok := out[k].(map[string]any)
		lm, lok := v.(map[string]any)
		if gok && lok && !isIntrinsic(gm) && !isIntrinsic(lm) {
			out[k] = mergeGlobals(gm, lm)
			continue
		}
		out[k] = v
	}
	return out
}

func envValue(v any) (EnvValue, error) {
	switch x := v.(type) {
	case string, int, int64, float64, bool:
		return EnvValue{Literal: scalarString(x)}, nil
	case map[string]any:
		if len(x) == 1 {
			if ref, ok := x["Ref"].(string); ok {
				return EnvValue{Ref: ref}, nil
			}
			if ga, ok := x["Fn::GetAtt"]; ok {
				if l := asList(ga); len(l) == 2 {
					return EnvValue{GetAtt: scalarString(l[0]) + "." + scalarString(l[1])}, nil
				}
			}
			if sub, ok := x["Fn::Sub"].(string); ok {
				return EnvValue{Sub: sub}, nil
			}
		}
	}
	return EnvValue{}, fmt.Errorf("unsupported value %v (want a literal, !Ref, !GetAtt or a plain !Sub)", v)
}

// intProp reads an integer property: a number, a numeric string, or a !Ref to a
// parameter whose default is numeric.
func (t *Template) intProp(m map[string]any, key string, def int) (int, error) {
	v, ok := m[key]
	if !ok || v == nil {
		return def, nil
	}
	if ref, ok := asMap(v)["Ref"].(string); ok {
		d, declared := t.Parameters[ref]
		if !declared {
			return 0, fmt.Errorf("%s: !Ref %s is not a parameter", key, ref)
		}
		v = d
	}
	n, err := strconv.Atoi(scalarString(v))
	if err != nil {
		return 0, fmt.Errorf("%s: %v is not an integer", key, v)
	}
	return n, nil
}

// logicalIDOf returns X for !GetAtt X.Arn / {"Fn::GetAtt": [X, ...]} or !Ref X.
func logicalIDOf(v any) (string, bool) {
	m := asMap(v)
	if ref, ok := m["Ref"].(string); ok {
		return ref, true
	}
	if l := asList(m["Fn::GetAtt"]); len(l) >= 1 {
		if s := scalarString(l[0]); s != "" {
			return s, true
		}
	}
	return "", false
}

func isIntrinsic(m map[string]any) bool {
	if len(m) != 1 {
		return false
	}
	for k := range m {
		return k == "Ref" || k == "Condition" || strings.HasPrefix(k, "Fn::")
	}
	return false
}

func asMap(v any) map[string]any {
	m, _ := v.(map[string]any)
	return m
}

func asList(v any) []any {
	l, _ := v.([]any)
	return l
}

func truthy(v any) bool {
	switch x := v.(type) {
	case bool:
		return x
	case string:
		return strings.EqualFold(x, "true")
	}
	return false
}

func scalarString(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case bool:
		return strconv.FormatBool(x)
	case int:
		return strconv.Itoa(x)
	case int64:
		return strconv.FormatInt(x, 10)
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	}
	return fmt.Sprint(v)
}

// ---- YAML decoding with CloudFormation short-form intrinsics

// shortTags maps a short-form tag to its long-form key.
var shortTags = map[string]string{
	"!Ref":          "Ref",
	"!Condition":    "Condition",
	"!GetAtt":       "Fn::GetAtt",
	"!Sub":          "Fn::Sub",
	"!Join":         "Fn::Join",
	"!Select":       "Fn::Select",
	"!Split":        "Fn::Split",
	"!If":           "Fn::If",
	"!Not":          "Fn::Not",
	"!Equals":       "Fn::Equals",
	"!And":          "Fn::And",
	"!Or":           "Fn::Or",
	"!FindInMap":    "Fn::FindInMap",
	"!Base64":       "Fn::Base64",
	"!Cidr":         "Fn::Cidr",
	"!GetAZs":       "Fn::GetAZs",
	"!ImportValue":  "Fn::ImportValue",
	"!Transform":    "Fn::Transform",
	"!ToJsonString": "Fn::ToJsonString",
	"!Length":       "Fn::Length",
}

// decode turns a yaml.v3 node into plain Go values (map[string]any, []any, string,
// int, float64, bool, nil), rewriting short-form intrinsics into long form.
func decode(n *yaml.Node) (any, error) {
	switch n.Kind {
	case yaml.DocumentNode:
		if len(n.Content) == 0 {
			return nil, nil
		}
		return decode(n.Content[0])
	case yaml.AliasNode:
		return decode(n.Alias)
	}

	if fn, ok := shortTags[n.Tag]; ok {
		inner := *n
		inner.Tag = ""
		inner.Style &^= yaml.TaggedStyle
		v, err := decodePlain(&inner)
		if err != nil {
			return nil, err
		}
		if fn == "Fn::GetAtt" {
			if s, ok := v.(string); ok {
				res, attr, found := strings.Cut(s, ".")
				if !found {
					return nil, fmt.Errorf("line %d: !GetAtt %q needs the form Resource.Attribute", n.Line, s)
				}
				v = []any{res, attr}
			}
		}
		return map[string]any{fn: v}, nil
	}
	if strings.HasPrefix(n.Tag, "!") && !strings.HasPrefix(n.Tag, "!!") {
		return nil, fmt.Errorf("line %d: unknown tag %s", n.Line, n.Tag)
	}
	return decodePlain(n)
}

func decodePlain(n *yaml.Node) (any, error) {
	switch n.Kind {
	case yaml.MappingNode:
		m := make(map[string]any, len(n.Content)/2)
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			if k.Kind == yaml.ScalarNode && k.Tag == "!!merge" {
				merged, err := decode(v)
				if err != nil {
					return nil, err
				}
				for mk, mv := range asMap(merged) {
					if _, exists := m[mk]; !exists {
						m[mk] = mv
					}
				}
				continue
			}
			val, err := decode(v)
			if err != nil {
				return nil, err
			}
			m[k.Value] = val
		}
		return m, nil
	case yaml.SequenceNode:
		l := make([]any, 0, len(n.Content))
		for _, c := range n.Content {
			v, err := decode(c)
			if err != nil {
				return nil, err
			}
			l = append(l, v)
		}
		return l, nil
	case yaml.ScalarNode:
		switch n.ShortTag() {
		case "!!int":
			if i, err := strconv.Atoi(n.Value); err == nil {
				return i, nil
			}
			return n.Value, nil
		case "!!float":
			if f, err := strconv.ParseFloat(n.Value, 64); err == nil {
				return f, nil
			}
			return n.Value, nil
		case "!!bool":
			var b bool
			if err := n.Decode(&b); err == nil {
				return b, nil
			}
			return n.Value, nil
		case "!!null":
			return nil, nil
		}
		return n.Value, nil
	case yaml.AliasNode:
		return decode(n.Alias)
	}
	return nil, fmt.Errorf("line %d: unexpected YAML node kind %v", n.Line, n.Kind)
}
