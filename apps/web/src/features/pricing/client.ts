// The pricing feature's face for client components (and server components alike): only modules
// that are safe in the browser, the agreed-price mark. Its index.ts holds server code a client bundle must not load.
export { AgreedPriceMark } from './AgreedPriceMark';
