/** A neutral crest used until the campus config names its own logo. */
export const DEFAULT_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><path d="M32 4 58 14v18c0 14-11 24-26 28C17 56 6 46 6 32V14z" fill="#1c4e80"/><path d="M18 26 32 20l14 6-14 6z" fill="#f2c14e"/><path d="M22 30v8c0 3 5 6 10 6s10-3 10-6v-8l-10 4z" fill="#fff"/></svg>`;
