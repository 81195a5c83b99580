import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
// Decision 557: the API token that made a webhook endpoint, so revoking it turns the endpoint off.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "webhook_endpoints" ADD COLUMN "made_with_token" varchar;
  CREATE INDEX "webhook_endpoints_made_with_token_idx" ON "webhook_endpoints" USING btree ("made_with_token");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "webhook_endpoints_made_with_token_idx";
  ALTER TABLE "webhook_endpoints" DROP COLUMN "made_with_token";`)
}
