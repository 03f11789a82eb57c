import type { TestProject } from 'vitest/node';
import { buildTestTemplates } from './templates.js';

/** Migrates and seeds one database per engine for the whole run; suites clone it (./database.ts). */
export default async function setup(project: TestProject) {
  const { templates, remove } = await buildTestTemplates(process.env.TEST_DATABASE_URL);
  project.provide('testTemplates', templates);
  return remove;
}
