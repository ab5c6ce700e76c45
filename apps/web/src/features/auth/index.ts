// The auth feature's face for the storefront's server code: the visitor's session as API calls carry it.
export { visitorSession } from './visitorSession';
export { getShopApi } from './visitorShopApi';
