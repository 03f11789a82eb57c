import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A change whose answer is the whole resource: the answer replaces the cached copy under `key`,
 * and the queries under `refresh` load again.
 */
export function useReplaceOnChange<TVars, T>(run: (vars: TVars) => Promise<T>, key: QueryKey, refresh: QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (answer: T) => {
      queryClient.setQueryData(key, answer);
      for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
