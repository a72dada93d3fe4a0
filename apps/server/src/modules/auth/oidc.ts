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
export class OidcVerifier {
  private jwks?: ReturnType<typeof createRemoteJWKSet>;
  private issuerFromDiscovery?: string;

  constructor(private readonly settings: OidcSettings) {}

  private async keys() {
    if (this.jwks) return this.jwks;
    const base = this.settings.issuer.replace(/\/$/, '');
    const res = await fetch(`${base}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`discovery failed with HTTP ${res.status}`);
    const meta = (await res.json()) as { jwks_uri?: string; issuer?: string };
    if (!meta.jwks_uri) throw new Error('discovery document has no jwks_uri');
    const jwksUrl = new URL(meta.jwks_uri);
    if (jwksUrl.protocol !== 'https:' && !this.settings.allowInsecure) throw new Error('jwks_uri must use https');
    this.issuerFromDiscovery = meta.issuer ?? this.settings.issuer;
    this.jwks = createRemoteJWKSet(jwksUrl, { timeoutDuration: 10_000, [customFetch]: fetch });
    return this.jwks;
  }

  async verify(idToken: string): Promise<OidcIdentity> {
    const keys = await this.keys();
    const { payload } = await jwtVerify(idToken, keys, {
      issuer: this.issuerFromDiscovery ?? this.settings.issuer,
      audience: this.settings.clientId,
      clockTolerance: 30,
    });
    return toIdentity(payload);
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
