import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files first, in this order. Vitest orders files by their last run's time, but a fresh clone (CI) has
 * none, and then it takes them project by project, largest file first: a long one could start last and run alone for
 * a minute while the other worker idles. The files over the built site wait for the shared build, which runs beside
 * the first files (tests/support/global-setup.ts): the longest files that do not need it start first, then the
 * longest of the site's; every other file keeps Vitest's order after them. Times: a fresh clone's run on 2 cores.
 */
const LONGEST_FIRST = [
  // Neither waits for the shared build: they run while it encodes its images (the guides' copy builds after its
  // typecheck, reading the image variants the shared build has encoded by then).
  'tests/guides/guides-in-a-copy.test.ts',
  'tests/build-tools/build-heap-flatness.test.ts',
  'tests/publish/partial-build.test.ts',
  'tests/publish/publish-server.test.ts',
  'tests/browser/site-accessibility.test.ts',
  'tests/browser/site-layout.test.ts',
  'tests/browser/site-search.test.ts',
  'tests/browser/site-forms.test.ts',
  'tests/ci/publish-build.test.ts',
  'tests/build/asset-pruning.test.ts',
  'tests/browser/site-motion.test.ts',
  'tests/build/page-reuse.test.ts',
  'tests/content/typed-documents.test.ts',
  'tests/browser/site-images.test.ts',
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
