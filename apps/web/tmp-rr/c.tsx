import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, useQuery, useMutation, useQueryClient, useInfiniteQuery } from '@tanstack/react-query';
function P() { const q = useQuery({ queryKey: ['a'], queryFn: () => 1 }); const m = useMutation({ mutationFn: async () => 1 }); const c = useQueryClient(); const i = useInfiniteQuery({ queryKey: ['b'], queryFn: () => 1, initialPageParam: 0, getNextPageParam: () => 1 }); return <div onClick={() => { m.mutate(); c.invalidateQueries(); }}>{q.data}{String(i.data)}</div>; }
createRoot(document.body).render(<QueryClientProvider client={new QueryClient()}><P /></QueryClientProvider>);
