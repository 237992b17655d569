/// <reference types="vite/client" />
// The shaping engine as a module of its own, built apart by Vite (?worker&url) and imported by
// its address. harfbuzzjs waits on its WebAssembly at its top level; bundled into the app's own
// graph, that made the build split the first page's entry (the login page's start script became
// a second module script, no longer held back: vite.config.ts holdAppFiles).
// The reference above types the import in every project that compiles this file (bench, e2e).
import address from './engine?worker&url';

export default address as string;
