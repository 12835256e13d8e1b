/**
 * `npm run content:export -- --datocms [--dry-run] [--json] [--api-url URL]`: the models, fields, locales, uploads and
 * records of the content folder (CONTENT_DIR) as a DatoCMS project holds them (docs/guides/datocms.md).
 * - `--dry-run`, or no DATOCMS_CMA_TOKEN: prints the plan (readable text, or JSON with `--json`) and writes nothing;
 *   with the token too, it reads the project and tells (on stderr) what a run would write there.
 * - with DATOCMS_CMA_TOKEN: applies it through the Content Management API, creating what the project lacks; a second
 *   run writes nothing. `--api-url` points the client at another CMA server (default DatoCMS's): https, or http on
 *   loopback only. The token is never printed, not even inside an API error (scripts/cli/report-failure.ts).
 */
import { buildClient, type Client } from '@datocms/cma-client-node';
import { readConfig } from '../src/config/env.js';
import { applyExportPlan } from '../src/content-service/export/apply-export-plan.js';
import { buildExportPlan } from '../src/content-service/export/build-export-plan.js';
import { cmaApiUrl } from '../src/content-service/export/cma-url.js';
import { planText } from '../src/content-service/export/plan-text.js';
import { loadContent } from '../src/content-service/store/load-content.js';
import { exitAfterOutput, printResult } from './cli/finish.js';
import { parseCommand } from './cli/parse-command.js';
import { failureText } from './cli/report-failure.js';

/** Prints `message` and ends the command with 1. */
function fail(message: string): Promise<never> {
  console.error(`content:export: ${message}`);
  return exitAfterOutput(1);
}

const { values } = parseCommand('content:export');
if (!values.datocms) await fail('say where to: --datocms (npm run content:export -- --datocms --dry-run)');
const { config, apiUrl } = await (async () => {
  try {
    const apiUrl = values['api-url'] === undefined ? undefined : cmaApiUrl(values['api-url']);
    return { config: readConfig(), apiUrl };
  } catch (error) {
    return fail(failureText(error));
  }
})();
const token = config.datocmsCmaToken;
const dryRun = values['dry-run'] || !token;

/** The project's client, once the API has taken the token (checked before the content is read). */
async function projectClient(apiToken: string): Promise<Client> {
  const client = buildClient({ apiToken, ...(apiUrl ? { baseUrl: apiUrl } : {}) });
  try {
    await client.site.find();
  } catch (error) {
    const status = (error as { response?: { status?: number } }).response?.status;
    if (status === 401 || status === 403)
      return fail(`DATOCMS_CMA_TOKEN was refused by the Content Management API (HTTP ${status})`);
    throw error;
  }
  return client;
}
const client = token ? await projectClient(token) : undefined;

const plan = buildExportPlan(await loadContent(config.contentDir));
if (dryRun) await printResult(values.json ? `${JSON.stringify(plan, null, 2)}\n` : planText(plan));
if (!client) {
  if (!values['dry-run'])
    console.error('content:export: DATOCMS_CMA_TOKEN is not set: printed the plan, wrote nothing');
} else {
  const report = await applyExportPlan(client, plan, {
    dryRun,
    onWrite: (message) => console.error(`${dryRun ? 'would write' : 'writing'} ${message}`),
  });
  const counts = Object.entries(report).map(
    ([name, value]) => `${name}: ${Array.isArray(value) ? value.length : value}`,
  );
  console.error(`content:export: ${dryRun ? 'against the project, a run would write' : 'wrote'}: ${counts.join(', ')}`);
}
