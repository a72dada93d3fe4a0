import { listText, type Message, msg } from '@hris/contract';
import { createRemoteJWKSet, customFetch, type JWTPayload, jwtVerify } from 'jose';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  /** The scope the browser asks for: checked against the provider's scopes_supported. */
  scope?: string;
  allowInsecure?: boolean;
}

export interface OidcIdentity {
  subject: string;
  email?: string;
  preferredUsername?: string;
  name?: string;
}

/** The longest wait for one answer of the provider (discovery, keys). */
const PROVIDER_TIMEOUT_MS = 10_000;

/** `unreachable` may pass by itself; `misconfigured` needs a change of settings or at the provider. */
export type OidcProblemKind = 'unreachable' | 'misconfigured';

/** The provider could not be used: not the user's fault. `reason` says why, for the administrator. */
export class OidcUnavailableError extends Error {
  constructor(
    readonly kind: OidcProblemKind,
    readonly reason: Message,
  ) {
    super(String(reason));
    this.name = 'OidcUnavailableError';
  }
}

/** What the server last found out about the provider (GET /api/User/GetSsoStatus shows it). */
export interface SsoHealth {
  status: 'pending' | 'ok' | OidcProblemKind;
  cause: Message | null;
  warnings: readonly Message[];
  checkedAt: Date | null;
}

/** Where a change of the provider's state is written: the app's logger. */
export interface OidcLog {
  info(obj: object, text: string): void;
  error(obj: object, text: string): void;
}

interface Discovery {
  issuer: string;
  jwksUrl: URL;
  warnings: Message[];
}

/** Certificate errors of Node's TLS: an internal CA not trusted, a wrong host name, an expired certificate. */
const UNTRUSTED_CERTIFICATE = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_UNTRUSTED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

const unreachable = (reason: Message) => new OidcUnavailableError('unreachable', reason);
const misconfigured = (reason: Message) => new OidcUnavailableError('misconfigured', reason);

