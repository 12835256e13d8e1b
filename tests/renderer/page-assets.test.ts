import { describe, expect, it } from 'vitest';
import { errorPageAssets, pageAssets, pageChunkFiles, type ViteManifest } from '../../renderer/server/page-assets.js';

const manifest: ViteManifest = {
  'renderer/client/client-boot.ts': { file: 'assets/boot-f6.js', isEntry: true },
  'renderer/client/client-entry.tsx': {
    file: 'assets/entry-a1.js',
    isEntry: true,
    imports: ['_react-b2.js'],
    css: ['assets/entry-c3.css'],
  },
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

  it('gives the HTML the boot script, the modules it starts (the entry first), and the stylesheets', () => {
    expect(pageAssets(manifest, 'employee')).toEqual({
      boot: '/assets/boot-f6.js',
      modules: ['/assets/entry-a1.js', '/assets/react-b2.js', '/assets/employee-e5.js', '/assets/hub-d4.js'],
      css: ['/assets/entry-c3.css'],
    });
  });

  it('gives the 404 page the entry and the error view’s code, with the home page’s styles', () => {
    const withErrorPage: ViteManifest = {
      ...manifest,
      'pages/index/+Page.tsx': { file: 'assets/index-g7.js', css: ['assets/index-h8.css'] },
      'src/components/error/ErrorView.tsx': {
        file: 'assets/ErrorView-i9.js',
        imports: ['renderer/client/client-entry.tsx'],
      },
    };
    expect(errorPageAssets(withErrorPage)).toEqual({
      boot: '/assets/boot-f6.js',
      modules: ['/assets/entry-a1.js', '/assets/react-b2.js', '/assets/ErrorView-i9.js'],
      css: ['/assets/entry-c3.css', '/assets/index-h8.css'],
    });
  });

  it('fails loudly without the boot script or the client entry', () => {
    expect(() => pageAssets({}, 'employee')).toThrow('renderer/client/client-boot.ts');
    const { 'renderer/client/client-entry.tsx': _entry, ...withoutEntry } = manifest;
    expect(() => pageAssets(withoutEntry, 'employee')).toThrow('renderer/client/client-entry.tsx');
  });
});
