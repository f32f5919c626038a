// npm run seed:demo : the demo accounts and registry, on purpose (PostgreSQL never gets them otherwise).
import { demoLoginsText, seedDemo } from '../seed/demo';
import { runWithDatabase } from './with-database';

await runWithDatabase(async (db, config) => {
  const result = await seedDemo(db, config);
  process.stdout.write(
    `Seeded ${result.members} registry members; new accounts: ${result.createdUsers.join(', ') || 'none'}.\n`,
  );
  const baseUrl = `http://localhost:${config.PORT}`;
  process.stdout.write(`${demoLoginsText(baseUrl, config.SECOND_FACTOR_ROLES)}\n`);
});
