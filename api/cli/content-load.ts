/**
 * `npm run content:load FILE`: replaces the site's content with FILE's (same shape as
 * content/sample-content.json), in one transaction, after checking every field. Uses DATABASE_URL when
 * set, else the embedded database in DATA_DIR (the server must be stopped: the directory is locked).
 */
import { resolve } from 'node:path';
import { readServerConfig } from '../config/server-config';
import { withDatabase } from './with-database';
import { InvalidContentError, loadContent, readContentFile, spanishCoverage } from '../services/content-loader';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run content:load FILE.json');
  process.exit(2);
}

const config = readServerConfig();
await withDatabase(
  config,
  async (database) => {
    const bundle = await readContentFile(resolve(process.cwd(), file));
    await loadContent(database.db, bundle);
    console.log(
      `Loaded ${bundle.brokers.length} brokers, ${bundle.products.length} programs, ${bundle.reviews.reviews.length} reviews, ` +
        `${bundle.disclosures.length} documents, ${bundle.aprFees.length} APR fee entries, ${bundle.positions.length} open positions into ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}.`,
    );
    console.log(`In Spanish (the rest shows in English): ${spanishCoverage(bundle)}.`);
  },
  [InvalidContentError],
);
