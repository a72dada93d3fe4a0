import { createRemoteJWKSet, customFetch, type JWTPayload, jwtVerify } from 'jose';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  allowInsecure?: boolean;
}

export interface OidcIdentity {
  subject: string;
  email?: string;
  preferredUsername?: string;
  name?: string;
}

/**
 * Verifies an OpenID Connect ID token against the issuer's published keys (discovered from
 * /.well-known/openid-configuration), its issuer and audience. Keys are cached by jose.
 */
/** The provider could not be reached or answered nonsense: not the user's fault. */
export class OidcUnavailableError extends Error {}

export class OidcVerifier {
  private jwks?: ReturnType<typeof createRemoteJWKSet>;
  private issuerFromDiscovery?: string;

  constructor(private readonly settings: OidcSettings) {}

  private async keys() {
    if (this.jwks) return this.jwks;
    const base = this.settings.issuer.replace(/\/$/, '');
    let meta: { jwks_uri?: string; issuer?: string };
    try {
      const res = await fetch(`${base}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new Error(`discovery failed with HTTP ${res.status}`);
      meta = (await res.json()) as typeof meta;
    } catch (err) {
      // Not cached: the next sign-in tries discovery again.
      throw new OidcUnavailableError(`OIDC discovery failed: ${(err as Error).message}`);
    }
    if (!meta.jwks_uri) throw new OidcUnavailableError('discovery document has no jwks_uri');
    // OpenID Connect Discovery §4.3: the issuer in the document must be the one configured.
    if ((meta.issuer ?? '').replace(/\/$/, '') !== base) {
      throw new OidcUnavailableError(
        `discovery issuer ${meta.issuer} differs from OIDC_ISSUER ${this.settings.issuer}`,
      );
    }
    const jwksUrl = new URL(meta.jwks_uri);
    if (jwksUrl.protocol !== 'https:' && !this.settings.allowInsecure)
      throw new OidcUnavailableError('jwks_uri must use https');
    this.issuerFromDiscovery = meta.issuer;
    this.jwks = createRemoteJWKSet(jwksUrl, { timeoutDuration: 10_000, [customFetch]: fetch });
    return this.jwks;
  }

  async verify(idToken: string): Promise<OidcIdentity> {
    const keys = await this.keys();
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: this.issuerFromDiscovery ?? this.settings.issuer,
        audience: this.settings.clientId,
        clockTolerance: 30,
      });
      return toIdentity(payload);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'ERR_JWKS_TIMEOUT' || err instanceof TypeError) throw new OidcUnavailableError(String(err));
      throw err;
    }
  }
}

function toIdentity(payload: JWTPayload): OidcIdentity {
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  return {
    subject: String(payload.sub ?? ''),
    email: str(payload.email),
    preferredUsername: str(payload.preferred_username) ?? str(payload.upn),
    name: str(payload.name),
  };
}
