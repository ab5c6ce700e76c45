// The startup feature's face: code outside features/startup imports it only from here.
// What every page needs before it renders (menu, market settings, top message), asked once per request.
export { loadStartupData, type StartupData } from './startupData';
