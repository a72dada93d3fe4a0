import type { AddressInfo } from 'node:net';
import { type AddressObject, type Headers, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the stand-in received it, parsed by mailparser. */
export interface ReceivedMail {
  /** The From header as written, e.g. `"HRIS" <hris@example.com>`. */
  from: string;
  /** The To header as written, e.g. `张三 <zhang.san@example.com>`. */
  to: string;
  subject: string;
  text: string;
  /** '' when the mail has no HTML part. */
  html: string;
  /** Angle brackets included. */
  messageId: string;
  /** Lower-cased names: `headers.get('x-hris-key')`. */
  headers: Headers;
  /** The SMTP envelope: MAIL FROM and RCPT TO. */
  envelope: { from: string; to: string[] };
  /** The user the session logged in as, if any. */
  user?: string;
}

export interface SmtpStandIn {
  port: number;
  /** Every mail accepted, in order; filled before the server answers 250. */
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * An SMTP server on 127.0.0.1 (a free port), plain text (no STARTTLS): it accepts every mail and
 * keeps it parsed. With a user, it offers AUTH (over the plain connection) and refuses a wrong
 * login with 535 and a mail sent without logging in with 530; without one, no login is needed.
 */
export async function startSmtpStandIn(options: { user?: string; password?: string } = {}): Promise<SmtpStandIn> {
  const mails: ReceivedMail[] = [];
  const requireAuth = options.user !== undefined;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: requireAuth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !requireAuth,
    // Test only: the password crosses a plain connection, as STARTTLS would need a trusted certificate.
    allowInsecureAuth: true,
    logger: false,
    closeTimeout: 500,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.password) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            from: parsed.from?.text ?? '',
            to: addressText(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html || '',
            messageId: parsed.messageId ?? '',
            headers: parsed.headers,
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
            },
            user: typeof session.user === 'string' ? session.user : undefined,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function addressText(to: AddressObject | AddressObject[] | undefined): string {
  if (!to) return '';
  return (Array.isArray(to) ? to : [to]).map((a) => a.text).join(', ');
}
