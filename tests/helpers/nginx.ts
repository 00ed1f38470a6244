import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

// nginx (Debian's nginx-light, installed by .ci/run) on loopback as the load
// balancer in front of several app instances: round robin, WebSocket upgrades
// and the client's address passed on as the README's example configures it.
// socket.io clients in the tests use WebSocket only, so no sticky sessions.

export type Balancer = { base: string; stop(): void };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startNginx(upstreams: string[]): Promise<Balancer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hems-nginx-"));
  const port = await freePort();
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `${name}_temp_path ${path.join(dir, name)};`).join("\n    ");
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `daemon off;
worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 512; }
http {
    access_log off;
    ${temp}
    upstream hems {
        ${upstreams.map((base) => `server ${new URL(base).host};`).join("\n        ")}
    }
    server {
        listen 127.0.0.1:${port};
        location / {
            proxy_pass http://hems;
            proxy_http_version 1.1;
            proxy_set_header Upgrade $http_upgrade;
            proxy_set_header Connection "upgrade";
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_buffering off;
        }
    }
}
`,
  );
  const child = spawn(
    process.env.NGINX_PATH ?? (fs.existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx"),
    ["-p", dir, "-c", path.join(dir, "nginx.conf")],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  let failed: Error | undefined;
  child.once("error", (error) => (failed = error)); // not installed: see .ci/run
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (failed) throw new Error(`nginx could not start: ${failed.message}`);
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr.trim()}`);
    if (
      await fetch(`${base}/`).then(
        () => true,
        () => false,
      )
    )
      break;
    if (tries > 100) throw new Error("nginx did not start listening in 10 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    stop() {
      child.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
