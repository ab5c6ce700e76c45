export { type ApprovalApi, createApprovalApi } from './approvalApi';
export { type AuthApi, createAuthApi } from './authApi';
export { decodeBase64Url } from './base64Url';
export { type CartApi, createCartApi, createPriceApi, type PriceApi } from './cartApi';
export { type CmsApi, createCmsApi } from './cmsApi';
export { type CompanyApi, createCompanyApi } from './companyApi';
export {
  type CallBody,
  type CallOptions,
  type CallResult,
  declaredCaller,
  fillPath,
  invokeCall,
} from './declaredCall';
export { createDevToolsApi, type DevToolsApi } from './devToolsApi';
export { createFeaturesApi, type FeaturesApi } from './featuresApi';
export {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type HttpLogger,
  type HttpMethod,
  type RequestOptions,
  type SchemaRequestOptions,
} from './httpClient';
export {
  HttpError,
  isNotFound,
  ResponseParseError,
  ResponseValidationError,
  TimeoutError,
} from './httpErrors';
export { createMetadataApi, createOrderApi, type MetadataApi, type OrderApi } from './orderApi';
export { createProductApi, type ProductApi } from './productApi';
export { encodeRequestBody, type RequestBody } from './requestBody';
export { DEFAULT_TIMEOUT_MS, ORDER_SEND_TIMEOUT_MS } from './requestTimeouts';
export {
  buildRequestUrl,
  type QueryParams,
  type QueryScalar,
  type QueryValue,
  serialiseQuery,
} from './requestUrl';
export { bodyKindOf, type ResponseBodyKind, readResponseBody } from './responseBody';
export { createSettingsApi, type SettingsApi } from './settingsApi';
