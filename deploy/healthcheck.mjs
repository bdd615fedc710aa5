// The image's HEALTHCHECK: exit 0 when this container's process answers /healthz. Workers serve it on
// HEALTH_PORT, the gateway and services on PORT. No curl in the slim image, so Node's fetch.
const port = process.env.HEALTH_PORT || process.env.PORT || '8080';
try {
  const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2500) });
  process.exit(res.ok ? 0 : 1);
} catch {
  process.exit(1);
}
