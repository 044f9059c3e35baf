import type { RoutePrefetch } from '@colabora/shared/query';
import { funilQueryOptions } from '../lib/api/get-funil';

/** /funil's first data, asked for while the board's code still loads (issue #25): the board itself. */
const prefetchFunil: RoutePrefetch = async ({ queryClient }) => {
  await queryClient.prefetchQuery(funilQueryOptions());
};

export default prefetchFunil;
