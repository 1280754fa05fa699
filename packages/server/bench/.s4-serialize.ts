// temporary profiling script (S4), deleted after use
import { performance } from 'node:perf_hooks';
import { and, asc, eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/database';
import { bookings } from '../src/db/schema';
import { serializeBookings } from '../src/bookings/serialize';
import { GLOBAL_PERMISSIONS } from '../src/tenancy/permissions';

const handle = await openDatabase({ databaseUrl: process.env.PROFILE_URL! });
const db = handle.db;
const scope = { organisationId: 1, tenancy: { organisation: { id: 1 } as any, membership: { extensionId: 1 } as any, permissions: new Set<string>(GLOBAL_PERMISSIONS) } };
const pages = [];
for (let p = 0; p < 10; p++) pages.push(await db.select().from(bookings).where(and(eq(bookings.organisationId, 1), eq(bookings.branchId, 2 + (p % 2)))).orderBy(asc(bookings.startAt), asc(bookings.id)).limit(50).offset(p * 50));
const N = Number(process.env.N ?? 200);
for (let i = 0; i < 20; i++) await serializeBookings(db, scope, pages[i % 10]!);
const t: number[] = [];
let out = '';
for (let i = 0; i < N; i++) { const s = performance.now(); const r = await serializeBookings(db, scope, pages[i % 10]!); t.push(performance.now() - s); if (i === 0) out = JSON.stringify(r); }
t.sort((a, b) => a - b);
console.log('serialize p50', t[Math.floor(N / 2)]!.toFixed(2), 'mean', (t.reduce((a, b) => a + b) / N).toFixed(2), 'bytes', out.length);
const cpu0 = process.cpuUsage();
const s0 = performance.now();
for (let i = 0; i < N; i++) await serializeBookings(db, scope, pages[i % 10]!);
const cpu = process.cpuUsage(cpu0);
console.log('node cpu per serialize ms', ((cpu.user + cpu.system) / 1000 / N).toFixed(2), 'wall', ((performance.now() - s0) / N).toFixed(2));
if (process.env.DUMP) (await import('node:fs')).writeFileSync(process.env.DUMP, JSON.stringify(await Promise.all(pages.map((p) => serializeBookings(db, scope, p))), (k, v) => (k === 'allowed_actions' ? v : v)));
await handle.close();
