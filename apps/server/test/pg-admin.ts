/** Administration of the test databases on the PostgreSQL server of TEST_DATABASE_URL. */
import pg from 'pg';

/** The address of database `name` on the server of `baseUrl`. */
export function databaseUrl(baseUrl: string, name: string) {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on its own connection (CREATE / DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(baseUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
