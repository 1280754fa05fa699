// temporary profiling script (S4), deleted after use
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createApp } from '../src/app';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { createMailer } from '../src/mail/mailer';
import { loadSigningKey } from '../src/security/signing-key';
import { DEMO_PASSWORD } from '../src/seed/demo';

const url = process.env.PROFILE_URL!;
const timings = new Map<string, number[]>();
let recording = false;
const original = pg.Client.prototype.query as any;
(pg.Client.prototype as any).query = function (this: any, config: any, ...rest: any[]) {
  const text = typeof config === 'string' ? config : config?.text;
  const started = performance.now();
  const done = () => {
    if (!recording) return;
    const key = String(text).replace(/\s+/g, ' ').slice(0, 200);
    timings.set(key, [...(timings.get(key) ?? []), performance.now() - started]);
  };
  const last = rest[rest.length - 1];
  if (typeof last === 'function') {
    rest[rest.length - 1] = (...args: any[]) => { done(); return last(...args); };
    return original.call(this, config, ...rest);
  }
  if (config && typeof config.callback === 'function') {
    const cb = config.callback; config.callback = (...args: any[]) => { done(); return cb(...args); };
    return original.call(this, config, ...rest);
  }
  const result = original.call(this, config, ...rest);
  if (result && typeof result.then === 'function') result.then(done, () => {});
  return result;
};
const handle = await openDatabase({ databaseUrl: url });
const config = { ...readConfig({ DATABASE_URL: url }), staticDir: '' };
const signingKey = await loadSigningKey(handle.db, config.appSecret);
const app = createApp({ db: handle.db, config, mailer: createMailer({ smtpUrl: null, from: config.mailFrom, log: () => {} }), signingKey });
const login = await app.request('/api/v1/accounts/user/login/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.fleet', password: DEMO_PASSWORD }) });
const { token } = (await login.json()) as { token: string };
const N = Number(process.env.N ?? 40);
const total: number[] = [];
for (let i = 0; i < N + 5; i++) {
  recording = i >= 5;
  const begun = performance.now();
  const r = await app.request(`/api/v1/tfm/bookings/?page_size=50&branch_pk=${2 + (i % 2)}&ordering=start_datetime&page=${1 + (i % 20)}`, { headers: { authorization: `Bearer ${token}` } });
  const b = await r.json();
  if (recording) total.push(performance.now() - begun);
  if (r.status !== 200) throw new Error(JSON.stringify(b));
}
await new Promise((resolve) => setTimeout(resolve, 50));
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log('request median', med(total).toFixed(1), 'mean', (total.reduce((a, b) => a + b, 0) / total.length).toFixed(1));
const rows = [...timings].map(([k, v]) => ({ k, n: v.length / N, med: med(v), sum: v.reduce((a, b) => a + b, 0) / N })).sort((a, b) => b.sum - a.sum);
for (const row of rows) console.log(`${row.sum.toFixed(2).padStart(7)} ms/req  x${row.n.toFixed(1)}  med ${row.med.toFixed(2)}  ${row.k}`);
await handle.close();
