import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentFixture, type ContentFixture } from './content-fixture.js';
import { rawRequest } from './http.js';

const root = resolve(import.meta.dirname, '../../..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const script = join(root, 'scripts', 'content-serve.ts');
const env = { ...process.env, PORT: '', CONTENT_API_TOKEN: '', CONTENT_DIR: '', CONTENT_FAULTS: '' };

function run(args: string[]) {
  const child = spawn(tsx, [script, ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = once(child, 'exit').then(([code]) => code as number | null);
  return { child, exit, output: () => ({ stdout, stderr }) };
}

let fixture: ContentFixture;
beforeAll(async () => {
  fixture = await createContentFixture();
});
afterAll(() => fixture.remove());

describe('npm run content:serve', () => {
  it('documents its options and default port', async () => {
    const { exit, output } = run(['--help']);
    expect(await exit).toBe(0);
    expect(output().stdout).toMatch(/--port <n>\s+port \(default: PORT, else 4000/);
    expect(output().stdout).toContain('when it is unset, a random token is generated and printed');
  });

  it('serves the content and prints its URL and the random token it generated (CONTENT_API_TOKEN unset)', async () => {
    const { child, exit, output } = run(['--port', '0', '--dir', fixture.dir]);
    while (!/Send Authorization/.test(output().stdout)) {
      expect(child.exitCode).toBeNull();
      await new Promise((r) => setTimeout(r, 25));
    }
    const url = /Content API at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output().stdout)?.[1] ?? '';
    const generated = /Send Authorization: Bearer (\S+)/.exec(output().stdout)?.[1] ?? '';
    expect(generated).toMatch(/^[\w-]{32}$/);
    const body = JSON.stringify({ query: '{ _site { locales } }' });
    expect((await rawRequest(url, { headers: { Authorization: `Bearer ${generated}` }, body })).status).toBe(200);
    expect((await rawRequest(url, { headers: { Authorization: 'Bearer local-dev-token' }, body })).status).toBe(401);
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
  });

  it('prints the validation message and exits 1 when the content is invalid', async () => {
    const broken = await createContentFixture();
    try {
      await writeFile(
        join(broken.dir, 'records', 'office', 'office-00001.json'),
        JSON.stringify({ id: 'office-00001' }),
      );
      const { exit, output } = run(['--port', '0', '--dir', broken.dir]);
      expect(await exit).toBe(1);
      expect(output().stderr).toMatch(/^content:serve: Invalid content in /);
      expect(output().stderr).toContain('office-00001.json');
    } finally {
      await broken.remove();
    }
  });

  it('rejects invalid options with exit code 1', async () => {
    const port = run(['--port', 'abc']);
    expect(await port.exit).toBe(1);
    expect(port.output().stderr).toContain('--port: expected an integer from 0 to 65535, got "abc"');
    const faults = run(['--faults', 'rate429=3']);
    expect(await faults.exit).toBe(1);
    expect(faults.output().stderr).toContain('--faults: rate429 must be a number from 0 to 1');
  });
});
