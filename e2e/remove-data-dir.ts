import { rm } from 'node:fs/promises';

/** The run's database lives in a temporary folder made by playwright.config.ts; remove it. */
export default async function removeDataDir(): Promise<void> {
  const dataDir = process.env.PLOTLINE_E2E_DATA_DIR;
  if (dataDir && process.env.PLOTLINE_E2E_REMOVE_DATA_DIR === 'true')
    await rm(dataDir, { recursive: true, force: true });
}
