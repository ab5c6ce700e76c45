// The shell feature's face for client components (and server components alike): only modules
// that are safe in the browser, the return-path field of the shell's forms. Its index.ts holds server code a client bundle must not load.
export { ReturnToField } from './LanguageChoice';
