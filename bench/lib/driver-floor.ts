/**
 * The driver floor of a list: the least any Node server on node-postgres spends to answer it.
 *   node --import tsx bench/lib/driver-floor.ts <spec.json>
 * A bare `node:http` server that, for each POST, reads and parses the JSON body, runs the list's
 * captured statements in their round trips over a pool as large as the server's (node-postgres'
 * default type parsing, the statements the server prepares prepared under the same names), and
 * answers with the API's own answer for that request, serialised with JSON.stringify. No routing,
 * sign-in, permission or scope checks, validation, query building, presenting or logging: the
 * server's CPU per request minus this one's is what HRIS itself adds (bench/README).
 *
 * With `stack: 'fastify'` (the task lists only) the same statements and answer go through the
 * server's framework as HRIS configures it, and nothing else: Fastify without a logger, the route's
 * body checked by its zod schema (fastify-type-provider-zod) and the answer written by the route's
 * compiled response schema (http/serializer.ts, as in production). What HRIS adds beyond this one
 * is its own per-request work: hooks, sign-in, permissions, building, presenting, masking, metrics.
 * Prints `{"port":N}` once listening.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from '../../apps/server/src/http/serializer';
import { FASTIFY_FLOOR_ROUTES, pgExecutor, type Wave } from './floor';

export interface DriverFloorSpec {
  databaseUrl: string;
  pool: number;
  waves: Wave[];
  /** The API's answer to the measured request (its whole envelope). */
  answer: unknown;
  /** `fastify`: through the framework as HRIS configures it (the lists of FASTIFY_FLOOR_ROUTES). */
  stack?: 'http' | 'fastify';
  url: string;
}

const spec = JSON.parse(readFileSync(process.argv[2], 'utf8')) as DriverFloorSpec;
const db = pgExecutor(spec.databaseUrl, spec.pool, { parseTypes: true });

async function runWaves() {
  for (const wave of spec.waves) await Promise.all(wave.map((q) => db.run(q)));
}

function bareServer() {
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      try {
        if (chunks.length > 0) JSON.parse(Buffer.concat(chunks).toString('utf8'));
        await runWaves();
        const body = JSON.stringify(spec.answer);
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(body);
      } catch (err) {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(err));
      }
    });
  });
}

async function fastifyServer() {
  const schema = FASTIFY_FLOOR_ROUTES[spec.url];
  if (!schema) throw new Error(`no Fastify floor for ${spec.url}`);
  const app = Fastify({ logger: false, bodyLimit: 5 * 1024 * 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: false }));
  app.post(spec.url, { schema }, async () => {
    await runWaves();
    return spec.answer;
  });
  await app.ready();
  return app.server;
}

const server = spec.stack === 'fastify' ? await fastifyServer() : bareServer();
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as import('node:net').AddressInfo;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  void db.close().then(() => process.exit(0));
});
