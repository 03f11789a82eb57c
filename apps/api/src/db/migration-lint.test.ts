import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './client.js';
import { lintMigrations, lintMigrationSql } from './migration-lint.js';

describe('migration lint', () => {
  it('finds no long lock on a hot table in any migration after the baseline', () => {
    expect(lintMigrations(MIGRATIONS_DIR)).toEqual([]);
  });

  it('flags an index built on a busy table without CONCURRENTLY, unless built by hand first', () => {
    const plain = 'CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_email");';
    expect(lintMigrationSql('0099_x.sql', plain).map((f) => f.rule)).toEqual(['index-without-concurrently']);
    expect(lintMigrationSql('0099_x.sql', plain.replace('INDEX', 'INDEX CONCURRENTLY'))).toEqual([]);
    const marked =
      '-- lint: built-concurrently (docs/operations.md)\nCREATE INDEX IF NOT EXISTS "orders_buyer_idx" ON "orders" ("buyer_email");';
    expect(lintMigrationSql('0099_x.sql', marked)).toEqual([]);
  });

  it('accepts anything on a table the same migration creates, and on quiet tables', () => {
    const sql =
      'CREATE TABLE "wishlists" ("id" serial PRIMARY KEY NOT NULL);--> statement-breakpoint\nCREATE INDEX "w_idx" ON "wishlists" ("id");--> statement-breakpoint\nALTER TABLE "admin_notes" ADD COLUMN "x" text NOT NULL;';
    expect(lintMigrationSql('0099_x.sql', sql)).toEqual([]);
  });

  it('flags a NOT NULL column without a default, a type change, SET NOT NULL and an unvalidated constraint', () => {
    const sql = [
      'ALTER TABLE "orders" ADD COLUMN "channel" text NOT NULL;',
      'ALTER TABLE "tickets" ALTER COLUMN "code" SET DATA TYPE varchar(40);',
      'ALTER TABLE "payments" ALTER COLUMN "phone" SET NOT NULL;',
      'ALTER TABLE "order_items" ADD CONSTRAINT "q_max" CHECK ("quantity" < 100);',
    ].join('--> statement-breakpoint\n');
    expect(lintMigrationSql('0099_x.sql', sql).map((f) => f.rule)).toEqual([
      'add-column-not-null-without-default',
      'column-type-change',
      'set-not-null',
      'constraint-without-not-valid',
    ]);
    const fine = [
      'ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT \'web\' NOT NULL;',
      'ALTER TABLE "order_items" ADD CONSTRAINT "q_max" CHECK ("quantity" < 100) NOT VALID;',
    ].join('--> statement-breakpoint\n');
    expect(lintMigrationSql('0099_x.sql', fine)).toEqual([]);
  });
});
