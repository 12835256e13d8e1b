import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineScripts } from './renderer/inline-script-plugin.js';
import { instancedFonts } from './renderer/fonts/instanced-fonts.js';

export default defineConfig({
  plugins: [react(), instancedFonts(import.meta.dirname), inlineScripts(import.meta.dirname)],
  build: {
    target: 'es2022',
    assetsDir: 'assets',
  },
});
