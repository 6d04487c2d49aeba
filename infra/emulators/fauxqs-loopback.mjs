// Starts the fauxqs SQS emulator bound to one host only.
//
// fauxqs's own CLI listens on 0.0.0.0; the local stack must not be reachable
// from outside this machine, so this launcher builds the same Fastify app and
// listens on the given host. Usage: node fauxqs-loopback.mjs HOST PORT
import { buildApp } from "fauxqs";

const [host = "127.0.0.1", port = "4566"] = process.argv.slice(2);
const app = buildApp({ logger: false });
const address = await app.listen({ host, port: Number(port) });
console.log(JSON.stringify({ msg: "fauxqs listening", address }));
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, async () => {
    await app.close();
    process.exit(0);
  });
}
