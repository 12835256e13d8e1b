import { describe, expect, it } from 'vitest';
import { pageAssets, pageChunkFiles, type ViteManifest } from '../../renderer/page-assets.js';

const manifest: ViteManifest = {
  'renderer/client-entry.tsx': { file: 'assets/entry-a1.js', isEntry: true, imports: ['_react-b2.js'], css: ['assets/entry-c3.css'] },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_hub-d4.js': { file: 'assets/hub-d4.js', imports: ['_react-b2.js'] },
  'pages/employee/+Page.tsx': { file: 'assets/employee-e5.js', imports: ['_hub-d4.js'] },
};

describe('page assets from the Vite manifest', () => {
  it('lists a page type its own chunk first, then what it imports, without duplicates', () => {
    expect(pageChunkFiles(manifest, 'employee')).toEqual({
      js: ['/assets/employee-e5.js', '/assets/hub-d4.js', '/assets/react-b2.js'],
      css: [],
    });
  });

  it('gives the HTML the entry, every module to preload, and the stylesheets', () => {
    expect(pageAssets(manifest, 'employee')).toEqual({
      entry: '/assets/entry-a1.js',
      js: ['/assets/react-b2.js', '/assets/employee-e5.js', '/assets/hub-d4.js'],
      css: ['/assets/entry-c3.css'],
    });
  });

  it('fails loudly without the client entry', () => {
    expect(() => pageAssets({}, 'employee')).toThrow('renderer/client-entry.tsx');
  });
});
