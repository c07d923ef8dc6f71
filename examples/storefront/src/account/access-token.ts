import { useSearchParams } from 'react-router-dom';

/** The access token of an e-mailed order link (`?token=` or `?access_token=`). */
export function readAccessToken(params: URLSearchParams): string | undefined {
  return params.get('token') ?? params.get('access_token') ?? undefined;
}

/** The access token of the page's e-mailed order link. */
export function useAccessToken(): string | undefined {
  const [params] = useSearchParams();
  return readAccessToken(params);
}
