/**
 * `npm run seed:scale -- --bookings N`: fills the configured database (DATABASE_URL, else PGlite
 * in DATA_DIR) with an empty business's worth of N bookings for the bench, creating the admin
 * first as the server's first start would.
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { calendarDateAt } from '@plotline/domain';
import { configFromEnv } from './config';
import { lockDataDir } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { users } from './db/schema';
import { seedFirstStart } from './seed/first-start';
import { isEmptyBusiness, seedScaleBusiness } from './seed/scale/scale-business';

const { values } = parseArgs({ options: { bookings: { type: 'string', default: '1000000' } } });
const bookings = Number(values.bookings);
if (!Number.isInteger(bookings) || bookings < 1) {
  throw new Error(`--bookings wants a whole number of bookings, not '${values.bookings}'`);
}

const config = configFromEnv();
// Filling a PGlite data directory a server has open would corrupt it.
const dataDirLock = config.databaseUrl ? null : lockDataDir(config.dataDir);
if (dataDirLock?.takeOverWarning) console.warn(dataDirLock.takeOverWarning);
const { db, close } = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  await seedFirstStart(db, {
    adminPassword: config.adminPassword,
    announce: (message) => console.log(message),
  });
  if (!(await isEmptyBusiness(db))) {
    throw new Error('seed:scale fills an empty business; this database already has projects');
  }
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const started = Date.now();
  const today = calendarDateAt(new Date(), config.timeZone);
  await seedScaleBusiness(db, admin!.id, today, { bookings }, (message) =>
    console.log(`${((Date.now() - started) / 1000).toFixed(1)} s  ${message}`),
  );
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s  done: ${bookings} bookings`);
} finally {
  await close();
  dataDirLock?.release();
}
