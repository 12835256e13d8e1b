import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that build the site several times, longest first. Vitest orders files by their last run's time, but a
 * fresh clone (CI) has none, and then it takes them in the order it found them: one of these could start last and run
 * alone for minutes while the other worker idles. They start first; every other file keeps Vitest's order.
 */
const LONGEST_FIRST = [
  'tests/publish/partial-build.test.ts',
  'tests/publish/publish-server.test.ts',
  'tests/build/page-reuse.test.ts',
  'tests/content/typed-documents.test.ts',
  'tests/build-tools/build-heap-flatness.test.ts',
];

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = LONGEST_FIRST.findIndex((path) => file.moduleId.endsWith(`/${path}`));
      return at < 0 ? LONGEST_FIRST.length : at;
    };
    return (await super.sort(files))
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}
