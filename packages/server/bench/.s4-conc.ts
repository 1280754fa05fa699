// temporary (S4)
import { performance } from 'node:perf_hooks';
import { createApp } from '../src/app';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { createMailer } from '../src/mail/mailer';
import { loadSigningKey } from '../src/security/signing-key';
import { DEMO_PASSWORD } from '../src/seed/demo';
const url = process.env.PROFILE_URL!;
const handle = await openDatabase({ databaseUrl: url });
const config = { ...readConfig({ DATABASE_URL: url }), staticDir: '' };
const app = createApp({ db: handle.db, config, mailer: createMailer({ smtpUrl: null, from: config.mailFrom, log: () => {} }), signingKey: await loadSigningKey(handle.db, config.appSecret) });
const login = await app.request('/api/v1/accounts/user/login/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.fleet', password: DEMO_PASSWORD }) });
const { token } = (await login.json()) as { token: string };
const one = async (i: number) => { const r = await app.request(`/api/v1/tfm/bookings/?page_size=50&branch_pk=${2 + (i % 2)}&ordering=start_datetime&page=${1 + (i % 20)}`, { headers: { authorization: `Bearer ${token}` } }); await r.json(); };
for (const inFlight of [1, 8]) {
  const N = 120; let next = 0; const s = performance.now(); const cpu0 = process.cpuUsage();
  await Promise.all(Array.from({ length: inFlight }, async () => { while (next < N) await one(next++); }));
  const cpu = process.cpuUsage(cpu0);
  console.log(inFlight, 'in flight: req/s', (N / ((performance.now() - s) / 1000)).toFixed(1), 'node cpu ms/req', ((cpu.user + cpu.system) / 1000 / N).toFixed(1));
}
await handle.close();
