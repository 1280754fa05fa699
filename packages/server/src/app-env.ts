import type { Database } from './db/database';
import type { ServerConfig } from './config';
import type { Caller } from './auth/authenticate';
import type { Clock } from './clock';
import type { EmbedCaller } from './embed/widget-token';
import type { Mailer } from './mail/mailer';
import type { OrganisationScope, Tenancy } from './tenancy/tenancy';

/** What every request handler can read from the context. */
export type AppEnv = {
  Variables: {
    db: Database;
    config: ServerConfig;
    mailer: Mailer;
    /** Now, for code that acts at a time (throttle windows and waits). */
    clock: Clock;
    /** Signs emailed links (reset, activation). */
    signingKey: Buffer;
    caller: Caller;
    tenancy: Tenancy;
    /** Set by the organisationScope middleware, on the sub-apps that act only inside an organisation. */
    scope: OrganisationScope;
    /** Set only for `Authorization: Widget <token>` requests from a partner page. */
    embed: EmbedCaller | undefined;
  };
};
