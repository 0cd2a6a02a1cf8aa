import { defineConfig } from 'vite';
export default defineConfig({ oxc: { jsx: { runtime: 'automatic', importSource: 'react' } }, build: { outDir: 'out-c', target: 'es2022', rolldownOptions: { input: 'c.tsx' } } });
