import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ContentFixture {
  dir: string;
  remove(): Promise<void>;
}

const created = '2024-03-01T09:00:00-05:00';

async function writeJson(path: string, value: unknown): Promise<void> {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, `${JSON.stringify(value, null, 2)}\n`);
}

/** The id of the n-th generated office (1-based), which sorts like its position. */
export const officeId = (n: number) => `office-${String(n).padStart(5, '0')}`;

/**
 * Writes a small content folder in a temp dir: the site, `offices` offices (position = n), a published employee
 * (`emp-published`, whose `languages` exists in French only) and a draft employee (`emp-draft`).
 */
export async function createContentFixture(options: { offices?: number } = {}): Promise<ContentFixture> {
  const dir = await mkdtemp(join(tmpdir(), 'content-fixture-'));
  await writeJson(join(dir, 'site.json'), {
    locales: ['fr-CA', 'en-CA'],
    globalSeo: {
      'fr-CA': { siteName: 'Cabinet', titleSuffix: ' | Cabinet' },
      'en-CA': { siteName: 'Firm', titleSuffix: ' | Firm' },
    },
    noIndex: false,
  });
  const writes: Promise<void>[] = [];
  for (let n = 1; n <= (options.offices ?? 2); n += 1) {
    writes.push(
      writeJson(join(dir, 'records', 'office', `${officeId(n)}.json`), {
        id: officeId(n),
        _status: 'published',
        _createdAt: created,
        name: { 'fr-CA': `Bureau ${n}`, 'en-CA': `Office ${n}` },
        address: `${n} rue Principale`,
        city: 'Montréal',
        province: 'QC',
        postalCode: 'H2X 1Y4',
        phone: '514-555-0100',
        position: n,
      }),
    );
  }
  const employee = (id: string, status: string, lastName: string) => ({
    id,
    _status: status,
    _createdAt: created,
    firstName: 'Marie',
    lastName,
    slug: { 'fr-CA': id, 'en-CA': id },
    role: { 'fr-CA': 'Associée', 'en-CA': 'Partner' },
    email: `${id}@example.com`,
    languages: { 'fr-CA': 'Français, anglais' },
  });
  const employees = join(dir, 'records', 'single_employee');
  writes.push(writeJson(join(employees, 'emp-published.json'), employee('emp-published', 'published', 'Tremblay')));
  writes.push(writeJson(join(employees, 'emp-draft.json'), employee('emp-draft', 'draft', 'Gagnon')));
  await Promise.all(writes);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