/** GET `url` within the timeout; a failure to get any answer is described as the administrator needs it. */
async function fetchText(url: string, closing: AbortSignal): Promise<{ status: number; text: string }> {
  const timeout = AbortSignal.timeout(PROVIDER_TIMEOUT_MS);
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.any([closing, timeout]),
    });
    return { status: res.status, text: await res.text() };
  } catch (err) {
    if (timeout.aborted) {
      throw unreachable(
        msg('sso.unreachable', { url, reason: msg('sso.timeout', { seconds: PROVIDER_TIMEOUT_MS / 1000 }) }),
      );
    }
    // fetch says only "fetch failed"; its cause has the system's word (ECONNREFUSED, ENOTFOUND, a TLS code).
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const code = cause?.code;
    const text = cause?.message || (err instanceof Error ? err.message : String(err));
    const reason = code && !text.includes(code) ? `${text} (${code})` : text;
    if (code && UNTRUSTED_CERTIFICATE.has(code)) throw misconfigured(msg('sso.untrustedCertificate', { url, reason }));
    throw unreachable(msg('sso.unreachable', { url, reason }));
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads the provider's discovery document (OpenID Connect Discovery 1.0) and checks what HRIS
 * relies on: the issuer it names, where its keys are, https unless allowed otherwise. Throws
 * OidcUnavailableError with the reason.
 */
async function discover(settings: OidcSettings, closing: AbortSignal): Promise<Discovery> {
  const base = settings.issuer.replace(/\/$/, '');
  // Over http a man in the middle could hand out his own keys, and sign in as anyone.
  if (new URL(settings.issuer).protocol !== 'https:' && !settings.allowInsecure)
    throw misconfigured(msg('sso.insecureIssuer', { issuer: settings.issuer }));
  const url = `${base}/.well-known/openid-configuration`;
  const res = await fetchText(url, closing);
  if (res.status >= 500) throw unreachable(msg('sso.providerError', { url, status: res.status }));
  if (res.status !== 200) throw misconfigured(msg('sso.discoveryHttp', { url, status: res.status }));
  const meta = parseJson(res.text) as Record<string, unknown> | undefined;
  if (!meta || typeof meta !== 'object') throw misconfigured(msg('sso.discoveryNotJson', { url }));
  if (typeof meta.issuer !== 'string' || !meta.issuer)
    throw misconfigured(msg('sso.discoveryIncomplete', { url, field: 'issuer' }));
  // OpenID Connect Discovery §4.3: the issuer in the document must be the one configured.
  if (meta.issuer.replace(/\/$/, '') !== base)
    throw misconfigured(msg('sso.issuerMismatch', { found: meta.issuer, configured: settings.issuer }));
  if (typeof meta.jwks_uri !== 'string' || !URL.canParse(meta.jwks_uri))
    throw misconfigured(msg('sso.discoveryIncomplete', { url, field: 'jwks_uri' }));
  const jwksUrl = new URL(meta.jwks_uri);
  if (jwksUrl.protocol !== 'https:' && !settings.allowInsecure)
    throw misconfigured(msg('sso.insecureJwks', { url: jwksUrl.href }));
  const warnings = warningsOf(meta, settings);
  if (new URL(settings.issuer).protocol !== 'https:' || jwksUrl.protocol !== 'https:')
    warnings.unshift(msg('sso.insecureAllowed'));
  return { issuer: meta.issuer, jwksUrl, warnings };
}

/** What may break the browser's part of the sign-in, as far as the document tells. */
function warningsOf(meta: Record<string, unknown>, settings: OidcSettings): Message[] {
  const warnings: Message[] = [];
  const listed = (field: string) => (Array.isArray(meta[field]) ? (meta[field] as unknown[]) : undefined);
  const scopes = listed('scopes_supported');
  const unlisted = (settings.scope ?? '').split(' ').filter((s) => s && scopes && !scopes.includes(s));
  if (unlisted.length > 0) warnings.push(msg('sso.scopeNotListed', { scopes: listText(unlisted) }));
  const pkce = listed('code_challenge_methods_supported');
  if (pkce && !pkce.includes('S256')) warnings.push(msg('sso.noPkceS256'));
  return warnings;
}

/** Fetches the key set once: it must answer and hold a key that can verify signatures. */
async function checkKeys(jwksUrl: URL, closing: AbortSignal): Promise<void> {
  const url = jwksUrl.href;
  const res = await fetchText(url, closing);
  if (res.status >= 500) throw unreachable(msg('sso.providerError', { url, status: res.status }));
  if (res.status !== 200) throw misconfigured(msg('sso.jwksHttp', { url, status: res.status }));
  const keys = (parseJson(res.text) as { keys?: unknown } | undefined)?.keys;
  const usable =
    Array.isArray(keys) &&
    keys.some((k) => k && typeof k === 'object' && typeof k.kty === 'string' && (k.use ?? 'sig') === 'sig');
  if (!usable) throw misconfigured(msg('sso.jwksEmpty', { url }));
}

/** jose's failures to get the keys (rather than a token they refuse). */
function isKeySetFailure(err: unknown): boolean {
  const code = (err as { code?: string }).code;
  return (
    err instanceof TypeError ||
    code === 'ERR_JWKS_TIMEOUT' ||
    code === 'ERR_JWKS_INVALID' ||
    // "Expected 200 OK from the JSON Web Key Set HTTP response"
    code === 'ERR_JOSE_GENERIC'
  );
}

/**
 * Verifies an OpenID Connect ID token against the issuer's published keys (discovered from
 * /.well-known/openid-configuration), its issuer and audience. Keys are cached by jose.
 *
 * It also keeps what it last found out about the provider (`health`): `check()` asks now —
 * discovery and keys — at start and on an administrator's 重新检测; a sign-in that needs the
 * provider records what it found too. A change of state is logged once, with its cause.
 */
export class OidcVerifier {
  private discovery?: Discovery;
  private jwks?: ReturnType<typeof createRemoteJWKSet>;
  private current: SsoHealth = { status: 'pending', cause: null, warnings: [], checkedAt: null };
  /** Findings are numbered as asked: a slow older answer never replaces a newer one. */
  private asked = 0;
  private recorded = 0;
  private readonly closing = new AbortController();

  constructor(
    private readonly settings: OidcSettings,
    private readonly log?: OidcLog,
  ) {}

  get health(): SsoHealth {
    return this.current;
  }

  /** Asks the provider now (discovery, then its keys) and records the finding; never throws. */
  async check(): Promise<SsoHealth> {
    const ticket = ++this.asked;
    try {
      const found = await discover(this.settings, this.closing.signal);
      await checkKeys(found.jwksUrl, this.closing.signal);
      this.use(found);
      this.record(ticket, { status: 'ok', cause: null, warnings: found.warnings });
    } catch (err) {
      this.record(ticket, this.problemOf(err));
    }
    return this.current;
  }

  /** Stops what is being asked (the app closes). */
  close() {
    this.closing.abort();
  }

  /** Keeps a discovery for the sign-ins; the key set (jose's cache) is kept while its address stays. */
  private use(found: Discovery) {
    const sameKeys = this.jwks && this.discovery?.jwksUrl.href === found.jwksUrl.href;
    this.discovery = found;
    if (!sameKeys || !this.jwks)
      this.jwks = createRemoteJWKSet(found.jwksUrl, { timeoutDuration: PROVIDER_TIMEOUT_MS, [customFetch]: fetch });
    return { jwks: this.jwks, issuer: found.issuer };
  }

  private record(ticket: number, finding: Omit<SsoHealth, 'checkedAt'>) {
    if (ticket < this.recorded || this.closing.signal.aborted) return;
    this.recorded = ticket;
    const before = this.current;
    this.current = { ...finding, checkedAt: new Date() };
    const changed = before.status !== finding.status || String(before.cause) !== String(finding.cause);
    if (!changed) return;
    const issuer = this.settings.issuer;
    if (finding.status === 'ok') {
      this.log?.info(
        { issuer, clientId: this.settings.clientId, warnings: finding.warnings.map((w) => w.render('en')) },
        'single sign-on: identity provider ready',
      );
    } else if (finding.cause) {
      // Chinese for the administrator reading the log, English in the line's text.
      this.log?.error(
        { issuer, status: finding.status, cause: String(finding.cause) },
        `single sign-on unusable: ${finding.cause.render('en')}`,
      );
    }
  }

  private async keys() {
    if (this.jwks && this.discovery) return { jwks: this.jwks, issuer: this.discovery.issuer };
    const ticket = ++this.asked;
    try {
      // Not the whole check: a sign-in waits for it, and the token's verification proves the keys.
      return this.use(await discover(this.settings, this.closing.signal));
    } catch (err) {
      // Nothing cached: the next sign-in asks again.
      this.record(ticket, this.problemOf(err));
      throw err;
    }
  }

  async verify(idToken: string): Promise<OidcIdentity> {
    const { jwks, issuer } = await this.keys();
    try {
      const { payload } = await jwtVerify(idToken, jwks, {
        issuer,
        audience: this.settings.clientId,
        clockTolerance: 30,
      });
      // A verified token proves discovery and keys work, whatever an earlier check found.
      if (this.current.status !== 'ok')
        this.record(++this.asked, { status: 'ok', cause: null, warnings: this.discovery?.warnings ?? [] });
      return toIdentity(payload);
    } catch (err) {
      if (!isKeySetFailure(err)) throw err;
      // The keys could not be had: the whole check says why (no answer, HTTP 404, an empty set).
      const health = await this.check();
      if ((health.status === 'unreachable' || health.status === 'misconfigured') && health.cause)
        throw new OidcUnavailableError(health.status, health.cause);
      // Passed when asked again: a moment's failure.
      throw unreachable(msg('sso.unreachable', { url: issuer, reason: String(err) }));
    }
  }

  private problemOf(err: unknown): Omit<SsoHealth, 'checkedAt'> {
    if (err instanceof OidcUnavailableError) return { status: err.kind, cause: err.reason, warnings: [] };
    const reason = err instanceof Error ? err.message : String(err);
    return {
      status: 'unreachable',
      cause: msg('sso.unreachable', { url: this.settings.issuer, reason }),
      warnings: [],
    };
  }
}

function toIdentity(payload: JWTPayload): OidcIdentity {
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  return {
    subject: String(payload.sub ?? ''),
    email: str(payload.email),
    // Microsoft Entra ID v1 tokens carry the sign-in name as `upn`.
    preferredUsername: str(payload.preferred_username) ?? str(payload.upn),
    name: str(payload.name),
  };
}
