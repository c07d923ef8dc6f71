export { createEbsnClient } from './client';
export type { EbsnClient, EbsnClientOptions } from './client';
export {
  EbsnError,
  NetworkError,
  INVALID_RESPONSE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  isAbortError,
  isEbsnError,
  isNetworkError,
  isRetryableError,
  messageText,
} from './errors';
export type { EbsnCallInfo, EbsnErrorOptions, EbsnMessage } from './errors';
export { ACCOUNT_TOKEN_HEADER, CLIENT_HEADER, REQUESTED_WITH_HEADER } from './transport';
export type { ApiClient, EnvelopeData, InfosHandler, RequestOptions } from './transport';
export type { ProductDetail, ProductList } from './resources/products';
export type {
  ApiPath,
  DataOf,
  FormBodyOf,
  JsonBodyOf,
  OperationDataOf,
  PathParamsOf,
  QueryOf,
} from './resources/types';
export type {
  GetCall,
  GetWithOptionalQueryCall,
  GetWithQueryCall,
  PathWith,
  PostCall,
  PostFormCall,
  PostJsonCall,
  PostWithQueryCall,
  RetailerPostJsonCall,
} from './resources/endpoints';
export type { components, operations, paths } from './generated/schema';
export type * from './models';
