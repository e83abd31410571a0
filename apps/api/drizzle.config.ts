// drizzle-kit reads the schema and writes SQL migrations; the same files run on PGlite and PostgreSQL.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
