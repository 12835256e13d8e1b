import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { browserModelTable } from './renderer/vite/browser-model-table-plugin.js';
import { inlineScripts } from './renderer/vite/inline-script-plugin.js';
import { instancedFonts } from './renderer/vite/fonts/instanced-fonts.js';

export default defineConfig({
  plugins: [
    react(),
    instancedFonts(import.meta.dirname),
    inlineScripts(import.meta.dirname),
    browserModelTable(import.meta.dirname),
  ],
  build: {
    target: 'es2022',
    assetsDir: 'assets',
  },
});
